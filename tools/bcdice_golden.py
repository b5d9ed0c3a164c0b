"""Regenerate tests/rules/data/bcdice_srs.json and bcdice_palette.json: what BCDice's game system SRS
makes of each case below, and of every chat-palette line fhrtool exports.

Needs node and npm (the test suite does not: the tables are committed). The pinned npm package
``bcdice`` is installed into a temporary folder, never into the repository::

    python tools/bcdice_golden.py            # writes both tables
    python tools/bcdice_golden.py --check    # fails when a committed table is out of date

The palette table holds each line of every sample character (fhrtool/resources/samples: the sheets and the
demo campaign's characters) and of a few made for the edges (:data:`EDGE_CHARACTERS`: essences of 0,
fatigue, a pool larger than BCDice's dice per term) under each table-rule variant of
:data:`PALETTE_OPTIONS`, in both languages, as the plain text and as CCFolia and Udonarium send it
(references to the character's values filled in as the tool does), each with fixed dice: for a 2D6
check one pair for each sum from 2 to 12; for other lines all ones, all highest, alternating highest
and one less, alternating 1 and 2, and a mix. Run it with the project's Python (``.venv/bin/python``),
which imports fhrtool to export the lines.

Each case is a command as typed and the die results BCDice's randomizer gives, in order
(tools/bcdice_golden.mjs replaces ``Randomizer#random``). A row records the dice BCDice used, its
result text, the total, the verdict and the secret flag, or ``"text": null`` when BCDice does not
take the line as a command.
"""

from __future__ import annotations

import argparse
import itertools
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fhrtool.model import RuleOptions

if TYPE_CHECKING:
    from fhrtool.model import Sheet

BCDICE_VERSION = "4.9.0"
ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "tests" / "rules" / "data" / "bcdice_srs.json"
PALETTE_TABLE = ROOT / "tests" / "rules" / "data" / "bcdice_palette.json"
SCRIPT = ROOT / "tools" / "bcdice_golden.mjs"
SAMPLES = ROOT / "fhrtool" / "resources" / "samples"

Case = tuple[str, list[int]]

