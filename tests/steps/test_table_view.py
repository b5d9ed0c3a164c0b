"""The views of the fight for the table's devices: what they show, and what they never hold."""

from __future__ import annotations

import dataclasses

import pytest

from fhrtool.model import (
    BoardEntry,
    Campaign,
    Combatant,
    Delay,
    DurationUnit,
    Emotion,
    Encounter,
    Essence,
    HopeOnSequence,
    InfinityBreak,
    LogEntry,
    Passive,
    Pool,
    Quick,
    RuleOptions,
    Side,
    Skill,
    Sync,
)
from fhrtool.rules.checks import typed_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from fhrtool.steps.dice import Roll, roll
from fhrtool.steps.table_view import (
    LAST_ROLLS,
    BreakView,
    DeclarationView,
    EffectView,
    EntryView,
    PartnerView,
    last_rolls,
    playable,
    player_view,
    player_views,
    table_view,
)
from tests.samples import fight
from tests.steps.table import Table

SECRET = "the GM's secret plan"


def _table() -> Table:
    aldo = fight.aldo(notes="Aldo's player's note")
    bea = fight.bea(notes="Bea's private note")
    goblin = fight.goblin().model_copy(update={"notes": SECRET})
    return Table(Campaign(characters=(aldo, bea, goblin, fight.dora()), notes=SECRET))


def _ids(table: Table) -> dict[str, str]:
    return {c.name: c.id for c in table.campaign.encounter.combatants}


def _declaring(table: Table) -> dict[str, str]:
    table.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    table.run(tracker.switch_to_high, None)
    ids = _ids(table)
    d10s = {"Aldo": 9, "Bea": 10, "Goblin": 10, "Dora": 3}
    table.run(tracker.roll_sequence, {ids[n]: d for n, d in d10s.items()}, dice=ScriptedDice([]))
    return ids


def _strings(value: object) -> list[str]:
    """Every string a view holds, however deep."""
    if isinstance(value, str):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [s for field in dataclasses.fields(value) for s in _strings(getattr(value, field.name))]
    if isinstance(value, tuple):
        return [s for item in value for s in _strings(item)]
    return []


def test_a_campaign_without_a_fight_shows_low_tension_and_nobody() -> None:
    view = table_view(Campaign())
    assert (view.mode, view.phase, view.round, view.sequence) == ("low", None, 0, None)
    assert (view.people, view.order, view.rolls) == ((), (), ())


def test_pcs_show_their_dice_left_and_numbers_and_npcs_their_names_only() -> None:
    table = _table()
    ids = _declaring(table)
    before = next(p for p in table_view(table.campaign).people if p.name == "Aldo").numbers
    assert before is not None
    assert (before.life_dice, before.will_dice, before.life, before.will) == (3, 4, 3, 4)
    table.run(tracker.declare, Quick(ids["Aldo"], 1))
    table.run(tracker.set_side, tracker.SetSide(ids["Dora"], Side.ALLY))
    table.run(tracker.add_effect, tracker.AddEffect(ids["Aldo"], "Haste", 2, DurationUnit.ROUNDS))
    table.run(tracker.add_effect, tracker.AddEffect(ids["Goblin"], "Hidden", 1, DurationUnit.ODES))
    view = table_view(table.campaign)
    assert (view.mode, view.phase, view.round) == ("high", "declaring", 1)
    people = {person.name: person for person in view.people}
    aldo = people["Aldo"].numbers
    assert aldo is not None
    # Life 3 and Will 4, each one die fewer for the quick declaration (its tension correction): as the
    # tracker shows it, a declaration takes its dice as soon as it is made.
    assert (aldo.life_dice, aldo.will_dice, aldo.life, aldo.will) == (2, 3, 3, 4)
    assert (aldo.hope, aldo.hope_max, aldo.hp, aldo.hp_max, aldo.tension_value) == (2, 3, 20, 20, 41)
    assert aldo.effects == (EffectView("Haste", 2, "rounds"),)
    assert aldo.declarations == (DeclarationView("quick", 1),)
    assert (people["Goblin"].side, people["Goblin"].numbers) == ("enemy", None)
    assert (people["Dora"].side, people["Dora"].numbers) == ("ally", None)
    assert "Hidden" not in _strings(view)
    for private in (SECRET, "Aldo's player's note", "Bea's private note"):
        assert private not in _strings(view)
    assert view.order == ()
    table.run(tracker.confirm_order, None)
    numbers = next(p for p in table_view(table.campaign).people if p.name == "Aldo").numbers
    assert numbers is not None
    assert (numbers.life_dice, numbers.will_dice) == (2, 3)


