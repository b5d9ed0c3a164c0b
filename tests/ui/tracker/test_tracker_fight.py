"""A whole fight played through the tracker panel, checked against the rules engine at every step.

Four combatants, surprise, two rounds, every declaration kind, a simultaneous group, acting twice, a
defeated combatant skipped, and the return to low tension that ends a 1-ode effect. Every step is then
undone and redone; a fight saved mid-declaration resumes identically.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import (
    Campaign,
    Delay,
    DurationUnit,
    Encounter,
    Essence,
    Passive,
    Phase,
    Quick,
    Sync,
    TensionMode,
)
from fhrtool.rules import encounter as rules
from fhrtool.rules import srs
from fhrtool.rules.checks import roll_check, typed_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.rules.events import Outcome
from fhrtool.steps import tracker
from fhrtool.ui.tracker import TrackerPanel
from fhrtool.ui.tracker.model import MARKER, Column
from fhrtool.ui.tracker.requests import AddRequest, EffectRequest, HopeRequest
from tests.ui.tracker.conftest import FakeTrackerDialogs, PanelFactory

# Every die the app rolls in the fight, in order: round 1 d10s of Bea, Goblin and Dora (Aldo's is
# typed in), Aldo's hope d6, then the round 2 d10s of all four.
APP_DICE = [10, 9, 10, 4, 3, 5, 8, 2]

Rule = Callable[[Encounter], Outcome[Encounter]]


def differences(actual: Encounter, expected: Encounter) -> list[str]:
    """Where two encounters differ, field by field and combatant by combatant, for a readable failure."""
    found = []
    for field in type(actual).model_fields:
        mine, theirs = getattr(actual, field), getattr(expected, field)
        if field == "combatants" and len(mine) == len(theirs):
            found += [f"{a.name}: {a!r} != {b!r}" for a, b in zip(mine, theirs, strict=True) if a != b]
        elif mine != theirs:
            found.append(f"{field}: {mine!r} != {theirs!r}")
    return found


class Fight:
    """The panel and, beside it, the same fight run directly on the rules engine."""

    def __init__(self, qtbot: QtBot, panel: TrackerPanel, dialogs: FakeTrackerDialogs) -> None:
        self.qtbot = qtbot
        self.panel = panel
        self.dialogs = dialogs
        self.document: Document = panel._document
        self.expected = self.document.campaign.encounter
        self.dice = ScriptedDice(APP_DICE)
        self.states = [self.document.campaign]
        self.ids: dict[str, str] = {}

    @property
    def fight(self) -> Encounter:
        return self.document.campaign.encounter

    def step(self, gesture: Callable[[], object], *rules_steps: Rule) -> None:
        """Do ``gesture`` in the UI, the same on the engine, and compare everything."""
        gesture()
        for rule in rules_steps:
            self.expected = rule(self.expected).state
        assert differences(self.fight, self.expected) == []
        self.check_table()
        if self.document.campaign != self.states[-1]:
            self.states.append(self.document.campaign)

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.panel.view.setFocus()
        self.qtbot.keyClick(self.panel.view, key, modifier)

    def select(self, *names: str) -> None:
        self.panel.select(*(self.ids[name] for name in names))

    def row(self, name: str) -> int:
        proxy = self.panel.model
        return next(row for row in range(proxy.rowCount()) if proxy.index(row, Column.NAME).data() == name)

    def cell(self, name: str, column: Column) -> str:
        return str(self.panel.model.index(self.row(name), column).data())

    def shown(self) -> list[str]:
        proxy = self.panel.model
        return [proxy.index(row, Column.NAME).data() for row in range(proxy.rowCount())]

    def check_table(self) -> None:
        """The table agrees with the engine: dice left, HP, hope, fatigue and who acts now."""
        fight = self.expected
        options = self.document.campaign.options
        acting = fight.phase is Phase.ACTING and fight.position < len(fight.order)
        now = set(fight.order[fight.position].combatant_ids) if acting else set()
        for combatant in fight.combatants:
            if fight.phase is not Phase.DECLARING:
                life = rules.available_dice(fight, combatant.id, Essence.LIFE, options=options).total
                will = rules.available_dice(fight, combatant.id, Essence.WILL, options=options).total
                assert self.cell(combatant.name, Column.LIFE).split()[0] == f"{life}/{combatant.life}"
                assert self.cell(combatant.name, Column.WILL).split()[0] == f"{will}/{combatant.will}"
            assert self.cell(combatant.name, Column.HP) == f"{combatant.hp.current}/{combatant.hp.maximum}"
            assert (
                self.cell(combatant.name, Column.HOPE) == f"{combatant.hope.current}/{combatant.hope.maximum}"
            )
            assert self.cell(combatant.name, Column.FATIGUE) == str(combatant.fatigue)
            assert (self.cell(combatant.name, Column.MARK) == MARKER) == (combatant.id in now)

    def type_into(self, name: str, column: Column, text: str) -> None:
        """Type a change into a cell as the GM would: the first key starts the editor."""
        view = self.panel.view
        view.setFocus()
        view.setCurrentIndex(self.panel.model.index(self.row(name), column))
        self.qtbot.keyClick(view, text[0])
        editor = QApplication.focusWidget()
        assert editor is not view
        self.qtbot.keyClicks(editor, text[1:])
        with self.qtbot.waitSignal(self.document.undo_stack.indexChanged):
            self.qtbot.keyClick(editor, Qt.Key.Key_Return)


def effect_added(
    fight: Fight, name: str, effect: str, duration: int, unit: DurationUnit, note: str = ""
) -> Rule:
    """The engine's add_effect, with the id the panel's effect got (ids are made fresh each time)."""

    def rule(state: Encounter) -> Outcome[Encounter]:
        outcome = rules.add_effect(state, fight.ids[name], effect, duration, unit, note)
        *kept, new = outcome.state.effects
        same = new.model_copy(update={"id": fight.fight.effects[-1].id})
        return Outcome(outcome.state.model_copy(update={"effects": (*kept, same)}), outcome.events)

    return rule


@pytest.fixture
def fight(qtbot: QtBot, document: Document, dialogs: FakeTrackerDialogs, make_panel: PanelFactory) -> Fight:
    panel = make_panel(document, ScriptedDice(APP_DICE))
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    return Fight(qtbot, panel, dialogs)


def set_up(fight: Fight) -> None:
    """Low tension: four join, two are caught off guard, a 2-ode blessing starts; then round 1."""
    dialogs, panel = fight.dialogs, fight.panel
    dialogs.script("add_combatants", AddRequest(("aldo", "bea", "goblin", "dora")))
    panel.add_action.trigger()
    fight.ids = {c.name: c.id for c in fight.fight.combatants}
    fight.expected = fight.fight
    fight.states.append(fight.document.campaign)
    ids = fight.ids
    assert fight.shown() == ["Aldo", "Bea", "Goblin", "Dora"]
    assert "switch to high tension" in panel.hint_label.text()
    for name in ("Goblin", "Dora"):
        fight.select(name)
        fight.step(panel.surprised_action.trigger, lambda e, i=ids[name]: rules.set_surprised(e, i))
    fight.select("Aldo")
    dialogs.script("effect", EffectRequest("Blessing", 2, DurationUnit.ODES, "from the shrine"))
    fight.step(
        lambda: fight.key(Qt.Key.Key_E),
        effect_added(fight, "Aldo", "Blessing", 2, DurationUnit.ODES, "from the shrine"),
    )
    # Goblin's mental resist check reaches 15, Dora's does not.
    dialogs.script("surprise_checks", {ids["Goblin"]: 16, ids["Dora"]: 9})
    fight.step(
        panel.high_action.trigger, lambda e: rules.switch_to_high(e, {ids["Goblin"]: 16, ids["Dora"]: 9})
    )
    assert dialogs.calls[-1][0] == "surprise_checks"
    assert list(dialogs.calls[-1][1][1]) == [ids["Goblin"], ids["Dora"]]
    assert panel.mode_label.text() == "Round 1"
    assert fight.cell("Dora", Column.INITIATIVE) == "-4"
    assert fight.cell("Goblin", Column.INITIATIVE) == "0"


def roll_round_1(fight: Fight) -> None:
    """Aldo's d10 is typed in, the app rolls the others (R)."""
    dialogs, ids = fight.dialogs, fight.ids
    fight.select("Aldo")
    dialogs.script("sequence_rolls", {ids["Aldo"]: 2})
    fight.step(fight.panel.type_rolls_action.trigger, lambda e: rules.enter_roll(e, ids["Aldo"], 2))
    assert fight.cell("Aldo", Column.SEQUENCE) == "d10 2"
    assert fight.cell("Bea", Column.SEQUENCE) == "waiting"
    fight.panel.view.clearSelection()
    fight.step(lambda: fight.key(Qt.Key.Key_R), lambda e: rules.roll_sequence(e, fight.dice))
    assert fight.fight.phase is Phase.DECLARING
    assert "Declarations for round 1" in fight.panel.hint_label.text()
    assert not fight.panel.next_action.isEnabled()


