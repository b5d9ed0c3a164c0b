"""Turning errors of the pure layers into translated text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fhrtool.app.i18n import QT_TRANSLATE_NOOP
from fhrtool.model.errors import FhrtoolError

CONTEXT = "messages"

# Words the pure layers put into their messages as field values ("… declared {kind} twice", "… while the
# round is {phase}", "a {found} file, not a {expected} file"): translated like the template around them.
WORD_FIELDS = ("kind", "phase", "found", "expected")
WORDS = {
    "hope": QT_TRANSLATE_NOOP("messages", "hope"),
    "quick": QT_TRANSLATE_NOOP("messages", "quick"),
    "passive": QT_TRANSLATE_NOOP("messages", "passive"),
    "delay": QT_TRANSLATE_NOOP("messages", "delay"),
    "sync": QT_TRANSLATE_NOOP("messages", "sync"),
    "rolling": QT_TRANSLATE_NOOP("messages", "waiting for the d10s"),
    "declaring": QT_TRANSLATE_NOOP("messages", "taking declarations"),
    "acting": QT_TRANSLATE_NOOP("messages", "playing its sequences"),
    "campaign": QT_TRANSLATE_NOOP("messages", "campaign"),
    "sheet": QT_TRANSLATE_NOOP("messages", "sheet"),
}


def _field(name: str, value: object) -> object:
    word = WORDS.get(value) if name in WORD_FIELDS and isinstance(value, str) else None
    return QCoreApplication.translate(CONTEXT, word) if word else value


def error_text(error: FhrtoolError) -> str:
    """The error's message in the current language, its fields (and the words among them) filled in."""
    template = QCoreApplication.translate(CONTEXT, error.template)
    params = {name: _field(name, value) for name, value in error.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        # A translation that names a field the error lacks must not hide the error itself.
        return str(error)
