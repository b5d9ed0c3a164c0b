import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fhrtool.model import Campaign, Character
from fhrtool.storage import recovery as recovery_module
from fhrtool.storage.errors import LoadError, SaveError
from fhrtool.storage.files import read_campaign, write_campaign
from fhrtool.storage.paths import AppPaths
from fhrtool.storage.recovery import (
    DISCARDED_DAYS,
    Instance,
    clean_up,
    discarded_dir,
    find_recoveries,
    keep_aside,
    read_recovery,
    remove_recovery,
    set_aside,
)

SAVED = Campaign(name="saved", characters=(Character(id="aldo", name="Aldo"),))
CHANGED = SAVED.model_copy(update={"name": "changed"})
DAY = 86_400


@pytest.fixture
def paths() -> AppPaths:
    return AppPaths.default()


def _age(path: Path, seconds: int) -> None:
    """Make ``path`` look written ``seconds`` ago."""
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns - seconds * 1_000_000_000))


def _left_behind(paths: AppPaths, document: Path | None, campaign: Campaign, changes: int = 1) -> Path:
    """A recovery file of a window that is no longer running."""
    instance = Instance(paths)
    written = instance.write(document, campaign, changes)
    instance.release()
    return written


def test_a_left_behind_recovery_file_newer_than_the_document_is_found_and_read(
    paths: AppPaths, tmp_path: Path
) -> None:
    document = tmp_path / "adventure.fhrc"
    write_campaign(document, SAVED)
    _age(document, 60)
    written = _left_behind(paths, document, CHANGED, changes=3)
    assert written.parent == paths.recovery_dir
    (found,) = find_recoveries(paths, document)
    assert (found.path, found.document_path, found.changes, found.outdated) == (written, document, 3, False)
    assert found.modified.timestamp() == pytest.approx(written.stat().st_mtime, abs=1e-3)
    assert read_recovery(found) == CHANGED


