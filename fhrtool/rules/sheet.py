"""Rule checks of a whole character sheet, for the sheet editor to show next to the fields concerned.

A sheet may break a rule for a while (the GM allows it, or it is being typed in), so these are reported
as problems with reasons rather than refused.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from fhrtool.model import Character, StatKind
from fhrtool.model.errors import FhrtoolError
from fhrtool.model.options import RuleOptions
from fhrtool.rules.casting import plays_as_pc
from fhrtool.rules.infinity import REGISTRATION_LEVELS, can_register

_DEFAULTS = RuleOptions()

PC_ABILITY_LIMIT = 2
"""A PC's abilities (能力) stay within -2..+2."""


# A value the sheet editor shows, never raised; it is an FhrtoolError so that its message is translated
# like every other one, hence no Error suffix.
class SheetProblem(FhrtoolError):  # noqa: N818
    """A rule the sheet breaks: the sheet field concerned (``field``) and a translatable message."""

    def __init__(self, template: str, field: str, /, **params: object) -> None:
        super().__init__(template, **params)
        self.field = field

    def __repr__(self) -> str:
        return f"SheetProblem({self.field!r}, {str(self)!r})"


def sheet_problems(character: Character, options: RuleOptions | None = None) -> tuple[SheetProblem, ...]:
    """Every rule ``character`` breaks, in the order of the sheet."""
    options = options or _DEFAULTS
    return (
        *_ability_problems(character, options),
        *_registration_problems(character),
        *_unused_emotion_problems(character),
    )


def _ability_problems(character: Character, options: RuleOptions) -> Iterator[SheetProblem]:
    if not (plays_as_pc(character) or options.npc_abilities_limited):
        return
    abilities = [
        ("reflex", "reflex", character.reflex),
        ("perception", "perception", character.perception),
        ("sense", "sense", character.sense),
    ]
    abilities += [
        ("extra_stats", stat.name, stat.value)
        for stat in character.extra_stats
        if stat.kind is StatKind.ABILITY
    ]
    for field, label, value in abilities:
        if abs(value) > PC_ABILITY_LIMIT:
            yield SheetProblem(
                "the ability {ability} is {value}; it must stay within -{limit}..+{limit}",
                field,
                ability=label,
                value=value,
                limit=PC_ABILITY_LIMIT,
            )


def _registration_problems(character: Character) -> Iterator[SheetProblem]:
    registrations = character.infinity_breaks
    field = "infinity_breaks"
    if len(registrations) > len(REGISTRATION_LEVELS):
        yield SheetProblem(
            "{count} Infinity Break registrations; at most {most} (one each at levels 3, 6 and 9)",
            field,
            count=len(registrations),
            most=len(REGISTRATION_LEVELS),
        )
    per_level = Counter(registration.level for registration in registrations)
    for registration in registrations:
        skill = character.skill(registration.skill_id)
        level = registration.level
        if level not in REGISTRATION_LEVELS:
            yield SheetProblem(
                "{skill} is registered at level {level}; registrations are made at levels 3, 6 and 9",
                field,
                skill=skill.name,
                level=level,
            )
        elif level > character.level:
            yield SheetProblem(
                "{skill} is registered at level {level}, which the character (level {reached}) has not reached",
                field,
                skill=skill.name,
                level=level,
                reached=character.level,
            )
        if per_level[level] > 1:
            yield SheetProblem(
                "{skill} shares level {level} with another registration; one registration per level",
                field,
                skill=skill.name,
                level=level,
            )
        if not can_register(skill):
            yield SheetProblem(
                "{skill} is an extra skill; only the servant one can be registered as an Infinity Break",
                field,
                skill=skill.name,
            )


def _unused_emotion_problems(character: Character) -> Iterator[SheetProblem]:
    if len(character.unused_emotions) > character.unused_emotion_limit:
        yield SheetProblem(
            "{count} unused emotions; at most {limit}",
            "unused_emotions",
            count=len(character.unused_emotions),
            limit=character.unused_emotion_limit,
        )
