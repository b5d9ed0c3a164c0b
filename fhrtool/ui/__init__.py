"""Widgets, panels, item models, delegates and dialogs."""
