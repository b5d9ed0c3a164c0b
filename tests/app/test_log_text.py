"""The log in words: a template for every event, names for ids, stamps, and the text and HTML exports."""

from __future__ import annotations

import dataclasses
import enum
import importlib
import logging
import pkgutil
import re
import types
import typing
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from html.parser import HTMLParser

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from pytestqt.qtbot import QtBot

import fhrtool.app
import fhrtool.rules
import fhrtool.steps
from fhrtool.app import log_text
from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.app.log_text import (
    Choice,
    describe,
    generic_text,
    log_as_html,
    log_as_text,
    log_names,
    stamp,
    template_values,
    templates_of,
    time_text,
)
from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    Combatant,
    DurationUnit,
    Effect,
    Emotion,
    Encounter,
    Essence,
    InfinityBreak,
    LogEntry,
    Phase,
    Quick,
    Side,
    Skill,
    Slot,
    TensionMode,
)
from fhrtool.rules.dice import Roll, ScriptedDice
from fhrtool.rules.encounter import EffectExpired
from fhrtool.rules.events import Event
from fhrtool.steps import dice as dice_steps
from fhrtool.steps import tracker
from fhrtool.steps.dice import DiceRolled
from fhrtool.steps.log import entry_for, record
from fhrtool.storage.paths import resource_path
from tests.ui.hostile import EDGE_TIMES, ZONES, local_zone

NOW = datetime(2026, 11, 29, 20, 15, 3, tzinfo=UTC)


# Every event of the application has words ------------------------------------------------------------


