"""Shared sheets: one character with the emotions it refers to, taken out of a campaign.

The sheet file itself (``*.fhrs``) is written and read by :mod:`fhrtool.storage.files`
(``encode_sheet`` / ``parse_sheet``); this module chooses what goes into a sheet. Adding a sheet to a
campaign is a step of play: :func:`fhrtool.steps.sheet.import_sheet`.
"""

from __future__ import annotations

from fhrtool.exchange.errors import ExchangeError
from fhrtool.model import Campaign, Character, Sheet
from fhrtool.steps.merge import exchange_base, referenced_emotions, state_digest


class CharacterChoiceError(ExchangeError, LookupError):
    """No character, or more than one, answers to the name asked for."""


def sheet_of(campaign: Campaign, character: Character) -> Sheet:
    """The sheet of ``character``: the character and the campaign's emotions its sheet names, the digest
    of the state it is exported in, and the character as the campaign last took it in from a sheet (the
    base a later update from this sheet compares both sides with)."""
    base = exchange_base(campaign, character.id)
    wanted = set(referenced_emotions(character))
    if base is not None:
        wanted.update(referenced_emotions(base))
    return Sheet(
        character=character,
        emotions=tuple(emotion for emotion in campaign.emotions if emotion.id in wanted),
        exported_from=state_digest(character),
        base=base,
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
