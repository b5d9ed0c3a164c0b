"""The tracker table: one row per combatant, the current sequence highlighted, resources editable.

:class:`TrackerModel` keeps its rows in the encounter's order and moves them forward inside begin/end
calls when the document changes; :class:`TrackerProxy` puts them in acting order.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QWidget

from fhrtool.app import tracker_ops
from fhrtool.app.document import Document
from fhrtool.app.messages import error_text
from fhrtool.app.tracker_ops import Adjustable
from fhrtool.model import DurationUnit, Phase, Side, TensionMode
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules.checks import DicePool
from fhrtool.ui.tracker.rows import TrackerRow, tracker_rows

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class Column(IntEnum):
    MARK = 0
    NAME = 1
    SIDE = 2
    INITIATIVE = 3
    SEQUENCE = 4
    LIFE = 5
    WILL = 6
    HOPE = 7
    HP = 8
    FATIGUE = 9
    TENSION = 10
    DECLARED = 11
    STATUS = 12


EDITABLE: dict[Column, Adjustable] = {
    Column.HOPE: "hope",
    Column.HP: "hp",
    Column.FATIGUE: "fatigue",
    Column.TENSION: "tension_value",
}


class TrackerRole(IntEnum):
    ID = Qt.ItemDataRole.UserRole + 1
    CHIPS = Qt.ItemDataRole.UserRole + 2  # list[Chip] of the status column
    CURRENT = Qt.ItemDataRole.UserRole + 3


class ChipKind(IntEnum):
    EFFECT = 0
    SURPRISED = 1
    REACTED = 2
    ACTIVE = 3
    DEFEATED = 4


@dataclass(frozen=True)
class Chip:
    text: str
    kind: ChipKind
    tooltip: str = ""


SIDE_COLOURS = {Side.PC: QColor("#2f6fb0"), Side.ALLY: QColor("#2e7d4f"), Side.ENEMY: QColor("#b03a2e")}
CURRENT_BACKGROUND = QColor("#ffd45e")
CURRENT_FOREGROUND = QColor("#1a1a1a")
DEFEATED_FOREGROUND = QColor("#8a8a8a")
MARKER = "▶"


class TrackerModel(QAbstractTableModel):
    """Combatants of the document's encounter, in the encounter's order."""

    edit_refused = Signal(str)  # the reason, translated

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._rows: list[TrackerRow] = tracker_rows(document.campaign)
        self._fonts: dict[tuple[bool, bool], QFont] = {}
        document.encounter_changed.connect(self.refresh)
        document.options_changed.connect(self.refresh)
        document.roster_reset.connect(self.refresh)
        document.character_removed.connect(self.refresh)
        document.character_changed.connect(self._on_character_changed)

    # -- reading ----------------------------------------------------------------------------------------

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(Column)

    def row(self, row: int) -> TrackerRow:
        return self._rows[row]

    def row_of(self, combatant_id: str) -> int:
        """The row of a combatant; -1 when it is not in the fight."""
        return next((n for n, row in enumerate(self._rows) if row.id == combatant_id), -1)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        column = Column(section)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._header(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tooltip(column)
        return None

    def _header(self, column: Column) -> str:
        return {
            Column.MARK: "",
            Column.NAME: self.tr("Name"),
            Column.SIDE: self.tr("Side"),
            Column.INITIATIVE: self.tr("Init."),
            Column.SEQUENCE: self.tr("Sequence"),
            Column.LIFE: self.tr("Life"),
            Column.WILL: self.tr("Will"),
            Column.HOPE: self.tr("Hope"),
            Column.HP: self.tr("HP"),
            Column.FATIGUE: self.tr("Fatigue"),
            Column.TENSION: self.tr("Tension"),
            Column.DECLARED: self.tr("Declared"),
            Column.STATUS: self.tr("Status and effects"),
        }[column]

    def _header_tooltip(self, column: Column) -> str | None:
        tips = {
            Column.MARK: self.tr("▶ marks who acts in the current sequence"),
            Column.INITIATIVE: self.tr(
                "Initiative: reflex, +1 for positive perception, +1 for positive sense"
            ),
            Column.SEQUENCE: self.tr(
                "The values this combatant acts at this round; ✓ for those already played"
            ),
            Column.LIFE: self.tr("Dice of the next Life check now / Life; P: extra dice on passive checks"),
            Column.WILL: self.tr("Dice of the next Will check now / Will; P: extra dice on passive checks"),
            Column.HOPE: self.tr("Type -1 or +2 to change it, or a new value"),
            Column.HP: self.tr("Type -3 or +2 to change it, or a new value"),
            Column.FATIGUE: self.tr("Type +1 or -1 to change it, or a new value"),
            Column.TENSION: self.tr("The tension value (0–100) of the character sheet"),
        }
        return tips.get(column)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        column = Column(index.column())
        if column in EDITABLE and (
            column != Column.TENSION or self._rows[index.row()].tension_value is not None
        ):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column)
        if role == Qt.ItemDataRole.EditRole:
            return self._edit_value(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        if role == Qt.ItemDataRole.BackgroundRole:
            if column == Column.SIDE:
                return QBrush(SIDE_COLOURS[row.combatant.side])
            return QBrush(CURRENT_BACKGROUND) if row.current else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._foreground(row, column)
        if role == Qt.ItemDataRole.FontRole:
            return self._font(bold=row.current or column == Column.SIDE, struck=row.combatant.defeated)
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (
            Column.NAME,
            Column.DECLARED,
            Column.STATUS,
        ):
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.AccessibleTextRole and column == Column.MARK:
            return self.tr("acts now") if row.current else ""
        if role == TrackerRole.ID:
            return row.id
        if role == TrackerRole.CHIPS and column == Column.STATUS:
            return self.chips(row)
        if role == TrackerRole.CURRENT:
            return row.current
        return None

    def _foreground(self, row: TrackerRow, column: Column) -> QBrush | None:
        if column == Column.SIDE:
            return QBrush(QColor("white"))
        if row.combatant.defeated:
            return QBrush(DEFEATED_FOREGROUND)
        return QBrush(CURRENT_FOREGROUND) if row.current else None

    def _font(self, *, bold: bool, struck: bool) -> QFont | None:
        if not bold and not struck:
            return None
        key = (bold, struck)
        if key not in self._fonts:
            font = QFont()
            font.setBold(bold)
            font.setStrikeOut(struck)
            self._fonts[key] = font
        return self._fonts[key]

    def side_text(self, side: Side) -> str:
        return {Side.PC: self.tr("PC"), Side.ALLY: self.tr("Ally"), Side.ENEMY: self.tr("Enemy")}[side]

    def _display(self, row: TrackerRow, column: Column) -> str:
        combatant = row.combatant
        if column == Column.MARK:
            return MARKER if row.current else ""
        if column == Column.NAME:
            return combatant.name
        if column == Column.SIDE:
            return self.side_text(combatant.side)
        if column == Column.INITIATIVE:
            return f"{row.initiative:+d}" if row.initiative else "0"
        if column == Column.SEQUENCE:
            return self._sequence(row)
        if column in (Column.LIFE, Column.WILL):
            pool = row.life if column == Column.LIFE else row.will
            essence = combatant.life if column == Column.LIFE else combatant.will
            text = f"{pool.total}/{essence}"
            return f"{text} +{row.passive_bonus}P" if row.passive_bonus else text
        if column == Column.HOPE:
            return f"{combatant.hope.current}/{combatant.hope.maximum}"
        if column == Column.HP:
            return f"{combatant.hp.current}/{combatant.hp.maximum}"
        if column == Column.FATIGUE:
            return str(combatant.fatigue)
        if column == Column.TENSION:
            return "—" if row.tension_value is None else str(row.tension_value)
        if column == Column.DECLARED:
            names = {c.id: c.name for c in self._document.campaign.encounter.combatants}
            return " · ".join(tracker_ops.declaration_text(d, names) for d in row.declarations)
        return " · ".join(chip.text for chip in self.chips(row))

    def _sequence(self, row: TrackerRow) -> str:
        fight = self._document.campaign.encounter
        if fight.mode is TensionMode.LOW or row.combatant.defeated:
            return ""
        if fight.phase is Phase.ROLLING:
            return self.tr("d10 {d10}").format(d10=row.d10) if row.d10 is not None else self.tr("waiting")
        if not row.slots:
            if row.sequence_value is None:
                return ""
            return self.tr("{value} (no sequence)").format(value=row.sequence_value)
        return " · ".join(
            f"{value}✓" if done else str(value) for value, done in zip(row.slots, row.done, strict=True)
        )

    def _edit_value(self, row: TrackerRow, column: Column) -> str | None:
        if column not in EDITABLE:
            return None
        if column == Column.FATIGUE:
            return str(row.combatant.fatigue)
        if column == Column.TENSION:
            return "" if row.tension_value is None else str(row.tension_value)
        pool = row.combatant.hope if column == Column.HOPE else row.combatant.hp
        return str(pool.current)

    def pool_text(self, pool: DicePool, passive_bonus: int) -> str:
        """Where the dice of a check come from: "3 −1 correction = 2 dice"."""
        parts = [str(pool.base)]
        if pool.correction:
            parts.append(self.tr("{n:+d} tension correction").format(n=pool.correction))
        if pool.fatigue_penalty:
            parts.append(self.tr("{n:+d} fatigue").format(n=-pool.fatigue_penalty))
        text = self.tr("{parts} = {total} dice").format(parts=" ".join(parts), total=pool.total)
        if passive_bonus:
            text += "\n" + self.tr("+{n} on passive checks (passive declaration)").format(n=passive_bonus)
        return text

    def _tooltip(self, row: TrackerRow, column: Column) -> str | None:
        combatant = row.combatant
        if column == Column.LIFE:
            return self.tr("Life check: {pool}").format(pool=self.pool_text(row.life, row.passive_bonus))
        if column == Column.WILL:
            return self.tr("Will check: {pool}").format(pool=self.pool_text(row.will, row.passive_bonus))
        if column == Column.INITIATIVE and row.surprise == "applies":
            return self.tr("Caught off guard: −5 in round 1")
        if column == Column.SEQUENCE and row.d10 is not None:
            return self.tr("d10 {d10}, initiative {initiative:+d}").format(
                d10=row.d10, initiative=row.initiative
            )
        if column == Column.STATUS:
            return "\n".join(chip.tooltip or chip.text for chip in self.chips(row)) or None
        if column == Column.NAME:
            return self.tr("{name} ({side})").format(name=combatant.name, side=self.side_text(combatant.side))
        return None

    def chips(self, row: TrackerRow) -> list[Chip]:
        """The status column: defeat, surprise, reactions, actions taken, then the effects."""
        combatant = row.combatant
        chips: list[Chip] = []
        if combatant.defeated:
            chips.append(
                Chip(self.tr("Defeated"), ChipKind.DEFEATED, self.tr("Out of the fight: no sequence"))
            )
        if row.surprise == "applies":
            chips.append(
                Chip(self.tr("Surprised −5"), ChipKind.SURPRISED, self.tr("Caught off guard: −5 in round 1"))
            )
        elif row.surprise == "resisted":
            chips.append(
                Chip(
                    self.tr("Resisted surprise"),
                    ChipKind.SURPRISED,
                    self.tr("Resist check {total} ≥ 15: no penalty").format(total=combatant.surprise_check),
                )
            )
        elif row.surprise == "marked":
            chips.append(
                Chip(
                    self.tr("Surprised"),
                    ChipKind.SURPRISED,
                    self.tr("Caught off guard when the fight starts"),
                )
            )
        if row.reacted:
            chips.append(
                Chip(
                    self.tr("Reacted"),
                    ChipKind.REACTED,
                    self.tr(
                        "Has reacted to one action of this simultaneous group and cannot react to the others"
                    ),
                )
            )
        if row.took_active_action:
            chips.append(
                Chip(
                    self.tr("Active"),
                    ChipKind.ACTIVE,
                    self.tr("Took an active action: no passive bonus this round"),
                )
            )
        for effect in row.effects:
            if effect.unit is DurationUnit.ROUNDS:
                left = self.tr("{n} rd").format(n=effect.remaining)
            else:
                left = self.tr("{n} ode").format(n=effect.remaining)
            tooltip = self.tr("{name}: {left} left of {duration}").format(
                name=effect.name, left=left, duration=effect.duration
            )
            if effect.note:
                tooltip += "\n" + effect.note
            chips.append(Chip(f"{effect.name} {left}", ChipKind.EFFECT, tooltip))
        return chips

    # -- writing --------------------------------------------------------------------------------------

    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or index.column() not in EDITABLE:
            return False
        field = EDITABLE[Column(index.column())]
        row = self._rows[index.row()]
        if str(value).strip() == self._edit_value(row, Column(index.column())):
            return False
        try:
            tracker_ops.adjust(self._document, [row.id], field, str(value))
        except FhrtoolError as error:
            self.edit_refused.emit(error_text(error))
            return False
        return True

    # -- following the document -------------------------------------------------------------------------

    def _on_character_changed(self, _character_id: str, fields: list[str]) -> None:
        if "tension_value" in fields:
            self.refresh()

    def refresh(self) -> None:
        """Bring the rows up to the document, announcing exactly what changed.

        Rows come and go first, with the data the others had; then the rows whose data changed are
        announced, so a view never sees a row change before it is told.
        """
        new = tracker_rows(self._document.campaign)
        old = self._rows
        old_ids, new_ids = [row.id for row in old], [row.id for row in new]
        if old_ids != new_ids:
            kept = [combatant_id for combatant_id in old_ids if combatant_id in set(new_ids)]
            if new_ids[: len(old_ids)] == old_ids:
                self.beginInsertRows(_ROOT, len(old), len(new) - 1)
                self._rows = old + new[len(old) :]
                self.endInsertRows()
            elif len(kept) == len(old_ids) - 1 and kept == new_ids:
                gone = next(n for n, combatant_id in enumerate(old_ids) if combatant_id not in set(new_ids))
                self.beginRemoveRows(_ROOT, gone, gone)
                self._rows = old[:gone] + old[gone + 1 :]
                self.endRemoveRows()
            else:
                self.beginResetModel()
                self._rows = new
                self.endResetModel()
                return
        old, self._rows = self._rows, new
        last = len(Column) - 1
        first: int | None = None
        for number, (before, after) in enumerate(zip(old, new, strict=True)):
            if before != after:
                first = number if first is None else first
            elif first is not None:
                self.dataChanged.emit(self.index(first, 0), self.index(number - 1, last))
                first = None
        if first is not None:
            self.dataChanged.emit(self.index(first, 0), self.index(len(new) - 1, last))


class TrackerProxy(QSortFilterProxyModel):
    """The combatants in acting order: by their first slot, then those without one, defeated last."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDynamicSortFilter(True)

    def lessThan(self, left: _Index, right: _Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, TrackerModel)
        return model.row(left.row()).order_key < model.row(right.row()).order_key
