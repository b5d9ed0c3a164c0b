"""Saving without ever leaving a half-written file, and the backups kept beside it.

A save writes a temporary file in the same folder, flushes and fsyncs it, then ``os.replace``s the
target and fsyncs the folder: at every moment the target is the old file or the new one. Backups live
next to the file, in the folder :data:`BACKUP_FOLDER`, so they travel with it (to another machine, on a
USB stick) and sit where the user looks for them: ``campaign.bak1.fhrc`` is the previous version,
``campaign.bak2.fhrc`` the one before, up to :data:`GENERATIONS`; ``campaign.v1.fhrc`` is a file as it
was before an upgrade of its format, never overwritten.

Before the target is replaced, a save keeps it in the backup folder, made durable: under a second name
of the same file where the system and the disk have them (nothing is copied: the new file takes the
target's name, and the old file lives on under the backup's, see :data:`SECOND_NAMES`), else as a copy.
It then renames the older generations one up; the oldest moves aside under a temporary name and is only
deleted once the new file is in place. Until then every step is undone on failure, so a save that fails
(a full disk, say) leaves the file and every backup exactly as they were. The names of temporary files
and backups are cut to the file system's limit (see :func:`.paths.fitted_name`), so a file with a long
name saves in place. A save also removes the temporary files that earlier saves of the same file left
when they were killed.
"""

from __future__ import annotations

import errno
import io
import os
import re
import stat
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from fhrtool.storage.errors import SaveError
from fhrtool.storage.paths import fitted_name, name_limit

if TYPE_CHECKING:
    from _typeshed import ReadableBuffer

BACKUP_FOLDER = ".fhrtool-backups"
GENERATIONS = 5
SECOND_NAMES = os.name == "posix"
"""Whether the first backup may be the old file under a second name (a hard link) rather than a copy. Only
where a file open for reading can be synced: Windows flushes only a file open for writing."""

_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
_CHUNK = 1 << 20
# A suffix longer than this is no file type: a backup name keeps it only when it is this short or shorter.
_LONGEST_SUFFIX = 16
_TOKEN_DIGITS = 16
_TEMP_TAIL = rf"\.[0-9a-f]{{{_TOKEN_DIGITS}}}\.tmp"


def _save_error(path: Path, error: OSError) -> SaveError:
    reason = error.strerror or str(error)
    match error.errno:
        case errno.ENOENT:
            return SaveError("the folder does not exist", path=path, reason=reason)
        case errno.EACCES | errno.EPERM:
            return SaveError("permission denied", path=path, reason=reason)
        case errno.ENOSPC:
            return SaveError("the disk is full", path=path, reason=reason)
        case errno.EROFS:
            return SaveError("the disk is read-only", path=path, reason=reason)
        case errno.ENAMETOOLONG:
            return SaveError(
                "the name is too long for this disk; save it under a shorter name or in a shorter folder path",
                path=path,
                reason=reason,
            )
        case _:
            return SaveError("could not be saved ({reason})", path=path, reason=reason)


def _in_the_way(folder: Path, owner: Path, error: OSError) -> SaveError:
    """Why the folder ``folder`` for the backups of ``owner`` could not be made: what is in its way."""
    blocker = next((place for place in (folder, *folder.parents) if os.path.lexists(place)), None)
    if blocker is None or blocker.is_dir():
        return _save_error(owner, error)
    return SaveError(
        "could not be saved: {blocker} is a file, not a folder, so the backups cannot be kept in {folder}; "
        "rename or move that file, then save again",
        path=owner,
        blocker=blocker,
        folder=folder,
    )


