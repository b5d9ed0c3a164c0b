"""The dice roller: typed expressions and palette lines go to the log; errors show inline with the column."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, RuleOptions, Skill
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import dice as dice_steps
from fhrtool.steps import sheet
from fhrtool.ui.dice_roller import FAILURE_COLOUR, SUCCESS_COLOUR, DiceRollerPanel


def _characters() -> tuple[Character, ...]:
    return (
        Character(
            id="aldo",
            name="Aldo",
            life=3,
            will=4,
            reflex=2,
            perception=1,
            skills=(Skill(id="slash", name="Slash", check_value=3),),
        ),
        Character(id="bea", name="Bea", life=2),
    )


@pytest.fixture
def document() -> Document:
    return Document(Campaign(characters=_characters()))


@pytest.fixture
def dice() -> ScriptedDice:
    return ScriptedDice([])


@pytest.fixture
def panel(qtbot: QtBot, document: Document, dice: ScriptedDice) -> DiceRollerPanel:
    widget = DiceRollerPanel(document, dice)
    qtbot.addWidget(widget)
    widget.resize(420, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _script(dice: ScriptedDice, *results: int) -> None:
    dice._results.extend(results)


def _history(panel: DiceRollerPanel) -> list[str]:
    model = panel.history
    return [model.index(row, 2).data() for row in range(model.rowCount())]


def _palette(panel: DiceRollerPanel) -> list[str]:
    return [panel.palette_list.item(row).text() for row in range(panel.palette_list.count())]


def test_enter_rolls_the_expression_into_the_log(
    qtbot: QtBot, panel: DiceRollerPanel, document: Document, dice: ScriptedDice
) -> None:
    _script(dice, 4, 5)
    qtbot.keyClicks(panel.expression_edit, "2d6+3>=10")
    qtbot.keyClick(panel.expression_edit, Qt.Key.Key_Return)
    (entry,) = document.campaign.log
    assert entry.params["rolled"] == "2D6[4,5]+3 = 12 ≥ 10"
    assert entry.params["character_id"] is None
    assert _history(panel) == ["2D6+3>=10 → 2D6[4,5]+3 = 12 ≥ 10 → success"]
    assert panel.total_label.text() == "12"
    assert panel.verdict_label.text() == "Success"
    assert SUCCESS_COLOUR in panel.verdict_label.styleSheet()
    assert panel.detail_label.text() == "2D6+3>=10 → 2D6[4,5]+3 = 12 ≥ 10 → success"
    assert panel.expression_edit.selectedText() == "2d6+3>=10"  # ready to roll again or type over


def test_the_roll_button_rolls_too(qtbot: QtBot, panel: DiceRollerPanel, dice: ScriptedDice) -> None:
    _script(dice, 1, 2)
    panel.expression_edit.setText("2D6>=9")
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    assert panel.verdict_label.text() == "Failure"
    assert FAILURE_COLOUR in panel.verdict_label.styleSheet()


def test_the_verdict_stays_in_place_whatever_the_total(panel: DiceRollerPanel, dice: ScriptedDice) -> None:
    where = []
    for results in ((1, 2), (6, 6), (1, 1), (3, 4)):  # totals of 3, 12, 2, 7: one and two digits
        _script(dice, *results)
        panel.expression_edit.setText("2D6>=7")
        assert panel.roll() is True
        QApplication.processEvents()
        where.append(panel.verdict_label.geometry())
    assert panel.total_label.text() == "7"
    assert len(set(map(str, where))) == 1, where


@pytest.mark.parametrize(
    ("expression", "dice_results", "verdict"),
    [
        ("2D6+3@11#2>=20", [5, 6], "Automatic success (critical)"),
        ("2D6+9@12#2>=5", [1, 1], "Automatic failure (fumble)"),
        ("3D6", [1, 2, 3], ""),
    ],
)
def test_the_verdict_is_shown_in_words(
    panel: DiceRollerPanel, dice: ScriptedDice, expression: str, dice_results: list[int], verdict: str
) -> None:
    _script(dice, *dice_results)
    panel.expression_edit.setText(expression)
    assert panel.roll() is True
    assert panel.verdict_label.text() == verdict


@pytest.mark.parametrize(
    ("expression", "dice_results", "verdict", "secret", "logged"),
    [
        (
            "S2D6+3@11#2>=10",
            [5, 6],
            "Automatic success (critical)",
            "Secret roll",
            "Secret roll: S2D6+3@11#2>=10 → 2D6[5,6]+3 = 14 → automatic success (critical)",
        ),
        ("s3d6", [1, 2, 3], "", "Secret roll", "Secret roll: S3D6 → 3D6[1,2,3] = 6"),
        ("2D6+3>=10", [4, 5], "Success", "", "2D6+3>=10 → 2D6[4,5]+3 = 12 ≥ 10 → success"),
    ],
)
def test_a_secret_roll_is_marked_on_the_result_and_in_the_history(
    qtbot: QtBot,
    panel: DiceRollerPanel,
    dice: ScriptedDice,
    expression: str,
    dice_results: list[int],
    verdict: str,
    secret: str,
    logged: str,
) -> None:
    before = panel.palette_list.geometry()
    _script(dice, *dice_results)
    qtbot.keyClicks(panel.expression_edit, expression)
    qtbot.keyClick(panel.expression_edit, Qt.Key.Key_Return)
    assert (panel.verdict_label.text(), panel.secret_label.text()) == (verdict, secret)
    assert _history(panel) == [logged]
    assert panel.detail_label.text() == logged
    # The mark has its room from the start: nothing moves, nothing is cut.
    assert panel.palette_list.geometry() == before
    assert panel.secret_label.width() >= panel.secret_label.sizeHint().width()
    assert panel.width() == 420


def test_a_bad_expression_is_shown_inline_with_the_cursor_at_its_column(
    panel: DiceRollerPanel, document: Document
) -> None:
    panel.expression_edit.setText("2D6+x")
    assert panel.roll() is False
    assert panel.message_label.isVisible()
    assert panel.message_label.text() == "unexpected 'x' at column 5: expected a number"
    assert panel.message_label.property("error") is True
    assert panel.expression_edit.cursorPosition() == 4
    assert panel.expression_edit.hasFocus()
    assert document.campaign.log == ()
    assert document.undo_stack.count() == 0


def test_typing_again_clears_the_error(qtbot: QtBot, panel: DiceRollerPanel) -> None:
    panel.expression_edit.setText("")
    panel.roll()
    assert panel.message_label.text() == "the dice expression is empty"
    qtbot.keyClicks(panel.expression_edit, "1")
    assert panel.message_label.isHidden()


def test_dice_rolled_at_the_table_are_logged_as_typed_in(panel: DiceRollerPanel, document: Document) -> None:
    panel.expression_edit.setText("2D6+1")
    panel.typed_edit.setText("6 2")
    assert panel.roll() is True
    entry = document.campaign.log[-1]
    assert entry.params["dice"] == (6, 2)
    assert entry.params["typed"] is True
    assert panel.typed_edit.text() == ""  # used up


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("6 x", "'x' is not a die result"),
        ("6", "no die result left to use for a d6"),
        ("6 7", "7 is not a possible result of a d6 (1–6)"),
        ("6 2 3", "more dice typed in than 2D6+1 rolls: 3 left over"),
    ],
)
def test_typed_in_dice_that_do_not_fit_are_refused_at_the_typed_box(
    panel: DiceRollerPanel, document: Document, typed: str, message: str
) -> None:
    panel.expression_edit.setText("2D6+1")
    panel.typed_edit.setText(typed)
    assert panel.roll() is False
    assert panel.message_label.text() == message
    assert panel.typed_edit.hasFocus()
    assert panel.typed_edit.text() == typed
    assert document.campaign.log == ()


def test_without_a_character_there_is_no_palette(panel: DiceRollerPanel) -> None:
    assert panel.character_id is None
    assert _palette(panel) == []
    assert panel.palette_label.text() == "Select a character to roll from its chat palette"


def test_the_palette_of_the_selected_character_has_its_current_values(
    panel: DiceRollerPanel, document: Document
) -> None:
    panel.set_character("aldo")
    assert panel.palette_label.text() == "Chat palette of Aldo"
    assert _palette(panel) == [
        "1D10+3 sequence value",
        "3D6 Life check (all ones: fumble)",
        "4D6 Will check (all ones: fumble)",
        "2D6+3[12,2] Slash",
    ]
    document.run(sheet.set_field, sheet.SetField("aldo", "reflex", 1))
    assert _palette(panel)[0] == "1D10+2 sequence value"
    document.run(sheet.set_field, sheet.SetField("bea", "life", 5))  # someone else: nothing to redo
    assert _palette(panel)[1] == "3D6 Life check (all ones: fumble)"


def test_the_palette_follows_the_table_rules(panel: DiceRollerPanel, document: Document) -> None:
    panel.set_character("aldo")
    options = RuleOptions(critical_value=11, die_faces=10)
    document.edit("rules", lambda campaign: campaign.model_copy(update={"options": options}))
    assert _palette(panel)[1:] == [
        "3D10 Life check (all ones: fumble)",
        "4D10 Will check (all ones: fumble)",
        "2D6+3[11,2] Slash",
    ]


def test_the_palette_speaks_the_interface_language(panel: DiceRollerPanel) -> None:
    before = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Japanese))
        panel.set_character("aldo")
        assert _palette(panel)[3] == "2D6+3[12,2] 《Slash》"
    finally:
        QLocale.setDefault(before)


def test_a_complete_palette_line_rolls_at_once_for_its_character(
    qtbot: QtBot, panel: DiceRollerPanel, document: Document, dice: ScriptedDice
) -> None:
    panel.set_character("aldo")
    _script(dice, 7)
    item = panel.palette_list.item(0)
    rect = panel.palette_list.visualItemRect(item)
    qtbot.mouseClick(panel.palette_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    entry = document.campaign.log[-1]
    assert (entry.params["character_id"], entry.params["label"]) == ("aldo", "sequence value")
    assert _history(panel) == ["Aldo, sequence value: 1D10+3 → 1D10[7]+3 = 10"]


def test_a_palette_line_with_a_placeholder_waits_for_the_number(
    qtbot: QtBot, panel: DiceRollerPanel, document: Document, dice: ScriptedDice
) -> None:
    panel.set_character("aldo")
    assert panel.use_line("2D6+3>=difficulty Slash") is False
    assert document.campaign.log == ()
    assert panel.expression_edit.text() == "2D6+3>=difficulty"
    assert panel.expression_edit.selectedText() == "difficulty"
    assert panel.message_label.text() == "Type the difficulty and press Enter"
    assert panel.message_label.property("error") is False
    _script(dice, 5, 5)
    qtbot.keyClicks(panel.expression_edit, "12")
    qtbot.keyClick(panel.expression_edit, Qt.Key.Key_Return)
    entry = document.campaign.log[-1]
    assert entry.params["expression"] == "2D6+3>=12"
    assert (entry.params["character_id"], entry.params["label"]) == ("aldo", "Slash")
    assert panel.message_label.isHidden()
    _script(dice, 1, 3)
    panel.roll()  # the same line again
    assert document.campaign.log[-1].params["label"] == "Slash"


def test_an_expression_typed_instead_of_the_palette_line_is_nobodys(
    panel: DiceRollerPanel, document: Document, dice: ScriptedDice
) -> None:
    panel.set_character("aldo")
    _script(dice, 7, 3)
    panel.use_line("1D10+3 sequence value")
    panel.expression_edit.setText("1D10+30")
    panel.roll()
    entry = document.campaign.log[-1]
    assert (entry.params["character_id"], entry.params["label"]) == (None, "")


def test_another_character_forgets_the_palette_line(
    panel: DiceRollerPanel, document: Document, dice: ScriptedDice
) -> None:
    panel.set_character("aldo")
    panel.use_line("2D6+3>=difficulty Slash")
    panel.set_character("bea")
    panel.expression_edit.setText("2D6+3>=9")
    _script(dice, 3, 3)
    panel.roll()
    assert document.campaign.log[-1].params["character_id"] is None
    panel.set_character("bea")  # the same again: nothing changes
    assert panel.palette_label.text() == "Chat palette of Bea"


def test_a_deleted_character_leaves_the_palette(panel: DiceRollerPanel, document: Document) -> None:
    panel.set_character("bea")
    document.run(sheet.delete_character, "bea")
    assert panel.character_id is None
    assert _palette(panel) == []
    document.undo_stack.undo()
    panel.set_character("aldo")
    document.run(sheet.delete_character, "bea")
    assert panel.character_id == "aldo"


def test_a_new_campaign_keeps_the_character_only_if_it_is_there(
    panel: DiceRollerPanel, document: Document
) -> None:
    panel.set_character("aldo")
    reordered = Campaign(characters=tuple(reversed(_characters())))
    document.replace(reordered, None)
    assert panel.character_id == "aldo"
    document.replace(Campaign(), None)
    assert panel.character_id is None


def test_the_history_is_the_logs_rolls_and_undo_takes_them_back(
    panel: DiceRollerPanel, document: Document, dice: ScriptedDice
) -> None:
    assert panel.detail_label.text() == "No dice rolled yet"
    _script(dice, 2, 6)
    panel.expression_edit.setText("1D6")
    panel.roll()
    panel.roll()
    document.run(sheet.set_field, sheet.SetField("aldo", "level", 2))  # not a roll: not in the history
    assert len(_history(panel)) == 2
    assert panel.total_label.text() == "6"
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert _history(panel) == ["1D6 → 1D6[2] = 2"]
    assert panel.total_label.text() == "2"
    document.undo_stack.undo()
    assert panel.total_label.text() == ""
    assert panel.detail_label.text() == "No dice rolled yet"


def test_rolls_made_elsewhere_show_up_too(panel: DiceRollerPanel, document: Document) -> None:
    document.run(dice_steps.roll, dice_steps.Roll("1D4"), dice=ScriptedDice([3]))
    assert panel.total_label.text() == "3"


def test_screenshot(panel: DiceRollerPanel, dice: ScriptedDice, tmp_path: Path) -> None:
    panel.set_character("aldo")
    _script(dice, 4, 5)
    panel.use_line("2D6+3>=difficulty Slash")
    panel.expression_edit.insert("10")
    panel.roll()
    QApplication.processEvents()
    image = panel.grab().toImage()
    assert image.save(str(tmp_path / "dice_roller.png"))
    assert (image.width(), image.height()) == (420, 600)


def test_a_roll_or_a_refusal_leaves_the_palette_and_history_in_place(
    panel: DiceRollerPanel, dice: ScriptedDice
) -> None:
    def places() -> list[QRect]:
        QApplication.sendPostedEvents()
        QApplication.processEvents()
        widgets = (panel.roll_button, panel.palette_list, panel.history_view)
        return [QRect(widget.mapTo(panel, QPoint(0, 0)), widget.size()) for widget in widgets]

    before = places()
    _script(dice, 6, 6, 5, 4, 3, 2, 1, 6)
    panel.expression_edit.setText("8D6+3>=10")
    assert panel.roll() is True
    assert panel.total_label.text() == "36"
    assert places() == before
    panel.expression_edit.setText("2D6+x")
    assert panel.roll() is False
    assert panel.message_label.isVisible()
    assert places() == before
