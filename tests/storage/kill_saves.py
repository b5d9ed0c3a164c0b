"""Kill saving processes at random moments and report, after each kill, what the files hold.

Run by ``test_kill.py`` in a subprocess: it imports fhrtool once and forks one saving process per kill,
so that many kills stay fast. Usage: ``kill_saves.py FOLDER KILLS SEED``; prints one JSON line per kill,
then one with the temporary files left after one more save, which removes those of the killed saves.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sys
import time
from pathlib import Path

from fhrtool.model import Campaign, Character, Pool
from fhrtool.storage.atomic import BACKUP_FOLDER, backups
from fhrtool.storage.errors import LoadError
from fhrtool.storage.files import read_campaign, write_campaign


def version(number: int) -> Campaign:
    """Save number ``number``: large enough that a save takes a while, and different every time."""
    return Campaign(
        name=str(number),
        characters=tuple(
            Character(
                id=f"c{index}",
                name=f"Character {index} of save {number}",
                notes="ノート " * 50,
                hope=Pool(current=number % 6, maximum=5 + number % 2),
            )
            for index in range(40)
        ),
    )


def save_forever(path: Path, first: int, report: int) -> None:
    number = first
    while True:
        write_campaign(path, version(number))
        os.write(report, f"{number}\n".encode())
        number += 1


def state(path: Path) -> int | str:
    """The save number the file holds (checked against what that save wrote), or what is wrong."""
    try:
        campaign = read_campaign(path).value
    except LoadError as error:
        return str(error)
    if not campaign.name.isdigit() or campaign != version(int(campaign.name)):
        return f"{path}: holds content no save wrote"
    return int(campaign.name)


def main(folder: Path, kills: int, seed: int) -> None:
    rng = random.Random(seed)
    path = folder / "campaign.fhrc"
    start = time.perf_counter()
    for number in range(5):
        write_campaign(path, version(number))
    # Kill anywhere within about three saves, whatever the speed of this disk.
    longest = 3 * (time.perf_counter() - start) / 5
    current = 4
    for _ in range(kills):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the saving process; it never returns
            os.close(read_end)
            try:
                save_forever(path, current + 1, write_end)
            finally:
                os._exit(1)
        os.close(write_end)
        time.sleep(rng.uniform(0, longest))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        with os.fdopen(read_end, "rb") as reports:
            completed = [int(line) for line in reports.read().split()]
        found = state(path)
        litter = [item.name for item in folder.iterdir() if item.name.endswith(".tmp")]
        print(
            json.dumps(
                {
                    "completed": completed[-1] if completed else current,
                    "found": found,
                    "backups": [state(backup) for backup in backups(path)],
                    "interrupted_write": bool(litter),
                }
            ),
            flush=True,
        )
        current = found if isinstance(found, int) else current
    time.sleep(0.1)  # file times are coarse: the next save is later than every kill by the clock too
    write_campaign(path, version(current + 1))
    left = [item.name for place in (folder, folder / BACKUP_FOLDER) for item in place.iterdir()]
    print(json.dumps({"left": [name for name in left if name.endswith(".tmp")]}), flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
