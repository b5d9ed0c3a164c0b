"""The tracker table model: what each cell says, what it repaints, how it sorts, what it edits."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QFont
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Campaign, DurationUnit, Essence, Passive, Phase, Quick, RuleOptions, Side
from fhrtool.rules.checks import typed_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import tracker
from fhrtool.ui.tracker.model import (
    CURRENT_BACKGROUND,
    MARKER,
    SIDE_COLOURS,
    ChipKind,
    Column,
    TrackerModel,
    TrackerRole,
)
from tests.ui.tracker.conftest import four, roster


def _ids(document: Document) -> dict[str, str]:
    return {c.name: c.id for c in document.campaign.encounter.combatants}


def _cell(model: TrackerModel, name: str, column: Column, role: int = Qt.ItemDataRole.DisplayRole) -> object:
    row = next(n for n in range(model.rowCount()) if model.row(n).combatant.name == name)
    return model.index(row, column).data(role)


def _in_round(document: Document) -> dict[str, str]:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    document.run(tracker.switch_to_high, None)
    ids = _ids(document)
    document.run(
        tracker.roll_sequence,
        {ids["Aldo"]: 9, ids["Bea"]: 10, ids["Goblin"]: 10, ids["Dora"]: 3},
        dice=ScriptedDice([]),
    )
    return ids


def test_the_model_passes_the_model_tester_through_a_fight(
    qtmodeltester: ModelTester, document: Document
) -> None:
    model = TrackerModel(document)
    qtmodeltester.check(model)
    ids = _in_round(document)
    qtmodeltester.check(model)
    document.run(tracker.declare, Quick(ids["Dora"], 1))
    document.run(tracker.confirm_order, None)
    document.run(tracker.next_slot, None)
    document.run(tracker.remove_combatant, ids["Bea"])
    qtmodeltester.check(model)
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.headerData(99, Qt.Orientation.Horizontal) is None
    assert model.index(0, 0).data(Qt.ItemDataRole.WhatsThisRole) is None
    assert model.data(QModelIndex()) is None
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags


def test_each_column_says_what_the_gm_needs(document: Document) -> None:
    model = TrackerModel(document)
    ids = _in_round(document)
    document.run(tracker.declare, Quick(ids["Aldo"], 2))
    document.run(tracker.declare, Passive(ids["Bea"], 1))
    # While declaring, the values and dice are projected from the declarations so far.
    assert _cell(model, "Aldo", Column.SEQUENCE) == "22 · 12 · 2"
    assert _cell(model, "Aldo", Column.LIFE) == "1/3"
    assert _cell(model, "Aldo", Column.DECLARED) == "Quick ×2"
    assert _cell(model, "Bea", Column.WILL) == "3/3 +1P"
    document.run(tracker.confirm_order, None)
    assert _cell(model, "Aldo", Column.MARK) == MARKER
    assert _cell(model, "Aldo", Column.MARK, Qt.ItemDataRole.AccessibleTextRole) == "acts now"
    assert _cell(model, "Bea", Column.MARK) == ""
    assert _cell(model, "Aldo", Column.NAME) == "Aldo"
    assert _cell(model, "Aldo", Column.NAME, Qt.ItemDataRole.ToolTipRole) == "Aldo (PC)"
    assert _cell(model, "Goblin", Column.SIDE) == "Enemy"
    assert _cell(model, "Aldo", Column.INITIATIVE) == "+3"
    assert _cell(model, "Goblin", Column.INITIATIVE) == "0"
    assert _cell(model, "Aldo", Column.HOPE) == "2/3"
    assert _cell(model, "Aldo", Column.HP) == "20/20"
    assert _cell(model, "Aldo", Column.FATIGUE) == "0"
    assert _cell(model, "Aldo", Column.TENSION) == "41"
    assert _cell(model, "Aldo", Column.LIFE, Qt.ItemDataRole.ToolTipRole) == (
        "Life check: 3 -2 tension correction = 1 die"
    )
    assert _cell(model, "Bea", Column.LIFE, Qt.ItemDataRole.ToolTipRole) == (
        "Life check: 2 = 2 dice\n+1 on passive checks (passive declaration)"
    )
    assert _cell(model, "Aldo", Column.SEQUENCE, Qt.ItemDataRole.ToolTipRole) == "d10 9, initiative +3"
    document.run(tracker.next_slot, None)
    assert _cell(model, "Aldo", Column.SEQUENCE) == "22✓ · 12 · 2"
    assert _cell(model, "Aldo", Column.SEQUENCE, TrackerRole.CURRENT) is True  # acting again at 12
    assert model.headerData(Column.LIFE, Qt.Orientation.Horizontal) == "Life"
    assert "positive perception" in model.headerData(
        Column.INITIATIVE, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert model.headerData(Column.NAME, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) is None
    assert model.headerData(Column.NAME, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole) is None


def test_sequence_column_before_during_and_after_rolling(document: Document) -> None:
    model = TrackerModel(document)
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea"]))
    assert _cell(model, "Aldo", Column.SEQUENCE) == ""
    document.run(tracker.switch_to_high, None)
    document.run(tracker.enter_roll, tracker.EnterRoll(_ids(document)["Aldo"], 4))
    assert _cell(model, "Aldo", Column.SEQUENCE) == "d10 4"
    assert _cell(model, "Bea", Column.SEQUENCE) == "waiting"
    document.edit(
        "table rules",
        lambda c: c.model_copy(update={"options": RuleOptions(delay_minimum=-9)}),
    )
    document.run(tracker.enter_roll, tracker.EnterRoll(_ids(document)["Bea"], 1))
    document.run(tracker.declare, tracker.Delay(_ids(document)["Bea"], -2))
    assert _cell(model, "Bea", Column.SEQUENCE) == "-2 (no sequence)"
    document.run(tracker.set_defeated, tracker.SetDefeated(_ids(document)["Bea"], True))
    assert _cell(model, "Bea", Column.SEQUENCE) == ""


def test_the_current_slot_is_highlighted_and_defeated_ones_greyed(document: Document) -> None:
    model = TrackerModel(document)
    ids = _in_round(document)
    document.run(tracker.confirm_order, None)
    brush = _cell(model, "Aldo", Column.NAME, Qt.ItemDataRole.BackgroundRole)
    assert isinstance(brush, QBrush)
    assert brush.color() == CURRENT_BACKGROUND
    assert _cell(model, "Aldo", Column.NAME, Qt.ItemDataRole.FontRole) is None  # as wide as unmarked
    assert _cell(model, "Bea", Column.NAME, Qt.ItemDataRole.BackgroundRole) is None
    assert _cell(model, "Bea", Column.NAME, Qt.ItemDataRole.ForegroundRole) is None
    assert _cell(model, "Bea", Column.NAME, Qt.ItemDataRole.FontRole) is None
    assert (
        _cell(model, "Goblin", Column.SIDE, Qt.ItemDataRole.BackgroundRole).color()
        == SIDE_COLOURS[Side.ENEMY]
    )
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Dora"], True))
    assert _cell(model, "Dora", Column.NAME, Qt.ItemDataRole.FontRole).strikeOut()
    assert _cell(model, "Dora", Column.HP, Qt.ItemDataRole.ForegroundRole).color().name() == "#8a8a8a"
    assert _cell(model, "Dora", Column.STATUS) == "Defeated"
    assert _cell(model, "Dora", Column.HP, Qt.ItemDataRole.TextAlignmentRole) == Qt.AlignmentFlag.AlignCenter
    assert _cell(model, "Dora", Column.NAME, Qt.ItemDataRole.TextAlignmentRole) is None


def test_status_chips_for_surprise_reactions_actions_and_effects(document: Document) -> None:
    model = TrackerModel(document)
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea", "goblin", "dora"]))
    ids = _ids(document)
    for name in ("Goblin", "Dora", "Bea"):
        document.run(tracker.set_surprised, tracker.SetSurprised(ids[name], True))
    assert _cell(model, "Goblin", Column.STATUS) == "Surprised"
    document.run(
        tracker.add_effect,
        tracker.AddEffect(ids["Aldo"], "Blessing", 2, DurationUnit.ODES, "from the shrine"),
    )
    document.run(tracker.switch_to_high, {ids["Goblin"]: 15, ids["Dora"]: 3})
    assert _cell(model, "Goblin", Column.STATUS) == "Resisted surprise"
    assert (
        _cell(model, "Goblin", Column.STATUS, Qt.ItemDataRole.ToolTipRole)
        == "Resist check 15 ≥ 15: no penalty"
    )
    assert _cell(model, "Dora", Column.STATUS) == "Surprised −5"
    assert _cell(model, "Dora", Column.INITIATIVE) == "-4"
    assert (
        _cell(model, "Dora", Column.INITIATIVE, Qt.ItemDataRole.ToolTipRole)
        == "Caught off guard: −5 in round 1"
    )
    assert _cell(model, "Bea", Column.STATUS) == "Surprised −5"
    document.run(
        tracker.roll_sequence,
        {ids["Aldo"]: 1, ids["Bea"]: 9, ids["Goblin"]: 7, ids["Dora"]: 9},
        dice=ScriptedDice([]),
    )
    document.run(tracker.declare, tracker.Sync(ids["Goblin"], ids["Dora"]))
    document.run(tracker.confirm_order, None)
    document.run(tracker.add_effect, tracker.AddEffect(ids["Aldo"], "Guard", 2, DurationUnit.ROUNDS))
    fight = document.campaign.encounter
    group = next(n for n, slot in enumerate(fight.order) if len(slot.combatant_ids) == 2)
    while document.campaign.encounter.position < group:
        document.run(tracker.next_slot, None)
    request = tracker.CheckRequest(Essence.LIFE, typed_check(5, 8), role="reaction", reacting_to=ids["Dora"])
    document.run(tracker.take_check, tracker.TakeCheck(ids["Aldo"], request))
    document.run(
        tracker.take_check,
        tracker.TakeCheck(
            ids["Goblin"], tracker.CheckRequest(Essence.LIFE, typed_check(9, 8), role="active")
        ),
    )
    assert _cell(model, "Aldo", Column.STATUS) == "Reacted · Blessing 2 odes · Guard 2 rd"
    assert _cell(model, "Goblin", Column.STATUS) == "Resisted surprise · Active"
    tooltip = _cell(model, "Aldo", Column.STATUS, Qt.ItemDataRole.ToolTipRole)
    assert tooltip.splitlines() == [
        "Has reacted to one action of this simultaneous group and cannot react to the others",
        "Blessing: 2 odes left of 2",
        "from the shrine",
        "Guard: 2 rd left of 2",
    ]
    chips = _cell(model, "Aldo", Column.STATUS, TrackerRole.CHIPS)
    assert [chip.kind for chip in chips] == [ChipKind.REACTED, ChipKind.EFFECT, ChipKind.EFFECT]
    assert _cell(model, "Aldo", Column.NAME, TrackerRole.CHIPS) is None
    assert (
        _cell(model, "Bea", Column.STATUS, Qt.ItemDataRole.ToolTipRole) == "Caught off guard: −5 in round 1"
    )
    assert _cell(model, "Goblin", Column.TENSION) == "0"
    assert _cell(model, "Aldo", Column.NAME, TrackerRole.ID) == ids["Aldo"]


def test_a_step_repaints_only_the_rows_it_touched(qtbot: QtBot, document: Document) -> None:
    model = TrackerModel(document)
    ids = _in_round(document)
    document.run(tracker.confirm_order, None)  # Aldo 12, Bea 12, Goblin 10, Dora 4, ...
    changed: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(
        lambda top, bottom: changed.append((top.row(), top.column(), bottom.row(), bottom.column()))
    )
    document.run(tracker.next_slot, None)
    last = len(Column) - 1
    assert changed == [(0, 0, 1, last)]  # Aldo no longer current, Bea now current: rows 0 and 1
    changed.clear()
    document.run(tracker.adjust, tracker.Adjust([ids["Dora"]], "hp", "-1"))
    assert changed == [(3, 0, 3, last)]
    changed.clear()
    document.run(tracker.adjust, tracker.Adjust([ids["Dora"], ids["Bea"]], "fatigue", "+1"))
    assert changed == [(1, 0, 1, last), (3, 0, 3, last)]


def test_rows_come_and_go_with_the_combatants(qtbot: QtBot, document: Document) -> None:
    model = TrackerModel(document)
    with qtbot.waitSignal(model.rowsInserted):
        document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "bea"]))
    assert model.rowCount() == 2
    with qtbot.waitSignal(model.rowsRemoved):
        document.run(tracker.remove_combatant, _ids(document)["Aldo"])
    assert [model.row(n).combatant.name for n in range(model.rowCount())] == ["Bea"]
    other = Document(Campaign(characters=roster()))
    other.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"], count=2))
    with qtbot.waitSignals([model.rowsRemoved, model.rowsInserted]):
        document.replace(other.campaign, None)
    assert [model.row(n).combatant.name for n in range(model.rowCount())] == ["Goblin 1", "Goblin 2"]
    assert model.row_of("nobody") == -1


def test_the_tension_column_follows_the_sheet(document: Document) -> None:
    model = TrackerModel(document)
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    document.edit(
        "sheet",
        lambda c: c.model_copy(
            update={
                "characters": (c.characters[0].model_copy(update={"tension_value": 50}), *c.characters[1:])
            }
        ),
    )
    assert _cell(model, "Aldo", Column.TENSION) == "50"
    document.edit(
        "sheet name only",
        lambda c: c.model_copy(
            update={"characters": (c.characters[0].model_copy(update={"notes": "x"}), *c.characters[1:])}
        ),
    )
    assert _cell(model, "Aldo", Column.TENSION) == "50"


def test_resources_are_edited_by_typing_a_change(document: Document) -> None:
    model = TrackerModel(document)
    ids = _in_round(document)
    refused: list[str] = []
    model.edit_refused.connect(refused.append)
    row = model.row_of(ids["Aldo"])
    hp = model.index(row, Column.HP)
    assert hp.flags() & Qt.ItemFlag.ItemIsEditable
    assert not model.index(row, Column.NAME).flags() & Qt.ItemFlag.ItemIsEditable
    assert hp.data(Qt.ItemDataRole.EditRole) == "20"
    assert model.index(row, Column.NAME).data(Qt.ItemDataRole.EditRole) is None
    assert model.setData(hp, "-3")
    assert document.campaign.encounter.combatant(ids["Aldo"]).hp.current == 17
    assert document.character("aldo").hp.current == 17
    assert document.undo_stack.undoText() == "HP -3 (Aldo)"
    assert not model.setData(hp, "17")  # unchanged: no step
    assert not model.setData(hp, "lots")
    assert refused == ["type a change such as -3 or +2, or a new value such as 7; not lots"]
    assert not model.setData(hp, "-3", Qt.ItemDataRole.DisplayRole)
    assert not model.setData(model.index(row, Column.NAME), "x")
    assert model.setData(model.index(row, Column.HOPE), "+1")
    assert model.index(row, Column.HOPE).data(Qt.ItemDataRole.EditRole) == "3"
    assert model.setData(model.index(row, Column.FATIGUE), "2")
    assert model.index(row, Column.FATIGUE).data(Qt.ItemDataRole.EditRole) == "2"
    assert model.setData(model.index(row, Column.TENSION), "+9")
    assert document.character("aldo").tension_value == 50
    assert model.index(row, Column.TENSION).data(Qt.ItemDataRole.EditRole) == "50"


def test_without_a_sheet_there_is_no_tension_to_edit(document: Document) -> None:
    model = TrackerModel(document)
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"]))
    document.edit("delete the sheet", lambda c: c.model_copy(update={"characters": ()}))
    index = model.index(0, Column.TENSION)
    assert index.data() == "—"
    assert index.data(Qt.ItemDataRole.EditRole) == ""
    assert not index.flags() & Qt.ItemFlag.ItemIsEditable


def test_a_cells_size_key_is_its_column_text_font_and_chips(document: Document) -> None:
    # Fitting measures each distinct key once: the key of an actor, a struck defeated combatant, a bold
    # side, a plain cell and a status with chips says what each one is drawn with, whichever way it is
    # asked.
    model = TrackerModel(document)
    ids = _in_round(document)
    document.run(tracker.confirm_order, None)
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Dora"], True))
    rows = range(model.rowCount())
    for column in Column:
        keys = model.size_keys([*rows, -1, model.rowCount()], column)
        expected = []
        for row in rows:
            index = model.index(row, column)
            font = index.data(Qt.ItemDataRole.FontRole)
            chips = index.data(TrackerRole.CHIPS)
            expected.append(
                (
                    column,
                    index.data(),
                    font.key() if font is not None else None,
                    tuple(chips) if chips is not None else None,
                )
            )
        assert keys == [*expected, (column, None, None, None), (column, None, None, None)]
    fonts = {key[2] for column in Column for key in model.size_keys(rows, column)}
    assert len(fonts - {None}) == 3  # the bold side, the struck defeated, and its bold struck side


def test_rows_are_in_acting_order_and_defeated_last(qtmodeltester: ModelTester, document: Document) -> None:
    model = TrackerModel(document)
    qtmodeltester.check(model)

    def shown() -> list[str]:
        return [model.index(row, Column.NAME).data() for row in range(model.rowCount())]

    document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin", "dora", "aldo", "bea"]))
    assert shown() == ["Goblin", "Dora", "Aldo", "Bea"]  # before the round: as added
    document.run(tracker.switch_to_high, None)
    ids = _ids(document)
    document.run(
        tracker.roll_sequence,
        {ids["Aldo"]: 9, ids["Bea"]: 10, ids["Goblin"]: 10, ids["Dora"]: 3},
        dice=ScriptedDice([]),
    )
    assert shown() == ["Aldo", "Bea", "Goblin", "Dora"]
    held = QPersistentModelIndex(model.index(model.row_of(ids["Dora"]), Column.HP))
    document.run(tracker.declare, Quick(ids["Dora"], 2))
    assert shown() == ["Aldo", "Bea", "Goblin", "Dora"]  # declaring moves no row under the pointer
    document.run(tracker.set_defeated, tracker.SetDefeated(ids["Aldo"], True))
    assert shown() == ["Bea", "Goblin", "Dora", "Aldo"]
    assert (held.row(), held.column()) == (2, Column.HP)  # selections and editors follow the row
    document.run(tracker.remove_combatant, ids["Bea"])
    document.run(
        tracker.add_from_roster, tracker.AddFromRoster(["bea"])
    )  # back to rolling: the order as added, Bea last again
    assert shown() == ["Goblin", "Dora", "Bea", "Aldo"]


def test_a_combatant_joining_mid_round_waits_for_the_next_one(document: Document) -> None:
    model = TrackerModel(document)
    _in_round(document)
    document.run(tracker.confirm_order, None)
    (goblin,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["goblin"]))
    assert document.campaign.encounter.phase is Phase.ACTING
    assert _cell(model, "Goblin 2", Column.SEQUENCE) == ""
    assert model.row(model.row_of(goblin)).order_key[0] == 1


def test_fatigue_that_costs_dice_is_explained(document: Document) -> None:
    document.edit("rules", lambda c: c.model_copy(update={"options": RuleOptions(fatigue_penalty_step=2)}))
    model = TrackerModel(document)
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    document.run(tracker.adjust, tracker.Adjust([aldo], "fatigue", "4"))
    assert _cell(model, "Aldo", Column.LIFE) == "1/3"
    assert (
        _cell(model, "Aldo", Column.LIFE, Qt.ItemDataRole.ToolTipRole) == "Life check: 3 -2 fatigue = 1 die"
    )


def test_declarations_the_table_rules_no_longer_allow_project_nothing(document: Document) -> None:
    model = TrackerModel(document)
    ids = _in_round(document)
    document.run(tracker.declare_hope, tracker.DeclareHope(ids["Aldo"], 1), dice=ScriptedDice([3]))
    document.edit(
        "rules",
        lambda c: c.model_copy(update={"options": RuleOptions(hope_on_sequence_in_declarations=False)}),
    )
    assert _cell(model, "Aldo", Column.SEQUENCE) == ""
    assert _cell(model, "Aldo", Column.DECLARED) == "Hope ×1 (+3)"


def test_chips_are_sized_to_their_text(qtbot: QtBot, document: Document) -> None:
    from PySide6.QtWidgets import QStyleOptionViewItem, QTableView

    from fhrtool.ui.cell_pictures import CellPictures
    from fhrtool.ui.tracker.delegates import ChipsDelegate

    model = TrackerModel(document)
    (aldo,) = document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    delegate = ChipsDelegate(CellPictures(view), model.picture_key, view)
    option = QStyleOptionViewItem()
    option.font = view.font()
    status = model.index(0, Column.STATUS)
    empty = delegate.sizeHint(option, status)
    document.run(tracker.add_effect, tracker.AddEffect(aldo, "Blessing", 2, DurationUnit.ODES))
    one = delegate.sizeHint(option, status)
    document.run(
        tracker.add_effect, tracker.AddEffect(aldo, "A much longer effect name", 2, DurationUnit.ODES)
    )
    two = delegate.sizeHint(option, status)
    assert empty.width() < one.width() < two.width()
    assert delegate.sizeHint(option, model.index(0, Column.NAME)).width() < one.width()


def test_a_change_of_stage_repaints_rows_whose_values_stay(qtbot: QtBot, document: Document) -> None:
    model = TrackerModel(document)
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    assert _cell(model, "Aldo", Column.SEQUENCE) == ""
    with qtbot.waitSignal(model.dataChanged):
        document.run(tracker.switch_to_high, None)
    assert _cell(model, "Aldo", Column.SEQUENCE) == "waiting"


def test_a_renamed_partner_shows_in_the_declarations(document: Document) -> None:
    model = TrackerModel(document)
    ids = _in_round(document)
    document.run(tracker.declare, tracker.Sync(ids["Aldo"], ids["Dora"]))
    assert _cell(model, "Aldo", Column.DECLARED) == "Sync with Dora"
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["dora"]))  # Dora becomes "Dora 1"
    assert _cell(model, "Aldo", Column.DECLARED) == "Sync with Dora 1"


def test_a_pool_taken_below_nothing_shows_no_dice_not_a_negative_count(document: Document) -> None:
    ids = _in_round(document)
    document.run(tracker.confirm_order, None)
    model = TrackerModel(document)
    # Quick steps and checks lower the tension correction; at -4, Dora's Life 2 would roll -2 dice.
    fight = document.campaign.encounter
    counters = {ids["Dora"]: fight.counters_of(ids["Dora"]).model_copy(update={"life": -4})}
    low = fight.model_copy(update={"counters": {**fight.counters, **counters}})
    document.edit("low", lambda campaign: campaign.model_copy(update={"encounter": low}))
    assert _cell(model, "Dora", Column.LIFE) == "0/2"


def test_a_row_that_cannot_be_shown_shows_the_placeholder_in_all_its_cells(
    qtbot: QtBot, document: Document, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QModelRoleData
    from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

    from fhrtool.ui.safety import cannot_show

    _in_round(document)
    model = TrackerModel(document)

    def broken(_number: int) -> list[dict[int, object]]:
        raise KeyError("no look")

    monkeypatch.setattr(model, "_look", broken)
    option = QStyleOptionViewItem()
    with qtbot.capture_exceptions() as reported:
        QStyledItemDelegate().initStyleOption(option, model.index(0, Column.NAME))  # through multiData
        brush = QModelRoleData(Qt.ItemDataRole.BackgroundRole)
        model.multiData(model.index(0, Column.NAME), brush)
    assert option.text == cannot_show()
    assert brush.data() is None
    assert [type(error) for _kind, error, _trace in reported] == [KeyError]


_SEEN_ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.TextAlignmentRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.EditRole,
    Qt.ItemDataRole.AccessibleTextRole,
    TrackerRole.CHIPS,
    TrackerRole.PICTURE,
)


def _seen(value: object) -> object:
    if isinstance(value, QBrush):
        return ("brush", value.color().rgba())
    if isinstance(value, QFont):
        return ("font", value.key())
    return value


def _cells(model: TrackerModel) -> dict[tuple[str, Column], tuple[object, ...]]:
    """Every cell by combatant and column: what each role of it says."""
    return {
        (model.row(number).id, column): tuple(
            _seen(model.index(number, column).data(role)) for role in _SEEN_ROLES
        )
        for number in range(model.rowCount())
        for column in Column
    }


class _Announced:
    """What a model said changed while a step ran: dataChanged rectangles, or a new layout or reset
    (which a view repaints whole)."""

    def __init__(self, model: TrackerModel) -> None:
        self.model = model
        self.rectangles: list[tuple[int, int, int, int]] = []
        self.whole = False
        model.dataChanged.connect(self._data_changed)
        model.layoutChanged.connect(self._everything)
        model.modelReset.connect(self._everything)

    def _data_changed(self, top: QModelIndex, bottom: QModelIndex) -> None:
        self.rectangles.append((top.row(), top.column(), bottom.row(), bottom.column()))

    def _everything(self) -> None:
        self.whole = True

    def covers(self, row: int, column: int) -> bool:
        return self.whole or any(
            top <= row <= bottom and left <= column <= right for top, left, bottom, right in self.rectangles
        )


def test_every_cell_a_step_changes_is_announced(document: Document) -> None:
    # A step repaints the cells it announces: a cell whose text, look, tooltip or edit value changed
    # and was not announced would show its old face (and the model its old look). Through a whole
    # fight, its undo and its redo.
    model = TrackerModel(document)
    ids: dict[str, str] = {}

    def add(doc: Document) -> None:
        ids.update(four(doc))

    rolls = {"Aldo": 9, "Bea": 10, "Goblin": 10, "Dora": 3}
    steps = [
        add,
        lambda doc: doc.run(tracker.set_surprised, tracker.SetSurprised(ids["Goblin"], True)),
        lambda doc: doc.run(tracker.switch_to_high, None),
        lambda doc: doc.run(
            tracker.roll_sequence, {ids[name]: d10 for name, d10 in rolls.items()}, dice=ScriptedDice([])
        ),
        lambda doc: doc.run(tracker.declare, Quick(ids["Aldo"], 1)),
        lambda doc: doc.run(tracker.declare, Passive(ids["Bea"], 1)),
        lambda doc: doc.run(tracker.declare, tracker.Delay(ids["Goblin"], 4)),
        lambda doc: doc.run(tracker.declare, tracker.Sync(ids["Bea"], ids["Dora"])),
        lambda doc: doc.run(tracker.withdraw, tracker.Withdraw(ids["Bea"], "passive")),
        # Dora becomes "Dora 1": Bea's sync names her anew.
        lambda doc: doc.run(tracker.add_from_roster, tracker.AddFromRoster(["dora"])),
        lambda doc: doc.run(tracker.enter_roll, tracker.EnterRoll(_ids(doc)["Dora 2"], 5)),
        lambda doc: doc.run(tracker.confirm_order, None),
        lambda doc: doc.run(tracker.next_slot, None),
        lambda doc: doc.run(tracker.take_active_action, doc.campaign.encounter.current_slot.combatant_ids[0]),
        lambda doc: doc.run(tracker.next_slot, None),
        lambda doc: doc.run(tracker.previous_slot, None),
        lambda doc: doc.run(tracker.adjust, tracker.Adjust([ids["Bea"]], "hp", "-2")),
        lambda doc: doc.run(tracker.adjust, tracker.Adjust([ids["Goblin"], ids["Dora"]], "fatigue", "+2")),
        lambda doc: doc.run(tracker.adjust, tracker.Adjust([ids["Aldo"]], "tension_value", "+1")),
        lambda doc: doc.run(
            tracker.add_effect, tracker.AddEffect(ids["Dora"], "Poisoned", 2, DurationUnit.ROUNDS)
        ),
        lambda doc: doc.run(tracker.set_side, tracker.SetSide(ids["Goblin"], Side.ALLY)),
        lambda doc: doc.run(tracker.set_defeated, tracker.SetDefeated(ids["Bea"], True)),
        lambda doc: doc.run(tracker.remove_effect, doc.campaign.encounter.effects[0].id),
        lambda doc: doc.run(tracker.next_slot, None),
        lambda doc: doc.run(tracker.next_slot, None),
        lambda doc: doc.run(tracker.return_to_low, None),
        lambda doc: doc.run(tracker.set_surprised, tracker.SetSurprised(ids["Dora"], True)),
        lambda doc: doc.run(tracker.advance_odes, 1),
    ]
    stack = document.undo_stack
    moves = [
        *steps,
        *[lambda doc: doc.undo_stack.undo()] * len(steps),
        *[lambda doc: doc.undo_stack.redo()] * len(steps),
    ]
    changes = 0
    for move in moves:
        before = _cells(model)
        announced = _Announced(model)
        move(document)
        after = _cells(model)
        assert after == _cells(TrackerModel(document))  # nothing kept from before the step
        for key, cell in after.items():
            if key in before and before[key] != cell:
                changes += 1
                assert announced.covers(model.row_of(key[0]), key[1]), (key, before[key], cell)
        model.dataChanged.disconnect(announced._data_changed)
        model.layoutChanged.disconnect(announced._everything)
        model.modelReset.disconnect(announced._everything)
    assert stack.index() == len(steps)
    assert changes > 100


def test_a_row_changed_twice_before_it_is_shown_again_shows_both_changes(document: Document) -> None:
    model = TrackerModel(document)
    ids = _in_round(document)
    assert _cells(model)  # every look made
    document.run(tracker.declare, Quick(ids["Aldo"], 1))  # his sequence, dice and declarations
    document.run(tracker.adjust, tracker.Adjust([ids["Aldo"]], "tension_value", "+1"))  # his tension
    assert _cells(model) == _cells(TrackerModel(document))
    assert _cell(model, "Aldo", Column.DECLARED) == "Quick ×1"
