from collections.abc import Mapping, Sequence

import pytest

from fhrtool.model import (
    Combatant,
    Counters,
    Delay,
    DurationUnit,
    Encounter,
    Essence,
    HopeOnSequence,
    Passive,
    Phase,
    Pool,
    Quick,
    RuleOptions,
    Slot,
    Sync,
    TensionMode,
)
from fhrtool.model.options import CorrectionScope
from fhrtool.rules import RuleError
from fhrtool.rules.checks import DicePool
from fhrtool.rules.dice import ScriptedDice
from fhrtool.rules.encounter import (
    ActiveActionTaken,
    Adjusted,
    CheckTaken,
    CombatantAdded,
    CombatantRemoved,
    DeclarationMade,
    DeclarationWithdrawn,
    DefeatedChanged,
    EffectAdded,
    EffectExpired,
    EffectRemoved,
    HighTensionStarted,
    HopeSpentOnSequence,
    LowTensionResumed,
    OdesAdvanced,
    OrderConfirmed,
    Reacted,
    RoundEnded,
    SequenceRolled,
    SequenceStarted,
    SequenceValueFixed,
    SurpriseCheckRecorded,
    SurpriseMarked,
    TargetsNamed,
    add_combatant,
    add_effect,
    adjust,
    advance_odes,
    available_dice,
    confirm_order,
    declare,
    declare_hope,
    end_round,
    enter_roll,
    name_targets,
    next_slot,
    only_combatant,
    previous_slot,
    react,
    reaction_refused,
    reactors,
    remove_combatant,
    remove_effect,
    return_to_low,
    roll_sequence,
    set_defeated,
    set_surprised,
    switch_to_high,
    take_active_action,
    take_check,
    withdraw,
)
from fhrtool.rules.events import Event

NO_DICE = ScriptedDice([])


def fighter(combatant_id: str, **values: object) -> Combatant:
    return Combatant.model_validate({"id": combatant_id, "name": combatant_id.title(), **values})


def low(*combatants: Combatant) -> Encounter:
    return Encounter(combatants=combatants)


def declaring(encounter: Encounter, d10: Mapping[str, int]) -> Encounter:
    """Switch to high tension and roll the given d10s."""
    return roll_sequence(switch_to_high(encounter).state, NO_DICE, d10).state


def acting(
    encounter: Encounter,
    d10: Mapping[str, int],
    declarations: Sequence[object] = (),
    options: RuleOptions | None = None,
) -> Encounter:
    """From low tension to the first slot of round 1."""
    state = declaring(encounter, d10)
    for declaration in declarations:
        state = declare(state, declaration, options).state  # type: ignore[arg-type]
    return confirm_order(state, options).state


def kinds(events: Sequence[Event]) -> list[str]:
    return [event.kind for event in events]


def valid(encounter: Encounter) -> Encounter:
    return Encounter.model_validate(encounter.model_dump())


# Combatants --------------------------------------------------------------------------------------------


def test_only_combatant_is_a_characters_one_combatant_and_none_for_copies() -> None:
    pc, goblin, other = fighter("pc", character_id="c1"), fighter("g1", character_id="c2"), fighter("x")
    fight = low(pc, goblin, fighter("g2", character_id="c2"), other)
    assert only_combatant(fight, "c1") is pc
    assert only_combatant(fight, "c2") is None  # copies of an NPC keep their own numbers
    assert only_combatant(fight, "c3") is None
    assert only_combatant(low(goblin), "c2") is goblin


def test_adding_a_combatant_reports_it() -> None:
    outcome = add_combatant(Encounter(), fighter("aldo"))
    assert outcome.state.combatants == (fighter("aldo"),)
    assert outcome.events == (CombatantAdded("aldo", "Aldo"),)


def test_two_combatants_cannot_share_an_id() -> None:
    with pytest.raises(RuleError, match="already a combatant with the id aldo"):
        add_combatant(low(fighter("aldo")), fighter("aldo", name="Other"))


def test_a_combatant_added_during_the_declarations_needs_a_d10_first() -> None:
    state = declaring(low(fighter("a")), {"a": 4})
    state = add_combatant(state, fighter("b")).state
    assert state.phase is Phase.ROLLING
    outcome = roll_sequence(state, ScriptedDice([7]))
    assert outcome.events == (SequenceRolled("b", 7, False),)
    assert outcome.state.rolls == {"a": 4, "b": 7}
    assert outcome.state.phase is Phase.DECLARING


def test_a_defeated_combatant_added_during_the_declarations_changes_nothing() -> None:
    state = declaring(low(fighter("a")), {"a": 4})
    assert add_combatant(state, fighter("b", defeated=True)).state.phase is Phase.DECLARING


def test_a_combatant_added_while_acting_joins_in_the_next_round() -> None:
    state = acting(low(fighter("a")), {"a": 4})
    state = add_combatant(state, fighter("b")).state
    assert state.order == (Slot(value=4, combatant_ids=("a",)),)
    state = next_slot(state).state
    assert roll_sequence(state, ScriptedDice([1, 2])).state.rolls == {"a": 1, "b": 2}


def test_removing_a_combatant_removes_everything_that_refers_to_it() -> None:
    state = declaring(low(fighter("a"), fighter("b"), fighter("c")), {"a": 9, "b": 5, "c": 3})
    state = declare(state, Sync("a", "b")).state
    state = declare(state, Passive("b", 1)).state
    state = add_effect(state, "b", "Poisoned", 3, DurationUnit.ROUNDS).state
    effect = state.effects[0]
    outcome = remove_combatant(state, "b")
    assert outcome.events == (
        DeclarationWithdrawn.of(Sync("a", "b")),
        DeclarationWithdrawn.of(Passive("b", 1)),
        EffectRemoved.of(effect),
        CombatantRemoved("b", "B"),
    )
    state = outcome.state
    assert [c.id for c in state.combatants] == ["a", "c"]
    assert state.rolls == {"a": 9, "c": 3}
    assert state.declarations == ()
    assert state.effects == ()
    valid(state)


def test_removing_a_combatant_while_acting_keeps_the_current_slot() -> None:
    state = acting(low(fighter("a"), fighter("b"), fighter("c")), {"a": 9, "b": 5, "c": 3})
    state = next_slot(next_slot(state).state).state
    assert state.position == 2
    state = remove_combatant(state, "a").state
    assert state.order == (Slot(value=5, combatant_ids=("b",)), Slot(value=3, combatant_ids=("c",)))
    assert state.position == 1
    assert "a" not in state.counters
    assert "a" not in state.sequence_values
    valid(state)


