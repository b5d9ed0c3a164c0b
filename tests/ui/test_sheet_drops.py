"""Sheets taken into the open campaign from the window: File ▸ Import (one or a folder), or dropped on the
roster; a character the campaign has is updated through the comparison, all in one undo step."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fhrtool.app.context import AppContext, Settings, SheetChoice
from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.exchange.sheet import sheet_of
from fhrtool.model import Campaign, Character
from fhrtool.storage.files import write_sheet
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences
from fhrtool.ui.main_window import MainWindow
from tests.ui.conftest import FakeDialogs

YUU = Character(id="yuu", name="天城 ユウ", level=2)


@pytest.fixture
def window(qtbot: QtBot, dialogs: FakeDialogs) -> MainWindow:
    paths = AppPaths.default()
    context = AppContext(paths, Settings(paths, Preferences()), Translations(resource_path("i18n")), dialogs)
    main = MainWindow(Document(), context, dialogs)
    qtbot.addWidget(main, before_close_func=lambda _widget: main.document.undo_stack.setClean())
    main.document.replace(Campaign(characters=(YUU,)), None)
    return main


def _sheets(folder: Path) -> Path:
    folder.mkdir()
    for name, character in (
        ("yuu.fhrs", YUU.model_copy(update={"level": 3})),
        ("kai.fhrs", Character(name="カイ")),
    ):
        write_sheet(folder / name, sheet_of(Campaign(characters=(character,)), character))
    return folder


def _drag_data(*paths: Path) -> QMimeData:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    return data


def test_sheets_dropped_on_the_roster_are_taken_in_as_one_step(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    folder = _sheets(tmp_path / "sheets")
    data = _drag_data(folder)
    roster = window.roster
    actions, buttons, keys = (
        Qt.DropAction.CopyAction,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    enter = QDragEnterEvent(roster.rect().center(), actions, data, buttons, keys)
    QApplication.sendEvent(roster, enter)
    assert enter.isAccepted()
    dialogs.sheet_choices.append(SheetChoice.UPDATE)
    dialogs.takes.append("default")
    QApplication.sendEvent(roster, QDropEvent(QPointF(roster.rect().center()), actions, data, buttons, keys))
    campaign = window.document.campaign
    assert [(c.name, c.level) for c in campaign.characters] == [("天城 ユウ", 3), ("カイ", 1)]
    assert window.document.undo_stack.count() == 1
    window.document.undo_stack.undo()
    assert window.document.campaign == Campaign(characters=(YUU,))


def test_a_drag_without_files_is_not_taken(window: MainWindow) -> None:
    data = QMimeData()
    data.setText("天城 ユウ")
    enter = QDragEnterEvent(
        window.roster.rect().center(),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    enter.ignore()
    QApplication.sendEvent(window.roster, enter)
    assert not enter.isAccepted()


def test_file_import_takes_a_folder_of_sheets(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    folder = _sheets(tmp_path / "sheets")
    dialogs.paths.append(folder)
    dialogs.sheet_choices.append(SheetChoice.ADD)
    window.import_sheet_folder()
    assert [c.name for c in window.document.campaign.characters] == ["天城 ユウ", "カイ", "天城 ユウ (2)"]
    assert window.document.undo_stack.undoText() == "Import 2 sheets"
    dialogs.paths.append(None)
    window.import_sheet_folder()
    assert window.document.undo_stack.count() == 1
