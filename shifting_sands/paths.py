"""Where resources live, from source or frozen by pyinstaller; where user files go.

Every resource is found through `resource_root()`, so the same code works in a
checkout and inside a one-folder bundle (where `sys._MEIPASS` is `_internal/`).
User files never go next to the executable: they live in platformdirs folders.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

APP_NAME = "shifting-sands"


def resource_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    return resource_root() / "data"


def assets_dir() -> Path:
    return resource_root() / "assets"


def rulings_dir() -> Path:
    """docs/rules: each game's rulings, shown at the end of the in-app rules (the bundle
    carries this folder; see packaging/shifting-sands.spec)."""
    return resource_root() / "docs" / "rules"


def _user_dir(kind: str) -> Path:
    override = os.environ.get("SHIFTING_SANDS_HOME")
    if override:
        path = Path(override) / kind
    else:
        import platformdirs

        if kind == "config":
            path = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
        elif kind == "logs":
            path = Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
        elif kind == "cache":
            path = Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
        else:
            path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / kind
    with contextlib.suppress(OSError):  # read-only, or below a file: `saving_problem` says
        path.mkdir(parents=True, exist_ok=True)
    return path


def saving_problem() -> str | None:
    """Why games cannot be saved on this machine (the saves folder cannot be made or
    written), or None when they can."""
    path = saves_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"{path} cannot be made ({exc.strerror or exc})"
    if not os.access(path, os.W_OK | os.X_OK):
        return f"{path} is not writable"
    return None


def config_dir() -> Path:
    """Settings live here."""
    return _user_dir("config")


def saves_dir() -> Path:
    """Saves and autosaves live here."""
    return _user_dir("saves")


def logs_dir() -> Path:
    return _user_dir("logs")


def cache_dir() -> Path:
    """What can be worked out again but is kept to save time (remembered content hashes)."""
    return _user_dir("cache")


def rescue_dirs() -> list[Path]:
    """Where *Save game* puts a copy when the saves folder cannot be written, in order:
    the user's home folder, then the temporary folder (which may be emptied on restart)."""
    import tempfile

    folders = []
    with contextlib.suppress(RuntimeError, OSError):  # no home folder known
        folders.append(Path.home())
    folders.append(Path(tempfile.gettempdir()))
    return folders