def test_a_running_windows_recovery_file_is_never_offered_to_another(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "adventure.fhrc"
    running = Instance(paths)
    running.write(document, CHANGED)
    running.write(None, CHANGED)
    assert find_recoveries(paths, document) == []
    assert find_recoveries(paths, None) == []
    running.release()
    assert len(find_recoveries(paths, document)) == 1


def test_two_windows_on_one_document_autosave_to_separate_files(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "adventure.fhrc"
    first, second = Instance(paths), Instance(paths)
    one = first.write(document, SAVED)
    other = second.write(document, CHANGED)
    assert one != other
    assert read_campaign(one).value == SAVED
    assert read_campaign(other).value == CHANGED
    remove_recovery(one)  # the first window saved, or closed
    first.release()
    assert read_campaign(other).value == CHANGED
    second.release()


def test_a_process_that_died_leaves_its_files_to_the_next_start(paths: AppPaths, tmp_path: Path) -> None:
    script = (
        "import os, sys; from pathlib import Path; from fhrtool.model import Campaign; "
        "from fhrtool.storage.paths import AppPaths; from fhrtool.storage.recovery import Instance; "
        "Instance(AppPaths.default()).write(None, Campaign(name='crashed'), 2); os._exit(1)"
    )
    subprocess.run([sys.executable, "-c", script], check=False, timeout=120)
    assert list(paths.recovery_dir.glob("*.lock")), "the lock file stays, unlocked"
    (found,) = find_recoveries(paths, None)
    assert read_recovery(found).name == "crashed"
    assert found.changes == 2


def test_a_recovery_file_older_than_the_document_is_outdated(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "adventure.fhrc"
    written = _left_behind(paths, document, CHANGED)
    _age(written, 60)
    write_campaign(document, SAVED)
    (found,) = find_recoveries(paths, document)
    assert found.outdated


def test_nothing_is_found_without_recovery_files(paths: AppPaths, tmp_path: Path) -> None:
    assert find_recoveries(paths, tmp_path / "adventure.fhrc") == []
    paths.recovery_dir.mkdir(parents=True)
    (paths.recovery_dir / "notes.txt").write_text("not ours", encoding="utf-8")
    assert find_recoveries(paths, None) == []


def test_a_recovery_file_of_a_deleted_document_is_offered(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "gone.fhrc"
    _left_behind(paths, document, CHANGED)
    (found,) = find_recoveries(paths, document)
    assert not found.outdated
    assert read_recovery(found) == CHANGED


def test_the_recovery_files_of_several_dead_windows_come_newest_first(paths: AppPaths) -> None:
    older = _left_behind(paths, None, SAVED)
    _age(older, 60)
    newer = _left_behind(paths, None, CHANGED)
    assert [found.path for found in find_recoveries(paths, None)] == [newer, older]


def test_recovery_files_of_earlier_versions_count_as_left_behind(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "adventure.fhrc"
    instance = Instance(paths)
    legacy = instance.recovery_path(document).name.replace(f".{instance.id}", "")
    paths.recovery_dir.mkdir(parents=True)
    write_campaign(paths.recovery_dir / legacy, CHANGED)
    write_campaign(paths.recovery_dir / "untitled.fhrc", SAVED)
    (found,) = find_recoveries(paths, document)
    assert found.changes is None
    assert read_recovery(found) == CHANGED
    assert read_recovery(find_recoveries(paths, None)[0]) == SAVED


def test_a_recovery_file_of_campaign_format_1_is_read_as_it_was_autosaved(
    paths: AppPaths, tmp_path: Path
) -> None:
    document = tmp_path / "adventure.fhrc"
    written = _left_behind(paths, document, CHANGED)
    text = written.read_text(encoding="utf-8")
    written.write_text(text.replace('"schema_version": 2,', '"schema_version": 1,', 1), encoding="utf-8")
    assert read_campaign(written).migrated
    (found,) = find_recoveries(paths, document)
    assert read_recovery(found) == CHANGED


def test_a_recovery_file_named_by_an_earlier_version_is_found(paths: AppPaths, tmp_path: Path) -> None:
    """Earlier versions named a document's recovery files by the SHA-256 of its path, made by hashlib."""
    document = tmp_path / "adventure.fhrc"
    digest = hashlib.sha256(os.fsencode(document.resolve())).hexdigest()[:16]
    paths.recovery_dir.mkdir(parents=True)
    earlier = paths.recovery_dir / f"adventure-{digest}.1234-0a1b2c3d.fhrc"
    write_campaign(earlier, CHANGED)
    assert [found.path for found in find_recoveries(paths, document)] == [earlier]


def test_a_document_named_like_the_untitled_file_is_kept_apart(paths: AppPaths, tmp_path: Path) -> None:
    _left_behind(paths, tmp_path / "untitled.123.fhrc", CHANGED)
    assert find_recoveries(paths, None) == []


def test_a_name_that_vanishes_while_looking_is_skipped(paths: AppPaths) -> None:
    paths.recovery_dir.mkdir(parents=True)
    (paths.recovery_dir / "untitled.fhrc").symlink_to(paths.recovery_dir / "nowhere.fhrc")
    assert find_recoveries(paths, None) == []


def test_documents_of_the_same_name_in_different_folders_do_not_share(
    paths: AppPaths, tmp_path: Path
) -> None:
    instance = Instance(paths)
    first = instance.recovery_path(tmp_path / "a" / "adventure.fhrc")
    second = instance.recovery_path(tmp_path / "b" / "adventure.fhrc")
    assert first != second
    assert first.name.startswith("adventure-")
    assert first.name.endswith(f".{instance.id}.fhrc")
    assert instance.recovery_path(tmp_path / "a" / ".." / "a" / "adventure.fhrc") == first
    long_name = instance.recovery_path(tmp_path / ("x" * 200 + ".fhrc")).name
    assert len(long_name) == 40 + 1 + 16 + 1 + len(instance.id) + len(".fhrc")
    assert instance.recovery_path(None).name == f"untitled.{instance.id}.fhrc"


def test_autosaving_again_replaces_the_recovery_file(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "adventure.fhrc"
    instance = Instance(paths)
    instance.write(document, SAVED, 1)
    written = instance.write(document, CHANGED, 2)
    instance.release()
    (found,) = find_recoveries(paths, document)
    assert found.path == written
    assert found.changes == 2
    assert read_recovery(found) == CHANGED


@pytest.mark.parametrize("info", [b"{", b"[]", b'{"changes": "many"}', b'{"changes": true}'])
def test_an_unreadable_count_of_changes_is_unknown(paths: AppPaths, info: bytes) -> None:
    written = _left_behind(paths, None, CHANGED)
    written.with_name(written.name + ".json").write_bytes(info)
    (found,) = find_recoveries(paths, None)
    assert found.changes is None


def test_removing_takes_the_file_and_its_count_and_tolerates_none(paths: AppPaths) -> None:
    written = _left_behind(paths, None, CHANGED)
    remove_recovery(written)
    assert list(paths.recovery_dir.iterdir()) == []
    remove_recovery(written)


def test_a_recovery_file_that_cannot_be_removed_is_left_quietly(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    written = _left_behind(paths, None, CHANGED)

    def refuse(_self: Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(recovery_module.Path, "unlink", refuse)
    remove_recovery(written)
    monkeypatch.undo()
    assert written.exists()


def test_a_broken_recovery_file_is_a_load_error_naming_it(paths: AppPaths) -> None:
    written = _left_behind(paths, None, CHANGED)
    written.write_bytes(written.read_bytes()[:50])
    (found,) = find_recoveries(paths, None)
    with pytest.raises(LoadError, match=r"untitled\..*\.fhrc: line"):
        read_recovery(found)


def test_declined_changes_are_set_aside_and_cleaned_after_the_days(paths: AppPaths) -> None:
    written = _left_behind(paths, None, CHANGED)
    now = time.time()
    aside = set_aside(paths, written, now)
    assert aside is not None
    assert aside.parent == discarded_dir(paths)
    assert read_campaign(aside).value == CHANGED
    assert find_recoveries(paths, None) == []
    assert list(paths.recovery_dir.iterdir()) == [], "the count goes, and the dead window's lock"
    clean_up(paths, now + (DISCARDED_DAYS - 1) * DAY)
    assert aside.exists()
    clean_up(paths, now + (DISCARDED_DAYS + 1) * DAY)
    assert not aside.exists()


def test_what_cannot_be_set_aside_stays_where_it_is(paths: AppPaths, tmp_path: Path) -> None:
    written = _left_behind(paths, None, CHANGED)
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    discarded_dir(paths).write_text("a file where the folder goes", encoding="utf-8")
    assert set_aside(paths, written, time.time()) is None
    assert written.exists()
    discarded_dir(paths).unlink()
    assert set_aside(paths, tmp_path / "missing.fhrc", time.time()) is None


def test_replaced_changes_are_kept_aside(paths: AppPaths, tmp_path: Path) -> None:
    now = time.time()
    kept = keep_aside(paths, tmp_path / "adventure.fhrc", CHANGED, now)
    assert kept.parent == discarded_dir(paths)
    assert kept.name.startswith("adventure-")
    assert read_campaign(kept).value == CHANGED
    assert keep_aside(paths, None, SAVED, now) != kept
    clean_up(paths, now + (DISCARDED_DAYS + 1) * DAY)
    assert list(discarded_dir(paths).iterdir()) == []


def test_cleaning_leaves_folders_and_running_windows_alone(paths: AppPaths) -> None:
    clean_up(paths, time.time())  # nothing there yet
    (discarded_dir(paths) / "kept by hand").mkdir(parents=True)
    running = Instance(paths)
    running.claim()
    dead = Instance(paths)
    dead.claim()
    dead_lock = paths.recovery_dir / f"{dead.id}.lock"
    assert dead._lock is not None
    os.close(dead._lock)  # the process ended without cleaning up
    waiting = _left_behind(paths, None, CHANGED)
    waiting_owner = waiting.name.split(".")[1]
    (paths.recovery_dir / f"{waiting_owner}.lock").touch()
    (paths.recovery_dir / "not-an-instance.lock").touch()
    (paths.recovery_dir / "1-0000000f.lock").mkdir()
    clean_up(paths, time.time() + 100 * DAY)
    assert (discarded_dir(paths) / "kept by hand").is_dir()
    assert (paths.recovery_dir / f"{running.id}.lock").exists()
    assert not dead_lock.exists()
    assert (paths.recovery_dir / f"{waiting_owner}.lock").exists(), "its recovery file is still offered"
    assert (paths.recovery_dir / "not-an-instance.lock").exists()
    assert (paths.recovery_dir / "1-0000000f.lock").is_dir()
    running.release()


def test_a_lock_that_cannot_be_removed_stays(paths: AppPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    paths.recovery_dir.mkdir(parents=True)
    lock = paths.recovery_dir / "1-0000000f.lock"
    lock.touch()

    def refuse(_path: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(recovery_module.os, "unlink", refuse)
    clean_up(paths, time.time())
    monkeypatch.undo()
    assert lock.exists()


def test_a_file_in_the_way_of_the_lock_is_a_directory_check(paths: AppPaths) -> None:
    instance = Instance(paths)
    written = instance.write(None, CHANGED)
    instance.release()
    (paths.recovery_dir / f"{instance.id}.lock").mkdir()
    assert find_recoveries(paths, None) == [], "in doubt the files are another window's"
    assert written.exists()


def test_claiming_twice_holds_one_lock_and_releasing_twice_is_harmless(paths: AppPaths) -> None:
    instance = Instance(paths)
    instance.release()
    instance.claim()
    instance.claim()
    assert [lock.name for lock in paths.recovery_dir.glob("*.lock")] == [f"{instance.id}.lock"]
    instance.release()
    instance.release()
    assert list(paths.recovery_dir.glob("*.lock")) == []


def test_an_id_taken_already_is_replaced(paths: AppPaths) -> None:
    instance = Instance(paths)
    taken = instance.id
    paths.recovery_dir.mkdir(parents=True)
    (paths.recovery_dir / f"{taken}.lock").touch()
    instance.claim()
    assert instance.id != taken
    instance.release()


def test_claiming_gives_up_with_a_save_error_when_every_id_is_taken(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(recovery_module, "_new_id", lambda: "1-00000001")
    paths.recovery_dir.mkdir(parents=True)
    (paths.recovery_dir / "1-00000001.lock").touch()
    with pytest.raises(SaveError, match=r"1-00000001\.lock"):
        Instance(paths).claim()


def test_a_recovery_folder_that_cannot_be_written_is_a_save_error(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths.recovery_dir.mkdir(parents=True)

    def refuse(*_args: object) -> int:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(recovery_module.os, "open", refuse)
    with pytest.raises(SaveError, match="Permission denied"):
        Instance(paths).claim()


def test_where_locks_do_not_work_the_window_goes_on_and_its_files_are_kept(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(recovery_module, "_try_lock", lambda _fd: False)
    instance = Instance(paths)
    instance.write(None, CHANGED)
    assert len(list(paths.recovery_dir.glob("*.lock"))) == 1, "the tries before the last are cleaned up"
    assert instance._lock is not None
    os.close(instance._lock)  # as if the window had crashed
    assert find_recoveries(paths, None) == []


def test_a_lock_file_removed_while_claiming_is_claimed_anew(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_lock = recovery_module._try_lock
    removed: list[str] = []

    def cleaned_meanwhile(fd: int) -> bool:
        if not removed:
            lock = next(paths.recovery_dir.glob("*.lock"))
            removed.append(lock.name)
            lock.unlink()
        return real_lock(fd)

    monkeypatch.setattr(recovery_module, "_try_lock", cleaned_meanwhile)
    instance = Instance(paths)
    instance.claim()
    assert (paths.recovery_dir / f"{instance.id}.lock").exists()
    assert f"{instance.id}.lock" not in removed
    instance.release()
