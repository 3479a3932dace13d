"""One test (or a few) per ruling R1..R9 of docs/rules/mothership.md (R10..R19 are in
test_mothership_rulings.py)."""

from __future__ import annotations

import pytest

from shifting_sands.games.mothership.rules.actions import (
    AgentBeamedDown,
    BeamDown,
    DunePlaced,
    DunePulled,
    EndTurn,
    Land,
    LandingAttempted,
    Peek,
    Place,
    Pull,
    Push,
    TurnEnded,
)
from shifting_sands.games.mothership.rules.hexgrid import (
    cell_name,
    edge_table,
    neighbour_table,
    neighbours,
)
from shifting_sands.games.mothership.rules.state import EMPTY
from shifting_sands.games.mothership.rules.view import Phase, own_agent
from shifting_sands.games.mothership.spec import MothershipSpec
from shifting_sands.rules.protocol import Options

from .test_mothership_builders import LAND_7, TWO_7, build, cell_at, end_turn, of_type, refuse

SPEC = MothershipSpec()


def beamed(seed: int = 3, players: int = 2, variant: str = "standard"):
    """A new game after every seat beamed down on the first dunes it is offered."""
    state = SPEC.new_game(seed, players, Options(variant=variant))
    for _ in range(players):
        state.apply(state.legal_actions()[_ * 7])
    return state


# -- R1 Board and set-up --------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(12))
def test_r1_standard_desert_has_24_empty_cells_none_touching(seed):
    state = SPEC.new_game(seed, 2)
    empty = [c for c, dune in enumerate(state.cells) if dune == EMPTY]
    assert len(state.cells) == 121 and len(empty) == 24
    assert all(state.cells[n] != EMPTY for c in empty for n in neighbours(c, 11, 11))
    assert sorted(d for d in state.cells if d != EMPTY) == list(range(97))
    assert state.spaces == [EMPTY] * 20


def test_r1_set_up_follows_the_seed():
    assert SPEC.new_game(5, 3).cells == SPEC.new_game(5, 3).cells
    assert SPEC.new_game(5, 3).cells != SPEC.new_game(6, 3).cells


def test_r1_columns_are_letters_rows_numbers_and_odd_columns_sit_lower():
    assert cell_name(0, 11) == "A1" and cell_name(11 * 3 + 3, 11) == "D4"
    # B (odd) sits lower than A and C: B1 touches A1, A2, C1 and C2.
    b1 = 1
    assert {cell_name(c, 11) for c in neighbours(b1, 11, 11)} == {"A1", "A2", "B2", "C1", "C2"}
    # C (even) sits higher than B and D: C2 touches B1, B2, D1 and D2.
    assert {cell_name(c, 11) for c in neighbours(11 + 2, 11, 11)} == {
        "C1", "C3", "B1", "B2", "D1", "D2"}


def test_r1_the_edge_is_the_outer_ring():
    edges = edge_table(11, 11)
    assert sum(edges) == 40
    assert all(edges[c] == (len(neighbour_table(11, 11)[c]) < 6) for c in range(121))


# -- R2 Seat order --------------------------------------------------------------------------------
def test_r2_first_seat_beams_down_first_then_plays_first():
    state = SPEC.new_game(1, 3)
    order = []
    for _ in range(3):
        order.append(state.current_player)
        state.apply(state.legal_actions()[0])
    assert order == [0, 1, 2]
    assert state.phase is Phase.ACTIONS and state.current_player == 0


def test_r2_play_skips_players_who_are_out():
    state = build(rows=LAND_7, players=3, agents={2: "A1"}, alive=[True, False, True],
                  revealed=[False, True, False])
    state.apply(Pull(cell_at(state, "A2"), 0))
    state.apply(Place(0, cell_at(state, "A2")))
    end_turn(state)
    assert state.current_player == 2


