from collections.abc import Callable

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import invariant, rule

from fhrtool.model import Campaign, Character, CharacterKind, Pool, Skill
from fhrtool.model.options import ConfrontationBond, CostSplit, RuleOptions
from fhrtool.model.text import Text
from fhrtool.rules import RuleError, casting, infinity, tension
from fhrtool.steps import board as board_steps
from fhrtool.steps.board import Keep, NewEmotion
from fhrtool.steps.step import InvalidValueError
from tests.samples import board as sample_board
from tests.stateful import UndoAndRedo
from tests.steps.table import Table

CATALOGUE = sample_board.CATALOGUE
# The sample's Slash has no category; here it is a major action.
SLASH = Skill(id="slash", name="Slash", cost=4, effect="ダメージ+《1D》", category="メジャー")
_board = sample_board.board


def _aldo(**fields: object) -> Character:
    return sample_board.aldo(**{"skills": (SLASH, sample_board.AURA), **fields})


def _document(options: RuleOptions | None = None, **fields: object) -> Table:
    bea = Character(id="bea", name="Bea", kind=CharacterKind.NPC)
    campaign = Campaign(
        characters=(_aldo(**fields), bea),
        emotions=CATALOGUE,
        scenario=2,
        session=5,
        options=options or RuleOptions(),
    )
    return Table(campaign)


def _kinds(document: Table) -> list[str]:
    return [entry.kind for entry in document.campaign.log]


def _undo_all(document: Table) -> None:
    while document.undo_stack.canUndo():
        document.undo_stack.undo()


def _assert_undo_redo(document: Table, initial: Campaign) -> None:
    final = document.campaign
    _undo_all(document)
    assert document.campaign == initial
    while document.undo_stack.canRedo():
        document.undo_stack.redo()
    assert document.campaign == final


# Unused emotions


def test_gain_emotions_adds_to_the_unused_emotions_and_logs_each() -> None:
    document = _document(unused_emotions=())
    initial = document.campaign
    assert document.changes(
        board_steps.gain_emotions, board_steps.Emotions("aldo", ["jealousy", "curiosity"])
    )
    assert document.character("aldo").unused_emotions == ("jealousy", "curiosity")
    assert document.undo_stack.undoText() == "Gain emotions Jealousy, Curiosity (Aldo)"
    assert _kinds(document) == ["emotion_gained", "emotion_gained"]
    assert document.campaign.log[0].params == {"character_id": "aldo", "emotion_id": "jealousy"}
    _assert_undo_redo(document, initial)


def test_gain_emotions_refuses_past_the_limit_and_a_raised_limit_allows_more() -> None:
    document = _document()
    with pytest.raises(RuleError, match="at most 3 unused emotions"):
        document.run(board_steps.gain_emotions, board_steps.Emotions("aldo", ["jealousy"]))
    assert document.undo_stack.count() == 0
    raised = _document(unused_emotion_limit=4)
    raised.run(board_steps.gain_emotions, board_steps.Emotions("aldo", ["jealousy"]))
    assert len(raised.character("aldo").unused_emotions) == 4


def test_gain_emotions_refuses_an_emotion_not_on_the_list() -> None:
    document = _document(unused_emotions=())
    with pytest.raises(RuleError, match="not on the emotion list"):
        document.run(board_steps.gain_emotions, board_steps.Emotions("aldo", ["nothing"]))
    assert document.undo_stack.count() == 0


def test_gaining_nothing_pushes_nothing() -> None:
    document = _document(unused_emotions=())
    assert not document.changes(board_steps.gain_emotions, board_steps.Emotions("aldo", []))
    assert document.undo_stack.count() == 0


def test_discard_emotions_drops_them_and_logs() -> None:
    document = _document()
    initial = document.campaign
    assert document.changes(board_steps.discard_emotions, board_steps.Emotions("aldo", ["old-ties"]))
    assert document.character("aldo").unused_emotions == ("kindred-spirit", "unrequited-love")
    assert document.undo_stack.undoText() == "Discard emotions Old Ties (Aldo)"
    assert _kinds(document) == ["emotion_discarded"]
    with pytest.raises(RuleError, match="no unused emotion old-ties"):
        document.run(board_steps.discard_emotions, board_steps.Emotions("aldo", ["old-ties"]))
    _assert_undo_redo(document, initial)


# Entries


