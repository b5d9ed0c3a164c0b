"""Build the demo campaign and two sample sheets in ``fhrtool/resources/samples`` by playing them through the rules.

Run from the repository root: ``.venv/bin/python tools/make_demo.py [--out DIR]``.

The campaign 「月影神社の夜」 is played, not typed in: characters are made, their scenarios started and
ended, casting-board entries added and emotion confrontations resolved, Infinity Breaks registered and a
fight run through round 1 into the declarations of round 2, every step one of :mod:`fhrtool.steps`, as the
desktop application runs them, and every event in the campaign log. Dice come from a fixed seed and the log from a fixed clock, so the files come out the
same byte for byte on every run and change only when the engine does.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from random import Random
from typing import TypeVar
from unittest import mock

from fhrtool.exchange.sheet import sheet_of
from fhrtool.model import (
    Campaign,
    Character,
    CharacterKind,
    Delay,
    DurationUnit,
    Encounter,
    Essence,
    Passive,
    Pool,
    Quick,
    Side,
    Skill,
    Sync,
    base,
)
from fhrtool.rules import encounter, srs
from fhrtool.rules.checks import CheckResult, roll_check
from fhrtool.rules.dice import DiceSource, RandomDice, ScriptedDice
from fhrtool.rules.encounter import PayWith
from fhrtool.steps import board, sheet, tracker
from fhrtool.steps.step import StepFunction
from fhrtool.storage.catalogue import load_default_emotions
from fhrtool.storage.files import encode_campaign, encode_sheet

I = TypeVar("I")  # noqa: E741 - a step's inputs
R = TypeVar("R")

SAMPLES = Path(__file__).resolve().parents[1] / "fhrtool" / "resources" / "samples"
CAMPAIGN_FILE = "demo.fhrc"
SHEET_FILES = {"天城 ユウ": "amagi-yuu.fhrs", "白峰 カナデ": "shiramine-kanade.fhrs"}

DICE_SEED = 20250535
ID_SEED = 1
SESSION_1 = datetime(2025, 4, 12, 10, 0, tzinfo=UTC)
SESSION_2 = datetime(2025, 5, 10, 10, 0, tzinfo=UTC)
STEP = timedelta(minutes=1)
"""Time between two logged steps of the table."""


@contextmanager
def fixed_ids(seed: int) -> Iterator[None]:
    """New records take their ids from random bytes (``fhrtool.model.new_id``); drawing them from a
    seeded generator instead keeps the ids, and so the files, the same on every run."""
    rng = Random(seed)
    with mock.patch.object(
        base, "id_bytes", side_effect=lambda count: rng.getrandbits(8 * count).to_bytes(count)
    ):
        yield


# The table: one campaign, changed one logged step at a time --------------------------------------------


class Table:
    """The campaign as play goes on: every change is a step of :mod:`fhrtool.steps`, the same the desktop
    application runs, with the table's dice and a clock that moves one minute per logged step."""

    def __init__(self, campaign: Campaign, now: datetime) -> None:
        self.campaign = campaign
        self.now = now
        self.dice = RandomDice(DICE_SEED)

    def clock(self) -> datetime:
        stamp = self.now
        self.now += STEP
        return stamp

    def run(self, step: StepFunction[I, R], inputs: I, *, dice: DiceSource | None = None) -> R:
        made = step(self.campaign, inputs, dice or self.dice, self.clock)
        self.campaign = made.campaign
        return made.result

    def character(self, name: str) -> Character:
        return next(c for c in self.campaign.characters if c.name == name)

    @property
    def fight(self) -> Encounter:
        return self.campaign.encounter

    def combatant(self, name: str) -> str:
        return next(c.id for c in self.fight.combatants if c.name == name)

    def sheet_of(self, combatant_name: str) -> Character:
        """The roster character the combatant ``combatant_name`` was made from."""
        character_id = self.fight.combatant(self.combatant(combatant_name)).character_id
        return next(c for c in self.campaign.characters if c.id == character_id)


# The characters -----------------------------------------------------------------------------------------


