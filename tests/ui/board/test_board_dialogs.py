"""The board's dialogs, filled in through their widgets: what they show before confirming, and the
requests they return."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QItemSelectionModel, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from fhrtool.app.document import Document
from fhrtool.model import CharacterKind, Confrontation, Pool, RuleOptions, Skill
from fhrtool.model.options import CostSplit as CostSplitOption
from fhrtool.model.options import LeftoverEmotions
from fhrtool.rules import casting, tension
from fhrtool.steps.board import Keep, NewEmotion
from fhrtool.ui.board import dialogs as board_dialogs_module
from fhrtool.ui.board.catalogue import EmotionListDialog
from fhrtool.ui.board.dialogs import (
    AddEntryDialog,
    BoardDialogs,
    BreakRequest,
    ConfrontationDialog,
    ConfrontationRequest,
    CostRequest,
    EndScenarioDialog,
    EntryRequest,
    GainEmotionsDialog,
    InfinityBreakDialog,
    NewScenarioDialog,
    NewSessionDialog,
    PayCostDialog,
    ResolveDialog,
    ResolveRequest,
    ScenarioRequest,
)
from fhrtool.ui.board.emotions import EmotionListModel, EmotionPicker
from fhrtool.ui.dialogs import Dialogs
from tests.samples.board import CATALOGUE, aldo, board
from tests.ui.board.conftest import document_with


def _check(dialog: AddEntryDialog, row: int, on: bool = True) -> None:
    dialog.emotions.item(row).setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)


def _pick(picker: EmotionPicker, *emotion_ids: str) -> None:
    selection = picker.view.selectionModel()
    for emotion_id in emotion_ids:
        index = picker.proxy.mapFromSource(picker.model.index(picker.model.row_of(emotion_id), 0))
        flags = QItemSelectionModel.SelectionFlag
        selection.select(index, flags.Select | flags.Rows)


# Gaining emotions


def test_gain_emotions_dialog_allows_only_the_room_left(qtbot: QtBot) -> None:
    document = document_with(aldo(unused_emotions=("fear",)))
    dialog = GainEmotionsDialog(document, "aldo")
    qtbot.addWidget(dialog)
    assert "holds 1 of 3 unused emotions: room for 2 more" in dialog.findChildren(QLabel)[0].text()
    assert not dialog.ok.isEnabled()
    _pick(dialog.picker, "jealousy", "mutual-love")
    assert dialog.ok.isEnabled()
    assert dialog.emotions() == ("jealousy", "mutual-love")
    assert dialog.picker.summary.text() == "Chosen: ◆ Jealousy, Mutual Love — bond 12"
    _pick(dialog.picker, "respect")
    assert not dialog.ok.isEnabled()


def test_the_picker_filters_while_keeping_the_choice(qtbot: QtBot) -> None:
    document = document_with(aldo())
    picker = EmotionPicker(document)
    qtbot.addWidget(picker)
    assert picker.summary.text() == "Chosen: none — bond 0"
    qtbot.keyClicks(picker.filters.search, "fear")
    assert picker.proxy.rowCount() == 1  # Fear
    picker.filters.colour.setCurrentIndex(1)  # pure only
    assert picker.proxy.rowCount() == 0
    picker.choose(["fear", "respect"])
    assert picker.filters.search.text() == ""
    assert picker.proxy.rowCount() == len(CATALOGUE)
    assert picker.chosen() == ("respect", "fear")


# Adding an entry


def test_add_entry_dialog_for_a_campaign_character(qtbot: QtBot) -> None:
    document = document_with(aldo())
    dialog = AddEntryDialog(document, "aldo", ["old-ties"])
    qtbot.addWidget(dialog)
    assert dialog.from_campaign.isChecked()
    assert [dialog.characters.itemText(i) for i in range(3)] == ["Aldo (itself)", "Bea (NPC)", "Cid (PC)"]
    assert dialog.characters.currentData() == "bea"
    assert dialog.chosen() == ("old-ties",)
    assert dialog.preview.text() == "Bond 2: tension value 41 → 43."
    _check(dialog, 2)
    assert dialog.preview.text() == "Bond 4: tension value 41 → 45."
    assert dialog.ok.isEnabled()
    assert dialog.request() == EntryRequest("Bea", "bea", ("old-ties", "unrequited-love"))
    dialog.characters.setCurrentIndex(0)
    assert dialog.request().target_id == "aldo"


def test_add_entry_dialog_for_a_free_name_and_its_limits(qtbot: QtBot) -> None:
    document = document_with(
        aldo(unused_emotion_limit=4, unused_emotions=("fear", "anxiety", "respect", "vow"))
    )
    dialog = AddEntryDialog(document, "aldo")
    qtbot.addWidget(dialog)
    assert dialog.preview.text() == "Choose 1–3 emotions."
    assert not dialog.ok.isEnabled()
    qtbot.keyClicks(dialog.free_name, "Mysterious girl")
    assert dialog.free.isChecked()
    _check(dialog, 0)
    _check(dialog, 1)
    assert "⚠ With this entry the board makes a 背反者 at scenario end." in dialog.preview.text()
    assert dialog.request() == EntryRequest("Mysterious girl", None, ("fear", "anxiety"))
    _check(dialog, 2)
    _check(dialog, 3)
    assert dialog.preview.text() == "An entry takes at most 3 emotions."
    assert not dialog.ok.isEnabled()
    _check(dialog, 3, on=False)
    dialog.free_name.clear()
    assert not dialog.ok.isEnabled()


def test_add_entry_dialog_in_a_campaign_of_one(qtbot: QtBot) -> None:
    from fhrtool.model import Campaign

    document = Document(Campaign(characters=(aldo(),), emotions=CATALOGUE))
    dialog = AddEntryDialog(document, "aldo", ["fear"])
    qtbot.addWidget(dialog)
    assert dialog.free.isChecked()
    assert dialog.chosen() == ()  # a preset emotion the character does not hold is not offered


def test_add_entry_dialog_for_an_npc_gives_no_traitor_warning(qtbot: QtBot) -> None:
    document = document_with(aldo(kind=CharacterKind.NPC, unused_emotions=("fear", "anxiety")))
    dialog = AddEntryDialog(document, "aldo", ["fear", "anxiety"])
    qtbot.addWidget(dialog)
    assert dialog.preview.text() == "Bond 8: tension value 41 → 49."


# Emotion confrontation


def _confronting(**fields: object) -> Document:
    character = aldo(
        casting_board=board(("kindred-spirit",), ("old-ties", "unrequited-love")), unused_emotions=()
    )
    return document_with(character.model_copy(update=fields))


def test_confrontation_dialog_says_what_the_first_gives(qtbot: QtBot) -> None:
    dialog = ConfrontationDialog(_confronting(), "aldo", "e2", "unrequited-love")
    qtbot.addWidget(dialog)
    assert dialog.entry.currentData() == "e2"
    assert dialog.emotion.currentData() == "unrequited-love"
    assert dialog.gains.text() == (
        "The first emotion confrontation of Aldo in this scenario.\nBond +2 on NPC2, tension +10."
    )
    dialog.listed.setCurrentIndex(dialog.listed.findData("fear"))
    assert dialog.keep_opposing.text() == "Resolve now, in play: keep ◆ Fear"
    assert dialog.keep_current.text() == "Resolve now, in play: keep Unrequited Love"
    dialog.keep_opposing.setChecked(True)
    assert dialog.request() == ConfrontationRequest("e2", "unrequited-love", "fear", Keep.OPPOSING)
    dialog.later.setChecked(True)
    assert dialog.gains.text() == (
        "The first emotion confrontation of Aldo in this scenario.\nBond +2 on NPC2, tension +2.\n"
        "Resolved during play, it gives +8 tension more."
    )
    assert dialog.request() == ConfrontationRequest("e2", "unrequited-love", "fear", None)
    dialog.entry.setCurrentIndex(0)
    assert dialog.emotion.currentData() == "kindred-spirit"


def test_confrontation_dialog_warns_that_the_second_gives_nothing(qtbot: QtBot) -> None:
    earlier = Confrontation(
        entry_id="e1",
        emotion_id="kindred-spirit",
        opposing_emotion_id="fear",
        kept_emotion_id="kindred-spirit",
    )
    dialog = ConfrontationDialog(_confronting(confrontations=(earlier,)), "aldo")
    qtbot.addWidget(dialog)
    assert dialog.gains.text() == (
        "Aldo already had an emotion confrontation in this scenario.\n"
        "It gives no bond and no tension: only the first emotion confrontation of a scenario does."
    )
    assert "color: #c62828" in dialog.gains.styleSheet()
    dialog.later.setChecked(True)
    assert "+8" not in dialog.gains.text()


def test_confrontation_dialog_with_free_text_and_traitor_warning(qtbot: QtBot) -> None:
    document = _confronting(casting_board=board(("kindred-spirit",), ("jealousy", "old-ties")))
    dialog = ConfrontationDialog(document, "aldo", "e1")
    qtbot.addWidget(dialog)
    assert dialog.request() is not None
    qtbot.keyClicks(dialog.free_text, "Betrayal")
    assert dialog.free.isChecked()
    dialog.free_mad.setChecked(True)
    assert dialog.free_bond.value() == 4
    dialog.keep_opposing.setChecked(True)
    assert dialog.keep_opposing.text() == "Resolve now, in play: keep ◆ Betrayal"
    assert dialog.request() == ConfrontationRequest(
        "e1", "kindred-spirit", NewEmotion("Betrayal", 4, True), Keep.OPPOSING
    )
    assert "⚠ Keeping it, the board makes a 背反者 at scenario end." in dialog.gains.text()
    dialog.free_mad.setChecked(False)
    assert "背反者" not in dialog.gains.text()
    dialog.free_text.clear()
    assert dialog.request() is None
    assert "Set an opposing emotion" in dialog.gains.text()
    assert dialog.keep_opposing.text() == "Resolve now, in play: keep the opposing emotion"
    assert not dialog.ok.isEnabled()
    dialog.listed.setCurrentIndex(dialog.listed.findData("anxiety"))
    dialog.from_list.setChecked(True)
    assert "⚠ Keeping it" in dialog.gains.text()
    dialog.listed.setCurrentIndex(dialog.listed.findData("kindred-spirit"))
    assert dialog.request() is None


def test_confrontation_dialog_for_an_npc_or_an_empty_board(qtbot: QtBot) -> None:
    npc = ConfrontationDialog(_confronting(kind=CharacterKind.NPC), "aldo", "e1")
    qtbot.addWidget(npc)
    npc.listed.setCurrentIndex(npc.listed.findData("fear"))
    npc.keep_opposing.setChecked(True)
    assert "背反者" not in npc.gains.text()
    empty = ConfrontationDialog(document_with(aldo()), "aldo")
    qtbot.addWidget(empty)
    assert empty.request() is None
    assert not empty.ok.isEnabled()


def test_resolve_dialog(qtbot: QtBot) -> None:
    first = Confrontation(id="c1", entry_id="e1", emotion_id="kindred-spirit", opposing_emotion_id="fear")
    second = Confrontation(
        id="c2", entry_id="e2", emotion_id="old-ties", opposing_emotion_id="respect", gives_gains=False
    )
    dialog = ResolveDialog(_confronting(confrontations=(first, second)), "aldo", "c2")
    qtbot.addWidget(dialog)
    assert [dialog.confrontation.itemText(i) for i in range(2)] == [
        "NPC1: Kindred Spirit ⇄ ◆ Fear",
        "NPC2: Old Ties ⇄ Respect",
    ]
    assert dialog.gains.text().startswith("It gives no bond and no tension")
    dialog.confrontation.setCurrentIndex(0)
    assert dialog.keep_opposing.text() == "Keep ◆ Fear"
    assert dialog.gains.text() == "Bond +2 on NPC1, tension +2."
    dialog.in_play.setChecked(True)
    assert dialog.gains.text() == "Bond +2 on NPC1, tension +10."
    dialog.keep_opposing.setChecked(True)
    assert dialog.request() == ResolveRequest("c1", Keep.OPPOSING, True)
    none_open = ResolveDialog(_confronting(), "aldo")
    qtbot.addWidget(none_open)
    assert none_open.request() is None
    assert not none_open.ok.isEnabled()
    assert none_open.gains.text() == "No emotion confrontation is open."


# Scenario and session steps


def test_new_scenario_dialog(qtbot: QtBot) -> None:
    document = _confronting(unused_emotions=("fear",), tension_value=90)
    dialog = NewScenarioDialog(document, "aldo")
    qtbot.addWidget(dialog)
    explanation = dialog.findChildren(QLabel)[0].text()
    assert "Tension value = concentration 41 + total bond 6 = 47." in explanation
    assert dialog.new_session.isChecked()
    assert dialog.advance.text() == "Count it as scenario 2 of the campaign"
    assert dialog.problem.text() == "Choose exactly 3 emotions (0 chosen)."
    _pick(dialog.picker, "curiosity", "respect", "vow")
    assert dialog.problem.text() == ""
    assert dialog.ok.isEnabled()
    assert dialog.request() == ScenarioRequest(("respect", "curiosity", "vow"), True, True)
    assert dialog.keep.isHidden()  # a new session discards the leftovers
    dialog.new_session.setChecked(False)  # RULES §11 [D]: within the session the player keeps what it chooses
    assert not dialog.keep.isHidden()
    assert dialog.keep.item(0).checkState() is Qt.CheckState.Checked
    assert dialog.problem.text() == "Choose exactly 2 emotions (3 chosen)."
    assert not dialog.ok.isEnabled()
    dialog.keep.item(0).setCheckState(Qt.CheckState.Unchecked)
    assert dialog.problem.text() == ""
    assert dialog.request() == ScenarioRequest(("respect", "curiosity", "vow"), False, True, ())


def test_new_scenario_dialog_cautions_about_a_traitor(qtbot: QtBot) -> None:
    safe = NewScenarioDialog(_confronting(), "aldo")
    qtbot.addWidget(safe)
    assert safe.caution.isHidden()
    dialog = NewScenarioDialog(_confronting(traitor=True), "aldo")
    qtbot.addWidget(dialog)
    assert not dialog.caution.isHidden()
    assert dialog.caution.text() == (
        "Aldo is a 背反者: an NPC, no longer playable; a new scenario does not make it a PC again"
    )


def test_an_entry_names_a_traitor_as_such(qtbot: QtBot) -> None:
    document = document_with(aldo())
    document.edit(
        "traitor",
        lambda c: c.model_copy(
            update={
                "characters": tuple(ch.model_copy(update={"traitor": ch.id == "cid"}) for ch in c.characters)
            }
        ),
    )
    dialog = AddEntryDialog(document, "aldo")
    qtbot.addWidget(dialog)
    assert "Cid (背反者)" in [dialog.characters.itemText(n) for n in range(dialog.characters.count())]


def test_new_scenario_dialog_when_the_table_discards_leftovers(qtbot: QtBot) -> None:
    document = _confronting(unused_emotions=("fear",))
    options = RuleOptions(leftover_emotions=LeftoverEmotions.DISCARD)
    document.edit("rules", lambda c: c.model_copy(update={"options": options}))
    dialog = NewScenarioDialog(document, "aldo")
    qtbot.addWidget(dialog)
    dialog.new_session.setChecked(False)
    assert dialog.keep.isHidden()
    assert dialog.problem.text() == "Choose exactly 3 emotions (0 chosen)."
    assert dialog.request().keep is None


def test_board_dialogs_take_their_rule_numbers_from_the_rules(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(casting, "SCENARIO_EMOTIONS", 2)
    monkeypatch.setattr(casting, "ENTRY_EMOTIONS_MAX", 4)
    monkeypatch.setattr(tension, "IN_PLAY_TENSION", 9)
    scenario = NewScenarioDialog(_confronting(), "aldo")
    entry = AddEntryDialog(document_with(aldo()), "aldo")
    resolve = ResolveDialog(_confronting(), "aldo")
    for dialog in (scenario, entry, resolve):
        qtbot.addWidget(dialog)
    assert scenario.findChildren(QLabel)[0].text().startswith("Gain 2 emotions.")
    assert scenario.problem.text() == "Choose exactly 2 emotions (0 chosen)."
    assert entry.preview.text() == "Choose 1–4 emotions."
    assert resolve.in_play.text() == "Resolved during play (+9 tension for the first of the scenario)"


def test_new_scenario_dialog_with_an_open_confrontation(qtbot: QtBot) -> None:
    open_one = Confrontation(entry_id="e1", emotion_id="kindred-spirit", opposing_emotion_id="fear")
    dialog = NewScenarioDialog(_confronting(confrontations=(open_one,)), "aldo")
    qtbot.addWidget(dialog)
    assert not dialog.new_session.isChecked()
    assert dialog.problem.text() == "Resolve the open emotion confrontation first."


def test_end_scenario_dialog_shows_the_result_before_confirming(qtbot: QtBot) -> None:
    open_one = Confrontation(id="c1", entry_id="e1", emotion_id="kindred-spirit", opposing_emotion_id="fear")
    document = _confronting(
        casting_board=board(("kindred-spirit",), ("jealousy",)), confrontations=(open_one,)
    )
    dialog = EndScenarioDialog(document, "aldo")
    qtbot.addWidget(dialog)
    assert dialog.verdict.text() == "Aldo does not become a 背反者. Total bond 8."
    assert dialog.keep() == {"c1": Keep.CURRENT}
    dialog.choices["c1"].setCurrentIndex(1)
    assert dialog.keep() == {"c1": Keep.OPPOSING}
    assert dialog.verdict.text() == (
        "Aldo becomes a 背反者 — an NPC from now on: every entry on the board carries a mad-colour emotion. "
        "Total bond 8."
    )
    assert "color: #c62828" in dialog.verdict.styleSheet()


def test_end_scenario_dialog_for_an_npc_and_two_mad_emotions(qtbot: QtBot) -> None:
    npc = EndScenarioDialog(_confronting(kind=CharacterKind.NPC), "aldo")
    qtbot.addWidget(npc)
    assert npc.verdict.text() == "An NPC's board is not checked for 背反者. Total bond 6."
    doubled = _confronting(casting_board=board(("jealousy", "anxiety"), ("respect",)))
    dialog = EndScenarioDialog(doubled, "aldo")
    qtbot.addWidget(dialog)
    assert dialog.choices == {}
    assert "the entry for NPC1 carries two or more mad-colour emotions" in dialog.verdict.text()


def test_end_scenario_dialog_with_the_empty_board_option(qtbot: QtBot) -> None:
    document = document_with(aldo(), options=RuleOptions(empty_board_is_traitor=True))
    dialog = EndScenarioDialog(document, "aldo")
    qtbot.addWidget(dialog)
    assert "the board is empty and the table rules count an empty board" in dialog.verdict.text()


def test_new_session_dialog(qtbot: QtBot) -> None:
    dialog = NewSessionDialog(document_with(aldo()), "aldo")
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert "Unused emotions discarded: Kindred Spirit, Old Ties, Unrequited Love." in texts
    assert dialog.advance.text() == "Count it as session 2 of the campaign"
    empty = NewSessionDialog(document_with(aldo(unused_emotions=())), "aldo")
    qtbot.addWidget(empty)
    assert "Unused emotions discarded: none." in [label.text() for label in empty.findChildren(QLabel)]


# Cost damage and Infinity Break


def test_pay_cost_dialog_splits_tension_first_by_default(qtbot: QtBot) -> None:
    document = document_with(aldo(tension_value=3))
    dialog = PayCostDialog(document, "aldo")
    qtbot.addWidget(dialog)
    assert not dialog.ok.isEnabled()
    dialog.amount.setValue(5)
    assert (dialog.split.tension.value(), dialog.split.hp.value()) == (3, 2)
    assert dialog.split.preview.text() == "Tension value 3 → 0 · HP 20 → 18"
    assert dialog.split.tension.maximum() == 3
    dialog.split.hp.setValue(5)
    assert dialog.split.tension.value() == 0
    dialog.split.tension.setValue(1)
    assert dialog.split.hp.value() == 4
    assert dialog.request() == CostRequest(5, 1, None)
    dialog.split.default.click()
    assert dialog.split.from_tension() == 3
    dialog.skill.setCurrentIndex(dialog.skill.findData("slash"))
    assert dialog.amount.value() == 4
    assert dialog.request() == CostRequest(4, 3, "slash")
    dialog.skill.setCurrentIndex(0)
    assert dialog.amount.value() == 4
    assert dialog.ok.isEnabled()


def test_pay_cost_dialog_hp_first_and_a_warning_when_hp_runs_out(qtbot: QtBot) -> None:
    document = document_with(
        aldo(hp=Pool(current=3, maximum=20)), options=RuleOptions(cost_split=CostSplitOption.HP_FIRST)
    )
    dialog = PayCostDialog(document, "aldo")
    qtbot.addWidget(dialog)
    dialog.amount.setValue(5)
    assert (dialog.split.tension.value(), dialog.split.hp.value()) == (2, 3)
    assert dialog.split.preview.text() == "Tension value 41 → 39 · HP 3 → 0 ⚠ HP falls to 0."


def test_infinity_break_dialog_shows_the_boosted_effect(qtbot: QtBot) -> None:
    document = document_with(aldo())
    dialog = InfinityBreakDialog(document, "aldo")
    qtbot.addWidget(dialog)
    assert dialog.registration_id() == "ib3"
    text = dialog.effect.text()
    assert "Cost damage: 50 + 4 = 54" in text
    assert "《1D+10》" in text
    assert "常時" not in text
    assert dialog.split.tension.value() == 41
    assert dialog.split.hp.value() == 13
    assert dialog.request() == BreakRequest("ib3", 41)
    dialog.registrations.setCurrentRow(1)
    assert "《12》" in dialog.effect.text()
    assert "lasts to the end of the scene" in dialog.effect.text()
    assert dialog.request() == BreakRequest("ib6", 41)


def test_infinity_break_dialog_keeps_units_and_names_what_it_cannot_boost(qtbot: QtBot) -> None:
    skill = Skill(id="slash", name="Slash", cost=4, effect="《対象》の回避−《10%》")
    document = document_with(aldo(skills=(skill, aldo().skills[1])))
    dialog = InfinityBreakDialog(document, "aldo")
    qtbot.addWidget(dialog)
    text = dialog.effect.text()
    assert "《20%》" in text
    assert "Not boosted, no number in it: 《対象》" in text
    dialog.registrations.setCurrentRow(1)
    assert "Not boosted" not in dialog.effect.text()


def test_infinity_break_dialog_with_used_registrations(qtbot: QtBot) -> None:
    used = tuple(r.model_copy(update={"used_this_scenario": True}) for r in aldo().infinity_breaks)
    document = document_with(aldo(infinity_breaks=(used[0], aldo().infinity_breaks[1])))
    dialog = InfinityBreakDialog(document, "aldo")
    qtbot.addWidget(dialog)
    assert dialog.registrations.item(0).text() == "Slash (level 3) — used this scenario"
    assert dialog.registration_id() == "ib6"
    all_used = InfinityBreakDialog(document_with(aldo(infinity_breaks=used)), "aldo")
    qtbot.addWidget(all_used)
    assert all_used.request() is None
    assert not all_used.ok.isEnabled()
    assert all_used.effect.text() == "No Infinity Break is left to use this scenario."
    all_used.registrations.setCurrentRow(0)
    assert all_used.request() is None


# The emotion list editor


class _Messages(Dialogs):
    def __init__(self) -> None:
        super().__init__(None)
        self.errors: list[str] = []
        self.informed: list[str] = []

    def error(self, title: str, text: str) -> None:
        self.errors.append(text)

    def information(self, title: str, text: str) -> None:
        self.informed.append(text)


def test_emotion_list_editor_adds_edits_and_refuses_removal_of_used_emotions(qtbot: QtBot) -> None:
    document = document_with(aldo())
    messages = _Messages()
    dialog = EmotionListDialog(document, messages)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.filters.search, "zzz")
    qtbot.keyClicks(dialog.new_name, "Friendship")
    dialog.new_mad.setChecked(True)
    assert dialog.new_bond.value() == 4
    dialog.new_mad.setChecked(False)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    added = document.campaign.emotions[-1]
    assert (added.name_ja, added.bond, added.mad) == ("Friendship", 2, False)
    assert dialog.new_name.text() == ""
    assert dialog.filters.search.text() == ""
    assert dialog.model.emotion(dialog.proxy.mapToSource(dialog.view.currentIndex()).row()).id == added.id
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert messages.errors == ["an emotion needs a name"]
    dialog.remove()
    assert document.campaign.emotions == CATALOGUE
    dialog.view.setCurrentIndex(QModelIndex())
    dialog.remove()
    assert document.campaign.emotions == CATALOGUE
    row = dialog.proxy.mapFromSource(dialog.model.index(dialog.model.row_of("kindred-spirit"), 0)).row()
    dialog.view.selectRow(row)
    dialog.remove()
    assert messages.errors[-1] == "Kindred Spirit stays on the emotion list: the sheets of Aldo refer to it"
    index = dialog.proxy.index(row, EmotionListModel.NAME_EN)
    assert dialog.proxy.setData(index, "Soulmate")
    assert document.campaign.emotion("kindred-spirit").name_en == "Soulmate"
    dialog.proxy.setData(index, "")
    assert document.campaign.emotion("kindred-spirit").name_en == ""
    dialog.proxy.setData(dialog.proxy.index(row, EmotionListModel.NAME_JA), "")
    assert messages.errors[-1] == "an emotion needs a name"


# BoardDialogs opens each dialog and returns its request


@pytest.fixture
def accepting(monkeypatch: pytest.MonkeyPatch) -> list[QDialog]:
    """Replace the modal loop: every dialog is "accepted" at once, and kept for the test to look at."""
    opened: list[QDialog] = []

    def accept(dialog: QDialog) -> bool:
        opened.append(dialog)
        if isinstance(dialog, AddEntryDialog):
            dialog.emotions.item(0).setCheckState(Qt.CheckState.Checked)
        return not isinstance(dialog, EmotionListDialog)

    monkeypatch.setattr(board_dialogs_module, "_accepted", accept)
    return opened


def test_board_dialogs_return_the_requests(qtbot: QtBot, accepting: list[QDialog]) -> None:
    document = _confronting(unused_emotions=("fear",))
    dialogs = BoardDialogs(Dialogs())
    assert dialogs.gain_emotions(document, "aldo") == ()
    assert dialogs.add_entry(document, "aldo") == EntryRequest("Bea", "bea", ("fear",))
    confront = dialogs.confront(document, "aldo", "e1", None)
    assert confront is not None
    assert (confront.entry_id, confront.emotion_id, confront.keep) == ("e1", "kindred-spirit", Keep.CURRENT)
    assert dialogs.resolve(document, "aldo") is None
    assert dialogs.new_scenario(document, "aldo") == ScenarioRequest((), True, True)
    assert dialogs.end_scenario(document, "aldo") == {}
    assert dialogs.new_session(document, "aldo") is True
    assert dialogs.pay_cost(document, "aldo") == CostRequest(0, 0, None)
    assert dialogs.infinity_break(document, "aldo") == BreakRequest("ib3", 41)
    dialogs.edit_emotion_list(document)
    assert len(accepting) == 10
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not any(shiboken6.isValid(dialog) for dialog in accepting)  # none lingers after its answer


def test_board_dialogs_return_none_when_cancelled(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[QDialog] = []

    def cancel(dialog: QDialog) -> bool:
        opened.append(dialog)
        return False

    monkeypatch.setattr(board_dialogs_module, "_accepted", cancel)
    document = _confronting()
    dialogs = BoardDialogs(Dialogs())
    answers = [
        dialogs.gain_emotions(document, "aldo"),
        dialogs.add_entry(document, "aldo"),
        dialogs.confront(document, "aldo", None, None),
        dialogs.resolve(document, "aldo"),
        dialogs.new_scenario(document, "aldo"),
        dialogs.end_scenario(document, "aldo"),
        dialogs.new_session(document, "aldo"),
        dialogs.pay_cost(document, "aldo"),
        dialogs.infinity_break(document, "aldo"),
    ]
    assert answers == [None] * 9
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not any(shiboken6.isValid(dialog) for dialog in opened)


def test_board_dialogs_pass_messages_on_and_parent_the_dialogs(
    qtbot: QtBot, accepting: list[QDialog]
) -> None:
    messages = _Messages()
    parent = QWidget()
    qtbot.addWidget(parent)
    dialogs = BoardDialogs(messages)
    dialogs.set_parent(parent)
    dialogs.error("Casting board", "refused")
    assert messages.errors == ["refused"]
    dialogs.information("Casting board", "said")
    assert messages.informed == ["said"]
    dialogs.gain_emotions(_confronting(), "aldo")
    assert accepting[0].parent() is parent


def test_the_real_accept_runs_the_dialog_modal_loop(qtbot: QtBot) -> None:
    from PySide6.QtCore import QTimer

    dialog = NewSessionDialog(document_with(aldo()), "aldo")
    qtbot.addWidget(dialog)
    QTimer.singleShot(0, dialog.accept)
    assert board_dialogs_module._accepted(dialog)


# Numbers typed out of range: shown, said so, never cut, nothing applied


def _retype(qtbot: QtBot, spin: QAbstractSpinBox, text: str) -> None:
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, text)


def test_a_cost_split_typed_out_of_range_is_said_so_and_not_carried_over(qtbot: QtBot) -> None:
    document = document_with(aldo(tension_value=3))
    dialog = PayCostDialog(document, "aldo")
    qtbot.addWidget(dialog)
    split = dialog.split
    _retype(qtbot, dialog.amount, "1000")
    assert dialog.amount.text() == "1000"  # not 100
    assert split.ranges.text() == "⚠ Cost damage: 1000 is above the maximum 999."
    assert not dialog.ok.isEnabled()
    _retype(qtbot, dialog.amount, "5")
    assert (split.tension.value(), split.hp.value()) == (3, 2)
    assert dialog.ok.isEnabled()
    _retype(qtbot, split.tension, "4")  # more than the tension value has
    assert split.tension.text() == "4"
    assert split.ranges.text() == "⚠ From the tension value: 4 is above the maximum 3."
    assert split.hp.value() == 2  # not carried over
    assert split.preview.text() == ""
    assert not dialog.ok.isEnabled()
    _retype(qtbot, split.hp, "6")  # the note stays on the first field out of range
    assert split.tension.value() == 4
    assert split.ranges.text() == "⚠ From the tension value: 4 is above the maximum 3."
    _retype(qtbot, split.tension, "1")  # in range: the other field follows it again
    assert (split.hp.value(), split.ranges.text()) == (4, "")
    _retype(qtbot, split.hp, "5")
    assert (split.tension.value(), split.ranges.text()) == (0, "")
    assert dialog.ok.isEnabled()
    assert dialog.request() == CostRequest(5, 0, None)
    qtbot.keyClick(split.tension, Qt.Key.Key_Up)
    assert (split.tension.value(), split.hp.value()) == (1, 4)
    split.default.click()
    assert (split.tension.value(), split.hp.value()) == (3, 2)
    for _ in range(3):
        qtbot.keyClick(split.tension, Qt.Key.Key_Up)  # the arrows stop at the tension there is
    assert (split.tension.value(), split.ranges.text()) == (3, "")


def test_an_infinity_break_split_out_of_range_holds_the_break(qtbot: QtBot) -> None:
    document = document_with(aldo())
    dialog = InfinityBreakDialog(document, "aldo")
    qtbot.addWidget(dialog)
    _retype(qtbot, dialog.split.hp, "-5")
    assert dialog.split.ranges.text() == "⚠ From HP: -5 is below the minimum 13."
    assert not dialog.ok.isEnabled()
    dialog.registrations.setCurrentRow(1)  # another cost: the split starts again from the default
    assert dialog.split.ranges.text() == ""
    assert dialog.ok.isEnabled()


def test_a_new_emotion_bond_out_of_range_is_said_so(qtbot: QtBot) -> None:
    document = _confronting(casting_board=board(("kindred-spirit",), ("jealousy", "old-ties")))
    dialog = ConfrontationDialog(document, "aldo", "e1")
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.free_text, "Betrayal")
    _retype(qtbot, dialog.free_bond, "100")
    assert dialog.free_bond.text() == "100"
    assert dialog.ranges.text() == "⚠ Bond: 100 is above the maximum 99."
    assert dialog.request() is None
    assert not dialog.ok.isEnabled()
    assert "Set an opposing emotion" not in dialog.gains.text()  # the note says what is wrong
    _retype(qtbot, dialog.free_bond, "12")
    assert dialog.request() == ConfrontationRequest(
        "e1", "kindred-spirit", NewEmotion("Betrayal", 12, False), Keep.CURRENT
    )
    assert dialog.ok.isEnabled()

    messages = _Messages()
    emotions = EmotionListDialog(document, messages)
    qtbot.addWidget(emotions)
    qtbot.keyClicks(emotions.new_name, "Friendship")
    _retype(qtbot, emotions.new_bond, "150")
    assert emotions.ranges.text() == "⚠ Bond: 150 is above the maximum 99."
    assert not emotions.add_button.isEnabled()
    qtbot.keyClick(emotions.new_name, "\r")
    emotions.add()
    assert document.campaign.emotions == CATALOGUE
    assert messages.errors == []
    _retype(qtbot, emotions.new_bond, "15")
    qtbot.mouseClick(emotions.add_button, Qt.MouseButton.LeftButton)
    assert (document.campaign.emotions[-1].name_ja, document.campaign.emotions[-1].bond) == ("Friendship", 15)
