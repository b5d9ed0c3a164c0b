"""Every question the tracker asks, behind one object that tests replace with scripted answers.

Each method opens a modal dialog and returns the answer, or None when the GM cancels. The dialogs'
modules load when one is first opened: the start of the application does not wait for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

# Looked up when a dialog opens: PySide makes a Qt class's Python type, and its enums, when the class is
# first named (see fhrtool.ui.dialogs).
from PySide6 import QtWidgets

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from fhrtool.model import Campaign, Character, Essence
    from fhrtool.rules.dice import DiceSource
    from fhrtool.steps.tracker import ActionCheckRequest, AnyDeclaration, CheckRequest, DiscardedRoll
    from fhrtool.ui.tracker.requests import AddRequest, Discarded, EffectRequest, HopeRequest


def _accepted(dialog: QDialog) -> bool:
    return dialog.exec() == QtWidgets.QDialog.DialogCode.Accepted


def _discarded(rolls: Sequence[DiscardedRoll]) -> Discarded | None:
    """What a check dialog cancelled answers: its rolls discarded, or nothing when none was rolled."""
    from fhrtool.ui.tracker.requests import Discarded

    return Discarded(tuple(rolls)) if rolls else None


class TrackerDialogs:
    """The real dialogs, parented to ``parent``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self._parent = parent

    def set_parent(self, parent: QWidget) -> None:
        self._parent = parent

    def error(self, title: str, text: str) -> None:
        QtWidgets.QMessageBox.warning(self._parent, title, text)

    def confirm(self, title: str, text: str) -> bool:
        """Yes or No; No is the default, so Enter changes nothing."""
        buttons = QtWidgets.QMessageBox.StandardButton
        answer = QtWidgets.QMessageBox.question(
            self._parent, title, text, buttons.Yes | buttons.No, buttons.No
        )
        return answer == buttons.Yes

    def add_combatants(self, characters: Sequence[Character]) -> AddRequest | None:
        from fhrtool.ui.tracker.setup_dialogs import AddCombatantsDialog

        dialog = AddCombatantsDialog(characters, self._parent)
        return dialog.request() if _accepted(dialog) else None

    def surprise_checks(
        self, campaign: Campaign, combatant_ids: Sequence[str], dice: DiceSource
    ) -> dict[str, int] | Discarded | None:
        """The resist checks; when cancelled after a roll, the rolls discarded."""
        from fhrtool.ui.tracker.setup_dialogs import SurpriseDialog

        dialog = SurpriseDialog(campaign, combatant_ids, dice, self._parent, self.confirm)
        return dialog.checks() if _accepted(dialog) else _discarded(dialog.discarded)

    def sequence_rolls(self, campaign: Campaign, combatant_ids: Sequence[str]) -> dict[str, int] | None:
        from fhrtool.ui.tracker.setup_dialogs import SequenceRollsDialog

        dialog = SequenceRollsDialog(campaign, combatant_ids, self._parent)
        return dialog.typed() if _accepted(dialog) else None

    def declaration(self, campaign: Campaign, combatant_id: str) -> AnyDeclaration | HopeRequest | None:
        from fhrtool.ui.tracker.declaration_dialog import DeclarationDialog

        dialog = DeclarationDialog(campaign, combatant_id, self._parent)
        return dialog.request() if _accepted(dialog) else None

    def check(
        self, campaign: Campaign, combatant_id: str, essence: Essence, dice: DiceSource
    ) -> CheckRequest | Discarded | None:
        """The check; when cancelled after a roll, the rolls discarded."""
        from fhrtool.ui.tracker.check_dialogs import CheckDialog

        dialog = CheckDialog(campaign, combatant_id, essence, dice, self._parent, self.confirm)
        return dialog.request() if _accepted(dialog) else _discarded(dialog.discarded)

    def action_check(
        self, campaign: Campaign, combatant_id: str, dice: DiceSource
    ) -> ActionCheckRequest | Discarded | None:
        """The check; when cancelled after a roll, the rolls discarded."""
        from fhrtool.ui.tracker.check_dialogs import ActionCheckDialog

        dialog = ActionCheckDialog(campaign, combatant_id, dice, self._parent, self.confirm)
        return dialog.request() if _accepted(dialog) else _discarded(dialog.discarded)

    def effect(self, campaign: Campaign, combatant_id: str) -> EffectRequest | None:
        from fhrtool.ui.tracker.setup_dialogs import EffectDialog

        dialog = EffectDialog(campaign, combatant_id, self._parent)
        return dialog.request() if _accepted(dialog) else None

    def odes(self, title: str, label: str) -> int | None:
        from fhrtool.ui.tracker.setup_dialogs import OdesDialog

        dialog = OdesDialog(title, label, self._parent)
        return dialog.value() if _accepted(dialog) else None
