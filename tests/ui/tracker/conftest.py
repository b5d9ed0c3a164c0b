"""Fixtures for the tracker: dialogs answering from a script, a roster to fight with, a panel."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, Essence, Pool, RuleOptions
from fhrtool.rules.dice import DiceSource, ScriptedDice
from fhrtool.steps import tracker
from fhrtool.steps.tracker import ActionCheckRequest, AnyDeclaration, CheckRequest
from fhrtool.ui.tracker import TrackerDialogs, TrackerPanel
from fhrtool.ui.tracker.requests import AddRequest, Discarded, EffectRequest, HopeRequest
from tests.samples import fight


class FakeTrackerDialogs(TrackerDialogs):
    """Never opens a window: records each question as ``(method, args)`` and answers from a queue.

    An answer may be a callable; it is called with the question's arguments, so a scripted check can
    use the dice available at that moment.
    """

    def __init__(self) -> None:
        super().__init__(None)
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self.answers: dict[str, list[Any]] = {}

    def script(self, method: str, *answers: Any) -> None:
        self.answers.setdefault(method, []).extend(answers)

    def _answer(self, method: str, *args: Any) -> Any:
        self.calls.append((method, args))
        answer = self.answers[method].pop(0)
        return answer(*args) if callable(answer) else answer

    def errors(self) -> list[str]:
        return [args[1] for method, args in self.calls if method == "error"]

    def error(self, title: str, text: str) -> None:
        self.calls.append(("error", (title, text)))

    def confirm(self, title: str, text: str) -> bool:
        return bool(self._answer("confirm", title, text))

    def add_combatants(self, characters: Sequence[Character]) -> AddRequest | None:
        return self._answer("add_combatants", characters)

    def surprise_checks(
        self, campaign: Campaign, combatant_ids: Sequence[str], dice: DiceSource
    ) -> dict[str, int] | Discarded | None:
        return self._answer("surprise_checks", campaign, combatant_ids, dice)

    def sequence_rolls(self, campaign: Campaign, combatant_ids: Sequence[str]) -> dict[str, int] | None:
        return self._answer("sequence_rolls", campaign, combatant_ids)

    def declaration(self, campaign: Campaign, combatant_id: str) -> AnyDeclaration | HopeRequest | None:
        return self._answer("declaration", campaign, combatant_id)

    def check(
        self, campaign: Campaign, combatant_id: str, essence: Essence, dice: DiceSource
    ) -> CheckRequest | Discarded | None:
        return self._answer("check", campaign, combatant_id, essence, dice)

    def action_check(
        self, campaign: Campaign, combatant_id: str, dice: DiceSource
    ) -> ActionCheckRequest | Discarded | None:
        return self._answer("action_check", campaign, combatant_id, dice)

    def effect(self, campaign: Campaign, combatant_id: str) -> EffectRequest | None:
        return self._answer("effect", campaign, combatant_id)

    def odes(self, title: str, label: str) -> int | None:
        return self._answer("odes", title, label)


def roster() -> tuple[Character, ...]:
    """RULES §8's fight (:mod:`tests.samples.fight`), Bea with hope 1/2 and Dora with 12 HP."""
    return (
        fight.aldo(),
        fight.bea(hope=Pool(current=1, maximum=2)),
        fight.goblin(),
        fight.dora(hp=Pool(current=12, maximum=12)),
    )


def four(document: Document) -> dict[str, str]:
    """Aldo, Bea, the goblin and Dora added to the fight: their combatant ids by name."""
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    return {combatant.name: combatant.id for combatant in document.campaign.encounter.combatants}


def declaring(document: Document) -> dict[str, str]:
    """The four in high tension, their d10s rolled (Aldo 9, Bea and the goblin 10, Dora 3), declaring:
    their combatant ids by name."""
    ids = four(document)
    document.run(tracker.switch_to_high, None)
    rolls = {ids["Aldo"]: 9, ids["Bea"]: 10, ids["Goblin"]: 10, ids["Dora"]: 3}
    document.run(tracker.roll_sequence, rolls, dice=ScriptedDice([]))
    return ids


def acting(document: Document) -> dict[str, str]:
    """The four of :func:`declaring` with the order confirmed (no declarations)."""
    ids = declaring(document)
    document.run(tracker.confirm_order, None)
    return ids


def goblin_without_will(document: Document, options: RuleOptions | None = None, **changes: object) -> str:
    """The goblin added to the fight with 【意志】 0, so that a Will check has no dice, and ``changes`` to its
    combatant; the table's ``options`` set first when given. The goblin's combatant id."""
    if options is not None:
        document.edit("rules", lambda c: c.model_copy(update={"options": options}))
    (goblin,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"]))
    document.edit(
        "no will",
        lambda c: c.model_copy(
            update={
                "encounter": c.encounter.model_copy(
                    update={
                        "combatants": (c.encounter.combatants[0].model_copy(update={"will": 0, **changes}),)
                    }
                )
            }
        ),
    )
    return str(goblin)


@pytest.fixture(autouse=True)
def discard_questions(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The question a check dialog asks before discarding a roll, answered yes without a window: a
    dialog a test leaves open after a roll is closed (cancelled) when the test ends."""
    asked: list[tuple[str, str]] = []

    def confirm(_dialogs: TrackerDialogs, title: str, text: str) -> bool:
        asked.append((title, text))
        return True

    monkeypatch.setattr(TrackerDialogs, "confirm", confirm)
    return asked


@pytest.fixture
def dialogs() -> FakeTrackerDialogs:
    return FakeTrackerDialogs()


@pytest.fixture
def document() -> Document:
    return Document(Campaign(characters=roster()))


PanelFactory = Callable[..., TrackerPanel]


@pytest.fixture
def make_panel(qtbot: QtBot, dialogs: FakeTrackerDialogs) -> PanelFactory:
    """Build a shown panel on a document with scripted dice (d10s and hope d6s)."""

    def make(document: Document, dice: DiceSource | None = None) -> TrackerPanel:
        panel = TrackerPanel(document, dialogs, dice or ScriptedDice([]))
        qtbot.addWidget(panel)
        panel.resize(1280, 800)
        panel.show()
        return panel

    return make
