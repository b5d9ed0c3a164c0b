"""A loaded document checked as a whole: what no single record can see.

The model checks each record and the references inside it (ids unique, an Infinity Break's skill on the
sheet, an encounter's combatants); this checks what a file can hold that the application could not use.
A problem is repaired, with a note the user sees, when the repair is safe and obvious: an encounter whose
round state contradicts itself (a combatant twice in one slot, a sync with itself or, while declaring, with
a partner who has no sequence, a delay far beyond any sequence value, a tension correction above 0), a PC
whose numbers in the fight differ from its sheet's (the sheet's count), an emotion twice on one board entry
(once, with the bond it had), log times that cannot be shown, and an emotion a sheet names that the
document's emotion list lacks: it joins the list, from fhrtool's own catalogue when it is one of those,
else as a placeholder (its id as its name, bond 0) for the table to name. Nothing the file holds is
dropped for it. A problem is refused (LoadError) when putting it right would mean guessing more than that,
or when the list is already full.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from functools import cache
from operator import attrgetter

from fhrtool.model import (
    Campaign,
    Character,
    Combatant,
    Declaration,
    Delay,
    Emotion,
    Encounter,
    HopeOnSequence,
    LogEntry,
    Passive,
    Phase,
    Pool,
    Quick,
    RuleOptions,
    Sheet,
    Slot,
    Sync,
    TensionMode,
)
from fhrtool.model.base import COUNT_MAX, SCORE_MAX, SCORE_MIN
from fhrtool.model.campaign import EMOTIONS_MAX
from fhrtool.model.encounter import SHARED_NUMBERS
from fhrtool.model.options import NegativeSequence
from fhrtool.model.text import Bilingual, Text
from fhrtool.rules import RuleError
from fhrtool.rules.encounter import fresh_round, only_combatant
from fhrtool.rules.fhr import HOPE_DIE, SEQUENCE_DIE, action_slots, plan_round
from fhrtool.storage.catalogue import load_default_emotions
from fhrtool.storage.errors import LoadError
from fhrtool.storage.validation import short_name

# A log time is shown in the viewer's time zone (any offset below 24 h) by the platform's local-time
# functions, which on some systems stop at 1970 and 3000: times within these bounds convert everywhere.
EARLIEST_LOG_TIME = datetime(1970, 1, 3)
LATEST_LOG_TIME = datetime(2999, 12, 29)
_at = attrgetter("at")
_year = attrgetter("year")

# The words of the numbers a combatant shares with its sheet, as the sheet names them.
_NUMBERS = {
    "life": Text("Life"),
    "will": Text("Will"),
    "reflex": Text("Reflex"),
    "perception": Text("Perception"),
    "sense": Text("Sense"),
    "hope": Text("Hope"),
    "hp": Text("HP"),
    "fatigue": Text("Fatigue"),
}

# The words of the declaration kinds, as the steps name them.
_KINDS = {
    "hope": Text("hope on the sequence value"),
    "quick": Text("quick"),
    "passive": Text("passive"),
    "delay": Text("delay"),
    "sync": Text("sync"),
}


def check_campaign(campaign: Campaign) -> tuple[Campaign, tuple[Text, ...]]:
    """``campaign`` with its safe repairs made, and a note for each; LoadError for what cannot be repaired."""
    notes: list[Text] = []
    emotions = _with_missing_emotions(campaign.characters, campaign.emotions, "campaign", notes)
    encounter = _repaired_encounter(campaign.encounter, campaign.options, notes)
    encounter = _with_sheet_numbers(campaign.characters, encounter, notes)
    characters = campaign.characters
    if campaign.options.entry_emotions_once:
        characters = tuple(_board_once(character, emotions, notes) for character in characters)
    log = _repaired_log(campaign.log, notes)
    if not notes:
        return campaign, ()
    repaired = campaign.model_copy(
        update={"characters": characters, "emotions": emotions, "encounter": encounter, "log": log}
    )
    return repaired, tuple(notes)


def check_sheet(sheet: Sheet) -> tuple[Sheet, tuple[Text, ...]]:
    """``sheet`` with the emotions it names added to its list where they are missing, and a note for each.
    A sheet carries no table rules: its board entries hold each emotion once, as the default rules say."""
    notes: list[Text] = []
    characters = (sheet.character,) if sheet.base is None else (sheet.character, sheet.base)
    emotions = _with_missing_emotions(characters, sheet.emotions, "sheet", notes)
    character = _board_once(sheet.character, emotions, notes)
    if not notes:
        return sheet, ()
    return sheet.model_copy(update={"character": character, "emotions": emotions}), tuple(notes)


def _emotion_uses(character: Character) -> Iterable[tuple[str, str | None]]:
    """Where the sheet names an emotion, and the emotion's id there."""
    owner = f"character '{short_name(character.name) or character.id}'"
    for emotion_id in character.unused_emotions:
        yield f"{owner}: unused emotions", emotion_id
    for entry in character.casting_board:
        name = short_name(entry.target_name) or entry.id
        for emotion_id in entry.emotions:
            yield f"{owner}: casting-board entry '{name}'", emotion_id
    for number, confrontation in enumerate(character.confrontations, start=1):
        for confronted in (
            confrontation.emotion_id,
            confrontation.opposing_emotion_id,
            confrontation.kept_emotion_id,
        ):
            yield f"{owner}: confrontation {number}", confronted


