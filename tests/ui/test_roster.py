from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolButton
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, CharacterKind
from fhrtool.steps import sheet, tracker
from fhrtool.ui.roster import RosterModel, RosterPanel, RosterRole
from tests.ui.conftest import FakeDialogs


def _document() -> Document:
    return Document(
        Campaign(
            characters=(
                Character(id="goblin", name="Goblin", kind=CharacterKind.NPC),
                Character(id="aldo", name="Aldo", player="Mika", level=3),
                Character(id="bea", name="Bea (1)", player="Ren"),
            )
        )
    )


@pytest.fixture
def panel(qtbot: QtBot, dialogs: FakeDialogs) -> RosterPanel:
    widget = RosterPanel(_document(), dialogs)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def _shown(panel: RosterPanel) -> list[str]:
    proxy = panel.proxy
    return [proxy.index(row, 0).data() for row in range(proxy.rowCount())]


def _button(panel: RosterPanel, action: QAction) -> QToolButton:
    (button,) = [b for b in panel.findChildren(QToolButton) if b.defaultAction() is action]
    return button


def _click_row(qtbot: QtBot, panel: RosterPanel, name: str) -> None:
    row = _shown(panel).index(name)
    rect = panel.view.visualRect(panel.proxy.index(row, 0))
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _ids(document: Document) -> list[str]:
    return [character.id for character in document.campaign.characters]