def _event_classes() -> list[type[Event]]:
    """Every concrete Event subclass the application defines, found by importing all of its modules."""
    for package in (fhrtool.rules, fhrtool.steps, fhrtool.app):
        for info in pkgutil.iter_modules(package.__path__):
            importlib.import_module(f"{package.__name__}.{info.name}")
    found: list[type[Event]] = []
    todo = list(Event.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        # Bases such as _EffectEvent are never logged themselves; test modules define their own events.
        if cls.__module__.startswith("fhrtool.") and not cls.__name__.startswith("_"):
            found.append(cls)
    return sorted(found, key=lambda cls: cls.__name__)


def _sample_value(annotation: object, name: str) -> object:
    """A plausible value of a field's type: ids become "x", numbers 3, dice (4, 5)."""
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin in (typing.Union, types.UnionType):
        return _sample_value(next(arg for arg in args if arg is not type(None)), name)
    if origin is typing.Literal:
        return args[0]
    if origin is tuple:
        return (4, 5) if args[0] is int else ("x", "y")
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return next(iter(annotation))
    if annotation is bool:
        return True
    if annotation is int:
        return 3
    if annotation is str:
        return "x"
    if annotation is Roll:
        return Roll(6, (4, 5))
    raise AssertionError(f"no sample for {name}: {annotation!r}; teach _sample_value this type")


def _sample(cls: type[Event]) -> Event:
    hints = typing.get_type_hints(cls)
    values = {field.name: _sample_value(hints[field.name], field.name) for field in dataclasses.fields(cls)}
    return cls(**values)


EVENTS = _event_classes()


def _entry(event: Event) -> LogEntry:
    return entry_for(event, Encounter(), NOW)


def test_the_walk_finds_events_of_every_part() -> None:
    names = {cls.__name__ for cls in EVENTS}
    assert {"SequenceStarted", "EntryAdded", "CheckResult", "SideChanged", "DiceRolled"} <= names
    assert "_EffectEvent" not in names


@pytest.mark.parametrize("cls", EVENTS, ids=lambda cls: cls.__name__)
def test_every_event_has_a_template(cls: type[Event]) -> None:
    kind = _sample(cls).kind
    assert templates_of(kind), f"add a template for {kind!r} to fhrtool/app/log_text.py"


@pytest.mark.parametrize("cls", EVENTS, ids=lambda cls: cls.__name__)
def test_every_template_of_an_event_fills_from_its_fields(cls: type[Event]) -> None:
    entry = _entry(_sample(cls))
    values = template_values(entry.params, {"x": "Xena", "y": "Yuri"})
    for template in templates_of(entry.kind):
        text = template.format(**values)
        assert text.strip()
        assert "{" not in text


@pytest.mark.parametrize("cls", EVENTS, ids=lambda cls: cls.__name__)
def test_describe_works_on_a_sample_of_every_event(cls: type[Event]) -> None:
    entry = _entry(_sample(cls))
    text = describe(entry, {"x": "Xena"})
    assert isinstance(text, str)
    assert text


def test_every_template_belongs_to_an_event() -> None:
    kinds = {_sample(cls).kind for cls in EVENTS}
    assert set(log_text.TEMPLATES) <= kinds


def _choices() -> Iterator[tuple[str, Choice]]:
    for kind, template in log_text.TEMPLATES.items():
        if isinstance(template, Choice):
            yield kind, template


def test_choices_have_at_least_two_templates() -> None:
    for kind, choice in _choices():
        assert len(choice.templates) >= 2, kind


# Names, words and choices -------------------------------------------------------------------------


def _log(kind: str, **params: object) -> LogEntry:
    return LogEntry.model_validate({"kind": kind, "params": params})


def test_ids_are_shown_as_names_and_unknown_ids_as_themselves() -> None:
    entry = _log("sequence_started", round=1, position=0, value=12, combatant_ids=("a", "b"), backwards=False)
    assert describe(entry, {"a": "Aldo", "b": "Bea"}) == "Sequence 12: Aldo, Bea"
    assert describe(entry, {"a": "Aldo"}) == "Sequence 12: Aldo, b"
    assert describe(entry) == "Sequence 12: a, b"


def test_a_person_named_in_a_by_parameter_is_shown_by_name() -> None:
    entry = _log("reacted", reactor_id="b", action_by="a")
    assert describe(entry, {"a": "Aldo", "b": "Bea"}) == "Bea reacts to Aldo"


def test_a_missing_person_shows_as_a_dash() -> None:
    entry = _log("opposed_resolved", action_by="a", reaction_by=None, winner="action")
    assert describe(entry, {"a": "Aldo"}) == "Opposed check: Aldo wins against —"


def test_codes_are_shown_as_words() -> None:
    entry = _log(
        "check_taken",
        combatant_id="a",
        essence="life",
        passive=False,
        hope=0,
        paid_with="fatigue",
        dice=2,
        base=3,
        correction=-1,
        passive_bonus=0,
        hope_dice=0,
        fatigue_penalty=0,
    )
    assert (
        describe(entry, {"a": "Aldo"}) == "Aldo makes a Life check with 2 dice; 1 fatigue instead of the −1"
    )
    adjusted = _log("adjusted", combatant_id="a", field="hp", before=20, after=17)
    assert describe(adjusted, {"a": "Aldo"}) == "Aldo: HP 20 → 17"
    gained = _log("tension_gained", character_id="a", reason="new_entry", amount=2, before=41, after=43)
    assert describe(gained, {"a": "Aldo"}) == "Aldo: tension value +2 (new board entry), 41 → 43"


def test_an_unknown_code_is_shown_as_it_is() -> None:
    entry = _log("side_changed", combatant_id="a", side="neutral")
    assert describe(entry, {"a": "Aldo"}) == "Aldo now fights as: neutral"


@pytest.mark.parametrize(
    ("declared", "amount", "expected"),
    [
        ("hope", 2, "Aldo spends hope ×2 on the sequence value (d6: 4, 6)"),
        ("quick", 2, "Aldo declares quick ×2"),
        ("passive", 1, "Aldo declares passive ×1"),
        ("delay", 8, "Aldo declares a delay to 8"),
        ("sync", None, "Aldo declares sync with Bea"),
    ],
)
def test_each_declaration_has_its_own_sentence(declared: str, amount: int | None, expected: str) -> None:
    entry = _log(
        "declaration_made", combatant_id="a", declared=declared, amount=amount, partner_id="b", dice=(4, 6)
    )
    assert describe(entry, {"a": "Aldo", "b": "Bea"}) == expected
    withdrawn = entry.model_copy(update={"kind": "declaration_withdrawn"})
    assert describe(withdrawn, {"a": "Aldo", "b": "Bea"}).startswith("Aldo takes back ")


def test_a_declaration_of_an_unknown_kind_is_shown_generically() -> None:
    entry = _log(
        "declaration_made", combatant_id="a", declared="teleport", amount=None, partner_id=None, dice=()
    )
    assert describe(entry) == generic_text(entry)
    assert (
        describe(entry)
        == "declaration_made: combatant_id=a, declared=teleport, amount=—, partner_id=—, dice="
    )


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"surprised": True}, "Aldo is caught off guard (surprise shift)"),
        ({"surprised": False}, "Aldo is no longer marked as surprised"),
    ],
)
def test_a_yes_or_no_chooses_the_sentence(params: dict[str, object], expected: str) -> None:
    assert describe(_log("surprise_marked", combatant_id="a", **params), {"a": "Aldo"}) == expected


