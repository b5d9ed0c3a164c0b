"""Infinity Break (インフィニティ・ブレイク): skills registered at levels 3, 6 and 9, used once per scenario
per registration for 50 cost damage with every value in 《 》 raised by 10 (RULES §14).

A registration can never be changed or withdrawn, so there is deliberately no function that does so.
"""

from __future__ import annotations

import re
import unicodedata

from fhrtool.model import CONSTANT_CATEGORY, Character, InfinityBreak, Skill
from fhrtool.model.frozen import frozen
from fhrtool.model.options import RuleOptions
from fhrtool.rules import RuleError
from fhrtool.rules.events import Event, Outcome
from fhrtool.rules.tension import pay_cost, skill_of

REGISTRATION_LEVELS = (3, 6, 9)
"""The levels at which a character registers one skill each; hence at most three registrations."""
BREAK_COST = 50
"""Cost damage of an Infinity Break on top of the skill's own cost."""
BOOST = 10
_DEFAULTS = RuleOptions()

_BRACKETED = re.compile(r"《([^《》]*)》")
_DIGIT = re.compile(r"[0-9]")
_PLAIN = re.compile(r"([+\-−]?)([0-9]+)")
_TRAILING_CONSTANT = re.compile(r"(.*?)\s*([+\-−])\s*([0-9]+)")
_WITH_UNIT = re.compile(r"([+\-−]?)([0-9]+)\s*([^0-9+\-−Dd\s][^0-9+\-−]*)")
"""A number followed by a unit (%, m, 点, ラウンド…): no digits or signs in it, and not a die (D)."""
_MINUS = ("-", "−")


@frozen
class InfinityBreakRegistered(Event):
    kind = "infinity_break_registered"
    character_id: str
    registration_id: str
    skill_id: str
    level: int


@frozen
class InfinityBreakUsed(Event):
    kind = "infinity_break_used"
    character_id: str
    registration_id: str
    skill_id: str
    effect: str
    until_end_of_scene: bool


@frozen(kw_only=True)
class BreakOutcome(Outcome[Character]):
    """The outcome of an Infinity Break with the boosted effect text and how long it lasts.

    ``until_end_of_scene``: a constant (常時) skill keeps the boosted effect to the end of the scene (the
    end of combat when used in combat); other skills last as the skill says.
    """

    effect: str
    until_end_of_scene: bool
    unboosted: tuple[str, ...] = ()
    """The 《 》 of the effect that hold no number and were left as they are: the player is told."""


def can_register(skill: Skill) -> bool:
    """Whether ``skill`` may be registered: extra skills (エクストラスキル) only when it is the servant one."""
    return not skill.is_extra or skill.is_servant


def open_levels(character: Character) -> tuple[int, ...]:
    """The registration levels ``character`` has reached but not used yet."""
    taken = {registration.level for registration in character.infinity_breaks}
    return tuple(level for level in REGISTRATION_LEVELS if level <= character.level and level not in taken)


def register(character: Character, skill_id: str, level: int | None = None) -> Outcome[Character]:
    """Register skill ``skill_id`` as an Infinity Break at ``level`` (the lowest open level by default).

    The same skill may be registered more than once: each registration is one more use per scenario.
    """
    skill = skill_of(character, skill_id)
    if not can_register(skill):
        raise RuleError("the extra skill {skill} cannot be registered as an Infinity Break", skill=skill.name)
    available = open_levels(character)
    if not available:
        raise RuleError(
            "{name} has no Infinity Break registration left at level {level} (one each at levels 3, 6 and 9)",
            name=character.name,
            level=character.level,
        )
    level = available[0] if level is None else level
    if level not in available:
        raise RuleError(
            "level {level} is not open for an Infinity Break registration of {name}; open: {open}",
            level=level,
            name=character.name,
            open=", ".join(map(str, available)),
        )
    registration = InfinityBreak(skill_id=skill.id, level=level)
    registered = character.model_copy(update={"infinity_breaks": (*character.infinity_breaks, registration)})
    return Outcome(registered, (InfinityBreakRegistered(character.id, registration.id, skill.id, level),))


def break_cost(skill: Skill) -> int:
    """The cost damage of breaking ``skill``: 50 plus the skill's own cost."""
    return BREAK_COST + skill.cost


