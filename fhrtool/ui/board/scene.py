"""The casting board drawn: the character in the centre with its tension value (テンション値) as a ring,
each entry as a card on a circle around it with its emotions as chips, its bond value (絆値) as a badge,
and a line to the centre as thick as the bond.

Mad-colour emotions are dark chips with a hatch pattern and a ◆, so they stand apart without colour.
Entries one mad-colour emotion away from 背反者 get a dashed orange frame and a ⚠; those that already
make one get a red frame.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QLineF, QMarginsF, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from fhrtool.model import BoardEntry, Campaign, Character, Confrontation, Emotion
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules import casting
from fhrtool.rules.tension import TENSION_MAX
from fhrtool.storage.jsonfile import collection_paused
from fhrtool.ui.board.emotions import MAD_EDGE, MAD_FILL, MAD_TEXT, PURE_EDGE, PURE_FILL, decode_emotions
from fhrtool.ui.board.texts import board_risk, chip_text, is_mad, relation_text
from fhrtool.ui.safety import nothing, total

CARD_WIDTH = 184.0
CARD_PADDING = 8.0
CARD_HEADER = 40.0
CHIP_HEIGHT = 22.0
CHIP_GAP = 4.0
BADGE = 30.0
CENTRE_RADIUS = 74.0
RING_WIDTH = 10.0
RING_GAP = 6.0
ASPECT = 1.45
"""Width to height of the ellipse the cards sit on."""
GAP = 16.0
"""Space kept between two cards and between a card and the centre."""
MAX_ZOOM = 1.25
"""The largest scale a fit gives: a small board is not blown up."""
ZOOM_MIN = 0.2
ZOOM_MAX = 4.0
"""The scales the user may zoom between (further out only as far as a fit of a large board goes)."""
ZOOM_STEP = 1.25
"""One wheel notch or key press zooms by this factor."""
FIT_MARGIN = 8.0
"""Room a fit keeps around the cards, in scene units."""
DETAIL_SCALE = 0.4
"""Below this zoom the words on cards and chips are too small to read: they are drawn as plain shapes."""
BUILD_SECONDS = 0.05
"""How long the board makes cards before it lets the window answer again (see ``show_board``)."""
BUILD_SETTLED = 10_000
"""A turn of the board's making that makes this many containers (about thirty a card) has them, and
everything else alive, taken out of the garbage collector's walks (see :data:`_settling`)."""
_settling = collection_paused(settle=True, settled=BUILD_SETTLED)
"""The collector is off while a board is laid out and its cards made, and a large board's cards are
settled (:func:`collection_paused`): they live as long as the board is shown and hold no cycles, and
its walks over thousands of new cards stalled the window for tens of milliseconds between two turns,
finding nothing."""

_CARD_FILL = QColor("#fbfaf7")
_CARD_EDGE = QColor("#9aa8b8")
_TEXT = QColor("#1d232b")
_MUTED = QColor("#5d6b7a")
_LINE = QColor("#7d8ea3")
_AT_RISK = QColor("#d97a00")
_TRAITOR = QColor("#c62828")
_Shapes = list[tuple[QPen | Qt.PenStyle, QColor, list[QRectF]]]
"""Plain shapes in the order they are drawn: each pen and fill with the rects drawn with them."""
_PenKey = tuple[int, str, float]
"""What a line's pen draws: its rank (:data:`_LINE_RANKS`), the entry's risk and the line's width."""
_LINE_RANKS = {"at_risk": 1, "traitor": 2}
"""Lines at risk are drawn over ordinary ones, and the traitors' over both (0 for an ordinary line)."""
_BADGE = QColor("#2f6fb0")
_RING = QColor("#e08a12")
_RING_TRACK = QColor("#dde3ea")
_RISK_COLOURS = {"at_risk": _AT_RISK, "traitor": _TRAITOR}
"""The frame of a card and its line by the entry's 背反者 risk (see :func:`_risks`)."""
_CARD_PENS = {
    "": QPen(_CARD_EDGE, 1.2),
    "at_risk": QPen(_AT_RISK, 2.5, Qt.PenStyle.DashLine),
    "traitor": QPen(_TRAITOR, 2.5),
}
"""The pen of a card's frame by its risk; a selected card is framed with :data:`_SELECTED_PEN`."""
_SELECTED_PEN = QPen(QColor("#1565c0"), 3.5)
_CARD_FLAGS = (
    QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
    | QGraphicsItem.GraphicsItemFlag.ItemIsFocusable
    | QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
)
"""A card is selected and focused; the card layer draws it (see _CardLayer)."""


def _coarse(painter: QPainter) -> bool:
    """Whether the painter draws too small for words to be read (see :data:`DETAIL_SCALE`)."""
    return QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()) < DETAIL_SCALE


