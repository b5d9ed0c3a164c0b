"""The casting board's dialogs, and :class:`BoardDialogs`, the one object the board opens them through
(tests replace it with a fake that answers from a script).

Each dialog only gathers a request; the board panel turns it into an undoable step. Everything a step
will do is said before it is confirmed: the bond and tension a new entry adds, what a confrontation
gives, the 背反者 result of ending the scenario, how cost damage splits.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.i18n import plural
from fhrtool.app.messages import emotion_name, error_text, translated
from fhrtool.model import CONSTANT_CATEGORY, Character, Confrontation, RuleOptions
from fhrtool.model.emotion import BOND_MAX
from fhrtool.model.errors import FhrtoolError
from fhrtool.model.frozen import frozen
from fhrtool.model.options import LeftoverEmotions
from fhrtool.rules import casting, infinity, tension
from fhrtool.steps import labels
from fhrtool.steps.board import Keep, NewEmotion, scenario_caution
from fhrtool.ui.board.catalogue import EmotionListDialog
from fhrtool.ui.board.emotions import EmotionPicker
from fhrtool.ui.board.texts import (
    MAD_MARK,
    chip_text,
    emotion_description,
    gains_text,
    next_gains,
    traitor_reason,
    unjudged_text,
)
from fhrtool.ui.dialogs import Dialogs
from fhrtool.ui.ranged import RangedSpin, RangeNote
from fhrtool.ui.skills import highlighted

_R = TypeVar("_R")

_BOOST_COLOUR = "#c0392b"


@frozen
class EntryRequest:
    target_name: str
    target_id: str | None
    emotion_ids: tuple[str, ...]


@frozen
class ConfrontationRequest:
    entry_id: str
    emotion_id: str
    opposing: str | NewEmotion
    keep: Keep | None  # None: resolve later


@frozen
class ResolveRequest:
    confrontation_id: str
    keep: Keep
    in_play: bool


@frozen
class ScenarioRequest:
    emotion_ids: tuple[str, ...]
    new_session: bool
    advance_campaign: bool
    keep: tuple[str, ...] | None = None


@frozen
class CostRequest:
    amount: int
    from_tension: int
    skill_id: str | None


@frozen
class BreakRequest:
    registration_id: str
    from_tension: int


class _RequestDialog(QDialog):
    """A dialog with OK/Cancel whose OK is enabled only while the request is complete."""

    def __init__(self, title: str, ok_text: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        # Word-wrapped notes give a layout no width of its own: without a floor the short dialogs open
        # narrow and break their sentences after a few words.
        self.setMinimumWidth(400)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(ok_text)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.body = QVBoxLayout(self)

    def finish_layout(self) -> None:
        self.body.addWidget(self.buttons)


def _note(text: str = "", parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _warning_style(label: QLabel, warn: bool) -> None:
    label.setStyleSheet("color: #c62828; font-weight: bold;" if warn else "")


# Unused emotions


class GainEmotionsDialog(_RequestDialog):
    """Pick emotions from the list into the unused emotions, up to the character's limit."""

    def __init__(self, document: Document, character_id: str, parent: QWidget | None = None) -> None:
        character = document.character(character_id)
        super().__init__(
            self.tr("Gain emotions — {name}").format(name=character.name), self.tr("Gain"), parent
        )
        held = len(character.unused_emotions)
        self.room = max(character.unused_emotion_limit - held, 0)
        self.body.addWidget(
            _note(
                self.tr("{name} holds {held} of {limit} unused emotions: room for {room} more.").format(
                    name=character.name, held=held, limit=character.unused_emotion_limit, room=self.room
                )
            )
        )
        self.picker = EmotionPicker(document, self)
        self.picker.chosen_changed.connect(self._update)
        self.body.addWidget(self.picker, 1)
        self.finish_layout()
        self.resize(520, 520)
        self._update()

    def _update(self) -> None:
        self.ok.setEnabled(1 <= len(self.picker.chosen()) <= self.room)

    def emotions(self) -> tuple[str, ...]:
        return self.picker.chosen()


# Entries