def skill(
    name: str,
    category: str,
    effect: str,
    *,
    cost: int = 0,
    tension_bonus: int = 0,
    check_value: int | None = None,
    is_extra: bool = False,
    is_servant: bool = False,
) -> Skill:
    return Skill(
        name=name,
        category=category,
        cost=cost,
        tension_bonus=tension_bonus,
        check_value=check_value,
        effect=effect,
        is_extra=is_extra,
        is_servant=is_servant,
    )


def characters() -> tuple[Character, ...]:
    """The four PCs and three NPCs as they are made, before the first scenario."""
    yuu = Character(
        name="天城 ユウ",
        player="あおい",
        notes="剣道部の主将。仲間のためなら無茶をする。\nCaptain of the kendo club; reckless for his friends' sake.",
        level=5,
        life=4,
        will=3,
        hope=Pool(current=3, maximum=3),
        reflex=1,
        perception=1,
        sense=0,
        hp=Pool(current=30, maximum=30),
        concentration=40,
        skills=(
            skill("一閃", "攻撃", "近接攻撃。ダメージ+《1D》する。", cost=3, tension_bonus=2, check_value=4),
            skill("見切り", "防御", "回避判定の達成値+《2》する。", cost=2, tension_bonus=1, check_value=3),
            skill("剣士の心得", "常時", "近接攻撃のダメージ+《1》する。"),
            skill("踏み込み", "補助", "次の近接攻撃のクリティカル値を−《1》する。", cost=2, tension_bonus=1),
        ),
    )
    kanade = Character(
        name="白峰 カナデ",
        player="ケンタ",
        notes="神社の娘。月の声を聴く歌い手。\nThe shrine's daughter, a singer who hears the moon.",
        level=9,
        life=3,
        will=5,
        hope=Pool(current=4, maximum=4),
        reflex=0,
        perception=2,
        sense=2,
        hp=Pool(current=24, maximum=24),
        concentration=48,
        skills=(
            skill("月詠みの加護", "常時", "味方全員の判定のクリティカル値を−《1》する。", cost=2),
            skill(
                "星の矢", "攻撃", "遠隔攻撃。ダメージ+《2D》する。", cost=4, tension_bonus=3, check_value=5
            ),
            skill("癒しの歌", "補助", "対象のHPを《2D+3》回復する。", cost=3, tension_bonus=2, check_value=4),
            skill("結界", "防御", "受けるダメージを−《5》する。", cost=5, tension_bonus=1, check_value=4),
        ),
    )
    minato = Character(
        name="葛城 ミナト",
        player="ゆずは",
        notes="転校生。野山で育った俊足の少年。\nA new student, a fast runner raised in the hills.",
        level=3,
        life=5,
        will=2,
        hope=Pool(current=2, maximum=2),
        reflex=2,
        perception=1,
        sense=-1,
        hp=Pool(current=34, maximum=34),
        concentration=35,
        skills=(
            skill(
                "疾風脚", "攻撃", "近接攻撃。ダメージ+《1D》する。", cost=2, tension_bonus=2, check_value=4
            ),
            skill("影走り", "補助", "移動した距離+《3》m。", cost=1, tension_bonus=1, check_value=3),
            skill("野生の勘", "常時", "知覚判定の達成値+《1》する。"),
            skill("覚醒", "エクストラ", "HPを《10》回復する。", is_extra=True),
        ),
    )
    haruka = Character(
        name="鳴海 ハルカ",
        player="しょう",
        notes="呪い師の家系。誰にも心を開かない。\nFrom a line of curse-casters; opens her heart to no one.",
        level=5,
        life=3,
        will=4,
        hope=Pool(current=3, maximum=3),
        reflex=-1,
        perception=0,
        sense=1,
        fatigue=2,
        hp=Pool(current=22, maximum=22),
        concentration=38,
        skills=(
            skill(
                "呪言", "攻撃", "魔法攻撃。ダメージ+《1D+2》する。", cost=3, tension_bonus=2, check_value=5
            ),
            skill("影縫い", "妨害", "対象の反射を−《1》する。", cost=2, tension_bonus=2, check_value=4),
            skill("心の壁", "常時", "精神レジストチェックの達成値+《2》する。"),
        ),
    )
    oboro = Character(
        name="夜叉姫 朧",
        kind=CharacterKind.NPC,
        notes="月影神社に封じられていた鬼の姫。\nAn oni princess once sealed in the Tsukikage shrine.",
        level=9,
        life=6,
        will=6,
        hope=Pool(current=3, maximum=3),
        reflex=3,
        perception=2,
        sense=1,
        hp=Pool(current=90, maximum=90),
        concentration=50,
        skills=(
            skill("朧月の太刀", "攻撃", "近接攻撃。ダメージ+《3D》する。", check_value=7),
            skill("夜叉の呪縛", "妨害", "対象の判定の達成値を−《2》する。", check_value=6),
            skill("妖気の鎧", "常時", "受けるダメージを−《4》する。"),
        ),
    )
    onibi = Character(
        name="鬼火",
        kind=CharacterKind.NPC,
        notes="朧に従う青い炎。群れで現れる。\nBlue flames serving Oboro; they come in swarms.",
        level=3,
        life=2,
        will=1,
        reflex=1,
        hp=Pool(current=10, maximum=10),
        concentration=10,
        skills=(
            skill("火の粉", "攻撃", "遠隔攻撃。ダメージ+《1》する。", check_value=3),
            skill("揺らめき", "防御", "回避判定。成功すればダメージを−《2》する。", check_value=3),
            skill("漂う", "常時", "回避判定の達成値+《1》する。"),
        ),
    )
    mikoto = Character(
        name="白鷺 ミコト",
        kind=CharacterKind.NPC,
        notes="月影神社の巫女。式神を連れている。\nThe Tsukikage shrine maiden, never without her shikigami.",
        level=4,
        life=2,
        will=4,
        hope=Pool(current=2, maximum=2),
        reflex=0,
        perception=1,
        sense=1,
        hp=Pool(current=20, maximum=20),
        concentration=30,
        skills=(
            skill(
                "祝詞", "補助", "味方一人の判定の達成値+《2》する。", cost=2, tension_bonus=2, check_value=4
            ),
            skill(
                "式神使役",
                "エクストラ",
                "式神を一体呼び出す。式神のHPは《10》。",
                is_extra=True,
                is_servant=True,
            ),
            skill("巫女の勘", "常時", "危険感知の判定の達成値+《1》する。"),
        ),
    )
    return (yuu, kanade, minato, haruka, oboro, onibi, mikoto)


