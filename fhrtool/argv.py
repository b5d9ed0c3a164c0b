"""Which program a command line asks for: a headless command, or the application.

Kept apart from :mod:`fhrtool.cli` so that starting the application does not load the commands, and
from :mod:`fhrtool.storage.files` so that deciding does not load the models.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from fhrtool.storage.suffixes import CAMPAIGN_SUFFIX

COMMANDS = frozenset({"validate", "export", "import", "migrate", "roll"})


def is_command_line(argv: Sequence[str]) -> bool:
    """True when ``argv`` asks for a headless command (or help/version) rather than the application.

    A first word that is neither an option nor a campaign file is taken as a mistyped command, so it
    gets the command line's "invalid choice" instead of an application window.
    """
    tokens = list(argv)
    while tokens[:1] == ["--home"]:
        tokens = tokens[2:]
    if not tokens:
        return False
    first = tokens[0]
    if first.startswith("-"):
        return first in ("-h", "--help", "--version")
    return first in COMMANDS or not (Path(first).suffix == CAMPAIGN_SUFFIX or Path(first).exists())