def declare_aldo(fight: Fight) -> None:
    """Hope on the sequence value and quick; a passive declaration made and withdrawn."""
    dialogs, ids = fight.dialogs, fight.ids
    fight.select("Aldo")
    dialogs.script("declaration", HopeRequest(ids["Aldo"], 1))
    fight.step(lambda: fight.key(Qt.Key.Key_D), lambda e: rules.declare_hope(e, ids["Aldo"], 1, fight.dice))
    for declaration in (Quick(ids["Aldo"], 1), Passive(ids["Aldo"], 1)):
        dialogs.script("declaration", declaration)
        fight.step(lambda: fight.key(Qt.Key.Key_D), lambda e, d=declaration: rules.declare(e, d))
    fight.panel._fill_withdraw_menu()
    withdraw = {a.text(): a for a in fight.panel.withdraw_menu.actions()}
    assert list(withdraw) == ["Hope ×1 (+4) (Aldo)", "Quick ×1 (Aldo)", "Passive ×1 (Aldo)"]
    fight.step(withdraw["Passive ×1 (Aldo)"].trigger, lambda e: rules.withdraw(e, ids["Aldo"], "passive"))
    assert fight.cell("Aldo", Column.SEQUENCE) == "14 · 4"
    assert fight.cell("Aldo", Column.LIFE) == "2/3"


