"""The generic search: legal, reproducible, blind to hidden information, and not stupid."""

from __future__ import annotations

import time

import pytest

from shifting_sands.bots.ismcts import IsmctsBot
from shifting_sands.games import REGISTRY, get_spec
from shifting_sands.games.stones.rules.actions import EndTurn, ScoreCard
from shifting_sands.rules.rng import GameRng
from shifting_sands.rules.spec import GameSpec
from tests.rules.stones_builders import build, cards_not_matching

STONES = get_spec("stones")
# S72 is the fixed 5-point card MOON . . / . FISH . / . . FISH.
FIVE_READY = "MOON SEED SEED / HORSE FISH HORSE / SEED HORSE FISH"
FIVE_ONE_FLIP_AWAY = "MOON SEED SEED / HORSE FISH HORSE / SEED HORSE BIRD"


class SpySpec(GameSpec):
    """The stones spec with only `determinize`, recording what the search hands it."""

    def __init__(self) -> None:
        self.seen: list[object] = []

    def determinize(self, view, rng):
        self.seen.append(view)
        return STONES.determinize(view, rng)


def mid_game(seed: int = 4, players: int = 2, moves: int = 9):
    state = STONES.new_game(seed, players)
    bot, rng = STONES.bot("greedy"), GameRng(seed)
    for _ in range(moves):
        seat = state.current_player
        state.apply(bot.choose(state.view_for(seat), state.legal_actions(), rng))
    return state


def decide(bot, state, seed: int = 1):
    seat = state.current_player
    return bot.choose(state.view_for(seat), state.legal_actions(), GameRng(seed))


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_search_returns_a_legal_action_in_every_game(game):
    spec = REGISTRY[game]
    state = spec.new_game(3, max(2, spec.min_players))
    bot = spec.bot("ismcts:15")
    for _ in range(4):
        if state.is_terminal():
            break
        action = decide(bot, state)
        assert action in state.legal_actions()
        state.apply(action)


def test_a_fixed_iteration_count_is_reproducible():
    state = mid_game()
    first, second = STONES.bot("ismcts:60"), STONES.bot("ismcts:60")
    choices = [decide(first, state, seed) for seed in range(3)]
    assert choices == [decide(second, state, seed) for seed in range(3)]
    assert first.last_iterations == 60


def test_the_search_sees_only_the_view():
    spy = SpySpec()
    state = mid_game()
    view = state.view_for(state.current_player)
    IsmctsBot(spy, iterations=25).choose(view, state.legal_actions(), GameRng(2))
    assert len(spy.seen) == 25 and all(seen is view for seen in spy.seen)


def test_hidden_cards_do_not_change_the_decision():
    """Two tables that differ only in the opponent's hand and the deck order look the
    same to seat 0, so its search must answer the same."""
    grid = FIVE_ONE_FLIP_AWAY
    mine = ["S72", *cards_not_matching(grid, 3, points=1)]
    others = cards_not_matching(grid, 8, exclude=mine)
    a = build(grid=grid, hands=[mine, others[:4]], deck=others[4:])
    b = build(grid=grid, hands=[mine, others[4:]], deck=others[:4][::-1])
    assert a.view_for(0) == b.view_for(0)
    bot = STONES.bot("ismcts:80")
    assert decide(bot, a, 9) == decide(bot, b, 9)


def test_it_scores_a_ready_five_point_card():
    hand = ["S72", *cards_not_matching(FIVE_READY, 3, points=1)]
    state = build(grid=FIVE_READY, hands=[hand, cards_not_matching(FIVE_READY, 4,
                                                                    exclude=hand)])
    assert decide(STONES.bot("ismcts:100"), state) == ScoreCard("S72")


def test_it_makes_the_move_that_lets_it_score_five():
    grid = FIVE_ONE_FLIP_AWAY
    hand = ["S72", *cards_not_matching(grid, 3, points=1)]
    state = build(grid=grid, hands=[hand, cards_not_matching(grid, 4, exclude=hand)],
                  deck=cards_not_matching(grid, 8, exclude=hand)[4:])
    bot = STONES.bot("ismcts:150")
    for _ in range(4):
        if state.current_player != 0:
            break
        action = decide(bot, state)
        state.apply(action)
        if action == EndTurn():
            break
    assert "S72" in state.scored[0]


def test_it_works_without_any_game_hook():
    bot = IsmctsBot(SpySpec(), iterations=30)
    state = mid_game(moves=3)
    assert decide(bot, state) in state.legal_actions()


def test_a_timed_level_keeps_to_its_budget():
    bot = IsmctsBot(STONES, seconds=0.2)
    state = mid_game()
    started = time.perf_counter()
    action = decide(bot, state)
    elapsed = time.perf_counter() - started
    assert action in state.legal_actions()
    assert bot.last_iterations > 1
    assert elapsed < 0.6  # budget 0.2 s: generous for a loaded test machine


def test_a_single_legal_action_is_answered_without_search():
    bot = STONES.bot("ismcts:500")
    assert bot.choose(None, ["only"], GameRng(1)) == "only"
    assert bot.last_iterations == 0


