"""Planning a round: sequence values, surprise and special sequence declarations (RULES §3, §4, §7, §8)."""

from types import SimpleNamespace

import pytest

from fhrtool.model import Combatant, Pool, RuleOptions
from fhrtool.model.options import DeclarationOrder, NegativeSequence, QuickCap
from fhrtool.rules import RuleError, fhr
from fhrtool.rules.fhr import Delay, HopeOnSequence, Passive, Quick, Sync, plan_round


def fighter(
    combatant_id: str,
    reflex: int = 0,
    *,
    life: int = 3,
    will: int = 3,
    hope: int = 3,
    surprised: bool = False,
    resisted: bool = False,
    name: str | None = None,
) -> Combatant:
    return Combatant(
        id=combatant_id,
        name=combatant_id.capitalize() if name is None else name,
        reflex=reflex,
        life=life,
        will=will,
        hope=Pool(current=hope, maximum=max(hope, 0)),
        surprised=surprised,
        resisted_surprise=resisted,
    )


def test_round_worked_example_without_declarations() -> None:
    # RULES §8: initiatives A 3, B 2, C 0, D 1; d10 A 9, B 10, C 10, D 3.
    roster = [fighter("a", 3), fighter("b", 2), fighter("c", 0), fighter("d", 1)]
    plan = plan_round(roster, {"a": 9, "b": 10, "c": 10, "d": 3})
    assert plan.sequence_value == {"a": 12, "b": 12, "c": 10, "d": 4}
    assert plan.initiative == {"a": 3, "b": 2, "c": 0, "d": 1}
    assert plan.slots == [
        (12, ["a"]),
        (12, ["b"]),
        (10, ["c"]),
        (4, ["d"]),
        (2, ["a"]),
        (2, ["b"]),
        (0, ["c"]),
    ]
    assert plan.order == [["a"], ["b"], ["c"], ["d"], ["a"], ["b"], ["c"]]
    assert plan.tension_correction == {key: {"life": 0, "will": 0} for key in "abcd"}
    assert plan.passive_bonus == dict.fromkeys("abcd", 0)
    assert plan.hope_spent == dict.fromkeys("abcd", 0)


def test_initiative_counts_perception_and_sense() -> None:
    scout = Combatant(id="scout", name="Scout", reflex=1, perception=2, sense=1)
    assert plan_round([scout], {"scout": 5}).sequence_value == {"scout": 8}


def test_quick_worked_example() -> None:
    # Life 3, Will 4, d10 2 + initiative 2 = 4; quick x2 -> 14, slots 14 and 4, correction -2 each.
    aldo = fighter("aldo", 2, life=3, will=4)
    plan = plan_round([aldo], {"aldo": 2}, [Quick("aldo", 2)])
    assert plan.sequence_value == {"aldo": 14}
    assert plan.slots == [(14, ["aldo"]), (4, ["aldo"])]
    correction = plan.tension_correction["aldo"]
    assert correction == {"life": -2, "will": -2}
    # The first Life check rolls 1 die, the first Will check 2 dice.
    assert (aldo.life + correction["life"], aldo.will + correction["will"]) == (1, 2)


def test_quick_is_capped_by_the_lower_of_life_and_will() -> None:
    aldo = fighter("aldo", life=3, will=4)
    assert plan_round([aldo], {"aldo": 1}, [Quick("aldo", 3)]).sequence_value == {"aldo": 16}
    with pytest.raises(RuleError, match="Aldo may declare quick at most 3 times"):
        plan_round([aldo], {"aldo": 1}, [Quick("aldo", 4)])


def test_quick_without_a_cap() -> None:
    aldo = fighter("aldo", life=0, will=4)
    plan = plan_round([aldo], {"aldo": 1}, [Quick("aldo", 4)], options=RuleOptions(quick_cap=QuickCap.NONE))
    assert plan.sequence_value == {"aldo": 21}
    assert plan.tension_correction == {"aldo": {"life": -4, "will": -4}}


