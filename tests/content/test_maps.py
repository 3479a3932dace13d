"""Tiled maps: the good fixtures compile into the expected board, each broken one is named."""

from __future__ import annotations

import dataclasses
import os
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.content.maps import DEFAULT_VOCABULARY, Vocabulary, check_map, load_map
from shifting_sands.content.validate import validate_folder
from shifting_sands.paths import data_dir

FIXTURES = Path(__file__).parent / "fixtures" / "maps"
NETWORK = FIXTURES / "good_network.tmx"
SEGMENT = FIXTURES / "grid_segment.tmx"
BROKEN = FIXTURES / "broken"


@pytest.fixture(scope="module")
def network():
    return load_map(NETWORK)


@pytest.fixture(scope="module")
def segment():
    return load_map(SEGMENT).grid("board")


# -- The network --------------------------------------------------------------------------------
def test_good_network_has_its_spaces_and_box(network):
    assert [space.name for space in network.spaces] == [
        "Tripoli", "El Agheila", "Benghazi", "Jebel Akhdar", "Tobruk", "Siwa", "Alexandria",
        "Cairo", "Reserve Box"]
    assert check_map(NETWORK) == []
    assert network.name == "good_network"
    assert network.props["title"] == "Good network (test fixture)"


def test_space_properties_keep_their_types(network):
    tobruk = network.space("Tobruk")
    assert (tobruk.id, tobruk.terrain, tobruk.port, tobruk.fort, tobruk.vp) == (
        5, "clear", True, True, 1)
    assert (tobruk.region, tobruk.control, tobruk.box) == ("Libya", "axis", False)
    assert dict(tobruk.props) == {"star": True}  # an unknown property is kept, typed
    assert (tobruk.x, tobruk.y) == (736.0, 224.0)  # the centre of its rectangle
    assert network.space("Tripoli").props["supply_source"] == "axis"
    assert network.space("Siwa").terrain == "marsh"
    assert (network.space("Siwa").x, network.space("Siwa").y) == (800.0, 448.0)  # a point
    assert network.space("Cairo").vp == 2


def test_tiled_19_class_attribute_and_no_class_both_read_as_spaces(network):
    assert network.space("Jebel Akhdar").terrain == "mountain"  # saved as class="space"
    assert network.space("Cairo").box is False  # saved with no class at all


def test_a_box_needs_no_connection_and_has_no_terrain(network):
    box = network.space("Reserve Box")
    assert box.box and box.terrain is None
    assert network.boxes == (box,)
    assert network.neighbours("Reserve Box") == ()
    assert box.props["holds"] == "units in reserve"


def test_adjacency_is_symmetric(network):
    for space in network.spaces:
        for other in network.neighbours(space.name):
            assert space.name in network.neighbours(other)
            assert network.connection(space.name, other) is network.connection(other, space.name)


def test_connections_and_their_kinds(network):
    assert network.neighbours("Benghazi") == ("Alexandria", "El Agheila", "Jebel Akhdar",
                                              "Tobruk")
    assert network.neighbours("Benghazi", kind="primary") == ("El Agheila", "Tobruk")
    assert network.neighbours("Benghazi", kind="sea") == ("Alexandria",)
    assert network.neighbours("Benghazi", excluding="sea") == ("El Agheila", "Jebel Akhdar",
                                                               "Tobruk")
    assert [(other, link.kind) for other, link in network.links("Benghazi")] == [
        ("Alexandria", "sea"), ("El Agheila", "primary"), ("Jebel Akhdar", "secondary"),
        ("Tobruk", "primary")]
    sea = network.connection("Alexandria", "Benghazi")
    assert (sea.kind, sea.id, dict(sea.props)) == ("sea", 27, {"turns": 2})
    assert sea.points == ((448.0, 224.0), (704.0, 64.0), (992.0, 224.0))  # absolute
    assert sea.other("Benghazi") == "Alexandria"
    assert network.connection("Tobruk", "Alexandria").kind == "primary"  # kind left out
    assert network.connection("Tripoli", "Cairo") is None
    assert len(network.connections) == 10


def test_ends_by_name_and_connections_declared_by_the_spaces(network):
    assert network.connection("Tobruk", "Benghazi").id == 24  # 'from'/'to' given as names
    declared = network.connection("Siwa", "Cairo")
    assert (declared.kind, declared.id) == ("secondary", None)


