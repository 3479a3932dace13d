"""Curse Reverse: the 15 cartouche tiles (56x84): an upright gold cartouche ring on a shen bar
around a lapis field, with one bold gold glyph for each minor god, and the plain carved
sandstone back they show face down."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from .curse_reverse_motifs import LAPIS, carve, solid
from .geometry import Frame, arc_points, bezier, polar, spline, star_points
from .gradients import linear_gradient
from .materials import StoneTint, stone_texture
from .noise import grain
from .palette import GOLD, WHITE, darken, lighten, rgb
from .pen import Pen, shape_mask
from .surfaces import apply_mask, shadow, stack

CARTOUCHE = (56, 84)
RING = (5, 3, 46, 70)
FIELD = (10, 8, 36, 60)
BAR = (9, 70, 38, 9)
FILL = solid(GOLD)
CUT = solid(darken(LAPIS, 0.3))
BACK_STONE = StoneTint(rgb("#C9A77A"), rgb("#EBD6B0"), rgb("#7E5A3A"))
Draw = Callable[[Pen, Frame], None]


# --- the glyphs: gold silhouettes in a frame about 30 px wide, 50 px tall ---------------------
def aker(p: Pen, f: Frame) -> None:
    """Two lions lying back to back, the sun between them."""
    p.circle(FILL, f.p(0, -0.9), f.d(0.36))
    p.rrect(FILL, (*f.p(-0.82, 0.02), f.d(1.64), f.d(0.36)), f.d(0.16))
    for side in (-1, 1):
        p.circle(FILL, f.p(side * 0.74, -0.1), f.d(0.3))
        p.polygon(FILL, f.ps([(side * 0.94, -0.2), (side * 1.14, -0.02), (side * 0.94, 0.06)]))
        p.line(FILL, f.p(side * 0.66, 0.3), f.p(side * 0.98, 0.42), f.d(0.14))
        p.line(FILL, f.p(side * 0.22, 0.3), f.p(side * 0.3, 0.42), f.d(0.14))
        p.circle(CUT, f.p(side * 0.82, -0.16), f.d(0.06))
    p.rrect(FILL, (*f.p(-0.9, 0.46), f.d(1.8), f.d(0.14)), f.d(0.04))
    p.line(CUT, f.p(0, 0.02), f.p(0, 0.38), f.d(0.08))


def apep(p: Pen, f: Frame) -> None:
    """The serpent: a long body in tight waves, head at the top."""
    path = [f.p(0.42 * math.sin(t * 0.5), -1.1 + t * 0.17) for t in range(15)]
    p.ribbon(FILL, path, [f.d(0.34 - 0.22 * i / 14) for i in range(15)])
    head = f.ps(spline([(-0.1, -1.5), (0.36, -1.4), (0.5, -1.16), (0.2, -1.02), (-0.16, -1.08)],
                       sharp=(2,)))
    p.polygon(FILL, head)
    p.circle(CUT, f.p(0.12, -1.3), f.d(0.07))
    p.polyline(solid(rgb("#D84A3A")), f.ps([(0.5, -1.16), (0.74, -1.14), (0.84, -1.24)]),
               f.d(0.05))


def aten(p: Pen, f: Frame) -> None:
    """The sun disc whose rays end in little hands."""
    c = f.p(0, -0.9)
    for k in range(7):
        a = 50 + k * 13.3
        end = polar(c, f.d(2.1), a)
        p.line(FILL, polar(c, f.d(0.4), a), end, f.d(0.08))
        p.circle(FILL, end, f.d(0.13))
    p.circle(FILL, c, f.d(0.5))
    p.circle(solid(lighten(GOLD, 0.5)), f.p(-0.15, -1.05), f.d(0.14))


def babi(p: Pen, f: Frame) -> None:
    """A seated baboon in profile, facing right."""
    p.polygon(FILL, f.ps(spline([(-0.3, -0.64), (0.3, -0.56), (0.5, 0.2), (0.66, 1.06),
                                 (-0.7, 1.06), (-0.74, 0.3)], sharp=(3, 4))))
    p.circle(FILL, f.p(0.06, -0.86), f.d(0.42))
    p.polygon(FILL, f.ps([(0.26, -1.06), (0.86, -0.9), (0.82, -0.62), (0.3, -0.6)]))
    p.circle(CUT, f.p(0.24, -0.94), f.d(0.07))
    p.polyline(CUT, f.ps([(-0.2, 0.2), (0.26, 0.36), (0.34, 0.66)]), f.d(0.08))
    p.polyline(FILL, f.ps(bezier((-0.66, 0.9), (-1.1, 0.6), (-0.9, 0.0), 8)), f.d(0.12))


def bast(p: Pen, f: Frame) -> None:
    """A seated cat: tall pointed ears, straight back, tail curled round the feet."""
    p.polygon(FILL, f.ps(spline([(0.12, -0.72), (0.42, -0.5), (0.3, 0.1), (0.56, 0.7),
                                 (0.56, 1.06), (-0.5, 1.06), (-0.44, 0.4), (-0.2, -0.3)],
                                sharp=(3, 4, 5))))
    p.circle(FILL, f.p(0.18, -0.96), f.d(0.32))
    p.polygon(FILL, f.ps([(0.0, -1.1), (0.02, -1.56), (0.22, -1.18)]))
    p.polygon(FILL, f.ps([(0.24, -1.2), (0.4, -1.6), (0.46, -1.08)]))
    p.polygon(FILL, f.ps([(0.42, -0.98), (0.66, -0.86), (0.44, -0.8)]))
    p.circle(CUT, f.p(0.3, -1.0), f.d(0.06))
    p.polyline(FILL, f.ps(bezier((-0.46, 0.96), (0.3, 1.3), (0.9, 0.9), 8)), f.d(0.12))
    p.line(CUT, f.p(0.2, -0.6), f.p(0.36, -0.6), f.d(0.06))


def bennu(p: Pen, f: Frame) -> None:
    """The heron: long legs, long beak, two crest feathers."""
    p.polygon(FILL, f.ps(spline([(0.1, -0.3), (0.4, 0.0), (0.2, 0.56), (-0.46, 0.76),
                                 (-0.34, 0.3)], sharp=(3,))))
    p.polyline(FILL, f.ps(bezier((0.14, -0.2), (-0.14, -0.7), (0.14, -1.0), 8)), f.d(0.16))
    p.circle(FILL, f.p(0.16, -1.06), f.d(0.16))
    p.polygon(FILL, f.ps([(0.26, -1.14), (0.86, -0.96), (0.26, -1.0)]))
    p.polyline(FILL, f.ps([(0.06, -1.14), (-0.3, -1.5), (-0.5, -1.46)]), f.d(0.06))
    p.polyline(FILL, f.ps([(0.06, -1.12), (-0.2, -1.6)]), f.d(0.06))
    p.circle(CUT, f.p(0.2, -1.08), f.d(0.05))
    for x in (-0.08, 0.12):
        p.line(FILL, f.p(x, 0.6), f.p(x, 1.4), f.d(0.08))
        p.line(FILL, f.p(x, 1.4), f.p(x + 0.24, 1.44), f.d(0.07))


def khnum(p: Pen, f: Frame) -> None:
    """A ram's head seen from the front, curled horns."""
    p.polygon(FILL, f.ps(spline([(-0.42, -0.5), (0.42, -0.5), (0.36, 0.4), (0.16, 1.0),
                                 (-0.16, 1.0), (-0.36, 0.4)], sharp=(0, 1))))
    for side in (-1, 1):
        curl = []
        for i in range(19):
            t = i / 18
            ang = math.radians(200 + 330 * t)
            r = 0.5 - 0.34 * t
            curl.append(f.p(side * (0.62 + r * math.cos(ang)), -0.24 + r * math.sin(ang)))
        p.polyline(FILL, curl, f.d(0.2))
        p.circle(CUT, f.p(side * 0.18, -0.14), f.d(0.07))
    p.circle(CUT, f.p(0, 0.82), f.d(0.08))


