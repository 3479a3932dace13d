"""What the lab screen draws from a run: the progress line, the chart and the metrics table.

The chart is `lab_chart`'s own (the PNG `lab` writes), drawn and scaled in a helper process
(`lab_live`) at most every `CHART_EVERY` seconds while games come in: the frame loop only
blits it (ARCHITECTURE: frames within budget while games run).
"""

from __future__ import annotations

import time
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.lab_run import LabRun

CHART_EVERY = 1.0
"""Seconds between two redraws of the chart while games come in."""


def progress_words(run: LabRun | None) -> str:
    if run is None:
        return "Choose a game, two or more variants, the bots and how many games; then Run."
    done, total = run.done, run.total
    if run.error:
        return f"{done} of {total} games kept. Stopped: {run.error}"
    if run.running and not run.stopped:
        if run.plan.until_decided:
            return f"{done} games played (at most {total}) - until the test decides"
        left = run.time_left()
        when = "estimating the time left" if left is None else f"about {_duration(left)} left"
        return f"{done} of {total} games played - {when}"
    if run.plan.until_decided and run.decision is not None and run.finished:
        return decided_words(run)
    if run.finished:
        return f"Finished: {done} games, {run.plan.games} of each variant"
    return f"Stopped: the {done} of {total} games played are kept"


def decided_words(run: LabRun) -> str:
    """The sequential test's answer, as `lab --until-decided` words it."""
    d = run.decision or {}
    first, second = run.plan.variants
    each = f"after {d.get('pairs', 0)} games of each"
    margin = f"{d.get('margin', 0):.0%}"
    if d.get("decision") == "differs":
        way = "ahead of" if d.get("direction", 0) > 0 else "behind"
        return (f"Decided {each}: {second} is {way} {first} by more than {margin} on "
                f"{d.get('metric')} ({d.get('difference', 0):+.1%})")
    if d.get("decision") == "same":
        return f"Decided {each}: no difference beyond {margin} on {d.get('metric')}"
    return f"Undecided {each} (the cap): {d.get('metric')} {d.get('difference', 0):+.1%}"


def _duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


PROGRESS_EVERY = 0.1
"""Seconds between two new readings of the progress bar while games pour in (dozens a
second with quick bots: its words and bar were drawn anew nearly every frame)."""


class ProgressView:
    """The progress bar and its words, read from the run at most every PROGRESS_EVERY
    seconds while it runs (at once when it starts, stops or ends), and drawn again only
    when they change (a cached layer)."""

    def __init__(self) -> None:
        self.shown: tuple[Any, ...] = ()
        self.read_at = 0.0

    def draw(self, canvas: Canvas, run: LabRun | None,
             rect: tuple[float, float, float, float]) -> None:
        state = (id(run), run is not None and run.running and not run.stopped)
        now = time.monotonic()
        if not self.shown or self.shown[0] != state or now - self.read_at >= PROGRESS_EVERY:
            share = run.done / run.total if run is not None and run.total else 0.0
            self.shown, self.read_at = (state, share, progress_words(run)), now
        _state, share, words = self.shown
        draw_progress(canvas, share, words, rect)


def draw_progress(canvas: Canvas, share: float, words: str,
                  rect: tuple[float, float, float, float]) -> None:
    """The bar filled to `share` with its words, drawn again only when either changes."""
    x, y, w, h = rect
    filled = max(16, w * share) if share else 0.0

    def paint(c: Canvas) -> None:
        c.rect(theme.LIGHT_SAND, (x, y, w, h), 8)
        if filled:
            c.rect(theme.TEAL, (x, y, filled, h), 8)
        c.rect(theme.DUNE_SHADOW, (x, y, w, h), 8, width=2)
        c.text(words, (x + 12, y + h / 2), 16, theme.INK, "bold", anchor="midleft")

    canvas.layer("lab-progress", (rect, round(canvas.to_screen((0, 0, filled, 1)).w), words),
                 rect, paint)


