"""The repository's scripts (tools/, packaging/), loaded as modules for the tests that check them."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_script(path: str) -> ModuleType:
    """The script at ``path`` (relative to the repository) as a module, registered under its name so
    that what it defines (dataclasses among them) can find its own module."""
    file = ROOT / path
    spec = importlib.util.spec_from_file_location(file.stem, file)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[file.stem] = module
    spec.loader.exec_module(module)
    return module