class AddEntryDialog(_RequestDialog):
    """Choose who the entry is about (a character of the campaign, the PC itself, or a free name) and
    the unused emotions to put on it; the bond and tension it adds are shown before confirming."""

    def __init__(
        self, document: Document, character_id: str, preset: Sequence[str] = (), parent: QWidget | None = None
    ) -> None:
        self._campaign = document.campaign
        self._character = document.character(character_id)
        super().__init__(
            self.tr("Add to the casting board — {name}").format(name=self._character.name),
            self.tr("Add entry"),
            parent,
        )
        who = QGroupBox(self.tr("Who"), self)
        self.from_campaign = QRadioButton(self.tr("A character of the campaign"), who)
        self.characters = QComboBox(who)
        self.characters.setAccessibleName(self.tr("Character"))
        for other in self._campaign.characters:
            if other.id == self._character.id:
                label = self.tr("{name} (itself)").format(name=other.name)
            else:
                label = f"{other.name} ({translated(labels.character_kind(other))})"
            self.characters.addItem(label, other.id)
        self.free = QRadioButton(self.tr("A free name"), who)
        self.free_name = QLineEdit(who)
        self.free_name.setAccessibleName(self.tr("Free name"))
        self.free_name.setPlaceholderText(self.tr("Someone not in the campaign"))
        group = QButtonGroup(self)
        group.addButton(self.from_campaign)
        group.addButton(self.free)
        who_layout = QFormLayout(who)
        who_layout.addRow(self.from_campaign, self.characters)
        who_layout.addRow(self.free, self.free_name)
        self.body.addWidget(who)

        self.emotions = QListWidget(self)
        self.emotions.setAccessibleName(self.tr("Unused emotions"))
        remaining = list(preset)
        for emotion_id in self._character.unused_emotions:
            item = QListWidgetItem(chip_text(self._campaign, emotion_id), self.emotions)
            item.setData(Qt.ItemDataRole.UserRole, emotion_id)
            item.setToolTip(emotion_description(self._campaign, emotion_id))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            chosen = emotion_id in remaining
            if chosen:
                remaining.remove(emotion_id)
            item.setCheckState(Qt.CheckState.Checked if chosen else Qt.CheckState.Unchecked)
        box = QGroupBox(
            self.tr("Emotions ({least}–{most} of the unused ones)").format(
                least=casting.ENTRY_EMOTIONS_MIN, most=casting.ENTRY_EMOTIONS_MAX
            ),
            self,
        )
        QVBoxLayout(box).addWidget(self.emotions)
        self.body.addWidget(box, 1)
        self.preview = _note(parent=self)
        self.body.addWidget(self.preview)
        self.body.addWidget(_note(self.tr("Entries can never be removed from the casting board."), self))
        self.finish_layout()

        self.from_campaign.setChecked(len(self._campaign.characters) > 1)
        self.free.setChecked(len(self._campaign.characters) <= 1)
        # Someone not on the board yet comes first where a second entry for one character is refused.
        refused = self._campaign.options.one_entry_per_character
        on_board = {entry.target_id for entry in self._character.casting_board} if refused else set()
        others = sorted(
            (row for row, c in enumerate(self._campaign.characters) if c.id != self._character.id),
            key=lambda row: self._campaign.characters[row].id in on_board,
        )
        if others:
            self.characters.setCurrentIndex(others[0])
        for signal in (group.buttonToggled, self.characters.currentIndexChanged, self.free_name.textChanged):
            signal.connect(lambda *_args: self._update())
        self.emotions.itemChanged.connect(lambda _item: self._update())
        self.characters.activated.connect(lambda _row: self.from_campaign.setChecked(True))
        self.free_name.textEdited.connect(lambda _text: self.free.setChecked(True))
        self.resize(460, 480)
        self._update()

    def chosen(self) -> tuple[str, ...]:
        items = (self.emotions.item(row) for row in range(self.emotions.count()))
        return tuple(
            item.data(Qt.ItemDataRole.UserRole)
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        )

    def request(self) -> EntryRequest:
        if self.free.isChecked():
            return EntryRequest(self.free_name.text().strip(), None, self.chosen())
        target_id = self.characters.currentData()
        return EntryRequest(self._campaign.character(target_id).name, target_id, self.chosen())

    def _update(self) -> None:
        request = self.request()
        count = len(request.emotion_ids)
        valid = (
            bool(request.target_name) and casting.ENTRY_EMOTIONS_MIN <= count <= casting.ENTRY_EMOTIONS_MAX
        )
        self.ok.setEnabled(valid)
        if request.target_name:
            try:  # someone with an entry already: that comes before any choice of emotions
                casting.check_entry_target(
                    self._character, request.target_name, request.target_id, self._campaign.options
                )
            except FhrtoolError as error:
                self.ok.setEnabled(False)
                self.preview.setText(error_text(error))
                _warning_style(self.preview, True)
                return
        if not count or count > casting.ENTRY_EMOTIONS_MAX:
            template = (
                self.tr("Choose {least}–{most} emotions.")
                if not count
                else self.tr("An entry takes at most {most} emotions.")
            )
            self.preview.setText(
                template.format(least=casting.ENTRY_EMOTIONS_MIN, most=casting.ENTRY_EMOTIONS_MAX)
            )
            _warning_style(self.preview, False)
            return
        try:
            effect = casting.entry_effect(
                self._character, request.emotion_ids, self._campaign.emotion, self._campaign.options
            )
        except FhrtoolError as error:  # an unused emotion the emotion list lacks: the step refuses it too
            self.ok.setEnabled(False)
            self.preview.setText(error_text(error))
            _warning_style(self.preview, True)
            return
        text = self.tr("Bond {bond}: tension value {before} → {after}.").format(
            bond=effect.bond, before=self._character.tension_value, after=effect.tension_value
        )
        if effect.traitor:
            text += " " + self.tr("⚠ With this entry the board makes a 背反者 at scenario end.")
        self.preview.setText(text)
        _warning_style(self.preview, effect.traitor)


# Emotion confrontations


