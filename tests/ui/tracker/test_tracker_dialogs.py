"""The tracker's real dialogs, filled in by hand: what they show, what they refuse, what they answer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.model import Delay, DurationUnit, Essence, Passive, Pool, Quick, RuleOptions, Side, Skill, Sync
from fhrtool.rules import srs
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from fhrtool.storage.paths import resource_path
from fhrtool.ui.tracker import TrackerDialogs
from fhrtool.ui.tracker.check_dialogs import ActionCheckDialog, CheckDialog
from fhrtool.ui.tracker.declaration_dialog import DeclarationDialog
from fhrtool.ui.tracker.requests import AddRequest, EffectRequest, HopeRequest
from fhrtool.ui.tracker.setup_dialogs import (
    AddCombatantsDialog,
    EffectDialog,
    OdesDialog,
    SequenceRollsDialog,
    SurpriseDialog,
)
from tests.ui.tracker.conftest import goblin_without_will, roster


def _ids(document: Document) -> dict[str, str]:
    return {c.name: c.id for c in document.campaign.encounter.combatants}


def _declaring(document: Document) -> dict[str, str]:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    document.run(tracker.switch_to_high, None)
    ids = _ids(document)
    document.run(
        tracker.roll_sequence,
        {ids["Aldo"]: 2, ids["Bea"]: 10, ids["Goblin"]: 9, ids["Dora"]: 3},
        dice=ScriptedDice([]),
    )
    return ids  # values: Aldo 5, Bea 12, Goblin 9, Dora 4


def _ok(buttons: QDialogButtonBox) -> bool:
    return buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


# Declarations


def test_the_declaration_dialog_previews_what_the_rules_make_of_it(qtbot: QtBot, document: Document) -> None:
    ids = _declaring(document)
    document.run(tracker.declare, Passive(ids["Aldo"], 1))
    dialog = DeclarationDialog(document.campaign, ids["Aldo"])
    qtbot.addWidget(dialog)
    assert dialog.current.text() == "Sequence value now: 0\nDeclared: Passive ×1"
    assert dialog.kind() is None
    assert dialog.request() is None
    assert dialog.preview.text() == "Choose a declaration: H hope, Q quick, V passive, Y delay, S sync."
    assert not _ok(dialog.buttons)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    first = dialog.kinds.button(0)
    first.setFocus()
    qtbot.keyClick(first, Qt.Key.Key_Return)  # Enter alone declares nothing
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.isVisible()
    qtbot.keyClick(first, Qt.Key.Key_Q)
    assert dialog.kind() == "quick"
    assert _ok(dialog.buttons)
    assert dialog.preview.text() == "Sequence value 5; acts at 5"
    assert dialog.request() == Quick(ids["Aldo"], 1)
    dialog.steps.setValue(4)
    assert dialog.preview.text() == "Aldo may declare quick at most 3 times (the lower of Life and Will)"
    assert not _ok(dialog.buttons)
    dialog.steps.setValue(2)
    assert dialog.preview.text() == "Sequence value 10; acts at 10, 0"
    assert _ok(dialog.buttons)
    dialog.set_kind("delay")
    assert dialog.delay_to.isEnabled()
    assert not dialog.steps.isEnabled()
    dialog.delay_to.setValue(0)
    assert dialog.request() == Delay(ids["Aldo"], 0)
    assert dialog.preview.text() == "Aldo can delay only to a value lower than 0, not 0"
    dialog.delay_to.setValue(-1)
    assert dialog.preview.text() == "Aldo cannot delay below 0"


def test_hope_is_rolled_on_ok_or_typed_in(qtbot: QtBot, document: Document) -> None:
    ids = _declaring(document)
    dialog = DeclarationDialog(document.campaign, ids["Aldo"])
    qtbot.addWidget(dialog)
    dialog.set_kind("hope")
    assert dialog.typed_d6.isEnabled()
    assert dialog.preview.text() == "Sequence value +1d6, rolled on OK"
    assert dialog.request() == HopeRequest(ids["Aldo"], 1)
    dialog.typed_d6.setText("4 2")
    assert dialog.request() == HopeRequest(ids["Aldo"], 2, (4, 2))
    assert dialog.preview.text() == "Sequence value 11; acts at 11, 1"
    dialog.typed_d6.setText("4 7")
    assert dialog.preview.text() == "7 is not a possible result of a d6 (1–6)"
    dialog.typed_d6.clear()
    dialog.steps.setValue(3)
    assert dialog.preview.text() == "Aldo spends 3 hope but has only 2"


def test_sync_lists_the_others_with_their_values(qtbot: QtBot, document: Document) -> None:
    ids = _declaring(document)
    dialog = DeclarationDialog(document.campaign, ids["Bea"])
    qtbot.addWidget(dialog)
    dialog.set_kind("sync")
    # Only those with a lower value, the highest first.
    assert [dialog.partner.itemText(n) for n in range(dialog.partner.count())] == [
        "Goblin (9)",
        "Aldo (5)",
        "Dora (4)",
    ]
    dialog.partner.setCurrentIndex(2)
    assert dialog.request() == Sync(ids["Bea"], ids["Dora"])
    assert dialog.preview.text() == "Sequence value 4; acts at 4"
    goblin = DeclarationDialog(document.campaign, ids["Goblin"])
    qtbot.addWidget(goblin)
    assert [goblin.partner.itemData(n) for n in range(goblin.partner.count())] == [ids["Aldo"], ids["Dora"]]
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Aldo"], True))
    goblin = DeclarationDialog(document.campaign, ids["Goblin"])
    qtbot.addWidget(goblin)
    assert [goblin.partner.itemData(n) for n in range(goblin.partner.count())] == [ids["Dora"]]
    for name in ("Aldo", "Goblin", "Dora"):
        document.run(tracker.set_defeated, tracker.SetDefeated(ids[name], True))
    alone = DeclarationDialog(document.campaign, ids["Bea"])
    qtbot.addWidget(alone)
    alone.set_kind("sync")
    assert alone.request() is None
    assert alone.preview.text() == "There is nobody to sync with."
    assert not _ok(alone.buttons)


# Life and Will checks


def _active_life_check(qtbot: QtBot, document: Document, combatant_id: str, dice: list[int]) -> CheckDialog:
    """A Life check of ``combatant_id`` with ``dice`` scripted, shown and active for the keyboard."""
    dialog = CheckDialog(document.campaign, combatant_id, Essence.LIFE, ScriptedDice(dice))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    return dialog


def _acting(document: Document) -> dict[str, str]:
    ids = _declaring(document)
    document.run(tracker.declare, Sync(ids["Goblin"], ids["Aldo"]))
    document.run(tracker.declare, Passive(ids["Dora"], 1))
    document.run(
        tracker.confirm_order, None
    )  # Bea 12, then Aldo and Goblin at 5 together; Dora -1 has no sequence
    return ids


def test_the_actor_checks_as_an_active_action_with_the_dice_available_now(
    qtbot: QtBot, document: Document
) -> None:
    ids = _acting(document)
    dialog = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([6, 3, 2]))
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Life check — Bea"
    assert dialog.role() == "active"
    assert dialog.pool_label.text() == "2 dice (Life 2)"
    assert not _ok(dialog.buttons)
    assert dialog.request() is None
    dialog.hope.setValue(1)
    assert dialog.pool_label.text() == "3 dice (Life 2 +1 hope)"
    dialog.target.setValue(10)
    dialog.roll()
    assert dialog.result_label.text() == "[6, 3, 2] = 11 against 10: success"
    assert _ok(dialog.buttons)
    dialog.pay_fatigue.setChecked(True)
    request = dialog.request()
    assert request is not None
    assert (request.role, request.hope, request.pay_with, request.result.value) == (
        "active",
        1,
        "fatigue",
        11,
    )
    dialog.hope.setValue(0)  # the pool changed: the result is stale
    assert dialog.request() is None
    assert dialog.result_label.text() == "Not resolved yet"


def test_a_reaction_names_the_actor_and_gets_the_passive_bonus(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    dialog = CheckDialog(document.campaign, ids["Dora"], Essence.WILL, ScriptedDice([]))
    qtbot.addWidget(dialog)
    assert not dialog.roles.button(0).isEnabled()  # not Dora's sequence
    assert dialog.role() == "reaction"
    assert [dialog.reacting_to.itemText(n) for n in range(dialog.reacting_to.count())] == ["Bea"]
    assert dialog.pool_label.text() == "3 dice (Will 2 +1 passive)"
    dialog.set_role("other")
    assert dialog.pool_label.text() == "2 dice (Will 2)"
    dialog.set_role("reaction")
    dialog.typed_total.setValue(4)
    dialog.typed_fumble.setChecked(True)
    dialog.use_typed_result()
    assert dialog.result_label.text() == "4 against 10: fumble"
    request = dialog.request()
    assert request is not None
    assert (request.role, request.reacting_to, request.result.typed) == ("reaction", ids["Bea"], True)


def test_a_defeated_actor_is_not_offered_to_react_to(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Bea"], True))
    dialog = CheckDialog(document.campaign, ids["Dora"], Essence.WILL, ScriptedDice([]))
    qtbot.addWidget(dialog)
    assert dialog.reacting_to.count() == 0
    assert not dialog.roles.button(1).isEnabled()


def test_a_reaction_to_a_reaction_is_offered_with_the_passive_bonus(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)  # Bea's sequence
    counter = CheckDialog(document.campaign, ids["Aldo"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(counter)
    counter.use_typed_result()
    request = counter.request()
    assert request is not None
    document.run(tracker.take_check, tracker.TakeCheck(ids["Aldo"], request))
    dodge = CheckDialog(document.campaign, ids["Dora"], Essence.WILL, ScriptedDice([]))
    qtbot.addWidget(dodge)
    names = [dodge.reacting_to.itemText(n) for n in range(dodge.reacting_to.count())]
    assert names == ["Bea", "Aldo's reaction"]
    dodge.reacting_to.setCurrentIndex(1)
    assert dodge.pool_label.text() == "3 dice (Will 2 +1 passive)"
    dodge.use_typed_result()
    request = dodge.request()
    assert request is not None
    assert request.reacting_to == ids["Aldo"]
    document.run(tracker.take_check, tracker.TakeCheck(ids["Dora"], request))
    assert document.campaign.encounter.reactions == ((ids["Aldo"], ids["Bea"]), (ids["Dora"], ids["Aldo"]))
    # Aldo never reacts to his own reaction; Bea, the actor, may react to Dora's dodge
    again = CheckDialog(document.campaign, ids["Aldo"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(again)
    assert [again.reacting_to.itemText(n) for n in range(again.reacting_to.count())] == [
        "Bea",
        "Dora's reaction",
    ]
    actor = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(actor)
    assert [actor.reacting_to.itemText(n) for n in range(actor.reacting_to.count())] == [
        "Aldo's reaction",
        "Dora's reaction",
    ]
    document.edit(
        "rules", lambda c: c.model_copy(update={"options": RuleOptions(actors_chain_reactions=False)})
    )
    others_only = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(others_only)
    assert others_only.reacting_to.count() == 0  # RULES §6 [D]: the table lets only the others chain


def test_in_a_simultaneous_group_members_react_to_nobody_in_it(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    document.run(tracker.next_slot, None)  # Aldo and Goblin at 5
    member = CheckDialog(document.campaign, ids["Goblin"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(member)
    assert member.reacting_to.count() == 0
    assert not member.roles.button(1).isEnabled()
    outsider = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(outsider)
    assert [outsider.reacting_to.itemText(n) for n in range(outsider.reacting_to.count())] == [
        "Aldo",
        "Goblin",
    ]
    outsider.reacting_to.setCurrentIndex(1)
    outsider.use_typed_result()
    request = outsider.request()
    assert request is not None
    assert request.reacting_to == ids["Goblin"]
    document.run(tracker.take_check, tracker.TakeCheck(ids["Bea"], request))
    again = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(again)
    assert again.roles.button(1).isEnabled()  # the action she chose, again (RULES §6 [D])
    assert [again.reacting_to.itemText(n) for n in range(again.reacting_to.count())] == ["Goblin"]
    assert again.reacting_to.toolTip() == "Has already reacted to one action of this simultaneous group"
    document.edit(
        "rules",
        lambda c: c.model_copy(update={"options": RuleOptions(one_reaction_per_simultaneous_group=True)}),
    )
    once = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(once)
    assert not once.roles.button(1).isEnabled()
    assert once.role() == "other"  # not a reaction to nobody, which the step would refuse
    once.use_typed_result()
    request = once.request()
    assert request is not None
    document.run(tracker.take_check, tracker.TakeCheck(ids["Bea"], request))


def test_in_low_tension_a_check_has_no_role_and_no_cost(qtbot: QtBot, document: Document) -> None:
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    dialog = CheckDialog(document.campaign, aldo, Essence.WILL, ScriptedDice([1, 1, 1, 1]))
    qtbot.addWidget(dialog)
    assert dialog.role() == "other"
    dialog.pay_fatigue.setChecked(True)  # hidden in low tension: ignored
    dialog.roll()
    assert dialog.result_label.text() == "[1, 1, 1, 1] = 4 against 10: fumble"
    request = dialog.request()
    assert request is not None
    assert request.pay_with == "correction"


def test_a_check_below_one_die_is_refused_when_the_table_says_so(qtbot: QtBot, document: Document) -> None:
    goblin = goblin_without_will(document, RuleOptions(allow_checks_below_one_die=False))
    dialog = CheckDialog(document.campaign, goblin, Essence.WILL, ScriptedDice([]))
    qtbot.addWidget(dialog)
    dialog.roll()
    assert dialog.result_label.text() == "a check needs at least 1 die, this one has 0"
    assert dialog.request() is None


# 2D6 and opposed checks


def test_a_2d6_check_with_a_skill_typed_dice_and_a_difficulty(qtbot: QtBot, document: Document) -> None:
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    dialog = ActionCheckDialog(document.campaign, aldo, ScriptedDice([]))
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "2D6 check — Aldo"
    assert not _ok(dialog.buttons)
    dialog.skill.setCurrentIndex(1)
    assert dialog.action.value.value() == 7
    dialog.action.difficulty.setValue(12)
    dialog.action.typed[0].setValue(4)
    dialog.action.typed[1].setValue(3)
    dialog.action.roll()
    assert dialog.action.result_label.text() == "[4, 3] achieved 14, success"
    request = dialog.request()
    assert request is not None
    assert (request.skill_id, request.opposed_by, request.action.achieved) == ("slash", None, 14)
    assert dialog.winner_label.text() == ""


def test_an_opposed_check_shows_who_wins(qtbot: QtBot, document: Document) -> None:
    aldo, goblin = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    dialog = ActionCheckDialog(document.campaign, aldo, ScriptedDice([5, 5, 4, 6]))
    qtbot.addWidget(dialog)
    dialog.opposed.setChecked(True)
    assert [dialog.opponent.itemText(n) for n in range(dialog.opponent.count())] == ["Goblin"]
    dialog.action.value.setValue(4)
    dialog.action.roll()  # 5 + 5 + 4 = 14
    assert dialog.request() is None  # the reaction has not rolled
    dialog.reaction.value.setValue(4)
    dialog.reaction.roll()  # 4 + 6 + 4 = 14: a tie
    request = dialog.request()
    assert request is not None
    assert request.opposed_by == goblin
    assert dialog.winner_label.text() == "Goblin wins (a tie: reaction priority)"
    dialog.reaction.cannot_roll.setChecked(True)
    dialog.reaction.roll()
    assert dialog.reaction.result_label.text() == "achieved 4, rolled"
    assert dialog.winner_label.text() == "The action wins against Goblin (higher achieved value)"


def test_the_reaction_side_names_its_skill(qtbot: QtBot, document: Document) -> None:
    aldo, bea = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea"]))
    dodge = Skill(id="dodge", name="Dodge", check_value=5, tension_bonus=2)
    document.edit(
        "dodge",
        lambda c: c.model_copy(
            update={
                "characters": tuple(
                    ch.model_copy(update={"skills": (dodge,)}) if ch.id == "bea" else ch
                    for ch in c.characters
                )
            }
        ),
    )
    dialog = ActionCheckDialog(document.campaign, aldo, ScriptedDice([5, 5, 4, 6]))
    qtbot.addWidget(dialog)
    dialog.opposed.setChecked(True)
    assert [dialog.reaction_skill.itemText(n) for n in range(dialog.reaction_skill.count())] == [
        "(no skill)",
        "Dodge",
    ]
    dialog.reaction_skill.setCurrentIndex(1)
    assert dialog.reaction.value.value() == 5
    dialog.action.roll()
    dialog.reaction.roll()
    request = dialog.request()
    assert request is not None
    assert (request.opposed_by, request.reaction_skill_id) == (bea, "dodge")


def test_a_fumbled_action_needs_no_reaction(qtbot: QtBot, document: Document) -> None:
    aldo, _goblin = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    dialog = ActionCheckDialog(document.campaign, aldo, ScriptedDice([1, 1]))
    qtbot.addWidget(dialog)
    dialog.opposed.setChecked(True)
    dialog.action.roll()
    assert dialog.action.result_label.text() == "[1, 1] automatic failure (fumble)"
    request = dialog.request()
    assert request is not None
    assert request.reaction is None
    assert dialog.winner_label.text() == "Goblin wins (the action fumbled)"
    assert srs.opposed(request.action, None) is srs.Winner.REACTION


def test_a_combatant_without_sheet_has_no_skills(qtbot: QtBot, document: Document) -> None:
    (goblin,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"]))
    document.edit("no sheets", lambda c: c.model_copy(update={"characters": ()}))
    dialog = ActionCheckDialog(document.campaign, goblin, ScriptedDice([6, 6]))
    qtbot.addWidget(dialog)
    assert dialog.skill.count() == 1
    dialog.action.roll()
    assert dialog.action.result_label.text() == "[6, 6] automatic success (critical)"
    dialog.opposed.setChecked(True)  # nobody to oppose: a plain check
    request = dialog.request()
    assert request is not None
    assert request.opposed_by is None


# Set-up dialogs


def test_adding_combatants_from_the_roster(qtbot: QtBot) -> None:
    dialog = AddCombatantsDialog(roster())
    qtbot.addWidget(dialog)
    assert dialog.characters.item(0).text() == "Aldo  (PC)"
    assert dialog.characters.item(2).text() == "Goblin  (NPC)"
    assert dialog.request() == AddRequest(())
    dialog.check("goblin")
    dialog.count.setValue(3)
    dialog.side.setCurrentIndex(2)
    assert dialog.request() == AddRequest(("goblin",), 3, Side.ALLY)


def test_a_pc_turned_traitor_is_offered_as_a_traitor(qtbot: QtBot) -> None:
    characters = list(roster())
    characters[0] = characters[0].model_copy(update={"traitor": True})
    dialog = AddCombatantsDialog(characters)
    qtbot.addWidget(dialog)
    assert dialog.characters.item(0).text() == "Aldo  (背反者)"
    assert dialog.characters.item(1).text().endswith("(PC)")


def test_surprise_checks_are_rolled_with_will_or_typed(qtbot: QtBot, document: Document) -> None:
    goblin, dora = document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin", "dora"]))
    dialog = SurpriseDialog(document.campaign, [goblin, dora], ScriptedDice([6]))
    qtbot.addWidget(dialog)
    assert dialog.outcomes[goblin].text() == "surprised (−5)"
    assert dialog.checks() == {}
    dialog.roll(goblin)  # Will 1: one die
    assert dialog.totals[goblin].value() == 6
    assert dialog.outcomes[goblin].text() == "fails: surprised (−5)"
    dialog.totals[dora].setValue(15)
    assert dialog.outcomes[dora].text() == "resists"
    assert dialog.checks() == {goblin: 6, dora: 15}
    dialog.roll(dora)  # the script has run out
    assert dialog.outcomes[dora].text() == "no die result left to use for a d6"


def test_d10s_typed_in_and_left_to_the_app(qtbot: QtBot, document: Document) -> None:
    aldo, bea = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea"]))
    dialog = SequenceRollsDialog(document.campaign, [aldo, bea])
    qtbot.addWidget(dialog)
    dialog.d10s[bea].setValue(7)
    assert dialog.typed() == {bea: 7}


def test_an_effect_needs_a_name_and_rounds_only_in_high_tension(qtbot: QtBot, document: Document) -> None:
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    low = EffectDialog(document.campaign, aldo)
    qtbot.addWidget(low)
    assert [low.unit.itemData(n) for n in range(low.unit.count())] == [DurationUnit.ODES.value]
    assert not _ok(low.buttons)
    low.name.setText(" Blessing ")
    low.duration.setValue(2)
    low.note.setText("shrine")
    assert _ok(low.buttons)
    assert low.request() == EffectRequest("Blessing", 2, DurationUnit.ODES, "shrine")
    document.run(tracker.switch_to_high, None)
    high = EffectDialog(document.campaign, aldo)
    qtbot.addWidget(high)
    assert high.unit.itemData(0) == DurationUnit.ROUNDS
    high.name.setText("Guard")
    assert high.request() == EffectRequest("Guard", 1, DurationUnit.ROUNDS)


# The facade


@pytest.fixture
def accepting(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every dialog is accepted at once, as if the GM pressed OK."""
    monkeypatch.setattr(QDialog, "exec", lambda _self: QDialog.DialogCode.Accepted)


