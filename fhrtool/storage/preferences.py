"""The user's preferences: language, theme, autosave interval, recent files, the rules for new campaigns.

They have their own ``schema_version``. A preferences file that cannot be used (broken, invalid, from a
newer fhrtool) never stops the application: it starts with the defaults and a warning, and the file is
first copied to the backup folder, so nothing the user set is lost. Recent files that are not usable names
(:func:`usable_recent`) are only dropped, with a note in the log: they never cost the other preferences.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Annotated, Literal, NamedTuple

from fhrtool.model import Record, RuleOptions
from fhrtool.model.core import ValidationError
from fhrtool.model.frozen import frozen
from fhrtool.model.record import AfterValidator, Field
from fhrtool.storage.atomic import atomic_write, ensure_folder, keep_original
from fhrtool.storage.envelope import newer_version_error
from fhrtool.storage.errors import LoadError, StorageError
from fhrtool.storage.jsonfile import dump_json, parse_json, read_bytes
from fhrtool.storage.paths import AppPaths
from fhrtool.storage.validation import invalid_data

PREFERENCES_FILE = "preferences.json"
PREFERENCES_SCHEMA = 1
PREFERENCES_MAX_BYTES = 1024 * 1024
RECENT_FILES_MAX = 10
RECENT_NAME_MAX = 4_096
AUTOSAVE_SECONDS_MIN = 10

Language = Literal["system", "ja", "en"]
Theme = Literal["system", "light", "dark"]
FileName = Annotated[str, Field(min_length=1, max_length=RECENT_NAME_MAX)]


def _most_recent_distinct(files: tuple[str, ...]) -> tuple[str, ...]:
    """Most recent first: a repeated file keeps its first place; only the first ten are kept."""
    return tuple(dict.fromkeys(files))[:RECENT_FILES_MAX]


RecentFiles = Annotated[tuple[FileName, ...], AfterValidator(_most_recent_distinct)]

_log = logging.getLogger(__name__)


class Preferences(Record):
    """What the user chose; every field has a default, so a missing key is not an error."""

    schema_version: int = Field(default=PREFERENCES_SCHEMA, ge=1, le=PREFERENCES_SCHEMA)
    language: Language = "system"
    theme: Theme = "system"
    autosave_seconds: int = Field(default=60, ge=AUTOSAVE_SECONDS_MIN, le=86_400)
    recent_files: RecentFiles = ()
    default_rules: RuleOptions = RuleOptions()


@frozen
class PreferencesWarning:
    """Why the defaults are used, and where the unusable file was copied (None if it could not be)."""

    problem: LoadError
    kept_as: Path | None


class LoadedPreferences(NamedTuple):
    preferences: Preferences
    warning: PreferencesWarning | None


def preferences_path(paths: AppPaths) -> Path:
    return paths.config_dir / PREFERENCES_FILE


def _parse(data: bytes) -> Preferences:
    raw = parse_json(data, limit=PREFERENCES_MAX_BYTES)
    if not isinstance(raw, dict):
        raise LoadError("not a preferences file")
    version = raw.get("schema_version")
    if type(version) is int and version > PREFERENCES_SCHEMA:
        raise newer_version_error(version)
    try:
        return Preferences.model_validate(raw)
    except ValidationError as error:
        raise invalid_data(error, raw, "preferences") from None


def usable_recent(name: object) -> bool:
    """Whether ``name`` can be a recent file: text that names a path and can be saved as UTF-8 (a name
    with undecodable bytes, held as surrogate escapes, cannot; nor can one with a NUL)."""
    if not isinstance(name, str) or not 0 < len(name) <= RECENT_NAME_MAX or "\0" in name:
        return False
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def usable_only(preferences: Preferences) -> Preferences:
    """``preferences`` without the recent files that are not usable names (a note goes to the log)."""
    recent = tuple(name for name in preferences.recent_files if usable_recent(name))
    if recent == preferences.recent_files:
        return preferences
    _log.warning(
        "dropped %d recent file(s) that are not usable names", len(preferences.recent_files) - len(recent)
    )
    return preferences.model_copy(update={"recent_files": recent})


def _without_unusable_recent(data: bytes) -> Preferences | None:
    """The preferences in ``data`` once its unusable recent files are dropped; None when that is not
    what made them unusable."""
    try:
        # Read leniently: a name's raw bytes that are not UTF-8 become surrogate escapes, dropped below.
        raw = json.loads(data.decode("utf-8-sig", "surrogateescape"))
    except (ValueError, RecursionError):
        return None
    recent = raw.get("recent_files") if isinstance(raw, dict) else None
    if not isinstance(recent, list):
        return None
    kept = [name for name in recent if usable_recent(name)]
    if len(kept) == len(recent):
        return None
    try:
        preferences = Preferences.model_validate({**raw, "recent_files": kept})
    except ValidationError:
        return None
    _log.warning("dropped %d recent file(s) that are not usable names", len(recent) - len(kept))
    return preferences


def _keep_aside(paths: AppPaths, file: Path) -> Path | None:
    try:
        return keep_original(file, "set-aside", paths.backup_dir)
    except StorageError:
        return None


def load_preferences(paths: AppPaths) -> LoadedPreferences:
    """The saved preferences, without unusable recent files; the defaults when there are none, or with a
    warning when unusable."""
    file = preferences_path(paths)
    data = None
    try:
        data = read_bytes(file, PREFERENCES_MAX_BYTES)
        return LoadedPreferences(usable_only(_parse(data)), None)
    except LoadError as error:
        if isinstance(error.__cause__, FileNotFoundError):  # never saved yet
            return LoadedPreferences(Preferences(), None)
        repaired = None if data is None else _without_unusable_recent(data)
        if repaired is not None:
            return LoadedPreferences(repaired, None)
        return LoadedPreferences(Preferences(), PreferencesWarning(error.at(file), _keep_aside(paths, file)))


def save_preferences(paths: AppPaths, preferences: Preferences) -> None:
    """Save ``preferences`` atomically; SaveError leaves the previous file as it was."""
    ensure_folder(paths.config_dir)
    atomic_write(preferences_path(paths), dump_json(preferences.model_dump(mode="json")))
