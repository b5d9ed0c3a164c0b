"""The one gate: every hostile document is refused with its reason or repaired with a note, never more."""

import json
import re
from pathlib import Path

import pytest

from fhrtool.cli import main
from fhrtool.model import (
    Campaign,
    Character,
    CharacterKind,
    Combatant,
    Encounter,
    Phase,
    Pool,
    RuleOptions,
    Sync,
)
from fhrtool.rules import RuleError
from fhrtool.rules.encounter import confirm_order
from fhrtool.storage.envelope import CAMPAIGN_SCHEMA
from fhrtool.storage.errors import LoadError
from fhrtool.storage.files import (
    Loaded,
    encode_campaign,
    encode_sheet,
    parse_campaign,
    parse_sheet,
    read_campaign,
    read_sheet,
)

from .hostile import CASES, Case, campaign

SUFFIX = {"campaign": ".fhrc", "sheet": ".fhrs"}


def _file(tmp_path: Path, case: Case) -> Path:
    path = tmp_path / f"{case.name}{SUFFIX[case.kind]}"
    path.write_bytes(case.data())
    return path


def _read(path: Path) -> Loaded[object]:
    return read_sheet(path) if path.suffix == ".fhrs" else read_campaign(path)  # type: ignore[return-value]


def test_the_corpus_starts_from_a_valid_campaign() -> None:
    assert parse_campaign(encode_campaign(campaign())) == Loaded(campaign(), CAMPAIGN_SCHEMA, migrated=False)


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_a_hostile_file_is_refused_or_repaired_and_left_as_it_was(tmp_path: Path, case: Case) -> None:
    path = _file(tmp_path, case)
    before = path.read_bytes()
    if case.verdict == "refused":
        with pytest.raises(LoadError) as refused:
            _read(path)
        assert str(refused.value).startswith(f"{path}: ")
        assert re.search(case.expected, refused.value.problem.format(**refused.value.problem_params))
    else:
        loaded = _read(path)
        assert any(re.search(case.expected, str(note)) for note in loaded.notes), loaded.notes
        assert loaded.changed
        # What the repair leaves is itself sound: saved, it opens again with nothing to repair.
        if isinstance(loaded.value, Campaign):
            assert parse_campaign(encode_campaign(loaded.value)).notes == ()
        else:
            assert parse_sheet(encode_sheet(loaded.value)).notes == ()
    assert path.read_bytes() == before


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_validate_says_what_opening_would_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: Case
) -> None:
    path = _file(tmp_path, case)
    before = path.read_bytes()
    code = main(["validate", str(path)])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    if case.verdict == "refused":
        assert code == 1
        assert out == ""
        assert err.startswith(f"{path}: ")
        assert re.search(case.expected, err)
    else:
        assert code == 0
        opened = "campaign, 2 characters" if case.kind == "campaign" else "sheet of Aldo"
        assert out.startswith(f"{path}: valid {opened}, repaired when opened (")
        assert re.search(f"^{re.escape(str(path))}: repaired: .*{case.expected}", out, re.MULTILINE)
    assert path.read_bytes() == before


def test_a_d10_rolled_again_sends_the_declarations_back_to_rolling(tmp_path: Path) -> None:
    case = next(case for case in CASES if case.name == "d10-showing-11-while-declaring")
    encounter = read_campaign(_file(tmp_path, case)).value.encounter
    assert (encounter.phase, encounter.rolls) == (Phase.ROLLING, {"c-aldo": 7})


def test_a_slot_keeps_each_combatant_once_in_its_order(tmp_path: Path) -> None:
    case = next(case for case in CASES if case.name == "slot-with-a-double")
    order = read_campaign(_file(tmp_path, case)).value.encounter.order
    assert order[0].combatant_ids == ("c-aldo", "goblin")


