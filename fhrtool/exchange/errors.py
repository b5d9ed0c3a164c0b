"""Errors of exporting and importing, for the user to read (English templates with named fields)."""

from __future__ import annotations

from fhrtool.model.errors import FhrtoolError


class ExchangeError(FhrtoolError):
    """Something to export or import cannot be made: an unknown language, an unknown character, …"""