def test_the_facade_returns_what_the_dialogs_say(qtbot: QtBot, document: Document, accepting: None) -> None:
    ids = _declaring(document)
    dialogs = TrackerDialogs()
    campaign = document.campaign
    assert dialogs.add_combatants(roster()) == AddRequest(())
    assert dialogs.surprise_checks(campaign, [ids["Aldo"]], ScriptedDice([])) == {}
    assert dialogs.sequence_rolls(campaign, [ids["Aldo"]]) == {}
    assert dialogs.declaration(campaign, ids["Aldo"]) is None  # nothing chosen: nothing declared
    assert dialogs.check(campaign, ids["Aldo"], Essence.LIFE, ScriptedDice([])) is None  # nothing rolled
    assert dialogs.action_check(campaign, ids["Aldo"], ScriptedDice([])) is None
    assert dialogs.effect(campaign, ids["Aldo"]) == EffectRequest("", 1, DurationUnit.ROUNDS)


def test_the_facade_answers_none_when_cancelled(
    qtbot: QtBot, document: Document, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QDialog, "exec", lambda _self: QDialog.DialogCode.Rejected)
    ids = _declaring(document)
    dialogs = TrackerDialogs()
    campaign = document.campaign
    assert dialogs.add_combatants(roster()) is None
    assert dialogs.surprise_checks(campaign, [], ScriptedDice([])) is None
    assert dialogs.sequence_rolls(campaign, []) is None
    assert dialogs.declaration(campaign, ids["Aldo"]) is None
    assert dialogs.check(campaign, ids["Aldo"], Essence.LIFE, ScriptedDice([])) is None
    assert dialogs.action_check(campaign, ids["Aldo"], ScriptedDice([])) is None
    assert dialogs.effect(campaign, ids["Aldo"]) is None


