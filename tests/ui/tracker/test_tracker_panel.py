"""The tracker panel's tools one by one: what they act on, what they refuse, what a cancel leaves alone."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.model import Campaign, DurationUnit, Essence, Passive, Phase, Quick, Side, TensionMode
from fhrtool.rules.checks import typed_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from fhrtool.ui.tracker import TrackerPanel
from fhrtool.ui.tracker.model import CURRENT_BACKGROUND, Column
from fhrtool.ui.tracker.requests import AddRequest, EffectRequest
from tests.ui.tracker.conftest import FakeTrackerDialogs, PanelFactory, acting, declaring, four, roster

I18N = Path(__file__).resolve().parents[3] / "fhrtool" / "resources" / "i18n"


def _ids(document: Document) -> dict[str, str]:
    return {c.name: c.id for c in document.campaign.encounter.combatants}


def test_actions_carry_their_shortcuts(document: Document, make_panel: PanelFactory) -> None:
    panel = make_panel(document)
    shortcuts = {action.text(): action.shortcut().toString() for action in panel.actions()}
    assert shortcuts == {
        "Next": "N",
        "Previous": "P",
        "Roll d10s": "R",
        "Type in d10s…": "Shift+R",
        "Declare…": "D",
        "Confirm order": "Ctrl+Return",
        "Life check…": "L",
        "Will check…": "W",
        "Active action": "A",
        "2D6 check…": "K",
        "Add from roster…": "Ins",
        "Change HP…": "H",
        "Add effect…": "E",
        "Defeated": "X",
        "Switch to high tension": "Ctrl+Shift+H",
        "Return to low tension": "",
        "Advance odes…": "",
    }
    assert {action.shortcutContext() for action in panel.actions() if not action.shortcut().isEmpty()} == {
        Qt.ShortcutContext.WidgetWithChildrenShortcut
    }


def test_the_hint_says_what_to_do_next(document: Document, make_panel: PanelFactory) -> None:
    panel = make_panel(document)
    assert panel.hint_label.text().startswith("Add combatants from the roster")
    assert not panel.high_action.isEnabled()
    ids = four(document)
    assert panel.hint_label.text().startswith("Mark who is caught off guard")
    document.run(tracker.switch_to_high, None)
    document.run(tracker.enter_roll, tracker.EnterRoll(ids["Aldo"], 3))
    assert panel.hint_label.text() == "Round 1: roll the d10s (R), or type them in. 3 still waiting."
    assert "background" in panel.hint_label.styleSheet(), "the round waits for the GM: it stands out"
    document.run(tracker.roll_sequence, None, dice=ScriptedDice([1, 2, 3]))
    document.run(tracker.confirm_order, None)
    assert panel.hint_label.text().startswith("Checks: Life (L)")
    assert "background" not in panel.hint_label.styleSheet()


def test_the_rows_stay_in_place_as_the_round_goes_from_declaring_to_its_sequences(
    qtbot: QtBot, document: Document, make_panel: PanelFactory
) -> None:
    panel = make_panel(document)
    panel.resize(1000, 600)
    panel.show()
    qtbot.waitExposed(panel)
    four(document)
    document.run(tracker.switch_to_high, None)
    document.run(tracker.roll_sequence, None, dice=ScriptedDice([1, 2, 3, 4]))
    QApplication.processEvents()
    declaring = panel.view.geometry()
    assert not panel.actors_label.text()
    document.run(tracker.confirm_order, None)
    QApplication.processEvents()
    assert panel.actors_label.text().startswith("▶ ")
    assert panel.view.geometry() == declaring, "the highlight and the actors line move no row"
    document.run(tracker.next_slot, None)
    QApplication.processEvents()
    assert panel.view.geometry() == declaring
    document.undo_stack.undo()
    document.undo_stack.undo()
    QApplication.processEvents()
    assert panel.view.geometry() == declaring


def test_a_long_line_of_actors_ends_in_an_ellipsis_and_its_tooltip_holds_it_whole(
    document: Document, make_panel: PanelFactory
) -> None:
    label = make_panel(document).actors_label
    height = label.height()
    label.setText("▶ Aldo")
    label.resize(200, height)
    assert label.shown() == "▶ Aldo"
    label.setText("▶ " + " & ".join(f"Goblin {number}" for number in range(60)))
    assert label.width() == 200, "a long text asks for no more room"
    assert label.sizeHint().height() == height
    assert label.shown().endswith("…")
    assert label.fontMetrics().horizontalAdvance(label.shown()) <= label.contentsRect().width()
    assert label.toolTip() == label.text()
    assert not label.grab().isNull()


def test_next_and_previous_buttons_and_their_refusal(
    qtbot: QtBot, document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    acting(document)
    panel = make_panel(document)
    messages: list[str] = []
    panel.status_message.connect(messages.append)
    assert not panel.previous_button.isEnabled()
    panel.previous()
    assert dialogs.errors() == ["this is the first sequence of the round"]
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert document.campaign.encounter.position == 1
    assert messages == [
        "Next: sequence 12 → 12 (round 1)",
        "Aldo has not acted in sequence 12: passed over (Previous goes back)",
    ]
    assert panel.previous_button.isEnabled()
    qtbot.mouseClick(panel.previous_button, Qt.MouseButton.LeftButton)
    assert document.campaign.encounter.position == 0


def _double_click(qtbot: QtBot, widget: QWidget) -> None:
    """A double-click as a mouse makes it: press, release, double-click, release."""
    left = Qt.MouseButton.LeftButton
    qtbot.mousePress(widget, left)
    qtbot.mouseRelease(widget, left)
    qtbot.mouseDClick(widget, left)
    qtbot.mouseRelease(widget, left)


def test_a_double_click_on_next_or_previous_is_one_click_and_the_keys_go_on(
    qtbot: QtBot, document: Document, make_panel: PanelFactory
) -> None:
    acting(document)
    panel = make_panel(document)
    fight = lambda: document.campaign.encounter  # noqa: E731
    interval = QApplication.doubleClickInterval()
    _double_click(qtbot, panel.next_button)
    assert fight().position == 1
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)  # at once after the double-click
    assert fight().position == 1
    qtbot.wait(interval + 20)  # the interval has passed: the next click counts
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert fight().position == 2
    _double_click(qtbot, panel.previous_button)
    assert fight().position == 1
    panel.view.setFocus()
    for _ in range(3):
        qtbot.keyClick(panel.view, Qt.Key.Key_N)
    assert fight().position == 4, "N as fast as it is typed: a key press is no bouncing mouse"
    qtbot.keyClick(panel.view, Qt.Key.Key_P)
    qtbot.keyClick(panel.view, Qt.Key.Key_P)
    assert fight().position == 2


def test_next_says_who_it_passes_over_before_they_acted(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = acting(document)
    panel = make_panel(document)
    messages: list[str] = []
    panel.status_message.connect(messages.append)
    panel.active_action.trigger()  # Aldo acts
    panel.next_action.trigger()
    assert messages[-1] == "Next: sequence 12 → 12 (round 1)"
    dialogs.script("check", tracker.CheckRequest(Essence.LIFE, typed_check(3, 5), "reaction", ids["Bea"]))
    panel.select(ids["Goblin"])
    panel.life_action.trigger()  # the goblin reacts to Bea: no turn of Bea's
    panel.next_action.trigger()
    assert messages[-1] == "Bea has not acted in sequence 12: passed over (Previous goes back)"


def test_the_current_sequence_is_painted_and_the_actor_stays_unselected(
    qtbot: QtBot, document: Document, make_panel: PanelFactory
) -> None:
    ids = acting(document)
    panel = make_panel(document)
    panel.next()
    assert panel.selected_ids() == []
    assert panel.subject() == ids["Bea"]
    image = panel.view.viewport().grab().toImage()
    rect = panel.view.visualRect(panel.model.index(1, Column.HP))
    assert QColor(image.pixel(rect.left() + 3, rect.center().y())) == CURRENT_BACKGROUND
    panel.next()  # to Goblin, then to the end of the round: nobody acts, nothing selected
    for _ in range(5):
        panel.next()
    assert document.campaign.encounter.phase is Phase.ROLLING
    assert panel.subject() is None


def test_d10s_typed_for_all_or_for_the_selected_ones(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = four(document)
    document.run(tracker.switch_to_high, None)
    panel = make_panel(document, ScriptedDice([4, 5]))
    dialogs.script("sequence_rolls", None)
    panel.type_rolls()
    assert document.campaign.encounter.rolls == {}
    panel.select(ids["Aldo"], ids["Bea"])
    dialogs.script("sequence_rolls", {ids["Aldo"]: 7, ids["Bea"]: 11})
    panel.type_rolls()
    assert list(dialogs.calls[-2][1][1]) == [ids["Aldo"], ids["Bea"]]
    assert dialogs.errors() == ["a d10 shows 1–10, not 11"]
    assert document.campaign.encounter.rolls == {ids["Aldo"]: 7}
    panel.view.clearSelection()
    dialogs.script("sequence_rolls", {ids["Bea"]: 8})
    panel.type_rolls()  # everyone still waiting was asked: the app rolls the blanks
    assert document.campaign.encounter.rolls == {
        ids["Aldo"]: 7,
        ids["Bea"]: 8,
        ids["Goblin"]: 4,
        ids["Dora"]: 5,
    }


def test_declaring_needs_someone_and_a_cancel_declares_nothing(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = four(document)
    document.run(tracker.switch_to_high, None)
    document.run(tracker.roll_sequence, None, dice=ScriptedDice([2, 3, 4, 5]))
    panel = make_panel(document)
    panel.declare()
    assert dialogs.calls == []
    assert not panel.declare_action.isEnabled()
    panel.select(ids["Bea"])
    assert panel.declare_action.isEnabled()
    dialogs.script("declaration", None)
    panel.declare()
    assert document.campaign.encounter.declarations == ()
    panel._fill_withdraw_menu()
    assert [a.text() for a in panel.withdraw_menu.actions()] == ["(no declarations)"]
    assert not panel.withdraw_button.isEnabled()
    document.run(tracker.declare, Quick(ids["Bea"], 1))
    assert panel.withdraw_button.isEnabled()


def test_checks_need_someone_and_a_cancel_checks_nothing(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    panel = make_panel(document)
    panel.check(Essence.LIFE)
    panel.action_check()
    panel.add_effect()
    assert dialogs.calls == []
    ids = four(document)
    panel.select(ids["Aldo"])
    for method in ("check", "action_check", "effect"):
        dialogs.script(method, None)
    panel.check(Essence.WILL)
    panel.action_check()
    panel.add_effect()
    assert len(document.campaign.log) == 4  # the four joining, nothing else
    dialogs.script("check", tracker.CheckRequest(Essence.WILL, typed_check(9, 8)))
    panel.check(Essence.WILL)
    assert document.undo_stack.undoText() == "Will check (Aldo)"


def test_switching_to_high_tension_asks_for_surprise_checks(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = four(document)
    panel = make_panel(document)
    panel.select(ids["Dora"])
    panel.surprised_action.trigger()
    assert panel.surprised_action.isChecked()
    dialogs.script("surprise_checks", None)
    panel.switch_to_high()
    assert document.campaign.encounter.mode is TensionMode.LOW
    panel.surprised_action.trigger()
    assert not document.campaign.encounter.combatant(ids["Dora"]).surprised
    panel.switch_to_high()
    assert document.campaign.encounter.mode is TensionMode.HIGH
    assert not panel.surprised_action.isEnabled()
    assert [method for method, _args in dialogs.calls] == ["surprise_checks"]


def test_odes_pass_in_low_tension(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    panel = make_panel(document)
    dialogs.script("odes", None, 2)
    panel.advance_odes()
    assert document.campaign.encounter.ode == 0
    panel.advance_odes()
    assert document.campaign.encounter.ode == 2
    assert panel.mode_label.text() == "Low tension · ode 2"


def test_adding_removing_and_changing_sides(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    panel = make_panel(document)
    dialogs.script("add_combatants", None, AddRequest(()), AddRequest(("goblin",), 2, Side.ALLY))
    panel.add_combatants()
    panel.add_combatants()
    assert document.campaign.encounter.combatants == ()
    panel.add_combatants()
    assert [(c.name, c.side) for c in document.campaign.encounter.combatants] == [
        ("Goblin 1", Side.ALLY),
        ("Goblin 2", Side.ALLY),
    ]
    assert len(panel.selected_ids()) == 2
    panel.set_side(Side.ENEMY)
    assert {c.side for c in document.campaign.encounter.combatants} == {Side.ENEMY}
    dialogs.script("add_combatants", AddRequest(("aldo",)), AddRequest(("aldo",)))
    panel.add_combatants()
    panel.add_combatants()
    assert dialogs.errors() == ["Aldo is a PC and is in the fight once"]
    panel.side_menu.actions()[1].trigger()  # Aldo is selected: an ally now
    assert document.campaign.encounter.combatants[-1].side is Side.ALLY
    panel.remove_combatant()
    assert [c.name for c in document.campaign.encounter.combatants] == ["Goblin 1", "Goblin 2"]
    panel.view.clearSelection()
    panel.remove_combatant()  # nobody selected and nobody acting: nothing to remove
    assert len(document.campaign.encounter.combatants) == 2


def test_undoing_the_addition_of_several_selected_copies_leaves_no_selection_behind(
    qtbot: QtBot, document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    panel = make_panel(document)
    dialogs.script("add_combatants", AddRequest(("goblin",), 8))
    panel.add_action.trigger()
    assert len(panel.selected_ids()) == 8
    with qtbot.captureExceptions() as exceptions:
        document.undo_stack.undo()
    assert exceptions == []
    assert panel.selected_ids() == []
    assert not panel.remove_action.isEnabled()
    assert not panel.defeated_action.isEnabled()
    with qtbot.captureExceptions() as exceptions:
        document.undo_stack.redo()
    assert exceptions == []
    assert len(document.campaign.encounter.combatants) == 8


def test_removing_the_actor_asks_first_and_undo_brings_it_back(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = acting(document)  # Aldo acts first, at 12
    panel = make_panel(document)
    panel.view.clearSelection()
    dialogs.script("confirm", False, True)
    panel.remove_action.trigger()
    question = (
        "confirm",
        (
            "Remove the actor",
            "Aldo acts in the current sequence. Remove from the fight? Undo brings it back.",
        ),
    )
    assert dialogs.calls[-1] == question
    assert len(document.campaign.encounter.combatants) == 4
    panel.select(ids["Aldo"], ids["Dora"])
    panel.remove_action.trigger()
    assert dialogs.calls[-1] == question
    assert [c.name for c in document.campaign.encounter.combatants] == ["Bea", "Goblin"]
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert len(document.campaign.encounter.combatants) == 4
    panel.select(ids["Dora"])  # not acting now: no question
    panel.remove_action.trigger()
    assert [c.name for c in document.campaign.encounter.combatants] == ["Aldo", "Bea", "Goblin"]
    assert [method for method, _args in dialogs.calls].count("confirm") == 2


def test_defeat_from_the_keyboard_greys_the_row(
    qtbot: QtBot, document: Document, make_panel: PanelFactory
) -> None:
    ids = acting(document)
    panel = make_panel(document)
    panel.select(ids["Dora"])
    panel.defeated_action.trigger()
    assert document.campaign.encounter.combatant(ids["Dora"]).defeated
    assert panel.defeated_action.isChecked()
    assert panel.model.index(3, Column.NAME).data() == "Dora"
    panel.defeated_action.trigger()
    assert not document.campaign.encounter.combatant(ids["Dora"]).defeated


def test_x_with_nobody_selected_strikes_nobody(document: Document, make_panel: PanelFactory) -> None:
    acting(document)
    panel = make_panel(document)
    panel.view.clearSelection()
    assert panel.subject() is not None  # the actor, for the checks
    assert not panel.defeated_action.isEnabled()
    panel.toggle_defeated()
    assert not any(c.defeated for c in document.campaign.encounter.combatants)


def test_returning_to_low_tension_mid_round_asks_first(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    acting(document)
    panel = make_panel(document)
    dialogs.script("confirm", False, True)
    panel.low_action.trigger()
    assert [method for method, _args in dialogs.calls] == ["confirm"]
    assert document.campaign.encounter.mode is TensionMode.HIGH
    panel.low_action.trigger()
    assert document.campaign.encounter.mode is TensionMode.LOW


def test_rows_keep_their_order_while_declaring(document: Document, make_panel: PanelFactory) -> None:
    ids = declaring(document)
    panel = make_panel(document)

    def shown() -> list[str]:
        return [panel.model.index(n, Column.NAME).data() for n in range(panel.model.rowCount())]

    before = shown()
    document.run(tracker.declare, Quick(ids["Dora"], 2))
    assert shown() == before
    dora = panel.model.row(panel.model.row_of(ids["Dora"]))
    assert panel.model.index(panel.model.row_of(ids["Dora"]), Column.SEQUENCE).data() == " · ".join(
        map(str, dora.slots)
    )
    assert dora.slots[0] > panel.model.row(0).slots[0]  # projected ahead of the first row
    document.run(tracker.confirm_order, None)
    assert shown()[0] == "Dora"


def test_effects_end_from_a_menu_of_the_selected_combatants(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = four(document)
    document.run(tracker.add_effect, tracker.AddEffect(ids["Aldo"], "Blessing", 2, DurationUnit.ODES))
    document.run(tracker.add_effect, tracker.AddEffect(ids["Bea"], "Ward", 1, DurationUnit.ODES))
    panel = make_panel(document)
    panel._fill_end_effect_menu()
    assert [a.text() for a in panel.end_effect_menu.actions()] == ["Blessing (Aldo)", "Ward (Bea)"]
    panel.select(ids["Bea"])
    panel._fill_end_effect_menu()
    assert [a.text() for a in panel.end_effect_menu.actions()] == ["Ward (Bea)"]
    panel.end_effect_menu.actions()[0].trigger()
    assert [e.name for e in document.campaign.encounter.effects] == ["Blessing"]
    panel._fill_end_effect_menu()
    assert [a.text() for a in panel.end_effect_menu.actions()] == ["(no effects)"]
    dialogs.script("effect", EffectRequest("Ward", 0, DurationUnit.ODES))
    panel.add_effect()
    assert dialogs.errors() == ["a duration is 1–9999, not 0"]


def test_one_change_for_several_selected_combatants(
    qtbot: QtBot, document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = four(document)
    panel = make_panel(document)
    panel.apply_adjustment()
    assert dialogs.errors() == ["Select the combatants to change first."]
    panel.select(ids["Goblin"], ids["Dora"])
    assert panel.adjust_button.isEnabled()
    qtbot.keyClicks(panel.adjust_text, "-3")
    qtbot.keyClick(panel.adjust_text, Qt.Key.Key_Return)
    assert [c.hp.current for c in document.campaign.encounter.combatants[2:]] == [5, 9]
    assert document.undo_stack.undoText() == "HP -3 (Goblin, Dora)"
    assert panel.adjust_text.text() == ""
    panel.adjust_field.setCurrentIndex(2)
    qtbot.keyClicks(panel.adjust_text, "x")
    panel.apply_adjustment()
    assert dialogs.errors()[-1] == "type a change such as -3 or +2, or a new value such as 7; not x"
    assert panel.adjust_text.text() == "x"


def test_refused_cell_edits_are_explained(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = four(document)
    panel = make_panel(document)
    index = panel.model.index(panel.model.row_of(ids["Aldo"]), Column.HP)
    assert not panel.model.setData(index, "much")
    assert dialogs.errors() == ["type a change such as -3 or +2, or a new value such as 7; not much"]


def test_a_reopened_campaign_replaces_the_rows(document: Document, make_panel: PanelFactory) -> None:
    acting(document)
    panel = make_panel(document)
    other = Document(document.campaign)
    other.run(tracker.return_to_low, None)
    document.replace(other.campaign, None)
    assert panel.mode_label.text() == "Low tension · ode 1"
    assert panel.model.rowCount() == 4


@pytest.mark.parametrize("language", ["en", "ja"])
def test_screenshots_in_both_languages(
    qtbot: QtBot, document: Document, make_panel: PanelFactory, tmp_path: Path, language: str
) -> None:
    """The panel at 1280×800 mid-round, rendered to PNG; the current row keeps its highlight."""
    shutil.copy(I18N / "fhrtool_ja.ts", tmp_path / "fhrtool_ja.ts")
    translations = Translations(tmp_path)
    translations.use(language)
    try:
        ids = acting(document)
        document.run(tracker.add_effect, tracker.AddEffect(ids["Goblin"], "Poison", 3, DurationUnit.ROUNDS))
        panel = make_panel(document)
        panel.next()
        image = panel.grab().toImage()
        assert (image.width(), image.height()) == (1280, 800)
        assert image.save(str(tmp_path / f"tracker_{language}.png"))
        rect = panel.view.visualRect(panel.model.index(1, Column.HP))
        point = panel.view.viewport().mapTo(panel, rect.topLeft())
        assert QColor(image.pixel(point.x() + 3, point.y() + 3)) == CURRENT_BACKGROUND
    finally:
        translations.use("en")


def test_an_active_action_without_a_check_ends_the_passive_bonus(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = declaring(document)
    document.run(tracker.declare, Passive(ids["Aldo"], 1))
    document.run(tracker.confirm_order, None)  # Bea 12 first
    panel = make_panel(document)
    panel.select(ids["Aldo"])
    panel.take_active_action()
    assert dialogs.errors() == ["Aldo can take an active action only on their own sequence"]
    panel.view.clearSelection()
    panel.take_active_action()  # the actor: Bea
    assert document.undo_stack.undoText() == "Active action (Bea)"
    assert document.campaign.encounter.counters_of(ids["Bea"]).took_active_action
    panel.next()
    panel.next()
    assert panel.subject() == ids["Aldo"]
    assert panel.model.index(panel.model.row_of(ids["Aldo"]), Column.LIFE).data() == "3/3 +1P"
    panel.active_action.trigger()
    assert panel.model.index(panel.model.row_of(ids["Aldo"]), Column.LIFE).data() == "3/3"


def test_a_step_that_changes_nothing_is_not_announced(document: Document, make_panel: PanelFactory) -> None:
    ids = four(document)
    panel = make_panel(document)
    messages: list[str] = []
    panel.status_message.connect(messages.append)
    panel.select(ids["Aldo"])
    panel.adjust_text.setText("+0")
    panel.apply_adjustment()
    assert messages == []
    panel.adjust_text.setText("-1")
    panel.apply_adjustment()
    assert messages == ["HP -1 (Aldo)"]


def _widths(panel: TrackerPanel) -> list[int]:
    """The fitted columns' widths (the last one takes what is left)."""
    return [panel.view.columnWidth(column) for column in Column if column != Column.STATUS]


