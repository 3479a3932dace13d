"""Where each hex cell of the desert sits on screen, for any rotation and zoom.

Pure geometry (no pygame): flat-topped hexes in "odd-q" columns. Rotating the board
turns cell centres around the board's middle in 60-degree steps; the sprites stay
upright, so a rotated desert still reads as lit from the top left.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SQRT3 = math.sqrt(3)


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
        x, y = self._raw(cell)
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


def fitting_size(width: int, height: int, area: tuple[float, float], rotation: int) -> float:
    """The largest hex radius at which the board, turned by `rotation`, fits `area`."""
    unit = HexLayout(width, height, 1.0, (0.0, 0.0), rotation)
    xs, ys = zip(*(unit.centre_of(c) for c in range(width * height)), strict=True)
    span_x = max(xs) - min(xs) + 2.0
    span_y = max(ys) - min(ys) + SQRT3
    return min(area[0] / span_x, area[1] / span_y)
