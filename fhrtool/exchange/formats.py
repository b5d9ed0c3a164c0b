"""Every export format in one place, for the command line and the application's Export menu alike."""

from __future__ import annotations

from fhrtool.exchange.ccfolia import ccfolia_json, ccfolia_lines
from fhrtool.exchange.html_sheet import sheets_html
from fhrtool.exchange.palette import PaletteTool, chat_palette, chat_palettes, palette_notes
from fhrtool.exchange.udonarium import udonarium_zip
from fhrtool.model import RuleOptions, Sheet
from fhrtool.model.text import Text
from fhrtool.storage.files import encode_sheet

FORMATS = ("json", "html", "pdf", "ccfolia", "udonarium", "palette")
BINARY_FORMATS = ("pdf", "udonarium")
SUFFIXES = {
    "json": ".fhrs",
    "html": ".html",
    "pdf": ".pdf",
    "ccfolia": ".json",
    "udonarium": ".zip",
    "palette": ".txt",
}
PALETTE_TOOLS: dict[str, PaletteTool] = {"ccfolia": "ccfolia", "udonarium": "udonarium", "palette": "text"}
"""The formats that carry a chat palette, and the tool each is for (:func:`palette_notes`)."""


def render(format_name: str, sheets: tuple[Sheet, ...], language: str, options: RuleOptions) -> bytes:
    """The exported bytes of ``sheets`` (a sheet file holds only the first: one character per file)."""
    if format_name == "json":
        return encode_sheet(sheets[0])
    if format_name == "html":
        return sheets_html(sheets, language=language, options=options).encode("utf-8")
    if format_name == "pdf":
        from fhrtool.exchange.pdf_sheet import sheets_pdf  # Qt is loaded only for a PDF

        return sheets_pdf(sheets, language=language, options=options)
    if format_name == "ccfolia" and len(sheets) == 1:  # what the board takes from the clipboard
        return ccfolia_json(sheets[0], language=language, options=options).encode("utf-8")
    if format_name == "ccfolia":
        return ccfolia_lines(sheets, language=language, options=options).encode("utf-8")
    if format_name == "udonarium":
        return udonarium_zip(sheets, language=language, options=options)
    if len(sheets) == 1:
        return chat_palette(sheets[0], language=language, options=options).encode("utf-8")
    return chat_palettes(sheets, language=language, options=options).encode("utf-8")


def export_notes(
    format_name: str, sheets: tuple[Sheet, ...], language: str, options: RuleOptions
) -> tuple[Text, ...]:
    """What whoever exports ``sheets`` as ``format_name`` should know before using it: for a format
    with a chat palette, the dice bot to choose and the table rules its lines cannot follow."""
    tool = PALETTE_TOOLS.get(format_name)
    if tool is None:
        return ()
    return palette_notes(sheets, tool=tool, language=language, options=options)
