"""Hypothesis strategies for valid campaigns and sheets: every kind of record the files hold."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from hypothesis import strategies as st

from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    CharacterKind,
    Combatant,
    Confrontation,
    Counters,
    Delay,
    DurationUnit,
    Effect,
    Emotion,
    Encounter,
    HopeOnSequence,
    InfinityBreak,
    LogEntry,
    Passive,
    Phase,
    Pool,
    Quick,
    RuleOptions,
    Sheet,
    Side,
    Skill,
    Slot,
    Stat,
    StatKind,
    Sync,
    TensionMode,
)
from fhrtool.model.encounter import SHARED_NUMBERS
from fhrtool.model.options import CheckMode, CostSplit, ExtraActions, NegativeSequence
from fhrtool.storage.consistency import check_campaign

ids = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789_.:-", min_size=1, max_size=12)
names = st.text(max_size=24)
texts = st.text(max_size=80)
scores = st.integers(-999, 999)
counts = st.integers(0, 9_999)
small = st.integers(0, 20)


def unique_ids(size: int, min_size: int = 0) -> st.SearchStrategy[list[str]]:
    return st.lists(ids, min_size=min_size, max_size=size, unique=True)


@st.composite
def pools(draw: st.DrawFn) -> Pool:
    maximum = draw(small)
    return Pool(current=draw(st.integers(-5, maximum)), maximum=maximum)


@st.composite
def skills(draw: st.DrawFn, skill_id: str) -> Skill:
    return Skill(
        id=skill_id,
        name=draw(names),
        category=draw(st.sampled_from(["", "常時", "攻撃"])),
        cost=draw(small),
        tension_bonus=draw(small),
        check_value=draw(st.none() | scores),
        effect=draw(texts),
        is_extra=draw(st.booleans()),
        is_servant=draw(st.booleans()),
    )


@st.composite
def board_entries(draw: st.DrawFn, entry_id: str, emotion_ids: list[str]) -> BoardEntry:
    return BoardEntry(
        id=entry_id,
        target_id=draw(st.none() | ids),
        target_name=draw(names),
        emotions=tuple(draw(st.lists(st.sampled_from(emotion_ids), min_size=1, max_size=3, unique=True))),
        bond=draw(small),
        added_scenario=draw(small),
        added_session=draw(small),
    )


@st.composite
def characters(draw: st.DrawFn, character_id: str, emotion_ids: list[str]) -> Character:
    """A character whose sheet names only the emotions ``emotion_ids`` (of its campaign or sheet)."""
    skill_ids = draw(unique_ids(4))
    entry_ids = draw(unique_ids(4)) if emotion_ids else []
    board = tuple(draw(board_entries(entry_id, emotion_ids)) for entry_id in entry_ids)
    return Character(
        id=character_id,
        name=draw(names),
        player=draw(names),
        notes=draw(texts),
        kind=draw(st.sampled_from(CharacterKind)),
        level=draw(st.integers(1, 99)),
        life=draw(small),
        will=draw(small),
        hope=draw(pools()),
        reflex=draw(scores),
        perception=draw(scores),
        sense=draw(scores),
        extra_stats=tuple(
            Stat(id=stat_id, name=draw(names), kind=draw(st.sampled_from(StatKind)), value=draw(scores))
            for stat_id in draw(unique_ids(2))
        ),
        fatigue=draw(small),
        hp=draw(pools()),
        concentration=draw(small),
        tension_value=draw(st.integers(0, 100)),
        skills=tuple(draw(skills(skill_id)) for skill_id in skill_ids),
        infinity_breaks=tuple(
            InfinityBreak(
                id=f"ib-{index}",
                skill_id=skill_id,
                level=draw(st.sampled_from([3, 6, 9])),
                used_this_scenario=draw(st.booleans()),
            )
            for index, skill_id in enumerate(draw(st.lists(st.sampled_from(skill_ids), max_size=3)))
        )
        if skill_ids
        else (),
        unused_emotions=tuple(draw(st.lists(st.sampled_from(emotion_ids), max_size=3)))
        if emotion_ids
        else (),
        unused_emotion_limit=draw(st.integers(0, 5)),
        casting_board=board,
        confrontations=tuple(
            Confrontation(
                id=f"conf-{index}",
                entry_id=entry.id,
                emotion_id=entry.emotions[0],
                opposing_emotion_id=draw(st.sampled_from(emotion_ids)),
                kept_emotion_id=draw(st.none() | st.just(entry.emotions[0])),
                resolved_in_play=draw(st.booleans()),
                gives_gains=draw(st.booleans()),
            )
            for index, entry in enumerate(draw(st.lists(st.sampled_from(board), max_size=2)))
        )
        if board
        else (),
        traitor=draw(st.booleans()),
    )


@st.composite
def combatants(draw: st.DrawFn, combatant_id: str) -> Combatant:
    return Combatant(
        id=combatant_id,
        name=draw(names),
        character_id=draw(st.none() | ids),
        side=draw(st.sampled_from(Side)),
        life=draw(small),
        will=draw(small),
        reflex=draw(scores),
        perception=draw(scores),
        sense=draw(scores),
        hope=draw(pools()),
        hp=draw(pools()),
        fatigue=draw(small),
        surprised=draw(st.booleans()),
        surprise_check=draw(st.none() | scores),
        resisted_surprise=draw(st.booleans()),
        defeated=draw(st.booleans()),
    )


def declarations(members: list[str]) -> st.SearchStrategy[object]:
    member = st.sampled_from(members)
    return st.one_of(
        st.builds(HopeOnSequence, member, st.lists(st.integers(1, 6), min_size=1, max_size=3).map(tuple)),
        st.builds(Quick, member, st.integers(1, 5)),
        st.builds(Passive, member, st.integers(1, 5)),
        st.builds(Delay, member, st.integers(-10, 30)),
        st.builds(Sync, member, member).filter(lambda sync: sync.partner_id != sync.combatant_id),
    )


@st.composite
def encounters(draw: st.DrawFn) -> Encounter:
    """A coherent encounter: low tension outside rounds, an acting order only in a confirmed round, each
    combatant once per slot, one declaration of each kind per combatant."""
    mode = draw(st.sampled_from(TensionMode))
    phase = draw(st.sampled_from(Phase)) if mode is TensionMode.HIGH else None
    members = draw(unique_ids(5))
    if not members:
        return Encounter(mode=mode, phase=phase, ode=draw(small), round=draw(small))
    some = st.lists(st.sampled_from(members), unique=True)
    order = tuple(
        Slot(
            value=draw(scores),
            combatant_ids=tuple(
                draw(st.lists(st.sampled_from(members), min_size=1, max_size=2, unique=True))
            ),
        )
        for _ in range(draw(st.integers(0, 3)) if phase is Phase.ACTING else 0)
    )
    # A confirmed round without slots is one where nobody's value gave one.
    sequence_values = (
        {member: draw(scores) for member in draw(some)} if order or phase is not Phase.ACTING else {}
    )
    chosen = draw(st.lists(declarations(members), max_size=4))
    return Encounter(
        mode=mode,
        ode=draw(small),
        round=draw(small),
        phase=phase,
        combatants=tuple(draw(combatants(member)) for member in members),
        rolls={member: draw(st.integers(1, 10)) for member in draw(some)},
        declarations=tuple({(d.combatant_id, d.kind): d for d in chosen}.values()),
        sequence_values=sequence_values,
        order=order,
        position=draw(st.integers(0, len(order))),
        counters={
            member: Counters(
                life=draw(st.integers(-5, 0)),
                will=draw(st.integers(-5, 0)),
                passive_bonus=draw(small),
                took_active_action=draw(st.booleans()),
                checks=draw(small),
            )
            for member in draw(some)
        },
        reacted=tuple(draw(some)),
        effects=tuple(
            draw(effects(f"effect-{index}", member))
            for index, member in enumerate(draw(st.lists(st.sampled_from(members), max_size=3)))
        ),
    )


@st.composite
def effects(draw: st.DrawFn, effect_id: str, combatant_id: str) -> Effect:
    duration = draw(st.integers(1, 9))
    return Effect(
        id=effect_id,
        combatant_id=combatant_id,
        name=draw(names),
        note=draw(texts),
        duration=duration,
        unit=draw(st.sampled_from(DurationUnit)),
        remaining=draw(st.integers(0, duration)),
        started_in=draw(st.sampled_from(TensionMode)),
        started_round=draw(small),
    )


log_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-1_000, 1_000),
    names,
    st.lists(st.integers(1, 10), max_size=4).map(tuple),
)
moments = st.none() | st.datetimes(
    min_value=datetime(2000, 1, 1),
    max_value=datetime(2100, 1, 1),
    timezones=st.none() | st.sampled_from([UTC, timezone(timedelta(hours=9))]),
)


@st.composite
def log_entries(draw: st.DrawFn) -> LogEntry:
    return LogEntry(
        kind=draw(st.sampled_from(["roll", "check", "sequence", "note"])),
        params=draw(st.dictionaries(st.text(max_size=8), log_values, max_size=4)),
        mode=draw(st.sampled_from(TensionMode)),
        round=draw(small),
        sequence=draw(st.none() | st.integers(-20, 40)),
        ode=draw(small),
        at=draw(moments),
    )


@st.composite
def emotions(draw: st.DrawFn, emotion_id: str) -> Emotion:
    return Emotion(
        id=emotion_id,
        name_ja=draw(names),
        name_en=draw(names),
        bond=draw(st.integers(0, 9)),
        mad=draw(st.booleans()),
        additional=draw(st.booleans()),
        self_directed=draw(st.booleans()),
    )


@st.composite
def rule_options(draw: st.DrawFn) -> RuleOptions:
    return RuleOptions(
        die_faces=draw(st.integers(2, 100)),
        check_mode=draw(st.sampled_from(CheckMode)),
        extra_actions=draw(st.sampled_from(ExtraActions)),
        negative_sequence=draw(st.sampled_from(NegativeSequence)),
        cost_split=draw(st.sampled_from(CostSplit)),
        delay_minimum=draw(st.integers(-99, 99)),
        empty_board_is_traitor=draw(st.booleans()),
    )


def _with_sheet_numbers(fight: Encounter, roster: tuple[Character, ...]) -> Encounter:
    """``fight`` with a PC's combatants holding its sheet's numbers, as steps keep them."""
    pcs = {character.id: character for character in roster if character.is_pc}
    combatants = tuple(
        c.model_copy(update={name: getattr(pcs[c.character_id], name) for name in SHARED_NUMBERS})
        if c.character_id in pcs
        else c
        for c in fight.combatants
    )
    return fight.model_copy(update={"combatants": combatants})


@st.composite
def campaigns(draw: st.DrawFn) -> Campaign:
    """A campaign as fhrtool keeps it: what the loader would repair (a sync declared with a partner who has
    no sequence this round, ...) is repaired as the loader does, since no step makes it."""
    emotion_ids = draw(unique_ids(3))
    roster = tuple(draw(characters(character_id, emotion_ids)) for character_id in draw(unique_ids(3)))
    campaign = Campaign(
        name=draw(names),
        notes=draw(texts),
        scenario=draw(st.integers(1, 50)),
        session=draw(st.integers(1, 50)),
        characters=roster,
        encounter=_with_sheet_numbers(draw(encounters()), roster),
        log=tuple(draw(st.lists(log_entries(), max_size=4))),
        options=draw(rule_options()),
        emotions=tuple(draw(emotions(emotion_id)) for emotion_id in emotion_ids),
    )
    return check_campaign(campaign)[0]


@st.composite
def sheets(draw: st.DrawFn) -> Sheet:
    emotion_ids = draw(unique_ids(3))
    return Sheet(
        character=draw(characters(draw(ids), emotion_ids)),
        emotions=tuple(draw(emotions(emotion_id)) for emotion_id in emotion_ids),
    )
