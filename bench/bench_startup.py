"""Start-up: the demo campaign rendered and grabbed offscreen, then exit, against a bare PySide6 window.

Each run is a fresh process of the same interpreter; the bare QMainWindow and ``fhrtool --screenshot``
alternate (bare, fhrtool, bare, fhrtool, …) so that the load of a busy machine falls on both alike, and
each figure is the ratio of the medians. Both grab a 1280×800 window to a PNG; fhrtool's is its window
as the application starts (``--panel start``): the demo's roster, the tracker in front of the bottom
docks, no sheet open, as ``make run`` shows it before anyone clicks. (The README's pictures open the
first character's sheet as well: a click's work, after the start.) The time is from start to
exit; the memory is the child's peak resident set (``ru_maxrss`` from ``wait4``). Python's bytecode cache
is on for the measured processes, as a user's Python has it, after one warm-up run of each has written it.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from report import Figure, report  # bench/ is the script's folder, first on sys.path

PAIRS = 9
TIME_TARGET = 2.0
MEMORY_TARGET = 1.6

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([sys.argv[0]])
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
sys.exit(0 if window.grab().save(sys.argv[1]) else 1)
"""


Run = tuple[float, float, float, float]
"""One run: seconds from start to exit, peak memory in MiB, CPU seconds, seconds from start to the picture."""


def measure(command: list[str], env: dict[str, str]) -> Run:
    """Seconds from start to exit of ``command``, its peak memory in MiB, the CPU seconds it used, and the
    seconds from its start to the picture it wrote (its last argument after ``--screenshot``, or its
    last argument): the time of the picture's file, as the system stamped it when it was written."""
    out = Path(command[command.index("--screenshot") + 1] if "--screenshot" in command else command[-1])
    out.unlink(missing_ok=True)
    wall = time.time()
    start = time.perf_counter()
    child = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL)
    _pid, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"{command[1:3]} failed with exit status {child.returncode}")
    picture = out.stat().st_mtime - wall
    # ru_maxrss: KiB on Linux
    return elapsed, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime, picture


def alternating(commands: dict[str, list[str]], home: str, pairs: int) -> dict[str, list[Run]]:
    """:func:`measure` of each of ``commands``, in turn, ``pairs`` times, offscreen with ``home`` as
    fhrtool's folder and the bytecode cache on, after one warm-up run of each (which writes it)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env |= {"QT_QPA_PLATFORM": "offscreen", "FHRTOOL_HOME": home}
    for command in commands.values():
        measure(command, env)
    runs: dict[str, list[Run]] = {name: [] for name in commands}
    for _ in range(pairs):
        for name, command in commands.items():
            runs[name].append(measure(command, env))
    return runs


def main() -> int:
    with tempfile.TemporaryDirectory() as home:
        out = str(Path(home) / "shot.png")
        commands = {
            "bare": [sys.executable, "-c", BARE, out],
            "fhrtool": [sys.executable, "-m", "fhrtool", "--screenshot", out, "--panel", "start"],
        }
        runs = alternating(commands, home, PAIRS)
    seconds = {name: statistics.median(run[0] for run in samples) for name, samples in runs.items()}
    peak = {name: statistics.median(run[1] for run in samples) for name, samples in runs.items()}
    cpu = {name: statistics.median(run[2] for run in samples) for name, samples in runs.items()}
    for name in commands:
        print(
            f"startup    {name:8} {seconds[name] * 1000:7.0f} ms   peak memory {peak[name]:6.1f} MiB"
            f"   CPU {cpu[name] * 1000:5.0f} ms"
        )
    # Not a target, but steadier than the wall clock when the machine is busy.
    print(f"startup    CPU time, × bare window {cpu['fhrtool'] / cpu['bare']:.2f}")
    met = report(
        "startup",
        [
            Figure(
                "start-up to the grabbed demo, × bare window",
                seconds["fhrtool"] / seconds["bare"],
                "×",
                TIME_TARGET,
                summary=True,
            ),
            Figure("peak memory, × bare window", peak["fhrtool"] / peak["bare"], "×", MEMORY_TARGET),
        ],
    )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
