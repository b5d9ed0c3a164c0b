"""What a file held when the application last read or wrote it, to notice when another program changed it.

A stamp is the file's size, modification time and inode, and a hash of its bytes. Comparing the first three
costs one ``stat``; the file is read and hashed only when one of them differs, so that a file touched or
rewritten with the same bytes does not count as changed. The stamp of a file just read or written is made
from the bytes read or written (:func:`stamp_of_read`, :func:`stamp_of_written`), without reading it again.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

from fhrtool.model.frozen import frozen
from fhrtool.storage.digests import content_hasher

_CHUNK = 1024 * 1024
UNREADABLE = ""


@frozen
class FileStamp:
    size: int
    mtime_ns: int
    inode: int
    digest: str  # of the bytes (see content_hasher), or UNREADABLE

    def same_bytes(self, other: FileStamp | None) -> bool:
        """Whether ``other`` is known to hold the same bytes (a file that could not be read never does)."""
        return other is not None and self.digest != UNREADABLE and other.digest == self.digest


def _digest(path: Path) -> str:
    hasher = content_hasher()
    try:
        with open(path, "rb") as file:
            while chunk := file.read(_CHUNK):
                hasher.update(chunk)
    except OSError:
        return UNREADABLE
    return hasher.hexdigest()


def stamp_of(path: Path, known: FileStamp | None = None) -> FileStamp | None:
    """The stamp of the file ``path`` now, or None when there is no file there.

    When size, modification time and inode are those of ``known``, ``known`` itself is the answer and the
    file is not read.
    """
    try:
        info = os.stat(path)
    except OSError:
        return None
    if known is not None and (info.st_size, info.st_mtime_ns, info.st_ino) == (
        known.size,
        known.mtime_ns,
        known.inode,
    ):
        return known
    return FileStamp(info.st_size, info.st_mtime_ns, info.st_ino, _digest(path))


def _digest_of(data: bytes) -> str:
    hasher = content_hasher()
    hasher.update(data)
    return hasher.hexdigest()


def stamp_of_read(info: os.stat_result, data: bytes) -> Callable[[], FileStamp]:
    """The stamp of the bytes ``data`` read from a file of which ``os.stat`` said ``info`` just before,
    given by calling the answer.

    Size, time and inode are from before the read, the digest of what was read: a change made between
    the two is in the bytes read, so it is found to hold the same; one made while or after they were
    read gives other bytes, and is noticed. The digest is made on a thread of its own (hashing lets
    other threads run), so that it costs no time to a caller going on with the bytes.
    """
    digests: list[str] = []
    hashing = threading.Thread(target=lambda: digests.append(_digest_of(data)))
    hashing.start()

    def stamp() -> FileStamp:
        hashing.join()
        return FileStamp(info.st_size, info.st_mtime_ns, info.st_ino, digests[0])

    return stamp


def stamp_of_written(path: Path, data: bytes) -> Callable[[], FileStamp | None]:
    """The stamp of the file ``path`` that ``data`` has just replaced, given by calling the answer: its
    size, time and inode as they are now, and the digest of ``data`` rather than of the file read back,
    made when the stamp is asked for (a caller that keeps no stamp, such as a command, hashes nothing).
    A file of another size than ``data`` was replaced since by another program: its own stamp is the
    answer (None when it is gone)."""
    try:
        info = os.stat(path)
    except OSError:
        return lambda: None
    if info.st_size != len(data):
        other = stamp_of(path)
        return lambda: other
    return lambda: FileStamp(info.st_size, info.st_mtime_ns, info.st_ino, _digest_of(data))
