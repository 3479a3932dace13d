"""The clock a bot's time budget is read on.

At the table a bot's budget is wall time: a player waits for it. When games are played to
measure bots or variants (`simulate`, `lab`, sweeps, tuning: `sim.play_one`), a bot's
strength must not depend on what else the machine runs. A `hard` general given 2 s of wall
time on a busy machine sees a fraction of the positions it sees on a quiet one, so games
played beside other work measured the machine as much as the bots, and drew both sides
toward even. Those games read the budget on the thread's CPU time instead (`cpu_time`):
what a bot gets on a quiet machine, however busy this one is.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

_clock: Callable[[], float] = time.perf_counter


def now() -> float:
    """Seconds on the bots' clock (wall time unless inside `cpu_time`)."""
    return _clock()


@contextmanager
def cpu_time() -> Iterator[None]:
    """Within: bots' budgets are read on the calling thread's CPU time."""
    global _clock
    before, _clock = _clock, time.thread_time
    try:
        yield
    finally:
        _clock = before
