"""The table rules dialog: every choice in words, in both languages."""

from __future__ import annotations

from collections.abc import Iterator
from enum import StrEnum

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel
from pytestqt.qtbot import QtBot

from fhrtool.app.i18n import Translations
from fhrtool.model import RuleOptions
from fhrtool.model.options import ConfrontationBond, QuickCap
from fhrtool.storage.paths import resource_path
from fhrtool.ui.help import rules_reference_html
from fhrtool.ui.rule_options import TableRulesDialog


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    translations = Translations(resource_path("i18n"))
    translations.use(request.param)
    yield request.param
    translations.use("en")


def _choices(dialog: TableRulesDialog) -> dict[str, list[tuple[str, str]]]:
    """Each choice box of the dialog: its items as (words, identifier)."""
    return {
        combo.objectName(): [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]
        for combo in dialog.findChildren(QComboBox)
    }


def test_every_choice_reads_as_words_not_as_its_identifier(qtbot: QtBot, language: str) -> None:
    dialog = TableRulesDialog(RuleOptions())
    qtbot.addWidget(dialog)
    choices = _choices(dialog)
    enum_fields = [
        name
        for name, field in RuleOptions.model_fields.items()
        if isinstance(field.annotation, type) and issubclass(field.annotation, StrEnum)
    ]
    assert sorted(choices) == sorted(enum_fields)
    for items in choices.values():
        for words, identifier in items:
            assert words.strip()
            assert words not in (identifier, identifier.replace("_", " "))
            if language == "ja":
                assert not words.isascii(), f"{words!r} is not Japanese"
        assert len({words for words, _ in items}) == len(items)


def test_the_choices_say_what_the_rule_text_means(qtbot: QtBot, language: str) -> None:
    dialog = TableRulesDialog(RuleOptions())
    qtbot.addWidget(dialog)
    quick_cap = {identifier: words for words, identifier in _choices(dialog)["quick_cap"]}
    expected = {"en": "no more steps than the lower of Life and Will", "ja": "【生命】と【意志】の低い方まで"}
    assert quick_cap[QuickCap.MIN_LIFE_WILL] == expected[language]


def test_the_rules_reference_shows_the_chosen_words(language: str) -> None:
    page = rules_reference_html(RuleOptions(confrontation_bond=ConfrontationBond.RECOMPUTE_PLUS_GAIN))
    assert "recompute" not in page
    expected = {"en": "the bonds of the emotions on it now + 2", "ja": "今の感情の絆値の合計+2"}
    assert expected[language] in page


REFUSALS = {
    "sync_needs_partner_sequence": {
        "en": "the syncing combatant does not act (§7).",
        "ja": "シンクロした者は行動しない（§7）。",
    },
    "one_entry_per_character": {
        "en": "a second entry may be added (§11).",
        "ja": "2つ目のエントリーを追加できる（§11）。",
    },
    "entry_emotions_once": {
        "en": "an emotion may stand twice on an entry (§11).",
        "ja": "同じ感情が1つのエントリーに2つあってもよい（§11）。",
    },
}


@pytest.mark.parametrize("name", sorted(REFUSALS))
def test_the_board_and_sync_refusals_are_table_rules_switched_off_by_a_key(
    qtbot: QtBot, language: str, name: str
) -> None:
    dialog = TableRulesDialog(RuleOptions())
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.findChild(QCheckBox, name)
    label = next(label for label in dialog.findChildren(QLabel) if label.buddy() is box)
    assert label.text().endswith(REFUSALS[name][language])
    assert box.isChecked()  # refused by default
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_Space)
    assert dialog.editor.options() == RuleOptions(**{name: False})
