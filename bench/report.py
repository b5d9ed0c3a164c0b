"""The figures of a benchmark, each next to its target: printed, and kept in ``bench/results.json``.

Every ``bench_*.py`` script reports through :func:`report`, which returns whether all its targets were met;
the script exits 1 when one was missed, and ``make bench`` runs every script and fails when any did.
``results.json`` holds one section per script (its last run), with the machine it ran on.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results.json"


@dataclass(frozen=True)
class Figure:
    """One measured figure: ``value`` in ``unit`` against ``target`` (lower is better unless ``higher``)."""

    name: str
    value: float
    unit: str
    target: float
    higher: bool = False

    @property
    def met(self) -> bool:
        return self.value >= self.target if self.higher else self.value <= self.target


def p50(samples: Sequence[float]) -> float:
    return statistics.median(samples)


def p95(samples: Sequence[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def median_seconds(action: Callable[[], object], runs: int) -> float:
    """The median of ``runs`` timings of ``action``, in seconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def machine() -> dict[str, object]:
    return {
        "python": platform.python_version(),
        "system": platform.platform(),
        "cores": os.cpu_count(),
        "at": datetime.now(UTC).isoformat(timespec="seconds"),
    }


def report(section: str, figures: Sequence[Figure]) -> bool:
    """Print ``figures`` with their targets, store them under ``section``; True when every target is met."""
    for figure in figures:
        sign = "≥" if figure.higher else "≤"
        verdict = "met" if figure.met else "MISSED"
        print(
            f"{section:10} {figure.name:48} {figure.value:10.2f} {figure.unit:3} (target {sign} {figure.target:g}) {verdict}"
        )
    results: dict[str, object] = {}
    if RESULTS.exists():
        try:
            results = json.loads(RESULTS.read_text(encoding="utf-8"))
        except ValueError:
            results = {}
    results[section] = {
        "machine": machine(),
        "figures": [asdict(figure) | {"met": figure.met} for figure in figures],
    }
    RESULTS.write_text(json.dumps(results, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return all(figure.met for figure in figures)
