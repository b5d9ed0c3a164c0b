"""Campaigns the display must survive: times with no local equivalent, emotions the list lacks, names
full of control characters — and the local time zones that make the times overflow."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from fhrtool.model import Campaign
from fhrtool.storage.paths import resource_path

EDGE_TIMES = (
    "0001-01-01T00:00:00",
    "0001-01-01T00:00:00+14:00",
    "0001-01-01T00:00:00Z",
    "9999-12-31T23:59:59-12:00",
    "9999-12-31T23:59:59Z",
    "9999-12-31T23:59:59",
)
"""Log times at the ends of what a datetime holds: one zone or another pushes each out of range."""

ZONES = ("Pacific/Kiritimati", "Etc/GMT+12", "UTC")
"""The local time zones furthest ahead of (+14) and behind (−12) UTC, and UTC itself."""

UNKNOWN_EMOTION = "no-such-emotion"
HOSTILE_NAME = "Evil\u202eeman\x1b[31m\x00red\u200f\r\n\t&Co <b>x</b>"
"""NUL, an escape sequence, right-to-left override and mark, line breaks, a mnemonic ampersand, markup."""


@contextmanager
def local_zone(zone: str) -> Iterator[None]:
    """Run with ``zone`` as the process's local time zone (``TZ``), restoring the previous one."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = zone
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        time.tzset()


def hostile_data() -> dict[str, Any]:
    """The demo campaign's file contents, made hostile."""
    envelope: dict[str, Any] = json.loads(resource_path("samples", "demo.fhrc").read_text(encoding="utf-8"))
    data = envelope["data"]
    for entry, at in zip(data["log"], EDGE_TIMES, strict=False):
        entry["at"] = at
    first, second = data["characters"][0], data["characters"][1]
    board = first["casting_board"]
    board[0]["emotions"] = [UNKNOWN_EMOTION, *board[0]["emotions"][1:]]
    first["unused_emotions"] = ["ghost-emotion", *first["unused_emotions"][:1]]
    if first.get("confrontations"):
        first["confrontations"][0]["opposing_emotion_id"] = "ghost-opposing"
    for character in (first, second):
        character["name"] = HOSTILE_NAME + character["name"]
        character["player"] = HOSTILE_NAME
        for skill in character["skills"]:
            skill["name"] = HOSTILE_NAME + skill["name"]
            skill["effect"] = HOSTILE_NAME
    for entry in board:
        entry["target_name"] = HOSTILE_NAME + entry["target_name"]
    data["name"] = HOSTILE_NAME
    encounter = data["encounter"]
    for combatant in encounter.get("combatants", ()):
        combatant["name"] = HOSTILE_NAME + combatant["name"]
    return envelope


def write_hostile(folder: Path) -> Path:
    """The hostile campaign as a file in ``folder``."""
    path = folder / "hostile.fhrc"
    path.write_text(json.dumps(hostile_data()), encoding="utf-8")
    return path


def hostile_campaign(folder: Path) -> Campaign:
    """The hostile campaign as the model alone takes it, without the loading gate's repairs: the display
    may not rely on the gate (a campaign can reach a panel by other ways than a file)."""
    write_hostile(folder)
    return Campaign.model_validate(hostile_data()["data"])