def test_removing_the_only_actor_of_the_current_slot_moves_on_to_the_next_slot() -> None:
    state = acting(low(fighter("a"), fighter("b"), fighter("c")), {"a": 7, "b": 5, "c": 3})
    outcome = remove_combatant(next_slot(state).state, "b")
    assert outcome.events == (CombatantRemoved("b", "B"), SequenceStarted(1, 1, 3, ("c",)))
    state = outcome.state
    assert state.order == (Slot(value=7, combatant_ids=("a",)), Slot(value=3, combatant_ids=("c",)))
    assert state.position == 1
    assert take_active_action(state, "c").events == (ActiveActionTaken("c", 0),)
    valid(state)


def test_removing_the_only_actor_of_the_last_slot_ends_the_round() -> None:
    state = acting(low(fighter("a"), fighter("b")), {"a": 7, "b": 3})
    state = add_effect(next_slot(state).state, "a", "Haste", 1, DurationUnit.ROUNDS).state
    (haste,) = state.effects
    outcome = remove_combatant(state, "b")
    assert outcome.events == (CombatantRemoved("b", "B"), RoundEnded(1), EffectExpired.of(haste))
    state = outcome.state
    assert (state.round, state.phase, state.order, state.position) == (2, Phase.ROLLING, (), 0)
    assert (state.rolls, state.counters, state.effects) == ({}, {}, ())
    valid(state)


def test_removing_a_simultaneous_group_after_a_reaction_starts_the_next_slot_afresh() -> None:
    # a reacted to b's action of the group b+c; with the group gone, a's own sequence starts
    state = acting(low(fighter("a"), fighter("b"), fighter("c")), {"a": 3, "b": 8, "c": 8})
    state = react(state, "a", "b").state
    state = remove_combatant(state, "b").state
    assert (state.order[0].combatant_ids, state.position, state.reacted) == (("c",), 0, ("a",))
    outcome = remove_combatant(state, "c")
    assert outcome.events == (CombatantRemoved("c", "C"), SequenceStarted(1, 0, 3, ("a",)))
    state = outcome.state
    assert (state.order, state.position, state.reacted) == ((Slot(value=3, combatant_ids=("a",)),), 0, ())
    valid(state)


def test_removing_the_last_simultaneous_group_after_a_reaction_ends_the_round() -> None:
    state = acting(low(fighter("a"), fighter("b"), fighter("c")), {"a": 8, "b": 5, "c": 5})
    state = react(next_slot(state).state, "a", "b").state
    assert state.reacted == ("a",)
    state = remove_combatant(remove_combatant(state, "b").state, "c").state
    assert (state.round, state.phase, state.order, state.position, state.reacted) == (
        2,
        Phase.ROLLING,
        (),
        0,
        (),
    )
    valid(state)


def test_removing_a_combatant_when_no_sequence_is_left_changes_no_position() -> None:
    # every value negative: the round has no slot, and removing someone does not end it
    state = acting(low(fighter("a", reflex=-3), fighter("b", reflex=-3)), {"a": 1, "b": 2})
    assert (state.order, state.position) == ((), 0)
    outcome = remove_combatant(state, "b")
    assert outcome.events == (CombatantRemoved("b", "B"),)
    assert (outcome.state.round, outcome.state.phase) == (1, Phase.ACTING)
    with pytest.raises(RuleError, match="no sequence is being played"):
        take_active_action(outcome.state, "a")
    assert next_slot(outcome.state).state.round == 2


def test_removing_the_actor_of_a_slot_still_to_come_keeps_the_sequence_being_played() -> None:
    state = acting(
        low(fighter("a"), fighter("b"), fighter("x"), fighter("y")), {"a": 8, "b": 8, "x": 3, "y": 1}
    )
    state = react(state, "x", "a").state
    outcome = remove_combatant(state, "y")
    assert outcome.events == (CombatantRemoved("y", "Y"),)
    assert [slot.combatant_ids for slot in outcome.state.order] == [("a", "b"), ("x",)]
    assert (outcome.state.position, outcome.state.reacted) == (0, ("x",))


def test_removing_a_member_of_a_simultaneous_group_keeps_who_reacted() -> None:
    state = acting(
        low(fighter("a"), fighter("b"), fighter("x"), fighter("y")), {"a": 5, "b": 5, "x": 1, "y": 1}
    )
    state = react(react(state, "x", "a").state, "y", "b").state
    assert remove_combatant(state, "y").state.reacted == ("x",)
    assert remove_combatant(state, "a").state.reacted == ("x", "y")


def test_who_reacted_to_a_simultaneous_group_stays_limited_when_one_actor_is_left() -> None:
    state = acting(
        low(fighter("a"), fighter("b"), fighter("x"), fighter("z")), {"a": 5, "b": 5, "x": 1, "z": 1}
    )
    state = remove_combatant(react(state, "x", "a").state, "a").state
    assert (state.order[0].combatant_ids, state.reacted) == (("b",), ("x",))
    with pytest.raises(RuleError, match="X has already reacted to one action of this simultaneous group"):
        react(state, "x", "b")
    # z reacted to none of the group's actions: b's action is the only one left to react to
    for _ in range(2):
        outcome = react(state, "z", "b")
        assert outcome.events == (Reacted("z", "b"),)
        state = outcome.state
    assert state.reacted == ("x",)


def test_an_unknown_combatant_is_named_in_the_error() -> None:
    with pytest.raises(RuleError, match="no combatant ghost in this encounter"):
        remove_combatant(Encounter(), "ghost")


def test_surprise_is_marked_in_low_tension() -> None:
    outcome = set_surprised(low(fighter("a")), "a")
    assert outcome.state.combatant("a").surprised
    assert outcome.events == (SurpriseMarked("a", True),)
    assert not set_surprised(outcome.state, "a", False).state.combatant("a").surprised
    with pytest.raises(RuleError, match="cannot be done in high tension"):
        set_surprised(switch_to_high(outcome.state).state, "a")


