"""The demo fight in the main window: what the casting board, the sheet and the tracker change is what all
three show, and none of it is lost when another of them changes the same number."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from fhrtool.app.context import AppContext, Settings
from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences
from fhrtool.ui.board.dialogs import BreakRequest, CostRequest
from fhrtool.ui.main_window import MainWindow
from fhrtool.ui.sheet_editor import SheetEditor
from fhrtool.ui.tracker.model import Column
from tests.ui.board.conftest import FakeBoardDialogs
from tests.ui.conftest import FakeDialogs

YUU = "天城 ユウ"


@pytest.fixture
def board_dialogs() -> FakeBoardDialogs:
    return FakeBoardDialogs()


@pytest.fixture
def window(qtbot: QtBot, dialogs: FakeDialogs, board_dialogs: FakeBoardDialogs) -> MainWindow:
    paths = AppPaths.default()
    context = AppContext(paths, Settings(paths, Preferences()), Translations(resource_path("i18n")), dialogs)
    main = MainWindow(Document(), context, dialogs, board_dialogs=board_dialogs)
    qtbot.addWidget(main, before_close_func=lambda _widget: main.document.undo_stack.setClean())
    assert main.open_campaign(resource_path("samples", "demo.fhrc"))
    main.resize(1366, 768)
    main.show()
    qtbot.waitExposed(main)
    return main


def _yuu(window: MainWindow) -> tuple[str, str]:
    """天城 ユウ's character id and combatant id."""
    combatant = next(c for c in window.document.campaign.encounter.combatants if c.name == YUU)
    assert combatant.character_id is not None
    return combatant.character_id, combatant.id


def _sheet(window: MainWindow, character_id: str) -> SheetEditor:
    window.roster.select(character_id)
    window.sheets.open_character(character_id)
    editor = window.sheets.editor(character_id)
    assert editor is not None
    return editor


def _tracker_cell(window: MainWindow, combatant_id: str, column: Column) -> str:
    model = window.tracker.model
    return str(model.index(model.row_of(combatant_id), column).data())


def _tracker_change(qtbot: QtBot, window: MainWindow, combatant_id: str, field: str, change: str) -> None:
    """Select the row, choose the field, type the change and press Enter, as the GM does."""
    tracker = window.tracker
    window.show_panel("tracker")
    tracker.select(combatant_id)
    tracker.adjust_field.setCurrentIndex(tracker.adjust_field.findData(field))
    qtbot.keyClicks(tracker.adjust_text, change)
    qtbot.keyClick(tracker.adjust_text, Qt.Key.Key_Return)


def test_cost_paid_on_the_board_then_damage_in_the_tracker(
    qtbot: QtBot, window: MainWindow, board_dialogs: FakeBoardDialogs
) -> None:
    yuu, fighter = _yuu(window)
    editor = _sheet(window, yuu)
    assert (editor.hp_current.value(), _tracker_cell(window, fighter, Column.HP)) == (22, "22/30")
    window.show_panel("board")
    assert window.board.character_id() == yuu
    board_dialogs.answer("pay_cost", CostRequest(10, 0, None))
    window.board.pay_cost_action.trigger()
    assert (editor.hp_current.value(), _tracker_cell(window, fighter, Column.HP)) == (12, "12/30")
    _tracker_change(qtbot, window, fighter, "hp", "-3")
    assert (editor.hp_current.value(), _tracker_cell(window, fighter, Column.HP)) == (9, "9/30")
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (editor.hp_current.value(), _tracker_cell(window, fighter, Column.HP)) == (12, "12/30")
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (editor.hp_current.value(), _tracker_cell(window, fighter, Column.HP)) == (22, "22/30")


def test_an_infinity_breaks_cost_shows_in_the_tracker(
    qtbot: QtBot, window: MainWindow, board_dialogs: FakeBoardDialogs
) -> None:
    yuu, fighter = _yuu(window)
    editor = _sheet(window, yuu)
    registration = window.document.character(yuu).infinity_breaks[0]
    window.show_panel("board")
    board_dialogs.answer("infinity_break", BreakRequest(registration.id, 45))  # 53 cost: 45 tension, 8 HP
    window.board.infinity_break_action.trigger()
    assert (editor.hp_current.value(), _tracker_cell(window, fighter, Column.HP)) == (14, "14/30")
    _tracker_change(qtbot, window, fighter, "hp", "-3")
    assert (editor.hp_current.value(), _tracker_cell(window, fighter, Column.HP)) == (11, "11/30")


def test_hope_typed_on_the_sheet_is_the_hope_the_tracker_adds_to(qtbot: QtBot, window: MainWindow) -> None:
    yuu, fighter = _yuu(window)
    editor = _sheet(window, yuu)
    window.show_panel("sheet")
    editor.hope_current.setFocus()
    editor.hope_current.selectAll()
    qtbot.keyClicks(editor.hope_current, "0")
    qtbot.keyClick(editor.hope_current, Qt.Key.Key_Return)
    assert _tracker_cell(window, fighter, Column.HOPE).startswith("0")
    _tracker_change(qtbot, window, fighter, "hope", "+1")
    assert editor.hope_current.value() == 1
    assert window.document.character(yuu).hope.current == 1
    assert _tracker_cell(window, fighter, Column.HOPE).startswith("1")
