"""Fixtures for the casting board: a campaign with the bundled emotion list, and board dialogs that
answer from a script instead of opening windows."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, CharacterKind
from fhrtool.steps.board import Keep
from fhrtool.ui.board import BoardDialogs, CastingBoardPanel
from fhrtool.ui.board.dialogs import (
    BreakRequest,
    ConfrontationRequest,
    CostRequest,
    EntryRequest,
    ResolveRequest,
    ScenarioRequest,
)
from fhrtool.ui.dialogs import Dialogs
from tests.samples.board import CATALOGUE, aldo


class FakeBoardDialogs(BoardDialogs):
    """Records every question as ``(method, details)`` and answers from ``answers[method]``."""

    def __init__(self) -> None:
        super().__init__(Dialogs())
        self.calls: list[tuple[str, object]] = []
        self.answers: dict[str, list[object]] = {}

    def answer(self, method: str, *values: object) -> None:
        self.answers.setdefault(method, []).extend(values)

    def _next(self, method: str, details: object = None) -> object:
        self.calls.append((method, details))
        return self.answers[method].pop(0)

    def texts(self, method: str) -> list[str]:
        return [str(details) for name, details in self.calls if name == method]

    def error(self, title: str, text: str) -> None:
        self.calls.append(("error", text))

    def information(self, title: str, text: str) -> None:
        self.calls.append(("information", text))

    def gain_emotions(self, document: Document, character_id: str) -> tuple[str, ...] | None:
        return self._next("gain_emotions", character_id)  # type: ignore[return-value]

    def add_entry(
        self, document: Document, character_id: str, preset: Sequence[str] = ()
    ) -> EntryRequest | None:
        return self._next("add_entry", tuple(preset))  # type: ignore[return-value]

    def confront(
        self, document: Document, character_id: str, entry_id: str | None, emotion_id: str | None
    ) -> ConfrontationRequest | None:
        return self._next("confront", (entry_id, emotion_id))  # type: ignore[return-value]

    def resolve(self, document: Document, character_id: str) -> ResolveRequest | None:
        return self._next("resolve", character_id)  # type: ignore[return-value]

    def new_scenario(self, document: Document, character_id: str) -> ScenarioRequest | None:
        return self._next("new_scenario", character_id)  # type: ignore[return-value]

    def end_scenario(self, document: Document, character_id: str) -> dict[str, Keep] | None:
        return self._next("end_scenario", character_id)  # type: ignore[return-value]

    def new_session(self, document: Document, character_id: str) -> bool | None:
        return self._next("new_session", character_id)  # type: ignore[return-value]

    def pay_cost(self, document: Document, character_id: str) -> CostRequest | None:
        return self._next("pay_cost", character_id)  # type: ignore[return-value]

    def infinity_break(self, document: Document, character_id: str) -> BreakRequest | None:
        return self._next("infinity_break", character_id)  # type: ignore[return-value]

    def edit_emotion_list(self, document: Document) -> None:
        self.calls.append(("edit_emotion_list", None))


def document_with(character: Character, **campaign_fields: object) -> Document:
    bea = Character(id="bea", name="Bea", kind=CharacterKind.NPC)
    cid = Character(id="cid", name="Cid")
    campaign = Campaign(characters=(character, bea, cid), emotions=CATALOGUE)
    return Document(campaign.model_copy(update=campaign_fields))


@pytest.fixture
def board_dialogs() -> FakeBoardDialogs:
    return FakeBoardDialogs()


@pytest.fixture
def document() -> Document:
    return document_with(aldo())


@pytest.fixture
def panel(qtbot: QtBot, document: Document, board_dialogs: FakeBoardDialogs) -> CastingBoardPanel:
    widget = CastingBoardPanel(document, board_dialogs)
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.set_character("aldo")
    widget.show()
    return widget
