"""The skills table (特技) of one character: an item model whose edits are undo steps, a delegate that
shows the values in 《 》 that Infinity Break boosts, and the add/remove buttons."""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Callable
from typing import cast

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.i18n import tr
from fhrtool.app.messages import error_text, translated
from fhrtool.model import Character, Skill, Stat
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules import infinity
from fhrtool.steps import sheet
from fhrtool.steps.labels import SKILL_FIELD_LABELS, SKILL_FIELDS
from fhrtool.ui.dialogs import Dialogs
from fhrtool.ui.safety import declined, no_flags, nothing, paint_placeholder, total, total_data

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

NAME, CATEGORY, COST, TENSION_BONUS, CHECK_VALUE, EFFECT, EXTRA, SERVANT = range(len(SKILL_FIELDS))
_CHECKABLE = (EXTRA, SERVANT)
_BOOSTED = re.compile(r"《[^《》]*》")


def highlighted(effect: str, colour: str) -> str:
    """``effect`` as HTML on one line, the 《 》 values in bold and ``colour``."""
    parts: list[str] = []
    position = 0
    for match in _BOOSTED.finditer(effect):
        parts.append(html.escape(effect[position : match.start()]))
        parts.append(f'<b style="color:{colour}">{html.escape(match.group())}</b>')
        position = match.end()
    parts.append(html.escape(effect[position:]))
    return "".join(parts).replace("\n", " ")


class CharacterItemsModel(QAbstractTableModel):
    """Rows over one list of one character (its skills, its extra stats), one row per item.

    The model keeps its own snapshot of the items and moves it forward inside begin/end calls when the
    document reports a change, so views never see a row count that disagrees with the data. Besides the
    items, a subclass derives a note per item from the whole character (:meth:`_notes`); a row
    repaints when its item or its note changes.
    """

    edit_refused = Signal(str)  # the reason, translated

    ITEMS_FIELD = ""
    """The character field holding the list."""
    WATCHED_FIELDS: frozenset[str] = frozenset()
    """Other character fields the notes depend on."""

    def __init__(self, document: Document, character_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._character_id = character_id
        self._items: tuple[Skill | Stat, ...]
        self._item_notes: dict[str, object]
        self._items, self._item_notes = self._current()
        document.character_changed.connect(self._on_changed)
        document.character_removed.connect(self._sync)
        document.character_inserted.connect(self._sync)
        document.roster_reset.connect(self._sync)
        document.options_changed.connect(self._sync)

    def item_id(self, row: int) -> str:
        return self._items[row].id

    def row_of(self, item_id: str) -> int:
        """The row of an item; -1 when there is none."""
        return next((row for row, item in enumerate(self._items) if item.id == item_id), -1)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._items)

    def _notes(self, character: Character) -> dict[str, object]:
        """A note per item id derived from the whole character."""
        raise NotImplementedError

    def _current(self) -> tuple[tuple[Skill | Stat, ...], dict[str, object]]:
        try:
            character = self._document.character(self._character_id)
        except KeyError:
            return (), {}
        return getattr(character, self.ITEMS_FIELD), self._notes(character)

    def _on_changed(self, character_id: str, fields: list[str]) -> None:
        if character_id == self._character_id and ({self.ITEMS_FIELD} | self.WATCHED_FIELDS).intersection(
            fields
        ):
            self._sync()

    def _sync(self) -> None:
        new, notes = self._current()
        old, old_notes = self._items, self._item_notes
        old_ids, new_ids = [item.id for item in old], [item.id for item in new]
        if old_ids == new_ids:
            self._items, self._item_notes = new, notes
            last = self.columnCount() - 1
            for row, (before, after) in enumerate(zip(old, new, strict=True)):
                if before != after or old_notes.get(after.id) != notes.get(after.id):
                    self.dataChanged.emit(self.index(row, 0), self.index(row, last))
            return
        if len(new_ids) == len(old_ids) + 1 and new_ids[:-1] == old_ids:
            self.beginInsertRows(QModelIndex(), len(old), len(old))
            self._items, self._item_notes = new, notes
            self.endInsertRows()
            return
        gone = [row for row, item_id in enumerate(old_ids) if item_id not in new_ids]
        if len(gone) == 1 and [i for i in old_ids if i in new_ids] == new_ids:
            self.beginRemoveRows(QModelIndex(), gone[0], gone[0])
            self._items, self._item_notes = new, notes
            self.endRemoveRows()
            return
        self.beginResetModel()
        self._items, self._item_notes = new, notes
        self.endResetModel()

    def _push(self, edit: Callable[[], object]) -> bool:
        """Run an edit of the document; a refusal is reported through ``edit_refused``."""
        try:
            edit()
        except FhrtoolError as error:
            self.edit_refused.emit(error_text(error))
            return False
        return True


