"""Display code never raises into Qt: what a virtual cannot show becomes a placeholder, the error is
logged and reported once, and the view goes on."""

from __future__ import annotations

import importlib
import inspect
import logging
import pkgutil
from collections.abc import Iterator
from typing import cast

import pytest
from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QModelRoleData,
    QModelRoleDataSpan,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QTableView
from pytestqt.qtbot import QtBot

import fhrtool.ui
from fhrtool.ui.safety import (
    answer_roles,
    cannot_show,
    paint_placeholder,
    placeholder_multi_data,
    total,
    total_data,
)

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

DISPLAY_VIRTUALS = frozenset(
    {
        "data",
        "multiData",
        "headerData",
        "flags",
        "setData",
        "paint",
        "sizeHint",
        "paintEvent",
        "filterAcceptsRow",
        "lessThan",
        "eventFilter",
        "mousePressEvent",
        "mouseDoubleClickEvent",
        "keyPressEvent",
        "contextMenuEvent",
        "resizeEvent",
        "dragEnterEvent",
        "dragMoveEvent",
        "dropEvent",
    }
)
"""The Qt virtuals the interface overrides that Qt calls while laying out, painting or handling input."""


class Cells(QAbstractTableModel):
    """Three rows of two cells that show fine."""

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else 3

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else 2

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        return "fine" if role == Qt.ItemDataRole.DisplayRole else None


def test_a_value_that_cannot_be_shown_is_a_placeholder_reported_once(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    class BrokenCells(Cells):
        """Every cell fails to show, as a date out of range once did."""

        @total_data
        def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
            if role == Qt.ItemDataRole.DisplayRole:
                raise OverflowError("date value out of range")
            return None

    model = BrokenCells()
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    with qtbot.capture_exceptions() as reported, caplog.at_level(logging.ERROR, "fhrtool.ui.safety"):
        view.resizeColumnsToContents()  # asks every cell for its size: each data() call fails
        view.show()
        qtbot.waitExposed(view)
        view.grab()
        assert model.index(1, 1).data() == cannot_show()
        assert model.index(1, 1).data(Qt.ItemDataRole.ToolTipRole) is None  # not a failure: no tooltip
    assert cannot_show() == "⚠ cannot show"
    assert [type(error) for _kind, error, _trace in reported] == [OverflowError]
    assert len([r for r in caplog.records if "BrokenCells.data" in r.getMessage()]) == 1


def _span(items: list[QModelRoleData]) -> QModelRoleDataSpan:
    """The roles a view asks of a cell at once: a list iterates as the span does."""
    return cast(QModelRoleDataSpan, items)


def test_a_cell_that_cannot_answer_its_roles_at_once_answers_as_a_failed_data_would(qtbot: QtBot) -> None:
    class BrokenAtOnce(Cells):
        @total(placeholder_multi_data)
        def multiData(self, index: _Index, span: QModelRoleDataSpan | QModelRoleData) -> None:
            raise OverflowError("date value out of range")

    model = BrokenAtOnce()
    asked = [QModelRoleData(role) for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)]
    asked += [QModelRoleData(Qt.ItemDataRole.ForegroundRole)]
    for item in asked:
        item.setData("stale")  # what the view's span held before: every role is answered anew
    with qtbot.capture_exceptions() as reported:
        model.multiData(model.index(1, 1), _span(asked))
    assert [item.data() for item in asked] == [cannot_show(), cannot_show(), None]
    assert [type(error) for _kind, error, _trace in reported] == [OverflowError]


def test_the_roles_asked_get_their_values_and_a_missing_cell_none() -> None:
    asked = [QModelRoleData(role) for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)]
    answer_roles(_span(asked), lambda role: "Aldo" if role == Qt.ItemDataRole.DisplayRole else None)
    assert [item.data() for item in asked] == ["Aldo", None]
    single = QModelRoleData(Qt.ItemDataRole.DisplayRole)
    answer_roles(single, lambda role: f"role {role}")
    assert single.data() == "role 0"
    answer_roles(_span(asked), None)
    assert [item.data() for item in asked] == [None, None]


def test_a_delegate_that_cannot_paint_paints_the_placeholder(qtbot: QtBot) -> None:
    class BrokenDelegate(QStyledItemDelegate):
        @total(paint_placeholder)
        def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
            raise KeyError("no colour for this chip")

    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(Cells(view))
    view.setItemDelegate(BrokenDelegate(view))
    with qtbot.capture_exceptions() as reported:
        view.show()
        qtbot.waitExposed(view)
        view.grab()
        view.grab()
    assert [type(error) for _kind, error, _trace in reported] == [KeyError], "reported once"


def test_a_fallback_that_fails_too_answers_none(qtbot: QtBot) -> None:
    def broken_fallback(*_args: object) -> object:
        raise ValueError("the fallback")

    class Twice:
        @total(broken_fallback)
        def value(self) -> int:
            raise RuntimeError("the method")

    with qtbot.capture_exceptions() as reported:
        assert Twice().value() is None
    assert [type(error) for _kind, error, _trace in reported] == [RuntimeError, ValueError]


def _interface_classes() -> Iterator[type]:
    for info in pkgutil.walk_packages(fhrtool.ui.__path__, "fhrtool.ui."):
        module = importlib.import_module(info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__:
                yield cls


def test_every_display_virtual_of_the_interface_is_total() -> None:
    checked = []
    for cls in _interface_classes():
        for name in DISPLAY_VIRTUALS.intersection(vars(cls)):
            checked.append(f"{cls.__name__}.{name}")
            assert hasattr(vars(cls)[name], "__wrapped__"), f"{cls.__qualname__}.{name} is not made total"
    assert "LogModel.data" in checked
    assert "PicturedDelegate.paint" in checked
    assert "SheetEditor.paintEvent" in checked or any(name.endswith(".paintEvent") for name in checked)
