"""Steps of the campaign as a whole: the table's rules."""

from __future__ import annotations

from fhrtool.model import Campaign, RuleOptions
from fhrtool.model.text import Text
from fhrtool.rules.dice import DiceSource
from fhrtool.steps.step import Clock, Step


def set_table_rules(campaign: Campaign, options: RuleOptions, _dice: DiceSource, _clock: Clock) -> Step[None]:
    """Play by ``options`` from now on; what was played and logged before stays as it was."""
    return Step(campaign.model_copy(update={"options": options}), Text("Table rules"), None)
