"""Words for a person to read, kept as data until the interface shows them.

The pure layers never translate: they say what they mean as a :class:`Text`, an English template with
named fields, and the interface translates the template and fills the fields in, translating the fields
that are words themselves (a :class:`Text`) and picking the language of the ones that are names held in
both languages (a :class:`Bilingual`, such as an emotion's name). ``str()`` of either is the English.
This is the shape :class:`~fhrtool.model.errors.FhrtoolError` has for errors, for everything else.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from fhrtool.model.frozen import frozen


class Text:
    """``template.format(**params)`` in words; params may be :class:`Text` or :class:`Bilingual` too."""

    __slots__ = ("params", "template")

    def __init__(self, template: str, /, **params: object) -> None:
        self.template = template
        self.params: Mapping[str, object] = params

    def __str__(self) -> str:
        return self.template.format(**{name: _english(value) for name, value in self.params.items()})

    def __repr__(self) -> str:
        fields = "".join(f", {name}={value!r}" for name, value in self.params.items())
        return f"Text({self.template!r}{fields})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Text):
            return NotImplemented
        return (self.template, dict(self.params)) == (other.template, dict(other.params))

    def __hash__(self) -> int:
        return hash(self.template)


def _english(value: object) -> object:
    # Numbers stay numbers, for templates such as "{change:+d}".
    return str(value) if isinstance(value, Text | Bilingual) else value


@frozen
class Bilingual:
    """A name the data holds in Japanese and English (``en`` empty: the Japanese serves both)."""

    ja: str
    en: str = ""

    def __str__(self) -> str:
        return self.en or self.ja

    def in_language(self, language: str) -> str:
        return self.en if language == "en" and self.en else self.ja

    @classmethod
    def joined(cls, names: Iterable[Bilingual], separator: str = ", ") -> Bilingual:
        """Several names as one, each language joined on its own."""
        listed = tuple(names)
        return cls(
            separator.join(name.ja for name in listed),
            separator.join(name.in_language("en") for name in listed),
        )


def plural(count: int, one: str, other: str) -> str:
    """``one`` for a count of exactly 1, else ``other``: English says "1 die" but "0 dice" and "2 dice".

    Both are translated already; a language without plurals translates them alike (Japanese: ダイス).
    """
    return one if count == 1 else other
