"""The compiled Japanese translation is committed and shipped in the package, so that building a wheel, from
the checkout or from an sdist, needs no Qt tools: it must be what its ``.ts`` source compiles to now."""

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from fhrtool.app.i18n import Translations, compiled_translation
from fhrtool.storage.paths import resource_path

I18N = resource_path("i18n")


def lrelease() -> str:
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    assert found, "pyside6-lrelease is not installed"
    return found


def test_the_shipped_translation_is_compiled_from_its_source_as_it_is_now(tmp_path: Path) -> None:
    shipped = compiled_translation(I18N, "ja")
    assert shipped is not None, "fhrtool/resources/i18n/fhrtool_ja.qm is missing: run `make translations`"
    fresh = tmp_path / "fhrtool_ja.qm"
    subprocess.run([lrelease(), "-silent", str(I18N / "fhrtool_ja.ts"), "-qm", str(fresh)], check=True)
    assert fresh.read_bytes() == shipped.read_bytes(), (
        "fhrtool/resources/i18n/fhrtool_ja.qm is older than its .ts: run `make translations` and commit it"
    )


def test_there_is_no_translation_for_a_language_fhrtool_does_not_speak() -> None:
    assert compiled_translation(I18N, "xx") is None


def test_pyside6_brings_qt_s_own_japanese_strings() -> None:
    qt = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert (qt / "qtbase_ja.qm").is_file()


@pytest.fixture
def japanese(qapp: QCoreApplication) -> Iterator[None]:
    previous = QLocale()
    translations = Translations(I18N)
    translations.use("ja")
    yield
    translations.use("en")
    QLocale.setDefault(previous)


@pytest.mark.usefixtures("japanese")
def test_in_japanese_both_fhrtool_s_and_qt_s_strings_are_translated() -> None:
    assert QCoreApplication.translate("MainWindow", "&File") == "ファイル(&F)"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"


def _file_dialog() -> QFileDialog:
    dialog = QFileDialog(None, "", "", "")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    return dialog


def _labels(dialog: QFileDialog) -> list[str]:
    return [
        dialog.findChild(QLabel, name).text() for name in ("lookInLabel", "fileNameLabel", "fileTypeLabel")
    ]


@pytest.mark.usefixtures("japanese")
def test_qt_s_file_dialog_and_buttons_speak_japanese(qtbot: QtBot) -> None:
    assert QCoreApplication.translate("QFileDialog", "Look in:") == "アドレス:"
    dialog = _file_dialog()
    qtbot.addWidget(dialog)
    # Qt's own Japanese lacks the labels of its current file dialog; fhrtool's translation has them.
    assert _labels(dialog) == ["場所(&L):", "ファイル名(&N):", "ファイルの種類(&T):"]
    buttons = dialog.findChild(QDialogButtonBox, "buttonBox")
    texts = {button.text() for button in buttons.buttons()}
    assert texts == {"保存(&S)", "キャンセル"}
    box = QMessageBox(
        QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    )
    qtbot.addWidget(box)
    assert [button.text() for button in box.buttons()] == ["はい(&Y)", "いいえ(&N)"]


def test_an_open_file_dialog_changes_language_with_the_interface(
    qtbot: QtBot, qapp: QCoreApplication
) -> None:
    previous = QLocale()
    translations = Translations(I18N)
    dialog = _file_dialog()
    qtbot.addWidget(dialog)
    assert _labels(dialog)[0] == "&Look in:"
    try:
        translations.use("ja")
        qtbot.waitUntil(lambda: _labels(dialog)[0] == "場所(&L):")
        translations.use("en")
        qtbot.waitUntil(lambda: _labels(dialog)[0] == "&Look in:")
    finally:
        translations.use("en")
        QLocale.setDefault(previous)