def declare_others(fight: Fight) -> None:
    """Passive (Bea, after a refused quick), delay (Goblin), sync (Dora)."""
    dialogs, ids = fight.dialogs, fight.ids
    fight.select("Bea")
    dialogs.script("declaration", Quick(ids["Bea"], 3))
    fight.step(lambda: fight.key(Qt.Key.Key_D))
    assert dialogs.errors()[-1] == "Bea may declare quick at most 2 times (the lower of Life and Will)"
    dialogs.script("declaration", Passive(ids["Bea"], 1))
    fight.step(lambda: fight.key(Qt.Key.Key_D), lambda e: rules.declare(e, Passive(ids["Bea"], 1)))
    fight.select("Goblin")
    dialogs.script("declaration", Delay(ids["Goblin"], 4))
    fight.step(lambda: fight.key(Qt.Key.Key_D), lambda e: rules.declare(e, Delay(ids["Goblin"], 4)))
    fight.select("Dora")
    dialogs.script("declaration", Sync(ids["Dora"], ids["Goblin"]))
    fight.step(lambda: fight.key(Qt.Key.Key_D), lambda e: rules.declare(e, Sync(ids["Dora"], ids["Goblin"])))
    assert fight.cell("Dora", Column.DECLARED) == "Sync with Goblin"


