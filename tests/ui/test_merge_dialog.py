"""The comparison dialog, driven by keys: take, keep, cancel; and its pictures at 1366×768."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from fhrtool.app.i18n import Translations
from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    Emotion,
    Encounter,
    InfinityBreak,
    Pool,
    Sheet,
    Skill,
    TensionMode,
)
from fhrtool.steps.merge import Comparison, compare
from fhrtool.storage.paths import resource_path
from fhrtool.ui.merge_dialog import MergeDialog

GET_ALONG = Emotion(id="get-along", name_ja="気が合う", name_en="Get along", bond=2)
JEALOUSY = Emotion(id="jealousy", name_ja="嫉妬", name_en="Jealousy", bond=4, mad=True)
SLASH = Skill(id="slash", name="斬撃", cost=3, tension_bonus=2, effect="ダメージ+《1D》")
REI_ENTRY = BoardEntry(id="e-rei", target_id="rei", target_name="白河 レイ", emotions=("get-along",), bond=2)
BASE = Character(
    id="yuu",
    name="天城 ユウ",
    level=2,
    hope=Pool(current=2, maximum=3),
    hp=Pool(current=20, maximum=24),
    skills=(SLASH,),
    infinity_breaks=(InfinityBreak(id="ib-1", skill_id="slash", level=3),),
    casting_board=(REI_ENTRY,),
    tension_value=43,
)


def _comparison(*, fight: bool = False) -> Comparison:
    """The player levelled up and wrote a note; the GM's table changed the level too and took HP."""
    ours = BASE.model_copy(update={"level": 4, "hp": Pool(current=15, maximum=24)})
    theirs = BASE.model_copy(
        update={
            "level": 3,
            "hope": Pool(current=1, maximum=4),
            "hp": Pool(current=24, maximum=26),
            "skills": (SLASH, Skill(id="guard", name="守りの構え", cost=2)),
            "casting_board": (),
            "tension_value": 50,
            "notes": "次のセッションで兄を探す",
        }
    )
    encounter = Encounter(mode=TensionMode.HIGH if fight else TensionMode.LOW)
    campaign = Campaign(
        characters=(ours, Character(id="rei", name="白河 レイ")),
        emotions=(GET_ALONG, JEALOUSY),
        encounter=encounter,
    )
    return compare(campaign, "yuu", Sheet(character=theirs, emotions=(GET_ALONG,), base=BASE))


def _dialog(qtbot: QtBot, comparison: Comparison) -> MergeDialog:
    dialog = MergeDialog(comparison)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.tree.setFocus()
    return dialog


def _rows(dialog: MergeDialog) -> dict[str, Qt.CheckState | None]:
    tree = dialog.tree
    rows: dict[str, Qt.CheckState | None] = {}
    for index in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(index)
        assert top is not None
        for row in range(top.childCount()):
            child = top.child(row)
            assert child is not None
            checkable = bool(child.flags() & Qt.ItemFlag.ItemIsUserCheckable)
            rows[child.text(0)] = child.checkState(0) if checkable else None
    return rows


def _go_to(qtbot: QtBot, dialog: MergeDialog, text: str) -> None:
    """Walk down the list with the arrow key until the row ``text`` is the current one."""
    tree = dialog.tree
    for _ in range(40):
        current = tree.currentItem()
        if current is not None and current.text(0) == text:
            return
        qtbot.keyClick(tree, Qt.Key.Key_Down)
    raise AssertionError(f"no row {text!r}")


CHECKED, UNCHECKED = Qt.CheckState.Checked, Qt.CheckState.Unchecked


def test_the_dialog_checks_the_sheet_s_changes_and_leaves_conflicts_to_the_user(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _comparison())
    assert _rows(dialog) == {
        "Level": UNCHECKED,  # changed in the campaign too
        "Hope (current)": CHECKED,
        "Hope (maximum)": CHECKED,
        "HP (current)": UNCHECKED,
        "HP (maximum)": CHECKED,
        "Skill 守りの構え": CHECKED,
        "Entry 白河 レイ": None,  # against the rules: no box at all
        "Tension value": CHECKED,
        "Notes": CHECKED,
    }
    assert "3 of them are conflicts" in dialog.summary.text()
    entry = dialog.tree.findItems("Entry 白河 レイ", Qt.MatchFlag.MatchRecursive)[0]
    assert "外すことができない" in entry.text(3)
    board = entry.parent()
    assert board is not None
    assert not board.flags() & Qt.ItemFlag.ItemIsUserCheckable  # nothing in the group can be taken
    level = dialog.tree.findItems("Level", Qt.MatchFlag.MatchRecursive)[0]
    assert (level.text(1), level.text(2)) == ("4", "3")
    assert "both had 2" in level.text(3)


