"""A spin box that takes every number typed into it and says when one is out of range.

A plain QSpinBox refuses each key that would leave its range: typing 150 into a 0–100 field gives 15,
and typing a current value before raising the maximum cuts it to the old maximum, silently. This one
lets any number be typed (the arrows, keys and wheel still step within the range) and tells its owner
what is wrong with the number shown, so that the owner can say so next to the field and store nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPalette, QValidator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QLabel,
    QSpinBox,
    QStyle,
    QStyleOptionSpinBox,
    QWidget,
)

from fhrtool.ui.safety import no_size, nothing, total
from fhrtool.ui.steady import reserve_lines

NUMBER_KEYS = frozenset("0123456789-+")
"""The keys that start a number, or a change typed as one (-3, +2)."""
TYPING_LIMIT = 999_999_999
"""The most digits that can be typed: past nine a number is not a value of this game in any field."""


def out_of_range(value: int, minimum: int, maximum: int) -> str:
    """What is wrong with ``value`` for the range ``minimum``..``maximum``, translated; empty if nothing."""
    if value > maximum:
        return QCoreApplication.translate("RangedSpin", "{value} is above the maximum {maximum}").format(
            value=value, maximum=maximum
        )
    if value < minimum:
        return QCoreApplication.translate("RangedSpin", "{value} is below the minimum {minimum}").format(
            value=value, minimum=minimum
        )
    return ""


class RangedSpin(QSpinBox):
    """An integer field whose allowed range is ``allowed()``; numbers outside it can be typed and are
    reported by :meth:`problem` rather than cut short."""

    def __init__(self, minimum: int, maximum: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        super().setRange(-TYPING_LIMIT, TYPING_LIMIT)
        self._allowed = (minimum, maximum)
        self._special = ""
        self.setValue(max(minimum, min(maximum, 0)))  # where a QSpinBox of that range starts

    def allowed(self) -> tuple[int, int]:
        """The lowest and highest value the field stands for."""
        return self._allowed

    def set_allowed(self, minimum: int, maximum: int) -> None:
        self._allowed = (minimum, maximum)
        if self._special:
            self._redisplay()
        self.updateGeometry()

    def setRange(self, minimum: int, maximum: int) -> None:
        """The allowed range, as :meth:`set_allowed`: what can be typed stays unlimited."""
        self.set_allowed(minimum, maximum)

    def setMinimum(self, minimum: int) -> None:
        self.set_allowed(minimum, self._allowed[1])

    def setMaximum(self, maximum: int) -> None:
        self.set_allowed(self._allowed[0], maximum)

    def minimum(self) -> int:
        """The allowed minimum (what can be typed goes further)."""
        return self._allowed[0]

    def maximum(self) -> int:
        """The allowed maximum (what can be typed goes further)."""
        return self._allowed[1]

    # Qt shows its special value text for the lowest number that can be typed, far below the allowed
    # minimum here: this one is shown for the allowed minimum instead, and any number can still be typed.
    def setSpecialValueText(self, text: str) -> None:
        self._special = text
        self._redisplay()
        self.updateGeometry()

    def specialValueText(self) -> str:
        return self._special

    def _redisplay(self) -> None:
        super().setSpecialValueText("")  # Qt's own is never set; setting it shows the value again

    @total(lambda *_args: "")
    def textFromValue(self, value: int) -> str:
        if self._special and value == self._allowed[0]:
            return self._special
        return super().textFromValue(value)

    @total(lambda *_args: 0)
    def valueFromText(self, text: str) -> int:
        if self._special and text == self._special:
            return self._allowed[0]
        return super().valueFromText(text)

    @total(lambda _self, text, pos: (QValidator.State.Invalid, text, pos))  # refuse what cannot be read
    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if self._special and text == self._special:
            return (QValidator.State.Acceptable, text, pos)
        return super().validate(text, pos)

    @total(nothing)
    def keyPressEvent(self, event: QKeyEvent) -> None:
        # A number typed where the special text shows replaces it, wherever the cursor stands: typed
        # into the text, it would make something that is no number and be dropped.
        typed = event.text()
        if self._special and typed and typed in NUMBER_KEYS and self.lineEdit().text() == self._special:
            self.lineEdit().selectAll()
        super().keyPressEvent(event)

    def problem(self) -> str:
        """Why the number shown is not a value of this field, translated; empty when it is one."""
        return out_of_range(self.value(), *self._allowed)

    @total(nothing)
    def stepBy(self, steps: int) -> None:
        minimum, maximum = self._allowed
        target = max(minimum, min(maximum, self.value() + steps))
        if target != self.value():
            super().stepBy(target - self.value())

    @total(lambda *_args: QAbstractSpinBox.StepEnabledFlag.StepNone)
    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        minimum, maximum = self._allowed
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if self.isReadOnly():
            return flags
        if self.value() < maximum:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        if self.value() > minimum:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return flags

    # Qt sizes a spin box by the text of its range's ends; the typing range would make it very wide.
    @total(no_size)
    def sizeHint(self) -> QSize:
        return self._hint()

    @total(no_size)
    def minimumSizeHint(self) -> QSize:
        return self._hint()

    def _hint(self) -> QSize:
        self.ensurePolished()
        metrics = self.fontMetrics()
        fixed = self.prefix() + self.suffix() + " "
        # One digit more than the range's ends: a number typed one digit too long is seen whole.
        width = max(metrics.horizontalAdvance(self.textFromValue(end) + fixed) for end in self._allowed)
        width += metrics.horizontalAdvance("0")
        height = self.lineEdit().sizeHint().height()
        option = QStyleOptionSpinBox()
        self.initStyleOption(option)
        return self.style().sizeFromContents(
            QStyle.ContentsType.CT_SpinBox, option, QSize(width + 2, height), self
        )


class RangeNote(QLabel):
    """The line of a dialog that says which number typed into it is out of range, and why.

    Its room is reserved from the start (``lines`` lines), so that a note appearing moves no control
    under the mouse. ``watch`` the dialog's :class:`RangedSpin` fields; :meth:`ok` is False while one
    of them shows a number out of its range, and ``changed`` follows every change of those fields. A
    disabled field stands for nothing and is not looked at: :meth:`refresh` after enabling one.
    """

    changed = Signal()

    def __init__(self, parent: QWidget, lines: int = 2) -> None:
        super().__init__(parent)
        self.setObjectName("range_note")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setForegroundRole(QPalette.ColorRole.Highlight)
        reserve_lines(self, lines)
        self._fields: list[tuple[RangedSpin, str]] = []
        self._held: list[QAbstractButton] = []

    def watch(self, spin: RangedSpin, name: str) -> RangedSpin:
        """Say so when ``spin`` (called ``name``, translated) shows a number out of its range."""
        self._fields.append((spin, name))
        spin.valueChanged.connect(self.refresh)
        self.refresh()
        return spin

    def hold(self, *buttons: QAbstractButton) -> None:
        """Keep ``buttons`` disabled while a number is out of range (for buttons nothing else disables)."""
        self._held.extend(buttons)
        self.refresh()

    def problem(self) -> str:
        """The first watched field's problem as the note says it, translated; empty when all are in range."""
        for spin, name in self._fields:
            problem = spin.problem() if spin.isEnabled() else ""
            if problem:
                return QCoreApplication.translate("RangeNote", "⚠ {field}: {problem}.").format(
                    field=name, problem=problem
                )
        return ""

    def ok(self) -> bool:
        """Whether every watched field that is enabled shows a number in its range."""
        return not self.problem()

    def refresh(self) -> None:
        """Say what is out of range now (or nothing), and hold the buttons while it stands."""
        problem = self.problem()
        self.setText(problem)
        for button in self._held:
            button.setEnabled(not problem)
        self.changed.emit()
