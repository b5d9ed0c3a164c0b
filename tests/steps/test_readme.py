"""The example of the steps API in docs/architecture.md runs as written, with no Qt."""

import re
from pathlib import Path

from fhrtool.model import Campaign, Quick

ARCHITECTURE = Path(__file__).resolve().parents[2] / "docs" / "architecture.md"


def test_the_steps_example_of_the_architecture_notes_plays_as_it_says() -> None:
    section = ARCHITECTURE.read_text(encoding="utf-8").split("## The steps API", 1)[1]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match is not None
    scope: dict[str, object] = {}
    exec(compile(match.group(1), str(ARCHITECTURE), "exec"), scope)
    campaign = scope["campaign"]
    assert isinstance(campaign, Campaign)
    (declared,) = campaign.encounter.declarations
    assert declared == Quick(campaign.encounter.combatants[0].id, 1)
    assert [entry.kind for entry in campaign.log][:2] == ["combatant_added", "combatant_added"]
