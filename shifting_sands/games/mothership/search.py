"""What the generic search (shifting_sands.bots.ismcts) needs from Land the Mothership.

The search plays on determinized states, where every agent's dune is known, so it can
judge a position by how cleared each agent's dune is and cut its rollouts short.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.mothership.actions import BeamDown, Land, Place, Pull, Push
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


def search_actions(state: Any) -> list[Any]:
    """The moves worth a node of the search tree, best first: a winning landing alone;
    otherwise moves that clear around the mover's dune, moves that fill in around a
    rival's dune, and a few others for cover."""
    legal = state.legal_actions()
    seat = state.current_player
    if seat < 0:
        return legal
    rules = state.rules
    table = neighbour_table(rules.width, rules.height)
    edges = edge_table(rules.width, rules.height)
    beams = [a for a in legal if isinstance(a, BeamDown)]
    if beams:  # hide under the dune nearest to being cleared, off the edge
        def openness(action: Any) -> int:
            empty = sum(1 for n in table[action.cell] if state.cells[n] == EMPTY)
            return -1 if edges[action.cell] else empty
        return sorted(beams, key=openness, reverse=True)[:6]
    mine = agent_cell(state, seat)
    if mine is not None and clearance(state, seat) >= 1.0 and Land(mine) in legal:
        return [Land(mine)]
    around_mine = set(table[mine]) if mine is not None else set()
    rival_rings: set[int] = set()
    for other in range(state.players):
        cell = agent_cell(state, other) if other != seat and state.alive[other] else None
        if cell is not None:
            rival_rings.update(table[cell])
    clearing, blocking, rest = [], [], []
    for action in legal:
        if isinstance(action, Land):
            continue
        if isinstance(action, Push):
            if action.src in around_mine and action.dst not in around_mine:
                clearing.append(action)
            elif action.dst in rival_rings:
                blocking.append(action)
            else:
                rest.append(action)
        elif isinstance(action, Pull):
            (clearing if action.cell in around_mine else rest).append(action)
        elif isinstance(action, Place):
            if action.cell in rival_rings and action.cell not in around_mine:
                blocking.append(action)
            elif action.cell not in around_mine:
                rest.append(action)
        else:
            rest.append(action)
    chosen = clearing[:12] + blocking[:12] + rest[:: max(1, len(rest) // 6)][:6]
    return chosen or legal
