import pytest

from fhrtool.model import Character, CharacterKind, InfinityBreak, RuleOptions, Skill, Stat, StatKind
from fhrtool.rules.sheet import SheetProblem, sheet_problems

SKILLS = (
    Skill(id="flash", name="Flash Blade"),
    Skill(id="extra", name="Dark Pact", is_extra=True),
    Skill(id="servant", name="Familiar", is_extra=True, is_servant=True),
)


def _character(**update: object) -> Character:
    return Character.model_validate({"id": "c", "name": "Sora", "skills": SKILLS, **update})


def _messages(character: Character, options: RuleOptions | None = None) -> list[tuple[str, str]]:
    return [(problem.field, str(problem)) for problem in sheet_problems(character, options)]


def _breaks(*levels: int, skill_id: str = "flash") -> tuple[InfinityBreak, ...]:
    return tuple(InfinityBreak(skill_id=skill_id, level=level) for level in levels)


def test_a_sheet_within_the_rules_has_no_problems() -> None:
    character = _character(
        level=9,
        reflex=2,
        perception=-2,
        sense=0,
        infinity_breaks=(*_breaks(3, 6), *_breaks(9, skill_id="servant")),
        unused_emotions=("a", "b", "c"),
    )
    assert sheet_problems(character) == ()


def test_pc_abilities_stay_within_minus_2_and_plus_2() -> None:
    character = _character(
        reflex=3,
        perception=-3,
        sense=2,
        extra_stats=(
            Stat(id="luck", name="Luck", kind=StatKind.ABILITY, value=4),
            Stat(id="grit", name="Grit", kind=StatKind.ESSENCE, value=9),
        ),
    )
    assert _messages(character) == [
        ("reflex", "the ability reflex is 3; it must stay within -2..+2"),
        ("perception", "the ability perception is -3; it must stay within -2..+2"),
        ("extra_stats", "the ability Luck is 4; it must stay within -2..+2"),
    ]


def test_npc_abilities_are_free_unless_the_table_limits_them() -> None:
    npc = _character(kind=CharacterKind.NPC, reflex=5)
    assert sheet_problems(npc) == ()
    assert _messages(npc, RuleOptions(npc_abilities_limited=True)) == [
        ("reflex", "the ability reflex is 5; it must stay within -2..+2")
    ]


def test_a_traitor_is_an_npc_whose_abilities_are_free() -> None:
    # RULES §11: a PC that turned 背反者 is an NPC from then on
    traitor = _character(reflex=5, traitor=True)
    assert sheet_problems(traitor) == ()


def test_at_most_three_infinity_break_registrations() -> None:
    character = _character(level=20, infinity_breaks=_breaks(3, 6, 9, 12))
    assert _messages(character) == [
        ("infinity_breaks", "4 Infinity Break registrations; at most 3 (one each at levels 3, 6 and 9)"),
        (
            "infinity_breaks",
            "Flash Blade is registered at level 12; registrations are made at levels 3, 6 and 9",
        ),
    ]


def test_registrations_must_match_the_levels_reached() -> None:
    character = _character(level=5, infinity_breaks=_breaks(3, 3, 6))
    assert _messages(character) == [
        (
            "infinity_breaks",
            "Flash Blade shares level 3 with another registration; one registration per level",
        ),
        (
            "infinity_breaks",
            "Flash Blade shares level 3 with another registration; one registration per level",
        ),
        (
            "infinity_breaks",
            "Flash Blade is registered at level 6, which the character (level 5) has not reached",
        ),
    ]


def test_an_extra_skill_registration_is_a_problem_unless_servant() -> None:
    character = _character(
        level=6, infinity_breaks=(*_breaks(3, skill_id="extra"), *_breaks(6, skill_id="servant"))
    )
    assert _messages(character) == [
        (
            "infinity_breaks",
            "Dark Pact is an extra skill; only the servant one can be registered as an Infinity Break",
        )
    ]


def test_unused_emotions_above_the_limit() -> None:
    character = _character(unused_emotions=("a", "b", "c", "d"))
    assert _messages(character) == [("unused_emotions", "4 unused emotions; at most 3")]
    assert sheet_problems(character.model_copy(update={"unused_emotion_limit": 4})) == ()


def test_a_problem_carries_a_translatable_template_and_its_parameters() -> None:
    (problem,) = sheet_problems(_character(sense=-4))
    assert isinstance(problem, SheetProblem)
    assert problem.template == "the ability {ability} is {value}; it must stay within -{limit}..+{limit}"
    assert problem.params == {"ability": "sense", "value": -4, "limit": 2}
    assert repr(problem) == "SheetProblem('sense', 'the ability sense is -4; it must stay within -2..+2')"


@pytest.mark.parametrize("value", [-2, -1, 0, 1, 2])
def test_every_value_within_the_limit_is_fine(value: int) -> None:
    assert sheet_problems(_character(reflex=value, perception=value, sense=value)) == ()
