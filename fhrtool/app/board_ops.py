"""Undoable steps of the casting board (キャスティングボード): emotions, entries, emotion confrontations,
scenario and session steps, cost damage, Infinity Break, and edits of the emotion list.

Each function runs the pure rules (:mod:`fhrtool.rules.casting`, :mod:`~fhrtool.rules.tension`,
:mod:`~fhrtool.rules.infinity`) on the current campaign, appends the events to the campaign log, names
the step for the Edit menu and pushes it as one edit. A refused step raises (:class:`RuleError` or
:class:`InvalidValueError`) and pushes nothing.

There is no step that removes a board entry: the rules never allow it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from fhrtool.app.character_ops import emotion_name
from fhrtool.app.document import Document
from fhrtool.app.i18n import tr
from fhrtool.app.operations import InvalidValueError, validated, with_outcome
from fhrtool.model import Campaign, Character, Confrontation, Emotion, new_id
from fhrtool.rules import RuleError, casting, infinity, tension
from fhrtool.rules.events import Outcome

EMOTION_FIELDS = ("name_ja", "name_en", "bond", "mad")
"""The fields of a catalogue emotion the emotion-list editor changes."""


class Keep(Enum):
    """Which emotion a confrontation keeps: the one on the board or the opposing one."""

    CURRENT = "current"
    OPPOSING = "opposing"


@dataclass(frozen=True)
class NewEmotion:
    """An opposing emotion typed in as free text; it joins the campaign's emotion list."""

    name: str
    bond: int
    mad: bool


def _names(campaign: Campaign, emotion_ids: Iterable[str]) -> str:
    return ", ".join(emotion_name(campaign, emotion_id) for emotion_id in emotion_ids)


def _step(
    document: Document,
    character_id: str,
    text: str,
    rule: Callable[[Campaign, Character], Outcome[Character]],
    **values: object,
) -> tuple[bool, Outcome[Character]]:
    """Run ``rule`` on the character, log its events and push the result as the step ``text`` (its
    ``{name}`` is the character's name, other fields come from ``values``)."""
    campaign = document.campaign
    character = campaign.character(character_id)
    outcome = rule(campaign, character)
    after = with_outcome(campaign, outcome)
    pushed = document.edit(text.format(name=character.name, **values), lambda _campaign: after)
    return pushed, outcome


# Unused emotions (未使用の感情)


def gain_emotions(document: Document, character_id: str, emotion_ids: Iterable[str]) -> bool:
    """Take emotions from the emotion list into the unused emotions, within the character's limit."""
    gained = tuple(emotion_ids)
    names = _names(document.campaign, gained)
    pushed, _ = _step(
        document,
        character_id,
        tr("Gain emotions {emotions} ({name})"),
        lambda campaign, character: casting.gain_emotions(character, gained, campaign.emotions),
        emotions=names,
    )
    return pushed


def discard_emotions(document: Document, character_id: str, emotion_ids: Iterable[str]) -> bool:
    """Drop unused emotions (each id once, when the same emotion is held twice)."""
    dropped = tuple(emotion_ids)
    names = _names(document.campaign, dropped)
    pushed, _ = _step(
        document,
        character_id,
        tr("Discard emotions {emotions} ({name})"),
        lambda _campaign, character: casting.discard_emotions(character, dropped),
        emotions=names,
    )
    return pushed


# Board entries


def add_entry(
    document: Document,
    character_id: str,
    emotion_ids: Iterable[str],
    *,
    target_name: str,
    target_id: str | None = None,
) -> str:
    """Put someone on the board with 1–3 unused emotions; the tension value rises by the entry's bond.
    Returns the new entry's id."""
    placed = tuple(emotion_ids)
    _, outcome = _step(
        document,
        character_id,
        tr("Add {target} to the casting board ({name})"),
        lambda campaign, character: casting.add_entry(
            character,
            placed,
            campaign.emotions,
            target_name=target_name,
            target_id=target_id,
            scenario=campaign.scenario,
            session=campaign.session,
        ),
        target=target_name,
    )
    return outcome.state.casting_board[-1].id


# Emotion confrontations (感情対決)


def _opposing(campaign: Campaign, opposing: str | NewEmotion) -> tuple[Campaign, str]:
    """The campaign with a free-text opposing emotion added to its emotion list, and the emotion's id."""
    if isinstance(opposing, str):
        return campaign, opposing
    emotion = _new_emotion(opposing.name, opposing.bond, opposing.mad)
    return campaign.model_copy(update={"emotions": (*campaign.emotions, emotion)}), emotion.id


