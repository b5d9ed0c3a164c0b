"""Never write what cannot be read: every writer passes its bytes through the loading gate first."""

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from fhrtool.model import BoardEntry, Campaign, Character, Emotion, LogEntry, Sheet, Skill, TensionMode
from fhrtool.model.campaign import LOG_MAX
from fhrtool.storage import files
from fhrtool.storage.envelope import wrap
from fhrtool.storage.errors import SaveError
from fhrtool.storage.files import (
    encode_campaign,
    encode_sheet,
    parse_campaign,
    read_campaign,
    write_campaign,
    write_sheet,
)
from fhrtool.storage.jsonfile import (
    MAX_FILE_BYTES,
    MAX_VALUES,
    ROSTER_BYTES,
    ROSTER_VALUES,
    dump_json,
    structure_of,
    values_in,
)

from .hostile import campaign


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def _twin_skills(record: Character) -> Character:
    # model_copy does not validate: how a step with a bug could build such a character.
    skill = Skill(id="twin", name="Twin")
    return record.model_copy(update={"skills": (skill, skill)})


def test_a_campaign_that_would_not_open_again_is_not_saved(tmp_path: Path) -> None:
    path = tmp_path / "moon.fhrc"
    write_campaign(path, campaign())
    before = _snapshot(tmp_path)
    broken = campaign().model_copy(
        update={"characters": (_twin_skills(campaign().characters[0]), campaign().characters[1])}
    )
    with pytest.raises(SaveError) as refused:
        write_campaign(path, broken, backup_original=True)
    assert str(refused.value).startswith(f"{path}: would not open again, so it is not saved: ")
    assert "two skills share the id 'twin'" in str(refused.value)
    assert _snapshot(tmp_path) == before


def test_a_campaign_past_the_model_limits_is_not_saved(tmp_path: Path) -> None:
    path = tmp_path / "moon.fhrc"
    emotions = tuple(Emotion(id=f"e{n}", name_ja=f"感情{n}", bond=1) for n in range(1_001))
    with pytest.raises(SaveError, match=r"would not open again, so it is not saved: emotions: "):
        write_campaign(path, Campaign().model_copy(update={"emotions": emotions}))
    assert not path.exists()


def test_a_sheet_that_would_not_open_again_is_not_exported(tmp_path: Path) -> None:
    sheet = Sheet.model_construct(character=_twin_skills(Character(id="aldo", name="Aldo")), emotions=())
    with pytest.raises(SaveError, match=r"^would not open again, .*two skills share the id 'twin'"):
        encode_sheet(sheet)
    with pytest.raises(SaveError, match=r"^[^:]*aldo.fhrs: would not open again"):
        write_sheet(tmp_path / "aldo.fhrs", sheet)
    assert _snapshot(tmp_path) == {}


def test_text_without_a_utf8_form_is_not_saved(tmp_path: Path) -> None:
    path = tmp_path / "moon.fhrc"
    with pytest.raises(SaveError, match=r"moon.fhrc: cannot be written as JSON \(.*surrogates not allowed"):
        write_campaign(path, Campaign().model_copy(update={"name": "half \ud83d"}))
    assert not path.exists()


def test_a_repaired_campaign_is_saved_with_the_original_kept(tmp_path: Path) -> None:
    """The first save after a repair keeps the file as it was, as after an upgrade."""
    path = tmp_path / "moon.fhrc"
    stale = campaign().model_copy(
        update={"encounter": campaign().encounter.model_copy(update={"reacted": ("goblin", "goblin")})}
    )
    write_campaign(path, stale)
    original = path.read_bytes()
    loaded = read_campaign(path)
    assert loaded.changed
    assert not loaded.migrated
    write_campaign(path, loaded.value, backup_original=loaded.changed)
    assert (tmp_path / ".fhrtool-backups" / "moon.v2.fhrc").read_bytes() == original
    assert read_campaign(path).notes == ()


def _long_log(entries: int) -> tuple[LogEntry, ...]:
    """A log as years of play leave it: checks with dice, ids and times."""
    start = datetime(2025, 4, 12, 19, 0, tzinfo=UTC)
    return tuple(
        LogEntry(
            kind="check_resolved",
            params={
                "character_id": "e4b06ce6074147a8bce42c8218072e8c",
                "label": "回避",
                "dice": (3, 5, 6),
                "target": 10,
                "success": True,
            },
            mode=TensionMode.HIGH,
            round=number % 20,
            sequence=number % 13,
            ode=number % 7,
            at=start + timedelta(seconds=number),
        )
        for number in range(entries)
    )


