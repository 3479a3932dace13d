"""The lab's background processes give way to the window (issue 36): its game workers and
its chart helper run in Linux's idle scheduling class, or niced where that class is missing
or refused, or where a bot thinks for a time (normal, hard); a finished chart is copied
into the surface of the one before, in the display's format, instead of a new surface
converted in its frame."""

from __future__ import annotations

import os
import sys
import time

import pygame
import pytest

from shifting_sands.lab_live import PIXELS, ChartMaker
from shifting_sands.lab_run import LabPlan, LabRun, idle_workers, quiet_worker
from shifting_sands.workers import worker_context
from tests.scenes.helpers import make_app

IDLE_CLASS = sys.platform.startswith("linux") and hasattr(os, "SCHED_IDLE")


def _priority_after_quiet_worker(refuse_idle: bool, idle: bool = True
                                  ) -> tuple[int | None, int]:
    """In a worker process: its scheduling class and how much nicer it became."""
    if refuse_idle and hasattr(os, "sched_setscheduler"):
        def refused(*_args):
            raise PermissionError("not permitted")
        os.sched_setscheduler = refused
    before = os.nice(0)
    quiet_worker(7, idle)
    policy = os.sched_getscheduler(0) if hasattr(os, "sched_getscheduler") else None
    return policy, os.nice(0) - before


def _in_a_worker(refuse_idle: bool, idle: bool = True) -> tuple[int | None, int]:
    with worker_context().Pool(1) as pool:
        return pool.apply(_priority_after_quiet_worker, (refuse_idle, idle))


@pytest.mark.skipif(not IDLE_CLASS, reason="Linux's idle scheduling class")
def test_a_quiet_worker_runs_in_the_idle_class() -> None:
    policy, niced = _in_a_worker(refuse_idle=False)
    assert policy == os.SCHED_IDLE
    assert niced == 0


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no nice() here")
def test_a_quiet_worker_is_niced_where_the_idle_class_is_refused() -> None:
    policy, niced = _in_a_worker(refuse_idle=True)
    if hasattr(os, "SCHED_IDLE"):
        assert policy != os.SCHED_IDLE
    assert niced == min(7, 19 - os.nice(0))


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no nice() here")
def test_workers_of_bots_that_think_for_a_time_are_niced_not_idle() -> None:
    assert idle_workers(LabPlan("mothership", ("standard", "three_actions"), 5, ("greedy",)))
    for bots in (("hard",), ("normal",), ("greedy", "hard")):
        assert not idle_workers(LabPlan("mothership", ("standard", "three_actions"), 5, bots))
    policy, niced = _in_a_worker(refuse_idle=False, idle=False)
    if hasattr(os, "SCHED_IDLE"):
        assert policy != os.SCHED_IDLE
    assert niced == min(7, 19 - os.nice(0))


@pytest.mark.skipif(not IDLE_CLASS, reason="Linux's idle scheduling class")
def test_a_runs_workers_and_the_chart_helper_are_in_the_idle_class(user_home) -> None:
    plan = LabPlan("mothership", ("standard", "three_actions"), 50, ("greedy",))
    run = LabRun(plan, jobs=2).start()
    maker = ChartMaker()
    try:
        maker._start()  # returns once the helper has run its initializer
        helpers = list(maker._executor._processes)
        deadline = time.monotonic() + 120  # a guard on a loaded machine, not a timing
        while run.done < 6 and run.running and time.monotonic() < deadline:
            time.sleep(0.05)  # a worker's initializer has run before its first game
        workers = run._pool.pids
        assert run.done >= 6 and len(workers) == 2 and len(helpers) == 1
        classes = {pid: os.sched_getscheduler(pid) for pid in workers + helpers}
        assert set(classes.values()) == {os.SCHED_IDLE}, classes
        assert os.sched_getscheduler(0) != os.SCHED_IDLE  # the window is not
    finally:
        run.stop(wait=5.0)
        maker.close()


def _chart_bytes(colour: tuple[int, int, int], size: tuple[int, int]) -> bytes:
    picture = pygame.Surface(size)
    picture.fill(colour)
    picture.fill((200, 10, 30), (0, 0, 5, 5))
    return pygame.image.tobytes(picture, PIXELS)


def test_a_finished_chart_is_copied_into_the_surface_before(user_home) -> None:
    make_app()
    maker = ChartMaker()
    first = maker._surface(_chart_bytes((10, 200, 30), (60, 40)), (60, 40))
    assert first.get_at((2, 2))[:3] == (200, 10, 30)
    assert first.get_at((30, 20))[:3] == (10, 200, 30)
    display = pygame.display.get_surface()
    assert first.get_masks() == display.get_masks()  # blitted as a plain copy
    second = maker._surface(_chart_bytes((30, 40, 250), (60, 40)), (60, 40))
    assert second.get_at((30, 20))[:3] == (30, 40, 250)
    if display.get_bitsize() == 32:
        assert second is first  # the same memory, no new surface in that frame
    third = maker._surface(_chart_bytes((1, 2, 3), (80, 30)), (80, 30))
    assert third.get_size() == (80, 30) and third.get_at((40, 20))[:3] == (1, 2, 3)