def ensure_folder(folder: Path) -> None:
    """Create ``folder`` (and its parents) if needed, for the application's own files."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise _save_error(folder, error) from error


def _labelled(path: Path, label: str, folder: Path) -> Path:
    """``<stem>.<label><suffix>`` in ``folder``, cut to fit its file system."""
    stem, suffix = path.stem, path.suffix
    if len(os.fsencode(suffix)) > _LONGEST_SUFFIX:
        stem, suffix = path.name, ""
    return folder / fitted_name(stem, f".{label}{suffix}", name_limit(folder))


def backup_path(path: Path, generation: int) -> Path:
    """Where generation ``generation`` (1 = the previous version) of ``path`` is kept."""
    return _labelled(path, f"bak{generation}", path.parent / BACKUP_FOLDER)


def backups(path: Path) -> list[Path]:
    """The backups of ``path`` that exist, the most recent first."""
    found = (backup_path(path, generation) for generation in range(1, GENERATIONS + 1))
    return [backup for backup in found if backup.exists()]


def _temp_head(name: str, limit: int) -> str:
    """What every temporary name for the file ``name`` starts with: its tail is the same length."""
    tail = "." + "0" * _TOKEN_DIGITS + ".tmp"
    return fitted_name("." + name, tail, limit)[: -len(tail)]


def _temp_name(name: str, folder: Path) -> Path:
    """A fresh temporary name for the file ``name``, in ``folder``, that fits its file system."""
    head = _temp_head(name, name_limit(folder))
    return folder / f"{head}.{os.urandom(_TOKEN_DIGITS // 2).hex()}.tmp"


def _strays(name: str, folder: Path) -> re.Pattern[str]:
    """The temporary names saves of the file ``name`` give their files in ``folder``."""
    return re.compile(re.escape(_temp_head(name, name_limit(folder))) + _TEMP_TAIL)


def _write_all(descriptor: int, data: ReadableBuffer) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view) :]


class _DescriptorWriter(io.RawIOBase):
    """Writes to a descriptor it does not own, with ``os.write`` like every other write of a save."""

    def __init__(self, descriptor: int) -> None:
        super().__init__()
        self._descriptor = descriptor

    def writable(self) -> bool:
        return True

    def write(self, data: ReadableBuffer, /) -> int:
        return os.write(self._descriptor, data)


def _copy_mode(source: Path, target: Path) -> None:
    """Give the new file the permissions the user chose for the old one."""
    try:
        mode = stat.S_IMODE(os.stat(source).st_mode)
    except FileNotFoundError:
        return
    os.chmod(target, mode)


def _fsync_directory(folder: Path) -> None:
    """Make the renames in ``folder`` durable; where a folder cannot be opened (Windows) there is nothing to do."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