def test_add_entry_follows_the_worked_example_and_the_log_says_so() -> None:
    # RULES §15: concentration 41, empty board → 41; NPC1 with 気が合う → 43; NPC2 with 腐れ縁+片想い → 47.
    document = _document()
    initial = document.campaign
    first = document.run(
        board_steps.add_entry, board_steps.AddEntry("aldo", ["kindred-spirit"], target_name="NPC1")
    )
    assert document.character("aldo").tension_value == 43
    assert document.undo_stack.undoText() == "Add NPC1 to the casting board (Aldo)"
    document.run(
        board_steps.add_entry,
        board_steps.AddEntry("aldo", ["old-ties", "unrequited-love"], target_name="NPC2", target_id="bea"),
    )
    aldo = document.character("aldo")
    assert aldo.tension_value == 47
    assert aldo.unused_emotions == ()
    assert [entry.bond for entry in aldo.casting_board] == [2, 4]
    entry = aldo.casting_board[0]
    assert (entry.id, entry.target_id, entry.added_scenario, entry.added_session) == (first, None, 2, 5)
    assert aldo.casting_board[1].target_id == "bea"
    assert _kinds(document) == [
        "entry_added",
        "emotion_placed",
        "tension_gained",
        "entry_added",
        "emotion_placed",
        "emotion_placed",
        "tension_gained",
    ]
    gained = document.campaign.log[-1].params
    assert (gained["reason"], gained["amount"], gained["before"], gained["after"]) == ("new_entry", 4, 43, 47)
    _assert_undo_redo(document, initial)


@pytest.mark.parametrize(
    ("emotions", "name", "message"),
    [
        ([], "NPC1", "1–3 emotions, not 0"),
        (["kindred-spirit", "old-ties", "unrequited-love", "jealousy"], "NPC1", "not 4"),
        (["kindred-spirit"], "  ", "needs the name"),
        (["jealousy"], "NPC1", "no unused emotion jealousy"),
    ],
)
def test_add_entry_refusals_push_nothing(emotions: list[str], name: str, message: str) -> None:
    document = _document()
    with pytest.raises(RuleError, match=message):
        document.run(board_steps.add_entry, board_steps.AddEntry("aldo", emotions, target_name=name))
    assert document.undo_stack.count() == 0
    assert document.campaign.log == ()


@pytest.mark.parametrize("allowed", [False, True])
def test_a_second_entry_for_one_character_follows_the_table_rules(allowed: bool) -> None:
    document = _document(RuleOptions(one_entry_per_character=not allowed))
    first = board_steps.AddEntry("aldo", ["kindred-spirit"], target_name="Bea", target_id="bea")
    second = board_steps.AddEntry("aldo", ["old-ties"], target_name="Bea", target_id="bea")
    document.run(board_steps.add_entry, first)
    if allowed:
        document.run(board_steps.add_entry, second)
    else:
        with pytest.raises(RuleError, match="the casting board of Aldo already has an entry for Bea"):
            document.run(board_steps.add_entry, second)
    board = document.character("aldo").casting_board
    assert [entry.target_id for entry in board] == ["bea", "bea"][: 1 + allowed]
    assert document.undo_stack.count() == 1 + allowed


@pytest.mark.parametrize("allowed", [False, True])
def test_an_emotion_twice_on_a_new_entry_follows_the_table_rules(allowed: bool) -> None:
    document = _document(
        RuleOptions(entry_emotions_once=not allowed), unused_emotions=("kindred-spirit", "kindred-spirit")
    )
    twice = board_steps.AddEntry("aldo", ["kindred-spirit", "kindred-spirit"], target_name="NPC1")
    if allowed:
        document.run(board_steps.add_entry, twice)
        (entry,) = document.character("aldo").casting_board
        assert (entry.emotions, entry.bond) == (("kindred-spirit", "kindred-spirit"), 4)
    else:
        with pytest.raises(RuleError, match="an entry holds each emotion once, not Kindred Spirit twice"):
            document.run(board_steps.add_entry, twice)
        assert document.character("aldo").casting_board == ()


def test_there_is_no_operation_that_removes_an_entry() -> None:
    assert not [name for name in dir(board_steps) if "remove" in name and "entry" in name]


# Emotion confrontations


def _confronting(options: RuleOptions | None = None, **fields: object) -> Table:
    board = _board(("kindred-spirit",), ("old-ties", "unrequited-love"))
    return _document(options, **{"casting_board": board, "unused_emotions": (), **fields})