def test_space_takes_a_conflict_and_keeps_a_change_then_enter_takes_the_checked(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _comparison())
    _go_to(qtbot, dialog, "Level")
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Space)  # take the sheet's level after all
    _go_to(qtbot, dialog, "Notes")
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Space)  # keep the campaign's notes
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.taken() == frozenset(
        {
            ("field", "level"),
            ("pool", "hope", "current"),
            ("pool", "hope", "maximum"),
            ("pool", "hp", "maximum"),
            ("skill", "guard"),
            ("tension",),
        }
    )


def test_space_on_a_group_keeps_or_takes_all_of_it(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _comparison())
    group = dialog.tree.currentItem()
    assert group is not None
    assert group.text(0) == "Sheet and pools"
    assert group.checkState(0) == Qt.CheckState.PartiallyChecked
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Space)  # partly → all of it, the conflict too
    assert group.checkState(0) == CHECKED
    assert {k: v for k, v in _rows(dialog).items() if k in ("Level", "HP (current)")} == {
        "Level": CHECKED,
        "HP (current)": CHECKED,
    }
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Space)  # all → none
    assert group.checkState(0) == UNCHECKED
    assert dialog.taken() == frozenset({("skill", "guard"), ("tension",), ("notes",)})


def test_a_change_against_the_rules_cannot_be_checked(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _comparison())
    _go_to(qtbot, dialog, "Entry 白河 レイ")
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Space)
    qtbot.keyClick(dialog.tree, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)  # take all
    assert ("entry", "e-rei") not in dialog.taken()
    assert len(dialog.taken()) == 8


def test_keep_all_and_take_all_by_keys(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _comparison())
    qtbot.keyClick(dialog.tree, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert dialog.taken() == frozenset()
    qtbot.keyClick(dialog.tree, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert ("field", "level") in dialog.taken()


def test_escape_cancels(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _comparison())
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_with_a_fight_running_current_values_are_kept_and_say_why(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _comparison(fight=True))
    rows = _rows(dialog)
    assert (rows["Hope (current)"], rows["HP (current)"], rows["Tension value"]) == (UNCHECKED,) * 3
    assert rows["Hope (maximum)"] == CHECKED
    assert "A fight is running" in dialog.summary.text()
    hope = dialog.tree.findItems("Hope (current)", Qt.MatchFlag.MatchRecursive)[0]
    assert hope.text(3) == "A fight is running"
    # What a fight does not keep (a maximum) is taken as ever, with no reason shown.
    maximum = dialog.tree.findItems("Hope (maximum)", Qt.MatchFlag.MatchRecursive)[0]
    assert maximum.text(3) == ""


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    translations = Translations(resource_path("i18n"))
    translations.use(request.param)
    yield request.param
    translations.use("en")


def test_the_dialog_at_1366x768(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    dialog = _dialog(qtbot, _comparison(fight=True))
    dialog.resize(1366, 768)
    picture = dialog.grab()
    assert (picture.width(), picture.height()) == (1366, 768)
    assert picture.save(str(tmp_path / f"merge-{language}.png"))
    title = dialog.windowTitle()
    assert title == ("Update 天城 ユウ from the sheet" if language == "en" else "天城 ユウ をシートから更新")
    header = dialog.tree.headerItem()
    assert header is not None
    # Every column's heading and the groups are in view, none cut off by the next column.
    for column in range(4):
        assert dialog.tree.columnViewportPosition(column) + 40 < dialog.tree.viewport().width()
    assert sum(dialog.tree.columnWidth(column) for column in range(3)) < dialog.tree.viewport().width()