def test_the_facade_asks_for_odes_and_warns(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[object, ...]] = []

    def answer(dialog: OdesDialog) -> QDialog.DialogCode:
        asked.append((dialog.windowTitle(), dialog.odes.value()))
        dialog.odes.setValue(3)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(OdesDialog, "exec", answer)
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: asked.append(args))
    dialogs = TrackerDialogs()
    assert dialogs.odes("Advance odes", "How many?") == 3
    assert asked == [("Advance odes", 1)]
    monkeypatch.setattr(OdesDialog, "exec", lambda _self: QDialog.DialogCode.Rejected)
    assert dialogs.odes("Advance odes", "How many?") is None
    dialogs.error("Not possible", "why")
    assert asked[-1] == (None, "Not possible", "why")


def test_passive_steps_and_a_skill_without_check_value(qtbot: QtBot, document: Document) -> None:
    ids = _declaring(document)
    dialog = DeclarationDialog(document.campaign, ids["Bea"])
    qtbot.addWidget(dialog)
    dialog.set_kind("passive")
    assert dialog.request() == Passive(ids["Bea"], 1)
    assert dialog.preview.text() == "Sequence value 7; acts at 7"
    document.edit(
        "a skill without check value",
        lambda c: c.model_copy(
            update={
                "characters": (
                    c.characters[0].model_copy(
                        update={"skills": (*c.characters[0].skills, Skill(id="calm", name="Calm"))}
                    ),
                    *c.characters[1:],
                )
            }
        ),
    )
    check = ActionCheckDialog(document.campaign, ids["Aldo"], ScriptedDice([]))
    qtbot.addWidget(check)
    check.action.value.setValue(3)
    check.skill.setCurrentIndex(2)
    assert check.action.value.value() == 3