def _font(size: float, *, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


class Chip:
    """One emotion on a card. ``pending``: the opposing emotion of an open confrontation.

    Not an item of its own: its card draws it and finds it under the pointer (:meth:`EntryCard.chip_at`).
    A large board has two or three chips a card, and the scene making, keeping and visiting each as an
    item cost more than drawing it."""

    __slots__ = ("_rect", "confronted", "emotion_id", "mad", "pending", "pos", "text")

    def __init__(
        self, campaign: Campaign, emotion_id: str, pos: QPointF, width: float, *, pending: bool = False
    ) -> None:
        self.emotion_id = emotion_id
        self.mad = is_mad(campaign, emotion_id)
        self.pending = pending
        self.confronted = False
        self.text = ("⇄ " if pending else "") + chip_text(campaign, emotion_id)
        self.pos = pos
        """Where the chip is on its card (its top left, in the card's coordinates)."""
        self._rect = QRectF(0, 0, width, CHIP_HEIGHT)

    def rect(self) -> QRectF:
        """The chip on its card, in the card's coordinates."""
        return self._rect.translated(self.pos)

    def plain_fill(self) -> QColor:
        """The colour of the chip, also where it is drawn as a plain shape (below :data:`DETAIL_SCALE`,
        see :meth:`EntryCard.plain_shapes`)."""
        fill = MAD_FILL if self.mad else PURE_FILL
        return fill if not self.pending else fill.lighter(115)

    def draw(self, painter: QPainter) -> None:
        """Draw the chip in detail with ``painter`` in the chip's own coordinates."""
        edge, text = (MAD_EDGE, MAD_TEXT) if self.mad else (PURE_EDGE, _TEXT)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(edge, 1.2)
        if self.pending or self.confronted:
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setWidthF(1.8)
        painter.setPen(pen)
        painter.setBrush(self.plain_fill())
        painter.drawRoundedRect(self._rect, CHIP_HEIGHT / 2, CHIP_HEIGHT / 2)
        if self.mad:
            # The hatch keeps mad colour visible in greyscale prints and for colour-blind users.
            painter.setBrush(QBrush(QColor(255, 255, 255, 60), Qt.BrushStyle.BDiagPattern))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(self._rect, CHIP_HEIGHT / 2, CHIP_HEIGHT / 2)
        painter.setPen(text)
        painter.setFont(_font(9, bold=self.mad, italic=self.pending))
        inner = self._rect.adjusted(8, 0, -8, 0)
        elided = QFontMetricsF(painter.font()).elidedText(
            self.text, Qt.TextElideMode.ElideRight, inner.width()
        )
        painter.drawText(inner, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, elided)


class EntryCard(QGraphicsItem):
    """One board entry: the name, who it is, the bond badge and the emotion chips."""

    def __init__(
        self,
        campaign: Campaign,
        entry: BoardEntry,
        relation: str,
        risk: str,
        open_ones: Sequence[Confrontation] = (),
    ) -> None:
        super().__init__()
        self.entry_id = entry.id
        self.name = entry.target_name
        self.relation = relation
        self.bond = entry.bond
        self.risk = risk  # "", "at_risk" or "traitor"
        # The scene's card layer draws the card (see _CardLayer); the item is what is clicked and selected.
        self.setFlags(_CARD_FLAGS)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.chips: list[Chip] = []
        chip_width = CARD_WIDTH - 2 * CARD_PADDING
        opposing = {c.emotion_id: c.opposing_emotion_id for c in open_ones}
        y = CARD_HEADER
        for emotion_id in entry.emotions:
            chip = Chip(campaign, emotion_id, QPointF(CARD_PADDING, y), chip_width)
            self.chips.append(chip)
            y += CHIP_HEIGHT + CHIP_GAP
            if emotion_id in opposing:
                chip.confronted = True
                at = QPointF(CARD_PADDING + 14, y)
                self.chips.append(Chip(campaign, opposing[emotion_id], at, chip_width - 14, pending=True))
                y += CHIP_HEIGHT + CHIP_GAP
        # A board seen from afar is thousands of cards: what they draw then is worked out once.
        self._shapes = [(chip.plain_fill(), chip.rect()) for chip in self.chips]
        self._rect = QRectF(0, 0, CARD_WIDTH, card_height(entry, open_ones))
        self._bounds = self._rect.adjusted(-4, -BADGE / 2 - 2, BADGE / 2 + 2, 4)
        self._badge = QRectF(self._rect.right() - BADGE / 2, -BADGE / 2 + 6, BADGE, BADGE)
        self._placed: tuple[QRectF, QRectF, QRectF, list[tuple[QColor, QRectF]]] = (
            self._bounds,
            self._rect,
            self._badge,
            self._shapes,
        )
        self._pen = _CARD_PENS.get(risk, _CARD_PENS[""])
        self.setToolTip(f"{self.name} ({self.relation}) · {self.bond}")

    def card_rect(self) -> QRectF:
        """The card itself, without the badge that sticks out."""
        return self._rect

    def boundingRect(self) -> QRectF:
        return self._bounds

    def place(self, position: QPointF) -> None:
        """Move the card to ``position``, and what it draws from afar with it (in scene coordinates)."""
        self.setPos(position)
        self._placed = (
            self._bounds.translated(position),
            self._rect.translated(position),
            self._badge.translated(position),
            [(fill, box.translated(position)) for fill, box in self._shapes],
        )

    def scene_bounds(self) -> QRectF:
        """Where the card draws, in scene coordinates."""
        return self._placed[0]

    @total(nothing)
    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        self.draw(painter)

    def plain_shapes(self) -> tuple[QRectF, QRectF, QRectF, list[tuple[QColor, QRectF]]]:
        """What the card is drawn as below :data:`DETAIL_SCALE`, in scene coordinates: where it draws,
        its frame (drawn with :meth:`frame_pen`), its badge, and its chips as filled boxes."""
        return self._placed

    def frame_pen(self, *, selected: bool) -> QPen:
        return _SELECTED_PEN if selected else self._pen

    def draw(self, painter: QPainter) -> None:
        """Draw the card with its chips in detail with ``painter`` in the card's own coordinates (from
        afar, the card layer draws it with :meth:`draw_plain`)."""
        painter.setPen(_SELECTED_PEN if self.isSelected() else self._pen)
        painter.setBrush(_CARD_FILL)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawRoundedRect(self._rect, 8, 8)

        title = self._rect.adjusted(CARD_PADDING, 4, -BADGE / 2 - 4, 0)
        title.setHeight(20)
        warning = "⚠ " if self.risk else ""
        painter.setFont(_font(10.5, bold=True))
        painter.setPen(_TRAITOR if self.risk == "traitor" else _TEXT)
        metrics = QFontMetricsF(painter.font())
        painter.drawText(
            title,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(warning + self.name, Qt.TextElideMode.ElideRight, title.width()),
        )
        painter.setFont(_font(8.5))
        painter.setPen(_MUTED)
        painter.drawText(
            title.translated(0, 16), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.relation
        )

        badge = self._badge
        painter.setPen(QPen(QColor("white"), 2))
        painter.setBrush(_BADGE)
        painter.drawEllipse(badge)
        painter.setPen(QColor("white"))
        painter.setFont(_font(10, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.bond))
        self._draw_chips(painter)

    def _draw_chips(self, painter: QPainter) -> None:
        """The chips over the card, in their order, each in its own coordinates."""
        for chip in self.chips:
            painter.save()
            painter.translate(chip.pos)
            chip.draw(painter)
            painter.restore()

    def chip_at(self, point: QPointF) -> Chip | None:
        """The chip at ``point`` (in the card's coordinates, a pixel's margin around each), if any."""
        for chip in reversed(self.chips):
            if chip.rect().adjusted(-1, -1, 1, 1).contains(point):
                return chip
        return None

    @total(nothing)
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A press on a chip selects this card alone, and makes a double click there the chip's.
        if event.button() == Qt.MouseButton.LeftButton and self.chip_at(event.pos()) is not None:
            scene = self.scene()
            if isinstance(scene, BoardScene):
                scene.select_entry(self.entry_id)
            event.accept()
            return
        super().mousePressEvent(event)

    @total(nothing)
    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        chip = self.chip_at(event.pos()) if event.button() == Qt.MouseButton.LeftButton else None
        if isinstance(scene, BoardScene):
            if chip is None:
                scene.entry_activated.emit(self.entry_id)
            elif chip.pending:
                scene.select_entry(self.entry_id)  # the opposing emotion is not on the board: nothing to open
            else:
                scene.chip_activated.emit(self.entry_id, chip.emotion_id)
        event.accept()


class CentreItem(QGraphicsItem):
    """The character whose board it is, with its tension value as a 0–100 ring and the total bond."""

    def __init__(self, character: Character, total_bond: int, caption: str, traitor_text: str) -> None:
        super().__init__()
        self.name = character.name
        self.tension = character.tension_value
        self.caption = caption
        self.traitor_text = traitor_text
        self.total_bond = total_bond
        outer = CENTRE_RADIUS + RING_GAP + RING_WIDTH
        self._outer = QRectF(-outer, -outer, 2 * outer, 2 * outer)

    def radius(self) -> float:
        return self._outer.width() / 2

    def boundingRect(self) -> QRectF:
        return self._outer.adjusted(-2, -2, 2, 2)

    @total(nothing)
    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = self._outer.adjusted(RING_WIDTH / 2, RING_WIDTH / 2, -RING_WIDTH / 2, -RING_WIDTH / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(_RING_TRACK, RING_WIDTH))
        painter.drawEllipse(ring)
        if self.tension:
            pen = QPen(_RING, RING_WIDTH)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawArc(ring, 90 * 16, -round(360 * 16 * self.tension / TENSION_MAX))
        body = QRectF(-CENTRE_RADIUS, -CENTRE_RADIUS, 2 * CENTRE_RADIUS, 2 * CENTRE_RADIUS)
        painter.setPen(QPen(_TRAITOR if self.traitor_text else _BADGE, 3))
        painter.setBrush(QColor("white"))
        painter.drawEllipse(body)

        lines = [
            (self.name, _font(11.5, bold=True), _TEXT),
            (self.caption, _font(8.5), _MUTED),
            (str(self.tension), _font(20, bold=True), _RING.darker(130)),
            (self.traitor_text, _font(9, bold=True), _TRAITOR),
        ]
        top = -52.0
        for text, font, colour in lines:
            if not text:
                continue
            painter.setFont(font)
            painter.setPen(colour)
            metrics = QFontMetricsF(font)
            height = metrics.height()
            box = QRectF(-CENTRE_RADIUS + 10, top, 2 * CENTRE_RADIUS - 20, height)
            painter.drawText(
                box,
                Qt.AlignmentFlag.AlignCenter,
                metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width()),
            )
            top += height + 1


