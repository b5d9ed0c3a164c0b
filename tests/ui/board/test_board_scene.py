"""The drawn board: layout, chips, bond lines, risk frames, keys, the context menu and drops."""

from __future__ import annotations

import gc
import json
import warnings

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QMimeData, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QImage, QPainter
from PySide6.QtWidgets import QGraphicsSceneContextMenuEvent
from pytestqt.qtbot import QtBot

from fhrtool.model import CharacterKind, RuleOptions
from fhrtool.ui.board import scene as scene_module
from fhrtool.ui.board.emotions import EMOTIONS_MIME
from fhrtool.ui.board.scene import (
    CARD_WIDTH,
    GAP,
    MAX_ZOOM,
    ONE_RING_MAX,
    BoardScene,
    BoardView,
    bond_width,
    ring_positions,
)
from tests.samples.board import aldo, board
from tests.ui.board.conftest import document_with


def _scene(
    qtbot: QtBot, character_fields: dict[str, object], options: RuleOptions | None = None
) -> BoardScene:
    document = document_with(aldo(**character_fields), options=options or RuleOptions())
    scene = BoardScene()
    view = BoardView(scene)
    qtbot.addWidget(view)
    scene.show_board(document.campaign, document.character("aldo"), "Tension value", "")
    return scene


@given(
    st.lists(
        st.tuples(st.floats(min_value=60, max_value=CARD_WIDTH), st.floats(min_value=40, max_value=160)),
        min_size=1,
        max_size=30,
    )
)
def test_cards_on_the_ring_never_touch_each_other_or_the_centre(sizes: list[tuple[float, float]]) -> None:
    inner = 90.0
    centres = ring_positions(sizes, inner)
    rects = [QRectF(c.x() - w / 2, c.y() - h / 2, w, h) for c, (w, h) in zip(centres, sizes, strict=True)]
    hub = QRectF(-inner, -inner, 2 * inner, 2 * inner)
    for i, rect in enumerate(rects):
        assert not rect.intersects(hub)
        for other in rects[i + 1 :]:
            assert not rect.adjusted(-GAP / 2, -GAP / 2, GAP / 2, GAP / 2).intersects(other)


def test_the_first_card_sits_at_the_top_and_they_go_clockwise() -> None:
    centres = ring_positions([(CARD_WIDTH, 60)] * 4, 90)
    assert abs(centres[0].x()) < 1e-6
    assert centres[0].y() < 0
    assert centres[1].x() > 0
    assert ring_positions([], 90) == []


def test_a_board_laid_out_again_gets_the_same_places_as_points_of_its_own() -> None:
    sizes = [(CARD_WIDTH, 60.0 + 10 * (i % 3)) for i in range(12)]
    first = ring_positions(sizes, 90)
    first[0].setX(1e6)  # what one caller does with its points is not what the next one gets
    again = ring_positions(list(sizes), 90)
    assert again[0].x() != 1e6
    assert again[1:] == first[1:]
    assert ring_positions(sizes, 400) != again  # a larger centre, a wider ring


def test_bond_lines_get_thicker_with_the_bond_up_to_a_limit() -> None:
    widths = [bond_width(bond) for bond in (0, 2, 4, 8, 50)]
    assert widths == sorted(widths)
    assert widths[1] < widths[2] < widths[3]
    assert widths[-1] == 14.0


def test_the_board_shows_entries_chips_and_lines(qtbot: QtBot) -> None:
    scene = _scene(qtbot, {"casting_board": board(("kindred-spirit",), ("jealousy", "mutual-love"))})
    assert scene.centre is not None
    assert (scene.centre.name, scene.centre.tension, scene.centre.total_bond) == ("Aldo", 41, 14)
    first, second = scene.cards["e1"], scene.cards["e2"]
    assert [chip.text for chip in second.chips] == ["◆ Jealousy", "Mutual Love"]
    assert [chip.mad for chip in second.chips] == [True, False]
    assert (first.bond, second.bond) == (2, 12)
    assert scene.lines["e2"].pen.widthF() > scene.lines["e1"].pen.widthF()
    assert first.card_rect().height() < second.card_rect().height()
    assert first.relation == "Free name"
    assert second.risk == "at_risk"
    assert first.risk == "at_risk"  # the last entry without a mad-colour emotion
    assert scene.lines["e2"].pen.style() == Qt.PenStyle.DashLine


