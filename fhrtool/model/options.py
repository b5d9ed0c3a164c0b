"""Table rules: every choice the rule text leaves open ([D] in RULES.md), with the documented default.

This is the only place a default lives; the rules engine reads the option, never a literal.
"""

from __future__ import annotations

from enum import StrEnum

from fhrtool.model.base import Record
from fhrtool.model.record import Field


class ExtraActions(StrEnum):
    """How often a sequence value of 10 or more acts again (RULES §4)."""

    REPEAT = "repeat"  # at v, v-10, v-20, ... while >= 0
    ONCE = "once"  # at most one extra action


class NegativeSequence(StrEnum):
    """What a negative sequence value means (RULES §4)."""

    NO_SEQUENCE = "no_sequence"  # no own sequence this round; passive actions only
    ACT_LAST = "act_last"  # acts once after sequence 0, lowest value last


class CheckMode(StrEnum):
    """How the FHR dice-pool check is read (RULES §1)."""

    SUM = "sum"  # sum of the dice >= target
    SUCCESSES = "successes"  # dice showing success_face or more are counted; count >= target


class FumbleRule(StrEnum):
    ALL_ONES = "all_ones"  # every die shows 1
    NONE = "none"


class CorrectionScope(StrEnum):
    """Whether Life and Will checks have separate tension-correction counters (RULES §5)."""

    PER_ESSENCE = "per_essence"
    SHARED = "shared"


class QuickCap(StrEnum):
    MIN_LIFE_WILL = "min_life_will"  # quick steps <= min(Life, Will)
    NONE = "none"


class DeclarationOrder(StrEnum):
    """The order in which a combatant's special sequence declarations apply (RULES §7); a sync is last."""

    DELAY_LAST = "delay_last"  # hope dice, quick, passive, then delay
    DELAY_FIRST = "delay_first"  # delay on the rolled value, then hope dice, quick and passive


class OverlapPriority(StrEnum):
    """Which automatic result wins when the critical and fumble ranges overlap (RULES §9)."""

    CRITICAL_FIRST = "critical_first"
    FUMBLE_FIRST = "fumble_first"


class LeftoverEmotions(StrEnum):
    """Unused emotions left over when a scenario starts within a session (RULES §11)."""

    CHOOSE = "choose"  # the player keeps the ones chosen; the scenario's gain fills up to the limit
    DISCARD = "discard"  # all are discarded first; the scenario gains its 3


class CostSplit(StrEnum):
    """The default split of cost damage between tension value and HP (RULES §12)."""

    TENSION_FIRST = "tension_first"
    HP_FIRST = "hp_first"


class ConfrontationBond(StrEnum):
    """The bond of an entry after an emotion confrontation (RULES §13)."""

    PREVIOUS_PLUS_GAIN = "previous_plus_gain"  # stored bond + 2, whichever emotion is kept
    RECOMPUTE_PLUS_GAIN = "recompute_plus_gain"  # bonds of the emotions now on the entry + 2