ONE_RING_MAX = 64
"""Up to this many cards share one ellipse; a larger board goes on concentric ellipses."""
_STEP = 10.0
"""How much the single ellipse grows between two tries."""
_PERIMETER = math.pi * math.sqrt(2 * (ASPECT**2 + 1))
"""An ellipse of semi-axes ``ASPECT * r`` and ``r`` is at most this times ``r`` around."""


def card_height(entry: BoardEntry, open_ones: Sequence[Confrontation]) -> float:
    """The height of an entry's card: a chip for each emotion, and for each one's open confrontation."""
    opposing = {c.emotion_id for c in open_ones}
    chips = len(entry.emotions) + sum(emotion_id in opposing for emotion_id in entry.emotions)
    return CARD_HEADER + chips * (CHIP_HEIGHT + CHIP_GAP) - CHIP_GAP + CARD_PADDING


def ring_positions(sizes: Sequence[tuple[float, float]], inner: float) -> list[QPointF]:
    """Centres for cards of ``sizes`` on an ellipse around the centre, first at the top, clockwise.

    The ellipse is wider than high because cards are, and panels are; it grows from the smallest size
    until no two cards touch and none reaches the centre's ``inner`` radius. More than
    :data:`ONE_RING_MAX` cards go ring after ring on concentric ellipses, each holding as many as fit.
    """
    return [QPointF(x, y) for x, y in _ring_centres(tuple(sizes), inner)]


