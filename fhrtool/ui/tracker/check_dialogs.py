"""Checks from the tracker: an FHR Life or Will check (判定) with the dice available now, and a 2D6
action check (行為判定) or opposed check (対決) of the Free Casting side. Every roll can be typed in."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.i18n import plural
from fhrtool.app.messages import error_text, translated
from fhrtool.model import Campaign, Encounter, Essence, RuleOptions, Side, Skill, TensionMode
from fhrtool.rules import RuleError, chance, srs
from fhrtool.rules.checks import CheckOutcome, CheckResult, DicePool, roll_check, typed_check
from fhrtool.rules.dice import DiceSource, ScriptedDice
from fhrtool.rules.encounter import (
    CHECK_CORRECTION,
    CORRECTION_FATIGUE,
    available_dice,
    reaction_refused,
    reactors,
)
from fhrtool.steps import labels
from fhrtool.steps.tracker import (
    ActionCheckRequest,
    CheckRequest,
    CheckRole,
    DiscardedRoll,
    Opposition,
)
from fhrtool.ui.ranged import RangedSpin, RangeNote
from fhrtool.ui.rule_options import option_bounds
from fhrtool.ui.steady import RoomForLongest, keep_space_when_hidden, reserve_lines
from fhrtool.ui.tracker.rolled import Confirm, RolledDialog
from fhrtool.ui.tracker.setup_dialogs import ok_cancel_buttons, percent

ROLES: tuple[CheckRole, ...] = ("active", "reaction", "other")


RESULT_LINES = 2
"""Lines a result label holds from the start, so that a result does not push the buttons."""


def dialog_keys() -> list[tuple[str, str, str]]:
    """(where, action, key) of the check dialogs' keys, which work wherever the focus is in them (in a
    reactor's name, letters type the name)."""
    checks, action = (
        QCoreApplication.translate("CheckDialog", "Life/Will check"),
        QCoreApplication.translate("CheckDialog", "2D6 check"),
    )
    return [
        (checks, QCoreApplication.translate("CheckDialog", "Roll"), "R"),
        (checks, QCoreApplication.translate("CheckDialog", "Type in the result of physical dice"), "T"),
        (
            checks,
            QCoreApplication.translate("CheckDialog", "Accept"),
            QCoreApplication.translate("CheckDialog", "Enter"),
        ),
        (action, QCoreApplication.translate("CheckDialog", "Roll the action, then each reaction"), "R"),
        (action, QCoreApplication.translate("CheckDialog", "Opposed check on or off"), "O"),
        (action, QCoreApplication.translate("CheckDialog", "Add a reactor"), "A"),
        (action, QCoreApplication.translate("CheckDialog", "The reactor (type its name, arrows)"), "C"),
        (action, QCoreApplication.translate("CheckDialog", "The reactor's skill"), "K"),
        (action, QCoreApplication.translate("CheckDialog", "The action's skill"), "S"),
        (
            action,
            QCoreApplication.translate("CheckDialog", "Accept"),
            QCoreApplication.translate("CheckDialog", "Enter"),
        ),
    ]


def refusal(fight: Encounter, reactor_id: str, action_by: str, options: RuleOptions) -> str:
    """Why ``reactor_id`` may not react to ``action_by`` (:func:`reaction_refused`), translated; empty if
    it may."""
    refused = reaction_refused(fight, reactor_id, action_by, options)
    return "" if refused is None else error_text(refused)


def excluded_text(reasons: list[str]) -> str:
    """The line under a list of whom to react to that says who is missing from it and why."""
    if not reasons:
        return ""
    return QCoreApplication.translate("CheckDialog", "Not offered: {reasons}").format(
        reasons=QCoreApplication.translate("CheckDialog", "; ").join(dict.fromkeys(reasons))
    )


def not_offered_label(reasons: list[str], parent: QWidget) -> QLabel:
    """The label under a list of whom to react to, saying who is missing from it and why; hidden when
    nobody is."""
    label = QLabel(excluded_text(reasons), parent)
    label.setObjectName("not_offered")
    label.setWordWrap(True)
    label.setVisible(bool(reasons))
    return label


