"""Campaigns for the sharing tests: the fight of RULES §8 at its declarations, played through steps."""

from __future__ import annotations

from fhrtool.model import Campaign, DurationUnit, Essence, Passive, Phase, Quick
from fhrtool.rules.checks import roll_check
from fhrtool.rules.dice import RandomDice, ScriptedDice
from fhrtool.rules.encounter import available_dice
from fhrtool.steps import tracker
from tests.samples import fight
from tests.steps.table import Table

HOSTILE = "<img src=x onerror=\"document.title='pwned'\">Zed</script>&amp;"
"""A name a page must show as it is, as text."""


def declaring(*, hostile: bool = False) -> Table:
    """Aldo and Bea (PCs), Goblin and Dora, in high tension with their d10s rolled: declarations are made.
    ``hostile``: the goblin is called :data:`HOSTILE`."""
    goblin = fight.goblin()
    if hostile:
        goblin = goblin.model_copy(update={"name": HOSTILE})
    table = Table(Campaign(characters=(fight.aldo(), fight.bea(), goblin, fight.dora())))
    table.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    table.run(tracker.switch_to_high, None)
    d10s = dict(zip(ids(table).values(), (9, 10, 10, 3), strict=True))
    table.run(tracker.roll_sequence, d10s, dice=ScriptedDice([]))
    return table


def ids(table: Table) -> dict[str, str]:
    """The combatants' ids by name (the goblin's under "Goblin" whatever its name)."""
    found = {}
    for combatant in table.campaign.encounter.combatants:
        found["Goblin" if combatant.character_id == "goblin" else combatant.name] = combatant.id
    return found


def play_on(table: Table, dice: RandomDice, move: int) -> None:
    """One more step of a long fight between Aldo, Bea, the goblin and Dora, as a GM would play it:
    d10s, a declaration now and then, checks, damage, effects, Next, an undo and redo from time to time."""
    fight = table.campaign.encounter
    who = ids(table)
    if move % 37 == 36 and table.undo_stack.canUndo():
        table.undo_stack.undo()
        return
    if table.undo_stack.canRedo():
        table.undo_stack.redo()
        return
    if fight.phase is Phase.ROLLING:
        table.run(tracker.roll_sequence, None, dice=dice)
    elif fight.phase is Phase.DECLARING:
        mine = {d.combatant_id for d in fight.declarations}
        if who["Aldo"] not in mine and dice.roll(3) == 1:
            table.run(tracker.declare, Quick(who["Aldo"], 1))
        elif who["Bea"] not in mine and dice.roll(3) == 1:
            table.run(tracker.declare, Passive(who["Bea"], 1))
        else:
            table.run(tracker.confirm_order, None)
    else:
        slot = fight.current_slot
        actor = slot.combatant_ids[0] if slot is not None else None
        roll = dice.roll(6)
        if actor is not None and roll <= 2 and fight.counters_of(actor).checks == 0:
            essence = Essence.LIFE if roll == 1 else Essence.WILL
            pool = available_dice(fight, actor, essence, options=table.campaign.options)
            result = roll_check(pool, 10, dice, table.campaign.options)
            table.run(
                tracker.take_check, tracker.TakeCheck(actor, tracker.CheckRequest(essence, result, "active"))
            )
        elif roll == 3:
            target = who["Aldo"] if dice.roll(2) == 1 else who["Bea"]
            hp = fight.combatant(target).hp
            healed = hp.current < hp.maximum and (hp.current < 5 or dice.roll(2) == 1)
            table.run(tracker.adjust, tracker.Adjust([target], "hp", "+1" if healed else "-1"))
        elif roll == 4 and len(fight.effects) < 3:
            table.run(tracker.add_effect, tracker.AddEffect(who["Bea"], "Guard", 2, DurationUnit.ROUNDS))
        else:
            table.run(tracker.next_slot, None)
