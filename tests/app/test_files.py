"""FileController: saving over a file another program changed, and recovery files per window."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fhrtool import cli
from fhrtool.app.context import AppContext, DiskChoice, Settings
from fhrtool.app.document import Document
from fhrtool.app.files import FileController
from fhrtool.app.i18n import Translations
from fhrtool.model import Campaign, Character, Sheet
from fhrtool.rules import RuleError
from fhrtool.storage import files as files_module
from fhrtool.storage import recovery, stamp
from fhrtool.storage.errors import SaveError
from fhrtool.storage.files import read_campaign, write_campaign, write_sheet
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences
from fhrtool.storage.recovery import DISCARDED_DAYS, discarded_dir, find_recoveries
from tests.app.prompts import FakePrompts
from tests.samples.log import entries

DAY = 86_400.0
START = 1_900_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def paths() -> AppPaths:
    return AppPaths.default()


@pytest.fixture
def prompts() -> FakePrompts:
    return FakePrompts()


@pytest.fixture
def clock() -> Clock:
    return Clock()


Make = Callable[[], FileController]


@pytest.fixture
def make(qapp: QApplication, paths: AppPaths, prompts: FakePrompts, clock: Clock) -> Iterator[Make]:
    """``make()`` gives the FileController of another window on the same user folders; all are closed
    (their changes discarded) at the end."""
    made: list[FileController] = []

    def window() -> FileController:
        context = AppContext(
            paths, Settings(paths, Preferences()), Translations(resource_path("i18n")), prompts
        )
        files = FileController(Document(), context, clock=clock)
        made.append(files)
        return files

    yield window
    for files in made:
        files._document.undo_stack.setClean()
        files.close()


def _names(campaign: Campaign) -> list[str]:
    return [character.name for character in campaign.characters]


def _rename(files: FileController, name: str) -> None:
    files._document.edit("rename", lambda c: c.model_copy(update={"name": name}))


def _add(files: FileController, name: str) -> None:
    files._document.edit(
        "add", lambda c: c.model_copy(update={"characters": (*c.characters, Character(name=name))})
    )


@pytest.fixture
def moon(tmp_path: Path) -> Path:
    path = tmp_path / "moon.fhrc"
    write_campaign(path, Campaign(name="Moon", characters=(Character(name="Aldo"),)))
    return path


def _import_elsewhere(moon: Path, tmp_path: Path) -> None:
    """``fhrtool import`` into the file while the window has it open."""
    sheet = tmp_path / "bea.fhrs"
    write_sheet(sheet, Sheet(character=Character(name="Bea")))
    assert cli.main(["import", str(sheet), "--into", str(moon)]) == 0


# -- saving over a file changed by another program ------------------------------------------------


def test_an_import_after_opening_is_noticed_and_cancel_changes_nothing(
    make: Make, prompts: FakePrompts, moon: Path, tmp_path: Path
) -> None:
    files = make()
    assert files.open(moon)
    _add(files, "Cara")
    _import_elsewhere(moon, tmp_path)
    assert files.changed_on_disk()
    prompts.disk.append(DiskChoice.CANCEL)
    assert not files.save(moon)
    assert prompts.asked() == ["ask_changed_on_disk"]
    assert prompts.can_reload == [True]
    assert "moon.fhrc" in prompts.calls[0][2]
    assert _names(read_campaign(moon).value) == ["Aldo", "Bea"]
    assert files._document.modified


def test_overwrite_replaces_the_changed_file(
    make: Make, prompts: FakePrompts, moon: Path, tmp_path: Path
) -> None:
    files = make()
    assert files.open(moon)
    _add(files, "Cara")
    _import_elsewhere(moon, tmp_path)
    prompts.disk.append(DiskChoice.OVERWRITE)
    assert files.save(moon)
    assert _names(read_campaign(moon).value) == ["Aldo", "Cara"]
    assert not files._document.modified
    assert not files.changed_on_disk(), "what it saved is what it knows"


def test_save_as_keeps_both(make: Make, prompts: FakePrompts, moon: Path, tmp_path: Path) -> None:
    files = make()
    assert files.open(moon)
    _add(files, "Cara")
    _import_elsewhere(moon, tmp_path)
    prompts.disk.append(DiskChoice.SAVE_AS)
    prompts.paths.append(tmp_path / "moon-mine")
    assert files.save(moon)
    assert prompts.asked() == ["ask_changed_on_disk", "save_path"]
    assert _names(read_campaign(moon).value) == ["Aldo", "Bea"]
    assert _names(read_campaign(tmp_path / "moon-mine.fhrc").value) == ["Aldo", "Cara"]
    assert files._document.path == tmp_path / "moon-mine.fhrc"


def test_save_as_cancelled_saves_nothing(
    make: Make, prompts: FakePrompts, moon: Path, tmp_path: Path
) -> None:
    files = make()
    assert files.open(moon)
    _import_elsewhere(moon, tmp_path)
    prompts.disk.append(DiskChoice.SAVE_AS)
    prompts.paths.append(None)
    assert not files.save(moon)
    assert _names(read_campaign(moon).value) == ["Aldo", "Bea"]


def test_reload_opens_the_file_as_it_is_and_sets_this_windows_changes_aside(
    make: Make, prompts: FakePrompts, paths: AppPaths, moon: Path, tmp_path: Path
) -> None:
    files = make()
    assert files.open(moon)
    _add(files, "Cara")
    _import_elsewhere(moon, tmp_path)
    prompts.disk.append(DiskChoice.RELOAD)
    assert not files.save(moon)
    assert _names(files._document.campaign) == ["Aldo", "Bea"]
    assert not files._document.modified
    assert _names(read_campaign(moon).value) == ["Aldo", "Bea"]
    (kept,) = discarded_dir(paths).iterdir()
    assert _names(read_campaign(kept).value) == ["Aldo", "Cara"]
    assert not files.changed_on_disk()


def test_reload_keeps_the_changes_open_when_they_cannot_be_set_aside(
    make: Make, prompts: FakePrompts, moon: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = make()
    assert files.open(moon)
    _add(files, "Cara")
    _import_elsewhere(moon, tmp_path)

    def full(*_args: object) -> Path:
        raise SaveError("the disk is full", path=tmp_path)

    monkeypatch.setattr("fhrtool.app.files.keep_aside", full)
    prompts.disk.append(DiskChoice.RELOAD)
    assert not files.save(moon)
    assert prompts.asked() == ["ask_changed_on_disk", "error"]
    assert _names(files._document.campaign) == ["Aldo", "Cara"]
    assert files._document.modified


def test_two_windows_on_one_file_the_second_save_asks(make: Make, prompts: FakePrompts, moon: Path) -> None:
    first, second = make(), make()
    assert first.open(moon)
    assert second.open(moon)
    _add(first, "Cara")
    _add(second, "Dino")
    assert first.save(moon)
    assert prompts.calls == []
    prompts.disk.append(DiskChoice.CANCEL)
    assert not second.save(moon)
    assert _names(read_campaign(moon).value) == ["Aldo", "Cara"]


def test_an_unchanged_or_only_touched_file_is_saved_without_asking(
    make: Make, prompts: FakePrompts, moon: Path
) -> None:
    files = make()
    assert files.open(moon)
    _add(files, "Cara")
    assert files.save(moon)
    info = moon.stat()
    os.utime(moon, ns=(info.st_atime_ns, info.st_mtime_ns + 10_000_000_000))
    _add(files, "Dino")
    assert files.save(moon)
    assert prompts.calls == []
    assert _names(read_campaign(moon).value) == ["Aldo", "Cara", "Dino"]


def test_a_deleted_file_asks_without_reload_and_overwrite_saves_it_again(
    make: Make, prompts: FakePrompts, moon: Path
) -> None:
    files = make()
    assert files.open(moon)
    moon.unlink()
    prompts.disk.append(DiskChoice.OVERWRITE)
    assert files.save(moon)
    assert prompts.can_reload == [False]
    assert "deleted" in prompts.calls[0][2]
    assert _names(read_campaign(moon).value) == ["Aldo"]


def test_save_as_onto_the_changed_file_asks_too(
    make: Make, prompts: FakePrompts, moon: Path, tmp_path: Path
) -> None:
    files = make()
    assert files.open(moon)
    _import_elsewhere(moon, tmp_path)
    prompts.paths.append(moon)
    prompts.disk.append(DiskChoice.CANCEL)
    assert not files.save_as()
    assert prompts.asked() == ["save_path", "ask_changed_on_disk"]
    assert _names(read_campaign(moon).value) == ["Aldo", "Bea"]


def test_saving_under_another_name_does_not_ask(
    make: Make, prompts: FakePrompts, moon: Path, tmp_path: Path
) -> None:
    files = make()
    assert files.open(moon)
    _import_elsewhere(moon, tmp_path)
    assert files.save(tmp_path / "other.fhrc")
    assert prompts.calls == []


def test_the_change_is_told_once_when_the_window_comes_back(make: Make, moon: Path, tmp_path: Path) -> None:
    files = make()
    assert files.disk_notice() is None, "an untitled campaign has no file to change"
    assert files.open(moon)
    assert files.disk_notice() is None
    _import_elsewhere(moon, tmp_path)
    notice = files.disk_notice()
    assert notice is not None
    assert "moon.fhrc" in notice
    assert files.disk_notice() is None
    moon.unlink()
    assert files.disk_notice() is not None, "another change, told again"


def test_telling_a_change_reads_the_file_once(
    make: Make, moon: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = make()
    assert files.open(moon)
    _import_elsewhere(moon, tmp_path)
    read: list[Path] = []
    digest = stamp._digest
    monkeypatch.setattr(stamp, "_digest", lambda path: read.append(path) or digest(path))
    assert files.disk_notice() is not None
    assert read == [moon]


def test_saving_knows_what_it_wrote_without_reading_it_back(
    make: Make, moon: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = make()
    assert files.open(moon)
    read: list[Path] = []
    digest = stamp._digest
    monkeypatch.setattr(stamp, "_digest", lambda path: read.append(path) or digest(path))
    assert files.save(moon)
    assert read == [], "the bytes written are hashed, not the file read back"
    monkeypatch.undo()
    assert files._on_disk == stamp.stamp_of(moon)
    assert not files.changed_on_disk()


# -- recovery files, one per window ---------------------------------------------------------------


def test_two_windows_autosave_apart_and_closing_one_keeps_the_others(
    make: Make, paths: AppPaths, moon: Path
) -> None:
    first, second = make(), make()
    for files, name in ((first, "first"), (second, "second")):
        assert files.open(moon)
        _rename(files, name)
        assert files.autosave()
    written = sorted(paths.recovery_dir.glob("*.fhrc"))
    assert len(written) == 2
    first.close()
    (left,) = paths.recovery_dir.glob("*.fhrc")
    assert read_campaign(left).value.name == "second"
    assert find_recoveries(paths, moon) == [], "the second window still runs"


def test_a_running_windows_work_is_not_offered_to_a_window_opening_the_file(
    make: Make, prompts: FakePrompts, moon: Path
) -> None:
    first = make()
    assert first.open(moon)
    _rename(first, "unsaved")
    assert first.autosave()
    assert make().open(moon)
    assert prompts.calls == []


def _crash(files: FileController) -> None:
    """The window's process ends without closing it: its lock goes, its recovery file stays."""
    files._timer.stop()
    files._instance.release()


