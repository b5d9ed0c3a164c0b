"""The plain-text memo of a character for online tools: what their fields have no place for (player,
level, skills, Infinity Break, casting board, notes)."""

from __future__ import annotations

from fhrtool.exchange.labels import Labels
from fhrtool.exchange.summary import marked_name, one_line
from fhrtool.model import Sheet
from fhrtool.model.base import clean_text
from fhrtool.rules.casting import total_bond


def memo(sheet: Sheet, labels: Labels) -> str:
    character = sheet.character
    kind = labels.pc if character.is_pc else labels.npc
    player = one_line(character.player)
    lines = [f"{labels.player}: {player}"] if player else []
    lines.append(f"{labels.level}: {character.level} ({kind})")
    if character.traitor:
        lines.append(labels.traitor)
    if character.skills:
        lines.append(f"[{labels.skills}]")
        for skill in character.skills:
            details = " / ".join(
                part
                for part in (
                    one_line(skill.category),
                    f"{labels.cost} {skill.cost}",
                    f"{labels.tension_bonus} {skill.tension_bonus}",
                    one_line(skill.effect),
                )
                if part
            )
            lines.append(f"{labels.skill_format.format(one_line(skill.name))} {details}")
    if character.infinity_breaks:
        lines.append(f"[{labels.infinity_break}]")
        for registration in character.infinity_breaks:
            used = labels.used if registration.used_this_scenario else labels.unused
            name = one_line(character.skill(registration.skill_id).name)
            lines.append(f"{labels.level} {registration.level}: {labels.skill_format.format(name)} ({used})")
    if character.casting_board:
        lines.append(f"[{labels.casting_board}] {labels.bond_total} {total_bond(character.casting_board)}")
        for entry in character.casting_board:
            names = "・".join(
                marked_name(sheet, emotion_id, labels.language) for emotion_id in entry.emotions
            )
            lines.append(f"{one_line(entry.target_name)}: {names} ({labels.bond} {entry.bond})")
    if character.notes:
        lines.append(f"[{labels.notes}]")
        lines.append(clean_text(character.notes))
    return "\n".join(lines)