def test_the_order_marks_the_current_sequence_the_next_and_those_done() -> None:
    table = _table()
    ids = _declaring(table)
    table.run(tracker.confirm_order, None)
    view = table_view(table.campaign)
    assert view.phase == "acting"
    first = view.order[0]
    assert (first.current, first.done, first.next) == (True, False, False)
    assert view.order[1].next
    assert not view.order[1].current
    assert view.sequence == first.value
    table.run(tracker.next_slot, None)
    view = table_view(table.campaign)
    assert view.order[0].done
    assert view.order[1].current
    assert view.order[2].next
    simultaneous = [slot for slot in view.order if len(slot.combatant_ids) > 1]
    assert all(set(slot.combatant_ids) <= set(ids.values()) for slot in simultaneous)


def test_each_kind_of_declaration_is_shown_with_its_amount_or_partner() -> None:
    table = _table()
    ids = _declaring(table)
    aldo, bea = ids["Aldo"], ids["Bea"]
    declarations = (
        HopeOnSequence(aldo, (4, 2)),
        Passive(aldo, 1),
        Delay(aldo, 3),
        Sync(aldo, bea),
        Sync(aldo, "gone"),
        Quick(bea, 2),
    )
    fought = table.campaign.encounter.model_copy(update={"declarations": declarations})
    view = table_view(table.campaign.model_copy(update={"encounter": fought}))
    numbers = next(p for p in view.people if p.name == "Aldo").numbers
    assert numbers is not None
    assert numbers.declarations == (
        DeclarationView("hope", 2),
        DeclarationView("passive", 1),
        DeclarationView("delay", 3),
        DeclarationView("sync", partner="Bea"),
        DeclarationView("sync", partner=""),
    )


def test_a_pc_combatant_without_a_pc_sheet_shows_no_tension_value() -> None:
    table = _table()
    table.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"]))
    goblin = _ids(table)["Goblin"]
    table.run(tracker.set_side, tracker.SetSide(goblin, Side.PC))
    stranger = Combatant(id="x", name="Stranger", side=Side.PC, life=1, will=1)
    fought = table.campaign.encounter.model_copy(
        update={"combatants": (*table.campaign.encounter.combatants, stranger)}
    )
    view = table_view(table.campaign.model_copy(update={"encounter": fought}))
    for person in view.people:
        assert person.numbers is not None
        assert person.numbers.tension_value is None


def test_the_last_rolls_are_the_pcs_own_the_latest_last() -> None:
    table = _table()
    ids = _declaring(table)
    table.run(tracker.confirm_order, None)
    table.run(roll, Roll("2D6", character_id="aldo"), dice=ScriptedDice([3, 4]))
    table.run(roll, Roll("1D6", character_id="goblin"), dice=ScriptedDice([6]))
    table.run(roll, Roll("1D6"), dice=ScriptedDice([1]))
    check = tracker.CheckRequest(Essence.LIFE, typed_check(12, 10))
    table.run(tracker.take_check, tracker.TakeCheck(ids["Bea"], check))
    rolls = table_view(table.campaign).rolls
    kinds = [(r.kind, r.who) for r in rolls]
    # The sequence d10s of Aldo and Bea, Aldo's 2D6 and Bea's check; none of the NPCs' or nobody's.
    assert kinds == [
        ("sequence_rolled", "Aldo"),
        ("sequence_rolled", "Bea"),
        ("dice_rolled", "Aldo"),
        ("check_resolved", "Bea"),
    ]
    assert (rolls[0].dice, rolls[0].value, rolls[0].target) == ((9,), 9, None)
    assert (rolls[2].dice, rolls[2].value, rolls[2].text) == ((3, 4), 7, "2D6[3,4] = 7")
    assert (rolls[3].value, rolls[3].target, rolls[3].outcome, rolls[3].round) == (12, 10, "success", 1)
    assert "6" not in [str(v) for r in rolls for v in r.dice if r.who != "Aldo"]


def test_only_the_last_rolls_are_kept_and_odd_entries_show_what_they_hold() -> None:
    many = tuple(
        LogEntry(kind="dice_rolled", params={"character_id": "aldo", "dice": (n,), "total": n})
        for n in range(1, 9)
    )
    odd = (
        LogEntry(kind="dice_rolled", params={"character_id": "aldo", "total": "x"}),
        LogEntry(kind="dice_rolled", params={"character_id": 3}),
        LogEntry(kind="round_ended", params={"round": 1}),
    )
    campaign = Campaign(characters=(fight.aldo(),), log=many + odd)
    rolls = last_rolls(campaign)
    assert len(rolls) == LAST_ROLLS
    assert [r.value for r in rolls] == [4, 5, 6, 7, 8, None]
    assert rolls[-1].dice == ()
    assert last_rolls(campaign, 2)[0].value == 8


