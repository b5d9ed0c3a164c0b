"""Players' requests: an accepted one is exactly the tracker step the GM would have entered."""

from __future__ import annotations

import pytest

from fhrtool.model import Campaign, Delay, Essence, Passive, Quick, Sync
from fhrtool.rules import RuleError
from fhrtool.rules.checks import roll_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.rules.encounter import available_dice
from fhrtool.steps import tracker
from fhrtool.steps.table_requests import Check, Declare, Request, Withdraw, describe, play_request
from tests.samples import fight
from tests.steps.table import Table


def _declaring() -> tuple[Table, dict[str, str]]:
    table = Table(Campaign(characters=(fight.aldo(), fight.bea(), fight.goblin(), fight.dora())))
    table.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    table.run(tracker.switch_to_high, None)
    ids = {c.name: c.id for c in table.campaign.encounter.combatants}
    d10s = {"Aldo": 9, "Bea": 10, "Goblin": 10, "Dora": 3}
    table.run(tracker.roll_sequence, {ids[n]: d for n, d in d10s.items()}, dice=ScriptedDice([]))
    return table, ids


def _same_as_the_gm(table: Table, request: Request, step: object, inputs: object, dice: list[int]) -> None:
    """Accepting ``request`` leaves the campaign, the undo entry and the log as the GM's step would."""
    gm = Table(table.campaign)
    gm.clock.now = table.clock.now
    gm.run(step, inputs, dice=ScriptedDice(dice))  # type: ignore[arg-type]
    table.run(play_request, request, dice=ScriptedDice(dice))
    assert table.campaign == gm.campaign
    assert table.undo_stack.undoText() == gm.undo_stack.undoText()


@pytest.mark.parametrize(
    ("kind", "amount", "declaration"),
    [("quick", 2, Quick("A", 2)), ("passive", 1, Passive("A", 1)), ("delay", 4, Delay("A", 4))],
)
def test_a_declaration_request_is_the_declare_step(kind: str, amount: int, declaration: object) -> None:
    table, ids = _declaring()
    aldo = ids["Aldo"]
    mine = type(declaration)(aldo, amount)  # type: ignore[call-arg]
    _same_as_the_gm(table, Declare(aldo, kind, amount), tracker.declare, mine, [])  # type: ignore[arg-type]


def test_sync_hope_and_withdraw_requests_are_the_gms_steps() -> None:
    table, ids = _declaring()
    bea, dora = ids["Bea"], ids["Dora"]
    _same_as_the_gm(table, Declare(bea, "sync", partner_id=dora), tracker.declare, Sync(bea, dora), [])
    aldo = ids["Aldo"]
    _same_as_the_gm(
        table, Declare(aldo, "hope", 1, dice=(5,)), tracker.declare_hope, tracker.DeclareHope(aldo, 1), [5]
    )
    assert table.undo_stack.undoText() == "Hope ×1 on the sequence value (Aldo)"
    _same_as_the_gm(table, Withdraw(aldo, "hope"), tracker.withdraw, tracker.Withdraw(aldo, "hope"), [])
    # Hope the app rolls comes from the dice it is given.
    table.run(play_request, Declare(aldo, "hope", 1), dice=ScriptedDice([3]))
    assert table.campaign.encounter.declarations[-1].d6_results == (3,)  # type: ignore[union-attr]


def test_typed_dice_are_used_whole_or_the_request_is_refused() -> None:
    table, ids = _declaring()
    aldo = ids["Aldo"]
    before = table.campaign
    with pytest.raises(RuleError, match="1 more dice were typed in than the roll has"):
        table.run(play_request, Declare(aldo, "hope", 1, dice=(5, 6)))
    with pytest.raises(RuleError, match="no die result left"):
        table.run(play_request, Declare(aldo, "hope", 2, dice=(5,)))
    with pytest.raises(RuleError, match="not a possible result"):
        table.run(play_request, Declare(aldo, "hope", 1, dice=(7,)))
    assert table.campaign is before


def test_a_check_request_rolls_the_pool_of_now_with_the_typed_or_the_apps_dice() -> None:
    table, ids = _declaring()
    table.run(tracker.confirm_order, None)
    aldo = ids["Aldo"]
    assert table.campaign.encounter.order[0].combatant_ids == (aldo,)
    pool = available_dice(table.campaign.encounter, aldo, Essence.LIFE, options=table.campaign.options)
    assert pool.total == 3
    result = roll_check(pool, 7, ScriptedDice([3, 5, 1]), table.campaign.options)
    gm_inputs = tracker.TakeCheck(aldo, tracker.CheckRequest(Essence.LIFE, result, "active"))
    request = Check(aldo, Essence.LIFE, 7, role="active", dice=(3, 5, 1))
    _same_as_the_gm(table, request, tracker.take_check, gm_inputs, [])
    assert table.campaign.log[-1].params["dice"] == (3, 5, 1)
    # The next Will check rolls 4 dice (Will 4, no correction yet): a fifth typed die is refused.
    with pytest.raises(RuleError, match="1 more dice"):
        table.run(play_request, Check(aldo, Essence.WILL, 7, dice=(1, 2, 3, 4, 5)))
    table.run(play_request, Check(aldo, Essence.WILL, 7), dice=ScriptedDice([6, 6, 6, 6]))
    assert table.campaign.log[-1].params["dice"] == (6, 6, 6, 6)
    with pytest.raises(RuleError, match="no combatant nobody"):
        table.run(play_request, Check("nobody", Essence.WILL, 7))


def test_requests_say_what_they_ask_for() -> None:
    table, ids = _declaring()
    aldo, bea = ids["Aldo"], ids["Bea"]
    campaign = table.campaign
    said = [
        describe(campaign, Declare(aldo, "quick", 2)),
        describe(campaign, Declare(aldo, "sync", partner_id=bea)),
        describe(campaign, Declare(aldo, "hope", 2)),
        describe(campaign, Withdraw(aldo, "delay")),
        describe(campaign, Check(aldo, Essence.WILL, 9, dice=(1, 6))),
        describe(campaign, Check("gone", Essence.LIFE, 8)),
    ]
    assert [str(text) for text in said] == [
        "Quick ×2 (Aldo)",
        "Sync with Bea (Aldo)",
        "Hope ×2 on the sequence value (Aldo)",
        "Withdraw delay (Aldo)",
        "Will check against 9, typed in: 1, 6 (Aldo)",
        "Life check against 8, the app rolls (gone)",
    ]
