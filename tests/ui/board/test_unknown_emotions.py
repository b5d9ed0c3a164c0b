"""An emotion id the campaign's emotion list lacks (a file from elsewhere, an emotion since removed):
every part of the board shows it as ``? <id>`` and keeps working, and where the rules refuse to judge
such a board, the board says so instead of failing."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import BoardEntry, Confrontation, Emotion
from fhrtool.steps.board import Keep
from fhrtool.ui.board import CastingBoardPanel
from fhrtool.ui.board.dialogs import (
    AddEntryDialog,
    ConfrontationDialog,
    EndScenarioDialog,
    ResolveDialog,
)
from fhrtool.ui.board.entries import BoardEntriesModel
from fhrtool.ui.board.texts import (
    RiskLevel,
    _Memo,
    chip_text,
    emotion_description,
    entry_risk,
    risk_banner,
    traitor_reason,
)
from fhrtool.ui.sheet_editor import SheetEditor
from tests.samples.board import aldo
from tests.ui.board.conftest import FakeBoardDialogs, document_with
from tests.ui.conftest import FakeDialogs

GHOST = "ghost"
REFUSED = "⚠ The 背反者 check cannot be made: the emotion ghost is not on the emotion list."


def _haunted(**fields: object) -> Document:
    """Aldo's board holds the unknown emotion, and so do his unused emotions and an open confrontation."""
    character = aldo(
        casting_board=(
            BoardEntry(id="e1", target_name="NPC1", emotions=("kindred-spirit", GHOST), bond=2),
            BoardEntry(id="e2", target_name="NPC2", emotions=("old-ties",), bond=2),
        ),
        unused_emotions=(GHOST, "old-ties"),
        confrontations=(
            Confrontation(id="c1", entry_id="e2", emotion_id="old-ties", opposing_emotion_id="spectre"),
        ),
    )
    return document_with(character.model_copy(update=fields))


def test_texts_mark_the_emotion_and_say_why_the_board_is_not_judged() -> None:
    document = _haunted()
    campaign, character = document.campaign, document.character("aldo")
    assert chip_text(campaign, GHOST) == "? ghost"
    assert emotion_description(campaign, GHOST) == "? ghost: not on the emotion list"
    assert risk_banner(campaign, character) == (RiskLevel.AT_RISK, REFUSED)
    assert traitor_reason(campaign, character) == REFUSED
    assert entry_risk(campaign, character, "e1") == "? Cannot be checked"


def test_chip_texts_follow_the_language_and_the_emotion_list() -> None:
    campaign = _haunted().campaign
    assert chip_text(campaign, "kindred-spirit") == "Kindred Spirit"
    QLocale.setDefault(QLocale(QLocale.Language.Japanese))
    try:
        assert chip_text(campaign, "kindred-spirit") == "気が合う"
    finally:
        QLocale.setDefault(QLocale(QLocale.Language.English))
    assert chip_text(campaign, "kindred-spirit") == "Kindred Spirit"
    ghostly = Emotion(id=GHOST, name_ja="幽霊", name_en="Ghost", bond=3, mad=True)
    listed = campaign.model_copy(update={"emotions": (*campaign.emotions, ghostly)})
    assert chip_text(listed, GHOST) == "◆ Ghost"
    assert chip_text(campaign, GHOST) == "? ghost"


def test_the_board_panel_shows_the_character_and_keeps_working(qtbot: QtBot) -> None:
    document = _haunted()
    dialogs = FakeBoardDialogs()
    panel = CastingBoardPanel(document, dialogs)
    qtbot.addWidget(panel)
    panel.resize(1100, 760)
    panel.set_character("aldo")
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.banner.text() == REFUSED
    card = panel.scene.cards["e1"]
    assert [chip.text for chip in card.chips] == ["Kindred Spirit", "? ghost"]
    assert "⇄ ? spectre" in [chip.text for chip in panel.scene.cards["e2"].chips]
    assert panel.scene.cards["e1"].risk == "", "no frame claims a risk the rules could not judge"
    assert panel.unused.index(0).data() == "? ghost (?)"
    entries = panel.entries
    assert "? ghost" in entries.index(0, BoardEntriesModel.EMOTIONS).data()
    assert "? spectre" in entries.index(1, BoardEntriesModel.EMOTIONS).data()
    assert entries.index(0, BoardEntriesModel.RISK).data() == "? Cannot be checked"
    menu = panel.entry_menu("e1", GHOST)
    assert menu.actions()[0].text() == "Confront ? ghost…"
    panel.grab()
    # A click on another character and back: the board shows again, nothing was reported.
    panel.set_character("cid")
    panel.set_character("aldo")
    assert panel.banner.text() == REFUSED


def test_a_step_the_rules_refuse_for_it_is_a_message(qtbot: QtBot) -> None:
    document = _haunted()
    dialogs = FakeBoardDialogs()
    panel = CastingBoardPanel(document, dialogs)
    qtbot.addWidget(panel)
    panel.set_character("aldo")
    dialogs.answer("end_scenario", {"c1": Keep.CURRENT})
    panel.end_scenario()
    assert dialogs.texts("error") == ["the emotion ghost is not on the emotion list"]
    assert document.undo_stack.count() == 0


def test_the_dialogs_show_it_and_explain_what_they_cannot_work_out(qtbot: QtBot) -> None:
    document = _haunted()
    add = AddEntryDialog(document, "aldo", [GHOST])
    qtbot.addWidget(add)
    assert add.emotions.item(0).text().startswith("? ghost")
    assert add.preview.text() == "the emotion ghost is not on the emotion list"
    assert not add.ok.isEnabled()

    confront = ConfrontationDialog(document, "aldo", "e2", "old-ties")
    qtbot.addWidget(confront)
    confront.listed.setCurrentIndex(confront.listed.findData("jealousy"))
    confront.keep_opposing.setChecked(True)
    assert REFUSED in confront.gains.text()

    resolve = ResolveDialog(document, "aldo")
    qtbot.addWidget(resolve)
    assert resolve.keep_opposing.text() == "Keep ? spectre"

    end = EndScenarioDialog(document, "aldo")
    qtbot.addWidget(end)
    assert end.verdict.text() == REFUSED
    assert not end.ok.isEnabled()


def test_the_sheet_editor_lists_it(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    editor = SheetEditor(_haunted(), dialogs, "aldo")
    qtbot.addWidget(editor)
    assert editor.emotion_list.item(0).text() == "? ghost · not on the emotion list"
    assert editor.emotion_list.item(0).data(Qt.ItemDataRole.UserRole) == GHOST


def test_a_memo_compares_equal_objects_once_and_then_by_reference() -> None:
    compared: list[object] = []

    class Value:
        def __eq__(self, other: object) -> bool:
            compared.append(other)
            return isinstance(other, Value)

        __hash__ = object.__hash__

    made: list[int] = []
    memo: _Memo[int] = _Memo()
    first, equal = Value(), Value()
    assert memo.of((first,), lambda: made.append(1) or len(made)) == 1
    for _ in range(3):
        assert memo.of((equal,), lambda: made.append(1) or len(made)) == 1  # the kept answer
    assert len(made) == 1
    assert len(compared) == 1  # the equal one compared once, then known by reference
    assert memo.of((first, equal), lambda: made.append(1) or len(made)) == 2