def use_infinity_break(
    character: Character,
    registration_id: str,
    options: RuleOptions | None = None,
    *,
    from_tension: int | None = None,
) -> BreakOutcome:
    """Use registration ``registration_id`` once this scenario, paying :func:`break_cost` as cost damage.

    ``from_tension`` is the part of the cost the tension value covers (the table's split by default).
    """
    registration = _registration(character, registration_id)
    if registration.used_this_scenario:
        raise RuleError("this Infinity Break of {name} was already used this scenario", name=character.name)
    skill = skill_of(character, registration.skill_id)
    paid = pay_cost(character, break_cost(skill), from_tension=from_tension, options=options)
    used = registration.model_copy(update={"used_this_scenario": True})
    registrations = tuple(used if item.id == registration.id else item for item in character.infinity_breaks)
    effect = boost(skill.effect, options)
    until_end_of_scene = skill.category == CONSTANT_CATEGORY
    event = InfinityBreakUsed(character.id, registration.id, skill.id, effect, until_end_of_scene)
    return BreakOutcome(
        paid.state.model_copy(update={"infinity_breaks": registrations}),
        (event, *paid.events),
        effect=effect,
        until_end_of_scene=until_end_of_scene,
        unboosted=unboosted(skill.effect),
    )


def reset_uses(character: Character) -> Character:
    """Every registration usable again, as at the start of a scenario."""
    registrations = tuple(
        registration.model_copy(update={"used_this_scenario": False})
        for registration in character.infinity_breaks
    )
    return character.model_copy(update={"infinity_breaks": registrations})


def boost(effect_text: str, options: RuleOptions | None = None) -> str:
    """``effect_text`` with every value inside 《 》 raised by 10; text outside 《 》 is untouched.

    A number becomes that number + 10 (「−《1》」 → 「−《11》」), a number with a unit keeps it (《10%》 →
    《20%》, unless the table rules say otherwise); an expression with a trailing constant has 10 added to
    it (《2D+3》 → 《2D+13》); any other expression gets +10 appended (《1D》 → 《1D+10》). A 《 》 without
    digits is left alone (see :func:`unboosted`). Full-width characters inside a changed 《 》 become
    half-width.
    """
    keeps_unit = (options or _DEFAULTS).boost_keeps_unit
    return _BRACKETED.sub(lambda match: f"《{_boosted(match.group(1), keeps_unit)}》", effect_text)


def unboosted(effect_text: str) -> tuple[str, ...]:
    """The 《 》 of ``effect_text`` that hold no number, which an Infinity Break leaves as they are."""
    return tuple(
        match.group(0)
        for match in _BRACKETED.finditer(effect_text)
        if not _DIGIT.search(unicodedata.normalize("NFKC", match.group(1)))
    )


def _boosted(value: str, keeps_unit: bool) -> str:
    text = unicodedata.normalize("NFKC", value).strip()
    if not _DIGIT.search(text):
        return value
    if plain := _PLAIN.fullmatch(text):
        sign, digits = plain.groups()
        return _plus_boost(sign, digits, explicit_plus=sign == "+")
    if keeps_unit and (with_unit := _WITH_UNIT.fullmatch(text)):
        sign, digits, unit = with_unit.groups()
        return _plus_boost(sign, digits, explicit_plus=sign == "+") + unit
    if trailing := _TRAILING_CONSTANT.fullmatch(text):
        head, sign, digits = trailing.groups()
        return head + _plus_boost(sign, digits, explicit_plus=True)
    return f"{text}+{BOOST}"


def _plus_boost(sign: str, digits: str, *, explicit_plus: bool) -> str:
    number = (-int(digits) if sign in _MINUS else int(digits)) + BOOST
    if number < 0:
        return f"{sign}{-number}"  # only a minus sign can leave it below 0: keep the one written
    return f"+{number}" if explicit_plus else str(number)


def _registration(character: Character, registration_id: str) -> InfinityBreak:
    try:
        return character.registration(registration_id)
    except KeyError:
        raise RuleError(
            "{name} has no Infinity Break registration {registration_id}",
            name=character.name,
            registration_id=registration_id,
        ) from None
