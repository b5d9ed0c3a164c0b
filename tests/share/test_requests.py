"""A page's request is read strictly, for the PC of the link that sent it, or refused."""

from __future__ import annotations

import json

import pytest

from fhrtool.model import Essence
from fhrtool.share.requests import BODY_MAX, RefusedError, parse
from fhrtool.steps import tracker
from fhrtool.steps.table_requests import Check, Declare, Withdraw
from fhrtool.steps.table_view import player_view
from tests.share.fights import declaring, ids


def _body(**data: object) -> bytes:
    return json.dumps(data).encode()


def test_declarations_and_withdrawals_are_for_the_links_own_pc() -> None:
    table = declaring()
    who = ids(table)
    view = player_view(table.campaign, "aldo")
    assert parse(_body(type="declare", kind="quick", amount=2), view) == Declare(who["Aldo"], "quick", 2)
    assert parse(_body(type="declare", kind="sync", partner=who["Bea"]), view) == Declare(
        who["Aldo"], "sync", 0, who["Bea"]
    )
    assert parse(_body(type="declare", kind="hope", amount=1, dice=[4]), view) == Declare(
        who["Aldo"], "hope", 1, "", (4,)
    )
    assert parse(_body(type="withdraw", kind="delay"), view) == Withdraw(who["Aldo"], "delay")


@pytest.mark.parametrize(
    ("data", "code"),
    [
        ({"type": "declare", "kind": "quick", "amount": 2, "combatant_id": "x"}, "invalid"),
        ({"type": "declare", "kind": "quick", "amount": 100}, "invalid"),
        ({"type": "declare", "kind": "quick", "amount": True}, "invalid"),
        ({"type": "declare", "kind": "quick", "amount": "2"}, "invalid"),
        ({"type": "declare", "kind": "attack"}, "invalid"),
        ({"type": "declare", "kind": "sync"}, "invalid"),
        ({"type": "declare", "kind": "sync", "partner": "someone else"}, "invalid"),
        ({"type": "declare", "kind": "hope", "amount": 1, "dice": []}, "invalid"),
        ({"type": "declare", "kind": "hope", "amount": 1, "dice": "4"}, "invalid"),
        ({"type": "declare", "kind": "hope", "amount": 1, "dice": [0]}, "invalid"),
        ({"type": "declare", "kind": "hope", "amount": 1, "dice": [1] * 41}, "invalid"),
        ({"type": "erase"}, "invalid"),
        ({"type": "check", "essence": "life"}, "not_now"),
    ],
)
def test_anything_unexpected_is_refused(data: dict[str, object], code: str) -> None:
    view = player_view(declaring().campaign, "aldo")
    with pytest.raises(RefusedError) as refused:
        parse(_body(**data), view)
    assert refused.value.code == code


@pytest.mark.parametrize(
    ("body", "code"),
    [(b"\xff", "invalid"), (b"{", "invalid"), (b"[]", "invalid"), (b" " * (BODY_MAX + 1), "too_large")],
)
def test_bodies_that_are_not_a_small_json_object_are_refused(body: bytes, code: str) -> None:
    view = player_view(declaring().campaign, "aldo")
    with pytest.raises(RefusedError, match=code):
        parse(body, view)


def test_checks_are_taken_while_sequences_are_played_and_not_outside_the_fight() -> None:
    table = declaring()
    who = ids(table)
    view = player_view(table.campaign, "aldo")
    with pytest.raises(RefusedError, match="not_now"):
        parse(_body(type="check", essence="life"), view)
    table.run(tracker.confirm_order, None)
    view = player_view(table.campaign, "aldo")
    with pytest.raises(RefusedError, match="not_now"):
        parse(_body(type="declare", kind="quick", amount=1), view)
    check = parse(
        _body(
            type="check",
            essence="will",
            target=12,
            role="reaction",
            reacting_to=who["Bea"],
            hope=1,
            pay_with="fatigue",
            dice=[1, 2, 3, 4, 5],
        ),
        view,
    )
    assert check == Check(
        who["Aldo"], Essence.WILL, 12, "reaction", who["Bea"], 1, "fatigue", (1, 2, 3, 4, 5)
    )
    assert parse(_body(type="check", essence="life"), view) == Check(who["Aldo"], Essence.LIFE, 10)
    table.run(tracker.remove_combatant, who["Aldo"])
    with pytest.raises(RefusedError, match="not_in_fight"):
        parse(_body(type="check", essence="life"), player_view(table.campaign, "aldo"))
