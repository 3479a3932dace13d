"""One test (or a few) per ruling R10..R19 of docs/rules/mothership.md (R1..R9 are in
test_mothership_rulings_r01_r09.py)."""

from __future__ import annotations

import pytest

from shifting_sands.games.mothership.rules.actions import (
    BeamDown,
    EndTurn,
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
from shifting_sands.games.mothership.rules.hexgrid import space_name
from shifting_sands.games.mothership.rules.state import EMPTY
from shifting_sands.games.mothership.rules.view import ALIEN_COLOURS, MoveKind, Phase, own_agent
from shifting_sands.games.mothership.spec import MothershipSpec
from shifting_sands.rules.errors import IllegalActionError
from shifting_sands.rules.protocol import TERMINAL, Options, Outcome

from .test_mothership_builders import LAND_7, TWO_7, build, cell_at, end_turn, of_type, refuse

SPEC = MothershipSpec()


# -- R10 The previous turn ------------------------------------------------------------------------
def test_r10_bans_come_from_the_turn_just_before_and_last_one_turn():
    state = build(rows=TWO_7, players=3, agents={2: "A1"})
    c2, b2 = cell_at(state, "C2"), cell_at(state, "B2")
    state.apply(Push(b2, c2))  # seat 0
    state.apply(Pull(cell_at(state, "G1"), 0))
    end_turn(state)
    assert state.current_player == 1 and state.previous_pushes == [(b2, c2)]
    refuse(state, Push(c2, b2))
    refuse(state, Place(0, cell_at(state, "G1")))
    state.apply(Pull(cell_at(state, "G2"), 1))  # seat 1
    state.apply(Push(cell_at(state, "F2"), cell_at(state, "G2")))
    end_turn(state)
    assert state.current_player == 2
    assert Push(c2, b2) in state.legal_actions()  # seat 0's push is two turns old
    assert Place(0, cell_at(state, "G1")) in state.legal_actions()


def test_r10_nothing_is_banned_after_a_landing():
    state = build(rows=TWO_7, players=3, agents={2: "A1"}, holding="o.",
                  previous_pushes=[("B2", "C2")], previous_pulls=["C2"])
    state.apply(Land(cell_at(state, "G7")))  # seat 0 fails and is out
    assert state.current_player == 1
    assert state.previous_pushes == [] and state.previous_pulls == []


# -- R11 No action left ---------------------------------------------------------------------------
def test_r11_the_turn_ends_when_no_further_action_is_left():
    # A 4x1 strip with no holding area: A1 (seat 0), B1 a dune, C1 empty, D1 (seat 1).
    # Once B1 is pushed to C1, no pull or place can exist: the turn waits for a landing
    # or End turn, and ends "stuck" after one action.
    state = build(rows=["ao.b"], holding="")
    state.apply(Push(cell_at(state, "B1"), cell_at(state, "C1")))
    assert state.legal_actions() == [Land(0), Land(2), Land(3), EndTurn()]
    events = state.apply(EndTurn())
    assert events == [TurnEnded(0, 1, stuck=True)] and state.current_player == 1
    assert "no other action left" in SPEC.describe(events[-1], ["Amira", "Tariq"])


def test_r11_with_land_at_start_the_stuck_turn_passes_at_once():
    state = build(rows=["ao.b"], holding="", landing="at_start")
    push = Push(cell_at(state, "B1"), cell_at(state, "C1"))
    assert not state.is_undoable(push)
    events = state.apply(push)
    assert events[-1] == TurnEnded(0, 1, stuck=True) and state.current_player == 1


def test_r11_pass_only_when_no_push_pull_or_place_exists():
    state = build(rows=["a.b"], holding="o", previous_pulls=["B1"],
                  previous_pushes=[("B1", "A1"), ("B1", "C1")], must_differ=False)
    assert state.legal_actions() == [Land(0), Land(2), Pass()]
    events = state.apply(Pass())
    assert events[0] == TurnPassed(0) and state.current_player == 1
    assert not state.can_undo()
    other = build(rows=TWO_7)
    refuse(other, Pass())


# -- R12 Agents in the holding area ---------------------------------------------------------------
def test_r12_the_agent_stays_with_its_dune_and_comes_back_with_it():
    state = build(rows=[r.replace("a", "o") for r in TWO_7], holding="a...")
    assert state.agent_place(0) == (None, 0)
    assert not any(isinstance(a, Land) and state.cells[a.cell] == state.agents[0]
                   for a in state.legal_actions())
    c2 = cell_at(state, "C2")
    state.apply(Place(0, c2))
    assert state.agent_place(0) == (c2, None)
    assert own_agent(state.view_for(0)) == (c2, None)


def test_r12_anyone_may_place_someone_elses_agent_back():
    state = build(rows=[r.replace("b", "o") for r in TWO_7], holding="ob..")
    state.apply(Place(1, cell_at(state, "C2")))
    assert state.agent_place(1) == (cell_at(state, "C2"), None)


# -- R13 Landing ----------------------------------------------------------------------------------
def test_r13_landing_on_your_lone_inland_agent_wins():
    state = build(rows=LAND_7)
    events = state.apply(Land(cell_at(state, "D4")))
    assert of_type(events, LandingAttempted)[0] == LandingAttempted(
        0, cell_at(state, "D4"), "D4", True, True, False, 6, (0,))
    assert events[-1] == GameOver((0,), "landed", 1)
    assert state.outcome() == Outcome((0,), (1.0, 0.0), "landed")
    assert state.current_player == TERMINAL and state.legal_actions() == []


def test_r13_land_between_your_actions_once_the_last_dune_is_gone():
    # D4 has one dune left beside it (D5): pull it, then land at once.
    rows = ["ooooooo", "ooooooo", "ooo.ooo", "oo.a.oo", "oo.o.oo", "ooooooo", "oooooob"]
    state = build(rows=rows)
    state.apply(Pull(cell_at(state, "D5"), 0))
    events = state.apply(Land(cell_at(state, "D4")))
    assert events[-1] == GameOver((0,), "landed", 1)


def test_r13_land_after_your_actions_instead_of_ending_the_turn():
    rows = ["ooooooo", "ooooooo", "ooo.ooo", "oo.a.oo", "oo.oo.o", "ooooooo", "oooooob"]
    state = build(rows=rows)  # D5 and E5 crowd D4: push one away, pull the other
    state.apply(Push(cell_at(state, "E5"), cell_at(state, "F5")))
    assert Land(cell_at(state, "D4")) in state.legal_actions()
    state.apply(Pull(cell_at(state, "D5"), 0))
    assert EndTurn() in state.legal_actions()
    events = state.apply(Land(cell_at(state, "D4")))
    assert events[-1] == GameOver((0,), "landed", 1)


def test_r13_a_failed_landing_mid_turn_ends_the_turn():
    state = build(rows=TWO_7, players=3, agents={2: "A1"})
    state.apply(Pull(cell_at(state, "A2"), 0))
    events = state.apply(Land(cell_at(state, "D4")))
    assert of_type(events, PlayerOut) and state.current_player == 1 and state.done == []


def test_r13_land_at_start_variant_lands_only_before_the_first_action():
    state = build(rows=LAND_7, landing="at_start")
    assert Land(cell_at(state, "D4")) in state.legal_actions()
    state.apply(Pull(cell_at(state, "A1"), 0))
    refuse(state, Land(cell_at(state, "D4")))


def test_r13_the_shipped_land_at_start_variant_keeps_the_old_rule():
    from shifting_sands.content.mothership import LandingRule, default_mothership

    variants = default_mothership()
    assert variants["land_at_start"].landing is LandingRule.AT_START
    assert all(rules.landing is LandingRule.ANY_TIME
               for key, rules in variants.items() if key != "land_at_start")


def test_r13_a_peek_before_landing_is_fine():
    state = build(rows=LAND_7, memory="peek")
    state.apply(Peek())
    assert Land(cell_at(state, "D4")) in state.legal_actions()


@pytest.mark.parametrize(("rows", "hides", "clear"), [
    (["ooooooo", "ooooooo", "ooo.ooo", "oo.a.oo", "oo.o.oo", "ooooooo", "oooooob"], True, 5),
    (["ooooooo", "ooooooo", "ooo.ooo", "oo.o.oo", "oo...oo", "ooooooo", "aooooob"], False, 6),
], ids=["a neighbour left", "not your agent"])
def test_r13_a_landing_fails_unless_all_three_hold(rows, hides, clear):
    state = build(rows=rows)
    events = state.apply(Land(cell_at(state, "D4")))
    landing = of_type(events, LandingAttempted)[0]
    assert (landing.success, landing.hides_agent, landing.on_edge, landing.clear_neighbours) == (
        False, hides, False, clear)
    assert not state.alive[0]


def test_r13_an_edge_agent_alone_still_fails():
    state = build(rows=["a.ooooo", "..ooooo", "ooooooo", "ooooooo", "ooooooo", "ooooooo",
                        "oooooob"])
    events = state.apply(Land(0))
    assert of_type(events, LandingAttempted)[0].on_edge
    assert "edge" in SPEC.describe(of_type(events, LandingAttempted)[0], ["Amira", "Tariq"])


# -- R14 A failed landing -------------------------------------------------------------------------
def test_r14_the_loser_is_out_and_their_agent_is_shown_and_play_goes_on():
    state = build(rows=TWO_7, players=3, agents={2: "A1"})
    events = state.apply(Land(cell_at(state, "G7")))
    out = of_type(events, PlayerOut)[0]
    assert out == PlayerOut(0, cell_at(state, "D4"), None, "D4")
    assert SPEC.describe(out, ["Amira", "Tariq", "Layla"]) == (
        "Amira is out: their agent was under the dune at D4.")
    assert state.alive == [False, True, True] and state.revealed == [True, False, False]
    assert state.current_player == 1 and state.phase is Phase.ACTIONS
    assert state.cells[cell_at(state, "G7")] != EMPTY  # the flipped dune stays
    assert [a.seat for a in state.view_for(2).agents_seen] == [0]
    assert state.view_for(2).flipped_cells == (cell_at(state, "G7"),)
    assert state.secret_tokens(0) == set()


def test_r14_a_flip_that_shows_a_rival_makes_them_public():
    state = build(rows=TWO_7, players=3, agents={2: "A1"})
    events = state.apply(Land(cell_at(state, "F6")))
    assert of_type(events, LandingAttempted)[0].revealed == (1,)
    assert "hid Tariq's agent" in SPEC.describe(events[0], ["Amira", "Tariq", "Layla"])
    assert state.revealed == [True, True, False] and state.alive == [False, True, True]
    assert {a.seat for a in state.view_for(2).agents_seen} == {0, 1}


# -- R15 The last player --------------------------------------------------------------------------
def test_r15_the_last_player_wins_with_an_agent_on_the_island():
    state = build(rows=TWO_7)
    events = state.apply(Land(cell_at(state, "A1")))
    assert of_type(events, LastAgentShown) == [LastAgentShown(1, cell_at(state, "F6"), None,
                                                              "F6")]
    assert events[-1] == GameOver((1,), "last_alive", 1)
    assert state.outcome().scores == (0.0, 1.0)


def test_r15_nobody_wins_when_the_last_agent_is_in_the_holding_area():
    state = build(rows=[r.replace("b", "o") for r in TWO_7], holding="b...")
    events = state.apply(Land(cell_at(state, "A1")))
    assert of_type(events, LastAgentShown)[0].space == 0
    assert events[-1] == GameOver((), "lost_agent", 1)
    assert state.outcome() == Outcome((), (0.0, 0.0), "lost_agent")
    assert "Nobody wins" in SPEC.describe(events[-1], ["Amira", "Tariq"])


# -- R16 Time limit -------------------------------------------------------------------------------
def test_r16_the_sands_win_after_the_last_round():
    state = build(rows=TWO_7, round=3, max_rounds=3, current=1)
    state.apply(Pull(cell_at(state, "A1"), 0))
    state.apply(Place(0, cell_at(state, "A1")))
    events = end_turn(state)
    assert events[-1] == GameOver((), "time_up", 3)
    assert state.outcome().reason == "time_up" and state.is_terminal()


def test_r16_a_round_ends_when_play_comes_back_round():
    state = build(rows=TWO_7, players=3, agents={2: "A1"}, alive=[True, False, True])
    state.apply(Pull(cell_at(state, "A2"), 0))
    state.apply(Place(0, cell_at(state, "A2")))
    end_turn(state)
    assert (state.current_player, state.round) == (2, 1)
    state.apply(Pull(cell_at(state, "A2"), 0))
    state.apply(Place(0, cell_at(state, "C2")))
    end_turn(state)
    assert (state.current_player, state.round) == (0, 2)


# -- R17 Undo -------------------------------------------------------------------------------------
def test_r17_a_move_can_be_undone_within_the_turn():
    state = build(rows=TWO_7)
    before = state.to_dict()
    action = Push(cell_at(state, "B2"), cell_at(state, "C2"))
    assert state.is_undoable(action)
    state.apply(action)
    assert state.can_undo()
    state.undo()
    assert state.to_dict() == before


def test_r17_every_move_can_be_undone_until_the_turn_ends():
    state = build(rows=TWO_7)
    before = state.to_dict()
    state.apply(Push(cell_at(state, "B2"), cell_at(state, "C2")))
    last = Pull(cell_at(state, "A1"), 0)
    assert state.is_undoable(last)
    state.apply(last)
    state.undo()
    state.undo()
    assert state.to_dict() == before
    state.apply(Push(cell_at(state, "B2"), cell_at(state, "C2")))
    state.apply(last)
    assert not state.is_undoable(EndTurn())
    state.apply(EndTurn())
    assert not state.can_undo()
    with pytest.raises(IllegalActionError):
        state.undo()


def test_r17_with_land_at_start_the_move_that_ends_the_turn_is_final():
    state = build(rows=TWO_7, landing="at_start")
    state.apply(Push(cell_at(state, "B2"), cell_at(state, "C2")))
    last = Pull(cell_at(state, "A1"), 0)
    assert not state.is_undoable(last)
    state.apply(last)
    assert not state.can_undo()
    with pytest.raises(IllegalActionError):
        state.undo()


def test_r17_peek_land_pass_and_beam_down_are_never_undoable():
    state = build(rows=TWO_7, memory="peek")
    for action in (Peek(), Land(0), Pass(), BeamDown(0)):
        assert not state.is_undoable(action)
    state.apply(Push(cell_at(state, "B2"), cell_at(state, "C2")))
    state.apply(Peek())
    assert not state.can_undo()  # the peek showed something: no going back past it


# -- R18 Players, colours and variants ------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 5])
def test_r18_two_to_four_players(players):
    with pytest.raises(ValueError, match="2-4 players"):
        SPEC.new_game(1, players)


def test_r18_colours_and_variants():
    assert SPEC.new_game(1, 4).view_for(0).colours == ALIEN_COLOURS
    assert set(SPEC.variants()) >= {"standard", "small", "peek", "open", "three_actions",
                                    "same_twice", "more_holding"}
    assert [space_name(i) for i in (0, 19, 25, 26, 29)] == ["A", "T", "Z", "AA", "AD"]
    state = SPEC.new_game(1, 2, Options(variant="more_holding"))
    assert len(state.spaces) == 30
    with pytest.raises(ValueError, match="unknown variant"):
        SPEC.new_game(1, 2, Options(variant="huge"))


# -- R19 Ends and scores --------------------------------------------------------------------------
def test_r19_every_agent_is_shown_when_the_game_ends():
    state = build(rows=LAND_7)
    assert state.view_for(None).agents_seen == ()
    state.apply(Land(cell_at(state, "D4")))
    assert {a.seat for a in state.view_for(None).agents_seen} == {0, 1}
    assert state.secret_tokens(1) == set()


def test_r19_reasons_have_sentences():
    names = ["Amira", "Tariq"]
    assert SPEC.describe(GameOver((0,), "landed", 4), names) == (
        "Amira wins: the mothership has landed!")
    assert "last alien" in SPEC.describe(GameOver((1,), "last_alive", 4), names)
    assert "60 rounds" in SPEC.describe(GameOver((), "time_up", 60), names)


def test_r19_moves_are_recorded_for_every_memory():
    state = build(rows=TWO_7)
    state.apply(Pull(cell_at(state, "A1"), 0))
    assert state.view_for(1).moves[-1].kind is MoveKind.PULL
