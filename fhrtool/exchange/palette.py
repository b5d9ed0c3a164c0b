"""Chat palette (チャットパレット): one dice command per line, for CCFolia, Udonarium and BCDice.

Each line is a command followed by a space and a comment, as BCDice (game system SRS) reads it, and
every line rolls as exported: a target the situation sets is left out, so BCDice reports the total
(and, for a 2D6 action check, an automatic success or failure), as ytsheet2's palettes do.

- The 2D6 action check (RULES §9) always names its critical and fumble values, ``2D6+3[12,2]``:
  without them (or a target) BCDice reads ``2D6+3`` as a plain sum, and BCDice's own values are 12/2
  whatever the table chose.
- An FHR dice-pool check (RULES §1) is written so that BCDice adds the dice with no automatic result:
  ``3D6``, a pool of two d6 as ``1D6+1D6`` (``2D6…`` would be an SRS check), a pool read from the
  character as ``({生命})D6``. With the table's "count successes" option each die is a term that is 1
  when it shows the success face or more, ``1D6/5+1D6/5+1D6/5``, so the total is the count. The pool
  fumble (every die a 1) is no BCDice result, so the comment says how to read it.
- Where the tool that takes the palette knows a value of the character by name (``variables``: a
  CCFolia status or param, a Udonarium data element), the line refers to it, ``{生命}``, so the
  palette follows the sheet as it changes on the table. A name is used only when it is the tool's
  one value of that name and could not be read as anything else.

BCDice rolls any line that starts with a command, so what a user typed never starts a line: names only
follow a command or a heading mark, and always on one line (:func:`~fhrtool.exchange.summary.one_line`),
so a character called ``1D100>=1`` or a skill name with a line break adds no roll.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from fhrtool.exchange.labels import Labels, labels_for
from fhrtool.exchange.summary import essences, initiative_of, one_line, signed
from fhrtool.model import RuleOptions, Sheet
from fhrtool.model.options import CheckMode, FumbleRule
from fhrtool.rules.expression import MAX_DICE, MAX_LENGTH

_CUT = "…"
"""Ends a name cut short to keep its line within what BCDice reads."""
HEADING_MARK = "■"
"""Starts the line that names a character in a palette of several: no dice command starts with it."""

Variables = Sequence[tuple[str, str]]
"""The values a tool puts in for ``{name}`` in a palette line, as (name, value) in the tool's order."""

# How CCFolia and Udonarium find a reference: braces of either width around a name without braces.
_REFERENCE = re.compile(r"[{｛]\s*([^{}｛｝]+?)\s*[}｝]")
_UNSAFE_IN_NAMES = re.compile(r"[\s{}｛｝]")


def _key(name: str) -> str:
    # Udonarium matches names ignoring case and width; a name is only used when no other matches so.
    return unicodedata.normalize("NFKC", name).casefold()


def referable(variables: Variables) -> frozenset[str]:
    """The names of ``variables`` a line may refer to: each the only one of its name, and a name
    both tools read back whole (no braces, no spaces)."""
    counts = Counter(_key(name) for name, _ in variables)
    return frozenset(
        name
        for name, _ in variables
        if name and counts[_key(name)] == 1 and not _UNSAFE_IN_NAMES.search(name)
    )


def expand(line: str, variables: Variables) -> str:
    """``line`` as the tool sends it to BCDice: each ``{name}`` replaced by the value of that name."""
    values: dict[str, str] = {}
    for name, value in variables:
        values.setdefault(_key(name), value)
    return _REFERENCE.sub(lambda match: values.get(_key(match.group(1)), match.group(0)), line)


def palette_lines(
    sheet: Sheet,
    *,
    language: str = "ja",
    options: RuleOptions | None = None,
    variables: Variables = (),
) -> list[str]:
    """The chat-palette lines of one character; ``variables`` are the values the receiving tool
    knows by name (none for a palette as text)."""
    labels = labels_for(language)
    options = options or RuleOptions()
    names = referable(variables)
    character = sheet.character
    initiative = _value(labels.initiative, signed(initiative_of(character)), names, sign=True)
    lines = [f"1D10{initiative} {labels.sequence_value}"]
    for essence in essences(character, labels):
        if essence.value > 0:
            lines.append(_pool_line(essence.label, essence.value, labels, options, names))
    values = f"[{options.critical_value},{options.fumble_value}]"
    for skill in character.skills:
        if skill.check_value is not None:
            command = f"2D6{signed(skill.check_value)}{values}"
            lines.append(_line(command, labels.skill_format.format, one_line(skill.name)))
    return lines


def _line(command: str, comment: Callable[[str], str], name: str) -> str:
    """``command``, a space and ``comment(name)``, within what BCDice reads (:data:`MAX_LENGTH`): a name
    that would take the line past it is cut short, ending in "…". A command too long for any comment
    is left alone (the caller writes another)."""
    line = f"{command} {comment(name)}"
    if len(line) <= MAX_LENGTH:
        return line
    room = MAX_LENGTH - (len(line) - len(name)) - len(_CUT)
    return f"{command} {comment(name[:room] + _CUT)}" if room >= 0 else command


def _value(name: str, literal: str, names: frozenset[str], *, sign: bool = False) -> str:
    if name not in names:
        return literal
    return f"+{{{name}}}" if sign else f"{{{name}}}"


def _pool_line(label: str, dice: int, labels: Labels, options: RuleOptions, names: frozenset[str]) -> str:
    faces = options.die_faces
    notes = ""
    if options.check_mode is CheckMode.SUCCESSES:
        notes += f" {labels.successes}"
    if options.fumble_rule is FumbleRule.ALL_ONES:
        notes += f" {labels.all_ones_fumble}"

    def comment(name: str) -> str:
        return labels.essence_check.format(name) + notes

    if options.check_mode is CheckMode.SUCCESSES:
        # A die shows v in 1..faces; the term is 1 when v >= success_face, else 0 (BCDice rounds down).
        face = options.success_face
        term = f"1D{faces}/{face}" if 2 * face > faces else f"(1D{faces}+{faces - face})/{faces}"
        command = "+".join([term] * dice)
        if len(f"{command} {comment(_CUT)}") <= MAX_LENGTH:
            return _line(command, comment, label)
        # Too long for one line: BCDice's own count of successes, which fhrtool does not read.
        return _line(f"{dice}B{faces}>={face}", comment, label)
    if label in names:
        # In parentheses, so that a pool of two never reads as the SRS check 2D6.
        line = _line(f"({{{label}}})D{faces}", comment, label)
        if len(line) <= MAX_LENGTH:
            return line
    if dice == 2 and faces == 6:
        return _line("1D6+1D6", comment, label)
    terms = [MAX_DICE] * (dice // MAX_DICE) + ([dice % MAX_DICE] if dice % MAX_DICE else [])
    return _line("+".join(f"{count}D{faces}" for count in terms), comment, label)


def chat_palette(
    sheet: Sheet,
    *,
    language: str = "ja",
    options: RuleOptions | None = None,
    variables: Variables = (),
) -> str:
    """The chat palette of one character as text, one command per line."""
    return "\n".join(palette_lines(sheet, language=language, options=options, variables=variables)) + "\n"


def chat_palettes(
    sheets: Iterable[Sheet], *, language: str = "ja", options: RuleOptions | None = None
) -> str:
    """The palettes of several characters, each after a heading line: ``■ Alice``."""
    return "\n".join(
        f"{HEADING_MARK} {one_line(sheet.character.name)}\n"
        f"{chat_palette(sheet, language=language, options=options)}"
        for sheet in sheets
    )
