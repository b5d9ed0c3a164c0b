"""The main window: roster on the left, sheet tabs in the centre, menus, title and the close prompt."""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMenu, QMenuBar, QWidget

from fhrtool import __version__
from fhrtool.app.context import AppContext
from fhrtool.app.document import Document
from fhrtool.app.files import CAMPAIGN_FILTER, FileController
from fhrtool.app.messages import translated
from fhrtool.rules.dice import DiceSource, RandomDice
from fhrtool.steps import campaign as campaign_steps
from fhrtool.steps import labels
from fhrtool.ui.dialogs import Dialogs, SaveChoice
from fhrtool.ui.roster import RosterPanel
from fhrtool.ui.safety import visible_text
from fhrtool.ui.sheet_editor import SheetTabs
from fhrtool.ui.theme import apply_theme
from fhrtool.ui.tracker.dialogs import TrackerDialogs
from fhrtool.ui.tracker.panel import TrackerPanel

if TYPE_CHECKING:  # built when first shown or opened, so imported there: start-up does not wait for them
    from fhrtool.ui.board.dialogs import BoardDialogs
    from fhrtool.ui.board.panel import CastingBoardPanel
    from fhrtool.ui.dice_roller import DiceRollerPanel
    from fhrtool.ui.log_panel import LogPanel
    from fhrtool.ui.player_view import PlayerView

