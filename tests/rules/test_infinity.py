import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import CONSTANT_CATEGORY, Character, InfinityBreak, Pool, RuleOptions, Skill
from fhrtool.model.options import CostSplit
from fhrtool.rules import RuleError
from fhrtool.rules.infinity import (
    BreakOutcome,
    InfinityBreakRegistered,
    InfinityBreakUsed,
    boost,
    break_cost,
    can_register,
    open_levels,
    register,
    reset_uses,
    unboosted,
    use_infinity_break,
)
from fhrtool.rules.tension import CostPaid

SKILLS = (
    Skill(id="flash", name="Flash Blade", cost=4, effect="ダメージ+《1D》"),
    Skill(id="focus", name="Focus", category=CONSTANT_CATEGORY, effect="クリティカル値を−《1》"),
    Skill(id="extra", name="Extra", is_extra=True),
    Skill(id="servant", name="Servant", is_extra=True, is_servant=True, effect="《2》体"),
)


def _character(
    level: int = 9, tension: int = 60, hp: int = 40, breaks: tuple[InfinityBreak, ...] = ()
) -> Character:
    return Character(
        id="rin",
        name="Rin",
        level=level,
        tension_value=tension,
        hp=Pool(current=hp, maximum=40),
        skills=SKILLS,
        infinity_breaks=breaks,
    )


def _registered(*skill_levels: tuple[str, int], **character: int) -> Character:
    breaks = tuple(
        InfinityBreak(id=f"ib{level}", skill_id=skill_id, level=level) for skill_id, level in skill_levels
    )
    return _character(breaks=breaks, **character)


def test_registration_opens_at_levels_3_6_and_9() -> None:
    assert open_levels(_character(level=2)) == ()
    assert open_levels(_character(level=3)) == (3,)
    assert open_levels(_character(level=8)) == (3, 6)
    assert open_levels(_registered(("flash", 3), level=10)) == (6, 9)


def test_register_takes_the_lowest_open_level_by_default() -> None:
    outcome = register(_character(level=7), "flash")
    (registration,) = outcome.state.infinity_breaks
    assert (registration.skill_id, registration.level, registration.used_this_scenario) == ("flash", 3, False)
    assert outcome.events == (InfinityBreakRegistered("rin", registration.id, "flash", 3),)


def test_register_at_a_chosen_open_level() -> None:
    outcome = register(_character(level=7), "focus", 6)
    assert [item.level for item in outcome.state.infinity_breaks] == [6]
    assert open_levels(outcome.state) == (3,)


def test_the_same_skill_may_be_registered_again() -> None:
    character = register(register(_character(level=6), "flash").state, "flash").state
    assert [(item.skill_id, item.level) for item in character.infinity_breaks] == [("flash", 3), ("flash", 6)]


def test_at_most_one_registration_per_level_and_three_in_all() -> None:
    character = _registered(("flash", 3), ("flash", 6), ("focus", 9), level=12)
    with pytest.raises(RuleError, match="Rin has no Infinity Break registration left at level 12"):
        register(character, "flash")


def test_no_registration_before_level_3() -> None:
    with pytest.raises(RuleError, match="no Infinity Break registration left at level 2"):
        register(_character(level=2), "flash")


@pytest.mark.parametrize(("level", "open_text"), [(6, "open: 3"), (4, "open: 3"), (3, "open: 6")])
def test_a_level_not_open_is_refused(level: int, open_text: str) -> None:
    character = _character(level=5) if level != 3 else _registered(("flash", 3), level=6)
    with pytest.raises(RuleError, match=f"level {level} is not open .*; {open_text}$"):
        register(character, "focus", level)


def test_extra_skills_cannot_be_registered_except_the_servant_one() -> None:
    assert not can_register(SKILLS[2])
    assert can_register(SKILLS[3])
    assert can_register(SKILLS[0])
    with pytest.raises(RuleError, match="the extra skill Extra cannot be registered"):
        register(_character(level=3), "extra")
    assert register(_character(level=3), "servant").state.infinity_breaks[0].skill_id == "servant"


def test_registering_a_skill_not_on_the_sheet_is_refused() -> None:
    with pytest.raises(RuleError, match="Rin has no skill nothing"):
        register(_character(level=3), "nothing")


def test_the_cost_is_50_plus_the_skill_cost() -> None:
    assert break_cost(SKILLS[0]) == 54
    assert break_cost(SKILLS[1]) == 50


def test_using_a_break_pays_the_cost_and_returns_the_boosted_effect() -> None:
    outcome = use_infinity_break(_registered(("flash", 3), tension=60, hp=40), "ib3")
    assert isinstance(outcome, BreakOutcome)
    assert outcome.effect == "ダメージ+《1D+10》"
    assert not outcome.until_end_of_scene
    assert (outcome.state.tension_value, outcome.state.hp.current) == (6, 40)
    assert outcome.state.infinity_breaks[0].used_this_scenario
    assert outcome.events == (
        InfinityBreakUsed("rin", "ib3", "flash", "ダメージ+《1D+10》", False),
        CostPaid("rin", 54, 54, 0, 6, 40),
    )


