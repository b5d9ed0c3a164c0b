import dataclasses

import pytest

from fhrtool.exchange.labels import ENGLISH, JAPANESE, UnknownLanguageError, labels_for
from fhrtool.exchange.palette import (
    chat_palette,
    chat_palettes,
    expand,
    palette_lines,
    palette_notes,
    referable,
)
from fhrtool.model import Character, RuleOptions, Sheet, Skill, Stat, StatKind
from fhrtool.model.options import CheckMode, FumbleRule, OverlapPriority
from fhrtool.rules.dice import RandomDice, ScriptedDice
from fhrtool.rules.expression import MAX_LENGTH, Check, parse, roll_expression


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


FUMBLE_NOTE = "※出目がすべて1ならファンブル"


def test_palette_in_japanese(alice_sheet: Sheet) -> None:
    assert chat_palette(alice_sheet) == (
        "1D10+3 シーケンス値\n"
        f"3D6 【生命】のチェック {FUMBLE_NOTE}\n"
        f"4D6 【意志】のチェック {FUMBLE_NOTE}\n"
        "2D6+3[12,2] 《剣術》\n"
        "2D6-1[12,2] 《Keen Sense》\n"
    )


def test_palette_in_english(alice_sheet: Sheet) -> None:
    assert palette_lines(alice_sheet, language="en") == [
        "1D10+3 sequence value",
        "3D6 Life check (all ones: fumble)",
        "4D6 Will check (all ones: fumble)",
        "2D6+3[12,2] 剣術",
        "2D6-1[12,2] Keen Sense",
    ]


def test_skill_checks_carry_the_tables_critical_and_fumble_values(alice_sheet: Sheet) -> None:
    assert "2D6+3[11,2] 《剣術》" in palette_lines(alice_sheet, options=RuleOptions(critical_value=11))
    assert "2D6+3[12,3] 《剣術》" in palette_lines(alice_sheet, options=RuleOptions(fumble_value=3))
    check = parse("2D6+3[11,3]")
    assert isinstance(check, Check)
    assert (check.modifier, check.target, check.critical, check.fumble) == (3, None, 11, 3)


def test_essence_pools_use_the_table_die_and_fumble_rule(alice_sheet: Sheet) -> None:
    assert f"3D10 【生命】のチェック {FUMBLE_NOTE}" in palette_lines(
        alice_sheet, options=RuleOptions(die_faces=10)
    )
    lines = palette_lines(alice_sheet, options=RuleOptions(fumble_rule=FumbleRule.NONE))
    assert "3D6 【生命】のチェック" in lines


def test_a_pool_of_two_dice_is_a_sum_not_an_srs_check() -> None:
    lines = palette_lines(Sheet(character=Character(name="Two", life=2)))
    assert f"1D6+1D6 【生命】のチェック {FUMBLE_NOTE}" in lines
    result = roll_expression("1D6+1D6", ScriptedDice([6, 6]))
    assert (result.total, result.verdict) == (12, None)
    assert "2D6 " not in "\n".join(palette_lines(Sheet(character=Character(name="Two", life=2))))


def test_a_pool_beyond_bcdices_dice_per_term_is_split() -> None:
    lines = palette_lines(Sheet(character=Character(name="Giant", life=450)))
    assert lines[1].startswith("200D6+200D6+50D6 ")


def test_counting_successes_is_bcdices_count_of_successes(alice_sheet: Sheet) -> None:
    options = RuleOptions(check_mode=CheckMode.SUCCESSES)
    lines = palette_lines(alice_sheet, options=options)
    assert f"3B6>=5 【生命】のチェック 成功数 {FUMBLE_NOTE}" in lines
    low = RuleOptions(check_mode=CheckMode.SUCCESSES, success_face=3, die_faces=10)
    assert palette_lines(alice_sheet, options=low)[1].startswith("3B10>=3 ")
    result = roll_expression("3B6>=5", ScriptedDice([4, 5, 6]))
    assert (result.total, result.verdict) == (2, None)


