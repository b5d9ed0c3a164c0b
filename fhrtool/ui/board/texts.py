"""What the casting board says in words: emotion chips, the 背反者 (traitor) warning and its reason, what
a confrontation will give, and who an entry is about.

Mad-colour (マッドカラー) emotions carry a ◆ in every text so they stand apart without colour. An emotion
id the campaign's emotion list lacks (a file from elsewhere, an emotion since removed) shows as
``? <id>``, and where the rules refuse to judge a board holding one, the texts say so instead.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Generic, NamedTuple, TypeVar

from fhrtool.app.i18n import interface_language, plural, tr
from fhrtool.app.messages import emotion_name, error_text, translated
from fhrtool.model import BoardEntry, Campaign, Character, Emotion
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules import casting
from fhrtool.steps import labels

T = TypeVar("T")

MAD_MARK = "◆"
UNKNOWN_MARK = "?"


class RiskLevel(Enum):
    """How the 背反者 banner looks."""

    CALM = "calm"
    AT_RISK = "at_risk"
    TRAITOR = "traitor"


class _RiskSets(NamedTuple):
    """The entry ids of a :class:`casting.TraitorRisk` as sets: every cell of the list asks of one."""

    without_mad: frozenset[str]
    double_mad: frozenset[str]
    one_more_mad: frozenset[str]


class _Memo(Generic[T]):
    """The last answer of a function of immutable values, kept while it is asked about the same values.

    A board is drawn and listed from one campaign many times over (every card, every cell); the
    campaign changes as a whole, and a part a change did not touch is the very same object: comparing
    the values asked about is then a comparison of references.
    """

    def __init__(self) -> None:
        self._key: tuple[object, ...] = ()
        self._value: T | None = None

    def of(self, key: tuple[object, ...], make: Callable[[], T]) -> T:
        """The answer for the values of ``key``: the one kept if it was for these, else ``make()``, kept
        from now on."""
        value = self._value
        if value is None or key != self._key:
            value = self._value = make()
        # The objects last asked about are kept, equal ones or not: the next comparison, asked about
        # them again, is one of references (a new emotion list equal to the old is compared once).
        self._key = key
        return value


_catalogues: _Memo[dict[str, Emotion]] = _Memo()
_chip_texts: _Memo[dict[str, dict[str, str]]] = _Memo()
_risks: _Memo[casting.TraitorRisk | FhrtoolError] = _Memo()
_risk_sets: _Memo[_RiskSets] = _Memo()


def catalogue(campaign: Campaign) -> dict[str, Emotion]:
    """The campaign's emotion list by id (the list itself is searched from the start for each id)."""
    return _catalogues.of(
        (campaign.emotions,), lambda: {emotion.id: emotion for emotion in campaign.emotions}
    )


def is_known(campaign: Campaign, emotion_id: str) -> bool:
    """Whether the campaign's emotion list has ``emotion_id``."""
    return emotion_id in catalogue(campaign)


def is_mad(campaign: Campaign, emotion_id: str) -> bool:
    emotion = catalogue(campaign).get(emotion_id)
    return emotion is not None and emotion.mad


def bond_of(campaign: Campaign, emotion_id: str) -> int | None:
    emotion = catalogue(campaign).get(emotion_id)
    return None if emotion is None else emotion.bond


def chip_text(campaign: Campaign, emotion_id: str) -> str:
    """An emotion's name, with ◆ in front for a mad-colour one, ``? <id>`` for one not on the list.

    Worked out once for each emotion of the list in the interface's language: a board names the same
    few emotions on card after card, and again each time it is shown."""
    languages = _chip_texts.of((campaign.emotions,), dict)
    texts = languages.setdefault(interface_language(), {})
    text = texts.get(emotion_id)
    if text is None:
        text = texts[emotion_id] = _chip_text(campaign, emotion_id)
    return text


def _chip_text(campaign: Campaign, emotion_id: str) -> str:
    if not is_known(campaign, emotion_id):
        return f"{UNKNOWN_MARK} {emotion_id}"
    name = emotion_name(campaign, emotion_id)
    return f"{MAD_MARK} {name}" if is_mad(campaign, emotion_id) else name


def emotion_description(campaign: Campaign, emotion_id: str) -> str:
    """The emotion for a tooltip or a screen reader: name, bond value, colour."""
    if not is_known(campaign, emotion_id):
        return tr("{emotion}: not on the emotion list").format(emotion=chip_text(campaign, emotion_id))
    bond = bond_of(campaign, emotion_id)
    if is_mad(campaign, emotion_id):
        template = tr("{emotion}: mad colour, bond {bond}")
    else:
        template = tr("{emotion}: pure, bond {bond}")
    return template.format(emotion=emotion_name(campaign, emotion_id), bond="?" if bond is None else bond)


def emotions_text(campaign: Campaign, emotion_ids: tuple[str, ...]) -> str:
    return ", ".join(chip_text(campaign, emotion_id) for emotion_id in emotion_ids)


def relation_text(campaign: Campaign, character: Character, entry: BoardEntry) -> str:
    """Who the entry is about: the character itself, a PC, NPC or 背反者 of the campaign, or a free name."""
    if entry.target_id == character.id:
        return tr("Self")
    if entry.target_id is None:
        return tr("Free name")
    try:
        target = campaign.character(entry.target_id)
    except KeyError:
        return tr("No longer in the campaign")
    return translated(labels.character_kind(target))


