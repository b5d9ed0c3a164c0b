"""Reading JSON that may be hostile (the size and the nesting depth are checked before parsing), and
writing it the one way fhrtool writes all its files."""

from __future__ import annotations

import errno
import json
import os
import stat
from itertools import accumulate
from pathlib import Path

from fhrtool.storage.errors import LoadError

MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_DEPTH = 64

_READ_PROBLEMS = {
    errno.ENOENT: "no such file",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
}
_MARKS = b'"[]{}'
_NOT_MARKS = bytes(sorted(set(range(256)) - set(_MARKS)))
_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}
_CHUNK = 65_536


def _too_large(size: int, limit: int) -> LoadError:
    return LoadError(
        "too large ({size} MB; the limit is {limit} MB)",
        size=f"{size / 1024 / 1024:.1f}",
        limit=f"{limit / 1024 / 1024:.1f}",
    )


def read_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``; LoadError when it is missing, unreadable or too large."""
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
        template = _READ_PROBLEMS.get(error.errno or 0, "cannot be read ({reason})")
        raise LoadError(template, reason=error.strerror or str(error)) from error
    if len(data) > limit:  # the file grew after it was measured
        raise _too_large(len(data), limit)
    return data


def nesting_exceeds(data: bytes, limit: int) -> bool:
    """Whether the JSON text ``data`` nests arrays and objects more than ``limit`` deep.

    Works without recursion and in C-speed passes: escaped backslashes and quotes are dropped, so the
    quotes left delimit strings; the brackets outside strings are then counted. For text that is not
    JSON the count is approximate, which is fine: the parser refuses such text before it could recurse.
    """
    marks = data.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _NOT_MARKS)
    brackets = b"".join(marks.split(b'"')[::2])
    level = 0
    # In chunks, so a hostile file of millions of '[' is refused after the first chunk.
    for start in range(0, len(brackets), _CHUNK):
        levels = list(accumulate(map(_STEP.__getitem__, brackets[start : start + _CHUNK]), initial=level))
        if max(levels) > limit:
            return True
        level = levels[-1]
    return False


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_json(data: bytes, limit: int = MAX_FILE_BYTES, max_depth: int = MAX_DEPTH) -> object:
    """The JSON value of the UTF-8 text ``data``; LoadError when it is too large, too deep or not JSON."""
    if len(data) > limit:
        raise _too_large(len(data), limit)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise LoadError("byte {offset}: not UTF-8 text", offset=error.start) from None
    if nesting_exceeds(data, max_depth):
        raise LoadError("nested more than {limit} levels deep", limit=max_depth)
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        raise LoadError(
            "line {line}, column {column}: not valid JSON ({reason})",
            line=error.lineno,
            column=error.colno,
            reason=error.msg,
        ) from None
    except ValueError as error:  # a number too long to convert, NaN or Infinity
        raise LoadError("not valid JSON ({reason})", reason=str(error)) from None


def dump_json(value: object) -> bytes:
    """``value`` as fhrtool's files hold JSON: UTF-8 with non-ASCII text as it is, so a user can read and
    diff the file, one space of indent per level and a final newline."""
    return (json.dumps(value, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
