"""The README's example of the steps API runs as written, with no Qt."""

import re
from pathlib import Path

from fhrtool.model import Campaign, Quick

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_steps_example_of_the_readme_plays_as_it_says() -> None:
    section = README.read_text(encoding="utf-8").split("### The steps API", 1)[1]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match is not None
    scope: dict[str, object] = {}
    exec(compile(match.group(1), str(README), "exec"), scope)
    campaign = scope["campaign"]
    assert isinstance(campaign, Campaign)
    (declared,) = campaign.encounter.declarations
    assert declared == Quick(campaign.encounter.combatants[0].id, 1)
    assert [entry.kind for entry in campaign.log][:2] == ["combatant_added", "combatant_added"]
