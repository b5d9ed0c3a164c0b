"""Starting the desktop application, or rendering its window to a PNG (``--screenshot``)."""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
import threading
import traceback
from collections.abc import Callable, Sequence
from datetime import datetime
from functools import partial
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    Signal,
    qInstallMessageHandler,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from fhrtool import __version__
from fhrtool.app.context import AppContext, Settings
from fhrtool.app.document import Document
from fhrtool.app.files import FileController
from fhrtool.app.i18n import LANGUAGES, Translations, plural, tr
from fhrtool.app.messages import error_text
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import load_preferences
from fhrtool.ui.dialogs import Dialogs, NonInteractiveDialogs
from fhrtool.ui.main_window import MainWindow
from fhrtool.ui.safety import declined, total
from fhrtool.ui.theme import apply_theme

PANELS = ("start", "sheet", "tracker", "board", "log")
"""What ``--screenshot`` shows: ``start`` is the window as the application starts, with no sheet open;
the others open the first character's sheet and bring that panel to the front."""
DEMO_CAMPAIGN = ("samples", "demo.fhrc")
ICON = ("icons", "fhrtool.svg")
"""The application's icon, which every icon file is drawn from (``packaging/make_icons.py``)."""
WINDOW_ICONS = "fhrtool-*.png"
"""The window icon, in the icons folder: PNGs drawn from :data:`ICON` at several sizes
(``packaging/make_icons.py --window``). Qt reads PNG itself; an SVG would load its SVG module."""
APP_ID = "io.github.fhrtool"
SERIAL_FILLS = "QT_NO_GUI_THREADPOOL"
"""Set, Qt's raster engine fills on the thread that paints instead of handing large fills to a pool."""
ERROR_SUMMARY_MAX = 300

_qt_log = logging.getLogger("fhrtool.qt")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="fhrtool", description="Start the fhrtool application.")
    parser.add_argument(
        "file", nargs="?", type=Path, help="campaign file to open (default: the demo campaign)"
    )
    parser.add_argument("--home", type=Path, help="folder for preferences, backups and recovery files")
    parser.add_argument("--lang", choices=LANGUAGES, help="interface language (default: preferences)")
    parser.add_argument(
        "--screenshot", type=Path, metavar="OUT.png", help="render the window to a PNG and exit"
    )
    parser.add_argument(
        "--panel",
        choices=PANELS,
        default="sheet",
        help="what the screenshot shows (start: the window as it starts, no sheet open)",
    )
    parser.add_argument(
        "--share",
        type=share_address,
        metavar="[HOST:]PORT",
        help="start sharing the table's pages on HOST (default 127.0.0.1) and PORT (0: a free one), "
        "and print their links",
    )
    parser.add_argument("--version", action="version", version=f"fhrtool {__version__}")
    return parser


def share_address(text: str) -> tuple[str, int]:
    """``--share``'s ``[HOST:]PORT``: the host (127.0.0.1 when left out; an IPv6 address in brackets)
    and the port."""
    host, colon, port = text.rpartition(":")
    host = host.strip("[]") if colon else "127.0.0.1"
    if not port.isdigit() or int(port) > 65535 or not host:
        raise argparse.ArgumentTypeError(
            tr("expected [HOST:]PORT with a port of 0–65535, not {text}").format(text=text)
        )
    return host, int(port)


def print_links(window: MainWindow) -> None:
    """The links of the sharing that ``--share`` started, one a line: the table's, then each PC's."""
    sharing = window.sharing
    assert sharing is not None
    for link in sharing.links():
        if link.key == "table":
            print(f"table: {link.url}")
        else:
            print(f"player {link.label}: {link.url}")
    sys.stdout.flush()


