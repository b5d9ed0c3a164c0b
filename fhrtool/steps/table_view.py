"""What the table's own devices may show: a view of the campaign for the whole table, and one for a PC.

Both are immutable values computed from the campaign by the rules' own functions (the dice a check
would roll now, the acting order), so a page shows what the tracker shows; the player view window
renders the same table view, so the window and the pages never disagree. The dice a PC has left are
those of its next Life and Will check (【生命】 and 【意志】 with the tension correction of the round so
far and the fatigue penalty, never below 0), as the seed advises players to keep track of with dice set
aside at the start of each round; while declaring, the declarations so far make the round, as in the
tracker. What a view leaves out can never reach a browser: the numbers of allies and enemies (they show
their names only), the GM's notes, and every player's notes but the PC's own on that PC's view.
"""

from __future__ import annotations

from collections.abc import Iterable

from fhrtool.model import (
    Campaign,
    Character,
    Combatant,
    Delay,
    Encounter,
    Essence,
    HopeOnSequence,
    Passive,
    Phase,
    Quick,
    Side,
    TensionMode,
)
from fhrtool.model.campaign import LogEntry
from fhrtool.model.frozen import frozen
from fhrtool.rules import RuleError
from fhrtool.rules.checks import check_dice
from fhrtool.rules.encounter import available_dice, confirm_order
from fhrtool.steps.labels import emotion_name

LAST_ROLLS = 6
"""How many of the log's last rolls the table view carries."""
ROLL_KINDS = frozenset({"check_resolved", "sequence_rolled", "action_check_made", "dice_rolled"})


@frozen
class EffectView:
    """An effect on a PC and what is left of it (``unit``: "rounds" or "odes")."""

    name: str
    remaining: int
    unit: str


@frozen
class DeclarationView:
    """A special sequence declaration: ``kind`` (hope, quick, passive, delay, sync), its steps, value or
    hope spent as ``amount``, and the partner's name for a sync."""

    kind: str
    amount: int = 0
    partner: str = ""


@frozen
class Numbers:
    """A PC's numbers in the fight: the dice its next check of each essence rolls now (tension
    correction and fatigue included, never below 0; the passive bonus apart, for passive checks) out
    of its 【生命】 ``life`` and 【意志】 ``will``, and its resources."""

    life_dice: int
    will_dice: int
    life: int
    will: int
    passive_bonus: int
    hope: int
    hope_max: int
    fatigue: int
    hp: int
    hp_max: int
    tension_value: int | None
    effects: tuple[EffectView, ...]
    declarations: tuple[DeclarationView, ...]


@frozen
class PersonView:
    """A combatant as the table sees it; ``numbers`` only for a PC. ``waiting`` while its sequence d10
    is still to be rolled."""

    id: str
    name: str
    side: str
    defeated: bool
    numbers: Numbers | None = None
    waiting: bool = False


@frozen
class SlotView:
    """A place in the acting order; ``current`` is the sequence being played, ``next`` the one after."""

    value: int
    combatant_ids: tuple[str, ...]
    current: bool
    done: bool
    next: bool


@frozen
class RollView:
    """One roll of the log made by or for a PC: ``kind`` is the log entry's, ``value`` the total or
    sequence d10, ``outcome`` the check's when it has one."""

    kind: str
    who: str
    dice: tuple[int, ...]
    value: int | None
    target: int | None
    outcome: str
    text: str
    round: int
    sequence: int | None


@frozen
class TableView:
    """The fight as every device at the table may see it."""

    mode: str
    phase: str | None
    round: int
    ode: int
    sequence: int | None
    people: tuple[PersonView, ...]
    order: tuple[SlotView, ...]
    rolls: tuple[RollView, ...]


@frozen
class SkillView:
    name: str
    category: str
    cost: int
    tension_bonus: int
    check_value: int | None
    effect: str


@frozen
class BreakView:
    """An Infinity Break registration: the skill, the level it was made at, and whether it is still to
    be used this scenario."""

    skill: str
    level: int
    usable: bool


@frozen
class EntryView:
    """A casting-board entry: whom it is for, its emotions' names in Japanese and English, its bond."""

    target: str
    emotions_ja: tuple[str, ...]
    emotions_en: tuple[str, ...]
    bond: int


@frozen
class PartnerView:
    """Someone a PC may sync with: another combatant who is still fighting."""

    id: str
    name: str


