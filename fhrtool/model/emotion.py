"""Emotions (感情) of the Free Casting module: the catalogue a casting board draws from."""

from __future__ import annotations

from fhrtool.model.base import Id, Name, Record
from fhrtool.model.record import Field

BOND_MAX = 99
"""The largest bond value (絆値) an emotion of the list can have."""


class Emotion(Record):
    """One emotion of the catalogue (感情一覧).

    ``bond`` is the emotion's bond value (絆値); ``mad`` marks a mad-colour (マッドカラー) emotion.
    """

    id: Id
    name_ja: Name
    name_en: Name = ""
    bond: int = Field(ge=0, le=BOND_MAX)
    mad: bool = False
    additional: bool = False
    self_directed: bool = False

    def name(self, language: str) -> str:
        """The display name in ``language`` ("ja" or "en"), falling back to Japanese."""
        if language == "en" and self.name_en:
            return self.name_en
        return self.name_ja
