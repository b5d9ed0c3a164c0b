"""Emotions in item views: the emotion list (感情一覧) as a table with a search and pure/mad filter, the
picker built on it, and a character's unused emotions (未使用の感情) as a list that can be dragged onto
the board.

Colours for chips live here too, so the board, the lists and the dialogs agree on them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from enum import Enum, IntEnum

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QItemSelectionModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.messages import error_text
from fhrtool.model import Campaign, Emotion
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules import casting
from fhrtool.steps import board
from fhrtool.ui.board.texts import MAD_MARK, bond_of, chip_text, emotion_description, is_mad
from fhrtool.ui.safety import declined, keep_row, no_flags, nothing, total, total_data

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

EMOTIONS_MIME = "application/x-fhrtool-unused-emotions"
"""Drag payload: a JSON list of the dragged unused emotions' ids."""

PURE_FILL = QColor("#dce9f7")
PURE_EDGE = QColor("#2f6fb0")
MAD_FILL = QColor("#8a1c4a")
MAD_EDGE = QColor("#4d0a27")
MAD_TEXT = QColor("white")


class EmotionRole(IntEnum):
    ID = Qt.ItemDataRole.UserRole + 1
    MAD = Qt.ItemDataRole.UserRole + 2


class Colour(Enum):
    """The pure/mad filter of the emotion list."""

    ALL = "all"
    PURE = "pure"
    MAD = "mad"


def decode_emotions(mime: QMimeData) -> list[str]:
    """The emotion ids a drag carries; empty for anything else."""
    if not mime.hasFormat(EMOTIONS_MIME):
        return []
    try:
        ids = json.loads(bytes(mime.data(EMOTIONS_MIME).data()).decode())
    except (ValueError, UnicodeDecodeError):
        return []
    return [item for item in ids if isinstance(item, str)] if isinstance(ids, list) else []


class EmotionListModel(QAbstractTableModel):
    """The campaign's emotion list, one row per emotion. Editable when ``editable``: each edit is an
    undo step of the document (rename, bond value, mad colour)."""

    NAME, NAME_JA, NAME_EN, BOND, COLOUR, SET = range(6)

    edit_refused = Signal(str)

    def __init__(self, document: Document, *, editable: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._editable = editable
        self._emotions = document.campaign.emotions
        document.catalogue_changed.connect(self._sync)

    def emotion(self, row: int) -> Emotion:
        return self._emotions[row]

    def row_of(self, emotion_id: str) -> int:
        return next((row for row, e in enumerate(self._emotions) if e.id == emotion_id), -1)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._emotions)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else 6

    @total(nothing)
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        headers = {
            self.NAME: self.tr("Emotion"),
            self.NAME_JA: self.tr("Japanese name"),
            self.NAME_EN: self.tr("English name"),
            self.BOND: self.tr("Bond"),
            self.COLOUR: self.tr("Colour"),
            self.SET: self.tr("List"),
        }
        return headers.get(section)

    @total(no_flags)
    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not self._editable:
            return base
        if index.column() in (self.NAME_JA, self.NAME_EN, self.BOND):
            return base | Qt.ItemFlag.ItemIsEditable
        if index.column() == self.COLOUR:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    @total_data
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._emotions):
            return None
        emotion = self._emotions[index.row()]
        column = index.column()
        if role == EmotionRole.ID:
            return emotion.id
        if role == EmotionRole.MAD:
            return emotion.mad
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return emotion_description(self._document.campaign, emotion.id)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(emotion, column, role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.CheckStateRole and self._editable and column == self.COLOUR:
            return Qt.CheckState.Checked if emotion.mad else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ForegroundRole and emotion.mad and column in (self.NAME, self.COLOUR):
            return QBrush(MAD_FILL)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.BOND:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def _text(self, emotion: Emotion, column: int, editing: bool) -> object:
        if column == self.NAME:
            return chip_text(self._document.campaign, emotion.id)
        if column == self.NAME_JA:
            return emotion.name_ja
        if column == self.NAME_EN:
            return emotion.name_en
        if column == self.BOND:
            return emotion.bond
        if column == self.COLOUR:
            return self.tr("{mark} mad").format(mark=MAD_MARK) if emotion.mad else self.tr("pure")
        if emotion.id.startswith("own-"):
            return self.tr("own")
        return self.tr("additional") if emotion.additional else self.tr("basic")

    @total(declined)
    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or not self.flags(index) & (
            Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsUserCheckable
        ):
            return False
        emotion = self._emotions[index.row()]
        column = index.column()
        if column == self.COLOUR:
            if role != Qt.ItemDataRole.CheckStateRole:
                return False
            field, value = "mad", Qt.CheckState(value) == Qt.CheckState.Checked
        elif role != Qt.ItemDataRole.EditRole:
            return False
        else:
            field = {self.NAME_JA: "name_ja", self.NAME_EN: "name_en", self.BOND: "bond"}[column]
        try:
            self._document.run(board.set_emotion_field, board.SetEmotionField(emotion.id, field, value))
        except FhrtoolError as error:
            self.edit_refused.emit(error_text(error))
            return False
        return True

    def _sync(self) -> None:
        new = self._document.campaign.emotions
        old = self._emotions
        old_ids, new_ids = [e.id for e in old], [e.id for e in new]
        if old_ids == new_ids:
            self._emotions = new
            for row, (before, after) in enumerate(zip(old, new, strict=True)):
                if before != after:
                    self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))
            return
        if new_ids[: len(old_ids)] == old_ids:
            self.beginInsertRows(QModelIndex(), len(old), len(new) - 1)
            self._emotions = new
            self.endInsertRows()
            return
        gone = [row for row, emotion_id in enumerate(old_ids) if emotion_id not in new_ids]
        if len(gone) == 1 and [i for i in old_ids if i in new_ids] == new_ids:
            self.beginRemoveRows(QModelIndex(), gone[0], gone[0])
            self._emotions = new
            self.endRemoveRows()
            return
        self.beginResetModel()
        self._emotions = new
        self.endResetModel()


