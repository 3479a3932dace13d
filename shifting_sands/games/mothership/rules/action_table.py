"""Every move a board could ever offer, built once per board size and shared by every state."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from shifting_sands.games.mothership.rules.actions import BeamDown, Land, Place, Pull, Push
from shifting_sands.games.mothership.rules.hexgrid import neighbour_table


@dataclass(frozen=True)
class ActionTable:
    """Every move a board could ever offer, built once per board: legal lists then reuse
    these frozen actions instead of building thousands of new ones each time."""

    beam_downs: tuple[BeamDown, ...]
    lands: tuple[Land, ...]
    pushes: tuple[dict[int, Push], ...]
    """By source cell, then target cell (neighbours only)."""
    pulls: tuple[tuple[Pull, ...], ...]
    """By cell, then holding space."""
    places: tuple[tuple[Place, ...], ...]
    """By holding space, then cell."""


@lru_cache(maxsize=16)
def action_table(width: int, height: int, spaces: int) -> ActionTable:
    cells = range(width * height)
    nbrs = neighbour_table(width, height)
    return ActionTable(
        beam_downs=tuple(BeamDown(c) for c in cells),
        lands=tuple(Land(c) for c in cells),
        pushes=tuple({dst: Push(src, dst) for dst in nbrs[src]} for src in cells),
        pulls=tuple(tuple(Pull(c, s) for s in range(spaces)) for c in cells),
        places=tuple(tuple(Place(s, c) for c in cells) for s in range(spaces)),
    )
