"""What a step of play is, and the pieces every module of steps shares.

A step is a pure function ``(campaign, inputs, dice, clock) -> Step``: it runs the rules on the campaign
it is given, logs their events at the time the clock tells, and returns the new campaign with the step's
name (``Text("Quick ×{steps} ({name})", ...)``) and its result (a new id, the winner of a check, ...).
It touches nothing else. A step the rules refuse raises :class:`~fhrtool.rules.RuleError`; a value the
data model refuses raises :class:`InvalidValueError`; either way nothing has changed.

The desktop application pushes each step on its undo stack as one command; the command line and the
demo generator run the same steps without Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from datetime import datetime
from typing import Any, Generic, Protocol, TypeVar

from fhrtool.model import Campaign, Character, CharacterKind, Combatant, LogEntry, Pool, Record
from fhrtool.model.core import ValidationError
from fhrtool.model.encounter import SHARED_NUMBERS
from fhrtool.model.errors import FhrtoolError
from fhrtool.model.frozen import frozen
from fhrtool.model.text import Text
from fhrtool.rules.dice import DiceSource
from fhrtool.rules.encounter import only_combatant
from fhrtool.rules.events import Event, Outcome
from fhrtool.steps import labels
from fhrtool.steps.log import record

Clock = Callable[[], datetime]
"""Tells the time a step's log entries are stamped with (injected like the dice)."""

R = TypeVar("R", covariant=True)
I = TypeVar("I", contravariant=True)  # noqa: E741 - the step's inputs
T = TypeVar("T")


class InvalidValueError(FhrtoolError):
    """A value the data model does not accept."""


@frozen
class Step(Generic[R]):
    """A step's whole effect: the new campaign (its log included), what it is called, what it gives back.

    ``events`` are the events the step logged, in order. Steps with the same ``merge_key`` that follow
    each other are one undo step (typing into a field); such steps set a value, so a run of them is named
    by the step as made from the campaign the run began with.
    """

    campaign: Campaign
    name: Text
    result: R
    events: tuple[Event, ...] = ()
    merge_key: Hashable = None
    grown_log: tuple[tuple[LogEntry, ...], tuple[LogEntry, ...]] | None = None
    """When the step appended entries to a log: that log, and the log it made of it."""

    def __post_init__(self) -> None:
        # Steps copy records without validating them again (it would cost a whole campaign's validation
        # per click); what they add can still outgrow a list the files hold, and such a campaign could
        # not be saved. Refuse the step instead, while nothing has changed.
        within_limits(self.campaign)

    def keeps_log(self, log: tuple[LogEntry, ...]) -> bool:
        """Whether the campaign's log is known to begin with the whole of ``log``, without comparing them
        entry by entry (a log of years holds a hundred thousand): it is ``log``, or what the step made by
        appending to it. False says only that the step cannot tell."""
        mine = self.campaign.log
        if mine is log:
            return True
        grown = self.grown_log
        return grown is not None and grown[0] is log and grown[1] is mine


class StepFunction(Protocol[I, R]):
    """The shape of every step of :mod:`fhrtool.steps`."""

    def __call__(self, campaign: Campaign, inputs: I, dice: DiceSource, clock: Clock, /) -> Step[R]: ...


_LIMITS: dict[type[Record], tuple[tuple[str, int], ...]] = {}
""":func:`_limits` of each record class asked about (not ``functools.cache``: mypy takes a record's
``__hash__`` for its class's, and a class for unhashable)."""


def _limits(model: type[Record]) -> tuple[tuple[str, int], ...]:
    """The model's fields that have a maximum length, with that maximum (lists, and strings)."""
    limits = _LIMITS.get(model)
    if limits is None:
        fields = model.model_fields.items()
        limits = _LIMITS[model] = tuple(
            (name, info.max_length)
            for name, info in fields
            if info.max_length is not None and name != "params"
        )
    return limits


