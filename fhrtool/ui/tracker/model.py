"""The tracker table: one row per combatant, the current sequence highlighted, resources editable.

:class:`TrackerModel` keeps its rows in acting order (by first slot; those without one after; defeated
last) and moves them inside begin/end calls when the document changes. It sorts itself rather than
through a sort proxy: with 200 combatants the proxy made each repaint cost about a third more, and a
step of the fight has one frame (see ``bench/bench_tracker.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from itertools import compress
from operator import is_not

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QModelRoleData,
    QModelRoleDataSpan,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QWidget

from fhrtool.app.document import Document
from fhrtool.app.i18n import plural
from fhrtool.app.messages import error_text, translated
from fhrtool.model import Campaign, DurationUnit, Effect, Encounter, Phase, Side, TensionMode
from fhrtool.model.errors import FhrtoolError
from fhrtool.model.frozen import frozen
from fhrtool.rules.checks import DicePool
from fhrtool.rules.fhr import ABILITY_INITIATIVE_BONUS, SURPRISE_PENALTY, SURPRISE_RESIST_TARGET
from fhrtool.rules.tension import TENSION_MAX, TENSION_MIN
from fhrtool.steps import labels, tracker
from fhrtool.steps.tracker import Adjustable
from fhrtool.ui.safety import (
    asked_roles,
    declined,
    no_flags,
    nothing,
    placeholder_multi_data,
    total,
    total_data,
)
from fhrtool.ui.tracker.rows import TrackerRow, tracker_rows

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


def time_left(effect: Effect) -> str:
    """The time ``effect`` has left, translated: "2 rd", "1 ode", "3 odes"."""
    return duration_text(effect.remaining, effect.unit)


def duration_text(n: int, unit: DurationUnit) -> str:
    """``n`` rounds or odes, translated and short: "2 rd", "1 ode", "3 odes"."""
    if unit is DurationUnit.ROUNDS:
        return QCoreApplication.translate("TrackerModel", "{n} rd").format(n=n)
    one = QCoreApplication.translate("TrackerModel", "{n} ode")
    return plural(n, one, QCoreApplication.translate("TrackerModel", "{n} odes")).format(n=n)


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


_FIELD_COLUMNS = {
    Column.NAME: "name",
    Column.LIFE: "life",
    Column.WILL: "will",
    Column.HOPE: "hope",
    Column.HP: "hp",
    Column.FATIGUE: "fatigue",
}
"""The columns headed by the label of a character field (steps.labels.FIELDS)."""


class TrackerRole(IntEnum):
    ID = Qt.ItemDataRole.UserRole + 1
    CHIPS = Qt.ItemDataRole.UserRole + 2  # list[Chip] of the status column
    CURRENT = Qt.ItemDataRole.UserRole + 3
    PICTURE = Qt.ItemDataRole.UserRole + 4
    """What a cell's picture is kept by (:class:`~fhrtool.ui.cell_pictures.CellPictures`): its column
    and everything its look is made of."""


_COLUMNS = tuple(Column)
_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
_CENTRE = int(Qt.AlignmentFlag.AlignCenter)
"""Centred text, as the number Qt keeps it as: a Python enum costs a conversion at every cell painted."""
_PAINTED = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.BackgroundRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.TextAlignmentRole,
        TrackerRole.CHIPS,  # every repaint of the status column asks
        TrackerRole.PICTURE,
    }
)
_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_EDITABLE_FLAGS = _FLAGS | Qt.ItemFlag.ItemIsEditable
_OTHER_ROLES = frozenset(
    {
        Qt.ItemDataRole.EditRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.AccessibleTextRole,
        TrackerRole.ID,
        TrackerRole.CURRENT,
    }
)


class ChipKind(IntEnum):
    EFFECT = 0
    SURPRISED = 1
    REACTED = 2
    ACTIVE = 3
    DEFEATED = 4


@frozen
class Chip:
    text: str
    kind: ChipKind
    tooltip: str = ""


_Style = tuple[dict[int, object], tuple[object, ...]]
_Styles = tuple[_Style, _Style]
"""The colours and font of a row's cells, and of its side's cell, each with its picture key."""

SIDE_COLOURS = {Side.PC: QColor("#2f6fb0"), Side.ALLY: QColor("#2e7d4f"), Side.ENEMY: QColor("#b03a2e")}
CURRENT_BACKGROUND = QColor("#ffd45e")
CURRENT_FOREGROUND = QColor("#1a1a1a")
DEFEATED_FOREGROUND = QColor("#8a8a8a")
MARKER = "▶"
_CENTRED = frozenset(set(Column) - {Column.NAME, Column.DECLARED, Column.STATUS})
_MOVING = frozenset({"position", "reacted", "reactions", "targets"})
"""The fields of the encounter that Next and Previous change."""
_STILL = tuple(name for name in Encounter.model_fields if name not in _MOVING)

_EVERY_COLUMN = frozenset(Column)
_SHOWN_IN: dict[str, frozenset[Column]] = {
    "combatant": _EVERY_COLUMN,  # its name, numbers and defeat (the row greyed and struck out)
    "stage": frozenset({Column.SEQUENCE}),
    "initiative": frozenset({Column.INITIATIVE, Column.SEQUENCE}),  # and the sequence's tooltip
    "surprise": frozenset({Column.INITIATIVE, Column.STATUS}),  # the initiative's tooltip, a chip
    "d10": frozenset({Column.SEQUENCE}),
    "sequence_value": frozenset({Column.SEQUENCE}),
    "slots": frozenset({Column.SEQUENCE}),
    "done": frozenset({Column.SEQUENCE}),
    "current": _EVERY_COLUMN,  # the highlight
    "reacted": frozenset({Column.STATUS}),
    "took_active_action": frozenset({Column.STATUS}),
    "life": frozenset({Column.LIFE}),
    "will": frozenset({Column.WILL}),
    "passive_bonus": frozenset({Column.LIFE, Column.WILL}),
    "tension_value": frozenset({Column.TENSION}),
    "declarations": frozenset({Column.DECLARED}),
    "effects": frozenset({Column.STATUS}),
    "order_key": frozenset(),  # where the row stands: the model moves it
}
"""The columns whose cells show each field of a :class:`TrackerRow` (text, look, tooltip or edit value)."""
_SHOWN_BY_FIELD = tuple(_SHOWN_IN[name] for name in TrackerRow._fields)
_WRITTEN_IN = {**_SHOWN_IN, "current": frozenset({Column.MARK})}
"""The columns whose text (what their widths are fitted to) shows each field: the highlight of the row
that acts changes its colours, and its text only by the ▶ beside it."""
_WRITTEN_BY_FIELD = tuple(_WRITTEN_IN[name] for name in TrackerRow._fields)


def changed_columns(before: TrackerRow, after: TrackerRow) -> tuple[set[Column], set[Column]]:
    """The columns whose cells differ between two rows of one combatant, and those of them whose text
    does: a step of a large fight repaints only the first (confirming the order changes the sequence
    column of every row, and every column of the rows that act first), and fits only the second."""
    looks: set[Column] = set()
    texts: set[Column] = set()
    if before == after:
        return looks, texts
    # The fields that are other objects, found without a step of Python each; of those, the unequal.
    differing = map(is_not, before, after)
    for shown, written, old, new in compress(
        zip(_SHOWN_BY_FIELD, _WRITTEN_BY_FIELD, before, after, strict=True), differing
    ):
        if old != new:
            looks |= shown
            texts |= written
    return looks, texts


class TrackerModel(QAbstractTableModel):
    """Combatants of the document's encounter, in acting order."""

    edit_refused = Signal(str)  # the reason, translated

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._campaign = document.campaign
        self._rows: list[TrackerRow] = sorted(tracker_rows(self._campaign), key=lambda row: row.order_key)
        self._numbers = {row.id: number for number, row in enumerate(self._rows)}
        self._slots_of: tuple[tuple[object, ...], dict[str, tuple[int, ...]]] = ((), {})
        self._names = self._combatant_names()
        self._fonts: dict[tuple[bool, bool], QFont] = {}
        self._looks: dict[int, list[dict[int, object]]] = {}
        self._stale: dict[int, tuple[list[dict[int, object]], set[Column]]] = {}
        """Looks of rows that changed in some columns only: the rest is kept for their next look."""
        self._styles: dict[tuple[bool, bool, Side], _Styles] = {}
        self._rewritten: set[Column] = set(_EVERY_COLUMN)
        """The columns whose text changed since :meth:`take_rewritten` was last asked (every one when
        rows moved)."""
        self._side_brushes = {side: QBrush(colour) for side, colour in SIDE_COLOURS.items()}
        self._current_brush = QBrush(CURRENT_BACKGROUND)
        self._current_text_brush = QBrush(CURRENT_FOREGROUND)
        self._defeated_brush = QBrush(DEFEATED_FOREGROUND)
        self._white_brush = QBrush(QColor("white"))
        brushes = (
            *self._side_brushes.values(),
            self._current_brush,
            self._current_text_brush,
            self._defeated_brush,
            self._white_brush,
        )
        self._value_keys: dict[int, object] = {
            id(brush): ("brush", brush.color().rgba()) for brush in brushes
        }
        """What each of the model's brushes and fonts draws, by identity: they live as long as the model,
        and the looks of cells hold them."""
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
        return self._numbers.get(combatant_id, -1)

    @total(nothing)
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
        field = _FIELD_COLUMNS.get(column)
        if field is not None:
            return translated(labels.field(field))
        return {
            Column.MARK: "",
            Column.SIDE: self.tr("Side"),
            # Short forms of the fields' labels (Initiative, Tension value): the columns stay narrow.
            Column.INITIATIVE: self.tr("Init."),
            Column.TENSION: self.tr("Tension"),
            Column.SEQUENCE: self.tr("Sequence"),
            Column.DECLARED: self.tr("Declared"),
            Column.STATUS: self.tr("Status and effects"),
        }[column]

    def _header_tooltip(self, column: Column) -> str | None:
        tips = {
            Column.MARK: self.tr("▶ marks who acts in the current sequence"),
            Column.INITIATIVE: self.tr(
                "Initiative: reflex, +{bonus} for positive perception, +{bonus} for positive sense"
            ).format(bonus=ABILITY_INITIATIVE_BONUS),
            Column.SEQUENCE: self.tr(
                "The values this combatant acts at this round; ✓ for those already played"
            ),
            Column.LIFE: self.tr("Dice of the next Life check now / Life; P: extra dice on passive checks"),
            Column.WILL: self.tr("Dice of the next Will check now / Will; P: extra dice on passive checks"),
            Column.HOPE: self.tr("Type -1 or +2 to change it, or a new value"),
            Column.HP: self.tr("Type -3 or +2 to change it, or a new value"),
            Column.FATIGUE: self.tr("Type +1 or -1 to change it, or a new value"),
            Column.TENSION: self.tr("The tension value ({least}–{most}) of the character sheet").format(
                least=TENSION_MIN, most=TENSION_MAX
            ),
        }
        return tips.get(column)

    @total(no_flags)
    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        column = index.column()
        if column in EDITABLE and (
            column != Column.TENSION or self._rows[index.row()].tension_value is not None
        ):
            return _EDITABLE_FLAGS
        return _FLAGS

    @total_data
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        # Painting asks for seven roles of every visible cell: the painted ones come from a look cached
        # per row, the rest return at once.
        if role in _PAINTED:
            number = index.row()
            if 0 <= number < len(self._rows):
                look = self._looks.get(number) or self._look(number)
                return look[index.column()].get(role)
            return None
        if role in _OTHER_ROLES and index.isValid() and index.row() < len(self._rows):
            return self._other(self._rows[index.row()], Column(index.column()), role)
        return None

    @total(placeholder_multi_data)
    def multiData(self, index: _Index, span: QModelRoleDataSpan | QModelRoleData) -> None:
        # A delegate asks for seven roles of a cell at once: one call answers them from the cached look,
        # rather than seven calls of data().
        number = index.row()
        cell = None
        if index.isValid() and 0 <= number < len(self._rows):
            cell = (self._looks.get(number) or self._look(number))[index.column()]
        for item in asked_roles(span):
            role = item.role()
            if role in _PAINTED:
                value = cell.get(role) if cell is not None else None
            elif role in _OTHER_ROLES:
                value = self.data(index, role)
            else:
                value = None
            if value is None:
                item.clearData()
            else:
                item.setData(value)

    def _look(self, number: int) -> list[dict[int, object]]:
        """What painting needs of each cell of a row (text, colours, font, alignment), kept until the
        row changes: a repaint of 200 rows must fit in a frame."""
        look = self._looks.get(number)
        if look is None:
            row = self._rows[number]
            stale = self._stale.pop(number, None)
            if stale is None:
                look = self._row_look(row)
            else:
                look, columns = stale
                self._relook(row, look, columns)
            self._looks[number] = look
        return look

    def _forget(self, number: int, columns: set[Column]) -> None:
        """Forget the look of row ``number`` in ``columns``; its other cells stay as they are."""
        look = self._looks.pop(number, None)
        if look is not None:
            self._stale[number] = (list(look), set(columns))
        elif number in self._stale:
            self._stale[number][1].update(columns)

    def _forget_all(self) -> None:
        self._looks.clear()
        self._stale.clear()

    def size_keys(self, numbers: Iterable[int], column: int) -> list[tuple[object, ...]]:
        """What the size of each of these rows' cells in ``column`` depends on besides the view: the
        column, text, font and chips. Fitting a column asks for a sample of rows at once."""
        looks, count, value_keys = self._looks, len(self._rows), self._value_keys
        keys: list[tuple[object, ...]] = []
        for number in numbers:
            if not 0 <= number < count:
                keys.append((column, None, None, None))
                continue
            cell = (looks.get(number) or self._look(number))[column]
            font = cell.get(Qt.ItemDataRole.FontRole)
            chips = cell.get(TrackerRole.CHIPS)
            font_key = (value_keys.get(id(font)) or font.key()) if isinstance(font, QFont) else None
            keys.append(
                (
                    column,
                    cell.get(Qt.ItemDataRole.DisplayRole),
                    font_key,
                    tuple(chips) if isinstance(chips, list) else None,
                )
            )
        return keys

    def _row_look(self, row: TrackerRow) -> list[dict[int, object]]:
        """The look of each cell of ``row``."""
        look: list[dict[int, object]] = [{} for _column in _COLUMNS]
        self._relook(row, look, _COLUMNS)
        return look

    def _relook(self, row: TrackerRow, look: list[dict[int, object]], columns: Iterable[Column]) -> None:
        """Make the look of ``row``'s cells in ``columns`` anew, in ``look``.

        Every cell but the side's shares the row's colours and font: the current row is on its
        highlight, a defeated one grey and struck out; the side's cell is white and bold on the side's
        colour.
        """
        combatant = row.combatant
        kind = (row.current, combatant.defeated, combatant.side)
        styles = self._styles.get(kind) or self._new_styles(*kind)
        for column in columns:
            styled, styled_key = styles[1] if column == Column.SIDE else styles[0]
            if column == Column.STATUS:
                chips = self.chips(row)
                cell: dict[int, object] = {
                    _DISPLAY: " · ".join(chip.text for chip in chips),
                    TrackerRole.CHIPS: chips,
                }
                content: object = tuple(chips)  # the chips make the text
            else:
                content = self._display(row, column)
                cell = {_DISPLAY: content}
            cell.update(styled)
            if column in _CENTRED:
                cell[_ALIGNMENT] = _CENTRE
            cell[TrackerRole.PICTURE] = (int(column), content, styled_key)
            look[column] = cell

    def _new_styles(self, current: bool, defeated: bool, side: Side) -> _Styles:
        """The colours and font of a row's cells and of its side's cell, each with its picture key."""
        shared: dict[int, object] = {}
        if defeated:
            shared[Qt.ItemDataRole.ForegroundRole] = self._defeated_brush
        if current:
            shared[Qt.ItemDataRole.BackgroundRole] = self._current_brush
            if not defeated:
                shared[Qt.ItemDataRole.ForegroundRole] = self._current_text_brush
        # The row that acts is marked by its highlight (and ▶), not in bold: bold text is wider than
        # the column fitted to the row, which would move every cell beside it at each Next.
        font = self._font(bold=False, struck=defeated)
        if font is not None:
            shared[Qt.ItemDataRole.FontRole] = font
        own: dict[int, object] = {
            Qt.ItemDataRole.BackgroundRole: self._side_brushes[side],
            Qt.ItemDataRole.ForegroundRole: self._white_brush,
            Qt.ItemDataRole.FontRole: self._font(bold=True, struck=defeated),
        }
        styles = self._styles[(current, defeated, side)] = (
            (shared, self._role_keys(shared)),
            (own, self._role_keys(own)),
        )
        return styles

    def _role_keys(self, styled: dict[int, object]) -> tuple[object, ...]:
        """Each role of ``styled`` with what its brush or font draws (the model's own, see
        ``_value_keys``)."""
        return tuple((role, self._value_keys[id(value)]) for role, value in styled.items())

    def picture_key(self, index: _Index) -> object:
        """What the picture of the cell at ``index`` is kept by (:attr:`TrackerRole.PICTURE`)."""
        number = index.row()
        if not 0 <= number < len(self._rows):
            return None
        return (self._looks.get(number) or self._look(number))[index.column()].get(TrackerRole.PICTURE)

    def _other(self, row: TrackerRow, column: Column, role: int) -> object:
        if role == Qt.ItemDataRole.EditRole:
            return self._edit_value(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        if role == Qt.ItemDataRole.AccessibleTextRole and column == Column.MARK:
            return self.tr("acts now") if row.current else ""
        if role == TrackerRole.ID:
            return row.id
        if role == TrackerRole.CURRENT:
            return row.current
        return None

    def _font(self, *, bold: bool, struck: bool) -> QFont | None:
        if not bold and not struck:
            return None
        key = (bold, struck)
        if key not in self._fonts:
            font = QFont()
            font.setBold(bold)
            font.setStrikeOut(struck)
            self._fonts[key] = font
            self._value_keys[id(font)] = font.key()
        return self._fonts[key]

    def side_text(self, side: Side) -> str:
        return translated(labels.SIDES[side])

    def _display(self, row: TrackerRow, column: Column) -> str:
        """The text of the cell in ``column``, any but the status column (its chips make its text, see
        :meth:`_row_look`)."""
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
            # Corrections can take a pool below nothing; it still rolls no dice, so it shows 0 (RULES §1).
            text = f"{max(pool.total, 0)}/{essence}"
            return f"{text} +{row.passive_bonus}P" if row.passive_bonus else text
        if column == Column.HOPE:
            return f"{combatant.hope.current}/{combatant.hope.maximum}"
        if column == Column.HP:
            return f"{combatant.hp.current}/{combatant.hp.maximum}"
        if column == Column.FATIGUE:
            return str(combatant.fatigue)
        if column == Column.TENSION:
            return "—" if row.tension_value is None else str(row.tension_value)
        return " · ".join(translated(tracker.declaration_text(d, self._names)) for d in row.declarations)

    def _sequence(self, row: TrackerRow) -> str:
        mode, phase = row.stage
        if mode is TensionMode.LOW or row.combatant.defeated:
            return ""
        if phase is Phase.ROLLING:
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
        text = plural(pool.total, self.tr("{parts} = {total} die"), self.tr("{parts} = {total} dice")).format(
            parts=" ".join(parts), total=pool.total
        )
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
            return self._surprise_tip()
        if column == Column.SEQUENCE and row.d10 is not None:
            return self.tr("d10 {d10}, initiative {initiative:+d}").format(
                d10=row.d10, initiative=row.initiative
            )
        if column == Column.STATUS:
            return "\n".join(chip.tooltip or chip.text for chip in self.chips(row)) or None
        if column == Column.NAME:
            return self.tr("{name} ({side})").format(name=combatant.name, side=self.side_text(combatant.side))
        return None

    def _surprise_tip(self) -> str:
        return self.tr("Caught off guard: −{penalty} in round 1").format(penalty=SURPRISE_PENALTY)

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
                Chip(
                    self.tr("Surprised −{penalty}").format(penalty=SURPRISE_PENALTY),
                    ChipKind.SURPRISED,
                    self._surprise_tip(),
                )
            )
        elif row.surprise == "resisted":
            chips.append(
                Chip(
                    self.tr("Resisted surprise"),
                    ChipKind.SURPRISED,
                    self.tr("Resist check {total} ≥ {target}: no penalty").format(
                        total=combatant.surprise_check, target=SURPRISE_RESIST_TARGET
                    ),
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
            left = time_left(effect)
            tooltip = self.tr("{name}: {left} left of {duration}").format(
                name=effect.name, left=left, duration=effect.duration
            )
            if effect.note:
                tooltip += "\n" + effect.note
            chips.append(Chip(f"{effect.name} {left}", ChipKind.EFFECT, tooltip))
        return chips

    # -- writing --------------------------------------------------------------------------------------

    @total(declined)
    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or index.column() not in EDITABLE:
            return False
        field = EDITABLE[Column(index.column())]
        row = self._rows[index.row()]
        if str(value).strip() == self._edit_value(row, Column(index.column())):
            return False
        try:
            self._document.run(tracker.adjust, tracker.Adjust([row.id], field, str(value)))
        except FhrtoolError as error:
            self.edit_refused.emit(error_text(error))
            return False
        return True

    # -- following the document -------------------------------------------------------------------------

    def _combatant_names(self) -> dict[str, str]:
        return {c.id: c.name for c in self._document.campaign.encounter.combatants}

    def _on_character_changed(self, _character_id: str, fields: list[str]) -> None:
        if "tension_value" in fields:
            self.refresh()

    def refresh(self) -> None:
        """Bring the rows up to the document, announcing exactly what changed.

        Rows leave, join and move first, keeping the data they had; then the rows whose data changed
        are announced, so a view never sees a row change before it is told.
        """
        campaign = self._document.campaign
        if self._moved(self._campaign, campaign):
            return
        self._campaign = campaign
        new = sorted(tracker_rows(campaign), key=lambda row: row.order_key)
        names = self._combatant_names()
        renamed = names != self._names
        if renamed:
            self._names = names
            self._forget_all()  # a rename shows in the declarations of others
        new_ids = [row.id for row in new]
        arranged = [row.id for row in self._rows] != new_ids
        if arranged:
            self._arrange(new)
        old, self._rows = self._rows, new
        self._numbers = {row.id: number for number, row in enumerate(new)}
        if arranged:
            self._rewritten |= _EVERY_COLUMN
        self._replaced(
            ((number, before, after) for number, (before, after) in enumerate(zip(old, new, strict=True))),
            renamed=renamed,
        )

    def take_rewritten(self) -> frozenset[Column]:
        """The columns whose text changed since this was last asked: those a view fits anew."""
        rewritten, self._rewritten = frozenset(self._rewritten), set()
        return rewritten

    def _moved(self, old: Campaign, new: Campaign) -> bool:
        """When the fight only went to another slot of its order (Next, Previous, their undo), update
        the rows of the slots in between and of those who reacted, and say True; else False.

        Only who acts, which values are played and who reacted differ then: the other rows, and the
        other columns of rows whose highlight stays, keep what they had.
        """
        before, after = old.encounter, new.encounter
        if (
            before.phase is not Phase.ACTING
            or after.phase is not Phase.ACTING
            or new.characters is not old.characters
            or new.options != old.options
            or any(
                getattr(before, name) is not getattr(after, name)
                and getattr(before, name) != getattr(after, name)
                for name in _STILL
            )
        ):
            return False
        self._campaign = new
        low, high = sorted((before.position, after.position))
        touched = {i for slot in after.order[low : high + 1] for i in slot.combatant_ids}
        touched.update(before.reacted, after.reacted)
        slot = after.current_slot
        current = set(slot.combatant_ids) if slot is not None else set()
        reacted = set(after.reacted)
        positions = self._slot_positions(after)
        replaced: list[tuple[int, TrackerRow, TrackerRow]] = []
        for combatant_id in touched:
            number = self._numbers.get(combatant_id)
            if number is None:
                continue
            row = self._rows[number]
            done = tuple(position < after.position for position in positions.get(combatant_id, ()))
            moved = row._replace(current=combatant_id in current, done=done, reacted=combatant_id in reacted)
            self._rows[number] = moved
            replaced.append((number, row, moved))
        self._replaced(replaced)
        return True

    def _replaced(self, rows: Iterable[tuple[int, TrackerRow, TrackerRow]], *, renamed: bool = False) -> None:
        """After rows were replaced (each its number, the row before and after): forget the looks of the
        cells that changed, note the columns whose text did (:meth:`take_rewritten`) and announce them.
        A rename changes the Declared column of the rows with declarations, which may name someone."""
        changed: dict[int, set[Column]] = {}
        for number, before, after in rows:
            columns, texts = changed_columns(before, after)
            if renamed and after.declarations:
                columns.add(Column.DECLARED)
                texts.add(Column.DECLARED)
            if columns:
                self._forget(number, columns)
                changed[number] = columns
                self._rewritten |= texts
        self._announce(changed)

    def _announce(self, changed: dict[int, set[Column]]) -> None:
        """One dataChanged for each run of adjacent rows whose changed columns span alike: a view
        repaints the rectangle of each, so the sequence column of a hundred rows stays one narrow strip
        beside the rows that changed whole."""
        run: tuple[int, int, int, int] | None = None  # first and last row, first and last column
        for number in sorted(changed):
            columns = changed[number]
            left, right = min(columns), max(columns)
            if run is not None and run[1] == number - 1 and run[2:] == (left, right):
                run = (run[0], number, left, right)
                continue
            if run is not None:
                self._emit_changed(*run)
            run = (number, number, left, right)
        if run is not None:
            self._emit_changed(*run)

    def _emit_changed(self, first: int, last: int, left: int, right: int) -> None:
        self.dataChanged.emit(self.index(first, left), self.index(last, right))

    def _slot_positions(self, fight: Encounter) -> dict[str, tuple[int, ...]]:
        """The positions in the order of each combatant's slots, kept for as long as the order stands."""
        order, positions = self._slots_of
        if order is not fight.order:
            found: dict[str, list[int]] = {}
            for position, slot in enumerate(fight.order):
                for combatant_id in slot.combatant_ids:
                    found.setdefault(combatant_id, []).append(position)
            positions = {combatant_id: tuple(values) for combatant_id, values in found.items()}
            self._slots_of = (fight.order, positions)
        return positions

    def _arrange(self, new: list[TrackerRow]) -> None:
        """Remove the rows that left, append those that joined, then move rows into ``new``'s order."""
        staying = {row.id for row in new}
        for number in reversed(range(len(self._rows))):
            if self._rows[number].id not in staying:
                self.beginRemoveRows(_ROOT, number, number)
                del self._rows[number]
                self._forget_all()
                self.endRemoveRows()
        present = {row.id for row in self._rows}
        joining = [row for row in new if row.id not in present]
        if joining:
            self.beginInsertRows(_ROOT, len(self._rows), len(self._rows) + len(joining) - 1)
            self._rows.extend(joining)
            self._forget_all()
            self.endInsertRows()
        position = {row.id: number for number, row in enumerate(new)}
        if [row.id for row in self._rows] == [row.id for row in new]:
            return
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        moved = [self.index(position[self._rows[index.row()].id], index.column()) for index in persistent]
        self._rows.sort(key=lambda row: position[row.id])
        self._forget_all()
        self.changePersistentIndexList(persistent, moved)
        self.layoutChanged.emit()
