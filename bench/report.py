"""The figures of a benchmark, each next to its target: printed, kept in ``bench/results.json``, and written
into the tables of ``docs/performance.md`` (every figure) and of the README (the figures marked ``summary``).

Every ``bench_*.py`` script reports through :func:`report`, which returns whether all its targets were met;
the script exits 1 when one was missed, and ``make bench`` runs every script and fails when any did.
``results.json`` holds one section per script (its last run), with the machine it ran on; the tables are
written from it after each script, between the lines :data:`BEGIN` and :data:`END` of each document.
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
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results.json"
PERFORMANCE = ROOT / "docs" / "performance.md"
README = ROOT / "README.md"
BEGIN = "<!-- figures: written by make bench (bench/report.py) -->"
END = "<!-- end of figures -->"
SECTIONS = ("startup", "storage", "memory", "tracker", "log", "board", "rules")
"""The order of the sections in the tables; a section not named here comes after them."""


@dataclass(frozen=True)
class Figure:
    """One measured figure: ``value`` in ``unit`` against ``target`` (lower is better unless ``higher``)."""

    name: str
    value: float
    unit: str
    target: float
    higher: bool = False
    summary: bool = False
    """Whether the README's short table shows it too."""

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
        "pyside6": _version("PySide6-Essentials", "PySide6"),
        "system": platform.platform(),
        "processor": _processor(),
        "cores": os.cpu_count(),
        "at": datetime.now(UTC).isoformat(timespec="seconds"),
    }


def _version(*names: str) -> str:
    """The version of the first of the distributions ``names`` installed ("" when none is)."""
    for name in names:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return ""


def _processor() -> str:
    """The processor's model name, where the system tells it (``/proc/cpuinfo``)."""
    try:
        lines = Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines()
    except OSError:
        return platform.processor()
    names = [line.split(":", 1)[1].strip() for line in lines if line.startswith("model name")]
    return names[0] if names else platform.processor()


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
    write_tables(results)
    return all(figure.met for figure in figures)


def _ordered(results: dict[str, Any]) -> list[str]:
    return sorted(
        results, key=lambda name: (SECTIONS.index(name) if name in SECTIONS else len(SECTIONS), name)
    )


def _value(figure: dict[str, Any]) -> str:
    unit = figure["unit"]
    sign = "≥" if figure.get("higher") else "≤"
    shown = f"{figure['value']:.2f} ×" if unit == "×" else f"{figure['value']:.2f} {unit}"
    target = f"{figure['target']:g} ×" if unit == "×" else f"{figure['target']:g} {unit}"
    return f"{shown} | {sign} {target} | {'met' if figure['met'] else '**missed**'}"


def _machines(results: dict[str, Any], sections: Sequence[str]) -> str:
    """The machines the ``sections`` ran on, said once each, with the day of their runs."""
    said: dict[str, list[str]] = {}
    for name in sections:
        ran = results[name]["machine"]
        what = (
            f"{ran.get('processor') or 'an unnamed processor'}, {ran['cores']} cores, {ran['system']},"
            f" Python {ran['python']}" + (f", PySide6 {ran['pyside6']}" if ran.get("pyside6") else "")
        )
        said.setdefault(what, []).append(str(ran["at"])[:10])
    return "; ".join(f"{what} ({', '.join(sorted(set(days)))})" for what, days in said.items())


def tables(results: dict[str, Any]) -> tuple[str, str]:
    """The table of every figure (for ``docs/performance.md``) and the short one (for the README)."""
    sections = _ordered(results)
    every = ["| bench | figure | measured | target | |", "|---|---|---|---|---|"]
    short = ["| what | measured | target | |", "|---|---|---|---|"]
    for name in sections:
        for figure in results[name]["figures"]:
            every.append(f"| {name} | {figure['name']} | {_value(figure)} |")
            if figure.get("summary"):
                short.append(f"| {figure['name']} | {_value(figure)} |")
    machine = f"Measured on {_machines(results, sections)}."
    return "\n".join([*every, "", machine]), "\n".join([*short, "", machine])


def _replaced(text: str, table: str) -> str:
    """``text`` with what is between its lines :data:`BEGIN` and :data:`END` replaced by ``table``."""
    before, found, rest = text.partition(BEGIN + "\n")
    if not found or END not in rest:
        raise SystemExit(f"the document has no place for the figures: {BEGIN} … {END}")
    return before + BEGIN + "\n" + table + "\n" + END + rest.split(END, 1)[1]


def write_tables(results: dict[str, Any]) -> None:
    """Write the tables of ``results`` into ``docs/performance.md`` and the README."""
    every, short = tables(results)
    for path, table in ((PERFORMANCE, every), (README, short)):
        text = path.read_text(encoding="utf-8")
        written = _replaced(text, table)
        if written != text:
            path.write_text(written, encoding="utf-8")
