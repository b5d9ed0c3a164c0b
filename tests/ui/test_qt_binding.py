"""The pinned Qt binding must not leak references: PySide6 6.12.0 dropped one reference to True per
emitted signal and one to None per overridden paint call, and a long session then aborted."""

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot


class _Emitter(QObject):
    happened = Signal(int)


class _Painted(QWidget):
    def paintEvent(self, event: QPaintEvent) -> None:
        event.accept()


def test_emitting_a_signal_keeps_the_reference_count_of_true() -> None:
    emitter = _Emitter()
    received: list[int] = []
    emitter.happened.connect(received.append)
    before = sys.getrefcount(True)
    for value in range(200):
        emitter.happened.emit(value)
    assert abs(sys.getrefcount(True) - before) < 10  # unrelated code may hold a few; a leak loses 200
    assert len(received) == 200


def test_an_overridden_paint_event_keeps_the_reference_count_of_none(qtbot: QtBot) -> None:
    widget = _Painted()
    qtbot.addWidget(widget)
    widget.resize(50, 50)
    widget.show()
    before = sys.getrefcount(None)
    for _ in range(100):
        widget.repaint()
    assert sys.getrefcount(None) - before < 10  # unrelated code may hold a few; a leak loses 100
