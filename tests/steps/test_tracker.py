"""The tracker's undoable steps: each runs the round engine, logs its events and names its undo step."""

from __future__ import annotations

import pytest

from fhrtool.model import (
    Campaign,
    Character,
    CharacterKind,
    Combatant,
    Delay,
    DurationUnit,
    Encounter,
    Essence,
    Passive,
    Phase,
    Pool,
    Quick,
    RuleOptions,
    Side,
    Skill,
    Sync,
    TensionMode,
)
from fhrtool.rules import RuleError, encounter, srs
from fhrtool.rules.checks import roll_check, typed_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import labels, tracker
from fhrtool.steps.step import InvalidValueError
from tests.samples import fight
from tests.steps.table import Table


def _characters() -> tuple[Character, ...]:
    # RULES §8's fight (initiatives Aldo 3, Bea 2, Goblin 0, Dora 1), Aldo at tension 40 with a plain Slash.
    slash = Skill(id="slash", name="Slash", tension_bonus=2)
    return (fight.aldo(tension_value=40, skills=(slash,)), fight.bea(), fight.goblin(), fight.dora())


@pytest.fixture
def document() -> Table:
    return Table(Campaign(characters=_characters()))


def _fight(document: Table) -> Encounter:
    return document.campaign.encounter


def _ids(document: Table) -> dict[str, str]:
    return {c.name: c.id for c in _fight(document).combatants}


def _kinds(document: Table) -> list[str]:
    return [entry.kind for entry in document.campaign.log]


def _at_table(document: Table, d10s: dict[str, int]) -> dict[str, str]:
    """Aldo, Bea, Goblin and Dora in high tension with their d10s rolled."""
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    document.run(tracker.switch_to_high, None)
    ids = _ids(document)
    document.run(tracker.roll_sequence, {ids[name]: d10 for name, d10 in d10s.items()}, dice=ScriptedDice([]))
    return ids


EXAMPLE_D10S = {"Aldo": 9, "Bea": 10, "Goblin": 10, "Dora": 3}


# Setting up


def test_roster_characters_join_with_their_values_and_side(document: Table) -> None:
    added = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    aldo, goblin = (_fight(document).combatant(i) for i in added)
    assert (aldo.name, aldo.side, aldo.character_id) == ("Aldo", Side.PC, "aldo")
    assert (aldo.life, aldo.will, aldo.reflex, aldo.perception, aldo.sense) == (3, 4, 2, 1, -1)
    assert (aldo.hope, aldo.hp, aldo.fatigue) == (Pool(current=2, maximum=3), Pool(current=20, maximum=20), 0)
    assert (goblin.name, goblin.side) == ("Goblin", Side.ENEMY)
    assert document.undo_stack.undoText() == "Add Aldo, Goblin to the fight"
    assert _kinds(document) == ["combatant_added", "combatant_added"]
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["bea"], side=Side.ALLY))
    assert _fight(document).combatants[-1].side is Side.ALLY
    assert document.run(tracker.add_from_roster, tracker.AddFromRoster([])) == []


def test_a_traitor_joins_on_the_enemy_side_and_is_shown_as_one(document: Table) -> None:
    document.edit(
        "traitor",
        lambda c: c.model_copy(
            update={
                "characters": tuple(
                    ch.model_copy(update={"traitor": True}) if ch.id == "aldo" else ch for ch in c.characters
                )
            }
        ),
    )
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    assert _fight(document).combatant(aldo).side is Side.ENEMY
    assert labels.character_kind(document.character("aldo")) == labels.TRAITOR
    assert labels.character_kind(document.character("goblin")) == labels.CHARACTER_KINDS[CharacterKind.NPC]


def test_an_npc_added_again_is_numbered_and_the_first_one_renamed(document: Table) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"]))
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"], count=2))
    assert [c.name for c in _fight(document).combatants] == ["Goblin 1", "Goblin 2", "Goblin 3"]
    assert document.undo_stack.undoText() == "Add Goblin 2, Goblin 3 to the fight"
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"]))
    assert _fight(document).combatants[-1].name == "Goblin 4"
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert [c.name for c in _fight(document).combatants] == ["Goblin"]


def test_a_pc_fights_once_and_counts_are_bounded(document: Table) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    with pytest.raises(RuleError, match="Aldo is a PC and is in the fight once"):
        document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    with pytest.raises(RuleError, match="Bea is a PC"):
        document.run(tracker.add_from_roster, tracker.AddFromRoster(["bea"], count=2))
    with pytest.raises(InvalidValueError, match="1–99"):
        document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"], count=0))
    assert document.undo_stack.count() == 1