def create_window(
    app: QApplication, paths: AppPaths, dialogs: Dialogs, *, language: str | None, file: Path | None
) -> MainWindow:
    """Build the whole application around one document: the composition root of the GUI."""
    preferences, warning = load_preferences(paths)
    settings = Settings(paths, preferences, app)
    translations = Translations(resource_path("i18n"))
    translations.use(language or preferences.language)
    apply_theme(app, preferences.theme)
    context = AppContext(paths=paths, settings=settings, translations=translations, prompts=dialogs)
    if warning is not None:
        kept = tr("A copy of it is kept as {file}.").format(file=warning.kept_as) if warning.kept_as else ""
        dialogs.information(
            tr("Preferences reset"),
            tr("The preferences could not be read, so the defaults are used: {problem}").format(
                problem=error_text(warning.problem)
            )
            + ("\n" + kept if kept else ""),
        )
    # The campaign is opened first and the window built on it: built on an empty document, every panel
    # would be made once for nothing and then again for the campaign.
    document = Document()
    files = FileController(document, context)
    files.start(file, resource_path(*DEMO_CAMPAIGN))
    return MainWindow(document, context, dialogs, files=files)


class _FirstPaint(QObject):
    """Runs its callbacks on the event loop's next turn after its widget's first paint event, or
    after ``at_latest`` milliseconds if no paint came by then."""

    def __init__(self, widget: QWidget, callbacks: Sequence[Callable[[], object]], at_latest: int) -> None:
        super().__init__(widget)
        self._widget = widget
        self._callbacks = callbacks
        widget.installEventFilter(self)
        QTimer.singleShot(at_latest, self, self._run)

    @total(declined)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self, self._run)  # once this paint, and the rest of it, is done
        return False

    def _run(self) -> None:
        if self._callbacks:
            callbacks, self._callbacks = self._callbacks, ()
            self._widget.removeEventFilter(self)
            self.deleteLater()
            for callback in callbacks:
                callback()


FIRST_PAINT_AT_LATEST = 3000
"""Milliseconds after which what waits for the first paint runs anyway (a window that opens
minimised, or one the window manager keeps hidden, is not painted)."""


def after_first_paint(
    widget: QWidget, *callbacks: Callable[[], object], at_latest: int = FIRST_PAINT_AT_LATEST
) -> None:
    """Run ``callbacks``, in order, once ``widget`` has been painted for the first time: what the first
    picture does not need waits for it (a window painted is a window the user sees)."""
    _FirstPaint(widget, callbacks, at_latest)


