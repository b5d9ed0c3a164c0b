"""Random sequences of encounter operations: only RuleError is ever raised, and every state stays valid."""

import contextlib
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from fhrtool.model import (
    Combatant,
    Delay,
    DurationUnit,
    Encounter,
    Essence,
    Passive,
    Phase,
    Pool,
    Quick,
    RuleOptions,
    Sync,
    TensionMode,
)
from fhrtool.model.options import CorrectionScope, ExtraActions, NegativeSequence
from fhrtool.rules import RuleError
from fhrtool.rules import encounter as rules
from fhrtool.rules.dice import RandomDice
from fhrtool.rules.events import Outcome

IDS = ("a", "b", "c", "d", "ghost")
ids = st.sampled_from(IDS)
small = st.integers(-3, 12)

combatants = st.builds(
    lambda combatant_id, life, will, reflex, hope, hp: Combatant(
        id=combatant_id,
        name=combatant_id.upper(),
        life=life,
        will=will,
        reflex=reflex,
        hope=Pool(current=hope, maximum=3),
        hp=Pool(current=hp, maximum=10),
    ),
    ids,
    st.integers(0, 5),
    st.integers(0, 5),
    st.integers(-3, 3),
    st.integers(0, 3),
    st.integers(-5, 10),
)
options = st.builds(
    RuleOptions,
    correction_scope=st.sampled_from(CorrectionScope),
    long_effects_elapse_one_ode=st.booleans(),
    extra_actions=st.sampled_from(ExtraActions),
    negative_sequence=st.sampled_from(NegativeSequence),
    fatigue_penalty_step=st.integers(0, 3),
)

Operation = Callable[[Encounter, st.DataObject, RuleOptions, RandomDice], Outcome[Encounter]]


def who(encounter: Encounter) -> st.SearchStrategy[str]:
    """Mostly a combatant of the encounter, sometimes one that is not there."""
    return st.sampled_from([c.id for c in encounter.combatants] + ["ghost"])


def actor(encounter: Encounter) -> st.SearchStrategy[str]:
    """Mostly one who acts on the current sequence."""
    if encounter.phase is Phase.ACTING and encounter.position < len(encounter.order):
        return st.one_of(st.sampled_from(encounter.order[encounter.position].combatant_ids), who(encounter))
    return who(encounter)


def declaration(encounter: Encounter) -> st.SearchStrategy[object]:
    return st.one_of(
        st.builds(Quick, who(encounter), small),
        st.builds(Passive, who(encounter), small),
        st.builds(Delay, who(encounter), st.integers(-5, 20)),
        st.builds(Sync, who(encounter), who(encounter)),
    )


OPERATIONS: dict[str, Operation] = {
    "add": lambda e, d, o, r: rules.add_combatant(e, d.draw(combatants)),
    "remove": lambda e, d, o, r: rules.remove_combatant(e, d.draw(who(e))),
    "surprise": lambda e, d, o, r: rules.set_surprised(e, d.draw(who(e)), d.draw(st.booleans())),
    "defeat": lambda e, d, o, r: rules.set_defeated(e, d.draw(who(e)), d.draw(st.booleans())),
    "adjust": lambda e, d, o, r: rules.adjust(
        e, d.draw(who(e)), d.draw(st.sampled_from(["hp", "hope", "fatigue"])), d.draw(st.integers(-20, 20))
    ),
    "high": lambda e, d, o, r: rules.switch_to_high(
        e, d.draw(st.dictionaries(who(e), st.integers(0, 30), max_size=2))
    ),
    "low": lambda e, d, o, r: rules.return_to_low(e, o),
    "odes": lambda e, d, o, r: rules.advance_odes(e, d.draw(st.integers(-1, 5))),
    "roll": lambda e, d, o, r: rules.roll_sequence(
        e, r, d.draw(st.dictionaries(who(e), st.integers(0, 11), max_size=2))
    ),
    "enter": lambda e, d, o, r: rules.enter_roll(e, d.draw(who(e)), d.draw(st.integers(0, 11))),
    "declare": lambda e, d, o, r: rules.declare(e, d.draw(declaration(e)), o),  # type: ignore[arg-type]
    "hope": lambda e, d, o, r: rules.declare_hope(e, d.draw(who(e)), d.draw(st.integers(0, 3)), r, o),
    "withdraw": lambda e, d, o, r: rules.withdraw(
        e, d.draw(who(e)), d.draw(st.sampled_from(["hope", "quick", "passive", "delay", "sync"])), o
    ),
    "confirm": lambda e, d, o, r: rules.confirm_order(e, o),
    "next": lambda e, d, o, r: rules.next_slot(e),
    "previous": lambda e, d, o, r: rules.previous_slot(e),
    "end": lambda e, d, o, r: rules.end_round(e),
    "check": lambda e, d, o, r: rules.take_check(
        e,
        d.draw(who(e)),
        d.draw(st.sampled_from(Essence)),
        passive=d.draw(st.booleans()),
        hope=d.draw(st.integers(-1, 3)),
        pay_with=d.draw(st.sampled_from(["correction", "fatigue"])),
        options=o,
    ),
    "active": lambda e, d, o, r: rules.take_active_action(e, d.draw(actor(e))),
    "react": lambda e, d, o, r: rules.react(e, d.draw(who(e)), d.draw(actor(e))),
    "effect": lambda e, d, o, r: rules.add_effect(
        e, d.draw(who(e)), "Effect", d.draw(st.integers(0, 4)), d.draw(st.sampled_from(DurationUnit))
    ),
    "end effect": lambda e, d, o, r: rules.remove_effect(
        e, d.draw(st.sampled_from([effect.id for effect in e.effects] or ["none"]))
    ),
}