def _crashed(make: Make, moon: Path, *names: str) -> None:
    """A window opens ``moon``, renames the campaign to each of ``names``, autosaves and crashes."""
    crashed = make()
    assert crashed.open(moon)
    for name in names:
        _rename(crashed, name)
    assert crashed.autosave()
    _crash(crashed)


def test_after_a_crash_the_work_is_offered_with_name_time_and_count_and_restored(
    make: Make, prompts: FakePrompts, paths: AppPaths, moon: Path
) -> None:
    _crashed(make, moon, "one", "two")
    prompts.restore.append(True)
    files = make()
    assert files.open(moon)
    ((method, _title, text),) = prompts.calls
    assert method == "ask_restore"
    assert "moon.fhrc" in text
    assert "Unsaved changes: 2." in text
    assert str(discarded_dir(paths)) in text
    assert files._document.campaign.name == "two"
    assert files._document.modified
    files._document.undo_stack.undo()
    assert files._document.campaign.name == "Moon"
    assert find_recoveries(paths, moon) == [], "offered once"


def test_declining_sets_the_work_aside_and_it_is_cleaned_after_the_days(
    make: Make, prompts: FakePrompts, paths: AppPaths, clock: Clock, moon: Path
) -> None:
    _crashed(make, moon, "lost?")
    prompts.restore.append(False)
    files = make()
    assert files.open(moon)
    assert files._document.campaign.name == "Moon"
    (aside,) = discarded_dir(paths).iterdir()
    assert read_campaign(aside).value.name == "lost?"
    assert find_recoveries(paths, moon) == []
    clock.now = START + (DISCARDED_DAYS - 1) * DAY
    make()
    assert aside.exists()
    clock.now = START + (DISCARDED_DAYS + 1) * DAY
    make()
    assert not aside.exists()


