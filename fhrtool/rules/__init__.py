"""The rules of FHR and the Free Casting module as pure functions (no Qt, no I/O, no global random).

Every operation takes the old state, its inputs and a dice source, and returns the new state with the
events that happened (see :class:`fhrtool.rules.events.Outcome`). An input the rules refuse raises
:class:`RuleError` with a message that says why.
"""

from fhrtool.model.errors import FhrtoolError


class RuleError(FhrtoolError, ValueError):
    """An action the rules do not allow, or an input outside what the rules accept.

    Raise it with an English template and named fields: ``RuleError("{name} has no hope left", name=n)``.
    """


__all__ = ["RuleError"]
