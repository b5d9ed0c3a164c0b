"""The FHR round engine: initiative (イニシアチブ), sequence values (シーケンス値), the special sequence
declarations (特殊シーケンス宣言) and the acting order of a high-tension round (RULES §3, §4, §7).

A round is planned in one call: every combatant's d10 and declarations go in, the sequence values and
the slots of the round, in acting order, come out (:func:`plan_round`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import Protocol, TypeGuard

from fhrtool.model import Delay, Essence, HopeOnSequence, Passive, Quick, RuleOptions, Sync
from fhrtool.model.base import SCORE_MAX
from fhrtool.model.frozen import frozen
from fhrtool.model.options import DeclarationOrder, ExtraActions, NegativeSequence, QuickCap
from fhrtool.rules import RuleError

SURPRISE_PENALTY = 5
"""Initiative lost in round 1 by a combatant caught off guard (サプライズ・シフト)."""
SURPRISE_RESIST_TARGET = 15
"""Target of the mental resist check (精神レジストチェック) that avoids the surprise penalty."""
ABILITY_INITIATIVE_BONUS = 1
"""Initiative a positive perception adds, and a positive sense; neither ever adds more or subtracts."""
SEQUENCE_DIE = 10
HOPE_DIE = 6
QUICK_STEP = 5
QUICK_CORRECTION = 1
"""Tension correction a quick step puts on Life and on Will; it cannot be taken as fatigue instead."""
PASSIVE_STEP = 5
PASSIVE_DICE = 1
"""Dice a passive step adds to passive checks for the round."""
EXTRA_ACTION_STEP = 10
SEQUENCE_VALUE_LIMIT = SCORE_MAX
"""The largest sequence value, either way; an encounter stores no larger one."""

_DEFAULTS = RuleOptions()

__all__ = [
    "ABILITY_INITIATIVE_BONUS",
    "EXTRA_ACTION_STEP",
    "HOPE_DIE",
    "PASSIVE_DICE",
    "PASSIVE_STEP",
    "QUICK_CORRECTION",
    "QUICK_STEP",
    "SEQUENCE_DIE",
    "SEQUENCE_VALUE_LIMIT",
    "SURPRISE_PENALTY",
    "SURPRISE_RESIST_TARGET",
    "Delay",
    "HopeOnSequence",
    "Passive",
    "Quick",
    "RoundCombatant",
    "RoundPlan",
    "Sync",
    "acting_order",
    "action_slots",
    "initiative",
    "plan_round",
    "resists_surprise",
]


LIFE_KEY, WILL_KEY = Essence.LIFE.value, Essence.WILL.value
"""The keys of a tension correction's essences (:attr:`RoundPlan.tension_correction`): an enum's value is
found by a Python call, and a round plans a correction for each combatant."""


def initiative(reflex: int, perception: int, sense: int, *, surprised: bool = False) -> int:
    """Initiative: reflex, +1 for a positive perception, +1 for a positive sense.

    ``surprised`` (caught off guard in round 1 without resisting) costs :data:`SURPRISE_PENALTY`, which may
    take it below 0. Perception and sense never subtract and never add more than 1 each.
    """
    bonus = ABILITY_INITIATIVE_BONUS
    value = reflex + (bonus if perception > 0 else 0) + (bonus if sense > 0 else 0)
    return value - SURPRISE_PENALTY if surprised else value


def surprise_applies(combatant: RoundCombatant, round_number: int) -> bool:
    """Whether the surprise shift's −5 counts: round 1, surprised, and the resist check failed (§3)."""
    return round_number == 1 and combatant.surprised and not combatant.resisted_surprise


def resists_surprise(check_total: int) -> bool:
    """Whether a mental resist check made just before the switch to high tension avoids the surprise."""
    return check_total >= SURPRISE_RESIST_TARGET


