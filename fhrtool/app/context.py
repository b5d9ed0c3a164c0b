"""What the application's parts share: where files live, the preferences, translations, dialogs."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Protocol

from pydantic import ValidationError
from PySide6.QtCore import QObject, Signal

from fhrtool.app.i18n import Translations
from fhrtool.storage.errors import LoadError, StorageError
from fhrtool.storage.jsonfile import read_bytes
from fhrtool.storage.paths import AppPaths
from fhrtool.storage.preferences import (
    PREFERENCES_MAX_BYTES,
    LoadedPreferences,
    Preferences,
    preferences_path,
    save_preferences,
)
from fhrtool.storage.preferences import load_preferences as read_preferences

RECENT_FILES_MAX = 10
RECENT_NAME_MAX = 4_096

_log = logging.getLogger(__name__)


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


def load_preferences(paths: AppPaths) -> LoadedPreferences:
    """The saved preferences (see :func:`fhrtool.storage.preferences.load_preferences`), except that
    recent files that are not usable names (:func:`usable_recent`) are dropped with a note in the log
    instead of costing the user every other preference."""
    loaded = read_preferences(paths)
    if loaded.warning is None:
        return LoadedPreferences(usable_only(loaded.preferences), None)
    repaired = _without_unusable_recent(preferences_path(paths))
    return loaded if repaired is None else LoadedPreferences(repaired, None)


def usable_only(preferences: Preferences) -> Preferences:
    """``preferences`` without the recent files that are not usable names (a note goes to the log)."""
    recent = tuple(name for name in preferences.recent_files if usable_recent(name))
    if recent == preferences.recent_files:
        return preferences
    _log.warning(
        "dropped %d recent file(s) that are not usable names", len(preferences.recent_files) - len(recent)
    )
    return preferences.model_copy(update={"recent_files": recent})


def _without_unusable_recent(file: Path) -> Preferences | None:
    """The preferences in ``file`` once its unusable recent files are dropped; None when that is not
    what made them unusable."""
    try:
        raw = json.loads(read_bytes(file, PREFERENCES_MAX_BYTES).decode("utf-8-sig", "surrogateescape"))
    except (LoadError, ValueError, RecursionError):
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


class Settings(QObject):
    """The user's preferences, saved whenever they change."""

    changed = Signal()

    def __init__(self, paths: AppPaths, preferences: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._paths = paths
        self._preferences = usable_only(preferences)

    @property
    def preferences(self) -> Preferences:
        return self._preferences

    def update(self, **changes: Any) -> None:
        """Apply and save ``changes``; a value the preferences refuse raises pydantic's ValidationError."""
        new = Preferences.model_validate({**dict(self._preferences), **changes})
        if new != self._preferences:
            self._preferences = new
            save_preferences(self._paths, new)
            self.changed.emit()

    def add_recent(self, path: Path) -> None:
        """Put ``path`` first among the recent files; one whose name cannot be saved is not
        remembered (a note goes to the log), which is no reason to stop opening or saving it."""
        try:
            name = str(path.resolve())
        except (OSError, RuntimeError, ValueError):
            name = str(path)
        if not usable_recent(name):
            _log.warning("not kept among the recent files, its name cannot be saved: %r", name)
            return
        recent = [name, *(other for other in self._preferences.recent_files if other != name)]
        try:
            self.update(recent_files=recent[:RECENT_FILES_MAX])
        except StorageError as error:  # the preferences cannot be saved: the file is open all the same
            _log.warning("the recent files could not be saved: %s", error)


class DiskChoice(Enum):
    """What to do when the document's file was changed by another program since it was opened or saved."""

    SAVE_AS = "save_as"  # the default: loses nothing
    RELOAD = "reload"  # the file as it is now; this window's changes are set aside
    OVERWRITE = "overwrite"
    CANCEL = "cancel"


class Prompts(Protocol):
    """What the app layer asks the user; the UI's Dialogs provides it, tests provide a fake."""

    def error(self, title: str, text: str) -> None: ...

    def information(self, title: str, text: str) -> None: ...

    def confirm(self, title: str, text: str) -> bool: ...

    def ask_restore(self, title: str, text: str) -> bool:
        """A yes/no question whose default (Enter) is yes: restoring work that would be lost otherwise."""
        ...

    def ask_changed_on_disk(self, title: str, text: str, *, can_reload: bool) -> DiskChoice:
        """Save As, Overwrite, Cancel and (when ``can_reload``) Reload; Save As is the default."""
        ...

    def save_path(self, title: str, file_filter: str, suggested: Path | None = None) -> Path | None: ...


@dataclass
class AppContext:
    paths: AppPaths
    settings: Settings
    translations: Translations
    prompts: Prompts
