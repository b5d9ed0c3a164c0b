"""A campaign played through steps as the desktop document plays it, with an undo history, and no Qt."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TypeVar

from fhrtool.model import Campaign, Character
from fhrtool.rules.dice import DiceSource, RandomDice
from fhrtool.steps.step import StepFunction

I = TypeVar("I")  # noqa: E741
R = TypeVar("R")

START = datetime(2025, 4, 12, 10, 0, tzinfo=UTC)


class Clock:
    """A clock that moves one second each time it is read."""

    def __init__(self, start: datetime = START) -> None:
        self.now = start

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


@dataclass
class _Entry:
    name: str
    before: Campaign
    after: Campaign
    merge_key: Hashable


class History:
    """The undo stack's questions, answered for a :class:`Table`."""

    def __init__(self, table: Table) -> None:
        self._table = table
        self.entries: list[_Entry] = []
        self.position = 0

    def count(self) -> int:
        return len(self.entries)

    def index(self) -> int:
        return self.position

    def undoText(self) -> str:  # noqa: N802 - the name QUndoStack gives it
        return self.entries[self.position - 1].name if self.position else ""

    def canUndo(self) -> bool:  # noqa: N802
        return self.position > 0

    def canRedo(self) -> bool:  # noqa: N802
        return self.position < len(self.entries)

    def undo(self) -> None:
        if self.position:
            self.position -= 1
            self._table.campaign = self.entries[self.position].before

    def redo(self) -> None:
        if self.position < len(self.entries):
            self._table.campaign = self.entries[self.position].after
            self.position += 1


class Table:
    """Runs steps on a campaign: pushes what changed, merges runs of one merge key and names them from
    where the run began, exactly as the document does."""

    def __init__(self, campaign: Campaign, dice: DiceSource | None = None) -> None:
        self.campaign = campaign
        self.dice = dice or RandomDice(1)
        self.clock = Clock()
        self.undo_stack = History(self)

    def character(self, character_id: str) -> Character:
        return self.campaign.character(character_id)

    def edit(self, name: str, change: Callable[[Campaign], Campaign]) -> None:
        """A change made by hand, as one undo step (a test's set-up)."""
        after = change(self.campaign)
        del self.undo_stack.entries[self.undo_stack.position :]
        self.undo_stack.entries.append(_Entry(name, self.campaign, after, None))
        self.undo_stack.position += 1
        self.campaign = after

    def changes(self, step: StepFunction[I, object], inputs: I, *, dice: DiceSource | None = None) -> bool:
        """Run ``step``; True when it changed the campaign (and so became an undo step)."""
        before = self.campaign
        self.run(step, inputs, dice=dice)
        return self.campaign is not before

    def run(self, step: StepFunction[I, R], inputs: I, *, dice: DiceSource | None = None) -> R:
        dice = dice or self.dice
        made = step(self.campaign, inputs, dice, self.clock)
        history = self.undo_stack
        top = history.entries[history.position - 1] if history.position else None
        merging = made.merge_key is not None and top is not None and top.merge_key == made.merge_key
        if made.campaign != self.campaign:
            del history.entries[history.position :]
            if merging and top is not None:
                top.after = made.campaign
                top.name = str(step(top.before, inputs, dice, self.clock).name)
                if top.after == top.before:
                    history.entries.pop()
                    history.position -= 1
            else:
                history.entries.append(_Entry(str(made.name), self.campaign, made.campaign, made.merge_key))
                history.position += 1
            self.campaign = made.campaign
        return made.result
