"""Fixtures for widget tests: dialogs that record what they were asked and answer from a script."""

from __future__ import annotations

from pathlib import Path

import pytest

from fhrtool.app.context import DiskChoice, SheetChoice
from fhrtool.model import RuleOptions
from fhrtool.steps.merge import Comparison, Key
from fhrtool.storage.preferences import Preferences
from fhrtool.ui.dialogs import Dialogs, SaveChoice


class FakeDialogs(Dialogs):
    """Never opens a window: records every call as ``(method, title, text)`` and answers from queues."""

    def __init__(self) -> None:
        super().__init__(None)
        self.calls: list[tuple[str, str, str]] = []
        self.confirm_answers: list[bool] = []
        self.save_choices: list[SaveChoice] = []
        self.disk_choices: list[DiskChoice] = []
        self.paths: list[Path | None] = []
        self.preferences: list[Preferences | None] = []
        self.table_rules: list[RuleOptions | None] = []
        self.sheet_choices: list[SheetChoice] = []
        self.takes: list[frozenset[Key] | str | None] = []  # "default": what the dialog checks at first
        self.comparisons: list[Comparison] = []

    def ask_save_changes(self, title: str, text: str) -> SaveChoice:
        self.calls.append(("ask_save_changes", title, text))
        return self.save_choices.pop(0)

    def confirm(self, title: str, text: str) -> bool:
        self.calls.append(("confirm", title, text))
        return self.confirm_answers.pop(0)

    def ask_restore(self, title: str, text: str) -> bool:
        self.calls.append(("ask_restore", title, text))
        return self.confirm_answers.pop(0)

    def ask_changed_on_disk(self, title: str, text: str, *, can_reload: bool) -> DiskChoice:
        self.calls.append(("ask_changed_on_disk", title, text))
        return self.disk_choices.pop(0)

    def error(self, title: str, text: str) -> None:
        self.calls.append(("error", title, text))

    def information(self, title: str, text: str) -> None:
        self.calls.append(("information", title, text))

    def open_path(self, title: str, file_filter: str, directory: Path | None = None) -> Path | None:
        self.calls.append(("open_path", title, file_filter))
        return self.paths.pop(0)

    def open_paths(self, title: str, file_filter: str, directory: Path | None = None) -> list[Path]:
        """The paths queued as one choice: a list, or one path (or None: cancelled)."""
        self.calls.append(("open_paths", title, file_filter))
        chosen = self.paths.pop(0)
        return [] if chosen is None else [chosen]

    def open_folder(self, title: str, directory: Path | None = None) -> Path | None:
        self.calls.append(("open_folder", title, ""))
        return self.paths.pop(0)

    def ask_sheet_choice(self, title: str, text: str, update_text: str) -> SheetChoice:
        self.calls.append(("ask_sheet_choice", title, text))
        return self.sheet_choices.pop(0)

    def compare_sheet(self, comparison: Comparison) -> frozenset[Key] | None:
        self.calls.append(("compare_sheet", comparison.ours.name, ""))
        self.comparisons.append(comparison)
        answer = self.takes.pop(0)
        return comparison.default_take() if answer == "default" else answer

    def save_path(self, title: str, file_filter: str, suggested: Path | None = None) -> Path | None:
        self.calls.append(("save_path", title, file_filter))
        return self.paths.pop(0)

    def edit_preferences(self, preferences: Preferences) -> Preferences | None:
        self.calls.append(("edit_preferences", "", ""))
        return self.preferences.pop(0)

    def edit_table_rules(self, options: RuleOptions) -> RuleOptions | None:
        self.calls.append(("edit_table_rules", "", ""))
        return self.table_rules.pop(0)

    def show_text(self, title: str, html: str) -> None:
        self.calls.append(("show_text", title, html))

    def errors(self) -> list[str]:
        """The texts of the error messages shown so far."""
        return [text for method, _title, text in self.calls if method == "error"]


@pytest.fixture
def dialogs() -> FakeDialogs:
    return FakeDialogs()
