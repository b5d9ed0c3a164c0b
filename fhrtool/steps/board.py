"""Steps of the casting board (キャスティングボード): emotions, entries, emotion confrontations, scenario and
session steps, cost damage, Infinity Break, and edits of the emotion list.

Each step runs the pure rules (:mod:`fhrtool.rules.casting`, :mod:`~fhrtool.rules.tension`,
:mod:`~fhrtool.rules.infinity`) on one character and logs their events. There is no step that removes a
board entry: the rules never allow it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum

from fhrtool.model import Campaign, Character, Confrontation, Emotion, new_id
from fhrtool.model.frozen import frozen
from fhrtool.model.text import Text
from fhrtool.rules import RuleError, casting, infinity, tension
from fhrtool.rules.dice import DiceSource
from fhrtool.rules.events import Outcome
from fhrtool.steps.labels import emotion_name, emotion_names
from fhrtool.steps.step import Clock, InvalidValueError, Step, character_step, validated

EMOTION_FIELDS = ("name_ja", "name_en", "bond", "mad")
"""The fields of a catalogue emotion the emotion-list editor changes."""


class Keep(Enum):
    """Which emotion a confrontation keeps: the one on the board or the opposing one."""

    CURRENT = "current"
    OPPOSING = "opposing"


@frozen
class NewEmotion:
    """An opposing emotion typed in as free text; it joins the campaign's emotion list."""

    name: str
    bond: int
    mad: bool


# Unused emotions (未使用の感情)


@frozen
class Emotions:
    """Emotions of the list, for one character."""

    character_id: str
    emotion_ids: Sequence[str]


