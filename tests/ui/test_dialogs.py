"""The real dialogs: which file dialog speaks the interface's language, and what Enter and Escape answer
in the message boxes."""

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from fhrtool.app.context import DiskChoice, SheetChoice
from fhrtool.ui.dialogs import Dialogs, file_dialog_options


def test_the_system_s_file_dialog_is_used_when_it_speaks_the_interface_s_language() -> None:
    assert file_dialog_options("ja", "ja") == QFileDialog.Option(0)
    assert file_dialog_options("en", "en") == QFileDialog.Option(0)


def test_qt_s_file_dialog_is_used_when_the_system_speaks_another_language() -> None:
    assert file_dialog_options("ja", "en") == QFileDialog.Option.DontUseNativeDialog
    assert file_dialog_options("en", "ja") == QFileDialog.Option.DontUseNativeDialog


def _answer_with(key: Qt.Key) -> None:
    """Presses ``key`` in the message box about to open, as soon as it is open."""

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, press)
            return
        QTest.keyClick(box, key)

    QTimer.singleShot(0, press)


@pytest.mark.parametrize(("key", "answer"), [(Qt.Key.Key_Return, False), (Qt.Key.Key_Y, True)])
def test_enter_answers_no_to_a_confirmation(qtbot: QtBot, key: Qt.Key, answer: bool) -> None:
    _answer_with(key)
    assert Dialogs().confirm("Delete?", "Delete the character?") is answer


@pytest.mark.parametrize(("key", "answer"), [(Qt.Key.Key_Return, True), (Qt.Key.Key_N, False)])
def test_enter_answers_yes_to_restoring(qtbot: QtBot, key: Qt.Key, answer: bool) -> None:
    _answer_with(key)
    assert Dialogs().ask_restore("Restore?", "Restore the autosaved copy?") is answer


@pytest.mark.parametrize(
    ("key", "choice"), [(Qt.Key.Key_Return, DiskChoice.SAVE_AS), (Qt.Key.Key_Escape, DiskChoice.CANCEL)]
)
def test_enter_saves_a_copy_of_a_file_changed_on_disk(qtbot: QtBot, key: Qt.Key, choice: DiskChoice) -> None:
    _answer_with(key)
    assert Dialogs().ask_changed_on_disk("Changed", "The file changed on disk.", can_reload=True) is choice


@pytest.mark.parametrize(
    ("key", "choice"), [(Qt.Key.Key_Return, SheetChoice.UPDATE), (Qt.Key.Key_Escape, SheetChoice.SKIP)]
)
def test_enter_updates_from_a_sheet_and_escape_skips_it(
    qtbot: QtBot, key: Qt.Key, choice: SheetChoice
) -> None:
    _answer_with(key)
    assert Dialogs().ask_sheet_choice("Sheet", "A character of this name exists.", "&Update") is choice
