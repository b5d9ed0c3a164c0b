import errno
import os
import stat
from pathlib import Path

import pytest

from fhrtool.storage import atomic
from fhrtool.storage.atomic import (
    BACKUP_FOLDER,
    atomic_open,
    atomic_write,
    backup_path,
    backups,
    ensure_folder,
    keep_original,
)
from fhrtool.storage.errors import SaveError


def _names(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def test_atomic_write_creates_and_replaces(tmp_path: Path) -> None:
    path = tmp_path / "a.fhrc"
    atomic_write(path, b"one")
    atomic_write(path, b"two")
    assert path.read_bytes() == b"two"
    assert _names(tmp_path) == ["a.fhrc"]  # no temporary file, no backup folder without generations


def test_an_exception_inside_the_block_leaves_the_file_and_no_litter(tmp_path: Path) -> None:
    path = tmp_path / "a.fhrc"
    path.write_bytes(b"old")

    def encode_and_fail() -> None:
        with atomic_open(path) as file:
            file.write(b"half of the new")
            raise ZeroDivisionError

    with pytest.raises(ZeroDivisionError):
        encode_and_fail()
    assert path.read_bytes() == b"old"
    assert _names(tmp_path) == ["a.fhrc"]


@pytest.mark.parametrize(
    ("number", "message"),
    [
        (errno.ENOSPC, "the disk is full"),
        (errno.EROFS, "the disk is read-only"),
        (errno.EACCES, "permission denied"),
        (errno.EIO, r"could not be saved \(Input/output error\)"),
    ],
)
def test_a_disk_error_is_a_save_error_and_leaves_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, number: int, message: str
) -> None:
    path = tmp_path / "a.fhrc"
    path.write_bytes(b"old")

    def fail(_descriptor: int) -> None:
        raise OSError(number, os.strerror(number))

    monkeypatch.setattr(atomic.os, "fsync", fail)
    with pytest.raises(SaveError, match=f"^{path}: {message}$") as error:
        atomic_write(path, b"new", generations=5)
    assert error.value.path == path
    assert path.read_bytes() == b"old"
    assert _names(tmp_path) == ["a.fhrc"]


