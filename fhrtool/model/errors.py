"""The base of every error a user reads.

The message is an English template with named fields; ``str(error)`` fills it in. The user interface
translates ``template`` (the Qt translation files hold it) and fills in ``params`` itself, so the pure
layers can report errors without depending on Qt.
"""

from __future__ import annotations


class FhrtoolError(Exception):
    """An error meant for the user: ``template.format(**params)`` is the message."""

    def __init__(self, template: str, /, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))
