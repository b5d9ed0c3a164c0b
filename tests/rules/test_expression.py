import contextlib
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import RuleOptions
from fhrtool.model.options import OverlapPriority
from fhrtool.rules import RuleError
from fhrtool.rules.dice import RandomDice, Roll, ScriptedDice
from fhrtool.rules.expression import (
    MAX_LENGTH,
    BinaryOp,
    Check,
    Comparison,
    Dice,
    Divide,
    Group,
    Negate,
    Number,
    RolledDice,
    Rounding,
    Successes,
    Sum,
    Verdict,
    bcdice_text,
    evaluate,
    half_width,
    parse,
    present,
    roll_expression,
    rolled_text,
)
from tests.rules.golden import VERDICTS, golden

GOLDEN = golden("bcdice_srs")

# Commands BCDice answers and fhrtool refuses on purpose, and why.
NOT_READ = {
    "2D66>=10": "D66 dice",
    "3D66": "D66 dice",
    "D66": "D66 dice",
    "201D6": "BCDice rolls no dice",
    "201B6>=4": "BCDice rolls no dice",
    "1D0": "BCDice rolls dice that show 0",
    "2D0": "BCDice rolls dice that show 0",
    "1D10001": "BCDice rolls dice that show 0",
    "1D1000000": "BCDice rolls dice that show 0",
    "C(1+1)": "another BCDice command",
    "3B6": "BCDice lists the dice without a total",
    "3B6+2B6": "BCDice lists the dice without a total",
    "4D6KH3": "another BCDice command",
    "x2 2D6": "another BCDice command",
    "choice[a,b]": "another BCDice command",
}


def test_the_golden_table_is_bcdice_4_9_0_and_covers_every_kind_of_line() -> None:
    assert (GOLDEN["package"], GOLDEN["bcdice"], GOLDEN["game_system"]) == ("4.9.0", "3.16.1", "SRS")
    rows = GOLDEN["rows"]
    assert len(rows) >= 150
    assert sum(row["text"] is None for row in rows) >= 40
    assert {row["verdict"] for row in rows if row["text"] is not None} == {
        "critical",
        "fumble",
        "success",
        "failure",
        None,
    }
    assert set(NOT_READ) <= {row["command"] for row in rows if row["text"] is not None}


