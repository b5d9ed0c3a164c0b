"""The campaign log: rules events stored as entries stamped with where the fight stood."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from enum import Enum
from functools import cache

from fhrtool.model import Campaign, Encounter, LogEntry
from fhrtool.model.campaign import LogValue
from fhrtool.model.core import SchemaValidator
from fhrtool.model.record import validator_of
from fhrtool.rules.encounter import SequenceStarted
from fhrtool.rules.events import Event


def _log_value(value: object) -> LogValue:
    """A value as the log stores it: scalars stay, enums become their value, collections tuples (dice
    rolls arrive as their results already, from :meth:`Event.params`)."""
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, str):
        return value
    if isinstance(value, tuple | list | frozenset | set):
        items = list(value)
        if all(isinstance(item, int) and not isinstance(item, bool) for item in items):
            return tuple(items)
        return tuple(str(getattr(item, "value", item)) for item in items)
    return str(value)


def _fields(event: Event, encounter: Encounter, now: datetime) -> dict[str, object]:
    """What :func:`entry_for` makes its entry of."""
    round_number, slot = encounter.round, encounter.current_slot
    sequence = slot.value if slot is not None else None
    if isinstance(event, SequenceStarted):
        round_number, sequence = event.round, event.value
    return {
        "kind": event.kind,
        "params": {name: _log_value(value) for name, value in event.params().items()},
        "mode": encounter.mode,
        "round": round_number,
        "sequence": sequence,
        "ode": encounter.ode,
        "at": now,
    }


@cache
def _entries() -> SchemaValidator:
    """Validates a step's entries in one call: confirming the order of a large fight logs one per combatant."""
    return validator_of(tuple[LogEntry, ...])


def entry_for(event: Event, encounter: Encounter, now: datetime) -> LogEntry:
    """``event`` as a log entry, stamped with the encounter's mode, round, current sequence and ode.

    The announcement of a sequence is the exception: it opens that sequence, so it carries the sequence's
    own round and value rather than those of the slot the fight left.
    """
    return LogEntry.model_validate(_fields(event, encounter, now))


def record(
    campaign: Campaign,
    events: Iterable[Event],
    now: datetime,
    *,
    stamp: Encounter | None = None,
) -> Campaign:
    """``campaign`` with ``events`` appended to its log, each entry as :func:`entry_for` makes it.

    ``stamp`` is the encounter whose position the entries carry; give the one from before the step, so
    that "round 1 ends" is stamped round 1 rather than the round it led to. By default: the campaign's.
    """
    encounter = campaign.encounter if stamp is None else stamp
    entries: tuple[LogEntry, ...] = _entries().validate_python(
        [_fields(event, encounter, now) for event in events]
    )
    if not entries:
        return campaign
    return campaign.model_copy(update={"log": campaign.log + entries})