def test_an_outdated_recovery_file_is_set_aside_without_asking(
    make: Make, prompts: FakePrompts, paths: AppPaths, moon: Path
) -> None:
    _crashed(make, moon, "older")
    (left,) = paths.recovery_dir.glob("*.fhrc")
    info = left.stat()
    os.utime(left, ns=(info.st_atime_ns, moon.stat().st_mtime_ns - 10_000_000_000))
    assert make().open(moon)
    assert prompts.calls == []
    assert len(list(discarded_dir(paths).iterdir())) == 1


def test_of_several_crashed_windows_one_is_restored_and_the_rest_set_aside(
    make: Make, prompts: FakePrompts, paths: AppPaths, moon: Path
) -> None:
    crashed = [make(), make()]
    for files, name in zip(crashed, ("first", "second"), strict=True):
        assert files.open(moon)
        _rename(files, name)
        assert files.autosave()
    for files in crashed:
        _crash(files)
    prompts.restore.extend([False, True])
    files = make()
    assert files.open(moon)
    assert prompts.asked() == ["ask_restore", "ask_restore"]
    assert files._document.campaign.name in {"first", "second"}
    assert len(list(discarded_dir(paths).iterdir())) == 2
    assert len(list(paths.recovery_dir.glob("*.fhrc"))) == 1, "the restored work, autosaved by this window"