# -- R3 Beamin Down -------------------------------------------------------------------------------
def test_r3_any_dune_even_on_the_edge_may_hide_an_agent_but_no_empty_cell():
    state = SPEC.new_game(2, 2)
    dunes = [c for c, dune in enumerate(state.cells) if dune != EMPTY]
    assert state.legal_actions() == [BeamDown(c) for c in dunes]
    empty = state.cells.index(EMPTY)
    refuse(state, BeamDown(empty))
    edge = next(c for c in dunes if edge_table(11, 11)[c])
    assert state.apply(BeamDown(edge)) == [AgentBeamedDown(0)]
    assert state.agents[0] == state.cells[edge]


def test_r3_beaming_down_is_secret_and_final():
    state = SPEC.new_game(2, 2)
    cell = state.legal_actions()[40].cell
    assert not state.is_undoable(BeamDown(cell))
    events = state.apply(BeamDown(cell))
    assert not state.can_undo()
    assert SPEC.describe(events[0], ["Amira", "Tariq"]) == "Amira's agent beamed down under a dune."
    for seat in (None, 1):
        view = state.view_for(seat)
        assert view.agents_seen == () and view.my_start is None
    assert state.view_for(0).my_start == cell


# -- R4 Shared dunes ------------------------------------------------------------------------------
def test_r4_a_later_player_may_choose_the_same_dune():
    state = SPEC.new_game(4, 2)
    other = SPEC.new_game(4, 2)
    first = state.legal_actions()[10]
    state.apply(first)
    other.apply(other.legal_actions()[11])
    assert state.legal_actions() == other.legal_actions()  # nothing tells seat 1 anything
    state.apply(first)
    assert state.agents[0] == state.agents[1]


def test_r4_a_flip_shows_every_agent_under_the_dune():
    state = build(rows=TWO_7, players=3, agents={2: "D4"})
    events = state.apply(Land(cell_at(state, "D4")))
    landing = of_type(events, LandingAttempted)[0]
    assert landing.revealed == (0, 2) and not landing.success
    assert state.revealed == [True, False, True]
    seen = {agent.seat for agent in state.view_for(1).agents_seen}
    assert seen == {0, 2}


# -- R5 Memory ------------------------------------------------------------------------------------
def test_r5_standard_memory_shows_nobody_their_agent():
    state = beamed()
    for seat in (0, 1, None):
        assert state.view_for(seat).agents_seen == ()
    assert Peek() not in state.legal_actions()
    refuse(state, Peek())


def test_r5_a_perfect_memory_follows_the_public_moves():
    state = build(rows=TWO_7)
    d4, d5 = cell_at(state, "D4"), cell_at(state, "D5")
    state.apply(Pull(d5, 0))
    state.apply(Push(d4, d5))
    view = state.view_for(0)
    assert view.agents_seen == ()
    assert own_agent(view) == (d5, None)


def test_r5_peek_shows_the_owner_alone_until_the_turn_ends():
    state = build(rows=TWO_7, memory="peek")
    assert state.view_for(0).agents_seen == ()
    assert not state.is_undoable(Peek())
    state.apply(Peek())
    seen = state.view_for(0).agents_seen
    assert [(a.seat, a.cell) for a in seen] == [(0, cell_at(state, "D4"))]
    assert seen[0].label == "Green agent under the dune at D4"
    assert state.view_for(1).agents_seen == () and state.view_for(None).agents_seen == ()
    refuse(state, Peek())  # once per turn
    state.apply(Pull(cell_at(state, "A1"), 0))
    assert state.view_for(0).agents_seen  # still this turn, and a peek is not an action
    state.apply(Push(cell_at(state, "B2"), cell_at(state, "C2")))
    assert state.view_for(0).agents_seen  # the turn is still ours until it ends
    end_turn(state)
    assert state.current_player == 1
    assert state.view_for(0).agents_seen == ()
    assert Peek() in state.legal_actions()


