"""A campaign's log read straight from the bytes of its file, all inside pydantic-core.

A log of years holds a hundred thousand entries and more: read the full way (:mod:`.files`), each of
them is parsed twice (by Python's ``json``, which refuses a repeated key, then by pydantic-core) and each of
its strings goes through a cleaning validator written in Python. Here the log's bytes are validated
once, by a validator built from the log's own schema in which every cleaning validator is replaced by
the constraints of what it keeps as it is (:data:`fhrtool.model.base.KEPT_AS_IS`), checked by pydantic-core
itself, or found from the bytes when they show that no string holds a character a cleaning changes;
what Python's ``json`` would refuse that pydantic-core accepts, a repeated key, is found by counting (each
entry must hold every key, so an entry's keys are its fields). The log is read in pieces of a hundred
kilobytes or so, straight from the file's bytes, never copied whole.

Nothing here ever refuses a file: when the quick way cannot vouch for the log, it answers None and the
file is read the full way, which says what is wrong or cleans what needs cleaning.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, partial
from operator import attrgetter
from typing import Any

from fhrtool.model import Campaign, LogEntry
from fhrtool.model.base import KEPT_AS_IS
from fhrtool.model.campaign import LOG_MAX
from fhrtool.model.core import SchemaValidator, ValidationError
from fhrtool.model.frozen import frozen
from fhrtool.model.record import dataclass_schema, rewritten, schema_of
from fhrtool.storage.jsonfile import collection_paused, structure_of, values_in

# The log as fhrtool writes it: a member of the campaign's data, indented by two spaces, its entries
# deeper, the table's rules after it. JSON strings hold no raw line break, so these bytes are never
# inside a string. The end is looked for from the end: the log is nearly all of a long file.
_LOG_OPENS = b'\n  "log": ['
_LOG_CLOSES = b'\n  ],\n  "options": '
# Between two of its entries, indented by three.
_ENTRY_ENDS = b"\n   }"
_BETWEEN_ENTRIES = _ENTRY_ENDS + b",\n   {"
_PIECE_BYTES = 128 * 1024

_params = attrgetter("params")
_ENTRY_KEYS = len(LogEntry.model_fields)


def split_log(data: bytes) -> tuple[bytes, int, int] | None:
    """The text of a campaign file without its log (an empty list in its place), and where the log's
    text begins and ends in ``data``; None when the file does not hold its log as fhrtool writes it, or
    holds an empty one.

    Where the bytes look like the log is only a guess until both texts are read: the rest must then be
    an fhrtool campaign file with nothing in its envelope but the envelope, so that the only place
    holding the empty list is the campaign's log, and the log must be a list of log entries."""
    opens = data.find(_LOG_OPENS)
    if opens < 0:
        return None
    start = opens + len(_LOG_OPENS) - 1
    end = data.rfind(_LOG_CLOSES, start)
    if end < 0 or data[start + 1 : start + 2] == b"]":
        return None
    end += len(b"\n  ]")
    return data[:start] + b"[]" + data[end:], start, end


def _pieces(data: bytes, start: int, end: int) -> Iterator[bytes]:
    """The JSON array ``data[start:end]`` as JSON arrays of its items, one after the other, each about
    :data:`_PIECE_BYTES` long, cut between two entries as fhrtool writes them.

    When each piece is a list of entries, the whole is the list of all of them: no piece is empty (each
    holds a brace of an entry next to its cut), and a raw line break is never inside a string of JSON
    text, so each cut is between two values. pydantic-core parses a JSON text into a tree of its own before
    it makes the values: a piece's tree is still in the processor's caches when its values are made."""
    head, at = b"", start
    while (cut := data.find(_BETWEEN_ENTRIES, at + _PIECE_BYTES, end)) >= 0:
        yield head + data[at : cut + len(_ENTRY_ENDS)] + b"]"
        head, at = b"[", cut + len(_ENTRY_ENDS) + 1
    yield head + data[at:end]


def _kept_as_is(node: dict[str, Any], patterns: bool) -> dict[str, Any]:
    """A part of a core schema with a cleaning validator replaced by what it keeps as it is (its length
    bounded, and with ``patterns`` its characters too), and a union taking its first choice that fits:
    in strict JSON each JSON value fits one choice of the log's unions (an empty list fits both lists, as
    the same empty tuple), so the first is the one pydantic-core's smart mode, which tries them all,
    would pick."""
    if node.get("type") == "function-after" and node["function"]["function"] in KEPT_AS_IS:
        pattern, max_length = KEPT_AS_IS[node["function"]["function"]]
        kept = {"type": "str", "pattern": pattern} if patterns else {"type": "str"}
        return kept if max_length is None else {**kept, "max_length": max_length}
    return {**node, "mode": "left_to_right"} if node.get("type") == "union" else node


