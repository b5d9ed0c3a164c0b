"""Campaign (``*.fhrc``) and sheet (``*.fhrs``) files: read, check, upgrade, validate; write atomically.

Every document passes one gate, whoever reads it (the application, ``fhrtool validate``, import, a
recovery file): parse (size, depth and repeated keys checked) → envelope → migrations on the raw dict →
strict validation (JSON types as they are: ``true`` is not a number) → the consistency check of
the whole document (:mod:`.consistency`), which refuses some problems and repairs others with a note.
Loading never writes anything; every problem, whatever the bytes, is a :class:`LoadError` naming the file.
A campaign's log, nearly all of a long file, is read the quick way when it can be (:mod:`.quicklog`), the
rest of the file the full way: the same campaign, or the same refusal, in a fraction of the time.

Every writer passes its bytes through the same gate before anything touches the disk, so whatever fhrtool
writes it can open again; a document the gate would refuse is not written (a :class:`SaveError`). Of a
campaign's log, only the entries not already read or written pass it again (see :func:`encode_campaign`).
"""

from __future__ import annotations

import codecs
import json
import os
from collections.abc import Callable
from functools import cache
from operator import is_
from pathlib import Path
from typing import Generic, TypeVar, cast

from fhrtool.model import Campaign, LogEntry, Record, Sheet
from fhrtool.model.campaign import LOG_MAX
from fhrtool.model.core import SchemaSerializer, SchemaValidator, ValidationError
from fhrtool.model.frozen import frozen
from fhrtool.model.record import object_schema
from fhrtool.model.text import Text
from fhrtool.storage.atomic import GENERATIONS, atomic_write, keep_original
from fhrtool.storage.consistency import check_campaign, check_sheet
from fhrtool.storage.envelope import MIGRATIONS, Kind, Migrations, unwrap, wrap
from fhrtool.storage.errors import LoadError, SaveError
from fhrtool.storage.jsonfile import (
    MAX_FILE_BYTES,
    MAX_VALUES,
    collection_paused,
    parse_json,
    read_bytes,
    read_file,
    within_limits,
)
from fhrtool.storage.quicklog import read_log, split_log
from fhrtool.storage.stamp import FileStamp, stamp_of_read, stamp_of_written
from fhrtool.storage.suffixes import CAMPAIGN_SUFFIX as CAMPAIGN_SUFFIX  # the names every reader uses
from fhrtool.storage.suffixes import SHEET_SUFFIX as SHEET_SUFFIX
from fhrtool.storage.validation import invalid_data

T = TypeVar("T", bound=Record)
Check = Callable[[T], tuple[T, tuple[Text, ...]]]


@frozen
class Loaded(Generic[T]):
    """A loaded document; ``schema_version`` is the file's, ``migrated`` whether it was upgraded, ``notes``
    the repairs made while loading it, for the user to read."""

    value: T
    schema_version: int
    migrated: bool
    notes: tuple[Text, ...] = ()

    @property
    def changed(self) -> bool:
        """Whether the document differs from its file: the first save then keeps the file as it was."""
        return self.migrated or bool(self.notes)


def _validated(payload: object, kind: Kind, model: type[T]) -> T:
    # Validated as JSON, in strict mode: JSON's own types must match (no true for 1, no "3" for 3), while
    # what JSON cannot hold (dates, enums, tuples) is read from its usual JSON form.
    try:
        return model.model_validate_json(json.dumps(payload), strict=True)
    except ValidationError as error:
        if error.errors()[0]["type"] == "json_invalid":
            # Text JSON escapes but no UTF-8 can hold (a lone surrogate): Python's validation says where.
            try:
                model.model_validate(payload)
            except ValidationError as located:
                error = located
        raise invalid_data(error, payload, kind) from None


_MODELS: dict[Kind, type[Record]] = {"campaign": Campaign, "sheet": Sheet}


@cache
def _file_validator(kind: Kind) -> SchemaValidator:
    """The envelope around a ``kind`` of document as it is validated from a file's bytes: its data,
    everything else ignored (the envelope itself is checked by :func:`.envelope.unwrap`)."""
    return SchemaValidator(object_schema({"data": _MODELS[kind]}, extra="ignore"))


def _validated_file(data: bytes, payload: object, kind: Kind, model: type[T]) -> T:
    # A file of the current version is validated from its own bytes, without encoding the parsed data
    # again; a file that does not validate is validated again the slow way, for the same message.
    try:
        # Validation makes records by the hundred thousand and frees none: the collector would only rescan them.
        with collection_paused(settle=True):
            file = _file_validator(kind).validate_json(data.removeprefix(codecs.BOM_UTF8), strict=True)
            value: T = file["data"]
    except ValidationError:
        return _validated(payload, kind, model)
    return value


