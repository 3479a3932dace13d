"""Where the layers below the games find a game by its id, without importing the games.

`shifting_sands.games` is the one place that lists the games, and it fills this registry
when it is imported. Saves, the results screen and the launcher ask here, so nothing below
the games package imports it: the window and the tools import the games first, and a lower
module used on its own (a test, a script) has them loaded, by name, on its first question.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

GAMES_PACKAGE = "shifting_sands.games"
"""The package whose import registers every game (see its REGISTRY)."""

_specs: dict[str, Any] = {}


def register(specs: Iterable[Any]) -> None:
    """Make `specs` known by their ids (the games package calls this once, on import)."""
    for spec in specs:
        _specs[spec.id] = spec


def registered() -> Mapping[str, Any]:
    """Every registered game by id, in the games package's order."""
    if not _specs:
        importlib.import_module(GAMES_PACKAGE)
    return MappingProxyType(_specs)


def get_spec(game_id: str) -> Any:
    """The registered game `game_id`, or a ValueError that lists the known ids."""
    specs = registered()
    try:
        return specs[game_id]
    except KeyError:
        known = ", ".join(sorted(specs))
        raise ValueError(f"unknown game {game_id!r}; known games: {known}") from None