# The chance before the dice, checks without dice, and the keyboard


def test_the_check_dialog_shows_the_chance_for_its_dice_and_target(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    dialog = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([6, 3, 2]))
    qtbot.addWidget(dialog)
    assert dialog.chance_label.text() == "Chance of success: 16.7%"  # 2d6 >= 10: 6 of 36
    dialog.hope.setValue(1)
    assert dialog.chance_label.text() == "Chance of success: 62.5%"  # 3d6 >= 10: 135 of 216
    dialog.target.setValue(3)
    assert dialog.chance_label.text() == "Chance of success: 99.5%"  # all ones fumble
    dialog.target.setValue(19)
    assert dialog.chance_label.text() == "Chance of success: 0.0%"


def test_a_check_without_dice_is_warned_about_and_offers_hope(qtbot: QtBot, document: Document) -> None:
    goblin = goblin_without_will(document)
    dialog = CheckDialog(document.campaign, goblin, Essence.WILL, ScriptedDice([]))
    qtbot.addWidget(dialog)
    assert not dialog.warning.isHidden()
    assert "no dice" in dialog.warning.text()
    assert dialog.pool_label.text().startswith("0 dice")
    assert dialog.roll_button.text() == "Roll 0 dice anyway"
    assert dialog.chance_label.text() == "Chance of success: 0.0%"


