"""Checks of the command line's arguments: each bad one is a `UsageError` naming the
argument and what it takes, which `cli.main` prints in one line and exits 2 for (as
argparse does for its own errors). No pygame here, and no argparse until a parser is built
(`Parser` is in cli_parser.py): the launcher, which needs no parser, starts 2 ms sooner."""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from shifting_sands.words import count_range

if TYPE_CHECKING:
    import argparse

SEED_LIMIT = 2**63 - 1
MAX_GAMES = 1_000_000
MAX_JOBS = 256
MAX_MOVES = 100_000
NAME_LIMIT = 9
"""The setup screen's name field takes as many characters."""
SIZE_MIN = (320, 180)
SIZE_MAX = (7680, 4320)


class UsageError(Exception):
    """A bad argument: the message says which and what it takes."""

    exit_code = 2


class MissingFile(UsageError):
    """A file named on the command line that is not there or is not a regular file: exit 1,
    as for a file that is there but does not load."""

    exit_code = 1


def __getattr__(name: str) -> Any:
    """`Parser`, imported with argparse when a command asks for it."""
    if name == "Parser":
        from shifting_sands.cli_parser import Parser

        return Parser
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def whole_number(low: int, high: int, what: str) -> Callable[[str], int]:
    """An argparse `type` taking a whole number from `low` to `high`."""

    def parse(text: str) -> int:
        import argparse

        try:
            value = int(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{text[:40]!r} is not a whole number; it takes {low} to {high}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"takes {low} to {high}, not {value}")
        return value

    parse.__name__ = what  # argparse names the type in its own messages
    return parse


def window_size(text: str) -> tuple[int, int]:
    """`--size WIDTHxHEIGHT`, each within SIZE_MIN..SIZE_MAX."""
    match = re.fullmatch(r"\s*(\d{1,6})\s*[xX]\s*(\d{1,6})\s*", text)
    low, high = SIZE_MIN, SIZE_MAX
    takes = f"WIDTHxHEIGHT from {low[0]}x{low[1]} to {high[0]}x{high[1]}, e.g. 1280x720"
    if match is None:
        raise UsageError(f"--size takes {takes}, not {text[:40]!r}")
    width, height = int(match[1]), int(match[2])
    if not (low[0] <= width <= high[0] and low[1] <= height <= high[1]):
        raise UsageError(f"--size takes {takes}, not {width}x{height}")
    return width, height


def output_file(text: str, flag: str, suffixes: Sequence[str]) -> Path:
    """A file the command may write: in an existing, writable folder, not a folder itself."""
    if not text.strip():
        raise UsageError(f"{flag} needs a file name, e.g. out{suffixes[0]}")
    path = Path(text)
    if path.suffix.lower() not in suffixes:
        raise UsageError(f"{flag} {text!r}: the file name must end in {' or '.join(suffixes)}")
    folder = path.parent
    try:
        if path.is_dir():
            raise UsageError(f"{flag} {text!r} is a folder; give a file name inside it")
        if not folder.is_dir():
            missing = not folder.exists() and not _below_a_file(folder)
            reason = "does not exist" if missing else "is not a folder"
            raise UsageError(f"{flag} {text!r}: the folder {str(folder)!r} {reason}")
        if path.exists() and not path.is_file():
            raise UsageError(f"{flag} {text!r} is not a regular file")
    except OSError as exc:
        raise UsageError(f"{flag} {text!r}: {exc.strerror or exc}") from None
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists()
                                                    and not os.access(path, os.W_OK)):
        raise UsageError(f"{flag} {text!r}: no permission to write there")
    return path


def _below_a_file(folder: Path) -> bool:
    return any(parent.is_file() for parent in (folder, *folder.parents))


def existing_file(text: str, what: str) -> Path:
    """A regular file to read (a save, a sweep file): never a folder, a device or a pipe."""
    if not text.strip():
        raise UsageError(f"{what} is empty; give a file name")
    path = Path(text)
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        reason = "no such file" if isinstance(exc, FileNotFoundError) else (exc.strerror or exc)
        raise MissingFile(f"{what} {text!r}: {reason}") from None
    if stat.S_ISDIR(mode):
        raise MissingFile(f"{what} {text!r} is a folder, not a file")
    if not stat.S_ISREG(mode):
        raise MissingFile(f"{what} {text!r} is not a regular file")
    return path


def items(text: str, flag: str, example: str) -> list[str]:
    """A comma-separated list with no empty item."""
    parts = [part.strip() for part in text.split(",")]
    for index, part in enumerate(parts, start=1):
        if not part:
            raise UsageError(f"{flag}: item {index} of {text!r} is empty; use e.g. {example}")
    return parts


def players_and_variant(spec: Any, players: int | None, variant: str | None,
                        fallback: int) -> tuple[int, str]:
    """The seat count and variant to play: each checked against the game's and the
    variant's own player range. `fallback` is the count used when none is given."""
    variants = spec.variants()
    if variant is not None and variant not in variants:
        raise UsageError(f"--variant: {spec.title} has no variant {variant!r}; choose from "
                         f"{', '.join(variants)}")
    if players is not None and not spec.min_players <= players <= spec.max_players:
        takes = count_range(spec.min_players, spec.max_players, "player")
        raise UsageError(f"--players: {spec.title} takes {takes}, not {players}")
    if players is None:
        low, high = spec.min_players, spec.max_players
        if variant is not None:
            low, high = variants[variant].min_players, variants[variant].max_players
        players = min(max(fallback, low), high)
    chosen = variant or spec.default_variant(players)
    rules = variants[chosen]
    if not rules.min_players <= players <= rules.max_players:
        takes = count_range(rules.min_players, rules.max_players, "player")
        raise UsageError(f"--players: the {chosen} variant of {spec.title} takes {takes}, "
                         f"not {players}")
    return players, chosen


def add_set_argument(parser: argparse.ArgumentParser) -> None:
    """`--set NAME=VALUE,...`: parameters every variant of a lab run plays with."""
    parser.add_argument("--set", type=setting_pairs, default={}, metavar="NAME=VALUE,...",
                        help="parameters every variant plays with (`lab params GAME` lists "
                             "them)")


def setting_pairs(text: str) -> dict[str, int | float | bool | str]:
    """`--set empty_cells=20,memory=peek` as a dict, each value read as a number, true or
    false, or else a word; the game checks names and ranges (`rules.params`)."""
    import argparse

    settings: dict[str, int | float | bool | str] = {}
    for item in text.split(","):
        name, equals, value = (part.strip() for part in item.partition("="))
        if not equals or not name or not value:
            raise argparse.ArgumentTypeError(f"{item.strip()!r} is not NAME=VALUE")
        if name in settings:
            raise argparse.ArgumentTypeError(f"{name} is given twice")
        settings[name] = _setting_value(value)
    return settings


def _setting_value(text: str) -> int | float | bool | str:
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            continue
    return text
