"""Sampling a full Land the Mothership state that agrees with what one seat can see.

The viewer's own agent is where its memory puts it (or where its view shows it); public
agents are where everyone saw them; every other agent hides under any dune that was never
flipped (a flip shows all it hides). Dune ids are renumbered freely: views never show them.
"""

from __future__ import annotations

from shifting_sands.games.mothership.rules import EMPTY, MothershipState
from shifting_sands.games.mothership.view import MothershipView, follow, trace_back
from shifting_sands.rules.protocol import Outcome
from shifting_sands.rules.rng import GameRng


def _dune_at(state: MothershipState, cell: int | None, space: int | None) -> int:
    return state.cells[cell] if cell is not None else state.spaces[space or 0]


def determinize(view: MothershipView, rng: GameRng) -> MothershipState:
    state = MothershipState(view.rules, view.players, rng.copy())
    dune = 0
    for cell, occupied in enumerate(view.occupied):
        if occupied:
            state.cells[cell] = dune
            dune += 1
    for space, held in enumerate(view.holding):
        if held:
            state.spaces[space] = dune
            dune += 1
    state.flipped = sorted([state.cells[c] for c in view.flipped_cells]
                           + [state.spaces[s] for s in view.flipped_spaces])
    unflipped = [d for d in range(dune) if d not in state.flipped] or list(range(dune))
    seen = {agent.seat: (agent.cell, agent.space) for agent in view.agents_seen}
    for seat in range(view.players):
        if not view.beamed[seat]:
            continue
        if seat in seen:
            place = seen[seat]
        elif seat == view.viewer and view.my_start is not None:
            place = follow(view.my_start, None, view.moves)
        else:
            hidden = rng.choice(unflipped)
            place = state.place_of(hidden)
        state.agents[seat] = _dune_at(state, *place)
        state.starts[seat] = trace_back(*place, view.moves)
    state.phase = view.phase
    state.current_player = view.current_player
    state.round = view.round
    state.alive = list(view.alive)
    state.revealed = list(view.revealed)
    state.done = list(view.actions_done)
    state.peeked = view.peeked
    state.previous_pushes = list(view.previous_pushes)
    state.previous_pulls = list(view.previous_pulls)
    state.turn_pushes = [(m.src, m.dst) for m in _this_turn(view) if m.kind == "push"]
    state.turn_pulls = [m.src for m in _this_turn(view) if m.kind == "pull"]
    state.moves = list(view.moves)
    state._outcome = view.outcome if isinstance(view.outcome, Outcome) else None
    if state.agents.count(EMPTY) != view.beamed.count(False):
        raise ValueError("a seat that beamed down has no agent")
    return state


def _this_turn(view: MothershipView) -> list:
    """The current seat's moves of this turn: the last `len(actions_done)` public moves."""
    count = len(view.actions_done)
    return list(view.moves[-count:]) if count else []