def test_a_lost_passive_bonus_is_mentioned_only_when_there_was_one() -> None:
    entry = _log("active_action_taken", combatant_id="a", passive_bonus_lost=0)
    assert describe(entry, {"a": "Aldo"}) == "Aldo takes an active action"
    lost = _log("active_action_taken", combatant_id="a", passive_bonus_lost=2)
    assert describe(lost, {"a": "Aldo"}) == "Aldo takes an active action and loses +2 passive dice"


@pytest.mark.parametrize(
    ("outcome", "dice", "achieved", "expected"),
    [
        ("success", (4, 5), 13, "Aldo (action), 2D6 check: 3+1 + 2D6[4, 5] = 13 ≥ 10: success"),
        ("failure", (1, 3), 8, "Aldo (action), 2D6 check: 3+1 + 2D6[1, 3] = 8 < 10: failure"),
        ("critical", (6, 6), None, "Aldo (action), 2D6 check: 2D6[6, 6]: automatic success (critical)"),
        ("fumble", (1, 1), None, "Aldo (action), 2D6 check: 2D6[1, 1]: automatic failure (fumble)"),
        ("rolled", (2, 2), 8, "Aldo (action), 2D6 check: 3+1 + 2D6[2, 2] = 8"),
        ("rolled", (), 4, "Aldo (action) cannot roll: 3+1 = 4"),
    ],
)
def test_action_checks_read_like_the_rules(
    outcome: str, dice: tuple[int, ...], achieved: int | None, expected: str
) -> None:
    entry = _log(
        "action_check_made",
        combatant_id="a",
        side="action",
        outcome=outcome,
        achieved=achieved,
        dice=dice,
        value=3,
        modifier=1,
        difficulty=10,
    )
    assert describe(entry, {"a": "Aldo"}) == expected


@pytest.mark.parametrize(
    ("character_id", "label", "verdict", "expected"),
    [
        (None, "", None, "2D6+3 → 2D6[4,5]+3 = 12"),
        (None, "Ambush", "success", "Ambush: 2D6+3 → 2D6[4,5]+3 = 12 → success"),
        ("a", "", "failure", "Aldo: 2D6+3 → 2D6[4,5]+3 = 12 → failure"),
        (
            "a",
            "《Slash》",
            "automatic success",
            "Aldo, 《Slash》: 2D6+3 → 2D6[4,5]+3 = 12 → automatic success (critical)",
        ),
        (
            "a",
            "《Slash》",
            "automatic failure",
            "Aldo, 《Slash》: 2D6+3 → 2D6[4,5]+3 = 12 → automatic failure (fumble)",
        ),
    ],
)
def test_dice_rolls_show_who_what_each_die_and_the_verdict(
    character_id: str | None, label: str, verdict: str | None, expected: str
) -> None:
    event = DiceRolled("2D6+3", "2D6[4,5]+3 = 12", (4, 5), 12, verdict, character_id, label)
    assert describe(_entry(event), {"a": "Aldo"}) == expected


