import json
from pathlib import Path
from typing import Any

import pytest

from fhrtool import __version__
from fhrtool.model import Campaign, Character, Pool, Sheet
from fhrtool.storage import atomic, files
from fhrtool.storage.atomic import BACKUP_FOLDER, backups
from fhrtool.storage.envelope import CAMPAIGN_SCHEMA, SHEET_SCHEMA, Migrations
from fhrtool.storage.errors import LoadError, NewerVersionError, SaveError
from fhrtool.storage.files import (
    Loaded,
    encode_campaign,
    encode_sheet,
    parse_campaign,
    parse_sheet,
    read_campaign,
    read_campaign_stamped,
    read_sheet,
    write_campaign,
    write_sheet,
)
from fhrtool.storage.stamp import stamp_of

ALDO = Character(id="aldo", name="アルド", hope=Pool(current=2, maximum=5))
CAMPAIGN = Campaign(name="草原の冒険", characters=(ALDO,))


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {
        str(path.relative_to(folder)): (path.read_bytes(), path.stat().st_mtime_ns)
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def _envelope(campaign: Campaign, **changes: object) -> dict[str, Any]:
    raw: dict[str, Any] = json.loads(encode_campaign(campaign))
    raw.update(changes)
    return raw


def _write_raw(path: Path, raw: object) -> bytes:
    data = json.dumps(raw, ensure_ascii=False).encode()
    path.write_bytes(data)
    return data


def test_a_sheet_of_format_1_reads_as_one_that_says_nothing_of_its_export(tmp_path: Path) -> None:
    path = tmp_path / "old.fhrs"
    raw = json.loads(encode_sheet(Sheet(character=ALDO)))
    _write_raw(path, {**raw, "schema_version": 1})
    assert read_sheet(path) == Loaded(Sheet(character=ALDO), schema_version=1, migrated=True)


def test_a_sheet_s_base_is_its_own_character_and_names_only_known_emotions(tmp_path: Path) -> None:
    path = tmp_path / "aldo.fhrs"
    raw = json.loads(encode_sheet(Sheet(character=ALDO)))
    other = json.loads(Character(id="other", name="x").model_dump_json())
    _write_raw(path, {**raw, "data": {**raw["data"], "base": other}})
    with pytest.raises(LoadError, match="the base is of another character"):
        read_sheet(path)
    base = json.loads(ALDO.model_copy(update={"unused_emotions": ("their-own",)}).model_dump_json())
    _write_raw(path, {**raw, "data": {**raw["data"], "base": base}})
    loaded = read_sheet(path)
    assert [emotion.id for emotion in loaded.value.emotions] == ["their-own"]
    assert len(loaded.notes) == 1


def test_a_campaign_is_saved_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "adventure.fhrc"
    write_campaign(path, CAMPAIGN)
    assert read_campaign(path) == Loaded(CAMPAIGN, schema_version=CAMPAIGN_SCHEMA, migrated=False)


def test_a_campaign_read_stamped_is_the_campaign_read_with_the_stamp_of_its_file(tmp_path: Path) -> None:
    path = tmp_path / "adventure.fhrc"
    write_campaign(path, CAMPAIGN)
    loaded, stamp = read_campaign_stamped(path)
    assert loaded == read_campaign(path)
    assert stamp == stamp_of(path)


def test_a_file_that_does_not_open_has_no_stamp(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match=r"gone.fhrc: no such file$"):
        read_campaign_stamped(tmp_path / "gone.fhrc")


def test_a_sheet_is_saved_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "aldo.fhrs"
    sheet = Sheet(character=ALDO)
    write_sheet(path, sheet)
    assert read_sheet(path) == Loaded(sheet, schema_version=SHEET_SCHEMA, migrated=False)
    assert parse_sheet(encode_sheet(sheet)).value == sheet


def test_the_file_is_readable_json_in_the_envelope() -> None:
    data = encode_campaign(CAMPAIGN)
    text = data.decode("utf-8")
    assert "草原の冒険" in text  # Japanese stays readable, not \\u-escaped
    assert text.endswith("}\n")
    raw = json.loads(text)
    assert {key: raw[key] for key in ("format", "kind", "schema_version", "app_version")} == {
        "format": "fhrtool",
        "kind": "campaign",
        "schema_version": 2,
        "app_version": __version__,
    }
    assert raw["data"]["characters"][0]["name"] == "アルド"


def test_a_lone_surrogate_is_refused_on_loading() -> None:
    """JSON escapes can carry text that has no UTF-8 form; such a campaign could never be saved."""
    raw = _envelope(CAMPAIGN)
    raw["data"]["name"] = "half \ud83d"
    with pytest.raises(LoadError, match=r"^name: Input should be a valid string"):
        parse_campaign(json.dumps(raw).encode())


def test_an_invalid_campaign_names_the_file_the_character_and_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "adventure.fhrc"
    raw = _envelope(CAMPAIGN)
    raw["data"]["characters"][0]["name"] = "Aldo"
    raw["data"]["characters"][0]["hope"]["current"] = 7
    _write_raw(path, raw)
    with pytest.raises(LoadError) as error:
        read_campaign(path)
    assert str(error.value) == f"{path}: character 'Aldo': hope: 7 exceeds its maximum 5"
    assert error.value.path == path
    assert error.value.template == "{file}: {place}: {problem}"


def test_parse_names_the_source_it_is_given() -> None:
    with pytest.raises(LoadError, match=r"^clipboard: line 1, column 1: not valid JSON"):
        parse_campaign(b"hello", "clipboard")
    with pytest.raises(LoadError, match=r"^line 1, column 1: not valid JSON") as error:
        parse_sheet(b"hello")
    assert error.value.path is None


def test_a_sheet_is_not_a_campaign(tmp_path: Path) -> None:
    path = tmp_path / "aldo.fhrs"
    write_sheet(path, Sheet(character=ALDO))
    with pytest.raises(LoadError, match=r"aldo.fhrs: a sheet file, not a campaign file$"):
        read_campaign(path)
    campaign_path = tmp_path / "a.fhrc"
    write_campaign(campaign_path, CAMPAIGN)
    with pytest.raises(LoadError, match=r"a.fhrc: a campaign file, not a sheet file$"):
        read_sheet(campaign_path)


def test_reading_a_missing_file_names_it(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match=r"gone.fhrc: no such file$") as error:
        read_campaign(tmp_path / "gone.fhrc")
    assert error.value.path == tmp_path / "gone.fhrc"


def test_a_newer_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.fhrc"
    _write_raw(path, _envelope(CAMPAIGN, schema_version=3, app_version="2.0.0"))
    with pytest.raises(
        NewerVersionError, match=r"future.fhrc: made by a newer fhrtool 2.0.0; update to open it$"
    ):
        read_campaign(path)


def test_a_campaign_of_format_3_is_refused_with_its_format(tmp_path: Path) -> None:
    path = tmp_path / "future.fhrc"
    raw = _envelope(CAMPAIGN, schema_version=3)
    del raw["app_version"]
    _write_raw(path, raw)
    with pytest.raises(
        NewerVersionError, match=r"future.fhrc: made by a newer fhrtool \(file format 3\); update to open it$"
    ):
        read_campaign(path)


def test_a_campaign_of_format_1_opens_as_it_is_and_is_upgraded_on_its_first_save(tmp_path: Path) -> None:
    path = tmp_path / "old.fhrc"
    original = _write_raw(path, _envelope(CAMPAIGN, schema_version=1, app_version="0.1.0"))
    loaded = read_campaign(path)
    assert loaded == Loaded(CAMPAIGN, schema_version=1, migrated=True)
    assert loaded.changed
    assert parse_campaign(original) == loaded
    assert path.read_bytes() == original
    write_campaign(path, loaded.value, backup_original=loaded.changed)
    assert (tmp_path / BACKUP_FOLDER / "old.v1.fhrc").read_bytes() == original
    assert json.loads(path.read_bytes())["schema_version"] == CAMPAIGN_SCHEMA == 2
    assert read_campaign(path) == Loaded(CAMPAIGN, schema_version=2, migrated=False)


def test_a_campaign_of_format_1_that_does_not_validate_is_refused_as_one_of_format_2_would_be(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.fhrc"
    raw = _envelope(CAMPAIGN, schema_version=1)
    raw["data"]["characters"][0]["hope"]["current"] = "2"
    _write_raw(path, raw)
    with pytest.raises(LoadError, match=r"old.fhrc: .*hope") as old:
        read_campaign(path)
    _write_raw(path, {**raw, "schema_version": 2})
    with pytest.raises(LoadError) as current:
        read_campaign(path)
    assert str(old.value) == str(current.value)


@pytest.mark.parametrize("valid", [True, False])
def test_loading_never_writes_anything(tmp_path: Path, valid: bool) -> None:
    path = tmp_path / "a.fhrc"
    write_campaign(path, CAMPAIGN)
    write_campaign(path, CAMPAIGN.model_copy(update={"name": "second"}))
    if not valid:
        path.write_bytes(path.read_bytes()[:-20])
    before = _snapshot(tmp_path)
    if valid:
        read_campaign(path)
    else:
        with pytest.raises(LoadError):
            read_campaign(path)
    assert _snapshot(tmp_path) == before


def _upgrading_registry() -> Migrations:
    """Version 1 had ``title`` where version 2 has ``name``; version 3 added nothing but a new number."""
    migrations = Migrations({"campaign": 3, "sheet": 1})

    @migrations.register("campaign", 1)
    def title_to_name(data: dict[str, Any]) -> dict[str, Any]:
        data = dict(data)
        data["name"] = data.pop("title")
        return data

    migrations.register("campaign", 2)(dict)
    return migrations


def _old_file(path: Path) -> bytes:
    raw = _envelope(CAMPAIGN, schema_version=1)
    raw["data"]["title"] = raw["data"].pop("name")
    return _write_raw(path, raw)


def test_an_older_file_is_upgraded_by_its_migrations(tmp_path: Path) -> None:
    path = tmp_path / "old.fhrc"
    original = _old_file(path)
    loaded = read_campaign(path, migrations=_upgrading_registry())
    assert loaded == Loaded(CAMPAIGN, schema_version=1, migrated=True)
    assert path.read_bytes() == original
    assert parse_campaign(original, migrations=_upgrading_registry()).migrated


def test_without_its_migration_an_older_file_is_not_understood(tmp_path: Path) -> None:
    path = tmp_path / "old.fhrc"
    _old_file(path)
    with pytest.raises(LoadError, match=r"old.fhrc: cannot be upgraded from format 1$"):
        read_campaign(path, migrations=Migrations({"campaign": 2, "sheet": 1}))


def test_a_file_already_current_is_not_migrated(tmp_path: Path) -> None:
    path = tmp_path / "new.fhrc"
    _write_raw(path, _envelope(CAMPAIGN, schema_version=3))
    assert read_campaign(path, migrations=_upgrading_registry()) == Loaded(CAMPAIGN, 3, migrated=False)


def test_the_first_save_after_a_migration_keeps_the_original(tmp_path: Path) -> None:
    path = tmp_path / "old.fhrc"
    original = _old_file(path)
    loaded = read_campaign(path, migrations=_upgrading_registry())
    write_campaign(path, loaded.value, backup_original=loaded.migrated)
    kept = tmp_path / BACKUP_FOLDER / "old.v1.fhrc"
    assert kept.read_bytes() == original
    assert read_campaign(path).value == CAMPAIGN
    # Later saves do not ask for it again; the copy stays as it was.
    write_campaign(path, CAMPAIGN.model_copy(update={"name": "later"}))
    assert kept.read_bytes() == original


def test_a_second_original_copy_never_overwrites_the_first(tmp_path: Path) -> None:
    path = tmp_path / "old.fhrc"
    first = _old_file(path)
    write_campaign(path, CAMPAIGN, backup_original=True)
    second = _old_file(path) + b" "
    path.write_bytes(second)
    write_campaign(path, CAMPAIGN, backup_original=True)
    assert (tmp_path / BACKUP_FOLDER / "old.v1.fhrc").read_bytes() == first
    assert (tmp_path / BACKUP_FOLDER / "old.v1-2.fhrc").read_bytes() == second


@pytest.mark.parametrize(
    "content", [b"not json", b"[]", b'{"schema_version": "one"}', b'{"schema_version": true}']
)
def test_an_original_that_does_not_say_its_version_is_kept_as_original(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "odd.fhrc"
    path.write_bytes(content)
    write_campaign(path, CAMPAIGN, backup_original=True)
    assert (tmp_path / BACKUP_FOLDER / "odd.original.fhrc").read_bytes() == content


def test_backup_original_without_a_file_keeps_nothing(tmp_path: Path) -> None:
    path = tmp_path / "new.fhrc"
    write_campaign(path, CAMPAIGN, backup_original=True)
    assert sorted(item.name for item in tmp_path.iterdir()) == ["new.fhrc"]


def test_saves_keep_five_generations(tmp_path: Path) -> None:
    path = tmp_path / "a.fhrc"
    for number in range(8):
        write_campaign(path, CAMPAIGN.model_copy(update={"name": f"save {number}"}))
    names = [read_campaign(backup).value.name for backup in backups(path)]
    assert names == ["save 6", "save 5", "save 4", "save 3", "save 2"]
    assert read_campaign(path).value.name == "save 7"


def test_sheets_keep_generations_too(tmp_path: Path) -> None:
    path = tmp_path / "aldo.fhrs"
    for level in (1, 2, 3):
        write_sheet(path, Sheet(character=ALDO.model_copy(update={"level": level})))
    assert [read_sheet(backup).value.character.level for backup in backups(path)] == [2, 1]


def test_an_exception_while_encoding_leaves_the_file_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "a.fhrc"
    write_campaign(path, CAMPAIGN)
    write_campaign(path, CAMPAIGN.model_copy(update={"name": "second"}))
    before = _snapshot(tmp_path)

    class Broken:
        def to_json(self, *_args: object, **_kwargs: object) -> bytes:
            raise RuntimeError("encoder bug")

    monkeypatch.setattr(files, "_envelope_serializer", lambda _model: Broken())
    with pytest.raises(RuntimeError, match="encoder bug"):
        write_campaign(path, CAMPAIGN.model_copy(update={"name": "third"}), backup_original=True)
    assert _snapshot(tmp_path) == before


def test_a_disk_error_leaves_the_file_and_the_backups_as_they_were(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "a.fhrc"
    write_campaign(path, CAMPAIGN)
    write_campaign(path, CAMPAIGN.model_copy(update={"name": "second"}))
    before = _snapshot(tmp_path)

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(SaveError, match=r"a.fhrc: the disk is full$"):
        write_campaign(path, CAMPAIGN.model_copy(update={"name": "third"}))
    assert _snapshot(tmp_path) == before
