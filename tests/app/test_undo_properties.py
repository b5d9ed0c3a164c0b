"""Any sequence of edits undoes back to the campaign it started from and redoes to where it ended."""

from __future__ import annotations

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from fhrtool.app.document import Document
from fhrtool.model import Campaign, Character, CharacterKind, Emotion, Pool, StatKind
from fhrtool.model.errors import FhrtoolError
from fhrtool.steps import board, sheet

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


class EditSession(RuleBasedStateMachine):
    """Edits as a user makes them, valid or refused; refused ones must leave no step behind."""

    @initialize()
    def start(self) -> None:
        aldo = Character(id="aldo", name="Aldo", life=3, will=4, hope=Pool(current=2, maximum=3), level=6)
        self.document = Document(Campaign(characters=(aldo,), emotions=EMOTIONS))
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

    @precondition(lambda self: self.document.campaign.characters)
    @rule(data=st.data(), field=st.sampled_from(sorted(SCALAR_FIELDS)))
    def set_field(self, data: st.DataObject, field: str) -> None:
        character_id = data.draw(st.sampled_from(self._ids()))
        value = data.draw(SCALAR_FIELDS[field])
        self._try(lambda: self.document.run(sheet.set_field, sheet.SetField(character_id, field, value)))

    @precondition(lambda self: self.document.campaign.characters)
    @rule(data=st.data(), current=st.integers(-1, 6), maximum=st.integers(-1, 6))
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

    @rule()
    def undo_one(self) -> None:
        self.document.undo_stack.undo()

    @rule()
    def redo_one(self) -> None:
        self.document.undo_stack.redo()

    @invariant()
    def campaign_stays_valid(self) -> None:
        campaign = self.document.campaign
        assert Campaign.model_validate_json(campaign.model_dump_json()) == campaign

    def teardown(self) -> None:
        stack = self.document.undo_stack
        stack.setIndex(stack.count())
        final = self.document.campaign
        stack.setIndex(0)
        assert self.document.campaign == self.start_campaign
        stack.setIndex(stack.count())
        assert self.document.campaign == final


EditSession.TestCase.settings = settings(max_examples=40, stateful_step_count=25, deadline=None)
TestEditSession = EditSession.TestCase
