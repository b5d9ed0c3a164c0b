from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtGui import QColor, QInputMethodEvent
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, InfinityBreak, Skill
from fhrtool.steps import sheet
from fhrtool.steps.step import replace_character
from fhrtool.ui.skills import (
    CHECK_VALUE,
    COST,
    EFFECT,
    EXTRA,
    NAME,
    SERVANT,
    EffectDelegate,
    SkillsModel,
    SkillsPanel,
    highlighted,
)
from tests.ui.conftest import FakeDialogs

SLASH = Skill(id="slash", name="Slash", category="メジャー", cost=4, effect="ダメージ+《1D》", check_value=2)
GUARD = Skill(id="guard", name="Guard", is_extra=True)


def _document(**fields: object) -> Document:
    aldo = Character(id="aldo", name="Aldo", level=6, skills=(SLASH, GUARD)).model_copy(update=fields)
    return Document(Campaign(characters=(aldo, Character(id="bea", name="Bea"))))


def _skills(document: Document) -> tuple[Skill, ...]:
    return document.character("aldo").skills


@pytest.fixture
def panel(qtbot: QtBot, dialogs: FakeDialogs) -> SkillsPanel:
    widget = SkillsPanel(_document(), dialogs, "aldo")
    qtbot.addWidget(widget)
    widget.resize(900, 300)
    widget.show()
    return widget


def _cell_centre(panel: SkillsPanel, row: int, column: int) -> QPoint:
    return panel.view.visualRect(panel.model.index(row, column)).center()


def _type_into_cell(qtbot: QtBot, panel: SkillsPanel, row: int, column: int, text: str) -> None:
    viewport = panel.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_cell_centre(panel, row, column))
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=_cell_centre(panel, row, column))
    _finish_editing(qtbot, panel, text)


def _open_editor(panel: SkillsPanel) -> QLineEdit:
    # The offscreen platform has no active window, hence no focus widget: find the open editor instead.
    (editor,) = [e for e in panel.view.viewport().findChildren(QLineEdit) if e.isVisible()]
    return editor


