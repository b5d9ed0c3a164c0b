from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, Pool, RuleOptions


def _campaign(*names: str) -> Campaign:
    return Campaign(characters=tuple(Character(id=name.lower(), name=name) for name in names))


def _rename(character_id: str, name: str):
    def change(campaign: Campaign) -> Campaign:
        characters = tuple(
            c.model_copy(update={"name": name}) if c.id == character_id else c for c in campaign.characters
        )
        return campaign.model_copy(update={"characters": characters})

    return change


def test_edit_is_undoable_and_named(qtbot: QtBot) -> None:
    document = Document(_campaign("Aldo"))
    with qtbot.waitSignal(document.character_changed) as signal:
        assert document.edit("Rename Aldo", _rename("aldo", "Al"))
    assert signal.args == ["aldo", ["name"]]
    assert document.character("aldo").name == "Al"
    assert document.modified
    assert document.undo_stack.undoText() == "Rename Aldo"
    document.undo_stack.undo()
    assert document.character("aldo").name == "Aldo"
    assert not document.modified
    document.undo_stack.redo()
    assert document.character("aldo").name == "Al"


def test_edit_that_changes_nothing_pushes_nothing() -> None:
    document = Document(_campaign("Aldo"))
    assert not document.edit("Rename", _rename("aldo", "Aldo"))
    assert document.undo_stack.count() == 0


def test_a_refused_change_leaves_the_state_untouched() -> None:
    document = Document(_campaign("Aldo"))
    before = document.campaign

    def refuse(campaign: Campaign) -> Campaign:
        raise ValueError("no")

    with pytest.raises(ValueError, match="no"):
        document.edit("Refused", refuse)
    assert document.campaign is before
    assert document.undo_stack.count() == 0


def test_edits_with_the_same_merge_key_merge_into_one_step() -> None:
    document = Document(_campaign("Aldo"))
    for hope in (1, 2, 3):
        document.edit(
            f"Hope {hope}",
            lambda c, hope=hope: c.model_copy(
                update={
                    "characters": (
                        c.characters[0].model_copy(update={"hope": Pool(current=hope, maximum=5)}),
                    )
                }
            ),
            merge_key=("aldo", "hope"),
        )
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Hope 3"
    document.undo_stack.undo()
    assert document.character("aldo").hope.current == 0


def test_merging_back_to_the_start_leaves_no_step() -> None:
    document = Document(_campaign("Aldo"))
    document.edit("Rename", _rename("aldo", "Al"), merge_key="name")
    document.edit("Rename", _rename("aldo", "Aldo"), merge_key="name")
    assert document.undo_stack.count() == 0
    assert not document.modified


def test_roster_signals_give_rows(qtbot: QtBot) -> None:
    document = Document(_campaign("Aldo", "Bea"))

    def add(c: Campaign) -> Campaign:
        return c.model_copy(
            update={"characters": (c.characters[0], Character(id="cid", name="Cid"), c.characters[1])}
        )

    with qtbot.waitSignal(document.character_inserted) as inserted:
        document.edit("Add Cid", add)
    assert inserted.args == [1, "cid"]
    with qtbot.waitSignal(document.character_removed) as removed:
        document.undo_stack.undo()
    assert removed.args == [1, "cid"]
    with qtbot.waitSignal(document.roster_reset):
        document.edit("Reverse", lambda c: c.model_copy(update={"characters": c.characters[::-1]}))


def test_other_parts_of_the_campaign_have_their_own_signals(qtbot: QtBot) -> None:
    document = Document(_campaign("Aldo"))
    with qtbot.waitSignal(document.options_changed), qtbot.assertNotEmitted(document.encounter_changed):
        document.edit(
            "Rules", lambda c: c.model_copy(update={"options": RuleOptions(fatigue_penalty_step=3)})
        )
    with qtbot.waitSignal(document.campaign_changed):
        document.edit("Name", lambda c: c.model_copy(update={"name": "Moonlit"}))


def test_replace_and_mark_saved_reset_the_modified_state(qtbot: QtBot, tmp_path: Path) -> None:
    document = Document(_campaign("Aldo"))
    document.edit("Rename", _rename("aldo", "Al"))
    with qtbot.waitSignal(document.modified_changed) as signal:
        document.mark_saved(tmp_path / "a.fhrc")
    assert signal.args == [False]
    assert document.path == tmp_path / "a.fhrc"
    document.replace(_campaign("Bea"), None)
    assert document.undo_stack.count() == 0
    assert document.path is None
    assert [c.name for c in document.campaign.characters] == ["Bea"]


def test_an_edit_that_adds_one_character_and_changes_another_announces_both(qtbot: QtBot) -> None:
    document = Document(_campaign("Aldo"))

    def add_and_rename(campaign: Campaign) -> Campaign:
        renamed = campaign.characters[0].model_copy(update={"name": "Al"})
        return campaign.model_copy(update={"characters": (renamed, Character(id="bea", name="Bea"))})

    with (
        qtbot.waitSignal(document.character_inserted),
        qtbot.waitSignal(document.character_changed) as changed,
    ):
        document.edit("Add and rename", add_and_rename)
    assert changed.args == ["aldo", ["name"]]


def test_merge_base_is_the_state_before_a_run_of_merging_edits() -> None:
    document = Document(_campaign("Aldo"))
    start = document.campaign
    assert document.merge_base("name") is start
    document.edit("Rename", _rename("aldo", "Al"), merge_key="name")
    document.edit("Rename", _rename("aldo", "Alf"), merge_key="name")
    assert document.merge_base("name") == start  # made again from the campaign shown
    assert document.merge_base("name").characters[0].name == "Aldo"
    assert document.merge_base("other") is document.campaign
    assert document.merge_base(None) is document.campaign
