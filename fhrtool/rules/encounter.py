"""The encounter as a state machine: tension mode (テンション), rounds, sequences, tension correction
(テンション修正), active and passive actions (能動行動 / 受動行動) and effects (RULES §2, §3, §5, §6).

Every operation takes an :class:`~fhrtool.model.Encounter` and returns an :class:`Outcome` with the new
encounter and the events that happened; a refused operation raises :class:`RuleError` and changes
nothing. A high-tension round goes ROLLING (every combatant's d10) → DECLARING (special sequence
declarations) → ACTING (the slots in order) → the next round.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict
from typing import Literal, Self

from fhrtool.model import (
    Combatant,
    Counters,
    Delay,
    DurationUnit,
    Effect,
    Encounter,
    Essence,
    HopeOnSequence,
    Passive,
    Phase,
    Quick,
    RuleOptions,
    Slot,
    Sync,
    TensionMode,
)
from fhrtool.model.base import COUNT_MAX, NAME_MAX, SCORE_MAX, SCORE_MIN, TEXT_MAX
from fhrtool.model.frozen import frozen
from fhrtool.model.options import CorrectionScope
from fhrtool.rules import RuleError
from fhrtool.rules.checks import DicePool, check_dice
from fhrtool.rules.dice import DiceSource, roll
from fhrtool.rules.events import Event, Outcome
from fhrtool.rules.fhr import (
    HOPE_DIE,
    LIFE_KEY,
    SEQUENCE_DIE,
    WILL_KEY,
    RoundPlan,
    plan_round,
    resists_surprise,
)

CHECK_CORRECTION = 1
"""Dice a Life or Will check in high tension takes off the next check of that essence (テンション修正)."""
CORRECTION_FATIGUE = 1
"""Fatigue a character may take instead of a check's tension correction."""
HIGH_TENSION_ODES = 1
"""Odes the clock advances when low tension resumes, however many rounds of high tension passed."""

PayWith = Literal["correction", "fatigue"]
"""What a check in high tension costs: the correction on the next check of the essence, or fatigue instead."""
Adjustable = Literal["hp", "hope", "fatigue"]
AnyDeclaration = HopeOnSequence | Quick | Passive | Delay | Sync

_DEFAULTS = RuleOptions()


# Events ------------------------------------------------------------------------------------------------


@frozen
class CombatantAdded(Event):
    kind = "combatant_added"
    combatant_id: str
    name: str


@frozen
class CombatantRemoved(Event):
    kind = "combatant_removed"
    combatant_id: str
    name: str


@frozen
class SurpriseMarked(Event):
    kind = "surprise_marked"
    combatant_id: str
    surprised: bool


@frozen
class HighTensionStarted(Event):
    kind = "high_tension_started"
    ode: int


@frozen
class SurpriseCheckRecorded(Event):
    """A surprised combatant's mental resist check (精神レジストチェック) made just before the switch."""

    kind = "surprise_check_recorded"
    combatant_id: str
    total: int
    resisted: bool


@frozen
class SequenceRolled(Event):
    kind = "sequence_rolled"
    combatant_id: str
    d10: int
    typed: bool


@frozen
class _DeclarationEvent(Event, abstract=True):
    """A declaration as flat data: ``amount`` is the steps of quick or passive, the value of a delay or
    the hope spent on the sequence value (``dice`` are its d6 results)."""

    combatant_id: str
    declared: str
    amount: int | None = None
    partner_id: str | None = None
    dice: tuple[int, ...] = ()

    @classmethod
    def of(cls, declaration: AnyDeclaration) -> Self:
        if isinstance(declaration, HopeOnSequence):
            results = declaration.d6_results
            return cls(declaration.combatant_id, declaration.kind, len(results), dice=results)
        if isinstance(declaration, Sync):
            return cls(declaration.combatant_id, declaration.kind, partner_id=declaration.partner_id)
        amount = declaration.value if isinstance(declaration, Delay) else declaration.steps
        return cls(declaration.combatant_id, declaration.kind, amount)


@frozen
class DeclarationMade(_DeclarationEvent):
    kind = "declaration_made"


@frozen
class DeclarationWithdrawn(_DeclarationEvent):
    kind = "declaration_withdrawn"


@frozen
class HopeSpentOnSequence(Event):
    kind = "hope_spent_on_sequence"
    combatant_id: str
    hope: int


@frozen
class SequenceValueFixed(Event):
    kind = "sequence_value_fixed"
    combatant_id: str
    value: int


@frozen
class OrderConfirmed(Event):
    kind = "order_confirmed"
    round: int
    slots: int


@frozen
class SequenceStarted(Event):
    """The slot at ``position`` is now being played (also when the GM goes back to it)."""

    kind = "sequence_started"
    round: int
    position: int
    value: int
    combatant_ids: tuple[str, ...]
    backwards: bool = False


@frozen
class RoundEnded(Event):
    kind = "round_ended"
    round: int


