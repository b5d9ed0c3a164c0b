"""A campaign built to break the display — log times with no local equivalent in the zones furthest
ahead of and behind UTC, emotions the emotion list lacks, names full of NUL, escape sequences,
right-to-left overrides and markup — opens, and every panel shows it, in process and as the
``--screenshot`` of each panel, with nothing reported and no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from fhrtool.model.base import clean_name
from fhrtool.storage.paths import AppPaths
from fhrtool.ui.launch import create_window
from fhrtool.ui.main_window import MainWindow
from tests.ui.conftest import FakeDialogs
from tests.ui.hostile import HOSTILE_NAME, UNKNOWN_EMOTION, hostile_campaign, local_zone, write_hostile

ROLES = [*range(14), *range(Qt.ItemDataRole.UserRole, Qt.ItemDataRole.UserRole + 12)]
"""Every standard role, and the user roles the interface's models define."""

HOSTILE_ZONES = ("Pacific/Kiritimati", "Etc/GMT+12")


@pytest.fixture(params=HOSTILE_ZONES)
def zone(request: pytest.FixtureRequest) -> Iterator[str]:
    with local_zone(request.param):
        yield request.param


@pytest.fixture
def window(zone: str, qtbot: QtBot, dialogs: FakeDialogs, tmp_path: Path, qapp: QApplication) -> MainWindow:
    main = create_window(qapp, AppPaths.default(), dialogs, language="en", file=None)
    main.document.replace(hostile_campaign(tmp_path), None)
    qtbot.addWidget(main, before_close_func=lambda _widget: main.document.undo_stack.setClean())
    main.remember_layout = False
    main.show()
    qtbot.waitExposed(main)
    return main


def _every_value(model: QAbstractItemModel, parent: QModelIndex | None = None) -> int:
    """Ask ``model`` for every role of every cell (and the headers); the number of cells asked."""
    parent = parent or QModelIndex()
    asked = 0
    # A list model's columnCount() is private in PySide: it has one column.
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)
    for column in range(columns):
        for role in ROLES:
            model.headerData(column, Qt.Orientation.Horizontal, role)
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            model.flags(index)
            for role in ROLES:
                model.data(index, role)
            asked += 1
    return asked


def test_every_panel_shows_the_hostile_campaign(
    window: MainWindow, qtbot: QtBot, dialogs: FakeDialogs
) -> None:
    campaign = window.document.campaign
    assert any(entry.at is not None and entry.at.year == 1 for entry in campaign.log)
    with qtbot.capture_exceptions() as reported:
        for character in campaign.characters:
            window.roster.select(character.id)
            window.roster.character_activated.emit(character.id)
            for panel in ("sheet", "tracker", "board", "log"):
                window.show_panel(panel)
                window.grab()
        window.dice_dock.raise_()
        window.grab()
        player_view = window.show_player_view()
        qtbot.waitExposed(player_view)
        player_view.grab()
        player_view.close()
        models = [
            window.log_panel.model,
            window.log_panel.proxy,
            window.dice_roller.history,
            window.roster.model,
            window.roster.proxy,
            window.tracker.model,
            window.board.entries,
            window.board.unused,
        ]
        assert sum(_every_value(model) for model in models) > 0
        window.log_panel.view.selectAll()
        window.log_panel.copy_selection()
    assert reported == [], "nothing reached the last-resort report"
    assert dialogs.errors() == []


def test_the_hostile_values_are_shown_not_hidden(window: MainWindow) -> None:
    first = window.document.campaign.characters[0]
    window.board.set_character(first.id)
    chips = [chip.text for card in window.board.scene.cards.values() for chip in card.chips]
    assert f"? {UNKNOWN_EMOTION}" in chips
    assert "The 背反者 check cannot be made" in window.board.banner.text()
    log = window.log_panel.model
    times = [log.index(row, 0).data() for row in range(6)]
    assert any(time.startswith("0001-01-01T") for time in times), "a time out of range shows as stored"
    assert all(times)
    names = [window.roster.model.index(row).data() for row in range(window.roster.model.rowCount())]
    # Loading cleans the name (model validation); what is left of it is shown as it is.
    assert any(clean_name(HOSTILE_NAME) in str(name) for name in names)


def test_the_models_hold_up_to_the_model_tester(window: MainWindow, qtmodeltester: ModelTester) -> None:
    window.board.set_character(window.document.campaign.characters[0].id)
    for model in (window.log_panel.model, window.roster.model, window.tracker.model, window.board.entries):
        qtmodeltester.check(model)


@pytest.mark.parametrize("zone", HOSTILE_ZONES)
@pytest.mark.parametrize("panel", ["sheet", "tracker", "board", "log"])
def test_a_screenshot_of_each_panel_of_the_hostile_campaign(tmp_path: Path, panel: str, zone: str) -> None:
    out = tmp_path / f"{panel}.png"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "fhrtool",
            "--home",
            str(tmp_path / "home"),
            "--lang",
            "en",
            "--screenshot",
            str(out),
            "--panel",
            panel,
            str(write_hostile(tmp_path)),
        ],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "TZ": zone},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "Error calling Python override" not in result.stderr
    # Opening it through the loading gate repairs what can be repaired, and says so.
    said = result.stderr.splitlines()
    assert said[0].startswith("fhrtool: The campaign was repaired: "), result.stderr
    assert out.stat().st_size > 0
