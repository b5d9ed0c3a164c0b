"""The check dialogs from the keyboard, rolls that are cancelled, several reactors against one action, and
what the dialogs say about the chance and about checks without dice."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLineEdit, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.model import Essence, Pool, RuleOptions
from fhrtool.rules import srs
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from fhrtool.storage.paths import resource_path
from fhrtool.ui.tracker import TrackerDialogs, TrackerPanel
from fhrtool.ui.tracker.check_dialogs import ActionCheckDialog, CheckDialog
from fhrtool.ui.tracker.requests import Discarded
from fhrtool.ui.tracker.rolled import RolledDialog, letters_are_text
from fhrtool.ui.tracker.setup_dialogs import SurpriseDialog, percent
from tests.ui.tracker.conftest import FakeTrackerDialogs, PanelFactory, acting, goblin_without_will

Key = Qt.Key


class Answers:
    """The discard question, answered from a script; records what was asked."""

    def __init__(self, *answers: bool) -> None:
        self.answers = list(answers)
        self.asked: list[tuple[str, str]] = []

    def __call__(self, title: str, text: str) -> bool:
        self.asked.append((title, text))
        return self.answers.pop(0)


def _shown(qtbot: QtBot, dialog: QDialog) -> QDialog:
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    return dialog


# A roll that is cancelled stays on record


def test_a_rolled_check_cancelled_asks_once_and_keeps_the_roll(qtbot: QtBot, document: Document) -> None:
    ids = acting(document)
    answers = Answers(False, True)
    dialog = CheckDialog(
        document.campaign, ids["Aldo"], Essence.LIFE, ScriptedDice([1, 2, 1]), confirm=answers
    )
    _shown(qtbot, dialog)
    qtbot.keyClick(dialog, Key.Key_R)
    assert dialog.result_label.text() == "[1, 2, 1] = 4 against 10: failure"
    qtbot.keyClick(dialog.focusWidget(), Key.Key_Escape)  # answered no: the dialog stays
    assert dialog.isVisible()
    assert len(answers.asked) == 1
    title, text = answers.asked[0]
    assert title == "Discard this roll?"
    assert "Aldo [1, 2, 1]" in text
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog.focusWidget(), Key.Key_Escape)
    assert dialog.discarded == (tracker.DiscardedRoll(ids["Aldo"], "life", (1, 2, 1)),)


def test_a_check_cancelled_before_any_roll_asks_nothing(qtbot: QtBot, document: Document) -> None:
    ids = acting(document)
    answers = Answers()
    dialog = CheckDialog(document.campaign, ids["Aldo"], Essence.WILL, ScriptedDice([]), confirm=answers)
    _shown(qtbot, dialog)
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog, Key.Key_Escape)
    assert (answers.asked, dialog.discarded) == ([], ())


def test_a_roll_the_check_no_longer_uses_goes_with_the_result(qtbot: QtBot, document: Document) -> None:
    ids = acting(document)  # Aldo: Life 3, hope 2
    dialog = CheckDialog(document.campaign, ids["Aldo"], Essence.LIFE, ScriptedDice([1, 1, 2, 6, 6, 5, 4]))
    _shown(qtbot, dialog)
    qtbot.keyClick(dialog, Key.Key_R)
    dialog.hope.setFocus()
    dialog.hope.selectAll()
    qtbot.keyClicks(dialog.hope, "1")  # more dice: the roll made is set aside, and R rolls again
    qtbot.keyClick(dialog.hope, Key.Key_R)
    assert dialog.result_label.text() == "[6, 6, 5, 4] = 21 against 10: success"
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.hope, Key.Key_Return)
    request = dialog.request()
    assert request is not None
    assert request.discarded == (tracker.DiscardedRoll(ids["Aldo"], "life", (1, 1, 2)),)


def test_the_panel_logs_a_discarded_roll_in_one_step_that_costs_nothing(
    document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    ids = acting(document)
    panel = make_panel(document)
    panel.select(ids["Aldo"])
    before = document.campaign.encounter
    count = document.undo_stack.count()
    dialogs.script("check", Discarded((tracker.DiscardedRoll(ids["Aldo"], "life", (1, 2, 1)),)))
    panel.check(Essence.LIFE)
    assert document.campaign.encounter == before
    assert document.undo_stack.count() == count + 1
    assert document.undo_stack.undoText() == "Roll discarded (Aldo)"
    assert document.campaign.log[-1].kind == "roll_discarded"
    dialogs.script("action_check", Discarded((tracker.DiscardedRoll(ids["Aldo"], "2d6", (6, 6)),)))
    panel.action_check()
    assert document.campaign.log[-1].params["dice"] == (6, 6)
    dialogs.script("check", None)
    panel.check(Essence.WILL)  # cancelled before a roll: nothing at all
    assert document.undo_stack.count() == count + 2


def test_a_2d6_check_cancelled_after_its_rolls_discards_each(qtbot: QtBot, document: Document) -> None:
    ids = acting(document)
    answers = Answers(True)
    dialog = ActionCheckDialog(document.campaign, ids["Aldo"], ScriptedDice([4, 5, 3, 3]), confirm=answers)
    _shown(qtbot, dialog)
    assert dialog.opposed.isChecked()  # Aldo acts: the check starts opposed, by the goblin
    assert dialog.opponent.currentText() == "Goblin"
    qtbot.keyClick(dialog, Key.Key_R)
    qtbot.keyClick(dialog, Key.Key_R)
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog, Key.Key_Escape)
    assert dialog.discarded == (
        tracker.DiscardedRoll(ids["Aldo"], "2d6", (4, 5)),
        tracker.DiscardedRoll(ids["Goblin"], "2d6", (3, 3)),
    )


def test_the_surprise_resists_roll_once_and_a_cancel_keeps_them(qtbot: QtBot, document: Document) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea"]))
    ids = {c.name: c.id for c in document.campaign.encounter.combatants}
    answers = Answers(True)
    dialog = SurpriseDialog(
        document.campaign, [ids["Aldo"], ids["Bea"]], ScriptedDice([6, 6, 6, 6, 1, 1, 1]), confirm=answers
    )
    _shown(qtbot, dialog)
    qtbot.keyClick(dialog, Key.Key_R)
    assert dialog.checks() == {ids["Aldo"]: 24, ids["Bea"]: 3}  # Will 4 and 3
    assert not dialog.roll_buttons[ids["Aldo"]].isEnabled()
    dialog.roll(ids["Aldo"])  # once rolled, it stays
    assert dialog.checks()[ids["Aldo"]] == 24
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog, Key.Key_Escape)
    assert dialog.discarded == (
        tracker.DiscardedRoll(ids["Aldo"], "resist", (6, 6, 6, 6)),
        tracker.DiscardedRoll(ids["Bea"], "resist", (1, 1, 1)),
    )


def test_the_facade_answers_the_rolls_of_a_cancelled_check(
    qtbot: QtBot, document: Document, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = acting(document)

    def cancel_after_roll(dialog: QDialog) -> int:
        assert isinstance(dialog, CheckDialog | ActionCheckDialog | SurpriseDialog)
        dialog.show()
        qtbot.keyClick(dialog, Key.Key_R)
        dialog.reject()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(QDialog, "exec", cancel_after_roll)
    facade = TrackerDialogs()
    facade.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    campaign = document.campaign
    answer = facade.check(campaign, ids["Aldo"], Essence.LIFE, ScriptedDice([2, 2, 2]))
    assert answer == Discarded((tracker.DiscardedRoll(ids["Aldo"], "life", (2, 2, 2)),))
    answer = facade.action_check(campaign, ids["Aldo"], ScriptedDice([3, 4]))
    assert answer == Discarded((tracker.DiscardedRoll(ids["Aldo"], "2d6", (3, 4)),))
    answer = facade.surprise_checks(campaign, [ids["Bea"]], ScriptedDice([5, 5, 5]))
    assert answer == Discarded((tracker.DiscardedRoll(ids["Bea"], "resist", (5, 5, 5)),))


# Keys wherever the focus is


def test_r_rolls_from_the_skill_box_and_the_numbers_of_a_2d6_check(qtbot: QtBot, document: Document) -> None:
    (aldo, _goblin) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    dialog = ActionCheckDialog(document.campaign, aldo, ScriptedDice([3, 4, 5, 5]))
    _shown(qtbot, dialog)
    assert not dialog.opposed.isChecked()  # not on a sequence: a plain check
    dialog.skill.setFocus()
    qtbot.keyClick(dialog.skill, Key.Key_R)  # not type-ahead in the skills
    assert dialog.action.result_label.text() == "[3, 4] achieved 7, rolled"
    qtbot.keyClick(dialog.focusWidget(), Key.Key_O)  # opposed, the reactor's name to type
    assert dialog.opposed.isChecked()
    assert dialog.focusWidget() is dialog.opponent
    dialog.reaction.value.setFocus()
    qtbot.keyClick(dialog.reaction.value, Key.Key_R)
    assert dialog.reaction.result_label.text() == "[5, 5] achieved 10, rolled"
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.reaction.value, Key.Key_Return)


def test_r_and_enter_work_after_hope_is_typed_in_a_life_or_will_check(
    qtbot: QtBot, document: Document
) -> None:
    ids = acting(document)
    dialog = CheckDialog(document.campaign, ids["Aldo"], Essence.WILL, ScriptedDice([6, 6, 6, 6, 6]))
    _shown(qtbot, dialog)
    dialog.hope.setFocus()
    dialog.hope.selectAll()
    qtbot.keyClicks(dialog.hope, "1")
    qtbot.keyClick(dialog.hope, Key.Key_R)
    assert dialog.result_label.text() == "[6, 6, 6, 6, 6] = 30 against 10: success"
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.hope, Key.Key_Enter)
    request = dialog.request()
    assert request is not None
    assert request.hope == 1


def test_the_reactor_is_picked_by_typing_its_name_and_its_skill_by_a_key(
    qtbot: QtBot, document: Document
) -> None:
    ids = acting(document)
    dialog = ActionCheckDialog(document.campaign, ids["Aldo"], ScriptedDice([]))
    _shown(qtbot, dialog)
    dialog.opponent.setFocus()
    qtbot.keyClicks(dialog.opponent, "Do")  # letters are the reactor's name here
    assert dialog.opponent.currentText() == "Dora"
    qtbot.keyClick(dialog.opponent, Key.Key_Up)
    assert dialog.opponent.currentText() == "Goblin"
    qtbot.keyClick(dialog.opponent, Key.Key_Tab)
    qtbot.keyClick(dialog.focusWidget(), Key.Key_K)  # the reactor's skill
    assert dialog.focusWidget() is dialog.reaction_skill
    qtbot.keyClick(dialog.reaction_skill, Key.Key_C)  # the reactor again
    assert dialog.focusWidget() is dialog.opponent
    qtbot.keyClick(dialog.opponent, Key.Key_Tab)
    qtbot.keyClick(dialog.focusWidget(), Key.Key_S)  # the action's skill
    assert dialog.focusWidget() is dialog.skill


class ModalKeys:
    """Keys typed into the dialogs the panel opens (modal: each key is sent once the dialog is up), and
    counted with those typed into the panel."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        self.count = 0

    def panel(self, panel: TrackerPanel, key: Key) -> None:
        self.count += 1
        panel.view.setFocus()
        self.qtbot.keyClick(panel.view, key)

    def into_dialog(self, keys: Sequence[Key]) -> None:
        """Send ``keys`` to the next modal dialog, once it is shown."""
        self.count += len(keys)

        def send() -> None:
            dialog = QApplication.activeModalWidget()

            if dialog is None:
                QTimer.singleShot(10, send)
                return
            for key in keys:
                target = dialog.focusWidget() or dialog
                self.qtbot.keyClick(target, key)

        QTimer.singleShot(0, send)