CASES: list[Case] = [
    # The 2D6 action check: target, critical 12 and fumble 2 by default.
    ("2D6>=10", [3, 4]),
    ("2D6>=10", [6, 4]),
    ("2D6>=10", [6, 6]),
    ("2D6>=10", [1, 1]),
    ("2D6>=2", [1, 1]),
    ("2D6>=13", [6, 6]),
    ("2D6+3>=10", [3, 4]),
    ("2D6+3>=10", [3, 3]),
    ("2D6-5>=10", [6, 6]),
    ("2D6+9>=10", [1, 1]),
    ("2d6+3>=10", [4, 3]),
    ("2D6+0>=7", [3, 4]),
    ("2D6-0>=7", [3, 4]),
    # @critical and #fumble, in either order, before or after the modifier.
    ("2D6+3@11#2>=10", [5, 6]),
    ("2D6+3@11#2>=10", [2, 3]),
    ("2D6+3@11#3>=10", [1, 2]),
    ("2D6+3#3@11>=10", [2, 1]),
    ("2D6@11+3>=10", [5, 6]),
    ("2D6#3+3>=10", [1, 2]),
    ("2D6@11#3+3>=10", [4, 4]),
    ("2D6#3@11+3>=10", [6, 5]),
    ("2D6@10>=20", [5, 5]),
    ("2D6#4>=2", [2, 2]),
    ("2D6@7#7>=10", [3, 4]),
    ("2D6#12", [6, 6]),
    ("2D6@0", [1, 1]),
    ("2D6#0>=2", [1, 1]),
    ("2D6@-1>=10", [1, 1]),
    ("2D6#-1>=10", [1, 1]),
    ("2D6@13#1>=10", [6, 6]),
    ("2D6@(10+1)>=10", [5, 6]),
    ("2D6@11", [5, 6]),
    ("2D6@11", [3, 4]),
    ("2D6#3", [1, 2]),
    ("2D6#3", [3, 4]),
    ("2D6+3@11#2", [2, 3]),
    ("2D6+3@11#2", [6, 6]),
    ("2D6+3>=10@11", [5, 6]),
    ("2D6@11@10>=10", [5, 6]),
    ("2D6##3>=10", [1, 2]),
    ("2D6@>=10", [5, 6]),
    ("2D6@5*2>=10", [5, 5]),
    # The [critical,fumble] form.
    ("2D6+2>=10[11]", [5, 6]),
    ("2D6+2>=10[12,4]", [2, 2]),
    ("2D6+2>=10[,4]", [2, 2]),
    ("2D6+2>=10[,4]", [3, 3]),
    ("2D6[]", [3, 4]),
    ("2D6[]", [6, 6]),
    ("2D6[]", [1, 1]),
    ("2D6+2[11]", [5, 6]),
    ("2D6+2[12,4]", [1, 3]),
    ("2D6>=10[0]", [1, 1]),
    ("2D6>=10[0,0]", [1, 1]),
    ("2D6>=10[13,1]", [6, 6]),
    ("2D6>=10[13,1]", [1, 1]),
    ("2D6>=10[-1,-3]", [1, 1]),
    ("2D6>=10[11,]", [5, 6]),
    ("2D6>=10[a]", [5, 6]),
    ("2D6>=10[11,3,2]", [5, 6]),
    ("2D6>=10[ 11]", [5, 6]),
    ("2D6>=10 [11]", [5, 6]),
    ("2D6@11>=10[12]", [5, 6]),
    ("2D6+(1+2)>=10[11]", [5, 6]),
    ("2D6>10[11]", [5, 6]),
    ("2D6>=10[", [5, 6]),
    ("2D6>=10]", [5, 6]),
    ("4D6>=15[11]", [3, 4, 5, 6]),
    # The secret prefix S.
    ("S2D6+3>=10", [3, 4]),
    ("s2D6>=10", [6, 6]),
    ("S2D6", [3, 4]),
    ("S2D6[]", [3, 4]),
    ("S4D6>=15", [6, 4, 3, 2]),
    ("S3+2D6>=16", [6, 6]),
    ("SS2D6>=10", [3, 4]),
    ("S 2D6>=10", [3, 4]),
    ("S1D6", [4]),
    # Only a command that starts with 2D6 is a check; anything else is a sum.
    ("2D6", [6, 6]),
    ("2D6", [1, 1]),
    ("2D6+3", [6, 6]),
    ("2D6-1", [1, 1]),
    ("3+2D6>=16", [6, 6]),
    ("3+2D6>=16", [1, 1]),
    ("-1+2D6>=10", [6, 5]),
    ("1+2D6@11>=10", [5, 6]),
    ("2D6+1D6>=10", [6, 6, 1]),
    ("1D6+2D6>=10", [1, 6, 6]),
    ("2D6+2D6>=20", [6, 6, 6, 6]),
    ("2D6*2>=10", [2, 3]),
    ("2D6/2>=3", [3, 4]),
    ("(2D6)>=10", [6, 6]),
    ("(2D6+3)>=10", [3, 4]),
    ("2D6>7", [6, 6]),
    ("2D6>7", [1, 1]),
    ("2D6+3>10", [6, 6]),
    ("2D60>=10", [30, 40]),
    ("2D66>=10", [1, 2, 3, 4]),
    ("12D6>=40", [1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1]),
    ("22D6>=40", [3] * 22),
    # Comparisons of a sum.
    ("2D6<=7", [3, 4]),
    ("2D6<=7", [4, 4]),
    ("2D6+3<=10", [3, 4]),
    ("2D6<7", [1, 1]),
    ("2D6<7", [3, 4]),
    ("2D6=7", [3, 4]),
    ("2D6=7", [3, 3]),
    ("2D6==7", [3, 4]),
    ("2D6<>7", [3, 4]),
    ("2D6!=7", [3, 3]),
    ("2D6=>7", [3, 4]),
    ("2D6=<7", [3, 4]),
    ("2D6=!7", [3, 4]),
    ("1D6>=4", [4]),
    ("1D6<=4", [5]),
    ("1D6>3", [3]),
    ("2D6><7", [3, 4]),
    ("2D6>=10>=3", [3, 4]),
    ("2D6>=1D6", [3, 4, 5]),
    # Arithmetic and parentheses.
    ("2D6+3*2>=10", [2, 2]),
    ("2D6+3*2>=10", [1, 2]),
    ("2D6+(1+2)>=10", [3, 4]),
    ("2D6+((1+2)*3)>=10", [1, 2]),
    ("2D6+3*(1+1)>=10", [2, 2]),
    ("2D6>=5+5", [3, 4]),
    ("2D6>=(5+5)", [6, 4]),
    ("2D6>=10/3", [1, 2]),
    ("2D6>=2*3+1", [3, 4]),
    ("2D6+10/3>=10", [2, 3]),
    ("2D6+10/3U>=10", [2, 3]),
    ("2D6+10/3C>=10", [2, 3]),
    ("2D6+10/3R>=10", [2, 3]),
    ("2D6+10/4R>=10", [2, 3]),
    ("2D6+10/3F>=10", [2, 3]),
    ("2D6-10/3>=0", [2, 3]),
    ("2D6+-10/3>=0", [2, 3]),
    ("2D6+-7/2R>=0", [2, 3]),
    ("2D6+(10/3)>=10", [2, 3]),
    ("2D6+(10/3U)>=10", [2, 3]),
    ("2D6+(10/3u)>=10", [2, 3]),
    ("2D6+1/0>=10", [3, 4]),
    ("2D6+(1/0)>=10", [3, 4]),
    ("2D6+(1-1)>=7", [3, 4]),
    ("2D6+2*-1>=10", [5, 5]),
    ("2D6+-3>=10", [6, 6]),
    ("2D6--3>=10", [3, 4]),
    ("2D6+(-3)>=4", [3, 4]),
    ("2D6+(2-5)>=4", [3, 4]),
    ("2D6+3-1>=10", [3, 4]),
    ("2D6*3>=10", [3, 4]),
    ("2D6+3+>=10", [3, 4]),
    ("2D6+()>=10", [3, 4]),
    ("1D10+2", [7]),
    ("1D6*3", [4]),
    ("1D6/2", [5]),
    ("1D6/2U", [5]),
    ("1D6/2R", [5]),
    ("1D6/2R", [3]),
    ("1D6/0", [5]),
    ("1D6/0U", [5]),
    ("1D6/2F", [5]),
    ("1D6/2C", [5]),
    ("1D6*2/3", [4]),
    ("1D6/(1+1)", [5]),
    ("1D6/-2", [5]),
    ("-1D6/2", [5]),
    ("1D6+(-7)/2", [1]),
    ("1D6+-7/2U", [1]),
    ("1D6-(-3)", [1]),
    ("(1D6)", [4]),
    ("((1D6))", [4]),
    ("1D6+2D6>=2*(3+1)", [1, 2, 3]),
    ("1D6>=(1+1)", [1]),
    ("1D6+3>=-(1)", [1]),
    ("2D6+1/0U>=10", [3, 4]),
    ("2D6+1/0R>=10", [3, 4]),
    ("2D6+5/0>=10", [3, 4]),
    ("(0-1)D6", []),
    ("(1D6)D6", [1, 2]),
    ("2D6>>=7", [3, 4]),
    ("2D6=<>7", [3, 4]),
    ("2D6!7", [3, 4]),
    ("2D6<<7", [3, 4]),
    ("(1D6+1)*2", [3]),
    ("1D6+(2*3)", [1]),
    ("1D6-(1+1)", [1]),
    ("-1+1D6-2D4", [5, 1, 3]),
    ("1D6-1D6", [2, 5]),
    ("2*1D6", [4]),
    ("(1+1)D6", [3, 4]),
    ("1D(3+3)", [3]),
    ("-1D6>=-3", [4]),
    ("--1D6", [4]),
    ("1D6+-1", [4]),
    ("1D6--1", [4]),
    # The FHR dice-pool check is a sum.
    ("4D6>=15", [6, 4, 3, 2]),
    ("4D6>=15", [1, 1, 3, 2]),
    ("4d6>=15", [6, 6, 6, 6]),
    ("5D6>=20", [1, 1, 1, 1, 1]),
    ("3D6>=10", [6, 6, 6]),
    ("1D6>=4", [1]),
    ("10D6>=35", [1, 2, 3, 4, 5, 6, 1, 2, 3, 4]),
    # Dice with the number of faces left out are six-sided.
    ("2D", [3, 4]),
    ("2D+3>=10", [3, 4]),
    ("2d>=10", [6, 6]),
    ("3D>=10", [1, 2, 3]),
    ("D6", [4]),
    ("d20", [20]),
    ("D", [4]),
    ("1D", [4]),
    # Plain rolls.
    ("1D6", [4]),
    ("1D20", [13]),
    ("1D100", [42]),
    ("2D10", [10, 1]),
    ("3D6", [6, 1, 3]),
    ("1D1", [1]),
    ("2D1", [1, 1]),
    ("1D1>=1", [1]),
    ("2D6+1D1>=10", [4, 5, 1]),
    # Negative numbers.
    ("2D6>=-3", [1, 2]),
    ("2D6>=-3", [1, 1]),
    ("2D6-20>=-10", [3, 4]),
    ("2D6+3>=-5", [3, 4]),
    ("2D6-3", [3, 4]),
    ("-2D6>=-7", [3, 4]),
    ("-2D6", [3, 4]),
    ("2D6[-1,-2]", [1, 1]),
    ("1D6-10", [2]),
    ("1D6-10>=-5", [2]),
    ("2D6>=-(3)", [1, 2]),
    # Large numbers and the limits on dice.
    ("2D6+1000000>=10", [3, 4]),
    ("2D6+1000001>=10", [3, 4]),
    ("2D6+999999999999>=10", [3, 4]),
    ("2D6>=1000000000000000", [6, 6]),
    ("2D6>=1000000000000000", [3, 4]),
    ("1D6+123456789012", [1]),
    ("2D6@1000000>=10", [6, 6]),
    ("1D10000", [9999]),
    ("1D10001", []),
    ("1D1000000", []),
    ("200D6", [1] * 200),
    ("201D6", []),
    ("0D6", []),
    ("2D0", []),
    ("1D0", []),
    # Comments: BCDice reads up to the first space.
    ("2D6>=10 《一閃》", [3, 4]),
    ("2D6+4>=10 《一閃》", [6, 6]),
    ("2D6+4>=10 一閃 2D6", [3, 4]),
    ("2D6>=10《一閃》", [3, 4]),
    ("2D6+4>=10\t《一閃》", [3, 4]),
    ("4D6>=15 【生命】", [6, 4, 3, 2]),
    ("1D6 ダメージ", [4]),
    # Spaces end the command.
    ("2D6 + 3 >= 10", [6, 6]),
    ("2D6 +3>=10", [3, 4]),
    ("2D6+3 >=10", [3, 4]),
    ("2D6+3>= 10", [3, 4]),
    ("2D6+3 @11>=10", [5, 6]),
    (" 2D6+3>=10", [3, 4]),
    ("2D6+3>=10 ", [3, 4]),
    ("  4D6>=15  ", [6, 4, 3, 2]),
    ("3 + 2D6", [3, 4]),
    # Full-width input, as the online tools pass it on.
    ("２Ｄ６＋３＞＝１０", [3, 4]),
    ("２ｄ６＋３＞＝１０", [6, 6]),
    ("２Ｄ６＋３＞＝１０［１１］", [5, 6]),
    ("Ｓ２Ｄ６＞＝１０", [3, 4]),
    ("４Ｄ６＞＝１５", [6, 4, 3, 2]),
    ("２Ｄ６＋３＠１１＃３＞＝１０", [1, 2]),
    ("２Ｄ６＋４＞＝１０　《一閃》", [3, 4]),
    ("２Ｄ６＋（１＋２）＞＝１０", [3, 4]),
    ("２Ｄ６－１＞＝５", [3, 4]),
    ("２Ｄ６＜＝７", [3, 4]),
    ("2D6+3>=10　《一閃》", [3, 4]),
    ("２Ｄ６ー１", [3, 4]),
    ("2D6+3≧10", [3, 4]),
    # Lines BCDice does not take as a command.
    ("", []),
    ("   ", []),
    ("abc", []),
    ("《一閃》", []),
    ("2D6>=", [3, 4]),
    ("2D6+", [3, 4]),
    ("2D6+x", [3, 4]),
    ("2D6@", [3, 4]),
    ("2D6#", [3, 4]),
    ("@11", []),
    (">=10", []),
    ("10", []),
    ("1+1", []),
    ("1+1>=2", []),
    ("2D6>=?", [3, 4]),
    ("2D6+3>=?", [6, 6]),
    ("2D6$3>=10", [3, 4]),
    ("2D6+3>=10>", [3, 4]),
    ("2D6[11]>=10", [5, 6]),
    ("2D6+3>=10[11][12]", [5, 6]),
    # A number of dice below 1 rolls none and adds 0.
    ("(0)D6", []),
    ("0D6+1", []),
    ("1D6+0D6", [4]),
    ("(0)D6>=1", []),
    ("(0)D6>=0", []),
    ("(1-4/2)D6", []),
    ("(3-4/2)D6", [5]),
    ("(3-1/2)D6", [1, 2, 3]),
    ("S0D6", []),
    # Counting successes: each die against the target.
    ("3B6>=4", [1, 5, 6]),
    ("3B6>=4", [1, 1, 1]),
    ("15B10>=4", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5]),
    ("(3)B6>=4", [1, 5, 6]),
    ("(3-1/2)B6>=4", [1, 5, 6]),
    ("(1-4/2)B6>=4", []),
    ("0B6>=4", []),
    ("S3B6>=4", [1, 5, 6]),
    ("3b6>=4", [1, 5, 6]),
    ("３Ｂ６＞＝４", [1, 5, 6]),
    ("3B6>=4 《一閃》", [4, 4, 4]),
    ("3B6>=4+1", [1, 5, 6]),
    ("3B6>=1/0", [1, 5, 6]),
    ("3B(6)>=4", [1, 2, 3]),
    ("3B6>4", [1, 5, 6]),
    ("3B6<=2", [1, 2, 3]),
    ("3B6=>4", [1, 5, 6]),
    ("3B6<>3", [1, 3, 6]),
    ("3B6>=0", [1, 1, 1]),
    ("3B6>=-1", [1, 2, 3]),
    ("3B10>=11", [10, 10, 10]),
    ("2B6>=4", [4, 4]),
    ("3B6>=?", [1, 1, 1]),
    ("3B6>=1D6", [1, 1, 1, 1]),
    ("3B6+2B6>=4", [1, 5, 6, 1, 1]),
    ("3B6+2B10>=4", [1, 5, 6, 1, 10]),
    ("0B6+3B6>=4", [1, 5, 6]),
    ("(0-1)B6+3B6>=4", [1, 5, 6]),
    ("(2)B6+(1)B6>=4", [1, 5, 6]),
    ("200B6+50B6>=4", [(i % 6) + 1 for i in range(250)]),
    ("3B6-2B6>=4", [1, 5, 6, 1, 1]),
    ("3B6+2B6", [1, 5, 6, 1, 1]),
    ("3B66>=5", [10, 20, 66]),
    ("3D66", [1, 2, 3, 4, 5, 6]),
    ("201B6>=4", []),
    # Other BCDice commands (not read by fhrtool).
    ("C(1+1)", []),
    ("3B6", [1, 2, 3]),
    ("D66", [1, 2]),
    ("3R6>=4", [1, 2, 5]),
    ("4D6KH3", [1, 2, 3, 4]),
    ("x2 2D6", [1, 2, 3, 4]),
    ("choice[a,b]", [1]),
]

