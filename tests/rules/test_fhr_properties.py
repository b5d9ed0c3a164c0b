"""Properties of a planned round, for any combatants, rolls and declarations (RULES §4, §7)."""

from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import Combatant, Pool, RuleOptions
from fhrtool.model.options import ExtraActions, NegativeSequence, QuickCap
from fhrtool.rules import RuleError
from fhrtool.rules.fhr import Delay, HopeOnSequence, Passive, Quick, RoundPlan, Sync, action_slots, plan_round

IDS = ("c0", "c1", "c2", "c3", "c4")

junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=3),
    st.lists(st.integers(-2, 12), max_size=2),
)
known_id = st.sampled_from(IDS)
small = st.integers(-3, 25)


def declarations_of(
    some_id: st.SearchStrategy[object], number: st.SearchStrategy[object]
) -> st.SearchStrategy:
    return st.one_of(
        st.builds(HopeOnSequence, some_id, st.lists(st.integers(1, 6), min_size=1, max_size=3).map(tuple)),
        st.builds(Quick, some_id, number),
        st.builds(Passive, some_id, number),
        st.builds(Delay, some_id, number),
        st.builds(Sync, some_id, some_id),
    )


well_typed = st.lists(
    declarations_of(known_id, st.integers(1, 4) | small) | st.builds(Sync, known_id, known_id), max_size=6
)
nonsense = st.lists(
    declarations_of(known_id | junk, small | junk)
    | st.builds(HopeOnSequence, known_id, st.lists(st.integers(-1, 8), max_size=3).map(tuple) | junk)
    | junk,
    max_size=6,
)

combatant_strategy = st.builds(
    Combatant,
    name=st.sampled_from(["", "Goblin"]),
    reflex=st.integers(-3, 3),
    perception=st.integers(-2, 2),
    sense=st.integers(-2, 2),
    life=st.integers(0, 5),
    will=st.integers(0, 5),
    hope=st.integers(0, 4).map(lambda current: Pool(current=current, maximum=4)),
    surprised=st.booleans(),
    resisted_surprise=st.booleans(),
)


def rosters(min_size: int) -> st.SearchStrategy[list[Combatant]]:
    """Combatants with the ids c0, c1, ... in order."""
    return st.lists(combatant_strategy, min_size=min_size, max_size=len(IDS)).map(
        lambda roster: [combatant.model_copy(update={"id": IDS[n]}) for n, combatant in enumerate(roster)]
    )


options_strategy = st.builds(
    RuleOptions,
    extra_actions=st.sampled_from(ExtraActions),
    negative_sequence=st.sampled_from(NegativeSequence),
    simultaneous_groups_any_size=st.booleans(),
    extra_slots_by_same_rule=st.booleans(),
    hope_on_sequence_in_declarations=st.booleans(),
    quick_cap=st.sampled_from(QuickCap),
    delay_minimum=st.integers(-5, 3),
    sync_keeps_own_extra_actions=st.booleans(),
    delay_and_sync_exclusive=st.booleans(),
    extra_slots_from_final_value=st.booleans(),
)


def _check(plan: RoundPlan, roster: list[Combatant], syncs: list[Sync], options: RuleOptions) -> None:
    ids = [combatant.id for combatant in roster]
    assert list(plan.sequence_value) == ids
    assert list(plan.initiative) == ids
    values = [value for value, _ in plan.slots]
    assert values == sorted(values, reverse=True)
    assert plan.order == [ids_in_slot for _, ids_in_slot in plan.slots]
    for _, members in plan.slots:
        assert members
        assert len(set(members)) == len(members)
        assert options.simultaneous_groups_any_size or len(members) <= 2

    partner_of = {sync.combatant_id: sync.partner_id for sync in syncs}
    slots_of = {
        combatant_id: [n for n, (_, members) in enumerate(plan.slots) if combatant_id in members]
        for combatant_id in ids
    }
    for combatant_id in ids:
        partner = partner_of.get(combatant_id)
        if partner is None:
            if options.extra_slots_from_final_value:
                expected = action_slots(plan.sequence_value[combatant_id], options)
                assert [plan.slots[n][0] for n in slots_of[combatant_id]] == expected
            continue
        assert plan.sequence_value[combatant_id] == plan.sequence_value[partner]
        if options.sync_keeps_own_extra_actions:
            assert slots_of[partner][:1] == slots_of[combatant_id][:1]
        else:
            assert slots_of[partner] == slots_of[combatant_id]


@given(roster=rosters(min_size=2), dice=st.lists(st.integers(1, 10), min_size=5, max_size=5), data=st.data())
def test_well_typed_declarations_give_a_consistent_plan_or_a_rule_error(
    roster: list[Combatant], dice: list[int], data: st.DataObject
) -> None:
    declarations = data.draw(well_typed)
    options = data.draw(options_strategy)
    rolls = dict(zip((combatant.id for combatant in roster), dice, strict=False))
    try:
        plan = plan_round(
            roster, rolls, declarations, round_number=data.draw(st.integers(1, 3)), options=options
        )
    except RuleError:
        return
    _check(
        plan, roster, [declaration for declaration in declarations if isinstance(declaration, Sync)], options
    )


@given(roster=rosters(min_size=2), data=st.data())
def test_nonsense_never_raises_anything_but_a_rule_error(
    roster: list[Combatant], data: st.DataObject
) -> None:
    rolls: dict[object, object] = {combatant.id: data.draw(st.integers(1, 10)) for combatant in roster}
    rolls |= data.draw(st.dictionaries(st.sampled_from(IDS) | st.text(max_size=2), junk, max_size=1))
    declarations = data.draw(nonsense)
    options = data.draw(options_strategy)
    try:
        plan = plan_round(roster, rolls, declarations, options=options)  # type: ignore[arg-type]
    except RuleError:
        return
    _check(
        plan, roster, [declaration for declaration in declarations if isinstance(declaration, Sync)], options
    )


@given(
    roster=rosters(min_size=len(IDS)),
    dice=st.lists(st.integers(1, 10), min_size=5, max_size=5),
    options=options_strategy,
    data=st.data(),
)
def test_every_valid_sync_is_accepted_and_acts_in_the_partners_slots(
    roster: list[Combatant], dice: list[int], options: RuleOptions, data: st.DataObject
) -> None:
    rolls = dict(zip(IDS, dice, strict=True))
    values = plan_round(roster, rolls, round_number=2, options=options).sequence_value
    syncs: list[Sync] = []
    syncers: set[str] = set()
    partners: set[str] = set()
    for combatant_id in data.draw(st.permutations(IDS)):
        lower = [
            partner
            for partner in IDS
            if values[partner] < values[combatant_id]
            and action_slots(values[partner], options)  # a partner with a sequence this round
            and partner not in syncers
            and (options.simultaneous_groups_any_size or partner not in partners)
        ]
        if combatant_id in partners or not lower or not data.draw(st.booleans()):
            continue
        partner = data.draw(st.sampled_from(lower))
        syncs.append(Sync(combatant_id, partner))
        syncers.add(combatant_id)
        partners.add(partner)
    plan = plan_round(roster, rolls, syncs, round_number=2, options=options)
    _check(plan, roster, syncs, options)
