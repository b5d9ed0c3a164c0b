"""Every modal question the application asks, behind one object that tests replace.

Widgets never open QMessageBox or QFileDialog themselves: they ask ``Dialogs``. A test passes a fake
with scripted answers, so no modal loop ever blocks a headless run.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget


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
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self._parent, title, text, buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save
        )
        if answer == buttons.Save:
            return SaveChoice.SAVE
        if answer == buttons.Discard:
            return SaveChoice.DISCARD
        return SaveChoice.CANCEL

    def confirm(self, title: str, text: str) -> bool:
        buttons = QMessageBox.StandardButton
        return (
            QMessageBox.question(self._parent, title, text, buttons.Yes | buttons.No, buttons.No)
            == buttons.Yes
        )

    def error(self, title: str, text: str) -> None:
        QMessageBox.warning(self._parent, title, text)

    def information(self, title: str, text: str) -> None:
        QMessageBox.information(self._parent, title, text)

    def open_path(self, title: str, file_filter: str, directory: Path | None = None) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(self._parent, title, str(directory or ""), file_filter)
        return Path(name) if name else None

    def save_path(self, title: str, file_filter: str, suggested: Path | None = None) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(self._parent, title, str(suggested or ""), file_filter)
        return Path(name) if name else None
