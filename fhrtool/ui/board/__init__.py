"""The casting board panel (キャスティングボード): the board drawn and as a list, unused emotions, the
tension value, the 背反者 warning and every board step as an undoable edit."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fhrtool.ui.board.dialogs import BoardDialogs
    from fhrtool.ui.board.panel import CastingBoardPanel

__all__ = ["BoardDialogs", "CastingBoardPanel"]


def __getattr__(name: str) -> object:
    # Loaded when asked for: importing one module of the package (the sheet editor imports the board's texts
    # when it shows an emotion that is not on the list) does not load the board itself.
    if name == "BoardDialogs":
        from fhrtool.ui.board.dialogs import BoardDialogs

        return BoardDialogs
    if name == "CastingBoardPanel":
        from fhrtool.ui.board.panel import CastingBoardPanel

        return CastingBoardPanel
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
