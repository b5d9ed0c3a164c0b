"""How long the log takes to take one more entry and to apply one filter keystroke, at a campaign's real size.

Run from the repository root: ``.venv/bin/python bench/bench_log.py [--entries N] [--rolls N]``. The campaign
holds 120,000 log entries played from real steps (a third of them dice rolls, as in a long campaign). A
window-sized widget (1280×800, offscreen) shows the log panel and the dice roller side by side, as a user
who keeps both open sees them.

- *Append*: a roll typed into the dice roller and run through the Document as the roller runs it, timed
  from the roll to the end of the repaint (events processed, then a synchronous repaint of the window).
- *Filter keystroke*: one key typed into the log's filter box (words typed letter by letter, then erased
  with Backspace), timed the same way.

Each is reported as its median and 95th percentile next to its target; the script exits 1 when one is
missed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSplitter
from report import Figure, p50, p95, report

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, CharacterKind, LogEntry, Pool
from fhrtool.rules.dice import RandomDice
from fhrtool.steps import dice as dice_steps
from fhrtool.steps import tracker
from fhrtool.steps.step import Step
from fhrtool.ui.dialogs import Dialogs
from fhrtool.ui.dice_roller import DiceRollerPanel
from fhrtool.ui.launch import application, settle_memory
from fhrtool.ui.log_panel import LogPanel

ENTRIES = 120_000
ROLLS = 40
WORDS = ("goblin", "2d6", "aldo s", "ode 3")
APPEND_TARGET_MS = 16.0
KEYSTROKE_TARGET_MS = 50.0
START = datetime(2025, 4, 12, 18, 0, tzinfo=UTC)


def characters() -> tuple[Character, ...]:
    pcs = (
        Character(id="aldo", name="Aldo", life=3, will=3, reflex=2, hope=Pool(current=3, maximum=3)),
        Character(id="yuu", name="天城 ユウ", life=2, will=4, reflex=3, hope=Pool(current=3, maximum=3)),
    )
    npcs = tuple(
        Character(id=f"goblin{n}", name=f"Goblin {n}", kind=CharacterKind.NPC, life=2, will=1, reflex=n)
        for n in range(4)
    )
    return pcs + npcs


def sample_entries() -> list[LogEntry]:
    """One evening at the table, played through the steps: a fight's rounds and the rolls between them."""
    dice = RandomDice(11)
    campaign = Campaign(name="Benchmark", characters=characters())
    clock = iter(START + timedelta(seconds=n) for n in range(1_000_000))

    def run(step: Callable[..., Step[object]], inputs: object) -> None:
        nonlocal campaign
        campaign = step(campaign, inputs, dice, lambda: next(clock)).campaign

    run(tracker.add_from_roster, tracker.AddFromRoster([c.id for c in campaign.characters]))
    run(tracker.switch_to_high, None)
    for _round in range(3):
        run(tracker.roll_sequence, None)
        run(tracker.confirm_order, None)
        for _slot in range(len(campaign.encounter.order) - 1):
            run(tracker.next_slot, None)
            run(dice_steps.roll, dice_steps.Roll("2D6+3>=10", character_id="aldo", label="《Strike》"))
        run(tracker.next_slot, None)
    run(tracker.return_to_low, None)
    for expression in ("1D6", "2D6>=7", "4D6>=15", "1D10+2", "3D6"):
        run(dice_steps.roll, dice_steps.Roll(expression))
    return list(campaign.log)


def long_log(size: int) -> tuple[LogEntry, ...]:
    """``size`` entries: the evening's entries over and over, each a record of its own, a few seconds apart."""
    samples = sample_entries()
    return tuple(
        samples[n % len(samples)].model_copy(
            update={"at": START + timedelta(seconds=7 * n), "round": n // 400 % 30 + 1}
        )
        for n in range(size)
    )


def resident_mib() -> float | None:
    """The process's resident memory in MiB, where the system tells it (``/proc``)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def timed(app: QApplication, window: QSplitter, action: Callable[[], object]) -> float:
    """Milliseconds from ``action`` to the end of the repaint it asked for."""
    start = time.perf_counter()
    action()
    app.processEvents()
    window.repaint()
    return (time.perf_counter() - start) * 1_000


def keystrokes(words: tuple[str, ...]) -> list[tuple[str, str]]:
    """(key, what the filter holds after it): each word typed, then erased."""
    keys = []
    for word in words:
        keys += [(char, word[: n + 1]) for n, char in enumerate(word)]
        keys += [("\b", word[:n]) for n in reversed(range(len(word)))]
    return keys


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=ENTRIES)
    parser.add_argument("--rolls", type=int, default=ROLLS)
    parser.add_argument("--words", type=int, default=len(WORDS))
    args = parser.parse_args()

    app = application()  # made as the application makes it
    campaign = Campaign(name="Benchmark", characters=characters(), log=long_log(args.entries))
    document = Document(campaign, dice=RandomDice(3))
    window = QSplitter(Qt.Orientation.Horizontal)
    log_panel = LogPanel(document, Dialogs(window))
    roller = DiceRollerPanel(document, RandomDice(5), log=log_panel.model)  # one model, as the main window
    window.addWidget(log_panel)
    window.addWidget(roller)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.repaint()
    # The log panel makes its filter texts in the background once it has been painted; a user types a
    # filter after that (the time it takes is printed, not a target).
    start = time.perf_counter()
    while not log_panel.model.folded_ahead:
        app.processEvents()
    prepared = time.perf_counter() - start
    settle_memory()  # as the application does once its window is up
    print(f"log of {len(document.campaign.log):,} entries, log panel and dice roller shown at 1280×800")
    print(f"filter texts made in the background in {prepared:.1f} s")

    roller.expression_edit.setText("2D6+3>=10")
    resident = resident_mib()
    appends = [timed(app, window, roller.roll) for _ in range(args.rolls)]
    assert len(document.campaign.log) == args.entries + args.rolls
    if resident is not None and (grown := resident_mib()) is not None:
        # Each roll is a step kept for undo: what it holds of the log (a figure, not a target).
        print(f"resident memory after {args.rolls} rolls, each kept for undo: {grown - resident:+.1f} MiB")

    edit = log_panel.filter_edit
    edit.setFocus()
    presses = []
    for key, expected in keystrokes(WORDS[: args.words]):
        if key == "\b":
            presses.append(timed(app, window, lambda: QTest.keyClick(edit, Qt.Key.Key_Backspace)))
        else:
            presses.append(timed(app, window, lambda key=key: QTest.keyClick(edit, key)))
        assert edit.text() == expected, (edit.text(), expected)
    size = f"at {args.entries // 1000}k"
    met = report(
        "log",
        [
            Figure(f"append one entry {size}, p50", p50(appends), "ms", APPEND_TARGET_MS),
            Figure(f"append one entry {size}, p95", p95(appends), "ms", APPEND_TARGET_MS, summary=True),
            Figure(f"filter keystroke {size}, p50", p50(presses), "ms", KEYSTROKE_TARGET_MS),
            Figure(f"filter keystroke {size}, p95", p95(presses), "ms", KEYSTROKE_TARGET_MS, summary=True),
        ],
    )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
