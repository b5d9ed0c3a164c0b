"""Errors of the pure layers read as whole sentences in the interface language."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from fhrtool.app.i18n import compiled_translation
from fhrtool.app.messages import emotion_name, error_text
from fhrtool.model import Campaign, Emotion
from fhrtool.rules import RuleError
from fhrtool.storage.errors import LoadError, SaveError
from fhrtool.storage.paths import resource_path


@pytest.fixture
def japanese(qapp: QCoreApplication) -> Iterator[None]:
    qm = compiled_translation(resource_path("i18n"), "ja")
    assert qm is not None
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_in_english_the_message_is_the_template_filled_in() -> None:
    assert error_text(RuleError("{name} declared {kind} twice", name="Aldo", kind="quick")) == (
        "Aldo declared quick twice"
    )


@pytest.mark.usefixtures("japanese")
def test_words_among_the_fields_are_translated_with_the_sentence() -> None:
    text = error_text(RuleError("{name} declared {kind} twice", name="Aldo", kind="quick"))
    assert "クイック" in text
    assert "quick" not in text
    assert "Aldo" in text
    phase = error_text(RuleError("this cannot be done while the round is {phase}", phase="declaring"))
    assert "宣言受付" in phase
    kind = error_text(LoadError("a {found} file, not a {expected} file", found="sheet", expected="campaign"))
    assert "シート" in kind
    assert "キャンペーン" in kind


@pytest.mark.usefixtures("japanese")
def test_names_that_happen_to_be_words_stay_as_typed() -> None:
    assert "quick" in error_text(RuleError("{name} declared {kind} twice", name="quick", kind="sync"))


def test_emotion_names_follow_the_interface_language() -> None:
    kindred = Emotion(id="kindred", name_ja="気が合う", name_en="Kindred spirit", bond=2)
    campaign = Campaign(emotions=(kindred,))
    assert emotion_name(campaign, "kindred") == "Kindred spirit"
    assert emotion_name(campaign, "gone") == "gone"
    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Japanese))
    try:
        assert emotion_name(campaign, "kindred") == "気が合う"
    finally:
        QLocale.setDefault(previous)


@pytest.mark.usefixtures("japanese")
def test_a_file_error_names_the_file_before_the_translated_problem(tmp_path: Path) -> None:
    blocker = tmp_path / ".fhrtool-backups"
    error = SaveError(
        "could not be saved: {blocker} is a file, not a folder, so the backups cannot be kept in {folder}; "
        "rename or move that file, then save again",
        path=tmp_path / "冒険.fhrc",
        blocker=blocker,
        folder=blocker,
    )
    text = error_text(error)
    assert text.startswith(f"{tmp_path / '冒険.fhrc'}：")
    assert "保存できませんでした" in text
    assert str(blocker) in text
    assert "could not" not in text
    assert (
        error_text(LoadError("not a file", path=tmp_path / "x.fhrc"))
        == f"{tmp_path / 'x.fhrc'}：ファイルではありません"
    )


def test_a_file_error_whose_translation_is_broken_still_reads(qapp: QCoreApplication, tmp_path: Path) -> None:
    class Broken(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
            return "{nothing}" if source == "not a file" else ""

    broken = Broken()
    qapp.installTranslator(broken)
    try:
        assert (
            error_text(LoadError("not a file", path=tmp_path / "x.fhrc"))
            == f"{tmp_path / 'x.fhrc'}: not a file"
        )
    finally:
        qapp.removeTranslator(broken)
