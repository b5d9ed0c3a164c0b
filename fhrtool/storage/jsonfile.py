"""Reading JSON that may be hostile (the size, the nesting depth and the number of values are checked
before parsing; a key twice in one object is refused), and writing it the one way fhrtool writes all its
files.

The limits follow from the model's largest document (see :data:`MAX_FILE_BYTES`); they keep a hostile file
from making the application allocate without bound, and every writer checks its bytes against them, so
nothing fhrtool writes is ever refused when it is read again.
"""

from __future__ import annotations

import codecs
import errno
import gc
import json
import math
import os
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import accumulate
from pathlib import Path

from fhrtool.model.campaign import LOG_MAX
from fhrtool.storage import readahead
from fhrtool.storage.errors import LoadError

# A log entry as fhrtool writes it (indented, a dice roll, ids and a timestamp) takes 250–450 bytes; a
# campaign at the model's maximum of log entries, each at this budget, plus room for a large roster fits.
LOG_ENTRY_BYTES = 512
LOG_ENTRY_VALUES = 40
ROSTER_BYTES = 32 * 1024 * 1024
ROSTER_VALUES = 2_000_000
_MB = 1024 * 1024
MAX_FILE_BYTES = -(-(LOG_MAX * LOG_ENTRY_BYTES + ROSTER_BYTES) // _MB) * _MB  # 130 MB, in whole MB
# Values (items of arrays and objects): what memory a parsed file takes grows with it, not with its bytes.
MAX_VALUES = LOG_MAX * LOG_ENTRY_VALUES + ROSTER_VALUES
MAX_DEPTH = 64
_KEY_SHOWN = 40

_MARKS = b'"[]{},:'
_NOT_MARKS = bytes(sorted(set(range(256)) - set(_MARKS)))
_TIME_MARKS = b'"::"'  # what is left of a string holding two colons and no other mark (a time)
_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}
_CHUNK = 65_536


def _wide_encoding(data: bytes) -> str | None:
    """The name "UTF-16" or "UTF-32" when the text ``data`` is in one (with or without a byte order
    mark), else None: told as :func:`json.loads` tells it, from the mark or the NUL bytes among the first
    four (JSON text begins with an ASCII character; UTF-8 JSON text has no NUL there)."""
    encoding = json.detect_encoding(data)
    return None if encoding.startswith("utf-8") else encoding[:6].upper()


def _too_large(size: int, limit: int) -> LoadError:
    return LoadError(
        "too large ({size} MB; the limit is {limit} MB)",
        size=f"{size / 1024 / 1024:.1f}",
        limit=f"{limit / 1024 / 1024:.1f}",
    )


def read_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``; LoadError when it is missing, unreadable or too large."""
    return read_file(path, limit)[0]


def read_file(path: Path, limit: int = MAX_FILE_BYTES) -> tuple[bytes, os.stat_result]:
    """The bytes of the regular file ``path`` and what ``os.stat`` said of it just before they were read;
    LoadError when it is missing, unreadable or too large."""
    ahead = readahead.take(path, limit)
    if ahead is not None:
        return ahead
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise LoadError("not a file")
        # Checked before reading, so a huge file is refused without being loaded into memory.
        if info.st_size > limit:
            raise _too_large(info.st_size, limit)
        with open(path, "rb") as file:
            data = file.read(limit + 1)
    except OSError as error:
        # Each message is written out in its call, where the translation tools find it.
        reason = error.strerror or str(error)
        if error.errno == errno.ENOENT:
            raise LoadError("no such file", reason=reason) from error
        if error.errno in (errno.EACCES, errno.EPERM):
            raise LoadError("permission denied", reason=reason) from error
        raise LoadError("cannot be read ({reason})", reason=reason) from error
    if len(data) > limit:  # the file grew after it was measured
        raise _too_large(len(data), limit)
    return data, info


def structure_of(data: bytes) -> bytes:
    """The brackets, commas and colons of the JSON text ``data`` outside its strings.

    Works in C-speed passes: escaped backslashes and quotes are dropped (looked for first: a replace
    that finds nothing costs far more than the look), so the quotes left delimit strings. Two quotes
    side by side hold no mark between them, and dropping them leaves each mark after them with two
    quotes fewer before it, on the same side of a string. So do two quotes around two colons: colons
    side by side are in one string (outside strings, a value or a comma is between two colons), and the
    quotes next to them are that string's own. That drops the times of a long log; only the strings
    holding other marks are left to split on, and often none is. For text that is not JSON the result
    is approximate, which is fine: the parser refuses such text before it could recurse or allocate
    much.
    """
    if b"\\" in data:
        data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    marks = data.translate(None, _NOT_MARKS).replace(b'""', b"")
    if _TIME_MARKS in marks:
        marks = marks.replace(_TIME_MARKS, b"")
    if b'"' not in marks:
        return marks
    return b"".join(marks.split(b'"')[::2])


def nesting_exceeds(data: bytes, limit: int, structure: bytes | None = None) -> bool:
    """Whether the JSON text ``data`` nests arrays and objects more than ``limit`` deep (no recursion);
    ``structure`` is its :func:`structure_of` when already known."""
    brackets = (structure_of(data) if structure is None else structure).translate(None, b",:")
    level = 0
    # In chunks, so a hostile file of millions of '[' is refused after the first chunk.
    for start in range(0, len(brackets), _CHUNK):
        levels = list(accumulate(map(_STEP.__getitem__, brackets[start : start + _CHUNK]), initial=level))
        if max(levels) > limit:
            return True
        level = levels[-1]
    return False


def values_in(structure: bytes) -> int:
    """The items of arrays and objects in the JSON text whose :func:`structure_of` is ``structure``."""
    return structure.count(b",") + structure.count(b"[") + structure.count(b"{")


def within_limits(data: bytes) -> bool:
    """Whether the size, nesting depth and number of values of the JSON text ``data`` are within what
    :func:`parse_json` accepts."""
    structure = structure_of(data)
    return (
        len(data) <= MAX_FILE_BYTES
        and not nesting_exceeds(data, MAX_DEPTH, structure)
        and values_in(structure) <= MAX_VALUES
    )


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number JSON allows")


def _finite(text: str) -> float:
    number = float(text)
    if math.isinf(number):
        raise ValueError(f"the number {text[:_KEY_SHOWN]} is too large")
    return number


def _first_repeat(pairs: list[tuple[str, object]]) -> str:
    """The first key of ``pairs`` that an earlier pair already has (there is one)."""
    seen: set[str] = set()
    for key, _item in pairs:  # pragma: no branch - a repeat is found before the end
        if key in seen:
            break
        seen.add(key)
    return key


def _keys_noting_repeats(repeats: list[str]) -> Callable[[list[tuple[str, object]]], dict[str, object]]:
    """An ``object_pairs_hook`` that builds each object as ``json`` does and notes in ``repeats`` the
    first key repeated within an object, so that the file is checked in the pass that parses it. Noted,
    not raised: a file that is not JSON further on is reported as such, as it would be without the hook."""

    def unique(pairs: list[tuple[str, object]]) -> dict[str, object]:
        value = dict(pairs)
        if len(value) < len(pairs) and not repeats:
            repeats.append(_first_repeat(pairs))
        return value

    return unique


SETTLED_CONTAINERS = 100_000
"""A block of :func:`collection_paused` that makes this many containers and keeps them has them taken
out of the collector's walks."""


