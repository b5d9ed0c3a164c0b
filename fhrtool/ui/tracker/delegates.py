"""Painting and editing tracker cells: status and effects as chips, resources typed as ``-3`` or ``+2``."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QStyleOptionViewItem, QWidget

from fhrtool.ui.cell_pictures import PicturedDelegate
from fhrtool.ui.safety import no_size, total
from fhrtool.ui.tracker.model import Chip, ChipKind, TrackerRole

_Index = QModelIndex | QPersistentModelIndex

CHIP_COLOURS = {
    ChipKind.EFFECT: QColor("#5b4bb7"),
    ChipKind.SURPRISED: QColor("#b86100"),
    ChipKind.REACTED: QColor("#8e2a9c"),
    ChipKind.ACTIVE: QColor("#4d6571"),
    ChipKind.DEFEATED: QColor("#5f5f5f"),
}
_PADDING = 6
_GAP = 4


class ChipsDelegate(PicturedDelegate):
    """Draws the status column as a row of rounded, coloured chips, each with its text."""

    def _chips(self, index: _Index) -> list[Chip]:
        chips = index.data(TrackerRole.CHIPS)
        return chips if isinstance(chips, list) else []

    def paint_cell(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        chips = self._chips(index)
        if not chips:
            super().paint_cell(painter, option, index)
            return
        view_option = QStyleOptionViewItem(option)
        self.initStyleOption(view_option, index)
        view_option.text = ""
        style = view_option.widget.style() if view_option.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, view_option, painter, view_option.widget)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = option.font
        metrics = QFontMetrics(font)
        painter.setFont(font)
        rect = option.rect
        height = min(rect.height() - 4, metrics.height() + 4)
        x = rect.left() + 3
        top = rect.top() + (rect.height() - height) / 2
        for chip in chips:
            width = metrics.horizontalAdvance(chip.text) + 2 * _PADDING
            if x + width > rect.right():
                break
            box = QRectF(x, top, width, height)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(CHIP_COLOURS[chip.kind])
            painter.drawRoundedRect(box, height / 2, height / 2)
            painter.setPen(QColor("white"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, chip.text)
            x += width + _GAP
        painter.restore()

    @total(no_size)
    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        base = super().sizeHint(option, index)
        chips = self._chips(index)
        if not chips:
            return base
        metrics = QFontMetrics(option.font)
        width = sum(metrics.horizontalAdvance(chip.text) + 2 * _PADDING + _GAP for chip in chips) + 6
        return QSize(width, max(base.height(), metrics.height() + 8))


class ChangeDelegate(PicturedDelegate):
    """Edits a resource as text: ``-3`` or ``+2`` changes it, ``7`` sets it."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:
        editor = QLineEdit(parent)
        editor.setPlaceholderText(self.tr("-3, +2 or 7"))
        return editor
