"""The undo history of a campaign with a long log: each edit keeps its logs as beginnings of one log, so a
session of steps holds the log once, and every undo, redo, merge and new branch gives back exactly the
campaign it had."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from PySide6.QtWidgets import QApplication

from fhrtool.app import document as document_module
from fhrtool.app.document import Document, Edit, shared_start
from fhrtool.model import Campaign, Character, LogEntry
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import dice
from fhrtool.ui.log_panel import LogModel, LogRole
from tests.app.lifetime import release
from tests.samples.log import entries

Change = Callable[[Campaign], Campaign]


def _appending(count: int, kind: str = "dice_rolled") -> Change:
    def change(campaign: Campaign) -> Campaign:
        return campaign.model_copy(update={"log": campaign.log + entries(count, kind)})

    return change


def _renaming(name: str) -> Change:
    def change(campaign: Campaign) -> Campaign:
        aldo = campaign.characters[0].model_copy(update={"name": name})
        return campaign.model_copy(update={"characters": (aldo, *campaign.characters[1:])})

    return change


def _logs_alive(length: int) -> int:
    """Tuples of log entries at least ``length`` long that the collector tracks."""
    return sum(
        1
        for value in gc.get_objects()
        if type(value) is tuple and len(value) >= length and isinstance(value[0], LogEntry)
    )


def test_the_start_two_logs_share_is_known_when_one_begins_the_other() -> None:
    log = entries(4)
    other = entries(4, "other")
    assert shared_start(log, log) == 4
    assert shared_start(log[:2], log) == 2  # grown
    assert shared_start(log, log[:1]) == 1  # shortened
    assert shared_start(log, (*log[:2], *other[2:])) is None  # changed after the start
    assert shared_start(log, other[:2]) is None
    assert shared_start((), log) == 0


def test_a_logging_step_is_pushed_without_comparing_the_logs(monkeypatch: pytest.MonkeyPatch) -> None:
    compared: list[int] = []

    def counting(old: tuple[LogEntry, ...], new: tuple[LogEntry, ...]) -> int | None:
        compared.append(len(old))
        return shared_start(old, new)

    monkeypatch.setattr(document_module, "shared_start", counting)
    start = Campaign(characters=(Character(id="aldo", name="Aldo"),), log=entries(1_000))
    document = Document(start, dice=ScriptedDice((1, 2) * 5))
    for _ in range(5):
        document.run(dice.roll, dice.Roll("2D6"))
    assert compared == []
    assert _logs_alive(1_000) == 2  # the steps are on one line: the first log and the last
    last = document.campaign.log
    assert len(last) == 1_005
    for length in reversed(range(1_000, 1_005)):
        document.undo_stack.undo()
        assert document.campaign.log == last[:length]
    assert document.campaign == start
    document.edit("Roll", _appending(1))  # an edit the document is not told about is compared
    assert compared == [1_000]
    release(document)


def test_the_undo_history_holds_a_long_log_once_however_many_steps_add_to_it() -> None:
    start = Campaign(characters=(Character(id="aldo", name="Aldo"),), log=entries(5_000))
    document = Document(start)
    for _ in range(40):
        document.edit("Roll", _appending(1))
    document.edit("Rename", _renaming("Al"))
    assert len(document.campaign.log) == 5_040
    # The current log and the first one (held here as ``start``'s): not one more for each step.
    assert _logs_alive(5_000) == 2
    for _ in range(41):
        document.undo_stack.undo()
    assert document.campaign == start
    for _ in range(41):
        document.undo_stack.redo()
    assert len(document.campaign.log) == 5_040
    assert document.campaign.characters[0].name == "Al"


def test_a_step_gives_the_document_the_campaign_it_made_and_an_edit_makes_its_campaigns_again() -> None:
    document = Document(Campaign(characters=(Character(id="aldo", name="Aldo"),)))
    made: list[Campaign] = []

    def change(campaign: Campaign) -> Campaign:
        made.append(_appending(2)(campaign))
        return made[-1]

    start = document.campaign
    document.edit("Roll", change)
    assert document.campaign is made[0]
    edit = document.undo_stack.command(0)
    assert isinstance(edit, Edit)
    assert edit.after is made[0]  # the campaign shown
    # Made again from it, sharing what the edit did not change: the characters, the log it began with.
    assert edit.before == start
    assert edit.before.characters is start.characters
    document.undo_stack.undo()
    assert document.campaign == start
    assert document.campaign.log == ()
    assert edit.after == made[0]
    assert edit.after.log[0] is made[0].log[0]


def test_the_document_says_how_much_of_the_log_a_change_kept_and_compares_only_when_it_cannot_tell(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    compared: list[int] = []

    def counting(old: tuple[LogEntry, ...], new: tuple[LogEntry, ...]) -> int | None:
        compared.append(len(old))
        return shared_start(old, new)

    monkeypatch.setattr(document_module, "shared_start", counting)
    document = Document(Campaign(characters=(Character(id="aldo", name="Aldo"),), log=entries(3)))
    heard: list[int | None] = []
    told: list[bool] = []
    before: list[tuple[LogEntry, ...]] = [document.campaign.log]

    def changed() -> None:
        compared.clear()
        heard.append(document.log_kept(before[0]))
        told.append(not compared)  # known without comparing the logs
        before[0] = document.campaign.log

    document.log_changed.connect(changed)
    document.edit("Roll", _appending(2))
    document.edit("Roll", _appending(1))
    document.undo_stack.undo()
    document.undo_stack.undo()
    document.undo_stack.redo()
    assert heard == [3, 5, 5, 3, 3]
    assert told == [True] * 5
    document.edit("Shorten", lambda c: c.model_copy(update={"log": c.log[:1]}))
    document.undo_stack.undo()  # back onto the line the shortening left
    document.replace(Campaign(log=entries(2, "replaced")), None)
    # Off the line, the logs are compared: the shortened log kept one entry, and so did the undo of it
    # (the longer log begins with the shorter); the new campaign's log begins with none of the old.
    assert heard[5:] == [1, 1, None]
    assert told[5:] == [False] * 3
    assert document.log_kept(document.campaign.log) == 2  # asked outside a change: compared
    assert document.log_kept(entries(1, "other")) is None


def test_a_document_with_an_undo_history_ends_when_the_last_reference_to_it_goes() -> None:
    document = Document(Campaign(characters=(Character(id="aldo", name="Aldo"),)))
    document.edit("Rename", _renaming("Al"))
    document.edit("Roll", _appending(1))
    document.undo_stack.undo()
    ended = weakref.ref(document)
    del document  # no collector needed, so none to end it in an order of its own
    assert ended() is None


class LogHistory(RuleBasedStateMachine):
    """Edits that add to the log, leave it, shorten it or replace it, merging runs, undo and redo, against
    a history that keeps every campaign whole."""

    @initialize(size=st.integers(0, 5))
    def start(self, size: int) -> None:
        QApplication.instance() or QApplication([])
        self.document = Document(Campaign(characters=(Character(id="aldo", name="Aldo"),), log=entries(size)))
        self.model = LogModel(self.document)
        """The log's rows follow it, told by the document how much of it each change kept."""
        # Copies, equal and not the same: nothing but the edits holds the document's own campaigns, so
        # those not in use are made again from their line.
        self.states = [self.document.campaign.model_copy()]
        """The campaign at each index of the undo stack, as QUndoStack's rules make them."""
        self.keys: list[object] = []
        """The merge key of each command."""
        self.index = 0

    def _edit(self, change: Change, merge_key: object = None) -> None:
        after = change(self.document.campaign)
        pushed = self.document.edit("Edit", change, merge_key=merge_key)
        assert pushed == (after != self.states[self.index])
        if not pushed:
            return
        del self.states[self.index + 1 :]
        del self.keys[self.index :]
        if merge_key is not None and self.index > 0 and self.keys[self.index - 1] == merge_key:
            self.states[self.index] = after
            if after == self.states[self.index - 1]:  # merged back to where the run began: no step
                del self.states[self.index]
                del self.keys[self.index - 1]
                self.index -= 1
        else:
            self.states.append(after)
            self.keys.append(merge_key)
            self.index += 1

    @rule(count=st.integers(1, 3))
    def addentries(self, count: int) -> None:
        self._edit(_appending(count))

    @rule(name=st.sampled_from(["Al", "Aldo", "Alf"]), merging=st.booleans())
    def rename(self, name: str, merging: bool) -> None:
        self._edit(_renaming(name), merge_key="name" if merging else None)

    @rule(count=st.integers(1, 2))
    def add_entries_merging(self, count: int) -> None:
        self._edit(_appending(count, "merged"), merge_key="log")

    @rule(count=st.integers(1, 3))
    def shorten_the_log(self, count: int) -> None:
        self._edit(lambda c: c.model_copy(update={"log": c.log[:-count]}))

    @rule(more=st.integers(-1, 1))
    def replace_the_log(self, more: int) -> None:
        self._edit(lambda c: c.model_copy(update={"log": entries(max(0, len(c.log) + more), "replaced")}))

    @rule()
    def undo(self) -> None:
        self.document.undo_stack.undo()
        self.index = max(0, self.index - 1)

    @rule()
    def redo(self) -> None:
        self.document.undo_stack.redo()
        self.index = min(len(self.states) - 1, self.index + 1)

    @rule()
    def let_go(self) -> None:
        """Nothing holds the campaigns of the history but the edits: they are made again from the line."""
        gc.collect()

    def teardown(self) -> None:
        release(self.document)

    @invariant()
    def every_campaign_of_the_history_is_as_it_was(self) -> None:
        stack = self.document.undo_stack
        assert stack.count() == len(self.states) - 1
        assert stack.index() == self.index
        assert self.document.campaign == self.states[self.index]
        log = self.document.campaign.log
        rows = [self.model.index(row, 0).data(LogRole.ENTRY) for row in range(self.model.rowCount())]
        assert len(rows) == len(log)
        assert all(row is entry for row, entry in zip(rows, log, strict=True))
        for number in range(stack.count()):
            edit = stack.command(number)
            assert isinstance(edit, Edit)
            assert edit.before == self.states[number]
            assert edit.after == self.states[number + 1]


LogHistory.TestCase.settings = settings(max_examples=80, stateful_step_count=30, deadline=None)
TestLogHistory = LogHistory.TestCase