def test_an_error_without_a_reason_still_says_something(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fail(_descriptor: int) -> None:
        raise OSError("odd failure")

    monkeypatch.setattr(atomic.os, "fsync", fail)
    with pytest.raises(SaveError, match=r"could not be saved \(odd failure\)$"):
        atomic_write(tmp_path / "a.fhrc", b"new")


def test_saving_into_a_missing_folder_says_so(tmp_path: Path) -> None:
    path = tmp_path / "nowhere" / "a.fhrc"
    with pytest.raises(SaveError, match=r"a.fhrc: the folder does not exist$"):
        atomic_write(path, b"x")


def test_the_new_file_keeps_the_permissions_of_the_old(tmp_path: Path) -> None:
    path = tmp_path / "a.fhrc"
    path.write_bytes(b"old")
    path.chmod(0o600)
    atomic_write(path, b"new")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    path = tmp_path / "a.fhrc"
    atomic_write(path, b"new")
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask


def test_a_symbolic_link_is_followed(tmp_path: Path) -> None:
    real = tmp_path / "real.fhrc"
    real.write_bytes(b"old")
    link = tmp_path / "link.fhrc"
    link.symlink_to(real)
    atomic_write(link, b"new")
    assert link.is_symlink()
    assert real.read_bytes() == b"new"


def test_the_folder_is_synced_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real_fsync = os.fsync

    def record(descriptor: int) -> None:
        synced.append(stat.S_IFMT(os.fstat(descriptor).st_mode))
        real_fsync(descriptor)

    monkeypatch.setattr(atomic.os, "fsync", record)
    atomic_write(tmp_path / "a.fhrc", b"x")
    assert synced == [stat.S_IFREG, stat.S_IFDIR]


def test_a_folder_that_cannot_be_opened_is_not_synced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As on Windows, where a folder cannot be opened: the save still succeeds."""
    real_open = os.open

    def no_folders(path: str, flags: int, mode: int = 0o777) -> int:
        if Path(path).is_dir():
            raise PermissionError(errno.EACCES, "cannot open a folder")
        return real_open(path, flags, mode)

    monkeypatch.setattr(atomic.os, "open", no_folders)
    atomic_write(tmp_path / "a.fhrc", b"x")
    assert (tmp_path / "a.fhrc").read_bytes() == b"x"


def test_generations_rotate_and_the_oldest_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "camp.fhrc"
    for version in range(8):
        atomic_write(path, f"v{version}".encode(), generations=5)
    assert path.read_bytes() == b"v7"
    assert [backup.read_bytes() for backup in backups(path)] == [b"v6", b"v5", b"v4", b"v3", b"v2"]
    assert _names(tmp_path / BACKUP_FOLDER) == [f"camp.bak{n}.fhrc" for n in range(1, 6)]


def test_one_generation_is_replaced_each_time(tmp_path: Path) -> None:
    path = tmp_path / "camp.fhrc"
    for version in range(3):
        atomic_write(path, f"v{version}".encode(), generations=1)
    assert [backup.read_bytes() for backup in backups(path)] == [b"v1"]


def test_the_first_save_has_nothing_to_back_up(tmp_path: Path) -> None:
    path = tmp_path / "camp.fhrc"
    atomic_write(path, b"v0", generations=5)
    assert backups(path) == []
    assert _names(tmp_path) == ["camp.fhrc"]


def test_backup_names_keep_the_suffix(tmp_path: Path) -> None:
    assert backup_path(tmp_path / "my.camp.fhrc", 2) == tmp_path / BACKUP_FOLDER / "my.camp.bak2.fhrc"
    assert backup_path(tmp_path / "notes", 1) == tmp_path / BACKUP_FOLDER / "notes.bak1"


def test_a_file_where_the_backup_folder_belongs_is_named_in_the_error(tmp_path: Path) -> None:
    path = tmp_path / "camp.fhrc"
    path.write_bytes(b"old")
    blocker = tmp_path / BACKUP_FOLDER
    blocker.write_bytes(b"a file where the backup folder belongs")
    with pytest.raises(SaveError) as error:
        atomic_write(path, b"new", generations=5)
    assert str(error.value) == (
        f"{path}: could not be saved: {blocker} is a file, not a folder, so the backups cannot be kept in "
        f"{blocker}; rename or move that file, then save again"
    )
    assert error.value.params["blocker"] == blocker
    assert path.read_bytes() == b"old"
    assert blocker.read_bytes() == b"a file where the backup folder belongs"
    assert _names(tmp_path) == [BACKUP_FOLDER, "camp.fhrc"]


def test_a_broken_link_where_the_backup_folder_belongs_is_named_too(tmp_path: Path) -> None:
    path = tmp_path / "camp.fhrc"
    path.write_bytes(b"old")
    (tmp_path / BACKUP_FOLDER).symlink_to(tmp_path / "gone")
    with pytest.raises(SaveError, match=f"{tmp_path / BACKUP_FOLDER} is a file, not a folder"):
        atomic_write(path, b"new", generations=5)
    assert path.read_bytes() == b"old"


def test_a_backup_folder_that_is_a_link_to_a_folder_is_used(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / BACKUP_FOLDER).symlink_to(elsewhere)
    path = tmp_path / "camp.fhrc"
    atomic_write(path, b"old", generations=5)
    atomic_write(path, b"new", generations=5)
    assert (elsewhere / "camp.bak1.fhrc").read_bytes() == b"old"


def test_a_backup_folder_that_cannot_be_made_stops_the_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "camp.fhrc"
    path.write_bytes(b"old")
    real_mkdir = os.mkdir

    def refuse(folder: str, mode: int = 0o777) -> None:
        if Path(folder).name == BACKUP_FOLDER:
            raise PermissionError(errno.EACCES, "Permission denied")
        real_mkdir(folder, mode)

    monkeypatch.setattr(atomic.os, "mkdir", refuse)
    with pytest.raises(SaveError, match=r"camp.fhrc: permission denied$"):
        atomic_write(path, b"new", generations=5)
    assert _names(tmp_path) == ["camp.fhrc"]


def _saved(folder: Path, *versions: bytes) -> Path:
    """``camp.fhrc`` in ``folder``, saved as each of ``versions`` in turn, keeping five generations."""
    path = folder / "camp.fhrc"
    for version in versions:
        atomic_write(path, version, generations=5)
    return path


def _no_second_names(_source: object, _name: object) -> None:
    raise OSError(errno.EPERM, "Operation not permitted")  # as a FAT or exFAT disk answers


def test_a_failed_backup_copy_leaves_every_generation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _saved(tmp_path, b"v0", b"v1")
    monkeypatch.setattr(atomic.os, "link", _no_second_names)  # the backup is copied
    real_write = os.write
    writes: list[int] = []

    def fill_up(descriptor: int, data: bytes) -> int:
        """The new file fits; the copy of the old one into the backup folder fills the disk."""
        writes.append(descriptor)
        if len(writes) == 1:
            return real_write(descriptor, data)
        real_write(descriptor, data[:1])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "write", fill_up)
    with pytest.raises(SaveError, match="the disk is full"):
        atomic_write(path, b"v2", generations=5)
    assert path.read_bytes() == b"v1"
    assert [backup.read_bytes() for backup in backups(path)] == [b"v0"]
    assert _names(tmp_path / BACKUP_FOLDER) == ["camp.bak1.fhrc"]
    assert _names(tmp_path) == [BACKUP_FOLDER, "camp.fhrc"]


def _written(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The bytes of each write of a save from now on."""
    real_write = os.write
    sizes: list[int] = []

    def counted(descriptor: int, data: bytes) -> int:
        written = real_write(descriptor, data)
        sizes.append(written)
        return written

    monkeypatch.setattr(atomic.os, "write", counted)
    return sizes


def test_the_first_backup_is_the_old_file_under_a_second_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing of the old file is copied: it lives on as the backup, and only the new file is written."""
    path = _saved(tmp_path, b"v0" * 1000, b"v1" * 1000)
    old = path.stat()
    sizes = _written(monkeypatch)
    atomic_write(path, b"v2" * 1000, generations=5)
    assert sum(sizes) == 2000
    first = backup_path(path, 1).stat()
    assert (first.st_ino, first.st_dev, first.st_mtime_ns) == (old.st_ino, old.st_dev, old.st_mtime_ns)
    assert first.st_nlink == 1  # the target's name now holds the new file
    assert [backup.read_bytes() for backup in backups(path)] == [b"v1" * 1000, b"v0" * 1000]
    assert _names(tmp_path / BACKUP_FOLDER) == ["camp.bak1.fhrc", "camp.bak2.fhrc"]


def test_a_disk_without_second_names_keeps_a_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _saved(tmp_path, b"v0")
    monkeypatch.setattr(atomic.os, "link", _no_second_names)
    sizes = _written(monkeypatch)
    atomic_write(path, b"v1", generations=5)
    assert sum(sizes) == 4  # the new file, and the copy of the old one
    assert [backup.read_bytes() for backup in backups(path)] == [b"v0"]
    assert _names(tmp_path / BACKUP_FOLDER) == ["camp.bak1.fhrc"]


def test_a_file_with_another_name_is_backed_up_as_a_copy(tmp_path: Path) -> None:
    """A program writing into the file through its other name must not change the backup."""
    path = _saved(tmp_path, b"v0")
    other = tmp_path / "elsewhere.fhrc"
    os.link(path, other)
    atomic_write(path, b"v1", generations=5)
    first = backup_path(path, 1)
    assert first.stat().st_ino != other.stat().st_ino
    other.write_bytes(b"changed through the other name")
    assert first.read_bytes() == b"v0"
    assert path.read_bytes() == b"v1"


def test_where_the_system_keeps_no_second_names_the_backup_is_a_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows syncs only a file open for writing: there, as on a disk without second names, a copy."""
    path = _saved(tmp_path, b"v0")
    monkeypatch.setattr(atomic, "SECOND_NAMES", False)
    old = path.stat()
    atomic_write(path, b"v1", generations=5)
    first = backup_path(path, 1)
    assert first.stat().st_ino != old.st_ino
    assert first.read_bytes() == b"v0"
    assert _names(tmp_path / BACKUP_FOLDER) == ["camp.bak1.fhrc"]


def test_a_save_that_fails_after_the_backup_takes_its_second_name_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _saved(tmp_path, b"v0", b"v1")
    real_replace = os.replace

    def full(source: object, target: object) -> None:
        if Path(str(target)) == path:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_replace(source, target)  # type: ignore[arg-type]

    monkeypatch.setattr(atomic.os, "replace", full)
    with pytest.raises(SaveError, match="the disk is full"):
        atomic_write(path, b"v2", generations=5)
    assert path.read_bytes() == b"v1"
    assert path.stat().st_nlink == 1
    assert [backup.read_bytes() for backup in backups(path)] == [b"v0"]
    assert _names(tmp_path / BACKUP_FOLDER) == ["camp.bak1.fhrc"]
    assert _names(tmp_path) == [BACKUP_FOLDER, "camp.fhrc"]


def test_backups_keep_the_permissions_of_the_file(tmp_path: Path) -> None:
    path = _saved(tmp_path, b"v0")
    path.chmod(0o600)
    atomic_write(path, b"v1", generations=5)
    assert stat.S_IMODE(backup_path(path, 1).stat().st_mode) == 0o600


def test_a_symbolic_link_loop_is_a_save_error(tmp_path: Path) -> None:
    (tmp_path / "a.fhrc").symlink_to(tmp_path / "b.fhrc")
    (tmp_path / "b.fhrc").symlink_to(tmp_path / "a.fhrc")
    with pytest.raises(SaveError, match=r"could not be saved \(Too many levels of symbolic links\)$"):
        atomic_write(tmp_path / "a.fhrc", b"new", generations=5)


def test_a_file_written_in_pieces_is_written_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``os.write`` may write less than it is given, on a pipe or a nearly full disk."""
    real_write = os.write
    monkeypatch.setattr(atomic.os, "write", lambda descriptor, data: real_write(descriptor, bytes(data)[:7]))
    path = tmp_path / "camp.fhrc"
    data = bytes(range(256)) * 40
    atomic_write(path, data)
    atomic_write(path, data[::-1], generations=5)
    assert path.read_bytes() == data[::-1]
    assert backup_path(path, 1).read_bytes() == data


def test_keep_original_copies_beside_the_file_and_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "camp.fhrc"
    path.write_bytes(b"first")
    first = keep_original(path, "v1")
    path.write_bytes(b"second")
    second = keep_original(path, "v1")
    path.write_bytes(b"third")
    third = keep_original(path, "v1")
    assert first == tmp_path / BACKUP_FOLDER / "camp.v1.fhrc"
    assert second == tmp_path / BACKUP_FOLDER / "camp.v1-2.fhrc"
    assert third == tmp_path / BACKUP_FOLDER / "camp.v1-3.fhrc"
    assert [copy.read_bytes() for copy in (first, second, third)] == [b"first", b"second", b"third"]


def test_keep_original_into_another_folder(tmp_path: Path) -> None:
    path = tmp_path / "prefs.json"
    path.write_bytes(b"{")
    copy = keep_original(path, "set-aside", tmp_path / "deep" / "backups")
    assert copy == tmp_path / "deep" / "backups" / "prefs.set-aside.json"
    assert copy.read_bytes() == b"{"


def test_keep_original_without_a_file_keeps_nothing(tmp_path: Path) -> None:
    assert keep_original(tmp_path / "none.fhrc", "v1") is None
    assert _names(tmp_path) == []


def test_keep_original_of_a_file_it_cannot_look_at_is_a_save_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(_self: Path) -> bool:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(atomic.Path, "exists", refuse)
    with pytest.raises(SaveError, match=r"camp.fhrc: permission denied$"):
        keep_original(tmp_path / "camp.fhrc", "v1")


def test_keep_original_leaves_no_partial_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "camp.fhrc"
    path.write_bytes(b"original")

    def full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "write", full)
    with pytest.raises(SaveError, match=r"camp.fhrc: the disk is full$"):
        keep_original(path, "v1")
    assert _names(tmp_path / BACKUP_FOLDER) == []


def test_keep_original_names_a_file_where_its_folder_belongs(tmp_path: Path) -> None:
    path = tmp_path / "camp.fhrc"
    path.write_bytes(b"original")
    (tmp_path / "data").write_bytes(b"in the way")
    folder = tmp_path / "data" / "backups"
    with pytest.raises(SaveError) as error:
        keep_original(path, "set-aside", folder)
    assert str(error.value) == (
        f"{path}: could not be saved: {tmp_path / 'data'} is a file, not a folder, so the backups cannot be "
        f"kept in {folder}; rename or move that file, then save again"
    )
    with pytest.raises(SaveError, match=f"{tmp_path / 'data'} is a file, not a folder"):
        keep_original(path, "v1", tmp_path / "data")


def test_keep_original_when_its_folder_appears_and_goes_while_it_is_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def raced(_self: Path, **_options: object) -> None:
        raise FileExistsError(errno.EEXIST, "File exists")

    path = tmp_path / "camp.fhrc"
    path.write_bytes(b"original")
    monkeypatch.setattr(atomic.Path, "mkdir", raced)
    with pytest.raises(SaveError, match=r"camp.fhrc: could not be saved \(File exists\)$"):
        keep_original(path, "v1")


def test_keep_original_of_something_unreadable_is_a_save_error(tmp_path: Path) -> None:
    folder = tmp_path / "a folder"
    folder.mkdir()
    with pytest.raises(SaveError, match="could not be saved"):
        keep_original(folder, "v1")


def test_ensure_folder_creates_parents_and_reports_failure(tmp_path: Path) -> None:
    ensure_folder(tmp_path / "a" / "b")
    assert (tmp_path / "a" / "b").is_dir()
    ensure_folder(tmp_path / "a" / "b")
    (tmp_path / "file").write_bytes(b"")
    with pytest.raises(SaveError, match="could not be saved"):
        ensure_folder(tmp_path / "file" / "sub")
