"""Making the file operations of a save fail, one at a time, and looking at what is left on disk."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

# Every call a save makes that can fail on a real disk: creating, writing, syncing, closing, renaming.
OPERATIONS = (
    "open",
    "write",
    "fsync",
    "close",
    "chmod",
    "mkdir",
    "replace",
    "unlink",
    "stat",
    "fstat",
    "link",
)


@dataclass(frozen=True)
class Call:
    operation: str
    arguments: tuple[object, ...]

    def __str__(self) -> str:
        shown = ", ".join(
            Path(argument).name if isinstance(argument, str | Path) else "…" for argument in self.arguments
        )
        return f"os.{self.operation}({shown})"


@contextmanager
def failing(at: int | None = None, number: int = errno.ENOSPC) -> Iterator[list[Call]]:
    """Record every call of :data:`OPERATIONS`; the one numbered ``at`` (from 0) raises OSError(``number``).

    A failing ``close`` still closes the descriptor, as on Linux; every other failing call does nothing.
    """
    calls: list[Call] = []
    originals = {name: getattr(os, name) for name in OPERATIONS}

    def wrapped(name: str, real: Callable[..., object]) -> Callable[..., object]:
        def call(*arguments: object, **keywords: object) -> object:
            calls.append(Call(name, arguments))
            if len(calls) - 1 == at:
                if name == "close":
                    real(*arguments, **keywords)
                raise OSError(number, os.strerror(number))
            return real(*arguments, **keywords)

        return call

    try:
        for name, real in originals.items():
            setattr(os, name, wrapped(name, real))
        yield calls
    finally:
        for name, real in originals.items():
            setattr(os, name, real)


def commit(calls: list[Call], target: Path) -> int:
    """The number of the call that put the new file in place: ``os.replace(temporary, target)``."""
    return next(
        number
        for number, call in enumerate(calls)
        if call.operation == "replace" and Path(str(call.arguments[1])) == target
    )


def snapshot(folder: Path) -> dict[str, object]:
    """Everything in ``folder``: each name with its bytes, permissions and time of change, or that it is a folder."""
    found: dict[str, object] = {}
    for path in sorted(folder.rglob("*")):
        status = path.lstat()
        name = str(path.relative_to(folder))
        if stat.S_ISDIR(status.st_mode):
            found[name] = ("folder", stat.S_IMODE(status.st_mode))
        else:
            found[name] = (path.read_bytes(), stat.S_IMODE(status.st_mode), status.st_mtime_ns)
    return found