# Sheet steps ----------------------------------------------------------------------------------------------


def register(table: Table, name: str, skill_name: str, level: int) -> None:
    character = table.character(name)
    skill_id = next(s.id for s in character.skills if s.name == skill_name)
    table.run(sheet.register_infinity_break, sheet.RegisterInfinityBreak(character.id, skill_id, level))


def start_scenario(
    table: Table, name: str, emotion_ids: Sequence[str], *, new_session: bool, advance_campaign: bool = False
) -> None:
    """A scenario starts for ``name``; with a new session, the unused emotions left over go first."""
    inputs = board.StartScenario(table.character(name).id, emotion_ids, new_session, advance_campaign)
    table.run(board.start_scenario, inputs)


def add_entry(table: Table, name: str, target: str, emotion_ids: Sequence[str]) -> str:
    """``target`` (a character of the campaign) joins the casting board of ``name``; returns the entry id."""
    inputs = board.AddEntry(table.character(name).id, emotion_ids, target, table.character(target).id)
    return table.run(board.add_entry, inputs)


def confront(
    table: Table, name: str, entry_id: str, emotion_id: str, opposing_id: str, keep: board.Keep | None = None
) -> str:
    inputs = board.Confront(table.character(name).id, entry_id, emotion_id, opposing_id, keep)
    return table.run(board.confront, inputs)


def end_scenario(table: Table, name: str) -> None:
    outcome = table.run(board.end_scenario, board.EndScenario(table.character(name).id))
    assert not outcome.state.traitor, f"{name} turned 背反者"


# Fight steps ----------------------------------------------------------------------------------------------