@frozen
class CheckTaken(Event):
    """A Life or Will check and what it cost; ``paid_with`` is None in low tension (nothing to pay)."""

    kind = "check_taken"
    combatant_id: str
    essence: Essence
    passive: bool
    hope: int
    paid_with: PayWith | None
    dice: int
    base: int
    correction: int
    passive_bonus: int
    hope_dice: int
    fatigue_penalty: int

    @property
    def pool(self) -> DicePool:
        """The dice to roll for the check."""
        return DicePool(self.base, self.correction, self.passive_bonus, self.hope_dice, self.fatigue_penalty)


@frozen
class ActiveActionTaken(Event):
    kind = "active_action_taken"
    combatant_id: str
    passive_bonus_lost: int


@frozen
class Reacted(Event):
    kind = "reacted"
    reactor_id: str
    action_by: str


@frozen
class TargetsNamed(Event):
    """Whom an action of the sequence being played is aimed at."""

    kind = "targets_named"
    action_by: str
    target_ids: tuple[str, ...]


@frozen
class LowTensionResumed(Event):
    kind = "low_tension_resumed"
    ode: int
    last_round: int


@frozen
class OdesAdvanced(Event):
    kind = "odes_advanced"
    odes: int
    ode: int


@frozen
class _EffectEvent(Event, abstract=True):
    effect_id: str
    combatant_id: str
    name: str
    duration: int
    unit: DurationUnit

    @classmethod
    def of(cls, effect: Effect) -> Self:
        return cls(effect.id, effect.combatant_id, effect.name, effect.duration, effect.unit)


@frozen
class EffectAdded(_EffectEvent):
    kind = "effect_added"


@frozen
class EffectRemoved(_EffectEvent):
    kind = "effect_removed"


@frozen
class EffectExpired(_EffectEvent):
    kind = "effect_expired"


@frozen
class Adjusted(Event):
    kind = "adjusted"
    combatant_id: str
    field: Adjustable
    before: int
    after: int


@frozen
class DefeatedChanged(Event):
    kind = "defeated_changed"
    combatant_id: str
    defeated: bool


# Combatants ---------------------------------------------------------------------------------------------


def only_combatant(fight: Encounter, character_id: str) -> Combatant | None:
    """The combatant made from the character, when it is the only one (a PC, or an NPC in the fight
    once); None when there is none or several (copies of an NPC keep their own numbers)."""
    made = [combatant for combatant in fight.combatants if combatant.character_id == character_id]
    return made[0] if len(made) == 1 else None


def add_combatant(encounter: Encounter, combatant: Combatant) -> Outcome[Encounter]:
    """Add ``combatant``. Added during the declarations, it needs a d10 first: the round goes back to
    rolling. Added while the slots are played, it acts from the next round."""
    if any(other.id == combatant.id for other in encounter.combatants):
        raise RuleError("there is already a combatant with the id {combatant}", combatant=combatant.id)
    update: dict[str, object] = {"combatants": (*encounter.combatants, combatant)}
    if encounter.phase is Phase.DECLARING and not combatant.defeated:
        update["phase"] = Phase.ROLLING
    return Outcome(encounter.model_copy(update=update), (CombatantAdded(combatant.id, combatant.name),))


def remove_combatant(encounter: Encounter, combatant_id: str) -> Outcome[Encounter]:
    """Remove a combatant with everything that refers to it: roll, declarations (also syncs with it as
    partner), place in the order, counters, reactions of this sequence and effects.

    While the slots are played, a slot it acted in alone goes from the order. When that is the slot
    being played, its sequence is over (RULES §4: a sequence, then the next slot): the slot that now
    follows starts, with nobody having reacted in it yet, or, when none follows, the round ends as after
    its last sequence. A simultaneous group it was part of plays on with the others, and who has
    reacted to one of the group's actions still may not react to another (see :func:`react`).
    """
    combatant = _find(encounter, combatant_id)
    kept, dropped = _split_declarations(encounter, combatant_id)
    gone = [effect for effect in encounter.effects if effect.combatant_id == combatant_id]
    order: list[Slot] = []
    position = encounter.position
    sequence_over = False
    for index, slot in enumerate(encounter.order):
        ids = tuple(other for other in slot.combatant_ids if other != combatant_id)
        if ids:
            order.append(slot.model_copy(update={"combatant_ids": ids}))
        elif index < encounter.position:
            position -= 1
        elif index == encounter.position:
            sequence_over = True
    new = encounter.model_copy(
        update={
            "combatants": tuple(other for other in encounter.combatants if other.id != combatant_id),
            "rolls": _without(encounter.rolls, combatant_id),
            "sequence_values": _without(encounter.sequence_values, combatant_id),
            "counters": _without(encounter.counters, combatant_id),
            "declarations": kept,
            "order": tuple(order),
            "position": position,
            "reacted": tuple(other for other in encounter.reacted if other != combatant_id),
            "reactions": tuple(pair for pair in encounter.reactions if combatant_id not in pair),
            "targets": {
                actor: tuple(target for target in aimed_at if target != combatant_id)
                for actor, aimed_at in encounter.targets.items()
                if actor != combatant_id
            },
            "effects": tuple(effect for effect in encounter.effects if effect.combatant_id != combatant_id),
        }
    )
    events: list[Event] = [DeclarationWithdrawn.of(d) for d in dropped]
    events += [EffectRemoved.of(effect) for effect in gone]
    events.append(CombatantRemoved(combatant_id, combatant.name))
    if sequence_over:
        if position < len(order):
            new = new.model_copy(update={"reacted": (), "reactions": (), "targets": {}})
            events.append(_started(new))
        else:
            ended = end_round(new)
            new = ended.state
            events += ended.events
    return Outcome(new, tuple(events))


