"""Where a JSON value can be changed: shared by the tests that damage files one place at a time."""

from __future__ import annotations

from typing import Any


def places(value: object) -> list[tuple[Any, Any]]:
    """Every (container, key) of a JSON value, found without recursion."""
    found: list[tuple[Any, Any]] = []
    stack = [value]
    while stack:
        current = stack.pop()
        keys = (
            current.keys()
            if isinstance(current, dict)
            else range(len(current))
            if isinstance(current, list)
            else ()
        )
        for key in keys:
            found.append((current, key))
            stack.append(current[key])
    return found