def test_first_confrontation_resolved_in_play_keeping_the_current_emotion() -> None:
    document = _confronting()
    initial = document.campaign
    document.run(
        board_steps.confront,
        board_steps.Confront("aldo", "e1", "kindred-spirit", "jealousy", keep=Keep.CURRENT),
    )
    aldo = document.character("aldo")
    assert aldo.entry("e1").emotions == ("kindred-spirit",)
    assert aldo.entry("e1").bond == 4
    assert aldo.tension_value == 51
    assert aldo.confrontations[0].resolved_in_play
    assert document.undo_stack.undoText() == (
        "Confront Kindred Spirit on NPC1 with Jealousy: keep Kindred Spirit (Aldo)"
    )
    assert _kinds(document) == ["confrontation_started", "confrontation_resolved", "tension_gained"]
    _assert_undo_redo(document, initial)


def test_keeping_the_opposing_emotion_erases_the_other() -> None:
    document = _confronting()
    document.run(
        board_steps.confront, board_steps.Confront("aldo", "e2", "old-ties", "jealousy", keep=Keep.OPPOSING)
    )
    entry = document.character("aldo").entry("e2")
    assert entry.emotions == ("jealousy", "unrequited-love")
    assert entry.bond == 6
    assert document.undo_stack.undoText() == "Confront Old Ties on NPC2 with Jealousy: keep Jealousy (Aldo)"


def test_recomputed_bond_option_applies_to_confrontations() -> None:
    options = RuleOptions(confrontation_bond=ConfrontationBond.RECOMPUTE_PLUS_GAIN)
    document = _confronting(options=options)
    document.run(
        board_steps.confront, board_steps.Confront("aldo", "e2", "old-ties", "jealousy", keep=Keep.OPPOSING)
    )
    assert document.character("aldo").entry("e2").bond == 4 + 2 + 2


@pytest.mark.parametrize("allowed", [False, True])
def test_a_confrontation_bringing_an_emotion_the_entry_holds_follows_the_table_rules(allowed: bool) -> None:
    document = _confronting(RuleOptions(entry_emotions_once=not allowed))
    bring = board_steps.Confront("aldo", "e2", "old-ties", "unrequited-love", keep=Keep.OPPOSING)
    if allowed:
        document.run(board_steps.confront, bring)
        assert document.character("aldo").entry("e2").emotions == ("unrequited-love", "unrequited-love")
    else:
        with pytest.raises(RuleError, match="the entry for NPC2 already holds Unrequited Love"):
            document.run(board_steps.confront, bring)
        assert document.undo_stack.count() == 0


def test_second_confrontation_of_a_scenario_gives_nothing() -> None:
    document = _confronting()
    document.run(
        board_steps.confront,
        board_steps.Confront("aldo", "e1", "kindred-spirit", "jealousy", keep=Keep.CURRENT),
    )
    before = document.character("aldo")
    document.run(
        board_steps.confront, board_steps.Confront("aldo", "e2", "old-ties", "anxiety", keep=Keep.OPPOSING)
    )
    after = document.character("aldo")
    assert after.tension_value == before.tension_value
    assert after.entry("e2").bond == before.entry("e2").bond
    assert not after.confrontations[1].gives_gains
    assert after.entry("e2").emotions == ("anxiety", "unrequited-love")


def test_confrontation_resolved_later_outside_play_gives_bond_and_two_tension() -> None:
    document = _confronting()
    initial = document.campaign
    confrontation_id = document.run(
        board_steps.confront, board_steps.Confront("aldo", "e1", "kindred-spirit", "jealousy")
    )
    assert document.undo_stack.undoText() == "Confront Kindred Spirit on NPC1 (Aldo)"
    assert not document.character("aldo").confrontations[0].resolved
    assert _kinds(document) == ["confrontation_started"]
    document.run(
        board_steps.resolve_confrontation,
        board_steps.Resolve("aldo", confrontation_id, Keep.OPPOSING, in_play=False),
    )
    aldo = document.character("aldo")
    assert aldo.entry("e1").emotions == ("jealousy",)
    assert (aldo.entry("e1").bond, aldo.tension_value) == (4, 43)
    assert document.undo_stack.undoText() == "Resolve the confrontation on NPC1: keep Jealousy (Aldo)"
    with pytest.raises(RuleError, match="no open emotion confrontation"):
        document.run(
            board_steps.resolve_confrontation,
            board_steps.Resolve("aldo", confrontation_id, Keep.CURRENT, in_play=True),
        )
    _assert_undo_redo(document, initial)


