"""Starting the application: the screenshot mode used for the README pictures, and error reports."""

from __future__ import annotations

import gc
import logging
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    qInstallMessageHandler,
    qWarning,
)
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QListView, QWidget
from pytestqt.qtbot import QtBot

from fhrtool.model import Campaign
from fhrtool.storage import files as storage_files
from fhrtool.storage.files import read_campaign, read_sheet, write_campaign
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import preferences_path
from fhrtool.storage.recovery import Instance
from fhrtool.ui.dialogs import SaveChoice
from fhrtool.ui.launch import (
    SERIAL_FILLS,
    ErrorReport,
    after_first_paint,
    application,
    create_window,
    install_error_report,
    screenshot,
    settle_memory,
)
from fhrtool.ui.safety import total_data
from tests.samples.log import entries
from tests.ui.conftest import FakeDialogs

ARTIFACTS = Path(__file__).parents[2] / "artifacts" / "screenshots"
_ROOT = QModelIndex()


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


@pytest.mark.parametrize(("panel", "sheets"), [("start", 0), ("tracker", 1), ("sheet", 1)])
def test_the_start_picture_is_the_window_as_it_starts(
    dialogs: FakeDialogs, qapp: QApplication, tmp_path: Path, panel: str, sheets: int
) -> None:
    window = create_window(qapp, AppPaths.under(tmp_path / "home"), dialogs, language="en", file=None)
    out = tmp_path / f"{panel}.png"
    assert screenshot(qapp, window, out, panel)
    # As the application starts, no sheet is open; the other pictures open the first character's.
    assert len(window.sheets.open_ids()) == sheets
    assert QImage(str(out)).size().toTuple() == (1280, 800)
    assert _distinct_colours(QImage(str(out))) > 5


_PAINT_A_TABLE = """
import os, sys
from PySide6.QtWidgets import QApplication, QMainWindow, QTableWidget
if sys.argv[1] == "fhrtool":
    from fhrtool.ui.launch import application
    app = application()
else:
    app = QApplication([sys.argv[0]])
window = QMainWindow()
window.setCentralWidget(QTableWidget(200, 10))
window.resize(1280, 800)
window.show()
app.processEvents()
window.grab()
names = [open(f"/proc/self/task/{task}/comm").read().strip() for task in os.listdir("/proc/self/task")]
print(sum(name.startswith("Thread (pooled)") for name in names))
"""


def _pool_threads_after_painting(made_by: str) -> int:
    env = {key: value for key, value in os.environ.items() if key != SERIAL_FILLS}
    env["QT_QPA_PLATFORM"] = "offscreen"
    result = subprocess.run(
        [sys.executable, "-c", _PAINT_A_TABLE, made_by],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return int(result.stdout.split()[-1])


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="counts the threads in /proc")
def test_the_application_paints_without_qts_fill_threads() -> None:
    # A window of the application's size with a table and scroll bars: a bare application hands its
    # large fills to Qt's pool, which starts threads; the application's own keeps them on its thread.
    assert _pool_threads_after_painting("bare") >= 1
    assert _pool_threads_after_painting("fhrtool") == 0