@lru_cache(maxsize=8)
def _ring_centres(sizes: tuple[tuple[float, float], ...], inner: float) -> tuple[tuple[float, float], ...]:
    """The centres :func:`ring_positions` gives, kept for the last few boards: a board is laid out again
    on every change of its character and each time it is shown, mostly with the same cards."""
    if not sizes:
        return ()
    return tuple(_one_ring(sizes, inner) if len(sizes) <= ONE_RING_MAX else _rings(sizes, inner))


def _one_ring(sizes: Sequence[tuple[float, float]], inner: float) -> list[tuple[float, float]]:
    count = len(sizes)
    reach = inner + GAP
    angles = [-math.pi / 2 + 2 * math.pi * i / count for i in range(count)]
    turns = [(math.cos(a), math.sin(a)) for a in angles]
    # Cards on the curve cover disjoint arcs of it, each at least as long as the card's shorter side
    # (plus the gap): no smaller ellipse is long enough, so those tries are skipped.
    least = sum(min(w, h) + GAP for w, h in sizes) / _PERIMETER
    radius = reach
    while radius < least:
        radius += _STEP
    while True:
        centres = [(radius * ASPECT * cos, radius * sin) for cos, sin in turns]
        if _clear(centres, sizes, reach):
            return centres
        radius += _STEP


def _clear(
    centres: Sequence[tuple[float, float]], sizes: Sequence[tuple[float, float]], reach: float
) -> bool:
    """Whether no card (with half the gap around it) touches another or the square of half-side
    ``reach`` around the centre; the same test as ``QRectF.intersects``.

    Neighbours on the ellipse are compared as the cards are placed, since a too small ellipse fails
    there first; then every card against those in the neighbouring cells of a grid whose cells are no
    smaller than a card, as no other two can touch.
    """
    rects: list[tuple[float, float, float, float]] = []
    for (x, y), (w, h) in zip(centres, sizes, strict=True):
        left, top = x - w / 2 - GAP / 2, y - h / 2 - GAP / 2
        right, bottom = left + (w + GAP), top + (h + GAP)
        if left < reach and -reach < right and top < reach and -reach < bottom:
            return False
        if rects and _touch((left, top, right, bottom), rects[-1]):
            return False
        rects.append((left, top, right, bottom))
    if len(rects) > 2 and _touch(rects[-1], rects[0]):
        return False
    cell_w = (max(w for w, _ in sizes) + GAP) * 1.001
    cell_h = (max(h for _, h in sizes) + GAP) * 1.001
    cells: dict[tuple[int, int], list[int]] = {}
    for index, (x, y) in enumerate(centres):
        cells.setdefault((math.floor(x / cell_w), math.floor(y / cell_h)), []).append(index)
    for (column, row), members in cells.items():
        near = [
            other
            for near_column in (column - 1, column, column + 1)
            for near_row in (row - 1, row, row + 1)
            for other in cells.get((near_column, near_row), ())
        ]
        for index in members:
            if any(other > index and _touch(rects[index], rects[other]) for other in near):
                return False
    return True


def _touch(one: tuple[float, float, float, float], other: tuple[float, float, float, float]) -> bool:
    left, top, right, bottom = one
    o_left, o_top, o_right, o_bottom = other
    return left < o_right and o_left < right and top < o_bottom and o_top < bottom


