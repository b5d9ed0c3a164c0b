"""The user, as the app layer asks them: a fake that follows :class:`fhrtool.app.context.Prompts`."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from fhrtool.app.context import DiskChoice, SheetChoice
from fhrtool.steps.merge import Comparison, Key

T = TypeVar("T")


class FakePrompts:
    """Records every call as ``(method, title, text)`` and answers each question from its queue; a
    question nothing is queued for (and any ``confirm``) fails the test."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str, str]] = []
        self.restore: list[bool] = []
        self.disk: list[DiskChoice] = []
        self.paths: list[Path | None] = []
        self.can_reload: list[bool] = []
        self.suggested: list[Path | None] = []  # the path each save dialog proposed
        self.sheet_choices: list[SheetChoice] = []
        self.takes: list[frozenset[Key] | None] = []
        self.comparisons: list[Comparison] = []

    def _answer(self, queue: list[T], method: str, title: str, text: str) -> T:
        self.calls.append((method, title, text))
        if not queue:
            raise AssertionError(f"unexpected question {title!r}")
        return queue.pop(0)

    def error(self, title: str, text: str) -> None:
        self.calls.append(("error", title, text))

    def information(self, title: str, text: str) -> None:
        self.calls.append(("information", title, text))

    def confirm(self, title: str, text: str) -> bool:
        raise AssertionError(f"unexpected question {title!r}")

    def ask_restore(self, title: str, text: str) -> bool:
        return self._answer(self.restore, "ask_restore", title, text)

    def ask_changed_on_disk(self, title: str, text: str, *, can_reload: bool) -> DiskChoice:
        self.can_reload.append(can_reload)
        return self._answer(self.disk, "ask_changed_on_disk", title, text)

    def save_path(self, title: str, file_filter: str, suggested: Path | None = None) -> Path | None:
        self.suggested.append(suggested)
        return self._answer(self.paths, "save_path", title, file_filter)

    def ask_sheet_choice(self, title: str, text: str, update_text: str) -> SheetChoice:
        return self._answer(self.sheet_choices, "ask_sheet_choice", title, text)

    def compare_sheet(self, comparison: Comparison) -> frozenset[Key] | None:
        self.comparisons.append(comparison)
        return self._answer(self.takes, "compare_sheet", comparison.ours.name, "")

    def asked(self) -> list[str]:
        return [method for method, *_ in self.calls]