@pytest.mark.parametrize("row", GOLDEN["rows"], ids=lambda row: repr(row["command"]))
def test_a_line_means_what_it_means_to_bcdice(row: dict[str, Any]) -> None:
    if row["text"] is None or row["command"] in NOT_READ:
        with pytest.raises(RuleError):
            parse(row["command"])
        return
    expression = parse(row["command"])
    result = evaluate(expression, ScriptedDice(row["dice"]))
    assert (bcdice_text(result), result.total, VERDICTS[result.verdict]) == (
        row["text"],
        row["total"],
        row["verdict"],
    )
    assert list(result.dice) == row["dice"]
    assert [roll.faces for roll in result.rolls for _ in roll.results] == row["sides"]
    assert expression.secret is row["secret"]
    assert expression.dice_count == len(row["dice"])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2D6+3>=10", Check(3, 10)),
        ("2D6+3@11#2>=10", Check(3, 10, 11, 2)),
        ("2D6@11+3>=10", Check(3, 10, 11)),
        ("2D6#3@11", Check(0, None, 11, 3)),
        ("2D6+3>=10[11,3]", Check(3, 10, 11, 3)),
        ("2D6[,4]", Check(0, None, None, 4)),
        ("2D6[]", Check()),
        ("s2d6>=10", Check(0, 10, secret=True)),
        ("2D>=10", Check(0, 10)),
        ("2D6+3*2-(1+1)>=5+5", Check(4, 10)),
        ("2D6--3>=-3", Check(3, -3)),
        ("4D6>=15", Sum(Dice(4, 6), Comparison.AT_LEAST, 15)),
        ("2D6", Sum(Dice(2, 6))),
        ("2D6+3", Sum(BinaryOp(Dice(2, 6), "+", Number(3)))),
        ("2D6>7", Sum(Dice(2, 6), Comparison.MORE, 7)),
        ("3+2D6>=16", Sum(BinaryOp(Number(3), "+", Dice(2, 6)), Comparison.AT_LEAST, 16)),
        ("d20", Sum(Dice(1, 20))),
        ("3D", Sum(Dice(3, 6))),
        ("(1+1)D(3+3)", Sum(Dice(2, 6))),
        ("1D6+-1", Sum(BinaryOp(Dice(1, 6), "-", Number(1)))),
        ("--1D6", Sum(Dice(1, 6))),
        ("+2D6", Sum(Dice(2, 6))),  # a unary plus changes nothing
        ("1D6*+2", Sum(BinaryOp(Dice(1, 6), "*", Number(2)))),
        ("-1D6/2R", Sum(Divide(Negate(Dice(1, 6)), Number(2), Rounding.HALF_AWAY))),
        ("(1D6)*2", Sum(BinaryOp(Group(Dice(1, 6)), "*", Number(2)))),
        ("1D6!=3", Sum(Dice(1, 6), Comparison.NOT_EQUAL, 3)),
        ("1D6>=?", Sum(Dice(1, 6), Comparison.AT_LEAST)),
        ("S1D6", Sum(Dice(1, 6), secret=True)),
        ("２Ｄ６＋３＞＝１０", Check(3, 10)),
        ("0D6", Sum(Dice(0, 6))),
        ("(1-4/2)D6", Sum(Dice(-1, 6))),
        ("3B6>=4", Successes((Dice(3, 6),), Comparison.AT_LEAST, 4)),
        ("s(3-1/2)b10=>2+3", Successes((Dice(3, 10),), Comparison.AT_LEAST, 5, secret=True)),
        ("(0-1)B(3+3)<>3", Successes((Dice(-1, 6),), Comparison.NOT_EQUAL, 3)),
        ("200B6+50B10>=5", Successes((Dice(200, 6), Dice(50, 10)), Comparison.AT_LEAST, 5)),
    ],
)
def test_parse_reads_bcdices_grammar(text: str, expected: Check | Sum | Successes) -> None:
    assert parse(text) == expected


@pytest.mark.parametrize(
    ("text", "command", "comment"),
    [
        ("2D6+4>=10 《一閃》", Check(4, 10), "《一閃》"),
        ("２Ｄ６＋４＞＝１０　《一閃》", Check(4, 10), "《一閃》"),
        ("  2D6 + 3 >= 10  ", Sum(Dice(2, 6)), "+ 3 >= 10"),
        ("1D6\tdamage", Sum(Dice(1, 6)), "damage"),
        ("4D6>=15", Sum(Dice(4, 6), Comparison.AT_LEAST, 15), ""),
    ],
)
def test_the_command_ends_at_the_first_space_and_the_rest_is_its_comment(
    text: str, command: Check | Sum, comment: str
) -> None:
    expression = parse(text)
    assert expression == command
    assert expression.comment == comment


