"""What one row of the tracker shows about a combatant, computed from the campaign in one pass.

A :class:`TrackerRow` is a plain value: the model compares the rows before and after a change and
repaints only those that differ, so a step of the fight repaints the rows it touched. It is a named
tuple: a step makes a row for every combatant, and a named tuple is made in a fraction of the time a
frozen dataclass of as many fields takes.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal, NamedTuple

from fhrtool.model import Campaign, Combatant, Counters, Effect, Phase, RuleOptions, TensionMode
from fhrtool.model.frozen import frozen
from fhrtool.rules import RuleError
from fhrtool.rules.checks import DicePool, check_dice
from fhrtool.rules.encounter import confirm_order
from fhrtool.rules.fhr import initiative, surprise_applies
from fhrtool.steps.tracker import AnyDeclaration

_NO_COUNTERS = Counters()

Surprise = Literal["", "marked", "applies", "resisted"]
"""Marked before the switch to high tension; in round 1 the −5 applies, or the resist check avoided it."""


class TrackerRow(NamedTuple):
    """One combatant as the tracker shows it.

    ``slots`` are the values it acts at this round (projected while declaring, fixed once the order is
    confirmed); ``done`` holds those already played. ``sequence_value`` is None before it is known. The
    pools are the dice of its next Life and Will checks, with the quick corrections it declared.
    """

    combatant: Combatant
    stage: tuple[TensionMode, Phase | None]  # what the sequence column can say depends on it
    initiative: int
    surprise: Surprise
    d10: int | None
    sequence_value: int | None
    slots: tuple[int, ...]
    done: tuple[bool, ...]
    current: bool
    reacted: bool
    took_active_action: bool
    life: DicePool
    will: DicePool
    passive_bonus: int
    tension_value: int | None  # the character sheet's; None without a sheet
    declarations: tuple[AnyDeclaration, ...]
    effects: tuple[Effect, ...]
    order_key: tuple[int, int, int]

    @property
    def id(self) -> str:
        return self.combatant.id


@frozen
class Planned:
    """Sequence values, slots and counters of the round as they stand: fixed once the order is
    confirmed, projected from the declarations so far while declaring, empty before."""

    values: dict[str, int]
    slots: list[tuple[int, tuple[str, ...]]]
    counters: dict[str, Counters]


def planned(campaign: Campaign) -> Planned:
    fight = campaign.encounter
    if fight.phase is Phase.DECLARING:
        try:
            fight = confirm_order(fight, campaign.options).state
        except RuleError:
            return Planned({}, [], {})
    if fight.phase is Phase.ACTING:
        slots = [(slot.value, slot.combatant_ids) for slot in fight.order]
        return Planned(dict(fight.sequence_values), slots, dict(fight.counters))
    return Planned({}, [], dict(fight.counters))


@lru_cache(maxsize=512)
def _pool(essence: int, correction: int, fatigue: int, options: RuleOptions) -> DicePool:
    """The dice of a check, the same record for the same numbers from one step to the next: a row
    before and after a step is compared field by field, and the same record compares at once."""
    return check_dice(essence, correction, fatigue=fatigue, options=options)


def tracker_rows(campaign: Campaign) -> list[TrackerRow]:
    """A row per combatant, in the order of the encounter."""
    fight = campaign.encounter
    options = campaign.options
    plan = planned(campaign)
    acting = fight.phase is Phase.ACTING
    # While declaring, rows keep the order of the values as rolled: a declaration changes the
    # projected values and slots in their columns, not where the rows are under the GM's pointer.
    order_plan = plan
    if fight.phase is Phase.DECLARING and fight.declarations:
        rolled = fight.model_copy(update={"declarations": ()})
        order_plan = planned(campaign.model_copy(update={"encounter": rolled}))
    first_slot: dict[str, int] = {}
    for position, (_value, ids) in enumerate(order_plan.slots):
        for combatant_id in ids:
            first_slot.setdefault(combatant_id, position)
    values_of: dict[str, list[int]] = {}  # the values each combatant acts at
    played_of: dict[str, list[bool]] = {}  # and whether each is played already
    for position, (value, ids) in enumerate(plan.slots):
        played = acting and position < fight.position
        for combatant_id in ids:
            values_of.setdefault(combatant_id, []).append(value)
            played_of.setdefault(combatant_id, []).append(played)
    slot = fight.current_slot
    current = set(slot.combatant_ids) if slot is not None else set()
    declared: dict[str, list[AnyDeclaration]] = {}
    for declaration in fight.declarations:
        declared.setdefault(declaration.combatant_id, []).append(declaration)
    effects: dict[str, list[Effect]] = {}
    for effect in fight.effects:
        effects.setdefault(effect.combatant_id, []).append(effect)
    tension_of = {character.id: character.tension_value for character in campaign.characters}
    high = fight.mode is TensionMode.HIGH
    stage = (fight.mode, fight.phase)
    rolls, values, counters_of, reacted = fight.rolls, plan.values, plan.counters, fight.reacted
    # Many combatants share their numbers: the pools of a fight of 200 are a handful. They are found
    # here by the numbers alone; the cache across steps (_pool) hashes the rule options too.
    pools: dict[tuple[int, int, int], DicePool] = {}

    def pool(essence: int, correction: int, fatigue: int) -> DicePool:
        key = (essence, correction, fatigue)
        found = pools.get(key)
        if found is None:
            found = pools[key] = _pool(essence, correction, fatigue, options)
        return found

    rows: list[TrackerRow] = []
    for index, combatant in enumerate(fight.combatants):
        combatant_id = combatant.id
        surprise: Surprise = ""
        applies = False
        if combatant.surprised:
            if not high:
                surprise = "marked"
            elif surprise_applies(combatant, fight.round):
                surprise, applies = "applies", True
            elif fight.round == 1:
                surprise = "resisted"
        counters = counters_of.get(combatant_id, _NO_COUNTERS)
        # Simultaneous combatants share a first slot: the encounter's order keeps them stable.
        if combatant.defeated:
            key = (2, 0, index)
        elif combatant_id in first_slot:
            key = (0, first_slot[combatant_id], index)
        else:
            key = (1, 0, index)
        fatigue = combatant.fatigue
        mine = declared.get(combatant_id)
        own_effects = effects.get(combatant_id)
        rows.append(
            TrackerRow(
                combatant,
                stage,
                initiative(combatant.reflex, combatant.perception, combatant.sense, surprised=applies),
                surprise,
                rolls.get(combatant_id),
                values.get(combatant_id),
                tuple(values_of.get(combatant_id, ())),
                tuple(played_of.get(combatant_id, ())),
                combatant_id in current,
                combatant_id in reacted,
                counters.took_active_action,
                pool(combatant.life, counters.life, fatigue),
                pool(combatant.will, counters.will, fatigue),
                counters.passive_bonus,
                tension_of.get(combatant.character_id) if combatant.character_id is not None else None,
                tuple(mine) if mine else (),
                tuple(own_effects) if own_effects else (),
                key,
            )
        )
    return rows
