import re
from html.parser import HTMLParser

import pytest

from fhrtool.exchange.html_sheet import sheet_html, sheets_html
from fhrtool.exchange.labels import UnknownLanguageError
from fhrtool.model import BoardEntry, Character, CharacterKind, RuleOptions, Sheet

from .samples import ANXIETY, HOSTILE, JEALOUSY


class _Collector(HTMLParser):
    """The tags and the text of a document, as a browser would see them."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _read(document: str) -> _Collector:
    collector = _Collector()
    collector.feed(document)
    collector.close()
    return collector


def _text(document: str) -> str:
    return re.sub(r"\s+", " ", "".join(_read(document).text))


def test_one_self_contained_document(alice_sheet: Sheet) -> None:
    document = sheet_html(alice_sheet, language="en")
    assert document.startswith("<!DOCTYPE html>\n<html lang='en'>")
    assert "<style>" in document
    assert "background-color: #ffffff" in document  # light theme, whatever the system's
    assert not re.search(r"<(link|script|img)\b", document)
    assert "<title>Alice Liddell — Character sheet</title>" in document


def test_the_sheet_shows_every_part(alice_sheet: Sheet) -> None:
    text = _text(sheet_html(alice_sheet, language="en"))
    for expected in (
        "Alice Liddell",
        "PC · Level 3 · Player: Player One",
        "Life3",
        "Will4",
        "Reflex2",
        "Perception1",
        "Sense-1",
        "Initiative3",
        "HP20 / 25",
        "Hope2 / 3",
        "Tension value49 / 100",
        "Fatigue1",
        "Concentration41",
        "Total bond6",
        "剣術常時22+3ダメージ+《1D》",
        "Keen Sense00-1Critical value −《1》",
        "Lore00",
        "3剣術unusedダメージ+《1D+10》",  # Infinity Break with its boosted effect
        "NPC1◇ Get Along2",
        "NPC2◇ Old Ties◇ One-sided Love4",
        "◆ mad colour · ◇ pure · Relationships with a mad colour: 0 / 2 · Total bond: 6",
        "Unused emotions: ◆ Anxiety",
        "First linesecond line",
    ):
        assert expected in text


def test_japanese_labels_and_emotion_names(alice_sheet: Sheet) -> None:
    document = sheet_html(alice_sheet)
    assert document.startswith("<!DOCTYPE html>\n<html lang='ja'>")
    text = _text(document)
    for expected in (
        "生命3",
        "イニシアチブ3",
        "テンション値49 / 100",
        "◇ 腐れ縁",
        "キャスティングボード",
        "未使用",
    ):
        assert expected in text


def test_multi_line_text_keeps_its_lines(alice_sheet: Sheet) -> None:
    assert "First line<br>second line" in sheet_html(alice_sheet)


def test_every_user_field_is_escaped(hostile_sheet: Sheet) -> None:
    for language in ("ja", "en"):
        document = sheet_html(hostile_sheet, language=language)
        assert "<script" not in document
        collector = _read(document)
        assert "script" not in collector.tags
        text = "".join(collector.text)
        # name, player, essence, ability, skill name/category/effect, registration, board entry,
        # emotion names on the board and unused, notes, and the title.
        assert text.count(HOSTILE) >= 12


def test_quotes_are_escaped_too() -> None:
    sheet = Sheet(character=Character(name="a' onmouseover='x\" b"))
    document = sheet_html(sheet)
    assert "a&#x27; onmouseover=&#x27;x&quot; b" in document


def test_mad_colour_emotions_have_a_colour_and_a_symbol(alice_sheet: Sheet) -> None:
    character = alice_sheet.character.model_copy(
        update={"casting_board": (BoardEntry(id="e", target_name="Rival", emotions=("jealousy",), bond=4),)}
    )
    document = sheet_html(Sheet(character=character, emotions=(JEALOUSY, ANXIETY)), language="en")
    assert "<span class='mad' style='color: #b00040'>◆ Jealousy</span>" in document
    assert "Relationships with a mad colour: 1 / 1" in _text(document)


def test_npc_and_traitor_are_marked() -> None:
    character = Character(name="Foe", kind=CharacterKind.NPC, traitor=True)
    text = _text(sheet_html(Sheet(character=character), language="en"))
    assert "NPC · Level 1" in text
    assert "Traitor (背反者)" in text
    document = sheet_html(Sheet(character=character), language="en")
    assert document.count("<p class='sub'>none</p>") == 3  # no skills, registrations, board entries


TRAITOR_NOW = "If the scenario ends with this board, the character becomes a traitor"
TRAITOR_RISK = "One more mad-colour emotion makes this character a traitor"


@pytest.mark.parametrize(
    ("emotions", "options", "warning"),
    [
        ((("jealousy",), ("get-along",)), None, TRAITOR_RISK),
        ((("jealousy",), ("jealousy",)), None, TRAITOR_NOW),
        ((("jealousy", "anxiety"), ("get-along",), ("old-ties",)), None, TRAITOR_NOW),
        ((("get-along",), ("old-ties",), ("one-sided-love",)), None, None),
        ((), None, TRAITOR_RISK),  # a first entry with a mad colour would be every entry
        ((), RuleOptions(empty_board_is_traitor=True), TRAITOR_NOW),
        ((("unknown-emotion",),), None, None),
    ],
)
def test_the_board_warns_how_close_the_character_is_to_becoming_a_traitor(
    alice_sheet: Sheet,
    emotions: tuple[tuple[str, ...], ...],
    options: RuleOptions | None,
    warning: str | None,
) -> None:
    board = tuple(
        BoardEntry(id=f"e{index}", target_name=f"T{index}", emotions=ids, bond=2)
        for index, ids in enumerate(emotions)
    )
    character = alice_sheet.character.model_copy(update={"casting_board": board})
    sheet = alice_sheet.model_copy(
        update={"character": character, "emotions": (*alice_sheet.emotions, JEALOUSY)}
    )
    text = _text(sheet_html(sheet, language="en", options=options))
    shown = [message for message in (TRAITOR_NOW, TRAITOR_RISK) if message in text]
    assert shown == ([] if warning is None else [warning])


def test_a_character_that_is_a_traitor_already_is_not_warned_it_will_become_one(alice_sheet: Sheet) -> None:
    board = (BoardEntry(id="e0", target_name="T0", emotions=("jealousy",), bond=4),)
    character = alice_sheet.character.model_copy(update={"casting_board": board, "traitor": True})
    sheet = alice_sheet.model_copy(
        update={"character": character, "emotions": (*alice_sheet.emotions, JEALOUSY)}
    )
    text = _text(sheet_html(sheet, language="en"))
    assert "Traitor (背反者)" in text
    assert TRAITOR_NOW not in text


def test_several_sheets_in_one_document_each_on_its_own_page(alice_sheet: Sheet) -> None:
    bob = Sheet(character=Character(name="Bob"))
    document = sheets_html([alice_sheet, bob], language="en")
    assert document.count("<div class='sheet'") == 2
    assert document.count("page-break-before: always") == 1
    assert "<title>Character sheet</title>" in document
    assert document.index("Alice Liddell") < document.index("Bob")


def test_an_unknown_language_is_refused(alice_sheet: Sheet) -> None:
    with pytest.raises(UnknownLanguageError):
        sheet_html(alice_sheet, language="de")
