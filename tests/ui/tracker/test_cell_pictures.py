"""Cells drawn from kept pictures look exactly as cells painted directly, in every state a table shows."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPalette
from PySide6.QtWidgets import QAbstractItemView, QStyleOptionViewItem, QTableView, QWidget
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import DurationUnit
from fhrtool.steps import tracker
from fhrtool.ui.cell_pictures import LEAST_CELLS, CellPictures, PicturedDelegate
from fhrtool.ui.tracker import TrackerPanel
from fhrtool.ui.tracker.model import Column, TrackerModel, TrackerRole
from tests.ui.tracker.conftest import PanelFactory, acting

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


def _fight(document: Document) -> dict[str, str]:
    """RULES §8's four in high tension, the order confirmed: a current row, an effect (chips), one
    defeated."""
    ids = acting(document)
    document.run(tracker.add_effect, tracker.AddEffect(ids["Bea"], "Blessing", 2, DurationUnit.ODES))
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Goblin"], True))
    return ids


def _picture(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def _as_painted_directly(view: QAbstractItemView, picture: Callable[[], QImage]) -> tuple[QImage, QImage]:
    """What ``picture()`` shows drawn from kept pictures, and painted directly.

    Asked three times: the first paints each look once, the second paints the pictures of those seen
    before, the third draws the kept ones; the second and the third show the same."""
    pictures = view.pictures  # type: ignore[attr-defined]
    budget = pictures.budget
    picture()
    made = picture()
    kept = picture()
    assert made == kept
    pictures.budget = 0
    try:
        direct = picture()
    finally:
        pictures.budget = budget
    return kept, direct


@pytest.fixture
def panel(document: Document, make_panel: PanelFactory, qtbot: QtBot) -> TrackerPanel:
    _fight(document)
    shown = make_panel(document)
    shown.view.pictures.least_cells = 0  # four combatants: fewer cells than pictures are kept for
    qtbot.waitExposed(shown)
    return shown


def test_a_fight_drawn_from_pictures_is_the_fight_painted(panel: TrackerPanel) -> None:
    view = panel.view
    kept, direct = _as_painted_directly(view, lambda: _picture(view.viewport()))
    assert kept == direct
    assert len(view.pictures) > 0
    # Cells that show the same share one picture: the four rows' empty and equal cells.
    cells = panel.model.rowCount() * panel.model.columnCount()
    assert len(view.pictures) < cells


@pytest.mark.parametrize("state", ["selected", "focus", "disabled", "inactive palette"])
def test_each_state_of_a_cell_has_its_own_picture(panel: TrackerPanel, qtbot: QtBot, state: str) -> None:
    view = panel.view
    _picture(view.viewport())  # the plain cells' pictures are kept first
    before = len(view.pictures)
    if state == "selected":
        view.selectRow(1)
        view.selectionModel().select(
            panel.model.index(3, 0),
            view.selectionModel().SelectionFlag.Select | view.selectionModel().SelectionFlag.Rows,
        )
    elif state == "focus":
        view.setFocus()
        view.setCurrentIndex(panel.model.index(2, Column.NAME))
        qtbot.waitUntil(view.hasFocus)
    elif state == "disabled":
        view.setEnabled(False)
    else:
        palette = view.palette()
        palette.setColor(QPalette.ColorRole.Base, QColor("#fdf6e3"))
        palette.setColor(QPalette.ColorRole.Text, QColor("#073642"))
        view.setPalette(palette)
        assert len(view.pictures) == 0, "a new palette drops every picture"
    kept, direct = _as_painted_directly(view, lambda: _picture(view.viewport()))
    assert kept == direct
    if state not in ("focus", "inactive palette"):
        assert len(view.pictures) > before


def test_a_new_font_or_style_drops_the_pictures(panel: TrackerPanel) -> None:
    view = panel.view
    _picture(view.viewport())
    assert len(view.pictures) > 0
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() + 3)
    view.setFont(font)
    assert len(view.pictures) == 0
    kept, direct = _as_painted_directly(view, lambda: _picture(view.viewport()))
    assert kept == direct
    view.setStyleSheet("QTableView { gridline-color: #c00; }")
    assert len(view.pictures) == 0
    kept, direct = _as_painted_directly(view, lambda: _picture(view.viewport()))
    assert kept == direct


@pytest.mark.parametrize("ratio", [2.0, 1.5])
def test_a_device_of_another_pixel_ratio(panel: TrackerPanel, ratio: float) -> None:
    """A picture is kept for each whole pixel ratio; on a fractional one cells are painted directly."""
    view = panel.view
    viewport = view.viewport()

    def rendered() -> QImage:
        image = QImage(viewport.size() * ratio, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        viewport.render(image)
        return image

    kept_before = len(view.pictures)
    kept, direct = _as_painted_directly(view, rendered)
    assert kept == direct
    if ratio == int(ratio):
        assert len(view.pictures) > kept_before
    else:
        assert len(view.pictures) == kept_before


def test_a_small_budget_drops_pictures_and_draws_the_same(panel: TrackerPanel) -> None:
    view = panel.view
    view.pictures.clear()
    view.pictures.budget = 20_000  # a few cells' worth
    kept, direct = _as_painted_directly(view, lambda: _picture(view.viewport()))
    assert kept == direct
    assert 0 < view.pictures.held_bytes() <= 20_000


def test_the_cells_follow_the_fight(panel: TrackerPanel, document: Document) -> None:
    """After steps, each cell shows its new look, not the picture of what it showed before."""
    view = panel.view
    _picture(view.viewport())
    ids = {c.name: c.id for c in document.campaign.encounter.combatants}
    panel.next()
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Goblin"], False))
    document.run(tracker.add_effect, tracker.AddEffect(ids["Dora"], "Haste", 1, DurationUnit.ODES))
    kept, direct = _as_painted_directly(view, lambda: _picture(view.viewport()))
    assert kept == direct
    document.undo_stack.undo()
    document.undo_stack.undo()
    kept, direct = _as_painted_directly(view, lambda: _picture(view.viewport()))
    assert kept == direct


def test_another_model_drops_the_pictures(panel: TrackerPanel, document: Document) -> None:
    view = panel.view
    _picture(view.viewport())
    assert len(view.pictures) > 0
    view.setModel(TrackerModel(document))
    _picture(view.viewport())  # the first paint of the other model makes no picture of its own
    assert len(view.pictures) == 0
    kept, direct = _as_painted_directly(view, lambda: _picture(view.viewport()))
    assert kept == direct


def test_the_picture_key_names_everything_a_cell_looks_like(document: Document, qtbot: QtBot) -> None:
    ids = _fight(document)
    model = TrackerModel(document)
    keys = {
        (row, column): model.picture_key(model.index(row, column))
        for row in range(model.rowCount())
        for column in Column
    }
    assert None not in keys.values()
    # Same text, different looks: the current row on a highlight, the defeated one struck.
    sides = {keys[(row, Column.SIDE)] for row in range(model.rowCount())}
    assert len(sides) >= 2
    names = [keys[(row, Column.NAME)] for row in range(model.rowCount())]
    assert len(set(names)) == len(names)
    current = model.row_of(document.campaign.encounter.current_slot.combatant_ids[0])
    defeated = model.row_of(ids["Goblin"])
    assert keys[(current, Column.MARK)] != keys[(defeated, Column.MARK)]
    assert model.index(current, Column.NAME).data(TrackerRole.PICTURE) == keys[(current, Column.NAME)]
    assert model.picture_key(QModelIndex()) is None
    assert model.picture_key(model.index(model.rowCount(), 0)) is None


class _Cells(QAbstractTableModel):
    """Twelve cells of ``text(row, column)`` (by default rows 2 and 3 show what rows 0 and 1 show); a
    content key for each, except where ``keyless``."""

    def __init__(self, text: Callable[[int, int], str] | None = None, *, keyless: bool = False) -> None:
        super().__init__()
        self.text = text or (lambda row, column: f"{row % 2}·{column}")
        self.keyless = keyless

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else 4

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else 3

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index.row(), index.column())
        return None

    def key(self, index: _Index) -> object:
        return None if self.keyless else self.data(index)


class _Table(QTableView):
    def __init__(self, model: _Cells) -> None:
        super().__init__()
        self.pictures = CellPictures(self, least_cells=0)
        self.setModel(model)
        self.setItemDelegate(PicturedDelegate(self.pictures, model.key, self))


def _table(qtbot: QtBot, model: _Cells) -> _Table:
    table = _Table(model)
    qtbot.addWidget(table)
    table.resize(320, 200)
    table.show()
    qtbot.waitExposed(table)
    return table


def test_cells_that_show_the_same_share_a_picture(qtbot: QtBot) -> None:
    table = _table(qtbot, _Cells())
    kept, direct = _as_painted_directly(table, lambda: _picture(table.viewport()))
    assert kept == direct
    assert len(table.pictures) == 6  # two rows' worth of texts, in three columns


def test_cells_without_a_key_are_painted_directly(qtbot: QtBot) -> None:
    table = _table(qtbot, _Cells(keyless=True))
    kept, direct = _as_painted_directly(table, lambda: _picture(table.viewport()))
    assert kept == direct
    assert len(table.pictures) == 0


def test_a_background_of_more_than_one_colour_is_painted_directly(qtbot: QtBot) -> None:
    table = _table(qtbot, _Cells())
    _as_painted_directly(table, lambda: _picture(table.viewport()))
    assert len(table.pictures) > 0
    palette = table.viewport().palette()
    palette.setBrush(QPalette.ColorRole.Base, QBrush(QColor("#ccddee"), Qt.BrushStyle.Dense4Pattern))
    table.viewport().setPalette(palette)
    assert len(table.pictures) == 0, "the viewport's new palette drops every picture"
    kept, direct = _as_painted_directly(table, lambda: _picture(table.viewport()))
    assert kept == direct
    assert len(table.pictures) == 0


def test_a_picture_is_painted_with_what_the_view_painter_holds(qtbot: QtBot) -> None:
    """A cell painted with what the view's painter holds (its pen, brush and font) looks the same."""

    class PenDelegate(PicturedDelegate):
        def paint_cell(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
            painter.drawText(option.rect, int(Qt.AlignmentFlag.AlignCenter), str(index.data()))
            painter.drawRect(option.rect.adjusted(2, 2, -3, -3))

    table = _table(qtbot, _Cells())
    palette = table.viewport().palette()
    palette.setColor(table.viewport().foregroundRole(), QColor("#a02060"))
    table.viewport().setPalette(palette)
    _as_painted_directly(table, lambda: _picture(table.viewport()))  # pictures of the first delegate
    table.setItemDelegate(PenDelegate(table.pictures, table.model().key, table))  # type: ignore[attr-defined]
    kept, direct = _as_painted_directly(table, lambda: _picture(table.viewport()))
    assert kept == direct  # another delegate's cells have pictures of their own


def test_alternating_rows_keep_a_picture_for_each_colour(qtbot: QtBot) -> None:
    """The row's panel (the style's alternate colour) is in the picture, and even and odd rows that
    show the same keep one each."""
    table = _table(qtbot, _Cells(lambda row, column: f"{row // 2}·{column}"))  # an even and an odd row alike
    table.setAlternatingRowColors(True)
    palette = table.palette()
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#e4ecf7"))
    table.setPalette(palette)
    kept, direct = _as_painted_directly(table, lambda: _picture(table.viewport()))
    assert kept == direct
    assert len(table.pictures) == 12  # two texts a column in each of two rows' colours, three columns


def test_a_look_gets_its_picture_when_a_later_paint_shows_it_again(qtbot: QtBot) -> None:
    """A window's first picture makes none, even of looks it shows twice; the next makes one of each
    look shown before."""
    for model, looks in ((_Cells(lambda row, column: f"{row}·{column}"), 12), (_Cells(), 6)):
        table = _table(qtbot, model)
        table.pictures.clear()
        _picture(table.viewport())
        assert len(table.pictures) == 0
        _picture(table.viewport())
        assert len(table.pictures) == looks


def test_a_small_fight_is_painted_directly_and_a_large_one_from_pictures(
    document: Document, make_panel: PanelFactory, qtbot: QtBot
) -> None:
    _fight(document)
    panel = make_panel(document)
    qtbot.waitExposed(panel)
    view = panel.view
    for _ in range(3):
        _picture(view.viewport())
    assert len(view.pictures) == 0  # 4 rows of 13 cells
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"] * 12))
    assert panel.model.rowCount() * panel.model.columnCount() >= LEAST_CELLS
    kept, direct = _as_painted_directly(view, lambda: _picture(view.viewport()))
    assert kept == direct
    assert len(view.pictures) > 0