def test_a_count_beyond_bcdices_dice_per_term_adds_terms() -> None:
    options = RuleOptions(check_mode=CheckMode.SUCCESSES)
    lines = palette_lines(Sheet(character=Character(name="Giant", life=450)), options=options)
    assert lines[1] == f"200B6+200B6+50B6>=5 【生命】のチェック 成功数 {FUMBLE_NOTE}"
    assert parse(lines[1]).dice_count == 450


def test_a_name_too_long_for_a_line_is_cut_short_and_the_line_still_rolls() -> None:
    """BCDice reads a line of at most 200 characters: a long essence or skill name ends in "…", the
    command and the notes stay whole."""
    long = "長" * 190
    character = Character(
        name="Long",
        life=2,
        extra_stats=(Stat(name=long, kind=StatKind.ESSENCE, value=3),),
        skills=(Skill(name=long, check_value=2),),
    )
    for options in (RuleOptions(), RuleOptions(check_mode=CheckMode.SUCCESSES)):
        lines = palette_lines(Sheet(character=character), options=options)
        cut = [line for line in lines if "…" in line]
        assert len(cut) == 2, lines
        for line in cut:
            assert len(line) == MAX_LENGTH
            assert "長" * 100 in line
            parse(line)
        essence, skill = cut
        counted = " 成功数" if options.check_mode is CheckMode.SUCCESSES else ""
        assert essence.endswith(f"…】のチェック{counted} {FUMBLE_NOTE}")
        assert skill.startswith("2D6+2[12,2] 《長")
        assert skill.endswith("…》")
    variables = ((long, "3"),)
    referring = palette_lines(Sheet(character=character), variables=variables)
    # Referring to the long name leaves no room for it in the comment: the line is the command alone.
    assert f"({{{long}}})D6" in referring
    assert all(len(line) <= MAX_LENGTH for line in referring)


BELOW_ONE_NOTE = "※ダイスが1個未満ならGMが決める"


def test_an_essence_of_0_rolls_no_dice_and_a_skill_without_check_has_no_line() -> None:
    character = Character(name="Zero", life=0, will=1, reflex=-1, skills=(Skill(name="No check"),))
    assert palette_lines(Sheet(character=character)) == [
        "1D10-1 シーケンス値",
        f"0D6 【生命】のチェック {FUMBLE_NOTE} {BELOW_ONE_NOTE}",
        f"1D6 【意志】のチェック {FUMBLE_NOTE}",
    ]
    result = roll_expression("0D6", ScriptedDice([]))
    assert (result.total, result.dice) == (0, ())
    counting = palette_lines(Sheet(character=character), options=RuleOptions(check_mode=CheckMode.SUCCESSES))
    assert counting[1].startswith("0B6>=5 ")
    ccfolia = palette_lines(Sheet(character=character), variables=(("生命", "0"),))
    assert ccfolia[1].startswith("({生命})D6 ")
    assert roll_expression(expand(ccfolia[1], (("生命", "0"),)), ScriptedDice([])).total == 0


def test_no_line_for_a_check_the_table_rules_refuse_and_the_notes_say_why() -> None:
    options = RuleOptions(allow_checks_below_one_die=False, fumble_rule=FumbleRule.NONE)
    character = Character(name="Zero", life=0, will=1)
    assert palette_lines(Sheet(character=character), options=options) == [
        "1D10+0 シーケンス値",
        "1D6 【意志】のチェック",
    ]
    notes = palette_notes([Sheet(character=character)], tool="udonarium", options=options)
    assert [str(note) for note in notes] == [
        "Zero: no line for the 生命 check: it has 0 dice, and the table rules refuse a check with "
        "fewer than 1 die."
    ]


