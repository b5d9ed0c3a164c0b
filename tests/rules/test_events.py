"""Event kinds: the names campaign files store their log under. Declared by each event, unique, and never
changed, so that renaming a class leaves the file format alone and old files keep loading."""

from __future__ import annotations

import dataclasses
import importlib
import json
import pkgutil
import re
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

import fhrtool.rules
import fhrtool.steps
from fhrtool.rules.encounter import EffectAdded, SequenceStarted
from fhrtool.rules.events import Event
from fhrtool.storage.files import read_campaign
from fhrtool.storage.paths import resource_path

# Every kind there is, with the class logged as it. Campaign files hold these names: a kind is never
# changed or removed (old files would lose their words). Renaming a class changes its name here, not its kind.
RULES_KINDS: dict[str, str] = {
    "active_action_taken": "ActiveActionTaken",
    "adjusted": "Adjusted",
    "became_traitor": "BecameTraitor",
    "check_result": "CheckResult",
    "check_taken": "CheckTaken",
    "combatant_added": "CombatantAdded",
    "combatant_removed": "CombatantRemoved",
    "confrontation_resolved": "ConfrontationResolved",
    "confrontation_started": "ConfrontationStarted",
    "cost_paid": "CostPaid",
    "declaration_made": "DeclarationMade",
    "declaration_withdrawn": "DeclarationWithdrawn",
    "defeated_changed": "DefeatedChanged",
    "effect_added": "EffectAdded",
    "effect_expired": "EffectExpired",
    "effect_removed": "EffectRemoved",
    "emotion_discarded": "EmotionDiscarded",
    "emotion_gained": "EmotionGained",
    "emotion_placed": "EmotionPlaced",
    "entry_added": "EntryAdded",
    "high_tension_started": "HighTensionStarted",
    "hope_spent_on_sequence": "HopeSpentOnSequence",
    "infinity_break_registered": "InfinityBreakRegistered",
    "infinity_break_used": "InfinityBreakUsed",
    "low_tension_resumed": "LowTensionResumed",
    "odes_advanced": "OdesAdvanced",
    "order_confirmed": "OrderConfirmed",
    "reacted": "Reacted",
    "targets_named": "TargetsNamed",
    "round_ended": "RoundEnded",
    "scenario_ended": "ScenarioEnded",
    "scenario_started": "ScenarioStarted",
    "sequence_rolled": "SequenceRolled",
    "sequence_started": "SequenceStarted",
    "sequence_value_fixed": "SequenceValueFixed",
    "surprise_check_recorded": "SurpriseCheckRecorded",
    "surprise_marked": "SurpriseMarked",
    "tension_gained": "TensionGained",
}
# The events the steps add to those of the rules (fhrtool.steps).
STEPS_KINDS: dict[str, str] = {
    "action_check_made": "ActionCheckMade",
    "check_resolved": "CheckResolved",
    "dice_rolled": "DiceRolled",
    "opposed_resolved": "OpposedResolved",
    "sheet_taken": "SheetTaken",
    "roll_discarded": "RollDiscarded",
    "side_changed": "SideChanged",
    "tension_value_changed": "TensionValueChanged",
}
KINDS = RULES_KINDS | STEPS_KINDS

DEMO = resource_path("samples", "demo.fhrc")
# Written by fhrtool 0.1.0 (schema 1): one log entry of every kind there was then, with the params it wrote.
EVERY_KIND = Path(__file__).parent / "data" / "every-kind.fhrc"
KINDS_OF_EVERY_KIND = 43


# Every event declares its own kind -------------------------------------------------------------------------


