"""CCFolia (ココフォリア) character JSON, the text its board takes from the clipboard.

The shape is CCFolia's clipboard API: ``{"kind": "character", "data": {...}}`` with ``status`` for the
current/maximum values (``max`` only where there is one), ``params`` (values as strings) for the fixed
ones, ``memo`` and ``commands`` (the chat palette, which refers to the status and params by label,
``{生命}``, as CCFolia substitutes them). Fields CCFolia fills in itself (position, icon, owner) are left out. The strings are
cleaned on the way out as the model cleans them on the way in, so the text always encodes as UTF-8.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from fhrtool.exchange.labels import labels_for
from fhrtool.exchange.memo import memo
from fhrtool.exchange.palette import Variables, chat_palette
from fhrtool.exchange.summary import initiative_of, parameters, resources
from fhrtool.model import RuleOptions, Sheet
from fhrtool.model.base import clean_name, clean_text


def ccfolia_character(
    sheet: Sheet, *, language: str = "ja", options: RuleOptions | None = None
) -> dict[str, Any]:
    """The clipboard object of one character."""
    labels = labels_for(language)
    character = sheet.character
    status: list[dict[str, Any]] = []
    for figure in resources(character, labels):
        entry: dict[str, Any] = {"label": figure.label, "value": figure.value}
        if figure.maximum:  # fatigue has none, and a 0/0 pool (an NPC's hope) is no gauge
            entry["max"] = figure.maximum
        status.append(entry)
    params = [{"label": figure.label, "value": str(figure.value)} for figure in parameters(character, labels)]
    palette = chat_palette(
        sheet, language=language, options=options, variables=ccfolia_variables(status, params)
    )
    return {
        "kind": "character",
        "data": {
            "name": clean_name(character.name),
            "initiative": initiative_of(character),
            "status": status,
            "params": params,
            "memo": clean_text(memo(sheet, labels)),
            "commands": clean_text(palette),
        },
    }


def ccfolia_variables(status: list[dict[str, Any]], params: list[dict[str, Any]]) -> Variables:
    """What CCFolia puts in for ``{label}`` in a command of this character: a status's current value or
    a param's value."""
    return tuple((entry["label"], str(entry["value"])) for entry in (*status, *params))


def ccfolia_json(sheet: Sheet, *, language: str = "ja", options: RuleOptions | None = None) -> str:
    """The clipboard text of one character, ready to paste onto a CCFolia board."""
    return json.dumps(ccfolia_character(sheet, language=language, options=options), ensure_ascii=False)


def ccfolia_lines(
    sheets: Iterable[Sheet], *, language: str = "ja", options: RuleOptions | None = None
) -> str:
    """Several characters, one clipboard text per line (CCFolia takes one character per paste)."""
    return "".join(f"{ccfolia_json(sheet, language=language, options=options)}\n" for sheet in sheets)