def test_a_solid_line_ends_under_opaque_shapes_and_dashes_keep_their_round_ends(qtbot: QtBot) -> None:
    # A solid line is drawn with flat ends, much cheaper than round ones: both its ends must be hidden,
    # under the centre and under its card, which are drawn above it.
    scene = _scene(
        qtbot, {"casting_board": board(("jealousy", "anxiety"), ("kindred-spirit",), ("respect",))}
    )
    assert scene.centre is not None
    for entry_id in ("e2", "e3"):
        line, card = scene.lines[entry_id], scene.cards[entry_id]
        assert line.pen.style() == Qt.PenStyle.SolidLine
        assert line.pen.capStyle() == Qt.PenCapStyle.FlatCap
        drawn_at = scene._line_layer.zValue()  # the layer that draws every line
        assert scene.centre.zValue() > drawn_at
        assert card.zValue() > drawn_at
        assert scene.centre.mapToScene(scene.centre.boundingRect()).boundingRect().contains(line.line.p1())
        assert card.mapToScene(card.card_rect()).boundingRect().contains(line.line.p2())
    dashed = _scene(qtbot, {"casting_board": board(("kindred-spirit",), ("jealousy", "mutual-love"))})
    assert dashed.lines["e2"].pen.style() == Qt.PenStyle.DashLine
    assert dashed.lines["e2"].pen.capStyle() == Qt.PenCapStyle.RoundCap


def test_risk_frames(qtbot: QtBot) -> None:
    doubled = _scene(
        qtbot, {"casting_board": board(("jealousy", "anxiety"), ("kindred-spirit",), ("respect",))}
    )
    assert (doubled.cards["e1"].risk, doubled.cards["e2"].risk, doubled.cards["e3"].risk) == (
        "traitor",
        "",
        "",
    )
    everywhere = _scene(qtbot, {"casting_board": board(("jealousy",), ("anxiety",))})
    assert {card.risk for card in everywhere.cards.values()} == {"traitor"}
    npc = _scene(qtbot, {"kind": CharacterKind.NPC, "casting_board": board(("jealousy", "anxiety"))})
    assert npc.cards["e1"].risk == ""
    fallen = _scene(qtbot, {"traitor": True, "casting_board": board(("jealousy", "anxiety"))})
    assert fallen.cards["e1"].risk == ""


def test_an_empty_board_and_no_character(qtbot: QtBot) -> None:
    scene = _scene(qtbot, {})
    assert scene.cards == {}
    assert scene.centre is not None
    scene.show_board(document_with(aldo()).campaign, None, "", "")
    assert scene.centre is None
    assert scene.items() == []


def test_keys_move_the_selection_and_ask(qtbot: QtBot) -> None:
    scene = _scene(qtbot, {"casting_board": board(("kindred-spirit",), ("respect",), ("fear",))})
    view = scene.views()[0]
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Right)
    assert scene.selected_entry_id() == "e1"
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Left)
    assert scene.selected_entry_id() == "e3"
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Down)
    assert scene.selected_entry_id() == "e1"
    with qtbot.waitSignal(scene.removal_asked) as removal:
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Delete)
    assert removal.args == ["e1"]
    with qtbot.waitSignal(scene.entry_activated) as activated:
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert activated.args == ["e1"]
    scene.select_entry(None)
    with qtbot.assertNotEmitted(scene.removal_asked):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Delete)


def test_the_selection_survives_a_repaint(qtbot: QtBot) -> None:
    document = document_with(aldo(casting_board=board(("kindred-spirit",), ("respect",))))
    scene = BoardScene()
    scene.show_board(document.campaign, document.character("aldo"), "", "")
    scene.select_entry("e2")
    scene.show_board(document.campaign, document.character("aldo"), "", "")
    assert scene.selected_entry_id() == "e2"


def _context_event(scene: BoardScene, point: QPointF) -> QGraphicsSceneContextMenuEvent:
    event = QGraphicsSceneContextMenuEvent(QGraphicsSceneContextMenuEvent.Type.GraphicsSceneContextMenu)
    event.setScenePos(point)
    event.setScreenPos(QPoint(5, 6))
    return event


def test_context_menu_names_the_entry_and_the_chip(qtbot: QtBot) -> None:
    scene = _scene(qtbot, {"casting_board": board(("kindred-spirit", "respect"))})
    card = scene.cards["e1"]
    with qtbot.waitSignal(scene.context_requested) as on_chip:
        scene.contextMenuEvent(_context_event(scene, card.mapRectToScene(card.chips[1].rect()).center()))
    assert on_chip.args == ["e1", "respect", QPoint(5, 6)]
    assert scene.selected_entry_id() == "e1"
    with qtbot.waitSignal(scene.context_requested) as on_card:
        scene.contextMenuEvent(_context_event(scene, card.mapToScene(QPointF(20, 10))))
    assert on_card.args == ["e1", "", QPoint(5, 6)]
    with qtbot.assertNotEmitted(scene.context_requested):
        scene.contextMenuEvent(_context_event(scene, QPointF(0, 0)))


