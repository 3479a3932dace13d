"""Land the Mothership rules: actions, effects, views, saves, determinization and bots."""

from __future__ import annotations

import dataclasses
import json

import pytest

from shifting_sands.games.mothership.bots import bots
from shifting_sands.games.mothership.bots.bots import GreedyMothershipBot, GuardMothershipBot
from shifting_sands.games.mothership.rules.actions import (
    ACTION_CODEC,
    EVENT_CODEC,
    AgentBeamedDown,
    AgentPeeked,
    BeamDown,
    DunePlaced,
    DunePulled,
    DunePushed,
    GameOver,
    Land,
    LandingAttempted,
    LastAgentShown,
    Pass,
    Peek,
    Place,
    PlayerOut,
    Pull,
    Push,
    TurnEnded,
    TurnPassed,
)
from shifting_sands.games.mothership.rules.hexgrid import neighbours
from shifting_sands.games.mothership.rules.state import EMPTY, MothershipState
from shifting_sands.games.mothership.rules.view import Move, MoveKind, Phase, follow, own_agent
from shifting_sands.games.mothership.spec import MothershipSpec
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng

from .test_mothership_builders import LAND_7, TWO_7, build, cell_at, end_turn, refuse

SPEC = MothershipSpec()
NAMES = ["Amira", "Tariq", "Layla", "Omar"]


# -- Beamin Down ----------------------------------------------------------------------------------
def test_beam_down_runs_in_seat_order_and_then_the_actions_begin():
    state = SPEC.new_game(3, 3)
    assert state.phase is Phase.BEAM_DOWN
    assert all(isinstance(a, BeamDown) for a in state.legal_actions())
    for seat in range(3):
        assert state.current_player == seat
        state.apply(state.legal_actions()[seat])
    assert state.phase is Phase.ACTIONS and state.current_player == 0
    assert all(a != EMPTY for a in state.agents)


def test_beam_down_is_secret_from_everyone_else():
    state = SPEC.new_game(3, 2)
    before = state.view_for(1)
    state.apply(state.legal_actions()[30])
    after = state.view_for(1)
    assert dataclasses.replace(after, current_player=0, beamed=(False, False)) == before
    assert "agent" not in json.dumps(dataclasses.asdict(after), default=str).replace(
        "agents_seen", "")


def test_no_moves_during_beam_down():
    state = SPEC.new_game(3, 2)
    refuse(state, Pull(state.legal_actions()[0].cell, 0))
    refuse(state, Land(state.legal_actions()[0].cell))


# -- Push, pull, place ----------------------------------------------------------------------------
def test_push_moves_the_dune_and_the_agent_under_it():
    state = build(rows=TWO_7)
    d4, e4 = cell_at(state, "D4"), cell_at(state, "E4")
    events = state.apply(Push(d4, e4))
    assert events == [DunePushed(0, d4, e4, "D4", "E4")]
    assert state.cells[d4] == EMPTY and state.agent_place(0) == (e4, None)
    assert state.moves[-1] == Move(0, MoveKind.PUSH, d4, e4)
    assert SPEC.describe(events[0], NAMES) == "Amira pushed a dune from D4 to E4."


def test_every_push_offered_is_one_step_into_an_empty_cell():
    state = SPEC.new_game(8, 2)
    for _ in range(2):
        state.apply(state.legal_actions()[0])
    pushes = [a for a in state.legal_actions() if isinstance(a, Push)]
    assert pushes
    for push in pushes:
        assert push.dst in neighbours(push.src, 11, 11)
        assert state.cells[push.src] != EMPTY and state.cells[push.dst] == EMPTY
    expected = sum(1 for c, d in enumerate(state.cells) if d != EMPTY
                   for n in neighbours(c, 11, 11) if state.cells[n] == EMPTY)
    assert len(pushes) == expected


def test_pull_and_place_move_between_board_and_holding():
    state = build(rows=TWO_7)
    a1 = cell_at(state, "A1")
    pulled = state.apply(Pull(a1, 2))
    assert pulled == [DunePulled(0, a1, 2, "A1")]
    assert SPEC.describe(pulled[0], NAMES) == "Amira pulled the dune at A1 onto holding space C."
    assert state.view_for(1).holding == (False, False, True, False)
    c2 = cell_at(state, "C2")
    placed = state.apply(Place(2, c2))
    assert placed[0] == DunePlaced(0, 2, c2, "C2")
    assert SPEC.describe(placed[0], NAMES) == "Amira placed the dune from holding space C on C2."
    assert state.view_for(1).occupied[c2] and not state.view_for(1).occupied[a1]