def _real_dialogs_panel(qtbot: QtBot, document: Document, dice: list[int]) -> TrackerPanel:
    panel = TrackerPanel(document, TrackerDialogs(), ScriptedDice(dice))
    qtbot.addWidget(panel)
    panel.resize(1280, 700)
    with qtbot.waitActive(panel):
        panel.show()
        panel.activateWindow()
    return panel


def test_an_opposed_2d6_check_takes_four_keystrokes_and_leaves_the_winner(
    qtbot: QtBot, document: Document
) -> None:
    ids = acting(document)  # Aldo acts on sequence 12
    panel = _real_dialogs_panel(qtbot, document, [5, 6, 2, 1])
    keys = ModalKeys(qtbot)
    keys.into_dialog([Key.Key_R, Key.Key_R, Key.Key_Return])
    keys.panel(panel, Key.Key_K)
    assert keys.count == 4
    assert document.undo_stack.undoText() == "Opposed check (Aldo vs Goblin)"
    resolved = document.campaign.log[-1].params
    assert (resolved["reaction_by"], resolved["winner"], resolved["reason"]) == (
        ids["Goblin"],
        "action",
        "higher",
    )
    assert document.campaign.encounter.reactions == ((ids["Goblin"], ids["Aldo"]),)


def test_an_action_its_opposed_reaction_and_the_damage_take_eight_keystrokes(
    qtbot: QtBot, document: Document
) -> None:
    ids = acting(document)  # Aldo acts on sequence 12
    hp = document.campaign.encounter.combatant(ids["Goblin"]).hp.current
    aldo = document.campaign.encounter.combatant(ids["Aldo"]).hp
    panel = _real_dialogs_panel(qtbot, document, [5, 6, 2, 1])
    keys = ModalKeys(qtbot)
    keys.into_dialog([Key.Key_R, Key.Key_R, Key.Key_Return])
    keys.panel(panel, Key.Key_K)
    with qtbot.waitActive(panel):  # as a window manager does when the dialog closes
        panel.activateWindow()
    keys.panel(panel, Key.Key_H)  # the change field, with the loser of the check chosen
    assert QApplication.focusWidget() is panel.adjust_text
    assert panel.selected_ids() == [ids["Goblin"]]
    for key in (Key.Key_Minus, Key.Key_7, Key.Key_Return):
        keys.count += 1
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert keys.count == 8
    assert document.campaign.encounter.combatant(ids["Goblin"]).hp.current == hp - 7
    assert document.campaign.encounter.combatant(ids["Aldo"]).hp == aldo  # the winner is left alone
    assert document.undo_stack.undoText().startswith("HP -7")


