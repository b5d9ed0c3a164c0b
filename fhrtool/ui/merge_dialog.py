"""The comparison of a shared sheet with the campaign's character: what the sheet would change, by
group, each change checked to take the sheet's value or unchecked to keep the campaign's.

A group's box takes or keeps the whole group. A conflict shows both values and is unchecked until the
user checks it (changed on both sides), or cannot be checked at all and says which rule it would break.
Everything is reachable by keys: the arrows move, Space checks, Ctrl+A takes all, Ctrl+K keeps all,
Enter takes what is checked, Escape changes nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.messages import translated
from fhrtool.steps.merge import FIGHT_KEPT, GROUP_LABELS, Change, Comparison, Key, change_label, value_text
from fhrtool.ui.safety import declined, total

KEY_ROLE = Qt.ItemDataRole.UserRole
_CHECKED, _UNCHECKED, _PARTLY = (
    Qt.CheckState.Checked,
    Qt.CheckState.Unchecked,
    Qt.CheckState.PartiallyChecked,
)


class MergeDialog(QDialog):
    """Take or keep each change of one sheet; :meth:`taken` is what the user chose."""

    def __init__(self, comparison: Comparison, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._comparison = comparison
        name = comparison.ours.name
        self.setWindowTitle(self.tr("Update {name} from the sheet").format(name=name))
        layout = QVBoxLayout(self)
        self.summary = QLabel(self._summary())
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(4)
        self.tree.setHeaderLabels(
            [
                self.tr("Change"),
                self.tr("In the campaign"),
                self.tr("On the sheet"),
                self.tr("Why it is kept"),
            ]
        )
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self._fill()
        self.tree.itemChanged.connect(self._changed)
        layout.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.take_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.take_button.setText(self.tr("&Take the checked changes"))
        self.take_all_button = buttons.addButton(self.tr("Take &all"), QDialogButtonBox.ButtonRole.ActionRole)
        self.keep_all_button = buttons.addButton(self.tr("&Keep all"), QDialogButtonBox.ButtonRole.ActionRole)
        self.take_all_button.clicked.connect(lambda: self._set_all(_CHECKED))
        self.keep_all_button.clicked.connect(lambda: self._set_all(_UNCHECKED))
        self.take_all_button.setAutoDefault(False)
        self.keep_all_button.setAutoDefault(False)
        self.take_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.tree.installEventFilter(self)
        self.resize(940, 560)
        self.tree.setFocus()
        if self._groups:
            self.tree.setCurrentItem(next(iter(self._groups)))

    @total(declined)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The list would take these keys for itself (Ctrl+A selects all rows, Enter activates one).
        if watched is self.tree and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key, control = event.key(), event.modifiers() & Qt.KeyboardModifier.ControlModifier
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not control:
                self.accept()
                return True
            if control and key in (Qt.Key.Key_A, Qt.Key.Key_K):
                self._set_all(_CHECKED if key == Qt.Key.Key_A else _UNCHECKED)
                return True
        return super().eventFilter(watched, event)

    def _summary(self) -> str:
        comparison = self._comparison
        count, conflicts = len(comparison.changes), len(comparison.conflicts)
        lines = [
            self.tr(
                "The sheet differs from the campaign in {count} places; {conflicts} of them are conflicts."
            ).format(count=count, conflicts=conflicts)
        ]
        if comparison.base is None:
            lines.append(
                self.tr(
                    "It is not known what both sides had in common: every difference is shown as the sheet's change."
                )
            )
        if comparison.edited_after_export:
            lines.append(self.tr("The sheet was changed after it was exported."))
        if comparison.fight_running:
            lines.append(
                self.tr(
                    "A fight is running: the campaign's current HP, hope, fatigue and tension value are kept "
                    "unless you check them."
                )
            )
        lines.append(self.tr("Checked: the sheet's value is taken. Unchecked: the campaign's is kept."))
        return "\n".join(lines)

    def _fill(self) -> None:
        comparison = self._comparison
        default = comparison.default_take()
        self._groups: dict[QTreeWidgetItem, list[QTreeWidgetItem]] = {}
        for group in comparison.groups:
            top = QTreeWidgetItem([translated(GROUP_LABELS[group])])
            top.setFlags(
                Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable
            )
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            self.tree.addTopLevelItem(top)
            rows = [self._row(change, change.key in default) for change in comparison.in_group(group)]
            top.addChildren(rows)
            self._groups[top] = [row for row in rows if self._checkable(row)]
            if self._groups[top]:
                top.setCheckState(0, self._state_of(top))
            else:  # nothing in it can be taken: no box to tick
                top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)
            top.setExpanded(True)
        for column in range(3):
            self.tree.resizeColumnToContents(column)
            self.tree.setColumnWidth(column, min(self.tree.columnWidth(column), 280))

    def _row(self, change: Change, taken: bool) -> QTreeWidgetItem:
        comparison = self._comparison
        ours = translated(value_text(comparison, change, change.ours))
        theirs = translated(value_text(comparison, change, change.theirs))
        item = QTreeWidgetItem(
            [translated(change_label(comparison, change)), ours, theirs, self._why(change)]
        )
        item.setData(0, KEY_ROLE, change.key)
        for column in range(4):
            item.setToolTip(column, item.text(column))
        if change.takeable:
            item.setFlags(
                Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable
            )
            item.setCheckState(0, _CHECKED if taken else _UNCHECKED)
        else:
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        return item

    def _why(self, change: Change) -> str:
        if change.rule is not None:
            return self.tr("Against the rules: {reason}").format(reason=translated(change.rule))
        if change.both_changed:
            before = translated(value_text(self._comparison, change, change.base))
            return self.tr("Conflict: changed in the campaign too (both had {value})").format(value=before)
        if self._comparison.fight_running and change.key in FIGHT_KEPT:
            return self.tr("A fight is running")
        return ""

    @staticmethod
    def _checkable(item: QTreeWidgetItem) -> bool:
        return bool(item.flags() & Qt.ItemFlag.ItemIsUserCheckable)

    def _state_of(self, top: QTreeWidgetItem) -> Qt.CheckState:
        states = {row.checkState(0) for row in self._groups[top]}
        if states == {_CHECKED}:
            return _CHECKED
        return _PARTLY if _CHECKED in states else _UNCHECKED

    def _changed(self, item: QTreeWidgetItem, column: int) -> None:
        if column != 0:
            return
        self.tree.blockSignals(True)
        try:
            top = item.parent()
            if top is None:  # a group: take or keep all of it
                state = _UNCHECKED if item.checkState(0) == _UNCHECKED else _CHECKED
                for row in self._groups[item]:
                    row.setCheckState(0, state)
                item.setCheckState(0, self._state_of(item))
            else:
                top.setCheckState(0, self._state_of(top))
        finally:
            self.tree.blockSignals(False)
        self.tree.viewport().update()

    def _set_all(self, state: Qt.CheckState) -> None:
        for top, rows in self._groups.items():
            if rows:
                top.setCheckState(0, state)

    def taken(self) -> frozenset[Key]:
        """The changes checked: the sheet's values to take."""
        return frozenset(
            tuple(row.data(0, KEY_ROLE))
            for rows in self._groups.values()
            for row in rows
            if row.checkState(0) == _CHECKED
        )
