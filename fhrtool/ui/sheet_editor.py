"""The character sheet editor: one tab per open character, every field an undoable edit.

A :class:`SheetEditor` shows one character: identity, the FHR side (essences, hope, abilities with the
derived initiative, fatigue, extra stats) and the Free Casting side (HP, concentration, tension value,
unused emotions, Infinity Break, skills). Every change is a step of :mod:`fhrtool.steps` run by the document, one undo step per
field (spin boxes merge while typing); the editor redraws itself from the document's change signals, so
undo and redo show at once, and a field being typed in keeps its cursor.

Values that break a rule are stored when the rules allow the GM to override (a PC's ability outside
−2..+2) and marked with a warning icon whose tooltip says why, and listed in a problems line on top.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.document import Document
from fhrtool.app.i18n import plural, tr
from fhrtool.app.messages import emotion_name, error_text, translated
from fhrtool.model import Character, CharacterKind, Stat, StatKind
from fhrtool.model.base import COUNT_MAX, NAME_MAX, SCORE_MAX, SCORE_MIN
from fhrtool.model.character import LEVEL_MAX, LEVEL_MIN, UNUSED_EMOTION_LIMIT_MAX
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules import casting, checks, fhr, infinity
from fhrtool.rules import sheet as sheet_rules
from fhrtool.rules.sheet import SheetProblem
from fhrtool.rules.tension import TENSION_MAX, TENSION_MIN
from fhrtool.steps import labels, sheet
from fhrtool.steps.labels import STAT_FIELDS
from fhrtool.ui.dialogs import Dialogs
from fhrtool.ui.ranged import RangedSpin
from fhrtool.ui.roster import kind_icon, kind_text
from fhrtool.ui.safety import declined, no_flags, nothing, total, total_data
from fhrtool.ui.skills import CharacterItemsModel, SkillsPanel
from fhrtool.ui.steady import keep_line_height, keep_space_when_hidden

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

_LIST_HEIGHT = 110
"""Lists and tables of the sheet stay this short so that the skills table fits on a 1280×800 screen."""


def problem_text(problem: SheetProblem) -> str:
    """The translated reason of a sheet problem, with a built-in ability's name translated too."""
    ability = problem.params.get("ability")
    if isinstance(ability, str) and ability in ("reflex", "perception", "sense"):
        problem = SheetProblem(
            problem.template,
            problem.field,
            **{**problem.params, "ability": translated(labels.field(ability))},
        )
    return error_text(problem)


