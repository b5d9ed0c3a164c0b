"""Which program a command line asks for: a headless command, or the application.

Kept apart from :mod:`fhrtool.cli` so that starting the application does not load the commands, and
from :mod:`fhrtool.storage.files` so that deciding does not load the models.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from fhrtool.storage.suffixes import CAMPAIGN_SUFFIX

COMMANDS = frozenset({"validate", "export", "import", "migrate", "roll"})
LEADING_OPTIONS = ("--home", "--lang")  # options of both, before the command or the file


def leading_options(argv: Sequence[str]) -> tuple[dict[str, str], list[str]]:
    """The values of ``--home`` and ``--lang`` given first (``--lang ja validate …``, ``--home=DIR``), and
    the rest of ``argv``; where the preferences are and which language speaks are known before the rest
    is read."""
    found: dict[str, str] = {}
    tokens = list(argv)
    while tokens:
        name, equals, value = tokens[0].partition("=")
        if name not in LEADING_OPTIONS or not (equals or len(tokens) > 1):
            break
        found[name] = value if equals else tokens[1]
        tokens = tokens[1:] if equals else tokens[2:]
    return found, tokens


def campaign_files(argv: Sequence[str]) -> list[Path]:
    """The campaign files the application's command line names (to read them ahead, see
    :mod:`fhrtool.storage.readahead`)."""
    return [Path(token) for token in argv if token.endswith(CAMPAIGN_SUFFIX) and not token.startswith("-")]


def is_command_line(argv: Sequence[str]) -> bool:
    """True when ``argv`` asks for a headless command (or help/version) rather than the application.

    A first word that is neither an option nor a campaign file is taken as a mistyped command, so it
    gets the command line's "invalid choice" instead of an application window.
    """
    _, tokens = leading_options(argv)
    if not tokens:
        return False
    first = tokens[0]
    if first.startswith("-"):
        return first in ("-h", "--help", "--version")
    return first in COMMANDS or not (Path(first).suffix == CAMPAIGN_SUFFIX or Path(first).exists())
