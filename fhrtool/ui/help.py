"""The Help menu's texts: the rules reference (the rules fhrtool applies and the table's choices)."""

from __future__ import annotations

import html
from enum import Enum

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from fhrtool.app.i18n import tr
from fhrtool.model import RuleOptions
from fhrtool.ui.rule_options import choice_text, option_text


def _rules_sections() -> list[tuple[str, list[str]]]:
    return [
        (
            tr("Rounds and sequence values"),
            [
                tr("Initiative = Reflex + 1 if Perception > 0 + 1 if Sense > 0."),
                tr(
                    "Surprised and not resisted (mental resist check, target 15): initiative −5 in round 1 only."
                ),
                tr("Sequence value = 1D10 + initiative, rolled by everyone at the start of each round."),
                tr("Highest value first; equal values: higher initiative first; equal again: simultaneous."),
                tr("A value of 10 or more acts again at value − 10. The round ends after sequence 0."),
                tr("Each hope spent on the sequence value adds 1D6."),
            ],
        ),
        (
            tr("Declarations"),
            [
                tr("Quick: per step, sequence value +5 and tension correction −1 on Life and on Will."),
                tr(
                    "Passive: per step, sequence value −5 and +1 die on passive checks; lost on any active action."
                ),
                tr("Delay: set the own sequence value to any lower value."),
                tr("Sync: act simultaneously with a combatant whose sequence value is lower."),
            ],
        ),
        (
            tr("Tension correction (high tension)"),
            [
                tr("Each Life or Will check lowers the dice of the next check by 1; reset every round."),
                tr("Instead of the −1, a character may take 1 fatigue (not for quick reductions)."),
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
                tr("Tension value starts at concentration + total bond, 0–100."),
                tr("New entry: +bond. Confrontation: bond +2 (+8 tension more when resolved in play)."),
                tr("A successful check with a skill adds its tension bonus."),
                tr("背反者: every entry has a mad-colour emotion, or one entry has two or more."),
                tr(
                    "Infinity Break: 50 cost damage + the skill's cost; numbers in 《 》 get +10; once per scenario."
                ),
            ],
        ),
    ]


def _shown(value: object) -> str:
    """A table rule's value as the table-rules dialog words it."""
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, Enum):
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