def set_surprised(encounter: Encounter, combatant_id: str, surprised: bool = True) -> Outcome[Encounter]:
    """Mark a combatant as caught off guard by the coming switch to high tension (サプライズ・シフト)."""
    _require_low(encounter)
    combatant = _find(encounter, combatant_id).model_copy(update={"surprised": surprised})
    return Outcome(_with(encounter, combatant), (SurpriseMarked(combatant_id, surprised),))


def set_defeated(encounter: Encounter, combatant_id: str, defeated: bool = True) -> Outcome[Encounter]:
    """Mark a combatant as out of the fight (or back in). A defeated combatant rolls no sequence value and
    has no place in the order of the rounds that follow.

    Defeated during the declarations, its declarations and syncs with it are withdrawn; back in during
    the declarations without a d10 of this round, the round goes back to rolling.
    """
    combatant = _find(encounter, combatant_id)
    if combatant.defeated == defeated:
        return Outcome(encounter)
    new = _with(encounter, combatant.model_copy(update={"defeated": defeated}))
    events: list[Event] = [DefeatedChanged(combatant_id, defeated)]
    if encounter.phase is Phase.DECLARING:
        if defeated:
            kept, dropped = _split_declarations(encounter, combatant_id)
            new = new.model_copy(update={"declarations": kept})
            events += [DeclarationWithdrawn.of(d) for d in dropped]
        elif combatant_id not in encounter.rolls:
            new = new.model_copy(update={"phase": Phase.ROLLING})
    return Outcome(new, tuple(events))


def adjust(encounter: Encounter, combatant_id: str, field: Adjustable, delta: int) -> Outcome[Encounter]:
    """Add ``delta`` to a combatant's HP (at most its maximum), hope (0..maximum) or fatigue (0 or more)."""
    combatant = _find(encounter, combatant_id)
    if field == "fatigue":
        before = combatant.fatigue
        after = max(0, min(COUNT_MAX, before + delta))
        update: dict[str, object] = {"fatigue": after}
    elif field in ("hp", "hope"):
        pool = combatant.hp if field == "hp" else combatant.hope
        lowest = SCORE_MIN if field == "hp" else 0
        before = pool.current
        after = max(lowest, min(pool.maximum, SCORE_MAX, before + delta))
        update = {field: pool.model_copy(update={"current": after})}
    else:
        raise RuleError("{field} cannot be adjusted; hp, hope or fatigue can", field=field)
    new = _with(encounter, combatant.model_copy(update=update))
    return Outcome(new, (Adjusted(combatant_id, field, before, after),))


# Tension mode -------------------------------------------------------------------------------------------


def switch_to_high(
    encounter: Encounter, surprise_checks: Mapping[str, int] | None = None
) -> Outcome[Encounter]:
    """Switch to high tension (ハイテンション): round 1 starts with every combatant rolling its d10.

    ``surprise_checks`` holds the mental resist check total of surprised combatants who made one; a total
    of 15 or more avoids the surprise penalty of round 1.
    """
    if encounter.mode is TensionMode.HIGH:
        raise RuleError("the encounter is already in high tension")
    checks = dict(surprise_checks or {})
    events: list[Event] = [HighTensionStarted(encounter.ode)]
    for combatant_id, total in checks.items():
        combatant = _find(encounter, combatant_id)
        if not combatant.surprised:
            raise RuleError("{name} is not caught off guard and makes no resist check", name=combatant.name)
        if not SCORE_MIN <= total <= SCORE_MAX:
            raise RuleError(
                "a check total is {low}..{high}, not {total}", low=SCORE_MIN, high=SCORE_MAX, total=total
            )
        events.append(SurpriseCheckRecorded(combatant_id, total, resists_surprise(total)))
    combatants = tuple(
        combatant.model_copy(
            update={
                "surprise_check": checks.get(combatant.id),
                "resisted_surprise": combatant.id in checks and resists_surprise(checks[combatant.id]),
            }
        )
        for combatant in encounter.combatants
    )
    new = encounter.model_copy(
        update={
            "mode": TensionMode.HIGH,
            "round": 1,
            "phase": Phase.ROLLING,
            "combatants": combatants,
            **fresh_round(),
        }
    )
    return Outcome(new, tuple(events))


