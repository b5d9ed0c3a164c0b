"""Chat palette (チャットパレット): one dice command per line, for CCFolia, Udonarium and BCDice.

Each line is a command followed by a space and a comment, as BCDice reads it. Targets and
difficulties are set by the situation, so their lines end in a placeholder (``>=目標値``) that the
player replaces before sending.

BCDice rolls any line that starts with a command, so what a user typed never starts a line: names only
follow a command or a heading mark, and always on one line (:func:`~fhrtool.exchange.summary.one_line`),
so a character called ``1D100>=1`` or a skill name with a line break adds no roll.
"""

from __future__ import annotations

from collections.abc import Iterable

from fhrtool.exchange.labels import labels_for
from fhrtool.exchange.summary import essences, initiative_of, one_line, signed
from fhrtool.model import RuleOptions, Sheet

# The critical and fumble values every SRS dice bot assumes; a command spells out only others.
SRS_CRITICAL = 12
SRS_FUMBLE = 2
HEADING_MARK = "■"
"""Starts the line that names a character in a palette of several: no dice command starts with it."""


def palette_lines(sheet: Sheet, *, language: str = "ja", options: RuleOptions | None = None) -> list[str]:
    """The chat-palette lines of one character."""
    labels = labels_for(language)
    options = options or RuleOptions()
    character = sheet.character
    lines = [f"1D10{signed(initiative_of(character))} {labels.sequence_value}"]
    for essence in essences(character, labels):
        if essence.value > 0:
            comment = labels.essence_check.format(essence.label)
            lines.append(f"{essence.value}D{options.die_faces}>={labels.target} {comment}")
    for skill in character.skills:
        if skill.check_value is not None:
            lines.append(
                f"2D6{signed(skill.check_value)}{_srs_values(options)}>={labels.difficulty} "
                f"{labels.skill_format.format(one_line(skill.name))}"
            )
    return lines


def chat_palette(sheet: Sheet, *, language: str = "ja", options: RuleOptions | None = None) -> str:
    """The chat palette of one character as text, one command per line."""
    return "\n".join(palette_lines(sheet, language=language, options=options)) + "\n"


def chat_palettes(
    sheets: Iterable[Sheet], *, language: str = "ja", options: RuleOptions | None = None
) -> str:
    """The palettes of several characters, each after a heading line: ``■ Alice``."""
    return "\n".join(
        f"{HEADING_MARK} {one_line(sheet.character.name)}\n"
        f"{chat_palette(sheet, language=language, options=options)}"
        for sheet in sheets
    )


def _srs_values(options: RuleOptions) -> str:
    if (options.critical_value, options.fumble_value) == (SRS_CRITICAL, SRS_FUMBLE):
        return ""
    return f"@{options.critical_value}#{options.fumble_value}"
