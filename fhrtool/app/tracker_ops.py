"""Undoable steps of the combat tracker: one function per thing the GM does in a fight.

Each function runs the pure round engine (:mod:`fhrtool.rules.encounter`) with the campaign's table
rules, appends the events to the campaign log, and pushes the result as one named step ("Quick ×2
(Aldo)", "Next: sequence 12 → 10 (round 2)"). A step the rules refuse raises
:class:`~fhrtool.rules.RuleError` and pushes nothing.

A combatant is the fight's own copy of a roster character. When it is the only combatant made from
its character, the changes a step makes to its HP, hope and fatigue are written back to the character
in the same step, so the sheet shows them; copies of one NPC ("Goblin 1", "Goblin 2") keep their values
to themselves, since one sheet cannot show three HP values.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from fhrtool.app.document import Document
from fhrtool.app.i18n import tr
from fhrtool.app.log import record
from fhrtool.app.operations import InvalidValueError, replace_character, with_outcome
from fhrtool.model import (
    Campaign,
    Character,
    CharacterKind,
    Combatant,
    Delay,
    DurationUnit,
    Encounter,
    Essence,
    HopeOnSequence,
    Passive,
    Quick,
    RuleOptions,
    Side,
    Sync,
)
from fhrtool.rules import RuleError, encounter, srs, tension
from fhrtool.rules.checks import CheckResult, roll_check
from fhrtool.rules.dice import DiceSource
from fhrtool.rules.events import Event, Outcome
from fhrtool.rules.fhr import SURPRISE_RESIST_TARGET

AnyDeclaration = HopeOnSequence | Quick | Passive | Delay | Sync
CheckRole = Literal["active", "reaction", "other"]
"""What a check is for: the actor's active action (能動行動), a passive reaction (受動行動) to an actor of
the current sequence, or anything else."""
Adjustable = Literal["hp", "hope", "fatigue", "tension_value"]


# Events the tracker adds to those of the rules ----------------------------------------------------------


@dataclass(frozen=True)
class SideChanged(Event):
    kind = "side_changed"
    combatant_id: str
    side: Side


@dataclass(frozen=True)
class CheckResolved(Event):
    """The outcome of an FHR dice-pool check; ``dice`` is empty when the result was typed in."""

    kind = "check_resolved"
    combatant_id: str
    essence: Essence
    value: int
    target: int
    outcome: str
    dice: tuple[int, ...]
    typed: bool


@dataclass(frozen=True)
class ActionCheckMade(Event):
    """A 2D6 action check (行為判定) of one side; ``dice`` is empty for a side that cannot roll."""

    kind = "action_check_made"
    combatant_id: str
    side: Literal["action", "reaction"]
    outcome: str
    achieved: int | None
    dice: tuple[int, ...]
    value: int
    modifier: int
    difficulty: int | None


@dataclass(frozen=True)
class OpposedResolved(Event):
    """Who won an opposed check (対決); ties go to the reaction (リアクション優先)."""

    kind = "opposed_resolved"
    action_by: str
    reaction_by: str | None
    winner: srs.Winner


@dataclass(frozen=True)
class TensionValueChanged(Event):
    kind = "tension_value_changed"
    character_id: str
    before: int
    after: int


# Requests the dialogs answer with --------------------------------------------------------------------------


@dataclass(frozen=True)
class CheckRequest:
    """A resolved Life or Will check and how it is paid for."""

    essence: Essence
    result: CheckResult
    role: CheckRole = "other"
    reacting_to: str | None = None
    hope: int = 0
    pay_with: encounter.PayWith = "correction"

    @property
    def passive(self) -> bool:
        """A reaction is a passive check, which the passive declaration's bonus dice help."""
        return self.role == "reaction"


@dataclass(frozen=True)
class ActionCheckRequest:
    """A 2D6 action check, opposed when ``reaction`` is given (None for a fumbled action)."""

    action: srs.CheckResult
    opposed_by: str | None = None
    reaction: srs.CheckResult | None = None
    skill_id: str | None = None


# Names shown in undo steps -----------------------------------------------------------------------------


def essence_label(essence: Essence) -> str:
    return tr("Life") if essence is Essence.LIFE else tr("Will")


def side_label(side: Side) -> str:
    return {Side.PC: tr("PC"), Side.ALLY: tr("Ally"), Side.ENEMY: tr("Enemy")}[side]


