"""`bench`'s lab figure: the Designer's lab screen's frames while a run plays in its workers.

ARCHITECTURE.md holds the lab screen to the frame budget of every scene while games run
(issue 36): the run plays in worker processes and the chart is drawn in a helper, so the
frame loop only polls. Here the screen runs the Mothership's standard game against three
actions a turn with greedy bots, enough games to outlast the measurement; the run writes
nothing to the user's lab folder and its workers are ended when the frames are counted.
"""

from __future__ import annotations

import time
from typing import Any

from shifting_sands.bench_reference import frame_figures, measure_reference_frame

LAB_FRAMES = 360
"""Six seconds at 60 Hz: several games and chart redraws (lab_panels.CHART_EVERY) come in."""
LAB_GAME = "mothership"
LAB_VARIANTS = ("standard", "three_actions")
LAB_GAMES = 1000
"""Games of each variant: far more than the measurement lasts (it is stopped after)."""
WARM_UP_LIMIT = 120.0
"""Seconds at most to wait for the workers' first game before timing frames (a guard)."""


def _lab_app() -> tuple[Any, Any]:
    """A headless 1280x720 app showing the lab screen, and the screen."""
    from shifting_sands.app import App
    from shifting_sands.settings import Settings
    from shifting_sands.shell.lab_scene import LabScene

    app = App(settings=Settings(animation_speed="normal"), headless=True, size=(1280, 720))
    scene = LabScene(app, game=LAB_GAME, variants=LAB_VARIANTS)
    app.push(scene)
    return app, scene


def _paced_frame(app: Any) -> float:
    """One frame as the window draws it, at most 60 a second; its ms."""
    import pygame

    started = time.perf_counter()
    app.frame(1 / 60, [])
    pygame.display.flip()
    spent = time.perf_counter() - started
    time.sleep(max(0.0, 1 / 60 - spent))
    return spent * 1000


def _wait_for_helpers(limit: float = 10.0) -> None:
    """Wait (at most `limit` seconds) for the worker and helper processes this bench
    started to exit, so that the next figures are not measured beside them."""
    import multiprocessing

    deadline = time.monotonic() + limit
    for child in multiprocessing.active_children():
        child.join(timeout=max(0.0, deadline - time.monotonic()))


def measure_lab_frames(frames: int = LAB_FRAMES, games: int = LAB_GAMES,
                       jobs: int = 2) -> dict[str, Any]:
    """Median and p99 ms of the lab screen's frames while its run plays in `jobs` worker
    processes (timed once the first game is in and the chart helper is asked), with a
    reference frame measured just before on the same window, and the games played."""
    from shifting_sands.lab_run import LabPlan, LabRun

    app, scene = _lab_app()
    reference = measure_reference_frame(max(frames, 60))
    plan = LabPlan(LAB_GAME, LAB_VARIANTS, games, ("greedy",), 1, 2, True)
    scene.run = LabRun(plan, folder=None, jobs=jobs).start()  # nothing kept on disk
    scene.chart.maker.prepare()  # as the Run button does (LabScene.start)
    try:
        started = time.monotonic()
        while scene.run.done == 0 and time.monotonic() - started < WARM_UP_LIMIT:
            _paced_frame(app)  # the workers start up: not timed
        before = scene.run.done
        times = [_paced_frame(app) for _ in range(frames)]
        played = scene.run.done - before
        running = scene.run.running and not scene.run.finished
    finally:
        scene.run.stop(wait=5.0)  # the run's thread terminates its pool's workers
        scene.on_quit()  # and the chart helper, which ends once it has no chart to draw
        _wait_for_helpers()
    return {"frames": frame_figures(times), "reference": reference,
            "games_during": played, "outlasted": running}


__all__ = ["LAB_FRAMES", "measure_lab_frames"]
