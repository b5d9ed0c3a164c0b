"""The dice roller: type any dice expression, or click a line of the selected character's chat palette.

Every roll goes to the campaign log as one undo step (:mod:`fhrtool.steps.dice`); the history below
is the log's dice rolls, so undo takes a roll back from the history too. Dice rolled at the table can
be typed in instead of rolling.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.i18n import interface_language
from fhrtool.app.messages import error_text
from fhrtool.exchange.palette import palette_lines
from fhrtool.model import LogEntry, Sheet
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules.dice import DiceSource
from fhrtool.rules.expression import parse
from fhrtool.steps import dice as dice_steps
from fhrtool.ui.log_panel import Column, LogFilter, LogModel, LogRole
from fhrtool.ui.log_view import GrowingTable
from fhrtool.ui.steady import keep_line_height, keep_space_when_hidden, reserve_lines, restyle

# A palette line whose target is a word the player replaces: "2D6+3>=難易度".
_PLACEHOLDER = re.compile(r"(.*>=)\s*(\D.*)")

SUCCESS_COLOUR = "#2e7d4f"
FAILURE_COLOUR = "#b03a2e"
ERROR_COLOUR = "#b03a2e"


class DiceRollerPanel(QWidget):
    """An expression box, the chat palette of the selected character, and the history of rolls.

    The roller asks nothing: it shows its errors inline.
    """

    def __init__(
        self,
        document: Document,
        dice: DiceSource,
        parent: QWidget | None = None,
        *,
        log: LogModel | None = None,
    ) -> None:
        """``log``: the document's log as the log panel shows it, shared rather than kept twice (a long
        log's texts and every change of it would be handled twice); a model of its own by default."""
        super().__init__(parent)
        self.setObjectName("DiceRollerPanel")
        self._document = document
        self._dice = dice
        self._character_id: str | None = None
        # The palette line being completed: (text the expression must start with, exact, comment).
        self._pending: tuple[str, bool, str] | None = None

        self.expression_edit = QLineEdit(self)
        self.expression_edit.setPlaceholderText(self.tr("2D6+3>=10, 4D6>=15, 1D10+2 …"))
        self.expression_edit.setClearButtonEnabled(True)
        self.expression_edit.returnPressed.connect(self.roll)
        self.expression_edit.textEdited.connect(self._clear_message)
        self.roll_button = QPushButton(self.tr("Roll"), self)
        self.roll_button.clicked.connect(self.roll)
        self.typed_edit = QLineEdit(self)
        self.typed_edit.setPlaceholderText(self.tr("optional, e.g. 4 5"))
        self.typed_edit.setToolTip(
            self.tr("Type the results of physical dice to log them instead of rolling")
        )
        self.typed_edit.returnPressed.connect(self.roll)
        self.typed_edit.textEdited.connect(self._clear_message)
        # The message, the result and its details have their room from the start: a roll or a refusal
        # does not move the palette and the history under the mouse.
        self.message_label = keep_space_when_hidden(reserve_lines(QLabel(self), 2))
        self.message_label.hide()

        self.total_label = QLabel(self)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 2.2)
        big.setBold(True)
        self.total_label.setFont(big)
        self.verdict_label = QLabel(self)
        bold = QFont(self.font())
        bold.setPointSizeF(bold.pointSizeF() * 1.3)
        bold.setBold(True)
        self.verdict_label.setFont(bold)
        # Under the verdict, in the total's height: BCDice's S prefix, which the online tools show only
        # to whoever rolled it.
        self.secret_label = QLabel(self)
        keep_line_height(self.total_label)
        keep_line_height(self.verdict_label)
        keep_line_height(self.secret_label)
        # As wide as a total of four digits from the start: the verdict beside it stays where it is
        # from one roll to the next (a total of another width laid the panel out again).
        self.total_label.setMinimumWidth(self.total_label.fontMetrics().horizontalAdvance("8888"))
        self.detail_label = reserve_lines(QLabel(self), 3)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.palette_label = QLabel(self)
        self.palette_list = QListWidget(self)
        self.palette_list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.palette_list.itemClicked.connect(self._on_palette_item)
        self.palette_list.itemActivated.connect(self._on_palette_item)

        self.history_model = LogModel(document, self) if log is None else log
        self.history = LogFilter(self.history_model, kind="dice_rolled", parent=self)
        # A table of one shown column, not a list view: a list view lays every row out again (a call
        # into the model for each) whenever one is added; a table's rows all have the one height.
        self.history_view = GrowingTable(self)
        self.history_view.setModel(self.history)
        for column in Column:
            self.history_view.setColumnHidden(column, column != Column.TEXT)
        self.history_view.horizontalHeader().hide()
        self.history_view.horizontalHeader().setStretchLastSection(True)
        self.history_view.verticalHeader().hide()
        self.history_view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.history_view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.history_view.setShowGrid(False)
        self.history_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.history_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.history_view.setAlternatingRowColors(True)
        # One line a roll: a line too long for the panel ends in "…"; its tooltip and the last roll
        # above show it whole.
        self.history_view.setWordWrap(False)
        self.history_view.setTextElideMode(Qt.TextElideMode.ElideRight)

        self._build_layout()
        for signal in (self.history.rowsInserted, self.history.rowsRemoved, self.history.modelReset):
            signal.connect(self._show_last_roll)
        self.history.rowsInserted.connect(self.history_view.scrollToBottom)
        document.character_changed.connect(self._on_character_changed)
        document.character_removed.connect(self._on_character_removed)
        document.roster_reset.connect(self._on_roster_reset)
        document.options_changed.connect(self._fill_palette)
        self._fill_palette()
        self._show_last_roll()
        self.history_view.scrollToBottom()

    def _build_layout(self) -> None:
        entry = QHBoxLayout()
        entry.addWidget(self.expression_edit, 1)
        entry.addWidget(self.roll_button)
        form = QFormLayout()
        form.addRow(self.tr("Dice:"), entry)
        form.addRow(self.tr("Rolled at the table:"), self.typed_edit)
        verdict = QVBoxLayout()
        verdict.setSpacing(0)
        verdict.addWidget(self.verdict_label)
        verdict.addWidget(self.secret_label)
        result = QHBoxLayout()
        result.addWidget(self.total_label)
        result.addLayout(verdict, 1)

        palette = QWidget(self)
        palette_layout = QVBoxLayout(palette)
        palette_layout.setContentsMargins(0, 0, 0, 0)
        palette_layout.addWidget(self.palette_label)
        palette_layout.addWidget(self.palette_list)
        history = QWidget(self)
        history_layout = QVBoxLayout(history)
        history_layout.setContentsMargins(0, 0, 0, 0)
        history_layout.addWidget(QLabel(self.tr("Rolls"), history))
        history_layout.addWidget(self.history_view)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(palette)
        splitter.addWidget(history)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(1, 2)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message_label)
        layout.addLayout(result)
        layout.addWidget(self.detail_label)
        layout.addWidget(splitter, 1)

    # -- the selected character ------------------------------------------------------------------------

    @property
    def character_id(self) -> str | None:
        return self._character_id

    def set_character(self, character_id: str | None) -> None:
        """Show the chat palette of ``character_id`` (None: no character selected)."""
        if character_id != self._character_id:
            self._character_id = character_id
            self._pending = None
            self._fill_palette()

    def _on_character_changed(self, character_id: str, _fields: list[str]) -> None:
        if character_id == self._character_id:
            self._fill_palette()

    def _on_character_removed(self, _row: int, character_id: str) -> None:
        if character_id == self._character_id:
            self.set_character(None)

    def _on_roster_reset(self) -> None:
        known = {character.id for character in self._document.campaign.characters}
        if self._character_id not in known:
            self.set_character(None)
        else:
            self._fill_palette()

    def _fill_palette(self) -> None:
        self.palette_list.clear()
        if self._character_id is None:
            self.palette_label.setText(self.tr("Select a character to roll from its chat palette"))
            return
        campaign = self._document.campaign
        character = campaign.character(self._character_id)
        self.palette_label.setText(self.tr("Chat palette of {name}").format(name=character.name))
        lines = palette_lines(
            Sheet(character=character), language=interface_language(), options=campaign.options
        )
        for line in lines:
            item = QListWidgetItem(line, self.palette_list)
            command = line.partition(" ")[0]
            if _PLACEHOLDER.fullmatch(command):
                item.setToolTip(self.tr("Click, type the number after >= and press Enter"))
            else:
                item.setToolTip(self.tr("Click to roll"))

    def _on_palette_item(self, item: QListWidgetItem) -> None:
        self.use_line(item.text())

    def use_line(self, line: str) -> bool:
        """Roll a chat-palette line; a line ending in a placeholder (``>=難易度``) is put in the
        expression box with the placeholder selected, to be typed over. True when it rolled."""
        command, _, comment = line.partition(" ")
        placeholder = _PLACEHOLDER.fullmatch(command)
        self.expression_edit.setText(command)
        self.expression_edit.setFocus()
        if placeholder is None:
            self._pending = (command, True, comment)
            return self.roll()
        prefix = placeholder.group(1)
        self._pending = (prefix, False, comment)
        self.expression_edit.setSelection(len(prefix), len(command) - len(prefix))
        self._show_message(self.tr("Type the {what} and press Enter").format(what=placeholder.group(2)))
        return False

    # -- rolling --------------------------------------------------------------------------------------

    def _palette_origin(self, text: str) -> tuple[str | None, str]:
        """The character and comment of the palette line ``text`` came from, if it did."""
        if self._pending is None:
            return None, ""
        start, exact, comment = self._pending
        compact = text.replace(" ", "").upper()
        expected = start.replace(" ", "").upper()
        if compact == expected or (not exact and compact.startswith(expected)):
            return self._character_id, comment
        return None, ""

    def roll(self) -> bool:
        """Roll the expression in the box into the log; errors are shown under it. True when it rolled."""
        text = self.expression_edit.text()
        try:
            typed = dice_steps.parse_results(self.typed_edit.text())
        except FhrtoolError as error:
            self._refuse(error, self.typed_edit)
            return False
        try:
            parse(text)
        except FhrtoolError as error:
            self._refuse(error, self.expression_edit)
            return False
        character_id, label = self._palette_origin(text)
        try:
            self._document.run(
                dice_steps.roll, dice_steps.Roll(text, typed or None, character_id, label), dice=self._dice
            )
        except FhrtoolError as error:
            # The expression is fine, so the typed-in dice do not fit it.
            self._refuse(error, self.typed_edit)
            return False
        self._clear_message()
        self.typed_edit.clear()
        self.expression_edit.selectAll()
        return True

    def _refuse(self, error: FhrtoolError, field: QLineEdit) -> None:
        self._show_message(error_text(error), error=True)
        field.setFocus()
        column = error.params.get("column")
        if isinstance(column, int):
            field.setCursorPosition(column - 1)

    def _show_message(self, text: str, *, error: bool = False) -> None:
        self.message_label.setText(text)
        self.message_label.setStyleSheet(f"color: {ERROR_COLOUR};" if error else "")
        self.message_label.setProperty("error", error)
        self.message_label.show()

    def _clear_message(self) -> None:
        self.message_label.clear()
        self.message_label.hide()

    # -- the last roll ----------------------------------------------------------------------------------

    def _show_last_roll(self) -> None:
        rows = self.history.rowCount()
        if not rows:
            self.total_label.clear()
            self.verdict_label.clear()
            self.secret_label.clear()
            self.detail_label.setText(self.tr("No dice rolled yet"))
            self.detail_label.setToolTip("")
            return
        index = self.history.index(rows - 1, Column.TEXT)
        entry = index.data(LogRole.ENTRY)
        assert isinstance(entry, LogEntry)
        self.total_label.setText(str(entry.params.get("total", "")))
        verdict = entry.params.get("verdict")
        words = {
            "success": self.tr("Success"),
            "failure": self.tr("Failure"),
            "automatic success": self.tr("Automatic success (critical)"),
            "automatic failure": self.tr("Automatic failure (fumble)"),
        }
        self.verdict_label.setText(words.get(str(verdict), ""))
        self.secret_label.setText(self.tr("Secret roll") if entry.params.get("secret") is True else "")
        colour = SUCCESS_COLOUR if str(verdict).endswith("success") else FAILURE_COLOUR
        restyle(self.verdict_label, f"color: {colour};")
        detail = str(index.data())
        self.detail_label.setText(detail)
        self.detail_label.setToolTip(detail)  # whole, should it need more than its lines