def test_an_emotion_missing_from_a_full_list_is_refused(tmp_path: Path) -> None:
    from fhrtool.model import Character, Emotion
    from fhrtool.model.campaign import EMOTIONS_MAX

    full = tuple(Emotion(id=f"e{n}", name_ja=f"感情{n}", bond=1) for n in range(EMOTIONS_MAX))
    aldo = Character(id="aldo", name="Aldo", unused_emotions=("e0",))
    data = encode_campaign(Campaign(characters=(aldo,), emotions=full)).replace(b'"e0"\n', b'"lost"\n', 1)
    assert b'"lost"' in data
    with pytest.raises(
        LoadError, match="the emotion lost is not on the campaign's emotion list, which is full"
    ):
        parse_campaign(data)


def test_a_round_started_over_forgets_who_reacted_to_whom(tmp_path: Path) -> None:
    case = next(case for case in CASES if case.name == "low-tension-mid-round")
    encounter = read_campaign(_file(tmp_path, case)).value.encounter
    assert (encounter.phase, encounter.reacted, encounter.reactions) == (None, (), ())


def test_a_pcs_numbers_in_the_fight_are_its_sheets(tmp_path: Path) -> None:
    case = next(case for case in CASES if case.name == "pc-numbers-differ-from-the-sheet")
    loaded = read_campaign(_file(tmp_path, case)).value
    aldo = loaded.encounter.combatant("c-aldo")
    assert (aldo.hp, aldo.life) == (loaded.character("aldo").hp, 3)
    # An NPC's copy keeps its own numbers: it may be the last of several.
    goblin = Character(id="gob", name="Goblin", kind=CharacterKind.NPC, hp=Pool(current=8, maximum=8))
    copy = Combatant(id="gob-2", name="Goblin 2", character_id="gob", hp=Pool(current=3, maximum=8))
    fight = Encounter(combatants=(copy,))
    kept = parse_campaign(encode_campaign(Campaign(characters=(goblin,), encounter=fight))).value
    assert kept.encounter.combatant("gob-2").hp == Pool(current=3, maximum=8)
    # Nor do copies of an NPC that was made a PC: one sheet cannot say which of them is right.
    made_pc = goblin.model_copy(update={"kind": CharacterKind.PC})
    first = copy.model_copy(update={"id": "gob-1", "name": "Goblin 1", "hp": Pool(current=5, maximum=8)})
    both = Encounter(combatants=(first, copy))
    loaded = parse_campaign(encode_campaign(Campaign(characters=(made_pc,), encounter=both)))
    assert [c.hp.current for c in loaded.value.encounter.combatants] == [5, 3]
    assert loaded.notes == ()


def test_an_emotion_twice_on_an_entry_is_there_once_with_the_bond_it_had(tmp_path: Path) -> None:
    case = next(case for case in CASES if case.name == "emotion-twice-on-an-entry-of-a-campaign")
    (entry,) = read_campaign(_file(tmp_path, case)).value.characters[0].casting_board
    assert (entry.emotions, entry.bond) == (
        ("trust", "rival"),
        campaign().characters[0].casting_board[0].bond,
    )


def test_an_emotion_twice_stays_where_the_table_rules_allow_it(tmp_path: Path) -> None:
    case = next(case for case in CASES if case.name == "emotion-twice-on-an-entry-of-a-campaign")
    data = json.loads(case.data())
    data["data"]["options"] = {"entry_emotions_once": False}
    loaded = parse_campaign(json.dumps(data).encode())
    (entry,) = loaded.value.characters[0].casting_board
    assert entry.emotions == ("trust", "rival", "trust")
    assert loaded.notes == ()


def test_two_entries_for_one_character_open_as_they_are(tmp_path: Path) -> None:
    aldo = campaign().characters[0]
    second = aldo.casting_board[0].model_copy(update={"id": "entry-2", "emotions": ("rival",)})
    doubled = campaign().model_copy(
        update={"characters": (aldo.model_copy(update={"casting_board": (*aldo.casting_board, second)}),)}
    )
    loaded = parse_campaign(encode_campaign(doubled))
    assert loaded.notes == ()
    assert [entry.id for entry in loaded.value.characters[0].casting_board] == ["entry", "entry-2"]