def _with_missing_emotions(
    characters: Iterable[Character], emotions: tuple[Emotion, ...], kind: str, notes: list[Text]
) -> tuple[Emotion, ...]:
    """``emotions`` with every emotion the sheets name but the list lacks added: every use of a missing one
    would fail. fhrtool's own catalogue gives it back as it was; another gets a placeholder."""
    known = {emotion.id for emotion in emotions}
    added: list[Emotion] = []
    for character in characters:
        for place, emotion_id in _emotion_uses(character):
            if emotion_id is None or emotion_id in known:
                continue
            if len(emotions) + len(added) >= EMOTIONS_MAX:
                raise LoadError(
                    "{place}: the emotion {emotion} is not on the {kind}'s emotion list, which is full",
                    place=place,
                    emotion=emotion_id,
                    kind=kind,
                )
            known.add(emotion_id)
            catalogued = _catalogue().get(emotion_id)
            if catalogued is not None:
                added.append(catalogued)
                notes.append(
                    Text(
                        "{place}: the emotion {emotion} was missing from the emotion list; it is back, as "
                        "fhrtool's catalogue has it",
                        place=place,
                        emotion=catalogued.name_ja,
                    )
                )
            else:
                added.append(Emotion(id=emotion_id, name_ja=emotion_id, bond=0))
                notes.append(
                    Text(
                        "{place}: the emotion {emotion} was missing from the emotion list; it is on it now "
                        "with bond 0: give it its name and bond in the emotion list",
                        place=place,
                        emotion=emotion_id,
                    )
                )
    return (*emotions, *added)


def _board_once(character: Character, emotions: tuple[Emotion, ...], notes: list[Text]) -> Character:
    """``character`` with each board entry holding each of its emotions once (the rules never put one
    there twice). The entry's bond is stored and stays: nothing is gained or lost by it. (Two entries for
    one character stay as they are: entries are never removed, and each works as an entry.)"""
    board = list(character.casting_board)
    for position, entry in enumerate(board):
        once = tuple(dict.fromkeys(entry.emotions))
        if len(once) == len(entry.emotions):
            continue
        for emotion_id in once:
            if entry.emotions.count(emotion_id) > 1:
                known = next((e for e in emotions if e.id == emotion_id), None)
                named = Bilingual(emotion_id) if known is None else Bilingual(known.name_ja, known.name_en)
                notes.append(
                    Text(
                        "the entry of {name} for {target} held {emotion} more than once: it holds it "
                        "once, with the bond it had",
                        name=short_name(character.name) or character.id,
                        target=short_name(entry.target_name) or entry.id,
                        emotion=named,
                    )
                )
        board[position] = entry.model_copy(update={"emotions": once})
    if all(new is old for new, old in zip(board, character.casting_board, strict=True)):
        return character
    return character.model_copy(update={"casting_board": tuple(board)})