def test_counts_of_the_first_turn_offer():
    """A perft-style count: the standard opening offers pushes, pulls to all 20 spaces and
    97 landings, and no place while the holding area is empty."""
    state = SPEC.new_game(0, 2)
    for _ in range(2):
        state.apply(state.legal_actions()[0])
    legal = state.legal_actions()
    kinds = {kind: sum(isinstance(a, kind) for a in legal) for kind in (Push, Pull, Place, Land)}
    assert kinds[Pull] == 97 * 20 and kinds[Land] == 97 and kinds[Place] == 0
    assert len(legal) == sum(kinds.values())


# -- Landing and the end --------------------------------------------------------------------------
def test_landing_sentences():
    state = build(rows=LAND_7)
    events = state.apply(Land(cell_at(state, "D4")))
    assert SPEC.describe(events[0], NAMES) == "Amira landed the mothership on the dune at D4!"
    failed = build(rows=TWO_7).apply(Land(cell_at(state, "B2")))
    text = SPEC.describe(failed[0], NAMES)
    assert text.startswith("Amira tried to land on the dune at B2, but it did not hide")
    assert text.endswith("and only 2 of its 6 neighbours were clear.")


def test_elimination_then_last_player_standing():
    state = build(rows=TWO_7, players=3, agents={2: "A1"})
    state.apply(Land(cell_at(state, "G7")))  # seat 0 out
    assert state.current_player == 1
    events = state.apply(Land(cell_at(state, "G7")))  # seat 1 out too
    assert [type(e) for e in events] == [LandingAttempted, PlayerOut, LastAgentShown, GameOver]
    assert state.outcome().winners == (2,) and state.outcome().reason == "last_alive"
    assert SPEC.describe(events[2], NAMES).startswith("Layla is the last one left")


# -- Views ----------------------------------------------------------------------------------------
def test_the_view_shows_anonymous_dunes_only():
    state = build(rows=TWO_7)
    view = state.view_for(1)
    assert view.occupied == tuple(d != EMPTY for d in state.cells)
    text = json.dumps(dataclasses.asdict(view), default=str)
    assert "dune-" not in text and view.agents_seen == ()
    assert view.my_start == cell_at(state, "F6")


def test_follow_and_own_agent_through_pull_and_place():
    moves = [Move(0, MoveKind.PUSH, 5, 6), Move(1, MoveKind.PULL, 6, 3),
             Move(0, MoveKind.PUSH, 1, 6), Move(1, MoveKind.PLACE, 3, 9)]
    assert follow(5, None, moves[:1]) == (6, None)
    assert follow(5, None, moves[:2]) == (None, 3)
    assert follow(5, None, moves) == (9, None)
    assert follow(1, None, moves) == (6, None)


# -- Saves ----------------------------------------------------------------------------------------
def test_to_dict_round_trip_mid_game():
    state = build(rows=TWO_7, holding="o...", memory="peek", previous_pulls=["C2"])
    state.apply(Peek())
    state.apply(Pull(cell_at(state, "A1"), 1))
    data = json.loads(json.dumps(state.to_dict()))
    copy = MothershipState.from_dict(data)
    assert copy.to_dict() == state.to_dict()
    assert copy.legal_actions() == state.legal_actions()
    assert copy.view_for(0) == state.view_for(0)


@pytest.mark.parametrize("field", ["cells", "agents"])
def test_from_dict_refuses_an_edited_save(field):
    data = build(rows=TWO_7).to_dict()
    if field == "cells":
        data["fields"]["cells"][0] = data["fields"]["cells"][1]  # one dune in two places
    else:
        data["fields"]["agents"][0] = 999
    with pytest.raises(ValueError):
        MothershipState.from_dict(data)


def test_every_action_and_event_round_trips_through_json():
    actions = [BeamDown(3), Push(1, 2), Pull(3, 4), Place(4, 3), Peek(), Land(7), Pass()]
    for action in actions:
        assert ACTION_CODEC.decode(json.loads(json.dumps(ACTION_CODEC.encode(action)))) == action
    events = [AgentBeamedDown(0), DunePushed(0, 1, 2, "B1", "C1"), DunePulled(1, 3, 0, "D1"),
              DunePlaced(1, 0, 3, "D1"), AgentPeeked(2), TurnEnded(0, 1, True), TurnPassed(3),
              LandingAttempted(0, 3, "D1", False, True, True, 4, (0, 2)),
              PlayerOut(0, None, 3, None), LastAgentShown(1, 5, None, "F1"),
              GameOver((1,), "last_alive", 9)]
    for event in events:
        assert EVENT_CODEC.decode(json.loads(json.dumps(EVENT_CODEC.encode(event)))) == event
        assert SPEC.describe(event, NAMES) is None or SPEC.describe(event, NAMES)[-1] in ".!"


