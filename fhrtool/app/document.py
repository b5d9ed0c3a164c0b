"""The open campaign: its current state, its undo stack, and typed signals saying what changed.

Every step of play (:mod:`fhrtool.steps`) goes through :meth:`Document.run`, which runs it on the
current campaign with the document's dice and clock and pushes it as an :class:`Edit` command holding
what the step replaced, named by the step's translated name. Records are immutable and share unchanged
parts: an edit keeps the values that differ (:func:`differences`), and its logs as beginnings of one log
(see :class:`_Line`), so a step costs the history about what it changed. The history keeps the last
:data:`UNDO_LIMIT` steps. The document compares the old and the new campaign whenever the state changes (edit,
undo, redo, load) and emits only the signals that apply, so panels never need to know which command ran.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar, cast

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from fhrtool.app.messages import translated
from fhrtool.model import Campaign, Character, LogEntry
from fhrtool.model.record import Record
from fhrtool.rules import RuleError
from fhrtool.rules.dice import DiceSource, RandomDice
from fhrtool.steps.step import Clock, StepFunction

I = TypeVar("I")  # noqa: E741 - a step's inputs
R = TypeVar("R")


def now() -> datetime:
    """The clock of the running application."""
    return datetime.now(UTC)


def _changed(before: object, after: object) -> bool:
    """Whether ``after`` differs from ``before``; the same object has not changed."""
    return after is not before and after != before


def shared_start(old: tuple[LogEntry, ...], new: tuple[LogEntry, ...]) -> int | None:
    """How many entries of the log ``old`` the log ``new`` keeps at its start, when one of the two
    begins the other (all of the shorter one); None when neither does. Entries are shared between
    versions of a campaign: the comparison is one of references."""
    if new is old:
        return len(old)
    if len(new) >= len(old):
        return len(old) if new[: len(old)] == old else None
    return len(new) if old[: len(new)] == new else None


class _Line:
    """The log of a run of campaigns that each keep the log of the one before and may add to it: the log
    of each is a beginning of this one.

    A log of years holds a hundred thousand entries and more, and each step that adds one makes the
    tuple anew: kept whole on both sides of every edit, the undo stack held about a megabyte a step
    (300 dice rolls on a log of 120,000 entries: 280 MiB, timed apart in one process), and the garbage
    collector walked all those tuples, up to 34 ms at a time. The edits of a run keep their logs as
    lengths of the run's line.
    """

    __slots__ = ("entries",)

    def __init__(self, entries: tuple[LogEntry, ...]) -> None:
        self.entries = entries


Where = tuple[str | int, ...]
"""Where a value is in a campaign: the names of fields and the positions in tuples that lead to it."""
Change = tuple[Where, object, object]
"""A value a step replaced: where it is, the value before and the value after."""

UNDO_LIMIT = 5_000
"""How many steps the undo history keeps; the oldest goes when one more comes."""


def differences(before: object, after: object, where: Where = ()) -> list[Change]:
    """The values that differ between two versions of a record, each as deep as the two still share
    their shape: two records of one class are compared field by field and two tuples of one length item
    by item, down to the values that are not the same object. The campaign's log is left out (an edit
    keeps it on its :class:`_Line`).

    Records are immutable and a step makes new ones only where it changed something, so this looks at
    what the step changed and at nothing else."""
    if before is after:
        return []
    if isinstance(before, Record) and type(before) is type(after):
        old, new = before.__dict__, after.__dict__
        changes: list[Change] = []
        for name, value in old.items():
            if not (name == "log" and not where):
                changes += differences(value, new[name], (*where, name))
        return changes
    # Plain tuples only: a tuple of another class is made again as a whole.
    plain = type(before) is tuple and type(after) is tuple
    if plain and isinstance(before, tuple) and isinstance(after, tuple) and len(before) == len(after):
        changes = []
        for at, (value, other) in enumerate(zip(before, after, strict=True)):
            changes += differences(value, other, (*where, at))
        return changes
    return [(where, before, after)]


def replaced(value: object, where: Where, new: object) -> object:
    """``value`` with what is at ``where`` in it replaced by ``new`` (made anew along the way only)."""
    if not where:
        return new
    step, rest = where[0], where[1:]
    if isinstance(step, int):
        items = list(value)  # type: ignore[call-overload]
        items[step] = replaced(items[step], rest, new)
        return tuple(items)
    record: Record = value  # type: ignore[assignment]
    return record.model_copy(update={step: replaced(getattr(record, step), rest, new)})


class Edit(QUndoCommand):
    """One undoable change of the campaign: the values it replaced, before and after, and the length of
    its log on each side.

    A step makes new records only where it changed something, so an edit keeps about what the step
    changed: undo and redo make the campaign on the other side from the one shown, sharing every part
    the step left alone. Edits with the same ``merge_key`` pushed one after another merge into one
    (typing in a spin box makes one undo step per field, not one per key press).
    """

    _ID = 1

    def __init__(
        self,
        document: Document,
        text: str,
        before: Campaign,
        after: Campaign,
        logs: tuple[_Line, _Line],
        merge_key: Hashable = None,
    ) -> None:
        super().__init__(text)
        # Held weakly: a reference would make a cycle (the document, its undo stack, the commands it
        # owns) that only the garbage collector ends, in an order of its own, which may free the
        # commands' Python side before the undo stack deletes them: the process crashes. This way a
        # document ends when the last reference to it goes.
        self._document = weakref.ref(document)
        self._made: Campaign | None = after
        """The campaign the step made, until it is shown: the first redo shows that very campaign."""
        self.changes = tuple(differences(before, after))
        self.lines = logs
        self.lengths = (len(before.log), len(after.log))
        self.merge_key = merge_key

    @property
    def before(self) -> Campaign:
        """The campaign before this edit (made again from the one shown)."""
        return self._state(after=False)

    @property
    def after(self) -> Campaign:
        """The campaign after this edit (made again from the one shown)."""
        return self._state(after=True)

    def _state(self, *, after: bool) -> Campaign:
        document = self._document()
        if document is None:
            raise RuntimeError("the document of this edit has ended")
        return document.state_around(self, after=after)

    def id(self) -> int:
        return self._ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, Edit) or other.merge_key != self.merge_key:
            return False
        document = self._document()
        if document is None:
            return False
        # Pushed and shown: the campaign shown is the one after ``other``.
        after = document.campaign
        before = self.taken_back(other.taken_back(after))
        self.changes = tuple(differences(before, after))
        self.lines = (self.lines[0], other.lines[1])
        self.lengths = (self.lengths[0], other.lengths[1])
        self.setText(other.text())
        if after == before:
            self.setObsolete(True)
        return True

    def taken_back(self, after: Campaign) -> Campaign:
        """The campaign before this edit, made from ``after``, the campaign after it."""
        return self._moved(after, forward=False)

    def made_again(self, before: Campaign) -> Campaign:
        """The campaign after this edit, made from ``before``, the campaign before it."""
        return self._moved(before, forward=True)

    def _moved(self, campaign: Campaign, *, forward: bool) -> Campaign:
        state: object = campaign
        for where, old, new in self.changes if forward else reversed(self.changes):
            state = replaced(state, where, new if forward else old)
        moved: Campaign = state  # type: ignore[assignment]
        if self.lines[0] is not self.lines[1] or self.lengths[0] != self.lengths[1]:
            side = 1 if forward else 0
            moved = moved.model_copy(update={"log": self.lines[side].entries[: self.lengths[side]]})
        return moved

    def redo(self) -> None:
        document = self._document()
        if document is not None:
            made, self._made = self._made, None
            document._show(self.lines[1], made or self.made_again(document.campaign))

    def undo(self) -> None:
        document = self._document()
        if document is not None:
            document._show(self.lines[0], self.taken_back(document.campaign))


class Document(QObject):
    """The campaign being edited, with undo, file path and change notifications."""

    character_inserted = Signal(int, str)  # row, character id
    character_removed = Signal(int, str)  # row, character id
    character_changed = Signal(str, list)  # character id, names of the fields that changed
    roster_reset = Signal()  # order changed or too much changed to say row by row
    encounter_changed = Signal()
    log_changed = Signal()
    options_changed = Signal()
    catalogue_changed = Signal()
    campaign_changed = Signal()  # name, notes, scenario, session
    path_changed = Signal(object)  # Path | None
    modified_changed = Signal(bool)

    def __init__(
        self,
        campaign: Campaign | None = None,
        path: Path | None = None,
        parent: QObject | None = None,
        *,
        dice: DiceSource | None = None,
        clock: Clock = now,
    ):
        super().__init__(parent)
        self._campaign = campaign if campaign is not None else Campaign()
        self._line = _Line(self._campaign.log)
        """The line the campaign's log is on: the one the next edit starts from."""
        self._finish: Callable[[], bool] | None = None
        """What puts in the rest of the campaign shown (see :meth:`replace_for_now`), until it has run."""
        self._log_change: tuple[tuple[LogEntry, ...], int] | None = None
        """While ``log_changed`` is emitted for a change on one line: the log before, and how many entries
        of it the log keeps (see :meth:`log_kept`)."""
        self._path = path
        self.dice = dice or RandomDice()
        self.clock = clock
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)  # an evening of play stays within it, a session of days too
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)

    def _on_clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(not clean)

    @property
    def campaign(self) -> Campaign:
        return self._campaign

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def run(self, step: StepFunction[I, R], inputs: I, *, dice: DiceSource | None = None) -> R:
        """Run ``step`` on the campaign and push it (unless it changed nothing); gives its result.

        ``dice`` replaces the document's own for this step (results typed in at the table). A step that
        merges with the one before it is named as made from the campaign the run of them began with.
        Refusals (:class:`~fhrtool.rules.RuleError`, an invalid value) propagate with nothing changed.
        """
        self._whole()
        dice = dice or self.dice
        made = step(self._campaign, inputs, dice, self.clock)
        name = made.name
        if made.merge_key is not None:
            base = self.merge_base(made.merge_key)
            if base is not self._campaign:
                name = step(base, inputs, dice, self.clock).name
        self.edit(
            translated(name),
            lambda _campaign: made.campaign,
            merge_key=made.merge_key,
            keeps_log=made.keeps_log(self._campaign.log),
        )
        return made.result

    def edit(
        self,
        text: str,
        change: Callable[[Campaign], Campaign],
        *,
        merge_key: Hashable = None,
        keeps_log: bool = False,
    ) -> bool:
        """Apply ``change`` to the campaign as one undoable step named ``text``.

        Returns False (and pushes nothing) when the change leaves the campaign as it was. Exceptions
        raised by ``change`` (a refused rule, an invalid value) propagate with the state untouched.
        ``keeps_log``: the caller knows that the new log begins with the whole of the old one
        (:meth:`Step.keeps_log <fhrtool.steps.step.Step.keeps_log>`); else the two are compared.
        """
        self._whole()
        before = self._campaign
        after = change(before)
        # Logs of other lengths differ: a long log's entries are not compared one by one for that.
        if len(after.log) == len(before.log) and after == before:
            return False
        line = self._line
        if keeps_log or shared_start(before.log, after.log) == len(before.log):
            # The edits after this one on the line are undone, and the push drops them: the line is
            # what this one leaves, and the log of every edit before it is still a beginning of it.
            line.entries = after.log
        else:
            line = _Line(after.log)  # a new run: the edits before keep the line they had
        self.undo_stack.push(Edit(self, text, before, after, (self._line, line), merge_key))
        return True

    def merge_base(self, merge_key: Hashable) -> Campaign:
        """The campaign before the run of edits that an edit with ``merge_key`` would merge into.

        Lets an operation name its step after the value the user started from ("Cost 0 → 12"), not
        the value before the last key press ("Cost 1 → 12").
        """
        index = self.undo_stack.index()
        top = self.undo_stack.command(index - 1) if index > 0 else None
        if merge_key is not None and isinstance(top, Edit) and top.merge_key == merge_key:
            return top.before
        return self._campaign

    def replace(self, campaign: Campaign, path: Path | None) -> None:
        """Start over with another campaign (opened or new): no undo history, nothing unsaved."""
        self._finish = None
        self.undo_stack.clear()
        self._show(_Line(campaign.log), campaign)
        self.set_path(path)
        self.undo_stack.setClean()

    def replace_for_now(self, campaign: Campaign, path: Path | None, finish: Callable[[], bool]) -> None:
        """:meth:`replace` with a campaign opened but for its log, which ``finish`` reads and puts in
        (:meth:`fill`) when :meth:`complete` is called: once the window has shown the rest, or before
        anything changes, saves or exports the campaign, whichever comes first. ``finish`` answers whether
        it did (False: the file could not be opened after all, and something else replaced this)."""
        self.replace(campaign, path)
        self._finish = finish

    @property
    def complete_now(self) -> bool:
        """Whether the campaign shown is the whole one (see :meth:`replace_for_now`)."""
        return self._finish is None

    def complete(self) -> bool:
        """Put in what the campaign shown still lacks, if anything (see :meth:`replace_for_now`); False
        when it could not be, and another campaign replaced it."""
        finish, self._finish = self._finish, None
        return finish is None or finish()

    def fill(self, campaign: Campaign) -> None:
        """Show ``campaign``, the whole of the one shown but for its log: no undo step, nothing unsaved."""
        shown = self._campaign
        if campaign.model_copy(update={"log": shown.log}) == shown:  # the parts shown kept as they are
            campaign = shown.model_copy(update={"log": campaign.log})
        self._show(_Line(campaign.log), campaign)

    def _whole(self) -> None:
        if not self.complete():
            raise RuleError("the campaign could not be opened, so nothing was changed")

    def set_path(self, path: Path | None) -> None:
        if path != self._path:
            self._path = path
            self.path_changed.emit(path)

    def mark_saved(self, path: Path) -> None:
        self.set_path(path)
        self.undo_stack.setClean()

    def character(self, character_id: str) -> Character:
        return self._campaign.character(character_id)

    def log_kept(self, log: tuple[LogEntry, ...]) -> int | None:
        """How many entries of ``log`` the campaign's log keeps at its start, when one of the two begins
        the other (:func:`shared_start`); None when neither does. While ``log_changed`` is emitted and
        ``log`` is the log before the change, the answer is known without comparing entries (the two
        logs on one line) whenever the document can tell."""
        change = self._log_change
        if change is not None and change[0] is log:
            return change[1]
        return shared_start(log, self._campaign.log)

    def state_around(self, edit: Edit, *, after: bool) -> Campaign:
        """The campaign before or ``after`` ``edit``, one of the undo stack's, made again from the one
        shown by taking back or making again the edits between."""
        stack = self.undo_stack
        # Looked for from the top: the edit asked about is nearly always the last one done.
        order = [*reversed(range(stack.index())), *range(stack.index(), stack.count())]
        at = next(number for number in order if stack.command(number) is edit)
        target = at + 1 if after else at
        campaign = self._campaign
        for number in reversed(range(target, stack.index())):
            campaign = cast(Edit, stack.command(number)).taken_back(campaign)
        for number in range(stack.index(), target):
            campaign = cast(Edit, stack.command(number)).made_again(campaign)
        return campaign

    def _show(self, line: _Line, campaign: Campaign) -> None:
        # Two logs on one line both begin it: the shorter is the beginning of the longer.
        kept = None if line is not self._line else min(len(self._campaign.log), len(campaign.log))
        self._line = line
        self._set_campaign(campaign, kept)

    def _set_campaign(self, new: Campaign, log_kept: int | None = None) -> None:
        old = self._campaign
        if new is old:
            return
        self._campaign = new
        self._announce_characters(old.characters, new.characters)
        # A part a step did not touch is the very same record: a comparison of references, where an
        # equality would walk every field of it (or every entry of a log of years).
        if _changed(old.encounter, new.encounter):
            self.encounter_changed.emit()
        # Two logs on one line differ when their lengths do; others are compared.
        log_differs = len(old.log) != len(new.log) if log_kept is not None else _changed(old.log, new.log)
        if log_differs:
            self._log_change = None if log_kept is None else (old.log, log_kept)
            try:
                self.log_changed.emit()
            finally:
                self._log_change = None
        if _changed(old.options, new.options):
            self.options_changed.emit()
        if _changed(old.emotions, new.emotions):
            self.catalogue_changed.emit()
        if (new.name, new.notes, new.scenario, new.session) != (
            old.name,
            old.notes,
            old.scenario,
            old.session,
        ):
            self.campaign_changed.emit()

    def _announce_characters(self, old: tuple[Character, ...], new: tuple[Character, ...]) -> None:
        if old is new:
            return
        old_ids = [character.id for character in old]
        new_ids = [character.id for character in new]
        old_set, new_set = set(old_ids), set(new_ids)
        if old_ids != new_ids:
            if len(new_ids) == len(old_ids) + 1 and [i for i in new_ids if i in old_set] == old_ids:
                row = next(row for row, character_id in enumerate(new_ids) if character_id not in old_set)
                self.character_inserted.emit(row, new_ids[row])
            elif len(new_ids) == len(old_ids) - 1 and [i for i in old_ids if i in new_set] == new_ids:
                row = next(row for row, character_id in enumerate(old_ids) if character_id not in new_set)
                self.character_removed.emit(row, old_ids[row])
            else:
                self.roster_reset.emit()
        # Characters kept through an insert or removal may have changed in the same step.
        before_by_id = {character.id: character for character in old}
        for after in new:
            before = before_by_id.get(after.id)
            if before is not None and before is not after and before != after:
                fields = [
                    name for name in type(after).model_fields if getattr(before, name) != getattr(after, name)
                ]
                self.character_changed.emit(after.id, fields)
