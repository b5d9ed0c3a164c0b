"""The casting board panel (キャスティングボード): the board drawn and as a list, unused emotions, the
tension value, the 背反者 warning and every board step as an undoable edit."""

from fhrtool.ui.board.dialogs import BoardDialogs
from fhrtool.ui.board.panel import CastingBoardPanel

__all__ = ["BoardDialogs", "CastingBoardPanel"]
