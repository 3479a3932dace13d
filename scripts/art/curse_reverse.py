"""Curse Reverse: its launcher tile, `build` (every file under `curse_reverse/`) and the notes
ART.md gives the renderer. The board squares, temples, curse tile and sand timer are drawn in
`curse_reverse_board`, the thieves, portraits, dice and icons in `curse_reverse_pieces`, and
the motifs they share (the gods' symbols, flagstones, carving) in `curse_reverse_motifs`."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from .covers import COVER_SIZE, frame_cover
from .curse_reverse_board import board_squares
from .curse_reverse_pieces import pieces
from .desert import Dune, add_moon, add_stars, paint_dunes, sky
from .geometry import Point, arc_points, spline
from .gradients import radial_glow
from .output import Written, save
from .palette import GOLD, INK, darken, lighten, rgb
from .pen import Pen
from .surfaces import blur, stack, tint


def cover_curse_reverse() -> pygame.Surface:
    w, h = COVER_SIZE
    stops = [(0.0, rgb("#18243A")), (0.42, rgb("#3A3F5E")), (0.62, rgb("#9A5A4E")),
             (0.7, rgb("#D88A5E"))]
    img = sky(w, h, stops)
    add_stars(img, "curse-stars", 70, h * 0.42)
    add_moon(img, (w * 0.14, h * 0.18), 13)
    img = paint_dunes(img, [
        Dune(0.74, 0.05, 0.3, rgb("#7A4E4A"), rgb("#5E3C40"), rgb("#5A3A3E"), "cr-0"),
        Dune(0.9, 0.1, 0.5, rgb("#5A3A38"), rgb("#3E2A2E"), rgb("#3A2628"), "cr-1"),
    ], light=1.0)
    temples = temple_row(w, h)
    thief = hooded_thief(w, h, (352, h - 4), 0.9)
    return frame_cover(stack((w, h), [img, temples, thief]))


def temple_row(w: int, h: int) -> pygame.Surface:
    """Four temples on the horizon, each with a lit doorway."""
    pen = Pen(w, h)
    glow = Pen(w, h)
    sil = rgb("#3B2830")
    base = h * 0.72
    # a stepped pyramid
    for k in range(5):
        pen.rrect((*sil, 255), (22 + k * 7, base - 12 - k * 11, 70 - k * 14, 13), 1)
    glow.rrect((*GOLD, 255), (52, base - 12, 10, 11), 2)
    # a columned temple
    x = 106
    pen.polygon((*sil, 255), [(x - 4, base - 42), (x + 31, base - 58), (x + 66, base - 42)])
    pen.rrect((*sil, 255), (x - 2, base - 42, 66, 5), 1)
    for k in range(5):
        pen.rrect((*sil, 255), (x + 2 + k * 13, base - 38, 6, 38), 1)
    pen.rrect((*sil, 255), (x - 4, base - 3, 70, 5), 1)
    glow.rrect((*GOLD, 255), (x + 26, base - 26, 10, 23), 2)
    # a domed shrine
    x = 190
    pen.polygon((*sil, 255), arc_points((x + 22, base - 36), 22, 22, 180, 360, 30))
    pen.line((*sil, 255), (x + 22, base - 58), (x + 22, base - 68), 2.4)
    pen.rrect((*sil, 255), (x, base - 37, 44, 38), 2)
    door = arc_points((x + 22, base - 16), 6, 6, 180, 360, 12)
    glow.polygon((*GOLD, 255), [*door, (x + 28, base), (x + 16, base)])
    # an obelisk gate
    x = 252
    pen.polygon((*sil, 255), [(x, base), (x + 3, base - 62), (x + 7, base - 68),
                              (x + 11, base - 62), (x + 14, base)])
    pen.polygon((*sil, 255), [(x + 40, base), (x + 43, base - 62), (x + 47, base - 68),
                              (x + 51, base - 62), (x + 54, base)])
    pen.rrect((*sil, 255), (x + 12, base - 30, 30, 30), 1)
    glow.rrect((*GOLD, 255), (x + 22, base - 20, 10, 20), 2)
    temples = pen.result()
    doors = glow.result()
    return stack((w, h), [temples, blur(tint(doors, GOLD, 200), 5), doors])


def hooded_thief(w: int, h: int, foot: Point, scale: float) -> pygame.Surface:
    """A cloaked thief in profile, facing the temples, holding out a glowing gem."""
    pen = Pen(w, h)

    def at(pts: Iterable[Point]) -> list[Point]:
        return [(foot[0] + x * scale, foot[1] + y * scale) for x, y in pts]

    cloak = spline([(16, -208), (32, -188), (38, -164), (36, -138), (46, -88), (60, -30),
                    (70, 12), (-60, 12), (-46, -42), (-36, -96), (-30, -124), (-30, -150),
                    (-34, -172), (-14, -198)], sharp=(0, 6, 7, 12))
    pen.polygon((*INK, 255), at(cloak))
    pen.polygon((*rgb("#140D09"), 255), at(spline(
        [(-30, -170), (-14, -184), (-4, -166), (-8, -148), (-24, -146)], sharp=(0,))))
    pen.circle((*rgb("#E9C46A"), 255), at([(-17, -164)])[0], 1.5 * scale)
    sleeve = spline([(-18, -142), (-46, -130), (-68, -124), (-72, -114), (-62, -108),
                     (-40, -108), (-16, -112)], sharp=(3, 4))
    pen.polygon((*darken(INK, 0.15), 255), at(sleeve))
    pen.polygon((*INK, 255), at([(-66, -126), (-78, -122), (-76, -112), (-68, -110)]))
    pen.polygon((*rgb("#3A2A22"), 255), at([(20, -150), (30, -110), (36, -60), (24, -90)]))
    figure = pen.result()
    gem = Pen(w, h)
    gx, gy = at([(-80, -134)])[0]
    g = 9 * scale
    gem.polygon((*rgb("#7FE0D2"), 255), [(gx, gy - g), (gx + g * 0.75, gy), (gx, gy + g),
                                         (gx - g * 0.75, gy)])
    gem.polygon((*lighten(rgb("#7FE0D2"), 0.6), 255), [(gx, gy - g), (gx + g * 0.75, gy),
                                                       (gx, gy)])
    rim = blur(tint(figure, rgb("#D88A5E"), 170), 2)
    return stack((w, h), [(rim, (-2, -1)), figure,
                          radial_glow(w, h, (gx, gy), 50 * scale, rgb("#7FE0D2"), 0.6, 2),
                          gem.result()])


def build(written: Written) -> None:
    """The launcher tile and every bitmap of Curse Reverse, under ``curse_reverse/``."""
    save(cover_curse_reverse(), "games/curse_reverse.png", written)
    for part in (board_squares, pieces):
        for name, surf in part().items():
            save(surf, f"{FOLDER}{name}.png", written)


SECTION = "## Curse Reverse"
FOLDER = "curse_reverse/"
