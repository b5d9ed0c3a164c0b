import io
import xml.etree.ElementTree as ET
import zipfile

from fhrtool.exchange.palette import expand
from fhrtool.exchange.udonarium import udonarium_variables, udonarium_xml, udonarium_zip
from fhrtool.model import Character, Sheet

from .samples import HOSTILE


def _entries(data: bytes) -> dict[str, ET.Element]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        assert archive.testzip() is None
        return {name: ET.fromstring(archive.read(name)) for name in archive.namelist()}


def _data(parent: ET.Element, *names: str) -> ET.Element:
    element = parent
    for name in names:
        (element,) = (child for child in element.iterfind("data") if child.get("name") == name)
    return element


def test_the_zip_holds_the_character_xml_udonarium_reads(alice_sheet: Sheet) -> None:
    entries = _entries(udonarium_zip([alice_sheet]))
    assert list(entries) == ["Alice Liddell.xml"]
    root = entries["Alice Liddell.xml"]
    assert root.tag == "character"
    character = _data(root, "character")
    assert _data(character, "image", "imageIdentifier").get("type") == "image"
    assert _data(character, "common", "name").text == "Alice Liddell"
    assert _data(character, "common", "size").text == "1"
    hp = _data(character, "detail", "リソース", "HP")
    assert (hp.get("type"), hp.get("currentValue"), hp.text) == ("numberResource", "20", "25")
    hope = _data(character, "detail", "リソース", "希望")
    assert (hope.get("currentValue"), hope.text) == ("2", "3")
    tension = _data(character, "detail", "リソース", "テンション値")
    assert (tension.get("currentValue"), tension.text) == ("49", "100")
    fatigue = _data(character, "detail", "リソース", "疲労")
    assert (fatigue.get("type"), fatigue.text) == (None, "1")
    params = _data(character, "detail", "能力値")
    assert {element.get("name"): element.text for element in params} == {
        "生命": "3",
        "意志": "4",
        "反射": "2",
        "知覚": "1",
        "感応": "-1",
        "集中力": "41",
        "イニシアチブ": "3",
    }
    note = _data(character, "detail", "情報", "メモ")
    assert note.get("type") == "note"
    assert note.text is not None
    assert "《剣術》" in note.text
    palette = root.find("chat-palette")
    assert palette is not None
    assert palette.get("dicebot") == "SRS"
    assert palette.text == (
        "1D10+{イニシアチブ} シーケンス値\n"
        "({生命})D6 【生命】のチェック ※出目がすべて1ならファンブル\n"
        "({意志})D6 【意志】のチェック ※出目がすべて1ならファンブル\n"
        "2D6+3[12,2] 《剣術》\n"
        "2D6-1[12,2] 《Keen Sense》\n"
    )
    assert expand(palette.text, udonarium_variables(root)).splitlines()[:3] == [
        "1D10+3 シーケンス値",
        "(3)D6 【生命】のチェック ※出目がすべて1ならファンブル",
        "(4)D6 【意志】のチェック ※出目がすべて1ならファンブル",
    ]


def test_udonarium_finds_a_resource_by_its_current_value_and_names_in_any_case(alice_sheet: Sheet) -> None:
    root = ET.fromstring(udonarium_xml(alice_sheet))
    variables = udonarium_variables(root)
    assert ("HP", "20") in variables
    assert ("疲労", "1") in variables
    assert expand("1D6+{hp}", variables) == "1D6+20"
    assert expand("1D6+{不明}", variables) == "1D6+{不明}"


def test_hostile_text_is_escaped_and_comes_back_unchanged(hostile_sheet: Sheet) -> None:
    data = udonarium_xml(hostile_sheet, language="en")
    assert data.startswith(b"<?xml version='1.0' encoding='utf-8'?>")
    assert b"<script>" not in data
    root = ET.fromstring(data)
    character = _data(root, "character")
    assert _data(character, "common", "name").text == HOSTILE
    assert _data(character, "detail", "Information", "Player").text == HOSTILE
    assert _data(character, "detail", "Stats", HOSTILE).text == "2"
    palette = root.find("chat-palette")
    assert palette is not None
    assert palette.text is not None
    assert HOSTILE in palette.text


def test_several_characters_share_one_zip_with_distinct_safe_names(alice_sheet: Sheet) -> None:
    sheets = [
        alice_sheet,
        alice_sheet,
        Sheet(character=Character(name='a/b:c*?"<>|')),
        Sheet(character=Character(name=" .. ")),
    ]
    entries = _entries(udonarium_zip(sheets))
    assert list(entries) == ["Alice Liddell.xml", "Alice Liddell (2).xml", "a_b_c_.xml", "character.xml"]
    assert _data(entries["a_b_c_.xml"], "character", "common", "name").text == 'a/b:c*?"<>|'


def test_zip_entries_avoid_the_names_windows_reserves() -> None:
    """Windows could not unpack an entry named CON.xml: its devices' names are reserved, with any extension."""
    names = ["CON", "con", "NUL.txt", "Com1 ", "LPT²", "aux.", "PRN .tar"]
    entries = _entries(udonarium_zip([Sheet(character=Character(name=name)) for name in names]))
    assert list(entries) == [
        "CON_.xml",
        "con_ (2).xml",
        "NUL_.txt.xml",
        "Com1_.xml",
        "LPT²_.xml",
        "aux_.xml",
        "PRN _.tar.xml",
    ]
    assert [_data(entry, "character", "common", "name").text for entry in entries.values()] == names


def test_the_same_sheets_give_the_same_archive(alice_sheet: Sheet) -> None:
    assert udonarium_zip([alice_sheet]) == udonarium_zip([alice_sheet])