def field_label(field: Adjustable) -> str:
    return {
        "hp": tr("HP"),
        "hope": tr("Hope"),
        "fatigue": tr("Fatigue"),
        "tension_value": tr("Tension value"),
    }[field]


def declaration_text(declaration: AnyDeclaration, names: Mapping[str, str]) -> str:
    """A declaration in words: "Quick ×2", "Delay to 8", "Sync with Bea", "Hope ×1 (+4)"."""
    if isinstance(declaration, HopeOnSequence):
        results = declaration.d6_results
        return tr("Hope ×{count} (+{total})").format(count=len(results), total=sum(results))
    if isinstance(declaration, Quick):
        return tr("Quick ×{steps}").format(steps=declaration.steps)
    if isinstance(declaration, Passive):
        return tr("Passive ×{steps}").format(steps=declaration.steps)
    if isinstance(declaration, Delay):
        return tr("Delay to {value}").format(value=declaration.value)
    partner = names.get(declaration.partner_id, declaration.partner_id)
    return tr("Sync with {partner}").format(partner=partner)


def kind_label(kind: str) -> str:
    """The name of a kind of declaration ("hope", "quick", "passive", "delay", "sync")."""
    labels = {
        "hope": tr("hope on the sequence value"),
        "quick": tr("quick"),
        "passive": tr("passive"),
        "delay": tr("delay"),
        "sync": tr("sync"),
    }
    return labels.get(kind, kind)


# The one way a tracker step reaches the document ---------------------------------------------------------


Step = Callable[[Encounter, RuleOptions], Outcome[Encounter]]
_WRITTEN_BACK = ("hp", "hope", "fatigue")


def _push(
    document: Document, text: str, step: Step, extra: Callable[[Campaign], Campaign] | None = None
) -> bool:
    """Run ``step`` on the encounter, write linked characters back, log the events, push one edit."""

    def change(campaign: Campaign) -> Campaign:
        outcome = step(campaign.encounter, campaign.options)
        moved = campaign.model_copy(update={"encounter": outcome.state})
        new = record(_write_back(campaign.encounter, moved), outcome.events, stamp=campaign.encounter)
        return new if extra is None else extra(new)

    return document.edit(text, change)


def _chain(*steps: Step) -> Step:
    """Several rules operations as one: each runs on the state the previous one left."""

    def run(state: Encounter, options: RuleOptions) -> Outcome[Encounter]:
        events: list[Event] = []
        for step in steps:
            outcome = step(state, options)
            state = outcome.state
            events.extend(outcome.events)
        return Outcome(state, tuple(events))

    return run


def _write_back(before: Encounter, campaign: Campaign) -> Campaign:
    """Copy the HP, hope and fatigue that this step changed onto the characters of combatants that are
    their character's only one. Values the step left alone and the maximums are not copied, so a sheet
    edited during the fight keeps its edits."""
    fight = campaign.encounter
    made_from = Counter(c.character_id for c in fight.combatants if c.character_id is not None)
    earlier = {combatant.id: combatant for combatant in before.combatants}
    for combatant in fight.combatants:
        old = earlier.get(combatant.id)
        if old is None or old is combatant or combatant.character_id is None:
            continue
        if made_from[combatant.character_id] != 1:
            continue
        changed = [name for name in _WRITTEN_BACK if getattr(combatant, name) != getattr(old, name)]
        if not changed:
            continue
        try:
            character = campaign.character(combatant.character_id)
        except KeyError:
            continue  # deleted from the roster: the fight keeps its copy
        # Pools take the current value only: a maximum raised on the sheet meanwhile stays.
        update = {
            name: getattr(combatant, name)
            if name == "fatigue"
            else getattr(character, name).with_current(getattr(combatant, name).current)
            for name in changed
        }
        campaign = replace_character(campaign, character.model_copy(update=update))
    return campaign


def _name(document: Document, combatant_id: str) -> str:
    try:
        return document.campaign.encounter.combatant(combatant_id).name
    except KeyError:
        raise RuleError(
            "there is no combatant {combatant} in this encounter", combatant=combatant_id
        ) from None


# Setting up -------------------------------------------------------------------------------------------


def _numbered(name: str) -> re.Pattern[str]:
    return re.compile(rf"^{re.escape(name)} (\d+)$")


