"""Log entries for tests of logs: numbered dice rolls, all at one time, of a kind a test names."""

from datetime import UTC, datetime

from fhrtool.model import LogEntry

AT = datetime(2026, 1, 2, 20, 0, tzinfo=UTC)


def entries(count: int, kind: str = "dice_rolled") -> tuple[LogEntry, ...]:
    """``count`` entries of ``kind`` at :data:`AT`, each with its number as its total: equal to those of
    another call with the same arguments, and other objects."""
    return tuple(LogEntry(kind=kind, params={"total": number}, at=AT) for number in range(count))