def test_remove_side_surprise_and_defeat_are_named_steps(document: Table) -> None:
    (goblin,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"]))
    document.run(tracker.set_side, tracker.SetSide(goblin, Side.ALLY))
    assert document.undo_stack.undoText() == "Goblin: side Ally"
    assert _fight(document).combatant(goblin).side is Side.ALLY
    document.run(tracker.set_surprised, tracker.SetSurprised(goblin, True))
    assert document.undo_stack.undoText() == "Goblin caught off guard"
    document.run(tracker.set_surprised, tracker.SetSurprised(goblin, False))
    assert document.undo_stack.undoText() == "Goblin not caught off guard"
    document.run(tracker.set_defeated, tracker.SetDefeated(goblin, True))
    assert document.undo_stack.undoText() == "Goblin defeated"
    document.run(tracker.set_defeated, tracker.SetDefeated(goblin, False))
    assert document.undo_stack.undoText() == "Goblin back in the fight"
    document.run(tracker.remove_combatant, goblin)
    assert document.undo_stack.undoText() == "Remove Goblin from the fight"
    assert _fight(document).combatants == ()
    with pytest.raises(RuleError, match="no combatant"):
        document.run(tracker.remove_combatant, goblin)
    assert "side_changed" in _kinds(document)


# Resources


@pytest.mark.parametrize(
    ("text", "expected"),
    [("-3", (True, -3)), ("+2", (True, 2)), ("−4", (True, -4)), (" 7 ", (False, 7)), ("0", (False, 0))],
)
def test_changes_are_typed_as_deltas_or_new_values(text: str, expected: tuple[bool, int]) -> None:
    assert tracker.parse_change(text) == expected


@pytest.mark.parametrize("text", ["", "abc", "--3", "3.5", "+", "12345"])
def test_nonsense_changes_are_refused(text: str) -> None:
    with pytest.raises(InvalidValueError, match="type a change"):
        tracker.parse_change(text)


def test_damage_to_a_lone_combatant_reaches_its_sheet_in_the_same_step(document: Table) -> None:
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    document.run(tracker.adjust, tracker.Adjust([aldo], "hp", "-3"))
    assert _fight(document).combatant(aldo).hp.current == 17
    assert document.character("aldo").hp.current == 17
    assert document.undo_stack.undoText() == "HP -3 (Aldo)"
    document.run(tracker.adjust, tracker.Adjust([aldo], "hope", "0"))
    assert document.undo_stack.undoText() == "Hope 2 → 0 (Aldo)"
    assert document.character("aldo").hope.current == 0
    document.run(tracker.adjust, tracker.Adjust([aldo], "fatigue", "+2"))
    assert document.character("aldo").fatigue == 2
    document.run(tracker.adjust, tracker.Adjust([aldo], "fatigue", "1"))
    assert document.undo_stack.undoText() == "Fatigue 2 → 1 (Aldo)"
    for _ in range(4):
        document.undo_stack.undo()
    assert document.character("aldo") == _characters()[0]


def test_a_sheet_edited_during_the_fight_keeps_its_edits(document: Table) -> None:
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    document.edit(
        "more hope on the sheet",
        lambda c: c.model_copy(
            update={
                "characters": (
                    c.characters[0].model_copy(update={"hope": Pool(current=4, maximum=5)}),
                    *c.characters[1:],
                )
            }
        ),
    )
    document.run(tracker.adjust, tracker.Adjust([aldo], "hp", "-2"))
    assert document.character("aldo").hope == Pool(current=4, maximum=5)
    assert document.character("aldo").hp.current == 18
    document.run(
        tracker.adjust, tracker.Adjust([aldo], "hope", "-1")
    )  # the fight's copy had 2/3: the sheet's maximum stays
    assert document.character("aldo").hope == Pool(current=1, maximum=5)


def test_copies_of_one_npc_keep_their_own_values(document: Table) -> None:
    goblins = document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"], count=3))
    document.run(tracker.adjust, tracker.Adjust(goblins[:2], "hp", "-5"))
    assert [c.hp.current for c in _fight(document).combatants] == [3, 3, 8]
    assert document.character("goblin").hp.current == 8
    assert document.undo_stack.undoText() == "HP -5 (Goblin 1, Goblin 2)"
    document.run(tracker.adjust, tracker.Adjust(goblins, "hp", "6"))
    assert document.undo_stack.undoText() == "HP → 6 (Goblin 1, Goblin 2, Goblin 3)"
    assert {c.hp.current for c in _fight(document).combatants} == {6}
    assert not document.changes(tracker.adjust, tracker.Adjust([], "hp", "-1"))
    assert not document.changes(tracker.adjust, tracker.Adjust(goblins, "hp", "+0"))
    assert not document.changes(
        tracker.adjust, tracker.Adjust(goblins, "hp", "6")
    )  # already so: nothing to log or undo


def test_a_change_past_a_limit_says_where_it_stopped_and_one_left_at_nothing_is_refused(
    document: Table,
) -> None:
    aldo, bea = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea"]))
    document.run(tracker.adjust, tracker.Adjust([aldo, bea], "tension_value", "+70"))
    assert document.undo_stack.undoText() == (
        "Tension value +70 (Aldo, Bea); Tension value kept within its limits: Aldo 100"
    )
    document.run(tracker.adjust, tracker.Adjust([bea], "tension_value", "150"))
    assert document.character("bea").tension_value == 100
    assert document.undo_stack.undoText() == (
        "Tension value 70 → 150 (Bea); Tension value kept within its limits: Bea 100"
    )
    count = document.undo_stack.count()
    with pytest.raises(RuleError, match="Tension value is already at its limit: Aldo 100, Bea 100"):
        document.run(tracker.adjust, tracker.Adjust([aldo, bea], "tension_value", "+5"))
    assert document.undo_stack.count() == count
    document.run(tracker.adjust, tracker.Adjust([aldo], "hope", "+1"))  # 2/3 → 3/3
    with pytest.raises(RuleError, match="Hope is already at its limit: Aldo 3"):
        document.run(tracker.adjust, tracker.Adjust([aldo], "hope", "7"))


def test_a_change_for_a_combatant_not_in_the_fight_is_refused(document: Table) -> None:
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    with pytest.raises(RuleError, match="there is no combatant ghost in this encounter"):
        document.run(tracker.adjust, tracker.Adjust([aldo, "ghost"], "hp", "-3"))
    assert document.undo_stack.count() == 1
    assert _fight(document).combatant(aldo).hp.current == 20


def test_a_combatant_whose_sheet_was_deleted_keeps_its_copy(document: Table) -> None:
    (bea,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["bea"]))
    document.edit("delete", lambda c: c.model_copy(update={"characters": c.characters[:1]}))
    document.run(tracker.adjust, tracker.Adjust([bea], "hp", "-1"))
    assert _fight(document).combatant(bea).hp.current == 14


