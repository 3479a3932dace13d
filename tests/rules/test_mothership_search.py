"""The search hooks of Land the Mothership: evaluation and playout moves."""

from __future__ import annotations

from shifting_sands.games import get_spec
from shifting_sands.games.mothership.bots.search import (
    agent_cell,
    clearance,
    evaluate,
    rollout_action,
    search_actions,
)
from shifting_sands.games.mothership.rules.actions import Land, Place, Pull, Push
from shifting_sands.rules.rng import GameRng
from tests.rules.test_mothership_builders import BARE_RIVAL_7, build, cell_at


def played_state(seed: int = 2, actions: int = 12):
    spec = get_spec("mothership")
    state = spec.new_game(seed, 2)
    bot = spec.bot("guard")
    rng = GameRng(seed)
    for _ in range(actions):
        seat = state.current_player
        state.apply(bot.choose(state.view_for(seat), state.legal_actions(), rng))
    return state


def test_evaluation_is_a_probability_and_favours_the_clearer_agent():
    state = played_state()
    for seat in range(2):
        assert 0.0 <= evaluate(state, seat) <= 1.0
    a, b = clearance(state, 0), clearance(state, 1)
    if a != b:
        better = 0 if a > b else 1
        assert evaluate(state, better) > evaluate(state, 1 - better)


def test_a_player_who_is_out_is_worth_nothing():
    state = played_state()
    state.alive[1] = False
    assert evaluate(state, 1) == 0.0


def test_rollouts_play_legal_moves_and_never_land_blindly():
    state = played_state()
    rng = GameRng(4)
    for _ in range(40):
        if state.is_terminal():
            break
        action = rollout_action(state, rng)
        assert state.is_legal(action)
        if isinstance(action, Land):
            assert action.cell == agent_cell(state, state.current_player)
            assert clearance(state, state.current_player) >= 1.0
        state.apply(action)


def test_search_moves_are_legal_and_a_winning_landing_stands_alone():
    state = played_state()
    moves = search_actions(state)
    assert moves and all(state.is_legal(a) for a in moves)
    seat = state.current_player
    cell = agent_cell(state, seat)
    if cell is not None:
        for n in state.neighbours[cell]:
            state.cells[n] = -1
        if not state.edges[cell] and Land(cell) in state.legal_actions():
            assert search_actions(state) == [Land(cell)]


def test_beamin_down_candidates_are_the_most_open_inland_dunes():
    state = get_spec("mothership").new_game(3, 2)
    moves = search_actions(state)
    assert 0 < len(moves) <= 6
    assert all(not state.edges[a.cell] for a in moves)


# -- tree moves and the instant-win evaluation, on built tables -----------------------------


def test_a_player_who_starts_a_turn_able_to_land_has_won_in_the_evaluation():
    state = build(rows=BARE_RIVAL_7, current=1)
    assert evaluate(state, 1) == 1.0 and evaluate(state, 0) == 0.0


def test_a_rival_one_move_from_landing_is_the_first_thing_the_tree_blocks():
    state = build(rows=BARE_RIVAL_7, current=0)
    moves = search_actions(state)
    target = cell_at(state, "D4")
    ring = set(state.neighbours[target])
    blocking = [m for m in moves if (isinstance(m, Pull) and m.cell == target)
                or (isinstance(m, Push) and m.dst in ring)
                or (isinstance(m, Place) and m.cell in ring)]
    assert Pull(target, 0) in moves
    assert len(blocking) >= 3


def test_tree_moves_pull_each_dune_once_whatever_the_free_spaces():
    state = build(rows=BARE_RIVAL_7, holding="....", current=0)
    pulls = [m for m in search_actions(state) if isinstance(m, Pull)]
    assert len({m.cell for m in pulls}) == len(pulls)
    assert all(m.space == 0 for m in pulls)


def test_a_held_agent_is_offered_its_most_open_landing_sites():
    rows = ["ooooooo",
            "ooooooo",
            "ooo.ooo",
            "oo...oo",
            "oo...oo",
            "ooooooo",
            "ooooooo"]
    state = build(rows=rows, holding="a.b.", agents={1: "A1"}, current=0)
    places = [m for m in search_actions(state) if isinstance(m, Place) and m.space == 0]
    assert places
    crowds = [sum(1 for n in state.neighbours[m.cell] if state.cells[n] >= 0) for m in places]
    best = min(sum(1 for n in state.neighbours[c] if state.cells[n] >= 0)
               for c in state.place_targets() if not state.edges[c])
    assert crowds == sorted(crowds) and crowds[0] == best
    assert all(not state.edges[m.cell] for m in places)
