"""Opening a campaign the loading gate repaired: the user reads what was repaired; the original is kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from fhrtool.app.context import AppContext, Settings
from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.storage.atomic import BACKUP_FOLDER
from fhrtool.storage.files import encode_campaign, read_campaign
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences
from fhrtool.ui.main_window import MainWindow
from tests.storage.hostile import CASES, campaign
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
    assert (tmp_path / ".fhrtool-backups" / "moon.v2.fhrc").read_bytes() == original
    assert read_campaign(path).notes == ()


def test_a_campaign_of_format_1_opens_without_a_word_and_its_first_save_keeps_the_original(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    path = tmp_path / "moon.fhrc"
    raw = json.loads(encode_campaign(campaign()))
    old = {**raw, "schema_version": 1, "app_version": "0.1.0"}
    path.write_text(json.dumps(old, ensure_ascii=False, indent=1), encoding="utf-8")
    original = path.read_bytes()
    assert window.open_campaign(path)
    # An upgrade that changes nothing the user sees is not worth a dialog; the file stays as it is.
    assert dialogs.calls == []
    assert window.document.campaign == campaign()
    assert not window.document.modified
    assert path.read_bytes() == original
    assert window.files.save(path)
    kept = tmp_path / BACKUP_FOLDER / "moon.v1.fhrc"
    assert kept.read_bytes() == original
    assert json.loads(path.read_bytes())["schema_version"] == 2
    assert read_campaign(path).migrated is False
    # Only the first save keeps it: saving again keeps no other original.
    assert window.files.save(path)
    assert sorted(kept.parent.glob("moon.v*.fhrc")) == [kept]
    assert dialogs.calls == []