def action_slots(sequence_value: int, options: RuleOptions | None = None) -> list[int]:
    """The values at which a combatant acts this round, highest first.

    A value of 10 or more acts again 10 lower: at v, v-10, v-20, ... while >= 0 (``extra_actions``
    "repeat"), or at most once more ("once"). A negative value has no sequence (``negative_sequence``
    "no_sequence") or acts once, after sequence 0 ("act_last").
    """
    opts = options or _DEFAULTS
    if not -SEQUENCE_VALUE_LIMIT <= sequence_value <= SEQUENCE_VALUE_LIMIT:
        raise RuleError(
            "the sequence value {value} is outside -{limit}..{limit}",
            value=sequence_value,
            limit=SEQUENCE_VALUE_LIMIT,
        )
    if sequence_value < 0:
        return [sequence_value] if opts.negative_sequence is NegativeSequence.ACT_LAST else []
    slots = list(range(sequence_value, -1, -EXTRA_ACTION_STEP))
    return slots[:2] if opts.extra_actions is ExtraActions.ONCE else slots


def acting_order(
    entries: Iterable[tuple[str, int, int]], options: RuleOptions | None = None
) -> list[list[str]]:
    """Every action slot of the round in acting order; each slot lists who acts in it.

    ``entries`` are ``(id, sequence_value, initiative)``. Higher values act first; at equal values the
    higher initiative; equal again, the combatants act fully simultaneously (完全な同時行動) and share one
    slot, listed in input order. See :class:`RuleOptions` ``simultaneous_groups_any_size`` and
    ``extra_slots_by_same_rule`` for the table's choices.
    """
    opts = options or _DEFAULTS
    turns = [
        _Turn(value, order_initiative, rank > 0, position, combatant_id)
        for position, (combatant_id, sequence_value, order_initiative) in enumerate(entries)
        for rank, value in enumerate(action_slots(sequence_value, opts))
    ]
    return [ids for _, ids in _ordered_slots(turns, opts)]


class RoundCombatant(Protocol):
    """What :func:`plan_round` reads of a combatant; :class:`fhrtool.model.Combatant` is one.

    An object that also has ``hope`` with ``current`` may not spend more hope than that on its sequence.
    """

    @property
    def id(self) -> str: ...
    @property
    def reflex(self) -> int: ...
    @property
    def perception(self) -> int: ...
    @property
    def sense(self) -> int: ...
    @property
    def life(self) -> int: ...
    @property
    def will(self) -> int: ...
    @property
    def surprised(self) -> bool: ...
    @property
    def resisted_surprise(self) -> bool: ...


@frozen
class RoundPlan:
    """A round once its sequence values are fixed and every declaration is applied.

    ``slots`` holds each slot in acting order as ``(value, ids)``. The dicts have an entry for every
    combatant: ``initiative`` (with the surprise penalty in round 1), the final ``sequence_value``, the
    ``tension_correction`` a quick declaration put on ``"life"`` and ``"will"`` (0 or negative), the
    ``passive_bonus`` dice for passive checks, and the ``hope_spent`` on the sequence value.
    """

    slots: list[tuple[int, list[str]]]
    sequence_value: dict[str, int]
    initiative: dict[str, int]
    tension_correction: dict[str, dict[str, int]]
    passive_bonus: dict[str, int]
    hope_spent: dict[str, int]

    @property
    def order(self) -> list[list[str]]:
        """The slots without their values, as :func:`acting_order` gives them."""
        return [list(ids) for _, ids in self.slots]


