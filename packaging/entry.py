"""What the frozen ``fhrtool`` executable runs: the entry point of the ``fhrtool`` command."""

import sys

from fhrtool.__main__ import main

sys.exit(main())
