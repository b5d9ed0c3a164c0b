"""Smoke test of the built Linux bundle: unpacked from its tarball, it starts and runs its commands with no
Python anywhere in sight, and installs into a desktop.

    python packaging/smoke_test.py [--compare PROGRAM]

PROGRAM is the ``fhrtool`` that ``make run`` starts (``.venv/bin/fhrtool``): the bundle's screenshots must
match its screenshots, and the start-up times of both are printed. Run as root, every Python installation
and this checkout are hidden from the bundle in a private mount namespace (``unshare``); otherwise the
test says that it could not hide them. Exits non-zero on the first failed check.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtGui import QImage

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build import APP_ID, ROOT, tarball_path, version

TIMING_RUNS = 5
# Names that must not be in the bundle: test tools, and the project's tests.
TEST_PACKAGES = ("pytest", "_pytest", "pytestqt", "hypothesis", "coverage", "tests")
# The bundle's screenshots may differ from the venv's in this share of pixels at most (there is no reason
# they should differ at all: same Qt, same fonts, same data).
MAX_DIFFERENT_PIXELS = 0.01


class SmokeTestError(Exception):
    """A check of the bundle failed."""


def check(condition: bool, what: str, details: str = "") -> None:
    if not condition:
        raise SmokeTestError(f"{what}\n{details}".rstrip())
    print(f"ok    {what}")


def python_installations() -> tuple[list[Path], list[Path]]:
    """Folders and files that make up a Python here: hidden from the bundle."""
    folders = {Path(sys.base_prefix), Path(sys.prefix), ROOT}
    for lib in (Path("/usr/lib"), Path("/usr/local/lib")):
        folders.update(lib.glob("python3*"))
    files = {
        program.resolve()
        for folder in (Path("/usr/bin"), Path("/usr/local/bin"))
        for program in folder.glob("python*")
        if program.resolve().is_file()
    }
    folders = {folder for folder in folders if folder.is_dir()}
    outermost = [folder for folder in folders if not any(other in folder.parents for other in folders)]
    return sorted(outermost), sorted(files)


class Runner:
    """Runs the bundle with a minimal environment, in a namespace without Python when it can."""

    def __init__(self, home: Path) -> None:
        self.env = {
            "HOME": str(home),
            "FHRTOOL_HOME": str(home / "fhrtool"),
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "QT_QPA_PLATFORM": "offscreen",
        }
        self.hiding = os.geteuid() == 0 and shutil.which("unshare") is not None
        folders, files = python_installations()
        mounts = [f"mount -t tmpfs fhrtool-smoke-test '{folder}'" for folder in folders]
        mounts += [f"mount --bind /dev/null '{file}'" for file in files]
        self.script = "set -e\n" + "\n".join(mounts) + '\nexec "$@"\n'
        self.hidden = [*folders, *files]

    def run(
        self, command: Sequence[str | Path], env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess[str]:
        argv = [str(part) for part in command]
        if self.hiding:
            argv = ["unshare", "--mount", "--propagation", "private", "sh", "-c", self.script, "sh", *argv]
        return subprocess.run(
            argv, env={**self.env, **(env or {})}, capture_output=True, text=True, timeout=120
        )


def unpack(tarball: Path, into: Path) -> Path:
    with tarfile.open(tarball) as tar:
        tar.extractall(into, filter="tar")
    return into / "fhrtool"


def archived_modules(program: Path) -> list[str]:
    viewer = Path(sys.executable).parent / "pyi-archive_viewer"
    listing = subprocess.run([viewer, "-r", "-b", program], capture_output=True, text=True, check=True).stdout
    return [line.strip().strip("'") for line in listing.splitlines() if line.startswith(" ")]


def check_contents(bundle: Path) -> None:
    modules = archived_modules(bundle / "fhrtool")
    check("fhrtool.ui.launch" in modules and "fhrtool.cli" in modules, "the bundle holds fhrtool's modules")
    tests = sorted({m for m in modules if m.split(".")[0] in TEST_PACKAGES})
    check(not tests, "the bundle holds no test packages", " ".join(tests))
    internal = bundle / "_internal"
    stray = sorted(p.name for p in internal.iterdir() if p.name.split(".")[0] in TEST_PACKAGES)
    check(not stray, "no test package folders in _internal", " ".join(stray))
    for resource in (
        "emotions.json",
        "samples/demo.fhrc",
        "i18n/fhrtool_ja.qm",
        "icons/fhrtool.svg",
        "icons/fhrtool-16.png",
    ):
        check(
            (internal / "fhrtool" / "resources" / resource).is_file(),
            f"fhrtool/resources/{resource} is bundled",
        )
    qt = internal / "PySide6" / "Qt"
    check((qt / "translations" / "qtbase_ja.qm").is_file(), "Qt's own Japanese translation is bundled")
    check((qt / "plugins" / "iconengines" / "libqsvgicon.so").is_file(), "the SVG icon engine is bundled")


def blank(image: QImage) -> bool:
    """Fewer than 16 colours on a 32 x 32 grid of samples: nothing was drawn."""
    colours = {
        image.pixel(image.width() * x // 32, image.height() * y // 32) for x in range(32) for y in range(32)
    }
    return len(colours) < 16


def different_pixels(first: QImage, second: QImage) -> float:
    """The share of pixels that differ (1.0 when the sizes differ)."""
    if first.size() != second.size():
        return 1.0
    a = first.convertToFormat(QImage.Format.Format_RGB32)
    b = second.convertToFormat(QImage.Format.Format_RGB32)
    width, height = a.width(), a.height()
    row = 4 * width
    bits_a, bits_b = bytes(a.constBits())[: row * height], bytes(b.constBits())[: row * height]
    different = sum(
        bits_a[offset : offset + 4] != bits_b[offset : offset + 4] for offset in range(0, row * height, 4)
    )
    return different / (width * height)


def check_screenshots(runner: Runner, program: Path, work: Path, compare: Path | None) -> None:
    demo = work / "samples" / "demo.fhrc"
    shots = {}
    for language in ("en", "ja"):
        out = work / f"bundle-{language}.png"
        # A home of its own: the window size saved by one run does not carry over into the next.
        home = work / f"home-bundle-{language}"
        result = runner.run([program, "--home", home, "--screenshot", out, "--lang", language, demo])
        check(result.returncode == 0, f"--screenshot --lang {language} exits 0", result.stderr)
        image = QImage(str(out))
        check(not image.isNull(), f"{out.name} is a PNG ({image.width()} x {image.height()})")
        check(not blank(image), f"{out.name} is not blank")
        shots[language] = image
    check(
        different_pixels(shots["en"], shots["ja"]) > 0.01, "the Japanese window differs from the English one"
    )
    if compare is None:
        return
    for language, image in shots.items():
        out = work / f"venv-{language}.png"
        env = {**runner.env, "PATH": f"{compare.parent}:/usr/bin:/bin"}
        home = work / f"home-venv-{language}"
        subprocess.run(
            [compare, "--home", home, "--screenshot", out, "--lang", language, demo],
            env=env,
            check=True,
            capture_output=True,
        )
        share = different_pixels(image, QImage(str(out)))
        check(
            share <= MAX_DIFFERENT_PIXELS,
            f"the bundle's {language} window looks like `make run`'s ({share:.2%} of pixels differ)",
        )


def check_x11(runner: Runner, program: Path, work: Path) -> None:
    """The window on a real X server (Xvfb): the bundled X11 platform plugin and its libraries load."""
    if shutil.which("Xvfb") is None:
        print("note  Xvfb is not installed: the X11 platform plugin was not tried")
        return
    ready, told = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(told), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(told,),
        stderr=subprocess.DEVNULL,
    )
    os.close(told)
    try:
        with os.fdopen(ready) as pipe:
            display = pipe.readline().strip()  # written once the server accepts clients
        check(display.isdigit(), "Xvfb started")
        out = work / "bundle-x11.png"
        result = runner.run(
            [program, "--home", work / "home-x11", "--screenshot", out, work / "samples" / "demo.fhrc"],
            env={"QT_QPA_PLATFORM": "xcb", "DISPLAY": f":{display}"},
        )
        check(result.returncode == 0, "--screenshot on X11 exits 0", result.stderr)
        image = QImage(str(out))
        check(not image.isNull() and not blank(image), "the window on X11 is drawn")
    finally:
        server.terminate()
        server.wait(timeout=30)


def check_commands(runner: Runner, program: Path, work: Path) -> None:
    result = runner.run([program, "--version"])
    check(result.stdout.strip() == f"fhrtool {version()}", f"--version says fhrtool {version()}")
    samples = sorted((work / "samples").glob("*.fhr[cs]"))
    result = runner.run([program, "validate", *samples])
    check(result.returncode == 0, "validate exits 0", result.stderr)
    check("valid campaign, 7 characters" in result.stdout, "validate reads the demo campaign")
    check(result.stdout.count("valid sheet of") == 2, "validate reads the sample sheets")
    broken = work / "broken.fhrc"
    broken.write_text("{", encoding="utf-8")
    result = runner.run([program, "validate", broken])
    check(result.returncode == 1 and "broken.fhrc" in result.stderr, "validate rejects a broken file by name")
    for format_name, suffix, magic in (("html", "html", b"<!DOCTYPE html"), ("pdf", "pdf", b"%PDF-")):
        out = work / f"demo.{suffix}"
        result = runner.run(
            [program, "export", work / "samples" / "demo.fhrc", "--format", format_name, "-o", out]
        )
        check(result.returncode == 0, f"export --format {format_name} exits 0", result.stderr)
        check(
            out.read_bytes()[:64].lstrip().startswith(magic), f"the exported {suffix} starts with {magic!r}"
        )
    result = runner.run([program, "export", work / "samples" / "amagi-yuu.fhrs", "--format", "ccfolia"])
    check(result.returncode == 0 and "天城 ユウ" in result.stdout, "export --format ccfolia prints Japanese")
    result = runner.run([program, "roll", "2D6+3", "--seed", "1"])
    check(result.returncode == 0 and "2D6" in result.stdout, "roll rolls")


def check_install(bundle: Path, work: Path) -> None:
    home = work / "desktop-home"
    data = home / ".local" / "share"
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    subprocess.run([bundle / "install.sh"], env=env, check=True, capture_output=True)
    desktop = (data / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    check(f'Exec="{bundle}/fhrtool" %f' in desktop.splitlines(), "the menu entry starts the bundle")
    installed = [
        data / "metainfo" / f"{APP_ID}.metainfo.xml",
        data / "mime" / "packages" / f"{APP_ID}.xml",
        data / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png",
        data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    ]
    check(all(path.is_file() for path in installed), "metadata, file types and icons are installed")
    command = home / ".local" / "bin" / "fhrtool"
    result = subprocess.run([command, "--version"], env=env, capture_output=True, text=True)
    check(result.stdout.strip() == f"fhrtool {version()}", "the installed `fhrtool` command runs")
    if shutil.which("update-mime-database"):
        globs = (data / "mime" / "globs2").read_text(encoding="utf-8")
        check(
            "application/x-fhrtool-campaign:*.fhrc" in globs
            and "application/x-fhrtool-sheet:*.fhrs" in globs,
            "the desktop knows *.fhrc and *.fhrs",
        )
    subprocess.run([bundle / "install.sh", "--uninstall"], env=env, check=True, capture_output=True)
    left = [path for path in [*installed, command] if path.exists() or path.is_symlink()]
    check(not left, "install.sh --uninstall removes what it installed")


def check_metadata(bundle: Path) -> None:
    share = bundle / "share"
    validators = (
        ("desktop-file-validate", share / "applications" / f"{APP_ID}.desktop"),
        ("appstreamcli", share / "metainfo" / f"{APP_ID}.metainfo.xml"),
    )
    for tool, path in validators:
        if shutil.which(tool) is None:
            print(f"note  {tool} is not installed: {path.name} not validated")
            continue
        argv = [tool, path] if tool != "appstreamcli" else [tool, "validate", "--no-net", path]
        result = subprocess.run(argv, capture_output=True, text=True)
        check(result.returncode == 0, f"{tool} accepts {path.name}", result.stdout + result.stderr)
    metainfo = (share / "metainfo" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    check(f'<release version="{version()}"' in metainfo, f"the metainfo names release {version()}")


def seconds_to_screenshot(program: Path, env: dict[str, str], work: Path) -> float:
    """Median wall time of starting, rendering the demo campaign to a PNG and exiting."""
    times = []
    for run in range(TIMING_RUNS + 1):
        start = time.perf_counter()
        subprocess.run(
            [program, "--screenshot", work / "timing.png"], env=env, check=True, capture_output=True
        )
        if run:  # the first run only fills the disk cache
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def folder_size(folder: Path) -> tuple[int, int]:
    files = [path for path in folder.rglob("*") if path.is_file() and not path.is_symlink()]
    return sum(path.stat().st_size for path in files), len(files)


def report(bundle: Path, tarball: Path, runner: Runner, compare: Path | None, work: Path) -> None:
    size, count = folder_size(bundle)
    mib = 1024 * 1024
    print(
        f"size  bundle {size / mib:.0f} MiB in {count} files; tarball {tarball.stat().st_size / mib:.0f} MiB"
    )
    bundle_time = seconds_to_screenshot(bundle / "fhrtool", runner.env, work)
    line = f"time  start, render the demo campaign, exit: bundle {bundle_time:.2f} s"
    if compare is not None:
        env = {**runner.env, "PATH": f"{compare.parent}:/usr/bin:/bin"}
        line += f", `make run` ({compare}) {seconds_to_screenshot(compare, env, work):.2f} s"
    print(f"{line} (median of {TIMING_RUNS})")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compare", type=Path, help="the fhrtool of the development venv")
    args = parser.parse_args(argv)
    compare = args.compare.absolute() if args.compare else None
    tarball = tarball_path()
    if not tarball.is_file():
        print(f"{tarball} is missing: run `make package` first", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="fhrtool-smoke-") as temporary:
        work = Path(temporary)
        try:
            bundle = unpack(tarball, work / "unpacked")
            check((bundle / "fhrtool").is_file(), f"{tarball.name} unpacks into fhrtool/")
            check_contents(bundle)
            # The checkout is hidden from the bundle: it works on copies.
            shutil.copytree(ROOT / "fhrtool" / "resources" / "samples", work / "samples")
            runner = Runner(work / "home")
            if runner.hiding:
                probe = runner.run(
                    ["sh", "-c", f"test ! -e '{sys.executable}' && test ! -e '{ROOT}/fhrtool'"]
                )
                check(probe.returncode == 0, "Python and this checkout are hidden from the bundle")
            else:
                print("note  not root or no unshare: the bundle runs with Python still installed")
            check_screenshots(runner, bundle / "fhrtool", work, compare)
            check_x11(runner, bundle / "fhrtool", work)
            check_commands(runner, bundle / "fhrtool", work)
            check_install(bundle, work)
            check_metadata(bundle)
            report(bundle, tarball, runner, compare, work)
        except SmokeTestError as failure:
            print(f"FAIL  {failure}", file=sys.stderr)
            return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