@pytest.mark.parametrize(
    ("field", "delta", "after"),
    [
        ("hp", -4, 6),
        ("hp", 5, 10),
        ("hp", -15, -5),
        ("hp", -5_000, -999),
        ("hope", -5, 0),
        ("hope", 9, 3),
        ("hope", 1, 2),
        ("fatigue", -3, 0),
        ("fatigue", 2, 3),
        ("fatigue", 99_999, 9_999),
    ],
)
def test_adjusting_clamps_hp_hope_and_fatigue(field: str, delta: int, after: int) -> None:
    combatant = fighter("a", hp=Pool(current=10, maximum=10), hope=Pool(current=1, maximum=3), fatigue=1)
    outcome = adjust(low(combatant), "a", field, delta)  # type: ignore[arg-type]
    before = {"hp": 10, "hope": 1, "fatigue": 1}[field]
    assert outcome.events == (Adjusted("a", field, before, after),)  # type: ignore[arg-type]
    changed = outcome.state.combatant("a")
    assert (changed.fatigue if field == "fatigue" else getattr(changed, field).current) == after
    valid(outcome.state)


def test_only_hp_hope_and_fatigue_are_adjusted() -> None:
    with pytest.raises(RuleError, match="life cannot be adjusted"):
        adjust(low(fighter("a")), "a", "life", 1)  # type: ignore[arg-type]


def test_defeat_is_reported_once() -> None:
    outcome = set_defeated(low(fighter("a")), "a")
    assert outcome.state.combatant("a").defeated
    assert outcome.events == (DefeatedChanged("a", True),)
    assert set_defeated(outcome.state, "a").events == ()


def test_a_combatant_defeated_during_the_declarations_withdraws_them() -> None:
    state = declaring(low(fighter("a"), fighter("b"), fighter("c")), {"a": 9, "b": 5, "c": 3})
    state = declare(declare(state, Sync("a", "b")).state, Delay("c", 1)).state
    outcome = set_defeated(state, "b")
    assert outcome.events == (DefeatedChanged("b", True), DeclarationWithdrawn.of(Sync("a", "b")))
    assert outcome.state.declarations == (Delay("c", 1),)
    state = confirm_order(outcome.state).state
    assert [slot.combatant_ids for slot in state.order] == [("a",), ("c",)]


def test_a_defeated_combatant_back_in_rolls_when_it_has_no_d10_yet() -> None:
    state = switch_to_high(low(fighter("a"), fighter("b", defeated=True))).state
    state = roll_sequence(state, ScriptedDice([4])).state
    assert state.rolls == {"a": 4}
    back = set_defeated(state, "b", False).state
    assert back.phase is Phase.ROLLING
    # defeated and back in the same declarations: the d10 is still there
    state = declaring(low(fighter("a"), fighter("b")), {"a": 4, "b": 6})
    state = set_defeated(set_defeated(state, "b").state, "b", False).state
    assert state.phase is Phase.DECLARING


def test_a_defeated_combatant_while_acting_keeps_its_slot_this_round_only() -> None:
    state = acting(low(fighter("a"), fighter("b")), {"a": 4, "b": 6})
    state = set_defeated(state, "b").state
    assert state.order[0].combatant_ids == ("b",)
    state = end_round(state).state
    state = roll_sequence(state, ScriptedDice([2])).state
    assert state.rolls == {"a": 2}
    assert confirm_order(state).state.order == (Slot(value=2, combatant_ids=("a",)),)


# Tension mode and surprise ------------------------------------------------------------------------------


def test_switching_to_high_tension_starts_round_one_with_rolling() -> None:
    outcome = switch_to_high(Encounter(ode=4, combatants=(fighter("a"),)))
    state = outcome.state
    assert (state.mode, state.round, state.phase, state.ode) == (TensionMode.HIGH, 1, Phase.ROLLING, 4)
    assert outcome.events == (HighTensionStarted(4),)
    with pytest.raises(RuleError, match="already in high tension"):
        switch_to_high(state)


def test_a_resist_check_of_15_avoids_the_surprise() -> None:
    state = low(fighter("a", surprised=True), fighter("b", surprised=True), fighter("c", surprised=True))
    outcome = switch_to_high(state, {"a": 15, "b": 14})
    assert outcome.events[1:] == (SurpriseCheckRecorded("a", 15, True), SurpriseCheckRecorded("b", 14, False))
    a, b, c = outcome.state.combatants
    assert (a.surprise_check, a.resisted_surprise) == (15, True)
    assert (b.surprise_check, b.resisted_surprise) == (14, False)
    assert (c.surprise_check, c.resisted_surprise) == (None, False)


def test_only_a_surprised_combatant_makes_a_resist_check() -> None:
    with pytest.raises(RuleError, match="A is not caught off guard"):
        switch_to_high(low(fighter("a")), {"a": 15})
    with pytest.raises(RuleError, match="not 1000"):
        switch_to_high(low(fighter("a", surprised=True)), {"a": 1_000})


def test_surprise_costs_five_initiative_in_round_one_only() -> None:
    state = low(fighter("a", reflex=1, surprised=True), fighter("b", reflex=1, surprised=True))
    state = switch_to_high(state, {"b": 16}).state
    state = confirm_order(roll_sequence(state, NO_DICE, {"a": 8, "b": 8}).state).state
    assert state.sequence_values == {"a": 4, "b": 9}
    state = end_round(state).state
    state = confirm_order(roll_sequence(state, NO_DICE, {"a": 8, "b": 8}).state).state
    assert state.round == 2
    assert state.sequence_values == {"a": 9, "b": 9}


def test_returning_to_low_tension_advances_exactly_one_ode() -> None:
    state = acting(Encounter(ode=7, combatants=(fighter("a", surprised=True),)), {"a": 3})
    for _ in range(3):
        state = acting_again(end_round(state).state, {"a": 3})
    assert state.round == 4
    outcome = return_to_low(state)
    state = outcome.state
    assert outcome.events == (LowTensionResumed(8, 4),)
    assert (state.mode, state.ode, state.round, state.phase) == (TensionMode.LOW, 8, 0, None)
    assert (state.order, state.counters, state.rolls) == ((), {}, {})
    assert not state.combatant("a").surprised
    with pytest.raises(RuleError, match="needs high tension"):
        return_to_low(state)


