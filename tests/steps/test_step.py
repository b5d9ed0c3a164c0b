import dataclasses
from datetime import datetime

import pytest

from fhrtool.model import BoardEntry, Campaign, Character, CharacterKind, Pool
from fhrtool.model.text import Text
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import dice, sheet
from fhrtool.steps.step import InvalidValueError, Step
from tests.samples.log import AT, entries
from tests.steps.table import Table


@pytest.fixture
def document() -> Table:
    aldo = Character(id="aldo", name="Aldo", hope=Pool(current=3, maximum=5), reflex=1)
    return Table(Campaign(characters=(aldo,)))


def test_set_field_names_the_step_with_old_and_new_value(document: Table) -> None:
    assert document.changes(sheet.set_field, sheet.SetField("aldo", "reflex", 2))
    assert document.character("aldo").reflex == 2
    assert document.undo_stack.undoText() == "Reflex 1 → 2 (Aldo)"


def test_set_field_merges_repeated_edits_of_one_field(document: Table) -> None:
    for value in (2, 3, 4):
        document.run(sheet.set_field, sheet.SetField("aldo", "life", value))
    document.run(sheet.set_field, sheet.SetField("aldo", "will", 2))
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.character("aldo").life == 0


def test_invalid_value_is_refused_with_the_reason_and_nothing_changes(document: Table) -> None:
    with pytest.raises(InvalidValueError, match="tension_value"):
        document.run(sheet.set_field, sheet.SetField("aldo", "tension_value", 150))
    with pytest.raises(InvalidValueError, match="exceeds its maximum"):
        document.run(
            sheet.set_field, sheet.SetField("aldo", "hope", Pool.model_construct(current=9, maximum=5))
        )
    assert document.undo_stack.count() == 0


def test_set_pool_lowers_current_with_the_maximum(document: Table) -> None:
    document.run(sheet.set_pool, sheet.SetPool("aldo", "hope", current=3, maximum=2))
    assert document.character("aldo").hope == Pool(current=2, maximum=2)
    assert document.undo_stack.undoText() == "Hope 3/5 → 2/2 (Aldo)"
    with pytest.raises(InvalidValueError, match="cannot be negative"):
        document.run(sheet.set_pool, sheet.SetPool("aldo", "hope", current=0, maximum=-1))


def test_add_duplicate_delete_are_undoable(document: Table) -> None:
    npc = document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.NPC))
    assert document.character(npc).name == "New NPC"
    assert document.character(npc).kind is CharacterKind.NPC
    copy = document.run(sheet.duplicate_character, sheet.Duplicate("aldo"))
    assert [c.name for c in document.campaign.characters] == ["Aldo", "Aldo (copy)", "New NPC"]
    assert copy != "aldo"
    document.run(sheet.delete_character, "aldo")
    assert [c.name for c in document.campaign.characters] == ["Aldo (copy)", "New NPC"]
    assert document.undo_stack.undoText() == "Delete Aldo"
    for _ in range(3):
        document.undo_stack.undo()
    assert [c.id for c in document.campaign.characters] == ["aldo"]


def test_deleting_a_character_keeps_board_entries_naming_it() -> None:
    entry = BoardEntry(target_id="bea", target_name="Bea", emotions=("kindred-spirit",), bond=2)
    aldo = Character(id="aldo", name="Aldo", casting_board=(entry,))
    document = Table(Campaign(characters=(aldo, Character(id="bea", name="Bea"))))
    document.run(sheet.delete_character, "bea")
    assert document.character("aldo").casting_board == (entry,)


def test_merged_steps_are_named_from_the_first_old_value(document: Table) -> None:
    document.run(sheet.set_field, sheet.SetField("aldo", "life", 1))
    document.run(sheet.set_field, sheet.SetField("aldo", "life", 12))
    assert document.undo_stack.undoText() == "Life 0 → 12 (Aldo)"


def test_duplicating_a_name_at_the_length_limit_keeps_a_valid_name() -> None:
    long_name = "x" * 200
    document = Table(Campaign(characters=(Character(id="a", name=long_name),)))
    copy = document.run(sheet.duplicate_character, sheet.Duplicate("a"))
    assert document.character(copy).name == long_name


def test_table_rules_are_one_step_and_undo_restores_the_old_ones() -> None:
    from fhrtool.model import RuleOptions
    from fhrtool.steps import campaign as campaign_steps

    table = Table(Campaign())
    stricter = RuleOptions(critical_value=11)
    table.run(campaign_steps.set_table_rules, stricter)
    assert table.campaign.options == stricter
    assert table.undo_stack.undoText() == "Table rules"
    table.undo_stack.undo()
    assert table.campaign.options == RuleOptions()
    assert not table.changes(campaign_steps.set_table_rules, RuleOptions())


def test_a_step_that_would_outgrow_a_list_the_files_hold_is_refused() -> None:
    from fhrtool.model import Emotion
    from fhrtool.model.campaign import EMOTIONS_MAX
    from fhrtool.steps import board

    full = tuple(Emotion(id=f"e{n}", name_ja=f"感情{n}", bond=1) for n in range(EMOTIONS_MAX))
    table = Table(Campaign(emotions=full))
    with pytest.raises(InvalidValueError, match="Emotion list can hold at most 1000, not 1001"):
        table.run(board.add_emotion, board.AddEmotion("友情", 2, False))
    assert table.campaign.emotions == full
    assert table.undo_stack.count() == 0


def test_the_lists_of_each_character_are_held_to_their_limits_too() -> None:
    from fhrtool.model import Skill

    aldo = Character(
        id="aldo", name="Aldo", skills=tuple(Skill(id=f"s{n}", name=f"S{n}") for n in range(1_000))
    )
    table = Table(Campaign(characters=(aldo,)))
    with pytest.raises(InvalidValueError, match="Skills can hold at most 1000, not 1001"):
        table.run(sheet.add_skill, sheet.AddSkill("aldo", "Parry"))
    assert len(table.campaign.character("aldo").skills) == 1_000


def _clock() -> datetime:
    return AT


def test_a_logging_step_knows_its_log_begins_with_the_log_it_was_given() -> None:
    start = Campaign(characters=(Character(id="aldo", name="Aldo"),), log=entries(3))
    made = dice.roll(start, dice.Roll("2D6"), ScriptedDice((3, 4)), _clock)
    assert len(made.campaign.log) == 4
    assert made.keeps_log(start.log)
    assert not made.keeps_log(start.log[:2])  # a beginning of it, but not the log it grew from
    assert not made.keeps_log(entries(3))  # an equal log is not known without comparing it
    # Another campaign in the step: what the step knew is not said of that campaign's log.
    swapped = dataclasses.replace(made, campaign=start.model_copy(update={"log": entries(4, "other")}))
    assert not swapped.keeps_log(start.log)
    first = dice.roll(start.model_copy(update={"log": ()}), dice.Roll("2D6"), ScriptedDice((3, 4)), _clock)
    assert first.keeps_log(())
    unlogged = Step(start, Text("Rename"), None)
    assert unlogged.keeps_log(start.log)  # a step that logs nothing keeps the very log it was given
    assert not unlogged.keeps_log(entries(3))
