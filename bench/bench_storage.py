"""How long a large campaign takes to load (read, check, validate) and to save (encode, write, back up).

Run from the repository root: ``.venv/bin/python bench/bench_storage.py``. The campaign has 1,000
characters with skills, Infinity Break registrations and casting boards, an encounter of 100 combatants
and a log of 2,000 entries. Prints the median of several runs and whether the target is met.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    Combatant,
    Encounter,
    InfinityBreak,
    LogEntry,
    Pool,
    Quick,
    Skill,
    TensionMode,
)
from fhrtool.storage.files import read_campaign, write_campaign

CHARACTERS = 1_000
RUNS = 7
TARGET_SECONDS = 0.300


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
        round=3,
        combatants=combatants,
        rolls={combatant.id: 5 for combatant in combatants},
        declarations=tuple(Quick(combatant.id, 1) for combatant in combatants[:20]),
    )
    log = tuple(
        LogEntry(kind="roll", params={"dice": (3, 4), "total": 7}, at=datetime(2025, 1, 1, tzinfo=UTC))
        for _ in range(2_000)
    )
    return Campaign(name="Benchmark", characters=characters, encounter=encounter, log=log)


def median_seconds(action: Callable[[], object]) -> float:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    campaign = make_campaign()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "benchmark.fhrc"
        save = median_seconds(lambda: write_campaign(path, campaign))
        load = median_seconds(lambda: read_campaign(path))
        size = path.stat().st_size
        # The figures only count if what is loaded is what was saved.
        assert read_campaign(path).value == campaign
    print(
        f"campaign of {CHARACTERS:,} characters: {size / 1024 / 1024:.1f} MB on disk; median of {RUNS} runs"
    )
    for what, seconds in (("load + validate", load), ("save (atomic, with backups)", save)):
        verdict = "met" if seconds <= TARGET_SECONDS else "MISSED"
        print(f"  {what:<28} {seconds * 1000:7.1f} ms   target {TARGET_SECONDS * 1000:.0f} ms: {verdict}")


if __name__ == "__main__":
    main()
