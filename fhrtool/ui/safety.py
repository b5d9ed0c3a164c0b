"""Display code that never raises.

Qt calls an item model's ``data()``, a delegate's ``paint()`` or a widget's ``paintEvent()`` from C++.
An exception escaping such a virtual is not an ordinary Python error: PySide prints it, re-raises it
at some unrelated later call, or — for exceptions raised inside C code, such as a date overflowing —
crashes the process. So every display virtual is made total with :func:`total`: whatever it cannot
show is shown as a marked placeholder (:func:`cannot_show`), the error is logged once per kind and
handed once to the application's last-resort report (``sys.excepthook``), and Qt gets an answer.

The known causes are fixed where they arise; this is the net under them.
"""

from __future__ import annotations

import functools
import logging
import sys
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any, TypeVar, cast

from PySide6.QtCore import QModelIndex, QModelRoleData, QModelRoleDataSpan, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionViewItem

from fhrtool.app.i18n import tr

_log = logging.getLogger(__name__)

_Method = TypeVar("_Method", bound=Callable[..., Any])
_Index = QModelIndex | QPersistentModelIndex

WARNING_MARK = "⚠"
TEXT_ROLES = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.AccessibleTextRole,
        Qt.ItemDataRole.StatusTipRole,
    }
)
"""The roles a placeholder text answers; any other role of a failed ``data()`` gets None."""

_reported: set[tuple[str, str]] = set()
"""(where, kind of error) already reported: a broken value repaints many times a second."""


_BIDI_CONTROLS = frozenset({0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A), 0xFEFF})
"""Marks and overrides that reorder or hide the text around them (as in a file name made to look
like another)."""


def visible_text(text: str) -> str:
    """``text`` on one line with nothing hidden: control and direction characters as escapes
    (``\\x1b``, ``\\u202e``), the undecodable bytes of a file name (held as surrogate escapes) as
    ``\\xff``, for a path shown where it must be told apart from another."""
    shown = []
    for char in text:
        code = ord(char)
        if 0xDC80 <= code <= 0xDCFF:
            shown.append(f"\\x{code - 0xDC00:02x}")
        elif 0xD800 <= code <= 0xDFFF:
            shown.append("\ufffd")
        elif code in _BIDI_CONTROLS or unicodedata.category(char) == "Cc":
            shown.append(f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}")
        else:
            shown.append(char)
    return "".join(shown)


def cannot_show() -> str:
    """What a value the display cannot show is shown as."""
    return f"{WARNING_MARK} " + tr("cannot show")


def contain(where: str, error: Exception) -> None:
    """Note ``error``, caught in the display virtual ``where``: the first of its kind is logged with
    its traceback and reported to the user through ``sys.excepthook``; repeats are logged briefly."""
    key = (where, type(error).__name__)
    if key in _reported:
        _log.debug("%s failed again: %r", where, error)
        return
    _reported.add(key)
    _log.error("%s could not show a value", where, exc_info=error)
    try:
        sys.excepthook(type(error), error, error.__traceback__)
    except Exception:  # the report itself failed: the log has it, and the display goes on
        _log.exception("reporting an error of %s failed", where)


def total(fallback: Callable[..., object]) -> Callable[[_Method], _Method]:
    """Make a Qt virtual total: if it raises, the error is contained (:func:`contain`) and
    ``fallback``, called with the same arguments, answers instead."""

    def decorate(method: _Method) -> _Method:
        where = method.__qualname__

        @functools.wraps(method)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            try:
                return method(*args, **kwargs)
            except Exception as error:
                contain(where, error)
                try:
                    return fallback(*args, **kwargs)
                except Exception as second:
                    contain(f"{where} (fallback)", second)
                    return None

        return cast(_Method, guarded)

    return decorate


def placeholder_data(_model: object, _index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
    """The answer of a ``data()`` that failed: the placeholder for texts, nothing for other roles."""
    return cannot_show() if role in TEXT_ROLES else None


def nothing(*_args: object, **_kwargs: object) -> None:
    """The answer of a failed ``headerData()``, ``paintEvent()`` or graphics item's ``paint()``."""
    return


def asked_roles(span: QModelRoleDataSpan | QModelRoleData) -> Iterable[QModelRoleData]:
    """The roles a ``multiData()`` call asks for (the span iterates, though its stubs do not say so)."""
    if isinstance(span, QModelRoleData):
        return (span,)
    return cast(Iterable[QModelRoleData], span)


def answer_roles(span: QModelRoleDataSpan | QModelRoleData, value_of: Callable[[int], object] | None) -> None:
    """Answer a ``multiData()`` call: each role asked gets ``value_of(role)``, cleared where that is
    None (every role, without ``value_of``: a cell that is not there)."""
    for item in asked_roles(span):
        value = None if value_of is None else value_of(item.role())
        if value is None:
            item.clearData()
        else:
            item.setData(value)


def placeholder_multi_data(model: object, index: _Index, span: QModelRoleDataSpan | QModelRoleData) -> None:
    """The answer of a failed ``multiData()``: what a failed ``data()`` gives, for each role asked."""
    answer_roles(span, functools.partial(placeholder_data, model, index))


def no_flags(*_args: object) -> Qt.ItemFlag:
    """The answer of a failed ``flags()``: an item that cannot be used, rather than one that misleads."""
    return Qt.ItemFlag.NoItemFlags


def keep_row(*_args: object) -> bool:
    """The answer of a failed ``filterAcceptsRow()``: a row is never hidden by a filter that broke."""
    return True


def declined(*_args: object) -> bool:
    """The answer of a failed ``setData()`` (nothing was set), ``lessThan()`` (the rows keep their
    order) or ``eventFilter()`` (the event goes on to its receiver)."""
    return False


def no_size(*_args: object) -> QSize:
    """The answer of a failed ``sizeHint()``: let the view use its default."""
    return QSize()


def paint_placeholder(
    _delegate: object, painter: QPainter, option: QStyleOptionViewItem, _index: _Index
) -> None:
    """The answer of a delegate's failed ``paint()``: the placeholder in the cell."""
    painter.save()
    try:
        painter.drawText(
            option.rect.adjusted(4, 0, -4, 0),
            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            cannot_show(),
        )
    finally:
        painter.restore()


total_data = total(placeholder_data)
"""For ``data()`` of an item model."""
