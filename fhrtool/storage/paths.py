"""Where fhrtool keeps its own files, and where its bundled resources are.

The per-user folders come from platformdirs. One folder can replace them all, for tests, a portable
install or a second profile: the ``--home`` option (passed in as ``override``), else the environment
variable ``FHRTOOL_HOME``. Nothing here creates a folder; whoever writes a file creates its folder.
The names fhrtool makes up for its own files (temporary files, backups) are cut to fit the file system;
the names it makes from a character's or a campaign's name are portable (:func:`portable_name`).
"""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import fhrtool
from fhrtool.model.base import clean_name
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


# What Windows refuses in a file name, "/" as everywhere, and the ASCII controls.
_REFUSED_IN_NAMES = re.compile(r'[\x00-\x1f\\/:*?"<>|]+')
# The devices Windows reserves as names: the name before its first dot (and any spaces before that dot)
# is a device's, in any case, whatever extension follows. Windows counts ¹²³ as digits here.
_DEVICE_NAMES = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
    | {f"{port}{digit}" for port in ("COM", "LPT") for digit in "0123456789¹²³"}
)


def _cleaned_stem(name: str) -> str:
    return _REFUSED_IN_NAMES.sub("_", clean_name(name)).strip(" .")


def _portable_stem(name: str, fallback: str) -> str:
    stem = _cleaned_stem(name) or _cleaned_stem(fallback) or "file"
    device, dot, rest = stem.partition(".")
    if device.rstrip(" ").upper() in _DEVICE_NAMES:
        return f"{device}_{dot}{rest}"
    return stem


def portable_name(name: str, suffix: str, fallback: str) -> str:
    """A file name made from ``name`` (a character's, a campaign's) and ending in ``suffix`` that every
    system takes, for the files travel: ``CON`` becomes ``CON_``, ``NUL.txt`` ``NUL_.txt``, ``a/b?``
    ``a_b_``; without the controls, the characters Windows refuses, leading and trailing dots and spaces,
    and cut to :data:`DEFAULT_NAME_MAX` bytes (see :func:`fitted_name`). ``fallback`` stands for a name
    of which nothing is left. A name that is fine already is kept as it is."""
    return fitted_name(_portable_stem(name, fallback), suffix, DEFAULT_NAME_MAX)


def portable_names(names: Iterable[str], suffix: str, fallback: str) -> list[str]:
    """A :func:`portable_name` for each name, distinct in any case: ``Alice.xml``, ``Alice (2).xml``."""
    used: set[str] = set()
    result = []
    for name in names:
        stem = _portable_stem(name, fallback)
        candidate, number = fitted_name(stem, suffix, DEFAULT_NAME_MAX), 1
        while candidate.casefold() in used:
            number += 1
            candidate = fitted_name(f"{stem} ({number})", suffix, DEFAULT_NAME_MAX)
        used.add(candidate.casefold())
        result.append(candidate)
    return result
