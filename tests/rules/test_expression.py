import contextlib
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import RuleOptions
from fhrtool.model.options import OverlapPriority
from fhrtool.rules import RuleError
from fhrtool.rules.dice import RandomDice, Roll, ScriptedDice
from fhrtool.rules.expression import (
    MAX_LENGTH,
    Dice,
    Expression,
    Number,
    RolledTerm,
    Verdict,
    evaluate,
    parse,
    present,
    roll_expression,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2D6+3>=10", Expression((Dice(2, 6), Number(3)), target=10)),
        ("2D6+3@11#2>=10", Expression((Dice(2, 6), Number(3)), critical=11, fumble=2, target=10)),
        ("4D6>=15", Expression((Dice(4, 6),), target=15)),
        ("1D10+2", Expression((Dice(1, 10), Number(2)))),
        ("1d6", Expression((Dice(1, 6),))),
        ("2D6", Expression((Dice(2, 6),))),
        ("d20", Expression((Dice(1, 20),))),
        ("-1+2D4-1D6", Expression((Number(1, -1), Dice(2, 4), Dice(1, 6, -1)))),
        ("+5", Expression((Number(5),))),
        (" 2d6 + 3 # 3 @ 10 >= 9 ", Expression((Dice(2, 6), Number(3)), critical=10, fumble=3, target=9)),
        ("２Ｄ６＋３＞＝１０", Expression((Dice(2, 6), Number(3)), target=10)),
    ],
)
def test_parse_reads_the_grammar(text: str, expected: Expression) -> None:
    assert parse(text) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2D6+x", "unexpected 'x' at column 5: expected a number"),
        ("2D6 + 3x", "unexpected 'x' at column 8: expected '+', '-', '@', '#', '>=' or the end"),
        ("2D6>10", "unexpected '>' at column 4"),
        ("2D6>=", "the expression ends too early: expected a number"),
        ("2D6+", "the expression ends too early: expected a number"),
        ("", "the dice expression is empty"),
        ("   ", "the dice expression is empty"),
        ("0D6", "no dice to roll at column 1"),
        ("2D1", "a die needs 2–1000 faces, not 1 (column 3)"),
        ("2D 1001", "a die needs 2–1000 faces, not 1001 (column 4)"),
        ("501D6+500D6", "an expression rolls at most 1000 dice"),
        ("1000001", "1000001 at column 1 is too large"),
        ("2D6@11@10", "a second critical value (@) at column 7"),
        ("2D6#2#3", "a second fumble value (#) at column 6"),
        ("3D6 @11", "a critical (@) or fumble (#) value at column 5 needs a 2D6 check"),
        ("2D6+1D6#2", "needs a 2D6 check"),
        ("-2D6@10", "needs a 2D6 check"),
        ("2D10#2", "needs a 2D6 check"),
        ("1+1" * 67, "at most 200 characters"),
    ],
)
def test_parse_says_where_it_went_wrong(text: str, message: str) -> None:
    with pytest.raises(RuleError, match=re.escape(message)):
        parse(text)


def test_the_length_limit_is_exactly_200() -> None:
    text = "1" * (MAX_LENGTH - 1)
    assert len(" " + text) == MAX_LENGTH
    with pytest.raises(RuleError, match="too large"):
        parse(" " + text)


def test_a_full_width_character_that_has_no_single_half_width_form_stays_as_typed() -> None:
    with pytest.raises(RuleError, match="unexpected '㍻' at column 4"):
        parse("2D6㍻")


def test_str_is_the_canonical_text() -> None:
    assert str(parse(" -1 + d6 - 2D4 ")) == "-1+1D6-2D4"
    assert str(parse("2d6 + 3 # 3 @ 11 >= 9")) == "2D6+3@11#3>=9"


@pytest.mark.parametrize(
    ("text", "is_check"),
    [
        ("2D6+3>=10", True),
        ("2D6@11", True),
        ("2D6#3", True),
        ("2D6+3", False),
        ("3D6>=10", False),
        ("2D6+1D6>=10", False),
        ("-2D6>=3", False),
    ],
)
def test_only_a_single_2d6_with_a_target_critical_or_fumble_is_an_action_check(
    text: str, is_check: bool
) -> None:
    assert parse(text).is_action_check is is_check