def test_half_width_maps_only_what_the_online_tools_map() -> None:
    assert half_width("２Ｄ６＋３＞＝１０　［１１，３］") == "2D6+3>=10 [11,3]"
    assert half_width("①ー≧") == "①ー≧"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2D6+x", "unexpected 'x' at column 5: expected a number"),
        (
            "1D6+3x",
            "unexpected 'x' at column 6: expected an operator, a comparison or the end of the command",
        ),
        ("2D6>=", "the expression ends too early: expected a number"),
        ("2D6+", "the expression ends too early: expected a number"),
        ("2D6+3>= 10", "the command ends at the space at column 8, where a number was expected"),
        ("", "the dice expression is empty"),
        ("  \u3000 ", "the dice expression is empty"),
        ("10", "no dice to roll at column 1"),
        (" 1+1>=2", "no dice to roll at column 2"),
        ("1+201D6", "at most 200 dice at once, not 201 (column 3)"),
        ("201B6>=4", "at most 200 dice at once, not 201 (column 1)"),
        ("2D0", "a die has 1–10000 faces, not 0 (column 1)"),
        ("1D10001>=3", "a die has 1–10000 faces, not 10001 (column 1)"),
        ("2D66>=10", "D66 dice are not read (column 1)"),
        ("D66", "D66 is a BCDice command that fhrtool does not roll"),
        (
            "3b6",
            "fhrtool counts successes (B) against a target, such as 5B10>=4: expected a comparison at column 4",
        ),
        ("3B6-2B6>=4", "expected a comparison at column 4"),
        ("3B6+2D6>=4", "unexpected 'D' at column 6: expected 'B'"),
        ("3B6>=?", "unexpected '?' at column 6: expected a number"),
        ("3B6>=1D6", "the target at column 6 cannot roll dice"),
        ("3B6>=1/0", "division by zero at column 6"),
        ("3B6>=4)", "unexpected ')' at column 7: expected an operator or the end of the command"),
        ("3B0>=1", "a die has 1–10000 faces, not 0 (column 1)"),
        ("3R6>=4", "3R6>=4 is a BCDice command that fhrtool does not roll"),
        ("4D6KH3", "keeping or dropping dice (KH, KL, DH, DL) is not read (column 1)"),
        ("(1D6)D6", "dice cannot roll a number of dice (column 1)"),
        ("1D6>=1D6", "the target at column 6 cannot roll dice"),
        ("1D6!3", "'!' at column 4 is not a comparison"),
        ("1D6>=3>=4", "unexpected '>=' at column 7"),
        ("1D(6", "the expression ends too early: expected ')'"),
        ("2D6@11@10>=10", "a second critical value (@) at column 7"),
        ("2D6#2#3", "a second fumble value (#) at column 6"),
        ("2D6@11>7", "a 2D6 check compares with >=, not >"),
        ("2D6+1D6@11", "a 2D6 check rolls no other dice (column 5)"),
        ("2D6+1/0@11", "division by zero at column 5"),
        ("2D6+1/0*2@11", "division by zero at column 5"),
        ("2D6>=10[a]", "'[a]' at column 9 is not a critical and fumble value such as [11,3]"),
        ("2D6@11>=10[12]", "unexpected '@' at column 4: expected '+', '-', '>=' or '['"),
        ("2D6>=10@11", "unexpected '@' at column 8"),
        ("3D6@11", "unexpected '@' at column 4"),
        ("1+1" * 67, "at most 200 characters"),
    ],
)
def test_parse_says_what_is_wrong_and_where(text: str, message: str) -> None:
    with pytest.raises(RuleError, match=re.escape(message)):
        parse(text)


def test_the_length_limit_is_exactly_200() -> None:
    text = "1D6+" + "1" * (MAX_LENGTH - 4)
    assert len(text) == MAX_LENGTH
    assert parse(text) == Sum(BinaryOp(Dice(1, 6), "+", Number(int("1" * 196))))


def test_str_reads_back_the_same() -> None:
    assert str(parse("s2d6 + 3")) == "S2D6"
    assert str(parse("2D6+3>=10[11,3]")) == "2D6+3@11#3>=10"
    assert str(parse("2D6#3")) == "2D6#3"
    # Empty brackets make a check with the table's critical and fumble values: it stays one.
    assert parse("2D6+1[]") == Check(1)
    assert str(Check(1)) == "2D6+1[]"
    assert parse(str(parse("2D[]"))) == parse("2D[]") == Check()
    assert str(parse("2d6*(1+1)/3u>=?")) == "2D6*(1+1)/3U>=?"
    assert str(parse("1D6/2C")) == "1D6/2U"
    assert str(parse("1D6<>2")) == "1D6<>2"
    # BCDice writes (0-1)D6 as -1D6, which would read as minus one die.
    assert str(parse("(0-1)D6")) == "(-1)D6"
    assert str(parse("(0-2)B6+1B6>=4")) == "(-2)B6+1B6>=4"
    assert str(parse("S(3)B6=>4")) == "S3B6>=4"


