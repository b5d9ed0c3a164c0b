"""What the table may see of a fight: the player view's content, and any other screen's the players see.

A :class:`TableView` holds no number of anyone but a PC: a screen made from it cannot show one. The
dice a PC has left are those of its next Life and Will check (【生命】 and 【意志】 with the tension
correction of the round so far and the fatigue penalty), as the seed advises players to keep track of
with dice set aside at the start of each round.
"""

from __future__ import annotations

from fhrtool.model import Campaign, Combatant, DurationUnit, Encounter, Essence, Phase, Side, TensionMode
from fhrtool.model.frozen import frozen
from fhrtool.rules import RuleError
from fhrtool.rules.encounter import available_dice, confirm_order


@frozen
class SeenEffect:
    """An effect on a PC and the time it has left, in ``unit``s."""

    name: str
    remaining: int
    unit: DurationUnit


@frozen
class PcNumbers:
    """What a PC's player knows of it anyway. ``life`` and ``will`` are the dice of its next check of
    each (never below 0), out of ``life_max`` and ``will_max``; ``passive_bonus`` more on a reaction."""

    life: int
    life_max: int
    will: int
    will_max: int
    passive_bonus: int
    hope: int
    hope_max: int
    fatigue: int
    hp: int
    hp_max: int
    effects: tuple[SeenEffect, ...] = ()


@frozen
class SeenCombatant:
    """One combatant as the table sees it: ``numbers`` only for a PC, None for anyone else."""

    name: str
    side: Side
    defeated: bool
    numbers: PcNumbers | None = None


@frozen
class SeenRow:
    """A slot of the acting order (``value`` its sequence value), or one combatant outside it (``value``
    None); ``waiting`` marks a combatant whose sequence d10 is still to be rolled."""

    combatants: tuple[SeenCombatant, ...]
    value: int | None = None
    current: bool = False
    done: bool = False
    waiting: bool = False


@frozen
class TableView:
    """The fight as the table sees it: where it stands and its rows (the acting order while sequences
    are played, everyone in it otherwise). ``actors`` names who acts in the current sequence."""

    mode: TensionMode
    round: int
    ode: int
    phase: Phase | None
    rows: tuple[SeenRow, ...]
    current_value: int | None = None
    actors: tuple[str, ...] = ()


def counted(campaign: Campaign) -> Encounter:
    """The fight the dice left are counted in: while declaring, as the declarations so far make the
    round (a quick declaration takes dice from it), as the tracker shows them; else the fight itself."""
    fight = campaign.encounter
    if fight.phase is Phase.DECLARING and fight.declarations:
        try:
            return confirm_order(fight, campaign.options).state
        except RuleError:  # declarations the order will refuse: none of them counts yet
            return fight
    return fight


def _numbers(campaign: Campaign, dice_in: Encounter, combatant: Combatant) -> PcNumbers | None:
    if combatant.side is not Side.PC:
        return None
    fight, options = campaign.encounter, campaign.options
    life = available_dice(dice_in, combatant.id, Essence.LIFE, options=options)
    will = available_dice(dice_in, combatant.id, Essence.WILL, options=options)
    effects = tuple(
        SeenEffect(effect.name, effect.remaining, effect.unit)
        for effect in fight.effects
        if effect.combatant_id == combatant.id
    )
    return PcNumbers(
        max(life.total, 0),
        combatant.life,
        max(will.total, 0),
        combatant.will,
        dice_in.counters_of(combatant.id).passive_bonus,
        combatant.hope.current,
        combatant.hope.maximum,
        combatant.fatigue,
        combatant.hp.current,
        combatant.hp.maximum,
        effects,
    )


def _rows(campaign: Campaign, fight: Encounter) -> tuple[SeenRow, ...]:
    dice_in = counted(campaign)

    def seen(combatant: Combatant) -> SeenCombatant:
        numbers = _numbers(campaign, dice_in, combatant)
        return SeenCombatant(combatant.name, combatant.side, combatant.defeated, numbers)

    if fight.phase is Phase.ACTING and fight.order:
        return tuple(
            SeenRow(
                tuple(seen(fight.combatant(i)) for i in slot.combatant_ids),
                value=slot.value,
                current=number == fight.position,
                done=number < fight.position,
            )
            for number, slot in enumerate(fight.order)
        )
    rolling = fight.mode is TensionMode.HIGH and fight.phase is Phase.ROLLING
    return tuple(
        SeenRow(
            (seen(combatant),),
            waiting=rolling and not combatant.defeated and combatant.id not in fight.rolls,
        )
        for combatant in fight.combatants
    )


def table_view(campaign: Campaign) -> TableView:
    """The fight of ``campaign`` as the players may see it."""
    fight = campaign.encounter
    slot = fight.current_slot
    return TableView(
        fight.mode,
        fight.round,
        fight.ode,
        fight.phase,
        _rows(campaign, fight),
        slot.value if slot is not None else None,
        tuple(fight.combatant(i).name for i in slot.combatant_ids) if slot is not None else (),
    )