def _every_key_given(node: dict[str, Any]) -> dict[str, Any]:
    """A part of a core schema with a record made as a dataclass of its fields, every one of them a key
    its object must hold: the keys of an entry are then its fields, counted without looking at each
    entry, and pydantic-core makes no set of the names given for each (a sixth of the time it takes to
    make the log). The entries are the same records, equal to those the full way makes (see
    ``Record._names_given``). An entry that leaves out a key goes the full way."""
    if node.get("type") != "model":
        return node
    fields = {name: _required(field["schema"]) for name, field in node["schema"]["fields"].items()}
    made: dict[str, Any] = {**dataclass_schema(node["cls"], fields)}
    return {**made, "ref": node["ref"]} if "ref" in node else made


def _required(field: Any) -> Any:
    return field["schema"] if field.get("type") == "default" else field


@cache
def _validator(patterns: bool = True) -> SchemaValidator:
    """A log, or a piece of one, as the campaign's ``log`` field takes it (the length of the whole is
    checked by :func:`read_log`), its strings only as they are kept; without ``patterns``, for a text
    known to hold no character a cleaning would change (:func:`_kept_characters`), their characters are
    not looked at again. Every entry must hold every key (:func:`_every_key_given`)."""
    log = Campaign.model_fields["log"].annotation

    def quick(node: dict[str, Any]) -> dict[str, Any]:
        return _every_key_given(_kept_as_is(node, patterns))

    return SchemaValidator(schema_of(log, rewrite=partial(rewritten, visit=quick)))


# The first byte of the UTF-8 of each character but ASCII's that a cleaning changes (a test tries every
# character): C1 controls, line and paragraph separators and bidirectional controls, noncharacters.
_CHANGED_FIRST_BYTES = (b"\xc2", b"\xe2", b"\xef", b"\xf0", b"\xf1", b"\xf2", b"\xf3", b"\xf4")
_UTF8_LENGTH = {0xC2: 2, 0xE2: 3, 0xEF: 3}  # 4 from F0 on
# Characters looked at one by one, at most: a text holding more such first bytes is left to the patterns.
_LOOKED_AT = 1_000


@cache
def _kept_patterns() -> tuple[re.Pattern[str], ...]:
    # pydantic-core's patterns (Rust's syntax) in Python's: the end of the text is \Z, not \z.
    return tuple(re.compile(pattern.replace(r"\z", r"\Z")) for pattern, _most in KEPT_AS_IS.values())


def _kept_characters(text: bytes) -> bool:
    """Whether every character in the strings of the JSON text ``text`` is kept by every cleaning, as
    found from its bytes in C-speed passes; False when not sure.

    A string holds its characters as UTF-8 unless escaped: with no backslash, a character a cleaning
    changes is either an ASCII control (no JSON string holds one unescaped: pydantic-core refuses the text),
    DEL, or begins with one of a few bytes, where the character is looked at."""
    if b"\\" in text or b"\x7f" in text:
        return False
    patterns = _kept_patterns()
    looked_at = 0
    for first in _CHANGED_FIRST_BYTES:
        at = text.find(first)
        while at >= 0:
            looked_at += 1
            end = at + _UTF8_LENGTH.get(text[at], 4)
            try:
                character = text[at:end].decode("utf-8")
            except UnicodeDecodeError:  # not UTF-8: pydantic-core refuses the text
                return False
            if looked_at > _LOOKED_AT or not all(pattern.match(character) for pattern in patterns):
                return False
            at = text.find(first, end)
    return True


def _keys(log: tuple[LogEntry, ...]) -> int:
    """The keys of the entries' objects (each holds every field as a key, see :func:`_every_key_given`)
    and of their params objects (a dict's keys are unique)."""
    return _ENTRY_KEYS * len(log) + sum(map(len, map(_params, log)))


@frozen
class Log:
    """A log read the quick way."""

    entries: tuple[LogEntry, ...]
    values: int
    """The values :func:`.jsonfile.parse_json` counts in its text."""


def read_log(data: bytes, start: int = 0, end: int | None = None) -> Log | None:
    """The log whose JSON text is ``data[start:end]``, exactly as the full way reads it; None when it is
    not sure to be: pydantic-core does not take it with every string as it is, an entry leaves out a key,
    or an object repeats a key (pydantic-core keeps the last; the full way refuses the file).

    It is read in pieces (:func:`_pieces`); what is counted of the whole is the sum of what is counted
    of each: the pieces' brackets and commas stand for those of the whole one for one."""
    entries: list[LogEntry] = []
    values = 0
    with collection_paused(settle=True):
        for piece in _pieces(data, start, len(data) if end is None else end):
            validator = _validator(patterns=not _kept_characters(piece))
            try:
                part: tuple[LogEntry, ...] = validator.validate_json(piece, strict=True)
            except ValidationError:
                return None
            # The text is JSON: each colon outside its strings follows a key. The log's objects are its
            # entries and their params (no params value is an object), and a repeated key leaves one
            # key in its object. Counted while the entries just made are in the processor's caches.
            structure = structure_of(piece)
            if structure.count(b":") != _keys(part):
                return None
            entries += part
            values += values_in(structure)
    return Log(tuple(entries), values) if len(entries) <= LOG_MAX else None
