"""Steps of the roster and the character sheet: characters, their fields, skills, extra stats and Infinity
Break registrations. (Unused emotions and the casting board are steps of :mod:`fhrtool.steps.board`.)

Setting a field merges with the step before it when that step set the same field, so typing into a box
is one undo step named from the value typing began at ("Cost 0 → 12").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from fhrtool.model import (
    Campaign,
    Character,
    CharacterKind,
    Pool,
    Sheet,
    Skill,
    Stat,
    StatKind,
    new_id,
)
from fhrtool.model.base import NAME_MAX
from fhrtool.model.frozen import frozen
from fhrtool.model.text import Text
from fhrtool.rules import RuleError, casting, infinity
from fhrtool.rules.dice import DiceSource
from fhrtool.steps import labels
from fhrtool.steps.labels import SKILL_FIELD_LABELS, SKILL_FIELDS, STAT_FIELDS
from fhrtool.steps.merge import merge_emotions, sheet_taken, with_emotion_ids
from fhrtool.steps.step import (
    Clock,
    InvalidValueError,
    Step,
    character_step,
    logged,
    replace_character,
    shown,
    validated,
)


def _edited(
    campaign: Campaign,
    character_id: str,
    name: Text,
    change: Callable[[Character], Character],
    merge_key: object = None,
) -> Step[None]:
    after = replace_character(campaign, change(campaign.character(character_id)))
    return Step(after, name, None, merge_key=merge_key)


# Characters


@frozen
class SetField:
    """Set one field of a character."""

    character_id: str
    field: str
    value: object


def set_field(campaign: Campaign, inputs: SetField, _dice: DiceSource, _clock: Clock) -> Step[None]:
    """Set one field of a character; repeated edits of the same field merge into one undo step. The
    tension value of a character that has its starting value follows its concentration."""
    character = campaign.character(inputs.character_id)
    name = Text(
        "{field} {old} → {new} ({name})",
        field=labels.field(inputs.field),
        old=shown(getattr(character, inputs.field)),
        new=shown(inputs.value),
        name=character.name,
    )
    return _edited(
        campaign,
        inputs.character_id,
        name,
        lambda c: casting.follow_concentration(
            c, validated(c, **{inputs.field: inputs.value}), campaign.options
        ),
        ("field", inputs.character_id, inputs.field),
    )


@frozen
class SetPool:
    """Set a current/maximum pair (hope, HP)."""

    character_id: str
    field: str
    current: int
    maximum: int


def set_pool(campaign: Campaign, inputs: SetPool, dice: DiceSource, clock: Clock) -> Step[None]:
    """Set a current/maximum pair; lowering the maximum below the current lowers the current."""
    if inputs.maximum < 0:
        raise InvalidValueError("{field}: the maximum cannot be negative", field=inputs.field)
    pool = Pool(current=min(inputs.current, inputs.maximum), maximum=inputs.maximum)
    return set_field(campaign, SetField(inputs.character_id, inputs.field, pool), dice, clock)


@frozen
class AddCharacter:
    """A blank PC or NPC called ``name`` (the interface gives "New PC" in its own language)."""

    kind: CharacterKind
    name: str = ""


def add_character(campaign: Campaign, inputs: AddCharacter, _dice: DiceSource, _clock: Clock) -> Step[str]:
    """Add a blank PC or NPC at the end of the roster; gives its id."""
    default = "New PC" if inputs.kind is CharacterKind.PC else "New NPC"
    character = Character(name=inputs.name or default, kind=inputs.kind)
    after = campaign.model_copy(update={"characters": (*campaign.characters, character)})
    return Step(after, Text("Add {name}", name=character.name), character.id)


@frozen
class Duplicate:
    """A copy of a character, named by ``name_template`` (``"{name} (copy)"`` in the interface's language)."""

    character_id: str
    name_template: str = "{name} (copy)"


def duplicate_character(campaign: Campaign, inputs: Duplicate, _dice: DiceSource, _clock: Clock) -> Step[str]:
    """Add a copy of a character right after it; gives the copy's id."""
    original = campaign.character(inputs.character_id)
    name = inputs.name_template.format(name=original.name)
    copy = validated(original, id=new_id(), name=name if len(name) <= NAME_MAX else original.name)
    characters = list(campaign.characters)
    characters.insert(characters.index(original) + 1, copy)
    after = campaign.model_copy(update={"characters": tuple(characters)})
    return Step(after, Text("Duplicate {name}", name=original.name), str(copy.id))


def delete_character(campaign: Campaign, character_id: str, _dice: DiceSource, _clock: Clock) -> Step[None]:
    """Remove a character from the roster. Casting-board entries naming it stay."""
    character = campaign.character(character_id)
    after = campaign.model_copy(
        update={"characters": tuple(c for c in campaign.characters if c.id != character_id)}
    )
    return Step(after, Text("Delete {name}", name=character.name), None)


# Skills (特技) and extra stats


def _find(items: Sequence[Skill | Stat], item_id: str, what: str) -> int:
    for position, item in enumerate(items):
        if item.id == item_id:
            return position
    raise InvalidValueError("there is no {what} {item_id}", what=what, item_id=item_id)


_Item = TypeVar("_Item", Skill, Stat)


def _with_field(
    items: tuple[_Item, ...], item_id: str, what: str, field: str, value: object
) -> tuple[_Item, _Item, tuple[_Item, ...]]:
    """The item ``item_id``, its copy with ``field`` set (validated), and ``items`` with the copy in
    its place."""
    position = _find(items, item_id, what)
    changed = validated(items[position], **{field: value})
    updated = list(items)
    updated[position] = changed
    return items[position], changed, tuple(updated)


@frozen
class AddSkill:
    character_id: str
    name: str = "New skill"


def add_skill(campaign: Campaign, inputs: AddSkill, _dice: DiceSource, _clock: Clock) -> Step[str]:
    """Add a skill at the end of the character's list; gives its id."""
    character = campaign.character(inputs.character_id)
    skill = validated(Skill(name=""), name=inputs.name)
    return Step(
        replace_character(campaign, character.model_copy(update={"skills": (*character.skills, skill)})),
        Text("Add skill {skill} ({name})", skill=skill.name, name=character.name),
        str(skill.id),
    )


@frozen
class SetSkillField:
    character_id: str
    skill_id: str
    field: str
    value: object


def set_skill_field(
    campaign: Campaign, inputs: SetSkillField, _dice: DiceSource, _clock: Clock
) -> Step[None]:
    """Set one field of a skill; repeated edits of the same field merge into one undo step."""
    if inputs.field not in SKILL_FIELDS:
        raise InvalidValueError("{field}: not an editable field of a skill", field=inputs.field)
    character = campaign.character(inputs.character_id)
    skill, _, updated = _with_field(character.skills, inputs.skill_id, "skill", inputs.field, inputs.value)
    name = Text(
        "{skill}: {field} {old} → {new} ({name})",
        skill=skill.name,
        field=SKILL_FIELD_LABELS[inputs.field],
        old=shown(getattr(skill, inputs.field)),
        new=shown(inputs.value),
        name=character.name,
    )
    merge_key = ("skill", inputs.character_id, inputs.skill_id, inputs.field)
    return _edited(
        campaign, inputs.character_id, name, lambda c: c.model_copy(update={"skills": updated}), merge_key
    )


def registrations_of(character: Character, skill_id: str) -> int:
    """How many Infinity Break registrations name the skill."""
    return sum(1 for registration in character.infinity_breaks if registration.skill_id == skill_id)


def check_removable(character: Character, skill_id: str) -> None:
    """Raise :class:`RuleError` saying why when the skill cannot be taken off the sheet."""
    count = registrations_of(character, skill_id)
    if count:
        raise RuleError(
            "{skill} is registered as an Infinity Break ({count}×) and a registration can never "
            "be changed, so the skill stays on the sheet",
            skill=character.skill(skill_id).name,
            count=count,
        )


@frozen
class RemoveSkill:
    character_id: str
    skill_id: str


def remove_skill(campaign: Campaign, inputs: RemoveSkill, _dice: DiceSource, _clock: Clock) -> Step[None]:
    """Take a skill off the sheet; refused for a skill registered as an Infinity Break."""
    character = campaign.character(inputs.character_id)
    position = _find(character.skills, inputs.skill_id, "skill")
    check_removable(character, inputs.skill_id)
    name = Text("Remove skill {skill} ({name})", skill=character.skills[position].name, name=character.name)
    return _edited(
        campaign,
        inputs.character_id,
        name,
        lambda c: c.model_copy(update={"skills": tuple(s for s in c.skills if s.id != inputs.skill_id)}),
    )


@frozen
class AddStat:
    """An essence or ability called ``name`` (the interface gives "New essence" in its own language)."""

    character_id: str
    kind: StatKind
    name: str = ""


def add_stat(campaign: Campaign, inputs: AddStat, _dice: DiceSource, _clock: Clock) -> Step[str]:
    """Add an essence or ability beyond the six every sheet has; gives its id."""
    character = campaign.character(inputs.character_id)
    default = "New essence" if inputs.kind is StatKind.ESSENCE else "New ability"
    stat = validated(Stat(name="", kind=inputs.kind), name=inputs.name or default)
    return Step(
        replace_character(
            campaign, character.model_copy(update={"extra_stats": (*character.extra_stats, stat)})
        ),
        Text(
            "Add {kind} {stat} ({name})",
            kind=labels.STAT_KINDS[inputs.kind],
            stat=stat.name,
            name=character.name,
        ),
        str(stat.id),
    )


@frozen
class SetStatField:
    character_id: str
    stat_id: str
    field: str
    value: object


def set_stat_field(campaign: Campaign, inputs: SetStatField, _dice: DiceSource, _clock: Clock) -> Step[None]:
    """Rename an extra stat or set its value; repeated edits of one field merge into one undo step."""
    if inputs.field not in STAT_FIELDS:
        raise InvalidValueError("{field}: not an editable field of a stat", field=inputs.field)
    character = campaign.character(inputs.character_id)
    stat, changed, updated = _with_field(
        character.extra_stats, inputs.stat_id, "stat", inputs.field, inputs.value
    )
    if changed.kind is StatKind.ESSENCE and changed.value < 0:
        raise InvalidValueError("{stat}: an essence cannot be negative", stat=stat.name)
    old, new = shown(getattr(stat, inputs.field)), shown(inputs.value)
    if inputs.field == "name":
        name = Text("Rename {old} → {new} ({name})", old=old, new=new, name=character.name)
    else:
        name = Text("{stat} {old} → {new} ({name})", stat=stat.name, old=old, new=new, name=character.name)
    merge_key = ("stat", inputs.character_id, inputs.stat_id, inputs.field)
    return _edited(
        campaign,
        inputs.character_id,
        name,
        lambda c: c.model_copy(update={"extra_stats": updated}),
        merge_key,
    )


@frozen
class RemoveStat:
    character_id: str
    stat_id: str


def remove_stat(campaign: Campaign, inputs: RemoveStat, _dice: DiceSource, _clock: Clock) -> Step[None]:
    """Take an extra stat off the sheet."""
    character = campaign.character(inputs.character_id)
    stat = character.extra_stats[_find(character.extra_stats, inputs.stat_id, "stat")]
    return _edited(
        campaign,
        inputs.character_id,
        Text("Remove {stat} ({name})", stat=stat.name, name=character.name),
        lambda c: c.model_copy(
            update={"extra_stats": tuple(s for s in c.extra_stats if s.id != inputs.stat_id)}
        ),
    )


# Infinity Break (インフィニティ・ブレイク)


@frozen
class RegisterInfinityBreak:
    """Register ``skill_id`` at ``level`` (None: the lowest level still open)."""

    character_id: str
    skill_id: str
    level: int | None = None


def register_infinity_break(
    campaign: Campaign, inputs: RegisterInfinityBreak, _dice: DiceSource, clock: Clock
) -> Step[str]:
    """Register a skill as an Infinity Break through the rules (levels 3/6/9, no extra skills but the
    servant one), noted in the log so the GM is told; gives the registration's id."""
    character = campaign.character(inputs.character_id)
    outcome = infinity.register(character, inputs.skill_id, inputs.level)
    registration = outcome.state.infinity_breaks[-1]
    name = Text(
        "Register {skill} as Infinity Break at level {level} ({name})",
        skill=character.skill(inputs.skill_id).name,
        level=registration.level,
        name=character.name,
    )
    return character_step(campaign, name, str(registration.id), outcome, clock)


# Shared sheets


def import_sheet(campaign: Campaign, sheet: Sheet, _dice: DiceSource, clock: Clock) -> Step[str]:
    """Add a shared sheet's character to the campaign, its emotions merged into the emotion list; gives
    the character's id.

    Nothing already in the campaign changes. The new character is renamed "Name (2)" when the name is
    taken and gets a new id when the id is; an emotion the catalogue already has (same Japanese name,
    bond value and mad colour) is not added again and the character refers to the catalogue's one. The
    log notes the sheet taken in, with the character as it came: the base of a later update from a sheet.
    """
    emotions, renamed = merge_emotions(campaign.emotions, sheet.emotions)
    character = with_emotion_ids(sheet.character, renamed)
    taken_ids = {existing.id for existing in campaign.characters}
    taken_names = {existing.name for existing in campaign.characters}
    update: dict[str, object] = {"name": _free_name(character.name, taken_names)}
    if character.id in taken_ids:
        update["id"] = new_id()
    character = character.model_copy(update=update)
    after = campaign.model_copy(
        update={"characters": (*campaign.characters, character), "emotions": emotions}
    )
    event = sheet_taken(character, sheet, 0, added=True)
    return logged(after, Text("Import {name}", name=sheet.character.name), str(character.id), (event,), clock)


def _free_name(name: str, taken: set[str]) -> str:
    """``name``, or "name (2)", "name (3)", … — the first not in ``taken``, within the name length limit."""
    if name not in taken:
        return name
    number = 2
    while True:
        suffix = f" ({number})"
        candidate = name[: NAME_MAX - len(suffix)] + suffix
        if candidate not in taken:
            return candidate
        number += 1