def _finish_editing(qtbot: QtBot, panel: SkillsPanel, text: str) -> None:
    editor = _open_editor(panel)
    editor.selectAll()
    _type(qtbot, editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits and closes the editor in a queued call.
    qtbot.waitUntil(lambda: panel.view.state() != panel.view.State.EditingState)


def _type(qtbot: QtBot, editor: QLineEdit, text: str) -> None:
    """Type ``text``; Japanese arrives the way an input method commits it (key events are ASCII only)."""
    if text.isascii():
        qtbot.keyClicks(editor, text)
    else:
        event = QInputMethodEvent()
        event.setCommitString(text)
        QApplication.sendEvent(editor, event)


def test_model_shows_every_field_and_passes_the_model_tester(
    qtbot: QtBot, qtmodeltester: ModelTester
) -> None:
    model = SkillsModel(_document(), "aldo")
    qtmodeltester.check(model)
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())] == [
        "Skill",
        "Category",
        "Cost",
        "TB",
        "Check value",
        "Effect",
        "Extra",
        "Servant",
    ]
    assert [model.index(0, c).data() for c in range(EXTRA)] == [
        "Slash",
        "メジャー",
        4,
        0,
        2,
        "ダメージ+《1D》",
    ]
    assert model.index(1, CHECK_VALUE).data() == ""
    assert model.index(1, CHECK_VALUE).data(Qt.ItemDataRole.EditRole) == ""
    assert model.index(0, CHECK_VALUE).data(Qt.ItemDataRole.EditRole) == "2"
    assert model.index(1, EXTRA).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert model.index(1, SERVANT).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    assert model.index(1, EXTRA).data() is None
    assert model.index(0, EFFECT).data(Qt.ItemDataRole.ToolTipRole) == "ダメージ+《1D》"
    assert model.index(1, EFFECT).data(Qt.ItemDataRole.ToolTipRole) is None
    assert model.index(0, NAME).data(Qt.ItemDataRole.ToolTipRole) is None
    assert "Tension bonus" in model.headerData(3, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) is None
    assert "raised by 10" in model.headerData(EFFECT, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "servant" in model.headerData(EXTRA, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert model.headerData(EXTRA, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole) is None
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.flags(model.index(0, EXTRA)) & Qt.ItemFlag.ItemIsUserCheckable
    assert model.flags(model.index(0, NAME)) & Qt.ItemFlag.ItemIsEditable
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags
    assert model.index(0, NAME).data(Qt.ItemDataRole.BackgroundRole) is None
    assert model.index(9, NAME).data() is None


def test_set_data_pushes_one_undo_step_and_returns_true(qtbot: QtBot) -> None:
    document = _document()
    model = SkillsModel(document, "aldo")
    assert model.setData(model.index(0, COST), 6)
    assert model.setData(model.index(0, CHECK_VALUE), " ")
    assert model.setData(model.index(1, SERVANT), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert _skills(document)[0].cost == 6
    assert _skills(document)[0].check_value is None
    assert _skills(document)[1].is_servant
    assert model.index(1, SERVANT).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert document.undo_stack.count() == 3
    for _ in range(3):
        document.undo_stack.undo()
    assert _skills(document) == (SLASH, GUARD)
    assert model.index(0, COST).data() == 4


def test_set_data_refuses_wrong_roles_and_bad_values_with_a_reason(qtbot: QtBot) -> None:
    document = _document()
    model = SkillsModel(document, "aldo")
    assert not model.setData(model.index(0, EXTRA), True, Qt.ItemDataRole.EditRole)
    assert not model.setData(model.index(0, NAME), "x", Qt.ItemDataRole.CheckStateRole)
    assert not model.setData(QModelIndex(), "x")
    with qtbot.waitSignal(model.edit_refused) as refused:
        assert not model.setData(model.index(0, CHECK_VALUE), "high")
    assert refused.args[0].startswith("check_value:")
    assert document.undo_stack.count() == 0


def test_rows_follow_adds_removes_undo_and_other_characters(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    document = _document()
    model = SkillsModel(document, "aldo")
    inserted: list[int] = []
    model.rowsInserted.connect(lambda _parent, first, _last: inserted.append(first))
    new = document.run(sheet.add_skill, sheet.AddSkill("aldo", "Parry"))
    assert inserted == [2]
    assert model.item_id(2) == new
    qtmodeltester.check(model)
    removed: list[int] = []
    model.rowsRemoved.connect(lambda _parent, first, _last: removed.append(first))
    document.run(sheet.remove_skill, sheet.RemoveSkill("aldo", "slash"))
    assert removed == [0]
    assert model.row_of("slash") == -1
    document.undo_stack.undo()
    assert model.row_of("slash") == 0
    document.run(sheet.add_skill, sheet.AddSkill("bea"))  # another character's skills are not ours
    document.run(sheet.set_field, sheet.SetField("aldo", "fatigue", 1))
    assert model.rowCount() == 3
    qtmodeltester.check(model)


def test_reordered_or_reloaded_skills_reset_the_model(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    document = _document()
    model = SkillsModel(document, "aldo")
    reordered = document.character("aldo").model_copy(update={"skills": (GUARD, SLASH)})
    document.edit("Reorder", lambda campaign: replace_character(campaign, reordered))
    assert model.item_id(0) == "guard"
    document.run(sheet.delete_character, "aldo")
    assert model.rowCount() == 0
    assert model.index(0, NAME).data() is None
    document.undo_stack.undo()
    assert model.rowCount() == 2
    qtmodeltester.check(model)


def test_registered_skills_are_tagged_and_explain_why_they_stay(qtbot: QtBot) -> None:
    document = _document()
    model = SkillsModel(document, "aldo")
    changed: list[int] = []
    model.dataChanged.connect(lambda top, _bottom: changed.append(top.row()))
    document.run(sheet.register_infinity_break, sheet.RegisterInfinityBreak("aldo", "slash"))
    assert changed == [0]
    assert model.index(0, NAME).data() == "Slash [IB ×1]"
    assert model.index(0, NAME).data(Qt.ItemDataRole.EditRole) == "Slash"
    assert "cannot be removed" in model.index(0, NAME).data(Qt.ItemDataRole.ToolTipRole)


def test_typing_into_cells_edits_the_document(qtbot: QtBot, panel: SkillsPanel) -> None:
    document = panel.model._document
    _type_into_cell(qtbot, panel, 0, NAME, "Big slash")
    _type_into_cell(qtbot, panel, 1, CHECK_VALUE, "3")
    _type_into_cell(qtbot, panel, 1, EFFECT, "命中+《2》")
    assert [(s.name, s.check_value, s.effect) for s in _skills(document)] == [
        ("Big slash", 2, "ダメージ+《1D》"),
        ("Guard", 3, "命中+《2》"),
    ]
    assert document.undo_stack.undoText() == "Guard: Effect  → 命中+《2》 (Aldo)"
    for _ in range(3):
        document.undo_stack.undo()
    assert _skills(document) == (SLASH, GUARD)
    assert panel.model.index(0, NAME).data() == "Slash"


def test_space_toggles_a_check_box_cell(qtbot: QtBot, panel: SkillsPanel) -> None:
    viewport = panel.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_cell_centre(panel, 0, EXTRA))
    panel.view.setCurrentIndex(panel.model.index(0, EXTRA))
    qtbot.keyClick(panel.view, Qt.Key.Key_Space)
    assert _skills(panel.model._document)[0].is_extra


def test_a_refused_edit_is_explained(qtbot: QtBot, panel: SkillsPanel, dialogs: FakeDialogs) -> None:
    _type_into_cell(qtbot, panel, 0, CHECK_VALUE, "lots")
    assert dialogs.calls[0][:2] == ("error", "Skill not changed")
    assert "check_value" in dialogs.calls[0][2]
    assert _skills(panel.model._document)[0].check_value == 2


def test_add_skill_opens_its_name_for_typing(qtbot: QtBot, panel: SkillsPanel) -> None:
    document = panel.model._document
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert _open_editor(panel).text() == "New skill"
    _finish_editing(qtbot, panel, "Parry")
    assert [s.name for s in _skills(document)] == ["Slash", "Guard", "Parry"]
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert _skills(document) == (SLASH, GUARD)


def test_remove_skill_needs_a_selection_and_is_undoable(qtbot: QtBot, panel: SkillsPanel) -> None:
    document = panel.model._document
    assert not panel.remove_button.isEnabled()
    panel._remove()
    assert len(_skills(document)) == 2
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=_cell_centre(panel, 1, COST))
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert _skills(document) == (SLASH,)
    document.undo_stack.undo()
    assert _skills(document) == (SLASH, GUARD)


def test_removing_a_registered_skill_is_refused_with_the_reason(qtbot: QtBot, dialogs: FakeDialogs) -> None:
    document = _document(infinity_breaks=(InfinityBreak(skill_id="slash", level=3),))
    panel = SkillsPanel(document, dialogs, "aldo")
    qtbot.addWidget(panel)
    panel.show()
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=_cell_centre(panel, 0, COST))
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert len(_skills(document)) == 2
    assert dialogs.calls == [
        (
            "error",
            "Skill not removed",
            "Slash is registered as an Infinity Break (1×) and a registration can never be changed, "
            "so the skill stays on the sheet",
        )
    ]


def test_effect_values_in_brackets_are_highlighted() -> None:
    assert highlighted("A<b> +《1D》 and 《2》\nend", "#123456") == (
        'A&lt;b&gt; +<b style="color:#123456">《1D》</b> and <b style="color:#123456">《2》</b> end'
    )
    assert highlighted("no values", "red") == "no values"


def test_effect_delegate_paints_the_highlight(qtbot: QtBot, panel: SkillsPanel) -> None:
    assert isinstance(panel.view.itemDelegateForColumn(EFFECT), EffectDelegate)
    panel.view.setFocus()
    panel.view.setCurrentIndex(panel.model.index(0, NAME))  # the selected row paints in other colours
    image = panel.view.viewport().grab().toImage()
    rect = panel.view.visualRect(panel.model.index(1, EFFECT))
    assert rect.isValid()
    plain = panel.view.viewport().grab(rect).toImage()
    link = panel.view.palette().color(panel.view.palette().ColorRole.Link)
    panel.model._document.run(
        sheet.set_skill_field, sheet.SetSkillField("aldo", "guard", "effect", "《12345》")
    )
    boosted = panel.view.viewport().grab(rect).toImage()
    colours = {
        QColor(boosted.pixel(x, y)).name() for x in range(boosted.width()) for y in range(boosted.height())
    }
    assert not image.isNull()
    assert plain != boosted
    assert any(_close(QColor(c), link) for c in colours)


def _close(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 40
