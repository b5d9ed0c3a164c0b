"""A corpus of hostile documents: valid JSON, each with one semantic problem, and what loading must do.

Each case is a change to the data of a valid campaign (or sheet) and a verdict: refused with a message
matching ``expected``, or loaded with a repair note matching it. ``python -m tests.storage.hostile DIR``
writes the corpus as files, to try ``fhrtool validate`` (or the application) on them.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    Combatant,
    Confrontation,
    Counters,
    DurationUnit,
    Effect,
    Emotion,
    Encounter,
    InfinityBreak,
    LogEntry,
    Phase,
    Quick,
    Sheet,
    Skill,
    Slot,
    TensionMode,
)
from fhrtool.storage.envelope import wrap

Data = dict[str, Any]
Verdict = Literal["refused", "repaired"]

EMOTIONS = (
    Emotion(id="trust", name_ja="信頼", name_en="Trust", bond=2),
    Emotion(id="rival", name_ja="好敵手", name_en="Rival", bond=1),
)


def _aldo() -> Character:
    return Character(
        id="aldo",
        name="Aldo",
        life=3,
        will=3,
        skills=(Skill(id="sword", name="剣術"),),
        infinity_breaks=(InfinityBreak(id="ib", skill_id="sword", level=3),),
        unused_emotions=("rival",),
        casting_board=(BoardEntry(id="entry", target_name="Bea", emotions=("trust",), bond=2),),
        confrontations=(
            Confrontation(id="conf", entry_id="entry", emotion_id="trust", opposing_emotion_id="rival"),
        ),
    )


def campaign() -> Campaign:
    """A valid campaign with something in every collection the cases damage: a fight in its sequences."""
    return Campaign(
        name="Moon",
        characters=(_aldo(), Character(id="bea", name="Bea")),
        emotions=EMOTIONS,
        encounter=Encounter(
            mode=TensionMode.HIGH,
            round=1,
            phase=Phase.ACTING,
            combatants=(
                Combatant(id="c-aldo", name="Aldo", character_id="aldo", life=3, will=3),
                Combatant(id="goblin", name="Goblin"),
            ),
            rolls={"c-aldo": 7, "goblin": 3},
            declarations=(Quick("c-aldo", 1),),
            sequence_values={"c-aldo": 14, "goblin": 3},
            order=(
                Slot(value=14, combatant_ids=("c-aldo",)),
                Slot(value=4, combatant_ids=("c-aldo",)),
                Slot(value=3, combatant_ids=("goblin",)),
            ),
            position=1,
            counters={"c-aldo": Counters(life=-1, will=-1)},
            reacted=("goblin",),
            effects=(
                Effect(
                    id="poison",
                    combatant_id="goblin",
                    name="Poison",
                    duration=3,
                    unit=DurationUnit.ROUNDS,
                    remaining=2,
                    started_in=TensionMode.HIGH,
                ),
            ),
        ),
        log=(LogEntry(kind="note", params={"text": "start"}, at=datetime(2025, 4, 12, 10, 0, tzinfo=UTC)),),
    )


def sheet() -> Sheet:
    return Sheet(character=_aldo(), emotions=EMOTIONS)


@dataclass(frozen=True)
class Case:
    name: str
    kind: Literal["campaign", "sheet"]
    change: Callable[[Data], object]
    verdict: Verdict
    expected: str  # a regular expression: the refusal's message, or one of the notes

    def data(self) -> bytes:
        """The file's bytes (a change returning bytes replaces the whole text)."""
        record = campaign() if self.kind == "campaign" else sheet()
        envelope = wrap(self.kind, record.model_dump(mode="json"))
        text = self.change(envelope["data"])
        if isinstance(text, bytes):
            return text
        return json.dumps(envelope, ensure_ascii=False, indent=1).encode("utf-8")


def _set(path: str, value: object) -> Callable[[Data], None]:
    """A change setting the item at a dotted path (``characters.0.level``)."""

    def change(data: Data) -> None:
        *parents, last = path.split(".")
        item: Any = data
        for part in parents:
            item = item[int(part)] if isinstance(item, list) else item[part]
        if isinstance(item, list):
            item[int(last)] = value
        else:
            item[last] = value

    return change


