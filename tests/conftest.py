"""Test-wide set-up: headless Qt, and no test ever touches the real home directory."""

import os

# Without a platform plugin and a display, Qt aborts the whole run; offscreen needs neither.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The system language decides the default interface language: the suite speaks English whatever the
# machine's locale, and the tests of Japanese ask for it themselves.
os.environ.pop("LC_ALL", None)
os.environ.pop("LC_MESSAGES", None)
os.environ.pop("LANGUAGE", None)
os.environ["LANG"] = "C.UTF-8"

import pytest
from hypothesis import settings

settings.register_profile("ci", deadline=None, print_blob=True)
settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point every per-user location (platformdirs, XDG) at a fresh temporary folder."""
    home = tmp_path_factory.mktemp("home")
    for variable, sub in (
        ("HOME", ""),
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_CACHE_HOME", ".cache"),
        ("XDG_STATE_HOME", ".local/state"),
        ("XDG_RUNTIME_DIR", "run"),
    ):
        path = home / sub
        path.mkdir(parents=True, exist_ok=True)
        if variable == "XDG_RUNTIME_DIR":
            path.chmod(0o700)
        monkeypatch.setenv(variable, str(path))
    monkeypatch.setenv("FHRTOOL_HOME", str(home / "fhrtool"))
