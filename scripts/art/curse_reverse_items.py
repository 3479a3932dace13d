"""Curse Reverse: the 30 item tiles (64x64). Offensive items sit on a red tile with a notched
square frame and a sword pip, defensive items on a blue shield-shaped tile with a shield pip,
so the two kinds differ by outline as well as by colour. Each object is a small icon drawn in
its own colours with an ink outline on a parchment field."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from .curse_reverse_motifs import DEFENCE, OFFENCE, WOOD, shield, solid, sword
from .geometry import Frame, arc_points, bezier, polar, regular_polygon, spline
from .gradients import linear_gradient
from .noise import grain
from .palette import BONE, GOLD, INK, WHITE, Color, darken, lighten, rgb
from .pen import Pen, shape_mask
from .surfaces import apply_mask, shadow, stack

ITEM = 64
IRON = rgb("#8C939C")
RUST = rgb("#A4582E")
BRONZE = rgb("#C0833E")
CLAY = rgb("#B8643A")
LEAF = rgb("#4E8A3A")
LINEN = rgb("#EDE3CC")
LEATHER = rgb("#8A5530")
PARCH = rgb("#F1E2C0")
Draw = Callable[[Pen, Frame], None]


def s(c: Color) -> tuple[int, int, int, int]:
    return solid(c)


# --- offensive ---------------------------------------------------------------------------------
def sharp_feather(p: Pen, f: Frame) -> None:
    vane = spline([(0.78, -0.9), (0.5, -0.1), (-0.3, 0.56), (-0.5, 0.5), (-0.1, -0.2),
                   (0.3, -0.7)], sharp=(0,))
    p.polygon(s(BONE), f.ps(vane))
    p.polygon(s(rgb("#C9D2DA")), f.ps([(0.78, -0.9), (0.5, -0.1), (-0.3, 0.56), (0.1, -0.1)]))
    for k in range(5):
        t = 0.15 + k * 0.16
        a = (0.78 - 1.3 * t, -0.9 + 1.46 * t)
        p.line(s(rgb("#9AA6B0")), f.p(*a), f.p(a[0] - 0.28, a[1] - 0.02), f.d(0.05))
    p.line(s(rgb("#7A6A58")), f.p(0.78, -0.9), f.p(-0.56, 0.64), f.d(0.08))
    p.polygon(s(IRON), f.ps([(-0.5, 0.56), (-0.62, 0.7), (-0.96, 0.98), (-0.7, 0.6)]))


def bent_spear(p: Pen, f: Frame) -> None:
    p.polyline(s(WOOD), f.ps([(-0.9, 0.92), (0.0, 0.1), (0.2, -0.44)]), f.d(0.14))
    p.polygon(s(IRON), f.ps([(0.16, -0.4), (0.12, -0.62), (0.36, -1.0), (0.42, -0.56),
                             (0.28, -0.4)]))
    p.line(s(lighten(IRON, 0.4)), f.p(0.22, -0.56), f.p(0.33, -0.86), f.d(0.05))
    p.rrect(s(BRONZE), (*f.p(0.1, -0.46), f.d(0.22), f.d(0.12)), f.d(0.04))


def scorpion(p: Pen, f: Frame, c: Color) -> None:
    p.ellipse(s(c), f.p(0, 0.1), f.d(0.2), f.d(0.32))
    p.polyline(s(c), f.ps([(0, 0.36), (0.12, 0.6), (0.32, 0.62), (0.42, 0.4), (0.36, 0.22)]),
               f.d(0.1))
    p.polygon(s(c), f.ps([(0.3, 0.2), (0.46, 0.26), (0.38, 0.1)]))
    for side in (-1, 1):
        p.polyline(s(c), f.ps([(side * 0.12, -0.16), (side * 0.34, -0.36),
                               (side * 0.26, -0.52)]), f.d(0.08))
        p.circle(s(c), f.p(side * 0.28, -0.56), f.d(0.08))
        for k in range(3):
            p.line(s(c), f.p(side * 0.14, 0.0 + k * 0.14), f.p(side * 0.36, 0.06 + k * 0.18),
                   f.d(0.05))


def scorpion_jar(p: Pen, f: Frame) -> None:
    p.polygon(s(CLAY), f.ps(spline([(-0.34, -0.3), (0.34, -0.3), (0.66, 0.2), (0.5, 0.86),
                                    (-0.5, 0.86), (-0.66, 0.2)], sharp=(0, 1, 3, 4))))
    p.rrect(s(darken(CLAY, 0.25)), (*f.p(-0.44, -0.44), f.d(0.88), f.d(0.18)), f.d(0.06))
    p.line(s(darken(CLAY, 0.3)), f.p(-0.6, 0.3), f.p(0.6, 0.3), f.d(0.06))
    scorpion(p, Frame(f.cx + f.d(0.1), f.cy - f.d(0.72), f.r * 0.62), rgb("#2A1A12"))


def shepherds_sling(p: Pen, f: Frame) -> None:
    cord = s(rgb("#9A7450"))
    p.polyline(cord, f.ps(bezier((-0.8, -0.9), (-0.5, 0.2), (-0.18, 0.5))), f.d(0.08))
    p.polyline(cord, f.ps(bezier((0.8, -0.9), (0.5, 0.2), (0.18, 0.5))), f.d(0.08))
    p.ellipse(s(LEATHER), f.p(0, 0.56), f.d(0.36), f.d(0.24))
    p.circle(s(IRON), f.p(0, 0.4), f.d(0.24))
    p.circle(s(lighten(IRON, 0.4)), f.p(-0.07, 0.33), f.d(0.08))
    p.circle(s(BONE), f.p(-0.8, -0.92), f.d(0.1))


def broken_khopesh(p: Pen, f: Frame) -> None:
    """A sickle sword: hilt, straight neck, a crescent blade snapped off near its tip."""
    p.line(s(WOOD), f.p(-0.92, 0.92), f.p(-0.56, 0.56), f.d(0.22))
    p.line(s(GOLD), f.p(-0.66, 0.46), f.p(-0.46, 0.66), f.d(0.12))
    p.line(s(BRONZE), f.p(-0.56, 0.56), f.p(-0.12, 0.12), f.d(0.16))
    c = f.p(0.22, -0.26)
    outer = [polar(c, f.d(0.56), a) for a in range(150, -41, -10)]
    inner = [polar((c[0] - f.d(0.16), c[1] + f.d(0.02)), f.d(0.34), a)
             for a in range(150, -41, -10)]
    jag = [polar(c, f.d(0.5), -44), polar(c, f.d(0.42), -32), polar(c, f.d(0.36), -46)]
    p.polygon(s(BRONZE), [*outer, *jag, *inner[::-1]])
    frag = [polar(c, f.d(0.6), -62), polar(c, f.d(0.56), -100), polar(c, f.d(0.4), -96),
            polar(c, f.d(0.44), -66), polar(c, f.d(0.52), -56)]
    p.polygon(s(BRONZE), [(x + f.d(0.12), y - f.d(0.08)) for x, y in frag])
    p.polyline(s(lighten(BRONZE, 0.45)), [polar(c, f.d(0.5), a) for a in range(130, 10, -15)],
               f.d(0.05))


def fire_pepper(p: Pen, f: Frame) -> None:
    p.polygon(s(rgb("#F0A030")), f.ps(spline([(0.46, -1.0), (0.76, -0.58), (0.62, -0.24),
                                              (0.34, -0.34), (0.28, -0.66)])))
    p.polygon(s(rgb("#D62A1E")), f.ps(spline([(0.22, -0.44), (0.56, -0.26), (0.4, 0.3),
                                              (-0.3, 0.78), (-0.9, 0.92), (-0.4, 0.5),
                                              (-0.04, -0.04)], sharp=(4,))))
    p.polygon(s(LEAF), f.ps([(0.18, -0.46), (0.6, -0.3), (0.5, -0.52), (0.3, -0.6)]))
    p.polyline(s(lighten(rgb("#D62A1E"), 0.5)), f.ps(bezier((0.3, -0.18), (0.2, 0.2),
                                                            (-0.2, 0.5), 8)), f.d(0.08))


def rusty_nails(p: Pen, f: Frame) -> None:
    for x, y, a in ((-0.1, 0.0, -25), (0.2, 0.05, 20), (0.0, 0.1, 80)):
        c = f.p(x, y)
        tip, head = polar(c, f.d(0.86), a + 90), polar(c, f.d(0.86), a - 90)
        p.polygon(s(RUST), [polar(head, f.d(0.08), a), polar(tip, f.d(0.02), a),
                            polar(tip, f.d(0.02), a + 180), polar(head, f.d(0.08), a + 180)])
        p.line(s(darken(RUST, 0.2)), polar(head, f.d(0.24), a), polar(head, f.d(0.24), a + 180),
               f.d(0.14))


def cobra_whip(p: Pen, f: Frame) -> None:
    p.line(s(LEATHER), f.p(-0.9, 0.9), f.p(-0.42, 0.42), f.d(0.2))
    p.circle(s(GOLD), f.p(-0.42, 0.42), f.d(0.14))
    lash = bezier((-0.42, 0.42), (0.9, 0.6), (0.2, -0.3), 14)
    lash += bezier((0.2, -0.3), (-0.3, -0.9), (0.3, -0.72), 10)[1:]
    p.ribbon(s(rgb("#3E5A2A")), f.ps(lash), [f.d(0.08 + 0.08 * i / len(lash))
                                             for i in range(len(lash))])
    p.polygon(s(rgb("#3E5A2A")), f.ps(spline([(0.26, -0.82), (0.56, -0.84), (0.64, -0.64),
                                              (0.5, -0.5), (0.26, -0.6)])))
    p.circle(s(GOLD), f.p(0.48, -0.72), f.d(0.06))


def flint_knife(p: Pen, f: Frame) -> None:
    blade = [(-0.08, 0.16), (0.2, -0.4), (0.6, -0.86), (0.78, -0.78), (0.4, -0.1), (0.14, 0.32)]
    p.polygon(s(rgb("#9C8A74")), f.ps(blade))
    for a, b in (((0.2, -0.4), (0.5, -0.3)), ((0.36, -0.64), (0.62, -0.6)),
                 ((0.06, -0.1), (0.3, 0.04))):
        p.line(s(rgb("#6E5E4E")), f.p(*a), f.p(*b), f.d(0.05))
    p.polygon(s(rgb("#C8B8A0")), f.ps([(0.6, -0.86), (0.78, -0.78), (0.56, -0.5)]))
    p.polyline(s(WOOD), f.ps([(0.02, 0.22), (-0.68, 0.86)]), f.d(0.24))
    for k in range(3):
        c = f.p(-0.12 - k * 0.16, 0.4 + k * 0.14)
        p.line(s(LINEN), (c[0] - f.d(0.1), c[1] - f.d(0.12)), (c[0] + f.d(0.12), c[1] + f.d(0.1)),
               f.d(0.06))


def war_horn(p: Pen, f: Frame) -> None:
    top = bezier((-0.9, -0.1), (-0.1, -0.9), (0.6, -0.5), 16)
    bot = bezier((-0.86, 0.1), (0.1, 0.9), (0.66, 0.64), 16)
    horn = [*bezier((-0.9, -0.1), (0.0, -0.3), (0.7, 0.14), 16)]
    bottom = bezier((-0.86, 0.02), (0.0, 0.0), (0.52, 0.36), 16)
    del top, bot
    p.polygon(s(rgb("#E8D8B4")), f.ps([*horn, *bezier((0.7, 0.14), (0.76, 0.4), (0.52, 0.36), 6),
                                       *bottom[::-1]]))
    p.polygon(s(rgb("#E8D8B4")), f.ps(spline([(0.5, 0.0), (0.92, -0.16), (1.0, 0.5),
                                              (0.58, 0.6), (0.4, 0.4)])))
    p.ellipse(s(rgb("#6E4A2E")), f.p(0.76, 0.2), f.d(0.16), f.d(0.3))
    for x in (-0.4, 0.0, 0.3):
        p.line(s(BRONZE), f.p(x, -0.2 + x * 0.1), f.p(x + 0.04, 0.1 + x * 0.3), f.d(0.1))
    p.polyline(s(LEATHER), f.ps(bezier((-0.5, -0.0), (-0.1, 0.9), (0.4, 0.3), 12)), f.d(0.06))


def throwing_stick(p: Pen, f: Frame) -> None:
    path = bezier((-0.9, 0.6), (0.0, -0.9), (0.9, 0.5), 20)
    p.ribbon(s(rgb("#B08050")), f.ps(path), [f.d(0.3)] * len(path))
    for i in (4, 10, 16):
        a, b = path[i - 1], path[i + 1]
        ang = math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) + 90
        c = f.p(*path[i])
        p.line(s(rgb("#2B5A8C")), polar(c, f.d(0.15), ang), polar(c, f.d(0.15), ang + 180),
               f.d(0.1))
    p.circle(s(GOLD), f.p(*path[10]), f.d(0.07))


def mallet(p: Pen, f: Frame) -> None:
    p.line(s(lighten(WOOD, 0.15)), f.p(-0.8, 0.86), f.p(0.2, -0.14), f.d(0.18))
    head = [f.p(x, y) for x, y in [(-0.22, -0.62), (0.34, -1.0), (0.86, -0.22), (0.3, 0.16)]]
    p.polygon(s(rgb("#9A6A3C")), head)
    p.polygon(s(rgb("#B8854E")), [head[0], head[1], f.p(0.48, -0.72), f.p(-0.08, -0.38)])
    p.line(s(darken(WOOD, 0.2)), f.p(-0.06, -0.4), f.p(0.5, -0.78), f.d(0.05))


def wasp_nest(p: Pen, f: Frame) -> None:
    p.line(s(WOOD), f.p(-0.6, -0.96), f.p(0.7, -0.9), f.d(0.1))
    p.polygon(s(rgb("#B8AC98")), f.ps(spline([(0, -0.9), (0.56, -0.5), (0.62, 0.3),
                                              (0.2, 0.86), (-0.3, 0.8), (-0.62, 0.2),
                                              (-0.5, -0.5)])))
    for k in range(4):
        y = -0.5 + k * 0.34
        w = 0.56 - abs(y - 0.1) * 0.25
        p.polyline(s(rgb("#8C806E")), f.ps(bezier((-w, y), (0, y + 0.14), (w, y), 8)), f.d(0.05))
    p.ellipse(s(rgb("#3A2E24")), f.p(-0.02, 0.58), f.d(0.12), f.d(0.09))
    wasp = Frame(*f.p(0.64, 0.62), f.r * 0.3)
    p.ellipse(s(rgb("#E0B020")), wasp.p(0.2, 0), wasp.d(0.7), wasp.d(0.4))
    p.line(s(INK), wasp.p(0.1, -0.4), wasp.p(0.1, 0.4), wasp.d(0.2))
    p.line(s(INK), wasp.p(0.5, -0.35), wasp.p(0.5, 0.35), wasp.d(0.2))
    p.ellipse(s(lighten(rgb("#C8E0F0"), 0.3)), wasp.p(-0.1, -0.6), wasp.d(0.34), wasp.d(0.2))


def sand_sock(p: Pen, f: Frame) -> None:
    sock = spline([(-0.7, -0.96), (-0.2, -0.98), (-0.16, 0.2), (0.5, 0.32), (0.84, 0.6),
                   (0.6, 0.92), (-0.2, 0.86), (-0.66, 0.5)], sharp=(0, 1))
    p.polygon(s(rgb("#C9B48E")), f.ps(sock))
    p.polygon(s(rgb("#8E3B2C")), f.ps([(-0.7, -0.96), (-0.2, -0.98), (-0.19, -0.66),
                                       (-0.69, -0.64)]))
    p.polyline(s(rgb("#8E3B2C")), f.ps([(-0.68, 0.2), (-0.16, 0.2)]), f.d(0.08))
    for x, y in ((0.5, 0.98), (0.7, 0.96), (0.86, 0.86)):
        p.circle(s(rgb("#E8C27A")), f.p(x, y), f.d(0.05))


def fishing_hook(p: Pen, f: Frame) -> None:
    p.line(s(rgb("#D8D0C0")), f.p(-0.1, -1.0), f.p(-0.1, -0.7), f.d(0.05))
    p.ring(s(IRON), f.p(-0.1, -0.62), f.d(0.1), f.d(0.06))
    shank = [f.p(-0.1, -0.52), f.p(-0.1, 0.36)]
    curve = arc_points(f.p(0.2, 0.36), f.d(0.3), f.d(0.42), 180, 0, 14)
    p.polyline(s(IRON), [*shank, *curve[::-1][::-1]], f.d(0.12))
    p.polyline(s(IRON), [*curve, f.p(0.5, 0.0)], f.d(0.12))
    p.polygon(s(IRON), f.ps([(0.5, -0.24), (0.6, 0.06), (0.4, 0.04)]))
    p.line(s(lighten(IRON, 0.45)), f.p(-0.14, -0.4), f.p(-0.14, 0.2), f.d(0.04))


# --- defensive ---------------------------------------------------------------------------------
def rusted_birdcage(p: Pen, f: Frame) -> None:
    dome = arc_points(f.p(0, -0.2), f.d(0.66), f.d(0.66), 180, 360, 20)
    p.polygon(s(rgb("#F6EEDC")), [*dome, f.p(0.66, 0.76), f.p(-0.66, 0.76)])
    for x in (-0.44, -0.22, 0.0, 0.22, 0.44):
        top = f.p(x, -0.2 - math.sqrt(max(0.0, 0.66 ** 2 - x * x)))
        p.line(s(RUST), top, f.p(x, 0.76), f.d(0.06))
    p.polyline(s(RUST), dome, f.d(0.1))
    p.rrect(s(darken(RUST, 0.2)), (*f.p(-0.78, 0.72), f.d(1.56), f.d(0.2)), f.d(0.06))
    p.line(s(RUST), f.p(-0.66, 0.26), f.p(0.66, 0.26), f.d(0.08))
    p.ring(s(RUST), f.p(0, -0.98), f.d(0.14), f.d(0.07))
    p.line(s(RUST), f.p(-0.66, -0.2), f.p(-0.66, 0.76), f.d(0.1))
    p.line(s(RUST), f.p(0.66, -0.2), f.p(0.66, 0.76), f.d(0.1))


def fresh_apple(p: Pen, f: Frame) -> None:
    red = rgb("#C8302A")
    p.polygon(s(red), f.ps(spline([(0, -0.44), (0.5, -0.66), (0.86, -0.2), (0.7, 0.56),
                                   (0.3, 0.9), (0, 0.8), (-0.3, 0.9), (-0.7, 0.56), (-0.86, -0.2),
                                   (-0.5, -0.66)], sharp=(0,))))
    p.ellipse(s(lighten(red, 0.45)), f.p(-0.4, -0.24), f.d(0.14), f.d(0.24))
    p.line(s(WOOD), f.p(0, -0.42), f.p(0.06, -0.86), f.d(0.08))
    p.polygon(s(LEAF), f.ps(spline([(0.08, -0.74), (0.4, -1.0), (0.74, -0.9), (0.4, -0.66)],
                                   sharp=(0, 2))))


def dented_pot(p: Pen, f: Frame) -> None:
    body = spline([(-0.74, -0.36), (0.74, -0.36), (0.78, 0.4), (0.5, 0.84), (-0.5, 0.84),
                   (-0.78, 0.4)], sharp=(0, 1))
    p.polygon(s(rgb("#A8A096")), f.ps(body))
    p.polygon(s(rgb("#7E766C")), f.ps(spline([(0.3, -0.2), (0.6, 0.0), (0.4, 0.3), (0.14, 0.1)])))
    p.rrect(s(rgb("#8A8278")), (*f.p(-0.86, -0.5), f.d(1.72), f.d(0.2)), f.d(0.08))
    for side in (-1, 1):
        p.ring(s(rgb("#6E665C")), f.p(side * 0.9, -0.16), f.d(0.16), f.d(0.08))
    p.line(s(lighten(rgb("#A8A096"), 0.5)), f.p(-0.5, -0.16), f.p(-0.52, 0.4), f.d(0.08))


def reed_mat(p: Pen, f: Frame) -> None:
    reed, dark = rgb("#D8BE7A"), rgb("#A8894C")
    p.polygon(s(reed), f.ps([(-0.9, -0.24), (0.46, -0.84), (0.9, 0.2), (-0.46, 0.8)]))
    for k in range(1, 6):
        t = k / 6
        a = (-0.9 + 1.36 * t, -0.24 - 0.6 * t)
        b = (-0.46 + 1.36 * t, 0.8 - 0.6 * t)
        p.line(s(dark), f.p(*a), f.p(*b), f.d(0.05))
    p.line(s(rgb("#8E3B2C")), f.p(-0.68, 0.28), f.p(0.68, -0.32), f.d(0.1))
    p.ellipse(s(darken(reed, 0.1)), f.p(0.68, -0.32), f.d(0.26), f.d(0.52))
    p.ring(s(dark), f.p(0.68, -0.32), f.d(0.14), f.d(0.05))


def camel_blanket(p: Pen, f: Frame) -> None:
    base = rgb("#C8502E")
    p.rrect(s(base), (*f.p(-0.86, -0.6), f.d(1.72), f.d(1.2)), f.d(0.12))
    for y, c in ((-0.36, rgb("#E8C27A")), (-0.1, rgb("#2F4E7A")), (0.16, rgb("#E8C27A")),
                 (0.38, rgb("#2F4E7A"))):
        p.rrect(s(c), (*f.p(-0.86, y), f.d(1.72), f.d(0.1)), 0)
    for k in range(9):
        x = -0.8 + k * 0.2
        p.line(s(rgb("#E8C27A")), f.p(x, 0.6), f.p(x, 0.82), f.d(0.05))
        p.line(s(rgb("#E8C27A")), f.p(x, -0.6), f.p(x, -0.82), f.d(0.05))


def scarab_amulet(p: Pen, f: Frame) -> None:
    p.ring(s(GOLD), f.p(0, -0.86), f.d(0.14), f.d(0.06))
    p.ellipse(s(GOLD), f.p(0, 0.06), f.d(0.7), f.d(0.86))
    beetle = rgb("#2E7A8A")
    p.ellipse(s(beetle), f.p(0, 0.2), f.d(0.5), f.d(0.58))
    p.ellipse(s(beetle), f.p(0, -0.44), f.d(0.3), f.d(0.18))
    p.line(s(darken(beetle, 0.4)), f.p(0, -0.3), f.p(0, 0.76), f.d(0.05))
    p.line(s(darken(beetle, 0.4)), f.p(-0.46, -0.1), f.p(0.46, -0.1), f.d(0.05))
    for side in (-1, 1):
        for k in range(3):
            p.line(s(darken(GOLD, 0.3)), f.p(side * 0.44, -0.1 + k * 0.3),
                   f.p(side * 0.66, -0.2 + k * 0.36), f.d(0.06))


def linen_wraps(p: Pen, f: Frame) -> None:
    """A roll of linen bandage, its loose end trailing away."""
    strip = bezier((-0.2, 0.44), (0.5, 0.7), (0.9, 0.2), 12)
    widths = [f.d(0.3 - 0.1 * i / 12) for i in range(13)]
    p.ribbon(s(darken(LINEN, 0.06)), f.ps(strip), widths)
    p.polyline(s(darken(LINEN, 0.22)), f.ps(strip), f.d(0.03))
    p.rrect(s(darken(LINEN, 0.1)), (*f.p(-0.56, -0.6), f.d(0.9), f.d(1.04)), f.d(0.1))
    p.ellipse(s(LINEN), f.p(-0.56, -0.08), f.d(0.34), f.d(0.52))
    for k in (0.26, 0.18, 0.1):
        p.ellipse(s(darken(LINEN, 0.22)), f.p(-0.56, -0.08), f.d(k * 1.3), f.d(k * 2))
        p.ellipse(s(LINEN), f.p(-0.56, -0.08), f.d(k * 1.3 - 0.05), f.d(k * 2 - 0.06))
    for k in range(3):
        x = -0.2 + k * 0.22
        p.line(s(darken(LINEN, 0.2)), f.p(x, -0.58), f.p(x, 0.42), f.d(0.04))


def waterskin(p: Pen, f: Frame) -> None:
    p.polygon(s(LEATHER), f.ps(spline([(-0.16, -0.56), (0.16, -0.56), (0.7, -0.1), (0.74, 0.6),
                                       (0.2, 0.9), (-0.5, 0.84), (-0.78, 0.3), (-0.5, -0.2)],
                                      sharp=(0, 1))))
    p.rrect(s(darken(LEATHER, 0.3)), (*f.p(-0.2, -0.82), f.d(0.4), f.d(0.3)), f.d(0.06))
    p.rrect(s(rgb("#C9A06A")), (*f.p(-0.14, -0.98), f.d(0.28), f.d(0.18)), f.d(0.06))
    p.polyline(s(darken(LEATHER, 0.4)), f.ps(bezier((-0.2, -0.6), (-0.96, -0.4), (-0.7, 0.4),
                                                    10)), f.d(0.08))
    p.polyline(s(lighten(LEATHER, 0.3)), f.ps(bezier((-0.4, 0.0), (-0.44, 0.4), (-0.2, 0.6),
                                                     8)), f.d(0.07))


def tortoise_shell(p: Pen, f: Frame) -> None:
    shell, plate = rgb("#6E7A3A"), rgb("#A89A4E")
    p.ellipse(s(shell), f.p(0, 0.06), f.d(0.92), f.d(0.78))
    for c in regular_polygon(f.p(0, 0.06), f.d(0.52), 6, 0):
        p.polygon(s(plate), regular_polygon(c, f.d(0.24), 6, 0))
    p.polygon(s(lighten(plate, 0.15)), regular_polygon(f.p(0, 0.06), f.d(0.28), 6, 0))
    p.ellipse(s(darken(shell, 0.3)), f.p(0, 0.78), f.d(0.96), f.d(0.12))


def palm_fan(p: Pen, f: Frame) -> None:
    p.line(s(WOOD), f.p(0, 0.98), f.p(0, 0.12), f.d(0.14))
    for k in range(9):
        a = 200 + k * 17.5
        tip = polar(f.p(0, 0.24), f.d(1.06), a)
        base = f.p(0, 0.24)
        side = polar(base, f.d(0.3), a + 90)
        p.polygon(s(LEAF if k % 2 else lighten(LEAF, 0.2)), [base, polar(tip, f.d(0.14), a + 90),
                                                             tip, polar(tip, f.d(0.14), a - 90)])
        del side
    p.circle(s(GOLD), f.p(0, 0.2), f.d(0.14))


def bronze_mirror(p: Pen, f: Frame) -> None:
    p.polygon(s(rgb("#4E8A3A")), f.ps([(-0.12, 0.28), (0.12, 0.28), (0.1, 0.9), (-0.1, 0.9)]))
    p.polygon(s(rgb("#4E8A3A")), f.ps([(-0.3, 0.2), (0.3, 0.2), (0.12, 0.4), (-0.12, 0.4)]))
    p.rrect(s(GOLD), (*f.p(-0.22, 0.86), f.d(0.44), f.d(0.12)), f.d(0.04))
    p.ellipse(s(BRONZE), f.p(0, -0.34), f.d(0.7), f.d(0.62))
    p.ellipse(s(rgb("#E8C68A")), f.p(0, -0.34), f.d(0.56), f.d(0.48))
    p.line(s(WHITE), f.p(-0.3, -0.5), f.p(-0.06, -0.72), f.d(0.08))


def sandal(p: Pen, f: Frame, x: float, flip: bool) -> None:
    k = -1 if flip else 1
    sole = spline([(x, -0.9), (x + 0.28 * k, -0.8), (x + 0.32 * k, 0.2), (x + 0.22 * k, 0.9),
                   (x - 0.06 * k, 0.92), (x - 0.16 * k, 0.2), (x - 0.16 * k, -0.7)])
    p.polygon(s(rgb("#C9A06A")), f.ps(sole))
    p.polyline(s(LEATHER), f.ps([(x - 0.16 * k, -0.2), (x + 0.04 * k, -0.56),
                                 (x + 0.3 * k, -0.2)]), f.d(0.1))
    p.line(s(LEATHER), f.p(x + 0.04 * k, -0.56), f.p(x + 0.04 * k, -0.78), f.d(0.08))


def spare_sandals(p: Pen, f: Frame) -> None:
    sandal(p, f, -0.34, True)
    sandal(p, f, 0.36, False)


def honey_jar(p: Pen, f: Frame) -> None:
    honey = rgb("#E0A020")
    p.polygon(s(rgb("#C88A4A")), f.ps(spline([(-0.4, -0.4), (0.4, -0.4), (0.72, 0.2), (0.5, 0.86),
                                              (-0.5, 0.86), (-0.72, 0.2)], sharp=(0, 1, 3, 4))))
    p.polygon(s(honey), f.ps([(-0.46, -0.46), (0.46, -0.46), (0.5, -0.2), (0.3, -0.26),
                              (0.22, 0.08), (0.1, -0.22), (-0.5, -0.2)]))
    p.circle(s(honey), f.p(0.22, 0.1), f.d(0.07))
    p.rrect(s(darken(rgb("#C88A4A"), 0.3)), (*f.p(-0.5, -0.6), f.d(1.0), f.d(0.18)), f.d(0.06))
    p.line(s(WOOD), f.p(0.2, -0.5), f.p(0.6, -1.0), f.d(0.1))
    p.ellipse(s(WOOD), f.p(0.66, -1.0), f.d(0.14), f.d(0.1))
    p.line(s(darken(rgb("#C88A4A"), 0.3)), f.p(-0.6, 0.4), f.p(0.6, 0.4), f.d(0.06))


def lucky_coin(p: Pen, f: Frame) -> None:
    p.circle(s(darken(GOLD, 0.3)), f.p(0.06, 0.06), f.d(0.82))
    p.circle(s(GOLD), f.p(0, 0), f.d(0.8))
    p.ring(s(darken(GOLD, 0.3)), f.p(0, 0), f.d(0.62), f.d(0.06))
    p.ring(s(darken(GOLD, 0.4)), f.p(0, -0.26), f.d(0.16), f.d(0.09))
    p.line(s(darken(GOLD, 0.4)), f.p(0, -0.1), f.p(0, 0.44), f.d(0.1))
    p.line(s(darken(GOLD, 0.4)), f.p(-0.26, 0.02), f.p(0.26, 0.02), f.d(0.1))
    p.line(s(lighten(GOLD, 0.5)), f.p(-0.5, -0.3), f.p(-0.3, -0.52), f.d(0.08))


def tattered_parasol(p: Pen, f: Frame) -> None:
    cloth = rgb("#D8CFB8")
    rim = [(-0.96, 0.0), (-0.7, 0.06), (-0.56, -0.06), (-0.36, 0.1), (-0.2, 0.02), (0.06, 0.08),
           (0.2, -0.02), (0.36, 0.12), (0.56, 0.0), (0.74, 0.08), (0.96, 0.0)]
    dome = arc_points(f.p(0, 0.02), f.d(0.96), f.d(0.86), 0, -180, 24)
    p.polygon(s(cloth), [*dome, *f.ps(rim)])
    for x in (-0.5, 0.0, 0.5):
        p.line(s(darken(cloth, 0.25)), f.p(0, -0.84), f.p(x, 0.04), f.d(0.05))
    p.polygon(s(darken(cloth, 0.5)), f.ps([(0.3, -0.3), (0.44, -0.44), (0.5, -0.22)]))
    p.polyline(s(WOOD), f.ps([(0, -0.84), (0, 0.76)]), f.d(0.1))
    p.polyline(s(WOOD), f.ps(arc_points((0.18, 0.76), 0.18, 0.2, 180, 0, 8)), f.d(0.1))


OFFENSIVE: dict[str, Draw] = {
    "sharp_feather": sharp_feather, "bent_spear": bent_spear, "scorpion_jar": scorpion_jar,
    "shepherds_sling": shepherds_sling, "broken_khopesh": broken_khopesh,
    "fire_pepper": fire_pepper, "rusty_nails": rusty_nails, "cobra_whip": cobra_whip,
    "flint_knife": flint_knife, "war_horn": war_horn, "throwing_stick": throwing_stick,
    "mallet": mallet, "wasp_nest": wasp_nest, "sand_sock": sand_sock, "fishing_hook": fishing_hook,
}
DEFENSIVE: dict[str, Draw] = {
    "rusted_birdcage": rusted_birdcage, "fresh_apple": fresh_apple, "dented_pot": dented_pot,
    "reed_mat": reed_mat, "camel_blanket": camel_blanket, "scarab_amulet": scarab_amulet,
    "linen_wraps": linen_wraps, "waterskin": waterskin, "tortoise_shell": tortoise_shell,
    "palm_fan": palm_fan, "bronze_mirror": bronze_mirror, "spare_sandals": spare_sandals,
    "honey_jar": honey_jar, "lucky_coin": lucky_coin, "tattered_parasol": tattered_parasol,
}


# --- the tiles ---------------------------------------------------------------------------------
def notched(inset: float) -> list[tuple[float, float]]:
    """A square with a square notch bitten out of each corner (the offensive frame)."""
    a, b, k = 3 + inset, 61 - inset, 7 - inset * 0.4
    return [(a + k, a), (b - k, a), (b - k, a + k), (b, a + k), (b, b - k), (b - k, b - k),
            (b - k, b), (a + k, b), (a + k, b - k), (a, b - k), (a, a + k), (a + k, a + k)]


def shield_shape(inset: float) -> list[tuple[float, float]]:
    """A rounded heater shield (the defensive frame)."""
    a, b = 4 + inset, 60 - inset
    return spline([(a + 6, a), (b - 6, a), (b, a + 6), (b, 30), (b - 6, 46), (32, b + 1),
                   (64 - b + 6, 46), (a, 30), (a, a + 6)], sharp=(), steps=10)


def item(name: str, draw: Draw, offensive: bool) -> pygame.Surface:
    n = ITEM
    color = OFFENCE if offensive else DEFENCE
    shape = notched if offensive else shield_shape
    outer = shape_mask(n, n, lambda p: p.polygon(WHITE, shape(0)))
    inner = shape_mask(n, n, lambda p: p.polygon(WHITE, shape(4.2)))
    rim = linear_gradient(n, n, (1, 1.1), [(0, lighten(color, 0.35)), (0.5, color),
                                           (1, darken(color, 0.4))])
    field = linear_gradient(n, n, (1, 1.2), [(0, lighten(PARCH, 0.3)), (1, darken(PARCH, 0.12))])
    grain(field, f"cr-item-{name}", amp=4, mottle=6, cell=8)
    edge = Pen(n, n)
    edge.polyline(solid(darken(color, 0.55)), shape(0.4), 0.9, closed=True)
    edge.polyline(solid(darken(color, 0.35), 200), shape(4.0), 0.9, closed=True)
    art = Pen(n, n)
    draw(art, Frame(32, 33 if offensive else 31, 19))
    art.shade(0.1, 0.14)
    art.outline(1.1, INK)
    pip = Pen(n, n)
    if offensive:
        pip.circle(solid(BONE), (10, 10), 7.6)
        pip.circle(solid(darken(color, 0.3)), (10, 10), 6.6)
        sword(pip, Frame(10, 10, 5.6), BONE, BONE)
    else:
        pip.circle(solid(BONE), (11, 11), 7.6)
        pip.circle(solid(darken(color, 0.3)), (11, 11), 6.6)
        shield(pip, Frame(11, 11, 4.8), darken(color, 0.3), BONE)
    pip.outline(0.8, INK)
    icon = art.result()
    return stack((n, n), [shadow(outer, (0, 1.4), 1.5, 170), apply_mask(rim, outer),
                          apply_mask(field, inner), edge.result(),
                          shadow(icon, (0.8, 1.2), 1.0, 90), icon, pip.result()])


def items() -> dict[str, pygame.Surface]:
    out = {f"item_{k}": item(k, d, True) for k, d in OFFENSIVE.items()}
    out.update({f"item_{k}": item(k, d, False) for k, d in DEFENSIVE.items()})
    return out
