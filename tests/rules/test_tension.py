from dataclasses import astuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import Character, Pool, RuleOptions, Skill
from fhrtool.model.options import CostSplit
from fhrtool.rules import RuleError
from fhrtool.rules.tension import (
    CostPaid,
    CostPayment,
    TensionGained,
    TensionReason,
    after_gain,
    clamp,
    confrontation_tension,
    cost_payment,
    gain,
    most_from_tension,
    pay_cost,
    skill_used,
    tension_part,
)

HP_FIRST = RuleOptions(cost_split=CostSplit.HP_FIRST)


def _character(tension: int = 40, hp: int = 30) -> Character:
    return Character(
        id="mika",
        name="Mika",
        tension_value=tension,
        hp=Pool(current=hp, maximum=max(hp, 30)),
        skills=(Skill(id="slash", name="Slash", tension_bonus=2), Skill(id="guard", name="Guard")),
    )


def test_clamp_keeps_the_tension_value_within_0_100() -> None:
    assert [clamp(-5), clamp(0), clamp(57), clamp(100), clamp(130)] == [0, 0, 57, 100, 100]


def test_a_gain_raises_the_tension_value_and_says_so() -> None:
    outcome = gain(_character(40), 4, TensionReason.NEW_ENTRY)
    assert outcome.state.tension_value == 44
    assert outcome.events == (TensionGained("mika", TensionReason.NEW_ENTRY, 4, 40, 44),)
    assert outcome.events[0].params()["reason"] == "new_entry"


def test_a_gain_stops_at_100() -> None:
    outcome = gain(_character(97), 10, TensionReason.CONFRONTATION)
    assert outcome.state.tension_value == 100
    assert outcome.events == (TensionGained("mika", TensionReason.CONFRONTATION, 10, 97, 100),)


def test_a_negative_gain_is_refused() -> None:
    with pytest.raises(RuleError, match="cannot be negative: -1"):
        gain(_character(), -1, TensionReason.NEW_ENTRY)


def test_a_confrontation_is_worth_2_or_10_in_play() -> None:
    assert confrontation_tension(in_play=False) == 2
    assert confrontation_tension(in_play=True) == 10


def test_a_successful_skill_gains_its_tension_bonus() -> None:
    outcome = skill_used(_character(47), "slash", succeeded=True)
    assert outcome.state.tension_value == 49
    assert outcome.events == (TensionGained("mika", TensionReason.SKILL_SUCCESS, 2, 47, 49),)


def test_a_failed_skill_gains_nothing() -> None:
    character = _character(49)
    outcome = skill_used(character, "slash", succeeded=False)
    assert outcome.state == character
    assert outcome.events == ()


def test_a_skill_not_on_the_sheet_is_refused() -> None:
    with pytest.raises(RuleError, match="Mika has no skill fireball"):
        skill_used(_character(), "fireball", succeeded=True)


def test_the_tension_a_gain_would_leave_is_what_the_gain_sets() -> None:
    for tension, amount in ((40, 5), (98, 5), (100, 0), (0, 0)):
        character = _character(tension=tension)
        assert (
            after_gain(character, amount)
            == gain(character, amount, TensionReason.NEW_ENTRY).state.tension_value
        )
    assert after_gain(_character(tension=98), 5) == 100
    with pytest.raises(RuleError, match="a tension gain cannot be negative: -1"):
        after_gain(_character(), -1)


def test_tension_pays_at_most_the_cost_and_at_most_what_it_holds() -> None:
    assert most_from_tension(_character(tension=20), 12) == 12
    assert most_from_tension(_character(tension=3), 12) == 3
    assert most_from_tension(_character(tension=0), 12) == 0
    assert most_from_tension(_character(tension=20), 0) == 0


def test_by_default_tension_pays_first_and_hp_the_rest() -> None:
    outcome = pay_cost(_character(tension=20, hp=30), 26)
    assert (outcome.state.tension_value, outcome.state.hp.current) == (0, 24)
    assert outcome.events == (CostPaid("mika", 26, 20, 6, 0, 24),)
    assert pay_cost(_character(tension=20, hp=30), 5).state.tension_value == 15


def test_the_table_can_make_hp_pay_first() -> None:
    outcome = pay_cost(_character(tension=20, hp=30), 35, options=HP_FIRST)
    assert (outcome.state.tension_value, outcome.state.hp.current) == (15, 0)
    assert pay_cost(_character(tension=20, hp=30), 10, options=HP_FIRST).state.hp.current == 20


