"""Labels that keep their place while what they say changes.

A result that appears after a roll must not move the buttons under the mouse: its label has room for
its longest text from the start (a fixed number of lines, wrapped) and never widens its window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from fhrtool.ui.safety import no_size, nothing, total

W = TypeVar("W", bound=QWidget)


def reserve_lines(label: QLabel, lines: int) -> QLabel:
    """Give ``label`` a fixed height of ``lines`` lines of its font, wrapping its text; its width follows
    the layout rather than the text."""
    label.setWordWrap(True)
    margins = label.contentsMargins()
    frame = 2 * label.frameWidth()
    label.setFixedHeight(lines * label.fontMetrics().lineSpacing() + margins.top() + margins.bottom() + frame)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    return label


class RoomForLongest(QObject):
    """Keeps a word-wrapped label as tall as the longest of its possible texts needs at the width it is
    given: a text that replaces another is never cut off, and moves nothing."""

    _TALL = 1_000_000

    def __init__(self, label: QLabel, texts: Callable[[], Sequence[str]]) -> None:
        super().__init__(label)
        self._label = label
        self._texts = texts
        label.installEventFilter(self)

    def needed(self, width: int) -> int:
        """The height the longest text needs at ``width`` (the label's own width, margins included)."""
        label = self._label
        margins = label.contentsMargins()
        inner = max(width - margins.left() - margins.right(), 1)
        metrics = label.fontMetrics()
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        tallest = max(
            (
                metrics.boundingRect(QRect(0, 0, inner, self._TALL), flags, text).height()
                for text in self._texts()
            ),
            default=0,
        )
        return tallest + margins.top() + margins.bottom()

    @total(lambda *_args: False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._label and event.type() is QEvent.Type.Resize:
            needed = self.needed(self._label.width())
            if needed != self._label.minimumHeight():
                self._label.setMinimumHeight(needed)
        return False


def keep_space_when_hidden(widget: W) -> W:
    """Hiding ``widget`` leaves its space empty instead of pulling what follows into it."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)
    return widget


def keep_line_height(label: QLabel) -> QLabel:
    """An empty ``label`` is as tall as one line of its font, so that its first text moves nothing."""
    text = label.text()
    label.setText("0")
    label.setMinimumHeight(label.sizeHint().height())
    label.setText(text)
    return label


def restyle(widget: QWidget, style: str) -> None:
    """Give ``widget`` the style sheet ``style`` unless it has it already: setting a style sheet, even
    the same one again, restyles the widget anew, and a step repaints the panel after each."""
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


class OneLineLabel(QWidget):
    """One line of text that never asks for more room than it is given, nor has its window laid out
    again when it changes, as a QLabel has with each new text (its size follows the text): a line that
    changes with every step, in a panel redrawn with every step. A text too long for its room ends in
    "…", its tooltip holding it whole; it is as tall as one line of its font whether it holds a text or
    not."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.setToolTip(text)
            self.setAccessibleName(text)
            self.update()

    def clear(self) -> None:
        self.setText("")

    @total(no_size)
    def sizeHint(self) -> QSize:
        margins = self.contentsMargins()
        return QSize(0, self.fontMetrics().height() + margins.top() + margins.bottom())

    @total(no_size)
    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def shown(self) -> str:
        """The text as it is drawn in the room the line has."""
        room = self.contentsRect().width()
        return self.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideRight, room)

    @total(nothing)
    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        alignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(self.contentsRect(), int(alignment), self.shown())
        painter.end()