def test_fewer_than_one_die_rolls_none_and_adds_0_as_in_bcdice() -> None:
    result = roll_expression("(1-4/2)D6+1", ScriptedDice([]))
    assert (result.total, result.dice, result.expression.dice_count) == (1, (), 0)
    assert present(result) == "(-1)D6+1 → 0D6[]+1 = 1"
    assert bcdice_text(result) == "(-1D6+1) ＞ 0[]+1 ＞ 1"
    assert bcdice_text(roll_expression("0D6>=1", ScriptedDice([]))) == "(0D6>=1) ＞ 0 ＞ 失敗"


@pytest.mark.parametrize(
    ("text", "dice", "total", "shown", "bcdice"),
    [
        ("3B6>=4", [1, 5, 6], 2, "3B6[1,5,6] (≥4) = 2", "(3B6>=4) ＞ 1,5,6 ＞ 成功数2"),
        ("3B6<=2", [1, 2, 3], 2, "3B6[1,2,3] (≤2) = 2", "(3B6<=2) ＞ 1,2,3 ＞ 成功数2"),
        ("3B10>=11", [10, 10, 10], 0, "3B10[10,10,10] (≥11) = 0", "(3B10>=11) ＞ 10,10,10 ＞ 成功数0"),
        ("(0-1)B6>=4", [], 0, "0B6[] (≥4) = 0", "(-1B6>=4) ＞  ＞ 成功数0"),
        (
            "3B6+(0-1)B6+2B10>=4",
            [1, 5, 6, 1, 10],
            3,
            "3B6[1,5,6]+0B6[]+2B10[1,10] (≥4) = 3",
            "(3B6+-1B6+2B10>=4) ＞ 1,5,6,1,10 ＞ 成功数3",
        ),
    ],
)
def test_counting_successes_compares_each_die(
    text: str, dice: list[int], total: int, shown: str, bcdice: str
) -> None:
    result = roll_expression(text, ScriptedDice(dice))
    assert (result.total, result.verdict, result.dice) == (total, None, tuple(dice))
    assert rolled_text(result) == shown
    assert present(result) == f"{result.expression} → {shown}"
    assert bcdice_text(result) == bcdice


def test_a_sum_keeps_each_die() -> None:
    result = roll_expression("1D10+2", ScriptedDice([7]))
    assert result.rolled == BinaryOp(RolledDice(Dice(1, 10), Roll(10, (7,))), "+", Number(2))
    assert (result.total, result.natural, result.verdict) == (9, 7, None)
    assert present(result) == "1D10+2 → 1D10[7]+2 = 9"
    assert rolled_text(result) == "1D10[7]+2 = 9"
    assert bcdice_text(result) == "(1D10+2) ＞ 7[7]+2 ＞ 9"


@pytest.mark.parametrize(
    ("text", "dice", "shown"),
    [
        ("4D6>=15", [6, 4, 3, 2], "4D6[6,4,3,2] = 15 ≥ 15 → success"),
        ("4D6>=15", [1, 1, 3, 2], "4D6[1,1,3,2] = 7 < 15 → failure"),
        ("2D6>7", [3, 4], "2D6[3,4] = 7 ≤ 7 → failure"),
        ("2D6<=7", [4, 4], "2D6[4,4] = 8 > 7 → failure"),
        ("2D6<7", [3, 4], "2D6[3,4] = 7 ≥ 7 → failure"),
        ("2D6=7", [3, 4], "2D6[3,4] = 7 = 7 → success"),
        ("2D6<>7", [3, 3], "2D6[3,3] = 6 ≠ 7 → success"),
        ("2D6>=?", [3, 3], "2D6[3,3] = 6"),
        ("-1+1D6-2D4", [5, 1, 3], "-1+1D6[5]-2D4[1,3] = 0"),
        ("(1D6+1)*2/0", [3], "(1D6[3]+1)*2/0 = 1"),
    ],
)
def test_a_sum_succeeds_when_its_comparison_holds(text: str, dice: list[int], shown: str) -> None:
    result = roll_expression(text, ScriptedDice(dice))
    assert present(result) == f"{parse(text)} → {shown}"


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("1D1+7/2", 4),
        ("1D1+7/2F", 4),
        ("1D1+7/2U", 5),
        ("1D1+7/2C", 5),
        ("1D1+7/2R", 5),
        ("1D1+-7/2", -3),
        ("1D1+-7/2U", -2),
        ("1D1+-7/2R", -3),
        ("1D1+-5/2R", -2),
        ("1D1+5/-2R", -2),
        ("1D1+4/-3R", 0),
        ("1D1+99999999999999999999*99999999999999999999", 1 + 99999999999999999999**2),
    ],
)
def test_arithmetic_is_exact_and_rounds_as_bcdice(text: str, total: int) -> None:
    assert roll_expression(text, ScriptedDice([1])).total == total


