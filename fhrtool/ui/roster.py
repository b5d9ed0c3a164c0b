"""The roster: every character of the campaign, PCs first, with a search box and add/duplicate/delete.

:class:`RosterModel` mirrors the document's character list row by row (it keeps its own list of ids
and updates it inside begin/end calls when the document says what changed); :class:`RosterProxy`
filters by the search text and puts PCs before NPCs without changing the roster order within each.
"""

from __future__ import annotations

from enum import IntEnum
from pathlib import Path

from PySide6.QtCore import (
    QAbstractListModel,
    QItemSelection,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QColor,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QIcon,
    QKeySequence,
    QPainter,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.i18n import tr
from fhrtool.app.messages import translated
from fhrtool.model import Character, CharacterKind
from fhrtool.steps import labels, sheet
from fhrtool.ui.dialogs import Dialogs
from fhrtool.ui.safety import declined, keep_row, nothing, total, total_data

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

# Fields shown in a roster row; a change of any other field does not repaint it.
_SHOWN_FIELDS = frozenset({"name", "player", "kind", "level"})

_KIND_COLOURS = {CharacterKind.PC: QColor("#2f6fb0"), CharacterKind.NPC: QColor("#a5462f")}


def kind_text(kind: CharacterKind) -> str:
    """The short tag of a character kind ("PC" or "NPC"), translated."""
    return translated(labels.CHARACTER_KINDS[kind])


def kind_icon(kind: CharacterKind) -> QIcon:
    """A badge with the kind's tag written on it, so the kind does not rest on colour alone."""
    pixmap = QPixmap(34, 18)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_KIND_COLOURS[kind])
    rect = QRectF(0.5, 0.5, 33, 17)
    if kind is CharacterKind.PC:
        painter.drawRoundedRect(rect, 8, 8)
    else:
        painter.drawRect(rect)
    font = QFont()
    font.setPixelSize(11)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, kind_text(kind))
    painter.end()
    return QIcon(pixmap)


class RosterRole(IntEnum):
    ID = Qt.ItemDataRole.UserRole + 1
    KIND = Qt.ItemDataRole.UserRole + 2
    PLAYER = Qt.ItemDataRole.UserRole + 3


class RosterModel(QAbstractListModel):
    """One row per character of the document, in roster order."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._ids = [character.id for character in document.campaign.characters]
        self._icons: dict[CharacterKind, QIcon] = {}
        document.character_inserted.connect(self._on_inserted)
        document.character_removed.connect(self._on_removed)
        document.character_changed.connect(self._on_changed)
        document.roster_reset.connect(self._on_reset)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._ids)

    @total_data
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._ids):
            return None
        character = self._document.character(self._ids[index.row()])
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return character.name or self.tr("(unnamed)")
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icon(character.kind)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(character)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.tr("{kind}: {name}").format(
                kind=translated(labels.character_kind(character)), name=character.name
            )
        if role == RosterRole.ID:
            return character.id
        if role == RosterRole.KIND:
            return character.kind.value
        if role == RosterRole.PLAYER:
            return character.player
        return None

    def row_of(self, character_id: str) -> int:
        """The row of a character; -1 when it is not in the roster."""
        try:
            return self._ids.index(character_id)
        except ValueError:
            return -1

    def _icon(self, kind: CharacterKind) -> QIcon:
        if kind not in self._icons:
            self._icons[kind] = kind_icon(kind)
        return self._icons[kind]

    def _tooltip(self, character: Character) -> str:
        text = self.tr("{kind} · level {level}").format(
            kind=translated(labels.character_kind(character)), level=character.level
        )
        if character.player:
            text += "\n" + self.tr("Player: {player}").format(player=character.player)
        return text

    def _on_inserted(self, row: int, character_id: str) -> None:
        self.beginInsertRows(QModelIndex(), row, row)
        self._ids.insert(row, character_id)
        self.endInsertRows()

    def _on_removed(self, row: int, character_id: str) -> None:
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._ids[row]
        self.endRemoveRows()

    def _on_changed(self, character_id: str, fields: list[str]) -> None:
        row = self.row_of(character_id)
        if row >= 0 and _SHOWN_FIELDS.intersection(fields):
            index = self.index(row)
            self.dataChanged.emit(index, index)

    def _on_reset(self) -> None:
        self.beginResetModel()
        self._ids = [character.id for character in self._document.campaign.characters]
        self.endResetModel()


class RosterProxy(QSortFilterProxyModel):
    """Keeps the rows whose name or player contains the search text; PCs first, roster order within."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self.setDynamicSortFilter(True)

    @total(keep_row)
    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        if not self._needle:
            return True
        index = self.sourceModel().index(source_row, 0, source_parent)
        return any(
            self._needle in str(index.data(role) or "").casefold()
            for role in (Qt.ItemDataRole.DisplayRole, RosterRole.PLAYER)
        )

    @total(declined)
    def lessThan(self, left: _Index, right: _Index) -> bool:
        def key(index: _Index) -> tuple[bool, int]:
            return (index.data(RosterRole.KIND) != CharacterKind.PC.value, index.row())

        return key(left) < key(right)

    def set_search(self, text: str) -> None:
        """Filter by a plain substring, ignoring case: what users type ("Al(") is not a pattern."""
        self.beginFilterChange()
        self._needle = text.strip().casefold()
        self.endFilterChange()


