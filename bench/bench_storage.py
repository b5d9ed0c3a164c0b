"""How long large campaigns take to open (read, check, validate) and to save (encode, check, write, back up).

Run from the repository root: ``.venv/bin/python bench/bench_storage.py``. Three campaigns: 1,000
characters with skills, Infinity Break registrations and casting boards, an encounter of 100 combatants and
a log of 2,000 entries; the same with 10,000 characters (the model's most); and a small roster with a log of
120,000 entries, as years of play leave it. Each is opened with :func:`read_campaign_stamped` (the
campaign and the stamp of its file) and saved with :func:`write_campaign` (and the stamp of the file
written), as the application does; the figure is the median of several runs.

The campaign of years is also opened as a user opens it, with each panel in front in turn (the layout
is remembered, so any of them may be): the application started on it (``fhrtool FILE --screenshot OUT
--panel P``: the window's first picture, with ``start`` the window as it starts and the others the first
character's sheet open and that panel in front), against the application started on the demo with the
same panel in front, each a fresh process, the two alternating so that a busy machine weighs on both
alike, with Python's bytecode cache on as a user's Python has it (one warm-up run of each writes it). The
time is from the start of the process to its picture written (a long log is read after the first
picture, as the window shows it); the figure is the median of the pairs' ratios, printed with their
range and the times to exit. Exits 1 when a target is missed.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bench_startup import alternating
from report import Figure, median_seconds, report

from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    Combatant,
    Encounter,
    InfinityBreak,
    LogEntry,
    Phase,
    Pool,
    Quick,
    Skill,
    TensionMode,
)
from fhrtool.storage.catalogue import load_default_emotions
from fhrtool.storage.files import encode_campaign, read_campaign, read_campaign_stamped, write_campaign

CHARACTERS = 1_000
MOST_CHARACTERS = 10_000
LOG_ENTRIES = 120_000
RUNS = 7
BIG_RUNS = 3
LOAD_TARGET = SAVE_TARGET = 0.300
OPEN_MOST_TARGET = 3.0
OPEN_LOG_TARGET = 1.5
SAVE_LOG_TARGET = 1.0
# The application starts on a campaign of years in at most 2.5 times what it takes to start on the demo.
START_LOG_TARGET = 2.5
START_PAIRS = 5
PANELS = ("start", "sheet", "tracker", "board", "log")
"""Each panel the window may have in front (``fhrtool --panel``)."""


def make_campaign(size: int = CHARACTERS) -> Campaign:
    characters = tuple(
        Character(
            id=f"c{n}",
            name=f"キャラクター {n}",
            player=f"Player {n % 7}",
            notes="冒険の記録。" * 10,
            hope=Pool(current=n % 4, maximum=5),
            hp=Pool(current=20, maximum=24),
            life=3,
            will=2,
            tension_value=n % 101,
            skills=tuple(
                Skill(
                    id=f"s{k}",
                    name=f"特技 {k}",
                    category="攻撃",
                    cost=2,
                    effect="《3》点のダメージを与える。",
                )
                for k in range(5)
            ),
            infinity_breaks=(InfinityBreak(id="ib1", skill_id="s1", level=3),),
            casting_board=tuple(
                BoardEntry(
                    id=f"e{k}", target_name=f"相手 {k}", emotions=("jealousy", "protectiveness"), bond=4
                )
                for k in range(3)
            ),
        )
        for n in range(size)
    )
    combatants = tuple(
        Combatant(id=f"m{n}", name=f"Goblin {n}", hp=Pool(current=8, maximum=8)) for n in range(100)
    )
    encounter = Encounter(
        mode=TensionMode.HIGH,
        phase=Phase.DECLARING,
        round=3,
        combatants=combatants,
        rolls={combatant.id: 5 for combatant in combatants},
        declarations=tuple(Quick(combatant.id, 1) for combatant in combatants[:20]),
    )
    log = tuple(
        LogEntry(kind="roll", params={"dice": (3, 4), "total": 7}, at=datetime(2025, 1, 1, tzinfo=UTC))
        for _ in range(2_000)
    )
    return Campaign(
        name="Benchmark",
        characters=characters,
        encounter=encounter,
        log=log,
        emotions=load_default_emotions(),
    )


def make_years(entries: int = LOG_ENTRIES) -> Campaign:
    """A few characters and a log as years of play leave it: checks with dice, ids and times."""
    start = datetime(2025, 4, 12, 19, 0, tzinfo=UTC)
    log = tuple(
        LogEntry(
            kind="check_resolved",
            params={
                "character_id": "e4b06ce6074147a8bce42c8218072e8c",
                "label": "回避",
                "dice": (3, 5, 6),
                "target": 10,
                "success": True,
            },
            mode=TensionMode.HIGH,
            round=number % 20,
            sequence=number % 13,
            ode=number % 7,
            at=start + timedelta(seconds=number),
        )
        for number in range(entries)
    )
    return make_campaign(6).model_copy(update={"name": "Years", "log": log})


def measure(folder: Path, name: str, campaign: Campaign, runs: int) -> tuple[float, float, float]:
    """Seconds to open and to save ``campaign``, and its size in MB."""
    path = folder / f"{name}.fhrc"
    save = median_seconds(lambda: write_campaign(path, campaign)(), runs)  # its stamp too, as the app
    load = median_seconds(lambda: read_campaign_stamped(path), runs)  # as the application opens a file
    # The figures only count if what is opened is what was saved.
    assert read_campaign(path).value == campaign
    return load, save, path.stat().st_size / 1024 / 1024


def start_up(campaign: Path, folder: Path, panel: str) -> Figure:
    """The first picture of the application started on ``campaign`` with ``panel`` in front, × that of
    the application started on the demo (the median of the pairs' ratios); the times are printed."""
    shot = ["--panel", panel, "--screenshot", str(folder / "shot.png")]
    commands = {
        "years": [sys.executable, "-m", "fhrtool", str(campaign), *shot],
        "demo": [sys.executable, "-m", "fhrtool", *shot],
    }
    runs = alternating(commands, str(folder / "home"), START_PAIRS)
    ratios = [years[3] / demo[3] for years, demo in zip(runs["years"], runs["demo"], strict=True)]
    picture = {name: statistics.median(run[3] for run in runs[name]) for name in commands}
    exit_ = {name: statistics.median(run[0] for run in runs[name]) for name in commands}
    print(
        f"storage    {panel:8} in front: first picture on the demo {picture['demo']:.2f} s, on a log of"
        f" {LOG_ENTRIES:,} {picture['years']:.2f} s (× {min(ratios):.2f}–{max(ratios):.2f});"
        f" exit {exit_['demo']:.2f} s and {exit_['years']:.2f} s"
    )
    return Figure(
        f"first picture, log of {LOG_ENTRIES:,}, {panel} in front, × demo",
        statistics.median(ratios),
        "×",
        START_LOG_TARGET,
        summary=panel in ("start", "log"),
    )


def main() -> int:
    figures = []
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        load, save, size = measure(folder, "thousand", make_campaign(), RUNS)
        figures += [
            Figure(f"open {CHARACTERS:,} characters ({size:.1f} MB)", load * 1000, "ms", LOAD_TARGET * 1000),
            Figure(f"save {CHARACTERS:,} characters", save * 1000, "ms", SAVE_TARGET * 1000),
        ]
        load, _save, size = measure(folder, "most", make_campaign(MOST_CHARACTERS), BIG_RUNS)
        figures.append(
            Figure(f"open {MOST_CHARACTERS:,} characters ({size:.1f} MB)", load, "s", OPEN_MOST_TARGET)
        )
        years = make_years()
        load, save, size = measure(folder, "years", years, BIG_RUNS)
        autosave = median_seconds(lambda: encode_campaign(years), BIG_RUNS)
        starts = [start_up(folder / "years.fhrc", folder, panel) for panel in PANELS]
        figures += [
            Figure(
                f"open a log of {LOG_ENTRIES:,} entries ({size:.1f} MB)",
                load,
                "s",
                OPEN_LOG_TARGET,
                summary=True,
            ),
            *starts,
            Figure(f"save a log of {LOG_ENTRIES:,} entries", save, "s", SAVE_LOG_TARGET, summary=True),
            Figure(f"encode (autosave) a log of {LOG_ENTRIES:,} entries", autosave, "s", SAVE_LOG_TARGET),
        ]
    return 0 if report("storage", figures) else 1


if __name__ == "__main__":
    sys.exit(main())
