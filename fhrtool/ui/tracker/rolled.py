"""What the check dialogs share about dice once rolled, and about keys.

Dice rolled are on record: a dialog cancelled after a roll asks once whether to discard it, and the
roll then goes to the log marked as discarded (it costs nothing). The question goes through a
``Confirm`` the dialog is given, which tests replace; without one, the tracker's own question
(:meth:`TrackerDialogs.confirm`, No by default).

The dialogs' single-key commands (R rolls) and Enter (accept) work wherever the focus is: on buttons,
in number fields and in lists; only a field where letters are text keeps them, and a field where Enter
uses what was typed (``own_enter``) does that first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QPushButton,
    QWidget,
)

from fhrtool.model import Campaign
from fhrtool.steps.tracker import DiscardedRoll
from fhrtool.ui.safety import nothing, total
from fhrtool.ui.tracker.dialogs import TrackerDialogs

Confirm = Callable[[str, str], bool]
"""Asks a yes-or-no question (title, text); True for yes."""

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def discard_question(rolls: Sequence[DiscardedRoll], names: Mapping[str, str]) -> tuple[str, str]:
    """The title and text that ask whether to discard ``rolls``."""
    shown = QCoreApplication.translate("RolledDialog", "; ").join(
        QCoreApplication.translate("RolledDialog", "{name} [{dice}]").format(
            name=names.get(roll.combatant_id, roll.combatant_id), dice=", ".join(map(str, roll.dice))
        )
        for roll in rolls
    )
    return (
        QCoreApplication.translate("RolledDialog", "Discard this roll?"),
        QCoreApplication.translate(
            "RolledDialog",
            "The dice are rolled: {rolls}. Discard the roll? It stays in the log, marked as discarded, "
            "and costs nothing.",
        ).format(rolls=shown),
    )


def letters_are_text(widget: QObject) -> bool:
    """Whether letters typed in ``widget`` are text: a line of its own (a name), not the field of a number
    nor of a list; a list named in ``keeps_letters`` also keeps them (its names are typed to pick one)."""
    if isinstance(widget, QComboBox):
        return bool(widget.property("keeps_letters")) or widget.isEditable()
    if isinstance(widget, QLineEdit):
        parent = widget.parentWidget()
        if isinstance(parent, QAbstractSpinBox):
            return False
        if isinstance(parent, QComboBox):
            return letters_are_text(parent)
        return True
    return False


def _own_enter(widget: QObject) -> bool:
    """Whether Enter in ``widget`` does something of its own first (a result typed in is used): a field
    marked ``own_enter``, or the line of one."""
    field = widget.parentWidget() if isinstance(widget, QLineEdit) else widget
    return isinstance(field, QWidget) and bool(field.property("own_enter"))


class RolledDialog(QDialog):
    """A dialog that rolls dice: single-key commands (``_keys``) and Enter wherever the focus is, and
    a cancel after a roll that asks before the roll is discarded (:attr:`discarded` says which)."""

    _keys: dict[Qt.Key, Callable[[], object]]

    def __init__(self, campaign: Campaign, confirm: Confirm | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._campaign = campaign
        self._keys = {}
        self._confirm = confirm or TrackerDialogs(self).confirm
        self.discarded: tuple[DiscardedRoll, ...] = ()
        """The rolls cancelled with the dialog; empty when it was accepted or nothing was rolled."""

    def rolls_on_record(self) -> tuple[DiscardedRoll, ...]:
        """Every roll made in the dialog that an accepted result would not use; all of them when
        cancelled."""
        return ()

    def names(self) -> dict[str, str]:
        """The combatants' names, by id, to say whose rolls are discarded."""
        return {c.id: c.name for c in self._campaign.encounter.combatants}

    def ok_button(self) -> QWidget | None:
        buttons = self.findChild(QDialogButtonBox)
        return None if buttons is None else buttons.button(QDialogButtonBox.StandardButton.Ok)

    def watch_keys(self, widget: QWidget) -> None:
        """Let the dialog's keys work while the focus is in ``widget`` or any widget in it."""
        for watched in (widget, *widget.findChildren(QWidget)):
            watched.installEventFilter(self)

    @total(lambda *_args: False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() is QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key(watched, event)
        return super().eventFilter(watched, event)

    def _key(self, watched: QObject, event: QKeyEvent) -> bool:
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers:
            return False
        key = Qt.Key(event.key())
        if key in _ENTER:
            # A button with the focus says itself what Enter does (Cancel cancels).
            ok = self.ok_button()
            if isinstance(watched, QPushButton) or _own_enter(watched) or ok is None or not ok.isEnabled():
                return False
            self.accept()
            return True
        command = self._keys.get(key)
        if command is None or letters_are_text(watched):
            return False
        command()
        return True

    @total(nothing)
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._key(self, event):
            super().keyPressEvent(event)

    def reject(self) -> None:
        rolls = self.rolls_on_record()
        if rolls and not self._confirm(*discard_question(rolls, self.names())):
            return
        self.discarded = rolls
        super().reject()