def test_the_warning_without_dice_reads_as_one_text_in_japanese(qtbot: QtBot, document: Document) -> None:
    translations = Translations(resource_path("i18n"))
    translations.use("ja")
    try:
        goblin = goblin_without_will(document)
        dialog = CheckDialog(document.campaign, goblin, Essence.WILL, ScriptedDice([]))
        qtbot.addWidget(dialog)
        text = dialog.warning.text()
    finally:
        translations.use("en")
    assert text.startswith("このチェックにはダイスがありません。")
    assert " " not in text  # Japanese sentences follow each other without spaces


def test_a_check_without_dice_the_table_refuses_cannot_be_rolled(qtbot: QtBot, document: Document) -> None:
    goblin = goblin_without_will(document, RuleOptions(allow_checks_below_one_die=False))
    dialog = CheckDialog(document.campaign, goblin, Essence.WILL, ScriptedDice([]))
    qtbot.addWidget(dialog)
    assert not dialog.roll_button.isEnabled()
    assert "does not allow" in dialog.warning.text()


def test_a_check_rolls_from_the_keyboard_once_and_enter_accepts(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    dialog = _active_life_check(qtbot, document, ids["Bea"], [6, 3, 2, 2])
    assert dialog.warning.isHidden()
    qtbot.keyClick(dialog, "r")
    assert dialog.result_label.text() == "[6, 3] = 9 against 10: failure"
    assert not dialog.roll_button.isEnabled()
    dialog.roll()  # a second press is refused: the same dice stay
    qtbot.keyClick(dialog, "r")
    assert dialog.result_label.text() == "[6, 3] = 9 against 10: failure"
    dialog.target.setValue(9)  # a corrected target reads the same dice again
    assert dialog.result_label.text() == "[6, 3] = 9 against 9: success"
    assert not dialog.roll_button.isEnabled()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.focusWidget(), "\r")


def test_physical_dice_are_typed_in_and_enter_accepts(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    dialog = _active_life_check(qtbot, document, ids["Bea"], [])
    qtbot.keyClick(dialog, "t")
    assert dialog.focusWidget() is dialog.typed_total
    qtbot.keyClicks(dialog.typed_total, "11")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.typed_total, "\r")
    request = dialog.request()
    assert request is not None
    assert (request.result.value, request.result.typed, request.result.success) == (11, True, True)


def test_a_2d6_check_shows_its_chance_and_rolls_once(qtbot: QtBot, document: Document) -> None:
    aldo, _goblin = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    dialog = ActionCheckDialog(document.campaign, aldo, ScriptedDice([3, 4, 6, 6, 1, 2]))
    qtbot.addWidget(dialog)
    assert dialog.action.chance_label.text() == ""  # no difficulty: nothing to succeed at
    dialog.action.difficulty.setValue(7)
    assert dialog.action.chance_label.text() == "Chance of success: 58.3%"  # 2D6 >= 7
    dialog.action.critical.setValue(11)
    assert dialog.action.chance_label.text() == "Chance of success: 58.3%"
    dialog.action.value.setValue(3)
    assert dialog.action.chance_label.text() == "Chance of success: 91.7%"  # 2D6 >= 4
    dialog.opposed.setChecked(True)
    dialog.reaction.value.setValue(7)
    dialog.reaction.cannot_roll.setChecked(True)
    assert dialog.win_chance.text() == "Chance the action wins: 83.3%"  # 3 + 2D6 > 7
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    qtbot.keyClick(dialog, "r")
    assert dialog.action.result_label.text() == "[3, 4] achieved 10, success"
    qtbot.keyClick(dialog, "r")  # the reaction cannot roll: it stands at 7
    assert dialog.reaction.result_label.text() == "achieved 7, rolled"
    assert dialog.winner_label.text() == "The action wins against Goblin (higher achieved value)"
    dialog.action.roll()  # refused: the action has rolled
    assert dialog.action.result_label.text() == "[3, 4] achieved 10, success"
    dialog.action.modifier.setValue(-3)  # the same dice, read again
    assert dialog.action.result_label.text() == "[3, 4] achieved 7, success"
    assert dialog.winner_label.text() == "Goblin wins (a tie: reaction priority)"
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.focusWidget(), "\r")


# Who may react, before anything is rolled


def _opponents(dialog: ActionCheckDialog) -> list[str]:
    return [dialog.opponent.itemText(n) for n in range(dialog.opponent.count())]