def acting_again(state: Encounter, d10: Mapping[str, int]) -> Encounter:
    return confirm_order(roll_sequence(state, NO_DICE, d10).state).state


def effects_by_name(state: Encounter) -> dict[str, int]:
    return {effect.name: effect.remaining for effect in state.effects}


def test_effects_when_low_tension_resumes() -> None:
    state = add_effect(low(fighter("a")), "a", "Ward", 2, DurationUnit.ODES).state
    state = acting(state, {"a": 3})
    state = add_effect(state, "a", "Haste", 3, DurationUnit.ROUNDS).state
    state = add_effect(state, "a", "Blessing", 1, DurationUnit.ODES).state
    state = add_effect(state, "a", "Curse", 3, DurationUnit.ODES).state
    outcome = return_to_low(state)
    assert [e.name for e in outcome.events if isinstance(e, EffectExpired)] == ["Haste", "Blessing"]
    assert effects_by_name(outcome.state) == {"Ward": 1, "Curse": 2}


def test_longer_effects_started_in_high_tension_need_not_count_the_ode() -> None:
    options = RuleOptions(long_effects_elapse_one_ode=False)
    state = add_effect(low(fighter("a")), "a", "Ward", 2, DurationUnit.ODES).state
    state = acting(state, {"a": 3})
    state = add_effect(state, "a", "Blessing", 1, DurationUnit.ODES).state
    state = add_effect(state, "a", "Curse", 3, DurationUnit.ODES).state
    state = return_to_low(state, options).state
    assert effects_by_name(state) == {"Ward": 1, "Curse": 3}
    # the next return counts it: it was started during the high tension before
    state = return_to_low(acting(state, {"a": 3}), options).state
    assert effects_by_name(state) == {"Curse": 2}


def test_the_gm_skips_low_tension_time_in_odes() -> None:
    state = add_effect(low(fighter("a")), "a", "Ward", 5, DurationUnit.ODES).state
    outcome = advance_odes(state, 3)
    assert outcome.events == (OdesAdvanced(3, 3),)
    assert effects_by_name(outcome.state) == {"Ward": 2}
    outcome = advance_odes(outcome.state, 2)
    assert [e.kind for e in outcome.events] == ["effect_expired", "odes_advanced"]
    assert outcome.state.ode == 5
    assert outcome.state.effects == ()


def test_odes_do_not_pass_in_high_tension_nor_backwards_nor_past_the_clock() -> None:
    with pytest.raises(RuleError, match="cannot be done in high tension"):
        advance_odes(switch_to_high(Encounter()).state, 1)
    with pytest.raises(RuleError, match="at least 1 ode, not 0"):
        advance_odes(Encounter(), 0)
    with pytest.raises(RuleError, match="stops at 9999"):
        advance_odes(Encounter(ode=9_990), 10)


# Rolling and declaring ----------------------------------------------------------------------------------


def test_every_combatant_in_the_fight_rolls_a_d10() -> None:
    state = switch_to_high(low(fighter("a"), fighter("b", defeated=True), fighter("c"))).state
    outcome = roll_sequence(state, ScriptedDice([6]), {"c": 10})
    assert outcome.events == (SequenceRolled("a", 6, False), SequenceRolled("c", 10, True))
    assert outcome.state.rolls == {"a": 6, "c": 10}
    assert outcome.state.phase is Phase.DECLARING


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ({"a": 0}, "a d10 shows 1–10, not 0"),
        ({"a": 11}, "not 11"),
        ({"a": True}, "not True"),
        ({"ghost": 3}, "no combatant ghost"),
        ({"b": 3}, "B is defeated"),
    ],
)
def test_typed_d10_results_are_checked(typed: dict[str, int], message: str) -> None:
    state = switch_to_high(low(fighter("a"), fighter("b", defeated=True))).state
    with pytest.raises(RuleError, match=message):
        roll_sequence(state, ScriptedDice([5]), typed)


def test_the_d10s_can_be_typed_one_by_one() -> None:
    state = switch_to_high(low(fighter("a"), fighter("b"))).state
    outcome = enter_roll(state, "b", 2)
    assert outcome.events == (SequenceRolled("b", 2, True),)
    assert outcome.state.phase is Phase.ROLLING
    with pytest.raises(RuleError, match="B already has a d10 this round"):
        enter_roll(outcome.state, "b", 3)
    state = enter_roll(outcome.state, "a", 9).state
    assert state.rolls == {"b": 2, "a": 9}
    assert state.phase is Phase.DECLARING


def test_rolling_needs_someone_to_roll_and_the_right_moment() -> None:
    with pytest.raises(RuleError, match="no combatant is left"):
        roll_sequence(switch_to_high(low(fighter("a", defeated=True))).state, NO_DICE)
    with pytest.raises(RuleError, match="needs high tension"):
        roll_sequence(low(fighter("a")), NO_DICE)
    with pytest.raises(RuleError, match="while the round is declaring"):
        roll_sequence(declaring(low(fighter("a")), {"a": 1}), NO_DICE)


def test_a_declaration_is_checked_by_planning_the_round() -> None:
    state = declaring(low(fighter("a", life=3, will=4, reflex=2)), {"a": 2})
    outcome = declare(state, Quick("a", 2))
    assert outcome.events == (DeclarationMade.of(Quick("a", 2)),)
    with pytest.raises(RuleError, match="quick at most 3 times"):
        declare(state, Quick("a", 4))
    assert state.declarations == ()


def test_a_new_declaration_replaces_the_earlier_one_of_its_kind() -> None:
    state = declaring(low(fighter("a", life=3, will=4)), {"a": 2})
    state = declare(state, Quick("a", 1)).state
    outcome = declare(state, Quick("a", 2))
    assert outcome.events == (DeclarationWithdrawn.of(Quick("a", 1)), DeclarationMade.of(Quick("a", 2)))
    assert outcome.state.declarations == (Quick("a", 2),)


def test_declarations_only_while_declaring_and_only_for_those_in_the_fight() -> None:
    state = declaring(low(fighter("a"), fighter("b")), {"a": 5, "b": 5})
    with pytest.raises(RuleError, match="B is defeated and declares nothing"):
        declare(set_defeated(state, "b").state, Passive("b", 1))
    with pytest.raises(RuleError, match="while the round is acting"):
        declare(confirm_order(state).state, Passive("a", 1))


