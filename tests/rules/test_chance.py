"""The chance shown before a check equals a count over every outcome the dice can show."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import RuleOptions
from fhrtool.model.options import CheckMode, FumbleRule, OverlapPriority
from fhrtool.rules import chance, srs
from fhrtool.rules.checks import DicePool, roll_check
from fhrtool.rules.dice import ScriptedDice

options_strategy = st.builds(
    RuleOptions,
    die_faces=st.integers(2, 6),
    check_mode=st.sampled_from(CheckMode),
    success_face=st.integers(1, 7),
    fumble_rule=st.sampled_from(FumbleRule),
    critical_value=st.integers(2, 13),
    fumble_value=st.integers(0, 12),
    overlap_priority=st.sampled_from(OverlapPriority),
    reaction_critical_beats_normal=st.booleans(),
)


def _counted_pool(dice: int, target: int, options: RuleOptions) -> Fraction:
    outcomes = list(product(range(1, options.die_faces + 1), repeat=max(dice, 0)))
    wins = sum(roll_check(DicePool(dice), target, ScriptedDice(faces), options).success for faces in outcomes)
    return Fraction(wins, len(outcomes))


@given(st.integers(-1, 6), st.integers(-3, 40), options_strategy)
def test_the_pool_chance_is_the_share_of_outcomes_that_succeed(
    dice: int, target: int, options: RuleOptions
) -> None:
    assert chance.pool_chance(dice, target, options) == _counted_pool(dice, target, options)


def test_known_pool_chances() -> None:
    assert chance.pool_chance(1, 4) == Fraction(1, 2)
    assert chance.pool_chance(2, 7) == Fraction(21, 36)
    # Two ones sum to 2 but fumble: 35 of 36 reach a target of 2.
    assert chance.pool_chance(2, 2) == Fraction(35, 36)
    assert chance.pool_chance(2, 2, RuleOptions(fumble_rule=FumbleRule.NONE)) == 1
    assert chance.pool_chance(0, 1) == 0
    assert chance.pool_chance(0, 0) == 1
    assert chance.pool_chance(-1, 0) == 1
    successes = RuleOptions(check_mode=CheckMode.SUCCESSES)
    assert chance.pool_chance(2, 1, successes) == Fraction(20, 36)
    assert chance.pool_chance(3, 3, successes) == Fraction(1, 27)


def _counted_action(
    value: int, modifier: int, difficulty: int, critical: int, fumble: int, options: RuleOptions
) -> Fraction:
    wins = 0
    for first, second in product(range(1, 7), repeat=2):
        natural = first + second
        automatic = [(natural >= critical, True), (natural <= fumble, False)]
        if options.overlap_priority is OverlapPriority.FUMBLE_FIRST:
            automatic.reverse()
        decided = [won for applies, won in automatic if applies]
        wins += decided[0] if decided else value + natural + modifier >= difficulty
    return Fraction(wins, 36)


@given(
    st.integers(-5, 15),
    st.integers(-3, 3),
    st.integers(-2, 30),
    st.integers(2, 14),
    st.integers(0, 13),
    options_strategy,
)
def test_the_action_chance_counts_criticals_and_fumbles(
    value: int, modifier: int, difficulty: int, critical: int, fumble: int, options: RuleOptions
) -> None:
    got = chance.action_chance(value, modifier, difficulty, critical=critical, fumble=fumble, options=options)
    assert got == _counted_action(value, modifier, difficulty, critical, fumble, options)


def test_known_action_chances() -> None:
    # 2D6 >= 7 with critical 12 and fumble 2: sums 7..12 (21 of 36), none of them a fumble.
    assert chance.action_chance(0, 0, 7) == Fraction(21, 36)
    # An impossible difficulty still succeeds on a critical 12; a trivial one still fumbles on 2.
    assert chance.action_chance(0, 0, 99) == Fraction(1, 36)
    assert chance.action_chance(10, 0, 0) == Fraction(35, 36)
    # The table's values are the default; an effect may widen the critical range.
    assert chance.action_chance(0, 0, 99, options=RuleOptions(critical_value=11)) == Fraction(3, 36)
    assert chance.action_chance(0, 0, 99, critical=10) == Fraction(6, 36)
    # Overlapping ranges (critical 2, fumble 12): every roll is decided by the priority.
    assert chance.action_chance(0, 0, 99, critical=2, fumble=12) == 1
    fumble_first = RuleOptions(overlap_priority=OverlapPriority.FUMBLE_FIRST)
    assert chance.action_chance(0, 0, 99, critical=2, fumble=12, options=fumble_first) == 0


def _counted_opposed(
    action: tuple[int, int], reaction: tuple[int, int], rolls: bool, options: RuleOptions
) -> Fraction:
    def check(faces: tuple[int, ...], side: tuple[int, int]) -> srs.CheckResult:
        return srs.check(ScriptedDice(faces), *side, options=options)

    sides = list(product(range(1, 7), repeat=2))
    wins = 0
    total = 0
    for faces in sides:
        one = check(faces, action)
        others = [check(other, reaction) for other in sides] if rolls else [srs.unrolled(*reaction)]
        for other in others:
            total += 1
            answer = None if one.outcome is srs.CheckOutcome.FUMBLE else other
            wins += srs.opposed(one, answer, options=options) is srs.Winner.ACTION
    return Fraction(wins, total)


@given(
    st.tuples(st.integers(-3, 12), st.integers(-3, 3)),
    st.tuples(st.integers(-3, 12), st.integers(-3, 3)),
    st.booleans(),
    options_strategy,
)
def test_the_opposed_chance_counts_both_sides(
    action: tuple[int, int], reaction: tuple[int, int], rolls: bool, options: RuleOptions
) -> None:
    got = chance.opposed_chance(action, reaction, reaction_rolls=rolls, options=options)
    assert got == _counted_opposed(action, reaction, rolls, options)


def test_known_opposed_chances() -> None:
    # Against a reaction standing at 7 with no dice, the action needs more than 7: 8..12, not a 2.
    assert chance.opposed_chance((0, 0), (7, 0), reaction_rolls=False) == Fraction(15, 36)
    # Equal sides: ties go to the reaction, so the action wins less than half.
    assert chance.opposed_chance((5, 0), (5, 0)) < Fraction(1, 2)
    # A reaction that always fumbles loses to every action that does not fumble.
    assert chance.opposed_chance((0, 0), (0, 0), reaction_fumble=12, reaction_critical=13) == Fraction(35, 36)
    assert chance.opposed_chance((0, 0), (0, 0), action_fumble=12, action_critical=13) == 0