def combatants_from(
    fight: Encounter, character: Character, count: int = 1, side: Side | None = None
) -> tuple[tuple[Combatant, ...], dict[str, str]]:
    """New combatants copied from ``character``, and renames of combatants already in the fight.

    A PC joins once, on the PC side. An NPC joins on the enemy side; as soon as one NPC is in the fight
    more than once, its combatants are numbered ("Goblin 1", "Goblin 2", ...).
    """
    if not 1 <= count <= 99:
        raise InvalidValueError("add 1–99 combatants at a time, not {count}", count=count)
    same = [c for c in fight.combatants if c.character_id == character.id]
    if character.is_pc and (same or count > 1):
        raise RuleError("{name} is a PC and is in the fight once", name=character.name)
    side = side or (Side.PC if character.kind is CharacterKind.PC else Side.ENEMY)
    values = {
        "character_id": character.id,
        "side": side,
        "life": character.life,
        "will": character.will,
        "reflex": character.reflex,
        "perception": character.perception,
        "sense": character.sense,
        "hope": character.hope,
        "hp": character.hp,
        "fatigue": character.fatigue,
    }
    renames: dict[str, str] = {}
    if not same and count == 1:
        return (Combatant(name=character.name, **values),), renames
    pattern = _numbered(character.name)
    taken = [int(match.group(1)) for c in same if (match := pattern.match(c.name))]
    number = max(taken, default=0)
    for combatant in same:
        if not pattern.match(combatant.name):
            number += 1
            renames[combatant.id] = f"{character.name} {number}"
    added = tuple(Combatant(name=f"{character.name} {number + n}", **values) for n in range(1, count + 1))
    return added, renames


def add_from_roster(
    document: Document, character_ids: Sequence[str], count: int = 1, side: Side | None = None
) -> list[str]:
    """Add roster characters to the fight (NPCs ``count`` times each); returns the new combatants' ids."""
    state = document.campaign.encounter
    events: list[Event] = []
    added_ids: list[str] = []
    for character_id in character_ids:
        added, renames = combatants_from(state, document.character(character_id), count, side)
        if renames:
            combatants = tuple(
                c.model_copy(update={"name": renames[c.id]}) if c.id in renames else c
                for c in state.combatants
            )
            state = state.model_copy(update={"combatants": combatants})
        for combatant in added:
            outcome = encounter.add_combatant(state, combatant)
            state = outcome.state
            events.extend(outcome.events)
            added_ids.append(combatant.id)
    if not added_ids:
        return []
    names = ", ".join(state.combatant(combatant_id).name for combatant_id in added_ids)
    result = Outcome(state, tuple(events))
    _push(document, tr("Add {names} to the fight").format(names=names), lambda _fight, _options: result)
    return added_ids


def remove_combatant(document: Document, combatant_id: str) -> bool:
    name = _name(document, combatant_id)
    return _push(
        document,
        tr("Remove {name} from the fight").format(name=name),
        lambda fight, _options: encounter.remove_combatant(fight, combatant_id),
    )


def set_side(document: Document, combatant_id: str, side: Side) -> bool:
    name = _name(document, combatant_id)

    def step(fight: Encounter, _options: RuleOptions) -> Outcome[Encounter]:
        combatant = fight.combatant(combatant_id).model_copy(update={"side": side})
        changed = tuple(combatant if c.id == combatant_id else c for c in fight.combatants)
        return Outcome(fight.model_copy(update={"combatants": changed}), (SideChanged(combatant_id, side),))

    return _push(document, tr("{name}: side {side}").format(name=name, side=side_label(side)), step)


def set_surprised(document: Document, combatant_id: str, surprised: bool) -> bool:
    name = _name(document, combatant_id)
    text = tr("{name} caught off guard") if surprised else tr("{name} not caught off guard")
    return _push(
        document,
        text.format(name=name),
        lambda fight, _options: encounter.set_surprised(fight, combatant_id, surprised),
    )


def set_defeated(document: Document, combatant_id: str, defeated: bool) -> bool:
    name = _name(document, combatant_id)
    text = tr("{name} defeated") if defeated else tr("{name} back in the fight")
    return _push(
        document,
        text.format(name=name),
        lambda fight, _options: encounter.set_defeated(fight, combatant_id, defeated),
    )


# Resources ----------------------------------------------------------------------------------------------

