"""2D6 action checks (行為判定) and opposed checks (対決) of the Standard RPG System (RULES §9–§10).

:func:`check` rolls 2D6 from a dice source. Results typed in from physical dice go through
:class:`~fhrtool.rules.dice.ScriptedDice`, which refuses impossible results, so there is one path for
rolled and typed-in checks alike.
"""

from __future__ import annotations

from enum import StrEnum

from fhrtool.model.frozen import frozen
from fhrtool.model.options import OverlapPriority, RuleOptions
from fhrtool.rules import RuleError
from fhrtool.rules.dice import DiceSource, Roll, roll
from fhrtool.rules.events import Event

_DEFAULTS = RuleOptions()

CHECK_DICE = 2
CHECK_FACES = 6
"""An action check rolls CHECK_DICE dice of CHECK_FACES faces: the 2D6 of the Standard RPG System."""


class CheckOutcome(StrEnum):
    CRITICAL = "critical"  # 自動成功: the raw 2D6 reached the critical value
    FUMBLE = "fumble"  # 自動失敗: the raw 2D6 stayed at or below the fumble value
    SUCCESS = "success"
    FAILURE = "failure"
    ROLLED = "rolled"  # no difficulty given (or a hidden one): only the achieved value is known


@frozen
class CheckResult(Event):
    """A 2D6 action check that explains itself; it is also the log event of the check.

    ``achieved`` (達成値) is None on a critical or fumble: an automatic result needs none. ``roll`` is
    None for a side that cannot roll (:func:`unrolled`), which has no critical or fumble value either.
    """

    kind = "check_result"
    outcome: CheckOutcome
    achieved: int | None
    roll: Roll | None
    value: int
    modifier: int = 0
    difficulty: int | None = None
    critical: int | None = None
    fumble: int | None = None


def check(
    dice: DiceSource,
    value: int,
    modifier: int = 0,
    difficulty: int | None = None,
    *,
    critical: int | None = None,
    fumble: int | None = None,
    options: RuleOptions | None = None,
) -> CheckResult:
    """Roll a 2D6 action check with check value ``value`` (判定値) and GM modifier ``modifier`` (修正).

    ``critical`` and ``fumble`` default to the table's values; pass them when an effect changes them.
    Without ``difficulty`` (難易度) the outcome is ``rolled`` unless the dice decide automatically.
    """
    options = options or _DEFAULTS
    critical = options.critical_value if critical is None else critical
    fumble = options.fumble_value if fumble is None else fumble
    rolled = roll(dice, CHECK_DICE, CHECK_FACES)
    natural = rolled.total
    automatic = [(natural >= critical, CheckOutcome.CRITICAL), (natural <= fumble, CheckOutcome.FUMBLE)]
    if options.overlap_priority is OverlapPriority.FUMBLE_FIRST:
        automatic.reverse()
    decided = [outcome for applies, outcome in automatic if applies]
    achieved: int | None = None
    if decided:
        outcome = decided[0]
    else:
        achieved = value + natural + modifier
        if difficulty is None:
            outcome = CheckOutcome.ROLLED
        else:
            outcome = CheckOutcome.SUCCESS if achieved >= difficulty else CheckOutcome.FAILURE
    return CheckResult(outcome, achieved, rolled, value, modifier, difficulty, critical, fumble)


def distinct_values(critical: int, fumble: int, options: RuleOptions | None = None) -> tuple[int, int]:
    """Critical and fumble values that never apply to the same 2D6 and decide every roll as
    ``critical`` and ``fumble`` do under the table's overlap rule (RULES §9): where both would apply,
    the one tested second gives way. They mean the same whichever is tested first, so a dice bot that
    always tests the critical first (BCDice) reads them as the table does."""
    options = options or _DEFAULTS
    if options.overlap_priority is OverlapPriority.FUMBLE_FIRST:
        return max(critical, fumble + 1), fumble
    return critical, min(fumble, critical - 1)


def unrolled(value: int, modifier: int = 0) -> CheckResult:
    """The side of an opposed check that cannot roll: achieved value = check value + modifier, no dice."""
    return CheckResult(CheckOutcome.ROLLED, value + modifier, None, value, modifier)


class Winner(StrEnum):
    ACTION = "action"
    REACTION = "reaction"


class WinReason(StrEnum):
    """Why a side won an opposed check (RULES §10)."""

    ACTION_FUMBLE = "action_fumble"
    BOTH_CRITICAL = "both_critical"
    ACTION_CRITICAL = "action_critical"
    REACTION_FUMBLE = "reaction_fumble"
    REACTION_CRITICAL = "reaction_critical"
    HIGHER = "higher"
    TIE = "tie"


def opposed(
    action: CheckResult, reaction: CheckResult | None, *, options: RuleOptions | None = None
) -> Winner:
    """Who wins an opposed check (対決); ties go to the reaction (リアクション優先).

    ``reaction`` is None when the action fumbled, since the reaction side does not roll then (a reaction
    given anyway changes nothing). Difficulties are ignored: achieved values are compared.
    """
    return opposed_why(action, reaction, options=options)[0]


def opposed_why(
    action: CheckResult, reaction: CheckResult | None, *, options: RuleOptions | None = None
) -> tuple[Winner, WinReason]:
    """Who wins an opposed check (:func:`opposed`) and why."""
    if action.outcome is CheckOutcome.FUMBLE:
        return Winner.REACTION, WinReason.ACTION_FUMBLE
    if reaction is None:
        raise RuleError("the reaction side must check unless the action fumbled")
    if action.outcome is CheckOutcome.CRITICAL:
        if reaction.outcome is CheckOutcome.CRITICAL:
            return Winner.REACTION, WinReason.BOTH_CRITICAL
        return Winner.ACTION, WinReason.ACTION_CRITICAL
    if reaction.outcome is CheckOutcome.FUMBLE:
        return Winner.ACTION, WinReason.REACTION_FUMBLE
    if reaction.outcome is CheckOutcome.CRITICAL:
        beats = (options or _DEFAULTS).reaction_critical_beats_normal
        return Winner.REACTION if beats else Winner.ACTION, WinReason.REACTION_CRITICAL
    # Only automatic results lack an achieved value, and both are past those here.
    assert action.achieved is not None
    assert reaction.achieved is not None
    if action.achieved == reaction.achieved:
        return Winner.REACTION, WinReason.TIE
    return Winner.ACTION if action.achieved > reaction.achieved else Winner.REACTION, WinReason.HIGHER
