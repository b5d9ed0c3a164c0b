"""PySide6's import hook, made light before the application's modules are imported.

Once loaded, PySide6 runs a hook after every import (for its opt-in ``from __feature__ import …``): the
first time it meets a module it asks whether the module's source names PySide6, by reading the whole
source through :func:`inspect.getsource`. That goes through :mod:`linecache`, which keeps the lines of
every module it read for the rest of the process: on the start of the window, a hundred modules, about
11 ms and 5 MB that nothing ever reads again. The same question is answered here without reading where
the answer is known (the standard library, fhrtool itself), and otherwise by reading the file's bytes,
which are let go at once.
"""

from __future__ import annotations

import sys
from types import ModuleType

import PySide6.QtCore  # noqa: F401  # loads the hook (shiboken's support package)

FEATURE_MODULE = "shibokensupport.feature"
"""Where the hook asks, with ``_mod_uses_pyside(module)``: a private name, so looked up with care."""


def names_pyside(module: ModuleType) -> bool:
    """Whether the source file of ``module`` names PySide6 (False without one, as PySide's own answer
    is for a compiled module or one whose source cannot be read)."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False


def uses_pyside(module: ModuleType) -> bool:
    """The hook's question, answered without reading where the answer is known: a module of the standard
    library does not use PySide; a module of fhrtool is answered as one that does (fhrtool asks for no
    feature anywhere, so "no feature", the setting of a module that uses PySide, is right for every one
    of its modules, whether it calls Qt or not); any other module by its source (:func:`names_pyside`)."""
    package = str(getattr(module, "__name__", "")).partition(".")[0]
    if package in sys.stdlib_module_names:
        return False
    return package == "fhrtool" or names_pyside(module)


def lighten_import_hook() -> bool:
    """Let PySide's import hook answer with :func:`uses_pyside`; False where this PySide has no such
    hook (nothing is changed then)."""
    feature = sys.modules.get(FEATURE_MODULE)
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]  # ModuleType has no such name
    return True
