"""The special sequence declaration (特殊シーケンス宣言) of one combatant, checked against the rules as it
is typed: the dialog shows the sequence value it would give, or why the rules refuse it."""

from __future__ import annotations

import re

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
from fhrtool.ui.tracker.requests import HopeRequest
from fhrtool.ui.tracker.rows import planned
from fhrtool.ui.tracker.setup_dialogs import ok_cancel_buttons

KINDS = ("hope", "quick", "passive", "delay", "sync")


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
            "quick": self.tr("Quick: +{step} per step; Life and Will −{correction} per step").format(
                step=QUICK_STEP, correction=QUICK_CORRECTION
            ),
            "passive": self.tr("Passive: −{step} per step; +{dice} die on passive checks per step").format(
                step=PASSIVE_STEP, dice=PASSIVE_DICE
            ),
            "delay": self.tr("Delay: to a lower value"),
            "sync": self.tr("Sync: act simultaneously with someone lower"),
        }
        kinds_box = QVBoxLayout()
        for number, kind in enumerate(KINDS):
            button = QRadioButton(labels[kind], self)
            button.setObjectName(kind)
            self.kinds.addButton(button, number)
            kinds_box.addWidget(button)
        self.kinds.button(KINDS.index("quick")).setChecked(True)

        self.steps = QSpinBox(self)
        self.steps.setRange(1, 99)
        self.typed_d6 = QLineEdit(self)
        self.typed_d6.setPlaceholderText(self.tr("rolled by the app; or type the d6 results: 4 2"))
        self.delay_to = QSpinBox(self)
        self.delay_to.setRange(-99, 999)
        own = self._values.get(combatant_id)
        self.delay_to.setValue(max((own or 1) - 1, 0))
        self.partner = QComboBox(self)
        for other in fight.combatants:
            if other.id != combatant_id and not other.defeated and other.id in fight.rolls:
                value = self._values.get(other.id)
                shown = other.name if value is None else f"{other.name} ({value})"
                self.partner.addItem(shown, other.id)

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
        self.preview = QLabel(self)
        self.preview.setWordWrap(True)
        self.preview.setObjectName("preview")

        self.buttons = ok_cancel_buttons(self)

        layout = QVBoxLayout(self)
        layout.addWidget(self.current)
        layout.addLayout(kinds_box)
        layout.addLayout(form)
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

    def kind(self) -> str:
        return KINDS[self.kinds.checkedId()]

    def set_kind(self, kind: str) -> None:
        self.kinds.button(KINDS.index(kind)).setChecked(True)

    def _typed(self) -> tuple[int, ...]:
        return tuple(int(part) for part in re.findall(r"-?\d+", self.typed_d6.text()))

    def request(self) -> AnyDeclaration | HopeRequest | None:
        """What the GM declares; None for a kind that needs what is missing (a sync without partner)."""
        kind = self.kind()
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
        request = self.request()
        fight = self._campaign.encounter
        options = self._campaign.options
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

    def _refuse(self, reason: str) -> None:
        self.preview.setText(reason)
        self.preview.setStyleSheet("color: #b03a2e;")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
