"""How long the tracker takes for Next and Undo with 200 combatants, repaint included.

Run from the repository root: ``.venv/bin/python bench/bench_tracker.py``. Each Next and each Undo is timed
from the step to the end of the repaint of the shown panel (offscreen, 1280×800); the target is one frame
(16 ms), which the 95th percentile must meet. The slowest Nexts are those whose highlight jumps across the
list (a second action at value − 10 of a combatant near the top), which repaint every visible row.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, CharacterKind, Pool
from fhrtool.rules.dice import RandomDice
from fhrtool.steps import tracker
from fhrtool.ui.launch import settle_memory
from fhrtool.ui.tracker import TrackerDialogs, TrackerPanel

COMBATANTS = 200
STEPS = 60
TARGET_SECONDS = 0.016


def fight(size: int) -> Document:
    """``size`` combatants in high tension with the order confirmed: a PC and numbered NPCs of four kinds
    whose initiatives differ, so that the round has many slots and some simultaneous groups."""
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
    document.run(tracker.confirm_order, None)
    return document


def timed(app: QApplication, step: Callable[[], object]) -> float:
    start = time.perf_counter()
    step()
    app.processEvents()  # the repaint the step asked for
    return time.perf_counter() - start


def report(name: str, timings: list[float]) -> bool:
    ordered = sorted(timings)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * len(ordered)))]
    median = statistics.median(ordered)
    within = sum(1 for seconds in ordered if seconds < TARGET_SECONDS)
    print(
        f"{name:<5} median {median * 1_000:6.2f} ms   p95 {p95 * 1_000:6.2f} ms   max {ordered[-1] * 1_000:6.2f} ms"
        f"   within a frame: {within}/{len(ordered)}"
    )
    return p95 < TARGET_SECONDS


def main() -> None:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    document = fight(COMBATANTS)
    panel = TrackerPanel(document, TrackerDialogs(), RandomDice(1))
    panel.resize(1280, 800)
    panel.show()
    app.processEvents()
    settle_memory()  # as the application does once its window is up
    slots = len(document.campaign.encounter.order)
    steps = min(STEPS, slots - 1)
    print(f"tracker with {COMBATANTS} combatants, {slots} slots; {steps} steps each, repaint included")
    nexts = [timed(app, panel.next) for _ in range(steps)]
    undos = [timed(app, document.undo_stack.undo) for _ in range(steps)]
    met = report("Next", nexts) & report("Undo", undos)
    verdict = "target met" if met else "target missed"
    print(f"{verdict}: 95th percentile of Next and Undo under {TARGET_SECONDS * 1_000:.0f} ms")


if __name__ == "__main__":
    main()
