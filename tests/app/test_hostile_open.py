"""Every file of the hostile corpus opens in the application as `fhrtool validate` says it would: refused
with the same reason, or opened with the same repairs listed; never an exception, never a changed file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from fhrtool import cli
from fhrtool.app.context import AppContext, Settings
from fhrtool.app.document import Document
from fhrtool.app.files import FileController
from fhrtool.app.i18n import Translations
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences
from tests.app.prompts import FakePrompts
from tests.storage.hostile import CASES, Case


def _validate(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str], str]:
    code = cli.main(["validate", str(path)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_the_app_does_what_validate_says(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: Case
) -> None:
    path = tmp_path / (f"{case.name}.fhrc" if case.kind == "campaign" else f"{case.name}.fhrs")
    path.write_bytes(case.data())
    before = path.read_bytes()
    code, said, err = _validate(path, capsys)
    paths = AppPaths.default()
    prompts = FakePrompts()
    context = AppContext(paths, Settings(paths, Preferences()), Translations(resource_path("i18n")), prompts)
    document = Document()
    files = FileController(document, context)
    try:
        opened = files.open(path) if case.kind == "campaign" else files.import_sheet(path)
        if case.verdict == "refused":
            assert code == cli.EXIT_FAILURE
            assert not opened
            ((kind, _title, text),) = prompts.calls
            assert kind == "error"
            # validate prints the same sentence the app shows (the app in its own language: English here).
            assert err.strip() in text
        else:
            assert code == 0
            assert opened
            repairs = [line.split(": repaired: ", 1)[1] for line in said if ": repaired: " in line]
            assert repairs, said
            ((kind, _title, text),) = prompts.calls
            assert kind == "information"
            for repair in repairs:
                assert f"• {repair}" in text
            if case.kind == "sheet":
                # A repaired sheet is imported as it was repaired: its character joins the campaign.
                assert len(document.campaign.characters) == 1
    finally:
        document.undo_stack.setClean()
        files.close()
    assert path.read_bytes() == before
