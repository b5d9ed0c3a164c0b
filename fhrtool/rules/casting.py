"""The casting board (キャスティングボード) of the Free Casting module (RULES §11–§13): unused emotions,
board entries and their bond values (絆値), emotion confrontations (感情対決), the 背反者 check and the
scenario and session steps.

Entries can never be removed — not when the person turns out to be an enemy, not when they die — so
there is deliberately no function that removes one.

Entries store emotion ids, not emotions: the emotion list (感情一覧) is editable data the campaign holds,
so every function that needs an emotion's bond or mad colour takes that catalogue as a parameter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Protocol

from fhrtool.model import BoardEntry, Character, Confrontation, Emotion
from fhrtool.model.frozen import frozen
from fhrtool.model.options import ConfrontationBond, LeftoverEmotions, RuleOptions
from fhrtool.model.text import Bilingual
from fhrtool.rules import RuleError, infinity
from fhrtool.rules.events import Event, Outcome
from fhrtool.rules.tension import TensionReason, after_gain, clamp, confrontation_tension, gain

_DEFAULTS = RuleOptions()

SCENARIO_EMOTIONS = 3
"""Emotions a character gains at the start of a scenario."""
ENTRY_EMOTIONS_MIN = 1
ENTRY_EMOTIONS_MAX = 3
CONFRONTATION_BOND = 2
"""Bond an entry gains from the first emotion confrontation of a scenario."""
MAD_ON_ONE_ENTRY = 2
"""This many mad-colour emotions on a single entry make a 背反者."""

Catalogue = Iterable[Emotion] | Callable[[str], Emotion]
"""The emotion list: the emotions themselves (``campaign.emotions``) or a lookup (``campaign.emotion``)."""


@frozen
class EmotionGained(Event):
    kind = "emotion_gained"
    character_id: str
    emotion_id: str


@frozen
class EmotionDiscarded(Event):
    kind = "emotion_discarded"
    character_id: str
    emotion_id: str


@frozen
class EntryAdded(Event):
    kind = "entry_added"
    character_id: str
    entry_id: str
    target_id: str | None
    target_name: str
    bond: int


@frozen
class EmotionPlaced(Event):
    """An unused emotion moved onto a board entry."""

    kind = "emotion_placed"
    character_id: str
    entry_id: str
    emotion_id: str


@frozen
class ConfrontationStarted(Event):
    kind = "confrontation_started"
    character_id: str
    confrontation_id: str
    entry_id: str
    emotion_id: str
    opposing_emotion_id: str
    gives_gains: bool


@frozen
class ConfrontationResolved(Event):
    kind = "confrontation_resolved"
    character_id: str
    confrontation_id: str
    entry_id: str
    kept_emotion_id: str
    erased_emotion_id: str
    in_play: bool
    bond_before: int
    bond_after: int


@frozen
class ScenarioStarted(Event):
    kind = "scenario_started"
    character_id: str
    tension_before: int
    tension_value: int


@frozen
class ScenarioEnded(Event):
    kind = "scenario_ended"
    character_id: str
    total_bond: int
    traitor: bool


@frozen
class BecameTraitor(Event):
    """The PC turned 背反者 at scenario end: it is an NPC from now on, no longer playable."""

    kind = "became_traitor"
    character_id: str


@frozen
class TraitorRisk:
    """How close a casting board is to making its owner a 背反者, for a warning on the board view.

    - ``traitor``: the board as it stands makes a 背反者.
    - ``without_mad``: entries without a mad-colour emotion; while two or more remain, only an entry
      with two mad emotions can make a 背反者.
    - ``double_mad``: entries that carry two or more mad-colour emotions.
    - ``one_more_mad``: entries where one more mad-colour emotion (placed, or kept in a confrontation)
      would make a 背反者.
    - ``new_mad_entry``: a new entry with a mad-colour emotion would make a 背反者.
    """

    traitor: bool
    without_mad: tuple[str, ...]
    double_mad: tuple[str, ...]
    one_more_mad: tuple[str, ...]
    new_mad_entry: bool

    @property
    def at_risk(self) -> bool:
        """One more mad-colour emotion somewhere would make a 背反者."""
        return bool(self.one_more_mad) or self.new_mad_entry


@frozen
class ConfrontationGains:
    """What resolving a confrontation adds: to the entry's bond and to the tension value."""

    bond: int
    tension: int


