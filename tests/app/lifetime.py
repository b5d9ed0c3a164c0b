"""Ending a test's document at a known moment."""

from __future__ import annotations

from fhrtool.app.document import Document


def release(document: Document) -> None:
    """Delete the commands of ``document``'s undo stack now, while everything they are known by is whole.

    A state machine's document otherwise lives on in the machine's reference cycle, until the collector
    frees them both: it may free the commands' Python side before the document's undo stack deletes
    them, and the process crashes."""
    document.undo_stack.clear()