def play_round_1(fight: Fight) -> None:
    dialogs, ids, panel = fight.dialogs, fight.ids, fight.panel
    fight.step(
        lambda: fight.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier),
        rules.confirm_order,
    )
    order = [(slot.value, slot.combatant_ids) for slot in fight.fight.order]
    assert order == [
        (14, (ids["Aldo"],)),
        (7, (ids["Bea"],)),
        (4, (ids["Aldo"],)),
        (4, (ids["Goblin"], ids["Dora"])),
    ]
    assert fight.shown() == ["Aldo", "Bea", "Goblin", "Dora"]
    assert panel.mode_label.text() == "Round 1 · sequence 14 (1/4)"
    assert panel.actors_label.text() == "▶ Aldo: Life 2/3 · Will 3/4 · Hope 1/3 · HP 20/20 · Fatigue 0"
    assert fight.document.character("aldo").hope.current == 1  # the hope spent reached the sheet

    # Sequence 14: Aldo attacks (active Life check), Goblin dodges and takes fatigue instead of -1.
    dialogs.script(
        "check",
        lambda campaign, who, essence, _dice: tracker.CheckRequest(
            essence,
            roll_check(rules.available_dice(campaign.encounter, who, essence), 8, ScriptedDice([5, 4])),
            role="active",
        ),
    )
    fight.step(
        lambda: fight.key(Qt.Key.Key_L),
        lambda e: rules.take_active_action(e, ids["Aldo"]),
        lambda e: rules.take_check(e, ids["Aldo"], Essence.LIFE),
    )
    assert dialogs.calls[-1][1][1:3] == (ids["Aldo"], Essence.LIFE)  # no selection: the actor checks
    dodge = tracker.CheckRequest(
        Essence.LIFE, typed_check(6, 9), role="reaction", reacting_to=ids["Aldo"], pay_with="fatigue"
    )
    fight.select("Goblin")
    dialogs.script("check", dodge)
    fight.step(
        lambda: fight.key(Qt.Key.Key_L),
        lambda e: rules.react(e, ids["Goblin"], ids["Aldo"]),
        lambda e: rules.take_check(e, ids["Goblin"], Essence.LIFE, passive=True, pay_with="fatigue"),
    )
    fight.step(
        lambda: fight.type_into("Goblin", Column.HP, "-4"),
        lambda e: rules.adjust(e, ids["Goblin"], "hp", -4),
    )
    assert fight.document.undo_stack.undoText() == "HP -4 (Goblin)"

    # Sequence 7: Bea's opposed 2D6 check against Dora, then an active Will check with 1 hope.
    fight.step(lambda: fight.key(Qt.Key.Key_N), rules.next_slot)
    assert panel.mode_label.text() == "Round 1 · sequence 7 (2/4)"
    attack = srs.check(ScriptedDice([6, 5]), 5, difficulty=10)
    parry = srs.check(ScriptedDice([3, 3]), 4)
    dialogs.script("action_check", tracker.ActionCheckRequest(attack, ids["Dora"], parry))
    fight.step(
        lambda: fight.key(Qt.Key.Key_K),  # on Bea's sequence: Dora is the target and reacts
        lambda e: rules.name_targets(e, ids["Bea"], [ids["Dora"]]),
        lambda e: rules.react(e, ids["Dora"], ids["Bea"]),
    )
    assert fight.document.campaign.log[-1].params["winner"] == "action"
    assert fight.cell("Bea", Column.WILL) == "3/3 +1P"
    dialogs.script("check", tracker.CheckRequest(Essence.WILL, typed_check(14, 12), role="active", hope=1))
    fight.step(
        lambda: fight.key(Qt.Key.Key_W),
        lambda e: rules.take_active_action(e, ids["Bea"]),
        lambda e: rules.take_check(e, ids["Bea"], Essence.WILL, hope=1),
    )
    assert fight.cell("Bea", Column.WILL) == "2/3"  # the passive bonus is gone with the active action
    assert fight.document.character("bea").hope.current == 0

    # Sequence 4: Aldo acts a second time.
    fight.step(lambda: fight.key(Qt.Key.Key_N), rules.next_slot)
    assert fight.cell("Aldo", Column.SEQUENCE) == "14✓ · 4"
    dialogs.script("check", tracker.CheckRequest(Essence.WILL, typed_check(10, 10), role="active"))
    fight.step(
        lambda: fight.key(Qt.Key.Key_W),
        lambda e: rules.take_active_action(e, ids["Aldo"]),
        lambda e: rules.take_check(e, ids["Aldo"], Essence.WILL),
    )

    # Sequence 4 again: Goblin and Dora fully simultaneous; back and forth first.
    fight.step(lambda: fight.key(Qt.Key.Key_N), rules.next_slot)
    fight.step(lambda: fight.key(Qt.Key.Key_P), rules.previous_slot)
    fight.step(lambda: fight.key(Qt.Key.Key_N), rules.next_slot)
    assert panel.actors_label.text().startswith("Simultaneous:")
    assert {fight.cell(name, Column.MARK) for name in ("Goblin", "Dora")} == {MARKER}
    fight.select("Aldo")
    dialogs.script(
        "check",
        tracker.CheckRequest(Essence.LIFE, typed_check(3, 9), role="reaction", reacting_to=ids["Goblin"]),
    )
    fight.step(
        lambda: fight.key(Qt.Key.Key_L),
        lambda e: rules.react(e, ids["Aldo"], ids["Goblin"]),
        lambda e: rules.take_check(e, ids["Aldo"], Essence.LIFE, passive=True),
    )
    assert "Reacted" in fight.cell("Aldo", Column.STATUS)
    dialogs.script(
        "check",
        tracker.CheckRequest(Essence.LIFE, typed_check(3, 9), role="reaction", reacting_to=ids["Dora"]),
    )
    fight.step(lambda: fight.key(Qt.Key.Key_L))
    assert dialogs.errors()[-1] == "Aldo has already reacted to one action of this simultaneous group"
    fight.select("Goblin")
    dialogs.script(
        "check",
        tracker.CheckRequest(Essence.LIFE, typed_check(3, 9), role="reaction", reacting_to=ids["Dora"]),
    )
    fight.step(lambda: fight.key(Qt.Key.Key_L))
    assert dialogs.errors()[-1] == "Goblin acts simultaneously with Dora and cannot react to that action"
    # Effects started in high tension: Haste for 1 ode, Stun for 1 round.
    fight.select("Bea")
    dialogs.script("effect", EffectRequest("Haste", 1, DurationUnit.ODES))
    fight.step(
        lambda: fight.key(Qt.Key.Key_E),
        effect_added(fight, "Bea", "Haste", 1, DurationUnit.ODES),
    )
    fight.select("Dora")
    dialogs.script("effect", EffectRequest("Stun", 1, DurationUnit.ROUNDS))
    fight.step(
        lambda: fight.key(Qt.Key.Key_E),
        effect_added(fight, "Dora", "Stun", 1, DurationUnit.ROUNDS),
    )
    assert fight.cell("Dora", Column.STATUS) == "Surprised −5 · Stun 1 rd"

    # After the last sequence the round ends: corrections and passive bonuses go, fatigue stays.
    fight.panel.view.clearSelection()
    fight.step(lambda: fight.key(Qt.Key.Key_N), rules.next_slot)
    assert fight.document.undo_stack.undoText() == "Next: round 1 ends"
    assert (fight.fight.round, fight.fight.phase) == (2, Phase.ROLLING)
    assert fight.cell("Aldo", Column.LIFE) == "3/3"
    assert fight.cell("Goblin", Column.FATIGUE) == "1"
    assert fight.cell("Dora", Column.STATUS) == ""  # the surprise was round 1 only; Stun ran out
    assert fight.cell("Dora", Column.INITIATIVE) == "+1"