def _twice(path: str) -> Callable[[Data], None]:
    """A change doubling the first item of the list at ``path``: two items with one id."""

    def change(data: Data) -> None:
        item: Any = data
        for part in path.split("."):
            item = item[int(part)] if isinstance(item, list) else item[part]
        item.append(item[0])

    return change


def _duplicated_key(data: Data) -> bytes:
    text = json.dumps(wrap("campaign", data), indent=1)
    return text.replace('"level": 1,', '"level": 1,\n "level": 99,', 1).encode()


def _duplicated_in_log(old: str, new: str) -> Callable[[Data], bytes]:
    """A change repeating a key inside the log, which is written as fhrtool writes it."""

    def change(data: Data) -> bytes:
        text = json.dumps(wrap("campaign", data), ensure_ascii=False, indent=1)
        assert old in text
        return text.replace(old, new, 1).encode()

    return change


def _append(path: str, value: object) -> Callable[[Data], None]:
    def change(data: Data) -> None:
        item: Any = data
        for part in path.split("."):
            item = item[int(part)] if isinstance(item, list) else item[part]
        item.append(value)

    return change


def _empty_order(data: Data) -> None:
    data["encounter"]["order"] = []
    data["encounter"]["position"] = 0


def _low_with_round(data: Data) -> None:
    data["encounter"]["mode"] = "low"
    data["encounter"]["reactions"] = [["goblin", "c-aldo"]]  # the repair clears who reacted to whom too


def _high_without_phase(data: Data) -> None:
    data["encounter"]["phase"] = None


def _rolling_with_order(data: Data) -> None:
    data["encounter"]["phase"] = "rolling"


def _d10_while_declaring(data: Data) -> None:
    data["encounter"].update(phase="declaring", order=[], position=0, rolls={"c-aldo": 7, "goblin": 11})


def _sync_without_sequence(data: Data) -> None:
    """Declaring: the goblin's passive takes its 1 to -4, and Aldo syncs with it."""
    data["encounter"].update(
        phase="declaring",
        order=[],
        position=0,
        rolls={"c-aldo": 7, "goblin": 1},
        sequence_values={},
        declarations=[
            {"kind": "passive", "combatant_id": "goblin", "steps": 1},
            {"kind": "sync", "combatant_id": "c-aldo", "partner_id": "goblin"},
        ],
    )


def _pointer_in_nothing(data: Data) -> None:
    encounter = data["encounter"]
    encounter.update(order=[], position=5, sequence_values={})


