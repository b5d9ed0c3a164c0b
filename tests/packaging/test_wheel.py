"""fhrtool installs like any Python application: ``python -m build`` makes an sdist and, from that sdist, a
wheel; the wheel installed into a fresh venv far from this checkout, with no Qt tools on PATH, renders the
demo campaign in Japanese.

The venv gets the pinned runtime dependencies from the same pip (and index) as the project's venv, then the
wheel with ``--no-deps``; ``pip check`` then proves the wheel's own requirements are met by those pins.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from fhrtool import __version__

ROOT = Path(__file__).resolve().parents[2]
# Only the system's folders: neither this venv's nor PySide6's tools (pyside6-lrelease) are on it.
BARE_PATH = os.pathsep.join(folder for folder in ("/usr/bin", "/bin") if Path(folder).is_dir())

pytestmark = pytest.mark.wheel


@dataclass(frozen=True)
class Installed:
    wheel: Path
    sdist: Path
    python: Path
    program: Path
    work: Path  # a folder outside the checkout, the programs' working directory

    def run(self, *command: str | Path) -> subprocess.CompletedProcess[str]:
        home = self.work / "home"
        env = {
            "PATH": BARE_PATH,
            "HOME": str(home),
            "FHRTOOL_HOME": str(home),
            "QT_QPA_PLATFORM": "offscreen",
            "LANG": "C.UTF-8",
        }
        return subprocess.run(
            [str(part) for part in command],
            cwd=self.work,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )


def _pip(python: Path, *arguments: str | Path) -> None:
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *map(str, arguments)],
        check=True,
        timeout=300,
    )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    base = tmp_path_factory.mktemp("wheel")
    assert not base.resolve().is_relative_to(ROOT), "the temporary folder must lie outside the checkout"
    dist = base / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = dist.glob("fhrtool-*.whl")
    (sdist,) = dist.glob("fhrtool-*.tar.gz")
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    bin_dir, suffix = (venv / "Scripts", ".exe") if sys.platform == "win32" else (venv / "bin", "")
    python = bin_dir / f"python{suffix}"
    pins = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    _pip(python, *pins)
    _pip(python, "--no-deps", wheel)
    subprocess.run([str(python), "-m", "pip", "check"], check=True, capture_output=True, timeout=120)
    work = base / "elsewhere"
    work.mkdir()
    return Installed(wheel, sdist, python, bin_dir / f"fhrtool{suffix}", work)


def test_the_wheel_holds_the_resources_and_the_compiled_translation(installed: Installed) -> None:
    names = set(zipfile.ZipFile(installed.wheel).namelist())
    for resource in (
        "emotions.json",
        "i18n/fhrtool_ja.qm",
        "icons/fhrtool.svg",
        "icons/fhrtool-256.png",
        "samples/demo.fhrc",
        "samples/amagi-yuu.fhrs",
    ):
        assert f"fhrtool/resources/{resource}" in names
    assert "fhrtool/py.typed" in names
    assert {f"fhrtool/share/assets/{page}" for page in ("page.html", "page.js", "page.css")} <= names
    assert not [name for name in names if name.endswith(".ts") or name.startswith("tests/")]


def test_the_sdist_holds_the_translation_source_and_its_compiled_form(installed: Installed) -> None:
    with tarfile.open(installed.sdist) as sdist:
        names = {name.split("/", 1)[-1] for name in sdist.getnames()}
    assert {"fhrtool/resources/i18n/fhrtool_ja.ts", "fhrtool/resources/i18n/fhrtool_ja.qm"} <= names


def test_no_qt_tool_is_on_the_path_the_app_gets() -> None:
    assert shutil.which("pyside6-lrelease", path=BARE_PATH) is None
    assert shutil.which("lrelease", path=BARE_PATH) is None


def test_the_installed_package_reads_its_resources_from_the_venv(installed: Installed) -> None:
    probe = installed.run(
        installed.python, "-c", "from fhrtool.storage.paths import resource_path; print(resource_path())"
    )
    assert probe.returncode == 0, probe.stderr
    resources = Path(probe.stdout.strip())
    assert resources.is_relative_to(installed.python.parents[1])
    assert not resources.resolve().is_relative_to(ROOT)


def test_the_installed_app_speaks_japanese(installed: Installed) -> None:
    script = "\n".join(
        (
            "from PySide6.QtCore import QCoreApplication",
            "from fhrtool.app.i18n import Translations",
            "from fhrtool.storage.paths import resource_path",
            "app = QCoreApplication([])",
            'Translations(resource_path("i18n")).use("ja")',
            'print(QCoreApplication.translate("MainWindow", "&File"))',
            'print(QCoreApplication.translate("QPlatformTheme", "Cancel"))',
        )
    )
    probe = installed.run(installed.python, "-c", script)
    assert probe.returncode == 0, probe.stderr
    assert probe.stdout.splitlines() == ["ファイル(&F)", "キャンセル"]


def test_the_installed_app_renders_the_demo_in_japanese(installed: Installed) -> None:
    picture = installed.work / "sheet-ja.png"
    shown = installed.run(installed.program, "--lang", "ja", "--panel", "sheet", "--screenshot", picture)
    assert shown.returncode == 0, shown.stderr
    image = QImage(str(picture))
    assert not image.isNull()
    samples = {
        image.pixel(image.width() * x // 32, image.height() * y // 32) for x in range(32) for y in range(32)
    }
    assert len(samples) >= 16, "the screenshot is blank"


def test_the_installed_command_line_works(installed: Installed) -> None:
    version = installed.run(installed.program, "--version")
    assert version.returncode == 0, version.stderr
    assert version.stdout.strip() == f"fhrtool {__version__}"
    demo = installed.run(
        installed.python,
        "-c",
        "from fhrtool.storage.paths import resource_path; print(resource_path('samples', 'demo.fhrc'))",
    )
    checked = installed.run(installed.program, "validate", demo.stdout.strip())
    assert checked.returncode == 0, checked.stdout + checked.stderr