def test_the_tension_value_is_the_sheets_and_stays_within_0_to_100(document: Table) -> None:
    aldo, bea = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea"]))
    document.run(tracker.adjust, tracker.Adjust([aldo, bea], "tension_value", "+70"))
    assert (document.character("aldo").tension_value, document.character("bea").tension_value) == (100, 70)
    assert _kinds(document)[-2:] == ["tension_value_changed", "tension_value_changed"]
    document.run(tracker.adjust, tracker.Adjust([aldo], "tension_value", "12"))
    assert document.undo_stack.undoText() == "Tension value 100 → 12 (Aldo)"
    assert not document.changes(tracker.adjust, tracker.Adjust([aldo], "tension_value", "+0"))
    document.edit(
        "an NPC without sheet",
        lambda c: c.model_copy(
            update={"encounter": encounter.add_combatant(c.encounter, Combatant(id="x", name="Shade")).state}
        ),
    )
    with pytest.raises(RuleError, match="Shade has no character sheet"):
        document.run(tracker.adjust, tracker.Adjust(["x"], "tension_value", "+1"))
    with pytest.raises(RuleError, match="Shade has no character sheet"):
        document.run(tracker.adjust, tracker.Adjust(["x"], "tension_value", "5"))


# Tension mode and the round


def test_surprise_resist_checks_go_in_with_the_switch(document: Table) -> None:
    aldo, goblin = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    document.run(tracker.set_surprised, tracker.SetSurprised(aldo, True))
    document.run(tracker.set_surprised, tracker.SetSurprised(goblin, True))
    result = tracker.resist_check(document.campaign, aldo, ScriptedDice([6, 5, 3, 2]))
    assert (result.value, result.target, result.pool is not None and result.pool.total) == (16, 15, 4)
    document.run(tracker.switch_to_high, {aldo: result.value, goblin: 9})
    assert document.undo_stack.undoText() == "Switch to high tension"
    fight = _fight(document)
    assert (fight.mode, fight.round, fight.phase) == (TensionMode.HIGH, 1, Phase.ROLLING)
    assert fight.combatant(aldo).resisted_surprise
    assert not fight.combatant(goblin).resisted_surprise
    assert _kinds(document)[-3:] == [
        "high_tension_started",
        "surprise_check_recorded",
        "surprise_check_recorded",
    ]


def test_rolling_typing_and_entering_d10s(document: Table) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin"]))
    document.run(tracker.switch_to_high, None)
    ids = _ids(document)
    document.run(tracker.enter_roll, tracker.EnterRoll(ids["Bea"], 7))
    assert document.undo_stack.undoText() == "d10 7 (Bea)"
    document.run(tracker.roll_sequence, {ids["Aldo"]: 9}, dice=ScriptedDice([4]))
    assert document.undo_stack.undoText() == "Roll sequence values (round 1)"
    fight = _fight(document)
    assert fight.rolls == {ids["Bea"]: 7, ids["Aldo"]: 9, ids["Goblin"]: 4}
    assert fight.phase is Phase.DECLARING
    assert [e.params["typed"] for e in document.campaign.log if e.kind == "sequence_rolled"] == [
        True,
        True,
        False,
    ]


