"""The search hooks of Land the Mothership: evaluation and playout moves."""

from __future__ import annotations

from shifting_sands.games import get_spec
from shifting_sands.games.mothership.actions import Land
from shifting_sands.games.mothership.search import agent_cell, clearance, evaluate, rollout_action
from shifting_sands.rules.rng import GameRng


def played_state(seed: int = 2, actions: int = 12):
    spec = get_spec("mothership")
    state = spec.new_game(seed, 2)
    bot = spec.bot("greedy")
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
    from shifting_sands.games.mothership.search import search_actions

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
    from shifting_sands.games.mothership.search import search_actions

    state = get_spec("mothership").new_game(3, 2)
    moves = search_actions(state)
    assert 0 < len(moves) <= 6
    assert all(not state.edges[a.cell] for a in moves)