def plan_round(
    combatants: Iterable[RoundCombatant],
    rolls: Mapping[str, int],
    declarations: Iterable[object] = (),
    *,
    round_number: int = 1,
    options: RuleOptions | None = None,
) -> RoundPlan:
    """Fix the sequence values of a round and its acting order.

    ``rolls`` is each combatant's d10. Declarations (:class:`HopeOnSequence`, :class:`Quick`,
    :class:`Passive`, :class:`Delay`, :class:`Sync`, at most one of each per combatant) apply in that
    order: hope dice, quick, passive, then delay or sync (the table rules may put the delay first, on the
    rolled value). A syncing combatant takes its partner's value and
    acts in its partner's slots, simultaneously with it.

    With ``extra_slots_from_final_value`` off, declarations move only the first action: the extra actions
    stay where the rolled value (d10 + initiative + hope dice) puts them, and only those below the first
    action remain (a delay from 14 to 8 keeps the action at 4; a quick from 4 to 14 adds no action at 4).

    Raises :class:`RuleError` for a missing or impossible roll and for any declaration the rules refuse.
    """
    opts = options or _DEFAULTS
    roster = list(combatants)
    positions = _positions(roster)
    dice = _sequence_dice(roster, rolls, positions)
    declared = _collect(declarations, roster, positions, opts)
    initiatives = [
        initiative(
            combatant.reflex,
            combatant.perception,
            combatant.sense,
            surprised=surprise_applies(combatant, round_number),
        )
        for combatant in roster
    ]
    own = [
        _apply_own(combatant, die + order_initiative, mine, opts)
        for combatant, die, order_initiative, mine in zip(roster, dice, initiatives, declared, strict=True)
    ]
    partners = _partners(roster, positions, declared, own, opts)

    turns: list[_Turn] = []
    for position, combatant in enumerate(roster):
        partner = partners.get(position)
        if partner is None:
            turns.extend(
                _Turn(value, initiatives[position], rank > 0, position, combatant.id)
                for rank, value in enumerate(own[position].slots)
            )
            continue
        joined = own[partner].slots
        if opts.sync_keeps_own_extra_actions:
            extras = [value for value in own[position].slots[1:] if joined and value < joined[0]]
            joined = joined[:1]
            turns.extend(
                _Turn(value, initiatives[position], True, position, combatant.id) for value in extras
            )
        turns.extend(
            _Turn(value, initiatives[partner], rank > 0, partner, combatant.id)
            for rank, value in enumerate(joined)
        )

    ids = [combatant.id for combatant in roster]
    return RoundPlan(
        slots=_ordered_slots(turns, opts),
        sequence_value={
            ids[position]: own[partners.get(position, position)].value for position in range(len(roster))
        },
        initiative=dict(zip(ids, initiatives, strict=True)),
        tension_correction={
            combatant_id: {LIFE_KEY: -QUICK_CORRECTION * mine.quick, WILL_KEY: -QUICK_CORRECTION * mine.quick}
            for combatant_id, mine in zip(ids, own, strict=True)
        },
        passive_bonus={
            combatant_id: PASSIVE_DICE * mine.passive for combatant_id, mine in zip(ids, own, strict=True)
        },
        hope_spent={combatant_id: mine.hope for combatant_id, mine in zip(ids, own, strict=True)},
    )


@dataclass(frozen=True, slots=True)
class _Turn:
    """One action of one combatant, with what orders it.

    A syncing combatant's turn carries its partner's initiative and position (``unit``), so that it falls
    into its partner's slot and stays there when large simultaneous groups are split.
    """

    value: int
    initiative: int
    extra: bool
    unit: int
    combatant_id: str


def _ordered_slots(turns: list[_Turn], options: RuleOptions) -> list[tuple[int, list[str]]]:
    """Sort the turns once and group the simultaneous ones; ``turns`` come in input order."""
    extras_last = not options.extra_slots_by_same_rule

    def key(turn: _Turn) -> tuple[int, bool, int]:
        return (-turn.value, extras_last and turn.extra, -turn.initiative)

    slots: list[tuple[int, list[str]]] = []
    for (negated_value, _, _), group in groupby(sorted(turns, key=key), key=key):
        members = list(group)
        if len(members) < 3 or options.simultaneous_groups_any_size:
            slots.append((-negated_value, [turn.combatant_id for turn in members]))
            continue
        units: dict[int, list[str]] = {}
        for turn in members:
            units.setdefault(turn.unit, []).append(turn.combatant_id)
        slots.extend((-negated_value, unit) for unit in units.values())
    return slots


