"""The pure layers must run without Qt (DESIGN.md: layers)."""

import importlib
import importlib.util
import os
import pkgutil
import subprocess
import sys

import pytest

import fhrtool

PURE_PACKAGES = ("fhrtool.model", "fhrtool.rules", "fhrtool.storage", "fhrtool.steps")


def _modules_of(package_name: str) -> list[str]:
    package = importlib.import_module(package_name)
    return [package_name] + [f"{package_name}.{info.name}" for info in pkgutil.iter_modules(package.__path__)]


@pytest.mark.parametrize("package", PURE_PACKAGES)
def test_pure_layer_imports_without_loading_qt(package: str) -> None:
    # A fresh interpreter: in this one an earlier test may already have loaded Qt, which would hide an import.
    script = (
        "import importlib, sys\n"
        f"for module in {_modules_of(package)!r}:\n"
        "    importlib.import_module(module)\n"
        "print(sorted(name for name in sys.modules if name.startswith(('PySide6', 'shiboken6'))))\n"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"


def test_core_environment_really_has_no_qt() -> None:
    """`make test-core` sets FHRTOOL_EXPECT_NO_QT; there the proof only counts if Qt is absent."""
    expect_no_qt = os.environ.get("FHRTOOL_EXPECT_NO_QT") == "1"
    qt_installed = importlib.util.find_spec("PySide6") is not None
    assert qt_installed != expect_no_qt, "test-core must run without PySide6; the full suite with it"


def test_version_is_a_release_string() -> None:
    major, minor, patch = fhrtool.__version__.split(".")
    assert all(part.isdigit() for part in (major, minor, patch))
