"""The players' requests in the tracker: shown above the combatants as they arrive, Y accepts and
Backspace rejects (the selected one, else the oldest); with none left, Backspace puts away the last
refusal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QBoxLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.player_requests import PlayerRequests

ACCEPT_KEY = "Y"
REJECT_KEY = "Backspace"
ROWS_SHOWN = 3
"""Requests the list shows without scrolling."""


class RequestsBox(QGroupBox):
    """Put into ``panel`` (the tracker) above its table; hidden while no request waits."""

    def __init__(self, requests: PlayerRequests, panel: QWidget, table: QWidget) -> None:
        super().__init__(panel)
        self.setObjectName("PlayerRequests")
        self._requests = requests
        self.setTitle(self.tr("Players' requests"))
        self.list = QListWidget(self)
        self.list.setObjectName("requests")
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the tracker's table
        self.refusal = QLabel(self)
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("QLabel { color: #b03a2e; }")
        self.refusal.hide()
        self.accept_action = self._action(self.tr("Accept request"), ACCEPT_KEY, self.accept, panel)
        self.reject_action = self._action(self.tr("Reject request"), REJECT_KEY, self.reject, panel)
        buttons = QVBoxLayout()
        for action in (self.accept_action, self.reject_action):
            button = QPushButton(f"{action.text()} ({action.shortcut().toString()})", self)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(action.trigger)
            action.enabledChanged.connect(button.setEnabled)
            buttons.addWidget(button)
        buttons.addStretch(1)
        row = QHBoxLayout(self)
        column = QVBoxLayout()
        column.addWidget(self.list)
        column.addWidget(self.refusal)
        row.addLayout(column, 1)
        row.addLayout(buttons)
        layout = panel.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(layout.indexOf(table), self)
        requests.changed.connect(self.refresh)
        self.refresh()

    def _action(self, text: str, key: str, slot: object, panel: QWidget) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _checked=False: slot())  # type: ignore[operator]
        panel.addAction(action)
        return action

    def refresh(self) -> None:
        pending = self._requests.pending
        self.list.clear()
        for request in pending:
            item = QListWidgetItem(self._requests.text(request))
            item.setData(Qt.ItemDataRole.UserRole, request.id)
            self.list.addItem(item)
        if pending:
            self.list.setCurrentRow(0)
            height = self.list.sizeHintForRow(0) * min(len(pending), ROWS_SHOWN)
            self.list.setFixedHeight(height + 2 * self.list.frameWidth() + 2)
        self.list.setVisible(bool(pending))
        self.accept_action.setEnabled(bool(pending))
        # With nothing waiting, rejecting puts the last refusal away.
        self.reject_action.setEnabled(bool(pending) or bool(self.refusal.text()))
        self.setVisible(bool(pending) or bool(self.refusal.text()))

    def _chosen(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def accept(self) -> None:
        """Run the chosen request as its step; say why when the rules refuse it."""
        refusal = self._requests.accept(self._chosen())
        self.refusal.setText(refusal)
        self.refusal.setVisible(bool(refusal))
        self.refresh()

    def reject(self) -> None:
        self._requests.reject(self._chosen())
        self.refusal.clear()
        self.refusal.hide()
        self.refresh()