def _fitted_by_qt(panel: TrackerPanel) -> list[int]:
    """The widths Qt's own fitting gives the panel's columns, measuring every cell of its sample."""
    panel.view.resizeColumnsToContents()
    return _widths(panel)


def test_columns_fitted_from_measured_cells_are_as_wide_as_qt_makes_them(make_panel: PanelFactory) -> None:
    # Actors, a struck defeated combatant, names longer than the column's least width, effects: the
    # widths the panel fits (each distinct text and font measured once) are those Qt's own fitting gives,
    # measuring every cell, whichever slot is played.
    names = ("Aldo", "Bartholomew the Unyielding Wanderer", "Goblin", "Dora of the Seven Long Winters")
    characters = tuple(c.model_copy(update={"name": name}) for c, name in zip(roster(), names, strict=True))
    document = Document(Campaign(characters=characters))
    ids = four(document)
    document.run(tracker.switch_to_high, None)
    rolls = dict(zip((ids[name] for name in names), (9, 10, 10, 3), strict=True))
    document.run(tracker.roll_sequence, rolls, dice=ScriptedDice([]))
    document.run(tracker.confirm_order, None)
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Goblin"], True))
    poison = tracker.AddEffect(ids[names[3]], "Poisoned", 3, DurationUnit.ROUNDS, "")
    document.run(tracker.add_effect, poison)
    for _slot in range(3):
        panel = make_panel(document)
        assert _widths(panel) == _fitted_by_qt(panel)
        document.run(tracker.next_slot, None)


