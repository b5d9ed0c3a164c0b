"""The campaign log (ログ) in words: one translated sentence per entry, and the log as text or HTML.

An entry stores its event's kind and flat parameters; :func:`describe` fills the template of that
kind. Parameters that hold ids (``combatant_id``, ``combatant_ids``, ``action_by``) are shown as names:
``combatant_id`` gives ``{combatant}``, ``combatant_ids`` gives ``{combatants}``, ``action_by`` is
replaced in place. Names come from :func:`log_names`; an id without a name shows as itself. An
entry of a kind without a template, or one its template cannot fill, is shown with its kind and
parameters (:func:`generic_text`), so nothing in the log is ever hidden.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable, Iterable, Mapping
from datetime import tzinfo
from functools import cache

from PySide6.QtCore import QCoreApplication

from fhrtool.app.i18n import QT_TRANSLATE_NOOP, interface_language
from fhrtool.model import Campaign, LogEntry, TensionMode
from fhrtool.model.campaign import LogValue
from fhrtool.model.frozen import frozen
from fhrtool.rules.encounter import CHECK_CORRECTION, CORRECTION_FATIGUE

CONTEXT = "log"
NONE_SHOWN = "—"

_log = logging.getLogger(__name__)

Params = Mapping[str, LogValue]


@frozen
class Choice:
    """Templates of one kind that differ by a key computed from the parameters."""

    key: Callable[[Params], object]
    templates: Mapping[object, str]


def _on(param: str) -> Callable[[Params], object]:
    return lambda params: params.get(param)


def _one(param: str) -> Callable[[Params], bool]:
    """Whether ``param`` is exactly 1, for templates that say "1 die" but "2 dice"."""
    return lambda params: params.get(param) == 1


_one_passive_die = _one("passive_bonus_lost")


def _passive_dice_lost_key(params: Params) -> object:
    """None when no passive die was lost, else whether exactly one was."""
    return _one_passive_die(params) if params.get("passive_bonus_lost") else None


def _dice_rolled_key(params: Params) -> object:
    # An entry from before secret rolls were marked has no "secret": it was logged as an open roll.
    return (bool(params.get("character_id")), bool(params.get("label")), params.get("secret") is True)


def _action_check_key(params: Params) -> object:
    return params.get("outcome") if params.get("dice") else "unrolled"


def _sheet_taken_key(params: Params) -> object:
    return "added" if params.get("added") else params.get("changes") == 1


def _srs_check_key(params: Params) -> object:
    return params.get("outcome") if params.get("roll") else "unrolled"


_DECLARED: dict[object, str] = {
    "hope": QT_TRANSLATE_NOOP("log", "{combatant} spends hope ×{amount} on the sequence value (d6: {dice})"),
    "quick": QT_TRANSLATE_NOOP("log", "{combatant} declares quick ×{amount}"),
    "passive": QT_TRANSLATE_NOOP("log", "{combatant} declares passive ×{amount}"),
    "delay": QT_TRANSLATE_NOOP("log", "{combatant} declares a delay to {amount}"),
    "sync": QT_TRANSLATE_NOOP("log", "{combatant} declares sync with {partner}"),
}
_WITHDRAWN: dict[object, str] = {
    "hope": QT_TRANSLATE_NOOP("log", "{combatant} takes back the hope on the sequence value"),
    "quick": QT_TRANSLATE_NOOP("log", "{combatant} takes back quick ×{amount}"),
    "passive": QT_TRANSLATE_NOOP("log", "{combatant} takes back passive ×{amount}"),
    "delay": QT_TRANSLATE_NOOP("log", "{combatant} takes back the delay to {amount}"),
    "sync": QT_TRANSLATE_NOOP("log", "{combatant} takes back the sync with {partner}"),
}

TEMPLATES: dict[str, str | Choice] = {
    # The dice roller.
    "dice_rolled": Choice(
        _dice_rolled_key,
        {
            (False, False, False): QT_TRANSLATE_NOOP("log", "{expression} → {rolled} {verdict}"),
            (False, True, False): QT_TRANSLATE_NOOP("log", "{label}: {expression} → {rolled} {verdict}"),
            (True, False, False): QT_TRANSLATE_NOOP("log", "{character}: {expression} → {rolled} {verdict}"),
            (True, True, False): QT_TRANSLATE_NOOP(
                "log", "{character}, {label}: {expression} → {rolled} {verdict}"
            ),
            (False, False, True): QT_TRANSLATE_NOOP("log", "Secret roll: {expression} → {rolled} {verdict}"),
            (False, True, True): QT_TRANSLATE_NOOP(
                "log", "Secret roll, {label}: {expression} → {rolled} {verdict}"
            ),
            (True, False, True): QT_TRANSLATE_NOOP(
                "log", "Secret roll by {character}: {expression} → {rolled} {verdict}"
            ),
            (True, True, True): QT_TRANSLATE_NOOP(
                "log", "Secret roll by {character}, {label}: {expression} → {rolled} {verdict}"
            ),
        },
    ),
    # The round engine (RULES §2–§7).
    "combatant_added": QT_TRANSLATE_NOOP("log", "{name} joins the encounter"),
    "combatant_removed": QT_TRANSLATE_NOOP("log", "{name} leaves the encounter"),
    "surprise_marked": Choice(
        _on("surprised"),
        {
            True: QT_TRANSLATE_NOOP("log", "{combatant} is caught off guard (surprise shift)"),
            False: QT_TRANSLATE_NOOP("log", "{combatant} is no longer marked as surprised"),
        },
    ),
    "high_tension_started": QT_TRANSLATE_NOOP("log", "High tension starts at ode {ode}"),
    "surprise_check_recorded": Choice(
        _on("resisted"),
        {
            True: QT_TRANSLATE_NOOP("log", "{combatant} resists the surprise: mental resist check {total}"),
            False: QT_TRANSLATE_NOOP(
                "log", "{combatant} does not resist the surprise: mental resist check {total}"
            ),
        },
    ),
    "sequence_rolled": Choice(
        _on("typed"),
        {
            False: QT_TRANSLATE_NOOP("log", "{combatant} rolls {d10} on the sequence d10"),
            True: QT_TRANSLATE_NOOP("log", "{combatant} rolled {d10} on the sequence d10 at the table"),
        },
    ),
    "declaration_made": Choice(_on("declared"), _DECLARED),
    "declaration_withdrawn": Choice(_on("declared"), _WITHDRAWN),
    "hope_spent_on_sequence": QT_TRANSLATE_NOOP(
        "log", "{combatant} spends {hope} hope on the sequence value"
    ),
    "sequence_value_fixed": QT_TRANSLATE_NOOP("log", "Sequence value of {combatant}: {value}"),
    "order_confirmed": QT_TRANSLATE_NOOP("log", "Round {round}: the order is fixed, {slots} sequences"),
    "sequence_started": Choice(
        _on("backwards"),
        {
            False: QT_TRANSLATE_NOOP("log", "Sequence {value}: {combatants}"),
            True: QT_TRANSLATE_NOOP("log", "Back to sequence {value}: {combatants}"),
        },
    ),
    "round_ended": QT_TRANSLATE_NOOP("log", "Round {round} ends"),
    "check_taken": Choice(
        lambda params: (params.get("paid_with"), params.get("dice") == 1),
        {
            (None, True): QT_TRANSLATE_NOOP("log", "{combatant} makes a {essence} check with {dice} die"),
            (None, False): QT_TRANSLATE_NOOP("log", "{combatant} makes a {essence} check with {dice} dice"),
            ("correction", True): QT_TRANSLATE_NOOP(
                "log",
                "{combatant} makes a {essence} check with {dice} die; tension correction −{check_correction}",
            ),
            ("correction", False): QT_TRANSLATE_NOOP(
                "log",
                "{combatant} makes a {essence} check with {dice} dice; tension correction −{check_correction}",
            ),
            ("fatigue", True): QT_TRANSLATE_NOOP(
                "log",
                "{combatant} makes a {essence} check with {dice} die; {correction_fatigue} fatigue instead "
                "of the −{check_correction}",
            ),
            ("fatigue", False): QT_TRANSLATE_NOOP(
                "log",
                "{combatant} makes a {essence} check with {dice} dice; {correction_fatigue} fatigue instead "
                "of the −{check_correction}",
            ),
        },
    ),
    "active_action_taken": Choice(
        _passive_dice_lost_key,
        {
            None: QT_TRANSLATE_NOOP("log", "{combatant} takes an active action"),
            True: QT_TRANSLATE_NOOP(
                "log", "{combatant} takes an active action and loses +{passive_bonus_lost} passive die"
            ),
            False: QT_TRANSLATE_NOOP(
                "log", "{combatant} takes an active action and loses +{passive_bonus_lost} passive dice"
            ),
        },
    ),
    "reacted": QT_TRANSLATE_NOOP("log", "{reactor} reacts to {action_by}"),
    "targets_named": QT_TRANSLATE_NOOP("log", "{action_by} aims at {targets}"),
    "low_tension_resumed": QT_TRANSLATE_NOOP(
        "log", "Low tension resumes after round {last_round}; it is now ode {ode}"
    ),
    "odes_advanced": Choice(
        _one("odes"),
        {
            True: QT_TRANSLATE_NOOP("log", "{odes} ode passes; it is now ode {ode}"),
            False: QT_TRANSLATE_NOOP("log", "{odes} odes pass; it is now ode {ode}"),
        },
    ),
    "effect_added": Choice(
        lambda params: (params.get("unit"), params.get("duration") == 1),
        {
            ("rounds", True): QT_TRANSLATE_NOOP("log", "{combatant}: effect {name} for {duration} round"),
            ("rounds", False): QT_TRANSLATE_NOOP("log", "{combatant}: effect {name} for {duration} rounds"),
            ("odes", True): QT_TRANSLATE_NOOP("log", "{combatant}: effect {name} for {duration} ode"),
            ("odes", False): QT_TRANSLATE_NOOP("log", "{combatant}: effect {name} for {duration} odes"),
        },
    ),
    "effect_removed": QT_TRANSLATE_NOOP("log", "{combatant}: effect {name} removed"),
    "effect_expired": QT_TRANSLATE_NOOP("log", "{combatant}: effect {name} ends"),
    "adjusted": QT_TRANSLATE_NOOP("log", "{combatant}: {field} {before} → {after}"),
    "defeated_changed": Choice(
        _on("defeated"),
        {
            True: QT_TRANSLATE_NOOP("log", "{combatant} is defeated"),
            False: QT_TRANSLATE_NOOP("log", "{combatant} is back in the fight"),
        },
    ),
    # The tracker's checks.
    "side_changed": QT_TRANSLATE_NOOP("log", "{combatant} now fights as: {side}"),
    "check_resolved": Choice(
        _on("typed"),
        {
            False: QT_TRANSLATE_NOOP(
                "log", "{combatant}, {essence} check: [{dice}] = {value} against {target}: {outcome}"
            ),
            True: QT_TRANSLATE_NOOP(
                "log", "{combatant}, {essence} check typed in: {value} against {target}: {outcome}"
            ),
        },
    ),
    "action_check_made": Choice(
        _action_check_key,
        {
            "critical": QT_TRANSLATE_NOOP("log", "{combatant} ({side}), 2D6 check: 2D6[{dice}]: {outcome}"),
            "fumble": QT_TRANSLATE_NOOP("log", "{combatant} ({side}), 2D6 check: 2D6[{dice}]: {outcome}"),
            "success": QT_TRANSLATE_NOOP(
                "log",
                "{combatant} ({side}), 2D6 check: {value}{modifier:+d} + 2D6[{dice}] = {achieved} ≥ {difficulty}: {outcome}",
            ),
            "failure": QT_TRANSLATE_NOOP(
                "log",
                "{combatant} ({side}), 2D6 check: {value}{modifier:+d} + 2D6[{dice}] = {achieved} < {difficulty}: {outcome}",
            ),
            "rolled": QT_TRANSLATE_NOOP(
                "log", "{combatant} ({side}), 2D6 check: {value}{modifier:+d} + 2D6[{dice}] = {achieved}"
            ),
            "unrolled": QT_TRANSLATE_NOOP(
                "log", "{combatant} ({side}) cannot roll: {value}{modifier:+d} = {achieved}"
            ),
        },
    ),
    "opposed_resolved": Choice(
        lambda params: (params.get("winner"), params.get("reason")),
        {
            ("action", "action_critical"): QT_TRANSLATE_NOOP(
                "log", "Opposed check: {action_by} wins against {reaction_by} (the action's critical)"
            ),
            ("action", "reaction_fumble"): QT_TRANSLATE_NOOP(
                "log", "Opposed check: {action_by} wins against {reaction_by} (the reaction fumbled)"
            ),
            ("action", "reaction_critical"): QT_TRANSLATE_NOOP(
                "log",
                "Opposed check: {action_by} wins against {reaction_by} (the table rules: a critical reaction does not beat a normal action)",
            ),
            ("action", "higher"): QT_TRANSLATE_NOOP(
                "log", "Opposed check: {action_by} wins against {reaction_by} (higher achieved value)"
            ),
            ("reaction", "action_fumble"): QT_TRANSLATE_NOOP(
                "log", "Opposed check: {reaction_by} wins against {action_by} (the action fumbled)"
            ),
            ("reaction", "both_critical"): QT_TRANSLATE_NOOP(
                "log",
                "Opposed check: {reaction_by} wins against {action_by} (both critical: reaction priority)",
            ),
            ("reaction", "reaction_critical"): QT_TRANSLATE_NOOP(
                "log", "Opposed check: {reaction_by} wins against {action_by} (the reaction's critical)"
            ),
            ("reaction", "higher"): QT_TRANSLATE_NOOP(
                "log", "Opposed check: {reaction_by} wins against {action_by} (higher achieved value)"
            ),
            ("reaction", "tie"): QT_TRANSLATE_NOOP(
                "log", "Opposed check: {reaction_by} wins against {action_by} (a tie: reaction priority)"
            ),
            # Entries of earlier versions name no reason.
            ("action", None): QT_TRANSLATE_NOOP(
                "log", "Opposed check: {action_by} wins against {reaction_by}"
            ),
            ("reaction", None): QT_TRANSLATE_NOOP(
                "log", "Opposed check: {reaction_by} wins against {action_by}"
            ),
        },
    ),
    "roll_discarded": QT_TRANSLATE_NOOP("log", "{combatant}: {check} rolled [{dice}] and discarded"),
    "tension_value_changed": QT_TRANSLATE_NOOP("log", "{character}: tension value {before} → {after}"),
    # 2D6 action checks (RULES §9).
    "check_result": Choice(
        _srs_check_key,
        {
            "critical": QT_TRANSLATE_NOOP("log", "2D6 check: 2D6[{roll}]: {outcome}"),
            "fumble": QT_TRANSLATE_NOOP("log", "2D6 check: 2D6[{roll}]: {outcome}"),
            "success": QT_TRANSLATE_NOOP(
                "log",
                "2D6 check: {value}{modifier:+d} + 2D6[{roll}] = {achieved} ≥ {difficulty}: {outcome}",
            ),
            "failure": QT_TRANSLATE_NOOP(
                "log",
                "2D6 check: {value}{modifier:+d} + 2D6[{roll}] = {achieved} < {difficulty}: {outcome}",
            ),
            "rolled": QT_TRANSLATE_NOOP("log", "2D6 check: {value}{modifier:+d} + 2D6[{roll}] = {achieved}"),
            "unrolled": QT_TRANSLATE_NOOP("log", "2D6 check without dice: {value}{modifier:+d} = {achieved}"),
        },
    ),
    # The casting board (RULES §11–§13).
    "emotion_gained": QT_TRANSLATE_NOOP("log", "{character} gains the emotion {emotion}"),
    "emotion_discarded": QT_TRANSLATE_NOOP("log", "{character} discards the unused emotion {emotion}"),
    "entry_added": QT_TRANSLATE_NOOP(
        "log", "{character} adds {target_name} to the casting board (bond {bond})"
    ),
    "emotion_placed": QT_TRANSLATE_NOOP("log", "{character} places {emotion} on the entry for {entry}"),
    "confrontation_started": Choice(
        _on("gives_gains"),
        {
            True: QT_TRANSLATE_NOOP(
                "log",
                "Emotion confrontation for {character} on {entry}: {emotion} against {opposing_emotion}",
            ),
            False: QT_TRANSLATE_NOOP(
                "log",
                "Emotion confrontation for {character} on {entry}: {emotion} against {opposing_emotion} (no gains: not the first this scenario)",
            ),
        },
    ),
    "confrontation_resolved": QT_TRANSLATE_NOOP(
        "log",
        "{character} keeps {kept_emotion} and erases {erased_emotion} on {entry}; bond {bond_before} → {bond_after}",
    ),
    "scenario_started": QT_TRANSLATE_NOOP(
        "log", "{character} starts the scenario; tension value {tension_before} → {tension_value}"
    ),
    "scenario_ended": Choice(
        _on("traitor"),
        {
            False: QT_TRANSLATE_NOOP(
                "log", "{character} ends the scenario with a total bond of {total_bond}"
            ),
            True: QT_TRANSLATE_NOOP(
                "log", "{character} ends the scenario with a total bond of {total_bond} as a 背反者"
            ),
        },
    ),
    "became_traitor": QT_TRANSLATE_NOOP("log", "{character} turns 背反者 and is an NPC from now on"),
    # Sheets that travel.
    "sheet_taken": Choice(
        _sheet_taken_key,
        {
            "added": QT_TRANSLATE_NOOP("log", "{character} is added from a shared sheet"),
            True: QT_TRANSLATE_NOOP("log", "{character} is updated from a shared sheet (1 change)"),
            False: QT_TRANSLATE_NOOP("log", "{character} is updated from a shared sheet ({changes} changes)"),
        },
    ),
    # The tension value (RULES §12).
    "tension_gained": QT_TRANSLATE_NOOP(
        "log", "{character}: tension value +{amount} ({reason}), {before} → {after}"
    ),
    "cost_paid": QT_TRANSLATE_NOOP(
        "log",
        "{character} pays {amount} cost damage: {from_tension} from the tension value (now {tension_after}), {from_hp} HP (now {hp_after})",
    ),
    # Infinity Break (RULES §14).
    "infinity_break_registered": QT_TRANSLATE_NOOP(
        "log", "{character} registers {skill} as an Infinity Break at level {level}"
    ),
    "infinity_break_used": Choice(
        _on("until_end_of_scene"),
        {
            False: QT_TRANSLATE_NOOP("log", "{character} uses the Infinity Break {skill}: {effect}"),
            True: QT_TRANSLATE_NOOP(
                "log", "{character} uses the Infinity Break {skill} until the end of the scene: {effect}"
            ),
        },
    ),
}

RULE_NUMBERS: dict[str, LogValue] = {
    "check_correction": CHECK_CORRECTION,
    "correction_fatigue": CORRECTION_FATIGUE,
}
"""Rule numbers the templates name, filled in from the rules' constants (no event has a field of these
names)."""

WORDS: dict[str, dict[LogValue, str]] = {
    "essence": {"life": QT_TRANSLATE_NOOP("log", "Life"), "will": QT_TRANSLATE_NOOP("log", "Will")},
    "field": {
        "hp": QT_TRANSLATE_NOOP("log", "HP"),
        "hope": QT_TRANSLATE_NOOP("log", "hope"),
        "fatigue": QT_TRANSLATE_NOOP("log", "fatigue"),
        "tension_value": QT_TRANSLATE_NOOP("log", "tension value"),
    },
    "side": {
        "pc": QT_TRANSLATE_NOOP("log", "PC"),
        "ally": QT_TRANSLATE_NOOP("log", "ally"),
        "enemy": QT_TRANSLATE_NOOP("log", "enemy"),
        "action": QT_TRANSLATE_NOOP("log", "action"),
        "reaction": QT_TRANSLATE_NOOP("log", "reaction"),
    },
    "outcome": {
        "success": QT_TRANSLATE_NOOP("log", "success"),
        "failure": QT_TRANSLATE_NOOP("log", "failure"),
        "critical": QT_TRANSLATE_NOOP("log", "automatic success (critical)"),
        "fumble": QT_TRANSLATE_NOOP("log", "automatic failure (fumble)"),
        "rolled": QT_TRANSLATE_NOOP("log", "rolled"),
    },
    # The verdict closes a roll's line, so it brings its own arrow; a plain sum has none.
    "verdict": {
        None: "",
        "success": QT_TRANSLATE_NOOP("log", "→ success"),
        "failure": QT_TRANSLATE_NOOP("log", "→ failure"),
        "automatic success": QT_TRANSLATE_NOOP("log", "→ automatic success (critical)"),
        "automatic failure": QT_TRANSLATE_NOOP("log", "→ automatic failure (fumble)"),
    },
    "check": {
        "life": QT_TRANSLATE_NOOP("log", "Life check"),
        "will": QT_TRANSLATE_NOOP("log", "Will check"),
        "2d6": QT_TRANSLATE_NOOP("log", "2D6 check"),
        "resist": QT_TRANSLATE_NOOP("log", "mental resist check"),
    },
    "reason": {
        "new_entry": QT_TRANSLATE_NOOP("log", "new board entry"),
        "confrontation": QT_TRANSLATE_NOOP("log", "emotion confrontation"),
        "skill_success": QT_TRANSLATE_NOOP("log", "skill succeeded"),
    },
}


def _translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text) if text else text


_FILL_ERRORS = (KeyError, IndexError, ValueError, AttributeError, TypeError)
"""What ``str.format`` raises for a template its values cannot fill."""


def _filled(template: str, **values: object) -> str:
    """The translation of ``template`` filled with ``values``; the English one if the translation
    cannot be filled."""
    try:
        return _translate(template).format(**values)
    except _FILL_ERRORS:
        return template.format(**values)


def templates_of(kind: str) -> tuple[str, ...]:
    """Every template of ``kind`` (more than one when the parameters choose between them)."""
    template = TEMPLATES.get(kind)
    if template is None:
        return ()
    return (template,) if isinstance(template, str) else tuple(template.templates.values())


def _template(entry: LogEntry) -> str | None:
    template = TEMPLATES.get(entry.kind)
    if isinstance(template, Choice):
        return template.templates.get(template.key(entry.params))
    return template


def _name(value: LogValue, names: Mapping[str, str]) -> str:
    if value is None:
        return NONE_SHOWN
    return names.get(str(value), str(value))


def _shown(value: LogValue) -> LogValue:
    """A parameter as a template shows it: numbers stay numbers (for ``{n:+d}``), lists become text."""
    if value is None:
        return NONE_SHOWN
    if isinstance(value, tuple):
        return ", ".join(str(item) for item in value)
    return value


def template_values(params: Params, names: Mapping[str, str] | None = None) -> dict[str, LogValue]:
    """The values a template is filled with: the parameters, names for ids, words for codes, and the rule
    numbers of :data:`RULE_NUMBERS`."""
    names = names or {}
    values: dict[str, LogValue] = dict(RULE_NUMBERS)
    for key, value in params.items():
        words = WORDS.get(key)
        if words is not None and value in words:
            values[key] = _translate(words[value])
        else:
            values[key] = _shown(value)
        if key.endswith("_id"):
            values[key.removesuffix("_id")] = _name(value, names)
        elif key.endswith("_ids") and isinstance(value, tuple):
            values[key.removesuffix("_ids") + "s"] = ", ".join(_name(item, names) for item in value)
        elif key.endswith("_by"):
            values[key] = _name(value, names)
    return values


def generic_text(entry: LogEntry) -> str:
    """An entry shown by its kind and parameters, for kinds this version has no words for."""
    params = ", ".join(f"{key}={_shown(value)}" for key, value in entry.params.items())
    return f"{entry.kind}: {params}" if params else entry.kind


def describe(entry: LogEntry, names: Mapping[str, str] | None = None) -> str:
    """One log entry as a sentence in the current language; ``names`` maps ids to names."""
    template = _template(entry)
    if template is None:
        return generic_text(entry)
    try:
        return _translate(template).format(**template_values(entry.params, names)).strip()
    except _FILL_ERRORS:
        # An entry from another version may lack a parameter, or a translation name one it lacks (or
        # index or format it as it cannot be).
        return generic_text(entry)


def stamp(entry: LogEntry) -> str:
    """Where the game stood: ``R2 S12`` (round and sequence) in high tension, ``ode 3`` in low."""
    if entry.mode is TensionMode.HIGH:
        if entry.sequence is None:
            return _filled(QT_TRANSLATE_NOOP("log", "R{round}"), round=entry.round)
        return _filled(
            QT_TRANSLATE_NOOP("log", "R{round} S{sequence}"), round=entry.round, sequence=entry.sequence
        )
    return _filled(QT_TRANSLATE_NOOP("log", "ode {ode}"), ode=entry.ode)


def time_text(entry: LogEntry, tz: tzinfo | None = None, *, date: bool = True) -> str:
    """When the entry was made, in local time (or ``tz``); empty when unknown.

    A time that has no local equivalent (``0001-01-01T00:00:00+14:00`` is before year 1 in UTC, the last
    second of 9999 is after it east of UTC) is shown as stored, in ISO form: a file may hold any date.
    """
    if entry.at is None:
        return ""
    try:
        moment = entry.at.astimezone(tz)
    except (OverflowError, OSError, ValueError) as error:
        _note_time_out_of_range(type(error).__name__)
        return entry.at.isoformat()
    # isoformat, not strftime: strftime writes year 1 as "1", not "0001", on some platforms.
    if date:
        return moment.replace(tzinfo=None).isoformat(sep=" ", timespec="seconds")
    return moment.time().isoformat(timespec="seconds")


@cache
def _note_time_out_of_range(kind: str) -> None:
    """Log once per kind of failure, not once per repaint of the log."""
    _log.warning("a log entry's time has no local equivalent (%s): shown as stored", kind)


_NAMING = {
    "combatant_added": ("combatant_id", "name"),
    "combatant_removed": ("combatant_id", "name"),
    "entry_added": ("entry_id", "target_name"),
}
"""Each kind of entry that names an id: the params holding the id and the name it gives."""
NAMING_KINDS = frozenset(_NAMING)
"""The kinds of entry that name an id (:func:`remembered_names`)."""


def remembered_names(entries: Iterable[LogEntry]) -> dict[str, str]:
    """The names entries give their ids (a combatant joining, a board entry added), later ones winning:
    the names only the log may still know."""
    names: dict[str, str] = {}
    for entry in entries:
        naming = _NAMING.get(entry.kind)
        if naming is not None:
            id_param, name_param = naming
            names[str(entry.params.get(id_param))] = str(entry.params.get(name_param))
    return names


def log_names(
    campaign: Campaign, language: str | None = None, *, remembered: Mapping[str, str] | None = None
) -> dict[str, str]:
    """Names for the ids log entries hold: characters, skills, board entries, Infinity Break
    registrations, emotions (in ``language``, by default the interface's), combatants and effects;
    also those only the log still remembers (a combatant removed from the fight).

    ``remembered`` is :func:`remembered_names` of the campaign's log, for a caller that keeps it up to
    date as the log grows rather than reading the whole log again."""
    language = language or interface_language()
    names = dict(remembered_names(campaign.log) if remembered is None else remembered)
    names.update((emotion.id, emotion.name(language)) for emotion in campaign.emotions)
    for character in campaign.characters:
        skills = {skill.id: skill.name for skill in character.skills}
        names.update(skills)
        names.update((entry.id, entry.target_name) for entry in character.casting_board)
        names.update(
            (registration.id, skills.get(registration.skill_id, registration.skill_id))
            for registration in character.infinity_breaks
        )
        names[character.id] = character.name
    names.update((effect.id, effect.name) for effect in campaign.encounter.effects)
    names.update((combatant.id, combatant.name) for combatant in campaign.encounter.combatants)
    return names


def filter_text(entry: LogEntry, text: str) -> str:
    """What a filter looks in for ``entry`` shown as ``text``: its time (without the date), stamp and
    sentence, each apart (a filter never matches across two of them), folded to lower case."""
    return "\0".join((time_text(entry, date=False), stamp(entry), text)).lower()


def log_as_text(
    entries: Iterable[LogEntry], names: Mapping[str, str] | None = None, *, tz: tzinfo | None = None
) -> str:
    """The log as plain text, one entry a line: time, stamp, sentence."""
    lines = ["\t".join((time_text(entry, tz), stamp(entry), describe(entry, names))) for entry in entries]
    return "".join(f"{line}\n" for line in lines)


_HTML_STYLE = """
body { font-family: sans-serif; color: #1a1a1a; background: #ffffff; margin: 2em; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 0.25em 0.75em; border-bottom: 1px solid #dddddd; }
th { background: #f0f0f0; }
td.time, td.stamp { white-space: nowrap; color: #555555; font-variant-numeric: tabular-nums; }
tr.high td.stamp { color: #b03a2e; font-weight: bold; }
"""


def log_as_html(
    entries: Iterable[LogEntry],
    names: Mapping[str, str] | None = None,
    *,
    title: str = "",
    language: str = "en",
    tz: tzinfo | None = None,
) -> str:
    """The log as a printable HTML page (light theme), every text escaped."""
    title = title or _translate(QT_TRANSLATE_NOOP("log", "Log"))
    headers = (
        _translate(QT_TRANSLATE_NOOP("log", "Time")),
        _translate(QT_TRANSLATE_NOOP("log", "When")),
        _translate(QT_TRANSLATE_NOOP("log", "What happened")),
    )
    rows = "\n".join(
        f'<tr class="{entry.mode.value}"><td class="time">{html.escape(time_text(entry, tz))}</td>'
        f'<td class="stamp">{html.escape(stamp(entry))}</td>'
        f"<td>{html.escape(describe(entry, names))}</td></tr>"
        for entry in entries
    )
    head = "".join(f"<th>{html.escape(header)}</th>" for header in headers)
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{html.escape(language)}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)}</title>\n<style>{_HTML_STYLE}</style>\n</head>\n<body>\n"
        f"<h1>{html.escape(title)}</h1>\n<table>\n<thead><tr>{head}</tr></thead>\n"
        f"<tbody>\n{rows}\n</tbody>\n</table>\n</body>\n</html>\n"
    )
