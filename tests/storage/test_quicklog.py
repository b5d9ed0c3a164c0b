"""A long log read the quick way gives exactly what the full way gives: the same campaign with the same
repairs, or the same refusal. The full way is the reference: the quick one is switched off to get it."""

from __future__ import annotations

import gc
import json
import pickle
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic_core import SchemaSerializer, SchemaValidator
from pydantic_core import core_schema as cs

from fhrtool.model import Campaign, LogEntry, TensionMode
from fhrtool.model.base import KEPT_AS_IS, NAME_MAX, TEXT_MAX, clean_text
from fhrtool.model.record import schema_of
from fhrtool.storage import files, jsonfile, quicklog
from fhrtool.storage.envelope import CAMPAIGN_SCHEMA, MIGRATIONS, Migrations
from fhrtool.storage.errors import LoadError
from fhrtool.storage.files import encode_campaign, parse_campaign, parse_sheet, read_campaign
from fhrtool.storage.quicklog import read_log, split_log
from tests.storage.json_places import places

from .hostile import campaign as hostile_campaign
from .strategies import campaigns, log_entries

Outcome = tuple[str, object]


def _log(count: int = 3) -> tuple[LogEntry, ...]:
    return tuple(
        LogEntry(
            kind="check_resolved",
            params={"label": "回避", "dice": (3, 5), "success": True, "note": None, "names": ("a", "b")},
            mode=TensionMode.HIGH,
            round=number,
            sequence=None if number % 2 else number,
            at=datetime(2025, 4, 12, 19, number, tzinfo=UTC),
        )
        for number in range(count)
    )


CAMPAIGN = hostile_campaign().model_copy(update={"log": _log()})
TEXT = encode_campaign(CAMPAIGN)


@contextmanager
def _full_way() -> Iterator[None]:
    with mock.patch.object(files, "_campaign_with_long_log", return_value=None):
        yield


def _outcome(data: bytes) -> Outcome:
    try:
        loaded = parse_campaign(data, "file")
    except LoadError as error:
        return "refused", str(error)
    return "loaded", (loaded.value, loaded.notes, loaded.schema_version, loaded.migrated)


def _both_ways(data: bytes) -> tuple[Outcome, Outcome]:
    quick = _outcome(data)
    with _full_way():
        full = _outcome(data)
    return quick, full


def _split(data: bytes) -> tuple[bytes, bytes]:
    """The rest of a file and its log's text, as the quick way cuts them."""
    split = split_log(data)
    assert split is not None
    rest, start, end = split
    return rest, data[start:end]


def _quick(data: bytes) -> Campaign | None:
    found = files._campaign_with_long_log(data, MIGRATIONS)
    return None if found is None else found[0]


def test_a_log_as_fhrtool_writes_it_is_read_the_quick_way() -> None:
    assert files._campaign_with_long_log(TEXT, MIGRATIONS) == (CAMPAIGN, CAMPAIGN_SCHEMA)
    quick, full = _both_ways(TEXT)
    assert quick == full == ("loaded", (CAMPAIGN, (), CAMPAIGN_SCHEMA, False))


def test_the_log_is_cut_out_where_fhrtool_writes_it() -> None:
    rest, log = _split(TEXT)
    assert json.loads(log) == json.loads(TEXT)["data"]["log"]
    assert json.loads(rest) == {**json.loads(TEXT), "data": {**json.loads(TEXT)["data"], "log": []}}


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(encode_campaign(Campaign()), id="empty-log"),
        pytest.param(json.dumps(json.loads(TEXT)).encode(), id="one-line"),
        pytest.param(TEXT[: TEXT.index(b'\n  "log": [') + 40], id="cut-short"),
    ],
)
def test_without_a_log_as_fhrtool_writes_it_nothing_is_split(data: bytes) -> None:
    assert split_log(data) is None


def _replaced(old: bytes, new: bytes) -> bytes:
    assert TEXT.count(old) >= 1, old
    return TEXT.replace(old, new, 1)


def _in_envelope(**members: object) -> bytes:
    raw = json.loads(TEXT)
    raw.update(members)
    return json.dumps(raw, ensure_ascii=False, indent=1).encode()


