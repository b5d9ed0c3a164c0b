"""The README speaks to users and its figures are those of docs/performance.md, as ``make bench`` wrote them."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PERFORMANCE = ROOT / "docs" / "performance.md"
BEGIN = "<!-- figures: written by make bench (bench/report.py) -->"
END = "<!-- end of figures -->"


def _figures(path: Path) -> list[str]:
    """The lines ``make bench`` wrote into ``path``."""
    text = path.read_text(encoding="utf-8")
    assert text.count(BEGIN) == 1, f"{path.name} has one place for the figures"
    assert text.count(END) == 1
    return text.split(BEGIN, 1)[1].split(END, 1)[0].strip().splitlines()


def test_the_readme_shows_figures_of_the_performance_page_and_the_machine_they_ran_on() -> None:
    short, every = _figures(README), _figures(PERFORMANCE)
    rows = [line for line in short if line.startswith("| ") and not line.startswith("| what ")]
    assert rows, "the README shows some figures"
    # A row of the whole table is "| bench | figure | measured | target | verdict |".
    figures = {line.split(" | ", 1)[1] for line in every if line.startswith("| ") and " | " in line}
    assert all(row.removeprefix("| ") in figures for row in rows)
    machines = [line for line in short if line.startswith("Measured on ")]
    assert machines == [line for line in every if line.startswith("Measured on ")] != []


def test_the_readme_is_no_diary_of_its_development() -> None:
    text = README.read_text(encoding="utf-8")
    assert not re.search(r"\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\b", text), "a commit named"
    assert "docs/performance.md" in text
    assert "docs/architecture.md" in text
