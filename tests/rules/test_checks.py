import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import RuleOptions
from fhrtool.model.options import CheckMode, FumbleRule
from fhrtool.rules import RuleError
from fhrtool.rules.checks import (
    CheckOutcome,
    DicePool,
    check_dice,
    fatigue_penalty,
    roll_check,
    typed_check,
)
from fhrtool.rules.dice import RandomDice, Roll, ScriptedDice


def test_the_pool_starts_at_the_essence_and_adds_every_modifier() -> None:
    pool = check_dice(3, -1, passive_bonus=2, hope=1)
    assert pool == DicePool(base=3, correction=-1, passive_bonus=2, hope_dice=1)
    assert pool.total == 5
    assert not pool.below_one
    assert str(pool) == "3 -1 correction +2 passive +1 hope = 5 dice"


def test_a_plain_pool_is_the_essence_value() -> None:
    pool = check_dice(4, 0)
    assert pool.total == 4
    assert str(pool) == "4 = 4 dice"


def test_hope_dice_follow_the_table_rate() -> None:
    assert check_dice(2, 0, hope=3, options=RuleOptions(hope_dice_per_point=2)).hope_dice == 6


def test_spending_negative_hope_is_refused() -> None:
    with pytest.raises(RuleError, match="cannot spend -1 hope"):
        check_dice(2, 0, hope=-1)


def test_fatigue_costs_no_dice_by_default() -> None:
    assert check_dice(3, 0, fatigue=7).total == 3
    assert fatigue_penalty(7) == 0


@pytest.mark.parametrize(("fatigue", "penalty"), [(0, 0), (2, 0), (3, 1), (5, 1), (6, 2)])
def test_fatigue_costs_one_die_per_full_step_when_the_table_says_so(fatigue: int, penalty: int) -> None:
    options = RuleOptions(fatigue_penalty_step=3)
    pool = check_dice(4, 0, fatigue=fatigue, options=options)
    assert pool.fatigue_penalty == penalty
    assert pool.total == 4 - penalty
    if penalty:
        assert str(pool) == f"4 -{penalty} fatigue = {4 - penalty} dice"


def test_a_pool_below_one_die_says_so() -> None:
    assert check_dice(1, -1).below_one
    assert check_dice(1, -3).total == -2


def test_the_default_check_sums_the_dice_against_the_target() -> None:
    result = roll_check(check_dice(3, 0), 10, ScriptedDice([4, 2, 4]))
    assert result.roll == Roll(6, (4, 2, 4))
    assert result.value == 10
    assert result.outcome is CheckOutcome.SUCCESS
    assert result.success
    assert not result.typed
    assert str(result) == "3D6[4,2,4]=10 vs 10: success"


def test_a_sum_below_the_target_fails() -> None:
    result = roll_check(check_dice(2, 0), 10, ScriptedDice([4, 5]))
    assert result.outcome is CheckOutcome.FAILURE
    assert not result.success


def test_the_die_faces_are_a_table_rule() -> None:
    result = roll_check(check_dice(1, 0), 8, ScriptedDice([9]), RuleOptions(die_faces=10))
    assert result.roll == Roll(10, (9,))
    assert result.success


def test_counting_successes_counts_the_dice_at_or_above_the_success_face() -> None:
    options = RuleOptions(check_mode=CheckMode.SUCCESSES, success_face=5)
    result = roll_check(check_dice(4, 0), 2, ScriptedDice([5, 6, 4, 1]), options)
    assert result.value == 2
    assert result.success
    assert str(result) == "4D6[5,6,4,1]=2 successes vs 2: success"
    assert not roll_check(check_dice(2, 0), 2, ScriptedDice([6, 4]), options).success


def test_every_die_showing_one_is_a_fumble_and_a_fumble_fails() -> None:
    result = roll_check(check_dice(2, 0), 0, ScriptedDice([1, 1]))
    assert result.outcome is CheckOutcome.FUMBLE
    assert not result.success


def test_one_die_that_is_not_a_one_is_no_fumble() -> None:
    assert roll_check(check_dice(2, 0), 3, ScriptedDice([1, 2])).outcome is CheckOutcome.SUCCESS


def test_without_a_fumble_rule_all_ones_is_an_ordinary_result() -> None:
    options = RuleOptions(fumble_rule=FumbleRule.NONE)
    assert roll_check(check_dice(2, 0), 2, ScriptedDice([1, 1]), options).success


def test_a_pool_below_one_die_rolls_nothing_when_the_table_allows_it() -> None:
    result = roll_check(check_dice(1, -2), 1, ScriptedDice([]))
    assert result.roll == Roll(6, ())
    assert result.value == 0
    # No die shows anything, so there is nothing to fumble with.
    assert result.outcome is CheckOutcome.FAILURE
    assert roll_check(check_dice(0, 0), 0, ScriptedDice([])).success


def test_a_pool_below_one_die_is_refused_when_the_table_says_so() -> None:
    options = RuleOptions(allow_checks_below_one_die=False)
    with pytest.raises(RuleError, match="at least 1 die, this one has 0"):
        roll_check(check_dice(1, -1), 5, ScriptedDice([3]), options)


def test_hope_can_bring_a_pool_back_to_one_die() -> None:
    options = RuleOptions(allow_checks_below_one_die=False)
    result = roll_check(check_dice(1, -1, hope=1), 3, ScriptedDice([3]), options)
    assert result.roll == Roll(6, (3,))


def test_the_gm_may_type_a_result_in() -> None:
    result = typed_check(12, 10)
    assert result.typed
    assert result.roll is None
    assert result.success
    assert str(result) == "12 (typed) vs 10: success"
    assert typed_check(9, 10).outcome is CheckOutcome.FAILURE
    assert typed_check(15, 10, fumble=True).outcome is CheckOutcome.FUMBLE


@given(
    count=st.integers(-3, 20),
    target=st.integers(-5, 80),
    seed=st.integers(),
    mode=st.sampled_from(CheckMode),
)
def test_a_rolled_check_is_consistent_with_its_dice(
    count: int, target: int, seed: int, mode: CheckMode
) -> None:
    options = RuleOptions(check_mode=mode)
    result = roll_check(DicePool(base=count), target, RandomDice(seed), options)
    assert result.roll is not None
    assert len(result.roll.results) == max(count, 0)
    fumble = bool(result.roll.results) and set(result.roll.results) == {1}
    assert (result.outcome is CheckOutcome.FUMBLE) == fumble
    if not fumble:
        assert result.success == (result.value >= target)
