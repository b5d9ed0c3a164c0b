"""Sheets that travel: a shared sheet of a character the campaign already has, taken in as an update.

:func:`compare` lists what the sheet would change, field by field, in groups (the sheet and its pools,
skills, Infinity Break, unused emotions, the casting board, the tension value, notes), and which of those
are conflicts: changed on both sides since the two last had the same character, or against a rule the
campaign keeps. :func:`update_from_sheet` takes the chosen changes as one step with one log entry; the
character keeps its id, so everything that points at it (other boards, combatants, the log) still does.

What both sides last had in common (the *base*) comes from the sheet when its exporter had taken the
character in from a sheet before (:attr:`Sheet.base <fhrtool.model.Sheet.base>`), else from this
campaign's own log: every sheet taken in (added or updated) is logged with the character as it came,
and the latest such entry of the character is the base. With neither, every difference is read as the
sheet's change (the campaign's side is taken to be the one both had).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum
from typing import Protocol, TypeVar, cast

from fhrtool.model import (
    BoardEntry,
    Campaign,
    Character,
    Confrontation,
    Emotion,
    Pool,
    Sheet,
    Skill,
    Stat,
    TensionMode,
    new_id,
)
from fhrtool.model.core import ValidationError
from fhrtool.model.frozen import frozen
from fhrtool.model.text import Bilingual, Text
from fhrtool.rules import RuleError
from fhrtool.rules.dice import DiceSource
from fhrtool.rules.events import Event
from fhrtool.rules.infinity import REGISTRATION_LEVELS
from fhrtool.steps import labels
from fhrtool.steps.step import Clock, Step, logged, replace_character, shown, validated
from fhrtool.storage.digests import sha256_hex

Key = tuple[str, ...]
"""What one change is about: ``("field", "level")``, ``("pool", "hp", "current")``, ``("skill", id)``,
``("stat", id)``, ``("registration", id)``, ``("use", id)``, ``("unused",)``, ``("entry", id)``,
``("confrontation", id)``, ``("tension",)``, ``("notes",)``."""


class Group(StrEnum):
    """The groups a comparison shows its changes in, each taken or kept as a whole."""

    SHEET = "sheet"
    SKILLS = "skills"
    INFINITY_BREAK = "infinity_break"
    UNUSED_EMOTIONS = "unused_emotions"
    BOARD = "board"
    TENSION = "tension"
    NOTES = "notes"


GROUP_LABELS = {
    Group.SHEET: Text("Sheet and pools"),
    Group.SKILLS: Text("Skills"),
    Group.INFINITY_BREAK: Text("Infinity Break registrations and uses"),
    Group.UNUSED_EMOTIONS: Text("Unused emotions"),
    Group.BOARD: Text("Casting board and confrontations"),
    Group.TENSION: Text("Tension value"),
    Group.NOTES: Text("Notes"),
}

_GROUP_OF = {
    "field": Group.SHEET,
    "pool": Group.SHEET,
    "stat": Group.SHEET,
    "skill": Group.SKILLS,
    "registration": Group.INFINITY_BREAK,
    "use": Group.INFINITY_BREAK,
    "unused": Group.UNUSED_EMOTIONS,
    "entry": Group.BOARD,
    "confrontation": Group.BOARD,
    "tension": Group.TENSION,
    "notes": Group.NOTES,
}

_FIELDS = (
    "name",
    "player",
    "kind",
    "level",
    "life",
    "will",
    "reflex",
    "perception",
    "sense",
    "fatigue",
    "concentration",
    "unused_emotion_limit",
    "traitor",
)
_POOLS = ("hope", "hp")
_PARTS = ("current", "maximum")

FIGHT_KEPT: frozenset[Key] = frozenset(
    {("pool", "hp", "current"), ("pool", "hope", "current"), ("field", "fatigue"), ("tension",)}
)
"""What a running fight keeps from the campaign unless the user takes the sheet's."""

