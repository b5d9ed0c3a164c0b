"""The log panel: every roll and state change of the campaign, stamped, filterable and exportable.

:class:`LogModel` adapts the campaign log to a table (time, stamp, sentence). The log only grows at
its end or shrinks from it (an edit appends, undo takes the entries back), so the model announces
exactly the rows that came or went and resets only when another campaign is opened.
"""

from __future__ import annotations

from enum import IntEnum
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QAction, QBrush, QColor, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.i18n import interface_language
from fhrtool.app.log_text import (
    describe,
    log_as_html,
    log_as_text,
    log_names,
    stamp,
    time_text,
)
from fhrtool.app.messages import error_text
from fhrtool.model import LogEntry, TensionMode
from fhrtool.storage.atomic import atomic_write
from fhrtool.storage.errors import SaveError
from fhrtool.ui.dialogs import Dialogs
from fhrtool.ui.safety import no_flags, nothing, total, total_data

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

HIGH_TENSION_STAMP = QColor("#b03a2e")


class Column(IntEnum):
    TIME = 0
    STAMP = 1
    TEXT = 2


class LogRole(IntEnum):
    KIND = Qt.ItemDataRole.UserRole + 1  # the entry's event kind, e.g. "dice_rolled"
    ENTRY = Qt.ItemDataRole.UserRole + 2  # the LogEntry itself


class LogModel(QAbstractTableModel):
    """The entries of the document's campaign log, oldest first."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._entries: tuple[LogEntry, ...] = document.campaign.log
        self._names = log_names(document.campaign)
        # Sentences are made when first shown: a long log is not described all at once.
        self._texts: dict[int, str] = {}
        document.log_changed.connect(self._on_log_changed)
        for signal in (
            document.character_changed,
            document.character_inserted,
            document.character_removed,
            document.roster_reset,
            document.encounter_changed,
            document.catalogue_changed,
        ):
            signal.connect(self._refresh_names)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(Column)

    def text(self, row: int) -> str:
        """The sentence of the entry in ``row``."""
        text = self._texts.get(row)
        if text is None:
            text = self._texts[row] = describe(self._entries[row], self._names)
        return text

    @total(nothing)
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == Column.TIME:
            return self.tr("Time")
        if section == Column.STAMP:
            return self.tr("When")
        if section == Column.TEXT:
            return self.tr("What happened")
        return None

    @total(no_flags)
    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    @total_data
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._entries):
            return None
        entry = self._entries[index.row()]
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            if column == Column.TIME:
                return time_text(entry, date=False)
            if column == Column.STAMP:
                return stamp(entry)
            return self.text(index.row())
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == Column.TIME:
                return time_text(entry) or None
            if column == Column.STAMP:
                if entry.mode is TensionMode.HIGH:
                    return self.tr("High tension, round {round}").format(round=entry.round)
                return self.tr("Low tension, ode {ode}").format(ode=entry.ode)
            return self.text(index.row())
        if role == Qt.ItemDataRole.ForegroundRole and column == Column.STAMP:
            return QBrush(HIGH_TENSION_STAMP) if entry.mode is TensionMode.HIGH else None
        if role == LogRole.KIND:
            return entry.kind
        if role == LogRole.ENTRY:
            return entry
        return None

    # -- following the document -------------------------------------------------------------------------

    def _on_log_changed(self) -> None:
        old, new = self._entries, self._document.campaign.log
        # Entries are shared between campaign versions, so comparing the common part is cheap.
        if len(new) > len(old) and new[: len(old)] == old:
            self._refresh_names()
            self.beginInsertRows(_ROOT, len(old), len(new) - 1)
            self._entries = new
            self.endInsertRows()
        elif len(new) < len(old) and old[: len(new)] == new:
            self.beginRemoveRows(_ROOT, len(new), len(old) - 1)
            self._entries = new
            for row in range(len(new), len(old)):
                self._texts.pop(row, None)
            self.endRemoveRows()
        else:
            self.beginResetModel()
            self._entries = new
            self._names = log_names(self._document.campaign)
            self._texts.clear()
            self.endResetModel()

    def _refresh_names(self) -> None:
        names = log_names(self._document.campaign)
        if names != self._names:
            self._names = names
            self._texts.clear()
            if self._entries:
                last = len(self._entries) - 1
                self.dataChanged.emit(self.index(0, Column.TEXT), self.index(last, Column.TEXT))


def log_filter(model: LogModel, parent: QWidget | None = None) -> QSortFilterProxyModel:
    """A proxy that keeps the entries whose time, stamp or sentence contains the filter text."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setFilterKeyColumn(-1)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    return proxy


