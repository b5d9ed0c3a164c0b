"""CCFolia (ココフォリア) character JSON, the text its board takes from the clipboard.

The shape is CCFolia's clipboard API: ``{"kind": "character", "data": {...}}`` with ``status`` for the
current/maximum values, ``params`` (values as strings) for the fixed ones, ``memo`` and ``commands`` (the
chat palette). Fields CCFolia fills in itself (position, icon, owner) are left out. The strings are
cleaned on the way out as the model cleans them on the way in, so the text always encodes as UTF-8.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from fhrtool.exchange.labels import labels_for
from fhrtool.exchange.memo import memo
from fhrtool.exchange.palette import chat_palette
from fhrtool.exchange.summary import initiative_of, parameters, resources
from fhrtool.model import RuleOptions, Sheet
from fhrtool.model.base import clean_name, clean_text


def ccfolia_character(
    sheet: Sheet, *, language: str = "ja", options: RuleOptions | None = None
) -> dict[str, Any]:
    """The clipboard object of one character."""
    labels = labels_for(language)
    character = sheet.character
    status = [
        {"label": figure.label, "value": figure.value, "max": figure.maximum or 0}
        for figure in resources(character, labels)
    ]
    params = [{"label": figure.label, "value": str(figure.value)} for figure in parameters(character, labels)]
    return {
        "kind": "character",
        "data": {
            "name": clean_name(character.name),
            "initiative": initiative_of(character),
            "status": status,
            "params": params,
            "memo": clean_text(memo(sheet, labels)),
            "commands": clean_text(chat_palette(sheet, language=language, options=options)),
        },
    }


def ccfolia_json(sheet: Sheet, *, language: str = "ja", options: RuleOptions | None = None) -> str:
    """The clipboard text of one character, ready to paste onto a CCFolia board."""
    return json.dumps(ccfolia_character(sheet, language=language, options=options), ensure_ascii=False)


def ccfolia_lines(
    sheets: Iterable[Sheet], *, language: str = "ja", options: RuleOptions | None = None
) -> str:
    """Several characters, one clipboard text per line (CCFolia takes one character per paste)."""
    return "".join(f"{ccfolia_json(sheet, language=language, options=options)}\n" for sheet in sheets)