def test_passive_lowers_the_value_and_gives_passive_dice() -> None:
    plan = plan_round([fighter("bea", 1)], {"bea": 9}, [Passive("bea", 1)])
    assert plan.sequence_value == {"bea": 5}
    assert plan.passive_bonus == {"bea": 1}
    assert plan.tension_correction == {"bea": {"life": 0, "will": 0}}
    assert plan.slots == [(5, ["bea"])]


def test_passive_below_zero_leaves_no_sequence_unless_negative_values_act_last() -> None:
    roster = [fighter("bea"), fighter("cid")]
    rolls = {"bea": 3, "cid": 2}
    plan = plan_round(roster, rolls, [Passive("bea", 2)])
    assert plan.sequence_value == {"bea": -7, "cid": 2}
    assert plan.passive_bonus == {"bea": 2, "cid": 0}
    assert plan.slots == [(2, ["cid"])]
    act_last = RuleOptions(negative_sequence=NegativeSequence.ACT_LAST)
    assert plan_round(roster, rolls, [Passive("bea", 2)], options=act_last).slots == [
        (2, ["cid"]),
        (-7, ["bea"]),
    ]


def test_delaying_14_to_8_loses_the_slot_at_4() -> None:
    plan = plan_round([fighter("dan", 4)], {"dan": 10}, [Delay("dan", 8)])
    assert plan.sequence_value == {"dan": 8}
    assert plan.slots == [(8, ["dan"])]


def test_delay_to_the_minimum() -> None:
    assert plan_round([fighter("dan")], {"dan": 5}, [Delay("dan", 0)]).slots == [(0, ["dan"])]
    with pytest.raises(RuleError, match="Dan cannot delay below 0"):
        plan_round([fighter("dan")], {"dan": 5}, [Delay("dan", -1)])
    lower = RuleOptions(delay_minimum=-5)
    plan = plan_round([fighter("dan")], {"dan": 5}, [Delay("dan", -5)], options=lower)
    assert plan.sequence_value == {"dan": -5}
    assert plan.slots == []


@pytest.mark.parametrize("value", [5, 6, "3", None, True])
def test_delay_needs_a_lower_whole_value(value: object) -> None:
    with pytest.raises(RuleError, match="Dan can delay only to a value lower than 5"):
        plan_round([fighter("dan")], {"dan": 5}, [Delay("dan", value)])  # type: ignore[arg-type]


def test_extra_slots_can_come_from_the_rolled_value() -> None:
    options = RuleOptions(extra_slots_from_final_value=False)
    # Declarations move only the first action: the delay keeps the action at 4 ...
    delayed = plan_round([fighter("dan", 4)], {"dan": 10}, [Delay("dan", 8)], options=options)
    assert delayed.slots == [(8, ["dan"]), (4, ["dan"])]
    # ... a quick gains no action at 4 ...
    quick = plan_round([fighter("aldo", 2, life=3, will=4)], {"aldo": 2}, [Quick("aldo", 2)], options=options)
    assert quick.slots == [(14, ["aldo"])]
    # ... hope dice are part of the rolled value, and no extra action comes at or above the first.
    hoped = plan_round([fighter("eve")], {"eve": 8}, [HopeOnSequence("eve", (6, 6))], options=options)
    assert hoped.slots == [(20, ["eve"]), (10, ["eve"]), (0, ["eve"])]
    late = plan_round([fighter("fay", 9)], {"fay": 10}, [Delay("fay", 3)], options=options)
    assert late.slots == [(3, ["fay"])]


def test_hope_dice_add_to_the_sequence_value_one_hope_each() -> None:
    plan = plan_round([fighter("eve", 1, hope=2)], {"eve": 4}, [HopeOnSequence("eve", (3, 6))])
    assert plan.sequence_value == {"eve": 14}
    assert plan.hope_spent == {"eve": 2}
    assert plan.slots == [(14, ["eve"]), (4, ["eve"])]


def test_hope_spent_on_the_sequence_cannot_exceed_the_current_hope() -> None:
    with pytest.raises(RuleError, match="Eve spends 2 hope but has only 1"):
        plan_round([fighter("eve", hope=1)], {"eve": 4}, [HopeOnSequence("eve", (3, 6))])