class RuleOptions(Record):
    """The table's choices for everything the rule text does not settle."""

    npc_abilities_limited: bool = Field(
        default=False, description="Apply the PC limit of -2..+2 on abilities to NPCs too (§1)."
    )
    fatigue_penalty_step: int = Field(
        default=0, ge=0, le=99, description="Each this many fatigue is -1 die on FHR checks; 0 = none (§1)."
    )
    die_faces: int = Field(default=6, ge=2, le=100, description="Faces of the dice of an FHR check (§1).")
    check_mode: CheckMode = Field(default=CheckMode.SUM, description="Sum the pool or count successes (§1).")
    success_face: int = Field(
        default=5, ge=1, le=100, description="Lowest face that counts as a success (§1)."
    )
    fumble_rule: FumbleRule = Field(
        default=FumbleRule.ALL_ONES, description="When an FHR check fumbles (§1)."
    )
    allow_checks_below_one_die: bool = Field(
        default=True, description="A check with fewer than 1 die is warned about, not refused (§1)."
    )
    long_effects_elapse_one_ode: bool = Field(
        default=True, description="Effects longer than 1 ode count 1 ode when low tension resumes (§2)."
    )
    simultaneous_groups_any_size: bool = Field(
        default=True, description="Three or more combatants may share a simultaneous group (§4)."
    )
    extra_actions: ExtraActions = Field(
        default=ExtraActions.REPEAT, description="Actions at v-10, v-20... (§4)."
    )
    extra_slots_by_same_rule: bool = Field(
        default=True,
        description="An extra-action slot is ordered among others by value and initiative; "
        "otherwise it follows every first action of the same value (§4).",
    )
    negative_sequence: NegativeSequence = Field(
        default=NegativeSequence.NO_SEQUENCE, description="What a negative sequence value means (§4)."
    )
    hope_on_sequence_in_declarations: bool = Field(
        default=True,
        description="Hope may be spent on the sequence value during the declaration window (§4).",
    )
    correction_scope: CorrectionScope = Field(
        default=CorrectionScope.PER_ESSENCE, description="One tension-correction counter per essence (§5)."
    )
    hope_dice_per_point: int = Field(
        default=1, ge=1, le=9, description="Dice one hope point adds to a check (§5)."
    )
    one_reaction_per_simultaneous_group: bool = Field(
        default=False,
        description="A target reacts once to a simultaneous group; by default it may react several times to "
        "the one action of the group it chose (§6).",
    )
    actors_chain_reactions: bool = Field(
        default=True,
        description="Who acts on the sequence may react to a reaction (a chained reaction), like anyone but "
        "the one reacted to; otherwise only the others may (§6).",
    )
    quick_cap: QuickCap = Field(default=QuickCap.MIN_LIFE_WILL, description="Limit on quick steps (§7).")
    delay_minimum: int = Field(default=0, ge=-99, le=99, description="The lowest value a delay may set (§7).")
    sync_keeps_own_extra_actions: bool = Field(
        default=False,
        description="A syncing combatant keeps the extra actions of its own value; by default it takes the "
        "partner's value and only the partner's slots (§7).",
    )
    sync_needs_partner_sequence: bool = Field(
        default=True,
        description="A sync with a partner who has no sequence this round (pushed below 0) is refused with "
        "the reason; otherwise it is accepted and the syncing combatant does not act (§7).",
    )
    declaration_order: DeclarationOrder = Field(
        default=DeclarationOrder.DELAY_LAST,
        description="Order of the declarations: hope dice, quick, passive, then delay; or the delay first on "
        "the rolled value and the others after it. A sync always comes last (§7).",
    )
    delay_and_sync_exclusive: bool = Field(
        default=True, description="One combatant cannot both delay and sync (§7)."
    )
    extra_slots_from_final_value: bool = Field(
        default=True, description="Extra-action slots come from the value after declarations (§7)."
    )
    critical_value: int = Field(
        default=12, ge=2, le=99, description="Default critical value of 2D6 checks (§9)."
    )
    fumble_value: int = Field(default=2, ge=0, le=99, description="Default fumble value of 2D6 checks (§9).")
    overlap_priority: OverlapPriority = Field(
        default=OverlapPriority.CRITICAL_FIRST, description="Critical or fumble first when they overlap (§9)."
    )
    reaction_critical_beats_normal: bool = Field(
        default=True, description="A critical reaction beats a normal action (§10)."
    )
    leftover_emotions: LeftoverEmotions = Field(
        default=LeftoverEmotions.CHOOSE,
        description="Unused emotions left over at a new scenario within a session: the player keeps the ones "
        "chosen and the scenario's gain fills up to the limit, or all are discarded first (§11).",
    )
    one_entry_per_character: bool = Field(
        default=True,
        description="A casting board holds one entry per character: adding one who has an entry is refused, "
        "and more emotions for them come through confrontations; otherwise a second entry may be added (§11).",
    )
    entry_emotions_once: bool = Field(
        default=True,
        description="An entry holds each emotion once: placing an emotion twice, or a confrontation offering "
        "one the entry already holds, is refused; otherwise an emotion may stand twice on an entry (§11).",
    )
    empty_board_is_traitor: bool = Field(default=False, description="An empty board makes a 背反者 (§11).")
    starting_tension_follows_concentration: bool = Field(
        default=True,
        description="While a character's tension value is still concentration + total bond, changing its "
        "concentration changes the tension value too, so a new character starts its first scenario with "
        "it; otherwise only a new scenario sets it (§12).",
    )
    cost_split: CostSplit = Field(
        default=CostSplit.TENSION_FIRST, description="Default cost-damage split (§12)."
    )
    confrontation_bond: ConfrontationBond = Field(
        default=ConfrontationBond.PREVIOUS_PLUS_GAIN,
        description="Bond of an entry after a confrontation (§13).",
    )
    boost_keeps_unit: bool = Field(
        default=True,
        description="Infinity Break: a number with a unit in 《 》 keeps its unit (《10%》 → 《20%》); "
        "otherwise +10 is written after it (《10%+10》) (§14).",
    )