# What a GM does at each point of a fight; any operation may still come up, to be refused.
LIKELY: dict[Phase | None, list[str]] = {
    None: ["add", "surprise", "defeat", "effect", "check", "high", "high", "odes", "adjust"],
    Phase.ROLLING: ["roll", "roll", "enter", "defeat", "add", "remove", "effect"],
    Phase.DECLARING: ["declare", "declare", "hope", "withdraw", "confirm", "confirm", "defeat", "add"],
    Phase.ACTING: [
        "next",
        "next",
        "previous",
        "check",
        "check",
        "active",
        "react",
        "react",
        "effect",
        "end effect",
        "end",
        "low",
        "remove",
        "defeat",
        "adjust",
    ],
}


def pick(data: st.DataObject, encounter: Encounter) -> str:
    if data.draw(st.integers(0, 4)) == 0:
        return data.draw(st.sampled_from(sorted(OPERATIONS)))
    return data.draw(st.sampled_from(LIKELY[encounter.phase]))


def check_invariants(encounter: Encounter) -> None:
    assert Encounter.model_validate(encounter.model_dump()) == encounter
    if encounter.mode is TensionMode.LOW:
        assert (encounter.phase, encounter.round, encounter.order, encounter.counters) == (None, 0, (), {})
    else:
        assert encounter.phase is not None
        assert encounter.round >= 1
    if encounter.phase is Phase.DECLARING:
        assert all(c.id in encounter.rolls for c in encounter.combatants if not c.defeated)
    for combatant in encounter.combatants:
        assert 0 <= combatant.hope.current <= combatant.hope.maximum
    for counters in encounter.counters.values():
        assert counters.life <= 0
        assert counters.will <= 0
    if encounter.reacted:
        slot = encounter.order[encounter.position]
        assert not set(encounter.reacted) & set(slot.combatant_ids)


def is_flat(value: object) -> bool:
    """What a log entry can store: plain values, and tuples of numbers or of ids."""
    if isinstance(value, tuple):
        return all(isinstance(item, int) for item in value) or all(isinstance(item, str) for item in value)
    return value is None or isinstance(value, str | int | bool)


@settings(max_examples=150)
@given(data=st.data(), table=options, seed=st.integers(), start=st.lists(combatants, max_size=4))
def test_random_operations_raise_only_rule_errors_and_keep_the_encounter_valid(
    data: st.DataObject, table: RuleOptions, seed: int, start: list[Combatant]
) -> None:
    dice = RandomDice(seed)
    state = Encounter()
    for combatant in start:
        with contextlib.suppress(RuleError):
            state = rules.add_combatant(state, combatant).state
    for _ in range(40):
        name = pick(data, state)
        try:
            outcome = OPERATIONS[name](state, data, table, dice)
        except RuleError:
            continue
        state = outcome.state
        check_invariants(state)
        for event in outcome.events:
            assert all(is_flat(value) for value in event.params().values()), event


@settings(max_examples=100)
@given(seed=st.integers(), start=st.lists(combatants, min_size=1, max_size=4, unique_by=lambda c: c.id))
def test_a_fight_without_declarations_always_plays_through_its_rounds(
    seed: int, start: list[Combatant]
) -> None:
    dice = RandomDice(seed)
    state = rules.switch_to_high(Encounter(combatants=tuple(start))).state
    for round_number in range(1, 4):
        state = rules.confirm_order(rules.roll_sequence(state, dice).state).state
        # a round where nobody has a sequence still takes one step to end
        for _ in range(max(len(state.order), 1)):
            state = rules.next_slot(state).state
        assert state.round == round_number + 1
        assert state.phase is Phase.ROLLING
    state = rules.return_to_low(state).state
    assert state.ode == 1
