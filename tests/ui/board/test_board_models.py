"""Item models of the casting board: the entries table, the emotion list with its filter, the unused
emotions; each checked with qtmodeltester while the document changes under it."""

from __future__ import annotations

import json

from PySide6.QtCore import QMimeData, QModelIndex, Qt
from PySide6.QtGui import QBrush
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import BoardEntry, CharacterKind
from fhrtool.steps import board as board_steps
from fhrtool.steps import sheet
from fhrtool.steps.board import Keep
from fhrtool.steps.step import replace_character
from fhrtool.ui.board.emotions import (
    EMOTIONS_MIME,
    Colour,
    EmotionFilter,
    EmotionListModel,
    EmotionRole,
    UnusedEmotionsModel,
    decode_emotions,
)
from fhrtool.ui.board.entries import BoardEntriesModel, EntryRole
from tests.samples.board import CATALOGUE, aldo, board
from tests.ui.board.conftest import document_with

E = BoardEntriesModel


def _row(model: BoardEntriesModel, row: int) -> list[object]:
    return [model.index(row, column).data() for column in range(model.columnCount())]


# The entries table


def test_entries_model_passes_the_model_tester_through_adds_and_undo(
    qtmodeltester: ModelTester, document: Document
) -> None:
    model = BoardEntriesModel(document)
    qtmodeltester.check(model)
    document.run(
        sheet.set_field, sheet.SetField("aldo", "level", 2)
    )  # no character shown: nothing to repaint
    assert model.rowCount() == 0
    model.set_character("aldo")
    qtmodeltester.check(model, force_py=True)
    document.run(
        board_steps.add_entry,
        board_steps.AddEntry("aldo", ["kindred-spirit"], target_name="Bea", target_id="bea"),
    )
    document.run(
        board_steps.add_entry,
        board_steps.AddEntry("aldo", ["old-ties", "unrequited-love"], target_name="Aldo", target_id="aldo"),
    )
    assert model.rowCount() == 2
    entry_id = model.entry_id(0)
    document.run(board_steps.confront, board_steps.Confront("aldo", entry_id, "kindred-spirit", "jealousy"))
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert model.rowCount() == 1
    document.undo_stack.redo()
    assert model.rowCount() == 2
    model.set_character(None)
    assert model.rowCount() == 0
    assert model.character is None


def test_entries_model_rows_say_everything_the_board_shows(document: Document) -> None:
    character = aldo(
        casting_board=(
            *board(("jealousy", "kindred-spirit"), ("anxiety", "respect"), names=("Bea", "Aldo")),
            BoardEntry(id="e3", target_name="Ghost", target_id="gone", emotions=("old-ties",), bond=2),
            BoardEntry(id="e4", target_name="Cid", target_id="cid", emotions=("curiosity",), bond=2),
            BoardEntry(
                id="e5", target_name="Someone", emotions=("vow",), bond=2, added_scenario=2, added_session=3
            ),
        )
    )
    document = document_with(
        character.model_copy(update={"casting_board": _targets(character.casting_board)})
    )
    model = BoardEntriesModel(document)
    model.set_character("aldo")
    assert _row(model, 0) == [
        "Bea",
        "NPC",
        "◆ Jealousy, Kindred Spirit",
        6,
        1,
        "One more mad-colour emotion makes a 背反者",
        "Scenario 1, session 1",
    ]
    assert _row(model, 1)[:2] == ["Aldo", "Self"]
    assert _row(model, 2)[1] == "No longer in the campaign"
    assert _row(model, 3)[1] == "PC"
    assert _row(model, 4)[1:] == ["Free name", "Vow", 2, 0, "", "Scenario 2, session 3"]
    assert model.index(0, 0).data(EntryRole.ID) == "e1"
    assert model.row_of("e4") == 3
    assert model.row_of("nothing") == -1
    assert model.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole) == (
        "Bea (NPC), bond 6: Jealousy: mad colour, bond 4; Kindred Spirit: pure, bond 2. "
        "One more mad-colour emotion makes a 背反者"
    )
    assert (
        model.index(4, 0).data(Qt.ItemDataRole.ToolTipRole)
        == "Someone (Free name), bond 2: Vow: pure, bond 2"
    )
    assert isinstance(model.index(0, E.MAD).data(Qt.ItemDataRole.ForegroundRole), QBrush)
    assert model.index(4, E.MAD).data(Qt.ItemDataRole.ForegroundRole) is None
    assert model.index(0, E.BOND).data(Qt.ItemDataRole.TextAlignmentRole) == Qt.AlignmentFlag.AlignCenter
    assert model.index(0, E.NAME).data(Qt.ItemDataRole.DecorationRole) is None
    assert model.headerData(E.RISK, Qt.Orientation.Horizontal) == "背反者"
    assert "+2 after a confrontation" in model.headerData(
        E.BOND, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.DecorationRole) is None
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags
    assert model.data(QModelIndex()) is None


