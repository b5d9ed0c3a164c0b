"""The log panel: every roll and state change of the campaign, stamped, filterable and exportable.

:class:`LogModel` adapts the campaign log to a table (time, stamp, sentence). The log only grows at
its end or shrinks from it (an edit appends, undo takes the entries back), so the model announces
exactly the rows that came or went and resets only when another campaign is opened.
"""

from __future__ import annotations

import time
from bisect import bisect_left
from collections.abc import Sequence
from enum import IntEnum
from functools import partial
from itertools import compress, repeat
from operator import attrgetter, contains, eq
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QModelRoleData,
    QModelRoleDataSpan,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QBrush, QColor, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.files import documents_folder
from fhrtool.app.i18n import interface_language, plural
from fhrtool.app.log_text import (
    NAMING_KINDS,
    describe,
    filter_text,
    log_as_html,
    log_as_text,
    log_names,
    remembered_names,
    stamp,
    time_text,
)
from fhrtool.app.messages import error_text
from fhrtool.model import LogEntry, TensionMode
from fhrtool.storage.atomic import atomic_write
from fhrtool.storage.errors import SaveError
from fhrtool.storage.paths import portable_name
from fhrtool.ui.dialogs import Dialogs
from fhrtool.ui.log_view import GrowingTable
from fhrtool.ui.safety import (
    answer_roles,
    declined,
    no_flags,
    nothing,
    placeholder_multi_data,
    total,
    total_data,
)
from fhrtool.ui.steady import OneLineLabel

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_kind = attrgetter("kind")

HIGH_TENSION_STAMP = QColor("#b03a2e")

_WIDEST_STAMP = LogEntry(kind="", mode=TensionMode.HIGH, round=888, sequence=88, ode=888)
"""An entry whose stamp is as wide as a real one gets."""


ENTRY_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
"""What an entry of the log may be: chosen (to copy it), never edited."""


class Column(IntEnum):
    TIME = 0
    STAMP = 1
    TEXT = 2


_COLUMNS = len(Column)  # an enum's len() runs Python code: painting asks for it of every cell


class LogRole(IntEnum):
    KIND = Qt.ItemDataRole.UserRole + 1  # the entry's event kind, e.g. "dice_rolled"
    ENTRY = Qt.ItemDataRole.UserRole + 2  # the LogEntry itself


_ANSWERED = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.ForegroundRole,
        LogRole.KIND,
        LogRole.ENTRY,
    }
)
"""The roles a cell of the log has a value for."""


