"""A save that fails at any point leaves the file and every backup exactly as they were."""

from __future__ import annotations

import errno
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fhrtool.storage import atomic
from fhrtool.storage.atomic import BACKUP_FOLDER, GENERATIONS, atomic_write, backup_path, backups
from fhrtool.storage.errors import SaveError
from tests.storage.faults import Call, commit, failing, snapshot

LONG_NAME = "長" * 83 + ".fhrc"  # 254 bytes


def _lay_out(folder: Path, name: str, exists: bool, kept: dict[int, bytes]) -> Path:
    """The file ``name`` in ``folder`` (if it ``exists``) with the backups ``kept``; returns the file.

    Each was written an hour ago, as saves before this one were: a file system's clock ticks in steps
    of milliseconds, so a file written just before a save may carry the very time the save starts at,
    and a save leaves alone what is not older than itself (another save's temporary file, perhaps).
    """
    path = folder / name
    written = time.time_ns() - 3600 * 10**9
    if exists:
        path.write_bytes(b"the current file\n" * 50)
        os.utime(path, ns=(written, written))
    for generation, content in kept.items():
        backup = backup_path(path, generation)
        backup.parent.mkdir(exist_ok=True)
        backup.write_bytes(content)
        os.utime(backup, ns=(written, written))
    return path


def _version(generation: int) -> bytes:
    return f"{generation} saves ago\n".encode() * 50


def _full(folder: Path) -> Path:
    return _lay_out(folder, "camp.fhrc", True, {g: _version(g) for g in range(1, GENERATIONS + 1)})


SETUPS: dict[str, Callable[[Path], Path]] = {
    "five backups": _full,
    "one backup": lambda folder: _lay_out(folder, "camp.fhrc", True, {1: _version(1)}),
    "no backup folder yet": lambda folder: _lay_out(folder, "camp.fhrc", True, {}),
    "backups with gaps": lambda folder: _lay_out(folder, "camp.fhrc", True, {1: _version(1), 3: _version(3)}),
    "a new file": lambda folder: _lay_out(folder, "camp.fhrc", False, {}),
    "a long name": lambda folder: _lay_out(
        folder, LONG_NAME, True, {g: _version(g) for g in range(1, GENERATIONS + 1)}
    ),
}


def _trace(
    setup: Callable[[Path], Path], folder: Path, generations: int, data: bytes = b"new"
) -> tuple[list[Call], int]:
    """The calls a save of the file ``setup`` lays out in ``folder`` makes when nothing fails, and the
    number of the one that puts the new file in place."""
    folder.mkdir()
    path = setup(folder)
    with failing() as calls:
        atomic_write(path, data, generations=generations)
    return calls, commit(calls, path)


def _after_the_save(path: Path, generations: int) -> list[bytes]:
    """What the backups of ``path`` hold after a save: the current file, then the older generations but the oldest."""
    if not path.exists() or generations == 0:
        return [backup.read_bytes() for backup in backups(path)]
    older = (backup_path(path, generation) for generation in range(1, generations))
    beyond = (backup_path(path, generation) for generation in range(generations + 1, GENERATIONS + 1))
    return [
        path.read_bytes(),
        *(backup.read_bytes() for backup in older if backup.exists()),
        *(backup.read_bytes() for backup in beyond if backup.exists()),
    ]


# Calls whose failure a save can do without: looking at a file it then finds anyway, opening a folder to
# sync it (which Windows cannot do at all).
HARMLESS = {"stat", "fstat", "open a folder", "link"}
"""Calls whose failure a save goes on after: a folder not opened is not synced, and a backup that cannot
be the old file's second name is a copy."""


def _kind(call: Call) -> str:
    if call.operation == "open" and Path(str(call.arguments[0])).is_dir():
        return "open a folder"
    return call.operation


