"""What the application's parts share: where files live, the preferences, translations, dialogs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from fhrtool.app.i18n import Translations
from fhrtool.storage.paths import AppPaths
from fhrtool.storage.preferences import Preferences, save_preferences

RECENT_FILES_MAX = 10


class Settings(QObject):
    """The user's preferences, saved whenever they change."""

    changed = Signal()

    def __init__(self, paths: AppPaths, preferences: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._paths = paths
        self._preferences = preferences

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
        name = str(path.resolve())
        recent = [name, *(other for other in self._preferences.recent_files if other != name)]
        self.update(recent_files=recent[:RECENT_FILES_MAX])


class Prompts(Protocol):
    """What the app layer asks the user; the UI's Dialogs provides it, tests provide a fake."""

    def error(self, title: str, text: str) -> None: ...

    def information(self, title: str, text: str) -> None: ...

    def confirm(self, title: str, text: str) -> bool: ...


@dataclass
class AppContext:
    paths: AppPaths
    settings: Settings
    translations: Translations
    prompts: Prompts
