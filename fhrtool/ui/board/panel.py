"""The casting board panel (キャスティングボード): one character's relationships as a living part of the
sheet — the board drawn and as a list, the unused emotions, the tension value, the 背反者 warning, and
every board step (add entry, confrontation, scenario and session, cost damage, Infinity Break).

Each step asks through :class:`BoardDialogs` and pushes one undoable edit through
:mod:`fhrtool.steps.board`; the panel repaints from the document's change signals.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QItemSelection, QObject, QPoint, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QMenu,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedLayout,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.i18n import plural
from fhrtool.app.messages import error_text, translated
from fhrtool.model import Character
from fhrtool.model.character import UNUSED_EMOTION_LIMIT, UNUSED_EMOTION_LIMIT_MAX
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules import casting
from fhrtool.rules.tension import TENSION_MAX, TENSION_MIN
from fhrtool.steps import board, labels, sheet
from fhrtool.ui.board.dialogs import BoardDialogs
from fhrtool.ui.board.emotions import UnusedEmotionsModel
from fhrtool.ui.board.entries import BoardEntriesModel, EntryRole
from fhrtool.ui.board.scene import BoardScene, BoardView
from fhrtool.ui.board.texts import RiskLevel, chip_text, risk_banner, traitor_reason
from fhrtool.ui.ranged import RangedSpin, RangeNote
from fhrtool.ui.safety import declined, total
from fhrtool.ui.steady import restyle

_T = TypeVar("_T")
_SIZED_ROWS = 50
"""How many rows of the entries table (besides those in view) its columns are sized to."""

_BANNER_STYLES = {
    RiskLevel.CALM: "padding: 4px; border-radius: 4px; background: #e8f1e8; color: #1e4620;",
    RiskLevel.AT_RISK: "padding: 4px; border-radius: 4px; background: #fff1dc; color: #6b3a00; font-weight: bold;",
    RiskLevel.TRAITOR: "padding: 4px; border-radius: 4px; background: #fde0e0; color: #8e1010; font-weight: bold;",
}


class CastingBoardPanel(QWidget):
    """The casting board of the character chosen with :meth:`set_character`."""

    status_message = Signal(str)

    def __init__(self, document: Document, dialogs: BoardDialogs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._dialogs = dialogs
        self._character_id: str | None = None
        self._syncing_selection = False

        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.meter = QProgressBar(self)
        self.meter.setRange(TENSION_MIN, TENSION_MAX)
        self.meter.setAccessibleName(translated(labels.field("tension_value")))
        self.meter.setFormat(self.tr("Tension value %v / {most}").format(most=TENSION_MAX))
        self.meter.setToolTip(
            self.tr("テンション値: pays cost damage in place of HP; {least}–{most}").format(
                least=TENSION_MIN, most=TENSION_MAX
            )
        )
        self.facts = QLabel(self)
        self.facts.setWordWrap(True)
        self.banner = QLabel(self)
        self.banner.setWordWrap(True)
        self.banner.setAccessibleName(self.tr("背反者 warning"))

        self.toolbar = QToolBar(self)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.add_entry_action = self._action(
            self.tr("Add entry…"), self.add_entry, self.tr("Put someone on the board")
        )
        self.confront_action = self._action(
            self.tr("Confront…"), self.confront, self.tr("Emotion confrontation on one emotion of an entry")
        )
        self.resolve_action = self._action(
            self.tr("Resolve…"), self.resolve, self.tr("Resolve an open confrontation")
        )
        self.pay_cost_action = self._action(
            self.tr("Pay cost…"), self.pay_cost, self.tr("Cost damage, from the tension value and HP")
        )
        self.infinity_break_action = self._action(self.tr("Infinity Break…"), self.infinity_break)
        self.toolbar.addSeparator()
        self.new_scenario_action = self._action(self.tr("New scenario…"), self.new_scenario)
        self.end_scenario_action = self._action(self.tr("End scenario…"), self.end_scenario)
        self.new_session_action = self._action(self.tr("New session…"), self.new_session)
        self.toolbar.addSeparator()
        self.emotion_list_action = self._action(self.tr("Emotion list…"), self.edit_emotion_list)

        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        self.view.setAccessibleName(self.tr("Casting board"))
        self.view.emotions_dropped.connect(self.add_entry)
        self.scene.entry_activated.connect(lambda entry_id: self.confront(entry_id))
        self.scene.chip_activated.connect(self.confront)
        self.scene.removal_asked.connect(self.explain_no_removal)
        self.scene.context_requested.connect(self._show_entry_menu)
        self.scene.selectionChanged.connect(self._scene_selection_changed)

        self.entries = BoardEntriesModel(document, self)
        self.table = QTableView(self)
        self.table.setModel(self.entries)
        self.table.setAccessibleName(self.tr("Casting board entries"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # The short columns take the width of their text (Japanese headers and notes are wider than the
        # default section); the emotions get what is left.
        # They fit while the list is in view (see _fit_list): a hidden list is not measured on every change.
        columns = self.table.horizontalHeader()
        # Sized from the header and the first rows, not by reading every cell of a long board again.
        columns.setResizeContentsPrecision(_SIZED_ROWS)
        columns.setSectionResizeMode(BoardEntriesModel.EMOTIONS, QHeaderView.ResizeMode.Stretch)
        self._fit_list(shown=False)
        self.table.activated.connect(lambda index: self.confront(index.data(EntryRole.ID)))
        self.table.selectionModel().selectionChanged.connect(self._table_selection_changed)
        self.table.installEventFilter(self)

        self.tabs = QTabWidget(self)
        # The board and the list have frames of their own: a pane framed again around them is only
        # painted over, at the size of most of the panel.
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.view, self.tr("Board"))
        self.tabs.addTab(self.table, self.tr("List"))

        self.unused = UnusedEmotionsModel(document, self)
        self.unused_view = QListView(self)
        self.unused_view.setModel(self.unused)
        self.unused_view.setAccessibleName(self.tr("Unused emotions"))
        self.unused_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.unused_view.setDragEnabled(True)
        self.unused_view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.unused_view.setSpacing(2)
        self.unused_view.setToolTip(self.tr("Drag emotions onto the board to add an entry with them"))
        self.gain_button = QPushButton(self.tr("Gain…"), self)
        self.gain_button.setToolTip(self.tr("Take emotions from the emotion list"))
        self.gain_button.clicked.connect(self.gain_emotions)
        self.discard_button = QPushButton(self.tr("Discard"), self)
        self.discard_button.setToolTip(self.tr("Drop the selected unused emotions"))
        self.discard_button.clicked.connect(self.discard_emotions)
        self.place_button = QPushButton(self.tr("Add entry…"), self)
        self.place_button.setToolTip(self.tr("Add an entry with the selected unused emotions"))
        self.place_button.clicked.connect(lambda: self.add_entry(self.selected_unused()))
        self.limit = RangedSpin(0, UNUSED_EMOTION_LIMIT_MAX, self)
        self.limit.setAccessibleName(self.tr("Unused emotion limit"))
        self.limit.setToolTip(
            self.tr("At most {limit} unused emotions; a skill may raise the limit").format(
                limit=UNUSED_EMOTION_LIMIT
            )
        )
        self.limit.valueChanged.connect(self._limit_changed)
        self.unused_box = QGroupBox(self.tr("Unused emotions"), self)
        limit_row = QHBoxLayout()
        limit_row.addWidget(QLabel(self.tr("Limit"), self.unused_box))
        limit_row.addWidget(self.limit)
        limit_row.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self.gain_button, self.discard_button, self.place_button):
            buttons.addWidget(button)
        unused_layout = QVBoxLayout(self.unused_box)
        unused_layout.addWidget(self.unused_view, 1)
        unused_layout.addLayout(buttons)
        unused_layout.addLayout(limit_row)
        self.limit_note = RangeNote(self.unused_box)
        self.limit_note.watch(self.limit, self.tr("Limit"))
        unused_layout.addWidget(self.limit_note)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.tabs)
        splitter.addWidget(self.unused_box)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)

        content = QWidget(self)
        content_layout = QVBoxLayout(content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        header = QHBoxLayout()
        header.addWidget(self.title)
        header.addWidget(self.meter, 1)
        content_layout.addLayout(header)
        content_layout.addWidget(self.facts)
        content_layout.addWidget(self.banner)
        content_layout.addWidget(self.toolbar)
        content_layout.addWidget(splitter, 1)
        self.placeholder = QLabel(self)  # its words are set while nobody is chosen (refresh)
        self._nobody = self.tr("Choose a character in the roster to see its casting board.")
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.placeholder)
        self.stack.addWidget(content)
        # Both pages stay laid out and shown, the current one raised over the other, the placeholder
        # opaque and the board disabled under it (nothing there takes the focus or a click): choosing a
        # character after nobody then raises the board rather than showing, polishing and laying out each
        # of its widgets again, which cost as much as drawing the board itself. Under the board the
        # placeholder holds no words, which would show in the gaps between the board's widgets (the board
        # is not opaque: filling its background made each show 2 ms slower).
        stacking = self.stack.layout()
        assert isinstance(stacking, QStackedLayout)
        stacking.setStackingMode(QStackedLayout.StackingMode.StackAll)
        self.placeholder.setAutoFillBackground(True)
        self._content = content
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.stack)

        # Bound methods, not lambdas: Qt drops a bound method's connection when the panel is deleted (a
        # language switch rebuilds every panel), while a lambda would outlive it and call a deleted widget.
        for signal in (document.character_changed, document.character_removed, document.character_inserted):
            signal.connect(self._refresh_for)
        document.roster_reset.connect(self.refresh)
        document.catalogue_changed.connect(self.refresh)
        document.options_changed.connect(self.refresh)
        document.campaign_changed.connect(self.refresh)
        self.refresh()

    def _action(self, text: str, slot: Callable[[], object], tip: str = "") -> QAction:
        action = QAction(text, self)
        action.setToolTip(tip or text)
        action.triggered.connect(lambda _checked=False: slot())
        self.toolbar.addAction(action)
        return action

    # -- which character ----------------------------------------------------------------------------

    @Slot(object)
    def set_character(self, character_id: str | None) -> None:
        """Show the board of ``character_id`` (None: nobody)."""
        self._character_id = character_id
        self.entries.set_character(character_id)
        self.unused.set_character(character_id)
        self.refresh()

    def character_id(self) -> str | None:
        return self._character_id

    def character(self) -> Character | None:
        if self._character_id is None:
            return None
        try:
            return self._document.character(self._character_id)
        except KeyError:
            return None

    # -- showing ------------------------------------------------------------------------------------

    def _refresh_for(self, *_change: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        character = self.character()
        campaign = self._document.campaign
        self.stack.setCurrentIndex(1 if character is not None else 0)
        self.placeholder.setText(self._nobody if character is None else "")
        self._content.setEnabled(character is not None)  # Qt does nothing when it is so already
        traitor = character is not None and character.traitor
        self.scene.show_board(
            campaign,
            character,
            translated(labels.field("tension_value")),
            self.tr("背反者") if traitor else "",
        )
        self.view.fit()
        if character is None:
            self._enable(None)
            return
        self.title.setText(f"{character.name} · {translated(labels.character_kind(character))}")
        # QProgressBar paints at once when its text changes; let it paint with the rest of the panel.
        self.meter.setUpdatesEnabled(False)
        self.meter.setValue(character.tension_value)
        self.meter.setUpdatesEnabled(True)
        open_ones = sum(not c.resolved for c in character.confrontations)
        usable = sum(not r.used_this_scenario for r in character.infinity_breaks)
        if casting.next_confrontation_gives_gains(character):
            confrontations = self.tr("no emotion confrontation yet this scenario")
        else:
            count = len(character.confrontations)
            confrontations = plural(
                count,
                self.tr("{count} emotion confrontation this scenario — the next gives nothing"),
                self.tr("{count} emotion confrontations this scenario — the next gives nothing"),
            ).format(count=count)
        facts = [
            self.tr("Scenario {scenario}, session {session}").format(
                scenario=campaign.scenario, session=campaign.session
            ),
            self.tr("Total bond {bond}").format(bond=casting.total_bond(character.casting_board)),
            confrontations,
            self.tr("Infinity Break: {usable} of {count} usable").format(
                usable=usable, count=len(character.infinity_breaks)
            ),
        ]
        if open_ones:
            facts.append(
                plural(
                    open_ones, self.tr("{count} open confrontation"), self.tr("{count} open confrontations")
                ).format(count=open_ones)
            )
        self.facts.setText(" · ".join(facts))
        level, text = risk_banner(campaign, character)
        self.banner.setText(text)
        restyle(self.banner, _BANNER_STYLES[level])
        self.banner.setProperty("risk", level.value)
        self.unused_box.setTitle(
            self.tr("Unused emotions ({held}/{limit})").format(
                held=len(character.unused_emotions), limit=character.unused_emotion_limit
            )
        )
        self.limit.blockSignals(True)
        self.limit.setValue(character.unused_emotion_limit)
        self.limit.blockSignals(False)
        self.limit_note.refresh()
        self._enable(character)

    def _enable(self, character: Character | None) -> None:
        for action in (
            self.pay_cost_action,
            self.new_scenario_action,
            self.end_scenario_action,
            self.new_session_action,
            self.emotion_list_action,
        ):
            action.setEnabled(character is not None)
        holds_unused = bool(character and character.unused_emotions)
        self.add_entry_action.setEnabled(holds_unused)
        self.place_button.setEnabled(holds_unused)
        self.discard_button.setEnabled(holds_unused)
        self.confront_action.setEnabled(bool(character and character.casting_board))
        self.resolve_action.setEnabled(
            character is not None and any(not c.resolved for c in character.confrontations)
        )
        self.infinity_break_action.setEnabled(
            character is not None and any(not r.used_this_scenario for r in character.infinity_breaks)
        )

    # -- selection shared by the board and the list ----------------------------------------------------

    def selected_entry_id(self) -> str | None:
        return self.scene.selected_entry_id()

    def select_entry(self, entry_id: str | None) -> None:
        self.scene.select_entry(entry_id)

    def _scene_selection_changed(self) -> None:
        if self._syncing_selection:
            return
        self._syncing_selection = True
        entry_id = self.scene.selected_entry_id()
        row = self.entries.row_of(entry_id) if entry_id else -1
        if row >= 0:
            self.table.selectRow(row)
        else:
            self.table.clearSelection()
        self._syncing_selection = False

    def _table_selection_changed(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        if self._syncing_selection:
            return
        self._syncing_selection = True
        indexes = selected.indexes()
        self.scene.select_entry(indexes[0].data(EntryRole.ID) if indexes else None)
        self._syncing_selection = False

    def selected_unused(self) -> list[str]:
        rows = sorted(index.row() for index in self.unused_view.selectionModel().selectedIndexes())
        return [self.unused.emotion_id(row) for row in rows]

    # -- steps --------------------------------------------------------------------------------------

    def _run(self, step: Callable[[], _T]) -> _T | None:
        try:
            return step()
        except FhrtoolError as error:
            self._dialogs.error(self.tr("Casting board"), error_text(error))
            return None

    def gain_emotions(self) -> None:
        character_id = self._character_id
        if character_id is None:
            return
        emotion_ids = self._dialogs.gain_emotions(self._document, character_id)
        if emotion_ids:
            self._run(
                lambda: self._document.run(board.gain_emotions, board.Emotions(character_id, emotion_ids))
            )

    def discard_emotions(self) -> None:
        chosen = self.selected_unused()
        character_id = self._character_id
        if character_id is not None and chosen:
            self._run(
                lambda: self._document.run(
                    board.discard_emotions, board.Emotions(character_id, tuple(chosen))
                )
            )

    def add_entry(self, preset: list[str] | None = None) -> None:
        character = self.character()
        if character is None:
            return
        request = self._dialogs.add_entry(self._document, character.id, preset or ())
        if request is None:
            return
        entry_id = self._run(
            lambda: self._document.run(
                board.add_entry,
                board.AddEntry(character.id, request.emotion_ids, request.target_name, request.target_id),
            )
        )
        if entry_id is not None:
            after = self._document.character(character.id).tension_value
            self.status_message.emit(
                self.tr("{target} is on the board: tension value {before} → {after}").format(
                    target=request.target_name, before=character.tension_value, after=after
                )
            )
            self.select_entry(entry_id)

    def confront(self, entry_id: str | None = None, emotion_id: str | None = None) -> None:
        character = self.character()
        if character is None or not character.casting_board:
            return
        entry_id = entry_id or self.selected_entry_id()
        request = self._dialogs.confront(self._document, character.id, entry_id, emotion_id)
        if request is None:
            return
        self._run(
            lambda: self._document.run(
                board.confront,
                board.Confront(
                    character.id, request.entry_id, request.emotion_id, request.opposing, request.keep
                ),
            )
        )

    def resolve(self) -> None:
        character_id = self._character_id
        if character_id is None:
            return
        request = self._dialogs.resolve(self._document, character_id)
        if request is not None:
            self._run(
                lambda: self._document.run(
                    board.resolve_confrontation,
                    board.Resolve(character_id, request.confrontation_id, request.keep, request.in_play),
                )
            )

    def new_scenario(self) -> None:
        character_id = self._character_id
        if character_id is None:
            return
        request = self._dialogs.new_scenario(self._document, character_id)
        if request is not None:
            self._run(
                lambda: self._document.run(
                    board.start_scenario,
                    board.StartScenario(
                        character_id,
                        request.emotion_ids,
                        request.new_session,
                        request.advance_campaign,
                        request.keep,
                    ),
                )
            )

    def end_scenario(self) -> None:
        character = self.character()
        if character is None:
            return
        keep = self._dialogs.end_scenario(self._document, character.id)
        if keep is None:
            return
        outcome = self._run(
            lambda: self._document.run(board.end_scenario, board.EndScenario(character.id, keep))
        )
        if outcome is None:
            return
        after = outcome.state
        bond = casting.total_bond(after.casting_board)
        if after.traitor and not character.traitor:
            text = self.tr(
                "{name} became a 背反者 — an NPC from now on, no longer playable: {reason}."
            ).format(name=after.name, reason=traitor_reason(self._document.campaign, after))
        elif after.traitor:
            text = self.tr("{name} is a 背反者 already.").format(name=after.name)
        elif after.is_pc:
            text = self.tr("{name} did not become a 背反者.").format(name=after.name)
        else:
            text = self.tr("An NPC's board is not checked for 背反者.")
        self._dialogs.information(
            self.tr("End scenario — {name}").format(name=after.name),
            text + " " + self.tr("Total bond {bond}: the GM awards experience for it.").format(bond=bond),
        )

    def new_session(self) -> None:
        character_id = self._character_id
        if character_id is None:
            return
        advance = self._dialogs.new_session(self._document, character_id)
        if advance is not None:
            self._run(
                lambda: self._document.run(board.start_session, board.StartSession(character_id, advance))
            )

    def pay_cost(self) -> None:
        character_id = self._character_id
        if character_id is None:
            return
        request = self._dialogs.pay_cost(self._document, character_id)
        if request is not None:
            self._run(
                lambda: self._document.run(
                    board.pay_cost,
                    board.PayCost(character_id, request.amount, request.from_tension, request.skill_id),
                )
            )

    def infinity_break(self) -> None:
        character_id = self._character_id
        if character_id is None:
            return
        request = self._dialogs.infinity_break(self._document, character_id)
        if request is None:
            return
        outcome = self._run(
            lambda: self._document.run(
                board.use_infinity_break,
                board.UseInfinityBreak(character_id, request.registration_id, request.from_tension),
            )
        )
        if outcome is not None:
            self.status_message.emit(self.tr("Infinity Break: {effect}").format(effect=outcome.effect))

    def edit_emotion_list(self) -> None:
        self._dialogs.edit_emotion_list(self._document)

    def explain_no_removal(self, entry_id: str) -> None:
        """Entries are never removed; say so, and why, when someone tries."""
        character = self.character()
        if character is None:
            return
        target = character.entry(entry_id).target_name
        self._dialogs.information(
            self.tr("Casting board"),
            self.tr(
                "{target} stays on the casting board: entries can never be removed — not when the person "
                "turns out to be an enemy, not when they die."
            ).format(target=target),
        )

    def _fit_list(self, *, shown: bool) -> None:
        """The short columns of the list take the width of their contents while it is shown; hidden, it
        keeps its widths until it is shown again (and fitted then)."""
        columns = self.table.horizontalHeader()
        mode = QHeaderView.ResizeMode.ResizeToContents if shown else QHeaderView.ResizeMode.Interactive
        for column in range(self.entries.columnCount()):
            if column != BoardEntriesModel.EMOTIONS:
                columns.setSectionResizeMode(column, mode)
        if shown:
            columns.resizeSections()

    @total(declined)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._fit_list(shown=event.type() == QEvent.Type.Show)
        # Delete on a row of the list asks to remove the entry: answer why it cannot be.
        if watched is self.table and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            index = self.table.currentIndex()
            if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and index.isValid():
                self.explain_no_removal(index.data(EntryRole.ID))
                return True
        return super().eventFilter(watched, event)

    def entry_menu(self, entry_id: str, emotion_id: str = "") -> QMenu:
        """The context menu of an entry: confront one of its emotions (the clicked one first), or ask why
        the entry cannot be removed."""
        campaign = self._document.campaign
        character = self._document.character(self._character_id or "")
        menu = QMenu(self)
        emotions = character.entry(entry_id).emotions
        for each in sorted(emotions, key=lambda e: e != emotion_id):
            action = menu.addAction(self.tr("Confront {emotion}…").format(emotion=chip_text(campaign, each)))
            action.triggered.connect(lambda _checked=False, e=each: self.confront(entry_id, e))
        menu.addSeparator()
        why = menu.addAction(self.tr("Why can't this entry be removed?"))
        why.triggered.connect(lambda _checked=False: self.explain_no_removal(entry_id))
        return menu

    def _show_entry_menu(self, entry_id: str, emotion_id: str, position: QPoint) -> None:
        menu = self.entry_menu(entry_id, emotion_id)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(position)

    def _limit_changed(self, value: int) -> None:
        character_id = self._character_id
        if character_id is not None and not self.limit.problem():  # the note under it says why
            self._run(
                lambda: self._document.run(
                    sheet.set_field, sheet.SetField(character_id, "unused_emotion_limit", value)
                )
            )