_CHANGE = re.compile(r"^\s*([+\-−]?)\s*(\d{1,4})\s*$")


def parse_change(text: str) -> tuple[bool, int]:
    """``"-3"`` → (True, -3), ``"+2"`` → (True, 2), ``"7"`` → (False, 7): relative or a new value."""
    match = _CHANGE.match(text)
    if match is None:
        raise InvalidValueError(
            "type a change such as -3 or +2, or a new value such as 7; not {text}", text=text
        )
    sign, digits = match.groups()
    amount = int(digits)
    return (bool(sign), -amount if sign in ("-", "−") else amount)


def _current(campaign: Campaign, combatant: Combatant, field: Adjustable) -> int:
    if field == "tension_value":
        return _sheet(campaign, combatant).tension_value
    if field == "fatigue":
        return combatant.fatigue
    return (combatant.hp if field == "hp" else combatant.hope).current


def _sheet(campaign: Campaign, combatant: Combatant) -> Character:
    try:
        return campaign.character(combatant.character_id or "")
    except KeyError:
        raise RuleError("{name} has no character sheet, so no tension value", name=combatant.name) from None


def adjust(document: Document, combatant_ids: Sequence[str], field: Adjustable, change: str) -> bool:
    """Change HP, hope, fatigue or the tension value of one or several combatants by ``-3``, ``+2`` or
    to ``7``; the tension value is the character sheet's (0–100)."""
    relative, amount = parse_change(change)
    if not combatant_ids:
        return False
    campaign = document.campaign
    targets = [campaign.encounter.combatant(combatant_id) for combatant_id in combatant_ids]

    def extra(new: Campaign) -> Campaign:
        if field != "tension_value":
            return new
        events: list[Event] = []
        for combatant in targets:
            character = _sheet(new, combatant)
            before = character.tension_value
            after = tension.clamp(before + amount if relative else amount)
            if after != before:
                new = replace_character(new, character.model_copy(update={"tension_value": after}))
                events.append(TensionValueChanged(character.id, before, after))
        return record(new, events)

    def step(state: Encounter, _options: RuleOptions) -> Outcome[Encounter]:
        if field == "tension_value":
            return Outcome(state)
        events: list[Event] = []
        for combatant in targets:
            delta = amount if relative else amount - _current(campaign, state.combatant(combatant.id), field)
            outcome = encounter.adjust(state, combatant.id, field, delta)
            if outcome.state != state:  # a change to nothing (+0, or past a limit) is no step
                state = outcome.state
                events.extend(outcome.events)
        return Outcome(state, tuple(events))

    names = ", ".join(c.name for c in targets)
    label = field_label(field)
    if relative:
        text = tr("{field} {change:+d} ({names})").format(field=label, change=amount, names=names)
    elif len(targets) == 1:
        old = _current(campaign, targets[0], field)
        text = tr("{field} {old} → {new} ({names})").format(field=label, old=old, new=amount, names=names)
    else:
        text = tr("{field} → {new} ({names})").format(field=label, new=amount, names=names)
    return _push(document, text, step, extra)


# Tension mode ----------------------------------------------------------------------------------------


def switch_to_high(document: Document, surprise_checks: Mapping[str, int] | None = None) -> bool:
    """Switch to high tension: round 1 begins; surprised combatants' resist check totals are recorded."""
    return _push(
        document,
        tr("Switch to high tension"),
        lambda fight, _options: encounter.switch_to_high(fight, surprise_checks),
    )


def resist_check(campaign: Campaign, combatant_id: str, dice: DiceSource) -> CheckResult:
    """Roll a surprised combatant's mental resist check (精神レジストチェック): its Will pool against 15."""
    options = campaign.options
    pool = encounter.available_dice(campaign.encounter, combatant_id, Essence.WILL, options=options)
    return roll_check(pool, SURPRISE_RESIST_TARGET, dice, options)


def return_to_low(document: Document) -> bool:
    """Return to low tension: the ode clock advances by exactly 1 and 1-ode effects of the fight end."""
    ode = document.campaign.encounter.ode + 1
    return _push(document, tr("Return to low tension (ode {ode})").format(ode=ode), encounter.return_to_low)


def advance_odes(document: Document, odes: int) -> bool:
    return _push(
        document,
        tr("Advance {odes} ode(s)").format(odes=odes),
        lambda fight, _options: encounter.advance_odes(fight, odes),
    )


