"""User settings, kept as JSON in the user's config folder.

Whatever the file holds, the program starts: the file is read only if it is a regular file
of at most MAX_BYTES (never blocking on a pipe), every setting is checked, and each bad one
is replaced by its default with one line on stderr and in the log. A damaged file is kept
aside as `settings.json.damaged-<time>` rather than overwritten.
"""

from __future__ import annotations

import json
import math
import os
import stat
import sys
import time
from pathlib import Path
from typing import Any, ClassVar

from shifting_sands.paths import config_dir
from shifting_sands.records import ValueRecord

ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
"""Animation speed name -> duration multiplier (0 skips animations)."""
MAX_BYTES = 64 * 1024
WINDOW_MIN = (640, 360)
WINDOW_MAX = (16384, 16384)
"""Sane bounds of a saved window size; the window also fits it to the display."""
MAX_NAMES = 5
NAME_LIMIT = 9
"""The setup screen's name field takes as many characters."""
MAX_TABLES = 16
"""Remembered setup tables (one per game); more than any version has games."""
KEY_LIMIT = 40


def report(message: str) -> None:
    """One line on stderr and in the log (if the log folder can be written)."""
    line = " ".join(message.split())
    print(f"shifting-sands: {line}", file=sys.stderr)
    try:
        from shifting_sands.paths import logs_dir

        with open(logs_dir() / "shifting-sands.log", "a", encoding="utf-8") as log:
            log.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {line}\n")
    except (OSError, ValueError):
        pass


def _read(path: Path) -> tuple[str | None, str | None]:
    """(text, None), (None, None) when there is no file, or (None, what is wrong)."""
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (FileNotFoundError, NotADirectoryError):
        if os.path.islink(path):  # a link to nothing: not the same as no file yet
            return None, f"is a link to {_target(path)}, which does not exist"
        return None, None  # no file yet (or no config folder: paths.saving_problem says)
    except OSError as exc:
        return None, f"cannot be read ({exc.strerror or exc})"
    try:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            return None, "is a folder, not a file"
        if not stat.S_ISREG(mode):
            return None, "is not a regular file"
        data = os.read(handle, MAX_BYTES + 1)
    except OSError as exc:
        return None, f"cannot be read ({exc.strerror or exc})"
    finally:
        os.close(handle)
    if len(data) > MAX_BYTES:
        return None, f"is larger than {MAX_BYTES // 1024} KB"
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError:
        return None, "is not UTF-8 text"


def _target(path: Path) -> str:
    try:
        target = os.readlink(path)
    except OSError:
        return "somewhere"
    return target if len(target) <= 60 else "..." + target[-57:]


def _folder_problem(folder: Path) -> str | None:
    """Why the config folder cannot hold settings although something is there (a file
    where the folder should be), or None. A folder that is simply missing is no problem
    here: there are no settings yet, or the whole user folder is unusable, which
    paths.saving_problem says."""
    try:
        mode = folder.stat().st_mode
    except OSError:
        return None
    return None if stat.S_ISDIR(mode) else f"{folder} is a file, not a folder"


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _check(name: str, value: Any) -> str | None:
    """Why `value` is no good for the setting `name`, or None when it is."""
    if name in ("window_width", "window_height"):
        index = 0 if name == "window_width" else 1
        if not _whole(value, WINDOW_MIN[index], WINDOW_MAX[index]):
            return f"takes a whole number from {WINDOW_MIN[index]} to {WINDOW_MAX[index]}"
    elif name in ("fullscreen", "colourblind_shapes", "quick_battles"):
        if not isinstance(value, bool):
            return "takes true or false"
    elif name == "animation_speed":
        if not isinstance(value, str) or value not in ANIMATION_SPEEDS:
            return f"takes one of {', '.join(ANIMATION_SPEEDS)}"
    elif name == "volume":
        if (isinstance(value, bool) or not isinstance(value, int | float)
                or not math.isfinite(value) or not 0 <= value <= 1):
            return "takes a number from 0 to 1"
    elif name == "last_names" and (
            not isinstance(value, list) or len(value) > MAX_NAMES
            or not all(isinstance(v, str) and len(v) <= NAME_LIMIT and v.isprintable()
                       for v in value)):
        return f"takes a list of at most {MAX_NAMES} names of at most {NAME_LIMIT} characters"
    elif name == "last_tables" and (
            not isinstance(value, dict) or len(value) > MAX_TABLES
            or not all(isinstance(k, str) and 0 < len(k) <= KEY_LIMIT and isinstance(v, dict)
                       for k, v in value.items())):
        # only the shape is checked here: the setup screen checks a table against its game
        # and quietly drops one that no longer fits (shell/setup_memory.py)
        return f"takes an object of at most {MAX_TABLES} game tables, each an object"
    return None


