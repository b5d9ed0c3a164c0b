import json
import os
from pathlib import Path

import pytest
from pydantic_core import ValidationError

from fhrtool.model import RuleOptions
from fhrtool.model.options import CheckMode
from fhrtool.storage.errors import LoadError, NewerVersionError, SaveError
from fhrtool.storage.paths import AppPaths
from fhrtool.storage.preferences import (
    LoadedPreferences,
    Preferences,
    load_preferences,
    preferences_path,
    save_preferences,
)


@pytest.fixture
def paths() -> AppPaths:
    return AppPaths.default()


def test_defaults() -> None:
    preferences = Preferences()
    assert preferences.schema_version == 1
    assert preferences.language == "system"
    assert preferences.theme == "system"
    assert preferences.autosave_seconds == 60
    assert preferences.recent_files == ()
    assert preferences.default_rules == RuleOptions()


def test_without_a_file_the_defaults_are_used_quietly(paths: AppPaths) -> None:
    assert load_preferences(paths) == LoadedPreferences(Preferences(), None)


def test_the_paths_come_from_the_test_home_not_the_real_one(
    paths: AppPaths, tmp_path_factory: object
) -> None:
    assert preferences_path(paths).is_relative_to(Path.home())
    assert "fhrtool" in preferences_path(paths).parts


def test_preferences_round_trip(paths: AppPaths) -> None:
    preferences = Preferences(
        language="ja",
        theme="dark",
        autosave_seconds=10,
        recent_files=("/games/b.fhrc", "/games/a.fhrc"),
        default_rules=RuleOptions(check_mode=CheckMode.SUCCESSES, die_faces=10),
    )
    save_preferences(paths, preferences)
    preferences_back, warning = load_preferences(paths)
    assert preferences_back == preferences
    assert warning is None
    assert json.loads(preferences_path(paths).read_text("utf-8"))["schema_version"] == 1


def test_saving_replaces_the_previous_preferences(paths: AppPaths) -> None:
    save_preferences(paths, Preferences(theme="light"))
    save_preferences(paths, Preferences(theme="dark"))
    assert load_preferences(paths).preferences.theme == "dark"
    assert sorted(path.name for path in paths.config_dir.iterdir()) == ["preferences.json"]


def test_recent_files_are_distinct_most_recent_first_and_at_most_ten() -> None:
    files = [f"/f{n}.fhrc" for n in range(12)]
    assert Preferences(recent_files=("/b", "/a", "/b", "/c", "/a")).recent_files == ("/b", "/a", "/c")
    assert Preferences(recent_files=tuple(files)).recent_files == tuple(files[:10])


def test_autosave_is_at_least_ten_seconds() -> None:
    with pytest.raises(ValidationError):
        Preferences(autosave_seconds=9)
    with pytest.raises(ValidationError):
        Preferences.model_validate({"language": "fr"})


@pytest.mark.parametrize(
    ("content", "problem", "kind"),
    [
        (b'{"theme": ', "line 1, column 11: not valid JSON (Expecting value)", LoadError),
        (b'["dark"]', "not a preferences file", LoadError),
        (b'{"theme": "purple"}', "theme: Input should be 'system', 'light' or 'dark'", LoadError),
        (
            b'{"autosave_seconds": 1}',
            "autosave seconds: Input should be greater than or equal to 10",
            LoadError,
        ),
        (
            b'{"schema_version": 2, "theme": "neon"}',
            "made by a newer fhrtool (file format 2)",
            NewerVersionError,
        ),
        (
            b"\xff\xfe",
            "UTF-16 text: fhrtool reads UTF-8 text; save the file as UTF-8 and open it again",
            LoadError,
        ),
        (b"\xef\xbb\xbf\xff", "byte 3: not UTF-8 text", LoadError),
    ],
)
def test_unusable_preferences_give_defaults_a_warning_and_a_copy(
    paths: AppPaths, content: bytes, problem: str, kind: type[LoadError]
) -> None:
    file = preferences_path(paths)
    file.parent.mkdir(parents=True)
    file.write_bytes(content)
    preferences, warning = load_preferences(paths)
    assert preferences == Preferences()
    assert warning is not None
    assert type(warning.problem) is kind
    assert str(warning.problem).startswith(f"{file}: {problem}")
    assert warning.kept_as == paths.backup_dir / "preferences.set-aside.json"
    assert warning.kept_as.read_bytes() == content
    assert file.read_bytes() == content