# RULES §9: the raw 2D6 against critical, then fumble; otherwise modifier + dice against the target.
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
        ("2D6+3>=10[11,3]", [1, 2], FUMBLE, "2D6[1,2]+3 = 6 → automatic failure (dice 3 ≤ fumble 3)"),
        ("2D6+3@11#2", [2, 3], None, "2D6[2,3]+3 = 8"),
        ("2D6#0>=2", [1, 1], Verdict.SUCCESS, "2D6[1,1] = 2 ≥ 2 → success"),
    ],
)
def test_action_check(text: str, dice: list[int], verdict: Verdict | None, shown: str) -> None:
    result = roll_expression(text, ScriptedDice(dice))
    assert result.verdict is verdict
    assert present(result) == f"{parse(text)} → {shown}"


def test_a_check_shows_its_dice_sorted_to_bcdice_and_as_rolled_here() -> None:
    result = roll_expression("S2D6+3>=10", ScriptedDice([4, 3]))
    assert result.dice == (4, 3)
    assert result.command == "2D6+3>=10[12,2]"
    assert bcdice_text(result) == "(2D6+3>=10[12,2]) ＞ 7[3,4]+3 ＞ 10 ＞ 成功"
    assert present(result) == "S2D6+3>=10 → 2D6[4,3]+3 = 10 ≥ 10 → success"


def test_action_check_defaults_come_from_the_table_rules() -> None:
    options = RuleOptions(critical_value=10, fumble_value=4)
    result = roll_expression("2D6>=20", ScriptedDice([5, 5]), options)
    assert (result.critical, result.fumble, result.verdict) == (10, 4, CRITICAL)
    assert result.command == "2D6>=20[10,4]"
    assert roll_expression("2D6>=2", ScriptedDice([2, 2]), options).verdict is FUMBLE
    # The command's own values win over the table's.
    result = roll_expression("2D6@12#2>=20", ScriptedDice([5, 5]), options)
    assert (result.critical, result.fumble, result.verdict) == (12, 2, Verdict.FAILURE)
    assert roll_expression("2D6>=20[,2]", ScriptedDice([5, 5]), options).verdict is CRITICAL


@pytest.mark.parametrize(
    ("priority", "verdict"),
    [(OverlapPriority.CRITICAL_FIRST, CRITICAL), (OverlapPriority.FUMBLE_FIRST, FUMBLE)],
)
def test_overlapping_critical_and_fumble_follow_the_table_rule(
    priority: OverlapPriority, verdict: Verdict
) -> None:
    options = RuleOptions(overlap_priority=priority)
    assert roll_expression("2D6@7#7>=10", ScriptedDice([3, 4]), options).verdict is verdict


def test_a_sum_never_has_critical_or_fumble() -> None:
    result = roll_expression("2D6+3", ScriptedDice([6, 6]))
    assert (result.critical, result.fumble, result.verdict) == (None, None, None)
    assert result.command == "2D6+3"


def test_evaluate_takes_a_parsed_expression_and_refuses_impossible_dice() -> None:
    expression = parse("1D6")
    assert evaluate(expression, ScriptedDice([4])).total == 4
    with pytest.raises(RuleError, match="7 is not a possible result of a d6"):
        evaluate(expression, ScriptedDice([7]))


