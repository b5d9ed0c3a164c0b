"""Sheets that travel: the comparison of a sheet with the campaign's character, and the update step."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fhrtool.exchange.sheet import sheet_of
from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    Combatant,
    Confrontation,
    Counters,
    Emotion,
    Encounter,
    InfinityBreak,
    LogEntry,
    Pool,
    Sheet,
    Side,
    Skill,
    Stat,
    StatKind,
    TensionMode,
)
from fhrtool.model.text import Bilingual, Text
from fhrtool.rules import RuleError
from fhrtool.rules.dice import RandomDice
from fhrtool.steps import merge
from fhrtool.steps import sheet as sheet_steps
from fhrtool.steps.merge import (
    Change,
    Comparison,
    Group,
    UpdateFromSheet,
    compare,
    exchange_base,
    recognise,
    state_digest,
)
from fhrtool.steps.step import InvalidValueError
from tests.steps.table import Table
from tests.storage.strategies import characters, unique_ids

NOW = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
GET_ALONG = Emotion(id="get-along", name_ja="気が合う", name_en="Get along", bond=2)
OLD_TIES = Emotion(id="old-ties", name_ja="腐れ縁", name_en="Old ties", bond=2)
JEALOUSY = Emotion(id="jealousy", name_ja="嫉妬", name_en="Jealousy", bond=4, mad=True)
SLASH = Skill(id="slash", name="斬撃", cost=3, tension_bonus=2, effect="ダメージ+《1D》")
GUARD = Skill(id="guard", name="守り")
REI_ENTRY = BoardEntry(id="e-rei", target_id="rei", target_name="白河 レイ", emotions=("get-along",), bond=2)


def _yuu(**fields: object) -> Character:
    yuu = Character(
        id="yuu",
        name="天城 ユウ",
        player="Mika",
        level=2,
        life=3,
        will=4,
        hope=Pool(current=2, maximum=3),
        hp=Pool(current=20, maximum=24),
        concentration=41,
        tension_value=43,
        skills=(SLASH, GUARD),
        infinity_breaks=(InfinityBreak(id="ib-1", skill_id="slash", level=3),),
        unused_emotions=("old-ties",),
        casting_board=(REI_ENTRY,),
    )
    return yuu.model_copy(update=fields)


def _rei() -> Character:
    return Character(
        id="rei",
        name="白河 レイ",
        casting_board=(
            BoardEntry(id="e-yuu", target_id="yuu", target_name="天城 ユウ", emotions=("jealousy",), bond=4),
        ),
    )


def _gm(yuu: Character | None = None, **campaign: object) -> Campaign:
    return Campaign(characters=(yuu or _yuu(), _rei()), emotions=(GET_ALONG, OLD_TIES, JEALOUSY), **campaign)


def _edited(character: Character, **fields: object) -> Character:
    return character.model_copy(update=fields)


def _with(campaign: Campaign, character: Character) -> Campaign:
    return campaign.model_copy(
        update={"characters": tuple(character if c.id == character.id else c for c in campaign.characters)}
    )


def _sheet(character: Character, base: Character | None = None, **fields: object) -> Sheet:
    return Sheet(
        character=character,
        emotions=(GET_ALONG, OLD_TIES, JEALOUSY),
        exported_from=state_digest(character),
        base=base,
        **fields,
    )


def _keys(comparison: Comparison) -> list[tuple[str, ...]]:
    return [change.key for change in comparison.changes]


def _update(campaign: Campaign, sheet: Sheet, take: frozenset[tuple[str, ...]] | None = None) -> Campaign:
    if take is None:
        take = compare(campaign, sheet.character.id, sheet).default_take()
    step = merge.update_from_sheet(
        campaign, UpdateFromSheet(sheet.character.id, sheet, take), RandomDice(1), lambda: NOW
    )
    return step.campaign


# The round trip of the issue: the GM's export, the player's level-up, the sheet back -------------


def test_a_player_s_level_up_comes_back_as_three_changes_and_keeps_every_link() -> None:
    gm = _gm()
    exported = sheet_of(gm, gm.character("yuu"))
    player = sheet_steps.import_sheet(Campaign(), exported, RandomDice(1), lambda: NOW).campaign
    assert player.character("yuu") == gm.character("yuu")
    assert [entry.kind for entry in player.log] == ["sheet_taken"]
    mine = player.character("yuu")
    leveled = _edited(mine, level=3, hope=Pool(current=2, maximum=4), notes="会いたい人がいる")
    player = _with(player, leveled)
    back = sheet_of(player, leveled)
    assert back.base == mine  # what the player's campaign took in: the state both sides had
    # Meanwhile the GM's table took 5 HP off her: not the player's change, and not lost.
    gm = _with(gm, _edited(gm.character("yuu"), hp=Pool(current=15, maximum=24)))
    comparison = compare(gm, "yuu", back)
    assert _keys(comparison) == [("field", "level"), ("pool", "hope", "maximum"), ("notes",)]
    assert comparison.conflicts == ()
    assert comparison.groups == (Group.SHEET, Group.NOTES)
    step = merge.update_from_sheet(
        gm, UpdateFromSheet("yuu", back, comparison.default_take()), RandomDice(1), lambda: NOW
    )
    assert step.name == Text("Update {name} from the sheet ({count} changes)", name="天城 ユウ", count=3)
    assert step.result == 3
    yuu = step.campaign.character("yuu")
    assert (yuu.level, yuu.hope, yuu.hp, yuu.notes) == (
        3,
        Pool(current=2, maximum=4),
        Pool(current=15, maximum=24),
        "会いたい人がいる",
    )
    assert [c.id for c in step.campaign.characters] == ["yuu", "rei"]
    assert step.campaign.character("rei").casting_board[0].target_id == "yuu"
    (entry,) = step.campaign.log
    assert (entry.kind, entry.params["character_id"], entry.params["changes"]) == ("sheet_taken", "yuu", 3)
    assert exchange_base(step.campaign, "yuu") == leveled


def test_the_gm_s_results_go_back_into_the_player_s_campaign_the_same_way() -> None:
    gm = _gm()
    player = sheet_steps.import_sheet(
        Campaign(), sheet_of(gm, gm.character("yuu")), RandomDice(1), lambda: NOW
    ).campaign
    yuu = gm.character("yuu")
    after_session = _edited(
        yuu,
        hope=Pool(current=0, maximum=3),
        fatigue=2,
        hp=Pool(current=7, maximum=24),
        tension_value=60,
        infinity_breaks=(yuu.infinity_breaks[0].model_copy(update={"used_this_scenario": True}),),
        casting_board=(
            *yuu.casting_board,
            BoardEntry(id="e-kai", target_name="カイ", emotions=("jealousy",), bond=4),
        ),
        confrontations=(
            Confrontation(id="c-1", entry_id="e-rei", emotion_id="get-along", opposing_emotion_id="jealousy"),
        ),
    )
    gm = _with(gm, after_session)
    comparison = compare(player, "yuu", sheet_of(gm, after_session))
    assert comparison.groups == (Group.SHEET, Group.INFINITY_BREAK, Group.BOARD, Group.TENSION)
    assert comparison.conflicts == ()
    updated = _update(player, sheet_of(gm, after_session))
    assert updated.character("yuu") == after_session
    assert JEALOUSY in updated.emotions


# Conflicts --------------------------------------------------------------------------------------


def test_a_field_both_sides_changed_is_a_conflict_shown_with_both_values() -> None:
    base = _yuu()
    gm = _with(_gm(), _edited(base, level=4, hope=Pool(current=1, maximum=3)))
    sheet = _sheet(_edited(base, level=3), base)
    comparison = compare(gm, "yuu", sheet)
    (change,) = comparison.changes
    assert change == Change(("field", "level"), 2, 4, 3, both_changed=True)
    assert change.conflict
    assert change.takeable
    assert comparison.default_take() == frozenset()
    assert _update(gm, sheet) == gm  # nothing taken: nothing changes, nothing is logged
    assert _update(gm, sheet, frozenset({("field", "level")})).character("yuu").level == 3


def test_both_sides_making_the_same_change_is_no_change() -> None:
    base = _yuu()
    gm = _with(_gm(), _edited(base, level=3))
    assert compare(gm, "yuu", _sheet(_edited(base, level=3), base)).changes == ()


def _rule_of(campaign: Campaign, sheet: Sheet, key: tuple[str, ...]) -> Text | None:
    changes = {change.key: change for change in compare(campaign, "yuu", sheet).changes}
    return changes[key].rule


def test_a_board_entry_gone_from_the_sheet_is_refused_with_the_rule() -> None:
    base = _yuu()
    sheet = _sheet(_edited(base, casting_board=()), base)
    rule = _rule_of(_gm(base), sheet, ("entry", "e-rei"))
    assert rule is not None
    assert "一度キャスティングボードに入れたキャラクターは、外すことができない" in rule.template
    comparison = compare(_gm(base), "yuu", sheet)
    assert comparison.default_take() == frozenset()
    assert comparison.group_keys(Group.BOARD) == frozenset()
    with pytest.raises(RuleError, match="can never be removed"):
        _update(_gm(base), sheet, frozenset({("entry", "e-rei")}))


def test_infinity_break_registrations_cannot_change_go_beyond_three_or_share_a_level() -> None:
    base = _yuu(level=9)
    changed = _edited(base, infinity_breaks=(InfinityBreak(id="ib-1", skill_id="guard", level=3),))
    assert _rule_of(_gm(base), _sheet(changed, base), ("registration", "ib-1")) == merge._REGISTRATION_FIXED
    removed = _edited(base, infinity_breaks=())
    assert _rule_of(_gm(base), _sheet(removed, base), ("registration", "ib-1")) == merge._REGISTRATION_FIXED
    many = _edited(
        base,
        infinity_breaks=(
            *base.infinity_breaks,
            InfinityBreak(id="ib-2", skill_id="slash", level=6),
            InfinityBreak(id="ib-3", skill_id="guard", level=3),
            InfinityBreak(id="ib-4", skill_id="guard", level=9),
            InfinityBreak(id="ib-5", skill_id="guard", level=9),
        ),
    )
    comparison = compare(_gm(base), "yuu", _sheet(many, base))
    rules = {change.key[1]: change.rule for change in comparison.changes}
    assert rules["ib-2"] is None
    assert rules["ib-3"] == Text("level {level} already has an Infinity Break registration", level=3)
    assert rules["ib-4"] is None
    assert rules["ib-5"] == Text(
        "a character has at most {count} Infinity Break registrations (levels 3, 6 and 9)", count=3
    )
    updated = _update(_gm(base), _sheet(many, base))
    assert [r.id for r in updated.character("yuu").infinity_breaks] == ["ib-1", "ib-2", "ib-4"]


def test_a_use_of_this_scenario_does_not_go_back() -> None:
    base = _yuu()
    used = _edited(
        base, infinity_breaks=(base.infinity_breaks[0].model_copy(update={"used_this_scenario": True}),)
    )
    gm = _with(_gm(), used)
    assert _rule_of(gm, _sheet(base), ("use", "ib-1")) == merge._USE_BACK
    # The other way round it is an ordinary change.
    assert _rule_of(_gm(), _sheet(used, base), ("use", "ib-1")) is None


def test_unused_emotions_above_the_limit_are_refused() -> None:
    base = _yuu()
    crowded = _edited(base, unused_emotions=("old-ties", "get-along", "jealousy", "old-ties"))
    assert _rule_of(_gm(), _sheet(crowded, base), ("unused",)) == Text(
        "{count} unused emotions are more than the limit of {limit}", count=4, limit=3
    )
    # The sheet raised the limit too (a skill): within it, and taken.
    roomy = _edited(crowded, unused_emotion_limit=4)
    assert _rule_of(_gm(), _sheet(roomy, base), ("unused",)) is None
    # The campaign lowered it meanwhile: its limit counts.
    gm = _with(_gm(), _edited(base, unused_emotion_limit=2))
    assert (
        _rule_of(
            gm,
            _sheet(_edited(base, unused_emotions=("old-ties", "get-along", "jealousy")), base),
            ("unused",),
        )
        is not None
    )


def test_a_skill_registered_as_an_infinity_break_stays() -> None:
    base = _yuu()
    sheet = _sheet(_edited(base, skills=(GUARD,), infinity_breaks=()), base)
    assert _rule_of(_gm(), sheet, ("skill", "slash")) == merge._SKILL_REGISTERED
    assert _rule_of(_gm(), sheet, ("registration", "ib-1")) == merge._REGISTRATION_FIXED
    # A skill no registration names may go.
    assert _update(_gm(), _sheet(_edited(base, skills=(SLASH,)), base)).character("yuu").skills == (SLASH,)


def test_a_board_entry_for_a_character_the_campaign_lacks_is_refused() -> None:
    base = _yuu()
    stranger = BoardEntry(
        id="e-x", target_id="stranger", target_name="見知らぬ人", emotions=("jealousy",), bond=4
    )
    sheet = _sheet(_edited(base, casting_board=(REI_ENTRY, stranger)), base)
    assert _rule_of(_gm(), sheet, ("entry", "e-x")) == Text(
        "{target} is not a character of this campaign", target="見知らぬ人"
    )
    # An entry for someone without an id (met, never in any campaign) or for herself is fine.
    unnamed = stranger.model_copy(update={"target_id": None})
    herself = stranger.model_copy(update={"id": "e-self", "target_id": "yuu"})
    ok = _sheet(_edited(base, casting_board=(REI_ENTRY, unnamed, herself)), base)
    assert compare(_gm(), "yuu", ok).conflicts == ()


def test_with_a_fight_running_the_campaign_keeps_current_hp_hope_fatigue_and_tension() -> None:
    base = _yuu()
    results = _edited(
        base, hp=Pool(current=5, maximum=26), hope=Pool(current=0, maximum=3), fatigue=3, tension_value=70
    )
    fight = _gm(encounter=Encounter(mode=TensionMode.HIGH))
    comparison = compare(fight, "yuu", _sheet(results, base))
    assert comparison.fight_running
    assert comparison.default_take() == frozenset({("pool", "hp", "maximum")})
    assert comparison.group_keys(Group.SHEET) == frozenset(
        {
            ("pool", "hp", "current"),
            ("pool", "hp", "maximum"),
            ("pool", "hope", "current"),
            ("field", "fatigue"),
        }
    )
    quiet = compare(_gm(), "yuu", _sheet(results, base))
    assert len(quiet.default_take()) == 5


def test_a_running_fight_keeps_its_combatants_counters_and_declarations() -> None:
    base = _yuu()
    fighter = Combatant(
        id="c-yuu", name="天城 ユウ", character_id="yuu", side=Side.PC, hp=Pool(current=12, maximum=24)
    )
    fight = Encounter(
        mode=TensionMode.HIGH, round=2, combatants=(fighter,), counters={"c-yuu": Counters(life=-1)}
    )
    gm = _gm(encounter=fight)
    results = _edited(base, level=3, hp=Pool(current=5, maximum=24))
    step = merge.update_from_sheet(
        gm,
        UpdateFromSheet(
            "yuu", _sheet(results, base), frozenset({("field", "level"), ("pool", "hp", "current")})
        ),
        RandomDice(1),
        lambda: NOW,
    )
    # The fight keeps its place, counters and declarations; the HP taken is the sheet's, in the fight too.
    after = step.campaign.encounter
    assert after.model_copy(update={"combatants": gm.encounter.combatants}) == gm.encounter
    assert after.combatants == (fighter.model_copy(update={"hp": Pool(current=5, maximum=24)}),)
    assert after.counters is gm.encounter.counters
    assert step.campaign.character("yuu").hp == Pool(current=5, maximum=24)
    assert step.campaign.character("rei") is gm.character("rei")


def test_taking_a_current_above_the_maximum_kept_lowers_it() -> None:
    base = _yuu()
    gm = _with(_gm(), _edited(base, hp=Pool(current=10, maximum=10)))
    sheet = _sheet(_edited(base, hp=Pool(current=22, maximum=24)), base)
    assert _update(gm, sheet).character("yuu").hp == Pool(current=10, maximum=10)


# What the update takes along ----------------------------------------------------------------------


def test_a_new_registration_brings_its_new_skill_and_a_confrontation_its_entry() -> None:
    base = _yuu(level=6)
    dash = Skill(id="dash", name="疾走")
    kai = BoardEntry(id="e-kai", target_name="カイ", emotions=("jealousy",), bond=4)
    sheet = _sheet(
        _edited(
            base,
            skills=(*base.skills, dash),
            infinity_breaks=(*base.infinity_breaks, InfinityBreak(id="ib-2", skill_id="dash", level=6)),
            casting_board=(REI_ENTRY, kai),
            confrontations=(
                Confrontation(
                    id="c", entry_id="e-kai", emotion_id="jealousy", opposing_emotion_id="old-ties"
                ),
            ),
        ),
        base,
    )
    take = frozenset({("registration", "ib-2"), ("confrontation", "c")})
    step = merge.update_from_sheet(_gm(base), UpdateFromSheet("yuu", sheet, take), RandomDice(1), lambda: NOW)
    yuu = step.campaign.character("yuu")
    assert [s.id for s in yuu.skills] == ["slash", "guard", "dash"]
    assert [e.id for e in yuu.casting_board] == ["e-rei", "e-kai"]
    assert step.result == 4


def test_a_changed_skill_or_stat_is_replaced_where_it_stands() -> None:
    base = _yuu(extra_stats=(Stat(id="s", name="魅力", kind=StatKind.ABILITY, value=1),))
    stronger = SLASH.model_copy(update={"cost": 5})
    stat = Stat(id="s", name="魅力", kind=StatKind.ABILITY, value=2)
    sheet = _sheet(_edited(base, skills=(stronger, GUARD), extra_stats=(stat,)), base)
    yuu = _update(_gm(base), sheet).character("yuu")
    assert (yuu.skills, yuu.extra_stats) == ((stronger, GUARD), (stat,))


def test_an_update_that_makes_no_valid_sheet_is_refused() -> None:
    # The campaign took the skill off; the sheet registers it: the registration would name no skill.
    base = _yuu(level=6)
    gm = _with(_gm(), _edited(base, skills=(SLASH,)))
    sheet = _sheet(
        _edited(
            base, infinity_breaks=(*base.infinity_breaks, InfinityBreak(id="ib-2", skill_id="guard", level=6))
        ),
        base,
    )
    with pytest.raises(InvalidValueError, match="Infinity Break names a skill that is not on the sheet"):
        _update(gm, sheet)


def test_emotions_merge_through_the_catalogue_only_when_taken() -> None:
    base = _yuu(unused_emotions=())
    twin = Emotion(id="their-jealousy", name_ja="嫉妬", name_en="Envy", bond=4, mad=True)
    fresh = Emotion(id="awe", name_ja="畏怖", bond=4, mad=True)
    clash = Emotion(id="old-ties", name_ja="別物", bond=2)
    theirs = _edited(base, unused_emotions=("their-jealousy", "awe", "old-ties"))
    sheet = Sheet(character=theirs, emotions=(twin, fresh, clash), base=base)
    comparison = compare(_gm(base), "yuu", sheet)
    (change,) = comparison.changes
    fresh_clash = comparison.theirs.unused_emotions[2]
    assert change.theirs == ("jealousy", "awe", fresh_clash)
    assert fresh_clash != "old-ties"
    kept = _update(_gm(base), sheet, frozenset())
    assert kept.emotions == _gm().emotions
    updated = _update(_gm(base), sheet)
    new_id = updated.character("yuu").unused_emotions[2]
    assert [e.id for e in updated.emotions] == ["get-along", "old-ties", "jealousy", "awe", new_id]
    assert updated.emotion(new_id).name_ja == "別物"


# Where the base comes from ------------------------------------------------------------------------


def test_without_a_base_every_difference_is_the_sheet_s_change() -> None:
    gm = _with(_gm(), _yuu(level=5))
    comparison = compare(gm, "yuu", _sheet(_yuu(level=3)))
    assert comparison.base is None
    assert comparison.changes == (Change(("field", "level"), 5, 5, 3),)


def test_the_campaign_s_own_log_gives_the_base_when_the_sheet_has_none() -> None:
    gm = _gm()
    # The player's sheet came in once; the GM changed the level since; the player changed the notes.
    first = _sheet(_yuu(notes="a"))
    gm = _update(gm, first)
    assert exchange_base(gm, "yuu") == _yuu(notes="a")
    gm = _with(gm, _edited(gm.character("yuu"), level=7))
    again = _sheet(_yuu(notes="b"))
    comparison = compare(gm, "yuu", again)
    assert _keys(comparison) == [("notes",)]
    # The very sheet taken in before brings nothing new.
    assert compare(gm, "yuu", first).changes == ()


def test_a_log_entry_that_is_not_a_character_gives_no_base() -> None:
    def taken(state: object, digest: object = "d") -> LogEntry:
        return LogEntry(kind="sheet_taken", params={"character_id": "yuu", "state": state, "digest": digest})

    other = LogEntry(kind="sheet_taken", params={"character_id": "rei", "state": "{}", "digest": "d"})
    assert exchange_base(_gm(log=(taken("{not json"), other)), "yuu") is None
    assert exchange_base(_gm(log=(taken(3),)), "yuu") is None
    assert exchange_base(_gm(log=(taken(_yuu().model_dump_json(), None),)), "yuu") is None
    assert exchange_base(_gm(log=(LogEntry(kind="dice_rolled"),)), "yuu") is None


def test_a_sheet_changed_by_hand_after_its_export_says_so() -> None:
    sheet = _sheet(_yuu())
    assert not compare(_gm(), "yuu", sheet).edited_after_export
    assert compare(_gm(), "yuu", sheet.model_copy(update={"character": _yuu(level=3)})).edited_after_export
    assert not compare(_gm(), "yuu", Sheet(character=_yuu())).edited_after_export


def test_recognise_by_id_and_by_exact_name() -> None:
    gm = _gm()
    assert recognise(gm, _sheet(_yuu())) == merge.Recognition(gm.character("yuu"), ())
    namesake = Character(id="other", name="天城 ユウ")
    assert recognise(gm, Sheet(character=namesake)) == merge.Recognition(None, (gm.character("yuu"),))
    assert recognise(gm, Sheet(character=Character(id="x", name="x"))) == merge.Recognition(None, ())


def test_a_character_recognised_by_name_keeps_its_id_and_its_base_is_stored_under_it() -> None:
    namesake = _yuu(id="their-yuu", level=3)
    sheet = Sheet(character=namesake, emotions=(GET_ALONG, OLD_TIES))
    step = merge.update_from_sheet(
        _gm(), UpdateFromSheet("yuu", sheet, frozenset({("field", "level")})), RandomDice(1), lambda: NOW
    )
    assert step.campaign.character("yuu").level == 3
    base = exchange_base(step.campaign, "yuu")
    assert base is not None
    assert base.id == "yuu"
    assert sheet_of(step.campaign, step.campaign.character("yuu")).base == base


def test_an_update_is_named_by_its_character_and_count_and_logs_once() -> None:
    base = _yuu()
    update = UpdateFromSheet("yuu", _sheet(_edited(base, level=3), base), frozenset({("field", "level")}))
    step = merge.update_from_sheet(_gm(), update, RandomDice(1), lambda: NOW)
    assert step.name == Text("Update {name} from the sheet ({count} change)", name="天城 ユウ", count=1)
    assert step.result == 1
    assert [entry.params["character_id"] for entry in step.campaign.log] == ["yuu"]
    rei = _rei()
    nothing = merge.update_from_sheet(
        _gm(), UpdateFromSheet("rei", _sheet(rei, rei), frozenset()), RandomDice(1), lambda: NOW
    )
    assert nothing.campaign.log == ()
    assert nothing.result == 0


# The changes in words -----------------------------------------------------------------------------


def test_every_kind_of_change_has_a_label_and_values_in_words() -> None:
    base = _yuu(level=9, extra_stats=(Stat(id="s", name="魅力", kind=StatKind.ABILITY, value=1),))
    kai = BoardEntry(id="e-kai", target_name="カイ", emotions=("jealousy",), bond=4)
    theirs = _edited(
        base,
        level=10,
        hp=Pool(current=21, maximum=25),
        extra_stats=(Stat(id="s", name="魅力", kind=StatKind.ABILITY, value=2),),
        skills=(SLASH.model_copy(update={"cost": 4}), GUARD),
        infinity_breaks=(
            base.infinity_breaks[0].model_copy(update={"used_this_scenario": True}),
            InfinityBreak(id="ib-2", skill_id="guard", level=6),
        ),
        unused_emotions=("get-along",),
        casting_board=(REI_ENTRY, kai),
        confrontations=(
            Confrontation(
                id="c",
                entry_id="e-kai",
                emotion_id="jealousy",
                opposing_emotion_id="old-ties",
                kept_emotion_id="old-ties",
            ),
            Confrontation(id="d", entry_id="e-rei", emotion_id="get-along", opposing_emotion_id="old-ties"),
        ),
        tension_value=50,
        notes="メモ",
    )
    comparison = compare(_gm(base), "yuu", _sheet(theirs, base))
    shown = {
        change.key: (
            str(merge.change_label(comparison, change)),
            str(merge.value_text(comparison, change, change.ours)),
            str(merge.value_text(comparison, change, change.theirs)),
        )
        for change in comparison.changes
    }
    assert shown == {
        ("field", "level"): ("Level", "9", "10"),
        ("pool", "hp", "current"): ("HP (current)", "20", "21"),
        ("pool", "hp", "maximum"): ("HP (maximum)", "24", "25"),
        ("stat", "s"): ("魅力", "魅力 1", "魅力 2"),
        ("skill", "slash"): (
            "Skill 斬撃",
            "斬撃 (cost 3, TB 2) ダメージ+《1D》",
            "斬撃 (cost 4, TB 2) ダメージ+《1D》",
        ),
        ("use", "ib-1"): ("Infinity Break of level 3 used this scenario", "no", "yes"),
        ("registration", "ib-2"): ("Infinity Break registration of level 6", "(none)", "守り at level 6"),
        ("unused",): ("Unused emotions", "Old ties", "Get along"),
        ("entry", "e-kai"): ("Entry カイ", "(none)", "Jealousy (bond 4)"),
        ("confrontation", "c"): (
            "Confrontation on カイ",
            "(none)",
            "Jealousy against Old ties, kept: Old ties",
        ),
        ("confrontation", "d"): (
            "Confrontation on 白河 レイ",
            "(none)",
            "Get along against Old ties, kept: —",
        ),
        ("tension",): ("Tension value", "43", "50"),
        ("notes",): ("Notes", "", "メモ"),
    }
    assert comparison.in_group(Group.INFINITY_BREAK) == tuple(
        change for change in comparison.changes if change.key[0] in ("use", "registration")
    )
    unused = next(change for change in comparison.changes if change.key == ("unused",))
    value = merge.value_text(comparison, unused, ("jealousy",))
    assert value == Text("{value}", value=Bilingual("嫉妬", "Jealousy"))
    gone = Change(("registration", "ib-9"), None, ("gone", 9), None)
    assert str(merge.change_label(comparison, gone)) == "Infinity Break registration of level ?"
    assert str(merge.value_text(comparison, gone, gone.ours)) == "gone at level 9"
    assert (
        str(merge.change_label(comparison, Change(("pool", "hope", "maximum"), 1, 1, 2))) == "Hope (maximum)"
    )


def test_texts_that_begin_alike_are_shown_from_where_they_part() -> None:
    comparison = compare(_gm(_yuu()), "yuu", _sheet(_yuu(), _yuu()))
    note = "剣道部の主将。仲間のためなら無茶をする。Captain of the club"
    longer = Change(("notes",), note, note, note + "\n次のセッションで兄を探す。手がかりは古い神社。")
    ours = str(merge.value_text(comparison, longer, longer.ours))
    theirs = str(merge.value_text(comparison, longer, longer.theirs))
    # Five characters before they part, then up to twenty in all.
    assert (ours, theirs) == ("… club", "… club\n次のセッションで兄を探す。…")
    short = Change(("notes",), "", "メモ", "メモ2")
    assert str(merge.value_text(comparison, short, short.theirs)) == "メモ2"
    apart = Change(("notes",), "", "A" * 30, "B" * 30)
    assert str(merge.value_text(comparison, apart, apart.theirs)) == "B" * 19 + "…"
    gone = Change(("notes",), "", note, None)
    assert str(merge.value_text(comparison, gone, gone.ours)) == note[:19] + "…"


# Properties -------------------------------------------------------------------------------------


@st.composite
def _campaigns_with_a_character(draw: st.DrawFn) -> tuple[Campaign, Character]:
    emotion_ids = draw(unique_ids(3))
    character = draw(characters("pc", emotion_ids))
    emotions = tuple(
        Emotion(id=emotion_id, name_ja=f"感情{n}", bond=2) for n, emotion_id in enumerate(emotion_ids)
    )
    campaign = Campaign(characters=(character,), emotions=emotions)
    return campaign, character


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(_campaigns_with_a_character())
def test_a_character_exported_and_taken_back_changes_nothing(drawn: tuple[Campaign, Character]) -> None:
    campaign, character = drawn
    sheet = sheet_of(campaign, character)
    comparison = compare(campaign, character.id, sheet)
    assert comparison.changes == ()
    assert _update(campaign, sheet, frozenset()) == campaign


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(_campaigns_with_a_character(), st.data())
def test_an_update_then_undo_restores_the_campaign_exactly(
    drawn: tuple[Campaign, Character], data: st.DataObject
) -> None:
    campaign, character = drawn
    theirs = _edited(
        character,
        level=character.level % 99 + 1,
        notes=character.notes + "!",
        tension_value=(character.tension_value + 1) % 101,
    )
    sheet = Sheet(character=theirs, emotions=campaign.emotions, base=character)
    comparison = compare(campaign, character.id, sheet)
    take = frozenset(data.draw(st.sets(st.sampled_from([c.key for c in comparison.changes]))))
    table = Table(campaign)
    table.run(merge.update_from_sheet, UpdateFromSheet(character.id, sheet, take))
    assert (table.campaign != campaign) == bool(take)
    table.undo_stack.undo()
    assert table.campaign == campaign


_EDITABLE = {
    "level": (1, 99),
    "life": (0, 9_999),
    "will": (0, 9_999),
    "reflex": (-999, 999),
    "perception": (-999, 999),
    "sense": (-999, 999),
    "fatigue": (0, 9_999),
    "concentration": (0, 9_999),
    "unused_emotion_limit": (0, 99),
    "tension_value": (0, 100),
}


def _bumped(value: int, by: int, bounds: tuple[int, int]) -> int:
    return value + by if value + by <= bounds[1] else value - by


def _key(field: str) -> tuple[str, ...]:
    if field in _POOL_MAXIMA:
        return ("pool", field, "maximum")
    return {"tension_value": ("tension",), "notes": ("notes",)}.get(field, ("field", field))


_POOL_MAXIMA = ("hope", "hp")
_TEXTS = ("notes", "player")
_FIELDS = sorted((*_EDITABLE, *_POOL_MAXIMA, *_TEXTS))


def _edit(character: Character, field: str, by: int) -> Character:
    """``character`` with ``field`` changed: one side changes by 1, the other by 2, never alike."""
    if field in _POOL_MAXIMA:
        pool = getattr(character, field)
        return _edited(character, **{field: Pool(current=pool.current, maximum=pool.maximum + by)})
    if field in _TEXTS:
        return _edited(character, **{field: f"{by}:{getattr(character, field)}"})
    return _edited(character, **{field: _bumped(getattr(character, field), by, _EDITABLE[field])})


@settings(max_examples=80, suppress_health_check=[HealthCheck.too_slow])
@given(
    _campaigns_with_a_character(),
    st.sets(st.sampled_from(_FIELDS)),
    st.sets(st.sampled_from(_FIELDS)),
    st.booleans(),
    st.booleans(),
)
def test_a_field_changed_on_one_side_is_taken_and_on_both_is_a_conflict(
    drawn: tuple[Campaign, Character], ours: set[str], theirs: set[str], our_skill: bool, their_skill: bool
) -> None:
    campaign, base = drawn
    mine, sent = base, base
    for field in ours:
        mine = _edit(mine, field, 1)
    for field in theirs:
        sent = _edit(sent, field, 2)
    if our_skill:
        mine = _edited(mine, skills=(*mine.skills, Skill(id="ours-new", name="ours")))
    if their_skill:
        sent = _edited(sent, skills=(*sent.skills, Skill(id="theirs-new", name="theirs")))
    campaign = _with(campaign, mine)
    sheet = Sheet(character=sent, emotions=campaign.emotions, base=base)
    changes = {change.key: change for change in compare(campaign, base.id, sheet).changes}
    expected = {_key(f) for f in theirs} | ({("skill", "theirs-new")} if their_skill else set())
    assert set(changes) == expected
    assert {key for key, change in changes.items() if change.both_changed} == {_key(f) for f in ours & theirs}
    assert all(change.rule is None for change in changes.values())
    merged = _update(campaign, sheet).character(base.id)
    for field in _FIELDS:
        source = mine if field not in theirs or field in ours else sent
        assert getattr(merged, field) == getattr(source, field), field
    assert {s.id for s in merged.skills} == {s.id for s in mine.skills} | (
        {"theirs-new"} if their_skill else set()
    )
