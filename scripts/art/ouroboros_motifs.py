"""The Ouroboros: motifs its tiles, cards and pieces share: the lantern-lit floor, the serpent,
the Eye of Horus, the lantern, the ankh and the three monsters."""

from __future__ import annotations

import math

import pygame

from .geometry import Frame, Point, bezier, polar, rotate, spline
from .materials import StoneTint, stone_texture
from .palette import GOLD, INK, OASIS_TEAL, Color, darken, lighten, mix, rgb, smoothstep
from .pen import Pen

FLOOR = StoneTint(rgb("#D6A468"), rgb("#F3DEB0"), rgb("#8A5632"))
WALL = StoneTint(rgb("#C48A5A"), rgb("#EBC79A"), rgb("#6E3E24"))
SERPENT_BODY = OASIS_TEAL
SERPENT_BELLY = rgb("#E9C46A")
EMBER = rgb("#E0562A")
"""The glow in a monster's eyes."""
SOOT = rgb("#1A120C")
LAMP_DIM = rgb("#6E4A36")
"""What lantern light fades to at a tile's corners."""
LAMP_GLASS = rgb("#FFD98A")


def lantern_light(surf: pygame.Surface, center: Point | None = None, reach: float = 0.75,
                  dim: Color = LAMP_DIM) -> None:
    """Multiply ``surf`` by warm lantern light: bright at ``center``, dim at the corners."""
    w, h = surf.get_size()
    cx, cy = center or (w / 2, h / 2)
    step = 4
    small = pygame.Surface((w // step + 1, h // step + 1))
    warm = rgb("#FFF1D6")
    for y in range(small.get_height()):
        for x in range(small.get_width()):
            d = math.hypot(x * step - cx, y * step - cy) / (max(w, h) * reach)
            small.set_at((x, y), mix(warm, dim, smoothstep(0.15, 1.0, d)))
    light = pygame.transform.smoothscale(small, (small.get_width() * step,
                                                 small.get_height() * step))
    surf.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def floor_slabs(size: int, seed: str) -> pygame.Surface:
    """Opaque sandstone floor of four worn slabs with dark grout, lit by a lantern."""
    tex = stone_texture(size, size, FLOOR, seed, mottle=10, strata=5)
    k = size / 128
    grout = Pen(size, size)
    lit = Pen(size, size)
    dark, light = (*darken(FLOOR.dark, 0.35), 200), (*lighten(FLOOR.light, 0.3), 90)
    lines = [((0, 58), (128, 56)), ((70, 0), (68, 57)), ((44, 57), (46, 128)),
             ((46, 96), (128, 98)), ((100, 57), (101, 97))]
    for a, b in lines:
        a2, b2 = (a[0] * k, a[1] * k), (b[0] * k, b[1] * k)
        grout.line(dark, a2, b2, 1.8 * k)
        lit.line(light, (a2[0] + 1.2 * k, a2[1] + 1.2 * k), (b2[0] + 1.2 * k, b2[1] + 1.2 * k),
                 0.9 * k)
    for cx, cy, r in ((24, 24, 3), (96, 20, 2), (88, 78, 2.4), (20, 104, 2.2), (80, 116, 1.6)):
        grout.circle((*darken(FLOOR.dark, 0.2), 70), (cx * k, cy * k), r * k)
    tex.blit(lit.result(), (0, 0))
    tex.blit(grout.result(), (0, 0))
    lantern_light(tex)
    return tex


# --- the serpent --------------------------------------------------------------------------
def serpent(pen: Pen, center: Point, radius: float, start: float, end: float, width: float,
            head: bool, tail: bool, joints: bool = False) -> None:
    """A serpent body along the circle from ``start`` to ``end`` degrees (clockwise on screen).

    With ``head`` the head sits before ``start``, facing away from the body; with ``tail`` the
    body tapers to a point at ``end``; otherwise that end is a cut with a gold collar."""
    n = max(24, int(abs(end - start) / 2.5))
    path = [polar(center, radius, start + (end - start) * i / n) for i in range(n + 1)]
    widths = [width * (1 - 0.82 * (i / n) ** 1.6) if tail else width for i in range(n + 1)]
    if not head:
        widths = [wd if i > 3 else wd * (0.86 + 0.035 * i) for i, wd in enumerate(widths)]
    body, belly = SERPENT_BODY, SERPENT_BELLY
    body_pen = Pen(*pen.size, pen.ss)
    body_pen.ribbon((*body, 255), path, widths)
    inner = [polar(center, radius - widths[i] * 0.22, start + (end - start) * i / n)
             for i in range(n + 1)]
    body_pen.ribbon((*belly, 255), inner, [wd * 0.34 for wd in widths])
    step = max(3, n // 30)
    for i in range(3, n - 3, step):
        a = start + (end - start) * i / n
        wd = widths[i] * 0.38
        p = polar(center, radius + wd * 0.35, a)
        q1 = polar(center, radius + wd * 0.35 - wd * 0.5, a - 4 * 18 / radius)
        q2 = polar(center, radius + wd * 0.35 + wd * 0.5, a - 4 * 18 / radius)
        body_pen.polyline((*darken(body, 0.35), 255), [q1, p, q2], max(0.8, width * 0.08))
    if head:
        hc = polar(center, radius + width * 0.05, start - 450 * width / (18 * radius))
        facing = start - 8 - 90
        s = width / 18

        def hp(x: float, y: float) -> Point:
            return rotate((hc[0] + x * s, hc[1] + y * s), facing, hc)

        body_pen.polygon((*body, 255), [hp(x, y) for x, y in spline(
            [(-12, -11), (6, -12), (20, -6), (24, 2), (18, 9), (4, 12), (-12, 10)], sharp=())])
        body_pen.polygon((*INK, 255), [hp(24, 1), hp(8, 2), hp(24, 4)])
        body_pen.circle((*GOLD, 255), hp(6, -5), 3.2 * s)
        body_pen.circle((*INK, 255), hp(6, -5), 1.5 * s)
    for cut, a in ((not head, start), (not tail, end)):
        if cut:
            c = polar(center, radius, a)
            d = polar(center, radius, a + (2 if a == start else -2) * 18 / radius)
            body_pen.line((*GOLD, 255), (c[0] * 0.5 + d[0] * 0.5, c[1] * 0.5 + d[1] * 0.5),
                          polar(center, radius, a + (6 if a == start else -6) * 18 / radius),
                          width * 0.42, round_caps=False)
            edge_a, edge_b = polar(center, radius - width * 0.5, a), polar(center, radius
                                                                          + width * 0.5, a)
            body_pen.line((*GOLD, 255), edge_a, edge_b, width * 0.18)
    body_pen.shade(0.1, 0.14)
    body_pen.outline(max(1.0, width * 0.09), INK)
    pen.paste(body_pen)


# --- the Eye of Horus ---------------------------------------------------------------------
def eye_of_horus(pen: Pen, f: Frame, color: Color, iris: Color = INK, stroke: float = 0.11,
                 open_eye: bool = True) -> None:
    """The wedjat eye in unit coordinates, about 1.8 wide: brow, almond, tear, spiral."""
    c = (*color, 255)
    w = f.d(stroke)
    brow = bezier(f.p(-0.82, -0.42), f.p(0.0, -0.78), f.p(0.86, -0.5), 20)
    pen.ribbon(c, brow, [w * (1.5 if 3 < i < 17 else 1.1) for i in range(len(brow))])
    upper = bezier(f.p(-0.62, 0.02), f.p(0.0, -0.52), f.p(0.68, -0.06), 20)
    lower = bezier(f.p(0.68, -0.06), f.p(0.05, 0.38), f.p(-0.62, 0.02), 20)
    pen.polyline(c, upper, w)
    pen.polyline(c, lower, w)
    pen.polyline(c, [f.p(0.62, -0.07), f.p(0.98, -0.08)], w)
    if open_eye:
        pen.circle(c, f.p(0.02, -0.06), f.d(0.2))
        pen.circle((*iris, 255), f.p(0.02, -0.06), f.d(0.12))
        pen.circle((*lighten(color, 0.6), 255), f.p(-0.03, -0.11), f.d(0.035))
    else:
        pen.polyline(c, bezier(f.p(-0.5, 0.02), f.p(0.0, 0.2), f.p(0.6, -0.05), 12), w * 0.7)
    pen.polyline(c, [f.p(-0.16, 0.2), f.p(-0.2, 0.5), f.p(-0.3, 0.78)], w)
    pen.polygon(c, [f.p(-0.36, 0.7), f.p(-0.18, 0.76), f.p(-0.34, 0.9)])
    curl = bezier(f.p(0.18, 0.2), f.p(0.34, 0.6), f.p(0.62, 0.74), 14)
    curl += bezier(f.p(0.62, 0.74), f.p(0.86, 0.78), f.p(0.78, 0.56), 10)[1:]
    curl += bezier(f.p(0.78, 0.56), f.p(0.66, 0.48), f.p(0.62, 0.6), 8)[1:]
    pen.polyline(c, curl, w)


# --- lantern, ankh ------------------------------------------------------------------------
def lantern(pen: Pen, f: Frame, metal: Color, lit: bool, glass: Color = LAMP_GLASS) -> None:
    """A hanging oil lantern about 1.6 tall: ring, cap, glass with bars, base."""
    m = (*metal, 255)
    pen.ring(m, f.p(0, -0.72), f.d(0.14), f.d(0.07))
    pen.polygon(m, f.ps([(-0.3, -0.42), (0.3, -0.42), (0.16, -0.6), (-0.16, -0.6)]))
    pen.rrect(m, (*f.p(-0.38, -0.46), f.d(0.76), f.d(0.1)), f.d(0.03))
    pen.rrect((*(glass if lit else darken(metal, 0.55)), 255),
              (*f.p(-0.3, -0.38), f.d(0.6), f.d(0.86)), f.d(0.08))
    if lit:
        pen.polygon((*rgb("#FFF6DA"), 255), [f.p(x, y) for x, y in spline(
            [(0, -0.26), (0.12, 0.08), (0.0, 0.26), (-0.12, 0.08)], sharp=(0,))])
        pen.polygon((*rgb("#F08A2A"), 255), [f.p(x, y) for x, y in spline(
            [(0, -0.02), (0.06, 0.14), (0.0, 0.24), (-0.06, 0.14)], sharp=(0,))])
    for x in (-0.3, 0.0, 0.3):
        pen.line(m, f.p(x, -0.38), f.p(x, 0.48), f.d(0.07 if x else 0.05))
    pen.rrect(m, (*f.p(-0.4, 0.44), f.d(0.8), f.d(0.14)), f.d(0.04))
    pen.polygon(m, f.ps([(-0.26, 0.58), (0.26, 0.58), (0.16, 0.7), (-0.16, 0.7)]))


def ankh(pen: Pen, f: Frame, color: Color, broken: bool = False) -> None:
    """The ankh: an oval loop over a crossbar and a flaring stem (no cross on its own)."""
    c = (*color, 255)
    pen.polygon(c, [f.p(x * 0.3, -0.48 + y * 0.4) for x, y in
                    spline([(0, -1), (1, -0.35), (0.6, 0.8), (0, 1), (-0.6, 0.8), (-1, -0.35)])])
    hole = (*INK, 255) if not broken else (0, 0, 0, 0)
    pen.polygon(hole, [f.p(x * 0.15, -0.46 + y * 0.25) for x, y in
                       spline([(0, -1), (1, -0.2), (0.5, 0.9), (0, 1), (-0.5, 0.9), (-1, -0.2)])])
    pen.polygon(c, f.ps([(-0.66, -0.06), (0.66, -0.06), (0.7, 0.16), (-0.7, 0.16)]))
    pen.polygon(c, f.ps([(-0.12, 0.1), (0.12, 0.1), (0.24, 0.96), (-0.24, 0.96)]))


# --- the monsters -------------------------------------------------------------------------
LINEN = rgb("#E6D6B4")
SCARAB = mix(rgb("#1E3A4A"), OASIS_TEAL, 0.35)
JACKAL = rgb("#24202A")


def mummy(pen: Pen, f: Frame) -> None:
    """A bandaged mummy, head and shoulders, ember eyes in a dark slit."""
    shade = darken(LINEN, 0.22)
    body = f.ps([(-0.78, 0.96), (-0.7, 0.2), (-0.42, -0.06), (0.42, -0.06), (0.7, 0.2),
                 (0.78, 0.96)])
    pen.polygon((*LINEN, 255), body)
    head = [f.p(x, y) for x, y in spline([(0, -0.96), (0.42, -0.8), (0.46, -0.3), (0.28, 0.04),
                                          (-0.28, 0.04), (-0.46, -0.3), (-0.42, -0.8)])]
    pen.polygon((*LINEN, 255), head)
    for k in range(7):
        y = -0.82 + k * 0.13
        pen.line((*shade, 255), f.p(-0.44, y + 0.05), f.p(0.44, y - 0.04 + 0.03 * (k % 2)),
                 f.d(0.035))
    for k in range(6):
        y = 0.16 + k * 0.15
        pen.line((*shade, 255), f.p(-0.74, y + 0.08), f.p(0.74, y - 0.06 + 0.04 * (k % 2)),
                 f.d(0.04))
    pen.polygon((*SOOT, 255), f.ps([(-0.36, -0.5), (0.36, -0.52), (0.32, -0.34), (-0.34, -0.32)]))
    for x in (-0.17, 0.17):
        pen.circle((*EMBER, 255), f.p(x, -0.42), f.d(0.08))
        pen.circle((*lighten(EMBER, 0.6), 255), f.p(x, -0.43), f.d(0.035))
    pen.line((*lighten(LINEN, 0.3), 255), f.p(0.3, 0.2), f.p(0.86, 0.74), f.d(0.05))


def scarab(pen: Pen, f: Frame) -> None:
    """A giant scarab seen from above: six legs, pronotum, split wing cases, toothed head."""
    leg = (*darken(SCARAB, 0.45), 255)
    for side in (-1, 1):
        for y0, pts in ((-0.3, [(0.3, -0.3), (0.62, -0.5), (0.78, -0.82)]),
                        (0.05, [(0.44, 0.05), (0.8, 0.0), (0.95, 0.28)]),
                        (0.4, [(0.36, 0.42), (0.7, 0.64), (0.72, 0.96)])):
            pen.polyline(leg, [f.p(side * x, y) for x, y in pts], f.d(0.09))
            pen.polygon(leg, [f.p(side * pts[-1][0], pts[-1][1]),
                              f.p(side * (pts[-1][0] + 0.1), pts[-1][1] - 0.08 * (1 if y0 < 0
                                                                                  else -1)),
                              f.p(side * (pts[-1][0] - 0.06), pts[-1][1] + 0.02)])
    pen.polygon((*SCARAB, 255), [f.p(x, y) for x, y in spline(
        [(0, -0.92), (0.22, -0.84), (0.28, -0.66), (-0.28, -0.66), (-0.22, -0.84)])])
    for x in (-0.16, 0.0, 0.16):
        pen.polygon((*SCARAB, 255), f.ps([(x - 0.06, -0.86), (x, -1.0), (x + 0.06, -0.86)]))
    pen.ellipse((*mix(SCARAB, GOLD, 0.18), 255), f.p(0, -0.46), f.d(0.46), f.d(0.24))
    pen.ellipse((*SCARAB, 255), f.p(0, 0.26), f.d(0.54), f.d(0.62))
    pen.line((*darken(SCARAB, 0.5), 255), f.p(0, -0.3), f.p(0, 0.86), f.d(0.05))
    for side in (-1, 1):
        pen.polyline((*lighten(SCARAB, 0.45), 255), [f.p(side * 0.16, -0.14),
                                                      f.p(side * 0.34, 0.1),
                                                      f.p(side * 0.34, 0.42)], f.d(0.05))
    pen.circle((*EMBER, 255), f.p(-0.14, -0.74), f.d(0.05))
    pen.circle((*EMBER, 255), f.p(0.14, -0.74), f.d(0.05))


def anubis(pen: Pen, f: Frame) -> None:
    """Anubis' jackal head in profile (facing right): tall ears, long snout, gold collar."""
    head = f.ps([(-0.42, 0.74), (-0.5, 0.1), (-0.44, -0.4), (-0.34, -0.98), (-0.12, -0.5),
                 (0.02, -0.98), (0.12, -0.36), (0.36, -0.22), (0.84, 0.0), (0.92, 0.1),
                 (0.84, 0.2), (0.5, 0.24), (0.2, 0.36), (0.24, 0.74)])
    pen.polygon((*JACKAL, 255), head)
    pen.polygon((*GOLD, 255), f.ps([(-0.32, -0.78), (-0.2, -0.46), (-0.36, -0.42)]))
    pen.polygon((*GOLD, 255), f.ps([(0.02, -0.76), (0.08, -0.42), (-0.04, -0.46)]))
    pen.polygon((*GOLD, 255), f.ps([(-0.62, 0.66), (0.4, 0.66), (0.56, 0.98), (-0.74, 0.98)]))
    for k, col in enumerate((OASIS_TEAL, GOLD, rgb("#8E3B2C"))):
        y = 0.72 + k * 0.09
        pen.line((*col, 255), f.p(-0.62 - k * 0.04, y), f.p(0.42 + k * 0.05, y), f.d(0.05))
    pen.polygon((*GOLD, 255), f.ps([(0.08, -0.16), (0.32, -0.12), (0.2, -0.06)]))
    pen.circle((*EMBER, 255), f.p(0.2, -0.11), f.d(0.04))
    pen.line((*GOLD, 255), f.p(0.3, 0.18), f.p(0.74, 0.14), f.d(0.03))
