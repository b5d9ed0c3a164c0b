"""The mouse wheel scrolls; it edits a value only in the field that has the keyboard focus.

Without this, scrolling down a sheet turns every spin box and combo box that passes under the pointer
(an ability 0 → −3, a PC into an NPC). One application-wide event filter, installed once the
first window is on screen, covers every such widget in every window and dialog: a wheel over an
unfocused spin box, combo box or slider goes to the surrounding scroll area instead, and a click or Tab
is what gives them focus.

It is installed after the first picture, not before: every event of every object passes through it,
and the 6,000 events of building and first painting the main window would each be a call into Python
(some 55 ms, an eighth of the start-up). No wheel can arrive before the window is there; the widgets
made until then are guarded when it is installed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QScrollBar,
    QWidget,
)
from shiboken6 import Shiboken

from fhrtool.ui.safety import declined, total

_GUARD_NAME = "fhrtoolWheelGuard"


def is_guarded(widget: QObject) -> bool:
    """A widget whose value the wheel would change (scroll bars are there to be scrolled)."""
    if isinstance(widget, QScrollBar):
        return False
    return isinstance(widget, QAbstractSpinBox | QComboBox | QAbstractSlider)


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        if parent.isWindow():
            return None
        parent = parent.parentWidget()
    return None


class WheelGuard(QObject):
    """Wheel events on unfocused value widgets scroll the surrounding area; focus only by click or Tab."""

    @total(declined)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Wheel:
            if is_guarded(watched) and isinstance(watched, QWidget) and not watched.hasFocus():
                assert isinstance(event, QWheelEvent)
                return self._pass_on(watched, event)
        elif kind == QEvent.Type.Polish and is_guarded(watched) and isinstance(watched, QWidget):
            guard_focus(watched)
        return False

    @staticmethod
    def _pass_on(widget: QWidget, event: QWheelEvent) -> bool:
        """Give the wheel to the scroll area around ``widget``; the widget itself never sees it."""
        area = _scroll_area(widget)
        event.ignore()
        if area is not None:
            forwarded = event.clone()
            assert isinstance(forwarded, QWheelEvent)
            forwarded.ignore()
            QCoreApplication.sendEvent(area.viewport(), forwarded)
            event.setAccepted(forwarded.isAccepted())
        return True


def guard_focus(widget: QWidget) -> None:
    """The wheel must not give focus (Qt's WheelFocus would, just before delivering the wheel)."""
    if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def install_wheel_guard(app: QCoreApplication) -> WheelGuard:
    """Install the guard on ``app`` once; later calls return the one already installed.

    The widgets that exist already were polished without it: their focus is guarded here."""
    existing = app.findChild(WheelGuard, _GUARD_NAME)
    if isinstance(existing, WheelGuard):
        return existing
    guard = WheelGuard(app)
    guard.setObjectName(_GUARD_NAME)
    app.installEventFilter(guard)
    # The widgets Python made, which hold every spin box, combo box and slider of the application's own:
    # QApplication.allWidgets() would make wrappers for hundreds of Qt's inner widgets, and shiboken
    # the Python types of their classes (6-18 ms, against 0.5 ms for this).
    for made in Shiboken.getAllValidWrappers():
        if isinstance(made, QWidget) and is_guarded(made):
            guard_focus(made)
    return guard