@cache
def _catalogue() -> dict[str, Emotion]:
    return {emotion.id: emotion for emotion in load_default_emotions()}


def _repaired_encounter(encounter: Encounter, options: RuleOptions, notes: list[Text]) -> Encounter:
    names = {combatant.id: short_name(combatant.name) or combatant.id for combatant in encounter.combatants}
    encounter = _repaired_phase(encounter, notes)
    encounter = _repaired_rolls(encounter, names, notes)
    encounter = _repaired_declarations(encounter, names, notes)
    encounter = _repaired_syncs(encounter, options, names, notes)
    encounter = _repaired_order(encounter, options, names, notes)
    return _repaired_counters(encounter, names, notes)


def _with_sheet_numbers(
    characters: Iterable[Character], encounter: Encounter, notes: list[Text]
) -> Encounter:
    """A PC's numbers in the fight are its sheet's: a file saved while a sheet's change could miss the
    fight has the fight take them. (An NPC in the fight once may be what is left of several copies, each
    with numbers of its own, and so may copies of an NPC made a PC since: those stay.)"""
    pcs = {character.id: character for character in characters if character.is_pc}
    combatants = list(encounter.combatants)
    for position, combatant in enumerate(combatants):
        character = pcs.get(combatant.character_id or "")
        if character is None or only_combatant(encounter, character.id) is not combatant:
            continue  # copies of an NPC since made a PC
        update = {
            name: getattr(character, name)
            for name in SHARED_NUMBERS
            if getattr(character, name) != getattr(combatant, name)
        }
        for name, value in update.items():
            notes.append(
                Text(
                    "{name}: {number} in the fight was {fight}, on the sheet {sheet}: the fight takes the "
                    "sheet's",
                    name=short_name(combatant.name) or combatant.id,
                    number=_NUMBERS[name],
                    fight=_shown(getattr(combatant, name)),
                    sheet=_shown(value),
                )
            )
        if update:
            combatants[position] = combatant.model_copy(update=update)
    if not any(new is not old for new, old in zip(combatants, encounter.combatants, strict=True)):
        return encounter
    return encounter.model_copy(update={"combatants": tuple(combatants)})


def _shown(value: Pool | int) -> str:
    return f"{value.current}/{value.maximum}" if isinstance(value, Pool) else str(value)


def _repaired_phase(encounter: Encounter, notes: list[Text]) -> Encounter:
    """Low tension has no round; high tension is always at some step of one."""
    if encounter.mode is TensionMode.LOW and encounter.phase is not None:
        notes.append(Text("the encounter was in low tension with a round under way: the round was cleared"))
        return encounter.model_copy(update={"phase": None, **fresh_round()})
    if encounter.mode is TensionMode.HIGH and encounter.phase is None:
        notes.append(
            Text("the encounter was in high tension outside any round: the round starts from the d10s")
        )
        return encounter.model_copy(update={"phase": Phase.ROLLING, **fresh_round()})
    return encounter


def _repaired_rolls(encounter: Encounter, names: dict[str, str], notes: list[Text]) -> Encounter:
    """A d10 shows 1–10; another roll is dropped, and that combatant rolls again."""
    rolls = {combatant_id: d10 for combatant_id, d10 in encounter.rolls.items() if 1 <= d10 <= SEQUENCE_DIE}
    if len(rolls) == len(encounter.rolls):
        return encounter
    for combatant_id, d10 in encounter.rolls.items():
        if combatant_id not in rolls:
            notes.append(
                Text("{name}'s d10 showed {d10}: it is rolled again", name=names[combatant_id], d10=d10)
            )
    update: dict[str, object] = {"rolls": rolls}
    if encounter.phase is Phase.DECLARING:
        update["phase"] = Phase.ROLLING
    return encounter.model_copy(update=update)


