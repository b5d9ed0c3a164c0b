"""Sharing the table: the document's views handed to the server after every change, and the players'
requests brought from the server's thread into the GM's list.

Imported only when sharing starts (it loads the server, aiohttp with it).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from fhrtool.app.document import Document
from fhrtool.app.player_requests import PlayerRequests
from fhrtool.share.server import ClientInfo, LinkInfo, TableServer
from fhrtool.share.snapshot import snapshot


class Sharing(QObject):
    """A running server on ``host``:``port`` showing ``document``; :meth:`start` raises OSError when the
    address cannot be had."""

    clients_changed = Signal()
    links_changed = Signal()
    _woken = Signal()  # emitted on the server's thread: the connection brings it to this one

    def __init__(
        self,
        document: Document,
        requests: PlayerRequests,
        host: str = "127.0.0.1",
        port: int = 0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._requests = requests
        self.server = TableServer(snapshot(document.campaign), host, port, wake=self._woken.emit)
        self._woken.connect(self._take)
        # Several signals of one change (the fight, a character, the log) make one update.
        self._publish_timer = QTimer(self)
        self._publish_timer.setSingleShot(True)
        self._publish_timer.setInterval(0)
        self._publish_timer.timeout.connect(self.publish)
        self._signals = (
            document.encounter_changed,
            document.log_changed,
            document.options_changed,
            document.catalogue_changed,
            document.roster_reset,
            document.character_changed,
            document.character_inserted,
            document.character_removed,
        )

    def start(self) -> None:
        self.server.start()
        for signal in self._signals:
            signal.connect(self._publish_timer.start)
        self._requests.answered.connect(self.server.answer)

    @property
    def running(self) -> bool:
        return self.server.running

    def stop(self) -> None:
        """Stop serving: every page is cut off, and the requests still waiting are dropped."""
        if not self.server.running:
            return
        for signal in self._signals:
            signal.disconnect(self._publish_timer.start)
        self._requests.answered.disconnect(self.server.answer)
        self._publish_timer.stop()
        self.server.stop()
        self._requests.clear()
        self.clients_changed.emit()

    def publish(self) -> None:
        """Show the document as it is now on every page."""
        if not self.server.running:
            return
        before = self.server.links()
        self.server.publish(snapshot(self._document.campaign))
        if self.server.links() != before:
            self.links_changed.emit()

    def links(self) -> list[LinkInfo]:
        return self.server.links()

    def clients(self) -> list[ClientInfo]:
        return self.server.clients()

    def revoke(self, key: str) -> str:
        url = self.server.revoke(key)
        self.links_changed.emit()
        return url

    def _take(self) -> None:
        for incoming in self.server.take_requests():
            self._requests.add(incoming.id, incoming.request)
        self.clients_changed.emit()
