from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLabel, QLineEdit, QScrollArea, QSpinBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import (
    Campaign,
    Character,
    CharacterKind,
    Emotion,
    InfinityBreak,
    Pool,
    RuleOptions,
    Skill,
    StatKind,
)
from fhrtool.steps import sheet
from fhrtool.ui.sheet_editor import SheetEditor, SheetTabs, StatsModel
from tests.ui.conftest import FakeDialogs

KINDRED = Emotion(id="kindred", name_ja="気が合う", name_en="Kindred spirit", bond=2)
JEALOUSY = Emotion(id="jealousy", name_ja="嫉妬", name_en="Jealousy", bond=4, mad=True)
SLASH = Skill(id="slash", name="Slash")
WING = Skill(id="wing", name="Wing", is_extra=True)


def _document(**fields: object) -> Document:
    aldo = Character(
        id="aldo", name="Aldo", level=6, hope=Pool(current=2, maximum=3), skills=(SLASH, WING)
    ).model_copy(update=fields)
    bea = Character(id="bea", name="Bea", kind=CharacterKind.NPC)
    return Document(Campaign(characters=(aldo, bea), emotions=(KINDRED, JEALOUSY)))


def _aldo(document: Document) -> Character:
    return document.character("aldo")


@pytest.fixture
def editor(qtbot: QtBot, dialogs: FakeDialogs) -> SheetEditor:
    widget = SheetEditor(_document(), dialogs, "aldo")
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    return widget


def _retype(qtbot: QtBot, spin: QAbstractSpinBox, text: str) -> None:
    """Select the spin box's text and type over it, key by key."""
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, text)


# Identity


def test_typing_the_name_is_one_undo_step_and_keeps_the_cursor(qtbot: QtBot, editor: SheetEditor) -> None:
    document = editor._document
    editor.name_edit.setCursorPosition(2)
    qtbot.keyClicks(editor.name_edit, "xy")
    assert _aldo(document).name == "Alxydo"
    assert editor.name_edit.cursorPosition() == 4
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert editor.name_edit.text() == "Aldo"
    assert editor.name_edit.cursorPosition() == 4  # still where it was, within the shorter text
    document.undo_stack.redo()
    assert editor.name_edit.text() == "Alxydo"


def test_player_kind_level_and_notes(qtbot: QtBot, editor: SheetEditor) -> None:
    document = editor._document
    qtbot.keyClicks(editor.player_edit, "Mika")
    qtbot.keyClick(editor.kind_combo, Qt.Key.Key_Down)  # PC → NPC
    _retype(qtbot, editor.level_spin, "9")
    qtbot.keyClicks(editor.notes_edit, "Owes Bea")
    character = _aldo(document)
    assert (character.player, character.kind, character.level, character.notes) == (
        "Mika",
        CharacterKind.NPC,
        9,
        "Owes Bea",
    )
    assert document.undo_stack.count() == 4
    document.undo_stack.undo()
    assert editor.notes_edit.toPlainText() == ""
    document.undo_stack.undo()
    assert editor.level_spin.value() == 6
    document.undo_stack.undo()
    assert editor.kind_combo.currentData() == "pc"


def test_notes_keep_the_cursor_when_another_field_changes(qtbot: QtBot, editor: SheetEditor) -> None:
    qtbot.keyClicks(editor.notes_edit, "abc")
    cursor = editor.notes_edit.textCursor()
    cursor.setPosition(1)
    editor.notes_edit.setTextCursor(cursor)
    editor._document.run(sheet.set_field, sheet.SetField("aldo", "fatigue", 2))
    assert editor.notes_edit.textCursor().position() == 1
    editor._document.undo_stack.undo()
    editor._document.undo_stack.undo()
    assert editor.notes_edit.toPlainText() == ""


# FHR side


@pytest.mark.parametrize(
    ("reflex", "perception", "sense", "shown"),
    [("2", "1", "-1", "+3"), ("0", "2", "2", "+2"), ("-1", "0", "1", "+0")],  # RULES §8
)
def test_initiative_is_derived_as_you_type(
    qtbot: QtBot, editor: SheetEditor, reflex: str, perception: str, sense: str, shown: str
) -> None:
    for field, text in (("reflex", reflex), ("perception", perception), ("sense", sense)):
        _retype(qtbot, editor.ability_spins[field], text)
    assert editor.initiative_label.text() == shown
    assert editor.initiative_label.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    assert not isinstance(editor.initiative_label, QLineEdit)


