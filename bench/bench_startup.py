"""Start-up: time from process start to the main window shown with the demo campaign, and peak memory.

Compared with a bare PySide6 QMainWindow started by the same interpreter (target: at most 1.5 times
its time). Each figure is the median of several runs in fresh processes.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 5
TARGET_RATIO = 1.5

BARE = """
import resource, sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
print("shown", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
"""

FHRTOOL = """
import resource, sys
from PySide6.QtWidgets import QApplication
from fhrtool.storage.paths import AppPaths
from fhrtool.ui.dialogs import NonInteractiveDialogs
from fhrtool.ui.launch import create_window
app = QApplication([])
window = create_window(app, AppPaths.default(), NonInteractiveDialogs(), language="en", file=None)
window.show()
app.processEvents()
print("shown", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
window.document.undo_stack.setClean()
"""


def measure(code: str, env: dict[str, str]) -> tuple[float, int]:
    """Seconds until the child says its window is shown, and its peak memory in KiB."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env)
    assert child.stdout is not None
    line = child.stdout.readline()
    elapsed = time.perf_counter() - start
    child.wait(timeout=60)
    word, peak = line.split()
    assert word == "shown", line
    return elapsed, int(peak)


def main() -> int:
    with tempfile.TemporaryDirectory() as home:
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            "FHRTOOL_HOME": home,
        }
        results = {}
        for name, code in (("bare QMainWindow", BARE), ("fhrtool + demo", FHRTOOL)):
            runs = [measure(code, env) for _ in range(RUNS)]
            results[name] = (statistics.median(t for t, _ in runs), statistics.median(m for _, m in runs))
    for name, (seconds, peak) in results.items():
        print(f"start-up  {name:18} {seconds * 1000:7.0f} ms   peak memory {peak / 1024:6.1f} MiB")
    ratio = results["fhrtool + demo"][0] / results["bare QMainWindow"][0]
    verdict = "target met" if ratio <= TARGET_RATIO else "target missed"
    print(f"start-up  ratio {ratio:.2f} (target <= {TARGET_RATIO}): {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