MOTHERSHIP = get_spec("mothership")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_mothership_search_stops_a_rival_who_could_land_next_turn(seed):
    from tests.rules.test_mothership_builders import BARE_RIVAL_7, cell_at
    from tests.rules.test_mothership_builders import build as build_desert

    state = build_desert(rows=BARE_RIVAL_7, current=0)
    bot = IsmctsBot(MOTHERSHIP, iterations=200)
    rng = GameRng(seed)
    while state.current_player == 0:  # both actions of seat 0's turn
        state.apply(bot.choose(state.view_for(0), state.legal_actions(), rng))
    target = cell_at(state, "D4")
    pulled = state.cells[target] < 0
    crowded = any(state.cells[n] >= 0 for n in state.neighbours[target])
    assert pulled or crowded, "the search let the rival land"


LAST_ROUNDS_7 = [
    "o.o.ooo",
    ".ob.ooo",
    "oo..ooo",
    "oo.a.oo",
    "oo...oo",
    "ooooooo",
    "ooooooo",
]
"""Seat 0's agent at D4 stands alone. Seat 1's at C2 has two dunes left beside it (C1, to
be pulled, and B2, to be pushed to A2): one turn can clear it or stop seat 0, not both."""


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_mothership_search_blocks_a_rival_in_the_last_rounds(seed):
    """Round 59 of 60, seat 1 to play: racing lets seat 0 land first in round 60, and
    blocking leads to a game nobody wins. A draw is worth more than a loss, so the search
    blocks (it raced when both were worth nothing)."""
    from tests.rules.test_mothership_builders import build as build_desert
    from tests.rules.test_mothership_builders import cell_at

    state = build_desert(rows=LAST_ROUNDS_7, current=1, round=59, max_rounds=60,
                         landing="at_start")
    bot = IsmctsBot(MOTHERSHIP, iterations=300)
    rng = GameRng(seed)
    while state.current_player == 1:
        state.apply(bot.choose(state.view_for(1), state.legal_actions(), rng))
    target = cell_at(state, "D4")
    pulled = state.cells[target] < 0
    crowded = any(state.cells[n] >= 0 for n in state.neighbours[target])
    assert pulled or crowded, "the search let the rival land in the last round"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_mothership_search_clears_and_lands_in_one_turn(seed):
    """The same desert, landing any time: seat 1 pulls C1, pushes B2 away and lands at
    once, before seat 0 gets a turn."""
    from tests.rules.test_mothership_builders import build as build_desert

    state = build_desert(rows=LAST_ROUNDS_7, current=1, round=59, max_rounds=60)
    bot = IsmctsBot(MOTHERSHIP, iterations=300)
    rng = GameRng(seed)
    while state.current_player == 1:
        state.apply(bot.choose(state.view_for(1), state.legal_actions(), rng))
    assert state.outcome() is not None and state.outcome().winners == (1,)


class _OneShot:
    """A one-decision toy: seat 0 picks a word, and the game ends; "fair" wins half its
    games (a coin the state holds), "poor" never, "bold" always."""

    current_player = 0
    turn = 1
    track_undo = True

    def __init__(self, coin: float) -> None:
        self.coin = coin
        self.picked: str | None = None

    def legal_actions(self):
        return [] if self.picked else ["fair", "poor", "bold"]

    def apply(self, action):
        self.picked = action
        self.current_player = -2
        return []

    def is_terminal(self):
        return self.picked is not None

    def outcome(self):
        from shifting_sands.rules.protocol import Outcome

        won = self.picked == "bold" or (self.picked == "fair" and self.coin < 0.5)
        return Outcome(winners=(0,) if won else (1,), scores=(0.0, 0.0), reason="picked")


class _OneShotSpec(GameSpec):
    """The heuristic's choice ("fair") first in the shortlist, as the North Africa planner
    lists the greedy general's."""

    search_default_first = True

    def determinize(self, view, rng):
        return _OneShot(rng.random())

    def search_actions(self, state):
        return ["fair", "poor", "bold"]


def test_the_heuristics_choice_stands_until_the_search_has_evidence():
    """Tried once each, the three plans say nothing: the heuristic's choice is kept. Given
    iterations, the search finds the better plan and takes it."""
    from shifting_sands.bots import ismcts

    few = IsmctsBot(_OneShotSpec(), iterations=3)
    assert few.choose(None, ["fair", "poor", "bold"], GameRng(1)) == "fair"
    assert few.kept_default
    many = IsmctsBot(_OneShotSpec(), iterations=ismcts.EVIDENCE_VISITS * 10)
    assert many.choose(None, ["fair", "poor", "bold"], GameRng(1)) == "bold"
    assert not many.kept_default


def test_without_the_default_rule_one_noisy_sample_decides():
    """What the rule guards against: with a visit each, the best single sample wins."""
    spec = _OneShotSpec()
    spec.search_default_first = False
    few = IsmctsBot(spec, iterations=3)
    assert few.choose(None, ["fair", "poor", "bold"], GameRng(1)) == "bold"
    assert not few.kept_default