ENTRY = b'"kind": "check_resolved",'
# Each is a campaign file with its log as fhrtool writes it but for one change in or around the log.
CHANGED = {
    "kind-twice": _replaced(ENTRY, ENTRY + b'\n    "kind": "roll",'),
    "round-twice": _replaced(b'"round": 1,', b'"round": 1,\n    "round": 1,'),
    "mode-twice": _replaced(b'"mode": "high",', b'"mode": "high",\n    "mode": "high",'),
    "time-twice": _replaced(b'"at": "2025', b'"at": null,\n    "at": "2025'),
    "param-twice": _replaced(b'"success": true,', b'"success": true,\n     "success": true,'),
    "text-param-twice": _replaced(b'"label": "', b'"label": "x",\n     "label": "'),
    "key-escaped-twice": _replaced(b'"success": true,', b'"success": true,\n     "succ\\u0065ss": false,'),
    "log-twice": _replaced(b'"name": "Moon",', b'"name": "Moon", "log": [],'),
    "log-twice-after": _replaced(b'\n  "options":', b'\n  "log": [],\n  "options":'),
    "log-in-the-envelope": _in_envelope(log=json.loads(TEXT)["data"]["log"]),
    "comment-in-the-envelope": _in_envelope(comment="made by hand"),
    "unknown-key": _replaced(ENTRY, ENTRY + b'\n    "colour": "red",'),
    "key-left-out": _replaced(b'\n    "ode": 0,', b""),
    # One key more and one fewer in one entry: as many keys as fields, one of them twice.
    "key-left-out-one-twice": _replaced(b'\n    "ode": 0,', b'\n    "round": 0,'),
    "control-characters": _replaced(b'"label": "', b'"label": "\\u0007\\t\\u202e'),
    "control-character-in-a-key": _replaced(b'"label": "', b'"la\\u0000bel": "'),
    "line-break-in-a-kind": _replaced(b'"kind": "check_resolved"', b'"kind": "check\\nresolved"'),
    "lone-surrogate": _replaced(b'"label": "', b'"label": "\\udc80'),
    "long-kind": _replaced(b'"kind": "check_resolved"', b'"kind": "' + b"k" * (NAME_MAX + 1) + b'"'),
    "longest-kind": _replaced(b'"kind": "check_resolved"', '"kind": "{}"'.format("𝕜" * NAME_MAX).encode()),
    "long-text": _replaced(b'"label": "', b'"label": "' + b"t" * 30_000),
    "huge-number": _replaced(b'"success": true', b'"success": ' + b"9" * 5_000),
    "huge-sequence": _replaced(b'"sequence": 0', b'"sequence": -' + b"9" * 4_300),
    "big-sequence": _replaced(b'"sequence": 0', b'"sequence": -' + b"9" * 4_299),
    "not-a-number": _replaced(b'"success": true', b'"success": NaN'),
    "infinite": _replaced(b'"success": true', b'"success": 1e999'),
    "fraction": _replaced(b'"success": true', b'"success": 0.5'),
    "true-for-a-round": _replaced(b'"round": 1', b'"round": true'),
    "nested-list": _replaced(b'"success": true', b'"success": [[1]]'),
    "quotes-and-backslashes": _replaced(b'"label": "', b'"label": "\\\\ \\" \\\\\\" '),
    "escaped-quote-in-a-key": _replaced(b'"label": "', b'"la\\"bel": "'),
    "entry-not-an-object": _replaced(b'\n  ],\n  "options"', b',\n   1\n  ],\n  "options"'),
    "time-of-year-1": _replaced(b'"at": "2025-04-12T19:01:00Z"', b'"at": "0001-01-01T00:00:00"'),
    "time-in-1970": _replaced(b'"at": "2025-04-12T19:01:00Z"', b'"at": "1970-06-01T00:00:00+09:00"'),
    "time-as-a-number": _replaced(b'"at": "2025-04-12T19:01:00Z"', b'"at": 1700000000'),
    "bad-escape": _replaced(b'"label": "', b'"label": "\\x'),
    "raw-tab": _replaced(b'"label": "', b'"label": "\t'),
    "not-utf8": _replaced(b'"label": "', b'"label": "\xff'),
    "byte-order-mark": b"\xef\xbb\xbf" + TEXT,
    "byte-order-mark-in-the-log": _replaced(b"\n   {", b"\n   \xef\xbb\xbf{"),
    "trailing-comma": _replaced(b'\n  ],\n  "options"', b',\n  ],\n  "options"'),
    "wrong-kind": TEXT.replace(b'"kind": "campaign"', b'"kind": "sheet"', 1),
    "newer": TEXT.replace(b'"schema_version": 2', b'"schema_version": 3', 1),
    "log-in-a-dict": _replaced(b'"goblin": 3', b'"goblin": 3,\n  "log": [\n   {"kind": "x"}\n  ]'),
    "broken-after-the-log": _replaced(b'\n  "options": {', b'\n  "options": {{'),
}


