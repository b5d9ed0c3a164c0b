"""A campaign with a long log opened in two parts: the rest at once, the whole when asked for."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fhrtool.model import Campaign, Character
from fhrtool.storage import files
from fhrtool.storage.envelope import SCHEMAS, Migrations
from fhrtool.storage.errors import LoadError
from fhrtool.storage.files import (
    read_campaign,
    read_campaign_log_later,
    read_campaign_stamped,
    write_campaign,
)
from tests.samples.log import entries


@pytest.fixture
def long_log(monkeypatch: pytest.MonkeyPatch) -> None:
    """A log of a few hundred bytes counts as long."""
    monkeypatch.setattr(files, "LOG_LATER_BYTES", 200)


def _campaign(count: int = 20) -> Campaign:
    return Campaign(name="Years", characters=(Character(id="aldo", name="Aldo"),), log=entries(count))


def _written(path: Path, campaign: Campaign) -> Path:
    write_campaign(path, campaign)()
    return path


@pytest.mark.usefixtures("long_log")
def test_a_long_log_is_left_for_later_and_the_whole_is_what_a_read_gives(tmp_path: Path) -> None:
    path = _written(tmp_path / "years.fhrc", _campaign())
    opening = read_campaign_log_later(path)
    assert opening.preview == _campaign().model_copy(update={"log": ()})
    assert opening.stamp == read_campaign_stamped(path)[1]
    whole = opening.whole()
    assert whole.value == read_campaign(path).value == _campaign()
    assert not whole.changed


def test_a_short_log_is_read_with_the_rest(tmp_path: Path) -> None:
    path = _written(tmp_path / "short.fhrc", _campaign(3))
    opening = read_campaign_log_later(path)
    assert opening.preview is None
    assert opening.whole().value == _campaign(3)


@pytest.mark.usefixtures("long_log")
def test_a_file_not_written_as_fhrtool_writes_it_is_read_whole(tmp_path: Path) -> None:
    path = _written(tmp_path / "years.fhrc", _campaign())
    path.write_text(json.dumps(json.loads(path.read_text(encoding="utf-8"))), encoding="utf-8")  # one line
    opening = read_campaign_log_later(path)
    assert opening.preview is None
    assert opening.whole().value == _campaign()


@pytest.mark.usefixtures("long_log")
def test_a_file_larger_than_any_campaign_is_read_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _written(tmp_path / "years.fhrc", _campaign())
    monkeypatch.setattr(files, "MAX_FILE_BYTES", 100)  # the quick ways' bound; reading keeps its own
    assert read_campaign_log_later(path).preview is None


@pytest.mark.usefixtures("long_log")
def test_a_file_of_another_version_is_read_whole(tmp_path: Path) -> None:
    path = _written(tmp_path / "years.fhrc", _campaign())
    newer = Migrations({**SCHEMAS, "campaign": SCHEMAS["campaign"] + 1})
    opening = read_campaign_log_later(path, migrations=newer)
    assert opening.preview is None
    with pytest.raises(LoadError, match="cannot be upgraded"):
        opening.whole()


@pytest.mark.usefixtures("long_log")
def test_a_file_of_format_1_shows_its_rest_first_and_its_whole_is_upgraded(tmp_path: Path) -> None:
    path = _written(tmp_path / "years.fhrc", _campaign())
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"schema_version": 2,', '"schema_version": 1,', 1), encoding="utf-8")
    opening = read_campaign_log_later(path)
    assert opening.preview == _campaign().model_copy(update={"log": ()})
    whole = opening.whole()
    assert (whole.value, whole.schema_version, whole.migrated) == (_campaign(), 1, True)
    # The first save keeps the file of format 1 as it was.
    assert whole.changed


@pytest.mark.usefixtures("long_log")
def test_a_rest_that_does_not_read_leaves_the_whole_to_say_why(tmp_path: Path) -> None:
    path = _written(tmp_path / "years.fhrc", _campaign())
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"name": "Aldo"', '"name": 7'), encoding="utf-8")
    opening = read_campaign_log_later(path)
    assert opening.preview is None
    with pytest.raises(LoadError) as raised:
        opening.whole()
    assert raised.value.path == path


@pytest.mark.usefixtures("long_log")
def test_a_long_log_that_does_not_read_is_found_by_the_whole_read(tmp_path: Path) -> None:
    path = _written(tmp_path / "years.fhrc", _campaign())
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"total": 7', '"total": {"nested": 1}', 1), encoding="utf-8")
    opening = read_campaign_log_later(path)
    assert opening.preview == _campaign().model_copy(update={"log": ()})  # the rest reads
    with pytest.raises(LoadError) as raised:
        opening.whole()
    assert raised.value.path == path


def test_a_file_that_cannot_be_read_is_refused_at_once(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match="no such file"):
        read_campaign_log_later(tmp_path / "gone.fhrc")
