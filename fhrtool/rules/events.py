"""What rules operations report: the new state plus the events that happened, for the log."""

from __future__ import annotations

import dataclasses
from typing import ClassVar, Generic, TypeVar

from fhrtool.model.frozen import frozen

S = TypeVar("S")


@frozen
class Event:
    """Base of every event. Subclasses are frozen dataclasses whose fields are the event's data.

    Every concrete subclass declares its ``kind``, e.g. ``kind = "sequence_advanced"``: the event's name in
    the log of campaign files. Old files hold it, so it never changes, even when the class is renamed; a
    class without its own ``kind`` is refused when it is defined. A base that is never logged itself, only
    shared by events, says so: ``class _SharedEvent(Event, abstract=True)``.
    """

    kind: ClassVar[str]

    def __init_subclass__(cls, *, abstract: bool = False) -> None:
        super().__init_subclass__()
        if not abstract and not isinstance(cls.__dict__.get("kind"), str):
            raise TypeError(f'{cls.__name__} must declare the kind it is logged as: kind = "..."')

    def params(self) -> dict[str, object]:
        """The event's fields as a flat dict (dice rolls become their result tuples)."""
        kind = type(self)
        names = _FIELD_NAMES.get(kind)
        if names is None:
            names = _FIELD_NAMES[kind] = tuple(field.name for field in dataclasses.fields(self))
        values: dict[str, object] = {}
        for name in names:
            value = getattr(self, name)
            results = getattr(value, "results", None)
            values[name] = results if isinstance(results, tuple) else value
        return values


_FIELD_NAMES: dict[type[Event], tuple[str, ...]] = {}
"""The names of each event class's fields, in order: confirming the order of a large fight logs an event
for each combatant."""


@frozen
class Outcome(Generic[S]):
    """A rules operation's result: the new state and what happened, in order."""

    state: S
    events: tuple[Event, ...] = ()