def test_what_neither_covers_falls_on_hp() -> None:
    assert pay_cost(_character(tension=5, hp=10), 20).state.hp.current == -5
    assert pay_cost(_character(tension=5, hp=10), 20, options=HP_FIRST).state.hp.current == -5
    assert tension_part(_character(tension=5, hp=-3), 4, HP_FIRST) == 4


def test_an_explicit_split_is_kept() -> None:
    outcome = pay_cost(_character(tension=40, hp=30), 12, from_tension=5)
    assert (outcome.state.tension_value, outcome.state.hp.current) == (35, 23)
    assert pay_cost(_character(tension=40), 12, from_tension=12).state.hp.current == 30
    assert pay_cost(_character(tension=40), 12, from_tension=0).state.tension_value == 40


@pytest.mark.parametrize("part", [-1, 13])
def test_a_tension_part_outside_the_cost_is_refused(part: int) -> None:
    with pytest.raises(RuleError, match="must be between 0 and 12"):
        pay_cost(_character(tension=40), 12, from_tension=part)


def test_a_tension_part_above_the_tension_value_is_refused() -> None:
    with pytest.raises(RuleError, match="Mika has only 3 tension to pay 4 with"):
        pay_cost(_character(tension=3), 12, from_tension=4)


def test_a_negative_cost_is_refused() -> None:
    with pytest.raises(RuleError, match="cost damage cannot be negative"):
        pay_cost(_character(), -2)


def test_a_cost_payment_can_be_seen_before_paying() -> None:
    character = _character(tension=20, hp=30)
    assert cost_payment(character, 26) == CostPayment(26, 20, 6, 0, 24)
    assert cost_payment(character, 35, options=HP_FIRST) == CostPayment(35, 5, 30, 15, 0)
    assert cost_payment(character, 12, from_tension=5) == CostPayment(12, 5, 7, 15, 23)
    assert cost_payment(character, 0) == CostPayment(0, 0, 0, 20, 30)
    assert character.tension_value == 20  # nothing was paid


def test_a_cost_payment_is_what_paying_does() -> None:
    character = _character(tension=20, hp=30)
    for amount, part, options in ((26, None, None), (35, None, HP_FIRST), (12, 5, None), (12, 0, HP_FIRST)):
        payment = cost_payment(character, amount, from_tension=part, options=options)
        (paid,) = pay_cost(character, amount, from_tension=part, options=options).events
        assert paid == CostPaid("mika", *astuple(payment))


def test_a_cost_payment_refuses_what_paying_refuses_but_hp_below_the_sheet() -> None:
    with pytest.raises(RuleError, match="cost damage cannot be negative: -2"):
        cost_payment(_character(), -2)
    with pytest.raises(RuleError, match="must be between 0 and 12"):
        cost_payment(_character(tension=40), 12, from_tension=13)
    with pytest.raises(RuleError, match="Mika has only 3 tension to pay 4 with"):
        cost_payment(_character(tension=3), 12, from_tension=4)
    assert cost_payment(_character(tension=0, hp=0), 1_000).hp_after == -1_000  # pay_cost refuses this


def test_hp_cannot_drop_below_what_a_sheet_stores() -> None:
    with pytest.raises(RuleError, match="below -999 HP"):
        pay_cost(_character(tension=0, hp=0), 1_000)
    assert pay_cost(_character(tension=0, hp=0), 999).state.hp.current == -999


operations = st.lists(
    st.one_of(
        st.tuples(st.just("gain"), st.integers(0, 150)),
        st.tuples(st.just("pay"), st.integers(0, 60)),
        st.tuples(st.just("skill"), st.booleans()),
    ),
    max_size=20,
)


@given(start=st.integers(0, 100), steps=operations, hp_first=st.booleans())
def test_the_tension_value_always_stays_within_0_100(
    start: int, steps: list[tuple[str, int | bool]], hp_first: bool
) -> None:
    # 20 payments of at most 60 never reach the lowest HP a sheet stores.
    character = _character(tension=start, hp=200)
    options = HP_FIRST if hp_first else RuleOptions()
    for kind, amount in steps:
        if kind == "gain":
            character = gain(character, int(amount), TensionReason.NEW_ENTRY).state
        elif kind == "pay":
            character = pay_cost(character, int(amount), options=options).state
        else:
            character = skill_used(character, "slash", succeeded=bool(amount)).state
        assert 0 <= character.tension_value <= 100
        assert Character.model_validate(character.model_dump()) == character
