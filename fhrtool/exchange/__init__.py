"""Exporters and importers: sheet JSON, HTML/PDF, CCFolia, Udonarium, chat palette (no widgets)."""