@frozen
class PlayerView:
    """One PC's sheet on its player's phone, and what that player may ask for now.

    ``combatant_id`` is the PC's combatant (None when it is not in the fight); ``can_declare`` while
    special sequence declarations are made, ``can_check`` while sequences are played (or in low
    tension); ``breaks_left`` counts the registrations still usable this scenario.
    """

    character_id: str
    name: str
    player: str
    notes: str
    level: int
    life: int
    will: int
    life_dice: int
    will_dice: int
    passive_bonus: int
    hope: int
    hope_max: int
    fatigue: int
    hp: int
    hp_max: int
    tension_value: int
    skills: tuple[SkillView, ...]
    breaks: tuple[BreakView, ...]
    breaks_left: int
    board: tuple[EntryView, ...]
    combatant_id: str | None
    can_declare: bool
    can_check: bool
    declarations: tuple[DeclarationView, ...]
    partners: tuple[PartnerView, ...]


def _pc_character(campaign: Campaign, combatant: Combatant) -> Character | None:
    if combatant.character_id is None:
        return None
    character = next((c for c in campaign.characters if c.id == combatant.character_id), None)
    return character if character is not None and character.is_pc else None


def _declarations(fight: Encounter, combatant_id: str) -> tuple[DeclarationView, ...]:
    names = {combatant.id: combatant.name for combatant in fight.combatants}
    views = []
    for declaration in fight.declarations:
        if declaration.combatant_id != combatant_id:
            continue
        if isinstance(declaration, HopeOnSequence):
            views.append(DeclarationView("hope", len(declaration.d6_results)))
        elif isinstance(declaration, Quick | Passive):
            views.append(DeclarationView(declaration.kind, declaration.steps))
        elif isinstance(declaration, Delay):
            views.append(DeclarationView("delay", declaration.value))
        else:
            views.append(DeclarationView("sync", partner=names.get(declaration.partner_id, "")))
    return tuple(views)


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


def _numbers(
    campaign: Campaign, dice_in: Encounter, combatant: Combatant, character: Character | None
) -> Numbers:
    """``combatant``'s numbers, its dice left and passive bonus as ``dice_in`` (:func:`counted`) has them."""
    fight, options = campaign.encounter, campaign.options
    life = available_dice(dice_in, combatant.id, Essence.LIFE, options=options)
    will = available_dice(dice_in, combatant.id, Essence.WILL, options=options)
    return Numbers(
        life_dice=max(life.total, 0),
        will_dice=max(will.total, 0),
        life=combatant.life,
        will=combatant.will,
        passive_bonus=dice_in.counters_of(combatant.id).passive_bonus,
        hope=combatant.hope.current,
        hope_max=combatant.hope.maximum,
        fatigue=combatant.fatigue,
        hp=combatant.hp.current,
        hp_max=combatant.hp.maximum,
        tension_value=None if character is None else character.tension_value,
        effects=tuple(
            EffectView(effect.name, effect.remaining, effect.unit.value)
            for effect in fight.effects
            if effect.combatant_id == combatant.id
        ),
        declarations=_declarations(fight, combatant.id),
    )


def _person(campaign: Campaign, dice_in: Encounter, combatant: Combatant) -> PersonView:
    fight = campaign.encounter
    numbers = None
    if combatant.side is Side.PC:
        numbers = _numbers(campaign, dice_in, combatant, _pc_character(campaign, combatant))
    rolling = fight.mode is TensionMode.HIGH and fight.phase is Phase.ROLLING
    waiting = rolling and not combatant.defeated and combatant.id not in fight.rolls
    return PersonView(
        combatant.id, combatant.name, combatant.side.value, combatant.defeated, numbers, waiting
    )


def _order(fight: Encounter) -> tuple[SlotView, ...]:
    if fight.phase is not Phase.ACTING:
        return ()
    return tuple(
        SlotView(
            slot.value,
            slot.combatant_ids,
            current=number == fight.position,
            done=number < fight.position,
            next=number == fight.position + 1,
        )
        for number, slot in enumerate(fight.order)
    )


def _pc_names(campaign: Campaign) -> dict[str, str]:
    """The names of whoever's rolls the table may see, by combatant id and by character id: the PCs."""
    names = {c.id: c.name for c in campaign.characters if c.is_pc}
    for combatant in campaign.encounter.combatants:
        if combatant.side is Side.PC:
            names[combatant.id] = combatant.name
    return names


def _roll(entry: LogEntry, names: dict[str, str]) -> RollView | None:
    params = entry.params
    who_id = params.get("combatant_id", params.get("character_id"))
    who = names.get(who_id) if isinstance(who_id, str) else None
    if who is None:
        return None
    dice = params.get("dice", params.get("d10"))
    values = dice if isinstance(dice, tuple) else (dice,) if isinstance(dice, int) else ()
    value = params.get("value", params.get("total", params.get("d10")))
    target = params.get("target")
    return RollView(
        kind=entry.kind,
        who=who,
        dice=tuple(v for v in values if isinstance(v, int)),
        value=value if isinstance(value, int) else None,
        target=target if isinstance(target, int) else None,
        outcome=str(params.get("outcome") or params.get("verdict") or ""),
        text=str(params.get("rolled") or ""),
        round=entry.round,
        sequence=entry.sequence,
    )