def fhr_check(
    table: Table,
    name: str,
    essence: Essence,
    target: int,
    *,
    reacting_to: str | None = None,
    pay_with: PayWith = "correction",
) -> CheckResult:
    """A Life or Will check of ``name``, as the tracker takes it: the active action or the reaction it
    belongs to, its cost and its rolled outcome in one step."""
    combatant_id = table.combatant(name)
    options = table.campaign.options
    passive = reacting_to is not None
    pool = encounter.available_dice(table.fight, combatant_id, essence, passive=passive, options=options)
    result = roll_check(pool, target, table.dice, options)
    request = tracker.CheckRequest(
        essence,
        result,
        role="reaction" if passive else "active",
        reacting_to=None if reacting_to is None else table.combatant(reacting_to),
        pay_with=pay_with,
    )
    table.run(tracker.take_check, tracker.TakeCheck(combatant_id, request))
    return result


def skill_check(table: Table, name: str, skill_name: str, opponent: str, opponent_skill: str) -> bool:
    """A 2D6 action check with a skill, opposed by ``opponent``'s skill; a win gains the skill's TB."""
    used = next(s for s in table.character(name).skills if s.name == skill_name)
    defence = next(s for s in table.sheet_of(opponent).skills if s.name == opponent_skill)
    options = table.campaign.options
    action = srs.check(table.dice, used.check_value or 0, options=options)
    reaction = None
    if action.outcome is not srs.CheckOutcome.FUMBLE:
        reaction = srs.check(table.dice, defence.check_value or 0, options=options)
    request = tracker.ActionCheckRequest(action, table.combatant(opponent), reaction, used.id)
    winner = table.run(tracker.action_check, tracker.ActionCheck(table.combatant(name), request))
    return winner is srs.Winner.ACTION


def damage(table: Table, name: str, amount: int) -> None:
    """``amount`` HP off ``name``; at 0 HP or less it is out of the fight."""
    combatant_id = table.combatant(name)
    table.run(tracker.adjust, tracker.Adjust([combatant_id], "hp", f"-{amount}"))
    if table.fight.combatant(combatant_id).hp.current <= 0:
        table.run(tracker.set_defeated, tracker.SetDefeated(combatant_id, True))


def attack(
    table: Table, name: str, target: str, essence: Essence, hit: int, *, pay_with: PayWith = "correction"
) -> None:
    """``name`` attacks ``target``: a check against 10, the target's reaction against the achieved
    value if it lands, and ``hit`` HP of damage if the reaction falls short."""
    action = fhr_check(table, name, essence, 10)
    if not action.success:
        return
    reaction = fhr_check(table, target, Essence.LIFE, action.value, reacting_to=name, pay_with=pay_with)
    if not reaction.success:
        damage(table, target, hit)


def next_sequence(table: Table) -> None:
    """On to the next slot, past slots whose combatants are all out of the fight, as the tracker goes."""
    table.run(tracker.next_slot, None)


Action = Callable[[Table], object]


def play_round(table: Table, actions: dict[str, list[Action]]) -> None:
    """Play the slots of the round; each combatant acts with its next action (none left: it passes)."""
    round_number = table.fight.round
    while table.fight.round == round_number:
        slot = table.fight.order[table.fight.position]
        for combatant_id in slot.combatant_ids:
            todo = actions.get(table.fight.combatant(combatant_id).name, [])
            if todo:
                todo.pop(0)(table)
        next_sequence(table)


# The story ------------------------------------------------------------------------------------------------