def test_cells_answer_all_roles_at_once_as_one_by_one(document: Document, make_panel: PanelFactory) -> None:
    from PySide6.QtCore import QModelRoleData, QModelRoleDataSpan
    from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

    ids = acting(document)
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Dora"], True))
    panel = make_panel(document)
    model = panel.model
    delegate = QStyledItemDelegate()
    for row in range(model.rowCount()):
        for column in Column:
            index = model.index(row, column)
            option = QStyleOptionViewItem()
            delegate.initStyleOption(option, index)  # through multiData
            assert option.text == (index.data() or "")
            assert option.font.bold() == (index.data(Qt.ItemDataRole.FontRole) or option.font).bold()
            assert option.backgroundBrush == (
                index.data(Qt.ItemDataRole.BackgroundRole) or option.backgroundBrush
            )
    one = QModelRoleData(Qt.ItemDataRole.ToolTipRole)
    model.multiData(model.index(0, Column.NAME), one)
    assert one.data() == model.index(0, Column.NAME).data(Qt.ItemDataRole.ToolTipRole)
    span = QModelRoleDataSpan(QModelRoleData(Qt.ItemDataRole.DisplayRole))
    model.multiData(model.index(99, Column.NAME), span)  # no such row: nothing
    assert span.data().data() is None


