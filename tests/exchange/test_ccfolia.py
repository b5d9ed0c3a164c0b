import json

from fhrtool.exchange.ccfolia import ccfolia_character, ccfolia_json, ccfolia_lines, ccfolia_variables
from fhrtool.exchange.palette import expand
from fhrtool.model import Character, CharacterKind, Pool, Sheet, Stat, StatKind

from .samples import HOSTILE


def test_the_clipboard_object_has_ccfolias_shape(alice_sheet: Sheet) -> None:
    clip = ccfolia_character(alice_sheet)
    assert clip["kind"] == "character"
    data = clip["data"]
    assert set(data) == {"name", "initiative", "status", "params", "memo", "commands"}
    assert data["name"] == "Alice Liddell"
    assert data["initiative"] == 3  # reflex 2 + perception > 0, sense below 0 adds nothing
    assert data["status"] == [
        {"label": "HP", "value": 20, "max": 25},
        {"label": "希望", "value": 2, "max": 3},
        {"label": "テンション値", "value": 49, "max": 100},
        {"label": "疲労", "value": 1},
    ]
    assert data["params"] == [
        {"label": "生命", "value": "3"},
        {"label": "意志", "value": "4"},
        {"label": "反射", "value": "2"},
        {"label": "知覚", "value": "1"},
        {"label": "感応", "value": "-1"},
        {"label": "集中力", "value": "41"},
    ]
    assert data["commands"] == (
        "1D10+3 シーケンス値\n"
        "({生命})D6 【生命】のチェック ※出目がすべて1ならファンブル\n"
        "({意志})D6 【意志】のチェック ※出目がすべて1ならファンブル\n"
        "2D6+3[12,2] 《剣術》\n"
        "2D6-1[12,2] 《Keen Sense》\n"
    )


def test_commands_refer_to_the_status_and_params_ccfolia_substitutes(alice_sheet: Sheet) -> None:
    data = ccfolia_character(alice_sheet)["data"]
    variables = ccfolia_variables(data["status"], data["params"])
    assert ("生命", "3") in variables
    assert ("疲労", "1") in variables
    assert expand(data["commands"], variables) == (
        "1D10+3 シーケンス値\n"
        "(3)D6 【生命】のチェック ※出目がすべて1ならファンブル\n"
        "(4)D6 【意志】のチェック ※出目がすべて1ならファンブル\n"
        "2D6+3[12,2] 《剣術》\n"
        "2D6-1[12,2] 《Keen Sense》\n"
    )


def test_a_status_without_a_maximum_has_no_max() -> None:
    npc = Character(name="Goblin", kind=CharacterKind.NPC, hope=Pool(current=0, maximum=0), fatigue=2)
    status = ccfolia_character(Sheet(character=npc))["data"]["status"]
    assert status == [
        {"label": "HP", "value": 0},
        {"label": "希望", "value": 0},
        {"label": "テンション値", "value": 0, "max": 100},
        {"label": "疲労", "value": 2},
    ]


def test_an_npc_memo_without_a_player_starts_with_its_level() -> None:
    npc = Character(name="Goblin", kind=CharacterKind.NPC, level=2)
    memo = ccfolia_character(Sheet(character=npc))["data"]["memo"]
    assert memo.splitlines()[0] == "レベル: 2 (NPC)"
    assert "プレイヤー" not in memo


def test_a_table_essence_named_like_a_built_in_one_is_not_referred_to(alice_sheet: Sheet) -> None:
    twin = Stat(id="twin", name="生命", kind=StatKind.ABILITY, value=9)
    character = alice_sheet.character.model_copy(update={"extra_stats": (twin,)})
    commands = ccfolia_character(Sheet(character=character))["data"]["commands"]
    assert "3D6 【生命】のチェック" in commands
    assert "({意志})D6 【意志】のチェック" in commands


def test_the_memo_holds_what_has_no_field(alice_sheet: Sheet) -> None:
    memo = ccfolia_character(alice_sheet)["data"]["memo"]
    assert memo.splitlines() == [
        "プレイヤー: Player One",
        "レベル: 3 (PC)",
        "[特技]",
        "《剣術》 常時 / コスト 2 / TB 2 / ダメージ+《1D》",
        "《Keen Sense》 コスト 0 / TB 0 / Critical value −《1》",
        "《Lore》 コスト 0 / TB 0",
        "[インフィニティ・ブレイク]",
        "レベル 3: 《剣術》 (未使用)",
        "[キャスティングボード] 絆値合計 6",
        "NPC1: 気が合う◇ (絆値 2)",
        "NPC2: 腐れ縁◇・片想い◇ (絆値 4)",
        "[メモ]",
        "First line",
        "second line",
    ]


def test_english_labels_and_marks(hostile_sheet: Sheet) -> None:
    data = ccfolia_character(hostile_sheet, language="en")["data"]
    assert [status["label"] for status in data["status"]] == ["HP", "Hope", "Tension value", "Fatigue"]
    assert {"label": HOSTILE + " line", "value": "1"} in data["params"]
    assert f"{HOSTILE}: {HOSTILE}◆ (Bond 4)" in data["memo"]
    assert "Level: 1 (PC)" in data["memo"]


def test_a_used_registration_and_a_traitor_show_in_the_memo(alice_sheet: Sheet) -> None:
    character = alice_sheet.character
    used = character.infinity_breaks[0].model_copy(update={"used_this_scenario": True})
    character = character.model_copy(update={"infinity_breaks": (used,), "traitor": True, "notes": ""})
    memo = ccfolia_character(Sheet(character=character), language="en")["data"]["memo"]
    assert "Level 3: 剣術 (used)" in memo
    assert "Traitor (背反者)" in memo
    assert "get-along◇" in memo  # an emotion the sheet does not carry shows its id
    assert "Notes" not in memo


def test_the_json_text_is_what_ccfolia_pastes(alice_sheet: Sheet, hostile_sheet: Sheet) -> None:
    text = ccfolia_json(hostile_sheet)
    assert json.loads(text) == ccfolia_character(hostile_sheet)
    assert "\n" not in text
    assert "剣術" in ccfolia_json(alice_sheet)  # Japanese stays readable, not \\u escapes
    lines = ccfolia_lines((alice_sheet, hostile_sheet)).splitlines()
    assert [json.loads(line)["data"]["name"] for line in lines] == ["Alice Liddell", HOSTILE]