def test_a_broken_recovery_file_is_reported_and_set_aside(
    make: Make, prompts: FakePrompts, paths: AppPaths, moon: Path
) -> None:
    _crashed(make, moon, "broken")
    (left,) = paths.recovery_dir.glob("*.fhrc")
    left.write_bytes(left.read_bytes()[:40])
    files = make()
    assert files.open(moon)
    ((method, _title, text),) = prompts.calls
    assert method == "error"
    assert str(discarded_dir(paths)) in text
    assert len(list(discarded_dir(paths).iterdir())) == 1


def test_save_as_of_an_untitled_campaign_removes_its_recovery_file(
    make: Make, prompts: FakePrompts, paths: AppPaths, tmp_path: Path
) -> None:
    files = make()
    files.new()
    _rename(files, "Evening")
    assert files.autosave()
    assert list(paths.recovery_dir.glob("untitled.*.fhrc"))
    prompts.paths.append(tmp_path / "evening")
    assert files.save_as()
    assert list(paths.recovery_dir.glob("*.fhrc")) == []
    _crash(files)
    fresh = make()
    fresh.new()
    assert not fresh.offer_recovery()
    assert prompts.asked() == ["save_path"]


def test_autosave_after_save_as_writes_under_the_new_name(
    make: Make, prompts: FakePrompts, paths: AppPaths, tmp_path: Path
) -> None:
    files = make()
    files.new()
    _rename(files, "Evening")
    assert files.autosave()
    prompts.paths.append(tmp_path / "evening.fhrc")
    assert files.save_as()
    _rename(files, "Evening, later")
    assert files.autosave()
    (written,) = paths.recovery_dir.glob("*.fhrc")
    assert written.name.startswith("evening-")


def test_closing_with_changes_discarded_keeps_them_aside(make: Make, paths: AppPaths, moon: Path) -> None:
    files = make()
    assert files.open(moon)
    _rename(files, "not wanted?")
    assert files.autosave()
    files.close()
    assert list(paths.recovery_dir.iterdir()) == [], "recovery file and lock both gone"
    (kept,) = discarded_dir(paths).iterdir()
    assert read_campaign(kept).value.name == "not wanted?"


