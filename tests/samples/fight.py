"""The four combatants of RULES §8: Aldo and Bea (PCs), Goblin and Dora (NPCs), initiatives 3, 2, 0 and 1.

Each takes the fields a test needs on top of what makes those initiatives.
"""

from fhrtool.model import Character, CharacterKind, Pool, Skill


def aldo(**fields: object) -> Character:
    """Tension 41 and a Slash with check value 7 and tension bonus 2, unless ``fields`` say otherwise."""
    return Character(
        **{
            "id": "aldo",
            "name": "Aldo",
            "life": 3,
            "will": 4,
            "reflex": 2,
            "perception": 1,
            "sense": -1,
            "hope": Pool(current=2, maximum=3),
            "hp": Pool(current=20, maximum=20),
            "tension_value": 41,
            "skills": (Skill(id="slash", name="Slash", check_value=7, tension_bonus=2),),
            **fields,
        }
    )


def bea(**fields: object) -> Character:
    return Character(
        **{
            "id": "bea",
            "name": "Bea",
            "life": 2,
            "will": 3,
            "reflex": 1,
            "perception": 1,
            "hp": Pool(current=15, maximum=15),
            **fields,
        }
    )


def goblin() -> Character:
    return Character(
        id="goblin", name="Goblin", kind=CharacterKind.NPC, life=2, will=1, hp=Pool(current=8, maximum=8)
    )


def dora(**fields: object) -> Character:
    return Character(
        **{
            "id": "dora",
            "name": "Dora",
            "kind": CharacterKind.NPC,
            "life": 2,
            "will": 2,
            "reflex": 1,
            **fields,
        }
    )
