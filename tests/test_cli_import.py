"""`fhrtool import`: a sheet of a character the campaign has is an update, shown first with --dry-run;
every refusal leaves the campaign file as it was, byte for byte."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from fhrtool import cli
from fhrtool.exchange.sheet import sheet_of
from fhrtool.model import BoardEntry, Campaign, Character, Emotion, Encounter, Pool, Sheet, TensionMode
from fhrtool.storage.atomic import backups
from fhrtool.storage.files import read_campaign, write_campaign, write_sheet

GET_ALONG = Emotion(id="get-along", name_ja="気が合う", name_en="Get along", bond=2)
YUU = Character(
    id="yuu",
    name="天城 ユウ",
    level=2,
    hope=Pool(current=2, maximum=3),
    hp=Pool(current=20, maximum=24),
    casting_board=(
        BoardEntry(id="e-rei", target_id="rei", target_name="白河 レイ", emotions=("get-along",), bond=2),
    ),
)
REI = Character(id="rei", name="白河 レイ")


def _campaign(*characters: Character, **fields: object) -> Campaign:
    return Campaign(characters=characters or (YUU, REI), emotions=(GET_ALONG,), **fields)


@pytest.fixture
def campaign_file(tmp_path: Path) -> Path:
    path = tmp_path / "table.fhrc"
    write_campaign(path, _campaign())
    return path


def _sheet_file(tmp_path: Path, sheet: Sheet, name: str = "yuu.fhrs") -> Path:
    path = tmp_path / name
    write_sheet(path, sheet)
    return path


def _leveled(tmp_path: Path) -> Path:
    """The player's sheet back: level +1, hope maximum +1, a note (exported from the GM's campaign)."""
    leveled = YUU.model_copy(update={"level": 3, "hope": Pool(current=2, maximum=4), "notes": "会いたい人"})
    exported = sheet_of(_campaign(leveled, REI), leveled)
    return _sheet_file(tmp_path, exported.model_copy(update={"base": YUU}))


def _run(capsys: pytest.CaptureFixture[str], *argv: object) -> tuple[int, str, str]:
    code = cli.main([str(arg) for arg in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_without_a_flag_a_character_already_there_is_not_copied(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    before = campaign_file.read_bytes()
    code, out, err = _run(capsys, "import", _leveled(tmp_path), "--into", campaign_file)
    assert (code, out) == (cli.EXIT_FAILURE, "")
    assert "天城 ユウ is already in the campaign" in err
    assert "--update" in err
    assert "--add" in err
    assert campaign_file.read_bytes() == before
    assert backups(campaign_file) == []


def test_dry_run_lists_the_changes_by_group_and_writes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    before = campaign_file.read_bytes()
    code, out, err = _run(
        capsys, "--lang", "en", "import", _leveled(tmp_path), "--into", campaign_file, "--dry-run"
    )
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        f"{campaign_file}: 天城 ユウ: 3 differences from the sheet (nothing is written)",
        "Sheet and pools",
        "  Level: 2 → 3  [taken]",
        "  Hope (maximum): 3 → 4  [taken]",
        "Notes",
        "  Notes:  → 会いたい人  [taken]",
        "--update would take 3 of them and keep the rest",
    ]
    assert campaign_file.read_bytes() == before


@pytest.mark.usefixtures("qapp")  # the translators need an application; the test run's own serves
def test_dry_run_speaks_the_user_s_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    before = campaign_file.read_bytes()
    code, out, _ = _run(
        capsys, "--lang", "ja", "import", _leveled(tmp_path), "--into", campaign_file, "--dry-run"
    )
    assert code == 0
    assert "  レベル：2 → 3  ［取り込む］" in out.splitlines()
    assert "Level" not in out
    assert campaign_file.read_bytes() == before


def test_update_takes_the_changes_into_the_same_character(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    before = campaign_file.read_bytes()
    code, out, err = _run(capsys, "import", _leveled(tmp_path), "--into", campaign_file, "--update")
    assert (code, err) == (0, "")
    assert out == f"{campaign_file}: updated 天城 ユウ from the sheet (3 changes)\n"
    campaign = read_campaign(campaign_file).value
    assert [c.id for c in campaign.characters] == ["yuu", "rei"]
    yuu = campaign.character("yuu")
    assert (yuu.level, yuu.hope.maximum, yuu.notes) == (3, 4, "会いたい人")
    assert [entry.kind for entry in campaign.log] == ["sheet_taken"]
    assert backups(campaign_file)[0].read_bytes() == before
    # The same sheet again brings nothing new.
    after = campaign_file.read_bytes()
    code, out, _ = _run(capsys, "import", _leveled(tmp_path), "--into", campaign_file, "--update")
    assert (code, out) == (0, f"{campaign_file}: nothing of the sheet to take into 天城 ユウ\n")
    assert campaign_file.read_bytes() == after


def test_update_keeps_and_lists_conflicts(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    into = tmp_path / "table.fhrc"
    changed_here = YUU.model_copy(update={"level": 4})
    write_campaign(into, _campaign(changed_here, REI, encounter=Encounter(mode=TensionMode.HIGH)))
    theirs = YUU.model_copy(update={"level": 3, "casting_board": (), "hp": Pool(current=5, maximum=24)})
    sheet = _sheet_file(tmp_path, Sheet(character=theirs, emotions=(GET_ALONG,), base=YUU))
    code, out, _ = _run(capsys, "import", sheet, "--into", into, "--update")
    assert (code, out) == (
        0,
        f"{into}: nothing of the sheet to take into 天城 ユウ\n"
        "kept: Level: 4 → 3  [kept: the campaign changed it too since the export]\n"
        "kept: HP (current): 20 → 5  [kept: a fight is running]\n"
        "kept: Entry 白河 レイ: Get along (bond 2) → (none)  [kept: 一度キャスティングボードに入れたキャラクターは、"
        "外すことができない: an entry of the casting board can never be removed]\n",
    )


def test_update_finds_no_character_or_an_ambiguous_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    before = campaign_file.read_bytes()
    stranger = _sheet_file(tmp_path, Sheet(character=Character(id="kai", name="カイ")), "kai.fhrs")
    code, out, err = _run(capsys, "import", stranger, "--into", campaign_file, "--update")
    assert (code, out) == (cli.EXIT_FAILURE, "")
    assert err == f"fhrtool import: {campaign_file}: no character is the sheet's カイ; --add adds it\n"
    twins = tmp_path / "twins.fhrc"
    write_campaign(twins, _campaign(YUU.model_copy(update={"id": "a"}), YUU.model_copy(update={"id": "b"})))
    twins_before = twins.read_bytes()
    code, _, err = _run(capsys, "import", _leveled(tmp_path), "--into", twins, "--update", "--by-name")
    assert code == cli.EXIT_FAILURE
    assert "2 characters are named 天城 ユウ" in err
    assert twins.read_bytes() == twins_before
    assert campaign_file.read_bytes() == before


def test_another_campaign_s_character_of_the_same_name_is_not_taken_for_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    before = campaign_file.read_bytes()
    namesake = _sheet_file(tmp_path, Sheet(character=Character(id="other", name="天城 ユウ", level=9)))
    for flags in ((), ("--update",), ("--dry-run",)):
        code, out, err = _run(capsys, "import", namesake, "--into", campaign_file, *flags)
        assert (code, out) == (cli.EXIT_FAILURE, "")
        assert "is another character than the sheet's" in err
        assert "--by-name" in err
    # Said to be the same but with neither --update nor --dry-run: not copied, and the reason is said.
    code, out, err = _run(capsys, "import", namesake, "--into", campaign_file, "--by-name")
    assert (code, out) == (cli.EXIT_FAILURE, "")
    assert "天城 ユウ is already in the campaign" in err
    assert "--update" in err
    assert campaign_file.read_bytes() == before
    # Said to be the same: an update like any other, and the character keeps the campaign's id.
    code, out, _ = _run(capsys, "import", namesake, "--into", campaign_file, "--update", "--by-name")
    assert code == 0
    assert read_campaign(campaign_file).value.character("yuu").level == 9


def test_add_keeps_adding_a_copy(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    code, out, _ = _run(capsys, "import", _leveled(tmp_path), "--into", campaign_file, "--add")
    assert (code, out) == (0, f"{campaign_file}: added 天城 ユウ (2) (renamed from 天城 ユウ)\n")
    assert len(read_campaign(campaign_file).value.characters) == 3


def test_odd_sheets_get_an_answer_and_change_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    before = campaign_file.read_bytes()
    # A board naming someone this campaign does not have.
    stranger = BoardEntry(id="e-x", target_id="ghost", target_name="幽霊", emotions=("get-along",), bond=2)
    haunted = YUU.model_copy(update={"casting_board": (*YUU.casting_board, stranger)})
    sheet = _sheet_file(tmp_path, Sheet(character=haunted, emotions=(GET_ALONG,), base=YUU), "haunted.fhrs")
    code, out, _ = _run(capsys, "import", sheet, "--into", campaign_file, "--update")
    assert code == 0
    assert "幽霊 is not a character of this campaign" in out
    # A sheet of a newer fhrtool.
    newer = tmp_path / "newer.fhrs"
    envelope = {
        "format": "fhrtool",
        "kind": "sheet",
        "schema_version": 99,
        "app_version": "9.0.0",
        "data": {},
    }
    newer.write_text(json.dumps(envelope), encoding="utf-8")
    code, out, err = _run(capsys, "import", newer, "--into", campaign_file, "--update")
    assert (code, out) == (cli.EXIT_FAILURE, "")
    assert err == f"fhrtool import: {newer}: made by a newer fhrtool 9.0.0; update to open it\n"
    assert campaign_file.read_bytes() == before
    assert backups(campaign_file) == []


def test_a_sheet_of_an_older_fhrtool_updates_like_any_other(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    path = tmp_path / "old.fhrs"
    old = {
        "format": "fhrtool",
        "kind": "sheet",
        "schema_version": 1,
        "app_version": "0.1.0",
        "data": {
            "character": json.loads(YUU.model_copy(update={"level": 5}).model_dump_json()),
            "emotions": [json.loads(GET_ALONG.model_dump_json())],
        },
    }
    path.write_text(json.dumps(old, ensure_ascii=False), encoding="utf-8")
    before = path.read_bytes()
    code, out, _ = _run(capsys, "import", path, "--into", campaign_file, "--update")
    assert (code, out) == (0, f"{campaign_file}: updated 天城 ユウ from the sheet (1 change)\n")
    assert path.read_bytes() == before


def test_an_update_into_a_campaign_of_format_1_keeps_the_original_and_writes_format_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    raw = json.loads(campaign_file.read_bytes())
    campaign_file.write_text(json.dumps({**raw, "schema_version": 1}, ensure_ascii=False), encoding="utf-8")
    original = campaign_file.read_bytes()
    code, out, _ = _run(capsys, "import", _leveled(tmp_path), "--into", campaign_file, "--update")
    assert (code, out) == (0, f"{campaign_file}: updated 天城 ユウ from the sheet (3 changes)\n")
    assert (tmp_path / ".fhrtool-backups" / "table.v1.fhrc").read_bytes() == original
    loaded = read_campaign(campaign_file)
    assert (loaded.schema_version, loaded.migrated) == (2, False)
    assert loaded.value.characters[0].level == 3


def test_the_command_runs_as_a_program(tmp_path: Path, campaign_file: Path) -> None:
    before = campaign_file.read_bytes()
    sheet = _leveled(tmp_path)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "fhrtool",
            "--lang",
            "en",
            "import",
            str(sheet),
            "--into",
            str(campaign_file),
            "--dry-run",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "3 differences from the sheet" in done.stdout
    assert campaign_file.read_bytes() == before