def test_declarations_are_named_and_refusals_push_nothing(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    aldo, bea, goblin, dora = ids["Aldo"], ids["Bea"], ids["Goblin"], ids["Dora"]
    document.run(tracker.declare, Quick(aldo, 1))
    assert document.undo_stack.undoText() == "Quick ×1 (Aldo)"
    document.run(tracker.declare, Passive(bea, 1))
    assert document.undo_stack.undoText() == "Passive ×1 (Bea)"
    document.run(tracker.declare, Delay(goblin, 8))
    assert document.undo_stack.undoText() == "Delay to 8 (Goblin)"
    document.run(tracker.declare_hope, tracker.DeclareHope(aldo, 1), dice=ScriptedDice([4]))
    assert document.undo_stack.undoText() == "Hope ×1 on the sequence value (Aldo)"
    count = document.undo_stack.count()
    with pytest.raises(RuleError, match="Dora spends 1 hope but has only 0"):
        document.run(tracker.declare_hope, tracker.DeclareHope(dora, 1), dice=ScriptedDice([3]))
    with pytest.raises(RuleError, match="at most 2 times"):
        document.run(tracker.declare, Quick(bea, 3))
    assert document.undo_stack.count() == count
    document.run(tracker.withdraw, tracker.Withdraw(aldo, "hope"))
    assert document.undo_stack.undoText() == "Withdraw hope on the sequence value (Aldo)"
    document.run(tracker.declare, Sync(bea, dora))
    assert document.undo_stack.undoText() == "Sync with Dora (Bea)"
    assert str(labels.declaration_kind("other")) == "other"


@pytest.mark.parametrize("accepted", [False, True])
def test_a_sync_with_a_partner_without_a_sequence_follows_the_table_rules(accepted: bool) -> None:
    document = Table(
        Campaign(characters=_characters(), options=RuleOptions(sync_needs_partner_sequence=not accepted))
    )
    ids = _at_table(document, EXAMPLE_D10S)
    bea, dora = ids["Bea"], ids["Dora"]
    document.run(tracker.declare, Passive(dora, 1))  # Dora's 4 goes below 0
    count = document.undo_stack.count()
    if not accepted:
        with pytest.raises(RuleError, match="Bea cannot sync with Dora, who has no sequence this round"):
            document.run(tracker.declare, Sync(bea, dora))
        assert document.undo_stack.count() == count
        return
    document.run(tracker.declare, Sync(bea, dora))
    assert document.undo_stack.undoText() == "Sync with Dora (Bea)"
    document.run(tracker.confirm_order, None)
    fight = _fight(document)
    assert fight.sequence_values[bea] == fight.sequence_values[dora] < 0
    # Neither acts this round: the syncing combatant lost its action with its partner's sequence.
    assert not [slot for slot in fight.order if bea in slot.combatant_ids or dora in slot.combatant_ids]


def test_declaration_words() -> None:
    from fhrtool.model import HopeOnSequence

    assert str(tracker.declaration_text(HopeOnSequence("a", (4, 2)), {})) == "Hope ×2 (+6)"
    assert str(tracker.declaration_text(Sync("a", "b"), {})) == "Sync with b"
    assert str(tracker.declaration_text(Sync("a", "b"), {"b": "Bea"})) == "Sync with Bea"


def test_next_and_previous_name_the_sequences_and_the_round_end(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    document.run(tracker.confirm_order, None)
    assert document.undo_stack.undoText() == "Confirm the order (round 1)"
    fight = _fight(document)
    assert [(slot.value, slot.combatant_ids) for slot in fight.order] == [
        (12, (ids["Aldo"],)),
        (12, (ids["Bea"],)),
        (10, (ids["Goblin"],)),
        (4, (ids["Dora"],)),
        (2, (ids["Aldo"],)),
        (2, (ids["Bea"],)),
        (0, (ids["Goblin"],)),
    ]
    document.run(tracker.next_slot, None)
    assert document.undo_stack.undoText() == "Next: sequence 12 → 12 (round 1)"
    document.run(tracker.next_slot, None)
    assert document.undo_stack.undoText() == "Next: sequence 12 → 10 (round 1)"
    document.run(tracker.previous_slot, None)
    assert document.undo_stack.undoText() == "Previous: sequence 10 → 12 (round 1)"
    for _ in range(6):
        document.run(tracker.next_slot, None)
    assert document.undo_stack.undoText() == "Next: round 1 ends"
    fight = _fight(document)
    assert (fight.round, fight.phase, fight.rolls) == (2, Phase.ROLLING, {})


def test_next_and_previous_skip_slots_of_defeated_combatants(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    document.run(tracker.confirm_order, None)
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Bea"], True))
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Goblin"], True))
    document.run(tracker.next_slot, None)
    assert document.undo_stack.undoText() == "Next: sequence 12 → 4 (round 1)"
    assert _fight(document).position == 3
    document.run(tracker.previous_slot, None)
    assert _fight(document).position == 0
    for _ in range(2):
        document.run(tracker.next_slot, None)
    assert _fight(document).position == 4  # Aldo at 2
    document.run(tracker.next_slot, None)  # Bea at 2 and Goblin at 0 are skipped: the round ends
    assert _fight(document).round == 2


def test_a_new_sequence_is_logged_with_its_own_stamp_and_the_rest_where_the_fight_stood(
    document: Table,
) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    document.run(tracker.confirm_order, None)
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Goblin"], True))
    document.run(tracker.next_slot, None)  # Aldo's 12 -> Bea's 12
    document.run(tracker.next_slot, None)  # past the defeated Goblin's 10 -> Dora's 4
    document.run(tracker.previous_slot, None)  # back to Bea's 12
    for _ in range(4):
        document.run(tracker.next_slot, None)  # Dora's 4, Aldo's 2, Bea's 2, then the Goblin's 0 is skipped
    stamps = [
        (entry.kind, entry.round, entry.sequence, entry.params.get("value"))
        for entry in document.campaign.log
        if entry.kind in {"order_confirmed", "sequence_started", "round_ended"}
    ]
    assert stamps == [
        ("order_confirmed", 1, None, None),
        ("sequence_started", 1, 12, 12),
        ("sequence_started", 1, 12, 12),
        ("sequence_started", 1, 10, 10),
        ("sequence_started", 1, 4, 4),
        ("sequence_started", 1, 10, 10),
        ("sequence_started", 1, 12, 12),
        ("sequence_started", 1, 10, 10),
        ("sequence_started", 1, 4, 4),
        ("sequence_started", 1, 2, 2),
        ("sequence_started", 1, 2, 2),
        ("sequence_started", 1, 0, 0),
        ("round_ended", 1, 2, None),
    ]


def test_previous_stops_at_the_first_slot_even_when_it_is_defeated(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    document.run(tracker.confirm_order, None)
    document.run(tracker.next_slot, None)
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Aldo"], True))
    document.run(tracker.previous_slot, None)
    assert _fight(document).position == 0
    with pytest.raises(RuleError, match="first sequence"):
        document.run(tracker.previous_slot, None)


# Checks


def test_an_active_check_ends_the_passive_bonus_and_lowers_the_next_check(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    aldo = ids["Aldo"]
    document.run(tracker.declare, Passive(aldo, 1))
    document.run(tracker.confirm_order, None)
    document.run(tracker.next_slot, None)
    document.run(tracker.next_slot, None)  # Bea 12, Goblin 10, Aldo 12 - 5 = 7
    assert _fight(document).order[_fight(document).position].combatant_ids == (aldo,)
    assert _fight(document).counters_of(aldo).passive_bonus == 1
    result = roll_check(
        encounter.available_dice(_fight(document), aldo, Essence.LIFE), 9, ScriptedDice([6, 2, 3])
    )
    document.run(
        tracker.take_check, tracker.TakeCheck(aldo, tracker.CheckRequest(Essence.LIFE, result, role="active"))
    )
    assert document.undo_stack.undoText() == "Life check, active (Aldo)"
    counters = _fight(document).counters_of(aldo)
    assert (counters.passive_bonus, counters.took_active_action, counters.life) == (0, True, -1)
    entry = document.campaign.log[-1]
    assert entry.kind == "check_resolved"
    assert entry.params == {
        "combatant_id": aldo,
        "essence": "life",
        "value": 11,
        "target": 9,
        "outcome": "success",
        "dice": (6, 2, 3),
        "typed": False,
    }
    assert [e.kind for e in document.campaign.log[-3:]] == [
        "active_action_taken",
        "check_taken",
        "check_resolved",
    ]


def test_a_reaction_uses_the_passive_bonus_and_may_cost_fatigue(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    aldo, bea = ids["Aldo"], ids["Bea"]
    document.run(tracker.declare, Passive(bea, 1))
    document.run(tracker.confirm_order, None)
    request = tracker.CheckRequest(
        Essence.WILL, typed_check(8, 10), role="reaction", reacting_to=aldo, pay_with="fatigue"
    )
    document.run(tracker.take_check, tracker.TakeCheck(bea, request))
    assert document.undo_stack.undoText() == "Will check, reaction (Bea)"
    taken = next(e for e in reversed(document.campaign.log) if e.kind == "check_taken")
    assert (taken.params["passive_bonus"], taken.params["dice"], taken.params["paid_with"]) == (
        1,
        4,
        "fatigue",
    )
    assert document.character("bea").fatigue == 1
    assert _fight(document).counters_of(bea).will == 0
    assert document.campaign.log[-1].params["typed"] is True
    with pytest.raises(RuleError, match="to whose action"):
        document.run(
            tracker.take_check,
            tracker.TakeCheck(bea, tracker.CheckRequest(Essence.WILL, typed_check(8, 10), role="reaction")),
        )


def test_a_reaction_to_a_reaction_is_a_passive_check(document: Table) -> None:
    # Aldo attacks, the goblin counters, Bea (passive ×1) dodges the goblin's counter: RULES §6
    ids = _at_table(document, EXAMPLE_D10S)
    aldo, bea, goblin = ids["Aldo"], ids["Bea"], ids["Goblin"]
    document.run(tracker.declare, Passive(bea, 1))
    document.run(tracker.confirm_order, None)
    counter = tracker.CheckRequest(Essence.LIFE, typed_check(7, 9), role="reaction", reacting_to=aldo)
    document.run(tracker.take_check, tracker.TakeCheck(goblin, counter))
    dodge = tracker.CheckRequest(Essence.WILL, typed_check(8, 10), role="reaction", reacting_to=goblin)
    document.run(tracker.take_check, tracker.TakeCheck(bea, dodge))
    assert document.undo_stack.undoText() == "Will check, reaction (Bea)"
    taken = next(e for e in reversed(document.campaign.log) if e.kind == "check_taken")
    assert (taken.params["passive"], taken.params["passive_bonus"], taken.params["dice"]) == (True, 1, 4)
    reacted = [e.params for e in document.campaign.log if e.kind == "reacted"]
    assert reacted == [{"reactor_id": goblin, "action_by": aldo}, {"reactor_id": bea, "action_by": goblin}]
    assert _fight(document).reactions == ((goblin, aldo), (bea, goblin))
    assert _fight(document).counters_of(bea).will == -1


def test_a_check_with_hope_spends_it_and_a_plain_check_has_no_role(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    document.run(tracker.confirm_order, None)
    aldo = ids["Aldo"]
    document.run(
        tracker.take_check,
        tracker.TakeCheck(aldo, tracker.CheckRequest(Essence.LIFE, typed_check(12, 10), hope=1)),
    )
    assert document.undo_stack.undoText() == "Life check (Aldo)"
    assert document.character("aldo").hope.current == 1
    assert "active_action_taken" not in _kinds(document)


def test_a_reaction_in_a_simultaneous_group_is_once(document: Table) -> None:
    ids = _at_table(document, {"Aldo": 1, "Bea": 2, "Goblin": 7, "Dora": 2})
    document.run(tracker.declare, Sync(ids["Goblin"], ids["Dora"]))
    document.run(tracker.confirm_order, None)
    document.run(tracker.next_slot, None)
    document.run(tracker.next_slot, None)
    assert set(_fight(document).order[_fight(document).position].combatant_ids) == {
        ids["Dora"],
        ids["Goblin"],
    }
    react = tracker.CheckRequest(Essence.LIFE, typed_check(5, 9), role="reaction", reacting_to=ids["Dora"])
    document.run(tracker.take_check, tracker.TakeCheck(ids["Aldo"], react))
    assert _fight(document).reacted == (ids["Aldo"],)
    again = tracker.CheckRequest(Essence.LIFE, typed_check(5, 9), role="reaction", reacting_to=ids["Goblin"])
    count = document.undo_stack.count()
    with pytest.raises(RuleError, match="already reacted"):
        document.run(tracker.take_check, tracker.TakeCheck(ids["Aldo"], again))
    assert document.undo_stack.count() == count
    document.run(tracker.take_check, tracker.TakeCheck(ids["Aldo"], react))  # the same action: allowed
    assert document.undo_stack.count() == count + 1
    document.edit(
        "rules",
        lambda c: c.model_copy(update={"options": RuleOptions(one_reaction_per_simultaneous_group=True)}),
    )
    with pytest.raises(RuleError, match="the table rules allow one reaction"):
        document.run(tracker.take_check, tracker.TakeCheck(ids["Aldo"], react))


def test_2d6_checks_opposed_checks_and_skill_tension(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    aldo, goblin = ids["Aldo"], ids["Goblin"]
    hit = srs.check(ScriptedDice([5, 4]), 7, difficulty=12)
    assert (
        document.run(
            tracker.action_check, tracker.ActionCheck(aldo, tracker.ActionCheckRequest(hit, skill_id="slash"))
        )
        is None
    )
    assert document.undo_stack.undoText() == "2D6 check (Aldo)"
    assert document.character("aldo").tension_value == 42
    assert _kinds(document)[-2:] == ["action_check_made", "tension_gained"]
    dodge = srs.check(ScriptedDice([6, 4]), 6)
    winner = document.run(
        tracker.action_check,
        tracker.ActionCheck(
            aldo, tracker.ActionCheckRequest(hit, opposed_by=goblin, reaction=dodge, skill_id="slash")
        ),
    )
    assert winner is srs.Winner.REACTION  # 16 vs 16: ties go to the reaction
    assert document.undo_stack.undoText() == "Opposed check (Aldo vs Goblin)"
    assert document.character("aldo").tension_value == 42
    assert document.campaign.log[-1].params == {
        "action_by": aldo,
        "reaction_by": goblin,
        "winner": "reaction",
        "reason": "tie",
    }
    fumble = srs.check(ScriptedDice([1, 1]), 7)
    assert (
        document.run(
            tracker.action_check,
            tracker.ActionCheck(aldo, tracker.ActionCheckRequest(fumble, opposed_by=goblin)),
        )
        is srs.Winner.REACTION
    )
    assert [e.params["side"] for e in document.campaign.log[-2:-1]] == ["action"]
    with pytest.raises(RuleError, match="no skill"):
        document.run(
            tracker.action_check, tracker.ActionCheck(aldo, tracker.ActionCheckRequest(hit, skill_id="nope"))
        )


def test_a_skill_of_the_reaction_side_gains_its_tension_bonus_when_the_reaction_wins() -> None:
    # RULES §12: a skill used in a check that succeeds gains its TB, on the reaction side too
    characters = tuple(
        c.model_copy(
            update={"skills": (Skill(id="dodge", name="Dodge", tension_bonus=3),), "tension_value": 10}
        )
        if c.id == "bea"
        else c
        for c in _characters()
    )
    document = Table(Campaign(characters=characters))
    ids = _at_table(document, EXAMPLE_D10S)
    aldo, bea = ids["Aldo"], ids["Bea"]
    hit = srs.check(ScriptedDice([5, 4]), 7)  # 16
    tie = srs.check(ScriptedDice([6, 4]), 6)  # 16: the reaction wins
    request = tracker.ActionCheckRequest(
        hit, opposed_by=bea, reaction=tie, skill_id="slash", reaction_skill_id="dodge"
    )
    assert document.run(tracker.action_check, tracker.ActionCheck(aldo, request)) is srs.Winner.REACTION
    assert (document.character("bea").tension_value, document.character("aldo").tension_value) == (13, 40)
    assert document.campaign.log[-1].kind == "tension_gained"
    low = srs.check(ScriptedDice([2, 1]), 6)  # 9: the action wins
    request = tracker.ActionCheckRequest(
        hit, opposed_by=bea, reaction=low, skill_id="slash", reaction_skill_id="dodge"
    )
    assert document.run(tracker.action_check, tracker.ActionCheck(aldo, request)) is srs.Winner.ACTION
    assert (document.character("bea").tension_value, document.character("aldo").tension_value) == (13, 42)
    for refused in (
        tracker.ActionCheckRequest(hit, reaction_skill_id="dodge"),
        tracker.ActionCheckRequest(
            srs.check(ScriptedDice([1, 1]), 7), opposed_by=bea, reaction_skill_id="dodge"
        ),
    ):
        with pytest.raises(RuleError, match="a skill of the reaction side needs an opposed check"):
            document.run(tracker.action_check, tracker.ActionCheck(aldo, refused))


# Effects and the return to low tension


def test_effects_and_the_return_to_low_tension(document: Table) -> None:
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    document.run(tracker.add_effect, tracker.AddEffect(aldo, "Blessing", 2, DurationUnit.ODES))
    document.run(tracker.switch_to_high, None)
    document.run(
        tracker.add_effect, tracker.AddEffect(aldo, "Haste", 1, DurationUnit.ODES, "cast in round 1")
    )
    assert document.undo_stack.undoText() == "Effect Haste on Aldo"
    document.run(tracker.add_effect, tracker.AddEffect(aldo, "Guard", 3, DurationUnit.ROUNDS))
    guard = _fight(document).effects[-1].id
    document.run(tracker.remove_effect, guard)
    assert document.undo_stack.undoText() == "End effect Guard (Aldo)"
    with pytest.raises(RuleError, match="no effect"):
        document.run(tracker.remove_effect, guard)
    document.run(tracker.return_to_low, None)
    assert document.undo_stack.undoText() == "Return to low tension (ode 1)"
    fight = _fight(document)
    assert (fight.mode, fight.ode) == (TensionMode.LOW, 1)
    assert [(e.name, e.remaining) for e in fight.effects] == [("Blessing", 1)]
    expired = [e for e in document.campaign.log if e.kind == "effect_expired"]
    assert [e.params["name"] for e in expired] == ["Haste"]
    document.run(tracker.advance_odes, 2)
    assert document.undo_stack.undoText() == "Advance 2 odes"
    document.run(tracker.advance_odes, 1)
    assert document.undo_stack.undoText() == "Advance 1 ode"
    assert _fight(document).effects == ()


def test_every_step_undoes_and_redoes_exactly_across_a_round(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    states = [document.campaign]
    document.run(tracker.declare, Quick(ids["Aldo"], 1))
    states.append(document.campaign)
    document.run(tracker.confirm_order, None)
    states.append(document.campaign)
    request = tracker.CheckRequest(Essence.LIFE, typed_check(3, 9), role="active")
    document.run(tracker.take_check, tracker.TakeCheck(ids["Aldo"], request))
    states.append(document.campaign)
    while _fight(document).round == 1:
        document.run(tracker.next_slot, None)
        states.append(document.campaign)
    document.run(tracker.roll_sequence, None, dice=ScriptedDice([1, 2, 3, 4]))
    states.append(document.campaign)
    for expected in reversed(states[:-1]):
        document.undo_stack.undo()
        assert document.campaign == expected
    for expected in states[1:]:
        document.undo_stack.redo()
        assert document.campaign == expected


def test_the_table_rules_reach_the_engine(document: Table) -> None:
    document.edit(
        "rules", lambda c: c.model_copy(update={"options": RuleOptions(quick_cap="none", delay_minimum=-5)})
    )
    ids = _at_table(document, EXAMPLE_D10S)
    document.run(tracker.declare, Quick(ids["Bea"], 5))
    document.run(tracker.declare, Delay(ids["Dora"], -3))
    assert len(_fight(document).declarations) == 2


def test_previous_from_past_the_last_slot_goes_back_to_it(document: Table) -> None:
    # A fight saved while it stood past its last slot (its current slot had been removed).
    _at_table(document, EXAMPLE_D10S)
    document.run(tracker.confirm_order, None)
    fight = document.campaign.encounter
    past = fight.model_copy(update={"position": len(fight.order)})
    document.edit("past the end", lambda campaign: campaign.model_copy(update={"encounter": past}))
    document.run(tracker.previous_slot, None)
    last = fight.order[-1].value
    assert document.undo_stack.undoText() == f"Previous: sequence — → {last} (round 1)"
    assert document.campaign.encounter.position == len(fight.order) - 1


# One action against several reactors


def _group_of_goblin_and_dora(document: Table) -> dict[str, str]:
    """The goblin synced with Dora: their simultaneous group is the sequence being played."""
    ids = _at_table(document, {"Aldo": 1, "Bea": 2, "Goblin": 7, "Dora": 2})
    document.run(tracker.declare, Sync(ids["Goblin"], ids["Dora"]))
    document.run(tracker.confirm_order, None)
    document.run(tracker.next_slot, None)
    document.run(tracker.next_slot, None)
    return ids


def test_one_action_is_opposed_by_several_reactors_in_one_step(document: Table) -> None:
    ids = _group_of_goblin_and_dora(document)
    goblin, aldo, bea = ids["Goblin"], ids["Aldo"], ids["Bea"]
    blast = srs.check(ScriptedDice([4, 3]), 5)  # 12
    request = tracker.ActionCheckRequest(
        blast,
        opposed_by=aldo,
        reaction=srs.check(ScriptedDice([5, 5]), 2),  # 12: a tie, the reaction wins
        more=(tracker.Opposition(bea, srs.check(ScriptedDice([2, 3]), 1)),),  # 6: the action wins
    )
    count, logged = document.undo_stack.count(), len(document.campaign.log)
    assert document.run(tracker.action_check, tracker.ActionCheck(goblin, request)) is srs.Winner.REACTION
    assert document.undo_stack.count() == count + 1
    assert document.undo_stack.undoText() == "Opposed check (Goblin vs Aldo, Bea)"
    assert tracker.winners(request, RuleOptions()) == {aldo: srs.Winner.REACTION, bea: srs.Winner.ACTION}
    entries = document.campaign.log[logged:]
    assert [(e.kind, e.params.get("combatant_id") or e.params.get("reactor_id")) for e in entries] == [
        ("targets_named", None),
        ("reacted", aldo),
        ("reacted", bea),
        ("action_check_made", goblin),
        ("action_check_made", aldo),
        ("opposed_resolved", None),
        ("action_check_made", bea),
        ("opposed_resolved", None),
    ]
    assert [(e.params["reaction_by"], e.params["winner"], e.params["reason"]) for e in entries[-3::2]] == [
        (aldo, "reaction", "tie"),
        (bea, "action", "higher"),
    ]
    fight = _fight(document)
    assert fight.targets == {goblin: (aldo, bea)}
    assert fight.reactions == ((aldo, goblin), (bea, goblin))
    assert fight.reacted == (aldo, bea)
    # Dora's action of the group is aimed at Aldo too: he reacted to the goblin's and may not react to it
    document.run(tracker.name_targets, tracker.NameTargets(ids["Dora"], (aldo,)))
    dodge = tracker.ActionCheckRequest(
        srs.check(ScriptedDice([3, 3]), 4), aldo, srs.check(ScriptedDice([3, 4]), 1)
    )
    with pytest.raises(RuleError, match="Aldo has already reacted to one action of this simultaneous group"):
        document.run(tracker.action_check, tracker.ActionCheck(ids["Dora"], dodge))
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert _fight(document).targets == {}
    assert _fight(document).reactions == ()


def test_a_reactor_may_react_to_a_group_action_aimed_at_someone_else(document: Table) -> None:
    ids = _group_of_goblin_and_dora(document)
    goblin, dora, aldo, bea = ids["Goblin"], ids["Dora"], ids["Aldo"], ids["Bea"]
    document.run(tracker.name_targets, tracker.NameTargets(dora, (bea,)))
    assert document.undo_stack.undoText() == "Dora aims at Bea"
    first = tracker.ActionCheckRequest(
        srs.check(ScriptedDice([3, 3]), 4), aldo, srs.check(ScriptedDice([3, 4]), 1)
    )
    document.run(tracker.action_check, tracker.ActionCheck(goblin, first))
    # Aldo reacted to the goblin's action; Dora's is aimed at Bea, so Aldo may still step in
    react = tracker.CheckRequest(Essence.LIFE, typed_check(5, 9), role="reaction", reacting_to=dora)
    document.run(tracker.take_check, tracker.TakeCheck(aldo, react))
    assert _fight(document).reactions == ((aldo, goblin), (aldo, dora))


def test_an_opposed_check_off_its_sequence_names_no_targets(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    request = tracker.ActionCheckRequest(
        srs.check(ScriptedDice([1, 1]), 4),
        ids["Goblin"],
        more=(tracker.Opposition(ids["Bea"]),),
    )
    assert (
        document.run(tracker.action_check, tracker.ActionCheck(ids["Aldo"], request)) is srs.Winner.REACTION
    )
    last = document.campaign.log[-1]
    assert (last.params["reaction_by"], last.params["reason"]) == (ids["Bea"], "action_fumble")
    assert _fight(document).targets == {}


def test_an_opposed_check_with_several_reactors_is_checked(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    aldo, bea = ids["Aldo"], ids["Bea"]
    hit = srs.check(ScriptedDice([4, 4]), 4)
    dodge = srs.check(ScriptedDice([2, 2]), 4)
    for refused, message in (
        (
            tracker.ActionCheckRequest(hit, bea, dodge, more=(tracker.Opposition(bea, dodge),)),
            "Bea opposes the same action twice",
        ),
        (
            tracker.ActionCheckRequest(hit, more=(tracker.Opposition(aldo, dodge),)),
            "Aldo cannot react to their own action",
        ),
        (
            tracker.ActionCheckRequest(hit, more=(tracker.Opposition(bea, None, "dodge"),)),
            "a skill of the reaction side",
        ),
        (tracker.ActionCheckRequest(hit, more=(tracker.Opposition(bea),)), "the reaction side must check"),
        (tracker.ActionCheckRequest(hit, more=(tracker.Opposition("ghost", dodge),)), "no combatant ghost"),
    ):
        count = document.undo_stack.count()
        with pytest.raises(RuleError, match=message):
            document.run(tracker.action_check, tracker.ActionCheck(aldo, refused))
        assert document.undo_stack.count() == count


# Rolls discarded


def test_a_cancelled_roll_stays_on_record_and_costs_nothing(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    document.run(tracker.confirm_order, None)
    aldo, bea = ids["Aldo"], ids["Bea"]
    before = document.campaign.encounter
    rolls = (tracker.DiscardedRoll(aldo, "life", (1, 2, 1)), tracker.DiscardedRoll(bea, "2d6", (6, 6)))
    count = document.undo_stack.count()
    document.run(tracker.discard_rolls, rolls)
    assert document.undo_stack.count() == count + 1
    assert document.undo_stack.undoText() == "Roll discarded (Aldo, Bea)"
    assert document.campaign.encounter == before
    assert [
        (e.kind, e.params["combatant_id"], e.params["check"], e.params["dice"])
        for e in document.campaign.log[-2:]
    ] == [
        ("roll_discarded", aldo, "life", (1, 2, 1)),
        ("roll_discarded", bea, "2d6", (6, 6)),
    ]
    with pytest.raises(RuleError, match="there is no roll to discard"):
        document.run(tracker.discard_rolls, ())


def test_rolls_discarded_before_the_result_in_use_are_logged_with_it(document: Table) -> None:
    ids = _at_table(document, EXAMPLE_D10S)
    document.run(tracker.confirm_order, None)
    aldo = ids["Aldo"]
    earlier = (tracker.DiscardedRoll(aldo, "life", (1, 1, 2)),)
    check = tracker.CheckRequest(Essence.LIFE, typed_check(12, 10), discarded=earlier)
    logged = len(document.campaign.log)
    document.run(tracker.take_check, tracker.TakeCheck(aldo, check))
    kinds = [e.kind for e in document.campaign.log[logged:]]
    assert (kinds[0], kinds[-1]) == ("roll_discarded", "check_resolved")
    action = tracker.ActionCheckRequest(
        srs.check(ScriptedDice([3, 3]), 4), discarded=(tracker.DiscardedRoll(aldo, "2d6", (1, 1)),)
    )
    document.run(tracker.action_check, tracker.ActionCheck(aldo, action))
    assert _kinds(document)[-2:] == ["roll_discarded", "action_check_made"]


def test_an_active_life_or_will_check_names_whom_it_is_aimed_at(document: Table) -> None:
    ids = _group_of_goblin_and_dora(document)
    goblin, dora, aldo, bea = ids["Goblin"], ids["Dora"], ids["Aldo"], ids["Bea"]
    attack = tracker.CheckRequest(Essence.LIFE, typed_check(12, 10), role="active", targets=(bea,))
    logged = len(document.campaign.log)
    document.run(tracker.take_check, tracker.TakeCheck(goblin, attack))
    assert _fight(document).targets == {goblin: (bea,)}
    assert [e.kind for e in document.campaign.log[logged:]][:2] == ["active_action_taken", "targets_named"]
    react = tracker.CheckRequest(Essence.LIFE, typed_check(5, 9), role="reaction", reacting_to=dora)
    document.run(tracker.take_check, tracker.TakeCheck(aldo, react))
    # the goblin's action is aimed at Bea: Aldo, who chose Dora's, may still step in against it
    react_goblin = tracker.CheckRequest(Essence.LIFE, typed_check(5, 9), role="reaction", reacting_to=goblin)
    document.run(tracker.take_check, tracker.TakeCheck(aldo, react_goblin))
    assert _fight(document).reactions == ((aldo, dora), (aldo, goblin))
    aimed = tracker.CheckRequest(Essence.LIFE, typed_check(5, 9), role="other", targets=(bea,))
    with pytest.raises(RuleError, match="only an active action names whom it is aimed at"):
        document.run(tracker.take_check, tracker.TakeCheck(aldo, aimed))