def _mime(payload: list[str] | None) -> QMimeData:
    mime = QMimeData()
    if payload is None:
        mime.setText("plain text")
    else:
        mime.setData(EMOTIONS_MIME, json.dumps(payload).encode())
    return mime


def test_the_view_takes_only_emotion_drops(qtbot: QtBot) -> None:
    scene = _scene(qtbot, {})
    view = scene.views()[0]
    assert isinstance(view, BoardView)
    buttons = (Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    for payload, accepted in ((["fear"], True), (None, False)):
        mime = _mime(payload)
        with warnings.catch_warnings():
            # PySide6 offers only the QPoint constructors, which Qt deprecated for QPointF ones.
            warnings.simplefilter("ignore", DeprecationWarning)
            enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.MoveAction, mime, *buttons)
            move = QDragMoveEvent(QPoint(10, 10), Qt.DropAction.MoveAction, mime, *buttons)
        view.dragEnterEvent(enter)
        assert enter.isAccepted() == accepted
        view.dragMoveEvent(move)
        assert move.isAccepted() == accepted
    emotions, text = _mime(["fear"]), _mime(None)  # an event does not keep its mime data alive
    with qtbot.waitSignal(view.emotions_dropped) as dropped:
        view.dropEvent(QDropEvent(QPointF(10, 10), Qt.DropAction.MoveAction, emotions, *buttons))
    assert dropped.args == [["fear"]]
    with qtbot.assertNotEmitted(view.emotions_dropped):
        refused = QDropEvent(QPointF(10, 10), Qt.DropAction.MoveAction, text, *buttons)
        view.dropEvent(refused)
    assert not refused.isAccepted()


def test_an_empty_view_does_not_scale(qtbot: QtBot) -> None:
    view = BoardView(BoardScene())
    qtbot.addWidget(view)
    view.fit()
    assert view.transform().isIdentity()


def test_a_double_click_on_an_opposing_emotion_asks_nothing(qtbot: QtBot) -> None:
    from fhrtool.model import Confrontation

    pending = Confrontation(entry_id="e1", emotion_id="kindred-spirit", opposing_emotion_id="fear")
    scene = _scene(qtbot, {"casting_board": board(("kindred-spirit",)), "confrontations": (pending,)})
    view = scene.views()[0]
    view.resize(800, 600)
    view.show()
    chip = scene.cards["e1"].chips[1]
    assert chip.pending
    point = view.mapFromScene(scene.cards["e1"].mapRectToScene(chip.rect()).center())
    with qtbot.assertNotEmitted(scene.chip_activated), qtbot.assertNotEmitted(scene.entry_activated):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert scene.selected_entry_id() == "e1"


def test_the_view_fits_the_board_without_blowing_it_up(qtbot: QtBot) -> None:
    scene = _scene(qtbot, {"casting_board": board(("kindred-spirit",))})
    view = scene.views()[0]
    view.resize(2000, 1600)
    view.show()
    view.fit()
    assert view.transform().m11() == MAX_ZOOM
    view.resize(300, 200)
    view.fit()
    assert view.transform().m11() < 1
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    for card in scene.cards.values():
        assert visible.contains(card.sceneBoundingRect())


@given(
    st.lists(
        st.tuples(st.floats(min_value=60, max_value=CARD_WIDTH), st.floats(min_value=40, max_value=160)),
        min_size=ONE_RING_MAX + 1,
        max_size=400,
    )
)
def test_a_large_board_goes_on_rings_where_no_cards_touch(sizes: list[tuple[float, float]]) -> None:
    inner = 90.0
    centres = ring_positions(sizes, inner)
    rects = [QRectF(c.x() - w / 2, c.y() - h / 2, w, h) for c, (w, h) in zip(centres, sizes, strict=True)]
    hub = QRectF(-inner, -inner, 2 * inner, 2 * inner)
    for i, rect in enumerate(rects):
        assert not rect.intersects(hub)
        grown = rect.adjusted(-GAP / 2, -GAP / 2, GAP / 2, GAP / 2)
        assert not any(grown.intersects(other) for other in rects[i + 1 :])
    assert abs(centres[0].x()) < 1e-6
    assert centres[0].y() < 0


