"""Entry point of the ``fhrtool`` command: the composition root."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from fhrtool import cli


def main(argv: Sequence[str] | None = None) -> int:
    """Run a headless command, or start the application when no command is given."""
    args = sys.argv[1:] if argv is None else list(argv)
    if cli.is_command_line(args):
        return cli.main(args)
    # Imported here so that headless commands start without loading the widgets.
    from fhrtool.ui.launch import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
