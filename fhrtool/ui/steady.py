"""Labels that keep their place while what they say changes.

A result that appears after a roll must not move the buttons under the mouse: its label has room for
its longest text from the start (a fixed number of lines, wrapped) and never widens its window.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

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
