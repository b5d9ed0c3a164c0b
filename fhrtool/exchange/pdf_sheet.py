"""The printable character sheet as PDF, rendered from the HTML sheet by Qt's text engine.

Only QtGui is used (QTextDocument and QPdfWriter, no widgets), so this also runs from the command line;
it needs a QGuiApplication and creates one when none exists (see :mod:`.application`). Fonts are
embedded as Qt finds them: a Japanese sheet needs a font with Japanese glyphs on the system.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from fhrtool import __version__
from fhrtool.exchange.application import gui_application
from fhrtool.exchange.html_sheet import sheets_html
from fhrtool.exchange.summary import one_line
from fhrtool.model import RuleOptions, Sheet


def html_to_pdf(html: str, *, title: str = "") -> bytes:
    """Render ``html`` on A4 pages and return the PDF file's bytes."""
    gui_application()
    data = QByteArray()
    device = QBuffer(data)
    device.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(device)
    writer.setTitle(title)
    writer.setCreator(f"fhrtool {__version__}")
    # No margins of the page itself: printing an unpaginated document adds 2 cm around the text,
    # lays it out at the writer's resolution and numbers the pages.
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
            QPageLayout.Unit.Millimeter,
        )
    )
    document = QTextDocument()
    document.setHtml(html)
    document.print_(writer)  # its painter ends with the last page, which completes the file
    device.close()
    return bytes(data.data())


def sheets_pdf(sheets: Iterable[Sheet], *, language: str = "ja", options: RuleOptions | None = None) -> bytes:
    """The sheets of every character as one PDF, each starting on a new page."""
    sheets = tuple(sheets)
    title = one_line(sheets[0].character.name) if len(sheets) == 1 else ""
    return html_to_pdf(sheets_html(sheets, language=language, options=options), title=title)