def test_a_plain_sum_keeps_each_die() -> None:
    result = roll_expression("1D10+2", ScriptedDice([7]))
    assert result.terms == (RolledTerm(Dice(1, 10), 7, Roll(10, (7,))), RolledTerm(Number(2), 2))
    assert result.total == 9
    assert result.natural == 7
    assert result.verdict is None
    assert present(result) == "1D10+2 → 1D10[7]+2 = 9"


def test_subtracted_terms_count_negative() -> None:
    result = roll_expression("-1+1D6-2D4", ScriptedDice([5, 1, 3]))
    assert result.total == -1 + 5 - 4
    assert present(result) == "-1+1D6-2D4 → -1+1D6[5]-2D4[1,3] = 0"


@pytest.mark.parametrize(
    ("results", "total", "verdict", "shown"),
    [
        ([6, 4], 15, Verdict.SUCCESS, "4D6[6,4,3,2] = 15 ≥ 15 → success"),
        ([1, 1], 7, Verdict.FAILURE, "4D6[1,1,3,2] = 7 < 15 → failure"),
    ],
)
def test_fhr_pool_succeeds_when_the_sum_reaches_the_target(
    results: list[int], total: int, verdict: Verdict, shown: str
) -> None:
    result = roll_expression("4D6>=15", ScriptedDice([*results, 3, 2]))
    assert result.total == total
    assert result.verdict is verdict
    assert present(result) == f"4D6>=15 → {shown}"


# RULES §9: the raw 2D6 against critical, then fumble; otherwise check value + dice + modifier.
CRITICAL = Verdict.AUTOMATIC_SUCCESS
FUMBLE = Verdict.AUTOMATIC_FAILURE


@pytest.mark.parametrize(
    ("text", "dice", "verdict", "shown"),
    [
        ("2D6+3>=10", [3, 4], Verdict.SUCCESS, "2D6[3,4]+3 = 10 ≥ 10 → success"),
        ("2D6+3>=10", [3, 3], Verdict.FAILURE, "2D6[3,3]+3 = 9 < 10 → failure"),
        ("2D6-5>=10", [6, 6], CRITICAL, "2D6[6,6]-5 = 7 → automatic success (dice 12 ≥ critical 12)"),
        ("2D6+9>=10", [1, 1], FUMBLE, "2D6[1,1]+9 = 11 → automatic failure (dice 2 ≤ fumble 2)"),
        ("2D6+3@11#2>=10", [5, 6], CRITICAL, "2D6[5,6]+3 = 14 → automatic success (dice 11 ≥ critical 11)"),
        ("2D6+3@11#3>=10", [1, 2], FUMBLE, "2D6[1,2]+3 = 6 → automatic failure (dice 3 ≤ fumble 3)"),
        ("2D6+3@11#2>=10", [2, 3], Verdict.FAILURE, "2D6[2,3]+3 = 8 < 10 → failure"),
        ("2D6+3@11#2", [2, 3], None, "2D6[2,3]+3 = 8"),
        ("2D6+3@11#2", [6, 6], CRITICAL, "2D6[6,6]+3 = 15 → automatic success (dice 12 ≥ critical 11)"),
        ("2D6#0>=2", [1, 1], Verdict.SUCCESS, "2D6[1,1] = 2 ≥ 2 → success"),
    ],
)
def test_action_check(text: str, dice: list[int], verdict: Verdict | None, shown: str) -> None:
    result = roll_expression(text, ScriptedDice(dice))
    assert result.verdict is verdict
    assert present(result) == f"{parse(text)} → {shown}"


def test_action_check_defaults_come_from_the_table_rules() -> None:
    options = RuleOptions(critical_value=10, fumble_value=4)
    result = roll_expression("2D6>=20", ScriptedDice([5, 5]), options)
    assert (result.critical, result.fumble, result.verdict) == (10, 4, Verdict.AUTOMATIC_SUCCESS)
    result = roll_expression("2D6>=2", ScriptedDice([2, 2]), options)
    assert result.verdict is Verdict.AUTOMATIC_FAILURE
    # The expression's own values win over the table's.
    result = roll_expression("2D6@12#2>=20", ScriptedDice([5, 5]), options)
    assert (result.critical, result.fumble, result.verdict) == (12, 2, Verdict.FAILURE)


