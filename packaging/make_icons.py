"""Render the application icon, ``fhrtool/resources/icons/fhrtool.svg``, into every file a platform asks for.

Everything here is drawn from that SVG, so there is one source. Written into OUT:

- ``hicolor/<n>x<n>/apps/<APP_ID>.png`` and ``hicolor/scalable/apps/<APP_ID>.svg`` (Linux icon theme),
- ``fhrtool.ico`` (Windows: the executable's icon),
- ``fhrtool.icns`` (macOS: the app bundle's icon),

all of them PNG images inside: Windows Vista and later and macOS 10.7 and later read those.

With ``--window``, the PNGs the running application shows as its window icon are written instead, into
``fhrtool/resources/icons`` (committed: drawing the SVG at start-up would load Qt's SVG module, 2.5 MiB).

Usage: ``python packaging/make_icons.py OUT`` or ``python packaging/make_icons.py --window``
"""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build import APP_ID, ROOT

ICONS = ROOT / "fhrtool" / "resources" / "icons"
SOURCE = ICONS / "fhrtool.svg"

# The window icon the running application shows (fhrtool.ui.launch finds these files by name).
WINDOW_ICON = "fhrtool-{size}.png"
WINDOW_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The sizes of the freedesktop icon theme that desktops look up.
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The PNG-holding icns types and their pixel sizes (the @2x variants share a size with the next type).
ICNS_TYPES = (
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic13", 256),
    (b"ic08", 256),
    (b"ic14", 512),
    (b"ic09", 512),
    (b"ic10", 1024),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon as a square PNG of ``size`` pixels with a transparent background."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode a {size}px PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding one PNG per size (a size byte of 0 means 256)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        edge = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(png), offset + len(images))
        images += png
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon: one PNG per type (the optional table of contents is left out)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def _renderer(source: Path) -> QSvgRenderer:
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise RuntimeError(f"{source} is not an SVG image Qt can draw")
    return renderer


def make_window_icons(out: Path = ICONS, source: Path = SOURCE) -> list[Path]:
    """Write the window icon's PNGs (``fhrtool-<n>.png``, the sizes of :data:`WINDOW_ICON_SIZES`) into
    ``out``; return their paths."""
    renderer = _renderer(source)
    return [
        _write(out / WINDOW_ICON.format(size=size), render_png(renderer, size)) for size in WINDOW_ICON_SIZES
    ]


def make_icons(out: Path, source: Path = SOURCE) -> list[Path]:
    """Write every icon file into ``out``; return their paths."""
    renderer = _renderer(source)
    sizes = {*HICOLOR_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)}
    pngs = {size: render_png(renderer, size) for size in sorted(sizes)}
    written = []
    for size in HICOLOR_SIZES:
        written.append(_write(out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png", pngs[size]))
    scalable = out / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    written.append(Path(shutil.copyfile(source, scalable)))
    written.append(_write(out / "fhrtool.ico", ico({size: pngs[size] for size in ICO_SIZES})))
    written.append(_write(out / "fhrtool.icns", icns(pngs)))
    return written


def _write(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    for path in make_window_icons() if argv == ["--window"] else make_icons(Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
