from typing import Any

import pytest

from fhrtool import __version__
from fhrtool.storage.envelope import (
    CAMPAIGN_SCHEMA,
    MIGRATIONS,
    SHEET_SCHEMA,
    Migrations,
    unwrap,
    wrap,
)
from fhrtool.storage.errors import LoadError, NewerVersionError


def test_wrap_puts_the_data_in_the_envelope() -> None:
    assert wrap("campaign", {"name": "A"}) == {
        "format": "fhrtool",
        "kind": "campaign",
        "schema_version": CAMPAIGN_SCHEMA,
        "app_version": __version__,
        "data": {"name": "A"},
    }
    assert wrap("sheet", {})["schema_version"] == SHEET_SCHEMA


def test_unwrap_returns_the_data_and_the_files_version() -> None:
    raw = {"format": "fhrtool", "kind": "sheet", "schema_version": 1, "data": {"a": 1}, "later": "ignored"}
    assert unwrap(raw, "sheet", current=2) == ({"a": 1}, 1)


@pytest.mark.parametrize("raw", [[], "fhrtool", None, {}, {"format": "other", "kind": "campaign"}])
def test_anything_but_an_fhrtool_envelope_is_not_an_fhrtool_file(raw: object) -> None:
    with pytest.raises(LoadError, match=r"^not an fhrtool file$"):
        unwrap(raw, "campaign", current=1)


def test_a_file_of_the_other_kind_says_what_it_is() -> None:
    with pytest.raises(LoadError, match=r"^a sheet file, not a campaign file$"):
        unwrap({"format": "fhrtool", "kind": "sheet", "schema_version": 1, "data": {}}, "campaign", current=1)


@pytest.mark.parametrize("kind", [None, "emotions", ["campaign"], "x" * 1_000])
def test_an_unknown_kind_is_not_repeated_back(kind: object) -> None:
    with pytest.raises(LoadError, match=r"^not an fhrtool campaign file$"):
        unwrap({"format": "fhrtool", "kind": kind, "schema_version": 1, "data": {}}, "campaign", current=1)


@pytest.mark.parametrize("version", [None, "1", 0, -3, 1.0, True])
def test_a_missing_or_invalid_version_is_refused(version: object) -> None:
    raw = {"format": "fhrtool", "kind": "campaign", "schema_version": version, "data": {}}
    with pytest.raises(LoadError, match=r"^the format version is missing or invalid$"):
        unwrap(raw, "campaign", current=1)


def test_a_newer_file_names_the_fhrtool_that_made_it() -> None:
    raw = {"format": "fhrtool", "kind": "campaign", "schema_version": 2, "app_version": "0.9.1", "data": {}}
    with pytest.raises(NewerVersionError, match=r"^made by a newer fhrtool 0.9.1; update to open it$"):
        unwrap(raw, "campaign", current=1)


@pytest.mark.parametrize("app_version", [None, 3, "", "9" * 41, "1.0\n\x1b[31m"])
def test_a_newer_file_with_a_strange_app_version_names_the_format(app_version: object) -> None:
    raw = {
        "format": "fhrtool",
        "kind": "campaign",
        "schema_version": 7,
        "app_version": app_version,
        "data": {},
    }
    with pytest.raises(
        NewerVersionError, match=r"^made by a newer fhrtool \(file format 7\); update to open it$"
    ):
        unwrap(raw, "campaign", current=1)


@pytest.mark.parametrize("data", [None, [], "x"])
def test_an_envelope_without_data_is_refused(data: object) -> None:
    raw: dict[str, Any] = {"format": "fhrtool", "kind": "campaign", "schema_version": 1}
    if data is not None:
        raw["data"] = data
    with pytest.raises(LoadError, match=r"^holds no campaign data$"):
        unwrap(raw, "campaign", current=1)


def test_the_application_registry_upgrades_to_the_current_versions() -> None:
    assert MIGRATIONS.current("campaign") == CAMPAIGN_SCHEMA
    assert MIGRATIONS.current("sheet") == SHEET_SCHEMA
    assert MIGRATIONS.upgrade("campaign", {"a": 1}, CAMPAIGN_SCHEMA) == {"a": 1}