def test_a_life_check_takes_three_keystrokes(qtbot: QtBot, document: Document) -> None:
    ids = acting(document)
    panel = _real_dialogs_panel(qtbot, document, [4, 4, 4])
    keys = ModalKeys(qtbot)
    keys.into_dialog([Key.Key_R, Key.Key_Return])
    keys.panel(panel, Key.Key_L)
    assert keys.count == 3
    assert document.undo_stack.undoText() == "Life check, active (Aldo)"
    assert document.campaign.encounter.counters_of(ids["Aldo"]).life == -1


# Several reactors against one action


def test_one_action_against_several_reactors_rolls_once(qtbot: QtBot, document: Document) -> None:
    ids = acting(document)
    # the action 4+4, the goblin 3+3, Dora 6+6, Bea 1+2 (then removed)
    dialog = ActionCheckDialog(document.campaign, ids["Aldo"], ScriptedDice([4, 4, 3, 3, 6, 6, 1, 2]))
    _shown(qtbot, dialog)
    qtbot.keyClick(dialog, Key.Key_A)
    qtbot.keyClick(dialog.reactors[1].side.value, Key.Key_A)
    assert [box.opponent.currentText() for box in dialog.reactors] == ["Goblin", "Dora", "Bea"]
    assert not dialog.add_reactor_button.isEnabled()  # nobody else may react
    for _ in range(4):
        qtbot.keyClick(dialog, Key.Key_R)
    dialog.reactors[2].remove_button.click()  # Bea reacts to something else after all
    assert [box.opponent.currentText() for box in dialog.reactors] == ["Goblin", "Dora"]
    assert dialog.winner_label.text().splitlines() == [
        "The action wins against Goblin (higher achieved value)",
        "Dora wins (the reaction's critical)",
    ]
    request = dialog.request()
    assert request is not None
    assert request.opposed_by == ids["Goblin"]
    assert request.more == (tracker.Opposition(ids["Dora"], srs.check(ScriptedDice([6, 6]), 0)),)
    assert request.discarded == (tracker.DiscardedRoll(ids["Bea"], "2d6", (1, 2)),)
    dialog.reactors[1].opponent.setCurrentText("Goblin")
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    assert dialog.winner_label.text() == "⚠ The same reactor is chosen twice: choose another one."


