"""Importing shared sheets in the application: a character the campaign has is updated after the user saw
its changes (or added as a copy), several sheets are one undo step."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from fhrtool.app.context import AppContext, Settings, SheetChoice
from fhrtool.app.document import Document
from fhrtool.app.files import FileController
from fhrtool.app.i18n import Translations
from fhrtool.exchange.sheet import sheet_of
from fhrtool.model import Campaign, Character, Pool
from fhrtool.steps.merge import Group
from fhrtool.storage.files import write_sheet
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences
from tests.app.prompts import FakePrompts

YUU = Character(id="yuu", name="天城 ユウ", level=2, hope=Pool(current=2, maximum=3))
REI = Character(id="rei", name="白河 レイ", level=4)


@pytest.fixture
def prompts() -> FakePrompts:
    return FakePrompts()


@pytest.fixture
def files(qapp: QApplication, prompts: FakePrompts) -> Iterator[FileController]:
    paths = AppPaths.default()
    context = AppContext(paths, Settings(paths, Preferences()), Translations(resource_path("i18n")), prompts)
    controller = FileController(Document(Campaign(characters=(YUU, REI))), context)
    yield controller
    controller._document.undo_stack.setClean()
    controller.close()


def _document(files: FileController) -> Document:
    return files._document


def _sheet_file(folder: Path, character: Character, name: str) -> Path:
    folder.mkdir(exist_ok=True)
    path = folder / name
    campaign = Campaign(characters=(character,))
    write_sheet(path, sheet_of(campaign, character).model_copy(update={"base": None}))
    return path


def test_a_sheet_of_a_character_there_updates_it_after_the_user_chose(
    files: FileController, prompts: FakePrompts, tmp_path: Path
) -> None:
    leveled = YUU.model_copy(update={"level": 3, "hope": Pool(current=2, maximum=4), "notes": "n"})
    path = _sheet_file(tmp_path, leveled, "yuu.fhrs")
    prompts.sheet_choices.append(SheetChoice.UPDATE)
    prompts.takes.append(frozenset({("field", "level"), ("notes",)}))
    assert files.import_sheets([path])
    (comparison,) = prompts.comparisons
    assert comparison.groups == (Group.SHEET, Group.NOTES)
    assert prompts.calls[0][2].startswith("yuu.fhrs: 天城 ユウ is already in the campaign")
    document = _document(files)
    yuu = document.campaign.character("yuu")
    assert (yuu.level, yuu.hope.maximum, yuu.notes) == (3, 3, "n")  # the hope maximum was kept
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Update 天城 ユウ from the sheet (2 changes)"
    document.undo_stack.undo()
    assert document.campaign == Campaign(characters=(YUU, REI))


def test_add_copies_skip_and_cancel_change_nothing(
    files: FileController, prompts: FakePrompts, tmp_path: Path
) -> None:
    path = _sheet_file(tmp_path, YUU.model_copy(update={"level": 5}), "yuu.fhrs")
    document = _document(files)
    prompts.sheet_choices.append(SheetChoice.SKIP)
    assert not files.import_sheets([path])
    prompts.sheet_choices.append(SheetChoice.UPDATE)
    prompts.takes.append(None)
    assert not files.import_sheets([path])
    assert document.undo_stack.count() == 0
    prompts.sheet_choices.append(SheetChoice.ADD)
    assert files.import_sheets([path])
    assert [c.name for c in document.campaign.characters] == ["天城 ユウ", "白河 レイ", "天城 ユウ (2)"]


def test_a_sheet_with_nothing_new_says_so(
    files: FileController, prompts: FakePrompts, tmp_path: Path
) -> None:
    path = _sheet_file(tmp_path, YUU, "yuu.fhrs")
    prompts.sheet_choices.append(SheetChoice.UPDATE)
    assert not files.import_sheets([path])
    assert prompts.calls[-1][:2] == ("information", "Nothing to update")


def test_a_namesake_is_updated_only_when_the_user_says_it_is_the_same(
    files: FileController, prompts: FakePrompts, tmp_path: Path
) -> None:
    namesake = Character(id="another", name="天城 ユウ", level=7)
    path = _sheet_file(tmp_path, namesake, "yuu.fhrs")
    prompts.sheet_choices.append(SheetChoice.UPDATE)
    prompts.takes.append(frozenset({("field", "level")}))
    assert files.import_sheets([path])
    assert "not the one this sheet was made from (another id)" in prompts.calls[0][2]
    assert [c.id for c in _document(files).campaign.characters] == ["yuu", "rei"]
    assert _document(files).campaign.character("yuu").level == 7


def test_a_folder_of_sheets_is_one_comparison_per_character_and_one_undo_step(
    files: FileController, prompts: FakePrompts, tmp_path: Path
) -> None:
    folder = tmp_path / "after-session"
    _sheet_file(folder, YUU.model_copy(update={"level": 3}), "a-yuu.fhrs")
    _sheet_file(folder, REI.model_copy(update={"level": 5}), "b-rei.fhrs")
    _sheet_file(folder, Character(id="kai", name="カイ"), "c-kai.fhrs")
    (folder / "notes.txt").write_text("not a sheet", encoding="utf-8")
    (folder / "d-broken.fhrs").write_text("{", encoding="utf-8")
    prompts.sheet_choices.extend([SheetChoice.UPDATE, SheetChoice.UPDATE])
    prompts.takes.extend([frozenset({("field", "level")}), frozenset({("field", "level")})])
    assert files.import_sheets([folder])
    assert [c.ours.name for c in prompts.comparisons] == ["天城 ユウ", "白河 レイ"]
    document = _document(files)
    assert [(c.name, c.level) for c in document.campaign.characters] == [
        ("天城 ユウ", 3),
        ("白河 レイ", 5),
        ("カイ", 1),
    ]
    assert [entry.kind for entry in document.campaign.log] == ["sheet_taken"] * 3
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Import 3 sheets"
    assert [call[1] for call in prompts.calls if call[0] == "error"] == ["Could not import the sheet"]
    document.undo_stack.undo()
    assert document.campaign == Campaign(characters=(YUU, REI))


def test_a_folder_without_sheets_says_so(files: FileController, prompts: FakePrompts, tmp_path: Path) -> None:
    assert not files.import_sheets([tmp_path])
    assert prompts.calls == [("information", "Import sheets", f"{tmp_path} holds no sheet files (*.fhrs).")]
