"""The log's table repaints only the rows appended at its end, and what it shows is, after any change, what a
whole repaint shows."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QFont, QImage, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QStyleFactory, QTableView, QWidget
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import dice as dice_steps
from fhrtool.ui.dice_roller import DiceRollerPanel
from fhrtool.ui.log_panel import LogPanel
from fhrtool.ui.log_view import GrowingTable
from tests.ui.conftest import FakeDialogs


class Paints(QObject):
    """The heights of the paint events a widget gets."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.heights: list[int] = []
        widget.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.heights.append(event.rect().height())  # type: ignore[attr-defined]
        return False


def _settled() -> None:
    for _ in range(3):  # a layout, the repaint it asks for, and the scroll after it
        QApplication.processEvents()


def on_screen(widget: QWidget) -> QImage:
    """What the window shows of ``widget``: what the platform holds of it, not a fresh rendering."""
    _settled()
    window = widget.window()
    shot = QApplication.primaryScreen().grabWindow(window.winId()).toImage()
    return shot.copy(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()))


def repainted(view: QTableView) -> QImage:
    view.viewport().repaint()
    return on_screen(view)


def _row(text: str) -> list[QStandardItem]:
    return [QStandardItem(f"{text} {column}") for column in range(3)]


def _table(
    qtbot: QtBot, rows: int, kind: type[QTableView] = GrowingTable
) -> tuple[QStandardItemModel, QTableView]:
    model = QStandardItemModel(0, 3)
    for number in range(rows):
        model.appendRow(_row(f"row {number}"))
    view = kind()
    qtbot.addWidget(view)
    view.setAlternatingRowColors(True)
    view.setModel(model)
    view.resize(420, 300)
    view.show()
    qtbot.waitExposed(view)
    view.scrollToBottom()
    _settled()
    return model, view


def _append_following(model: QStandardItemModel, view: QTableView, count: int = 1) -> None:
    for number in range(count):
        model.appendRow(_row(f"new {number}"))
        view.scrollToBottom()
        _settled()


@pytest.mark.parametrize(("kind", "partial"), [(GrowingTable, True), (QTableView, False)])
def test_a_row_appended_at_the_end_repaints_only_where_it_shows(
    qtbot: QtBot, kind: type[QTableView], partial: bool
) -> None:
    model, view = _table(qtbot, 200, kind)
    paints = Paints(view.viewport())
    _append_following(model, view, 3)
    height = view.viewport().height()
    assert paints.heights
    # Qt's own table repaints all of itself for each row (the control: this test can tell them apart).
    assert all(painted < height / 2 for painted in paints.heights) is partial
    assert on_screen(view) == repainted(view)


Change = Callable[[QStandardItemModel, QTableView], None]


def _several_at_once(model: QStandardItemModel, view: QTableView) -> None:
    for number in range(4):
        model.appendRow(_row(f"batch {number}"))
    view.scrollToBottom()


def _scrolled_up(model: QStandardItemModel, view: QTableView) -> None:
    bar = view.verticalScrollBar()
    bar.setValue(bar.value() - 120)
    _settled()
    for number in range(3):
        model.appendRow(_row(f"below {number}"))
        _settled()


def _then_scrolled_down(model: QStandardItemModel, view: QTableView) -> None:
    _scrolled_up(model, view)
    view.scrollToBottom()


def _inserted_in_the_middle(model: QStandardItemModel, view: QTableView) -> None:
    model.insertRow(model.rowCount() - 3, _row("between"))
    view.scrollToBottom()


def _removed_then_appended(model: QStandardItemModel, view: QTableView) -> None:
    model.removeRow(model.rowCount() - 2)
    _settled()
    _append_following(model, view)


def _appended_then_removed(model: QStandardItemModel, view: QTableView) -> None:
    model.appendRow(_row("short-lived"))
    model.removeRow(model.rowCount() - 5)
    view.scrollToBottom()


def _reset(model: QStandardItemModel, view: QTableView) -> None:
    model.appendRow(_row("before the reset"))
    model.beginResetModel()
    model.endResetModel()
    view.scrollToBottom()


def _edited(model: QStandardItemModel, view: QTableView) -> None:
    model.appendRow(_row("appended"))
    model.item(model.rowCount() - 4, 1).setText("edited")
    view.scrollToBottom()


def _font(model: QStandardItemModel, view: QTableView) -> None:
    model.appendRow(_row("appended"))
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() * 1.5)
    view.setFont(font)
    view.scrollToBottom()


def _taller_rows(model: QStandardItemModel, view: QTableView) -> None:
    model.appendRow(_row("appended"))
    view.verticalHeader().setDefaultSectionSize(view.verticalHeader().defaultSectionSize() + 9)
    view.scrollToBottom()


def _style(model: QStandardItemModel, view: QTableView) -> None:
    model.appendRow(_row("appended"))
    view.setStyle(QStyleFactory.create("Windows"))
    view.scrollToBottom()


