"""The declaration dialog offers no sync that the rules would refuse: a partner without a sequence this
round is not on its list, and the step itself says why when asked all the same."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Passive, RuleOptions, Sync
from fhrtool.rules import RuleError
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from fhrtool.steps.campaign import set_table_rules
from fhrtool.ui.tracker.declaration_dialog import DeclarationDialog


def _dora_below_0(document: Document) -> dict[str, str]:
    """Aldo 5, Bea 12, Goblin 9 and Dora 4, whose passive takes her to -1: no sequence this round."""
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    document.run(tracker.switch_to_high, None)
    ids = {c.name: c.id for c in document.campaign.encounter.combatants}
    rolls = {ids["Aldo"]: 2, ids["Bea"]: 10, ids["Goblin"]: 9, ids["Dora"]: 3}
    document.run(tracker.roll_sequence, rolls, dice=ScriptedDice([]))  # Aldo 5, Bea 12, Goblin 9, Dora 4
    document.run(tracker.declare, Passive(ids["Dora"], 1))  # Dora 4 → -1: no sequence this round
    return ids


def test_a_partner_pushed_below_0_is_not_offered_for_a_sync(qtbot: QtBot, document: Document) -> None:
    ids = _dora_below_0(document)
    dialog = DeclarationDialog(document.campaign, ids["Bea"])
    qtbot.addWidget(dialog)
    dialog.set_kind("sync")
    assert [dialog.partner.itemData(n) for n in range(dialog.partner.count())] == [ids["Goblin"], ids["Aldo"]]
    count = document.undo_stack.count()
    with pytest.raises(RuleError, match=r"Bea cannot sync with Dora, who has no sequence this round \(-1\)"):
        document.run(tracker.declare, Sync(ids["Bea"], ids["Dora"]))
    assert document.undo_stack.count() == count


def test_where_the_table_rules_accept_it_a_partner_below_0_is_offered(
    qtbot: QtBot, document: Document
) -> None:
    document.run(set_table_rules, RuleOptions(sync_needs_partner_sequence=False))
    ids = _dora_below_0(document)
    dialog = DeclarationDialog(document.campaign, ids["Bea"])
    qtbot.addWidget(dialog)
    dialog.set_kind("sync")
    partners = [dialog.partner.itemData(n) for n in range(dialog.partner.count())]
    assert partners == [ids["Goblin"], ids["Aldo"], ids["Dora"]]
    dialog.partner.setCurrentIndex(2)
    assert dialog.request() == Sync(ids["Bea"], ids["Dora"])
    assert dialog.preview.text() == "Sequence value -1; acts at no sequence"
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
