"""The log panel: rows follow the log through edits and undo, names follow renames, filter, export."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QItemSelectionModel, QModelIndex, QModelRoleData, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyledItemDelegate, QStyleOptionViewItem
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.app.files import documents_folder
from fhrtool.model import Campaign, Character, CharacterKind
from fhrtool.rules.dice import ScriptedDice
from fhrtool.steps import dice as dice_steps
from fhrtool.steps import sheet, tracker
from fhrtool.steps.log import record
from fhrtool.ui.log_panel import HIGH_TENSION_STAMP, Column, LogModel, LogPanel, LogRole
from tests.ui.conftest import FakeDialogs

NOW = datetime(2026, 11, 29, 20, 15, 3, tzinfo=UTC)


@pytest.fixture
def document() -> Document:
    return Document(
        Campaign(
            name="Night Train",
            characters=(
                Character(id="aldo", name="Aldo", reflex=2),
                Character(id="goblin", name="Goblin", kind=CharacterKind.NPC),
            ),
        )
    )


@pytest.fixture
def panel(qtbot: QtBot, document: Document, dialogs: FakeDialogs) -> LogPanel:
    widget = LogPanel(document, dialogs)
    qtbot.addWidget(widget)
    widget.resize(700, 300)
    return widget


def _texts(panel: LogPanel) -> list[str]:
    proxy = panel.proxy
    return [proxy.index(row, Column.TEXT).data() for row in range(proxy.rowCount())]


def _roll(document: Document, text: str, *dice: int) -> None:
    document.run(dice_steps.roll, dice_steps.Roll(text), dice=ScriptedDice(dice))


def test_the_model_passes_the_model_tester_through_edits_undo_and_a_new_campaign(
    qtmodeltester: ModelTester, document: Document
) -> None:
    model = LogModel(document)
    qtmodeltester.check(model)
    _roll(document, "1D6", 4)
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.columnCount(model.index(0, 0)) == 0
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    document.undo_stack.undo()
    document.undo_stack.undo()
    document.undo_stack.redo()
    document.replace(Campaign(), None)
    qtmodeltester.check(model)
    assert model.rowCount() == 0


def test_new_entries_are_inserted_and_undone_entries_removed(qtbot: QtBot, document: Document) -> None:
    model = LogModel(document)
    with qtbot.waitSignal(model.rowsInserted) as inserted:
        document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    assert inserted.args[1:] == [0, 1]
    with qtbot.waitSignal(model.rowsInserted) as inserted:
        _roll(document, "2D6", 3, 4)
    assert inserted.args[1:] == [2, 2]
    with qtbot.waitSignal(model.rowsRemoved) as removed:
        document.undo_stack.undo()
    assert removed.args[1:] == [2, 2]
    assert model.rowCount() == 2


def test_a_different_log_resets_the_model(qtbot: QtBot, document: Document) -> None:
    _roll(document, "1D6", 1)
    model = LogModel(document)
    other = record(Campaign(), [dice_steps.DiceRolled("1D4", "1D4[2] = 2", (2,), 2, None)], NOW)
    with qtbot.waitSignal(model.modelReset):
        document.replace(other, None)
    assert model.index(0, Column.TEXT).data() == "1D4 → 1D4[2] = 2"


def test_rows_show_time_stamp_and_sentence(document: Document) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    document.run(tracker.switch_to_high, None)
    document.run(tracker.roll_sequence, None, dice=ScriptedDice([7]))
    model = LogModel(document)
    last = model.rowCount() - 1
    assert model.index(0, Column.TEXT).data() == "Aldo joins the encounter"
    assert model.index(last, Column.TEXT).data() == "Aldo rolls 7 on the sequence d10"
    assert model.index(last, Column.STAMP).data() == "R1"
    assert model.index(0, Column.STAMP).data() == "ode 0"
    entry = document.campaign.log[0]
    assert model.index(0, Column.TIME).data() == entry.at.astimezone().strftime("%H:%M:%S")
    assert model.index(0, Column.TIME).data(Qt.ItemDataRole.ToolTipRole) == entry.at.astimezone().strftime(
        "%Y-%m-%d %H:%M:%S"
    )
    assert model.index(last, Column.STAMP).data(Qt.ItemDataRole.ToolTipRole) == "High tension, round 1"
    assert model.index(0, Column.STAMP).data(Qt.ItemDataRole.ToolTipRole) == "Low tension, ode 0"
    assert model.index(0, Column.TEXT).data(Qt.ItemDataRole.ToolTipRole) == "Aldo joins the encounter"
    assert model.index(last, Column.STAMP).data(Qt.ItemDataRole.ForegroundRole).color() == HIGH_TENSION_STAMP
    assert model.index(0, Column.STAMP).data(Qt.ItemDataRole.ForegroundRole) is None
    assert model.index(last, Column.TEXT).data(LogRole.KIND) == "sequence_rolled"
    assert model.index(last, Column.TEXT).data(LogRole.ENTRY) == document.campaign.log[-1]
    assert model.index(0, 0).data(Qt.ItemDataRole.DecorationRole) is None
    assert model.data(QModelIndex()) is None
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags


def test_an_entry_without_a_time_has_no_time_tooltip(document: Document) -> None:
    _roll(document, "1D6", 2)
    entry = document.campaign.log[0].model_copy(update={"at": None})
    document.replace(document.campaign.model_copy(update={"log": (entry,)}), None)
    model = LogModel(document)
    assert model.index(0, Column.TIME).data() == ""
    assert model.index(0, Column.TIME).data(Qt.ItemDataRole.ToolTipRole) is None


def test_headers_name_the_columns(document: Document) -> None:
    model = LogModel(document)
    horizontal = Qt.Orientation.Horizontal
    assert [model.headerData(column, horizontal) for column in Column] == ["Time", "When", "What happened"]
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.headerData(0, horizontal, Qt.ItemDataRole.ToolTipRole) is None
    assert model.headerData(len(Column), horizontal) is None


def test_a_renamed_character_is_renamed_in_the_log(qtbot: QtBot, document: Document) -> None:
    document.run(dice_steps.roll, dice_steps.Roll("1D6", character_id="aldo"), dice=ScriptedDice([5]))
    model = LogModel(document)
    assert model.index(0, Column.TEXT).data() == "Aldo: 1D6 → 1D6[5] = 5"
    with qtbot.waitSignal(model.dataChanged):
        document.run(sheet.set_field, sheet.SetField("aldo", "name", "Aldous"))
    assert model.index(0, Column.TEXT).data() == "Aldous: 1D6 → 1D6[5] = 5"


def test_an_unrelated_change_does_not_repaint_the_log(qtbot: QtBot, document: Document) -> None:
    _roll(document, "1D6", 5)
    model = LogModel(document)
    with qtbot.assertNotEmitted(model.dataChanged):
        document.run(sheet.set_field, sheet.SetField("aldo", "level", 2))


def test_the_filter_keeps_matching_entries_and_counts_them(panel: LogPanel, document: Document) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    _roll(document, "2D6", 1, 2)
    assert panel.count_label.text() == "3 entries"
    panel.filter_edit.setText("goblin")
    assert _texts(panel) == ["Goblin joins the encounter"]
    assert panel.count_label.text() == "1 of 3 entries"
    panel.filter_edit.setText("ODE 0")
    assert len(_texts(panel)) == 3
    panel.filter_edit.clear()
    assert panel.count_label.text() == "3 entries"


def test_one_entry_is_counted_in_the_singular(panel: LogPanel, document: Document) -> None:
    _roll(document, "1D6", 5)
    assert panel.count_label.text() == "1 entry"
    panel.filter_edit.setText("nothing like it")
    assert panel.count_label.text() == "0 of 1 entry"


def test_new_entries_scroll_into_view_unless_the_user_reads_older_ones(
    qtbot: QtBot, panel: LogPanel, document: Document
) -> None:
    panel.show()
    qtbot.waitExposed(panel)
    for value in range(1, 41):
        _roll(document, "1D100", value)
    bar = panel.view.verticalScrollBar()
    assert bar.maximum() > 0
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    bar.setValue(0)
    _roll(document, "1D100", 99)
    assert bar.value() == 0
    bar.setValue(bar.maximum())
    _roll(document, "1D100", 98)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    last = panel.proxy.index(panel.proxy.rowCount() - 1, Column.TEXT)
    assert panel.view.viewport().rect().intersects(panel.view.visualRect(last))


def test_a_log_opened_on_a_long_campaign_shows_its_last_entry_whole_at_any_height(
    qtbot: QtBot, document: Document, dialogs: FakeDialogs
) -> None:
    for value in range(1, 41):
        _roll(document, "1D100", value)
    panel = LogPanel(document, dialogs)  # made at the end of the log, then laid out in the window
    qtbot.addWidget(panel)
    for height in (300, 257, 421, 233):
        panel.resize(700, height)
        panel.show()
        qtbot.waitExposed(panel)
        last = panel.view.visualRect(panel.proxy.index(panel.proxy.rowCount() - 1, Column.TEXT))
        assert panel.view.viewport().rect().contains(last), height


def test_export_as_text_writes_the_whole_log(
    panel: LogPanel, document: Document, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    _roll(document, "1D6", 3)
    panel.filter_edit.setText("1D6")  # the export holds everything, not only what the filter shows
    dialogs.paths.append(tmp_path / "night.txt")
    assert panel.export_text() is True
    lines = (tmp_path / "night.txt").read_text(encoding="utf-8").splitlines()
    assert [line.split("\t")[1:] for line in lines] == [
        ["ode 0", "Aldo joins the encounter"],
        ["ode 0", "1D6 → 1D6[3] = 3"],
    ]
    assert dialogs.calls == [("save_path", "Export the log", "Text (*.txt)")]


def test_export_as_html_escapes_and_takes_the_campaign_name(
    panel: LogPanel, document: Document, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    document.run(sheet.set_field, sheet.SetField("aldo", "name", "<i>Aldo</i>"))
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    dialogs.paths.append(tmp_path / "night")
    assert panel.export_html() is True
    page = (tmp_path / "night.html").read_text(encoding="utf-8")
    assert "<title>Night Train</title>" in page
    assert "&lt;i&gt;Aldo&lt;/i&gt; joins the encounter" in page
    assert "<i>" not in page


def test_an_unnamed_campaign_exports_under_a_plain_title(
    qtbot: QtBot, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    document = Document(Campaign())
    panel = LogPanel(document, dialogs)
    qtbot.addWidget(panel)
    dialogs.paths.append(tmp_path / "log.html")
    assert panel.export_html() is True
    assert "<title>Log</title>" in (tmp_path / "log.html").read_text(encoding="utf-8")


def test_the_suggested_name_follows_the_campaign_file(
    panel: LogPanel, document: Document, dialogs: FakeDialogs, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[Path | None] = []
    monkeypatch.setattr(
        dialogs, "save_path", lambda title, file_filter, suggested=None: asked.append(suggested)
    )
    panel.export_text()
    document.set_path(tmp_path / "night.fhrc")
    panel.export_html()
    # An untitled campaign's log goes to the documents folder, not to wherever fhrtool was started.
    assert asked == [documents_folder() / "Night Train log.txt", tmp_path / "night log.html"]


def test_the_suggested_name_is_one_every_system_takes(
    qtbot: QtBot, dialogs: FakeDialogs, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel = LogPanel(Document(Campaign(name="Act 1/2: Who?")), dialogs)
    qtbot.addWidget(panel)
    asked: list[Path | None] = []
    monkeypatch.setattr(
        dialogs, "save_path", lambda title, file_filter, suggested=None: asked.append(suggested)
    )
    panel.export_text()
    assert asked == [documents_folder() / "Act 1_2_ Who_ log.txt"]


def test_cancelling_the_export_writes_nothing(panel: LogPanel, dialogs: FakeDialogs, tmp_path: Path) -> None:
    dialogs.paths.append(None)
    assert panel.export_text() is False
    assert list(tmp_path.iterdir()) == []


def test_a_failed_export_is_reported_and_leaves_the_old_file(
    panel: LogPanel, document: Document, dialogs: FakeDialogs, tmp_path: Path
) -> None:
    target = tmp_path / "missing folder" / "log.txt"
    dialogs.paths.append(target)
    assert panel.export_text() is False
    (message,) = dialogs.errors()
    assert str(target) in message
    assert "the folder does not exist" in message


def test_selected_entries_can_be_copied(qtbot: QtBot, panel: LogPanel, document: Document) -> None:
    panel.show()
    qtbot.waitExposed(panel)
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    _roll(document, "1D6", 6)
    QApplication.clipboard().setText("before")
    panel.copy_selection()  # nothing selected: the clipboard keeps what it had
    assert QApplication.clipboard().text() == "before"
    panel.view.selectRow(2)
    panel.view.selectionModel().select(
        panel.proxy.index(0, 0),
        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
    )
    panel.view.setFocus()
    qtbot.waitUntil(panel.view.hasFocus)
    qtbot.keyClick(panel.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    lines = QApplication.clipboard().text().splitlines()
    assert [line.split("\t")[1:] for line in lines] == [
        ["ode 0", "Aldo joins the encounter"],
        ["ode 0", "1D6 → 1D6[6] = 6"],
    ]


def test_the_filter_follows_typing_new_entries_undo_and_renames(
    qtmodeltester: ModelTester, panel: LogPanel, document: Document
) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    _roll(document, "2D6", 1, 2)
    qtmodeltester.check(panel.proxy)
    for typed in ("g", "go", "gob", "go", "g", "", "jo", "JOINS"):
        panel.filter_edit.setText(typed)
        expected = [text for text in _texts_of(document) if typed.lower() in text.lower() or typed == ""]
        assert _texts(panel) == expected, typed
    _roll(document, "1D6", 3)  # not kept by the filter
    document.run(tracker.remove_combatant, document.campaign.encounter.combatants[1].id)
    assert _texts(panel) == ["Aldo joins the encounter", "Goblin joins the encounter"]
    document.undo_stack.undo()
    panel.filter_edit.setText("joi")  # back to a shorter text typed before the log changed
    assert _texts(panel) == ["Aldo joins the encounter", "Goblin joins the encounter"]
    document.run(dice_steps.roll, dice_steps.Roll("1D6", character_id="aldo"), dice=ScriptedDice([5]))
    panel.filter_edit.setText("aldo:")
    assert _texts(panel) == ["Aldo: 1D6 → 1D6[5] = 5"]
    document.run(sheet.set_field, sheet.SetField("aldo", "name", "Bertram"))
    assert _texts(panel) == []
    panel.filter_edit.setText("bertram:")
    assert _texts(panel) == ["Bertram: 1D6 → 1D6[5] = 5"]
    document.replace(Campaign(), None)
    assert _texts(panel) == []
    assert panel.count_label.text() == "0 entries"
    qtmodeltester.check(panel.proxy)


def test_a_rename_while_the_filter_is_empty_is_seen_by_a_text_typed_before(
    panel: LogPanel, document: Document
) -> None:
    document.run(dice_steps.roll, dice_steps.Roll("1D6", character_id="aldo"), dice=ScriptedDice([5]))
    panel.filter_edit.setText("bertram:")
    assert _texts(panel) == []
    panel.filter_edit.setText("")
    document.run(sheet.set_field, sheet.SetField("aldo", "name", "Bertram"))
    panel.filter_edit.setText("bertram:")  # typed before the rename, with nothing kept then
    assert _texts(panel) == ["Bertram: 1D6 → 1D6[5] = 5"]


def test_the_selection_stays_on_entries_the_filter_still_shows(
    qtbot: QtBot, panel: LogPanel, document: Document
) -> None:
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo", "goblin"]))
    _roll(document, "1D6", 6)
    panel.view.selectRow(1)
    panel.filter_edit.setText("goblin")
    assert [index.row() for index in panel.view.selectionModel().selectedRows()] == [0]
    panel.filter_edit.setText("1d6")
    assert panel.view.selectionModel().selectedRows() == []


def _texts_of(document: Document) -> list[str]:
    model = LogModel(document)
    return [model.text(row) for row in range(model.rowCount())]


def _answers(model: QAbstractItemModel, index: QModelIndex, roles: list[int]) -> list[object]:
    """What one multiData() call answers for ``roles`` of ``index``."""
    asked = [QModelRoleData(role) for role in roles]
    for item in asked:
        item.setData("stale")  # a role without an answer must be cleared, not left as it was
    for item in asked:
        model.multiData(index, item)
    return [item.data() for item in asked]


def test_one_multi_data_call_answers_what_data_answers_in_the_model_and_the_filter(
    panel: LogPanel, document: Document
) -> None:
    _roll(document, "2D6+3>=10", 6, 5)
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["aldo"]))
    document.run(tracker.switch_to_high, None)
    _roll(document, "1D6", 4)  # stamped in high tension: a coloured stamp
    panel.filter_edit.setText("D6")
    roles = [
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.DecorationRole,
        LogRole.KIND,
        LogRole.ENTRY,
    ]
    for model in (panel.proxy.sourceModel(), panel.proxy):
        assert model.rowCount() >= 2
        for row in range(model.rowCount()):
            for column in Column:
                index = model.index(row, column)
                assert _answers(model, index, roles) == [index.data(role) for role in roles]
                assert model.flags(index) == panel.proxy.sourceModel().flags(model.index(0, 0))
        assert _answers(model, QModelIndex(), roles) == [None] * len(roles)
    past_the_end = panel.proxy.createIndex(panel.proxy.rowCount(), Column.TEXT)
    assert _answers(panel.proxy, past_the_end, roles) == [None] * len(roles)
    assert panel.proxy.flags(past_the_end) == Qt.ItemFlag.NoItemFlags


def test_a_painted_cell_reads_the_entry_through_multi_data(panel: LogPanel, document: Document) -> None:
    _roll(document, "2D6", 3, 4)
    option = QStyleOptionViewItem()
    index = panel.proxy.index(0, Column.TEXT)
    QStyledItemDelegate().initStyleOption(option, index)
    assert option.text == index.data() != ""


def test_the_filter_texts_are_made_once_the_log_has_been_painted(
    qtbot: QtBot, document: Document, dialogs: FakeDialogs
) -> None:
    for _ in range(3):
        _roll(document, "1D6", 4)
    panel = LogPanel(document, dialogs)
    qtbot.addWidget(panel)
    QApplication.processEvents()
    assert not panel.proxy.preparing, "nothing is made before the first picture"
    assert not panel.model.folded_ahead
    panel.resize(800, 400)
    panel.show()
    qtbot.waitUntil(lambda: panel.model.folded_ahead)  # made in the background after the paint
    assert not panel.proxy.preparing
    panel.filter_edit.setFocus()
    QTest.keyClicks(panel.filter_edit, "1D6")
    assert panel.proxy.rowCount() == 3