def _rings(sizes: Sequence[tuple[float, float]], inner: float) -> list[tuple[float, float]]:
    """Concentric ellipses far enough apart, and from the centre, that cards of the largest size on
    them cannot touch, each holding as many cards as its length allows."""
    width = max(w for w, _ in sizes) + GAP
    height = max(h for _, h in sizes) + GAP
    reach = inner + GAP
    # Every point of the ellipse is at least √2 × the half-size of a card (scaled to each axis) away from
    # the centre's square, and from the next ellipse, in one of the two axes.
    radius = math.sqrt(2) * max((reach + width / 2) / ASPECT, reach + height / 2)
    spacing = math.sqrt(2) * max(width / ASPECT, height)
    centres: list[tuple[float, float]] = []
    left = len(sizes)
    while left:
        across = radius * ASPECT
        # Two neighbours a turn of 2π/n apart are at least 2 sin(π/n) · a·b / √(a²H² + b²W²) card
        # sizes apart along one axis; n is the most for which that is at least one.
        ratio = math.hypot(height / radius, width / across) / 2
        fit = max(1, math.floor(math.pi / math.asin(min(ratio, 1.0)) * (1 - 1e-9)))
        count = min(left, fit)
        for i in range(count):
            angle = -math.pi / 2 + 2 * math.pi * i / count
            centres.append((across * math.cos(angle), radius * math.sin(angle)))
        left -= count
        radius += spacing
    return centres


class _Layer(QGraphicsItem):
    """Draws many things of the board in one item, in the order they were put on it: a large board has
    thousands of cards and lines, and the view visiting each as an item cost more than drawing it. It is
    never under the pointer; the cards stay items of their own for that."""

    def __init__(self, z: float) -> None:
        super().__init__()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self._bounds = QRectF()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def set_bounds(self, bounds: QRectF) -> None:
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds


class _CardLayer(_Layer):
    """The cards (each :class:`EntryCard` has no contents of its own), in the order the view would
    stack them: a card made anew goes on top."""

    def __init__(self) -> None:
        super().__init__(3)
        self.cards: dict[str, EntryCard] = {}
        self._plain: tuple[frozenset[str], _Shapes] | None = None
        """The plain shapes of all the cards, and the selection they were drawn with."""

    @total(nothing)
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        exposed = option.exposedRect
        if _coarse(painter):
            self._draw_plain(painter, exposed)
            return
        for card in self.cards.values():
            if card.scene_bounds().intersects(exposed):
                painter.save()
                painter.translate(card.pos())
                card.draw(painter)
                painter.restore()

    def changed(self, rect: QRectF) -> None:
        """A card in ``rect`` was put on the layer, moved or taken off: it is drawn again there."""
        self._plain = None
        self.update(rect)

    def _draw_plain(self, painter: QPainter, exposed: QRectF) -> None:
        """The cards in ``exposed`` as plain shapes, those of one pen or colour in one call: a board seen
        whole is thousands of cards, and a call for each of their shapes cost more than drawing them.
        Frames go first, then badges, then chips; cards do not overlap, and each one's badge and chips
        stay over its own frame. The shapes of the whole layer are kept until a card or the selection
        changes."""
        whole = exposed.contains(self.boundingRect())
        chosen = frozenset(
            item.entry_id for item in self.scene().selectedItems() if isinstance(item, EntryCard)
        )
        kept = self._plain
        if whole and kept is not None and kept[0] == chosen:
            shapes = kept[1]
        else:
            shapes = self._plain_shapes(None if whole else exposed, chosen)
            if whole:
                self._plain = (chosen, shapes)
        for pen, brush, rects in shapes:
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawRects(rects)

    def _plain_shapes(self, exposed: QRectF | None, chosen: frozenset[str]) -> _Shapes:
        """The plain shapes of the cards that draw in ``exposed`` (all of them for None), grouped by pen
        and fill in the order they are drawn."""
        frames: dict[int, tuple[QPen, list[QRectF]]] = {}
        badges: list[QRectF] = []
        fills: dict[int, tuple[QColor, list[QRectF]]] = {}
        for card in self.cards.values():
            bounds, frame, badge, boxes = card.plain_shapes()
            if exposed is not None and not bounds.intersects(exposed):
                continue
            pen = card.frame_pen(selected=card.entry_id in chosen)
            frames.setdefault(id(pen), (pen, []))[1].append(frame)
            badges.append(badge)
            for fill, box in boxes:  # the chips as plain shapes (Chip.draw)
                fills.setdefault(fill.rgba(), (fill, []))[1].append(box)
        shapes: _Shapes = [(pen, _CARD_FILL, rects) for pen, rects in frames.values()]
        if badges:
            shapes.append((Qt.PenStyle.NoPen, _BADGE, badges))
        shapes.extend((Qt.PenStyle.NoPen, fill, boxes) for fill, boxes in fills.values())
        return shapes


class _LineLayer(_Layer):
    """The lines from the centre to the cards: the ordinary ones, then those at risk, then the traitors'
    (each kind in the order its lines were put on), those of one pen in one call."""

    def __init__(self) -> None:
        super().__init__(1)
        self.lines: dict[str, BoardLine] = {}
        """Each entry's line: its pen, where it runs and the rect it covers, in the order put on."""
        self._groups: list[tuple[QPen, list[QLineF]]] | None = None
        """All the lines by pen, in the order they are drawn; kept until a line changes."""

    def set_line(self, entry_id: str, line: BoardLine) -> None:
        """Draw ``line`` for ``entry_id`` from now on (after the lines put on before it, if it is new)."""
        old = self.lines.get(entry_id)
        if old is not None:
            self.update(old.rect)
        self.lines[entry_id] = line
        self._groups = None
        self.update(line.rect)

    def remove_line(self, entry_id: str) -> None:
        self.update(self.lines.pop(entry_id).rect)
        self._groups = None

    def _grouped(self, exposed: QRectF | None) -> list[tuple[QPen, list[QLineF]]]:
        groups: dict[_PenKey, tuple[QPen, list[QLineF]]] = {}
        for key, pen, line, rect in self.lines.values():
            if exposed is None or rect.intersects(exposed):
                groups.setdefault(key, (pen, []))[1].append(line)
        return [groups[key] for key in sorted(groups, key=lambda key: key[0])]  # stable: by rank alone

    @total(nothing)
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        exposed = option.exposedRect
        if exposed.contains(self.boundingRect()):
            if self._groups is None:
                self._groups = self._grouped(None)
            groups = self._groups
        else:
            groups = self._grouped(exposed)
        for pen, lines in groups:
            painter.setPen(pen)
            painter.drawLines(lines)


