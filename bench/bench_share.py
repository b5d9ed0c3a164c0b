"""Sharing the table: how fast a step reaches the pages, what sharing costs in memory, and that a start
without sharing loads none of it.

- Update latency: 8 pages of the table and the players open in one headless Chromium (8 tabs), a fight
  played step by step; from the step (the campaign changed, before its view is made) to the page's DOM
  showing it, read by each page's own clock as it applies the update (a ``MutationObserver`` on the
  number the page writes). Without Chromium, 8 streams read by this process stand in for the pages, and
  the figure says so.
- Memory while sharing: this process's resident memory with the server running and the 8 pages served
  through the fight, less before the server was imported.
- Start-up with sharing off: a fresh process builds and shows the main window on the demo campaign; the
  modules of the server it loaded (none) and the time it took.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from report import Figure, p50, p95, report  # bench/ is the script's folder, first on sys.path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PAGES = 8
STEPS = 150
LATENCY_TARGET_MS = 100.0
MEMORY_TARGET_MIB = 40.0
START_TARGET_S = 3.0
START_RUNS = 3

START = """
import sys, time
started = time.perf_counter()
from pathlib import Path
from fhrtool.ui.launch import application, create_window
from fhrtool.ui.dialogs import NonInteractiveDialogs
from fhrtool.storage.paths import AppPaths
app = application()
window = create_window(app, AppPaths.default(Path(sys.argv[1])), NonInteractiveDialogs(), language="en", file=None)
window.show()
app.processEvents()
elapsed = time.perf_counter() - started
loaded = [m for m in sys.modules if m.split(".")[0] in ("aiohttp", "segno") or m.startswith("fhrtool.share")]
print(len(loaded), elapsed)
"""

RECORD = """
window.arrivals = [];
new MutationObserver(() => window.arrivals.push([Number(document.body.dataset.number), Date.now()]))
  .observe(document.body, {attributes: true, attributeFilter: ["data-number"]});
"""


def resident_mib() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def start_up() -> tuple[int, float]:
    """The server's modules a start without sharing loads, and the median seconds of such a start."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    runs = []
    for _ in range(START_RUNS):
        with tempfile.TemporaryDirectory() as home:
            out = subprocess.run(
                [sys.executable, "-c", START, home], env=env, capture_output=True, text=True, check=True
            ).stdout.split()
        runs.append((int(out[-2]), float(out[-1])))
    return max(loaded for loaded, _ in runs), sorted(seconds for _, seconds in runs)[len(runs) // 2]


def latencies_in_chromium(links: list[str], play: object) -> list[float]:
    """A browser holds at most 6 connections to one server, a stream each: the pages are tabs of two."""
    from contextlib import ExitStack

    from tests.share.browser import PHONE, chromium, wait_for

    samples: list[float] = []
    half = len(links) // 2
    with ExitStack() as stack:
        tabs = []
        for group in (links[:half], links[half:]):
            driver = stack.enter_context(chromium(PHONE))
            for number, url in enumerate(group):
                if number:
                    driver.switch_to.new_window("tab")
                driver.get(url)
                wait_for(driver, "document.body.dataset.number !== undefined")
                driver.execute_script(RECORD)
                tabs.append((driver, driver.current_window_handle))
        started = play()  # type: ignore[operator]
        time.sleep(1.0)  # the last update's way to the pages
        for driver, handle in tabs:
            driver.switch_to.window(handle)
            for number, at in driver.execute_script("return window.arrivals"):
                if number in started:
                    samples.append(at - started[number])
    return samples


def latencies_in_streams(links: list[str], play: object) -> list[float]:
    from tests.share.http import Stream

    arrivals: list[tuple[int, float]] = []
    lock = threading.Lock()

    def read(url: str) -> None:
        stream = Stream(url)
        try:
            while True:
                number = stream.next()["n"]
                with lock:
                    arrivals.append((number, time.time() * 1000))
        except (EOFError, OSError):
            return

    for url in links:
        threading.Thread(target=read, args=(url,), daemon=True).start()
    time.sleep(0.5)
    started = play()  # type: ignore[operator]
    time.sleep(1.0)
    return [at - started[number] for number, at in arrivals if number in started]


def main() -> int:
    loaded, seconds = start_up()
    import tests.share.browser
    import tests.share.http  # noqa: F401 - the pages' side, not the server's: before the measure
    from fhrtool.rules.dice import RandomDice
    from tests.share.fights import declaring, play_on

    table = declaring()
    before = resident_mib()
    from fhrtool.share.server import TableServer
    from fhrtool.share.snapshot import snapshot

    server = TableServer(snapshot(table.campaign))
    server.start()
    links = [link.url for link in server.links()]
    links = [links[n % len(links)] for n in range(PAGES)]
    dice = RandomDice(8)

    def play() -> dict[int, float]:
        started = {}
        for move in range(1, STEPS + 1):
            time.sleep(0.02)  # a GM's pace is slower still; the pages are idle between steps
            at = time.time() * 1000
            play_on(table, dice, move)
            server.publish(snapshot(table.campaign))
            started[move] = at
        return started

    browser = shutil.which("chromium") and shutil.which("chromedriver")
    try:
        samples = latencies_in_chromium(links, play) if browser else latencies_in_streams(links, play)
        memory = resident_mib() - before
    finally:
        server.stop()
    where = "DOM" if browser else "stream"
    figures = [
        Figure(f"update latency p50, {PAGES} pages, to the {where}", p50(samples), "ms", LATENCY_TARGET_MS),
        Figure(f"update latency p95, {PAGES} pages, to the {where}", p95(samples), "ms", LATENCY_TARGET_MS),
        Figure(
            f"updates that reached the pages ({PAGES}×{STEPS})", len(samples), "", PAGES * STEPS, higher=True
        ),
        Figure("memory while sharing, above the process before", memory, "MiB", MEMORY_TARGET_MIB),
        Figure("start-up, sharing off: server modules loaded", loaded, "", 0),
        Figure("start-up, sharing off: main window shown", seconds, "s", START_TARGET_S),
    ]
    return 0 if report("share", figures) else 1


if __name__ == "__main__":
    sys.exit(main())
