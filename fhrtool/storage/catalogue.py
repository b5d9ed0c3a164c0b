"""The emotion catalogue (感情一覧) bundled with fhrtool, from ``fhrtool/resources/emotions.json``."""

from __future__ import annotations

from pathlib import Path
from typing import Literal, Self

from fhrtool.model import Emotion, Record
from fhrtool.model.base import unique_ids
from fhrtool.model.core import ValidationError
from fhrtool.model.record import Field, model_validator
from fhrtool.storage.errors import LoadError
from fhrtool.storage.jsonfile import parse_json, read_bytes
from fhrtool.storage.paths import resource_path
from fhrtool.storage.validation import invalid_data

CATALOGUE_FILE = "emotions.json"


class _Catalogue(Record):
    format: Literal["fhrtool"]
    kind: Literal["emotions"]
    schema_version: Literal[1]
    emotions: tuple[Emotion, ...] = Field(max_length=1_000)

    @model_validator(mode="after")
    def _unique(self) -> Self:
        unique_ids(self.emotions, "emotions")
        return self


def load_emotions(path: Path) -> tuple[Emotion, ...]:
    """The emotions of the catalogue file ``path``; LoadError naming the file and the problem."""
    try:
        raw = parse_json(read_bytes(path))
        try:
            return _Catalogue.model_validate(raw).emotions
        except ValidationError as error:
            raise invalid_data(error, raw, "emotion catalogue") from None
    except LoadError as error:
        raise error.at(path) from error


def load_default_emotions() -> tuple[Emotion, ...]:
    """The emotions of the catalogue that comes with fhrtool."""
    return load_emotions(resource_path(CATALOGUE_FILE))
