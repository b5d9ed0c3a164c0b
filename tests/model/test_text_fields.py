"""The string field types: names stay on one line, and no field keeps a character that breaks a format."""

import json
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic_core import ValidationError

from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    DurationUnit,
    Effect,
    Emotion,
    LogEntry,
    Skill,
    Stat,
    StatKind,
    TensionMode,
)
from fhrtool.model.base import (
    _NAME_CHANGES,
    _TEXT_CHANGES,
    NAME_MAX,
    TEXT_MAX,
    _clean_name_fully,
    _clean_text_fully,
    clean_name,
    clean_text,
)

BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
LINE_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
HOSTILE_CHARACTERS = (
    "\x00\x01\x07\x08\x1b\x1f\x7f\x80\x9b\x9f\ud800\udbff\udc00\udfff"
    "\ufdd0\ufdef\ufffe\uffff\U0001fffe\U0010ffff" + BIDI_CONTROLS + LINE_BREAKS + "\t\r\n"
)
# Any code point, surrogates included, with the troublesome ones drawn often.
hostile_text = st.text(st.one_of(st.characters(codec=None), st.sampled_from(HOSTILE_CHARACTERS)))


def _is_unsafe(character: str) -> bool:
    code = ord(character)
    return (
        (unicodedata.category(character) in {"Cc", "Cs"} and character not in "\t\n")
        or 0xFDD0 <= code <= 0xFDEF
        or code & 0xFFFE == 0xFFFE
        or character in BIDI_CONTROLS
    )


def _has_surrogate(text: str) -> bool:
    return any(unicodedata.category(character) == "Cs" for character in text)


@given(hostile_text)
def test_a_name_is_one_line_without_unsafe_characters(text: str) -> None:
    name = clean_name(text)
    assert not any(_is_unsafe(character) for character in name)
    assert len(name.splitlines()) <= 1
    assert "\t" not in name
    assert name.encode("utf-8").decode("utf-8") == name
    assert clean_name(name) == name


@given(hostile_text)
def test_a_text_keeps_line_feeds_and_tabs_only(text: str) -> None:
    cleaned = clean_text(text)
    assert not any(_is_unsafe(character) for character in cleaned)
    assert all(line_break not in cleaned for line_break in LINE_BREAKS if line_break != "\n")
    assert clean_text(cleaned) == cleaned


@given(hostile_text)
def test_text_without_unsafe_characters_is_kept_as_it_is(text: str) -> None:
    safe = "".join(character for character in text if not _is_unsafe(character) and character not in "\t\n")
    safe = "".join(character for character in safe if character not in LINE_BREAKS)
    assert clean_name(safe) == safe
    assert clean_text(safe) == safe


@given(name=hostile_text, notes=hostile_text)
def test_typed_or_loaded_values_are_cleaned_never_kept_raw(name: str, notes: str) -> None:
    def make() -> Character:
        return Character(name=name, player=name, notes=notes, skills=(Skill(name=name, effect=notes),))

    if _has_surrogate(name + notes):
        with pytest.raises(ValidationError, match="Input should be a valid string"):
            make()
        return
    if len(clean_name(name)) > NAME_MAX or len(clean_text(notes)) > TEXT_MAX:
        with pytest.raises(ValidationError, match="String should have at most"):
            make()
        return
    character = make()
    assert character.name == character.player == character.skills[0].name == clean_name(name)
    assert character.notes == character.skills[0].effect == clean_text(notes)
    again = Character.model_validate_json(character.model_dump_json())
    assert again == character


@given(hostile_text)
def test_the_fast_path_agrees_with_the_full_cleaning(text: str) -> None:
    # A string is let through untouched exactly when the full cleaning would leave it as it is.
    assert (_NAME_CHANGES.search(text) is None) == (_clean_name_fully(text) == text)
    assert (_TEXT_CHANGES.search(text) is None) == (_clean_text_fully(text) == text)
    assert clean_name(text) == _clean_name_fully(text)
    assert clean_text(text) == _clean_text_fully(text)


def test_no_character_either_cleaning_changes_is_printable() -> None:
    # So a printable string needs no search: the cleanings let it through as it is.
    changed = [chr(code) for code in range(0x110000) if _NAME_CHANGES.search(chr(code))]
    assert len(changed) > 100
    assert not any(char.isprintable() for char in changed)
    assert all(_NAME_CHANGES.search(char) for char in map(chr, range(0x110000)) if _TEXT_CHANGES.search(char))


