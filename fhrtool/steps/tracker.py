"""Steps of the combat tracker: one function per thing the GM does in a fight.

Each step runs the pure round engine (:mod:`fhrtool.rules.encounter`) with the campaign's table rules
and logs its events, stamped with where the fight stood before the step ("round 1 ends" is logged in
round 1). Its name says what it did ("Quick ×2 (Aldo)", "Next: sequence 12 → 10 (round 2)").

A combatant is the fight's own copy of a roster character. When it is the only combatant made from
its character, the changes a step makes to its HP, hope and fatigue are written back to the character
in the same step, as a sheet's changes reach it (:func:`~fhrtool.steps.step.replace_character`), so the
sheet and the fight never disagree; copies of one NPC ("Goblin 1", "Goblin 2") keep their values to
themselves, since one sheet cannot show three HP values.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Literal, TypeVar

from fhrtool.model import (
    Campaign,
    Character,
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
from fhrtool.model.frozen import frozen
from fhrtool.model.text import Text
from fhrtool.rules import RuleError, casting, encounter, srs, tension
from fhrtool.rules.checks import CheckResult, DicePool, roll_check
from fhrtool.rules.dice import DiceSource
from fhrtool.rules.events import Event, Outcome
from fhrtool.rules.fhr import SURPRISE_RESIST_TARGET
from fhrtool.steps import labels
from fhrtool.steps.step import Clock, InvalidValueError, Step, carried, logged, replace_character

AnyDeclaration = HopeOnSequence | Quick | Passive | Delay | Sync
CheckRole = Literal["active", "reaction", "other"]
"""What a check is for: the actor's active action (能動行動), a passive reaction (受動行動) to an actor of
the current sequence or to someone who reacted on it (a chained reaction), or anything else."""
Adjustable = Literal["hp", "hope", "fatigue", "tension_value"]
DiscardedCheck = Literal["life", "will", "2d6", "resist"]
"""The check a discarded roll was made for: Life, Will, 2D6, or the mental resist against surprise."""
ADD_AT_ONCE_MAX = 99
"""The most combatants one step adds from a character."""


# Events the tracker adds to those of the rules ----------------------------------------------------------


@frozen
class SideChanged(Event):
    kind = "side_changed"
    combatant_id: str
    side: Side


@frozen
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


@frozen
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


@frozen
class OpposedResolved(Event):
    """Who won an opposed check (対決) and why; ties go to the reaction (リアクション優先)."""

    kind = "opposed_resolved"
    action_by: str
    reaction_by: str | None
    winner: srs.Winner
    reason: srs.WinReason


@frozen
class RollDiscarded(Event):
    """Dice rolled for a check and then discarded: on record, and nothing else."""

    kind = "roll_discarded"
    combatant_id: str
    check: DiscardedCheck
    dice: tuple[int, ...]


@frozen
class TensionValueChanged(Event):
    kind = "tension_value_changed"
    character_id: str
    before: int
    after: int


# Requests the dialogs answer with --------------------------------------------------------------------------


@frozen
class DiscardedRoll:
    """Dice rolled for ``combatant_id``'s check that no result uses: a check cancelled after its roll, or
    changed after it so that it rolls again."""

    combatant_id: str
    check: DiscardedCheck
    dice: tuple[int, ...]


@frozen
class CheckRequest:
    """A resolved Life or Will check and how it is paid for; the rolls made for it and discarded."""

    essence: Essence
    result: CheckResult
    role: CheckRole = "other"
    reacting_to: str | None = None
    hope: int = 0
    pay_with: encounter.PayWith = "correction"
    discarded: tuple[DiscardedRoll, ...] = ()
    targets: tuple[str, ...] = ()
    """Whom an active action is aimed at, when named."""

    @property
    def passive(self) -> bool:
        """A reaction is a passive check, which the passive declaration's bonus dice help."""
        return self.role == "reaction"