def test_an_unchanged_entry_keeps_its_card_and_a_changed_one_is_remade(qtbot: QtBot) -> None:
    document = document_with(aldo(casting_board=board(("kindred-spirit",), ("respect",))))
    scene = BoardScene()
    scene.show_board(document.campaign, document.character("aldo"), "", "")
    first, second = scene.cards["e1"], scene.cards["e2"]
    scene.select_entry("e2")
    grown = board(("kindred-spirit",), ("respect", "jealousy"), ("mutual-love",))
    scene.show_board(document.campaign, aldo(casting_board=grown), "", "")
    assert scene.cards["e1"] is first
    assert scene.cards["e2"] is not second
    assert [chip.text for chip in scene.cards["e2"].chips] == ["Respect", "◆ Jealousy"]
    assert scene.selected_entry_id() == "e2"
    assert set(scene.lines) == {"e1", "e2", "e3"}
    end = scene.lines["e1"].line.p2() - first.mapToScene(first.card_rect().center())
    assert abs(end.x()) + abs(end.y()) < 1e-6
    scene.show_board(document.campaign, aldo(casting_board=grown[:1]), "", "")
    assert set(scene.cards) == set(scene.lines) == {"e1"}
    # The centre, the layers that draw the cards and the lines, and the card: nothing left over.
    assert len(scene.items()) == 1 + 2 + 1


def test_a_large_board_is_made_over_several_turns_of_the_event_loop(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scene_module, "BUILD_SECONDS", 0.0)
    entries = board(*[("respect",)] * 5)
    scene = BoardScene()
    scene.show_board(document_with(aldo()).campaign, aldo(casting_board=entries), "", "")
    assert len(scene.cards) == 1
    assert scene.building()
    rect = scene.sceneRect()
    qtbot.waitUntil(lambda: not scene.building())
    assert set(scene.cards) == {entry.id for entry in entries}
    assert scene.sceneRect() == rect
    assert rect.contains(scene.itemsBoundingRect())
    scene.show_board(document_with(aldo()).campaign, None, "", "")
    assert not scene.building()
    assert scene.items() == []


def test_the_collector_walks_no_card_while_a_board_is_made_and_a_large_one_is_settled(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The whole board in one turn, however fast the machine: what one turn makes decides the settling.
    monkeypatch.setattr(scene_module, "BUILD_SECONDS", 60.0)
    campaign = document_with(aldo()).campaign
    walks: list[int] = []

    def walked(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            walks.append(info["generation"])

    scene = BoardScene()
    enabled = gc.isenabled()
    gc.enable()
    gc.callbacks.append(walked)
    try:
        settled = gc.get_freeze_count()
        scene.show_board(campaign, aldo(casting_board=board(*[("respect",)] * 3)), "", "")
        assert gc.get_freeze_count() == settled  # a small board is left to the collector
        large = aldo(casting_board=board(*[("respect", "curiosity")] * 1_000))
        walks.clear()
        scene.show_board(campaign, large, "", "")
        assert walks == []  # thousands of containers made, and not one walk over them
        assert gc.isenabled()
        assert not scene.building()
        assert gc.get_freeze_count() - settled > 1_000  # the cards, out of the walks to come
        gc.disable()
        scene.show_board(campaign, aldo(casting_board=board(*[("respect",)] * 1_000)), "", "")
        assert not gc.isenabled()  # the collector is left as it was
    finally:
        gc.callbacks.remove(walked)
        gc.unfreeze()
        if enabled:
            gc.enable()
        else:
            gc.disable()


@pytest.mark.parametrize("scale", [1.0, 0.25])
def test_each_card_draws_its_chips_close_up_and_from_afar(qtbot: QtBot, scale: float) -> None:
    from PySide6.QtGui import QImage, QPainter

    from fhrtool.ui.board.emotions import MAD_FILL, PURE_FILL

    scene = _scene(qtbot, {"casting_board": board(("jealousy", "mutual-love"))})
    source = scene.itemsBoundingRect()
    image = QImage(round(source.width() * scale), round(source.height() * scale), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), source)
    painter.end()
    card = scene.cards["e1"]
    mad, pure = card.chips
    for chip, fill in ((mad, MAD_FILL), (pure, PURE_FILL)):
        # Inside the chip, left of its words (close up) or at its middle (from afar, a plain shape).
        spot = card.mapToScene(chip.pos + QPointF(5, 5) if scale == 1.0 else chip.rect().center())
        pixel = ((spot - source.topLeft()) * scale).toPoint()
        assert image.pixelColor(pixel) == fill


def test_selecting_a_card_repaints_it_though_a_layer_draws_it(qtbot: QtBot) -> None:
    # Cards have no contents of their own (a layer draws them all): a card whose frame the selection
    # changes must still be repainted, when it is selected and when it is not any more.
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QRegion
    from PySide6.QtWidgets import QApplication

    class Painted(QObject):
        region = QRegion()

        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.region = self.region.united(event.region())  # type: ignore[attr-defined]
            return False

    document = document_with(aldo())
    scene = BoardScene()
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(900, 700)
    scene.show_board(document.campaign, aldo(casting_board=board(("kindred-spirit",), ("respect",))), "", "")
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()  # the first picture painted
    painted = Painted()
    view.viewport().installEventFilter(painted)
    card = scene.cards["e2"]
    area = QRegion(view.mapFromScene(card.sceneBoundingRect()).boundingRect().adjusted(3, 3, -3, -3))
    for select in ("e2", None):
        painted.region = QRegion()
        scene.select_entry(select)
        qtbot.waitUntil(lambda: not painted.region.isEmpty())
        assert area.subtracted(painted.region).isEmpty()


def test_a_double_click_on_a_card_reaches_the_card_not_the_layer_that_draws_it(qtbot: QtBot) -> None:
    scene = _scene(qtbot, {"casting_board": board(("kindred-spirit",), ("respect",))})
    view = scene.views()[0]
    view.resize(800, 600)
    view.show()
    card = scene.cards["e2"]
    point = view.mapFromScene(card.mapToScene(QPointF(20, 12)))  # on the name, above the chips
    with qtbot.waitSignal(scene.entry_activated) as activated:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert activated.args == ["e2"]
    assert scene.selected_entry_id() == "e2"


def _afar(scene: BoardScene, source: QRectF, scale: float = 0.25) -> QImage:
    image = QImage(round(source.width() * scale), round(source.height() * scale), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), source)
    painter.end()
    return image