class LogModel(QAbstractTableModel):
    """The entries of the document's campaign log, oldest first.

    Each entry's sentence and filter text are made once, when first needed, and kept until the names
    they use change: entries are immutable, and the log only grows or shrinks at its end.
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._entries: tuple[LogEntry, ...] = document.campaign.log
        # The names the log itself gives, kept up to date as it grows; the rows of the entries that
        # give one, to make them again when entries are taken back.
        self._naming_rows = self._rows_naming(0)
        self._remembered = remembered_names(self._entries[row] for row in self._naming_rows)
        self._names = log_names(document.campaign, remembered=self._remembered)
        # Sentences and filter texts are made when first needed: a long log is not described all at once.
        self._texts: list[str | None] = [None] * len(self._entries)
        self._folded: list[str | None] = [None] * len(self._entries)
        self._fold_from = 0  # no filter text is made before this row
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
        return 0 if parent.isValid() else _COLUMNS

    @property
    def entries(self) -> tuple[LogEntry, ...]:
        return self._entries

    def text(self, row: int) -> str:
        """The sentence of the entry in ``row``."""
        text = self._texts[row]
        if text is None:
            text = self._texts[row] = describe(self._entries[row], self._names)
        return text

    def folded(self, row: int) -> str:
        """What the filter looks in for ``row`` (:func:`~fhrtool.app.log_text.filter_text`)."""
        folded = self._folded[row]
        if folded is None:
            folded = self._folded[row] = filter_text(self._entries[row], self.text(row))
        return folded

    def all_folded(self) -> Sequence[str]:
        """The filter text of every row, made now for those not made yet."""
        self.fold_ahead(None)
        return self._folded  # type: ignore[return-value]  # every one is made

    @property
    def folded_ahead(self) -> bool:
        """Whether :meth:`fold_ahead` has made the filter text of every row."""
        return self._fold_from >= len(self._folded)

    def fold_ahead(self, seconds: float | None) -> bool:
        """Make the filter texts not made yet, for about ``seconds`` (None: all); True when all are made."""
        deadline = None if seconds is None else time.perf_counter() + seconds
        folded, row = self._folded, self._fold_from
        while row < len(folded):
            if folded[row] is None:
                self.folded(row)
            row += 1
            if deadline is not None and row % 64 == 0 and time.perf_counter() >= deadline:
                break
        self._fold_from = row
        return row >= len(folded)

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
        return ENTRY_FLAGS

    @total_data
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        return self.cell(index.row(), index.column(), role)

    @total(placeholder_multi_data)
    def multiData(self, index: _Index, span: QModelRoleDataSpan | QModelRoleData) -> None:
        # A delegate asks for the seven or eight roles of a cell it paints at once: one call answers them.
        if index.isValid():
            self.cells(index.row(), index.column(), span)
        else:
            answer_roles(span, None)

    def cells(self, row: int, column: int, span: QModelRoleDataSpan | QModelRoleData) -> None:
        """``multiData()`` of the cell in ``row`` and ``column``, without making an index."""
        if 0 <= row < len(self._entries) and 0 <= column < _COLUMNS:
            answer_roles(span, partial(self._value, row, column, self._entries[row]))
        else:
            answer_roles(span, None)

    def cell(self, row: int, column: int, role: int) -> object:
        """``data()`` of the cell in ``row`` and ``column``, without making an index."""
        if not 0 <= row < len(self._entries) or not 0 <= column < _COLUMNS:
            return None
        return self._value(row, column, self._entries[row], role)

    def _value(self, row: int, column: int, entry: LogEntry, role: int) -> object:
        if role not in _ANSWERED:  # most of what painting asks for: font, colours, alignment, icon, check
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if column == Column.TIME:
                return time_text(entry, date=False)
            if column == Column.STAMP:
                return stamp(entry)
            return self.text(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == Column.TIME:
                return time_text(entry) or None
            if column == Column.STAMP:
                if entry.mode is TensionMode.HIGH:
                    return self.tr("High tension, round {round}").format(round=entry.round)
                return self.tr("Low tension, ode {ode}").format(ode=entry.ode)
            return self.text(row)
        if role == Qt.ItemDataRole.ForegroundRole and column == Column.STAMP:
            return QBrush(HIGH_TENSION_STAMP) if entry.mode is TensionMode.HIGH else None
        if role == LogRole.KIND:
            return entry.kind
        if role == LogRole.ENTRY:
            return entry
        return None

    # -- following the document -------------------------------------------------------------------------

    def _rows_naming(self, start: int) -> list[int]:
        # In one pass in C: a log of years holds a hundred thousand entries and more, and few that name.
        # A slice, not islice(): that one would step through every entry before ``start`` as well.
        entries = self._entries
        naming = map(NAMING_KINDS.__contains__, map(_kind, entries[start:]))
        return list(compress(range(start, len(entries)), naming))

    def _on_log_changed(self) -> None:
        old, new = self._entries, self._document.campaign.log
        # The document knows how much of the log a step or an undo kept, else it compares the two.
        shared = self._document.log_kept(old)
        if len(new) > len(old) == shared:
            self.beginInsertRows(_ROOT, len(old), len(new) - 1)
            self._entries = new
            self._texts += [None] * (len(new) - len(old))
            self._folded += [None] * (len(new) - len(old))
            added = self._rows_naming(len(old))
            if added:
                self._naming_rows += added
                self._remembered.update(remembered_names(new[row] for row in added))
            self.endInsertRows()
            if added:
                self._refresh_names()
        elif len(old) > len(new) == shared:
            self.beginRemoveRows(_ROOT, len(new), len(old) - 1)
            self._entries = new
            del self._texts[len(new) :]
            del self._folded[len(new) :]
            self._fold_from = min(self._fold_from, len(new))
            kept = bisect_left(self._naming_rows, len(new))
            forgotten = kept < len(self._naming_rows)
            if forgotten:
                del self._naming_rows[kept:]
                self._remembered = remembered_names(new[row] for row in self._naming_rows)
            self.endRemoveRows()
            if forgotten:
                self._refresh_names()
        else:
            self.beginResetModel()
            self._entries = new
            self._naming_rows = self._rows_naming(0)
            self._remembered = remembered_names(new[row] for row in self._naming_rows)
            self._names = log_names(self._document.campaign, remembered=self._remembered)
            self._texts = [None] * len(new)
            self._folded = [None] * len(new)
            self._fold_from = 0
            self.endResetModel()

    def _refresh_names(self) -> None:
        names = log_names(self._document.campaign, remembered=self._remembered)
        if names != self._names:
            self._names = names
            self._texts = [None] * len(self._entries)
            self._folded = [None] * len(self._entries)
            self._fold_from = 0
            if self._entries:
                last = len(self._entries) - 1
                self.dataChanged.emit(self.index(0, Column.TEXT), self.index(last, Column.TEXT))


class LogFilter(QAbstractTableModel):
    """The rows of a :class:`LogModel` that the filter keeps, in the log's order: those of ``kind`` (any,
    by default) whose time, stamp or sentence holds the filter text, case aside.

    Not a QSortFilterProxyModel: that one asks the model about each row, one call into Python per row
    and column, on every keystroke. This one looks through the model's filter texts (each made once) in
    one pass; a keystroke that lengthens the text looks only at the rows kept before, and going back to
    a text typed since the log last changed costs nothing.
    """

    RECENT = 32
    """How many texts' rows are kept for going back."""

    def __init__(
        self, model: LogModel, *, kind: str | None = None, parent: QWidget | None = None, prepare: bool = True
    ) -> None:
        """``prepare``: start making the filter texts in the background now (else :meth:`start_preparing`
        starts it, and so does the next change of the log)."""
        super().__init__(parent)
        self._model = model
        self._kind = kind
        self._needle = ""
        self._rows = self._keep(range(model.rowCount()), self._needle)
        self._recent: dict[str, list[int]] = {self._needle: self._rows}
        # The filter texts are made in the background while nothing else happens, ready for the first key.
        self._prepare = QTimer(self)
        self._prepare.setInterval(0)
        self._prepare.timeout.connect(self._prepare_some)
        model.rowsInserted.connect(self._on_inserted)
        model.rowsRemoved.connect(self._on_removed)
        model.modelAboutToBeReset.connect(self.beginResetModel)
        model.modelReset.connect(self._on_reset)
        model.dataChanged.connect(self._on_data_changed)
        if prepare:
            self.start_preparing()

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else _COLUMNS

    def sourceModel(self) -> LogModel:
        return self._model

    def mapToSource(self, index: _Index) -> QModelIndex:
        """The model's index of what ``index`` shows."""
        if not index.isValid() or index.row() >= len(self._rows):
            return QModelIndex()
        return self._model.index(self._rows[index.row()], index.column())

    @total(nothing)
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        return self._model.headerData(section, orientation, role)

    @total(no_flags)
    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid() or index.row() >= len(self._rows):
            return Qt.ItemFlag.NoItemFlags
        return ENTRY_FLAGS

    @total_data
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        return self._model.cell(self._rows[index.row()], index.column(), role)

    @total(placeholder_multi_data)
    def multiData(self, index: _Index, span: QModelRoleDataSpan | QModelRoleData) -> None:
        if index.isValid() and index.row() < len(self._rows):
            self._model.cells(self._rows[index.row()], index.column(), span)
        else:
            answer_roles(span, None)

    # -- filtering ---------------------------------------------------------------------------------------

    def set_text(self, text: str) -> None:
        """Keep the entries whose time, stamp or sentence holds ``text`` (all, when it is empty)."""
        needle = text.lower()
        if needle == self._needle:
            return
        rows = self._recent.get(needle)
        if rows is None:
            lengthened = bool(self._needle) and self._needle in needle
            candidates = self._rows if lengthened else range(self._model.rowCount())
            rows = self._keep(candidates, needle)
            if len(self._recent) >= self.RECENT:
                del self._recent[next(iter(self._recent))]
            self._recent[needle] = rows
        self._needle = needle
        self._show(rows)

    def _keep(self, rows: Sequence[int], needle: str) -> list[int]:
        """Those of ``rows`` (ascending) that the filter keeps when its text is ``needle``."""
        model = self._model
        if self._kind is not None:
            # In one pass in C, as for the naming rows.
            kinds = map(_kind, map(model.entries.__getitem__, rows))
            rows = list(compress(rows, map(eq, kinds, repeat(self._kind))))
        if not needle:
            return list(rows)
        texts = map(model.all_folded().__getitem__ if len(rows) > 64 else model.folded, rows)
        return list(compress(rows, map(contains, texts, repeat(needle))))

    def _show(self, rows: list[int]) -> None:
        """Show ``rows`` instead, keeping the selection and current row where they are still shown."""
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        shown = [(self._rows[index.row()], index.column()) for index in persistent]
        self._rows = rows
        moved = []
        for row, column in shown:
            at = bisect_left(rows, row)
            moved.append(self.index(at, column) if at < len(rows) and rows[at] == row else QModelIndex())
        self.changePersistentIndexList(persistent, moved)
        self.layoutChanged.emit()

    @property
    def preparing(self) -> bool:
        """Whether filter texts are still being made in the background."""
        return self._prepare.isActive()

    def start_preparing(self) -> None:
        """Make the filter texts not made yet in the background, while nothing else happens."""
        if self._kind is None:
            self._prepare.start()

    def _prepare_some(self) -> None:
        if self._model.fold_ahead(0.008):
            self._prepare.stop()

    # -- following the model -----------------------------------------------------------------------------

    def _on_inserted(self, _parent: _Index, first: int, last: int) -> None:
        added = range(first, last + 1)
        for needle, rows in self._recent.items():
            if rows is not self._rows:
                rows += self._keep(added, needle)
        kept = self._keep(added, self._needle)
        if kept:
            self.beginInsertRows(_ROOT, len(self._rows), len(self._rows) + len(kept) - 1)
            self._rows += kept
            self.endInsertRows()
        self.start_preparing()

    def _on_removed(self, _parent: _Index, first: int, _last: int) -> None:
        # The log loses entries only from its end.
        for rows in self._recent.values():
            if rows is not self._rows:
                del rows[bisect_left(rows, first) :]
        at = bisect_left(self._rows, first)
        if at < len(self._rows):
            self.beginRemoveRows(_ROOT, at, len(self._rows) - 1)
            del self._rows[at:]
            self.endRemoveRows()

    def _on_reset(self) -> None:
        self._rows = self._keep(range(self._model.rowCount()), self._needle)
        self._recent = {self._needle: self._rows}
        self.endResetModel()
        self.start_preparing()

    def _on_data_changed(self, first: QModelIndex, last: QModelIndex) -> None:
        # The names changed, and with them sentences: what the filter keeps may differ, and the rows
        # kept for other texts are out of date (also while the filter is empty).
        if self._needle:
            self._show(self._keep(range(self._model.rowCount()), self._needle))
        self._recent = {self._needle: self._rows}
        if self._rows:
            end = len(self._rows) - 1
            self.dataChanged.emit(self.index(0, first.column()), self.index(end, last.column()))
        self.start_preparing()


