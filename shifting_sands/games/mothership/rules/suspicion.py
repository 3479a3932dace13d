"""Where each alien probably hides, read from public moves alone.

Every move is public and dunes never change identity, so the whole history of every dune
can be replayed from the board as it was before the first move. A player picks an open
dune at Beamin Down and then clears around it, so each move is evidence: a move that takes
a dune away from next to dune D makes it likelier that D hides the mover's agent, a move
that crowds D makes it less likely. The weights are relative likelihoods (not normalised),
one list per seat, indexed by the place a dune stands on now.

The search samples hidden agents from these weights (determinize.py) instead of guessing
uniformly, which is what lets it block a rival who is clearing around one dune.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from shifting_sands.games.mothership.rules.hexgrid import edge_table, neighbour_table
from shifting_sands.games.mothership.rules.view import Move, MoveKind

CROWD_PRIOR = 0.7
"""Log-likelihood lost per dune neighbour a dune had at Beamin Down: players hide in the open."""
EDGE_PRIOR = math.log(0.03)
"""An agent on the edge can never land: almost nobody hides there."""
NEAR_EDGE_PRIOR = math.log(0.4)
"""Next to the edge is possible but cramped."""
CLEARED = math.log(3.0)
"""A mover took a dune away from next to this dune."""
CROWDED = math.log(0.35)
"""A mover pushed or placed a dune next to this dune."""
SHELVED = math.log(0.5)
"""A mover pulled this very dune off the island (players rarely shelve their own)."""
FLOOR = -30.0
"""Log-weights never sink below this, so a surprising move never rules a dune out."""


@dataclass(frozen=True)
class Spot:
    """Where a dune stands now: a cell, or a holding space."""

    cell: int | None
    space: int | None


def starting_board(occupied: Sequence[bool], holding: Sequence[bool],
                   moves: Sequence[Move]) -> list[bool]:
    """The island's occupancy before the first move, undoing `moves` from the current board."""
    cells = list(occupied)
    spaces = list(holding)
    for move in reversed(moves):
        if move.kind is MoveKind.PUSH:
            cells[move.dst], cells[move.src] = False, True
        elif move.kind is MoveKind.PULL:
            spaces[move.dst], cells[move.src] = False, True
        else:
            cells[move.dst], spaces[move.src] = False, True
    if any(spaces):
        raise ValueError("a dune in the holding area was never pulled there")
    return cells


def agent_log_weights(width: int, height: int, occupied: Sequence[bool],
                      holding: Sequence[bool], moves: Sequence[Move],
                      players: int) -> dict[Spot, list[float]]:
    """For every dune now on the board or in the holding area, one log-likelihood per seat
    that the seat's agent hides under it, from the public record alone."""
    nbrs = neighbour_table(width, height)
    edges = edge_table(width, height)
    start = starting_board(occupied, holding, moves)
    cell_dune: list[int] = [-1] * len(start)
    space_dune: list[int] = [-1] * len(holding)
    logw: list[list[float]] = []
    for cell, full in enumerate(start):
        if not full:
            continue
        cell_dune[cell] = len(logw)
        prior = -CROWD_PRIOR * sum(1 for n in nbrs[cell] if start[n])
        if edges[cell]:
            prior += EDGE_PRIOR
        elif any(edges[n] for n in nbrs[cell]):
            prior += NEAR_EDGE_PRIOR
        logw.append([prior] * players)
    for move in moves:
        seat = move.seat
        if move.kind is MoveKind.PUSH:
            src, dst = move.src, move.dst
            dune = cell_dune[src]
            cell_dune[src], cell_dune[dst] = -1, dune
            _evidence(logw, seat, cell_dune, nbrs[src], {dst, *nbrs[dst]}, CLEARED)
            _evidence(logw, seat, cell_dune, nbrs[dst], {src, *nbrs[src]}, CROWDED)
        elif move.kind is MoveKind.PULL:
            src = move.src
            dune = cell_dune[src]
            cell_dune[src], space_dune[move.dst] = -1, dune
            _evidence(logw, seat, cell_dune, nbrs[src], set(), CLEARED)
            row = logw[dune]
            row[seat] = max(FLOOR, row[seat] + SHELVED)
        else:
            dst = move.dst
            dune = space_dune[move.src]
            space_dune[move.src], cell_dune[dst] = -1, dune
            _evidence(logw, seat, cell_dune, nbrs[dst], {dst}, CROWDED)
    weights: dict[Spot, list[float]] = {}
    for cell, dune in enumerate(cell_dune):
        if dune >= 0:
            weights[Spot(cell, None)] = logw[dune]
    for space, dune in enumerate(space_dune):
        if dune >= 0:
            weights[Spot(None, space)] = logw[dune]
    return weights


def _evidence(logw: list[list[float]], seat: int, cell_dune: list[int],
              cells: Sequence[int], skip: set[int], amount: float) -> None:
    """Add `amount` to `seat`'s log-weight of every dune standing on `cells` but not `skip`."""
    for cell in cells:
        if cell in skip:
            continue
        dune = cell_dune[cell]
        if dune >= 0:
            row = logw[dune]
            row[seat] = max(FLOOR, row[seat] + amount)
