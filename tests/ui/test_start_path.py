"""What the start leaves for later: nothing the first picture does not need is imported or made first.

Checked in a fresh interpreter through the real entry point, at the moment the window is grabbed for
``--screenshot`` (after its first paint, before what waits for the first paint has run).
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = """
import json, sys
import PySide6.QtWidgets as widgets
from fhrtool.__main__ import main
from fhrtool.ui.main_window import MainWindow

grab = MainWindow.grab

def seen(window):
    seen.at_grab = {
        "modules": sorted(name for name in sys.modules if name.startswith("fhrtool")),
        "widget types": sorted(vars(widgets)),
    }
    return grab(window)

MainWindow.grab = seen
status = main(["--screenshot", sys.argv[1], "--panel", "tracker"])
print(json.dumps(seen.at_grab))
sys.exit(status)
"""


@pytest.fixture(scope="module")
def at_grab(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    home = tmp_path_factory.mktemp("home")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "FHRTOOL_HOME": str(home)}
    run = subprocess.run(
        [sys.executable, "-c", PROBE, str(Path(home) / "shot.png")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    found: dict[str, list[str]] = json.loads(run.stdout.splitlines()[-1])
    return found


@pytest.mark.parametrize(
    "module",
    [
        "fhrtool.exchange.summary",  # the exchange layer: for exports and suggested file names
        "fhrtool.exchange.sheet",
        "fhrtool.ui.wheel",  # installed once the window is painted
        "fhrtool.ui.tracker.requests",  # the tracker dialogs' answers
        "fhrtool.steps.campaign",  # the table rules dialog's step
        "fhrtool.ui.board",  # the panels behind the tracker's tab, and what they share
        "fhrtool.ui.log_panel",
        "fhrtool.ui.dice_roller",
        "fhrtool.ui.player_view",
    ],
)
def test_the_first_picture_does_not_wait_for(at_grab: dict[str, list[str]], module: str) -> None:
    assert "fhrtool.ui.main_window" in at_grab["modules"]  # the probe saw the start
    assert module not in at_grab["modules"]


@pytest.mark.parametrize("name", ["QMessageBox", "QFileDialog", "QDialog", "QWizard", "QMdiArea"])
def test_qt_classes_the_first_picture_does_not_use_are_not_made(
    at_grab: dict[str, list[str]], name: str
) -> None:
    # PySide makes a class's Python type, with every enum of it, when it is first named or met.
    assert "QMainWindow" in at_grab["widget types"]
    assert name not in at_grab["widget types"]
