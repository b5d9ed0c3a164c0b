"""The running encounter: tension mode, ode clock, round, combatants, declarations and counters.

Everything a fight needs to be saved mid-round (even mid-declaration) and resumed exactly.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Self

from fhrtool.model.base import (
    COLLECTION_MAX,
    COUNT_MAX,
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
from fhrtool.model.frozen import frozen
from fhrtool.model.record import Field, model_validator


class TensionMode(StrEnum):
    """The game-flow mode (ロー/ハイテンション); not to be confused with the tension value."""

    LOW = "low"
    HIGH = "high"


class Side(StrEnum):
    PC = "pc"
    ALLY = "ally"
    ENEMY = "enemy"


class Phase(StrEnum):
    """Where a high-tension round stands."""

    ROLLING = "rolling"  # waiting for every combatant's d10
    DECLARING = "declaring"  # sequence values fixed, special declarations being made
    ACTING = "acting"  # the order is fixed; sequences are played


class Essence(StrEnum):
    LIFE = "life"
    WILL = "will"


class DurationUnit(StrEnum):
    ROUNDS = "rounds"
    ODES = "odes"


# Special sequence declarations (特殊シーケンス宣言). Plain frozen dataclasses so that rules code and
# tests can write ``Quick("aldo", 2)``; the records' validators check them when a file is loaded.


@frozen
class HopeOnSequence:
    """Hope spent on the sequence value: one point per d6 result, each adding its d6."""

    combatant_id: str
    d6_results: tuple[int, ...]
    kind: Literal["hope"] = "hope"


@frozen
class Quick:
    """クイック: per step, sequence value +5 and tension correction -1 on Life and on Will."""

    combatant_id: str
    steps: int
    kind: Literal["quick"] = "quick"


@frozen
class Passive:
    """パッシブ: per step, sequence value -5 and +1 die on passive checks this round."""

    combatant_id: str
    steps: int
    kind: Literal["passive"] = "passive"


@frozen
class Delay:
    """ディレイ: set the own sequence value to a lower value."""

    combatant_id: str
    value: int
    kind: Literal["delay"] = "delay"


@frozen
class Sync:
    """シンクロ: act simultaneously with a combatant whose sequence value is lower."""

    combatant_id: str
    partner_id: str
    kind: Literal["sync"] = "sync"


Declaration = Annotated[HopeOnSequence | Quick | Passive | Delay | Sync, Field(discriminator="kind")]


class Effect(Record):
    """An effect or condition on a combatant, with a duration in rounds or odes."""

    id: Id = Field(default_factory=new_id)
    combatant_id: Id
    name: Name
    note: Text = ""
    duration: int = Field(ge=1, le=COUNT_MAX)
    unit: DurationUnit
    remaining: Count
    started_in: TensionMode
    started_round: Count = 0
    # The ode clock when it started: tells an effect of the running high-tension span from an older one.
    started_ode: Count = 0


class Combatant(Record):
    """One participant of an encounter, with the values the round engine needs.

    A combatant made from a roster character keeps its ``character_id``; an NPC added several times
    becomes several combatants ("Goblin 1", "Goblin 2").
    """

    id: Id = Field(default_factory=new_id)
    name: Name
    character_id: Id | None = None
    side: Side = Side.ENEMY
    life: Count = 0
    will: Count = 0
    reflex: Score = 0
    perception: Score = 0
    sense: Score = 0
    hope: Pool = Pool(current=0, maximum=0)
    hp: Pool = Pool(current=0, maximum=0)
    fatigue: Count = 0
    surprised: bool = False
    surprise_check: Score | None = None
    resisted_surprise: bool = False
    defeated: bool = False


SHARED_NUMBERS = ("life", "will", "reflex", "perception", "sense", "hope", "hp", "fatigue")
"""The numbers a combatant copies from its character. For a character's only combatant they are one set
of numbers: a step that changes them on one side changes them on the other."""


class Counters(Record):
    """A combatant's per-round state: what its next checks roll, and what it has done.

    ``life`` and ``will`` are tension corrections (0 or negative) for the next check of each essence.
    """

    life: Score = 0
    will: Score = 0
    passive_bonus: Count = 0
    took_active_action: bool = False
    checks: Count = 0


class Slot(Record):
    """One place in the acting order: the combatants acting (simultaneously when several) at a value."""

    value: Score
    combatant_ids: tuple[Id, ...] = Field(min_length=1)


class Encounter(Record):
    mode: TensionMode = TensionMode.LOW
    ode: Count = 0
    round: Count = 0
    phase: Phase | None = None
    combatants: tuple[Combatant, ...] = Field(default=(), max_length=COLLECTION_MAX)
    rolls: dict[Id, Score] = Field(default_factory=dict)
    declarations: tuple[Declaration, ...] = Field(default=(), max_length=COLLECTION_MAX)
    sequence_values: dict[Id, Score] = Field(default_factory=dict)
    order: tuple[Slot, ...] = Field(default=(), max_length=COLLECTION_MAX)
    position: Count = 0
    counters: dict[Id, Counters] = Field(default_factory=dict)
    reacted: tuple[Id, ...] = ()
    reactions: tuple[tuple[Id, Id], ...] = Field(default=(), max_length=COLLECTION_MAX)
    """The passive actions of the sequence being played as (reactor, reacted-to) pairs: to an actor of
    the slot, or to another reactor (a chained reaction). ``reacted`` lists who reacted, as its target,
    to one action of a simultaneous group; the pairs say which."""
    targets: dict[Id, tuple[Id, ...]] = Field(default_factory=dict)
    """Whom the actors of the sequence being played named as the targets of their actions; an actor
    missing here has named none, and whoever reacts to its action counts as its target."""
    effects: tuple[Effect, ...] = Field(default=(), max_length=COLLECTION_MAX)

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        unique_ids(self.combatants, "combatants")
        unique_ids(self.effects, "effects")
        known = {combatant.id for combatant in self.combatants}
        referenced = (
            set(self.rolls)
            | set(self.sequence_values)
            | set(self.counters)
            | set(self.reacted)
            | {combatant_id for pair in self.reactions for combatant_id in pair}
            | set(self.targets)
            | {combatant_id for aimed_at in self.targets.values() for combatant_id in aimed_at}
            | {effect.combatant_id for effect in self.effects}
            | {combatant_id for slot in self.order for combatant_id in slot.combatant_ids}
            | {declaration.combatant_id for declaration in self.declarations}
            | {declaration.partner_id for declaration in self.declarations if isinstance(declaration, Sync)}
        )
        unknown = referenced - known
        if unknown:
            raise ValueError(f"refers to combatants that are not in the encounter: {sorted(unknown)}")
        if self.order and self.position > len(self.order):
            raise ValueError(
                f"position {self.position} is past the end of the order ({len(self.order)} slots)"
            )
        return self

    @property
    def current_slot(self) -> Slot | None:
        """The slot being played: None unless a round is in its sequences with the position in the order."""
        if self.phase is Phase.ACTING and self.position < len(self.order):
            return self.order[self.position]
        return None

    def combatant(self, combatant_id: str) -> Combatant:
        """The combatant with ``combatant_id``; KeyError when there is none."""
        return by_id(self.combatants, combatant_id)

    def counters_of(self, combatant_id: str) -> Counters:
        return self.counters.get(combatant_id, Counters())