class LogPanel(QWidget):
    """The log: a filter box, the entries with the newest in view, and exports as text and HTML."""

    def __init__(self, document: Document, dialogs: Dialogs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self._document = document
        self._dialogs = dialogs
        self.model = LogModel(document, self)
        self.proxy = log_filter(self.model, self)

        self.filter_edit = QLineEdit(self)
        self.filter_edit.setPlaceholderText(self.tr("Filter the log"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._on_filter_changed)

        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(False)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        # One line per entry: the log is read like a chat, not like a form.
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(Column.TIME, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(Column.STAMP, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)

        self.count_label = QLabel(self)
        self.export_text_button = QPushButton(self.tr("Export as text…"), self)
        self.export_text_button.clicked.connect(self.export_text)
        self.export_html_button = QPushButton(self.tr("Export as HTML…"), self)
        self.export_html_button.clicked.connect(self.export_html)

        buttons = QHBoxLayout()
        buttons.addWidget(self.count_label, 1)
        buttons.addWidget(self.export_text_button)
        buttons.addWidget(self.export_html_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)

        self.copy_action = QAction(self.tr("Copy"), self.view)
        self.copy_action.setShortcut(QKeySequence.StandardKey.Copy)
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.copy_action.triggered.connect(self.copy_selection)
        self.view.addAction(self.copy_action)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)

        self._following = True
        self.proxy.rowsAboutToBeInserted.connect(self._remember_following)
        self.proxy.rowsInserted.connect(self._follow)
        for signal in (
            self.proxy.rowsInserted,
            self.proxy.rowsRemoved,
            self.proxy.modelReset,
            self.proxy.layoutChanged,
        ):
            signal.connect(self._update_count)
        self._update_count()
        self.view.scrollToBottom()

    # -- showing -----------------------------------------------------------------------------------------

    def _on_filter_changed(self, text: str) -> None:
        self.proxy.setFilterFixedString(text)
        self._update_count()
        self.view.scrollToBottom()

    def _remember_following(self) -> None:
        bar = self.view.verticalScrollBar()
        self._following = bar.value() >= bar.maximum()

    def _follow(self) -> None:
        # Follow new entries unless the user scrolled up to read older ones.
        if self._following:
            self.view.scrollToBottom()

    def _update_count(self) -> None:
        total, shown = self.model.rowCount(), self.proxy.rowCount()
        if shown == total:
            self.count_label.setText(self.tr("{count} entries").format(count=total))
        else:
            self.count_label.setText(self.tr("{shown} of {count} entries").format(shown=shown, count=total))

    def copy_selection(self) -> None:
        """Put the selected entries on the clipboard, one line each, as the text export writes them."""
        rows = sorted({index.row() for index in self.view.selectionModel().selectedRows()})
        lines = ["\t".join(str(self.proxy.index(row, column).data()) for column in Column) for row in rows]
        if lines:
            QGuiApplication.clipboard().setText("\n".join(lines) + "\n")

    # -- exporting ---------------------------------------------------------------------------------------

    def export_text(self) -> bool:
        """Ask where and save the whole log as plain text; False when cancelled or refused."""
        return self._export(".txt", self.tr("Text (*.txt)"))

    def export_html(self) -> bool:
        """Ask where and save the whole log as a printable HTML page."""
        return self._export(".html", self.tr("Web page (*.html *.htm)"))

    def _suggested(self, suffix: str) -> Path:
        path = self._document.path
        stem = path.stem if path is not None else (self._document.campaign.name or "campaign")
        name = self.tr("{name} log").format(name=stem) + suffix
        return path.with_name(name) if path is not None else Path(name)

    def _export(self, suffix: str, file_filter: str) -> bool:
        title = self.tr("Export the log")
        path = self._dialogs.save_path(title, file_filter, self._suggested(suffix))
        if path is None:
            return False
        if not path.suffix:
            path = path.with_suffix(suffix)
        campaign = self._document.campaign
        names = log_names(campaign)
        if suffix == ".html":
            heading = campaign.name or self.tr("Log")
            text = log_as_html(campaign.log, names, title=heading, language=interface_language())
        else:
            text = log_as_text(campaign.log, names)
        try:
            atomic_write(path, text.encode("utf-8"))
        except SaveError as error:
            self._dialogs.error(title, error_text(error))
            return False
        return True