@pytest.mark.parametrize(
    ("priority", "verdict"),
    [
        (OverlapPriority.CRITICAL_FIRST, Verdict.AUTOMATIC_SUCCESS),
        (OverlapPriority.FUMBLE_FIRST, Verdict.AUTOMATIC_FAILURE),
    ],
)
def test_overlapping_critical_and_fumble_follow_the_table_rule(
    priority: OverlapPriority, verdict: Verdict
) -> None:
    options = RuleOptions(overlap_priority=priority)
    assert roll_expression("2D6@7#7>=10", ScriptedDice([3, 4]), options).verdict is verdict


def test_a_plain_sum_never_has_critical_or_fumble() -> None:
    result = roll_expression("2D6+3", ScriptedDice([6, 6]))
    assert (result.critical, result.fumble, result.verdict) == (None, None, None)


def test_evaluate_takes_a_parsed_expression_and_refuses_impossible_dice() -> None:
    expression = parse("1D6")
    assert evaluate(expression, ScriptedDice([4])).total == 4
    with pytest.raises(RuleError, match="7 is not a possible result of a d6"):
        evaluate(expression, ScriptedDice([7]))


# Hypothesis strategies that follow the grammar.
counts = st.integers(1, 20)
faces = st.integers(2, 1_000)
numbers = st.integers(0, 1_000_000)
terms = st.one_of(
    st.builds(Dice, counts, faces, st.sampled_from([1, -1])),
    st.builds(Number, numbers, st.sampled_from([1, -1])),
)
expressions = st.builds(
    Expression,
    st.lists(terms, min_size=1, max_size=8).map(tuple),
    target=st.none() | st.integers(0, 100),
)
action_checks = st.builds(
    Expression,
    st.tuples(st.just(Dice(2, 6)), st.builds(Number, st.integers(0, 20), st.sampled_from([1, -1]))),
    critical=st.none() | st.integers(0, 13),
    fumble=st.none() | st.integers(0, 13),
    target=st.integers(0, 30),
)


@given(expression=expressions | action_checks)
def test_the_canonical_text_parses_back_to_the_same_expression(expression: Expression) -> None:
    assert parse(str(expression)) == expression


@given(expression=expressions, seed=st.integers())
def test_the_total_is_the_signed_sum_of_the_dice_and_numbers(expression: Expression, seed: int) -> None:
    result = evaluate(expression, RandomDice(seed))
    expected = 0
    for rolled in result.terms:
        if isinstance(rolled.term, Dice):
            assert rolled.roll is not None
            assert len(rolled.roll.results) == rolled.term.count
            assert all(1 <= value <= rolled.term.faces for value in rolled.roll.results)
            expected += rolled.term.sign * sum(rolled.roll.results)
        else:
            expected += rolled.term.sign * rolled.term.value
    assert result.total == expected
    assert present(result).startswith(f"{expression} → ")
    if expression.target is not None and not expression.is_action_check:
        assert (result.verdict is Verdict.SUCCESS) is (result.total >= expression.target)


@given(expression=action_checks, first=st.integers(1, 6), second=st.integers(1, 6))
def test_an_action_check_follows_rules_9(expression: Expression, first: int, second: int) -> None:
    result = evaluate(expression, ScriptedDice([first, second]))
    critical = 12 if expression.critical is None else expression.critical
    fumble = 2 if expression.fumble is None else expression.fumble
    assert expression.target is not None
    if first + second >= critical:
        assert result.verdict is Verdict.AUTOMATIC_SUCCESS
    elif first + second <= fumble:
        assert result.verdict is Verdict.AUTOMATIC_FAILURE
    else:
        assert (result.verdict is Verdict.SUCCESS) is (result.total >= expression.target)


@given(text=st.text(max_size=MAX_LENGTH))
def test_any_text_parses_or_raises_a_rule_error(text: str) -> None:
    with contextlib.suppress(RuleError):
        parse(text)