def test_hope_on_the_sequence_value_rolls_d6s_and_is_paid_when_the_order_is_fixed() -> None:
    state = declaring(low(fighter("a", hope=Pool(current=3, maximum=3))), {"a": 2})
    state = declare_hope(state, "a", 1, ScriptedDice([4])).state
    outcome = declare_hope(state, "a", 1, ScriptedDice([6]))
    assert outcome.events == (
        DeclarationWithdrawn.of(HopeOnSequence("a", (4,))),
        DeclarationMade.of(HopeOnSequence("a", (4, 6))),
    )
    with pytest.raises(RuleError, match="spends 4 hope but has only 3"):
        declare_hope(outcome.state, "a", 2, ScriptedDice([1, 1]))
    with pytest.raises(RuleError, match="at least 1 hope, not 0"):
        declare_hope(outcome.state, "a", 0, NO_DICE)
    confirmed = confirm_order(outcome.state)
    assert confirmed.state.sequence_values == {"a": 12}
    assert confirmed.state.combatant("a").hope.current == 1
    assert confirmed.events[0] == HopeSpentOnSequence("a", 2)


def test_declarations_are_reported_as_flat_data() -> None:
    assert DeclarationMade.of(Quick("a", 2)).params() == {
        "combatant_id": "a",
        "declared": "quick",
        "amount": 2,
        "partner_id": None,
        "dice": (),
    }
    assert DeclarationMade.of(Delay("a", 3)) == DeclarationMade("a", "delay", 3)
    assert DeclarationMade.of(Sync("a", "b")) == DeclarationMade("a", "sync", partner_id="b")
    assert DeclarationMade.of(HopeOnSequence("a", (4, 6))) == DeclarationMade("a", "hope", 2, dice=(4, 6))


def test_a_declaration_can_be_withdrawn_unless_another_depends_on_it() -> None:
    state = declaring(low(fighter("a"), fighter("b")), {"a": 5, "b": 5})
    state = declare(declare(state, Delay("b", 2)).state, Sync("a", "b")).state
    with pytest.raises(RuleError, match="sync only with someone of a lower sequence value"):
        withdraw(state, "b", "delay")
    outcome = withdraw(state, "a", "sync")
    assert outcome.events == (DeclarationWithdrawn.of(Sync("a", "b")),)
    assert outcome.state.declarations == (Delay("b", 2),)
    with pytest.raises(RuleError, match="A has not declared quick"):
        withdraw(state, "a", "quick")


# The round ---------------------------------------------------------------------------------------------


def test_the_worked_example_of_a_round_without_declarations() -> None:
    state = low(
        fighter("a", reflex=2, perception=1, sense=-1),
        fighter("b", reflex=2),
        fighter("c", reflex=-1, sense=1),
        fighter("d", reflex=1),
    )
    outcome = confirm_order(declaring(state, {"a": 9, "b": 10, "c": 10, "d": 3}))
    state = outcome.state
    assert state.sequence_values == {"a": 12, "b": 12, "c": 10, "d": 4}
    expected = [(12, "a"), (12, "b"), (10, "c"), (4, "d"), (2, "a"), (2, "b"), (0, "c")]
    assert state.order == tuple(Slot(value=v, combatant_ids=(i,)) for v, i in expected)
    assert state.phase is Phase.ACTING
    assert outcome.events == (
        SequenceValueFixed("a", 12),
        SequenceValueFixed("b", 12),
        SequenceValueFixed("c", 10),
        SequenceValueFixed("d", 4),
        OrderConfirmed(1, 7),
        SequenceStarted(1, 0, 12, ("a",)),
    )
    seen = []
    for _ in range(6):
        outcome = next_slot(state)
        state = outcome.state
        (started,) = outcome.events
        assert isinstance(started, SequenceStarted)
        seen.append((started.value, started.combatant_ids[0]))
    assert seen == expected[1:]
    outcome = next_slot(state)
    assert outcome.events[0] == RoundEnded(1)
    assert (outcome.state.round, outcome.state.phase, outcome.state.order) == (2, Phase.ROLLING, ())


def test_going_back_a_slot() -> None:
    state = acting(low(fighter("a"), fighter("b")), {"a": 8, "b": 4})
    with pytest.raises(RuleError, match="first sequence of the round"):
        previous_slot(state)
    state = react(next_slot(state).state, "a", "b").state
    outcome = previous_slot(state)
    assert outcome.events == (SequenceStarted(1, 0, 8, ("a",), backwards=True),)
    assert outcome.state.position == 0


def test_a_round_where_nobody_has_a_sequence_ends_at_the_next_step() -> None:
    state = acting(low(fighter("a", reflex=-8)), {"a": 1})
    assert state.order == ()
    assert next_slot(state).state.round == 2


def test_a_new_round_clears_the_round_but_keeps_fatigue() -> None:
    state = acting(low(fighter("a", life=3, will=3)), {"a": 5}, [Quick("a", 1)])
    state = take_check(state, "a", Essence.LIFE, pay_with="fatigue").state
    state = end_round(state).state
    assert (state.rolls, state.declarations, state.sequence_values, state.counters) == ({}, (), {}, {})
    assert state.combatant("a").fatigue == 1
    with pytest.raises(RuleError, match="while the round is rolling"):
        end_round(state)


def test_round_effects_run_down_at_the_end_of_each_round() -> None:
    state = acting(low(fighter("a")), {"a": 5})
    state = add_effect(state, "a", "Haste", 2, DurationUnit.ROUNDS).state
    state = add_effect(state, "a", "Blessing", 1, DurationUnit.ODES).state
    state = end_round(state).state
    assert effects_by_name(state) == {"Haste": 1, "Blessing": 1}
    outcome = end_round(acting_again(state, {"a": 5}))
    assert kinds(outcome.events) == ["round_ended", "effect_expired"]
    assert effects_by_name(outcome.state) == {"Blessing": 1}


def test_effects_stay_with_their_combatant_through_delay_and_sync() -> None:
    state = declaring(low(fighter("a"), fighter("b")), {"a": 8, "b": 6})
    state = add_effect(state, "a", "Haste", 3, DurationUnit.ROUNDS).state
    state = confirm_order(declare(state, Sync("a", "b")).state).state
    assert state.order == (Slot(value=6, combatant_ids=("a", "b")),)
    assert state.effects[0].combatant_id == "a"
    state = end_round(state).state
    state = roll_sequence(state, NO_DICE, {"a": 8, "b": 6}).state
    state = confirm_order(declare(state, Delay("a", 1)).state).state
    assert state.order == (Slot(value=6, combatant_ids=("b",)), Slot(value=1, combatant_ids=("a",)))
    assert effects_by_name(state) == {"Haste": 2}