def play_round_2_and_return(fight: Fight) -> None:
    ids, panel = fight.ids, fight.panel
    fight.step(lambda: fight.key(Qt.Key.Key_R), lambda e: rules.roll_sequence(e, fight.dice))
    fight.step(lambda: fight.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier), rules.confirm_order)
    assert fight.shown() == ["Goblin", "Bea", "Aldo", "Dora"]  # 8, 7, 6, 3
    fight.select("Dora")
    fight.step(lambda: fight.key(Qt.Key.Key_X), lambda e: rules.set_defeated(e, ids["Dora"]))
    assert fight.cell("Dora", Column.STATUS) == "Defeated"
    fight.panel.view.clearSelection()
    fight.step(lambda: fight.key(Qt.Key.Key_N), rules.next_slot)
    fight.step(lambda: fight.key(Qt.Key.Key_N), rules.next_slot)
    assert panel.mode_label.text() == "Round 2 · sequence 6 (3/4)"
    # Dora's sequence is skipped: the round ends at once.
    fight.step(lambda: fight.key(Qt.Key.Key_N), rules.next_slot, rules.next_slot)
    assert fight.fight.round == 3
    fight.dialogs.script("confirm", True)  # round 3 has not been played: asked first
    fight.step(panel.low_action.trigger, lambda e: rules.return_to_low(e, fight.document.campaign.options))
    assert panel.mode_label.text() == "Low tension · ode 1"
    assert [(e.name, e.remaining) for e in fight.fight.effects] == [("Blessing", 1)]
    log = fight.document.campaign.log
    assert [e.params["name"] for e in log if e.kind == "effect_expired"] == ["Stun", "Haste"]
    assert log[-1].kind == "low_tension_resumed"
    assert fight.fight.mode is TensionMode.LOW


