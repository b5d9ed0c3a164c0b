"""The player view: a second window for the players' screen, showing the fight without the GM's numbers.

Big text, the round and what the table is doing, and the acting order with the current sequence
highlighted. What it shows is :func:`fhrtool.steps.table_view.table_view`'s, the view the table's web
pages show too: enemies and allies show their names only; PCs show the dice left for their next Life
and Will checks, hope, fatigue and HP, which their players know anyway, and the effects on them with the
time each has left.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from fhrtool.app.document import Document
from fhrtool.model import DurationUnit, Phase, Side, TensionMode
from fhrtool.model.frozen import frozen
from fhrtool.steps.table_view import Numbers, PersonView, TableView, table_view
from fhrtool.ui.tracker.model import duration_text

SIDE_COLOURS = {Side.PC: "#2f6fb0", Side.ALLY: "#2e7d4f", Side.ENEMY: "#b03a2e"}
CURRENT_BACKGROUND = "#ffd45e"
CURRENT_FOREGROUND = "#1a1a1a"
DONE_FOREGROUND = "#8a8a8a"
MARKER = "▶"
BASE_POINT_SIZE = 20.0
ZOOM_STEP = 1.15
ZOOM_LIMITS = (0.5, 4.0)


@frozen
class Person:
    """One combatant as the players see it: ``resources`` and ``effects`` (each effect's name with the
    time it has left) are empty for anyone but a PC."""

    name: str
    side: Side
    defeated: bool
    resources: str
    effects: tuple[str, ...] = ()


@frozen
class PlayerRow:
    """One line of the player view: a slot of the acting order, or a combatant outside it.

    ``value`` is the slot's sequence value (None outside the order); ``waiting`` marks a combatant
    whose sequence d10 is still to be rolled.
    """

    people: tuple[Person, ...]
    value: int | None = None
    current: bool = False
    done: bool = False
    waiting: bool = False


def _kept_together(text: str) -> str:
    """``text`` as HTML whose lines break only after a "·": "Fatigue 2" is never cut in two."""
    return html.escape(text).replace(" ", "&nbsp;").replace("&nbsp;·&nbsp;", "&nbsp;· ")


class PlayerView(QWidget):
    """A window of its own; the GM moves it to the screen the players see."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("PlayerView")
        self._document = document
        self._zoom = 1.0
        self.rows: list[PlayerRow] = []
        self.row_labels: list[QLabel] = []

        self.heading_label = QLabel(self)
        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        self._container = QWidget()
        self._rows_layout = QVBoxLayout(self._container)
        self._rows_layout.setSpacing(4)
        self._rows_layout.addStretch(1)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidget(self._container)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.scroll_area, 1)

        self._add_action(
            self.tr("Larger text"), QKeySequence.StandardKey.ZoomIn, lambda: self.zoom(ZOOM_STEP)
        )
        self._add_action(
            self.tr("Smaller text"), QKeySequence.StandardKey.ZoomOut, lambda: self.zoom(1 / ZOOM_STEP)
        )
        self._add_action(self.tr("Full screen"), QKeySequence(Qt.Key.Key_F11), self.toggle_full_screen)
        document.encounter_changed.connect(self.refresh)
        self.resize(900, 700)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        # The main window rebuilds itself on a language change; this window lives on and retranslates.
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def _add_action(
        self, text: str, shortcut: QKeySequence | QKeySequence.StandardKey, slot: Callable[[], object]
    ) -> None:
        action = QAction(text, self)
        action.setShortcut(shortcut)
        action.triggered.connect(slot)
        self.addAction(action)

    # -- what the players see ------------------------------------------------------------------------

    def _resources(self, numbers: Numbers | None) -> str:
        """A PC's dice left for its next Life and Will checks, hope, fatigue and HP."""
        if numbers is None:
            return ""
        parts = [
            self.tr("Life {dice}/{life}").format(dice=numbers.life_dice, life=numbers.life),
            self.tr("Will {dice}/{will}").format(dice=numbers.will_dice, will=numbers.will),
        ]
        if numbers.passive_bonus:
            parts.append(self.tr("+{dice} on reactions").format(dice=numbers.passive_bonus))
        parts += [
            self.tr("Hope {hope}/{hope_max}").format(hope=numbers.hope, hope_max=numbers.hope_max),
            self.tr("Fatigue {fatigue}").format(fatigue=numbers.fatigue),
            self.tr("HP {hp}/{hp_max}").format(hp=numbers.hp, hp_max=numbers.hp_max),
        ]
        return " · ".join(parts)

    def _effects(self, numbers: Numbers | None) -> tuple[str, ...]:
        if numbers is None:
            return ()
        return tuple(
            self.tr("{name} ({left})").format(
                name=effect.name, left=duration_text(effect.remaining, DurationUnit(effect.unit))
            )
            for effect in numbers.effects
        )

    def _person(self, seen: PersonView) -> Person:
        return Person(
            seen.name,
            Side(seen.side),
            seen.defeated,
            self._resources(seen.numbers),
            self._effects(seen.numbers),
        )

    def player_rows(self, view: TableView) -> list[PlayerRow]:
        """The rows of ``view`` as the window words them: the slots of the acting order while sequences
        are played, everyone in the fight otherwise."""
        people = {seen.id: seen for seen in view.people}
        if view.order:
            return [
                PlayerRow(
                    tuple(self._person(people[i]) for i in slot.combatant_ids),
                    value=slot.value,
                    current=slot.current,
                    done=slot.done,
                )
                for slot in view.order
            ]
        return [PlayerRow((self._person(seen),), waiting=seen.waiting) for seen in view.people]

    def _heading(self, view: TableView) -> tuple[str, str]:
        if view.mode == TensionMode.LOW:
            return self.tr("Low tension"), self.tr("Ode {ode}").format(ode=view.ode)
        heading = self.tr("Round {round}").format(round=view.round)
        if view.phase == Phase.ROLLING:
            return heading, self.tr("Rolling sequence values")
        if view.phase == Phase.DECLARING:
            return heading, self.tr("Special sequence declarations")
        current = next((slot for slot in view.order if slot.current), None)
        if current is not None:
            names = {seen.id: seen.name for seen in view.people}
            actors = ", ".join(names[i] for i in current.combatant_ids)
            return heading, self.tr("Sequence {value}: {names}").format(value=current.value, names=actors)
        return heading, ""

    def refresh(self) -> None:
        self.setWindowTitle(self.tr("fhrtool — Player view"))
        view = table_view(self._document.campaign)
        heading, status = self._heading(view)
        self.heading_label.setText(heading)
        self.status_label.setText(status)
        self.rows = self.player_rows(view)
        texts = [self._row_html(row) for row in self.rows] or [
            html.escape(self.tr("Nobody is in the fight yet"))
        ]
        # Labels are reused from one change to the next: a step of the fight does not rebuild the window.
        while len(self.row_labels) > len(texts):
            label = self.row_labels.pop()
            self._rows_layout.removeWidget(label)
            label.hide()
            label.deleteLater()
        while len(self.row_labels) < len(texts):
            label = QLabel(self._container)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            label.setContentsMargins(8, 4, 8, 4)
            self._rows_layout.insertWidget(len(self.row_labels), label)
            self.row_labels.append(label)
        for number, (label, text) in enumerate(zip(self.row_labels, texts, strict=True)):
            label.setText(text)
            current = number < len(self.rows) and self.rows[number].current
            label.setStyleSheet(
                f"background: {CURRENT_BACKGROUND}; color: {CURRENT_FOREGROUND}; border-radius: 6px;"
                if current
                else ""
            )
        self._apply_fonts()
        current_row = next((number for number, row in enumerate(self.rows) if row.current), None)
        if current_row is not None:
            self._rows_layout.activate()
            self.scroll_area.ensureWidgetVisible(self.row_labels[current_row])

    def _row_html(self, row: PlayerRow) -> str:
        people = []
        for person in row.people:
            chip = f'<span style="color: {SIDE_COLOURS[person.side]}">■</span>'
            name = html.escape(person.name)
            if person.defeated:
                name = f'<s style="color: {DONE_FOREGROUND}">{name}</s>'
            text = f"{chip}&nbsp;{name}"
            if person.resources:
                text += f"&nbsp;&nbsp;<small>{_kept_together(person.resources)}</small>"
            if person.effects:
                effects = self.tr("Effects: {effects}").format(effects=self.tr(", ").join(person.effects))
                text += f"&nbsp;&nbsp;<small><i>{html.escape(effects)}</i></small>"
            people.append(text)
        parts = []
        if row.value is not None:
            # An invisible marker on the other rows keeps the values in one column.
            marker = MARKER if row.current else f'<span style="color: transparent">{MARKER}</span>'
            value = f"{row.value:>2}".replace(" ", "\u2007")  # figure spaces: digits line up
            parts.append(f"<b>{marker}&nbsp;{value}</b>&nbsp;&nbsp;")
        parts.append("&nbsp;&nbsp;·&nbsp; ".join(people))
        if row.waiting:
            waiting = self.tr("waiting for the d10")
            parts.append(f"&nbsp;&nbsp;<small>{html.escape(waiting)}</small>")
        body = "".join(parts)
        if row.done:
            return f'<span style="color: {DONE_FOREGROUND}">{body}</span>'
        return f"<b>{body}</b>" if row.current else body

    # -- size ----------------------------------------------------------------------------------------

    @property
    def zoom_factor(self) -> float:
        return self._zoom

    def zoom(self, factor: float) -> None:
        """Make the text larger (factor > 1) or smaller, within limits."""
        low, high = ZOOM_LIMITS
        self._zoom = min(high, max(low, self._zoom * factor))
        self._apply_fonts()

    def _apply_fonts(self) -> None:
        size = BASE_POINT_SIZE * self._zoom
        for label, scale, bold in (
            (self.heading_label, 1.6, True),
            (self.status_label, 1.1, False),
        ):
            font = QFont(self.font())
            font.setPointSizeF(size * scale)
            font.setBold(bold)
            label.setFont(font)
        font = QFont(self.font())
        font.setPointSizeF(size)
        for label in self.row_labels:
            label.setFont(font)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
