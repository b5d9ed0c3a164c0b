"""Recovery files: the autosaved state of an open campaign, offered back after a crash.

Each document has one recovery file in the user's recovery folder, named after the document's path
(``untitled.fhrc`` for a campaign never saved). It is offered only when newer than the document. When to
autosave (a timer, only after a change) is the application's decision; these are the file operations.
"""

from __future__ import annotations

import hashlib
import os
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from fhrtool.model import Campaign
from fhrtool.storage.atomic import atomic_write, ensure_folder
from fhrtool.storage.files import CAMPAIGN_SUFFIX, encode_campaign, read_campaign
from fhrtool.storage.paths import AppPaths

UNTITLED = "untitled"
_STEM_MAX = 40


@dataclass(frozen=True)
class RecoveryFile:
    """A recovery file found for ``document_path``; ``modified`` is when it was written (local time)."""

    path: Path
    document_path: Path | None
    modified: datetime


def recovery_path(paths: AppPaths, document_path: Path | None) -> Path:
    """The recovery file of the document at ``document_path`` (None: a campaign never saved)."""
    if document_path is None:
        return paths.recovery_dir / f"{UNTITLED}{CAMPAIGN_SUFFIX}"
    document = Path(document_path).resolve()
    # The hash tells apart documents of the same name in different folders; the name helps a human.
    digest = hashlib.sha256(os.fsencode(document)).hexdigest()[:16]
    return paths.recovery_dir / f"{document.stem[:_STEM_MAX]}-{digest}{CAMPAIGN_SUFFIX}"


def write_recovery(paths: AppPaths, document_path: Path | None, campaign: Campaign) -> Path:
    """Autosave ``campaign`` to the recovery file of its document (atomically); returns that file."""
    ensure_folder(paths.recovery_dir)
    recovery = recovery_path(paths, document_path)
    atomic_write(recovery, encode_campaign(campaign))
    return recovery


def find_recovery(paths: AppPaths, document_path: Path | None) -> RecoveryFile | None:
    """The recovery file of the document, if there is one newer than the document file."""
    recovery = recovery_path(paths, document_path)
    try:
        written = recovery.stat().st_mtime_ns
    except OSError:
        return None
    if document_path is not None:
        try:
            if Path(document_path).stat().st_mtime_ns >= written:
                return None
        except OSError:
            pass  # the document is gone: the recovery file is all that is left of it
    return RecoveryFile(recovery, document_path, datetime.fromtimestamp(written / 1e9))


def read_recovery(recovery: RecoveryFile) -> Campaign:
    """The campaign of a recovery file; LoadError naming the file and the problem."""
    return read_campaign(recovery.path).value


def discard_recovery(paths: AppPaths, document_path: Path | None) -> None:
    """Remove the recovery file of the document, if any."""
    # A recovery file that cannot be removed is harmless: once the document is saved it is older than
    # the document and no longer offered.
    with suppress(OSError):
        recovery_path(paths, document_path).unlink()