_ENVELOPE_KEYS = frozenset(wrap("campaign", {}))


def _log_in_its_place(envelope: dict[str, object], data: dict[str, object]) -> bool:
    """Whether the empty list in the rest of a file (``envelope``, its campaign ``data``) stands where
    the campaign's log is.

    The envelope holds nothing but its own members, and no object but the data: the empty list is in
    the data. There, only the campaign's log and the params of a log entry take an empty list for a
    key "log" (every other record refuses a key it does not know; the other objects take numbers and
    records); with the campaign's log empty in the rest, no entry is left to hold params."""
    return (
        _ENVELOPE_KEYS.issuperset(envelope)
        and isinstance(envelope.get("app_version", ""), str)
        and data.get("log") == []
    )


def _campaign_with_long_log(data: bytes, migrations: Migrations) -> tuple[Campaign, int] | None:
    """The campaign in ``data`` and the file's version, its log read the quick way (see :mod:`.quicklog`)
    and the rest of the file the full way; None when this cannot vouch for the whole file, which is then
    read the full way. The file's version is the current one or one whose data reads as the current
    version's as it is (see :meth:`.envelope.Migrations.reads_as_is`).

    The whole file is within the limits when the rest is within what the log leaves of them: its size,
    its values (the log's counted from its text), and its depth, as the log's entries nest only so deep."""
    split = split_log(data) if len(data) <= MAX_FILE_BYTES else None
    if split is None:
        return None
    rest, start, end = split
    log = read_log(data, start, end)
    if log is None:
        return None
    # The empty list in the log's place counts one value.
    found = _rest_of_campaign(rest, migrations, MAX_VALUES + 1 - log.values)
    return None if found is None else (found[0].model_copy(update={"log": log.entries}), found[1])


def _rest_of_campaign(rest: bytes, migrations: Migrations, max_values: int) -> tuple[Campaign, int] | None:
    """The campaign in ``rest``, a campaign file with an empty list in its log's place
    (:func:`.quicklog.split_log`), read the full way, and the file's version; None when it is not one of
    the current version or of a version that reads as it (:meth:`.envelope.Migrations.reads_as_is`)."""
    current = migrations.current("campaign")
    try:
        raw = parse_json(rest, max_values=max_values)
        payload, version = unwrap(raw, "campaign", current)
    except LoadError:
        return None
    if not migrations.reads_as_is("campaign", version) or not _log_in_its_place(
        cast(dict[str, object], raw), payload
    ):
        return None
    try:
        payload = migrations.upgrade("campaign", payload, version)
        return _validated_file(rest, payload, "campaign", Campaign), version
    except LoadError:
        return None


def _quickly(data: bytes, model: type[T], migrations: Migrations) -> tuple[T, int] | None:
    """The document in ``data`` read the quick way and the file's version, or None: only a campaign's
    log has one."""
    if model is not Campaign:
        return None
    return cast("tuple[T, int] | None", _campaign_with_long_log(data, migrations))


def _gate(data: bytes, kind: Kind, model: type[T], check: Check[T], migrations: Migrations) -> Loaded[T]:
    """The one way a document is opened: every reader and every writer goes through here."""
    current = migrations.current(kind)
    quick = _quickly(data, model, migrations)
    if quick is not None:
        value, version = quick
    else:
        payload, version = unwrap(parse_json(data), kind, current)
        payload = migrations.upgrade(kind, payload, version)
        # Data that reads as the current version's as it is is validated from the file's own bytes.
        if migrations.reads_as_is(kind, version):
            value = _validated_file(data, payload, kind, model)
        else:
            value = _validated(payload, kind, model)
    value, notes = check(value)
    return Loaded(value, version, version < current, notes)


def _read_file(path: Path) -> tuple[bytes, os.stat_result]:
    try:
        return read_file(path)
    except LoadError as error:
        raise error.at(path) from error


def _gated(
    path: Path, data: bytes, kind: Kind, model: type[T], check: Check[T], migrations: Migrations
) -> Loaded[T]:
    try:
        return _gate(data, kind, model, check, migrations)
    except LoadError as error:
        raise error.at(path) from error


def _read(path: Path, kind: Kind, model: type[T], check: Check[T], migrations: Migrations) -> Loaded[T]:
    return _gated(path, _read_file(path)[0], kind, model, check, migrations)