# Tension correction ------------------------------------------------------------------------------------


def test_the_worked_example_of_tension_correction_over_a_round() -> None:
    state = acting(low(fighter("a", life=3, hope=Pool(current=2, maximum=2))), {"a": 5})
    pools = []
    for pay_with, hope in [("correction", 0), ("fatigue", 0), ("correction", 0), ("correction", 1)]:
        outcome = take_check(state, "a", Essence.LIFE, passive=True, hope=hope, pay_with=pay_with)  # type: ignore[arg-type]
        (taken,) = outcome.events
        assert isinstance(taken, CheckTaken)
        pools.append(taken.pool.total)
        state = outcome.state
    assert pools == [3, 2, 2, 2]
    assert taken.pool == DicePool(base=3, correction=-2, hope_dice=1)
    assert state.counters["a"] == Counters(life=-3, will=0, checks=4)
    assert state.combatant("a").fatigue == 1
    assert state.combatant("a").hope.current == 1
    state = acting_again(end_round(state).state, {"a": 5})
    assert available_dice(state, "a", Essence.LIFE).total == 3
    assert state.combatant("a").fatigue == 1


def test_the_worked_example_of_quick() -> None:
    state = acting(low(fighter("a", life=3, will=4, reflex=2)), {"a": 2}, [Quick("a", 2)])
    assert state.sequence_values == {"a": 14}
    assert [slot.value for slot in state.order] == [14, 4]
    assert state.counters["a"] == Counters(life=-2, will=-2)
    outcome = take_check(state, "a", Essence.LIFE)
    assert outcome.events[0].pool.total == 1  # type: ignore[attr-defined]
    outcome = take_check(outcome.state, "a", Essence.WILL)
    assert outcome.events[0].pool.total == 2  # type: ignore[attr-defined]


def test_confirming_gives_each_combatant_its_own_counters_even_when_they_start_alike() -> None:
    fighters = [fighter(name, life=3, will=4, reflex=2) for name in "abcd"]
    state = acting(low(*fighters), {"a": 2, "b": 5, "c": 6, "d": 7}, [Quick("a", 2), Passive("c", 1)])
    assert state.counters == {
        "a": Counters(life=-2, will=-2),
        "b": Counters(),
        "c": Counters(passive_bonus=1),
        "d": Counters(),
    }
    # Alike ones may share a value; a check by one of them changes its own counters only.
    after = take_check(state, "b", Essence.LIFE).state
    assert after.counters["b"] == Counters(life=-1, checks=1)
    assert after.counters["d"] == Counters()


def test_a_life_check_lowers_only_life_by_default() -> None:
    state = acting(low(fighter("a", life=3, will=3)), {"a": 5})
    state = take_check(state, "a", Essence.LIFE).state
    assert available_dice(state, "a", Essence.LIFE).total == 2
    assert available_dice(state, "a", Essence.WILL).total == 3


def test_with_a_shared_counter_every_check_lowers_both_and_quick_counts_once() -> None:
    options = RuleOptions(correction_scope=CorrectionScope.SHARED)
    state = acting(low(fighter("a", life=3, will=4)), {"a": 5}, [Quick("a", 1)], options)
    assert state.counters["a"] == Counters(life=-1, will=-1)
    state = take_check(state, "a", Essence.LIFE, options=options).state
    assert state.counters["a"] == Counters(life=-2, will=-2, checks=1)
    assert available_dice(state, "a", Essence.WILL, options=options).total == 2


def test_a_passive_check_adds_the_passive_bonus_and_an_active_action_loses_it() -> None:
    state = acting(low(fighter("a", life=3), fighter("b")), {"a": 9, "b": 4}, [Passive("a", 1)])
    assert state.order == (Slot(value=4, combatant_ids=("a", "b")),)
    assert available_dice(state, "a", Essence.LIFE, passive=True).total == 4
    assert available_dice(state, "a", Essence.LIFE).total == 3
    outcome = take_active_action(state, "a")
    assert outcome.events == (ActiveActionTaken("a", 1),)
    assert outcome.state.counters["a"] == Counters(took_active_action=True)
    assert available_dice(outcome.state, "a", Essence.LIFE, passive=True).total == 3


def test_fatigue_lowers_the_pool_when_the_table_says_so() -> None:
    options = RuleOptions(fatigue_penalty_step=2)
    state = acting(low(fighter("a", life=3, fatigue=4)), {"a": 5})
    assert available_dice(state, "a", Essence.LIFE, options=options).total == 1


def test_low_tension_checks_have_no_tension_correction() -> None:
    state = low(fighter("a", will=2, hope=Pool(current=1, maximum=1)))
    outcome = take_check(state, "a", Essence.WILL, hope=1)
    (taken,) = outcome.events
    assert taken == CheckTaken("a", Essence.WILL, False, 1, None, 3, 2, 0, 0, 1, 0)
    assert taken.pool == DicePool(base=2, hope_dice=1)
    assert outcome.state.counters == {}
    assert outcome.state.combatant("a").hope.current == 0
    with pytest.raises(RuleError, match="no tension correction to pay with fatigue"):
        take_check(state, "a", Essence.WILL, pay_with="fatigue")


def test_what_a_check_can_cost_is_checked() -> None:
    state = acting(low(fighter("a", life=2, hope=Pool(current=1, maximum=1))), {"a": 5})
    with pytest.raises(RuleError, match="spends 2 hope but has only 1"):
        take_check(state, "a", Essence.LIFE, hope=2)
    with pytest.raises(RuleError, match="cannot spend -1 hope"):
        take_check(state, "a", Essence.LIFE, hope=-1)
    with pytest.raises(RuleError, match="not time"):
        take_check(state, "a", Essence.LIFE, pay_with="time")  # type: ignore[arg-type]
    with pytest.raises(RuleError, match="while the round is rolling"):
        take_check(end_round(state).state, "a", Essence.LIFE)


# Active and passive actions ----------------------------------------------------------------------------


