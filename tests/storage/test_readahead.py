"""A file read ahead is used only as the file still is; anything else is read again, the usual way."""

import os
from pathlib import Path

import pytest

from fhrtool.argv import campaign_files
from fhrtool.storage import readahead
from fhrtool.storage.errors import LoadError
from fhrtool.storage.jsonfile import read_file

LIMIT = 1024


@pytest.fixture(autouse=True)
def _nothing_left_ahead() -> None:
    readahead._AHEAD.clear()


def _file(tmp_path: Path, data: bytes = b'{"a": 1}') -> Path:
    path = tmp_path / "a.fhrc"
    path.write_bytes(data)
    return path


def test_a_file_read_ahead_is_what_read_file_gives(tmp_path: Path) -> None:
    path = _file(tmp_path)
    readahead.read_ahead(path, LIMIT)
    ahead = readahead.take(path, LIMIT)
    assert ahead is not None
    data, info = ahead
    assert data == b'{"a": 1}'
    assert (info.st_size, info.st_ino) == (8, os.stat(path).st_ino)
    assert readahead.take(path, LIMIT) is None  # taken once
    readahead.read_ahead(path, LIMIT)
    assert read_file(path, LIMIT)[0] == b'{"a": 1}'
    assert not readahead._AHEAD


def test_a_relative_name_finds_the_read_ahead_of_the_same_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _file(tmp_path)
    monkeypatch.chdir(tmp_path)
    readahead.read_ahead("a.fhrc", LIMIT)
    assert readahead.take(tmp_path / "a.fhrc", LIMIT) is not None


def test_a_file_changed_since_is_read_again(tmp_path: Path) -> None:
    path = _file(tmp_path)
    readahead.read_ahead(path, LIMIT)
    readahead._AHEAD[str(path)][0].join()
    path.write_bytes(b'{"a": 22}')
    assert read_file(path, LIMIT)[0] == b'{"a": 22}'


def test_a_file_touched_since_is_read_again(tmp_path: Path) -> None:
    path = _file(tmp_path)
    readahead.read_ahead(path, LIMIT)
    readahead._AHEAD[str(path)][0].join()
    info = os.stat(path)
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))
    assert readahead.take(path, LIMIT) is None


def test_a_file_removed_since_is_reported_as_missing(tmp_path: Path) -> None:
    path = _file(tmp_path)
    readahead.read_ahead(path, LIMIT)
    readahead._AHEAD[str(path)][0].join()
    path.unlink()
    with pytest.raises(LoadError, match="no such file"):
        read_file(path, LIMIT)


@pytest.mark.parametrize(
    ("name", "ahead_limit", "limit", "problem"),
    [
        ("missing.fhrc", LIMIT, LIMIT, "no such file"),
        ("folder.fhrc", LIMIT, LIMIT, "not a file"),
        ("a.fhrc", LIMIT, 4, "too large"),  # larger than the reader takes
        ("a.fhrc", 4, LIMIT, None),  # larger than the read ahead takes: read the usual way
    ],
)
def test_what_cannot_be_read_ahead_is_left_to_read_file(
    tmp_path: Path, name: str, ahead_limit: int, limit: int, problem: str | None
) -> None:
    _file(tmp_path)
    (tmp_path / "folder.fhrc").mkdir()
    path = tmp_path / name
    readahead.read_ahead(path, ahead_limit)
    assert readahead.take(path, limit) is None
    readahead.read_ahead(path, ahead_limit)
    if problem is None:
        assert read_file(path, limit)[0] == b'{"a": 1}'
    else:
        with pytest.raises(LoadError, match=problem):
            read_file(path, limit)


def test_a_file_read_ahead_twice_is_read_once(tmp_path: Path) -> None:
    path = _file(tmp_path)
    readahead.read_ahead(path, LIMIT)
    first = readahead._AHEAD[str(path)]
    readahead.read_ahead(path, LIMIT)
    assert readahead._AHEAD[str(path)] is first


def test_the_campaigns_of_a_command_line_are_its_campaign_files() -> None:
    argv = ["--home", "h", "years.fhrc", "--screenshot", "out.png", "--lang=ja", "b/other.fhrc", "x.fhrs"]
    assert campaign_files(argv) == [Path("years.fhrc"), Path("b/other.fhrc")]
    assert campaign_files(["--file=years.fhrc"]) == []
