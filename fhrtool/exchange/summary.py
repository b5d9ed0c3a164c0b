"""What every export shows of a character, worked out in one place for all formats: its stats in sheet
order, its current/maximum resources, its initiative and the names of its emotions."""

from __future__ import annotations

import re

from fhrtool.exchange.labels import Labels
from fhrtool.model import Character, Emotion, Sheet, StatKind
from fhrtool.model.base import clean_name
from fhrtool.model.frozen import frozen
from fhrtool.rules.fhr import initiative

TENSION_VALUE_MAX = 100
MAD_MARK = "◆"
"""Marks a mad-colour (マッドカラー) emotion, so that the mark survives printing without colour."""
PURE_MARK = "◇"


@frozen
class Figure:
    """A labelled number; ``maximum`` is None when the value has no upper bound (fatigue)."""

    label: str
    value: int
    maximum: int | None = None


def one_line(text: str) -> str:
    """``text`` with every run of whitespace (line breaks too) as one space, for one-line formats, and
    without the characters no export may hold (:func:`~fhrtool.model.base.clean_name`)."""
    return re.sub(r"\s+", " ", clean_name(text)).strip()


def essences(character: Character, labels: Labels) -> tuple[Figure, ...]:
    """【生命】 Life, 【意志】 Will, then the table's own essences."""
    extra = tuple(
        Figure(one_line(stat.name), stat.value)
        for stat in character.extra_stats
        if stat.kind is StatKind.ESSENCE
    )
    return (Figure(labels.life, character.life), Figure(labels.will, character.will), *extra)


def abilities(character: Character, labels: Labels) -> tuple[Figure, ...]:
    """《反射》 Reflex, 《知覚》 Perception, 《感応》 Sense, then the table's own abilities."""
    extra = tuple(
        Figure(one_line(stat.name), stat.value)
        for stat in character.extra_stats
        if stat.kind is StatKind.ABILITY
    )
    return (
        Figure(labels.reflex, character.reflex),
        Figure(labels.perception, character.perception),
        Figure(labels.sense, character.sense),
        *extra,
    )


def parameters(character: Character, labels: Labels) -> tuple[Figure, ...]:
    """The values that stay fixed during play, as online tools list them: essences, abilities, 集中力."""
    return (
        *essences(character, labels),
        *abilities(character, labels),
        Figure(labels.concentration, character.concentration),
    )


def resources(character: Character, labels: Labels) -> tuple[Figure, ...]:
    """HP, hope, tension value and fatigue, the values that change during play."""
    return (
        Figure(labels.hp, character.hp.current, character.hp.maximum),
        Figure(labels.hope, character.hope.current, character.hope.maximum),
        Figure(labels.tension_value, character.tension_value, TENSION_VALUE_MAX),
        Figure(labels.fatigue, character.fatigue),
    )


def initiative_of(character: Character) -> int:
    """イニシアチブ without surprise (RULES §4)."""
    return initiative(character.reflex, character.perception, character.sense)


def emotion_of(sheet: Sheet, emotion_id: str) -> Emotion | None:
    """The catalogue emotion a sheet refers to by ``emotion_id``; None when the sheet lacks it."""
    for emotion in sheet.emotions:
        if emotion.id == emotion_id:
            return emotion
    return None


def emotion_name(sheet: Sheet, emotion_id: str, language: str) -> str:
    """The name of an emotion in ``language`` on one line, or its id when the catalogue does not have it."""
    emotion = emotion_of(sheet, emotion_id)
    return one_line(emotion.name(language)) if emotion is not None else emotion_id


def is_mad(sheet: Sheet, emotion_id: str) -> bool:
    emotion = emotion_of(sheet, emotion_id)
    return emotion is not None and emotion.mad


def marked_name(sheet: Sheet, emotion_id: str, language: str) -> str:
    """The emotion's name with its mad-colour or pure mark: ``嫉妬◆``, ``気が合う◇``."""
    mark = MAD_MARK if is_mad(sheet, emotion_id) else PURE_MARK
    return f"{emotion_name(sheet, emotion_id, language)}{mark}"


def signed(value: int) -> str:
    """A modifier as written in dice commands: ``+3``, ``-1``, ``+0``."""
    return f"{value:+d}"
