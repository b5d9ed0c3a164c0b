"""View ▸ Share with the Table…: start the server of the table's pages, hand out its links (each with a
QR code), see who is connected, revoke a link, stop.

Imported when the GM opens it; the server itself only when sharing starts.
"""

from __future__ import annotations

import io
import socket
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from fhrtool.app.sharing import Sharing

DEFAULT_PORT = 8765
QR_SCALE = 4


class SharingHost(Protocol):
    """What the dialog asks of the window that owns the sharing."""

    sharing: Sharing | None

    def start_sharing(self, host: str, port: int) -> Sharing: ...

    def stop_sharing(self) -> None: ...


def local_addresses() -> list[str]:
    """The IPv4 addresses of this machine that a phone on the same network may reach, then the loopback
    address (for a browser on this machine)."""
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0])
        if not address.startswith("127.") and address not in found:
            found.append(address)
    return [*found, "127.0.0.1"]


def qr_pixmap(url: str, scale: int = QR_SCALE) -> QPixmap:
    """The QR code of ``url``, as a picture."""
    import segno

    buffer = io.BytesIO()
    segno.make(url, error="m", micro=False).save(buffer, kind="png", scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class ShareDialog(QDialog):
    """Not modal: it may stay open beside the tracker, listing who is connected."""

    def __init__(self, host: SharingHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ShareDialog")
        self.setWindowTitle(self.tr("Share with the Table"))
        self._host = host
        self.address = QComboBox(self)
        self.address.setEditable(True)
        self.address.addItems(local_addresses())
        self.port = QSpinBox(self)
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.start_button = QPushButton(self.tr("Start sharing"), self)
        self.start_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self.tr("Stop"), self)
        self.stop_button.clicked.connect(self.stop)
        self.problem = QLabel(self)
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("QLabel { color: #b03a2e; }")
        self.problem.hide()
        note = QLabel(
            self.tr(
                "Anyone who has a link sees what it shows: the table link the fight without the NPCs' "
                "numbers, a player's link that PC's sheet, and it can send that PC's declarations and "
                "checks for you to accept. Links work on this network only; Revoke gives a link a new "
                "address."
            ),
            self,
        )
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Address"), self.address)
        form.addRow(self.tr("Port"), self.port)
        starting = QHBoxLayout()
        starting.addLayout(form, 1)
        starting.addWidget(self.start_button)
        starting.addWidget(self.stop_button)

        self._links = QWidget()
        self._links_layout = QGridLayout(self._links)
        self.links_area = QScrollArea(self)
        self.links_area.setWidgetResizable(True)
        self.links_area.setWidget(self._links)
        self.clients = QListWidget(self)
        self.clients.setObjectName("clients")
        self.clients.setMaximumHeight(self.clients.fontMetrics().lineSpacing() * 5)
        clients_box = QGroupBox(self.tr("Connected"), self)
        QVBoxLayout(clients_box).addWidget(self.clients)
        self.titles: dict[str, QLabel] = {}
        self.url_fields: dict[str, QLineEdit] = {}
        self.qr_labels: dict[str, QLabel] = {}
        self.revoke_buttons: dict[str, QPushButton] = {}
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)

        layout = QVBoxLayout(self)
        layout.addLayout(starting)
        layout.addWidget(self.problem)
        layout.addWidget(note)
        layout.addWidget(self.links_area, 1)
        layout.addWidget(clients_box)
        layout.addWidget(buttons)
        self.resize(780, 700)
        self._connect()
        self.refresh()

    def _connect(self) -> None:
        sharing = self._host.sharing
        if sharing is not None:
            sharing.links_changed.connect(self.refresh)
            sharing.clients_changed.connect(self.refresh_clients)

    def start(self) -> None:
        host = self.address.currentText().strip()
        if not host:  # the server would listen on every address, and no link could name one
            self._say(self.tr("Choose or type the address to share on."))
            return
        try:
            self._host.start_sharing(host, self.port.value())
        except OSError as error:
            self._say(
                self.tr("Could not share on {address}: {problem}").format(
                    address=host, problem=error.strerror or str(error)
                )
            )
            return
        self.problem.hide()
        self._connect()
        self.refresh()

    def _say(self, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.show()

    def stop(self) -> None:
        self._host.stop_sharing()
        self.refresh()

    def refresh(self) -> None:
        sharing = self._host.sharing
        running = sharing is not None and sharing.running
        for control in (self.address, self.port, self.start_button):
            control.setEnabled(not running)
        self.stop_button.setEnabled(running)
        while self._links_layout.count():
            item = self._links_layout.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.deleteLater()
        self.titles.clear()
        self.url_fields.clear()
        self.qr_labels.clear()
        self.revoke_buttons.clear()
        if sharing is not None and running:
            for row, link in enumerate(sharing.links()):
                label = (
                    self.tr("Table")
                    if link.key == "table"
                    else self.tr("Player: {name}").format(name=link.label)
                )
                title = QLabel(label, self._links)
                title.setTextFormat(Qt.TextFormat.PlainText)
                url = QLineEdit(link.url, self._links)
                url.setReadOnly(True)
                copy = QPushButton(self.tr("Copy"), self._links)
                copy.clicked.connect(lambda _checked=False, text=link.url: self._copy(text))
                revoke = QPushButton(self.tr("Revoke"), self._links)
                revoke.clicked.connect(lambda _checked=False, key=link.key: self.revoke(key))
                qr = QLabel(self._links)
                qr.setPixmap(qr_pixmap(link.url))
                column = QVBoxLayout()
                column.addWidget(title)
                column.addWidget(url)
                line = QHBoxLayout()
                line.addWidget(copy)
                line.addWidget(revoke)
                line.addStretch(1)
                column.addLayout(line)
                holder = QWidget(self._links)
                holder.setLayout(column)
                self._links_layout.addWidget(holder, row, 0)
                self._links_layout.addWidget(qr, row, 1)
                self.titles[link.key] = title
                self.url_fields[link.key] = url
                self.qr_labels[link.key] = qr
                self.revoke_buttons[link.key] = revoke
        self.refresh_clients()

    def refresh_clients(self) -> None:
        sharing = self._host.sharing
        self.clients.clear()
        if sharing is None or not sharing.running:
            return
        for client in sharing.clients():
            who = self.tr("Table") if client.key == "table" else client.label
            self.clients.addItem(
                self.tr("{who} — {address} — {browser}").format(
                    who=who, address=client.address, browser=client.agent or "?"
                )
            )

    def revoke(self, key: str) -> None:
        sharing = self._host.sharing
        if sharing is not None:
            sharing.revoke(key)

    @staticmethod
    def _copy(text: str) -> None:
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(text)
