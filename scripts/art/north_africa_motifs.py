"""North Africa 1940-43: drawings more than one of its modules use. The tank seen side on is
on the launcher tile (`north_africa`) and on the armour card emblem (`north_africa_emblems`)."""

from __future__ import annotations

import pygame

from .geometry import Point, spline
from .palette import INK, lighten, rgb
from .pen import Pen


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