def khonsu(p: Pen, f: Frame) -> None:
    """A crescent moon cradling the full disc."""
    c = f.p(0, -0.1)
    outer = arc_points(c, f.d(0.92), f.d(0.92), 0, 180, 24)
    inner = arc_points(f.p(0, -0.36), f.d(0.8), f.d(0.66), 180, 0, 24)
    p.polygon(FILL, [*outer, *inner])
    p.circle(FILL, f.p(0, -0.5), f.d(0.5))
    p.circle(solid(lighten(GOLD, 0.45)), f.p(-0.14, -0.64), f.d(0.16))
    p.rrect(FILL, (*f.p(-0.12, 0.8), f.d(0.24), f.d(0.5)), f.d(0.06))


def maat(p: Pen, f: Frame) -> None:
    """The feather of truth, its tip curling over."""
    p.polygon(FILL, f.ps(spline([(0.1, 1.2), (0.34, 0.2), (0.44, -0.8), (0.3, -1.36),
                                 (-0.12, -1.5), (-0.36, -1.3), (-0.1, -1.1), (-0.22, 0.2)],
                                sharp=(0, 4))))
    p.line(CUT, f.p(0.06, 1.0), f.p(0.14, -1.0), f.d(0.06))
    for k in range(5):
        y = -0.7 + k * 0.34
        p.line(CUT, f.p(0.14, y), f.p(0.34, y - 0.16), f.d(0.04))


