"""North Africa 1940-43's map (our design, data/maps/north_africa.tmx): loads, is whole, and holds
every place the research file names (reference north-africa-facts.md, section 2.3)."""

from __future__ import annotations

from collections import deque
from pathlib import Path

import pytest

from shifting_sands.content.board_graph import BoardMap
from shifting_sands.content.maps import check_map, load_map

MAP = Path(__file__).resolve().parents[2] / "data" / "maps" / "north_africa.tmx"

# Every place named in the reference's map section (2.3), with its spelling there.
REFERENCE_PLACES = (
    "Tripoli", "Tarhuna", "El Agheila", "Buerat", "Tengeder", "Agedabia", "Benghazi", "Tobruk",
    "Gazala", "El Adem", "Sidi Mufta", "Sidi Azeiz", "Halfaya", "Sidi Suleiman", "El Alamein",
    "Alexandria", "Cairo", "Port Said", "Suez", "Tunis", "Khartoum", "Kassala", "Gallabat",
    "Keren", "Gondar", "Addis Ababa", "Ghimbi", "Jijiga", "Berbera", "Kismayu", "Nairobi",
    "Baghdad", "Basra", "Beirut", "Jerusalem",
)
REFERENCE_BOXES = ("Deep Desert", "Chad")
BOXES = ("Reserve Box", "Replacement Box", "Deep Desert", "Chad", "South Africa", "India",
         "Axis Reinforcements", "Allied Reinforcements")
# Supply sources (reference section 5); Chad and Deep Desert are boxes.
SUPPLY_SOURCES = ("Port Said", "Suez", "Tripoli", "Benghazi", "Tobruk", "Tunis", "Beirut",
                  "Baghdad", "Alexandria")
# Adjacencies the reference infers from attacks (an attacker must be adjacent).
REFERENCE_ADJACENT = (("Keren", "Kassala"), ("Jijiga", "Berbera"))


@pytest.fixture(scope="module")
def board() -> BoardMap:
    return load_map(MAP)


def _reachable(board: BoardMap, start: str) -> set[str]:
    """Spaces reached from `start` along connections, never passing through a box."""
    seen, todo = {start}, deque([start])
    while todo:
        for other in board.neighbours(todo.popleft()):
            if other not in seen and not board.space(other).box:
                seen.add(other)
                todo.append(other)
    return seen


def test_the_map_checks_clean():
    assert check_map(MAP) == []


def test_it_is_our_design_and_says_so(board):
    assert "original design" in str(board.props["design"])


def test_80_to_120_spaces(board):
    spaces = [space for space in board.spaces if not space.box]
    assert 80 <= len(spaces) <= 120
    assert len(board.spaces) <= 120  # boxes included


@pytest.mark.parametrize("name", REFERENCE_PLACES)
def test_every_place_of_the_reference_is_a_space(board, name):
    space = board.space(name)
    assert not space.box
    assert board.neighbours(name)


@pytest.mark.parametrize("name", BOXES)
def test_the_boxes_exist(board, name):
    assert board.space(name).box


def test_reference_boxes_are_among_them():
    assert set(REFERENCE_BOXES) <= set(BOXES)


@pytest.mark.parametrize("start", ["Tunis", "Cairo"])
def test_every_space_is_reachable(board, start):
    spaces = {space.name for space in board.spaces if not space.box}
    assert spaces - _reachable(board, start) == set()


@pytest.mark.parametrize("name", SUPPLY_SOURCES)
def test_supply_sources_are_spaces(board, name):
    space = board.space(name)
    assert not space.box
    assert space.get("supply_source")


def test_vp_spaces_have_positive_values(board):
    vp_spaces = [space for space in board.spaces if space.vp]
    assert vp_spaces
    assert all(space.vp > 0 for space in vp_spaces)
    assert board.space("Khartoum").vp == 1 and board.space("Berbera").vp == 1  # the reference's


@pytest.mark.parametrize("a, b", REFERENCE_ADJACENT)
def test_adjacencies_the_reference_implies(board, a, b):
    assert board.connection(a, b) is not None


def test_every_space_has_a_region_a_theatre_and_a_starting_control(board):
    controls = {"axis", "allied", "vichy", "neutral"}
    theatres = {"main", "near_east", "east_africa"}
    for space in board.spaces:
        if not space.box:
            assert space.region and space.control in controls, space.name
            assert space.get("theatre") in theatres, space.name


def test_starting_control_follows_the_reference(board):
    expected = {"Tripoli": "axis", "Keren": "axis", "Addis Ababa": "axis", "Kismayu": "axis",
                "Cairo": "allied", "Khartoum": "allied", "Nairobi": "allied",
                "Berbera": "allied", "Jerusalem": "allied", "Baghdad": "neutral",
                "Beirut": "vichy"}
    assert {name: board.space(name).control for name in expected} == expected


def test_features(board):
    assert {s.name for s in board.spaces if s.fort} >= {
        "Tobruk", "Bardia", "Mersa Matruh", "El Alamein", "Mareth", "Keren"}
    for name in ("Tripoli", "Benghazi", "Tobruk", "Alexandria", "Port Said", "Suez", "Tunis",
                 "Basra", "Beirut", "Berbera"):
        assert board.space(name).port, name
    assert board.space("Qattara").terrain == "marsh"
    assert board.space("Keren").terrain == "mountain"
    assert board.space("Barce").terrain == "mountain"


def test_sea_lanes_join_ports_or_boxes(board):
    sea = [link for link in board.connections if link.kind == "sea"]
    assert sea
    for link in sea:
        for end in (link.a, link.b):
            space = board.space(end)
            assert space.port or space.box, (link.a, link.b)


def test_the_insets_join_the_main_map(board):
    assert board.connection("Ismailia", "Gaza") is not None  # Sinai railway
    assert board.connection("Asyut", "Wadi Halfa") is not None  # the Nile
    assert board.connection("Chad", "Kufra") is not None
    assert board.connection("India", "Basra") is not None


def test_the_script_writes_the_same_file():
    import importlib.util

    script = MAP.parents[2] / "scripts" / "make_north_africa_map.py"
    spec = importlib.util.spec_from_file_location("make_north_africa_map", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.tmx() == MAP.read_text(encoding="utf-8")
