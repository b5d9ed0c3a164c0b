"""Campaigns for the sharing tests: the fight of RULES §8 at its declarations, played through steps."""

from __future__ import annotations

from fhrtool.model import Campaign
from fhrtool.rules.dice import ScriptedDice
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