class RosterPanel(QWidget):
    """The list of characters with search, Add PC, Add NPC, Duplicate and Delete."""

    character_activated = Signal(str)
    status_message = Signal(str)
    sheets_dropped = Signal(list)  # the paths of files and folders dropped on the roster

    def __init__(self, document: Document, dialogs: Dialogs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._dialogs = dialogs
        self.model = RosterModel(document, self)
        self.proxy = RosterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.sort(0)

        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search characters"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.set_search)

        self.view = QListView(self)
        self.view.setModel(self.proxy)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setIconSize(QSize(34, 18))
        self.view.setUniformItemSizes(True)
        self.view.activated.connect(self._on_activated)
        self.view.doubleClicked.connect(self._on_activated)
        self.view.selectionModel().selectionChanged.connect(self._on_selection_changed)

        self.add_pc_action = QAction(self.tr("Add PC"), self)
        self.add_pc_action.setToolTip(self.tr("Add a player character"))
        self.add_pc_action.triggered.connect(lambda: self._add(CharacterKind.PC))
        self.add_npc_action = QAction(self.tr("Add NPC"), self)
        self.add_npc_action.setToolTip(self.tr("Add a non-player character"))
        self.add_npc_action.triggered.connect(lambda: self._add(CharacterKind.NPC))
        self.duplicate_action = QAction(self.tr("Duplicate"), self)
        self.duplicate_action.setToolTip(self.tr("Add a copy of the selected character"))
        self.duplicate_action.triggered.connect(self._duplicate)
        self.delete_action = QAction(self.tr("Delete"), self)
        self.delete_action.setToolTip(self.tr("Remove the selected character (undo brings it back)"))
        self.delete_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.delete_action.triggered.connect(self._delete)
        self.view.addAction(self.delete_action)

        buttons = QHBoxLayout()
        buttons.setSpacing(2)
        for action in (self.add_pc_action, self.add_npc_action, self.duplicate_action, self.delete_action):
            button = QToolButton(self)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            buttons.addWidget(button)
        buttons.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.search)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self._update_actions()
        self.setAcceptDrops(True)

    @staticmethod
    def _dropped_paths(event: QDropEvent | QDragEnterEvent) -> list[Path]:
        """The local files and folders a drag carries (sheets, or folders of them)."""
        data = event.mimeData()
        if not data.hasUrls():
            return []
        return [Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile()]

    @total(nothing)
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dropped_paths(event):
            event.acceptProposedAction()

    @total(nothing)
    def dropEvent(self, event: QDropEvent) -> None:
        paths = self._dropped_paths(event)
        if paths:
            event.acceptProposedAction()
            self.sheets_dropped.emit(paths)

    def current_id(self) -> str | None:
        """The id of the selected character, if any."""
        index = self.view.currentIndex()
        if not index.isValid() or not self.view.selectionModel().isSelected(index):
            return None
        value = index.data(RosterRole.ID)
        return value if isinstance(value, str) else None

    def select(self, character_id: str) -> None:
        """Select a character, clearing the search when it hides the character."""
        row = self.model.row_of(character_id)
        if row < 0:
            return
        index = self.proxy.mapFromSource(self.model.index(row))
        if not index.isValid():
            self.search.clear()
            index = self.proxy.mapFromSource(self.model.index(row))
        self.view.setCurrentIndex(index)

    def _on_activated(self, index: QModelIndex) -> None:
        value = index.data(RosterRole.ID)
        if isinstance(value, str):
            self.character_activated.emit(value)

    def _on_selection_changed(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._update_actions()
        indexes = selected.indexes()
        if indexes:
            self._on_activated(indexes[0])

    def _update_actions(self) -> None:
        has_selection = self.current_id() is not None
        self.duplicate_action.setEnabled(has_selection)
        self.delete_action.setEnabled(has_selection)

    def _add(self, kind: CharacterKind) -> None:
        name = tr("New PC") if kind is CharacterKind.PC else tr("New NPC")
        self.select(self._document.run(sheet.add_character, sheet.AddCharacter(kind, name)))
        self.view.setFocus()

    def _duplicate(self) -> None:
        character_id = self.current_id()
        if character_id is not None:
            self.select(
                self._document.run(
                    sheet.duplicate_character, sheet.Duplicate(character_id, tr("{name} (copy)"))
                )
            )

    def _delete(self) -> None:
        character_id = self.current_id()
        if character_id is None:
            return
        name = self._document.character(character_id).name
        fighting = any(c.character_id == character_id for c in self._document.campaign.encounter.combatants)
        if fighting and not self._dialogs.confirm(
            self.tr("Delete a character in the fight"),
            self.tr("{name} is in the fight. Delete the character anyway? Undo brings it back.").format(
                name=name
            ),
        ):
            return
        self._document.run(sheet.delete_character, character_id)
        self._update_actions()
        undo = QKeySequence(QKeySequence.StandardKey.Undo).toString(QKeySequence.SequenceFormat.NativeText)
        self.status_message.emit(self.tr("Deleted {name} — {undo} to undo").format(name=name, undo=undo))