def confront(
    document: Document,
    character_id: str,
    entry_id: str,
    emotion_id: str,
    opposing: str | NewEmotion,
    *,
    keep: Keep | None = None,
) -> str:
    """Open an emotion confrontation on one emotion of an entry; with ``keep`` it is resolved at once,
    during play (bond +2 and tension +10 when it is the scenario's first). Returns its id.

    ``opposing`` is an emotion of the list (its id) or a free-text :class:`NewEmotion`, which joins
    the list in the same step.
    """
    campaign = document.campaign
    character = campaign.character(character_id)
    with_opposing, opposing_id = _opposing(campaign, opposing)
    catalogue = with_opposing.emotions
    started = casting.start_confrontation(character, entry_id, emotion_id, opposing_id, catalogue)
    confrontation = started.state.confrontations[-1]
    outcome = started
    if keep is not None:
        kept = emotion_id if keep is Keep.CURRENT else opposing_id
        resolved = casting.resolve_confrontation(
            started.state, confrontation.id, kept, True, catalogue, campaign.options
        )
        outcome = Outcome(resolved.state, started.events + resolved.events)
    after = with_outcome(with_opposing, outcome)
    target = character.entry(entry_id).target_name
    text = tr("Confront {emotion} on {target} ({name})") if keep is None else _resolved_text(keep)
    text = text.format(
        emotion=emotion_name(campaign, emotion_id),
        opposing=emotion_name(with_opposing, opposing_id),
        target=target,
        name=character.name,
    )
    document.edit(text, lambda _campaign: after)
    return confrontation.id


def _resolved_text(keep: Keep) -> str:
    if keep is Keep.CURRENT:
        return tr("Confront {emotion} on {target} with {opposing}: keep {emotion} ({name})")
    return tr("Confront {emotion} on {target} with {opposing}: keep {opposing} ({name})")


def resolve_confrontation(
    document: Document, character_id: str, confrontation_id: str, keep: Keep, *, in_play: bool
) -> bool:
    """Resolve an open confrontation: the kept emotion stays, the other is erased."""
    campaign = document.campaign
    character = campaign.character(character_id)
    confrontation = open_confrontation(character, confrontation_id)
    kept = _kept_id(confrontation, keep)
    target = character.entry(confrontation.entry_id).target_name
    pushed, _ = _step(
        document,
        character_id,
        tr("Resolve the confrontation on {target}: keep {emotion} ({name})"),
        lambda campaign, character: casting.resolve_confrontation(
            character, confrontation_id, kept, in_play, campaign.emotions, campaign.options
        ),
        target=target,
        emotion=emotion_name(campaign, kept),
    )
    return pushed


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


# Scenario and session steps


def start_scenario(
    document: Document,
    character_id: str,
    emotion_ids: Iterable[str],
    *,
    new_session: bool = False,
    advance_campaign: bool = False,
) -> bool:
    """Begin a scenario for one character: 3 new emotions, tension value = concentration + total bond,
    Infinity Break usable again, no confrontations yet.

    ``new_session``: a new session begins too, so the unused emotions left over are discarded first.
    ``advance_campaign``: the campaign counts the next scenario (and session).
    """
    gained = tuple(emotion_ids)
    campaign = document.campaign
    character = campaign.character(character_id)
    session = casting.start_session(character) if new_session else Outcome(character)
    started = casting.start_scenario(session.state, gained, campaign.emotions)
    outcome = Outcome(started.state, session.events + started.events)
    after = with_outcome(campaign, outcome)
    if advance_campaign:
        after = after.model_copy(
            update={"scenario": campaign.scenario + 1, "session": campaign.session + new_session}
        )
    return document.edit(tr("New scenario ({name})").format(name=character.name), lambda _c: after)


def end_scenario(
    document: Document, character_id: str, keep: Mapping[str, Keep] | None = None
) -> Outcome[Character]:
    """End the scenario for one character: open confrontations are resolved as ``keep`` says (outside
    play), then a PC's board is checked for 背反者. Returns the outcome (``state.traitor`` tells)."""
    character = document.character(character_id)
    kept = {
        confrontation_id: _kept_id(open_confrontation(character, confrontation_id), choice)
        for confrontation_id, choice in (keep or {}).items()
    }
    _, outcome = _step(
        document,
        character_id,
        tr("End scenario ({name})"),
        lambda campaign, character: casting.end_scenario(
            character, campaign.emotions, campaign.options, keep=kept
        ),
    )
    return outcome


def _kept_id(confrontation: Confrontation, keep: Keep) -> str:
    return confrontation.emotion_id if keep is Keep.CURRENT else confrontation.opposing_emotion_id


def start_session(document: Document, character_id: str, *, advance_campaign: bool = False) -> bool:
    """Begin a session for one character: the unused emotions left over are discarded."""
    campaign = document.campaign
    character = campaign.character(character_id)
    after = with_outcome(campaign, casting.start_session(character))
    if advance_campaign:
        after = after.model_copy(update={"session": campaign.session + 1})
    return document.edit(tr("New session ({name})").format(name=character.name), lambda _c: after)


# Cost damage (代償ダメージ) and Infinity Break (インフィニティ・ブレイク)


