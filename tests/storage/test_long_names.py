"""A file whose name is nearly as long as the file system allows saves in place, with its backups."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from fhrtool.storage import atomic, paths
from fhrtool.storage.atomic import (
    BACKUP_FOLDER,
    GENERATIONS,
    atomic_write,
    backup_path,
    backups,
    keep_original,
)
from fhrtool.storage.paths import DEFAULT_NAME_MAX


def _size(name: str) -> int:
    return len(os.fsencode(name))


def _kanji_name(size: int, suffix: str = ".fhrc") -> str:
    """A name of ``size`` bytes: kanji (three bytes each), padded with ASCII letters."""
    kanji, padding = divmod(size - _size(suffix), 3)
    return "冒" * kanji + "a" * padding + suffix


def _everything(folder: Path) -> list[str]:
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*"))


@pytest.mark.parametrize("size", range(230, 255))
def test_a_long_name_saves_in_place_again_and_again(tmp_path: Path, size: int) -> None:
    path = tmp_path / _kanji_name(size)
    assert _size(path.name) == size
    for version in range(GENERATIONS + 2):
        atomic_write(path, f"v{version}".encode(), generations=GENERATIONS)
    assert path.read_bytes() == b"v6"
    assert [backup.read_bytes() for backup in backups(path)] == [b"v5", b"v4", b"v3", b"v2", b"v1"]
    names = os.listdir(tmp_path / BACKUP_FOLDER)
    assert len(names) == GENERATIONS
    assert all(_size(name) <= DEFAULT_NAME_MAX and name.endswith(".fhrc") for name in names)
    assert sorted(os.listdir(tmp_path)) == sorted([BACKUP_FOLDER, path.name])


def test_a_long_name_keeps_its_original_beside_it(tmp_path: Path) -> None:
    path = tmp_path / _kanji_name(254)
    path.write_bytes(b"first")
    first = keep_original(path, "v1")
    second = keep_original(path, "v1")
    assert first is not None
    assert second is not None
    assert first != second
    assert first.read_bytes() == second.read_bytes() == b"first"
    assert all(_size(copy.name) <= DEFAULT_NAME_MAX for copy in (first, second))


def test_long_names_alike_up_to_the_cut_still_have_their_own_backups(tmp_path: Path) -> None:
    one = tmp_path / (_kanji_name(246, "") + "一.fhrc")
    other = tmp_path / (_kanji_name(246, "") + "二.fhrc")
    for path in (one, other):
        atomic_write(path, b"old " + path.name.encode(), generations=GENERATIONS)
        atomic_write(path, b"new", generations=GENERATIONS)
    assert backup_path(one, 1) != backup_path(other, 1)
    assert backups(one)[0].read_bytes() == b"old " + one.name.encode()
    assert backups(other)[0].read_bytes() == b"old " + other.name.encode()


def test_names_fit_a_file_system_with_a_shorter_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """eCryptfs, for one, takes names of up to 143 bytes."""
    made: list[str] = []
    real_open = os.open

    def record(path: str, flags: int, mode: int = 0o777) -> int:
        made.append(Path(path).name)
        return real_open(path, flags, mode)

    monkeypatch.setattr(paths.os, "pathconf", lambda _folder, _name: 143)
    monkeypatch.setattr(atomic.os, "open", record)
    path = tmp_path / _kanji_name(140)
    for version in range(3):
        atomic_write(path, f"v{version}".encode(), generations=GENERATIONS)
    names = made + os.listdir(tmp_path / BACKUP_FOLDER)
    assert len(names) > 5
    assert max(_size(name) for name in names) <= 143
    assert [backup.read_bytes() for backup in backups(path)] == [b"v1", b"v0"]


def test_a_name_too_long_for_the_disk_is_a_clear_save_error(tmp_path: Path) -> None:
    path = tmp_path / _kanji_name(256)
    with pytest.raises(
        atomic.SaveError, match="the name is too long for this disk; save it under a shorter name"
    ):
        atomic_write(path, b"new")
    assert _everything(tmp_path) == []


def test_a_long_suffix_is_no_file_type_and_is_cut_like_the_rest(tmp_path: Path) -> None:
    path = tmp_path / ("notes." + "x" * 240)
    atomic_write(path, b"v0", generations=GENERATIONS)
    atomic_write(path, b"v1", generations=GENERATIONS)
    backup = backup_path(path, 1)
    assert backup.read_bytes() == b"v0"
    assert backup.name.startswith("notes.xxx")
    assert backup.name.endswith(".bak1")
    assert _size(backup.name) <= DEFAULT_NAME_MAX
