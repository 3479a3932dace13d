"""The lab chart's lower band: every design metric in a small panel of its own, the
variants side by side as a dot and its 95% interval, so a designer reads balance,
completion, choice and drama of the variants at one glance, not only their win rates."""

from __future__ import annotations

from typing import Any

from shifting_sands.core import theme

PANELS: list[tuple[str, str, str]] = [
    # (title, dotted metric name, scale: "%" a share on 0-100%, "%+" a signed share
    #  around 0, "n" a number from 0)
    ("Seat advantage", "seat_advantage", "%+"),
    ("Round limit", "round_limit", "%"),
    ("No winner", "no_winner", "%"),
    ("Branching (mean)", "branching.mean", "n"),
    ("Real choices", "real_choice", "%"),
    ("Lead changes", "lead_changes", "n"),
    ("Drama", "drama", "n"),
    ("Decided after", "decisiveness", "%"),
]
HEIGHT = 260
"""What the band adds to the chart's height."""


def _lookup(metrics: dict[str, Any] | None, name: str) -> dict[str, Any] | None:
    found: Any = metrics
    for part in name.split("."):
        if not isinstance(found, dict):
            return None
        found = found.get(part)
    return found if isinstance(found, dict) and "value" in found else None


def _label(value: float, scale: str) -> str:
    if scale == "%":
        return f"{value:.0%}"
    if scale == "%+":
        return f"{value:+.0%}"
    return f"{value:.3g}" if abs(value) < 1000 else f"{value:.0f}"


def draw_metrics(canvas: Any, report: dict[str, Any], box: tuple[int, int, int, int]) -> None:
    """The band of metric panels inside `box` (left, top, right, bottom) of `canvas`."""
    left, top, right, bottom = box
    columns = report["variants"]
    designs = [c["summary"].get("design") for c in columns]
    panels = [(t, n, s) for t, n, s in PANELS if any(_lookup(d, n) for d in designs)]
    if not panels:
        return
    canvas.text("Design metrics (dot: value, whisker: 95% interval; colours: variants)",
                (left, top), "head")
    for index, column in enumerate(columns):  # a legend of the variants' colours
        x = right - (len(columns) - index) * 130
        canvas.rect(theme.SEAT_COLOURS[index % len(theme.SEAT_COLOURS)], (x, top + 4, 12, 12))
        canvas.text(column["label"], (x + 16, top + 2), "small")
    width = (right - left) / len(panels)
    for position, (title, name, scale) in enumerate(panels):
        x0 = left + position * width
        _panel(canvas, title, [_lookup(d, name) for d in designs], scale,
               (x0 + 8, top + 56, x0 + width - 8, bottom))


def _panel(canvas: Any, title: str, estimates: list[dict[str, Any] | None], scale: str,
           box: tuple[float, float, float, float]) -> None:
    left, top, right, bottom = box
    canvas.text(title, ((left + right) / 2, top - 22), "text", anchor="midtop")
    found = [e for e in estimates if e]
    if scale == "%":
        low, high = 0.0, 1.0
    else:
        low = min(0.0, *(e["low"] for e in found))
        high = max(0.0, *(e["high"] for e in found)) * 1.08
        if scale == "%+":  # zero in the middle, the widest whisker's reach either side
            reach = max(abs(low), high, 0.05)
            low, high = -reach, reach
    if high - low < 1e-9:
        high = low + 1
    canvas.rect(theme.LIGHT_SAND, (left, top, right - left, bottom - top))

    def y_of(value: float) -> float:
        return bottom - (value - low) / (high - low) * (bottom - top)

    if low < 0 < high:
        canvas.dashed(theme.MUTED, y_of(0), left, right)
    canvas.text(f"scale {_label(low, scale)} to {_label(high, scale)}",
                ((left + right) / 2, bottom + 3), "small", theme.MUTED, anchor="midtop")
    step = (right - left) / (len(estimates) + 1)
    for index, estimate in enumerate(estimates):
        if not estimate:
            continue
        x = left + step * (index + 1)
        colour = theme.SEAT_COLOURS[index % len(theme.SEAT_COLOURS)]
        canvas.line(theme.INK, (x, y_of(estimate["low"])), (x, y_of(estimate["high"])), 2)
        for end in (estimate["low"], estimate["high"]):
            canvas.line(theme.INK, (x - 4, y_of(end)), (x + 4, y_of(end)))
        y = y_of(estimate["value"])
        canvas.rect(colour, (x - 5, y - 5, 10, 10))
        canvas.text(_label(estimate["value"], scale), (x + 7, y), "small", anchor="midleft")
