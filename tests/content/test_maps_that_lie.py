"""Maps that cannot lie: a damaged copy of the shipped maps is refused by `validate-data` in
one `file:line:` line each, never taken, never an internal error."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from shifting_sands.content.north_africa_map_checks import HOLDING_BOXES
from shifting_sands.games.content_check import check_content
from tests.content.test_bad_content import copy_data, edit, line_of

ROOT = Path(__file__).resolve().parents[2]
LAST_ROW = "1,1,1,2,1,1,1\n</data>"


def only_problem(root: Path) -> str:
    problems = check_content(root)
    assert len(problems) == 1, problems
    assert re.match(r"^.+:\d+: .+$", problems[0]), problems
    return problems[0]


def test_a_layer_one_cell_short_is_refused_naming_its_data(tmp_path):
    root = copy_data(tmp_path)
    path = root / "maps" / "curse_red.tmx"
    edit(path, LAST_ROW, "1,1,1,2,1,1\n</data>")
    assert only_problem(root) == (f"{path}:{line_of(path, '<data')}: layer 'board': the "
                                  "layer has 48 cells, the map is 7x7")


def test_the_short_layer_is_one_line_and_exit_1_on_the_command_line(tmp_path):
    root = copy_data(tmp_path)
    edit(root / "maps" / "curse_red.tmx", LAST_ROW, "1,1,1,2,1,1\n</data>")
    done = subprocess.run([sys.executable, "-m", "shifting_sands", "validate-data", str(root)],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 1
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr
    assert done.stdout.strip().splitlines() == [
        f"{root / 'maps' / 'curse_red.tmx'}:49: layer 'board': the layer has 48 cells, the "
        "map is 7x7"]


def test_a_map_wider_than_its_layer_is_refused(tmp_path):
    root = copy_data(tmp_path)
    path = root / "maps" / "curse_red.tmx"
    edit(path, 'width="7" height="7" tilewidth', 'width="7000000" height="7" tilewidth')
    assert only_problem(root) == (f"{path}:{line_of(path, '<layer')}: layer 'board': the "
                                  "layer is 7x7, the map is 7000000x7")


def test_a_segment_without_a_start_names_its_data(tmp_path):
    root = copy_data(tmp_path)
    path = root / "maps" / "curse_red.tmx"
    edit(path, "\n2,1,7,1,2,4,2,\n", "\n2,1,2,1,2,4,2,\n")
    assert only_problem(root) == (f"{path}:{line_of(path, '<data')}: segment red: 0 start "
                                  "(boot) squares; a segment has exactly one")


@pytest.mark.parametrize("box", HOLDING_BOXES)
def test_a_connection_from_a_holding_box_is_refused(tmp_path, box):
    root = copy_data(tmp_path)
    path = root / "maps" / "north_africa.tmx"
    box_id = re.search(rf'<object id="(\d+)" name="{box}"', path.read_text()).group(1)
    first = '<object id="117" type="connection" x="111" y="134">\n   <properties>\n'
    edit(path, first + '    <property name="from" type="object" value="1"/>',
         first + f'    <property name="from" type="object" value="{box_id}"/>')
    problem = only_problem(root)
    line = line_of(path, '<object id="117"')
    assert problem.startswith(f"{path}:{line}: object (id 117): a connection from the {box} "
                              "to "), problem


def test_junk_elements_in_an_object_layer_are_refused_not_ignored(tmp_path):
    root = copy_data(tmp_path)
    path = root / "maps" / "north_africa.tmx"
    layer = ' <objectgroup id="2" name="connections">\n'
    edit(path, layer, layer + "<junk>" * 100_000 + "</junk>" * 100_000 + "\n")
    assert only_problem(root) == (f"{path}:{line_of(path, '<junk>')}: layer 'connections': "
                                  "<junk> is not an element Tiled writes here; remove it")


def test_nesting_deeper_than_tiled_writes_is_refused(tmp_path):
    root = copy_data(tmp_path)
    path = root / "maps" / "north_africa.tmx"
    layer = ' <objectgroup id="3" name="decor labels">'
    edit(path, layer, '<group name="g">' * 50 + "</group>" * 50 + "\n" + layer)
    problem = only_problem(root)
    assert problem.startswith(f"{path}:{line_of(path, '<group')}: ") and "nested" in problem


def test_a_renamed_space_is_named_at_the_map_too(tmp_path):
    root = copy_data(tmp_path)
    path = root / "maps" / "north_africa.tmx"
    edit(path, 'name="Tobruk" type="space"', 'name="Tobrouk" type="space"')
    problems = check_content(root)
    line = line_of(path, 'name="spaces"')
    assert (f"{path}:{line}: no space named 'Tobruk'; units.yaml and scenarios.yaml refer "
            "to it") in problems
    assert all(re.match(r"^.+:\d+: .+$", problem) for problem in problems)
