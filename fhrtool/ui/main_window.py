"""The main window: roster on the left, sheet tabs in the centre, menus, title and the close prompt."""

from __future__ import annotations

import html
import itertools
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QMainWindow,
    QMenu,
    QMenuBar,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from fhrtool import __version__
from fhrtool.app.context import AppContext
from fhrtool.app.document import UNDO_LIMIT, Document
from fhrtool.app.files import CAMPAIGN_FILTER, FileController
from fhrtool.app.i18n import QT_TRANSLATE_NOOP, tr
from fhrtool.app.messages import translated
from fhrtool.app.player_requests import PlayerRequests
from fhrtool.rules.dice import DiceSource, RandomDice
from fhrtool.steps import labels
from fhrtool.ui.dialogs import Dialogs, SaveChoice
from fhrtool.ui.roster import RosterPanel
from fhrtool.ui.safety import declined, no_size, nothing, total, visible_text
from fhrtool.ui.sheet_editor import SheetTabs
from fhrtool.ui.theme import apply_theme
from fhrtool.ui.tracker.dialogs import TrackerDialogs
from fhrtool.ui.tracker.panel import TrackerPanel
from fhrtool.ui.tracker.requests_box import RequestsBox

if TYPE_CHECKING:  # built when first shown or opened, so imported there: start-up does not wait for them
    from fhrtool.app.sharing import Sharing
    from fhrtool.ui.board.dialogs import BoardDialogs
    from fhrtool.ui.board.panel import CastingBoardPanel
    from fhrtool.ui.dice_roller import DiceRollerPanel
    from fhrtool.ui.log_panel import LogPanel
    from fhrtool.ui.player_view import PlayerView
    from fhrtool.ui.share_dialog import ShareDialog

SHEET_FILTER = QT_TRANSLATE_NOOP("", "fhrtool sheet (*.fhrs)")
PLAY = "play"
PREPARE = "prepare"
LAYOUTS = (PLAY, PREPARE)
DEFAULT_LAYOUT = PLAY
PLAY_ROWS = 9
"""Play: the tracker's rows in view at least (the demo fight's eight combatants and one more)."""
SUMMARY_MIN = 150
"""Play: the least height the sheet keeps above the tracker, in pixels (with the tabs' bar)."""
DOCK_BARS = 50
"""Room a tabbed dock's title bar and the bar of its tabs take, with a little to spare."""
BOARD_SHARE = 0.7
"""Prepare: the casting board's share of the height, below the sheet."""
PREPARE_LEFT = 340
"""Prepare: the width of the left column, where the log (330 pixels at least) is a tab too."""
LAPTOP_SCREEN = QSize(1600, 960)
"""A first window opened on a screen with less free room than this takes all of it."""
CENTRAL_MIN = QSize(160, 80)
"""A layout that leaves the sheet less than this does not fit the window, and is not saved."""