@frozen
class EntryEffect:
    """What adding an entry would do, for the user to see before confirming: the entry's bond, the
    tension value afterwards, and whether the board with it makes the PC a 背反者 at scenario end."""

    bond: int
    tension_value: int
    traitor: bool


class UnlistedEmotion(Protocol):
    """An emotion not on the emotion list yet, such as an opposing emotion typed in as free text: what
    the rules need to know of it."""

    @property
    def bond(self) -> int: ...

    @property
    def mad(self) -> bool: ...


_UNLISTED_ID = "(unlisted)"
"""The id an :class:`UnlistedEmotion` goes by in a question; no emotion on a list can have it."""


def emotion_lookup(catalogue: Catalogue) -> Callable[[str], Emotion]:
    """A function from emotion id to emotion that raises :class:`RuleError` for an unknown id."""
    find = catalogue if callable(catalogue) else {emotion.id: emotion for emotion in catalogue}.__getitem__

    def lookup(emotion_id: str) -> Emotion:
        try:
            return find(emotion_id)
        except KeyError:
            raise RuleError(
                "the emotion {emotion_id} is not on the emotion list", emotion_id=emotion_id
            ) from None

    return lookup


def plays_as_pc(character: Character) -> bool:
    """Whether ``character`` is a playable PC: a PC that has not turned 背反者 (an NPC from then on)."""
    return character.is_pc and not character.traitor


def default_bond(mad: bool) -> int:
    """The bond of a table's own new emotion: 4 for a mad colour, 2 for a pure one, as on the list (§15)."""
    return 4 if mad else 2


def entry_bond(emotion_ids: Iterable[str], catalogue: Catalogue) -> int:
    """The bond value of an entry with these emotions: the sum of their bond values."""
    lookup = emotion_lookup(catalogue)
    return sum(lookup(emotion_id).bond for emotion_id in emotion_ids)


def total_bond(entries: Iterable[BoardEntry]) -> int:
    """The total bond of a casting board (shown for the experience the GM awards)."""
    return sum(entry.bond for entry in entries)


def initial_tension(concentration: int, bonds: Iterable[int]) -> int:
    """The tension value at scenario start: concentration (集中力) + the bonds of the board, in 0..100."""
    return clamp(concentration + sum(bonds))


def starting_tension(character: Character) -> int:
    """The tension value ``character`` starts a scenario with, its board as it is now."""
    return initial_tension(character.concentration, (entry.bond for entry in character.casting_board))


def follow_concentration(
    before: Character, after: Character, options: RuleOptions | None = None
) -> Character:
    """``after``, an edit of ``before``, with the tension value following a change of concentration
    while it still is concentration + total bond (RULES §12: a new character starts its first scenario
    with that value, without starting a scenario); unless the table rules say otherwise."""
    starting = starting_tension(before)
    if (
        after.concentration == before.concentration
        or before.tension_value != starting
        or not (options or _DEFAULTS).starting_tension_follows_concentration
    ):
        return after
    return after.model_copy(update={"tension_value": starting_tension(after)})


def traitor_risk(
    entries: Iterable[BoardEntry], catalogue: Catalogue, options: RuleOptions | None = None
) -> TraitorRisk:
    """How close the board ``entries`` is to making a 背反者 (see :class:`TraitorRisk`)."""
    lookup = emotion_lookup(catalogue)
    mad = {entry.id: sum(lookup(emotion_id).mad for emotion_id in entry.emotions) for entry in entries}
    without_mad = tuple(entry_id for entry_id, count in mad.items() if count == 0)
    double_mad = tuple(entry_id for entry_id, count in mad.items() if count >= MAD_ON_ONE_ENTRY)
    traitor = (not without_mad or bool(double_mad)) if mad else (options or _DEFAULTS).empty_board_is_traitor
    last_without_mad = without_mad if len(without_mad) == 1 else ()
    return TraitorRisk(
        traitor=traitor,
        without_mad=without_mad,
        double_mad=double_mad,
        one_more_mad=tuple(entry_id for entry_id, count in mad.items() if count) + last_without_mad,
        new_mad_entry=not without_mad,
    )


