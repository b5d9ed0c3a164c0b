"""The icons of the bundle all come from the one SVG and read back at every size they claim."""

import struct
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from fhrtool.storage.paths import resource_path
from fhrtool.ui.launch import ICON, WINDOW_ICONS, identify
from tests.scripts import load_script


@pytest.fixture(scope="module")
def make_icons() -> ModuleType:
    return load_script("packaging/make_icons.py")


@pytest.mark.usefixtures("qapp")
def test_every_icon_file_reads_back_at_its_size(make_icons: ModuleType, tmp_path: Path) -> None:
    written = make_icons.make_icons(tmp_path)
    for size in make_icons.HICOLOR_SIZES:
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{make_icons.APP_ID}.png"
        assert png in written
        image = QImage(str(png))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()

    ico = (tmp_path / "fhrtool.ico").read_bytes()
    _reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (kind, count) == (1, len(make_icons.ICO_SIZES))
    for index, size in enumerate(sorted(make_icons.ICO_SIZES)):
        edge, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * index)
        assert edge == (0 if size >= 256 else size)
        image = QImage.fromData(ico[offset : offset + length], "PNG")
        assert (image.width(), image.height()) == (size, size)

    icns = (tmp_path / "fhrtool.icns").read_bytes()
    assert icns[:4] == b"icns"
    assert struct.unpack_from(">I", icns, 4)[0] == len(icns)
    position = 8
    for kind, size in make_icons.ICNS_TYPES:
        assert icns[position : position + 4] == kind
        length = struct.unpack_from(">I", icns, position + 4)[0]
        image = QImage.fromData(icns[position + 8 : position + length], "PNG")
        assert (image.width(), image.height()) == (size, size)
        position += length
    assert position == len(icns)


ARGB = QImage.Format.Format_ARGB32
# Qt's raster engine rounds differently on other CPUs (its SIMD paths): the SVG drawn on another x86-64
# machine differs from the committed PNGs by a unit or two in some channels, where a drawing that is not
# the SVG differs by far more. Compared premultiplied, as drawn: a unit of a faint pixel stays a unit.
CHANNEL_TOLERANCE = 3


def _off_by(first: QImage, second: QImage) -> int:
    """The largest difference of one channel of one pixel between two images of one size."""
    assert (first.width(), first.height()) == (second.width(), second.height())
    drawn = QImage.Format.Format_ARGB32_Premultiplied
    one, other = first.convertToFormat(drawn), second.convertToFormat(drawn)  # kept while their bits are read
    pairs = zip(one.constBits().tobytes(), other.constBits().tobytes(), strict=True)
    return max((abs(a - b) for a, b in pairs), default=0)


@pytest.mark.usefixtures("qapp")
def test_the_tolerance_tells_another_drawing_apart(make_icons: ModuleType) -> None:
    drawn = _drawn(make_icons, 64)
    assert _off_by(drawn, drawn.copy()) == 0
    assert _off_by(drawn, drawn.copy(1, 0, 64, 64)) > CHANNEL_TOLERANCE, "one pixel to the left"
    assert _off_by(drawn, _drawn(make_icons, 48).scaled(64, 64)) > CHANNEL_TOLERANCE, "another size"
    rounded = drawn.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    bits = bytearray(rounded.constBits().tobytes())
    bits[::97] = bytes(max(value - 1, 0) for value in bits[::97])  # a unit off here and there
    data = bytes(bits)
    other = QImage(data, 64, 64, rounded.bytesPerLine(), QImage.Format.Format_ARGB32_Premultiplied).copy()
    assert 0 < _off_by(drawn, other) <= CHANNEL_TOLERANCE


def _drawn(make_icons: ModuleType, size: int) -> QImage:
    return QImage.fromData(make_icons.render_png(QSvgRenderer(str(make_icons.SOURCE)), size)).convertToFormat(
        ARGB
    )


@pytest.mark.usefixtures("qapp")
def test_the_window_icons_are_the_svg_drawn_at_each_size(make_icons: ModuleType, tmp_path: Path) -> None:
    written = make_icons.make_window_icons(tmp_path)
    sizes = make_icons.WINDOW_ICON_SIZES
    assert [path.name for path in written] == [make_icons.WINDOW_ICON.format(size=size) for size in sizes]
    # The application shows exactly these files, and no others.
    shown = sorted(path.name for path in resource_path(ICON[0]).glob(WINDOW_ICONS))
    assert shown == sorted(path.name for path in written)
    for path, size in zip(written, sizes, strict=True):
        committed = QImage(str(resource_path(ICON[0], path.name))).convertToFormat(ARGB)
        assert (committed.width(), committed.height()) == (size, size)
        # Drawn twice on this machine: the same pixels.
        assert QImage(str(path)).convertToFormat(ARGB) == _drawn(make_icons, size)
        assert _off_by(committed, QImage(str(path))) <= CHANNEL_TOLERANCE, (
            f"{path.name} is not the SVG as drawn now: run `python packaging/make_icons.py --window`"
        )


def test_the_running_app_uses_the_same_icon_source(make_icons: ModuleType, qapp: QApplication) -> None:
    identify(qapp)
    assert resource_path(*ICON) == make_icons.SOURCE
    assert qapp.desktopFileName() == make_icons.APP_ID
    for size in (16, 64, 256):
        pixmap = qapp.windowIcon().pixmap(size, size)
        assert _off_by(pixmap.toImage(), _drawn(make_icons, size)) <= CHANNEL_TOLERANCE
