"""The file names fhrtool makes from a character's or a campaign's name are names Windows takes, on every
system: the files travel."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.storage.paths import portable_name, portable_names

# Microsoft's "Naming Files, Paths, and Namespaces", written out here rather than taken from the code.
DEVICES = (
    ["CON", "PRN", "AUX", "NUL"]
    + [f"COM{digit}" for digit in "123456789¹²³"]
    + [f"LPT{digit}" for digit in "123456789¹²³"]
)
REFUSED = frozenset('<>:"/\\|?*') | {chr(code) for code in range(32)}
SUFFIXES = ("", ".fhrs", ".fhrc", ".xml", ".txt", ".html")


def windows_takes(name: str) -> bool:
    """Whether Windows can create a file of this name, and Linux and macOS too (255 bytes of UTF-8)."""
    return (
        0 < len(name.encode("utf-16-le")) // 2 <= 255
        and len(name.encode("utf-8")) <= 255  # raises for a lone surrogate, which no system stores
        and REFUSED.isdisjoint(name)
        and not name.endswith((" ", "."))
        and name.split(".")[0].rstrip(" ").upper() not in DEVICES
    )


# Names that are fine already: printable one-line text Windows takes, starting with neither a dot (a
# hidden file elsewhere) nor a space.
fine_names = st.text(
    st.characters(exclude_categories=("C", "Zl", "Zp"), exclude_characters="".join(REFUSED)),
    min_size=1,
    max_size=60,
).filter(lambda name: windows_takes(name) and not name.startswith((".", " ")))


@given(st.text(), st.sampled_from(SUFFIXES))
def test_any_name_gives_a_name_windows_takes(name: str, suffix: str) -> None:
    made = portable_name(name, suffix, "character")
    assert windows_takes(made)
    assert made.endswith(suffix)
    assert not made.startswith((".", " "))


@given(fine_names, st.sampled_from(SUFFIXES))
def test_a_name_that_is_fine_is_kept(name: str, suffix: str) -> None:
    assert portable_name(name, suffix, "character") == name + suffix


@given(st.text())
def test_a_made_name_is_kept(name: str) -> None:
    made = portable_name(name, "", "character")
    assert portable_name(made, "", "character") == made


@given(st.lists(st.text(max_size=4) | st.sampled_from(["CON", "con", "CON_", "a", "A", "a (2)", "NUL.txt"])))
def test_names_for_several_are_distinct_in_any_case(names: list[str]) -> None:
    made = portable_names(names, ".xml", "character")
    assert len(made) == len(names)
    assert all(windows_takes(name) for name in made)
    assert len({name.casefold() for name in made}) == len(made)


@pytest.mark.parametrize("device", [*DEVICES, "CONIN$", "CONOUT$", "COM0", "LPT0"])
def test_a_device_s_name_in_any_case_with_any_extension_is_changed(device: str) -> None:
    for name in (device, device.lower(), device.title(), f"{device}.txt", f"{device} .tar.gz", f"{device}. "):
        made = portable_name(name, ".fhrs", "character")
        assert windows_takes(made), made
        assert made.upper().startswith(device)
        assert made.split(".")[0].rstrip(" ").upper() != device


@pytest.mark.parametrize(
    ("name", "suffix", "made"),
    [
        ("CON", ".fhrs", "CON_.fhrs"),
        ("NUL.txt", ".fhrs", "NUL_.txt.fhrs"),
        ("lpt¹", ".xml", "lpt¹_.xml"),
        ("COM10", ".xml", "COM10.xml"),  # only the digits 0–9 and ¹²³ make a port
        ("CONSOLE", ".xml", "CONSOLE.xml"),
        ('a/b:c*?"<>|', ".xml", "a_b_c_.xml"),
        ("Who? ", ".txt", "Who_.txt"),
        ("end. . ", "", "end"),
        (" .hidden", ".fhrc", "hidden.fhrc"),
        ("two\nlines", ".fhrs", "two lines.fhrs"),
        ("", ".fhrs", "character.fhrs"),
        (" .. ", ".fhrs", "character.fhrs"),
        ("天城 ユウ", ".fhrs", "天城 ユウ.fhrs"),
    ],
)
def test_names_made(name: str, suffix: str, made: str) -> None:
    assert portable_name(name, suffix, "character") == made


def test_a_fallback_of_which_nothing_is_left_is_a_plain_name() -> None:
    assert portable_name("?", ".fhrc", "") == "_.fhrc"
    assert portable_name("..", ".fhrc", "..") == "file.fhrc"


def test_a_long_name_is_cut_to_fit_and_keeps_its_suffix() -> None:
    made = portable_name("冒" * 200, ".fhrs", "character")
    assert windows_takes(made)
    assert made.startswith("冒" * 80)
    assert made.endswith(".fhrs")
    assert portable_names(["冒" * 200] * 2, ".fhrs", "character")[1] != made
