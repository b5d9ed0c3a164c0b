"""What the tests' state machines share: rules that walk the undo history of what they play on."""

from __future__ import annotations

from typing import Protocol

from hypothesis.stateful import RuleBasedStateMachine, rule


class _History(Protocol):
    def undo(self) -> None: ...

    def redo(self) -> None: ...


class _Played(Protocol):
    @property
    def undo_stack(self) -> _History: ...


class UndoAndRedo(RuleBasedStateMachine):
    """A state machine that plays steps on ``document`` (the desktop document or a :class:`tests.steps.table.
    Table`), with rules that undo and redo one step of its history, as Ctrl+Z and Ctrl+Y do; each does
    nothing where there is nothing to undo or redo."""

    document: _Played

    @rule()
    def undo(self) -> None:
        self.document.undo_stack.undo()

    @rule()
    def redo(self) -> None:
        self.document.undo_stack.redo()
