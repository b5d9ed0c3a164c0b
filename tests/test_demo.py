"""The demo campaign and sample sheets in fhrtool/resources/samples: they load, they hold what the demo shows,
they keep every rule, and they are exactly what tools/make_demo.py makes with the current engine."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import cast

import pytest

from fhrtool.cli import main as cli_main
from fhrtool.exchange.sheet import sheet_of
from fhrtool.model import (
    CONSTANT_CATEGORY,
    Campaign,
    Character,
    Delay,
    DurationUnit,
    HopeOnSequence,
    Passive,
    Phase,
    Quick,
    Side,
    Sync,
    TensionMode,
)
from fhrtool.rules import casting, encounter, infinity
from fhrtool.rules.fhr import plan_round
from fhrtool.rules.sheet import sheet_problems
from fhrtool.steps.merge import referenced_emotions
from fhrtool.storage.catalogue import load_default_emotions
from fhrtool.storage.files import read_campaign, read_sheet
from fhrtool.storage.paths import resource_path
from fhrtool.ui.launch import DEMO_CAMPAIGN
from tests.scripts import load_script

SAMPLES = resource_path("samples")
DEMO = SAMPLES / "demo.fhrc"
SHEETS = {"天城 ユウ": SAMPLES / "amagi-yuu.fhrs", "白峰 カナデ": SAMPLES / "shiramine-kanade.fhrs"}


def _make_demo() -> ModuleType:
    return load_script("tools/make_demo.py")


@pytest.fixture(scope="module")
def campaign() -> Campaign:
    loaded = read_campaign(DEMO)
    assert not loaded.migrated
    return loaded.value


def _pcs(campaign: Campaign) -> list[Character]:
    return [character for character in campaign.characters if character.is_pc]


def _pc(campaign: Campaign, name: str) -> Character:
    return next(character for character in campaign.characters if character.name == name)


# What the demo holds -------------------------------------------------------------------------------------


def test_four_pcs_and_three_npcs(campaign: Campaign) -> None:
    assert len(_pcs(campaign)) == 4
    assert len(campaign.characters) == 7


def test_every_character_has_a_complete_sheet(campaign: Campaign) -> None:
    for character in campaign.characters:
        assert character.skills, character.name
        assert character.infinity_breaks, character.name
        assert character.casting_board, character.name
        assert character.hp.maximum > 0, character.name
        assert 3 <= character.level <= 9, character.name


def test_pcs_keep_every_sheet_rule(campaign: Campaign) -> None:
    for character in campaign.characters:
        assert sheet_problems(character, campaign.options) == (), character.name
    for character in _pcs(campaign):
        assert character.player, character.name
        assert all(-2 <= value <= 2 for value in (character.reflex, character.perception, character.sense))


def test_infinity_break_registrations_fill_every_level_reached(campaign: Campaign) -> None:
    for character in campaign.characters:
        levels = sorted(registration.level for registration in character.infinity_breaks)
        assert levels == [level for level in infinity.REGISTRATION_LEVELS if level <= character.level]
        assert infinity.open_levels(character) == ()


def test_skills_show_categories_costs_and_boostable_effects(campaign: Campaign) -> None:
    skills = [skill for character in _pcs(campaign) for skill in character.skills]
    assert any(skill.category == CONSTANT_CATEGORY for skill in skills)
    assert any(skill.cost and skill.tension_bonus and skill.check_value for skill in skills)
    assert any("《1D》" in skill.effect for skill in skills)
    assert all(infinity.boost(skill.effect) != skill.effect for skill in skills)


def test_a_registered_servant_skill_and_an_unregistrable_extra_skill(campaign: Campaign) -> None:
    extras = [
        (character, skill)
        for character in campaign.characters
        for skill in character.skills
        if skill.is_extra
    ]
    registered = {(c.id, r.skill_id) for c in campaign.characters for r in c.infinity_breaks}
    assert any(skill.is_servant and (c.id, skill.id) in registered for c, skill in extras)
    assert any(not infinity.can_register(skill) for _, skill in extras)


def test_one_infinity_break_used_this_scenario_on_a_constant_skill(campaign: Campaign) -> None:
    used = [
        (character, registration)
        for character in campaign.characters
        for registration in character.infinity_breaks
        if registration.used_this_scenario
    ]
    assert len(used) == 1
    character, registration = used[0]
    assert character.skill(registration.skill_id).category == CONSTANT_CATEGORY


def test_the_emotion_list_is_the_catalogue_and_holds_every_emotion_used(campaign: Campaign) -> None:
    assert campaign.emotions == load_default_emotions()
    known = {emotion.id for emotion in campaign.emotions}
    for character in campaign.characters:
        assert set(referenced_emotions(character)) <= known, character.name
        assert len(character.unused_emotions) <= character.unused_emotion_limit


def test_pcs_hold_unused_emotions(campaign: Campaign) -> None:
    assert all(character.unused_emotions for character in _pcs(campaign))


def test_board_entries_name_characters_of_the_campaign_with_their_bonds(campaign: Campaign) -> None:
    ids = {character.id: character.name for character in campaign.characters}
    for character in campaign.characters:
        for entry in character.casting_board:
            assert ids[entry.target_id or ""] == entry.target_name
            assert 1 <= len(entry.emotions) <= 3


def test_one_pc_is_one_mad_colour_emotion_away_from_turning_traitor(campaign: Campaign) -> None:
    risks = {c.name: casting.traitor_risk(c.casting_board, campaign.emotions) for c in _pcs(campaign)}
    assert not any(risk.traitor for risk in risks.values())
    near = [name for name, risk in risks.items() if len(risk.without_mad) == 1]
    assert near == ["鳴海 ハルカ"]
    assert risks["鳴海 ハルカ"].at_risk


def test_confrontations_one_resolved_in_play_and_one_open(campaign: Campaign) -> None:
    confrontations = [c for character in _pcs(campaign) for c in character.confrontations]
    resolved = [c for c in confrontations if c.resolved]
    assert len(resolved) == 1
    assert resolved[0].resolved_in_play
    assert [c for c in confrontations if not c.resolved]
    yuu = _pc(campaign, "天城 ユウ")
    entry = yuu.entry(resolved[0].entry_id)
    assert entry.emotions == (resolved[0].kept_emotion_id,)
    bond_before = casting.entry_bond((resolved[0].emotion_id,), campaign.emotions)
    assert entry.bond == bond_before + casting.CONFRONTATION_BOND


TENSION_AFTER = {"scenario_started": "tension_value", "tension_gained": "after", "cost_paid": "tension_after"}
"""Log entries that set a tension value, and the parameter holding the value afterwards."""


def test_tension_values_are_what_the_log_last_says(campaign: Campaign) -> None:
    for character in campaign.characters:
        after = [
            entry.params[TENSION_AFTER[entry.kind]]
            for entry in campaign.log
            if entry.kind in TENSION_AFTER and entry.params["character_id"] == character.id
        ]
        assert after, character.name
        assert after[-1] == character.tension_value, character.name


def test_tension_at_scenario_start_is_concentration_plus_bonds(campaign: Campaign) -> None:
    minato = _pc(campaign, "葛城 ミナト")  # no gains this scenario beyond its new entries
    assert minato.tension_value == casting.initial_tension(
        minato.concentration, (entry.bond for entry in minato.casting_board)
    )


# The fight --------------------------------------------------------------------------------------------------


def test_the_fight_is_paused_in_the_declarations_of_round_2(campaign: Campaign) -> None:
    fight = campaign.encounter
    assert fight.mode is TensionMode.HIGH
    assert fight.round == 2
    assert fight.phase is Phase.DECLARING
    kinds = {type(declaration) for declaration in fight.declarations}
    assert kinds == {HopeOnSequence, Quick, Passive, Delay, Sync}


def test_the_declarations_plan_a_round(campaign: Campaign) -> None:
    fight = campaign.encounter
    confirmed = encounter.confirm_order(fight, campaign.options).state
    assert confirmed.phase is Phase.ACTING
    fighting = [c for c in fight.combatants if not c.defeated]
    plan = plan_round(fighting, fight.rolls, fight.declarations, round_number=2, options=campaign.options)
    sync = next(d for d in fight.declarations if isinstance(d, Sync))
    assert plan.sequence_value[sync.combatant_id] == plan.sequence_value[sync.partner_id]


def test_combatants_come_from_the_characters(campaign: Campaign) -> None:
    fight = campaign.encounter
    names = [combatant.name for combatant in fight.combatants]
    assert "鬼火 1" in names
    assert "鬼火 2" in names
    sides = {combatant.side for combatant in fight.combatants}
    assert sides == {Side.PC, Side.ALLY, Side.ENEMY}
    made_from = Counter(combatant.character_id for combatant in fight.combatants)
    for combatant in fight.combatants:
        character = campaign.character(combatant.character_id or "")
        assert combatant.name.startswith(character.name)
        assert (combatant.life, combatant.will) == (character.life, character.will)
        if made_from[character.id] == 1:  # the sheet shows the fight's values
            assert (combatant.hp, combatant.hope, combatant.fatigue) == (
                character.hp,
                character.hope,
                character.fatigue,
            )


def test_round_1_left_its_marks(campaign: Campaign) -> None:
    fight = campaign.encounter
    surprised = [c for c in fight.combatants if c.surprised]
    assert len(surprised) == 1
    assert surprised[0].surprise_check is not None
    assert not surprised[0].resisted_surprise
    assert any(c.defeated for c in fight.combatants)
    assert any(c.hp.current < c.hp.maximum for c in fight.combatants if c.side is Side.PC)
    kinds = {entry.kind for entry in campaign.log if entry.mode is TensionMode.HIGH}
    expected = {"check_taken", "check_resolved", "opposed_resolved", "reacted", "effect_expired"}
    assert expected <= kinds


def test_an_effect_of_one_ode_from_high_tension_ends_when_low_tension_resumes(campaign: Campaign) -> None:
    fight = campaign.encounter
    ode = [e for e in fight.effects if e.unit is DurationUnit.ODES and e.duration == 1]
    assert len(ode) == 1
    assert ode[0].started_in is TensionMode.HIGH
    low = encounter.return_to_low(fight, campaign.options).state
    assert ode[0].id not in {effect.id for effect in low.effects}


# The sample sheets and the files -------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(SHEETS))
def test_sample_sheets_are_the_campaign_characters(campaign: Campaign, name: str) -> None:
    loaded = read_sheet(SHEETS[name])
    assert not loaded.migrated
    assert loaded.value == sheet_of(campaign, _pc(campaign, name))


def test_the_application_opens_the_demo_when_no_file_is_given() -> None:
    assert resource_path(*DEMO_CAMPAIGN) == DEMO
    assert DEMO.is_file()


def test_fhrtool_validate_accepts_the_samples_without_warnings(capsys: pytest.CaptureFixture[str]) -> None:
    files = [str(DEMO), *map(str, SHEETS.values())]
    assert cli_main(["validate", *files]) == 0
    out = capsys.readouterr()
    assert "warning" not in out.out + out.err
    assert "7 characters" in out.out


def test_the_samples_are_what_make_demo_makes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main = cast(Callable[[list[str]], int], _make_demo().main)
    assert main(["--out", str(tmp_path)]) == 0
    capsys.readouterr()
    made = sorted(path.name for path in tmp_path.iterdir())
    assert made == sorted(path.name for path in SAMPLES.iterdir())
    for name in made:
        assert (tmp_path / name).read_bytes() == (SAMPLES / name).read_bytes(), (
            f"{name} differs: run .venv/bin/python tools/make_demo.py"
        )


def test_make_demo_makes_the_same_files_twice(tmp_path: Path) -> None:
    write = cast(Callable[[Path], list[Path]], _make_demo().write)
    first = {path.name: path.read_bytes() for path in write(tmp_path / "first")}
    second = {path.name: path.read_bytes() for path in write(tmp_path / "second")}
    assert first == second
