"""The demo fight played through the document with sheet, casting-board and tracker steps in any order,
undone and redone: after every one the sheet and the tracker show the same numbers for each PC, and
those numbers are the sum of every change made (none is lost, whichever side made it)."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant, rule

from fhrtool.app.document import Document
from fhrtool.model import Essence, HopeOnSequence, Pool
from fhrtool.model.encounter import SHARED_NUMBERS
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules.checks import typed_check
from fhrtool.rules.dice import RandomDice
from fhrtool.rules.tension import HP_LOWEST
from fhrtool.steps import board, sheet, tracker
from fhrtool.storage.files import read_campaign
from fhrtool.storage.paths import resource_path
from tests.app.lifetime import release
from tests.stateful import UndoAndRedo

Numbers = tuple[Pool, Pool, int]
"""What the ledger keeps of a PC: HP, hope and fatigue."""

DEMO = read_campaign(resource_path("samples", "demo.fhrc")).value


class PoolsAtTheTable(UndoAndRedo):
    """The ledger is kept by this test from what each step should do; the document must match it."""

    @initialize()
    def start(self) -> None:
        self.document = Document(DEMO, dice=RandomDice(3))
        self.pcs = {
            c.character_id: c.id
            for c in DEMO.encounter.combatants
            if DEMO.character(c.character_id or "").is_pc
        }
        ledger = {pc: self._numbers(pc) for pc in self.pcs}
        self.ledgers: list[dict[str, Numbers]] = [ledger]
        """The ledger after each step of the undo stack (index 0: before any)."""

    def _numbers(self, character_id: str) -> Numbers:
        character = self.document.character(character_id)
        return character.hp, character.hope, character.fatigue

    @property
    def ledger(self) -> dict[str, Numbers]:
        return self.ledgers[self.document.undo_stack.index()]

    def _step(
        self, run: Callable[[], object], character_id: str, expect: Callable[[Numbers], Numbers]
    ) -> None:
        """Run a step; when it is taken, the PC's numbers are ``expect`` of what the ledger had."""

        def one(ledger: dict[str, Numbers]) -> dict[str, Numbers]:
            return {**ledger, character_id: expect(ledger[character_id])}

        self._step_all(run, one)

    def _step_all(
        self, run: Callable[[], object], expect: Callable[[dict[str, Numbers]], dict[str, Numbers]]
    ) -> None:
        """Run a step; when it is taken, the ledger becomes ``expect`` of what it was."""
        stack = self.document.undo_stack
        before, index = self.document.campaign, stack.index()
        try:
            run()
        except FhrtoolError:
            assert self.document.campaign is before
            return
        if self.document.campaign is before:
            return
        ledger = expect(self.ledgers[index])
        # A typed value that merges with the edit before it replaces that edit's ledger.
        del self.ledgers[stack.index() :]
        self.ledgers.append(ledger)
        assert len(self.ledgers) == stack.index() + 1

    # The sheet

    @rule(
        data=st.data(),
        field=st.sampled_from(["hp", "hope"]),
        current=st.integers(-3, 40),
        maximum=st.integers(0, 40),
    )
    def set_pool_on_the_sheet(self, data: st.DataObject, field: str, current: int, maximum: int) -> None:
        pc = data.draw(st.sampled_from(sorted(self.pcs)))
        pool = Pool(current=min(current, maximum), maximum=maximum)

        def expect(numbers: Numbers) -> Numbers:
            hp, hope, fatigue = numbers
            return (pool, hope, fatigue) if field == "hp" else (hp, pool, fatigue)

        inputs = sheet.SetPool(pc, field, current, maximum)
        self._step(lambda: self.document.run(sheet.set_pool, inputs), pc, expect)

    @rule(data=st.data(), fatigue=st.integers(0, 6))
    def set_fatigue_on_the_sheet(self, data: st.DataObject, fatigue: int) -> None:
        pc = data.draw(st.sampled_from(sorted(self.pcs)))
        inputs = sheet.SetField(pc, "fatigue", fatigue)
        self._step(lambda: self.document.run(sheet.set_field, inputs), pc, lambda n: (n[0], n[1], fatigue))

    @rule(data=st.data(), value=st.integers(0, 6), field=st.sampled_from(["life", "will", "reflex"]))
    def set_an_essence_or_ability(self, data: st.DataObject, value: int, field: str) -> None:
        pc = data.draw(st.sampled_from(sorted(self.pcs)))
        self._step(
            lambda: self.document.run(sheet.set_field, sheet.SetField(pc, field, value)), pc, lambda n: n
        )

    # The casting board

    @rule(data=st.data(), amount=st.integers(0, 30), tension=st.integers(0, 30))
    def pay_cost(self, data: st.DataObject, amount: int, tension: int) -> None:
        pc = data.draw(st.sampled_from(sorted(self.pcs)))
        from_hp = amount - tension

        def expect(numbers: Numbers) -> Numbers:
            hp, hope, fatigue = numbers
            assert hp.current - from_hp >= HP_LOWEST
            return hp.with_current(hp.current - from_hp), hope, fatigue

        inputs = board.PayCost(pc, amount, from_tension=tension)
        self._step(lambda: self.document.run(board.pay_cost, inputs), pc, expect)

    @rule(data=st.data(), tension=st.integers(0, 60))
    def use_infinity_break(self, data: st.DataObject, tension: int) -> None:
        pc = data.draw(st.sampled_from(sorted(self.pcs)))
        character = self.document.character(pc)
        registration = data.draw(st.sampled_from(character.infinity_breaks))
        cost = 50 + character.skill(registration.skill_id).cost

        def expect(numbers: Numbers) -> Numbers:
            hp, hope, fatigue = numbers
            return hp.with_current(hp.current - (cost - tension)), hope, fatigue

        inputs = board.UseInfinityBreak(pc, registration.id, from_tension=tension)
        self._step(lambda: self.document.run(board.use_infinity_break, inputs), pc, expect)

    # The tracker

    @rule(data=st.data(), field=st.sampled_from(["hp", "hope", "fatigue"]), delta=st.integers(-12, 12))
    def adjust_in_the_tracker(self, data: st.DataObject, field: tracker.Adjustable, delta: int) -> None:
        pc = data.draw(st.sampled_from(sorted(self.pcs)))

        def expect(numbers: Numbers) -> Numbers:
            hp, hope, fatigue = numbers
            if field == "hp":
                return hp.with_current(hp.current + delta), hope, fatigue
            if field == "hope":
                return hp, hope.with_current(max(0, hope.current + delta)), fatigue
            return hp, hope, max(0, fatigue + delta)

        inputs = tracker.Adjust([self.pcs[pc]], field, f"{delta:+d}")
        self._step(lambda: self.document.run(tracker.adjust, inputs), pc, expect)

    @rule()
    def confirm_the_order(self) -> None:
        """The hope declared on sequence values is spent when the order is fixed."""
        fight = self.document.campaign.encounter
        spent = {
            declaration.combatant_id: len(declaration.d6_results)
            for declaration in fight.declarations
            if isinstance(declaration, HopeOnSequence)
        }

        def expect(ledger: dict[str, Numbers]) -> dict[str, Numbers]:
            after = dict(ledger)
            for pc, (hp, hope, fatigue) in ledger.items():
                after[pc] = hp, hope.with_current(hope.current - spent.get(self.pcs[pc], 0)), fatigue
            return after

        self._step_all(lambda: self.document.run(tracker.confirm_order, None), expect)

    @rule(
        data=st.data(),
        essence=st.sampled_from(Essence),
        hope=st.integers(0, 2),
        pay_with=st.sampled_from(["correction", "fatigue"]),
    )
    def check_in_the_tracker(self, data: st.DataObject, essence: Essence, hope: int, pay_with: str) -> None:
        pc = data.draw(st.sampled_from(sorted(self.pcs)))
        request = tracker.CheckRequest(essence, typed_check(8, 10), hope=hope, pay_with=pay_with)  # type: ignore[arg-type]

        def expect(numbers: Numbers) -> Numbers:
            hp, spent, fatigue = numbers
            return hp, spent.with_current(spent.current - hope), fatigue + (pay_with == "fatigue")

        inputs = tracker.TakeCheck(self.pcs[pc], request)
        self._step(lambda: self.document.run(tracker.take_check, inputs), pc, expect)

    @invariant()
    def sheet_and_tracker_agree_with_the_ledger(self) -> None:
        campaign = self.document.campaign
        for pc, combatant_id in self.pcs.items():
            character, combatant = campaign.character(pc), campaign.encounter.combatant(combatant_id)
            for name in SHARED_NUMBERS:
                assert getattr(character, name) == getattr(combatant, name), (character.name, name)
            assert self._numbers(pc) == self.ledger[pc]

    def teardown(self) -> None:
        release(self.document)


PoolsAtTheTable.TestCase.settings = settings(max_examples=60, stateful_step_count=40, deadline=None)
TestPoolsAtTheTable = PoolsAtTheTable.TestCase
