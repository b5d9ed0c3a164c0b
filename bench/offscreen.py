"""The offscreen platform's note that it cannot pass a window's size hints on, left out of the output.

The benches show their windows on Qt's offscreen platform, which says so each time a window's least
size changes (after most steps of the tracker): dozens of lines between the figures. Every other
message of Qt is printed as Qt prints it.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

UNSUPPORTED = "This plugin does not support propagateSizeHints()"


def _message(_kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    if message != UNSUPPORTED:
        print(message, file=sys.stderr)


def leave_out_size_hint_notes() -> None:
    """Print Qt's messages from now on, except the offscreen platform's note on size hints."""
    qInstallMessageHandler(_message)
