import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QFontDatabase

from fhrtool import __version__, cli
from fhrtool.__main__ import main
from fhrtool.argv import is_command_line, leading_options
from fhrtool.exchange.formats import FORMATS, SUFFIXES
from fhrtool.exchange.labels import labels_for
from fhrtool.model import BoardEntry, Campaign, Character, Emotion, Pool, RuleOptions, Sheet, Skill
from fhrtool.steps.merge import state_digest
from fhrtool.storage.atomic import backups
from fhrtool.storage.files import encode_campaign, read_campaign, read_sheet, write_campaign, write_sheet
from fhrtool.storage.paths import AppPaths
from fhrtool.storage.preferences import Preferences, preferences_path, save_preferences
from tests.exchange.pdf_text import pdf_text
from tests.rules.golden import golden

GET_ALONG = Emotion(id="get-along", name_ja="気が合う", name_en="Get Along", bond=2)
SCRIPT = "<script>x</script>"


def _alice() -> Character:
    return Character(
        id="alice",
        name="Alice",
        life=3,
        will=4,
        reflex=2,
        perception=1,
        hp=Pool(current=20, maximum=25),
        skills=(Skill(id="sword", name="剣術", check_value=3),),
        casting_board=(BoardEntry(id="e", target_name="NPC1", emotions=("get-along",), bond=2),),
    )


@pytest.fixture
def campaign_file(tmp_path: Path) -> Path:
    path = tmp_path / "table.fhrc"
    campaign = Campaign(
        name="Table",
        characters=(_alice(), Character(id="bob", name="Bob", will=2)),
        emotions=(GET_ALONG,),
        options=RuleOptions(critical_value=11),
    )
    write_campaign(path, campaign)
    return path


@pytest.fixture
def sheet_file(tmp_path: Path) -> Path:
    path = tmp_path / "carol.fhrs"
    write_sheet(path, Sheet(character=Character(id="carol", name="Carol", life=2, notes=SCRIPT)))
    return path