def gain_emotions(campaign: Campaign, inputs: Emotions, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Take emotions from the emotion list into the unused emotions, within the character's limit."""
    character = campaign.character(inputs.character_id)
    outcome = casting.gain_emotions(character, inputs.emotion_ids, campaign.emotions)
    name = Text(
        "Gain emotions {emotions} ({name})",
        emotions=emotion_names(campaign, inputs.emotion_ids),
        name=character.name,
    )
    return character_step(campaign, name, None, outcome, clock)


def discard_emotions(campaign: Campaign, inputs: Emotions, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Drop unused emotions (each id once, when the same emotion is held twice)."""
    character = campaign.character(inputs.character_id)
    outcome = casting.discard_emotions(character, inputs.emotion_ids)
    name = Text(
        "Discard emotions {emotions} ({name})",
        emotions=emotion_names(campaign, inputs.emotion_ids),
        name=character.name,
    )
    return character_step(campaign, name, None, outcome, clock)


# Board entries


@frozen
class AddEntry:
    """Someone put on ``character_id``'s board with 1–3 unused emotions; ``target_id`` when a character."""

    character_id: str
    emotion_ids: Sequence[str]
    target_name: str
    target_id: str | None = None


def add_entry(campaign: Campaign, inputs: AddEntry, _dice: DiceSource, clock: Clock) -> Step[str]:
    """Put someone on the board; the tension value rises by the entry's bond. Gives the entry's id."""
    character = campaign.character(inputs.character_id)
    outcome = casting.add_entry(
        character,
        inputs.emotion_ids,
        campaign.emotions,
        target_name=inputs.target_name,
        target_id=inputs.target_id,
        scenario=campaign.scenario,
        session=campaign.session,
        options=campaign.options,
    )
    name = Text("Add {target} to the casting board ({name})", target=inputs.target_name, name=character.name)
    return character_step(campaign, name, outcome.state.casting_board[-1].id, outcome, clock)


# Emotion confrontations (感情対決)


def _new_emotion(name: str, bond: int, mad: bool) -> Emotion:
    if not name.strip():
        raise InvalidValueError("an emotion needs a name")
    emotion: Emotion = validated(
        Emotion(id="own", name_ja="", bond=0), id=f"own-{new_id()}", name_ja=name.strip(), bond=bond, mad=mad
    )
    return emotion


def _opposing(campaign: Campaign, opposing: str | NewEmotion) -> tuple[Campaign, str]:
    """The campaign with a free-text opposing emotion added to its emotion list, and the emotion's id."""
    if isinstance(opposing, str):
        return campaign, opposing
    emotion = _new_emotion(opposing.name, opposing.bond, opposing.mad)
    return campaign.model_copy(update={"emotions": (*campaign.emotions, emotion)}), emotion.id


@frozen
class Confront:
    """A confrontation on ``emotion_id`` of an entry, against an emotion of the list (its id) or a
    free-text :class:`NewEmotion`; with ``keep`` it is resolved at once, during play."""

    character_id: str
    entry_id: str
    emotion_id: str
    opposing: str | NewEmotion
    keep: Keep | None = None


def confront(campaign: Campaign, inputs: Confront, _dice: DiceSource, clock: Clock) -> Step[str]:
    """Open an emotion confrontation; resolved at once when ``keep`` is given (bond +2 and tension +10
    when it is the scenario's first). A free-text opposing emotion joins the list in the same step.
    Gives the confrontation's id."""
    character = campaign.character(inputs.character_id)
    with_opposing, opposing_id = _opposing(campaign, inputs.opposing)
    catalogue = with_opposing.emotions
    started = casting.start_confrontation(
        character, inputs.entry_id, inputs.emotion_id, opposing_id, catalogue, campaign.options
    )
    confrontation = started.state.confrontations[-1]
    outcome = started
    if inputs.keep is not None:
        kept = inputs.emotion_id if inputs.keep is Keep.CURRENT else opposing_id
        resolved = casting.resolve_confrontation(
            started.state, confrontation.id, kept, True, catalogue, campaign.options
        )
        outcome = Outcome(resolved.state, started.events + resolved.events)
    values = {
        "emotion": emotion_name(campaign, inputs.emotion_id),
        "opposing": emotion_name(with_opposing, opposing_id),
        "target": character.entry(inputs.entry_id).target_name,
        "name": character.name,
    }
    if inputs.keep is None:
        name = Text("Confront {emotion} on {target} ({name})", **values)
    elif inputs.keep is Keep.CURRENT:
        name = Text("Confront {emotion} on {target} with {opposing}: keep {emotion} ({name})", **values)
    else:
        name = Text("Confront {emotion} on {target} with {opposing}: keep {opposing} ({name})", **values)
    return character_step(with_opposing, name, confrontation.id, outcome, clock)


def open_confrontation(character: Character, confrontation_id: str) -> Confrontation:
    """The unresolved confrontation ``confrontation_id`` of ``character``."""
    for confrontation in character.confrontations:
        if confrontation.id == confrontation_id and not confrontation.resolved:
            return confrontation
    raise RuleError(
        "{name} has no open emotion confrontation {confrontation_id}",
        name=character.name,
        confrontation_id=confrontation_id,
    )


def _kept_id(confrontation: Confrontation, keep: Keep) -> str:
    return confrontation.emotion_id if keep is Keep.CURRENT else confrontation.opposing_emotion_id


@frozen
class Resolve:
    """Resolve an open confrontation, during play or not."""

    character_id: str
    confrontation_id: str
    keep: Keep
    in_play: bool


def resolve_confrontation(campaign: Campaign, inputs: Resolve, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Resolve an open confrontation: the kept emotion stays, the other is erased."""
    character = campaign.character(inputs.character_id)
    confrontation = open_confrontation(character, inputs.confrontation_id)
    kept = _kept_id(confrontation, inputs.keep)
    outcome = casting.resolve_confrontation(
        character, inputs.confrontation_id, kept, inputs.in_play, campaign.emotions, campaign.options
    )
    name = Text(
        "Resolve the confrontation on {target}: keep {emotion} ({name})",
        target=character.entry(confrontation.entry_id).target_name,
        emotion=emotion_name(campaign, kept),
        name=character.name,
    )
    return character_step(campaign, name, None, outcome, clock)


# Scenario and session steps


@frozen
class StartScenario:
    """A scenario begins for one character with 3 new emotions.

    ``new_session``: a new session begins too, so the unused emotions left over are discarded first.
    ``advance_campaign``: the campaign counts the next scenario (and session).
    ``keep``: of the unused emotions left over, those the player keeps (None: all); the others are
    discarded and the gain fills up to the limit.
    """

    character_id: str
    emotion_ids: Sequence[str]
    new_session: bool = False
    advance_campaign: bool = False
    keep: Sequence[str] | None = None


def scenario_caution(character: Character) -> Text | None:
    """What to caution about before a new scenario starts for ``character``: a 背反者 is no longer
    playable, and a new scenario does not make it a PC again. None when there is nothing."""
    if not character.traitor:
        return None
    return Text(
        "{name} is a 背反者: an NPC, no longer playable; a new scenario does not make it a PC again",
        name=character.name,
    )


def start_scenario(campaign: Campaign, inputs: StartScenario, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Begin a scenario for one character: 3 new emotions, tension value = concentration + total bond,
    Infinity Break usable again, no confrontations yet."""
    character = campaign.character(inputs.character_id)
    session = casting.start_session(character) if inputs.new_session else Outcome(character)
    started = casting.start_scenario(
        session.state, inputs.emotion_ids, campaign.emotions, campaign.options, keep=inputs.keep
    )
    outcome = Outcome(started.state, session.events + started.events)
    counted = campaign
    if inputs.advance_campaign:
        counted = campaign.model_copy(
            update={"scenario": campaign.scenario + 1, "session": campaign.session + inputs.new_session}
        )
    return character_step(counted, Text("New scenario ({name})", name=character.name), None, outcome, clock)


@frozen
class EndScenario:
    """The scenario ends for one character; open confrontations are resolved as ``keep`` says."""

    character_id: str
    keep: Mapping[str, Keep] | None = None


def end_scenario(
    campaign: Campaign, inputs: EndScenario, _dice: DiceSource, clock: Clock
) -> Step[Outcome[Character]]:
    """End the scenario for one character: open confrontations are resolved (outside play), then a PC's
    board is checked for 背反者. Gives the rule's outcome (``state.traitor`` tells)."""
    character = campaign.character(inputs.character_id)
    kept = {
        confrontation_id: _kept_id(open_confrontation(character, confrontation_id), choice)
        for confrontation_id, choice in (inputs.keep or {}).items()
    }
    outcome = casting.end_scenario(character, campaign.emotions, campaign.options, keep=kept)
    return character_step(
        campaign, Text("End scenario ({name})", name=character.name), outcome, outcome, clock
    )


@frozen
class StartSession:
    character_id: str
    advance_campaign: bool = False


def start_session(campaign: Campaign, inputs: StartSession, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Begin a session for one character: the unused emotions left over are discarded."""
    character = campaign.character(inputs.character_id)
    counted = campaign
    if inputs.advance_campaign:
        counted = campaign.model_copy(update={"session": campaign.session + 1})
    outcome = casting.start_session(character)
    return character_step(counted, Text("New session ({name})", name=character.name), None, outcome, clock)


# Cost damage (代償ダメージ) and Infinity Break (インフィニティ・ブレイク)


@frozen
class PayCost:
    """Cost damage: ``from_tension`` points from the tension value (None: the table's split), the rest
    from HP; ``skill_id`` names the skill the cost is for."""

    character_id: str
    amount: int
    from_tension: int | None = None
    skill_id: str | None = None


def pay_cost(campaign: Campaign, inputs: PayCost, _dice: DiceSource, clock: Clock) -> Step[None]:
    """Pay cost damage from the tension value and HP."""
    character = campaign.character(inputs.character_id)
    options = campaign.options
    amount = inputs.amount
    part = (
        tension.tension_part(character, amount, options)
        if inputs.from_tension is None
        else inputs.from_tension
    )
    outcome = tension.pay_cost(character, amount, from_tension=part, options=options)
    values = {"amount": amount, "tension": part, "hp": amount - part, "name": character.name}
    if inputs.skill_id is None:
        name = Text("Pay {amount} cost: {tension} tension, {hp} HP ({name})", **values)
    else:
        skill = character.skill(inputs.skill_id).name
        name = Text(
            "Pay {amount} cost for {skill}: {tension} tension, {hp} HP ({name})", skill=skill, **values
        )
    return character_step(campaign, name, None, outcome, clock)


@frozen
class UseInfinityBreak:
    character_id: str
    registration_id: str
    from_tension: int | None = None


def use_infinity_break(
    campaign: Campaign, inputs: UseInfinityBreak, _dice: DiceSource, clock: Clock
) -> Step[infinity.BreakOutcome]:
    """Use an Infinity Break registration: 50 + the skill's cost as cost damage, the 《 》 values of the
    skill boosted by 10; once per scenario per registration. Gives the outcome with the boosted text."""
    character = campaign.character(inputs.character_id)
    outcome = infinity.use_infinity_break(
        character, inputs.registration_id, campaign.options, from_tension=inputs.from_tension
    )
    skill = character.skill(character.registration(inputs.registration_id).skill_id).name
    name = Text("Infinity Break: {skill} ({name})", skill=skill, name=character.name)
    return character_step(campaign, name, outcome, outcome, clock)


# The emotion list (感情一覧)


@frozen
class AddEmotion:
    name: str
    bond: int
    mad: bool


def add_emotion(campaign: Campaign, inputs: AddEmotion, _dice: DiceSource, _clock: Clock) -> Step[str]:
    """Add a table's own emotion to the campaign's emotion list; gives its id."""
    emotion = _new_emotion(inputs.name, inputs.bond, inputs.mad)
    after = campaign.model_copy(update={"emotions": (*campaign.emotions, emotion)})
    return Step(after, Text("Add emotion {emotion} to the emotion list", emotion=emotion.name_ja), emotion.id)


@frozen
class SetEmotionField:
    emotion_id: str
    field: str
    value: object


def set_emotion_field(
    campaign: Campaign, inputs: SetEmotionField, _dice: DiceSource, _clock: Clock
) -> Step[None]:
    """Rename an emotion of the list or change its bond value or mad colour.

    Entries already on a board keep the bond they have: it is stored with the entry."""
    if inputs.field not in EMOTION_FIELDS:
        raise InvalidValueError("{field}: not an editable field of an emotion", field=inputs.field)
    emotion = campaign.emotion(inputs.emotion_id)
    if inputs.field == "name_ja" and not str(inputs.value).strip():
        raise InvalidValueError("an emotion needs a name")
    changed = validated(emotion, **{inputs.field: inputs.value})
    shown_as = emotion_name(campaign, inputs.emotion_id)
    if inputs.field in ("name_ja", "name_en"):
        name = Text(
            "Rename emotion {old} → {new}",
            old=getattr(emotion, inputs.field),
            new=getattr(changed, inputs.field),
        )
    elif inputs.field == "bond":
        name = Text(
            "Emotion {emotion}: bond {old} → {new}", emotion=shown_as, old=emotion.bond, new=changed.bond
        )
    elif changed.mad:
        name = Text("Emotion {emotion}: mad colour", emotion=shown_as)
    else:
        name = Text("Emotion {emotion}: pure", emotion=shown_as)
    emotions = tuple(changed if item.id == inputs.emotion_id else item for item in campaign.emotions)
    # Typing a name or a bond is one step, named from where the typing began; each toggle of the colour
    # is a step of its own.
    merge_key = None if inputs.field == "mad" else ("emotion", inputs.emotion_id, inputs.field)
    return Step(campaign.model_copy(update={"emotions": emotions}), name, None, merge_key=merge_key)


def emotion_users(campaign: Campaign, emotion_id: str) -> tuple[str, ...]:
    """Names of the characters whose sheet refers to the emotion (unused, on the board, confronted)."""
    return tuple(
        character.name
        for character in campaign.characters
        if emotion_id in character.unused_emotions
        or any(emotion_id in entry.emotions for entry in character.casting_board)
        or any(
            emotion_id in (c.emotion_id, c.opposing_emotion_id, c.kept_emotion_id)
            for c in character.confrontations
        )
    )


def remove_emotion(campaign: Campaign, emotion_id: str, _dice: DiceSource, _clock: Clock) -> Step[None]:
    """Take an emotion off the list; refused while a sheet of the campaign refers to it."""
    emotion = campaign.emotion(emotion_id)
    users = emotion_users(campaign, emotion_id)
    if users:
        raise RuleError(
            "{emotion} stays on the emotion list: the sheets of {names} refer to it",
            emotion=emotion_name(campaign, emotion_id),
            names=", ".join(users),
        )
    after = campaign.model_copy(update={"emotions": tuple(e for e in campaign.emotions if e is not emotion)})
    return Step(
        after,
        Text("Remove emotion {emotion} from the emotion list", emotion=emotion_name(campaign, emotion_id)),
        None,
    )
