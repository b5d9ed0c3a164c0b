"""Every modal question the application asks, behind one object that tests replace.

Widgets never open QMessageBox or QFileDialog themselves: they ask ``Dialogs``. A test passes a fake
with scripted answers, so no modal loop ever blocks a headless run.

The application's own dialogs are imported when first opened, not at start-up.
"""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

# The dialogs' classes are looked up when a dialog opens: PySide makes a Qt class's Python type, and
# every enum of it, when the class is first named, and the first picture of the window needs none.
from PySide6 import QtWidgets

from fhrtool.app.context import DiskChoice, SheetChoice
from fhrtool.app.i18n import interface_language, system_language, tr
from fhrtool.model import RuleOptions
from fhrtool.storage.preferences import Preferences

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QWidget

    from fhrtool.steps.merge import Comparison, Key


def file_dialog_options(interface: str, system: str) -> QtWidgets.QFileDialog.Option:
    """The system's own file dialog speaks the system's language: when fhrtool speaks another, Qt's
    dialog is used, which speaks fhrtool's."""
    if interface == system:
        return QtWidgets.QFileDialog.Option(0)
    return QtWidgets.QFileDialog.Option.DontUseNativeDialog


class SaveChoice(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


class Dialogs:
    """The real dialogs, parented to ``parent``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self._parent = parent

    def set_parent(self, parent: QWidget) -> None:
        self._parent = parent

    def ask_save_changes(self, title: str, text: str) -> SaveChoice:
        buttons = QtWidgets.QMessageBox.StandardButton
        answer = QtWidgets.QMessageBox.question(
            self._parent, title, text, buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save
        )
        if answer == buttons.Save:
            return SaveChoice.SAVE
        if answer == buttons.Discard:
            return SaveChoice.DISCARD
        return SaveChoice.CANCEL

    def _yes_or_no(self, title: str, text: str, *, default_yes: bool) -> bool:
        """Asks a yes-or-no question; Enter gives the default answer."""
        buttons = QtWidgets.QMessageBox.StandardButton
        default = buttons.Yes if default_yes else buttons.No
        return (
            QtWidgets.QMessageBox.question(self._parent, title, text, buttons.Yes | buttons.No, default)
            == buttons.Yes
        )

    def confirm(self, title: str, text: str) -> bool:
        return self._yes_or_no(title, text, default_yes=False)

    def ask_restore(self, title: str, text: str) -> bool:
        return self._yes_or_no(title, text, default_yes=True)

    def _box(self, icon: QtWidgets.QMessageBox.Icon, title: str, text: str) -> QtWidgets.QMessageBox:
        """A message box with no buttons yet: the caller adds them."""
        return QtWidgets.QMessageBox(
            icon, title, text, QtWidgets.QMessageBox.StandardButton.NoButton, self._parent
        )

    def ask_changed_on_disk(self, title: str, text: str, *, can_reload: bool) -> DiskChoice:
        box = self._box(QtWidgets.QMessageBox.Icon.Warning, title, text)
        role = QtWidgets.QMessageBox.ButtonRole
        save_as = box.addButton(tr("Save &As…"), role.AcceptRole)
        choices: dict[QAbstractButton, DiskChoice] = {save_as: DiskChoice.SAVE_AS}
        if can_reload:
            choices[box.addButton(tr("&Reload"), role.ResetRole)] = DiskChoice.RELOAD
        choices[box.addButton(tr("&Overwrite"), role.DestructiveRole)] = DiskChoice.OVERWRITE
        cancel = box.addButton(QtWidgets.QMessageBox.StandardButton.Cancel)
        # Enter saves a copy, which loses nothing; Escape changes nothing.
        box.setDefaultButton(save_as)
        box.setEscapeButton(cancel)
        box.exec()
        return choices.get(box.clickedButton(), DiskChoice.CANCEL)

    def ask_sheet_choice(self, title: str, text: str, update_text: str) -> SheetChoice:
        box = self._box(QtWidgets.QMessageBox.Icon.Question, title, text)
        role = QtWidgets.QMessageBox.ButtonRole
        update = box.addButton(update_text, role.AcceptRole)
        add = box.addButton(tr("Add as a &new character"), role.ActionRole)
        cancel = box.addButton(QtWidgets.QMessageBox.StandardButton.Cancel)
        # Enter shows the changes first, which changes nothing yet; Escape skips the sheet.
        box.setDefaultButton(update)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        if clicked is update:
            return SheetChoice.UPDATE
        return SheetChoice.ADD if clicked is add else SheetChoice.SKIP

    def compare_sheet(self, comparison: Comparison) -> frozenset[Key] | None:
        from fhrtool.ui.merge_dialog import MergeDialog

        dialog = MergeDialog(comparison, self._parent)
        return dialog.taken() if dialog.exec() == QtWidgets.QDialog.DialogCode.Accepted else None

    def error(self, title: str, text: str) -> None:
        QtWidgets.QMessageBox.warning(self._parent, title, text)

    def information(self, title: str, text: str) -> None:
        QtWidgets.QMessageBox.information(self._parent, title, text)

    def edit_preferences(self, preferences: Preferences) -> Preferences | None:
        from fhrtool.ui.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(preferences, self._parent)
        return dialog.preferences() if dialog.exec() == QtWidgets.QDialog.DialogCode.Accepted else None

    def edit_table_rules(self, options: RuleOptions) -> RuleOptions | None:
        from fhrtool.ui.rule_options import TableRulesDialog

        dialog = TableRulesDialog(options, self._parent)
        return dialog.editor.options() if dialog.exec() == QtWidgets.QDialog.DialogCode.Accepted else None

    def show_text(self, title: str, html: str) -> None:
        from fhrtool.ui.help import TextDialog

        TextDialog(title, html, self._parent).exec()

    def open_path(self, title: str, file_filter: str, directory: Path | None = None) -> Path | None:
        options = file_dialog_options(interface_language(), system_language())
        name, _ = QtWidgets.QFileDialog.getOpenFileName(
            self._parent, title, str(directory or ""), file_filter, options=options
        )
        return Path(name) if name else None

    def open_paths(self, title: str, file_filter: str, directory: Path | None = None) -> list[Path]:
        """Several files, chosen together."""
        options = file_dialog_options(interface_language(), system_language())
        names, _ = QtWidgets.QFileDialog.getOpenFileNames(
            self._parent, title, str(directory or ""), file_filter, options=options
        )
        return [Path(name) for name in names]

    def open_folder(self, title: str, directory: Path | None = None) -> Path | None:
        options = file_dialog_options(interface_language(), system_language())
        name = QtWidgets.QFileDialog.getExistingDirectory(
            self._parent, title, str(directory or ""), options | QtWidgets.QFileDialog.Option.ShowDirsOnly
        )
        return Path(name) if name else None

    def save_path(self, title: str, file_filter: str, suggested: Path | None = None) -> Path | None:
        options = file_dialog_options(interface_language(), system_language())
        name, _ = QtWidgets.QFileDialog.getSaveFileName(
            self._parent, title, str(suggested or ""), file_filter, options=options
        )
        return Path(name) if name else None


class NonInteractiveDialogs(Dialogs):
    """Answers without asking, for runs with nobody at the screen (``--screenshot``).

    Problems go to standard error (and are kept in ``errors``); every question gets the answer that
    changes nothing.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.errors: list[str] = []

    def ask_save_changes(self, title: str, text: str) -> SaveChoice:
        return SaveChoice.DISCARD

    def confirm(self, title: str, text: str) -> bool:
        return False

    def ask_restore(self, title: str, text: str) -> bool:
        return False

    def ask_changed_on_disk(self, title: str, text: str, *, can_reload: bool) -> DiskChoice:
        return DiskChoice.CANCEL

    def ask_sheet_choice(self, title: str, text: str, update_text: str) -> SheetChoice:
        return SheetChoice.SKIP

    def compare_sheet(self, comparison: Comparison) -> frozenset[Key] | None:
        return None

    def open_paths(self, title: str, file_filter: str, directory: Path | None = None) -> list[Path]:
        return []

    def open_folder(self, title: str, directory: Path | None = None) -> Path | None:
        return None

    def error(self, title: str, text: str) -> None:
        self.errors.append(text)
        print(f"fhrtool: {title}: {text}", file=sys.stderr)

    def information(self, title: str, text: str) -> None:
        print(f"fhrtool: {title}: {text}", file=sys.stderr)

    def edit_preferences(self, preferences: Preferences) -> Preferences | None:
        return None

    def edit_table_rules(self, options: RuleOptions) -> RuleOptions | None:
        return None

    def show_text(self, title: str, html: str) -> None:
        return None

    def open_path(self, title: str, file_filter: str, directory: Path | None = None) -> Path | None:
        return None

    def save_path(self, title: str, file_filter: str, suggested: Path | None = None) -> Path | None:
        return None
