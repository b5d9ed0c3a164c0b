"""The undo history of a long session: each step keeps what it changed, and the history keeps the last
:data:`UNDO_LIMIT` steps, undoing each of them exactly."""

from __future__ import annotations

from fhrtool.app.document import UNDO_LIMIT, Document, Edit, differences
from fhrtool.model import Campaign, Character, Pool
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from tests.app.lifetime import release


def _fight() -> Document:
    aldo = Character(id="aldo", name="Aldo", life=3, will=3, hp=Pool(current=20, maximum=30))
    bea = Character(id="bea", name="Bea", life=2, will=2, hp=Pool(current=12, maximum=12))
    document = Document(Campaign(characters=(aldo, bea)), dice=ScriptedDice(()))
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea"]))
    return document


def _hp_change(document: Document, change: str) -> None:
    aldo = next(c for c in document.campaign.encounter.combatants if c.character_id == "aldo")
    document.run(tracker.adjust, tracker.Adjust([aldo.id], "hp", change))


def test_an_hp_change_keeps_only_the_two_pools_it_changed_and_its_log_entry() -> None:
    document = _fight()
    before = document.campaign
    _hp_change(document, "-1")
    edit = document.undo_stack.command(1)
    assert isinstance(edit, Edit)
    # The combatant's pool and the sheet's: not the campaign, the encounter, the characters or the log.
    wheres = sorted(where for where, _old, _new in edit.changes)
    assert wheres == [("characters", 0, "hp", "current"), ("encounter", "combatants", 0, "hp", "current")]
    assert [(old, new) for _where, old, new in edit.changes] == [(20, 19), (20, 19)]
    assert edit.lengths == (len(before.log), len(before.log) + 1)
    document.undo_stack.undo()
    assert document.campaign == before
    release(document)


def test_differences_go_as_deep_as_the_two_share_their_shape() -> None:
    aldo = Character(id="aldo", name="Aldo")
    one = Campaign(characters=(aldo,))
    two = one.model_copy(update={"characters": (aldo, Character(id="bea", name="Bea"))})
    assert differences(one, one) == []
    assert differences(one, two) == [(("characters",), one.characters, two.characters)]  # another length
    renamed = one.model_copy(update={"characters": (aldo.model_copy(update={"name": "Al"}),), "name": "X"})
    assert differences(one, renamed) == [(("name",), "", "X"), (("characters", 0, "name"), "Aldo", "Al")]


def test_the_history_keeps_the_last_steps_and_undoes_each_of_them_exactly() -> None:
    document = _fight()
    states = [document.campaign]
    extra = 25
    for number in range(UNDO_LIMIT + extra - 1):  # with the step that set up the fight
        _hp_change(document, "-1" if number % 3 else "+2")
        states.append(document.campaign)
    stack = document.undo_stack
    assert stack.count() == UNDO_LIMIT  # the oldest steps went
    assert stack.index() == UNDO_LIMIT
    kept = states[-UNDO_LIMIT - 1 :]  # the campaign at each index of the stack
    for index in reversed(range(UNDO_LIMIT)):
        stack.undo()
        if index % 997 == 0 or index > UNDO_LIMIT - 5:
            assert document.campaign == kept[index]
    assert not stack.canUndo()
    assert document.campaign == kept[0]
    assert document.campaign != states[0]  # the step that set up the fight is beyond the bound
    for _ in range(UNDO_LIMIT):
        stack.redo()
    assert document.campaign == states[-1]
    assert document.campaign.log == states[-1].log
    release(document)
