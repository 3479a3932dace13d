"""North Africa movement (proposed rulings N1 and N7): primary connections cost 1, secondary 2,
a first step is always allowed; no entry into enemy-held or closed spaces; a move stops on
enemy ground; an empty enemy fort only from beside it; sea lanes and boxes are not for moving."""

from __future__ import annotations

from shifting_sands.content.board_graph import BoardMap, Connection, Space
from shifting_sands.content.maps import load_map
from shifting_sands.games.north_africa.rules.movement import move_costs
from shifting_sands.paths import data_dir


def board(*links: tuple[str, str, str], forts: tuple[str, ...] = (),
          boxes: tuple[str, ...] = ()) -> BoardMap:
    names = sorted({n for a, b, _ in links for n in (a, b)})
    spaces = tuple(Space(n, i, fort=n in forts, box=n in boxes, terrain=None if n in boxes
                         else "clear") for i, n in enumerate(names))
    return BoardMap("test", spaces, tuple(Connection(a, b, kind) for a, b, kind in links))


ROAD = board(("A", "B", "primary"), ("B", "C", "primary"), ("C", "D", "primary"),
             ("A", "E", "secondary"), ("E", "F", "secondary"))
ALL_AXIS = dict.fromkeys("ABCDEF", "axis")


def test_primary_costs_one_secondary_two():
    costs = move_costs(ROAD, "A", 3, "axis", ALL_AXIS, ())
    assert costs == {"B": 1, "C": 2, "D": 3, "E": 2}


def test_a_first_step_is_always_allowed():
    costs = move_costs(ROAD, "A", 1, "axis", ALL_AXIS, ())
    assert costs == {"B": 1, "E": 1}  # the track costs 2; the first step goes anyway


def test_no_entry_where_the_enemy_stands_and_no_passing_through():
    costs = move_costs(ROAD, "A", 3, "axis", ALL_AXIS, {"C"})
    assert "C" not in costs and "D" not in costs and costs["B"] == 1


def test_the_move_stops_on_entering_enemy_ground():
    control = {**ALL_AXIS, "C": "allied", "D": "allied"}
    costs = move_costs(ROAD, "A", 3, "axis", control, ())
    assert costs["C"] == 2 and "D" not in costs


def test_closed_neutral_and_vichy_spaces_until_opened():
    control = {**ALL_AXIS, "B": "neutral", "E": "vichy"}
    assert move_costs(ROAD, "A", 3, "axis", control, ()) == {}
    assert "B" in move_costs(ROAD, "A", 3, "axis", control, (), opened={"B"})


def test_an_empty_enemy_fort_only_from_beside_it():
    forted = board(("A", "B", "primary"), ("B", "C", "primary"), forts=("C",))
    control = {"A": "axis", "B": "axis", "C": "allied"}
    assert "C" not in move_costs(forted, "A", 3, "axis", control, ())
    assert move_costs(forted, "B", 3, "axis", control, ()) == {"A": 1, "C": 1}


def test_sea_lanes_and_boxes_are_not_for_moving():
    shore = board(("A", "B", "sea"), ("A", "Box", "primary"), boxes=("Box",))
    assert move_costs(shore, "A", 6, "axis", {"A": "axis", "B": "axis"}, ()) == {}


def test_a_panzer_division_from_el_agheila_on_our_map():
    libya = load_map(data_dir() / "maps" / "north_africa.tmx")
    control = {s.name: s.control for s in libya.spaces if s.control}
    costs = move_costs(libya, "El Agheila", 6, "axis", control, ())
    assert "Mersa Brega" in costs and "Agedabia" in costs
    assert all(cost <= 6 for cost in costs.values())
    assert not any(libya.space(name).box for name in costs)