def test_hope_on_the_sequence_can_be_forbidden_by_the_table() -> None:
    options = RuleOptions(hope_on_sequence_in_declarations=False)
    with pytest.raises(RuleError, match="do not allow spending hope on the sequence value"):
        plan_round([fighter("eve")], {"eve": 4}, [HopeOnSequence("eve", (3,))], options=options)


@pytest.mark.parametrize("results", [(0,), (7,), (3, 2.5), ("4",), (True,)])
def test_a_hope_die_shows_1_to_6(results: tuple[object, ...]) -> None:
    with pytest.raises(RuleError, match="Eve: a hope die shows 1–6"):
        plan_round([fighter("eve")], {"eve": 4}, [HopeOnSequence("eve", results)])  # type: ignore[arg-type]


@pytest.mark.parametrize("results", [(), None, 5])
def test_spending_hope_needs_the_d6_results(results: object) -> None:
    with pytest.raises(RuleError, match="needs its d6 results"):
        plan_round([fighter("eve")], {"eve": 4}, [HopeOnSequence("eve", results)])  # type: ignore[arg-type]


def test_declarations_apply_hope_then_quick_then_passive_then_delay() -> None:
    # d10 1 + hope 6 = 7; quick -> 12; passive -> 7; the delay to 6 is checked against that 7.
    declarations = [Delay("gus", 6), Passive("gus", 1), Quick("gus", 1), HopeOnSequence("gus", (6,))]
    plan = plan_round([fighter("gus")], {"gus": 1}, declarations)
    assert plan.sequence_value == {"gus": 6}
    assert plan.tension_correction == {"gus": {"life": -1, "will": -1}}
    assert plan.passive_bonus == {"gus": 1}
    assert plan.hope_spent == {"gus": 1}


def test_the_table_may_apply_the_delay_first() -> None:
    # RULES §7 [D] as a table option: the delay on the rolled 1, then hope 6 -> 6, quick -> 11, passive -> 6
    assert RuleOptions().declaration_order is DeclarationOrder.DELAY_LAST
    first = RuleOptions(declaration_order=DeclarationOrder.DELAY_FIRST)
    roster = [fighter("gus", 5)]  # d10 1 + initiative 5 = 6
    declarations = [Delay("gus", 0), Passive("gus", 1), Quick("gus", 1), HopeOnSequence("gus", (6,))]
    plan = plan_round(roster, {"gus": 1}, declarations, options=first)
    assert plan.sequence_value == {"gus": 6}
    assert plan.slots == [(6, ["gus"])]
    assert plan_round(roster, {"gus": 1}, declarations).sequence_value == {"gus": 0}
    # the delay is checked against the rolled value, before the hope dice
    with pytest.raises(RuleError, match="Gus can delay only to a value lower than 6, not 8"):
        plan_round(roster, {"gus": 1}, [Delay("gus", 8), HopeOnSequence("gus", (6,))], options=first)
    assert plan_round(roster, {"gus": 1}, [Quick("gus", 1)], options=first).sequence_value == {"gus": 11}


def test_sync_takes_the_partner_value_and_acts_with_it_at_every_slot() -> None:
    # Sam (14, initiative 4) syncs with Pia (10, initiative 0); Kim also has 10, with initiative 1.
    roster = [fighter("sam", 4), fighter("kim", 1), fighter("xan", 3), fighter("pia", 0)]
    plan = plan_round(roster, {"sam": 10, "kim": 9, "xan": 10, "pia": 10}, [Sync("sam", "pia")])
    assert plan.sequence_value == {"sam": 10, "kim": 10, "xan": 13, "pia": 10}
    assert plan.initiative == {"sam": 4, "kim": 1, "xan": 3, "pia": 0}
    # Sam is ordered with Pia, simultaneous with her although their initiatives differ.
    assert plan.slots == [
        (13, ["xan"]),
        (10, ["kim"]),
        (10, ["sam", "pia"]),
        (3, ["xan"]),
        (0, ["kim"]),
        (0, ["sam", "pia"]),
    ]


def test_a_syncing_pair_joins_a_natural_tie() -> None:
    roster = [fighter("pia", 1), fighter("sam", 3), fighter("tom", 1)]
    plan = plan_round(roster, {"pia": 5, "sam": 7, "tom": 5}, [Sync("sam", "pia")])
    assert plan.slots == [(6, ["pia", "sam", "tom"])]


