"""Who of the sequence being played has acted in it, read from the round's log entries."""

from __future__ import annotations

from fhrtool.model import Campaign, LogEntry

_STARTED = "sequence_started"
_ROUND_START = "order_confirmed"


def _acting(entry: LogEntry) -> str | None:
    """The combatant an entry shows acting on its own turn: an active action, a Life or Will check
    that is no reaction, or the action side of a 2D6 check; None for any other entry."""
    params = entry.params
    kind = entry.kind
    if kind == "active_action_taken":
        acted = True
    elif kind == "check_taken":
        acted = params.get("passive") is False
    else:
        acted = kind == "action_check_made" and params.get("side") == "action"
    combatant_id = params.get("combatant_id")
    return combatant_id if acted and isinstance(combatant_id, str) else None


def not_acted(campaign: Campaign) -> tuple[str, ...]:
    """The actors of the sequence being played, not defeated, who have not acted in it yet: Next
    would pass them over. Empty when no sequence is being played.

    The log since the round's order was confirmed tells: the entries made while the fight stood at
    this sequence (it may have been left and come back to with Previous).
    """
    fight = campaign.encounter
    slot = fight.current_slot
    if slot is None:
        return ()
    acted: set[str] = set()
    pending: set[str] = set()  # who acted after the entry met before, newest first
    for entry in reversed(campaign.log):
        if entry.kind == _ROUND_START:
            break
        if entry.kind == _STARTED:
            if entry.params.get("position") == fight.position:
                acted |= pending
            pending = set()
            continue
        actor = _acting(entry)
        if actor is not None:
            pending.add(actor)
    defeated = {combatant.id for combatant in fight.combatants if combatant.defeated}
    return tuple(i for i in slot.combatant_ids if i not in acted and i not in defeated)
