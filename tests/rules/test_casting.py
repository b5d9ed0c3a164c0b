import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    CharacterKind,
    Confrontation,
    Emotion,
    InfinityBreak,
    RuleOptions,
    Skill,
)
from fhrtool.model.options import ConfrontationBond, LeftoverEmotions
from fhrtool.rules import RuleError, casting
from fhrtool.rules.casting import (
    BecameTraitor,
    ConfrontationGains,
    ConfrontationResolved,
    ConfrontationStarted,
    EmotionDiscarded,
    EmotionGained,
    EmotionPlaced,
    EntryAdded,
    EntryEffect,
    ScenarioEnded,
    ScenarioStarted,
    add_entry,
    check_entry_target,
    check_opposing,
    confrontation_gains,
    discard_emotions,
    emotion_lookup,
    end_scenario,
    entry_bond,
    entry_effect,
    follow_concentration,
    gain_emotions,
    initial_tension,
    is_traitor,
    next_confrontation_gains,
    next_confrontation_gives_gains,
    resolve_confrontation,
    start_confrontation,
    start_scenario,
    start_session,
    total_bond,
    traitor_risk,
    would_be_traitor,
)
from fhrtool.rules.events import Event
from fhrtool.rules.tension import TensionGained, TensionReason, skill_used

CATALOGUE_FILE = Path(__file__).parents[2] / "fhrtool" / "resources" / "emotions.json"
CATALOGUE = tuple(
    Emotion.model_validate(item)
    for item in json.loads(CATALOGUE_FILE.read_text(encoding="utf-8"))["emotions"]
)
ID = {emotion.name_ja: emotion.id for emotion in CATALOGUE}
MADS = tuple(emotion.id for emotion in CATALOGUE if emotion.mad)
PURES = tuple(emotion.id for emotion in CATALOGUE if not emotion.mad)

KINDRED, OLD_TIES, UNREQUITED = ID["気が合う"], ID["腐れ縁"], ID["片想い"]
JEALOUSY, ANXIETY, HATRED, MUTUAL = ID["嫉妬"], ID["不安"], ID["憎悪"], ID["相思相愛"]
RECOMPUTE = RuleOptions(confrontation_bond=ConfrontationBond.RECOMPUTE_PLUS_GAIN)


def _character(**update: object) -> Character:
    return Character.model_validate({"id": "pc", "name": "Aoi", "concentration": 41, **update})


def _entry(entry_id: str, *emotion_ids: str, bond: int | None = None) -> BoardEntry:
    bond = entry_bond(emotion_ids, CATALOGUE) if bond is None else bond
    return BoardEntry(id=entry_id, target_name=entry_id.upper(), emotions=emotion_ids, bond=bond)


def _board(*entries: BoardEntry, **update: object) -> Character:
    return _character(casting_board=entries, tension_value=50, **update)


def _kinds(events: tuple[Event, ...]) -> list[str]:
    return [event.kind for event in events]


# Catalogue and bond values


def test_the_catalogue_may_be_the_emotions_or_a_lookup() -> None:
    campaign = Campaign(emotions=CATALOGUE)
    assert emotion_lookup(CATALOGUE)(KINDRED).name_ja == "気が合う"
    assert emotion_lookup(campaign.emotion)(KINDRED).name_ja == "気が合う"
    for catalogue in (CATALOGUE, campaign.emotion):
        with pytest.raises(RuleError, match="the emotion nostalgia is not on the emotion list"):
            emotion_lookup(catalogue)("nostalgia")


def test_the_bond_of_an_entry_is_the_sum_of_its_emotions() -> None:
    assert entry_bond([KINDRED], CATALOGUE) == 2
    assert entry_bond([OLD_TIES, UNREQUITED], CATALOGUE) == 4
    assert entry_bond([MUTUAL, JEALOUSY], CATALOGUE) == 12


def test_the_total_bond_is_the_sum_of_the_stored_entry_bonds() -> None:
    assert total_bond(()) == 0
    assert total_bond((_entry("a", KINDRED), _entry("b", KINDRED, bond=9))) == 11


def test_initial_tension_is_concentration_plus_bonds_clamped() -> None:
    assert initial_tension(41, ()) == 41
    assert initial_tension(41, [2, 4]) == 47
    assert initial_tension(90, [8, 4]) == 100


def test_a_new_character_starts_at_concentration_plus_bond_without_a_new_scenario() -> None:
    # RULES §12 [D]: the worked example from a blank character, its scenario never started
    blank = Character(id="pc", name="Aoi", unused_emotions=(KINDRED,))
    character = follow_concentration(blank, blank.model_copy(update={"concentration": 41}))
    assert character.tension_value == 41
    character = add_entry(character, [KINDRED], CATALOGUE, target_name="NPC1").state
    assert character.tension_value == 43
    # concentration edited again: 30 + bond 2
    assert (
        follow_concentration(character, character.model_copy(update={"concentration": 30})).tension_value
        == 32
    )
    # other fields leave the tension value alone
    assert follow_concentration(character, character.model_copy(update={"level": 3})).tension_value == 43


def test_a_tension_value_that_moved_in_play_does_not_follow_concentration() -> None:
    character = _character(tension_value=45)  # 41 + an empty board is 41: it moved
    edited = follow_concentration(character, character.model_copy(update={"concentration": 30}))
    assert edited.tension_value == 45


def test_the_table_may_set_the_tension_value_at_a_new_scenario_only() -> None:
    blank = Character(id="pc", name="Aoi")
    assert RuleOptions().starting_tension_follows_concentration
    off = RuleOptions(starting_tension_follows_concentration=False)
    assert follow_concentration(blank, blank.model_copy(update={"concentration": 41}), off).tension_value == 0


