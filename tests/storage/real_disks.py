"""Save onto a real small disk that fills up, or turns read-only, and report what is left on it.

Run by ``test_real_disks.py`` as root in a private mount namespace (``unshare -m``), so that the tmpfs
it mounts is seen by no other process and goes away with it. Usage: ``real_disks.py SCENARIO FOLDER``;
prints one JSON line per attempt. Exits with :data:`CANNOT_MOUNT` when the disk cannot be mounted.
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

from faults import snapshot

from fhrtool.storage import atomic
from fhrtool.storage.atomic import BACKUP_FOLDER, GENERATIONS, atomic_write, backups
from fhrtool.storage.errors import SaveError

CANNOT_MOUNT = 77
KIB = 1024
SIZE = 96 * KIB  # of each version of the file
DISK = 1024 * KIB


def version(number: int) -> bytes:
    return (f"version {number} ".encode() * SIZE)[:SIZE]


def mount(*arguments: str) -> None:
    finished = subprocess.run(["mount", *arguments], capture_output=True, text=True, check=False)
    if finished.returncode != 0:
        print(finished.stderr, file=sys.stderr)
        sys.exit(CANNOT_MOUNT)


def attempt(path: Path, data: bytes) -> dict[str, object]:
    """One save: its error, and whether the disk holds exactly what it held before."""
    before = snapshot(path.parent)
    try:
        atomic_write(path, data, generations=GENERATIONS)
    except SaveError as error:
        return {"error": str(error), "unchanged": snapshot(path.parent) == before}
    return {"error": None, "unchanged": snapshot(path.parent) == before}


def fill(folder: Path, room: int) -> Path:
    """Fill the disk, then give back ``room`` bytes."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as file:
        try:
            while True:
                file.write(b"\0" * (4 * KIB))
        except OSError as error:
            if error.errno != errno.ENOSPC:
                raise
    os.truncate(filler, max(0, filler.stat().st_size - room))
    return filler


def full(folder: Path, second_names: bool) -> None:
    """Saves that fail for want of room, then one that does not. With ``second_names`` the backup is the
    old file under a second name and needs no room; without, it is a copy and needs as much as the file."""
    atomic.SECOND_NAMES = second_names
    mount("-t", "tmpfs", "-o", f"size={DISK}", "tmpfs", str(folder))
    path = folder / "campaign.fhrc"
    for number in range(GENERATIONS + 1):
        atomic_write(path, version(number), generations=GENERATIONS)
    # No room; room for part of the new file; room for the new file but not a copy of the old one.
    new_file_only = SIZE + SIZE // 2
    for room in (0, SIZE // 2) if second_names else (0, SIZE // 2, new_file_only):
        filler = fill(folder, room)
        for _ in range(3):
            print(json.dumps({"room": room, **attempt(path, version(99))}), flush=True)
        filler.unlink()
    filler = fill(folder, new_file_only) if second_names else None
    atomic_write(path, version(99), generations=GENERATIONS)
    if filler is not None:
        filler.unlink()
    found = [path.read_bytes(), *(backup.read_bytes() for backup in backups(path))]
    expected = [version(99), *(version(number) for number in range(GENERATIONS, 0, -1))]
    print(json.dumps({"room": None, "error": None, "unchanged": found == expected}), flush=True)


def read_only(folder: Path, backups_only: bool) -> None:
    mount("-t", "tmpfs", "-o", f"size={DISK}", "tmpfs", str(folder))
    path = folder / "campaign.fhrc"
    for number in range(3):
        atomic_write(path, version(number), generations=GENERATIONS)
    if backups_only:
        backup_folder = str(folder / BACKUP_FOLDER)
        mount("--bind", backup_folder, backup_folder)
        mount("-o", "remount,bind,ro", backup_folder)
    else:
        mount("-o", "remount,ro", str(folder))
    print(json.dumps({"room": None, **attempt(path, version(99))}), flush=True)


def main(scenario: str, folder: Path) -> None:
    if scenario in ("full", "full, copies"):
        full(folder, second_names=scenario == "full")
    else:
        read_only(folder, backups_only=scenario == "read-only backups")


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]))