class ConfrontationDialog(_RequestDialog):
    """Pick an entry and one of its emotions, set the opposing emotion, resolve now or later; what it
    gives (nothing for the second and later of a scenario) is shown before confirming."""

    def __init__(
        self,
        document: Document,
        character_id: str,
        entry_id: str | None = None,
        emotion_id: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        self._campaign = document.campaign
        self._character = document.character(character_id)
        super().__init__(
            self.tr("Emotion confrontation — {name}").format(name=self._character.name),
            self.tr("Confront"),
            parent,
        )
        form = QFormLayout()
        self.entry = QComboBox(self)
        for entry in self._character.casting_board:
            self.entry.addItem(entry.target_name, entry.id)
        self.emotion = QComboBox(self)
        form.addRow(self.tr("Entry"), self.entry)
        form.addRow(self.tr("Emotion"), self.emotion)
        self.body.addLayout(form)

        opposing = QGroupBox(self.tr("Opposing emotion (its own bond value is ignored)"), self)
        self.from_list = QRadioButton(self.tr("From the emotion list"), opposing)
        self.listed = QComboBox(opposing)
        self.listed.setAccessibleName(self.tr("Opposing emotion"))
        for emotion in self._campaign.emotions:
            self.listed.addItem(
                f"{chip_text(self._campaign, emotion.id)} ({emotion.bond})",
                emotion.id,
            )
        self.free = QRadioButton(self.tr("Free text"), opposing)
        self.free_text = QLineEdit(opposing)
        self.free_text.setAccessibleName(self.tr("Opposing emotion as free text"))
        self.free_mad = QCheckBox(self.tr("◆ Mad colour"), opposing)
        self.free_bond = RangedSpin(0, BOND_MAX, opposing)
        self.free_bond.setValue(casting.default_bond(False))
        self.free_bond.setAccessibleName(self.tr("Bond of the new emotion"))
        free_row = QHBoxLayout()
        free_row.addWidget(self.free_text, 1)
        free_row.addWidget(self.free_mad)
        free_row.addWidget(QLabel(self.tr("Bond"), opposing))
        free_row.addWidget(self.free_bond)
        opposing_group = QButtonGroup(self)
        opposing_group.addButton(self.from_list)
        opposing_group.addButton(self.free)
        opposing_layout = QFormLayout(opposing)
        opposing_layout.addRow(self.from_list, self.listed)
        opposing_layout.addRow(self.free, free_row)
        self.ranges = RangeNote(opposing)
        self.ranges.watch(self.free_bond, self.tr("Bond"))
        opposing_layout.addRow(self.ranges)
        self.from_list.setChecked(True)
        self.body.addWidget(opposing)

        resolution = QGroupBox(self.tr("Resolution"), self)
        self.keep_current = QRadioButton(resolution)
        self.keep_opposing = QRadioButton(resolution)
        self.later = QRadioButton(self.tr("Resolve later (before the scenario ends)"), resolution)
        resolution_group = QButtonGroup(self)
        resolution_layout = QVBoxLayout(resolution)
        for button in (self.keep_current, self.keep_opposing, self.later):
            resolution_group.addButton(button)
            resolution_layout.addWidget(button)
        self.keep_current.setChecked(True)
        self.body.addWidget(resolution)

        self.gains = _note(parent=self)
        self.body.addWidget(self.gains)
        self.finish_layout()

        if entry_id is not None and (row := self.entry.findData(entry_id)) >= 0:
            self.entry.setCurrentIndex(row)
        self._fill_emotions()
        if emotion_id is not None and (row := self.emotion.findData(emotion_id)) >= 0:
            self.emotion.setCurrentIndex(row)
        self.entry.currentIndexChanged.connect(lambda _row: self._fill_emotions())
        self.free_mad.toggled.connect(lambda mad: self.free_bond.setValue(casting.default_bond(mad)))
        self.free_text.textEdited.connect(lambda _text: self.free.setChecked(True))
        self.listed.activated.connect(lambda _row: self.from_list.setChecked(True))
        for signal in (
            self.emotion.currentIndexChanged,
            self.listed.currentIndexChanged,
            self.free_text.textChanged,
            self.free_mad.toggled,
            opposing_group.buttonToggled,
            resolution_group.buttonToggled,
            self.ranges.changed,
        ):
            signal.connect(lambda *_args: self._update())
        self.resize(520, 520)
        self._update()

    def _fill_emotions(self) -> None:
        self.emotion.clear()
        entry_id = self.entry.currentData()
        if entry_id is None:
            return
        for emotion_id in self._character.entry(entry_id).emotions:
            self.emotion.addItem(chip_text(self._campaign, emotion_id), emotion_id)

    def _opposing(self) -> str | NewEmotion | None:
        if self.from_list.isChecked():
            # The list's items carry emotion ids; an empty list has no current item, so None.
            emotion_id: str | None = self.listed.currentData()
            return emotion_id
        text = self.free_text.text().strip()
        return NewEmotion(text, self.free_bond.value(), self.free_mad.isChecked()) if text else None

    def _opposing_text(self, opposing: str | NewEmotion | None) -> str:
        if opposing is None:
            return self.tr("the opposing emotion")
        if isinstance(opposing, NewEmotion):
            return f"{MAD_MARK} {opposing.name}" if opposing.mad else opposing.name
        return chip_text(self._campaign, opposing)

    def request(self) -> ConfrontationRequest | None:
        opposing = self._opposing()
        entry_id, emotion_id = self.entry.currentData(), self.emotion.currentData()
        if opposing is None or entry_id is None or emotion_id is None or opposing == emotion_id:
            return None
        if not self.ranges.ok():  # the note under the bond says why
            return None
        keep = Keep.CURRENT if self.keep_current.isChecked() else Keep.OPPOSING
        return ConfrontationRequest(entry_id, emotion_id, opposing, None if self.later.isChecked() else keep)

    def _update(self) -> None:
        opposing = self._opposing()
        emotion_id = self.emotion.currentData()
        current = chip_text(self._campaign, emotion_id) if emotion_id else "—"
        self.keep_current.setText(self.tr("Resolve now, in play: keep {emotion}").format(emotion=current))
        self.keep_opposing.setText(
            self.tr("Resolve now, in play: keep {emotion}").format(emotion=self._opposing_text(opposing))
        )
        target = self.entry.currentText()
        first = casting.next_confrontation_gives_gains(self._character)
        if first:
            lines = [self.tr("The first emotion confrontation of {name} in this scenario.")]
        else:
            lines = [self.tr("{name} already had an emotion confrontation in this scenario.")]
        lines[0] = lines[0].format(name=self._character.name)
        if self.later.isChecked():
            lines.append(gains_text(next_gains(self._character, in_play=False), target))
            if first:
                lines.append(
                    self.tr("Resolved during play, it gives +{tension} tension more.").format(
                        tension=tension.IN_PLAY_TENSION
                    )
                )
        else:
            lines.append(gains_text(next_gains(self._character, in_play=True), target))
        request = self.request()
        refusal = self._refusal(request)
        if request is None and self.ranges.ok():
            lines.append(self.tr("Set an opposing emotion other than the confronted one."))
        elif refusal:
            lines.append(refusal)
        elif request is not None and request.keep is not None and (warning := self._traitor_warning(request)):
            lines.append(warning)
        self.gains.setText("\n".join(lines))
        _warning_style(self.gains, not first or bool(refusal))
        self.ok.setEnabled(request is not None and not refusal and bool(self._character.casting_board))

    def _refusal(self, request: ConfrontationRequest | None) -> str:
        """Why the rules would refuse the confrontation (an opposing emotion the entry already holds)."""
        if request is None or not isinstance(request.opposing, str):
            return ""
        try:
            casting.check_opposing(
                self._character,
                request.entry_id,
                request.opposing,
                self._campaign.emotions,
                self._campaign.options,
            )
        except FhrtoolError as error:
            return error_text(error)
        return ""

    def _traitor_warning(self, request: ConfrontationRequest) -> str:
        """A warning when keeping the opposing emotion would make a 背反者 at scenario end."""
        if request.keep is not Keep.OPPOSING:
            return ""
        try:
            traitor = casting.would_be_traitor(
                self._character,
                request.entry_id,
                request.emotion_id,
                request.opposing,
                self._campaign.emotions,
                self._campaign.options,
            )
        except FhrtoolError as error:  # the board holds an emotion the list lacks
            return unjudged_text(error)
        if traitor:
            return self.tr("⚠ Keeping it, the board makes a 背反者 at scenario end.")
        return ""


class ResolveDialog(_RequestDialog):
    """Resolve an open emotion confrontation: which emotion stays, and whether it happens in play."""

    def __init__(
        self,
        document: Document,
        character_id: str,
        confrontation_id: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        self._campaign = document.campaign
        self._character = document.character(character_id)
        super().__init__(
            self.tr("Resolve an emotion confrontation — {name}").format(name=self._character.name),
            self.tr("Resolve"),
            parent,
        )
        self.confrontation = QComboBox(self)
        self.confrontation.setAccessibleName(self.tr("Open confrontation"))
        for confrontation in _open(self._character):
            self.confrontation.addItem(self._label(confrontation), confrontation.id)
        if confrontation_id is not None and (row := self.confrontation.findData(confrontation_id)) >= 0:
            self.confrontation.setCurrentIndex(row)
        self.body.addWidget(self.confrontation)
        self.keep_current = QRadioButton(self)
        self.keep_opposing = QRadioButton(self)
        self.keep_current.setChecked(True)
        self.in_play = QCheckBox(
            self.tr("Resolved during play (+{tension} tension for the first of the scenario)").format(
                tension=tension.IN_PLAY_TENSION
            ),
            self,
        )
        for widget in (self.keep_current, self.keep_opposing, self.in_play):
            self.body.addWidget(widget)
        self.gains = _note(parent=self)
        self.body.addWidget(self.gains)
        self.finish_layout()
        self.confrontation.currentIndexChanged.connect(lambda _row: self._update())
        self.in_play.toggled.connect(lambda _on: self._update())
        self._update()

    def _label(self, confrontation: Confrontation) -> str:
        return self.tr("{target}: {emotion} ⇄ {opposing}").format(
            target=self._character.entry(confrontation.entry_id).target_name,
            emotion=chip_text(self._campaign, confrontation.emotion_id),
            opposing=chip_text(self._campaign, confrontation.opposing_emotion_id),
        )

    def _current(self) -> Confrontation | None:
        confrontation_id = self.confrontation.currentData()
        return next((c for c in self._character.confrontations if c.id == confrontation_id), None)

    def request(self) -> ResolveRequest | None:
        confrontation = self._current()
        if confrontation is None:
            return None
        keep = Keep.CURRENT if self.keep_current.isChecked() else Keep.OPPOSING
        return ResolveRequest(confrontation.id, keep, self.in_play.isChecked())

    def _update(self) -> None:
        confrontation = self._current()
        self.ok.setEnabled(confrontation is not None)
        if confrontation is None:
            self.gains.setText(self.tr("No emotion confrontation is open."))
            return
        self.keep_current.setText(
            self.tr("Keep {emotion}").format(emotion=chip_text(self._campaign, confrontation.emotion_id))
        )
        self.keep_opposing.setText(
            self.tr("Keep {emotion}").format(
                emotion=chip_text(self._campaign, confrontation.opposing_emotion_id)
            )
        )
        target = self._character.entry(confrontation.entry_id).target_name
        gains = casting.confrontation_gains(confrontation, in_play=self.in_play.isChecked())
        lines = [gains_text(gains, target)]
        try:  # the entry came to hold the opposing emotion since: only the confronted one can stay
            casting.check_opposing(
                self._character,
                confrontation.entry_id,
                confrontation.opposing_emotion_id,
                self._campaign.emotions,
                self._campaign.options,
            )
        except FhrtoolError as error:
            lines.append(error_text(error))
            self.keep_current.setChecked(True)
            self.keep_opposing.setEnabled(False)
        else:
            self.keep_opposing.setEnabled(True)
        self.gains.setText("\n".join(lines))


def _open(character: Character) -> list[Confrontation]:
    return [confrontation for confrontation in character.confrontations if not confrontation.resolved]


# Scenario and session steps


class NewScenarioDialog(_RequestDialog):
    """Start a scenario: new emotions, the tension value recomputed, Infinity Break usable again."""

    def __init__(self, document: Document, character_id: str, parent: QWidget | None = None) -> None:
        campaign = document.campaign
        self._character = character = document.character(character_id)
        super().__init__(
            self.tr("New scenario — {name}").format(name=character.name), self.tr("Start scenario"), parent
        )
        bond = casting.total_bond(character.casting_board)
        start = casting.starting_tension(character)
        self.body.addWidget(
            _note(
                self.tr(
                    "Gain {count} emotions. Tension value = concentration {concentration} + total bond "
                    "{bond} = {tension}. Every Infinity Break is usable again; the count of emotion "
                    "confrontations starts over."
                ).format(
                    count=casting.SCENARIO_EMOTIONS,
                    concentration=character.concentration,
                    bond=bond,
                    tension=start,
                )
            )
        )
        self.picker = EmotionPicker(document, self)
        self.picker.chosen_changed.connect(self._update)
        self.body.addWidget(self.picker, 1)
        held = len(character.unused_emotions)
        self.new_session = QCheckBox(
            plural(
                held,
                self.tr("A new session starts too: discard the {count} unused emotion left over"),
                self.tr("A new session starts too: discard the {count} unused emotions left over"),
            ).format(count=held),
            self,
        )
        self.new_session.setChecked(held > 0)
        self.new_session.toggled.connect(lambda _on: self._update())
        # RULES §11: leftovers at a new scenario within the session; the player chooses what to keep.
        self._choose = campaign.options.leftover_emotions is LeftoverEmotions.CHOOSE
        self.keep = QListWidget(self)
        self.keep.setObjectName("keep")
        for emotion_id in character.unused_emotions:
            item = QListWidgetItem(emotion_name(campaign, emotion_id), self.keep)
            item.setData(Qt.ItemDataRole.UserRole, emotion_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
        self.keep.itemChanged.connect(lambda _item: self._update())
        self.keep_label = QLabel(self.tr("Unused emotions kept (the new ones fill up to the limit):"), self)
        self.advance = QCheckBox(
            self.tr("Count it as scenario {number} of the campaign").format(number=campaign.scenario + 1),
            self,
        )
        self.advance.setChecked(True)
        self.body.addWidget(self.new_session)
        self.body.addWidget(self.keep_label)
        self.body.addWidget(self.keep)
        self.body.addWidget(self.advance)
        caution = scenario_caution(character)
        self.caution = _note(translated(caution) if caution is not None else "", self)
        _warning_style(self.caution, True)
        self.caution.setVisible(caution is not None)
        self.body.addWidget(self.caution)
        self.problem = _note(parent=self)
        _warning_style(self.problem, True)
        self.body.addWidget(self.problem)
        self.finish_layout()
        self.resize(520, 560)
        self._update()

    def request(self) -> ScenarioRequest:
        keep = None
        if self._choose and not self.new_session.isChecked():
            items = (self.keep.item(row) for row in range(self.keep.count()))
            keep = tuple(
                str(item.data(Qt.ItemDataRole.UserRole))
                for item in items
                if item.checkState() is Qt.CheckState.Checked
            )
        return ScenarioRequest(
            self.picker.chosen(), self.new_session.isChecked(), self.advance.isChecked(), keep
        )

    def _update(self) -> None:
        request = self.request()
        choosing = request.keep is not None and self.keep.count() > 0
        self.keep.setVisible(choosing)
        self.keep_label.setVisible(choosing)
        needed = casting.scenario_gain(self._character, len(request.keep or ()))
        problem = ""
        if _open(self._character):
            problem = self.tr("Resolve the open emotion confrontation first.")
        elif len(request.emotion_ids) != needed:
            problem = plural(
                needed,
                self.tr("Choose exactly {needed} emotion ({count} chosen)."),
                self.tr("Choose exactly {needed} emotions ({count} chosen)."),
            ).format(needed=needed, count=len(request.emotion_ids))
        self.problem.setText(problem)
        self.ok.setEnabled(not problem)


class EndScenarioDialog(_RequestDialog):
    """End the scenario: settle the open confrontations, and see the 背反者 result before confirming."""

    def __init__(self, document: Document, character_id: str, parent: QWidget | None = None) -> None:
        self._campaign = document.campaign
        self._character = document.character(character_id)
        super().__init__(
            self.tr("End scenario — {name}").format(name=self._character.name),
            self.tr("End scenario"),
            parent,
        )
        self.choices: dict[str, QComboBox] = {}
        open_ones = _open(self._character)
        if open_ones:
            box = QGroupBox(self.tr("Open emotion confrontations (resolved outside play)"), self)
            form = QFormLayout(box)
            for confrontation in open_ones:
                choice = QComboBox(box)
                for keep, emotion_id in (
                    (Keep.CURRENT, confrontation.emotion_id),
                    (Keep.OPPOSING, confrontation.opposing_emotion_id),
                ):
                    choice.addItem(
                        self.tr("Keep {emotion}").format(emotion=chip_text(self._campaign, emotion_id)), keep
                    )
                choice.currentIndexChanged.connect(lambda _row: self._update())
                self.choices[confrontation.id] = choice
                form.addRow(self._character.entry(confrontation.entry_id).target_name, choice)
            self.body.addWidget(box)
        self.verdict = _note(parent=self)
        self.body.addWidget(self.verdict)
        self.finish_layout()
        self._update()

    def keep(self) -> dict[str, Keep]:
        return {confrontation_id: choice.currentData() for confrontation_id, choice in self.choices.items()}

    def outcome(self) -> Character:
        """The character as ending the scenario now would leave it."""
        kept = {
            confrontation.id: (
                confrontation.emotion_id
                if self.keep()[confrontation.id] is Keep.CURRENT
                else confrontation.opposing_emotion_id
            )
            for confrontation in _open(self._character)
        }
        campaign = self._campaign
        return casting.end_scenario(self._character, campaign.emotion, campaign.options, keep=kept).state

    def _update(self) -> None:
        try:
            after = self.outcome()
        except FhrtoolError as error:  # the board holds an emotion the list lacks: the step refuses too
            self.ok.setEnabled(False)
            self.verdict.setText(unjudged_text(error))
            _warning_style(self.verdict, True)
            return
        self.ok.setEnabled(True)
        bond = casting.total_bond(after.casting_board)
        if after.traitor and not self._character.traitor:
            text = self.tr("{name} becomes a 背反者 — an NPC from now on: {reason}.").format(
                name=self._character.name, reason=traitor_reason(self._campaign, after)
            )
            warn = True
        elif not self._character.is_pc:
            text = self.tr("An NPC's board is not checked for 背反者.")
            warn = False
        else:
            text = self.tr("{name} does not become a 背反者.").format(name=self._character.name)
            warn = False
        self.verdict.setText(text + " " + self.tr("Total bond {bond}.").format(bond=bond))
        _warning_style(self.verdict, warn)


class NewSessionDialog(_RequestDialog):
    """Start a session: the unused emotions left over are discarded."""

    def __init__(self, document: Document, character_id: str, parent: QWidget | None = None) -> None:
        campaign = document.campaign
        character = document.character(character_id)
        super().__init__(
            self.tr("New session — {name}").format(name=character.name), self.tr("Start session"), parent
        )
        names = ", ".join(chip_text(campaign, e) for e in character.unused_emotions) or self.tr("none")
        self.body.addWidget(_note(self.tr("Unused emotions discarded: {names}.").format(names=names)))
        self.advance = QCheckBox(
            self.tr("Count it as session {number} of the campaign").format(number=campaign.session + 1), self
        )
        self.advance.setChecked(True)
        self.body.addWidget(self.advance)
        self.finish_layout()


# Cost damage and Infinity Break


class CostSplit(QWidget):
    """How cost damage splits between the tension value and HP: two linked spin boxes that always add
    up to the amount, the table's default split, and what is left afterwards."""

    def __init__(self, character: Character, options: RuleOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._character = character
        self._options = options
        self._amount = 0
        # A number typed out of range is said to be so under the split and is not carried to the other.
        self.tension = RangedSpin(0, 0, self)
        self.tension.setAccessibleName(self.tr("From the tension value"))
        self.hp = RangedSpin(0, 0, self)
        self.hp.setAccessibleName(self.tr("From HP"))
        self.default = QPushButton(self.tr("Default split"), self)
        self.default.setToolTip(self.tr("The split the table rules set: tension first or HP first"))
        self.default.clicked.connect(self.reset)
        self.preview = _note(parent=self)
        self.ranges = RangeNote(self)
        self.ranges.watch(self.tension, self.tr("From the tension value"))
        self.ranges.watch(self.hp, self.tr("From HP"))
        self.tension.valueChanged.connect(self._tension_changed)
        self.hp.valueChanged.connect(self._hp_changed)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(self.tension)
        row.addWidget(self.default)
        form.addRow(
            self.tr("From the tension value ({value} left)").format(value=character.tension_value), row
        )
        form.addRow(
            self.tr("From HP ({current}/{maximum})").format(
                current=character.hp.current, maximum=character.hp.maximum
            ),
            self.hp,
        )
        form.addRow(self.ranges)
        form.addRow(self.preview)

    def set_amount(self, amount: int) -> None:
        """A new amount, split the default way."""
        self._amount = amount
        top = tension.most_from_tension(self._character, amount)
        self.tension.blockSignals(True)
        self.hp.blockSignals(True)
        self.tension.setRange(0, top)
        self.hp.setRange(amount - top, amount)
        self.tension.blockSignals(False)
        self.hp.blockSignals(False)
        self.reset()

    def reset(self) -> None:
        self.tension.setValue(tension.tension_part(self._character, self._amount, self._options))
        self._tension_changed(self.tension.value())

    def from_tension(self) -> int:
        return self.tension.value()

    def _tension_changed(self, value: int) -> None:
        if not self.tension.problem():
            self.hp.blockSignals(True)
            self.hp.setValue(self._amount - value)
            self.hp.blockSignals(False)
        self._update_preview()

    def _hp_changed(self, value: int) -> None:
        if not self.hp.problem():
            self.tension.blockSignals(True)
            self.tension.setValue(self._amount - value)
            self.tension.blockSignals(False)
        self._update_preview()

    def _update_preview(self) -> None:
        self.ranges.refresh()  # values set with signals blocked are looked at too
        if not self.ranges.ok():
            self.preview.setText("")
            return
        payment = tension.cost_payment(self._character, self._amount, from_tension=self.tension.value())
        text = self.tr("Tension value {before} → {after} · HP {hp_before} → {hp_after}").format(
            before=self._character.tension_value,
            after=payment.tension_after,
            hp_before=self._character.hp.current,
            hp_after=payment.hp_after,
        )
        falls = payment.hp_after <= 0 < payment.from_hp
        if falls:
            text += " " + self.tr("⚠ HP falls to {hp}.").format(hp=payment.hp_after)
        self.preview.setText(text)
        _warning_style(self.preview, falls)


class PayCostDialog(_RequestDialog):
    """Pay cost damage (代償ダメージ), for a skill or any other reason, split between tension and HP."""

    def __init__(self, document: Document, character_id: str, parent: QWidget | None = None) -> None:
        character = document.character(character_id)
        super().__init__(
            self.tr("Pay cost damage — {name}").format(name=character.name), self.tr("Pay"), parent
        )
        form = QFormLayout()
        self.skill = QComboBox(self)
        self.skill.addItem(self.tr("(no skill)"), None)
        for skill in character.skills:
            self.skill.addItem(
                self.tr("{skill} (cost {cost})").format(skill=skill.name, cost=skill.cost), skill.id
            )
        self.amount = RangedSpin(0, 999, self)
        form.addRow(self.tr("For"), self.skill)
        form.addRow(self.tr("Cost damage"), self.amount)
        self.body.addLayout(form)
        self.split = CostSplit(character, document.campaign.options, self)
        self.split.ranges.watch(self.amount, self.tr("Cost damage"))
        self.body.addWidget(self.split)
        self.finish_layout()
        self._character = character
        self.skill.currentIndexChanged.connect(self._skill_chosen)
        self.amount.valueChanged.connect(self._amount_changed)
        self.split.ranges.changed.connect(self._hold)
        self._amount_changed(0)

    def _skill_chosen(self, _row: int) -> None:
        skill_id = self.skill.currentData()
        if skill_id is not None:
            self.amount.setValue(self._character.skill(skill_id).cost)

    def _amount_changed(self, amount: int) -> None:
        if not self.amount.problem():
            self.split.set_amount(amount)
        self._hold()

    def _hold(self) -> None:
        self.ok.setEnabled(self.amount.value() > 0 and self.split.ranges.ok())

    def request(self) -> CostRequest:
        return CostRequest(self.amount.value(), self.split.from_tension(), self.skill.currentData())


class InfinityBreakDialog(_RequestDialog):
    """Use an Infinity Break: its cost damage (the break's own plus the skill's), the 《 》 values shown
    boosted, once per scenario per registration."""

    def __init__(self, document: Document, character_id: str, parent: QWidget | None = None) -> None:
        character = document.character(character_id)
        self._character = character
        self._options = document.campaign.options
        super().__init__(
            self.tr("Infinity Break — {name}").format(name=character.name), self.tr("Break"), parent
        )
        self.registrations = QListWidget(self)
        self.registrations.setAccessibleName(self.tr("Infinity Break registrations"))
        first_usable = -1
        for registration in character.infinity_breaks:
            skill = character.skill(registration.skill_id)
            text = self.tr("{skill} (level {level})").format(skill=skill.name, level=registration.level)
            item = QListWidgetItem(text, self.registrations)
            item.setData(Qt.ItemDataRole.UserRole, registration.id)
            if registration.used_this_scenario:
                item.setText(text + " — " + self.tr("used this scenario"))
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            elif first_usable < 0:
                first_usable = self.registrations.row(item)
        self.body.addWidget(self.registrations)
        self.effect = _note(parent=self)
        self.effect.setTextFormat(Qt.TextFormat.RichText)
        self.body.addWidget(self.effect)
        self.split = CostSplit(character, document.campaign.options, self)
        self.body.addWidget(self.split)
        self.finish_layout()
        self.registrations.currentRowChanged.connect(lambda _row: self._update())
        self.split.ranges.changed.connect(self._hold)
        if first_usable >= 0:
            self.registrations.setCurrentRow(first_usable)
        self.resize(520, 460)
        self._update()

    def registration_id(self) -> str | None:
        item = self.registrations.currentItem()
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return None
        value = item.data(Qt.ItemDataRole.UserRole)
        return value if isinstance(value, str) else None

    def request(self) -> BreakRequest | None:
        registration_id = self.registration_id()
        if registration_id is None:
            return None
        return BreakRequest(registration_id, self.split.from_tension())

    def _hold(self) -> None:
        self.ok.setEnabled(self.registration_id() is not None and self.split.ranges.ok())

    def _update(self) -> None:
        registration_id = self.registration_id()
        self._hold()
        if registration_id is None:
            self.effect.setText(self.tr("No Infinity Break is left to use this scenario."))
            self.split.set_amount(0)
            return
        registration = next(r for r in self._character.infinity_breaks if r.id == registration_id)
        skill = self._character.skill(registration.skill_id)
        cost = infinity.break_cost(skill)
        lines = [
            self.tr("Cost damage: {base} + {own} = {cost}").format(
                base=infinity.BREAK_COST, own=skill.cost, cost=cost
            ),
            self.tr("Effect: {effect}").format(effect=highlighted(skill.effect, "#555")),
            self.tr("Boosted: {effect}").format(
                effect=highlighted(infinity.boost(skill.effect, self._options), _BOOST_COLOUR)
            ),
        ]
        left = infinity.unboosted(skill.effect)
        if left:
            lines.append(
                self.tr("Not boosted, no number in it: {brackets}").format(
                    brackets=html.escape(" ".join(left))
                )
            )
        if skill.category == CONSTANT_CATEGORY:
            lines.append(
                self.tr("常時 skill: the boosted effect lasts to the end of the scene (of the combat).")
            )
        self.effect.setText("<br>".join(lines))
        self.split.set_amount(cost)


# The one object the board opens dialogs through


class BoardDialogs:
    """Opens the board's dialogs, modal, over ``parent``; messages go through the application's
    :class:`~fhrtool.ui.dialogs.Dialogs`. Each method returns the request, or None when cancelled."""

    def __init__(self, dialogs: Dialogs, parent: QWidget | None = None) -> None:
        self.dialogs = dialogs
        self._parent = parent

    def set_parent(self, parent: QWidget) -> None:
        self._parent = parent

    def error(self, title: str, text: str) -> None:
        self.dialogs.error(title, text)

    def information(self, title: str, text: str) -> None:
        self.dialogs.information(title, text)

    def gain_emotions(self, document: Document, character_id: str) -> tuple[str, ...] | None:
        dialog = GainEmotionsDialog(document, character_id, self._parent)
        return _ask(dialog, dialog.emotions)

    def add_entry(
        self, document: Document, character_id: str, preset: Sequence[str] = ()
    ) -> EntryRequest | None:
        dialog = AddEntryDialog(document, character_id, preset, self._parent)
        return _ask(dialog, dialog.request)

    def confront(
        self, document: Document, character_id: str, entry_id: str | None, emotion_id: str | None
    ) -> ConfrontationRequest | None:
        dialog = ConfrontationDialog(document, character_id, entry_id, emotion_id, self._parent)
        return _ask(dialog, dialog.request)

    def resolve(self, document: Document, character_id: str) -> ResolveRequest | None:
        dialog = ResolveDialog(document, character_id, parent=self._parent)
        return _ask(dialog, dialog.request)

    def new_scenario(self, document: Document, character_id: str) -> ScenarioRequest | None:
        dialog = NewScenarioDialog(document, character_id, self._parent)
        return _ask(dialog, dialog.request)

    def end_scenario(self, document: Document, character_id: str) -> dict[str, Keep] | None:
        dialog = EndScenarioDialog(document, character_id, self._parent)
        return _ask(dialog, dialog.keep)

    def new_session(self, document: Document, character_id: str) -> bool | None:
        """Whether the campaign counts a new session, or None when cancelled."""
        dialog = NewSessionDialog(document, character_id, self._parent)
        return _ask(dialog, dialog.advance.isChecked)

    def pay_cost(self, document: Document, character_id: str) -> CostRequest | None:
        dialog = PayCostDialog(document, character_id, self._parent)
        return _ask(dialog, dialog.request)

    def infinity_break(self, document: Document, character_id: str) -> BreakRequest | None:
        dialog = InfinityBreakDialog(document, character_id, self._parent)
        return _ask(dialog, dialog.request)

    def edit_emotion_list(self, document: Document) -> None:
        _ask(EmotionListDialog(document, self.dialogs, self._parent), lambda: None)


def _ask(dialog: QDialog, answer: Callable[[], _R]) -> _R | None:
    """Run ``dialog`` modal; ``answer()`` when accepted, None when cancelled. The dialog goes away after."""
    try:
        return answer() if _accepted(dialog) else None
    finally:
        dialog.deleteLater()


def _accepted(dialog: QDialog) -> bool:
    return dialog.exec() == QDialog.DialogCode.Accepted
