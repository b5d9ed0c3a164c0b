from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum

from fhrtool.model import Campaign, Combatant, Encounter, Phase, Slot, TensionMode
from fhrtool.rules.dice import Roll
from fhrtool.rules.events import Event
from fhrtool.steps.log import entry_for, record

NOW = datetime(2026, 11, 29, 20, 0, tzinfo=UTC)


class Colour(StrEnum):
    RED = "red"


@dataclass(frozen=True)
class SomethingHappened(Event):
    kind = "something_happened"
    who: str
    dice: Roll
    colour: Colour
    names: tuple[str, ...]
    numbers: tuple[int, ...]
    extra: object = None


def test_events_become_entries_stamped_with_the_fight_position() -> None:
    encounter = Encounter(
        mode=TensionMode.HIGH,
        round=2,
        ode=3,
        phase=Phase.ACTING,
        combatants=(Combatant(id="a", name="A"),),
        order=(Slot(value=12, combatant_ids=("a",)), Slot(value=2, combatant_ids=("a",))),
        position=1,
    )
    event = SomethingHappened("a", Roll(6, (1, 6)), Colour.RED, ("x", "y"), (3,), extra=1.5)
    campaign = record(Campaign(encounter=encounter), [event], NOW)
    (entry,) = campaign.log
    assert entry.kind == "something_happened"
    assert entry.params == {
        "who": "a",
        "dice": (1, 6),
        "colour": "red",
        "names": ("x", "y"),
        "numbers": (3,),
        "extra": "1.5",
    }
    assert (entry.mode, entry.round, entry.sequence, entry.ode, entry.at) == (TensionMode.HIGH, 2, 2, 3, NOW)


def test_no_events_leave_the_campaign_as_it_was() -> None:
    campaign = Campaign()
    assert record(campaign, [], NOW) is campaign


def test_outside_a_sequence_the_entry_has_none() -> None:
    event = SomethingHappened("a", Roll(6, ()), Colour.RED, (), ())
    (entry,) = record(Campaign(), [event], NOW).log
    assert entry.sequence is None
    assert entry.mode is TensionMode.LOW


def test_entries_can_be_stamped_with_the_encounter_from_before_the_step() -> None:
    before = Encounter(mode=TensionMode.HIGH, round=1)
    after = Campaign(encounter=Encounter(mode=TensionMode.HIGH, round=2))
    event = SomethingHappened("a", Roll(6, ()), Colour.RED, (), ())
    (entry,) = record(after, [event], NOW, stamp=before).log
    assert entry.round == 1


def test_a_step_s_entries_are_validated_as_one_entry_is() -> None:
    # Entries are built together, but each is checked and cleaned as a record loaded from a file.
    encounter = Encounter(mode=TensionMode.HIGH, round=3)
    events = [SomethingHappened(f"a\x07{n}", Roll(6, (n,)), Colour.RED, ("x\u202e",), (n,)) for n in range(3)]
    log = record(Campaign(encounter=encounter), events, NOW).log
    assert log == tuple(entry_for(event, encounter, NOW) for event in events)
    assert [entry.params["who"] for entry in log] == ["a0", "a1", "a2"]
    assert log[0].params["names"] == ("x",)
