"""The Ouroboros: its launcher tile (the game's art will join it here)."""

from __future__ import annotations

import pygame

from .covers import COVER_SIZE, dusk_scene, frame_cover
from .desert import Dune, add_sun, paint_dunes
from .geometry import Point, polar, rotate, spline
from .noise import grain
from .output import Written, save
from .palette import DUNE_SHADOW, GOLD, INK, OASIS_TEAL, SAND, darken, rgb
from .pen import Pen
from .surfaces import shadow, stack


def cover_ouroboros() -> pygame.Surface:
    w, h = COVER_SIZE
    dunes = [Dune(0.66, 0.06, 0.3, rgb("#E8B98D"), rgb("#CC9880"), rgb("#D6A284"), "ou-0"),
             Dune(0.8, 0.08, 0.45, rgb("#EBC185"), rgb("#C99361"), rgb("#D29C62"), "ou-1"),
             Dune(0.97, 0.1, 0.6, SAND, DUNE_SHADOW, rgb("#CB9654"), "ou-2")]
    img = dusk_scene(w, h, 0.66, dunes[:1], sun=None)
    add_sun(img, (w / 2, h * 0.46), 62, rgb("#F9E2B4"), rgb("#FFE2A8"), w * 0.5, 0.55)
    img = paint_dunes(img, dunes[1:], light=1.0)
    ruin = ruins(w, h)
    serpent = serpent_ring(w, h, (w / 2, h * 0.5), 64)
    return frame_cover(stack((w, h), [img, ruin, shadow(serpent, (3, 5), 4, 140), serpent]))


def ruins(w: int, h: int) -> pygame.Surface:
    """Broken columns and a lintel, in warm clay tones."""
    pen = Pen(w, h)
    stone, dark = rgb("#C98F62"), rgb("#9C6444")
    specs = [(34, 0.78, 120, 22), (80, 0.8, 84, 20), (300, 0.8, 100, 20), (352, 0.78, 136, 24)]
    for x, base, height, width in specs:
        by = h * base
        top = by - height
        pen.rrect((*dark, 255), (x - width / 2 - 4, by - 6, width + 8, 8), 2)
        pen.polygon((*stone, 255), [(x - width / 2, by - 6), (x + width / 2, by - 6),
                                    (x + width / 2, top + 6), (x + width / 4, top),
                                    (x, top + 8), (x - width / 3, top + 2),
                                    (x - width / 2, top + 5)])
        for k in (-1, 0, 1):
            pen.line((*dark, 255), (x + k * width / 4, by - 9), (x + k * width / 4, top + 12), 1.6)
        pen.polygon((*darken(stone, 0.12), 255), [(x + width / 4, by - 6), (x + width / 2, by - 6),
                                                  (x + width / 2, top + 6), (x + width / 4, top)])
    pen.polygon((*stone, 255), [(12, h * 0.78 - 128), (112, h * 0.78 - 118), (108, h * 0.78 - 104),
                                (60, h * 0.78 - 108), (14, h * 0.78 - 112)])
    pen.polygon((*stone, 255), [(270, h * 0.8 - 98), (380, h * 0.8 - 142), (384, h * 0.8 - 128),
                                (274, h * 0.8 - 86)])
    pen.rrect((*dark, 255), (150, h * 0.86, 34, 12), 3)
    pen.rrect((*stone, 255), (196, h * 0.88, 22, 10), 3)
    art = pen.result()
    grain(art, "ruins", amp=6, mottle=6, cell=8)
    return stack((w, h), [shadow(art, (2, 3), 2, 110), art])


def serpent_ring(w: int, h: int, center: Point, radius: float) -> pygame.Surface:
    """A serpent curled in a ring, biting its own tail."""
    body, belly = OASIS_TEAL, rgb("#E9C46A")
    pen = Pen(w, h)
    start, end = -62, 262  # degrees; the head sits at the top right, the tail tip at `end`
    n = 120
    path = [polar(center, radius, start + (end - start) * i / n) for i in range(n + 1)]
    widths = [18 * (1 - 0.82 * (i / n) ** 1.6) for i in range(n + 1)]
    pen.ribbon((*body, 255), path, widths)
    inner = [polar(center, radius - widths[i] * 0.22, start + (end - start) * i / n)
             for i in range(n + 1)]
    pen.ribbon((*belly, 255), inner, [wd * 0.34 for wd in widths])
    for i in range(3, n - 4, 4):
        a = start + (end - start) * i / n
        wd = widths[i] * 0.38
        p = polar(center, radius + wd * 0.35, a)
        q1 = polar(center, radius + wd * 0.35 - 3, a - 4)
        q2 = polar(center, radius + wd * 0.35 + 3, a - 4)
        pen.polyline((*darken(body, 0.3), 255), [q1, p, q2], 1.4)
    hc = polar(center, radius + 1, start - 8)
    head_dir = start - 8 - 90
    head = [rotate((hc[0] + x, hc[1] + y), head_dir, hc) for x, y in spline(
        [(-12, -11), (6, -12), (20, -6), (24, 2), (18, 9), (4, 12), (-12, 10)], sharp=())]
    pen.polygon((*body, 255), head)
    pen.polygon((*INK, 255), [rotate((hc[0] + x, hc[1] + y), head_dir, hc)
                              for x, y in [(24, 1), (8, 2), (24, 4)]])
    eye = rotate((hc[0] + 6, hc[1] - 5), head_dir, hc)
    pen.circle((*GOLD, 255), eye, 3.2)
    pen.circle((*INK, 255), eye, 1.5)
    pen.outline(1.6, INK)
    return pen.result()


def build(written: Written) -> None:
    """The launcher tile; the game's own art joins it here."""
    save(cover_ouroboros(), "games/ouroboros.png", written)
