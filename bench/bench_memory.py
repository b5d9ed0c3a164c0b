"""Memory of a long session: the resident memory that 10,000 HP changes add, each kept for undo.

Run from the repository root: ``.venv/bin/python bench/bench_memory.py [--steps N]``. The demo campaign
is opened as the application opens it and its first combatant's HP is changed by +1 and −1 in turn,
through the Document as the tracker changes it (each change a step of the undo history, with its log
entry). The figure is the resident memory the steps added, per step, with the undo history holding every
one of them (its bound lifted, so that each step's cost is counted); the same with the application's bound
(:data:`fhrtool.app.document.UNDO_LIMIT` steps), in a process of its own, is printed after it. Exits 1 when the target is missed.
"""

from __future__ import annotations

import argparse
import gc
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication
from report import Figure, report

from fhrtool.app.document import Document
from fhrtool.rules.dice import RandomDice
from fhrtool.steps import tracker
from fhrtool.storage.files import read_campaign
from fhrtool.storage.paths import resource_path
from fhrtool.ui.launch import DEMO_CAMPAIGN

STEPS = 10_000
TARGET_KIB = 3.0


def resident_bytes() -> int:
    """The process's resident memory in bytes (``/proc``, Linux)."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE")


def added_per_step(steps: int, *, bounded: bool) -> tuple[float, int]:
    """KiB of resident memory each of ``steps`` HP changes added, and how many steps undo keeps."""
    document = Document(read_campaign(resource_path(*DEMO_CAMPAIGN)).value, dice=RandomDice(1))
    if not bounded:
        document.undo_stack.setUndoLimit(0)  # no bound: every step is kept, and counted
    combatant = document.campaign.encounter.combatants[0].id
    gc.collect()
    start = resident_bytes()
    for number in range(steps):
        change = "+1" if number % 2 == 0 else "-1"
        document.run(tracker.adjust, tracker.Adjust([combatant], "hp", change))
    gc.collect()
    added = resident_bytes() - start
    kept = document.undo_stack.count()
    document.undo_stack.clear()
    return added / steps / 1024, kept


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=STEPS)
    parser.add_argument("--bounded", action="store_true", help="only print the figure with the bound")
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    per_step, kept = added_per_step(args.steps, bounded=args.bounded)
    print(
        f"memory     {args.steps:,} HP changes: {per_step * args.steps / 1024:.1f} MiB, {kept:,} undo steps kept"
    )
    if args.bounded:
        return 0
    # In a process of its own: memory freed here is not given back to the system at once.
    subprocess.run([sys.executable, __file__, "--steps", str(args.steps), "--bounded"], check=True)
    met = report(
        "memory",
        [
            Figure(
                f"resident memory added by {args.steps:,} HP changes, a step",
                per_step,
                "KiB",
                TARGET_KIB,
                summary=True,
            )
        ],
    )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