class LogPanel(QWidget):
    """The log: a filter box, the entries with the newest in view, and exports as text and HTML."""

    def __init__(
        self,
        document: Document,
        dialogs: Dialogs,
        parent: QWidget | None = None,
        *,
        model: LogModel | None = None,
    ) -> None:
        """``model``: the document's log as another panel already shows it (the dice roller's history),
        shared rather than kept twice; a model of its own by default."""
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self._document = document
        self._dialogs = dialogs
        self.model = LogModel(document, self) if model is None else model
        # The filter texts are made once the panel has been painted: its first picture does not wait.
        self.proxy = LogFilter(self.model, parent=self, prepare=False)

        self.filter_edit = QLineEdit(self)
        self.filter_edit.setPlaceholderText(self.tr("Filter the log"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._on_filter_changed)

        self.view = GrowingTable(self)
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(False)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        # One line per entry: the log is read like a chat, not like a form.
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        # Time and stamp columns as wide as their widest texts, from the font rather than from the rows:
        # fitting them to the contents would measure up to a thousand rows on every change.
        header = self.view.horizontalHeader()
        header.setStretchLastSection(True)
        metrics = self.view.fontMetrics()
        padding = 2 * self.view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 12
        widths = {
            Column.TIME: ("88:88:88",),
            Column.STAMP: (
                stamp(_WIDEST_STAMP),
                stamp(_WIDEST_STAMP.model_copy(update={"mode": TensionMode.LOW})),
            ),
        }
        for column, texts in widths.items():
            width = max(metrics.horizontalAdvance(text) for text in texts) + padding
            header.resizeSection(column, max(width, header.sectionSizeHint(column)))

        self.count_label = OneLineLabel(self)  # a new count with each entry: no new layout with it
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
        # The count says "shown of all": entries the filter hides change it too.
        for signal in (
            self.model.rowsInserted,
            self.model.rowsRemoved,
            self.model.modelReset,
            self.proxy.rowsInserted,
            self.proxy.rowsRemoved,
            self.proxy.modelReset,
            self.proxy.layoutChanged,
        ):
            signal.connect(self._update_count)
        document.log_changed.connect(self._update_count)
        self._update_count()
        self.view.scrollToBottom()
        self.view.viewport().installEventFilter(self)

    @total(declined)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched is self.view.viewport():
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.proxy, self.proxy.start_preparing)  # once this paint is done
        return False

    # -- showing -----------------------------------------------------------------------------------------

    def _on_filter_changed(self, text: str) -> None:
        self.proxy.set_text(text)
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
        if not self._document.complete_now:  # opened but for its log, read once the window is shown
            self.count_label.setText(self.tr("Reading the log…"))
            return
        total, shown = self.model.rowCount(), self.proxy.rowCount()
        if shown == total:
            words = plural(total, self.tr("{count} entry"), self.tr("{count} entries"))
        else:
            words = plural(total, self.tr("{shown} of {count} entry"), self.tr("{shown} of {count} entries"))
        self.count_label.setText(words.format(shown=shown, count=total))

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
        name = portable_name(self.tr("{name} log").format(name=stem), suffix, self.tr("Log"))
        return path.with_name(name) if path is not None else documents_folder() / name

    def _export(self, suffix: str, file_filter: str) -> bool:
        title = self.tr("Export the log")
        if not self._document.complete():  # the whole log, read now if it was not yet
            return False
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
