"""Chat palette (チャットパレット): one dice command per line, for CCFolia, Udonarium and BCDice.

Each line is a command followed by a space and a comment, as BCDice (game system SRS) reads it, and
every line rolls as exported: a target the situation sets is left out, so BCDice reports the total
(and, for a 2D6 action check, an automatic success or failure), as ytsheet2's palettes do.

- The 2D6 action check (RULES §9) always names its critical and fumble values, ``2D6+3[12,2]``:
  without them (or a target) BCDice reads ``2D6+3`` as a plain sum, and BCDice's own values are 12/2
  whatever the table chose. BCDice tests the critical first; the values are written so that they never
  overlap (:func:`~fhrtool.rules.srs.distinct_values`), so the line means what the table's overlap rule
  says: with "fumble first", critical 5 and fumble 6 are written ``[7,6]``.
- An FHR dice-pool check (RULES §1) rolls the pool fhrtool would roll with no hope spent and no tension
  correction: the essence less the fatigue penalty of the table rules. It is written so that BCDice
  adds the dice with no automatic result: ``3D6``, a pool of two d6 as ``1D6+1D6`` (``2D6…`` would be
  an SRS check), a pool read from the character as ``({生命})D6`` or, with a fatigue penalty,
  ``({生命}-{疲労}/2)D6`` (BCDice rounds down, as the penalty does). Fewer than 1 die is ``0D6``,
  which rolls none and totals 0 as fhrtool's check does, and the comment says the GM decides; when the
  table rules refuse such a check there is no line, and :func:`palette_notes` says so. With the table's
  "count successes" option the line is BCDice's count of successes, ``3B6>=5``. The pool fumble
  (every die a 1) is no BCDice result, so the comment says how to read it. BCDice reads dice of 66
  faces added up (``3D66``) as d66s, so the table's 66-faced dice give no sum lines, and the notes
  say so.
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
from typing import Literal

from fhrtool.exchange.labels import Labels, labels_for
from fhrtool.exchange.summary import Figure, essences, initiative_of, one_line, signed
from fhrtool.model import RuleOptions, Sheet
from fhrtool.model.options import CheckMode, FumbleRule
from fhrtool.model.text import Text
from fhrtool.rules.checks import DicePool, check_dice
from fhrtool.rules.expression import MAX_DICE, MAX_LENGTH
from fhrtool.rules.srs import distinct_values

D66_FACES = 66
"""Dice of this many faces are BCDice's d66 in a sum (``3D66``), though not when counting successes."""
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
    for essence, pool in _pools(sheet, labels, options):
        lines.append(_pool_line(essence.label, pool, labels, options, names))
    critical, fumble = distinct_values(options.critical_value, options.fumble_value, options)
    for skill in character.skills:
        if skill.check_value is not None:
            command = f"2D6{signed(skill.check_value)}[{critical},{fumble}]"
            lines.append(_line(command, labels.skill_format.format, one_line(skill.name)))
    return lines


def _pools(sheet: Sheet, labels: Labels, options: RuleOptions) -> list[tuple[Figure, DicePool]]:
    """Each essence with the pool of its check that has a line: every one the table rules let roll, and
    none when BCDice would read its dice added up as d66s."""
    if _d66(options):
        return []
    return [
        (essence, pool)
        for essence, pool in _essence_pools(sheet, labels, options)
        if not pool.refused(options)
    ]


def _essence_pools(sheet: Sheet, labels: Labels, options: RuleOptions) -> list[tuple[Figure, DicePool]]:
    """Each essence with the pool fhrtool would roll for its check with no hope spent and no tension
    correction: the essence less the fatigue penalty of the table rules."""
    fatigue = sheet.character.fatigue
    return [
        (essence, check_dice(essence.value, 0, fatigue=fatigue, options=options))
        for essence in essences(sheet.character, labels)
    ]


def _d66(options: RuleOptions) -> bool:
    """Whether BCDice would read the pool's dice added up as d66s (two d6 as tens and ones)."""
    return options.check_mode is CheckMode.SUM and options.die_faces == D66_FACES


PaletteTool = Literal["ccfolia", "udonarium", "text"]
"""Where a palette goes: a CCFolia character, a Udonarium character (whose palette names its dice bot),
or text to paste anywhere."""


