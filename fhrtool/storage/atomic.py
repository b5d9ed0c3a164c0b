"""Saving without ever leaving a half-written file, and the backups kept beside it.

A save writes a temporary file in the same folder, flushes and fsyncs it, then ``os.replace``s the
target and fsyncs the folder: at every moment the target is the old file or the new one. Backups live
next to the file, in the folder :data:`BACKUP_FOLDER`, so they travel with it (to another machine, on a
USB stick) and sit where the user looks for them: ``campaign.bak1.fhrc`` is the previous version,
``campaign.bak2.fhrc`` the one before, up to :data:`GENERATIONS`; ``campaign.v1.fhrc`` is a file as it
was before an upgrade of its format, never overwritten.
"""

from __future__ import annotations

import errno
import os
import secrets
import shutil
import stat
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import BinaryIO

from fhrtool.storage.errors import SaveError

BACKUP_FOLDER = ".fhrtool-backups"
GENERATIONS = 5

_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)

_SAVE_PROBLEMS = {
    errno.ENOENT: "the folder does not exist",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the disk is read-only",
}


def _save_error(path: Path, error: OSError) -> SaveError:
    template = _SAVE_PROBLEMS.get(error.errno or 0, "could not be saved ({reason})")
    return SaveError(template, path=path, reason=error.strerror or str(error))


def ensure_folder(folder: Path) -> None:
    """Create ``folder`` (and its parents) if needed, for the application's own files."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise _save_error(folder, error) from error


def backup_path(path: Path, generation: int) -> Path:
    """Where generation ``generation`` (1 = the previous version) of ``path`` is kept."""
    return path.parent / BACKUP_FOLDER / f"{path.stem}.bak{generation}{path.suffix}"


def backups(path: Path) -> list[Path]:
    """The backups of ``path`` that exist, the most recent first."""
    found = (backup_path(path, generation) for generation in range(1, GENERATIONS + 1))
    return [backup for backup in found if backup.exists()]


def _temp_beside(target: Path) -> Path:
    """A fresh temporary name in ``target``'s folder: ``os.replace`` is atomic only within one file system."""
    return target.with_name(f".{target.name}.{secrets.token_hex(8)}.tmp")


def _copy(source: Path, target: Path) -> None:
    """Copy ``source`` over ``target`` through a temporary file, so ``target`` is never partial."""
    temp = _temp_beside(target)
    try:
        shutil.copyfile(source, temp)
        os.replace(temp, target)
    except BaseException:
        with suppress(OSError):
            temp.unlink()
        raise


def _rotate(path: Path, generations: int) -> None:
    """Shift the backups of ``path`` by one generation and keep the current file as the first."""
    if generations < 1 or not path.exists():
        return
    (path.parent / BACKUP_FOLDER).mkdir(exist_ok=True)
    for generation in range(generations - 1, 0, -1):
        older = backup_path(path, generation)
        if older.exists():
            os.replace(older, backup_path(path, generation + 1))
    _copy(path, backup_path(path, 1))


def _copy_mode(source: Path, target: Path) -> None:
    """Give the new file the permissions the user chose for the old one."""
    try:
        mode = stat.S_IMODE(os.stat(source).st_mode)
    except FileNotFoundError:
        return
    os.chmod(target, mode)


def _fsync_directory(folder: Path) -> None:
    """Make the rename itself durable; where a folder cannot be opened (Windows) there is nothing to do."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


@contextmanager
def atomic_open(path: Path, *, generations: int = 0) -> Iterator[BinaryIO]:
    """A binary file to write; on leaving the block it atomically replaces ``path``.

    If the block raises, ``path`` is untouched and the temporary file removed; an OSError becomes a
    SaveError. ``generations`` > 0 keeps that many previous versions as backups. A symbolic link is
    followed: its target is replaced.
    """
    target = Path(path).resolve()
    temp = _temp_beside(target)
    try:
        descriptor = os.open(temp, _NEW_FILE, 0o666)
    except OSError as error:
        raise _save_error(target, error) from error
    try:
        with os.fdopen(descriptor, "wb") as file:
            yield file
            file.flush()
            os.fsync(file.fileno())
        _copy_mode(target, temp)
        _rotate(target, generations)
        os.replace(temp, target)
    except BaseException as error:
        with suppress(OSError):
            temp.unlink()
        if isinstance(error, OSError):
            raise _save_error(target, error) from error
        raise
    _fsync_directory(target.parent)


def atomic_write(path: Path, data: bytes, *, generations: int = 0) -> None:
    """Replace ``path`` with ``data`` atomically (see :func:`atomic_open`); SaveError on failure."""
    with atomic_open(path, generations=generations) as file:
        file.write(data)


def _copy_new(source: Path, copy: Path) -> None:
    """Copy ``source`` to ``copy``, which must not exist yet; no partial copy is left on failure."""
    with open(source, "rb") as original:
        descriptor = os.open(copy, _NEW_FILE, 0o666)
        try:
            with os.fdopen(descriptor, "wb") as target:
                shutil.copyfileobj(original, target)
                target.flush()
                os.fsync(target.fileno())
        except BaseException:
            copy.unlink()
            raise


def keep_original(path: Path, label: str, folder: Path | None = None) -> Path | None:
    """Keep a copy of ``path`` as it is now, as ``<stem>.<label><suffix>`` in ``folder``.

    ``folder`` is the backup folder beside the file unless given. An existing copy is never overwritten:
    the new one gets a number. Returns the copy, or None when there is no file to keep.
    """
    folder = path.parent / BACKUP_FOLDER if folder is None else folder
    number = 1
    try:
        if not path.exists():
            return None
        folder.mkdir(parents=True, exist_ok=True)
        while True:
            copy = folder / f"{path.stem}.{label}{'' if number == 1 else f'-{number}'}{path.suffix}"
            try:
                _copy_new(path, copy)
            except FileExistsError:
                number += 1
            else:
                return copy
    except OSError as error:
        raise _save_error(path, error) from error