def test_the_worked_example_of_the_rules() -> None:
    character = _character(skills=(Skill(id="tb2", name="TB 2 skill", tension_bonus=2),))
    character = start_scenario(character, [KINDRED, OLD_TIES, UNREQUITED], CATALOGUE).state
    assert character.tension_value == 41
    character = add_entry(character, [KINDRED], CATALOGUE, target_name="NPC1").state
    assert character.tension_value == 43
    character = add_entry(character, [OLD_TIES, UNREQUITED], CATALOGUE, target_name="NPC2").state
    assert character.tension_value == 47
    assert [entry.bond for entry in character.casting_board] == [2, 4]
    character = skill_used(character, "tb2", succeeded=True).state
    assert character.tension_value == 49
    character = skill_used(character, "tb2", succeeded=False).state
    assert character.tension_value == 49


# Unused emotions


def test_emotions_are_gained_into_the_unused_ones() -> None:
    outcome = gain_emotions(_character(), [KINDRED, JEALOUSY], CATALOGUE)
    assert outcome.state.unused_emotions == (KINDRED, JEALOUSY)
    assert outcome.events == (EmotionGained("pc", KINDRED), EmotionGained("pc", JEALOUSY))


def test_unused_emotions_never_exceed_the_limit() -> None:
    character = _character(unused_emotions=(KINDRED, KINDRED))
    assert gain_emotions(character, [OLD_TIES], CATALOGUE).state.unused_emotions == (
        KINDRED,
        KINDRED,
        OLD_TIES,
    )
    with pytest.raises(RuleError, match="Aoi can hold at most 3 unused emotions: 2 held, 2 more is too many"):
        gain_emotions(character, [OLD_TIES, OLD_TIES], CATALOGUE)


def test_skills_may_raise_the_unused_emotion_limit() -> None:
    character = _character(unused_emotions=(KINDRED, KINDRED), unused_emotion_limit=4)
    assert len(gain_emotions(character, [OLD_TIES, OLD_TIES], CATALOGUE).state.unused_emotions) == 4


def test_an_emotion_not_on_the_list_cannot_be_gained() -> None:
    with pytest.raises(RuleError, match="not on the emotion list"):
        gain_emotions(_character(), ["nostalgia"], CATALOGUE)


def test_unused_emotions_can_be_discarded() -> None:
    character = _character(unused_emotions=(KINDRED, JEALOUSY, KINDRED))
    outcome = discard_emotions(character, [KINDRED])
    assert outcome.state.unused_emotions == (JEALOUSY, KINDRED)
    assert outcome.events == (EmotionDiscarded("pc", KINDRED),)
    with pytest.raises(RuleError, match="Aoi has no unused emotion hatred to take"):
        discard_emotions(character, [HATRED])


def test_a_new_session_discards_the_unused_emotions() -> None:
    outcome = start_session(_character(unused_emotions=(KINDRED, JEALOUSY)))
    assert outcome.state.unused_emotions == ()
    assert outcome.events == (EmotionDiscarded("pc", KINDRED), EmotionDiscarded("pc", JEALOUSY))


# Board entries


def test_adding_an_entry_moves_unused_emotions_onto_it_and_raises_tension() -> None:
    character = _character(unused_emotions=(OLD_TIES, KINDRED, UNREQUITED), tension_value=41)
    outcome = add_entry(
        character,
        [OLD_TIES, UNREQUITED],
        CATALOGUE,
        target_name="Kaito",
        target_id="kaito",
        scenario=2,
        session=3,
    )
    (entry,) = outcome.state.casting_board
    assert (entry.target_id, entry.target_name, entry.emotions, entry.bond) == (
        "kaito",
        "Kaito",
        (OLD_TIES, UNREQUITED),
        4,
    )
    assert (entry.added_scenario, entry.added_session) == (2, 3)
    assert outcome.state.unused_emotions == (KINDRED,)
    assert outcome.state.tension_value == 45
    assert outcome.events == (
        EntryAdded("pc", entry.id, "kaito", "Kaito", 4),
        EmotionPlaced("pc", entry.id, OLD_TIES),
        EmotionPlaced("pc", entry.id, UNREQUITED),
        TensionGained("pc", TensionReason.NEW_ENTRY, 4, 41, 45),
    )


def test_an_entry_may_be_for_a_free_name_or_the_character_itself() -> None:
    character = _character(unused_emotions=(ID["自己矛盾"], KINDRED))
    myself = add_entry(character, [ID["自己矛盾"]], CATALOGUE, target_name="Aoi", target_id="pc").state
    stranger = add_entry(myself, [KINDRED], CATALOGUE, target_name="the masked woman").state
    assert [(entry.target_id, entry.target_name) for entry in stranger.casting_board] == [
        ("pc", "Aoi"),
        (None, "the masked woman"),
    ]


def test_a_board_has_one_entry_per_character() -> None:
    character = _character(unused_emotions=(KINDRED, OLD_TIES, UNREQUITED, JEALOUSY))
    with_bea = add_entry(character, [KINDRED], CATALOGUE, target_name="Bea", target_id="bea").state
    with pytest.raises(
        RuleError,
        match="the casting board of Aoi already has an entry for Bea: more emotions for them come through "
        "emotion confrontations",
    ):
        add_entry(with_bea, [OLD_TIES], CATALOGUE, target_name="Bea (renamed)", target_id="bea")
    # A free name is someone the campaign does not know: the same name is the same one; another is not.
    stranger = add_entry(with_bea, [OLD_TIES], CATALOGUE, target_name="the masked woman").state
    with pytest.raises(RuleError, match="already has an entry for the masked woman"):
        add_entry(stranger, [UNREQUITED], CATALOGUE, target_name=" the masked woman ")
    other = add_entry(stranger, [UNREQUITED], CATALOGUE, target_name="Bea").state  # not the character Bea
    assert [entry.target_id for entry in other.casting_board] == ["bea", None, None]
    with pytest.raises(RuleError, match="already has an entry for Bea"):
        add_entry(other, [JEALOUSY], CATALOGUE, target_name="Bea")


def test_an_entry_holds_each_emotion_once() -> None:
    character = _character(unused_emotions=(KINDRED, KINDRED, OLD_TIES))
    with pytest.raises(RuleError, match="an entry holds each emotion once, not Kindred Spirit twice"):
        add_entry(character, [KINDRED, OLD_TIES, KINDRED], CATALOGUE, target_name="X")
    with pytest.raises(RuleError, match="not Kindred Spirit twice"):
        entry_effect(character, [KINDRED, KINDRED], CATALOGUE)