def test_the_fatigue_penalty_takes_its_dice_from_the_pool() -> None:
    character = Character(name="Tired", life=3, will=4, fatigue=5)
    options = RuleOptions(fatigue_penalty_step=2, fumble_rule=FumbleRule.NONE)
    lines = palette_lines(Sheet(character=character), options=options)
    assert lines[1:3] == ["1D6 【生命】のチェック", "1D6+1D6 【意志】のチェック"]
    variables = (("生命", "3"), ("意志", "4"), ("疲労", "5"))
    referring = palette_lines(Sheet(character=character), options=options, variables=variables)
    assert referring[1:3] == [
        "({生命}-{疲労}/2)D6 【生命】のチェック",
        "({意志}-{疲労}/2)D6 【意志】のチェック",
    ]
    # BCDice rounds the penalty down, as fhrtool does: 5 fatigue take 2 dice, 6 take 3.
    assert parse(expand(referring[1], variables)).dice_count == 1
    assert parse(expand(referring[1], (("生命", "3"), ("疲労", "6")))).dice_count == 0
    every = RuleOptions(fatigue_penalty_step=1, fumble_rule=FumbleRule.NONE)
    assert palette_lines(Sheet(character=character), options=every, variables=variables)[2].startswith(
        "({意志}-{疲労})D6 "
    )
    # A tool that does not know the fatigue by name gets the penalty as it stands.
    without = (("生命", "3"), ("意志", "4"))
    assert palette_lines(Sheet(character=character), options=options, variables=without)[1].startswith(
        "({生命}-2)D6 "
    )


@pytest.mark.parametrize(
    ("critical", "fumble", "priority", "written"),
    [
        (12, 2, OverlapPriority.FUMBLE_FIRST, "[12,2]"),
        (5, 6, OverlapPriority.FUMBLE_FIRST, "[7,6]"),
        (5, 6, OverlapPriority.CRITICAL_FIRST, "[5,4]"),
        (7, 7, OverlapPriority.FUMBLE_FIRST, "[8,7]"),
    ],
)
def test_skill_lines_never_overlap_their_critical_and_fumble(
    alice_sheet: Sheet, critical: int, fumble: int, priority: OverlapPriority, written: str
) -> None:
    options = RuleOptions(critical_value=critical, fumble_value=fumble, overlap_priority=priority)
    assert f"2D6+3{written} 《剣術》" in palette_lines(alice_sheet, options=options)


def test_dice_of_66_faces_are_counted_but_not_summed_as_bcdice_would_read_d66s(alice_sheet: Sheet) -> None:
    summed = RuleOptions(die_faces=66)
    assert [line.split(" ")[0] for line in palette_lines(alice_sheet, options=summed)] == [
        "1D10+3",
        "2D6+3[12,2]",
        "2D6-1[12,2]",
    ]
    (note,) = palette_notes([alice_sheet], tool="udonarium", options=summed)
    assert str(note) == (
        "There are no essence check lines: the dice bot reads dice of 66 faces added up (3D66) as its d66, "
        "two d6 read as tens and ones."
    )
    counted = palette_lines(alice_sheet, options=RuleOptions(die_faces=66, check_mode=CheckMode.SUCCESSES))
    assert counted[1].startswith("3B66>=5 ")
    assert roll_expression("3B66>=5", ScriptedDice([66, 4, 5])).total == 2
    assert palette_notes([], tool="udonarium", options=summed) == ()


def test_the_notes_say_which_dice_bot_to_choose_and_what_the_lines_cannot_say(alice_sheet: Sheet) -> None:
    ccfolia = [note.template for note in palette_notes([alice_sheet], tool="ccfolia")]
    assert len(ccfolia) == 2
    assert "In CCFolia, set the room's dice bot to SRS" in ccfolia[0]
    assert "every die of an essence check shows 1" in ccfolia[1]
    text = palette_notes([alice_sheet], tool="text", options=RuleOptions(fumble_rule=FumbleRule.NONE))
    assert [note.template for note in text] == [
        "Set the dice bot (game system) to SRS (Standard RPG System) where you paste the palette: with "
        "another dice bot the 2D6 check lines ({example}) answer nothing."
    ]
    # Udonarium's palette carries its dice bot.
    assert (
        palette_notes([alice_sheet], tool="udonarium", options=RuleOptions(fumble_rule=FumbleRule.NONE)) == ()
    )


