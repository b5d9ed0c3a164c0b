"""The tracker panel and the roster through any sequence of edits, steps of play, selections, undo and
redo: no slot ever raises, the rows are the fight's, the selections hold only what the campaign has,
and the tracker's tools stand as they would if worked out afresh."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant, precondition, rule, run_state_machine_as_test
from PySide6.QtCore import QCoreApplication, QEvent, QItemSelectionModel
from PySide6.QtGui import QAction
from pytestqt.exceptions import capture_exceptions

from fhrtool.model import Side
from fhrtool.rules.dice import RandomDice
from fhrtool.ui.roster import RosterPanel
from fhrtool.ui.tracker import TrackerPanel
from fhrtool.ui.tracker.model import Column
from fhrtool.ui.tracker.requests import AddRequest
from tests.app.test_undo_properties import EditSession
from tests.ui.conftest import FakeDialogs
from tests.ui.tracker.conftest import FakeTrackerDialogs


class PanelSession(EditSession):
    """:class:`EditSession` with a tracker panel on its document, and the GM's hands on the panel."""

    @initialize()
    def start(self) -> None:
        super().start()
        self.dialogs = FakeTrackerDialogs()
        self.panel = TrackerPanel(self.document, self.dialogs, RandomDice(3))
        self.panel.resize(1280, 700)
        self.panel.show()
        self.roster_dialogs = FakeDialogs()
        self.roster = RosterPanel(self.document, self.roster_dialogs)
        self.roster.show()
        self._capturing = ExitStack()
        self.exceptions = self._capturing.enter_context(capture_exceptions())

    def _rows(self) -> Iterator[int]:
        return iter(range(self.panel.model.rowCount()))

    @precondition(lambda self: self.panel.model.rowCount())
    @rule(data=st.data())
    def select_rows(self, data: st.DataObject) -> None:
        rows = data.draw(st.lists(st.sampled_from(list(self._rows())), max_size=4, unique=True))
        selection = self.panel.view.selectionModel()
        selection.clearSelection()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for row in rows:
            selection.select(self.panel.model.index(row, Column.NAME), flags)

    @precondition(lambda self: self.document.campaign.characters)
    @rule(
        data=st.data(),
        count=st.integers(1, 8),
        side=st.none() | st.sampled_from(Side),
        undo=st.integers(0, 3),
        redo=st.integers(0, 3),
    )
    def add_copies_from_the_panel(
        self, data: st.DataObject, count: int, side: Side | None, undo: int, redo: int
    ) -> None:
        """The added rows come in selected: the selection an undo then takes away, and a redo brings
        back rows without it."""
        character_id = data.draw(st.sampled_from(self._ids()))
        self.dialogs.script("add_combatants", AddRequest((character_id,), count, side))
        self.panel.add_action.trigger()
        self.undo_and_redo(undo, redo)

    @rule(undo=st.integers(1, 4), redo=st.integers(0, 4))
    def undo_and_redo(self, undo: int, redo: int) -> None:
        stack = self.document.undo_stack
        for _ in range(undo):
            stack.undo()
        for _ in range(redo):
            stack.redo()

    @rule(data=st.data(), answer=st.booleans())
    def remove_from_the_panel(self, data: st.DataObject, answer: bool) -> None:
        self.dialogs.answers["confirm"] = [answer]
        self.panel.remove_action.trigger()
        self.dialogs.answers["confirm"] = []

    @precondition(lambda self: self.document.campaign.characters)
    @rule(data=st.data(), answer=st.booleans())
    def delete_from_the_roster(self, data: st.DataObject, answer: bool) -> None:
        """Select a character in the roster and delete it; one in the fight is asked about first."""
        self.roster.select(data.draw(st.sampled_from(self._ids())))
        self.roster_dialogs.confirm_answers = [answer]
        self.roster.delete_action.trigger()
        self.roster_dialogs.confirm_answers = []

    @rule(action=st.sampled_from(["next", "previous", "defeated", "surprised"]))
    def panel_tool(self, action: str) -> None:
        tool: QAction = getattr(self.panel, f"{action}_action")
        if tool.isEnabled():
            tool.trigger()

    @invariant()
    def no_slot_raised(self) -> None:
        assert not getattr(self, "exceptions", [])

    @invariant()
    def the_rows_and_the_selection_are_the_fights(self) -> None:
        panel = getattr(self, "panel", None)
        if panel is None:
            return
        fight = self.document.campaign.encounter.combatants
        model = panel.model
        assert sorted(model.row(row).id for row in self._rows()) == sorted(c.id for c in fight)
        assert set(panel.selected_ids()) <= {c.id for c in fight}
        subject = panel.subject()
        assert subject is None or subject in {c.id for c in fight}
        chosen = self.roster.current_id()
        assert chosen is None or chosen in self._ids()

    @invariant()
    def the_tools_stand_as_worked_out_afresh(self) -> None:
        panel = getattr(self, "panel", None)
        if panel is None:
            return
        tools = [*panel.actions(), panel.remove_action, panel.surprised_action]
        before = [(tool.isEnabled(), tool.isChecked()) for tool in tools]
        panel._update_actions()
        assert [(tool.isEnabled(), tool.isChecked()) for tool in tools] == before

    def teardown(self) -> None:
        panel = getattr(self, "panel", None)
        if panel is not None:
            self._capturing.close()
            panel.deleteLater()
            self.roster.deleteLater()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        super().teardown()


@pytest.mark.usefixtures("qapp")
def test_the_panel_stays_whole_through_steps_selections_undo_and_redo() -> None:
    run_state_machine_as_test(
        PanelSession, settings=settings(max_examples=80, stateful_step_count=30, deadline=None)
    )
