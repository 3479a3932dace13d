"""North Africa 1940-43: its launcher tile (the game's art will join it here)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from .covers import COVER_SIZE, frame_cover
from .geometry import Point, bezier, spline
from .gradients import linear_gradient
from .noise import grain
from .output import Written, save
from .palette import BONE, DEEP_CLAY, INK, NIGHT_INDIGO, TERRACOTTA, Color, lighten, rgb
from .pen import Pen
from .surfaces import shadow, stack


def cover_north_africa() -> pygame.Surface:
    w, h = COVER_SIZE
    paper = linear_gradient(w, h, (0.3, 1), [(0, rgb("#EAD6A8")), (1, rgb("#D8BC84"))])
    grain(paper, "na-paper", amp=5, mottle=9, cell=26)
    pen = Pen(w, h)
    sea = rgb("#9DB8AE")
    coast = [(x, 52 + 14 * math.sin(x / 47) + 8 * math.sin(x / 13 + 1.3)
              + (18 if 150 < x < 250 else 0) * math.sin((x - 150) / 100 * math.pi))
             for x in range(-4, w + 6, 4)]
    pen.polygon((*sea, 255), [(-4, -4), (w + 4, -4), *coast[::-1]])
    pen.polyline((*rgb("#6F8D84"), 255), coast, 1.6)
    for k in range(1, 4):
        pen.polyline((*rgb("#B6CBC2"), 255), [(x, y - 7 * k) for x, y in coast], 0.9)
    for gx in range(0, w, 40):
        pen.line((*DEEP_CLAY, 50), (gx, 0), (gx, h), 0.8)
    for gy in range(0, h, 40):
        pen.line((*DEEP_CLAY, 50), (0, gy), (w, gy), 0.8)
    rng = random.Random("escarpment")
    for i in range(34):
        x = 40 + i * 9.5
        y = 170 + 10 * math.sin(i / 4)
        pen.line((*rgb("#9C7248"), 255), (x, y), (x + rng.uniform(-2, 2), y + 6), 1.2)
    pen.polyline((*rgb("#9C7248"), 255), [(40 + i * 9.5, 170 + 10 * math.sin(i / 4))
                                          for i in range(34)], 1.2)
    road = [(x, 86 + 8 * math.sin(x / 60)) for x in range(0, w, 4)]
    for a, b in zip(road[::2], road[1::2], strict=False):
        pen.line((*DEEP_CLAY, 200), a, b, 1.4)
    for tx, ty in ((60, 82), (206, 96), (338, 80)):
        pen.circle((*INK, 255), (tx, ty), 4)
        pen.circle((*BONE, 255), (tx, ty), 2)
    marks = pen.result()
    arrows = Pen(w, h)
    draw_arrow(arrows, bezier((40, 200), (130, 140), (170, 118), 30), TERRACOTTA, 14)
    draw_arrow(arrows, bezier((370, 210), (300, 150), (262, 134), 30), NIGHT_INDIGO, 14)
    arrow_layer = arrows.result()
    tank = tank_silhouette(w, h, (214, 150), 1.0)
    return frame_cover(stack((w, h), [paper, marks, shadow(arrow_layer, (2, 3), 2, 120),
                                      arrow_layer, shadow(tank, (3, 4), 2, 140), tank]))


def draw_arrow(pen: Pen, path: Sequence[Point], color: Color, width: float) -> None:
    """A thick campaign arrow along ``path``, ink-edged, head at the end."""
    n = len(path) - 1
    body = path[: n - 3]
    tail_widths = [width * (0.55 + 0.45 * i / len(body)) for i in range(len(body))]
    (x1, y1), (x2, y2) = path[n - 4], path[n]
    dx, dy = x2 - x1, y2 - y1
    ln = math.hypot(dx, dy) or 1.0
    ux, uy = dx / ln, dy / ln
    base = path[n - 4]
    head = [(base[0] - uy * width * 1.15, base[1] + ux * width * 1.15),
            (x2 + ux * width * 0.9, y2 + uy * width * 0.9),
            (base[0] + uy * width * 1.15, base[1] - ux * width * 1.15)]
    outline = Pen(*pen.size)
    outline.ribbon((*color, 255), body, tail_widths)
    outline.polygon((*color, 255), head)
    outline.outline(1.5, INK)
    pen.paste(outline)
    pen.ribbon((*lighten(color, 0.25), 255), body[2:],
               [wd * 0.3 for wd in tail_widths[2:]])


def tank_silhouette(w: int, h: int, center: Point, scale: float) -> pygame.Surface:
    pen = Pen(w, h)
    cx, cy = center
    olive, dark = rgb("#5E5A3A"), rgb("#34311F")
    pen.rrect((*dark, 255), (cx - 44 * scale, cy + 4, 88 * scale, 20 * scale), 10 * scale)
    for k in range(6):
        pen.circle((*rgb("#6B6648"), 255), (cx - 34 * scale + k * 13.6 * scale, cy + 14 * scale),
                   5 * scale)
        pen.circle((*dark, 255), (cx - 34 * scale + k * 13.6 * scale, cy + 14 * scale), 2 * scale)
    pen.polygon((*olive, 255), [(cx - 48 * scale, cy + 4), (cx - 40 * scale, cy - 8 * scale),
                                (cx + 42 * scale, cy - 8 * scale), (cx + 50 * scale, cy + 4)])
    pen.polygon((*olive, 255), spline([(cx - 20 * scale, cy - 8 * scale),
                                       (cx - 16 * scale, cy - 24 * scale),
                                       (cx + 14 * scale, cy - 26 * scale),
                                       (cx + 22 * scale, cy - 8 * scale)], sharp=(0, 3)))
    pen.line((*olive, 255), (cx + 14 * scale, cy - 18 * scale), (cx + 62 * scale, cy - 22 * scale),
             5 * scale, round_caps=False)
    pen.rrect((*olive, 255), (cx + 58 * scale, cy - 25 * scale, 8 * scale, 7 * scale), 1)
    pen.polygon((*lighten(olive, 0.2), 255), [(cx - 40 * scale, cy - 8 * scale),
                                              (cx + 42 * scale, cy - 8 * scale),
                                              (cx + 44 * scale, cy - 4 * scale),
                                              (cx - 42 * scale, cy - 4 * scale)])
    pen.outline(1.5, INK)
    return pen.result()


def build(written: Written) -> None:
    """The launcher tile; the game's own art joins it here."""
    save(cover_north_africa(), "games/north_africa.png", written)
