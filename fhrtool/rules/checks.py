"""FHR checks (判定): a pool of dice sized by an essence, read against a target (目標値).

The FHR check chapter is not available, so the reading of the pool is a table rule (RULES §1): by
default the dice are summed and the check succeeds when the sum reaches the target. A pool explains
where its dice came from (RULES §5); a result explains what was rolled and why it succeeded.
"""

from __future__ import annotations

from enum import StrEnum

from fhrtool.model import RuleOptions
from fhrtool.model.frozen import frozen
from fhrtool.model.options import CheckMode, FumbleRule
from fhrtool.rules import RuleError
from fhrtool.rules.dice import DiceSource, Roll, roll

_DEFAULTS = RuleOptions()


@frozen
class DicePool:
    """The dice of one check: essence + tension correction + passive bonus + hope dice - fatigue penalty."""

    base: int
    correction: int = 0
    passive_bonus: int = 0
    hope_dice: int = 0
    fatigue_penalty: int = 0

    @property
    def total(self) -> int:
        return self.base + self.correction + self.passive_bonus + self.hope_dice - self.fatigue_penalty

    @property
    def below_one(self) -> bool:
        """Fewer than one die: the table decides what happens (RULES §1)."""
        return self.total < 1

    def refused(self, options: RuleOptions) -> bool:
        """Whether the table rules refuse a check of this pool: fewer than one die, where they do."""
        return self.below_one and not options.allow_checks_below_one_die

    def __str__(self) -> str:
        parts = [str(self.base)]
        for label, value in (
            ("correction", self.correction),
            ("passive", self.passive_bonus),
            ("hope", self.hope_dice),
            ("fatigue", -self.fatigue_penalty),
        ):
            if value:
                parts.append(f"{value:+d} {label}")
        return f"{' '.join(parts)} = {self.total} dice"


def fatigue_penalty(fatigue: int, options: RuleOptions | None = None) -> int:
    """The dice that fatigue (疲労ダメージ) takes away: 1 per full ``fatigue_penalty_step``, none when 0."""
    step = (options or _DEFAULTS).fatigue_penalty_step
    return fatigue // step if step else 0


def check_dice(
    essence_value: int,
    correction: int,
    *,
    passive_bonus: int = 0,
    hope: int = 0,
    fatigue: int = 0,
    options: RuleOptions | None = None,
) -> DicePool:
    """The pool of a check with an essence of ``essence_value``, spending ``hope`` hope points.

    ``passive_bonus`` is the bonus of a passive declaration; pass it for passive checks only.
    """
    options = options or _DEFAULTS
    if hope < 0:
        raise RuleError("cannot spend {hope} hope", hope=hope)
    return DicePool(
        base=essence_value,
        correction=correction,
        passive_bonus=passive_bonus,
        hope_dice=hope * options.hope_dice_per_point,
        fatigue_penalty=fatigue_penalty(fatigue, options),
    )


class CheckOutcome(StrEnum):
    SUCCESS = "success"
    FAILURE = "failure"
    FUMBLE = "fumble"


@frozen
class CheckResult:
    """A resolved check: the dice (``None`` when the GM typed the result in), the value read from them
    (sum or number of successes), the target and the outcome."""

    value: int
    target: int
    outcome: CheckOutcome
    roll: Roll | None = None
    pool: DicePool | None = None
    mode: CheckMode = CheckMode.SUM

    @property
    def success(self) -> bool:
        return self.outcome is CheckOutcome.SUCCESS

    @property
    def typed(self) -> bool:
        return self.roll is None

    def __str__(self) -> str:
        shown = f"{self.roll}={self.value}" if self.roll is not None else f"{self.value} (typed)"
        unit = " successes" if self.mode is CheckMode.SUCCESSES else ""
        return f"{shown}{unit} vs {self.target}: {self.outcome}"


def roll_check(
    pool: DicePool, target: int, dice: DiceSource, options: RuleOptions | None = None
) -> CheckResult:
    """Roll ``pool`` against ``target``.

    A pool below one die is refused unless the table allows such checks; then no die is rolled and
    the check fails unless the target is 0 or less (the GM may type another result in instead).
    """
    options = options or _DEFAULTS
    if pool.refused(options):
        raise RuleError("a check needs at least 1 die, this one has {count}", count=pool.total)
    rolled = roll(dice, max(pool.total, 0), options.die_faces)
    if options.check_mode is CheckMode.SUCCESSES:
        value = sum(1 for result in rolled.results if result >= options.success_face)
    else:
        value = rolled.total
    fumbled = (
        options.fumble_rule is FumbleRule.ALL_ONES
        and bool(rolled.results)
        and all(result == 1 for result in rolled.results)
    )
    return CheckResult(
        value=value,
        target=target,
        outcome=_outcome(value, target, fumbled=fumbled),
        roll=rolled,
        pool=pool,
        mode=options.check_mode,
    )


def typed_check(total: int, target: int, *, fumble: bool = False) -> CheckResult:
    """A check whose result the GM typed in instead of rolling; ``fumble`` when the GM says so."""
    return CheckResult(value=total, target=target, outcome=_outcome(total, target, fumbled=fumble))


def _outcome(value: int, target: int, *, fumbled: bool) -> CheckOutcome:
    if fumbled:
        return CheckOutcome.FUMBLE
    return CheckOutcome.SUCCESS if value >= target else CheckOutcome.FAILURE
