"""The main window: files, the unsaved-changes prompt, recovery, preferences, table rules, language, theme."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from fhrtool.app.context import AppContext, DiskChoice, Settings
from fhrtool.app.document import UNDO_LIMIT, Document
from fhrtool.app.i18n import Translations
from fhrtool.model import Campaign, Character, CharacterKind, RuleOptions, Sheet
from fhrtool.rules import fhr
from fhrtool.steps import campaign as campaign_steps
from fhrtool.steps import sheet
from fhrtool.storage.files import read_campaign, read_sheet, write_campaign, write_sheet
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences, load_preferences
from fhrtool.storage.recovery import Instance, discarded_dir, find_recoveries
from fhrtool.ui.dialogs import Dialogs, SaveChoice
from fhrtool.ui.log_panel import Column
from fhrtool.ui.main_window import MainWindow
from tests.ui.conftest import FakeDialogs


@pytest.fixture
def paths() -> AppPaths:
    return AppPaths.default()


@pytest.fixture
def window(qtbot: QtBot, dialogs: FakeDialogs, paths: AppPaths) -> MainWindow:
    settings = Settings(paths, Preferences())
    context = AppContext(paths, settings, Translations(resource_path("i18n")), dialogs)
    main = MainWindow(Document(), context, dialogs)
    # Closing at the end of a test must not ask about unsaved changes: no scripted answer is left.
    qtbot.addWidget(main, before_close_func=lambda _widget: main.document.undo_stack.setClean())
    main.files.new()
    return main


def _campaign_file(folder: Path, *names: str) -> Path:
    path = folder / "moon.fhrc"
    write_campaign(path, Campaign(name="Moon", characters=tuple(Character(name=n) for n in names)))
    return path


def test_title_names_the_file_and_marks_unsaved_changes(window: MainWindow, tmp_path: Path) -> None:
    assert window.files.open(_campaign_file(tmp_path, "Aldo"))
    assert window.windowTitle() == "moon.fhrc[*] — fhrtool"
    assert not window.isWindowModified()
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC))
    assert window.isWindowModified()
    window.document.undo_stack.undo()
    assert not window.isWindowModified()


def test_new_campaign_starts_with_the_emotion_catalogue_and_default_rules(window: MainWindow) -> None:
    campaign = window.document.campaign
    assert len(campaign.emotions) == 45
    assert campaign.options == RuleOptions()


def test_closing_with_unsaved_changes_asks_and_cancel_keeps_everything(
    window: MainWindow, dialogs: FakeDialogs
) -> None:
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    dialogs.save_choices.append(SaveChoice.CANCEL)
    assert not window.close()
    assert [c.name for c in window.document.campaign.characters] == ["Aldo"]
    dialogs.save_choices.append(SaveChoice.DISCARD)
    assert window.close()
    assert [method for method, *_ in dialogs.calls] == ["ask_save_changes", "ask_save_changes"]


def test_closing_and_choosing_save_writes_the_file(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    dialogs.save_choices.append(SaveChoice.SAVE)
    dialogs.paths.append(tmp_path / "saved")
    assert window.close()
    saved = read_campaign(tmp_path / "saved.fhrc").value
    assert [c.name for c in saved.characters] == ["Aldo"]


def test_closing_without_changes_asks_nothing(window: MainWindow, dialogs: FakeDialogs) -> None:
    assert window.close()
    assert dialogs.calls == []


def test_save_as_then_save_and_reopen(window: MainWindow, dialogs: FakeDialogs, tmp_path: Path) -> None:
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.NPC, "Goblin"))
    dialogs.paths.append(tmp_path / "camp.fhrc")
    assert window.save_as()
    assert window.document.path == tmp_path / "camp.fhrc"
    assert not window.document.modified
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    assert window.save()
    assert window.open_campaign(tmp_path / "camp.fhrc")
    assert [c.name for c in window.document.campaign.characters] == ["Goblin", "Aldo"]
    assert window.context.settings.preferences.recent_files[0] == str((tmp_path / "camp.fhrc").resolve())


def test_a_broken_file_is_refused_with_its_name_and_nothing_is_lost(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.document.undo_stack.setClean()
    broken = tmp_path / "broken.fhrc"
    broken.write_text(
        '{"format": "fhrtool", "kind": "campaign", "schema_version": 1, "data": {', encoding="utf-8"
    )
    assert not window.open_campaign(broken)
    assert "broken.fhrc" in dialogs.errors()[0]
    assert [c.name for c in window.document.campaign.characters] == ["Aldo"]


def test_a_newer_file_is_refused_with_update_advice(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    newer = tmp_path / "newer.fhrc"
    envelope = {
        "format": "fhrtool",
        "kind": "campaign",
        "schema_version": 99,
        "app_version": "9.9.9",
        "data": {},
    }
    newer.write_text(json.dumps(envelope), encoding="utf-8")
    assert not window.open_campaign(newer)
    assert "9.9.9" in dialogs.errors()[0]


def test_a_campaign_of_format_3_is_refused_with_its_format_and_update_advice(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.document.undo_stack.setClean()
    newer = tmp_path / "newer.fhrc"
    envelope = {"format": "fhrtool", "kind": "campaign", "schema_version": 3, "data": {"encounter": {}}}
    newer.write_text(json.dumps(envelope), encoding="utf-8")
    assert not window.open_campaign(newer)
    assert f"{newer}: made by a newer fhrtool (file format 3); update to open it" in dialogs.errors()[0]
    assert [c.name for c in window.document.campaign.characters] == ["Aldo"]


def test_saving_to_an_unwritable_place_shows_the_problem(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    assert not window.files.save(tmp_path / "missing-folder" / "x.fhrc")
    assert dialogs.errors()
    assert window.document.modified


def test_import_sheet_adds_the_character_as_one_undoable_step(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    sheet = tmp_path / "bea.fhrs"
    write_sheet(sheet, Sheet(character=Character(name="Bea")))
    dialogs.paths.append(sheet)
    window.import_sheet()
    assert [c.name for c in window.document.campaign.characters] == ["Bea"]
    window.document.undo_stack.undo()
    assert window.document.campaign.characters == ()


def test_autosave_writes_a_recovery_file_only_after_a_change(window: MainWindow, paths: AppPaths) -> None:
    assert not window.files.autosave()
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    assert window.files.autosave()
    assert len(list(paths.recovery_dir.glob("untitled.*.fhrc"))) == 1
    assert not window.files.autosave()


def _left_behind(paths: AppPaths, document: Path, campaign: Campaign) -> Path:
    """The recovery file of a window whose process ended without closing it."""
    crashed = Instance(paths)
    written = crashed.write(document, campaign)
    crashed.release()
    return written


def test_after_a_crash_the_newer_recovery_file_is_offered_and_restored_undoably(
    window: MainWindow, dialogs: FakeDialogs, paths: AppPaths, tmp_path: Path
) -> None:
    path = _campaign_file(tmp_path, "Aldo")
    crashed = read_campaign(path).value.model_copy(update={"name": "Moon (unsaved)"})
    recovery = _left_behind(paths, path, crashed)
    stamp = path.stat().st_mtime + 10
    os.utime(recovery, (stamp, stamp))
    dialogs.confirm_answers.append(True)
    assert window.files.open(path)
    assert window.document.campaign.name == "Moon (unsaved)"
    assert window.document.modified
    window.document.undo_stack.undo()
    assert window.document.campaign.name == "Moon"


def test_a_declined_recovery_is_set_aside_not_deleted(
    window: MainWindow, dialogs: FakeDialogs, paths: AppPaths, tmp_path: Path
) -> None:
    path = _campaign_file(tmp_path, "Aldo")
    recovery = _left_behind(paths, path, Campaign(name="lost"))
    stamp = path.stat().st_mtime + 10
    os.utime(recovery, (stamp, stamp))
    dialogs.confirm_answers.append(False)
    assert window.files.open(path)
    assert window.document.campaign.name == "Moon"
    assert find_recoveries(paths, path) == []
    (aside,) = discarded_dir(paths).iterdir()
    assert read_campaign(aside).value.name == "lost"


def test_ctrl_s_over_a_file_changed_by_another_program_asks_and_loses_nothing(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    path = _campaign_file(tmp_path, "Aldo")
    assert window.files.open(path)
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Cara"))
    elsewhere = read_campaign(path).value
    write_campaign(
        path, elsewhere.model_copy(update={"characters": (*elsewhere.characters, Character(name="Bea"))})
    )
    dialogs.disk_choices.append(DiskChoice.SAVE_AS)
    dialogs.paths.append(tmp_path / "mine.fhrc")
    assert window.save()
    assert [method for method, *_ in dialogs.calls] == ["ask_changed_on_disk", "save_path"]
    assert [c.name for c in read_campaign(path).value.characters] == ["Aldo", "Bea"]
    assert [c.name for c in read_campaign(tmp_path / "mine.fhrc").value.characters] == ["Aldo", "Cara"]
    assert window.windowTitle() == "mine.fhrc[*] — fhrtool"


def test_coming_back_to_the_window_tells_of_a_change_on_disk(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = _campaign_file(tmp_path, "Aldo")
    assert window.files.open(path)
    write_campaign(path, Campaign(name="Changed elsewhere"))
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QApplication.sendEvent(window, QEvent(QEvent.Type.ActivationChange))
    assert "moon.fhrc" in window.statusBar().currentMessage()


def _answer_with(qtbot: QtBot, key: Qt.Key) -> None:
    """Press ``key`` in the message box about to open."""

    def press() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        QTest.keyClick(box, key)

    QTimer.singleShot(0, press)


def test_enter_restores_the_unsaved_work(qtbot: QtBot) -> None:
    _answer_with(qtbot, Qt.Key.Key_Return)
    assert Dialogs().ask_restore("Restore unsaved changes?", "Restore them?")


def test_enter_on_a_changed_file_saves_a_copy_and_escape_changes_nothing(qtbot: QtBot) -> None:
    _answer_with(qtbot, Qt.Key.Key_Return)
    assert (
        Dialogs().ask_changed_on_disk("Changed", "The file changed.", can_reload=True) is DiskChoice.SAVE_AS
    )
    _answer_with(qtbot, Qt.Key.Key_Escape)
    assert (
        Dialogs().ask_changed_on_disk("Changed", "The file changed.", can_reload=False) is DiskChoice.CANCEL
    )


def test_preferences_are_applied_and_saved(window: MainWindow, dialogs: FakeDialogs, paths: AppPaths) -> None:
    chosen = Preferences(theme="dark", autosave_seconds=30, default_rules=RuleOptions(fatigue_penalty_step=2))
    dialogs.preferences.append(chosen)
    window.edit_preferences()
    assert load_preferences(paths).preferences == chosen
    assert window.files._timer.interval() == 30_000
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.palette().color(QPalette.ColorRole.Window).lightness() < 100
    window.files.new()
    assert window.document.campaign.options.fatigue_penalty_step == 2
    dialogs.preferences.append(Preferences(theme="light"))
    window.edit_preferences()
    assert app.palette().color(QPalette.ColorRole.Window).lightness() > 150


def test_cancelled_preferences_change_nothing(
    window: MainWindow, dialogs: FakeDialogs, paths: AppPaths
) -> None:
    dialogs.preferences.append(None)
    window.edit_preferences()
    assert load_preferences(paths).preferences == Preferences()


def test_table_rules_are_an_undoable_edit_of_the_campaign(window: MainWindow, dialogs: FakeDialogs) -> None:
    dialogs.table_rules.append(RuleOptions(extra_actions="once"))
    window.edit_table_rules()
    assert window.document.campaign.options.extra_actions == "once"
    window.document.undo_stack.undo()
    assert window.document.campaign.options == RuleOptions()


def test_rules_reference_shows_the_campaign_table_rules(window: MainWindow, dialogs: FakeDialogs) -> None:
    window.document.edit("rules", lambda c: c.model_copy(update={"options": RuleOptions(delay_minimum=-3)}))
    window.rules_reference()
    method, _title, html = dialogs.calls[-1]
    assert method == "show_text"
    assert "<b>-3</b> ★" in html


def test_the_rules_reference_takes_its_numbers_from_the_rules(
    window: MainWindow, dialogs: FakeDialogs, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.rules_reference()
    assert "(mental resist check, target 15): initiative −5 in round 1 only." in dialogs.calls[-1][2]
    monkeypatch.setattr(fhr, "SURPRISE_RESIST_TARGET", 12)
    monkeypatch.setattr(fhr, "SURPRISE_PENALTY", 4)
    window.rules_reference()
    assert "(mental resist check, target 12): initiative −4 in round 1 only." in dialogs.calls[-1][2]


def test_the_roster_opens_sheets_in_tabs(window: MainWindow, qtbot: QtBot) -> None:
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.roster.select(aldo)
    assert window.sheets.open_ids() == [aldo]


@pytest.mark.parametrize(
    ("format_name", "suffix"), [("json", ".fhrs"), ("html", ".html"), ("udonarium", ".zip")]
)
def test_export_the_selected_character(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path, format_name: str, suffix: str
) -> None:
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo <b>"))
    window.roster.select(aldo)
    dialogs.paths.append(tmp_path / f"out{suffix}")
    assert window.export(format_name, selected_only=True)
    data = (tmp_path / f"out{suffix}").read_bytes()
    if format_name == "json":
        assert read_sheet(tmp_path / "out.fhrs").value.character.name == "Aldo <b>"
    elif format_name == "html":
        assert "Aldo &lt;b&gt;" in data.decode("utf-8")
    else:
        assert data.startswith(b"PK")


def test_export_proposes_a_name_every_system_takes(
    window: MainWindow, dialogs: FakeDialogs, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[Path | None] = []
    monkeypatch.setattr(
        dialogs, "save_path", lambda title, file_filter, suggested=None: asked.append(suggested)
    )
    nul = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "NUL.txt"))
    window.roster.select(nul)
    assert not window.export("json", selected_only=True)
    assert not window.export("html", selected_only=False)  # an unnamed campaign
    assert [path.name for path in asked if path is not None] == ["NUL_.txt.fhrs", "characters.html"]


def test_export_all_characters_and_nothing_selected(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    assert not window.export("html", selected_only=True)
    assert dialogs.calls[-1][0] == "information"
    assert not window.export("html", selected_only=False)
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.NPC, "Goblin"))
    window.roster.view.clearSelection()
    dialogs.paths.append(tmp_path / "all.html")
    assert window.export("html", selected_only=False)
    text = (tmp_path / "all.html").read_text(encoding="utf-8")
    assert "Aldo" in text
    assert "Goblin" in text


def test_export_menu_actions_export_their_format(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.roster.select(aldo)
    file_menu = window.menuBar().actions()[0].menu()
    export_menu = next(a.menu() for a in file_menu.actions() if a.menu() and "Export" in a.text())
    selected_menu = export_menu.actions()[0].menu()
    html_action = next(a for a in selected_menu.actions() if "HTML" in a.text())
    dialogs.paths.append(tmp_path / "aldo.html")
    html_action.trigger()
    assert "Aldo" in (tmp_path / "aldo.html").read_text(encoding="utf-8")


def test_a_failed_export_is_reported(window: MainWindow, dialogs: FakeDialogs, tmp_path: Path) -> None:
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.roster.select(aldo)
    dialogs.paths.append(tmp_path / "no" / "such" / "folder.html")
    assert not window.export("html", selected_only=True)
    assert dialogs.errors()


def test_copy_ccfolia_character_to_the_clipboard(window: MainWindow) -> None:
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.roster.select(aldo)
    assert window.copy_export("ccfolia")
    pasted = json.loads(QApplication.clipboard().text())
    assert pasted["kind"] == "character"
    assert pasted["data"]["name"] == "Aldo"


def test_edit_copy_for_ccfolia_copies_only_the_selected_character(
    window: MainWindow, dialogs: FakeDialogs
) -> None:
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    bea = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.NPC, "Bea"))
    edit_menu = next(a.menu() for a in window.menuBar().actions() if "Edit" in a.text())
    copy = next(a for a in edit_menu.actions() if "CCFolia" in a.text())
    window.roster.select(bea)
    copy.trigger()
    pasted = json.loads(QApplication.clipboard().text())
    assert (pasted["kind"], pasted["data"]["name"]) == ("character", "Bea")
    assert pasted["data"]["memo"].startswith("Level")  # no empty player line for an NPC
    window.roster.view.clearSelection()
    QApplication.clipboard().setText("before")
    copy.trigger()
    assert QApplication.clipboard().text() == "before"
    assert ("information", "Export", "Select a character in the roster first.") in dialogs.calls


def _informations(dialogs: FakeDialogs) -> list[tuple[str, str]]:
    return [(title, text) for method, title, text in dialogs.calls if method == "information"]


def test_copy_for_ccfolia_says_to_set_the_rooms_dice_bot_to_srs_once(
    window: MainWindow, dialogs: FakeDialogs
) -> None:
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.roster.select(aldo)
    edit_menu = next(a.menu() for a in window.menuBar().actions() if "Edit" in a.text())
    copy = next(a for a in edit_menu.actions() if "CCFolia" in a.text())
    copy.trigger()
    ((title, text),) = _informations(dialogs)
    assert title == "Before you use the export"
    assert "In CCFolia, set the room's dice bot to SRS (Standard RPG System)" in text
    assert "2D6+3[12,2]" in text
    assert json.loads(QApplication.clipboard().text())["data"]["name"] == "Aldo"
    copy.trigger()  # the next character copied: told already
    assert len(_informations(dialogs)) == 1
    assert window.statusBar().currentMessage() == "Copied to the clipboard"


def test_exporting_a_palette_says_what_its_lines_cannot_in_the_interface_language(
    window: MainWindow, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    window.document.run(campaign_steps.set_table_rules, RuleOptions(allow_checks_below_one_die=False))
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.roster.select(aldo)
    window.context.translations.use("ja")
    try:
        dialogs.paths.append(tmp_path / "aldo.txt")
        assert window.export("palette", selected_only=True)
    finally:
        window.context.translations.use("en")
    ((title, text),) = _informations(dialogs)
    assert title == "書き出したものを使う前に"
    assert "ダイスボット（ゲームシステム）を「SRS（スタンダードRPGシステム）」に" in text
    assert "Aldo：【生命】のチェックの行はありません。ダイスが0個" in text
    assert "【生命】" not in (tmp_path / "aldo.txt").read_text(encoding="utf-8")


def test_an_export_without_a_palette_has_nothing_to_tell(window: MainWindow, dialogs: FakeDialogs) -> None:
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.roster.select(aldo)
    assert window.copy_export("json")
    assert _informations(dialogs) == []


def test_exports_speak_the_interface_language(window: MainWindow) -> None:
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    assert "Level" in window.files.export_data([aldo], "html").decode("utf-8")
    window.context.translations.use("ja")
    try:
        assert "レベル" in window.files.export_data([aldo], "html").decode("utf-8")
    finally:
        window.context.translations.use("en")


def test_view_menu_switches_the_theme_and_remembers_it(window: MainWindow, paths: AppPaths) -> None:
    dark = next(action for action in window.theme_group.actions() if action.data() == "dark")
    dark.trigger()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.palette().color(QPalette.ColorRole.Window).lightness() < 100
    assert load_preferences(paths).preferences.theme == "dark"
    assert dark.isChecked()
    window.set_theme("light")
    assert not dark.isChecked()
    assert app.palette().color(QPalette.ColorRole.Window).lightness() > 150


def test_player_view_opens_once_and_closes_with_the_window(window: MainWindow, qtbot: QtBot) -> None:
    view = window.show_player_view()
    assert window.show_player_view() is view
    assert view.isVisible()
    window.close()
    assert not view.isVisible()


def test_the_dice_roller_follows_the_roster_selection(window: MainWindow) -> None:
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.roster.select(aldo)
    assert window.dice_roller.character_id == aldo


def test_help_lists_the_keyboard_shortcuts_of_the_hot_path(window: MainWindow, dialogs: FakeDialogs) -> None:
    listed = {(action, keys) for _menu, action, keys in window.shortcuts()}
    texts = {action for action, _keys in listed}
    assert ("Undo", "Ctrl+Z") in listed
    assert any(keys == "N" for _action, keys in listed), "Next has a single key"
    assert any(keys == "P" for _action, keys in listed), "Previous has a single key"
    assert any(keys == "L" for _action, keys in listed), "Life check has a single key"
    assert any(keys == "W" for _action, keys in listed), "Will check has a single key"
    assert "Save" in texts
    window.keyboard_shortcuts()
    method, _title, page = dialogs.calls[-1]
    assert method == "show_text"
    assert "<b>Ctrl+Z</b>" in page
    # The declaration dialog's keys, one per kind, are listed too.
    assert ("Declaration dialog", "quick", "Q") in window.declaration_keys()
    assert "<td>Declaration dialog</td><td>sync</td><td><b>S</b></td>" in page
    # The change of HP and the rest, from the keyboard.
    assert ("Change HP…", "H") in listed
    assert (
        "<td>Combat tracker</td><td>Change field: HP, hope, fatigue or tension value</td><td><b>Up / Down</b>"
        in page
    )
    assert "<td>Combat tracker</td><td>Change field: apply to the selected</td><td><b>Enter</b>" in page
    assert "<td>Combat tracker</td><td>Type -3, +2 or 7 on a row: change its HP</td>" in page
    # And those of the check dialogs.
    assert ("2D6 check", "Add a reactor", "A") in window.check_keys()
    assert "<td>2D6 check</td><td>Opposed check on or off</td><td><b>O</b></td>" in page


def test_the_casting_board_follows_the_roster_selection(window: MainWindow) -> None:
    assert window.open_campaign(resource_path("samples", "demo.fhrc"))
    first = window.document.campaign.characters[0]
    window.roster.select(first.id)
    window.show_panel("board")
    assert window.board.character_id() == first.id


def test_the_panels_behind_the_tracker_are_built_when_first_shown(window: MainWindow, qtbot: QtBot) -> None:
    assert window.open_campaign(resource_path("samples", "demo.fhrc"))
    first = window.document.campaign.characters[0]
    window.roster.select(first.id)
    window.show()
    qtbot.waitExposed(window)
    assert window.panel_in(window.log_dock) is None, "the first picture does not wait for the log"
    assert window.panel_in(window.dice_dock) is None
    window.dice_dock.raise_()
    qtbot.waitUntil(lambda: window.panel_in(window.dice_dock) is not None)
    assert window.panel_in(window.dice_dock) is window.dice_roller
    assert window.dice_roller.isVisible()
    assert window.dice_roller.character_id == first.id, "it follows the selection made before it was built"
    window.build_panels()
    assert window.panel_in(window.log_dock) is window.log_panel
    assert window.panel_in(window.board_dock) is window.board
    assert window.board.character_id() == first.id


def test_the_log_panel_and_the_dice_roller_show_one_model_of_the_log(
    window: MainWindow, dialogs: FakeDialogs, qtbot: QtBot
) -> None:
    roller = window.dice_roller
    assert window.log_panel.model is roller.history_model, "a long log is kept and followed once"
    roller.expression_edit.setText("1D1>=1")  # a success whatever the dice
    assert roller.roll()
    assert window.log_panel.proxy.rowCount() == roller.history.rowCount() == 1

    def texts() -> list[str]:
        return [
            window.dice_roller.history.index(0, Column.TEXT).data(),
            window.log_panel.proxy.index(0, Column.TEXT).data(),
        ]

    english = texts()
    assert english[0] == english[1]
    assert "success" in english[0]
    # A new language builds both panels anew, and the one model they share with them, in its words.
    dialogs.preferences.append(Preferences(language="ja"))
    window.edit_preferences()
    try:
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "ファイル(&F)")
        assert window.dice_roller is not roller
        assert window.log_panel.model is window.dice_roller.history_model
        japanese = texts()
        assert japanese[0] == japanese[1]
        assert "成功" in japanese[0]
    finally:
        dialogs.preferences.append(Preferences(language="en"))
        window.edit_preferences()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&File")
    assert texts() == english


def test_switching_the_language_retranslates_the_open_window(
    window: MainWindow, dialogs: FakeDialogs, qtbot: QtBot
) -> None:
    aldo = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, "Aldo"))
    window.roster.select(aldo)
    file_menu = window.menuBar().actions()[0]
    assert file_menu.text() == "&File"
    # Named actions only: Qt makes and drops separators of its own (a menu bar's overflow) as it lays out.
    actions = sum(1 for action in window.findChildren(QAction) if action.text())
    dialogs.preferences.append(Preferences(language="ja"))
    window.edit_preferences()
    try:
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "ファイル(&F)")
        assert window.sheets.open_ids() == [aldo], "open sheets stay open"
        assert window.roster.current_id() == aldo, "the selection stays"
        assert window.document.undo_stack.count() == 1, "the document is untouched"
    finally:
        dialogs.preferences.append(Preferences(language="en"))
        window.edit_preferences()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&File")
    # Panels built before the switch are gone with their connections: editing must not reach them.
    window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.NPC, "Goblin"))
    window.document.run(sheet.delete_character, aldo)
    window.document.run(sheet.set_field, sheet.SetField(window.document.campaign.characters[0].id, "life", 2))
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    after = sum(1 for action in window.findChildren(QAction) if action.text())
    assert after == actions, "the old menus go with their actions"


def test_window_size_and_dock_layout_persist(
    window: MainWindow, dialogs: FakeDialogs, paths: AppPaths, qtbot: QtBot
) -> None:
    window.resize(760, 560)  # within the offscreen screen, which restoreGeometry clamps to
    window.log_dock.setFloating(True)
    assert window.close()
    again = MainWindow(Document(), window.context, dialogs)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (760, 560)
    assert again.log_dock.isFloating()


def test_the_first_window_fits_the_screen_it_opens_on(window: MainWindow, qtbot: QtBot) -> None:
    free = window.screen().availableGeometry()
    window.resize(free.width() + 300, free.height() + 200)  # as a layout saved on a larger monitor would
    window.move(free.topLeft() + QPoint(250, 150))
    window.show()
    qtbot.waitExposed(window)
    window.fit_to_screen()
    assert free.contains(window.frameGeometry())


def test_the_edit_menu_says_how_many_steps_undo_goes_back(window: MainWindow) -> None:
    edit_menu = next(a.menu() for a in window.menuBar().actions() if "Edit" in a.text())
    texts = [action.text() for action in edit_menu.actions()]
    line = window.undo_limit_action
    assert line.text() == f"Undo goes back up to {UNDO_LIMIT:,} steps"
    assert line.text() in texts
    assert not line.isEnabled()  # a line to read, not a command
    undo = next(action for action in edit_menu.actions() if action.text().startswith("&Undo"))
    assert undo.statusTip() == line.text()
