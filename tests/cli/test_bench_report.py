"""`bench` reports each figure beside a reference measured in the same run (issue 37).

Nothing here is timed: the tests hold the report's shape and the arithmetic of the ratios.
"""

from __future__ import annotations

import sys

import pytest

from shifting_sands import bench
from shifting_sands.bench_reference import (
    BARE_WINDOW,
    bare_command,
    measure_reference_frame,
    measure_startups,
    ratios,
)


def _report() -> dict:
    return {
        "machine": "a test machine",
        "reference_frame_ms": {"median": 0.5, "p99": 2.0},
        "frame_ms": {"stones": {"median": 1.5, "p99": 3.0},
                     "mothership": {"median": 0.25, "p99": 8.0}},
        "thinking_frame_ms": {"stones": {"median": 2.0, "p99": 5.0}},
        "startup_s": 0.3, "bare_startup_s": 0.2,
        "actions_per_s": {"stones": 100.0},
        "bot_decision_s": {"stones": {"greedy": {"median": 0.01, "worst": 0.02}}},
        "peak_rss_mb": 100.0,
    }


def test_ratios_divide_each_figure_by_its_reference_counterpart():
    shares = ratios(_report())
    assert shares["frame_ms"]["stones"] == {"median": 3.0, "p99": 1.5}
    assert shares["frame_ms"]["mothership"] == {"median": 0.5, "p99": 4.0}
    assert shares["thinking_frame_ms"]["stones"] == {"median": 4.0, "p99": 2.5}
    assert shares["startup"] == 1.5


def test_ratios_without_a_reference_are_none():
    report = _report()
    del report["reference_frame_ms"]
    report["bare_startup_s"] = None
    shares = ratios(report)
    assert shares["frame_ms"]["stones"] == {"median": None, "p99": None}
    assert shares["startup"] is None


def test_the_table_shows_the_reference_the_ratios_and_the_budgets():
    table = bench.format_table(_report())
    lines = table.splitlines()
    reference = next(line for line in lines if line.startswith("reference frame median"))
    assert "0.5" in reference
    stones = next(line for line in lines if line.startswith("frame median, stones"))
    assert "3.00x" in stones and "2 ms" in stones and stones.endswith("met")
    mothership = next(line for line in lines if line.startswith("frame p99, mothership"))
    assert "4.00x" in mothership and mothership.endswith("NOT MET")
    thinking = next(line for line in lines if "while a bot thinks, stones" in line
                    and "p99" in line)
    assert "2.50x" in thinking
    bare = next(line for line in lines if line.startswith("start-up of a bare"))
    assert "0.2" in bare
    startup = next(line for line in lines if line.startswith("start-up to first launcher"))
    assert "1.50x" in startup and "0.5 s" in startup


def test_the_reference_frame_draws_on_the_open_window():
    from shifting_sands.app import App
    from shifting_sands.settings import Settings

    App(settings=Settings(), headless=True, size=(1280, 720))
    figures = measure_reference_frame(frames=5)
    assert set(figures) == {"median", "p99"}
    assert 0 < figures["median"] <= figures["p99"]


def test_the_bare_window_and_the_launcher_report_their_first_frame():
    assert bare_command() == [sys.executable, "-c", BARE_WINDOW]
    startups = measure_startups([sys.executable, "-m", "shifting_sands"], runs=1)
    assert set(startups) == {"launcher", "bare"}
    assert startups["launcher"] > 0 and startups["bare"] > 0


def test_each_game_is_divided_by_its_own_reference_where_there_is_one():
    report = _report()
    report["reference_by_game_ms"] = {"stones": {"median": 0.75, "p99": 1.5}}
    shares = ratios(report)
    assert shares["frame_ms"]["stones"] == {"median": 2.0, "p99": 2.0}
    assert shares["frame_ms"]["mothership"] == {"median": 0.5, "p99": 4.0}  # the run's