# A piece of a byte: the log read one entry at a time, each cut between two entries.
PIECES = [quicklog._PIECE_BYTES, 1]


@pytest.mark.parametrize("piece_bytes", PIECES)
@pytest.mark.parametrize("name", CHANGED)
def test_a_changed_log_is_read_as_the_full_way_reads_it(name: str, piece_bytes: int) -> None:
    with mock.patch.object(quicklog, "_PIECE_BYTES", piece_bytes):
        quick, full = _both_ways(CHANGED[name])
    assert quick == full


def test_a_long_log_is_read_in_pieces_cut_between_its_entries() -> None:
    _rest, log = _split(TEXT)
    with mock.patch.object(quicklog, "_PIECE_BYTES", 1):
        pieces = list(quicklog._pieces(log, 0, len(log)))
        assert read_log(log) == read_log(log, 0, len(log)) is not None
    assert [json.loads(piece) for piece in pieces] == [[entry] for entry in json.loads(log)]
    assert list(quicklog._pieces(log, 0, len(log))) == [log]


def test_a_log_longer_than_the_model_takes_goes_the_full_way() -> None:
    _rest, log = _split(TEXT)
    with mock.patch.object(quicklog, "LOG_MAX", len(CAMPAIGN.log) - 1):
        assert read_log(log) is None


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("kind-twice", 'the key "kind" appears twice in one object'),
        ("param-twice", 'the key "success" appears twice in one object'),
        ("key-escaped-twice", 'the key "success" appears twice in one object'),
        ("log-twice", 'the key "log" appears twice in one object'),
        ("huge-number", "not valid JSON"),
        ("lone-surrogate", "Invalid JSON: lone leading surrogate"),
        ("long-kind", "log entry 1: kind: String should have at most 200 characters"),
        ("key-left-out-one-twice", 'the key "round" appears twice in one object'),
    ],
)
def test_what_the_full_way_refuses_stays_refused(name: str, expected: str) -> None:
    quick, _full = _both_ways(CHANGED[name])
    assert quick[0] == "refused"
    assert expected in str(quick[1])


@pytest.mark.parametrize(
    "name",
    ["longest-kind", "quotes-and-backslashes", "escaped-quote-in-a-key", "big-sequence", "byte-order-mark"],
)
def test_unusual_but_valid_logs_are_still_read_the_quick_way(name: str) -> None:
    quick, _full = _both_ways(CHANGED[name])
    assert quick[0] == "loaded"
    assert _quick(CHANGED[name]) is not None


def test_a_time_near_the_bounds_is_checked_exactly() -> None:
    assert parse_campaign(CHANGED["time-in-1970"]).notes == ()
    assert parse_campaign(CHANGED["time-of-year-1"]).notes != ()


def test_what_needs_cleaning_is_cleaned_the_full_way() -> None:
    data = CHANGED["control-characters"]
    assert _quick(data) is None
    loaded = parse_campaign(data)
    assert loaded.value.log[0].params["label"] == "\t回避"


def test_a_log_in_the_envelope_is_no_log_of_the_campaign() -> None:
    assert parse_campaign(CHANGED["log-in-the-envelope"]).value.log == CAMPAIGN.log
    # Indented by two, the envelope's members look like the campaign's to the quick way.
    envelope = json.loads(TEXT)
    campaign = envelope.pop("data")
    envelope |= {"log": campaign.pop("log"), "options": {}, "data": campaign}
    text = json.dumps(envelope, ensure_ascii=False, indent=2).encode()
    assert split_log(text) is not None
    assert _quick(text) is None
    assert parse_campaign(text).value.log == ()


def _log_in_a_params_object() -> bytes:
    """A file whose log, on one line, holds an entry with params that look like the log fhrtool writes."""
    start, end = TEXT.index(b'\n  "log": [') + 1, TEXT.index(b'\n  ],\n  "options"') + 4
    params = b'{\n  "log": [\n   {"kind": "y"}\n  ],\n  "options": "z"}'
    return TEXT[:start] + b'  "log":[{"kind": "x", "params": ' + params + b"}]" + TEXT[end:]


