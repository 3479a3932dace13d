"""North Africa 1940-43, the map's ornaments, painted over the terrain: the insets' framed
panels and their title ribbons, the title cartouche, the compass rose, the key, the panel under
the holding boxes and the border."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from . import north_africa_geography as geo
from .geometry import Point
from .north_africa_lettering import lettering
from .north_africa_terrain import (
    COAST,
    FRONTIER,
    GREEN,
    HACHURE,
    HIGHLAND,
    LAND_TOP,
    MARSH_INK,
    RIVER,
    SALT,
    SCALE,
    SEA_LINE,
    SEA_NEAR,
    SIZE,
    hach,
    tuft,
)
from .palette import BONE, DEEP_CLAY, DUNE_SHADOW, GOLD, INK, LIGHT_SAND, darken, lighten, rgb
from .pen import Pen
from .surfaces import clip, shadow


# =============================================================================================
# Panels, cartouche, compass rose, legend
# =============================================================================================
def panel_rect(poly: Sequence[Point]) -> tuple[int, int, int, int]:
    xs = [p[0] * SCALE for p in poly]
    ys = [p[1] * SCALE for p in poly]
    x0, y0 = math.floor(min(xs)), math.floor(min(ys))
    return (x0, y0, math.ceil(max(xs)) - x0, math.ceil(max(ys)) - y0)


def panel(surf: pygame.Surface, poly: Sequence[Point]) -> list:
    """An inset's picture cut to its panel, with a drop shadow and a double frame."""
    pts = [(x * SCALE, y * SCALE) for x, y in poly]
    full = Pen(*SIZE, ss=1)
    full.polygon((255, 255, 255, 255), pts)
    mask = full.result()
    x0, y0, _, _ = panel_rect(poly)
    placed = pygame.Surface(SIZE, pygame.SRCALPHA)
    placed.blit(surf, (x0, y0))
    frame = Pen(*SIZE, ss=1)
    frame.polyline((*DEEP_CLAY, 255), pts, 4.0, closed=True)
    frame.polyline((*GOLD, 255), pts, 1.4, closed=True)
    inner = Pen(*SIZE, ss=1)
    inner.polyline((*DEEP_CLAY, 150), inset_poly(pts, 6), 1.0, closed=True)
    return [shadow(mask, (3, 5), 7, 150), clip(placed, mask), clip(inner.result(), mask),
            frame.result()]


def inset_poly(pts: Sequence[Point], d: float) -> list[Point]:
    """A rectilinear polygon moved ``d`` inwards (its corners are all right angles)."""
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    out = []
    n = len(pts)
    for i, (x, y) in enumerate(pts):
        px, py = pts[i - 1]
        qx, qy = pts[(i + 1) % n]
        # the inward normal of each neighbouring edge, summed
        ox = oy = 0.0
        for ax, ay, bx, by in ((px, py, x, y), (x, y, qx, qy)):
            ex, ey = bx - ax, by - ay
            ln = math.hypot(ex, ey) or 1
            nx, ny = -ey / ln, ex / ln
            mx, my = (ax + bx) / 2, (ay + by) / 2
            if geo.inside((mx + nx * 2, my + ny * 2), pts):
                ox += nx
                oy += ny
            else:
                ox -= nx
                oy -= ny
        out.append((x + ox * d, y + oy * d))
    del cx, cy
    return out


def banner(text: str, center: Point, px: float) -> list:
    """An inset's title on a parchment ribbon."""
    label = lettering(text, px, INK, "caps", spacing=1.2)
    lw, lh = label.get_size()
    w, h = lw + 44, lh + 6
    x, y = center[0] - w / 2, center[1] - h / 2
    pen = Pen(*SIZE, ss=1)
    pen.polygon((*darken(BONE, 0.12), 255), [(x - 14, y + 6), (x + 6, y + 6), (x + 6, y + h + 6),
                                              (x - 14, y + h + 6), (x - 6, y + h / 2 + 6)])
    pen.polygon((*darken(BONE, 0.12), 255), [(x + w + 14, y + 6), (x + w - 6, y + 6),
                                              (x + w - 6, y + h + 6), (x + w + 14, y + h + 6),
                                              (x + w + 6, y + h / 2 + 6)])
    pen.rrect((*BONE, 255), (x, y, w, h), 3)
    pen.rrect((*DEEP_CLAY, 255), (x, y, w, h), 3, 1.2)
    pen.rrect((*GOLD, 200), (x + 4, y + 4, w - 8, h - 8), 2, 0.8)
    art = pen.result()
    return [shadow(art, (2, 3), 3, 110), art, (label, (center[0] - lw / 2, center[1] - lh / 2))]


