"""How long the tracker takes for the steps of a large fight, through the user's path, repaint included.

Run from the repository root: ``.venv/bin/python bench/bench_tracker.py``. The tracker panel is shown
offscreen in a window of the main window's size (1280×800); each step runs through the panel and the
Document as a click does, and is timed until the window has repainted (``processEvents`` then
``repaint``). Figures are over many steps: the median for confirming the order and for a declaration,
the 95th percentile for Next and Undo. The slowest Nexts are those whose highlight jumps across the
list (a second action at value − 10 of a combatant near the top), which repaint every visible row.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from offscreen import leave_out_size_hint_notes
from PySide6.QtWidgets import QApplication, QMainWindow
from report import Figure, p50, p95, report  # bench/ is the script's folder, first on sys.path

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, CharacterKind, Pool
from fhrtool.rules.dice import RandomDice
from fhrtool.rules.fhr import Quick
from fhrtool.steps import tracker
from fhrtool.ui.launch import application, settle_memory
from fhrtool.ui.tracker import TrackerDialogs, TrackerPanel

SIZES = (200, 1_000)
FRAME_MS = 16.0
LARGE_MS = 50.0
STEPS = {200: 60, 1_000: 40}
CONFIRMS = {200: 15, 1_000: 7}
DECLARATIONS = 20
WINDOW = (1280, 800)


class Declaring(TrackerDialogs):
    """The declaration dialog answered with a quick ×1 by the combatant it is asked about."""

    def declaration(self, _campaign: Campaign, combatant_id: str) -> tracker.AnyDeclaration:  # type: ignore[override]
        return Quick(combatant_id, 1)


def fight(size: int) -> Document:
    """``size`` combatants in high tension with the d10s rolled, declaring: a PC and numbered NPCs of four
    kinds whose initiatives differ, so that the round has many slots and some simultaneous groups."""
    npcs = tuple(
        Character(
            id=f"npc{reflex}",
            name=f"Monster {reflex}",
            kind=CharacterKind.NPC,
            life=2,
            will=2,
            reflex=reflex,
            hp=Pool(current=8, maximum=8),
        )
        for reflex in range(4)
    )
    pc = Character(id="pc", name="Aldo", life=3, will=3, reflex=2, hope=Pool(current=3, maximum=3))
    document = Document(Campaign(characters=(pc, *npcs)))
    document.run(tracker.add_from_roster, tracker.AddFromRoster(["pc"]))
    left = size - 1
    while left:
        batch = min(left, len(npcs))
        document.run(tracker.add_from_roster, tracker.AddFromRoster([npc.id for npc in npcs[:batch]]))
        left -= batch
    document.run(tracker.switch_to_high, None)
    document.run(tracker.roll_sequence, None, dice=RandomDice(7))
    return document


class Bench:
    """One fight of ``size`` shown in the tracker panel of a main-window-sized window."""

    def __init__(self, app: QApplication, size: int) -> None:
        self.app = app
        self.document = fight(size)
        self.panel = TrackerPanel(self.document, Declaring(), RandomDice(1))
        self.window = QMainWindow()
        self.window.setCentralWidget(self.panel)
        self.window.resize(*WINDOW)
        self.window.show()
        self.settle()
        settle_memory()  # as the application does once its window is up

    def settle(self) -> None:
        self.app.processEvents()  # the repaint the step asked for
        self.window.repaint()

    def timed(self, step: Callable[[], object]) -> float:
        start = time.perf_counter()
        step()
        self.settle()
        return (time.perf_counter() - start) * 1_000

    def undo(self) -> None:
        self.document.undo_stack.undo()
        self.settle()

    def confirms(self, runs: int) -> list[float]:
        """Confirm the order (the round is planned), then undo back to declaring."""
        timings = []
        for _ in range(runs):
            timings.append(self.timed(self.panel.confirm_order))
            self.undo()
        return timings

    def declarations(self, runs: int) -> list[float]:
        """Quick ×1 for a different combatant each time, through the Declare action; undone after."""
        ids = [combatant.id for combatant in self.document.campaign.encounter.combatants]
        step = max(1, len(ids) // runs)
        timings = []
        for combatant_id in ids[::step][:runs]:
            self.panel.select(combatant_id)
            self.settle()
            timings.append(self.timed(self.panel.declare))
            self.undo()
        self.panel.view.selectionModel().clearSelection()
        return timings

    def nexts_and_undos(self, steps: int) -> tuple[list[float], list[float]]:
        self.panel.confirm_order()
        self.settle()
        steps = min(steps, len(self.document.campaign.encounter.order) - 1)
        nexts = [self.timed(self.panel.next) for _ in range(steps)]
        undos = [self.timed(self.document.undo_stack.undo) for _ in range(steps)]
        return nexts, undos


def show(name: str, timings: list[float]) -> None:
    print(
        f"  {name:<28} p50 {p50(timings):7.2f} ms   p95 {p95(timings):7.2f} ms   max {max(timings):7.2f} ms"
        f"   ({len(timings)} steps)"
    )


def main() -> int:
    app = application()  # made as the application makes it
    leave_out_size_hint_notes()
    figures: list[Figure] = []
    for size in SIZES:
        bench = Bench(app, size)
        target = FRAME_MS if size <= 200 else LARGE_MS
        print(f"tracker with {size} combatants, {WINDOW[0]}×{WINDOW[1]} window, repaint included")
        confirms = bench.confirms(CONFIRMS[size])
        show("confirm order", confirms)
        figures.append(
            Figure(f"confirm order, {size} (p50)", p50(confirms), "ms", target, summary=size == 200)
        )
        if size == 200:
            declared = bench.declarations(DECLARATIONS)
            show("one declaration", declared)
            figures.append(Figure(f"one declaration, {size} (p50)", p50(declared), "ms", FRAME_MS))
        nexts, undos = bench.nexts_and_undos(STEPS[size])
        show("Next", nexts)
        show("Undo", undos)
        figures.append(Figure(f"Next, {size} (p95)", p95(nexts), "ms", target, summary=size == 200))
        figures.append(Figure(f"Undo, {size} (p95)", p95(undos), "ms", target))
        bench.window.close()
        bench.window.deleteLater()
        app.processEvents()
    return 0 if report("tracker", figures) else 1


if __name__ == "__main__":
    sys.exit(main())