def test_spaces_by_property(network):
    assert [s.name for s in network.spaces_where(port=True)] == [
        "Tripoli", "Benghazi", "Tobruk", "Alexandria"]
    assert [s.name for s in network.spaces_where(fort=True)] == ["Tobruk"]
    assert [s.name for s in network.spaces_where(region="Egypt", box=False)] == [
        "Siwa", "Alexandria", "Cairo"]
    assert [s.name for s in network.spaces_where(star=True)] == ["Tobruk"]
    assert sum(s.vp for s in network.spaces) == 5


def test_unknown_names_are_refused(network):
    with pytest.raises(KeyError, match="Benghazy"):
        network.neighbours("Benghazy")
    with pytest.raises(KeyError, match="Benghazy"):
        network.links("Benghazy")
    assert "Tobruk" in network and "Benghazy" not in network


def test_the_board_is_frozen_and_hashable(network):
    again = load_map(NETWORK)
    assert again == network and hash(again) == hash(network)
    assert len({network, again}) == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        network.spaces[0].vp = 9  # type: ignore[misc]


# -- The grid -----------------------------------------------------------------------------------
def test_grid_reads_by_col_and_row(segment):
    assert (segment.width, segment.height) == (6, 6)
    assert segment.kind(0, 0) == "start"
    assert segment.kind(3, 0) == "path" and segment.kind(4, 0) == "blocked"
    assert segment.kind(2, 1) == "safe" and segment.kind(3, 2) == "event"
    assert segment.kind(0, 3) == "item"
    assert segment.cell(0, 3).props["items"] == 2 and segment.cell(0, 3).tile == 3
    assert segment.where("temple") == ((4, 3), (5, 3), (4, 4), (5, 4))
    assert segment.kind(3, 5) == "path"  # a tile flipped in Tiled keeps its kind
    assert segment.props["colour"] == "red"
    with pytest.raises(IndexError):
        segment.cell(6, 0)


def test_grid_neighbours_and_rotation(segment):
    assert segment.orthogonal(0, 0) == ((1, 0), (0, 1))
    turned = segment.rotated(1)  # clockwise: the top-left corner goes top-right
    assert turned.kind(5, 0) == "start"
    assert turned.where("temple") == ((1, 4), (2, 4), (1, 5), (2, 5))
    assert segment.rotated(4) == segment
    assert segment.rotated(2) == turned.rotated(1)


def test_a_grid_map_has_no_spaces():
    board = load_map(SEGMENT)
    assert board.spaces == () and board.connections == ()
    assert [grid.name for grid in board.grids] == ["board"]


# -- Broken maps --------------------------------------------------------------------------------
BROKEN_CASES = [
    ("missing_space.tmx", "object (id 12)", "connection to a missing space: 'to' points to "
     "object id 99, which does not exist"),
    ("one_way.tmx", "object 'Tobruk' (id 1)", "one-way adjacency: 'Tobruk' connects to "
     "'Gazala' (primary) but 'Gazala' does not connect back"),
    ("asymmetric.tmx", "object 'Gazala' (id 2)", "asymmetric connection: 'Gazala' connects "
     "to 'Tobruk' as secondary but 'Tobruk' connects back as primary"),
    ("unknown_terrain.tmx", "object 'Tobruk' (id 1)", "unknown terrain 'swamp'"),
    ("unknown_kind.tmx", "object (id 10)", "unknown connection kind 'railway'"),
    ("duplicate_name.tmx", "object 'Tobruk' (id 4)", "duplicate space name: object id 1 is "
     "already called 'Tobruk'"),
    ("wrong_type.tmx", "object 'Tobruk' (id 1)", "property 'port' must be of type bool, not "
     "string ('true')"),
    ("bad_value.tmx", "object 'Tobruk' (id 1)", "property 'vp': 'two' is not an int"),
    ("isolated.tmx", "object 'Siwa' (id 4)", "a space with no connections"),
    ("template.tmx", "object 'Tobruk' (id 1)", "templates are not supported"),
    ("rotated_tile_object.tmx", "object 'Bardia' (id 3)",
     "rotated tile objects are not supported"),
    ("unknown_cell_kind.tmx", "layer 'board' cell (1,1)", "tile 2 of tileset 'curse_tiles' "
     "has unknown kind 'lava'"),
]