def cartouche(center: Point) -> list:
    """The title: a framed parchment plate with scrolled ends."""
    title = lettering("North Africa", 50, INK, "serif_bold", spacing=1.0)
    years = lettering("1940 - 43", 30, DEEP_CLAY, "caps", spacing=3.0)
    sub = lettering("The War in the Desert", 16, darken(DEEP_CLAY, 0.1), "caps", spacing=2.0)
    tw = max(title.get_width(), years.get_width()) + 90
    th = title.get_height() + years.get_height() + sub.get_height() + 40
    x, y = center[0] - tw / 2, center[1] - th / 2
    pen = Pen(*SIZE, ss=2)
    for sx in (-1, 1):
        ex = x if sx < 0 else x + tw
        pen.circle((*darken(BONE, 0.18), 255), (ex, y + 22), 16)
        pen.circle((*darken(BONE, 0.18), 255), (ex, y + th - 22), 16)
        pen.ring((*DEEP_CLAY, 255), (ex, y + 22), 16, 1.4)
        pen.ring((*DEEP_CLAY, 255), (ex, y + th - 22), 16, 1.4)
    pen.rrect((*BONE, 255), (x, y, tw, th), 8)
    pen.rrect((*DEEP_CLAY, 255), (x, y, tw, th), 8, 2.4)
    pen.rrect((*GOLD, 255), (x + 7, y + 7, tw - 14, th - 14), 5, 1.2)
    pen.rrect((*DEEP_CLAY, 160), (x + 11, y + 11, tw - 22, th - 22), 4, 0.7)
    ty = y + 14
    mid = ty + title.get_height() + 2
    pen.line((*GOLD, 255), (center[0] - tw / 2 + 40, mid), (center[0] + tw / 2 - 40, mid), 1.2)
    for sx in (-1, 1):
        pen.polygon((*DEEP_CLAY, 255), [(center[0] + sx * (tw / 2 - 40), mid - 3),
                                         (center[0] + sx * (tw / 2 - 34), mid),
                                         (center[0] + sx * (tw / 2 - 40), mid + 3),
                                         (center[0] + sx * (tw / 2 - 46), mid)])
    art = pen.result()
    paper = pygame.Surface(SIZE, pygame.SRCALPHA)
    layers = [shadow(art, (3, 5), 6, 130), art, paper,
              (title, (center[0] - title.get_width() / 2, ty)),
              (years, (center[0] - years.get_width() / 2, mid + 4)),
              (sub, (center[0] - sub.get_width() / 2, mid + 8 + years.get_height()))]
    return layers


def compass(center: Point, r: float) -> list:
    cx, cy = center
    pen = Pen(*SIZE, ss=2)
    pen.ring((*DEEP_CLAY, 200), center, r * 0.78, 1.2)
    pen.ring((*DEEP_CLAY, 140), center, r * 0.70, 0.7)
    for k in range(32):
        a = k / 32 * math.tau
        r0 = r * (0.70 if k % 4 else 0.64)
        pen.line((*DEEP_CLAY, 180), (cx + r0 * math.cos(a), cy + r0 * math.sin(a)),
                 (cx + r * 0.78 * math.cos(a), cy + r * 0.78 * math.sin(a)), 0.8, False)
    # the four minor points, then the four major ones, each half light, half dark
    for big, start, length in ((False, 45, 0.55), (True, 0, 1.0)):
        for k in range(4):
            ang = start + 90 * k - 90
            tip = (cx + r * length * math.cos(math.radians(ang)),
                   cy + r * length * math.sin(math.radians(ang)))
            wd = r * (0.16 if big else 0.11)
            left = (cx + wd * math.cos(math.radians(ang - 90)),
                    cy + wd * math.sin(math.radians(ang - 90)))
            right = (cx + wd * math.cos(math.radians(ang + 90)),
                     cy + wd * math.sin(math.radians(ang + 90)))
            pen.polygon((*(BONE if big else LIGHT_SAND), 255), [center, left, tip])
            pen.polygon((*(DEEP_CLAY if big else darken(DUNE_SHADOW, 0.2)), 255),
                        [center, tip, right])
            pen.polyline((*INK, 220), [left, tip, right], 0.8)
    pen.circle((*GOLD, 255), center, r * 0.07)
    pen.ring((*INK, 255), center, r * 0.07, 0.6)
    art = pen.result()
    n = lettering("N", r * 0.36, INK, "serif_bold")
    return [shadow(art, (2, 3), 3, 90), art,
            (n, (cx - n.get_width() / 2, cy - r * 1.02 - n.get_height() * 0.8))]


