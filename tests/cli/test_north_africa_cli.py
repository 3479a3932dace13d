"""North Africa on the command line: simulate plays whole campaigns with bots; bad seat counts
and variants are one-line errors; validate-data names the broken file and line of a copy of
the game's data broken in each of its files (units, tables, the Tiled map)."""

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
