import json
from pathlib import Path

import pytest
from pydantic_core import ValidationError

from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    Combatant,
    Confrontation,
    Delay,
    Emotion,
    Encounter,
    HopeOnSequence,
    InfinityBreak,
    Passive,
    Phase,
    Pool,
    Quick,
    RuleOptions,
    Skill,
    Slot,
    Sync,
)
from fhrtool.model.text import plural

CATALOGUE = Path(__file__).parents[2] / "fhrtool" / "resources" / "emotions.json"


def _catalogue() -> list[Emotion]:
    raw = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    return [Emotion.model_validate(item) for item in raw["emotions"]]


def _error_locations(error: ValidationError) -> list[str]:
    return [".".join(map(str, item["loc"])) for item in error.errors()]


def test_pool_refuses_current_above_maximum_and_says_both_numbers() -> None:
    with pytest.raises(ValidationError, match="7 exceeds its maximum 5"):
        Pool(current=7, maximum=5)


def test_pool_with_current_clamps_to_maximum() -> None:
    assert Pool(current=1, maximum=5).with_current(9) == Pool(current=5, maximum=5)


def test_validation_errors_name_the_field() -> None:
    raw = {"characters": [{"name": "Aldo", "hope": {"current": 7, "maximum": 5}, "life": "many"}]}
    with pytest.raises(ValidationError) as error:
        Campaign.model_validate(raw)
    locations = _error_locations(error.value)
    assert "characters.0.life" in locations
    assert "characters.0.hope" in locations


def test_unknown_keys_are_refused_not_dropped() -> None:
    with pytest.raises(ValidationError) as error:
        Character.model_validate({"name": "Aldo", "hpp": 3})
    assert _error_locations(error.value) == ["hpp"]


def test_records_are_immutable() -> None:
    character = Character(name="Aldo")
    with pytest.raises(ValidationError):
        character.name = "Bea"  # type: ignore[misc]


def test_tension_value_is_bounded_to_0_100() -> None:
    Character(name="A", tension_value=100)
    with pytest.raises(ValidationError):
        Character(name="A", tension_value=101)
    with pytest.raises(ValidationError):
        Character(name="A", tension_value=-1)


def test_hostile_strings_are_bounded() -> None:
    with pytest.raises(ValidationError):
        Character(name="x" * 201)
    with pytest.raises(ValidationError):
        Character(name="A", id="../../etc/passwd")


def test_infinity_break_must_name_a_skill_on_the_sheet() -> None:
    skill = Skill(id="slash", name="Slash")
    Character(name="A", skills=(skill,), infinity_breaks=(InfinityBreak(skill_id="slash", level=3),))
    with pytest.raises(ValidationError, match="not on the sheet"):
        Character(name="A", infinity_breaks=(InfinityBreak(skill_id="slash", level=3),))


def test_duplicate_ids_are_refused() -> None:
    with pytest.raises(ValidationError, match="share the id"):
        Character(name="A", skills=(Skill(id="s", name="One"), Skill(id="s", name="Two")))


def test_confrontation_must_name_an_entry_on_the_board() -> None:
    entry = BoardEntry(id="e1", target_name="Bea", emotions=("kindred-spirit",), bond=2)
    confrontation = Confrontation(entry_id="e1", emotion_id="kindred-spirit", opposing_emotion_id="hatred")
    Character(name="A", casting_board=(entry,), confrontations=(confrontation,))
    with pytest.raises(ValidationError, match="does not exist"):
        Character(name="A", confrontations=(confrontation,))


def test_lookups_by_id_find_each_kind_of_record_and_raise_key_error_for_an_unknown_id() -> None:
    skill = Skill(id="slash", name="Slash")
    registration = InfinityBreak(id="r1", skill_id="slash", level=3)
    entry = BoardEntry(id="e1", target_name="Bea", emotions=("kindred-spirit",), bond=2)
    confrontation = Confrontation(
        id="c1", entry_id="e1", emotion_id="kindred-spirit", opposing_emotion_id="hatred"
    )
    character = Character(
        name="A",
        skills=(skill,),
        infinity_breaks=(registration,),
        casting_board=(entry,),
        confrontations=(confrontation,),
    )
    assert character.skill("slash") is skill
    assert character.registration("r1") is registration
    assert character.entry("e1") is entry
    assert character.confrontation("c1") is confrontation
    for lookup in (character.skill, character.registration, character.entry, character.confrontation):
        with pytest.raises(KeyError):
            lookup("missing")


