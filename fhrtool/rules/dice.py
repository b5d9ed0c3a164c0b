"""Dice sources and recorded rolls.

Rules never call the global ``random``: they take a :class:`DiceSource`. :class:`RandomDice` rolls
(seedable for reproducible runs); :class:`ScriptedDice` plays back given results, for tests and for
tables that roll physical dice and type the results in.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from random import Random
from typing import Protocol

from fhrtool.model.frozen import frozen
from fhrtool.rules import RuleError

MAX_DICE = 1_000
MAX_FACES = 1_000


class DiceSource(Protocol):
    """Anything that can roll one die with ``faces`` faces, giving 1..faces."""

    def roll(self, faces: int) -> int: ...


class RandomDice:
    """Pseudo-random dice; the same seed gives the same rolls."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = Random(seed)

    def roll(self, faces: int) -> int:
        return self._rng.randint(1, faces)


class ScriptedDice:
    """Dice that give the listed results in order, checking each against the die rolled.

    Raises :class:`RuleError` when a result does not fit the die (a 7 on a d6) or when the script has
    run out, so a typed-in roll can never silently become something else.
    """

    def __init__(self, results: Iterable[int]) -> None:
        self._results = deque(results)

    def roll(self, faces: int) -> int:
        if not self._results:
            raise RuleError("no die result left to use for a d{faces}", faces=faces)
        result = self._results.popleft()
        if not 1 <= result <= faces:
            raise RuleError(
                "{result} is not a possible result of a d{faces} (1–{faces})", result=result, faces=faces
            )
        return result

    @property
    def remaining(self) -> tuple[int, ...]:
        """The results not used yet."""
        return tuple(self._results)


@frozen
class Roll:
    """The results of rolling ``len(results)`` dice of ``faces`` faces."""

    faces: int
    results: tuple[int, ...]

    @property
    def total(self) -> int:
        return sum(self.results)

    def __str__(self) -> str:
        return f"{len(self.results)}D{self.faces}[{','.join(map(str, self.results))}]"


def roll(dice: DiceSource, count: int, faces: int) -> Roll:
    """Roll ``count`` dice of ``faces`` faces from ``dice``."""
    if not 0 <= count <= MAX_DICE:
        raise RuleError("cannot roll {count} dice (0–{most})", count=count, most=MAX_DICE)
    if not 2 <= faces <= MAX_FACES:
        raise RuleError("a die needs 2–{most} faces, not {faces}", most=MAX_FACES, faces=faces)
    return Roll(faces, tuple(dice.roll(faces) for _ in range(count)))
