"""A campaign: the characters, the running encounter, the log and the table's rules."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Self

from fhrtool.model.base import (
    COLLECTION_MAX,
    COUNT_MAX,
    Count,
    Id,
    Name,
    Record,
    Text,
    by_id,
    clean_text,
    unique_ids,
)
from fhrtool.model.character import Character
from fhrtool.model.emotion import Emotion
from fhrtool.model.encounter import Encounter, TensionMode
from fhrtool.model.options import RuleOptions
from fhrtool.model.record import AfterValidator, Field, model_validator

EMOTIONS_MAX = 1_000
"""The most emotions a campaign's (or a sheet's) emotion list holds."""
LOG_MAX = 200_000
"""The most log entries a campaign holds; the files' size limits are computed from it."""

# Cleaned like a Text, but not bounded: the log of a file that loaded before keeps loading.
_LogText = Annotated[str, AfterValidator(clean_text)]
LogValue = _LogText | int | bool | None | tuple[int, ...] | tuple[_LogText, ...]


class LogEntry(Record):
    """One event of the campaign log, stored as data; its text is rendered for display."""

    kind: Name
    params: dict[Name, LogValue] = Field(default_factory=dict, max_length=50)
    mode: TensionMode = TensionMode.LOW
    round: Count = 0
    sequence: int | None = None
    ode: Count = 0
    at: datetime | None = None


class Sheet(Record):
    """One character for sharing: the character and the catalogue emotions its sheet refers to.

    ``exported_from`` is the digest of the character's state as it was exported (a sheet changed by hand
    since no longer matches it). ``base`` is the character as the exporting campaign last took it in from
    a sheet: the state both sides once had, against which an update tells who changed what (None: that
    campaign never took this character in from a sheet). Both are absent from sheets of older fhrtools.
    """

    character: Character
    emotions: tuple[Emotion, ...] = Field(default=(), max_length=EMOTIONS_MAX)
    exported_from: Id | None = None
    base: Character | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        unique_ids(self.emotions, "emotions")
        if self.base is not None and self.base.id != self.character.id:
            raise ValueError(f"the base is of another character: {self.base.id!r}")
        return self


class Campaign(Record):
    name: Name = ""
    notes: Text = ""
    scenario: int = Field(default=1, ge=1, le=COUNT_MAX)
    session: int = Field(default=1, ge=1, le=COUNT_MAX)
    characters: tuple[Character, ...] = Field(default=(), max_length=COLLECTION_MAX)
    encounter: Encounter = Encounter()
    log: tuple[LogEntry, ...] = Field(default=(), max_length=LOG_MAX)
    options: RuleOptions = RuleOptions()
    emotions: tuple[Emotion, ...] = Field(default=(), max_length=EMOTIONS_MAX)

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        unique_ids(self.characters, "characters")
        unique_ids(self.emotions, "emotions")
        return self

    def character(self, character_id: Id) -> Character:
        """The character with ``character_id``; KeyError when there is none."""
        return by_id(self.characters, character_id)

    def emotion(self, emotion_id: Id) -> Emotion:
        """The catalogue emotion with ``emotion_id``; KeyError when there is none."""
        return by_id(self.emotions, emotion_id)
