"""Properties of the files: every valid document comes back equal; no damaged file gets past LoadError."""

import json
from pathlib import Path

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from fhrtool.model import Campaign, Sheet
from fhrtool.storage.envelope import CAMPAIGN_SCHEMA
from fhrtool.storage.errors import LoadError
from fhrtool.storage.files import (
    Loaded,
    encode_campaign,
    encode_sheet,
    parse_campaign,
    parse_sheet,
    read_campaign,
    write_campaign,
)
from tests.storage.json_places import places

from .strategies import campaigns, sheets

on_disk = settings(max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture])
in_one_folder = settings(max_examples=100, suppress_health_check=[HealthCheck.function_scoped_fixture])


@given(campaign=campaigns())
def test_any_campaign_encodes_and_parses_back_equal(campaign: Campaign) -> None:
    assert parse_campaign(encode_campaign(campaign)) == Loaded(
        campaign, schema_version=CAMPAIGN_SCHEMA, migrated=False
    )


@given(sheet=sheets())
def test_any_sheet_encodes_and_parses_back_equal(sheet: Sheet) -> None:
    assert parse_sheet(encode_sheet(sheet)).value == sheet


@on_disk
@given(first=campaigns(), second=campaigns())
def test_any_campaign_saves_and_loads_back_equal(tmp_path: Path, first: Campaign, second: Campaign) -> None:
    path = tmp_path / "campaign.fhrc"
    write_campaign(path, first)
    assert read_campaign(path).value == first
    write_campaign(path, second)
    assert read_campaign(path).value == second


SIGNIFICANT = st.sampled_from([*b'[]{}",:0123456789-.eEtfn\\ \n', 0, 0xFF, 0xE3])


@st.composite
def damaged(draw: st.DrawFn, data: bytes) -> bytes:
    """``data`` truncated, with bits flipped, bytes inserted, deleted or replaced, one to three times."""
    for _ in range(draw(st.integers(1, 3))):
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        operation = draw(st.sampled_from(["truncate", "flip", "insert", "delete", "replace"]))
        if operation == "truncate":
            data = data[:at]
        elif operation == "flip":
            data = data[:at] + bytes([data[at] ^ (1 << draw(st.integers(0, 7)))]) + data[at + 1 :]
        elif operation == "insert":
            data = (
                data[:at]
                + draw(
                    st.binary(min_size=1, max_size=4)
                    | st.lists(SIGNIFICANT, min_size=1, max_size=3).map(bytes)
                )
                + data[at:]
            )
        elif operation == "delete":
            data = data[:at] + data[at + draw(st.integers(1, 8)) :]
        else:
            data = data[:at] + bytes([draw(SIGNIFICANT)]) + data[at + 1 :]
    return data


def _load_untouched(path: Path, data: bytes) -> None:
    """Read ``data`` from ``path``: a campaign or a LoadError naming the file, and the file unchanged."""
    path.write_bytes(data)
    before = sorted(path.parent.iterdir())
    outcome: Loaded[Campaign] | LoadError
    try:
        outcome = read_campaign(path)
    except LoadError as error:
        outcome = error
    if isinstance(outcome, LoadError):
        event(outcome.problem)
        assert outcome.path == path
        assert str(outcome).startswith(f"{path}: ")
    else:
        event("loaded")
        assert isinstance(outcome.value, Campaign)
    assert path.read_bytes() == data
    assert sorted(path.parent.iterdir()) == before


@in_one_folder
@given(data=st.data(), campaign=campaigns())
def test_damaged_bytes_give_a_load_error_or_a_campaign(
    tmp_path: Path, data: st.DataObject, campaign: Campaign
) -> None:
    _load_untouched(tmp_path / "damaged.fhrc", data.draw(damaged(encode_campaign(campaign))))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@in_one_folder
@given(data=st.data(), campaign=campaigns())
def test_wrong_values_anywhere_give_a_load_error_or_a_campaign(
    tmp_path: Path, data: st.DataObject, campaign: Campaign
) -> None:
    raw = json.loads(encode_campaign(campaign))
    for _ in range(data.draw(st.integers(1, 3))):
        # Mostly inside the campaign, sometimes in the envelope around it.
        inside = isinstance(raw.get("data"), dict) and data.draw(st.integers(0, 9)) != 3
        container, key = data.draw(st.sampled_from(places(raw["data"] if inside else raw) or places(raw)))
        if isinstance(container, dict) and data.draw(st.booleans()):
            del container[key]
        else:
            container[key] = data.draw(json_values)
    # allow_nan: a mutated file may hold NaN, which fhrtool must refuse cleanly like anything else.
    _load_untouched(tmp_path / "wrong.fhrc", json.dumps(raw, ensure_ascii=False).encode())