class EmotionFilter(QSortFilterProxyModel):
    """Keeps the emotions whose Japanese or English name contains the search text, pure or mad only
    when asked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self._colour = Colour.ALL
        self.setDynamicSortFilter(True)
        self.setSortRole(Qt.ItemDataRole.EditRole)

    def set_search(self, text: str) -> None:
        self.beginFilterChange()
        self._needle = text.strip().casefold()
        self.endFilterChange()

    def set_colour(self, colour: Colour) -> None:
        self.beginFilterChange()
        self._colour = colour
        self.endFilterChange()

    @total(keep_row)
    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, EmotionListModel)
        emotion = model.emotion(source_row)
        if self._colour is not Colour.ALL and emotion.mad != (self._colour is Colour.MAD):
            return False
        names = f"{emotion.name_ja} {emotion.name_en}".casefold()
        return self._needle in names


class EmotionSearch(QWidget):
    """A search box and a pure/mad choice that drive an :class:`EmotionFilter`."""

    def __init__(self, proxy: EmotionFilter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search emotions"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(proxy.set_search)
        self.colour = QComboBox(self)
        self.colour.setAccessibleName(self.tr("Colour"))
        for text, value in (
            (self.tr("Pure and mad"), Colour.ALL),
            (self.tr("Pure only"), Colour.PURE),
            (self.tr("{mark} Mad colour only").format(mark=MAD_MARK), Colour.MAD),
        ):
            self.colour.addItem(text, value)
        self.colour.currentIndexChanged.connect(lambda _row: proxy.set_colour(self.colour.currentData()))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search, 1)
        layout.addWidget(self.colour)

    def clear(self) -> None:
        """Show every emotion again."""
        self.search.clear()
        self.colour.setCurrentIndex(0)


class EmotionPicker(QWidget):
    """Search, a pure/mad filter and the emotion list with its bond values; several may be chosen."""

    chosen_changed = Signal()

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self.model = EmotionListModel(document, parent=self)
        self.proxy = EmotionFilter(self)
        self.proxy.setSourceModel(self.model)

        self.filters = EmotionSearch(self.proxy, self)
        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.view.verticalHeader().hide()
        for column in (EmotionListModel.NAME_JA, EmotionListModel.NAME_EN):
            self.view.hideColumn(column)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(EmotionListModel.NAME, QHeaderView.ResizeMode.Stretch)
        self.view.selectionModel().selectionChanged.connect(lambda *_args: self.chosen_changed.emit())

        self.summary = QLabel(self)
        self.chosen_changed.connect(self._update_summary)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filters)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.summary)
        self._update_summary()

    def chosen(self) -> tuple[str, ...]:
        """The chosen emotions' ids, in list order."""
        rows = sorted(
            self.proxy.mapToSource(index).row() for index in self.view.selectionModel().selectedRows()
        )
        return tuple(self.model.emotion(row).id for row in rows)

    def choose(self, emotion_ids: Sequence[str]) -> None:
        """Choose exactly these emotions (clearing the search when it hides one)."""
        self.filters.clear()
        selection = self.view.selectionModel()
        selection.clearSelection()
        for emotion_id in emotion_ids:
            index = self.proxy.mapFromSource(self.model.index(self.model.row_of(emotion_id), 0))
            flags = QItemSelectionModel.SelectionFlag
            selection.select(index, flags.Select | flags.Rows)

    def _update_summary(self) -> None:
        campaign: Campaign = self._document.campaign
        chosen = self.chosen()
        bond = casting.entry_bond(chosen, campaign.emotion)
        names = ", ".join(chip_text(campaign, emotion_id) for emotion_id in chosen) or self.tr("none")
        self.summary.setText(self.tr("Chosen: {names} — bond {bond}").format(names=names, bond=bond))