def test_model_follows_inserts_removes_changes_and_resets(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    document = _document()
    model = RosterModel(document)
    qtmodeltester.check(model)
    new = document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Cleo"))
    assert model.rowCount() == 4
    assert model.index(3).data(RosterRole.ID) == new
    copy = document.run(sheet.duplicate_character, sheet.Duplicate("goblin"))
    assert [model.index(row).data(RosterRole.ID) for row in range(5)] == ["goblin", copy, "aldo", "bea", new]
    qtmodeltester.check(model)
    document.run(sheet.delete_character, "aldo")
    assert model.row_of("aldo") == -1
    assert model.rowCount() == 4
    with_changed: list[QModelIndex] = []
    model.dataChanged.connect(lambda top, _bottom: with_changed.append(top))
    document.run(sheet.set_field, sheet.SetField("bea", "name", "Beatrice"))
    document.run(sheet.set_field, sheet.SetField("bea", "fatigue", 2))  # not shown in the roster: no repaint
    assert [index.row() for index in with_changed] == [model.row_of("bea")]
    assert model.index(model.row_of("bea")).data() == "Beatrice"
    document.replace(Campaign(characters=(Character(id="zed", name="Zed"),)), None)
    assert model.rowCount() == 1
    assert model.index(0).data(RosterRole.ID) == "zed"
    qtmodeltester.check(model)
    while document.undo_stack.canUndo():
        document.undo_stack.undo()


def test_undo_and_redo_move_rows_in_and_out(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    document = _document()
    model = RosterModel(document)
    document.run(sheet.delete_character, "aldo")
    document.undo_stack.undo()
    assert [model.index(row).data(RosterRole.ID) for row in range(3)] == ["goblin", "aldo", "bea"]
    document.undo_stack.redo()
    assert model.row_of("aldo") == -1
    qtmodeltester.check(model)


def test_pcs_and_npcs_are_told_apart_by_tag_icon_and_section(panel: RosterPanel) -> None:
    assert _shown(panel) == ["Aldo", "Bea (1)", "Goblin"]  # PCs first, roster order within
    model = panel.model
    aldo, goblin = model.index(model.row_of("aldo")), model.index(model.row_of("goblin"))
    assert aldo.data(Qt.ItemDataRole.AccessibleTextRole) == "PC: Aldo"
    assert goblin.data(Qt.ItemDataRole.AccessibleTextRole) == "NPC: Goblin"
    assert not aldo.data(Qt.ItemDataRole.DecorationRole).isNull()
    assert aldo.data(Qt.ItemDataRole.DecorationRole) is not goblin.data(Qt.ItemDataRole.DecorationRole)
    assert aldo.data(Qt.ItemDataRole.ToolTipRole) == "PC · level 3\nPlayer: Mika"
    assert model.index(0).data(Qt.ItemDataRole.BackgroundRole) is None
    assert model.index(99).data() is None


def test_kind_change_moves_the_row_to_its_section(panel: RosterPanel, qtmodeltester: ModelTester) -> None:
    panel.model._document.run(sheet.set_field, sheet.SetField("goblin", "kind", CharacterKind.PC))
    assert _shown(panel) == ["Goblin", "Aldo", "Bea (1)"]
    qtmodeltester.check(panel.proxy)


def test_search_matches_name_or_player_ignoring_case(qtbot: QtBot, panel: RosterPanel) -> None:
    qtbot.keyClicks(panel.search, "mika")
    assert _shown(panel) == ["Aldo"]
    panel.search.clear()
    qtbot.keyClicks(panel.search, "level")  # words of the tooltip are not searched
    assert _shown(panel) == []
    panel.search.clear()
    qtbot.keyClicks(panel.search, "(1")  # not a pattern: brackets are plain text
    assert _shown(panel) == ["Bea (1)"]
    panel.search.clear()
    assert _shown(panel) == ["Aldo", "Bea (1)", "Goblin"]


def test_add_pc_and_npc_select_and_open_the_new_character(qtbot: QtBot, panel: RosterPanel) -> None:
    document = panel.model._document
    with qtbot.waitSignal(panel.character_activated) as activated:
        qtbot.mouseClick(_button(panel, panel.add_pc_action), Qt.MouseButton.LeftButton)
    new = _ids(document)[-1]
    assert activated.args == [new]
    assert document.character(new).kind is CharacterKind.PC
    assert panel.current_id() == new
    assert _shown(panel) == ["Aldo", "Bea (1)", "New PC", "Goblin"]
    qtbot.mouseClick(_button(panel, panel.add_npc_action), Qt.MouseButton.LeftButton)
    assert document.character(_ids(document)[-1]).kind is CharacterKind.NPC
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert _ids(document) == ["goblin", "aldo", "bea"]


def test_a_new_character_hidden_by_the_search_clears_it(qtbot: QtBot, panel: RosterPanel) -> None:
    qtbot.keyClicks(panel.search, "Goblin")
    qtbot.mouseClick(_button(panel, panel.add_pc_action), Qt.MouseButton.LeftButton)
    assert panel.search.text() == ""
    assert panel.current_id() == _ids(panel.model._document)[-1]


def test_duplicate_and_delete_need_a_selection(qtbot: QtBot, panel: RosterPanel) -> None:
    assert not panel.duplicate_action.isEnabled()
    assert not panel.delete_action.isEnabled()
    panel._duplicate()
    panel._delete()
    assert _ids(panel.model._document) == ["goblin", "aldo", "bea"]
    _click_row(qtbot, panel, "Aldo")
    assert panel.duplicate_action.isEnabled()
    assert panel.delete_action.isEnabled()
    panel.select("nobody")
    assert panel.current_id() == "aldo"


def test_duplicate_puts_the_copy_after_the_original(qtbot: QtBot, panel: RosterPanel) -> None:
    document = panel.model._document
    _click_row(qtbot, panel, "Aldo")
    qtbot.mouseClick(_button(panel, panel.duplicate_action), Qt.MouseButton.LeftButton)
    assert [c.name for c in document.campaign.characters] == ["Goblin", "Aldo", "Aldo (copy)", "Bea (1)"]
    assert panel.current_id() == document.campaign.characters[2].id
    document.undo_stack.undo()
    assert _ids(document) == ["goblin", "aldo", "bea"]


def test_delete_says_how_to_undo_and_undo_brings_it_back(
    qtbot: QtBot, panel: RosterPanel, dialogs: FakeDialogs
) -> None:
    document = panel.model._document
    _click_row(qtbot, panel, "Aldo")
    with qtbot.waitSignal(panel.status_message) as message:
        qtbot.mouseClick(_button(panel, panel.delete_action), Qt.MouseButton.LeftButton)
    assert message.args == ["Deleted Aldo — Ctrl+Z to undo"]
    assert _ids(document) == ["goblin", "bea"]
    assert dialogs.calls == []  # no confirmation: undo is the way back
    document.undo_stack.undo()
    assert _ids(document) == ["goblin", "aldo", "bea"]


def test_delete_key_on_the_list_deletes_the_selected_character(qtbot: QtBot, panel: RosterPanel) -> None:
    _click_row(qtbot, panel, "Goblin")
    panel.view.setFocus()
    qtbot.keyClick(panel.view, Qt.Key.Key_Delete)
    assert _ids(panel.model._document) == ["aldo", "bea"]


def test_deleting_a_character_in_the_fight_asks_first(
    qtbot: QtBot, panel: RosterPanel, dialogs: FakeDialogs
) -> None:
    document = panel.model._document
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"], 2))
    _click_row(qtbot, panel, "Goblin")
    panel.view.setFocus()
    dialogs.confirm_answers = [False, True]
    qtbot.keyClick(panel.view, Qt.Key.Key_Delete)
    assert dialogs.calls == [
        (
            "confirm",
            "Delete a character in the fight",
            "Goblin is in the fight. Delete the character anyway? Undo brings it back.",
        )
    ]
    assert _ids(document) == ["goblin", "aldo", "bea"]
    qtbot.keyClick(panel.view, Qt.Key.Key_Delete)
    assert _ids(document) == ["aldo", "bea"]
    document.undo_stack.undo()
    assert _ids(document) == ["goblin", "aldo", "bea"]
    assert len(document.campaign.encounter.combatants) == 2


def test_selecting_double_clicking_and_enter_activate(qtbot: QtBot, panel: RosterPanel) -> None:
    with qtbot.waitSignal(panel.character_activated) as activated:
        _click_row(qtbot, panel, "Bea (1)")
    assert activated.args == ["bea"]
    rect = panel.view.visualRect(panel.proxy.index(1, 0))
    with qtbot.waitSignal(panel.character_activated) as activated:
        qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert activated.args == ["bea"]
    with qtbot.waitSignal(panel.character_activated) as activated:
        qtbot.keyClick(panel.view, Qt.Key.Key_Return)
    assert activated.args == ["bea"]


def test_a_character_that_turned_traitor_is_named_so_not_pc(qtbot: QtBot) -> None:
    document = Document(Campaign(characters=(Character(id="aldo", name="Aldo", traitor=True),)))
    model = RosterModel(document)
    index = model.index(0)
    assert index.data(Qt.ItemDataRole.AccessibleTextRole) == "背反者: Aldo"
