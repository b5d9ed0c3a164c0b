"""Small factories for undoable edits of the campaign (one function per kind of edit).

Each function computes the new campaign (through the pure rules where a rule applies), names the step
for the Edit menu ("Hope 3 → 2 (Aldo)") and pushes it on the document's undo stack. A value the model
refuses raises :class:`InvalidValueError`, which the UI shows; nothing is pushed then.

The pieces every module of steps uses live here too: :func:`validated`, :func:`shown` for the values in
a step's name, and :func:`with_outcome` for a rule's result on one character.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ValidationError

from fhrtool.app.document import Document
from fhrtool.app.i18n import tr
from fhrtool.app.labels import field_label
from fhrtool.app.log import record
from fhrtool.model import Campaign, Character, CharacterKind, Pool, new_id
from fhrtool.model.base import NAME_MAX
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules.events import Outcome


class InvalidValueError(FhrtoolError):
    """A value the data model does not accept."""


def validated(record: BaseModel, **changes: Any) -> Any:
    """``record`` with ``changes`` applied, validated like a loaded file would be."""
    try:
        return type(record).model_validate({**dict(record), **changes})
    except ValidationError as error:
        problem = error.errors()[0]
        where = ".".join(str(part) for part in problem["loc"]) or next(iter(changes), "")
        raise InvalidValueError("{field}: {problem}", field=where, problem=problem["msg"]) from None


def replace_character(campaign: Campaign, character: Character) -> Campaign:
    """``campaign`` with the character of the same id replaced."""
    characters = tuple(character if c.id == character.id else c for c in campaign.characters)
    return campaign.model_copy(update={"characters": characters})


def with_outcome(campaign: Campaign, outcome: Outcome[Character]) -> Campaign:
    """``campaign`` with the character a rule changed replaced and the rule's events logged."""
    return record(replace_character(campaign, outcome.state), outcome.events)


def edit_character(
    document: Document,
    character_id: str,
    text: str,
    change: Callable[[Character], Character],
    *,
    merge_key: object = None,
) -> bool:
    """Push one edit of one character."""
    return document.edit(
        text,
        lambda campaign: replace_character(campaign, change(campaign.character(character_id))),
        merge_key=merge_key,
    )


def shown(value: object) -> str:
    """A value as an undo step's name shows it: short, and in words where the value is a code."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, Pool):
        return f"{value.current}/{value.maximum}"
    if isinstance(value, CharacterKind):
        return value.value.upper()
    text = str(value)
    return text if len(text) <= 20 else text[:19] + "…"


def set_field(document: Document, character_id: str, field: str, value: object) -> bool:
    """Set one field of a character; repeated edits of the same field merge into one undo step."""
    merge_key = ("field", character_id, field)
    character = document.character(character_id)
    old = getattr(document.merge_base(merge_key).character(character_id), field)
    text = tr("{field} {old} → {new} ({name})").format(
        field=field_label(field), old=shown(old), new=shown(value), name=character.name
    )
    return edit_character(
        document, character_id, text, lambda c: validated(c, **{field: value}), merge_key=merge_key
    )


def set_pool(document: Document, character_id: str, field: str, *, current: int, maximum: int) -> bool:
    """Set a current/maximum pair (hope, HP); lowering the maximum below the current lowers the current."""
    if maximum < 0:
        raise InvalidValueError("{field}: the maximum cannot be negative", field=field)
    return set_field(document, character_id, field, Pool(current=min(current, maximum), maximum=maximum))


def add_character(document: Document, kind: CharacterKind, name: str | None = None) -> str:
    """Add a blank PC or NPC at the end of the roster; returns its id."""
    default = tr("New PC") if kind is CharacterKind.PC else tr("New NPC")
    character = Character(name=name or default, kind=kind)
    document.edit(
        tr("Add {name}").format(name=character.name),
        lambda campaign: campaign.model_copy(update={"characters": (*campaign.characters, character)}),
    )
    return character.id


def duplicate_character(document: Document, character_id: str) -> str:
    """Add a copy of a character right after it; returns the copy's id."""
    original = document.character(character_id)
    name = tr("{name} (copy)").format(name=original.name)
    copy = validated(original, id=new_id(), name=name if len(name) <= NAME_MAX else original.name)

    def change(campaign: Campaign) -> Campaign:
        characters = list(campaign.characters)
        characters.insert(characters.index(original) + 1, copy)
        return campaign.model_copy(update={"characters": tuple(characters)})

    document.edit(tr("Duplicate {name}").format(name=original.name), change)
    return copy.id


def delete_character(document: Document, character_id: str) -> bool:
    """Remove a character from the roster (undoable). Casting-board entries naming it stay."""
    character = document.character(character_id)
    return document.edit(
        tr("Delete {name}").format(name=character.name),
        lambda campaign: campaign.model_copy(
            update={"characters": tuple(c for c in campaign.characters if c.id != character_id)}
        ),
    )