def _events_of(package: ModuleType) -> set[type[Event]]:
    """The Event subclasses the modules of ``package`` define, once all of them (sub-packages too) are imported."""
    for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
        importlib.import_module(info.name)
    found: set[type[Event]] = set()
    todo = list(Event.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.__module__.startswith(f"{package.__name__}."):
            found.add(cls)
    return found


def _kinds_of(package: ModuleType) -> dict[str, str]:
    """Kind → class name of the events of ``package``, checking that each declares its own, unique kind."""
    classes = _events_of(package)
    logged = sorted((cls for cls in classes if "kind" in vars(cls)), key=lambda cls: cls.__name__)
    # A class without a kind of its own can only be a shared base (abstract=True) of events that have one.
    for base in classes - set(logged):
        assert any(issubclass(cls, base) for cls in logged), f"{base.__name__} is a base of no event"
    kinds = [cls.kind for cls in logged]
    assert len(kinds) == len(set(kinds)), (
        f"kinds declared twice: {sorted(k for k in kinds if kinds.count(k) > 1)}"
    )
    for cls in logged:
        assert "kind" not in {field.name for field in dataclasses.fields(cls)}, (
            f"{cls.__name__}.kind is a field"
        )
    return {cls.kind: cls.__name__ for cls in logged}


def test_every_rules_event_declares_its_own_kind_and_the_kinds_are_those_of_the_table() -> None:
    assert _kinds_of(fhrtool.rules) == RULES_KINDS


def test_every_steps_event_declares_its_own_kind_and_the_kinds_are_those_of_the_table() -> None:
    assert _kinds_of(fhrtool.steps) == STEPS_KINDS


def test_the_layers_above_the_steps_define_no_events() -> None:
    # Events are logged into campaign files; only the pure layers make them. The check needs Qt.
    pytest.importorskip("PySide6", reason="fhrtool.app needs PySide6, which `make test-core` runs without")
    import fhrtool.app
    import fhrtool.ui

    assert _kinds_of(fhrtool.app) == {}
    assert _kinds_of(fhrtool.ui) == {}


def test_kinds_are_unique_across_the_layers_and_snake_case() -> None:
    assert not RULES_KINDS.keys() & STEPS_KINDS.keys()
    for kind in KINDS:
        assert re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", kind), kind


# How an event declares it ----------------------------------------------------------------------------------


def test_the_kind_is_a_class_constant_outside_the_fields_and_params() -> None:
    event = SequenceStarted(round=1, position=0, value=12, combatant_ids=("a",))
    assert SequenceStarted.kind == event.kind == "sequence_started"
    assert "kind" not in {field.name for field in dataclasses.fields(event)}
    assert event.params() == {
        "round": 1,
        "position": 0,
        "value": 12,
        "combatant_ids": ("a",),
        "backwards": False,
    }


def test_an_event_without_its_own_kind_is_refused_when_defined() -> None:
    with pytest.raises(TypeError, match="Forgotten must declare the kind"):

        @dataclass(frozen=True)
        class Forgotten(Event):
            who: str


def test_an_event_does_not_inherit_the_kind_of_the_event_it_extends() -> None:
    with pytest.raises(TypeError, match="EffectAddedTwice must declare the kind"):

        @dataclass(frozen=True)
        class EffectAddedTwice(EffectAdded):
            pass


def test_a_shared_base_declares_no_kind_but_its_events_do() -> None:
    @dataclass(frozen=True)
    class _Shared(Event, abstract=True):
        who: str

    @dataclass(frozen=True)
    class SharedOnce(_Shared):
        kind = "shared_once"

    assert SharedOnce("a").kind == "shared_once"
    assert SharedOnce("a").params() == {"who": "a"}
    with pytest.raises(TypeError, match="SharedTwice must declare the kind"):

        @dataclass(frozen=True)
        class SharedTwice(_Shared):
            pass


# Old files keep loading ------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", [DEMO, EVERY_KIND], ids=lambda path: path.name)
def test_old_files_load_and_every_entry_of_their_log_is_a_known_kind(path: Path) -> None:
    log = read_campaign(path).value.log
    assert log
    unknown = {entry.kind for entry in log} - KINDS.keys()
    assert not unknown, f"kinds in {path.name} that no event has any more: {sorted(unknown)}"


def test_the_old_file_stays_of_campaign_format_1_and_opens_upgraded() -> None:
    # A file the previous fhrtool wrote, as it wrote it: kept so, it tests the migration from format 1.
    assert json.loads(EVERY_KIND.read_bytes())["schema_version"] == 1
    loaded = read_campaign(EVERY_KIND)
    assert (loaded.schema_version, loaded.migrated, loaded.notes) == (1, True, ())
    # Of what format 2 added, it holds nothing: the encounter names no targets, rolls no secret, wins no reason.
    kinds = {entry.kind for entry in loaded.value.log}
    assert kinds.isdisjoint({"targets_named", "roll_discarded", "sheet_taken"})
    assert loaded.value.encounter.targets == {}
    params = {entry.kind: entry.params for entry in loaded.value.log}
    assert "secret" not in params["dice_rolled"]
    assert "reason" not in params["opposed_resolved"]


def test_the_old_file_holds_each_kind_there_was_once() -> None:
    # With the test above: no kind of that time can leave the table while old files still hold it.
    kinds = [entry.kind for entry in read_campaign(EVERY_KIND).value.log]
    assert len(kinds) == len(set(kinds)) == KINDS_OF_EVERY_KIND