def test_set_aside_copies_never_overwrite_each_other(paths: AppPaths) -> None:
    file = preferences_path(paths)
    file.parent.mkdir(parents=True)
    for content in (b"{", b"[", b"]"):
        file.write_bytes(content)
        load_preferences(paths)
    kept = sorted(paths.backup_dir.iterdir())
    assert [path.read_bytes() for path in kept] == [b"[", b"]", b"{"]  # -2, -3, then the first


def test_too_large_preferences_are_not_read(paths: AppPaths) -> None:
    file = preferences_path(paths)
    file.parent.mkdir(parents=True)
    file.write_bytes(b" " * (1024 * 1024 + 1))
    preferences, warning = load_preferences(paths)
    assert preferences == Preferences()
    assert warning is not None
    assert "too large" in str(warning.problem)


def test_preferences_that_cannot_even_be_copied_still_give_defaults(paths: AppPaths) -> None:
    preferences_path(paths).mkdir(parents=True)  # a folder where the file should be
    preferences, warning = load_preferences(paths)
    assert preferences == Preferences()
    assert warning is not None
    assert str(warning.problem).endswith("preferences.json: not a file")
    assert warning.kept_as is None


def test_preferences_that_cannot_be_looked_at_give_defaults_and_a_warning(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*_args: object) -> bool:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "exists", refuse)
    monkeypatch.setattr(os, "stat", refuse)
    preferences, warning = load_preferences(paths)
    monkeypatch.undo()
    assert preferences == Preferences()
    assert warning is not None
    assert str(warning.problem) == f"{preferences_path(paths)}: permission denied"
    assert warning.kept_as is None


def test_saving_where_no_folder_can_be_made_is_a_save_error(tmp_path: Path) -> None:
    (tmp_path / "home").write_bytes(b"a file, not a folder")
    with pytest.raises(SaveError):
        save_preferences(AppPaths.under(tmp_path / "home"), Preferences())


@pytest.mark.parametrize(
    "unusable",
    [
        b'"/tmp/bad\\udcff.fhrc"',  # a surrogate escape written out as JSON
        b'"/tmp/bad\xff.fhrc"',  # the raw byte, which is not UTF-8
        b'"/tmp/nul\\u0000.fhrc"',
        b'"' + b"x" * 4_097 + b'"',
    ],
)
def test_an_unusable_recent_file_is_dropped_without_a_warning_or_a_copy(
    paths: AppPaths, unusable: bytes, caplog: pytest.LogCaptureFixture
) -> None:
    """Whoever reads the preferences (the application, a command) gets the others; nothing is set aside,
    however often they are read."""
    file = preferences_path(paths)
    file.parent.mkdir(parents=True)
    file.write_bytes(b'{"theme": "dark", "recent_files": ["/tmp/good.fhrc", ' + unusable + b"]}")
    for _ in range(2):
        preferences, warning = load_preferences(paths)
        assert warning is None
        assert preferences.theme == "dark"
        assert preferences.recent_files == ("/tmp/good.fhrc",)
    assert "dropped 1 recent file(s)" in caplog.text
    assert not paths.backup_dir.exists()


@pytest.mark.parametrize("recent", [b'"/tmp/good.fhrc"', b'"/tmp/nul\\u0000.fhrc"'])
def test_preferences_unusable_for_another_reason_still_fall_back_to_the_defaults(
    paths: AppPaths, recent: bytes
) -> None:
    file = preferences_path(paths)
    file.parent.mkdir(parents=True)
    file.write_bytes(b'{"theme": "purple", "recent_files": [' + recent + b"]}")
    preferences, warning = load_preferences(paths)
    assert preferences == Preferences()
    assert warning is not None
    assert warning.kept_as is not None
