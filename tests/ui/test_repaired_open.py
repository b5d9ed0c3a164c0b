"""Opening a campaign the loading gate repaired: the user reads what was repaired; the original is kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from fhrtool.app.context import AppContext, Settings
from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.storage.files import read_campaign
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences
from fhrtool.ui.main_window import MainWindow
from tests.storage.hostile import CASES
from tests.ui.conftest import FakeDialogs


@pytest.fixture
def window(qtbot: QtBot, dialogs: FakeDialogs) -> MainWindow:
    paths = AppPaths.default()
    context = AppContext(paths, Settings(paths, Preferences()), Translations(resource_path("i18n")), dialogs)
    main = MainWindow(Document(), context, dialogs)
    qtbot.addWidget(main, before_close_func=lambda _widget: main.document.undo_stack.setClean())
    main.files.new()
    return main


def test_the_repairs_are_shown_and_the_first_save_keeps_the_original(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    case = next(case for case in CASES if case.name == "log-time-year-9999")
    path = tmp_path / "moon.fhrc"
    path.write_bytes(case.data())
    original = path.read_bytes()
    assert window.open_campaign(path)
    shown = [(title, text) for method, title, text in dialogs.calls if method == "information"]
    assert len(shown) == 1
    title, text = shown[0]
    assert title == "The campaign was repaired"
    assert str(path) in text
    assert "• 1 log entry had a time that cannot be shown: its time was removed" in text
    assert path.read_bytes() == original
    assert window.files.save(path)
    assert (tmp_path / ".fhrtool-backups" / "moon.v1.fhrc").read_bytes() == original
    assert read_campaign(path).notes == ()
