"""The North Africa search general: its shortlist puts the greedy general's choice first, so
the search keeps that choice until its tree shows a better one."""

from __future__ import annotations

from shifting_sands.games import get_spec
from shifting_sands.games.north_africa.bots.planner import BRANCHING_PHASES, GENERAL, search_actions
from shifting_sands.rules.rng import GameRng


def positions_with_a_choice(phases, seed: int = 3, limit: int = 3000):
    """Positions of a greedy-against-greedy Sonnenblume game in `phases` with a real choice."""
    from shifting_sands.rules.protocol import Options

    spec = get_spec("north_africa")
    state = spec.new_game(seed, 2, Options("sonnenblume"))
    rng = GameRng(seed)
    for _ in range(limit):
        if state.is_terminal():
            return
        legal = state.legal_actions()
        if state.current_player >= 0 and state.phase in phases and len(legal) > 1:
            yield state.clone(), legal
        if state.current_player < 0:
            action = rng.choice(legal)
        else:
            action = GENERAL.decide(state, state.current_player, legal, rng)
        state.apply(action)


def test_the_greedy_generals_choice_heads_every_shortlist():
    seen = set()
    for state, legal in positions_with_a_choice((*BRANCHING_PHASES, "action")):
        shortlist = search_actions(state)
        assert shortlist[0] == GENERAL.decide(state, state.current_player, legal, GameRng(0))
        assert set(shortlist) <= set(legal) and len(set(shortlist)) == len(shortlist)
        if state.phase in BRANCHING_PHASES:  # every answer is still weighed
            assert set(shortlist) == set(legal)
        seen.add(state.phase)
    assert {"action", "combat"} <= seen


def test_the_search_general_keeps_greedys_choice_when_it_has_too_few_iterations():
    spec = get_spec("north_africa")
    assert spec.search_default_first
    bot = spec.bot("ismcts:2")  # two iterations can never give an alternative three visits
    kept = 0
    for state, legal in positions_with_a_choice(("action",)):
        shortlist = search_actions(state)
        if len(shortlist) < 2:
            continue
        choice = bot.choose(state.view_for(state.current_player), legal, GameRng(5))
        assert choice == shortlist[0]
        kept += 1
        if kept == 8:
            break
    assert kept == 8
