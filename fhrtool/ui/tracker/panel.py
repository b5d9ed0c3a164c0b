"""The combat tracker panel: who acts now, how many dice everyone has left, and every step of a fight.

The panel only reads the document and runs the steps of :mod:`fhrtool.steps.tracker` through it; every
step it takes is one undo step. Questions go through :class:`~fhrtool.ui.tracker.dialogs.TrackerDialogs`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from enum import Enum
from typing import TypeVar

from PySide6.QtCore import QElapsedTimer, QItemSelection, QItemSelectionModel, QModelIndex, QRect, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QMouseEvent, QPalette, QRegion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QStyleOptionViewItem,
    QTableView,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.i18n import plural
from fhrtool.app.messages import error_text, translated
from fhrtool.model import Campaign, Combatant, Encounter, Essence, Phase, Side, TensionMode
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules import srs
from fhrtool.rules.dice import DiceSource, ScriptedDice
from fhrtool.rules.encounter import HIGH_TENSION_ODES, waiting_for_d10
from fhrtool.steps import labels, tracker
from fhrtool.steps.step import StepFunction
from fhrtool.steps.tracker import Adjustable, declaration_text
from fhrtool.steps.turns import not_acted
from fhrtool.ui.cell_pictures import CellPictures, PicturedDelegate
from fhrtool.ui.ranged import NUMBER_KEYS
from fhrtool.ui.safety import nothing, total
from fhrtool.ui.steady import OneLineLabel, restyle
from fhrtool.ui.tracker.delegates import ChangeDelegate, ChipsDelegate
from fhrtool.ui.tracker.dialogs import TrackerDialogs
from fhrtool.ui.tracker.model import EDITABLE, Column, TrackerModel, TrackerRole
from fhrtool.ui.tracker.rows import TrackerRow

ADJUSTABLE: tuple[Adjustable, ...] = ("hp", "hope", "fatigue", "tension_value")
FIT_SAMPLE_ROWS = 24
"""How many rows the columns are fitted to: those in view first, then the next ones."""
_LEAST_WIDTHS: Mapping[int, int] = {Column.NAME: 150}
"""The columns kept wider than their contents, as a name's column is for the names to come."""
I = TypeVar("I")  # noqa: E741 - a step's inputs
R = TypeVar("R")


class Refused(Enum):
    """What :meth:`TrackerPanel._attempt` gives for a step the rules refused."""

    REFUSED = "refused"


_REFUSED = Refused.REFUSED


def no_region(*_args: object) -> QRegion:
    """The answer of a failed ``visualRegionForSelection()``: nothing to paint again."""
    return QRegion()


def no_width(*_args: object) -> int:
    """The answer of a failed ``sizeHintForColumn()``: no hint (the header's own width is kept)."""
    return -1


