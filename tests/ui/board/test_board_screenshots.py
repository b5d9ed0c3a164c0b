"""Screenshots of the board with 1, 5 and 12 entries in English and Japanese, saved as PNG files next
to the test's temporary files, and checked for what a person would look for: every card in view, none
overlapping another, names in the right language, mad-colour chips dark."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fhrtool.model import BoardEntry, Campaign
from fhrtool.rules import casting
from fhrtool.storage.files import write_campaign
from fhrtool.storage.paths import AppPaths
from fhrtool.ui.board import CastingBoardPanel
from fhrtool.ui.board import scene as scene_module
from fhrtool.ui.dialogs import NonInteractiveDialogs
from fhrtool.ui.launch import create_window, screenshot
from tests.samples.board import CATALOGUE, aldo
from tests.ui.board.conftest import FakeBoardDialogs, document_with

EMOTIONS = [
    ("kindred-spirit",),
    ("old-ties", "unrequited-love"),
    ("jealousy", "respect"),
    ("mutual-love",),
    ("anxiety", "curiosity", "longing"),
    ("reliance",),
    ("fear",),
    ("vow", "dear-friend"),
    ("protectiveness",),
    ("hatred", "indebted"),
    ("favourite", "affinity", "adoration"),
    ("self-contradiction",),
]
NAMES = [
    "Bea",
    "Cid the Wanderer",
    "Dora",
    "Eiji",
    "Fumiko",
    "Gale",
    "Haru",
    "Ines",
    "Jun",
    "Kaito",
    "Lumi",
    "Aldo",
]
TARGETS = {"Bea": "bea", "Aldo": "aldo"}
CATALOGUE_BY_ID = {emotion.id: emotion for emotion in CATALOGUE}


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    if request.param == "ja":
        QLocale.setDefault(QLocale(QLocale.Language.Japanese))
    yield request.param
    QLocale.setDefault(QLocale(QLocale.Language.English))


def _entries(count: int) -> tuple[BoardEntry, ...]:
    return tuple(
        BoardEntry(
            id=f"e{i}",
            target_name=NAMES[i],
            target_id=TARGETS.get(NAMES[i]),
            emotions=EMOTIONS[i],
            bond=casting.entry_bond(EMOTIONS[i], CATALOGUE),
        )
        for i in range(count)
    )


def _dark_share(image: QImage, left: int, top: int, width: int, height: int) -> float:
    dark = total = 0
    for x in range(left, left + width):
        for y in range(top, top + height):
            total += 1
            dark += QColor(image.pixel(x, y)).lightness() < 110
    return dark / total


@pytest.mark.parametrize("count", [1, 5, 12])
def test_board_screenshot(qtbot: QtBot, tmp_path: Path, language: str, count: int) -> None:
    character = aldo(casting_board=_entries(count), tension_value=67, unused_emotions=("curiosity", "fear"))
    panel = CastingBoardPanel(document_with(character), FakeBoardDialogs())
    qtbot.addWidget(panel)
    panel.resize(1100, 760)
    panel.set_character("aldo")
    panel.show()
    qtbot.waitExposed(panel)
    panel.view.fit()
    image = panel.grab().toImage()
    path = tmp_path / f"board_{count}_{language}.png"
    assert image.save(str(path))
    assert path.stat().st_size > 10_000

    view, scene = panel.view, panel.scene
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    rects = [card.mapRectToScene(card.card_rect()) for card in scene.cards.values()]
    assert len(rects) == count
    for i, rect in enumerate(rects):
        assert visible.contains(rect)
        assert not any(rect.intersects(other) for other in rects[i + 1 :])

    first = scene.cards["e0"].chips[0].text
    assert first == ("気が合う" if language == "ja" else "Kindred Spirit")
    mad_chips = [chip for card in scene.cards.values() for chip in card.chips if chip.mad]
    assert len(mad_chips) == sum(CATALOGUE_BY_ID[e].mad for emotions in EMOTIONS[:count] for e in emotions)
    for card in scene.cards.values():
        for chip in card.chips:
            box = view.mapFromScene(card.mapRectToScene(chip.rect())).boundingRect()
            corner = view.viewport().mapTo(panel, box.topLeft())
            # The chip's right end, clear of its text: a mad chip is dark even in greyscale, a pure one light.
            share = _dark_share(image, corner.x() + box.width() - 12, corner.y() + box.height() // 3, 6, 4)
            assert (share > 0.5) == chip.mad


def test_the_window_screenshot_shows_a_board_still_being_built_whole(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scene_module, "BUILD_SECONDS", 0.0)  # one card a turn of the event loop
    entries = tuple(
        BoardEntry(id=f"e{i}", target_name=f"Person {i}", emotions=("respect",), bond=2) for i in range(40)
    )
    file = tmp_path / "board.fhrc"
    write_campaign(file, Campaign(characters=(aldo(casting_board=entries),), emotions=CATALOGUE))
    window = create_window(
        qapp, AppPaths.under(tmp_path / "home"), NonInteractiveDialogs(), language="en", file=file
    )
    assert screenshot(qapp, window, tmp_path / "board.png", "board")
    scene = window.board.scene
    assert not scene.building()
    assert set(scene.cards) == {entry.id for entry in entries}