class CheckDialog(RolledDialog):
    """A Life or Will check: who it is for (active action, reaction, other), hope spent, the dice
    available now, the result rolled or typed in, then its cost: −1 on the next check or 1 fatigue."""

    def __init__(
        self,
        campaign: Campaign,
        combatant_id: str,
        essence: Essence,
        dice: DiceSource,
        parent: QWidget | None = None,
        confirm: Confirm | None = None,
    ) -> None:
        super().__init__(campaign, confirm, parent)
        self._combatant_id = combatant_id
        self._essence = essence
        self._dice = dice
        self.check_result: CheckResult | None = None
        self._roll_dice: tuple[int, ...] | None = None
        """The dice of the roll in use; rolls no longer in use go to ``_discarded``."""
        self._discarded: list[DiscardedRoll] = []
        fight = campaign.encounter
        combatant = fight.combatant(combatant_id)
        self._high = fight.mode is TensionMode.HIGH
        current = fight.current_slot if self._high else None
        slot = current.combatant_ids if current is not None else ()
        self.setWindowTitle(
            self.tr("{essence} check — {name}").format(
                essence=translated(labels.ESSENCES[essence]), name=combatant.name
            )
        )

        self.roles = QButtonGroup(self)
        role_labels = {
            "active": self.tr("Active action on own sequence"),
            "reaction": self.tr("Reaction (passive) to:"),
            "other": self.tr("Other check"),
        }
        role_box = QVBoxLayout()
        self.reacting_to = QComboBox(self)
        # Whom an active action is aimed at: in a simultaneous group, a character several actions are
        # aimed at reacts to one of them (RULES §6); one aimed at someone else leaves it free.
        self.aimed_at = QComboBox(self)
        self.aimed_at.setToolTip(self.tr("Whom the action is aimed at, if it is aimed at one character"))
        self.aimed_at.addItem(self.tr("(aimed at: not named)"), None)
        for other in fight.combatants:
            if other.id != combatant_id and not other.defeated:
                self.aimed_at.addItem(self.tr("aimed at {name}").format(name=other.name), other.id)
        for number, role in enumerate(ROLES):
            button = QRadioButton(role_labels[role], self)
            button.setObjectName(role)
            self.roles.addButton(button, number)
            if role in ("reaction", "active"):
                line = QHBoxLayout()
                line.addWidget(button)
                line.addWidget(self.reacting_to if role == "reaction" else self.aimed_at, 1)
                role_box.addLayout(line)
            else:
                role_box.addWidget(button)
        # A defeated actor takes no action to react to; a reaction to a reaction (RULES §6) is to
        # anyone who reacted on this sequence. Who of them may be reacted to is the rules' answer.
        actors = [actor for actor in slot if not fight.combatant(actor).defeated]
        chained = reactors(fight) if current is not None else ()
        reasons = [
            self.tr("{name} is defeated and takes no action").format(name=fight.combatant(actor).name)
            for actor in slot
            if actor not in actors and actor != combatant_id
        ]
        for actor in dict.fromkeys((*actors, *chained)):
            reason = refusal(fight, combatant_id, actor, campaign.options)
            if reason:
                if actor != combatant_id:  # not reacting to oneself goes without saying
                    reasons.append(reason)
                continue
            name = fight.combatant(actor).name
            shown = name if actor in actors else self.tr("{name}'s reaction").format(name=name)
            self.reacting_to.addItem(shown, actor)
        self.not_offered = not_offered_label(reasons, self)
        self.roles.button(0).setEnabled(combatant_id in slot)
        self.aimed_at.setEnabled(combatant_id in slot)
        self.roles.button(1).setEnabled(self.reacting_to.count() > 0)
        self.reacting_to.setEnabled(self.reacting_to.count() > 0)
        default = "active" if combatant_id in slot else "reaction" if self.reacting_to.count() else "other"
        self.roles.button(ROLES.index(default)).setChecked(True)
        roles_group = QGroupBox(self.tr("The check is"), self)
        role_box.insertWidget(2, self.not_offered)
        roles_group.setLayout(role_box)
        roles_group.setVisible(current is not None)
        if combatant_id in fight.reacted:
            self.reacting_to.setToolTip(
                self.tr("Has already reacted to one action of this simultaneous group")
            )

        # More hope than there is can be typed, and is then said to be so rather than cut short.
        self.hope = RangedSpin(0, max(combatant.hope.current, 0), self)
        self.target = RangedSpin(-99, 999, self)
        self.target.setValue(10)
        self.chance_label = QLabel(self)
        self.chance_label.setObjectName("chance")
        self.pool_label = QLabel(self)
        self.pool_label.setObjectName("pool")
        self.warning = QLabel(self)
        self.warning.setObjectName("warning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("QLabel { color: white; background: #b03a2e; padding: 4px; }")
        could_lack_dice = self._could_lack_dice(combatant_id)
        if could_lack_dice:
            keep_space_when_hidden(self.warning)  # spending hope must not move Roll away from the mouse
            RoomForLongest(self.warning, self.warning_texts)
        self.roll_button = QPushButton(self.tr("Roll"), self)
        self.roll_button.setAutoDefault(False)
        self.roll_button.clicked.connect(self.roll)
        self.typed_total = RangedSpin(-99, 9_999, self)
        self.typed_total.lineEdit().returnPressed.connect(self.use_typed_result)
        self.typed_total.setProperty("own_enter", True)  # Enter uses the result typed, then accepts
        self.typed_fumble = QCheckBox(self.tr("fumble"), self)
        self.use_typed = QPushButton(self.tr("Use typed result"), self)
        self.use_typed.setAutoDefault(False)
        self.use_typed.clicked.connect(self.use_typed_result)
        self.result_label = reserve_lines(QLabel(self.tr("Not resolved yet"), self), RESULT_LINES)
        self.result_label.setObjectName("result")

        self.pay = QButtonGroup(self)
        self.pay_correction = QRadioButton(
            self.tr("Take −{correction} on the next {essence} check").format(
                correction=CHECK_CORRECTION, essence=translated(labels.ESSENCES[essence])
            ),
            self,
        )
        self.pay_fatigue = QRadioButton(
            self.tr("Take {fatigue} fatigue instead").format(fatigue=CORRECTION_FATIGUE), self
        )
        self.pay.addButton(self.pay_correction, 0)
        self.pay.addButton(self.pay_fatigue, 1)
        self.pay_correction.setChecked(True)
        pay_group = QGroupBox(self.tr("Cost of the check (high tension)"), self)
        pay_box = QVBoxLayout(pay_group)
        pay_box.addWidget(self.pay_correction)
        pay_box.addWidget(self.pay_fatigue)
        pay_group.setVisible(self._high)

        form = QFormLayout()
        form.addRow(self.tr("Spend hope (+dice):"), self.hope)
        form.addRow(self.tr("Dice:"), self.pool_label)
        # In a box of its own: a form layout closes the row of a hidden widget, kept space or not.
        warning_area = QWidget(self)
        warning_box = QVBoxLayout(warning_area)
        warning_box.setContentsMargins(0, 0, 0, 0)
        warning_box.addWidget(self.warning)
        form.addRow(warning_area)
        warning_area.setVisible(could_lack_dice)  # hope only adds dice: without a warning now, none later
        target = QHBoxLayout()
        target.addWidget(self.target)
        target.addWidget(self.chance_label, 1)
        form.addRow(self.tr("Target:"), target)
        typed = QHBoxLayout()
        typed.addWidget(self.typed_total)
        typed.addWidget(self.typed_fumble)
        typed.addWidget(self.use_typed)
        form.addRow(self.roll_button)
        form.addRow(self.tr("Or typed in:"), typed)
        self.ranges = RangeNote(self)
        form.addRow(self.ranges)
        form.addRow(self.tr("Result:"), self.result_label)

        self.buttons = ok_cancel_buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(roles_group)
        layout.addLayout(form)
        layout.addWidget(pay_group)
        layout.addWidget(self.buttons)

        self.roles.idToggled.connect(lambda _id, _on: self._reset())
        self.hope.valueChanged.connect(self._reset)
        self.target.valueChanged.connect(self._rejudge)
        self.ranges.watch(self.target, self.tr("Target"))
        self.ranges.watch(self.typed_total, self.tr("Typed-in result"))
        self.ranges.changed.connect(self._hold_out_of_range)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        self._keys = {Qt.Key.Key_R: self.roll_button.click, Qt.Key.Key_T: self.focus_typed}
        self._reset()
        self.watch_keys(self)
        below_one = self.pool().below_one
        if below_one and self._hope_left() > 0:
            self.hope.setFocus()
        else:
            self.roll_button.setFocus()

    def _warning_text(self, hope_left: bool, allowed: bool) -> str:
        """The warning of a check below 1 die, with or without hope left to spend, allowed or not."""
        if hope_left:
            advice = self.tr("Spend hope above to reach 1 die, or type a result in.")
        else:
            advice = self.tr("No hope left to spend: type a result in.")
        if allowed:
            rule = self.tr(
                "The table allows it: rolling anyway rolls nothing and fails unless the target is 0."
            )
        else:
            rule = self.tr("The table does not allow a check below 1 die.")
        # One template, not sentences joined by spaces: Japanese runs its sentences together.
        return self.tr("{problem} {advice} {rule}").format(
            problem=self.tr("This check has no dice left: with fewer than 1 die, the GM decides."),
            advice=advice,
            rule=rule,
        )

    def warning_texts(self) -> list[str]:
        """Every text the warning below 1 die can show: its room fits the longest."""
        return [self._warning_text(hope, allowed) for hope in (True, False) for allowed in (True, False)]

    def _could_lack_dice(self, combatant_id: str) -> bool:
        """Whether a role of this check, without hope, leaves fewer than 1 die (the warning shows)."""
        fight = self._campaign.encounter
        return any(
            available_dice(
                fight, combatant_id, self._essence, passive=passive, options=self._campaign.options
            ).below_one
            for passive in (False, True)
        )

    def focus_typed(self) -> None:
        """The result of physical dice is typed in: focus its field, ready to overwrite."""
        self.typed_total.setFocus()
        self.typed_total.selectAll()

    def role(self) -> CheckRole:
        return ROLES[self.roles.checkedId()]

    def set_role(self, role: CheckRole) -> None:
        self.roles.button(ROLES.index(role)).setChecked(True)

    def _hope_left(self) -> int:
        return self.hope.allowed()[1]

    def hope_spent(self) -> int:
        """The hope the check spends: what was typed, within what the combatant has."""
        return max(0, min(self.hope.value(), self._hope_left()))

    def pool(self) -> DicePool:
        fight = self._campaign.encounter
        return available_dice(
            fight,
            self._combatant_id,
            self._essence,
            passive=self.role() == "reaction",
            hope=self.hope_spent(),
            options=self._campaign.options,
        )

    def _reset(self) -> None:
        """Anything that changes the pool makes an earlier result stale."""
        pool = self.pool()
        total = max(pool.total, 0)
        text = plural(total, self.tr("{total} die"), self.tr("{total} dice")).format(total=total)
        details = [
            self.tr("{essence} {base}").format(
                essence=translated(labels.ESSENCES[self._essence]), base=pool.base
            )
        ]
        for amount, label in (
            (pool.correction, self.tr("tension correction")),
            (pool.passive_bonus, self.tr("passive")),
            (pool.hope_dice, self.tr("hope")),
            (-pool.fatigue_penalty, self.tr("fatigue")),
        ):
            if amount:
                details.append(f"{amount:+d} {label}")
        self.pool_label.setText(f"{text} ({' '.join(details)})")
        options = self._campaign.options
        if not pool.below_one:
            self.warning.hide()
            self.roll_button.setText(self.tr("Roll"))
        else:
            self.warning.setText(
                self._warning_text(self._hope_left() > self.hope_spent(), options.allow_checks_below_one_die)
            )
            self.warning.show()
            self.roll_button.setText(self.tr("Roll 0 dice anyway"))
        hope_problem = self.hope.problem()
        self._rollable = not hope_problem and not pool.refused(options)
        self._set_roll_aside()
        self.check_result = None
        self._rolled = False
        self.roll_button.setToolTip(self.tr("R or Space rolls; T types in the result of physical dice"))
        if hope_problem:
            self.result_label.setText(
                self.tr("⚠ Hope to spend: {problem}, the hope left. Lower it to roll.").format(
                    problem=hope_problem
                )
            )
        else:
            self.result_label.setText(self.tr("Not resolved yet"))
        self._show_chance()
        self._hold_out_of_range()  # enables Roll, typing in and OK as the check now stands

    def _hold_out_of_range(self) -> None:
        """While a number typed in is out of range nothing rolls, resolves or is accepted; once it is
        back in range everything is as the check stands."""
        ok = self.ranges.ok()
        self.roll_button.setEnabled(ok and self._rollable and not self._rolled)
        self.use_typed.setEnabled(ok and not self.hope.problem())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            ok and self.check_result is not None
        )

    def _show_chance(self) -> None:
        if self.target.problem():
            self.chance_label.setText("")
            return
        probability = chance.pool_chance(self.pool().total, self.target.value(), self._campaign.options)
        template = (
            self.tr("Chance before the roll: {percent}")
            if self._rolled
            else self.tr("Chance of success: {percent}")
        )
        self.chance_label.setText(template.format(percent=percent(probability)))

    def _rejudge(self) -> None:
        """A new target reads the dice already rolled again: it is not a new roll."""
        self._show_chance()
        result = self.check_result
        if result is None or self.target.problem():  # the typed-in field is not read again here
            return
        if result.roll is None:  # typed in: the total in use, not what its field shows by now
            fumbled = result.outcome is CheckOutcome.FUMBLE
            self._resolved(typed_check(result.value, self.target.value(), fumble=fumbled))
        else:
            dice = ScriptedDice(result.roll.results)
            self._resolved(roll_check(self.pool(), self.target.value(), dice, self._campaign.options))

    def roll(self) -> None:
        """Roll once: after the dice are rolled, Roll is disabled until the pool changes."""
        if self._rolled or self.hope.problem() or not self.ranges.ok():
            return
        try:
            self._resolved(roll_check(self.pool(), self.target.value(), self._dice, self._campaign.options))
        except RuleError as error:
            self.result_label.setText(error_text(error))
            return
        self._rolled = True
        rolled = self.check_result.roll if self.check_result is not None else None
        self._roll_dice = None if rolled is None else rolled.results
        self._show_chance()
        self.roll_button.setEnabled(False)
        self.roll_button.setToolTip(
            self.tr("Rolled: change the dice or hope to roll again, or type a result in")
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setFocus()

    def use_typed_result(self) -> None:
        if self.hope.problem() or not self.ranges.ok():
            return
        self._set_roll_aside()
        self._resolved(
            typed_check(self.typed_total.value(), self.target.value(), fumble=self.typed_fumble.isChecked())
        )

    def _resolved(self, result: CheckResult) -> None:
        self.check_result = result
        outcome = {
            "success": self.tr("success"),
            "failure": self.tr("failure"),
            "fumble": self.tr("fumble"),
        }[str(result.outcome)]
        rolled = result.roll
        shown = str(result.value) if rolled is None else f"{list(rolled.results)} = {result.value}"
        self.result_label.setText(
            self.tr("{shown} against {target}: {outcome}").format(
                shown=shown, target=result.target, outcome=outcome
            )
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)

    def _set_roll_aside(self) -> None:
        """The roll in use is no longer: it stays on record as discarded."""
        if self._roll_dice is not None:
            self._discarded.append(self._discard(self._roll_dice))
            self._roll_dice = None

    def _discard(self, dice: tuple[int, ...]) -> DiscardedRoll:
        return DiscardedRoll(self._combatant_id, "life" if self._essence is Essence.LIFE else "will", dice)

    def rolls_on_record(self) -> tuple[DiscardedRoll, ...]:
        current = () if self._roll_dice is None else (self._discard(self._roll_dice),)
        return (*self._discarded, *current)

    def request(self) -> CheckRequest | None:
        if self.check_result is None or not self.ranges.ok():
            return None
        role = self.role()
        reacting_to = self.reacting_to.currentData() if role == "reaction" else None
        target = self.aimed_at.currentData() if role == "active" else None
        return CheckRequest(
            essence=self._essence,
            result=self.check_result,
            role=role,
            reacting_to=reacting_to if isinstance(reacting_to, str) else None,
            hope=self.hope_spent(),
            pay_with="fatigue" if self._high and self.pay_fatigue.isChecked() else "correction",
            discarded=tuple(self._discarded),
            targets=(target,) if isinstance(target, str) else (),
        )


class SideBox(QGroupBox):
    """One side of a 2D6 check: check value, modifier, critical and fumble, rolled or typed in."""

    resolved = Signal()
    changed = Signal()

    def __init__(
        self,
        title: str,
        campaign: Campaign,
        dice: DiceSource,
        *,
        difficulty: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(title, parent)
        self._campaign = campaign
        self._dice = dice
        self.result: srs.CheckResult | None = None
        self._rolled: tuple[int, ...] | None = None
        self.discarded: list[tuple[int, ...]] = []
        """Dice rolled on this side that the result no longer uses (other dice typed in, or none)."""
        self._has_difficulty = difficulty
        options = campaign.options
        # Any number can be typed; one out of range is said to be so and nothing rolls or resolves.
        self.value = RangedSpin(-99, 999, self)
        self.modifier = RangedSpin(-99, 99, self)
        self.difficulty = RangedSpin(-1, 999, self)
        self.difficulty.setSpecialValueText(self.tr("none / hidden"))
        self.difficulty.setValue(-1)
        self.critical = RangedSpin(*option_bounds("critical_value"), self)
        self.critical.setValue(options.critical_value)
        self.fumble = RangedSpin(*option_bounds("fumble_value"), self)
        self.fumble.setValue(options.fumble_value)
        self.typed = [RangedSpin(0, srs.CHECK_FACES, self) for _ in range(srs.CHECK_DICE)]
        for die in self.typed:
            die.setSpecialValueText("—")
        self.typed[-1].lineEdit().returnPressed.connect(self.roll_button_click)
        self.typed[-1].setProperty("own_enter", True)  # Enter reads the dice typed, then accepts
        self.cannot_roll = QCheckBox(self.tr("Cannot roll: check value + modifier"), self)
        self.roll_button = QPushButton(self.tr("Roll 2D6"), self)
        self.roll_button.setAutoDefault(False)
        self.roll_button.setToolTip(self.tr("R rolls; type both dice in for physical dice"))
        self.roll_button.clicked.connect(self.roll)
        self.result_label = reserve_lines(QLabel(self.tr("Not rolled yet"), self), RESULT_LINES)
        self.chance_label = QLabel(self)
        self.chance_label.setObjectName("chance")
        # As wide as its widest text from the start: a difficulty typed in does not widen the dialog.
        widest = max(
            (
                self.tr("Chance of success: {percent}").format(percent="100.0%"),
                self.tr("Chance before the roll: {percent}").format(percent="100.0%"),
            ),
            key=self.chance_label.fontMetrics().horizontalAdvance,
        )
        self.chance_label.setMinimumWidth(self.chance_label.fontMetrics().horizontalAdvance(widest))
        form = QFormLayout(self)
        form.addRow(self.tr("Check value:"), self.value)
        form.addRow(self.tr("Modifier:"), self.modifier)
        if difficulty:
            line = QHBoxLayout()
            line.addWidget(self.difficulty)
            line.addWidget(self.chance_label, 1)
            form.addRow(self.tr("Difficulty:"), line)
        else:
            self.difficulty.hide()
            form.addRow(self.cannot_roll)
        critical = QHBoxLayout()
        critical.addWidget(self.critical)
        critical.addWidget(QLabel(self.tr("fumble"), self))
        critical.addWidget(self.fumble)
        form.addRow(self.tr("Critical:"), critical)
        typed = QHBoxLayout()
        for die in self.typed:
            typed.addWidget(die)
        form.addRow(self.tr("Dice typed in:"), typed)
        form.addRow(self.roll_button)
        self.ranges = RangeNote(self)
        form.addRow(self.ranges)
        form.addRow(self.tr("Result:"), self.result_label)
        if difficulty:
            self.cannot_roll.hide()
        for spin in (self.value, self.modifier, self.difficulty, self.critical, self.fumble):
            spin.valueChanged.connect(self._rejudge)
        for die in self.typed:
            die.valueChanged.connect(self._clear)
        self.cannot_roll.toggled.connect(self._clear)
        for spin, name in (
            (self.value, self.tr("Check value")),
            (self.modifier, self.tr("Modifier")),
            (self.difficulty, self.tr("Difficulty")),
            (self.critical, self.tr("Critical")),
            (self.fumble, self.tr("Fumble")),
            *((die, self.tr("Die {number}").format(number=n)) for n, die in enumerate(self.typed, 1)),
        ):
            self.ranges.watch(spin, name)
        self.ranges.changed.connect(self._hold_out_of_range)
        self._show_chance()

    def _hold_out_of_range(self) -> None:
        self.roll_button.setEnabled(self.ranges.ok() and self.result is None)

    def roll_button_click(self) -> None:
        self.roll_button.click()

    def rolled(self) -> bool:
        return self.result is not None

    def _show_chance(self) -> None:
        if not self._has_difficulty or self.difficulty.value() < 0 or not self.ranges.ok():
            self.chance_label.setText("")
            return
        probability = chance.action_chance(
            self.value.value(),
            self.modifier.value(),
            self.difficulty.value(),
            critical=self.critical.value(),
            fumble=self.fumble.value(),
            options=self._campaign.options,
        )
        # Once rolled, the chance is what it was: the result beside it says what came of it.
        template = (
            self.tr("Chance before the roll: {percent}")
            if self.result is not None
            else self.tr("Chance of success: {percent}")
        )
        self.chance_label.setText(template.format(percent=percent(probability)))

    def _rejudge(self) -> None:
        """Changed numbers read the dice already rolled again: it is not a new roll."""
        self._show_chance()
        if self.result is not None and self.ranges.ok():
            self._judge(ScriptedDice(self._rolled) if self._rolled is not None else self._dice)
        self.changed.emit()

    def dice_in_use(self) -> tuple[int, ...] | None:
        """The dice of the result in use; None before a roll and for a side that cannot roll."""
        return self._rolled

    def _clear(self) -> None:
        """Other dice or no dice at all: the earlier result is gone and Roll is offered again."""
        if self._rolled is not None:
            self.discarded.append(self._rolled)
        self.result = None
        self._rolled = None
        self._show_chance()
        self.roll_button.setEnabled(self.ranges.ok())
        self.result_label.setText(self.tr("Not rolled yet"))
        self.changed.emit()
        self.resolved.emit()

    def roll(self) -> None:
        """Roll (or read the typed dice) once; a side that cannot roll takes check value + modifier."""
        if self.result is not None or not self.ranges.ok():
            return
        typed = [die.value() for die in self.typed if die.value()]
        self._judge(ScriptedDice(typed) if len(typed) == srs.CHECK_DICE else self._dice)
        self.roll_button.setEnabled(False)

    def _judge(self, dice: DiceSource) -> None:
        if self.cannot_roll.isChecked():
            self._show(srs.unrolled(self.value.value(), self.modifier.value()))
            return
        self._show(
            srs.check(
                dice,
                self.value.value(),
                self.modifier.value(),
                None if self.difficulty.value() < 0 else self.difficulty.value(),
                critical=self.critical.value(),
                fumble=self.fumble.value(),
                options=self._campaign.options,
            )
        )

    def _show(self, result: srs.CheckResult) -> None:
        self.result = result
        self._rolled = None if result.roll is None else result.roll.results
        outcome = {
            srs.CheckOutcome.CRITICAL: self.tr("automatic success (critical)"),
            srs.CheckOutcome.FUMBLE: self.tr("automatic failure (fumble)"),
            srs.CheckOutcome.SUCCESS: self.tr("success"),
            srs.CheckOutcome.FAILURE: self.tr("failure"),
            srs.CheckOutcome.ROLLED: self.tr("rolled"),
        }[result.outcome]
        dice = "" if result.roll is None else f"{list(result.roll.results)} "
        achieved = (
            "" if result.achieved is None else self.tr("achieved {value}, ").format(value=result.achieved)
        )
        self.result_label.setText(f"{dice}{achieved}{outcome}")
        self._show_chance()
        self.resolved.emit()


class ReactorBox(QWidget):
    """One reactor of an opposed check: who reacts (its name typed or picked with the arrows), the skill
    it uses, its side of the check and the chance the action wins against it."""

    changed = Signal()

    def __init__(
        self,
        campaign: Campaign,
        offered: list[tuple[str, str]],
        dice: DiceSource,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._campaign = campaign
        self.opponent = QComboBox(self)
        self.opponent.setProperty("keeps_letters", True)  # a name is typed to pick it
        for name, combatant_id in offered:
            self.opponent.addItem(name, combatant_id)
        self.skill = QComboBox(self)
        self._skills: dict[str, Skill] = {}
        self.side = SideBox(self.tr("Reaction"), campaign, dice, difficulty=False, parent=self)
        self.win_chance = QLabel(self)
        self.win_chance.setObjectName("win_chance")
        # As wide as its widest text from the start: the roll of the action does not widen the dialog.
        metrics = self.win_chance.fontMetrics()
        self.win_chance.setMinimumWidth(
            max(
                metrics.horizontalAdvance(text.format(percent="100.0%"))
                for text in (
                    self.tr("Chance the action wins: {percent}"),
                    self.tr("Chance the action wins, before the roll: {percent}"),
                )
            )
        )
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setAutoDefault(False)
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        reactor_label = QLabel(self.tr("Reactor (C):"), self)
        reactor_label.setBuddy(self.opponent)
        reactor_row = QHBoxLayout()
        reactor_row.addWidget(self.opponent, 1)
        reactor_row.addWidget(self.remove_button)
        form.addRow(reactor_label, reactor_row)
        skill_label = QLabel(self.tr("Its skill (K):"), self)
        skill_label.setBuddy(self.skill)
        form.addRow(skill_label, self.skill)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(form)
        box.addWidget(self.side)
        box.addWidget(self.win_chance)
        self.opponent.currentIndexChanged.connect(self._opponent_chosen)
        self.skill.currentIndexChanged.connect(self._skill_chosen)
        self._opponent_chosen()

    def reactor_id(self) -> str | None:
        data = self.opponent.currentData()
        return data if isinstance(data, str) else None

    def skill_id(self) -> str | None:
        data = self.skill.currentData()
        return data if isinstance(data, str) else None

    def _opponent_chosen(self) -> None:
        """The reaction side's skills are the reactor's: a skill that wins gains its tension bonus."""
        blocked = self.skill.blockSignals(True)
        self._skills = fill_skills(self.skill, self._campaign, self.reactor_id())
        self.skill.blockSignals(blocked)
        self.changed.emit()

    def _skill_chosen(self) -> None:
        _take_check_value(self._skills, self.skill, self.side)
        self.changed.emit()


class ActionCheckDialog(RolledDialog):
    """A 2D6 action check, or an opposed check against one reactor or several, with the winner against
    each shown. On the actor's own sequence in high tension the check starts opposed by whom the actor
    most likely aims at (the first on another side who may react): O switches it."""

    def __init__(
        self,
        campaign: Campaign,
        combatant_id: str,
        dice: DiceSource,
        parent: QWidget | None = None,
        confirm: Confirm | None = None,
    ) -> None:
        super().__init__(campaign, confirm, parent)
        self._combatant_id = combatant_id
        self._dice = dice
        self._discarded: list[DiscardedRoll] = []
        fight = campaign.encounter
        combatant = fight.combatant(combatant_id)
        self.setWindowTitle(self.tr("2D6 check — {name}").format(name=combatant.name))
        self.skill = QComboBox(self)
        self._skills = fill_skills(self.skill, campaign, combatant_id)
        self.skill.currentIndexChanged.connect(self._skill_chosen)

        self.action = SideBox(
            self.tr("Action: {name}").format(name=combatant.name), campaign, dice, difficulty=True
        )
        self.opposed = QGroupBox(self.tr("Opposed check (対決) — O"), self)
        self.opposed.setCheckable(True)
        self._offered: list[tuple[str, str]] = []
        reasons: list[str] = []
        for other in fight.combatants:
            if other.id == combatant_id:
                continue
            reason = refusal(fight, other.id, combatant_id, campaign.options)
            if reason:
                reasons.append(reason)
            else:
                self._offered.append((other.name, other.id))
        # Whom an action most likely aims at: the other team first.
        self._likely = sorted(
            range(len(self._offered)), key=lambda n: _same_team(fight, combatant_id, self._offered[n][1])
        )
        self.not_offered = not_offered_label(reasons, self)
        self.reactors: list[ReactorBox] = []
        # A tab per reactor: the dialog keeps its size however many react; the winner against each is
        # said below the tabs.
        self.reactor_tabs = QTabWidget(self)
        self.reactor_tabs.setDocumentMode(True)
        self.add_reactor_button = QPushButton(self.tr("Add reactor (A)"), self)
        self.add_reactor_button.setAutoDefault(False)
        self.add_reactor_button.setToolTip(
            self.tr("Another reactor against the same action: the action is rolled once")
        )
        self.add_reactor_button.clicked.connect(self.add_reactor)
        opposed_box = QVBoxLayout(self.opposed)
        opposed_box.addWidget(self.not_offered)
        opposed_box.addWidget(self.reactor_tabs)
        opposed_box.addWidget(self.add_reactor_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.winner_label = reserve_lines(QLabel(self), RESULT_LINES)
        self.winner_label.setObjectName("winner")

        self.buttons = ok_cancel_buttons(self)
        layout = QVBoxLayout(self)
        skill_row = QHBoxLayout()
        skill_label = QLabel(self.tr("Skill (S):"), self)
        skill_label.setBuddy(self.skill)
        skill_row.addWidget(skill_label)
        skill_row.addWidget(self.skill, 1)
        layout.addLayout(skill_row)
        sides = QHBoxLayout()
        sides.addWidget(self.action, 0, Qt.AlignmentFlag.AlignTop)
        sides.addWidget(self.opposed, 1)
        layout.addLayout(sides)
        layout.addWidget(self.winner_label)
        layout.addWidget(self.buttons)
        self.action.resolved.connect(self._update)
        self.action.resolved.connect(self._show_chance)
        self.action.changed.connect(self._show_chance)
        self.action.ranges.changed.connect(self._update)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        self._keys = {
            Qt.Key.Key_R: self.roll_next,
            Qt.Key.Key_O: self.switch_opposed,
            Qt.Key.Key_A: self._add_reactor_key,
            Qt.Key.Key_C: lambda: self._focus_reactor(lambda box: box.opponent),
            Qt.Key.Key_K: lambda: self._focus_reactor(lambda box: box.skill),
            Qt.Key.Key_S: self.skill.setFocus,
        }
        self.add_reactor()
        slot = fight.current_slot
        on_its_sequence = slot is not None and combatant_id in slot.combatant_ids
        self.opposed.setChecked(
            on_its_sequence
            and bool(self._offered)
            and not _same_team(fight, combatant_id, self._offered[self._likely[0]][1])
        )
        self.opposed.toggled.connect(self._opposed_switched)
        self._opposed_switched()
        self.watch_keys(self)
        self.action.roll_button.setFocus()

    # The first reactor, as the dialog had one reactor before.
    @property
    def opponent(self) -> QComboBox:
        return self.reactors[0].opponent

    @property
    def reaction(self) -> SideBox:
        return self.reactors[0].side

    @property
    def reaction_skill(self) -> QComboBox:
        return self.reactors[0].skill

    @property
    def win_chance(self) -> QLabel:
        return self.reactors[0].win_chance

    def add_reactor(self) -> ReactorBox:
        """Another reactor against the same action; offered first is whom no reactor has chosen yet."""
        box = ReactorBox(self._campaign, self._offered, self._dice, self.opposed)
        chosen = {reactor.reactor_id() for reactor in self.reactors}
        free = next((n for n in self._likely if self._offered[n][1] not in chosen), 0)
        box.opponent.setCurrentIndex(free)
        box.remove_button.setVisible(bool(self.reactors))
        box.remove_button.clicked.connect(lambda _checked=False, box=box: self.remove_reactor(box))
        box.changed.connect(self._update)
        box.side.resolved.connect(self._update)
        box.side.changed.connect(self._show_chance)
        box.side.ranges.changed.connect(self._update)
        box.side.cannot_roll.toggled.connect(self._show_chance)
        self.reactors.append(box)
        self.reactor_tabs.addTab(box, box.opponent.currentText())
        self.reactor_tabs.setCurrentWidget(box)
        box.opponent.currentTextChanged.connect(
            lambda name, box=box: self.reactor_tabs.setTabText(self.reactor_tabs.indexOf(box), name)
        )
        reserve_lines(self.winner_label, max(RESULT_LINES, len(self.reactors)))  # a line per reactor
        self.watch_keys(box)
        box.setEnabled(bool(self._offered))
        self.add_reactor_button.setEnabled(len(self.reactors) < len(self._offered))
        if len(self.reactors) > 1:
            box.opponent.setFocus()
        self._show_chance()
        self._update()
        return box

    def remove_reactor(self, box: ReactorBox) -> None:
        """A reactor added by mistake goes; its roll, if any, stays on record."""
        if box not in self.reactors[1:]:
            return
        self._discarded.extend(self._side_rolls(box.reactor_id(), box.side, current=True))
        self.reactors.remove(box)
        self.reactor_tabs.removeTab(self.reactor_tabs.indexOf(box))
        box.deleteLater()
        self.add_reactor_button.setEnabled(len(self.reactors) < len(self._offered))
        self._update()

    def _add_reactor_key(self) -> None:
        if self.opposed.isChecked() and self.add_reactor_button.isEnabled():
            self.add_reactor()

    def _focus_reactor(self, part: Callable[[ReactorBox], QWidget]) -> None:
        """C and K: the reactor, or its skill, of the reactor with the focus (the tab shown otherwise)."""
        if not self.opposed.isChecked():
            return
        focus = self.focusWidget()
        box = next((box for box in self.reactors if focus is not None and box.isAncestorOf(focus)), None)
        current = self.reactor_tabs.currentWidget()
        box = box or (current if isinstance(current, ReactorBox) else self.reactors[-1])
        part(box).setFocus()

    def switch_opposed(self) -> None:
        """O: opposed or not, and then the reactor's name to type."""
        self.opposed.setChecked(not self.opposed.isChecked())
        if self.opposed.isChecked():
            self.opponent.setFocus()

    def _opposed_switched(self) -> None:
        self.add_reactor_button.setVisible(self.opposed.isChecked())
        self._update()

    def _skill_chosen(self) -> None:
        _take_check_value(self._skills, self.skill, self.action)

    def roll_next(self) -> None:
        """R rolls the action, then the reaction of each reactor in turn; each side rolls once."""
        if not self.action.rolled():
            self.action.roll()
        else:
            waiting = self._waiting()
            if waiting is not None:
                self.reactor_tabs.setCurrentWidget(waiting)
                waiting.side.roll()
        # The focus goes where the next key is meant: the next roll, or OK; never a reactor's name.
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        waiting = self._waiting()
        if ok.isEnabled() or waiting is None:
            ok.setFocus()
        else:
            self.reactor_tabs.setCurrentWidget(waiting)
            waiting.side.roll_button.setFocus()

    def _waiting(self) -> ReactorBox | None:
        """The first reactor of the opposed check still to roll."""
        return next((box for box in self._opposing() if not box.side.rolled()), None)

    def _opposing(self) -> list[ReactorBox]:
        """The reactors that oppose the action, as the dialog stands."""
        return self.reactors if self.opposed.isChecked() and self._offered else []

    def _show_chance(self) -> None:
        """The chance that the action wins against each reaction as it is filled in now; once the
        action has rolled, the chance it had before."""
        action = self.action
        before = action.rolled()
        for box in self.reactors:
            reaction = box.side
            if not (action.ranges.ok() and reaction.ranges.ok()):
                box.win_chance.setText("")
                continue
            probability = chance.opposed_chance(
                (action.value.value(), action.modifier.value()),
                (reaction.value.value(), reaction.modifier.value()),
                reaction_rolls=not reaction.cannot_roll.isChecked(),
                action_critical=action.critical.value(),
                action_fumble=action.fumble.value(),
                reaction_critical=reaction.critical.value(),
                reaction_fumble=reaction.fumble.value(),
                options=self._campaign.options,
            )
            template = (
                QCoreApplication.translate("ReactorBox", "Chance the action wins, before the roll: {percent}")
                if before
                else QCoreApplication.translate("ReactorBox", "Chance the action wins: {percent}")
            )
            box.win_chance.setText(template.format(percent=percent(probability)))

    def _side_rolls(self, combatant_id: str | None, side: SideBox, *, current: bool) -> list[DiscardedRoll]:
        """The rolls of ``side`` no longer in use, and the one in use if ``current``."""
        if combatant_id is None:
            return []
        dice = [*side.discarded, *([side.dice_in_use()] if current else [])]
        return [DiscardedRoll(combatant_id, "2d6", rolled) for rolled in dice if rolled]

    def _set_aside(self, *, everything: bool) -> tuple[DiscardedRoll, ...]:
        """Every roll the check does not use: with ``everything``, all of them (the dialog cancelled)."""
        rolls = [*self._discarded, *self._side_rolls(self._combatant_id, self.action, current=everything)]
        opposing = self._opposing()
        fumbled = self.action.result is not None and self.action.result.outcome is srs.CheckOutcome.FUMBLE
        for box in self.reactors:
            unused = everything or box not in opposing or fumbled
            rolls += self._side_rolls(box.reactor_id(), box.side, current=unused)
        return tuple(rolls)

    def rolls_on_record(self) -> tuple[DiscardedRoll, ...]:
        return self._set_aside(everything=True)

    def request(self) -> ActionCheckRequest | None:
        """The check; None until every side that must roll has, and while a number typed in is out of
        range."""
        action = self.action.result
        if action is None or not self.action.ranges.ok():
            return None
        skill = self.skill.currentData()
        skill_id = skill if isinstance(skill, str) else None
        discarded = self._set_aside(everything=False)
        opposing = self._opposing()
        if not opposing:
            return ActionCheckRequest(action, skill_id=skill_id, discarded=discarded)
        fumbled = action.outcome is srs.CheckOutcome.FUMBLE
        oppositions: list[Opposition] = []
        for box in opposing:
            reactor_id = box.reactor_id()
            if not box.side.ranges.ok() or reactor_id is None:
                return None
            reaction = None if fumbled else box.side.result
            if reaction is None and not fumbled:
                return None
            oppositions.append(
                Opposition(reactor_id, reaction, box.skill_id() if reaction is not None else None)
            )
        first, *more = oppositions
        return ActionCheckRequest(
            action,
            first.reactor_id,
            first.reaction,
            skill_id,
            first.skill_id,
            more=tuple(more),
            discarded=discarded,
        )

    def _update(self) -> None:
        request = self.request()
        reactor_ids = [box.reactor_id() for box in self._opposing()]
        twice = len(set(reactor_ids)) < len(reactor_ids)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(request is not None and not twice)
        if twice:
            self.winner_label.setText(self.tr("⚠ The same reactor is chosen twice: choose another one."))
            return
        if request is None or not request.oppositions:
            self.winner_label.setText("")
            return
        names = {i: name for name, i in self._offered}
        lines = [
            self._winner_text(
                names.get(o.reactor_id, o.reactor_id),
                *srs.opposed_why(request.action, o.reaction, options=self._campaign.options),
            )
            for o in request.oppositions
        ]
        self.winner_label.setText("\n".join(lines))

    def _winner_text(self, opponent: str, winner: srs.Winner, why: srs.WinReason) -> str:
        """Who wins against ``opponent`` and the rule that decides it."""
        reasons = {
            srs.WinReason.ACTION_FUMBLE: self.tr("the action fumbled"),
            srs.WinReason.BOTH_CRITICAL: self.tr("both critical: reaction priority"),
            srs.WinReason.ACTION_CRITICAL: self.tr("the action's critical"),
            srs.WinReason.REACTION_FUMBLE: self.tr("the reaction fumbled"),
            srs.WinReason.REACTION_CRITICAL: self.tr("the reaction's critical")
            if winner is srs.Winner.REACTION
            else self.tr("the table rules: a critical reaction does not beat a normal action"),
            srs.WinReason.HIGHER: self.tr("higher achieved value"),
            srs.WinReason.TIE: self.tr("a tie: reaction priority"),
        }
        if winner is srs.Winner.ACTION:
            return self.tr("The action wins against {opponent} ({reason})").format(
                opponent=opponent, reason=reasons[why]
            )
        return self.tr("{opponent} wins ({reason})").format(opponent=opponent, reason=reasons[why])


def _same_team(fight: Encounter, one: str, other: str) -> bool:
    """Whether two combatants fight on one team: PCs and allies, or enemies."""
    enemy = (fight.combatant(one).side is Side.ENEMY, fight.combatant(other).side is Side.ENEMY)
    return enemy[0] == enemy[1]


def fill_skills(combo: QComboBox, campaign: Campaign, combatant_id: str | None) -> dict[str, Skill]:
    """``combo`` filled with "(no skill)" and the skills of ``combatant_id``'s sheet; gives those
    skills by id."""
    combo.clear()
    combo.addItem(QCoreApplication.translate("ActionCheckDialog", "(no skill)"), None)
    skills: dict[str, Skill] = {}
    for skill in _skills_of(campaign, combatant_id) if combatant_id is not None else ():
        combo.addItem(skill.name, skill.id)
        skills[skill.id] = skill
    return skills


def _take_check_value(skills: dict[str, Skill], combo: QComboBox, side: SideBox) -> None:
    """The check value of the skill chosen in ``combo``, if it has one, into ``side``."""
    skill = skills.get(combo.currentData())
    if skill is not None and skill.check_value is not None:
        side.value.setValue(skill.check_value)


def _skills_of(campaign: Campaign, combatant_id: str) -> tuple[Skill, ...]:
    """The skills on the sheet of a combatant's character; none without a sheet."""
    character_id = campaign.encounter.combatant(combatant_id).character_id
    if character_id is None:
        return ()
    try:
        return campaign.character(character_id).skills
    except KeyError:  # a sheet since removed from the campaign
        return ()