def test_confrontation_resolved_later_during_play_gives_ten_tension() -> None:
    document = _confronting()
    confrontation_id = document.run(
        board_steps.confront, board_steps.Confront("aldo", "e1", "kindred-spirit", "jealousy")
    )
    document.run(
        board_steps.resolve_confrontation,
        board_steps.Resolve("aldo", confrontation_id, Keep.CURRENT, in_play=True),
    )
    assert document.character("aldo").tension_value == 51


def test_free_text_opposing_emotion_joins_the_emotion_list_in_the_same_step() -> None:
    document = _confronting()
    initial = document.campaign
    document.run(
        board_steps.confront,
        board_steps.Confront(
            "aldo", "e1", "kindred-spirit", NewEmotion("裏切りの予感", bond=4, mad=True), keep=Keep.OPPOSING
        ),
    )
    added = document.campaign.emotions[-1]
    assert (added.name_ja, added.bond, added.mad) == ("裏切りの予感", 4, True)
    assert added.id.startswith("own-")
    assert document.character("aldo").entry("e1").emotions == (added.id,)
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.campaign == initial


def test_confrontation_refusals_push_nothing() -> None:
    document = _confronting()
    with pytest.raises(InvalidValueError, match="needs a name"):
        document.run(
            board_steps.confront,
            board_steps.Confront("aldo", "e1", "kindred-spirit", NewEmotion(" ", bond=2, mad=False)),
        )
    with pytest.raises(RuleError, match="not on the entry"):
        document.run(board_steps.confront, board_steps.Confront("aldo", "e1", "old-ties", "jealousy"))
    with pytest.raises(RuleError, match="with itself"):
        document.run(
            board_steps.confront, board_steps.Confront("aldo", "e1", "kindred-spirit", "kindred-spirit")
        )
    assert document.undo_stack.count() == 0
    assert document.campaign.emotions == CATALOGUE


# Scenario and session steps


def test_start_scenario_gains_three_and_recomputes_tension() -> None:
    board = _board(("kindred-spirit",), ("old-ties", "unrequited-love"))
    used = tuple(r.model_copy(update={"used_this_scenario": True}) for r in _aldo().infinity_breaks)
    document = _confronting(casting_board=board, tension_value=90, infinity_breaks=used)
    document.run(
        board_steps.confront,
        board_steps.Confront("aldo", "e1", "kindred-spirit", "jealousy", keep=Keep.CURRENT),
    )
    initial = document.campaign
    assert document.changes(
        board_steps.start_scenario, board_steps.StartScenario("aldo", ["curiosity", "respect", "fear"])
    )
    aldo = document.character("aldo")
    expected = casting.start_scenario(initial.character("aldo"), ["curiosity", "respect", "fear"], CATALOGUE)
    assert aldo == expected.state
    assert aldo.tension_value == 41 + 4 + 4
    assert aldo.confrontations == ()
    assert not any(r.used_this_scenario for r in aldo.infinity_breaks)
    assert (document.campaign.scenario, document.campaign.session) == (2, 5)
    assert document.undo_stack.undoText() == "New scenario (Aldo)"
    assert _kinds(document)[-4:] == ["scenario_started", "emotion_gained", "emotion_gained", "emotion_gained"]
    document.undo_stack.undo()
    assert document.campaign == initial


def test_start_scenario_with_a_new_session_discards_first_and_advances_the_campaign() -> None:
    document = _document()
    with pytest.raises(RuleError, match="a scenario starts with 0 new emotions, not 3"):
        document.run(
            board_steps.start_scenario, board_steps.StartScenario("aldo", ["curiosity", "respect", "fear"])
        )
    document.run(
        board_steps.start_scenario,
        board_steps.StartScenario(
            "aldo", ["curiosity", "respect", "fear"], new_session=True, advance_campaign=True
        ),
    )
    assert document.character("aldo").unused_emotions == ("curiosity", "respect", "fear")
    assert (document.campaign.scenario, document.campaign.session) == (3, 6)
    assert _kinds(document)[:4] == ["emotion_discarded"] * 3 + ["scenario_started"]
    other = _document(unused_emotions=())
    other.run(
        board_steps.start_scenario,
        board_steps.StartScenario("aldo", ["curiosity", "respect", "fear"], advance_campaign=True),
    )
    assert (other.campaign.scenario, other.campaign.session) == (3, 5)


