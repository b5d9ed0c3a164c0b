"""Every chat-palette line fhrtool exports rolls in BCDice, and means there what fhrtool does, under
every table rule.

``tests/rules/data/bcdice_palette.json`` holds BCDice's answers (game system SRS, bcdice-js 4.9.0,
dice fixed) for each line of every sample character and of characters at the edges (essences of 0,
fatigue, more dice than a term holds), under each combination of the table rules a line follows, as
the plain palette, CCFolia and Udonarium send it; ``tools/bcdice_golden.py`` writes it and defines
what it covers.
"""

from collections import defaultdict
from typing import Any

import pytest

from fhrtool.exchange.labels import labels_for
from fhrtool.exchange.summary import essences, initiative_of
from fhrtool.model import RuleOptions, Sheet
from fhrtool.model.options import CheckMode, OverlapPriority
from fhrtool.rules import srs
from fhrtool.rules.checks import DicePool, check_dice, roll_check
from fhrtool.rules.dice import ScriptedDice
from fhrtool.rules.expression import Check, bcdice_text, evaluate, parse
from tests.rules.golden import VERDICTS, golden
from tests.scripts import load_script

GOLDEN = golden("bcdice_palette")


TOOL = load_script("tools/bcdice_golden.py")

ROWS: dict[str, list[dict[str, Any]]] = defaultdict(list)
for _row in GOLDEN["rows"]:
    ROWS[_row["command"]].append(_row)

OUTCOMES = {
    srs.CheckOutcome.CRITICAL: "critical",
    srs.CheckOutcome.FUMBLE: "fumble",
    srs.CheckOutcome.ROLLED: None,
}
"""What BCDice says of a 2D6 check line without a target, for each outcome of fhrtool's check."""


def test_the_table_is_bcdice_4_9_0_and_every_line_rolled() -> None:
    assert (GOLDEN["package"], GOLDEN["bcdice"], GOLDEN["game_system"]) == ("4.9.0", "3.16.1", "SRS")
    rows = GOLDEN["rows"]
    assert len(rows) >= 3000
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
    # The edges are there: no dice, a count of successes, a fatigue penalty read from the character.
    assert any(line.startswith("0D6 ") for line in exported)
    assert any(line.startswith("200B10+5B10>=3 ") for line in exported)
    assert any(line.startswith("(4-5/2)D6 ") for line in exported)


def test_every_table_rule_a_line_follows_is_varied() -> None:
    variants = [RuleOptions.model_validate(variant) for variant in TOOL.PALETTE_OPTIONS]
    pools = {
        (
            o.check_mode,
            o.success_face,
            o.die_faces,
            o.fumble_rule,
            o.fatigue_penalty_step,
            o.allow_checks_below_one_die,
        )
        for o in variants
    }
    assert len(pools) == 3 * 2 * 2 * 3 * 2 + 2  # and 66 faces, summed and counted
    checks = {(o.critical_value, o.fumble_value, o.overlap_priority) for o in variants}
    assert len(checks) == 12
    assert any(critical <= fumble for critical, fumble, _ in checks)  # overlapping values


@pytest.mark.parametrize("row", GOLDEN["rows"], ids=lambda row: f"{row['command']} {row['dice']}")
def test_a_palette_line_rolls_in_bcdice_as_here(row: dict[str, Any]) -> None:
    expression = parse(row["command"])
    if isinstance(expression, Check):
        # The line names its own values, so the table's defaults play no part.
        assert expression.critical is not None
        assert expression.fumble is not None
    for priority in OverlapPriority:  # and they never overlap, so neither does the overlap rule
        options = RuleOptions(critical_value=7, fumble_value=7, overlap_priority=priority)
        result = evaluate(expression, ScriptedDice(row["dice"]), options)
        assert (bcdice_text(result), result.total, VERDICTS[result.verdict]) == (
            row["text"],
            row["total"],
            row["verdict"],
        )
        assert list(result.dice) == row["dice"]


def _meanings(sheet: Sheet, options: RuleOptions) -> list[tuple[str, object]]:
    """What each palette line of ``sheet`` must mean, in order: the sequence value, each essence check
    the table rules let roll (its pool), each skill's 2D6 check (its check value)."""
    character = sheet.character
    meanings: list[tuple[str, object]] = [("sequence", initiative_of(character))]
    d66 = options.check_mode is CheckMode.SUM and options.die_faces == 66  # no line: the notes say why
    for essence in () if d66 else essences(character, labels_for("ja")):
        pool = check_dice(essence.value, 0, fatigue=character.fatigue, options=options)
        if not pool.below_one or options.allow_checks_below_one_die:
            meanings.append(("essence", pool))
    meanings += [("skill", skill.check_value) for skill in character.skills if skill.check_value is not None]
    return meanings


@pytest.mark.parametrize(
    "variant", TOOL.PALETTE_OPTIONS, ids=lambda variant: ",".join(f"{k}={v}" for k, v in variant.items())
)
def test_every_line_means_in_bcdice_what_fhrtool_does_under_the_table_rules(variant: dict[str, Any]) -> None:
    """Given the dice BCDice rolled, fhrtool's own rules (the 2D6 check with the table's critical,
    fumble and overlap rule; the pool check with the fatigue penalty) give what BCDice answered."""
    options = RuleOptions.model_validate(variant)
    checked = 0
    for sheet in TOOL.sample_sheets():
        meanings = _meanings(sheet, options)
        for language in ("ja", "en"):
            palettes = TOOL.exported_lines(sheet, language, options)
            # The plain palette, then CCFolia's and Udonarium's, each a whole palette.
            assert len(palettes) == 3 * len(meanings)
            for index, line in enumerate(palettes):
                kind, meaning = meanings[index % len(meanings)]
                assert ROWS[line], (
                    f"{line!r} is not in the table: run .venv/bin/python tools/bcdice_golden.py"
                )
                for row in ROWS[line]:
                    dice = ScriptedDice(row["dice"])
                    if kind == "sequence":
                        assert row["total"] == row["dice"][0] + meaning
                    elif kind == "essence":
                        assert isinstance(meaning, DicePool)
                        value = roll_check(meaning, 0, dice, options).value
                        assert (row["total"], row["verdict"]) == (value, None), line
                    else:
                        assert isinstance(meaning, int)
                        result = srs.check(dice, meaning, options=options)
                        assert result.roll is not None
                        assert (row["total"], row["verdict"]) == (
                            result.roll.total + meaning,
                            OUTCOMES[result.outcome],
                        ), line
                    checked += 1
    assert checked > 0
