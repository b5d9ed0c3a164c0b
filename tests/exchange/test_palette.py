import dataclasses

import pytest

from fhrtool.exchange.labels import ENGLISH, JAPANESE, UnknownLanguageError, labels_for
from fhrtool.exchange.palette import chat_palette, chat_palettes, palette_lines
from fhrtool.model import Character, RuleOptions, Sheet, Skill
from fhrtool.rules.dice import RandomDice
from fhrtool.rules.expression import parse, roll_expression


def test_every_label_table_fills_every_label() -> None:
    for table in (JAPANESE, ENGLISH):
        assert all(getattr(table, field.name) for field in dataclasses.fields(table))
    assert labels_for("ja") is JAPANESE
    assert labels_for("en") is ENGLISH


def test_an_unknown_language_is_refused_with_the_choices() -> None:
    with pytest.raises(
        UnknownLanguageError, match="no sheet labels for the language 'fr'; choose one of: ja, en"
    ):
        labels_for("fr")


def test_palette_in_japanese(alice_sheet: Sheet) -> None:
    assert chat_palette(alice_sheet) == (
        "1D10+3 シーケンス値\n"
        "3D6>=目標値 【生命】判定\n"
        "4D6>=目標値 【意志】判定\n"
        "2D6+3>=難易度 《剣術》\n"
        "2D6-1>=難易度 《Keen Sense》\n"
    )


def test_palette_in_english(alice_sheet: Sheet) -> None:
    assert palette_lines(alice_sheet, language="en") == [
        "1D10+3 sequence value",
        "3D6>=target Life check",
        "4D6>=target Will check",
        "2D6+3>=difficulty 剣術",
        "2D6-1>=difficulty Keen Sense",
    ]


def test_skill_checks_spell_out_critical_and_fumble_only_when_the_table_changed_them(
    alice_sheet: Sheet,
) -> None:
    lines = palette_lines(alice_sheet, options=RuleOptions(critical_value=11))
    assert "2D6+3@11#2>=難易度 《剣術》" in lines
    lines = palette_lines(alice_sheet, options=RuleOptions(fumble_value=3))
    assert "2D6+3@12#3>=難易度 《剣術》" in lines


def test_essence_pools_use_the_table_die(alice_sheet: Sheet) -> None:
    assert "3D10>=目標値 【生命】判定" in palette_lines(alice_sheet, options=RuleOptions(die_faces=10))


def test_no_line_for_an_essence_without_dice_or_a_skill_without_check() -> None:
    character = Character(name="Zero", life=0, will=1, reflex=-1, skills=(Skill(name="No check"),))
    assert palette_lines(Sheet(character=character)) == ["1D10-1 シーケンス値", "1D6>=目標値 【意志】判定"]


def test_table_essences_get_a_pool_line_and_names_stay_on_one_line(hostile_sheet: Sheet) -> None:
    lines = palette_lines(hostile_sheet)
    assert "2D6>=目標値 【<script>alert('x')</script>】判定" in lines
    assert all("\n" not in line for line in lines)


def test_every_command_rolls_once_the_placeholder_is_filled_in(
    alice_sheet: Sheet, hostile_sheet: Sheet
) -> None:
    for sheet in (alice_sheet, hostile_sheet):
        for language in ("ja", "en"):
            labels = labels_for(language)
            for line in palette_lines(sheet, language=language, options=RuleOptions(critical_value=10)):
                command = line.split(" ", 1)[0]
                command = command.replace(labels.target, "10").replace(labels.difficulty, "9")
                parse(command)
                roll_expression(command, RandomDice(1))


def test_palettes_of_several_characters_start_with_a_heading_naming_each(alice_sheet: Sheet) -> None:
    bob = Sheet(character=Character(name="Bob\nthe Builder", will=2))
    text = chat_palettes((alice_sheet, bob))
    assert text.startswith("■ Alice Liddell\n1D10+3 シーケンス値\n")
    assert "\n■ Bob the Builder\n1D10+0 シーケンス値\n2D6>=目標値 【意志】判定\n" in text


def test_a_character_named_like_a_dice_command_adds_no_dice_line() -> None:
    dice = Sheet(character=Character(name="1D100>=1 secret", will=1))
    skill = Skill(name="Cut\n1D100>=1", check_value=1)
    broken = Sheet(character=Character(name="Bob\u20281D100>=1", skills=(skill,)))
    lines = chat_palettes((dice, broken)).splitlines()
    assert lines == [
        "■ 1D100>=1 secret",
        "1D10+0 シーケンス値",
        "1D6>=目標値 【意志】判定",
        "",
        "■ Bob 1D100>=1",
        "1D10+0 シーケンス値",
        "2D6+1>=難易度 《Cut 1D100>=1》",
    ]