def test_start_scenario_keeps_the_leftover_emotions_the_player_chose() -> None:
    # RULES §11 [D]: a new scenario within the session; the player keeps old ties, gains two
    document = _document()
    document.run(
        board_steps.start_scenario,
        board_steps.StartScenario("aldo", ["curiosity", "fear"], keep=["old-ties"]),
    )
    assert document.character("aldo").unused_emotions == ("old-ties", "curiosity", "fear")
    assert _kinds(document) == ["emotion_discarded"] * 2 + ["scenario_started"] + ["emotion_gained"] * 2
    assert (document.campaign.scenario, document.campaign.session) == (2, 5)


def test_a_new_scenario_for_a_traitor_cautions_first() -> None:
    assert board_steps.scenario_caution(_aldo()) is None
    caution = board_steps.scenario_caution(_aldo(traitor=True))
    assert caution == Text(
        "{name} is a 背反者: an NPC, no longer playable; a new scenario does not make it a PC again",
        name="Aldo",
    )


def test_start_scenario_refuses_while_a_confrontation_is_open() -> None:
    document = _confronting()
    document.run(board_steps.confront, board_steps.Confront("aldo", "e1", "kindred-spirit", "jealousy"))
    with pytest.raises(RuleError, match="must be resolved first"):
        document.run(
            board_steps.start_scenario, board_steps.StartScenario("aldo", ["curiosity", "respect", "fear"])
        )
    assert document.undo_stack.count() == 1


def test_end_scenario_without_traitor() -> None:
    document = _confronting()
    initial = document.campaign
    outcome = document.run(board_steps.end_scenario, board_steps.EndScenario("aldo"))
    assert not outcome.state.traitor
    assert document.undo_stack.undoText() == "End scenario (Aldo)"
    assert _kinds(document) == ["scenario_ended"]
    assert document.campaign.log[0].params["total_bond"] == 6
    _assert_undo_redo(document, initial)


def test_end_scenario_makes_a_traitor_when_every_entry_is_mad() -> None:
    document = _document(casting_board=_board(("jealousy",), ("anxiety", "old-ties")), unused_emotions=())
    outcome = document.run(board_steps.end_scenario, board_steps.EndScenario("aldo"))
    assert outcome.state.traitor
    assert document.character("aldo").traitor
    assert _kinds(document) == ["scenario_ended", "became_traitor"]
    document.undo_stack.undo()
    assert not document.character("aldo").traitor


def test_end_scenario_resolves_open_confrontations_as_told() -> None:
    document = _confronting()
    confrontation_id = document.run(
        board_steps.confront, board_steps.Confront("aldo", "e2", "old-ties", "jealousy")
    )
    with pytest.raises(RuleError, match="must be resolved first"):
        document.run(board_steps.end_scenario, board_steps.EndScenario("aldo"))
    outcome = document.run(
        board_steps.end_scenario, board_steps.EndScenario("aldo", {confrontation_id: Keep.OPPOSING})
    )
    # NPC2 now carries two mad-colour emotions? No: 嫉妬 + 片想い, one mad; NPC1 has none.
    assert not outcome.state.traitor
    aldo = document.character("aldo")
    assert aldo.entry("e2").emotions == ("jealousy", "unrequited-love")
    assert aldo.tension_value == 43
    assert _kinds(document)[-3:] == ["confrontation_resolved", "tension_gained", "scenario_ended"]


def test_end_scenario_keep_names_an_open_confrontation() -> None:
    document = _confronting()
    with pytest.raises(RuleError, match="no open emotion confrontation"):
        document.run(board_steps.end_scenario, board_steps.EndScenario("aldo", {"nothing": Keep.CURRENT}))


def test_end_scenario_never_makes_an_npc_a_traitor() -> None:
    document = _document(
        kind=CharacterKind.NPC, casting_board=_board(("jealousy", "anxiety")), unused_emotions=()
    )
    assert not document.run(board_steps.end_scenario, board_steps.EndScenario("aldo")).state.traitor


def test_empty_board_option_makes_a_traitor() -> None:
    document = _document(RuleOptions(empty_board_is_traitor=True))
    assert document.run(board_steps.end_scenario, board_steps.EndScenario("aldo")).state.traitor
    assert not _document().run(board_steps.end_scenario, board_steps.EndScenario("aldo")).state.traitor


