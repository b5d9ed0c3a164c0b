"""Pictures of table cells: a cell painted once is drawn again as a picture wherever it shows the same.

A large fight shows the same few cells over and over ("Enemy", "+3", "2/2", a name that stays on its
row when the order changes). Painting a cell through a delegate and the style lays its text out and
asks the model for it, each time; drawing its picture is one copy. A view keeps its cells' pictures in
a :class:`CellPictures`, and its delegates paint through it (:class:`PicturedDelegate`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QAbstractItemView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from fhrtool.ui.safety import declined, paint_placeholder, total

_Index = QModelIndex | QPersistentModelIndex
_Paint = Callable[[QPainter, QStyleOptionViewItem, _Index], None]

PICTURE_BYTES = 12 * 1024 * 1024
"""What the pictures of one view may hold; past it they are all dropped and painted again as needed
(a fight of 200 combatants in a 1280×800 window, confirmed and undone, held 58 pictures in 0.9 MB)."""
LEAST_CELLS = 200
"""A table of fewer cells (a fight of up to fifteen) paints them all directly in well under a frame:
pictures would cost memory and save nothing."""
_PAINTED_DIRECTLY = (QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_Editing).value
"""A cell with the keyboard focus or being edited is one cell of the view, and changes often: painted
directly (the state as a number: a Python flag costs a conversion at every cell)."""
_CHANGES = frozenset(
    {
        QEvent.Type.PaletteChange,
        QEvent.Type.StyleChange,
        QEvent.Type.FontChange,
        QEvent.Type.LayoutDirectionChange,
        QEvent.Type.LocaleChange,
    }
)
"""Changes of the view after which no kept picture is what its cell would paint."""
_SEEN_MOST = 4096
"""How many looks painted once are remembered; past it they are forgotten."""


class CellPictures(QObject):
    """The pictures of a view's cells, each kept by what its cell shows and how the view shows it.

    A cell gets its picture when its look is painted again in a later paint of the view: a window's
    first picture, and a look that shows once, pay for no picture. A picture is painted as the view
    paints the cell: on the viewport's background, the style's row panel, then the delegate, with what
    the view's painter holds. It is kept by the cell's *content* (a key from the model, which changes
    whenever anything the cell's look is made of does) and by its size, state (selected, mouse over,
    enabled, the window active), features and the device's pixel ratio. A new palette, style, font,
    direction or locale of the view or its viewport, or another model, drops them all (seen by
    :meth:`eventFilter`, on the viewport the view had when the pictures were made).

    Cells are painted directly, not kept: in a table of few cells (:data:`LEAST_CELLS`); when the model
    gives no content key; when the cell has the focus or is being edited; where the view paints scaled
    by other than a whole number or between pixels (a fractional pixel ratio: a picture would not land
    on the cell's pixels); over a background that is not one colour; and when one cell's picture would
    be larger than the whole budget.
    """

    def __init__(
        self, view: QAbstractItemView, budget: int = PICTURE_BYTES, least_cells: int = LEAST_CELLS
    ) -> None:
        super().__init__(view)
        self._view = view
        self.budget = budget
        """How many bytes the pictures may hold (0: none are kept)."""
        self.least_cells = least_cells
        """Pictures are kept while the model has at least this many cells (see :data:`LEAST_CELLS`)."""
        self._keeping = False
        """Whether this paint of the viewport keeps pictures (worked out as it begins)."""
        self._pictures: dict[Hashable, QPixmap] = {}
        self._bytes = 0
        self._seen: dict[Hashable, int] = {}
        """The looks painted without a picture, and in which of the viewport's paints (see _paints)."""
        self._paints = 0
        """The viewport's paints so far (counted by :meth:`eventFilter`)."""
        self._model = view.model()
        """The model the pictures are of: another one's keys mean other pictures."""
        self._viewport = view.viewport()
        view.installEventFilter(self)
        self._viewport.installEventFilter(self)
        self._transform = QTransform()
        self._ratio: int | None = 1
        """The last painter's device transform, and the pixel ratio it paints at (see _whole_ratio)."""

    def __len__(self) -> int:
        return len(self._pictures)

    def held_bytes(self) -> int:
        return self._bytes

    def clear(self) -> None:
        self._pictures.clear()
        self._seen.clear()
        self._bytes = 0

    @total(declined)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Each paint of the viewport begins here; a change of the view or its viewport that changes how
        cells look drops every picture."""
        kind = event.type()
        if kind in _CHANGES:
            self.clear()
        elif kind == QEvent.Type.Paint and watched is self._viewport:
            self._paints += 1
            model = self._view.model()
            if model is not self._model:
                self.clear()
                self._model = model
            self._keeping = (
                self.budget > 0
                and model is not None
                and model.rowCount() * model.columnCount() >= self.least_cells
            )
        return False

    def draw(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: _Index,
        content: Hashable,
        delegate: PicturedDelegate,
    ) -> None:
        """Draw the cell ``delegate`` paints at ``index``: its kept picture for ``content`` (None: no key,
        painted directly). Each delegate's cells have pictures of their own."""
        paint = delegate.paint_cell
        state = option.state.value
        if content is None or state & _PAINTED_DIRECTLY or not self._keeping:
            paint(painter, option, index)
            return
        transform = painter.deviceTransform()
        if transform != self._transform:  # the same for every cell of a paint: worked out once
            self._transform, self._ratio = transform, _whole_ratio(transform)
        ratio = self._ratio
        if ratio is None:
            paint(painter, option, index)
            return
        rect = option.rect
        width, height = rect.width(), rect.height()
        key = (content, width, height, state, option.features.value, ratio, delegate)
        picture = self._pictures.get(key)
        if picture is None:
            seen = self._seen.get(key)
            if seen is None or seen == self._paints:  # not shown in an earlier paint: no picture yet
                if seen is None:
                    if len(self._seen) >= _SEEN_MOST:
                        self._seen.clear()
                    self._seen[key] = self._paints
                paint(painter, option, index)
                return
            del self._seen[key]
            size = round(width * ratio) * round(height * ratio) * 4
            picture = (
                None
                if size > self.budget
                else self._painted(painter, option, index, width, height, ratio, paint)
            )
            if picture is None:
                paint(painter, option, index)
                return
            if self._bytes + size > self.budget:
                self.clear()
            self._pictures[key] = picture
            self._bytes += size
        painter.drawPixmap(rect.x(), rect.y(), picture)

    def _painted(
        self,
        view_painter: QPainter,
        option: QStyleOptionViewItem,
        index: _Index,
        width: int,
        height: int,
        ratio: float,
        paint: _Paint,
    ) -> QPixmap | None:
        """The cell painted as the view paints it, on a picture of its size; None when the viewport's
        background is not one colour (a pattern or gradient would not continue across cells)."""
        viewport = self._view.viewport()
        background = viewport.palette().brush(viewport.backgroundRole())
        if background.style() != Qt.BrushStyle.SolidPattern or width <= 0 or height <= 0:
            return None
        picture = QPixmap(round(width * ratio), round(height * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(background.color())
        placed = QStyleOptionViewItem(option)
        placed.rect = QRect(0, 0, width, height)
        painter = QPainter(picture)
        try:
            # What the view's painter holds as it comes to the cell.
            painter.setPen(view_painter.pen())
            painter.setBrush(view_painter.brush())
            painter.setFont(view_painter.font())
            painter.setRenderHints(view_painter.renderHints())
            painter.setLayoutDirection(view_painter.layoutDirection())
            style = self._view.style()
            style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewRow, placed, painter, self._view)
            paint(painter, placed, index)
        finally:
            painter.end()
        return picture


def _whole_ratio(transform: QTransform) -> int | None:
    """The device's pixels to one of the view's, when the view paints at a whole number of them and on
    whole pixels (a screen's or a picture's pixel ratio of 1, 2 or 3); None otherwise (a fractional ratio,
    a view shown scaled, turned or between pixels), where a picture would not land on the pixels the
    cell would paint."""
    ratio = transform.m11()
    if (
        ratio != transform.m22()
        or ratio < 1
        or ratio != int(ratio)
        or transform.m12()
        or transform.m21()
        or transform.dx() != int(transform.dx())
        or transform.dy() != int(transform.dy())
    ):
        return None
    return int(ratio)


class PicturedDelegate(QStyledItemDelegate):
    """A delegate whose cells are drawn from their pictures (:class:`CellPictures`), kept by the content
    key ``content(index)`` gives."""

    def __init__(
        self, pictures: CellPictures, content: Callable[[_Index], Hashable], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._pictures = pictures
        self._content = content

    @total(paint_placeholder)
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        self._pictures.draw(painter, option, index, self._content(index), self)

    def paint_cell(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        """Paint the cell itself (a subclass draws its own cells here)."""
        super().paint(painter, option, index)
