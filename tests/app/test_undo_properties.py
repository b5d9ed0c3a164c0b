"""Any sequence of edits and steps of play undoes back to the campaign it started from and redoes to where
it ended; the fight stays a valid encounter all along."""

from __future__ import annotations

from typing import TypeVar

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant, precondition, rule

from fhrtool.app.document import Document
from fhrtool.model import (
    Campaign,
    Character,
    CharacterKind,
    Delay,
    DurationUnit,
    Emotion,
    Essence,
    Passive,
    Pool,
    Quick,
    Side,
    StatKind,
    Sync,
    TensionMode,
)
from fhrtool.model.encounter import SHARED_NUMBERS
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules import encounter, srs
from fhrtool.rules.checks import roll_check
from fhrtool.rules.dice import RandomDice
from fhrtool.steps import board, sheet, tracker
from fhrtool.steps.step import StepFunction
from tests.app.lifetime import release
from tests.rules.test_encounter_properties import check_invariants
from tests.stateful import UndoAndRedo

I = TypeVar("I")  # noqa: E741 - a step's inputs

EMOTIONS = (
    Emotion(id="kindred", name_ja="気が合う", bond=2),
    Emotion(id="anxiety", name_ja="不安", bond=4, mad=True),
    Emotion(id="vow", name_ja="誓い", bond=2),
)
SCALAR_FIELDS = {
    "life": st.integers(-2, 12),
    "will": st.integers(-2, 12),
    "reflex": st.integers(-4, 4),
    "perception": st.integers(-4, 4),
    "sense": st.integers(-4, 4),
    "fatigue": st.integers(-1, 9),
    "level": st.integers(0, 10),
    "concentration": st.integers(-1, 60),
    "tension_value": st.integers(-5, 105),
    "name": st.text(max_size=8),
    "notes": st.text(max_size=8),
}


