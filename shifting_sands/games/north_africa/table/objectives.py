"""A scenario's objectives shown to the players: which spaces are flagged on the map, and a
live panel over a corner of the map listing each objective, who holds it now and the Axis's
running tally against the points it needs. What counts is the rules' (`scenario.py`, N82);
the panel only says it, and it moves to a corner with nothing to click under it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import panel
from shifting_sands.games.north_africa.rules.scenario import objective_tally
from shifting_sands.games.north_africa.table.label_place import overlap
from shifting_sands.games.north_africa.table.layout import (
    AXIS_COLOUR,
    MAP_RECT,
    OWNER_COLOURS,
    Rect,
)
from shifting_sands.games.north_africa.table.map_painter import draw_flag

ROW = 17.0
"""Logical pixels from one objective's line to the next."""
WIDTH = 246.0
TAB_H = 26.0
"""The panel folded to its title line, when every corner has something under it."""
HOLDERS = {"axis": "Axis", "allied": "Allies", "vichy": "Vichy", "neutral": "neutral"}


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


def key_height(content: Any, variant: str) -> float | None:
    found = scenario_objectives(content, variant)
    return None if found is None else 30 + ROW * len(found[0]) + 26


def corners(height: float, folded: bool = False) -> list[Rect]:
    """Where the panel may sit, in order of preference: the map's lower left, upper left,
    lower right, upper right."""
    h = TAB_H if folded else height
    x0, y0, w, hh = MAP_RECT
    left, right = x0 + 8, x0 + w - 8 - WIDTH
    top, bottom = y0 + 8, y0 + hh - 8 - h
    return [(left, bottom, WIDTH, h), (left, top, WIDTH, h), (right, bottom, WIDTH, h),
            (right, top, WIDTH, h)]


def choose_rect(height: float, busy: Iterable[Rect]) -> tuple[Rect, bool]:
    """The first corner with nothing to click under it (its rectangle and False); when
    every corner has something, the panel folds to its title line in the corner where the
    folded line covers least (True)."""
    busy = list(busy)
    for rect in corners(height):
        if not any(overlap(rect, b) for b in busy):
            return rect, False
    return min(corners(height, True), key=lambda r: sum(overlap(r, b) for b in busy)), True


def tally(content: Any, variant: str, control: Mapping[str, str]) -> tuple[int, int] | None:
    """The Axis's points now and the points it needs."""
    found = scenario_objectives(content, variant)
    if found is None:
        return None
    scenario = content.scenarios[variant]
    return sum(o.points for o, held in objective_tally(control, scenario) if held), found[1]


def headline(content: Any, variant: str, control: Mapping[str, str]) -> str:
    points, need = tally(content, variant, control) or (0, 0)
    enough = "enough to win" if points >= need else f"{need - points} short"
    return f"Axis holds {points} of {need} needed: {enough}"


def draw_key(canvas: Canvas, content: Any, variant: str, rect: Rect,
             control: Mapping[str, str], folded: bool = False) -> None:
    """The objectives, each beside the flag the map shows, with who holds it now, and the
    Axis's tally against the points it needs (N82)."""
    found = scenario_objectives(content, variant)
    if found is None:
        return
    x, y, w, h = rect
    panel(canvas, rect, 8)
    points, need = tally(content, variant, control) or (0, 0)
    colour = theme.GOOD if points >= need else theme.DEEP_CLAY
    if folded:
        canvas.text(f"Objectives: Axis {points} of {need} needed", (x + 10, y + 5), 13,
                    colour, "bold")
        return
    canvas.text("Objectives", (x + 10, y + 6), 14, theme.DEEP_CLAY, "title_bold")
    canvas.text("points", (x + w - 70, y + 9), 11, theme.MUTED, "italic", anchor="topright")
    canvas.text("held by", (x + w - 56, y + 9), 11, theme.MUTED, "italic")
    scenario = content.scenarios[variant]
    for index, (objective, held) in enumerate(objective_tally(control, scenario)):
        row = y + 28 + index * ROW
        draw_flag(canvas, (x + 20, row + 14), 13.0)
        name = objective.name[:1].upper() + objective.name[1:]
        canvas.text(name, (x + 28, row), 13, theme.INK, "bold" if held else "body")
        canvas.text(str(objective.points), (x + w - 76, row), 13, theme.INK, "bold",
                    anchor="topright")
        owners = {control.get(s, "") for s in objective.spaces}
        holder = "axis" if held else ("allied" if owners == {"allied"} else
                                      next(iter(sorted(owners - {""})), ""))
        chip = OWNER_COLOURS.get(holder, theme.MUTED)
        canvas.circle(theme.INK, (x + w - 62, row + 8), 5)
        canvas.circle(AXIS_COLOUR if held else chip, (x + w - 62, row + 8), 4)
        canvas.text(HOLDERS.get(holder, "nobody"), (x + w - 54, row), 12,
                    theme.INK if held else theme.MUTED, "bold" if held else "body")
    canvas.text(headline(content, variant, control), (x + 10, y + h - 21), 13, colour,
                "bold")