def mafdet(p: Pen, f: Frame) -> None:
    """The cheetah's claw: three curved talon slashes raking down."""
    for k in (-1, 0, 1):
        x = k * 0.5
        spine = bezier((x + 0.3, -1.3 + abs(k) * 0.2), (x + 0.36, -0.1), (x - 0.3, 1.2 - abs(k) *
                                                                          0.2), 16)
        p.ribbon(FILL, f.ps(spine), [f.d(0.06 + 0.3 * math.sin(math.pi * i / 16))
                                     for i in range(17)])
    p.circle(FILL, f.p(0.9, -1.3), f.d(0.1))


def menhit(p: Pen, f: Frame) -> None:
    """A lioness's head in profile, facing left, round-eared, wearing a sun disc."""
    p.circle(FILL, f.p(0.1, -1.32), f.d(0.3))
    p.polygon(FILL, f.ps(spline([(-0.1, -0.9), (0.4, -0.86), (0.6, -0.4), (0.56, 1.2),
                                 (-0.3, 1.2), (-0.12, 0.14), (-0.66, -0.06), (-0.8, -0.36),
                                 (-0.6, -0.7)], sharp=(3, 4))))
    p.circle(FILL, f.p(0.36, -0.8), f.d(0.2))
    p.circle(CUT, f.p(0.36, -0.8), f.d(0.08))
    p.circle(CUT, f.p(-0.24, -0.46), f.d(0.07))
    p.line(CUT, f.p(-0.8, -0.24), f.p(-0.46, -0.2), f.d(0.05))
    p.polyline(CUT, f.ps([(0.2, -0.1), (0.34, 0.5), (0.24, 1.1)]), f.d(0.05))