class _ColumnsHeader(QHeaderView):
    """The columns' header. Rows are selected whole, so a selection would highlight every section:
    none is highlighted, and a new selection (at every Next) does not paint the header again."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)  # as a table's own header
        self.setHighlightSections(False)

    @total(no_region)
    def visualRegionForSelection(self, _selection: QItemSelection) -> QRegion:
        return QRegion()


class TrackerTable(QTableView):
    """The combatants' table. While its columns are fitted (:meth:`fitting`), each distinct cell — column,
    text, font and chips — is measured once, and remembered while the table's font and style stand: a large
    fight repeats the same few numbers and names in every column."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The viewport is made here as Qt makes its own (a plain widget on the base colour), so that
        # asking for it finds its Python wrapper: to wrap the one Qt made, PySide would make the Python
        # type of every widget class to find out which one it is (some 4 ms before the first picture).
        viewport = QWidget()
        viewport.setObjectName("qt_scrollarea_viewport")
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        viewport.setAutoFillBackground(True)
        self.setViewport(viewport)
        self.setHorizontalHeader(_ColumnsHeader(self))
        self.pictures = CellPictures(self)
        """The pictures of the cells (:class:`CellPictures`): the delegates the panel gives the table
        draw through them."""
        self._widths: dict[tuple[object, ...], int] = {}
        self._measured_with: tuple[object, ...] = ()
        self._sample: list[int] | None = None
        self._option: QStyleOptionViewItem | None = None
        self._header_hints: dict[tuple[object, ...], int] = {}

    @contextmanager
    def fitting(self) -> Iterator[None]:
        """Fit columns within the block: the rows fitted to are found once for all the columns.

        The cells of the columns that changed width are repainted in the same frame as the step's
        other changes. Qt announces a resized column by a timer, which runs after the repaint the step
        asked for, and so paints the table a second time; the header is kept quiet within the block and
        its announcement made here instead.
        """
        header = self.horizontalHeader()
        before = [header.sectionSize(column) for column in range(header.count())]
        self._sample = self._sample_rows()
        self._option = self._measuring_option()
        quiet = header.blockSignals(True)
        try:
            yield
            # Asking for the sizes also lays out the last section, which stretches to what is left.
            changed = [column for column, width in enumerate(before) if header.sectionSize(column) != width]
        finally:
            header.blockSignals(quiet)
            self._sample = self._option = None
        if changed:
            self._resized(changed)

    def fit(
        self, columns: Iterable[int], *, least: Mapping[int, int] | None = None, grow: bool = False
    ) -> None:
        """Within :meth:`fitting`: size ``columns`` to their header and their sampled cells, at least
        ``least`` each, as Qt's own fitting does; with ``grow``, only ever wider. A column already as wide
        is left alone: Qt's fitting lays out and repaints the whole header all the same."""
        header = self.horizontalHeader()
        floor, ceiling = header.minimumSectionSize(), header.maximumSectionSize()
        for column in columns:
            wanted = max(
                self.sizeHintForColumn(column), self._header_hint(column), (least or {}).get(column, 0)
            )
            wanted = min(max(wanted, floor), ceiling)
            width = header.sectionSize(column)
            if wanted > width or (wanted < width and not grow):
                header.resizeSection(column, wanted)

    def _header_hint(self, column: int) -> int:
        """The width the header asks for ``column``, kept while its text, the header's font and the style
        stand (a step fits a dozen columns, and the header asks the model several things of each)."""
        header = self.horizontalHeader()
        text = self.model().headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        key = (column, text, header.font().key(), self.style())
        hint = self._header_hints.get(key)
        if hint is None:
            hint = self._header_hints[key] = header.sectionSizeHint(column)
        return hint

    def _resized(self, columns: list[int]) -> None:
        """What Qt does once columns are resized: lay out the scroll bars and editors again and repaint
        the cells from the first of those columns on (towards the right, or the left when right to left)."""
        self.updateGeometries()
        viewport = self.viewport()
        if self.isRightToLeft():
            x = max(self.columnViewportPosition(column) + self.columnWidth(column) for column in columns)
            viewport.update(QRect(0, 0, x, viewport.height()))
        else:
            x = min(self.columnViewportPosition(column) for column in columns)
            viewport.update(QRect(x, 0, viewport.width() - x, viewport.height()))

    def _sample_rows(self) -> list[int]:
        """The rows Qt fits a column to: those in view from the top, then alternately the next ones
        below and above, up to the header's precision (as ``QTableView.sizeHintForColumn``)."""
        rows = self.verticalHeader()
        precision = self.horizontalHeader().resizeContentsPrecision()
        last = self.model().rowCount() - 1
        top = max(0, rows.visualIndexAt(0))
        bottom = rows.visualIndexAt(self.viewport().height())
        if not self.isVisible() or bottom == -1:
            bottom = last
        sample: list[int] = []
        for visual in range(top, bottom + 1):
            logical = rows.logicalIndex(visual)
            if rows.isSectionHidden(logical):
                continue
            sample.append(logical)
            if len(sample) == precision:
                return sample
        above, below = top, bottom
        while len(sample) != precision and (above > 0 or below < last):
            found = -1
            if (len(sample) % 2 and above > 0) or below == last:
                while above > 0:
                    above -= 1
                    if not rows.isSectionHidden(rows.logicalIndex(above)):
                        found = rows.logicalIndex(above)
                        break
            else:
                while below < last:
                    below += 1
                    if not rows.isSectionHidden(rows.logicalIndex(below)):
                        found = rows.logicalIndex(below)
                        break
            if found >= 0:
                sample.append(found)
        return sample

    def _measuring_option(self) -> QStyleOptionViewItem:
        """The view's option for its cells. The widths measured before are kept while the font, style
        and grid stand."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        measured_with = (option.font.key(), self.style(), self.showGrid())
        if measured_with != self._measured_with:
            self._widths, self._measured_with = {}, measured_with
        return option

    @total(nothing)
    def keyPressEvent(self, event: QKeyEvent) -> None:
        # A change typed on a row whose current cell takes none (its name, its sequence) goes to its HP,
        # as the GM means by "-3" on a row: a selected row, or the actor's.
        typed = event.text()
        current = self.currentIndex()
        if (
            typed
            and typed in NUMBER_KEYS
            and current.isValid()
            and self.state() is not QAbstractItemView.State.EditingState
            and not current.flags() & Qt.ItemFlag.ItemIsEditable
            and (
                self.selectionModel().isRowSelected(current.row()) or bool(current.data(TrackerRole.CURRENT))
            )
        ):
            self.selectionModel().setCurrentIndex(
                current.siblingAtColumn(Column.HP), QItemSelectionModel.SelectionFlag.NoUpdate
            )
        super().keyPressEvent(event)

    @total(no_width)
    def sizeHintForColumn(self, column: int) -> int:
        model = self.model()
        option = self._option
        if self._sample is None or option is None or not isinstance(model, TrackerModel):
            return super().sizeHintForColumn(column)
        widths = self._widths
        hint = 0
        for row, key in zip(self._sample, model.size_keys(self._sample, column), strict=True):
            width = widths.get(key)
            if width is None:
                index = model.index(row, column)
                width = widths[key] = self.itemDelegateForIndex(index).sizeHint(option, index).width()
            hint = max(hint, width)
        return hint + 1 if self.showGrid() else hint


class OneClickButton(QPushButton):
    """A push button that takes one click per double-click interval: a double-click, or a second click
    that follows at once, is one click. Keys that click it are not held back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._since_press = QElapsedTimer()

    @total(nothing)
    def mousePressEvent(self, event: QMouseEvent) -> None:
        since = self._since_press
        if since.isValid() and since.elapsed() < QApplication.doubleClickInterval():
            event.accept()  # swallowed: no click follows its release
            return
        since.start()
        super().mousePressEvent(event)