def test_only_the_current_slot_takes_active_actions() -> None:
    state = acting(low(fighter("a"), fighter("b")), {"a": 8, "b": 4})
    assert take_active_action(state, "a").events == (ActiveActionTaken("a", 0),)
    with pytest.raises(RuleError, match="B can take an active action only on their own sequence"):
        take_active_action(state, "b")


def test_a_target_reacts_to_one_action_of_a_simultaneous_group() -> None:
    state = acting(low(fighter("a"), fighter("b"), fighter("x")), {"a": 8, "b": 8, "x": 1})
    assert state.order[0].combatant_ids == ("a", "b")
    outcome = react(state, "x", "a")
    assert outcome.events == (Reacted("x", "a"),)
    assert outcome.state.reacted == ("x",)
    with pytest.raises(RuleError, match="X has already reacted to one action of this simultaneous group"):
        react(outcome.state, "x", "b")
    with pytest.raises(RuleError, match="B acts simultaneously with A and cannot react"):
        react(state, "b", "a")
    assert next_slot(outcome.state).state.reacted == ()


def test_a_target_may_react_again_to_the_one_action_of_the_group_it_chose() -> None:
    # RULES §6 [D]: several reactions to that one action by default; the table may allow one per group
    state = acting(low(fighter("a"), fighter("b"), fighter("x")), {"a": 8, "b": 8, "x": 1})
    state = react(state, "x", "a").state
    outcome = react(state, "x", "a")
    assert outcome.events == (Reacted("x", "a"),)
    assert (outcome.state.reacted, outcome.state.reactions) == (("x",), (("x", "a"),))
    assert not RuleOptions().one_reaction_per_simultaneous_group
    one = RuleOptions(one_reaction_per_simultaneous_group=True)
    with pytest.raises(
        RuleError, match="X has already reacted to this simultaneous group; the table rules allow one"
    ):
        react(state, "x", "a", one)
    with pytest.raises(RuleError, match="X has already reacted to one action of this simultaneous group"):
        react(state, "x", "b", one)
    # a reaction to a reaction stays open under either rule
    state = acting(
        low(fighter("a"), fighter("b"), fighter("x"), fighter("y")), {"a": 8, "b": 8, "x": 1, "y": 1}
    )
    state = react(react(state, "x", "a", one).state, "y", "x", one).state
    assert react(state, "x", "y", one).state.reactions == (("x", "a"), ("y", "x"), ("x", "y"))


def test_a_reactor_is_limited_only_by_the_group_actions_aimed_at_it() -> None:
    # RULES §6: 「同時行動の対象が同一であった場合、その対象は…どれか１つに対してしか受動行動が出来ない」
    state = acting(
        low(fighter("a"), fighter("b"), fighter("x"), fighter("y")), {"a": 8, "b": 8, "x": 1, "y": 1}
    )
    named = name_targets(state, "b", ["y"])
    assert named.events == (TargetsNamed("b", ("y",)),)
    state = react(named.state, "x", "a").state
    assert state.reacted == ("x",)
    # b's action is aimed at y: x, who chose a's, may react to it too, as often as dice allow
    for _ in range(2):
        outcome = react(state, "x", "b")
        assert outcome.events == (Reacted("x", "b"),)
        state = outcome.state
    assert (state.reacted, state.reactions) == (("x",), (("x", "a"), ("x", "b")))
    # y reacts to b's action, aimed at it, and is then limited: a's action names nobody, so it is aimed
    # at whoever reacts to it
    state = react(state, "y", "b").state
    assert state.reacted == ("x", "y")
    with pytest.raises(RuleError, match="Y has already reacted to one action of this simultaneous group"):
        react(state, "y", "a")
    # once a names its targets without y, y may react to it as well, and is not counted again
    state = name_targets(state, "a", ["x"]).state
    assert react(state, "y", "a").state.reacted == ("x", "y")
    # aimed at by both, the target reacts to one of them only
    both = acting(low(fighter("a"), fighter("b"), fighter("x")), {"a": 8, "b": 8, "x": 1})
    both = name_targets(name_targets(both, "a", ["x"]).state, "b", ["x"]).state
    with pytest.raises(RuleError, match="X has already reacted to one action of this simultaneous group"):
        react(react(both, "x", "b").state, "x", "a")
    # a member of the group still reacts to none of its actions, aimed at it or not
    with pytest.raises(RuleError, match="A acts simultaneously with B and cannot react"):
        react(both, "a", "b")


def test_a_reaction_to_an_action_aimed_at_someone_else_does_not_count_against_the_group() -> None:
    state = acting(low(fighter("a"), fighter("b"), fighter("x")), {"a": 8, "b": 8, "x": 1})
    state = name_targets(state, "a", ["b", "b"]).state  # named twice, kept once
    assert state.targets == {"a": ("b",)}
    state = react(state, "x", "a").state
    assert state.reacted == ()
    assert react(state, "x", "b").state.reacted == ("x",)


def test_targets_are_named_by_whom_acts_or_reacted_and_go_with_the_sequence() -> None:
    state = acting(low(fighter("a"), fighter("b"), fighter("x")), {"a": 8, "b": 5, "x": 1})
    with pytest.raises(RuleError, match="B neither acts on this sequence nor has reacted on it"):
        name_targets(state, "b", ["x"])
    with pytest.raises(RuleError, match="A cannot be the target of their own action"):
        name_targets(state, "a", ["a"])
    with pytest.raises(RuleError, match="no combatant ghost"):
        name_targets(state, "a", ["ghost"])
    state = name_targets(state, "a", ["x"]).state
    state = name_targets(state, "a", ["b"]).state  # more targets add up
    assert state.targets == {"a": ("x", "b")}
    state = react(state, "x", "a").state
    assert name_targets(state, "x", ["a"]).state.targets == {"a": ("x", "b"), "x": ("a",)}
    assert remove_combatant(state, "x").state.targets == {"a": ("b",)}
    assert remove_combatant(state, "a").state.targets == {}
    assert next_slot(state).state.targets == {}
    assert previous_slot(next_slot(state).state).state.targets == {}
    with pytest.raises(RuleError):
        name_targets(low(fighter("a"), fighter("b")), "a", ["b"])


