"""Reading a file ahead, on a thread of its own, for the read of it that comes later.

The application is started with the campaign it opens (from a file manager, or a command line); that
file's bytes are read while the application's modules are imported and its window is built (reading
lets other threads run), so that a campaign of years is not read only once everything else is done.
Nothing here reports anything: a read ahead that failed, or whose file changed since, is not used, and
:func:`.jsonfile.read_file` reads the file itself, with its own checks and messages.
"""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

_Read = tuple[bytes, os.stat_result]

_AHEAD: dict[str, tuple[threading.Thread, list[_Read]]] = {}
"""The reads ahead not taken yet, by the absolute path of their file."""


def _key(path: str | os.PathLike[str]) -> str:
    return os.path.abspath(path)


def _read(path: str, limit: int, into: list[_Read]) -> None:
    try:
        info = os.stat(path)
        if stat.S_ISREG(info.st_mode) and info.st_size <= limit:
            with open(path, "rb") as file:
                into.append((file.read(limit + 1), info))
    except OSError:
        pass  # read_file will say what is wrong, if it still is


def read_ahead(path: str | os.PathLike[str], limit: int) -> None:
    """Start reading the regular file ``path`` (if it holds at most ``limit`` bytes) for :func:`take`."""
    key = _key(path)
    if key not in _AHEAD:
        bytes_read: list[_Read] = []
        thread = threading.Thread(target=_read, args=(key, limit, bytes_read), name="read ahead", daemon=True)
        _AHEAD[key] = (thread, bytes_read)
        thread.start()


def take(path: Path, limit: int) -> _Read | None:
    """The bytes read ahead of ``path`` and the file's ``os.stat`` from before they were read, once the
    read is done; None when none was started, it failed, or the file is not the one read any more (its
    size, modification time, inode or device changed) or holds more than ``limit`` bytes."""
    ahead = _AHEAD.pop(_key(path), None)
    if ahead is None:
        return None
    thread, bytes_read = ahead
    thread.join()
    if not bytes_read:
        return None
    data, before = bytes_read[0]
    try:
        now = os.stat(path)
    except OSError:
        return None
    unchanged = (now.st_size, now.st_mtime_ns, now.st_ino, now.st_dev) == (
        before.st_size,
        before.st_mtime_ns,
        before.st_ino,
        before.st_dev,
    )
    return (data, before) if unchanged and len(data) == before.st_size <= limit else None