def palette_notes(
    sheets: Iterable[Sheet], *, tool: PaletteTool, language: str = "ja", options: RuleOptions | None = None
) -> tuple[Text, ...]:
    """What the palettes of ``sheets`` cannot say in their lines, for whoever exports them to ``tool``
    (``ccfolia``, ``udonarium`` or ``text``): the dice bot to choose where the export cannot choose it,
    and each table rule the lines cannot follow."""
    labels = labels_for(language)
    options = options or RuleOptions()
    notes = []
    if tool == "ccfolia":
        notes.append(
            Text(
                "In CCFolia, set the room's dice bot to SRS (Standard RPG System): with another dice bot, "
                "such as the one a new room starts with, the 2D6 check lines ({example}) answer nothing.",
                example="2D6+3[12,2]",
            )
        )
    elif tool == "text":
        notes.append(
            Text(
                "Set the dice bot (game system) to SRS (Standard RPG System) where you paste the palette: "
                "with another dice bot the 2D6 check lines ({example}) answer nothing.",
                example="2D6+3[12,2]",
            )
        )
    sheets = tuple(sheets)
    if not sheets:
        return tuple(notes)
    if _d66(options):
        notes.append(
            Text(
                "There are no essence check lines: the dice bot reads dice of {faces} faces added up "
                "({example}) as its d66, two d6 read as tens and ones.",
                faces=D66_FACES,
                example="3D66",
            )
        )
        return tuple(notes)
    if options.fumble_rule is FumbleRule.ALL_ONES:
        notes.append(
            Text(
                "The dice bot cannot tell the fumble of the table rules when every die of an essence "
                "check shows 1: those lines say it in their comment."
            )
        )
    for sheet in sheets:
        for essence, pool in _essence_pools(sheet, labels, options):
            if pool.refused(options):
                notes.append(
                    Text(
                        "{name}: no line for the {essence} check: it has {dice} dice, and the table rules "
                        "refuse a check with fewer than 1 die.",
                        name=one_line(sheet.character.name),
                        essence=essence.label,
                        dice=pool.total,
                    )
                )
    return tuple(notes)


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


def _pool_line(
    label: str, pool: DicePool, labels: Labels, options: RuleOptions, names: frozenset[str]
) -> str:
    faces = options.die_faces
    counting = options.check_mode is CheckMode.SUCCESSES
    notes = ""
    if counting:
        notes += f" {labels.successes}"
    if options.fumble_rule is FumbleRule.ALL_ONES:
        notes += f" {labels.all_ones_fumble}"
    if pool.below_one:
        notes += f" {labels.below_one_die}"

    def comment(name: str) -> str:
        return labels.essence_check.format(name) + notes

    def command(*counts: str) -> str:
        # Dice added up (D), or each compared with the success face (B: BCDice counts the successes).
        if counting:
            return "+".join(f"{count}B{faces}" for count in counts) + f">={options.success_face}"
        return "+".join(f"{count}D{faces}" for count in counts)

    if label in names and pool.base <= MAX_DICE:
        # In parentheses, so that a pool of two never reads as the SRS check 2D6. A reference is one
        # term: BCDice rolls none of more dice than a term holds.
        line = _line(command(f"({{{label}}}{_penalty(pool, labels, options, names)})"), comment, label)
        if len(line) <= MAX_LENGTH:
            return line
    dice = max(pool.total, 0)
    if dice == 2 and faces == 6 and not counting:
        return _line("1D6+1D6", comment, label)
    terms = [MAX_DICE] * (dice // MAX_DICE) + ([dice % MAX_DICE] if dice % MAX_DICE or not dice else [])
    return _line(command(*map(str, terms)), comment, label)


def _penalty(pool: DicePool, labels: Labels, options: RuleOptions, names: frozenset[str]) -> str:
    """The fatigue penalty after a reference to the essence: read from the character's fatigue where
    the tool knows it by name (rounded down by BCDice, as the penalty is), else as it stands now."""
    step = options.fatigue_penalty_step
    if step and labels.fatigue in names:
        return f"-{{{labels.fatigue}}}" + (f"/{step}" if step > 1 else "")
    return f"-{pool.fatigue_penalty}" if pool.fatigue_penalty else ""


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