class ChangeField(QLineEdit):
    """The field a change of HP (or hope, fatigue, tension value) is typed in: ↑ and ↓ pick the stat
    it changes, Escape leaves it for the table."""

    stat_stepped = Signal(int)  # -1 for ↑, +1 for ↓
    left = Signal()

    @total(nothing)
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.stat_stepped.emit(-1 if key == Qt.Key.Key_Up else 1)
        elif key == Qt.Key.Key_Escape:
            self.left.emit()
        else:
            super().keyPressEvent(event)


class TrackerPanel(QWidget):
    """The tracker: state and Next/Previous on top, the combatants, and the set-up tools below."""

    status_message = Signal(str)

    def __init__(
        self, document: Document, dialogs: TrackerDialogs, dice: DiceSource, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("TrackerPanel")
        self._document = document
        self._dialogs = dialogs
        self._dice = dice
        self.model = TrackerModel(document, self)
        self.model.edit_refused.connect(self._refused)

        self.view = TrackerTable(self)
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.view.verticalHeader().hide()
        self.view.setSortingEnabled(False)
        self.view.setWordWrap(False)
        pictures, content = self.view.pictures, self.model.picture_key
        self.view.setItemDelegate(PicturedDelegate(pictures, content, self.view))
        self.view.setItemDelegateForColumn(Column.STATUS, ChipsDelegate(pictures, content, self.view))
        change = ChangeDelegate(pictures, content, self.view)
        for column in EDITABLE:
            self.view.setItemDelegateForColumn(column, change)
        header = self.view.horizontalHeader()
        # Columns fit their contents when the fight changes shape (see _fit_columns), not on every
        # step, and from the header and a sample of rows (the visible ones first): measuring every
        # cell of a large fight would cost more than a frame.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setResizeContentsPrecision(FIT_SAMPLE_ROWS)
        header.setStretchLastSection(True)
        self._shape: tuple[object, ...] = ()
        self._loser: tuple[tuple[str, ...], Campaign] | None = None
        """The loser of the opposed check just made, and the campaign the check made: while it stands
        (nothing else done since), the change key acts on the loser first."""
        self._selected_for_change = False
        self.view.selectionModel().selectionChanged.connect(self._update_actions)

        self._build_actions()
        self._build_layout()
        document.encounter_changed.connect(self._update_state)
        document.options_changed.connect(self._update_state)
        self._update_state()

    # -- building -------------------------------------------------------------------------------------

    def _action(
        self, text: str, slot: Callable[[], object], shortcut: str | QKeySequence | None = None, tip: str = ""
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            # Single keys must not steal typing from the other panels' tables: they work while the
            # tracker has the focus.
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.next_action = self._action(self.tr("Next"), self.next, "N", self.tr("Next sequence (N)"))
        self.previous_action = self._action(
            self.tr("Previous"), self.previous, "P", self.tr("Previous sequence (P)")
        )
        self.roll_action = self._action(
            self.tr("Roll d10s"),
            self.roll_all,
            "R",
            self.tr("Roll the sequence d10 of everyone still waiting (R)"),
        )
        self.type_rolls_action = self._action(
            self.tr("Type in d10s…"), self.type_rolls, "Shift+R", self.tr("Type in d10s rolled at the table")
        )
        self.declare_action = self._action(
            self.tr("Declare…"),
            self.declare,
            "D",
            self.tr("Special sequence declaration of the selected combatant (D)"),
        )
        self.confirm_action = self._action(
            self.tr("Confirm order"),
            self.confirm_order,
            "Ctrl+Return",
            self.tr("End the declarations and start the first sequence"),
        )
        self.life_action = self._action(
            self.tr("Life check…"),
            lambda: self.check(Essence.LIFE),
            "L",
            self.tr("Life check of the selected combatant or the actor (L)"),
        )
        self.will_action = self._action(
            self.tr("Will check…"),
            lambda: self.check(Essence.WILL),
            "W",
            self.tr("Will check of the selected combatant or the actor (W)"),
        )
        self.active_action = self._action(
            self.tr("Active action"),
            self.take_active_action,
            "A",
            self.tr("An active action without a check: the passive bonus is lost (A)"),
        )
        self.action_check_action = self._action(
            self.tr("2D6 check…"), self.action_check, "K", self.tr("2D6 action check or opposed check (K)")
        )
        self.high_action = self._action(
            self.tr("Switch to high tension"),
            self.switch_to_high,
            "Ctrl+Shift+H",
            self.tr("Start the fight: round 1"),
        )
        self.low_action = self._action(
            self.tr("Return to low tension"),
            self.return_to_low,
            None,
            self.tr("End the fight: the clock advances by {odes} ode").format(odes=HIGH_TENSION_ODES),
        )
        self.odes_action = self._action(self.tr("Advance odes…"), self.advance_odes)
        self.add_action = self._action(
            self.tr("Add from roster…"),
            self.add_combatants,
            "Ins",
            self.tr("Add roster characters to the fight"),
        )
        self.change_action = self._action(
            self.tr("Change HP…"),
            self.start_change,
            "H",
            self.tr(
                "Type a change of HP for the selected combatants or the actor, such as -7 and Enter (H); "
                "↑ and ↓ pick hope, fatigue or the tension value instead"
            ),
        )
        self.remove_action = self._action(self.tr("Remove"), self.remove_combatant)
        self.surprised_action = self._action(self.tr("Caught off guard"), self.toggle_surprised)
        self.surprised_action.setCheckable(True)
        self.defeated_action = self._action(
            self.tr("Defeated"),
            self.toggle_defeated,
            "X",
            self.tr("Mark the selected combatant defeated, or back in (X)"),
        )
        self.defeated_action.setCheckable(True)
        self.effect_action = self._action(
            self.tr("Add effect…"),
            self.add_effect,
            "E",
            self.tr("Effect or condition on the selected combatant (E)"),
        )

        self.withdraw_menu = QMenu(self.tr("Withdraw"), self)
        self.withdraw_menu.aboutToShow.connect(self._fill_withdraw_menu)
        self.end_effect_menu = QMenu(self.tr("End effect"), self)
        self.end_effect_menu.aboutToShow.connect(self._fill_end_effect_menu)
        self.side_menu = QMenu(self.tr("Side"), self)
        for side in Side:
            action = self.side_menu.addAction(self.model.side_text(side))
            action.triggered.connect(lambda _checked=False, side=side: self.set_side(side))

    def _menu_button(self, menu: QMenu) -> QToolButton:
        button = QToolButton(self)
        button.setText(menu.title())
        button.setMenu(menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        return button

    def _build_layout(self) -> None:
        self.mode_label = QLabel(self)
        self.mode_label.setObjectName("mode")
        font = self.mode_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.mode_label.setFont(font)
        self.hint_label = QLabel(self)
        self.hint_label.setObjectName("hint")
        self.hint_label.setWordWrap(True)
        # On the round's line, up to the buttons: no line of its own that comes and goes, moving the
        # rows, as sequences start and end. A large simultaneous group ends in "…" (the rows, and the
        # tooltip, show every actor).
        self.actors_label = OneLineLabel(self)
        self.actors_label.setObjectName("actors")
        self.previous_button = OneClickButton(self)
        self.next_button = OneClickButton(self)
        for button, action in (
            (self.previous_button, self.previous_action),
            (self.next_button, self.next_action),
        ):
            button.setText(action.text())
            button.setToolTip(action.toolTip())
            button.clicked.connect(action.trigger)
        self.next_button.setDefault(True)

        top = QHBoxLayout()
        top.addWidget(self.mode_label)
        top.addSpacing(12)
        top.addWidget(self.actors_label, 1)
        top.addWidget(self.previous_button)
        top.addWidget(self.next_button)

        self.round_bar = QToolBar(self)
        self.round_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.high_action, self.roll_action, self.type_rolls_action, self.declare_action):
            self.round_bar.addAction(action)
        self.withdraw_button = self._menu_button(self.withdraw_menu)
        self.round_bar.addWidget(self.withdraw_button)
        self.round_bar.addAction(self.confirm_action)
        self.round_bar.addSeparator()
        for action in (self.life_action, self.will_action, self.active_action, self.action_check_action):
            self.round_bar.addAction(action)

        self.adjust_field = QComboBox(self)
        for field in ADJUSTABLE:
            self.adjust_field.addItem(translated(labels.FIELDS[field]), field)
        self.adjust_text = ChangeField(self)
        self.adjust_text.setPlaceholderText(self.tr("-3, +2 or 7"))
        self.adjust_text.setToolTip(self.change_action.toolTip())
        self.adjust_text.setMaximumWidth(90)
        self.adjust_text.returnPressed.connect(self.apply_adjustment)
        self.adjust_text.stat_stepped.connect(self._step_stat)
        self.adjust_text.left.connect(self._leave_change)
        self.adjust_button = QPushButton(self.tr("Apply to selected"), self)
        self.adjust_button.clicked.connect(self.apply_adjustment)

        self.setup_bar = QToolBar(self)
        self.setup_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.add_action, self.remove_action):
            self.setup_bar.addAction(action)
        self.side_button = self._menu_button(self.side_menu)
        self.setup_bar.addWidget(self.side_button)
        for action in (self.surprised_action, self.defeated_action, self.effect_action):
            self.setup_bar.addAction(action)
        self.end_effect_button = self._menu_button(self.end_effect_menu)
        self.setup_bar.addWidget(self.end_effect_button)
        self.setup_bar.addSeparator()
        self.setup_bar.addWidget(self.adjust_field)
        self.setup_bar.addWidget(self.adjust_text)
        self.setup_bar.addWidget(self.adjust_button)
        self.setup_bar.addSeparator()
        for action in (self.odes_action, self.low_action):
            self.setup_bar.addAction(action)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.round_bar)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.setup_bar)

    def actions(self) -> list[QAction]:
        """The tracker's commands with their shortcuts, for a "Combat" menu."""
        return [
            self.next_action,
            self.previous_action,
            self.roll_action,
            self.type_rolls_action,
            self.declare_action,
            self.confirm_action,
            self.life_action,
            self.will_action,
            self.active_action,
            self.action_check_action,
            self.add_action,
            self.change_action,
            self.effect_action,
            self.defeated_action,
            self.high_action,
            self.low_action,
            self.odes_action,
        ]

    def change_keys(self) -> list[tuple[str, str]]:
        """(what, keys) of the keys of the change field, and of a change typed on the table."""
        native = QKeySequence.SequenceFormat.NativeText

        def keys(*names: Qt.Key) -> str:
            return " / ".join(QKeySequence(name).toString(native) for name in names)

        return [
            (
                self.tr("Change field: HP, hope, fatigue or tension value"),
                keys(Qt.Key.Key_Up, Qt.Key.Key_Down),
            ),
            (self.tr("Change field: apply to the selected"), keys(Qt.Key.Key_Enter)),
            (self.tr("Change field: back to the table"), keys(Qt.Key.Key_Escape)),
            (self.tr("Type -3, +2 or 7 on a row: change its HP"), "0–9 / - / +"),
        ]

    # -- who the tools act on ------------------------------------------------------------------------

    @property
    def _fight(self) -> Encounter:
        return self._document.campaign.encounter

    def selected_ids(self) -> list[str]:
        """The selected combatants, top to bottom."""
        return [row.id for row in self._selected_rows()]

    def _selected_rows(self) -> list[TrackerRow]:
        """The rows of the selected combatants, top to bottom. They are the model's: while the model
        follows a step, undo or redo (rows leave one by one, each changing the selection), a selected
        row may show a combatant the document's fight no longer has."""
        rows = sorted(index.row() for index in self.view.selectionModel().selectedRows())
        return [self.model.row(row) for row in rows]

    def select(self, *combatant_ids: str) -> None:
        """Select these combatants (the first becomes the current row)."""
        selection = self.view.selectionModel()
        selection.clearSelection()
        for number, combatant_id in enumerate(combatant_ids):
            index = self.model.index(self.model.row_of(combatant_id), Column.NAME)
            flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
            if number == 0:
                selection.setCurrentIndex(index, flags)
            else:
                selection.select(index, flags)

    def _actors(self) -> tuple[str, ...]:
        slot = self._fight.current_slot
        return slot.combatant_ids if slot is not None else ()

    def subject(self) -> str | None:
        """The combatant the tools act on: the first selected one, else the first actor of the sequence."""
        selected = self.selected_ids()
        if selected:
            return selected[0]
        actors = self._actors()
        return actors[0] if actors else None

    def _subject_combatant(self) -> Combatant | None:
        """The combatant of :meth:`subject`, as the rows show it."""
        rows = self._selected_rows()
        if rows:
            return rows[0].combatant
        actors = self._actors()
        return self._fight.combatant(actors[0]) if actors else None

    # -- running steps --------------------------------------------------------------------------------

    def _run(self, step: StepFunction[I, object], inputs: I, *, dice: DiceSource | None = None) -> bool:
        """Run a step; a refusal is shown with its reason and changes nothing. A step that changed
        something is announced by its name in the undo history."""
        return self._attempt(step, inputs, dice=dice) is not _REFUSED

    def _attempt(self, step: StepFunction[I, R], inputs: I, *, dice: DiceSource | None = None) -> R | Refused:
        """Run a step as :meth:`_run` does; gives its result, or ``_REFUSED``."""
        stack = self._document.undo_stack
        before = stack.index()
        try:
            result = self._document.run(step, inputs, dice=dice)
        except FhrtoolError as error:
            self._refused(error_text(error))
            return _REFUSED
        if stack.index() != before:
            self.status_message.emit(stack.undoText())
        return result

    def _refused(self, reason: str) -> None:
        self._dialogs.error(self.tr("Not possible"), reason)

    def next(self) -> None:
        campaign = self._document.campaign
        passed = not_acted(campaign)
        slot = campaign.encounter.current_slot
        if not self._run(tracker.next_slot, None):
            return
        self._select_actors()
        if passed and slot is not None:
            fight = campaign.encounter
            names = ", ".join(fight.combatant(combatant_id).name for combatant_id in passed)
            text = plural(
                len(passed),
                self.tr("{names} has not acted in sequence {value}: passed over (Previous goes back)"),
                self.tr("{names} have not acted in sequence {value}: passed over (Previous goes back)"),
            )
            self.status_message.emit(text.format(names=names, value=slot.value))

    def previous(self) -> None:
        if self._run(tracker.previous_slot, None):
            self._select_actors()

    def _select_actors(self) -> None:
        """Clear the selection so the tools act on the actor, and bring the actor's row into view.

        The actor's row is made current without being selected: a selection colour would hide the
        highlight of the current sequence.
        """
        self.view.selectionModel().clearSelection()
        index = self._make_actor_current()
        if index is not None:
            self.view.scrollTo(index)

    def _make_actor_current(self) -> QModelIndex | None:
        """Make the (first) actor's row current without selecting it: a change typed on the table goes
        to it. Gives its index; None when nobody acts."""
        actors = self._actors()
        if not actors:
            return None
        index = self.model.index(self.model.row_of(actors[0]), Column.NAME)
        self.view.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)
        return index

    def roll_all(self) -> None:
        self._run(tracker.roll_sequence, None, dice=self._dice)

    def type_rolls(self) -> None:
        fight = self._fight
        waiting = [c.id for c in waiting_for_d10(fight)]
        selected = [i for i in self.selected_ids() if i in waiting]
        typed = self._dialogs.sequence_rolls(self._document.campaign, selected or waiting)
        if typed is None:
            return
        if len(typed) == len(waiting) or not selected:
            # Every d10 known, or all asked for: the app rolls the ones left blank.
            self._run(tracker.roll_sequence, typed, dice=self._dice)
            return
        for combatant_id, d10 in typed.items():
            if not self._run(tracker.enter_roll, tracker.EnterRoll(combatant_id, d10)):
                return

    def declare(self) -> None:
        subject = self.subject()
        if subject is None:
            return
        answer = self._dialogs.declaration(self._document.campaign, subject)
        if answer is None:
            return
        from fhrtool.ui.tracker.requests import HopeRequest  # with the dialogs, not at start

        if isinstance(answer, HopeRequest):
            dice = ScriptedDice(answer.typed) if answer.typed else self._dice
            self._run(tracker.declare_hope, tracker.DeclareHope(answer.combatant_id, answer.count), dice=dice)
        else:
            self._run(tracker.declare, answer)

    def _fill_withdraw_menu(self) -> None:
        self.withdraw_menu.clear()
        fight = self._fight
        names = {c.id: c.name for c in fight.combatants}
        for declaration in fight.declarations if fight.phase is Phase.DECLARING else ():
            text = self.tr("{what} ({name})").format(
                what=translated(declaration_text(declaration, names)), name=names[declaration.combatant_id]
            )
            action = self.withdraw_menu.addAction(text)
            action.triggered.connect(
                lambda _checked=False, who=declaration.combatant_id, kind=declaration.kind: self._run(
                    tracker.withdraw, tracker.Withdraw(who, kind)
                )
            )
        if self.withdraw_menu.isEmpty():
            self.withdraw_menu.addAction(self.tr("(no declarations)")).setEnabled(False)

    def confirm_order(self) -> None:
        if self._run(tracker.confirm_order, None):
            self._select_actors()

    def check(self, essence: Essence) -> None:
        subject = self.subject()
        if subject is None:
            return
        request = self._dialogs.check(self._document.campaign, subject, essence, self._dice)
        if isinstance(request, tracker.CheckRequest):
            self._run(tracker.take_check, tracker.TakeCheck(subject, request))
        elif request is not None:
            self._run(tracker.discard_rolls, request.rolls)

    def take_active_action(self) -> None:
        subject = self.subject()
        if subject is not None:
            self._run(tracker.take_active_action, subject)

    def action_check(self) -> None:
        subject = self.subject()
        if subject is None:
            return
        request = self._dialogs.action_check(self._document.campaign, subject, self._dice)
        if isinstance(request, tracker.ActionCheckRequest):
            winner = self._attempt(tracker.action_check, tracker.ActionCheck(subject, request))
            if isinstance(winner, srs.Winner) and request.oppositions:
                # The change key (H) then acts on those who lost: the reactors the action beat, else the
                # actor, unless the GM selects someone.
                found = tracker.winners(request, self._document.campaign.options)
                beaten = tuple(i for i, won in found.items() if won is srs.Winner.ACTION)
                self._loser = (beaten or (subject,), self._document.campaign)
        elif request is not None:
            self._run(tracker.discard_rolls, request.rolls)

    def switch_to_high(self) -> None:
        surprised = [c.id for c in self._fight.combatants if c.surprised]
        checks: dict[str, int] | None = {}
        if surprised:
            answer = self._dialogs.surprise_checks(self._document.campaign, surprised, self._dice)
            if answer is None:
                return
            if not isinstance(answer, dict):
                self._run(tracker.discard_rolls, answer.rolls)
                return
            checks = answer
        self._run(tracker.switch_to_high, checks)

    def return_to_low(self) -> None:
        fight = self._fight
        mid_round = fight.phase is not Phase.ACTING or fight.position < len(fight.order) - 1
        if mid_round and not self._dialogs.confirm(
            self.tr("Return to low tension"),
            self.tr(
                "Round {round} is not finished. Return to low tension now? The clock advances by {odes} ode."
            ).format(round=fight.round, odes=HIGH_TENSION_ODES),
        ):
            return
        self._run(tracker.return_to_low, None)

    def advance_odes(self) -> None:
        odes = self._dialogs.odes(self.tr("Advance odes"), self.tr("How many odes pass?"))
        if odes is not None:
            self._run(tracker.advance_odes, odes)

    def add_combatants(self) -> None:
        request = self._dialogs.add_combatants(self._document.campaign.characters)
        if request is None or not request.character_ids:
            return
        added = self._attempt(
            tracker.add_from_roster, tracker.AddFromRoster(request.character_ids, request.count, request.side)
        )
        if added is not _REFUSED:
            self.select(*added)

    def remove_combatant(self) -> None:
        """Remove the selected combatants, or the actor. Removing one who acts now ends its turn
        unplayed: that is asked first."""
        subject = self.subject()
        removed = self.selected_ids() or ([subject] if subject is not None else [])
        acting = [combatant_id for combatant_id in removed if combatant_id in self._actors()]
        if acting:
            fight = self._fight
            names = ", ".join(fight.combatant(combatant_id).name for combatant_id in acting)
            text = plural(
                len(acting),
                self.tr("{names} acts in the current sequence. Remove from the fight? Undo brings it back."),
                self.tr(
                    "{names} act in the current sequence. Remove them from the fight? Undo brings them back."
                ),
            )
            if not self._dialogs.confirm(self.tr("Remove the actor"), text.format(names=names)):
                return
        for combatant_id in removed:
            self._run(tracker.remove_combatant, combatant_id)

    def set_side(self, side: Side) -> None:
        for combatant_id in self.selected_ids():
            self._run(tracker.set_side, tracker.SetSide(combatant_id, side))

    def toggle_surprised(self) -> None:
        subject = self.subject()
        if subject is not None:
            surprised = not self._fight.combatant(subject).surprised
            self._run(tracker.set_surprised, tracker.SetSurprised(subject, surprised))
        self._update_actions()

    def toggle_defeated(self) -> None:
        # Only a selected combatant: striking the actor by a stray X would end its turn unasked.
        selected = self.selected_ids()
        subject = selected[0] if selected else None
        if subject is not None:
            defeated = not self._fight.combatant(subject).defeated
            self._run(tracker.set_defeated, tracker.SetDefeated(subject, defeated))
        self._update_actions()

    def add_effect(self) -> None:
        subject = self.subject()
        if subject is None:
            return
        request = self._dialogs.effect(self._document.campaign, subject)
        if request is not None:
            self._run(
                tracker.add_effect,
                tracker.AddEffect(subject, request.name, request.duration, request.unit, request.note),
            )

    def _fill_end_effect_menu(self) -> None:
        self.end_effect_menu.clear()
        fight = self._fight
        selected = set(self.selected_ids())
        for effect in fight.effects:
            if selected and effect.combatant_id not in selected:
                continue
            name = fight.combatant(effect.combatant_id).name
            action = self.end_effect_menu.addAction(
                self.tr("{effect} ({name})").format(effect=effect.name, name=name)
            )
            action.triggered.connect(lambda _checked=False, i=effect.id: self._run(tracker.remove_effect, i))
        if self.end_effect_menu.isEmpty():
            self.end_effect_menu.addAction(self.tr("(no effects)")).setEnabled(False)

    def start_change(self) -> None:
        """Put the cursor in the change field, on HP, for the selected combatants. With nobody selected,
        those who lost the opposed check just made, else the actor, are selected for the change, until it
        is made or left."""
        if not self.selected_ids():
            loser, subject = self._loser, self.subject()
            if loser is not None and loser[1] is self._document.campaign:  # the check was just made
                targets = loser[0]
            else:
                targets = () if subject is None else (subject,)
            if not targets:
                return
            self.select(*targets)
            self._selected_for_change = True
        self.adjust_field.setCurrentIndex(ADJUSTABLE.index("hp"))
        self.adjust_text.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.adjust_text.selectAll()

    def _leave_change(self) -> None:
        """Back from the change field to the table; a selection made for the change ends with it, so
        the tools act on the actor again. What was typed and not applied goes."""
        self._loser = None
        self.adjust_text.clear()
        if self._selected_for_change:
            self._selected_for_change = False
            self.view.selectionModel().clearSelection()
            self._make_actor_current()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _step_stat(self, step: int) -> None:
        count = self.adjust_field.count()
        self.adjust_field.setCurrentIndex((self.adjust_field.currentIndex() + step) % count)

    def apply_adjustment(self) -> None:
        field = self.adjust_field.currentData()
        targets = self.selected_ids()
        if not targets:
            self._refused(self.tr("Select the combatants to change first."))
            return
        typing = self.adjust_text.hasFocus()
        if self._run(tracker.adjust, tracker.Adjust(targets, field, self.adjust_text.text())):
            self.adjust_text.clear()
            if typing:  # back to the table, where the tracker's keys work
                self._leave_change()

    # -- showing the state ----------------------------------------------------------------------------

    def _fit_columns(self) -> None:
        """Fit the columns to the header and a sample of rows when combatants, mode or round change;
        else widen the columns whose text changed as far as they need. Within a round the columns only
        grow: a declaration withdrawn, a step undone or the order confirmed leaves them as wide as they
        were, and the cells to their side stay where they are."""
        fight = self._fight
        shape = (fight.mode, fight.round, len(fight.combatants))
        rewritten = self.model.take_rewritten()
        header = self.view.horizontalHeader()
        # The last column stretches to what the others leave.
        fitted = range(header.count() - 1 if header.stretchLastSection() else header.count())
        if shape != self._shape:
            self._shape = shape
            with self.view.fitting():
                self.view.fit(fitted, least=_LEAST_WIDTHS)
        elif grown := [column for column in fitted if column in rewritten]:
            with self.view.fitting():
                self.view.fit(grown, least=_LEAST_WIDTHS, grow=True)

    def _update_state(self) -> None:
        fight = self._fight
        self._fit_columns()
        if fight.mode is TensionMode.LOW:
            self.mode_label.setText(self.tr("Low tension · ode {ode}").format(ode=fight.ode))
        elif (slot := fight.current_slot) is not None:
            self.mode_label.setText(
                self.tr("Round {round} · sequence {value} ({position}/{slots})").format(
                    round=fight.round,
                    value=slot.value,
                    position=fight.position + 1,
                    slots=len(fight.order),
                )
            )
        else:
            self.mode_label.setText(self.tr("Round {round}").format(round=fight.round))
        self.hint_label.setText(self._hint(fight))
        # The round waits for the GM while rolling and declaring: the hint says so where it is seen.
        waiting = fight.mode is TensionMode.HIGH and fight.phase is not Phase.ACTING
        # The same padding either way: the rows below stay where they are when the round stops waiting.
        style = "padding: 4px; border-radius: 3px;" + (
            "background: #fff1bf; color: #1a1a1a;" if waiting else ""
        )
        restyle(self.hint_label, style)
        self.actors_label.setText(self._actors_text(fight))
        if not self.view.currentIndex().isValid():
            self._make_actor_current()
        self._update_actions()

    def _hint(self, fight: Encounter) -> str:
        if fight.mode is TensionMode.LOW:
            if not fight.combatants:
                return self.tr(
                    "Add combatants from the roster, mark who is caught off guard, then switch to high tension."
                )
            return self.tr("Mark who is caught off guard, then switch to high tension to start round 1.")
        if fight.phase is Phase.ROLLING:
            waiting = len(waiting_for_d10(fight))
            return self.tr(
                "Round {round}: roll the d10s (R), or type them in. {waiting} still waiting."
            ).format(round=fight.round, waiting=waiting)
        if fight.phase is Phase.DECLARING:
            return self.tr(
                "Declarations for round {round}: ask everyone. Select a combatant and declare (D): hope, quick, "
                "passive, delay, sync. Then confirm the order (Ctrl+Enter)."
            ).format(round=fight.round)
        return self.tr(
            "Checks: Life (L), Will (W), 2D6 (K) for the selected combatant or the actor. Next (N) when the "
            "sequence is resolved."
        )

    def _actors_text(self, fight: Encounter) -> str:
        parts = []
        for combatant_id in self._actors():
            row = self.model.row(self.model.row_of(combatant_id))
            combatant = row.combatant
            parts.append(
                self.tr(
                    "▶ {name}: Life {life}/{life_max} · Will {will}/{will_max} · Hope {hope} · HP {hp} · Fatigue {fatigue}"
                ).format(
                    name=combatant.name,
                    life=row.life.total,
                    life_max=combatant.life,
                    will=row.will.total,
                    will_max=combatant.will,
                    hope=f"{combatant.hope.current}/{combatant.hope.maximum}",
                    hp=f"{combatant.hp.current}/{combatant.hp.maximum}",
                    fatigue=combatant.fatigue,
                )
            )
        if len(parts) > 1:
            parts.insert(0, self.tr("Simultaneous:"))
        return "   ".join(parts)

    def _update_actions(self) -> None:
        fight = self._fight
        high = fight.mode is TensionMode.HIGH
        acting = high and fight.phase is Phase.ACTING
        rows = self._selected_rows()
        has_subject = bool(rows) or bool(self._actors())
        selected = [row.id for row in rows]
        self.next_action.setEnabled(acting)
        self.previous_action.setEnabled(acting and fight.position > 0)
        self.next_button.setEnabled(self.next_action.isEnabled())
        self.previous_button.setEnabled(self.previous_action.isEnabled())
        self.roll_action.setEnabled(high and fight.phase is Phase.ROLLING)
        self.type_rolls_action.setEnabled(high and fight.phase is Phase.ROLLING)
        declaring = high and fight.phase is Phase.DECLARING
        self.declare_action.setEnabled(declaring and has_subject)
        self.withdraw_button.setEnabled(declaring and bool(fight.declarations))
        self.confirm_action.setEnabled(declaring)
        checks = has_subject and (acting or not high)
        self.life_action.setEnabled(checks)
        self.will_action.setEnabled(checks)
        self.active_action.setEnabled(has_subject and acting)
        self.action_check_action.setEnabled(has_subject)
        self.high_action.setEnabled(not high and bool(fight.combatants))
        self.low_action.setEnabled(high)
        self.odes_action.setEnabled(not high)
        self.remove_action.setEnabled(has_subject)
        self.side_button.setEnabled(bool(selected))
        self.end_effect_button.setEnabled(bool(fight.effects))
        self.effect_action.setEnabled(has_subject)
        self.surprised_action.setEnabled(has_subject and not high)
        self.defeated_action.setEnabled(bool(selected))
        combatant = self._subject_combatant()
        self.surprised_action.setChecked(combatant is not None and combatant.surprised)
        chosen = rows[0].combatant if rows else None
        self.defeated_action.setChecked(chosen is not None and chosen.defeated)
        self.adjust_button.setEnabled(bool(selected))
        self.change_action.setEnabled(has_subject)
