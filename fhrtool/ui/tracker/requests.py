"""What the tracker's dialogs answer with, as plain values the panel turns into steps."""

from __future__ import annotations

from fhrtool.model import DurationUnit, Side
from fhrtool.model.frozen import frozen
from fhrtool.steps.tracker import DiscardedRoll


@frozen
class AddRequest:
    """Roster characters to add; NPCs ``count`` times each; ``side`` None keeps PC/enemy by kind."""

    character_ids: tuple[str, ...]
    count: int = 1
    side: Side | None = None


@frozen
class HopeRequest:
    """Hope spent on the sequence value: ``count`` d6 rolled by the app, or the ``typed`` results."""

    combatant_id: str
    count: int
    typed: tuple[int, ...] = ()


@frozen
class EffectRequest:
    name: str
    duration: int
    unit: DurationUnit
    note: str = ""


@frozen
class Discarded:
    """A check dialog cancelled after its dice were rolled: the rolls go on record as discarded."""

    rolls: tuple[DiscardedRoll, ...]