def test_entries_model_answers_all_roles_at_once_as_one_by_one(document: Document) -> None:
    from PySide6.QtCore import QModelRoleData

    character = aldo(casting_board=board(("jealousy", "kindred-spirit"), ("vow",), names=("Bea", "Cid")))
    model = BoardEntriesModel(document_with(character))
    model.set_character("aldo")
    roles = (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.DecorationRole,
        EntryRole.ID,
    )
    for row in range(-1, model.rowCount() + 1):  # and a row before and after the board: nothing
        for column in range(model.columnCount()):
            index = model.index(row, column)
            for role in roles:
                asked = QModelRoleData(role)
                model.multiData(index, asked)
                one = model.data(index, role)
                assert asked.data() == one
                if row in (0, 1) and role in (Qt.ItemDataRole.DisplayRole, EntryRole.ID):
                    assert one is not None
    model.set_character(None)
    asked = QModelRoleData(Qt.ItemDataRole.DisplayRole)
    model.multiData(model.index(0, 0), asked)
    assert asked.data() is None


def _targets(entries: tuple[BoardEntry, ...]) -> tuple[BoardEntry, ...]:
    ids = {"Bea": "bea", "Aldo": "aldo"}
    return tuple(e.model_copy(update={"target_id": ids.get(e.target_name, e.target_id)}) for e in entries)


def test_entries_model_risk_notes_follow_the_board(document: Document) -> None:
    character = aldo(casting_board=board(("jealousy", "anxiety"), ("kindred-spirit",)))
    document = document_with(character)
    model = BoardEntriesModel(document)
    model.set_character("aldo")
    assert model.index(0, E.RISK).data() == "Two mad-colour emotions: 背反者"
    assert model.index(1, E.RISK).data() == "The last entry without mad colour"
    document.run(sheet.set_field, sheet.SetField("aldo", "kind", CharacterKind.NPC))
    assert model.index(0, E.RISK).data() == ""


def test_entries_model_repaints_when_another_characters_kind_changes(qtbot: QtBot) -> None:
    character = aldo(casting_board=_targets(board(("kindred-spirit",), names=("Bea",))))
    document = document_with(character)
    model = BoardEntriesModel(document)
    model.set_character("aldo")
    with qtbot.waitSignal(model.dataChanged):
        document.run(sheet.set_field, sheet.SetField("bea", "kind", CharacterKind.PC))
    assert model.index(0, E.RELATION).data() == "PC"
    with qtbot.assertNotEmitted(model.dataChanged):
        document.run(sheet.set_field, sheet.SetField("bea", "player", "Kei"))


def test_an_entry_about_a_pc_turned_traitor_says_so(qtbot: QtBot) -> None:
    character = aldo(casting_board=board(("kindred-spirit",), names=("Cid",)))
    character = character.model_copy(
        update={"casting_board": (character.casting_board[0].model_copy(update={"target_id": "cid"}),)}
    )
    document = document_with(character)
    model = BoardEntriesModel(document)
    model.set_character("aldo")
    assert model.index(0, E.RELATION).data() == "PC"
    cid = document.character("cid")
    with qtbot.waitSignal(model.dataChanged):
        document.edit("turn", lambda c: replace_character(c, cid.model_copy(update={"traitor": True})))
    assert model.index(0, E.RELATION).data() == "背反者"  # as the roster names it: an NPC from then on