class BoardLine(NamedTuple):
    """An entry's line from the centre: its pen (and what the pen draws, as a key), where it runs and
    the rect it covers."""

    key: _PenKey
    pen: QPen
    line: QLineF
    rect: QRectF

    @classmethod
    def to(cls, end: QPointF, key: _PenKey, pen: QPen) -> BoardLine:
        """The line from the centre to ``end`` drawn with ``pen``."""
        margin = pen.widthF() / 2 + 1  # wide enough for any cap and join of the pen
        rect = QRectF(QPointF(0, 0), end).normalized().adjusted(-margin, -margin, margin, margin)
        return cls(key, pen, QLineF(QPointF(0, 0), end), rect)


@lru_cache(maxsize=64)
def _line_pen(risk: str, width: float) -> tuple[_PenKey, QPen]:
    """The pen of a line for an entry of ``risk`` and a bond drawn ``width`` wide, with its key: lines
    that draw alike share one pen, and are drawn in one call."""
    pen = QPen(_RISK_COLOURS.get(risk, _LINE), width)
    # A line's ends are under the centre and under its card, both opaque and above it: a solid line
    # needs no round caps, which cost its antialiased drawing six times as much. The dashes of a line
    # at risk are seen whole, and keep theirs.
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    if risk == "at_risk":
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return (_LINE_RANKS.get(risk, 0), risk, width), pen