def _a_few_rows(model: QStandardItemModel, view: QTableView) -> None:
    model.removeRows(0, model.rowCount())
    _settled()
    _append_following(model, view, 3)


def _per_row(model: QStandardItemModel, view: QTableView) -> None:
    view.setVerticalScrollMode(QTableView.ScrollMode.ScrollPerItem)
    view.scrollToBottom()
    _settled()
    _append_following(model, view, 3)


def _another_model(model: QStandardItemModel, view: QTableView) -> None:
    other = QStandardItemModel(0, 3, view)
    for number in range(60):
        other.appendRow(_row(f"other {number}"))
    view.setModel(other)
    view.scrollToBottom()
    _settled()
    _append_following(other, view)
    model.appendRow(_row("the old model, no longer shown"))


def _growing_past_its_height(model: QStandardItemModel, view: QTableView) -> None:
    model.removeRows(0, model.rowCount())
    _settled()
    _append_following(model, view, 14)


CHANGES: dict[str, Change] = {
    "appended one by one": lambda model, view: _append_following(model, view, 5),
    "several at once": _several_at_once,
    "appended while scrolled up": _scrolled_up,
    "scrolled down after": _then_scrolled_down,
    "inserted in the middle": _inserted_in_the_middle,
    "removed, then appended": _removed_then_appended,
    "appended, then another removed": _appended_then_removed,
    "appended, then the model reset": _reset,
    "appended and another row edited": _edited,
    "appended and a new font": _font,
    "appended and taller rows": _taller_rows,
    "appended and a new style": _style,
    "appended, scrolled per row": _per_row,
    "another model": _another_model,
    "an empty table given a few rows": _a_few_rows,
    "an empty table growing past its height": _growing_past_its_height,
}


@pytest.mark.parametrize("change", CHANGES.values(), ids=CHANGES.keys())
def test_after_any_change_the_table_shows_what_a_whole_repaint_shows(qtbot: QtBot, change: Change) -> None:
    model, view = _table(qtbot, 120)
    change(model, view)
    assert on_screen(view) == repainted(view)


def _roll(document: Document, *dice: int) -> None:
    document.run(dice_steps.roll, dice_steps.Roll("2D6"), dice=ScriptedDice(dice))


def test_the_log_and_the_dice_history_repaint_a_roll_where_it_shows(
    qtbot: QtBot, dialogs: FakeDialogs
) -> None:
    document = Document(
        Campaign(characters=(Character(id="aldo", name="Aldo"),)), dice=ScriptedDice((3, 4) * 40)
    )
    window = QWidget()
    qtbot.addWidget(window)
    log = LogPanel(document, dialogs, window)
    roller = DiceRollerPanel(document, ScriptedDice((1, 1)), window, log=log.model)
    log.setGeometry(0, 0, 500, 320)
    roller.setGeometry(500, 0, 500, 640)
    window.resize(1000, 640)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(40):
        _roll(document, 3, 4)
    _settled()
    views = (log.view, roller.history_view)
    paints = [Paints(view.viewport()) for view in views]
    for _ in range(3):
        _roll(document, 5, 6)
        _settled()
    for view, painted in zip(views, paints, strict=True):
        assert painted.heights
        assert all(height < view.viewport().height() / 2 for height in painted.heights)
        assert on_screen(view) == repainted(view)
    document.undo_stack.undo()  # the last roll leaves both
    log.filter_edit.setText("2D6")
    for view in views:
        assert on_screen(view) == repainted(view)


def _last_row_whole_at_the_bottom(model: QStandardItemModel, view: QTableView) -> bool:
    last = view.visualRect(model.index(model.rowCount() - 1, 0))
    height = view.viewport().height()
    return last.top() >= 0 and height - view.rowHeight(0) < last.bottom() < height


@pytest.mark.parametrize("height", [160, 231, 520])
@pytest.mark.parametrize(("kind", "follows"), [(GrowingTable, True), (QTableView, False)])
def test_a_table_at_its_end_stays_there_when_made_shorter_or_taller(
    qtbot: QtBot, height: int, kind: type[QTableView], follows: bool
) -> None:
    model, view = _table(qtbot, 120, kind)
    view.setVerticalScrollMode(QTableView.ScrollMode.ScrollPerPixel)
    view.scrollToBottom()
    _settled()
    assert _last_row_whole_at_the_bottom(model, view)
    view.resize(420, height)
    _settled()
    # Qt's own table keeps its place, and a shorter one hides the end (the control: the test can tell).
    assert _last_row_whole_at_the_bottom(model, view) is (follows or height > 300)


def test_a_table_scrolled_up_keeps_its_place_when_resized(qtbot: QtBot) -> None:
    _model, view = _table(qtbot, 120)
    bar = view.verticalScrollBar()
    bar.setValue(bar.maximum() - 200)
    _settled()
    place = bar.value()
    view.resize(420, 200)
    _settled()
    assert bar.value() == place
