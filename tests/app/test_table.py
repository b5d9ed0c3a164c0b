"""The step tests' Table (tests/steps/table.py) keeps its undo history as the Document does."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, Skill
from fhrtool.steps import sheet
from tests.steps.table import Clock, Table

Action = Callable[[Document | Table], object]


def _cost(value: int) -> Action:
    return lambda target: target.run(
        sheet.set_skill_field, sheet.SetSkillField("aldo", "slash", "cost", value)
    )


def _extra(target: Document | Table) -> object:
    return target.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "slash", "is_extra", True))


def _rename(target: Document | Table) -> object:
    return target.edit("Rename", lambda campaign: campaign.model_copy(update={"name": "Moon"}))


ACTIONS: list[tuple[str, Action]] = [
    ("first key press", _cost(1)),
    ("typing merges", _cost(12)),
    ("typed back to the start: the step goes", _cost(0)),
    ("typed again", _cost(4)),
    ("another field", _extra),
    ("undo", lambda target: target.undo_stack.undo()),
    ("a step after undo drops what could be redone", _cost(3)),
    ("a change by hand", _rename),
    ("no merge across it", _cost(5)),
    ("the same value: nothing to push", _cost(5)),
    ("undo", lambda target: target.undo_stack.undo()),
    ("undo", lambda target: target.undo_stack.undo()),
    ("redo", lambda target: target.undo_stack.redo()),
]


def _state(target: Document | Table) -> tuple[object, ...]:
    history = target.undo_stack
    return (target.campaign, history.count(), history.index(), history.undoText(), history.canRedo())


def test_the_table_agrees_with_the_document_after_every_action(qapp: QApplication) -> None:
    aldo = Character(id="aldo", name="Aldo", skills=(Skill(id="slash", name="Slash"),))
    document = Document(Campaign(characters=(aldo,)), clock=Clock())
    table = Table(Campaign(characters=(aldo,)))
    for what, action in ACTIONS:
        action(document)
        action(table)
        assert _state(table) == _state(document), what