def _parse_from(
    data: bytes, source: str, kind: Kind, model: type[T], check: Check[T], migrations: Migrations
) -> Loaded[T]:
    try:
        return _gate(data, kind, model, check, migrations)
    except LoadError as error:
        raise error.at(None, source) from error


def read_campaign(path: Path, *, migrations: Migrations = MIGRATIONS) -> Loaded[Campaign]:
    """The campaign in the file ``path``; LoadError naming the file and the problem."""
    loaded = _read(path, "campaign", Campaign, check_campaign, migrations)
    _KNOWN.remember(loaded.value.log)
    return loaded


def read_campaign_stamped(
    path: Path, *, migrations: Migrations = MIGRATIONS
) -> tuple[Loaded[Campaign], FileStamp]:
    """:func:`read_campaign`, and the stamp of the bytes it read (see :func:`.stamp.stamp_of_read`),
    made while they are read."""
    data, info = _read_file(path)
    stamp = stamp_of_read(info, data)
    loaded = _gated(path, data, "campaign", Campaign, check_campaign, migrations)
    _KNOWN.remember(loaded.value.log)
    return loaded, stamp()


LOG_LATER_BYTES = 1 << 20
"""The length of a log's text from which :func:`read_campaign_log_later` leaves the log for later: a few
thousand entries, read in a few tens of milliseconds."""


@frozen
class Opening:
    """A campaign file being opened: what it holds but its log, shown first, and the read of the whole."""

    preview: Campaign | None
    """The campaign of the file with an empty log, checked as the whole is; None when the file is read
    whole at once (its log is short, or the rest of it does not read the quick way)."""
    stamp: FileStamp
    """The stamp of the bytes read (see :func:`.stamp.stamp_of_read`)."""
    whole: Callable[[], Loaded[Campaign]]
    """Reads the whole campaign from the same bytes, as :func:`read_campaign` does (LoadError naming the
    file when it cannot)."""


def read_campaign_log_later(path: Path, *, migrations: Migrations = MIGRATIONS) -> Opening:
    """The campaign in the file ``path`` in two parts, when its log is long: the rest of it at once, and
    the whole (its log validated, the whole checked) when asked for. A log of years takes most of the
    time a file takes to open; the window can show the rest first.

    Only the file's bytes are read now (LoadError naming the file when they cannot be): a problem of the
    log, or of the whole, is found by ``whole``. A file that does not hold its log as fhrtool writes it,
    or holds a short one, or of a version that does not read as the current one as it is, has no preview
    and is read whole by ``whole``."""
    data, info = _read_file(path)
    stamp = stamp_of_read(info, data)

    def whole() -> Loaded[Campaign]:
        loaded = _gated(path, data, "campaign", Campaign, check_campaign, migrations)
        _KNOWN.remember(loaded.value.log)
        return loaded

    return Opening(_preview(data, migrations), stamp(), whole)


def _preview(data: bytes, migrations: Migrations) -> Campaign | None:
    split = split_log(data) if len(data) <= MAX_FILE_BYTES else None
    if split is None or split[2] - split[1] < LOG_LATER_BYTES:
        return None
    found = _rest_of_campaign(split[0], migrations, MAX_VALUES)
    return None if found is None else check_campaign(found[0])[0]


def read_sheet(path: Path, *, migrations: Migrations = MIGRATIONS) -> Loaded[Sheet]:
    """The character sheet in the file ``path``; LoadError naming the file and the problem."""
    return _read(path, "sheet", Sheet, check_sheet, migrations)


def parse_campaign(data: bytes, source: str = "", *, migrations: Migrations = MIGRATIONS) -> Loaded[Campaign]:
    """The campaign in the bytes of a campaign file; ``source`` names them in errors."""
    loaded = _parse_from(data, source, "campaign", Campaign, check_campaign, migrations)
    _KNOWN.remember(loaded.value.log)
    return loaded


def parse_sheet(data: bytes, source: str = "", *, migrations: Migrations = MIGRATIONS) -> Loaded[Sheet]:
    """The character sheet in the bytes of a sheet file; ``source`` names them in errors."""
    return _parse_from(data, source, "sheet", Sheet, check_sheet, migrations)


@cache
def _envelope_serializer(kind: Kind) -> SchemaSerializer:
    """Writes the envelope around a ``kind`` of document: the same bytes as :func:`.jsonfile.dump_json` of
    :func:`.envelope.wrap`, several times faster for a long log (the indenting encoder of ``json`` is
    written in Python)."""
    members = {"format": str, "kind": str, "schema_version": int, "app_version": str, "data": _MODELS[kind]}
    return SchemaSerializer(object_schema(members, extra="forbid"))