def test_r5_always_shows_the_owner_and_nobody_else():
    state = build(rows=TWO_7, memory="always")
    assert [a.seat for a in state.view_for(0).agents_seen] == [0]
    assert [a.seat for a in state.view_for(1).agents_seen] == [1]
    assert state.view_for(None).agents_seen == ()
    assert state.secret_tokens(0) == {"Green agent under the dune at D4"}


# -- R6 The turn ----------------------------------------------------------------------------------
def test_r6_two_different_actions_then_land_or_end_the_turn():
    state = build(rows=TWO_7)
    state.apply(Pull(cell_at(state, "A1"), 0))
    assert not any(isinstance(a, Pull) for a in state.legal_actions())
    refuse(state, Pull(cell_at(state, "A2"), 1))
    refuse(state, EndTurn())  # one action is still owed
    events = state.apply(Place(0, cell_at(state, "A1")))
    assert not of_type(events, TurnEnded) and state.current_player == 0
    assert {type(a) for a in state.legal_actions()} == {Land, EndTurn}
    events = state.apply(EndTurn())
    assert events == [TurnEnded(0, 2, stuck=False)]
    assert state.current_player == 1 and state.done == []


def test_r6_land_at_start_variant_passes_the_turn_after_the_last_action():
    state = build(rows=TWO_7, landing="at_start")
    state.apply(Pull(cell_at(state, "A1"), 0))
    events = state.apply(Place(0, cell_at(state, "A1")))
    assert events[-1] == TurnEnded(0, 2, stuck=False)
    assert state.current_player == 1 and state.done == []
    refuse(state, EndTurn())


def test_r6_same_twice_variant_allows_a_repeat():
    state = build(rows=TWO_7, must_differ=False)
    state.apply(Pull(cell_at(state, "A1"), 0))
    state.apply(Pull(cell_at(state, "A2"), 1))
    assert not any(isinstance(a, Pull | Push | Place) for a in state.legal_actions())
    end_turn(state)
    assert state.current_player == 1


def test_r6_three_actions_variant_needs_push_pull_and_place():
    state = build(rows=TWO_7, actions=3)
    state.apply(Pull(cell_at(state, "A1"), 0))
    state.apply(Place(0, cell_at(state, "A1")))
    assert state.current_player == 0
    assert {type(a) for a in state.legal_actions()} == {Push, Land}
    state.apply(Push(cell_at(state, "B2"), cell_at(state, "C2")))
    end_turn(state)
    assert state.current_player == 1


# -- R7 Push --------------------------------------------------------------------------------------
def test_r7_push_only_to_an_adjacent_empty_cell():
    state = build(rows=TWO_7)
    pushes = {(a.src, a.dst) for a in state.legal_actions() if isinstance(a, Push)}
    for src, dst in pushes:
        assert dst in neighbours(src, 7, 7) and state.cells[dst] == EMPTY
        assert state.cells[src] != EMPTY
    refuse(state, Push(cell_at(state, "A1"), cell_at(state, "C2")))  # not adjacent
    refuse(state, Push(cell_at(state, "B2"), cell_at(state, "B1")))  # not empty
    refuse(state, Push(cell_at(state, "C2"), cell_at(state, "C3")))  # no dune to push


def test_r7_no_push_straight_back_but_that_dune_may_go_elsewhere():
    rows = list(TWO_7)
    rows[0], rows[1] = "oo.oooo", "oooo.oo"  # the previous turn pushed C1 -> C2
    state = build(rows=rows, previous_pushes=[("C1", "C2")])
    c1, c2 = cell_at(state, "C1"), cell_at(state, "C2")
    refuse(state, Push(c2, c1))
    state.apply(Pull(cell_at(state, "B1"), 0))
    assert Push(c2, cell_at(state, "B1")) in state.legal_actions()
    refuse(state, Push(c2, c1))  # still banned after the first action


