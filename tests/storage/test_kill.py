"""A save killed at any moment leaves the old file or the new one, never a broken one."""

import json
import random
import subprocess
import sys
from pathlib import Path

KILLS = 60


def test_killing_saves_at_random_moments_always_leaves_the_old_or_the_new_file(tmp_path: Path) -> None:
    seed = random.SystemRandom().randrange(2**32)
    script = Path(__file__).with_name("kill_saves.py")
    finished = subprocess.run(
        [sys.executable, str(script), str(tmp_path), str(KILLS), str(seed)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert finished.returncode == 0, finished.stderr
    *kills, after = [json.loads(line) for line in finished.stdout.splitlines()]
    assert len(kills) == KILLS
    # What the killed saves left behind, the next save removed.
    assert after == {"left": []}, f"seed {seed}"
    for number, kill in enumerate(kills):
        where = f"kill {number} (seed {seed}): {kill}"
        # The last save that finished, or the one the kill interrupted; nothing else.
        assert kill["found"] in (kill["completed"], kill["completed"] + 1), where
        assert all(isinstance(backup, int) and backup <= kill["found"] for backup in kill["backups"]), where
