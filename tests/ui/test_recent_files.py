"""Recent files whose names are not text: undecodable bytes held as surrogate escapes, a NUL, control
and direction characters. They never cost the other preferences, never stop a file from opening, and
the menu shows each one so that it can be told apart."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fhrtool.app.context import AppContext, Settings
from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.model import Campaign
from fhrtool.storage.files import write_campaign
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences, load_preferences, preferences_path
from fhrtool.ui.launch import create_window
from fhrtool.ui.main_window import MainWindow
from tests.ui.conftest import FakeDialogs

UNDECODABLE = os.fsdecode(b"/tmp/bad\xff.fhrc")
"""A file name with a byte that is not UTF-8, as Python holds it: ``/tmp/bad\\udcff.fhrc``."""


def _write_preferences(paths: AppPaths, data: bytes) -> None:
    file = preferences_path(paths)
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_bytes(data)


@pytest.mark.parametrize(
    "unusable",
    [
        b'"/tmp/bad\\udcff.fhrc"',  # a surrogate escape written out as JSON
        b'"/tmp/bad\xff.fhrc"',  # the raw byte, which is not UTF-8
        b'"/tmp/nul\\u0000.fhrc"',
        b"42",
    ],
)
def test_an_unusable_recent_file_is_dropped_and_the_other_preferences_kept(
    unusable: bytes, caplog: pytest.LogCaptureFixture
) -> None:
    paths = AppPaths.default()
    _write_preferences(
        paths, b'{"theme": "dark", "recent_files": ["/tmp/good.fhrc", ' + unusable + b', "/tmp/other.fhrc"]}'
    )
    preferences, warning = load_preferences(paths)
    assert warning is None
    assert preferences.theme == "dark"
    assert preferences.recent_files == ("/tmp/good.fhrc", "/tmp/other.fhrc")
    assert "dropped 1 recent file(s)" in caplog.text


def test_preferences_unusable_for_another_reason_still_fall_back_to_the_defaults() -> None:
    paths = AppPaths.default()
    _write_preferences(paths, b'{"theme": "purple", "recent_files": ["/tmp/bad\\udcff.fhrc"]}')
    preferences, warning = load_preferences(paths)
    assert warning is not None
    assert preferences == Preferences()


def test_settings_never_hold_an_unusable_recent_file() -> None:
    preferences = Preferences.model_construct(recent_files=("/tmp/good.fhrc", UNDECODABLE, "a\0b"))
    settings = Settings(AppPaths.default(), preferences)
    assert settings.preferences.recent_files == ("/tmp/good.fhrc",)


def test_a_campaign_whose_name_is_not_text_opens_and_is_not_remembered(
    tmp_path: Path, dialogs: FakeDialogs, qapp: QApplication, caplog: pytest.LogCaptureFixture
) -> None:
    folder = os.fsencode(tmp_path)
    path = Path(os.fsdecode(folder + b"/bad\xff name.fhrc"))
    write_campaign(path, Campaign(name="Moon"))
    window = create_window(qapp, AppPaths.default(), dialogs, language="en", file=path)
    try:
        assert dialogs.calls == []
        assert window.document.campaign.name == "Moon"
        assert window.context.settings.preferences.recent_files == ()
        assert "not kept among the recent files" in caplog.text
        assert window.windowTitle().startswith("bad\\xff name.fhrc")
    finally:
        window.close()


def test_the_recent_menu_shows_every_name_as_it_is(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    tricky = ("/tmp/R&D.fhrc", "/tmp/evil\u202ecrhf.exe", "/tmp/esc\x1b[31m.fhrc", "/tmp/日本語.fhrc")
    settings = Settings(AppPaths.default(), Preferences(recent_files=tricky))
    window = create_window_with(qtbot, dialogs, settings)
    window._fill_recent_menu()
    texts = [action.text() for action in window.recent_menu.actions()]
    assert texts == [
        "/tmp/R&&D.fhrc",
        "/tmp/evil\\u202ecrhf.exe",
        "/tmp/esc\\x1b[31m.fhrc",
        "/tmp/日本語.fhrc",
    ]
    opened: list[Path] = []
    window.files.open = lambda path: opened.append(path) or True  # type: ignore[method-assign]
    window.recent_menu.actions()[1].trigger()
    assert opened == [Path("/tmp/evil\u202ecrhf.exe")], "the menu opens the file it names"


def create_window_with(qtbot: QtBot, dialogs: FakeDialogs, settings: Settings) -> MainWindow:
    context = AppContext(AppPaths.default(), settings, Translations(resource_path("i18n")), dialogs)
    window = MainWindow(Document(), context, dialogs)
    qtbot.addWidget(window, before_close_func=lambda _widget: window.document.undo_stack.setClean())
    return window


def test_the_application_starts_with_such_a_file_and_such_preferences(tmp_path: Path) -> None:
    home = tmp_path / "home"
    paths = AppPaths.under(home)
    _write_preferences(paths, json.dumps({"recent_files": [UNDECODABLE, "/tmp/good.fhrc"]}).encode())
    path = Path(os.fsdecode(os.fsencode(tmp_path) + b"/bad\xff.fhrc"))
    path.write_bytes(resource_path("samples", "demo.fhrc").read_bytes())
    out = tmp_path / "shot.png"
    result = subprocess.run(
        [sys.executable, "-m", "fhrtool", "--home", str(home), "--screenshot", str(out), str(path)],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Unexpected error" not in result.stderr
    assert "Preferences reset" not in result.stderr
    assert out.exists()
