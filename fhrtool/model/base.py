"""Shared building blocks: the immutable record base class and bounded field types.

Every record is frozen (rules return new values instead of mutating) and refuses unknown keys, so a
typo in a file is reported instead of silently dropped. Bounds on strings and numbers keep a hostile
file from making the application allocate or compute without limit, and the string types clean out the
characters no export format or screen can carry safely (see :func:`clean_name` and :func:`clean_text`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from typing import Annotated, Protocol, Self, TypeVar

from fhrtool.model.core import PydanticCustomError
from fhrtool.model.record import AfterValidator, Field, model_validator
from fhrtool.model.record import Record as Record  # every record's base, where the model's parts are

NAME_MAX = 200
TEXT_MAX = 20_000
COLLECTION_MAX = 10_000
# The bounds of Score and Count: rules clamp to them so that no operation builds a record that would not
# load again.
SCORE_MIN, SCORE_MAX = -999, 999
COUNT_MAX = 9_999

# Every line break of Unicode and of str.splitlines(), CRLF counted as one.
_BREAKS = r"\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_LINE_BREAK = re.compile(rf"\r\n|[{_BREAKS}]")
_LINE_BREAKS_AND_TABS = re.compile(rf"(?:\r\n|[\t{_BREAKS}])+")
# What no text of a sheet needs and what breaks a format or misleads a reader: the C0 controls but tab
# and line feed, DEL and the C1 controls (NUL and ESC among them: XML refuses them, terminals obey
# them), lone surrogates (no encoding writes them), the noncharacters (U+FFFE and U+FFFF make XML
# ill-formed) and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
# which reorder the text around them on screen. The marks U+200E, U+200F and U+061C stay: they affect
# only their neighbours, and right-to-left text needs them.
_NONCHARACTERS = "".join(rf"\U{plane:04X}FFFE\U{plane:04X}FFFF" for plane in range(17))
_SURROGATES = r"\ud800-\udfff"
_SURROGATE = re.compile(f"[{_SURROGATES}]")
_UNSAFE_SCALARS = rf"\x00-\x08\x0b-\x1f\x7f-\x9f\ufdd0-\ufdef\u202a-\u202e\u2066-\u2069{_NONCHARACTERS}"
_UNSAFE_CHARACTERS = _UNSAFE_SCALARS + _SURROGATES
_UNSAFE = re.compile(f"[{_UNSAFE_CHARACTERS}]")


# A character that either cleaning would change, in one class: most names and texts hold none, and
# one search of it lets them through untouched. _UNSAFE already holds every line break but U+2028, U+2029
# and the line feed; a name changes tabs and line feeds too. Lone surrogates are in _UNSAFE, so a string
# without any of these needs no check for them either. None of them is printable (str.isprintable), so a
# printable string, as nearly every name is, is let through without the search, which is much slower.
_TEXT_CHANGED_SCALARS = rf"{_UNSAFE_SCALARS}\u2028\u2029"
_NAME_CHANGED_SCALARS = rf"{_UNSAFE_SCALARS}\t\n\u2028\u2029"
_TEXT_CHANGES = re.compile(f"[{_TEXT_CHANGED_SCALARS}{_SURROGATES}]")
_NAME_CHANGES = re.compile(f"[{_NAME_CHANGED_SCALARS}{_SURROGATES}]")


def _as_is(changed_scalars: str) -> str:
    # For pydantic-core's own patterns (Rust's regular expressions): they see Unicode scalar values, never a
    # lone surrogate, which JSON bytes cannot give them either (such an escape is invalid JSON there).
    return rf"\A[^{changed_scalars}]*\z"


KEPT_AS_IS: dict[Callable[[str], str], tuple[str, int | None]] = {}
"""For each validator that cleans strings (of :data:`Name`, :data:`Text` and the log's texts), what it
returns as it was given: a string matching the pattern (a pattern of pydantic-core's, anchored) and at most
so many characters long (None: any length). Storage reads a large file with these constraints in
place of the validators, all inside pydantic-core; a string they do not keep as it is goes the full way."""


def _clean_text_fully(text: str) -> str:
    return _UNSAFE.sub("", _LINE_BREAK.sub("\n", text))


def _clean_name_fully(text: str) -> str:
    return _UNSAFE.sub("", _LINE_BREAKS_AND_TABS.sub(" ", text))


def clean_text(text: str) -> str:
    """``text`` safe on screen and in every export: each line break a line feed, tabs kept, and the
    controls, lone surrogates, noncharacters and bidirectional overrides removed.

    Deterministic and idempotent: a file holding such characters still opens, cleaned, and a cleaned
    value cleans to itself. :data:`Name` and :data:`Text` refuse lone surrogates before cleaning;
    exporters, which may be given records nothing validated, have them removed here.
    """
    return text if text.isprintable() or _TEXT_CHANGES.search(text) is None else _clean_text_fully(text)


def clean_name(text: str) -> str:
    """``text`` safe as a one-line name: each run of line breaks and tabs one space, and what
    :func:`clean_text` removes removed."""
    return text if text.isprintable() or _NAME_CHANGES.search(text) is None else _clean_name_fully(text)


KEPT_AS_IS[clean_text] = (_as_is(_TEXT_CHANGED_SCALARS), None)


def _cleaned(clean: Callable[[str], str], changed_scalars: str, max_length: int) -> AfterValidator:
    """A validator that refuses a string holding lone surrogates, cleans any other with ``clean``, then
    bounds the length of what is left. ``clean`` gives a string that is clean already back as it is, and
    every string holding a lone surrogate is changed by it: only a string it changes is searched for one
    (every field of a large file is a clean string, and this runs for each)."""

    def validate(text: str) -> str:
        cleaned = clean(text)
        if cleaned != text and _SURROGATE.search(text):
            # No encoding writes a lone surrogate, so no file the application saved holds one: it comes
            # from a JSON escape written by hand or by another program, or from a broken paste.
            raise PydanticCustomError(
                "string_unicode",
                "Input should be a valid string, unable to parse raw data as a unicode string",
            )
        if len(cleaned) > max_length:
            raise PydanticCustomError(
                "string_too_long",
                "String should have at most {max_length} characters",
                {"max_length": max_length},
            )
        return cleaned

    KEPT_AS_IS[validate] = (_as_is(changed_scalars), max_length)
    return AfterValidator(validate)


Id = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$")]
Name = Annotated[str, _cleaned(clean_name, _NAME_CHANGED_SCALARS, NAME_MAX)]
"""A one-line name (of a character, player, skill, stat, emotion, effect, …), cleaned by
:func:`clean_name`: line breaks and tabs become spaces; controls, noncharacters and bidi overrides are
removed. Refused only when it holds a lone surrogate or is longer than ``NAME_MAX`` once cleaned. Files
and typed values alike go through it."""
Text = Annotated[str, _cleaned(clean_text, _TEXT_CHANGED_SCALARS, TEXT_MAX)]
"""A multi-line text (notes, effects), cleaned by :func:`clean_text`: every line break becomes a line
feed, tabs stay; controls, noncharacters and bidi overrides are removed. Refused only when it holds a
lone surrogate or is longer than ``TEXT_MAX`` once cleaned."""
Score = Annotated[int, Field(ge=SCORE_MIN, le=SCORE_MAX)]
Count = Annotated[int, Field(ge=0, le=COUNT_MAX)]


id_bytes: Callable[[int], bytes] = os.urandom
"""Where the randomness of new ids comes from (``tools/make_demo.py`` draws it from a seeded generator)."""


def new_id() -> str:
    """A fresh identifier for a record (characters, skills, entries, combatants, effects): the 32 hex
    digits of a random UUID (version 4), as ``uuid.uuid4().hex`` gives them, without importing uuid."""
    value = int.from_bytes(id_bytes(16), "big")
    value = (value & ~(0xC000 << 48)) | 0x8000 << 48  # the variant of RFC 4122
    value = (value & ~(0xF000 << 64)) | 4 << 76  # version 4
    return f"{value:032x}"


class Pool(Record):
    """A current/maximum pair such as Hope or HP."""

    current: Score
    maximum: Count

    @model_validator(mode="after")
    def _current_within_maximum(self) -> Self:
        if self.current > self.maximum:
            raise ValueError(f"{self.current} exceeds its maximum {self.maximum}")
        return self

    def with_current(self, current: int) -> Pool:
        """The same pool with another current value, clamped to the maximum."""
        return self.model_copy(update={"current": min(current, self.maximum)})


class _Identified(Protocol):
    @property
    def id(self) -> str: ...


_Item = TypeVar("_Item", bound=_Identified)


def by_id(items: Iterable[_Item], item_id: str) -> _Item:
    """The item of a collection whose ``id`` is ``item_id``; KeyError when there is none."""
    for item in items:
        if item.id == item_id:
            return item
    raise KeyError(item_id)


def unique_ids(items: Iterable[_Identified], what: str) -> None:
    """Raise ValueError when two items of a collection share an ``id``."""
    seen: set[str] = set()
    for item in items:
        item_id = item.id
        if item_id in seen:
            raise ValueError(f"two {what} share the id {item_id!r}")
        seen.add(item_id)
