"""What the explorers may know: only the order of the decks is hidden (from everyone alike).
Two games that differ only there look the same to every seat, and a determinized game is
one the view allows: the same view, its decks a reshuffle of what the view says is unseen."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter

import pytest

from shifting_sands.games.ouroboros.rules.actions import Move
from shifting_sands.games.ouroboros.rules.determinize import determinize, unseen_cards, unseen_tiles
from shifting_sands.games.ouroboros.spec import OuroborosSpec
from shifting_sands.rules.rng import GameRng

from .ouroboros_builders import act, build

SPEC = OuroborosSpec()
VIEWERS = (None, 0, 1, 2, 3)


def as_json(view) -> str:
    return json.dumps(dataclasses.asdict(view), default=str, sort_keys=True)


def played(seed: int, actions: int):
    """A game of greedy teammates `actions` actions in (or over, if sooner)."""
    state = SPEC.new_game(seed, 4)
    bot = SPEC.bot("greedy")
    rng = GameRng(seed + 1000)
    for _ in range(actions):
        if state.is_terminal():
            break
        view = state.view_for(state.current_player)
        state.apply(bot.choose(view, state.legal_actions(), rng))
    return state


def reshuffled(state, seed: int):
    """The same game with the unknown parts of both decks in another order."""
    twin = state.clone()
    rng = GameRng(seed)
    known = twin.known_bottom
    top, bottom = twin.tile_deck[:len(twin.tile_deck) - known], twin.tile_deck[
        len(twin.tile_deck) - known:]
    for _ in range(20):  # another order, where there is one
        rng.shuffle(top)
        if top != state.tile_deck[:len(top)] or len(set(top)) < 2:
            break
    twin.tile_deck = top + bottom
    rng.shuffle(twin.draw_deck)
    return twin


def deck_top(state):
    return state.tile_deck[:len(state.tile_deck) - state.known_bottom]


def midgame_states():
    states = [played(seed, actions) for seed in (1, 2, 3) for actions in (0, 9, 30, 80)]
    # a dead explorer's relic half went back into the draw deck (O16), tiles vanished
    dead = build([".   ."], explorers={"guide": (4, 0), "mercenary": (0, 0), "medic": (0, 0),
                                        "archaeologist": (0, 0)},
                 tiles=["empty", "wall", "eye"], relics={"guide": ["relic_head"]},
                 cards=["tremor", "mummy", "darkness"], discard=["cave_in"])
    act(dead, Move("right"))
    return [*states, dead]


@pytest.mark.parametrize("index", range(13))
def test_games_differing_only_in_the_decks_order_look_the_same_to_every_seat(index):
    state = midgame_states()[index]
    twin = reshuffled(state, index)
    assert Counter(twin.draw_deck) == Counter(state.draw_deck)
    for viewer in VIEWERS:
        assert as_json(state.view_for(viewer)) == as_json(twin.view_for(viewer))


def test_the_reshuffled_twins_really_differ():
    differing = 0
    for index, state in enumerate(midgame_states()):
        twin = reshuffled(state, index)
        differing += twin.tile_deck != state.tile_deck or twin.draw_deck != state.draw_deck
    assert differing >= 8


@pytest.mark.parametrize("index", range(13))
def test_determinize_gives_a_game_with_the_same_view_and_the_unseen_reshuffled(index):
    state = midgame_states()[index]
    for viewer in VIEWERS[1:]:
        view = state.view_for(viewer)
        game = determinize(view, GameRng(index * 7 + viewer))
        assert as_json(game.view_for(viewer)) == as_json(view)
        # the decks are a permutation of what the view says is unseen ...
        assert sorted(deck_top(game)) == unseen_tiles(view)
        assert game.tile_deck[len(game.tile_deck) - game.known_bottom:] == list(
            view.tile_deck_bottom)
        assert sorted(game.draw_deck) == unseen_cards(view)
        # ... which is what the real game holds there
        assert sorted(deck_top(game)) == sorted(deck_top(state))
        assert sorted(game.draw_deck) == sorted(state.draw_deck)


def test_a_dead_explorer_s_half_is_unseen_again():
    state = midgame_states()[-1]
    assert state.explorers[0].status.value == "dead"
    assert "relic_head" in unseen_cards(state.view_for(1))
    assert state.view_for(1).tile_deck_bottom == ("empty", "empty")  # (4, 0) and (5, 0)


def test_a_determinized_game_plays_on():
    state = played(4, 20)
    game = determinize(state.view_for(state.current_player), GameRng(5))
    bot = SPEC.bot("greedy")
    rng = GameRng(6)
    for _ in range(60):
        if game.is_terminal():
            break
        game.apply(bot.choose(game.view_for(game.current_player), game.legal_actions(), rng))