def scenario_1(table: Table) -> None:
    """「月影神社の怪」: the PCs meet ミコト and each other; nobody turns 背反者."""
    for name, skill_name in (
        ("天城 ユウ", "一閃"),
        ("白峰 カナデ", "月詠みの加護"),
        ("葛城 ミナト", "疾風脚"),
    ):
        register(table, name, skill_name, 3)
    register(table, "白峰 カナデ", "星の矢", 6)
    register(table, "白峰 カナデ", "癒しの歌", 9)
    register(table, "鳴海 ハルカ", "呪言", 3)

    start_scenario(table, "天城 ユウ", ("kindred-spirit", "old-ties", "dear-friend"), new_session=False)
    add_entry(table, "天城 ユウ", "白鷺 ミコト", ("kindred-spirit",))
    add_entry(table, "天城 ユウ", "白峰 カナデ", ("old-ties", "dear-friend"))

    start_scenario(table, "白峰 カナデ", ("old-ties", "adoration", "protectiveness"), new_session=False)
    add_entry(table, "白峰 カナデ", "天城 ユウ", ("old-ties",))
    add_entry(table, "白峰 カナデ", "白鷺 ミコト", ("adoration", "protectiveness"))

    start_scenario(table, "葛城 ミナト", ("reliance", "longing", "curiosity"), new_session=False)
    add_entry(table, "葛城 ミナト", "天城 ユウ", ("reliance",))
    add_entry(table, "葛城 ミナト", "白峰 カナデ", ("longing",))

    start_scenario(table, "鳴海 ハルカ", ("anxiety", "reliance", "kindred-spirit"), new_session=False)
    add_entry(table, "鳴海 ハルカ", "天城 ユウ", ("anxiety", "reliance"))
    add_entry(table, "鳴海 ハルカ", "白鷺 ミコト", ("kindred-spirit",))

    for name in ("天城 ユウ", "白峰 カナデ", "葛城 ミナト", "鳴海 ハルカ"):
        end_scenario(table, name)


def scenario_2(table: Table) -> None:
    """「夜叉姫の目覚め」: 朧 wakes; ユウ resolves a confrontation in play, カナデ's stays open, ハルカ's
    board comes one mad-colour emotion away from 背反者."""
    table.run(sheet.set_field, sheet.SetField(table.character("天城 ユウ").id, "level", 6))
    register(table, "天城 ユウ", "一閃", 6)
    register(table, "夜叉姫 朧", "朧月の太刀", 3)
    register(table, "夜叉姫 朧", "夜叉の呪縛", 6)
    register(table, "夜叉姫 朧", "朧月の太刀", 9)
    register(table, "鬼火", "火の粉", 3)
    register(table, "白鷺 ミコト", "式神使役", 3)

    new_emotions = {
        "天城 ユウ": ("nemesis", "defiance", "curiosity"),
        "白峰 カナデ": ("vow", "longing", "anxiety"),
        "葛城 ミナト": ("prey", "indebted", "impatience"),
        "鳴海 ハルカ": ("hatred", "estrangement", "reminiscence"),
        "夜叉姫 朧": ("nemesis", "superiority", "curiosity"),
        "鬼火": ("adoration", "prey", "fear"),
        "白鷺 ミコト": ("reliance", "protectiveness", "responsibility"),
    }
    for number, (name, emotion_ids) in enumerate(new_emotions.items()):
        # The first to start it counts the campaign's second scenario and session.
        start_scenario(table, name, emotion_ids, new_session=True, advance_campaign=number == 0)

    add_entry(table, "天城 ユウ", "夜叉姫 朧", ("nemesis",))
    rival = add_entry(table, "天城 ユウ", "葛城 ミナト", ("defiance",))
    add_entry(table, "白峰 カナデ", "鳴海 ハルカ", ("vow",))
    add_entry(table, "葛城 ミナト", "夜叉姫 朧", ("prey",))
    add_entry(table, "葛城 ミナト", "鳴海 ハルカ", ("indebted",))
    add_entry(table, "鳴海 ハルカ", "夜叉姫 朧", ("hatred",))
    add_entry(table, "鳴海 ハルカ", "白峰 カナデ", ("estrangement",))
    add_entry(table, "夜叉姫 朧", "白鷺 ミコト", ("nemesis",))
    add_entry(table, "夜叉姫 朧", "天城 ユウ", ("curiosity",))
    add_entry(table, "鬼火", "夜叉姫 朧", ("adoration",))
    add_entry(table, "白鷺 ミコト", "天城 ユウ", ("reliance",))
    add_entry(table, "白鷺 ミコト", "鳴海 ハルカ", ("protectiveness",))

    # ミナト saves ユウ on the shrine steps: 反発 against 親近感, settled at once, during play.
    confrontation = confront(table, "天城 ユウ", rival, "defiance", "affinity")
    resolve = board.Resolve(table.character("天城 ユウ").id, confrontation, board.Keep.OPPOSING, in_play=True)
    table.run(board.resolve_confrontation, resolve)
    # ミコト hides something from カナデ: 慕っている against 嫉妬, still open.
    kanade = table.character("白峰 カナデ")
    toward_mikoto = next(e.id for e in kanade.casting_board if e.target_name == "白鷺 ミコト")
    confront(table, "白峰 カナデ", toward_mikoto, "adoration", "jealousy")


