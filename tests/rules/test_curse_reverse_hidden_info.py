"""What a Curse Reverse seat may know: every face-down cartouche it has not seen reads
"cartouche:?" (and the pile's order is hidden); peeking and looking show exactly what they
should; a determinized state is one the view allows (the same view, the same legal
actions) on many positions of greedy games."""

from __future__ import annotations

import dataclasses
import json

import pytest

from shifting_sands.games.curse_reverse.rules.actions import (
    LookAt,
    Peek,
    PerformTrial,
    Reward,
    Rob,
    Steal,
    TileMoved,
    TurnIn,
)
from shifting_sands.games.curse_reverse.rules.determinize import determinize
from shifting_sands.games.curse_reverse.rules.view import UNKNOWN, event_for
from shifting_sands.games.curse_reverse.spec import CurseReverseSpec
from shifting_sands.rules.protocol import CHANCE, Options
from shifting_sands.rules.rng import GameRng

from .curse_builders import (
    BLUE_TEMPLE,
    CONTENT,
    DEFENSIVE,
    OFFENSIVE,
    RED_START,
    RED_TEMPLE,
    a_trial,
    act,
    cart,
    draw_trial,
    goal_avoiding,
    goal_showing,
    item,
    judged,
    of_type,
    pass_windows,
    robbery_dice,
    table,
)

SPEC = CurseReverseSpec()


def as_json(view) -> str:
    return json.dumps(dataclasses.asdict(view), default=str, sort_keys=True)


def positions(seed: int, steps: int, players: int = 4, every: int = 7):
    """Positions of a game of greedy thieves (people in some seats, so stories and votes
    happen too), one every `every` actions."""
    people = [seat % 2 == 1 for seat in range(players)]
    state = SPEC.new_game(seed, players, Options(settings={"people": people}))
    bot = SPEC.bot("greedy")
    rng = GameRng(seed + 500)
    for step in range(steps):
        if state.is_terminal():
            return
        if step % every == 0:
            yield state
        if state.current_player == CHANCE:
            state.apply(state.draw_chance())
        else:
            view = state.view_for(state.current_player)
            state.apply(bot.choose(view, state.legal_actions(), rng))


def assert_hides(state, seat):
    view = state.view_for(seat)
    known = set(state.knows[seat]) if seat is not None else set()
    for owner, pack in enumerate(state.packs):
        for tile, shown in zip(pack, view.packs[owner], strict=True):
            if tile.startswith("cartouche:") and tile[10:] not in known:
                assert shown == UNKNOWN
            else:
                assert shown == tile
    text = as_json(view)
    for cartouche in CONTENT.cartouches:
        if cartouche not in known and cartouche not in state.used:
            assert f"cartouche:{cartouche}" not in text, (seat, cartouche)
    assert "pile" not in dataclasses.asdict(view)  # only its size
    assert view.pile_size == len(state.pile)


@pytest.mark.parametrize("seed", range(6))
def test_views_never_show_a_cartouche_the_seat_has_not_seen(seed):
    for state in positions(seed, 400, players=4 + seed % 2):
        for seat in [None, *range(state.players)]:
            assert_hides(state, seat)


@pytest.mark.parametrize("seed", range(6))
def test_determinize_gives_a_state_with_the_same_view_and_legal_actions(seed):
    rng = GameRng(seed)
    checked = 0
    for state in positions(seed, 400, players=2 + seed % 4):
        for seat in range(state.players):
            view = state.view_for(seat)
            twin = determinize(view, rng)
            assert as_json(twin.view_for(seat)) == as_json(view)
            assert twin.phase == state.phase
            if state.current_player in (seat, CHANCE):
                assert twin.legal_actions() == state.legal_actions()
                checked += 1
            # the seat's own cartouches are its own; the rest are dealt from the unseen
            assert twin.cartouches_of(seat) == state.cartouches_of(seat)
            hidden = sorted(c for s in range(state.players) for c in twin.cartouches_of(s))
            assert len(hidden) == len(set(hidden))
    assert checked > 10


def test_determinize_keeps_the_votes_a_judge_has_cast_and_hides_the_others():
    state = table(4, pos={0: RED_TEMPLE}, people=[True] * 4, ask=["never"] * 4)
    act(state, PerformTrial())
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    from shifting_sands.games.curse_reverse.rules.actions import StoryTold, Vote

    act(state, StoryTold(), Vote(False), Vote(True))
    for seat in range(4):
        view = state.view_for(seat)
        twin = determinize(view, GameRng(seat))
        assert as_json(twin.view_for(seat)) == as_json(view)
    assert determinize(state.view_for(1), GameRng(0)).stack[-1]["votes"][0] == [1, False]


