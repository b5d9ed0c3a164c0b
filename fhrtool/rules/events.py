"""What rules operations report: the new state plus the events that happened, for the log."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Generic, TypeVar

S = TypeVar("S")


@dataclass(frozen=True)
class Event:
    """Base of every event. Subclasses are frozen dataclasses whose fields are the event's data."""

    @property
    def kind(self) -> str:
        """A stable name for the log, e.g. ``SequenceAdvanced`` → ``sequence_advanced``."""
        name = type(self).__name__
        return "".join(f"_{c.lower()}" if c.isupper() else c for c in name).lstrip("_")

    def params(self) -> dict[str, object]:
        """The event's fields as a flat dict (dice rolls become their result tuples)."""
        values: dict[str, object] = {}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            results = getattr(value, "results", None)
            values[field.name] = results if isinstance(results, tuple) else value
        return values


@dataclass(frozen=True)
class Outcome(Generic[S]):
    """A rules operation's result: the new state and what happened, in order."""

    state: S
    events: tuple[Event, ...] = ()