def _dumped(kind: Kind, record: Record) -> bytes:
    envelope = {**wrap(kind, {}), "data": record}
    try:
        return _envelope_serializer(kind).to_json(envelope, indent=1) + b"\n"
    # A string the model holds that UTF-8 cannot encode (a lone surrogate) cannot be written.
    except ValueError as error:
        raise SaveError("cannot be written as JSON ({reason})", reason=str(error)) from error


def _prove(data: bytes, kind: Kind, model: type[T], check: Check[T]) -> None:
    try:
        _gate(data, kind, model, check, MIGRATIONS)
    except LoadError as error:
        raise SaveError("would not open again, so it is not saved: {problem}", problem=error) from error


def _encode(kind: Kind, record: T, check: Check[T]) -> bytes:
    data = _dumped(kind, record)
    _prove(data, kind, type(record), check)
    return data


class _KnownEntries:
    """The log entries of the campaign last read or written: each is known to open again as it is.

    Records are immutable and a step keeps the log's earlier entries as they are, so a campaign saved
    again holds these very objects; their JSON is what the gate accepted before. Holding them keeps their
    identities from being reused for other objects. As steps add entries at the end, the known ones are
    looked for at the start of a log first, in one C-speed pass; only a log changed otherwise has them
    looked up by identity, in a table made then rather than for every log read.
    """

    def __init__(self) -> None:
        self._log: tuple[LogEntry, ...] = ()

    def remember(self, log: tuple[LogEntry, ...]) -> None:
        self._log = log

    def unknown(self, log: tuple[LogEntry, ...]) -> tuple[LogEntry, ...]:
        known = self._log
        if len(log) >= len(known) and all(map(is_, known, log)):
            return log[len(known) :]
        by_id = dict(zip(map(id, known), known, strict=True))
        return tuple(entry for entry in log if by_id.get(id(entry)) is not entry)


_KNOWN = _KnownEntries()


def _opens(data: bytes) -> bool:
    try:
        _gate(data, "campaign", Campaign, check_campaign, MIGRATIONS)
    except LoadError:
        return False
    return True


def encode_campaign(campaign: Campaign) -> bytes:
    """The bytes of a campaign file holding ``campaign``; SaveError when they would not open again.

    The log entries known to open again are not validated again: a log entry is valid on its own and the
    consistency check only ever repairs one, so the rest of the campaign with the new entries passes the
    gate, and what the known ones add is checked on the whole file (its size, depth and values, the
    length of the log). Whatever fails that is proved the full way, for the message the whole file gives.
    """
    data = _dumped("campaign", campaign)
    new = _KNOWN.unknown(campaign.log)
    if (
        len(new) == len(campaign.log)
        or len(campaign.log) > LOG_MAX
        or not within_limits(data)
        or not _opens(_dumped("campaign", campaign.model_copy(update={"log": new})))
    ):
        _prove(data, "campaign", Campaign, check_campaign)
    _KNOWN.remember(campaign.log)
    return data


def encode_sheet(sheet: Sheet) -> bytes:
    """The bytes of a sheet file holding ``sheet``; SaveError when they would not open again."""
    return _encode("sheet", sheet, check_sheet)


def _schema_label(path: Path) -> str:
    """``v<N>`` for a file of schema version N, ``original`` when the file does not say."""
    try:
        raw = parse_json(read_bytes(path))
    except LoadError:
        return "original"
    version = raw.get("schema_version") if isinstance(raw, dict) else None
    return f"v{version}" if type(version) is int else "original"


def write_campaign(
    path: Path, campaign: Campaign, *, backup_original: bool = False
) -> Callable[[], FileStamp | None]:
    """Save ``campaign`` to ``path`` atomically, keeping the previous versions as backups; the stamp of
    the file written is given by calling the answer (see :func:`.stamp.stamp_of_written`: the file is not
    read back to make it, and the bytes are hashed only then).

    ``backup_original`` (the first save after loading an upgraded or repaired file) keeps the file as it was,
    e.g. ``.fhrtool-backups/campaign.v1.fhrc``. SaveError leaves the file on disk as it was.
    """
    try:
        data = encode_campaign(campaign)
    except SaveError as error:
        raise error.at(path) from error
    if backup_original:
        keep_original(path, _schema_label(path))
    atomic_write(path, data, generations=GENERATIONS)
    return stamp_of_written(path, data)


def write_sheet(path: Path, sheet: Sheet) -> None:
    """Save ``sheet`` to ``path`` atomically, keeping the previous versions as backups."""
    try:
        data = encode_sheet(sheet)
    except SaveError as error:
        raise error.at(path) from error
    atomic_write(path, data, generations=GENERATIONS)
