"""Sample characters to export: an ordinary one, and one with hostile text in every field a user types."""

from fhrtool.model import (
    BoardEntry,
    Character,
    Confrontation,
    Emotion,
    InfinityBreak,
    Pool,
    Skill,
    Stat,
    StatKind,
)

HOSTILE = "<script>alert('x')</script>"

JEALOUSY = Emotion(id="jealousy", name_ja="嫉妬", name_en="Jealousy", bond=4, mad=True)
GET_ALONG = Emotion(id="get-along", name_ja="気が合う", name_en="Get Along", bond=2)
OLD_TIES = Emotion(id="old-ties", name_ja="腐れ縁", name_en="Old Ties", bond=2)
ONE_SIDED = Emotion(id="one-sided-love", name_ja="片想い", name_en="One-sided Love", bond=2)
ANXIETY = Emotion(id="anxiety", name_ja="不安", name_en="Anxiety", bond=4, mad=True)
CATALOGUE = (JEALOUSY, GET_ALONG, OLD_TIES, ONE_SIDED, ANXIETY)


def make_alice() -> Character:
    sword = Skill(
        id="sword",
        name="剣術",
        category="常時",
        cost=2,
        tension_bonus=2,
        check_value=3,
        effect="ダメージ+《1D》",
    )
    sense = Skill(id="sense", name="Keen Sense", check_value=-1, effect="Critical value −《1》")
    lore = Skill(id="lore", name="Lore")
    return Character(
        id="alice",
        name="Alice Liddell",
        player="Player One",
        level=3,
        life=3,
        will=4,
        hope=Pool(current=2, maximum=3),
        reflex=2,
        perception=1,
        sense=-1,
        fatigue=1,
        hp=Pool(current=20, maximum=25),
        concentration=41,
        tension_value=49,
        skills=(sword, sense, lore),
        infinity_breaks=(InfinityBreak(id="ib3", skill_id="sword", level=3),),
        unused_emotions=("anxiety",),
        casting_board=(
            BoardEntry(id="e1", target_name="NPC1", emotions=("get-along",), bond=2),
            BoardEntry(id="e2", target_name="NPC2", emotions=("old-ties", "one-sided-love"), bond=4),
        ),
        notes="First line\nsecond line",
    )


def make_hostile() -> Character:
    skill = Skill(id="s", name=HOSTILE, category=HOSTILE, check_value=2, effect=HOSTILE)
    return Character(
        id="hostile",
        name=HOSTILE,
        player=HOSTILE,
        notes=HOSTILE,
        life=1,
        extra_stats=(
            Stat(id="x1", name=HOSTILE, kind=StatKind.ESSENCE, value=2),
            Stat(id="x2", name=HOSTILE + "\nline", kind=StatKind.ABILITY, value=1),
        ),
        skills=(skill,),
        infinity_breaks=(InfinityBreak(skill_id="s", level=3),),
        unused_emotions=("hostile-emotion",),
        casting_board=(BoardEntry(id="b", target_name=HOSTILE, emotions=("hostile-emotion",), bond=4),),
        confrontations=(
            Confrontation(entry_id="b", emotion_id="hostile-emotion", opposing_emotion_id="jealousy"),
        ),
    )


HOSTILE_EMOTION = Emotion(id="hostile-emotion", name_ja=HOSTILE, name_en=HOSTILE, bond=4, mad=True)
