"""The exact chance of a check before its dice are rolled, as a :class:`~fractions.Fraction`.

Each function counts every outcome of the dice the check would roll, read exactly as
:mod:`fhrtool.rules.checks` and :mod:`fhrtool.rules.srs` read them: an FHR dice pool with the table's
die, reading and fumble rule (RULES §1), a 2D6 action check with its critical and fumble values
(RULES §9), and an opposed check against a known reaction (RULES §10). Nothing is simulated.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from math import comb

from fhrtool.model.options import CheckMode, FumbleRule, RuleOptions
from fhrtool.rules import srs
from fhrtool.rules.dice import ScriptedDice

_DEFAULTS = RuleOptions()


def pool_chance(dice: int, target: int, options: RuleOptions | None = None) -> Fraction:
    """The chance that a pool of ``dice`` dice reaches ``target`` without fumbling (RULES §1).

    Fewer than one die rolls nothing, like :func:`~fhrtool.rules.checks.roll_check`: the value is 0
    and the check succeeds only against a target of 0 or less.
    """
    options = options or _DEFAULTS
    count = max(dice, 0)
    faces = options.die_faces
    if options.check_mode is CheckMode.SUCCESSES:
        hits = max(faces - options.success_face + 1, 0)
        ways = [comb(count, k) * hits**k * (faces - hits) ** (count - k) for k in range(count + 1)]
        # All ones is the one outcome with every die a success (success face 1) or none.
        ones_value = count if options.success_face <= 1 else 0
    else:
        ways = _sum_ways(count, faces)
        ones_value = count
    reached = sum(ways[max(target, 0) :])
    fumble = options.fumble_rule is FumbleRule.ALL_ONES and count > 0
    if fumble and ones_value >= target:
        reached -= 1
    return Fraction(reached, faces**count)


def _sum_ways(count: int, faces: int) -> list[int]:
    """``ways[s]``: how many of the ``faces ** count`` outcomes sum to ``s`` (convolution, die by die)."""
    ways = [1]
    for _ in range(count):
        longer = [0] * (len(ways) + faces)
        for total, number in enumerate(ways):
            for face in range(1, faces + 1):
                longer[total + face] += number
        ways = longer
    return ways


def _all_2d6() -> list[tuple[int, ...]]:
    return list(product(range(1, srs.CHECK_FACES + 1), repeat=srs.CHECK_DICE))


def _outcomes(
    value: int,
    modifier: int,
    difficulty: int | None,
    critical: int | None,
    fumble: int | None,
    options: RuleOptions,
) -> list[srs.CheckResult]:
    """The check each of the 36 outcomes of 2D6 gives, read by :func:`~fhrtool.rules.srs.check`."""
    return [
        srs.check(
            ScriptedDice(faces),
            value,
            modifier,
            difficulty,
            critical=critical,
            fumble=fumble,
            options=options,
        )
        for faces in _all_2d6()
    ]


def action_chance(
    value: int,
    modifier: int,
    difficulty: int,
    *,
    critical: int | None = None,
    fumble: int | None = None,
    options: RuleOptions | None = None,
) -> Fraction:
    """The chance that a 2D6 action check succeeds against ``difficulty``, a critical included (RULES §9).

    ``critical`` and ``fumble`` default to the table's values, as in :func:`~fhrtool.rules.srs.check`.
    """
    options = options or _DEFAULTS
    wins = (srs.CheckOutcome.CRITICAL, srs.CheckOutcome.SUCCESS)
    results = _outcomes(value, modifier, difficulty, critical, fumble, options)
    return Fraction(sum(result.outcome in wins for result in results), len(results))


def opposed_chance(
    action: tuple[int, int],
    reaction: tuple[int, int],
    *,
    reaction_rolls: bool = True,
    action_critical: int | None = None,
    action_fumble: int | None = None,
    reaction_critical: int | None = None,
    reaction_fumble: int | None = None,
    options: RuleOptions | None = None,
) -> Fraction:
    """The chance that the action side wins an opposed check (対決, RULES §10).

    ``action`` and ``reaction`` are (check value, modifier). A reaction side that cannot roll
    (``reaction_rolls=False``) stands at check value + modifier, as :func:`~fhrtool.rules.srs.unrolled`.
    """
    options = options or _DEFAULTS
    actions = _outcomes(*action, None, action_critical, action_fumble, options)
    if reaction_rolls:
        reactions = _outcomes(*reaction, None, reaction_critical, reaction_fumble, options)
    else:
        reactions = [srs.unrolled(*reaction)]
    wins = sum(
        srs.opposed(one, None if one.outcome is srs.CheckOutcome.FUMBLE else other, options=options)
        is srs.Winner.ACTION
        for one in actions
        for other in reactions
    )
    return Fraction(wins, len(actions) * len(reactions))