CASES = (
    Case(
        "d10-showing-11-while-declaring",
        "campaign",
        _d10_while_declaring,
        "repaired",
        r"Goblin's d10 showed 11: it is rolled again",
    ),
    Case(
        "slot-with-a-double",
        "campaign",
        _set("encounter.order.0.combatant_ids", ["c-aldo", "goblin", "goblin"]),
        "repaired",
        r"Goblin was in the slot at 14 more than once",
    ),
    # Refused: the types JSON gives must be the model's.
    Case(
        "bool-for-int",
        "campaign",
        _set("characters.0.level", True),
        "refused",
        r"level: Input should be a valid integer",
    ),
    Case(
        "float-for-int",
        "campaign",
        _set("characters.0.level", 1.0),
        "refused",
        r"level: Input should be a valid integer",
    ),
    Case(
        "string-for-int",
        "campaign",
        _set("scenario", "2"),
        "refused",
        r"scenario: Input should be a valid integer",
    ),
    Case(
        "duplicate-key",
        "campaign",
        _duplicated_key,
        "refused",
        r'the key "level" appears twice in one object',
    ),
    Case(
        "duplicate-key-in-a-log-entry",
        "campaign",
        _duplicated_in_log('"kind": "note",', '"kind": "note",\n    "kind": "roll",'),
        "refused",
        r'the key "kind" appears twice in one object',
    ),
    Case(
        "duplicate-key-in-log-params",
        "campaign",
        _duplicated_in_log('"text": "start"', '"text": "start",\n     "text": "end"'),
        "refused",
        r'the key "text" appears twice in one object',
    ),
    Case(
        "number-too-large",
        "campaign",
        lambda d: b'{"format": "fhrtool", "data": 1e400}',
        "refused",
        r"too large",
    ),
    # Refused: ids must be unique and every id referenced must exist.
    Case(
        "same-character-id",
        "campaign",
        _twice("characters"),
        "refused",
        r"two characters share the id 'aldo'",
    ),
    Case("same-emotion-id", "campaign", _twice("emotions"), "refused", r"two emotions share the id 'trust'"),
    Case("same-skill-id", "campaign", _twice("characters.0.skills"), "refused", r"two skills share the id"),
    Case(
        "same-registration-id",
        "campaign",
        _twice("characters.0.infinity_breaks"),
        "refused",
        r"two Infinity Break registrations share",
    ),
    Case(
        "same-entry-id",
        "campaign",
        _twice("characters.0.casting_board"),
        "refused",
        r"two casting-board entries share",
    ),
    Case(
        "same-confrontation-id",
        "campaign",
        _twice("characters.0.confrontations"),
        "refused",
        r"two confrontations share",
    ),
    Case("same-combatant-id", "campaign", _twice("encounter.combatants"), "refused", r"two combatants share"),
    Case("same-effect-id", "campaign", _twice("encounter.effects"), "refused", r"two effects share"),
    Case(
        "registration-without-skill",
        "campaign",
        _set("characters.0.infinity_breaks.0.skill_id", "axe"),
        "refused",
        r"Infinity Break names a skill that is not on the sheet",
    ),
    Case(
        "confrontation-without-entry",
        "campaign",
        _set("characters.0.confrontations.0.entry_id", "gone"),
        "refused",
        r"names a casting-board entry that does not exist",
    ),
    Case(
        "counters-of-nobody",
        "campaign",
        _set("encounter.counters.ghost", {}),
        "refused",
        r"refers to combatants that are not in the encounter: \['ghost'\]",
    ),
    Case(
        "slot-of-nobody",
        "campaign",
        _set("encounter.order.0.combatant_ids", ["ghost"]),
        "refused",
        r"refers to combatants that are not in the encounter",
    ),
    # Repaired: a sheet naming an emotion its document lacks (every click on it would fail): the emotion
    # joins the list, as fhrtool's catalogue has it or as a placeholder to be named.
    Case(
        "unknown-unused-emotion",
        "campaign",
        _set("characters.0.unused_emotions", ["lost"]),
        "repaired",
        r"character 'Aldo': unused emotions: the emotion lost was missing from the emotion list; it is on it "
        r"now with bond 0",
    ),
    Case(
        "unknown-board-emotion",
        "campaign",
        _set("characters.0.casting_board.0.emotions", ["lost"]),
        "repaired",
        r"casting-board entry 'Bea': the emotion lost was missing from the emotion list",
    ),
    Case(
        "unknown-confrontation-emotion",
        "campaign",
        _set("characters.0.confrontations.0.opposing_emotion_id", "lost"),
        "repaired",
        r"confrontation 1: the emotion lost was missing from the emotion list",
    ),
    Case(
        "catalogue-emotion-missing",
        "campaign",
        _set("characters.0.unused_emotions", ["nemesis"]),
        "repaired",
        r"unused emotions: the emotion 宿敵 was missing from the emotion list; it is back, as fhrtool's",
    ),
    Case(
        "unknown-sheet-emotion",
        "sheet",
        _set("emotions", [EMOTIONS[0].model_dump(mode="json")]),
        "repaired",
        r"the emotion rival was missing from the emotion list",
    ),
    # Repaired: the round state contradicting itself.
    Case(
        "slot-three-times",
        "campaign",
        _set("encounter.order.2.combatant_ids", ["goblin"] * 3),
        "repaired",
        r"Goblin was in the slot at 3 more than once",
    ),
    Case(
        "acting-without-order",
        "campaign",
        _empty_order,
        "repaired",
        r"playing its sequences without an acting order",
    ),
    Case(
        "pointer-into-nothing",
        "campaign",
        _pointer_in_nothing,
        "repaired",
        r"sequence pointer was at 5 of an empty order",
    ),
    Case(
        "low-tension-mid-round",
        "campaign",
        _low_with_round,
        "repaired",
        r"low tension with a round under way",
    ),
    Case(
        "high-tension-no-round",
        "campaign",
        _high_without_phase,
        "repaired",
        r"high tension outside any round",
    ),
    Case(
        "order-before-confirming",
        "campaign",
        _rolling_with_order,
        "repaired",
        r"round not yet confirmed had an acting order",
    ),
    Case(
        "sync-with-itself",
        "campaign",
        _append("encounter.declarations", {"kind": "sync", "combatant_id": "goblin", "partner_id": "goblin"}),
        "repaired",
        r"Goblin's sync declaration was impossible",
    ),
    Case(
        "delay-10e300",
        "campaign",
        _append("encounter.declarations", {"kind": "delay", "combatant_id": "goblin", "value": 10**300}),
        "repaired",
        r"Goblin's delay declaration was impossible",
    ),
    Case(
        "negative-hope-dice",
        "campaign",
        _append("encounter.declarations", {"kind": "hope", "combatant_id": "goblin", "d6_results": [-3]}),
        "repaired",
        r"Goblin's hope on the sequence value declaration was impossible",
    ),
    Case(
        "quick-zero-steps",
        "campaign",
        _append("encounter.declarations", {"kind": "quick", "combatant_id": "goblin", "steps": 0}),
        "repaired",
        r"Goblin's quick declaration was impossible",
    ),
    Case(
        "quick-twice",
        "campaign",
        _append("encounter.declarations", {"kind": "quick", "combatant_id": "c-aldo", "steps": 2}),
        "repaired",
        r"Aldo declared quick twice",
    ),
    Case(
        "d10-showing-0", "campaign", _set("encounter.rolls.goblin", 0), "repaired", r"Goblin's d10 showed 0"
    ),
    Case(
        "positive-correction",
        "campaign",
        _set("encounter.counters.c-aldo.life", 5),
        "repaired",
        r"Aldo's tension correction was above 0",
    ),
    Case(
        "reacted-twice",
        "campaign",
        _set("encounter.reacted", ["goblin", "goblin"]),
        "repaired",
        r"reacted more than once",
    ),
    Case(
        "effect-longer-than-it-lasts",
        "campaign",
        _set("encounter.effects.0.remaining", 99),
        "repaired",
        r"Poison had 99 left of 3",
    ),
    Case(
        "pc-numbers-differ-from-the-sheet",
        "campaign",
        _set("encounter.combatants.0.hp", {"current": 5, "maximum": 10}),
        "repaired",
        r"Aldo: HP in the fight was 5/10, on the sheet 0/0: the fight takes the sheet's",
    ),
    Case(
        "sync-with-a-partner-without-a-sequence",
        "campaign",
        _sync_without_sequence,
        "repaired",
        r"Aldo's sync with Goblin, who has no sequence this round, was dropped: Aldo acts at their own value",
    ),
    Case(
        "emotion-twice-on-an-entry",
        "sheet",
        _set("character.casting_board.0.emotions", ["trust", "trust"]),
        "repaired",
        r"the entry of Aldo for Bea held Trust more than once: it holds it once, with the bond it had",
    ),
    Case(
        "emotion-twice-on-an-entry-of-a-campaign",
        "campaign",
        _set("characters.0.casting_board.0.emotions", ["trust", "rival", "trust"]),
        "repaired",
        r"the entry of Aldo for Bea held Trust more than once",
    ),
    # Repaired: log times that no time zone can show.
    Case(
        "log-time-year-1",
        "campaign",
        _set("log.0.at", "0001-01-01T00:00:00"),
        "repaired",
        r"1 log entry had a time that cannot be shown: its time was removed",
    ),
    Case(
        "log-time-year-1-plus-14",
        "campaign",
        _set("log.0.at", "0001-01-01T00:00:00+14:00"),
        "repaired",
        r"time that cannot be shown",
    ),
    Case(
        "log-time-year-9999",
        "campaign",
        _set("log.0.at", "9999-12-31T23:59:59-12:00"),
        "repaired",
        r"time that cannot be shown",
    ),
)


def main(argv: list[str]) -> int:
    folder = Path(argv[0])
    folder.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        suffix = ".fhrc" if case.kind == "campaign" else ".fhrs"
        (folder / f"{case.name}{suffix}").write_bytes(case.data())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