class ErrorReport(QObject):
    """The last resort: an exception nothing else caught becomes a message to the user, and its
    traceback goes to ``errors.log`` — never a traceback on screen, never a dead process.

    It takes over ``sys.excepthook`` (exceptions in slots, and those the display's :func:`total`
    virtuals contain), ``threading.excepthook`` and Qt's message handler (Qt's own warnings go to the
    log; its fatal errors, which Qt ends the process for, at least leave their reason there).

    Messages wait for the event loop: the hook may run inside a ``data()`` or a ``paintEvent()``, where
    opening a modal dialog would re-enter the very painting that failed. Only one dialog is open at a
    time; what arrives meanwhile is counted into the next one.

    The document is untouched by a failed edit (edits are computed before they are applied), so the
    user can go on or save.
    """

    _arrived = Signal(str)  # from any thread; the connection brings it to the GUI thread

    def __init__(self, dialogs: Dialogs, log_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._dialogs = dialogs
        self.log_file = log_dir / "errors.log"
        self._lock = threading.Lock()
        self._pending: list[str] = []
        self._showing = False
        self._arrived.connect(self._queue)

    def install(self) -> None:
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook
        qInstallMessageHandler(self.qt_message)

    def excepthook(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        if not issubclass(kind, Exception):  # Ctrl+C, sys.exit(): not errors to report
            sys.__excepthook__(kind, error, trace)
            return
        self._arrived.emit(self._text(error, self._record(kind, error, trace)))

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        self.excepthook(args.exc_type, args.exc_value, args.exc_traceback)

    def qt_message(self, kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            # Qt ends the process when this returns: the log keeps why, and where Python stood.
            self._write(f"Qt fatal error: {message}\n{''.join(traceback.format_stack())}")
            return
        level = logging.DEBUG if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg) else logging.WARNING
        _qt_log.log(level, "%s", message)

    def _record(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> bool:
        return self._write("".join(traceback.format_exception(kind, error, trace)))

    def _write(self, details: str) -> bool:
        """Append ``details`` to the error log; False when it cannot be written."""
        stamp = datetime.now().isoformat(timespec="seconds")
        try:
            with self._lock:
                self.log_file.parent.mkdir(parents=True, exist_ok=True)
                with self.log_file.open("a", encoding="utf-8", errors="backslashreplace") as log:
                    log.write(f"--- {stamp} fhrtool {__version__}\n{details}")
        except OSError:
            return False
        return True

    def _text(self, error: BaseException, logged: bool) -> str:
        try:
            said = str(error)
        except Exception:  # an exception that cannot even say what it is
            said = ""
        # One line of the error, not the pages some libraries put into theirs.
        lines = said.strip().splitlines()
        summary = lines[0][:ERROR_SUMMARY_MAX] if lines else type(error).__name__
        text = tr("Something went wrong: {error}").format(error=summary)
        if logged:
            text += "\n\n" + tr("The details are in {file}.").format(file=self.log_file)
        return text

    def _queue(self, text: str) -> None:
        self._pending.append(text)
        QTimer.singleShot(0, self.flush)

    def flush(self) -> None:
        """Show what is waiting, in one dialog; nothing while a dialog of this report is open."""
        if self._showing or not self._pending:
            return
        first, more = self._pending[0], len(self._pending) - 1
        self._pending.clear()
        if more:
            first += "\n\n" + plural(
                more,
                tr("{count} more problem happened at the same time."),
                tr("{count} more problems happened at the same time."),
            ).format(count=more)
        self._showing = True
        try:
            self._dialogs.error(tr("Unexpected error"), first)
        except Exception:  # the message itself failed: keep it in the log, never loop on it
            self._write(f"{first}\n{traceback.format_exc()}")
        finally:
            self._showing = False
        if self._pending:
            QTimer.singleShot(0, self.flush)


def install_error_report(dialogs: Dialogs, log_dir: Path) -> ErrorReport:
    """Make :class:`ErrorReport` the last resort for every unexpected exception of the process."""
    report = ErrorReport(dialogs, log_dir, QCoreApplication.instance())
    report.install()
    return report


def install_logging(log_dir: Path) -> None:
    """Notes of the application (values it could not show, Qt's warnings) go to ``fhrtool.log``; to
    standard error when that folder cannot be made."""
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
    except OSError:
        return
    handler = logging.FileHandler(log_dir / "fhrtool.log", encoding="utf-8", delay=True)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger = logging.getLogger("fhrtool")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False


def settle_memory() -> None:
    """Keep everything alive so far out of the garbage collector's scans, and let the collector run
    from now on (the application starts with it off, see :mod:`fhrtool.__main__`).

    The campaign, the widgets and Qt's wrappers live for the whole session; without this, the
    collector walks all of them again and again, and a pause lands on a Next now and then (and
    once more at exit). The start leaves next to no cyclic garbage (a collection here finds about
    fifty objects among the 55,000 it walks, in a sizeable share of the start-up time), so none is
    made before freezing.
    """
    gc.freeze()
    gc.enable()


def application() -> QApplication:
    """The application object, made on the first call.

    Qt's raster engine splits every fill taller than 96 rows (a background, a table's viewport, a scroll
    bar) across a thread pool and waits for it. For a window of tables and forms the hand-off costs
    more than the fill (the tracker's steps, timed with and without the pool; ``make bench`` does not
    compare the two). So fills stay on the painting thread, unless the environment already names
    :data:`SERIAL_FILLS` (Qt reads it once, when it first wants the pool).
    """
    os.environ.setdefault(SERIAL_FILLS, "1")
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    return app


def identify(app: QApplication) -> None:
    """Name the application and give it the icon the installed bundle uses (one SVG source for both)."""
    app.setApplicationName("fhrtool")
    app.setApplicationVersion(__version__)
    icon = QIcon()
    for png in sorted(resource_path(ICON[0]).glob(WINDOW_ICONS)):
        icon.addFile(str(png))
    app.setWindowIcon(icon)
    app.setDesktopFileName(APP_ID)  # on Wayland the window's icon comes from this desktop entry


def guard_wheels(app: QApplication) -> None:
    """Install the wheel guard (:mod:`fhrtool.ui.wheel`), imported then: it waits for the first paint."""
    from fhrtool.ui.wheel import install_wheel_guard

    install_wheel_guard(app)


def run(argv: Sequence[str]) -> int:
    try:
        return _run(argv)
    finally:
        gc.enable()  # whatever ended the start early: the collector is not left off


def _run(argv: Sequence[str]) -> int:
    args = build_parser().parse_args(argv)
    app = application()
    identify(app)
    paths = AppPaths.default(args.home)
    install_logging(paths.log_dir)
    if args.screenshot is not None:
        return screenshot_run(app, paths, args)
    dialogs = Dialogs()
    report = install_error_report(dialogs, paths.log_dir)
    try:
        window = create_window(app, paths, dialogs, language=args.lang, file=args.file)
    except Exception as error:  # nothing to show the campaign in: say why, and stop
        report.excepthook(type(error), error, error.__traceback__)
        report.flush()
        return 1
    if args.share is not None:
        try:
            window.start_sharing(*args.share)
        except OSError as error:
            print(
                "fhrtool: "
                + tr("Could not share on {address}: {problem}").format(
                    address=":".join(map(str, args.share)), problem=error.strerror or error
                ),
                file=sys.stderr,
            )
            window.close()
            return 1
        print_links(window)
    window.fit_to_screen()
    window.show()
    # Once shown, the window manager's frame is known: fit again with it. A long log, and the panels
    # behind the tracker's tab, come once the window is on screen, before anyone clicks.
    QTimer.singleShot(0, window.fit_to_screen)
    after_first_paint(
        window, window.document.complete, window.build_panels, partial(guard_wheels, app), settle_memory
    )
    return app.exec()


def screenshot_run(app: QApplication, paths: AppPaths, args: argparse.Namespace) -> int:
    """``--screenshot``: render the window with nobody at the screen; any problem on the way (the
    file would not open, something could not be shown, the picture could not be written) is said on
    standard error and makes the exit status 1."""
    dialogs = NonInteractiveDialogs()
    report = install_error_report(dialogs, paths.log_dir)
    try:
        window = create_window(app, paths, dialogs, language=args.lang, file=args.file)
        # As for the user (the panels behind the tracker are built by show_panel when asked for).
        after_first_paint(window, partial(guard_wheels, app), settle_memory)
        written = screenshot(app, window, args.screenshot, args.panel)
        # The picture is the window's first: a long log is read after it, as for the user, and a file
        # whose log cannot be read is said here.
        window.document.complete()
    except Exception as error:
        report.excepthook(type(error), error, error.__traceback__)
        written = False
    app.processEvents()
    report.flush()
    if not written:
        return 1
    if dialogs.errors:
        args.screenshot.unlink(missing_ok=True)  # a picture of something else than was asked for
        print(
            "fhrtool: "
            + plural(
                len(dialogs.errors),
                tr("No screenshot: {count} problem, see above."),
                tr("No screenshot: {count} problems, see above."),
            ).format(count=len(dialogs.errors)),
            file=sys.stderr,
        )
        return 1
    return 0


def screenshot(app: QApplication, window: MainWindow, out: Path, panel: str = "sheet") -> bool:
    """Render ``window`` showing ``panel`` to the PNG ``out``; False (and a message) if not written."""
    window.remember_layout = False  # a picture for the README must not change the user's layout
    if panel != "start" and window.document.campaign.characters:
        window.roster.select(window.document.campaign.characters[0].id)
    window.show()
    if panel != "start":
        window.show_panel(panel)
    app.processEvents()
    window.finish_drawing()
    ok = window.grab().save(str(out))
    window.document.undo_stack.setClean()
    QTimer.singleShot(0, window.close)
    app.processEvents()
    if not ok:
        print("fhrtool: " + tr("Could not write the screenshot to {file}.").format(file=out), file=sys.stderr)
    return ok