def return_to_low(encounter: Encounter, options: RuleOptions | None = None) -> Outcome[Encounter]:
    """Return to low tension (ローテンション): however many rounds passed, the clock advances exactly 1 ode.

    Effects in rounds end. An effect of 1 ode started during this high tension ends; a longer one started
    during it counts the ode when ``long_effects_elapse_one_ode``; any other effect in odes counts it.
    """
    _require_high(encounter)
    options = options or _DEFAULTS

    def elapsed(effect: Effect) -> int:
        if effect.unit is DurationUnit.ROUNDS:
            return effect.remaining
        started_now = effect.started_in is TensionMode.HIGH and effect.started_ode == encounter.ode
        if started_now and effect.duration > HIGH_TENSION_ODES and not options.long_effects_elapse_one_ode:
            return 0
        return HIGH_TENSION_ODES

    effects, events = _elapse(encounter.effects, elapsed)
    ode = min(encounter.ode + HIGH_TENSION_ODES, COUNT_MAX)
    combatants = tuple(
        combatant.model_copy(update={"surprised": False, "surprise_check": None, "resisted_surprise": False})
        for combatant in encounter.combatants
    )
    new = encounter.model_copy(
        update={
            "mode": TensionMode.LOW,
            "ode": ode,
            "round": 0,
            "phase": None,
            "combatants": combatants,
            "effects": effects,
            **fresh_round(),
        }
    )
    return Outcome(new, (*events, LowTensionResumed(ode, encounter.round)))


def advance_odes(encounter: Encounter, odes: int) -> Outcome[Encounter]:
    """Let ``odes`` odes (オード) of low-tension time pass; effects in odes run down."""
    _require_low(encounter)
    if odes < 1:
        raise RuleError("time advances by at least 1 ode, not {odes}", odes=odes)
    if encounter.ode + odes > COUNT_MAX:
        raise RuleError("the ode clock stops at {most}", most=COUNT_MAX)
    effects, events = _elapse(encounter.effects, lambda e: odes if e.unit is DurationUnit.ODES else 0)
    ode = encounter.ode + odes
    new = encounter.model_copy(update={"ode": ode, "effects": effects})
    return Outcome(new, (*events, OdesAdvanced(odes, ode)))


# The round ----------------------------------------------------------------------------------------------


def roll_sequence(
    encounter: Encounter, dice: DiceSource, typed: Mapping[str, int] | None = None
) -> Outcome[Encounter]:
    """Roll the d10 of the sequence value (シーケンス値) for every combatant still without one this round;
    ``typed`` gives results rolled at the table instead. Defeated combatants roll nothing."""
    _require_high(encounter, Phase.ROLLING)
    if all(combatant.defeated for combatant in encounter.combatants):
        raise RuleError("no combatant is left to roll a sequence value")
    typed = dict(typed or {})
    for combatant_id, d10 in typed.items():
        _check_roll(encounter, combatant_id, d10)
    rolls = dict(encounter.rolls)
    events: list[Event] = []
    for combatant in waiting_for_d10(encounter):
        d10 = typed[combatant.id] if combatant.id in typed else dice.roll(SEQUENCE_DIE)
        rolls[combatant.id] = d10
        events.append(SequenceRolled(combatant.id, d10, combatant.id in typed))
    new = encounter.model_copy(update={"rolls": rolls, "phase": Phase.DECLARING})
    return Outcome(new, tuple(events))


def enter_roll(encounter: Encounter, combatant_id: str, d10: int) -> Outcome[Encounter]:
    """Record one combatant's d10 rolled at the table; the last one missing opens the declarations."""
    _require_high(encounter, Phase.ROLLING)
    _check_roll(encounter, combatant_id, d10)
    new = encounter.model_copy(update={"rolls": {**encounter.rolls, combatant_id: d10}})
    if not waiting_for_d10(new):
        new = new.model_copy(update={"phase": Phase.DECLARING})
    return Outcome(new, (SequenceRolled(combatant_id, d10, True),))


def declare(
    encounter: Encounter, declaration: AnyDeclaration, options: RuleOptions | None = None
) -> Outcome[Encounter]:
    """Make a special sequence declaration (特殊シーケンス宣言); it replaces the combatant's earlier one of
    the same kind. Refused, with the reason, when the round cannot be planned with it."""
    _require_high(encounter, Phase.DECLARING)
    _fighting(encounter, declaration.combatant_id)
    replaced = [d for d in encounter.declarations if _same_kind(d, declaration)]
    kept = tuple(d for d in encounter.declarations if not _same_kind(d, declaration))
    new = encounter.model_copy(update={"declarations": (*kept, declaration)})
    _plan(new, options)
    events: list[Event] = [DeclarationWithdrawn.of(d) for d in replaced]
    return Outcome(new, (*events, DeclarationMade.of(declaration)))


def declare_hope(
    encounter: Encounter, combatant_id: str, hope: int, dice: DiceSource, options: RuleOptions | None = None
) -> Outcome[Encounter]:
    """Spend ``hope`` more hope on the sequence value: each point rolls a d6 and adds it. The hope is
    paid when the order is confirmed."""
    _require_high(encounter, Phase.DECLARING)
    _fighting(encounter, combatant_id)
    if hope < 1:
        raise RuleError("spend at least 1 hope, not {hope}", hope=hope)
    earlier = next(
        (
            d
            for d in encounter.declarations
            if isinstance(d, HopeOnSequence) and d.combatant_id == combatant_id
        ),
        None,
    )
    results = (earlier.d6_results if earlier else ()) + roll(dice, hope, HOPE_DIE).results
    return declare(encounter, HopeOnSequence(combatant_id, results), options)