def _fail_once(
    path: Path, step: int, number: int, generations: int, data: bytes = b"new"
) -> SaveError | None:
    """Save with call ``step`` failing: either the save fails and nothing on disk changed, or the call
    was one it can do without and the save is complete. Returns the error."""
    folder = path.parent
    before = snapshot(folder)
    expected = _after_the_save(path, generations)
    error = None
    try:
        with failing(step, number) as calls:
            atomic_write(path, data, generations=generations)
    except SaveError as caught:
        error = caught
    if error is not None:
        where = f"{os.strerror(number)} at {calls[step]}"
        assert error.path == path, where
        assert snapshot(folder) == before, where
        return error
    assert _kind(calls[step]) in HARMLESS, f"the save went on after {calls[step]} failed"
    assert path.read_bytes() == data
    assert [backup.read_bytes() for backup in backups(path)] == expected
    return None


@pytest.mark.parametrize("setup", SETUPS.values(), ids=SETUPS.keys())
@pytest.mark.parametrize("generations", [GENERATIONS, 1, 0])
def test_a_full_disk_at_any_step_before_the_new_file_is_in_place_changes_nothing(
    tmp_path: Path, setup: Callable[[Path], Path], generations: int
) -> None:
    _, steps = _trace(setup, tmp_path / "trace", generations)
    failed = 0
    for step in range(steps + 1):  # the replace itself too
        folder = tmp_path / str(step)
        folder.mkdir()
        path = setup(folder)
        error = _fail_once(path, step, errno.ENOSPC, generations)
        if error is not None:
            assert str(error) == f"{path}: the disk is full"
            failed += 1
    assert failed >= steps - 3


def test_the_copy_that_needs_room_on_the_disk_comes_before_any_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(atomic, "SECOND_NAMES", False)  # where the backup is a copy
    calls, _ = _trace(_full, tmp_path / "trace", GENERATIONS)
    writes = [number for number, call in enumerate(calls) if call.operation == "write"]
    renames = [number for number, call in enumerate(calls) if call.operation == "replace"]
    assert len(writes) == 2  # the new file, then the copy of the current one into the backup folder
    assert max(writes) < min(renames)


def _backup_sync(tmp_path: Path) -> int:
    """The number of the call that syncs the backup under its second name."""
    calls, _ = _trace(_full, tmp_path / "trace", GENERATIONS)
    link = next(number for number, call in enumerate(calls) if call.operation == "link")
    return next(number for number, call in enumerate(calls) if number > link and call.operation == "fsync")


def _copy_write(tmp_path: Path) -> int:
    """The number of the call that writes the copy of the current file into the backup folder."""
    calls, _ = _trace(_full, tmp_path / "trace", GENERATIONS)
    return [number for number, call in enumerate(calls) if call.operation == "write"][1]


def test_the_second_name_of_the_backup_comes_before_any_rename(tmp_path: Path) -> None:
    calls, _ = _trace(_full, tmp_path / "trace", GENERATIONS)
    links = [number for number, call in enumerate(calls) if call.operation == "link"]
    renames = [number for number, call in enumerate(calls) if call.operation == "replace"]
    assert [call.operation for call in calls].count("write") == 1  # only the new file is written
    assert len(links) == 1
    assert links[0] < min(renames)


@pytest.mark.parametrize("second_names", [True, False], ids=["a second name", "a copy"])
def test_repeated_failed_saves_on_a_full_disk_keep_every_generation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, second_names: bool
) -> None:
    """The reported case: each failed save used to drop one generation. The disk is full where the
    backup is made: at its copy, or at syncing its second name."""
    monkeypatch.setattr(atomic, "SECOND_NAMES", second_names)
    copy = _copy_write(tmp_path) if not second_names else _backup_sync(tmp_path)
    folder = tmp_path / "saves"
    folder.mkdir()
    path = _full(folder)
    before = snapshot(folder)
    for _ in range(GENERATIONS + 1):
        with failing(copy), pytest.raises(SaveError, match=r"the disk is full$"):
            atomic_write(path, b"new", generations=GENERATIONS)
    assert snapshot(folder) == before
    old = [path.read_bytes(), *(backup.read_bytes() for backup in backups(path))]
    atomic_write(path, b"new", generations=GENERATIONS)
    assert path.read_bytes() == b"new"
    assert [backup.read_bytes() for backup in backups(path)] == old[:GENERATIONS]
    assert sorted(os.listdir(folder / BACKUP_FOLDER)) == sorted(
        backup_path(path, generation).name for generation in range(1, GENERATIONS + 1)
    )


