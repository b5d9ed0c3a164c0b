"""Numbers typed out of range in the table rules, the preferences and any dialog with a RangeNote."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QDialogButtonBox, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from fhrtool.model import RuleOptions
from fhrtool.storage.preferences import Preferences
from fhrtool.ui.preferences_dialog import PreferencesDialog
from fhrtool.ui.ranged import RangedSpin, RangeNote
from fhrtool.ui.rule_options import TableRulesDialog


def _retype(qtbot: QtBot, spin: QAbstractSpinBox, text: str) -> None:
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, text)


def test_a_note_keeps_its_room_and_holds_its_buttons(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    layout = QVBoxLayout(host)
    spin = RangedSpin(1, 20, host)
    note = RangeNote(host)
    button = QPushButton("OK", host)
    note.watch(spin, "Count")
    note.hold(button)
    for widget in (spin, note, button):
        layout.addWidget(widget)
    host.show()
    assert spin.value() == 1  # where a QSpinBox of 1–20 starts
    assert (spin.minimum(), spin.maximum()) == (1, 20)
    place = button.geometry()
    _retype(qtbot, spin, "200")
    assert spin.text() == "200"
    assert note.text() == "⚠ Count: 200 is above the maximum 20."
    assert not note.ok()
    assert not button.isEnabled()
    assert button.geometry() == place  # the note had its room from the start
    spin.setEnabled(False)  # a disabled field stands for nothing
    note.refresh()
    assert (note.text(), note.ok(), button.isEnabled()) == ("", True, True)
    spin.setEnabled(True)
    spin.setMaximum(300)
    note.refresh()
    assert note.ok()
    spin.setMinimum(250)
    note.refresh()
    assert note.text() == "⚠ Count: 200 is below the minimum 250."


def test_a_special_value_is_shown_for_the_minimum_and_any_number_can_still_be_typed(qtbot: QtBot) -> None:
    spin = RangedSpin(0, 10)
    qtbot.addWidget(spin)
    spin.setSpecialValueText("app rolls")
    assert (spin.text(), spin.specialValueText()) == ("app rolls", "app rolls")
    _retype(qtbot, spin, "-3")
    assert (spin.text(), spin.problem()) == ("-3", "-3 is below the minimum 0")  # not 3
    _retype(qtbot, spin, "12")
    assert (spin.text(), spin.problem()) == ("12", "12 is above the maximum 10")
    _retype(qtbot, spin, "2")
    for _ in range(3):
        qtbot.keyClick(spin, Qt.Key.Key_Down)  # the arrows stop at the special value
    assert (spin.text(), spin.value()) == ("app rolls", 0)
    spin.setRange(1, 10)
    spin.setValue(1)
    assert spin.text() == "app rolls"


def test_a_table_rule_typed_out_of_range_is_said_so_and_holds_ok(qtbot: QtBot) -> None:
    dialog = TableRulesDialog(RuleOptions())
    qtbot.addWidget(dialog)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    faces = dialog.editor.findChild(RangedSpin, "die_faces")
    assert faces is not None
    _retype(qtbot, faces, "150")
    assert faces.text() == "150"  # not 15
    assert (
        dialog.editor.ranges.text()
        == "⚠ Faces of the dice of an FHR check (§1): 150 is above the maximum 100."
    )
    assert not ok.isEnabled()
    _retype(qtbot, faces, "8")
    assert dialog.editor.ranges.text() == ""
    assert ok.isEnabled()
    assert dialog.editor.options().die_faces == 8


def test_preferences_typed_out_of_range_are_said_so_and_hold_ok(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    _retype(qtbot, dialog.autosave, "5")
    assert dialog.ranges.text() == "⚠ Autosave every: 5 is below the minimum 10."
    assert not ok.isEnabled()
    _retype(qtbot, dialog.autosave, "4000")
    assert dialog.ranges.text() == "⚠ Autosave every: 4000 is above the maximum 3600."
    assert not ok.isEnabled()
    _retype(qtbot, dialog.autosave, "60")
    assert ok.isEnabled()
    critical = dialog.rules.findChild(RangedSpin, "critical_value")
    assert critical is not None
    _retype(qtbot, critical, "1")
    assert (
        dialog.rules.ranges.text() == "⚠ Default critical value of 2D6 checks (§9): 1 is below the minimum 2."
    )
    assert not ok.isEnabled()
    _retype(qtbot, critical, "11")
    assert ok.isEnabled()
    preferences = dialog.preferences()
    assert (preferences.autosave_seconds, preferences.default_rules.critical_value) == (60, 11)