def is_traitor(
    entries: Iterable[BoardEntry], catalogue: Catalogue, options: RuleOptions | None = None
) -> bool:
    """Whether the board makes its owner a 背反者: every entry carries a mad-colour emotion, or one entry
    carries two or more. An empty board does not, unless the table says so."""
    return traitor_risk(entries, catalogue, options).traitor


def _makes_traitor(
    character: Character,
    entries: Iterable[BoardEntry],
    catalogue: Catalogue,
    options: RuleOptions | None,
) -> bool:
    """Whether the scenario-end check finds that ``entries`` make ``character`` a 背反者: only a PC's board
    is checked."""
    return character.is_pc and is_traitor(entries, catalogue, options)


def gain_emotions(
    character: Character, emotion_ids: Iterable[str], catalogue: Catalogue
) -> Outcome[Character]:
    """Add emotions from the emotion list to the unused emotions, up to the character's limit."""
    lookup = emotion_lookup(catalogue)
    gained = tuple(lookup(emotion_id).id for emotion_id in emotion_ids)
    if len(character.unused_emotions) + len(gained) > character.unused_emotion_limit:
        raise RuleError(
            "{name} can hold at most {limit} unused emotions: {held} held, {count} more is too many",
            name=character.name,
            limit=character.unused_emotion_limit,
            held=len(character.unused_emotions),
            count=len(gained),
        )
    return Outcome(
        character.model_copy(update={"unused_emotions": (*character.unused_emotions, *gained)}),
        tuple(EmotionGained(character.id, emotion_id) for emotion_id in gained),
    )


def discard_emotions(character: Character, emotion_ids: Iterable[str]) -> Outcome[Character]:
    """Drop unused emotions (a player making room for new ones, or the start of a session)."""
    discarded = tuple(emotion_ids)
    return Outcome(
        character.model_copy(update={"unused_emotions": _take_unused(character, discarded)}),
        tuple(EmotionDiscarded(character.id, emotion_id) for emotion_id in discarded),
    )


def add_entry(
    character: Character,
    emotion_ids: Iterable[str],
    catalogue: Catalogue,
    *,
    target_name: str,
    target_id: str | None = None,
    scenario: int = 1,
    session: int = 1,
    options: RuleOptions | None = None,
) -> Outcome[Character]:
    """Put someone on the casting board with 1–3 of the unused emotions; the tension value rises by the
    new entry's bond.

    ``target_id`` names a character of the campaign (its name goes in ``target_name`` for display);
    without it the entry is for a free name (someone not in the campaign). Refused for someone with an
    entry already, and for an emotion placed twice, unless the table rules allow it.
    """
    placed = _entry_emotions(emotion_ids)
    if not target_name.strip():
        raise RuleError("a board entry needs the name of the one it is about")
    check_entry_target(character, target_name, target_id, options)
    unused = _take_unused(character, placed)
    _each_once(placed, catalogue, options)
    entry = BoardEntry(
        target_id=target_id,
        target_name=target_name,
        emotions=placed,
        bond=entry_bond(placed, catalogue),
        added_scenario=scenario,
        added_session=session,
    )
    added = character.model_copy(
        update={"unused_emotions": unused, "casting_board": (*character.casting_board, entry)}
    )
    raised = gain(added, entry.bond, TensionReason.NEW_ENTRY)
    events = (
        EntryAdded(character.id, entry.id, target_id, target_name, entry.bond),
        *(EmotionPlaced(character.id, entry.id, emotion_id) for emotion_id in placed),
        *raised.events,
    )
    return Outcome(raised.state, events)