class ChartView:
    """The chart of a run: asked of the helper process when games came in (at most every
    CHART_EVERY seconds), blitted every frame; the metrics table comes from the same report,
    computed in the helper too (it takes milliseconds once games pile up)."""

    def __init__(self) -> None:
        from shifting_sands.lab_live import ChartMaker

        self.maker = ChartMaker()
        self.surface: Any = None
        self.asked: tuple[Any, ...] | None = None
        self.shown: tuple[Any, ...] | None = None
        self.asked_at = 0.0
        self.report: dict[str, Any] | None = None
        self.rows: list[Any] | None = None
        """The report's table lines, made by the helper with it."""
        self._pending: tuple[Any, ...] | None = None
        self.serial = 0
        """Counts the charts and reports received: what the screen's cached table is for."""
        self._run: LabRun | None = None
        self._number = 0
        """Numbers the runs charted: the helper keeps the games of the last one."""
        self._seen = 0
        self._variants: set[int] = set()
        self._unsent: list[tuple[int, Any]] = []

    def refresh(self, run: LabRun | None, size: tuple[int, int]) -> None:
        finished = self.maker.poll()
        if finished is not None and self._pending is not None:
            (self.surface, self.report, self.rows), self.shown = finished, self._pending
            self._pending = None
            self.serial += 1
        key = (id(run), run.version if run is not None else -1, size)
        if key in (self.asked, self.shown) or self.maker.busy:
            return
        if run is not None and run.running and time.monotonic() - self.asked_at < CHART_EVERY:
            return
        if run is None or not self._has_report(run):
            self.surface, self.report, self.rows, self.shown = None, None, None, key
            self.serial += 1
            return
        if self.maker.ask((self._number, run.plan, run.jobs, self._unsent), size):
            self.asked, self.asked_at = key, time.monotonic()
            self._pending = key
            self._unsent = []  # a new list: the helper's copy is pickled after this frame

    def _take_new(self, run: LabRun) -> None:
        """The run's games finished since the last look, to send with the next chart."""
        if self._run is not run:
            self._run, self._seen, self._variants, self._unsent = run, 0, set(), []
            self._number += 1
        new = run.games_since(self._seen)
        self._seen += len(new)
        self._variants.update(game.variant for game in new)
        self._unsent.extend((game.variant, game.record) for game in new)

    def _has_report(self, run: LabRun) -> bool:
        """Whether every variant of `run` has a finished game, so a report can be made."""
        self._take_new(run)
        return len(self._variants) == len(run.plan.variants)

    def close(self, wait: float = 0.0) -> None:
        self.maker.close(wait)

    def draw(self, canvas: Canvas, rect: tuple[float, float, float, float],
             run: LabRun | None, card: bool = True) -> None:
        """The chart on its card (`card`: False when the card is drawn already, in a
        backdrop), or words saying why there is none yet."""
        x, y, w, h = rect
        if card:
            canvas.rect(theme.BONE, rect, 8)
        if self.surface is None:
            if self.maker.failed:
                words = f"No chart: {self.maker.failed}"[:100]
            elif self.report is not None or self._pending is not None or (
                    run is not None and self._has_report(run)):
                words = "Drawing the chart..."
            elif run is not None and run.done:
                words = "The chart fills in once every variant has a finished game."
            else:
                words = "The chart of the comparison comes here."
            canvas.text(words, (x + w / 2, y + h / 2), 17, theme.MUTED, "italic",
                        anchor="center")
            return
        shown_w = self.surface.get_width() / canvas.scale
        canvas.blit(self.surface, (x + (w - shown_w) / 2, y))


TABLE_FRAME_SECONDS = 0.001
"""How long a frame paints rows of the metrics table once a new report is in (one row at
least): the whole table (about 30 rows, 60 numbers new every report) took 4-7 ms of its
frame, 22-30 ms the first time; a row takes a tenth of a millisecond or two, up to 3 ms
while the font's glyphs are first drawn."""
LABEL_W, TEXT_SIZE, ROW_GAP = 330, 14, 19


