"""The same seeds give the same results on every backend and any number of workers, and a
cell's summary reads as `simulate` reports the same games."""

from __future__ import annotations

import pytest

from shifting_sands.games import get_spec
from shifting_sands.rules.protocol import Options
from shifting_sands.sim import simulate
from shifting_sands.sweep.backends import ray_available
from shifting_sands.sweep.definition import load_sweep
from shifting_sands.sweep.run import run_sweep
from tests.sweep.helpers import TINY, write_sweep

SEARCH = TINY.replace("[greedy, random]", '[guard, "ismcts:8"]').replace("games: 6", "games: 4")


def test_one_worker_and_two_play_the_same_games(tmp_path):
    sweep = load_sweep(write_sweep(tmp_path, SEARCH))
    one = run_sweep(sweep, tmp_path / "one", jobs=1, progress=False)
    two = run_sweep(sweep, tmp_path / "two", jobs=2, progress=False)
    assert one.complete and two.complete
    assert one.rows == two.rows
    assert one.summaries == two.summaries


def test_a_cells_summary_is_what_simulate_reports(tmp_path):
    sweep = load_sweep(write_sweep(tmp_path))
    result = run_sweep(sweep, tmp_path / "out", progress=False)
    spec = get_spec("mothership")
    for cell, entry in zip(sweep.cells, result.summaries, strict=True):
        alone = simulate(spec, sweep.games, cell.players, list(cell.bots), sweep.seed,
                         Options(variant=cell.variant), swap=True).to_json()
        for key in ("wins", "win_rates_ci95", "bot_results", "first_seat", "turns", "ends"):
            assert entry["summary"][key] == alone[key], key


@pytest.mark.skipif(not ray_available(),
                    reason="Ray is not installed: pip install 'shifting-sands[lab]' "
                           "(scripts/test installs it) to run the Ray backend's test")
def test_ray_plays_the_same_games_as_local_processes(tmp_path):
    sweep = load_sweep(write_sweep(tmp_path, SEARCH))
    local = run_sweep(sweep, tmp_path / "local", jobs=2, progress=False)
    on_ray = run_sweep(sweep, tmp_path / "ray", backend="ray", jobs=2, progress=False)
    assert on_ray.stopped is None and on_ray.complete
    assert on_ray.rows == local.rows
    assert on_ray.summaries == local.summaries


def test_game_workers_are_not_forked_from_a_process_with_threads(tmp_path):
    """Workers start from a forkserver (or spawn), never by forking the caller: a fork
    inherits locks held by the caller's other threads, and a sweep run from the test suite
    once hung in a worker that way."""
    import threading

    from shifting_sands.workers import worker_context

    assert worker_context().get_start_method() in ("forkserver", "spawn")
    started = threading.Event()
    holder = threading.Thread(target=started.wait, daemon=True)
    holder.start()  # a thread alive in the caller, as a scene test's bot worker is
    try:
        sweep = load_sweep(write_sweep(tmp_path))
        result = run_sweep(sweep, tmp_path / "out", jobs=2, progress=False)
        assert result.complete
    finally:
        started.set()