# The round --------------------------------------------------------------------------------------------


def roll_sequence(document: Document, dice: DiceSource, typed: Mapping[str, int] | None = None) -> bool:
    """Roll the d10 of everyone still without one; ``typed`` holds results rolled at the table."""
    round_number = document.campaign.encounter.round
    return _push(
        document,
        tr("Roll sequence values (round {round})").format(round=round_number),
        lambda fight, _options: encounter.roll_sequence(fight, dice, typed),
    )


def enter_roll(document: Document, combatant_id: str, d10: int) -> bool:
    name = _name(document, combatant_id)
    return _push(
        document,
        tr("d10 {d10} ({name})").format(d10=d10, name=name),
        lambda fight, _options: encounter.enter_roll(fight, combatant_id, d10),
    )


def declare(document: Document, declaration: AnyDeclaration) -> bool:
    """Make a special sequence declaration; it replaces the combatant's earlier one of the same kind."""
    fight = document.campaign.encounter
    names = {c.id: c.name for c in fight.combatants}
    text = tr("{what} ({name})").format(
        what=declaration_text(declaration, names), name=_name(document, declaration.combatant_id)
    )
    return _push(document, text, lambda state, options: encounter.declare(state, declaration, options))


def declare_hope(document: Document, combatant_id: str, hope: int, dice: DiceSource) -> bool:
    """Spend ``hope`` hope on the sequence value, a d6 each (typed-in results come as ScriptedDice)."""
    name = _name(document, combatant_id)
    return _push(
        document,
        tr("Hope ×{count} on the sequence value ({name})").format(count=hope, name=name),
        lambda state, options: encounter.declare_hope(state, combatant_id, hope, dice, options),
    )


def withdraw(document: Document, combatant_id: str, kind: str) -> bool:
    name = _name(document, combatant_id)
    return _push(
        document,
        tr("Withdraw {kind} ({name})").format(kind=kind_label(kind), name=name),
        lambda state, options: encounter.withdraw(state, combatant_id, kind, options),
    )


def confirm_order(document: Document) -> bool:
    """Fix the order: the declarations are over and the first sequence starts."""
    round_number = document.campaign.encounter.round
    return _push(
        document,
        tr("Confirm the order (round {round})").format(round=round_number),
        encounter.confirm_order,
    )


def _all_defeated(fight: Encounter) -> bool:
    slot = fight.current_slot
    return slot is not None and all(fight.combatant(i).defeated for i in slot.combatant_ids)


def _skipping(move: Callable[[Encounter], Outcome[Encounter]], fight: Encounter) -> Outcome[Encounter]:
    """Move once, then on past slots whose combatants are all defeated."""
    outcome = move(fight)
    state, events = outcome.state, list(outcome.events)
    while _all_defeated(state) and (move is encounter.next_slot or state.position > 0):
        outcome = move(state)
        state = outcome.state
        events.extend(outcome.events)
    return Outcome(state, tuple(events))


def next_slot(document: Document) -> bool:
    """Go on to the next slot (past slots of defeated combatants); after the last one the round ends."""
    before = document.campaign.encounter
    moved = _skipping(encounter.next_slot, before)
    after = moved.state
    old = before.order[before.position].value if before.position < len(before.order) else None
    if after.round != before.round:
        text = tr("Next: round {round} ends").format(round=before.round)
    else:
        new = after.order[after.position].value
        text = tr("Next: sequence {old} → {new} (round {round})").format(old=old, new=new, round=before.round)
    return _push(document, text, lambda _fight, _options: moved)


def previous_slot(document: Document) -> bool:
    before = document.campaign.encounter
    moved = _skipping(encounter.previous_slot, before)
    after = moved.state
    text = tr("Previous: sequence {old} → {new} (round {round})").format(
        old=before.order[before.position].value, new=after.order[after.position].value, round=before.round
    )
    return _push(document, text, lambda _fight, _options: moved)


# Checks and actions ------------------------------------------------------------------------------------