def withdraw(
    encounter: Encounter, combatant_id: str, kind: str, options: RuleOptions | None = None
) -> Outcome[Encounter]:
    """Withdraw a combatant's declaration of ``kind`` ("hope", "quick", "passive", "delay", "sync").

    Refused when another declaration depends on it (a sync with a partner who would no longer be lower).
    """
    _require_high(encounter, Phase.DECLARING)
    combatant = _find(encounter, combatant_id)
    gone = [d for d in encounter.declarations if d.combatant_id == combatant_id and d.kind == kind]
    if not gone:
        raise RuleError("{name} has not declared {kind}", name=combatant.name, kind=kind)
    new = encounter.model_copy(
        update={"declarations": tuple(d for d in encounter.declarations if d not in gone)}
    )
    _plan(new, options)
    return Outcome(new, tuple(DeclarationWithdrawn.of(d) for d in gone))


def confirm_order(encounter: Encounter, options: RuleOptions | None = None) -> Outcome[Encounter]:
    """Fix the round: sequence values, the slots in acting order, each combatant's counters (quick
    corrections, passive bonus) and the hope spent on sequence values. The first slot starts."""
    _require_high(encounter, Phase.DECLARING)
    options = options or _DEFAULTS
    plan = _plan(encounter, options)
    shared = options.correction_scope is CorrectionScope.SHARED
    counters: dict[str, Counters] = {}
    # Counters are values: combatants that start the round alike share one (most of a large fight).
    alike: dict[tuple[int, int, int], Counters] = {}
    for combatant_id, correction in plan.tension_correction.items():
        life = correction[LIFE_KEY]
        # With one counter for both essences, the quick steps count once.
        will = life if shared else correction[WILL_KEY]
        key = (life, will, plan.passive_bonus[combatant_id])
        if key not in alike:
            alike[key] = Counters(life=life, will=will, passive_bonus=key[2])
        counters[combatant_id] = alike[key]
    new = encounter
    events: list[Event] = []
    for combatant_id, spent in plan.hope_spent.items():
        if spent:
            combatant = new.combatant(combatant_id)
            hope = combatant.hope.model_copy(update={"current": combatant.hope.current - spent})
            new = _with(new, combatant.model_copy(update={"hope": hope}))
            events.append(HopeSpentOnSequence(combatant_id, spent))
    order = tuple(Slot(value=value, combatant_ids=tuple(ids)) for value, ids in plan.slots)
    new = new.model_copy(
        update={
            "phase": Phase.ACTING,
            "sequence_values": dict(plan.sequence_value),
            "order": order,
            "position": 0,
            "counters": counters,
            "reacted": (),
            "reactions": (),
            "targets": {},
        }
    )
    events += [SequenceValueFixed(combatant_id, value) for combatant_id, value in plan.sequence_value.items()]
    events.append(OrderConfirmed(new.round, len(order)))
    if order:
        events.append(_started(new))
    return Outcome(new, tuple(events))


def next_slot(encounter: Encounter) -> Outcome[Encounter]:
    """Go on to the next slot; after the last one (sequence 0) the round ends."""
    _require_high(encounter, Phase.ACTING)
    if encounter.position + 1 >= len(encounter.order):
        return end_round(encounter)
    new = encounter.model_copy(
        update={"position": encounter.position + 1, "reacted": (), "reactions": (), "targets": {}}
    )
    return Outcome(new, (_started(new),))


def previous_slot(encounter: Encounter) -> Outcome[Encounter]:
    """Go back to the previous slot of this round."""
    _require_high(encounter, Phase.ACTING)
    if encounter.position == 0:
        raise RuleError("this is the first sequence of the round")
    new = encounter.model_copy(
        update={"position": encounter.position - 1, "reacted": (), "reactions": (), "targets": {}}
    )
    return Outcome(new, (_started(new, backwards=True),))


def end_round(encounter: Encounter) -> Outcome[Encounter]:
    """End the round: the next one starts with rolling; tension corrections and passive bonuses are gone,
    fatigue stays; effects in rounds run down by one."""
    _require_high(encounter, Phase.ACTING)
    effects, events = _elapse(encounter.effects, lambda e: 1 if e.unit is DurationUnit.ROUNDS else 0)
    new = encounter.model_copy(
        update={
            "round": min(encounter.round + 1, COUNT_MAX),
            "phase": Phase.ROLLING,
            "effects": effects,
            **fresh_round(),
        }
    )
    return Outcome(new, (RoundEnded(encounter.round), *events))


# Checks and actions -------------------------------------------------------------------------------------


def available_dice(
    encounter: Encounter,
    combatant_id: str,
    essence: Essence,
    *,
    passive: bool = False,
    hope: int = 0,
    options: RuleOptions | None = None,
) -> DicePool:
    """The pool the combatant's next check of ``essence`` would roll, spending ``hope`` hope."""
    combatant = _find(encounter, combatant_id)
    counters = encounter.counters_of(combatant_id)
    return check_dice(
        combatant.life if essence is Essence.LIFE else combatant.will,
        counters.life if essence is Essence.LIFE else counters.will,
        passive_bonus=counters.passive_bonus if passive else 0,
        hope=hope,
        fatigue=combatant.fatigue,
        options=options,
    )