_NOT_REMOVABLE = Text(
    "一度キャスティングボードに入れたキャラクターは、外すことができない: an entry of the casting board can never "
    "be removed"
)
_REGISTRATION_FIXED = Text("an Infinity Break registration can never be changed")
_USE_BACK = Text("an Infinity Break used in this scenario cannot be unused")
_SKILL_REGISTERED = Text("the skill is registered as an Infinity Break, so it stays on the sheet")


def state_digest(character: Character) -> str:
    """The digest of a character's whole state, as a sheet records what it was exported from."""
    return sha256_hex(character.model_dump_json().encode("utf-8"))


# The log remembers the sheets taken in.


@frozen
class SheetTaken(Event):
    """A shared sheet taken into the campaign: a character added from it, or updated from it.

    ``state`` is the character as the sheet brought it (JSON), the base of the next update; ``digest``
    the digest of the sheet's character as it was in the file; ``changes`` how many changes were taken
    (0 for a character added).
    """

    kind = "sheet_taken"
    character_id: str
    name: str
    changes: int
    added: bool
    digest: str
    state: str


def _latest_taken(campaign: Campaign, character_id: str) -> tuple[Character, str] | None:
    """The character as the latest sheet of it taken in brought it, and that sheet's digest."""
    for entry in reversed(campaign.log):
        params = entry.params
        if entry.kind != SheetTaken.kind or params.get("character_id") != character_id:
            continue
        state, digest = params.get("state"), params.get("digest")
        if not isinstance(state, str) or not isinstance(digest, str):
            return None
        try:
            return Character.model_validate_json(state), digest
        except ValidationError:  # a log entry edited by hand: no base, rather than a wrong one
            return None
    return None


def exchange_base(campaign: Campaign, character_id: str) -> Character | None:
    """The character as this campaign last took it in from a sheet (None: never), which a sheet of it
    exported from here carries as its base."""
    latest = _latest_taken(campaign, character_id)
    return None if latest is None else latest[0]


def sheet_taken(character: Character, sheet: Sheet, changes: int, *, added: bool) -> SheetTaken:
    """The log's note of ``sheet`` taken in as ``character`` (with the ids this campaign gave it)."""
    return SheetTaken(
        character.id,
        character.name,
        changes,
        added,
        state_digest(sheet.character),
        character.model_dump_json(),
    )


# Emotions come in through the catalogue.


def _same_emotion(first: Emotion, second: Emotion) -> bool:
    return (first.name_ja, first.bond, first.mad) == (second.name_ja, second.bond, second.mad)


def merge_emotions(
    catalogue: tuple[Emotion, ...], incoming: Iterable[Emotion]
) -> tuple[tuple[Emotion, ...], dict[str, str]]:
    """The catalogue with the new emotions added, and the ids of the incoming ones that changed: an
    emotion the catalogue already has (same Japanese name, bond value and mad colour) is not added again."""
    merged = list(catalogue)
    renamed: dict[str, str] = {}
    for emotion in incoming:
        by_id = {known.id: known for known in merged}
        if emotion.id in by_id and _same_emotion(by_id[emotion.id], emotion):
            continue
        twin = next((known for known in merged if _same_emotion(known, emotion)), None)
        if twin is not None:
            renamed[emotion.id] = twin.id
        elif emotion.id in by_id:
            fresh = emotion.model_copy(update={"id": new_id()})
            renamed[emotion.id] = fresh.id
            merged.append(fresh)
        else:
            merged.append(emotion)
    return tuple(merged), renamed


