"""Recovery files: the autosaved state of an open campaign, offered back after a crash.

Every window is an :class:`Instance` with its own recovery file per document, named after the document's
path and the instance (``adventure-<hash>.<instance>.fhrc``; ``untitled.<instance>.fhrc`` for a campaign
never saved), the number of unsaved changes beside it (``….fhrc.json``). From its first autosave on, an
instance holds an operating-system lock on ``<instance>.lock``, which ends with its process however that
ends. Only the recovery files of instances that hold no lock are offered (:func:`find_recoveries`): what a
crash left behind, never a running window's work. Files named without an instance, from fhrtool versions
before, count as left behind.

A recovery file the user declines is not deleted but set aside in the ``discarded`` folder of the user data
folder, and removed from there after :data:`DISCARDED_DAYS` days (:func:`clean_up`). When to autosave is the
application's decision; these are the file operations.
"""

from __future__ import annotations

import json
import os
import re
import sys
from contextlib import suppress
from datetime import datetime
from pathlib import Path

from fhrtool.model import Campaign
from fhrtool.model.frozen import frozen
from fhrtool.storage.atomic import atomic_write, ensure_folder
from fhrtool.storage.digests import sha256_hex
from fhrtool.storage.errors import LoadError, SaveError
from fhrtool.storage.files import CAMPAIGN_SUFFIX, encode_campaign, read_campaign
from fhrtool.storage.jsonfile import read_bytes
from fhrtool.storage.paths import AppPaths

UNTITLED = "untitled"
DISCARDED_DAYS = 14
_STEM_MAX = 40
_LOCK_SUFFIX = ".lock"
_INFO_SUFFIX = ".json"
_INFO_MAX_BYTES = 4096
_INSTANCE = r"\d+-[0-9a-f]{8}"
_CLAIM_ATTEMPTS = 3
_DAY_SECONDS = 86_400

if sys.platform == "win32":  # pragma: no cover - the tests run where fcntl is
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        """Take the lock on the open file ``fd`` without waiting; False when another holds it (or locks
        do not work there)."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


@frozen
class RecoveryFile:
    """A recovery file left behind for ``document_path``.

    ``modified`` is when it was written (local time); ``changes`` how many changes it held that were not
    saved, when known; ``outdated`` whether the document file was written after it.
    """

    path: Path
    document_path: Path | None
    modified: datetime
    changes: int | None
    outdated: bool


def _new_id() -> str:
    # The process id helps a human tell the files apart; the random part keeps two windows of one
    # process, and a reused process id, apart.
    return f"{os.getpid()}-{os.urandom(4).hex()}"


def _document_key(document_path: Path | None) -> str:
    if document_path is None:
        return UNTITLED
    document = Path(document_path).resolve()
    # The hash tells apart documents of the same name in different folders; the name helps a human.
    digest = sha256_hex(os.fsencode(document))[:16]
    return f"{document.stem[:_STEM_MAX]}-{digest}"


def _info_path(recovery: Path) -> Path:
    return recovery.with_name(recovery.name + _INFO_SUFFIX)


def _lock_path(paths: AppPaths, instance_id: str) -> Path:
    return paths.recovery_dir / f"{instance_id}{_LOCK_SUFFIX}"


def _same_file(fd: int, path: Path) -> bool:
    """Whether ``path`` still names the open file ``fd`` (a cleaner may have removed it meanwhile)."""
    try:
        return os.path.samestat(os.fstat(fd), os.stat(path))
    except OSError:
        return False


def discarded_dir(paths: AppPaths) -> Path:
    """Where declined and replaced unsaved changes are kept for :data:`DISCARDED_DAYS` days."""
    return paths.data_dir / "discarded"


class Instance:
    """One window's claim on its recovery files: an id, and from the first write on a lock held on it."""

    def __init__(self, paths: AppPaths) -> None:
        self.paths = paths
        self.id = _new_id()
        self._lock: int | None = None

    def recovery_path(self, document_path: Path | None) -> Path:
        """This instance's recovery file for the document at ``document_path`` (None: never saved)."""
        return self.paths.recovery_dir / f"{_document_key(document_path)}.{self.id}{CAMPAIGN_SUFFIX}"

    def claim(self) -> None:
        """Hold this instance's lock (once); SaveError when the recovery folder cannot be written."""
        if self._lock is not None:
            return
        ensure_folder(self.paths.recovery_dir)
        attempt = 1
        while True:
            lock = _lock_path(self.paths, self.id)
            try:
                fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
            except OSError as error:
                if not isinstance(error, FileExistsError) or attempt == _CLAIM_ATTEMPTS:
                    raise SaveError(
                        "could not be saved ({reason})", path=lock, reason=error.strerror or str(error)
                    ) from error
            else:
                # Where locks do not work, the last attempt goes on unlocked: its files then look like a
                # running window's to every other one, so they are kept rather than taken over.
                if (_try_lock(fd) and _same_file(fd, lock)) or attempt == _CLAIM_ATTEMPTS:
                    self._lock = fd
                    return
                with suppress(OSError):
                    lock.unlink()
                os.close(fd)
            self.id = _new_id()
            attempt += 1

    def release(self) -> None:
        """Give up the lock: what is left of this instance's recovery files is then offered to others."""
        if self._lock is None:
            return
        os.close(self._lock)
        self._lock = None
        with suppress(OSError):
            _lock_path(self.paths, self.id).unlink()

    def write(self, document_path: Path | None, campaign: Campaign, changes: int | None = None) -> Path:
        """Autosave ``campaign`` (with ``changes`` unsaved changes) to this instance's recovery file of its
        document, atomically; returns that file. SaveError when it cannot be written."""
        self.claim()
        recovery = self.recovery_path(document_path)
        atomic_write(recovery, encode_campaign(campaign))
        atomic_write(_info_path(recovery), json.dumps({"changes": changes}).encode("utf-8"))
        return recovery