def take_check(document: Document, combatant_id: str, request: CheckRequest) -> bool:
    """Record a resolved Life or Will check: the active action or reaction it belongs to, its cost (the
    -1 on the next check of that essence, or 1 fatigue) and its outcome."""
    name = _name(document, combatant_id)
    steps: list[Step] = []
    if request.role == "active":
        steps.append(lambda state, _options: encounter.take_active_action(state, combatant_id))
    elif request.role == "reaction":
        if request.reacting_to is None:
            raise RuleError("{name} reacts, but to whose action?", name=name)
        actor = request.reacting_to
        steps.append(lambda state, _options: encounter.react(state, combatant_id, actor))
    steps.append(
        lambda state, options: encounter.take_check(
            state,
            combatant_id,
            request.essence,
            passive=request.passive,
            hope=request.hope,
            pay_with=request.pay_with,
            options=options,
        )
    )
    result = request.result
    resolved = CheckResolved(
        combatant_id,
        request.essence,
        result.value,
        result.target,
        str(result.outcome),
        result.roll.results if result.roll is not None else (),
        result.typed,
    )
    steps.append(lambda state, _options: Outcome(state, (resolved,)))
    if request.role == "reaction":
        text = tr("{essence} check, reaction ({name})")
    elif request.role == "active":
        text = tr("{essence} check, active ({name})")
    else:
        text = tr("{essence} check ({name})")
    return _push(document, text.format(essence=essence_label(request.essence), name=name), _chain(*steps))


def take_active_action(document: Document, combatant_id: str) -> bool:
    """An active action without a check (moving, drawing a weapon): it ends the passive bonus."""
    name = _name(document, combatant_id)
    return _push(
        document,
        tr("Active action ({name})").format(name=name),
        lambda state, _options: encounter.take_active_action(state, combatant_id),
    )


def _made(combatant_id: str, side: Literal["action", "reaction"], result: srs.CheckResult) -> ActionCheckMade:
    dice = result.roll.results if result.roll is not None else ()
    return ActionCheckMade(
        combatant_id,
        side,
        str(result.outcome),
        result.achieved,
        dice,
        result.value,
        result.modifier,
        result.difficulty,
    )


def action_check(document: Document, combatant_id: str, request: ActionCheckRequest) -> srs.Winner | None:
    """Record a 2D6 action check, or an opposed check against ``request.opposed_by``; returns the winner
    of an opposed check. A skill used in a successful check raises its character's tension value by the
    skill's tension bonus."""
    name = _name(document, combatant_id)
    events: list[Event] = [_made(combatant_id, "action", request.action)]
    winner: srs.Winner | None = None
    if request.opposed_by is not None:
        opponent = _name(document, request.opposed_by)
        winner = srs.opposed(request.action, request.reaction, options=document.campaign.options)
        if request.reaction is not None:
            events.append(_made(request.opposed_by, "reaction", request.reaction))
        events.append(OpposedResolved(combatant_id, request.opposed_by, winner))
        text = tr("Opposed check ({name} vs {opponent})").format(name=name, opponent=opponent)
        succeeded = winner is srs.Winner.ACTION
    else:
        text = tr("2D6 check ({name})").format(name=name)
        succeeded = request.action.outcome in (srs.CheckOutcome.CRITICAL, srs.CheckOutcome.SUCCESS)
    skill_id = request.skill_id

    def extra(new: Campaign) -> Campaign:
        if skill_id is None:
            return new
        sheet = _sheet(new, new.encounter.combatant(combatant_id))
        outcome = tension.skill_used(sheet, skill_id, succeeded=succeeded)
        return with_outcome(new, outcome)

    _push(document, text, lambda state, _options: Outcome(state, tuple(events)), extra)
    return winner


# Effects ----------------------------------------------------------------------------------------------


def add_effect(
    document: Document, combatant_id: str, name: str, duration: int, unit: DurationUnit, note: str = ""
) -> bool:
    who = _name(document, combatant_id)
    return _push(
        document,
        tr("Effect {effect} on {name}").format(effect=name, name=who),
        lambda fight, _options: encounter.add_effect(fight, combatant_id, name, duration, unit, note),
    )


def remove_effect(document: Document, effect_id: str) -> bool:
    effect = next((e for e in document.campaign.encounter.effects if e.id == effect_id), None)
    if effect is None:
        raise RuleError("there is no effect {effect} in this encounter", effect=effect_id)
    who = _name(document, effect.combatant_id)
    return _push(
        document,
        tr("End effect {effect} ({name})").format(effect=effect.name, name=who),
        lambda fight, _options: encounter.remove_effect(fight, effect_id),
    )