class EditSession(UndoAndRedo):
    """Edits as a user makes them, valid or refused; refused ones must leave no step behind."""

    @initialize()
    def start(self) -> None:
        aldo = Character(id="aldo", name="Aldo", life=3, will=4, hope=Pool(current=2, maximum=3), level=6)
        goblin = Character(id="goblin", name="Goblin", kind=CharacterKind.NPC, life=2, will=1)
        self.document = Document(Campaign(characters=(aldo, goblin), emotions=EMOTIONS), dice=RandomDice(7))
        self.start_campaign = self.document.campaign

    def _ids(self) -> list[str]:
        return [character.id for character in self.document.campaign.characters]

    def _try(self, edit: object) -> None:
        count = self.document.undo_stack.count()
        before = self.document.campaign
        try:
            edit()  # type: ignore[operator]
        except FhrtoolError:
            assert self.document.campaign is before
            assert self.document.undo_stack.count() == count

    def _step(self, step: StepFunction[I, object], inputs: I) -> None:
        self._try(lambda: self.document.run(step, inputs))

    @precondition(lambda self: self.document.campaign.characters)
    @rule(data=st.data(), field=st.sampled_from(sorted(SCALAR_FIELDS)))
    def set_field(self, data: st.DataObject, field: str) -> None:
        character_id = data.draw(st.sampled_from(self._ids()))
        value = data.draw(SCALAR_FIELDS[field])
        self._try(lambda: self.document.run(sheet.set_field, sheet.SetField(character_id, field, value)))

    @precondition(lambda self: self.document.campaign.characters)
    # Hope spent in a fight never goes below 0 (the fight's invariants check it), so a sheet starts at 0 or more.
    @rule(data=st.data(), current=st.integers(0, 6), maximum=st.integers(-1, 6))
    def set_hope(self, data: st.DataObject, current: int, maximum: int) -> None:
        character_id = data.draw(st.sampled_from(self._ids()))
        self._try(
            lambda: self.document.run(
                sheet.set_pool, sheet.SetPool(character_id, "hope", current=current, maximum=maximum)
            )
        )

    @rule(kind=st.sampled_from(CharacterKind))
    def add_character(self, kind: CharacterKind) -> None:
        self.document.run(sheet.add_character, sheet.AddCharacter(kind))

    @precondition(lambda self: self.document.campaign.characters)
    @rule(data=st.data())
    def duplicate_or_delete(self, data: st.DataObject) -> None:
        character_id = data.draw(st.sampled_from(self._ids()))
        if data.draw(st.booleans()):
            self.document.run(sheet.duplicate_character, sheet.Duplicate(character_id))
        else:
            self.document.run(sheet.delete_character, character_id)

    @precondition(lambda self: self.document.campaign.characters)
    @rule(data=st.data())
    def skills_and_registrations(self, data: st.DataObject) -> None:
        character_id = data.draw(st.sampled_from(self._ids()))
        skill_id = self.document.run(sheet.add_skill, sheet.AddSkill(character_id))
        self._try(
            lambda: self.document.run(
                sheet.set_skill_field, sheet.SetSkillField(character_id, skill_id, "cost", 3)
            )
        )
        if data.draw(st.booleans()):
            self._try(
                lambda: self.document.run(
                    sheet.register_infinity_break, sheet.RegisterInfinityBreak(character_id, skill_id)
                )
            )
        if data.draw(st.booleans()):
            self._try(
                lambda: self.document.run(sheet.remove_skill, sheet.RemoveSkill(character_id, skill_id))
            )

    @precondition(lambda self: self.document.campaign.characters)
    @rule(data=st.data(), kind=st.sampled_from(StatKind))
    def extra_stat(self, data: st.DataObject, kind: StatKind) -> None:
        character_id = data.draw(st.sampled_from(self._ids()))
        stat_id = self.document.run(sheet.add_stat, sheet.AddStat(character_id, kind))
        self._try(
            lambda: self.document.run(
                sheet.set_stat_field, sheet.SetStatField(character_id, stat_id, "value", 2)
            )
        )

    @precondition(lambda self: self.document.campaign.characters)
    @rule(
        data=st.data(), emotions=st.lists(st.sampled_from([e.id for e in EMOTIONS]), min_size=1, max_size=2)
    )
    def casting_board(self, data: st.DataObject, emotions: list[str]) -> None:
        character_id = data.draw(st.sampled_from(self._ids()))
        self._try(lambda: self.document.run(board.gain_emotions, board.Emotions(character_id, emotions)))
        unused = self.document.character(character_id).unused_emotions
        if unused:
            self._try(
                lambda: self.document.run(
                    board.add_entry, board.AddEntry(character_id, unused[:1], target_name="Bea")
                )
            )

    # The fight: the tracker's steps, in any order; those the round engine refuses leave no step behind.

    def _combatants(self) -> list[str]:
        return [c.id for c in self.document.campaign.encounter.combatants]

    def _fighting(self) -> bool:
        return bool(self.document.campaign.encounter.combatants)

    @precondition(lambda self: self.document.campaign.characters)
    @rule(data=st.data(), count=st.integers(1, 3), side=st.none() | st.sampled_from(Side))
    def add_to_the_fight(self, data: st.DataObject, count: int, side: Side | None) -> None:
        character_id = data.draw(st.sampled_from(self._ids()))
        self._try(
            lambda: self.document.run(
                tracker.add_from_roster, tracker.AddFromRoster([character_id], count, side)
            )
        )

    @precondition(_fighting)
    @rule(data=st.data())
    def remove_or_defeat(self, data: st.DataObject) -> None:
        combatant_id = data.draw(st.sampled_from(self._combatants()))
        if data.draw(st.booleans()):
            self._try(lambda: self.document.run(tracker.remove_combatant, combatant_id))
        else:
            defeated = data.draw(st.booleans())
            self._try(
                lambda: self.document.run(tracker.set_defeated, tracker.SetDefeated(combatant_id, defeated))
            )

    @rule(seed=st.integers(0, 2**16))
    def start_a_round(self, seed: int) -> None:
        """Into the round's declarations: a fight if there is none, high tension, the d10s rolled."""
        if not self._fighting():
            for character_id in ("aldo", "goblin"):
                if character_id in self._ids():
                    inputs = tracker.AddFromRoster([character_id], 1 if character_id == "aldo" else 2)
                    self._step(tracker.add_from_roster, inputs)
        if self.document.campaign.encounter.mode is TensionMode.LOW:
            self._try(lambda: self.document.run(tracker.switch_to_high, None))
        self._try(lambda: self.document.run(tracker.roll_sequence, None, dice=RandomDice(seed)))

    @precondition(_fighting)
    @rule(
        data=st.data(),
        kind=st.sampled_from(["quick", "passive", "delay", "sync", "hope"]),
        amount=st.integers(1, 3),
    )
    def declare(self, data: st.DataObject, kind: str, amount: int) -> None:
        who = data.draw(st.sampled_from(self._combatants()))
        partner = data.draw(st.sampled_from(self._combatants()))
        declaration = {
            "quick": Quick(who, amount),
            "passive": Passive(who, amount),
            "delay": Delay(who, amount * 3),
            "sync": Sync(who, partner),
        }.get(kind)
        if declaration is None:
            self._try(lambda: self.document.run(tracker.declare_hope, tracker.DeclareHope(who, amount)))
        else:
            self._try(lambda: self.document.run(tracker.declare, declaration))
        if data.draw(st.booleans()):
            self._try(lambda: self.document.run(tracker.withdraw, tracker.Withdraw(who, kind)))

    @rule(steps=st.lists(st.booleans(), max_size=6))
    def confirm_and_play(self, steps: list[bool]) -> None:
        """Confirm the order, then Next (True) and Previous (False) through the sequences."""
        self._try(lambda: self.document.run(tracker.confirm_order, None))
        for forward in steps:
            step = tracker.next_slot if forward else tracker.previous_slot
            self._step(step, None)

    @precondition(_fighting)
    @rule(
        data=st.data(),
        essence=st.sampled_from(Essence),
        role=st.sampled_from(["active", "reaction", "other"]),
        pay_with=st.sampled_from(["correction", "fatigue"]),
        seed=st.integers(0, 2**16),
    )
    def check(self, data: st.DataObject, essence: Essence, role: str, pay_with: str, seed: int) -> None:
        campaign = self.document.campaign
        who = data.draw(st.sampled_from(self._combatants()))
        actor = data.draw(st.sampled_from(self._combatants()))
        try:
            pool = encounter.available_dice(
                campaign.encounter, who, essence, passive=role == "reaction", options=campaign.options
            )
            result = roll_check(pool, 10, RandomDice(seed), campaign.options)
        except FhrtoolError:
            return
        request = tracker.CheckRequest(
            essence,
            result,
            role=role,  # type: ignore[arg-type]
            reacting_to=actor if role == "reaction" else None,
            pay_with=pay_with,  # type: ignore[arg-type]
        )
        self._try(lambda: self.document.run(tracker.take_check, tracker.TakeCheck(who, request)))

    @precondition(_fighting)
    @rule(data=st.data(), seed=st.integers(0, 2**16), opposed=st.booleans())
    def action_check(self, data: st.DataObject, seed: int, opposed: bool) -> None:
        who = data.draw(st.sampled_from(self._combatants()))
        opponent = data.draw(st.sampled_from(self._combatants())) if opposed else None
        dice = RandomDice(seed)
        action = srs.check(dice, 3)
        reaction = srs.check(dice, 2) if opponent is not None else None
        request = tracker.ActionCheckRequest(action, opponent, reaction)
        self._try(lambda: self.document.run(tracker.action_check, tracker.ActionCheck(who, request)))

    @precondition(_fighting)
    @rule(
        data=st.data(),
        field=st.sampled_from(["hp", "hope", "fatigue", "tension_value"]),
        change=st.sampled_from(["-3", "+2", "0", "7", "+0"]),
    )
    def adjust(self, data: st.DataObject, field: tracker.Adjustable, change: str) -> None:
        targets = data.draw(
            st.lists(st.sampled_from(self._combatants()), min_size=1, max_size=2, unique=True)
        )
        self._try(lambda: self.document.run(tracker.adjust, tracker.Adjust(targets, field, change)))

    @precondition(_fighting)
    @rule(data=st.data(), duration=st.integers(1, 3), unit=st.sampled_from(DurationUnit), end=st.booleans())
    def effect(self, data: st.DataObject, duration: int, unit: DurationUnit, end: bool) -> None:
        who = data.draw(st.sampled_from(self._combatants()))
        inputs = tracker.AddEffect(who, "Poison", duration, unit)
        self._try(lambda: self.document.run(tracker.add_effect, inputs))
        effects = self.document.campaign.encounter.effects
        if end and effects:
            self._try(lambda: self.document.run(tracker.remove_effect, effects[0].id))

    @rule(odes=st.integers(1, 3))
    def return_to_low_tension(self, odes: int) -> None:
        if self.document.campaign.encounter.mode is TensionMode.HIGH:
            self._try(lambda: self.document.run(tracker.return_to_low, None))
        else:
            self._try(lambda: self.document.run(tracker.advance_odes, odes))

    @invariant()
    def campaign_stays_valid(self) -> None:
        campaign = self.document.campaign
        assert Campaign.model_validate_json(campaign.model_dump_json()) == campaign
        check_invariants(campaign.encounter)

    @invariant()
    def a_pcs_sheet_and_its_combatant_agree(self) -> None:
        campaign = self.document.campaign
        for character in campaign.characters:
            fighter = encounter.only_combatant(campaign.encounter, character.id)
            if character.is_pc and fighter is not None:
                for name in SHARED_NUMBERS:
                    assert getattr(character, name) == getattr(fighter, name), (character.name, name)

    def teardown(self) -> None:
        stack = self.document.undo_stack
        stack.setIndex(stack.count())
        final = self.document.campaign
        stack.setIndex(0)
        assert self.document.campaign == self.start_campaign
        stack.setIndex(stack.count())
        assert self.document.campaign == final
        release(self.document)


EditSession.TestCase.settings = settings(max_examples=60, stateful_step_count=40, deadline=None)
TestEditSession = EditSession.TestCase
