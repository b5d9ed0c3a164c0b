"""d10s rolled at the table, typed in from the keyboard alone."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from fhrtool.ui.ranged import RangedSpin
from fhrtool.ui.tracker.setup_dialogs import SequenceRollsDialog, SurpriseDialog


def _focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _type(qtbot: QtBot, keys: str) -> None:
    """Type ``keys`` where the focus is; a tab moves on as the Tab key does."""
    for key in keys:
        if key == "\t":
            qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
        else:
            qtbot.keyClicks(_focus(), key)


def test_every_d10_is_typed_from_the_keyboard_and_enter_accepts(qtbot: QtBot, document: Document) -> None:
    ids = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    aldo, bea, goblin, dora = ids
    dialog = SequenceRollsDialog(document.campaign, ids)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert _focus() is dialog.d10s[aldo]
    _type(qtbot, "7\t3\t\t10")  # the goblin's left to the app
    assert dialog.typed() == {aldo: 7, bea: 3, dora: 10}
    assert dialog.d10s[goblin].text() == "app rolls"
    qtbot.keyClick(_focus(), Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_a_digit_typed_on_the_special_text_replaces_it(qtbot: QtBot) -> None:
    spin = RangedSpin(0, 10)
    qtbot.addWidget(spin)
    spin.setSpecialValueText("app rolls")
    spin.show()
    spin.setFocus()
    spin.lineEdit().setCursorPosition(0)
    qtbot.keyClicks(spin, "4")
    assert (spin.text(), spin.value()) == ("4", 4)
    for _ in range(4):
        qtbot.keyClick(spin, Qt.Key.Key_Down)  # back to the special value by the arrow
    assert spin.text() == "app rolls"
    spin.lineEdit().setCursorPosition(len("app rolls"))
    qtbot.keyClicks(spin, "9")
    assert (spin.text(), spin.value()) == ("9", 9)


def test_a_surprise_check_total_is_typed_over_no_check(qtbot: QtBot, document: Document) -> None:
    ids = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea"]))
    dialog = SurpriseDialog(document.campaign, ids, ScriptedDice([]))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert _focus() is dialog.totals[ids[0]]
    assert dialog.totals[ids[0]].text() == "— no check"
    _type(qtbot, "16")
    assert dialog.checks() == {ids[0]: 16}