@dataclass
class _Declared:
    """One combatant's declarations of this round, at most one of each kind; a field is named after the
    ``kind`` of the declaration it holds."""

    hope: HopeOnSequence | None = None
    quick: Quick | None = None
    passive: Passive | None = None
    delay: Delay | None = None
    sync: Sync | None = None


@dataclass(frozen=True, slots=True)
class _Own:
    """A combatant's values after its own declarations, before a sync."""

    value: int
    slots: list[int]
    hope: int
    quick: int
    passive: int


def _is_whole(value: object) -> TypeGuard[int]:
    # bool is an int to Python, never to a player typing a number of steps
    return isinstance(value, int) and not isinstance(value, bool)


def _name(combatant: RoundCombatant) -> str:
    name = getattr(combatant, "name", "")
    return name if isinstance(name, str) and name else combatant.id


def _positions(roster: list[RoundCombatant]) -> dict[str, int]:
    positions: dict[str, int] = {}
    for position, combatant in enumerate(roster):
        if combatant.id in positions:
            raise RuleError("two combatants share the id {combatant}", combatant=combatant.id)
        positions[combatant.id] = position
    return positions


def _sequence_dice(
    roster: list[RoundCombatant], rolls: Mapping[str, int], positions: dict[str, int]
) -> list[int]:
    strangers = [key for key in rolls if key not in positions]
    if strangers:
        raise RuleError("there is a roll for {combatant}, who is not in this round", combatant=strangers[0])
    dice: list[int] = []
    for combatant in roster:
        if combatant.id not in rolls:
            raise RuleError("{name} has no d10 for the sequence value", name=_name(combatant))
        die = rolls[combatant.id]
        if not _is_whole(die) or not 1 <= die <= SEQUENCE_DIE:
            raise RuleError("{name}: a d10 shows 1–10, not {die}", name=_name(combatant), die=die)
        dice.append(die)
    return dice


def _collect(
    declarations: Iterable[object],
    roster: list[RoundCombatant],
    positions: dict[str, int],
    options: RuleOptions,
) -> list[_Declared]:
    declared = [_Declared() for _ in roster]
    for declaration in declarations:
        if not isinstance(declaration, HopeOnSequence | Quick | Passive | Delay | Sync):
            raise RuleError("{what} is not a sequence declaration", what=type(declaration).__name__)
        kind = declaration.kind
        position = _position(positions, declaration.combatant_id)
        mine = declared[position]
        if getattr(mine, kind) is not None:
            raise RuleError("{name} declared {kind} twice", name=_name(roster[position]), kind=kind)
        setattr(mine, kind, declaration)
        if options.delay_and_sync_exclusive and mine.delay is not None and mine.sync is not None:
            raise RuleError("{name} cannot both delay and sync", name=_name(roster[position]))
    return declared


def _position(positions: dict[str, int], combatant_id: object) -> int:
    position = positions.get(combatant_id) if isinstance(combatant_id, str) else None
    if position is None:
        raise RuleError("{combatant} is not in this round", combatant=str(combatant_id))
    return position


