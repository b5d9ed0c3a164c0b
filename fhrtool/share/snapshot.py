"""What the pages of one moment of the campaign may show, made once and handed to the server whole."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from fhrtool.exchange.palette import palette_lines
from fhrtool.model import Campaign, Sheet
from fhrtool.model.frozen import frozen
from fhrtool.steps.table_view import PlayerView, TableView, player_views, table_view


@frozen
class PlayerPage:
    """A PC's own page: its view, and its chat palette in each language."""

    view: PlayerView
    palette_ja: tuple[str, ...]
    palette_en: tuple[str, ...]


@frozen
class Snapshot:
    """The table's view and each PC's page, by character id; immutable, so that another thread may read
    it while the campaign moves on."""

    table: TableView
    players: Mapping[str, PlayerPage]

    @property
    def names(self) -> dict[str, str]:
        """The PCs' names, by character id, in the campaign's order."""
        return {character_id: page.view.name for character_id, page in self.players.items()}


def _palette(campaign: Campaign, character_id: str, language: str) -> tuple[str, ...]:
    character = campaign.character(character_id)
    wanted = {entry_emotion for entry in character.casting_board for entry_emotion in entry.emotions}
    emotions = tuple(emotion for emotion in campaign.emotions if emotion.id in wanted)
    sheet = Sheet(character=character, emotions=emotions)
    return tuple(palette_lines(sheet, language=language, options=campaign.options))


def snapshot(campaign: Campaign) -> Snapshot:
    """The pages of ``campaign`` as it is now."""
    players = {
        character_id: PlayerPage(
            view,
            _palette(campaign, character_id, "ja"),
            _palette(campaign, character_id, "en"),
        )
        for character_id, view in player_views(campaign).items()
    }
    return Snapshot(table_view(campaign), MappingProxyType(players))


def plain(value: object) -> Any:
    """A view as JSON-ready data: records become objects, tuples lists."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: plain(getattr(value, field.name)) for field in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [plain(item) for item in value]
    return value


def encoded(data: object) -> bytes:
    """``data`` as compact UTF-8 JSON."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