# -- peeking and looking ------------------------------------------------------------------
def test_a_peek_shows_one_cartouche_to_the_robber_only():
    state = table(3, pos={0: RED_START, 1: RED_START},
                  packs={1: [cart("apep"), cart("aten"), item(DEFENSIVE[0])]})
    act(state, Rob(1))
    robbery_dice(state, [2], [0, 0])
    pass_windows(state)
    act(state, Steal(2), Peek(1))
    assert state.view_for(0).packs[1] == (UNKNOWN, cart("aten"))
    assert state.view_for(2).packs[1] == (UNKNOWN, UNKNOWN)
    assert state.view_for(1).packs[1] == (cart("apep"), cart("aten"))
    assert state.view_for(None).packs[1] == (UNKNOWN, UNKNOWN)


def test_a_won_trial_looks_at_every_hidden_cartouche_of_one_thief():
    state = table(3, pos={0: RED_TEMPLE}, packs={1: [cart("apep"), cart("set")],
                                                 2: [cart("aten")]})
    act(state, PerformTrial())
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    pass_windows(state)
    judged(state, True)
    act(state, LookAt(1))
    assert state.view_for(0).packs[1] == (cart("apep"), cart("set"))
    assert state.view_for(0).packs[2] == (UNKNOWN,)
    assert state.view_for(2).packs[1] == (UNKNOWN, UNKNOWN)
    act(state, Reward("rotate"))


def test_a_cartouche_taken_as_a_reward_is_named_only_to_its_taker():
    wanted = OFFENSIVE[0]
    goal = goal_showing("blue", wanted)
    goals = {0: [goal_avoiding("red", [wanted]), goal, goal_avoiding("green", [wanted])]}
    state = table(2, pos={0: BLUE_TEMPLE}, packs={0: [item(wanted)]}, goals=goals)
    events = act(state, TurnIn(wanted, goal, True))
    (moved,) = of_type(events, TileMoved)
    (taken,) = state.cartouches_of(0)
    assert moved.cartouche == taken
    assert event_for(moved, 0, set(state.knows[0])).cartouche == taken
    assert event_for(moved, 1, set(state.knows[1])).cartouche == ""
    assert state.view_for(1).packs[0] == (UNKNOWN,)


# -- secret tokens ------------------------------------------------------------------------
def test_secret_tokens_are_the_held_cartouches_nobody_else_has_seen():
    state = table(3, pos={0: RED_START, 1: RED_START},
                  packs={0: [item(OFFENSIVE[0])], 1: [cart("apep"), cart("aten")],
                         2: [cart("set")]})
    assert state.secret_tokens(1) == {cart("apep"), cart("aten")}
    assert state.secret_tokens(2) == {cart("set")}
    assert state.secret_tokens(0) == set()
    act(state, Rob(1))
    robbery_dice(state, [2, 1], [0])
    pass_windows(state)
    act(state, Steal(-1), Peek(0))
    assert state.secret_tokens(1) == {cart("aten")}
    assert state.secret_tokens(0) == set()


def test_a_stolen_cartouche_stays_known_to_its_old_holder():
    state = table(2, pos={0: RED_START, 1: RED_START}, packs={1: [cart("apep")]})
    act(state, Rob(1))
    robbery_dice(state, [1], [0])
    pass_windows(state)
    act(state, Steal(0))
    assert state.cartouches_of(0) == ["apep"]
    assert state.secret_tokens(0) == set()  # seat 1 has seen it
    assert state.view_for(1).packs[0] == (cart("apep"),)


def test_a_game_with_other_content_samples_and_reloads_with_its_own():
    """validate-data plays a folder's own content: the search's samples and the saved state
    must keep that content, not fall back to the shipped one."""
    from pathlib import Path

    from shifting_sands.content.curse_reverse import (
        curse_hash,
        default_curse_reverse,
        load_curse_reverse,
    )
    from shifting_sands.games.curse_reverse.rules.determinize import determinize
    from shifting_sands.games.curse_reverse.rules.setup import new_curse_game
    from shifting_sands.games.curse_reverse.rules.state import CurseState
    from shifting_sands.rules.rng import GameRng

    folder = Path(__file__).parents[1] / "content" / "fixtures" / "curse_reverse_good"
    own = load_curse_reverse(folder / "curse_reverse")
    assert curse_hash(own) != curse_hash(default_curse_reverse())
    state = new_curse_game(own, "standard", 4, 3)
    view = state.view_for(0)
    sample = determinize(view, GameRng(1))
    assert sample.content is own and sample.view_for(0) == view
    assert CurseState.from_dict(state.to_dict()).content is own
