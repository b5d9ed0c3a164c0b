"""Shared building blocks: the immutable record base class and bounded field types.

Every record is frozen (rules return new values instead of mutating) and refuses unknown keys, so a
typo in a file is reported instead of silently dropped. Bounds on strings and numbers keep a hostile
file from making the application allocate or compute without limit.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import Annotated, Protocol, Self, TypeVar

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

NAME_MAX = 200
TEXT_MAX = 20_000
COLLECTION_MAX = 10_000
# The bounds of Score and Count: rules clamp to them so that no operation builds a record that would not
# load again.
SCORE_MIN, SCORE_MAX = -999, 999
COUNT_MAX = 9_999

Id = Annotated[str, StringConstraints(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$")]
Name = Annotated[str, StringConstraints(max_length=NAME_MAX)]
Text = Annotated[str, StringConstraints(max_length=TEXT_MAX)]
Score = Annotated[int, Field(ge=SCORE_MIN, le=SCORE_MAX)]
Count = Annotated[int, Field(ge=0, le=COUNT_MAX)]


def new_id() -> str:
    """A fresh identifier for a record (characters, skills, entries, combatants, effects)."""
    return uuid.uuid4().hex


class Record(BaseModel):
    """Base of every stored value: immutable, strict about unknown keys."""

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class Pool(Record):
    """A current/maximum pair such as Hope or HP."""

    current: Score
    maximum: Count

    @model_validator(mode="after")
    def _current_within_maximum(self) -> Self:
        if self.current > self.maximum:
            raise ValueError(f"{self.current} exceeds its maximum {self.maximum}")
        return self

    def with_current(self, current: int) -> Pool:
        """The same pool with another current value, clamped to the maximum."""
        return self.model_copy(update={"current": min(current, self.maximum)})


class _Identified(Protocol):
    @property
    def id(self) -> str: ...


_Item = TypeVar("_Item", bound=_Identified)


def by_id(items: Iterable[_Item], item_id: str) -> _Item:
    """The item of a collection whose ``id`` is ``item_id``; KeyError when there is none."""
    for item in items:
        if item.id == item_id:
            return item
    raise KeyError(item_id)


def unique_ids(items: Iterable[_Identified], what: str) -> None:
    """Raise ValueError when two items of a collection share an ``id``."""
    seen: set[str] = set()
    for item in items:
        item_id = item.id
        if item_id in seen:
            raise ValueError(f"two {what} share the id {item_id!r}")
        seen.add(item_id)
