"""Rolling a dice expression (ダイスロール) into the campaign log as one step.

The expression is the same as ``fhrtool roll`` takes (:mod:`fhrtool.rules.expression`). Dice rolled
at the table can be typed in instead: the typed results are played back in order, and every one of
them must be used, so a mistyped roll is refused rather than logged as something else.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from fhrtool.model import Campaign
from fhrtool.model.text import Text
from fhrtool.rules.dice import DiceSource, ScriptedDice
from fhrtool.rules.events import Event
from fhrtool.rules.expression import RollResult, Verdict, roll_expression
from fhrtool.steps.step import Clock, InvalidValueError, Step, logged


@dataclass(frozen=True)
class DiceRolled(Event):
    """A dice expression rolled in the dice roller.

    ``rolled`` shows every die and the total in symbols only, so any language can show it:
    ``2D6[4,5]+3 = 12 ≥ 10``. ``verdict`` is the :class:`~fhrtool.rules.expression.Verdict` value, or
    None for a plain sum. ``label`` is the comment of a chat-palette line (``《Fireball》``).
    """

    kind = "dice_rolled"
    expression: str
    rolled: str
    dice: tuple[int, ...]
    total: int
    verdict: str | None
    character_id: str | None = None
    label: str = ""
    typed: bool = False


def rolled_text(result: RollResult) -> str:
    """Every term as rolled, the total and the comparison: ``2D6[4,5]+3 = 12 ≥ 10``."""
    parts = "".join(
        f"{'-' if rolled.term.sign < 0 else '+' if index else ''}"
        f"{rolled.roll if rolled.roll is not None else rolled.term}"
        for index, rolled in enumerate(result.terms)
    )
    text = f"{parts} = {result.total}"
    target = result.expression.target
    if target is not None and result.verdict not in (Verdict.AUTOMATIC_SUCCESS, Verdict.AUTOMATIC_FAILURE):
        text += f" {'≥' if result.total >= target else '<'} {target}"
    return text


def event_for(
    result: RollResult, *, character_id: str | None = None, label: str = "", typed: bool = False
) -> DiceRolled:
    """The log event of a roll."""
    dice = tuple(value for rolled in result.terms if rolled.roll is not None for value in rolled.roll.results)
    return DiceRolled(
        expression=str(result.expression),
        rolled=rolled_text(result),
        dice=dice,
        total=result.total,
        verdict=None if result.verdict is None else str(result.verdict),
        character_id=character_id,
        label=label,
        typed=typed,
    )


def parse_results(text: str) -> tuple[int, ...]:
    """Die results typed in as ``4 5`` or ``4,5`` (full-width digits too)."""
    folded = unicodedata.normalize("NFKC", text)
    results = []
    for token in re.split(r"[\s,、]+", folded.strip()):
        if not token:
            continue
        if not token.isascii() or not token.isdigit() or len(token) > 4:
            raise InvalidValueError("'{token}' is not a die result", token=token)
        results.append(int(token))
    return tuple(results)


@dataclass(frozen=True)
class Roll:
    """A dice expression to roll; ``typed`` holds results rolled at the table, used instead of the dice.
    ``label`` is the comment of a chat-palette line (``《Fireball》``)."""

    expression: str
    typed: Sequence[int] | None = None
    character_id: str | None = None
    label: str = ""


def roll(campaign: Campaign, inputs: Roll, dice: DiceSource, clock: Clock) -> Step[RollResult]:
    """Roll the expression and log it ("Roll 2D6+3>=10"); gives the roll.

    Raises :class:`~fhrtool.rules.RuleError` for a bad expression (its ``column`` says where) or a typed
    result that does not fit its die, and :class:`InvalidValueError` when typed results are left over.
    """
    typed = inputs.typed
    scripted = None if typed is None else ScriptedDice(typed)
    result = roll_expression(inputs.expression, dice if scripted is None else scripted, campaign.options)
    if scripted is not None and scripted.remaining:
        raise InvalidValueError(
            "more dice typed in than {expression} rolls: {unused} left over",
            expression=str(result.expression),
            unused=", ".join(map(str, scripted.remaining)),
        )
    event = event_for(result, character_id=inputs.character_id, label=inputs.label, typed=typed is not None)
    return logged(campaign, Text("Roll {expression}", expression=event.expression), result, [event], clock)