@pytest.mark.parametrize(
    ("character_id", "label", "expected"),
    [
        (None, "", "Secret roll: S2D6+3 → 2D6[4,5]+3 = 12"),
        (None, "Ambush", "Secret roll, Ambush: S2D6+3 → 2D6[4,5]+3 = 12"),
        ("a", "", "Secret roll by Aldo: S2D6+3 → 2D6[4,5]+3 = 12"),
        ("a", "《Slash》", "Secret roll by Aldo, 《Slash》: S2D6+3 → 2D6[4,5]+3 = 12"),
    ],
)
def test_a_secret_roll_says_so(character_id: str | None, label: str, expected: str) -> None:
    event = DiceRolled("S2D6+3", "2D6[4,5]+3 = 12", (4, 5), 12, None, character_id, label, secret=True)
    assert describe(_entry(event), {"a": "Aldo"}) == expected


def test_a_roll_logged_before_secret_rolls_were_marked_is_an_open_one() -> None:
    event = DiceRolled("2D6+3", "2D6[4,5]+3 = 12", (4, 5), 12, "success", "a", "")
    params = {key: value for key, value in event.params().items() if key != "secret"}
    entry = _log("dice_rolled", **params)
    assert describe(entry, {"a": "Aldo"}) == "Aldo: 2D6+3 → 2D6[4,5]+3 = 12 → success"


def test_an_unknown_kind_is_shown_with_its_parameters() -> None:
    entry = _log("comet_struck", crater=3, names=("a", "b"), where=None)
    assert describe(entry) == "comet_struck: crater=3, names=a, b, where=—"
    assert describe(_log("silence")) == "silence"


def test_an_entry_missing_a_parameter_is_shown_generically() -> None:
    entry = _log("round_ended")
    assert describe(entry) == "round_ended"


class _Translator(QTranslator):
    """Japanese for a few log templates, one of them naming a parameter the entry lacks."""

    TEXTS: typing.ClassVar[dict[str, str]] = {
        "Round {round} ends": "ラウンド{round}終了",
        "{combatant}: {field} {before} → {after}": "{combatant}の{field}: {before} → {after} {nonexistent}",
        "HP": "HP（ヒットポイント）",
        "R{round} S{sequence}": "第{round}ラウンド シーケンス{sequence}",
        "R{round}": "第{round.number}ラウンド",
        "ode {ode}": "オード{ode[0]}",
        "Sequence value of {combatant}: {value}": "{combatant}のシーケンス値: {value:%Y}",
        "{odes} odes pass; it is now ode {ode}": "{odes[1]}オード経過、現在オード{ode}",
    }

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        return self.TEXTS.get(source) if context == "log" else None


@pytest.fixture
def japanese(qapp: QCoreApplication) -> Iterator[None]:
    translator = _Translator()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.mark.usefixtures("japanese")
def test_templates_words_and_stamps_are_translated() -> None:
    assert describe(_log("round_ended", round=2)) == "ラウンド2終了"
    entry = LogEntry(kind="round_ended", params={"round": 2}, mode=TensionMode.HIGH, round=2, sequence=4)
    assert stamp(entry) == "第2ラウンド シーケンス4"


@pytest.mark.usefixtures("japanese")
def test_a_translation_naming_a_missing_parameter_falls_back_to_the_generic_text() -> None:
    entry = _log("adjusted", combatant_id="a", field="hp", before=20, after=17)
    assert describe(entry, {"a": "Aldo"}) == generic_text(entry)