def with_emotion_ids(character: Character, renamed: Mapping[str, str]) -> Character:
    """``character`` with every emotion id it names replaced as ``renamed`` says."""
    if not renamed:
        return character

    def one(emotion_id: str) -> str:
        return renamed.get(emotion_id, emotion_id)

    def swap(emotion_ids: Iterable[str]) -> tuple[str, ...]:
        return tuple(map(one, emotion_ids))

    board = tuple(
        entry.model_copy(update={"emotions": swap(entry.emotions)}) for entry in character.casting_board
    )
    confrontations = tuple(
        confrontation.model_copy(
            update={
                "emotion_id": one(confrontation.emotion_id),
                "opposing_emotion_id": one(confrontation.opposing_emotion_id),
                "kept_emotion_id": None
                if confrontation.kept_emotion_id is None
                else one(confrontation.kept_emotion_id),
            }
        )
        for confrontation in character.confrontations
    )
    return character.model_copy(
        update={
            "unused_emotions": swap(character.unused_emotions),
            "casting_board": board,
            "confrontations": confrontations,
        }
    )


def referenced_emotions(character: Character) -> tuple[str, ...]:
    """The ids of every emotion the character's sheet names, in sheet order, each once."""
    ids: list[str] = [*character.unused_emotions]
    for entry in character.casting_board:
        ids.extend(entry.emotions)
    for confrontation in character.confrontations:
        ids.extend((confrontation.emotion_id, confrontation.opposing_emotion_id))
        if confrontation.kept_emotion_id is not None:
            ids.append(confrontation.kept_emotion_id)
    return tuple(dict.fromkeys(ids))


# Recognising the character


@frozen
class Recognition:
    """Which of the campaign's characters a sheet may update: the one with its id, and the others
    with exactly its name (another character, unless the user confirms it is the same)."""

    same_id: Character | None
    same_name: tuple[Character, ...]


def recognise(campaign: Campaign, sheet: Sheet) -> Recognition:
    """The campaign's characters a sheet's character may be."""
    incoming = sheet.character
    same_id = next((c for c in campaign.characters if c.id == incoming.id), None)
    same_name = tuple(c for c in campaign.characters if c.name == incoming.name and c.id != incoming.id)
    return Recognition(same_id, same_name)


# The comparison


def _facts(character: Character) -> dict[Key, object]:
    """Every field of a character an update compares, each under its key."""
    facts: dict[Key, object] = {("field", name): getattr(character, name) for name in _FIELDS}
    for pool in _POOLS:
        value = getattr(character, pool)
        facts[("pool", pool, "current")] = value.current
        facts[("pool", pool, "maximum")] = value.maximum
    facts.update((("stat", stat.id), stat) for stat in character.extra_stats)
    facts.update((("skill", skill.id), skill) for skill in character.skills)
    for registration in character.infinity_breaks:
        facts[("registration", registration.id)] = (registration.skill_id, registration.level)
        facts[("use", registration.id)] = registration.used_this_scenario
    facts[("unused",)] = character.unused_emotions
    facts.update((("entry", entry.id), entry) for entry in character.casting_board)
    facts.update((("confrontation", c.id), c) for c in character.confrontations)
    facts[("tension",)] = character.tension_value
    facts[("notes",)] = character.notes
    return facts


@frozen
class Change:
    """One field the sheet has otherwise than the campaign.

    ``base`` is the field as both sides last had it (None: absent then, or not known), ``ours`` as the
    campaign has it, ``theirs`` as the sheet has it (None: absent on that side). ``both_changed``: the
    campaign changed it too since the base. ``rule``: why taking it would break a rule the campaign
    keeps (such a change is never taken).
    """

    key: Key
    base: object
    ours: object
    theirs: object
    both_changed: bool = False
    rule: Text | None = None

    @property
    def group(self) -> Group:
        return _GROUP_OF[self.key[0]]

    @property
    def conflict(self) -> bool:
        return self.both_changed or self.rule is not None

    @property
    def takeable(self) -> bool:
        return self.rule is None


