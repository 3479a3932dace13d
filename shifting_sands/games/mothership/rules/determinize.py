"""Sampling a full Land the Mothership state that agrees with what one seat can see.

The viewer's own agent is where its memory puts it (or where its view shows it); public
agents are where everyone saw them; every other agent hides under a dune that was never
flipped (a flip shows all it hides), drawn in proportion to how likely the public moves
make it (suspicion.py). Dune ids are renumbered freely: views never show them.

The sample also carries `suspects`: for every seat, the dunes the public record points
at most, the same in every sample of one view. The search blocks those, not the agents
it happened to draw: a move chosen because this sample shows a rival's agent would be
chosen with knowledge the bot does not have.
"""

from __future__ import annotations

import bisect
import math
from itertools import accumulate

from shifting_sands.games.mothership.rules.state import EMPTY, MothershipState
from shifting_sands.games.mothership.rules.suspicion import Spot, agent_log_weights
from shifting_sands.games.mothership.rules.view import MothershipView, follow, trace_back
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
    seen = {agent.seat: (agent.cell, agent.space) for agent in view.agents_seen}
    for seat in range(view.players):
        if not view.beamed[seat]:
            continue
        if seat in seen:
            place = seen[seat]
        elif seat == view.viewer and view.my_start is not None:
            place = follow(view.my_start, None, view.moves)
        else:
            place = _likely_place(view, seat, rng)
        state.agents[seat] = _dune_at(state, *place)
        state.starts[seat] = trace_back(*place, view.moves)
    tables = _tables(view)
    state.suspects = tuple(
        (state.agents[seat],) if view.revealed[seat] and state.agents[seat] != EMPTY
        else tuple(_dune_at(state, spot.cell, spot.space) for spot in tables[seat][2])
        for seat in range(view.players))
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
    state.turn_pulls = [(m.src, m.dst) for m in _this_turn(view) if m.kind == "pull"]
    state.moves = list(view.moves)
    state._outcome = view.outcome if isinstance(view.outcome, Outcome) else None
    if state.agents.count(EMPTY) != view.beamed.count(False):
        raise ValueError("a seat that beamed down has no agent")
    return state


def _this_turn(view: MothershipView) -> list:
    """The current seat's moves of this turn: the last `len(actions_done)` public moves."""
    count = len(view.actions_done)
    return list(view.moves[-count:]) if count else []


SUSPECTS = 4
"""How many of each seat's likeliest dunes a sample names as its suspects."""
SUSPECT_SHARE = 0.05
"""A dune the evidence gives less than this share of a seat's weight is no suspect."""

Tables = dict[int, tuple[list[Spot], list[float], list[Spot]]]
"""Per seat: the dunes that may hide its agent, their cumulative weights, its suspects."""

_CACHE: dict[int, tuple[MothershipView, Tables]] = {}
"""The latest view's sampling tables: a search determinizes the same view hundreds of times."""


def _likely_place(view: MothershipView, seat: int, rng: GameRng) -> tuple[int | None, int | None]:
    """A dune for `seat`'s hidden agent, drawn by the public evidence (never a flipped one)."""
    places, cumulative, _ = _tables(view)[seat]
    index = bisect.bisect_right(cumulative, rng.random() * cumulative[-1])
    place = places[min(index, len(places) - 1)]
    return place.cell, place.space


def _tables(view: MothershipView) -> Tables:
    cached = _CACHE.get(id(view))
    if cached is not None and cached[0] is view:
        return cached[1]
    rules = view.rules
    weights = agent_log_weights(rules.width, rules.height, view.occupied, view.holding,
                                view.moves, view.players)
    flipped = {Spot(c, None) for c in view.flipped_cells}
    flipped |= {Spot(None, s) for s in view.flipped_spaces}
    places = [p for p in weights if p not in flipped] or list(weights)
    tables: Tables = {}
    for seat in range(view.players):
        top = max(weights[p][seat] for p in places)
        masses = [math.exp(weights[p][seat] - top) for p in places]
        cumulative = list(accumulate(masses))
        ranked = sorted(range(len(places)), key=masses.__getitem__, reverse=True)
        suspects = [places[i] for i in ranked[:SUSPECTS]
                    if masses[i] >= SUSPECT_SHARE * cumulative[-1]]
        tables[seat] = (places, cumulative, suspects)
    _CACHE.clear()
    _CACHE[id(view)] = (view, tables)
    return tables
