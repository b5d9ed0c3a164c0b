import zipfile
from pathlib import Path

import pytest
from platformdirs import PlatformDirs

import fhrtool
from fhrtool.storage import paths
from fhrtool.storage.paths import AppPaths, resource_path


def test_the_home_variable_puts_every_folder_under_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FHRTOOL_HOME", str(tmp_path))
    assert AppPaths.default() == AppPaths(
        config_dir=tmp_path / "config",
        data_dir=tmp_path / "data",
        recovery_dir=tmp_path / "data" / "recovery",
        backup_dir=tmp_path / "data" / "backups",
        log_dir=tmp_path / "logs",
    )


def test_an_explicit_home_wins_over_the_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FHRTOOL_HOME", str(tmp_path / "from-env"))
    assert AppPaths.default(tmp_path / "flag") == AppPaths.under(tmp_path / "flag")
    assert AppPaths.default(str(tmp_path / "flag")) == AppPaths.under(tmp_path / "flag")


def test_a_home_is_made_absolute_and_a_tilde_expanded(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert AppPaths.default("~/portable").config_dir == tmp_path / "portable" / "config"
    monkeypatch.chdir(tmp_path)
    assert AppPaths.default("relative").config_dir == tmp_path / "relative" / "config"


def test_without_a_home_the_platform_folders_are_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FHRTOOL_HOME")
    dirs = PlatformDirs("fhrtool", appauthor=False)
    paths = AppPaths.default()
    assert paths.config_dir == dirs.user_config_path
    assert paths.data_dir == dirs.user_data_path
    assert paths.log_dir == dirs.user_log_path
    assert paths.recovery_dir == dirs.user_data_path / "recovery"
    assert paths.backup_dir == dirs.user_data_path / "backups"
    # The test set-up points the platform folders into a temporary home, never the real one.
    home = Path.home()
    assert all(folder.is_relative_to(home) for folder in (paths.config_dir, paths.data_dir, paths.log_dir))
    assert "fhrtool" in paths.config_dir.parts


def test_an_empty_home_variable_is_no_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FHRTOOL_HOME", "")
    assert AppPaths.default().config_dir == PlatformDirs("fhrtool", appauthor=False).user_config_path


def test_nothing_is_created(tmp_path: Path) -> None:
    AppPaths.default(tmp_path / "home")
    assert not (tmp_path / "home").exists()


def test_resources_are_found_inside_the_package() -> None:
    package = Path(__file__).resolve().parents[2] / "fhrtool"
    assert resource_path("emotions.json") == package / "resources" / "emotions.json"
    assert resource_path("emotions.json").is_file()
    assert resource_path() == resource_path("emotions.json").parent


def test_a_package_inside_a_zip_archive_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    archive = tmp_path / "fhrtool.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("fhrtool/__init__.py", "")
    # Where a zip import gives the package its __file__: inside the archive, no folder on disk.
    monkeypatch.setattr(fhrtool, "__file__", str(archive / "fhrtool" / "__init__.py"))
    paths._resources.cache_clear()
    try:
        with pytest.raises(RuntimeError, match="files on disk"):
            resource_path("emotions.json")
    finally:
        monkeypatch.undo()
        paths._resources.cache_clear()
    assert resource_path("emotions.json").is_file()
