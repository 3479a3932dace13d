"""Bot kinds: what each game offers, `ismcts:N`, and the Stones easy bot and search hooks."""

from __future__ import annotations

import pytest

from shifting_sands.bots.ismcts import IsmctsBot
from shifting_sands.bots.levels import BlunderingBot, check_kind, iterations_of, search_bot
from shifting_sands.bots.random_bot import RandomBot
from shifting_sands.games import REGISTRY, get_spec
from shifting_sands.games.stones.bots import bots as stones_bots
from shifting_sands.rules.rng import GameRng

STONES = get_spec("stones")


def test_stones_offers_the_levels_with_the_instant_greedy_last():
    kinds = STONES.bot_kinds()
    assert kinds == ("random", "easy", "normal", "hard", "greedy")
    for kind in kinds:
        assert STONES.bot(kind).name == kind


def test_search_levels_and_fixed_iterations():
    assert search_bot(STONES, "normal").seconds == 0.5
    assert search_bot(STONES, "hard").seconds == 2.0
    fixed = STONES.bot("ismcts:300")
    assert isinstance(fixed, IsmctsBot) and fixed.iterations == 300 and fixed.seconds is None
    assert search_bot(STONES, "greedy") is None
    assert iterations_of("ismcts:12") == 12 and iterations_of("greedy") is None


@pytest.mark.parametrize("kind", ["ismcts:0", "ismcts:", "ismcts:ten", "wizard"])
def test_bad_kinds_are_refused(kind):
    with pytest.raises(ValueError):
        STONES.bot(kind)
    with pytest.raises(ValueError):
        check_kind(STONES, kind)


def test_ismcts_kinds_pass_the_check_but_are_not_offered_at_setup():
    check_kind(STONES, "ismcts:25")
    assert not any(k.startswith("ismcts") for k in STONES.bot_kinds())


def playout(kind: str, seed: int, players: int = 2):
    state = STONES.new_game(seed, players)
    bot, rng = STONES.bot(kind), GameRng(seed)
    while not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        action = bot.choose(state.view_for(seat), legal, rng)
        assert action in legal
        state.apply(action)
    return state


def test_the_easy_bot_finishes_games_with_legal_moves():
    for seed in range(3):
        assert playout("easy", seed).outcome() is not None
    assert playout("easy", 5, players=1).outcome() is not None


def test_the_blundering_wrapper_sometimes_plays_at_random():
    class Always:
        name = "first"

        def choose(self, view, legal, rng):
            return legal[0]

    bot = BlunderingBot(Always(), blunder=0.5)
    rng = GameRng(3)
    picks = {bot.choose(None, list(range(10)), rng) for _ in range(50)}
    assert 0 in picks and len(picks) > 2
    assert BlunderingBot(RandomBot()).name == "easy"


def sampled_states(count: int = 120):
    """Mid-game states of 1-4 players reached by random play."""
    states = []
    for seed in range(count):
        players = 1 + seed % 4
        state = STONES.new_game(seed, players)
        rng = GameRng(seed)
        for _ in range(seed % 25):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            states.append(state)
    return states


def test_stones_search_hooks_stay_within_the_rules():
    rng = GameRng(7)
    for state in sampled_states():
        legal = state.legal_actions()
        candidates = stones_bots.search_actions(state)
        assert candidates and all(a in legal for a in candidates)
        assert len(set(candidates)) == len(candidates)
        assert stones_bots.rollout_action(state, rng) in legal
        for seat in range(state.players):
            assert 0.0 <= stones_bots.evaluate(state, seat) <= 1.0


def test_reach_finds_the_fixes_of_a_card_one_square_away():
    from tests.rules.stones_builders import parse_grid

    symbols = tuple(parse_grid("MOON SEED SEED / HORSE FISH HORSE / SEED HORSE BIRD"))
    distance, fixes = stones_bots.reach("S72", symbols)
    assert distance == 1
    assert (8, stones_bots.FLIP) in fixes  # turn the Bird over to its Fish
    assert stones_bots.reach("S72", (*symbols[:8], "FISH"))[0] == 0


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_game_offers_its_kinds_and_ismcts(game):
    spec = REGISTRY[game]
    for kind in spec.bot_kinds():
        assert spec.bot(kind).name == kind
    assert isinstance(spec.bot("ismcts:5"), IsmctsBot)
    # The last kind plays whole games in tests and screenshots: it must not search.
    assert not isinstance(spec.bot(spec.bot_kinds()[-1]), IsmctsBot)


def test_every_game_offers_the_shared_levels_with_greedy_last():
    """Every game has the same levels; a game may add its own heuristics before greedy."""
    for spec in REGISTRY.values():
        kinds = spec.bot_kinds()
        assert kinds[:4] == ("random", "easy", "normal", "hard") and kinds[-1] == "greedy"
    assert get_spec("mothership").bot_kinds() == ("random", "easy", "normal", "hard", "guard",
                                                  "greedy")