def last_rolls(campaign: Campaign, count: int = LAST_ROLLS) -> tuple[RollView, ...]:
    """The last ``count`` rolls of PCs in the log, the latest last (NPCs' rolls are the GM's)."""
    names = _pc_names(campaign)
    found: list[RollView] = []
    for entry in reversed(campaign.log):
        if len(found) == count:
            break
        if entry.kind in ROLL_KINDS:
            roll = _roll(entry, names)
            if roll is not None:
                found.append(roll)
    return tuple(reversed(found))


def table_view(campaign: Campaign) -> TableView:
    """The fight as the table's page shows it."""
    fight = campaign.encounter
    slot = fight.current_slot
    high = fight.mode is TensionMode.HIGH
    dice_in = counted(campaign)
    return TableView(
        mode=fight.mode.value,
        phase=fight.phase.value if high and fight.phase is not None else None,
        round=fight.round,
        ode=fight.ode,
        sequence=None if slot is None else slot.value,
        people=tuple(_person(campaign, dice_in, combatant) for combatant in fight.combatants),
        order=_order(fight),
        rolls=last_rolls(campaign),
    )


def playable(campaign: Campaign) -> tuple[Character, ...]:
    """The characters that get a player's link: the PCs."""
    return tuple(character for character in campaign.characters if character.is_pc)


def _board(campaign: Campaign, character: Character) -> tuple[EntryView, ...]:
    def names(emotion_ids: Iterable[str], language: str) -> tuple[str, ...]:
        return tuple(emotion_name(campaign, emotion_id).in_language(language) for emotion_id in emotion_ids)

    return tuple(
        EntryView(entry.target_name, names(entry.emotions, "ja"), names(entry.emotions, "en"), entry.bond)
        for entry in character.casting_board
    )


def player_view(campaign: Campaign, character_id: str) -> PlayerView:
    """What the player of PC ``character_id`` sees on their own link; KeyError when the campaign has no
    such PC."""
    return _player_view(campaign, counted(campaign), character_id)


def player_views(campaign: Campaign) -> dict[str, PlayerView]:
    """Each PC's :func:`player_view`, by character id in the campaign's order; the round's dice are
    counted once for them all."""
    dice_in = counted(campaign)
    return {character.id: _player_view(campaign, dice_in, character.id) for character in playable(campaign)}


def _player_view(campaign: Campaign, dice_in: Encounter, character_id: str) -> PlayerView:
    character = campaign.character(character_id)
    if not character.is_pc:
        raise KeyError(character_id)
    fight, options = campaign.encounter, campaign.options
    combatant = next((c for c in fight.combatants if c.character_id == character_id), None)
    skills = {skill.id: skill.name for skill in character.skills}
    breaks = tuple(
        BreakView(
            skills.get(registration.skill_id, ""), registration.level, not registration.used_this_scenario
        )
        for registration in character.infinity_breaks
    )
    if combatant is None:
        life = max(check_dice(character.life, 0, fatigue=character.fatigue, options=options).total, 0)
        will = max(check_dice(character.will, 0, fatigue=character.fatigue, options=options).total, 0)
        passive, hope, hp, fatigue = 0, character.hope, character.hp, character.fatigue
        fighting = False
        declarations: tuple[DeclarationView, ...] = ()
        partners: tuple[PartnerView, ...] = ()
    else:
        numbers = _numbers(campaign, dice_in, combatant, character)
        life, will, passive = numbers.life_dice, numbers.will_dice, numbers.passive_bonus
        hope, hp, fatigue = combatant.hope, combatant.hp, combatant.fatigue
        fighting = not combatant.defeated
        declarations = numbers.declarations
        partners = tuple(
            PartnerView(other.id, other.name)
            for other in fight.combatants
            if other.id != combatant.id and not other.defeated
        )
    high = fight.mode is TensionMode.HIGH
    return PlayerView(
        character_id=character.id,
        name=character.name,
        player=character.player,
        notes=character.notes,
        level=character.level,
        life=character.life,
        will=character.will,
        life_dice=life,
        will_dice=will,
        passive_bonus=passive,
        hope=hope.current,
        hope_max=hope.maximum,
        fatigue=fatigue,
        hp=hp.current,
        hp_max=hp.maximum,
        tension_value=character.tension_value,
        skills=tuple(
            SkillView(s.name, s.category, s.cost, s.tension_bonus, s.check_value, s.effect)
            for s in character.skills
        ),
        breaks=breaks,
        breaks_left=sum(1 for view in breaks if view.usable),
        board=_board(campaign, character),
        combatant_id=None if combatant is None else combatant.id,
        can_declare=fighting and high and fight.phase is Phase.DECLARING,
        can_check=fighting and (not high or fight.phase is Phase.ACTING),
        declarations=declarations,
        partners=partners,
    )