def check_entry_target(
    character: Character,
    target_name: str,
    target_id: str | None = None,
    options: RuleOptions | None = None,
) -> None:
    """Raise :class:`RuleError` saying why when the board already has an entry for this one: a character
    of the campaign (``target_id``), or a free name without one. One entry per character (RULES §11),
    unless the table rules allow a second."""
    if not (options or _DEFAULTS).one_entry_per_character:
        return
    for entry in character.casting_board:
        if target_id is not None:
            same = entry.target_id == target_id
        else:
            same = entry.target_id is None and entry.target_name.strip() == target_name.strip()
        if same:
            raise RuleError(
                "the casting board of {name} already has an entry for {target}: more emotions for them "
                "come through emotion confrontations",
                name=character.name,
                target=entry.target_name,
            )


def check_opposing(
    character: Character,
    entry_id: str,
    opposing_emotion_id: str,
    catalogue: Catalogue,
    options: RuleOptions | None = None,
) -> None:
    """Raise :class:`RuleError` saying why when the entry already holds the opposing emotion: an entry
    never holds the same emotion twice (RULES §11), unless the table rules allow it."""
    entry = _entry(character, entry_id)
    if (options or _DEFAULTS).entry_emotions_once and opposing_emotion_id in entry.emotions:
        raise RuleError(
            "the entry for {target} already holds {emotion}, and an entry holds each emotion once",
            target=entry.target_name,
            emotion=_named(emotion_lookup(catalogue)(opposing_emotion_id)),
        )


def entry_effect(
    character: Character,
    emotion_ids: Iterable[str],
    catalogue: Catalogue,
    options: RuleOptions | None = None,
) -> EntryEffect:
    """What :func:`add_entry` with these emotions would do (see :class:`EntryEffect`); who the entry is
    for changes none of it. Refused like :func:`add_entry` for emotions it would refuse."""
    placed = _entry_emotions(emotion_ids)
    _take_unused(character, placed)
    _each_once(placed, catalogue, options)
    bond = entry_bond(placed, catalogue)
    new = BoardEntry(target_name="", emotions=placed, bond=bond)
    return EntryEffect(
        bond=bond,
        tension_value=after_gain(character, bond),
        traitor=_makes_traitor(character, (*character.casting_board, new), catalogue, options),
    )


def next_confrontation_gives_gains(character: Character) -> bool:
    """Whether a confrontation started now would give bond and tension: only the first of a scenario does."""
    return not character.confrontations


def confrontation_gains(confrontation: Confrontation, *, in_play: bool) -> ConfrontationGains:
    """What resolving ``confrontation`` adds, for the user to see before confirming."""
    return _gains(confrontation.gives_gains, in_play=in_play)


def next_confrontation_gains(character: Character, *, in_play: bool) -> ConfrontationGains:
    """What a confrontation :func:`start_confrontation` opened now would add once resolved."""
    return _gains(next_confrontation_gives_gains(character), in_play=in_play)


def _gains(gives_gains: bool, *, in_play: bool) -> ConfrontationGains:
    if not gives_gains:
        return ConfrontationGains(bond=0, tension=0)
    return ConfrontationGains(bond=CONFRONTATION_BOND, tension=confrontation_tension(in_play=in_play))


def would_be_traitor(
    character: Character,
    entry_id: str,
    emotion_id: str,
    kept: str | UnlistedEmotion,
    catalogue: Catalogue,
    options: RuleOptions | None = None,
) -> bool:
    """Whether keeping ``kept`` in a confrontation on the emotion ``emotion_id`` of entry ``entry_id``
    leaves a board that makes ``character`` a 背反者 at scenario end (only a PC's board is checked).

    ``kept`` is an emotion of the list (its id; ``emotion_id`` itself keeps the board as it is) or one
    not on it yet. Other open confrontations count as they stand. Refused like
    :func:`start_confrontation` when the emotion is not on the entry.
    """
    entry = _confronted(character, entry_id, emotion_id)
    if not isinstance(kept, str):
        catalogue, kept = _with_unlisted(catalogue, kept), _UNLISTED_ID
    changed = entry.model_copy(update={"emotions": _keeping(entry, emotion_id, kept)})
    return _makes_traitor(character, _replaced(character.casting_board, changed), catalogue, options)


