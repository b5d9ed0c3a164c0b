"""Every chat-palette line fhrtool exports rolls in BCDice, and means there what it means here.

``tests/rules/data/bcdice_palette.json`` holds BCDice's answers (game system SRS, bcdice-js 4.9.0,
dice fixed) for each line of every sample character under each table-rule variant, as the plain
palette, CCFolia and Udonarium send it; ``tools/bcdice_golden.py`` writes it and defines what it
covers.
"""

from typing import Any

import pytest

from fhrtool.model import RuleOptions
from fhrtool.rules.dice import ScriptedDice
from fhrtool.rules.expression import Check, bcdice_text, evaluate, parse
from tests.rules.golden import VERDICTS, golden
from tests.scripts import load_script

GOLDEN = golden("bcdice_palette")


TOOL = load_script("tools/bcdice_golden.py")


def test_the_table_is_bcdice_4_9_0_and_every_line_rolled() -> None:
    assert (GOLDEN["package"], GOLDEN["bcdice"], GOLDEN["game_system"]) == ("4.9.0", "3.16.1", "SRS")
    rows = GOLDEN["rows"]
    assert len(rows) >= 500
    assert all(row["text"] is not None for row in rows)
    assert {"critical", "fumble", "success", "failure"} - {row["verdict"] for row in rows} == {
        "success",
        "failure",
    }  # no line carries a target: only the 2D6 check's automatic results give a verdict


def test_the_table_holds_every_line_exported_today() -> None:
    exported = {
        line
        for sheet in TOOL.sample_sheets()
        for language in ("ja", "en")
        for variant in TOOL.PALETTE_OPTIONS
        for line in TOOL.exported_lines(sheet, language, RuleOptions.model_validate(variant))
    }
    rolled = {row["command"] for row in GOLDEN["rows"]}
    assert exported == rolled, "the palette changed: run .venv/bin/python tools/bcdice_golden.py"
    assert any(line.startswith("(") for line in exported)  # a reference filled in: "({生命})D6" as "(3)D6"


@pytest.mark.parametrize("row", GOLDEN["rows"], ids=lambda row: f"{row['command']} {row['dice']}")
def test_a_palette_line_rolls_in_bcdice_as_here(row: dict[str, Any]) -> None:
    expression = parse(row["command"])
    if isinstance(expression, Check):
        # The line names its own values, so the table's defaults play no part.
        assert expression.critical is not None
        assert expression.fumble is not None
    result = evaluate(expression, ScriptedDice(row["dice"]), RuleOptions(critical_value=7, fumble_value=7))
    assert (bcdice_text(result), result.total, VERDICTS[result.verdict]) == (
        row["text"],
        row["total"],
        row["verdict"],
    )
    assert list(result.dice) == row["dice"]
