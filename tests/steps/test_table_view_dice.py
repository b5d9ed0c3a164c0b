"""What the table may see of a fight, on its pages and in the player view window alike: a PC's dice left,
hope, fatigue and HP; nobody else's numbers; the acting order and who is still to roll."""

from __future__ import annotations

from fhrtool.model import (
    Campaign,
    Combatant,
    DurationUnit,
    Encounter,
    Essence,
    Passive,
    Phase,
    Quick,
    RuleOptions,
    Side,
    Sync,
    TensionMode,
)
from fhrtool.rules.checks import typed_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from fhrtool.steps.table_view import (
    DeclarationView,
    EffectView,
    Numbers,
    PersonView,
    TableView,
    counted,
    table_view,
)
from tests.samples import fight
from tests.steps.table import Table


def _table(options: RuleOptions | None = None) -> tuple[Table, dict[str, str]]:
    characters = (fight.aldo(), fight.bea(), fight.goblin(), fight.dora())
    table = Table(Campaign(characters=characters, options=options or RuleOptions()))
    table.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    return table, {c.name: c.id for c in table.campaign.encounter.combatants}


def _aldo(ids: dict[str, str], life: int = 3, will: int = 4, **fields: object) -> PersonView:
    numbers = {
        "life_dice": life,
        "will_dice": will,
        "life": 3,
        "will": 4,
        "passive_bonus": 0,
        "hope": 2,
        "hope_max": 3,
        "fatigue": 0,
        "hp": 20,
        "hp_max": 20,
        "tension_value": 41,
        "effects": (),
        "declarations": (),
        **fields,
    }
    return PersonView(ids["Aldo"], "Aldo", "pc", False, Numbers(**numbers))  # type: ignore[arg-type]


def _person(view: TableView, name: str) -> PersonView:
    return next(person for person in view.people if person.name == name)


def test_an_empty_campaign_shows_low_tension_and_nobody() -> None:
    assert table_view(Campaign()) == TableView("low", None, 0, 0, None, (), (), ())


def test_in_low_tension_pcs_show_their_numbers_and_npcs_their_names_only() -> None:
    table, ids = _table()
    table.run(tracker.set_side, tracker.SetSide(ids["Bea"], Side.ALLY))  # an ally's numbers are the GM's
    view = table_view(table.campaign)
    assert view.people == (
        _aldo(ids),
        PersonView(ids["Bea"], "Bea", "ally", False),
        PersonView(ids["Goblin"], "Goblin", "enemy", False),
        PersonView(ids["Dora"], "Dora", "enemy", False),
    )
    assert view.order == ()


def test_while_rolling_those_still_to_roll_wait_but_not_the_defeated() -> None:
    table, ids = _table()
    table.run(tracker.set_defeated, tracker.SetDefeated(ids["Dora"], True))
    table.run(tracker.switch_to_high, None)
    table.run(tracker.enter_roll, tracker.EnterRoll(ids["Aldo"], 7))
    view = table_view(table.campaign)
    assert (view.mode, view.round, view.phase) == ("high", 1, "rolling")
    assert [person.waiting for person in view.people] == [False, True, True, False]
    assert view.people[3].defeated
    table.run(tracker.roll_sequence, None, dice=ScriptedDice([5, 6]))
    assert [person.waiting for person in table_view(table.campaign).people] == [False] * 4


