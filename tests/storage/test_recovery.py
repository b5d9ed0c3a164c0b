import os
from datetime import datetime
from pathlib import Path

import pytest

from fhrtool.model import Campaign, Character
from fhrtool.storage import recovery as recovery_module
from fhrtool.storage.errors import LoadError
from fhrtool.storage.files import write_campaign
from fhrtool.storage.paths import AppPaths
from fhrtool.storage.recovery import (
    RecoveryFile,
    discard_recovery,
    find_recovery,
    read_recovery,
    recovery_path,
    write_recovery,
)

SAVED = Campaign(name="saved", characters=(Character(id="aldo", name="Aldo"),))
CHANGED = SAVED.model_copy(update={"name": "changed"})


@pytest.fixture
def paths() -> AppPaths:
    return AppPaths.default()


def _age(path: Path, seconds: int) -> None:
    """Make ``path`` look written ``seconds`` ago."""
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns - seconds * 1_000_000_000))


def test_a_recovery_file_newer_than_the_document_is_found_and_read(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "adventure.fhrc"
    write_campaign(document, SAVED)
    _age(document, 60)
    written = write_recovery(paths, document, CHANGED)
    assert written.parent == paths.recovery_dir
    found = find_recovery(paths, document)
    assert found == RecoveryFile(written, document, datetime.fromtimestamp(written.stat().st_mtime_ns / 1e9))
    assert read_recovery(found) == CHANGED
    assert document.stat().st_mtime_ns < written.stat().st_mtime_ns


def test_a_recovery_file_older_than_the_document_is_not_offered(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "adventure.fhrc"
    written = write_recovery(paths, document, CHANGED)
    _age(written, 60)
    write_campaign(document, SAVED)
    assert find_recovery(paths, document) is None


def test_nothing_is_found_without_a_recovery_file(paths: AppPaths, tmp_path: Path) -> None:
    assert find_recovery(paths, tmp_path / "adventure.fhrc") is None
    assert find_recovery(paths, None) is None


def test_a_recovery_file_of_a_deleted_document_is_offered(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "gone.fhrc"
    write_recovery(paths, document, CHANGED)
    found = find_recovery(paths, document)
    assert found is not None
    assert read_recovery(found) == CHANGED


def test_an_untitled_campaign_has_its_own_recovery_file(paths: AppPaths) -> None:
    written = write_recovery(paths, None, CHANGED)
    assert written == paths.recovery_dir / "untitled.fhrc"
    found = find_recovery(paths, None)
    assert found is not None
    assert found.document_path is None
    assert read_recovery(found) == CHANGED


def test_documents_of_the_same_name_in_different_folders_do_not_share(
    paths: AppPaths, tmp_path: Path
) -> None:
    first = recovery_path(paths, tmp_path / "a" / "adventure.fhrc")
    second = recovery_path(paths, tmp_path / "b" / "adventure.fhrc")
    assert first != second
    assert first.name.startswith("adventure-")
    assert first.suffix == ".fhrc"
    assert recovery_path(paths, tmp_path / "a" / ".." / "a" / "adventure.fhrc") == first
    long_name = recovery_path(paths, tmp_path / ("x" * 200 + ".fhrc")).name
    assert len(long_name) == 40 + 1 + 16 + len(".fhrc")


def test_autosaving_again_replaces_the_recovery_file(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "adventure.fhrc"
    write_recovery(paths, document, SAVED)
    write_recovery(paths, document, CHANGED)
    found = find_recovery(paths, document)
    assert found is not None
    assert read_recovery(found) == CHANGED
    assert len(list(paths.recovery_dir.iterdir())) == 1


def test_discard_removes_the_recovery_file_and_tolerates_none(paths: AppPaths, tmp_path: Path) -> None:
    document = tmp_path / "adventure.fhrc"
    write_recovery(paths, document, CHANGED)
    discard_recovery(paths, document)
    assert find_recovery(paths, document) is None
    discard_recovery(paths, document)
    discard_recovery(paths, None)


def test_a_recovery_file_that_cannot_be_removed_is_left_quietly(
    paths: AppPaths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    document = tmp_path / "adventure.fhrc"
    write_recovery(paths, document, CHANGED)

    def refuse(_self: Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(recovery_module.Path, "unlink", refuse)
    discard_recovery(paths, document)
    monkeypatch.undo()
    assert recovery_path(paths, document).exists()


def test_a_broken_recovery_file_is_a_load_error_naming_it(paths: AppPaths) -> None:
    written = write_recovery(paths, None, CHANGED)
    written.write_bytes(written.read_bytes()[:50])
    found = find_recovery(paths, None)
    assert found is not None
    with pytest.raises(LoadError, match=r"untitled.fhrc: line"):
        read_recovery(found)