SECOND_ENTRIES = RuleOptions(one_entry_per_character=False)
TWICE = RuleOptions(entry_emotions_once=False)


def test_the_table_rules_may_allow_a_second_entry_for_one_character() -> None:
    character = _character(unused_emotions=(KINDRED, OLD_TIES, UNREQUITED))
    with_bea = add_entry(
        character, [KINDRED], CATALOGUE, target_name="Bea", target_id="bea", options=SECOND_ENTRIES
    ).state
    again = add_entry(
        with_bea, [OLD_TIES], CATALOGUE, target_name="Bea", target_id="bea", options=SECOND_ENTRIES
    ).state
    stranger = add_entry(again, [UNREQUITED], CATALOGUE, target_name="Bea", options=SECOND_ENTRIES).state
    assert [(entry.target_id, entry.emotions) for entry in stranger.casting_board] == [
        ("bea", (KINDRED,)),
        ("bea", (OLD_TIES,)),
        (None, (UNREQUITED,)),
    ]
    check_entry_target(stranger, "Bea", "bea", SECOND_ENTRIES)  # says nothing
    check_entry_target(stranger, "Bea", None, SECOND_ENTRIES)
    # Only that option allows it: the emotion rule switched off does not.
    with pytest.raises(RuleError, match="already has an entry for Bea"):
        check_entry_target(stranger, "Bea", "bea", TWICE)


def test_the_table_rules_may_allow_an_emotion_twice_on_an_entry() -> None:
    character = _character(unused_emotions=(KINDRED, KINDRED, OLD_TIES))
    outcome = add_entry(character, [KINDRED, OLD_TIES, KINDRED], CATALOGUE, target_name="X", options=TWICE)
    (entry,) = outcome.state.casting_board
    assert entry.emotions == (KINDRED, OLD_TIES, KINDRED)
    assert entry.bond == entry_bond([KINDRED, KINDRED, OLD_TIES], CATALOGUE)
    assert outcome.state.unused_emotions == ()
    assert entry_effect(character, [KINDRED, KINDRED], CATALOGUE, TWICE).bond == 2 * entry_bond(
        [KINDRED], CATALOGUE
    )
    with pytest.raises(RuleError, match="not Kindred Spirit twice"):
        entry_effect(character, [KINDRED, KINDRED], CATALOGUE, SECOND_ENTRIES)


@pytest.mark.parametrize("count", [0, 4])
def test_an_entry_takes_one_to_three_emotions(count: int) -> None:
    character = _character(unused_emotions=(KINDRED,) * 4, unused_emotion_limit=4)
    with pytest.raises(RuleError, match=f"a board entry takes 1–3 emotions, not {count}"):
        add_entry(character, [KINDRED] * count, CATALOGUE, target_name="X")


def test_an_entry_takes_only_emotions_that_are_unused() -> None:
    character = _character(unused_emotions=(KINDRED,))
    with pytest.raises(RuleError, match="no unused emotion kindred-spirit to take"):
        add_entry(character, [KINDRED, KINDRED], CATALOGUE, target_name="X")
    with pytest.raises(RuleError, match="no unused emotion jealousy"):
        add_entry(character, [JEALOUSY], CATALOGUE, target_name="X")


def test_an_entry_needs_a_name() -> None:
    with pytest.raises(RuleError, match="needs the name"):
        add_entry(_character(unused_emotions=(KINDRED,)), [KINDRED], CATALOGUE, target_name="  ")


def test_the_tension_from_a_new_entry_stops_at_100() -> None:
    character = _character(unused_emotions=(MUTUAL,), tension_value=95)
    assert add_entry(character, [MUTUAL], CATALOGUE, target_name="X").state.tension_value == 100


def test_what_an_entry_adds_can_be_seen_before_confirming() -> None:
    character = _character(unused_emotions=(OLD_TIES, KINDRED, UNREQUITED), tension_value=41)
    effect = entry_effect(character, [OLD_TIES, UNREQUITED], CATALOGUE)
    assert effect == EntryEffect(bond=4, tension_value=45, traitor=False)
    added = add_entry(character, [OLD_TIES, UNREQUITED], CATALOGUE, target_name="Kaito").state
    assert (added.casting_board[-1].bond, added.tension_value) == (effect.bond, effect.tension_value)
    assert character.casting_board == ()  # nothing was added


def test_the_previewed_tension_of_an_entry_stops_at_100() -> None:
    character = _character(unused_emotions=(MUTUAL,), tension_value=95)
    assert entry_effect(character, [MUTUAL], CATALOGUE) == EntryEffect(
        bond=8, tension_value=100, traitor=False
    )


def test_an_entry_preview_says_when_the_board_would_make_a_traitor() -> None:
    character = _board(_entry("a", JEALOUSY), unused_emotions=(ANXIETY, KINDRED))
    assert entry_effect(character, [ANXIETY], CATALOGUE).traitor  # every entry mad
    assert not entry_effect(character, [KINDRED], CATALOGUE).traitor
    assert entry_effect(character, [ANXIETY], Campaign(emotions=CATALOGUE).emotion).traitor
    npc = character.model_copy(update={"kind": CharacterKind.NPC})
    assert not entry_effect(npc, [ANXIETY], CATALOGUE).traitor  # an NPC's board is never checked
    empty = _character(unused_emotions=(KINDRED, JEALOUSY, ANXIETY))
    assert entry_effect(empty, [JEALOUSY, ANXIETY], CATALOGUE).traitor  # two mad on one entry
    assert not entry_effect(empty, [KINDRED], CATALOGUE, RuleOptions(empty_board_is_traitor=True)).traitor


