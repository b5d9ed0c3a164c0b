"""What the tracker's dialogs answer with, as plain values the panel turns into steps."""

from __future__ import annotations

from dataclasses import dataclass

from fhrtool.model import DurationUnit, Side


@dataclass(frozen=True)
class AddRequest:
    """Roster characters to add; NPCs ``count`` times each; ``side`` None keeps PC/enemy by kind."""

    character_ids: tuple[str, ...]
    count: int = 1
    side: Side | None = None


@dataclass(frozen=True)
class HopeRequest:
    """Hope spent on the sequence value: ``count`` d6 rolled by the app, or the ``typed`` results."""

    combatant_id: str
    count: int
    typed: tuple[int, ...] = ()


@dataclass(frozen=True)
class EffectRequest:
    name: str
    duration: int
    unit: DurationUnit
    note: str = ""
