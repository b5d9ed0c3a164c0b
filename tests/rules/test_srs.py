import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import RuleOptions
from fhrtool.model.options import OverlapPriority
from fhrtool.rules import RuleError
from fhrtool.rules.dice import Roll, ScriptedDice
from fhrtool.rules.srs import (
    CheckOutcome,
    CheckResult,
    Winner,
    WinReason,
    check,
    distinct_values,
    opposed,
    opposed_why,
    unrolled,
)


def _check(
    first: int, second: int, value: int = 0, modifier: int = 0, difficulty: int | None = None
) -> CheckResult:
    return check(ScriptedDice([first, second]), value, modifier, difficulty)


def test_a_check_adds_value_dice_and_modifier_against_the_difficulty() -> None:
    result = check(ScriptedDice([3, 4]), 5, -1, 11)
    assert result.outcome == "success"
    assert result.achieved == 11
    assert result.roll == Roll(6, (3, 4))
    assert (result.value, result.modifier, result.difficulty) == (5, -1, 11)
    assert (result.critical, result.fumble) == (12, 2)
    assert _check(3, 4, 5, -1, 12).outcome is CheckOutcome.FAILURE


def test_without_a_difficulty_only_the_achieved_value_is_reported() -> None:
    result = _check(2, 5, value=4, modifier=2)
    assert result.outcome is CheckOutcome.ROLLED
    assert result.achieved == 13
    assert result.difficulty is None


def test_twelve_is_an_automatic_success_whatever_the_difficulty() -> None:
    result = _check(6, 6, value=-10, difficulty=99)
    assert result.outcome is CheckOutcome.CRITICAL
    assert result.achieved is None
    assert _check(6, 6).outcome is CheckOutcome.CRITICAL


def test_two_is_an_automatic_failure_whatever_the_difficulty() -> None:
    result = _check(1, 1, value=50, difficulty=3)
    assert result.outcome is CheckOutcome.FUMBLE
    assert result.achieved is None


def test_the_dice_alone_decide_critical_and_fumble_not_the_achieved_value() -> None:
    assert _check(5, 6, value=20, difficulty=10).outcome is CheckOutcome.SUCCESS
    assert _check(1, 2, value=-5, difficulty=10).outcome is CheckOutcome.FAILURE


def test_effects_may_change_critical_and_fumble_values() -> None:
    assert check(ScriptedDice([5, 5]), 0, critical=10).outcome is CheckOutcome.CRITICAL
    assert check(ScriptedDice([2, 2]), 0, fumble=4).outcome is CheckOutcome.FUMBLE
    assert check(ScriptedDice([1, 1]), 0, 0, 5, fumble=0).outcome is CheckOutcome.FAILURE


def test_the_table_sets_the_default_critical_and_fumble_values() -> None:
    table = RuleOptions(critical_value=11, fumble_value=3)
    result = check(ScriptedDice([5, 6]), 0, options=table)
    assert (result.outcome, result.critical, result.fumble) == (CheckOutcome.CRITICAL, 11, 3)
    assert check(ScriptedDice([1, 2]), 0, options=table).outcome is CheckOutcome.FUMBLE
    assert check(ScriptedDice([1, 2]), 0, critical=9, fumble=2, options=table).outcome is CheckOutcome.ROLLED


def test_overlapping_ranges_test_critical_first_by_default() -> None:
    assert check(ScriptedDice([2, 3]), 0, critical=5, fumble=6).outcome is CheckOutcome.CRITICAL


def test_overlapping_ranges_can_test_fumble_first() -> None:
    table = RuleOptions(overlap_priority=OverlapPriority.FUMBLE_FIRST)
    assert check(ScriptedDice([2, 3]), 0, critical=5, fumble=6, options=table).outcome is CheckOutcome.FUMBLE
    assert check(ScriptedDice([6, 6]), 0, options=table).outcome is CheckOutcome.CRITICAL


def test_a_check_refuses_dice_that_a_d6_cannot_show() -> None:
    with pytest.raises(RuleError, match="7 is not a possible result of a d6"):
        _check(7, 1)


def test_a_check_result_is_its_own_log_event() -> None:
    result = _check(3, 4, 2, 0, 9)
    assert result.kind == "check_result"
    assert result.params() == {
        "outcome": "success",
        "achieved": 9,
        "roll": (3, 4),
        "value": 2,
        "modifier": 0,
        "difficulty": 9,
        "critical": 12,
        "fumble": 2,
    }


def test_a_side_that_cannot_roll_achieves_its_value_plus_modifier() -> None:
    result = unrolled(7, -2)
    assert result.achieved == 5
    assert result.roll is None
    assert result.outcome is CheckOutcome.ROLLED
    assert (result.critical, result.fumble) == (None, None)
    assert unrolled(4).achieved == 4


@given(
    first=st.integers(1, 6),
    second=st.integers(1, 6),
    value=st.integers(-20, 20),
    modifier=st.integers(-5, 5),
    difficulty=st.none() | st.integers(0, 30),
)
def test_every_check_follows_the_srs_formula(
    first: int, second: int, value: int, modifier: int, difficulty: int | None
) -> None:
    result = _check(first, second, value, modifier, difficulty)
    natural = first + second
    if natural >= 12:
        assert result.outcome is CheckOutcome.CRITICAL
    elif natural <= 2:
        assert result.outcome is CheckOutcome.FUMBLE
    else:
        assert result.achieved == value + natural + modifier
        if difficulty is None:
            assert result.outcome is CheckOutcome.ROLLED
        else:
            assert (result.outcome is CheckOutcome.SUCCESS) == (result.achieved >= difficulty)