def _check(record: Record) -> None:
    for name, most in _limits(type(record)):
        value = getattr(record, name)
        count = len(value) if isinstance(value, tuple) else 0  # a string's length is its own check
        if count > most:
            raise InvalidValueError(
                "{what} can hold at most {most}, not {count}",
                what=labels.COLLECTIONS.get(name) or Text(name),
                most=most,
                count=count,
            )


def within_limits(campaign: Campaign) -> None:
    """Raise InvalidValueError when a list of ``campaign`` holds more than its file can."""
    _check(campaign)
    _check(campaign.encounter)
    for character in campaign.characters:
        _check(character)


def logged(
    campaign: Campaign,
    name: Text,
    result: T,
    events: Iterable[Event],
    clock: Clock,
    *,
    stamp: Campaign | None = None,
) -> Step[T]:
    """The step that logs ``events`` into ``campaign``, stamped with where ``stamp``'s fight stood (by
    default ``campaign``'s) at the clock's time."""
    logged_events = tuple(events)
    now = clock() if logged_events else None
    after = (
        campaign if now is None else record(campaign, logged_events, now, stamp=(stamp or campaign).encounter)
    )
    grown = None if after.log is campaign.log else (campaign.log, after.log)  # record appends
    return Step(after, name, result, logged_events, grown_log=grown)


def validated(record: Record, **changes: Any) -> Any:
    """``record`` with ``changes`` applied, validated like a loaded file would be."""
    try:
        return type(record).model_validate({**dict(record), **changes})
    except ValidationError as error:
        problem = error.errors()[0]
        where = ".".join(str(part) for part in problem["loc"]) or next(iter(changes), "")
        raise InvalidValueError("{field}: {problem}", field=where, problem=problem["msg"]) from None


_Holder = TypeVar("_Holder", Character, Combatant)


def carried(old: Character | Combatant, new: Character | Combatant, onto: _Holder) -> _Holder:
    """``onto`` with the :data:`SHARED_NUMBERS` that changed from ``old`` to ``new`` set as in ``new``.

    A pool takes only the part that changed (its current value, or its maximum), so that an NPC's
    sheet and its last copy in the fight, which may differ, never swap a value neither side changed; a
    current value above a new maximum comes down to it."""
    update: dict[str, object] = {}
    for name in SHARED_NUMBERS:
        before, after, mine = getattr(old, name), getattr(new, name), getattr(onto, name)
        if after in (before, mine):
            continue
        if isinstance(after, Pool):
            maximum = after.maximum if after.maximum != before.maximum else mine.maximum
            current = after.current if after.current != before.current else mine.current
            after = Pool(current=min(current, maximum), maximum=maximum)
        update[name] = after
    return onto.model_copy(update=update) if update else onto


def replace_character(campaign: Campaign, character: Character) -> Campaign:
    """``campaign`` with the character of the same id replaced; the numbers it changed change on its
    only combatant too, so the sheet and the fight never disagree."""
    old = next((c for c in campaign.characters if c.id == character.id), None)
    characters = tuple(character if c.id == character.id else c for c in campaign.characters)
    update: dict[str, object] = {"characters": characters}
    fighter = None if old is None else only_combatant(campaign.encounter, character.id)
    if old is not None and fighter is not None:
        moved = carried(old, character, fighter)
        if moved is not fighter:
            fight = campaign.encounter
            combatants = tuple(moved if c.id == moved.id else c for c in fight.combatants)
            update["encounter"] = fight.model_copy(update={"combatants": combatants})
    return campaign.model_copy(update=update)


def character_step(
    campaign: Campaign, name: Text, result: T, outcome: Outcome[Character], clock: Clock
) -> Step[T]:
    """The step of a rule's result on one character: the character replaced, the rule's events logged."""
    return logged(replace_character(campaign, outcome.state), name, result, outcome.events, clock)


def shown(value: object) -> object:
    """A value as a step's name shows it: short, and in words where the value is a code."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return Text("yes") if value else Text("no")
    if isinstance(value, Pool):
        return f"{value.current}/{value.maximum}"
    if isinstance(value, CharacterKind):
        return value.value.upper()
    text = str(value)
    return text if len(text) <= 20 else text[:19] + "…"
