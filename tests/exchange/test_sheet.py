from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.exchange.sheet import CharacterChoiceError, choose_characters, sheet_of, sheets_of
from fhrtool.model import BoardEntry, Campaign, Character, Confrontation, Emotion, Sheet
from fhrtool.model.base import NAME_MAX
from fhrtool.rules.dice import RandomDice
from fhrtool.steps import sheet as sheet_steps
from fhrtool.steps.merge import referenced_emotions, state_digest
from fhrtool.storage.files import encode_sheet, parse_sheet

from .samples import ANXIETY, CATALOGUE, GET_ALONG, JEALOUSY, OLD_TIES, ONE_SIDED, make_alice

NOW = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def _imported(campaign: Campaign, sheet: Sheet) -> Campaign:
    return sheet_steps.import_sheet(campaign, sheet, RandomDice(1), lambda: NOW).campaign


def test_a_sheet_carries_the_emotions_its_character_names(campaign: Campaign) -> None:
    alice = campaign.character("alice")
    assert referenced_emotions(alice) == ("anxiety", "get-along", "old-ties", "one-sided-love")
    assert sheet_of(campaign, alice) == Sheet(
        character=alice,
        emotions=(GET_ALONG, OLD_TIES, ONE_SIDED, ANXIETY),
        exported_from=state_digest(alice),
    )


def test_confrontation_emotions_go_along_too() -> None:
    entry = BoardEntry(id="e", target_name="T", emotions=("get-along",), bond=2)
    confrontation = Confrontation(
        entry_id="e", emotion_id="get-along", opposing_emotion_id="jealousy", kept_emotion_id="jealousy"
    )
    character = Character(name="C", casting_board=(entry,), confrontations=(confrontation,))
    assert referenced_emotions(character) == ("get-along", "jealousy")
    sheet = sheet_of(Campaign(characters=(character,), emotions=CATALOGUE), character)
    assert sheet.emotions == (JEALOUSY, GET_ALONG)


def test_an_open_confrontation_names_its_two_emotions(hostile_sheet: Sheet) -> None:
    assert referenced_emotions(hostile_sheet.character) == ("hostile-emotion", "jealousy")


def test_an_emotion_missing_from_the_catalogue_is_left_out() -> None:
    character = Character(name="C", unused_emotions=("gone",))
    assert sheet_of(Campaign(characters=(character,)), character).emotions == ()


def test_the_sheet_file_round_trips_losslessly(campaign: Campaign) -> None:
    sheet = sheet_of(campaign, campaign.character("alice"))
    loaded = parse_sheet(encode_sheet(sheet), "alice.fhrs")
    assert loaded.value == sheet
    assert not loaded.migrated


def test_choose_all_one_by_name_or_by_id(campaign: Campaign) -> None:
    assert choose_characters(campaign) == campaign.characters
    assert [c.id for c in choose_characters(campaign, "Bob")] == ["bob"]
    assert [c.id for c in choose_characters(campaign, "alice")] == ["alice"]
    assert [s.character.name for s in sheets_of(campaign)] == ["Alice Liddell", "Bob"]
    assert [s.character.name for s in sheets_of(campaign, "Bob")] == ["Bob"]


def test_choose_says_what_is_wrong(campaign: Campaign) -> None:
    with pytest.raises(CharacterChoiceError, match="the campaign has no characters"):
        choose_characters(Campaign())
    with pytest.raises(
        CharacterChoiceError, match="no character is named Carol; the campaign has: Alice Liddell, Bob"
    ):
        choose_characters(campaign, "Carol")
    twins = campaign.model_copy(
        update={"characters": (*campaign.characters, Character(id="bob2", name="Bob"))}
    )
    with pytest.raises(
        CharacterChoiceError, match="2 characters are named Bob; give the id of one instead: bob, bob2"
    ):
        choose_characters(twins, "Bob")
    assert [c.id for c in choose_characters(twins, "bob2")] == ["bob2"]


def test_import_adds_the_character_and_the_emotions_the_campaign_lacks() -> None:
    alice = make_alice()
    campaign = Campaign(name="Empty", emotions=(GET_ALONG,))
    sheet = Sheet(character=alice, emotions=(GET_ALONG, OLD_TIES, ONE_SIDED, ANXIETY))
    merged = _imported(campaign, sheet)
    assert merged.characters == (alice,)
    assert merged.emotions == (GET_ALONG, OLD_TIES, ONE_SIDED, ANXIETY)
    assert merged.name == "Empty"


