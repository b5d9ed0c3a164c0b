"""Starting the application: the screenshot mode used for the README pictures, and error reports."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from fhrtool.model import Campaign
from fhrtool.storage.files import read_sheet
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import preferences_path
from fhrtool.storage.recovery import Instance
from fhrtool.ui.dialogs import SaveChoice
from fhrtool.ui.launch import create_window, install_error_report
from tests.ui.conftest import FakeDialogs

ARTIFACTS = Path(__file__).parents[2] / "artifacts" / "screenshots"


def _screenshot(out: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "fhrtool", "--screenshot", str(out), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _distinct_colours(image: QImage) -> int:
    step = 7
    return len(
        {image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)}
    )


@pytest.mark.parametrize("language", ["ja", "en"])
def test_screenshot_renders_the_main_window_to_a_png(language: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    out = ARTIFACTS / f"main-{language}.png"
    out.unlink(missing_ok=True)
    result = _screenshot(out, "--lang", language)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    assert _distinct_colours(image) > 5, "the picture is blank"


def test_screenshot_of_a_panel(tmp_path: Path) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    out = ARTIFACTS / "tracker-en.png"
    result = _screenshot(out, "--lang", "en", "--panel", "tracker")
    assert result.returncode == 0, result.stderr
    assert _distinct_colours(QImage(str(out))) > 5


def test_broken_preferences_are_reported_and_the_defaults_used(tmp_path: Path) -> None:
    home = tmp_path / "home"
    prefs = preferences_path(AppPaths.under(home))
    prefs.parent.mkdir(parents=True)
    prefs.write_text("{ not json", encoding="utf-8")
    result = _screenshot(tmp_path / "shot.png", "--home", str(home))
    assert result.returncode == 0
    assert "Preferences reset" in result.stderr
    assert "defaults" in result.stderr


def test_a_sheet_file_opens_as_a_new_campaign_holding_it(dialogs: FakeDialogs, qapp: QApplication) -> None:
    sheet = resource_path("samples", "amagi-yuu.fhrs")
    window = create_window(qapp, AppPaths.default(), dialogs, language="en", file=sheet)
    try:
        assert window.document.path is None
        assert [c.name for c in window.document.campaign.characters] == [
            read_sheet(sheet).value.character.name
        ]
    finally:
        window.document.undo_stack.setClean()
        window.close()


def test_screenshot_of_a_missing_file_says_so_and_still_renders(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    result = _screenshot(out, str(tmp_path / "nowhere.fhrc"))
    assert result.returncode == 0
    assert "nowhere.fhrc" in result.stderr
    assert out.exists()


def test_unexpected_errors_become_a_message_and_a_log_file(
    dialogs: FakeDialogs, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    install_error_report(dialogs, tmp_path / "logs")
    try:
        raise RuntimeError("disk on fire")
    except RuntimeError as error:
        sys.excepthook(type(error), error, error.__traceback__)
    ((method, _title, text),) = dialogs.calls
    assert method == "error"
    assert "disk on fire" in text
    assert "Traceback" not in text
    assert "Traceback" in (tmp_path / "logs" / "errors.log").read_text(encoding="utf-8")


def test_the_demo_opens_as_an_untitled_copy(dialogs: FakeDialogs, qapp: QApplication) -> None:
    window = create_window(qapp, AppPaths.default(), dialogs, language="en", file=None)
    try:
        assert window.document.path is None, "saving must not write over the shipped demo"
        assert len(window.document.campaign.characters) == 7
        assert not window.document.modified
    finally:
        window.close()


def test_unsaved_work_of_an_untitled_campaign_is_offered_after_a_crash(
    dialogs: FakeDialogs, qapp: QApplication
) -> None:
    paths = AppPaths.default()
    crashed = Instance(paths)  # a window whose process ended without closing it
    crashed.write(None, Campaign(name="Lost evening"))
    crashed.release()
    dialogs.confirm_answers.append(True)
    window = create_window(qapp, paths, dialogs, language="en", file=None)
    try:
        assert window.document.campaign.name == "Lost evening"
        assert window.document.modified
        assert [method for method, *_ in dialogs.calls] == ["ask_restore"]
    finally:
        window.document.undo_stack.setClean()
        window.close()


def test_discarding_the_open_campaign_for_a_new_one_forgets_its_recovery_file(
    dialogs: FakeDialogs, qapp: QApplication
) -> None:
    paths = AppPaths.default()
    window = create_window(qapp, paths, dialogs, language="en", file=None)
    try:
        window.document.edit("rename", lambda c: c.model_copy(update={"name": "changed"}))
        assert window.files.autosave()
        dialogs.save_choices.append(SaveChoice.DISCARD)
        window.new_campaign()
        assert list(paths.recovery_dir.glob("untitled.*.fhrc")) == []
    finally:
        window.close()