def test_a_badly_typed_action_is_refused():
    state = build(rows=TWO_7)
    for bad in (Push("B2", "C2"), Pull("A1", 0), Place(0, 2.5), Land(-1), Land(999)):
        refuse(state, bad)


# -- Every variant, played out: consistency of views, secrets, undo and determinization ---------
def view_json(view) -> str:
    return json.dumps(dataclasses.asdict(view), default=str, sort_keys=True)


def check_state(state, rng) -> None:
    players = state.players
    for seat in range(players):
        text = view_json(state.view_for(seat))
        for other in range(players):
            if other != seat:
                for token in state.secret_tokens(other):
                    assert f'"{token}"' not in text
    seat = state.current_player
    for viewer in (seat, (seat + 1) % players):
        view = state.view_for(viewer)
        sample = SPEC.determinize(view, rng)
        assert sample.view_for(viewer) == view
        assert sample.legal_actions() == state.legal_actions()
    for action in state.legal_actions()[::97][:4]:
        if state.is_undoable(action):
            before = state.to_dict()
            state.apply(action)
            state.undo()
            assert state.to_dict() == before


@pytest.mark.parametrize("variant", sorted(SPEC.variants()))
@pytest.mark.parametrize("kinds", [("random",), ("greedy", "random"), ("guard", "greedy")])
def test_playouts_in_every_variant_stay_consistent(variant, kinds):
    for seed, players in ((1, 2), (2, 4)):
        state = SPEC.new_game(seed, players, Options(variant=variant))
        bots = [SPEC.bot(kinds[i % len(kinds)]) for i in range(players)]
        rng = GameRng(seed)
        steps = 0
        while not state.is_terminal():
            if steps % 8 == 0:
                check_state(state, rng)
            seat = state.current_player
            action = bots[seat].choose(state.view_for(seat), state.legal_actions(), rng)
            for event in state.apply(action):
                json.dumps(EVENT_CODEC.encode(event))
                SPEC.describe(event, NAMES)
            steps += 1
        assert state.outcome() is not None
        assert state.view_for(0).agents_seen  # everything is shown at the end


# -- Bots -----------------------------------------------------------------------------------------
def test_greedy_lands_when_its_agent_stands_alone():
    state = build(rows=LAND_7)
    action = GreedyMothershipBot().choose(state.view_for(0), state.legal_actions(), GameRng(1))
    assert action == Land(cell_at(state, "D4"))


def test_greedy_never_lands_on_a_guess():
    state = build(rows=TWO_7)
    for seed in range(10):
        action = GreedyMothershipBot().choose(state.view_for(0), state.legal_actions(),
                                              GameRng(seed))
        assert not isinstance(action, Land)


def moved_agent_state():
    """Seat 0's agent has moved from D4 to D5 by public moves; seat 0 to play."""
    state = build(rows=TWO_7)
    d4, d5 = cell_at(state, "D4"), cell_at(state, "D5")
    state.apply(Pull(d5, 0))
    state.apply(Push(d4, d5))
    end_turn(state)
    state.apply(Pull(cell_at(state, "A1"), 1))
    state.apply(Place(1, cell_at(state, "A1")))
    end_turn(state)
    return state


def dunes_around(state, cell):
    return sum(state.cells[n] != EMPTY for n in neighbours(cell, 7, 7))


def test_greedy_follows_its_agent_and_clears_around_it(monkeypatch):
    monkeypatch.setattr(bots, "DECOY_CHANCE", 0.0)
    state = build(rows=TWO_7)
    d4, d5 = cell_at(state, "D4"), cell_at(state, "D5")
    state.apply(Pull(d5, 0))
    state.apply(Push(d4, d5))  # seat 0's agent is now under D5; seat 1 plays
    end_turn(state)
    state.apply(Pull(cell_at(state, "A1"), 1))
    state.apply(Place(1, cell_at(state, "A1")))
    end_turn(state)
    view = state.view_for(0)
    assert own_agent(view) == (d5, None) and view.agents_seen == ()
    crowd = dunes_around(state, d5)
    bot, rng = GreedyMothershipBot(), GameRng(4)
    for _ in range(2):
        state.apply(bot.choose(state.view_for(0), state.legal_actions(), rng))
    assert state.agent_place(0)[0] is not None
    assert dunes_around(state, state.agent_place(0)[0]) == crowd - 2


def test_guard_sometimes_works_on_a_decoy(monkeypatch):
    monkeypatch.setattr(bots, "DECOY_CHANCE", 1.0)
    state = moved_agent_state()
    d5 = cell_at(state, "D5")
    crowd = dunes_around(state, d5)
    action = GuardMothershipBot().choose(state.view_for(0), state.legal_actions(), GameRng(4))
    state.apply(action)
    assert dunes_around(state, d5) == crowd  # the work went elsewhere
    assert state.agent_place(0) == (d5, None)