def test_an_entry_preview_refuses_what_adding_it_refuses() -> None:
    character = _character(unused_emotions=(KINDRED,) * 4, unused_emotion_limit=4)
    for count in (0, 4):
        with pytest.raises(RuleError, match=f"a board entry takes 1–3 emotions, not {count}"):
            entry_effect(character, [KINDRED] * count, CATALOGUE)
    with pytest.raises(RuleError, match="Aoi has no unused emotion jealousy to take"):
        entry_effect(character, [JEALOUSY], CATALOGUE)
    with pytest.raises(RuleError, match="not on the emotion list"):
        entry_effect(
            character.model_copy(update={"unused_emotions": ("nostalgia",)}), ["nostalgia"], CATALOGUE
        )


def test_entries_can_never_be_removed() -> None:
    removers = [name for name in dir(casting) if any(word in name for word in ("remove", "delete", "drop"))]
    assert removers == []


# 背反者


@pytest.mark.parametrize(
    ("entries", "traitor"),
    [
        pytest.param((_entry("a", JEALOUSY), _entry("b", KINDRED, ANXIETY)), True, id="every entry mad"),
        pytest.param((_entry("a", JEALOUSY),), True, id="the only entry mad"),
        pytest.param((_entry("a", JEALOUSY, ANXIETY), _entry("b", KINDRED)), True, id="two mad on one entry"),
        pytest.param((_entry("a", HATRED, HATRED), _entry("b", KINDRED)), True, id="the same mad twice"),
        pytest.param((_entry("a", JEALOUSY, KINDRED), _entry("b", KINDRED)), False, id="one entry without"),
        pytest.param((_entry("a", KINDRED), _entry("b", MUTUAL)), False, id="no mad at all"),
        pytest.param((), False, id="empty board"),
    ],
)
def test_traitor_check(entries: tuple[BoardEntry, ...], traitor: bool) -> None:
    assert is_traitor(entries, CATALOGUE) is traitor


def test_the_table_can_make_an_empty_board_a_traitor() -> None:
    assert is_traitor((), CATALOGUE, RuleOptions(empty_board_is_traitor=True))
    assert not is_traitor((_entry("a", KINDRED),), CATALOGUE, RuleOptions(empty_board_is_traitor=True))


def test_traitor_risk_names_what_one_more_mad_emotion_would_do() -> None:
    risk = traitor_risk((_entry("a", JEALOUSY), _entry("b", KINDRED), _entry("c", KINDRED)), CATALOGUE)
    assert not risk.traitor
    assert risk.without_mad == ("b", "c")
    assert risk.double_mad == ()
    assert risk.one_more_mad == ("a",)
    assert not risk.new_mad_entry
    assert risk.at_risk


def test_traitor_risk_of_the_last_entry_without_mad() -> None:
    risk = traitor_risk((_entry("a", JEALOUSY), _entry("b", KINDRED)), CATALOGUE)
    assert risk.one_more_mad == ("a", "b")
    assert risk.without_mad == ("b",)


def test_a_board_without_mad_emotions_is_safe_for_now() -> None:
    risk = traitor_risk((_entry("a", KINDRED), _entry("b", KINDRED)), CATALOGUE)
    assert (risk.traitor, risk.one_more_mad, risk.new_mad_entry, risk.at_risk) == (False, (), False, False)


def test_traitor_risk_of_an_empty_and_of_a_lost_board() -> None:
    empty = traitor_risk((), CATALOGUE)
    assert (empty.traitor, empty.new_mad_entry, empty.at_risk) == (False, True, True)
    lost = traitor_risk((_entry("a", JEALOUSY, ANXIETY), _entry("b", KINDRED)), CATALOGUE)
    assert (lost.traitor, lost.double_mad) == (True, ("a",))


# Emotion confrontation


def _confronting(*confrontations: Confrontation, tension: int = 50) -> Character:
    board = (_entry("npc", KINDRED, OLD_TIES), _entry("rival", JEALOUSY))
    return _character(casting_board=board, confrontations=confrontations, tension_value=tension)


def test_starting_a_confrontation_records_it_and_whether_it_gives_gains() -> None:
    character = _confronting()
    assert next_confrontation_gives_gains(character)
    outcome = start_confrontation(character, "npc", KINDRED, HATRED, CATALOGUE)
    (confrontation,) = outcome.state.confrontations
    assert (confrontation.entry_id, confrontation.emotion_id, confrontation.opposing_emotion_id) == (
        "npc",
        KINDRED,
        HATRED,
    )
    assert confrontation.gives_gains
    assert not confrontation.resolved
    assert outcome.events == (ConfrontationStarted("pc", confrontation.id, "npc", KINDRED, HATRED, True),)
    assert not next_confrontation_gives_gains(outcome.state)
    second = start_confrontation(outcome.state, "rival", JEALOUSY, KINDRED, CATALOGUE).state
    assert not second.confrontations[1].gives_gains


def test_a_confrontation_needs_an_emotion_on_the_entry_and_a_different_listed_one() -> None:
    character = _confronting()
    with pytest.raises(RuleError, match="Aoi has no casting-board entry ghost"):
        start_confrontation(character, "ghost", KINDRED, HATRED, CATALOGUE)
    with pytest.raises(RuleError, match="the emotion jealousy is not on the entry for NPC"):
        start_confrontation(character, "npc", JEALOUSY, HATRED, CATALOGUE)
    with pytest.raises(RuleError, match="not on the emotion list"):
        start_confrontation(character, "npc", KINDRED, "nostalgia", CATALOGUE)
    with pytest.raises(RuleError, match="cannot be confronted with itself"):
        start_confrontation(character, "npc", KINDRED, KINDRED, CATALOGUE)


def test_a_confrontation_cannot_bring_an_emotion_the_entry_already_holds() -> None:
    character = _confronting()  # NPC holds 気が合う and 腐れ縁
    with pytest.raises(
        RuleError, match="the entry for NPC already holds Old Ties, and an entry holds each emotion once"
    ):
        start_confrontation(character, "npc", KINDRED, OLD_TIES, CATALOGUE)
    # One opened before the entry came to hold its opposing emotion keeps only the confronted one.
    opened = Confrontation(id="c1", entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=OLD_TIES)
    with pytest.raises(RuleError, match="already holds Old Ties"):
        resolve_confrontation(_confronting(opened), "c1", OLD_TIES, True, CATALOGUE)
    kept = resolve_confrontation(_confronting(opened), "c1", KINDRED, True, CATALOGUE).state
    assert kept.entry("npc").emotions == (KINDRED, OLD_TIES)