@pytest.mark.slow
def test_a_campaign_with_a_log_of_years_saves_and_opens_again(tmp_path: Path) -> None:
    """120,000 log entries are well past the old 20 MB reading limit (about 60,000 entries)."""
    path = tmp_path / "years.fhrc"
    board = (BoardEntry(id="entry", target_name="Bea", emotions=("trust",), bond=2),)
    years = campaign().model_copy(
        update={
            "log": _long_log(120_000),
            "characters": (campaign().characters[0].model_copy(update={"casting_board": board}),),
        }
    )
    write_campaign(path, years)
    assert 20 * 1024 * 1024 < path.stat().st_size < MAX_FILE_BYTES
    assert read_campaign(path).value == years


def test_the_limits_hold_the_largest_log_the_model_allows() -> None:
    """The model's maximum of log entries, each as large as a realistic one, fits the reading limits."""
    small, large = (encode_campaign(Campaign(log=_long_log(count))) for count in (1_000, 2_000))
    entry_bytes = (len(large) - len(small)) / 1_000
    entry_values = (values_in(structure_of(large)) - values_in(structure_of(small))) / 1_000
    assert LOG_MAX * entry_bytes < MAX_FILE_BYTES - ROSTER_BYTES
    assert LOG_MAX * entry_values < MAX_VALUES - ROSTER_VALUES


def test_files_are_written_as_every_fhrtool_file_is() -> None:
    """One space of indent, UTF-8 text as it is, a final newline: the same bytes as before the faster encoder."""
    record = campaign()
    assert encode_campaign(record) == dump_json(wrap("campaign", record.model_dump(mode="json")))


def test_a_log_entry_added_to_a_log_known_to_open_is_still_proved(tmp_path: Path) -> None:
    """The entries read (or written) before are not checked again; a new one that would not open is refused."""
    path = tmp_path / "moon.fhrc"
    write_campaign(path, campaign().model_copy(update={"log": _long_log(3)}))
    loaded = read_campaign(path).value
    grown = loaded.model_copy(update={"log": (*loaded.log, *_long_log(1))})
    write_campaign(path, grown)
    # model_copy does not validate: how a step with a bug could build such an entry.
    broken = LogEntry(kind="roll").model_copy(update={"round": -1})
    with pytest.raises(SaveError, match=r"would not open again, so it is not saved: log entry 5: round: "):
        write_campaign(path, grown.model_copy(update={"log": (*grown.log, broken)}))
    assert read_campaign(path).value == grown


@pytest.mark.parametrize(
    ("change", "proved"),
    [
        pytest.param(lambda log, new: (*log, new), 1, id="added"),
        pytest.param(lambda log, new: (*log[1:], new), 1, id="first-dropped-and-added"),
        pytest.param(lambda log, new: (new, *log), 1, id="added-first"),
        pytest.param(lambda log, new: log[:2], 0, id="cut-short"),
    ],
)
def test_only_the_entries_not_known_are_proved_again(
    change: Callable[[tuple[LogEntry, ...], LogEntry], tuple[LogEntry, ...]],
    proved: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    record = campaign().model_copy(update={"log": _long_log(3)})
    encode_campaign(record)
    logs: list[int] = []
    gate = files._gate

    def spy(data: bytes, *rest: Any) -> Any:
        logs.append(len(json.loads(data)["data"]["log"]))
        return gate(data, *rest)

    monkeypatch.setattr(files, "_gate", spy)
    changed = record.model_copy(update={"log": change(record.log, LogEntry(kind="roll"))})
    assert parse_campaign(encode_campaign(changed)).value == changed
    assert logs[0] == proved


def test_a_known_log_past_the_limits_is_proved_the_full_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the known entries add counts: past the reading limits, the whole file passes the gate."""
    record = campaign().model_copy(update={"log": _long_log(3)})
    encode_campaign(record)
    proved: list[bytes] = []
    gate = files._gate

    def spy(data: bytes, *rest: Any) -> Any:
        proved.append(data)
        return gate(data, *rest)

    monkeypatch.setattr(files, "_gate", spy)
    monkeypatch.setattr(files, "within_limits", lambda _data: False)
    assert proved == [encode_campaign(record)]
