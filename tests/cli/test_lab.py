"""`simulate` in parallel with rows and intervals, and the `lab` comparison (table and PNG)."""

from __future__ import annotations

import csv
import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from shifting_sands.games import get_spec
from shifting_sands.lab import comparison_table, parse_variant, run_lab
from shifting_sands.sim import length_distribution, seating, simulate, wilson_interval


def run(*args: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SHIFTING_SANDS_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "shifting_sands", *args], capture_output=True,
                          text=True, env=env, timeout=300)


def test_wilson_interval_is_sound_at_the_edges():
    rate, low, high = wilson_interval(60, 100)
    assert rate == 0.6 and low == pytest.approx(0.502, abs=1e-3)
    assert high == pytest.approx(0.691, abs=1e-3)
    assert wilson_interval(0, 20)[1] == 0.0 and wilson_interval(20, 20)[2] == 1.0
    assert wilson_interval(0, 0) == (0.0, 0.0, 0.0)


def test_length_distribution_has_quartiles_and_a_histogram():
    spread = length_distribution([10, 12, 14, 16, 18, 40])
    assert (spread["min"], spread["max"]) == (10, 40)
    assert spread["q1"] <= spread["median"] <= spread["q3"]
    assert sum(b["games"] for b in spread["histogram"]) == 6


def test_swapping_rotates_every_seat():
    seats = [seating(["a", "b"], 2, i, swap=True) for i in range(4)]
    assert seats == [["a", "b"], ["b", "a"], ["a", "b"], ["b", "a"]]
    assert seating(["a", "b", "c"], 3, 1, swap=True) == ["c", "a", "b"]
    assert seating(["a", "b"], 2, 1, swap=False) == ["a", "b"]


def test_two_workers_give_the_same_games_as_one():
    spec = get_spec("stones")
    one = simulate(spec, 6, 2, ["random", "greedy"], 3, jobs=1, swap=True)
    two = simulate(spec, 6, 2, ["random", "greedy"], 3, jobs=2, swap=True)
    assert [r.row() for r in one.records] == [r.row() for r in two.records]
    a, b = one.to_json(), two.to_json()
    for key in ("wins", "bot_results", "first_seat", "turns", "ends"):
        assert a[key] == b[key]
    assert a["bot_results"]["greedy"]["games"] == 6


def test_simulate_writes_rows_and_the_richer_summary(tmp_path, user_home):
    rows_csv, rows_json = tmp_path / "games.csv", tmp_path / "games.json"
    common = ("simulate", "stones", "--games", "4", "--bots", "random,greedy", "--swap",
              "--seed", "2", "--jobs", "2", "--json")
    result = run(*common, "--out", str(rows_csv), home=user_home)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["games"] == 4 and summary["swap"] is True
    greedy = summary["bot_results"]["greedy"]
    assert greedy["ci95"][0] <= greedy["win_rate"] <= greedy["ci95"][1]
    assert set(summary["first_seat"]) >= {"win_rate", "ci95", "advantage"}
    assert set(summary["turns"]) >= {"min", "q1", "median", "q3", "max", "histogram"}
    assert result.stderr == ""  # no progress bar on a pipe
    with rows_csv.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [row["seed"] for row in rows] == ["2", "3", "4", "5"]
    assert [row["bot_1"] for row in rows] == ["random", "greedy", "random", "greedy"]
    assert all(row["score_1"] and row["score_2"] and row["turns"] for row in rows)

    result = run(*common, "--out", str(rows_json), home=user_home)
    assert result.returncode == 0, result.stderr
    games = json.loads(rows_json.read_text())
    assert len(games) == 4 and set(games[0]) >= {"seed", "seats", "winners", "turns", "scores"}


def test_simulate_prints_a_readable_summary_and_takes_ismcts_kinds(user_home):
    result = run("simulate", "stones", "--games", "2", "--bots", "ismcts:5,random", "--swap",
                 "--jobs", "1", home=user_home)
    assert result.returncode == 0, result.stderr
    assert "ismcts:5" in result.stdout and "first seat" in result.stdout
    assert "quartiles" in result.stdout
    bad = run("simulate", "stones", "--games", "1", "--bots", "ismcts:0", home=user_home)
    assert bad.returncode != 0 and "ismcts:N" in bad.stderr


def test_lab_compares_variants_in_a_table_and_a_png(tmp_path, user_home):
    chart = tmp_path / "lab.png"
    result = run("lab", "stones", "--variants", "standard,standard@3,solo", "--games", "3",
                 "--bots", "greedy,random", "--jobs", "1", "--out-chart", str(chart),
                 home=user_home)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "standard@3" in lines[1] and "solo" in lines[1]
    for label in ("seat 1 wins", "first-seat advantage", "turns median", "ends by"):
        assert any(line.startswith(label) for line in lines), label
    data = chart.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", data[16:24])[0] >= 800


def test_lab_refuses_an_unknown_variant(tmp_path, user_home):
    result = run("lab", "stones", "--variants", "standard,chaos", "--games", "1",
                 "--out-chart", str(tmp_path / "x.png"), home=user_home)
    assert result.returncode != 0 and "chaos" in result.stderr
    assert not (tmp_path / "x.png").exists()


def test_lab_report_gives_each_variant_its_seat_count():
    spec = get_spec("stones")
    report = run_lab(spec, ["solo", "standard@4"], 2, ["greedy"], 5)
    assert [c["players"] for c in report["variants"]] == [1, 4]
    assert "standard@4" in comparison_table(report)
    assert parse_variant("standard@3") == ("standard", 3)
    with pytest.raises(ValueError):
        run_lab(spec, ["solo@2"], 1, ["greedy"], 1)