def test_the_table_rules_may_let_a_confrontation_bring_an_emotion_the_entry_holds() -> None:
    character = _confronting()  # NPC holds 気が合う and 腐れ縁
    started = start_confrontation(character, "npc", KINDRED, OLD_TIES, CATALOGUE, TWICE).state
    (confrontation,) = started.confrontations
    check_opposing(started, "npc", OLD_TIES, CATALOGUE, TWICE)  # says nothing
    kept = resolve_confrontation(started, confrontation.id, OLD_TIES, True, CATALOGUE, TWICE).state
    assert kept.entry("npc").emotions == (OLD_TIES, OLD_TIES)
    assert kept.entry("npc").bond == character.entry("npc").bond + 2
    # Its other emotion confronted in turn: the first of two alike is the one confronted.
    again = start_confrontation(kept, "npc", OLD_TIES, HATRED, CATALOGUE, TWICE).state
    hated = resolve_confrontation(again, again.confrontations[-1].id, HATRED, True, CATALOGUE, TWICE).state
    assert hated.entry("npc").emotions == (HATRED, OLD_TIES)
    with pytest.raises(RuleError, match="already holds Old Ties"):
        start_confrontation(character, "npc", KINDRED, OLD_TIES, CATALOGUE, SECOND_ENTRIES)


def test_an_emotion_is_confronted_once_at_a_time() -> None:
    character = start_confrontation(_confronting(), "npc", KINDRED, HATRED, CATALOGUE).state
    with pytest.raises(RuleError, match="already being confronted"):
        start_confrontation(character, "npc", KINDRED, ANXIETY, CATALOGUE)
    other = start_confrontation(character, "npc", OLD_TIES, ANXIETY, CATALOGUE).state
    assert len(other.confrontations) == 2


def test_keeping_the_opposing_emotion_erases_the_old_one_and_adds_2_bond() -> None:
    character = _confronting(
        Confrontation(id="c1", entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED)
    )
    outcome = resolve_confrontation(character, "c1", HATRED, False, CATALOGUE)
    entry = outcome.state.entry("npc")
    assert entry.emotions == (HATRED, OLD_TIES)
    assert entry.bond == 6  # the previous 4 + 2; the bond of 憎悪 itself is ignored
    assert outcome.state.tension_value == 52
    (resolved,) = outcome.state.confrontations
    assert (resolved.kept_emotion_id, resolved.resolved_in_play, resolved.resolved) == (HATRED, False, True)
    assert outcome.events == (
        ConfrontationResolved("pc", "c1", "npc", HATRED, KINDRED, False, 4, 6),
        TensionGained("pc", TensionReason.CONFRONTATION, 2, 50, 52),
    )


def test_keeping_the_board_emotion_also_adds_2_bond_and_in_play_10_tension() -> None:
    character = _confronting(
        Confrontation(id="c1", entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED)
    )
    outcome = resolve_confrontation(character, "c1", KINDRED, True, CATALOGUE)
    assert outcome.state.entry("npc").emotions == (KINDRED, OLD_TIES)
    assert outcome.state.entry("npc").bond == 6
    assert outcome.state.tension_value == 60
    assert outcome.state.confrontations[0].resolved_in_play
    assert outcome.events[0] == ConfrontationResolved("pc", "c1", "npc", KINDRED, HATRED, True, 4, 6)


def test_the_second_confrontation_of_a_scenario_gives_nothing() -> None:
    first = Confrontation(id="c1", entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED)
    character = start_confrontation(_confronting(first), "rival", JEALOUSY, KINDRED, CATALOGUE).state
    second = character.confrontations[1]
    assert confrontation_gains(second, in_play=True) == ConfrontationGains(bond=0, tension=0)
    outcome = resolve_confrontation(character, second.id, KINDRED, True, CATALOGUE)
    assert outcome.state.entry("rival").emotions == (KINDRED,)
    assert outcome.state.entry("rival").bond == 4
    assert outcome.state.tension_value == 50
    assert _kinds(outcome.events) == ["confrontation_resolved"]


def test_the_gains_can_be_seen_before_confirming() -> None:
    first = Confrontation(entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED)
    assert confrontation_gains(first, in_play=False) == ConfrontationGains(bond=2, tension=2)
    assert confrontation_gains(first, in_play=True) == ConfrontationGains(bond=2, tension=10)


def test_what_the_next_confrontation_gives_can_be_seen_before_starting_it() -> None:
    character = _confronting()
    assert next_confrontation_gains(character, in_play=False) == ConfrontationGains(bond=2, tension=2)
    assert next_confrontation_gains(character, in_play=True) == ConfrontationGains(bond=2, tension=10)
    started = start_confrontation(character, "npc", KINDRED, HATRED, CATALOGUE).state
    for in_play in (False, True):
        assert confrontation_gains(started.confrontations[0], in_play=in_play) == next_confrontation_gains(
            character, in_play=in_play
        )
    resolved = resolve_confrontation(started, started.confrontations[0].id, HATRED, False, CATALOGUE).state
    for in_play in (False, True):
        assert next_confrontation_gains(started, in_play=in_play) == ConfrontationGains(bond=0, tension=0)
        assert next_confrontation_gains(resolved, in_play=in_play) == ConfrontationGains(bond=0, tension=0)


@dataclass(frozen=True)
class _Typed:
    """A free-text emotion as the app layer holds it: not on the list."""

    name: str
    bond: int
    mad: bool


