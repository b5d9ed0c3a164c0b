"""Entry point of the ``fhrtool`` command: the composition root."""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence

from fhrtool.argv import campaign_files, is_command_line


def main(argv: Sequence[str] | None = None) -> int:
    """Run a headless command, or start the application when no command is given."""
    args = sys.argv[1:] if argv is None else list(argv)
    # Each side is imported only when asked for: the commands without the widgets, the application
    # without the commands.
    if is_command_line(args):
        from fhrtool import cli

        return cli.main(args)
    # The models first, with the collector on: building them leaves megabytes of cycles behind. Then
    # the collector would walk the hundreds of thousands of objects that importing the rest and building
    # the window make, a dozen times, and find nearly nothing to free: it is off until the window is
    # on screen, when launch.settle_memory() turns it back on.
    import fhrtool.storage.files  # noqa: F401
    from fhrtool.storage.jsonfile import MAX_FILE_BYTES
    from fhrtool.storage.readahead import read_ahead

    # The campaign it opens is read while the rest is imported and the window built.
    for path in campaign_files(args):
        read_ahead(path, MAX_FILE_BYTES)
    gc.disable()
    from fhrtool.ui.binding import lighten_import_hook

    lighten_import_hook()  # before the modules of the window are imported: see fhrtool.ui.binding
    from fhrtool.ui.launch import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