def test_a_players_view_holds_their_sheet_and_nobody_elses_notes() -> None:
    emotions = (Emotion(id="joy", name_ja="喜び", name_en="Joy", bond=2),)
    slash = Skill(id="slash", name="Slash", category="攻撃", cost=3, tension_bonus=2, check_value=7)
    aldo = fight.aldo(
        notes="mine",
        skills=(slash,),
        infinity_breaks=(
            InfinityBreak(skill_id="slash", level=3),
            InfinityBreak(skill_id="slash", level=6, used_this_scenario=True),
        ),
        casting_board=(BoardEntry(target_name="Bea", emotions=("joy", "lost"), bond=3),),
        fatigue=2,
    )
    campaign = Campaign(characters=(aldo, fight.bea(notes="Bea's"), fight.goblin()), emotions=emotions)
    campaign = campaign.model_copy(
        update={"options": campaign.options.model_copy(update={"fatigue_penalty_step": 2})}
    )
    view = player_view(campaign, "aldo")
    assert (view.name, view.notes, view.life, view.will) == ("Aldo", "mine", 3, 4)
    # Not in the fight: the essences less the fatigue penalty (1 die for 2 fatigue every 2).
    assert (view.life_dice, view.will_dice, view.fatigue) == (2, 3, 2)
    assert (view.combatant_id, view.can_declare, view.can_check) == (None, False, False)
    assert view.skills[0].name == "Slash"
    assert view.skills[0].tension_bonus == 2
    assert view.breaks == (BreakView("Slash", 3, True), BreakView("Slash", 6, False))
    assert view.breaks_left == 1
    assert view.board == (EntryView("Bea", ("喜び", "lost"), ("Joy", "lost"), 3),)
    assert "Bea's" not in _strings(view)
    with pytest.raises(KeyError):
        player_view(campaign, "goblin")
    with pytest.raises(KeyError):
        player_view(campaign, "nobody")
    assert [c.id for c in playable(campaign)] == ["aldo", "bea"]


def test_a_players_view_in_the_fight_says_what_they_may_ask_for() -> None:
    table = _table()
    ids = _declaring(table)
    table.run(tracker.set_defeated, tracker.SetDefeated(ids["Goblin"], True))
    table.run(tracker.declare, Passive(ids["Aldo"], 1))
    view = player_view(table.campaign, "aldo")
    assert (view.combatant_id, view.can_declare, view.can_check) == (ids["Aldo"], True, False)
    assert view.partners == (PartnerView(ids["Bea"], "Bea"), PartnerView(ids["Dora"], "Dora"))
    assert view.declarations == (DeclarationView("passive", 1),)
    # The passive bonus counts from the declaration on, as the tracker shows it.
    assert (view.passive_bonus, view.hope, view.hp) == (1, 2, 20)
    assert (view.life_dice, view.will_dice) == (3, 4)
    table.run(tracker.confirm_order, None)
    view = player_view(table.campaign, "aldo")
    assert (view.can_declare, view.can_check, view.passive_bonus) == (False, True, 1)
    table.run(tracker.set_defeated, tracker.SetDefeated(ids["Aldo"], True))
    assert not player_view(table.campaign, "aldo").can_check
    table.run(tracker.return_to_low, None)
    low = player_view(table.campaign, "bea")
    assert (low.can_declare, low.can_check) == (False, True)
    assert Pool(current=low.hp, maximum=low.hp_max) == Pool(current=15, maximum=15)


def test_a_players_page_counts_dice_left_as_the_table_does_and_never_below_none() -> None:
    table = _table()
    table.edit(
        "A die less per fatigue",
        lambda c: c.model_copy(update={"options": RuleOptions(fatigue_penalty_step=1)}),
    )
    ids = _declaring(table)
    table.run(tracker.adjust, tracker.Adjust([ids["Bea"]], "fatigue", "1"))
    table.run(tracker.declare, Quick(ids["Bea"], 2))  # Life 2 and Will 2: two dice fewer, one for fatigue
    bea = player_view(table.campaign, "bea")
    numbers = next(p for p in table_view(table.campaign).people if p.name == "Bea").numbers
    assert numbers is not None
    assert (bea.life_dice, bea.will_dice) == (numbers.life_dice, numbers.will_dice) == (0, 0)
    assert player_views(table.campaign) == {"aldo": player_view(table.campaign, "aldo"), "bea": bea}
    table.run(tracker.confirm_order, None)
    assert player_view(table.campaign, "bea").life_dice == 0
    tired = table.campaign.model_copy(update={"encounter": Encounter()})
    tired = tired.model_copy(
        update={
            "characters": tuple(
                c.model_copy(update={"fatigue": 12}) if c.id == "bea" else c for c in tired.characters
            )
        }
    )
    resting = player_view(tired, "bea")  # not in the fight: the essences less the fatigue penalty
    assert (resting.combatant_id, resting.life_dice, resting.will_dice, resting.fatigue) == (None, 0, 0, 12)
