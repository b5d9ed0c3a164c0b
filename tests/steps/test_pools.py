"""One home for every number: a character's HP, hope, fatigue, essences and abilities read the same on its
sheet and on its only combatant after every step, whichever side the step changed."""

from __future__ import annotations

import pytest

from fhrtool.model import Campaign, Character, Combatant, Essence, Pool
from fhrtool.model.encounter import SHARED_NUMBERS
from fhrtool.rules.checks import typed_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import board, sheet, tracker
from fhrtool.steps.step import carried
from fhrtool.storage.files import read_campaign
from fhrtool.storage.paths import resource_path
from tests.samples import fight
from tests.steps.table import Table

YUU = "天城 ユウ"


def _demo() -> Table:
    return Table(read_campaign(resource_path("samples", "demo.fhrc")).value)


def _ids(table: Table, name: str) -> tuple[str, str]:
    """The character's id and its combatant's."""
    combatant = next(c for c in table.campaign.encounter.combatants if c.name == name)
    assert combatant.character_id is not None
    return combatant.character_id, combatant.id


def _both(table: Table, combatant_id: str) -> tuple[Character, Combatant]:
    combatant = table.campaign.encounter.combatant(combatant_id)
    assert combatant.character_id is not None
    return table.character(combatant.character_id), combatant


def _agree(table: Table, combatant_id: str) -> None:
    character, combatant = _both(table, combatant_id)
    assert {name: getattr(character, name) for name in SHARED_NUMBERS} == {
        name: getattr(combatant, name) for name in SHARED_NUMBERS
    }


def test_cost_paid_on_the_board_and_damage_in_the_tracker_both_count() -> None:
    # The demo in round 2: 天城 ユウ at HP 22 pays 10 cost from HP, then takes 3 damage in the tracker.
    table = _demo()
    yuu, fighter = _ids(table, YUU)
    assert table.campaign.encounter.round == 2
    assert table.character(yuu).hp.current == 22
    table.run(board.pay_cost, board.PayCost(yuu, 10, from_tension=0))
    assert table.campaign.encounter.combatant(fighter).hp.current == 12
    _agree(table, fighter)
    table.run(tracker.adjust, tracker.Adjust([fighter], "hp", "-3"))
    assert table.character(yuu).hp.current == 9
    _agree(table, fighter)
    table.undo_stack.undo()
    assert table.character(yuu).hp.current == table.campaign.encounter.combatant(fighter).hp.current == 12
    table.undo_stack.undo()
    assert table.character(yuu).hp.current == table.campaign.encounter.combatant(fighter).hp.current == 22
    table.undo_stack.redo()
    table.undo_stack.redo()
    assert table.character(yuu).hp.current == 9
    _agree(table, fighter)


def test_an_infinity_breaks_cost_reaches_the_fight() -> None:
    table = _demo()
    yuu, fighter = _ids(table, YUU)
    character = table.character(yuu)
    registration = character.infinity_breaks[0]
    tension_before = character.tension_value  # 64: the cost of 53 is 50 + the skill's 3
    table.run(board.use_infinity_break, board.UseInfinityBreak(yuu, registration.id, from_tension=45))
    assert table.character(yuu).tension_value == tension_before - 45
    assert table.campaign.encounter.combatant(fighter).hp.current == 22 - 8
    _agree(table, fighter)
    table.run(tracker.adjust, tracker.Adjust([fighter], "hp", "-3"))
    assert table.character(yuu).hp.current == 22 - 8 - 3
    _agree(table, fighter)


def test_hope_set_on_the_sheet_is_the_hope_the_tracker_adds_to() -> None:
    table = _demo()
    yuu, fighter = _ids(table, YUU)
    assert table.character(yuu).hope == Pool(current=2, maximum=3)
    table.run(sheet.set_pool, sheet.SetPool(yuu, "hope", current=0, maximum=3))
    assert table.campaign.encounter.combatant(fighter).hope == Pool(current=0, maximum=3)
    table.run(tracker.adjust, tracker.Adjust([fighter], "hope", "+1"))
    assert table.character(yuu).hope == Pool(current=1, maximum=3)
    _agree(table, fighter)