def test_campaign_format_2_reads_format_1_as_it_is() -> None:
    # Format 2 only added optional members (targets, new log events and params): a format-1 campaign
    # is a format-2 one as it is, so an fhrtool of format 1 refuses format 2 for its number instead.
    assert CAMPAIGN_SCHEMA == 2
    data: dict[str, Any] = {"name": "A", "encounter": {"reactions": []}, "log": [{"kind": "dice_rolled"}]}
    assert MIGRATIONS.upgrade("campaign", data, 1) is data
    assert data == {"name": "A", "encounter": {"reactions": []}, "log": [{"kind": "dice_rolled"}]}
    assert MIGRATIONS.reads_as_is("campaign", 1)
    assert MIGRATIONS.reads_as_is("sheet", 1)


def test_a_version_reads_as_the_current_one_only_when_every_migration_from_it_is_as_is() -> None:
    migrations = Migrations({"campaign": 4, "sheet": 2})
    migrations.register("campaign", 1, as_is=True)(dict)
    migrations.register("campaign", 2)(dict)
    migrations.register("campaign", 3, as_is=True)(dict)
    assert [migrations.reads_as_is("campaign", version) for version in (1, 2, 3, 4)] == [
        False,
        False,
        True,
        True,
    ]
    # Without its migration a version cannot be read at all, let alone as it is.
    assert not migrations.reads_as_is("sheet", 1)
    assert migrations.reads_as_is("sheet", 2)


def test_migrations_run_in_order_from_the_files_version() -> None:
    migrations = Migrations({"campaign": 4, "sheet": 1})
    ran: list[int] = []

    @migrations.register("campaign", 3)
    def third(data: dict[str, Any]) -> dict[str, Any]:
        ran.append(3)
        return {**data, "steps": [*data["steps"], 3]}

    @migrations.register("campaign", 1)
    def first(data: dict[str, Any]) -> dict[str, Any]:
        ran.append(1)
        return {**data, "steps": [1]}

    @migrations.register("campaign", 2)
    def second(data: dict[str, Any]) -> dict[str, Any]:
        ran.append(2)
        return {**data, "steps": [*data["steps"], 2]}

    assert migrations.upgrade("campaign", {}, 1) == {"steps": [1, 2, 3]}
    assert ran == [1, 2, 3]
    ran.clear()
    assert migrations.upgrade("campaign", {"steps": [1, 2]}, 3) == {"steps": [1, 2, 3]}
    assert ran == [3]
    assert first is not second  # the decorator returns each function unchanged


@pytest.mark.parametrize("version", [0, 2, 5])
def test_a_migration_must_start_below_the_current_version(version: int) -> None:
    migrations = Migrations({"campaign": 2, "sheet": 1})
    with pytest.raises(ValueError, match=f"no campaign migration can start at version {version}"):
        migrations.register("campaign", version)


def test_a_migration_is_registered_once() -> None:
    migrations = Migrations({"campaign": 2, "sheet": 1})
    migrations.register("campaign", 1)(dict)
    with pytest.raises(ValueError, match="already registered"):
        migrations.register("campaign", 1)


def test_a_missing_step_means_the_file_cannot_be_upgraded() -> None:
    migrations = Migrations({"campaign": 3, "sheet": 1})
    migrations.register("campaign", 1)(dict)
    with pytest.raises(LoadError, match=r"^cannot be upgraded from format 2$"):
        migrations.upgrade("campaign", {}, 1)


def test_a_migration_tripping_over_the_data_is_a_load_error() -> None:
    migrations = Migrations({"campaign": 2, "sheet": 1})

    @migrations.register("campaign", 1)
    def rename(data: dict[str, Any]) -> dict[str, Any]:
        return {"title": data["name"]}

    with pytest.raises(LoadError, match=r"^cannot be upgraded from format 1 \(KeyError: 'name'\)$"):
        migrations.upgrade("campaign", {}, 1)


def test_a_migration_must_return_a_dict() -> None:
    migrations = Migrations({"campaign": 1, "sheet": 2})
    migrations.register("sheet", 1)(lambda data: [data])
    with pytest.raises(LoadError, match=r"^cannot be upgraded from format 1$"):
        migrations.upgrade("sheet", {}, 1)
