"""Just enough of a PDF reader to get the text of the PDFs Qt writes, page by page.

Qt embeds fonts as Type0/Identity-H subsets with a ToUnicode map and draws text with ``<hex> Tj``; the
text is the glyph codes of each page's content stream mapped back to characters through the map of the
font in use. A name found this way is really drawn on the page, not just stored as metadata.
"""

import re
import unicodedata
import zlib

_OBJECT = re.compile(rb"(\d+) 0 obj(.*?)endobj", re.S)
_REFERENCE = rb"(\d+) 0 R"


def _objects(data: bytes) -> dict[int, bytes]:
    return {int(number): body for number, body in _OBJECT.findall(data)}


def _stream(body: bytes) -> bytes:
    start = body.index(b"stream") + len(b"stream")
    raw = body[start:].lstrip(b"\r\n")
    if b"/FlateDecode" in body:
        return zlib.decompressobj().decompress(raw)
    return raw[: raw.rindex(b"endstream")]


def _unicode_map(cmap: bytes) -> dict[int, str]:
    mapping: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for source, target in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            mapping[int(source, 16)] = bytes.fromhex(target.decode()).decode("utf-16-be")
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        for first, last, targets in re.findall(rb"<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<\w+>)", block):
            codes = range(int(first, 16), int(last, 16) + 1)
            if targets.startswith(b"["):
                for code, target in zip(codes, re.findall(rb"<(\w+)>", targets), strict=False):
                    mapping[code] = bytes.fromhex(target.decode()).decode("utf-16-be")
            else:
                start = int(targets.strip(b"<>"), 16)
                for offset, code in enumerate(codes):
                    mapping[code] = chr(start + offset)
    return mapping


def page_texts(data: bytes) -> list[str]:
    """The text drawn on each page, in page order (whitespace as the font maps it)."""
    objects = _objects(data)
    (pages_body,) = (body for body in objects.values() if re.search(rb"/Type\s*/Pages\b", body))
    kids = re.search(rb"/Kids\s*\[(.*?)\]", pages_body, re.S)
    assert kids is not None
    texts = []
    for page_number in map(int, re.findall(_REFERENCE, kids.group(1))):
        page = objects[page_number]
        contents = re.search(rb"/Contents " + _REFERENCE, page)
        resources = re.search(rb"/Resources " + _REFERENCE, page)
        assert contents is not None
        assert resources is not None
        fonts_block = re.search(rb"/Font\s*<<(.*?)>>", objects[int(resources.group(1))], re.S)
        fonts: dict[bytes, dict[int, str]] = {}
        for name, font in re.findall(rb"/(\w+) " + _REFERENCE, fonts_block.group(1) if fonts_block else b""):
            to_unicode = re.search(rb"/ToUnicode " + _REFERENCE, objects[int(font)])
            if to_unicode is not None:
                fonts[name] = _unicode_map(_stream(objects[int(to_unicode.group(1))]))
        mapping: dict[int, str] = {}
        text = []
        content = _stream(objects[int(contents.group(1))])
        for font, glyphs in re.findall(rb"/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj", content):
            if font:
                mapping = fonts.get(font, {})
                continue
            for index in range(0, len(glyphs), 4):
                text.append(mapping.get(int(glyphs[index : index + 4], 16), "\ufffd"))
        texts.append("".join(text))
    return texts


def pdf_text(data: bytes) -> str:
    """The text of every page, ligatures as their letters and whitespace runs as single spaces."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", " ".join(page_texts(data))))
