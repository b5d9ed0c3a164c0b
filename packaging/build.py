"""Build the fhrtool bundle: a folder a user can start without Python.

    python packaging/build.py               build dist/fhrtool (on macOS also dist/fhrtool.app)
    python packaging/build.py requirements  print what the build venv needs, pinned
    python packaging/build.py system-packages  print the Debian packages the Linux bundle carries

Run it with the Python of a venv that holds only ``requirements`` (``make package`` makes one). Steps:
render the icons into ``build/package``, run PyInstaller with
``packaging/fhrtool.spec``, then per platform: on Linux add the desktop entry, metadata, file types and
icons with an ``install.sh`` and pack ``dist/fhrtool-<version>-linux-<machine>.tar.gz``; on Windows
name the console executable ``fhrtool.com``.
"""

from __future__ import annotations

import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
PREPARED = ROOT / "build" / "package"
DIST = ROOT / "dist"
BUNDLE = DIST / "fhrtool"
APP_ID = "io.github.fhrtool"
LANGUAGES = ("ja",)  # English is in the source: only these translations are shipped
# The Debian packages of the libraries Qt's X11 platform plugin needs beyond libxcb itself.
X11_PACKAGES = (
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-render-util0",
    "libxkbcommon-x11-0",
)


def version() -> str:
    text = (ROOT / "fhrtool" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__ = "(.+)"', text)
    assert match is not None, "fhrtool/__init__.py names no __version__"
    return match[1]


def requirements() -> list[str]:
    """The runtime dependencies as pinned in pyproject.toml, and the build tools."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    lines = (PACKAGING / "requirements.txt").read_text(encoding="utf-8").splitlines()
    tools = [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]
    return [*project["dependencies"], *tools]


def tarball_path() -> Path:
    return DIST / f"fhrtool-{version()}-linux-{platform.machine()}.tar.gz"


def bundled_resources() -> list[Path]:
    """The files of ``fhrtool/resources`` (and the table's pages, ``fhrtool/share/assets``) the wheel ships:
    those its package data in pyproject.toml names."""
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    patterns = [p for p in setuptools["package-data"]["fhrtool"] if p.startswith(("resources/", "share/"))]
    found = sorted({path for pattern in patterns for path in (ROOT / "fhrtool").glob(pattern)})
    compiled = [ROOT / "fhrtool" / "resources" / "i18n" / f"fhrtool_{language}.qm" for language in LANGUAGES]
    missing = [str(path) for path in compiled if path not in found]
    if missing:
        raise SystemExit(f"{', '.join(missing)} missing: run `make translations`")
    return found


def prepare() -> None:
    """The inputs the spec takes from ``build/package``."""
    shutil.rmtree(PREPARED / "icons", ignore_errors=True)
    subprocess.run(
        [sys.executable, str(PACKAGING / "make_icons.py"), str(PREPARED / "icons")],
        check=True,
        stdout=subprocess.DEVNULL,
    )


def freeze() -> None:
    import PyInstaller.__main__

    PyInstaller.__main__.run(
        [
            "--noconfirm",
            "--log-level=WARN",
            f"--distpath={DIST}",
            f"--workpath={PREPARED / 'work'}",
            str(PACKAGING / "fhrtool.spec"),
        ]
    )


def unresolved_x11_libraries(bundle: Path) -> list[str]:
    """Libraries the X11 platform plugin needs that are neither in the bundle nor on this machine."""
    internal = bundle / "_internal"
    plugin = internal / "PySide6" / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    linked = subprocess.run(
        ["ldd", str(plugin)],
        env={"LD_LIBRARY_PATH": str(internal)},
        capture_output=True,
        text=True,
        check=True,
    )
    return sorted({line.split()[0] for line in linked.stdout.splitlines() if "not found" in line})


def add_desktop_files(bundle: Path) -> None:
    """What ``install.sh`` installs for the desktop, in the freedesktop layout under ``share/``."""
    share = bundle / "share"
    shutil.rmtree(share, ignore_errors=True)
    linux = PACKAGING / "linux"
    for source, folder in (
        (linux / f"{APP_ID}.desktop", "applications"),
        (linux / f"{APP_ID}.metainfo.xml", "metainfo"),
        (linux / f"{APP_ID}.xml", "mime/packages"),
    ):
        (share / folder).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, share / folder / source.name)
    shutil.copytree(PREPARED / "icons" / "hicolor", share / "icons" / "hicolor")
    shutil.copy2(linux / "install.sh", bundle / "install.sh")


def pack(bundle: Path, target: Path) -> None:
    """A tarball whose one top folder is the bundle (symlinks and modes kept)."""
    partial = target.with_name(target.name + ".partial")
    with tarfile.open(partial, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=bundle.name)
    partial.replace(target)


def main(argv: list[str]) -> int:
    if argv == ["requirements"]:
        print("\n".join(requirements()))
        return 0
    if argv == ["system-packages"]:
        print(" ".join(X11_PACKAGES))
        return 0
    if argv:
        print(__doc__, file=sys.stderr)
        return 2
    prepare()
    freeze()
    if sys.platform == "win32":
        (BUNDLE / "fhrtool-console.exe").replace(BUNDLE / "fhrtool.com")
    elif sys.platform.startswith("linux"):
        missing = unresolved_x11_libraries(BUNDLE)
        if missing:
            # PyInstaller bundles the libraries it finds here; without these, many desktops could not
            # show the window.
            raise SystemExit(
                f"the X11 platform plugin needs {', '.join(missing)}: install them here and build again "
                f"(Debian, Ubuntu: apt-get install {' '.join(X11_PACKAGES)})"
            )
        add_desktop_files(BUNDLE)
        pack(BUNDLE, tarball_path())
        print(f"wrote {tarball_path()}")
    print(f"built {BUNDLE}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