def test_a_syncing_pair_stays_together_when_large_groups_are_split() -> None:
    options = RuleOptions(simultaneous_groups_any_size=False)
    roster = [fighter("tom", 1), fighter("sam", 3), fighter("pia", 1)]
    plan = plan_round(roster, {"tom": 5, "sam": 7, "pia": 5}, [Sync("sam", "pia")], options=options)
    assert plan.slots == [(6, ["tom"]), (6, ["sam", "pia"])]


def test_several_may_sync_with_one_partner_unless_groups_are_limited_to_two() -> None:
    roster = [fighter("pia"), fighter("sam", 3), fighter("sue", 2)]
    rolls = {"pia": 4, "sam": 4, "sue": 4}
    declarations = [Sync("sam", "pia"), Sync("sue", "pia")]
    assert plan_round(roster, rolls, declarations).slots == [(4, ["pia", "sam", "sue"])]
    options = RuleOptions(simultaneous_groups_any_size=False)
    with pytest.raises(RuleError, match="Pia already acts simultaneously with someone"):
        plan_round(roster, rolls, declarations, options=options)


def test_a_syncing_combatant_can_keep_its_own_extra_actions() -> None:
    options = RuleOptions(sync_keeps_own_extra_actions=True)
    roster = [fighter("sam", 7), fighter("pia", 2)]
    rolls = {"sam": 10, "pia": 10}
    # Default: Sam takes Pia's 12 and both of her slots.
    assert plan_round(roster, rolls, [Sync("sam", "pia")]).slots == [
        (12, ["sam", "pia"]),
        (2, ["sam", "pia"]),
    ]
    # Kept: Sam acts with Pia at 12, then at 7 from its own 17; Pia's 2 is hers alone.
    kept = plan_round(roster, rolls, [Sync("sam", "pia")], options=options)
    assert kept.slots == [(12, ["sam", "pia"]), (7, ["sam"]), (2, ["pia"])]
    assert kept.sequence_value == {"sam": 12, "pia": 12}


def test_kept_extra_actions_come_only_after_the_joined_action() -> None:
    options = RuleOptions(sync_keeps_own_extra_actions=True)
    roster = [fighter("sam", 9), fighter("pia")]
    # Sam's own 19 would act again at 9, above Pia's 4: that action is gone.
    plan = plan_round(roster, {"sam": 10, "pia": 4}, [Sync("sam", "pia")], options=options)
    assert plan.slots == [(4, ["sam", "pia"])]


@pytest.mark.parametrize("keeps_own", [False, True])
def test_sync_with_a_partner_without_a_sequence_is_refused(keeps_own: bool) -> None:
    # Pia's passive takes her 5 to -4: she has no sequence this round, and Sam would lose his action.
    options = RuleOptions(sync_keeps_own_extra_actions=keeps_own)
    roster = [fighter("sam", 9), fighter("pia")]
    with pytest.raises(RuleError, match=r"Sam cannot sync with Pia, who has no sequence this round \(-4\)"):
        plan_round(roster, {"sam": 10, "pia": 1}, [Passive("pia", 1), Sync("sam", "pia")], options=options)
    # Where a negative value acts last, Pia has a sequence and Sam acts with her.
    last = RuleOptions(negative_sequence=NegativeSequence.ACT_LAST, sync_keeps_own_extra_actions=keeps_own)
    plan = plan_round(roster, {"sam": 10, "pia": 1}, [Passive("pia", 1), Sync("sam", "pia")], options=last)
    assert ["sam", "pia"] in [members for _value, members in plan.slots]


