"""A player's request as a page sends it: small JSON, read strictly into a typed request for that PC.

The body names no combatant: the request is always for the PC whose link sent it. Anything unexpected
(a field too many, a wrong type, a value out of range, a partner who is not in the fight) is refused
with a short code the page translates, and nothing reaches the GM.
"""

from __future__ import annotations

import json
from typing import Any, get_args

from fhrtool.model import Essence
from fhrtool.rules.encounter import PayWith
from fhrtool.steps.table_requests import DECLARATION_KINDS, Check, Declare, Request, Withdraw
from fhrtool.steps.table_view import PlayerView
from fhrtool.steps.tracker import CheckRole

BODY_MAX = 1024
"""The most bytes a request's body may have."""
DICE_MAX = 40
"""The most dice a request may type in."""
AMOUNT_RANGE = (0, 99)
TARGET_RANGE = (-99, 999)
FACE_RANGE = (1, 100)


class RefusedError(Exception):
    """A request the server does not pass on; ``code`` says why, for the page to say in its language."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


_FIELDS = {
    "declare": {"type", "kind", "amount", "partner", "dice"},
    "withdraw": {"type", "kind"},
    "check": {"type", "essence", "target", "role", "reacting_to", "hope", "pay_with", "dice"},
}


def _whole(data: dict[str, Any], name: str, bounds: tuple[int, int], default: int = 0) -> int:
    value = data.get(name, default)
    if type(value) is not int or not bounds[0] <= value <= bounds[1]:
        raise RefusedError("invalid", f"{name} must be a whole number in {bounds[0]}..{bounds[1]}")
    return value


def _choice(data: dict[str, Any], name: str, choices: tuple[str, ...], default: str | None = None) -> str:
    value = data.get(name, default)
    if value not in choices:
        raise RefusedError("invalid", f"{name} must be one of {', '.join(choices)}")
    return str(value)


def _dice(data: dict[str, Any]) -> tuple[int, ...] | None:
    dice = data.get("dice")
    if dice is None:
        return None
    if not isinstance(dice, list) or not 1 <= len(dice) <= DICE_MAX:
        raise RefusedError("invalid", f"dice must be a list of 1..{DICE_MAX} results")
    low, high = FACE_RANGE
    if not all(type(die) is int and low <= die <= high for die in dice):
        raise RefusedError("invalid", f"each die must be a whole number in {low}..{high}")
    return tuple(dice)


def _someone(data: dict[str, Any], name: str, view: PlayerView, *, required: bool) -> str | None:
    value = data.get(name)
    if value is None and not required:
        return None
    known = {partner.id for partner in view.partners}
    if not isinstance(value, str) or value not in known:
        raise RefusedError("invalid", f"{name} must be someone in the fight")
    return value


def parse(body: bytes, view: PlayerView) -> Request:
    """The request ``body`` asks for on behalf of the PC of ``view``; :class:`RefusedError` when it is not one
    that PC may make now."""
    if len(body) > BODY_MAX:
        raise RefusedError("too_large")
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise RefusedError("invalid", "not JSON") from None
    if not isinstance(data, dict) or data.get("type") not in _FIELDS:
        raise RefusedError("invalid", "type must be declare, withdraw or check")
    kind = str(data["type"])
    unknown = set(data) - _FIELDS[kind]
    if unknown:
        raise RefusedError("invalid", f"unknown fields: {', '.join(sorted(map(str, unknown)))}")
    combatant_id = view.combatant_id
    if combatant_id is None:
        raise RefusedError("not_in_fight")
    if kind == "check":
        if not view.can_check:
            raise RefusedError("not_now")
        return Check(
            combatant_id,
            Essence(_choice(data, "essence", tuple(e.value for e in Essence))),
            _whole(data, "target", TARGET_RANGE, 10),
            role=_choice(data, "role", get_args(CheckRole), "other"),  # type: ignore[arg-type]
            reacting_to=_someone(data, "reacting_to", view, required=False),
            hope=_whole(data, "hope", AMOUNT_RANGE),
            pay_with=_choice(data, "pay_with", get_args(PayWith), "correction"),  # type: ignore[arg-type]
            dice=_dice(data),
        )
    if not view.can_declare:
        raise RefusedError("not_now")
    declaration = _choice(data, "kind", DECLARATION_KINDS)
    if kind == "withdraw":
        return Withdraw(combatant_id, declaration)  # type: ignore[arg-type]
    partner = _someone(data, "partner", view, required=declaration == "sync") or ""
    return Declare(
        combatant_id,
        declaration,  # type: ignore[arg-type]
        _whole(data, "amount", AMOUNT_RANGE),
        partner,
        _dice(data),
    )
