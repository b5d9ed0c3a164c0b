"""Starting the desktop application, or rendering its window to a PNG (``--screenshot``)."""

from __future__ import annotations

import argparse
import gc
import sys
import traceback
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from fhrtool import __version__
from fhrtool.app.context import AppContext, Settings
from fhrtool.app.document import Document
from fhrtool.app.i18n import LANGUAGES, Translations, tr
from fhrtool.app.messages import error_text
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import load_preferences
from fhrtool.ui.dialogs import Dialogs, NonInteractiveDialogs
from fhrtool.ui.main_window import MainWindow
from fhrtool.ui.theme import apply_theme

PANELS = ("sheet", "tracker", "board", "log")
DEMO_CAMPAIGN = ("samples", "demo.fhrc")
ICON = ("icons", "fhrtool.svg")
APP_ID = "io.github.fhrtool"


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
    parser.add_argument("--panel", choices=PANELS, default="sheet", help="what the screenshot shows")
    parser.add_argument("--version", action="version", version=f"fhrtool {__version__}")
    return parser


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
    window = MainWindow(Document(), context, dialogs)
    if warning is not None:
        kept = tr("A copy of it is kept as {file}.").format(file=warning.kept_as) if warning.kept_as else ""
        dialogs.information(
            tr("Preferences reset"),
            tr("The preferences could not be read, so the defaults are used: {problem}").format(
                problem=error_text(warning.problem)
            )
            + ("\n" + kept if kept else ""),
        )
    window.files.start(file, resource_path(*DEMO_CAMPAIGN))
    return window


def install_error_report(dialogs: Dialogs, log_dir: Path) -> None:
    """Show an unexpected error as a message (the details go to a log file), never as a traceback.

    The document is untouched by a failed edit (edits are computed before they are applied), so the
    user can go on or save.
    """

    def report(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        details = "".join(traceback.format_exception(kind, error, trace))
        log_file = log_dir / "errors.log"
        where: Path | None = log_file
        try:
            log_dir.mkdir(parents=True, exist_ok=True)
            with log_file.open("a", encoding="utf-8") as log:
                log.write(
                    f"--- {datetime.now().isoformat(timespec='seconds')} fhrtool {__version__}\n{details}"
                )
        except OSError:
            where = None
        text = tr("Something went wrong: {error}").format(error=error or kind.__name__)
        if where is not None:
            text += "\n\n" + tr("The details are in {file}.").format(file=where)
        dialogs.error(tr("Unexpected error"), text)

    sys.excepthook = report


def settle_memory() -> None:
    """Collect once, then keep everything alive so far out of the garbage collector's scans.

    The campaign, the widgets and Qt's wrappers live for the whole session; without this, the
    collector walks all of them again and again, and a pause lands on a Next now and then.
    """
    gc.collect()
    gc.freeze()


def identify(app: QApplication) -> None:
    """Name the application and give it the icon the installed bundle uses (one SVG source for both)."""
    app.setApplicationName("fhrtool")
    app.setApplicationVersion(__version__)
    app.setWindowIcon(QIcon(str(resource_path(*ICON))))
    app.setDesktopFileName(APP_ID)  # on Wayland the window's icon comes from this desktop entry


def run(argv: Sequence[str]) -> int:
    args = build_parser().parse_args(argv)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    identify(app)
    paths = AppPaths.default(args.home)
    dialogs = NonInteractiveDialogs() if args.screenshot is not None else Dialogs()
    install_error_report(dialogs, paths.log_dir)
    window = create_window(app, paths, dialogs, language=args.lang, file=args.file)
    if args.screenshot is not None:
        return screenshot(app, window, args.screenshot, args.panel)
    window.show()
    settle_memory()
    return app.exec()


def screenshot(app: QApplication, window: MainWindow, out: Path, panel: str = "sheet") -> int:
    window.remember_layout = False  # a picture for the README must not change the user's layout
    window.show()
    if window.document.campaign.characters:
        window.roster.select(window.document.campaign.characters[0].id)
    window.show_panel(panel)
    app.processEvents()
    ok = window.grab().save(str(out))
    window.document.undo_stack.setClean()
    QTimer.singleShot(0, window.close)
    app.processEvents()
    if not ok:
        print(f"fhrtool: could not write {out}", file=sys.stderr)
        return 1
    return 0
