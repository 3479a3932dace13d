"""What the generic search (shifting_sands.bots.ismcts) needs from Land the Mothership.

The search plays on determinized states, where every agent's dune is known, so it can
judge a position by how cleared each agent's dune is and cut its rollouts short.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.mothership.actions import Land
from shifting_sands.games.mothership.hexgrid import edge_table, neighbour_table
from shifting_sands.rules.rng import GameRng

EMPTY = -1


def agent_cell(state: Any, seat: int) -> int | None:
    """The board cell of `seat`'s agent's dune, or None while it sits in the holding area."""
    dune = state.agents[seat]
    try:
        return state.cells.index(dune)
    except ValueError:
        return None


def clearance(state: Any, seat: int) -> float:
    """How close `seat` is to landing, from 0 to 1: empty neighbours of its dune, less on
    the edge (where it can never land)."""
    cell = agent_cell(state, seat)
    if cell is None:
        return 0.0
    rules = state.rules
    neighbours = neighbour_table(rules.width, rules.height)[cell]
    empty = sum(1 for n in neighbours if state.cells[n] == EMPTY)
    score = empty / 6
    return score * 0.3 if edge_table(rules.width, rules.height)[cell] else score


def evaluate(state: Any, seat: int) -> float:
    """A position's value for `seat` in [0, 1]: its clearance against its best rival's."""
    if not state.alive[seat]:
        return 0.0
    mine = clearance(state, seat)
    rivals = [clearance(state, s) for s in range(state.players) if s != seat and state.alive[s]]
    best_rival = max(rivals, default=0.0)
    return max(0.0, min(1.0, 0.5 + 0.5 * (mine - best_rival)))


def rollout_action(state: Any, rng: GameRng) -> Any:
    """A cheap playout move: land when it wins, never land blindly, otherwise at random."""
    legal = state.legal_actions()
    lands = [a for a in legal if isinstance(a, Land)]
    if lands:
        seat = state.current_player
        cell = agent_cell(state, seat)
        if cell is not None and clearance(state, seat) >= 1.0 and Land(cell) in lands:
            return Land(cell)
        others = [a for a in legal if not isinstance(a, Land)]
        if others:
            return rng.choice(others)
    return rng.choice(legal)
