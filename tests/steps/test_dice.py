"""Rolling an expression into the log: one undo step, every die kept, typed-in dice checked."""

from __future__ import annotations

import pytest

from fhrtool.model import Campaign, Character, RuleOptions
from fhrtool.rules import RuleError
from fhrtool.rules.dice import ScriptedDice
from fhrtool.rules.expression import roll_expression, rolled_text
from fhrtool.steps import dice as dice_steps
from fhrtool.steps.dice import DiceRolled, event_for, parse_results
from fhrtool.steps.step import InvalidValueError
from tests.steps.table import Table


@pytest.fixture
def document() -> Table:
    return Table(Campaign(characters=(Character(id="aldo", name="Aldo"),)))


def test_a_roll_is_logged_as_one_undo_step(document: Table) -> None:
    result = document.run(dice_steps.roll, dice_steps.Roll("2d6+3>=10"), dice=ScriptedDice([4, 5]))
    assert result.total == 12
    (entry,) = document.campaign.log
    assert entry.kind == "dice_rolled"
    assert entry.params == {
        "expression": "2D6+3>=10",
        "rolled": "2D6[4,5]+3 = 12 ≥ 10",
        "dice": (4, 5),
        "total": 12,
        "verdict": "success",
        "character_id": None,
        "label": "",
        "typed": False,
        "secret": False,
    }
    assert document.undo_stack.undoText() == "Roll 2D6+3>=10"
    document.undo_stack.undo()
    assert document.campaign.log == ()
    document.undo_stack.redo()
    assert len(document.campaign.log) == 1


@pytest.mark.parametrize(
    ("text", "secret"), [("S2D6+3>=10", True), ("s4D6>=15", True), ("Ｓ１Ｄ６", True), ("2D6+3>=10", False)]
)
def test_a_secret_roll_is_logged_as_secret(document: Table, text: str, secret: bool) -> None:
    dice = ScriptedDice([4, 5, 6, 1])
    document.run(dice_steps.roll, dice_steps.Roll(text), dice=dice)
    (entry,) = document.campaign.log
    assert entry.params["secret"] is secret
    assert str(entry.params["expression"]).startswith("S") is secret


def test_the_same_roll_twice_is_two_entries(document: Table) -> None:
    dice = ScriptedDice([3, 3])
    document.run(
        dice_steps.roll, dice_steps.Roll("1D6"), dice=dice
    )  # dice left in the source are for later rolls
    document.run(dice_steps.roll, dice_steps.Roll("1D6"), dice=dice)
    assert len(document.campaign.log) == 2
    assert document.undo_stack.count() == 2


def test_a_bad_expression_pushes_nothing_and_says_where(document: Table) -> None:
    with pytest.raises(RuleError) as raised:
        document.run(dice_steps.roll, dice_steps.Roll("2D6+x"), dice=ScriptedDice([]))
    assert raised.value.params["column"] == 5
    assert document.campaign.log == ()
    assert document.undo_stack.count() == 0


def test_typed_in_dice_are_used_instead_of_the_dice_source(document: Table) -> None:
    document.run(dice_steps.roll, dice_steps.Roll("2D6+1", typed=(6, 2)), dice=ScriptedDice([]))
    (entry,) = document.campaign.log
    assert entry.params["dice"] == (6, 2)
    assert entry.params["typed"] is True
    assert entry.params["rolled"] == "2D6[6,2]+1 = 9"


def test_too_few_typed_in_dice_are_refused(document: Table) -> None:
    with pytest.raises(RuleError, match="no die result left"):
        document.run(dice_steps.roll, dice_steps.Roll("3D6", typed=(6, 2)), dice=ScriptedDice([]))
    assert document.campaign.log == ()


def test_a_typed_in_result_the_die_cannot_show_is_refused(document: Table) -> None:
    with pytest.raises(RuleError, match="not a possible result"):
        document.run(dice_steps.roll, dice_steps.Roll("1D6", typed=(7,)), dice=ScriptedDice([]))