def _running(paths: AppPaths, instance_id: str) -> bool:
    """Whether the instance is still running: its lock file is there and locked."""
    try:
        fd = os.open(_lock_path(paths, instance_id), os.O_RDWR)
    except FileNotFoundError:
        return False
    except OSError:
        return True  # in doubt, another window's files are left alone
    try:
        return not _try_lock(fd)
    finally:
        os.close(fd)  # closing also drops the lock this check may have taken


def _changes(recovery: Path) -> int | None:
    try:
        info = json.loads(read_bytes(_info_path(recovery), _INFO_MAX_BYTES))
    except (LoadError, ValueError):
        return None
    changes = info.get("changes") if isinstance(info, dict) else None
    return changes if type(changes) is int else None


def find_recoveries(paths: AppPaths, document_path: Path | None) -> list[RecoveryFile]:
    """The recovery files of the document that no running instance owns, the most recent first."""
    key = _document_key(document_path)
    pattern = re.compile(re.escape(key) + rf"(?:\.({_INSTANCE}))?" + re.escape(CAMPAIGN_SUFFIX))
    try:
        names = sorted(os.listdir(paths.recovery_dir))
    except OSError:
        return []
    document_written: int | None = None
    if document_path is not None:
        # A document that is gone leaves the recovery file all that is left of it.
        with suppress(OSError):
            document_written = Path(document_path).stat().st_mtime_ns
    found = []
    for name in names:
        match = pattern.fullmatch(name)
        if match is None or (match[1] is not None and _running(paths, match[1])):
            continue
        path = paths.recovery_dir / name
        try:
            written = path.stat().st_mtime_ns
        except OSError:
            continue
        outdated = document_written is not None and document_written >= written
        modified = datetime.fromtimestamp(written / 1e9)
        found.append(RecoveryFile(path, document_path, modified, _changes(path), outdated))
    return sorted(found, key=lambda recovery: recovery.modified, reverse=True)


def read_recovery(recovery: RecoveryFile) -> Campaign:
    """The campaign of a recovery file; LoadError naming the file and the problem."""
    return read_campaign(recovery.path).value


def remove_recovery(path: Path) -> None:
    """Remove a recovery file that is no longer needed (its work was saved), if it is there."""
    # A recovery file that cannot be removed is harmless: once the document is saved it is older than
    # the document, and offered as outdated at most.
    for file in (path, _info_path(path)):
        with suppress(OSError):
            file.unlink()


def _aside_name(paths: AppPaths, stem: str) -> Path:
    return discarded_dir(paths) / f"{stem}.{os.urandom(4).hex()}{CAMPAIGN_SUFFIX}"


def set_aside(paths: AppPaths, path: Path, now: float) -> Path | None:
    """Move the recovery file ``path`` into the discarded folder, dated ``now`` (seconds since the epoch)
    for :func:`clean_up`; where it went, or None when it could not be moved (it then stays where it is)."""
    target = _aside_name(paths, path.stem)
    try:
        ensure_folder(target.parent)
        os.replace(path, target)
    except (OSError, SaveError):
        return None
    with suppress(OSError):
        os.utime(target, (now, now))
    with suppress(OSError):
        _info_path(path).unlink()
    return target


def keep_aside(paths: AppPaths, document_path: Path | None, campaign: Campaign, now: float) -> Path:
    """Write ``campaign`` into the discarded folder, dated ``now``: changes the user chose to replace,
    kept in case they were wanted after all. SaveError when it cannot be written."""
    target = _aside_name(paths, _document_key(document_path))
    ensure_folder(target.parent)
    atomic_write(target, encode_campaign(campaign))
    with suppress(OSError):
        os.utime(target, (now, now))
    return target


def _clean_discarded(paths: AppPaths, before: float) -> None:
    try:
        entries = list(os.scandir(discarded_dir(paths)))
    except OSError:
        return
    for entry in entries:
        with suppress(OSError):
            if entry.is_file() and entry.stat().st_mtime < before:
                os.unlink(entry.path)


def _clean_locks(paths: AppPaths) -> None:
    """Remove the lock files of instances that are gone and left no recovery file."""
    try:
        names = os.listdir(paths.recovery_dir)
    except OSError:
        return
    for name in names:
        instance_id = name.removesuffix(_LOCK_SUFFIX)
        if name == instance_id or not re.fullmatch(_INSTANCE, instance_id):
            continue
        if any(other.endswith(f".{instance_id}{CAMPAIGN_SUFFIX}") for other in names):
            continue
        try:
            fd = os.open(paths.recovery_dir / name, os.O_RDWR)
        except OSError:
            continue
        try:
            # Held while removing, so an instance that just created this file sees it gone and starts over.
            if _try_lock(fd):
                with suppress(OSError):
                    os.unlink(paths.recovery_dir / name)
        finally:
            os.close(fd)


def clean_up(paths: AppPaths, now: float, days: int = DISCARDED_DAYS) -> None:
    """Remove what was set aside more than ``days`` days before ``now``, and locks of instances gone."""
    _clean_discarded(paths, now - days * _DAY_SECONDS)
    _clean_locks(paths)