# Hypothesis: text that follows the grammars.
numbers = st.integers(0, 1_000).map(str)
faces = st.integers(1, 100).filter(lambda faces: faces != 66)
dice = st.builds(
    lambda count, faces: f"{count}D{faces}",
    st.integers(0, 5).map(str) | st.integers(-3, 0).map(lambda count: f"(0{count:+d})"),
    faces,
)
successes = st.builds(
    lambda terms, comparison, target: f"{'+'.join(terms)}{comparison}{target}",
    st.lists(
        st.builds(
            lambda count, faces: f"{count}B{faces}",
            st.integers(0, 5).map(str) | st.integers(-3, 5).map(lambda count: f"(1{count:+d})"),
            faces,
        ),
        min_size=1,
        max_size=3,
    ),
    st.sampled_from([">=", ">", "<=", "<", "=", "<>"]),
    st.integers(-1, 101).map(str),
)


def _join(parts: list[str], operators: list[str]) -> str:
    return "".join(part + operator for part, operator in zip(parts[:-1], operators, strict=False)) + parts[-1]


sums = st.builds(
    lambda parts, operators, target: _join(parts, operators) + target,
    st.lists(dice | numbers, min_size=1, max_size=5).filter(lambda parts: any("D" in part for part in parts)),
    st.lists(st.sampled_from(["+", "-", "*", "/", "+-", "--"]), min_size=4, max_size=4),
    st.sampled_from(["", ">=", ">", "<=", "<", "=", "<>"]).flatmap(
        lambda op: st.just("") if not op else numbers.map(lambda n: op + n)
    ),
)
checks = st.builds(
    lambda modifier, options, target: f"2D6{modifier}{options}{target}",
    st.sampled_from(["", "+3", "-2", "+1*2", "+(5/2)"]),
    st.sampled_from(["", "@11", "#3", "@10#4", "#1@13"]),
    st.sampled_from(["", ">=10", ">=-1", ">=5+5"]),
)


@given(text=sums | checks | successes, seed=st.integers())
def test_what_parses_rolls_and_its_canonical_text_reads_back_the_same(text: str, seed: int) -> None:
    expression = parse(text)
    assert parse(str(expression)) == expression
    result = evaluate(expression, RandomDice(seed))
    assert len(result.dice) == expression.dice_count
    assert all(1 <= value <= roll.faces for roll in result.rolls for value in roll.results)
    assert present(result).startswith(f"{expression} → ")
    assert bcdice_text(result).startswith(f"({result.command}) ＞ ")
    if isinstance(expression, Sum) and expression.comparison is not None and expression.target is not None:
        holds = expression.comparison.holds(result.total, expression.target)
        assert result.verdict is (Verdict.SUCCESS if holds else Verdict.FAILURE)


@given(first=st.integers(1, 6), second=st.integers(1, 6), check=checks)
def test_an_action_check_follows_rules_9(first: int, second: int, check: str) -> None:
    expression = parse(check)
    assert isinstance(expression, Check) or expression.comparison is None
    result = evaluate(expression, ScriptedDice([first, second]))
    if not isinstance(expression, Check):
        assert result.verdict is None
        return
    critical = 12 if expression.critical is None else expression.critical
    fumble = 2 if expression.fumble is None else expression.fumble
    if first + second >= critical:
        assert result.verdict is CRITICAL
    elif first + second <= fumble:
        assert result.verdict is FUMBLE
    elif expression.target is None:
        assert result.verdict is None
    else:
        assert (result.verdict is Verdict.SUCCESS) is (result.total >= expression.target)


@given(text=st.text(max_size=MAX_LENGTH))
def test_any_text_parses_or_raises_a_rule_error(text: str) -> None:
    with contextlib.suppress(RuleError):
        parse(text)


@given(text=st.text(alphabet="0123456789+-*/()DdBbSs@#<>=![],?URCF ", max_size=40))
def test_any_text_of_the_grammars_characters_parses_or_raises_a_rule_error(text: str) -> None:
    with contextlib.suppress(RuleError):
        expression = parse(text)
        assert parse(str(expression)) == expression
