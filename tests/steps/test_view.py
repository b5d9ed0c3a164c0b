"""What the table may see of a fight: a PC's dice left, hope, fatigue and HP; nobody else's numbers."""

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
from fhrtool.steps.view import PcNumbers, SeenCombatant, SeenEffect, SeenRow, TableView, table_view
from tests.samples import fight
from tests.steps.table import Table


def _table(options: RuleOptions | None = None) -> tuple[Table, dict[str, str]]:
    characters = (fight.aldo(), fight.bea(), fight.goblin(), fight.dora())
    table = Table(Campaign(characters=characters, options=options or RuleOptions()))
    table.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    return table, {c.name: c.id for c in table.campaign.encounter.combatants}


def _aldo(life: int = 3, will: int = 4, **fields: object) -> SeenCombatant:
    numbers = {
        "life": life,
        "life_max": 3,
        "will": will,
        "will_max": 4,
        "passive_bonus": 0,
        "hope": 2,
        "hope_max": 3,
        "fatigue": 0,
        "hp": 20,
        "hp_max": 20,
        **fields,
    }
    return SeenCombatant("Aldo", Side.PC, False, PcNumbers(**numbers))  # type: ignore[arg-type]


def test_an_empty_campaign_shows_low_tension_and_nobody() -> None:
    assert table_view(Campaign()) == TableView(TensionMode.LOW, 0, 0, None, ())


def test_in_low_tension_pcs_show_their_numbers_and_npcs_their_names_only() -> None:
    table, ids = _table()
    table.run(tracker.set_side, tracker.SetSide(ids["Bea"], Side.ALLY))  # an ally's numbers are the GM's
    view = table_view(table.campaign)
    assert view.rows == (
        SeenRow((_aldo(),)),
        SeenRow((SeenCombatant("Bea", Side.ALLY, False),)),
        SeenRow((SeenCombatant("Goblin", Side.ENEMY, False),)),
        SeenRow((SeenCombatant("Dora", Side.ENEMY, False),)),
    )


def test_while_rolling_those_still_to_roll_wait_but_not_the_defeated() -> None:
    table, ids = _table()
    table.run(tracker.set_defeated, tracker.SetDefeated(ids["Dora"], True))
    table.run(tracker.switch_to_high, None)
    table.run(tracker.enter_roll, tracker.EnterRoll(ids["Aldo"], 7))
    view = table_view(table.campaign)
    assert (view.mode, view.round, view.phase) == (TensionMode.HIGH, 1, Phase.ROLLING)
    assert [row.waiting for row in view.rows] == [False, True, True, False]
    assert view.rows[3].combatants[0].defeated


def test_the_acting_order_with_the_dice_each_pc_has_left_this_round() -> None:
    table, ids = _table()
    table.run(tracker.switch_to_high, None)
    rolls = {ids["Aldo"]: 9, ids["Bea"]: 10, ids["Goblin"]: 10, ids["Dora"]: 3}
    table.run(tracker.roll_sequence, rolls, dice=ScriptedDice([]))
    table.run(tracker.declare, Passive(ids["Bea"], 1))
    declaring = table_view(table.campaign)
    assert declaring.phase is Phase.DECLARING
    assert [row.value for row in declaring.rows] == [None] * 4, "no order before it is confirmed"
    table.run(tracker.confirm_order, None)
    check = tracker.CheckRequest(Essence.LIFE, typed_check(5, 5), role="active")
    table.run(tracker.take_check, tracker.TakeCheck(ids["Aldo"], check))
    table.run(tracker.next_slot, None)
    view = table_view(table.campaign)
    assert (view.current_value, view.actors) == (10, ("Goblin",))
    assert [(row.value, row.current, row.done) for row in view.rows] == [
        (12, False, True),  # Aldo
        (10, True, False),  # the goblin
        (7, False, False),  # Bea, passive
        (4, False, False),  # Dora
        (2, False, False),  # Aldo again
        (0, False, False),  # the goblin again
    ]
    aldo = next(row for row in view.rows if row.combatants[0].name == "Aldo")
    assert aldo.combatants == (_aldo(life=2),), "one Life check: one die less this round"
    bea = next(row for row in view.rows if row.combatants[0].name == "Bea")
    numbers = bea.combatants[0].numbers
    assert numbers is not None
    assert (numbers.life, numbers.will, numbers.passive_bonus) == (2, 3, 1)
    goblin = next(row for row in view.rows if row.combatants[0].name == "Goblin")
    assert goblin.combatants[0].numbers is None


def test_dice_left_never_go_below_none_and_effects_are_a_pcs_own() -> None:
    table, ids = _table(RuleOptions(fatigue_penalty_step=1))
    table.run(tracker.adjust, tracker.Adjust([ids["Aldo"]], "fatigue", "9"))
    table.run(tracker.add_effect, tracker.AddEffect(ids["Aldo"], "Blessed", 2, DurationUnit.ODES))
    table.run(tracker.add_effect, tracker.AddEffect(ids["Goblin"], "Poisoned", 2, DurationUnit.ODES))
    view = table_view(table.campaign)
    assert view.rows[0].combatants == (
        _aldo(life=0, will=0, fatigue=9, effects=(SeenEffect("Blessed", 2, DurationUnit.ODES),)),
    )
    assert "Poisoned" not in repr(view)


def test_while_declaring_a_quick_declaration_takes_its_dice_at_once() -> None:
    """As the tracker shows them: the declarations so far make the round."""
    table, ids = _table()
    table.run(tracker.switch_to_high, None)
    rolls = {ids["Aldo"]: 9, ids["Bea"]: 10, ids["Goblin"]: 10, ids["Dora"]: 3}
    table.run(tracker.roll_sequence, rolls, dice=ScriptedDice([]))
    assert table_view(table.campaign).rows[0].combatants == (_aldo(),)
    table.run(tracker.declare, Quick(ids["Aldo"], 1))
    assert table_view(table.campaign).rows[0].combatants == (_aldo(life=2, will=3),)


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
    numbers = table_view(Campaign(encounter=fight_)).rows[0].combatants[0].numbers
    assert numbers is not None
    assert (numbers.life, numbers.will) == (3, 4)