@frozen
class Comparison:
    """What a sheet would change in one of the campaign's characters (:func:`compare`)."""

    character_id: str
    ours: Character
    theirs: Character
    """The sheet's character, its emotions named as the campaign's catalogue will name them."""
    base: Character | None
    catalogue: tuple[Emotion, ...]
    """The campaign's emotion list with the sheet's emotions it lacks (what the update may need)."""
    changes: tuple[Change, ...]
    fight_running: bool
    edited_after_export: bool
    """The sheet's character is not the state the sheet says it was exported from (changed by hand)."""

    @property
    def groups(self) -> tuple[Group, ...]:
        """The groups that hold changes, in the order they are shown."""
        present = {change.group for change in self.changes}
        return tuple(group for group in Group if group in present)

    def in_group(self, group: Group) -> tuple[Change, ...]:
        return tuple(change for change in self.changes if change.group is group)

    @property
    def conflicts(self) -> tuple[Change, ...]:
        return tuple(change for change in self.changes if change.conflict)

    def default_take(self) -> frozenset[Key]:
        """What is taken unless the user says otherwise: every change made on the sheet's side only and
        against no rule; with a fight running, not the campaign's current HP, hope, fatigue and tension."""
        return frozenset(
            change.key
            for change in self.changes
            if not change.conflict and not (self.fight_running and change.key in FIGHT_KEPT)
        )

    def group_keys(self, group: Group) -> frozenset[Key]:
        """What taking a whole group takes: its changes that can be taken, conflicts of both sides too."""
        return frozenset(change.key for change in self.in_group(group) if change.takeable)


def _base(
    campaign: Campaign, character_id: str, sheet: Sheet, renamed: Mapping[str, str]
) -> Character | None:
    latest = _latest_taken(campaign, character_id)
    if latest is not None and latest[1] == state_digest(sheet.character):
        return latest[0]  # this very sheet was taken in before: only what changed here since shows
    if sheet.base is not None:
        return with_emotion_ids(sheet.base, renamed)
    return None if latest is None else latest[0]


def _limit(ours: Character, theirs: Character, base: Character) -> int:
    """The unused emotions' limit the update leaves: the sheet's when only the sheet changed it."""
    changed_here = ours.unused_emotion_limit != base.unused_emotion_limit
    return ours.unused_emotion_limit if changed_here else theirs.unused_emotion_limit


def _rule(
    key: Key, ours_value: object, theirs_value: object, ours: Character, context: _Context
) -> Text | None:
    """Why taking the sheet's value would break a rule the campaign keeps (None: it would not)."""
    kind = key[0]
    if kind == "entry":
        if theirs_value is None:
            return _NOT_REMOVABLE
        target = getattr(theirs_value, "target_id", None)
        moved = ours_value is None or getattr(ours_value, "target_id", None) != target
        if moved and target is not None and target not in context.known_ids:
            return Text(
                "{target} is not a character of this campaign",
                target=getattr(theirs_value, "target_name", target),
            )
    elif kind == "registration":
        if ours_value is not None:
            return _REGISTRATION_FIXED
        return context.new_registration(theirs_value)
    elif kind == "use":
        if ours_value is True and theirs_value is False:
            return _USE_BACK
    elif kind == "skill":
        if theirs_value is None and any(r.skill_id == key[1] for r in ours.infinity_breaks):
            return _SKILL_REGISTERED
    elif kind == "unused" and isinstance(theirs_value, tuple) and len(theirs_value) > context.limit:
        return Text(
            "{count} unused emotions are more than the limit of {limit}",
            count=len(theirs_value),
            limit=context.limit,
        )
    return None


class _Context:
    """What the rules of a comparison need beyond the one field: the campaign's characters, the limit,
    and the registrations added so far (counted in the sheet's order)."""

    def __init__(self, campaign: Campaign, ours: Character, limit: int) -> None:
        self.known_ids = {character.id for character in campaign.characters}
        self.limit = limit
        self._levels = [registration.level for registration in ours.infinity_breaks]

    def new_registration(self, value: object) -> Text | None:
        _, level = cast(tuple[str, int], value)
        if len(self._levels) >= len(REGISTRATION_LEVELS):
            return Text(
                "a character has at most {count} Infinity Break registrations (levels 3, 6 and 9)",
                count=len(REGISTRATION_LEVELS),
            )
        if level in self._levels:
            return Text("level {level} already has an Infinity Break registration", level=level)
        self._levels.append(level)
        return None


