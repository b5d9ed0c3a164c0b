"""Undoable edits of the parts of a character sheet that are lists: skills, extra stats and Infinity
Break registrations. (Unused emotions and the casting board are steps of :mod:`fhrtool.app.board_ops`.)

Like :mod:`fhrtool.app.operations`, each function names its step for the Edit menu, pushes one edit,
and raises (pushing nothing) when the data model or the rules refuse: :class:`InvalidValueError` for a
value the model does not accept, :class:`~fhrtool.rules.RuleError` for something the rules forbid.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QLocale

from fhrtool.app.document import Document
from fhrtool.app.i18n import QT_TRANSLATE_NOOP, tr
from fhrtool.app.operations import InvalidValueError, edit_character, shown, validated, with_outcome
from fhrtool.model import Campaign, Character, Skill, Stat, StatKind
from fhrtool.rules import RuleError, infinity

LABELS = "character_ops"

SKILL_FIELDS = (
    "name",
    "category",
    "cost",
    "tension_bonus",
    "check_value",
    "effect",
    "is_extra",
    "is_servant",
)
"""The editable fields of a skill, in the order a skills table shows them."""

_SKILL_LABELS = {
    "name": QT_TRANSLATE_NOOP("character_ops", "Skill"),
    "category": QT_TRANSLATE_NOOP("character_ops", "Category"),
    "cost": QT_TRANSLATE_NOOP("character_ops", "Cost"),
    "tension_bonus": QT_TRANSLATE_NOOP("character_ops", "TB"),
    "check_value": QT_TRANSLATE_NOOP("character_ops", "Check value"),
    "effect": QT_TRANSLATE_NOOP("character_ops", "Effect"),
    "is_extra": QT_TRANSLATE_NOOP("character_ops", "Extra"),
    "is_servant": QT_TRANSLATE_NOOP("character_ops", "Servant"),
}

STAT_FIELDS = ("name", "value")
"""The editable fields of an extra stat; its kind is chosen when it is added."""


def skill_field_label(field: str) -> str:
    """The translated label of a skill field."""
    return QCoreApplication.translate(LABELS, _SKILL_LABELS[field])


def stat_kind_label(kind: StatKind) -> str:
    """ "Essence" or "Ability", translated."""
    return tr("Essence") if kind is StatKind.ESSENCE else tr("Ability")


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


def _first_value(
    document: Document, character_id: str, items: str, item_id: str, key: tuple[str, ...]
) -> object:
    """The value the run of edits merging under ``key`` (its last part the field) started from: a step
    is named after it ("Cost 0 → 12"), not after the value before the last key press."""
    found = getattr(document.merge_base(key).character(character_id), items)
    return getattr(found[_find(found, item_id, key[0])], key[-1])


# Skills (特技)


def add_skill(document: Document, character_id: str, name: str | None = None) -> str:
    """Add a skill at the end of the character's list; returns its id."""
    character = document.character(character_id)
    skill = validated(Skill(name=""), name=tr("New skill") if name is None else name)
    edit_character(
        document,
        character_id,
        tr("Add skill {skill} ({name})").format(skill=skill.name, name=character.name),
        lambda c: c.model_copy(update={"skills": (*c.skills, skill)}),
    )
    return str(skill.id)


