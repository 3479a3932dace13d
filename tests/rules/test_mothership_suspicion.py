"""The public-evidence model of where each agent hides (search bots sample from it)."""

from __future__ import annotations

from collections import Counter

from shifting_sands.games import get_spec
from shifting_sands.games.mothership.rules.actions import Pull
from shifting_sands.games.mothership.rules.determinize import determinize
from shifting_sands.games.mothership.rules.suspicion import Spot, agent_log_weights, starting_board
from shifting_sands.rules.rng import GameRng

from .test_mothership_builders import end_turn


def beamed_game(seed: int = 3):
    spec = get_spec("mothership")
    state = spec.new_game(seed, 2)
    return state


def open_inland_dune(state) -> int:
    """An inland dune (not next to the edge) with the fewest dune neighbours."""
    best = None
    for cell, dune in enumerate(state.cells):
        if dune < 0 or state.edges[cell] or any(state.edges[n] for n in state.neighbours[cell]):
            continue
        crowd = sum(1 for n in state.neighbours[cell] if state.cells[n] >= 0)
        if best is None or crowd < best[0]:
            best = (crowd, cell)
    assert best is not None
    return best[1]


def far_target(state, cell: int) -> int:
    """An empty cell next to a dune, four or more steps away from `cell`."""
    from shifting_sands.games.mothership.rules.hexgrid import distance

    return next(c for c in state.place_targets() if distance(c, cell, 11) >= 4)


def clear_around(state, cell: int, turns: int) -> int:
    """Seat 0 hides at `cell`, seat 1 on an edge dune; then for `turns` turns seat 0 pulls
    a dune from around `cell` and places it far away, and seat 1 pulls an edge dune and
    places it back far from `cell`. Returns seat 1's cell."""
    from shifting_sands.games.mothership.rules.actions import BeamDown, Place

    state.apply(BeamDown(cell))
    corner = next(c for c, dune in enumerate(state.cells) if dune >= 0 and state.edges[c])
    state.apply(BeamDown(corner))
    for _ in range(turns):
        ring = [n for n in state.neighbours[cell] if state.cells[n] >= 0]
        space = state.spaces.index(-1)
        state.apply(Pull(ring[0], space))
        state.apply(Place(space, far_target(state, cell)))
        end_turn(state)
        edge = next(c for c, dune in enumerate(state.cells)
                    if dune >= 0 and state.edges[c] and c != corner)
        space = state.spaces.index(-1)
        state.apply(Pull(edge, space))
        state.apply(Place(space, far_target(state, cell)))
        end_turn(state)
    return corner


def test_the_starting_board_is_recovered_from_the_moves():
    state = beamed_game()
    before = [d >= 0 for d in state.cells]
    clear_around(state, open_inland_dune(state), 2)
    view = state.view_for(1)
    assert starting_board(view.occupied, view.holding, view.moves) == before


def test_clearing_around_a_dune_makes_it_the_prime_suspect_for_that_seat_only():
    state = beamed_game()
    cell = open_inland_dune(state)
    clear_around(state, cell, 2)
    view = state.view_for(1)
    weights = agent_log_weights(11, 11, view.occupied, view.holding, view.moves, 2)
    seat0 = max(weights, key=lambda place: weights[place][0])
    assert seat0 == Spot(cell, None)
    assert weights[Spot(cell, None)][1] < weights[Spot(cell, None)][0]


def test_edge_dunes_are_unlikely_hiding_places_from_the_start():
    state = beamed_game()
    view = state.view_for(1)
    weights = agent_log_weights(11, 11, view.occupied, view.holding, view.moves, 2)
    edge = max(w[0] for p, w in weights.items() if state.edges[p.cell])
    inland = max(w[0] for p, w in weights.items() if not state.edges[p.cell])
    assert edge < inland


def test_the_search_mostly_samples_the_rival_where_the_evidence_points():
    state = beamed_game()
    cell = open_inland_dune(state)
    corner = clear_around(state, cell, 3)
    view = state.view_for(1)
    rng = GameRng(5)
    hits = Counter()
    for _ in range(200):
        sample = determinize(view, rng)
        hits[sample.cells.index(sample.agents[0]) if sample.agents[0] in sample.cells
             else None] += 1
    assert hits.most_common(1)[0][0] == cell
    assert hits[cell] > 50  # a uniform guess would hit it about twice in 200
    # The viewer's own agent is always where its memory says.
    for _ in range(5):
        sample = determinize(view, rng)
        assert sample.agents[1] == sample.cells[corner]


def test_every_sample_of_one_view_names_the_same_suspects():
    state = beamed_game()
    cell = open_inland_dune(state)
    clear_around(state, cell, 3)
    view = state.view_for(1)
    rng = GameRng(8)
    named = set()
    for _ in range(30):
        sample = determinize(view, rng)
        named.add(tuple(sample.cells.index(d) for d in sample.suspects[0]))
    assert len(named) == 1
    assert next(iter(named))[0] == cell


def test_the_searcher_is_offered_the_same_moves_whatever_the_sample_shows():
    """Tree moves built from a sampled rival agent would let the search act on knowledge
    it does not have (a move picked because this sample shows the rival's agent)."""
    from shifting_sands.games.mothership.bots.search import search_actions

    state = beamed_game()
    cell = open_inland_dune(state)
    clear_around(state, cell, 3)
    view = state.view_for(state.current_player)
    rng = GameRng(9)
    offers = {tuple(search_actions(determinize(view, rng))) for _ in range(30)}
    assert len(offers) == 1


def test_a_revealed_agent_is_the_only_suspect_for_its_seat():
    from tests.rules.test_mothership_builders import build

    state = build(rows=["ooooooo", "oo.o.oo", "o.ooo.o", "ooo.ooo", "o.oao.o", "oo.o.oo",
                        "oobo.oo"], players=3, agents={2: "B2"}, revealed=[False, True, False])
    view = state.view_for(0)
    sample = determinize(view, GameRng(1))
    assert sample.suspects[1] == (sample.agents[1],)