def test_keeping_an_emotion_can_be_checked_for_traitor_before_confirming() -> None:
    character = _confronting()  # npc: 気が合う + 腐れ縁, rival: 嫉妬
    assert would_be_traitor(character, "npc", KINDRED, HATRED, CATALOGUE)  # every entry mad
    assert not would_be_traitor(character, "npc", KINDRED, MUTUAL, CATALOGUE)
    assert not would_be_traitor(character, "npc", KINDRED, KINDRED, CATALOGUE)  # the board as it stands
    assert not would_be_traitor(character, "rival", JEALOUSY, ANXIETY, CATALOGUE)  # NPC still without mad
    assert not would_be_traitor(character, "rival", JEALOUSY, KINDRED, Campaign(emotions=CATALOGUE).emotion)
    assert character.entry("npc").emotions == (KINDRED, OLD_TIES)  # nothing was kept


def test_keeping_a_second_mad_emotion_on_one_entry_makes_a_traitor() -> None:
    character = _board(_entry("a", JEALOUSY, KINDRED), _entry("b", KINDRED), _entry("c", KINDRED))
    assert would_be_traitor(character, "a", KINDRED, ANXIETY, CATALOGUE)
    assert not would_be_traitor(character, "a", JEALOUSY, ANXIETY, CATALOGUE)  # the mad one replaced


def test_keeping_an_emotion_not_on_the_list_yet() -> None:
    character = _confronting()
    assert would_be_traitor(character, "npc", KINDRED, _Typed("Betrayal", 4, mad=True), CATALOGUE)
    assert not would_be_traitor(character, "npc", KINDRED, _Typed("Betrayal", 4, mad=False), CATALOGUE)
    listed = Emotion(id="betrayal", name_ja="裏切り", bond=4, mad=True)
    assert would_be_traitor(character, "npc", KINDRED, listed, CATALOGUE)  # an Emotion is one too
    assert not would_be_traitor(character, "rival", JEALOUSY, _Typed("Trust", 2, mad=False), CATALOGUE)


def test_only_a_pc_would_turn_traitor_by_keeping_an_emotion() -> None:
    npc = _confronting().model_copy(update={"kind": CharacterKind.NPC})
    assert not would_be_traitor(npc, "npc", KINDRED, HATRED, CATALOGUE)
    assert not would_be_traitor(npc, "npc", KINDRED, "nostalgia", CATALOGUE)  # nothing is looked up


def test_keeping_an_emotion_is_checked_like_starting_the_confrontation() -> None:
    character = _confronting()
    with pytest.raises(RuleError, match="Aoi has no casting-board entry ghost"):
        would_be_traitor(character, "ghost", KINDRED, HATRED, CATALOGUE)
    with pytest.raises(RuleError, match="the emotion jealousy is not on the entry for NPC"):
        would_be_traitor(character, "npc", JEALOUSY, HATRED, CATALOGUE)
    with pytest.raises(RuleError, match="the emotion nostalgia is not on the emotion list"):
        would_be_traitor(character, "npc", KINDRED, "nostalgia", CATALOGUE)


def test_the_table_can_recompute_the_bond_from_the_emotions() -> None:
    character = _confronting(
        Confrontation(id="c1", entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED)
    )
    outcome = resolve_confrontation(character, "c1", HATRED, False, CATALOGUE, RECOMPUTE)
    assert outcome.state.entry("npc").bond == 4 + 2 + 2  # 憎悪 4 + 腐れ縁 2 + the gain


def test_recomputing_without_gains_keeps_only_the_emotions() -> None:
    first = Confrontation(id="c1", entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED)
    second = Confrontation(
        id="c2", entry_id="rival", emotion_id=JEALOUSY, opposing_emotion_id=KINDRED, gives_gains=False
    )
    character = _confronting(first, second)
    outcome = resolve_confrontation(character, "c2", KINDRED, False, CATALOGUE, RECOMPUTE)
    assert outcome.state.entry("rival").bond == 2


def test_resolving_checks_what_is_resolved_and_what_is_kept() -> None:
    done = Confrontation(
        id="done", entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED, kept_emotion_id=KINDRED
    )
    open_one = Confrontation(id="open", entry_id="npc", emotion_id=OLD_TIES, opposing_emotion_id=HATRED)
    character = _confronting(done, open_one)
    with pytest.raises(RuleError, match="already resolved"):
        resolve_confrontation(character, "done", KINDRED, True, CATALOGUE)
    with pytest.raises(RuleError, match="Aoi has no emotion confrontation nope"):
        resolve_confrontation(character, "nope", KINDRED, True, CATALOGUE)
    with pytest.raises(RuleError, match="keep jealousy: a confrontation keeps old-ties or hatred"):
        resolve_confrontation(character, "open", JEALOUSY, True, CATALOGUE)


def test_a_confronted_emotion_that_left_the_entry_is_reported() -> None:
    stale = Confrontation(id="stale", entry_id="rival", emotion_id=KINDRED, opposing_emotion_id=HATRED)
    with pytest.raises(RuleError, match="no longer on the entry for RIVAL"):
        resolve_confrontation(_confronting(stale), "stale", HATRED, True, CATALOGUE)


# Scenario and session


def test_a_scenario_starts_with_three_emotions_and_fresh_tension() -> None:
    used = InfinityBreak(id="ib", skill_id="s", level=3, used_this_scenario=True)
    done = Confrontation(
        id="old", entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED, kept_emotion_id=HATRED
    )
    character = _confronting(done, tension=3).model_copy(
        update={"skills": (Skill(id="s", name="S"),), "infinity_breaks": (used,), "level": 3}
    )
    outcome = start_scenario(character, [KINDRED, JEALOUSY, MUTUAL], CATALOGUE)
    assert outcome.state.tension_value == 41 + 4 + 4
    assert outcome.state.unused_emotions == (KINDRED, JEALOUSY, MUTUAL)
    assert outcome.state.confrontations == ()
    assert not outcome.state.infinity_breaks[0].used_this_scenario
    assert outcome.events[0] == ScenarioStarted("pc", 3, 49)
    assert _kinds(outcome.events[1:]) == ["emotion_gained"] * 3


