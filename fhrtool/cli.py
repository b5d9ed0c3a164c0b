"""Headless commands: the same operations as the application, from a terminal."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from fhrtool import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fhrtool",
        description="Character sheets, combat tracker and casting boards for FHR with Free Casting.",
    )
    parser.add_argument("--version", action="version", version=f"fhrtool {__version__}")
    return parser


def main(argv: Sequence[str]) -> int:
    parser = build_parser()
    parser.parse_args(argv)
    parser.print_help()
    return 0
