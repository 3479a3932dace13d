"""Where each hex cell of the desert sits on screen, for any rotation and zoom.

Pure geometry (no pygame): flat-topped hexes in "odd-q" columns. Rotating the board
turns cell centres around the board's middle in 60-degree steps; the sprites stay
upright, so a rotated desert still reads as lit from the top left. The margin labels
(column letters above and below, row numbers left and right) are placed in the board's
own frame and turned with it, so each stays beside its column or row.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from shifting_sands.games.mothership.rules.hexgrid import column_name

SQRT3 = math.sqrt(3)
LABEL_GAP = 0.55
"""Hex radii between the outer hexes and the centre of a margin label."""


class EdgeLabel(NamedTuple):
    text: str
    pos: tuple[float, float]
    inward: tuple[float, float]
    """Unit step along the label's column or row, towards the board."""
    reach: float
    """How far the label may slide inward and still name its column or row."""


def keep_in_view(label: EdgeLabel, rect: tuple[float, float, float, float]
                 ) -> tuple[float, float] | None:
    """Where to print `label` inside `rect`: where it is, or slid inward along its own column
    or row to the border of the view (a sticky header); None when that line misses the view."""
    x, y = label.pos
    dx, dy = label.inward
    low, high = 0.0, label.reach
    for start, step, lo, hi in ((x, dx, rect[0], rect[0] + rect[2]),
                                (y, dy, rect[1], rect[1] + rect[3])):
        if abs(step) < 1e-9:
            if not lo <= start <= hi:
                return None
            continue
        a, b = (lo - start) / step, (hi - start) / step
        low, high = max(low, min(a, b)), min(high, max(a, b))
    if low > high:
        return None
    return (x + dx * low, y + dy * low)


@dataclass(frozen=True)
class HexLayout:
    width: int
    height: int
    size: float
    """Centre-to-corner radius of a hex, in logical pixels."""
    centre: tuple[float, float]
    """Where the middle of the board is drawn."""
    rotation: int = 0
    """Steps of 60 degrees, clockwise."""

    def _raw(self, cell: int) -> tuple[float, float]:
        row, col = divmod(cell, self.width)
        x = 1.5 * self.size * col
        y = SQRT3 * self.size * (row + 0.5 * (col & 1))
        return x, y

    def _middle(self) -> tuple[float, float]:
        x = 1.5 * self.size * (self.width - 1) / 2
        y = SQRT3 * self.size * ((self.height - 1) / 2 + 0.25)
        return x, y

    def centre_of(self, cell: int) -> tuple[float, float]:
        return self._place(*self._raw(cell))

    def _place(self, x: float, y: float) -> tuple[float, float]:
        """A point of the unrotated board frame, on screen."""
        mx, my = self._middle()
        dx, dy = x - mx, y - my
        angle = math.radians(60 * (self.rotation % 6))
        cos, sin = math.cos(angle), math.sin(angle)
        return (self.centre[0] + dx * cos - dy * sin, self.centre[1] + dx * sin + dy * cos)

    def cell_at(self, pos: tuple[float, float]) -> int | None:
        """The cell whose hex contains `pos`, or None off the board."""
        best, best_distance = None, self.size * SQRT3 / 2
        for cell in range(self.width * self.height):
            cx, cy = self.centre_of(cell)
            distance = math.hypot(pos[0] - cx, pos[1] - cy)
            if distance < best_distance:
                best, best_distance = cell, distance
        return best

    def edge_labels(self, gap: float = LABEL_GAP) -> list[EdgeLabel]:
        """Every margin label: each column's letter above its top cell and below its bottom
        cell, each row's number left of its first cell and right of its last, `gap` hex
        radii outside the hexes, each with the way back along its own column or row."""
        s = self.size
        half = SQRT3 * s / 2
        top = -half - gap * s
        bottom = SQRT3 * s * (self.height - 0.5) + half + gap * s
        labels = []
        reach = bottom - top
        for col in range(self.width):
            x = 1.5 * s * col
            name = column_name(col)
            labels.append(self._label(name, (x, top), (0.0, 1.0), reach))
            labels.append(self._label(name, (x, bottom), (0.0, -1.0), reach))
        left, right = -s - gap * s, 1.5 * s * (self.width - 1) + s + gap * s
        last_shift = 0.5 * ((self.width - 1) & 1)
        for row in range(self.height):
            name = str(row + 1)
            labels.append(self._label(name, (left, SQRT3 * s * row), (1.0, 0.0), right - left))
            labels.append(self._label(name, (right, SQRT3 * s * (row + last_shift)), (-1.0, 0.0),
                                      right - left))
        return labels

    def _label(self, text: str, raw: tuple[float, float], inward: tuple[float, float],
               reach: float) -> EdgeLabel:
        angle = math.radians(60 * (self.rotation % 6))
        cos, sin = math.cos(angle), math.sin(angle)
        turned = (inward[0] * cos - inward[1] * sin, inward[0] * sin + inward[1] * cos)
        return EdgeLabel(text, self._place(*raw), turned, reach)

    @property
    def hex_width(self) -> float:
        return 2 * self.size

    @property
    def hex_height(self) -> float:
        return SQRT3 * self.size

    def extent(self) -> tuple[float, float]:
        """Width and height of the unrotated board."""
        return (self.size * (1.5 * (self.width - 1) + 2),
                SQRT3 * self.size * (self.height + 0.5))


@lru_cache(maxsize=64)
def fitting_size(width: int, height: int, area: tuple[float, float], rotation: int,
                 labels: bool = True) -> float:
    """The largest hex radius at which the board, turned by `rotation`, fits `area` (with
    its margin labels when `labels`)."""
    unit = HexLayout(width, height, 1.0, (0.0, 0.0), rotation)
    xs: list[float] = []
    ys: list[float] = []
    for cell in range(width * height):
        x, y = unit.centre_of(cell)
        xs += [x - 1.0, x + 1.0]
        ys += [y - SQRT3 / 2, y + SQRT3 / 2]
    if labels:
        for _text, (x, y), _inward, _reach in unit.edge_labels():
            xs += [x - 0.45, x + 0.45]
            ys += [y - 0.45, y + 0.45]
    return min(area[0] / (max(xs) - min(xs)), area[1] / (max(ys) - min(ys)))


def clamp_pan(pan: tuple[float, float], area: tuple[float, float],
              zoom: float) -> tuple[float, float]:
    """Keep a zoomed board covering the view: pan at most the part that overflows it."""
    limit_x = max(0.0, area[0] * (zoom - 1) / 2)
    limit_y = max(0.0, area[1] * (zoom - 1) / 2)
    return (max(-limit_x, min(limit_x, pan[0])), max(-limit_y, min(limit_y, pan[1])))


def zoom_about(pan: tuple[float, float], base: tuple[float, float], pointer: tuple[float, float],
               ratio: float) -> tuple[float, float]:
    """The pan that keeps the board point under `pointer` still when the zoom grows by
    `ratio` (`base` is the board's centre before panning)."""
    cx, cy = base[0] + pan[0], base[1] + pan[1]
    nx = pointer[0] - (pointer[0] - cx) * ratio
    ny = pointer[1] - (pointer[1] - cy) * ratio
    return (nx - base[0], ny - base[1])