def test_r7_the_ban_is_on_the_cells_whichever_dune_lies_there():
    rows = list(TWO_7)
    rows[0], rows[1] = "oo.oooo", "oooo.oo"
    state = build(rows=rows, previous_pushes=[("C1", "C2")], must_differ=False, actions=4)
    c1, c2 = cell_at(state, "C1"), cell_at(state, "C2")
    pushed = state.cells[c2]
    state.apply(Pull(c2, 0))
    state.apply(Pull(cell_at(state, "B2"), 1))
    state.apply(Place(1, c2))  # a different, look-alike dune now lies on C2
    assert state.cells[c2] != pushed
    refuse(state, Push(c2, c1))


# -- R8 Pull --------------------------------------------------------------------------------------
def test_r8_pull_to_any_free_space_and_the_agent_goes_with_it():
    state = build(rows=TWO_7, holding="o...")
    d4 = cell_at(state, "D4")
    pulls = {a.space for a in state.legal_actions() if isinstance(a, Pull) and a.cell == d4}
    assert pulls == {1, 2, 3}
    refuse(state, Pull(d4, 0))
    events = state.apply(Pull(d4, 2))
    assert of_type(events, DunePulled)[0].cell_name == "D4"
    assert state.agent_place(0) == (None, 2) and state.cells[d4] == EMPTY


def test_r8_no_pull_when_every_space_is_taken():
    state = build(rows=TWO_7, holding="oo")
    assert not any(isinstance(a, Pull) for a in state.legal_actions())


# -- R9 Place -------------------------------------------------------------------------------------
LONE = [
    "o......",
    ".......",
    ".......",
    "...a...",
    ".......",
    ".......",
    "......b",
]


def test_r9_place_only_next_to_a_dune_on_the_board():
    state = build(rows=LONE, holding="o.")
    targets = {a.cell for a in state.legal_actions() if isinstance(a, Place)}
    expected = set()
    for dune_cell in cells_of(state):
        expected.update(n for n in neighbours(dune_cell, 7, 7) if state.cells[n] == EMPTY)
    assert targets == expected
    refuse(state, Place(0, cell_at(state, "A4")))  # no dune around
    refuse(state, Place(1, cell_at(state, "A2")))  # nothing on space B


def cells_of(state):
    return [c for c, dune in enumerate(state.cells) if dune != EMPTY]


def test_r9_the_dune_the_previous_turn_pulled_may_not_go_straight_back():
    state = build(rows=LONE, holding="o.", previous_pulls=["A2"])
    refuse(state, Place(0, cell_at(state, "A2")))
    assert Place(0, cell_at(state, "B1")) in state.legal_actions()
    assert "may not go straight back" in state.explain_illegal(Place(0, cell_at(state, "A2")))


def test_r9_another_dune_may_go_where_the_previous_turn_pulled_from():
    # The text bans only the pulled tile: the dune on holding space A was pulled from A2
    # last turn, the one on B came from elsewhere earlier, and may go to A2.
    state = build(rows=LONE, holding="oo", previous_pulls=["A2>A"])
    a2 = cell_at(state, "A2")
    refuse(state, Place(0, a2))
    events = state.apply(Place(1, a2))
    assert of_type(events, DunePlaced)[0].cell == a2


def test_r9_the_ban_follows_the_dune_not_its_holding_space():
    # Once the pulled dune is placed elsewhere, the dune later pulled onto its space is
    # another dune, free to go to the cell the first came from.
    state = build(rows=LONE, holding="o.", previous_pulls=["A2>A"], must_differ=False,
                  actions=3)
    a2, b1 = cell_at(state, "A2"), cell_at(state, "B1")
    state.apply(Place(0, b1))
    state.apply(Pull(cell_at(state, "A1"), 0))
    assert Place(0, a2) in state.legal_actions()


def test_r9_your_own_pull_may_be_placed_straight_back():
    state = build(rows=TWO_7)
    a1 = cell_at(state, "A1")
    state.apply(Pull(a1, 3))
    events = state.apply(Place(3, a1))
    assert of_type(events, DunePlaced)[0].cell == a1
