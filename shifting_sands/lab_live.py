"""The lab screen's chart, drawn in a helper process: drawing and scaling it takes about
50 ms, three frames' worth, so the window's frame loop only copies the finished pixels into
a surface (a tenth of a millisecond) and blits them.

One helper process per screen, started on a background thread; a chart is asked for only
when the one before has come back, so charts never queue up behind each other.
"""

from __future__ import annotations

import threading
import weakref
from concurrent.futures import ProcessPoolExecutor
from typing import Any

PIXELS = "BGRA"
"""The helper's pixel bytes: a 32-bit display's own layout on a little-endian machine
(XRGB8888), so that the window copies them into its surface as they are."""
DISPLAY_MASKS = (0xFF0000, 0xFF00, 0xFF)


def chart_pixels(report: dict[str, Any], size: tuple[int, int]) -> tuple[bytes, tuple[int, int]]:
    """Helper-process entry point: the chart of `report` scaled to fit `size` (its shape
    kept), as PIXELS bytes and the size they make."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from shifting_sands.lab_chart import comparison_surface

    chart = comparison_surface(report)
    width, height = chart.get_size()
    factor = min(size[0] / width, size[1] / height)
    fitted = (max(1, round(width * factor)), max(1, round(height * factor)))
    scaled = pygame.transform.smoothscale(chart, fitted)
    return pygame.image.tobytes(scaled, PIXELS), fitted


def table_rows(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """The lines of `lab`'s comparison table the lab screen shows (all but games/s)."""
    from shifting_sands.lab import comparison_rows

    return [row for row in comparison_rows(report) if row[0] != "games/s"]


def run_chart(inputs: tuple[Any, ...], size: tuple[int, int]
              ) -> tuple[bytes, tuple[int, int], dict[str, Any], list[Any]]:
    """Helper-process entry point: the report of a run's games (`LabRun.report_inputs`),
    its chart's pixels and their size, and its table's lines; the metrics and their words
    are made here, not in a frame (the first table's words, with their imports, took 20 ms
    of a frame)."""
    from shifting_sands.lab_run import report_of

    report = report_of(*inputs)
    pixels, fitted = chart_pixels(report, size)
    return pixels, fitted, report, table_rows(report)


_HELD: dict[str, Any] = {"run": None, "records": []}
"""In the helper process: the records of the run charted last, one list per variant."""


def run_chart_more(run: int, plan: Any, jobs: int, new: list[tuple[int, Any]],
                   size: tuple[int, int]
                   ) -> tuple[bytes, tuple[int, int], dict[str, Any], list[Any]]:
    """Helper-process entry point: `run_chart` of the run numbered `run`, given only the
    games (variant, record) not sent before; the helper keeps the others. Why: sending every
    record at every chart took its pickling (0.5-1.4 ms, growing with the games) onto the
    window's processor, in the frame that asked."""
    if _HELD["run"] != run:
        _HELD["run"], _HELD["records"] = run, [[] for _ in plan.variants]
    for variant, record in new:
        _HELD["records"][variant].append(record)
    return run_chart((plan, jobs, _HELD["records"]), size)


ASK_POLL = 0.05
"""Seconds between two looks of the chart thread for a chart to ask for."""


def _serve(ref: weakref.ReferenceType[ChartMaker]) -> None:
    """The chart thread: the helper's start, then every chart asked, in turn, until its
    maker is closed or gone (it holds it only while a chart is drawn, so that a screen
    dropped without closing still ends its helper, as a forgotten executor does)."""
    import time

    maker = ref()
    if maker is None:
        return
    maker._start()
    executor = maker._executor
    del maker
    while True:
        maker = ref()
        if maker is None or maker._closed or maker.failed or executor is None:
            break
        job = maker._job
        if job is None:
            del maker
            time.sleep(ASK_POLL)  # no wake-up from the frame (see ChartMaker)
            continue
        try:
            maker._answer = executor.submit(run_chart_more, *job[0], job[1]).result()
        except Exception as exc:
            maker.failed = f"{type(exc).__name__}: {exc}"
        maker._job = None
        del maker
    if executor is not None:
        executor.shutdown(wait=False, cancel_futures=True)


