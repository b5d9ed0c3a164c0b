"""Errors of reading and writing files, each naming the file and the problem.

The problem is an English template with named fields, like every :class:`FhrtoolError`; when the file is
known the message starts with it: ``"{file}: line 3, column 5: not valid JSON (Expecting value)"``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Self

from fhrtool.model.errors import FhrtoolError


class StorageError(FhrtoolError):
    """A file could not be read or written. ``path`` is the file on disk, when there is one."""

    def __init__(
        self, problem: str, /, *, path: Path | None = None, file: str = "", **params: object
    ) -> None:
        self.problem = problem
        self.problem_params = params
        self.path = path
        self.file = file or ("" if path is None else str(path))
        if self.file:
            super().__init__("{file}: " + problem, file=self.file, **params)
        else:
            super().__init__(problem, **params)

    def at(self, path: Path | None, file: str = "") -> Self:
        """The same problem, reported for ``path`` (or for the source named ``file``)."""
        return type(self)(self.problem, path=path, file=file, **self.problem_params)


class LoadError(StorageError):
    """A file that cannot be opened: unreadable, too large, not JSON, not ours, or invalid data."""


class NewerVersionError(LoadError):
    """A file written by a newer fhrtool, in a format this version does not know."""


class SaveError(StorageError):
    """A file that could not be written; the previous file on disk is unchanged."""