@given(hostile_text)
def test_validated_fields_agree_with_the_full_cleaning(text: str) -> None:
    if _has_surrogate(text) or len(_clean_name_fully(text)) > NAME_MAX:
        return
    skill = Skill(name=text, effect=text)
    assert (skill.name, skill.effect) == (_clean_name_fully(text), _clean_text_fully(text))


def test_the_reported_characters_are_removed_from_names() -> None:
    assert Character(name="A\x00li\x1b[31mce").name == "Ali[31mce"
    assert Character(name="\u202eecilA\u202c").name == "ecilA"
    assert Character(name="Al\u2066ice\u2069").name == "Alice"
    assert Character(name="Alice\ufffe\uffff\U0001fffe\ufdd0").name == "Alice"
    assert Character(name="Al\x7fi\x85ce\x9b").name == "Ali ce"


def test_names_of_every_kind_come_on_one_line() -> None:
    assert Character(name="Bob\nthe\r\nBuilder\u2028Jr.").name == "Bob the Builder Jr."
    assert Skill(name="Sword\n1D100>=1", category="a\u2029b").name == "Sword 1D100>=1"
    assert Skill(name="x", category="a\u2029b").category == "a b"
    assert Stat(name="Luck\t\x85", kind=StatKind.ESSENCE).name == "Luck "
    assert BoardEntry(target_name="NPC\n\n1", emotions=("e",), bond=1).target_name == "NPC 1"
    emotion = Emotion(id="e", name_ja="嫉妬\n", name_en="Jeal\u202eousy", bond=1)
    assert (emotion.name_ja, emotion.name_en) == ("嫉妬 ", "Jealousy")
    assert Campaign(name="Camp\x00aign\n2").name == "Campaign 2"


def test_multi_line_texts_keep_line_feeds_and_tabs() -> None:
    character = Character(name="A", notes="one\r\ntwo\rthree\u2028four\tfive\x00\u202e")
    assert character.notes == "one\ntwo\nthree\nfour\tfive"
    assert Skill(name="s", effect="a\x85b\x0bc").effect == "a\nb\nc"


def test_effects_and_the_log_are_cleaned_too() -> None:
    effect = Effect(
        combatant_id="c",
        name="Stun\n\x1b",
        note="x\u2067y",
        duration=1,
        unit=DurationUnit.ROUNDS,
        remaining=1,
        started_in=TensionMode.LOW,
    )
    assert (effect.name, effect.note) == ("Stun ", "xy")
    entry = LogEntry(kind="roll\x00", params={"who\u202e": "Al\x1bice", "names": ("a\ufffe", "b"), "n": 3})
    assert entry.kind == "roll"
    assert entry.params == {"who": "Alice", "names": ("a", "b"), "n": 3}


def test_a_file_holding_such_characters_loads_cleaned() -> None:
    raw = r'{"characters": [{"name": "Al\u0000ice\u202e", "notes": "a\r\nb\u0007"}]}'
    campaign = Campaign.model_validate(json.loads(raw))
    assert (campaign.characters[0].name, campaign.characters[0].notes) == ("Alice", "a\nb")
    assert Campaign.model_validate_json(campaign.model_dump_json()) == campaign


def test_a_lone_surrogate_is_refused_as_no_file_can_store_it() -> None:
    for field in ("name", "notes"):
        values = {"name": "Alice", field: "half \ud83d"}
        with pytest.raises(ValidationError, match="Input should be a valid string") as error:
            Character.model_validate(values)
        assert [problem["loc"] for problem in error.value.errors()] == [(field,)]
    assert Character(name="whole \U0001f600").name == "whole \U0001f600"


def test_the_length_bounds_count_what_is_left_after_cleaning() -> None:
    assert Character(name="\x00" * 10 + "x" * NAME_MAX).name == "x" * NAME_MAX
    with pytest.raises(ValidationError, match=f"String should have at most {NAME_MAX} characters"):
        Character(name="x" * (NAME_MAX + 1))
    with pytest.raises(ValidationError, match=f"String should have at most {TEXT_MAX} characters"):
        Character(name="x", notes="x" * (TEXT_MAX + 1))
