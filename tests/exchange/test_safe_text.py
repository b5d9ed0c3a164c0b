"""Every export stays well-formed whatever text a sheet holds, even text the model's cleaning never saw.

The sheets here are made with ``model_copy``, which skips validation: the exporters must not rely on the
model alone to keep controls, lone surrogates, noncharacters and bidi overrides out of their output.
"""

import io
import json
import xml.etree.ElementTree as ET
import zipfile
from html.parser import HTMLParser

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fhrtool.exchange.ccfolia import ccfolia_lines
from fhrtool.exchange.html_sheet import sheets_html
from fhrtool.exchange.palette import HEADING_MARK, chat_palettes, palette_lines
from fhrtool.exchange.udonarium import udonarium_zip
from fhrtool.model import Emotion, Sheet, Stat, StatKind
from fhrtool.model.base import clean_name, clean_text
from fhrtool.rules.expression import parse

from .samples import CATALOGUE, make_alice

BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
HOSTILE_CHARACTERS = (
    "\x00\x01\x08\x0b\x0c\x1b\x1c\x1f\x7f\x85\x9f\ud800\udfff\ufdd0\ufffe\uffff\U0010ffff"
    "\u2028\u2029\r\n\t<>&'\"]]>" + BIDI_CONTROLS
)
# Any code point, surrogates included, with the troublesome ones drawn often.
hostile_text = st.text(st.one_of(st.characters(codec=None), st.sampled_from(HOSTILE_CHARACTERS)))
DICE_NAME = "1D100>=1 secret roll"
UNSAFE = set("\x00\x01\x08\x1b\x7f\x9f\ud800\udfff\ufdd0\ufffe\uffff\U0010ffff" + BIDI_CONTROLS)


def raw_sheet(name: str, notes: str = "", skill_name: str = "", emotion_name: str = "") -> Sheet:
    """Alice with ``name`` and friends put in unvalidated, wherever a user types text."""
    alice = make_alice()
    skills = tuple(
        skill.model_copy(update={"name": skill_name or skill.name, "category": name, "effect": notes})
        for skill in alice.skills
    )
    board = tuple(entry.model_copy(update={"target_name": name}) for entry in alice.casting_board)
    stat = Stat(id="luck", name="Luck", kind=StatKind.ESSENCE, value=2).model_copy(update={"name": name})
    character = alice.model_copy(
        update={
            "name": name,
            "player": name,
            "notes": notes,
            "skills": skills,
            "casting_board": board,
            "extra_stats": (stat,),
        }
    )
    emotions: tuple[Emotion, ...] = tuple(
        emotion.model_copy(update={"name_ja": emotion_name or emotion.name_ja, "name_en": emotion_name})
        for emotion in CATALOGUE
    )
    return Sheet(character=character, emotions=emotions)


def _has_unsafe(text: str) -> bool:
    return any(character in UNSAFE for character in text)


def _udonarium_entries(sheets: list[Sheet]) -> list[ET.Element]:
    with zipfile.ZipFile(io.BytesIO(udonarium_zip(sheets))) as archive:
        assert archive.testzip() is None
        return [ET.fromstring(archive.read(name)) for name in archive.namelist()]


def _data(parent: ET.Element, *names: str) -> ET.Element:
    element = parent
    for name in names:
        (element,) = (child for child in element.iterfind("data") if child.get("name") == name)
    return element


class _Headings(HTMLParser):
    """The text of the ``<h1>`` elements, with references resolved."""

    def __init__(self) -> None:
        super().__init__()
        self.headings: list[str] = []
        self._inside = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "h1":
            self._inside = True
            self.headings.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "h1":
            self._inside = False

    def handle_data(self, data: str) -> None:
        if self._inside:
            self.headings[-1] += data


def _check_palette(sheets: list[Sheet]) -> None:
    """Each line of the palette is a heading or exactly one of the commands the sheets make."""
    text = chat_palettes(sheets)
    assert not _has_unsafe(text)
    lines = text.splitlines()
    headings = [line for line in lines if line.startswith(f"{HEADING_MARK} ")]
    commands = [line for line in lines if line and not line.startswith(HEADING_MARK)]
    assert len(headings) == len(sheets)
    assert commands == [line for sheet in sheets for line in palette_lines(sheet)]
    for line in commands:
        parse(line)