def _apply_own(combatant: RoundCombatant, rolled: int, mine: _Declared, options: RuleOptions) -> _Own:
    """Hope dice, quick, passive and delay, in that order; or the delay first, as the table rules say."""
    name = _name(combatant)
    hope = hope_dice = 0
    if mine.hope is not None:
        if not options.hope_on_sequence_in_declarations:
            raise RuleError("the table rules do not allow spending hope on the sequence value")
        results = mine.hope.d6_results
        if not isinstance(results, Sequence) or not results:
            raise RuleError("{name}: spending hope on the sequence value needs its d6 results", name=name)
        for result in results:
            if not _is_whole(result) or not 1 <= result <= HOPE_DIE:
                raise RuleError("{name}: a hope die shows 1–6, not {result}", name=name, result=result)
            hope_dice += result
        hope = len(results)
        available = getattr(getattr(combatant, "hope", None), "current", None)
        if _is_whole(available) and hope > available:
            raise RuleError(
                "{name} spends {spent} hope but has only {available}",
                name=name,
                spent=hope,
                available=available,
            )
    delay_first = options.declaration_order is DeclarationOrder.DELAY_FIRST
    value = (_delayed(rolled, mine.delay, name, options) if delay_first else rolled) + hope_dice
    quick = _steps(mine.quick, name)
    if quick and options.quick_cap is QuickCap.MIN_LIFE_WILL:
        cap = min(combatant.life, combatant.will)
        if quick > cap:
            raise RuleError(
                "{name} may declare quick at most {cap} times (the lower of Life and Will)",
                name=name,
                cap=cap,
            )
    value += QUICK_STEP * quick
    passive = _steps(mine.passive, name)
    value -= PASSIVE_STEP * passive
    if not delay_first:
        value = _delayed(value, mine.delay, name, options)
    slots = action_slots(value, options)
    if not options.extra_slots_from_final_value:
        slots = slots[:1] + [
            extra for extra in action_slots(rolled + hope_dice, options)[1:] if extra < value
        ]
    return _Own(value, slots, hope, quick, passive)


def _delayed(value: int, delay: Delay | None, name: str, options: RuleOptions) -> int:
    """``value`` after a delay declaration (none: unchanged): any lower value, not below the minimum."""
    if delay is None:
        return value
    delayed = delay.value
    if not _is_whole(delayed) or delayed >= value:
        raise RuleError(
            "{name} can delay only to a value lower than {value}, not {delayed}",
            name=name,
            value=value,
            delayed=delayed,
        )
    if delayed < options.delay_minimum:
        raise RuleError("{name} cannot delay below {minimum}", name=name, minimum=options.delay_minimum)
    return delayed


def _steps(declaration: Quick | Passive | None, name: str) -> int:
    if declaration is None:
        return 0
    steps = declaration.steps
    if not _is_whole(steps) or steps < 1:
        raise RuleError(
            "{name}: {kind} needs a whole number of steps, at least 1, not {steps}",
            name=name,
            kind=declaration.kind,
            steps=steps,
        )
    return steps


def _partners(
    roster: list[RoundCombatant],
    positions: dict[str, int],
    declared: list[_Declared],
    own: list[_Own],
    options: RuleOptions,
) -> dict[int, int]:
    """Who syncs with whom, by position; every sync checked against the partner's own value."""
    partners: dict[int, int] = {}
    joined: set[int] = set()
    for position, mine in enumerate(declared):
        if mine.sync is None:
            continue
        name = _name(roster[position])
        partner = _position(positions, mine.sync.partner_id)
        partner_name = _name(roster[partner])
        if partner == position:
            raise RuleError("{name} cannot sync with themselves", name=name)
        if declared[partner].sync is not None:
            raise RuleError(
                "{name} cannot sync with {partner}, who syncs with someone else",
                name=name,
                partner=partner_name,
            )
        if own[partner].value >= own[position].value:
            raise RuleError(
                "{name} ({value}) can sync only with someone of a lower sequence value, not {partner} "
                "({partner_value})",
                name=name,
                value=own[position].value,
                partner=partner_name,
                partner_value=own[partner].value,
            )
        if options.sync_needs_partner_sequence and not own[partner].slots:
            # Syncing takes the partner's slots: with none, the syncing combatant would not act at all.
            raise RuleError(
                "{name} cannot sync with {partner}, who has no sequence this round ({partner_value})",
                name=name,
                partner=partner_name,
                partner_value=own[partner].value,
            )
        if not options.simultaneous_groups_any_size and partner in joined:
            raise RuleError(
                "{partner} already acts simultaneously with someone; the table rules allow two at most",
                partner=partner_name,
            )
        partners[position] = partner
        joined.add(partner)
    return partners
