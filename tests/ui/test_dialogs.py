"""The real dialogs' choices that do not need a window: which file dialog speaks the interface's language."""

from PySide6.QtWidgets import QFileDialog

from fhrtool.ui.dialogs import file_dialog_options


def test_the_system_s_file_dialog_is_used_when_it_speaks_the_interface_s_language() -> None:
    assert file_dialog_options("ja", "ja") == QFileDialog.Option(0)
    assert file_dialog_options("en", "en") == QFileDialog.Option(0)


def test_qt_s_file_dialog_is_used_when_the_system_speaks_another_language() -> None:
    assert file_dialog_options("ja", "en") == QFileDialog.Option.DontUseNativeDialog
    assert file_dialog_options("en", "ja") == QFileDialog.Option.DontUseNativeDialog