def compare(campaign: Campaign, character_id: str, sheet: Sheet) -> Comparison:
    """What taking ``sheet`` into the campaign's character ``character_id`` would change, and the
    conflicts; KeyError when the campaign has no such character."""
    ours = campaign.character(character_id)
    catalogue, renamed = merge_emotions(campaign.emotions, sheet.emotions)
    theirs = with_emotion_ids(sheet.character, renamed)
    base = _base(campaign, character_id, sheet, renamed)
    mine, incoming = _facts(ours), _facts(theirs)
    before = mine if base is None else _facts(base)
    context = _Context(campaign, ours, _limit(ours, theirs, base or ours))
    changes: list[Change] = []
    for key in dict.fromkeys((*mine, *incoming)):
        ours_value, theirs_value = mine.get(key), incoming.get(key)
        if key[0] == "use" and ("registration", key[1]) not in mine.keys() & incoming.keys():
            continue  # the use of a registration one side lacks goes with the registration
        base_value = before.get(key)
        if ours_value == theirs_value or theirs_value == base_value:
            continue
        both = ours_value != base_value
        changes.append(
            Change(
                key,
                base_value,
                ours_value,
                theirs_value,
                both,
                _rule(key, ours_value, theirs_value, ours, context),
            )
        )
    return Comparison(
        character_id=character_id,
        ours=ours,
        theirs=theirs,
        base=base,
        catalogue=catalogue,
        changes=tuple(changes),
        fight_running=campaign.encounter.mode is TensionMode.HIGH,
        edited_after_export=sheet.exported_from is not None
        and sheet.exported_from != state_digest(sheet.character),
    )


# Taking the chosen changes


class _Identified(Protocol):
    @property
    def id(self) -> str: ...


_T = TypeVar("_T", bound=_Identified)


def _merged_items(
    ours: tuple[_T, ...], theirs: tuple[_T, ...], kind: str, take: frozenset[Key]
) -> tuple[_T, ...]:
    """``ours`` with the taken items replaced, removed or (at the end, in the sheet's order) added."""
    incoming = {item.id: item for item in theirs}
    kept: list[_T] = []
    for item in ours:
        if (kind, item.id) not in take:
            kept.append(item)
        elif item.id in incoming:
            kept.append(incoming[item.id])
    have = {item.id for item in ours}
    kept.extend(item for item in theirs if item.id not in have and (kind, item.id) in take)
    return tuple(kept)


def _needs(comparison: Comparison, take: frozenset[Key]) -> frozenset[Key]:
    """``take`` with what its changes need to hold together: the skill a new registration names and the
    entry a new confrontation is on, when the sheet brings those too."""
    keys = {change.key for change in comparison.changes}
    needed = set(take)
    for registration in comparison.theirs.infinity_breaks:
        if ("registration", registration.id) in take:
            needed.add(("skill", registration.skill_id))
    for confrontation in comparison.theirs.confrontations:
        if ("confrontation", confrontation.id) in take:
            needed.add(("entry", confrontation.entry_id))
    return frozenset(key for key in needed if key in keys)