def test_a_single_actor_can_be_reacted_to_as_often_as_dice_allow() -> None:
    state = acting(low(fighter("a"), fighter("x")), {"a": 8, "x": 1})
    for _ in range(3):
        outcome = react(state, "x", "a")
        assert outcome.events == (Reacted("x", "a"),)
        state = outcome.state
    assert state.reacted == ()


def test_a_reaction_to_a_reaction_chains_to_the_sequence() -> None:
    # A attacks, B counters A's attack, C dodges B's counter, and A reacts to C's dodge (RULES §6 [D])
    state = acting(low(fighter("a"), fighter("b"), fighter("c")), {"a": 8, "b": 4, "c": 1})
    state = react(state, "b", "a").state
    outcome = react(state, "c", "b")
    assert outcome.events == (Reacted("c", "b"),)
    state = react(outcome.state, "a", "c").state
    assert state.reactions == (("b", "a"), ("c", "b"), ("a", "c"))
    assert reactors(state) == ("b", "c", "a")
    assert state.reacted == ()
    assert valid(state) == state
    # as often as dice allow: the same pair is kept once
    assert react(state, "c", "b").state.reactions == state.reactions
    with pytest.raises(RuleError, match="C cannot react to their own action"):
        react(state, "c", "c")
    assert next_slot(state).state.reactions == ()
    assert remove_combatant(state, "b").state.reactions == (("a", "c"),)


def test_the_table_may_keep_who_acts_from_reacting_to_reactions() -> None:
    # RULES §6 [D]: by default the original actor may chain too; the table may allow only the others
    state = acting(low(fighter("a"), fighter("b"), fighter("c")), {"a": 8, "b": 4, "c": 1})
    state = react(state, "b", "a").state
    assert RuleOptions().actors_chain_reactions
    others = RuleOptions(actors_chain_reactions=False)
    with pytest.raises(
        RuleError, match="A acts on this sequence; the table rules let only the others react to reactions"
    ):
        react(state, "a", "b", others)
    assert react(state, "c", "b", others).state.reactions == (("b", "a"), ("c", "b"))
    assert react(state, "a", "b").state.reactions == (("b", "a"), ("a", "b"))


def test_a_chained_reaction_needs_someone_who_reacted_on_this_sequence() -> None:
    state = acting(low(fighter("a"), fighter("b"), fighter("c")), {"a": 8, "b": 4, "c": 1})
    with pytest.raises(RuleError, match="B neither acts on this sequence nor has reacted on it"):
        react(state, "c", "b")
    state = react(state, "b", "a").state
    with pytest.raises(RuleError, match="C is defeated and cannot react"):
        react(set_defeated(state, "c").state, "c", "b")


def test_a_member_of_a_simultaneous_group_may_react_to_a_reaction_to_the_group() -> None:
    # a and b act at once; x reacts to a; b may dodge x's counter, which is no action of the group
    state = acting(low(fighter("a"), fighter("b"), fighter("x")), {"a": 8, "b": 8, "x": 1})
    state = react(state, "x", "a").state
    outcome = react(state, "b", "x")
    assert outcome.events == (Reacted("b", "x"),)
    assert (outcome.state.reacted, outcome.state.reactions) == (("x",), (("x", "a"), ("b", "x")))
    # a reaction to a reaction does not use up the one action of the group x may react to
    state = acting(
        low(fighter("a"), fighter("b"), fighter("x"), fighter("y")), {"a": 8, "b": 8, "x": 1, "y": 1}
    )
    state = react(react(state, "y", "a").state, "x", "y").state
    assert react(state, "x", "b").state.reacted == ("y", "x")


def test_reactions_are_checked() -> None:
    state = acting(low(fighter("a"), fighter("x")), {"a": 8, "x": 1})
    with pytest.raises(RuleError, match="X neither acts on this sequence nor has reacted on it"):
        react(state, "a", "x")
    with pytest.raises(RuleError, match="A cannot react to their own action"):
        react(state, "a", "a")
    with pytest.raises(RuleError, match="X is defeated and cannot react"):
        react(set_defeated(state, "x").state, "x", "a")


# Effects -----------------------------------------------------------------------------------------------


def test_an_effect_records_when_it_started() -> None:
    state = acting(Encounter(ode=3, combatants=(fighter("a"),)), {"a": 5})
    outcome = add_effect(state, "a", "Haste", 2, DurationUnit.ROUNDS, note="+1 die")
    (effect,) = outcome.state.effects
    assert outcome.events == (EffectAdded.of(effect),)
    assert (effect.name, effect.note, effect.remaining) == ("Haste", "+1 die", 2)
    assert (effect.started_in, effect.started_round, effect.started_ode) == (TensionMode.HIGH, 1, 3)
    outcome = remove_effect(outcome.state, effect.id)
    assert outcome.events == (EffectRemoved.of(effect),)
    assert outcome.state.effects == ()


def test_effects_are_checked() -> None:
    state = low(fighter("a"))
    with pytest.raises(RuleError, match="in rounds can start only in high tension"):
        add_effect(state, "a", "Haste", 2, DurationUnit.ROUNDS)
    with pytest.raises(RuleError, match="not 0"):
        add_effect(state, "a", "Ward", 0, DurationUnit.ODES)
    with pytest.raises(RuleError, match="at most 200 characters"):
        add_effect(state, "a", "W" * 201, 1, DurationUnit.ODES)
    with pytest.raises(RuleError, match="no combatant ghost"):
        add_effect(state, "ghost", "Ward", 1, DurationUnit.ODES)
    with pytest.raises(RuleError, match="no effect nope"):
        remove_effect(state, "nope")


def test_who_may_take_the_reaction_side_on_the_sequence_and_off_it() -> None:
    state = acting(low(fighter("a"), fighter("x")), {"a": 8, "x": 1})
    assert reaction_refused(state, "x", "a") is None
    own = reaction_refused(state, "a", "a")
    assert own is not None
    assert own.template == "{name} cannot react to their own action"
    # Off its sequence (here x's action, on a's sequence), only a defeated combatant may not react.
    assert reaction_refused(state, "a", "x") is None
    fallen = state.model_copy(
        update={"combatants": tuple(c.model_copy(update={"defeated": c.id == "a"}) for c in state.combatants)}
    )
    refused = reaction_refused(fallen, "a", "x")
    assert refused is not None
    assert refused.template == "{name} is defeated and cannot react"