def test_board_entry_needs_at_least_one_emotion() -> None:
    with pytest.raises(ValidationError):
        BoardEntry(target_name="Bea", emotions=(), bond=0)


def test_encounter_refuses_references_to_unknown_combatants() -> None:
    with pytest.raises(ValidationError, match="not in the encounter"):
        Encounter(rolls={"ghost": 3})
    with pytest.raises(ValidationError, match="not in the encounter"):
        Encounter(combatants=(Combatant(id="a", name="A"),), declarations=(Sync("a", "ghost"),))


def test_encounter_position_must_be_within_the_order() -> None:
    combatants = (Combatant(id="a", name="A"),)
    order = (Slot(value=5, combatant_ids=("a",)),)
    Encounter(combatants=combatants, order=order, position=1)
    with pytest.raises(ValidationError, match="past the end"):
        Encounter(combatants=combatants, order=order, position=2)


def test_campaign_round_trips_through_json_with_every_declaration_kind() -> None:
    combatants = tuple(Combatant(id=name, name=name.upper()) for name in "abcde")
    declarations = (
        HopeOnSequence("a", (3, 5)),
        Quick("b", 2),
        Passive("c", 1),
        Delay("d", 3),
        Sync("e", "a"),
    )
    campaign = Campaign(
        name="Demo",
        characters=(Character(name="Aldo", hope=Pool(current=2, maximum=5)),),
        encounter=Encounter(combatants=combatants, declarations=declarations, rolls={"a": 4}),
        emotions=tuple(_catalogue()),
    )
    assert Campaign.model_validate_json(campaign.model_dump_json()) == campaign
    assert Campaign.model_validate(json.loads(campaign.model_dump_json())) == campaign


def test_declarations_from_a_file_are_checked() -> None:
    raw = {"combatants": [{"id": "a", "name": "A"}], "declarations": [{"kind": "quick", "combatant_id": "a"}]}
    with pytest.raises(ValidationError) as error:
        Encounter.model_validate(raw)
    assert _error_locations(error.value) == ["declarations.0.quick.steps"]


def test_rule_options_defaults_are_the_documented_ones() -> None:
    options = RuleOptions()
    assert options.extra_actions == "repeat"
    assert options.negative_sequence == "no_sequence"
    assert options.fatigue_penalty_step == 0
    assert options.delay_minimum == 0
    assert options.empty_board_is_traitor is False
    assert options.critical_value == 12
    assert options.fumble_value == 2


def test_every_rule_option_is_documented() -> None:
    for name, field in RuleOptions.model_fields.items():
        assert field.description, f"RuleOptions.{name} has no description"
        assert "§" in field.description, f"RuleOptions.{name} does not say which rule it belongs to"


def test_catalogue_has_the_45_emotions_of_the_rules() -> None:
    emotions = _catalogue()
    assert len(emotions) == 45
    assert sum(not e.additional for e in emotions) == 21
    assert len({e.id for e in emotions}) == 45
    by_name = {e.name_ja: e for e in emotions}
    assert by_name["相思相愛"].bond == 8
    assert not by_name["相思相愛"].mad
    assert by_name["自己矛盾"].self_directed
    for emotion in emotions:
        assert emotion.name_en, emotion.name_ja
        if emotion.name_ja != "相思相愛":
            assert emotion.bond == (4 if emotion.mad else 2), emotion.name_ja


def test_emotion_name_falls_back_to_japanese() -> None:
    assert (
        Emotion(id="x", name_ja="気が合う", name_en="Kindred Spirit", bond=2).name("en") == "Kindred Spirit"
    )
    assert Emotion(id="x", name_ja="気が合う", bond=2).name("en") == "気が合う"
    assert Emotion(id="x", name_ja="気が合う", name_en="Kindred Spirit", bond=2).name("ja") == "気が合う"


@pytest.mark.parametrize(("count", "words"), [(0, "dice"), (1, "die"), (2, "dice"), (-1, "dice")])
def test_only_a_count_of_exactly_one_takes_the_singular(count: int, words: str) -> None:
    assert plural(count, "die", "dice") == words


def test_the_current_slot_is_the_one_being_played() -> None:
    combatants = (Combatant(id="a", name="A"),)
    order = (Slot(value=12, combatant_ids=("a",)), Slot(value=2, combatant_ids=("a",)))
    acting = Encounter(combatants=combatants, order=order, position=1, phase=Phase.ACTING)
    assert acting.current_slot == order[1]
    assert acting.model_copy(update={"position": 2}).current_slot is None
    assert acting.model_copy(update={"phase": Phase.DECLARING}).current_slot is None