def test_the_lab_screen_mid_run_is_reported_over_its_own_reference():
    report = _report()
    report["lab_frame_ms"] = {"median": 1.0, "p99": 9.0}
    report["lab_reference_ms"] = {"median": 0.25, "p99": 3.0}
    report["lab_games_during"] = 12
    assert ratios(report)["lab_frame_ms"] == {"median": 4.0, "p99": 3.0}
    lines = bench.format_table(report).splitlines()
    median = next(line for line in lines if line.startswith("frame median, Designer's lab"))
    assert "4.00x" in median and median.endswith(" met")
    p99 = next(line for line in lines if line.startswith("frame p99, Designer's lab"))
    assert "3.00x" in p99 and "6 ms" in p99 and p99.endswith("NOT MET")
    assert any(line.startswith("lab games finished while timed") and "12" in line
               for line in lines)


def test_the_lab_measurement_plays_a_run_and_ends_its_workers(user_home):
    import multiprocessing

    from shifting_sands.bench_lab import measure_lab_frames
    from shifting_sands.lab_run import lab_dir

    before = {child.pid for child in multiprocessing.active_children()}  # other tests' helpers
    figures = measure_lab_frames(frames=3, games=2, jobs=1)
    assert set(figures["frames"]) == {"median", "p99"}
    assert set(figures["reference"]) == {"median", "p99"}
    assert figures["games_during"] >= 0
    left = {child.pid for child in multiprocessing.active_children()} - before
    assert not left  # no worker or chart helper of this run left behind
    kept = list(lab_dir().iterdir()) if lab_dir().exists() else []
    assert kept == []  # the bench's run keeps nothing in her lab folder


def test_the_frames_are_timed_on_a_table_mid_game_in_every_game():
    """The budgets are for a table in play: half way through a demo game long enough to
    stand for one (a fixed 25 moves had ended two games before their frames were timed)."""
    from shifting_sands.games import REGISTRY, get_spec
    from shifting_sands.screenshot import demo_match

    for game_id in REGISTRY:
        spec = get_spec(game_id)
        seed, moves = bench.mid_game(spec)
        match = demo_match(spec, seed=seed, moves=moves, players=None, seat=0)
        whole = demo_match(spec, seed=seed, moves=10**6, players=None, seat=0)
        assert not match.state.is_terminal(), game_id
        assert len(whole.log) >= bench.MIN_GAME, game_id
        assert moves == len(whole.log) // 2, game_id


def test_each_game_s_memory_is_measured_in_a_process_of_its_own():
    """The budget is per game: a fresh process holds one game's table, frames, thinking bot
    and finished table, so its peak is that game's alone (more than the bare interpreter)."""
    from shifting_sands.bench_memory import measure_game_memory

    peak = measure_game_memory("stones")
    assert peak is not None and peak > 20.0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="VmHWM is Linux's")
def test_a_game_s_memory_is_its_own_not_its_parent_s():
    """A process started by a large one reports its own peak (getrusage's is inherited
    through fork and exec on Linux; the bench is large when it starts the games)."""
    import subprocess

    from shifting_sands.bench_memory import own_peak_rss_mb

    ballast = bytearray(300 * 2**20)  # the parent is now 300 MB larger than its child
    for start in range(0, len(ballast), 4096):
        ballast[start] = 1
    child = subprocess.run(
        [sys.executable, "-c",
         "from shifting_sands.bench_memory import own_peak_rss_mb; print(own_peak_rss_mb())"],
        capture_output=True, text=True, check=True)
    assert float(child.stdout) < 250.0 < own_peak_rss_mb()
    del ballast


def test_the_memory_runner_refuses_an_unknown_game_in_one_line(capsys):
    assert bench._memory_main(["--memory-of", "chess"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "stones" in err[0]


def test_the_table_gives_each_game_s_memory_and_the_worst_against_the_budget():
    report = {"machine": "test", "frame_ms": {}, "thinking_frame_ms": {}, "startup_s": 0.1,
              "actions_per_s": {}, "bot_decision_s": {}, "peak_rss_mb": 122.3,
              "bench_rss_mb": 206.0,
              "peak_rss_by_game_mb": {"stones": 75.1, "north_africa": 122.3}}
    table = bench.format_table(report)
    assert "peak memory (RSS), north_africa in its own process" in table
    worst = next(line for line in table.splitlines() if "the worst game" in line)
    assert "122.3" in worst and "met" in worst
    assert "peak memory of this bench (all games)" in table
