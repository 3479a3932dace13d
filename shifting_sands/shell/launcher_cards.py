"""What the launcher's cards say (id, title, player counts, blurb), kept beside their faces.

Importing the games' registry (five spec modules, the rules' protocol and its dataclasses)
was the largest cost left before the launcher's first frame, and the first frame needs only
these five facts of each game. They are kept in a small JSON file with the size and time of
every module the registry's import loaded, so the next start reads them there and imports
the registry after its first frame; a changed module, another version, or a module without
a file (a frozen build) means the registry is imported before the first frame, as before.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from shifting_sands import __version__

CARDS_FILE = "launcher-cards.json"
CARDS_VERSION = 1
"""Raise it when a card shows another fact of a game."""
_PACKAGES = ("shifting_sands.games", "shifting_sands.rules")


class Card:
    """One game's card facts: what `LauncherScene` draws, without the game's spec."""

    __slots__ = ("blurb", "id", "max_players", "min_players", "title")

    def __init__(self, id: str, title: str, min_players: int, max_players: int,
                 blurb: str) -> None:
        self.id, self.title, self.blurb = id, title, blurb
        self.min_players, self.max_players = min_players, max_players

    def facts(self) -> list[Any]:
        return [self.id, self.title, self.min_players, self.max_players, self.blurb]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and self.facts() == other.facts()

    __hash__ = None  # type: ignore[assignment]


def card_of(spec: Any) -> Card:
    return Card(spec.id, spec.title, spec.min_players, spec.max_players, spec.blurb)


def _stamp(path: str) -> list[int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return [info.st_size, info.st_mtime_ns]


def load_specs() -> tuple[list[Any], list[str]]:
    """The registered games, and the files of the modules they were read from (those the
    import loaded, and every games and rules module already loaded: more than needed when
    the registry was imported before)."""
    from shifting_sands.rules.registry import registered

    before = set(sys.modules)
    specs = list(registered().values())
    names = {name for name in sys.modules
             if name not in before or name.startswith(_PACKAGES) or name == "shifting_sands.words"}
    files = {getattr(sys.modules.get(name), "__file__", None) for name in names}
    return specs, sorted(str(path) for path in files if path)  # built-in modules: no file


class KeptCards:
    """The cards file in `folder` (None: nothing kept, the registry is always imported)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder

    def read(self) -> list[Card] | None:
        """The kept cards, if every module they were read from is unchanged."""
        if self.folder is None:
            return None
        with contextlib.suppress(OSError, ValueError, TypeError, KeyError):
            kept = json.loads((self.folder / CARDS_FILE).read_text(encoding="utf-8"))
            if kept["version"] != [CARDS_VERSION, __version__] or not kept["sources"]:
                return None
            if any(_stamp(path) != stamp for path, stamp in kept["sources"]):
                return None
            return [Card(str(a), str(b), int(c), int(d), str(e)) for a, b, c, d, e in kept["cards"]]
        return None

    def write(self, cards: Iterable[Card], files: list[str]) -> None:
        """Keep `cards` (written whole, then renamed into place); nothing is kept when a
        module has no file to stamp, and a folder that cannot be written only means the
        next start imports the registry first."""
        if self.folder is None:
            return
        stamps = [(path, _stamp(path)) for path in files]
        if not stamps or any(stamp is None for _, stamp in stamps):
            return
        text = json.dumps({"version": [CARDS_VERSION, __version__], "sources": stamps,
                           "cards": [card.facts() for card in cards]})
        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
            temp = self.folder / f".{CARDS_FILE}.{os.getpid()}"
            temp.write_text(text, encoding="utf-8")
            os.replace(temp, self.folder / CARDS_FILE)
