"""A character sheet: the FHR side (essences, abilities, hope, fatigue) and the Free Casting side
(HP, concentration, tension value, skills, Infinity Break, emotions and the casting board)."""

from __future__ import annotations

from enum import StrEnum
from typing import Self

from fhrtool.model.base import (
    COLLECTION_MAX,
    Count,
    Id,
    Name,
    Pool,
    Record,
    Score,
    Text,
    by_id,
    new_id,
    unique_ids,
)
from fhrtool.model.record import Field, model_validator

CONSTANT_CATEGORY = "常時"
"""Skill category 常時 (constant): a boosted Infinity Break effect lasts to the end of the scene."""
LEVEL_MIN, LEVEL_MAX = 1, 99
"""The levels a character (and an Infinity Break registration) can have."""
TENSION_VALUE_MIN, TENSION_VALUE_MAX = 0, 100
"""The range of the tension value (テンション値, RULES §12); the rules clamp to it."""
UNUSED_EMOTION_LIMIT = 3
"""Unused emotions a character may hold (RULES §11): a new sheet's limit, which skills may raise."""
UNUSED_EMOTION_LIMIT_MAX = 99


class CharacterKind(StrEnum):
    PC = "pc"
    NPC = "npc"


class StatKind(StrEnum):
    ESSENCE = "essence"
    ABILITY = "ability"


class Stat(Record):
    """A table-defined essence or ability beyond the six every sheet has."""

    id: Id = Field(default_factory=new_id)
    name: Name
    kind: StatKind
    value: Score = 0


class Skill(Record):
    """A skill (特技). ``effect`` may contain values in 《 》 that Infinity Break boosts."""

    id: Id = Field(default_factory=new_id)
    name: Name
    category: Name = ""
    cost: Count = 0
    tension_bonus: Count = 0
    check_value: Score | None = None
    effect: Text = ""
    is_extra: bool = False
    is_servant: bool = False


class InfinityBreak(Record):
    """One Infinity Break registration (インフィニティ・ブレイク) of a skill, made at level 3, 6 or 9."""

    id: Id = Field(default_factory=new_id)
    skill_id: Id
    level: int = Field(ge=LEVEL_MIN, le=LEVEL_MAX)
    used_this_scenario: bool = False


class BoardEntry(Record):
    """One relationship on the casting board: a character the PC has met and the emotions toward them.

    ``bond`` is stored, not derived from the emotions: a confrontation adds its gain (+2 for the first of a
    scenario, 0 after) to the previous bond whichever emotion was kept, unless the table's
    ``confrontation_bond`` recomputes it.
    """

    id: Id = Field(default_factory=new_id)
    target_id: Id | None = None
    target_name: Name
    emotions: tuple[Id, ...] = Field(min_length=1, max_length=16)
    bond: Count
    added_scenario: Count = 1
    added_session: Count = 1


class Confrontation(Record):
    """An emotion confrontation (感情対決) of this scenario on one board emotion."""

    id: Id = Field(default_factory=new_id)
    entry_id: Id
    emotion_id: Id
    opposing_emotion_id: Id
    kept_emotion_id: Id | None = None
    resolved_in_play: bool = False
    gives_gains: bool = True

    @property
    def resolved(self) -> bool:
        return self.kept_emotion_id is not None


class Character(Record):
    """A PC or NPC."""

    id: Id = Field(default_factory=new_id)
    name: Name
    player: Name = ""
    notes: Text = ""
    kind: CharacterKind = CharacterKind.PC
    level: int = Field(default=LEVEL_MIN, ge=LEVEL_MIN, le=LEVEL_MAX)

    life: Count = 0
    will: Count = 0
    hope: Pool = Pool(current=0, maximum=0)
    reflex: Score = 0
    perception: Score = 0
    sense: Score = 0
    extra_stats: tuple[Stat, ...] = Field(default=(), max_length=100)
    fatigue: Count = 0

    hp: Pool = Pool(current=0, maximum=0)
    concentration: Count = 0
    tension_value: int = Field(default=TENSION_VALUE_MIN, ge=TENSION_VALUE_MIN, le=TENSION_VALUE_MAX)
    skills: tuple[Skill, ...] = Field(default=(), max_length=1_000)
    infinity_breaks: tuple[InfinityBreak, ...] = Field(default=(), max_length=100)

    unused_emotions: tuple[Id, ...] = Field(default=(), max_length=100)
    unused_emotion_limit: int = Field(default=UNUSED_EMOTION_LIMIT, ge=0, le=UNUSED_EMOTION_LIMIT_MAX)
    casting_board: tuple[BoardEntry, ...] = Field(default=(), max_length=COLLECTION_MAX)
    confrontations: tuple[Confrontation, ...] = Field(default=(), max_length=1_000)
    traitor: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        unique_ids(self.skills, "skills")
        unique_ids(self.extra_stats, "stats")
        unique_ids(self.infinity_breaks, "Infinity Break registrations")
        unique_ids(self.casting_board, "casting-board entries")
        unique_ids(self.confrontations, "confrontations")
        skill_ids = {skill.id for skill in self.skills}
        for registration in self.infinity_breaks:
            if registration.skill_id not in skill_ids:
                raise ValueError(
                    f"Infinity Break names a skill that is not on the sheet: {registration.skill_id!r}"
                )
        entry_ids = {entry.id for entry in self.casting_board}
        for confrontation in self.confrontations:
            if confrontation.entry_id not in entry_ids:
                missing = confrontation.entry_id
                raise ValueError(
                    f"a confrontation names a casting-board entry that does not exist: {missing!r}"
                )
        return self

    @property
    def is_pc(self) -> bool:
        return self.kind is CharacterKind.PC

    def skill(self, skill_id: str) -> Skill:
        """The skill with ``skill_id``; KeyError when there is none."""
        return by_id(self.skills, skill_id)

    def entry(self, entry_id: str) -> BoardEntry:
        """The casting-board entry with ``entry_id``; KeyError when there is none."""
        return by_id(self.casting_board, entry_id)

    def registration(self, registration_id: str) -> InfinityBreak:
        """The Infinity Break registration with ``registration_id``; KeyError when there is none."""
        return by_id(self.infinity_breaks, registration_id)

    def confrontation(self, confrontation_id: str) -> Confrontation:
        """The emotion confrontation with ``confrontation_id``; KeyError when there is none."""
        return by_id(self.confrontations, confrontation_id)
