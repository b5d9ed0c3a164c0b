"""Where fhrtool keeps its own files, and where its bundled resources are.

The per-user folders come from platformdirs. One folder can replace them all, for tests, a portable
install or a second profile: the ``--home`` option (passed in as ``override``), else the environment
variable ``FHRTOOL_HOME``. Nothing here creates a folder; whoever writes a file creates its folder.
The names fhrtool makes up for its own files (temporary files, backups) are cut to fit the file system.
"""

from __future__ import annotations

import itertools
import os
from functools import cache
from pathlib import Path

import fhrtool
from fhrtool.model.frozen import frozen
from fhrtool.storage.digests import sha256_hex

APP_NAME = "fhrtool"
HOME_VARIABLE = "FHRTOOL_HOME"
# The longest file name where the file system does not say: what almost every file system takes.
DEFAULT_NAME_MAX = 255


@frozen
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
        from platformdirs import PlatformDirs  # only for the platform's folders (1 MiB)

        dirs = PlatformDirs(APP_NAME, appauthor=False)
        return cls._laid_out(dirs.user_config_path, dirs.user_data_path, dirs.user_log_path)


def resource_path(*parts: str) -> Path:
    """A file of the package's ``resources`` folder, wherever fhrtool is installed."""
    return _resources().joinpath(*parts)


@cache
def _resources() -> Path:
    """The package's ``resources`` folder, next to its modules in a checkout, an installed wheel and the
    PyInstaller bundle alike. Qt opens these files by name, so the package must lie in real files, not
    inside a zip archive."""
    folder = Path(fhrtool.__file__).parent / "resources"
    if not folder.is_dir():
        raise RuntimeError(f"fhrtool's resources must be files on disk, in {folder}")
    return folder


def name_limit(folder: Path) -> int:
    """The longest file name ``folder`` takes, in bytes of the file system encoding.

    A folder that does not exist yet is on the file system of the nearest folder above it that does.
    """
    pathconf = getattr(os, "pathconf", None)  # Windows has none
    if pathconf is None:
        return DEFAULT_NAME_MAX
    for place in (folder, *folder.parents):
        try:
            limit = pathconf(place, "PC_NAME_MAX")
        except OSError:
            continue
        return limit if limit > 0 else DEFAULT_NAME_MAX  # -1: the file system sets no limit
    return DEFAULT_NAME_MAX


def _size(text: str) -> int:
    return len(os.fsencode(text))


def fitted_name(head: str, tail: str, limit: int) -> str:
    """``head + tail``, or when that is longer than ``limit`` bytes, ``head`` cut short to fit (``tail``
    is kept whole: it must leave room for the cut head's mark).

    A cut head ends in ``~`` and eight hex digits of a digest of the whole head, so that two long
    names which only differ after the cut still make different names; the cut never splits a character.
    """
    if _size(head + tail) <= limit:
        return head + tail
    mark = "~" + sha256_hex(os.fsencode(head))[:8]
    room = limit - _size(mark + tail)
    sizes = itertools.accumulate(_size(character) for character in head)
    kept = sum(1 for _ in itertools.takewhile(lambda size: size <= room, sizes))
    return head[:kept] + mark + tail
