"""The printable character sheet as one self-contained HTML file (inline CSS, light theme).

Layout uses tables and the CSS subset Qt's rich-text engine understands, so the same document prints
to PDF (:mod:`fhrtool.exchange.pdf_sheet`). Every string a user typed goes through :func:`_text`: cleaned
of the characters no document may hold, then escaped.
Mad-colour emotions are marked with a colour and a symbol, so the mark survives printing in black.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from fhrtool.exchange.labels import Labels, labels_for
from fhrtool.exchange.summary import (
    MAD_MARK,
    PURE_MARK,
    Figure,
    abilities,
    emotion_name,
    essences,
    initiative_of,
    is_mad,
    resources,
)
from fhrtool.model import RuleOptions, Sheet
from fhrtool.model.base import clean_text
from fhrtool.rules.casting import total_bond, traitor_risk
from fhrtool.rules.infinity import boost

# A Latin font first: Qt's PDF writer leaves some Latin glyphs of the Noto CJK fonts (digits among them)
# without a text mapping, so copied or searched text would lose them. Japanese falls back per glyph.
STYLE = """
body { font-family: "DejaVu Sans", "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic", "Meiryo", sans-serif;
       font-size: 10pt; color: #1a1a1a; background-color: #ffffff; }
h1 { font-size: 18pt; margin-bottom: 2pt; }
h2 { font-size: 12pt; margin-top: 10pt; margin-bottom: 3pt; color: #23395d; }
.sub { color: #555555; }
table { border-collapse: collapse; margin-bottom: 4pt; }
th, td { border: 1px solid #9aa5b1; padding: 3px 6px; vertical-align: top; }
th { background-color: #e8edf3; text-align: left; font-weight: bold; white-space: nowrap; }
td.column { border: none; padding: 0 12px 0 0; }
td.number { text-align: right; white-space: nowrap; }
.mad { color: #b00040; font-weight: bold; }
.pure { color: #1d5fa8; }
.warning { color: #b00040; font-weight: bold; }
@media print { body { font-size: 9pt; } }
"""


def _text(text: str) -> str:
    """``text`` as HTML character data: without controls, lone surrogates, noncharacters and bidi
    overrides (:func:`~fhrtool.model.base.clean_text`), markup escaped."""
    return escape(clean_text(text))


# Table attributes as well as CSS: Qt's rich-text engine reads these where it ignores the CSS.
_GRID = "border='1' cellspacing='0' cellpadding='3'"


def _figures_table(figures: Iterable[Figure]) -> str:
    cells = "".join(
        f"<tr><th>{_text(figure.label)}</th><td class='number'>{_value(figure)}</td></tr>"
        for figure in figures
    )
    return f"<table {_GRID}>{cells}</table>"


def _value(figure: Figure) -> str:
    if figure.maximum is None:
        return str(figure.value)
    return f"{figure.value} / {figure.maximum}"


def _header(sheet: Sheet, labels: Labels) -> str:
    character = sheet.character
    kind = labels.pc if character.is_pc else labels.npc
    player = f" · {_text(labels.player)}: {_text(character.player)}" if character.player else ""
    traitor = f"<p class='warning'>{_text(labels.traitor)}</p>" if character.traitor else ""
    return (
        f"<h1>{_text(character.name)}</h1>"
        f"<p class='sub'>{_text(kind)} · {_text(labels.level)} {character.level}{player}</p>{traitor}"
    )


def _fhr(sheet: Sheet, labels: Labels) -> str:
    character = sheet.character
    essence_table = _figures_table(essences(character, labels))
    ability_table = _figures_table(
        (*abilities(character, labels), Figure(labels.initiative, initiative_of(character)))
    )
    resource_table = _figures_table(resources(character, labels))
    free_casting = _figures_table(
        (
            Figure(labels.concentration, character.concentration),
            Figure(labels.bond_total, total_bond(character.casting_board)),
        )
    )
    return (
        "<table border='0' cellspacing='0' cellpadding='0'><tr>"
        f"<td class='column'><h2>{_text(labels.essences)}</h2>{essence_table}</td>"
        f"<td class='column'><h2>{_text(labels.abilities)}</h2>{ability_table}</td>"
        f"<td class='column'><h2>{_text(labels.resources)}</h2>{resource_table}</td>"
        f"<td class='column'><h2>{_text(labels.free_casting)}</h2>{free_casting}</td>"
        "</tr></table>"
    )


def _table(headings: Sequence[str], rows: Iterable[Sequence[str]], empty: str) -> str:
    """A table of already escaped cells, or ``empty`` when there are no rows."""
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    if not body:
        return f"<p class='sub'>{_text(empty)}</p>"
    head = "".join(f"<th>{_text(heading)}</th>" for heading in headings)
    return f"<table width='100%' {_GRID}><tr>{head}</tr>{body}</table>"


def _multiline(text: str) -> str:
    return _text(text).replace("\n", "<br>")


def _skills(sheet: Sheet, labels: Labels) -> str:
    rows = (
        (
            _text(skill.name),
            _text(skill.category),
            str(skill.cost),
            str(skill.tension_bonus),
            "" if skill.check_value is None else f"{skill.check_value:+d}",
            _multiline(skill.effect),
        )
        for skill in sheet.character.skills
    )
    headings = (
        labels.name,
        labels.category,
        labels.cost,
        labels.tension_bonus,
        labels.check_value,
        labels.effect,
    )
    return f"<h2>{_text(labels.skills)}</h2>{_table(headings, rows, labels.none)}"


def _infinity_breaks(sheet: Sheet, labels: Labels) -> str:
    character = sheet.character
    rows = (
        (
            str(registration.level),
            _text(character.skill(registration.skill_id).name),
            _text(labels.used if registration.used_this_scenario else labels.unused),
            _multiline(boost(character.skill(registration.skill_id).effect)),
        )
        for registration in character.infinity_breaks
    )
    headings = (labels.level, labels.name, f"{labels.used} / {labels.unused}", labels.boosted)
    return f"<h2>{_text(labels.infinity_break)}</h2>{_table(headings, rows, labels.none)}"


def _emotion(sheet: Sheet, emotion_id: str, labels: Labels) -> str:
    name = _text(emotion_name(sheet, emotion_id, labels.language))
    if is_mad(sheet, emotion_id):
        return f"<span class='mad' style='color: #b00040'>{MAD_MARK} {name}</span>"
    return f"<span class='pure' style='color: #1d5fa8'>{PURE_MARK} {name}</span>"


def _traitor_warning(sheet: Sheet, labels: Labels, options: RuleOptions | None) -> str:
    """How close the board is to making a 背反者; nothing when the sheet lacks an emotion it names."""
    board = sheet.character.casting_board
    known = {emotion.id for emotion in sheet.emotions}
    if any(emotion_id not in known for entry in board for emotion_id in entry.emotions):
        return ""
    risk = traitor_risk(board, sheet.emotions, options)
    if sheet.character.traitor or not (risk.traitor or risk.at_risk):
        return ""
    text = labels.traitor_now if risk.traitor else labels.traitor_risk
    return f"<p class='warning' style='color: #b00040'>{MAD_MARK} {_text(text)}</p>"


def _casting_board(sheet: Sheet, labels: Labels, options: RuleOptions | None) -> str:
    character = sheet.character
    rows = (
        (
            _text(entry.target_name),
            "<br>".join(_emotion(sheet, emotion_id, labels) for emotion_id in entry.emotions),
            str(entry.bond),
        )
        for entry in character.casting_board
    )
    board = _table((labels.relationship, labels.emotions, labels.bond), rows, labels.none)
    mad_entries = sum(
        1
        for entry in character.casting_board
        if any(is_mad(sheet, emotion_id) for emotion_id in entry.emotions)
    )
    legend = (
        f"<p class='sub'>{MAD_MARK} {_text(labels.mad)} · {PURE_MARK} {_text(labels.pure)} · "
        f"{_text(labels.mad_entries)}: {mad_entries} / {len(character.casting_board)} · "
        f"{_text(labels.bond_total)}: {total_bond(character.casting_board)}</p>"
    )
    unused = " ".join(_emotion(sheet, emotion_id, labels) for emotion_id in character.unused_emotions)
    unused_line = f"<p>{_text(labels.unused_emotions)}: {unused or _text(labels.none)}</p>"
    warning = _traitor_warning(sheet, labels, options)
    return f"<h2>{_text(labels.casting_board)}</h2>{board}{legend}{warning}{unused_line}"


def _notes(sheet: Sheet, labels: Labels) -> str:
    if not sheet.character.notes:
        return ""
    return f"<h2>{_text(labels.notes)}</h2><p>{_multiline(sheet.character.notes)}</p>"


def sheet_section(
    sheet: Sheet, labels: Labels, *, new_page: bool = False, options: RuleOptions | None = None
) -> str:
    """The body of one character's sheet; ``new_page`` starts it on a new printed page."""
    parts = (
        _header(sheet, labels),
        _fhr(sheet, labels),
        _skills(sheet, labels),
        _infinity_breaks(sheet, labels),
        _casting_board(sheet, labels, options),
        _notes(sheet, labels),
    )
    page_break = " style='page-break-before: always'" if new_page else ""
    return f"<div class='sheet'{page_break}>{''.join(parts)}</div>"


def sheets_html(sheets: Iterable[Sheet], *, language: str = "ja", options: RuleOptions | None = None) -> str:
    """One HTML document with the sheets of every character, each starting on a new page.

    ``options`` are the table rules the board warnings follow (an empty board, RULES §11).
    """
    labels = labels_for(language)
    sheets = tuple(sheets)
    body = "".join(
        sheet_section(sheet, labels, new_page=index > 0, options=options)
        for index, sheet in enumerate(sheets)
    )
    title = f"{sheets[0].character.name} — {labels.sheet}" if len(sheets) == 1 else labels.sheet
    return (
        f"<!DOCTYPE html>\n<html lang='{labels.language}'><head><meta charset='utf-8'>"
        f"<title>{_text(title)}</title><style>{STYLE}</style></head><body>{body}</body></html>\n"
    )


def sheet_html(sheet: Sheet, *, language: str = "ja", options: RuleOptions | None = None) -> str:
    """The HTML document of one character's sheet."""
    return sheets_html((sheet,), language=language, options=options)