class _Undo:
    """What a save has made and moved so far, to put everything back as it was when it fails."""

    def __init__(self) -> None:
        self._files: list[Path] = []
        self._folders: list[Path] = []
        self._moves: list[tuple[Path, Path]] = []

    def create(self, path: Path) -> int:
        """A descriptor on the new file ``path``, which must not exist yet."""
        descriptor = os.open(path, _NEW_FILE, 0o666)
        self._files.append(path)
        return descriptor

    def copy(self, source: Path, copy: Path) -> None:
        """Copy ``source`` into the new file ``copy``, with its permissions, and make it durable."""
        descriptor = self.create(copy)
        try:
            with open(source, "rb") as original:
                while chunk := original.read(_CHUNK):
                    _write_all(descriptor, chunk)
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        _copy_mode(source, copy)

    def link(self, source: Path, name: Path) -> bool:
        """Give ``source`` the second name ``name``, a name that is free, and make its contents durable;
        False, with nothing made, where the disk has no second names (or not across these folders), or
        where ``source`` has another name already: a program writing into the file through that one would
        change the backup too. Like a copy, the backup has a temporary name until the generations are
        moved; a save killed meanwhile leaves it to the next save's sweep of strays."""
        try:
            if os.stat(source).st_nlink != 1:
                return False
            os.link(source, name)
        except OSError:
            return False
        self._files.append(name)
        descriptor = os.open(name, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        return True

    def folder(self, folder: Path, owner: Path) -> None:
        """Make sure the folder ``folder`` exists, for the backups of ``owner``."""
        try:
            os.mkdir(folder)
        except FileExistsError as error:
            if not folder.is_dir():
                raise _in_the_way(folder, owner, error) from error
        else:
            self._folders.append(folder)

    def move(self, source: Path, target: Path) -> None:
        """Rename ``source`` to ``target``, a name that is free."""
        os.replace(source, target)
        self._moves.append((source, target))

    def undo(self) -> None:
        """Put back what was moved, remove what was made; what fails to go back stays where it is."""
        for source, target in reversed(self._moves):
            with suppress(OSError):
                os.replace(target, source)
        for file in self._files:
            with suppress(OSError):
                os.unlink(file)
        for folder in self._folders:
            with suppress(OSError):
                os.rmdir(folder)


def _keep_generations(undo: _Undo, target: Path, generations: int) -> Path | None:
    """Make the current ``target`` the first backup and move the others one generation up.

    Returns where the oldest generation was moved aside, to delete once the new file is in place.
    """
    if generations < 1 or not target.exists():
        return None
    folder = target.parent / BACKUP_FOLDER
    undo.folder(folder, target)
    kept = _temp_name(target.name, folder)
    if not (SECOND_NAMES and undo.link(target, kept)):
        undo.copy(target, kept)
    oldest = backup_path(target, generations)
    dropped = None
    if os.path.lexists(oldest):
        dropped = _temp_name(target.name, folder)
        undo.move(oldest, dropped)
    for generation in range(generations - 1, 0, -1):
        older = backup_path(target, generation)
        if os.path.lexists(older):
            undo.move(older, backup_path(target, generation + 1))
    undo.move(kept, backup_path(target, 1))
    _fsync_directory(folder)
    return dropped


def _remove_strays(target: Path, before: int) -> None:
    """Remove the temporary files of saves of ``target`` that were killed: those older than ``before``."""
    for folder in (target.parent, target.parent / BACKUP_FOLDER):
        strays = _strays(target.name, folder)
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            with suppress(OSError):
                if strays.fullmatch(entry.name) and entry.stat(follow_symlinks=False).st_mtime_ns < before:
                    os.unlink(entry.path)


def _finish(target: Path, dropped: Path | None, started: int) -> None:
    """After the new file is in place: make that durable, then delete what is no longer needed."""
    try:
        _fsync_directory(target.parent)
    except OSError as error:
        # The new file is in place; the next save deletes the generation set aside.
        raise SaveError(
            "was saved, but the disk reported a problem while finishing ({reason}); save again to be sure",
            path=target,
            reason=error.strerror or str(error),
        ) from error
    if dropped is not None:
        with suppress(OSError):
            os.unlink(dropped)
    _remove_strays(target, started)


@contextmanager
def atomic_open(path: Path, *, generations: int = 0) -> Iterator[BinaryIO]:
    """A binary file to write; on leaving the block it atomically replaces ``path``.

    If the block raises, ``path`` is untouched and the temporary file removed; an OSError becomes a
    SaveError. ``generations`` > 0 keeps that many previous versions as backups. A symbolic link is
    followed: its target is replaced.
    """
    target = Path(os.path.realpath(path))  # a symbolic link loop is then an error of os.open
    undo = _Undo()
    try:
        temp = _temp_name(target.name, target.parent)
        descriptor = undo.create(temp)
        try:
            started = os.fstat(descriptor).st_mtime_ns
            with io.BufferedWriter(_DescriptorWriter(descriptor)) as file:
                yield file
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        _copy_mode(target, temp)
        dropped = _keep_generations(undo, target, generations)
        os.replace(temp, target)
    except BaseException as error:
        undo.undo()
        if isinstance(error, OSError):
            raise _save_error(target, error) from error
        raise
    _finish(target, dropped, started)


def atomic_write(path: Path, data: bytes, *, generations: int = 0) -> None:
    """Replace ``path`` with ``data`` atomically (see :func:`atomic_open`); SaveError on failure."""
    with atomic_open(path, generations=generations) as file:
        file.write(data)


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
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError) as error:
            raise _in_the_way(folder, path, error) from error
        while True:
            copy = _labelled(path, label if number == 1 else f"{label}-{number}", folder)
            undo = _Undo()
            try:
                undo.copy(path, copy)
            except FileExistsError:
                number += 1
            except BaseException:
                undo.undo()
                raise
            else:
                return copy
    except OSError as error:
        raise _save_error(path, error) from error
