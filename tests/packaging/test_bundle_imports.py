"""The bundle holds the modules pydantic-core's compiled code imports while the application runs.

PyInstaller finds what Python code imports; pydantic-core imports some standard modules by name from its
compiled code the first time it validates or writes a value of their kind. Here a fresh interpreter
imports the application's modules, then reads, validates and writes a campaign: every module imported only
by those calls must be among the bundle's hidden imports.
"""

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_RUN = """
import json, sys
import fhrtool.storage.files, fhrtool.storage.preferences, fhrtool.steps.log
from fhrtool.storage.files import encode_campaign, parse_campaign
from fhrtool.storage.paths import resource_path
from fhrtool.storage.preferences import Preferences
before = set(sys.modules)
data = resource_path("samples", "demo.fhrc").read_bytes()
campaign = parse_campaign(data).value
encode_campaign(campaign)
campaign.model_dump(mode="json")
Preferences().model_dump(mode="json")
print(json.dumps(sorted(set(sys.modules) - before)))
"""


def _hidden_imports() -> set[str]:
    spec = ast.parse((ROOT / "packaging" / "fhrtool.spec").read_text(encoding="utf-8"))
    for node in ast.walk(spec):
        if isinstance(node, ast.keyword) and node.arg == "hiddenimports":
            return set(ast.literal_eval(node.value))
    return set()


def _imported(code: str) -> set[str]:
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    return {name.partition(".")[0] for name in json.loads(found.stdout)}


def test_what_pydantic_core_imports_at_run_time_is_bundled() -> None:
    imported = _imported(_RUN)
    assert "uuid" in imported  # what made the bundle fail: the check sees what it must
    hidden = _hidden_imports()
    # What the hidden imports import themselves is found by the analysis, and so is pydantic-core's
    # package with what it imports (fhrtool.model.core names it, though it loads the compiled module
    # alone; the first written JSON imports the package); the codecs are always bundled.
    with_theirs = _imported(
        f"import json, sys; before = set(sys.modules); import pydantic_core, {', '.join(sorted(hidden))}; "
        "print(json.dumps(sorted(set(sys.modules) - before)))"
    )
    assert imported - {"encodings"} <= hidden | with_theirs