def take_check(
    encounter: Encounter,
    combatant_id: str,
    essence: Essence,
    *,
    passive: bool = False,
    hope: int = 0,
    pay_with: PayWith = "correction",
    options: RuleOptions | None = None,
) -> Outcome[Encounter]:
    """Make a Life or Will check: the event carries the pool to roll (see :mod:`fhrtool.rules.checks`).

    In high tension the check lowers the dice of the next check of that essence by 1 (of both with a
    shared counter), or costs 1 fatigue instead (``pay_with="fatigue"``). Hope spent adds dice and is
    deducted. Low tension has no tension correction.
    """
    options = options or _DEFAULTS
    combatant = _find(encounter, combatant_id)
    high = encounter.mode is TensionMode.HIGH
    if high:
        _require_high(encounter, Phase.ACTING)
    if pay_with not in ("correction", "fatigue"):
        raise RuleError("a check is paid with correction or fatigue, not {pay_with}", pay_with=pay_with)
    if not high and pay_with == "fatigue":
        raise RuleError("there is no tension correction to pay with fatigue in low tension")
    pool = available_dice(encounter, combatant_id, essence, passive=passive, hope=hope, options=options)
    if hope > combatant.hope.current:
        raise RuleError(
            "{name} spends {spent} hope but has only {available}",
            name=combatant.name,
            spent=hope,
            available=combatant.hope.current,
        )
    update: dict[str, object] = {
        "hope": combatant.hope.model_copy(update={"current": combatant.hope.current - hope})
    }
    new = encounter
    if high:
        counters = encounter.counters_of(combatant_id)
        counted: dict[str, object] = {"checks": min(counters.checks + 1, COUNT_MAX)}
        if pay_with == "fatigue":
            update["fatigue"] = min(combatant.fatigue + CORRECTION_FATIGUE, COUNT_MAX)
        else:
            lowered = [essence]
            if options.correction_scope is CorrectionScope.SHARED:
                lowered = [Essence.LIFE, Essence.WILL]
            for each in lowered:
                counted[each.value] = max(getattr(counters, each.value) - CHECK_CORRECTION, SCORE_MIN)
        new = new.model_copy(
            update={"counters": {**encounter.counters, combatant_id: counters.model_copy(update=counted)}}
        )
    new = _with(new, combatant.model_copy(update=update))
    paid_with = pay_with if high else None
    taken = CheckTaken(combatant_id, essence, passive, hope, paid_with, pool.total, **asdict(pool))
    return Outcome(new, (taken,))


def take_active_action(encounter: Encounter, combatant_id: str) -> Outcome[Encounter]:
    """Take an active action on the current sequence; it ends a passive declaration's bonus."""
    _require_high(encounter, Phase.ACTING)
    slot = _require_slot(encounter)
    combatant = _find(encounter, combatant_id)
    if combatant_id not in slot.combatant_ids:
        raise RuleError("{name} can take an active action only on their own sequence", name=combatant.name)
    counters = encounter.counters_of(combatant_id)
    changed = counters.model_copy(update={"passive_bonus": 0, "took_active_action": True})
    new = encounter.model_copy(update={"counters": {**encounter.counters, combatant_id: changed}})
    return Outcome(new, (ActiveActionTaken(combatant_id, counters.passive_bonus),))


def reactors(encounter: Encounter) -> tuple[str, ...]:
    """Who has taken a passive action on the sequence being played, in the order they first did."""
    return tuple(dict.fromkeys(reactor for reactor, _ in encounter.reactions))


def aimed_at(encounter: Encounter, action_by: str, combatant_id: str) -> bool:
    """Whether the action of ``action_by`` on this sequence is aimed at ``combatant_id``: it is when the
    actor named it as a target, or named no targets at all (then whoever reacts counts as a target)."""
    named = encounter.targets.get(action_by)
    return not named or combatant_id in named


def name_targets(encounter: Encounter, action_by: str, target_ids: Sequence[str]) -> Outcome[Encounter]:
    """``action_by`` names whom its action on this sequence is aimed at (RULES §6: a character several
    actions of a simultaneous group are aimed at reacts to one of them); named again, the targets add
    up. An actor cannot aim at itself."""
    _require_high(encounter, Phase.ACTING)
    slot = _require_slot(encounter)
    actor = _find(encounter, action_by)
    if action_by not in slot.combatant_ids and action_by not in reactors(encounter):
        raise RuleError("{actor} neither acts on this sequence nor has reacted on it", actor=actor.name)
    for target_id in target_ids:
        target = _find(encounter, target_id)
        if target_id == action_by:
            raise RuleError("{name} cannot be the target of their own action", name=target.name)
    named = tuple(dict.fromkeys((*encounter.targets.get(action_by, ()), *target_ids)))
    new = encounter.model_copy(update={"targets": {**encounter.targets, action_by: named}})
    return Outcome(new, (TargetsNamed(action_by, named),))