def test_a_scenario_start_gains_exactly_three_emotions() -> None:
    with pytest.raises(RuleError, match="a scenario starts with 3 new emotions, not 2"):
        start_scenario(_character(), [KINDRED, KINDRED], CATALOGUE)


def test_leftover_unused_emotions_are_kept_and_the_gain_fills_up_to_the_limit() -> None:
    # RULES §11 [D]: a new scenario within a session; by default all leftovers are kept
    character = _character(unused_emotions=(KINDRED,))
    with pytest.raises(RuleError, match="a scenario starts with 2 new emotions, not 3"):
        start_scenario(character, [KINDRED, KINDRED, KINDRED], CATALOGUE)
    outcome = start_scenario(character, [JEALOUSY, MUTUAL], CATALOGUE)
    assert outcome.state.unused_emotions == (KINDRED, JEALOUSY, MUTUAL)
    assert _kinds(outcome.events) == ["scenario_started", "emotion_gained", "emotion_gained"]


def test_the_player_chooses_which_leftover_emotions_to_keep() -> None:
    character = _character(unused_emotions=(KINDRED, OLD_TIES, OLD_TIES))
    outcome = start_scenario(character, [JEALOUSY, MUTUAL], CATALOGUE, keep=[OLD_TIES])
    assert outcome.state.unused_emotions == (OLD_TIES, JEALOUSY, MUTUAL)
    assert outcome.events[:2] == (EmotionDiscarded("pc", KINDRED), EmotionDiscarded("pc", OLD_TIES))
    assert _kinds(outcome.events[2:]) == ["scenario_started", "emotion_gained", "emotion_gained"]
    # keeping all three leaves no room: the scenario gains nothing
    assert start_scenario(character, [], CATALOGUE).state.unused_emotions == (KINDRED, OLD_TIES, OLD_TIES)
    assert (
        start_scenario(character, [KINDRED] * 3, CATALOGUE, keep=[]).state.unused_emotions == (KINDRED,) * 3
    )
    with pytest.raises(RuleError, match="Aoi has no unused emotion"):
        start_scenario(character, [MUTUAL, MUTUAL], CATALOGUE, keep=[JEALOUSY])
    with pytest.raises(RuleError, match="has no unused emotion"):
        start_scenario(character, [MUTUAL], CATALOGUE, keep=[KINDRED, KINDRED])


def test_the_table_may_discard_the_leftover_emotions_first() -> None:
    assert RuleOptions().leftover_emotions is LeftoverEmotions.CHOOSE
    discard = RuleOptions(leftover_emotions=LeftoverEmotions.DISCARD)
    character = _character(unused_emotions=(KINDRED,))
    outcome = start_scenario(character, [JEALOUSY, MUTUAL, OLD_TIES], CATALOGUE, discard)
    assert outcome.state.unused_emotions == (JEALOUSY, MUTUAL, OLD_TIES)
    assert outcome.events[0] == EmotionDiscarded("pc", KINDRED)
    with pytest.raises(RuleError, match="the table rules discard the unused emotions left over"):
        start_scenario(character, [JEALOUSY, MUTUAL], CATALOGUE, discard, keep=[KINDRED])


def test_a_scenario_cannot_start_over_an_unresolved_confrontation() -> None:
    open_one = Confrontation(entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED)
    with pytest.raises(RuleError, match="confrontation on the entry for NPC must be resolved first"):
        start_scenario(_confronting(open_one), [KINDRED] * 3, CATALOGUE)


def test_ending_a_scenario_checks_for_traitor() -> None:
    character = _board(_entry("a", JEALOUSY), _entry("b", KINDRED, ANXIETY))
    outcome = end_scenario(character, CATALOGUE)
    assert outcome.state.traitor
    assert outcome.events == (ScenarioEnded("pc", 10, True), BecameTraitor("pc"))


def test_a_pc_that_turned_traitor_no_longer_plays_as_a_pc() -> None:
    character = _board(_entry("a", JEALOUSY), _entry("b", KINDRED, ANXIETY))
    assert casting.plays_as_pc(character)
    assert not casting.plays_as_pc(end_scenario(character, CATALOGUE).state)
    assert not casting.plays_as_pc(character.model_copy(update={"kind": CharacterKind.NPC}))


def test_ending_a_scenario_with_a_safe_board() -> None:
    character = _board(_entry("a", JEALOUSY), _entry("b", KINDRED))
    outcome = end_scenario(character, CATALOGUE)
    assert not outcome.state.traitor
    assert outcome.events == (ScenarioEnded("pc", 6, False),)


def test_a_traitor_stays_one_and_turns_only_once() -> None:
    character = _board(_entry("a", KINDRED), traitor=True)
    assert end_scenario(character, CATALOGUE).state.traitor
    lost = _board(_entry("a", JEALOUSY), traitor=True)
    assert end_scenario(lost, CATALOGUE).events == (ScenarioEnded("pc", 4, True),)


def test_only_a_pc_turns_traitor() -> None:
    npc = _board(_entry("a", JEALOUSY), kind=CharacterKind.NPC)
    assert not end_scenario(npc, CATALOGUE).state.traitor


def test_the_table_rule_on_empty_boards_applies_at_scenario_end() -> None:
    assert end_scenario(_character(), CATALOGUE, RuleOptions(empty_board_is_traitor=True)).state.traitor
    assert not end_scenario(_character(), CATALOGUE).state.traitor


def test_ending_a_scenario_refuses_unresolved_confrontations() -> None:
    open_one = Confrontation(entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED)
    with pytest.raises(RuleError, match="must be resolved first"):
        end_scenario(_confronting(open_one), CATALOGUE)


def test_ending_a_scenario_resolves_by_the_given_choice_outside_play() -> None:
    open_one = Confrontation(id="c1", entry_id="npc", emotion_id=KINDRED, opposing_emotion_id=HATRED)
    outcome = end_scenario(_confronting(open_one, tension=50), CATALOGUE, keep={"c1": HATRED})
    assert outcome.state.entry("npc").emotions == (HATRED, OLD_TIES)
    assert outcome.state.tension_value == 52
    assert outcome.state.traitor  # 憎悪 kept: every entry now carries a mad emotion
    assert _kinds(outcome.events) == [
        "confrontation_resolved",
        "tension_gained",
        "scenario_ended",
        "became_traitor",
    ]