def start_confrontation(
    character: Character,
    entry_id: str,
    emotion_id: str,
    opposing_emotion_id: str,
    catalogue: Catalogue,
    options: RuleOptions | None = None,
) -> Outcome[Character]:
    """Open an emotion confrontation: ``opposing_emotion_id`` (from the emotion list) against the emotion
    ``emotion_id`` of entry ``entry_id``. The opposing emotion's own bond value is ignored. Refused for an
    opposing emotion the entry already holds, unless the table rules allow an emotion twice."""
    entry = _confronted(character, entry_id, emotion_id)
    emotion_lookup(catalogue)(opposing_emotion_id)
    if opposing_emotion_id == emotion_id:
        raise RuleError("an emotion cannot be confronted with itself")
    check_opposing(character, entry_id, opposing_emotion_id, catalogue, options)
    for open_one in character.confrontations:
        if not open_one.resolved and (open_one.entry_id, open_one.emotion_id) == (entry_id, emotion_id):
            raise RuleError(
                "the emotion {emotion_id} on the entry for {target} is already being confronted",
                emotion_id=emotion_id,
                target=entry.target_name,
            )
    confrontation = Confrontation(
        entry_id=entry_id,
        emotion_id=emotion_id,
        opposing_emotion_id=opposing_emotion_id,
        gives_gains=next_confrontation_gives_gains(character),
    )
    started = character.model_copy(update={"confrontations": (*character.confrontations, confrontation)})
    event = ConfrontationStarted(
        character.id,
        confrontation.id,
        entry_id,
        emotion_id,
        opposing_emotion_id,
        confrontation.gives_gains,
    )
    return Outcome(started, (event,))


def resolve_confrontation(
    character: Character,
    confrontation_id: str,
    keep: str,
    in_play: bool,
    catalogue: Catalogue,
    options: RuleOptions | None = None,
) -> Outcome[Character]:
    """Keep one of the two emotions of a confrontation; the other is erased.

    The first confrontation of a scenario adds 2 to the entry's bond and 2 to the tension value, 10 when
    resolved during play (``in_play``); later ones add nothing (see :func:`confrontation_gains`). The
    bond afterwards is the stored bond + the gain, or, if the table says so, recomputed from the emotions
    now on the entry + the gain.
    """
    confrontation = _confrontation(character, confrontation_id)
    if confrontation.resolved:
        raise RuleError("this emotion confrontation is already resolved")
    pair = (confrontation.emotion_id, confrontation.opposing_emotion_id)
    if keep not in pair:
        raise RuleError(
            "keep {keep}: a confrontation keeps {emotion_id} or {opposing_emotion_id}",
            keep=keep,
            emotion_id=pair[0],
            opposing_emotion_id=pair[1],
        )
    entry = _entry(character, confrontation.entry_id)
    if confrontation.emotion_id not in entry.emotions:
        raise RuleError(
            "the confronted emotion {emotion_id} is no longer on the entry for {target}",
            emotion_id=confrontation.emotion_id,
            target=entry.target_name,
        )
    if keep == confrontation.opposing_emotion_id:
        # Opened before the entry came to hold it (or by a version that let it): keeping it would hold it twice.
        check_opposing(character, entry.id, keep, catalogue, options)
    erased = pair[1] if keep == pair[0] else pair[0]
    emotions = _keeping(entry, confrontation.emotion_id, keep)
    gains = confrontation_gains(confrontation, in_play=in_play)
    if (options or _DEFAULTS).confrontation_bond is ConfrontationBond.PREVIOUS_PLUS_GAIN:
        bond = entry.bond + gains.bond
    else:
        bond = entry_bond(emotions, catalogue) + gains.bond
    changed = entry.model_copy(update={"emotions": emotions, "bond": bond})
    resolved = confrontation.model_copy(update={"kept_emotion_id": keep, "resolved_in_play": in_play})
    state = character.model_copy(
        update={
            "casting_board": _replaced(character.casting_board, changed),
            "confrontations": tuple(
                resolved if item.id == confrontation.id else item for item in character.confrontations
            ),
        }
    )
    events: tuple[Event, ...] = (
        ConfrontationResolved(
            character.id, confrontation.id, entry.id, keep, erased, in_play, entry.bond, bond
        ),
    )
    if gains.tension:
        raised = gain(state, gains.tension, TensionReason.CONFRONTATION)
        state, events = raised.state, events + raised.events
    return Outcome(state, events)


