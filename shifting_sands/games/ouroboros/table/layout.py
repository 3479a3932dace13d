"""Where things sit on the Ouroboros table, and the camera that follows the party.

Pure geometry (no pygame). The ruin has no edge, so the board is a window onto it: the
camera keeps every living explorer in view with a margin (their lit tiles around them),
gliding and zooming as the party wanders instead of jumping.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

BOARD_AREA = (312.0, 68.0, 556.0, 644.0)
PARTY = (16.0, 76.0, 288.0, 628.0)
PARTY_ROW = 112.0
ACTION_PANEL = (880.0, 76.0, 384.0, 340.0)
LOG_RECT = (880, 430, 384, 274)
CARD_SIZE = (120.0, 168.0)
MIN_TILE, MAX_TILE = 32.0, 112.0
"""The smallest tile still shows a party strung out as far as it can live (four explorers
four places apart: 12 places and the margins), so no lit tile is cut by the board's edge."""
MARGIN = 1.7
"""Tiles of room kept around the outermost explorers (their sight plus a dark rim)."""
TILE_STEP = 2.0
"""Tile sizes drawn are whole multiples of this many pixels, so scaled art is cached."""


@dataclass
class Camera:
    """The board point (in tiles, fractions allowed) at the middle of the view, and the
    size of a tile in logical pixels."""

    cx: float = 0.0
    cy: float = 0.0
    tile: float = 96.0

    @property
    def drawn_tile(self) -> float:
        return max(MIN_TILE, round(self.tile / TILE_STEP) * TILE_STEP)

    def centre(self) -> tuple[float, float]:
        x, y, w, h = BOARD_AREA
        return (x + w / 2, y + h / 2)

    def to_screen(self, pos: tuple[float, float]) -> tuple[float, float]:
        """The screen point at the middle of board place `pos`."""
        mx, my = self.centre()
        size = self.drawn_tile
        return (mx + (pos[0] - self.cx) * size, my + (pos[1] - self.cy) * size)

    def tile_rect(self, pos: tuple[float, float]) -> tuple[float, float, float, float]:
        x, y = self.to_screen(pos)
        size = self.drawn_tile
        return (x - size / 2, y - size / 2, size, size)

    def place_at(self, point: tuple[float, float]) -> tuple[int, int] | None:
        """The board place under a screen point, or None outside the board."""
        bx, by, bw, bh = BOARD_AREA
        if not (bx <= point[0] < bx + bw and by <= point[1] < by + bh):
            return None
        mx, my = self.centre()
        size = self.drawn_tile
        return (math.floor((point[0] - mx) / size + self.cx + 0.5),
                math.floor((point[1] - my) / size + self.cy + 0.5))

    def visible_places(self) -> list[tuple[int, int]]:
        """Every board place whose square shows, even in part, on the board."""
        bx, by, bw, bh = BOARD_AREA
        mx, my = self.centre()
        size = self.drawn_tile

        def place(px: float, py: float) -> tuple[int, int]:
            return (math.floor((px - mx) / size + self.cx + 0.5),
                    math.floor((py - my) / size + self.cy + 0.5))

        left, top = place(bx, by)
        right, bottom = place(bx + bw - 0.01, by + bh - 0.01)
        return [(x, y) for y in range(top, bottom + 1) for x in range(left, right + 1)]

    def approach(self, target: Camera, dt: float, rate: float = 4.0) -> None:
        """Glide towards `target` (most of the way in about a second); `rate` 0 snaps."""
        if self.settled(target):
            self.cx, self.cy, self.tile = target.cx, target.cy, target.tile
            return
        k = 1.0 if rate <= 0 else 1.0 - math.exp(-rate * dt)
        self.cx += (target.cx - self.cx) * k
        self.cy += (target.cy - self.cy) * k
        self.tile += (target.tile - self.tile) * k

    def settled(self, target: Camera) -> bool:
        return (abs(self.cx - target.cx) < 0.01 and abs(self.cy - target.cy) < 0.01
                and abs(self.tile - target.tile) < 0.5)


def fit(points: Iterable[tuple[float, float]]) -> Camera:
    """The camera that shows every point with MARGIN tiles around, as large as fits."""
    points = list(points) or [(0.0, 0.0)]
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    left, right = min(xs) - MARGIN, max(xs) + MARGIN
    top, bottom = min(ys) - MARGIN, max(ys) + MARGIN
    _, _, w, h = BOARD_AREA
    size = min(w / (right - left), h / (bottom - top))
    return Camera((left + right) / 2, (top + bottom) / 2, max(MIN_TILE, min(MAX_TILE, size)))


def slots(count: int) -> list[tuple[float, float, float]]:
    """Where `count` pieces sit on one tile: (dx, dy, size) in tiles from its middle, side
    by side, smaller as more share the tile."""
    if count <= 1:
        return [(0.0, 0.0, 0.66)]
    if count == 2:
        return [(-0.23, 0.0, 0.46), (0.23, 0.0, 0.46)]
    if count <= 4:
        spots = [(-0.23, -0.23), (0.23, -0.23), (-0.23, 0.23), (0.23, 0.23)]
        return [(x, y, 0.45) for x, y in spots[:count]]
    # five or more: a grid of three columns, each token narrower than its cell so that
    # none covers another (a shield's rim reached over its neighbour at 0.34)
    cols = 3
    rows = -(-count // cols)
    pitch = 0.31
    size = 0.29 if rows <= 2 else 0.26
    out = []
    for i in range(count):
        row, col = divmod(i, cols)
        out.append(((col - 1) * pitch, (row - (rows - 1) / 2) * pitch, size))
    return out


def party_row(seat: int) -> tuple[float, float, float, float]:
    x, y, w, _ = PARTY
    return (x + 8, y + 40 + seat * PARTY_ROW, w - 16, PARTY_ROW - 8)