@pytest.mark.parametrize(("name", "what", "message"), BROKEN_CASES, ids=[c[0] for c in
                                                                         BROKEN_CASES])
def test_each_broken_map_is_reported_with_file_and_object(name, what, message):
    path = BROKEN / name
    problems = check_map(path)
    assert len(problems) == 1, problems
    where, said = problems[0].split(": ", 1)
    assert where.startswith(f"{path}:") and where[len(str(path)) + 1:].isdigit()
    assert said.startswith(f"{what}: {message}")
    with pytest.raises(ContentError) as caught:
        load_map(path)
    assert caught.value.problems == problems


def test_a_game_may_bring_its_own_words():
    words = Vocabulary(terrains=DEFAULT_VOCABULARY.terrains | {"swamp"})
    assert load_map(BROKEN / "unknown_terrain.tmx", words).space("Tobruk").terrain == "swamp"


def test_malformed_xml_gives_the_line():
    path = BROKEN / "malformed.tmx"
    assert check_map(path) == [
        f"{path}:9: malformed XML: not well-formed (invalid token): line 9, column 54"]


def _data_root_with_maps(tmp_path: Path, *folders: Path) -> Path:
    """A copy of the shipped content with `folders` of maps under its maps/ folder (where
    validate-data looks for maps besides each game's own folder)."""
    from shifting_sands.paths import data_dir

    root = tmp_path / "data"
    shutil.copytree(data_dir(), root)
    for folder in folders:
        shutil.copytree(folder, root / "maps" / folder.name)
    return root


def test_every_broken_fixture_is_covered_and_validate_data_lists_them(tmp_path):
    names = {case[0] for case in BROKEN_CASES} | {"malformed.tmx"}
    assert {path.name for path in BROKEN.glob("*.tmx")} == names
    problems = validate_folder(_data_root_with_maps(tmp_path, FIXTURES))
    assert len(problems) == len(names)  # one line per broken map; the good maps add none
    assert all("/maps/maps/broken/" in line for line in problems)


def test_validate_data_command_shows_each_map_problem(user_home, tmp_path):
    root = _data_root_with_maps(tmp_path, FIXTURES)
    result = subprocess.run([sys.executable, "-m", "shifting_sands", "validate-data",
                             str(root)], capture_output=True, text=True, check=False,
                            env={**os.environ, "SHIFTING_SANDS_HOME": str(user_home)})
    assert result.returncode == 1
    shown = result.stdout.splitlines()
    assert shown == validate_folder(root)
    one_way = root / "maps" / "maps" / "broken" / "one_way.tmx"
    assert f"{one_way}:4: object 'Tobruk' (id 1): one-way adjacency" in result.stdout


def _write(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "made.tmx"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" '
        'width="4" height="4" tilewidth="32" tileheight="32" infinite="0">\n'
        f"{body}</map>\n", encoding="utf-8")
    return path


def test_a_property_pytmx_reserves_is_named_before_pytmx_fails(tmp_path):
    path = _write(tmp_path, ' <objectgroup id="1" name="spaces">\n'
                  '  <object id="1" name="Box" type="box" x="0" y="0" width="8" height="8">\n'
                  '   <properties><property name="width" value="wide"/></properties>\n'
                  "  </object>\n </objectgroup>\n")
    assert check_map(path) == [f"{path}:4: object 'Box' (id 1): property 'width' is a name "
                               "Tiled and pytmx use themselves: rename it"]


def test_unknown_layers_and_classes_are_named(tmp_path):
    path = _write(tmp_path, ' <objectgroup id="1" name="Spaces"/>\n'
                  ' <objectgroup id="2" name="spaces">\n'
                  '  <object id="1" name="Cairo" type="city" x="0" y="0"><point/></object>\n'
                  " </objectgroup>\n"
                  ' <objectgroup id="3" name="decor art"/>\n')
    assert check_map(path) == [
        f"{path}:3: layer 'Spaces': unknown object layer: name it 'spaces' or 'connections', "
        "or start its name with 'decor' to keep it out of the rules",
        f"{path}:5: object 'Cairo' (id 1): unknown class 'city' in the spaces layer "
        "(space or box)"]