def _possible(declaration: Declaration) -> bool:
    if isinstance(declaration, HopeOnSequence):
        results = declaration.d6_results
        return 0 < len(results) <= COUNT_MAX and all(1 <= result <= HOPE_DIE for result in results)
    if isinstance(declaration, Quick | Passive):
        return 1 <= declaration.steps <= COUNT_MAX
    if isinstance(declaration, Delay):
        return SCORE_MIN <= declaration.value <= SCORE_MAX
    return declaration.partner_id != declaration.combatant_id


def _repaired_declarations(encounter: Encounter, names: dict[str, str], notes: list[Text]) -> Encounter:
    """Impossible declarations are dropped; of two of one kind by one combatant the later one counts, as
    when it is declared again during play."""
    kept: dict[tuple[str, str], Declaration] = {}
    for declaration in encounter.declarations:
        name = names[declaration.combatant_id]
        if not _possible(declaration):
            notes.append(
                Text(
                    "{name}'s {kind} declaration was impossible: it was dropped",
                    name=name,
                    kind=_KINDS[declaration.kind],
                )
            )
            continue
        key = (declaration.combatant_id, declaration.kind)
        if key in kept:
            notes.append(
                Text(
                    "{name} declared {kind} twice: the later one is kept",
                    name=name,
                    kind=_KINDS[declaration.kind],
                )
            )
            del kept[key]
        kept[key] = declaration
    declarations = tuple(kept.values())
    if declarations == encounter.declarations:
        return encounter
    return encounter.model_copy(update={"declarations": declarations})


def _repaired_syncs(
    encounter: Encounter, options: RuleOptions, names: dict[str, str], notes: list[Text]
) -> Encounter:
    """While declaring, a sync with a partner who has no sequence this round is dropped: with it, the
    syncing combatant would not act at all, and the round could not be confirmed. Where the table rules
    accept such a sync (the syncing combatant then does not act), only a sync with a partner out of the
    round (defeated, or not rolled) is dropped: the rules refuse that one whatever the table says."""
    syncs = [d for d in encounter.declarations if isinstance(d, Sync)]
    if encounter.phase is not Phase.DECLARING or not syncs:
        return encounter
    roster = [combatant for combatant in encounter.combatants if not combatant.defeated]
    others = [d for d in encounter.declarations if not isinstance(d, Sync)]
    try:
        rolls = {combatant.id: encounter.rolls[combatant.id] for combatant in roster}
        values = plan_round(
            roster, rolls, others, round_number=encounter.round, options=options
        ).sequence_value
    except (KeyError, RuleError):
        return encounter  # the round cannot be planned for other reasons, which confirming will say
    dropped = [
        sync
        for sync in syncs
        if sync.partner_id not in values
        or (options.sync_needs_partner_sequence and not action_slots(values[sync.partner_id], options))
    ]
    for sync in dropped:
        notes.append(
            Text(
                "{name}'s sync with {partner}, who has no sequence this round, was dropped: {name} acts at "
                "their own value",
                name=names[sync.combatant_id],
                partner=names[sync.partner_id],
            )
        )
    if not dropped:
        return encounter
    kept = tuple(d for d in encounter.declarations if d not in dropped)
    return encounter.model_copy(update={"declarations": kept})


def _slot_of(slot: Slot, names: dict[str, str], notes: list[Text]) -> Slot:
    members = tuple(dict.fromkeys(slot.combatant_ids))
    if len(members) == len(slot.combatant_ids):
        return slot
    for member in members:
        if slot.combatant_ids.count(member) > 1:
            notes.append(
                Text(
                    "{name} was in the slot at {value} more than once: it is there once",
                    name=names[member],
                    value=slot.value,
                )
            )
    return slot.model_copy(update={"combatant_ids": members})


def _would_act(combatant: Combatant, encounter: Encounter, options: RuleOptions) -> bool:
    value = encounter.sequence_values.get(combatant.id)
    if value is None or combatant.defeated:
        return False
    return value >= 0 or options.negative_sequence is NegativeSequence.ACT_LAST


