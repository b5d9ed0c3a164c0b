"""A casting board to play on: the bundled emotion list, Aldo of RULES §15 and boards of numbered entries."""

from collections.abc import Sequence

from fhrtool.model import BoardEntry, Character, InfinityBreak, Pool, Skill
from fhrtool.rules import casting
from fhrtool.storage.catalogue import load_default_emotions

CATALOGUE = load_default_emotions()
SLASH = Skill(id="slash", name="Slash", cost=4, effect="ダメージ+《1D》")
AURA = Skill(id="aura", name="Aura", cost=2, effect="判定+《2》", category="常時")


def board(*emotion_sets: tuple[str, ...], names: Sequence[str] = ()) -> tuple[BoardEntry, ...]:
    """Entries ``e1``, ``e2``… with these emotions, about NPC1, NPC2… unless ``names`` says otherwise."""
    return tuple(
        BoardEntry(
            id=f"e{number}",
            target_name=names[number - 1] if names else f"NPC{number}",
            emotions=emotions,
            bond=casting.entry_bond(emotions, CATALOGUE),
        )
        for number, emotions in enumerate(emotion_sets, start=1)
    )


def aldo(**fields: object) -> Character:
    """A PC with concentration 41 (the worked example of RULES §15), two skills and two registrations."""
    character = Character(
        id="aldo",
        name="Aldo",
        level=6,
        concentration=41,
        tension_value=41,
        hp=Pool(current=20, maximum=20),
        skills=(SLASH, AURA),
        infinity_breaks=(
            InfinityBreak(id="ib3", skill_id="slash", level=3),
            InfinityBreak(id="ib6", skill_id="aura", level=6),
        ),
        unused_emotions=("kindred-spirit", "old-ties", "unrequited-love"),
    )
    return character.model_copy(update=fields)