def test_import_keeps_both_characters_when_name_and_id_clash(campaign: Campaign) -> None:
    sheet = sheet_of(campaign, campaign.character("alice"))
    once = _imported(campaign, sheet)
    twice = _imported(once, sheet)
    assert campaign.characters == once.characters[:2] == twice.characters[:2]
    names = [character.name for character in twice.characters]
    assert names == ["Alice Liddell", "Bob", "Alice Liddell (2)", "Alice Liddell (3)"]
    ids = [character.id for character in twice.characters]
    assert len(set(ids)) == 4
    copy = twice.characters[3]
    assert copy.model_copy(update={"id": "alice", "name": "Alice Liddell"}) == campaign.character("alice")
    assert twice.emotions == CATALOGUE  # nothing new, nothing twice


def test_a_long_name_stays_within_the_limit_when_renamed() -> None:
    long_name = "x" * NAME_MAX
    campaign = Campaign(characters=(Character(id="a", name=long_name),))
    merged = _imported(campaign, Sheet(character=Character(id="b", name=long_name)))
    renamed = merged.characters[1].name
    assert renamed == "x" * (NAME_MAX - 4) + " (2)"
    assert Character.model_validate(merged.characters[1].model_dump()).name == renamed


def test_the_same_emotion_under_another_id_is_not_added_twice() -> None:
    theirs = Emotion(id="their-jealousy", name_ja="嫉妬", name_en="Envy", bond=4, mad=True)
    confrontation = Confrontation(
        entry_id="e", emotion_id="their-jealousy", opposing_emotion_id="x", kept_emotion_id="their-jealousy"
    )
    character = Character(
        name="C",
        unused_emotions=("their-jealousy",),
        casting_board=(BoardEntry(id="e", target_name="T", emotions=("their-jealousy", "x"), bond=4),),
        confrontations=(confrontation,),
    )
    merged = _imported(Campaign(emotions=CATALOGUE), Sheet(character=character, emotions=(theirs,)))
    assert merged.emotions == CATALOGUE
    imported = merged.characters[0]
    assert imported.unused_emotions == ("jealousy",)
    assert imported.casting_board[0].emotions == ("jealousy", "x")
    assert imported.confrontations[0].model_dump() == {
        **confrontation.model_dump(),
        "emotion_id": "jealousy",
        "kept_emotion_id": "jealousy",
    }


def test_another_emotion_under_a_taken_id_gets_a_new_id() -> None:
    theirs = Emotion(id="jealousy", name_ja="羨望", bond=2)
    character = Character(
        name="C",
        casting_board=(BoardEntry(id="e", target_name="T", emotions=("jealousy",), bond=2),),
        confrontations=(Confrontation(entry_id="e", emotion_id="jealousy", opposing_emotion_id="anxiety"),),
    )
    merged = _imported(Campaign(emotions=CATALOGUE), Sheet(character=character, emotions=(theirs,)))
    assert merged.emotions[:-1] == CATALOGUE
    added = merged.emotions[-1]
    assert added.id != "jealousy"
    assert added.model_copy(update={"id": "jealousy"}) == theirs
    imported = merged.characters[0]
    assert imported.casting_board[0].emotions == (added.id,)
    assert imported.confrontations[0].emotion_id == added.id
    assert imported.confrontations[0].kept_emotion_id is None
    assert imported.confrontations[0].opposing_emotion_id == "anxiety"


names = st.sampled_from(["Alice", "Alice (2)", "Bob", "x" * NAME_MAX])
ids = st.sampled_from(["a", "b", "c"])


@given(
    existing=st.lists(st.tuples(ids, names), max_size=3, unique_by=lambda pair: pair[0]),
    incoming=st.tuples(ids, names),
)
def test_import_never_changes_what_is_there_and_always_adds_one(
    existing: list[tuple[str, str]], incoming: tuple[str, str]
) -> None:
    campaign = Campaign(characters=tuple(Character(id=i, name=n) for i, n in existing), emotions=CATALOGUE)
    merged = _imported(campaign, Sheet(character=Character(id=incoming[0], name=incoming[1])))
    assert merged.characters[:-1] == campaign.characters
    assert len(merged.characters) == len(campaign.characters) + 1
    assert len({c.id for c in merged.characters}) == len(merged.characters)
    assert len({c.name for c in merged.characters}) == len({c.name for c in campaign.characters}) + 1
    Campaign.model_validate(merged.model_dump())