def test_group_layers_and_tile_collision_shapes_are_not_mistaken(tmp_path):
    shutil.copy(FIXTURES / "grid_tiles.png", tmp_path)
    path = _write(tmp_path, ' <tileset firstgid="1" name="t" tilewidth="32" tileheight="32" '
                  'tilecount="1" columns="1">\n'
                  '  <image source="grid_tiles.png" width="32" height="32"/>\n'
                  '  <tile id="0"><objectgroup draworder="index" id="2">\n'
                  '   <object id="1" x="0" y="0" width="32" height="32"/>\n'
                  "  </objectgroup></tile>\n </tileset>\n"
                  ' <group id="5" name="network">\n'
                  '  <objectgroup id="3" name="spaces">\n'
                  '   <object id="1" name="Keren" x="0" y="0"><point/></object>\n'
                  '   <object id="2" name="Kassala" x="64" y="0"><point/></object>\n'
                  "  </objectgroup>\n"
                  '  <objectgroup id="4" name="connections">\n'
                  '   <object id="3" x="0" y="0"><properties>\n'
                  '    <property name="from" type="object" value="1"/>\n'
                  '    <property name="to" type="object" value="2"/>\n'
                  '    <property name="kind" value="rail"/>\n'
                  "   </properties><polyline points=\"0,0 64,0\"/></object>\n"
                  "  </objectgroup>\n </group>\n")
    assert check_map(path) == [f"{path}:15: object (id 3): unknown connection kind 'rail' "
                               "(one of primary, sea, secondary)"]
    (tmp_path / "grid_tiles.png").unlink()
    assert check_map(path)[0] == f"{path}: tileset 't': its image grid_tiles.png is missing"


def test_infinite_maps_and_missing_files_are_refused(tmp_path):
    path = _write(tmp_path, "").with_name("made.tmx")
    path.write_text(path.read_text().replace('infinite="0"', 'infinite="1"'))
    assert "infinite maps are not supported" in check_map(path)[0]
    assert check_map(tmp_path / "none.tmx")[0].startswith(f"{tmp_path / 'none.tmx'}: cannot read")


def test_a_damaged_map_gives_lines_never_an_exception(tmp_path):
    """Any attribute value replaced by junk: check_map still answers with plain lines."""
    shutil.copy(FIXTURES / "grid_tiles.png", tmp_path)
    rng = random.Random(12)
    texts = [NETWORK.read_text(encoding="utf-8"), SEGMENT.read_text(encoding="utf-8")]
    path = tmp_path / "damaged.tmx"
    for _ in range(120):
        text = rng.choice(texts)
        value = rng.choice(list(re.finditer(r'="([^"]*)"', text)))
        junk = rng.choice(["", "x", "-1", "0", "99", "1.5", "true", "a b", "2147483650"])
        path.write_text(text[:value.start(1)] + junk + text[value.end(1):], encoding="utf-8")
        assert all(isinstance(line, str) for line in check_map(path))


def test_shipped_maps_are_valid():
    for path in sorted(data_dir().rglob("*.tmx")):
        assert check_map(path) == [], path


# -- No pygame, and how long a map takes ---------------------------------------------------------
def test_maps_load_without_pygame():
    code = ("import sys\n"
            "from shifting_sands.content.maps import load_map\n"
            "assert 'pygame' not in sys.modules, 'importing content.maps imported pygame'\n"
            f"load_map({str(NETWORK)!r}); load_map({str(SEGMENT)!r})\n"
            "assert 'pygame' not in sys.modules, 'loading a map imported pygame'\n"
            "import pygame\n"
            "from pytmx.util_pygame import load_pygame\n")  # the view's loader still imports
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr
    assert "cannot import pygame" not in result.stderr


def test_loading_time_is_measured():
    """Printed for docs/maps.md (run with -s); not a timed test."""
    for path in (NETWORK, SEGMENT):
        load_map(path)
        runs = 50
        start = time.perf_counter()
        for _ in range(runs):
            load_map(path)
        print(f"\n{path.name}: {(time.perf_counter() - start) / runs * 1000:.2f} ms a load")
