"""How long planning a round takes: plan_round with 10, 100 and 1,000 combatants and every kind of declaration.

Run from the repository root: ``.venv/bin/python bench/bench_rules.py``. Prints the median of several runs.
"""

from __future__ import annotations

import sys
from random import Random

from report import Figure, median_seconds, report  # bench/ is the script's folder, first on sys.path

from fhrtool.model import Combatant, Pool
from fhrtool.rules.fhr import Delay, HopeOnSequence, Passive, Quick, Sync, plan_round

SIZES = (10, 100, 1_000)
RUNS = 15
TARGET_SIZE = 1_000
TARGET_SECONDS = 0.020


def make_round(size: int, seed: int = 0) -> tuple[list[Combatant], dict[str, int], list[object]]:
    """``size`` combatants in groups of six: one without declarations, then hope, quick, passive, delay and a
    sync with the first of the group (whose roll is kept lower, so every declaration is valid)."""
    rng = Random(seed)
    roster: list[Combatant] = []
    rolls: dict[str, int] = {}
    declarations: list[object] = []
    for n in range(size):
        combatant_id = f"c{n}"
        kind = n % 6
        reflex = 3 if kind == 5 else rng.randint(0, 3)
        roster.append(
            Combatant(
                id=combatant_id,
                name=f"Combatant {n}",
                reflex=reflex,
                life=2,
                will=2,
                hope=Pool(current=2, maximum=2),
            )
        )
        rolls[combatant_id] = 10 if kind == 5 else rng.randint(1, 9)
        if kind == 1:
            declarations.append(HopeOnSequence(combatant_id, (rng.randint(1, 6), rng.randint(1, 6))))
        elif kind == 2:
            declarations.append(Quick(combatant_id, rng.randint(1, 2)))
        elif kind == 3:
            declarations.append(Passive(combatant_id, 1))
        elif kind == 4:
            declarations.append(Delay(combatant_id, rolls[combatant_id] + reflex - 1))
        elif kind == 5:
            declarations.append(Sync(combatant_id, f"c{n - 5}"))
    return roster, rolls, declarations


def plan_seconds(size: int) -> float:
    """The median seconds plan_round takes for a round of ``size`` combatants."""
    roster, rolls, declarations = make_round(size)
    return median_seconds(lambda: plan_round(roster, rolls, declarations, round_number=2), RUNS)


def main() -> int:
    """plan_round alone (the rules, without the tracker around them) for each size; the target is at 1,000."""
    results = {size: plan_seconds(size) for size in SIZES}
    figures = [
        Figure(
            f"plan_round, {TARGET_SIZE:,} combatants (median)",
            results[TARGET_SIZE] * 1_000,
            "ms",
            TARGET_SECONDS * 1_000,
        )
    ]
    for size, seconds in results.items():
        print(f"rules      plan_round, {size:>6,} combatants {seconds * 1_000:8.3f} ms")
    return 0 if report("rules", figures) else 1


if __name__ == "__main__":
    sys.exit(main())
