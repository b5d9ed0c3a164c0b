"""What saves that were killed left behind is removed by the next save of the same file, and nothing else."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from fhrtool.storage import atomic
from fhrtool.storage.atomic import BACKUP_FOLDER, GENERATIONS, atomic_write, backups

HOUR = 3600


def _stray(path: Path, age: float = HOUR) -> Path:
    """A file named like ``path``, ``age`` seconds old (in the future when negative)."""
    path.write_bytes(b"left by a killed save")
    when = time.time() - age
    os.utime(path, (when, when))
    return path


def _names(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


def test_strays_of_the_file_are_removed_beside_it_and_in_the_backup_folder(tmp_path: Path) -> None:
    path = tmp_path / "camp.fhrc"
    atomic_write(path, b"v0", generations=GENERATIONS)
    atomic_write(path, b"v1", generations=GENERATIONS)
    _stray(tmp_path / ".camp.fhrc.0123456789abcdef.tmp")
    _stray(tmp_path / BACKUP_FOLDER / ".camp.fhrc.fedcba9876543210.tmp")
    atomic_write(path, b"v2", generations=GENERATIONS)
    assert _names(tmp_path) == [BACKUP_FOLDER, "camp.fhrc"]
    assert _names(tmp_path / BACKUP_FOLDER) == ["camp.bak1.fhrc", "camp.bak2.fhrc"]


def test_a_save_without_backups_removes_strays_too(tmp_path: Path) -> None:
    path = tmp_path / "prefs.json"
    _stray(tmp_path / ".prefs.json.0123456789abcdef.tmp")
    atomic_write(path, b"{}")
    assert _names(tmp_path) == ["prefs.json"]


def test_only_the_strays_of_this_file_older_than_the_save_go(tmp_path: Path) -> None:
    path = tmp_path / "camp.fhrc"
    keep = [
        _stray(tmp_path / ".other.fhrc.0123456789abcdef.tmp"),  # another file's
        _stray(tmp_path / ".camp.fhrc.0123456789ABCDEF.tmp"),  # not a name fhrtool makes
        _stray(tmp_path / ".camp.fhrc.0123456789abcde.tmp"),
        _stray(tmp_path / ".camp.fhrc.notes.tmp"),
        _stray(tmp_path / "camp.fhrc.0123456789abcdef.tmp"),
        _stray(tmp_path / ".camp.fhrc.0123456789abcdef.tmp.bak"),
        _stray(tmp_path / "x.camp.fhrc.0123456789abcdef.tmp"),
        _stray(tmp_path / ".camp.fhrc.0123456789abcdef.tmp.0123456789abcdef.tmp"),
        _stray(tmp_path / ".camp.fhrc.1111111111111111.tmp", -HOUR),  # a save that started after this one
    ]
    atomic_write(path, b"new", generations=GENERATIONS)
    assert _names(tmp_path) == sorted([path.name, *(stray.name for stray in keep)])


def test_strays_of_a_long_name_are_found_by_its_cut_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / ("冒" * 83 + ".fhrc")
    made: list[Path] = []
    real_replace = os.replace

    def kill_before_the_rename(source: str, target: str) -> None:
        if Path(target) == path:
            made.append(Path(source))
            raise KeyboardInterrupt  # a save stopped in the middle, its temporary file left over
        real_replace(source, target)

    monkeypatch.setattr(atomic.os, "replace", kill_before_the_rename)
    monkeypatch.setattr(atomic.os, "unlink", lambda _path: None)  # as if nothing could clean up
    with pytest.raises(KeyboardInterrupt):
        atomic_write(path, b"old")
    monkeypatch.undo()
    assert _names(tmp_path) == [made[0].name]
    os.utime(made[0], (time.time() - HOUR, time.time() - HOUR))
    atomic_write(path, b"new")
    assert _names(tmp_path) == [path.name]


def test_a_stray_that_cannot_be_removed_does_not_stop_the_save(tmp_path: Path) -> None:
    path = tmp_path / "camp.fhrc"
    folder = tmp_path / ".camp.fhrc.0123456789abcdef.tmp"
    folder.mkdir()
    (folder / "inside").write_bytes(b"")
    os.utime(folder, (time.time() - HOUR, time.time() - HOUR))
    atomic_write(path, b"new", generations=GENERATIONS)
    assert path.read_bytes() == b"new"
    assert folder.is_dir()


def test_a_killed_save_with_backups_leaves_nothing_after_the_next_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed just before the new file goes in place: the copy and the oldest generation set aside stay."""
    path = tmp_path / "camp.fhrc"
    for version in range(GENERATIONS + 1):
        atomic_write(path, f"v{version}".encode(), generations=GENERATIONS)
    real_replace = os.replace

    def killed(source: str, target: str) -> None:
        if Path(target) == path:
            raise KeyboardInterrupt
        real_replace(source, target)

    monkeypatch.setattr(atomic.os, "replace", killed)
    monkeypatch.setattr(atomic.os, "unlink", lambda _path: None)
    monkeypatch.setattr(atomic.os, "rmdir", lambda _path: None)
    # The undo of the renames is killed too: the generations stay moved up.
    monkeypatch.setattr(atomic._Undo, "undo", lambda _self: None)
    with pytest.raises(KeyboardInterrupt):
        atomic_write(path, b"v6", generations=GENERATIONS)
    monkeypatch.undo()
    assert len(list(tmp_path.glob(".camp.fhrc.*.tmp"))) == 1
    assert len(list((tmp_path / BACKUP_FOLDER).glob(".camp.fhrc.*.tmp"))) == 1  # the oldest, set aside
    assert [backup.read_bytes() for backup in backups(path)] == [b"v5", b"v4", b"v3", b"v2", b"v1"]
    strays = [*tmp_path.glob(".*.tmp"), *(tmp_path / BACKUP_FOLDER).glob(".*.tmp")]
    for stray in strays:
        os.utime(stray, (time.time() - HOUR, time.time() - HOUR))
    atomic_write(path, b"v7", generations=GENERATIONS)
    assert _names(tmp_path) == [BACKUP_FOLDER, "camp.fhrc"]
    assert _names(tmp_path / BACKUP_FOLDER) == [f"camp.bak{n}.fhrc" for n in range(1, GENERATIONS + 1)]
