"""The combat tracker (issue 5): rounds, sequences, declarations and checks of an FHR fight."""

from fhrtool.ui.tracker.dialogs import TrackerDialogs
from fhrtool.ui.tracker.panel import TrackerPanel

__all__ = ["TrackerDialogs", "TrackerPanel"]