def pay_cost(
    document: Document,
    character_id: str,
    amount: int,
    *,
    from_tension: int | None = None,
    skill_id: str | None = None,
) -> bool:
    """Pay cost damage, ``from_tension`` points from the tension value (the table's split by default)
    and the rest from HP. ``skill_id`` names the skill the cost is for."""
    character = document.character(character_id)
    options = document.campaign.options
    part = tension.tension_part(character, amount, options) if from_tension is None else from_tension
    if skill_id is None:
        text, skill = tr("Pay {amount} cost: {tension} tension, {hp} HP ({name})"), ""
    else:
        text = tr("Pay {amount} cost for {skill}: {tension} tension, {hp} HP ({name})")
        skill = character.skill(skill_id).name
    pushed, _ = _step(
        document,
        character_id,
        text,
        lambda _campaign, character: tension.pay_cost(character, amount, from_tension=part, options=options),
        amount=amount,
        tension=part,
        hp=amount - part,
        skill=skill,
    )
    return pushed


def use_infinity_break(
    document: Document, character_id: str, registration_id: str, *, from_tension: int | None = None
) -> infinity.BreakOutcome:
    """Use an Infinity Break registration: 50 + the skill's cost as cost damage, the 《 》 values of the
    skill boosted by 10; once per scenario per registration. Returns the outcome with the boosted text."""
    character = document.character(character_id)
    outcome = infinity.use_infinity_break(
        character, registration_id, document.campaign.options, from_tension=from_tension
    )
    skill = character.skill(character.registration(registration_id).skill_id).name
    _step(
        document,
        character_id,
        tr("Infinity Break: {skill} ({name})"),
        lambda _campaign, _character: outcome,
        skill=skill,
    )
    return outcome


# The emotion list (感情一覧)


def _new_emotion(name: str, bond: int, mad: bool) -> Emotion:
    if not name.strip():
        raise InvalidValueError("an emotion needs a name")
    emotion: Emotion = validated(
        Emotion(id="own", name_ja="", bond=0), id=f"own-{new_id()}", name_ja=name.strip(), bond=bond, mad=mad
    )
    return emotion


def add_emotion(document: Document, name: str, *, bond: int, mad: bool) -> str:
    """Add a table's own emotion to the campaign's emotion list; returns its id."""
    emotion = _new_emotion(name, bond, mad)
    document.edit(
        tr("Add emotion {emotion} to the emotion list").format(emotion=emotion.name_ja),
        lambda campaign: campaign.model_copy(update={"emotions": (*campaign.emotions, emotion)}),
    )
    return emotion.id


def set_emotion_field(document: Document, emotion_id: str, field: str, value: object) -> bool:
    """Rename an emotion of the list or change its bond value or mad colour.

    Entries already on a board keep the bond they have: it is stored with the entry."""
    if field not in EMOTION_FIELDS:
        raise InvalidValueError("{field}: not an editable field of an emotion", field=field)
    campaign = document.campaign
    emotion = campaign.emotion(emotion_id)
    if field == "name_ja" and not str(value).strip():
        raise InvalidValueError("an emotion needs a name")
    changed = validated(emotion, **{field: value})
    if changed == emotion:
        return False
    # Typing a name or a bond is one step, named from where the typing began; each toggle of the
    # colour is a step of its own.
    merge_key = None if field == "mad" else ("emotion", emotion_id, field)
    first = document.merge_base(merge_key).emotion(emotion_id)
    name = emotion_name(campaign, emotion_id)
    if field in ("name_ja", "name_en"):
        text = tr("Rename emotion {old} → {new}").format(
            old=getattr(first, field), new=getattr(changed, field)
        )
    elif field == "bond":
        text = tr("Emotion {emotion}: bond {old} → {new}").format(
            emotion=name, old=first.bond, new=changed.bond
        )
    elif changed.mad:
        text = tr("Emotion {emotion}: mad colour").format(emotion=name)
    else:
        text = tr("Emotion {emotion}: pure").format(emotion=name)
    emotions = tuple(changed if item.id == emotion_id else item for item in campaign.emotions)
    return document.edit(
        text,
        lambda c: c.model_copy(update={"emotions": emotions}),
        merge_key=merge_key,
    )


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


def remove_emotion(document: Document, emotion_id: str) -> bool:
    """Take an emotion off the list; refused while a sheet of the campaign refers to it."""
    campaign = document.campaign
    emotion = campaign.emotion(emotion_id)
    users = emotion_users(campaign, emotion_id)
    if users:
        raise RuleError(
            "{emotion} stays on the emotion list: the sheets of {names} refer to it",
            emotion=emotion_name(campaign, emotion_id),
            names=", ".join(users),
        )
    return document.edit(
        tr("Remove emotion {emotion} from the emotion list").format(
            emotion=emotion_name(campaign, emotion_id)
        ),
        lambda c: c.model_copy(update={"emotions": tuple(e for e in c.emotions if e is not emotion)}),
    )