def test_too_many_typed_in_dice_are_refused(document: Table) -> None:
    with pytest.raises(InvalidValueError) as raised:
        document.run(dice_steps.roll, dice_steps.Roll("1D6", typed=(6, 2, 3)), dice=ScriptedDice([]))
    assert raised.value.params == {"expression": "1D6", "unused": "2, 3"}
    assert document.campaign.log == ()


def test_action_checks_use_the_tables_critical_and_fumble_values(document: Table) -> None:
    options = RuleOptions(critical_value=11)
    document.edit("rules", lambda campaign: campaign.model_copy(update={"options": options}))
    document.run(dice_steps.roll, dice_steps.Roll("2D6+3>=20"), dice=ScriptedDice([5, 6]))
    entry = document.campaign.log[-1]
    assert entry.params["verdict"] == "automatic success"
    assert entry.params["rolled"] == "2D6[5,6]+3 = 14"


@pytest.mark.parametrize(
    ("text", "dice", "expected", "verdict"),
    [
        ("2D6+3", [4, 5], "2D6[4,5]+3 = 12", None),
        ("2D6+3>=13", [4, 5], "2D6[4,5]+3 = 12 < 13", "failure"),
        ("4D6>=15", [6, 5, 1, 3], "4D6[6,5,1,3] = 15 ≥ 15", "success"),
        ("2D6+3@12#2>=10", [1, 1], "2D6[1,1]+3 = 5", "automatic failure"),
        ("2D6+3@12#2", [3, 4], "2D6[3,4]+3 = 10", None),
        ("-1+1D6-2D4", [2, 1, 4], "-1+1D6[2]-2D4[1,4] = -4", None),
    ],
)
def test_rolled_text_shows_every_die_and_the_comparison(
    text: str, dice: list[int], expected: str, verdict: str | None
) -> None:
    result = roll_expression(text, ScriptedDice(dice))
    assert rolled_text(result) == expected
    event = event_for(result)
    assert event.verdict == verdict
    assert event.dice == tuple(dice)


def test_the_event_keeps_who_and_which_line() -> None:
    result = roll_expression("1D10+2", ScriptedDice([7]))
    assert event_for(result, character_id="aldo", label="sequence value", typed=True) == DiceRolled(
        "1D10+2", "1D10[7]+2 = 9", (7,), 9, None, "aldo", "sequence value", True
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [("4 5", (4, 5)), ("4,5", (4, 5)), (" 6、 1 ", (6, 1)), ("４　５", (4, 5)), ("", ()), ("10", (10,))],
)
def test_typed_results_are_read_loosely(text: str, expected: tuple[int, ...]) -> None:
    assert parse_results(text) == expected


@pytest.mark.parametrize("text", ["4 x", "-1", "4.5", "99999", "٣"])
def test_typed_results_that_are_not_numbers_are_refused(text: str) -> None:
    with pytest.raises(InvalidValueError, match="is not a die result"):
        parse_results(text)


def test_the_comment_after_the_command_labels_the_roll(document: Table) -> None:
    document.run(dice_steps.roll, dice_steps.Roll("2D6+4>=10 《一閃》"), dice=ScriptedDice([3, 4]))
    document.run(
        dice_steps.roll, dice_steps.Roll("2D6+4>=10 《一閃》", label="Slash"), dice=ScriptedDice([3, 4])
    )
    first, second = document.campaign.log
    assert (first.params["expression"], first.params["label"]) == ("2D6+4>=10", "《一閃》")
    assert second.params["label"] == "Slash"


def test_only_a_command_that_starts_with_2d6_is_a_check(document: Table) -> None:
    document.run(dice_steps.roll, dice_steps.Roll("3+2D6>=16"), dice=ScriptedDice([6, 6]))
    (entry,) = document.campaign.log
    assert (entry.params["rolled"], entry.params["verdict"]) == ("3+2D6[6,6] = 15 < 16", "failure")
