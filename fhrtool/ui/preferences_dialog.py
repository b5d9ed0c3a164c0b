"""Preferences: language, theme, autosave interval and the table rules new campaigns start with."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QVBoxLayout,
    QWidget,
)

from fhrtool.storage.preferences import AUTOSAVE_SECONDS_MIN, Preferences
from fhrtool.ui.ranged import RangedSpin, RangeNote
from fhrtool.ui.rule_options import RuleOptionsEditor


class PreferencesDialog(QDialog):
    """Shows a copy of the preferences; ``preferences()`` gives the edited values."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.resize(720, 680)
        self._original = preferences

        self.language = QComboBox()
        self.language.setObjectName("language")
        for value, text in (("system", self.tr("Follow the system")), ("ja", "日本語"), ("en", "English")):
            self.language.addItem(text, value)
        self.language.setCurrentIndex(self.language.findData(preferences.language))

        self.theme = QComboBox()
        self.theme.setObjectName("theme")
        for value, text in (
            ("system", self.tr("Follow the system")),
            ("light", self.tr("Light")),
            ("dark", self.tr("Dark")),
        ):
            self.theme.addItem(text, value)
        self.theme.setCurrentIndex(self.theme.findData(preferences.theme))

        self.autosave = RangedSpin(AUTOSAVE_SECONDS_MIN, 3600)
        self.autosave.setObjectName("autosave")
        self.autosave.setSuffix(self.tr(" s"))
        self.autosave.setValue(preferences.autosave_seconds)

        general = QGroupBox(self.tr("General"))
        form = QFormLayout(general)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.tr("Theme"), self.theme)
        form.addRow(self.tr("Autosave every"), self.autosave)
        self.ranges = RangeNote(general)
        self.ranges.watch(self.autosave, self.tr("Autosave every"))
        form.addRow(self.ranges)

        rules = QGroupBox(self.tr("Table rules for new campaigns"))
        self.rules = RuleOptionsEditor(preferences.default_rules)
        rules_layout = QVBoxLayout(rules)
        rules_layout.addWidget(self.rules)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        for note in (self.ranges, self.rules.ranges):
            note.changed.connect(self._hold)
        self._hold()
        layout = QVBoxLayout(self)
        layout.addWidget(general)
        layout.addWidget(rules, 1)
        layout.addWidget(buttons)

    def _hold(self) -> None:
        """OK waits while a number is out of range: nothing out of range is saved."""
        self._ok.setEnabled(self.ranges.ok() and self.rules.ranges.ok())

    def preferences(self) -> Preferences:
        return self._original.model_copy(
            update={
                "language": self.language.currentData(),
                "theme": self.theme.currentData(),
                "autosave_seconds": self.autosave.value(),
                "default_rules": self.rules.options(),
            }
        )