def scenario_gain(character: Character, kept: int) -> int:
    """How many emotions a scenario start gains when ``kept`` unused emotions are kept: 3, or what
    fills the unused emotions up to the character's limit."""
    return max(0, min(SCENARIO_EMOTIONS, character.unused_emotion_limit - kept))


def start_scenario(
    character: Character,
    emotion_ids: Iterable[str],
    catalogue: Catalogue,
    options: RuleOptions | None = None,
    *,
    keep: Iterable[str] | None = None,
) -> Outcome[Character]:
    """Begin a scenario: gain 3 emotions, tension value = concentration + total bond, every Infinity Break
    usable again, no confrontations yet. The previous scenario's confrontations must be resolved.

    Unused emotions left over are kept as ``keep`` says (None: all of them), the others discarded, and
    the gain fills up to the limit (RULES §11); unless the table rules discard them all first.
    """
    gained = tuple(emotion_ids)
    if (options or _DEFAULTS).leftover_emotions is LeftoverEmotions.DISCARD:
        if keep:
            raise RuleError("the table rules discard the unused emotions left over at a new scenario")
        keep = ()
    kept = character.unused_emotions if keep is None else tuple(keep)
    discarded = _take_unused(character, kept)
    wanted = scenario_gain(character, len(kept))
    if len(gained) != wanted:
        raise RuleError(
            "a scenario starts with {count} new emotions, not {given}", count=wanted, given=len(gained)
        )
    _require_resolved(character)
    tension = starting_tension(character)
    left = discard_emotions(character, discarded)
    fresh = infinity.reset_uses(left.state).model_copy(
        update={"tension_value": tension, "confrontations": ()}
    )
    emotions = gain_emotions(fresh, gained, catalogue)
    started = ScenarioStarted(character.id, character.tension_value, tension)
    return Outcome(emotions.state, (*left.events, started, *emotions.events))


def end_scenario(
    character: Character,
    catalogue: Catalogue,
    options: RuleOptions | None = None,
    *,
    keep: Mapping[str, str] | None = None,
) -> Outcome[Character]:
    """End a scenario: resolve what is still open with ``keep`` (confrontation id → emotion kept; these
    count as resolved outside play), then check the board of a PC for 背反者.

    Refused while a confrontation stays unresolved.
    """
    state = character
    events: tuple[Event, ...] = ()
    for confrontation_id, kept in (keep or {}).items():
        resolved = resolve_confrontation(state, confrontation_id, kept, False, catalogue, options)
        state, events = resolved.state, events + resolved.events
    _require_resolved(state)
    turns = not state.traitor and _makes_traitor(state, state.casting_board, catalogue, options)
    if turns:
        state = state.model_copy(update={"traitor": True})
    events += (ScenarioEnded(state.id, total_bond(state.casting_board), state.traitor),)
    if turns:
        events += (BecameTraitor(state.id),)
    return Outcome(state, events)


def start_session(character: Character) -> Outcome[Character]:
    """Begin a session: unused emotions left over are discarded."""
    return discard_emotions(character, character.unused_emotions)


