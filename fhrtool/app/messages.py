"""Turning what the pure layers say (errors, step names, labels) into translated text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fhrtool.app.i18n import QT_TRANSLATE_NOOP, interface_language
from fhrtool.model import Campaign
from fhrtool.model.errors import FhrtoolError
from fhrtool.model.text import Bilingual, Text
from fhrtool.steps.labels import emotion_names
from fhrtool.storage.errors import StorageError

CONTEXT = "messages"
TEXT_CONTEXT = "text"

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
# A storage error names its file before the problem; the translation files hold the problem alone.
FILE_PROBLEM = QT_TRANSLATE_NOOP("messages", "{file}: {problem}")


def shown(value: object) -> object:
    """A field of a message as the interface shows it: words translated, names in its language."""
    if isinstance(value, Text):
        return translated(value)
    if isinstance(value, Bilingual):
        return value.in_language(interface_language())
    return value


def translated(text: Text) -> str:
    """``text`` in the current language, its fields filled in (and translated where they are words)."""
    template = QCoreApplication.translate(TEXT_CONTEXT, text.template)
    params = {name: shown(value) for name, value in text.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return str(text)  # a translation naming a field the text lacks must not hide the text


def emotion_name(campaign: Campaign, *emotion_ids: str) -> str:
    """Catalogue emotions' names in the interface's language, an emotion since taken off the list by its id."""
    return emotion_names(campaign, emotion_ids).in_language(interface_language())


def _field(name: str, value: object) -> object:
    if isinstance(value, FhrtoolError):  # an error explaining another ("not saved: {problem}")
        return error_text(value)
    word = WORDS.get(value) if name in WORD_FIELDS and isinstance(value, str) else None
    return QCoreApplication.translate(CONTEXT, word) if word else shown(value)


def _filled(template: str, params: dict[str, object]) -> str | None:
    """``template`` translated, its fields filled in; None when the translation names a field not given."""
    translation = QCoreApplication.translate(CONTEXT, template)
    try:
        return translation.format(**{name: _field(name, value) for name, value in params.items()})
    except (KeyError, IndexError, ValueError):
        return None


def error_text(error: FhrtoolError) -> str:
    """The error's message in the current language, its fields (and the words among them) filled in."""
    if isinstance(error, StorageError) and error.file:
        problem = _filled(error.problem, error.problem_params)
        text = None if problem is None else _filled(FILE_PROBLEM, {"file": error.file, "problem": problem})
    else:
        text = _filled(error.template, error.params)
    # A translation that names a field the error lacks must not hide the error itself.
    return str(error) if text is None else text
