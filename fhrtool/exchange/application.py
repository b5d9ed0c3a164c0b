"""The Qt application of a process that has no window: the command line, and the PDF exporter run from it.

Qt allows one application per process, and which kind it is decides what works: translators need only
QtCore's, but laying out text (a PDF) needs fonts, which only a QGuiApplication has; text laid out in a
QCoreApplication aborts the process. So every Qt-using part of a headless run takes its application
from here, and it is a QGuiApplication, whichever part asks first.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from fhrtool.exchange.errors import ExchangeError

_created: list[QGuiApplication] = []  # the application made here, kept alive for the whole process


def gui_application() -> QGuiApplication:
    """The running application, else a QGuiApplication made for this process and kept while it runs.

    On Linux it draws offscreen unless ``QT_QPA_PLATFORM`` says otherwise: rendering needs no window,
    and without a display (a server, ssh) X11 or Wayland would abort. ExchangeError when the process
    already runs an application without fonts (a QCoreApplication), which could lay out no text.
    """
    running = QCoreApplication.instance()
    if isinstance(running, QGuiApplication):
        return running
    if running is not None:
        raise ExchangeError("text cannot be laid out in this program: its Qt application has no fonts")
    arguments = ["fhrtool"]
    if sys.platform.startswith("linux") and "QT_QPA_PLATFORM" not in os.environ:
        arguments += ["-platform", "offscreen"]
    application = QGuiApplication(arguments)
    _created.append(application)
    return application
