"""Campaign (``*.fhrc``) and sheet (``*.fhrs``) files: read, check, upgrade, validate; write atomically.

Loading is parse → envelope → migrations on the raw dict → pydantic validation, and never writes
anything. Every problem, whatever the bytes, is a :class:`LoadError` naming the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from pydantic import ValidationError

from fhrtool.model import Campaign, Record, Sheet
from fhrtool.storage.atomic import GENERATIONS, atomic_write, keep_original
from fhrtool.storage.envelope import MIGRATIONS, Kind, Migrations, unwrap, wrap
from fhrtool.storage.errors import LoadError
from fhrtool.storage.jsonfile import dump_json, parse_json, read_bytes
from fhrtool.storage.validation import invalid_data

CAMPAIGN_SUFFIX = ".fhrc"
SHEET_SUFFIX = ".fhrs"

T = TypeVar("T", bound=Record)


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """A loaded document; ``schema_version`` is the file's, ``migrated`` whether it was upgraded."""

    value: T
    schema_version: int
    migrated: bool


def _parse(data: bytes, kind: Kind, model: type[T], migrations: Migrations) -> Loaded[T]:
    current = migrations.current(kind)
    payload, version = unwrap(parse_json(data), kind, current)
    payload = migrations.upgrade(kind, payload, version)
    try:
        value = model.model_validate(payload)
    except ValidationError as error:
        raise invalid_data(error, payload, kind) from None
    return Loaded(value, version, version < current)


def _read(path: Path, kind: Kind, model: type[T], migrations: Migrations) -> Loaded[T]:
    try:
        return _parse(read_bytes(path), kind, model, migrations)
    except LoadError as error:
        raise error.at(path) from error


def _parse_from(data: bytes, source: str, kind: Kind, model: type[T], migrations: Migrations) -> Loaded[T]:
    try:
        return _parse(data, kind, model, migrations)
    except LoadError as error:
        raise error.at(None, source) from error


def read_campaign(path: Path, *, migrations: Migrations = MIGRATIONS) -> Loaded[Campaign]:
    """The campaign in the file ``path``; LoadError naming the file and the problem."""
    return _read(path, "campaign", Campaign, migrations)


def read_sheet(path: Path, *, migrations: Migrations = MIGRATIONS) -> Loaded[Sheet]:
    """The character sheet in the file ``path``; LoadError naming the file and the problem."""
    return _read(path, "sheet", Sheet, migrations)


def parse_campaign(data: bytes, source: str = "", *, migrations: Migrations = MIGRATIONS) -> Loaded[Campaign]:
    """The campaign in the bytes of a campaign file; ``source`` names them in errors."""
    return _parse_from(data, source, "campaign", Campaign, migrations)


def parse_sheet(data: bytes, source: str = "", *, migrations: Migrations = MIGRATIONS) -> Loaded[Sheet]:
    """The character sheet in the bytes of a sheet file; ``source`` names them in errors."""
    return _parse_from(data, source, "sheet", Sheet, migrations)


def _encode(kind: Kind, record: Record) -> bytes:
    return dump_json(wrap(kind, record.model_dump(mode="json")))


def encode_campaign(campaign: Campaign) -> bytes:
    """The bytes of a campaign file holding ``campaign``."""
    return _encode("campaign", campaign)


def encode_sheet(sheet: Sheet) -> bytes:
    """The bytes of a sheet file holding ``sheet``."""
    return _encode("sheet", sheet)


def _schema_label(path: Path) -> str:
    """``v<N>`` for a file of schema version N, ``original`` when the file does not say."""
    try:
        raw = parse_json(read_bytes(path))
    except LoadError:
        return "original"
    version = raw.get("schema_version") if isinstance(raw, dict) else None
    return f"v{version}" if type(version) is int else "original"


def write_campaign(path: Path, campaign: Campaign, *, backup_original: bool = False) -> None:
    """Save ``campaign`` to ``path`` atomically, keeping the previous versions as backups.

    ``backup_original`` (the first save after loading an upgraded file) also keeps the file as it was,
    e.g. ``.fhrtool-backups/campaign.v1.fhrc``. SaveError leaves the file on disk as it was.
    """
    data = encode_campaign(campaign)
    if backup_original:
        keep_original(path, _schema_label(path))
    atomic_write(path, data, generations=GENERATIONS)


def write_sheet(path: Path, sheet: Sheet) -> None:
    """Save ``sheet`` to ``path`` atomically, keeping the previous versions as backups."""
    atomic_write(path, encode_sheet(sheet), generations=GENERATIONS)
