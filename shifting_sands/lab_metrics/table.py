"""The design metrics as printed lines: one label and one cell per variant, each figure
with its 95% interval, for `lab`'s side-by-side table, `simulate`'s report and a sweep's."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

ROWS: list[tuple[str, str, str]] = [
    # (label, dotted name, how to print: % share, n number)
    ("largest seat advantage", "seat_advantage", "%+"),
    ("ended by round limit", "round_limit", "%"),
    ("no winner", "no_winner", "%"),
    ("length in turns, mean", "length.mean", "n"),
    ("branching, mean", "branching.mean", "n"),
    ("branching, median [q1-q3]", "branching", "q"),
    ("decisions with a choice", "real_choice", "%"),
    ("lead changes a game", "lead_changes", "n"),
    ("drama (winner's deficit)", "drama", "n"),
    ("winner came from behind", "comeback", "%"),
    ("decided after", "decisiveness", "%"),
]


def _number(value: float) -> str:
    return f"{value:.3g}" if abs(value) < 1000 else f"{value:.0f}"


def estimate_text(estimate: dict[str, Any] | None, how: str) -> str:
    """`41.0% (35-47%)`, `+6.0% (-1-+13%)` or `12.3 (11.8-12.9)`; `-` when not measured."""
    if estimate is None:
        return "-"
    value, low, high = estimate["value"], estimate["low"], estimate["high"]
    if how == "%":
        return f"{value:.1%} ({low:.0%}-{high:.0%})"
    if how == "%+":
        seat = f"seat {estimate['seat']} " if "seat" in estimate else ""
        return f"{seat}{value:+.1%} ({low * 100:+.0f} to {high * 100:+.0f})"
    return f"{_number(value)} ({_number(low)}-{_number(high)})"


def _lookup(metrics: dict[str, Any] | None, name: str) -> Any:
    found: Any = metrics
    for part in name.split("."):
        if found is None:
            return None
        found = found.get(part)
    return found


def metric_rows(metrics: Sequence[dict[str, Any] | None]) -> list[tuple[str, list[str]]]:
    """(label, a cell per column) for every metric some column measured."""
    rows = []
    for label, name, how in ROWS:
        found = [_lookup(m, name) for m in metrics]
        if all(f is None for f in found):
            continue
        if how == "q":
            cells = [f"{_number(f['median']['value'])} [{_number(f['q1']['value'])}-"
                     f"{_number(f['q3']['value'])}]" if f else "-" for f in found]
        else:
            cells = [estimate_text(f, how) for f in found]
        rows.append((label, cells))
    return rows