def merged_character(comparison: Comparison, take: frozenset[Key]) -> Character:
    """The campaign's character with the changes of ``take`` (and what they need) taken from the sheet;
    RuleError when one of them breaks a rule, InvalidValueError when they do not make a valid sheet."""
    by_key = {change.key: change for change in comparison.changes}
    take = _needs(comparison, take)
    for key in sorted(take):
        rule = by_key[key].rule
        if rule is not None:
            raise RuleError("{what}: {reason}", what=change_label(comparison, by_key[key]), reason=rule)
    ours, theirs = comparison.ours, comparison.theirs
    changes: dict[str, object] = {name: getattr(theirs, name) for name in _FIELDS if ("field", name) in take}
    for pool in _POOLS:
        current, maximum = (
            getattr(theirs if ("pool", pool, part) in take else ours, pool).model_dump()[part]
            for part in _PARTS
        )
        changes[pool] = Pool(current=min(current, maximum), maximum=maximum)
    changes["extra_stats"] = _merged_items(ours.extra_stats, theirs.extra_stats, "stat", take)
    changes["skills"] = _merged_items(ours.skills, theirs.skills, "skill", take)
    uses = {r.id: r.used_this_scenario for r in theirs.infinity_breaks if ("use", r.id) in take}
    registrations = tuple(
        r.model_copy(update={"used_this_scenario": uses.get(r.id, r.used_this_scenario)})
        for r in ours.infinity_breaks
    )
    changes["infinity_breaks"] = _merged_items(registrations, theirs.infinity_breaks, "registration", take)
    if ("unused",) in take:
        changes["unused_emotions"] = theirs.unused_emotions
    changes["casting_board"] = _merged_items(ours.casting_board, theirs.casting_board, "entry", take)
    changes["confrontations"] = _merged_items(
        ours.confrontations, theirs.confrontations, "confrontation", take
    )
    if ("tension",) in take:
        changes["tension_value"] = theirs.tension_value
    if ("notes",) in take:
        changes["notes"] = theirs.notes
    merged: Character = validated(ours, **changes)
    return merged


@frozen
class UpdateFromSheet:
    """Take the changes ``take`` (keys of :func:`compare`'s changes) of ``sheet`` into the character."""

    character_id: str
    sheet: Sheet
    take: frozenset[Key]


def _updated(campaign: Campaign, update: UpdateFromSheet) -> tuple[Campaign, int, SheetTaken | None]:
    comparison = compare(campaign, update.character_id, update.sheet)
    take = update.take & {change.key for change in comparison.changes}
    if not take:
        return campaign, 0, None
    merged = merged_character(comparison, take)
    wanted = set(referenced_emotions(merged))
    known = {emotion.id for emotion in campaign.emotions}
    added = tuple(e for e in comparison.catalogue if e.id not in known and e.id in wanted)
    after = replace_character(campaign, merged)
    if added:
        after = after.model_copy(update={"emotions": (*campaign.emotions, *added)})
    count = len(_needs(comparison, take))
    # Recognised by its name, the sheet's character may have another id: the base is this campaign's.
    state = comparison.theirs.model_copy(update={"id": update.character_id})
    return after, count, sheet_taken(state, update.sheet, count, added=False)


def _update_name(name: str, count: int) -> Text:
    if count == 1:
        return Text("Update {name} from the sheet ({count} change)", name=name, count=count)
    return Text("Update {name} from the sheet ({count} changes)", name=name, count=count)


def update_from_sheet(
    campaign: Campaign, inputs: UpdateFromSheet, _dice: DiceSource, clock: Clock
) -> Step[int]:
    """Take the chosen changes of a sheet into its character: one step, one log entry, named "Update
    NAME from the sheet (N changes)"; gives the number of changes taken. Nothing changes when none is
    taken."""
    after, count, event = _updated(campaign, inputs)
    name = _update_name(after.character(inputs.character_id).name, count)
    return logged(after, name, count, () if event is None else (event,), clock)


# The changes in words


def _named(items: Iterable[object], item_id: str) -> object | None:
    return next((item for item in items if getattr(item, "id", None) == item_id), None)