def test_a_list_in_a_params_object_is_never_taken_for_the_log() -> None:
    data = _log_in_a_params_object()
    _rest, log = _split(data)
    assert json.loads(log) == [{"kind": "y"}]
    assert _quick(data) is None
    quick, full = _both_ways(data)
    assert quick == full
    assert quick[0] == "refused"


def test_a_list_in_the_envelope_is_never_taken_for_the_log() -> None:
    # The envelope's version holds something like the log fhrtool writes; the campaign's log is empty.
    version = '{\n  "log": [\n   {"kind": "y"}\n  ],\n  "options": "z"}'
    campaign = json.dumps({**json.loads(TEXT)["data"], "log": []}, ensure_ascii=False)
    head = '{"format": "fhrtool", "kind": "campaign", "schema_version": 2'
    data = f'{head}, "app_version": {version}, "data": {campaign}}}'.encode()
    assert split_log(data) is not None
    assert _quick(data) is None
    quick, full = _both_ways(data)
    assert quick == full
    assert quick[0] == "loaded"
    assert parse_campaign(data).value.log == ()


def test_an_older_file_goes_the_full_way_and_is_upgraded() -> None:
    migrations = Migrations({"campaign": 3, "sheet": 1})
    migrations.register("campaign", 2)(lambda data: data)
    assert files._campaign_with_long_log(TEXT, migrations) is None
    assert parse_campaign(TEXT, migrations=migrations).migrated


def test_a_file_of_a_format_that_reads_as_the_current_one_is_read_the_quick_way_and_upgraded() -> None:
    old = TEXT.replace(b'"schema_version": 2', b'"schema_version": 1', 1)
    assert files._campaign_with_long_log(old, MIGRATIONS) == (CAMPAIGN, 1)
    quick, full = _both_ways(old)
    assert quick == full == ("loaded", (CAMPAIGN, (), 1, True))


def test_the_quick_way_runs_the_migrations_of_the_rest_and_their_refusal_sends_it_the_full_way() -> None:
    migrations = Migrations({"campaign": 3, "sheet": 1})
    seen: list[object] = []

    @migrations.register("campaign", 2, as_is=True)
    def refuse(data: dict[str, Any]) -> dict[str, Any]:
        seen.append(data["log"])
        raise ValueError("no")

    assert files._campaign_with_long_log(TEXT, migrations) is None
    assert seen == [[]]
    with pytest.raises(LoadError, match=r"cannot be upgraded from format 2 \(ValueError: no\)$"):
        parse_campaign(TEXT, migrations=migrations)


def test_a_sheet_has_no_log_to_read_the_quick_way() -> None:
    with mock.patch.object(files, "_campaign_with_long_log") as quick, pytest.raises(LoadError):
        parse_sheet(TEXT)
    quick.assert_not_called()


def test_a_file_larger_than_the_limit_goes_the_full_way() -> None:
    with mock.patch.object(files, "MAX_FILE_BYTES", len(TEXT) - 1):
        assert _quick(TEXT) is None


def test_a_log_with_more_values_than_the_limit_leaves_goes_the_full_way() -> None:
    log = read_log(_split(TEXT)[1])
    assert log is not None
    with mock.patch.object(files, "MAX_VALUES", log.values):
        assert _quick(TEXT) is None
        # The full way counts the values of the file itself, within the real limit.
        assert parse_campaign(TEXT).value == CAMPAIGN


LOG = SchemaSerializer(schema_of(tuple[LogEntry, ...]))


def _items(value: object) -> int:
    """The values :func:`.jsonfile.parse_json` counts in a JSON value: each list and object counts its
    items, one at least."""
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return max(len(value), 1) + sum(map(_items, value))
    return 0


@settings(max_examples=200, deadline=None)
@given(log=st.lists(log_entries(), min_size=1, max_size=6))
def test_a_logs_values_are_counted_as_the_full_way_counts_them(log: list[LogEntry]) -> None:
    text = LOG.to_json(tuple(log), indent=1)
    read = read_log(text)
    assert read is not None
    assert read.entries == tuple(log)
    assert read.values == _items(json.loads(text))


@settings(max_examples=60, deadline=None)
@given(campaign=campaigns(), log=st.lists(log_entries(), min_size=1, max_size=6))
def test_any_valid_log_is_read_the_quick_way_equal(campaign: Campaign, log: list[LogEntry]) -> None:
    campaign = campaign.model_copy(update={"log": tuple(log)})
    data = encode_campaign(campaign)
    assert _quick(data) == campaign


