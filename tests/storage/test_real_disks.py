"""Saves on real disks that are full or read-only change nothing on them.

A full disk and a read-only one are small tmpfs mounts, which needs root: the test mounts them in a
private mount namespace and is skipped elsewhere (``test_save_faults.py`` makes every step of a save fail
on any machine). A folder the user may not write to needs a user who is not root.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fhrtool.storage.atomic import GENERATIONS, atomic_write
from fhrtool.storage.errors import SaveError
from tests.storage.faults import snapshot

SCRIPT = Path(__file__).with_name("real_disks.py")
CANNOT_MOUNT = 77


def _run(scenario: str, folder: Path) -> list[dict[str, object]]:
    if os.geteuid() != 0 or shutil.which("unshare") is None or shutil.which("mount") is None:
        pytest.skip("mounting a small disk takes root, unshare and mount")
    finished = subprocess.run(
        [
            "unshare",
            "--mount",
            "--propagation",
            "private",
            sys.executable,
            str(SCRIPT),
            scenario,
            str(folder),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if finished.returncode == CANNOT_MOUNT or "unshare failed" in finished.stderr:
        pytest.skip(f"no small disk could be mounted here: {finished.stderr.strip()}")
    assert finished.returncode == 0, finished.stderr
    return [json.loads(line) for line in finished.stdout.splitlines()]


@pytest.mark.parametrize(("scenario", "failing"), [("full", 6), ("full, copies", 9)])
def test_failed_saves_on_a_full_disk_change_nothing_and_the_next_save_works(
    tmp_path: Path, scenario: str, failing: int
) -> None:
    """With the backup under a second name, room for the new file is enough (the last save); with copies,
    the copy needs room too and three more saves fail."""
    attempts = _run(scenario, tmp_path)
    *failed, last = attempts
    assert len(failed) == failing
    for attempt in failed:
        assert attempt["error"] == f"{tmp_path / 'campaign.fhrc'}: the disk is full", attempt
        assert attempt["unchanged"], attempt
    assert last == {"room": None, "error": None, "unchanged": True}  # with room again, all five generations


@pytest.mark.parametrize("scenario", ["read-only", "read-only backups"])
def test_a_save_on_a_read_only_disk_changes_nothing(tmp_path: Path, scenario: str) -> None:
    [attempt] = _run(scenario, tmp_path)
    assert attempt == {
        "room": None,
        "error": f"{tmp_path / 'campaign.fhrc'}: the disk is read-only",
        "unchanged": True,
    }


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write into any folder")
@pytest.mark.parametrize("read_only", ["the folder", "the backup folder"])
def test_a_save_into_a_folder_the_user_may_not_write_changes_nothing(tmp_path: Path, read_only: str) -> None:
    path = tmp_path / "campaign.fhrc"
    for number in range(3):
        atomic_write(path, f"v{number}".encode(), generations=GENERATIONS)
    folder = tmp_path if read_only == "the folder" else tmp_path / ".fhrtool-backups"
    folder.chmod(0o555)
    before = snapshot(tmp_path)
    try:
        with pytest.raises(SaveError, match=f"^{path}: permission denied$"):
            atomic_write(path, b"new", generations=GENERATIONS)
        assert snapshot(tmp_path) == before
    finally:
        folder.chmod(0o755)
