"""Translatable names of the things users see: character fields, kinds, sides.

The strings are marked with ``QT_TRANSLATE_NOOP`` so the translation tools collect them; ``label()``
translates at the moment of display, so a language switch takes effect without restarting.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fhrtool.app.i18n import QT_TRANSLATE_NOOP

CONTEXT = "labels"

_FIELDS = {
    "name": QT_TRANSLATE_NOOP("labels", "Name"),
    "player": QT_TRANSLATE_NOOP("labels", "Player"),
    "notes": QT_TRANSLATE_NOOP("labels", "Notes"),
    "kind": QT_TRANSLATE_NOOP("labels", "PC/NPC"),
    "level": QT_TRANSLATE_NOOP("labels", "Level"),
    "life": QT_TRANSLATE_NOOP("labels", "Life"),
    "will": QT_TRANSLATE_NOOP("labels", "Will"),
    "hope": QT_TRANSLATE_NOOP("labels", "Hope"),
    "reflex": QT_TRANSLATE_NOOP("labels", "Reflex"),
    "perception": QT_TRANSLATE_NOOP("labels", "Perception"),
    "sense": QT_TRANSLATE_NOOP("labels", "Sense"),
    "extra_stats": QT_TRANSLATE_NOOP("labels", "Other stats"),
    "fatigue": QT_TRANSLATE_NOOP("labels", "Fatigue"),
    "hp": QT_TRANSLATE_NOOP("labels", "HP"),
    "concentration": QT_TRANSLATE_NOOP("labels", "Concentration"),
    "tension_value": QT_TRANSLATE_NOOP("labels", "Tension value"),
    "skills": QT_TRANSLATE_NOOP("labels", "Skills"),
    "infinity_breaks": QT_TRANSLATE_NOOP("labels", "Infinity Break"),
    "unused_emotions": QT_TRANSLATE_NOOP("labels", "Unused emotions"),
    "unused_emotion_limit": QT_TRANSLATE_NOOP("labels", "Unused emotion limit"),
    "casting_board": QT_TRANSLATE_NOOP("labels", "Casting board"),
    "initiative": QT_TRANSLATE_NOOP("labels", "Initiative"),
}


def field_label(field: str) -> str:
    """The translated label of a character field (the field name itself when it has none)."""
    source = _FIELDS.get(field)
    return QCoreApplication.translate(CONTEXT, source) if source else field
