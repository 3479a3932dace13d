"""A scenario's objectives shown to the players: which spaces are flagged on the map, and a
small key at the foot of the map listing each objective with its points and what the Axis
needs. Only words and shapes: what an objective scores is the rules' (`scenario.py`, N82)."""

from __future__ import annotations

from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import panel
from shifting_sands.games.north_africa.table.layout import Rect
from shifting_sands.games.north_africa.table.map_painter import draw_flag

ROW = 17.0
"""Logical pixels from one objective's line to the next."""


def scenario_objectives(content: Any, variant: str) -> tuple[Any, int] | None:
    """The scenario's objectives and the points the Axis needs, or None when the scenario
    is won as the campaign is."""
    scenario = content.scenarios.get(variant)
    if scenario is None or scenario.rule != "objectives" or not scenario.objectives:
        return None
    return scenario.objectives, scenario.axis_wins_at_least


def objective_spaces(content: Any, variant: str) -> frozenset[str]:
    found = scenario_objectives(content, variant)
    return frozenset(s for o in found[0] for s in o.spaces) if found else frozenset()


def key_rect(content: Any, variant: str, corner: tuple[float, float]) -> Rect | None:
    """Where the key sits: its lower left corner at `corner`, tall enough for every line."""
    found = scenario_objectives(content, variant)
    if found is None:
        return None
    height = 30 + ROW * len(found[0]) + 6
    return (corner[0], corner[1] - height, 214.0, height)


def draw_key(canvas: Canvas, content: Any, variant: str, rect: Rect) -> None:
    """The objectives with their points, each beside the flag the map shows."""
    found = scenario_objectives(content, variant)
    if found is None:
        return
    objectives, need = found
    x, y, w, _h = rect
    panel(canvas, rect, 8)
    canvas.text(f"Objectives: the Axis needs {need}", (x + 10, y + 7), 13, theme.DEEP_CLAY,
                "bold")
    for index, objective in enumerate(objectives):
        row = y + 28 + index * ROW
        draw_flag(canvas, (x + 20, row + 14), 13.0)
        name = objective.name[:1].upper() + objective.name[1:]
        points = f"{objective.points} point{'s' if objective.points != 1 else ''}"
        canvas.text(name, (x + 28, row), 13, theme.INK)
        canvas.text(points, (x + w - 10, row), 13, theme.INK, "bold", anchor="topright")