@frozen
class Opposition:
    """One reactor's side of an opposed check: its result (None when the action fumbled: the reaction
    side does not roll) and the skill it used, if any."""

    reactor_id: str
    reaction: srs.CheckResult | None = None
    skill_id: str | None = None


@frozen
class ActionCheckRequest:
    """A 2D6 action check, opposed by ``opposed_by`` when given (``reaction`` is None for a fumbled
    action) and by the reactors of ``more``: the action rolled once, each reactor its own check; the
    skill each side used, if any; the rolls made for it and discarded."""

    action: srs.CheckResult
    opposed_by: str | None = None
    reaction: srs.CheckResult | None = None
    skill_id: str | None = None
    reaction_skill_id: str | None = None
    more: tuple[Opposition, ...] = ()
    discarded: tuple[DiscardedRoll, ...] = ()

    @property
    def oppositions(self) -> tuple[Opposition, ...]:
        """Every reactor's side, the first one first."""
        first = (
            ()
            if self.opposed_by is None
            else (Opposition(self.opposed_by, self.reaction, self.reaction_skill_id),)
        )
        return (*first, *self.more)


# Names ------------------------------------------------------------------------------------------------


def declaration_text(declaration: AnyDeclaration, names: Mapping[str, str]) -> Text:
    """A declaration in words: "Quick ×2", "Delay to 8", "Sync with Bea", "Hope ×1 (+4)"."""
    if isinstance(declaration, HopeOnSequence):
        results = declaration.d6_results
        return Text("Hope ×{count} (+{total})", count=len(results), total=sum(results))
    if isinstance(declaration, Quick):
        return Text("Quick ×{steps}", steps=declaration.steps)
    if isinstance(declaration, Passive):
        return Text("Passive ×{steps}", steps=declaration.steps)
    if isinstance(declaration, Delay):
        return Text("Delay to {value}", value=declaration.value)
    partner = names.get(declaration.partner_id, declaration.partner_id)
    return Text("Sync with {partner}", partner=partner)


def _name(campaign: Campaign, combatant_id: str) -> str:
    return _combatant(campaign, combatant_id).name


def _combatant(campaign: Campaign, combatant_id: str) -> Combatant:
    try:
        return campaign.encounter.combatant(combatant_id)
    except KeyError:
        raise RuleError(
            "there is no combatant {combatant} in this encounter", combatant=combatant_id
        ) from None


# The one way a rule of the round becomes a step --------------------------------------------------------


Rule = Callable[[Encounter, RuleOptions], Outcome[Encounter]]
R = TypeVar("R")


def _fight_step(
    campaign: Campaign,
    name: Text,
    rule: Rule,
    clock: Clock,
    *,
    extra: Callable[[Campaign], Outcome[Campaign]] | None = None,
) -> Step[None]:
    """A step of the fight that gives nothing back: see :func:`_fight`."""
    return _fight(campaign, name, rule, clock, None, extra=extra)


def _fight(
    campaign: Campaign,
    name: Text,
    rule: Rule,
    clock: Clock,
    result: R,
    *,
    extra: Callable[[Campaign], Outcome[Campaign]] | None = None,
) -> Step[R]:
    """Run ``rule`` on the encounter, write linked characters back, then ``extra`` on the campaign; the
    events of both are logged where the fight stood before the step."""
    outcome = rule(campaign.encounter, campaign.options)
    moved = _write_back(campaign.encounter, campaign.model_copy(update={"encounter": outcome.state}))
    events = outcome.events
    if extra is not None:
        more = extra(moved)
        moved, events = more.state, events + more.events
    return logged(moved, name, result, events, clock, stamp=campaign)


def _chain(*rules: Rule) -> Rule:
    """Several rules operations as one: each runs on the state the previous one left."""

    def run(state: Encounter, options: RuleOptions) -> Outcome[Encounter]:
        events: list[Event] = []
        for rule in rules:
            outcome = rule(state, options)
            state = outcome.state
            events.extend(outcome.events)
        return Outcome(state, tuple(events))

    return run


