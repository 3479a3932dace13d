"""The Ouroboros on the command line: simulate prints the team's result; a seat count other
than four and an unknown difficulty are one-line errors."""

from __future__ import annotations

import json

from .test_cli import run


def one_line_error(result, *fragments: str) -> str:
    assert result.returncode != 0
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


def test_simulate_prints_the_team_result(user_home):
    result = run("simulate", "ouroboros", "--games", "3", "--bots", "greedy", "--seed", "2",
                 home=user_home)
    assert result.returncode == 0, result.stderr
    assert "3 games of The Ouroboros (standard), 4 players" in result.stdout
    assert "the team won" in result.stdout and "of 3 games" in result.stdout


def test_simulate_json_counts_team_wins(user_home):
    result = run("simulate", "ouroboros", "--games", "3", "--bots", "greedy", "--seed", "2",
                 "--variant", "easy", "--json", home=user_home)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["cooperative"] is True and summary["finished"] == 3
    assert summary["players"] == 4 and summary["variant"] == "easy"
    assert 0 <= summary["team_wins"] <= 3
    assert len(set(summary["wins"])) == 1  # the team wins or loses together


def test_simulate_with_three_players_is_a_one_line_error(user_home):
    result = run("simulate", "ouroboros", "--games", "3", "--bots", "greedy", "--players", "3",
                 home=user_home)
    one_line_error(result, "--players", "4", "not 3")


def test_play_an_unknown_difficulty_is_a_one_line_error(user_home):
    result = run("play", "ouroboros", "--variant", "nope", home=user_home)
    one_line_error(result, "nope", "standard")
