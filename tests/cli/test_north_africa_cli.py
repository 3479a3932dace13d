"""North Africa on the command line: simulate plays whole campaigns with bots; bad seat counts
and variants are one-line errors; validate-data names the broken file and line of a copy of
the game's data broken in each of its files (units, tables, scenarios, the Tiled map); simulate
plays a whole Operation Sonnenblume."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from shifting_sands.paths import data_dir

from .test_cli import run
from .test_ouroboros_cli import one_line_error


def test_simulate_plays_whole_campaigns(user_home):
    result = run("simulate", "north_africa", "--games", "2", "--bots", "greedy,random",
                 "--seed", "3", "--json", home=user_home)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["finished"] == 2 and summary["players"] == 2
    assert abs(sum(summary["wins"]) - 2) < 1e-9  # every campaign has a winner


def test_simulate_plays_a_whole_sonnenblume_game(user_home):
    result = run("simulate", "north_africa", "--games", "1", "--bots", "greedy,greedy",
                 "--seed", "4", "--variant", "sonnenblume", "--json", home=user_home)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["variant"] == "sonnenblume" and summary["finished"] == 1
    assert abs(sum(summary["wins"]) - 1) < 1e-9  # a winner, on the scenario's last turn
    assert summary["turns"]["max"] == 4
    assert all("Operation Sonnenblume ended" in end or "Tripoli" in end
               for end in summary["ends"]), summary["ends"]


def test_three_players_is_a_one_line_error(user_home):
    result = run("simulate", "north_africa", "--games", "1", "--players", "3",
                 "--bots", "greedy", home=user_home)
    one_line_error(result, "--players", "3")


def test_an_unknown_variant_is_a_one_line_error(user_home):
    result = run("play", "north_africa", "--variant", "nope", home=user_home)
    one_line_error(result, "nope", "campaign")


def copy_of_the_data(tmp_path: Path) -> Path:
    """The shipped North Africa folder and its map, copied so that a test may break them."""
    root = tmp_path / "data"
    shutil.copytree(data_dir() / "north_africa", root / "north_africa")
    (root / "maps").mkdir(parents=True)
    shutil.copy(data_dir() / "maps" / "north_africa.tmx", root / "maps")
    return root


def replace_once(path: Path, old: str, new: str) -> int:
    """Replace the first `old` in `path` by `new`; the 1-based line it was on."""
    text = path.read_text(encoding="utf-8")
    at = text.index(old)
    path.write_text(text[:at] + new + text[at + len(old):], encoding="utf-8")
    return text[:at].count("\n") + 1


def test_validate_data_passes_the_copied_folder(user_home, tmp_path):
    root = copy_of_the_data(tmp_path)
    result = run("validate-data", str(root / "north_africa"), home=user_home)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(("file", "old", "new", "says"), [
    ("north_africa/units.yaml", "    start: Sidi Azeiz\n", "    start: [Sidi Azeiz\n",
     "units.yaml"),
    ("north_africa/units.yaml", "    start: Tobruk\n", "    start: Atlantis\n",
     "'Atlantis' is not a space"),
    ("north_africa/tables.yaml", "hand_size: 7", "hand_size: seven", "tables.yaml"),
    ("maps/north_africa.tmx", "<object ", "<object <", "north_africa.tmx"),
    ("north_africa/scenarios.yaml", "place: El Agheila", "place: Atlantis",
     "'Atlantis' is not a space"),
    ("north_africa/scenarios.yaml", "first_turn: {value: 3,", "first_turn: {value: [3,",
     "scenarios.yaml"),
    ("north_africa/units.yaml", "    start: Bardia\n", "    start: Sidi Azeiz\n",
     "Sidi Azeiz starts with 7 stacking points"),  # N19: an over-stacked set-up
])
def test_validate_data_names_the_broken_file_and_line(user_home, tmp_path, file, old, new,
                                                      says):
    root = copy_of_the_data(tmp_path)
    line = replace_once(root / file, old, new)
    result = run("validate-data", str(root / "north_africa"), home=user_home)
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert "Traceback" not in result.stderr
    assert says in output
    named = [text for text in output.splitlines() if Path(file).name in text]
    assert named, output
    if file.endswith(".yaml"):  # the line, or the next where the parser noticed (TMX: its
        # object's line)
        assert any(f"{Path(file).name}:{n}:" in text for text in named
                   for n in (line, line + 1)), output


def test_a_broken_scenarios_file_is_one_file_line_error(user_home, tmp_path):
    root = copy_of_the_data(tmp_path)
    line = replace_once(root / "north_africa" / "scenarios.yaml", "unit: de_605at,",
                        "unit: de_606at,")
    result = run("validate-data", str(root / "north_africa"), home=user_home)
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    problems = [text for text in output.splitlines() if "scenarios.yaml:" in text]
    assert len(problems) == 1, output
    assert problems[0].startswith(f"{root / 'north_africa' / 'scenarios.yaml'}:{line}: ")
    assert "unknown unit 'de_606at'" in problems[0]
