"""Turning errors of the pure layers into translated text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fhrtool.model.errors import FhrtoolError

CONTEXT = "messages"


def error_text(error: FhrtoolError) -> str:
    """The error's message in the current language, its fields filled in."""
    template = QCoreApplication.translate(CONTEXT, error.template)
    try:
        return template.format(**error.params)
    except (KeyError, IndexError, ValueError):
        # A translation that names a field the error lacks must not hide the error itself.
        return str(error)