def test_a_whole_fight_through_the_panel(fight: Fight) -> None:
    set_up(fight)
    roll_round_1(fight)
    declare_aldo(fight)
    declare_others(fight)
    play_round_1(fight)
    play_round_2_and_return(fight)
    assert fight.dice.remaining == ()

    # Undo every step back to the start, then redo every step: each state exactly as it was.
    stack = fight.document.undo_stack
    for expected in reversed(fight.states[:-1]):
        stack.undo()
        assert fight.document.campaign == expected
    assert not stack.canUndo()
    assert fight.panel.model.rowCount() == 0
    for expected in fight.states[1:]:
        stack.redo()
        assert fight.document.campaign == expected
    assert fight.panel.mode_label.text() == "Low tension · ode 1"


def test_undo_of_next_restores_the_slot_with_its_counters(fight: Fight) -> None:
    set_up(fight)
    roll_round_1(fight)
    declare_aldo(fight)
    declare_others(fight)
    play_round_1(fight)
    stack = fight.document.undo_stack
    stack.undo()  # undo "Next: round 1 ends"
    fight.expected = fight.fight
    assert (fight.fight.round, fight.fight.position) == (1, 3)
    assert fight.cell("Aldo", Column.LIFE) == "0/3"
    assert "Reacted" in fight.cell("Aldo", Column.STATUS)
    assert "Stun 1 rd" in fight.cell("Dora", Column.STATUS)
    stack.redo()
    assert fight.fight.round == 2


def test_a_fight_saved_mid_declaration_resumes_identically(
    qtbot: QtBot, fight: Fight, dialogs: FakeTrackerDialogs, make_panel: PanelFactory
) -> None:
    set_up(fight)
    roll_round_1(fight)
    declare_aldo(fight)
    reopened = Document(Campaign.model_validate_json(fight.document.campaign.model_dump_json()))
    assert reopened.campaign == fight.document.campaign
    remaining = fight.dice.remaining
    panel = make_panel(reopened, ScriptedDice(remaining))
    resumed = Fight(qtbot, panel, dialogs)
    resumed.ids, resumed.dice = fight.ids, ScriptedDice(remaining)
    assert resumed.shown() == fight.shown()
    assert panel.mode_label.text() == "Round 1"
    assert "Declarations for round 1" in panel.hint_label.text()
    assert resumed.cell("Aldo", Column.DECLARED) == "Hope ×1 (+4) · Quick ×1"

    # The rest of round 1 in the reopened campaign, then the same in the original: the same fight.
    for each in (resumed, fight):
        each.panel.activateWindow()
        qtbot.waitUntil(each.panel.isActiveWindow)
        declare_others(each)
        play_round_1(each)

    # Effects started after the save get fresh ids in each campaign; everything else is the same.
    def same_ids(state: Encounter) -> Encounter:
        effects = tuple(e.model_copy(update={"id": f"e{n}"}) for n, e in enumerate(state.effects))
        return state.model_copy(update={"effects": effects})

    assert differences(same_ids(resumed.fight), same_ids(fight.fight)) == []
    assert resumed.document.campaign.characters == fight.document.campaign.characters
    assert [e.kind for e in resumed.document.campaign.log] == [e.kind for e in fight.document.campaign.log]