def test_a_sync_without_a_partners_sequence_is_dropped_and_the_round_can_be_confirmed(tmp_path: Path) -> None:
    case = next(case for case in CASES if case.name == "sync-with-a-partner-without-a-sequence")
    loaded = read_campaign(_file(tmp_path, case)).value
    assert [d.kind for d in loaded.encounter.declarations] == ["passive"]
    confirmed = confirm_order(loaded.encounter, loaded.options).state
    assert [slot.combatant_ids for slot in confirmed.order] == [("c-aldo",)]


def test_a_sync_without_a_partners_sequence_stays_where_the_table_rules_accept_it(tmp_path: Path) -> None:
    case = next(case for case in CASES if case.name == "sync-with-a-partner-without-a-sequence")
    data = json.loads(case.data())
    data["data"]["options"] = {"sync_needs_partner_sequence": False}
    loaded = parse_campaign(json.dumps(data).encode())
    assert [d.kind for d in loaded.value.encounter.declarations] == ["passive", "sync"]
    assert loaded.notes == ()
    # Confirmed, Aldo takes the goblin's -4 with it, and neither acts.
    confirmed = confirm_order(loaded.value.encounter, loaded.value.options).state
    assert confirmed.order == ()
    # A partner out of the round is refused whatever the table says: that sync is still dropped.
    accepting = _declaring(Sync("c-aldo", "goblin"), defeated=True).model_copy(
        update={"options": RuleOptions(sync_needs_partner_sequence=False)}
    )
    dropped = parse_campaign(encode_campaign(accepting))
    assert dropped.value.encounter.declarations == ()
    assert len(dropped.notes) == 1


def test_a_round_that_cannot_be_planned_keeps_its_syncs_for_confirming_to_explain(tmp_path: Path) -> None:
    case = next(case for case in CASES if case.name == "sync-with-a-partner-without-a-sequence")
    data = json.loads(case.data())
    data["data"]["encounter"]["declarations"].append({"kind": "delay", "combatant_id": "c-aldo", "value": 9})
    loaded = parse_campaign(json.dumps(data).encode())
    # A delay above the value rolled: the round cannot be planned at all, so nothing is dropped on opening,
    # and confirming the order says what is wrong.
    assert len(loaded.value.encounter.declarations) == 3
    with pytest.raises(RuleError, match="Aldo cannot both delay and sync"):
        confirm_order(loaded.value.encounter, loaded.value.options)


def _declaring(
    *declarations: object, defeated: bool = False, rolls: dict[str, int] | None = None
) -> Campaign:
    """Aldo (roll 7) and Goblin (roll 3) declaring; the goblin defeated if said so."""
    fight = campaign().encounter.model_copy(
        update={
            "phase": Phase.DECLARING,
            "order": (),
            "position": 0,
            "rolls": {"c-aldo": 7, "goblin": 3} if rolls is None else rolls,
            "sequence_values": {},
            "counters": {},
            "declarations": declarations,
        }
    )
    goblin = fight.combatant("goblin").model_copy(update={"defeated": defeated})
    return campaign().model_copy(
        update={"encounter": fight.model_copy(update={"combatants": (fight.combatants[0], goblin)})}
    )


def test_a_sync_with_a_sequence_or_in_a_round_not_rolled_yet_stays() -> None:
    sync = Sync("c-aldo", "goblin")
    kept = parse_campaign(encode_campaign(_declaring(sync)))
    assert (kept.value.encounter.declarations, kept.notes) == ((sync,), ())
    # A d10 missing while declaring: the sync is left for confirming to judge.
    unrolled = parse_campaign(encode_campaign(_declaring(sync, rolls={"c-aldo": 7})))
    assert unrolled.value.encounter.declarations == (sync,)


def test_a_sync_with_a_defeated_partner_is_dropped() -> None:
    loaded = parse_campaign(encode_campaign(_declaring(Sync("c-aldo", "goblin"), defeated=True)))
    assert loaded.value.encounter.declarations == ()
    assert [str(note) for note in loaded.notes] == [
        "Aldo's sync with Goblin, who has no sequence this round, was dropped: Aldo acts at their own value"
    ]
