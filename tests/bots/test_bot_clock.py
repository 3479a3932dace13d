"""Timed bots read their budgets on wall time at the table and on CPU time when games are
played to measure them (bots/clock.py), so a busy machine does not weaken them there."""

from __future__ import annotations

import time

import pytest

from shifting_sands import sim
from shifting_sands.bots import clock


def test_the_bots_clock_is_wall_time_at_the_table():
    before = clock.now()
    time.sleep(0.05)
    assert clock.now() - before >= 0.05  # asleep, the wall clock runs on


def test_within_cpu_time_the_clock_stands_still_while_the_thread_sleeps():
    with clock.cpu_time():
        before = clock.now()
        time.sleep(0.2)
        assert clock.now() - before < 0.1  # a sleeping thread spends almost no CPU
    assert clock.now() is not None and clock._clock is time.perf_counter


def test_games_played_to_measure_bots_run_on_cpu_time_and_the_table_s_clock_comes_back(
        monkeypatch):
    seen = []
    monkeypatch.setattr(sim, "_play_one", lambda *args: seen.append(clock._clock))
    sim.play_one(None, 1, ["greedy"])  # type: ignore[arg-type]
    assert seen == [time.thread_time]
    assert clock._clock is time.perf_counter


def test_the_clock_comes_back_when_a_game_fails(monkeypatch):
    def fail(*args):
        raise RuntimeError("a game that breaks")

    monkeypatch.setattr(sim, "_play_one", fail)
    with pytest.raises(RuntimeError):
        sim.play_one(None, 1, ["greedy"])  # type: ignore[arg-type]
    assert clock._clock is time.perf_counter