def legend(rect: tuple[float, float, float, float]) -> list:
    """A key of the map's textures, without a scale (the map's distances are not to scale)."""
    x, y, w, h = rect
    pen = Pen(*SIZE, ss=2)
    pen.rrect((*lighten(BONE, 0.1), 235), rect, 6)
    pen.rrect((*DEEP_CLAY, 255), rect, 6, 1.8)
    pen.rrect((*GOLD, 220), (x + 5, y + 5, w - 10, h - 10), 4, 0.9)
    title = lettering("Key", 22, INK, "caps", spacing=2.0)
    rows = [("sea", "Sea and lakes"), ("dunes", "Sand sea"), ("ridge", "Mountains"),
            ("scarp", "Escarpment"), ("marsh", "Salt marsh"), ("green", "Nile valley and oases"),
            ("frontier", "Frontier")]
    sw, sh = 40, 16
    top = y + 42
    step = (h - 56) / len(rows)
    labels = []
    rng = random.Random("na-legend")
    for i, (kind, text) in enumerate(rows):
        sx, sy = x + 18, top + i * step
        box = (sx, sy, sw, sh)
        if kind == "sea":
            pen.rrect((*SEA_NEAR, 255), box, 2)
            for k in range(3):
                pen.line((*SEA_LINE, 150), (sx + 2, sy + 5 + k * 5), (sx + sw - 2, sy + 5 + k * 5),
                         0.8, False)
            pen.line((*COAST, 255), (sx, sy + 1), (sx + sw, sy + 1), 1.4, False)
        elif kind == "dunes":
            pen.rrect((*rgb("#EBC27E"), 255), box, 2)
            for k in range(4):
                pts = [(sx + 2 + t, sy + 3 + k * 4.5 + 1.6 * math.sin(t / 5 + k))
                       for t in range(0, sw - 3, 2)]
                pen.polyline((*DUNE_SHADOW, 200), pts, 1.0)
        elif kind == "ridge":
            pen.rrect((*HIGHLAND, 200), box, 2)
            for t in range(0, sw - 6, 3):
                hach(pen, (sx + 4 + t, sy + sh / 2), (sx + 4 + t, sy + 2), (*HACHURE, 140), 0.8)
                hach(pen, (sx + 4 + t, sy + sh / 2), (sx + 4 + t, sy + sh - 2), (*HACHURE, 220),
                     1.1)
        elif kind == "scarp":
            pen.rrect((*LAND_TOP, 255), box, 2)
            pen.line((*HACHURE, 180), (sx + 3, sy + 6), (sx + sw - 3, sy + 6), 0.9, False)
            for t in range(0, sw - 6, 3):
                hach(pen, (sx + 4 + t, sy + 6), (sx + 4 + t, sy + 14), (*HACHURE, 170), 0.9)
        elif kind == "marsh":
            pen.rrect((*SALT, 255), box, 2)
            for q in ((sx + 10, sy + 8), (sx + 30, sy + 8), (sx + 20, sy + 16), (sx + 38, sy + 16)):
                tuft(pen, q, (*MARSH_INK, 220), rng)
        elif kind == "green":
            pen.rrect((*GREEN, 255), box, 2)
            pen.polyline((*RIVER, 255), [(sx + 4, sy + sh - 3), (sx + 18, sy + 9),
                                         (sx + 30, sy + 12), (sx + sw - 3, sy + 3)], 1.6)
        else:
            pen.rrect((*LAND_TOP, 255), box, 2)
            pen.line((*FRONTIER, 50), (sx + 2, sy + sh / 2), (sx + sw - 2, sy + sh / 2), 5, False)
            for t in range(0, sw - 6, 8):
                pen.line((*FRONTIER, 200), (sx + 3 + t, sy + sh / 2), (sx + 8 + t, sy + sh / 2),
                         1.2, False)
        pen.rrect((*DEEP_CLAY, 200), box, 2, 0.8)
        label = lettering(text, 16, INK, "serif")
        labels.append((label, (sx + sw + 12, sy + sh / 2 - label.get_height() / 2 - 1)))
    art = pen.result()
    return [shadow(art, (2, 4), 5, 110), art,
            (title, (x + w / 2 - title.get_width() / 2, y + 10)), *labels]


def holding_panel() -> list:
    x, y, w, h = (v * SCALE for v in geo.HOLDING_PANEL)
    pen = Pen(*SIZE, ss=2)
    pen.rrect((*lighten(BONE, 0.05), 225), (x, y, w, h), 6)
    pen.rrect((*DEEP_CLAY, 255), (x, y, w, h), 6, 1.8)
    pen.rrect((*GOLD, 200), (x + 5, y + 5, w - 10, h - 10), 4, 0.8)
    art = pen.result()
    return [shadow(art, (2, 4), 5, 110), art]


def border() -> pygame.Surface:
    w, h = SIZE
    pen = Pen(w, h, ss=1)
    pen.rrect((*DEEP_CLAY, 255), (0, 0, w, h), 0, 6)
    pen.rrect((*GOLD, 255), (6, 6, w - 12, h - 12), 0, 1.5)
    pen.rrect((*DEEP_CLAY, 200), (10, 10, w - 20, h - 20), 0, 0.8)
    return pen.result()