def change_label(comparison: Comparison, change: Change) -> Text:
    """What a change is about, in words: "Level", "HP (current)", "Skill 剣術", "Entry 白河 レイ"."""
    kind, *rest = change.key
    either = change.theirs if change.theirs is not None else change.ours
    if kind == "field":
        return labels.field(rest[0])
    if kind == "pool":
        if rest[1] == "current":
            return Text("{pool} (current)", pool=labels.field(rest[0]))
        return Text("{pool} (maximum)", pool=labels.field(rest[0]))
    if kind == "stat":
        return Text("{stat}", stat=getattr(either, "name", ""))
    if kind == "skill":
        return Text("Skill {skill}", skill=getattr(either, "name", ""))
    if kind in ("registration", "use"):
        registration = _named((*comparison.theirs.infinity_breaks, *comparison.ours.infinity_breaks), rest[0])
        level = getattr(registration, "level", "?")
        if kind == "use":
            return Text("Infinity Break of level {level} used this scenario", level=level)
        return Text("Infinity Break registration of level {level}", level=level)
    if kind == "unused":
        return labels.field("unused_emotions")
    if kind == "entry":
        return Text("Entry {target}", target=getattr(either, "target_name", ""))
    if kind == "confrontation":
        entry = _named(
            (*comparison.theirs.casting_board, *comparison.ours.casting_board),
            getattr(either, "entry_id", ""),
        )
        return Text("Confrontation on {target}", target=getattr(entry, "target_name", ""))
    if kind == "tension":
        return labels.field("tension_value")
    return labels.field("notes")


def _emotions(comparison: Comparison, emotion_ids: Iterable[str]) -> Bilingual:
    return labels.emotion_names(Campaign(emotions=comparison.catalogue), emotion_ids)


def value_text(comparison: Comparison, change: Change, value: object) -> Text:
    """One side's value of a change as the comparison shows it (a name, a number, a list of emotions)."""
    kind = change.key[0]
    if value is None:
        return Text("(none)")
    if kind == "registration":
        skill_id, level = cast(tuple[str, int], value)
        skill = _named((*comparison.theirs.skills, *comparison.ours.skills), skill_id)
        return Text("{skill} at level {level}", skill=getattr(skill, "name", skill_id), level=level)
    if kind == "unused":
        return Text("{value}", value=_emotions(comparison, cast(tuple[str, ...], value)))
    if isinstance(value, Skill | Stat):
        return _item_text(value)
    if isinstance(value, BoardEntry):
        return Text(
            "{emotions} (bond {bond})", emotions=_emotions(comparison, value.emotions), bond=value.bond
        )
    if isinstance(value, Confrontation):
        kept = "—" if value.kept_emotion_id is None else _emotions(comparison, (value.kept_emotion_id,))
        return Text(
            "{emotion} against {opposing}, kept: {kept}",
            emotion=_emotions(comparison, (value.emotion_id,)),
            opposing=_emotions(comparison, (value.opposing_emotion_id,)),
            kept=kept,
        )
    if isinstance(value, str):
        return Text("{value}", value=_text_shown(change, value))
    return Text("{value}", value=shown(value))


SHOWN_TEXT = 20
"""How many characters of a text the comparison shows."""


def _text_shown(change: Change, value: str) -> str:
    """A text as the comparison shows it: its beginning, or, when both sides begin alike for longer than
    that (a note with a line added), from a little before where they part, so that the two differ."""
    ours, theirs = change.ours, change.theirs
    alike = 0
    if isinstance(ours, str) and isinstance(theirs, str):
        while alike < min(len(ours), len(theirs)) and ours[alike] == theirs[alike]:
            alike += 1
    if alike < SHOWN_TEXT:
        return cast(str, shown(value))
    piece = value[alike - SHOWN_TEXT // 4 :]
    return "…" + (piece if len(piece) <= SHOWN_TEXT else piece[: SHOWN_TEXT - 1] + "…")


def _item_text(item: Skill | Stat) -> Text:
    if isinstance(item, Stat):
        return Text("{name} {value}", name=item.name, value=item.value)
    return Text(
        "{name} (cost {cost}, TB {bonus}) {effect}",
        name=item.name,
        cost=item.cost,
        bonus=item.tension_bonus,
        effect=shown(item.effect),
    )