def test_table_essences_get_a_pool_line_and_names_stay_on_one_line(hostile_sheet: Sheet) -> None:
    lines = palette_lines(hostile_sheet)
    assert f"1D6+1D6 【<script>alert('x')</script>】のチェック {FUMBLE_NOTE}" in lines
    assert all("\n" not in line for line in lines)


def test_lines_refer_only_to_names_the_tool_has_once(alice_sheet: Sheet) -> None:
    variables = (("生命", "3"), ("意志", "4"), ("イニシアチブ", "3"), ("HP", "20"))
    lines = palette_lines(alice_sheet, variables=variables)
    assert lines[:3] == [
        "1D10+{イニシアチブ} シーケンス値",
        f"({{生命}})D6 【生命】のチェック {FUMBLE_NOTE}",
        f"({{意志}})D6 【意志】のチェック {FUMBLE_NOTE}",
    ]
    twice = (("生命", "3"), ("ｌｉｆｅ", "1"), ("LIFE", "2"), ("意志", "4"), ("意志", "5"))
    assert referable(twice) == {"生命"}
    assert referable((("a b", "1"), ("{x}", "2"), ("", "3"))) == set()
    assert expand("({生命})D6 {ｌｉｆｅ} ｛意志｝ {x}", twice) == "(3)D6 1 4 {x}"


def test_every_command_rolls_as_exported(alice_sheet: Sheet, hostile_sheet: Sheet) -> None:
    variants = (
        RuleOptions(),
        RuleOptions(critical_value=10, fumble_value=4),
        RuleOptions(check_mode=CheckMode.SUCCESSES, die_faces=10, success_face=7),
    )
    for sheet in (alice_sheet, hostile_sheet):
        for language in ("ja", "en"):
            for options in variants:
                for line in palette_lines(sheet, language=language, options=options):
                    expression = parse(line)
                    assert expression.comment
                    if isinstance(expression, Check):
                        assert (expression.critical, expression.fumble) == (
                            options.critical_value,
                            options.fumble_value,
                        )
                    roll_expression(line, RandomDice(1))


def test_palettes_of_several_characters_start_with_a_heading_naming_each(alice_sheet: Sheet) -> None:
    bob = Sheet(character=Character(name="Bob\nthe Builder", will=2))
    text = chat_palettes((alice_sheet, bob))
    assert text.startswith("■ Alice Liddell\n1D10+3 シーケンス値\n")
    assert (
        f"\n■ Bob the Builder\n1D10+0 シーケンス値\n0D6 【生命】のチェック {FUMBLE_NOTE} {BELOW_ONE_NOTE}\n"
        f"1D6+1D6 【意志】のチェック {FUMBLE_NOTE}\n"
    ) in text


def test_a_character_named_like_a_dice_command_adds_no_dice_line() -> None:
    dice = Sheet(character=Character(name="1D100>=1 secret", will=1))
    skill = Skill(name="Cut\n1D100>=1", check_value=1)
    broken = Sheet(character=Character(name="Bob\u20281D100>=1", skills=(skill,)))
    lines = chat_palettes((dice, broken)).splitlines()
    assert lines == [
        "■ 1D100>=1 secret",
        "1D10+0 シーケンス値",
        f"0D6 【生命】のチェック {FUMBLE_NOTE} {BELOW_ONE_NOTE}",
        f"1D6 【意志】のチェック {FUMBLE_NOTE}",
        "",
        "■ Bob 1D100>=1",
        "1D10+0 シーケンス値",
        f"0D6 【生命】のチェック {FUMBLE_NOTE} {BELOW_ONE_NOTE}",
        f"0D6 【意志】のチェック {FUMBLE_NOTE} {BELOW_ONE_NOTE}",
        "2D6+1[12,2] 《Cut 1D100>=1》",
    ]