def fight(table: Table) -> None:
    """The fight in the shrine: round 1 played, round 2 paused in its declarations."""
    for name in (
        "天城 ユウ",
        "白峰 カナデ",
        "葛城 ミナト",
        "鳴海 ハルカ",
        "白鷺 ミコト",
        "夜叉姫 朧",
        "鬼火",
    ):
        count = 2 if name == "鬼火" else 1
        side = Side.ALLY if name == "白鷺 ミコト" else None
        table.run(tracker.add_from_roster, tracker.AddFromRoster([table.character(name).id], count, side))
    table.run(tracker.advance_odes, 2)

    # ミナト runs ahead into the torii and is caught off guard; his resist check falls short of 15.
    minato = table.combatant("葛城 ミナト")
    table.run(tracker.set_surprised, tracker.SetSurprised(minato, True))
    resist = tracker.resist_check(table.campaign, minato, table.dice)
    table.run(tracker.switch_to_high, {minato: resist.value})

    round_1(table)
    round_2(table)


def sequence_dice(table: Table, d10: dict[str, int]) -> ScriptedDice:
    """The d10 of every combatant still fighting, in the order the engine rolls them."""
    return ScriptedDice(d10[c.name] for c in table.fight.combatants if not c.defeated)


def round_1(table: Table) -> None:
    """Round 1: ミナト surprised, カナデ breaks 月詠みの加護, 朧 hits ユウ, a 鬼火 goes out."""
    d10 = {"天城 ユウ": 7, "白峰 カナデ": 5, "葛城 ミナト": 8, "鳴海 ハルカ": 9, "白鷺 ミコト": 4}
    d10 |= {"夜叉姫 朧": 6, "鬼火 1": 3, "鬼火 2": 8}
    rolled = sequence_dice(table, d10)
    table.run(tracker.roll_sequence, None, dice=rolled)
    yuu, kanade, mikoto = (table.combatant(n) for n in ("天城 ユウ", "白峰 カナデ", "白鷺 ミコト"))
    table.run(tracker.declare_hope, tracker.DeclareHope(yuu, 1))
    table.run(tracker.declare, Quick(kanade, 1))
    table.run(tracker.declare, Passive(mikoto, 1))
    table.run(tracker.confirm_order, None)

    def break_moon(table: Table) -> None:
        """カナデ breaks 月詠みの加護: a 常時 skill, so the boosted effect lasts to the end of the fight."""
        kanade_sheet = table.character("白峰 カナデ")
        registration = next(
            r for r in kanade_sheet.infinity_breaks if kanade_sheet.skill(r.skill_id).name == "月詠みの加護"
        )
        used = table.run(board.use_infinity_break, board.UseInfinityBreak(kanade_sheet.id, registration.id))
        assert used.until_end_of_scene
        name = "月詠みの加護(インフィニティ・ブレイク)"
        table.run(tracker.add_effect, tracker.AddEffect(kanade, name, 1, DurationUnit.ODES, used.effect))
        fhr_check(table, "白峰 カナデ", Essence.WILL, 10)

    def curse(table: Table) -> None:
        fhr_check(table, "夜叉姫 朧", Essence.WILL, 10)
        minato = table.combatant("葛城 ミナト")
        curse = tracker.AddEffect(minato, "夜叉の呪縛", 2, DurationUnit.ROUNDS, "判定の達成値−2")
        table.run(tracker.add_effect, curse)

    def strike(table: Table) -> None:
        fhr_check(table, "天城 ユウ", Essence.LIFE, 10)
        if skill_check(table, "天城 ユウ", "一閃", "鬼火 2", "揺らめき"):
            damage(table, "鬼火 2", 12)

    def pin_shadow(table: Table) -> None:
        fhr_check(table, "鳴海 ハルカ", Essence.WILL, 10)
        if skill_check(table, "鳴海 ハルカ", "影縫い", "鬼火 1", "揺らめき"):
            onibi = table.combatant("鬼火 1")
            pinned = tracker.AddEffect(onibi, "影縫い", 1, DurationUnit.ROUNDS, "反射−1")
            table.run(tracker.add_effect, pinned)

    play_round(
        table,
        {
            "天城 ユウ": [strike, lambda t: attack(t, "天城 ユウ", "夜叉姫 朧", Essence.LIFE, 6)],
            "白峰 カナデ": [break_moon],
            "夜叉姫 朧": [
                lambda t: attack(t, "夜叉姫 朧", "天城 ユウ", Essence.LIFE, 8, pay_with="fatigue"),
                curse,
            ],
            "鬼火 2": [lambda t: attack(t, "鬼火 2", "鳴海 ハルカ", Essence.LIFE, 3)],
            "鳴海 ハルカ": [pin_shadow],
            "葛城 ミナト": [lambda t: attack(t, "葛城 ミナト", "鬼火 1", Essence.LIFE, 7)],
            "鬼火 1": [lambda t: attack(t, "鬼火 1", "葛城 ミナト", Essence.LIFE, 3)],
        },
    )


