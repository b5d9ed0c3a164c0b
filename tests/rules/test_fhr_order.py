"""Initiative, surprise, action slots and the acting order (RULES §3, §4, §8)."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import RuleOptions
from fhrtool.model.options import ExtraActions, NegativeSequence
from fhrtool.rules import RuleError
from fhrtool.rules.fhr import (
    SEQUENCE_VALUE_LIMIT,
    SURPRISE_PENALTY,
    SURPRISE_RESIST_TARGET,
    acting_order,
    action_slots,
    initiative,
    resists_surprise,
)


@pytest.mark.parametrize(
    ("reflex", "perception", "sense", "expected"),
    [(2, 1, -1, 3), (0, 2, 2, 2), (-1, 0, 1, 0)],
    ids=["reflex+2 perception+1 sense-1", "perception and sense add at most 1", "zero adds nothing"],
)
def test_initiative_worked_examples(reflex: int, perception: int, sense: int, expected: int) -> None:
    assert initiative(reflex, perception, sense) == expected


@given(reflex=st.integers(-2, 2), perception=st.integers(-2, 2), sense=st.integers(-2, 2))
def test_pc_initiative_stays_within_minus_2_to_plus_4(reflex: int, perception: int, sense: int) -> None:
    assert -2 <= initiative(reflex, perception, sense) <= 4


def test_surprise_costs_five_initiative_even_below_zero() -> None:
    assert SURPRISE_PENALTY == 5
    assert initiative(2, 1, 0, surprised=True) == -2
    assert initiative(-2, 0, 0, surprised=True) == -7


def test_a_mental_resist_check_of_15_avoids_the_surprise() -> None:
    assert SURPRISE_RESIST_TARGET == 15
    assert resists_surprise(15)
    assert resists_surprise(22)
    assert not resists_surprise(14)


@pytest.mark.parametrize(
    ("value", "slots"),
    [(25, [25, 15, 5]), (14, [14, 4]), (10, [10, 0]), (9, [9]), (0, [0]), (30, [30, 20, 10, 0])],
)
def test_a_value_of_10_or_more_acts_again_10_lower_while_not_negative(value: int, slots: list[int]) -> None:
    assert action_slots(value) == slots


@pytest.mark.parametrize(("value", "slots"), [(25, [25, 15]), (10, [10, 0]), (9, [9])])
def test_extra_actions_once_gives_at_most_one_extra(value: int, slots: list[int]) -> None:
    assert action_slots(value, RuleOptions(extra_actions=ExtraActions.ONCE)) == slots


def test_a_negative_value_has_no_sequence_by_default() -> None:
    assert action_slots(-1) == []
    assert action_slots(-12) == []


def test_a_negative_value_acts_once_with_act_last() -> None:
    options = RuleOptions(negative_sequence=NegativeSequence.ACT_LAST)
    assert action_slots(-3, options) == [-3]
    assert action_slots(-12, options) == [-12]


@pytest.mark.parametrize("value", [SEQUENCE_VALUE_LIMIT + 1, -SEQUENCE_VALUE_LIMIT - 1, 10**12])
def test_an_absurd_sequence_value_is_refused(value: int) -> None:
    with pytest.raises(RuleError, match=r"outside -999\.\.999"):
        action_slots(value)


def test_the_largest_sequence_values_are_accepted() -> None:
    assert len(action_slots(SEQUENCE_VALUE_LIMIT)) == 100
    assert action_slots(-SEQUENCE_VALUE_LIMIT) == []


def test_round_worked_example_orders_by_value_then_initiative() -> None:
    # RULES §8: A and B both have 12 but different initiatives, so they are not simultaneous.
    entries = [("A", 12, 3), ("B", 12, 2), ("C", 10, 0), ("D", 4, 1)]
    assert acting_order(entries) == [["A"], ["B"], ["C"], ["D"], ["A"], ["B"], ["C"]]


def test_input_order_does_not_change_the_acting_order() -> None:
    entries = [("D", 4, 1), ("C", 10, 0), ("B", 12, 2), ("A", 12, 3)]
    assert acting_order(entries) == [["A"], ["B"], ["C"], ["D"], ["A"], ["B"], ["C"]]


def test_equal_value_and_initiative_act_fully_simultaneously_in_input_order() -> None:
    assert acting_order([("B", 7, 1), ("A", 7, 1), ("C", 7, 0)]) == [["B", "A"], ["C"]]


def test_three_or_more_share_a_simultaneous_group_by_default() -> None:
    entries = [("A", 5, 0), ("B", 5, 0), ("C", 5, 0), ("D", 3, 0)]
    assert acting_order(entries) == [["A", "B", "C"], ["D"]]


def test_without_large_groups_a_tie_of_three_becomes_single_slots_in_input_order() -> None:
    options = RuleOptions(simultaneous_groups_any_size=False)
    entries = [("C", 5, 0), ("A", 5, 0), ("B", 5, 0), ("D", 4, 2), ("E", 4, 2)]
    assert acting_order(entries, options) == [["C"], ["A"], ["B"], ["D", "E"]]


def test_an_extra_slot_is_ordered_by_the_same_rule_by_default() -> None:
    # A's extra action at 2 carries initiative 5, so it goes before B's first action at 2.
    assert acting_order([("A", 12, 5), ("B", 2, 0)]) == [["A"], ["A"], ["B"]]
    assert acting_order([("A", 12, 0), ("B", 2, 0)]) == [["A"], ["A", "B"]]


def test_first_actions_can_go_before_extra_ones_at_an_equal_value() -> None:
    options = RuleOptions(extra_slots_by_same_rule=False)
    assert acting_order([("A", 12, 5), ("B", 2, 0)], options) == [["A"], ["B"], ["A"]]
    assert acting_order([("A", 12, 0), ("B", 2, 0)], options) == [["A"], ["B"], ["A"]]
    assert acting_order([("A", 12, 0), ("B", 4, 0)], options) == [["A"], ["B"], ["A"]]


def test_negative_values_act_after_sequence_0_lowest_last_with_act_last() -> None:
    options = RuleOptions(negative_sequence=NegativeSequence.ACT_LAST)
    entries = [("low", -4, 0), ("zero", 0, 0), ("minus", -1, 0)]
    assert acting_order(entries, options) == [["zero"], ["minus"], ["low"]]
    assert acting_order(entries) == [["zero"]]


def test_no_entries_no_slots() -> None:
    assert acting_order([]) == []


options_strategy = st.builds(
    RuleOptions,
    extra_actions=st.sampled_from(ExtraActions),
    negative_sequence=st.sampled_from(NegativeSequence),
    simultaneous_groups_any_size=st.booleans(),
    extra_slots_by_same_rule=st.booleans(),
)
entries_strategy = st.lists(st.tuples(st.integers(-15, 45), st.integers(-8, 5)), max_size=25).map(
    lambda pairs: [(f"c{n}", value, order) for n, (value, order) in enumerate(pairs)]
)


@given(entries=entries_strategy, options=options_strategy)
def test_acting_order_is_a_sorted_permutation_of_every_slot(
    entries: list[tuple[str, int, int]], options: RuleOptions
) -> None:
    order = acting_order(entries, options)
    known = {combatant_id: (value, order_initiative) for combatant_id, value, order_initiative in entries}
    slots_of = {combatant_id: action_slots(value, options) for combatant_id, (value, _) in known.items()}

    # The k-th time a combatant appears, it acts at its k-th slot; (id, value) pairs then match exactly.
    seen: Counter[str] = Counter()
    flat: list[tuple[str, int, bool, int]] = []
    for slot in order:
        assert slot
        for combatant_id in slot:
            rank = seen[combatant_id]
            flat.append((combatant_id, slots_of[combatant_id][rank], rank > 0, known[combatant_id][1]))
            seen[combatant_id] += 1
    assert seen == Counter({combatant_id: len(slots) for combatant_id, slots in slots_of.items() if slots})

    def key(item: tuple[str, int, bool, int]) -> tuple[int, bool, int]:
        _, value, extra, order_initiative = item
        return (-value, extra and not options.extra_slots_by_same_rule, -order_initiative)

    keys = [key(item) for item in flat]
    assert keys == sorted(keys)
    position = 0
    for slot in order:
        group = keys[position : position + len(slot)]
        assert len(set(group)) == 1, "a slot holds only simultaneous actions"
        assert options.simultaneous_groups_any_size or len(slot) <= 2
        position += len(slot)
