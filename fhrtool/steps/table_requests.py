"""What a player may ask for from their own page, and the step each request is once the GM accepts it.

A request is a small typed value naming the player's combatant. It changes nothing by itself: the GM
accepts it (:func:`play_request` runs then, as one step) or rejects it. An accepted request *is* the
tracker step the GM would have entered — the same name, the same undo entry, the same log — with the
dice the player typed in or, when they asked the app to roll, the app's dice.
"""

from __future__ import annotations

from typing import Literal, get_args

from fhrtool.model import Campaign, Delay, Essence, Passive, Quick, Sync
from fhrtool.model.frozen import frozen
from fhrtool.model.text import Text
from fhrtool.rules import RuleError
from fhrtool.rules.checks import roll_check
from fhrtool.rules.dice import DiceSource, ScriptedDice
from fhrtool.rules.encounter import PayWith, available_dice
from fhrtool.steps import labels, tracker
from fhrtool.steps.step import Clock, Step
from fhrtool.steps.tracker import AnyDeclaration, CheckRole

DeclarationKind = Literal["quick", "passive", "delay", "sync", "hope"]
DECLARATION_KINDS: tuple[DeclarationKind, ...] = get_args(DeclarationKind)


@frozen
class Declare:
    """A special sequence declaration: ``amount`` is the steps of a quick or passive, the value of a
    delay, the hope spent on the sequence; ``partner_id`` the combatant of a sync; ``dice`` the d6
    results of hope spent, typed in (None: the app rolls them)."""

    combatant_id: str
    kind: DeclarationKind
    amount: int = 0
    partner_id: str = ""
    dice: tuple[int, ...] | None = None


@frozen
class Withdraw:
    """Take back one's declaration of ``kind``."""

    combatant_id: str
    kind: DeclarationKind


@frozen
class Check:
    """A Life or Will check against ``target``, as the check dialog makes it; ``dice`` are the results
    typed in, one per die of the pool (None: the app rolls them)."""

    combatant_id: str
    essence: Essence
    target: int
    role: CheckRole = "other"
    reacting_to: str | None = None
    hope: int = 0
    pay_with: PayWith = "correction"
    dice: tuple[int, ...] | None = None


Request = Declare | Withdraw | Check


def _declaration(request: Declare) -> AnyDeclaration:
    if request.kind == "quick":
        return Quick(request.combatant_id, request.amount)
    if request.kind == "passive":
        return Passive(request.combatant_id, request.amount)
    if request.kind == "delay":
        return Delay(request.combatant_id, request.amount)
    return Sync(request.combatant_id, request.partner_id)


def _typed(dice: tuple[int, ...] | None, default: DiceSource) -> DiceSource:
    return default if dice is None else ScriptedDice(dice)


def _all_used(source: DiceSource) -> None:
    """Refuse dice typed in that the step did not roll: a player's typed roll is used whole or not at all."""
    if isinstance(source, ScriptedDice) and source.remaining:
        raise RuleError("{count} more dice were typed in than the roll has", count=len(source.remaining))


def play_request(campaign: Campaign, request: Request, dice: DiceSource, clock: Clock) -> Step[None]:
    """The step an accepted request is: the tracker's own step with the request's inputs."""
    if isinstance(request, Withdraw):
        return tracker.withdraw(campaign, tracker.Withdraw(request.combatant_id, request.kind), dice, clock)
    source = _typed(request.dice, dice)
    if isinstance(request, Declare):
        if request.kind == "hope":
            hope = tracker.DeclareHope(request.combatant_id, request.amount)
            made = tracker.declare_hope(campaign, hope, source, clock)
        else:
            made = tracker.declare(campaign, _declaration(request), source, clock)
        _all_used(source)
        return made
    pool = available_dice(
        campaign.encounter,
        request.combatant_id,
        request.essence,
        passive=request.role == "reaction",
        hope=request.hope,
        options=campaign.options,
    )
    result = roll_check(pool, request.target, source, campaign.options)
    _all_used(source)
    check = tracker.CheckRequest(
        request.essence, result, request.role, request.reacting_to, request.hope, request.pay_with
    )
    return tracker.take_check(campaign, tracker.TakeCheck(request.combatant_id, check), dice, clock)


def describe(campaign: Campaign, request: Request) -> Text:
    """A request in words, as the GM's list of pending requests shows it."""
    names = {c.id: c.name for c in campaign.encounter.combatants}
    name = names.get(request.combatant_id, request.combatant_id)
    if isinstance(request, Withdraw):
        return Text("Withdraw {kind} ({name})", kind=labels.declaration_kind(request.kind), name=name)
    if isinstance(request, Declare):
        if request.kind == "hope":
            what = Text("Hope ×{count} on the sequence value", count=request.amount)
        else:
            what = tracker.declaration_text(_declaration(request), names)
        return Text("{what} ({name})", what=what, name=name)
    essence = labels.ESSENCES[request.essence]
    rolled = (
        Text("the app rolls")
        if request.dice is None
        else Text("typed in: {dice}", dice=", ".join(map(str, request.dice)))
    )
    return Text(
        "{essence} check against {target}, {rolled} ({name})",
        essence=essence,
        target=request.target,
        rolled=rolled,
        name=name,
    )
