"""A table of a log's entries: it grows at its end, a row or two with each step of play."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QRect, Qt, SignalInstance
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

from fhrtool.ui.safety import nothing, total

_Index = QModelIndex | QPersistentModelIndex


class GrowingTable(QTableView):
    """A table whose model mostly grows at its end.

    Qt lays a view out again whenever its number of rows changes, and then repaints every cell in view:
    each asked of the model again, for each entry added to a log on screen. When rows were only
    appended since the last layout, this table repaints only where they are, and the scroll that
    follows the log's end moves the rest of the picture, as Qt scrolls any view. Rows whose data changed
    meanwhile are repainted with them (while a layout is due, Qt leaves them to its repaint). Any other
    change of the model is laid out and repainted as Qt does; a new font, style or row height repaints
    the rows by itself.

    Scrolling is per pixel: scrolled per row, reaching the end moves the rows already in view, which a
    repaint of the new rows alone would leave where they were. A table shown at its end stays there when
    it is made taller or shorter (the window laid out, a dock resized): its last row is seen whole.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._appended: int | None = None
        """The first row appended since the last layout, if nothing else changed."""
        self._edited: int | None = None
        """The first row whose data changed since the last layout."""
        self._whole = True
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

    @total(nothing)
    def resizeEvent(self, event: QResizeEvent) -> None:
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum()
        super().resizeEvent(event)  # lays the scroll bars out for the new size
        if at_end:
            bar.setValue(bar.maximum())

    def setModel(self, model: QAbstractItemModel | None) -> None:
        old = self.model()
        if old is not None:
            old.rowsInserted.disconnect(self._rows_inserted)
            old.dataChanged.disconnect(self._data_changed)
            for signal in self._other_changes(old):
                signal.disconnect(self._changed)
        super().setModel(model)
        self._changed()
        if model is not None:
            model.rowsInserted.connect(self._rows_inserted)
            model.dataChanged.connect(self._data_changed)
            for signal in self._other_changes(model):
                signal.connect(self._changed)

    @staticmethod
    def _other_changes(model: QAbstractItemModel) -> tuple[SignalInstance, ...]:
        return (
            model.rowsRemoved,
            model.rowsMoved,
            model.modelReset,
            model.layoutChanged,
            model.columnsInserted,
            model.columnsRemoved,
            model.columnsMoved,
        )

    def _rows_inserted(self, parent: _Index, first: int, last: int) -> None:
        if parent.isValid() or last != self.model().rowCount() - 1:
            self._whole = True
        elif self._appended is None or first < self._appended:
            self._appended = first

    def _data_changed(self, top_left: _Index, *_args: object) -> None:
        if top_left.parent().isValid():
            self._whole = True
        elif self._edited is None or top_left.row() < self._edited:
            self._edited = top_left.row()

    def _changed(self, *_args: object) -> None:
        self._whole = True

    @total(nothing)
    def doItemsLayout(self) -> None:
        first, edited, whole = self._appended, self._edited, self._whole
        self._appended, self._edited, self._whole = None, None, False
        if (
            whole
            or first is None
            or self.verticalScrollMode() is not QAbstractItemView.ScrollMode.ScrollPerPixel
        ):
            super().doItemsLayout()
            return
        viewport = self.viewport()
        # Qt's layout ends by repainting the whole viewport; the rows above the new ones are as they were.
        viewport.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, True)
        try:
            super().doItemsLayout()
        finally:
            viewport.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, False)
        top = max(self.rowViewportPosition(first if edited is None else min(first, edited)), 0)
        if top < viewport.height():
            viewport.update(QRect(0, top, viewport.width(), viewport.height() - top))
