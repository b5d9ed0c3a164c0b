"""The wheel scrolls the sheet; it changes a spin box, combo box or slider only when that has focus."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QScrollArea,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, CharacterKind
from fhrtool.ui.sheet_editor import SheetEditor
from fhrtool.ui.wheel import WheelGuard, install_wheel_guard
from tests.ui.conftest import FakeDialogs


@pytest.fixture(autouse=True)
def guard(qapp: QApplication) -> WheelGuard:
    return install_wheel_guard(qapp)


def _wheel(widget: QWidget, notches: int = -1) -> QWheelEvent:
    """Send ``notches`` wheel notches (negative: towards the user, scrolling down) over ``widget``."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QCoreApplication.sendEvent(widget, event)
    return event


@pytest.fixture
def editor(qtbot: QtBot, dialogs: FakeDialogs) -> SheetEditor:
    aldo = Character(id="aldo", name="Aldo", kind=CharacterKind.PC)
    widget = SheetEditor(Document(Campaign(characters=(aldo,))), dialogs, "aldo")
    qtbot.addWidget(widget)
    widget.resize(900, 300)  # short enough that the sheet scrolls
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _aldo(editor: SheetEditor) -> Character:
    character = editor.character()
    assert character is not None
    return character


def _scroll(editor: SheetEditor) -> QScrollArea:
    scroll = editor.findChild(QScrollArea)
    assert scroll is not None
    assert scroll.verticalScrollBar().maximum() > 0
    return scroll


def test_installing_twice_keeps_one_guard(qapp: QApplication, guard: WheelGuard) -> None:
    assert install_wheel_guard(qapp) is guard


def test_the_wheel_over_an_unfocused_ability_scrolls_the_sheet(editor: SheetEditor) -> None:
    spin = editor.ability_spins["perception"]
    scroll = _scroll(editor)
    scroll.ensureWidgetVisible(spin)
    before = scroll.verticalScrollBar().value()
    _wheel(spin)
    assert spin.value() == 0
    assert _aldo(editor).perception == 0
    assert scroll.verticalScrollBar().value() > before


def test_the_wheel_over_the_unfocused_pc_npc_box_keeps_the_pc(editor: SheetEditor) -> None:
    scroll = _scroll(editor)
    before = scroll.verticalScrollBar().value()
    _wheel(editor.kind_combo)
    assert editor.kind_combo.currentData() == CharacterKind.PC.value
    assert _aldo(editor).kind == CharacterKind.PC
    assert scroll.verticalScrollBar().value() > before


def test_with_focus_the_wheel_changes_the_value(qtbot: QtBot, editor: SheetEditor) -> None:
    spin = editor.ability_spins["perception"]
    _scroll(editor).ensureWidgetVisible(spin)
    editor.activateWindow()
    spin.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(spin.hasFocus)
    _wheel(spin, notches=1)
    assert spin.value() == 1
    assert _aldo(editor).perception == 1


def test_value_widgets_are_not_focused_by_the_wheel(qtbot: QtBot) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    widgets = [QSpinBox(box), QComboBox(box), QSlider(box)]
    for widget in widgets:
        widget.setFocusPolicy(Qt.FocusPolicy.WheelFocus)
        layout.addWidget(widget)
    box.show()
    assert all(widget.focusPolicy() == Qt.FocusPolicy.StrongFocus for widget in widgets)


def test_an_unfocused_slider_outside_any_scroll_area_ignores_the_wheel(qtbot: QtBot) -> None:
    slider = QSlider()
    qtbot.addWidget(slider)
    slider.setRange(0, 10)
    slider.show()
    event = _wheel(slider, notches=1)
    assert slider.value() == 0
    assert not event.isAccepted()


def test_widgets_made_before_the_guard_are_guarded_when_it_comes(
    qapp: QApplication, qtbot: QtBot, guard: WheelGuard
) -> None:
    qapp.removeEventFilter(guard)
    guard.setParent(None)  # the application starts without it: it comes after the first picture
    spin = QSpinBox()
    qtbot.addWidget(spin)
    spin.setFocusPolicy(Qt.FocusPolicy.WheelFocus)
    spin.show()
    assert spin.focusPolicy() == Qt.FocusPolicy.WheelFocus
    later = install_wheel_guard(qapp)
    assert later is not guard
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus
