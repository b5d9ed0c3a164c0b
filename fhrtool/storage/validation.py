"""Validation errors in words: where in the document the problem is, by name when the item has one.

``("characters", 0, "hope")`` becomes ``character 'Aldo': hope`` and ``("encounter", "combatants", 2)``
becomes ``encounter: combatant 'Goblin 2'``; items without a name are numbered from 1.
"""

from __future__ import annotations

from collections.abc import Sequence

from fhrtool.model.core import ValidationError
from fhrtool.storage.errors import LoadError

# The word for one item of each collection of the model.
_ITEM_NOUNS = {
    "characters": "character",
    "combatants": "combatant",
    "skills": "skill",
    "extra_stats": "stat",
    "infinity_breaks": "Infinity Break",
    "casting_board": "casting-board entry",
    "confrontations": "confrontation",
    "emotions": "emotion",
    "unused_emotions": "unused emotion",
    "declarations": "declaration",
    "order": "slot",
    "combatant_ids": "combatant",
    "effects": "effect",
    "log": "log entry",
    "recent_files": "recent file",
}
_NAME_KEYS = ("name", "target_name", "name_en", "name_ja")
_NAME_MAX = 40
_PREFIX = "Value error, "  # pydantic-core's prefix of a ValueError raised by a record's own check


def _step(value: object, part: int | str) -> object:
    if isinstance(value, dict) and part in value:
        return value[part]
    if isinstance(value, list) and isinstance(part, int) and 0 <= part < len(value):
        return value[part]
    return None


def short_name(name: str) -> str:
    """A name from a file as a message shows it: one line, at most a few words long ("" for a blank one)."""
    words = " ".join(name.split())
    return words if len(words) <= _NAME_MAX else words[: _NAME_MAX - 1] + "…"


def _name_of(value: object) -> str:
    if isinstance(value, dict):
        for key in _NAME_KEYS:
            name = value.get(key)
            if isinstance(name, str) and name.strip():
                return short_name(name)
    return ""


def place(subject: str, data: object, location: Sequence[int | str]) -> str:
    """The place ``location`` inside ``data`` in words; ``subject`` names the whole document."""
    words: list[str] = []
    value = data
    for index, part in enumerate(location):
        value = _step(value, part)
        name = _name_of(value)
        if isinstance(part, int):
            collection = location[index - 1] if index else ""
            noun = _ITEM_NOUNS.get(str(collection), "item")
            words.append(f"{noun} '{name}'" if name else f"{noun} {part + 1}")
        elif index + 1 < len(location) and isinstance(location[index + 1], int):
            continue  # the item's own word says which collection it is in
        else:
            word = part.replace("_", " ")
            words.append(f"{word} '{name}'" if name else word)
    return ": ".join(words) or subject


def invalid_data(error: ValidationError, data: object, subject: str) -> LoadError:
    """A LoadError saying where the first problem of ``error`` is and what it is."""
    problems = error.errors(include_url=False, include_context=False, include_input=False)
    first = problems[0]
    where = place(subject, data, first["loc"])
    what = first["msg"].removeprefix(_PREFIX)
    more = len(problems) - 1
    if more:
        return LoadError(
            "{place}: {problem} (and {more} more problems)", place=where, problem=what, more=more
        )
    return LoadError("{place}: {problem}", place=where, problem=what)
