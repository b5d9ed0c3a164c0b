from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import Campaign, Character, Emotion, InfinityBreak, Skill, Stat, StatKind
from fhrtool.rules import RuleError
from fhrtool.steps import sheet
from fhrtool.steps.step import InvalidValueError
from tests.steps.table import Table

SLASH = Skill(id="slash", name="Slash", effect="ダメージ+《1D》")
GUARD = Skill(id="guard", name="Guard")
CALL = Skill(id="call", name="Call servant", is_extra=True, is_servant=True)
WING = Skill(id="wing", name="Wing", is_extra=True)


def _document(**fields: object) -> Table:
    aldo = Character(id="aldo", name="Aldo", level=9, skills=(SLASH, GUARD, CALL, WING))
    return Table(Campaign(characters=(aldo.model_copy(update=fields),)))


def _aldo(document: Table) -> Character:
    return document.character("aldo")


def _undo_all(document: Table) -> None:
    while document.undo_stack.canUndo():
        document.undo_stack.undo()


# Fields


def test_a_new_character_s_tension_value_follows_its_concentration() -> None:
    # RULES §12: concentration 41 typed as 4, then 41 (one undo step); no scenario is started
    document = _document()
    document.run(sheet.set_field, sheet.SetField("aldo", "concentration", 4))
    document.run(sheet.set_field, sheet.SetField("aldo", "concentration", 41))
    assert (_aldo(document).concentration, _aldo(document).tension_value) == (41, 41)
    assert document.campaign.scenario == 1
    assert document.undo_stack.count() == 1
    document.run(sheet.set_field, sheet.SetField("aldo", "tension_value", 50))
    document.run(sheet.set_field, sheet.SetField("aldo", "concentration", 30))
    assert _aldo(document).tension_value == 50


# Skills


def test_add_skill_appends_a_named_skill_and_undo_removes_it() -> None:
    document = _document()
    skill_id = document.run(sheet.add_skill, sheet.AddSkill("aldo"))
    assert _aldo(document).skills[-1].id == skill_id
    assert _aldo(document).skills[-1].name == "New skill"
    assert document.undo_stack.undoText() == "Add skill New skill (Aldo)"
    document.run(sheet.add_skill, sheet.AddSkill("aldo", "Parry"))
    assert _aldo(document).skills[-1].name == "Parry"
    _undo_all(document)
    assert _aldo(document).skills == (SLASH, GUARD, CALL, WING)


def test_add_skill_refuses_a_name_the_model_refuses() -> None:
    document = _document()
    with pytest.raises(InvalidValueError, match="name"):
        document.run(sheet.add_skill, sheet.AddSkill("aldo", "x" * 201))
    assert document.undo_stack.count() == 0


def test_set_skill_field_names_the_step_and_merges_typing() -> None:
    document = _document()
    document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "slash", "cost", 1))
    assert document.undo_stack.undoText() == "Slash: Cost 0 → 1 (Aldo)"
    document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "slash", "cost", 12))
    assert _aldo(document).skill("slash").cost == 12
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Slash: Cost 0 → 12 (Aldo)"  # named from where typing began
    document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "slash", "check_value", None))
    document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "slash", "is_extra", True))
    assert document.undo_stack.undoText() == "Slash: Extra no → yes (Aldo)"
    document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "guard", "check_value", 3))
    assert document.undo_stack.undoText() == "Guard: Check value — → 3 (Aldo)"
    document.run(
        sheet.set_skill_field,
        sheet.SetSkillField("aldo", "guard", "effect", "a very long effect text indeed"),
    )
    assert document.undo_stack.undoText() == "Guard: Effect  → a very long effect … (Aldo)"
    _undo_all(document)
    assert _aldo(document).skills == (SLASH, GUARD, CALL, WING)


def test_set_skill_field_converts_typed_text_and_refuses_bad_values() -> None:
    document = _document()
    document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "slash", "check_value", "4"))
    assert _aldo(document).skill("slash").check_value == 4
    with pytest.raises(InvalidValueError, match="cost"):
        document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "slash", "cost", -1))
    with pytest.raises(InvalidValueError, match="check_value"):
        document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "slash", "check_value", "four"))
    with pytest.raises(InvalidValueError, match="not an editable field"):
        document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "slash", "id", "other"))
    with pytest.raises(InvalidValueError, match="no skill nothing"):
        document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", "nothing", "cost", 1))
    assert document.undo_stack.count() == 1