LOG_VALUES = st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=6)
JSON_VALUES = (
    LOG_VALUES
    | st.lists(LOG_VALUES, max_size=3)
    | st.dictionaries(st.text(max_size=6), LOG_VALUES, max_size=3)
    | st.lists(
        st.lists(LOG_VALUES, max_size=2) | st.dictionaries(st.text(max_size=3), LOG_VALUES), max_size=2
    )
)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_wrong_values_in_a_log_are_read_as_the_full_way_reads_them(data: st.DataObject) -> None:
    piece_bytes = data.draw(st.sampled_from(PIECES))
    raw = json.loads(TEXT)
    for _ in range(data.draw(st.integers(1, 3))):
        container, key = data.draw(st.sampled_from(places(raw["data"]["log"])))
        if isinstance(container, dict) and data.draw(st.booleans()):
            del container[key]
        else:
            container[key] = data.draw(JSON_VALUES)
    text = json.dumps(raw, ensure_ascii=False, indent=1).encode()
    with mock.patch.object(quicklog, "_PIECE_BYTES", piece_bytes):
        quick, full = _both_ways(text)
    assert quick == full


REPEATS = st.sampled_from(
    [b'"kind": "x",', b'"round": 2,', b'"at": null,', b'"mode": "low",', b'"params": {},']
)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_bytes_inserted_in_a_log_are_read_as_the_full_way_reads_them(data: st.DataObject) -> None:
    start = TEXT.index(b'\n  "log": [')
    end = TEXT.index(b"\n  ]", start)
    at = data.draw(st.integers(start + 12, end))
    inserted = data.draw(REPEATS | st.sampled_from([b'"', b"\\", b'\\"', b",", b"{", b"}", b"[", b"]", b":"]))
    text = TEXT[:at] + inserted + TEXT[at:]
    with mock.patch.object(quicklog, "_PIECE_BYTES", data.draw(st.sampled_from(PIECES))):
        quick, full = _both_ways(text)
    assert quick == full


def test_the_quick_strings_are_exactly_those_each_cleaning_keeps() -> None:
    # pydantic checks the patterns itself: every character is tried with them, against the cleaners.
    characters = [chr(code) for code in range(sys.maxunicode + 1) if not 0xD800 <= code <= 0xDFFF]
    text = json.dumps(characters).encode()
    for validator, (pattern, _most) in KEPT_AS_IS.items():
        refused = set()
        try:
            SchemaValidator(cs.list_schema(cs.str_schema(pattern=pattern))).validate_json(text)
        except Exception as error:  # a ValidationError listing every character refused
            refused = {problem["loc"][0] for problem in error.errors()}  # type: ignore[attr-defined]
        changed = {index for index, char in enumerate(characters) if validator(char) != char}
        assert refused == changed, validator


def test_every_character_a_cleaning_changes_is_looked_at() -> None:
    # Each is an ASCII control (unescaped, no JSON text holds it), DEL, or begins with a byte looked for.
    looked_for = set(b"".join(quicklog._CHANGED_FIRST_BYTES))
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        if 0xD800 <= code <= 0xDFFF or all(validator(char) == char for validator in KEPT_AS_IS):
            continue
        assert code < 0x20 or code == 0x7F or char.encode()[0] in looked_for, hex(code)


def test_a_character_looked_at_is_kept_exactly_when_every_cleaning_keeps_it() -> None:
    looked_for = set(b"".join(quicklog._CHANGED_FIRST_BYTES))
    for code in range(0x80, sys.maxunicode + 1):
        char = chr(code)
        if 0xD800 <= code <= 0xDFFF or char.encode()[0] not in looked_for:
            continue
        kept = all(pattern.match(char) for pattern in quicklog._kept_patterns())
        assert kept is all(validator(char) == char for validator in KEPT_AS_IS), hex(code)


KEPT_RAW = [
    "…",
    "（",
    "°",
    "😀",
    "\U000ffffd",
    "\ufeff",
    "\u2027",
    "\u202f",
    "\u2065",
    "\u206a",
    "\ufdcf",
    "\ufdf0",
]
CHANGED_RAW = ["\x7f", "\x85", "\u2028", "\u202e", "\u2066", "\ufdd0", "\ufffe", "\U0001ffff", "\U0010ffff"]


