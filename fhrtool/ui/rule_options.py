"""Editing the table rules (RuleOptions): one row per option, built from the model's own fields.

The editor needs no list of its own: each field's type gives the widget (check box, choice, number
with the field's bounds), and its description — which names the rule it belongs to — the label.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fhrtool.app.messages import translated
from fhrtool.model import RuleOptions
from fhrtool.model.base import SCORE_MAX, SCORE_MIN
from fhrtool.model.record import FieldInfo
from fhrtool.steps.labels import option_choice
from fhrtool.ui.ranged import RangedSpin, RangeNote

CONTEXT = "rule_options"


def option_text(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def bounds(field: FieldInfo) -> tuple[int, int]:
    """The range of a numeric table rule, from its field's ``ge``/``le`` (a Score's range without them)."""
    return (
        SCORE_MIN if field.ge is None else field.ge,
        SCORE_MAX if field.le is None else field.le,
    )


def option_bounds(name: str) -> tuple[int, int]:
    """The values the numeric table rule ``name`` of :class:`RuleOptions` may take."""
    return bounds(RuleOptions.model_fields[name])


def choice_text(choice: StrEnum) -> str:
    """A table rule's choice in words, translated."""
    return translated(option_choice(choice))


class RuleOptionsEditor(QWidget):
    """A form with every table rule; ``options()`` reads it back as a validated RuleOptions."""

    def __init__(self, options: RuleOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._editors: dict[str, QWidget] = {}
        self.ranges = RangeNote(self)
        form_host = QWidget()
        grid = QGridLayout(form_host)
        grid.setColumnStretch(0, 1)
        grid.setColumnMinimumWidth(1, 200)
        for row, (name, field) in enumerate(RuleOptions.model_fields.items()):
            editor = self._editor_for(field)
            editor.setObjectName(name)
            self._editors[name] = editor
            label = QLabel(option_text(field.description or name))
            label.setWordWrap(True)
            label.setBuddy(editor)
            grid.addWidget(label, row, 0)
            grid.addWidget(editor, row, 1, Qt.AlignmentFlag.AlignVCenter)
            if isinstance(editor, RangedSpin):
                self.ranges.watch(editor, label.text().rstrip(".。"))
        grid.setRowStretch(len(RuleOptions.model_fields), 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(form_host)
        reset = QPushButton(self.tr("Restore the defaults"))
        reset.clicked.connect(lambda: self.set_options(RuleOptions()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        layout.addWidget(self.ranges)
        layout.addWidget(reset)
        self.set_options(options)

    def _editor_for(self, field: FieldInfo) -> QWidget:
        annotation = field.annotation
        if annotation is bool:
            return QCheckBox()
        if isinstance(annotation, type) and issubclass(annotation, StrEnum):
            combo = QComboBox()
            for member in annotation:
                combo.addItem(choice_text(member), member.value)
            return combo
        # The numeric options are ints, bounded by ints; one typed out of range is said to be so.
        return RangedSpin(*bounds(field))

    def set_options(self, options: RuleOptions) -> None:
        for name, editor in self._editors.items():
            value = getattr(options, name)
            if isinstance(editor, QCheckBox):
                editor.setChecked(value)
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(editor.findData(value.value))
            elif isinstance(editor, QSpinBox):
                editor.setValue(value)

    def options(self) -> RuleOptions:
        """The rules as edited; only while :attr:`ranges` is ok (a number out of range does not validate)."""
        values: dict[str, object] = {}
        for name, editor in self._editors.items():
            if isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                values[name] = editor.currentData()
            elif isinstance(editor, QSpinBox):
                values[name] = editor.value()
        return RuleOptions.model_validate(values)


class TableRulesDialog(QDialog):
    """The campaign's table rules: the choices the rule text leaves open."""

    def __init__(self, options: RuleOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Table rules"))
        self.resize(720, 640)
        self.editor = RuleOptionsEditor(options)
        intro = QLabel(
            self.tr(
                "Where the rule text is silent, fhrtool follows these choices. "
                "They are saved with the campaign; the section sign names the rule."
            )
        )
        intro.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.editor.ranges.hold(buttons.button(QDialogButtonBox.StandardButton.Ok))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.editor)
        layout.addWidget(buttons)
