"""Names fhrtool makes up for its own files fit the file system: its limit, and names cut to it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.storage import paths
from fhrtool.storage.paths import DEFAULT_NAME_MAX, fitted_name, name_limit


def _size(name: str) -> int:
    return len(os.fsencode(name))


def test_a_short_name_is_left_as_it_is() -> None:
    assert fitted_name("camp", ".bak1.fhrc", 255) == "camp.bak1.fhrc"
    assert fitted_name("a" * 245, ".bak1.fhrc", 255) == "a" * 245 + ".bak1.fhrc"


@given(
    head=st.text(st.characters(exclude_categories=("Cs",), exclude_characters="/\0"), max_size=300),
    tail=st.text(st.characters(exclude_categories=("Cs",), exclude_characters="/\0"), max_size=20),
    limit=st.integers(100, 255),  # room for the longest tail (80 bytes) and the mark
)
def test_a_cut_name_fits_and_keeps_whole_characters(head: str, tail: str, limit: int) -> None:
    name = fitted_name(head, tail, limit)
    assert _size(name) <= limit
    assert name.endswith(tail)
    if name != head + tail:
        kept, mark = name[: -len(tail) or None].rsplit("~", 1)
        assert head.startswith(kept)
        assert len(mark) == 8
        assert _size(name) > limit - 4  # no more was cut than needed, give or take a character


def test_a_name_with_bytes_that_are_not_text_is_cut_between_them() -> None:
    head = os.fsdecode(b"\xff" * 300)
    name = fitted_name(head, ".tmp", 255)
    assert len(os.fsencode(name)) == 255
    assert os.fsencode(name).startswith(b"\xff" * 242)


def test_names_alike_up_to_the_cut_are_cut_apart() -> None:
    one = fitted_name("冒" * 100 + "一", ".bak1.fhrc", 255)
    other = fitted_name("冒" * 100 + "二", ".bak1.fhrc", 255)
    assert one != other


def test_the_limit_is_the_file_systems(tmp_path: Path) -> None:
    assert name_limit(tmp_path) == os.pathconf(tmp_path, "PC_NAME_MAX")


def test_a_folder_yet_to_be_made_has_the_limit_of_the_one_above(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def pathconf(folder: Path, _name: str) -> int:
        asked.append(str(folder))
        if not Path(folder).exists():
            raise FileNotFoundError(folder)
        return 143

    monkeypatch.setattr(paths.os, "pathconf", pathconf)
    assert name_limit(tmp_path / "not" / "yet") == 143
    assert asked == [str(tmp_path / "not" / "yet"), str(tmp_path / "not"), str(tmp_path)]


def test_without_a_limit_to_ask_for_names_are_kept_to_255_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(paths.os, "pathconf")  # as on Windows
    assert name_limit(Path("/")) == DEFAULT_NAME_MAX


def test_a_file_system_without_a_limit_still_gets_255_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paths.os, "pathconf", lambda _folder, _name: -1)
    assert name_limit(Path("/")) == DEFAULT_NAME_MAX


def test_a_limit_nobody_can_tell_is_255_bytes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def unknown(_folder: Path, _name: str) -> int:
        raise OSError(22, "Invalid argument")

    monkeypatch.setattr(paths.os, "pathconf", unknown)
    assert name_limit(tmp_path) == DEFAULT_NAME_MAX