def test_remove_skill_is_undoable() -> None:
    document = _document()
    assert document.changes(sheet.remove_skill, sheet.RemoveSkill("aldo", "guard"))
    assert [s.id for s in _aldo(document).skills] == ["slash", "call", "wing"]
    assert document.undo_stack.undoText() == "Remove skill Guard (Aldo)"
    document.undo_stack.undo()
    assert _aldo(document).skills == (SLASH, GUARD, CALL, WING)


def test_a_skill_registered_as_infinity_break_cannot_be_removed_and_says_why() -> None:
    registrations = (
        InfinityBreak(skill_id="slash", level=3),
        InfinityBreak(skill_id="slash", level=6),
    )
    document = _document(infinity_breaks=registrations)
    assert sheet.registrations_of(_aldo(document), "slash") == 2
    with pytest.raises(RuleError, match=r"Slash is registered as an Infinity Break \(2×\)") as refused:
        document.run(sheet.remove_skill, sheet.RemoveSkill("aldo", "slash"))
    assert "never be changed" in str(refused.value)
    assert document.undo_stack.count() == 0
    sheet.check_removable(_aldo(document), "guard")  # not registered: no error


# Extra stats


def test_add_rename_set_and_remove_extra_stats() -> None:
    document = _document()
    luck = document.run(sheet.add_stat, sheet.AddStat("aldo", StatKind.ESSENCE))
    assert _aldo(document).extra_stats[-1] == Stat(id=luck, name="New essence", kind=StatKind.ESSENCE)
    assert document.undo_stack.undoText() == "Add Essence New essence (Aldo)"
    charm = document.run(sheet.add_stat, sheet.AddStat("aldo", StatKind.ABILITY, "Charm"))
    assert document.undo_stack.undoText() == "Add Ability Charm (Aldo)"
    document.run(sheet.set_stat_field, sheet.SetStatField("aldo", luck, "name", "L"))
    assert document.undo_stack.undoText() == "Rename New essence → L (Aldo)"
    document.run(sheet.set_stat_field, sheet.SetStatField("aldo", luck, "name", "Luck"))
    assert document.undo_stack.count() == 3  # typing the name is one step
    assert document.undo_stack.undoText() == "Rename New essence → Luck (Aldo)"
    document.run(sheet.set_stat_field, sheet.SetStatField("aldo", charm, "value", -3))
    assert document.undo_stack.undoText() == "Charm 0 → -3 (Aldo)"
    assert [(s.name, s.value) for s in _aldo(document).extra_stats] == [("Luck", 0), ("Charm", -3)]
    document.run(sheet.remove_stat, sheet.RemoveStat("aldo", luck))
    assert document.undo_stack.undoText() == "Remove Luck (Aldo)"
    assert [s.id for s in _aldo(document).extra_stats] == [charm]
    _undo_all(document)
    assert _aldo(document).extra_stats == ()


def test_stat_edits_the_model_refuses() -> None:
    document = _document()
    luck = document.run(sheet.add_stat, sheet.AddStat("aldo", StatKind.ESSENCE, "Luck"))
    with pytest.raises(InvalidValueError, match="an essence cannot be negative"):
        document.run(sheet.set_stat_field, sheet.SetStatField("aldo", luck, "value", -1))
    with pytest.raises(InvalidValueError, match="value"):
        document.run(sheet.set_stat_field, sheet.SetStatField("aldo", luck, "value", 5000))
    with pytest.raises(InvalidValueError, match="not an editable field"):
        document.run(sheet.set_stat_field, sheet.SetStatField("aldo", luck, "kind", StatKind.ABILITY))
    with pytest.raises(InvalidValueError, match="no stat"):
        document.run(sheet.remove_stat, sheet.RemoveStat("aldo", "nothing"))
    assert document.undo_stack.count() == 1


# Infinity Break