def _run(capsys: pytest.CaptureFixture[str], *argv: object) -> tuple[int, str, str]:
    code = main([str(arg) for arg in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _usage_error(capsys: pytest.CaptureFixture[str], *argv: object) -> str:
    with pytest.raises(SystemExit) as exit_info:
        main([str(arg) for arg in argv])
    assert exit_info.value.code == cli.EXIT_USAGE
    return capsys.readouterr().err


def _format_1(path: Path) -> bytes:
    """Makes the campaign file ``path`` one of campaign format 1, as the previous fhrtool wrote it; its bytes."""
    raw = json.loads(path.read_bytes())
    assert raw["schema_version"] == 2
    path.write_text(json.dumps({**raw, "schema_version": 1, "app_version": "0.1.0"}), encoding="utf-8")
    return path.read_bytes()


def _newer_file(path: Path, kind: str) -> Path:
    envelope = {"format": "fhrtool", "kind": kind, "schema_version": 99, "app_version": "9.0.0", "data": {}}
    path.write_text(json.dumps(envelope), encoding="utf-8")
    return path


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"fhrtool {__version__}"


@pytest.mark.parametrize(
    ("argv", "headless"),
    [
        ([], False),
        (["campaign.fhrc"], False),
        (["frobnicate"], True),
        (["--screenshot", "out.png"], False),
        (["--home", "h"], False),
        (["validate", "x.fhrc"], True),
        (["--home", "h", "roll", "1D6"], True),
        (["--help"], True),
        (["--version"], True),
    ],
)
def test_commands_run_headless_and_anything_else_starts_the_application(
    argv: list[str], headless: bool
) -> None:
    assert is_command_line(argv) is headless


def test_help_lists_the_commands_and_how_to_start_the_application(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main([]) == 0
    out = capsys.readouterr().out
    assert "starts the application" in out
    assert "usage: fhrtool" in out
    for command in ("validate", "export", "import", "migrate", "roll"):
        assert command in out


def test_an_unknown_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert "invalid choice: 'frobnicate'" in _usage_error(capsys, "frobnicate")


# validate


def test_validate_reports_each_valid_file(
    capsys: pytest.CaptureFixture[str], campaign_file: Path, sheet_file: Path
) -> None:
    code, out, err = _run(capsys, "validate", campaign_file, sheet_file)
    assert code == 0
    assert out.splitlines() == [
        f"{campaign_file}: valid campaign, 2 characters",
        f"{sheet_file}: valid sheet of Carol",
    ]
    assert err == ""


def test_validate_says_a_campaign_of_format_1_is_valid_and_how_to_upgrade_it(
    capsys: pytest.CaptureFixture[str], campaign_file: Path
) -> None:
    original = _format_1(campaign_file)
    assert _run(capsys, "validate", campaign_file) == (
        0,
        f"{campaign_file}: valid campaign, 2 characters (format 1: `fhrtool migrate` upgrades it)\n",
        "",
    )
    assert campaign_file.read_bytes() == original


def test_validate_gives_one_line_per_problem_and_exit_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path, sheet_file: Path
) -> None:
    missing = tmp_path / "missing.fhrc"
    broken = tmp_path / "broken.fhrc"
    broken.write_text("{", encoding="utf-8")
    newer = _newer_file(tmp_path / "newer.fhrc", "campaign")
    wrong_kind = tmp_path / "wrong.fhrc"
    wrong_kind.write_bytes(sheet_file.read_bytes())
    code, out, err = _run(capsys, "validate", missing, campaign_file, broken, newer, wrong_kind)
    assert code == cli.EXIT_FAILURE
    assert out.splitlines() == [f"{campaign_file}: valid campaign, 2 characters"]
    assert err.splitlines() == [
        f"{missing}: no such file",
        f"{broken}: line 1, column 2: not valid JSON (Expecting property name enclosed in double quotes)",
        f"{newer}: made by a newer fhrtool 9.0.0; update to open it",
        f"{wrong_kind}: a sheet file, not a campaign file",
    ]


def test_validate_warns_about_rules_the_sheet_breaks(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "odd.fhrs"
    write_sheet(path, Sheet(character=Character(name="Odd", reflex=5)))
    code, out, _ = _run(capsys, "validate", path)
    assert code == 0
    (valid, warning) = out.splitlines()
    assert valid == f"{path}: valid sheet of Odd"
    assert warning.startswith(f"{path}: Odd: warning: ")
    assert "5" in warning


def test_validate_needs_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert "the following arguments are required: FILE" in _usage_error(capsys, "validate")


# export


def test_export_palette_of_every_character_uses_the_campaign_rules(
    capsys: pytest.CaptureFixture[str], campaign_file: Path
) -> None:
    code, out, _ = _run(capsys, "export", campaign_file, "--format", "palette")
    assert code == 0
    assert out.startswith(
        "■ Alice\n1D10+3 シーケンス値\n3D6 【生命】のチェック ※出目がすべて1ならファンブル\n"
    )
    assert "2D6+3[11,2] 《剣術》" in out
    assert "\n■ Bob\n1D10+0 シーケンス値\n" in out


def test_export_one_character_by_name_in_english(
    capsys: pytest.CaptureFixture[str], campaign_file: Path
) -> None:
    code, out, _ = _run(
        capsys, "export", campaign_file, "--format", "palette", "--character", "Bob", "--lang", "en"
    )
    assert code == 0
    assert out == (
        "1D10+0 sequence value\n0D6 Life check (all ones: fumble) (fewer than 1 die: the GM decides)\n"
        "1D6+1D6 Will check (all ones: fumble)\n"
    )


def test_export_sheet_json_is_a_sheet_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    code, out, _ = _run(capsys, "export", campaign_file, "--format", "json", "--character", "Alice")
    assert code == 0
    copy = tmp_path / "copy.fhrs"
    copy.write_text(out, encoding="utf-8")
    sheet = read_sheet(copy).value
    alice = read_campaign(campaign_file).value.character("alice")
    assert sheet == Sheet(character=alice, emotions=(GET_ALONG,), exported_from=state_digest(alice))


def test_export_json_of_several_characters_writes_one_sheet_file_each(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    folder = tmp_path / "sheets"
    code, _, err = _run(capsys, "export", campaign_file, "--format", "json", "-o", folder)
    assert code == 0
    assert sorted(path.name for path in folder.iterdir()) == ["Alice.fhrs", "Bob.fhrs"]
    assert read_sheet(folder / "Bob.fhrs").value.character.id == "bob"
    assert f"wrote {folder / 'Alice.fhrs'}" in err
    usage = _usage_error(capsys, "export", campaign_file, "--format", "json")
    assert "2 characters make 2 sheet files: choose one with --character or name a folder with -o" in usage


def test_export_sheet_files_are_named_as_windows_takes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "devices.fhrc"
    names = ("CON", "NUL.txt", "a/b?")
    write_campaign(
        path, Campaign(characters=tuple(Character(id=f"c{i}", name=n) for i, n in enumerate(names)))
    )
    folder = tmp_path / "sheets"
    code, _, _ = _run(capsys, "export", path, "--format", "json", "-o", folder)
    assert code == 0
    assert sorted(file.name for file in folder.iterdir()) == ["CON_.fhrs", "NUL_.txt.fhrs", "a_b_.fhrs"]
    assert read_sheet(folder / "NUL_.txt.fhrs").value.character.name == "NUL.txt"


def test_export_html_to_a_file_escapes_user_text(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, sheet_file: Path
) -> None:
    out_file = tmp_path / "carol.html"
    code, out, err = _run(capsys, "export", sheet_file, "--format", "html", "-o", out_file)
    assert code == 0
    assert out == ""
    assert err == f"wrote {out_file}\n"
    document = out_file.read_text(encoding="utf-8")
    assert document.startswith("<!DOCTYPE html>\n<html lang='ja'>")
    assert "&lt;script&gt;x&lt;/script&gt;" in document
    assert SCRIPT not in document


def test_export_pdf_and_udonarium_need_an_output_file(
    capsys: pytest.CaptureFixture[str], sheet_file: Path
) -> None:
    for binary in ("pdf", "udonarium"):
        err = _usage_error(capsys, "export", sheet_file, "--format", binary)
        assert f"--format {binary} makes a binary file: name it with -o OUT" in err


@pytest.mark.usefixtures("qapp")  # the session's, so no QGuiApplication is left for the widget tests
def test_export_pdf(capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path) -> None:
    out_file = tmp_path / "table.pdf"
    code, _, _ = _run(capsys, "export", campaign_file, "--format", "pdf", "-o", out_file)
    assert code == 0
    data = out_file.read_bytes()
    assert data.startswith(b"%PDF-")
    assert data.count(b"/Type /Page\n") == 2


# How a user's terminal runs an export: no Qt platform chosen, no display, the language from the options
# or from the system. (interface options, label options, environment, "wrote" as said in that language)
TERMINALS = {
    "english": (["--lang", "en"], ["--lang", "en"], {"LANG": "C.UTF-8"}, "wrote {path}\n"),
    "japanese": (["--lang", "ja"], ["--lang", "ja"], {"LANG": "C.UTF-8"}, "{path} を書き出しました\n"),
    "japanese system": (
        [],
        [],
        {"LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8"},
        "{path} を書き出しました\n",
    ),
}


def _terminal_environment(locale: dict[str, str]) -> dict[str, str]:
    unset = ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "LANG", "LANGUAGE")
    kept = {
        name: value for name, value in os.environ.items() if name not in unset and not name.startswith("LC_")
    }
    return kept | locale


def _exported_text(format_name: str, path: Path) -> str:
    """What the exported file says, read back as its readers would; the character named Carol in it."""
    data = path.read_bytes()
    if format_name == "json":
        assert read_sheet(path).value.character.name == "Carol"
        return data.decode("utf-8")
    if format_name == "pdf":
        text = pdf_text(data)
    elif format_name == "udonarium":
        with zipfile.ZipFile(path) as archive:
            assert archive.namelist() == ["Carol.xml"]
            root = ET.fromstring(archive.read("Carol.xml"))
        text = ET.tostring(root, encoding="unicode")
    elif format_name == "ccfolia":
        text = json.dumps(json.loads(data), ensure_ascii=False)
    else:
        text = data.decode("utf-8")
    if format_name != "palette":  # a palette holds the character's rolls, not its name
        assert "Carol" in text
    return text


@pytest.mark.parametrize("format_name", FORMATS)
@pytest.mark.parametrize("terminal", TERMINALS)
def test_every_format_exports_from_a_terminal_in_both_languages(
    qapp: object, tmp_path: Path, sheet_file: Path, terminal: str, format_name: str
) -> None:
    """A Japanese PDF used to abort: the translations made a QCoreApplication, where text cannot be laid out."""
    interface, labels, locale, wrote = TERMINALS[terminal]
    out_file = tmp_path / f"carol{SUFFIXES[format_name]}"
    command = [sys.executable, "-m", "fhrtool", *interface, "export", str(sheet_file)]
    command += ["--format", format_name, *labels, "-o", str(out_file)]
    finished = subprocess.run(
        command, env=_terminal_environment(locale), capture_output=True, text=True, timeout=120, check=False
    )
    assert (finished.returncode, finished.stdout) == (0, "")
    # Qt may warn first where the machine lacks the Japanese locale.
    assert finished.stderr.endswith(wrote.format(path=out_file))
    text = _exported_text(format_name, out_file)
    if format_name == "json":
        return  # a sheet file has no labels
    language = "en" if terminal == "english" else "ja"
    other = "ja" if language == "en" else "en"
    assert labels_for(other).life not in text
    if format_name == "pdf" and language == "ja":
        # Without a font that has the glyphs, Qt draws boxes; with one, the labels are real text.
        japanese_fonts = QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)
        assert (labels_for("ja").life in text) is bool(japanese_fonts)
    else:
        assert labels_for(language).life in text


def test_export_udonarium_zip(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path
) -> None:
    out_file = tmp_path / "table.zip"
    code, _, _ = _run(capsys, "export", campaign_file, "--format", "udonarium", "-o", out_file)
    assert code == 0
    with zipfile.ZipFile(out_file) as archive:
        assert archive.namelist() == ["Alice.xml", "Bob.xml"]
        root = ET.fromstring(archive.read("Alice.xml"))
    palette = root.find("chat-palette")
    assert palette is not None
    assert palette.text is not None
    assert "2D6+3[11,2] 《剣術》" in palette.text
    assert palette.get("dicebot") == "SRS"


def test_export_ccfolia_one_clipboard_text_per_line(
    capsys: pytest.CaptureFixture[str], campaign_file: Path
) -> None:
    code, out, _ = _run(capsys, "export", campaign_file, "--format", "ccfolia")
    assert code == 0
    clips: list[dict[str, Any]] = [json.loads(line) for line in out.splitlines()]
    assert [clip["kind"] for clip in clips] == ["character", "character"]
    assert [clip["data"]["name"] for clip in clips] == ["Alice", "Bob"]
    assert clips[0]["data"]["initiative"] == 3


def test_export_a_sheet_file_follows_the_preferences(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, sheet_file: Path
) -> None:
    home = tmp_path / "home"
    save_preferences(
        AppPaths.under(home), Preferences(language="en", default_rules=RuleOptions(die_faces=10))
    )
    code, out, _ = _run(capsys, "--home", home, "export", sheet_file, "--format", "palette")
    assert code == 0
    assert out == (
        "1D10+0 sequence value\n2D10 Life check (all ones: fumble)\n"
        "0D10 Will check (all ones: fumble) (fewer than 1 die: the GM decides)\n"
    )
    code, out, _ = _run(capsys, "--home", home, "export", sheet_file, "--format", "palette", "--lang", "ja")
    assert "【生命】のチェック" in out


def test_unusable_preferences_are_a_warning_not_a_failure(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, sheet_file: Path
) -> None:
    home = tmp_path / "home"
    preferences_path(AppPaths.under(home)).parent.mkdir(parents=True)
    preferences_path(AppPaths.under(home)).write_text("[", encoding="utf-8")
    code, out, err = _run(capsys, "--home", home, "export", sheet_file, "--format", "palette")
    assert code == 0
    assert "【生命】のチェック" in out
    assert err.startswith("fhrtool: warning: ")
    assert "using the default preferences" in err


def test_export_an_unknown_character_fails(capsys: pytest.CaptureFixture[str], campaign_file: Path) -> None:
    code, out, err = _run(capsys, "export", campaign_file, "--format", "palette", "--character", "Carol")
    assert code == cli.EXIT_FAILURE
    assert out == ""
    assert err == "fhrtool export: no character is named Carol; the campaign has: Alice, Bob\n"


def test_export_an_ambiguous_character_fails(capsys: pytest.CaptureFixture[str], campaign_file: Path) -> None:
    campaign = read_campaign(campaign_file).value
    twins = (Character(id="t1", name="Twin"), Character(id="t2", name="Twin"))
    write_campaign(campaign_file, campaign.model_copy(update={"characters": campaign.characters + twins}))
    code, out, err = _run(capsys, "export", campaign_file, "--format", "palette", "--character", "Twin")
    assert code == cli.EXIT_FAILURE
    assert out == ""
    assert err == "fhrtool export: 2 characters are named Twin; give the id of one instead: t1, t2\n"
    assert _run(capsys, "export", campaign_file, "--format", "palette", "--character", "t2")[0] == 0


def test_export_from_a_sheet_file_names_its_only_character(
    capsys: pytest.CaptureFixture[str], sheet_file: Path
) -> None:
    code, _, err = _run(capsys, "export", sheet_file, "--format", "palette", "--character", "Dave")
    assert code == cli.EXIT_FAILURE
    assert err == "fhrtool export: no character is named Dave; the sheet is of Carol\n"
    assert _run(capsys, "export", sheet_file, "--format", "palette", "--character", "carol")[0] == 0


def test_export_of_an_empty_campaign_fails(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "empty.fhrc"
    write_campaign(path, Campaign())
    code, _, err = _run(capsys, "export", path, "--format", "html")
    assert code == cli.EXIT_FAILURE
    assert err == "fhrtool export: the campaign has no characters\n"


def test_export_errors(capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path) -> None:
    missing = tmp_path / "missing.fhrc"
    assert _run(capsys, "export", missing, "--format", "html") == (
        cli.EXIT_FAILURE,
        "",
        f"fhrtool export: {missing}: no such file\n",
    )
    broken = tmp_path / "broken.fhrs"
    broken.write_text("not json", encoding="utf-8")
    code, _, err = _run(capsys, "export", broken, "--format", "html")
    assert code == cli.EXIT_FAILURE
    assert err.startswith(f"fhrtool export: {broken}: line 1, column 1: not valid JSON")
    newer = _newer_file(tmp_path / "newer.fhrs", "sheet")
    code, _, err = _run(capsys, "export", newer, "--format", "html")
    assert err == f"fhrtool export: {newer}: made by a newer fhrtool 9.0.0; update to open it\n"
    assert "invalid choice: 'xml'" in _usage_error(capsys, "export", campaign_file, "--format", "xml")
    assert "invalid choice: 'fr'" in _usage_error(
        capsys, "export", campaign_file, "--format", "html", "--lang", "fr"
    )
    unwritable = tmp_path / "no-such-folder" / "out.html"
    code, _, err = _run(capsys, "export", campaign_file, "--format", "html", "-o", unwritable)
    assert code == cli.EXIT_FAILURE
    assert err.startswith("fhrtool export: ")
    assert "out.html" in err


# import


def test_import_adds_the_sheet_and_keeps_a_backup(
    capsys: pytest.CaptureFixture[str], campaign_file: Path, sheet_file: Path
) -> None:
    before = campaign_file.read_bytes()
    code, out, _ = _run(capsys, "import", sheet_file, "--into", campaign_file)
    assert code == 0
    assert out == f"{campaign_file}: added Carol\n"
    assert [c.name for c in read_campaign(campaign_file).value.characters] == ["Alice", "Bob", "Carol"]
    assert backups(campaign_file)[0].read_bytes() == before
    code, out, _ = _run(capsys, "import", sheet_file, "--into", campaign_file, "--add")
    assert out == f"{campaign_file}: added Carol (2) (renamed from Carol)\n"
    assert len({c.id for c in read_campaign(campaign_file).value.characters}) == 4


def test_import_refuses_bad_files_and_leaves_the_campaign_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign_file: Path, sheet_file: Path
) -> None:
    before = campaign_file.read_bytes()
    missing = tmp_path / "missing.fhrs"
    assert _run(capsys, "import", missing, "--into", campaign_file) == (
        cli.EXIT_FAILURE,
        "",
        f"fhrtool import: {missing}: no such file\n",
    )
    code, _, err = _run(capsys, "import", campaign_file, "--into", campaign_file)
    assert err == f"fhrtool import: {campaign_file}: a campaign file, not a sheet file\n"
    newer = _newer_file(tmp_path / "newer.fhrc", "campaign")
    newer_before = newer.read_bytes()
    code, _, err = _run(capsys, "import", sheet_file, "--into", newer)
    assert code == cli.EXIT_FAILURE
    assert "made by a newer fhrtool 9.0.0" in err
    assert newer.read_bytes() == newer_before
    assert campaign_file.read_bytes() == before
    assert "required: --into" in _usage_error(capsys, "import", sheet_file)


# migrate


def test_migrate_a_current_file_changes_nothing(
    capsys: pytest.CaptureFixture[str], campaign_file: Path
) -> None:
    before = campaign_file.read_bytes()
    assert _run(capsys, "migrate", campaign_file) == (
        0,
        f"{campaign_file}: already in the current format (version 2)\n",
        "",
    )
    assert campaign_file.read_bytes() == before


def test_migrate_rewrites_an_older_campaign_and_keeps_the_original(
    capsys: pytest.CaptureFixture[str], campaign_file: Path
) -> None:
    campaign = read_campaign(campaign_file).value
    original = _format_1(campaign_file)
    code, out, _ = _run(capsys, "migrate", campaign_file)
    assert code == 0
    assert out == f"{campaign_file}: upgraded from format version 1; a backup of the original is kept\n"
    kept = campaign_file.parent / ".fhrtool-backups" / "table.v1.fhrc"
    assert kept.read_bytes() == original
    loaded = read_campaign(campaign_file)
    assert (loaded.value, loaded.schema_version, loaded.migrated) == (campaign, 2, False)
    # Migrated once: the next run has nothing to do.
    assert _run(capsys, "migrate", campaign_file)[1] == (
        f"{campaign_file}: already in the current format (version 2)\n"
    )


def test_migrate_rewrites_an_older_sheet_with_a_backup(
    capsys: pytest.CaptureFixture[str], sheet_file: Path
) -> None:
    # Sheet format 1 knew nothing of where a sheet was exported from.
    raw = json.loads(sheet_file.read_bytes())
    sheet_file.write_text(json.dumps({**raw, "schema_version": 1}), encoding="utf-8")
    original = sheet_file.read_bytes()
    code, out, _ = _run(capsys, "migrate", sheet_file)
    assert code == 0
    assert "upgraded from format version 1" in out
    assert backups(sheet_file)[0].read_bytes() == original
    loaded = read_sheet(sheet_file)
    assert (loaded.value.character.name, loaded.schema_version, loaded.migrated) == ("Carol", 2, False)


def test_migrate_reports_a_file_it_cannot_read(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    newer = _newer_file(tmp_path / "newer.fhrc", "campaign")
    assert _run(capsys, "migrate", newer) == (
        cli.EXIT_FAILURE,
        "",
        f"fhrtool migrate: {newer}: made by a newer fhrtool 9.0.0; update to open it\n",
    )


# roll

GOLDEN = golden("bcdice_srs")
# What BCDice answers but fhrtool refuses on purpose (tests/rules/test_expression.py says why).
NOT_READ = {
    "2D66>=10",
    "3D66",
    "D66",
    "201D6",
    "201B6>=4",
    "1D0",
    "2D0",
    "1D10001",
    "1D1000000",
    "C(1+1)",
    "3B6",
    "3B6+2B6",
    "4D6KH3",
    "x2 2D6",
    "choice[a,b]",
}


def _bcdice_answer(row: dict[str, Any]) -> dict[str, Any]:
    text = row["text"]
    return {
        "command": text[1 : text.index(") ＞ ")],
        "dice": row["dice"],
        "total": row["total"],
        "verdict": row["verdict"],
        "secret": row["secret"],
        "text": text,
    }


def _roll_argv(row: dict[str, Any]) -> list[str]:
    dice = ["--dice", ",".join(map(str, row["dice"]))] if row["dice"] else []
    return ["roll", *dice, "--json", row["command"]]  # a command that starts with a minus too


@pytest.mark.parametrize("row", GOLDEN["rows"], ids=lambda row: repr(row["command"]))
def test_roll_answers_as_bcdice_does(capsys: pytest.CaptureFixture[str], row: dict[str, Any]) -> None:
    if row["text"] is None or row["command"] in NOT_READ:
        assert "cannot roll" in _usage_error(capsys, *_roll_argv(row))
        return
    code, out, err = _run(capsys, *_roll_argv(row))
    assert (code, err) == (0, "")
    assert json.loads(out) == _bcdice_answer(row)


@pytest.mark.parametrize(
    "command", ["3+2D6>=16", "２Ｄ６＋４＞＝１０　《一閃》", "2D6+2>=10[12,4]", "S2D6+3>=10", "-1+2D6>=10"]
)
def test_roll_answers_as_bcdice_does_from_a_terminal(command: str) -> None:
    row = next(row for row in GOLDEN["rows"] if row["command"] == command)
    finished = subprocess.run(
        [sys.executable, "-m", "fhrtool", *_roll_argv(row)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert (finished.returncode, finished.stderr) == (0, "")
    assert json.loads(finished.stdout) == _bcdice_answer(row)


def test_roll_refuses_an_unreadable_command_from_a_terminal() -> None:
    finished = subprocess.run(
        [sys.executable, "-m", "fhrtool", "roll", "--json", "2D6+3>= 10"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert (finished.returncode, finished.stdout) == (cli.EXIT_USAGE, "")
    assert "BCDice reads a command up to its first space" in finished.stderr


def test_roll_with_a_seed_repeats(capsys: pytest.CaptureFixture[str]) -> None:
    first = _run(capsys, "roll", "2D6+3@11#2>=10", "--seed", "3")
    assert first == _run(capsys, "roll", "2D6+3@11#2>=10", "--seed", "3")
    code, out, _ = first
    assert code == 0
    assert out.startswith("2D6+3@11#2>=10 → 2D6[")
    assert out.rstrip().endswith(("success", "failure"))


def test_roll_shows_each_die(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "roll", "4d6>=15", "--seed", "1")
    assert code == 0
    dice = out.split("[", 1)[1].split("]", 1)[0].split(",")
    assert len(dice) == 4
    assert out.startswith("4D6>=15 → 4D6[")


def test_roll_with_a_leading_minus(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "roll", "--seed", "1", "--", "-1+1D6")
    assert code == 0
    assert out.startswith("-1+1D6 → -1+1D6[")
    # Without the "--": the total, and no SRS critical, since the command does not start with 2D6.
    assert _run(capsys, "roll", "-1+2D6>=12", "--dice", "6,6", "--json") == (
        0,
        '{"command": "-1+2D6>=12", "dice": [6, 6], "total": 11, "verdict": "failure", "secret": false, '
        '"text": "(-1+2D6>=12) ＞ -1+12[6,6] ＞ 11 ＞ 失敗"}\n',
        "",
    )
    assert _run(capsys, "roll", "--seed", "-5", "--dice", "4", "-D6+1") == (
        0,
        "-1D6+1 → -1D6[4]+1 = -3\n",
        "",
    )


def test_roll_s_options_stay_options_beside_a_leading_minus(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["roll", "--help"])
    assert exit_info.value.code == 0
    assert "[--json] EXPR" in capsys.readouterr().out
    assert "cannot roll '-x': unexpected 'x' at column 2" in _usage_error(capsys, "roll", "-x")
    assert "unrecognized arguments: --jsno" in _usage_error(capsys, "roll", "--jsno", "-1+2D6")


def test_roll_uses_the_given_dice(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(capsys, "roll", "2D6+3>=10", "--dice", "6,6") == (
        0,
        "2D6+3>=10 → 2D6[6,6]+3 = 15 → automatic success (dice 12 ≥ critical 12)\n",
        "",
    )
    assert _run(capsys, "roll", "--dice", "2 1 3", "--json", "3D6>=7") == (
        0,
        '{"command": "3D6>=7", "dice": [2, 1, 3], "total": 6, "verdict": "failure", "secret": false, '
        '"text": "(3D6>=7) ＞ 6[1,2,3] ＞ 6 ＞ 失敗"}\n',
        "",
    )
    code, out, _ = _run(capsys, "roll", "--json", "--dice", "3,4", "2D6")
    assert (code, json.loads(out)["verdict"]) == (0, None)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["2D6>=10", "--dice", "3"], "--dice 3: 2D6>=10 rolls 2 dice, not 1"),
        (["1D6", "--dice", "3,4"], "--dice 3,4: 1D6 rolls 1 die, not 2"),
        (["2D6>=10", "--dice", "3,7"], "--dice 3,7: 7 is not a possible result of a d6 (1–6)"),
        (["1D4+1D6", "--dice", "5,6"], "--dice 5,6: 5 is not a possible result of a d4 (1–4)"),
        (["2D6>=10", "--dice", "3,x"], "--dice 3,x: give die results as whole numbers, such as --dice 3,4"),
        (["2D6>=10", "--dice=-3,4"], "--dice -3,4: give die results as whole numbers, such as --dice 3,4"),
    ],
)
def test_roll_refuses_given_dice_that_do_not_fit(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert f"fhrtool roll: error: {message}\n" in _usage_error(capsys, "roll", *argv)


def test_roll_uses_the_default_rules_of_the_preferences(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    home = tmp_path / "home"
    save_preferences(AppPaths.under(home), Preferences(default_rules=RuleOptions(critical_value=2)))
    code, out, _ = _run(capsys, "--home", home, "roll", "2D6>=99", "--seed", "5")
    assert code == 0
    assert "automatic success (dice" in out
    assert "critical 2)" in out
    code, out, _ = _run(capsys, "--home", home, "roll", "2D6>=99", "--dice", "1,2", "--json")
    assert json.loads(out)["command"] == "2D6>=99[2,2]"


def test_roll_refuses_a_bad_expression_with_where_it_went_wrong(capsys: pytest.CaptureFixture[str]) -> None:
    err = _usage_error(capsys, "roll", "2D6+x")
    assert "cannot roll '2D6+x': unexpected 'x' at column 5: expected a number" in err
    assert "usage: fhrtool roll" in err
    assert "a die has 1–10000 faces, not 0" in _usage_error(capsys, "roll", "1D0")
    assert "C(1+1) is a BCDice command that fhrtool does not roll" in _usage_error(
        capsys, "roll", "C(1+1)", "--json"
    )
    assert "fhrtool counts successes (B) against a target, such as 5B10>=4" in _usage_error(
        capsys, "roll", "3B6", "--json"
    )


def test_no_traceback_for_hostile_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "hostile.fhrc"
    path.write_bytes(b"\xff\xfe\x00" + b"[" * 10_000)
    code, _, err = _run(capsys, "validate", path)
    assert code == cli.EXIT_FAILURE
    assert "Traceback" not in err
    assert err.count("\n") == 1


def test_a_utf16_file_is_named_as_such(capsys: pytest.CaptureFixture[str], sheet_file: Path) -> None:
    """What Windows' Notepad saves as "Unicode"."""
    sheet_file.write_bytes(sheet_file.read_text(encoding="utf-8").encode("utf-16"))
    assert _run(capsys, "validate", sheet_file) == (
        cli.EXIT_FAILURE,
        "",
        f"{sheet_file}: UTF-16 text: fhrtool reads UTF-8 text; save the file as UTF-8 and open it again\n",
    )


@pytest.mark.usefixtures("qapp")  # the translators need an application; the test run's own serves
def test_a_utf16_file_is_named_as_such_in_japanese(
    capsys: pytest.CaptureFixture[str], sheet_file: Path
) -> None:
    sheet_file.write_bytes(sheet_file.read_text(encoding="utf-8").encode("utf-16-le"))
    assert _run(capsys, "--lang", "ja", "validate", sheet_file) == (
        cli.EXIT_FAILURE,
        "",
        f"{sheet_file}：UTF-16のテキストです。fhrtoolが読むのはUTF-8のテキストです。UTF-8で保存し直してから開いてください\n",
    )


def test_terminal_escape_sequences_in_names_in_a_file_are_not_sent(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "eve.fhrs"
    # model_copy does not validate: the file holds the escape codes, as a hostile file would.
    eve = Character(name="Eve", reflex=9).model_copy(update={"name": "Eve\x1b]0;owned\x07"})
    write_sheet(path, Sheet(character=eve))
    assert b"\\u001b]0;owned\\u0007" in path.read_bytes()
    code, out, _ = _run(capsys, "validate", path)
    assert code == 0
    assert "\x1b" not in out
    assert "\x07" not in out
    assert f"{path}: valid sheet of Eve]0;owned" in out


# The loading gate


def test_import_refuses_to_push_a_campaign_past_its_limits(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The campaign has the most emotions the model allows; the sheet brings one more."""
    catalogue = tuple(Emotion(id=f"e{n}", name_ja=f"感情{n}", bond=1) for n in range(1_000))
    into = tmp_path / "full.fhrc"
    write_campaign(into, Campaign(emotions=catalogue))
    sheet = tmp_path / "dan.fhrs"
    newcomer = Emotion(id="new", name_ja="新しい", bond=3)
    write_sheet(sheet, Sheet(character=Character(name="Dan", unused_emotions=("new",)), emotions=(newcomer,)))
    before = into.read_bytes()
    code, out, err = _run(capsys, "import", sheet, "--into", into)
    assert (code, out) == (cli.EXIT_FAILURE, "")
    assert (
        err == f"fhrtool import: {into}: {sheet} is not added: Emotion list can hold at most 1000, not 1001\n"
    )
    assert into.read_bytes() == before
    assert backups(into) == []


def test_validate_lists_the_repairs_opening_makes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "old-times.fhrc"
    raw = json.loads(encode_campaign(Campaign(name="Old")))
    raw["data"]["log"] = [
        {"kind": "note", "at": "0001-01-01T00:00:00"},
        {"kind": "note", "at": "9999-12-31T23:59:59-12:00"},
    ]
    path.write_text(json.dumps(raw), encoding="utf-8")
    before = path.read_bytes()
    assert _run(capsys, "validate", path) == (
        0,
        f"{path}: valid campaign, 0 characters, repaired when opened (1)\n"
        f"{path}: repaired: 2 log entries had a time that cannot be shown: their time was removed\n",
        "",
    )
    code, out, _ = _run(capsys, "migrate", path)
    assert code == 0
    assert out.startswith(f"{path}: repaired: 2 log entries")
    assert path.read_bytes() == before


# The command line's language ------------------------------------------------------------------------


def _in_japanese_locale(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("LC_")}
    env["LANG"] = "ja_JP.UTF-8"
    return subprocess.run(
        [sys.executable, "-m", "fhrtool", *argv],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=env,
    )


def test_a_japanese_system_gets_the_messages_in_japanese(tmp_path: Path) -> None:
    missing = tmp_path / "missing.fhrc"
    finished = _in_japanese_locale("validate", str(missing))
    assert (finished.returncode, finished.stdout) == (cli.EXIT_FAILURE, "")
    assert finished.stderr == f"{missing}：ファイルがありません\n"


def test_a_japanese_system_gets_argparse_s_words_in_japanese_too() -> None:
    finished = _in_japanese_locale("roll")
    assert finished.returncode == cli.EXIT_USAGE
    assert finished.stderr.startswith("使い方: fhrtool roll")
    assert "fhrtool roll: エラー: 次の引数が必要です: EXPR" in finished.stderr
    helped = _in_japanese_locale("--help")
    assert helped.returncode == 0
    assert "オプション:" in helped.stdout
    assert "キャンペーン（.fhrc）とシート（.fhrs）のファイルを検査する" in helped.stdout


def test_english_asked_for_is_english_on_a_japanese_system(tmp_path: Path) -> None:
    missing = tmp_path / "missing.fhrc"
    finished = _in_japanese_locale("--lang", "en", "validate", str(missing))
    assert (finished.returncode, finished.stderr) == (cli.EXIT_FAILURE, f"{missing}: no such file\n")


@pytest.mark.usefixtures("qapp")  # the translators need an application; the test run's own serves
def test_lang_ja_speaks_japanese_and_english_comes_back_afterwards(
    capsys: pytest.CaptureFixture[str], campaign_file: Path, tmp_path: Path
) -> None:
    missing = tmp_path / "missing.fhrc"
    assert _run(capsys, "--lang", "ja", "validate", missing, campaign_file) == (
        cli.EXIT_FAILURE,
        f"{campaign_file}: 正しいキャンペーン、キャラクター2人\n",
        f"{missing}：ファイルがありません\n",
    )
    assert "エラー: --dice 3: 2D6 で振るダイスは1個ではなく2個です" in _usage_error(
        capsys, "--lang=ja", "roll", "2D6", "--dice", "3"
    )
    assert _run(capsys, "validate", missing) == (cli.EXIT_FAILURE, "", f"{missing}: no such file\n")
    assert "error: --dice 3: 2D6 rolls 2 dice, not 1" in _usage_error(capsys, "roll", "2D6", "--dice", "3")


@pytest.mark.usefixtures("qapp")
def test_the_preferences_choose_the_language(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save_preferences(AppPaths.default(), Preferences(language="ja"))
    code, out, err = _run(capsys, "roll", "2D6", "--dice", "3,4")
    assert (code, out, err) == (0, "2D6 → 2D6[3,4] = 7\n", "")  # a roll reads as BCDice's, in any language
    assert _run(capsys, "migrate", tmp_path / "none.fhrc")[2] == (
        f"fhrtool migrate: {tmp_path / 'none.fhrc'}：ファイルがありません\n"
    )


def test_one_die_is_one_die(capsys: pytest.CaptureFixture[str]) -> None:
    assert "error: --dice 3,4: 1D6 rolls 1 die, not 2" in _usage_error(capsys, "roll", "1D6", "--dice", "3,4")


@pytest.mark.parametrize(
    ("argv", "leading"),
    [
        (["--lang", "ja", "validate", "x"], ({"--lang": "ja"}, ["validate", "x"])),
        (
            ["--home", "h", "--lang=en", "export", "--lang", "ja"],
            ({"--home": "h", "--lang": "en"}, ["export", "--lang", "ja"]),
        ),
        (["export", "--lang", "ja"], ({}, ["export", "--lang", "ja"])),
        (["--lang"], ({}, ["--lang"])),
    ],
)
def test_only_the_options_before_the_command_choose_the_language(
    argv: list[str], leading: tuple[dict[str, str], list[str]]
) -> None:
    assert leading_options(argv) == leading


def test_a_language_before_the_command_still_asks_for_the_command() -> None:
    assert is_command_line(["--lang", "ja", "validate", "x.fhrc"])
    assert not is_command_line(["--lang", "ja"])
    assert not is_command_line(["--home", "h", "--lang", "ja", "campaign.fhrc"])
    assert is_command_line(["--lang=ja", "roll", "2D6"])


def test_the_command_line_offers_the_languages_of_the_application() -> None:
    from fhrtool.app.i18n import LANGUAGES

    assert cli.INTERFACE_LANGUAGES == LANGUAGES  # a copy, so that English loads no Qt