def test_the_acting_order_with_the_dice_each_pc_has_left_this_round() -> None:
    table, ids = _table()
    table.run(tracker.switch_to_high, None)
    rolls = {ids["Aldo"]: 9, ids["Bea"]: 10, ids["Goblin"]: 10, ids["Dora"]: 3}
    table.run(tracker.roll_sequence, rolls, dice=ScriptedDice([]))
    table.run(tracker.declare, Passive(ids["Bea"], 1))
    declaring = table_view(table.campaign)
    assert declaring.phase == "declaring"
    assert declaring.order == (), "no order before it is confirmed"
    declared = _person(declaring, "Bea").numbers
    assert declared is not None
    assert declared.passive_bonus == 1, "counted from the declaration, as the tracker shows it"
    table.run(tracker.confirm_order, None)
    check = tracker.CheckRequest(Essence.LIFE, typed_check(5, 5), role="active")
    table.run(tracker.take_check, tracker.TakeCheck(ids["Aldo"], check))
    table.run(tracker.next_slot, None)
    view = table_view(table.campaign)
    names = {person.id: person.name for person in view.people}
    assert view.sequence == 10
    assert [
        (slot.value, [names[i] for i in slot.combatant_ids], slot.current, slot.done) for slot in view.order
    ] == [
        (12, ["Aldo"], False, True),
        (10, ["Goblin"], True, False),
        (7, ["Bea"], False, False),  # passive
        (4, ["Dora"], False, False),
        (2, ["Aldo"], False, False),  # again
        (0, ["Goblin"], False, False),  # again
    ]
    assert _person(view, "Aldo") == _aldo(ids, life=2), "one Life check: one die less this round"
    numbers = _person(view, "Bea").numbers
    assert numbers is not None
    assert (numbers.life_dice, numbers.will_dice, numbers.passive_bonus) == (2, 3, 1)
    assert _person(view, "Goblin").numbers is None


def test_dice_left_never_go_below_none_and_effects_are_a_pcs_own() -> None:
    table, ids = _table(RuleOptions(fatigue_penalty_step=1))
    table.run(tracker.adjust, tracker.Adjust([ids["Aldo"]], "fatigue", "9"))
    table.run(tracker.add_effect, tracker.AddEffect(ids["Aldo"], "Blessed", 2, DurationUnit.ODES))
    table.run(tracker.add_effect, tracker.AddEffect(ids["Goblin"], "Poisoned", 2, DurationUnit.ODES))
    view = table_view(table.campaign)
    assert view.people[0] == _aldo(
        ids, life=0, will=0, fatigue=9, effects=(EffectView("Blessed", 2, "odes"),)
    )
    assert "Poisoned" not in repr(view)


def test_while_declaring_a_quick_declaration_takes_its_dice_at_once() -> None:
    """As the tracker shows them: the declarations so far make the round."""
    table, ids = _table()
    table.run(tracker.switch_to_high, None)
    rolls = {ids["Aldo"]: 9, ids["Bea"]: 10, ids["Goblin"]: 10, ids["Dora"]: 3}
    table.run(tracker.roll_sequence, rolls, dice=ScriptedDice([]))
    assert table_view(table.campaign).people[0] == _aldo(ids)
    table.run(tracker.declare, Quick(ids["Aldo"], 1))
    quick = DeclarationView("quick", 1)
    assert table_view(table.campaign).people[0] == _aldo(ids, life=2, will=3, declarations=(quick,))
    assert counted(table.campaign).phase is Phase.ACTING, "counted as the order the declarations make"
    table.run(tracker.confirm_order, None)
    assert table_view(table.campaign).people[0] == _aldo(ids, life=2, will=3, declarations=(quick,))


def test_declarations_the_order_would_refuse_take_no_dice() -> None:
    aldo = Combatant(id="a", name="Aldo", side=Side.PC, life=3, will=4)
    fight_ = Encounter(
        mode=TensionMode.HIGH,
        round=1,
        phase=Phase.DECLARING,
        combatants=(aldo, Combatant(id="g", name="Goblin")),
        rolls={"a": 2, "g": 9},
        declarations=(Quick("a", 1), Sync("a", "g")),  # a sync with someone faster is refused
    )
    campaign = Campaign(encounter=fight_)
    assert counted(campaign) is fight_
    numbers = table_view(campaign).people[0].numbers
    assert numbers is not None
    assert (numbers.life_dice, numbers.will_dice) == (3, 4)