class BoardScene(QGraphicsScene):
    """The items of one character's board; brought up to date whenever the character or the emotion list
    changes, card by card."""

    entry_activated = Signal(str)  # entry id: double click or Enter
    chip_activated = Signal(str, str)  # entry id, emotion id: double click on a chip
    context_requested = Signal(str, str, QPoint)  # entry id, emotion id or "", screen position
    removal_asked = Signal(str)  # entry id: Delete pressed on an entry

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: dict[str, EntryCard] = {}
        self._card_layer = _CardLayer()
        self._line_layer = _LineLayer()
        self.lines = self._line_layer.lines
        self.centre: CentreItem | None = None
        self._selected: set[str] = set()
        self.selectionChanged.connect(self._repaint_selection)
        self._made: dict[str, _Made] = {}
        """What each card was made from, so that a card whose entry did not change is kept."""
        self._pending: list[tuple[QPointF, _Made]] = []
        self._campaign: Campaign | None = None
        self._building = QTimer(self)
        self._building.setSingleShot(True)
        self._building.setInterval(0)
        self._building.timeout.connect(self._build_some)

    @_settling
    def show_board(
        self, campaign: Campaign, character: Character | None, caption: str, traitor_text: str
    ) -> None:
        """Show ``character``'s board, keeping the cards of entries that did not change.

        The cards that do not fit in one go (:data:`BUILD_SECONDS`) are made on later turns of the event
        loop, so that the largest boards never freeze the window; their places are known from the start.
        What it takes to work out those places counts against the first turn's time.
        """
        started = time.perf_counter()
        self._building.stop()
        self._pending = []
        if self.centre is not None:
            self.removeItem(self.centre)
            self.centre = None
        if character is None:
            self._drop(set(self.cards))
            for layer in (self._line_layer, self._card_layer):
                if layer.scene() is self:
                    self.removeItem(layer)
            self.setSceneRect(QRectF(-200, -120, 400, 240))
            return
        board = character.casting_board
        self.centre = CentreItem(character, casting.total_bond(board), caption, traitor_text)
        self.addItem(self.centre)
        self.centre.setZValue(2)
        for layer in (self._line_layer, self._card_layer):
            if layer.scene() is not self:
                self.addItem(layer)
        risk = _risks(campaign, character)
        open_ones: dict[str, list[Confrontation]] = {}
        for confrontation in character.confrontations:
            if not confrontation.resolved:
                open_ones.setdefault(confrontation.entry_id, []).append(confrontation)
        made = [
            _Made(
                entry,
                relation_text(campaign, character, entry),
                risk.get(entry.id, ""),
                tuple(open_ones.get(entry.id, ())),
                campaign.emotions,
            )
            for entry in board
        ]
        heights = [card_height(key.entry, key.open_ones) for key in made]
        centres = ring_positions([(CARD_WIDTH, height) for height in heights], self.centre.radius())
        self._drop(set(self.cards) - {entry.id for entry in board})
        bounds = self.centre.boundingRect()
        for height, centre in zip(heights, centres, strict=True):
            card = QRectF(centre.x() - CARD_WIDTH / 2, centre.y() - height / 2, CARD_WIDTH, height)
            bounds = bounds.united(card.adjusted(-4, -BADGE / 2 - 2, BADGE / 2 + 2, 4))
        self._campaign = campaign
        self._card_layer.set_bounds(bounds)
        widest = max((bond_width(key.entry.bond) for key in made), default=0.0)
        self._line_layer.set_bounds(bounds.adjusted(-widest, -widest, widest, widest))
        self._pending = list(zip(centres, made, strict=True))
        self._build_some(started)
        self.setSceneRect(bounds.marginsAdded(QMarginsF(24, 24, 24, 24)))

    def building(self) -> bool:
        """Whether some cards are still to be made (see :meth:`show_board`)."""
        return bool(self._pending)

    def finish_building(self) -> None:
        """Make now the cards still to be made: for a picture of the whole board."""
        self._building.stop()
        campaign, pending = self._campaign, self._pending
        self._pending = []
        if campaign is not None:
            for centre, key in pending:
                self._place(campaign, centre, key)

    def _drop(self, entry_ids: set[str]) -> None:
        for entry_id in entry_ids:
            self._unplace(entry_id)
            self.removeItem(self.cards.pop(entry_id))
            del self._made[entry_id]

    def _unplace(self, entry_id: str) -> None:
        """Take the card and line of ``entry_id`` off the layers that draw them."""
        card = self._card_layer.cards.pop(entry_id)
        self._card_layer.changed(card.scene_bounds())
        self._line_layer.remove_line(entry_id)
        self._selected.discard(entry_id)

    @_settling
    def _build_some(self, started: float | None = None) -> None:
        """Make cards for :data:`BUILD_SECONDS` from ``started`` (now, on a later turn), at least one."""
        if started is None:
            started = time.perf_counter()
        campaign = self._campaign
        pending = self._pending
        done = 0
        while done < len(pending) and campaign is not None:
            centre, key = pending[done]
            done += 1
            self._place(campaign, centre, key)
            if time.perf_counter() - started > BUILD_SECONDS:
                break
        del pending[:done]
        if pending:
            self._building.start()

    def _place(self, campaign: Campaign, centre: QPointF, key: _Made) -> None:
        """Put the card of ``key.entry`` at ``centre``: the one already there when nothing it shows changed."""
        entry = key.entry
        card = self.cards.get(entry.id)
        cards, lines = self._card_layer, self._line_layer
        if card is None or not _same(self._made[entry.id], key):
            if card is not None:
                selected = card.isSelected()
                self._unplace(entry.id)
                self.removeItem(card)
            else:
                selected = False
            card = EntryCard(campaign, entry, key.relation, key.risk, key.open_ones)
            card.setZValue(3)
            self.addItem(card)
            self.cards[entry.id] = card
            cards.cards[entry.id] = card
            card.setSelected(selected)
            self._made[entry.id] = key
        else:
            cards.changed(card.scene_bounds())
        card.place(centre - card.card_rect().center())
        cards.changed(card.scene_bounds())
        lines.set_line(entry.id, BoardLine.to(centre, *_line_pen(card.risk, bond_width(entry.bond))))

    def _repaint_selection(self) -> None:
        """The cards whose frame the selection changed are drawn again (they have no contents of their
        own for the view to repaint)."""
        selected = {card.entry_id for card in self.selectedItems() if isinstance(card, EntryCard)}
        for entry_id in selected ^ self._selected:
            card = self._card_layer.cards.get(entry_id)
            if card is not None:
                self._card_layer.update(card.scene_bounds())
        self._selected = selected

    def selected_entry_id(self) -> str | None:
        cards = [item for item in self.selectedItems() if isinstance(item, EntryCard)]
        return cards[0].entry_id if cards else None

    def select_entry(self, entry_id: str | None) -> None:
        for card_id, card in self.cards.items():
            card.setSelected(card_id == entry_id)
        if entry_id in self.cards:
            self.setFocusItem(self.cards[entry_id])

    @total(nothing)
    def keyPressEvent(self, event: QKeyEvent) -> None:
        entry_id = self.selected_entry_id()
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down) and self.cards:
            ids = list(self.cards)
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            position = ids.index(entry_id) + step if entry_id is not None else 0
            self.select_entry(ids[position % len(ids)])
            event.accept()
            return
        if entry_id is not None and key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.removal_asked.emit(entry_id)
            event.accept()
            return
        if entry_id is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.entry_activated.emit(entry_id)
            event.accept()
            return
        super().keyPressEvent(event)

    @total(nothing)
    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        for card in self.items(event.scenePos()):
            if isinstance(card, EntryCard):
                chip = card.chip_at(card.mapFromScene(event.scenePos()))
                emotion_id = chip.emotion_id if chip is not None and not chip.pending else ""
                self.select_entry(card.entry_id)
                self.context_requested.emit(card.entry_id, emotion_id, event.screenPos())
                event.accept()
                return
        super().contextMenuEvent(event)


class _Made(NamedTuple):
    """What a card shows: its entry, who the entry is about, its frame, its open confrontations, and the
    emotion list its chips are named from."""

    entry: BoardEntry
    relation: str
    risk: str
    open_ones: tuple[Confrontation, ...]
    emotions: tuple[Emotion, ...]