@pytest.mark.usefixtures("japanese")
def test_a_translation_that_cannot_be_filled_never_hides_the_entry() -> None:
    fixed = _log("sequence_value_fixed", combatant_id="a", value=12)
    assert describe(fixed, {"a": "Aldo"}) == generic_text(fixed)
    passed = _log("odes_advanced", odes=2, ode=5)
    assert describe(passed) == generic_text(passed)
    assert stamp(LogEntry(kind="k", mode=TensionMode.HIGH, round=2)) == "R2"
    assert stamp(LogEntry(kind="k", mode=TensionMode.LOW, ode=3)) == "ode 3"


# Stamps and times ----------------------------------------------------------------------------------


def test_stamps_give_round_and_sequence_in_high_tension_and_the_ode_in_low() -> None:
    high = LogEntry(kind="k", mode=TensionMode.HIGH, round=2, sequence=12, ode=4)
    assert stamp(high) == "R2 S12"
    assert stamp(high.model_copy(update={"sequence": None})) == "R2"
    assert stamp(LogEntry(kind="k", mode=TensionMode.LOW, round=2, ode=3)) == "ode 3"


def test_times_are_shown_in_the_zone_asked_for() -> None:
    entry = LogEntry(kind="k", at=NOW)
    assert time_text(entry, UTC) == "2026-11-29 20:15:03"
    assert time_text(entry, timezone(timedelta(hours=9)), date=False) == "05:15:03"
    assert time_text(LogEntry(kind="k")) == ""


def test_year_one_is_written_with_four_digits() -> None:
    entry = LogEntry(kind="k", at=datetime(1, 1, 1, 9, 30, tzinfo=UTC))
    assert time_text(entry, UTC) == "0001-01-01 09:30:00"


@pytest.mark.parametrize("zone", ZONES)
@pytest.mark.parametrize("at", EDGE_TIMES)
def test_a_time_at_the_ends_of_the_calendar_shows_in_every_local_zone(zone: str, at: str) -> None:
    entry = LogEntry.model_validate({"kind": "k", "at": at})
    with local_zone(zone):
        shown, short = time_text(entry), time_text(entry, date=False)
        exported = log_as_text([entry]) + log_as_html([entry])
    assert shown.startswith(at[:4]), "a year pushed out of range is shown as stored"
    assert short
    assert shown in exported


def test_a_time_with_no_local_equivalent_is_shown_as_stored_and_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    entry = LogEntry.model_validate({"kind": "k", "at": "0001-01-01T00:00:00+14:00"})
    log_text._note_time_out_of_range.cache_clear()
    with caplog.at_level(logging.WARNING, logger="fhrtool.app.log_text"):
        assert time_text(entry, UTC) == "0001-01-01T00:00:00+14:00"
        assert time_text(entry, UTC, date=False) == "0001-01-01T00:00:00+14:00"
    assert len(caplog.records) == 1, "noted once, not on every repaint"


# Names the log needs ------------------------------------------------------------------------------


def test_log_names_cover_every_kind_of_id() -> None:
    aldo = Character(
        id="aldo",
        name="Aldo",
        skills=(Skill(id="slash", name="Slash"),),
        infinity_breaks=(InfinityBreak(id="reg", skill_id="slash", level=3),),
        casting_board=(BoardEntry(id="entry", target_name="Bea", emotions=("fond",), bond=2),),
    )
    encounter = Encounter(
        combatants=(Combatant(id="c1", name="Goblin 1"),),
        effects=(
            Effect(
                id="poison",
                combatant_id="c1",
                name="Poison",
                duration=3,
                unit=DurationUnit.ROUNDS,
                remaining=3,
                started_in=TensionMode.HIGH,
            ),
        ),
    )
    log = (
        _log("combatant_added", combatant_id="c0", name="Goblin 0"),
        _log("combatant_removed", combatant_id="c0", name="Goblin 0"),
        _log("entry_added", character_id="aldo", entry_id="old", target_id=None, target_name="Cid", bond=2),
    )
    campaign = Campaign(
        characters=(aldo,),
        emotions=(Emotion(id="fond", name_ja="気が合う", name_en="Kindred", bond=2),),
        encounter=encounter,
        log=log,
    )
    assert log_names(campaign, "en")["fond"] == "Kindred"
    assert log_names(campaign, "ja") == {
        "aldo": "Aldo",
        "slash": "Slash",
        "reg": "Slash",
        "entry": "Bea",
        "fond": "気が合う",
        "c1": "Goblin 1",
        "poison": "Poison",
        "c0": "Goblin 0",
        "old": "Cid",
    }