@pytest.mark.parametrize("keeps_own", [False, True])
def test_the_table_rules_may_accept_a_sync_with_a_partner_without_a_sequence(keeps_own: bool) -> None:
    # Accepted, Sam takes Pia's -4 and her slots: none, so he does not act this round.
    options = RuleOptions(sync_needs_partner_sequence=False, sync_keeps_own_extra_actions=keeps_own)
    roster = [fighter("sam", 9), fighter("pia")]
    plan = plan_round(roster, {"sam": 10, "pia": 1}, [Passive("pia", 1), Sync("sam", "pia")], options=options)
    assert plan.slots == []
    assert plan.sequence_value == {"sam": -4, "pia": -4}
    # The other refusals of a sync stand.
    with pytest.raises(RuleError, match="Sam cannot sync with themselves"):
        plan_round(roster, {"sam": 10, "pia": 1}, [Sync("sam", "sam")], options=options)


def test_sync_needs_a_partner_with_a_lower_value() -> None:
    roster = [fighter("sam"), fighter("pia")]
    with pytest.raises(RuleError, match=r"Sam \(5\) can sync only .* lower sequence value, not Pia \(5\)"):
        plan_round(roster, {"sam": 5, "pia": 5}, [Sync("sam", "pia")])
    with pytest.raises(RuleError, match="not Pia"):
        plan_round(roster, {"sam": 5, "pia": 8}, [Sync("sam", "pia")])


def test_the_partner_value_is_taken_after_its_own_declarations() -> None:
    roster = [fighter("sam"), fighter("pia")]
    plan = plan_round(roster, {"sam": 5, "pia": 8}, [Sync("sam", "pia"), Delay("pia", 2)])
    assert plan.slots == [(2, ["sam", "pia"])]


def test_no_sync_chains() -> None:
    roster = [fighter("sam"), fighter("pia"), fighter("ron")]
    declarations = [Sync("sam", "pia"), Sync("pia", "ron")]
    with pytest.raises(RuleError, match="Sam cannot sync with Pia, who syncs with someone else"):
        plan_round(roster, {"sam": 9, "pia": 6, "ron": 3}, declarations)


def test_no_sync_with_oneself() -> None:
    with pytest.raises(RuleError, match="Sam cannot sync with themselves"):
        plan_round([fighter("sam")], {"sam": 9}, [Sync("sam", "sam")])


@pytest.mark.parametrize("partner", ["nobody", None, 3])
def test_sync_with_someone_not_in_the_round_is_refused(partner: object) -> None:
    with pytest.raises(RuleError, match="is not in this round"):
        plan_round([fighter("sam")], {"sam": 9}, [Sync("sam", partner)])  # type: ignore[arg-type]


def test_delay_and_sync_exclude_each_other_unless_the_table_allows_both() -> None:
    roster = [fighter("sam"), fighter("pia")]
    rolls = {"sam": 9, "pia": 3}
    declarations = [Delay("sam", 7), Sync("sam", "pia")]
    with pytest.raises(RuleError, match="Sam cannot both delay and sync"):
        plan_round(roster, rolls, declarations)
    options = RuleOptions(delay_and_sync_exclusive=False)
    assert plan_round(roster, rolls, declarations, options=options).slots == [(3, ["sam", "pia"])]
    with pytest.raises(RuleError, match=r"Sam \(2\) can sync only"):
        plan_round(roster, rolls, [Delay("sam", 2), Sync("sam", "pia")], options=options)


def test_surprise_costs_five_initiative_in_round_1_only() -> None:
    roster = [fighter("ann", 2, surprised=True), fighter("ben", 0)]
    rolls = {"ann": 8, "ben": 5}
    first = plan_round(roster, rolls)
    assert first.initiative == {"ann": -3, "ben": 0}
    assert first.sequence_value == {"ann": 5, "ben": 5}
    assert first.slots == [(5, ["ben"]), (5, ["ann"])]
    second = plan_round(roster, rolls, round_number=2)
    assert second.initiative == {"ann": 2, "ben": 0}
    assert second.slots == [(10, ["ann"]), (5, ["ben"]), (0, ["ann"])]


def test_a_surprised_combatant_may_go_below_zero() -> None:
    plan = plan_round([fighter("ann", -2, surprised=True)], {"ann": 4})
    assert plan.initiative == {"ann": -7}
    assert plan.sequence_value == {"ann": -3}
    assert plan.slots == []


def test_a_resisted_surprise_costs_nothing() -> None:
    plan = plan_round([fighter("ann", 2, surprised=True, resisted=True)], {"ann": 8})
    assert plan.initiative == {"ann": 2}