def round_2(table: Table) -> None:
    """Round 2 rolled and declared, the order not yet confirmed: where the demo opens."""
    d10 = {"天城 ユウ": 6, "白峰 カナデ": 3, "葛城 ミナト": 9, "鳴海 ハルカ": 2, "白鷺 ミコト": 7}
    d10 |= {"夜叉姫 朧": 5, "鬼火 1": 6, "鬼火 2": 4}
    rolled = sequence_dice(table, d10)
    table.run(tracker.roll_sequence, None, dice=rolled)
    ids = {c.name: c.id for c in table.fight.combatants}
    declarations = (
        Quick(ids["鳴海 ハルカ"], 1),  # 2 → 7
        Passive(ids["白鷺 ミコト"], 1),  # 9 → 4, +1 die on her reactions
        Delay(ids["葛城 ミナト"], 8),  # 12 → 8: no second action at 2
        Sync(ids["天城 ユウ"], ids["鳴海 ハルカ"]),  # 8 → 7 with ハルカ, a combined attack
    )
    table.run(tracker.declare_hope, tracker.DeclareHope(ids["白峰 カナデ"], 1))
    for declaration in declarations:
        table.run(tracker.declare, declaration)


def build() -> Campaign:
    """The demo campaign, played from the first session to the pause in round 2."""
    campaign = Campaign(
        name="月影神社の夜(デモ)",
        notes=(
            "fhrtool のデモキャンペーン。第2シナリオの戦闘がラウンド2の特殊シーケンス宣言で止まっています。\n"
            "The fhrtool demo campaign. The fight of scenario 2 is paused in the special sequence "
            "declarations of round 2."
        ),
        characters=characters(),
        emotions=load_default_emotions(),
    )
    table = Table(campaign, SESSION_1)
    scenario_1(table)
    table.now = SESSION_2
    scenario_2(table)
    fight(table)
    return table.campaign


def write(out: Path) -> list[Path]:
    """Write the demo campaign and the sample sheets into ``out``; returns the files written."""
    with fixed_ids(ID_SEED):
        campaign = build()
    out.mkdir(parents=True, exist_ok=True)
    files = {CAMPAIGN_FILE: encode_campaign(campaign)}
    for name, file_name in SHEET_FILES.items():
        character = next(c for c in campaign.characters if c.name == name)
        files[file_name] = encode_sheet(sheet_of(campaign, character))
    written = []
    for file_name, data in files.items():
        path = out / file_name
        path.write_bytes(data)
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--out", type=Path, default=SAMPLES, metavar="DIR", help="folder to write (default: %(default)s)"
    )
    args = parser.parse_args(argv)
    for path in write(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