def test_emotion_names_follow_the_interface_language() -> None:
    campaign = Campaign(emotions=(Emotion(id="fond", name_ja="気が合う", name_en="Kindred", bond=2),))
    before = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Japanese))
        assert log_names(campaign) == {"fond": "気が合う"}
        QLocale.setDefault(QLocale(QLocale.Language.English))
        assert log_names(campaign) == {"fond": "Kindred"}
    finally:
        QLocale.setDefault(before)


# A real fight in words --------------------------------------------------------------------------------


def test_a_round_of_rules_example_reads_as_sentences(qtbot: QtBot) -> None:
    """RULES §8: initiatives A 3, B 2, C 0, D 1; d10 9, 10, 10, 3; every entry has words."""
    characters = (
        Character(id="a", name="A", reflex=2, perception=1, sense=-1, life=3, will=4),
        Character(id="b", name="B", reflex=1, perception=1, life=2, will=2),
        Character(id="c", name="C", life=2, will=2),
        Character(id="d", name="D", reflex=1, life=2, will=2),
    )
    document = Document(Campaign(characters=characters))
    ids = dict(
        zip(
            "abcd",
            document.run(tracker.add_from_roster, tracker.AddFromRoster(["a", "b", "c", "d"])),
            strict=True,
        )
    )
    document.run(tracker.switch_to_high, None)
    document.run(
        tracker.roll_sequence, {ids["a"]: 9, ids["b"]: 10, ids["c"]: 10, ids["d"]: 3}, dice=ScriptedDice([])
    )
    document.run(tracker.declare, Quick(ids["d"], 1))
    document.run(tracker.confirm_order, None)
    while document.campaign.encounter.round == 1:
        document.run(tracker.next_slot, None)
    campaign = document.campaign
    names = log_names(campaign)
    texts = [describe(entry, names) for entry in campaign.log]
    assert all(text != generic_text(entry) for text, entry in zip(texts, campaign.log, strict=True))
    assert "A joins the encounter" in texts
    assert "D rolls 3 on the sequence d10" not in texts  # typed in at the table
    assert "D rolled 3 on the sequence d10 at the table" in texts
    assert "D declares quick ×1" in texts
    assert "Sequence value of D: 9" in texts
    starts = [text for text in texts if re.match(r"Sequence \d+:", text)]
    assert starts == [
        "Sequence 12: A",
        "Sequence 12: B",
        "Sequence 10: C",
        "Sequence 9: D",
        "Sequence 2: A",
        "Sequence 2: B",
        "Sequence 0: C",
    ]
    assert "Round 1 ends" in texts


# Exports ----------------------------------------------------------------------------------------------


def _exported() -> tuple[list[LogEntry], dict[str, str]]:
    high = Encounter(
        mode=TensionMode.HIGH,
        round=2,
        phase=Phase.ACTING,
        combatants=(Combatant(id="a", name="<b>Aldo</b> & co"),),
        order=(Slot(value=12, combatant_ids=("a",)),),
    )
    campaign = record(Campaign(), [DiceRolled("1D6", "1D6[4] = 4", (4,), 4, None)], NOW)
    campaign = campaign.model_copy(update={"encounter": high})
    campaign = record(campaign, [tracker.SideChanged("a", Side.ALLY)], NOW + timedelta(seconds=1))
    return list(campaign.log), log_names(campaign)