class _Holder(QWidget):
    """Holds a panel at the size it is given but never below its minimum: inside a scroll area, the
    panel fills the area and scrolls only when the area is smaller than the panel's minimum (a scroll
    area would lay a panel with word-wrapped labels out at its preferred height instead)."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.panel = panel
        panel.setParent(self)

    @total(no_size)
    def sizeHint(self) -> QSize:
        return self.panel.sizeHint()

    @total(no_size)
    def minimumSizeHint(self) -> QSize:
        return self.panel.minimumSizeHint()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the panel's hints changed: so did these
            self.updateGeometry()
        return super().event(event)

    @total(nothing)
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.panel.setGeometry(self.rect())


def scrolling(panel: QWidget) -> QScrollArea:
    """``panel`` in a scroll area: a dock shrinks below the panel's minimum size and scrolls it, so one
    tall panel (the dice roller's) does not keep the whole bottom of the window tall."""
    area = QScrollArea()
    area.setObjectName(f"{panel.objectName() or type(panel).__name__}_scroll")
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(_Holder(panel))
    return area


class MainWindow(QMainWindow):
    """One window on one document. Panels only talk to the document, never to each other."""

    def __init__(
        self,
        document: Document,
        context: AppContext,
        dialogs: Dialogs,
        *,
        tracker_dialogs: TrackerDialogs | None = None,
        board_dialogs: BoardDialogs | None = None,
        dice: DiceSource | None = None,
        files: FileController | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.context = context
        self.dialogs = dialogs
        self.tracker_dialogs = tracker_dialogs or TrackerDialogs()
        self._board_dialogs = board_dialogs
        self.dice = dice or RandomDice()
        dialogs.set_parent(self)
        self.tracker_dialogs.set_parent(self)
        if board_dialogs is not None:
            board_dialogs.set_parent(self)
        # Given when the document was opened before the window: its panels are then built once, on it.
        self.files = FileController(document, context) if files is None else files
        self._closed = False
        self._shown = False
        self._sized_by_default = True
        self._window_sized_by_default = True  # no window size of the user's restored
        self.remember_layout = True
        self.player_view: PlayerView | None = None
        # The players' requests from the table's devices; the server is loaded when sharing starts.
        self.player_requests = PlayerRequests(document, self)
        self.sharing: Sharing | None = None
        self.share_dialog: ShareDialog | None = None
        self.setObjectName("MainWindow")
        self.layout_name = DEFAULT_LAYOUT
        self._activated: str | None = None  # the roster's last activated character, for new panels
        self._board: CastingBoardPanel | None = None  # the panels built when first shown or asked for
        self._log_panel: LogPanel | None = None
        self._dice_roller: DiceRollerPanel | None = None
        self._told_notes: set[str] = set()  # export notes already shown: each is shown once per window
        self.resize(1280, 800)
        self._make_docks()
        self._build()
        document.path_changed.connect(self._update_title)
        document.modified_changed.connect(self._update_title)
        document.campaign_changed.connect(self._update_title)
        self._update_title()
        self._restore_layout()

    # -- building -----------------------------------------------------------------------------------

    def _make_docks(self) -> None:
        """The docks and the central widget, made once: a language change or a layout keeps them,
        their sizes and order."""
        self._centre = QWidget(self)
        self._centre_layout = QVBoxLayout(self._centre)
        self._centre_layout.setContentsMargins(0, 0, 0, 0)
        self.setCentralWidget(self._centre)
        self.roster_dock = self._dock("roster", Qt.DockWidgetArea.LeftDockWidgetArea)
        self.tracker_dock = self._dock("tracker", Qt.DockWidgetArea.BottomDockWidgetArea)
        # The panels behind the tracker's tab are built when first shown (or asked for): the first
        # picture does not wait for them. They follow the roster from the last activated character on.
        self._builders: dict[str, Callable[[], QWidget]] = {}
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        self.board_dock = self._lazy_dock("board", bottom, lambda: self.board)
        self.log_dock = self._lazy_dock("log", bottom, lambda: self.log_panel)
        self.dice_dock = self._lazy_dock("dice", bottom, lambda: self.dice_roller)
        self._retitle_docks()

    def _docks(self) -> list[QDockWidget]:
        """Every dock, in the View menu's order."""
        return [self.roster_dock, self.tracker_dock, self.board_dock, self.log_dock, self.dice_dock]

    def _retitle_docks(self) -> None:
        self.roster_dock.setWindowTitle(self.tr("Roster"))
        self.tracker_dock.setWindowTitle(self.tr("Combat Tracker"))
        self.board_dock.setWindowTitle(self.tr("Casting Board"))
        self.log_dock.setWindowTitle(self.tr("Log"))
        self.dice_dock.setWindowTitle(self.tr("Dice Roller"))

    def _build(self) -> None:
        """Create the panels and menus; called again on a language change so every text is
        retranslated. The docks stay, so the layout does too."""
        open_ids = self.sheets.open_ids() if hasattr(self, "sheets") else []
        selected = self.roster.current_id() if hasattr(self, "roster") else None
        built = [name for name, panel in self._lazy_panels().items() if panel is not None]
        # A new menu bar: the old one, with the menus and actions it owns, is deleted with it.
        self.setMenuBar(QMenuBar(self))
        old_sheets = getattr(self, "sheets", None)
        self.sheets: SheetTabs = SheetTabs(self.document, self.dialogs)
        # In the central widget, not as it: a new central widget would lose the docks' sizes.
        self._centre_layout.addWidget(self.sheets)
        if old_sheets is not None:
            self._centre_layout.removeWidget(old_sheets)
            old_sheets.hide()
            old_sheets.deleteLater()
        self.roster: RosterPanel = RosterPanel(self.document, self.dialogs)
        self.roster.character_activated.connect(self.sheets.open_character)
        self.roster.status_message.connect(self._show_status)
        self.roster.sheets_dropped.connect(self.files.import_sheets)
        self.roster.character_activated.connect(self._remember_activated)
        self._put_in(self.roster_dock, self.roster)
        self.tracker = TrackerPanel(self.document, self.tracker_dialogs, self.dice)
        self.tracker.status_message.connect(self._show_status)
        self._put_in(self.tracker_dock, self.tracker)
        self.requests_box = RequestsBox(self.player_requests, self.tracker, self.tracker.view)
        self._board = self._log_panel = self._dice_roller = None
        for name in built:
            self._builders[name]()
        self._build_menus()
        for character_id in open_ids:
            self.sheets.open_character(character_id)
        if selected is not None:
            self.roster.select(selected)

    def _lazy_panels(self) -> dict[str, QWidget | None]:
        return {"board": self._board, "log": self._log_panel, "dice": self._dice_roller}

    def _remember_activated(self, character_id: str) -> None:
        self._activated = character_id

    @property
    def board_dialogs(self) -> BoardDialogs:
        if self._board_dialogs is None:
            from fhrtool.ui.board.dialogs import BoardDialogs

            self._board_dialogs = BoardDialogs(self.dialogs)
            self._board_dialogs.set_parent(self)
        return self._board_dialogs

    @property
    def board(self) -> CastingBoardPanel:
        """The casting board panel, built on first use."""
        if self._board is None:
            from fhrtool.ui.board.panel import CastingBoardPanel

            board = CastingBoardPanel(self.document, self.board_dialogs)
            if self._activated is not None:
                board.set_character(self._activated)
            self.roster.character_activated.connect(board.set_character)
            board.status_message.connect(self._show_status)
            self._board = board
            self._put_in(self.board_dock, scrolling(board))
        return self._board

    @property
    def log_panel(self) -> LogPanel:
        """The log panel, built on first use."""
        if self._log_panel is None:
            from fhrtool.ui.log_panel import LogPanel

            # One model of the log for the log panel and the dice roller's history, made by whichever is
            # built first: a log of years is kept, and each change of it handled, once.
            shared = None if self._dice_roller is None else self._dice_roller.history_model
            self._log_panel = LogPanel(self.document, self.dialogs, model=shared)
            self._put_in(self.log_dock, scrolling(self._log_panel))
        return self._log_panel

    @property
    def dice_roller(self) -> DiceRollerPanel:
        """The dice roller panel, built on first use."""
        if self._dice_roller is None:
            from fhrtool.ui.dice_roller import DiceRollerPanel

            shared = None if self._log_panel is None else self._log_panel.model
            roller = DiceRollerPanel(self.document, self.dice, log=shared)
            if self._activated is not None:
                roller.set_character(self._activated)
            self.roster.character_activated.connect(roller.set_character)
            self._dice_roller = roller
            self._put_in(self.dice_dock, scrolling(roller))
        return self._dice_roller

    def build_panels(self) -> None:
        """Build every panel not built yet (they are otherwise built when first shown)."""
        for build in self._builders.values():
            build()

    @staticmethod
    def panel_in(dock: QDockWidget) -> QWidget | None:
        """The panel ``dock`` shows (inside its scroll area, for the panels built when first shown)."""
        widget = dock.widget()
        if isinstance(widget, QScrollArea) and isinstance(widget.widget(), _Holder):
            return cast(_Holder, widget.widget()).panel
        return widget

    @staticmethod
    def _put_in(dock: QDockWidget, panel: QWidget) -> None:
        old = dock.widget()
        dock.setWidget(panel)
        if old is not None:  # the panel (or its scroll area) of before a language change
            old.deleteLater()
        panel.show()  # a widget set into a dock that is already visible is not shown with it

    def _lazy_dock(self, name: str, area: Qt.DockWidgetArea, build: Callable[[], QWidget]) -> QDockWidget:
        """A dock whose panel ``build`` makes (and puts in the dock) the first time the dock is shown."""
        dock = self._dock(name, area)
        self._builders[name] = build

        def on_visibility(visible: bool) -> None:
            if visible:
                build()

        dock.visibilityChanged.connect(on_visibility)
        return dock

    def _show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 5000)

    def _dock(self, name: str, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(f"{name}_dock")
        self.addDockWidget(area, dock)
        return dock

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, menu)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda *_checked: slot())  # the slot never receives the checked state
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        keys = QKeySequence.StandardKey
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self._action(file_menu, self.tr("&New"), self.new_campaign, keys.New)
        self._action(file_menu, self.tr("&Open…"), self.open_campaign, keys.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Save"), self.save, keys.Save)
        self._action(file_menu, self.tr("Save &As…"), self.save_as, keys.SaveAs)
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Import Sheets…"), self.import_sheet)
        self._action(file_menu, self.tr("Import Sheets from a &Folder…"), self.import_sheet_folder)
        self._build_export_menu(file_menu.addMenu(self.tr("&Export")))
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Quit"), self.close, keys.Quit)

        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        undo = self.document.undo_stack.createUndoAction(edit_menu, self.tr("&Undo"))
        undo.setShortcut(keys.Undo)
        redo = self.document.undo_stack.createRedoAction(edit_menu, self.tr("&Redo"))
        redo.setShortcut(keys.Redo)
        edit_menu.addActions([undo, redo])
        # The history is bounded: said where undo is, as a line that is not a command.
        bound = self.tr("Undo goes back up to {count} steps").format(count=f"{UNDO_LIMIT:,}")
        undo.setStatusTip(bound)
        self.undo_limit_action = edit_menu.addAction(bound)
        self.undo_limit_action.setEnabled(False)
        edit_menu.addSeparator()
        self._action(edit_menu, self.tr("Copy for &CCFolia"), lambda: self.copy_export("ccfolia"))
        edit_menu.addSeparator()
        self._action(edit_menu, self.tr("&Table Rules…"), self.edit_table_rules)
        self._action(edit_menu, self.tr("&Preferences…"), self.edit_preferences, keys.Preferences)

        combat_menu = self.menuBar().addMenu(self.tr("&Combat"))
        combat_menu.addActions(self.tracker.actions())

        view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.layout_group = QActionGroup(view_menu)
        for name, text, key in (
            (PLAY, self.tr("P&lay Layout"), "Ctrl+1"),
            (PREPARE, self.tr("Prep&are Layout"), "Ctrl+2"),
        ):
            action = self._action(view_menu, text, partial(self.apply_layout, name), key)
            action.setCheckable(True)
            action.setChecked(name == self.layout_name)
            action.setData(name)
            self.layout_group.addAction(action)
        self._action(view_menu, self.tr("&Reset Layout"), self.reset_layout)
        view_menu.addSeparator()
        for dock in self._docks():
            view_menu.addAction(dock.toggleViewAction())
        self.player_view_action = self._action(
            view_menu, self.tr("&Player View"), self.toggle_player_view, "F10"
        )
        self.player_view_action.setCheckable(True)
        self.player_view_action.setChecked(self.player_view is not None and self.player_view.isVisible())
        self._action(view_menu, self.tr("&Fit the Casting Board"), self.fit_board)
        self._action(view_menu, self.tr("Share with the &Table…"), self.share_with_table)
        view_menu.addSeparator()
        theme_menu = view_menu.addMenu(self.tr("&Theme"))
        self.theme_group = QActionGroup(theme_menu)
        for theme, text in (
            ("system", self.tr("Follow the System")),
            ("light", self.tr("Light")),
            ("dark", self.tr("Dark")),
        ):
            action = self._action(theme_menu, text, partial(self.set_theme, theme))
            action.setCheckable(True)
            action.setChecked(theme == self.context.settings.preferences.theme)
            action.setData(theme)
            self.theme_group.addAction(action)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Rules Reference"), self.rules_reference, keys.HelpContents)
        self._action(help_menu, self.tr("&Keyboard Shortcuts"), self.keyboard_shortcuts)
        self._action(help_menu, self.tr("&About fhrtool"), self.about)

    def _export_formats(self) -> list[tuple[str, str]]:
        return [
            ("json", self.tr("Sheet File (.fhrs)…")),
            ("html", self.tr("HTML Sheet…")),
            ("pdf", self.tr("PDF Sheet…")),
            ("ccfolia", self.tr("CCFolia Character (JSON)…")),
            ("udonarium", self.tr("Udonarium Character (ZIP)…")),
            ("palette", self.tr("Chat Palette (Text)…")),
        ]

    def _build_export_menu(self, menu: QMenu) -> None:
        selected = menu.addMenu(self.tr("Selected Character"))
        for format_name, text in self._export_formats():
            self._action(selected, text, partial(self.export, format_name, selected_only=True))
        selected.addSeparator()
        self._action(
            selected, self.tr("Copy CCFolia Character to Clipboard"), lambda: self.copy_export("ccfolia")
        )
        self._action(selected, self.tr("Copy Chat Palette to Clipboard"), lambda: self.copy_export("palette"))
        everyone = menu.addMenu(self.tr("All Characters"))
        for format_name, text in self._export_formats():
            if format_name != "json":  # a sheet file holds one character
                self._action(
                    everyone,
                    text,
                    partial(self.export, format_name, selected_only=False),
                )

    def _selected_ids(self) -> list[str] | None:
        character_id = self.roster.current_id()
        if character_id is None:
            self.dialogs.information(self.tr("Export"), self.tr("Select a character in the roster first."))
            return None
        return [character_id]

    def export(self, format_name: str, *, selected_only: bool) -> bool:
        ids = self._selected_ids() if selected_only else None
        if selected_only and ids is None:
            return False
        if ids is None and not self.document.campaign.characters:
            self.dialogs.information(self.tr("Export"), self.tr("The campaign has no characters yet."))
            return False
        from fhrtool.exchange.formats import SUFFIXES  # the exporters load when first used, not at start
        from fhrtool.storage.paths import portable_name

        name = self.document.character(ids[0]).name if ids else self.document.campaign.name
        suggested = (self.files.directory() or Path.home()) / portable_name(
            name, SUFFIXES[format_name], "characters"
        )
        path = self.dialogs.save_path(self.tr("Export"), f"*{SUFFIXES[format_name]}", suggested)
        if path is None:
            return False
        if self.files.export(ids, format_name, path):
            self._show_status(self.tr("Exported to {file}").format(file=path))
            self._tell_export_notes(ids, format_name)
            return True
        return False

    def copy_export(self, format_name: str) -> bool:
        ids = self._selected_ids()
        if ids is None:
            return False
        QGuiApplication.clipboard().setText(self.files.export_data(ids, format_name).decode("utf-8"))
        self._show_status(self.tr("Copied to the clipboard"))
        self._tell_export_notes(ids, format_name)
        return True

    def _tell_export_notes(self, ids: list[str] | None, format_name: str) -> None:
        """What to know before using the export (a CCFolia room's dice bot; what a chat palette cannot
        say), each note once in this window: a GM copying one character after another is told once."""
        notes = [translated(note) for note in self.files.export_notes(ids, format_name)]
        new = [note for note in notes if note not in self._told_notes]
        if not new:
            return
        self._told_notes.update(new)
        self.dialogs.information(
            self.tr("Before you use the export"), "\n\n".join(f"• {note}" for note in new)
        )

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.context.settings.preferences.recent_files
        for name in recent:
            # "&" would underline the next letter and vanish; a control character would hide itself.
            action = self.recent_menu.addAction(visible_text(name).replace("&", "&&"))
            action.triggered.connect(lambda _checked=False, name=name: self.open_campaign(Path(name)))
        if not recent:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    # -- title, layout, language --------------------------------------------------------------------

    def _update_title(self) -> None:
        path = self.document.path
        name = visible_text(path.name) if path else (self.document.campaign.name or self.tr("Untitled"))
        self.setWindowTitle(f"{name}[*] — fhrtool")
        self.setWindowModified(self.document.modified)

    def _settings(self) -> QSettings:
        return QSettings(str(self.context.paths.config_dir / "window.ini"), QSettings.Format.IniFormat)

    def _restore_layout(self) -> None:
        """The window and layout as last saved; the default of the saved layout when there is none or
        it cannot be read (what does not fit the screen is found once shown, see :meth:`showEvent`)."""
        settings = self._settings()
        name = settings.value("layout")
        self.layout_name = name if isinstance(name, str) and name in LAYOUTS else DEFAULT_LAYOUT
        geometry = settings.value("geometry")
        state = settings.value("state")
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            self._window_sized_by_default = False
        self._set_corner(self.layout_name)
        if isinstance(state, QByteArray) and self.restoreState(state):
            self._sized_by_default = False
        else:
            self.apply_layout(self.layout_name)
        self._check_layout_action()

    def _check_layout_action(self) -> None:
        for action in self.layout_group.actions():
            action.setChecked(action.data() == self.layout_name)

    def apply_layout(self, name: str) -> None:
        """Arrange the docks for ``name`` (:data:`PLAY` or :data:`PREPARE`) at the window's size.

        Play: the combat tracker across the bottom, tall enough for a whole fight, with the casting
        board, log and dice roller as tabs behind it; the roster narrow on the left; the sheet of the
        chosen character a summary above. Prepare: the sheet and, below it, the casting board; on the
        left the roster, with the tracker, log and dice roller as tabs behind it.
        """
        self.layout_name = name
        self._sized_by_default = True
        self._check_layout_action()
        left, bottom = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
        for dock in self._docks():
            if dock.isFloating():  # docking one that is docked already re-parents it all the same
                dock.setFloating(False)
            self.removeDockWidget(dock)
        self._set_corner(name)
        if name == PLAY:
            self.addDockWidget(left, self.roster_dock)
            tabs = [self.tracker_dock, self.board_dock, self.log_dock, self.dice_dock]
            for dock in tabs:
                self.addDockWidget(bottom, dock)
        else:
            tabs = [self.roster_dock, self.tracker_dock, self.log_dock, self.dice_dock]
            for dock in tabs:
                self.addDockWidget(left, dock)
            self.addDockWidget(bottom, self.board_dock)
        for before, after in itertools.pairwise(tabs):
            self.tabifyDockWidget(before, after)
        for dock in self._docks():
            dock.show()
        tabs[0].raise_()
        room = self._room()
        narrow = self.roster.minimumSizeHint().width()
        left_width = narrow if name == PLAY else max(narrow, PREPARE_LEFT)
        self.resizeDocks([self.roster_dock], [left_width], Qt.Orientation.Horizontal)
        if name == PLAY:
            tracker = self._tracker_height(room.height())
            self.resizeDocks([self.tracker_dock], [tracker], Qt.Orientation.Vertical)
        else:
            board = round(room.height() * BOARD_SHARE)
            self.resizeDocks([self.board_dock], [board], Qt.Orientation.Vertical)

    def _tracker_height(self, room: int) -> int:
        """Play: the tracker tall enough for every combatant of the fight and one more (for
        :data:`PLAY_ROWS` at least), as long as the sheet keeps :data:`SUMMARY_MIN` of ``room``."""
        most = room - SUMMARY_MIN
        table = self.tracker.view
        rows = max(table.model().rowCount() + 1, PLAY_ROWS)
        around = self.tracker.sizeHint().height() - table.sizeHint().height()  # the tracker's bars
        header = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        needed = DOCK_BARS + around + header + rows * table.verticalHeader().defaultSectionSize()
        return min(needed, most)

    def _set_corner(self, name: str) -> None:
        """Play: the tracker runs under the roster, across the whole window; prepare: the roster's
        column runs the window's whole height, beside the sheet and the board."""
        area = (
            Qt.DockWidgetArea.BottomDockWidgetArea if name == PLAY else Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.setCorner(Qt.Corner.BottomLeftCorner, area)

    def _room(self) -> QSize:
        """The part of the window between the menu bar and the status bar: the docks' and sheet's."""
        bars = self.menuBar().sizeHint().height() + self.statusBar().sizeHint().height()
        return QSize(self.width(), self.height() - bars)

    def reset_layout(self) -> None:
        """The default of the current layout, fitted to the screen."""
        self.fit_to_screen()
        self.apply_layout(self.layout_name)

    def layout_fits(self) -> bool:
        """Whether what the window shows fits it: every dock shown inside the window (a floating one on
        a screen), the sheet not squeezed to nearly nothing."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the docks where they are to be, also in a window not shown yet
        inside = self.rect()
        for dock in self._docks():
            if not dock.isVisible():
                continue
            if dock.isFloating():
                if QGuiApplication.screenAt(dock.frameGeometry().center()) is None:
                    return False
                continue
            if not inside.contains(dock.geometry()):
                # A tab behind another is put outside the window; the one in front must be inside.
                group = [dock, *self.tabifiedDockWidgets(dock)]
                if not any(inside.contains(other.geometry()) for other in group if other.isVisible()):
                    return False
        central = self._centre.geometry()
        roomy = central.width() >= CENTRAL_MIN.width() and central.height() >= CENTRAL_MIN.height()
        return roomy and inside.contains(central)

    def fit_to_screen(self) -> None:
        """Keep the window on the screen it opens on: no larger than the screen's free area (a laptop's
        1366×768 has less than the 1280×800 the window asks for, and a layout saved on a larger monitor
        may not fit either), and inside it."""
        free = self.free_area()
        if free is None:
            return
        frame = self.frameGeometry().size() - self.geometry().size()  # the title bar and borders, once shown
        before = self.size()
        room = free.size() - frame
        if self._window_sized_by_default and (
            room.width() < LAPTOP_SCREEN.width() or room.height() < LAPTOP_SCREEN.height()
        ):
            self.resize(room)  # a laptop's screen: all of it, as the table needs every pixel
        else:
            self.resize(self.size().boundedTo(room))
        if not free.contains(self.frameGeometry()):
            self.move(free.topLeft())
        if self.size() != before and self._sized_by_default:
            # The default layout's sizes were for the size asked for; the sheet would take the loss.
            self.apply_layout(self.layout_name)

    def free_area(self) -> QRect | None:
        """The part of the window's screen that windows may use (without panels and task bars)."""
        screen = self.screen()
        return None if screen is None else screen.availableGeometry()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            # A layout saved on a larger screen, or broken, is known only once laid out.
            QTimer.singleShot(0, self, self._repair_layout)

    def _repair_layout(self) -> None:
        if self.isVisible() and not self.layout_fits():
            self.apply_layout(self.layout_name)

    def _save_layout(self) -> None:
        """Store the window and its layout, if it fits; otherwise keep what was stored before."""
        if not self.layout_fits():
            return
        settings = self._settings()
        settings.setValue("geometry", self.saveGeometry())
        settings.setValue("state", self.saveState())
        settings.setValue("layout", self.layout_name)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "sheets"):
            # Retranslated in place: the docks stay where they are, as large as they are, in their order.
            self._retitle_docks()
            self._build()
            self._update_title()
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            # Back from another program, which may have written the file: say so before a save asks.
            notice = self.files.disk_notice()
            if notice is not None:
                self._show_status(notice)
        super().changeEvent(event)

    # -- files ----------------------------------------------------------------------------------------

    def _may_discard_changes(self) -> bool:
        """True when nothing unsaved would be lost: saved, discarded, or never changed."""
        if not self.document.modified:
            return True
        choice = self.dialogs.ask_save_changes(
            self.tr("Unsaved changes"), self.tr("Save the changes to this campaign before closing it?")
        )
        if choice is SaveChoice.SAVE:
            return self.save()
        return choice is SaveChoice.DISCARD

    def new_campaign(self) -> None:
        if self._may_discard_changes():
            self.files.forget_unsaved()
            self.files.new()

    def open_campaign(self, path: Path | None = None) -> bool:
        if not self._may_discard_changes():
            return False
        if path is None:
            path = self.dialogs.open_path(
                self.tr("Open campaign"), tr(CAMPAIGN_FILTER), self.files.directory()
            )
        if path is None:
            return False
        self.files.forget_unsaved()
        return self.files.open(path)

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.files.save(self.document.path)

    def save_as(self) -> bool:
        return self.files.save_as()

    def import_sheet(self) -> None:
        """Import one sheet or several (a sheet of a character the campaign has is an update)."""
        paths = self.dialogs.open_paths(self.tr("Import sheets"), tr(SHEET_FILTER), self.files.directory())
        if paths:
            self.files.import_sheets(paths)

    def import_sheet_folder(self) -> None:
        folder = self.dialogs.open_folder(self.tr("Import the sheets of a folder"), self.files.directory())
        if folder is not None:
            self.files.import_sheets([folder])

    def edit_preferences(self) -> None:
        settings = self.context.settings
        edited = self.dialogs.edit_preferences(settings.preferences)
        if edited is None:
            return
        old = settings.preferences
        settings.update(**dict(edited))
        if edited.theme != old.theme:
            self.set_theme(edited.theme)
        if edited.language != old.language:
            self.context.translations.use(edited.language)

    def show_panel(self, panel: str) -> None:
        """Bring a panel to the front: ``sheet`` (the central tabs), ``tracker``, ``board`` or ``log``."""
        docks = {"tracker": self.tracker_dock, "board": self.board_dock, "log": self.log_dock}
        if panel in self._builders:  # built before it is shown, so that its first picture is complete
            self._builders[panel]()
        if panel in docks:
            docks[panel].show()
            docks[panel].raise_()
            self.resizeDocks([docks[panel]], [480], Qt.Orientation.Vertical)
        else:
            self.resizeDocks([self.tracker_dock], [150], Qt.Orientation.Vertical)

    def finish_drawing(self) -> None:
        """Make now what the panels would make on later turns of the event loop (the cards of a large
        casting board), so that a picture of the window is complete."""
        if self._board is not None:
            self._board.scene.finish_building()

    def show_player_view(self) -> PlayerView:
        """The second window for the players' screen: one for the main window's whole life."""
        from fhrtool.ui.player_view import PlayerView

        if self.player_view is None:
            self.player_view = PlayerView(self.document)
            self.player_view.installEventFilter(self)
        self.player_view.show()
        self.player_view.raise_()
        return self.player_view

    def toggle_player_view(self) -> None:
        """Show the player view, or hide it when it is shown (F10)."""
        if self.player_view is not None and self.player_view.isVisible():
            self.player_view.hide()
        else:
            self.show_player_view()

    @total(declined)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.player_view and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.player_view_action.setChecked(event.type() == QEvent.Type.Show)
        return False

    def start_sharing(self, host: str, port: int) -> Sharing:
        """Serve the table's pages on ``host``:``port`` (0: a free port); OSError when that address cannot
        be had. Sharing already running is stopped first."""
        from fhrtool.app.sharing import Sharing

        self.stop_sharing()
        sharing = Sharing(self.document, self.player_requests, host, port, self)
        try:
            sharing.start()
        except OSError:
            sharing.deleteLater()
            raise
        self.sharing = sharing
        return sharing

    def stop_sharing(self) -> None:
        """Stop serving the table's pages: every connection is closed."""
        if self.sharing is not None:
            self.sharing.stop()
            self.sharing.deleteLater()
            self.sharing = None

    def share_with_table(self) -> ShareDialog:
        """View ▸ Share with the Table…: the dialog of the links, one for the main window's life."""
        from fhrtool.ui.share_dialog import ShareDialog

        if self.share_dialog is None:
            self.share_dialog = ShareDialog(self, self)
        self.share_dialog.refresh()
        self.share_dialog.show()
        self.share_dialog.raise_()
        return self.share_dialog

    def fit_board(self) -> None:
        """View ▸ Fit the Casting Board: the whole board in view, after any zoom."""
        board = self.board
        self.board_dock.show()
        self.board_dock.raise_()
        board.view.zoom_to_fit()

    def set_theme(self, theme: str) -> None:
        self.context.settings.update(theme=theme)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        apply_theme(app, theme)
        for action in self.theme_group.actions():
            action.setChecked(action.data() == theme)

    def edit_table_rules(self) -> None:
        edited = self.dialogs.edit_table_rules(self.document.campaign.options)
        if edited is not None:
            from fhrtool.steps import campaign as campaign_steps  # with the dialog, not at start

            self.document.run(campaign_steps.set_table_rules, edited)

    def rules_reference(self) -> None:
        from fhrtool.ui.help import rules_reference_html

        self.dialogs.show_text(
            self.tr("Rules reference"), rules_reference_html(self.document.campaign.options)
        )

    def shortcuts(self) -> list[tuple[str, str, str]]:
        """(menu, action, keys) of every menu action that has a shortcut, in menu order."""
        found = []

        # QAction.menu() is typed as returning a QObject; in a widgets application it is a QMenu or None.
        def walk(menu: QMenu, title: str) -> None:
            for action in menu.actions():
                submenu = action.menu()
                if isinstance(submenu, QMenu):
                    walk(submenu, title)
                elif not action.shortcut().isEmpty():
                    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                    found.append((title, action.text().replace("&", ""), keys))

        for top in self.menuBar().actions():
            top_menu = top.menu()
            if isinstance(top_menu, QMenu):
                walk(top_menu, top.text().replace("&", ""))
        return found

    def declaration_keys(self) -> list[tuple[str, str, str]]:
        """(where, kind, key) of each declaration kind's key in the declaration dialog."""
        from fhrtool.ui.tracker.declaration_dialog import KIND_KEYS

        where = self.tr("Declaration dialog")
        return [(where, translated(labels.DECLARATION_KINDS[kind]), key) for kind, key in KIND_KEYS.items()]

    def tracker_keys(self) -> list[tuple[str, str, str]]:
        """(where, action, keys) of the combat tracker's change field and of changes typed on its table."""
        where = self.tr("Combat tracker")
        return [(where, action, keys) for action, keys in self.tracker.change_keys()]

    def check_keys(self) -> list[tuple[str, str, str]]:
        """(where, action, key) of the keys of the tracker's check dialogs."""
        from fhrtool.ui.tracker.check_dialogs import dialog_keys

        return dialog_keys()

    def board_keys(self) -> list[tuple[str, str, str]]:
        """(where, action, keys) of the casting board's zoom, which works while the board has the focus."""
        where = self.tr("Casting board")
        native = QKeySequence.SequenceFormat.NativeText
        return [
            (where, self.tr("Zoom in"), QKeySequence("Ctrl++").toString(native)),
            (where, self.tr("Zoom out"), QKeySequence("Ctrl+-").toString(native)),
            (where, self.tr("Zoom with the wheel"), self.tr("Ctrl+Wheel")),
            (where, self.tr("Fit the whole board"), QKeySequence("Ctrl+0").toString(native)),
        ]

    def request_keys(self) -> list[tuple[str, str, str]]:
        """(where, action, key) of the players' requests' keys in the tracker."""
        where = self.tr("Players' requests")
        native = QKeySequence.SequenceFormat.NativeText
        box = self.requests_box
        return [
            (where, action.text(), action.shortcut().toString(native))
            for action in (box.accept_action, box.reject_action)
        ]

    def keyboard_shortcuts(self) -> None:
        keys_of = [
            *self.shortcuts(),
            *self.tracker_keys(),
            *self.declaration_keys(),
            *self.check_keys(),
            *self.board_keys(),
            *self.request_keys(),
        ]
        rows = "".join(
            f"<tr><td>{html.escape(menu)}</td><td>{html.escape(action)}</td><td><b>{html.escape(keys)}</b></td></tr>"
            for menu, action, keys in keys_of
        )
        note = self.tr("Single-key shortcuts of the combat tracker work while the tracker has the focus.")
        title = self.tr("Keyboard shortcuts")
        self.dialogs.show_text(
            title,
            f"<h1>{html.escape(title)}</h1><table cellpadding='3'>{rows}</table><p>{html.escape(note)}</p>",
        )

    def about(self) -> None:
        self.dialogs.information(
            self.tr("About fhrtool"),
            self.tr(
                "fhrtool {version}\n\nCharacter sheets, combat tracker and casting boards for FHR with Free Casting."
            ).format(version=__version__),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        # Once the user has answered and the window closed, closing it again asks nothing.
        if self._closed:
            event.accept()
            return
        if not self._may_discard_changes():
            event.ignore()
            return
        if self.remember_layout:
            self._save_layout()
        self.files.close()
        if self.player_view is not None:
            self.player_view.close()
        if self.share_dialog is not None:
            self.share_dialog.close()
        self.stop_sharing()
        self._closed = True
        event.accept()
