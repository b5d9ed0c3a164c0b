"""Rolling a dice command (ダイスロール) into the campaign log as one step.

The command is read as BCDice's SRS reads it, by the same reader as ``fhrtool roll``
(:mod:`fhrtool.rules.expression`); what follows it after a space is its comment, which labels the
roll unless the roll has a label of its own. Dice rolled at the table can be typed in instead: the
typed results are played back in order, and every one of them must be used, so a mistyped roll is
refused rather than logged as something else.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from fhrtool.model import Campaign
from fhrtool.model.frozen import frozen
from fhrtool.model.text import Text
from fhrtool.rules.dice import DiceSource, ScriptedDice
from fhrtool.rules.events import Event
from fhrtool.rules.expression import RollResult, roll_expression, rolled_text
from fhrtool.steps.step import Clock, InvalidValueError, Step, logged


@frozen
class DiceRolled(Event):
    """A dice expression rolled in the dice roller.

    ``rolled`` shows every die and the total in symbols only, so any language can show it:
    ``2D6[4,5]+3 = 12 ≥ 10``. ``verdict`` is the :class:`~fhrtool.rules.expression.Verdict` value, or
    None for a plain sum. ``label`` is the comment of a chat-palette line (``《Fireball》``). ``secret``:
    the command starts with ``S`` (シークレットダイス), which BCDice, CCFolia and Udonarium show only to
    whoever rolled it.
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
    secret: bool = False


def event_for(
    result: RollResult, *, character_id: str | None = None, label: str = "", typed: bool = False
) -> DiceRolled:
    """The log event of a roll."""
    return DiceRolled(
        expression=str(result.expression),
        rolled=rolled_text(result),
        dice=result.dice,
        total=result.total,
        verdict=None if result.verdict is None else str(result.verdict),
        character_id=character_id,
        label=label,
        typed=typed,
        secret=result.expression.secret,
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


@frozen
class Roll:
    """A dice command to roll; ``typed`` holds results rolled at the table, used instead of the dice.
    ``label`` is the comment of a chat-palette line (``《Fireball》``); without one, the command's own
    comment is the label."""

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
    label = inputs.label or result.expression.comment
    event = event_for(result, character_id=inputs.character_id, label=label, typed=typed is not None)
    return logged(campaign, Text("Roll {expression}", expression=event.expression), result, [event], clock)
