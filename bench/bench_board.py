"""How long the casting board takes to show, to add an entry, and to lay out a campaign's largest boards.

Run from the repository root: ``.venv/bin/python bench/bench_board.py`` (``--skip-10000`` leaves out the
largest board). The board panel is shown offscreen at a main window's size (1280×800). Each figure is
timed from the user's action to the end of the repaint it asks for (events processed, the panel painted):

- show at 50 entries: choosing the character in the roster (the panel showed nobody before);
- add an entry at 50 entries: ``fhrtool.steps.board.add_entry`` run through the Document as the panel
  does, then undone (untimed) so every add starts from the same 50 entries;
- layout at 1,000 and 10,000 entries: choosing the character until the whole board is on the scene,
  with the longest single stall of the event loop while it was built (what a user feels as a freeze).

Show and add are repeated, and their 95th percentile must meet one frame (16 ms).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from offscreen import leave_out_size_hint_notes
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication
from report import Figure, p50, p95, report

from fhrtool.app.document import Document
from fhrtool.model import BoardEntry, Campaign, Character, CharacterKind, Emotion, Pool
from fhrtool.rules import casting
from fhrtool.steps import board
from fhrtool.storage.catalogue import load_default_emotions
from fhrtool.ui.board import BoardDialogs, CastingBoardPanel
from fhrtool.ui.dialogs import Dialogs
from fhrtool.ui.launch import application, settle_memory

FRAME_MS = 16.0
LAYOUT_MS = 200.0
STALL_MS = 200.0
REPEATS = 30
WIDTH, HEIGHT = 1280, 800


def entries(count: int, catalogue: tuple[Emotion, ...]) -> tuple[BoardEntry, ...]:
    """``count`` entries with one to three emotions of the list, mostly pure, a few mad-colour ones."""
    pure = [emotion for emotion in catalogue if not emotion.mad]
    mad = [emotion for emotion in catalogue if emotion.mad]
    made = []
    for number in range(count):
        chosen = [pure[(number * 7 + k * 3) % len(pure)] for k in range(1 + number % 3)]
        if number % 11 == 5:
            chosen[0] = mad[number % len(mad)]
        ids = tuple(dict.fromkeys(emotion.id for emotion in chosen))
        made.append(
            BoardEntry(
                id=f"e{number}",
                target_name=f"Person {number}",
                target_id="bea" if number % 17 == 0 else None,
                emotions=ids,
                bond=casting.entry_bond(ids, catalogue),
            )
        )
    return tuple(made)


def campaign_with(count: int) -> Campaign:
    catalogue = load_default_emotions()
    spare = tuple(emotion.id for emotion in catalogue if not emotion.mad)[:3]
    aldo = Character(
        id="aldo",
        name="Aldo",
        concentration=41,
        tension_value=41,
        hp=Pool(current=20, maximum=20),
        unused_emotions=spare,
        casting_board=entries(count, catalogue),
    )
    bea = Character(id="bea", name="Bea", kind=CharacterKind.NPC)
    return Campaign(characters=(aldo, bea), emotions=catalogue)


def shown_panel(app: QApplication, document: Document) -> CastingBoardPanel:
    panel = CastingBoardPanel(document, BoardDialogs(Dialogs()))
    panel.resize(WIDTH, HEIGHT)
    panel.show()
    app.processEvents()
    settle_memory()  # as the application does once its window is up (the campaign is loaded by then)
    return panel


def painted(app: QApplication, panel: CastingBoardPanel) -> None:
    """The events the action posted processed and the panel painted, as the next frame would."""
    app.processEvents()
    panel.repaint()
    panel.view.viewport().repaint()


def timed_ms(app: QApplication, panel: CastingBoardPanel, action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    painted(app, panel)
    return (time.perf_counter() - start) * 1_000


def show_and_add(app: QApplication) -> list[Figure]:
    document = Document(campaign_with(50))
    panel = shown_panel(app, document)
    shows = []
    for _ in range(REPEATS):
        panel.set_character(None)
        painted(app, panel)
        shows.append(timed_ms(app, panel, lambda: panel.set_character("aldo")))
    spare = document.character("aldo").unused_emotions[0]
    adds = []
    for number in range(REPEATS):
        request = board.AddEntry("aldo", (spare,), f"Newcomer {number}")
        adds.append(timed_ms(app, panel, lambda r=request: document.run(board.add_entry, r)))
        document.undo_stack.undo()
        painted(app, panel)
    panel.close()
    panel.deleteLater()
    return [
        Figure("show, 50 entries (p50)", p50(shows), "ms", FRAME_MS),
        Figure("show, 50 entries (p95)", p95(shows), "ms", FRAME_MS, summary=True),
        Figure("add an entry, 50 entries (p50)", p50(adds), "ms", FRAME_MS),
        Figure("add an entry, 50 entries (p95)", p95(adds), "ms", FRAME_MS),
    ]


def layout(app: QApplication, count: int) -> tuple[float, float]:
    """Milliseconds until the board of ``count`` entries is wholly on the scene and painted, and the
    longest stall of the event loop meanwhile (measured by a 5 ms timer: the gap between its ticks)."""
    document = Document(campaign_with(count))
    panel = shown_panel(app, document)
    clock = QElapsedTimer()
    longest = 0.0
    last = 0.0

    def tick() -> None:
        nonlocal last, longest
        now = clock.nsecsElapsed() / 1e6
        longest = max(longest, now - last)
        last = now

    ticker = QTimer()
    ticker.setInterval(5)
    ticker.timeout.connect(tick)
    ticker.start()
    clock.start()
    start = time.perf_counter()
    panel.set_character("aldo")
    painted(app, panel)
    while len(panel.scene.cards) < count:
        app.processEvents()
    painted(app, panel)
    elapsed = (time.perf_counter() - start) * 1_000
    tick()
    ticker.stop()
    panel.close()
    panel.deleteLater()
    app.processEvents()
    return elapsed, longest


def main() -> None:
    app = application()  # made as the application makes it
    leave_out_size_hint_notes()
    figures = show_and_add(app)
    for count in (1_000, 10_000):
        if count == 10_000 and "--skip-10000" in sys.argv:
            continue
        elapsed, stall = layout(app, count)
        if count == 1_000:
            figures.append(Figure("layout, 1,000 entries", elapsed, "ms", LAYOUT_MS))
        figures.append(Figure(f"longest stall, layout of {count:,} entries", stall, "ms", STALL_MS))
        if count == 10_000:
            figures.append(Figure("layout, 10,000 entries (whole board)", elapsed, "ms", 10_000.0))
    sys.exit(0 if report("board", figures) else 1)


if __name__ == "__main__":
    main()