def _shown_anew(qtbot: QtBot, scene: BoardScene, character_fields: dict[str, object]) -> BoardScene:
    fresh = _scene(qtbot, character_fields)
    for entry_id, card in scene.cards.items():
        fresh.cards[entry_id].setSelected(card.isSelected())
    return fresh


@pytest.mark.parametrize("change", ["added", "removed", "selected", "deselected", "emotions changed"])
def test_a_board_changed_from_afar_looks_as_the_same_board_shown_anew(qtbot: QtBot, change: str) -> None:
    # From afar the layers draw what they kept of all the cards and lines: a change must not leave
    # what was drawn before.
    entries = [("jealousy", "mutual-love"), ("respect",), ("kindred-spirit",), ("fear",)]
    fields: dict[str, object] = {"casting_board": board(*entries[:3])}
    scene = _scene(qtbot, fields)
    if change == "deselected":
        scene.cards["e2"].setSelected(True)
    before = scene.sceneRect().united(_scene(qtbot, {"casting_board": board(*entries)}).sceneRect())
    _afar(scene, before)  # drawn once, and kept
    document = document_with(aldo(**fields))
    if change in ("added", "removed", "emotions changed"):
        shown = {"added": entries, "removed": entries[:2], "emotions changed": [entries[1], *entries[1:3]]}
        fields = {"casting_board": board(*shown[change])}
        document = document_with(aldo(**fields))
        scene.show_board(document.campaign, document.character("aldo"), "Tension value", "")
    else:
        scene.cards["e2"].setSelected(change == "selected")
    fresh = _shown_anew(qtbot, scene, fields)
    assert _afar(scene, before) == _afar(fresh, before)
    assert _afar(scene, before, 1.0) == _afar(fresh, before, 1.0)  # and close up


@pytest.mark.parametrize("first", ["ordinary", "at_risk"])
def test_lines_at_risk_are_drawn_over_ordinary_ones(first: str) -> None:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    risks = {"ordinary": "", "at_risk": "at_risk"}
    layer = scene_module._LineLayer()
    layer.set_bounds(QRectF(-10, -10, 120, 20))
    for number, kind in enumerate((first, *(kind for kind in risks if kind != first))):
        pen = scene_module._line_pen(risks[kind], 6.0)
        layer.set_line(f"e{number}", scene_module.BoardLine.to(QPointF(100, 0), *pen))
    image = QImage(120, 20, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.translate(10, 10)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = layer.boundingRect()
    layer.paint(painter, option)
    painter.end()
    assert image.pixelColor(22, 10) == scene_module._AT_RISK  # within the first dash of the one at risk