def react(
    encounter: Encounter, reactor_id: str, action_by: str, options: RuleOptions | None = None
) -> Outcome[Encounter]:
    """Record a passive action of ``reactor_id`` against the action of ``action_by`` on this sequence:
    an actor of the slot, or someone who has reacted on it (a chained reaction: C dodges B's counter to
    A's attack). A chained reaction is a passive action like any other; anyone but the one reacted to
    may chain, who acts on the sequence too unless the table rules say otherwise.

    In a simultaneous group (完全な同時行動) the group's members cannot react to each other's actions,
    and a character several of the group's actions are aimed at (:func:`aimed_at`) reacts to one of
    them only. To the action it chose it may react again, as often as dice allow, unless the table
    allows one reaction per simultaneous group; to an action of the group aimed at someone else it may
    react as well. The actions of the group were taken at once, so who has reacted to one of them stays
    limited for the rest of the sequence, also when removals leave a single actor in the slot; a reactor
    new to that slot reacts to it as often as dice allow.
    """
    _require_high(encounter, Phase.ACTING)
    slot = _require_slot(encounter)
    reactor = _find(encounter, reactor_id)
    actor = _find(encounter, action_by)
    acting = action_by in slot.combatant_ids
    if not acting and action_by not in reactors(encounter):
        raise RuleError("{actor} neither acts on this sequence nor has reacted on it", actor=actor.name)
    if reactor.defeated:
        raise RuleError("{name} is defeated and cannot react", name=reactor.name)
    if reactor_id == action_by:
        raise RuleError("{name} cannot react to their own action", name=reactor.name)
    event = Reacted(reactor_id, action_by)
    pair = (reactor_id, action_by)
    recorded = encounter.model_copy(
        update={
            "reactions": encounter.reactions if pair in encounter.reactions else (*encounter.reactions, pair)
        }
    )
    if not acting:
        if reactor_id in slot.combatant_ids and not (options or _DEFAULTS).actors_chain_reactions:
            raise RuleError(
                "{name} acts on this sequence; the table rules let only the others react to reactions",
                name=reactor.name,
            )
        return Outcome(recorded, (event,))
    target = aimed_at(encounter, action_by, reactor_id)
    if reactor_id in encounter.reacted and target:
        chosen = {
            other
            for reacting, other in encounter.reactions
            if reacting == reactor_id and aimed_at(encounter, other, reactor_id)
        }
        if action_by not in chosen:
            raise RuleError(
                "{name} has already reacted to one action of this simultaneous group", name=reactor.name
            )
        if (options or _DEFAULTS).one_reaction_per_simultaneous_group:
            raise RuleError(
                "{name} has already reacted to this simultaneous group; the table rules allow one reaction",
                name=reactor.name,
            )
        return Outcome(recorded, (event,))
    if len(slot.combatant_ids) < 2:
        return Outcome(recorded, (event,))
    if reactor_id in slot.combatant_ids:
        raise RuleError(
            "{name} acts simultaneously with {actor} and cannot react to that action",
            name=reactor.name,
            actor=actor.name,
        )
    if not target:
        return Outcome(recorded, (event,))
    return Outcome(recorded.model_copy(update={"reacted": (*encounter.reacted, reactor_id)}), (event,))


def reaction_refused(
    encounter: Encounter, reactor_id: str, action_by: str, options: RuleOptions | None = None
) -> RuleError | None:
    """Why ``reactor_id`` may not take the reaction side against an action of ``action_by``; None when
    it may. On the sequence where ``action_by`` acts or has reacted, :func:`react` says; elsewhere (low
    tension, an opposed check off its sequence) only a defeated combatant may not react."""
    slot = encounter.current_slot
    if slot is not None and (action_by in slot.combatant_ids or action_by in reactors(encounter)):
        try:
            react(encounter, reactor_id, action_by, options)
        except RuleError as error:
            return error
        return None
    reactor = _find(encounter, reactor_id)
    if reactor.defeated:
        return RuleError("{name} is defeated and cannot react", name=reactor.name)
    return None


# Effects ------------------------------------------------------------------------------------------------


def add_effect(
    encounter: Encounter, combatant_id: str, name: str, duration: int, unit: DurationUnit, note: str = ""
) -> Outcome[Encounter]:
    """Put an effect on a combatant for ``duration`` rounds or odes.

    An effect in rounds starts only in high tension: nothing cast before the switch lasts into round 1.
    """
    _find(encounter, combatant_id)
    if unit is DurationUnit.ROUNDS and encounter.mode is TensionMode.LOW:
        raise RuleError("an effect in rounds can start only in high tension")
    if not 1 <= duration <= COUNT_MAX:
        raise RuleError("a duration is 1–{most}, not {duration}", most=COUNT_MAX, duration=duration)
    if len(name) > NAME_MAX or len(note) > TEXT_MAX:
        raise RuleError(
            "an effect's name has at most {name_max} characters and its note {text_max}",
            name_max=NAME_MAX,
            text_max=TEXT_MAX,
        )
    effect = Effect(
        combatant_id=combatant_id,
        name=name,
        note=note,
        duration=duration,
        unit=unit,
        remaining=duration,
        started_in=encounter.mode,
        started_round=encounter.round,
        started_ode=encounter.ode,
    )
    new = encounter.model_copy(update={"effects": (*encounter.effects, effect)})
    return Outcome(new, (EffectAdded.of(effect),))