def test_greedy_never_works_on_a_decoy(monkeypatch):
    monkeypatch.setattr(bots, "DECOY_CHANCE", 1.0)
    state = moved_agent_state()
    d5 = cell_at(state, "D5")
    crowd = dunes_around(state, d5)
    state.apply(GreedyMothershipBot().choose(state.view_for(0), state.legal_actions(),
                                             GameRng(4)))
    assert dunes_around(state, d5) == crowd - 1


def test_greedy_places_its_agent_back_on_the_island():
    state = build(rows=[r.replace("a", "o") for r in TWO_7], holding=".a..")
    action = GreedyMothershipBot().choose(state.view_for(0), state.legal_actions(), GameRng(2))
    assert action.__class__ is Place and action.space == 1


BARE_D4_7 = [
    ".oooooo",
    "oaooooo",
    "ooo.ooo",
    "oo.o.oo",
    "oo...oo",
    "ooooooo",
    "ooooooo",
]
"""Seat 1's agent under D4, which stands bare; seat 0's agent under B2, which has dunes
around it to clear (into A1, or into D3 next to D4)."""


def crowds_d4(state, action) -> bool:
    around_d4 = set(neighbours(cell_at(state, "D4"), 7, 7))
    return (isinstance(action, Place) and action.cell in around_d4) or (
        isinstance(action, Push) and action.dst in around_d4)


def bare_d4_state(landing: str = "any_time", done: str = "pull"):
    return build(rows=BARE_D4_7, agents={1: "D4"}, holding="o...", previous_pulls=[],
                 done=[done], landing=landing)


def test_guard_blocks_a_bare_dune_that_could_be_a_rivals():
    # With landing only at the start of a turn, one dune beside D4 stops the rival.
    for seed in range(5):
        state = bare_d4_state("at_start")
        action = GuardMothershipBot().choose(state.view_for(0), state.legal_actions(),
                                             GameRng(seed))
        assert crowds_d4(state, action)


def test_guard_fears_what_a_rival_can_clear_in_one_turn_when_landing_any_time():
    # Landing any time, a rival clears up to two crowding dunes and lands in the same turn:
    # D4 with two dune neighbours is as dangerous as bare D4; with `at_start` it is not.
    d4 = cell_at(bare_d4_state(), "D4")
    for landing, same in (("any_time", True), ("at_start", False)):
        board = bots.Board(bare_d4_state(landing).view_for(0), watch_rivals=True)
        bare = board.threat(d4, None)
        board.crowd[d4] = 2
        assert (board.threat(d4, None) == bare) is same and bare > 0


def test_greedy_ignores_its_rivals_and_clears_its_own_dune():
    state = bare_d4_state()
    d4 = cell_at(state, "D4")
    assert bots.Board(state.view_for(0), watch_rivals=True).threat(d4, None) > 0
    assert bots.Board(state.view_for(0), watch_rivals=False).threat(d4, None) == 0
    for seed in range(5):
        state = bare_d4_state()
        b2 = cell_at(state, "B2")
        crowd = dunes_around(state, b2)
        state.apply(GreedyMothershipBot().choose(state.view_for(0), state.legal_actions(),
                                                 GameRng(seed)))
        assert dunes_around(state, b2) == crowd - 1
        assert state.agent_place(0) == (b2, None)


@pytest.mark.parametrize("bot", [GreedyMothershipBot(), GuardMothershipBot()])
def test_heuristics_decide_from_the_view_alone(bot):
    """Two tables that look the same to seat 0 get the same answer, wherever seat 1 hides."""
    one = build(rows=TWO_7)
    two = build(rows=[r.replace("b", "o") for r in TWO_7], agents={1: "A1"})
    assert one.view_for(0) == two.view_for(0)
    assert (bot.choose(one.view_for(0), one.legal_actions(), GameRng(5))
            == bot.choose(two.view_for(0), two.legal_actions(), GameRng(5)))


@pytest.mark.parametrize("kind", ["greedy", "guard"])
def test_heuristics_beat_random_most_of_the_time(kind):
    wins = 0
    for seed in range(12):
        state = SPEC.new_game(seed, 2)
        bots = [SPEC.bot(kind), SPEC.bot("random")]
        rng = GameRng(seed)
        while not state.is_terminal():
            seat = state.current_player
            state.apply(bots[seat].choose(state.view_for(seat), state.legal_actions(), rng))
        wins += state.outcome().winners == (0,)
    assert wins >= 10
