"""The special sequence declaration (特殊シーケンス宣言) of one combatant, checked against the rules as it
is typed: the dialog shows the sequence value it would give, or why the rules refuse it."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.messages import error_text, translated
from fhrtool.model import Campaign, Delay, Passive, Quick, Sync
from fhrtool.rules import RuleError
from fhrtool.rules.dice import ScriptedDice
from fhrtool.rules.encounter import declare, declare_hope
from fhrtool.rules.fhr import HOPE_DIE, PASSIVE_DICE, PASSIVE_STEP, QUICK_CORRECTION, QUICK_STEP
from fhrtool.steps.tracker import AnyDeclaration, declaration_text
from fhrtool.ui.ranged import RangedSpin, RangeNote
from fhrtool.ui.safety import nothing, total
from fhrtool.ui.steady import reserve_lines
from fhrtool.ui.tracker.requests import HopeRequest
from fhrtool.ui.tracker.rows import planned
from fhrtool.ui.tracker.setup_dialogs import ok_cancel_buttons

KINDS = ("hope", "quick", "passive", "delay", "sync")
KIND_KEYS = {"hope": "H", "quick": "Q", "passive": "V", "delay": "Y", "sync": "S"}
"""A key for each kind while the dialog is open; none is a tracker shortcut (D declares, P goes back),
so a key pressed twice does not declare by itself."""
_KEY_KINDS = {key: kind for kind, key in KIND_KEYS.items()}


class DeclarationDialog(QDialog):
    """Choose a kind (hope d6, quick ×n, passive ×n, delay to a value, sync with a lower combatant)."""

    def __init__(self, campaign: Campaign, combatant_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._campaign = campaign
        self._combatant_id = combatant_id
        fight = campaign.encounter
        combatant = fight.combatant(combatant_id)
        self._values = planned(campaign).values
        self.setWindowTitle(self.tr("Declaration — {name}").format(name=combatant.name))

        self.kinds = QButtonGroup(self)
        # Not the names of steps.labels.DECLARATION_KINDS: each choice says what the declaration does.
        labels = {
            "hope": self.tr("Hope: +1d{faces} per point on the sequence value").format(faces=HOPE_DIE),
            "quick": self.tr(
                "Quick: +{step} per step; tension correction −{correction} on Life and on Will per step"
            ).format(step=QUICK_STEP, correction=QUICK_CORRECTION),
            "passive": self.tr("Passive: −{step} per step; +{dice} die on passive checks per step").format(
                step=PASSIVE_STEP, dice=PASSIVE_DICE
            ),
            "delay": self.tr("Delay: to a lower value"),
            "sync": self.tr("Sync: act simultaneously with someone lower"),
        }
        kinds_box = QVBoxLayout()
        # Nothing is chosen at first: Enter alone declares nothing (a quick step costs Life and Will).
        for number, kind in enumerate(KINDS):
            key = KIND_KEYS[kind]
            button = QRadioButton(f"[{key}] {labels[kind]}", self)
            button.setObjectName(kind)
            self.kinds.addButton(button, number)
            kinds_box.addWidget(button)

        self.steps = RangedSpin(1, 99, self)
        self.typed_d6 = QLineEdit(self)
        self.typed_d6.setPlaceholderText(self.tr("rolled by the app; or type the d6 results: 4 2"))
        self.delay_to = RangedSpin(-99, 999, self)
        own = self._values.get(combatant_id)
        self.delay_to.setValue(max((own or 1) - 1, 0))
        self.partner = QComboBox(self)
        for other_id, value in self._partners():
            name = fight.combatant(other_id).name
            self.partner.addItem(f"{name} ({value})", other_id)

        form = QFormLayout()
        form.addRow(self.tr("Steps / hope points:"), self.steps)
        form.addRow(self.tr("Hope d6 results:"), self.typed_d6)
        form.addRow(self.tr("Delay to:"), self.delay_to)
        form.addRow(self.tr("Sync with:"), self.partner)

        declared = [d for d in fight.declarations if d.combatant_id == combatant_id]
        names = {c.id: c.name for c in fight.combatants}
        now = self.tr("Sequence value now: {value}").format(value="—" if own is None else own)
        if declared:
            now += "\n" + self.tr("Declared: {what}").format(
                what=" · ".join(translated(declaration_text(d, names)) for d in declared)
            )
        self.current = QLabel(now, self)
        # Room for two lines from the start: choosing a kind does not move OK under the mouse.
        self.preview = reserve_lines(QLabel(self), 2)
        self.preview.setObjectName("preview")

        self.buttons = ok_cancel_buttons(self)

        layout = QVBoxLayout(self)
        layout.addWidget(self.current)
        layout.addLayout(kinds_box)
        layout.addLayout(form)
        self.ranges = RangeNote(self)
        self.ranges.watch(self.steps, self.tr("Steps / hope points"))
        self.ranges.watch(self.delay_to, self.tr("Delay to"))
        layout.addWidget(self.ranges)
        row = QHBoxLayout()
        row.addWidget(self.preview, 1)
        layout.addLayout(row)
        layout.addWidget(self.buttons)

        self.kinds.idToggled.connect(lambda _id, _on: self._update())
        self.steps.valueChanged.connect(self._update)
        self.typed_d6.textChanged.connect(self._update)
        self.delay_to.valueChanged.connect(self._update)
        self.partner.currentIndexChanged.connect(self._update)
        self._update()

    def _partners(self) -> list[tuple[str, int]]:
        """Who this combatant may sync with as the rules stand (a lower value, not defeated), highest
        value first, then in acting order."""
        fight = self._campaign.encounter
        options = self._campaign.options
        found: list[tuple[int, int, str]] = []
        for index, other in enumerate(fight.combatants):
            value = self._values.get(other.id)
            if other.id == self._combatant_id or other.defeated or value is None:
                continue
            try:
                declare(fight, Sync(self._combatant_id, other.id), options)
            except RuleError:
                continue
            found.append((-value, index, other.id))
        return [(other_id, -value) for value, _index, other_id in sorted(found)]

    def kind(self) -> str | None:
        """The chosen kind; None until the GM chooses one."""
        number = self.kinds.checkedId()
        return KINDS[number] if number >= 0 else None

    def set_kind(self, kind: str) -> None:
        self.kinds.button(KINDS.index(kind)).setChecked(True)

    @total(nothing)
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A kind's key chooses it, unless a field takes the key as typing (then it never gets here)."""
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        kind = _KEY_KINDS.get(event.text().upper()) if plain else None
        if kind is None:
            super().keyPressEvent(event)
            return
        self._choose(kind)

    def _choose(self, kind: str) -> None:
        """A kind's key: choose it and go to the field it needs, if any."""
        self.set_kind(kind)
        field: QWidget = {"delay": self.delay_to, "sync": self.partner}.get(kind, self.steps)
        field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if isinstance(field, QSpinBox):
            field.selectAll()  # typing the number replaces it

    def _typed(self) -> tuple[int, ...]:
        return tuple(int(part) for part in re.findall(r"-?\d+", self.typed_d6.text()))

    def request(self) -> AnyDeclaration | HopeRequest | None:
        """What the GM declares; None before a kind is chosen, for a kind that needs what is missing
        (a sync without partner), or while the number it needs is out of range."""
        kind = self.kind()
        if kind is None or not self.ranges.ok():
            return None
        if kind == "hope":
            typed = self._typed()
            count = len(typed) if typed else self.steps.value()
            return HopeRequest(self._combatant_id, count, typed)
        if kind == "quick":
            return Quick(self._combatant_id, self.steps.value())
        if kind == "passive":
            return Passive(self._combatant_id, self.steps.value())
        if kind == "delay":
            return Delay(self._combatant_id, self.delay_to.value())
        partner = self.partner.currentData()
        return Sync(self._combatant_id, partner) if isinstance(partner, str) else None

    def _update(self) -> None:
        kind = self.kind()
        self.steps.setEnabled(kind in ("hope", "quick", "passive"))
        self.typed_d6.setEnabled(kind == "hope")
        self.delay_to.setEnabled(kind == "delay")
        self.partner.setEnabled(kind == "sync")
        self.ranges.refresh()
        if not self.ranges.ok():
            self._refuse("")
            return
        request = self.request()
        fight = self._campaign.encounter
        options = self._campaign.options
        if kind is None:
            self._refuse(self.tr("Choose a declaration: {keys}.").format(keys=self._keys_text()), error=False)
            return
        if request is None:
            self._refuse(self.tr("There is nobody to sync with."))
            return
        try:
            if isinstance(request, HopeRequest):
                # Any d6 results check the hope available; typed ones are checked as they are.
                dice = ScriptedDice(request.typed or [1] * request.count)
                after = declare_hope(fight, self._combatant_id, request.count, dice, options).state
            else:
                after = declare(fight, request, options).state
        except RuleError as error:
            self._refuse(error_text(error))
            return
        plan = planned(self._campaign.model_copy(update={"encounter": after}))
        acts = [value for value, ids in plan.slots if self._combatant_id in ids]
        if isinstance(request, HopeRequest) and not request.typed:
            text = self.tr("Sequence value +{count}d{faces}, rolled on OK").format(
                count=request.count, faces=HOPE_DIE
            )
        else:
            text = self.tr("Sequence value {value}; acts at {slots}").format(
                value=plan.values.get(self._combatant_id, "—"),
                slots=", ".join(map(str, acts)) or self.tr("no sequence"),
            )
        self.preview.setText(text)
        self.preview.setStyleSheet("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)

    def _keys_text(self) -> str:
        names = {
            "hope": self.tr("hope"),
            "quick": self.tr("quick"),
            "passive": self.tr("passive"),
            "delay": self.tr("delay"),
            "sync": self.tr("sync"),
        }
        return ", ".join(f"{KIND_KEYS[kind]} {names[kind]}" for kind in KINDS)

    def _refuse(self, reason: str, *, error: bool = True) -> None:
        self.preview.setText(reason)
        self.preview.setStyleSheet("color: #b03a2e;" if error else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
