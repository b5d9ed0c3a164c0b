import os
from pathlib import Path

import pytest

from fhrtool.storage import stamp as stamp_module
from fhrtool.storage.stamp import UNREADABLE, FileStamp, stamp_of, stamp_of_read, stamp_of_written


def test_there_is_no_stamp_without_a_file(tmp_path: Path) -> None:
    assert stamp_of(tmp_path / "missing.fhrc") is None


def test_an_unchanged_file_is_not_read_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "moon.fhrc"
    path.write_bytes(b"moon")
    known = stamp_of(path)
    assert known is not None

    def unread(_path: Path) -> str:
        raise AssertionError("read again")

    monkeypatch.setattr(stamp_module, "_digest", unread)
    assert stamp_of(path, known) is known


def test_a_touched_file_with_the_same_bytes_holds_the_same(tmp_path: Path) -> None:
    path = tmp_path / "moon.fhrc"
    path.write_bytes(b"moon")
    known = stamp_of(path)
    assert known is not None
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 5_000_000_000))
    now = stamp_of(path, known)
    assert now is not None
    assert now != known
    assert known.same_bytes(now)


def test_changed_bytes_of_the_same_size_are_noticed(tmp_path: Path) -> None:
    path = tmp_path / "moon.fhrc"
    path.write_bytes(b"moon")
    known = stamp_of(path)
    assert known is not None
    path.write_bytes(b"mars")
    assert not known.same_bytes(stamp_of(path, known))
    assert not known.same_bytes(None)


def test_what_cannot_be_read_never_holds_the_same(tmp_path: Path) -> None:
    unreadable = stamp_of(tmp_path)  # a folder: there to stat, not to read
    assert unreadable is not None
    assert unreadable.digest == UNREADABLE
    assert not unreadable.same_bytes(unreadable)


def test_the_stamp_of_bytes_read_is_that_of_their_file(tmp_path: Path) -> None:
    path = tmp_path / "moon.fhrc"
    path.write_bytes(b"moon")
    assert stamp_of_read(os.stat(path), b"moon")() == stamp_of(path)


def test_a_change_between_the_stat_and_the_read_is_in_the_bytes_read(tmp_path: Path) -> None:
    path = tmp_path / "moon.fhrc"
    path.write_bytes(b"moon")
    before = os.stat(path)
    path.write_bytes(b"mars")
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, before.st_mtime_ns + 5_000_000_000))
    read = stamp_of_read(before, path.read_bytes())()
    assert read.same_bytes(stamp_of(path, read)), "the file holds what was read"
    path.write_bytes(b"mass")
    os.utime(path, ns=(info.st_atime_ns, before.st_mtime_ns + 10_000_000_000))
    assert not read.same_bytes(stamp_of(path, read)), "a change after the read is noticed"


def test_the_stamp_of_bytes_written_is_that_of_their_file(tmp_path: Path) -> None:
    path = tmp_path / "moon.fhrc"
    path.write_bytes(b"moon")
    assert stamp_of_written(path, b"moon")() == stamp_of(path)


def test_the_bytes_written_are_hashed_only_when_their_stamp_is_asked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "moon.fhrc"
    path.write_bytes(b"moon")
    hashed: list[bytes] = []

    def digest_of(data: bytes) -> str:
        hashed.append(data)
        return "digest"

    monkeypatch.setattr(stamp_module, "_digest_of", digest_of)
    written = stamp_of_written(path, b"moon")
    assert hashed == []
    assert written() == FileStamp(4, path.stat().st_mtime_ns, path.stat().st_ino, "digest")
    assert hashed == [b"moon"]


def test_a_file_replaced_since_it_was_written_is_stamped_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "moon.fhrc"
    path.write_bytes(b"a longer moon")
    replaced_then = stamp_of(path)
    replaced = stamp_of_written(path, b"moon")
    path.write_bytes(b"another moon, written later")
    assert replaced() == replaced_then, "not the digest of bytes it does not hold, nor of what came later"
    path.unlink()
    assert stamp_of_written(path, b"moon")() is None