def test_entries_model_resets_when_the_character_disappears(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    document = document_with(aldo(casting_board=board(("kindred-spirit",), ("respect",))))
    model = BoardEntriesModel(document)
    model.set_character("aldo")
    qtmodeltester.check(model)
    document.run(sheet.delete_character, "aldo")
    assert model.rowCount() == 0
    document.undo_stack.undo()
    assert model.rowCount() == 2
    changed = aldo(casting_board=board(("respect",), ("kindred-spirit",), ("fear",)))
    changed = changed.model_copy(update={"casting_board": tuple(reversed(changed.casting_board))})
    with qtbot.waitSignal(model.modelReset):
        document.edit("swap", lambda c: replace_character(c, changed))
    assert model.entry_id(0) == "e3"


# The emotion list


def test_emotion_list_model_with_the_model_tester_and_list_changes(
    qtmodeltester: ModelTester, document: Document
) -> None:
    model = EmotionListModel(document, editable=True)
    qtmodeltester.check(model)
    proxy = EmotionFilter()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)
    own = document.run(board_steps.add_emotion, board_steps.AddEmotion("友情", bond=2, mad=False))
    assert model.rowCount() == len(CATALOGUE) + 1
    assert model.index(model.row_of(own), EmotionListModel.SET).data() == "own"
    document.run(board_steps.remove_emotion, own)
    document.run(board_steps.remove_emotion, "respect")
    assert model.row_of("respect") == -1
    document.undo_stack.undo()
    assert model.row_of("respect") == 12
    reordered = tuple(reversed(document.campaign.emotions))
    document.edit("reorder", lambda c: c.model_copy(update={"emotions": reordered}))
    assert model.emotion(0).id == reordered[0].id
    document.undo_stack.undo()
    assert model.emotion(0).id == "jealousy"


def test_emotion_list_model_columns() -> None:
    document = document_with(aldo())
    model = EmotionListModel(document)
    row = model.row_of("jealousy")
    columns = [model.index(row, column).data() for column in range(model.columnCount())]
    assert columns == ["◆ Jealousy", "嫉妬", "Jealousy", 4, "◆ mad", "basic"]
    mutual = model.row_of("mutual-love")
    assert model.index(mutual, EmotionListModel.SET).data() == "additional"
    assert model.index(mutual, EmotionListModel.COLOUR).data() == "pure"
    assert model.index(row, 0).data(EmotionRole.ID) == "jealousy"
    assert model.index(row, 0).data(EmotionRole.MAD) is True
    assert model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole) == "Jealousy: mad colour, bond 4"
    assert isinstance(model.index(row, 0).data(Qt.ItemDataRole.ForegroundRole), QBrush)
    assert model.index(mutual, 0).data(Qt.ItemDataRole.ForegroundRole) is None
    assert model.index(row, EmotionListModel.BOND).data(Qt.ItemDataRole.TextAlignmentRole) == (
        Qt.AlignmentFlag.AlignCenter
    )
    assert model.index(row, EmotionListModel.COLOUR).data(Qt.ItemDataRole.CheckStateRole) is None
    assert model.flags(model.index(row, EmotionListModel.NAME_JA)) == (
        Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
    )
    assert not model.setData(model.index(row, EmotionListModel.NAME_JA), "x")
    assert model.headerData(EmotionListModel.BOND, Qt.Orientation.Horizontal) == "Bond"
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.data(QModelIndex()) is None
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags


def test_editing_the_emotion_list_pushes_undo_steps(qtbot: QtBot) -> None:
    document = document_with(aldo())
    model = EmotionListModel(document, editable=True)
    row = model.row_of("jealousy")
    assert model.setData(model.index(row, EmotionListModel.NAME_EN), "Envy")
    assert document.campaign.emotion("jealousy").name_en == "Envy"
    assert model.setData(model.index(row, EmotionListModel.BOND), 6)
    colour = model.index(row, EmotionListModel.COLOUR)
    assert model.flags(colour) & Qt.ItemFlag.ItemIsUserCheckable
    assert colour.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert model.setData(colour, Qt.CheckState.Unchecked.value, Qt.ItemDataRole.CheckStateRole)
    assert not document.campaign.emotion("jealousy").mad
    assert not model.setData(colour, "x", Qt.ItemDataRole.EditRole)
    assert not model.setData(model.index(row, EmotionListModel.NAME_JA), "x", Qt.ItemDataRole.CheckStateRole)
    assert not model.setData(model.index(row, EmotionListModel.SET), "x")
    assert not model.setData(QModelIndex(), "x")
    assert document.undo_stack.count() == 3
    with qtbot.waitSignal(model.edit_refused) as refused:
        assert not model.setData(model.index(row, EmotionListModel.NAME_JA), "  ")
    assert refused.args == ["an emotion needs a name"]


