"""The players' requests waiting for the GM: each is accepted (it runs as the step it asks for, one undo
step like the GM's own) or rejected. Nothing changes the campaign until the GM accepts.

The requests come from the pages of the table's devices (:mod:`fhrtool.app.sharing` adds them); this
list knows nothing of the server, so the tracker can show it without loading it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from fhrtool.app.document import Document
from fhrtool.app.messages import error_text, translated
from fhrtool.model.errors import FhrtoolError
from fhrtool.model.frozen import frozen
from fhrtool.steps.table_requests import Request, describe, play_request

ACCEPTED, REJECTED, FAILED = "accepted", "rejected", "failed"


@frozen
class Pending:
    """A request waiting for the GM: ``id`` names it to the page that sent it."""

    id: str
    request: Request


class PlayerRequests(QObject):
    """The requests waiting for the GM, oldest first."""

    changed = Signal()
    answered = Signal(str, str, str)  # id, what became of it (accepted, rejected, failed), why it failed

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self.pending: list[Pending] = []

    def add(self, request_id: str, request: Request) -> None:
        self.pending.append(Pending(request_id, request))
        self.changed.emit()

    def text(self, pending: Pending) -> str:
        """What a request asks for, in the interface's language."""
        return translated(describe(self._document.campaign, pending.request))

    def _take(self, request_id: str | None) -> Pending | None:
        found = next((p for p in self.pending if request_id in (None, p.id)), None)
        if found is not None:
            self.pending.remove(found)
            self.changed.emit()
        return found

    def accept(self, request_id: str | None = None) -> str:
        """Run the request ``request_id`` (the oldest one by default) as its step. The rules' refusal,
        translated, when they refuse it (the page is told); empty when it ran or nothing was waiting."""
        pending = self._take(request_id)
        if pending is None:
            return ""
        try:
            self._document.run(play_request, pending.request)
        except FhrtoolError as error:
            refusal = error_text(error)
            self.answered.emit(pending.id, FAILED, refusal)
            return refusal
        self.answered.emit(pending.id, ACCEPTED, "")
        return ""

    def reject(self, request_id: str | None = None) -> None:
        """Refuse the request ``request_id`` (the oldest one by default); nothing changes."""
        pending = self._take(request_id)
        if pending is not None:
            self.answered.emit(pending.id, REJECTED, "")

    def clear(self) -> None:
        """Forget every request (sharing stopped: no page is left to answer)."""
        if self.pending:
            self.pending.clear()
            self.changed.emit()
