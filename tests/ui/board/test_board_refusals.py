"""One entry per character and each emotion once on an entry: the board's dialogs say why before the GM
confirms, and a refused step is reported the way every refusal is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from fhrtool.model import BoardEntry, Confrontation, RuleOptions
from fhrtool.steps.board import Keep
from fhrtool.ui.board import CastingBoardPanel
from fhrtool.ui.board.dialogs import (
    AddEntryDialog,
    ConfrontationDialog,
    EntryRequest,
    ResolveDialog,
    ResolveRequest,
)
from tests.samples.board import aldo, board
from tests.ui.board.conftest import FakeBoardDialogs, document_with

BEA_ENTRY = BoardEntry(id="e-bea", target_id="bea", target_name="Bea", emotions=("jealousy",), bond=4)


def test_the_entry_dialog_says_who_is_on_the_board_already(qtbot: QtBot) -> None:
    document = document_with(aldo(casting_board=(BEA_ENTRY,)))
    dialog = AddEntryDialog(document, "aldo")
    qtbot.addWidget(dialog)
    assert dialog.characters.currentData() == "cid"  # Bea has an entry: the first one who has none
    assert dialog.preview.text() == "Choose 1–3 emotions."
    dialog.characters.setCurrentIndex(dialog.characters.findData("bea"))
    assert dialog.preview.text() == (
        "the casting board of Aldo already has an entry for Bea: more emotions for them come through "
        "emotion confrontations"
    )
    assert not dialog.ok.isEnabled()
    dialog.characters.setCurrentIndex(dialog.characters.findData("cid"))
    dialog.emotions.item(0).setCheckState(Qt.CheckState.Checked)
    assert dialog.ok.isEnabled()


def test_the_confrontation_dialog_refuses_an_emotion_the_entry_holds(qtbot: QtBot) -> None:
    character = aldo(casting_board=board(("kindred-spirit",), ("old-ties", "unrequited-love")))
    dialog = ConfrontationDialog(document_with(character), "aldo", "e2", "unrequited-love")
    qtbot.addWidget(dialog)
    dialog.listed.setCurrentIndex(dialog.listed.findData("old-ties"))
    assert dialog.gains.text().endswith(
        "the entry for NPC2 already holds Old Ties, and an entry holds each emotion once"
    )
    assert not dialog.ok.isEnabled()
    dialog.listed.setCurrentIndex(dialog.listed.findData("fear"))
    assert dialog.ok.isEnabled()


def test_a_second_entry_for_one_character_is_reported(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    document = document_with(aldo(casting_board=(BEA_ENTRY,)))
    panel = CastingBoardPanel(document, board_dialogs)
    qtbot.addWidget(panel)
    panel.set_character("aldo")
    board_dialogs.answer("add_entry", EntryRequest("Bea", "bea", ("old-ties",)))
    panel.add_entry_action.trigger()
    assert board_dialogs.texts("error") == [
        "the casting board of Aldo already has an entry for Bea: more emotions for them come through "
        "emotion confrontations"
    ]
    assert document.undo_stack.count() == 0


def test_the_resolve_dialog_keeps_only_what_an_entry_may_hold(qtbot: QtBot) -> None:
    # Opened before the entry came to hold 腐れ縁 (Old Ties): keeping it would hold it twice.
    opened = Confrontation(
        id="c1", entry_id="e2", emotion_id="unrequited-love", opposing_emotion_id="old-ties"
    )
    fair = Confrontation(id="c2", entry_id="e1", emotion_id="kindred-spirit", opposing_emotion_id="fear")
    character = aldo(
        casting_board=board(("kindred-spirit",), ("old-ties", "unrequited-love")),
        confrontations=(opened, fair),
    )
    dialog = ResolveDialog(document_with(character), "aldo", "c1")
    qtbot.addWidget(dialog)
    assert not dialog.keep_opposing.isEnabled()
    assert dialog.keep_current.isChecked()
    assert dialog.gains.text().endswith(
        "the entry for NPC2 already holds Old Ties, and an entry holds each emotion once"
    )
    assert dialog.request() == ResolveRequest("c1", Keep.CURRENT, dialog.in_play.isChecked())
    dialog.confrontation.setCurrentIndex(dialog.confrontation.findData("c2"))
    assert dialog.keep_opposing.isEnabled()
    assert "already holds" not in dialog.gains.text()


# The same dialogs where the table rules allow a second entry for one character or an emotion twice.

SECOND_ENTRIES = RuleOptions(one_entry_per_character=False)
TWICE = RuleOptions(entry_emotions_once=False)


def test_the_entry_dialog_takes_a_second_entry_where_the_table_rules_allow_it(qtbot: QtBot) -> None:
    document = document_with(aldo(casting_board=(BEA_ENTRY,)), options=SECOND_ENTRIES)
    dialog = AddEntryDialog(document, "aldo")
    qtbot.addWidget(dialog)
    assert dialog.characters.currentData() == "bea"  # in the campaign's order: Bea is not put last
    assert dialog.preview.text() == "Choose 1–3 emotions."
    dialog.emotions.item(0).setCheckState(Qt.CheckState.Checked)
    assert dialog.ok.isEnabled()
    assert "already has an entry" not in dialog.preview.text()


@pytest.mark.parametrize("options", [RuleOptions(), TWICE])
def test_the_entry_dialog_places_an_emotion_twice_as_the_table_rules_say(
    qtbot: QtBot, options: RuleOptions
) -> None:
    character = aldo(unused_emotions=("old-ties", "old-ties"))
    dialog = AddEntryDialog(document_with(character, options=options), "aldo")
    qtbot.addWidget(dialog)
    for row in range(2):
        dialog.emotions.item(row).setCheckState(Qt.CheckState.Checked)
    assert dialog.request().emotion_ids == ("old-ties", "old-ties")
    allowed = not options.entry_emotions_once
    assert dialog.ok.isEnabled() is allowed
    refusal = "an entry holds each emotion once, not Old Ties twice"
    assert (dialog.preview.text() == refusal) is not allowed


def test_a_second_entry_is_added_where_the_table_rules_allow_it(
    qtbot: QtBot, board_dialogs: FakeBoardDialogs
) -> None:
    document = document_with(
        aldo(casting_board=(BEA_ENTRY,), unused_emotions=("old-ties",)), options=SECOND_ENTRIES
    )
    panel = CastingBoardPanel(document, board_dialogs)
    qtbot.addWidget(panel)
    panel.set_character("aldo")
    board_dialogs.answer("add_entry", EntryRequest("Bea", "bea", ("old-ties",)))
    panel.add_entry_action.trigger()
    assert board_dialogs.texts("error") == []
    board = document.campaign.character("aldo").casting_board
    assert [(entry.target_id, entry.emotions) for entry in board] == [
        ("bea", ("jealousy",)),
        ("bea", ("old-ties",)),
    ]


def test_the_confrontation_dialog_offers_an_emotion_the_entry_holds_where_allowed(qtbot: QtBot) -> None:
    character = aldo(casting_board=board(("kindred-spirit",), ("old-ties", "unrequited-love")))
    dialog = ConfrontationDialog(document_with(character, options=TWICE), "aldo", "e2", "unrequited-love")
    qtbot.addWidget(dialog)
    dialog.listed.setCurrentIndex(dialog.listed.findData("old-ties"))
    assert "already holds" not in dialog.gains.text()
    assert dialog.ok.isEnabled()


def test_the_resolve_dialog_keeps_an_emotion_twice_where_allowed(qtbot: QtBot) -> None:
    opened = Confrontation(
        id="c1", entry_id="e2", emotion_id="unrequited-love", opposing_emotion_id="old-ties"
    )
    character = aldo(
        casting_board=board(("kindred-spirit",), ("old-ties", "unrequited-love")), confrontations=(opened,)
    )
    dialog = ResolveDialog(document_with(character, options=TWICE), "aldo", "c1")
    qtbot.addWidget(dialog)
    assert dialog.keep_opposing.isEnabled()
    assert "already holds" not in dialog.gains.text()
    dialog.keep_opposing.setChecked(True)
    assert dialog.request() == ResolveRequest("c1", Keep.OPPOSING, dialog.in_play.isChecked())
