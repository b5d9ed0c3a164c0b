"""Where fhrtool keeps its own files, and where its bundled resources are.

The per-user folders come from platformdirs. One folder can replace them all, for tests, a portable
install or a second profile: the ``--home`` option (passed in as ``override``), else the environment
variable ``FHRTOOL_HOME``. Nothing here creates a folder; whoever writes a file creates its folder.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

from platformdirs import PlatformDirs

APP_NAME = "fhrtool"
HOME_VARIABLE = "FHRTOOL_HOME"


@dataclass(frozen=True)
class AppPaths:
    """The per-user folders of fhrtool."""

    config_dir: Path
    data_dir: Path
    recovery_dir: Path
    backup_dir: Path
    log_dir: Path

    @classmethod
    def _laid_out(cls, config_dir: Path, data_dir: Path, log_dir: Path) -> AppPaths:
        """The recovery files and the files set aside go inside the data folder, wherever that is."""
        return cls(config_dir, data_dir, data_dir / "recovery", data_dir / "backups", log_dir)

    @classmethod
    def under(cls, home: Path) -> AppPaths:
        """Every folder inside ``home``."""
        return cls._laid_out(home / "config", home / "data", home / "logs")

    @classmethod
    def default(cls, override: str | os.PathLike[str] | None = None) -> AppPaths:
        """The folders to use: under ``override``, else under ``$FHRTOOL_HOME``, else the platform's."""
        home = override or os.environ.get(HOME_VARIABLE)
        if home:
            return cls.under(Path(home).expanduser().absolute())
        dirs = PlatformDirs(APP_NAME, appauthor=False)
        return cls._laid_out(dirs.user_config_path, dirs.user_data_path, dirs.user_log_path)


def resource_path(*parts: str) -> Path:
    """A file of the bundled ``resources`` folder (inside the PyInstaller bundle when frozen)."""
    bundle = getattr(sys, "_MEIPASS", None)
    base = Path(bundle) if bundle else Path(__file__).resolve().parents[2]
    return base.joinpath("resources", *parts)