def test_start_session_discards_the_unused_emotions() -> None:
    document = _document()
    initial = document.campaign
    assert document.changes(board_steps.start_session, board_steps.StartSession("aldo"))
    assert document.character("aldo").unused_emotions == ()
    assert document.campaign.session == 5
    assert document.undo_stack.undoText() == "New session (Aldo)"
    assert _kinds(document) == ["emotion_discarded"] * 3
    _assert_undo_redo(document, initial)
    document.run(board_steps.start_session, board_steps.StartSession("aldo", advance_campaign=True))
    assert document.campaign.session == 6


# Cost damage and Infinity Break


def test_pay_cost_takes_tension_first_by_default() -> None:
    document = _document(tension_value=3)
    initial = document.campaign
    document.run(board_steps.pay_cost, board_steps.PayCost("aldo", 5))
    aldo = document.character("aldo")
    assert (aldo.tension_value, aldo.hp.current) == (0, 18)
    assert document.undo_stack.undoText() == "Pay 5 cost: 3 tension, 2 HP (Aldo)"
    assert _kinds(document) == ["cost_paid"]
    _assert_undo_redo(document, initial)


def test_pay_cost_hp_first_option_and_explicit_split() -> None:
    document = _document(RuleOptions(cost_split=CostSplit.HP_FIRST), hp=Pool(current=3, maximum=20))
    document.run(board_steps.pay_cost, board_steps.PayCost("aldo", 5, skill_id="slash"))
    aldo = document.character("aldo")
    assert (aldo.tension_value, aldo.hp.current) == (39, 0)
    assert document.undo_stack.undoText() == "Pay 5 cost for Slash: 2 tension, 3 HP (Aldo)"
    document.run(board_steps.pay_cost, board_steps.PayCost("aldo", 4, from_tension=1))
    aldo = document.character("aldo")
    assert (aldo.tension_value, aldo.hp.current) == (38, -3)


def test_pay_cost_refusals_push_nothing() -> None:
    document = _document(tension_value=2)
    with pytest.raises(RuleError, match="only 2 tension"):
        document.run(board_steps.pay_cost, board_steps.PayCost("aldo", 5, from_tension=3))
    with pytest.raises(RuleError, match="between 0 and 5"):
        document.run(board_steps.pay_cost, board_steps.PayCost("aldo", 5, from_tension=6))
    with pytest.raises(RuleError, match="cannot be negative"):
        document.run(board_steps.pay_cost, board_steps.PayCost("aldo", -1))
    assert document.undo_stack.count() == 0


def test_infinity_break_pays_fifty_plus_the_skill_cost_and_boosts_the_effect() -> None:
    document = _document()
    initial = document.campaign
    outcome = document.run(
        board_steps.use_infinity_break, board_steps.UseInfinityBreak("aldo", "ib3", from_tension=40)
    )
    assert outcome.effect == "ダメージ+《1D+10》"
    assert not outcome.until_end_of_scene
    aldo = document.character("aldo")
    assert (aldo.tension_value, aldo.hp.current) == (1, 6)
    assert aldo.infinity_breaks[0].used_this_scenario
    assert document.undo_stack.undoText() == "Infinity Break: Slash (Aldo)"
    assert _kinds(document) == ["infinity_break_used", "cost_paid"]
    assert document.campaign.log[0].params["effect"] == "ダメージ+《1D+10》"
    with pytest.raises(RuleError, match="already used this scenario"):
        document.run(board_steps.use_infinity_break, board_steps.UseInfinityBreak("aldo", "ib3"))
    assert document.undo_stack.count() == 1
    _assert_undo_redo(document, initial)


def test_infinity_break_default_split_and_constant_skill() -> None:
    document = _document()
    outcome = document.run(board_steps.use_infinity_break, board_steps.UseInfinityBreak("aldo", "ib6"))
    expected = infinity.use_infinity_break(_aldo(), "ib6")
    assert document.character("aldo") == expected.state
    assert outcome.until_end_of_scene
    assert outcome.effect == "判定+《12》"
    assert tension.tension_part(_aldo(), 52) == 41


# The emotion list


def test_add_emotion_to_the_list() -> None:
    document = _document()
    emotion_id = document.run(board_steps.add_emotion, board_steps.AddEmotion(" 友情 ", bond=2, mad=False))
    emotion = document.campaign.emotion(emotion_id)
    assert (emotion.name_ja, emotion.name_en, emotion.bond, emotion.mad) == ("友情", "", 2, False)
    assert document.undo_stack.undoText() == "Add emotion 友情 to the emotion list"
    with pytest.raises(InvalidValueError, match="bond"):
        document.run(board_steps.add_emotion, board_steps.AddEmotion("x", bond=-1, mad=False))
    document.undo_stack.undo()
    assert document.campaign.emotions == CATALOGUE


