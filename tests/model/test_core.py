"""pydantic-core's compiled module, loaded without its package (fhrtool.model.core)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from fhrtool.model import core

ROOT = Path(__file__).resolve().parents[2]


def _fresh(code: str) -> object:
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(found.stdout)


def test_the_model_and_its_files_load_without_the_package_of_pydantic_core() -> None:
    modules = _fresh(
        "import json, sys; import fhrtool.storage.files, fhrtool.steps.log; "
        "print(json.dumps(sorted(sys.modules)))"
    )
    assert isinstance(modules, list)
    assert core.COMPILED in modules
    assert "pydantic_core" not in modules
    assert "pydantic_core.core_schema" not in modules
    assert "typing_extensions" not in modules


def test_the_package_imported_later_shares_the_loaded_module() -> None:
    same = _fresh(
        "import json, sys; from fhrtool.model.core import COMPILED, ValidationError, load_compiled; "
        "import pydantic_core; "
        "print(json.dumps([pydantic_core.ValidationError is ValidationError, "
        "load_compiled() is sys.modules[COMPILED]]))"
    )
    assert same == [True, True]


def test_the_loaded_module_validates_and_reports() -> None:
    validator = core.SchemaValidator({"type": "int", "ge": 0})
    assert validator.validate_python("3") == 3
    with pytest.raises(core.ValidationError) as raised:
        validator.validate_python(-1)
    assert raised.value.errors()[0]["type"] == "greater_than_equal"


def test_where_the_compiled_module_cannot_be_found_the_package_is_imported() -> None:
    found = _fresh(
        "import importlib.util, json, sys; importlib.util.find_spec = lambda name: None; "
        "from fhrtool.model.core import SchemaValidator; "
        "print(json.dumps(['pydantic_core' in sys.modules, SchemaValidator({'type': 'int'}).validate_python('4')]))"
    )
    assert found == [True, 4]


def test_a_loaded_module_is_not_loaded_twice() -> None:
    assert core.load_compiled() is sys.modules[core.COMPILED]