def _same(made: _Made, key: _Made) -> bool:
    """Whether a card made from ``made`` shows what one made from ``key`` would: the same entry and
    emotion list (the same immutable objects, or equal ones), the same words and frame."""
    return all(old is new or old == new for old, new in zip(made, key, strict=True))


def bond_width(bond: int) -> float:
    """The thickness of an entry's line: it follows the bond, within reason."""
    return min(1.5 + 0.9 * bond, 14.0)


def _risks(campaign: Campaign, character: Character) -> dict[str, str]:
    """The frame of each card: "traitor" where the entry makes a 背反者, "at_risk" where one more
    mad-colour emotion would."""
    if not casting.plays_as_pc(character):
        return {}
    risk = board_risk(campaign, character)
    if isinstance(risk, FhrtoolError):  # the banner says why; no frame claims what is not known
        return {}
    if risk.traitor and not risk.double_mad:  # every entry carries a mad-colour emotion
        return dict.fromkeys((entry.id for entry in character.casting_board), "traitor")
    return {**dict.fromkeys(risk.one_more_mad, "at_risk"), **dict.fromkeys(risk.double_mad, "traitor")}


class BoardView(QGraphicsView):
    """Shows the whole board, scaled to fit, until the user zooms (Ctrl+wheel, Ctrl++ / Ctrl+-); then
    the user's zoom stays, with scroll bars, until :meth:`zoom_to_fit` (Ctrl+0). Unused emotions
    dropped on it start a new entry."""

    emotions_dropped = Signal(list)  # emotion ids

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setAcceptDrops(True)
        self._scroll_bars(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(self.palette().base())
        self.zoomed = False
        """Whether the user chose the scale: then neither a change of the board nor of the view's size
        fits it again."""
        scene.sceneRectChanged.connect(lambda _rect: self.fit())
        scene.selectionChanged.connect(self._show_selected)

    def _show_selected(self) -> None:
        """A card chosen (by the arrow keys) on a zoomed board is scrolled into view."""
        scene = self.scene()
        chosen = scene.selectedItems() if self.zoomed and scene is not None else []
        if chosen:
            self.ensureVisible(chosen[0], 16, 16)

    def fit(self) -> None:
        """The whole board in view, never blown up past a readable size; nothing while the user's
        own zoom stands."""
        if self.zoomed:
            return
        rect = self._board_rect()
        if rect.isEmpty():
            return
        self._scroll_bars(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the whole board is in view
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        scale = self.transform().m11()
        if scale > MAX_ZOOM:
            self.resetTransform()
            self.scale(MAX_ZOOM, MAX_ZOOM)
            self.centerOn(rect.center())

    def _board_rect(self) -> QRectF:
        """What a fit shows: the cards and the centre with a narrow margin (the scene's own rectangle
        keeps more room around them, for the cards of a board that grows)."""
        scene = self.scene()
        items = scene.itemsBoundingRect() if scene is not None else QRectF()
        if items.isEmpty():
            return self.sceneRect()
        margin = FIT_MARGIN
        return items.adjusted(-margin, -margin, margin, margin)

    def _scroll_bars(self, policy: Qt.ScrollBarPolicy) -> None:
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def zoom_to_fit(self) -> None:
        """Forget the user's zoom: the whole board in view again, and kept so."""
        self.zoomed = False
        self.fit()

    def zoom(self, factor: float) -> None:
        """Scale by ``factor`` within :data:`ZOOM_MIN`..:data:`ZOOM_MAX`; the user's zoom from now on,
        with scroll bars to reach what is beyond the view."""
        current = self.transform().m11()
        if self.sceneRect().isEmpty() or current <= 0:
            return
        lowest = min(ZOOM_MIN, current)  # a large board fitted below the minimum may still zoom in
        target = min(max(current * factor, lowest), ZOOM_MAX)
        self.zoomed = True
        self._scroll_bars(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        if not math.isclose(target, current):
            self.scale(target / current, target / current)

    @total(nothing)
    def wheelEvent(self, event: QWheelEvent) -> None:
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if self.zoomed:
                super().wheelEvent(event)  # scrolls the zoomed board
            else:
                event.ignore()  # the whole board is in view: the wheel is for what holds it
            return
        notches = event.angleDelta().y() / 120
        if notches:
            anchor = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
            self.zoom(ZOOM_STEP**notches)
            self.setTransformationAnchor(anchor)
        event.accept()

    @total(nothing)
    def keyPressEvent(self, event: QKeyEvent) -> None:
        control = event.modifiers() & Qt.KeyboardModifier.ControlModifier
        key = event.key()
        if event.matches(QKeySequence.StandardKey.ZoomIn) or (
            control and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal)
        ):
            self.zoom(ZOOM_STEP)
        elif event.matches(QKeySequence.StandardKey.ZoomOut) or (control and key == Qt.Key.Key_Minus):
            self.zoom(1 / ZOOM_STEP)
        elif control and key == Qt.Key.Key_0:
            self.zoom_to_fit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    @total(nothing)
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    @total(nothing)
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if decode_emotions(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    @total(nothing)
    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if decode_emotions(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    @total(nothing)
    def dropEvent(self, event: QDropEvent) -> None:
        emotion_ids = decode_emotions(event.mimeData())
        if not emotion_ids:
            event.ignore()
            return
        event.acceptProposedAction()
        self.emotions_dropped.emit(emotion_ids)
