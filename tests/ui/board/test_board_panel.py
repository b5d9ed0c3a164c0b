"""The casting board panel driven through its widgets, checked against the rules engine."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, RuleOptions
from fhrtool.model.options import CostSplit
from fhrtool.rules import casting, infinity, tension
from fhrtool.steps.board import Keep, NewEmotion
from fhrtool.ui.board import CastingBoardPanel
from fhrtool.ui.board.dialogs import (
    BreakRequest,
    ConfrontationRequest,
    CostRequest,
    EntryRequest,
    ResolveRequest,
    ScenarioRequest,
)
from fhrtool.ui.board.emotions import EMOTIONS_MIME
from fhrtool.ui.board.entries import BoardEntriesModel
from fhrtool.ui.board.scene import EntryCard
from tests.samples.board import CATALOGUE, aldo, board
from tests.ui.board.conftest import FakeBoardDialogs, document_with


def _aldo(document: Document) -> Character:
    return document.character("aldo")


def _trigger(panel: CastingBoardPanel, action_name: str) -> None:
    action = getattr(panel, action_name)
    assert action.isEnabled(), action_name
    action.trigger()


def _make_panel(qtbot: QtBot, document: Document, dialogs: FakeBoardDialogs) -> CastingBoardPanel:
    widget = CastingBoardPanel(document, dialogs)
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.set_character("aldo")
    widget.show()
    return widget


def _undo_redo_restores(document: Document, before: Campaign) -> None:
    after = document.campaign
    document.undo_stack.undo()
    assert document.campaign == before
    document.undo_stack.redo()
    assert document.campaign == after


# Showing the board


def test_without_a_character_the_panel_says_what_to_do(qtbot: QtBot, document: Document) -> None:
    dialogs = FakeBoardDialogs()
    widget = CastingBoardPanel(document, dialogs)
    qtbot.addWidget(widget)
    assert widget.stack.currentWidget() is widget.placeholder
    assert not widget.add_entry_action.isEnabled()
    assert not widget.pay_cost_action.isEnabled()
    widget.set_character("aldo")
    assert widget.stack.currentIndex() == 1
    widget.set_character(None)
    assert widget.stack.currentWidget() is widget.placeholder
    assert widget.scene.cards == {}
    for step in (
        widget.gain_emotions,
        widget.add_entry,
        widget.confront,
        widget.resolve,
        widget.new_scenario,
    ):
        step()
    for step in (widget.end_scenario, widget.new_session, widget.pay_cost, widget.infinity_break):
        step()
    widget.explain_no_removal("e1")
    assert dialogs.calls == []


def test_nobody_covers_the_board_and_choosing_someone_raises_it_without_showing_it_anew(
    qtbot: QtBot, document: Document
) -> None:
    widget = CastingBoardPanel(document, FakeBoardDialogs())
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.show()
    qtbot.waitExposed(widget)
    board = widget.stack.widget(1)
    # Under the placeholder the board is neither seen (the placeholder fills the panel, opaque) nor
    # reachable (disabled: no focus, no click, no key).
    assert widget.placeholder.geometry() == board.geometry()
    assert widget.placeholder.autoFillBackground()
    assert not board.isEnabled()
    assert not widget.view.isEnabled()
    shown: list[object] = []

    class Shows(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Show:
                shown.append(watched)
            return False

    watcher = Shows(widget)
    for child in (board, widget.toolbar, widget.view, widget.tabs):
        child.installEventFilter(watcher)
    widget.set_character("aldo")
    QApplication.processEvents()
    assert widget.stack.currentIndex() == 1
    assert board.isEnabled()
    assert widget.view.isEnabled()
    assert shown == [], "the board was laid out and shown already: it is only raised"
    widget.set_character(None)
    assert widget.stack.currentWidget() is widget.placeholder
    assert not widget.view.isEnabled()


@pytest.mark.parametrize("size", [(1100, 760), (900, 600), (700, 325)])
def test_the_placeholder_under_the_board_is_not_seen_through_it(
    qtbot: QtBot, document: Document, size: tuple[int, int]
) -> None:
    widget = CastingBoardPanel(document, FakeBoardDialogs())
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    nobody = widget.placeholder.text()
    assert nobody
    widget.set_character("aldo")
    QApplication.processEvents()
    shown = widget.grab().toImage()
    widget.placeholder.hide()
    QApplication.processEvents()
    assert widget.grab().toImage() == shown, (
        "the placeholder's words show in the gaps between the board's widgets"
    )
    widget.placeholder.show()
    widget.set_character(None)
    assert widget.placeholder.text() == nobody


def test_header_shows_tension_bond_and_the_traitor_banner(
    qtbot: QtBot, board_dialogs: FakeBoardDialogs
) -> None:
    document = document_with(aldo(casting_board=board(("jealousy",), ("kindred-spirit",)), tension_value=47))
    panel = _make_panel(qtbot, document, board_dialogs)
    assert panel.title.text() == "Aldo · PC"
    assert panel.meter.value() == 47
    assert "Total bond 6" in panel.facts.text()
    assert "Scenario 1, session 1" in panel.facts.text()
    assert "no emotion confrontation yet" in panel.facts.text()
    assert "Infinity Break: 2 of 2 usable" in panel.facts.text()
    assert panel.banner.property("risk") == "at_risk"
    assert panel.banner.text() == (
        "⚠ One step from 背反者: one more mad-colour emotion on NPC1 or "
        "a mad-colour emotion on NPC2, the last entry without one."
    )
    assert set(panel.scene.cards) == {"e1", "e2"}
    assert panel.entries.rowCount() == 2


def test_the_card_of_an_entry_about_a_pc_turned_traitor_says_so(
    qtbot: QtBot, board_dialogs: FakeBoardDialogs
) -> None:
    from fhrtool.steps.step import replace_character

    character = aldo(casting_board=board(("kindred-spirit",), names=("Cid",)))
    entry = character.casting_board[0].model_copy(update={"target_id": "cid"})
    panel = _make_panel(
        qtbot, document_with(character.model_copy(update={"casting_board": (entry,)})), board_dialogs
    )
    document = panel._document
    qtbot.waitUntil(lambda: "e1" in panel.scene.cards)
    assert panel.scene.cards["e1"].relation == "PC"
    cid = document.character("cid")
    document.edit("turn", lambda c: replace_character(c, cid.model_copy(update={"traitor": True})))
    qtbot.waitUntil(lambda: "e1" in panel.scene.cards)
    assert panel.scene.cards["e1"].relation == "背反者"


def test_a_deleted_character_leaves_the_placeholder_until_undo(
    qtbot: QtBot, panel: CastingBoardPanel
) -> None:
    from fhrtool.steps import sheet

    document = panel._document
    document.run(sheet.delete_character, "aldo")
    assert panel.stack.currentWidget() is panel.placeholder
    document.undo_stack.undo()
    assert panel.stack.currentIndex() == 1
    assert panel.title.text() == "Aldo · PC"


# Gaining and discarding emotions


def test_gain_emotions_through_the_button(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    document = document_with(aldo(unused_emotions=()))
    panel = _make_panel(qtbot, document, board_dialogs)
    assert not panel.add_entry_action.isEnabled()
    board_dialogs.answer("gain_emotions", ("jealousy", "curiosity"))
    before = document.campaign
    qtbot.mouseClick(panel.gain_button, Qt.MouseButton.LeftButton)
    expected = casting.gain_emotions(before.character("aldo"), ("jealousy", "curiosity"), CATALOGUE).state
    assert _aldo(document) == expected
    assert panel.unused.rowCount() == 2
    assert panel.unused.index(0).data() == "◆ Jealousy (4)"
    assert panel.unused_box.title() == "Unused emotions (2/3)"
    assert panel.add_entry_action.isEnabled()
    _undo_redo_restores(document, before)


def test_gain_emotions_cancelled_or_refused(
    qtbot: QtBot, panel: CastingBoardPanel, board_dialogs: FakeBoardDialogs
) -> None:
    board_dialogs.answer("gain_emotions", None, ("jealousy",))
    panel.gain_emotions()
    assert panel._document.undo_stack.count() == 0
    panel.gain_emotions()
    assert board_dialogs.texts("error") == [
        "Aldo can hold at most 3 unused emotions: 3 held, 1 more is too many"
    ]


def test_raising_the_limit_and_discarding_selected_emotions(qtbot: QtBot, panel: CastingBoardPanel) -> None:
    document = panel._document
    assert panel.character_id() == "aldo"
    panel.discard_emotions()  # nothing selected: nothing discarded
    assert document.undo_stack.count() == 0
    panel.limit.setValue(4)
    assert _aldo(document).unused_emotion_limit == 4
    assert panel.unused_box.title() == "Unused emotions (3/4)"
    panel.unused_view.selectionModel().select(
        panel.unused.index(1), panel.unused_view.selectionModel().SelectionFlag.Select
    )
    qtbot.mouseClick(panel.discard_button, Qt.MouseButton.LeftButton)
    assert _aldo(document).unused_emotions == ("kindred-spirit", "unrequited-love")
    assert document.undo_stack.undoText() == "Discard emotions Old Ties (Aldo)"
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert panel.limit.value() == 3


# Adding entries


def test_add_entries_as_in_the_worked_example(
    qtbot: QtBot, panel: CastingBoardPanel, board_dialogs: FakeBoardDialogs
) -> None:
    document = panel._document
    board_dialogs.answer(
        "add_entry",
        EntryRequest("Bea", "bea", ("kindred-spirit",)),
        EntryRequest("NPC2", None, ("old-ties", "unrequited-love")),
    )
    initial = document.campaign
    with qtbot.waitSignal(panel.status_message) as message:
        _trigger(panel, "add_entry_action")
    assert message.args == ["Bea is on the board: tension value 41 → 43"]
    assert panel.meter.value() == 43
    _trigger(panel, "add_entry_action")
    aldo_now = _aldo(document)
    assert aldo_now.tension_value == 47
    assert [e.bond for e in aldo_now.casting_board] == [2, 4]
    assert set(panel.scene.cards) == {e.id for e in aldo_now.casting_board}
    assert panel.scene.selected_entry_id() == aldo_now.casting_board[1].id
    assert panel.entries.rowCount() == 2
    assert [entry.kind for entry in document.campaign.log].count("tension_gained") == 2
    assert not panel.add_entry_action.isEnabled()
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.campaign == initial
    assert panel.meter.value() == 41
    assert panel.entries.rowCount() == 0


def test_emotions_dropped_on_the_board_start_an_entry_with_them(
    qtbot: QtBot, panel: CastingBoardPanel, board_dialogs: FakeBoardDialogs
) -> None:
    board_dialogs.answer("add_entry", EntryRequest("Cid", "cid", ("old-ties", "unrequited-love")))
    view = panel.unused_view
    indexes = [panel.unused.index(1), panel.unused.index(2)]
    mime = panel.unused.mimeData(indexes)
    assert json.loads(bytes(mime.data(EMOTIONS_MIME).data())) == ["old-ties", "unrequited-love"]
    assert view.dragEnabled()
    drop = QDropEvent(
        QPointF(200, 200),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    panel.view.dropEvent(drop)
    assert board_dialogs.calls[0] == ("add_entry", ("old-ties", "unrequited-love"))
    assert _aldo(panel._document).casting_board[0].target_id == "cid"


def test_selected_unused_emotions_preset_the_entry(
    qtbot: QtBot, panel: CastingBoardPanel, board_dialogs: FakeBoardDialogs
) -> None:
    board_dialogs.answer("add_entry", None)
    panel.unused_view.selectionModel().select(
        panel.unused.index(2), panel.unused_view.selectionModel().SelectionFlag.Select
    )
    qtbot.mouseClick(panel.place_button, Qt.MouseButton.LeftButton)
    assert board_dialogs.calls == [("add_entry", ("unrequited-love",))]
    assert panel._document.undo_stack.count() == 0


def test_a_refused_entry_is_reported(
    qtbot: QtBot, panel: CastingBoardPanel, board_dialogs: FakeBoardDialogs
) -> None:
    board_dialogs.answer("add_entry", EntryRequest("Bea", "bea", ("jealousy",)))
    panel.add_entry()
    assert board_dialogs.texts("error") == ["Aldo has no unused emotion jealousy to take"]


def test_entries_cannot_be_removed_and_the_board_says_why(
    qtbot: QtBot, board_dialogs: FakeBoardDialogs
) -> None:
    document = document_with(aldo(casting_board=board(("kindred-spirit",), ("jealousy",))))
    panel = _make_panel(qtbot, document, board_dialogs)
    assert not [a for a in panel.findChildren(type(panel.add_entry_action)) if "remov" in a.text().lower()]
    panel.table.setFocus()
    panel.table.selectRow(1)
    qtbot.keyClick(panel.table, Qt.Key.Key_Down)
    assert panel.table.currentIndex().row() == 1  # other keys move as ever; only Delete is answered
    qtbot.keyClick(panel.table, Qt.Key.Key_Delete)
    panel.scene.select_entry("e1")
    qtbot.keyClick(panel.view.viewport(), Qt.Key.Key_Delete)
    assert board_dialogs.texts("information") == [
        "NPC2 stays on the casting board: entries can never be removed — not when the person turns out to "
        "be an enemy, not when they die.",
        "NPC1 stays on the casting board: entries can never be removed — not when the person turns out to "
        "be an enemy, not when they die.",
    ]
    assert len(_aldo(document).casting_board) == 2
    menu = panel.entry_menu("e2", "jealousy")
    assert [action.text() for action in menu.actions()] == [
        "Confront ◆ Jealousy…",
        "",
        "Why can't this entry be removed?",
    ]
    menu.actions()[-1].trigger()
    assert len(board_dialogs.texts("information")) == 3


@pytest.mark.qt_log_ignore("This plugin does not support")  # a popup menu on the offscreen platform
def test_a_right_click_on_an_entry_pops_up_its_menu(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    document = document_with(aldo(casting_board=board(("kindred-spirit", "jealousy"))))
    panel = _make_panel(qtbot, document, board_dialogs)
    panel.scene.context_requested.emit("e1", "jealousy", panel.mapToGlobal(panel.rect().center()))
    (menu,) = [m for m in panel.findChildren(QMenu) if m.isVisible()]
    assert [a.text() for a in menu.actions()][:2] == ["Confront ◆ Jealousy…", "Confront Kindred Spirit…"]
    menu.close()


def test_board_and_list_share_the_selection(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    document = document_with(aldo(casting_board=board(("kindred-spirit",), ("jealousy",), ("respect",))))
    panel = _make_panel(qtbot, document, board_dialogs)
    panel.scene.select_entry("e2")
    assert panel.table.selectionModel().selectedRows()[0].row() == 1
    panel.table.selectRow(2)
    assert panel.scene.selected_entry_id() == "e3"
    panel.scene.select_entry(None)
    assert not panel.table.selectionModel().hasSelection()


# Emotion confrontations


def _confronting(qtbot: QtBot, board_dialogs: FakeBoardDialogs, **fields: object) -> CastingBoardPanel:
    character = aldo(
        casting_board=board(("kindred-spirit",), ("old-ties", "unrequited-love")), unused_emotions=()
    )
    return _make_panel(qtbot, document_with(character.model_copy(update=fields)), board_dialogs)


def test_first_and_second_confrontations(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    panel = _confronting(qtbot, board_dialogs)
    document = panel._document
    board_dialogs.answer(
        "confront",
        ConfrontationRequest("e1", "kindred-spirit", "jealousy", Keep.CURRENT),
        ConfrontationRequest("e2", "old-ties", "anxiety", Keep.OPPOSING),
    )
    before = document.campaign
    panel.scene.select_entry("e1")
    _trigger(panel, "confront_action")
    assert board_dialogs.calls[0] == ("confront", ("e1", None))
    started = casting.start_confrontation(
        before.character("aldo"), "e1", "kindred-spirit", "jealousy", CATALOGUE
    )
    confrontation_id = started.state.confrontations[0].id
    expected = casting.resolve_confrontation(
        started.state, confrontation_id, "kindred-spirit", True, CATALOGUE
    )
    first = _aldo(document)
    assert first.tension_value == expected.state.tension_value == 51
    assert first.entry("e1").bond == expected.state.entry("e1").bond == 4
    assert panel.meter.value() == 51
    assert "the next gives nothing" in panel.facts.text()
    _undo_redo_restores(document, before)

    panel.confront("e2", "old-ties")
    second = _aldo(document)
    assert second.tension_value == 51
    assert second.entry("e2").bond == 4
    assert second.entry("e2").emotions == ("anxiety", "unrequited-love")
    assert panel.entries.index(1, BoardEntriesModel.EMOTIONS).data() == "◆ Anxiety, Unrequited Love"


def _double_click(qtbot: QtBot, panel: CastingBoardPanel, scene_point: QPointF) -> None:
    """A double click as a mouse makes it: press, release, double click, release."""
    viewport, point = panel.view.viewport(), panel.view.mapFromScene(scene_point)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point)


def _chip_centre(card: EntryCard, number: int) -> QPointF:
    return card.mapRectToScene(card.chips[number].rect()).center()


def test_double_click_on_a_chip_or_an_entry_confronts(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    panel = _confronting(qtbot, board_dialogs)
    board_dialogs.answer("confront", None, None)
    _double_click(qtbot, panel, _chip_centre(panel.scene.cards["e2"], 1))
    assert panel.scene.selected_entry_id() == "e2"
    _double_click(qtbot, panel, panel.scene.cards["e1"].mapToScene(QPointF(20, 10)))
    assert board_dialogs.calls == [("confront", ("e2", "unrequited-love")), ("confront", ("e1", None))]
    menu = panel.entry_menu("e2", "unrequited-love")
    board_dialogs.answer("confront", None)
    menu.actions()[0].trigger()
    assert board_dialogs.calls[-1] == ("confront", ("e2", "unrequited-love"))


def test_confrontation_resolved_later_then_resolved(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    panel = _confronting(qtbot, board_dialogs)
    document = panel._document
    assert not panel.resolve_action.isEnabled()
    board_dialogs.answer(
        "confront", ConfrontationRequest("e1", "kindred-spirit", NewEmotion("裏切り", 4, True), None)
    )
    panel.confront()
    assert panel.resolve_action.isEnabled()
    assert "1 open confrontation ·" in panel.facts.text() + " ·"
    card = panel.scene.cards["e1"]
    assert [(chip.pending, chip.confronted) for chip in card.chips] == [(False, True), (True, False)]
    assert "(⇄ ◆ 裏切り open)" in panel.entries.index(0, BoardEntriesModel.EMOTIONS).data()
    confrontation_id = _aldo(document).confrontations[0].id
    board_dialogs.answer("resolve", ResolveRequest(confrontation_id, Keep.OPPOSING, False))
    _trigger(panel, "resolve_action")
    aldo_now = _aldo(document)
    assert aldo_now.entry("e1").bond == 4
    assert aldo_now.tension_value == 43
    assert not panel.resolve_action.isEnabled()
    board_dialogs.answer("resolve", None)
    panel.resolve()
    assert document.undo_stack.count() == 2


# Scenario and session steps


def test_new_scenario(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    panel = _confronting(qtbot, board_dialogs, tension_value=90)
    document = panel._document
    before = document.campaign
    board_dialogs.answer("new_scenario", ScenarioRequest(("curiosity", "respect", "fear"), True, True), None)
    _trigger(panel, "new_scenario_action")
    expected = casting.start_scenario(before.character("aldo"), ("curiosity", "respect", "fear"), CATALOGUE)
    assert _aldo(document) == expected.state
    assert panel.meter.value() == 41 + 6
    assert "Scenario 2, session 2" in panel.facts.text()
    _undo_redo_restores(document, before)
    panel.new_scenario()
    assert document.undo_stack.count() == 1


def test_new_scenario_keeps_the_leftover_emotions_chosen(
    qtbot: QtBot, board_dialogs: FakeBoardDialogs
) -> None:
    panel = _confronting(qtbot, board_dialogs, unused_emotions=("fear", "vow"))
    board_dialogs.answer(
        "new_scenario", ScenarioRequest(("curiosity", "respect"), False, False, ("vow",)), None
    )
    _trigger(panel, "new_scenario_action")
    assert _aldo(panel._document).unused_emotions == ("vow", "curiosity", "respect")


def test_end_scenario_without_traitor(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    panel = _confronting(qtbot, board_dialogs)
    before = panel._document.campaign
    board_dialogs.answer("end_scenario", {}, None)
    _trigger(panel, "end_scenario_action")
    assert board_dialogs.texts("information") == [
        "Aldo did not become a 背反者. Total bond 6: the GM awards experience for it."
    ]
    assert not _aldo(panel._document).traitor
    _undo_redo_restores(panel._document, before)
    panel.end_scenario()
    assert len(board_dialogs.texts("information")) == 1


def test_end_scenario_with_traitor_gives_the_reason(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    character = aldo(casting_board=board(("kindred-spirit",), ("jealousy", "old-ties")), unused_emotions=())
    panel = _make_panel(qtbot, document_with(character), board_dialogs)
    document = panel._document
    board_dialogs.answer("confront", ConfrontationRequest("e1", "kindred-spirit", "anxiety", None))
    panel.confront("e1")
    assert panel.banner.property("risk") == "at_risk"
    confrontation_id = _aldo(document).confrontations[0].id
    board_dialogs.answer("end_scenario", {confrontation_id: Keep.OPPOSING})
    panel.end_scenario()
    assert _aldo(document).traitor
    assert board_dialogs.texts("information") == [
        "Aldo became a 背反者 — an NPC from now on, no longer playable: every entry on the board carries a "
        "mad-colour emotion. Total bond 10: the GM awards experience for it."
    ]
    assert panel.banner.property("risk") == "traitor"
    assert panel.banner.text() == "Aldo is a 背反者: an NPC from now on, no longer playable."
    assert panel.scene.centre is not None
    assert panel.scene.centre.traitor_text == "背反者"
    assert panel.title.text() == "Aldo · 背反者"  # as the roster and the sheet's tab name it
    board_dialogs.answer("end_scenario", {})
    panel.end_scenario()
    assert board_dialogs.texts("information")[-1].startswith("Aldo is a 背反者 already.")
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert not _aldo(document).traitor
    assert panel.banner.property("risk") == "at_risk"
    assert panel.title.text() == "Aldo · PC"


def test_end_scenario_for_an_npc_and_a_refusal(qtbot: QtBot, board_dialogs: FakeBoardDialogs) -> None:
    from fhrtool.model import CharacterKind

    character = aldo(kind=CharacterKind.NPC, casting_board=board(("jealousy", "anxiety")), unused_emotions=())
    panel = _make_panel(qtbot, document_with(character), board_dialogs)
    assert panel.banner.text() == "An NPC's board is never checked for 背反者."
    board_dialogs.answer("end_scenario", {}, {"nothing": Keep.CURRENT})
    panel.end_scenario()
    assert board_dialogs.texts("information")[0].startswith("An NPC's board is not checked for 背反者.")
    panel.end_scenario()
    assert board_dialogs.texts("error") == ["Aldo has no open emotion confrontation nothing"]


def test_new_session_discards_unused_emotions(
    qtbot: QtBot, panel: CastingBoardPanel, board_dialogs: FakeBoardDialogs
) -> None:
    document = panel._document
    before = document.campaign
    board_dialogs.answer("new_session", True, None)
    _trigger(panel, "new_session_action")
    assert _aldo(document).unused_emotions == ()
    assert document.campaign.session == 2
    assert panel.unused.rowCount() == 0
    _undo_redo_restores(document, before)
    panel.new_session()
    assert document.undo_stack.count() == 1


# Cost damage and Infinity Break


@pytest.mark.parametrize(
    ("options", "request_", "expected"),
    [
        (RuleOptions(), CostRequest(5, 5, None), (36, 20)),
        (RuleOptions(), CostRequest(5, 2, "slash"), (39, 17)),
        (RuleOptions(cost_split=CostSplit.HP_FIRST), CostRequest(25, 5, None), (36, 0)),
    ],
)
def test_pay_cost_splits(
    qtbot: QtBot,
    board_dialogs: FakeBoardDialogs,
    options: RuleOptions,
    request_: CostRequest,
    expected: tuple[int, int],
) -> None:
    document = document_with(aldo(), options=options)
    panel = _make_panel(qtbot, document, board_dialogs)
    before = document.campaign
    board_dialogs.answer("pay_cost", request_)
    _trigger(panel, "pay_cost_action")
    paid = tension.pay_cost(
        before.character("aldo"), request_.amount, from_tension=request_.from_tension
    ).state
    assert _aldo(document) == paid
    assert (paid.tension_value, paid.hp.current) == expected
    assert panel.meter.value() == expected[0]
    _undo_redo_restores(document, before)


def test_pay_cost_cancelled_or_refused(
    qtbot: QtBot, panel: CastingBoardPanel, board_dialogs: FakeBoardDialogs
) -> None:
    board_dialogs.answer("pay_cost", None, CostRequest(5, 50, None))
    panel.pay_cost()
    panel.pay_cost()
    assert panel._document.undo_stack.count() == 0
    assert board_dialogs.texts("error") == ["the tension part 50 of a cost of 5 must be between 0 and 5"]


def test_infinity_break_use(qtbot: QtBot, panel: CastingBoardPanel, board_dialogs: FakeBoardDialogs) -> None:
    document = panel._document
    before = document.campaign
    board_dialogs.answer("infinity_break", BreakRequest("ib3", 41), BreakRequest("ib6", 0), None)
    with qtbot.waitSignal(panel.status_message) as message:
        _trigger(panel, "infinity_break_action")
    assert message.args == ["Infinity Break: ダメージ+《1D+10》"]
    expected = infinity.use_infinity_break(before.character("aldo"), "ib3", from_tension=41)
    assert _aldo(document) == expected.state
    assert (_aldo(document).tension_value, _aldo(document).hp.current) == (0, 7)
    assert "Infinity Break: 1 of 2 usable" in panel.facts.text()
    _undo_redo_restores(document, before)
    panel.infinity_break()
    assert _aldo(document).hp.current == 7 - 52
    assert not panel.infinity_break_action.isEnabled()
    document.undo_stack.undo()
    assert panel.infinity_break_action.isEnabled()
    panel.infinity_break()  # cancelled
    assert document.undo_stack.index() == 1
    board_dialogs.answer("infinity_break", BreakRequest("ib6", 99))
    panel.infinity_break()
    assert board_dialogs.texts("error") == ["the tension part 99 of a cost of 52 must be between 0 and 52"]


def test_emotion_list_opens_through_the_board_dialogs(
    qtbot: QtBot, panel: CastingBoardPanel, board_dialogs: FakeBoardDialogs
) -> None:
    _trigger(panel, "emotion_list_action")
    assert board_dialogs.calls == [("edit_emotion_list", None)]


def test_a_renamed_emotion_repaints_board_list_and_unused(
    qtbot: QtBot, board_dialogs: FakeBoardDialogs
) -> None:
    from fhrtool.steps import board as board_steps

    document = document_with(aldo(casting_board=board(("kindred-spirit",))))
    panel = _make_panel(qtbot, document, board_dialogs)
    document.run(
        board_steps.set_emotion_field, board_steps.SetEmotionField("kindred-spirit", "name_en", "Soulmate")
    )
    assert panel.scene.cards["e1"].chips[0].text == "Soulmate"
    assert panel.entries.index(0, BoardEntriesModel.EMOTIONS).data() == "Soulmate"
    assert panel.unused.index(0).data() == "Soulmate (2)"
    document.run(board_steps.set_emotion_field, board_steps.SetEmotionField("kindred-spirit", "mad", True))
    assert panel.scene.cards["e1"].chips[0].mad
    assert panel.banner.property("risk") == "traitor"


def test_the_list_fits_its_columns_when_shown_to_entries_added_while_it_was_hidden(
    qtbot: QtBot, document: Document, panel: CastingBoardPanel
) -> None:
    from PySide6.QtWidgets import QHeaderView

    from fhrtool.steps import board as board_steps

    columns = panel.table.horizontalHeader()
    spare = _aldo(document).unused_emotions[0]
    long_name = "Somebody with a very long name indeed, longer than any column"
    document.run(board_steps.add_entry, board_steps.AddEntry("aldo", (spare,), long_name))
    assert panel.tabs.currentWidget() is panel.view  # the list is hidden: not measured
    assert columns.sectionResizeMode(BoardEntriesModel.NAME) == QHeaderView.ResizeMode.Interactive
    panel.tabs.setCurrentWidget(panel.table)
    assert columns.sectionResizeMode(BoardEntriesModel.NAME) == QHeaderView.ResizeMode.ResizeToContents
    shown = [panel.table.columnWidth(column) for column in range(panel.entries.columnCount())]
    assert shown[BoardEntriesModel.NAME] > panel.table.fontMetrics().horizontalAdvance(long_name)
    panel.tabs.setCurrentWidget(panel.view)
    assert columns.sectionResizeMode(BoardEntriesModel.BOND) == QHeaderView.ResizeMode.Interactive
    assert columns.sectionResizeMode(BoardEntriesModel.EMOTIONS) == QHeaderView.ResizeMode.Stretch


def test_a_limit_typed_out_of_range_is_said_so_and_not_stored(qtbot: QtBot, panel: CastingBoardPanel) -> None:
    document = panel._document
    panel.limit.lineEdit().selectAll()
    qtbot.keyClicks(panel.limit, "100")
    assert panel.limit.text() == "100"  # not 10
    assert panel.limit_note.text() == "⚠ Limit: 100 is above the maximum 99."
    assert _aldo(document).unused_emotion_limit == 10  # the last number in range that was typed
    panel.limit.lineEdit().selectAll()
    qtbot.keyClicks(panel.limit, "5")
    assert panel.limit_note.text() == ""
    assert _aldo(document).unused_emotion_limit == 5
    panel.limit.lineEdit().selectAll()
    qtbot.keyClicks(panel.limit, "-")
    qtbot.keyClicks(panel.limit, "1")
    assert panel.limit_note.text() == "⚠ Limit: -1 is below the minimum 0."
    assert _aldo(document).unused_emotion_limit == 5
    document.undo_stack.undo()  # the sheet's value is shown again, and the note goes
    assert _aldo(document).unused_emotion_limit != 5
    assert (panel.limit.value(), panel.limit_note.text()) == (_aldo(document).unused_emotion_limit, "")
