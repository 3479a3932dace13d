"""The map's camera: which part of the 3200x1800 theatre shows in the map window, how big.

Zoom comes in discrete steps so the painted map layer is cached per step (a smoothscale
per frame would cost milliseconds); the centre is clamped so the map never slides away.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from shifting_sands.games.north_africa.table.layout import MAP_RECT, WORLD_H, WORLD_W, Rect

STEP = 1.2
"""Each wheel notch zooms by this factor."""
MAX_ZOOM = 1.0
"""At most one logical pixel per map pixel (the painted map is 0.75 of that)."""
HOME_CENTRE = (2135.0, 700.0)
"""El Agheila to Cairo, where the war starts (and Operation Sonnenblume's Axis stands)."""
HOME_LEVEL = 4


@dataclass
class Camera:
    view: Rect = MAP_RECT
    level: int = HOME_LEVEL
    centre: tuple[float, float] = field(default=HOME_CENTRE)
    _zoom: tuple[Rect, int, float] | None = field(default=None, init=False, repr=False,
                                                  compare=False)

    def __post_init__(self) -> None:
        self.level = min(self.level, self.max_level)
        self.clamp()

    @property
    def min_zoom(self) -> float:
        """The whole theatre fits the window."""
        return min(self.view[2] / WORLD_W, self.view[3] / WORLD_H)

    @property
    def max_level(self) -> int:
        level = 0
        while self.min_zoom * STEP ** (level + 1) <= MAX_ZOOM + 1e-9:
            level += 1
        return level

    @property
    def zoom(self) -> float:
        """Logical pixels per map pixel (kept per window and level: a frame that composes
        the map asks it hundreds of times)."""
        kept = self._zoom
        if kept is None or kept[0] != self.view or kept[1] != self.level:
            kept = self._zoom = (self.view, self.level, self.min_zoom * STEP ** self.level)
        return kept[2]

    def clamp(self) -> None:
        """Keep the map filling the window (or centred when it is smaller)."""
        z = self.zoom
        cx, cy = self.centre
        half_w, half_h = self.view[2] / (2 * z), self.view[3] / (2 * z)
        cx = WORLD_W / 2 if half_w * 2 >= WORLD_W else min(max(cx, half_w), WORLD_W - half_w)
        cy = WORLD_H / 2 if half_h * 2 >= WORLD_H else min(max(cy, half_h), WORLD_H - half_h)
        self.centre = (cx, cy)

    def to_screen(self, point: tuple[float, float]) -> tuple[float, float]:
        x, y, w, h = self.view
        z = self.zoom
        return (x + w / 2 + (point[0] - self.centre[0]) * z,
                y + h / 2 + (point[1] - self.centre[1]) * z)

    def to_world(self, pos: tuple[float, float]) -> tuple[float, float]:
        x, y, w, h = self.view
        z = self.zoom
        return (self.centre[0] + (pos[0] - x - w / 2) / z,
                self.centre[1] + (pos[1] - y - h / 2) / z)

    def map_origin(self) -> tuple[float, float]:
        """Where the map's top-left corner falls, in logical pixels."""
        return self.to_screen((0.0, 0.0))

    def zoom_at(self, notches: int, pos: tuple[float, float]) -> bool:
        """Zoom by wheel notches about `pos`, keeping the point under it still."""
        level = min(max(self.level + notches, 0), self.max_level)
        if level == self.level:
            return False
        anchor = self.to_world(pos)
        self.level = level
        z = self.zoom
        x, y, w, h = self.view
        self.centre = (anchor[0] - (pos[0] - x - w / 2) / z, anchor[1] - (pos[1] - y - h / 2) / z)
        self.clamp()
        return True

    def pan(self, dx: float, dy: float) -> None:
        """Move the map by (dx, dy) logical pixels, as a drag does."""
        z = self.zoom
        self.centre = (self.centre[0] - dx / z, self.centre[1] - dy / z)
        self.clamp()

    def shows(self, point: tuple[float, float], margin: float = 12.0) -> bool:
        """Whether a map point falls inside the window (less a margin)."""
        sx, sy = self.to_screen(point)
        x, y, w, h = self.view
        return x + margin <= sx <= x + w - margin and y + margin <= sy <= y + h - margin

    def bring_into_view(self, points: list[tuple[float, float]], room: float = 70.0) -> bool:
        """When none of `points` shows, pan the least way that brings the nearest one in,
        `room` pixels inside the edge: a lit choice far away (Berbera, an event's space)
        would otherwise wait unseen, and a jump in zoom would lose the player's bearings."""
        if not points or any(self.shows(p) for p in points):
            return False
        x, y, w, h = self.view
        cx, cy = self.to_screen(self.centre)
        nearest = min(points, key=lambda p: (self.to_screen(p)[0] - cx) ** 2
                      + (self.to_screen(p)[1] - cy) ** 2)
        sx, sy = self.to_screen(nearest)
        room_x, room_y = min(room, w / 2), min(room, h / 2)
        dx = min(max(sx, x + room_x), x + w - room_x) - sx
        dy = min(max(sy, y + room_y), y + h - room_y) - sy
        self.pan(dx, dy)
        return True

    def reset(self) -> None:
        self.level = min(HOME_LEVEL, self.max_level)
        self.centre = HOME_CENTRE
        self.clamp()

    def key(self) -> tuple[int, int, int]:
        return (self.level, round(self.centre[0] * 4), round(self.centre[1] * 4))
