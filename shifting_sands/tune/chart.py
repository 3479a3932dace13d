"""The tuning chart (PNG, pygame off-screen like the lab's): on the left each trial's total
miss in the order played, the best ringed; on the right, one strip per target (four at
most), each trial's metric against the target's band, the Pareto front in colour."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from shifting_sands.core import theme
from shifting_sands.tune.definition import Target, Tune
from shifting_sands.tune.report import TrialRow

SIZE = (1200, 560)
TOP, BOTTOM = 110, 480


def _scale(values: Sequence[float], low: float, high: float) -> tuple[float, float]:
    """An axis range holding the values and the target band's finite ends."""
    points = [v for v in (*values, low, high) if v not in (float("inf"), float("-inf"))]
    lo, hi = (min(points), max(points)) if points else (0.0, 1.0)
    if hi == lo:
        hi = lo + 1
    pad = (hi - lo) * 0.08
    return lo - pad, hi + pad


def draw_tuning(tune: Tune, rows: Sequence[TrialRow], front: Sequence[TrialRow],
                best: TrialRow | None, path: Path) -> Path:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from shifting_sands.lab_chart import _Canvas

    canvas = _Canvas()
    canvas.surface = pygame.Surface(SIZE)
    canvas.surface.fill(theme.BONE)
    played = [row for row in rows if row.refused is None]
    canvas.text(f"Tuning {tune.game} ({tune.variant}): {len(rows)} trials of {tune.games} "
                "games", (30, 18), "title")
    canvas.text("targets: " + "; ".join(f"{t.metric} {t.text}" for t in tune.targets)
                + (f"   best: trial {best.number}, total miss {best.total:g}" if best else ""),
                (30, 52), "text", theme.MUTED)
    _misses(canvas, played, best, (80, 560))
    on_front = {row.number for row in front}
    targets = list(tune.targets[:4])
    canvas.text("each target's metric by trial (band: the target; teal: the Pareto front)",
                (910, TOP - 34), "head", anchor="midtop")
    height = (BOTTOM - TOP) / len(targets)
    for index, target in enumerate(targets):
        top = TOP + index * height
        _values(canvas, played, target, on_front, best, (680, 1160),
                (top + 6, top + height - 12))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(canvas.surface, str(path))
    return path


def _misses(canvas, rows: Sequence[TrialRow], best: TrialRow | None,
            span: tuple[int, int]) -> None:
    left, right = span
    canvas.text("total miss by trial (0: every target met)", ((left + right) / 2, TOP - 34),
                "head", anchor="midtop")
    canvas.line(theme.MUTED, (left, TOP), (left, BOTTOM))
    canvas.line(theme.MUTED, (left, BOTTOM), (right, BOTTOM))
    if not rows:
        return
    top = max(row.total for row in rows) or 1.0
    last = max(row.number for row in rows) or 1
    for fraction in (0, 0.5, 1):
        y = BOTTOM - fraction * (BOTTOM - TOP)
        canvas.text(f"{top * fraction:.3g}", (left - 6, y), "small", theme.MUTED,
                    anchor="midright")
    for row in rows:
        x = left + 10 + (right - left - 20) * row.number / last
        y = BOTTOM - (BOTTOM - TOP) * row.total / top
        colour = theme.GOOD if row.total == 0 else theme.TERRACOTTA
        canvas.rect(colour, (x - 3, y - 3, 7, 7))
        if best is not None and row.number == best.number:
            canvas.rect(theme.INK, (x - 7, y - 7, 15, 15), 2)
    canvas.text("trial", ((left + right) / 2, BOTTOM + 10), "small", theme.MUTED,
                anchor="midtop")


def _values(canvas, rows: Sequence[TrialRow], target: Target, on_front: set[int],
            best: TrialRow | None, span: tuple[int, int], box: tuple[float, float]) -> None:
    """One target's metric by trial, its band shaded, in the strip `box` (top, bottom)."""
    left, right = span
    top, bottom = box
    values = [row.metrics.get(target.metric, 0.0) for row in rows]
    lo, hi = _scale(values, target.low, target.high)

    def y_of(value: float) -> float:
        return bottom - (bottom - top) * (value - lo) / (hi - lo)

    band_top, band_bottom = y_of(min(target.high, hi)), y_of(max(target.low, lo))
    if band_bottom - band_top >= 3:
        canvas.rect(theme.LIGHT_SAND, (left, band_top, right - left, band_bottom - band_top))
    else:  # a target of one value: its line
        canvas.line(theme.GOLD, (left, band_top), (right, band_top), 2)
    canvas.line(theme.MUTED, (left, top), (left, bottom))
    canvas.line(theme.MUTED, (left, bottom), (right, bottom))
    canvas.text(f"{hi:.3g}", (left - 6, top), "small", theme.MUTED, anchor="midright")
    canvas.text(f"{lo:.3g}", (left - 6, bottom), "small", theme.MUTED, anchor="midright")
    canvas.text(f"{target.metric}, target {target.text}", (left + 8, top + 2), "small")
    last = max((row.number for row in rows), default=1) or 1
    for row, value in zip(rows, values, strict=True):
        x = left + 10 + (right - left - 20) * row.number / last
        y = y_of(value)
        canvas.rect(theme.TEAL if row.number in on_front else theme.MUTED, (x - 3, y - 3, 7, 7))
        if best is not None and row.number == best.number:
            canvas.rect(theme.INK, (x - 6, y - 6, 13, 13), 2)


__all__ = ["draw_tuning"]
