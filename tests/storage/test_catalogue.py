import json
from pathlib import Path
from typing import Any

import pytest

from fhrtool.model import Emotion
from fhrtool.storage.catalogue import load_default_emotions, load_emotions
from fhrtool.storage.errors import LoadError
from fhrtool.storage.paths import resource_path


def _catalogue(**changes: object) -> dict[str, Any]:
    raw: dict[str, Any] = json.loads(resource_path("emotions.json").read_text(encoding="utf-8"))
    raw.update(changes)
    return raw


def test_the_bundled_catalogue_has_the_45_emotions() -> None:
    emotions = load_default_emotions()
    assert len(emotions) == 45
    assert all(isinstance(emotion, Emotion) for emotion in emotions)
    assert emotions[0].id == "jealousy"
    assert emotions[0].name_ja == "嫉妬"
    assert len({emotion.id for emotion in emotions}) == 45


def test_a_catalogue_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "emotions.json"
    path.write_text(json.dumps(_catalogue(emotions=[{"id": "joy", "name_ja": "喜び", "bond": 1}])), "utf-8")
    assert load_emotions(path) == (Emotion(id="joy", name_ja="喜び", bond=1),)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{", "line 1, column 2: not valid JSON"),
        (json.dumps(_catalogue(kind="campaign")), "kind: Input should be 'emotions'"),
        (json.dumps(_catalogue(schema_version=2)), "schema version: Input should be 1"),
        (
            json.dumps(_catalogue(emotions=[{"id": "a", "name_ja": "怒り", "bond": -1}])),
            "emotion '怒り': bond: Input should be greater than or equal to 0",
        ),
        (
            json.dumps(_catalogue(emotions=[{"id": "a", "name_ja": "x", "bond": 1}] * 2)),
            "emotion catalogue: two emotions share the id 'a'",
        ),
    ],
)
def test_a_broken_catalogue_names_the_file_and_the_problem(
    tmp_path: Path, content: str, message: str
) -> None:
    path = tmp_path / "emotions.json"
    path.write_text(content, "utf-8")
    with pytest.raises(LoadError) as error:
        load_emotions(path)
    assert str(error.value).startswith(f"{path}: {message}")
    assert error.value.path == path


def test_a_missing_catalogue_is_a_load_error(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match=r"emotions.json: no such file$"):
        load_emotions(tmp_path / "emotions.json")