_settings = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@_settings
@given(name=hostile_text, notes=hostile_text)
def test_the_udonarium_xml_parses_for_any_text(name: str, notes: str) -> None:
    (root,) = _udonarium_entries([raw_sheet(name, notes, skill_name=name, emotion_name=name)])
    character = _data(root, "character")
    assert (_data(character, "common", "name").text or "") == clean_name(name)
    assert (_data(character, "detail", "情報", "プレイヤー").text or "") == clean_name(name)
    memo = _data(character, "detail", "情報", "メモ").text or ""
    assert not _has_unsafe(memo)
    assert memo.endswith(clean_text(notes))
    palette = root.find("chat-palette")
    assert palette is not None
    assert not _has_unsafe(palette.text or "")


@_settings
@given(name=hostile_text, notes=hostile_text)
def test_the_ccfolia_json_parses_for_any_text(name: str, notes: str) -> None:
    sheets = [raw_sheet(name, notes, skill_name=name, emotion_name=name), raw_sheet(notes, name)]
    text = ccfolia_lines(sheets)
    text.encode("utf-8")
    lines = text.splitlines()
    assert len(lines) == len(sheets)
    first = json.loads(lines[0])["data"]
    assert first["name"] == clean_name(name)
    assert not _has_unsafe(first["memo"] + first["commands"])
    assert first["memo"].endswith(clean_text(notes))


@_settings
@given(name=hostile_text, notes=hostile_text)
def test_the_html_parses_for_any_text(name: str, notes: str) -> None:
    html = sheets_html([raw_sheet(name, notes, skill_name=name, emotion_name=name)])
    html.encode("utf-8")
    assert not _has_unsafe(html)
    parser = _Headings()
    parser.feed(html)
    parser.close()
    assert parser.headings == [clean_text(name)]


@_settings
@given(name=hostile_text, skill_name=hostile_text)
def test_each_palette_line_is_one_intended_command_for_any_name(name: str, skill_name: str) -> None:
    _check_palette([raw_sheet(name, skill_name=skill_name), raw_sheet(skill_name, skill_name=name)])


def test_a_name_with_a_control_character_or_u_fffe_leaves_the_udonarium_xml_well_formed() -> None:
    sheets = [raw_sheet("Al\x00ice\x1b[31m"), raw_sheet("Bob\ufffe\uffff"), raw_sheet("Eve\ud800")]
    names = [_data(root, "character", "common", "name").text for root in _udonarium_entries(sheets)]
    assert names == ["Alice[31m", "Bob", "Eve"]


def test_escape_codes_and_bidi_overrides_stay_out_of_every_export() -> None:
    name, notes = "\u202eecilA\u202c\x1b[2J", "line\u2066 one\x00\r\nline two\u2069"
    sheet = raw_sheet(name, notes)
    outputs = [
        sheets_html([sheet]),
        ccfolia_lines([sheet]),
        chat_palettes([sheet]),
        *(ET.tostring(root, encoding="unicode") for root in _udonarium_entries([sheet])),
    ]
    for output in outputs:
        assert not _has_unsafe(output)
        assert "ecilA[2J" in output
    assert "line one\\nline two" in outputs[1]


def test_a_name_that_is_a_dice_command_does_not_become_a_dice_line() -> None:
    sheets = [raw_sheet(DICE_NAME), raw_sheet(f"Bob\n{DICE_NAME}", skill_name=f"Cut\u2028{DICE_NAME}")]
    text = chat_palettes(sheets)
    assert not any(line.startswith("1D100") for line in text.splitlines())
    assert f"{HEADING_MARK} {DICE_NAME}\n" in text
    assert f"{HEADING_MARK} Bob {DICE_NAME}\n" in text
    assert f"《Cut {DICE_NAME}》" in text
    _check_palette(sheets)