def test_the_opposed_check_offers_only_who_may_react_and_says_why_not(
    qtbot: QtBot, document: Document
) -> None:
    ids = _acting(document)
    document.run(tracker.next_slot, None)  # Aldo and Goblin act together at 5
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Dora"], True))
    dialog = ActionCheckDialog(document.campaign, ids["Aldo"], ScriptedDice([]))
    qtbot.addWidget(dialog)
    assert _opponents(dialog) == ["Bea"]  # not Aldo himself, not his partner, not the defeated Dora
    assert dialog.not_offered.text() == (
        "Not offered: Goblin acts simultaneously with Aldo and cannot react to that action; "
        "Dora is defeated and cannot react"
    )
    # Bea reacts to the Goblin's action: Aldo's action of the same group is no longer hers to oppose
    bea = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(bea)
    bea.reacting_to.setCurrentIndex(1)
    bea.use_typed_result()
    request = bea.request()
    assert request is not None
    document.run(tracker.take_check, tracker.TakeCheck(ids["Bea"], request))
    after = ActionCheckDialog(document.campaign, ids["Aldo"], ScriptedDice([]))
    qtbot.addWidget(after)
    assert _opponents(after) == []
    assert "Bea has already reacted to one action of this simultaneous group" in after.not_offered.text()
    goblin = ActionCheckDialog(document.campaign, ids["Goblin"], ScriptedDice([]))
    qtbot.addWidget(goblin)
    assert _opponents(goblin) == ["Bea"]  # the action she chose, as often as dice allow (RULES §6 [D])
    document.edit(
        "rules",
        lambda c: c.model_copy(update={"options": RuleOptions(one_reaction_per_simultaneous_group=True)}),
    )
    once = ActionCheckDialog(document.campaign, ids["Goblin"], ScriptedDice([]))
    qtbot.addWidget(once)
    assert _opponents(once) == []
    assert "the table rules allow one reaction" in once.not_offered.text()


def test_outside_its_sequence_an_opposed_check_leaves_out_only_the_defeated(
    qtbot: QtBot, document: Document
) -> None:
    aldo, goblin, bea = document.run(
        tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin", "bea"])
    )
    document.run(tracker.set_defeated, tracker.SetDefeated(goblin, True))
    dialog = ActionCheckDialog(document.campaign, aldo, ScriptedDice([]))
    qtbot.addWidget(dialog)
    assert _opponents(dialog) == ["Bea"]
    assert dialog.not_offered.text() == "Not offered: Goblin is defeated and cannot react"
    everyone = ActionCheckDialog(document.campaign, bea, ScriptedDice([]))
    qtbot.addWidget(everyone)
    assert _opponents(everyone) == ["Aldo"]
    document.run(tracker.set_defeated, tracker.SetDefeated(goblin, False))
    clear = ActionCheckDialog(document.campaign, aldo, ScriptedDice([]))
    qtbot.addWidget(clear)
    assert clear.not_offered.isHidden()


