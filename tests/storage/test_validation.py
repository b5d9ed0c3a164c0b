import pytest
from pydantic_core import ValidationError

from fhrtool.model import Campaign, Sheet
from fhrtool.storage.validation import invalid_data, place


def _error(model: type[Campaign] | type[Sheet], data: dict[str, object]) -> str:
    with pytest.raises(ValidationError) as error:
        model.model_validate(data)
    return str(invalid_data(error.value, data, "campaign" if model is Campaign else "sheet"))


def test_a_characters_problem_is_named_by_the_character() -> None:
    data = {"characters": [{"name": "Aldo", "hope": {"current": 7, "maximum": 5}}]}
    assert _error(Campaign, data) == "character 'Aldo': hope: 7 exceeds its maximum 5"


def test_a_sheets_character_is_named_too() -> None:
    data = {"character": {"name": "Bea", "hp": {"current": 9, "maximum": 1}}}
    assert _error(Sheet, data) == "character 'Bea': hp: 9 exceeds its maximum 1"


def test_nested_items_are_named_or_numbered() -> None:
    data = {
        "characters": [
            {"name": "Aldo"},
            {"name": "Bea", "skills": [{"name": "Fire"}, {"name": "Ice", "cost": -1}]},
        ]
    }
    assert _error(Campaign, data) == (
        "character 'Bea': skill 'Ice': cost: Input should be greater than or equal to 0"
    )
    data = {"characters": [{"name": "", "level": 0}]}
    assert _error(Campaign, data) == "character 1: level: Input should be greater than or equal to 1"


def test_encounter_places_read_as_words() -> None:
    data = {"encounter": {"combatants": [{"name": "Goblin 1"}, {"name": "Goblin 2", "side": "neutral"}]}}
    assert _error(Campaign, data) == (
        "encounter: combatant 'Goblin 2': side: Input should be 'pc', 'ally' or 'enemy'"
    )
    data = {"encounter": {"declarations": [{"kind": "quick", "combatant_id": "x", "steps": "many"}]}}
    assert _error(Campaign, data).startswith("encounter: declaration 1: quick: steps: Input should be")


def test_a_missing_field_is_named() -> None:
    assert _error(Campaign, {"characters": [{"player": "Kai"}]}) == "character 1: name: Field required"


def test_a_check_of_a_whole_record_names_the_record() -> None:
    data = {"characters": [{"name": "Aldo", "infinity_breaks": [{"skill_id": "nope", "level": 3}]}]}
    assert _error(Campaign, data) == (
        "character 'Aldo': Infinity Break names a skill that is not on the sheet: 'nope'"
    )
    data = {"characters": [{"id": "a", "name": "A"}, {"id": "a", "name": "B"}]}
    assert _error(Campaign, data) == "campaign: two characters share the id 'a'"


def test_more_problems_are_counted() -> None:
    data = {"name": 3, "scenario": 0, "characters": [{"name": "Aldo", "life": "many"}]}
    assert _error(Campaign, data) == "name: Input should be a valid string (and 2 more problems)"


def test_long_or_strange_names_are_shortened() -> None:
    data = {"characters": [{"name": "  Aldo\n\tthe   " + "very " * 20, "level": 0}]}
    message = _error(Campaign, data)
    assert message.startswith("character 'Aldo the very very")
    assert "…': level:" in message
    assert len(message.split("'")[1]) == 40


def test_places_in_unnamed_collections_and_dictionaries() -> None:
    data = {"log": [{"kind": "roll"}, {"kind": "roll", "params": {"d": 1.5}}]}
    assert _error(Campaign, data).startswith("log entry 2: params: d: ")
    data = {"encounter": {"rolls": {"x": "high"}}}
    assert _error(Campaign, data).startswith("encounter: rolls: x: Input should be a valid integer")


def test_place_of_the_whole_and_of_items_of_a_list() -> None:
    assert place("campaign", {}, ()) == "campaign"
    assert place("list", [{"name": "A"}], (0, "x")) == "item 'A': x"
    assert place("list", [], (3,)) == "item 4"
    assert (
        place("campaign", {"emotions": [{"id": "e", "name_ja": "嫉妬"}]}, ("emotions", 0)) == "emotion '嫉妬'"
    )