class ProblemMarker(QLabel):
    """A warning icon next to a field, shown only while the field breaks a rule; the tooltip says why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self.setPixmap(icon.pixmap(QSize(size, size)))
        self.setFixedSize(size, size)
        keep_space_when_hidden(self)  # the field beside it does not jump
        self.set_reasons([])

    def set_reasons(self, reasons: list[str]) -> None:
        self.setToolTip("\n".join(reasons))
        self.setAccessibleName("\n".join(reasons))
        self.setVisible(bool(reasons))


class StatsModel(CharacterItemsModel):
    """The table-defined essences and abilities of one character: name, kind, value."""

    ITEMS_FIELD = "extra_stats"
    WATCHED_FIELDS = frozenset({"kind"})
    NAME, KIND, VALUE = range(3)

    def _notes(self, character: Character) -> dict[str, object]:
        by_name = {stat.name: stat.id for stat in character.extra_stats if stat.kind is StatKind.ABILITY}
        notes: dict[str, object] = {}
        for problem in sheet_rules.sheet_problems(character, self._document.campaign.options):
            stat_id = by_name.get(str(problem.params.get("ability")))
            if problem.field == "extra_stats" and stat_id is not None:
                notes[stat_id] = problem_text(problem)
        return notes

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else 3

    @total(nothing)
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {self.NAME: self.tr("Name"), self.KIND: self.tr("Kind"), self.VALUE: self.tr("Value")}.get(
            section
        )

    @total(no_flags)
    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return base if index.column() == self.KIND else base | Qt.ItemFlag.ItemIsEditable

    @total_data
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._items):
            return None
        stat = cast(Stat, self._items[index.row()])
        column = index.column()
        problem = self._item_notes.get(stat.id)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if column == self.KIND:
                return translated(labels.STAT_KINDS[stat.kind])
            return stat.name if column == self.NAME else stat.value
        if column == self.VALUE and problem is not None:
            if role == Qt.ItemDataRole.DecorationRole:
                return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            if role == Qt.ItemDataRole.ToolTipRole:
                return problem
        return None

    @total(declined)
    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole or index.column() == self.KIND:
            return False
        stat_id = self._items[index.row()].id
        field = STAT_FIELDS[0] if index.column() == self.NAME else STAT_FIELDS[1]
        return self._push(
            lambda: self._document.run(
                sheet.set_stat_field, sheet.SetStatField(self._character_id, stat_id, field, value)
            )
        )


class SheetEditor(QWidget):
    """The sheet of one character."""

    def __init__(
        self, document: Document, dialogs: Dialogs, character_id: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._dialogs = dialogs
        self.character_id = character_id
        self._markers: dict[str, ProblemMarker] = {}
        self._spins: dict[str, RangedSpin] = {}
        self._notes: dict[str, tuple[QLabel, Callable[[bool], None]]] = {}
        self._held: dict[str, object] = {}
        """Fields showing a number that was typed but not stored, with the value the sheet kept."""

        self.problems = QLabel(self)
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.problems.setFrameShape(QFrame.Shape.StyledPanel)
        self.problems.setContentsMargins(6, 4, 6, 4)
        # Its line is kept while there is no problem: the sheet's view keeps its size as problems come
        # and go (the fields beside the view's edges would move as it resized).
        keep_line_height(self.problems)
        keep_space_when_hidden(self.problems)

        content = QWidget()
        grid = QGridLayout(content)
        grid.addWidget(self._identity_box(), 0, 0)
        grid.addWidget(self._fhr_box(), 0, 1)
        grid.addWidget(self._casting_box(), 0, 2)
        grid.addWidget(self._emotions_box(), 1, 0)
        grid.addWidget(self._stats_box(), 1, 1)
        grid.addWidget(self._infinity_box(), 1, 2)
        grid.addWidget(self._skills_box(), 2, 0, 1, 3)
        for column in range(3):
            grid.setColumnStretch(column, 1)
        grid.setRowStretch(2, 1)

        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll, 1)
        # Under the sheet: more lines of problems take room from the bottom of the view, and no field
        # moves from under the mouse.
        layout.addWidget(self.problems)

        document.character_changed.connect(self._on_changed)
        document.roster_reset.connect(self.refresh)
        document.options_changed.connect(self.refresh)
        document.catalogue_changed.connect(self.refresh)
        self.refresh()

    # -- building ------------------------------------------------------------------------------------

    def _spin(self, field: str, minimum: int, maximum: int) -> RangedSpin:
        spin = RangedSpin(minimum, maximum, self)
        spin.setObjectName(field)
        spin.setAccessibleName(translated(labels.field(field)))
        spin.valueChanged.connect(lambda value: self._typed(field, spin, value))
        self._spins[field] = spin
        return spin

    def _pool(self, field: str) -> tuple[RangedSpin, RangedSpin, QWidget]:
        current, maximum = RangedSpin(SCORE_MIN, SCORE_MAX, self), RangedSpin(0, COUNT_MAX, self)
        current.setObjectName(f"{field}_current")
        maximum.setObjectName(f"{field}_maximum")
        current.setAccessibleName(self.tr("{pool} current").format(pool=translated(labels.field(field))))
        maximum.setAccessibleName(self.tr("{pool} maximum").format(pool=translated(labels.field(field))))

        def push() -> None:
            character = self.character()
            if self._updating or character is None:
                return
            pool = getattr(character, field)
            stored = f"{pool.current}/{pool.maximum}"
            problem = current.problem() or maximum.problem()
            if not problem and current.value() > maximum.value():
                problem = self.tr(
                    "the current value {current} is above the maximum {maximum}; raise the maximum or "
                    "lower the current value"
                ).format(current=current.value(), maximum=maximum.value())
            if problem:
                self._hold(field, pool, problem, stored)
                return
            self._release(field)
            self._edit(
                lambda: self._document.run(
                    sheet.set_pool, sheet.SetPool(self.character_id, field, current.value(), maximum.value())
                )
            )

        current.valueChanged.connect(push)
        maximum.valueChanged.connect(push)
        row = QWidget(self)
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(current, 1)
        box.addWidget(QLabel("/", row))
        box.addWidget(maximum, 1)
        return current, maximum, row

    def _marked(self, field: str, widget: QWidget) -> QWidget:
        """``widget`` with the warning marker of ``field`` after it."""
        row = QWidget(self)
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(widget, 1)
        box.addWidget(self._marker_only(field))
        return row

    def _form_note(self, form: QFormLayout, field: str) -> None:
        """A line under the row of ``field`` that says why a number typed there was not stored."""
        note = self._note_label(field)
        form.addRow(note)
        form.setRowVisible(note, False)
        self._notes[field] = (note, lambda shown: form.setRowVisible(note, shown))

    def _note_label(self, field: str) -> QLabel:
        note = QLabel(self)
        note.setObjectName(f"{field}_note")
        note.setWordWrap(True)
        note.setTextFormat(Qt.TextFormat.PlainText)
        note.setForegroundRole(QPalette.ColorRole.Highlight)
        return note

    def _identity_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Character"), self)
        form = QFormLayout(box)
        self.name_edit = QLineEdit(box)
        self.name_edit.setMaxLength(NAME_MAX)
        self.name_edit.textEdited.connect(lambda text: self._set("name", text))
        self.player_edit = QLineEdit(box)
        self.player_edit.setMaxLength(NAME_MAX)
        self.player_edit.textEdited.connect(lambda text: self._set("player", text))
        self.kind_combo = QComboBox(box)
        for kind in CharacterKind:
            self.kind_combo.addItem(kind_text(kind), kind.value)
        self.kind_combo.activated.connect(
            lambda row: self._set("kind", CharacterKind(self.kind_combo.itemData(row)))
        )
        self.level_spin = self._spin("level", LEVEL_MIN, LEVEL_MAX)
        self.notes_edit = QPlainTextEdit(box)
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setMinimumHeight(50)
        self.notes_edit.setMaximumHeight(_LIST_HEIGHT)
        self.notes_edit.textChanged.connect(lambda: self._set("notes", self.notes_edit.toPlainText()))
        for field, widget in (
            ("name", self.name_edit),
            ("player", self.player_edit),
            ("kind", self.kind_combo),
            ("level", self.level_spin),
            ("notes", self.notes_edit),
        ):
            form.addRow(translated(labels.field(field)), widget)
        self._form_note(form, "level")
        return box

    def _fhr_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("FHR"), self)
        form = QFormLayout(box)
        self.life_spin = self._spin("life", 0, COUNT_MAX)
        self.will_spin = self._spin("will", 0, COUNT_MAX)
        self.hope_current, self.hope_maximum, hope_row = self._pool("hope")
        form.addRow(translated(labels.field("life")), self.life_spin)
        self._form_note(form, "life")
        form.addRow(translated(labels.field("will")), self.will_spin)
        self._form_note(form, "will")
        form.addRow(translated(labels.field("hope")), hope_row)
        self._form_note(form, "hope")
        self.ability_spins: dict[str, RangedSpin] = {}
        for field in ("reflex", "perception", "sense"):
            spin = self._spin(field, SCORE_MIN, SCORE_MAX)
            self.ability_spins[field] = spin
            form.addRow(translated(labels.field(field)), self._marked(field, spin))
            self._form_note(form, field)
        self.initiative_label = QLabel(box)
        self.initiative_label.setObjectName("initiative")
        self.initiative_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.initiative_label.setToolTip(
            self.tr(
                "Reflex, +{bonus} if perception is above 0, +{bonus} if sense is above 0 (derived, read-only)"
            ).format(bonus=fhr.ABILITY_INITIATIVE_BONUS)
        )
        font = self.initiative_label.font()
        font.setBold(True)
        self.initiative_label.setFont(font)
        form.addRow(translated(labels.field("initiative")), self.initiative_label)
        self.fatigue_spin = self._spin("fatigue", 0, COUNT_MAX)
        self.fatigue_note = QLabel(box)
        fatigue_row = QWidget(box)
        fatigue_box = QHBoxLayout(fatigue_row)
        fatigue_box.setContentsMargins(0, 0, 0, 0)
        fatigue_box.addWidget(self.fatigue_spin, 1)
        fatigue_box.addWidget(self.fatigue_note)
        fatigue_label = QLabel(translated(labels.field("fatigue")), box)
        fatigue_font = fatigue_label.font()
        fatigue_font.setBold(True)  # fatigue accumulates and is easy to forget: make it stand out
        fatigue_label.setFont(fatigue_font)
        form.addRow(fatigue_label, fatigue_row)
        self._form_note(form, "fatigue")
        return box

    def _stats_box(self) -> QGroupBox:
        box = QGroupBox(translated(labels.field("extra_stats")), self)
        layout = QVBoxLayout(box)
        self.stats_model = StatsModel(self._document, self.character_id, self)
        self.stats_model.edit_refused.connect(self._refused)
        self.stats_view = QTableView(box)
        self.stats_view.setModel(self.stats_model)
        self.stats_view.verticalHeader().hide()
        self.stats_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.stats_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.stats_view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.stats_view.setMinimumHeight(80)
        self.stats_view.setMaximumHeight(_LIST_HEIGHT)
        self.stats_view.selectionModel().selectionChanged.connect(self._update_stat_buttons)
        self.add_essence_button = QPushButton(self.tr("Add essence"), box)
        self.add_essence_button.clicked.connect(lambda: self._add_stat(StatKind.ESSENCE))
        self.add_ability_button = QPushButton(self.tr("Add ability"), box)
        self.add_ability_button.clicked.connect(lambda: self._add_stat(StatKind.ABILITY))
        self.remove_stat_button = QPushButton(self.tr("Remove"), box)
        self.remove_stat_button.clicked.connect(self._remove_stat)
        buttons = QHBoxLayout()
        for button in (self.add_essence_button, self.add_ability_button, self.remove_stat_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addWidget(self.stats_view)
        layout.addLayout(buttons)
        self._update_stat_buttons()
        return box

    def _casting_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Free Casting"), self)
        form = QFormLayout(box)
        self.hp_current, self.hp_maximum, hp_row = self._pool("hp")
        form.addRow(translated(labels.field("hp")), hp_row)
        self._form_note(form, "hp")
        self.concentration_spin = self._spin("concentration", 0, COUNT_MAX)
        form.addRow(translated(labels.field("concentration")), self.concentration_spin)
        self._form_note(form, "concentration")
        self.tension_spin = self._spin("tension_value", TENSION_MIN, TENSION_MAX)
        self.tension_meter = QProgressBar(box)
        self.tension_meter.setRange(TENSION_MIN, TENSION_MAX)
        self.tension_meter.setFormat("%v")  # the range 0–100 is plain from the bar; a longer text did not fit
        self.tension_meter.setAccessibleName(translated(labels.field("tension_value")))
        tension_row = QWidget(box)
        tension_box = QHBoxLayout(tension_row)
        tension_box.setContentsMargins(0, 0, 0, 0)
        tension_box.addWidget(self.tension_spin)
        tension_box.addWidget(self.tension_meter, 1)
        form.addRow(translated(labels.field("tension_value")), tension_row)
        self._form_note(form, "tension_value")
        self.initial_tension_label = QLabel(box)
        self.initial_tension_label.setWordWrap(True)
        form.addRow("", self.initial_tension_label)
        return box

    def _emotions_box(self) -> QGroupBox:
        box = QGroupBox(translated(labels.field("unused_emotions")), self)
        layout = QVBoxLayout(box)
        self.emotion_list = QListWidget(box)
        self.emotion_list.setMinimumHeight(50)
        self.emotion_list.setMaximumHeight(_LIST_HEIGHT)
        self.emotion_list.currentRowChanged.connect(self._update_emotion_buttons)
        self.emotion_count = QLabel(box)
        self.limit_spin = self._spin("unused_emotion_limit", 0, UNUSED_EMOTION_LIMIT_MAX)
        count_row = QHBoxLayout()
        count_row.addWidget(self.emotion_count, 1)
        count_row.addWidget(QLabel(self.tr("Limit"), box))
        count_row.addWidget(self.limit_spin)
        count_row.addWidget(self._marker_only("unused_emotions"))
        self.emotion_combo = QComboBox(box)
        self.emotion_combo.setObjectName("emotion_combo")
        self.emotion_combo.currentIndexChanged.connect(self._update_emotion_buttons)
        self.gain_emotion_button = QPushButton(self.tr("Gain"), box)
        self.gain_emotion_button.clicked.connect(self._gain_emotion)
        self.discard_emotion_button = QPushButton(self.tr("Discard"), box)
        self.discard_emotion_button.clicked.connect(self._discard_emotion)
        pick_row = QHBoxLayout()
        pick_row.addWidget(self.emotion_combo, 1)
        pick_row.addWidget(self.gain_emotion_button)
        pick_row.addWidget(self.discard_emotion_button)
        self.emotion_reason = QLabel(box)
        self.emotion_reason.setWordWrap(True)
        limit_note = self._note_label("unused_emotion_limit")
        limit_note.hide()
        self._notes["unused_emotion_limit"] = (limit_note, limit_note.setVisible)
        layout.addLayout(count_row)
        layout.addWidget(limit_note)
        layout.addWidget(self.emotion_list)
        layout.addLayout(pick_row)
        layout.addWidget(self.emotion_reason)
        return box

    def _marker_only(self, field: str) -> ProblemMarker:
        """The warning marker of ``field``, shown while the sheet's problems name that field."""
        marker = ProblemMarker(self)
        marker.setObjectName(f"{field}_marker")
        self._markers[field] = marker
        return marker

    def _infinity_box(self) -> QGroupBox:
        box = QGroupBox(translated(labels.field("infinity_breaks")), self)
        layout = QVBoxLayout(box)
        *earlier, last = (str(level) for level in infinity.REGISTRATION_LEVELS)
        levels = self.tr("{list} and {last}").format(list=self.tr(", ").join(earlier), last=last)
        rule = QLabel(
            self.tr(
                "One registration at each of levels {levels}. Extra skills only if they are the servant. "
                "A registration can never be changed."
            ).format(levels=levels),
            box,
        )
        rule.setWordWrap(True)
        self.registration_list = QListWidget(box)
        self.registration_list.setMinimumHeight(50)
        self.registration_list.setMaximumHeight(_LIST_HEIGHT)
        self.register_skill_combo = QComboBox(box)
        self.register_skill_combo.setObjectName("register_skill_combo")
        self.register_skill_combo.currentIndexChanged.connect(self._update_register_button)
        self.register_level_combo = QComboBox(box)
        self.register_level_combo.setObjectName("register_level_combo")
        self.register_level_combo.currentIndexChanged.connect(self._update_register_button)
        self.register_button = QPushButton(self.tr("Register"), box)
        self.register_button.clicked.connect(self._register)
        pick_row = QHBoxLayout()
        pick_row.addWidget(self.register_skill_combo, 1)
        pick_row.addWidget(self.register_level_combo)
        pick_row.addWidget(self.register_button)
        self.register_reason = QLabel(box)
        self.register_reason.setWordWrap(True)
        rule_row = QHBoxLayout()
        rule_row.addWidget(rule, 1)
        rule_row.addWidget(self._marker_only("infinity_breaks"), 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(rule_row)
        layout.addWidget(self.registration_list)
        layout.addLayout(pick_row)
        layout.addWidget(self.register_reason)
        return box

    def _skills_box(self) -> QGroupBox:
        box = QGroupBox(translated(labels.field("skills")), self)
        layout = QVBoxLayout(box)
        self.skills = SkillsPanel(self._document, self._dialogs, self.character_id, box)
        self.skills.view.setMinimumHeight(140)
        layout.addWidget(self.skills)
        return box

    # -- edits ---------------------------------------------------------------------------------------

    def _edit(self, edit: Callable[[], object]) -> None:
        """Run one edit; a refusal is shown and the fields show the document again."""
        try:
            edit()
        except FhrtoolError as error:
            self._refused(error_text(error))
            self.refresh()

    def _refused(self, reason: str) -> None:
        self._dialogs.error(self.tr("Not changed"), reason)

    def _typed(self, field: str, spin: RangedSpin, value: int) -> None:
        """A number typed or stepped into ``spin``: stored when it is in range, otherwise shown and
        explained under the field while the sheet keeps its value."""
        character = self.character()
        if self._updating or character is None:
            return
        problem = spin.problem()
        if problem:
            stored = getattr(character, field)
            self._hold(field, stored, problem, str(stored))
            return
        self._release(field)
        self._set(field, value)

    def _hold(self, field: str, stored: object, problem: str, shown: str) -> None:
        """Keep the number typed into ``field`` on screen, unstored, and say why under it."""
        self._held[field] = stored
        note, show = self._notes[field]
        note.setText(
            self.tr("⚠ {field}: {problem}. Not stored; the sheet keeps {stored}.").format(
                field=translated(labels.field(field)), problem=problem, stored=shown
            )
        )
        show(True)

    def _release(self, field: str) -> None:
        if self._held.pop(field, None) is not None:
            note, show = self._notes[field]
            note.clear()
            show(False)

    def _set(self, field: str, value: object) -> None:
        if self._updating:
            return
        self._edit(
            lambda: self._document.run(sheet.set_field, sheet.SetField(self.character_id, field, value))
        )

    def _add_stat(self, kind: StatKind) -> None:
        default = tr("New essence") if kind is StatKind.ESSENCE else tr("New ability")
        stat_id = self._document.run(sheet.add_stat, sheet.AddStat(self.character_id, kind, default))
        index = self.stats_model.index(self.stats_model.row_of(stat_id), StatsModel.NAME)
        self.stats_view.setCurrentIndex(index)
        self.stats_view.setFocus()
        self.stats_view.edit(index)

    def _remove_stat(self) -> None:
        rows = self.stats_view.selectionModel().selectedRows()
        if rows:
            stat_id = self.stats_model.item_id(rows[0].row())
            self._edit(
                lambda: self._document.run(sheet.remove_stat, sheet.RemoveStat(self.character_id, stat_id))
            )
        self._update_stat_buttons()

    def _update_stat_buttons(self) -> None:
        self.remove_stat_button.setEnabled(self.stats_view.selectionModel().hasSelection())

    def _gain_emotion(self) -> None:
        from fhrtool.steps import board  # the casting board's steps load with the first of them

        emotion_id = self.emotion_combo.currentData()
        if isinstance(emotion_id, str):
            self._edit(
                lambda: self._document.run(
                    board.gain_emotions, board.Emotions(self.character_id, (emotion_id,))
                )
            )

    def _discard_emotion(self) -> None:
        from fhrtool.steps import board

        item = self.emotion_list.currentItem()
        if item is not None:
            emotion_id = item.data(Qt.ItemDataRole.UserRole)
            self._edit(
                lambda: self._document.run(
                    board.discard_emotions, board.Emotions(self.character_id, (emotion_id,))
                )
            )

    def _register(self) -> None:
        skill_id, level = self.register_skill_combo.currentData(), self.register_level_combo.currentData()
        if isinstance(skill_id, str) and isinstance(level, int):
            self._edit(
                lambda: self._document.run(
                    sheet.register_infinity_break,
                    sheet.RegisterInfinityBreak(self.character_id, skill_id, level),
                )
            )

    # -- showing the document ------------------------------------------------------------------------

    _updating = False

    def character(self) -> Character | None:
        """The character shown; None once it has been deleted."""
        try:
            return self._document.character(self.character_id)
        except KeyError:
            return None

    def _on_changed(self, character_id: str, _fields: list[str]) -> None:
        if character_id == self.character_id:
            self.refresh()

    def refresh(self) -> None:
        """Show the document's state; fields that already show it are left alone (cursor and all)."""
        character = self.character()
        if character is None:
            return
        self._updating = True
        try:
            self._show_fields(character)
            self._show_emotions(character)
            self._show_registrations(character)
            self._show_problems(character)
        finally:
            self._updating = False
        self._update_emotion_buttons()
        self._update_register_button()

    def _show_fields(self, character: Character) -> None:
        _show_text(self.name_edit, character.name)
        _show_text(self.player_edit, character.player)
        self.kind_combo.setCurrentIndex(self.kind_combo.findData(character.kind.value))
        if self.notes_edit.toPlainText() != character.notes:
            cursor = self.notes_edit.textCursor()
            position = cursor.position()
            self.notes_edit.setPlainText(character.notes)
            cursor = self.notes_edit.textCursor()
            cursor.setPosition(min(position, len(character.notes)))
            self.notes_edit.setTextCursor(cursor)
        for field, spin in self._spins.items():
            value = getattr(character, field)
            if self._keeps_typed(field, value):
                continue
            _show_value(spin, value)
        for field, current, maximum in (
            ("hope", self.hope_current, self.hope_maximum),
            ("hp", self.hp_current, self.hp_maximum),
        ):
            pool = getattr(character, field)
            if self._keeps_typed(field, pool):
                continue
            _show_value(maximum, pool.maximum)
            _show_value(current, pool.current)
        self.initiative_label.setText(
            f"{fhr.initiative(character.reflex, character.perception, character.sense):+d}"
        )
        penalty = checks.fatigue_penalty(character.fatigue, self._document.campaign.options)
        words = plural(penalty, self.tr("−{dice} die"), self.tr("−{dice} dice"))
        self.fatigue_note.setText(words.format(dice=penalty) if penalty else "")
        self.tension_meter.setValue(character.tension_value)
        initial = casting.starting_tension(character)
        self.initial_tension_label.setText(
            self.tr("At scenario start: concentration + bonds = {value}").format(value=initial)
        )

    def _keeps_typed(self, field: str, value: object) -> bool:
        """Whether ``field`` keeps showing a number that was not stored: until the sheet's value changes
        (undo, or an edit elsewhere), which then shows instead."""
        if field not in self._held:
            return False
        if self._held[field] == value:
            return True
        self._release(field)
        return False

    def _show_emotions(self, character: Character) -> None:
        campaign = self._document.campaign
        current_row = self.emotion_list.currentRow()
        self.emotion_list.clear()
        for emotion_id in character.unused_emotions:
            item = QListWidgetItem(self._emotion_text(emotion_id), self.emotion_list)
            item.setData(Qt.ItemDataRole.UserRole, emotion_id)
        self.emotion_list.setCurrentRow(min(current_row, self.emotion_list.count() - 1))
        self.emotion_count.setText(
            self.tr("{held} of {limit}").format(
                held=len(character.unused_emotions), limit=character.unused_emotion_limit
            )
        )
        chosen = self.emotion_combo.currentData()
        self.emotion_combo.clear()
        for emotion in campaign.emotions:
            self.emotion_combo.addItem(self._emotion_text(emotion.id), emotion.id)
        self.emotion_combo.setCurrentIndex(max(self.emotion_combo.findData(chosen), 0))

    def _emotion_text(self, emotion_id: str) -> str:
        name = emotion_name(self._document.campaign, emotion_id)
        try:
            emotion = self._document.campaign.emotion(emotion_id)
        except KeyError:
            from fhrtool.ui.board.texts import UNKNOWN_MARK  # the board's module: loaded with the board

            return self.tr("{mark} {id} · not on the emotion list").format(mark=UNKNOWN_MARK, id=emotion_id)
        if emotion.mad:
            return self.tr("{name} · bond {bond} · mad colour").format(name=name, bond=emotion.bond)
        return self.tr("{name} · bond {bond}").format(name=name, bond=emotion.bond)

    def _show_registrations(self, character: Character) -> None:
        self.registration_list.clear()
        names = {skill.id: skill.name for skill in character.skills}
        for registration in character.infinity_breaks:
            text = self.tr("Level {level}: {skill}").format(
                level=registration.level, skill=names.get(registration.skill_id, "?")
            )
            if registration.used_this_scenario:
                text = self.tr("{registration} (used this scenario)").format(registration=text)
            self.registration_list.addItem(text)
        chosen_skill = self.register_skill_combo.currentData()
        self.register_skill_combo.clear()
        for skill in character.skills:
            label = (
                skill.name
                if infinity.can_register(skill)
                else self.tr("{skill} (extra)").format(skill=skill.name)
            )
            self.register_skill_combo.addItem(label, skill.id)
        self.register_skill_combo.setCurrentIndex(max(self.register_skill_combo.findData(chosen_skill), 0))
        chosen_level = self.register_level_combo.currentData()
        self.register_level_combo.clear()
        for level in infinity.REGISTRATION_LEVELS:
            self.register_level_combo.addItem(self.tr("Level {level}").format(level=level), level)
        open_levels = infinity.open_levels(character)
        preferred = chosen_level if chosen_level in open_levels else (open_levels or (None,))[0]
        self.register_level_combo.setCurrentIndex(max(self.register_level_combo.findData(preferred), 0))

    def _show_problems(self, character: Character) -> None:
        problems = sheet_rules.sheet_problems(character, self._document.campaign.options)
        for field, marker in self._markers.items():
            marker.set_reasons([problem_text(p) for p in problems if p.field == field])
        self.problems.setText(
            "\n".join(self.tr("⚠ {reason}").format(reason=problem_text(p)) for p in problems)
        )
        self.problems.setVisible(bool(problems))

    def _update_emotion_buttons(self) -> None:
        character = self.character()
        if character is None:
            return
        self.discard_emotion_button.setEnabled(self.emotion_list.currentItem() is not None)
        emotion_id = self.emotion_combo.currentData()
        reason = ""
        if not isinstance(emotion_id, str):
            reason = self.tr("The campaign's emotion list is empty.")
        else:
            try:
                casting.gain_emotions(character, (emotion_id,), self._document.campaign.emotions)
            except FhrtoolError as error:
                reason = error_text(error)
        _enable_or_explain(self.gain_emotion_button, self.emotion_reason, reason)

    def _update_register_button(self) -> None:
        character = self.character()
        if character is None:
            return
        skill_id, level = self.register_skill_combo.currentData(), self.register_level_combo.currentData()
        reason = ""
        if not isinstance(skill_id, str):
            reason = self.tr("Add a skill first.")
        else:
            try:
                infinity.register(character, skill_id, level)
            except FhrtoolError as error:
                reason = error_text(error)
        _enable_or_explain(self.register_button, self.register_reason, reason)


def _enable_or_explain(button: QPushButton, label: QLabel, reason: str) -> None:
    """Enable ``button`` when there is no ``reason`` against it; otherwise show the reason in ``label``."""
    button.setEnabled(not reason)
    label.setText(reason)
    label.setVisible(bool(reason))


def _show_text(edit: QLineEdit, text: str) -> None:
    if edit.text() != text:
        position = edit.cursorPosition()
        edit.setText(text)
        edit.setCursorPosition(min(position, len(text)))


def _show_value(spin: QSpinBox, value: int) -> None:
    if spin.value() != value:
        spin.setValue(value)


class SheetTabs(QTabWidget):
    """One closable tab per open character sheet; a tab closes when its character is deleted."""

    def __init__(self, document: Document, dialogs: Dialogs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._dialogs = dialogs
        self.setTabsClosable(True)
        self.setMovable(True)
        self.setDocumentMode(True)
        self.tabCloseRequested.connect(self._close_tab)
        document.character_removed.connect(self._on_removed)
        document.roster_reset.connect(self._on_reset)
        document.character_changed.connect(self._on_changed)

    @total(nothing)
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.count() == 0:
            # With no sheet open, say how to open one instead of showing an empty grey area.
            painter = QPainter(self)
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.tr(
                    "Choose a character in the roster to open its sheet, or add one with Add PC / Add NPC."
                ),
            )

    def _editors(self) -> list[SheetEditor]:
        """The open editors, in tab order."""
        widgets = (self.widget(index) for index in range(self.count()))
        return [widget for widget in widgets if isinstance(widget, SheetEditor)]

    def editor(self, character_id: str) -> SheetEditor | None:
        """The open editor of a character, if any."""
        return next((editor for editor in self._editors() if editor.character_id == character_id), None)

    def open_ids(self) -> list[str]:
        """The characters with an open tab, in tab order."""
        return [editor.character_id for editor in self._editors()]

    def open_character(self, character_id: str) -> SheetEditor | None:
        """Show a character's sheet, opening a tab for it unless one is open; None if there is no such
        character."""
        editor = self.editor(character_id)
        if editor is None:
            try:
                character = self._document.character(character_id)
            except KeyError:
                return None
            editor = SheetEditor(self._document, self._dialogs, character_id, self)
            index = self.addTab(editor, _tab_title(character))
            self.setTabToolTip(index, self._tab_tooltip(character))
            self.setTabIcon(index, kind_icon(character.kind))
        self.setCurrentWidget(editor)
        return editor

    def close_character(self, character_id: str) -> None:
        editor = self.editor(character_id)
        if editor is not None:
            self._close_tab(self.indexOf(editor))

    def _close_tab(self, index: int) -> None:
        widget = self.widget(index)
        self.removeTab(index)
        if widget is not None:  # the tab bar only gives valid indexes; Qt's typing says optional
            widget.deleteLater()

    def _tab_tooltip(self, character: Character) -> str:
        return self.tr("{kind}: {name}").format(
            kind=translated(labels.character_kind(character)), name=character.name
        )

    def _on_removed(self, _row: int, character_id: str) -> None:
        self.close_character(character_id)

    def _on_reset(self) -> None:
        present = {character.id for character in self._document.campaign.characters}
        for character_id in self.open_ids():
            if character_id not in present:
                self.close_character(character_id)
            else:
                self._on_changed(character_id, ["name", "kind"])

    def _on_changed(self, character_id: str, fields: list[str]) -> None:
        editor = self.editor(character_id)
        if editor is not None and {"name", "kind"}.intersection(fields):
            character = self._document.character(character_id)
            index = self.indexOf(editor)
            self.setTabText(index, _tab_title(character))
            self.setTabToolTip(index, self._tab_tooltip(character))
            self.setTabIcon(index, kind_icon(character.kind))


def _tab_title(character: Character) -> str:
    # A tab's "&" would become a keyboard accelerator.
    name = character.name or tr("(unnamed)")
    return name.replace("&", "&&")
