"""The window's layouts on a laptop's screen: play and prepare, reset, what is saved, the language switch,
the casting board's zoom and the player view's key."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QByteArray, QPoint, QPointF, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QTabBar, QTableView
from pytestqt.qtbot import QtBot

from fhrtool.app.context import AppContext, Settings
from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.model import CharacterKind
from fhrtool.steps import tracker
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences
from fhrtool.ui.board.scene import ZOOM_MAX, ZOOM_MIN, BoardView
from fhrtool.ui.main_window import PLAY, PREPARE, SUMMARY_MIN, MainWindow
from tests.ui.conftest import FakeDialogs

SCREENS = [(1366, 768), (1280, 720)]
TITLE_BAR = 30
"""What a window manager's frame takes off the screen's height (the offscreen platform draws none)."""


@pytest.fixture
def context(dialogs: FakeDialogs) -> AppContext:
    paths = AppPaths.default()
    return AppContext(paths, Settings(paths, Preferences()), Translations(resource_path("i18n")), dialogs)


def _window(qtbot: QtBot, context: AppContext, dialogs: FakeDialogs) -> MainWindow:
    main = MainWindow(Document(), context, dialogs)
    qtbot.addWidget(main, before_close_func=lambda _widget: main.document.undo_stack.setClean())
    assert main.open_campaign(resource_path("samples", "demo.fhrc"))
    return main


@pytest.fixture
def window(qtbot: QtBot, context: AppContext, dialogs: FakeDialogs) -> Iterator[MainWindow]:
    main = _window(qtbot, context, dialogs)
    yield main
    main.document.undo_stack.setClean()


def _on_screen(window: MainWindow, qtbot: QtBot, size: tuple[int, int], layout: str) -> None:
    """``window`` as it opens on a screen of ``size``: fitted to its free area, then laid out."""
    free = QRect(0, 0, *size)
    window.free_area = lambda: free  # type: ignore[method-assign]
    window.resize(size[0], size[1] - TITLE_BAR)  # as large as the screen lets it be
    window.fit_to_screen()
    window.show()
    qtbot.waitExposed(window)
    window.fit_to_screen()  # again once the frame is known, as the application does
    window.apply_layout(layout)
    QApplication.processEvents()
    assert free.contains(window.frameGeometry()), "nothing of the window is off the screen"
    assert window.layout_fits()


def _shown_rows(table: QTableView) -> int:
    viewport = table.viewport().rect()
    model = table.model()
    return sum(
        1 for row in range(model.rowCount()) if viewport.contains(table.visualRect(model.index(row, 0)))
    )


@pytest.mark.parametrize("size", SCREENS)
def test_the_play_layout_shows_the_whole_demo_fight(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    _on_screen(window, qtbot, size, PLAY)
    table = window.tracker.findChild(QTableView)
    assert table is not None
    assert table.model().rowCount() == 8
    assert _shown_rows(table) == 8, "every combatant's row is in view"
    assert window.tracker.isVisible()
    assert window.roster_dock.width() < size[0] // 4, "the roster is narrow"
    assert window.sheets.height() >= 120, "the sheet stays readable above the tracker"
    for dock in (window.board_dock, window.log_dock, window.dice_dock):
        assert window.tabifiedDockWidgets(dock), f"{dock.objectName()} is a tab beside the tracker"


@pytest.mark.parametrize("size", SCREENS)
def test_the_play_layout_shows_the_whole_demo_fight_in_japanese(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window.context.translations.use("ja")
    try:
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "ファイル(&F)")
        _on_screen(window, qtbot, size, PLAY)
        table = window.tracker.findChild(QTableView)
        assert table is not None
        assert _shown_rows(table) == 8
    finally:
        window.context.translations.use("en")
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&File")


def test_a_large_fight_leaves_the_sheet_its_summary(window: MainWindow, qtbot: QtBot) -> None:
    npc = next(c for c in window.document.campaign.characters if c.kind is CharacterKind.NPC)
    window.document.run(tracker.add_from_roster, tracker.AddFromRoster([npc.id], count=12))
    _on_screen(window, qtbot, (1280, 720), PLAY)
    table = window.tracker.findChild(QTableView)
    assert table is not None
    assert table.model().rowCount() == 20
    assert _shown_rows(table) >= 8, "as many rows as the window has room for"
    assert window.sheets.height() >= SUMMARY_MIN - 40, "the sheet keeps its summary (less the tabs' bar)"


@pytest.mark.parametrize("size", SCREENS)
def test_the_prepare_layout_gives_the_sheet_and_the_board_the_room(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window.roster.select(window.document.campaign.characters[0].id)
    window.roster.character_activated.emit(window.document.campaign.characters[0].id)
    _on_screen(window, qtbot, size, PREPARE)
    window.finish_drawing()
    assert window.sheets.height() >= 180
    assert window.sheets.width() >= 865, "the sheet's three columns without scrolling sideways"
    assert window.board.isVisible()
    assert window.board.view.transform().m11() >= 0.6, "the cards' words are readable"
    assert window.tracker_dock.isVisible() or window.tabifiedDockWidgets(window.tracker_dock)


def test_a_tall_panel_does_not_keep_the_bottom_docks_tall(window: MainWindow, qtbot: QtBot) -> None:
    _on_screen(window, qtbot, (1366, 768), PLAY)
    window.build_panels()
    assert window.dice_roller.minimumSizeHint().height() > 250
    window.resizeDocks([window.tracker_dock], [150], Qt.Orientation.Vertical)
    QApplication.processEvents()
    # As small as the tracker itself allows, whatever the panels in the other tabs need.
    assert window.tracker_dock.height() <= window.tracker_dock.minimumSizeHint().height() + 5
    assert window.sheets.height() > 400


def test_the_layout_keys_clash_with_no_other_shortcut(window: MainWindow) -> None:
    keys = [keys for _menu, _action, keys in window.shortcuts()]
    assert "Ctrl+1" in keys
    assert "Ctrl+2" in keys
    assert len(keys) == len(set(keys)), "no two menu actions share a key"


def test_the_chosen_layout_is_restored_on_start(
    window: MainWindow, qtbot: QtBot, context: AppContext, dialogs: FakeDialogs
) -> None:
    _on_screen(window, qtbot, (1366, 768), PREPARE)
    assert window.close()
    again = _window(qtbot, context, dialogs)
    assert again.layout_name == PREPARE
    checked = [action.data() for action in again.layout_group.actions() if action.isChecked()]
    assert checked == [PREPARE]
    assert again.dockWidgetArea(again.board_dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert again.dockWidgetArea(again.tracker_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert again.corner(Qt.Corner.BottomLeftCorner) == Qt.DockWidgetArea.LeftDockWidgetArea


def test_reset_layout_brings_back_the_default(window: MainWindow, qtbot: QtBot) -> None:
    _on_screen(window, qtbot, (1366, 768), PLAY)

    def shown() -> dict[str, QRect]:
        return {dock.objectName(): dock.geometry() for dock in (window.roster_dock, window.tracker_dock)}

    default = shown()
    window.tracker_dock.close()
    window.roster_dock.setFloating(True)
    window.resizeDocks([window.roster_dock], [900], Qt.Orientation.Horizontal)
    reset = next(action for _menu, action in _menu_actions(window) if action.text() == "&Reset Layout")
    reset.trigger()
    QApplication.processEvents()
    assert window.layout_name == PLAY
    assert window.tracker_dock.isVisible()
    assert not window.roster_dock.isFloating()
    assert shown() == default


def _menu_actions(window: MainWindow) -> list[tuple[str, object]]:
    found = []
    for top in window.menuBar().actions():
        menu = top.menu()
        for action in menu.actions():  # type: ignore[union-attr]
            found.append((top.text(), action))
    return found


def test_a_broken_saved_state_gives_the_default_layout(
    window: MainWindow, qtbot: QtBot, context: AppContext, dialogs: FakeDialogs
) -> None:
    settings = QSettings(str(context.paths.config_dir / "window.ini"), QSettings.Format.IniFormat)
    settings.setValue("state", QByteArray(b"\x00\x01 not a state"))
    settings.setValue("layout", "a layout that never was")
    settings.sync()
    again = _window(qtbot, context, dialogs)
    _on_screen(again, qtbot, (1366, 768), again.layout_name)
    assert again.layout_name == PLAY
    assert again.tracker_dock.isVisible()


def test_a_saved_layout_that_does_not_fit_is_laid_out_anew(
    window: MainWindow, qtbot: QtBot, context: AppContext, dialogs: FakeDialogs
) -> None:
    # As a state saved by an older version or a larger screen: the roster as wide as the whole window.
    _on_screen(window, qtbot, (1366, 768), PLAY)
    window.resizeDocks([window.roster_dock], [window.width()], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    settings = QSettings(str(context.paths.config_dir / "window.ini"), QSettings.Format.IniFormat)
    settings.setValue("state", window.saveState())
    settings.setValue("geometry", window.saveGeometry())
    settings.sync()
    window.remember_layout = False
    assert window.close()
    again = _window(qtbot, context, dialogs)
    again.show()
    qtbot.waitUntil(again.layout_fits)
    assert again.roster_dock.width() <= again.roster.minimumSizeHint().width() + 10


def test_a_layout_that_does_not_fit_is_not_saved(
    window: MainWindow, qtbot: QtBot, context: AppContext
) -> None:
    _on_screen(window, qtbot, (1366, 768), PLAY)
    window._save_layout()
    ini = context.paths.config_dir / "window.ini"
    saved = ini.read_bytes()
    window.resizeDocks([window.roster_dock], [window.width()], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    assert not window.layout_fits(), "the sheet squeezed to nothing"
    assert window.close()
    assert ini.read_bytes() == saved, "the previous layout is kept"


def test_a_dock_outside_the_window_does_not_fit(window: MainWindow, qtbot: QtBot) -> None:
    _on_screen(window, qtbot, (1366, 768), PLAY)
    window.log_dock.setFloating(True)
    window.log_dock.move(QPoint(-5000, -5000))
    assert not window.layout_fits()
    window.log_dock.move(QPoint(10, 10))
    assert window.layout_fits()


def _tab_texts(window: MainWindow) -> list[list[str]]:
    # The window keeps the tab bars of tab groups it no longer has, out of sight, for later groups.
    inside = window.rect()
    bars = [
        bar
        for bar in window.findChildren(QTabBar)
        if bar.parent() is window and inside.contains(bar.geometry())
    ]
    return sorted([bar.tabText(i) for i in range(bar.count())] for bar in bars if bar.count())


def _switch(window: MainWindow, dialogs: FakeDialogs, qtbot: QtBot, language: str, file_menu: str) -> None:
    dialogs.preferences.append(Preferences(language=language))
    window.edit_preferences()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == file_menu)
    QApplication.processEvents()


@pytest.mark.parametrize("layout", [PLAY, PREPARE])
def test_a_language_switch_keeps_the_layout(
    window: MainWindow, qtbot: QtBot, dialogs: FakeDialogs, context: AppContext, layout: str
) -> None:
    _on_screen(window, qtbot, (1366, 768), layout)
    window.tracker_dock.close()  # a closed dock stays closed
    QApplication.processEvents()

    def picture() -> dict[str, tuple[bool, QRect]]:
        return {
            dock.objectName(): (dock.isVisible(), dock.geometry())
            for dock in window.findChildren(QDockWidget)
        }

    qtbot.waitUntil(lambda: "Combat Tracker" not in str(_tab_texts(window)))
    before, tabs = picture(), _tab_texts(window)
    sheet = window.sheets.geometry()
    try:
        _switch(window, dialogs, qtbot, "ja", "ファイル(&F)")
        # The Japanese menu bar is a few pixels taller; nothing else moves.
        for name, (visible, rect) in picture().items():
            assert visible == before[name][0]
            assert rect.width() == before[name][1].width()
            assert abs(rect.height() - before[name][1].height()) <= 8
        assert window.tracker_dock.windowTitle() == "戦闘トラッカー"
        assert not window.tracker_dock.isVisible()
        assert window.layout_fits()
    finally:
        _switch(window, dialogs, qtbot, "en", "&File")
    assert picture() == before
    assert _tab_texts(window) == tabs, "the tabs keep their order"
    assert window.sheets.geometry() == sheet
    assert len(window.findChildren(QDockWidget)) == 5, "the same docks, no new ones"
    ini = context.paths.config_dir / "window.ini"
    assert window.close()
    assert ini.exists(), "what is saved after the switch fits"
    again = _window(qtbot, context, dialogs)
    again.show()
    qtbot.waitExposed(again)
    assert again.layout_name == layout
    assert not again.tracker_dock.isVisible(), "restored as it was, the tracker still closed"
    assert again.layout_fits()


def test_the_board_zooms_with_ctrl_and_the_wheel_or_keys_and_fit_restores(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.roster.character_activated.emit(window.document.campaign.characters[0].id)
    _on_screen(window, qtbot, (1366, 768), PREPARE)
    view: BoardView = window.board.view
    fitted = view.transform().m11()

    def wheel(modifiers: Qt.KeyboardModifier, notches: int = 1) -> None:
        centre = QPointF(view.viewport().rect().center())
        event = QWheelEvent(
            centre,
            QPointF(view.viewport().mapToGlobal(centre.toPoint())),
            QPoint(0, 0),
            QPoint(0, 120 * notches),
            Qt.MouseButton.NoButton,
            modifiers,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(view.viewport(), event)

    wheel(Qt.KeyboardModifier.NoModifier)
    assert view.transform().m11() == pytest.approx(fitted), "the plain wheel does not zoom"
    wheel(Qt.KeyboardModifier.ControlModifier)
    zoomed = view.transform().m11()
    assert zoomed > fitted
    QApplication.processEvents()
    bars = (view.horizontalScrollBar(), view.verticalScrollBar())
    assert any(bar.isVisible() and bar.maximum() > bar.minimum() for bar in bars), "scroll to the rest"
    size = window.size()
    window.resize(size.width() - 100, size.height() - 50)
    window.board.set_character(window.document.campaign.characters[0].id)  # the board drawn again
    QApplication.processEvents()
    assert view.transform().m11() == pytest.approx(zoomed), "the user's zoom stays"
    window.resize(size)
    QApplication.processEvents()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.transform().m11() < zoomed
    for _ in range(30):
        qtbot.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.transform().m11() == pytest.approx(ZOOM_MAX)
    wheel(Qt.KeyboardModifier.ControlModifier, -40)
    assert view.transform().m11() == pytest.approx(min(ZOOM_MIN, fitted))
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert not view.zoomed
    assert view.transform().m11() == pytest.approx(fitted, rel=0.05)
    view.zoom(2)
    fit = next(action for _menu, action in _menu_actions(window) if action.text() == "&Fit the Casting Board")
    fit.trigger()
    QApplication.processEvents()
    assert view.transform().m11() == pytest.approx(fitted, rel=0.05)
    assert not any(bar.isVisible() for bar in bars), "the whole board is in view"


def test_f10_shows_and_hides_the_player_view(window: MainWindow, qtbot: QtBot) -> None:
    action = next(action for _menu, action in _menu_actions(window) if action.shortcut().toString() == "F10")
    assert action.isCheckable()
    assert not action.isChecked()
    action.trigger()
    view = window.player_view
    assert view is not None
    assert view.isVisible()
    assert action.isChecked()
    action.trigger()
    assert not view.isVisible()
    assert not action.isChecked()
    window.show_player_view()
    assert action.isChecked(), "the entry follows the window however it is shown"
    view.close()
    assert not action.isChecked()


def test_help_lists_the_layout_and_board_keys(window: MainWindow, dialogs: FakeDialogs) -> None:
    window.keyboard_shortcuts()
    _method, _title, page = dialogs.calls[-1]
    assert "<td>Play Layout</td><td><b>Ctrl+1</b></td>" in page
    assert "<td>Prepare Layout</td><td><b>Ctrl+2</b></td>" in page
    assert "<td>Player View</td><td><b>F10</b></td>" in page
    assert "<td>Casting board</td><td>Fit the whole board</td><td><b>Ctrl+0</b></td>" in page


@pytest.mark.parametrize("size", SCREENS)
def test_the_first_window_takes_a_laptop_screen_and_is_laid_out_for_it(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    # As at the first start: laid out for the 1280×800 asked for, then fitted to a smaller screen.
    free = QRect(0, 0, *size)
    window.free_area = lambda: free  # type: ignore[method-assign]
    window.fit_to_screen()
    window.show()
    qtbot.waitExposed(window)
    window.fit_to_screen()
    QApplication.processEvents()
    assert window.frameGeometry() == free, "all of a laptop's screen, and nothing off it"
    table = window.tracker.findChild(QTableView)
    assert table is not None
    assert _shown_rows(table) == 8
    fitted = (window.sheets.height(), window.tracker_dock.height())
    window.apply_layout(PLAY)
    QApplication.processEvents()
    assert fitted == (window.sheets.height(), window.tracker_dock.height()), "laid out for the size it has"


def test_ctrl_2_and_ctrl_1_switch_the_layout(window: MainWindow, qtbot: QtBot) -> None:
    _on_screen(window, qtbot, (1366, 768), PLAY)
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.layout_name == PREPARE
    assert window.dockWidgetArea(window.board_dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert not window.tabifiedDockWidgets(window.board_dock), "the board has the bottom to itself"
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert window.layout_name == PLAY
    assert window.board_dock in window.tabifiedDockWidgets(window.tracker_dock)


def test_the_first_window_keeps_its_size_on_a_large_screen(window: MainWindow, qtbot: QtBot) -> None:
    free = QRect(0, 0, 2560, 1440)
    window.free_area = lambda: free  # type: ignore[method-assign]
    window.fit_to_screen()
    assert window.size() == QSize(1280, 800)


def test_a_window_size_the_user_left_is_not_blown_up(
    qtbot: QtBot, context: AppContext, dialogs: FakeDialogs
) -> None:
    first = _window(qtbot, context, dialogs)
    first.free_area = lambda: QRect(0, 0, 1366, 768)  # type: ignore[method-assign]
    first.resize(700, 500)
    first._save_layout()
    again = _window(qtbot, context, dialogs)
    again.free_area = lambda: QRect(0, 0, 1366, 768)  # type: ignore[method-assign]
    again.fit_to_screen()
    assert again.size() == QSize(700, 500)
