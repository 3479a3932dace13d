"""Sweep files: cells from the grid, stable keys, and every mistake told as file:line."""

from __future__ import annotations

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.sweep.definition import load_sweep
from tests.sweep.helpers import write_sweep

GRID = """\
game: mothership
seed: 1
games: 10
players: [2, 3]
variants: [standard, three_actions]
settings:
  landing: [any_time, at_start]
pairings:
  - [guard, "ismcts:20"]
  - [greedy]
"""


def test_every_combination_is_a_cell(tmp_path):
    sweep = load_sweep(write_sweep(tmp_path, GRID))
    assert len(sweep.cells) == 2 * 2 * 2 * 2  # variants x landing x pairings x players
    assert sweep.total_games == 160
    keys = [cell.key for cell in sweep.cells]
    assert len(set(keys)) == len(keys)
    assert 'three_actions@3 guard/ismcts:20 landing="at_start"' in keys
    first = sweep.cells[0]
    assert first.options().settings == {"landing": "any_time"}


def test_a_cell_is_named_by_what_it_plays_not_its_place(tmp_path):
    """Growing a sweep (another variant first, more games) keeps the old cells' keys, so
    their finished games still count."""
    small = load_sweep(write_sweep(tmp_path, GRID))
    grown = load_sweep(write_sweep(tmp_path, GRID.replace("[standard, three_actions]",
                                                          "[small, standard, three_actions]")
                                   .replace("games: 10", "games: 50"), "grown.yaml"))
    assert {c.key for c in small.cells} < {c.key for c in grown.cells}
    assert small.identity == grown.identity


def test_without_players_a_cell_seats_one_bot_each_two_at_least(tmp_path):
    sweep = load_sweep(write_sweep(tmp_path, GRID.replace("players: [2, 3]\n", "")))
    counts = {cell.bots: cell.players for cell in sweep.cells}
    assert counts[("guard", "ismcts:20")] == 2 and counts[("greedy",)] == 2


@pytest.mark.parametrize(("change", "line", "words"), [
    (("game: mothership", "game: chess"), 1, ["chess"]),
    (("[standard, three_actions]", "[standard,\n  tree_actions]"), 6, ["tree_actions"]),
    (('"ismcts:20"', '"wizard"'), 9, ["wizard"]),
    (("players: [2, 3]", "players: [2, 7]"), 4, ["2-4", "7"]),
    (("games: 10", "games: 0"), 3, ["games"]),
    (("games: 10", "games: ten"), 3, ["games"]),
    (("seed: 1", "seed: 1\nrounds: 3"), 3, ["rounds"]),
    (("  - [greedy]", "  - []"), 9, ["no bot"]),
    (("[any_time, at_start]", "[any_time, sometimes]"), 7, ["sometimes"]),
    (("pairings:", "pairings: [oops"), 9, ["YAML"]),
    (("  landing:", "  landng:"), 7, ["landng", "changes nothing"]),
    (("[any_time, at_start]", "[any_time]\nvariants_: 1"), 8, ["variants_"]),
    (("  - [greedy]", "  - [greedy, greedy, greedy, greedy, greedy]"),
     10, ["5 bots", "4 at most"]),
])
def test_a_bad_sweep_names_file_and_line(tmp_path, change, line, words):
    old, new = change
    assert old in GRID
    path = write_sweep(tmp_path, GRID.replace(old, new))
    with pytest.raises(ContentError) as caught:
        load_sweep(path)
    first = caught.value.problems[0]
    assert first.startswith(f"{path}:{line}:"), first
    for word in words:
        assert word in first, (word, first)


def test_a_setting_only_at_its_default_everywhere_is_refused(tmp_path):
    """landing: any_time is the standard rule, so listing only it makes no cell differ."""
    text = GRID.replace("[any_time, at_start]", "[any_time]").replace(
        "[standard, three_actions]", "[standard]")
    with pytest.raises(ContentError, match="'landing' changes nothing"):
        load_sweep(write_sweep(tmp_path, text))
    moved = text.replace("[standard]", "[land_at_start]")  # there any_time is a change
    assert len(load_sweep(write_sweep(tmp_path, moved, "moved.yaml")).cells) == 4


def test_an_empty_sweep_file_is_told(tmp_path):
    with pytest.raises(ContentError, match="empty"):
        load_sweep(write_sweep(tmp_path, "# nothing yet\n"))
