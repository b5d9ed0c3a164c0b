import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase

from fhrtool.exchange import application
from fhrtool.exchange.errors import ExchangeError
from fhrtool.exchange.pdf_sheet import html_to_pdf, sheets_pdf
from fhrtool.model import Character, Sheet

from .pdf_text import page_texts, pdf_text
from .samples import HOSTILE

# The application of the test session, so that the exporter does not make a QGuiApplication that would
# stand in the way of the widget tests' QApplication. Making its own is tested from the command line.
pytestmark = pytest.mark.usefixtures("qapp")


def test_a_sheet_is_a_pdf_with_the_name_drawn_as_text(alice_sheet: Sheet) -> None:
    data = sheets_pdf([alice_sheet], language="en")
    assert data.startswith(b"%PDF-")
    assert data.rstrip().endswith(b"%%EOF")
    assert b"/Type /Page\n" in data
    text = pdf_text(data)
    assert "Alice Liddell" in text
    assert "Player One" in text
    assert "Casting board" in text
    assert "NPC2" in text


def test_each_character_starts_a_new_page(alice_sheet: Sheet) -> None:
    bob = Sheet(character=Character(name="Bob Builder"))
    pages = page_texts(sheets_pdf([alice_sheet, bob], language="en"))
    assert len(pages) == 2
    assert "Alice" in pages[0]
    assert "Bob" not in pages[0]
    assert "Bob" in pages[1]


def test_hostile_text_is_printed_as_text(hostile_sheet: Sheet) -> None:
    text = pdf_text(sheets_pdf([hostile_sheet], language="en"))
    assert HOSTILE in text


def test_a_long_document_runs_over_several_pages() -> None:
    data = html_to_pdf("<p>line</p>" * 400, title="Long")
    assert len(page_texts(data)) > 1


def test_japanese_labels_are_embedded_when_a_japanese_font_exists(alice_sheet: Sheet) -> None:
    data = sheets_pdf([alice_sheet], language="ja")
    text = pdf_text(data)
    assert "Alice Liddell" in text
    japanese = QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)
    # Without a font that has the glyphs Qt draws boxes; with one, the text is real text.
    assert ("生命" in text) is bool(japanese)


def test_the_running_application_serves(qapp: QCoreApplication) -> None:
    assert application.gui_application() is qapp


def test_an_application_without_fonts_is_refused_not_a_crash(
    monkeypatch: pytest.MonkeyPatch, alice_sheet: Sheet
) -> None:
    """Qt aborts the process when text is laid out in a QCoreApplication: the exporter says so instead."""

    class CoreOnly:
        @staticmethod
        def instance() -> object:
            return object()  # an application, but not a QGuiApplication

    monkeypatch.setattr(application, "QCoreApplication", CoreOnly)
    with pytest.raises(ExchangeError, match=r"^text cannot be laid out in this program"):
        sheets_pdf([alice_sheet], language="en")
