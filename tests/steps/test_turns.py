"""Who of the sequence being played has acted in it: what Next would pass over."""

from __future__ import annotations

from fhrtool.model import Campaign, Combatant, Encounter, Essence, Phase, Slot, TensionMode
from fhrtool.rules import srs
from fhrtool.rules.checks import typed_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from fhrtool.steps.turns import not_acted
from tests.samples import fight
from tests.steps.table import Table


def _acting() -> tuple[Table, dict[str, str]]:
    """RULES §8's four, the order confirmed: Aldo 12, Bea 12, the goblin 10, Dora 4, then Aldo and
    Bea 2, the goblin 0."""
    table = Table(Campaign(characters=(fight.aldo(), fight.bea(), fight.goblin(), fight.dora())))
    table.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    ids = {c.name: c.id for c in table.campaign.encounter.combatants}
    table.run(tracker.switch_to_high, None)
    rolls = {ids["Aldo"]: 9, ids["Bea"]: 10, ids["Goblin"]: 10, ids["Dora"]: 3}
    table.run(tracker.roll_sequence, rolls, dice=ScriptedDice([]))
    table.run(tracker.confirm_order, None)
    return table, ids


def _check(table: Table, who: str, role: tracker.CheckRole, reacting_to: str | None = None) -> None:
    request = tracker.CheckRequest(Essence.LIFE, typed_check(5, 5), role=role, reacting_to=reacting_to)
    table.run(tracker.take_check, tracker.TakeCheck(who, request))


def test_nobody_is_waiting_outside_a_sequence() -> None:
    table, _ids = _acting()
    assert not_acted(Table(Campaign()).campaign) == ()
    table.run(tracker.return_to_low, None)
    assert not_acted(table.campaign) == ()


def test_an_actor_has_acted_by_an_active_action_a_check_of_its_own_or_a_2d6_action() -> None:
    table, ids = _acting()
    aldo, bea, goblin = ids["Aldo"], ids["Bea"], ids["Goblin"]
    assert not_acted(table.campaign) == (aldo,)
    _check(table, bea, "reaction", reacting_to=aldo)  # a reaction is no turn of Aldo's
    assert not_acted(table.campaign) == (aldo,)
    table.run(tracker.take_active_action, aldo)
    assert not_acted(table.campaign) == ()
    table.run(tracker.next_slot, None)
    assert not_acted(table.campaign) == (bea,), "Bea's reaction in Aldo's sequence was not her turn"
    _check(table, bea, "other")
    assert not_acted(table.campaign) == ()
    table.run(tracker.next_slot, None)
    assert not_acted(table.campaign) == (goblin,)
    action = srs.check(ScriptedDice([3, 4]), 2)
    table.run(tracker.action_check, tracker.ActionCheck(goblin, tracker.ActionCheckRequest(action)))
    assert not_acted(table.campaign) == ()


def test_a_sequence_gone_back_to_remembers_who_acted_in_it() -> None:
    table, ids = _acting()
    _check(table, ids["Aldo"], "active")
    table.run(tracker.next_slot, None)
    assert not_acted(table.campaign) == (ids["Bea"],)
    table.run(tracker.previous_slot, None)
    assert not_acted(table.campaign) == ()
    table.run(tracker.next_slot, None)
    table.run(tracker.next_slot, None)
    table.run(tracker.next_slot, None)
    table.run(tracker.next_slot, None)  # Aldo's second sequence of the round: a turn of its own
    assert not_acted(table.campaign) == (ids["Aldo"],)


def test_a_defeated_actor_is_not_waited_for() -> None:
    table, ids = _acting()
    table.run(tracker.set_defeated, tracker.SetDefeated(ids["Aldo"], True))
    assert not_acted(table.campaign) == ()


def test_a_fight_without_the_rounds_log_has_nobody_acted() -> None:
    """A campaign whose log was cut (or written elsewhere) tells nothing: the actors are waited for."""
    combatants = (Combatant(id="a", name="A"), Combatant(id="b", name="B"))
    fight_ = Encounter(
        mode=TensionMode.HIGH,
        round=1,
        phase=Phase.ACTING,
        combatants=combatants,
        order=(Slot(value=5, combatant_ids=("a", "b")),),
    )
    assert not_acted(Campaign(encounter=fight_)) == ("a", "b")
