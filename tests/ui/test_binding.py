import json
import linecache
import sys
import types
from pathlib import Path

import pytest

import fhrtool.ui.main_window
from fhrtool.ui.binding import FEATURE_MODULE, lighten_import_hook, names_pyside, uses_pyside


def test_a_module_whose_source_names_pyside_is_told_apart_from_one_that_does_not() -> None:
    assert names_pyside(fhrtool.ui.main_window)
    assert not names_pyside(json)


def test_what_is_known_is_answered_without_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[str] = []
    monkeypatch.setattr("fhrtool.ui.binding.names_pyside", lambda module: read.append(module.__name__))
    assert not uses_pyside(json)  # the standard library
    assert uses_pyside(fhrtool.ui.main_window)
    assert uses_pyside(sys.modules["fhrtool.model.record"])  # no Qt there, and no feature asked for
    assert read == []
    assert not uses_pyside(types.ModuleType("elsewhere"))
    assert read == ["elsewhere"]


@pytest.mark.parametrize("file", [None, "compiled.cpython-311-x86_64-linux-gnu.so", "missing/gone.py"])
def test_a_module_without_a_readable_source_does_not_name_pyside(file: str | None) -> None:
    module = types.ModuleType("probe")
    module.__file__ = file
    assert not names_pyside(module)


def test_the_hook_reads_each_new_module_without_keeping_its_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    feature = sys.modules[FEATURE_MODULE]
    monkeypatch.setattr(feature, "_mod_uses_pyside", feature._mod_uses_pyside)  # put back afterwards
    for name, text in (("uses_qt_probe", "import PySide6.QtCore\n"), ("plain_probe", "VALUE = 1\n")):
        (tmp_path / f"{name}.py").write_text(text, encoding="utf-8")
        monkeypatch.delitem(sys.modules, name, raising=False)
    monkeypatch.syspath_prepend(str(tmp_path))

    assert lighten_import_hook()
    # Through the import statement, where the hook is (importlib goes around it).
    exec("import uses_qt_probe, plain_probe", {})

    assert feature.pyside_feature_dict["uses_qt_probe"] == 0  # uses PySide, no feature chosen
    assert feature.pyside_feature_dict["plain_probe"] == -1  # nothing for the hook to do
    assert not any(str(tmp_path) in file for file in linecache.cache)


def test_a_pyside_without_the_hook_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, FEATURE_MODULE)
    assert not lighten_import_hook()
