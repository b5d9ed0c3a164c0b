"""The names of the things users see, as :class:`~fhrtool.model.text.Text` the interface translates.

One table per kind of thing: the fields of a character sheet, of a skill, the kinds of character, the
sides of a fight, the essences, the kinds of declaration. Steps put them into their names; the widgets
show the same ones.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from fhrtool.model import Campaign, Character, CharacterKind, Essence, Side, StatKind
from fhrtool.model.options import (
    CheckMode,
    ConfrontationBond,
    CorrectionScope,
    CostSplit,
    DeclarationOrder,
    ExtraActions,
    FumbleRule,
    LeftoverEmotions,
    NegativeSequence,
    OverlapPriority,
    QuickCap,
)
from fhrtool.model.text import Bilingual, Text

FIELDS = {
    "name": Text("Name"),
    "player": Text("Player"),
    "notes": Text("Notes"),
    "kind": Text("PC/NPC"),
    "level": Text("Level"),
    "life": Text("Life"),
    "will": Text("Will"),
    "hope": Text("Hope"),
    "reflex": Text("Reflex"),
    "perception": Text("Perception"),
    "sense": Text("Sense"),
    "extra_stats": Text("Other stats"),
    "fatigue": Text("Fatigue"),
    "hp": Text("HP"),
    "concentration": Text("Concentration"),
    "tension_value": Text("Tension value"),
    "skills": Text("Skills"),
    "infinity_breaks": Text("Infinity Break"),
    "unused_emotions": Text("Unused emotions"),
    "unused_emotion_limit": Text("Unused emotion limit"),
    "casting_board": Text("Casting board"),
    "initiative": Text("Initiative"),
}
"""The fields of a character sheet (and of a combatant: HP, hope, fatigue, the tension value)."""

SKILL_FIELD_LABELS = {
    "name": Text("Skill"),
    "category": Text("Category"),
    "cost": Text("Cost"),
    "tension_bonus": Text("TB"),
    "check_value": Text("Check value"),
    "effect": Text("Effect"),
    "is_extra": Text("Extra"),
    "is_servant": Text("Servant"),
}
SKILL_FIELDS = tuple(SKILL_FIELD_LABELS)
"""The editable fields of a skill, in the order a skills table shows them."""

STAT_FIELDS = ("name", "value")
"""The editable fields of an extra stat; its kind is chosen when it is added."""

CHARACTER_KINDS = {CharacterKind.PC: Text("PC"), CharacterKind.NPC: Text("NPC")}
TRAITOR = Text("背反者")
"""What a PC that turned 背反者 is shown as: an NPC from then on, no longer playable (RULES §11)."""


def character_kind(character: Character) -> Text:
    """PC, NPC, or 背反者 for a PC that turned one."""
    return TRAITOR if character.traitor else CHARACTER_KINDS[character.kind]


COLLECTIONS = {
    "characters": Text("Characters"),
    "emotions": Text("Emotion list"),
    "log": Text("Log"),
    "combatants": Text("Combatants"),
    "declarations": Text("Declarations"),
    "order": Text("Order"),
    "effects": Text("Effects"),
    "skills": Text("Skills"),
    "extra_stats": Text("Other stats"),
    "infinity_breaks": Text("Infinity Break"),
    "unused_emotions": Text("Unused emotions"),
    "casting_board": Text("Casting board"),
    "confrontations": Text("Emotion confrontations"),
}
"""The lists a campaign holds, as a refusal names them when one would grow past what a file can hold."""

ESSENCES = {Essence.LIFE: Text("Life"), Essence.WILL: Text("Will")}
SIDES = {Side.PC: Text("PC"), Side.ALLY: Text("Ally"), Side.ENEMY: Text("Enemy")}
STAT_KINDS = {StatKind.ESSENCE: Text("Essence"), StatKind.ABILITY: Text("Ability")}
DECLARATION_KINDS = {
    "hope": Text("hope on the sequence value"),
    "quick": Text("quick"),
    "passive": Text("passive"),
    "delay": Text("delay"),
    "sync": Text("sync"),
}
"""The kinds of special sequence declaration (特殊シーケンス宣言)."""


OPTION_CHOICES: dict[type[StrEnum], dict[str, Text]] = {
    ExtraActions: {
        ExtraActions.REPEAT: Text("again at v−10, v−20, … while 0 or more"),
        ExtraActions.ONCE: Text("once more at most, at v−10"),
    },
    NegativeSequence: {
        NegativeSequence.NO_SEQUENCE: Text("no sequence of its own (passive actions only)"),
        NegativeSequence.ACT_LAST: Text("acts last, after sequence 0"),
    },
    CheckMode: {
        CheckMode.SUM: Text("sum of the dice"),
        CheckMode.SUCCESSES: Text("number of dice showing the success face or more"),
    },
    FumbleRule: {
        FumbleRule.ALL_ONES: Text("when every die shows 1"),
        FumbleRule.NONE: Text("never"),
    },
    CorrectionScope: {
        CorrectionScope.PER_ESSENCE: Text("one for Life, one for Will"),
        CorrectionScope.SHARED: Text("one for Life and Will together"),
    },
    QuickCap: {
        QuickCap.MIN_LIFE_WILL: Text("no more steps than the lower of Life and Will"),
        QuickCap.NONE: Text("no limit"),
    },
    DeclarationOrder: {
        DeclarationOrder.DELAY_LAST: Text("hope dice, quick, passive, then delay"),
        DeclarationOrder.DELAY_FIRST: Text("delay first, then hope dice, quick, passive"),
    },
    OverlapPriority: {
        OverlapPriority.CRITICAL_FIRST: Text("automatic success"),
        OverlapPriority.FUMBLE_FIRST: Text("automatic failure"),
    },
    LeftoverEmotions: {
        LeftoverEmotions.CHOOSE: Text("the player chooses which to keep"),
        LeftoverEmotions.DISCARD: Text("all are discarded first"),
    },
    CostSplit: {
        CostSplit.TENSION_FIRST: Text("tension value first, then HP"),
        CostSplit.HP_FIRST: Text("HP first, then tension value"),
    },
    ConfrontationBond: {
        ConfrontationBond.PREVIOUS_PLUS_GAIN: Text("the bond it had + 2"),
        ConfrontationBond.RECOMPUTE_PLUS_GAIN: Text("the bonds of the emotions on it now + 2"),
    },
}
"""The choices of the table rules (RuleOptions, RULES.md's [D]) in words, per option type."""


def option_choice(choice: StrEnum) -> Text:
    """A table rule's choice in words."""
    return OPTION_CHOICES[type(choice)][choice]


def field(name: str) -> Text:
    """The label of a character field (the field's own name when it has none)."""
    return FIELDS.get(name) or Text(name)


def declaration_kind(kind: str) -> Text:
    return DECLARATION_KINDS.get(kind) or Text(kind)


def emotion_name(campaign: Campaign, emotion_id: str) -> Bilingual:
    """A catalogue emotion's name in both languages; an emotion since taken off the list shows its id."""
    try:
        emotion = campaign.emotion(emotion_id)
    except KeyError:
        return Bilingual(emotion_id)
    return Bilingual(emotion.name_ja, emotion.name_en)


def emotion_names(campaign: Campaign, emotion_ids: Iterable[str]) -> Bilingual:
    return Bilingual.joined(emotion_name(campaign, emotion_id) for emotion_id in emotion_ids)
