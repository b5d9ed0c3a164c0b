"""The envelope around every document file, and the migrations that upgrade older documents.

A file is ``{"format": "fhrtool", "kind": "campaign"|"sheet", "schema_version": N, "app_version": "…",
"data": {…}}``. ``schema_version`` counts changes to the shape of ``data``; each change comes with one
small pure migration that turns data of version N into version N + 1. Loading runs them in order on the
raw dict before validation; a file of a newer version than this fhrtool knows is refused.

A version that only adds optional members reads the data of the version before it as it is: its
migration is registered ``as_is`` and returns its data unchanged, and a file of that older version is read
from its own bytes as the current version is (its long log too, see :mod:`.quicklog`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal, get_args

from fhrtool import __version__
from fhrtool.storage.errors import LoadError, NewerVersionError

FORMAT = "fhrtool"
CAMPAIGN_SCHEMA = 2
SHEET_SCHEMA = 2

Kind = Literal["campaign", "sheet"]
KINDS: tuple[Kind, ...] = get_args(Kind)
SCHEMAS: Mapping[Kind, int] = {"campaign": CAMPAIGN_SCHEMA, "sheet": SHEET_SCHEMA}

Data = dict[str, Any]
Migration = Callable[[Data], Data]

_APP_VERSION_MAX = 40


def wrap(kind: Kind, data: Data) -> Data:
    """The envelope of a file holding ``data`` of ``kind`` at the current schema version."""
    return {
        "format": FORMAT,
        "kind": kind,
        "schema_version": SCHEMAS[kind],
        "app_version": __version__,
        "data": data,
    }


def unwrap(raw: object, kind: Kind, current: int) -> tuple[Data, int]:
    """The data and schema version of the envelope ``raw``; LoadError when it is not a file of ``kind``."""
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise LoadError("not an fhrtool file")
    found = raw.get("kind")
    if found != kind:
        if found in KINDS:
            raise LoadError("a {found} file, not a {expected} file", found=found, expected=kind)
        raise LoadError("not an fhrtool {expected} file", expected=kind)
    version = raw.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise LoadError("the format version is missing or invalid")
    if version > current:
        raise newer_version_error(version, raw.get("app_version"))
    data = raw.get("data")
    if not isinstance(data, dict):
        raise LoadError("holds no {kind} data", kind=kind)
    return data, version


def newer_version_error(version: int, app_version: object = None) -> NewerVersionError:
    """The error for a file of format ``version`` from a newer fhrtool; it names that fhrtool's version
    when the file gives a plausible one (the file may be hostile, so only a short printable string)."""
    if (
        isinstance(app_version, str)
        and 0 < len(app_version) <= _APP_VERSION_MAX
        and app_version.isprintable()
    ):
        return NewerVersionError(
            "made by a newer fhrtool {app_version}; update to open it", app_version=app_version
        )
    return NewerVersionError(
        "made by a newer fhrtool (file format {schema_version}); update to open it", schema_version=version
    )


class Migrations:
    """A registry of upgrades: one pure function per (kind, version) returning the data of version + 1.

    The application uses :data:`MIGRATIONS`; a test builds its own with other current versions.
    """

    def __init__(self, current: Mapping[Kind, int] = SCHEMAS) -> None:
        self._current = dict(current)
        self._steps: dict[tuple[Kind, int], Migration] = {}
        self._as_is: set[tuple[Kind, int]] = set()

    def current(self, kind: Kind) -> int:
        """The schema version files of ``kind`` are upgraded to."""
        return self._current[kind]

    def register(
        self, kind: Kind, from_version: int, *, as_is: bool = False
    ) -> Callable[[Migration], Migration]:
        """Decorator: the function upgrades data of ``kind`` from ``from_version`` to the next version.

        ``as_is``: the next version only adds optional members, so the function returns its data unchanged
        and data of ``from_version`` reads as the next version's (see :meth:`reads_as_is`)."""
        if not 1 <= from_version < self._current[kind]:
            raise ValueError(f"no {kind} migration can start at version {from_version}")
        if (kind, from_version) in self._steps:
            raise ValueError(f"a {kind} migration from version {from_version} is already registered")

        def add(migration: Migration) -> Migration:
            self._steps[(kind, from_version)] = migration
            if as_is:
                self._as_is.add((kind, from_version))
            return migration

        return add

    def reads_as_is(self, kind: Kind, version: int) -> bool:
        """Whether data of ``kind`` at ``version`` is data of the current version as it is: every migration
        from ``version`` on is registered ``as_is`` (true of the current version itself)."""
        return all((kind, step) in self._as_is for step in range(version, self._current[kind]))

    def upgrade(self, kind: Kind, data: Data, version: int) -> Data:
        """``data`` of ``version`` upgraded step by step to the current version."""
        for step_version in range(version, self._current[kind]):
            step = self._steps.get((kind, step_version))
            if step is None:
                raise LoadError("cannot be upgraded from format {version}", version=step_version)
            try:
                data = step(data)
            # A migration reads untrusted data: whatever it trips over means the file cannot be upgraded.
            except Exception as error:
                raise LoadError(
                    "cannot be upgraded from format {version} ({reason})",
                    version=step_version,
                    reason=f"{type(error).__name__}: {error}",
                ) from error
            if not isinstance(data, dict):
                raise LoadError("cannot be upgraded from format {version}", version=step_version)
        return data


MIGRATIONS = Migrations()
"""The migrations of this fhrtool."""


@MIGRATIONS.register("sheet", 1, as_is=True)
def _sheet_with_provenance(data: Data) -> Data:
    """Sheet format 2 may say what the sheet was exported from (``exported_from``, ``base``); a sheet of
    format 1 says nothing of it, which format 2 reads as "not known"."""
    return data


@MIGRATIONS.register("campaign", 1, as_is=True)
def _campaign_with_targets_and_kept_rolls(data: Data) -> Data:
    """Campaign format 2 holds what a fight now keeps on record: whom the actors of the sequence being
    played aimed their actions at (``encounter.targets``); in the log, the events ``targets_named``,
    ``roll_discarded`` (dice rolled for a check and discarded) and ``sheet_taken`` (a shared sheet taken
    in), whether a ``dice_rolled`` roll was ``secret``, and the ``reason`` a side won an
    ``opposed_resolved`` check; in the table rules, ``sync_needs_partner_sequence``,
    ``one_entry_per_character`` and ``entry_emotions_once``. An fhrtool of format 1 would refuse such a
    file for a member it does not know; with the new number it says that a newer fhrtool made the file.
    Every addition is optional and a campaign of format 1 holds none of them, which format 2 reads as it
    is: no targets named, no roll secret, no reason recorded, and those three table rules at their
    defaults."""
    return data
