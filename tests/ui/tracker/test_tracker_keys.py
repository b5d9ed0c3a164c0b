"""The GM's hot path from the keyboard alone: damage, hope and the other changes, typed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.rules import srs
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from fhrtool.ui.tracker import TrackerPanel
from tests.ui.tracker.conftest import FakeTrackerDialogs, PanelFactory, acting, declaring


def _ready(qtbot: QtBot, panel: TrackerPanel) -> None:
    """The panel's window active and the table in focus, as when the GM has clicked into it."""
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    panel.view.setFocus()
    qtbot.waitUntil(panel.view.hasFocus)


def _focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _keys(qtbot: QtBot, *keys: str | Qt.Key) -> None:
    """Each key to where the focus is when it is pressed, as a keyboard sends it: text typed key by
    key, or one key pressed."""
    for key in keys:
        for one in key if isinstance(key, str) else (key,):
            qtbot.keyClick(_focus(), one)


def _hp(document: Document, combatant_id: str) -> int:
    return document.campaign.encounter.combatant(combatant_id).hp.current


def test_h_then_a_change_and_enter_damages_the_actor_and_gives_the_table_back(
    qtbot: QtBot, document: Document, make_panel: PanelFactory
) -> None:
    ids = acting(document)  # Aldo (20 HP) acts
    panel = make_panel(document)
    _ready(qtbot, panel)
    _keys(qtbot, "h")
    assert _focus() is panel.adjust_text
    assert panel.selected_ids() == [ids["Aldo"]]
    _keys(qtbot, "-7", Qt.Key.Key_Return)
    assert _hp(document, ids["Aldo"]) == 13
    assert _focus() is panel.view, "the tracker's keys work again at once"
    _keys(qtbot, "n")  # Next, as ever
    assert document.campaign.encounter.position == 1


def test_arrows_in_the_change_field_pick_the_stat_and_escape_changes_nothing(
    qtbot: QtBot, document: Document, make_panel: PanelFactory
) -> None:
    ids = acting(document)
    aldo = ids["Aldo"]
    panel = make_panel(document)
    _ready(qtbot, panel)
    _keys(qtbot, "h", Qt.Key.Key_Down, "-1", Qt.Key.Key_Return)
    assert document.campaign.encounter.combatant(aldo).hope.current == 1
    _keys(qtbot, "h")
    assert panel.adjust_field.currentData() == "hp", "H starts on HP again"
    _keys(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Down, "+2", Qt.Key.Key_Return)
    assert document.campaign.encounter.combatant(aldo).fatigue == 2
    _keys(qtbot, "h", Qt.Key.Key_Up)
    assert panel.adjust_field.currentData() == "tension_value"
    steps = document.undo_stack.count()
    _keys(qtbot, "-5", Qt.Key.Key_Escape)
    assert _focus() is panel.view
    assert document.undo_stack.count() == steps, "Escape changed nothing"
    assert panel.adjust_text.text() == ""


def test_a_change_typed_on_a_row_changes_its_hp_in_place(
    qtbot: QtBot, document: Document, make_panel: PanelFactory
) -> None:
    ids = acting(document)
    panel = make_panel(document)
    _ready(qtbot, panel)
    _keys(qtbot, "-3", Qt.Key.Key_Return)  # on the actor's row
    # The cell's editor hands its text over once the Return has been handled.
    qtbot.waitUntil(lambda: _hp(document, ids["Aldo"]) == 17)
    assert _focus() is panel.view
    bea = _hp(document, ids["Bea"])
    _keys(qtbot, Qt.Key.Key_Down, "-2", Qt.Key.Key_Return)  # the row below: Bea's
    qtbot.waitUntil(lambda: _hp(document, ids["Bea"]) == bea - 2)
    assert _hp(document, ids["Aldo"]) == 17


def test_after_an_opposed_check_the_loser_is_selected_for_the_change(
    qtbot: QtBot, document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = acting(document)
    aldo, bea = ids["Aldo"], ids["Bea"]
    panel = make_panel(document)
    _ready(qtbot, panel)
    won = tracker.ActionCheckRequest(
        srs.check(ScriptedDice([5, 5]), 3), opposed_by=bea, reaction=srs.check(ScriptedDice([1, 2]), 2)
    )
    lost = tracker.ActionCheckRequest(
        srs.check(ScriptedDice([1, 2]), 2), opposed_by=bea, reaction=srs.check(ScriptedDice([5, 5]), 3)
    )
    dialogs.script("action_check", won, lost)
    _keys(qtbot, "k")  # Aldo hits Bea
    assert panel.subject() == aldo, "the tools still act on the actor"
    _keys(qtbot, "h")
    assert panel.selected_ids() == [bea]
    before = _hp(document, bea)
    _keys(qtbot, "-6", Qt.Key.Key_Return)
    assert _hp(document, bea) == before - 6
    assert panel.selected_ids() == [], "selected for the change only"
    assert panel.subject() == aldo
    _keys(qtbot, "k")  # Aldo's attack, parried: Aldo loses
    _keys(qtbot, "h", "-4", Qt.Key.Key_Return)
    assert _hp(document, aldo) == 16
    dialogs.script("action_check", won)
    _keys(qtbot, "k", "a")  # Bea loses, then something else happens: the check is not the last step
    _keys(qtbot, "h")
    assert panel.selected_ids() == [aldo], "the actor, as for any change"


def test_a_change_typed_on_the_table_needs_a_selected_row_or_an_actor(
    qtbot: QtBot, document: Document, make_panel: PanelFactory
) -> None:
    ids = declaring(document)  # nobody acts while declaring
    panel = make_panel(document)
    _ready(qtbot, panel)
    steps = document.undo_stack.count()
    _keys(qtbot, "-3", Qt.Key.Key_Return)
    assert document.undo_stack.count() == steps, "no row chosen: nothing changes"
    assert _focus() is panel.view
    panel.select(ids["Dora"])
    _keys(qtbot, "-3", Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _hp(document, ids["Dora"]) == 9)