def test_a_long_fight_is_fitted_to_the_rows_qt_would_measure_wherever_it_is_scrolled(
    make_panel: PanelFactory,
) -> None:
    from fhrtool.rules.dice import RandomDice

    # Aldo, with the longest name, acts first: the widths depend on which rows are measured, and so on
    # where the table is scrolled.
    aldo, bea, goblin, dora = roster()
    aldo = aldo.model_copy(update={"name": "Aldo of the Seven Long Winters and the Northern Marches"})
    goblin = goblin.model_copy(update={"name": "Goblin of the Northern Marches"})
    document = Document(Campaign(characters=(aldo, bea, goblin, dora)))
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea"]))
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin", "dora"], 60))
    document.run(tracker.switch_to_high, None)
    first = {document.campaign.encounter.combatants[0].id: 10}
    document.run(tracker.roll_sequence, first, dice=RandomDice(3))
    document.run(tracker.confirm_order, None)
    panel = make_panel(document)
    view = panel.view
    scroll = view.verticalScrollBar()
    seen = set()
    for position in (0, scroll.maximum() // 3, scroll.maximum() // 2, scroll.maximum()):
        scroll.setValue(position)
        with view.fitting():
            view.resizeColumnsToContents()
        fitted = _widths(panel)
        for column in Column:
            view.setColumnWidth(column, 20)
        assert _fitted_by_qt(panel) == fitted  # measuring every cell of Qt's sample
        seen.add(tuple(fitted))
    assert len(seen) > 1


class _Paints(QObject):
    """Counts the paint events a widget receives."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _shown(panel: TrackerPanel) -> QImage:
    """What the screen shows of the panel: its window's backing store."""
    return panel.screen().grabWindow(panel.winId()).toImage()


def test_a_step_that_fits_the_columns_anew_paints_the_table_once(
    document: Document, make_panel: PanelFactory
) -> None:
    # Back to low tension, the declarations and the projected values are gone and their columns
    # narrow: the cells are painted in the frame the step asked for, with their new widths, and not
    # once more when the columns' resizing is announced after it.
    ids = declaring(document)
    document.run(tracker.declare, Passive(ids["Dora"], 2))
    panel = make_panel(document)
    QApplication.processEvents()
    widths = _widths(panel)
    document.run(tracker.return_to_low, None)
    assert _widths(panel) != widths
    QApplication.processEvents()
    paints = _Paints(panel.view.viewport())
    panel.repaint()
    QApplication.processEvents()
    assert paints.count == 0
    assert _shown(panel) == panel.grab().toImage()


def test_the_header_is_not_painted_again_when_the_actors_are_selected(
    document: Document, make_panel: PanelFactory
) -> None:
    # Rows are selected whole: highlighting the sections they span would highlight them all.
    ids = acting(document)
    panel = make_panel(document)
    panel.select(ids["Dora"])
    QApplication.processEvents()
    header = panel.view.horizontalHeader()
    before = header.grab().toImage()
    paints = _Paints(header.viewport())
    panel.next()  # the selection cleared: the tools act on the actor
    QApplication.processEvents()
    assert panel.selected_ids() == []
    assert paints.count == 0
    assert header.grab().toImage() == before
    assert not header.highlightSections()
    assert header.sectionsClickable()


@pytest.mark.parametrize("direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft])
def test_cells_beside_a_column_a_declaration_widens_are_painted_anew(
    document: Document, make_panel: PanelFactory, direction: Qt.LayoutDirection
) -> None:
    # Only the declaring row changes, but the Declared column widens: the cells beyond it move over.
    ids = declaring(document)
    panel = make_panel(document)
    panel.setLayoutDirection(direction)
    QApplication.processEvents()
    width = panel.view.columnWidth(Column.DECLARED)
    document.run(tracker.declare, Passive(ids["Dora"], 2))
    assert panel.view.columnWidth(Column.DECLARED) > width
    QApplication.processEvents()
    assert _shown(panel) == panel.grab().toImage()


def test_columns_widened_in_a_round_stay_until_the_fight_changes_shape(
    document: Document, make_panel: PanelFactory
) -> None:
    # Declarations come and go while the GM asks around the table, the order is confirmed, a step is
    # undone: the columns they widened stay, so the cells beside them do not move back and forth. Steps
    # fit only the columns whose text they change, and only wider: the HP column, dragged wider by hand,
    # stays so. A new round, mode or roster fits them all anew.
    ids = declaring(document)
    panel = make_panel(document)
    narrow, fitted = panel.view.columnWidth(Column.DECLARED), panel.view.columnWidth(Column.HP)
    panel.view.setColumnWidth(Column.HP, fitted + 60)
    document.run(tracker.declare, Passive(ids["Dora"], 2))
    wide = panel.view.columnWidth(Column.DECLARED)
    assert wide > narrow
    document.undo_stack.undo()
    document.run(tracker.declare, Quick(ids["Aldo"], 1))
    document.undo_stack.undo()
    document.run(tracker.confirm_order, None)
    document.run(tracker.next_slot, None)
    document.run(tracker.adjust, tracker.Adjust([ids["Dora"]], "hp", "-1"))  # its text changes: it grows only
    assert (panel.view.columnWidth(Column.DECLARED), panel.view.columnWidth(Column.HP)) == (wide, fitted + 60)
    document.run(tracker.return_to_low, None)
    assert (panel.view.columnWidth(Column.DECLARED), panel.view.columnWidth(Column.HP)) == (narrow, fitted)


def test_a_narrow_table_scrolls_as_far_as_its_widened_columns_reach(
    document: Document, make_panel: PanelFactory
) -> None:
    ids = declaring(document)
    panel = make_panel(document)
    panel.resize(500, 400)
    panel.view.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    QApplication.processEvents()
    view = panel.view
    scroll = view.horizontalScrollBar()
    reach = scroll.maximum()
    document.run(tracker.declare, Passive(ids["Dora"], 2))
    assert scroll.maximum() == view.horizontalHeader().length() - view.viewport().width() > reach