def metric_rows(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    from shifting_sands.lab_live import table_rows

    return table_rows(report)


def _cell_w(report: dict[str, Any], w: float) -> float:
    return (w - LABEL_W - 20) / max(1, len(report["variants"]))


def _draw_head(canvas: Canvas, report: dict[str, Any],
               rect: tuple[float, float, float, float]) -> None:
    x, y, w, _h = rect
    canvas.rect(theme.BONE, rect, 8)
    cell_w = _cell_w(report, w)
    canvas.text("metric", (x + 12, y + 16), TEXT_SIZE, theme.MUTED, "bold", anchor="midleft")
    for i, column in enumerate(report["variants"]):
        canvas.text(column["label"], (x + LABEL_W + (i + 1) * cell_w, y + 16), TEXT_SIZE,
                    theme.DEEP_CLAY, "bold", anchor="midright")


def _draw_row(canvas: Canvas, report: dict[str, Any], rect: tuple[float, float, float, float],
              row: int, label: str, cells: list[str]) -> None:
    x, y, w, _h = rect
    cell_w = _cell_w(report, w)
    top = y + 38 + row * ROW_GAP
    canvas.text(label, (x + 12, top), TEXT_SIZE, theme.INK, anchor="midleft")
    for i, cell in enumerate(cells):
        canvas.text(cell, (x + LABEL_W + (i + 1) * cell_w, top), TEXT_SIZE, theme.INK,
                    anchor="midright")


def _room(rect: tuple[float, float, float, float]) -> int:
    return int((rect[3] - 40) / ROW_GAP)


def draw_metrics(canvas: Canvas, report: dict[str, Any] | None,
                 rect: tuple[float, float, float, float]) -> None:
    """The comparison table of `lab` (one column per variant), as many rows as fit, at once."""
    if report is None:
        canvas.rect(theme.BONE, rect, 8)
        return
    _draw_head(canvas, report, rect)
    for row, (label, cells) in enumerate(metric_rows(report)[:_room(rect)]):
        _draw_row(canvas, report, rect, row, label, cells)


SURFACE, HEADS = -2, -1
"""A new table's first steps, a frame each before its rows, after the frame its report
arrives in (that frame takes in the chart): its surface, then its card and heads."""


class MetricsView:
    """The metrics table, painted a few rows a frame (TABLE_FRAME_SECONDS) into a surface set
    aside when a new report comes, after a frame for each of its first steps; the finished
    table before it stays on screen meanwhile (the first one shows an empty card for its
    few frames)."""

    def __init__(self) -> None:
        self.shown: tuple[tuple[Any, ...], Any] | None = None
        self.building: list[Any] | None = None
        """[key, surface, report, rows, next row or first step]"""
        self._spare: Any = None

    def draw(self, canvas: Canvas, report: dict[str, Any] | None, serial: int,
             rect: tuple[float, float, float, float],
             rows: list[tuple[str, list[str]]] | None = None) -> None:
        """The table of `report` (`rows`: its lines, when made already), as far as painted;
        `serial` names the report."""
        target = canvas.to_screen(rect)
        key = (serial, target.size, canvas.scale)
        if report is None:
            self.shown = self.building = None
            canvas.rect(theme.BONE, rect, 8)
            return
        if (self.shown is None or self.shown[0] != key) and (
                self.building is None or self.building[0] != key):
            self.building = [key, None, report, rows, SURFACE]
        elif self.building is not None:
            self._paint_some(canvas, rect)
        if self.shown is not None and self.shown[0][1:] == key[1:]:
            canvas.screen.blit(self.shown[1], target.topleft)
        else:
            canvas.rect(theme.BONE, rect, 8)

    def _surface(self, size: tuple[int, int]) -> Any:
        """A cleared surface for the next table: the one not on screen, kept between
        reports (a new one of this size touches 1.9 MB of fresh memory)."""
        import pygame

        spare = self._spare
        if spare is None or spare.get_size() != size:
            spare = pygame.Surface(size, pygame.SRCALPHA)
        else:
            spare.fill((0, 0, 0, 0))
        self._spare = None
        return spare

    def _paint_some(self, canvas: Canvas, rect: tuple[float, float, float, float]) -> None:
        building = self.building
        assert building is not None
        key, surface, report, rows, row = building
        if row == SURFACE:
            building[1] = self._surface(canvas.to_screen(rect).size)
            building[4] = HEADS
            return
        if row == HEADS:  # with the lines' words, when the helper did not send them
            building[3] = (metric_rows(report) if rows is None else rows)[:_room(rect)]
            _paint_into(canvas, surface, rect, lambda c: _draw_head(c, report, rect))
            building[4] = 0
            return
        until = time.perf_counter() + TABLE_FRAME_SECONDS
        while row < len(rows):
            _paint_into(canvas, surface, rect,
                        lambda c, row=row: _draw_row(c, report, rect, row, *rows[row]))
            row += 1
            if time.perf_counter() >= until:
                break
        building[4] = row
        if row >= len(rows):
            if self.shown is not None:
                self._spare = self.shown[1]
            self.shown, self.building = (key, surface), None


def _paint_into(canvas: Canvas, surface: Any, rect: tuple[float, float, float, float],
                painter: Any) -> None:
    """What `painter` draws inside `rect`, onto `surface` (of rect's screen size), as
    `Canvas.paint` does onto a new one."""
    target = canvas.to_screen(rect)
    saved_screen, saved_offset = canvas.screen, canvas.offset
    canvas.screen = surface
    canvas.offset = (saved_offset[0] - target.x, saved_offset[1] - target.y)
    try:
        painter(canvas)
    finally:
        canvas.screen, canvas.offset = saved_screen, saved_offset


__all__ = ["ChartView", "MetricsView", "ProgressView", "decided_words", "draw_metrics",
           "draw_progress", "progress_words"]
