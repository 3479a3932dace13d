"""Curse Reverse's search thieves (`normal`, `hard`): windows answered at once and legally,
searched decisions legal, playouts legal, and a judge that ranks a won race above a lost one."""

from __future__ import annotations

import pytest

from shifting_sands.games import get_spec
from shifting_sands.games.curse_reverse.bots import judge
from shifting_sands.games.curse_reverse.bots.bots import GreedyCurseBot, game_moves, plan
from shifting_sands.games.curse_reverse.bots.turn_search import (
    TurnSearchBot,
    own_decision,
    playout,
)
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.rules.determinize import determinize
from shifting_sands.rules.driver import Driver
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.rng import GameRng
from tests.rules.curse_builders import (
    DEFENSIVE,
    OFFENSIVE,
    RED_ITEM,
    RED_START,
    cart,
    goal_avoiding,
    goal_showing,
    item,
    table,
)

SPEC = get_spec("curse_reverse")


def greedy_positions(seed: int, players: int = 3, limit: int = 400):
    """States of a greedy game, one per decision with a choice, up to `limit` actions."""
    match = Match(SPEC, seed, [Seat("greedy", "greedy")] * players, None, match_id="")
    driver = Driver(match, dict.fromkeys(range(players), GreedyCurseBot()), GameRng(seed))
    state = match.state
    for _ in range(limit):
        if state.is_terminal():
            return
        if state.current_player >= 0 and len(game_moves(state.legal_actions())) > 1:
            yield state.clone()
        driver.step()


def test_the_levels_are_the_turn_search_with_more_worlds_for_hard():
    normal, hard = SPEC.bot("normal"), SPEC.bot("hard")
    assert isinstance(normal, TurnSearchBot) and isinstance(hard, TurnSearchBot)
    assert (normal.name, hard.name) == ("normal", "hard")
    assert hard.worlds > normal.worlds and hard.seconds > normal.seconds
    assert normal.seconds <= 0.5 and hard.seconds <= 2.0  # ARCHITECTURE.md's bot budget


def test_windows_on_other_turns_are_answered_at_once_as_greedy_answers_them():
    bot = TurnSearchBot("normal", worlds=2)
    windows = 0
    for state in greedy_positions(3):
        seat = state.current_player
        if own_decision(state, seat):
            continue
        view, legal = state.view_for(seat), state.legal_actions()
        choice = bot.choose(view, legal, GameRng(7))
        assert choice in legal
        assert bot.last_worlds == 0  # no search spent outside the seat's own turn
        search_rng = GameRng(GameRng(7).randrange(2**62))
        greedy = plan(determinize(view, search_rng.copy()), game_moves(legal), search_rng)
        assert choice == greedy
        windows += state.stack[-1]["k"] == "window" if state.stack else 0
    assert windows >= 5


def test_searched_decisions_are_legal_and_sample_worlds():
    bot = TurnSearchBot("normal", worlds=2)
    searched = 0
    for state in greedy_positions(4, limit=250):
        seat = state.current_player
        if not own_decision(state, seat):
            continue
        legal = state.legal_actions()
        choice = bot.choose(state.view_for(seat), legal, GameRng(searched))
        assert choice in legal
        searched += bot.last_worlds > 0
    assert searched >= 5


def test_with_an_unreachable_margin_the_search_keeps_the_greedy_choice():
    stubborn = TurnSearchBot("normal", worlds=2, margin=2.0)
    kept = 0
    for state in greedy_positions(5, limit=150):
        seat = state.current_player
        if not own_decision(state, seat) or state.stack:
            continue
        view, legal = state.view_for(seat), state.legal_actions()
        choice = stubborn.choose(view, legal, GameRng(1))
        if stubborn.last_worlds:
            values = stubborn.last_values
            assert choice == next(iter(values))  # the first candidate is the greedy one
            kept += 1
    assert kept >= 3


@pytest.mark.parametrize("seed", [1, 2])
def test_playouts_stay_within_the_rules_and_stop_at_the_seats_next_turn(seed):
    for index, state in enumerate(greedy_positions(seed, limit=300)):
        if index % 25:
            continue
        seat = state.turn_seat
        state.track_undo = False
        playout(state, seat, GameRng(index), checked=True)  # apply() refuses anything illegal
        assert state.is_terminal() or (state.turn_seat == seat and not state.stack
                                        and state.current_player == seat)


def race(done_0: int, done_1: int):
    red, blue, green = (goal_avoiding(god) for god in ("red", "blue", "green"))
    return table(3, goals={0: [red, blue, green], 1: [red, blue, green]},
                 done={0: [red, blue, green][:done_0], 1: [red, blue, green][:done_1]},
                 pos={0: RED_START, 1: RED_START, 2: RED_START}, current=2)


def test_the_judge_ranks_a_race_nearly_won_above_one_nearly_lost():
    ahead, behind = race(2, 0), race(0, 2)
    assert judge.judge(ahead, 0) > 0.5 > judge.judge(behind, 0)
    assert judge.judge(ahead, 0) > judge.judge(behind, 0) + 0.3
    chances = judge.chances(ahead)
    assert abs(sum(chances) - 1) < 1e-9 and max(chances) == chances[0]


def test_the_judge_reads_a_finished_game_from_its_outcome():
    state = race(2, 0)
    state.finish([1], "test", [])
    assert judge.judge(state, 1) == 1.0 and judge.judge(state, 0) == 0.0


def test_the_search_swaps_for_a_goal_item_with_nekhbet_where_greedy_would_not():
    wanted, spare = OFFENSIVE[0], DEFENSIVE[0]
    goals = [goal_showing("red", wanted, avoid=[spare]),
             goal_avoiding("blue", [wanted, spare]), goal_avoiding("green", [wanted, spare])]
    state = table(3, pos={0: RED_START, 1: RED_ITEM, 2: "blue:3,3"},
                  packs={0: [item(spare), cart("nekhbet")], 1: [item(wanted)]},
                  goals={0: goals}, current=0)
    swap = a.Play("nekhbet", 1, (spare, wanted))
    legal = state.legal_actions()
    assert swap in legal
    assert plan(state, game_moves(legal), GameRng(0)) != swap
    bot = TurnSearchBot("normal", worlds=6)
    assert bot.choose(state.view_for(0), legal, GameRng(3)) == swap
