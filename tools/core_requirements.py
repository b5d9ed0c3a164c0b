"""Print the pinned requirements of the pure layers: everything in pyproject.toml except Qt.

`make test-core` installs exactly these into a venv without PySide6, so the pins live in one place.
"""

import tomllib
from pathlib import Path

QT_PACKAGES = ("pyside6", "shiboken6", "pytest-qt")


def main() -> None:
    project = tomllib.loads(Path("pyproject.toml").read_text(encoding="utf-8"))["project"]
    pins = [*project["dependencies"], *project["optional-dependencies"]["test"]]
    print("\n".join(pin for pin in pins if not pin.lower().startswith(QT_PACKAGES)))


if __name__ == "__main__":
    main()