def test_a_life_check_says_whom_it_cannot_react_to(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    document.run(tracker.next_slot, None)  # Aldo and Goblin at 5
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Aldo"], True))
    member = CheckDialog(document.campaign, ids["Goblin"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(member)
    assert member.reacting_to.count() == 0
    assert member.not_offered.text() == "Not offered: Aldo is defeated and takes no action"
    outsider = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(outsider)
    assert outsider.reacting_to.itemText(0) == "Goblin"
    assert outsider.not_offered.text() == "Not offered: Aldo is defeated and takes no action"


# Results appear where their room was kept


def _settle() -> None:
    """Run the layout requests that the new texts posted."""
    QApplication.sendPostedEvents()
    QApplication.processEvents()


def _places(dialog: QDialog, *widgets: QWidget) -> list[QRect]:
    return [QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size()) for widget in widgets]


def test_a_check_keeps_its_buttons_in_place_when_the_result_appears(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    bea = ids["Bea"]
    document.edit(  # twelve dice: a long result
        "life",
        lambda c: c.model_copy(
            update={
                "encounter": c.encounter.model_copy(
                    update={
                        "combatants": tuple(
                            other.model_copy(update={"life": 12}) if other.id == bea else other
                            for other in c.encounter.combatants
                        )
                    }
                )
            }
        ),
    )
    dice = ScriptedDice([6, 5, 4, 3, 2, 1, 6, 5, 4, 3, 2, 1])
    dialog = CheckDialog(document.campaign, bea, Essence.LIFE, dice)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    before = (dialog.size(), _places(dialog, dialog.roll_button, ok, dialog.use_typed))
    qtbot.keyClick(dialog, Qt.Key.Key_R)
    assert dialog.result_label.text().endswith("against 10: success")
    _settle()
    assert (dialog.size(), _places(dialog, dialog.roll_button, ok, dialog.use_typed)) == before


def test_a_check_without_dice_keeps_roll_in_place_when_hope_lifts_the_warning(
    qtbot: QtBot, document: Document
) -> None:
    goblin = goblin_without_will(document)
    document.edit(
        "hope",
        lambda c: c.model_copy(
            update={
                "encounter": c.encounter.model_copy(
                    update={
                        "combatants": (
                            c.encounter.combatants[0].model_copy(update={"hope": Pool(current=2, maximum=2)}),
                        )
                    }
                )
            }
        ),
    )
    dialog = CheckDialog(document.campaign, goblin, Essence.WILL, ScriptedDice([4]))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.warning.isVisible()
    before = _places(dialog, dialog.roll_button, dialog.buttons)
    dialog.hope.setValue(1)
    assert not dialog.warning.isVisible()
    _settle()
    assert _places(dialog, dialog.roll_button, dialog.buttons) == before


def test_an_opposed_check_keeps_its_buttons_in_place_when_both_sides_roll(
    qtbot: QtBot, document: Document
) -> None:
    aldo, _goblin = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    dialog = ActionCheckDialog(document.campaign, aldo, ScriptedDice([5, 5, 4, 6]))
    qtbot.addWidget(dialog)
    dialog.opposed.setChecked(True)
    dialog.action.difficulty.setValue(12)
    dialog.show()
    qtbot.waitExposed(dialog)
    widgets = (dialog.action.roll_button, dialog.reaction.roll_button, dialog.buttons)
    before = (dialog.size(), _places(dialog, *widgets))
    qtbot.keyClick(dialog, Qt.Key.Key_R)
    qtbot.keyClick(dialog, Qt.Key.Key_R)
    assert dialog.winner_label.text() == "Goblin wins (a tie: reaction priority)"
    _settle()
    assert (dialog.size(), _places(dialog, *widgets)) == before


def test_the_resist_checks_say_what_they_roll_and_when_15_is_out_of_reach(
    qtbot: QtBot, document: Document
) -> None:
    aldo, goblin = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    dialog = SurpriseDialog(document.campaign, [aldo, goblin], ScriptedDice([6]))
    qtbot.addWidget(dialog)
    assert dialog.rolls[aldo].text() == "Will 4: 4 dice against 15 (chance 44.4%)"  # 575 of 1296 reach 15
    assert dialog.rolls[goblin].text() == (
        "Will 1: 1 die against 15 (cannot reach 15: the surprise applies unless a total is typed in)"
    )
    assert tracker.resist_pool(document.campaign, goblin).total == 1


def test_more_hope_than_there_is_is_said_so_and_nothing_rolls(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    bea = ids["Bea"]
    left = document.campaign.encounter.combatant(bea).hope.current
    dialog = CheckDialog(document.campaign, bea, Essence.LIFE, ScriptedDice([6, 6, 6, 6, 6, 6, 6, 6, 6]))
    qtbot.addWidget(dialog)
    dialog.hope.lineEdit().selectAll()
    qtbot.keyClicks(dialog.hope, "7")
    assert dialog.hope.text() == "7"  # what was typed stays
    assert dialog.result_label.text() == (
        f"⚠ Hope to spend: 7 is above the maximum {left}, the hope left. Lower it to roll."
    )
    assert not dialog.roll_button.isEnabled()
    assert not dialog.use_typed.isEnabled()
    dialog.roll()
    dialog.use_typed_result()
    assert dialog.request() is None
    assert dialog.pool().hope_dice == left  # never more dice than the hope there is
    dialog.hope.lineEdit().selectAll()
    qtbot.keyClicks(dialog.hope, "1")
    assert dialog.result_label.text() == "Not resolved yet"
    dialog.roll()
    request = dialog.request()
    assert request is not None
    assert request.hope == 1


# Numbers typed out of range: shown, said so, never cut, nothing applied


def _retype(qtbot: QtBot, spin: QAbstractSpinBox, text: str) -> None:
    """Select the spin box's text and type over it, key by key."""
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, text)


def test_a_target_typed_out_of_range_is_said_so_and_nothing_rolls(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    dialog = _active_life_check(qtbot, document, ids["Bea"], [6, 3, 6, 3])
    assert dialog.ranges.text() == ""
    _retype(qtbot, dialog.target, "1500")
    assert dialog.target.text() == "1500"  # not 150
    assert dialog.ranges.text() == "⚠ Target: 1500 is above the maximum 999."
    assert not dialog.roll_button.isEnabled()
    assert not dialog.use_typed.isEnabled()
    assert not _ok(dialog.buttons)
    assert dialog.chance_label.text() == ""
    qtbot.keyClick(dialog, "r")
    dialog.roll()
    dialog.use_typed_result()
    qtbot.keyClick(dialog.target, "\r")
    assert dialog.result() == QDialog.DialogCode.Rejected  # Enter accepts nothing while it stands
    assert dialog.request() is None
    _retype(qtbot, dialog.target, "9")
    assert dialog.ranges.text() == ""
    qtbot.keyClick(dialog, "r")
    assert dialog.result_label.text() == "[6, 3] = 9 against 9: success"
    _retype(qtbot, dialog.target, "-100")  # after the roll: OK holds, and comes back with the same dice
    assert dialog.ranges.text() == "⚠ Target: -100 is below the minimum -99."
    assert not _ok(dialog.buttons)
    assert dialog.request() is None
    _retype(qtbot, dialog.target, "10")
    assert dialog.result_label.text() == "[6, 3] = 9 against 10: failure"
    assert _ok(dialog.buttons)
    assert not dialog.roll_button.isEnabled()  # still rolled once
    request = dialog.request()
    assert request is not None
    assert request.result.target == 10


def test_a_typed_result_out_of_range_is_not_used(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    dialog = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(dialog)
    _retype(qtbot, dialog.typed_total, "10000")
    assert dialog.typed_total.text() == "10000"
    assert dialog.ranges.text() == "⚠ Typed-in result: 10000 is above the maximum 9999."
    qtbot.keyClick(dialog.typed_total, "\r")
    assert dialog.request() is None
    assert dialog.result_label.text() == "Not resolved yet"
    _retype(qtbot, dialog.typed_total, "12")
    qtbot.keyClick(dialog.typed_total, "\r")
    request = dialog.request()
    assert request is not None
    assert (request.result.value, request.result.success) == (12, True)


def test_a_new_target_reads_again_the_typed_result_in_use(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    dialog = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(dialog)
    _retype(qtbot, dialog.typed_total, "12")
    dialog.typed_fumble.setChecked(True)
    qtbot.keyClick(dialog.typed_total, "\r")
    assert dialog.result_label.text() == "12 against 10: fumble"
    _retype(qtbot, dialog.typed_total, "8")  # typed, not used
    dialog.typed_fumble.setChecked(False)
    dialog.target.setValue(11)
    assert dialog.result_label.text() == "12 against 11: fumble"
    dialog.use_typed_result()
    dialog.target.setValue(12)
    assert dialog.result_label.text() == "8 against 12: failure"
    _retype(qtbot, dialog.typed_total, "10000")  # out of range, and not used
    dialog.target.setValue(13)
    assert dialog.result_label.text() == "8 against 13: failure"
    _retype(qtbot, dialog.typed_total, "8")
    request = dialog.request()
    assert request is not None
    assert (request.result.value, request.result.target, request.result.success) == (8, 13, False)


def test_the_arrows_stop_at_the_ends_of_the_range(qtbot: QtBot, document: Document) -> None:
    ids = _acting(document)
    dialog = CheckDialog(document.campaign, ids["Bea"], Essence.LIFE, ScriptedDice([]))
    qtbot.addWidget(dialog)
    dialog.target.setValue(998)
    qtbot.keyClick(dialog.target, Qt.Key.Key_Up)
    qtbot.keyClick(dialog.target, Qt.Key.Key_Up)
    assert dialog.target.value() == 999
    assert dialog.ranges.text() == ""


def test_a_2d6_side_typed_out_of_range_holds_roll_and_ok(qtbot: QtBot, document: Document) -> None:
    aldo, _goblin = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    dialog = ActionCheckDialog(document.campaign, aldo, ScriptedDice([3, 4]))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    action = dialog.action
    _retype(qtbot, action.value, "1000")
    assert action.value.text() == "1000"
    assert action.ranges.text() == "⚠ Check value: 1000 is above the maximum 999."
    assert not action.roll_button.isEnabled()
    qtbot.keyClick(dialog, "r")
    action.roll()
    assert not action.rolled()
    _retype(qtbot, action.value, "3")
    _retype(qtbot, action.difficulty, "-5")  # below "none": not cut to 5
    assert action.ranges.text() == "⚠ Difficulty: -5 is below the minimum -1."
    qtbot.keyClick(action.difficulty, Qt.Key.Key_Up)  # a step goes back into the range
    assert action.difficulty.text() == "none / hidden"
    _retype(qtbot, action.typed[0], "7")  # a die typed in above its faces
    assert action.ranges.text() == "⚠ Die 1: 7 is above the maximum 6."
    action.roll()
    assert not action.rolled()
    _retype(qtbot, action.typed[0], "2")
    _retype(qtbot, action.typed[1], "3")
    assert action.ranges.text() == ""
    action.roll()
    assert action.result_label.text() == "[2, 3] achieved 8, rolled"
    _retype(qtbot, action.critical, "100")
    assert action.ranges.text() == "⚠ Critical: 100 is above the maximum 99."
    assert action.result_label.text() == "[2, 3] achieved 8, rolled"  # not read against 100
    assert not _ok(dialog.buttons)
    assert dialog.request() is None
    _retype(qtbot, action.critical, "5")
    assert action.result_label.text() == "[2, 3] automatic success (critical)"
    assert _ok(dialog.buttons)
    dialog.opposed.setChecked(True)
    _retype(qtbot, dialog.reaction.modifier, "-100")
    assert dialog.reaction.ranges.text() == "⚠ Modifier: -100 is below the minimum -99."
    assert dialog.win_chance.text() == ""
    qtbot.keyClick(dialog, "r")
    assert not dialog.reaction.rolled()
    _retype(qtbot, dialog.reaction.modifier, "0")
    qtbot.keyClick(dialog, "r")
    assert dialog.reaction.result_label.text() == "[3, 4] achieved 7, rolled"
    assert _ok(dialog.buttons)


def test_a_declaration_typed_out_of_range_is_said_so_and_not_declared(
    qtbot: QtBot, document: Document
) -> None:
    ids = _declaring(document)
    dialog = DeclarationDialog(document.campaign, ids["Aldo"])
    qtbot.addWidget(dialog)
    dialog.set_kind("quick")
    _retype(qtbot, dialog.steps, "150")
    assert dialog.steps.text() == "150"
    assert dialog.ranges.text() == "⚠ Steps / hope points: 150 is above the maximum 99."
    assert not _ok(dialog.buttons)
    assert dialog.request() is None
    dialog.set_kind("delay")  # the steps are not used: nothing stands in the way
    assert dialog.ranges.text() == ""
    _retype(qtbot, dialog.delay_to, "1000")
    assert dialog.ranges.text() == "⚠ Delay to: 1000 is above the maximum 999."
    assert not _ok(dialog.buttons)
    assert dialog.request() is None
    dialog.set_kind("quick")
    assert dialog.ranges.text() == "⚠ Steps / hope points: 150 is above the maximum 99."
    _retype(qtbot, dialog.steps, "1")
    assert dialog.ranges.text() == ""
    assert dialog.request() == Quick(ids["Aldo"], 1)
    assert _ok(dialog.buttons)


def test_setup_dialogs_hold_ok_while_a_number_is_out_of_range(qtbot: QtBot, document: Document) -> None:
    add = AddCombatantsDialog(roster())
    qtbot.addWidget(add)
    _retype(qtbot, add.count, "100")
    assert add.ranges.text() == "⚠ Each NPC how many times: 100 is above the maximum 99."
    assert not _ok(add.buttons)
    _retype(qtbot, add.count, "12")
    assert _ok(add.buttons)
    assert add.request().count == 12

    goblin, dora = document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin", "dora"]))
    surprise = SurpriseDialog(document.campaign, [goblin, dora], ScriptedDice([]))
    qtbot.addWidget(surprise)
    _retype(qtbot, surprise.totals[dora], "1000")
    assert surprise.ranges.text() == "⚠ Check total of Dora: 1000 is above the maximum 999."
    assert surprise.outcomes[dora].text() == ""
    assert surprise.checks() == {}
    assert not _ok(surprise.buttons)
    _retype(qtbot, surprise.totals[dora], "16")
    assert surprise.outcomes[dora].text() == "resists"
    assert surprise.checks() == {dora: 16}
    assert _ok(surprise.buttons)

    rolls = SequenceRollsDialog(document.campaign, [goblin, dora])
    qtbot.addWidget(rolls)
    _retype(qtbot, rolls.d10s[goblin], "11")
    assert rolls.d10s[goblin].text() == "11"
    assert rolls.ranges.text() == "⚠ d10 of Goblin: 11 is above the maximum 10."
    assert rolls.typed() == {}
    assert not _ok(rolls.buttons)
    _retype(qtbot, rolls.d10s[goblin], "10")
    assert rolls.typed() == {goblin: 10}
    assert _ok(rolls.buttons)
    qtbot.keyClick(rolls.d10s[dora], Qt.Key.Key_Down)  # the arrows stop at "app rolls"
    assert rolls.d10s[dora].text() == "app rolls"

    effect = EffectDialog(document.campaign, goblin)
    qtbot.addWidget(effect)
    effect.name.setText("Blessing")
    _retype(qtbot, effect.duration, "10000")
    assert effect.ranges.text() == "⚠ Lasts: 10000 is above the maximum 9999."
    assert not _ok(effect.buttons)
    _retype(qtbot, effect.duration, "3")
    assert _ok(effect.buttons)
    assert effect.request() == EffectRequest("Blessing", 3, DurationUnit.ODES)

    odes = OdesDialog("Advance odes", "How many odes pass?")
    qtbot.addWidget(odes)
    _retype(qtbot, odes.odes, "10000")
    assert odes.odes.text() == "10000"
    assert odes.ranges.text() == "⚠ Odes: 10000 is above the maximum 9999."
    assert odes.value() is None
    assert not _ok(odes.buttons)
    _retype(qtbot, odes.odes, "0")
    assert odes.ranges.text() == "⚠ Odes: 0 is below the minimum 1."
    _retype(qtbot, odes.odes, "12")
    assert (odes.value(), _ok(odes.buttons)) == (12, True)