def test_set_emotion_field_renames_and_merges_typing() -> None:
    document = _document()
    assert document.changes(
        board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "name_en", "Envy")
    )
    assert document.undo_stack.undoText() == "Rename emotion Jealousy → Envy"
    document.run(board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "name_en", "Envy{0}"))
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Rename emotion Jealousy → Envy{0}"
    document.run(
        board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "name_ja", "やきもち")
    )
    assert document.campaign.emotion("jealousy").name_ja == "やきもち"
    assert not document.changes(
        board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "name_ja", "やきもち")
    )
    _undo_all(document)
    assert document.campaign.emotions == CATALOGUE


def test_set_emotion_field_bond_and_colour() -> None:
    document = _document(casting_board=_board(("jealousy",)), unused_emotions=())
    document.run(board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "bond", 6))
    assert document.undo_stack.undoText() == "Emotion Jealousy: bond 4 → 6"
    document.run(board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "bond", 7))
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Emotion Jealousy: bond 4 → 7"
    assert document.character("aldo").entry("e1").bond == 4  # stored with the entry
    document.run(board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "mad", False))
    assert document.undo_stack.undoText() == "Emotion Jealousy: pure"
    document.run(board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "mad", True))
    assert document.undo_stack.undoText() == "Emotion Jealousy: mad colour"


def test_set_emotion_field_refusals() -> None:
    document = _document()
    with pytest.raises(InvalidValueError, match="not an editable field"):
        document.run(board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "id", "x"))
    with pytest.raises(InvalidValueError, match="needs a name"):
        document.run(board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "name_ja", "  "))
    with pytest.raises(InvalidValueError, match="bond"):
        document.run(board_steps.set_emotion_field, board_steps.SetEmotionField("jealousy", "bond", "four"))
    assert document.undo_stack.count() == 0


def test_remove_emotion_only_when_no_sheet_refers_to_it() -> None:
    document = _confronting(unused_emotions=("curiosity",))
    document.run(board_steps.confront, board_steps.Confront("aldo", "e1", "kindred-spirit", "fear"))
    for used in ("curiosity", "old-ties", "fear"):
        with pytest.raises(RuleError, match="sheets of Aldo refer to it"):
            document.run(board_steps.remove_emotion, used)
    assert board_steps.emotion_users(document.campaign, "respect") == ()
    assert document.changes(board_steps.remove_emotion, "respect")
    assert "respect" not in {emotion.id for emotion in document.campaign.emotions}
    assert document.undo_stack.undoText() == "Remove emotion Respect from the emotion list"
    document.undo_stack.undo()
    assert document.campaign.emotions == CATALOGUE


def test_undo_all_after_every_board_step_restores_the_campaign() -> None:
    document = _document()
    initial = document.campaign
    document.run(
        board_steps.add_entry,
        board_steps.AddEntry("aldo", ["kindred-spirit"], target_name="Bea", target_id="bea"),
    )
    entry_id = document.character("aldo").casting_board[0].id
    document.run(
        board_steps.add_entry,
        board_steps.AddEntry("aldo", ["old-ties"], target_name="Aldo", target_id="aldo"),
    )
    document.run(
        board_steps.confront,
        board_steps.Confront("aldo", entry_id, "kindred-spirit", "jealousy", keep=Keep.OPPOSING),
    )
    document.run(board_steps.pay_cost, board_steps.PayCost("aldo", 6))
    document.run(board_steps.use_infinity_break, board_steps.UseInfinityBreak("aldo", "ib3"))
    document.run(board_steps.end_scenario, board_steps.EndScenario("aldo"))
    document.run(
        board_steps.start_scenario,
        board_steps.StartScenario(
            "aldo", ["curiosity", "respect", "fear"], new_session=True, advance_campaign=True
        ),
    )
    document.run(board_steps.gain_emotions, board_steps.Emotions("aldo", []))
    document.run(board_steps.start_session, board_steps.StartSession("aldo", advance_campaign=True))
    document.run(board_steps.add_emotion, board_steps.AddEmotion("友情", bond=2, mad=False))
    assert document.undo_stack.count() == 9
    _assert_undo_redo(document, initial)


# Any sequence of board steps undoes to the start and redoes to the end