def set_skill_field(document: Document, character_id: str, skill_id: str, field: str, value: object) -> bool:
    """Set one field of a skill; repeated edits of the same field merge into one undo step."""
    if field not in SKILL_FIELDS:
        raise InvalidValueError("{field}: not an editable field of a skill", field=field)
    character = document.character(character_id)
    skill, _, updated = _with_field(character.skills, skill_id, "skill", field, value)
    merge_key = ("skill", character_id, skill_id, field)
    text = tr("{skill}: {field} {old} → {new} ({name})").format(
        skill=skill.name,
        field=skill_field_label(field),
        old=shown(_first_value(document, character_id, "skills", skill_id, merge_key)),
        new=shown(value),
        name=character.name,
    )
    return edit_character(
        document, character_id, text, lambda c: c.model_copy(update={"skills": updated}), merge_key=merge_key
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


def remove_skill(document: Document, character_id: str, skill_id: str) -> bool:
    """Take a skill off the sheet; refused for a skill registered as an Infinity Break."""
    character = document.character(character_id)
    position = _find(character.skills, skill_id, "skill")
    check_removable(character, skill_id)
    return edit_character(
        document,
        character_id,
        tr("Remove skill {skill} ({name})").format(
            skill=character.skills[position].name, name=character.name
        ),
        lambda c: c.model_copy(update={"skills": tuple(s for s in c.skills if s.id != skill_id)}),
    )


# Extra stats: table-defined essences and abilities


def add_stat(document: Document, character_id: str, kind: StatKind, name: str | None = None) -> str:
    """Add an essence or ability beyond the six every sheet has; returns its id."""
    character = document.character(character_id)
    default = tr("New essence") if kind is StatKind.ESSENCE else tr("New ability")
    stat = validated(Stat(name="", kind=kind), name=default if name is None else name)
    edit_character(
        document,
        character_id,
        tr("Add {kind} {stat} ({name})").format(
            kind=stat_kind_label(kind), stat=stat.name, name=character.name
        ),
        lambda c: c.model_copy(update={"extra_stats": (*c.extra_stats, stat)}),
    )
    return str(stat.id)


def set_stat_field(document: Document, character_id: str, stat_id: str, field: str, value: object) -> bool:
    """Rename an extra stat or set its value; repeated edits of one field merge into one undo step."""
    if field not in STAT_FIELDS:
        raise InvalidValueError("{field}: not an editable field of a stat", field=field)
    character = document.character(character_id)
    stat, changed, updated = _with_field(character.extra_stats, stat_id, "stat", field, value)
    if changed.kind is StatKind.ESSENCE and changed.value < 0:
        raise InvalidValueError("{stat}: an essence cannot be negative", stat=stat.name)
    merge_key = ("stat", character_id, stat_id, field)
    old = _first_value(document, character_id, "extra_stats", stat_id, merge_key)
    renamed = field == "name"
    template = tr("Rename {old} → {new} ({name})") if renamed else tr("{stat} {old} → {new} ({name})")
    text = template.format(stat=stat.name, old=shown(old), new=shown(value), name=character.name)
    return edit_character(
        document,
        character_id,
        text,
        lambda c: c.model_copy(update={"extra_stats": updated}),
        merge_key=merge_key,
    )


def remove_stat(document: Document, character_id: str, stat_id: str) -> bool:
    """Take an extra stat off the sheet."""
    character = document.character(character_id)
    stat = character.extra_stats[_find(character.extra_stats, stat_id, "stat")]
    return edit_character(
        document,
        character_id,
        tr("Remove {stat} ({name})").format(stat=stat.name, name=character.name),
        lambda c: c.model_copy(update={"extra_stats": tuple(s for s in c.extra_stats if s.id != stat_id)}),
    )


# Infinity Break (インフィニティ・ブレイク)


def register_infinity_break(
    document: Document, character_id: str, skill_id: str, level: int | None = None
) -> str:
    """Register a skill as an Infinity Break through the rules (levels 3/6/9, no extra skills but the
    servant one), noted in the log so the GM is told; returns the registration's id."""
    campaign = document.campaign
    character = campaign.character(character_id)
    outcome = infinity.register(character, skill_id, level)
    registration = outcome.state.infinity_breaks[-1]
    after = with_outcome(campaign, outcome)
    document.edit(
        tr("Register {skill} as Infinity Break at level {level} ({name})").format(
            skill=character.skill(skill_id).name, level=registration.level, name=character.name
        ),
        lambda _campaign: after,
    )
    return str(registration.id)


# Emotions of the catalogue


def emotion_name(campaign: Campaign, emotion_id: str) -> str:
    """The name of a catalogue emotion in the interface's language."""
    try:
        emotion = campaign.emotion(emotion_id)
    except KeyError:
        return emotion_id  # an emotion since taken off the list: its id is all there is
    japanese = QLocale().language() == QLocale.Language.Japanese
    return emotion.name("ja" if japanese else "en")