def test_the_application_object_keeps_a_fill_setting_the_environment_has(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(SERIAL_FILLS, "yes")
    assert application() is qapp
    assert os.environ[SERIAL_FILLS] == "yes"
    monkeypatch.delenv(SERIAL_FILLS)
    assert application() is qapp
    assert os.environ[SERIAL_FILLS] == "1"


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


def test_screenshot_of_a_file_that_cannot_be_opened_fails_and_says_why(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    result = _screenshot(out, str(tmp_path / "nowhere.fhrc"))
    assert result.returncode == 1, "a picture of the demo is not a picture of the file asked for"
    assert "Could not open the campaign" in result.stderr
    assert "nowhere.fhrc" in result.stderr
    assert "No screenshot" in result.stderr
    assert "Traceback" not in result.stderr
    assert not out.exists()


def test_screenshot_to_a_file_that_cannot_be_written_fails_and_says_why(tmp_path: Path) -> None:
    out = tmp_path / "no such folder" / "shot.png"
    result = _screenshot(out)
    assert result.returncode == 1
    assert f"Could not write the screenshot to {out}." in result.stderr
    assert "Traceback" not in result.stderr


@pytest.fixture
def report(dialogs: FakeDialogs, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ErrorReport]:
    """The last-resort report installed as in the application, and every hook it took back after."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    previous = qInstallMessageHandler(None)
    try:
        yield install_error_report(dialogs, tmp_path / "logs")
    finally:
        qInstallMessageHandler(previous)


def _errors_shown(qtbot: QtBot, dialogs: FakeDialogs, count: int = 1) -> list[str]:
    qtbot.waitUntil(lambda: len(dialogs.errors()) >= count)
    return dialogs.errors()


def test_unexpected_errors_become_a_message_and_a_log_file(
    qtbot: QtBot, dialogs: FakeDialogs, report: ErrorReport
) -> None:
    try:
        raise RuntimeError("disk on fire")
    except RuntimeError as error:
        sys.excepthook(type(error), error, error.__traceback__)
    assert dialogs.calls == [], "the message waits for the event loop: the hook may run inside a paint"
    (text,) = _errors_shown(qtbot, dialogs)
    assert "disk on fire" in text
    assert "Traceback" not in text
    assert str(report.log_file) in text
    assert "Traceback" in report.log_file.read_text(encoding="utf-8")


def test_a_long_error_is_shown_by_its_first_line(
    qtbot: QtBot, dialogs: FakeDialogs, report: ErrorReport
) -> None:
    error = ValueError("1 validation error for Preferences\nrecent_files.0\n  Input should be a valid string")
    report.excepthook(ValueError, error, None)
    (text,) = _errors_shown(qtbot, dialogs)
    assert "1 validation error for Preferences" in text
    assert "recent_files" not in text


def test_an_exception_in_a_slot_is_a_message_and_the_application_goes_on(
    qtbot: QtBot, dialogs: FakeDialogs, report: ErrorReport
) -> None:
    def broken_slot() -> None:
        raise KeyError("no such combatant")

    QTimer.singleShot(0, broken_slot)
    (text,) = _errors_shown(qtbot, dialogs)
    assert "no such combatant" in text


def test_an_exception_in_a_models_data_is_a_message_and_the_view_goes_on(
    qtbot: QtBot, dialogs: FakeDialogs, report: ErrorReport
) -> None:
    class Failing(QAbstractListModel):
        def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
            return 0 if parent.isValid() else 5

        @total_data
        def data(
            self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
        ) -> object:
            if role == Qt.ItemDataRole.DisplayRole:
                datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=14))).astimezone(UTC)  # overflows
            return None

    view = QListView()
    qtbot.addWidget(view)
    view.setModel(Failing(view))
    view.show()
    qtbot.waitExposed(view)
    view.grab()
    (text,) = _errors_shown(qtbot, dialogs)
    assert "date value out of range" in text
    view.model().layoutChanged.emit()
    view.grab()
    qtbot.wait(50)
    assert len(dialogs.errors()) == 1, "the same failure repainting is not reported again"
    assert view.isVisible()


def test_errors_arriving_together_are_one_message(
    qtbot: QtBot, dialogs: FakeDialogs, report: ErrorReport
) -> None:
    for number in range(3):
        error = RuntimeError(f"problem {number}")
        report.excepthook(RuntimeError, error, None)
    (text,) = _errors_shown(qtbot, dialogs)
    assert "problem 0" in text
    assert "2 more problems happened at the same time." in text


def test_a_message_that_fails_to_show_is_logged_not_repeated(
    qtbot: QtBot, dialogs: FakeDialogs, report: ErrorReport, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_error(title: str, text: str) -> None:
        dialogs.calls.append(("error", title, text))
        raise RuntimeError("no screen to show it on")

    monkeypatch.setattr(dialogs, "error", broken_error)
    report.excepthook(RuntimeError, RuntimeError("first"), None)
    _errors_shown(qtbot, dialogs)
    qtbot.wait(50)
    assert len(dialogs.errors()) == 1
    assert "no screen to show it on" in report.log_file.read_text(encoding="utf-8")


def test_an_exception_in_another_thread_is_a_message(
    qtbot: QtBot, dialogs: FakeDialogs, report: ErrorReport
) -> None:
    def work() -> None:
        raise OSError("the export thread failed")

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    (text,) = _errors_shown(qtbot, dialogs)
    assert "the export thread failed" in text


def test_qt_warnings_go_to_the_log(report: ErrorReport, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="fhrtool.qt"):
        qWarning("a Qt warning")
    assert [record.getMessage() for record in caplog.records] == ["a Qt warning"]


def test_a_fatal_qt_error_leaves_its_reason_in_the_log(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtCore import qFatal\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from fhrtool.ui.dialogs import NonInteractiveDialogs\n"
        "from fhrtool.ui.launch import install_error_report\n"
        "app = QApplication([])\n"
        "install_error_report(NonInteractiveDialogs(), Path(sys.argv[1]))\n"
        "qFatal('the platform plugin is gone')\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path)], env=env, capture_output=True, timeout=60, check=False
    )
    assert result.returncode != 0, "Qt ends the process after a fatal error"
    log = (tmp_path / "errors.log").read_text(encoding="utf-8")
    assert "Qt fatal error" in log
    assert 'File "<string>", line 9' in log, "where Python stood when Qt gave up"


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


def test_what_waits_for_the_first_paint_runs_once_after_it(qapp: QApplication, qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    calls: list[str] = []
    after_first_paint(widget, lambda: calls.append("panels"), lambda: calls.append("guard"))
    qapp.processEvents()
    assert calls == [], "nothing is painted before the widget is shown"
    widget.show()
    qtbot.waitUntil(lambda: calls == ["panels", "guard"])
    widget.repaint()
    qapp.processEvents()
    assert calls == ["panels", "guard"]


def test_what_waits_for_the_first_paint_runs_even_without_one(qapp: QApplication, qtbot: QtBot) -> None:
    widget = QWidget()  # never shown, as a window that opens minimised
    qtbot.addWidget(widget)
    calls: list[str] = []
    after_first_paint(widget, lambda: calls.append("panels"), at_latest=0)
    qtbot.waitUntil(lambda: calls == ["panels"])
    widget.show()
    widget.repaint()
    qapp.processEvents()
    assert calls == ["panels"], "once only"


def test_settling_memory_turns_the_collector_back_on() -> None:
    gc.disable()  # as the application starts
    try:
        settle_memory()
        assert gc.isenabled()
        assert gc.get_freeze_count() > 0, "what lives so far is out of the collector's scans"
    finally:
        gc.unfreeze()
        gc.enable()


def _years(path: Path, count: int) -> Path:
    """A campaign file with a log of ``count`` entries."""
    write_campaign(path, Campaign(name="Years", log=entries(count)))()
    return path


def test_a_long_log_is_read_after_the_first_picture(
    dialogs: FakeDialogs, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(storage_files, "LOG_LATER_BYTES", 200)
    years = _years(tmp_path / "years.fhrc", 40)
    window = create_window(qapp, AppPaths.under(tmp_path / "home"), dialogs, language="en", file=years)
    panel = window.log_panel
    assert screenshot(qapp, window, tmp_path / "first.png", "log")
    # The first picture: the rest of the campaign, and the log said to be on its way.
    assert window.document.campaign.name == "Years"
    assert panel.count_label.text() == "Reading the log…"
    assert panel.proxy.rowCount() == 0
    assert window.document.complete()
    assert panel.count_label.text() == "40 entries"
    assert panel.proxy.rowCount() == 40
    assert panel.model.entries == read_campaign(years).value.log
    assert not window.document.modified


def test_screenshot_of_a_file_whose_long_log_cannot_be_read_fails_and_says_why(tmp_path: Path) -> None:
    years = _years(tmp_path / "years.fhrc", 8_000)  # its log is long enough to be read after the picture
    broken = years.read_text(encoding="utf-8").replace('"total": 7', '"total": {"x": 1}', 1)
    years.write_text(broken, encoding="utf-8")
    assert storage_files.read_campaign_log_later(years).preview is not None  # the rest reads
    out = tmp_path / "shot.png"
    result = _screenshot(out, str(years), "--panel", "log")
    assert result.returncode == 1, "a picture of a file that does not open"
    assert "Could not open the campaign" in result.stderr
    assert "years.fhrc" in result.stderr
    assert "Traceback" not in result.stderr
    assert not out.exists()
    assert years.read_text(encoding="utf-8") == broken