@pytest.mark.parametrize("char", KEPT_RAW + CHANGED_RAW)
def test_a_character_written_as_it_is_in_a_log_is_read_as_the_full_way_reads_it(char: str) -> None:
    data = _replaced(b'"label": "', f'"label": "{char}'.encode())
    assert quicklog._kept_characters(_split(data)[1]) is (char in KEPT_RAW)
    quick, full = _both_ways(data)
    assert quick == full
    assert (_quick(data) is not None) is (char in KEPT_RAW)


def test_past_so_many_characters_to_look_at_the_patterns_look_at_them() -> None:
    text = LOG.to_json(tuple(LogEntry(kind="x", params={"label": "…"}) for _ in range(3)))
    assert quicklog._kept_characters(text)
    with mock.patch.object(quicklog, "_LOOKED_AT", 2):
        assert not quicklog._kept_characters(text)
        assert read_log(text) is not None


def test_a_text_not_utf8_where_a_character_is_looked_at_is_left_to_the_patterns() -> None:
    assert not quicklog._kept_characters(b'["\xe2\x80"]')
    assert read_log(b'[{"kind": "\xe2\x80"}]') is None


def test_each_cleaning_validator_has_its_quick_constraints() -> None:
    # Name's and Text's validators, bounded as they are; the log's texts, unbounded as they are.
    assert KEPT_AS_IS[clean_text][1] is None
    assert sorted(most for _pattern, most in KEPT_AS_IS.values() if most is not None) == [NAME_MAX, TEXT_MAX]


def test_the_quick_validator_leaves_the_log_entries_own_validator_as_it_was() -> None:
    quicklog._validator.cache_clear()
    assert read_log(b'[{"kind": "x\\u0007"}]') is None
    # Its schema is rewritten from a copy: the entries' own validator still cleans.
    assert LogEntry.model_validate_json('{"kind": "x\\u0007"}').kind == "x"
    assert LogEntry(kind="x\u0007").kind == "x"


def test_a_big_log_is_read_from_a_file_the_quick_way(tmp_path: Any) -> None:
    path = tmp_path / "years.fhrc"
    campaign = CAMPAIGN.model_copy(update={"log": _log(60)})
    path.write_bytes(encode_campaign(campaign))
    with mock.patch.object(files, "_validated_file", wraps=files._validated_file) as validated:
        assert read_campaign(path).value == campaign
    # pydantic validated the rest of the file with the full model, an empty list for its log.
    (rest, *_others), _named = validated.call_args
    assert b'"log": []' in rest
    assert b"check_resolved" not in rest


def test_a_long_log_read_is_kept_out_of_the_collectors_walks() -> None:
    gc.unfreeze()
    try:
        with mock.patch.object(jsonfile, "SETTLED_CONTAINERS", 10):
            assert parse_campaign(TEXT).value == CAMPAIGN
        assert gc.get_freeze_count() > 10
    finally:
        gc.unfreeze()


def test_a_shorter_log_is_left_to_the_collector() -> None:
    gc.unfreeze()
    assert parse_campaign(TEXT).value == CAMPAIGN
    assert gc.get_freeze_count() == 0


def test_a_large_roster_read_the_full_way_is_kept_out_of_the_collectors_walks() -> None:
    data = encode_campaign(CAMPAIGN.model_copy(update={"log": ()}))
    gc.unfreeze()
    try:
        with mock.patch.object(jsonfile, "SETTLED_CONTAINERS", 10):
            parse_campaign(data)
        assert gc.get_freeze_count() > 10
    finally:
        gc.unfreeze()


def test_an_entry_without_every_key_goes_the_full_way_and_keeps_its_defaults() -> None:
    assert _quick(CHANGED["key-left-out"]) is None
    quick, full = _both_ways(CHANGED["key-left-out"])
    assert quick == full
    assert quick[0] == "loaded"


def test_the_quick_entries_are_the_records_the_full_way_makes() -> None:
    quick = _quick(TEXT)
    assert quick is not None
    with _full_way():
        full = parse_campaign(TEXT).value
    assert quick.log == full.log == CAMPAIGN.log
    entry = quick.log[0]
    assert type(entry) is LogEntry
    assert entry.model_copy(update={"round": 7}) == full.log[0].model_copy(update={"round": 7})
    assert entry.model_dump_json() == full.log[0].model_dump_json()
    assert pickle.loads(pickle.dumps(entry)) == entry
