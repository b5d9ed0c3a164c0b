"""Light and dark themes on the Fusion style; "system" follows the desktop's colour scheme."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication


def effective_theme(theme: str) -> str:
    """``light`` or ``dark``: the preference, or the desktop's scheme for "system"."""
    if theme in ("light", "dark"):
        return theme
    scheme = QGuiApplication.styleHints().colorScheme()
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def dark_palette() -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    colours = {
        role.Window: "#2b2b2e",
        role.WindowText: "#e6e6e6",
        role.Base: "#1f1f22",
        role.AlternateBase: "#2f2f33",
        role.ToolTipBase: "#3a3a3f",
        role.ToolTipText: "#f0f0f0",
        role.PlaceholderText: "#8a8a90",
        role.Text: "#e6e6e6",
        role.Button: "#35353a",
        role.ButtonText: "#e6e6e6",
        role.BrightText: "#ff6b6b",
        role.Link: "#7fb2ff",
        role.Highlight: "#3d6fb6",
        role.HighlightedText: "#ffffff",
    }
    for colour_role, colour in colours.items():
        palette.setColor(colour_role, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled
    for colour_role in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(disabled, colour_role, QColor("#7a7a80"))
    return palette


def apply_theme(app: QApplication, theme: str) -> None:
    """Apply ``theme`` ("system", "light", "dark") to the application."""
    app.setStyle("Fusion")
    app.setPalette(dark_palette() if effective_theme(theme) == "dark" else app.style().standardPalette())