class ChartMaker:
    """Asks the helper process for charts from a thread of its own; `poll()` gives the
    newest finished one. Why a thread that looks for work rather than a call from the
    frame: a frame that handed the helper a chart woke the executor's threads, and the
    frame lost its processor to them and to whatever else was waiting (up to 7 ms in the
    frame that asked, issue 36); the frame now only sets and reads attributes."""

    def __init__(self) -> None:
        self._executor: ProcessPoolExecutor | None = None
        self._thread: threading.Thread | None = None
        self._job: tuple[tuple[Any, ...], tuple[int, int]] | None = None
        """The chart asked for and not yet finished (set by the frame, cleared by the
        thread once its answer is in `_answer`)."""
        self._answer: tuple[Any, ...] | None = None
        self._closed = False
        self.failed = ""
        self._target: Any = None
        """The surface the last chart was copied into, filled again by the next one."""

    def _start(self) -> None:
        from shifting_sands.lab_run import quiet_worker
        from shifting_sands.workers import deaf_helpers, worker_context

        try:
            with deaf_helpers():
                executor = ProcessPoolExecutor(1, mp_context=worker_context(),
                                               initializer=quiet_worker, initargs=(5,))
                executor.submit(int).result()  # the process is up before the first chart
        except Exception as exc:  # no helper: the screen shows the table without a chart
            self.failed = f"{type(exc).__name__}: {exc}"
            return
        if self._closed:
            executor.shutdown(wait=False, cancel_futures=True)
            return
        self._executor = executor

    def prepare(self) -> None:
        """Start the helper and its thread (once), before the first chart is wanted."""
        if self._thread is None and not self._closed:
            self._thread = threading.Thread(target=_serve, args=(weakref.ref(self),),
                                            name="lab-chart", daemon=True)
            self._thread.start()

    @property
    def busy(self) -> bool:
        return self._job is not None

    def ask(self, inputs: tuple[Any, ...], size: tuple[int, int]) -> bool:
        """Ask for the report and chart of `inputs`, `run_chart_more`'s run, plan, jobs and
        new games (False: the helper failed, or one is asked for already)."""
        self.prepare()
        if self.failed or self._job is not None or self._answer is not None:
            return False
        self._job = (inputs, size)
        return True

    def poll(self) -> Any:
        """The chart finished since the last poll, as a surface, its report and its table's
        lines, or None."""
        answer, self._answer = self._answer, None
        if answer is None:
            return None
        pixels, size, report, rows = answer
        return self._surface(pixels, size), report, rows

    def _surface(self, pixels: bytes, size: tuple[int, int]) -> Any:
        """The chart's pixels as a surface in the display's format. Why a kept surface: a
        new one of a chart's size (1.8 MB) took 2-5 ms of its frame, mostly the memory's
        first touch, and converting it 1-2 ms more (the lab screen's worst frames); a copy
        into the surface of the chart before takes a tenth of a millisecond. The chart on
        screen is that surface: it changes in this frame, as it would have anyway."""
        import pygame

        display = pygame.display.get_surface()
        if display is not None and display.get_bitsize() == 32 \
                and display.get_masks()[:3] == DISPLAY_MASKS:
            target = self._target
            if target is None or target.get_size() != size:
                target = pygame.Surface(size, 0, display)
            if target.get_pitch() == 4 * size[0]:
                target.get_buffer().write(pixels)
                self._target = target
                return target
        surface = pygame.image.frombytes(pixels, size, PIXELS)
        # in the display's format once, so that every frame's blit is a plain copy
        return surface.convert() if display is not None else surface

    def close(self, wait: float = 0.0) -> None:
        """End the helper; `wait`: seconds to wait for its thread (which may be starting it),
        so that no helper process is left behind when the window closes."""
        self._closed = True
        if wait and self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=wait)
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


__all__ = ["ChartMaker", "chart_pixels", "run_chart", "run_chart_more", "table_rows"]