class BoardSteps(UndoAndRedo):
    """Random board steps, some refused; refusals push nothing, entries are never lost but by undo,
    the tension value stays in 0..100, and undoing everything restores the campaign."""

    def __init__(self) -> None:
        super().__init__()
        self.document = _document(unused_emotions=())
        self.initial = self.document.campaign

    def _try(self, step: Callable[[], object]) -> None:
        entries = len(self.document.character("aldo").casting_board)
        index = self.document.undo_stack.index()
        try:
            step()
        except (RuleError, InvalidValueError):
            assert self.document.undo_stack.index() == index
        assert len(self.document.character("aldo").casting_board) >= entries

    @rule(emotions=st.lists(st.sampled_from([e.id for e in CATALOGUE]), max_size=3))
    def gain(self, emotions: list[str]) -> None:
        self._try(
            lambda: self.document.run(board_steps.gain_emotions, board_steps.Emotions("aldo", emotions))
        )

    @rule(count=st.integers(0, 3), who=st.sampled_from([("Bea", "bea"), ("Aldo", "aldo"), ("Someone", None)]))
    def add(self, count: int, who: tuple[str, str | None]) -> None:
        unused = self.document.character("aldo").unused_emotions[:count]
        self._try(
            lambda: self.document.run(
                board_steps.add_entry,
                board_steps.AddEntry("aldo", unused, target_name=who[0], target_id=who[1]),
            )
        )

    @rule(data=st.data(), keep=st.sampled_from([None, Keep.CURRENT, Keep.OPPOSING]))
    def confront(self, data: st.DataObject, keep: Keep | None) -> None:
        board = self.document.character("aldo").casting_board
        if not board:
            return
        entry = data.draw(st.sampled_from(board))
        emotion = data.draw(st.sampled_from(entry.emotions))
        opposing = data.draw(st.sampled_from(["fear", "respect", NewEmotion("x", 4, True)]))
        self._try(
            lambda: self.document.run(
                board_steps.confront, board_steps.Confront("aldo", entry.id, emotion, opposing, keep=keep)
            )
        )

    @rule(keep=st.sampled_from(Keep), in_play=st.booleans())
    def resolve(self, keep: Keep, in_play: bool) -> None:
        open_ones = [c for c in self.document.character("aldo").confrontations if not c.resolved]
        if open_ones:
            self._try(
                lambda: self.document.run(
                    board_steps.resolve_confrontation,
                    board_steps.Resolve("aldo", open_ones[0].id, keep, in_play=in_play),
                )
            )

    @rule(amount=st.integers(0, 30), part=st.one_of(st.none(), st.integers(0, 30)))
    def pay(self, amount: int, part: int | None) -> None:
        self._try(
            lambda: self.document.run(
                board_steps.pay_cost, board_steps.PayCost("aldo", amount, from_tension=part)
            )
        )

    @rule(registration=st.sampled_from(["ib3", "ib6"]))
    def infinity_break(self, registration: str) -> None:
        self._try(
            lambda: self.document.run(
                board_steps.use_infinity_break, board_steps.UseInfinityBreak("aldo", registration)
            )
        )

    @rule(new_session=st.booleans(), advance=st.booleans())
    def new_scenario(self, new_session: bool, advance: bool) -> None:
        self._try(
            lambda: self.document.run(
                board_steps.start_scenario,
                board_steps.StartScenario(
                    "aldo",
                    ["curiosity", "respect", "fear"],
                    new_session=new_session,
                    advance_campaign=advance,
                ),
            )
        )

    @rule(keep=st.sampled_from(Keep))
    def end_scenario(self, keep: Keep) -> None:
        open_ones = [c.id for c in self.document.character("aldo").confrontations if not c.resolved]
        self._try(
            lambda: self.document.run(
                board_steps.end_scenario, board_steps.EndScenario("aldo", dict.fromkeys(open_ones, keep))
            )
        )

    @rule()
    def new_session(self) -> None:
        self._try(lambda: self.document.run(board_steps.start_session, board_steps.StartSession("aldo")))

    @invariant()
    def tension_in_range(self) -> None:
        assert 0 <= self.document.character("aldo").tension_value <= 100

    def teardown(self) -> None:
        stack = self.document.undo_stack
        while stack.canRedo():
            stack.redo()
        final = self.document.campaign
        _undo_all(self.document)
        assert self.document.campaign == self.initial
        while stack.canRedo():
            stack.redo()
        assert self.document.campaign == final


BoardSteps.TestCase.settings = settings(max_examples=40, stateful_step_count=25)
test_board_steps = BoardSteps.TestCase