def _repaired_order(
    encounter: Encounter, options: RuleOptions, names: dict[str, str], notes: list[Text]
) -> Encounter:
    """Only a confirmed round has an acting order, and a confirmed round gives everyone who acts a slot."""
    if encounter.order and encounter.phase is not Phase.ACTING:
        notes.append(Text("a round not yet confirmed had an acting order: it was dropped"))
        encounter = encounter.model_copy(update={"order": (), "position": 0})
    order = tuple(_slot_of(slot, names, notes) for slot in encounter.order)
    if order != encounter.order:
        encounter = encounter.model_copy(update={"order": order})
    if (
        encounter.phase is Phase.ACTING
        and not encounter.order
        and any(_would_act(combatant, encounter, options) for combatant in encounter.combatants)
    ):
        notes.append(
            Text("the round was playing its sequences without an acting order: it starts from the d10s")
        )
        encounter = encounter.model_copy(update={"phase": Phase.ROLLING, **fresh_round()})
    if not encounter.order and encounter.position:
        notes.append(
            Text(
                "the sequence pointer was at {position} of an empty order: it is at the start",
                position=encounter.position,
            )
        )
        encounter = encounter.model_copy(update={"position": 0})
    return encounter


def _repaired_counters(encounter: Encounter, names: dict[str, str], notes: list[Text]) -> Encounter:
    """Tension corrections only ever lower dice; who reacted is a set; an effect never has more left than it lasts."""
    counters = dict(encounter.counters)
    for combatant_id, counter in encounter.counters.items():
        if counter.life > 0 or counter.will > 0:
            notes.append(Text("{name}'s tension correction was above 0: it is 0", name=names[combatant_id]))
            counters[combatant_id] = counter.model_copy(
                update={"life": min(counter.life, 0), "will": min(counter.will, 0)}
            )
    reacted = tuple(dict.fromkeys(encounter.reacted))
    if len(reacted) < len(encounter.reacted):
        notes.append(Text("someone had reacted more than once in the list of reactions: each is there once"))
    effects = []
    for effect in encounter.effects:
        if effect.remaining > effect.duration:
            notes.append(
                Text(
                    "the effect {effect} had {remaining} left of {duration}: it has {duration}",
                    effect=short_name(effect.name) or effect.id,
                    remaining=effect.remaining,
                    duration=effect.duration,
                )
            )
            effect = effect.model_copy(update={"remaining": effect.duration})
        effects.append(effect)
    update = {"counters": counters, "reacted": reacted, "effects": tuple(effects)}
    if all(getattr(encounter, name) == value for name, value in update.items()):
        return encounter
    return encounter.model_copy(update=update)


def displayable(moment: datetime) -> bool:
    """Whether a log time converts to local time in every time zone."""
    return EARLIEST_LOG_TIME <= moment.replace(tzinfo=None) <= LATEST_LOG_TIME


def _repaired_log(log: tuple[LogEntry, ...], notes: list[Text]) -> tuple[LogEntry, ...]:
    """A log time that cannot be shown is dropped; the entry stays, without a time (as entries may be)."""
    # A log of years is checked by the years of its times first: a year strictly between the bounds' years
    # is within them in every time zone, and looking at a year costs far less than checking each time.
    # (A set of them: a log spans a handful of years, and a set of a few grows less than a list of all.)
    years = set(map(_year, filter(None, map(_at, log))))  # a datetime is always true
    if not years or (EARLIEST_LOG_TIME.year < min(years) and max(years) < LATEST_LOG_TIME.year):
        return log
    unshown = [index for index, entry in enumerate(log) if entry.at is not None and not displayable(entry.at)]
    if not unshown:
        return log
    if len(unshown) == 1:
        note = Text("{count} log entry had a time that cannot be shown: its time was removed", count=1)
    else:
        note = Text(
            "{count} log entries had a time that cannot be shown: their time was removed", count=len(unshown)
        )
    notes.append(note)
    entries = list(log)
    for index in unshown:
        entries[index] = entries[index].model_copy(update={"at": None})
    return tuple(entries)