def test_emotion_filter_searches_both_names_and_filters_colour() -> None:
    document = document_with(aldo())
    model = EmotionListModel(document)
    proxy = EmotionFilter()
    proxy.setSourceModel(model)

    def shown() -> list[str]:
        return [proxy.index(row, 0).data(EmotionRole.ID) for row in range(proxy.rowCount())]

    proxy.set_search("LOVE")
    assert shown() == ["unrequited-love", "mutual-love"]
    proxy.set_search("片想")
    assert shown() == ["unrequited-love"]
    proxy.set_search("")
    proxy.set_colour(Colour.MAD)
    assert len(shown()) == sum(e.mad for e in CATALOGUE)
    proxy.set_colour(Colour.PURE)
    assert "jealousy" not in shown()
    assert len(shown()) == sum(not e.mad for e in CATALOGUE)
    proxy.set_colour(Colour.ALL)
    assert len(shown()) == len(CATALOGUE)


# Unused emotions


def test_unused_emotions_model_follows_the_character(qtmodeltester: ModelTester) -> None:
    document = document_with(aldo(unused_emotions=("fear", "curiosity", "fear")))
    model = UnusedEmotionsModel(document)
    qtmodeltester.check(model)
    model.set_character("aldo")
    qtmodeltester.check(model)
    assert [model.index(row).data() for row in range(3)] == ["◆ Fear (4)", "Curiosity (2)", "◆ Fear (4)"]
    assert model.index(0).data(EmotionRole.MAD) is True
    assert model.index(1).data(EmotionRole.ID) == "curiosity"
    assert model.index(0).data(Qt.ItemDataRole.AccessibleTextRole) == "Fear: mad colour, bond 4"
    assert isinstance(model.index(0).data(Qt.ItemDataRole.BackgroundRole), QBrush)
    assert isinstance(model.index(1).data(Qt.ItemDataRole.ForegroundRole), QBrush)
    assert model.index(0).data(Qt.ItemDataRole.DecorationRole) is None
    assert model.data(QModelIndex()) is None
    assert model.flags(model.index(0)) & Qt.ItemFlag.ItemIsDragEnabled
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags
    assert model.mimeTypes() == [EMOTIONS_MIME]
    assert model.supportedDragActions() == Qt.DropAction.MoveAction
    document.run(board_steps.discard_emotions, board_steps.Emotions("aldo", ["fear"]))
    assert model.rowCount() == 2
    assert model.index(1).data() == "◆ Fear (4)"
    document.run(board_steps.set_emotion_field, board_steps.SetEmotionField("fear", "name_en", "Dread"))
    assert model.index(0).data() == "Curiosity (2)"
    assert model.index(1).data() == "◆ Dread (4)"
    document.run(sheet.set_field, sheet.SetField("aldo", "level", 3))
    document.run(sheet.delete_character, "aldo")
    assert model.rowCount() == 0
    model.set_character(None)
    assert model.rowCount() == 0


def test_an_emotion_taken_off_the_list_shows_its_id() -> None:
    document = document_with(aldo(unused_emotions=("gone",)))
    model = UnusedEmotionsModel(document)
    model.set_character("aldo")
    assert model.index(0).data() == "? gone (?)"
    assert model.index(0).data(Qt.ItemDataRole.ToolTipRole) == "? gone: not on the emotion list"


def test_drag_payload_round_trip_and_foreign_payloads() -> None:
    document = document_with(aldo())
    model = UnusedEmotionsModel(document)
    model.set_character("aldo")
    mime = model.mimeData([model.index(2), model.index(0), QModelIndex()])
    assert decode_emotions(mime) == ["kindred-spirit", "unrequited-love"]
    for payload in (b"not json", b'{"a": 1}', b'["x", 3]', b"\xff"):
        other = QMimeData()
        other.setData(EMOTIONS_MIME, payload)
        assert decode_emotions(other) == (["x"] if payload == b'["x", 3]' else [])
    text = QMimeData()
    text.setText(json.dumps(["jealousy"]))
    assert decode_emotions(text) == []


def test_resolved_confrontation_shows_the_kept_emotion(document: Document) -> None:
    document = document_with(aldo(casting_board=board(("kindred-spirit",)), unused_emotions=()))
    model = BoardEntriesModel(document)
    model.set_character("aldo")
    document.run(
        board_steps.confront, board_steps.Confront("aldo", "e1", "kindred-spirit", "fear", keep=Keep.OPPOSING)
    )
    assert model.index(0, E.EMOTIONS).data() == "◆ Fear"
    assert model.index(0, E.BOND).data() == 4