def _first_after_commit(tmp_path: Path, operation: str) -> int:
    """The number of the first call of ``operation`` after the new file is in place."""
    calls, start = _trace(_full, tmp_path / "trace", GENERATIONS)
    return next(number for number in range(start, len(calls)) if calls[number].operation == operation)


def test_when_the_folder_cannot_be_synced_after_the_rename_the_save_says_so(tmp_path: Path) -> None:
    sync = _first_after_commit(tmp_path, "fsync")
    folder = tmp_path / "saves"
    folder.mkdir()
    path = _full(folder)
    old = [path.read_bytes(), *(backup.read_bytes() for backup in backups(path))]
    with failing(sync, errno.EIO), pytest.raises(SaveError) as error:
        atomic_write(path, b"new", generations=GENERATIONS)
    assert str(error.value) == (
        f"{path}: was saved, but the disk reported a problem while finishing (Input/output error); "
        "save again to be sure"
    )
    assert path.read_bytes() == b"new"
    assert [backup.read_bytes() for backup in backups(path)] == old[:GENERATIONS]
    # The oldest generation waits under a temporary name; the next save removes it.
    assert len(list((folder / BACKUP_FOLDER).glob(".camp.fhrc.*.tmp"))) == 1
    atomic_write(path, b"newer", generations=GENERATIONS)
    assert list((folder / BACKUP_FOLDER).glob(".*")) == []


def test_a_generation_that_cannot_be_deleted_does_not_fail_the_save(tmp_path: Path) -> None:
    delete = _first_after_commit(tmp_path, "unlink")
    folder = tmp_path / "saves"
    folder.mkdir()
    path = _full(folder)
    with failing(delete, errno.EIO):
        atomic_write(path, b"new", generations=GENERATIONS)
    assert path.read_bytes() == b"new"
    assert len(backups(path)) == GENERATIONS
    # The generation set aside is older than the save: the sweep for strays that ends it removes it.
    assert list((folder / BACKUP_FOLDER).glob(".*")) == []
    atomic_write(path, b"newer", generations=GENERATIONS)
    assert path.read_bytes() == b"newer"
    assert list((folder / BACKUP_FOLDER).glob(".*")) == []


@st.composite
def _disks(draw: st.DrawFn) -> Callable[[Path], Path]:
    """A file (or none) with some backups, in any state a folder can be in."""
    name = draw(st.sampled_from(["camp.fhrc", LONG_NAME, "長" * 70 + "a" * 20 + ".fhrs", "notes", ".hidden"]))
    exists = draw(st.booleans())
    kept = draw(st.dictionaries(st.integers(1, GENERATIONS), st.binary(max_size=64), max_size=GENERATIONS))
    return lambda folder: _lay_out(folder, name, exists, kept)


@settings(max_examples=100, deadline=None)
@given(
    setup=_disks(),
    generations=st.integers(0, GENERATIONS),
    data=st.binary(max_size=3000),
    number=st.sampled_from([errno.ENOSPC, errno.EIO, errno.EDQUOT, errno.EROFS, errno.EACCES]),
    where=st.floats(0, 1, exclude_max=True),
)
def test_a_save_failing_at_a_random_step_changes_nothing_on_disk(
    setup: Callable[[Path], Path], generations: int, data: bytes, number: int, where: float
) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch).resolve()
        _, steps = _trace(setup, folder / "trace", generations, data)
        step = int(where * (steps + 1))
        (folder / "save").mkdir()
        _fail_once(setup(folder / "save"), step, number, generations, data)
