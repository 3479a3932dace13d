"""North Africa supply (proposed ruling N15): full within three land connections of a source
through friendly spaces, limited beyond or via a port, out of supply otherwise; sea lanes
never carry supply (N2)."""

from __future__ import annotations

from itertools import pairwise

from shifting_sands.content.board_graph import BoardMap, Connection, Space
from shifting_sands.content.maps import load_map
from shifting_sands.games.north_africa.rules.supply import Supply, supply_states
from shifting_sands.paths import data_dir

FULL, LIMITED, NONE = Supply.FULL, Supply.LIMITED, Supply.NONE


def line_board(length: int, ports: tuple[str, ...] = (), sea: tuple[tuple[str, str], ...] = ()
               ) -> BoardMap:
    """Spaces s0 - s1 - ... joined by land, plus the given sea lanes."""
    names = [f"s{i}" for i in range(length)]
    spaces = tuple(Space(name, i, port=name in ports) for i, name in enumerate(names))
    links = [Connection(a, b) for a, b in pairwise(names)]
    links += [Connection(a, b, kind="sea") for a, b in sea]
    return BoardMap("line", spaces, tuple(links))


def test_full_within_three_connections_then_limited():
    board = line_board(6)
    states = supply_states(board, [s.name for s in board.spaces], ["s0"])
    assert [states[f"s{i}"] for i in range(6)] == [FULL, FULL, FULL, FULL, LIMITED, LIMITED]


def test_an_unfriendly_space_cuts_the_trace():
    board = line_board(5)
    friendly = ["s0", "s1", "s3", "s4"]  # s2 held by the enemy
    states = supply_states(board, friendly, ["s0"])
    assert states["s1"] is FULL and states["s3"] is NONE and states["s4"] is NONE
    assert "s2" not in states


def test_a_source_the_side_does_not_hold_supplies_nothing():
    board = line_board(3)
    states = supply_states(board, ["s1", "s2"], ["s0"])
    assert set(states.values()) == {NONE}


def test_sea_lanes_carry_no_supply():
    board = line_board(4, sea=(("s0", "s3"),))
    friendly = ["s0", "s1", "s3"]  # s2 lost: s3 is joined to the source only by sea
    states = supply_states(board, friendly, ["s0"])
    assert states["s3"] is NONE


def test_via_port_limited_when_the_side_holds_a_port_source():
    board = BoardMap("two", (Space("Home", 0, port=True), Space("Harbour", 1, port=True),
                             Space("Inland", 2)),
                     (Connection("Harbour", "Inland"),))
    states = supply_states(board, ["Home", "Harbour", "Inland"], ["Home"])
    assert states["Home"] is FULL
    assert states["Harbour"] is LIMITED and states["Inland"] is LIMITED


def test_no_via_port_without_a_port_source():
    board = BoardMap("two", (Space("Oasis", 0), Space("Harbour", 1, port=True),
                             Space("Inland", 2)),
                     (Connection("Harbour", "Inland"),))
    states = supply_states(board, ["Oasis", "Harbour", "Inland"], ["Oasis"])
    assert states["Harbour"] is NONE and states["Inland"] is NONE


def test_the_axis_in_libya_in_june_1940_on_our_map():
    board = load_map(data_dir() / "maps" / "north_africa.tmx")
    libya = [s.name for s in board.spaces if s.region == "Libya"]
    states = supply_states(board, libya, ["Tripoli"])
    assert states["Tripoli"] is FULL and states["Homs"] is FULL
    assert states["Benghazi"] is LIMITED and states["Tobruk"] is LIMITED
    assert all(states[name] is not NONE for name in libya
               if name in ("Bardia", "Derna", "El Agheila"))
