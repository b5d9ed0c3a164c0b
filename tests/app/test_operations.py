import pytest

from fhrtool.app import operations
from fhrtool.app.document import Document
from fhrtool.app.operations import InvalidValueError
from fhrtool.model import BoardEntry, Campaign, Character, CharacterKind, Pool


@pytest.fixture
def document() -> Document:
    aldo = Character(id="aldo", name="Aldo", hope=Pool(current=3, maximum=5), reflex=1)
    return Document(Campaign(characters=(aldo,)))


def test_set_field_names_the_step_with_old_and_new_value(document: Document) -> None:
    assert operations.set_field(document, "aldo", "reflex", 2)
    assert document.character("aldo").reflex == 2
    assert document.undo_stack.undoText() == "Reflex 1 → 2 (Aldo)"


def test_set_field_merges_repeated_edits_of_one_field(document: Document) -> None:
    for value in (2, 3, 4):
        operations.set_field(document, "aldo", "life", value)
    operations.set_field(document, "aldo", "will", 2)
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.character("aldo").life == 0


def test_invalid_value_is_refused_with_the_reason_and_nothing_changes(document: Document) -> None:
    with pytest.raises(InvalidValueError, match="tension_value"):
        operations.set_field(document, "aldo", "tension_value", 150)
    with pytest.raises(InvalidValueError, match="exceeds its maximum"):
        operations.set_field(document, "aldo", "hope", Pool.model_construct(current=9, maximum=5))
    assert document.undo_stack.count() == 0


def test_set_pool_lowers_current_with_the_maximum(document: Document) -> None:
    operations.set_pool(document, "aldo", "hope", current=3, maximum=2)
    assert document.character("aldo").hope == Pool(current=2, maximum=2)
    assert document.undo_stack.undoText() == "Hope 3/5 → 2/2 (Aldo)"
    with pytest.raises(InvalidValueError, match="cannot be negative"):
        operations.set_pool(document, "aldo", "hope", current=0, maximum=-1)


def test_add_duplicate_delete_are_undoable(document: Document) -> None:
    npc = operations.add_character(document, CharacterKind.NPC)
    assert document.character(npc).name == "New NPC"
    assert document.character(npc).kind is CharacterKind.NPC
    copy = operations.duplicate_character(document, "aldo")
    assert [c.name for c in document.campaign.characters] == ["Aldo", "Aldo (copy)", "New NPC"]
    assert copy != "aldo"
    operations.delete_character(document, "aldo")
    assert [c.name for c in document.campaign.characters] == ["Aldo (copy)", "New NPC"]
    assert document.undo_stack.undoText() == "Delete Aldo"
    for _ in range(3):
        document.undo_stack.undo()
    assert [c.id for c in document.campaign.characters] == ["aldo"]


def test_deleting_a_character_keeps_board_entries_naming_it() -> None:
    entry = BoardEntry(target_id="bea", target_name="Bea", emotions=("kindred-spirit",), bond=2)
    aldo = Character(id="aldo", name="Aldo", casting_board=(entry,))
    document = Document(Campaign(characters=(aldo, Character(id="bea", name="Bea"))))
    operations.delete_character(document, "bea")
    assert document.character("aldo").casting_board == (entry,)


def test_merged_steps_are_named_from_the_first_old_value(document: Document) -> None:
    operations.set_field(document, "aldo", "life", 1)
    operations.set_field(document, "aldo", "life", 12)
    assert document.undo_stack.undoText() == "Life 0 → 12 (Aldo)"


def test_duplicating_a_name_at_the_length_limit_keeps_a_valid_name() -> None:
    long_name = "x" * 200
    document = Document(Campaign(characters=(Character(id="a", name=long_name),)))
    copy = operations.duplicate_character(document, "a")
    assert document.character(copy).name == long_name