CRITICAL = _check(6, 6)
FUMBLE = _check(1, 1)


@pytest.mark.parametrize(
    ("action", "reaction", "winner", "why"),
    [
        pytest.param(FUMBLE, None, Winner.REACTION, "action_fumble", id="fumbled action: no reaction roll"),
        pytest.param(CRITICAL, CRITICAL, Winner.REACTION, "both_critical", id="critical against critical"),
        pytest.param(CRITICAL, _check(5, 6, 10), Winner.ACTION, "action_critical", id="critical, normal"),
        pytest.param(CRITICAL, FUMBLE, Winner.ACTION, "action_critical", id="critical against a fumble"),
        pytest.param(_check(2, 3), FUMBLE, Winner.ACTION, "reaction_fumble", id="normal against a fumble"),
        pytest.param(_check(5, 6, 20), CRITICAL, Winner.REACTION, "reaction_critical", id="normal, critical"),
        pytest.param(_check(3, 4, 2), _check(2, 3, 3), Winner.ACTION, "higher", id="higher action"),
        pytest.param(_check(3, 4, 1), _check(2, 3, 3), Winner.REACTION, "tie", id="tie: reaction priority"),
        pytest.param(_check(3, 3, 0), _check(5, 5, 0), Winner.REACTION, "higher", id="higher reaction"),
        pytest.param(_check(3, 4, 3), unrolled(9), Winner.ACTION, "higher", id="against one who cannot roll"),
        pytest.param(_check(3, 4, 2), unrolled(8, 1), Winner.REACTION, "tie", id="tie, one who cannot roll"),
        pytest.param(unrolled(9), _check(1, 2, 5), Winner.ACTION, "higher", id="an action that cannot roll"),
    ],
)
def test_opposed_check_table(
    action: CheckResult, reaction: CheckResult | None, winner: Winner, why: WinReason
) -> None:
    assert opposed(action, reaction) is winner
    assert opposed_why(action, reaction) == (winner, why)


def test_the_winner_reads_as_the_side_name() -> None:
    assert opposed(CRITICAL, FUMBLE) == "action"
    assert opposed(FUMBLE, None) == "reaction"


def test_a_reaction_rolled_against_a_fumbled_action_changes_nothing() -> None:
    assert opposed(FUMBLE, FUMBLE) is Winner.REACTION


def test_a_critical_reaction_can_be_set_not_to_beat_a_normal_action() -> None:
    table = RuleOptions(reaction_critical_beats_normal=False)
    assert opposed(_check(5, 6, 20), CRITICAL, options=table) is Winner.ACTION
    assert opposed_why(_check(5, 6, 20), CRITICAL, options=table)[1] is WinReason.REACTION_CRITICAL
    assert opposed(CRITICAL, CRITICAL, options=table) is Winner.REACTION


def test_a_missing_reaction_is_refused_unless_the_action_fumbled() -> None:
    with pytest.raises(RuleError, match="reaction side must check"):
        opposed(_check(3, 4), None)


def test_difficulties_do_not_matter_in_an_opposed_check() -> None:
    assert opposed(_check(3, 4, 2, 0, 20), _check(2, 3, 3, 0, 1)) is Winner.ACTION


@pytest.mark.parametrize(
    ("critical", "fumble", "priority", "expected"),
    [
        (12, 2, OverlapPriority.CRITICAL_FIRST, (12, 2)),
        (12, 2, OverlapPriority.FUMBLE_FIRST, (12, 2)),
        (5, 6, OverlapPriority.CRITICAL_FIRST, (5, 4)),
        (5, 6, OverlapPriority.FUMBLE_FIRST, (7, 6)),
        (7, 7, OverlapPriority.FUMBLE_FIRST, (8, 7)),
        (2, 12, OverlapPriority.CRITICAL_FIRST, (2, 1)),
        (2, 12, OverlapPriority.FUMBLE_FIRST, (13, 12)),
    ],
)
def test_distinct_values_give_way_where_the_table_tests_the_other_first(
    critical: int, fumble: int, priority: OverlapPriority, expected: tuple[int, int]
) -> None:
    assert distinct_values(critical, fumble, RuleOptions(overlap_priority=priority)) == expected


def test_distinct_values_follow_the_default_table_rule() -> None:
    assert distinct_values(5, 6) == (5, 4)


@given(
    critical=st.integers(-2, 15),
    fumble=st.integers(-2, 15),
    priority=st.sampled_from(OverlapPriority),
)
def test_distinct_values_never_overlap_and_decide_every_roll_as_the_table_does(
    critical: int, fumble: int, priority: OverlapPriority
) -> None:
    table = RuleOptions(overlap_priority=priority)
    distinct = distinct_values(critical, fumble, table)
    for first in range(1, 7):
        for second in range(1, 7):
            assert not (first + second >= distinct[0] and first + second <= distinct[1])
            expected = check(
                ScriptedDice([first, second]), 3, critical=critical, fumble=fumble, options=table
            )
            for reader in OverlapPriority:  # whichever the reader tests first
                options = RuleOptions(overlap_priority=reader)
                read = check(
                    ScriptedDice([first, second]),
                    3,
                    critical=distinct[0],
                    fumble=distinct[1],
                    options=options,
                )
                assert (read.outcome, read.achieved) == (expected.outcome, expected.achieved)
