"""North Africa 1940-43, the map: its spaces, read from data/maps/north_africa.tmx with the
nudge each got off its real place, and the bending of real geography (coasts, rivers,
frontiers) to those nudged places, so the painted land lies where the spaces are."""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from . import north_africa_geography as geo
from .geometry import Point
from .output import ROOT


# =============================================================================================
# The spaces, read from the map, and the bending of real geography to their nudged places
# =============================================================================================
@dataclass(frozen=True)
class Place:
    name: str
    x: float
    y: float
    port: bool
    theatre: str
    dx: float
    dy: float


def places() -> list[Place]:
    """Every space of data/maps/north_africa.tmx with the nudge it got off its real place."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    scripts = str(ROOT / "scripts")
    if scripts not in sys.path:
        sys.path.insert(0, scripts)
    import make_north_africa_map as design

    from shifting_sands.content.maps import load_map

    board = load_map(ROOT / "data" / "maps" / "north_africa.tmx")
    out = []
    for sp in board.spaces:
        if sp.box:
            continue
        theatre = sp.props.get("theatre", "main")
        dx = dy = 0.0
        if sp.name in design.SPACES:
            _, lat, lon, _, _ = design.SPACES[sp.name]
            rx, ry = geo.project(theatre, lat, lon)
            dx, dy = sp.x - rx, sp.y - ry
        out.append(Place(sp.name, sp.x, sp.y, bool(sp.port), theatre, dx, dy))
    return out


def bend(points: Sequence[Point], spots: Sequence[Place], sigma: float = 46.0) -> list[Point]:
    """Move each point by the nudges of the spaces near its real place (fading with distance)."""
    out = []
    for x, y in points:
        sw = 0.25
        sx = sy = 0.0
        for s in spots:
            rx, ry = s.x - s.dx, s.y - s.dy
            d2 = (x - rx) ** 2 + (y - ry) ** 2
            if d2 > 9 * sigma * sigma:
                continue
            w = math.exp(-d2 / (sigma * sigma))
            sw += w
            sx += w * s.dx
            sy += w * s.dy
        out.append((x + sx / sw, y + sy / sw))
    return out


def fit_coast(coast: Sequence[Point], spots: Sequence[Place], sea: Sequence[Point],
              rounds: int = 12) -> list[Point]:
    """Bend the coast seawards round every space near it, so a port's centre lies at least
    18 px inland and any other space's 33 px; ``sea`` is the sea polygon the coast bounds
    (it tells which side is water). Each round lifts a smooth bump of land under every space
    still too near the water, then smooths the line."""
    pts = geo.resample(coast, 5.0)
    mid = len(pts) // 2
    (ax, ay), (bx, by) = pts[mid], pts[mid + 1]
    ln = math.hypot(bx - ax, by - ay) or 1.0
    left = ((by - ay) / ln, -(bx - ax) / ln)
    sign = 1.0 if geo.inside(((ax + bx) / 2 + left[0] * 2, (ay + by) / 2 + left[1] * 2),
                             sea) else -1.0
    near = [s for s in spots if geo.distance_to((s.x, s.y), pts) < 80]

    def normal(i: int) -> Point:
        a, b = pts[max(0, i - 1)], pts[min(len(pts) - 1, i + 1)]
        tx, ty = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(tx, ty) or 1.0
        return (ty / ln * sign, -tx / ln * sign)

    for _ in range(rounds):
        for s in near:
            need = 18.0 if s.port else 33.0
            k = min(range(len(pts)), key=lambda i: (pts[i][0] - s.x) ** 2 + (pts[i][1] - s.y) ** 2)
            nx, ny = normal(k)
            kx, ky = pts[k]
            land = -((s.x - kx) * nx + (s.y - ky) * ny)
            if land >= need - 0.5:
                continue
            push = (need - land) * 0.7
            reach = 1.4 * need
            for i, (x, y) in enumerate(pts):
                d2 = (x - kx) ** 2 + (y - ky) ** 2
                if d2 < 16 * reach * reach:
                    w = math.exp(-d2 / (reach * reach))
                    pts[i] = (x + nx * push * w, y + ny * push * w)
        pts = [pts[0]] + [(0.25 * a[0] + 0.5 * b[0] + 0.25 * c[0],
                           0.25 * a[1] + 0.5 * b[1] + 0.25 * c[1])
                          for a, b, c in zip(pts, pts[1:], pts[2:], strict=False)] + [pts[-1]]
    return pts


def projected(frame: str, lls: Sequence[tuple[float, float]]) -> list[Point]:
    return [geo.project(frame, lat, lon) for lat, lon in lls]