class UnusedEmotionsModel(QAbstractListModel):
    """The unused emotions of one character, in the order gained; they can be dragged onto the board."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._character_id: str | None = None
        self._ids: tuple[str, ...] = ()
        self._cells: dict[int, dict[int, object]] = {}
        document.character_changed.connect(self._on_changed)
        document.character_removed.connect(self._sync_for)  # a bound method goes with the model
        document.roster_reset.connect(self._sync)
        document.catalogue_changed.connect(self._sync_all)

    def set_character(self, character_id: str | None) -> None:
        self._character_id = character_id
        self._sync()

    def emotion_id(self, row: int) -> str:
        return self._ids[row]

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._ids)

    @total_data
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        number = index.row()
        if not index.isValid() or not 0 <= number < len(self._ids):
            return None
        cell = self._cells.get(number)
        if cell is None:
            cell = self._cells[number] = self._cell(self._ids[number])
        return cell.get(role)

    def _cell(self, emotion_id: str) -> dict[int, object]:
        """What each role of an emotion's row says, kept until the list or the catalogue changes: a
        view asks for seven roles of every row at each paint and each measure."""
        campaign = self._document.campaign
        mad = is_mad(campaign, emotion_id)
        bond = bond_of(campaign, emotion_id)
        description = emotion_description(campaign, emotion_id)
        return {
            Qt.ItemDataRole.DisplayRole: self.tr("{emotion} ({bond})").format(
                emotion=chip_text(campaign, emotion_id), bond="?" if bond is None else bond
            ),
            Qt.ItemDataRole.ToolTipRole: description,
            Qt.ItemDataRole.AccessibleTextRole: description,
            Qt.ItemDataRole.BackgroundRole: QBrush(MAD_FILL if mad else PURE_FILL),
            Qt.ItemDataRole.ForegroundRole: QBrush(MAD_TEXT if mad else QColor("black")),
            EmotionRole.ID: emotion_id,
            EmotionRole.MAD: mad,
        }

    @total(no_flags)
    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    def mimeTypes(self) -> list[str]:
        return [EMOTIONS_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        mime = QMimeData()
        rows = sorted({index.row() for index in indexes if index.isValid()})
        mime.setData(EMOTIONS_MIME, json.dumps([self._ids[row] for row in rows]).encode())
        return mime

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def _current(self) -> tuple[str, ...]:
        if self._character_id is None:
            return ()
        try:
            return self._document.character(self._character_id).unused_emotions
        except KeyError:
            return ()

    def _on_changed(self, character_id: str, fields: list[str]) -> None:
        if character_id == self._character_id and "unused_emotions" in fields:
            self._sync()

    def _sync_for(self, *_change: object) -> None:
        self._sync()

    def _sync(self) -> None:
        new = self._current()
        if new == self._ids:
            return
        self.beginResetModel()
        self._ids = new
        self._cells.clear()
        self.endResetModel()

    def _sync_all(self) -> None:
        self._cells.clear()  # an emotion's name, colour or bond may have changed
        if self._ids:
            self.dataChanged.emit(self.index(0), self.index(len(self._ids) - 1))
