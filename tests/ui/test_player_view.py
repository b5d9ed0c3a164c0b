"""The player view: round and phase, the acting order with the current slot highlighted, no NPC numbers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QKeySequence, QTextDocument
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.model import (
    Campaign,
    Character,
    CharacterKind,
    Combatant,
    DurationUnit,
    Encounter,
    Essence,
    Passive,
    Phase,
    Pool,
    Quick,
    RuleOptions,
    Side,
    Sync,
    TensionMode,
)
from fhrtool.rules.checks import typed_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.share.snapshot import plain, snapshot
from fhrtool.steps import tracker
from fhrtool.storage.paths import resource_path
from fhrtool.ui.player_view import (
    BASE_POINT_SIZE,
    CURRENT_BACKGROUND,
    MARKER,
    ZOOM_LIMITS,
    Person,
    PlayerRow,
    PlayerView,
)
from fhrtool.ui.tracker.rows import tracker_rows


def _characters() -> tuple[Character, ...]:
    # Initiatives as in RULES §8: Aldo 3, Bea 2, Goblin 0, Dora 1.
    return (
        Character(
            id="aldo",
            name="Aldo",
            reflex=2,
            perception=1,
            sense=-1,
            life=3,
            will=4,
            hp=Pool(current=18, maximum=20),
            hope=Pool(current=2, maximum=3),
        ),
        Character(
            id="bea", name="Bea", reflex=1, perception=1, life=2, will=2, hp=Pool(current=15, maximum=15)
        ),
        Character(id="goblin", name="Goblin", kind=CharacterKind.NPC, life=2, hp=Pool(current=8, maximum=8)),
        Character(
            id="dora", name="Dora <b>", kind=CharacterKind.NPC, reflex=1, hp=Pool(current=6, maximum=9)
        ),
    )


@pytest.fixture
def document() -> Document:
    return Document(Campaign(characters=_characters()))


@pytest.fixture
def view(qtbot: QtBot, document: Document) -> PlayerView:
    widget = PlayerView(document)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _fighting(document: Document) -> dict[str, str]:
    """Everyone in high tension, d10s 9, 10, 10, 3 as in RULES §8, order confirmed."""
    added = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    ids = dict(zip(["Aldo", "Bea", "Goblin", "Dora"], added, strict=True))
    document.run(tracker.switch_to_high, None)
    document.run(tracker.roll_sequence, None, dice=ScriptedDice([9, 10, 10, 3]))
    document.run(tracker.confirm_order, None)
    return ids


def _names(row: PlayerRow) -> list[str]:
    return [person.name for person in row.people]


def _plain(view: PlayerView) -> list[str]:
    """Each row label as the players read it."""
    texts = []
    for label in view.row_labels:
        document = QTextDocument()
        document.setHtml(label.text())
        texts.append(document.toPlainText().replace("\u00a0", " ").replace("\u2007", " "))
    return texts


def test_an_empty_fight_says_so(view: PlayerView) -> None:
    assert view.heading_label.text() == "Low tension"
    assert view.status_label.text() == "Ode 0"
    assert view.rows == []
    assert _plain(view) == ["Nobody is in the fight yet"]


def test_a_language_change_retranslates_the_open_view(qtbot: QtBot, view: PlayerView) -> None:
    translations = Translations(resource_path("i18n"))
    translations.use("ja")
    try:
        heading = QCoreApplication.translate("PlayerView", "Low tension")
        assert heading != "Low tension"
        qtbot.waitUntil(lambda: view.heading_label.text() == heading)
        assert view.windowTitle() == QCoreApplication.translate("PlayerView", "fhrtool — Player view")
        assert _plain(view) == [QCoreApplication.translate("PlayerView", "Nobody is in the fight yet")]
    finally:
        translations.use("en")
    qtbot.waitUntil(lambda: view.heading_label.text() == "Low tension")
    assert view.windowTitle() == "fhrtool — Player view"


def test_in_low_tension_everyone_is_listed_and_only_pcs_show_numbers(
    view: PlayerView, document: Document
) -> None:
    ids = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin", "dora"]))
    document.run(tracker.set_side, tracker.SetSide(ids[2], Side.ALLY))
    aldo = "Life 3/3 · Will 4/4 · Hope 2/3 · Fatigue 0 · HP 18/20"
    assert view.rows == [
        PlayerRow((Person("Aldo", Side.PC, False, aldo),)),
        PlayerRow((Person("Goblin", Side.ENEMY, False, ""),)),
        PlayerRow((Person("Dora <b>", Side.ALLY, False, ""),)),
    ]
    texts = _plain(view)
    assert texts[0].strip() == f"■ Aldo  {aldo}"
    assert texts[1].strip() == "■ Goblin"
    assert texts[2].strip() == "■ Dora <b>"  # a name is text, never markup
    assert "8" not in " ".join(texts[1:])


def test_the_fatigue_of_a_pc_is_shown_and_its_penalty_takes_dice(
    view: PlayerView, document: Document
) -> None:
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    document.run(tracker.adjust, tracker.Adjust([aldo], "fatigue", "+2"))
    assert view.rows[0].people[0].resources == "Life 3/3 · Will 4/4 · Hope 2/3 · Fatigue 2 · HP 18/20"
    # A long line breaks after a "·" only: a number stays beside its name.
    assert "Fatigue&nbsp;2&nbsp;· HP&nbsp;18/20" in view.row_labels[0].text()
    document.edit(
        "A die less per 5 fatigue",
        lambda c: c.model_copy(update={"options": RuleOptions(fatigue_penalty_step=5)}),
    )
    document.run(tracker.adjust, tracker.Adjust([aldo], "fatigue", "+3"))
    assert view.rows[0].people[0].resources == "Life 2/3 · Will 3/4 · Hope 2/3 · Fatigue 5 · HP 18/20"


def test_a_pcs_dice_left_this_round_follow_its_checks_and_come_back_next_round(
    view: PlayerView, document: Document
) -> None:
    """The seed's advice: set aside as many dice as 【生命】 and 【意志】 at the start of the round. Each
    check of the round takes one more (the tension correction); a new round gives them all back."""
    ids = _fighting(document)
    aldo = ids["Aldo"]
    life = tracker.CheckRequest(Essence.LIFE, typed_check(5, 5), role="active")
    document.run(tracker.take_check, tracker.TakeCheck(aldo, life))
    assert view.rows[0].people[0].resources.startswith("Life 2/3 · Will 4/4 · ")
    document.run(tracker.next_slot, None)
    will = tracker.CheckRequest(Essence.WILL, typed_check(5, 5), role="reaction", reacting_to=ids["Bea"])
    document.run(tracker.take_check, tracker.TakeCheck(aldo, will))
    assert view.rows[0].people[0].resources.startswith("Life 2/3 · Will 3/4 · ")
    assert _plain(view)[0].strip().endswith("Life 2/3 · Will 3/4 · Hope 2/3 · Fatigue 0 · HP 18/20")
    while document.campaign.encounter.round == 1:
        document.run(tracker.next_slot, None)
    assert view.rows[0].people[0].resources.startswith("Life 3/3 · Will 4/4 · ")


def test_dice_on_reactions_from_a_passive_declaration_are_shown(view: PlayerView, document: Document) -> None:
    ids = _fighting(document)
    document.undo_stack.undo()  # back to the declarations
    document.run(tracker.declare, Passive(ids["Aldo"], 1))
    document.run(tracker.confirm_order, None)
    aldo = next(row for row in view.rows if _names(row) == ["Aldo"])
    assert (
        aldo.people[0].resources == "Life 3/3 · Will 4/4 · +1 on reactions · Hope 2/3 · Fatigue 0 · HP 18/20"
    )


def test_while_rolling_those_still_to_roll_are_marked(view: PlayerView, document: Document) -> None:
    added = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    document.run(tracker.switch_to_high, None)
    assert (view.heading_label.text(), view.status_label.text()) == ("Round 1", "Rolling sequence values")
    document.run(tracker.enter_roll, tracker.EnterRoll(added[0], 7))
    assert [row.waiting for row in view.rows] == [False, True]
    assert _plain(view)[1].strip() == "■ Goblin  waiting for the d10"
    assert "7" not in _plain(view)[0]


def test_a_defeated_combatant_is_not_waiting(view: PlayerView, document: Document) -> None:
    added = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    document.run(tracker.set_defeated, tracker.SetDefeated(added[1], True))
    document.run(tracker.switch_to_high, None)
    assert [row.waiting for row in view.rows] == [True, False]
    assert view.rows[1].people[0].defeated


def test_declarations_are_announced(view: PlayerView, document: Document) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    document.run(tracker.switch_to_high, None)
    document.run(tracker.roll_sequence, None, dice=ScriptedDice([5]))
    assert view.status_label.text() == "Special sequence declarations"


def test_the_acting_order_follows_the_rules_example_with_the_current_slot_marked(
    view: PlayerView, document: Document
) -> None:
    _fighting(document)
    assert [(row.value, _names(row)) for row in view.rows] == [
        (12, ["Aldo"]),
        (12, ["Bea"]),
        (10, ["Goblin"]),
        (4, ["Dora <b>"]),
        (2, ["Aldo"]),
        (2, ["Bea"]),
        (0, ["Goblin"]),
    ]
    assert [row.current for row in view.rows] == [True] + [False] * 6
    assert view.status_label.text() == "Sequence 12: Aldo"
    document.run(tracker.next_slot, None)
    document.run(tracker.next_slot, None)
    assert [row.current for row in view.rows].index(True) == 2
    assert [row.done for row in view.rows] == [True, True, False, False, False, False, False]
    assert view.status_label.text() == "Sequence 10: Goblin"
    texts = _plain(view)
    assert texts[2].startswith(f"{MARKER} 10")
    assert MARKER in texts[0]  # there, but invisible: it keeps the values in one column
    assert "HP" not in texts[2]
    assert "HP 18/20" in texts[4]


def test_the_current_slot_is_highlighted(qtbot: QtBot, view: PlayerView, document: Document) -> None:
    _fighting(document)
    document.run(tracker.next_slot, None)
    label = view.row_labels[1]
    qtbot.waitUntil(lambda: label.isVisible() and label.width() > 0)
    image = view.grab().toImage()
    point = label.mapTo(view, label.rect().topLeft())
    inside = QColor(image.pixel(point.x() + label.width() - 4, point.y() + label.height() // 2))
    assert inside == QColor(CURRENT_BACKGROUND)
    other = view.row_labels[3]
    point = other.mapTo(view, other.rect().topLeft())
    assert QColor(image.pixel(point.x() + other.width() - 4, point.y() + other.height() // 2)) != QColor(
        CURRENT_BACKGROUND
    )


def test_simultaneous_combatants_share_a_row(view: PlayerView, document: Document) -> None:
    ids = _fighting(document)
    document.undo_stack.undo()  # back to the declarations
    document.run(tracker.declare, Sync(ids["Goblin"], ids["Dora"]))
    document.run(tracker.confirm_order, None)
    slot = next(row for row in view.rows if row.value == 4)
    assert sorted(_names(slot)) == ["Dora <b>", "Goblin"]
    assert "·" in _plain(view)[view.rows.index(slot)]


def test_a_round_without_any_sequence_has_no_current_one(view: PlayerView, document: Document) -> None:
    fight = Encounter(
        mode=TensionMode.HIGH, round=3, phase=Phase.ACTING, combatants=(Combatant(id="g", name="Goblin"),)
    )
    document.replace(Campaign(encounter=fight), None)
    assert (view.heading_label.text(), view.status_label.text()) == ("Round 3", "")
    assert [_names(row) for row in view.rows] == [["Goblin"]]


def test_the_round_ends_and_the_next_one_rolls(view: PlayerView, document: Document) -> None:
    _fighting(document)
    while document.campaign.encounter.round == 1:
        document.run(tracker.next_slot, None)
    assert (view.heading_label.text(), view.status_label.text()) == ("Round 2", "Rolling sequence values")
    assert len(view.rows) == 4


def test_back_to_low_tension(view: PlayerView, document: Document) -> None:
    _fighting(document)
    document.run(tracker.return_to_low, None)
    assert (view.heading_label.text(), view.status_label.text()) == ("Low tension", "Ode 1")


def test_rows_are_reused_and_trimmed(view: PlayerView, document: Document) -> None:
    added = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin"]))
    first = view.row_labels[0]
    document.run(tracker.remove_combatant, added[2])
    assert len(view.row_labels) == 2
    assert view.row_labels[0] is first


def test_text_can_grow_and_shrink_within_limits(view: PlayerView, document: Document) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    assert view.row_labels[0].font().pointSizeF() == pytest.approx(BASE_POINT_SIZE)
    view.zoom(2)
    assert view.row_labels[0].font().pointSizeF() == pytest.approx(BASE_POINT_SIZE * 2)
    assert view.heading_label.font().pointSizeF() == pytest.approx(BASE_POINT_SIZE * 2 * 1.6)
    view.zoom(100)
    assert view.zoom_factor == ZOOM_LIMITS[1]
    view.zoom(0.0001)
    assert view.zoom_factor == ZOOM_LIMITS[0]


def test_keys_zoom_and_go_full_screen(qtbot: QtBot, view: PlayerView) -> None:
    shortcuts = {action.text(): action for action in view.actions()}
    assert shortcuts["Larger text"].shortcut() == QKeySequence(QKeySequence.StandardKey.ZoomIn)
    shortcuts["Larger text"].trigger()
    assert view.zoom_factor > 1
    shortcuts["Smaller text"].trigger()
    assert view.zoom_factor == pytest.approx(1)
    shortcuts["Full screen"].trigger()
    qtbot.waitUntil(view.isFullScreen)
    shortcuts["Full screen"].trigger()
    qtbot.waitUntil(lambda: not view.isFullScreen())


def test_it_is_a_window_of_its_own(qtbot: QtBot, document: Document) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    view = PlayerView(document, owner)
    assert view.isWindow()
    assert view.windowTitle() == "fhrtool — Player view"


def test_screenshot(view: PlayerView, document: Document, tmp_path: Path) -> None:
    _fighting(document)
    document.run(tracker.next_slot, None)
    image = view.grab().toImage()
    assert image.save(str(tmp_path / "player_view.png"))
    assert (image.width(), image.height()) == (900, 700)


def test_the_effects_on_pcs_are_shown_with_the_time_they_have_left(
    view: PlayerView, document: Document
) -> None:
    ids = _fighting(document)
    aldo, goblin = ids["Aldo"], ids["Goblin"]
    document.run(tracker.add_effect, tracker.AddEffect(aldo, "Blessed <i>", 2, DurationUnit.ROUNDS))
    document.run(tracker.add_effect, tracker.AddEffect(aldo, "Cursed", 3, DurationUnit.ODES))
    document.run(tracker.add_effect, tracker.AddEffect(goblin, "Poisoned", 2, DurationUnit.ROUNDS))
    first = view.rows[0].people[0]
    assert first.effects == ("Blessed <i> (2 rd)", "Cursed (3 odes)")
    assert view.rows[2].people[0].effects == ()  # an enemy's effects are the GM's to tell
    texts = _plain(view)
    assert texts[0].endswith("Effects: Blessed <i> (2 rd), Cursed (3 odes)")  # names are text, not markup
    assert "Poisoned" not in " ".join(texts)
    for _ in range(len(view.rows)):
        document.run(tracker.next_slot, None)  # round 1 ends: the effect in rounds runs down
    aldo_row = next(row for row in view.rows if _names(row) == ["Aldo"])
    assert aldo_row.people[0].effects == ("Blessed <i> (1 rd)", "Cursed (3 odes)")
    (blessed, _cursed, _poisoned) = document.campaign.encounter.effects
    document.run(tracker.remove_effect, blessed.id)
    aldo_row = next(row for row in view.rows if _names(row) == ["Aldo"])
    assert aldo_row.people[0].effects == ("Cursed (3 odes)",)


def _window_dice(view: PlayerView) -> dict[str, set[tuple[int, int]]]:
    """The dice left each PC shows in the window, as read from its rows (a PC in two slots shows twice)."""
    shown: dict[str, set[tuple[int, int]]] = {}
    for text in _plain(view):
        for name, life, will in re.findall(r"■ (\w+)\s+Life (\d+)/\d+ · Will (\d+)/\d+", text):
            shown.setdefault(name, set()).add((int(life), int(will)))
    return shown


def _page_dice(document: Document) -> dict[str, set[tuple[int, int]]]:
    """The dice left each PC shows on the web pages: the table's page and the PC's own, as sent."""
    pages = snapshot(document.campaign)
    shown: dict[str, set[tuple[int, int]]] = {}
    for person in plain(pages.table)["people"]:
        if person["numbers"] is not None:
            shown.setdefault(person["name"], set()).add(
                (person["numbers"]["life_dice"], person["numbers"]["will_dice"])
            )
    for page in pages.players.values():
        shown.setdefault(page.view.name, set()).add((page.view.life_dice, page.view.will_dice))
    return shown


def test_the_window_shows_the_dice_left_the_web_pages_show_in_every_phase(
    view: PlayerView, document: Document
) -> None:
    """Through rolling, declaring a quick, acting, a check and the next round: the window, the table's
    page and each player's page agree, and agree with the tracker."""

    def same(aldo: tuple[int, int], bea: tuple[int, int]) -> None:
        expected = {"Aldo": {aldo}, "Bea": {bea}}
        assert _window_dice(view) == expected
        assert _page_dice(document) == expected
        pools = {
            row.combatant.name: (row.life.total, row.will.total) for row in tracker_rows(document.campaign)
        }
        assert (pools["Aldo"], pools["Bea"]) == (aldo, bea)

    added = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    ids = dict(zip(["Aldo", "Bea", "Goblin", "Dora"], added, strict=True))
    same((3, 4), (2, 2))
    document.run(tracker.switch_to_high, None)
    assert view.status_label.text() == "Rolling sequence values"
    same((3, 4), (2, 2))
    document.run(tracker.roll_sequence, None, dice=ScriptedDice([9, 10, 10, 3]))
    assert view.status_label.text() == "Special sequence declarations"
    same((3, 4), (2, 2))
    document.run(tracker.declare, Quick(ids["Aldo"], 1))
    same((2, 3), (2, 2))  # the quick takes its dice at once, as the tracker shows
    document.run(tracker.confirm_order, None)
    assert view.status_label.text().startswith("Sequence ")
    same((2, 3), (2, 2))
    life = tracker.CheckRequest(Essence.LIFE, typed_check(5, 5), role="active")
    document.run(tracker.take_check, tracker.TakeCheck(ids["Aldo"], life))
    same((1, 3), (2, 2))
    while document.campaign.encounter.round == 1:
        document.run(tracker.next_slot, None)
    assert (view.heading_label.text(), view.status_label.text()) == ("Round 2", "Rolling sequence values")
    same((3, 4), (2, 2))