def nekhbet(p: Pen, f: Frame) -> None:
    """A vulture with spread wings, head turned in profile."""
    for side in (-1, 1):
        wing = [(side * 0.1, -0.4), (side * 0.96, -0.74), (side * 1.12, -0.2),
                (side * 0.9, 0.5), (side * 0.2, 0.3)]
        p.polygon(FILL, f.ps(spline(wing, sharp=(0, 2, 4))))
        for k in range(3):
            p.line(CUT, f.p(side * (0.4 + k * 0.18), 0.0 + k * 0.1),
                   f.p(side * (0.5 + k * 0.18), 0.42 - k * 0.04), f.d(0.05))
    p.ellipse(FILL, f.p(0, 0.1), f.d(0.28), f.d(0.62))
    p.circle(FILL, f.p(0.04, -0.7), f.d(0.2))
    p.polygon(FILL, f.ps([(0.2, -0.78), (0.44, -0.64), (0.22, -0.58)]))
    p.polygon(FILL, f.ps([(-0.26, 0.6), (0.26, 0.6), (0.34, 1.1), (-0.34, 1.1)]))
    p.circle(CUT, f.p(0.08, -0.74), f.d(0.05))
    for x in (-0.14, 0.14):
        p.line(FILL, f.p(x, 1.1), f.p(x, 1.36), f.d(0.1))


def nut(p: Pen, f: Frame) -> None:
    """The sky goddess: an arch spangled with stars."""
    outer = arc_points(f.p(0, 0.3), f.d(1.04), f.d(1.5), 180, 360, 30)
    inner = arc_points(f.p(0, 0.3), f.d(0.74), f.d(1.18), 360, 180, 30)
    p.polygon(FILL, [*outer, *inner])
    p.rrect(FILL, (*f.p(-1.12, 0.26), f.d(0.4), f.d(1.0)), f.d(0.08))
    p.rrect(FILL, (*f.p(0.72, 0.26), f.d(0.4), f.d(1.0)), f.d(0.08))
    for x, y, r in ((0, -0.36, 0.3), (-0.38, 0.3, 0.22), (0.36, 0.5, 0.22), (0.0, 0.96, 0.2)):
        p.polygon(FILL, star_points(f.p(x, y), f.d(r), f.d(r * 0.42), 5, -90))
    for a in (200, 240, 300, 340):
        p.polygon(CUT, star_points(polar(f.p(0, 0.3), f.d(0.9), a), f.d(0.1), f.d(0.04), 5, -90))
    del a


def set_animal(p: Pen, f: Frame) -> None:
    """The Set animal's head: long curved snout and two tall square-topped ears."""
    p.polygon(FILL, f.ps(spline([(-0.4, -0.4), (0.1, -0.56), (0.52, -0.3), (0.9, 0.0),
                                 (0.96, 0.2), (0.5, 0.1), (0.2, 0.24), (0.16, 1.2),
                                 (-0.5, 1.2), (-0.5, 0.1)], sharp=(4, 7, 8))))
    for x in (-0.36, -0.06):
        p.polygon(FILL, f.ps([(x, -0.4), (x + 0.16, -0.4), (x + 0.16, -1.3), (x + 0.32, -1.3),
                              (x + 0.32, -1.5), (x - 0.06, -1.5), (x - 0.04, -1.3)]))
    p.circle(CUT, f.p(0.06, -0.24), f.d(0.07))


def wadjet(p: Pen, f: Frame) -> None:
    """A rearing cobra in profile: wide hood, coiled tail below."""
    p.polygon(FILL, f.ps(spline([(0.06, -1.36), (0.46, -1.16), (0.36, -0.6), (0.22, 0.3),
                                 (-0.22, 0.3), (-0.4, -0.46), (-0.36, -1.0)], sharp=(3, 4))))
    p.polygon(FILL, f.ps([(0.3, -1.3), (0.66, -1.16), (0.36, -1.04)]))
    p.circle(CUT, f.p(0.22, -1.18), f.d(0.06))
    p.polygon(CUT, f.ps([(-0.02, -0.84), (0.08, -0.84), (0.06, -0.1), (-0.02, -0.1)]))
    p.ellipse(FILL, f.p(0, 0.84), f.d(0.82), f.d(0.34))
    p.ellipse(CUT, f.p(0, 0.84), f.d(0.5), f.d(0.14))
    p.line(FILL, f.p(-0.12, 0.2), f.p(-0.34, 0.7), f.d(0.3))


