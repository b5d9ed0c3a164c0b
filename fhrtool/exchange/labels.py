"""The words of exported sheets, one table per language (ja, en).

The exporters also run from the command line, where Qt and its translation files are not loaded, so
their labels live here as plain tables instead of in the Qt translation system. A table is a frozen
dataclass: a label missing from one language is a type error, not a blank on a printed sheet.
"""

from __future__ import annotations

from fhrtool.exchange.errors import ExchangeError
from fhrtool.model.frozen import frozen

LANGUAGES = ("ja", "en")


@frozen
class Labels:
    language: str
    sheet: str
    player: str
    level: str
    pc: str
    npc: str
    traitor: str
    essences: str
    abilities: str
    life: str
    will: str
    reflex: str
    perception: str
    sense: str
    hope: str
    fatigue: str
    initiative: str
    free_casting: str
    hp: str
    concentration: str
    tension_value: str
    bond_total: str
    skills: str
    name: str
    category: str
    cost: str
    tension_bonus: str
    check_value: str
    effect: str
    infinity_break: str
    used: str
    unused: str
    boosted: str
    casting_board: str
    relationship: str
    emotions: str
    bond: str
    mad: str
    pure: str
    mad_entries: str
    unused_emotions: str
    traitor_now: str
    traitor_risk: str
    notes: str
    sequence_value: str
    resources: str
    parameters: str
    information: str
    none: str
    essence_check: str
    successes: str
    all_ones_fumble: str
    below_one_die: str
    skill_format: str


JAPANESE = Labels(
    language="ja",
    sheet="キャラクターシート",
    player="プレイヤー",
    level="レベル",
    pc="PC",
    npc="NPC",
    traitor="背反者",
    essences="本質",
    abilities="能力",
    life="生命",
    will="意志",
    reflex="反射",
    perception="知覚",
    sense="感応",
    hope="希望",
    fatigue="疲労",
    initiative="イニシアチブ",
    free_casting="フリーキャスティング",
    hp="HP",
    concentration="集中力",
    tension_value="テンション値",
    bond_total="絆値合計",
    skills="特技",
    name="名称",
    category="分類",
    cost="コスト",
    tension_bonus="TB",
    check_value="判定値",
    effect="効果",
    infinity_break="インフィニティ・ブレイク",
    used="使用済み",
    unused="未使用",
    boosted="強化後の効果",
    casting_board="キャスティングボード",
    relationship="関係",
    emotions="感情",
    bond="絆値",
    mad="マッドカラー",
    pure="ピュア",
    mad_entries="マッドカラーのある関係",
    unused_emotions="未使用の感情",
    traitor_now="このボードのままシナリオが終わると背反者になります",
    traitor_risk="マッドカラーの感情があと1つで背反者になります",
    notes="メモ",
    sequence_value="シーケンス値",
    resources="リソース",
    parameters="能力値",
    information="情報",
    none="なし",
    essence_check="【{}】のチェック",
    successes="成功数",
    all_ones_fumble="※出目がすべて1ならファンブル",
    below_one_die="※ダイスが1個未満ならGMが決める",
    skill_format="《{}》",
)

ENGLISH = Labels(
    language="en",
    sheet="Character sheet",
    player="Player",
    level="Level",
    pc="PC",
    npc="NPC",
    traitor="Traitor (背反者)",
    essences="Essences",
    abilities="Abilities",
    life="Life",
    will="Will",
    reflex="Reflex",
    perception="Perception",
    sense="Sense",
    hope="Hope",
    fatigue="Fatigue",
    initiative="Initiative",
    free_casting="Free Casting",
    hp="HP",
    concentration="Concentration",
    tension_value="Tension value",
    bond_total="Total bond",
    skills="Skills",
    name="Name",
    category="Category",
    cost="Cost",
    tension_bonus="TB",
    check_value="Check value",
    effect="Effect",
    infinity_break="Infinity Break",
    used="used",
    unused="unused",
    boosted="Boosted effect",
    casting_board="Casting board",
    relationship="Relationship",
    emotions="Emotions",
    bond="Bond",
    mad="mad colour",
    pure="pure",
    mad_entries="Relationships with a mad colour",
    unused_emotions="Unused emotions",
    traitor_now="If the scenario ends with this board, the character becomes a traitor (背反者)",
    traitor_risk="One more mad-colour emotion makes this character a traitor (背反者)",
    notes="Notes",
    sequence_value="sequence value",
    resources="Resources",
    parameters="Stats",
    information="Information",
    none="none",
    essence_check="{} check",
    successes="(successes)",
    all_ones_fumble="(all ones: fumble)",
    below_one_die="(fewer than 1 die: the GM decides)",
    skill_format="{}",
)


class UnknownLanguageError(ExchangeError, ValueError):
    """A sheet was asked for in a language that has no label table."""


def labels_for(language: str) -> Labels:
    """The label table of ``language`` ("ja" or "en")."""
    for table in (JAPANESE, ENGLISH):
        if table.language == language:
            return table
    raise UnknownLanguageError(
        "no sheet labels for the language '{language}'; choose one of: {choices}",
        language=language,
        choices=", ".join(LANGUAGES),
    )