def test_the_text_export_has_one_line_per_entry() -> None:
    entries, names = _exported()
    assert log_as_text(entries, names, tz=UTC) == (
        "2026-11-29 20:15:03\tode 0\t1D6 → 1D6[4] = 4\n"
        "2026-11-29 20:15:04\tR2 S12\t<b>Aldo</b> & co now fights as: ally\n"
    )
    assert log_as_text([]) == ""


class _Cells(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.cells: list[str] = []
        self.tags: list[str] = []
        self._in_cell = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self._in_cell = tag in ("td", "th")
        if self._in_cell:
            self.cells.append("")

    def handle_endtag(self, tag: str) -> None:
        self._in_cell = False

    def handle_data(self, data: str) -> None:
        if self._in_cell:
            self.cells[-1] += data


def test_the_html_export_is_a_page_with_every_text_escaped() -> None:
    entries, names = _exported()
    page = log_as_html(entries, names, title="Session <1>", language="ja", tz=UTC)
    assert page.startswith('<!DOCTYPE html>\n<html lang="ja">')
    assert "<title>Session &lt;1&gt;</title>" in page
    assert "<b>Aldo" not in page
    parser = _Cells()
    parser.feed(page)
    assert parser.cells == [
        "Time",
        "When",
        "What happened",
        "2026-11-29 20:15:03",
        "ode 0",
        "1D6 → 1D6[4] = 4",
        "2026-11-29 20:15:04",
        "R2 S12",
        "<b>Aldo</b> & co now fights as: ally",
    ]
    assert "b" not in parser.tags
    assert '<tr class="high">' in page
    assert '<tr class="low">' in page


def test_the_html_export_has_a_default_title() -> None:
    assert "<title>Log</title>" in log_as_html([])


def test_every_choice_key_matches_what_its_event_stores() -> None:
    """Choices keyed by a field look up the values the log stores (enum values, bools, None)."""
    made = entry_for(
        tracker.CheckResolved("a", Essence.WILL, 9, 8, "success", (4, 5), False), Encounter(), NOW
    )
    assert describe(made, {"a": "Aldo"}) == "Aldo, Will check: [4, 5] = 9 against 8: success"
    typed = made.model_copy(update={"params": {**made.params, "typed": True, "dice": ()}})
    assert describe(typed, {"a": "Aldo"}) == "Aldo, Will check typed in: 9 against 8: success"
    expired = entry_for(EffectExpired("e", "a", "Poison", 3, DurationUnit.ROUNDS), Encounter(), NOW)
    assert describe(expired, {"a": "Aldo"}) == "Aldo: effect Poison ends"
    added = expired.model_copy(update={"kind": "effect_added"})
    assert describe(added, {"a": "Aldo"}) == "Aldo: effect Poison for 3 rounds"


@pytest.mark.parametrize(
    ("kind", "params", "one", "more"),
    [
        (
            "check_taken",
            {"combatant_id": "a", "essence": "life", "paid_with": "correction"},
            "Aldo makes a Life check with 1 die; tension correction −1",
            "Aldo makes a Life check with 3 dice; tension correction −1",
        ),
        ("check_taken", {"combatant_id": "a", "essence": "will"}, "Aldo makes a Will check with 1 die", None),
        ("odes_advanced", {"ode": 4}, "1 ode passes; it is now ode 4", "3 odes pass; it is now ode 4"),
        (
            "effect_added",
            {"combatant_id": "a", "name": "Haste", "unit": "odes"},
            "Aldo: effect Haste for 1 ode",
            "Aldo: effect Haste for 3 odes",
        ),
        (
            "effect_added",
            {"combatant_id": "a", "name": "Haste", "unit": "rounds"},
            "Aldo: effect Haste for 1 round",
            "Aldo: effect Haste for 3 rounds",
        ),
        (
            "active_action_taken",
            {"combatant_id": "a"},
            "Aldo takes an active action and loses +1 passive die",
            "Aldo takes an active action and loses +3 passive dice",
        ),
    ],
)
def test_counts_of_one_are_singular_in_english(
    kind: str, params: dict[str, object], one: str, more: str | None
) -> None:
    count = {
        "check_taken": "dice",
        "odes_advanced": "odes",
        "effect_added": "duration",
        "active_action_taken": "passive_bonus_lost",
    }[kind]
    assert describe(_log(kind, **params, **{count: 1}), {"a": "Aldo"}) == one
    if more is not None:
        assert describe(_log(kind, **params, **{count: 3}), {"a": "Aldo"}) == more


def test_a_kind_without_words_has_no_templates() -> None:
    assert templates_of("comet_struck") == ()


def test_a_palette_roll_names_its_character_and_line() -> None:
    document = Document(Campaign(characters=(Character(id="aldo", name="Aldo"),)))
    document.run(
        dice_steps.roll,
        dice_steps.Roll("2D6+2>=9", character_id="aldo", label="《Slash》"),
        dice=ScriptedDice([1, 3]),
    )
    (entry,) = document.campaign.log
    assert describe(entry, {"aldo": "Aldo"}) == "Aldo, 《Slash》: 2D6+2>=9 → 2D6[1,3]+2 = 6 < 9 → failure"


# Opposed checks say why, and discarded rolls stay on record


@pytest.mark.parametrize(
    ("winner", "reason", "english"),
    [
        ("reaction", "action_fumble", "Opposed check: Goblin wins against Aldo (the action fumbled)"),
        ("reaction", "tie", "Opposed check: Goblin wins against Aldo (a tie: reaction priority)"),
        (
            "reaction",
            "both_critical",
            "Opposed check: Goblin wins against Aldo (both critical: reaction priority)",
        ),
        ("action", "action_critical", "Opposed check: Aldo wins against Goblin (the action's critical)"),
        ("action", "higher", "Opposed check: Aldo wins against Goblin (higher achieved value)"),
        ("reaction", None, "Opposed check: Goblin wins against Aldo"),
    ],
)
def test_the_winner_of_an_opposed_check_is_said_with_the_rule_that_decides(
    winner: str, reason: str | None, english: str
) -> None:
    params: dict[str, object] = {"action_by": "a", "reaction_by": "g", "winner": winner}
    if reason is not None:
        params["reason"] = reason
    assert describe(_log("opposed_resolved", **params), {"a": "Aldo", "g": "Goblin"}) == english


@pytest.fixture
def shipped_japanese(qapp: QCoreApplication) -> Iterator[None]:
    """The Japanese translation fhrtool ships, in use."""
    translations = Translations(resource_path("i18n"))
    translations.use("ja")
    try:
        yield
    finally:
        translations.use("en")


def test_a_discarded_roll_is_said_so_with_its_dice() -> None:
    entry = _log("roll_discarded", combatant_id="a", check="2d6", dice=(6, 6))
    assert describe(entry, {"a": "Aldo"}) == "Aldo: 2D6 check rolled [6, 6] and discarded"
    entry = _log("roll_discarded", combatant_id="a", check="resist", dice=(1, 2, 3))
    assert describe(entry, {"a": "Aldo"}) == "Aldo: mental resist check rolled [1, 2, 3] and discarded"


@pytest.mark.usefixtures("shipped_japanese")
def test_a_discarded_roll_and_the_reason_of_a_win_read_in_japanese() -> None:
    names = {"a": "アルド", "g": "ゴブリン"}
    discarded = _log("roll_discarded", combatant_id="a", check="life", dice=(1, 2, 1))
    assert describe(discarded, names) == "アルド：【生命】のチェックの出目[1, 2, 1]を破棄"
    fumbled = _log(
        "opposed_resolved", action_by="a", reaction_by="g", winner="reaction", reason="action_fumble"
    )
    assert describe(fumbled, names) == "対決：ゴブリンがアルドに勝利（アクション側がファンブル）"
    aimed = _log("targets_named", action_by="a", target_ids=("g",))
    assert describe(aimed, names) == "アルドの行動の対象：ゴブリン"
