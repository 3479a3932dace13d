"""Points and paths: rotation, arcs, polygons, splines, and the unit design `Frame`."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Point = tuple[float, float]
Rect4 = tuple[float, float, float, float]


# =============================================================================================
# Geometry helpers
# =============================================================================================
def rotate(p: Point, angle_deg: float, about: Point = (0.0, 0.0)) -> Point:
    a = math.radians(angle_deg)
    x, y = p[0] - about[0], p[1] - about[1]
    return (
        about[0] + x * math.cos(a) - y * math.sin(a),
        about[1] + x * math.sin(a) + y * math.cos(a),
    )


def polar(center: Point, radius: float, angle_deg: float) -> Point:
    """Point at ``angle_deg`` (0 = right, 90 = down, screen convention)."""
    a = math.radians(angle_deg)
    return (center[0] + radius * math.cos(a), center[1] + radius * math.sin(a))


def arc_points(center: Point, rx: float, ry: float, a0: float, a1: float,
               n: int = 48) -> list[Point]:
    return [
        (center[0] + rx * math.cos(math.radians(a)), center[1] + ry * math.sin(math.radians(a)))
        for a in (a0 + (a1 - a0) * i / n for i in range(n + 1))
    ]


def regular_polygon(center: Point, radius: float, sides: int, start_deg: float) -> list[Point]:
    return [polar(center, radius, start_deg + 360 * i / sides) for i in range(sides)]


def star_points(center: Point, outer: float, inner: float, tips: int, start: float) -> list[Point]:
    pts = []
    for i in range(tips * 2):
        pts.append(polar(center, outer if i % 2 == 0 else inner, start + 180 * i / tips))
    return pts


def spline(points: Sequence[Point], closed: bool = True, sharp: Iterable[int] = (),
           steps: int = 12) -> list[Point]:
    """Catmull-Rom through ``points``; indices in ``sharp`` stay crisp corners."""
    pts = list(points)
    corners = set(sharp)
    n = len(pts)

    def tangent(i: int) -> Point:
        if i in corners or (not closed and i in (0, n - 1)):
            return (0.0, 0.0)
        a, b = pts[(i - 1) % n], pts[(i + 1) % n]
        return ((b[0] - a[0]) * 0.5, (b[1] - a[1]) * 0.5)

    out: list[Point] = []
    for i in range(n if closed else n - 1):
        p0, p1 = pts[i], pts[(i + 1) % n]
        m0, m1 = tangent(i), tangent((i + 1) % n)
        for s in range(steps):
            t = s / steps
            h00, h10 = 2 * t**3 - 3 * t**2 + 1, t**3 - 2 * t**2 + t
            h01, h11 = -2 * t**3 + 3 * t**2, t**3 - t**2
            out.append((
                h00 * p0[0] + h10 * m0[0] + h01 * p1[0] + h11 * m1[0],
                h00 * p0[1] + h10 * m0[1] + h01 * p1[1] + h11 * m1[1],
            ))
    if not closed:
        out.append(pts[-1])
    return out


def bezier(p0: Point, p1: Point, p2: Point, n: int = 24) -> list[Point]:
    """Quadratic Bezier sampled into ``n + 1`` points."""
    return [
        (
            (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
            (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1],
        )
        for t in (i / n for i in range(n + 1))
    ]


def offset_path(path: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """Outline of a variable-width ribbon along ``path`` (one width per point)."""
    left, right = [], []
    for i, p in enumerate(path):
        a = path[max(0, i - 1)]
        b = path[min(len(path) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        w = widths[i] / 2
        left.append((p[0] + nx * w, p[1] + ny * w))
        right.append((p[0] - nx * w, p[1] - ny * w))
    return left + right[::-1]


@dataclass(frozen=True)
class Frame:
    """Maps unit design coordinates (about -1..1) onto pixels."""

    cx: float
    cy: float
    r: float

    def p(self, x: float, y: float) -> Point:
        return (self.cx + x * self.r, self.cy + y * self.r)

    def ps(self, pts: Iterable[Point]) -> list[Point]:
        return [self.p(x, y) for x, y in pts]

    def d(self, v: float) -> float:
        return v * self.r