def test_the_caller_splits_the_cost_between_tension_and_hp() -> None:
    outcome = use_infinity_break(_registered(("flash", 3), tension=60, hp=40), "ib3", from_tension=30)
    assert (outcome.state.tension_value, outcome.state.hp.current) == (30, 16)
    with pytest.raises(RuleError, match="Rin has only 20 tension to pay 30 with"):
        use_infinity_break(_registered(("flash", 3), tension=20), "ib3", from_tension=30)


def test_the_table_split_applies_without_an_explicit_one() -> None:
    table = RuleOptions(cost_split=CostSplit.HP_FIRST)
    outcome = use_infinity_break(_registered(("flash", 3), tension=60, hp=40), "ib3", table)
    assert (outcome.state.tension_value, outcome.state.hp.current) == (46, 0)


def test_a_constant_skill_keeps_the_boost_to_the_end_of_the_scene() -> None:
    outcome = use_infinity_break(_registered(("focus", 3)), "ib3")
    assert outcome.until_end_of_scene
    assert outcome.effect == "クリティカル値を−《11》"


def test_each_registration_is_used_once_per_scenario() -> None:
    character = _registered(("flash", 3), ("flash", 6), tension=100, hp=40)
    once = use_infinity_break(character, "ib3").state
    with pytest.raises(RuleError, match="already used this scenario"):
        use_infinity_break(once, "ib3")
    twice = use_infinity_break(once, "ib6", from_tension=46).state
    assert [item.used_this_scenario for item in twice.infinity_breaks] == [True, True]
    assert [item.used_this_scenario for item in reset_uses(twice).infinity_breaks] == [False, False]
    assert use_infinity_break(reset_uses(twice), "ib3", from_tension=0).state.hp.current == -22


def test_using_an_unknown_registration_is_refused() -> None:
    with pytest.raises(RuleError, match="Rin has no Infinity Break registration ib9"):
        use_infinity_break(_registered(("flash", 3)), "ib9")


@pytest.mark.parametrize(
    ("text", "boosted"),
    [
        ("クリティカル値を−《1》", "クリティカル値を−《11》"),
        ("ダメージ+《1D》", "ダメージ+《1D+10》"),
        ("《2》", "《12》"),
        ("達成値+《2》、ダメージ+《2D+3》", "達成値+《12》、ダメージ+《2D+13》"),
        ("《1D-2》", "《1D+8》"),
        ("《1D−15》", "《1D−5》"),
        ("《2D6》", "《2D6+10》"),
        ("《1D6+1D4》", "《1D6+1D4+10》"),
        ("《１Ｄ》", "《1D+10》"),
        ("《 3 》", "《13》"),
        ("《+1》", "《+11》"),
        ("《−1》", "《9》"),
        ("《−15》", "《−5》"),
        ("《対象》を選ぶ", "《対象》を選ぶ"),
        ("《》", "《》"),
        ("no brackets 1D+2", "no brackets 1D+2"),
        ("《1》《", "《11》《"),
    ],
)
def test_boost_adds_10_to_every_value_in_brackets(text: str, boosted: str) -> None:
    assert boost(text) == boosted


@pytest.mark.parametrize(
    ("text", "boosted"),
    [
        ("回避−《10%》", "回避−《20%》"),
        ("《１０％》", "《20%》"),
        ("射程《5m》", "射程《15m》"),
        ("《3 ラウンド》", "《13ラウンド》"),
        ("《+2点》", "《+12点》"),
        ("《−15%》", "《−5%》"),
        ("《2D》", "《2D+10》"),
        ("《10%+5》", "《10%+15》"),
    ],
)
def test_a_number_with_a_unit_keeps_its_unit(text: str, boosted: str) -> None:
    # RULES §14 [D]
    assert RuleOptions().boost_keeps_unit
    assert boost(text) == boosted


def test_the_table_may_write_the_boost_after_a_unit() -> None:
    assert boost("回避−《10%》", RuleOptions(boost_keeps_unit=False)) == "回避−《10%+10》"


def test_using_a_break_tells_what_it_could_not_boost() -> None:
    character = _registered(("flash", 3))
    skills = (SKILLS[0].model_copy(update={"effect": "《対象》の回避−《10%》"}), *SKILLS[1:])
    outcome = use_infinity_break(character.model_copy(update={"skills": skills}), "ib3")
    assert (outcome.effect, outcome.unboosted) == ("《対象》の回避−《20%》", ("《対象》",))
    kept = use_infinity_break(character, "ib3", RuleOptions(boost_keeps_unit=False))
    assert (kept.effect, kept.unboosted) == ("ダメージ+《1D+10》", ())


def test_a_bracket_without_a_number_is_left_and_reported() -> None:
    assert boost("《対象》に《1》、《》") == "《対象》に《11》、《》"
    assert unboosted("《対象》に《1》、《》、《１Ｄ》") == ("《対象》", "《》")
    assert unboosted("no brackets") == ()


@given(st.text().filter(lambda text: "《" not in text))
def test_boost_leaves_text_without_brackets_alone(text: str) -> None:
    assert boost(text) == text


@given(number=st.integers(0, 10_000), before=st.text(alphabet="あいう+−"), after=st.text(alphabet="えお"))
def test_boost_raises_a_bracketed_number_by_10(number: int, before: str, after: str) -> None:
    assert boost(f"{before}《{number}》{after}") == f"{before}《{number + 10}》{after}"