def test_register_at_the_lowest_open_level_then_at_a_chosen_one() -> None:
    document = _document()
    first = document.run(sheet.register_infinity_break, sheet.RegisterInfinityBreak("aldo", "slash"))
    assert _aldo(document).infinity_breaks[0].id == first
    assert _aldo(document).infinity_breaks[0].level == 3
    assert document.undo_stack.undoText() == "Register Slash as Infinity Break at level 3 (Aldo)"
    assert [(entry.kind, entry.params["level"]) for entry in document.campaign.log] == [
        ("infinity_break_registered", 3)
    ]
    document.run(
        sheet.register_infinity_break, sheet.RegisterInfinityBreak("aldo", "slash", 9)
    )  # the same skill again
    document.run(
        sheet.register_infinity_break, sheet.RegisterInfinityBreak("aldo", "call", 6)
    )  # the servant extra skill
    assert [(r.skill_id, r.level) for r in _aldo(document).infinity_breaks] == [
        ("slash", 3),
        ("slash", 9),
        ("call", 6),
    ]
    _undo_all(document)
    assert _aldo(document).infinity_breaks == ()
    assert document.campaign.log == ()


def test_registration_refusals_come_from_the_rules_and_push_nothing() -> None:
    document = _document(level=5)
    with pytest.raises(RuleError, match="extra skill Wing"):
        document.run(sheet.register_infinity_break, sheet.RegisterInfinityBreak("aldo", "wing"))
    with pytest.raises(RuleError, match="level 6 is not open"):
        document.run(sheet.register_infinity_break, sheet.RegisterInfinityBreak("aldo", "slash", 6))
    document.run(sheet.register_infinity_break, sheet.RegisterInfinityBreak("aldo", "slash"))
    with pytest.raises(RuleError, match="no Infinity Break registration left"):
        document.run(sheet.register_infinity_break, sheet.RegisterInfinityBreak("aldo", "guard"))
    assert document.undo_stack.count() == 1


# Emotions of the catalogue

KINDRED = Emotion(id="kindred", name_ja="気が合う", name_en="Kindred spirit", bond=2)
JEALOUSY = Emotion(id="jealousy", name_ja="嫉妬", name_en="Jealousy", bond=4, mad=True)


# Any sequence of edits undoes back to the start and redoes to the end

_EDITS = st.lists(
    st.one_of(
        st.tuples(st.just("add_skill"), st.text(max_size=5)),
        st.tuples(st.just("skill_cost"), st.integers(-2, 20)),
        st.tuples(st.just("remove_skill"), st.integers(0, 5)),
        st.tuples(st.just("add_stat"), st.sampled_from(list(StatKind))),
        st.tuples(st.just("stat_value"), st.integers(-5, 5)),
        st.tuples(st.just("remove_stat"), st.integers(0, 5)),
        st.tuples(st.just("register"), st.integers(0, 5)),
    ),
    max_size=12,
)


def _apply(document: Table, edit: tuple[str, Any]) -> None:
    kind, value = edit
    aldo = _aldo(document)
    skills, stats = aldo.skills, aldo.extra_stats
    try:
        if kind == "add_skill":
            document.run(sheet.add_skill, sheet.AddSkill("aldo", str(value)))
        elif kind == "skill_cost" and skills:
            document.run(sheet.set_skill_field, sheet.SetSkillField("aldo", skills[-1].id, "cost", value))
        elif kind == "remove_skill" and skills:
            document.run(sheet.remove_skill, sheet.RemoveSkill("aldo", skills[int(value) % len(skills)].id))
        elif kind == "add_stat":
            document.run(sheet.add_stat, sheet.AddStat("aldo", StatKind(value)))
        elif kind == "stat_value" and stats:
            document.run(sheet.set_stat_field, sheet.SetStatField("aldo", stats[-1].id, "value", value))
        elif kind == "remove_stat" and stats:
            document.run(sheet.remove_stat, sheet.RemoveStat("aldo", stats[int(value) % len(stats)].id))
        elif kind == "register" and skills:
            document.run(
                sheet.register_infinity_break,
                sheet.RegisterInfinityBreak("aldo", skills[int(value) % len(skills)].id),
            )
    except (InvalidValueError, RuleError):
        pass  # refused edits push nothing; what matters is that the rest undoes cleanly


@given(_EDITS)
def test_any_edits_undo_to_the_start_and_redo_to_the_end(edits: list[tuple[str, Any]]) -> None:
    document = _document()
    start = document.campaign
    for edit in edits:
        _apply(document, edit)
    end = document.campaign
    _undo_all(document)
    assert document.campaign == start
    while document.undo_stack.canRedo():
        document.undo_stack.redo()
    assert document.campaign == end