def test_the_choices_at_scenario_end_are_checked() -> None:
    with pytest.raises(RuleError, match="no emotion confrontation c9"):
        end_scenario(_confronting(), CATALOGUE, keep={"c9": HATRED})


# Properties


@st.composite
def _scenes(draw: st.DrawFn) -> tuple[int, list[list[str]], list[tuple[int, bool, bool]]]:
    concentration = draw(st.integers(0, 99))
    entries = draw(
        st.lists(st.lists(st.sampled_from(MADS + PURES), min_size=1, max_size=3, unique=True), max_size=8)
    )
    confrontations = draw(st.lists(st.tuples(st.integers(0, 7), st.booleans(), st.booleans()), max_size=4))
    return concentration, entries, confrontations


@given(_scenes())
def test_tension_stays_within_0_100_and_the_bond_total_adds_up(
    scene: tuple[int, list[list[str]], list[tuple[int, bool, bool]]],
) -> None:
    concentration, entries, confrontations = scene
    character = _character(concentration=concentration)
    placed = 0
    for number, emotions in enumerate(entries):
        character = start_session(character).state
        character = gain_emotions(character, emotions, CATALOGUE).state
        character = add_entry(character, emotions, CATALOGUE, target_name=f"someone {number}").state
        placed += entry_bond(emotions, CATALOGUE)
        assert 0 <= character.tension_value <= 100
    gained = 0
    for index, keep_opposing, in_play in confrontations:
        if not character.casting_board:
            break
        entry = character.casting_board[index % len(character.casting_board)]
        opposing = next(e for e in (HATRED, KINDRED, *MADS, *PURES) if e not in entry.emotions)
        started = start_confrontation(character, entry.id, entry.emotions[0], opposing, CATALOGUE).state
        confrontation = started.confrontations[-1]
        gained += confrontation_gains(confrontation, in_play=in_play).bond
        keep = opposing if keep_opposing else entry.emotions[0]
        character = resolve_confrontation(started, confrontation.id, keep, in_play, CATALOGUE).state
        assert 0 <= character.tension_value <= 100
    assert total_bond(character.casting_board) == placed + gained
    assert sum(entry.bond for entry in character.casting_board) == total_bond(character.casting_board)
    assert Character.model_validate(character.model_dump()) == character
    if not character.confrontations:
        mad_counts = [sum(emotion in MADS for emotion in emotions) for emotions in entries]
        expected = bool(entries) and (all(mad_counts) or max(mad_counts) >= 2)
        assert is_traitor(character.casting_board, CATALOGUE) == expected


@st.composite
def _keeps(draw: st.DrawFn) -> tuple[Character, str, str, str]:
    entries = draw(
        st.lists(st.lists(st.sampled_from(MADS + PURES), min_size=1, max_size=3, unique=True), min_size=1)
    )
    board = tuple(_entry(f"e{index}", *emotions) for index, emotions in enumerate(entries))
    entry = draw(st.sampled_from(board))
    emotion_id = draw(st.sampled_from(entry.emotions))
    opposing = draw(st.sampled_from([e for e in MADS + PURES if e not in entry.emotions]))
    keep = draw(st.sampled_from((emotion_id, opposing)))
    return _board(*board, kind=draw(st.sampled_from(CharacterKind))), entry.id, emotion_id, keep


@given(_keeps(), st.booleans())
def test_the_traitor_preview_agrees_with_confronting_and_ending_the_scenario(
    scene: tuple[Character, str, str, str], in_play: bool
) -> None:
    character, entry_id, emotion_id, keep = scene
    held = character.entry(entry_id).emotions
    opposing = keep if keep != emotion_id else next(e for e in (HATRED, KINDRED, *MADS) if e not in held)
    started = start_confrontation(character, entry_id, emotion_id, opposing, CATALOGUE).state
    resolved = resolve_confrontation(started, started.confrontations[-1].id, keep, in_play, CATALOGUE).state
    ended = end_scenario(resolved, CATALOGUE).state
    assert would_be_traitor(character, entry_id, emotion_id, keep, CATALOGUE) is ended.traitor


@given(
    st.lists(st.lists(st.sampled_from(MADS + PURES), min_size=1, max_size=3, unique=True), max_size=4),
    st.lists(st.sampled_from(MADS + PURES), min_size=1, max_size=3, unique=True),
    st.integers(0, 100),
    st.sampled_from(CharacterKind),
)
def test_the_entry_preview_agrees_with_adding_it_and_ending_the_scenario(
    entries: list[list[str]], placed: list[str], tension: int, kind: CharacterKind
) -> None:
    board = tuple(_entry(f"e{index}", *emotions) for index, emotions in enumerate(entries))
    character = _character(casting_board=board, unused_emotions=placed, tension_value=tension, kind=kind)
    effect = entry_effect(character, placed, CATALOGUE)
    added = add_entry(character, placed, CATALOGUE, target_name="someone").state
    assert (effect.bond, effect.tension_value) == (added.casting_board[-1].bond, added.tension_value)
    assert effect.traitor is end_scenario(added, CATALOGUE).state.traitor


def test_a_new_emotion_gets_the_bond_the_list_gives_its_colour() -> None:
    for emotion in CATALOGUE:
        if emotion.name_ja != "相思相愛":  # the one emotion the list prices apart
            assert casting.default_bond(emotion.mad) == emotion.bond, emotion.name_ja


def test_the_starting_tension_is_concentration_plus_the_boards_bonds_capped_at_100() -> None:
    board = (
        BoardEntry(id="a", target_name="A", emotions=("x",), bond=4),
        BoardEntry(id="b", target_name="B", emotions=("y",), bond=2),
    )
    assert casting.starting_tension(Character(name="C", concentration=40, casting_board=board)) == 46
    assert casting.starting_tension(Character(name="C", concentration=99, casting_board=board)) == 100
