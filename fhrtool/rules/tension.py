"""The tension value (テンション値): 0–100 points gained through the casting board and successful skills,
spent in place of HP on cost damage (代償ダメージ) (RULES §12).

Not to be confused with the tension mode (ロー/ハイテンション) of the FHR round engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from fhrtool.model import Character, Skill
from fhrtool.model.base import SCORE_MIN
from fhrtool.model.options import CostSplit, RuleOptions
from fhrtool.rules import RuleError
from fhrtool.rules.events import Event, Outcome

_DEFAULTS = RuleOptions()

TENSION_MIN = 0
TENSION_MAX = 100
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


@dataclass(frozen=True)
class TensionGained(Event):
    kind = "tension_gained"
    character_id: str
    reason: TensionReason
    amount: int
    before: int
    after: int


@dataclass(frozen=True)
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


def gain(character: Character, amount: int, reason: TensionReason) -> Outcome[Character]:
    """Raise the tension value by ``amount`` (never past 100)."""
    if amount < 0:
        raise RuleError("a tension gain cannot be negative: {amount}", amount=amount)
    after = clamp(character.tension_value + amount)
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


def tension_part(character: Character, amount: int, options: RuleOptions | None = None) -> int:
    """How much of ``amount`` cost damage the table's default split takes from the tension value.

    Tension first: as much as the tension value covers. HP first: HP down to 0, then tension; whatever
    neither covers falls on HP in both cases.
    """
    if (options or _DEFAULTS).cost_split is CostSplit.TENSION_FIRST:
        return min(amount, character.tension_value)
    from_hp = min(amount, max(character.hp.current, 0))
    return min(amount - from_hp, character.tension_value)


def pay_cost(
    character: Character,
    amount: int,
    *,
    from_tension: int | None = None,
    options: RuleOptions | None = None,
) -> Outcome[Character]:
    """Pay ``amount`` cost damage: ``from_tension`` points from the tension value, the rest from HP.

    Without ``from_tension`` the table's default split applies (:func:`tension_part`).
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
    hp_after = character.hp.current - from_hp
    if hp_after < HP_LOWEST:
        raise RuleError(
            "paying {hp} HP would take {name} below {lowest} HP",
            hp=from_hp,
            name=character.name,
            lowest=HP_LOWEST,
        )
    tension_after = character.tension_value - from_tension
    paid = character.model_copy(
        update={"tension_value": tension_after, "hp": character.hp.with_current(hp_after)}
    )
    return Outcome(paid, (CostPaid(character.id, amount, from_tension, from_hp, tension_after, hp_after),))
