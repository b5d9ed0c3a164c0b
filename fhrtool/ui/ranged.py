"""A spin box that takes every number typed into it and says when one is out of range.

A plain QSpinBox refuses each key that would leave its range: typing 150 into a 0–100 field gives 15,
and typing a current value before raising the maximum cuts it to the old maximum, silently. This one
lets any number be typed (the arrows, keys and wheel still step within the range) and tells its owner
what is wrong with the number shown, so that the owner can say so next to the field and store nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox, QStyle, QStyleOptionSpinBox, QWidget

from fhrtool.ui.safety import no_size, nothing, total

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

    def allowed(self) -> tuple[int, int]:
        """The lowest and highest value the field stands for."""
        return self._allowed

    def set_allowed(self, minimum: int, maximum: int) -> None:
        self._allowed = (minimum, maximum)
        self.updateGeometry()

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
        width = max(metrics.horizontalAdvance(self.textFromValue(end) + fixed) for end in self._allowed)
        height = self.lineEdit().sizeHint().height()
        option = QStyleOptionSpinBox()
        self.initStyleOption(option)
        return self.style().sizeFromContents(
            QStyle.ContentsType.CT_SpinBox, option, QSize(width + 2, height), self
        )