def _write_back(before: Encounter, campaign: Campaign) -> Campaign:
    """Copy the numbers this step changed on combatants that are their character's only one onto the
    character (:func:`~fhrtool.steps.step.carried`): the sheet and the fight hold the same values."""
    fight = campaign.encounter
    earlier = {combatant.id: combatant for combatant in before.combatants}
    for combatant in fight.combatants:
        old = earlier.get(combatant.id)
        if old is None or old is combatant or combatant.character_id is None:
            continue
        if encounter.only_combatant(fight, combatant.character_id) is not combatant:
            continue
        try:
            character = campaign.character(combatant.character_id)
        except KeyError:
            continue  # deleted from the roster: the fight keeps its copy
        written = carried(old, combatant, character)
        if written is not character:
            campaign = replace_character(campaign, written)
    return campaign


# Setting up -------------------------------------------------------------------------------------------


def _numbered(name: str) -> re.Pattern[str]:
    return re.compile(rf"^{re.escape(name)} (\d+)$")


def combatants_from(
    fight: Encounter, character: Character, count: int = 1, side: Side | None = None
) -> tuple[tuple[Combatant, ...], dict[str, str]]:
    """New combatants copied from ``character``, and renames of combatants already in the fight.

    A PC joins once, on the PC side (a 背反者 on the enemy side, as an NPC). An NPC joins on the enemy
    side; as soon as one NPC is in the fight
    more than once, its combatants are numbered ("Goblin 1", "Goblin 2", ...).
    """
    if not 1 <= count <= ADD_AT_ONCE_MAX:
        raise InvalidValueError(
            "add 1–{most} combatants at a time, not {count}", most=ADD_AT_ONCE_MAX, count=count
        )
    same = [c for c in fight.combatants if c.character_id == character.id]
    if character.is_pc and (same or count > 1):
        raise RuleError("{name} is a PC and is in the fight once", name=character.name)
    side = side or (Side.PC if casting.plays_as_pc(character) else Side.ENEMY)
    values: dict[str, Any] = {
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


@frozen
class AddFromRoster:
    """Roster characters to add to the fight, NPCs ``count`` times each, on ``side`` (None: PCs on the PC
    side, NPCs on the enemy side)."""

    character_ids: Sequence[str]
    count: int = 1
    side: Side | None = None


def add_from_roster(
    campaign: Campaign, inputs: AddFromRoster, _dice: DiceSource, clock: Clock
) -> Step[list[str]]:
    """Add roster characters to the fight; gives the new combatants' ids."""
    state = campaign.encounter
    events: list[Event] = []
    added_ids: list[str] = []
    for character_id in inputs.character_ids:
        added, renames = combatants_from(state, campaign.character(character_id), inputs.count, inputs.side)
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
    names = ", ".join(state.combatant(combatant_id).name for combatant_id in added_ids)
    result = Outcome(state, tuple(events)) if added_ids else Outcome(campaign.encounter)
    name = Text("Add {names} to the fight", names=names)
    return _fight(campaign, name, lambda _state, _options: result, clock, added_ids)


def remove_combatant(campaign: Campaign, combatant_id: str, _dice: DiceSource, clock: Clock) -> Step[None]:
    name = _name(campaign, combatant_id)
    return _fight_step(
        campaign,
        Text("Remove {name} from the fight", name=name),
        lambda fight, _options: encounter.remove_combatant(fight, combatant_id),
        clock,
    )


@frozen
class SetSide:
    combatant_id: str
    side: Side


def set_side(campaign: Campaign, inputs: SetSide, _dice: DiceSource, clock: Clock) -> Step[None]:
    name = _name(campaign, inputs.combatant_id)

    def rule(fight: Encounter, _options: RuleOptions) -> Outcome[Encounter]:
        combatant = fight.combatant(inputs.combatant_id).model_copy(update={"side": inputs.side})
        changed = tuple(combatant if c.id == inputs.combatant_id else c for c in fight.combatants)
        event = SideChanged(inputs.combatant_id, inputs.side)
        return Outcome(fight.model_copy(update={"combatants": changed}), (event,))

    text = Text("{name}: side {side}", name=name, side=labels.SIDES[inputs.side])
    return _fight_step(campaign, text, rule, clock)


@frozen
class SetSurprised:
    combatant_id: str
    surprised: bool


def set_surprised(campaign: Campaign, inputs: SetSurprised, _dice: DiceSource, clock: Clock) -> Step[None]:
    name = _name(campaign, inputs.combatant_id)
    if inputs.surprised:
        text = Text("{name} caught off guard", name=name)
    else:
        text = Text("{name} not caught off guard", name=name)
    return _flag_step(campaign, text, encounter.set_surprised, inputs.combatant_id, inputs.surprised, clock)


@frozen
class SetDefeated:
    combatant_id: str
    defeated: bool


def set_defeated(campaign: Campaign, inputs: SetDefeated, _dice: DiceSource, clock: Clock) -> Step[None]:
    name = _name(campaign, inputs.combatant_id)
    if inputs.defeated:
        text = Text("{name} defeated", name=name)
    else:
        text = Text("{name} back in the fight", name=name)
    return _flag_step(campaign, text, encounter.set_defeated, inputs.combatant_id, inputs.defeated, clock)


def _flag_step(
    campaign: Campaign,
    text: Text,
    rule: Callable[[Encounter, str, bool], Outcome[Encounter]],
    combatant_id: str,
    flag: bool,
    clock: Clock,
) -> Step[None]:
    """A step that sets one flag of a combatant (caught off guard, defeated) through its rule."""
    return _fight_step(campaign, text, lambda fight, _options: rule(fight, combatant_id, flag), clock)


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


@frozen
class Adjust:
    """Change ``field`` of the combatants by ``change``: ``-3``, ``+2``, or ``7`` for a new value."""

    combatant_ids: Sequence[str]
    field: Adjustable
    change: str


def adjust(campaign: Campaign, inputs: Adjust, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Change HP, hope, fatigue or the tension value of one or several combatants; the tension value is
    the character sheet's (0–100)."""
    relative, amount = parse_change(inputs.change)
    field = inputs.field
    targets = [_combatant(campaign, combatant_id) for combatant_id in inputs.combatant_ids]

    def extra(new: Campaign) -> Outcome[Campaign]:
        if field != "tension_value":
            return Outcome(new)
        events: list[Event] = []
        for combatant in targets:
            character = _sheet(new, combatant)
            before = character.tension_value
            after = tension.clamp(before + amount if relative else amount)
            if after != before:
                new = replace_character(new, character.model_copy(update={"tension_value": after}))
                events.append(TensionValueChanged(character.id, before, after))
        return Outcome(new, tuple(events))

    def rule(state: Encounter, _options: RuleOptions) -> Outcome[Encounter]:
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
    label = labels.FIELDS[field]
    if relative:
        text = Text("{field} {change:+d} ({names})", field=label, change=amount, names=names)
    elif len(targets) == 1:
        old = _current(campaign, targets[0], field)
        text = Text("{field} {old} → {new} ({names})", field=label, old=old, new=amount, names=names)
    else:
        text = Text("{field} → {new} ({names})", field=label, new=amount, names=names)
    step = _fight_step(campaign, text, rule, clock, extra=extra)
    # A value past its limits is cut to them (HP and hope to their maximum, the tension value to
    # 0..100): say so in the step's name, and refuse a change that the limits leave at nothing.
    limited: list[str] = []
    moved = False
    for combatant in targets:
        before = _current(campaign, combatant, field)
        meant = before + amount if relative else amount
        stored = _current(step.campaign, step.campaign.encounter.combatant(combatant.id), field)
        moved = moved or stored != before
        if stored != meant:
            limited.append(f"{combatant.name} {stored}")
    if not limited:
        return step
    if not moved:
        raise RuleError("{field} is already at its limit: {values}", field=label, values=", ".join(limited))
    return replace(
        step,
        name=Text(
            "{step}; {field} kept within its limits: {values}",
            step=text,
            field=label,
            values=", ".join(limited),
        ),
    )


# Tension mode ----------------------------------------------------------------------------------------


def switch_to_high(
    campaign: Campaign, surprise_checks: Mapping[str, int] | None, _dice: DiceSource, clock: Clock
) -> Step[None]:
    """Switch to high tension: round 1 begins; surprised combatants' resist check totals are recorded."""
    return _fight_step(
        campaign,
        Text("Switch to high tension"),
        lambda fight, _options: encounter.switch_to_high(fight, surprise_checks),
        clock,
    )


def resist_pool(campaign: Campaign, combatant_id: str) -> DicePool:
    """The dice of a surprised combatant's mental resist check (精神レジストチェック): its Will pool."""
    return encounter.available_dice(campaign.encounter, combatant_id, Essence.WILL, options=campaign.options)


def resist_check(campaign: Campaign, combatant_id: str, dice: DiceSource) -> CheckResult:
    """Roll a surprised combatant's mental resist check: its Will pool against 15."""
    return roll_check(resist_pool(campaign, combatant_id), SURPRISE_RESIST_TARGET, dice, campaign.options)


def return_to_low(campaign: Campaign, _inputs: None, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Return to low tension: the ode clock advances by exactly 1 and 1-ode effects of the fight end."""
    ode = campaign.encounter.ode + 1
    return _fight_step(
        campaign, Text("Return to low tension (ode {ode})", ode=ode), encounter.return_to_low, clock
    )


def advance_odes(campaign: Campaign, odes: int, _dice: DiceSource, clock: Clock) -> Step[None]:
    return _fight_step(
        campaign,
        Text("Advance 1 ode") if odes == 1 else Text("Advance {odes} odes", odes=odes),
        lambda fight, _options: encounter.advance_odes(fight, odes),
        clock,
    )


# The round --------------------------------------------------------------------------------------------


def roll_sequence(
    campaign: Campaign, typed: Mapping[str, int] | None, dice: DiceSource, clock: Clock
) -> Step[None]:
    """Roll the d10 of everyone still without one; ``typed`` holds results rolled at the table."""
    round_number = campaign.encounter.round
    return _fight_step(
        campaign,
        Text("Roll sequence values (round {round})", round=round_number),
        lambda fight, _options: encounter.roll_sequence(fight, dice, typed),
        clock,
    )


@frozen
class EnterRoll:
    combatant_id: str
    d10: int


def enter_roll(campaign: Campaign, inputs: EnterRoll, _dice: DiceSource, clock: Clock) -> Step[None]:
    name = _name(campaign, inputs.combatant_id)
    return _fight_step(
        campaign,
        Text("d10 {d10} ({name})", d10=inputs.d10, name=name),
        lambda fight, _options: encounter.enter_roll(fight, inputs.combatant_id, inputs.d10),
        clock,
    )


def declare(campaign: Campaign, declaration: AnyDeclaration, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Make a special sequence declaration; it replaces the combatant's earlier one of the same kind."""
    names = {c.id: c.name for c in campaign.encounter.combatants}
    text = Text(
        "{what} ({name})",
        what=declaration_text(declaration, names),
        name=_name(campaign, declaration.combatant_id),
    )
    return _fight_step(
        campaign, text, lambda state, options: encounter.declare(state, declaration, options), clock
    )


@frozen
class DeclareHope:
    """Spend ``hope`` hope on the sequence value, a d6 each from the step's dice."""

    combatant_id: str
    hope: int


def declare_hope(campaign: Campaign, inputs: DeclareHope, dice: DiceSource, clock: Clock) -> Step[None]:
    """Spend hope on the sequence value (typed-in results come as the step's dice)."""
    name = _name(campaign, inputs.combatant_id)
    return _fight_step(
        campaign,
        Text("Hope ×{count} on the sequence value ({name})", count=inputs.hope, name=name),
        lambda state, options: encounter.declare_hope(state, inputs.combatant_id, inputs.hope, dice, options),
        clock,
    )


@frozen
class Withdraw:
    """Take back a declaration of ``kind`` ("hope", "quick", "passive", "delay", "sync")."""

    combatant_id: str
    kind: str


def withdraw(campaign: Campaign, inputs: Withdraw, _dice: DiceSource, clock: Clock) -> Step[None]:
    name = _name(campaign, inputs.combatant_id)
    return _fight_step(
        campaign,
        Text("Withdraw {kind} ({name})", kind=labels.declaration_kind(inputs.kind), name=name),
        lambda state, options: encounter.withdraw(state, inputs.combatant_id, inputs.kind, options),
        clock,
    )


def confirm_order(campaign: Campaign, _inputs: None, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Fix the order: the declarations are over and the first sequence starts."""
    round_number = campaign.encounter.round
    return _fight_step(
        campaign,
        Text("Confirm the order (round {round})", round=round_number),
        encounter.confirm_order,
        clock,
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


def next_slot(campaign: Campaign, _inputs: None, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Go on to the next slot (past slots of defeated combatants); after the last one the round ends."""
    before = campaign.encounter
    moved = _skipping(encounter.next_slot, before)
    after = moved.state
    old = _value_at(before)
    if after.round != before.round:
        text = Text("Next: round {round} ends", round=before.round)
    else:
        text = Text(
            "Next: sequence {old} → {new} (round {round})", old=old, new=_value_at(after), round=before.round
        )
    return _fight_step(campaign, text, lambda _state, _options: moved, clock)


def previous_slot(campaign: Campaign, _inputs: None, _dice: DiceSource, clock: Clock) -> Step[None]:
    before = campaign.encounter
    moved = _skipping(encounter.previous_slot, before)
    after = moved.state
    text = Text(
        "Previous: sequence {old} → {new} (round {round})",
        old=_value_at(before),
        new=_value_at(after),
        round=before.round,
    )
    return _fight_step(campaign, text, lambda _state, _options: moved, clock)


def _value_at(fight: Encounter) -> object:
    """The sequence value of the slot the fight stands at; past its last slot (a fight saved after its
    current slot was removed), none."""
    slot = fight.current_slot
    return "—" if slot is None else slot.value


# Checks and actions ------------------------------------------------------------------------------------


@frozen
class TakeCheck:
    combatant_id: str
    request: CheckRequest


def take_check(campaign: Campaign, inputs: TakeCheck, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Record a resolved Life or Will check: the active action or reaction it belongs to, its cost (the
    -1 on the next check of that essence, or 1 fatigue) and its outcome."""
    combatant_id, request = inputs.combatant_id, inputs.request
    name = _name(campaign, combatant_id)
    discarded = tuple(_discarded(request.discarded))
    rules: list[Rule] = [lambda state, _options: Outcome(state, discarded)]
    if request.targets and request.role != "active":
        raise RuleError("only an active action names whom it is aimed at")
    if request.role == "active":
        rules.append(lambda state, _options: encounter.take_active_action(state, combatant_id))
        if request.targets:
            targets = request.targets
            rules.append(lambda state, _options: encounter.name_targets(state, combatant_id, targets))
    elif request.role == "reaction":
        if request.reacting_to is None:
            raise RuleError("{name} reacts, but to whose action?", name=name)
        actor = request.reacting_to
        rules.append(lambda state, options: encounter.react(state, combatant_id, actor, options))
    rules.append(
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
    rules.append(lambda state, _options: Outcome(state, (resolved,)))
    essence = labels.ESSENCES[request.essence]
    if request.role == "reaction":
        text = Text("{essence} check, reaction ({name})", essence=essence, name=name)
    elif request.role == "active":
        text = Text("{essence} check, active ({name})", essence=essence, name=name)
    else:
        text = Text("{essence} check ({name})", essence=essence, name=name)
    return _fight_step(campaign, text, _chain(*rules), clock)


def take_active_action(campaign: Campaign, combatant_id: str, _dice: DiceSource, clock: Clock) -> Step[None]:
    """An active action without a check (moving, drawing a weapon): it ends the passive bonus."""
    name = _name(campaign, combatant_id)
    return _fight_step(
        campaign,
        Text("Active action ({name})", name=name),
        lambda state, _options: encounter.take_active_action(state, combatant_id),
        clock,
    )


def check_made(
    combatant_id: str, side: Literal["action", "reaction"], result: srs.CheckResult
) -> ActionCheckMade:
    """The log event of one side of a 2D6 action check."""
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


@frozen
class ActionCheck:
    combatant_id: str
    request: ActionCheckRequest


def action_check(
    campaign: Campaign, inputs: ActionCheck, _dice: DiceSource, clock: Clock
) -> Step[srs.Winner | None]:
    """Record a 2D6 action check, or an opposed check against one reactor or several: the action rolled
    once, each reactor its own check and a winner per reactor; gives the first reactor's winner (see
    :func:`winners` for all). On the sequence the action belongs to, the reactors are the action's
    targets and each reaction is a passive action under the rules of simultaneous groups (RULES §6).
    A skill used in a successful check raises its character's tension value by the skill's tension
    bonus: the action side's when the action succeeds (wins against a reactor), a reaction side's when
    that reaction wins."""
    combatant_id, request = inputs.combatant_id, inputs.request
    name = _name(campaign, combatant_id)
    oppositions = request.oppositions
    for opposition in oppositions:
        if opposition.skill_id is not None and opposition.reaction is None:
            raise RuleError("a skill of the reaction side needs an opposed check the reaction side rolled")
    if request.reaction_skill_id is not None and request.opposed_by is None:
        raise RuleError("a skill of the reaction side needs an opposed check the reaction side rolled")
    reactor_ids = [opposition.reactor_id for opposition in oppositions]
    opponents = [_name(campaign, reactor_id) for reactor_id in reactor_ids]
    for reactor_id, opponent in zip(reactor_ids, opponents, strict=True):
        if reactor_id == combatant_id:
            raise RuleError("{name} cannot react to their own action", name=name)
        if reactor_ids.count(reactor_id) > 1:
            raise RuleError("{name} opposes the same action twice", name=opponent)
    events: list[Event] = [*_discarded(request.discarded), check_made(combatant_id, "action", request.action)]
    found = winners(request, campaign.options)
    for opposition in oppositions:
        if opposition.reaction is not None:
            events.append(check_made(opposition.reactor_id, "reaction", opposition.reaction))
        winner, why = srs.opposed_why(request.action, opposition.reaction, options=campaign.options)
        events.append(OpposedResolved(combatant_id, opposition.reactor_id, winner, why))
    rules: list[Rule] = []
    if oppositions and _on_its_sequence(campaign.encounter, combatant_id):
        rules.append(lambda state, _options: encounter.name_targets(state, combatant_id, reactor_ids))
        rules.extend(_reaction(reactor_id, combatant_id) for reactor_id in reactor_ids)
    rules.append(lambda state, _options: Outcome(state, tuple(events)))
    if oppositions:
        text = Text("Opposed check ({name} vs {opponent})", name=name, opponent=", ".join(opponents))
        succeeded = srs.Winner.ACTION in found.values()
    else:
        text = Text("2D6 check ({name})", name=name)
        succeeded = request.action.outcome in (srs.CheckOutcome.CRITICAL, srs.CheckOutcome.SUCCESS)
    used = [(combatant_id, request.skill_id, succeeded)]
    used += [(o.reactor_id, o.skill_id, found[o.reactor_id] is srs.Winner.REACTION) for o in oppositions]

    def extra(new: Campaign) -> Outcome[Campaign]:
        events: list[Event] = []
        for user, skill_id, success in used:
            if skill_id is None:
                continue
            sheet = _sheet(new, new.encounter.combatant(user))
            outcome = tension.skill_used(sheet, skill_id, succeeded=success)
            new = replace_character(new, outcome.state)
            events.extend(outcome.events)
        return Outcome(new, tuple(events))

    first = found[reactor_ids[0]] if reactor_ids else None
    return _fight(campaign, text, _chain(*rules), clock, first, extra=extra)


@frozen
class NameTargets:
    combatant_id: str
    target_ids: tuple[str, ...]


def name_targets(campaign: Campaign, inputs: NameTargets, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Name whom the action of ``combatant_id`` on this sequence is aimed at (RULES §6: a character
    several actions of a simultaneous group are aimed at reacts to one of them)."""
    name = _name(campaign, inputs.combatant_id)
    targets = ", ".join(_name(campaign, target_id) for target_id in inputs.target_ids)
    return _fight_step(
        campaign,
        Text("{name} aims at {targets}", name=name, targets=targets),
        lambda state, _options: encounter.name_targets(state, inputs.combatant_id, inputs.target_ids),
        clock,
    )


def winners(request: ActionCheckRequest, options: RuleOptions) -> dict[str, srs.Winner]:
    """Who wins against each reactor of an opposed check, by reactor; empty for an unopposed check."""
    return {
        opposition.reactor_id: srs.opposed(request.action, opposition.reaction, options=options)
        for opposition in request.oppositions
    }


def _reaction(reactor_id: str, action_by: str) -> Rule:
    return lambda state, options: encounter.react(state, reactor_id, action_by, options)


def _on_its_sequence(fight: Encounter, combatant_id: str) -> bool:
    """Whether ``combatant_id`` acts, or has reacted, on the sequence being played: reactions to it are
    then passive actions of that sequence."""
    slot = fight.current_slot
    return slot is not None and (
        combatant_id in slot.combatant_ids or combatant_id in encounter.reactors(fight)
    )


def _discarded(rolls: Sequence[DiscardedRoll]) -> list[Event]:
    return [RollDiscarded(roll.combatant_id, roll.check, roll.dice) for roll in rolls]


def discard_rolls(
    campaign: Campaign, rolls: Sequence[DiscardedRoll], _dice: DiceSource, clock: Clock
) -> Step[None]:
    """Put on record rolls of checks that were cancelled after the dice were rolled: the log keeps the
    dice, and nothing else changes (no cost, no result)."""
    if not rolls:
        raise RuleError("there is no roll to discard")
    names = ", ".join(dict.fromkeys(_name(campaign, roll.combatant_id) for roll in rolls))
    events = _discarded(rolls)
    return _fight_step(
        campaign,
        Text("Roll discarded ({name})", name=names),
        lambda state, _options: Outcome(state, tuple(events)),
        clock,
    )


# Effects ----------------------------------------------------------------------------------------------


@frozen
class AddEffect:
    """An effect on a combatant lasting ``duration`` ``unit``s."""

    combatant_id: str
    name: str
    duration: int
    unit: DurationUnit
    note: str = ""


def add_effect(campaign: Campaign, inputs: AddEffect, _dice: DiceSource, clock: Clock) -> Step[None]:
    who = _name(campaign, inputs.combatant_id)
    return _fight_step(
        campaign,
        Text("Effect {effect} on {name}", effect=inputs.name, name=who),
        lambda fight, _options: encounter.add_effect(
            fight, inputs.combatant_id, inputs.name, inputs.duration, inputs.unit, inputs.note
        ),
        clock,
    )


def remove_effect(campaign: Campaign, effect_id: str, _dice: DiceSource, clock: Clock) -> Step[None]:
    effect = next((e for e in campaign.encounter.effects if e.id == effect_id), None)
    if effect is None:
        raise RuleError("there is no effect {effect} in this encounter", effect=effect_id)
    who = _name(campaign, effect.combatant_id)
    return _fight_step(
        campaign,
        Text("End effect {effect} ({name})", effect=effect.name, name=who),
        lambda fight, _options: encounter.remove_effect(fight, effect_id),
        clock,
    )
