"""The casting board as a table: one row per entry, for keyboard users and screen readers.

The model keeps its own snapshot of the character and moves it forward inside begin/end calls when
the document reports a change. Entries are only ever appended (the rules never remove one), so a
change is an append, an undone append, or a repaint.
"""

from __future__ import annotations

from enum import IntEnum
from functools import partial

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QModelRoleData,
    QModelRoleDataSpan,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QWidget

from fhrtool.app.document import Document
from fhrtool.model import BoardEntry, Campaign, Character
from fhrtool.rules import casting
from fhrtool.ui.board.emotions import MAD_FILL
from fhrtool.ui.board.texts import (
    emotion_description,
    emotions_text,
    entry_risk,
    is_mad,
    relation_text,
)
from fhrtool.ui.safety import answer_roles, no_flags, nothing, placeholder_multi_data, total, total_data

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

# Character fields a row shows (directly or through the 背反者 note and open confrontations).
_SHOWN_FIELDS = frozenset({"casting_board", "confrontations", "kind", "traitor", "name"})
_KIND_FIELDS = frozenset({"kind", "traitor"})


class EntryRole(IntEnum):
    ID = Qt.ItemDataRole.UserRole + 1


class BoardEntriesModel(QAbstractTableModel):
    """The entries of one character's casting board."""

    NAME, RELATION, EMOTIONS, BOND, MAD, RISK, ADDED = range(7)

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._character_id: str | None = None
        self._character: Character | None = None
        self._campaign: Campaign = document.campaign
        document.character_changed.connect(self._on_changed)
        # Bound methods, not lambdas, so that the connections go when the model does.
        document.character_removed.connect(self._sync_for)
        document.character_inserted.connect(self._sync_for)
        document.roster_reset.connect(self._sync)
        document.catalogue_changed.connect(self._sync)
        document.options_changed.connect(self._sync)

    @property
    def character(self) -> Character | None:
        return self._character

    def set_character(self, character_id: str | None) -> None:
        self.beginResetModel()
        self._campaign = self._document.campaign
        self._character_id = character_id
        self._character = self._find(character_id)
        self.endResetModel()

    def entry_id(self, row: int) -> str:
        return self._entries()[row].id

    def row_of(self, entry_id: str) -> int:
        return next((row for row, entry in enumerate(self._entries()) if entry.id == entry_id), -1)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._entries())

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else 7

    @total(nothing)
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                self.NAME: self.tr("Entry"),
                self.RELATION: self.tr("Who"),
                self.EMOTIONS: self.tr("Emotions"),
                self.BOND: self.tr("Bond"),
                self.MAD: self.tr("Mad"),
                self.RISK: self.tr("背反者"),
                self.ADDED: self.tr("Added"),
            }.get(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return {
                self.BOND: self.tr(
                    "Bond value (絆値): stored with the entry, +{bond} after a confrontation"
                ).format(bond=casting.CONFRONTATION_BOND),
                self.MAD: self.tr("Mad-colour emotions (◆) on the entry"),
                self.RISK: self.tr("What this entry means for the 背反者 check at scenario end"),
            }.get(section)
        return None

    @total(no_flags)
    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    @total_data
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        entries = self._entries()
        if not index.isValid() or not 0 <= index.row() < len(entries) or self._character is None:
            return None
        return self._value(self._character, entries[index.row()], index.column(), role)

    @total(placeholder_multi_data)
    def multiData(self, index: _Index, span: QModelRoleDataSpan | QModelRoleData) -> None:
        # Painting and sizing a cell ask for seven roles at once: one call answers them all.
        entries = self._entries()
        character = self._character
        if character is None or not index.isValid() or not 0 <= index.row() < len(entries):
            answer_roles(span, None)
        else:
            answer_roles(span, partial(self._value, character, entries[index.row()], index.column()))

    def _value(self, character: Character, entry: BoardEntry, column: int, role: int) -> object:
        if role == EntryRole.ID:
            return entry.id
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(character, entry, column)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._description(character, entry)
        if role == Qt.ItemDataRole.ForegroundRole and column in (self.MAD, self.RISK) and self._mad(entry):
            return QBrush(MAD_FILL)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.BOND, self.MAD):
            return Qt.AlignmentFlag.AlignCenter
        return None

    def _mad(self, entry: BoardEntry) -> int:
        return sum(is_mad(self._campaign, emotion_id) for emotion_id in entry.emotions)

    def _text(self, character: Character, entry: BoardEntry, column: int) -> object:
        campaign = self._campaign
        if column == self.NAME:
            return entry.target_name
        if column == self.RELATION:
            return relation_text(campaign, character, entry)
        if column == self.EMOTIONS:
            text = emotions_text(campaign, entry.emotions)
            open_ones = [c for c in character.confrontations if c.entry_id == entry.id and not c.resolved]
            for confrontation in open_ones:
                text += " " + self.tr("(⇄ {opposing} open)").format(
                    opposing=emotions_text(campaign, (confrontation.opposing_emotion_id,))
                )
            return text
        if column == self.BOND:
            return entry.bond
        if column == self.MAD:
            return self._mad(entry)
        if column == self.RISK:
            return entry_risk(campaign, character, entry.id)
        return self.tr("Scenario {scenario}, session {session}").format(
            scenario=entry.added_scenario, session=entry.added_session
        )

    def _description(self, character: Character, entry: BoardEntry) -> str:
        emotions = "; ".join(emotion_description(self._campaign, emotion_id) for emotion_id in entry.emotions)
        text = self.tr("{target} ({who}), bond {bond}: {emotions}").format(
            target=entry.target_name,
            who=relation_text(self._campaign, character, entry),
            bond=entry.bond,
            emotions=emotions,
        )
        risk = entry_risk(self._campaign, character, entry.id)
        return f"{text}. {risk}" if risk else text

    def _entries(self) -> tuple[BoardEntry, ...]:
        return self._character.casting_board if self._character is not None else ()

    def _find(self, character_id: str | None) -> Character | None:
        """The character, or None when there is none (or it was deleted: undo may bring it back)."""
        if character_id is None:
            return None
        try:
            return self._document.character(character_id)
        except KeyError:
            return None

    def _on_changed(self, character_id: str, fields: list[str]) -> None:
        if self._character is None:
            return
        # Another character's kind (a PC turned 背反者 too) shows in the "Who" column of entries about it.
        watched = _SHOWN_FIELDS if character_id == self._character_id else _KIND_FIELDS
        if watched.intersection(fields):
            self._sync()

    def _sync_for(self, *_change: object) -> None:
        self._sync()

    def _sync(self) -> None:
        old = self._entries()
        self._campaign = self._document.campaign
        new_character = self._find(self._character_id)
        new = new_character.casting_board if new_character is not None else ()
        old_ids, new_ids = [e.id for e in old], [e.id for e in new]
        if new_ids[: len(old_ids)] == old_ids and len(new_ids) > len(old_ids):
            self.beginInsertRows(QModelIndex(), len(old), len(new) - 1)
            self._character = new_character
            self.endInsertRows()
            self._repaint(old, new)
        elif old_ids[: len(new_ids)] == new_ids and len(old_ids) > len(new_ids):
            self.beginRemoveRows(QModelIndex(), len(new), len(old) - 1)
            self._character = new_character
            self.endRemoveRows()
            self._repaint(old, new)
        elif old_ids == new_ids:
            self._character = new_character
            self._repaint(old, new)
        else:
            self.beginResetModel()
            self._character = new_character
            self.endResetModel()

    def _repaint(self, old: tuple[BoardEntry, ...], new: tuple[BoardEntry, ...]) -> None:
        """Tell the views which of the rows both boards have changed: each row whose entry is a new
        object, and across all of them the columns that also read the rest of the campaign (who the
        entry is about, open confrontations, the 背反者 note)."""
        rows = min(len(old), len(new))
        if not rows:
            return
        last = self.columnCount() - 1
        start = None
        for row in range(rows + 1):
            changed = row < rows and old[row] is not new[row]
            if changed and start is None:
                start = row
            elif not changed and start is not None:
                self.dataChanged.emit(self.index(start, 0), self.index(row - 1, last))
                start = None
        for column in (self.RELATION, self.EMOTIONS, self.RISK):
            self.dataChanged.emit(self.index(0, column), self.index(rows - 1, column))
