"""The emotion list (感情一覧) editor: rename emotions, change bond values and mad colour, add the table's
own emotions. The campaign keeps the list it uses; every edit is an undo step of the document."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.messages import error_text
from fhrtool.model.emotion import BOND_MAX
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules.casting import default_bond
from fhrtool.steps import board
from fhrtool.ui.board.emotions import EmotionFilter, EmotionListModel, EmotionSearch
from fhrtool.ui.board.texts import MAD_MARK
from fhrtool.ui.dialogs import Dialogs
from fhrtool.ui.ranged import RangedSpin, RangeNote


class EmotionListDialog(QDialog):
    """The campaign's emotion list as an editable table with search, filter, add and remove."""

    def __init__(self, document: Document, dialogs: Dialogs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._dialogs = dialogs
        self.setWindowTitle(self.tr("Emotion list"))
        self.model = EmotionListModel(document, editable=True, parent=self)
        self.model.edit_refused.connect(lambda text: self._dialogs.error(self.tr("Emotion list"), text))
        self.proxy = EmotionFilter(self)
        self.proxy.setSourceModel(self.model)

        self.filters = EmotionSearch(self.proxy, self)

        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        self.view.hideColumn(EmotionListModel.NAME)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(EmotionListModel.NAME_JA, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(EmotionListModel.NAME_EN, QHeaderView.ResizeMode.Stretch)

        self.new_name = QLineEdit(self)
        self.new_name.setPlaceholderText(self.tr("A table's own emotion"))
        self.new_name.setAccessibleName(self.tr("Name of the new emotion"))
        self.new_mad = QCheckBox(self.tr("{mark} Mad colour").format(mark=MAD_MARK), self)
        self.new_bond = RangedSpin(0, BOND_MAX, self)
        self.new_bond.setValue(default_bond(False))
        self.new_bond.setAccessibleName(self.tr("Bond of the new emotion"))
        self.new_mad.toggled.connect(lambda mad: self.new_bond.setValue(default_bond(mad)))
        self.add_button = QPushButton(self.tr("Add"), self)
        self.add_button.clicked.connect(self.add)
        self.new_name.returnPressed.connect(self.add)
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setToolTip(self.tr("Only an emotion no sheet of the campaign refers to"))
        self.remove_button.clicked.connect(self.remove)

        undo = QToolButton(self)
        undo.setDefaultAction(document.undo_stack.createUndoAction(self, self.tr("Undo")))
        redo = QToolButton(self)
        redo.setDefaultAction(document.undo_stack.createRedoAction(self, self.tr("Redo")))

        adding = QHBoxLayout()
        adding.addWidget(self.new_name, 1)
        adding.addWidget(self.new_mad)
        adding.addWidget(QLabel(self.tr("Bond"), self))
        adding.addWidget(self.new_bond)
        adding.addWidget(self.add_button)
        tools = QHBoxLayout()
        tools.addWidget(self.remove_button)
        tools.addStretch(1)
        tools.addWidget(undo)
        tools.addWidget(redo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        note = QLabel(
            self.tr(
                "Entries already on a board keep the bond they were given; the change applies to new ones."
            ),
            self,
        )
        note.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(self.filters)
        layout.addWidget(self.view, 1)
        layout.addWidget(note)
        layout.addLayout(adding)
        self.ranges = RangeNote(self)
        self.ranges.watch(self.new_bond, self.tr("Bond"))
        self.ranges.hold(self.add_button)
        layout.addWidget(self.ranges)
        layout.addLayout(tools)
        layout.addWidget(buttons)
        self.resize(640, 560)

    def add(self) -> None:
        if not self.ranges.ok():  # the note under the row says why
            return
        try:
            emotion_id = self._document.run(
                board.add_emotion,
                board.AddEmotion(self.new_name.text(), self.new_bond.value(), self.new_mad.isChecked()),
            )
        except FhrtoolError as error:
            self._dialogs.error(self.tr("Emotion list"), error_text(error))
            return
        self.new_name.clear()
        self.filters.clear()
        self.view.selectRow(
            self.proxy.mapFromSource(self.model.index(self.model.row_of(emotion_id), 0)).row()
        )

    def remove(self) -> None:
        index = self.view.currentIndex()
        if not index.isValid():
            return
        emotion = self.model.emotion(self.proxy.mapToSource(index).row())
        try:
            self._document.run(board.remove_emotion, emotion.id)
        except FhrtoolError as error:
            self._dialogs.error(self.tr("Emotion list"), error_text(error))
