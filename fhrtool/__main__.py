"""Entry point of the ``fhrtool`` command: the composition root."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from fhrtool import cli


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; with no command, start the application."""
    return cli.main(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