def test_the_chance_is_said_to_be_the_chance_before_the_roll(qtbot: QtBot, document: Document) -> None:
    ids = acting(document)
    dialog = ActionCheckDialog(document.campaign, ids["Aldo"], ScriptedDice([3, 4, 5, 5]))
    _shown(qtbot, dialog)
    dialog.action.difficulty.setValue(7)
    assert dialog.action.chance_label.text() == "Chance of success: 58.3%"
    assert dialog.win_chance.text() == "Chance the action wins: 44.4%"
    qtbot.keyClick(dialog, Key.Key_R)
    assert dialog.action.chance_label.text() == "Chance before the roll: 58.3%"
    assert dialog.win_chance.text() == "Chance the action wins, before the roll: 44.4%"
    life = CheckDialog(document.campaign, ids["Aldo"], Essence.LIFE, ScriptedDice([1, 1, 1]))
    _shown(qtbot, life)
    qtbot.keyClick(life, Key.Key_R)
    assert life.chance_label.text().startswith("Chance before the roll: ")


def test_percentages_have_one_precision() -> None:
    assert [percent(Fraction(n, d)) for n, d in ((66, 100), (4, 9), (1, 2), (0, 1), (1, 1))] == [
        "66.0%",
        "44.4%",
        "50.0%",
        "0.0%",
        "100.0%",
    ]
    assert (percent(Fraction(1, 100_000)), percent(Fraction(99_999, 100_000))) == ("<0.1%", ">99.9%")