SHEET_FILTER = "fhrtool sheet (*.fhrs)"


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
        self.files = files or FileController(document, context)
        self._closed = False
        self.remember_layout = True
        self.player_view: PlayerView | None = None
        self.setObjectName("MainWindow")
        self.resize(1280, 800)
        self._build()
        document.path_changed.connect(self._update_title)
        document.modified_changed.connect(self._update_title)
        document.campaign_changed.connect(self._update_title)
        self._update_title()
        self._restore_layout()

    # -- building -----------------------------------------------------------------------------------

    def _build(self) -> None:
        """Create panels and menus; called again on a language change so every text is retranslated."""
        open_ids = self.sheets.open_ids() if hasattr(self, "sheets") else []
        selected = self.roster.current_id() if hasattr(self, "roster") else None
        # A new menu bar: the old one, with the menus and actions it owns, is deleted with it.
        self.setMenuBar(QMenuBar(self))
        for dock in self.findChildren(QDockWidget):
            self.removeDockWidget(dock)
            dock.deleteLater()
        self.sheets: SheetTabs = SheetTabs(self.document, self.dialogs)
        self.setCentralWidget(self.sheets)
        self.roster: RosterPanel = RosterPanel(self.document, self.dialogs)
        self.roster.character_activated.connect(self.sheets.open_character)
        self.roster.status_message.connect(self._show_status)
        self.roster_dock = self._dock(
            "roster", self.tr("Roster"), self.roster, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.tracker = TrackerPanel(self.document, self.tracker_dialogs, self.dice)
        self.tracker.status_message.connect(self._show_status)
        self.tracker_dock = self._dock(
            "tracker", self.tr("Combat Tracker"), self.tracker, Qt.DockWidgetArea.BottomDockWidgetArea
        )
        # The panels behind the tracker's tab are built when first shown (or asked for): the first
        # picture does not wait for them. They follow the roster from the last activated character on.
        self._activated: str | None = None
        self.roster.character_activated.connect(self._remember_activated)
        self._board: CastingBoardPanel | None = None
        self._log_panel: LogPanel | None = None
        self._dice_roller: DiceRollerPanel | None = None
        self._builders: dict[str, Callable[[], QWidget]] = {}
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        self.board_dock = self._lazy_dock("board", self.tr("Casting Board"), bottom, lambda: self.board)
        self.log_dock = self._lazy_dock("log", self.tr("Log"), bottom, lambda: self.log_panel)
        self.dice_dock = self._lazy_dock("dice", self.tr("Dice Roller"), bottom, lambda: self.dice_roller)
        # At 1280×800 the sheet needs the full width: the fight's panels share the bottom as tabs.
        self.tabifyDockWidget(self.tracker_dock, self.board_dock)
        self.tabifyDockWidget(self.board_dock, self.log_dock)
        self.tabifyDockWidget(self.log_dock, self.dice_dock)
        self.tracker_dock.raise_()
        self.resizeDocks([self.roster_dock], [260], Qt.Orientation.Horizontal)
        self.resizeDocks([self.tracker_dock], [330], Qt.Orientation.Vertical)
        self._build_menus()
        for character_id in open_ids:
            self.sheets.open_character(character_id)
        if selected is not None:
            self.roster.select(selected)

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
            self._put_in(self.board_dock, board)
        return self._board

    @property
    def log_panel(self) -> LogPanel:
        """The log panel, built on first use."""
        if self._log_panel is None:
            from fhrtool.ui.log_panel import LogPanel

            self._log_panel = LogPanel(self.document, self.dialogs)
            self._put_in(self.log_dock, self._log_panel)
        return self._log_panel

    @property
    def dice_roller(self) -> DiceRollerPanel:
        """The dice roller panel, built on first use."""
        if self._dice_roller is None:
            from fhrtool.ui.dice_roller import DiceRollerPanel

            roller = DiceRollerPanel(self.document, self.dice)
            if self._activated is not None:
                roller.set_character(self._activated)
            self.roster.character_activated.connect(roller.set_character)
            self._dice_roller = roller
            self._put_in(self.dice_dock, roller)
        return self._dice_roller

    def build_panels(self) -> None:
        """Build every panel not built yet (they are otherwise built when first shown)."""
        for build in self._builders.values():
            build()

    @staticmethod
    def _put_in(dock: QDockWidget, panel: QWidget) -> None:
        dock.setWidget(panel)
        panel.show()  # a widget set into a dock that is already visible is not shown with it

    def _lazy_dock(
        self, name: str, title: str, area: Qt.DockWidgetArea, build: Callable[[], QWidget]
    ) -> QDockWidget:
        """A dock whose panel ``build`` makes (and puts in the dock) the first time the dock is shown."""
        dock = QDockWidget(title, self)
        dock.setObjectName(f"{name}_dock")
        self.addDockWidget(area, dock)
        self._builders[name] = build

        def on_visibility(visible: bool) -> None:
            if visible:
                build()

        dock.visibilityChanged.connect(on_visibility)
        return dock

    def _show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 5000)

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"{name}_dock")
        dock.setWidget(widget)
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
        self._action(file_menu, self.tr("&Import Sheet…"), self.import_sheet)
        self._build_export_menu(file_menu.addMenu(self.tr("&Export")))
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Quit"), self.close, keys.Quit)

        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        undo = self.document.undo_stack.createUndoAction(edit_menu, self.tr("&Undo"))
        undo.setShortcut(keys.Undo)
        redo = self.document.undo_stack.createRedoAction(edit_menu, self.tr("&Redo"))
        redo.setShortcut(keys.Redo)
        edit_menu.addActions([undo, redo])
        edit_menu.addSeparator()
        self._action(edit_menu, self.tr("Copy for &CCFolia"), lambda: self.copy_export("ccfolia"))
        edit_menu.addSeparator()
        self._action(edit_menu, self.tr("&Table Rules…"), self.edit_table_rules)
        self._action(edit_menu, self.tr("&Preferences…"), self.edit_preferences, keys.Preferences)

        combat_menu = self.menuBar().addMenu(self.tr("&Combat"))
        combat_menu.addActions(self.tracker.actions())

        view_menu = self.menuBar().addMenu(self.tr("&View"))
        for dock in (self.roster_dock, self.tracker_dock, self.board_dock, self.log_dock, self.dice_dock):
            view_menu.addAction(dock.toggleViewAction())
        self._action(view_menu, self.tr("&Player View"), self.show_player_view, "F10")
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
        from fhrtool.exchange.summary import file_names

        name = self.document.character(ids[0]).name if ids else (self.document.campaign.name or "characters")
        suggested = (self.files.directory() or Path.home()) / file_names([name], SUFFIXES[format_name])[0]
        path = self.dialogs.save_path(self.tr("Export"), f"*{SUFFIXES[format_name]}", suggested)
        if path is None:
            return False
        if self.files.export(ids, format_name, path):
            self._show_status(self.tr("Exported to {file}").format(file=path))
            return True
        return False

    def copy_export(self, format_name: str) -> bool:
        ids = self._selected_ids()
        if ids is None:
            return False
        QGuiApplication.clipboard().setText(self.files.export_data(ids, format_name).decode("utf-8"))
        self._show_status(self.tr("Copied to the clipboard"))
        return True

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
        settings = self._settings()
        geometry = settings.value("geometry")
        state = settings.value("state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if isinstance(state, QByteArray):
            self.restoreState(state)

    def fit_to_screen(self) -> None:
        """Keep the window on the screen it opens on: no larger than the screen's free area (a laptop's
        1366×768 has less than the 1280×800 the window asks for, and a layout saved on a larger monitor
        may not fit either), and inside it."""
        screen = self.screen()
        if screen is None:
            return
        free = screen.availableGeometry()
        frame = self.frameGeometry().size() - self.geometry().size()  # the title bar and borders, once shown
        self.resize(self.size().boundedTo(free.size() - frame))
        if not free.contains(self.frameGeometry()):
            self.move(free.topLeft())

    def _save_layout(self) -> None:
        settings = self._settings()
        settings.setValue("geometry", self.saveGeometry())
        settings.setValue("state", self.saveState())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "sheets"):
            state = self.saveState()
            self._build()
            self.restoreState(state)
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
            path = self.dialogs.open_path(self.tr("Open campaign"), CAMPAIGN_FILTER, self.files.directory())
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
        path = self.dialogs.open_path(self.tr("Import sheet"), SHEET_FILTER, self.files.directory())
        if path is not None:
            self.files.import_sheet(path)

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
        if panel == "sheet":
            # The hidden panels' minimum heights bound how far the bottom docks shrink.
            self.build_panels()
        elif panel in self._builders:  # built before it is shown, so that its first picture is complete
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
        self.player_view.show()
        self.player_view.raise_()
        return self.player_view

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

    def keyboard_shortcuts(self) -> None:
        rows = "".join(
            f"<tr><td>{html.escape(menu)}</td><td>{html.escape(action)}</td><td><b>{html.escape(keys)}</b></td></tr>"
            for menu, action, keys in [*self.shortcuts(), *self.declaration_keys()]
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
        self._closed = True
        event.accept()