def test_every_combatant_needs_a_d10() -> None:
    with pytest.raises(RuleError, match="Ben has no d10 for the sequence value"):
        plan_round([fighter("ann"), fighter("ben")], {"ann": 3})


@pytest.mark.parametrize("die", [0, 11, -1, 2.0, "5", None, False])
def test_a_d10_shows_1_to_10(die: object) -> None:
    with pytest.raises(RuleError, match="Ann: a d10 shows 1–10"):
        plan_round([fighter("ann")], {"ann": die})  # type: ignore[dict-item]


def test_a_roll_for_someone_not_in_the_round_is_refused() -> None:
    with pytest.raises(RuleError, match="there is a roll for zed, who is not in this round"):
        plan_round([fighter("ann")], {"ann": 3, "zed": 4})


def test_two_combatants_cannot_share_an_id() -> None:
    with pytest.raises(RuleError, match="two combatants share the id ann"):
        plan_round([fighter("ann"), fighter("ann")], {"ann": 3})


@pytest.mark.parametrize("combatant_id", ["zed", None, 7, ["ann"]])
def test_a_declaration_for_someone_not_in_the_round_is_refused(combatant_id: object) -> None:
    with pytest.raises(RuleError, match="is not in this round"):
        plan_round([fighter("ann")], {"ann": 3}, [Quick(combatant_id, 1)])  # type: ignore[arg-type]


def test_one_declaration_of_each_kind() -> None:
    with pytest.raises(RuleError, match="Ann declared quick twice"):
        plan_round([fighter("ann")], {"ann": 3}, [Quick("ann", 1), Quick("ann", 1)])


@pytest.mark.parametrize("declaration", [None, "quick", ("ann", 1), 3])
def test_only_declarations_are_accepted(declaration: object) -> None:
    with pytest.raises(RuleError, match="is not a sequence declaration"):
        plan_round([fighter("ann")], {"ann": 3}, [declaration])


@pytest.mark.parametrize("steps", [0, -1, "2", None, True, 1.5])
@pytest.mark.parametrize("kind", [Quick, Passive])
def test_steps_are_whole_and_at_least_one(kind: type[Quick | Passive], steps: object) -> None:
    with pytest.raises(RuleError, match=f"Ann: {kind.__name__.lower()} needs a whole number of steps"):
        plan_round([fighter("ann")], {"ann": 3}, [kind("ann", steps)])  # type: ignore[arg-type]


def test_a_sequence_value_beyond_what_an_encounter_stores_is_refused() -> None:
    options = RuleOptions(quick_cap=QuickCap.NONE)
    with pytest.raises(RuleError, match=r"outside -999\.\.999"):
        plan_round([fighter("ann")], {"ann": 3}, [Quick("ann", 10**9)], options=options)


def test_messages_name_by_id_when_there_is_no_name() -> None:
    with pytest.raises(RuleError, match="ann has no d10"):
        plan_round([fighter("ann", name="")], {})


def test_any_object_with_the_fields_can_be_planned() -> None:
    goblin = SimpleNamespace(
        id="g1", reflex=1, perception=0, sense=1, life=2, will=2, surprised=False, resisted_surprise=False
    )
    plan = plan_round([goblin], {"g1": 7}, [HopeOnSequence("g1", (5, 5, 5))])
    assert plan.sequence_value == {"g1": 24}
    assert plan.hope_spent == {"g1": 3}
    with pytest.raises(RuleError, match="g1 has no d10"):
        plan_round([goblin], {})


def test_no_combatants_no_slots() -> None:
    plan = plan_round([], {})
    assert plan.slots == []
    assert plan.order == []


def test_surprise_applies_in_round_1_only_and_not_after_a_resisted_check() -> None:
    surprised = Combatant(id="a", name="A", surprised=True)
    assert fhr.surprise_applies(surprised, 1)
    assert not fhr.surprise_applies(surprised, 2)
    assert not fhr.surprise_applies(surprised.model_copy(update={"resisted_surprise": True}), 1)
    assert not fhr.surprise_applies(Combatant(id="b", name="B"), 1)