# Every ordered pair of dice for one check with its own critical and fumble values.
CASES += [("2D6+1@11#3>=9", [first, second]) for first, second in itertools.product(range(1, 7), repeat=2)]


CHECK_RULES: list[dict[str, object]] = [
    {"critical_value": critical, "fumble_value": fumble, "overlap_priority": priority}
    for critical, fumble in ((12, 2), (11, 3), (10, 4), (5, 6), (7, 7), (2, 12))
    for priority in ("critical_first", "fumble_first")
]
"""Every table rule a 2D6 check line follows: its critical and fumble values, overlapping or not, and
which is tested first."""

POOL_RULES: list[dict[str, object]] = [
    {
        **mode,
        "die_faces": faces,
        "fumble_rule": fumble,
        "fatigue_penalty_step": step,
        "allow_checks_below_one_die": allow,
    }
    for mode in (
        {"check_mode": "sum"},
        {"check_mode": "successes"},
        {"check_mode": "successes", "success_face": 3},
    )
    for faces in (6, 10)
    for fumble in ("all_ones", "none")
    for step in (0, 1, 2)
    for allow in (True, False)
]
"""Every combination of the table rules an essence check line follows."""

# BCDice reads D66 as a d66 (two d6 as tens and ones), so dice of 66 faces are an edge of their own.
POOL_RULES += [{"check_mode": "sum", "die_faces": 66}, {"check_mode": "successes", "die_faces": 66}]