# The warning without dice fits its room


def _needed(label: QWidget, text: str) -> int:
    rect = label.contentsRect()
    flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
    return label.fontMetrics().boundingRect(QRect(0, 0, rect.width(), 100_000), flags, text).height()


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("allowed", [True, False])
def test_every_warning_without_dice_fits_its_label(
    qtbot: QtBot, document: Document, language: str, allowed: bool
) -> None:
    translations = Translations(resource_path("i18n"))
    translations.use(language)
    try:
        goblin = goblin_without_will(
            document, RuleOptions(allow_checks_below_one_die=allowed), hope=Pool(current=1, maximum=1)
        )
        dialog = CheckDialog(document.campaign, goblin, Essence.WILL, ScriptedDice([]))
        _shown(qtbot, dialog)
        texts = dialog.warning_texts()
        assert len(set(texts)) == 4
        if language == "ja":
            assert all(text.startswith("このチェックにはダイスがありません。") for text in texts)
        label = dialog.warning
        for text in texts:
            label.setText(text)
            QApplication.processEvents()
            assert label.contentsRect().height() >= _needed(label, text), text
        # spending the one hope lifts the warning without moving Roll
        place = dialog.roll_button.geometry()
        dialog.hope.setValue(1)
        QApplication.processEvents()
        assert label.isHidden()
        assert dialog.roll_button.geometry() == place
    finally:
        translations.use("en")


