"""The board view's zoom: Ctrl+wheel and keys, its bounds, scroll bars, and a user's zoom that stays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fhrtool.model import RuleOptions
from fhrtool.ui.board.scene import ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, BoardScene, BoardView
from tests.samples.board import aldo, board
from tests.ui.board.conftest import document_with


@pytest.fixture
def view(qtbot: QtBot) -> BoardView:
    document = document_with(
        aldo(casting_board=board(("kindred-spirit",), ("jealousy", "old-ties"), ("respect",), ("anxiety",))),
        options=RuleOptions(),
    )
    scene = BoardScene()
    shown = BoardView(scene)
    scene.setParent(shown)  # a view does not own its scene: this keeps it for the test's length
    qtbot.addWidget(shown)
    shown.resize(700, 400)
    shown.show()
    qtbot.waitExposed(shown)
    scene.show_board(document.campaign, document.character("aldo"), "Tension value", "")
    scene.finish_building()
    shown.fit()
    return shown


def _wheel(view: BoardView, modifiers: Qt.KeyboardModifier, notches: float = 1) -> QWheelEvent:
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(
        centre,
        QPointF(view.viewport().mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, round(120 * notches)),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)
    return event


def _scroll(view: BoardView) -> tuple[int, int]:
    return view.horizontalScrollBar().value(), view.verticalScrollBar().value()


def _scale(view: BoardView) -> float:
    return view.transform().m11()


def test_the_plain_wheel_neither_zooms_nor_moves_a_fitted_board(view: BoardView) -> None:
    fitted, scrolled = _scale(view), _scroll(view)
    event = _wheel(view, Qt.KeyboardModifier.NoModifier, -3)
    assert _scale(view) == fitted
    assert _scroll(view) == scrolled
    assert not event.isAccepted(), "the wheel goes on to what holds the board"
    assert not view.zoomed


def test_ctrl_and_the_wheel_zoom_in_and_out(view: BoardView) -> None:
    fitted = _scale(view)
    _wheel(view, Qt.KeyboardModifier.ControlModifier)
    assert _scale(view) == pytest.approx(fitted * ZOOM_STEP)
    assert view.zoomed
    _wheel(view, Qt.KeyboardModifier.ControlModifier, -2)
    assert _scale(view) == pytest.approx(fitted / ZOOM_STEP)


def test_the_keys_zoom_and_ctrl_0_fits_again(view: BoardView, qtbot: QtBot) -> None:
    fitted = _scale(view)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert _scale(view) == pytest.approx(fitted * ZOOM_STEP**2)
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert _scale(view) == pytest.approx(fitted * ZOOM_STEP)
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert _scale(view) == pytest.approx(fitted)
    assert not view.zoomed
    qtbot.keyClick(view, Qt.Key.Key_0)  # without Ctrl: not a zoom key
    assert not view.zoomed


def test_the_zoom_is_bounded(view: BoardView) -> None:
    for _ in range(40):
        view.zoom(ZOOM_STEP)
    assert _scale(view) == pytest.approx(ZOOM_MAX)
    for _ in range(80):
        view.zoom(1 / ZOOM_STEP)
    assert _scale(view) == pytest.approx(ZOOM_MIN)


def test_a_zoomed_board_scrolls_to_what_is_beyond_the_view(view: BoardView) -> None:
    for _ in range(4):
        view.zoom(ZOOM_STEP)
    QApplication.processEvents()
    bars = (view.horizontalScrollBar(), view.verticalScrollBar())
    assert all(bar.isVisible() and bar.maximum() > bar.minimum() for bar in bars)
    before = _scroll(view)
    _wheel(view, Qt.KeyboardModifier.NoModifier, -1)
    assert _scroll(view) != before, "the plain wheel scrolls a zoomed board"
    view.zoom_to_fit()
    QApplication.processEvents()
    assert not any(bar.isVisible() for bar in bars)


def test_the_users_zoom_stays_when_the_view_or_board_changes(view: BoardView) -> None:
    view.zoom(ZOOM_STEP)
    zoomed = _scale(view)
    view.resize(500, 300)
    QApplication.processEvents()
    view.fit()  # as the panel does whenever the board is drawn again
    assert _scale(view) == pytest.approx(zoomed)
    view.zoom_to_fit()
    assert _scale(view) < zoomed
    view.resize(900, 600)
    QApplication.processEvents()
    assert _scale(view) > zoomed / ZOOM_STEP, "fitted again to the larger view"


def test_a_card_chosen_by_key_on_a_zoomed_board_is_scrolled_into_view(view: BoardView, qtbot: QtBot) -> None:
    for _ in range(6):
        view.zoom(ZOOM_STEP)
    QApplication.processEvents()
    scene = view.scene()
    assert isinstance(scene, BoardScene)
    view.setFocus()
    for _ in range(len(scene.cards)):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        entry_id = scene.selected_entry_id()
        assert entry_id is not None
        card = scene.cards[entry_id]
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        assert shown.intersects(card.sceneBoundingRect())


def test_an_empty_board_does_not_zoom(qtbot: QtBot) -> None:
    empty = BoardView(BoardScene())
    qtbot.addWidget(empty)
    empty.zoom(2)
    assert empty.transform().isIdentity()
