"""Shared sheets: one character with the emotions it refers to, taken out of a campaign or added to one.

The sheet file itself (``*.fhrs``) is written and read by :mod:`fhrtool.storage.files`
(``encode_sheet`` / ``parse_sheet``); this module chooses what goes into a sheet and merges a sheet
into a campaign without losing or confusing anything already there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from fhrtool.exchange.errors import ExchangeError
from fhrtool.model import Campaign, Character, Emotion, Sheet, new_id
from fhrtool.model.base import NAME_MAX


class CharacterChoiceError(ExchangeError, LookupError):
    """No character, or more than one, answers to the name asked for."""


def referenced_emotions(character: Character) -> tuple[str, ...]:
    """The ids of every emotion the character's sheet names, in sheet order, each once."""
    ids: list[str] = [*character.unused_emotions]
    for entry in character.casting_board:
        ids.extend(entry.emotions)
    for confrontation in character.confrontations:
        ids.extend((confrontation.emotion_id, confrontation.opposing_emotion_id))
        if confrontation.kept_emotion_id is not None:
            ids.append(confrontation.kept_emotion_id)
    return tuple(dict.fromkeys(ids))


def sheet_of(campaign: Campaign, character: Character) -> Sheet:
    """The sheet of ``character``: the character and the campaign's emotions its sheet names."""
    wanted = set(referenced_emotions(character))
    return Sheet(
        character=character, emotions=tuple(emotion for emotion in campaign.emotions if emotion.id in wanted)
    )


def choose_characters(campaign: Campaign, name: str | None = None) -> tuple[Character, ...]:
    """The characters called ``name`` (or with that id), or all when ``name`` is None.

    CharacterChoiceError when the campaign has no characters, none called ``name``, or several.
    """
    if not campaign.characters:
        raise CharacterChoiceError("the campaign has no characters")
    if name is None:
        return campaign.characters
    named = tuple(character for character in campaign.characters if character.name == name)
    if len(named) > 1:
        raise CharacterChoiceError(
            "{count} characters are named {name}; give the id of one instead: {ids}",
            count=len(named),
            name=name,
            ids=", ".join(character.id for character in named),
        )
    chosen = named or tuple(character for character in campaign.characters if character.id == name)
    if not chosen:
        raise CharacterChoiceError(
            "no character is named {name}; the campaign has: {names}",
            name=name,
            names=", ".join(character.name for character in campaign.characters),
        )
    return chosen


def sheets_of(campaign: Campaign, name: str | None = None) -> tuple[Sheet, ...]:
    """The sheets of the characters :func:`choose_characters` picks."""
    return tuple(sheet_of(campaign, character) for character in choose_characters(campaign, name))


def import_sheet(campaign: Campaign, sheet: Sheet) -> Campaign:
    """``campaign`` with the sheet's character added, and its emotions merged into the catalogue.

    Nothing already in the campaign changes. The new character is renamed "Name (2)" when the name is
    taken and gets a new id when the id is; an emotion the catalogue already has (same Japanese name,
    bond value and mad colour) is not added again and the character refers to the catalogue's one.
    """
    emotions, renamed = _merge_emotions(campaign.emotions, sheet.emotions)
    character = _with_emotion_ids(sheet.character, renamed)
    taken_ids = {existing.id for existing in campaign.characters}
    taken_names = {existing.name for existing in campaign.characters}
    update: dict[str, object] = {"name": _free_name(character.name, taken_names)}
    if character.id in taken_ids:
        update["id"] = new_id()
    character = character.model_copy(update=update)
    return campaign.model_copy(update={"characters": (*campaign.characters, character), "emotions": emotions})


def _same_emotion(first: Emotion, second: Emotion) -> bool:
    return (first.name_ja, first.bond, first.mad) == (second.name_ja, second.bond, second.mad)


def _merge_emotions(
    catalogue: tuple[Emotion, ...], incoming: Iterable[Emotion]
) -> tuple[tuple[Emotion, ...], dict[str, str]]:
    """The catalogue with the new emotions added, and the ids of the incoming ones that changed."""
    merged = list(catalogue)
    renamed: dict[str, str] = {}
    for emotion in incoming:
        by_id = {known.id: known for known in merged}
        if emotion.id in by_id and _same_emotion(by_id[emotion.id], emotion):
            continue
        twin = next((known for known in merged if _same_emotion(known, emotion)), None)
        if twin is not None:
            renamed[emotion.id] = twin.id
        elif emotion.id in by_id:
            fresh = emotion.model_copy(update={"id": new_id()})
            renamed[emotion.id] = fresh.id
            merged.append(fresh)
        else:
            merged.append(emotion)
    return tuple(merged), renamed


def _with_emotion_ids(character: Character, renamed: Mapping[str, str]) -> Character:
    """``character`` with every emotion id it names replaced as ``renamed`` says."""
    if not renamed:
        return character

    def swap(emotion_ids: Iterable[str]) -> tuple[str, ...]:
        return tuple(renamed.get(emotion_id, emotion_id) for emotion_id in emotion_ids)

    board = tuple(
        entry.model_copy(update={"emotions": swap(entry.emotions)}) for entry in character.casting_board
    )
    confrontations = tuple(
        confrontation.model_copy(
            update={
                "emotion_id": renamed.get(confrontation.emotion_id, confrontation.emotion_id),
                "opposing_emotion_id": renamed.get(
                    confrontation.opposing_emotion_id, confrontation.opposing_emotion_id
                ),
                "kept_emotion_id": None
                if confrontation.kept_emotion_id is None
                else renamed.get(confrontation.kept_emotion_id, confrontation.kept_emotion_id),
            }
        )
        for confrontation in character.confrontations
    )
    return character.model_copy(
        update={
            "unused_emotions": swap(character.unused_emotions),
            "casting_board": board,
            "confrontations": confrontations,
        }
    )


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
