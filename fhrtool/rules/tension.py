"""The tension value (テンション値): 0–100 points gained through the casting board and successful skills,
spent in place of HP on cost damage (代償ダメージ) (RULES §12).

Not to be confused with the tension mode (ロー/ハイテンション) of the FHR round engine.
"""

from __future__ import annotations

from enum import StrEnum

from fhrtool.model import Character, Skill
from fhrtool.model.base import SCORE_MIN
from fhrtool.model.character import TENSION_VALUE_MAX, TENSION_VALUE_MIN
from fhrtool.model.frozen import frozen
from fhrtool.model.options import CostSplit, RuleOptions
from fhrtool.rules import RuleError
from fhrtool.rules.events import Event, Outcome

_DEFAULTS = RuleOptions()

TENSION_MIN, TENSION_MAX = TENSION_VALUE_MIN, TENSION_VALUE_MAX
"""The range of the tension value, 0..100, which is also what a sheet can store."""
CONFRONTATION_TENSION = 2
"""Tension gained with the bond increase of an emotion confrontation (感情対決)."""
IN_PLAY_TENSION = 8
"""Tension gained on top of :data:`CONFRONTATION_TENSION` when the confrontation is resolved during play."""
HP_LOWEST = SCORE_MIN
"""The lowest HP a sheet can store."""


class TensionReason(StrEnum):
    NEW_ENTRY = "new_entry"
    CONFRONTATION = "confrontation"
    SKILL_SUCCESS = "skill_success"


@frozen
class TensionGained(Event):
    kind = "tension_gained"
    character_id: str
    reason: TensionReason
    amount: int
    before: int
    after: int


@frozen
class CostPaid(Event):
    kind = "cost_paid"
    character_id: str
    amount: int
    from_tension: int
    from_hp: int
    tension_after: int
    hp_after: int


def clamp(value: int) -> int:
    """``value`` limited to the range of the tension value, 0..100."""
    return max(TENSION_MIN, min(TENSION_MAX, value))


def after_gain(character: Character, amount: int) -> int:
    """The tension value a gain of ``amount`` would leave (never past 100): what :func:`gain` sets."""
    if amount < 0:
        raise RuleError("a tension gain cannot be negative: {amount}", amount=amount)
    return clamp(character.tension_value + amount)


def gain(character: Character, amount: int, reason: TensionReason) -> Outcome[Character]:
    """Raise the tension value by ``amount`` (never past 100)."""
    after = after_gain(character, amount)
    event = TensionGained(character.id, reason, amount, character.tension_value, after)
    return Outcome(character.model_copy(update={"tension_value": after}), (event,))


def confrontation_tension(*, in_play: bool) -> int:
    """The tension an emotion confrontation that gives gains is worth: +2, or +10 when resolved in play."""
    return CONFRONTATION_TENSION + (IN_PLAY_TENSION if in_play else 0)


def skill_used(character: Character, skill_id: str, *, succeeded: bool) -> Outcome[Character]:
    """A skill was used in a check: success gains its tension bonus (TB), failure gains nothing."""
    skill = skill_of(character, skill_id)
    if not succeeded:
        return Outcome(character)
    return gain(character, skill.tension_bonus, TensionReason.SKILL_SUCCESS)


def skill_of(character: Character, skill_id: str) -> Skill:
    """The skill ``skill_id`` on ``character``'s sheet; :class:`RuleError` when there is none."""
    try:
        return character.skill(skill_id)
    except KeyError:
        raise RuleError("{name} has no skill {skill_id}", name=character.name, skill_id=skill_id) from None


def most_from_tension(character: Character, amount: int) -> int:
    """The largest part of ``amount`` cost damage the tension value can pay: all of it, or as much as
    the tension value holds."""
    return min(amount, character.tension_value)


def tension_part(character: Character, amount: int, options: RuleOptions | None = None) -> int:
    """How much of ``amount`` cost damage the table's default split takes from the tension value.

    Tension first: as much as the tension value covers. HP first: HP down to 0, then tension; whatever
    neither covers falls on HP in both cases.
    """
    if (options or _DEFAULTS).cost_split is CostSplit.TENSION_FIRST:
        return most_from_tension(character, amount)
    from_hp = min(amount, max(character.hp.current, 0))
    return most_from_tension(character, amount - from_hp)


@frozen
class CostPayment:
    """How cost damage splits between the tension value and HP, and what each is left at."""

    amount: int
    from_tension: int
    from_hp: int
    tension_after: int
    hp_after: int


def cost_payment(
    character: Character,
    amount: int,
    *,
    from_tension: int | None = None,
    options: RuleOptions | None = None,
) -> CostPayment:
    """How paying ``amount`` cost damage would split: ``from_tension`` points from the tension value
    (the table's default split without it, :func:`tension_part`), the rest from HP.

    Refused like :func:`pay_cost` for a negative amount or a tension part it cannot take; whether HP may
    fall that low is left to :func:`pay_cost`, so a preview can still show it.
    """
    if amount < 0:
        raise RuleError("cost damage cannot be negative: {amount}", amount=amount)
    if from_tension is None:
        from_tension = tension_part(character, amount, options)
    elif not 0 <= from_tension <= amount:
        raise RuleError(
            "the tension part {part} of a cost of {amount} must be between 0 and {amount}",
            part=from_tension,
            amount=amount,
        )
    elif from_tension > character.tension_value:
        raise RuleError(
            "{name} has only {tension} tension to pay {part} with",
            name=character.name,
            tension=character.tension_value,
            part=from_tension,
        )
    from_hp = amount - from_tension
    return CostPayment(
        amount=amount,
        from_tension=from_tension,
        from_hp=from_hp,
        tension_after=character.tension_value - from_tension,
        hp_after=character.hp.current - from_hp,
    )


def pay_cost(
    character: Character,
    amount: int,
    *,
    from_tension: int | None = None,
    options: RuleOptions | None = None,
) -> Outcome[Character]:
    """Pay ``amount`` cost damage: ``from_tension`` points from the tension value, the rest from HP.

    Without ``from_tension`` the table's default split applies (:func:`tension_part`); the split is
    :func:`cost_payment`'s.
    """
    payment = cost_payment(character, amount, from_tension=from_tension, options=options)
    if payment.hp_after < HP_LOWEST:
        raise RuleError(
            "paying {hp} HP would take {name} below {lowest} HP",
            hp=payment.from_hp,
            name=character.name,
            lowest=HP_LOWEST,
        )
    paid = character.model_copy(
        update={
            "tension_value": payment.tension_after,
            "hp": character.hp.with_current(payment.hp_after),
        }
    )
    event = CostPaid(
        character.id,
        payment.amount,
        payment.from_tension,
        payment.from_hp,
        payment.tension_after,
        payment.hp_after,
    )
    return Outcome(paid, (event,))
