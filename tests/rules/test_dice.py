from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.rules import RuleError
from fhrtool.rules.dice import RandomDice, Roll, ScriptedDice, roll
from fhrtool.rules.events import Event, Outcome


def test_scripted_dice_play_back_in_order_and_report_what_is_left() -> None:
    dice = ScriptedDice([3, 6, 1])
    assert roll(dice, 2, 6) == Roll(6, (3, 6))
    assert dice.remaining == (1,)


def test_scripted_dice_refuse_a_result_the_die_cannot_show() -> None:
    with pytest.raises(RuleError, match="7 is not a possible result of a d6"):
        roll(ScriptedDice([7]), 1, 6)
    with pytest.raises(RuleError, match="0 is not a possible result"):
        roll(ScriptedDice([0]), 1, 10)


def test_scripted_dice_say_when_they_run_out() -> None:
    with pytest.raises(RuleError, match="no die result left"):
        roll(ScriptedDice([4]), 2, 6)


@given(seed=st.integers(), count=st.integers(0, 30), faces=st.integers(2, 100))
def test_random_dice_stay_on_the_die_and_repeat_with_a_seed(seed: int, count: int, faces: int) -> None:
    first = roll(RandomDice(seed), count, faces)
    assert first == roll(RandomDice(seed), count, faces)
    assert len(first.results) == count
    assert all(1 <= result <= faces for result in first.results)


@pytest.mark.parametrize(("count", "faces"), [(-1, 6), (1_001, 6), (1, 1), (1, 1_001)])
def test_roll_refuses_absurd_dice(count: int, faces: int) -> None:
    with pytest.raises(RuleError):
        roll(RandomDice(0), count, faces)


def test_roll_total_and_text() -> None:
    result = Roll(6, (2, 5, 5))
    assert result.total == 12
    assert str(result) == "3D6[2,5,5]"


@dataclass(frozen=True)
class CheckRolled(Event):
    kind = "check_rolled"
    dice: Roll
    target: int


def test_events_have_a_stable_kind_and_flat_params() -> None:
    event = CheckRolled(Roll(6, (1, 4)), 5)
    assert event.kind == "check_rolled"
    assert event.params() == {"dice": (1, 4), "target": 5}
    assert Outcome("state", (event,)).events == (event,)


def test_rule_errors_keep_their_template_for_translation() -> None:
    with pytest.raises(RuleError) as error:
        roll(ScriptedDice([9]), 1, 6)
    assert error.value.template == "{result} is not a possible result of a d{faces} (1–{faces})"
    assert error.value.params == {"result": 9, "faces": 6}
    assert str(error.value) == "9 is not a possible result of a d6 (1–6)"