def _names(character: Character, entry_ids: tuple[str, ...]) -> str:
    # One look-up table for the board: a long list of names would search it once per name.
    targets = {entry.id: entry.target_name for entry in character.casting_board}
    return ", ".join(targets[entry_id] for entry_id in entry_ids)


def board_risk(campaign: Campaign, character: Character) -> casting.TraitorRisk | FhrtoolError:
    """How close the board is to 背反者 — or why the rules cannot tell (an emotion not on the list).

    Worked out once for each board (and emotion list, and table rules), however many cards and cells ask.
    """

    def judged() -> casting.TraitorRisk | FhrtoolError:
        try:
            return casting.traitor_risk(
                character.casting_board, catalogue(campaign).__getitem__, campaign.options
            )
        except FhrtoolError as error:
            return error

    return _risks.of((character.casting_board, campaign.emotions, campaign.options), judged)


def _sets(risk: casting.TraitorRisk) -> _RiskSets:
    return _risk_sets.of(
        (risk,),
        lambda: _RiskSets(
            frozenset(risk.without_mad), frozenset(risk.double_mad), frozenset(risk.one_more_mad)
        ),
    )


def unjudged_text(error: FhrtoolError) -> str:
    """What the board says when the rules refuse to judge it."""
    return tr("⚠ The 背反者 check cannot be made: {problem}.").format(problem=error_text(error))


def traitor_reason(campaign: Campaign, character: Character) -> str:
    """Why the board as it stands makes a 背反者 (empty when it does not)."""
    risk = board_risk(campaign, character)
    if isinstance(risk, FhrtoolError):
        return unjudged_text(risk)
    return _reason(character, risk)


def _reason(character: Character, risk: casting.TraitorRisk) -> str:
    if not risk.traitor:
        return ""
    if risk.double_mad:
        return tr("the entry for {names} carries two or more mad-colour emotions").format(
            names=_names(character, risk.double_mad)
        )
    if character.casting_board:
        return tr("every entry on the board carries a mad-colour emotion")
    return tr("the board is empty and the table rules count an empty board")


def risk_banner(campaign: Campaign, character: Character) -> tuple[RiskLevel, str]:
    """The 背反者 warning the board always shows: how close the PC is, and what would tip it."""
    if character.traitor:
        return RiskLevel.TRAITOR, tr("{name} is a 背反者: an NPC from now on, no longer playable.").format(
            name=character.name
        )
    if not character.is_pc:
        return RiskLevel.CALM, tr("An NPC's board is never checked for 背反者.")
    risk = board_risk(campaign, character)
    if isinstance(risk, FhrtoolError):
        return RiskLevel.AT_RISK, unjudged_text(risk)
    if risk.traitor:
        return RiskLevel.TRAITOR, tr("⚠ 背反者 at scenario end: {reason}.").format(
            reason=_reason(character, risk)
        )
    if not risk.at_risk:
        count = len(risk.without_mad)
        return RiskLevel.CALM, plural(
            count,
            tr("No 背反者 risk: {count} entry without a mad-colour emotion."),
            tr("No 背反者 risk: {count} entries without a mad-colour emotion."),
        ).format(count=count)
    steps = []
    without_mad = _sets(risk).without_mad
    carrying = tuple(entry_id for entry_id in risk.one_more_mad if entry_id not in without_mad)
    if carrying:
        steps.append(tr("one more mad-colour emotion on {names}").format(names=_names(character, carrying)))
    if len(risk.without_mad) == 1:
        steps.append(
            tr("a mad-colour emotion on {names}, the last entry without one").format(
                names=_names(character, risk.without_mad)
            )
        )
    if risk.new_mad_entry:
        steps.append(tr("a first entry with a mad-colour emotion"))
    return RiskLevel.AT_RISK, tr("⚠ One step from 背反者: {steps}.").format(steps=tr(" or ").join(steps))


def entry_risk(campaign: Campaign, character: Character, entry_id: str) -> str:
    """The 背反者 note of one entry for the list view (empty when there is nothing to say)."""
    if not casting.plays_as_pc(character):
        return ""
    risk = board_risk(campaign, character)
    if isinstance(risk, FhrtoolError):
        return tr("{mark} Cannot be checked").format(mark=UNKNOWN_MARK)
    sets = _sets(risk)
    if entry_id in sets.double_mad:
        return tr("Two mad-colour emotions: 背反者")
    if entry_id in sets.one_more_mad and entry_id in sets.without_mad:
        return tr("The last entry without mad colour")
    if entry_id in sets.one_more_mad:
        return tr("One more mad-colour emotion makes a 背反者")
    return ""


def gains_text(gains: casting.ConfrontationGains, target: str) -> str:
    """What resolving a confrontation adds, said before it is confirmed."""
    if not gains.bond and not gains.tension:
        return tr("It gives no bond and no tension: only the first emotion confrontation of a scenario does.")
    return tr("Bond +{bond} on {target}, tension +{tension}.").format(
        bond=gains.bond, target=target, tension=gains.tension
    )


def next_gains(character: Character, *, in_play: bool) -> casting.ConfrontationGains:
    """What a confrontation started now would add once resolved (the rules answer)."""
    return casting.next_confrontation_gains(character, in_play=in_play)
