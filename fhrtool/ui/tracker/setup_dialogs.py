"""Dialogs around the rounds: who joins the fight, surprise resist checks (精神レジストチェック), d10s
typed in from the table, and effects with a duration."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.i18n import plural
from fhrtool.app.messages import error_text, translated
from fhrtool.model import Campaign, Character, DurationUnit, Essence, Side, TensionMode
from fhrtool.model.base import COUNT_MAX, NAME_MAX, SCORE_MAX, SCORE_MIN
from fhrtool.rules import RuleError, chance
from fhrtool.rules.dice import DiceSource
from fhrtool.rules.encounter import HIGH_TENSION_ODES
from fhrtool.rules.fhr import SEQUENCE_DIE, SURPRISE_PENALTY, SURPRISE_RESIST_TARGET
from fhrtool.steps import labels
from fhrtool.steps.tracker import ADD_AT_ONCE_MAX, DiscardedRoll, resist_check, resist_pool
from fhrtool.ui.ranged import RangedSpin, RangeNote
from fhrtool.ui.tracker.requests import AddRequest, EffectRequest
from fhrtool.ui.tracker.rolled import Confirm, RolledDialog

_NO_CHECK = SCORE_MIN - 1  # below any check total: "no check made"


def percent(probability: Fraction) -> str:
    """A chance as a percentage, always with one decimal ("66.0%" beside "44.4%"), that never rounds a
    possibility away: <0.1 %, >99.9 %."""
    shown = round(probability * 1000) / 10
    if probability > 0 and shown == 0:
        return "<0.1%"
    if probability < 1 and shown == 100:
        return ">99.9%"
    return f"{shown:.1f}%"


def ok_cancel_buttons(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel, wired to accept and reject ``dialog``: the buttons of every tracker dialog."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def _ok_button(buttons: QDialogButtonBox) -> QPushButton:
    return buttons.button(QDialogButtonBox.StandardButton.Ok)


class AddCombatantsDialog(QDialog):
    """Pick roster characters; NPCs can join several times ("Goblin 1/2/3")."""

    def __init__(self, characters: Sequence[Character], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add to the fight"))
        self.characters = QListWidget(self)
        for character in characters:
            kind = translated(labels.character_kind(character))
            item = QListWidgetItem(f"{character.name}  ({kind})", self.characters)
            item.setData(Qt.ItemDataRole.UserRole, character.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        self.count = RangedSpin(1, ADD_AT_ONCE_MAX, self)
        self.side = QComboBox(self)
        # Item data keeps the plain values: Qt hands string enums back as str.
        self.side.addItem(self.tr("PC side for PCs, enemy for NPCs"), "")
        for side, name in labels.SIDES.items():
            self.side.addItem(translated(name), side.value)
        form = QFormLayout()
        form.addRow(self.tr("Each NPC how many times:"), self.count)
        form.addRow(self.tr("Side:"), self.side)
        self.ranges = RangeNote(self)
        self.ranges.watch(self.count, self.tr("Each NPC how many times"))
        self.buttons = ok_cancel_buttons(self)
        self.ranges.hold(_ok_button(self.buttons))
        layout = QVBoxLayout(self)
        layout.addWidget(self.characters, 1)
        layout.addLayout(form)
        layout.addWidget(self.ranges)
        layout.addWidget(self.buttons)

    def check(self, character_id: str) -> None:
        for row in range(self.characters.count()):
            item = self.characters.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == character_id:
                item.setCheckState(Qt.CheckState.Checked)

    def request(self) -> AddRequest:
        chosen = tuple(
            str(self.characters.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.characters.count())
            if self.characters.item(row).checkState() == Qt.CheckState.Checked
        )
        side = self.side.currentData()
        return AddRequest(chosen, self.count.value(), Side(side) if side else None)


class SurpriseDialog(RolledDialog):
    """The mental resist check of each surprised combatant, made just before the switch: rolled (Will
    dice against 15) once, or typed in; "—" when no check was made. Each row says before any roll what
    it rolls, its chance, and when 15 is out of reach of those dice. R rolls every check not rolled."""

    def __init__(
        self,
        campaign: Campaign,
        combatant_ids: Sequence[str],
        dice: DiceSource,
        parent: QWidget | None = None,
        confirm: Confirm | None = None,
    ) -> None:
        super().__init__(campaign, confirm, parent)
        self._dice = dice
        self.rolled: dict[str, tuple[int, ...]] = {}
        """The dice rolled for each check, by combatant: each check rolls once."""
        self.roll_buttons: dict[str, QPushButton] = {}
        self.setWindowTitle(self.tr("Surprise: mental resist checks"))
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Caught off guard"), self), 0, 0)
        grid.addWidget(
            QLabel(self.tr("Check total (target {target})").format(target=SURPRISE_RESIST_TARGET), self), 0, 1
        )
        self.totals: dict[str, RangedSpin] = {}
        self.ranges = RangeNote(self)
        self.outcomes: dict[str, QLabel] = {}
        self.rolls: dict[str, QLabel] = {}
        outcome_width = max(
            self.fontMetrics().horizontalAdvance(text.format(penalty=SURPRISE_PENALTY))
            for text in (self._surprised(), self.tr("resists"), self._failed())
        )
        for number, combatant_id in enumerate(combatant_ids):
            row = 1 + 2 * number
            combatant = campaign.encounter.combatant(combatant_id)
            # What the check rolls, on a line of its own under the combatant's row.
            rolls = QLabel(self._rolls_text(combatant_id), self)
            rolls.setObjectName("rolls")
            rolls.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            rolls.setContentsMargins(12, 0, 0, 6)
            self.rolls[combatant_id] = rolls
            total = RangedSpin(_NO_CHECK, SCORE_MAX, self)
            total.setSpecialValueText(self.tr("— no check"))
            total.setValue(_NO_CHECK)
            roll = QPushButton(self.tr("Roll"), self)
            roll.setAutoDefault(False)
            roll.clicked.connect(lambda _checked=False, i=combatant_id: self.roll(i))
            self.roll_buttons[combatant_id] = roll
            outcome = QLabel(self)
            outcome.setMinimumWidth(outcome_width)  # a result does not widen the dialog under the mouse
            total.valueChanged.connect(lambda _value, i=combatant_id: self._show(i))
            grid.addWidget(QLabel(combatant.name, self), row, 0)
            grid.addWidget(total, row, 1)
            grid.addWidget(roll, row, 2)
            grid.addWidget(outcome, row, 3)
            grid.addWidget(rolls, row + 1, 0, 1, 4)
            self.totals[combatant_id] = total
            self.outcomes[combatant_id] = outcome
            self.ranges.watch(total, self.tr("Check total of {name}").format(name=combatant.name))
            self._show(combatant_id)
        self.roll_all = QPushButton(self.tr("Roll all"), self)
        self.roll_all.setAutoDefault(False)
        self.roll_all.setToolTip(self.tr("R rolls every check not rolled yet"))
        self.roll_all.clicked.connect(self._roll_each)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr("Who fails has −{penalty} initiative in round 1.").format(penalty=SURPRISE_PENALTY),
                self,
            )
        )
        layout.addLayout(grid)
        layout.addWidget(self.roll_all)
        layout.addWidget(self.ranges)
        self.buttons = ok_cancel_buttons(self)
        self.ranges.hold(_ok_button(self.buttons))
        layout.addWidget(self.buttons)
        self._keys = {Qt.Key.Key_R: self._roll_each}
        self.watch_keys(self)

    def _surprised(self) -> str:
        return self.tr("surprised (−{penalty})")

    def _failed(self) -> str:
        return self.tr("fails: surprised (−{penalty})")

    def _rolls_text(self, combatant_id: str) -> str:
        """What the check of ``combatant_id`` rolls, against what, with what chance; or that it cannot
        succeed."""
        pool = resist_pool(self._campaign, combatant_id)
        options = self._campaign.options
        dice = max(pool.total, 0)
        rolled = plural(
            dice,
            self.tr("{essence} {base}: {dice} die against {target}"),
            self.tr("{essence} {base}: {dice} dice against {target}"),
        ).format(
            essence=translated(labels.ESSENCES[Essence.WILL]),
            base=pool.base,
            dice=dice,
            target=SURPRISE_RESIST_TARGET,
        )
        probability = chance.pool_chance(pool.total, SURPRISE_RESIST_TARGET, options)
        if probability == 0:
            reach = self.tr("cannot reach {target}: the surprise applies unless a total is typed in").format(
                target=SURPRISE_RESIST_TARGET
            )
        else:
            reach = self.tr("chance {percent}").format(percent=percent(probability))
        return self.tr("{rolled} ({reach})").format(rolled=rolled, reach=reach)

    def roll(self, combatant_id: str) -> None:
        """Roll the check of ``combatant_id`` once: its dice are on record from then on."""
        if combatant_id in self.rolled:
            return
        try:
            result = resist_check(self._campaign, combatant_id, self._dice)
        except RuleError as error:
            self.outcomes[combatant_id].setText(error_text(error))
            return
        self.rolled[combatant_id] = result.roll.results if result.roll is not None else ()
        self.roll_buttons[combatant_id].setEnabled(False)
        self.totals[combatant_id].setValue(result.value)

    def _roll_each(self) -> None:
        for combatant_id in self.totals:
            self.roll(combatant_id)

    def rolls_on_record(self) -> tuple[DiscardedRoll, ...]:
        return tuple(DiscardedRoll(i, "resist", dice) for i, dice in self.rolled.items() if dice)

    def _show(self, combatant_id: str) -> None:
        box = self.totals[combatant_id]
        total = box.value()
        if box.problem():
            self.outcomes[combatant_id].setText("")
            return
        if total == _NO_CHECK:
            text = self._surprised()
        elif total >= SURPRISE_RESIST_TARGET:
            text = self.tr("resists")
        else:
            text = self._failed()
        self.outcomes[combatant_id].setText(text.format(penalty=SURPRISE_PENALTY))

    def checks(self) -> dict[str, int]:
        """The totals typed or rolled, each in range (a number out of range holds OK)."""
        return {
            i: box.value() for i, box in self.totals.items() if box.value() != _NO_CHECK and not box.problem()
        }


class SequenceRollsDialog(QDialog):
    """d10s rolled at the table, typed in; those left at "app rolls" are rolled by the app."""

    def __init__(
        self, campaign: Campaign, combatant_ids: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sequence values: d10 typed in"))
        form = QFormLayout()
        self.d10s: dict[str, RangedSpin] = {}
        self.ranges = RangeNote(self)
        for combatant_id in combatant_ids:
            box = RangedSpin(0, SEQUENCE_DIE, self)
            box.setSpecialValueText(self.tr("app rolls"))
            name = campaign.encounter.combatant(combatant_id).name
            form.addRow(name, box)
            self.d10s[combatant_id] = box
            self.ranges.watch(box, self.tr("d10 of {name}").format(name=name))
        self.buttons = ok_cancel_buttons(self)
        self.ranges.hold(_ok_button(self.buttons))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.ranges)
        layout.addWidget(self.buttons)

    def typed(self) -> dict[str, int]:
        """The d10s typed in, each in range (a number out of range holds OK)."""
        return {i: box.value() for i, box in self.d10s.items() if box.value() and not box.problem()}


class OdesDialog(QDialog):
    """How many odes pass: a number from 1, typed or stepped; one out of range is said to be so."""

    def __init__(self, title: str, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.odes = RangedSpin(1, COUNT_MAX, self)
        self.odes.setValue(1)
        self.ranges = RangeNote(self)
        self.ranges.watch(self.odes, self.tr("Odes"))
        self.buttons = ok_cancel_buttons(self)
        self.ranges.hold(_ok_button(self.buttons))
        form = QFormLayout()
        form.addRow(label, self.odes)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.ranges)
        layout.addWidget(self.buttons)
        self.odes.selectAll()

    def value(self) -> int | None:
        """The odes, or None while the number shown is out of range."""
        return None if self.odes.problem() else self.odes.value()


class EffectDialog(QDialog):
    """An effect or condition with a duration in rounds (high tension only) or odes, and a note."""

    def __init__(self, campaign: Campaign, combatant_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name = campaign.encounter.combatant(combatant_id).name
        self.setWindowTitle(self.tr("Effect on {name}").format(name=name))
        self.name = QLineEdit(self)
        self.name.setMaxLength(NAME_MAX)
        self.duration = RangedSpin(1, COUNT_MAX, self)
        self.unit = QComboBox(self)
        if campaign.encounter.mode is TensionMode.HIGH:
            self.unit.addItem(self.tr("rounds"), DurationUnit.ROUNDS.value)
        self.unit.addItem(self.tr("odes"), DurationUnit.ODES.value)
        self.note = QLineEdit(self)
        form = QFormLayout()
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Lasts:"), self.duration)
        form.addRow(self.tr("Unit:"), self.unit)
        form.addRow(self.tr("Note:"), self.note)
        hint = QLabel(
            self.tr("An effect of {odes} ode started in high tension ends when low tension resumes.").format(
                odes=HIGH_TENSION_ODES
            ),
            self,
        )
        hint.setWordWrap(True)
        self.buttons = ok_cancel_buttons(self)
        self.ranges = RangeNote(self)
        self.ranges.watch(self.duration, self.tr("Lasts"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(self.ranges)
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self._update)
        self.ranges.changed.connect(self._update)
        self._update()

    def _update(self) -> None:
        _ok_button(self.buttons).setEnabled(bool(self.name.text().strip()) and self.ranges.ok())

    def request(self) -> EffectRequest:
        return EffectRequest(
            self.name.text().strip(),
            self.duration.value(),
            DurationUnit(self.unit.currentData()),
            self.note.text(),
        )