PALETTE_OPTIONS: list[dict[str, object]] = [
    {**CHECK_RULES[index % len(CHECK_RULES)], **pool} for index, pool in enumerate(POOL_RULES)
]
"""The table-rule variants: each combination of :data:`POOL_RULES` once, each of :data:`CHECK_RULES`
with several (a 2D6 check line does not depend on the pool rules, nor an essence line on the check's)."""

MANY_DICE = 20
"""A line rolling more dice than this is rolled with two patterns only (all ones and the mix), to keep
the table small."""

TWO_D6 = [(1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (1, 6), (2, 6), (3, 6), (4, 6), (5, 6), (6, 6)]
"""A pair of dice for each sum from 2 to 12."""


def edge_characters() -> list[Sheet]:
    """Characters at the edges of what a palette line must say."""
    from fhrtool.model import Character, Sheet, Skill, Stat, StatKind

    return [
        Sheet(character=Character(name="Zero", life=0, will=1, skills=(Skill(name="Cut", check_value=2),))),
        Sheet(
            character=Character(
                name="Tired",
                life=3,
                will=4,
                fatigue=5,
                reflex=1,
                extra_stats=(Stat(name="魔力", kind=StatKind.ESSENCE, value=2),),
                skills=(Skill(name="Guard", check_value=-1),),
            )
        ),
        Sheet(character=Character(name="Giant", life=205, will=15, fatigue=2, sense=2)),
    ]


def sample_sheets() -> list[Sheet]:
    """Every sample character: the sheet files, then the characters of each sample campaign."""
    from fhrtool.exchange.sheet import sheet_of
    from fhrtool.storage.files import read_campaign, read_sheet

    sheets = [read_sheet(path).value for path in sorted(SAMPLES.glob("*.fhrs"))]
    for path in sorted(SAMPLES.glob("*.fhrc")):
        campaign = read_campaign(path).value
        sheets += [sheet_of(campaign, character) for character in campaign.characters]
    return sheets + edge_characters()


def exported_lines(sheet: Sheet, language: str, options: RuleOptions) -> list[str]:
    """The palette lines of ``sheet`` as BCDice receives them from the text, CCFolia and Udonarium."""
    from fhrtool.exchange.ccfolia import ccfolia_character, ccfolia_variables
    from fhrtool.exchange.palette import expand, palette_lines
    from fhrtool.exchange.udonarium import udonarium_element, udonarium_variables

    lines = palette_lines(sheet, language=language, options=options)
    data = ccfolia_character(sheet, language=language, options=options)["data"]
    variables = ccfolia_variables(data["status"], data["params"])
    lines += [expand(line, variables) for line in data["commands"].splitlines()]
    root = udonarium_element(sheet, language=language, options=options)
    palette = root.find("chat-palette")
    assert palette is not None
    assert palette.text is not None
    lines += [expand(line, udonarium_variables(root)) for line in palette.text.splitlines()]
    return lines


def palette_cases() -> list[Case]:
    """Each exported line once with the dice of :func:`dice_patterns`, or with the first of them when
    the same command with another comment already has them all (BCDice reads no further than the
    command, and the table stays small)."""
    cases: dict[tuple[str, tuple[int, ...]], None] = {}
    rolled: set[tuple[str, tuple[int, ...]]] = set()
    for sheet in sample_sheets():
        for language in ("ja", "en"):
            for variant in PALETTE_OPTIONS:
                for line in exported_lines(sheet, language, RuleOptions.model_validate(variant)):
                    command = line.split(" ", 1)[0]
                    patterns = dice_patterns(line)
                    for index, dice in enumerate(patterns):
                        if index == 0 or (command, dice) not in rolled:
                            cases[(line, dice)] = None
                            rolled.add((command, dice))
    return [(line, list(dice)) for line, dice in cases]


def dice_patterns(line: str) -> list[tuple[int, ...]]:
    """The dice a palette line is rolled with: a pair for each sum of a 2D6 check; all ones, a mix and,
    unless there are many dice, all highest, highest and one less, 1 and 2 for any other line."""
    from fhrtool.rules.dice import RandomDice
    from fhrtool.rules.expression import Check, roll_expression

    rolled = roll_expression(line, RandomDice(0))
    if isinstance(rolled.expression, Check):
        return TWO_D6
    faces = [roll.faces for roll in rolled.rolls for _ in roll.results]
    patterns = [[1 for _ in faces], [(i * 3 + 2) % f + 1 for i, f in enumerate(faces)]]
    if len(faces) <= MANY_DICE:
        patterns += [
            faces,
            [f if i % 2 == 0 else f - 1 for i, f in enumerate(faces)],
            [min(f, 1 + i % 2) for i, f in enumerate(faces)],
        ]
    return list(dict.fromkeys(tuple(dice) for dice in patterns))


def generate() -> tuple[str, str]:
    palette = palette_cases()
    with tempfile.TemporaryDirectory(prefix="bcdice-golden-") as folder:
        subprocess.run(
            [
                "npm",
                "install",
                "--prefix",
                folder,
                "--no-save",
                "--no-audit",
                "--no-fund",
                f"bcdice@{BCDICE_VERSION}",
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        return _table(folder, CASES), _table(folder, palette)


def _table(folder: str, cases: list[Case]) -> str:
    path = Path(folder) / "cases.json"
    path.write_text(json.dumps([{"command": c, "dice": d} for c, d in cases], ensure_ascii=False))
    done = subprocess.run(
        ["node", str(SCRIPT), folder, str(path)], check=True, capture_output=True, text=True
    )
    table = json.loads(done.stdout)
    if table["package"] != BCDICE_VERSION:
        raise SystemExit(f"npm installed bcdice {table['package']}, not {BCDICE_VERSION}")
    # One row a line: a diff shows which rows changed, and a row's dice do not take a line each.
    rows = ",\n".join(json.dumps(row, ensure_ascii=False) for row in table.pop("rows"))
    head = json.dumps(table, ensure_ascii=False)[:-1]
    return f'{head}, "rows": [\n{rows}\n]}}\n'


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed tables instead")
    args = parser.parse_args()
    outdated = 0
    for path, text in zip((TABLE, PALETTE_TABLE), generate(), strict=True):
        rows = len(json.loads(text)["rows"])
        if not args.check:
            path.write_text(text, encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {rows} rows from bcdice {BCDICE_VERSION}")
        elif not path.exists() or path.read_text(encoding="utf-8") != text:
            print(
                f"{path.relative_to(ROOT)} is out of date: run python tools/bcdice_golden.py", file=sys.stderr
            )
            outdated += 1
    return 1 if outdated else 0


if __name__ == "__main__":
    sys.exit(main())