class SkillsModel(CharacterItemsModel):
    """The skills of one character, one row per skill; ``setData`` pushes an undoable edit."""

    ITEMS_FIELD = "skills"
    WATCHED_FIELDS = frozenset({"infinity_breaks"})

    def _notes(self, character: Character) -> dict[str, object]:
        return dict(Counter(registration.skill_id for registration in character.infinity_breaks))

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(SKILL_FIELDS)

    @total(nothing)
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(SKILL_FIELDS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translated(SKILL_FIELD_LABELS[SKILL_FIELDS[section]])
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tooltip(section)
        return None

    def _header_tooltip(self, section: int) -> str | None:
        if section == TENSION_BONUS:
            return self.tr("Tension bonus: tension value gained when a check with the skill succeeds")
        if section == EFFECT:
            return self.tr(
                "Values in 《 》 are raised by {boost} when the skill is used as an Infinity Break"
            ).format(boost=infinity.BOOST)
        if section == EXTRA:
            return self.tr(
                "An extra skill cannot be registered as an Infinity Break, unless it is the servant"
            )
        return None

    @total(no_flags)
    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in _CHECKABLE:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base | Qt.ItemFlag.ItemIsEditable

    def _registrations(self, skill_id: str) -> int:
        count = self._item_notes.get(skill_id, 0)
        return count if isinstance(count, int) else 0

    @total_data
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._items):
            return None
        skill = cast(Skill, self._items[index.row()])
        column = index.column()
        value = getattr(skill, SKILL_FIELDS[column])
        if column in _CHECKABLE:
            if role == Qt.ItemDataRole.CheckStateRole:
                return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if column == NAME and self._registrations(skill.id):
                return self.tr("{skill} [IB ×{count}]").format(
                    skill=skill.name, count=self._registrations(skill.id)
                )
            return "" if value is None else value
        if role == Qt.ItemDataRole.EditRole:
            # An empty check value means "none": a line edit can say that, a spin box cannot.
            return ("" if value is None else str(value)) if column == CHECK_VALUE else value
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(skill, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (COST, TENSION_BONUS, CHECK_VALUE):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _tooltip(self, skill: Skill, column: int) -> str | None:
        if column == NAME and self._registrations(skill.id):
            return self.tr(
                "Registered as an Infinity Break {count}×. A registration can never be changed, "
                "so this skill cannot be removed."
            ).format(count=self._registrations(skill.id))
        if column == EFFECT and skill.effect:
            return skill.effect
        return None

    @total(declined)
    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or index.row() >= len(self._items):
            return False
        column = index.column()
        if column in _CHECKABLE:
            if role != Qt.ItemDataRole.CheckStateRole:
                return False
            value = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value)
        elif role != Qt.ItemDataRole.EditRole:
            return False
        elif column == CHECK_VALUE and isinstance(value, str):
            value = value.strip() or None
        skill_id, field = self._items[index.row()].id, SKILL_FIELDS[column]
        return self._push(
            lambda: self._document.run(
                sheet.set_skill_field, sheet.SetSkillField(self._character_id, skill_id, field, value)
            )
        )


class EffectDelegate(QStyledItemDelegate):
    """Paints a skill's effect on one line with its 《 》 values in bold and the link colour."""

    @total(paint_placeholder)
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        options = QStyleOptionViewItem(option)
        self.initStyleOption(options, index)
        text, options.text = options.text, ""
        widget = options.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, options, painter, widget)
        selected = bool(options.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Link
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(options.font)
        document.setHtml(highlighted(text, options.palette.color(role).name()))
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, options, widget)
        context = QAbstractTextDocumentLayout.PaintContext()
        text_role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        context.palette.setColor(QPalette.ColorRole.Text, options.palette.color(text_role))
        painter.save()
        painter.translate(rect.left(), rect.top() + (rect.height() - document.size().height()) / 2)
        painter.setClipRect(0, 0, rect.width(), rect.height())
        document.documentLayout().draw(painter, context)
        painter.restore()


class SkillsPanel(QWidget):
    """The skills table of one character with Add skill and Remove skill."""

    def __init__(
        self, document: Document, dialogs: Dialogs, character_id: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._dialogs = dialogs
        self._character_id = character_id
        self.model = SkillsModel(document, character_id, self)
        self.model.edit_refused.connect(self._refused)

        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.setItemDelegateForColumn(EFFECT, EffectDelegate(self.view))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(EFFECT, QHeaderView.ResizeMode.Stretch)
        for column, width in ((NAME, 160), (CATEGORY, 80), (COST, 50), (TENSION_BONUS, 40)):
            header.resizeSection(column, width)
        for column in (CHECK_VALUE, EXTRA, SERVANT):
            header.resizeSection(column, header.sectionSizeHint(column))
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)

        self.add_button = QPushButton(self.tr("Add skill"), self)
        self.add_button.clicked.connect(self._add)
        self.remove_button = QPushButton(self.tr("Remove skill"), self)
        self.remove_button.clicked.connect(self._remove)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self._update_buttons()

    def selected_skill_id(self) -> str | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.item_id(rows[0].row()) if rows else None

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(self.selected_skill_id() is not None)

    def _refused(self, reason: str) -> None:
        self._dialogs.error(self.tr("Skill not changed"), reason)

    def _add(self) -> None:
        skill_id = self._document.run(sheet.add_skill, sheet.AddSkill(self._character_id, tr("New skill")))
        index = self.model.index(self.model.row_of(skill_id), NAME)
        self.view.setCurrentIndex(index)
        self.view.setFocus()
        self.view.edit(index)

    def _remove(self) -> None:
        skill_id = self.selected_skill_id()
        if skill_id is None:
            return
        try:
            self._document.run(sheet.remove_skill, sheet.RemoveSkill(self._character_id, skill_id))
        except FhrtoolError as error:
            self._dialogs.error(self.tr("Skill not removed"), error_text(error))
        self._update_buttons()
