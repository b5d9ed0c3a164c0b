"""pydantic-core's compiled validator and serializer, loaded without the Python package around them.

Everything the model layer calls is in the compiled module ``pydantic_core._pydantic_core``. The package
``pydantic_core`` itself adds, before it, ``core_schema`` (hundreds of ``TypedDict`` classes that only
type-check the schemas) and ``typing_extensions``: about 17 ms and 3.5 MB of the application's start,
measured with bytecode caching on, for nothing it uses while it runs. So the compiled module is found the
way Python's import system finds it (``pydantic_core``'s folder, wherever the package is installed or
bundled) and loaded under its own name. Importing the package later (a tool, a test) takes this very
module from :data:`sys.modules`: one ``ValidationError`` class, not two. Where it cannot be found that
way, it is imported the usual way, package and all.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from types import ModuleType
from typing import TYPE_CHECKING

COMPILED = "pydantic_core._pydantic_core"


def load_compiled() -> ModuleType:
    """The compiled module of pydantic-core, loaded once (if possible without its package)."""
    loaded = sys.modules.get(COMPILED)
    if loaded is not None:
        return loaded
    try:
        package = importlib.util.find_spec(COMPILED.partition(".")[0])
        folders = None if package is None else package.submodule_search_locations
        spec = None if folders is None else importlib.machinery.PathFinder.find_spec(COMPILED, list(folders))
    except (ImportError, ValueError):  # a finder that refuses to look without the package imported
        spec = None
    if spec is None or not isinstance(spec.loader, importlib.machinery.ExtensionFileLoader):
        import pydantic_core._pydantic_core as compiled  # the package's own way

        return compiled
    module = importlib.util.module_from_spec(spec)
    sys.modules[COMPILED] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[COMPILED]
        raise
    return module


if TYPE_CHECKING:
    from pydantic_core import (
        PydanticCustomError,
        PydanticUndefined,
        SchemaSerializer,
        SchemaValidator,
        ValidationError,
    )
else:
    _compiled = load_compiled()
    PydanticCustomError = _compiled.PydanticCustomError
    PydanticUndefined = _compiled.PydanticUndefined
    SchemaSerializer = _compiled.SchemaSerializer
    SchemaValidator = _compiled.SchemaValidator
    ValidationError = _compiled.ValidationError

__all__ = [
    "COMPILED",
    "PydanticCustomError",
    "PydanticUndefined",
    "SchemaSerializer",
    "SchemaValidator",
    "ValidationError",
    "load_compiled",
]