GLYPHS: dict[str, Draw] = {"aker": aker, "apep": apep, "aten": aten, "babi": babi, "bast": bast,
                           "bennu": bennu, "khnum": khnum, "khonsu": khonsu, "maat": maat,
                           "mafdet": mafdet, "menhit": menhit, "nekhbet": nekhbet, "nut": nut,
                           "set": set_animal, "wadjet": wadjet}


# --- the tiles ---------------------------------------------------------------------------------
def outline_mask() -> pygame.Surface:
    w, h = CARTOUCHE

    def draw(p: Pen) -> None:
        p.rrect(WHITE, RING, 23)
        p.rrect(WHITE, BAR, 3)
    return shape_mask(w, h, draw)


def face(name: str) -> pygame.Surface:
    w, h = CARTOUCHE
    ring = Pen(w, h)
    ring.rrect(solid(darken(GOLD, 0.45)), RING, 23)
    ring.rrect(solid(darken(GOLD, 0.45)), BAR, 3)
    ring.rrect(solid(GOLD), (RING[0] + 1, RING[1] + 0.6, RING[2] - 2, RING[3] - 2), 22)
    ring.rrect(solid(GOLD), (BAR[0] + 1, BAR[1] + 0.6, BAR[2] - 2, BAR[3] - 2), 2.4)
    ring.rrect(solid(lighten(GOLD, 0.45)), (RING[0] + 2, RING[1] + 1.5, RING[2] - 4, RING[3] - 4),
               21, 0.9)
    for x in range(BAR[0] + 5, BAR[0] + BAR[2] - 3, 5):
        ring.line(solid(darken(GOLD, 0.4)), (x, BAR[1] + 1.6), (x, BAR[1] + BAR[3] - 1.6), 0.8)
    ring.shade(0.15, 0.2)
    field_mask = shape_mask(w, h, lambda p: p.rrect(WHITE, FIELD, 18))
    field = linear_gradient(w, h, (0.4, 1), [(0, lighten(LAPIS, 0.12)), (1, darken(LAPIS, 0.3))])
    grain(field, "cr-lapis", amp=5, mottle=8, cell=6)
    rng = random.Random("cr-lapis-flecks")
    for _ in range(26):
        field.set_at((rng.randrange(w), rng.randrange(h)), lighten(GOLD, 0.3))
    glyph = Pen(w, h)
    GLYPHS[name](glyph, Frame(28, 38.5, 13.5))
    glyph.shade(0.2, 0.12)
    glyph.outline(0.9, darken(LAPIS, 0.6))
    art = glyph.result()
    ring_art = ring.result()
    grain(ring_art, "cr-gold", amp=5)
    return stack((w, h), [shadow(outline_mask(), (0.6, 1.6), 1.6, 170), ring_art,
                          apply_mask(field, field_mask), shadow(art, (0.6, 1), 0.8, 170), art])


def back() -> pygame.Surface:
    """The face-down tile: the same outline in plain carved sandstone, no glyph."""
    w, h = CARTOUCHE
    mask = outline_mask()
    stone = stone_texture(w, h, BACK_STONE, "cr-cartouche-back", mottle=8, strata=5)
    groove = shape_mask(w, h, lambda p: (p.rrect(WHITE, (10, 8, 36, 60), 18, 1.8),
                                         p.line(WHITE, (14, 75), (42, 75), 1.4)))
    carved = carve(stone, groove, BACK_STONE, 1.0)
    rim = Pen(w, h)
    rim.rrect(solid(darken(BACK_STONE.dark, 0.3)), RING, 23, 1.0)
    rim.rrect(solid(darken(BACK_STONE.dark, 0.3)), BAR, 3, 1.0)
    return stack((w, h), [shadow(mask, (0.6, 1.6), 1.6, 170), apply_mask(carved, mask),
                          rim.result()])


def cartouches() -> dict[str, pygame.Surface]:
    out = {f"cartouche_{name}": face(name) for name in GLYPHS}
    out["cartouche_back"] = back()
    return out