def test_every_number_the_sheet_edits_reaches_the_only_combatant() -> None:
    table = _demo()
    yuu, fighter = _ids(table, YUU)
    for name, value in [
        ("life", 6),
        ("will", 1),
        ("reflex", -1),
        ("perception", 2),
        ("sense", 0),
        ("fatigue", 4),
    ]:
        table.run(sheet.set_field, sheet.SetField(yuu, name, value))
        assert getattr(table.campaign.encounter.combatant(fighter), name) == value
    table.run(sheet.set_pool, sheet.SetPool(yuu, "hp", current=30, maximum=40))
    assert table.campaign.encounter.combatant(fighter).hp == Pool(current=30, maximum=40)
    table.run(sheet.set_pool, sheet.SetPool(yuu, "hp", current=30, maximum=20))  # the current comes down
    assert table.campaign.encounter.combatant(fighter).hp == Pool(current=20, maximum=20)
    _agree(table, fighter)
    table.run(sheet.set_field, sheet.SetField(yuu, "notes", "scarred"))  # not a number of the fight
    _agree(table, fighter)


def test_a_check_paid_with_fatigue_and_hope_reaches_the_sheet() -> None:
    table = Table(Campaign(characters=(fight.aldo(),)))
    (aldo,) = table.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    table.run(tracker.switch_to_high, None)
    table.run(tracker.roll_sequence, {aldo: 5}, dice=ScriptedDice([]))
    table.run(tracker.confirm_order, None)
    request = tracker.CheckRequest(Essence.LIFE, typed_check(9, 10), hope=1, pay_with="fatigue")
    table.run(tracker.take_check, tracker.TakeCheck(aldo, request))
    assert (table.character("aldo").fatigue, table.character("aldo").hope.current) == (1, 1)
    _agree(table, aldo)
    table.run(sheet.set_field, sheet.SetField("aldo", "fatigue", 0))  # the GM lets it rest
    table.run(tracker.take_check, tracker.TakeCheck(aldo, request))
    assert table.campaign.encounter.combatant(aldo).fatigue == table.character("aldo").fatigue == 1


def test_copies_of_an_npc_keep_their_own_numbers_and_its_sheet_keeps_its_own() -> None:
    table = Table(Campaign(characters=(fight.goblin(),)))
    goblins = table.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"], count=2))
    table.run(tracker.adjust, tracker.Adjust(goblins[:1], "hp", "-5"))
    table.run(sheet.set_pool, sheet.SetPool("goblin", "hp", current=12, maximum=12))
    assert [c.hp for c in table.campaign.encounter.combatants] == [
        Pool(current=3, maximum=8),
        Pool(current=8, maximum=8),
    ]
    assert table.character("goblin").hp == Pool(current=12, maximum=12)
    # The last copy left: only what a step changes goes across, never what neither side touched.
    table.run(tracker.remove_combatant, goblins[1])
    table.run(sheet.set_pool, sheet.SetPool("goblin", "hp", current=12, maximum=15))
    assert table.campaign.encounter.combatant(goblins[0]).hp == Pool(current=3, maximum=15)
    table.run(tracker.adjust, tracker.Adjust(goblins[:1], "hp", "-1"))
    assert table.character("goblin").hp == Pool(current=2, maximum=15)


def test_an_npc_in_the_fight_once_follows_its_sheet() -> None:
    table = Table(Campaign(characters=(fight.goblin(),)))
    (goblin,) = table.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"]))
    table.run(sheet.set_field, sheet.SetField("goblin", "life", 5))
    assert table.campaign.encounter.combatant(goblin).life == 5


@pytest.mark.parametrize(
    ("old", "new", "onto", "expected"),
    [
        (Pool(current=5, maximum=9), Pool(current=2, maximum=9), Pool(current=7, maximum=12), (2, 12)),
        (Pool(current=3, maximum=9), Pool(current=3, maximum=4), Pool(current=7, maximum=12), (4, 4)),
        (Pool(current=5, maximum=9), Pool(current=5, maximum=9), Pool(current=7, maximum=12), (7, 12)),
    ],
)
def test_a_pool_carries_only_the_part_that_changed(
    old: Pool, new: Pool, onto: Pool, expected: tuple[int, int]
) -> None:
    character = Character(name="A", hp=old)
    combatant = Combatant(name="A", hp=onto)
    moved = carried(character, character.model_copy(update={"hp": new}), combatant)
    assert (moved.hp.current, moved.hp.maximum) == expected
    assert (moved is combatant) == (expected == (7, 12))