@contextmanager
def collection_paused(*, settle: bool = False, settled: int | None = None) -> Iterator[None]:
    """The cyclic garbage collector off for the block, and back as it was after it.

    Parsing makes one container for each array and object of the file and frees none of them, so the
    collector, which runs every few hundred new containers and now and then walks all of them, only
    costs time: about half of what parsing a large file takes. JSON builds no cycles, so nothing is
    left for it to collect later.

    Back on, the collector would walk them all at once, for being new (a third of a second for the
    600,000 of a log of 120,000 entries), and again in its later walks. With ``settle`` (the records
    of a document, which live as long as it and hold no cycles), when the block made at least
    ``settled`` containers (:data:`SETTLED_CONTAINERS`), everything alive is taken out of its walks
    for good instead (``gc.freeze``, as the application does once started).
    """
    enabled = gc.isenabled()
    gc.disable()
    before = gc.get_count()[0]
    try:
        yield
        if settle and gc.get_count()[0] - before >= (SETTLED_CONTAINERS if settled is None else settled):
            gc.freeze()
    finally:
        if enabled:
            gc.enable()


def _shown_key(key: str) -> str:
    """A key of a hostile file as a message shows it: short, with control characters escaped."""
    shown = "".join(char if char.isprintable() else repr(char)[1:-1] for char in key)
    return shown if len(shown) <= _KEY_SHOWN else shown[: _KEY_SHOWN - 1] + "…"


def parse_json(
    data: bytes, limit: int = MAX_FILE_BYTES, max_depth: int = MAX_DEPTH, max_values: int = MAX_VALUES
) -> object:
    """The JSON value of the UTF-8 text ``data``; LoadError when it is too large, too deep, holds too
    many values, repeats a key in an object or is not JSON."""
    if len(data) > limit:
        raise _too_large(len(data), limit)
    # A NUL is valid UTF-8: UTF-16 text of ASCII would decode, and be refused as JSON that is not.
    encoding = _wide_encoding(data)
    if encoding is not None:
        raise LoadError(
            "{encoding} text: fhrtool reads UTF-8 text; save the file as UTF-8 and open it again",
            encoding=encoding,
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        # The decoder counts from after a byte order mark; the offset counts the file's bytes.
        mark = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
        raise LoadError("byte {offset}: not UTF-8 text", offset=error.start + mark) from None
    structure = structure_of(data)
    if nesting_exceeds(data, max_depth, structure):
        raise LoadError("nested more than {limit} levels deep", limit=max_depth)
    if values_in(structure) > max_values:
        raise LoadError("holds more than {limit} values", limit=max_values)
    # A key twice in one object would silently win over the first: refused.
    repeats: list[str] = []
    try:
        with collection_paused():
            value = json.loads(
                text,
                parse_constant=_refuse_constant,
                parse_float=_finite,
                object_pairs_hook=_keys_noting_repeats(repeats),
            )
    except json.JSONDecodeError as error:
        raise LoadError(
            "line {line}, column {column}: not valid JSON ({reason})",
            line=error.lineno,
            column=error.colno,
            reason=error.msg,
        ) from None
    except ValueError as error:  # a number too long to convert or too large, NaN or Infinity
        raise LoadError("not valid JSON ({reason})", reason=str(error)) from None
    if repeats:
        raise LoadError('the key "{key}" appears twice in one object', key=_shown_key(repeats[0]))
    return value


def dump_json(value: object) -> bytes:
    """``value`` as fhrtool's files hold JSON: UTF-8 with non-ASCII text as it is, so a user can read and
    diff the file, one space of indent per level and a final newline."""
    return (json.dumps(value, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