def test_a_recovery_file_left_at_a_replace_is_set_aside(make: Make, paths: AppPaths, moon: Path) -> None:
    files = make()
    assert files.open(moon)
    _rename(files, "changed")
    assert files.autosave()
    files.new()  # without forget_unsaved first
    assert list(paths.recovery_dir.glob("*.fhrc")) == []
    (kept,) = discarded_dir(paths).iterdir()
    assert read_campaign(kept).value.name == "changed"


def test_a_failed_autosave_tries_again_at_the_next_tick(
    make: Make, paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = make()
    files.new()
    _rename(files, "changed")

    def full(*_args: object, **_kwargs: object) -> Path:
        raise SaveError("the disk is full", path=paths.recovery_dir)

    monkeypatch.setattr(recovery.Instance, "write", full)
    assert not files.autosave()
    monkeypatch.undo()
    assert files.autosave()


# Where the first save proposes to go ---------------------------------------------------------------


def _untitled(make: Make, name: str) -> FileController:
    files = make()
    files.new()
    _rename(files, name)
    return files


def test_the_first_save_proposes_the_documents_folder_not_the_working_folder(
    make: Make, prompts: FakePrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started_in = tmp_path / "program"
    started_in.mkdir()
    monkeypatch.chdir(started_in)
    files = _untitled(make, "Evening: part 1/2")
    prompts.paths.append(None)
    assert not files.save_as()
    documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    assert prompts.suggested == [documents / "Evening_ part 1_2.fhrc"]
    assert files.directory() == documents
    assert started_in not in prompts.suggested[0].parents


@pytest.mark.parametrize(
    ("name", "proposed"), [("CON", "CON_.fhrc"), ("nul.txt", "nul_.txt.fhrc"), ("Com¹ ..", "Com¹_.fhrc")]
)
def test_the_first_save_proposes_a_name_windows_takes(
    make: Make, prompts: FakePrompts, name: str, proposed: str
) -> None:
    files = _untitled(make, name)
    prompts.paths.append(None)
    assert not files.save_as()
    assert [path.name for path in prompts.suggested if path is not None] == [proposed]


def test_the_first_save_proposes_the_last_folder_used(
    make: Make, prompts: FakePrompts, tmp_path: Path
) -> None:
    played = tmp_path / "table"
    played.mkdir()
    files = _untitled(make, "Evening")
    prompts.paths += [played / "evening", None]
    assert files.save_as()
    files.new()
    _rename(files, "Morning")
    assert not files.save_as()
    assert prompts.suggested[-1] == played / "Morning.fhrc"


def test_a_last_folder_since_removed_is_passed_over(make: Make, tmp_path: Path) -> None:
    files = _untitled(make, "Evening")
    settings = files._context.settings
    (tmp_path / "kept").mkdir()
    settings.add_recent(tmp_path / "kept" / "old.fhrc")
    settings.add_recent(tmp_path / "gone" / "newer.fhrc")
    assert files.directory() == tmp_path / "kept"
    (tmp_path / "kept").rmdir()
    documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    assert files.directory() == documents


def test_a_saved_campaign_proposes_its_own_file(make: Make, prompts: FakePrompts, tmp_path: Path) -> None:
    files = _untitled(make, "Evening")
    prompts.paths += [tmp_path / "evening.fhrc", None]
    assert files.save_as()
    assert not files.save_as()
    assert prompts.suggested[1] == tmp_path / "evening.fhrc"
    assert files.directory() == tmp_path


# A campaign with a long log: the window shows the rest first, the log comes when the document completes.

DEMO = resource_path("samples", "demo.fhrc")


@pytest.fixture
def years(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A campaign file whose log counts as long."""
    monkeypatch.setattr(files_module, "LOG_LATER_BYTES", 200)
    campaign = Campaign(name="Years", characters=(Character(id="aldo", name="Aldo"),), log=entries(30))
    path = tmp_path / "years.fhrc"
    write_campaign(path, campaign)()
    return path


def test_a_long_log_is_read_when_the_document_completes_and_nothing_is_unsaved(
    make: Make, years: Path, qtbot: QtBot
) -> None:
    files = make()
    document = files._document
    files.start(years, DEMO)
    assert document.path == years
    assert document.campaign.name == "Years"
    assert document.campaign.log == ()
    assert not document.complete_now
    shown = document.campaign.characters
    with qtbot.waitSignal(document.log_changed):
        assert document.complete()
    assert document.complete_now
    assert document.campaign == read_campaign(years).value
    assert document.campaign.characters is shown  # the parts shown stay as they are
    assert not document.modified
    assert document.undo_stack.count() == 0
    assert document.complete()  # once done, nothing more to do


def test_a_long_log_of_format_1_shows_first_too_and_the_first_save_keeps_the_original(
    make: Make, prompts: FakePrompts, years: Path, qtbot: QtBot
) -> None:
    text = years.read_text(encoding="utf-8")
    years.write_text(text.replace('"schema_version": 2,', '"schema_version": 1,', 1), encoding="utf-8")
    original = years.read_bytes()
    files = make()
    document = files._document
    files.start(years, DEMO)
    assert (document.campaign.name, document.campaign.log) == ("Years", ())
    with qtbot.waitSignal(document.log_changed):
        assert document.complete()
    assert document.campaign == read_campaign(years).value
    assert not document.modified
    assert prompts.calls == []  # an upgrade is not worth a word
    assert files.save(years)
    assert (years.parent / ".fhrtool-backups" / "years.v1.fhrc").read_bytes() == original
    assert read_campaign(years).schema_version == 2


def test_a_step_before_the_log_is_read_reads_it_first(make: Make, years: Path) -> None:
    files = make()
    document = files._document
    files.start(years, DEMO)
    _rename(files, "Al")
    assert len(document.campaign.log) == 30
    assert document.campaign.name == "Al"
    document.undo_stack.undo()
    assert document.campaign == read_campaign(years).value


def test_a_save_before_the_log_is_read_saves_the_whole_campaign(
    make: Make, years: Path, tmp_path: Path
) -> None:
    files = make()
    files.start(years, DEMO)
    other = tmp_path / "copy.fhrc"
    assert files.save(other)
    assert read_campaign(other).value == read_campaign(years).value


def test_a_long_log_that_cannot_be_read_is_said_and_the_demo_opens_instead(
    make: Make, years: Path, prompts: FakePrompts
) -> None:
    broken = years.read_text(encoding="utf-8").replace('"total": 3', '"total": [[[[[]]]]]', 1)
    years.write_text(broken, encoding="utf-8")
    files = make()
    document = files._document
    files.start(years, DEMO)
    assert document.campaign.name == "Years"  # the rest reads
    with pytest.raises(RuleError, match="could not be opened"):
        document.edit("Rename", lambda campaign: campaign.model_copy(update={"name": "Mine"}))
    assert [call[:2] for call in prompts.calls] == [("error", "Could not open the campaign")]
    assert str(years) in prompts.calls[0][2]
    assert document.path is None  # the demo, untitled: the file is never saved over
    assert document.campaign == read_campaign(DEMO).value
    assert document.undo_stack.count() == 0
    assert years.read_text(encoding="utf-8") == broken  # left as it is


def test_work_left_after_a_crash_is_restored_onto_the_whole_campaign_of_a_long_log(
    make: Make, prompts: FakePrompts, years: Path
) -> None:
    _crashed(make, years, "Decades")
    prompts.restore.append(True)
    files = make()
    files.start(years, DEMO)
    document = files._document
    assert document.campaign.name == "Decades"
    assert document.campaign.log == read_campaign(years).value.log
    document.undo_stack.undo()
    assert document.campaign == read_campaign(years).value


def test_work_left_after_a_crash_on_a_long_log_that_cannot_be_read_is_kept_aside(
    make: Make, prompts: FakePrompts, paths: AppPaths, years: Path
) -> None:
    _crashed(make, years, "Decades")
    written = years.stat().st_mtime_ns
    broken = years.read_text(encoding="utf-8").replace('"total": 3', '"total": [[[[[]]]]]', 1)
    years.write_text(broken, encoding="utf-8")
    os.utime(years, ns=(written, written))  # as it was when the work was left: the work is newer
    prompts.restore.append(True)
    files = make()
    files.start(years, DEMO)
    assert [call[:2] for call in prompts.calls] == [
        ("ask_restore", "Restore unsaved changes?"),
        ("error", "Could not open the campaign"),
    ]
    assert files._document.path is None
    assert files._document.campaign == read_campaign(DEMO).value
    assert find_recoveries(paths, years) == []  # set aside, not lost
    assert list(discarded_dir(paths).iterdir())