def _entry_emotions(emotion_ids: Iterable[str]) -> tuple[str, ...]:
    """The emotions of a new entry; refused unless there are 1–3."""
    placed = tuple(emotion_ids)
    if not ENTRY_EMOTIONS_MIN <= len(placed) <= ENTRY_EMOTIONS_MAX:
        raise RuleError(
            "a board entry takes {least}–{most} emotions, not {count}",
            least=ENTRY_EMOTIONS_MIN,
            most=ENTRY_EMOTIONS_MAX,
            count=len(placed),
        )
    return placed


def _each_once(emotion_ids: tuple[str, ...], catalogue: Catalogue, options: RuleOptions | None) -> None:
    """Refused when an emotion is there twice: an entry holds each emotion once (RULES §11), unless the
    table rules allow it."""
    if not (options or _DEFAULTS).entry_emotions_once:
        return
    twice = next((emotion_id for emotion_id in emotion_ids if emotion_ids.count(emotion_id) > 1), None)
    if twice is not None:
        raise RuleError(
            "an entry holds each emotion once, not {emotion} twice",
            emotion=_named(emotion_lookup(catalogue)(twice)),
        )


def _named(emotion: Emotion) -> Bilingual:
    """An emotion's name for a message, in the language of whoever reads it."""
    return Bilingual(emotion.name_ja, emotion.name_en)


def _take_unused(character: Character, emotion_ids: tuple[str, ...]) -> tuple[str, ...]:
    """The unused emotions without ``emotion_ids`` (each taken once); refused when one is not there."""
    unused = list(character.unused_emotions)
    for emotion_id in emotion_ids:
        if emotion_id not in unused:
            raise RuleError(
                "{name} has no unused emotion {emotion_id} to take",
                name=character.name,
                emotion_id=emotion_id,
            )
        unused.remove(emotion_id)
    return tuple(unused)


def _entry(character: Character, entry_id: str) -> BoardEntry:
    try:
        return character.entry(entry_id)
    except KeyError:
        raise RuleError(
            "{name} has no casting-board entry {entry_id}", name=character.name, entry_id=entry_id
        ) from None


def _confronted(character: Character, entry_id: str, emotion_id: str) -> BoardEntry:
    """The entry ``entry_id``, refused unless ``emotion_id`` is on it."""
    entry = _entry(character, entry_id)
    if emotion_id not in entry.emotions:
        raise RuleError(
            "the emotion {emotion_id} is not on the entry for {target}",
            emotion_id=emotion_id,
            target=entry.target_name,
        )
    return entry


def _keeping(entry: BoardEntry, emotion_id: str, kept: str) -> tuple[str, ...]:
    """The entry's emotions once a confrontation on its ``emotion_id`` keeps ``kept``."""
    at = entry.emotions.index(emotion_id)
    return (*entry.emotions[:at], kept, *entry.emotions[at + 1 :])


def _replaced(board: tuple[BoardEntry, ...], changed: BoardEntry) -> tuple[BoardEntry, ...]:
    return tuple(changed if item.id == changed.id else item for item in board)


def _with_unlisted(catalogue: Catalogue, emotion: UnlistedEmotion) -> Callable[[str], Emotion]:
    """The emotion list with ``emotion`` on it too, under :data:`_UNLISTED_ID`."""
    lookup = emotion_lookup(catalogue)
    unlisted = Emotion.model_construct(id=_UNLISTED_ID, name_ja="", bond=emotion.bond, mad=emotion.mad)
    return lambda emotion_id: unlisted if emotion_id == _UNLISTED_ID else lookup(emotion_id)


def _confrontation(character: Character, confrontation_id: str) -> Confrontation:
    try:
        return character.confrontation(confrontation_id)
    except KeyError:
        raise RuleError(
            "{name} has no emotion confrontation {confrontation_id}",
            name=character.name,
            confrontation_id=confrontation_id,
        ) from None


def _require_resolved(character: Character) -> None:
    for confrontation in character.confrontations:
        if not confrontation.resolved:
            raise RuleError(
                "the emotion confrontation on the entry for {target} must be resolved first",
                target=character.entry(confrontation.entry_id).target_name,
            )