def remove_effect(encounter: Encounter, effect_id: str) -> Outcome[Encounter]:
    """End an effect before its time."""
    effect = next((effect for effect in encounter.effects if effect.id == effect_id), None)
    if effect is None:
        raise RuleError("there is no effect {effect} in this encounter", effect=effect_id)
    new = encounter.model_copy(update={"effects": tuple(e for e in encounter.effects if e.id != effect_id)})
    return Outcome(new, (EffectRemoved.of(effect),))


# Helpers ------------------------------------------------------------------------------------------------


def _find(encounter: Encounter, combatant_id: str) -> Combatant:
    try:
        return encounter.combatant(combatant_id)
    except KeyError:
        raise RuleError(
            "there is no combatant {combatant} in this encounter", combatant=combatant_id
        ) from None


def _with(encounter: Encounter, combatant: Combatant) -> Encounter:
    combatants = tuple(combatant if other.id == combatant.id else other for other in encounter.combatants)
    return encounter.model_copy(update={"combatants": combatants})


def _without(values: Mapping[str, object], key: str) -> dict[str, object]:
    return {other: value for other, value in values.items() if other != key}


def _require_low(encounter: Encounter) -> None:
    if encounter.mode is TensionMode.HIGH:
        raise RuleError("this cannot be done in high tension")


def _require_high(encounter: Encounter, *phases: Phase) -> None:
    if encounter.mode is not TensionMode.HIGH:
        raise RuleError("this needs high tension")
    if phases and encounter.phase not in phases:
        raise RuleError("this cannot be done while the round is {phase}", phase=str(encounter.phase))


def _require_slot(encounter: Encounter) -> Slot:
    slot = encounter.current_slot
    if slot is None:
        raise RuleError("no sequence is being played")
    return slot


def _started(encounter: Encounter, *, backwards: bool = False) -> SequenceStarted:
    slot = encounter.order[encounter.position]
    return SequenceStarted(encounter.round, encounter.position, slot.value, slot.combatant_ids, backwards)


def fresh_round() -> dict[str, object]:
    """Everything a round fills in, empty (the fields an encounter takes when a round starts over)."""
    return {
        "rolls": {},
        "declarations": (),
        "sequence_values": {},
        "order": (),
        "position": 0,
        "counters": {},
        "reacted": (),
        "reactions": (),
        "targets": {},
    }


def waiting_for_d10(encounter: Encounter) -> list[Combatant]:
    """Combatants in the fight without a d10 this round."""
    return [c for c in encounter.combatants if not c.defeated and c.id not in encounter.rolls]


def _check_roll(encounter: Encounter, combatant_id: str, d10: int) -> None:
    combatant = _find(encounter, combatant_id)
    if combatant.defeated:
        raise RuleError("{name} is defeated and rolls no sequence value", name=combatant.name)
    if combatant_id in encounter.rolls:
        raise RuleError("{name} already has a d10 this round", name=combatant.name)
    if isinstance(d10, bool) or not 1 <= d10 <= SEQUENCE_DIE:
        raise RuleError("a d10 shows 1–10, not {d10}", d10=d10)


def _fighting(encounter: Encounter, combatant_id: str) -> None:
    combatant = _find(encounter, combatant_id)
    if combatant.defeated:
        raise RuleError("{name} is defeated and declares nothing", name=combatant.name)


def _plan(encounter: Encounter, options: RuleOptions | None) -> RoundPlan:
    """Plan the round of the combatants still in the fight; their declarations checked on the way."""
    roster = [c for c in encounter.combatants if not c.defeated]
    rolls = {c.id: encounter.rolls[c.id] for c in roster}
    return plan_round(roster, rolls, encounter.declarations, round_number=encounter.round, options=options)


def _split_declarations(
    encounter: Encounter, combatant_id: str
) -> tuple[tuple[AnyDeclaration, ...], tuple[AnyDeclaration, ...]]:
    """The declarations that do not involve the combatant, and those that do (its own, and syncs with it)."""
    kept: list[AnyDeclaration] = []
    dropped: list[AnyDeclaration] = []
    for declaration in encounter.declarations:
        involved = declaration.combatant_id == combatant_id or (
            isinstance(declaration, Sync) and declaration.partner_id == combatant_id
        )
        (dropped if involved else kept).append(declaration)
    return tuple(kept), tuple(dropped)


def _same_kind(declaration: AnyDeclaration, other: AnyDeclaration) -> bool:
    return declaration.combatant_id == other.combatant_id and declaration.kind == other.kind


def _elapse(
    effects: Iterable[Effect], elapsed: Callable[[Effect], int]
) -> tuple[tuple[Effect, ...], list[Event]]:
    """Let ``elapsed(effect)`` units pass for each effect; those that run out expire."""
    kept: list[Effect] = []
    events: list[Event] = []
    for effect in effects:
        passed = elapsed(effect)
        if not passed:
            kept.append(effect)
        elif effect.remaining - passed <= 0:
            events.append(EffectExpired.of(effect))
        else:
            kept.append(effect.model_copy(update={"remaining": effect.remaining - passed}))
    return tuple(kept), events