def test_an_active_check_names_whom_it_is_aimed_at(qtbot: QtBot, document: Document) -> None:
    ids = acting(document)
    dialog = CheckDialog(document.campaign, ids["Aldo"], Essence.LIFE, ScriptedDice([3, 3, 3, 4, 4, 4]))
    _shown(qtbot, dialog)
    assert [dialog.aimed_at.itemText(n) for n in range(dialog.aimed_at.count())] == [
        "(aimed at: not named)",
        "aimed at Bea",
        "aimed at Goblin",
        "aimed at Dora",
    ]
    dialog.aimed_at.setFocus()
    qtbot.keyClick(dialog.aimed_at, Key.Key_Down)
    qtbot.keyClick(dialog.aimed_at, Key.Key_Down)
    qtbot.keyClick(dialog.aimed_at, Key.Key_R)  # R rolls here too
    request = dialog.request()
    assert request is not None
    assert request.targets == (ids["Goblin"],)
    dialog.set_role("other")
    assert dialog.request() is None  # a new role: the roll is set aside
    qtbot.keyClick(dialog, Key.Key_R)
    request = dialog.request()
    assert request is not None
    assert request.targets == ()
    assert request.discarded == (tracker.DiscardedRoll(ids["Aldo"], "life", (3, 3, 3)),)


def test_letters_stay_text_in_a_name_field_and_roll_in_numbers_and_lists(
    qtbot: QtBot, document: Document
) -> None:
    rolled: list[str] = []
    dialog = RolledDialog(document.campaign, None)
    name, number, choice = QLineEdit(dialog), QSpinBox(dialog), QComboBox(dialog)
    picked = QComboBox(dialog)
    picked.setProperty("keeps_letters", True)
    dialog._keys = {Key.Key_R: lambda: rolled.append("r")}
    dialog.watch_keys(dialog)
    _shown(qtbot, dialog)
    qtbot.keyClicks(name, "Rin")
    assert (name.text(), rolled) == ("Rin", [])
    qtbot.keyClick(picked, Key.Key_R)
    assert rolled == []
    for widget in (number, choice):
        qtbot.keyClick(widget, Key.Key_R)
    assert rolled == ["r", "r"]
    assert (letters_are_text(name), letters_are_text(number.lineEdit()), letters_are_text(choice)) == (
        True,
        False,
        False,
    )


def test_a_roll_replaced_by_a_typed_result_stays_on_record(qtbot: QtBot, document: Document) -> None:
    ids = acting(document)
    dialog = CheckDialog(document.campaign, ids["Aldo"], Essence.LIFE, ScriptedDice([1, 1, 2]))
    _shown(qtbot, dialog)
    qtbot.keyClick(dialog, Key.Key_R)
    qtbot.keyClick(dialog.focusWidget(), Key.Key_T)
    qtbot.keyClicks(dialog.typed_total, "11")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.typed_total, Key.Key_Return)
    request = dialog.request()
    assert request is not None
    assert (request.result.value, request.result.typed) == (11, True)
    assert request.discarded == (tracker.DiscardedRoll(ids["Aldo"], "life", (1, 1, 2)),)
    # the 2D6 side: dice typed in after a roll replace it, and the roll stays on record
    (aldo, _goblin) = (ids["Aldo"], ids["Goblin"])
    action = ActionCheckDialog(document.campaign, aldo, ScriptedDice([2, 3]))
    _shown(qtbot, action)
    action.opposed.setChecked(False)
    qtbot.keyClick(action, Key.Key_R)
    action.action.typed[0].setValue(6)
    action.action.typed[1].setValue(6)
    action.action.roll()
    request_2d6 = action.request()
    assert request_2d6 is not None
    assert request_2d6.action.outcome is srs.CheckOutcome.CRITICAL
    assert request_2d6.discarded == (tracker.DiscardedRoll(aldo, "2d6", (2, 3)),)
