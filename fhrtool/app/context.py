"""What the application's parts share: where files live, the preferences, translations, dialogs."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal

from fhrtool.app.i18n import Translations
from fhrtool.storage.errors import StorageError
from fhrtool.storage.paths import AppPaths
from fhrtool.storage.preferences import (
    Preferences,
    save_preferences,
    usable_only,
    usable_recent,
)

if TYPE_CHECKING:
    from fhrtool.steps.merge import Comparison, Key

_log = logging.getLogger(__name__)


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
        """Apply and save ``changes``; a value the preferences refuse raises pydantic-core's ValidationError."""
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
            self.update(recent_files=recent)  # the preferences keep the first ten
        except StorageError as error:  # the preferences cannot be saved: the file is open all the same
            _log.warning("the recent files could not be saved: %s", error)


class DiskChoice(Enum):
    """What to do when the document's file was changed by another program since it was opened or saved."""

    SAVE_AS = "save_as"  # the default: loses nothing
    RELOAD = "reload"  # the file as it is now; this window's changes are set aside
    OVERWRITE = "overwrite"
    CANCEL = "cancel"


class SheetChoice(Enum):
    """What to do with a shared sheet of a character the campaign already has."""

    UPDATE = "update"  # the default: the sheet's changes, shown first
    ADD = "add"  # a new character, as a copy
    SKIP = "skip"


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

    def ask_sheet_choice(self, title: str, text: str, update_text: str) -> SheetChoice:
        """Update (``update_text``, the default), Add as a new character, or Cancel (skip the sheet)."""
        ...

    def compare_sheet(self, comparison: Comparison) -> frozenset[Key] | None:
        """The changes of a sheet the user takes (None: cancelled, nothing of this sheet is taken)."""
        ...


@dataclass
class AppContext:
    paths: AppPaths
    settings: Settings
    translations: Translations
    prompts: Prompts
