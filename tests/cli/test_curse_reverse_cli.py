"""Curse Reverse on the command line: simulate plays every seat count with bots and both
variants; bad seat counts and variants are one-line errors; saves of a game replay."""

from __future__ import annotations

import json

import pytest

from .test_cli import run
from .test_ouroboros_cli import one_line_error


@pytest.mark.parametrize("players", [2, 5])
def test_simulate_plays_whole_games(user_home, players):
    result = run("simulate", "curse_reverse", "--games", "2", "--players", str(players),
                 "--bots", "greedy", "--seed", "3", "--json", home=user_home)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["finished"] == 2 and summary["players"] == players
    assert abs(sum(summary["wins"]) - 2) < 1e-9  # every game has its winner (or shares)


def test_simulate_the_table_judges_variant(user_home):
    result = run("simulate", "curse_reverse", "--games", "2", "--bots", "greedy,random",
                 "--variant", "table_judges", "--seed", "4", home=user_home)
    assert result.returncode == 0, result.stderr
    assert "2 games of Curse Reverse (table_judges), 2 players" in result.stdout


def test_six_players_is_a_one_line_error(user_home):
    result = run("simulate", "curse_reverse", "--games", "1", "--players", "6",
                 "--bots", "greedy", home=user_home)
    one_line_error(result, "--players", "6")


def test_an_unknown_variant_is_a_one_line_error(user_home):
    result = run("play", "curse_reverse", "--variant", "nope", home=user_home)
    one_line_error(result, "nope", "standard")


FIXTURES = "tests/content/fixtures"


@pytest.mark.parametrize(("fixture", "where"), [
    ("curse_reverse_malformed_tmx", "maps/curse_blue.tmx:58: malformed XML"),
    ("curse_reverse_cut_path", "maps/curse_red.tmx:50: segment red"),
    ("curse_reverse_malformed", "curse_reverse/cards.yaml:"),
    ("curse_reverse_unknown_item", "curse_reverse/cards.yaml:"),
])
def test_validate_data_names_the_broken_file_and_line(user_home, fixture, where):
    result = run("validate-data", f"{FIXTURES}/{fixture}/curse_reverse", home=user_home)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert where in result.stdout + result.stderr


def test_validate_data_passes_the_good_fixture(user_home):
    result = run("validate-data", f"{FIXTURES}/curse_reverse_good/curse_reverse",
                 home=user_home)
    assert result.returncode == 0, result.stdout + result.stderr