def _shown(value: Any) -> str:
    try:
        text = json.dumps(value)
    except (ValueError, TypeError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _set_aside(path: Path) -> str:
    """Rename the damaged file so that it is kept, and say where it went."""
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(path, aside)
    except OSError as exc:
        return f"it could not be kept aside ({exc.strerror or exc})"
    return f"the file was kept as {aside.name}"


_FRESH: Any = object()
"""`last_tables` not given: a new empty dict for each Settings."""


class Settings(ValueRecord):
    """The user's settings. Written out rather than a dataclass (a dataclass compiles its
    methods when its module is imported, before the launcher's first frame): the same
    fields in the same order, by position or name, with the same defaults; equality by
    type and fields, the same repr, not hashable (tests/test_settings_record.py)."""

    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: str = "normal"
    volume: float = 0.7
    colourblind_shapes: bool = False
    """Print each symbol's name under it as well as drawing its distinct shape."""
    quick_battles: bool = False
    """North Africa: a battle's panel folds to a strip once the dice are in, and gives way
    to the next move (off: it stays until the player closes it)."""
    last_names: tuple[str, ...] = ()
    """The names last started in any game: a game's first setup offers them."""
    last_tables: dict[str, dict[str, Any]]
    """Per game id, the table its setup screen last started (seats, names, bots, variant,
    seat options); see shell/setup_memory.py."""
    _fields: ClassVar[tuple[str, ...]] = (
        "window_width", "window_height", "fullscreen", "animation_speed", "volume",
        "colourblind_shapes", "quick_battles", "last_names", "last_tables")

    def __init__(self, window_width: int = 1280, window_height: int = 720,
                 fullscreen: bool = False, animation_speed: str = "normal",
                 volume: float = 0.7, colourblind_shapes: bool = False,
                 quick_battles: bool = False, last_names: tuple[str, ...] = (),
                 last_tables: dict[str, dict[str, Any]] = _FRESH) -> None:
        self.window_width, self.window_height = window_width, window_height
        self.fullscreen, self.animation_speed, self.volume = fullscreen, animation_speed, volume
        self.colourblind_shapes, self.quick_battles = colourblind_shapes, quick_battles
        self.last_names = last_names
        self.last_tables = {} if last_tables is _FRESH else last_tables

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """The saved settings; each bad or missing one is its default (bad ones are said)."""
        settings = cls()
        path = cls.path()
        folder = _folder_problem(path.parent)
        if folder is not None:
            report(f"the settings cannot be read: {folder}; using the default settings")
            return settings
        text, problem = _read(path)
        if text is None:
            if problem is not None:
                report(f"{path} {problem}; using the default settings, "
                       f"{_set_aside(path)}")
            return settings
        if not text.strip():
            report(f"{path} is empty; using the default settings, {_set_aside(path)}")
            return settings
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            data = None
            problem = "is not JSON"
        if problem is None and not isinstance(data, dict):
            problem = "does not hold a JSON object"
        if problem is not None:
            report(f"{path} {problem}; using the default settings, {_set_aside(path)}")
            return settings
        assert isinstance(data, dict)
        bad = False
        known = set(cls._fields)
        for name in sorted(str(key) for key in data if key not in known)[:5]:
            report(f"{path}: unknown setting {name[:40]!r} ignored")
        for name in cls._fields:
            if name not in data:
                continue
            value = data[name]
            why = _check(name, value)
            if why is not None:
                bad = True
                report(f"{path}: {name} {why}, not {_shown(value)}; using "
                       f"{_shown(getattr(settings, name))}")
            elif name == "last_names":
                settings.last_names = tuple(value)
            else:
                setattr(settings, name, float(value) if name == "volume" else value)
        if bad:
            report(f"{path}: {_set_aside(path)}")
        return settings

    def save(self) -> None:
        """Write the settings; a folder that cannot be written is said once, not fatal."""
        from shifting_sands.persist.atomic import write_atomic

        data = {name: getattr(self, name) for name in self._fields}
        data["last_names"] = list(self.last_names)
        try:
            write_atomic(self.path(), json.dumps(data, indent=2))
        except OSError as exc:
            if not getattr(Settings, "_said_unsaved", False):
                Settings._said_unsaved = True  # type: ignore[attr-defined]
                report(f"settings cannot be saved: {exc.strerror or exc}")