def test_typing_a_spin_box_merges_into_one_step(qtbot: QtBot, editor: SheetEditor) -> None:
    document = editor._document
    _retype(qtbot, editor.life_spin, "12")
    assert _aldo(document).life == 12
    assert document.undo_stack.count() == 1
    _retype(qtbot, editor.will_spin, "3")
    document.undo_stack.undo()
    assert editor.will_spin.value() == 0
    assert editor.life_spin.value() == 12
    document.undo_stack.undo()
    assert editor.life_spin.value() == 0


def test_pc_ability_outside_the_limit_is_stored_and_marked(qtbot: QtBot, editor: SheetEditor) -> None:
    marker = editor._markers["reflex"]
    assert editor.problems.isHidden()
    assert marker.isHidden()
    _retype(qtbot, editor.ability_spins["reflex"], "3")
    assert _aldo(editor._document).reflex == 3  # the GM may override: the value is kept
    assert not marker.isHidden()
    assert marker.toolTip() == "the ability Reflex is 3; it must stay within -2..+2"
    assert not editor.problems.isHidden()
    assert editor.problems.text() == "⚠ the ability Reflex is 3; it must stay within -2..+2"
    assert editor.initiative_label.text() == "+3"


def test_no_field_moves_when_the_problems_line_comes_and_goes(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    editor = SheetEditor(_document(), dialogs, "aldo")
    qtbot.addWidget(editor)
    editor.resize(1366, 700)
    editor.show()
    qtbot.waitExposed(editor)
    fields = editor.findChildren(QAbstractSpinBox) + editor.findChildren(QLineEdit)

    def places() -> list[tuple[int, int]]:
        QApplication.sendPostedEvents()  # the layouts asked for so far, done
        return [field.mapTo(editor, field.rect().topLeft()).toTuple() for field in fields]

    def settled() -> bool:
        """Whether every field stands where it stood (a hidden line lays its box out again a moment
        later)."""
        return places() == before

    before = places()
    _retype(qtbot, editor.ability_spins["reflex"], "3")
    qtbot.waitUntil(lambda: editor.problems.isVisible() and settled())
    problems = editor.problems.geometry()
    assert editor.rect().contains(problems), "the line is seen whole"
    _retype(qtbot, editor.ability_spins["reflex"], "1")
    qtbot.waitUntil(lambda: editor.problems.isHidden() and settled())


def test_npc_abilities_are_free_unless_the_table_limits_them(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    document = _document(kind=CharacterKind.NPC, sense=4)
    editor = SheetEditor(document, dialogs, "aldo")
    qtbot.addWidget(editor)
    assert editor._markers["sense"].isHidden()
    document.edit(
        "Limit NPCs",
        lambda c: c.model_copy(update={"options": RuleOptions(npc_abilities_limited=True)}),
    )
    assert not editor._markers["sense"].isHidden()


def _note(editor: SheetEditor, field: str) -> QLabel:
    note = editor.findChild(QLabel, f"{field}_note")
    assert note is not None
    return note


def test_a_pool_takes_the_current_value_typed_before_the_maximum(qtbot: QtBot, editor: SheetEditor) -> None:
    document = editor._document
    note = _note(editor, "hope")
    assert note.isHidden()
    _retype(qtbot, editor.hope_current, "12")  # above the maximum 3, typed first
    assert editor.hope_current.text() == "12"  # what was typed stays on screen
    # Only the numbers in bounds are stored as they are typed: the "1" on the way to 12.
    assert _aldo(document).hope == Pool(current=1, maximum=3)
    assert not note.isHidden()
    assert note.text() == (
        "⚠ Hope: the current value 12 is above the maximum 3; raise the maximum or lower the current "
        "value. Not stored; the sheet keeps 1/3."
    )
    _retype(qtbot, editor.hope_maximum, "15")
    assert _aldo(document).hope == Pool(current=12, maximum=15)
    assert note.isHidden()
    assert (editor.hope_current.text(), editor.hope_maximum.text()) == ("12", "15")


def test_a_pool_takes_the_maximum_typed_before_the_current_value(qtbot: QtBot, editor: SheetEditor) -> None:
    document = editor._document
    _retype(qtbot, editor.hp_maximum, "150")
    _retype(qtbot, editor.hp_current, "120")
    assert _aldo(document).hp == Pool(current=120, maximum=150)
    assert _note(editor, "hp").isHidden()
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert (editor.hp_current.value(), editor.hp_maximum.value()) == (0, 0)


def test_a_maximum_lowered_below_the_current_value_is_explained_not_clamped(
    qtbot: QtBot, editor: SheetEditor
) -> None:
    document = editor._document
    _retype(qtbot, editor.hope_maximum, "1")
    assert _aldo(document).hope == Pool(current=2, maximum=3)
    assert editor.hope_maximum.text() == "1"
    assert "the current value 2 is above the maximum 1" in _note(editor, "hope").text()
    _retype(qtbot, editor.hope_current, "1")
    assert _aldo(document).hope == Pool(current=1, maximum=1)
    assert _note(editor, "hope").isHidden()


def test_an_unstored_pool_shows_the_sheet_again_when_the_sheet_changes(
    qtbot: QtBot, editor: SheetEditor
) -> None:
    document = editor._document
    _retype(qtbot, editor.hope_current, "9")
    _retype(qtbot, editor.life_spin, "4")  # another field: the typed hope stays
    assert editor.hope_current.text() == "9"
    document.run(sheet.set_pool, sheet.SetPool("aldo", "hope", 1, 2))  # the sheet's hope changes
    assert (editor.hope_current.value(), editor.hope_maximum.value()) == (1, 2)
    assert _note(editor, "hope").isHidden()


def test_fatigue_shows_its_penalty_when_the_table_uses_one(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    document = _document(fatigue=5)
    editor = SheetEditor(document, dialogs, "aldo")
    qtbot.addWidget(editor)
    assert editor.fatigue_note.text() == ""
    document.edit(
        "Fatigue penalty", lambda c: c.model_copy(update={"options": RuleOptions(fatigue_penalty_step=2)})
    )
    assert editor.fatigue_note.text() == "−2 dice"
    document.edit(
        "Fatigue penalty", lambda c: c.model_copy(update={"options": RuleOptions(fatigue_penalty_step=3)})
    )
    assert editor.fatigue_note.text() == "−1 die"


def test_extra_stats_are_added_renamed_valued_and_removed(
    qtbot: QtBot, editor: SheetEditor, qtmodeltester: ModelTester
) -> None:
    document = editor._document
    qtbot.mouseClick(editor.add_ability_button, Qt.MouseButton.LeftButton)
    (name_editor,) = [e for e in editor.stats_view.viewport().findChildren(QLineEdit) if e.isVisible()]
    name_editor.selectAll()
    qtbot.keyClicks(name_editor, "Charm")
    qtbot.keyClick(name_editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.stats_view.state() != editor.stats_view.State.EditingState)
    qtbot.mouseClick(editor.add_essence_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(editor.stats_view.viewport().findChildren(QLineEdit)[-1], Qt.Key.Key_Escape)
    model = editor.stats_model
    qtmodeltester.check(model)
    assert [(s.name, s.kind) for s in _aldo(document).extra_stats] == [
        ("Charm", StatKind.ABILITY),
        ("New essence", StatKind.ESSENCE),
    ]
    assert model.index(0, StatsModel.KIND).data() == "Ability"
    assert model.setData(model.index(0, StatsModel.VALUE), 3)
    assert _aldo(document).extra_stats[0].value == 3
    assert model.index(0, StatsModel.VALUE).data(Qt.ItemDataRole.ToolTipRole) == (
        "the ability Charm is 3; it must stay within -2..+2"
    )
    assert model.index(0, StatsModel.VALUE).data(Qt.ItemDataRole.DecorationRole) is not None
    assert model.index(1, StatsModel.VALUE).data(Qt.ItemDataRole.DecorationRole) is None
    assert not model.setData(model.index(0, StatsModel.KIND), "Essence")
    assert not model.setData(model.index(0, StatsModel.VALUE), 1, Qt.ItemDataRole.CheckStateRole)
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Value"
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.index(9, StatsModel.NAME).data() is None
    editor.stats_view.selectRow(0)
    qtbot.mouseClick(editor.remove_stat_button, Qt.MouseButton.LeftButton)
    assert [s.name for s in _aldo(document).extra_stats] == ["New essence"]
    qtmodeltester.check(model)
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert model.rowCount() == 0


def test_a_refused_stat_edit_is_explained(qtbot: QtBot, editor: SheetEditor, dialogs: FakeDialogs) -> None:
    stat_id = editor._document.run(sheet.add_stat, sheet.AddStat("aldo", StatKind.ESSENCE, "Luck"))
    model = editor.stats_model
    assert not model.setData(model.index(model.row_of(stat_id), StatsModel.VALUE), -1)
    assert dialogs.errors() == ["Luck: an essence cannot be negative"]
    editor._remove_stat()  # nothing selected: nothing removed
    assert len(_aldo(editor._document).extra_stats) == 1


# Free Casting side


def test_tension_value_has_a_meter_and_stays_in_range(qtbot: QtBot, editor: SheetEditor) -> None:
    _retype(qtbot, editor.tension_spin, "47")
    assert _aldo(editor._document).tension_value == 47
    assert editor.tension_meter.value() == 47
    assert editor.tension_spin.allowed() == (0, 100)
    assert (editor.tension_meter.minimum(), editor.tension_meter.maximum()) == (0, 100)
    editor.tension_spin.setFocus()
    qtbot.keyClick(editor.tension_spin, Qt.Key.Key_PageUp)  # steps stop at the range's end
    assert _aldo(editor._document).tension_value == 57
    for _ in range(6):
        qtbot.keyClick(editor.tension_spin, Qt.Key.Key_PageUp)
    assert _aldo(editor._document).tension_value == 100


def test_a_number_beyond_the_range_is_shown_and_explained_not_cut(qtbot: QtBot, editor: SheetEditor) -> None:
    note = _note(editor, "tension_value")
    _retype(qtbot, editor.tension_spin, "150")
    assert editor.tension_spin.text() == "150"  # not 15
    assert _aldo(editor._document).tension_value == 15  # the last number in range that was typed
    assert not note.isHidden()
    assert note.text() == "⚠ Tension value: 150 is above the maximum 100. Not stored; the sheet keeps 15."
    _retype(qtbot, editor.ability_spins["reflex"], "-1000")
    assert "Reflex: -1000 is below the minimum -999" in _note(editor, "reflex").text()
    _retype(qtbot, editor.tension_spin, "90")
    assert _aldo(editor._document).tension_value == 90
    assert note.isHidden()


def test_hp_concentration_and_the_initial_tension_hint(qtbot: QtBot, editor: SheetEditor) -> None:
    _retype(qtbot, editor.hp_maximum, "25")
    _retype(qtbot, editor.hp_current, "20")
    _retype(qtbot, editor.concentration_spin, "41")
    character = _aldo(editor._document)
    assert (character.hp, character.concentration) == (Pool(current=20, maximum=25), 41)
    assert editor.initial_tension_label.text() == "At scenario start: concentration + bonds = 41"


def test_unused_emotions_are_picked_from_the_catalogue_within_the_limit(
    qtbot: QtBot, editor: SheetEditor
) -> None:
    document = editor._document
    assert [editor.emotion_combo.itemText(i) for i in range(editor.emotion_combo.count())] == [
        "Kindred spirit · bond 2",
        "Jealousy · bond 4 · mad colour",
    ]
    for row in (0, 1, 1):
        editor.emotion_combo.setCurrentIndex(row)
        qtbot.mouseClick(editor.gain_emotion_button, Qt.MouseButton.LeftButton)
    assert _aldo(document).unused_emotions == ("kindred", "jealousy", "jealousy")
    assert editor.emotion_count.text() == "3 of 3"
    assert not editor.gain_emotion_button.isEnabled()
    assert editor.emotion_reason.text() == (
        "Aldo can hold at most 3 unused emotions: 3 held, 1 more is too many"
    )
    _retype(qtbot, editor.limit_spin, "4")
    assert editor.gain_emotion_button.isEnabled()
    assert editor.emotion_reason.isHidden()
    editor.emotion_list.setCurrentRow(1)
    qtbot.mouseClick(editor.discard_emotion_button, Qt.MouseButton.LeftButton)
    assert _aldo(document).unused_emotions == ("kindred", "jealousy")
    assert [editor.emotion_list.item(i).text() for i in range(2)] == [
        "Kindred spirit · bond 2",
        "Jealousy · bond 4 · mad colour",
    ]


def test_too_many_unused_emotions_are_marked(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    editor = SheetEditor(_document(unused_emotions=("kindred",) * 4), dialogs, "aldo")
    qtbot.addWidget(editor)
    assert editor._markers["unused_emotions"].toolTip() == "4 unused emotions; at most 3"
    assert not editor.discard_emotion_button.isEnabled()


def test_an_empty_catalogue_says_so(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    document = Document(Campaign(characters=(Character(id="aldo", name="Aldo"),)))
    editor = SheetEditor(document, dialogs, "aldo")
    qtbot.addWidget(editor)
    assert not editor.gain_emotion_button.isEnabled()
    assert editor.emotion_reason.text() == "The campaign's emotion list is empty."
    editor._gain_emotion()
    editor._discard_emotion()
    assert document.undo_stack.count() == 0


def test_registering_an_infinity_break_follows_and_explains_the_rules(
    qtbot: QtBot, editor: SheetEditor
) -> None:
    document = editor._document
    skills = [editor.register_skill_combo.itemText(i) for i in range(editor.register_skill_combo.count())]
    assert skills == ["Slash", "Wing (extra)"]
    assert editor.register_level_combo.currentData() == 3
    qtbot.mouseClick(editor.register_button, Qt.MouseButton.LeftButton)
    assert [(r.skill_id, r.level) for r in _aldo(document).infinity_breaks] == [("slash", 3)]
    assert editor.registration_list.item(0).text() == "Level 3: Slash"
    assert editor.register_level_combo.currentData() == 6  # the next open level
    editor.register_skill_combo.setCurrentIndex(1)
    assert not editor.register_button.isEnabled()
    assert editor.register_reason.text() == "the extra skill Wing cannot be registered as an Infinity Break"
    editor.register_skill_combo.setCurrentIndex(0)
    editor.register_level_combo.setCurrentIndex(editor.register_level_combo.findData(9))
    assert (
        editor.register_reason.text()
        == "level 9 is not open for an Infinity Break registration of Aldo; open: 6"
    )
    assert editor.skills.model.index(0, 0).data() == "Slash [IB ×1]"
    document.undo_stack.undo()
    assert editor.registration_list.count() == 0
    assert editor.skills.model.index(0, 0).data() == "Slash"


def test_registrations_show_use_and_broken_rules(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    registrations = tuple(InfinityBreak(skill_id="slash", level=level) for level in (3, 6, 9, 9))
    used = registrations[0].model_copy(update={"used_this_scenario": True})
    editor = SheetEditor(_document(level=9, infinity_breaks=(used, *registrations[1:])), dialogs, "aldo")
    qtbot.addWidget(editor)
    assert editor.registration_list.item(0).text() == "Level 3: Slash (used this scenario)"
    marker = editor._markers["infinity_breaks"]
    assert not marker.isHidden()
    assert "4 Infinity Break registrations; at most 3" in marker.toolTip()
    assert not editor.register_button.isEnabled()


def test_without_skills_registration_asks_for_one(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    editor = SheetEditor(_document(skills=()), dialogs, "aldo")
    qtbot.addWidget(editor)
    assert editor.register_reason.text() == "Add a skill first."
    editor._register()
    assert editor._document.undo_stack.count() == 0


def test_the_skills_table_belongs_to_the_character(qtbot: QtBot, editor: SheetEditor) -> None:
    assert editor.skills.model.rowCount() == 2
    qtbot.mouseClick(editor.skills.add_button, Qt.MouseButton.LeftButton)
    assert len(_aldo(editor._document).skills) == 3
    assert editor.register_skill_combo.count() == 3


def test_every_field_follows_undo_and_redo(qtbot: QtBot, editor: SheetEditor) -> None:
    document = editor._document
    spins: list[QSpinBox] = [
        editor.level_spin,
        editor.life_spin,
        editor.will_spin,
        *editor.ability_spins.values(),
        editor.fatigue_spin,
        editor.tension_spin,  # before concentration: a starting tension value follows concentration
        editor.concentration_spin,
    ]
    for spin in spins:
        _retype(qtbot, spin, "2")
    assert [spin.value() for spin in spins] == [2] * len(spins)
    assert document.undo_stack.count() == len(spins)
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert [spin.value() for spin in spins] == [6, 0, 0, 0, 0, 0, 0, 0, 0]
    while document.undo_stack.canRedo():
        document.undo_stack.redo()
    assert [spin.value() for spin in spins] == [2] * len(spins)


def test_the_sheet_fits_a_1280_by_800_window_without_clipping(qtbot: QtBot, editor: SheetEditor) -> None:
    editor.resize(1000, 700)  # what is left beside the roster dock, under menus and toolbar
    qtbot.waitUntil(lambda: editor.isVisible())
    scroll = editor.findChild(QScrollArea)
    assert scroll is not None
    assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width()
    assert not scroll.horizontalScrollBar().isVisible()


# Tabs


@pytest.fixture
def tabs(qtbot: QtBot, dialogs: FakeDialogs) -> SheetTabs:
    widget = SheetTabs(_document(), dialogs)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_open_character_opens_one_tab_per_character(tabs: SheetTabs) -> None:
    first = tabs.open_character("aldo")
    assert first is not None
    assert tabs.open_character("bea") is not None
    assert tabs.open_character("aldo") is first
    assert tabs.count() == 2
    assert tabs.currentWidget() is first
    assert tabs.open_ids() == ["aldo", "bea"]
    assert tabs.tabText(0) == "Aldo"
    assert tabs.tabToolTip(1) == "NPC: Bea"
    assert tabs.open_character("nobody") is None
    assert tabs.editor("nobody") is None


def test_tab_follows_renames(qtbot: QtBot, tabs: SheetTabs) -> None:
    tabs.open_character("aldo")
    tabs._document.run(sheet.set_field, sheet.SetField("aldo", "name", "Al & Co"))
    assert tabs.tabText(0) == "Al && Co"
    tabs._document.run(sheet.set_field, sheet.SetField("aldo", "kind", CharacterKind.NPC))
    assert tabs.tabToolTip(0) == "NPC: Al & Co"
    tabs._document.run(sheet.set_field, sheet.SetField("aldo", "name", ""))
    assert tabs.tabText(0) == "(unnamed)"
    tabs._document.run(sheet.set_field, sheet.SetField("aldo", "fatigue", 3))
    tabs._document.run(
        sheet.set_field, sheet.SetField("bea", "name", "Beatrice")
    )  # no tab: nothing to retitle
    assert tabs.tabText(0) == "(unnamed)"


def test_a_tab_closes_with_its_character_and_undo_reopens_nothing(qtbot: QtBot, tabs: SheetTabs) -> None:
    editor = tabs.open_character("aldo")
    tabs.open_character("bea")
    tabs._document.run(sheet.delete_character, "aldo")
    assert tabs.open_ids() == ["bea"]
    assert editor is not None
    editor.refresh()  # still alive until deleted later: showing a deleted character does nothing
    tabs._document.undo_stack.undo()
    assert tabs.open_ids() == ["bea"]


def test_closing_a_tab_and_replacing_the_campaign(qtbot: QtBot, tabs: SheetTabs) -> None:
    tabs.open_character("aldo")
    tabs.open_character("bea")
    tabs.tabCloseRequested.emit(0)
    assert tabs.open_ids() == ["bea"]
    tabs.open_character("aldo")
    opened = Campaign(characters=(Character(id="zed", name="Zed"), Character(id="aldo", name="Aldo 2")))
    tabs._document.replace(opened, None)
    assert tabs.open_ids() == ["aldo"]
    assert tabs.tabText(0) == "Aldo 2"
    editor = tabs.editor("aldo")
    assert editor is not None
    assert editor.name_edit.text() == "Aldo 2"
    tabs.close_character("nobody")
    assert tabs.count() == 1


def test_a_refused_field_edit_is_explained_and_the_field_shows_the_document(
    qtbot: QtBot, editor: SheetEditor, dialogs: FakeDialogs
) -> None:
    editor.notes_edit.insertPlainText("x" * 20_001)  # a paste beyond what a sheet may hold
    assert dialogs.calls[0][:2] == ("error", "Not changed")
    assert "notes" in dialogs.calls[0][2]
    assert editor.notes_edit.toPlainText() == ""
    assert editor._document.undo_stack.count() == 0


def test_edits_of_other_characters_leave_the_editor_alone(qtbot: QtBot, editor: SheetEditor) -> None:
    editor.name_edit.setText("Typing…")  # not pushed: the editor must not overwrite it
    editor._document.run(sheet.set_field, sheet.SetField("bea", "name", "Beatrice"))
    assert editor.name_edit.text() == "Typing…"


def test_an_emotion_taken_off_the_catalogue_still_shows(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    editor = SheetEditor(_document(unused_emotions=("gone",)), dialogs, "aldo")
    qtbot.addWidget(editor)
    assert editor.emotion_list.item(0).text() == "? gone · not on the emotion list"


def test_an_editor_of_a_character_that_is_gone_shows_and_edits_nothing(
    qtbot: QtBot, dialogs: FakeDialogs
) -> None:
    editor = SheetEditor(_document(), dialogs, "nobody")
    qtbot.addWidget(editor)
    assert editor.character() is None
    assert editor.name_edit.text() == ""
    editor.register_skill_combo.addItem("x", "x")
    editor.emotion_combo.addItem("x", "x")
    assert editor._document.undo_stack.count() == 0
