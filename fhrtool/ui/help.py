"""The Help menu's texts: the rules reference (the rules fhrtool applies and the table's choices)."""

from __future__ import annotations

import html
from enum import StrEnum

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from fhrtool.app.i18n import tr
from fhrtool.model import RuleOptions
from fhrtool.rules import casting, encounter, fhr, infinity, tension
from fhrtool.ui.rule_options import choice_text, option_text


def _rules_sections() -> list[tuple[str, list[str]]]:
    # The rule numbers come from the rules' constants; none of them is a table rule.
    return [
        (
            tr("Rounds and sequence values"),
            [
                tr("Initiative = Reflex + {bonus} if Perception > 0 + {bonus} if Sense > 0.").format(
                    bonus=fhr.ABILITY_INITIATIVE_BONUS
                ),
                tr(
                    "Surprised and not resisted (mental resist check, target {target}): "
                    "initiative −{penalty} in round 1 only."
                ).format(target=fhr.SURPRISE_RESIST_TARGET, penalty=fhr.SURPRISE_PENALTY),
                tr(
                    "Sequence value = 1D{faces} + initiative, rolled by everyone at the start of each round."
                ).format(faces=fhr.SEQUENCE_DIE),
                tr("Highest value first; equal values: higher initiative first; equal again: simultaneous."),
                tr(
                    "A value of {step} or more acts again at value − {step}. The round ends after sequence 0."
                ).format(step=fhr.EXTRA_ACTION_STEP),
                tr("Each hope spent on the sequence value adds 1D{faces}.").format(faces=fhr.HOPE_DIE),
            ],
        ),
        (
            tr("Declarations"),
            [
                tr(
                    "Quick: per step, sequence value +{step} and tension correction −{correction} on Life and "
                    "on Will."
                ).format(step=fhr.QUICK_STEP, correction=fhr.QUICK_CORRECTION),
                tr(
                    "Passive: per step, sequence value −{step} and +{dice} die on passive checks; lost on any "
                    "active action."
                ).format(step=fhr.PASSIVE_STEP, dice=fhr.PASSIVE_DICE),
                tr("Delay: set the own sequence value to any lower value."),
                tr("Sync: act simultaneously with a combatant whose sequence value is lower."),
            ],
        ),
        (
            tr("Tension correction (high tension)"),
            [
                tr(
                    "Each Life or Will check lowers the dice of the next check by {correction}; reset every round."
                ).format(correction=encounter.CHECK_CORRECTION),
                tr(
                    "Instead of the −{correction}, a character may take {fatigue} fatigue (not for quick "
                    "reductions)."
                ).format(correction=encounter.CHECK_CORRECTION, fatigue=encounter.CORRECTION_FATIGUE),
                tr("Hope can always be spent to add dice to a check."),
            ],
        ),
        (
            tr("2D6 checks"),
            [
                tr("2D6 ≥ critical value: automatic success. 2D6 ≤ fumble value: automatic failure."),
                tr("Otherwise achieved value = check value + 2D6 + modifier; success when ≥ difficulty."),
                tr("Opposed checks: ties go to the reaction."),
            ],
        ),
        (
            tr("Casting board and tension value"),
            [
                tr("Bond of an entry = sum of its emotions' bonds; entries are never removed."),
                tr("Tension value starts at concentration + total bond, {least}–{most}.").format(
                    least=tension.TENSION_MIN, most=tension.TENSION_MAX
                ),
                tr(
                    "New entry: +bond. Confrontation: bond +{bond} (+{tension} tension more when resolved in "
                    "play)."
                ).format(bond=casting.CONFRONTATION_BOND, tension=tension.IN_PLAY_TENSION),
                tr("A successful check with a skill adds its tension bonus."),
                tr("背反者: every entry has a mad-colour emotion, or one entry has two or more."),
                tr(
                    "Infinity Break: {cost} cost damage + the skill's cost; numbers in 《 》 get +{boost}; once "
                    "per scenario."
                ).format(cost=infinity.BREAK_COST, boost=infinity.BOOST),
            ],
        ),
    ]


def _shown(value: object) -> str:
    """A table rule's value as the table-rules dialog words it."""
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, StrEnum):
        return choice_text(value)
    return str(value)


def rules_reference_html(options: RuleOptions) -> str:
    """The rules reference with the campaign's current table rules, as HTML."""
    title = tr("Rules reference")
    table_title = tr("Table rules of this campaign")
    changed = tr("★ differs from the default.")
    parts = [f"<h1>{html.escape(title)}</h1>"]
    for heading, lines in _rules_sections():
        parts.append(f"<h2>{html.escape(heading)}</h2><ul>")
        parts.extend(f"<li>{html.escape(line)}</li>" for line in lines)
        parts.append("</ul>")
    parts.append(f"<h2>{html.escape(table_title)}</h2><table cellpadding='3'>")
    defaults = RuleOptions()
    for name, field in RuleOptions.model_fields.items():
        value = getattr(options, name)
        marker = "" if value == getattr(defaults, name) else " ★"
        parts.append(
            f"<tr><td>{html.escape(option_text(field.description or name))}</td>"
            f"<td><b>{html.escape(_shown(value))}</b>{marker}</td></tr>"
        )
    parts.append(f"</table><p>{html.escape(changed)}</p>")
    return "".join(parts)


class TextDialog(QDialog):
    """A read-only page of formatted text."""

    def __init__(self, title: str, html_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(720, 640)
        browser = QTextBrowser()
        browser.setHtml(html_text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
        layout.addWidget(buttons)
