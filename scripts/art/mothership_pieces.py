"""Land the Mothership: alien agents, the saucer and its beam, the holding area, the island
the board sits on, and the action icons."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from .geometry import Frame, Point, arc_points, bezier, regular_polygon, rotate, spline
from .glyph import DETAIL, FILL, Glyph, render_icon
from .gradients import linear_gradient, radial_glow, vertical_gradient
from .materials import StoneTint, carved_tile
from .mothership_hexes import (
    MS_AGENT_SIZE,
    MS_AGENTS,
    MS_BADGE_SIZE,
    MS_BEAM_SIZE,
    MS_FRAME_SIZE,
    MS_SAUCER_SIZE,
    MS_SLOT_HEX,
    MS_SLOT_SIZE,
    dune_tile,
    flat_hex,
    hex_mask,
    sand_ripples,
)
from .noise import grain
from .palette import (
    BONE,
    DEEP_CLAY,
    DUNE_SHADOW,
    GOLD,
    INK,
    LIGHT_SAND,
    OASIS_TEAL,
    SAND,
    WHITE,
    Color,
    darken,
    lighten,
    mix,
    rgb,
)
from .pen import Pen, shape_mask
from .surfaces import apply_mask, blur, clip, inner_shadow, shadow, stack, tint


# --- alien agents: four silhouettes, not only four colours --------------------------------
def agent_green(pen: Pen, f: Frame, c: Color) -> None:
    """Round head with two ball-tipped antennae."""
    for s in (-1, 1):
        pen.polyline((*darken(c, 0.2), 255), f.ps(bezier((0.18 * s, -0.3), (0.3 * s, -0.72),
                                                         (0.6 * s, -0.8), 10)), f.d(0.11))
        pen.circle((*c, 255), f.p(0.62 * s, -0.8), f.d(0.15))
        pen.circle((*lighten(c, 0.4), 255), f.p(0.58 * s, -0.84), f.d(0.06))
    pen.circle((*c, 255), f.p(0, 0.16), f.d(0.7))
    pen.ellipse((*lighten(c, 0.22), 255), f.p(-0.16, -0.08), f.d(0.36), f.d(0.26))
    for s in (-1, 1):
        eye = [rotate(q, 28 * s, (0.27 * s, 0.14)) for q in
               arc_points((0.27 * s, 0.14), 0.2, 0.13, 0, 360, 32)[:-1]]
        pen.polygon(DETAIL, f.ps(eye))
        pen.circle(FILL, f.p(0.23 * s - 0.03, 0.1), f.d(0.05))
    pen.polyline(DETAIL, f.ps(arc_points((0, 0.44), 0.14, 0.07, 20, 160, 12)), f.d(0.06))


def agent_violet(pen: Pen, f: Frame, c: Color) -> None:
    """Rounded triangular head (point up) with three eyes."""
    corners = regular_polygon((0, 0.24), 1.16, 3, -90)
    rounded = []
    for i, p in enumerate(corners):
        a, b = corners[i - 1], corners[(i + 1) % 3]
        rounded += bezier(((p[0] * 3 + a[0]) / 4, (p[1] * 3 + a[1]) / 4), p,
                          ((p[0] * 3 + b[0]) / 4, (p[1] * 3 + b[1]) / 4), 8)
    pen.polygon((*c, 255), f.ps(rounded))
    pen.polygon((*lighten(c, 0.2), 255), f.ps([(x * 0.6 - 0.1, y * 0.6 - 0.02)
                                               for x, y in rounded]))
    pen.polygon((*c, 255), f.ps([(x * 0.56 - 0.04, y * 0.56 + 0.06) for x, y in rounded]))
    for x, y, r in ((-0.34, 0.42, 0.16), (0.34, 0.42, 0.16), (0.0, 0.0, 0.17)):
        pen.circle(DETAIL, f.p(x, y), f.d(r))
        pen.circle(FILL, f.p(x - 0.04, y - 0.04), f.d(r * 0.36))


def agent_cyan(pen: Pen, f: Frame, c: Color) -> None:
    """Square robot head, one big eye, a stubby aerial and side bolts."""
    pen.line((*darken(c, 0.25), 255), f.p(0, -0.6), f.p(0, -0.84), f.d(0.12))
    pen.circle((*GOLD, 255), f.p(0, -0.86), f.d(0.12))
    for s in (-1, 1):
        pen.rrect((*darken(c, 0.2), 255), (*f.p(0.7 if s > 0 else -0.9, -0.16), f.d(0.2),
                                           f.d(0.42)), f.d(0.06))
    pen.rrect((*c, 255), (*f.p(-0.74, -0.66), f.d(1.48), f.d(1.42)), f.d(0.26))
    pen.rrect((*lighten(c, 0.22), 255), (*f.p(-0.62, -0.56), f.d(0.9), f.d(0.3)), f.d(0.14))
    pen.circle(DETAIL, f.p(0, 0.04), f.d(0.42))
    pen.circle((*BONE, 255), f.p(0, 0.04), f.d(0.3))
    pen.circle((*darken(c, 0.45), 255), f.p(0.02, 0.06), f.d(0.19))
    pen.circle(DETAIL, f.p(0.02, 0.06), f.d(0.1))
    pen.circle(FILL, f.p(-0.08, -0.04), f.d(0.06))
    for k in (-0.3, -0.1, 0.1, 0.3):
        pen.rrect(DETAIL, (*f.p(k - 0.05, 0.52), f.d(0.1), f.d(0.14)), f.d(0.03))


def agent_orange(pen: Pen, f: Frame, c: Color) -> None:
    """Kite-shaped head with a fringe of curling tentacles."""
    dark = darken(c, 0.22)
    for i, x in enumerate((-0.5, -0.25, 0.0, 0.25, 0.5)):
        curl = 0.22 if i % 2 == 0 else -0.22
        path = spline([(x * 0.9, 0.2), (x * 1.05, 0.5), (x * 1.1 + curl, 0.72),
                       (x * 1.1 + curl * 0.4, 0.9)], closed=False, steps=6)
        pen.ribbon((*dark, 255), f.ps(path), [f.d(0.2 - 0.13 * k / (len(path) - 1))
                                              for k in range(len(path))])
        pen.circle((*dark, 255), f.p(*path[-1]), f.d(0.05))
    kite = spline([(0, -0.96), (0.7, -0.24), (0.52, 0.18), (0, 0.5), (-0.52, 0.18),
                   (-0.7, -0.24)], sharp=(0, 3), steps=10)
    pen.polygon((*c, 255), f.ps(kite))
    pen.polygon((*lighten(c, 0.22), 255), f.ps(spline(
        [(-0.04, -0.78), (-0.46, -0.26), (-0.3, -0.18), (-0.02, -0.5)], sharp=(0,), steps=6)))
    for s in (-1, 1):
        eye = [rotate(q, -22 * s, (0.24 * s, -0.08)) for q in
               arc_points((0.24 * s, -0.08), 0.17, 0.1, 0, 360, 32)[:-1]]
        pen.polygon(DETAIL, f.ps(eye))
        pen.circle((*GOLD, 255), f.p(0.24 * s, -0.08), f.d(0.05))


def agent_unknown(pen: Pen, f: Frame, c: Color) -> None:
    """A hooded blank silhouette with a question mark: 'an agent, colour unknown'."""
    hood = spline([(0, -0.9), (0.56, -0.66), (0.72, -0.06), (0.62, 0.5), (0.86, 0.9),
                   (-0.86, 0.9), (-0.62, 0.5), (-0.72, -0.06), (-0.56, -0.66)],
                  sharp=(4, 5), steps=10)
    pen.polygon((*c, 255), f.ps(hood))
    pen.polygon((*lighten(c, 0.16), 255), f.ps(spline(
        [(-0.1, -0.8), (-0.5, -0.58), (-0.62, -0.1), (-0.4, -0.4)], sharp=(), steps=6)))
    mark = [*arc_points((0, -0.22), 0.24, 0.22, 180, 360 + 60, 20), (0.0, 0.1), (0.0, 0.22)]
    pen.polyline(FILL, f.ps(mark), f.d(0.17))
    pen.circle(FILL, f.p(0, 0.5), f.d(0.11))


AGENT_DRAWERS: dict[str, Callable[[Pen, Frame, Color], None]] = {
    "green": agent_green, "violet": agent_violet, "cyan": agent_cyan, "orange": agent_orange,
    "unknown": agent_unknown,
}


def agent_token(name: str) -> pygame.Surface:
    """A 64x64 alien head, bold ink outline, soft shadow; the shape alone names the colour."""
    n = MS_AGENT_SIZE
    color = MS_AGENTS.get(name, rgb("#9A8C7C"))
    pen = Pen(n, n)
    AGENT_DRAWERS[name](pen, Frame(n / 2, n / 2 - 1, n / 2 - 6), color)
    pen.shade(0.12, 0.16)
    pen.outline(2.6, INK)
    pen.outline(1.4, BONE)
    head = pen.result()
    return stack((n, n), [shadow(head, (0, 1.8), 1.6, 150), head])


# --- the saucer and its beam ----------------------------------------------------------------
def mothership_saucer() -> pygame.Surface:
    """A 320x160 flying saucer: brushed metal, teal dome, warm sand-light bounce, lamps."""
    w, h = MS_SAUCER_SIZE
    cx = w / 2
    desert = rgb("#E9A766")

    def ell_mask(c: Point, rx: float, ry: float) -> pygame.Surface:
        return shape_mask(w, h, lambda p: p.ellipse(WHITE, c, rx, ry))

    belly = ell_mask((cx, 98), 112, 26)
    hull = ell_mask((cx, 86), 150, 26)
    deck = ell_mask((cx, 78), 112, 20)
    dome = shape_mask(w, h, lambda p: p.polygon(WHITE, arc_points((cx, 74), 54, 52, 180, 360,
                                                                  64)))
    # chrome: pale sky above, a dark horizon line, then the warm desert floor reflected below
    belly_tex = vertical_gradient(w, h, [(0.62, rgb("#4E535E")), (0.7, rgb("#6E6A6A")),
                                         (0.78, mix(rgb("#7C7068"), desert, 0.6))])
    hull_tex = vertical_gradient(w, h, [(0.38, rgb("#F6F4F0")), (0.52, rgb("#D2D6DC")),
                                        (0.595, rgb("#9AA2AE")), (0.622, rgb("#5B6370")),
                                        (0.64, mix(rgb("#8A7A6C"), desert, 0.5)),
                                        (0.7, mix(rgb("#D9A878"), desert, 0.4))])
    deck_tex = vertical_gradient(w, h, [(0.37, rgb("#FFF6EC")), (0.44, rgb("#F1E6DE")),
                                        (0.5, rgb("#C9CED6")), (0.57, rgb("#9AA2AF")),
                                        (0.61, rgb("#B39A8C"))])
    glass = linear_gradient(w, h, (0.5, 1), [(0.1, rgb("#9FE3DA")), (0.3, OASIS_TEAL),
                                             (0.5, rgb("#1D5660"))])
    for tex, seed in ((hull_tex, "saucer-hull"), (deck_tex, "saucer-deck")):
        grain(tex, seed, amp=2.5)
    parts = Pen(w, h)
    parts.ellipse((*INK, 255), (cx, 98), 113.5, 27.5)
    parts.ellipse((*INK, 255), (cx, 86), 151.5, 27.5)
    parts.polygon((*INK, 255), arc_points((cx, 74), 55.5, 53.5, 180, 360, 64))
    outline = parts.result()
    lamps = Pen(w, h)
    for i in range(13):
        a = 180 - (i + 0.5) * 180 / 13
        lx, ly = cx + 136 * math.cos(math.radians(a)), 88 + 16 * math.sin(math.radians(a))
        size = 3.4 * (0.65 + 0.35 * math.sin(math.radians(a)))
        lamps.circle((*darken(GOLD, 0.5), 255), (lx, ly), size + 1)
        lamps.circle((*GOLD, 255), (lx, ly), size)
        lamps.circle((*lighten(GOLD, 0.7), 255), (lx - size * 0.3, ly - size * 0.3), size * 0.4)
    for i in range(7):
        a = 180 - (i + 0.5) * 180 / 7
        lx, ly = cx + 78 * math.cos(math.radians(a)), 104 + 12 * math.sin(math.radians(a))
        lamps.circle((*rgb("#2A3E3E"), 255), (lx, ly), 3.6)
        lamps.circle((*rgb("#9FF5E4"), 255), (lx, ly), 2.4)
    lamp_layer = lamps.result()
    emitter = Pen(w, h)
    emitter.ellipse((*INK, 255), (cx, 118), 36, 9)
    emitter.ellipse((*rgb("#2C6F70"), 255), (cx, 118), 33, 7.4)
    emitter.ellipse((*rgb("#BDF3E6"), 255), (cx, 119), 24, 4.6)
    emitter.ellipse((*WHITE, 255), (cx, 119.5), 12, 2.2)
    emitter_layer = emitter.result()
    seams = Pen(w, h)
    for i in range(1, 12):
        a = 180 - i * 180 / 12
        p0 = (cx + 112 * math.cos(math.radians(a)), 78 + 20 * math.sin(math.radians(a)))
        p1 = (cx + 148 * math.cos(math.radians(a)), 86 + 26 * math.sin(math.radians(a)))
        seams.line((*rgb("#6D7582"), 150), p0, (p0[0] + (p1[0] - p0[0]) * 0.5,
                                                p0[1] + (p1[1] - p0[1]) * 0.5), 0.9)
    seams.polyline((*rgb("#59606C"), 200), arc_points((cx, 86), 150, 26, 0, 180, 60), 1.2)
    seams.polyline((*WHITE, 170), arc_points((cx, 76), 108, 18, 196, 300, 30), 1.6)
    shine = Pen(w, h)
    shine.polygon((*WHITE, 200), [*arc_points((cx - 8, 74), 44, 43, 200, 250, 16),
                                  *arc_points((cx - 8, 74), 36, 35, 250, 200, 16)])
    shine.ellipse((*WHITE, 230), (cx - 18, 36), 6, 4)
    shine.polygon((*rgb("#FFD6A0"), 190), [*arc_points((cx, 74), 50, 48, 300, 352, 16),
                                           *arc_points((cx, 74), 42, 40, 352, 300, 16)])
    shine.polygon((*rgb("#F7B987"), 110), [*arc_points((cx, 74), 52, 50, 184, 200, 6),
                                           *arc_points((cx, 74), 46, 44, 200, 184, 6)])
    shine.ellipse((*INK, 255), (cx, 75), 58, 6.5)
    shine.ellipse((*rgb("#8D95A2"), 255), (cx, 74.5), 56.5, 5)
    shine.ellipse((*rgb("#E9E4DE"), 255), (cx - 6, 73.2), 40, 2.2)
    body = stack((w, h), [outline, apply_mask(belly_tex, belly), apply_mask(hull_tex, hull),
                          inner_shadow(hull, (0, -3), 3, 120, desert),
                          apply_mask(deck_tex, deck), seams.result(),
                          apply_mask(glass, dome),
                          inner_shadow(dome, (3, 3), 4, 120, INK),
                          shine.result(), lamp_layer, emitter_layer])
    halo = pygame.transform.smoothscale(
        radial_glow(w, w, (cx, cx), cx - 2, rgb("#FFE3B0"), 0.35, 2.2), (w, w // 2))
    lamp_glow = blur(tint(lamp_layer, rgb("#FFD27A"), 180), 4)
    return stack((w, h), [(halo, (0, 86 - w // 4)), body, lamp_glow, lamp_layer,
                          emitter_layer])


def tractor_beam() -> pygame.Surface:
    """A 160x400 translucent light cone, narrow at the top, fading out towards the ground."""
    w, h = MS_BEAM_SIZE
    cx = w / 2
    top, bottom = 30.0, 76.0  # half widths
    cone = Pen(w, h)
    cone.polygon(WHITE, [(cx - top, 0), (cx + top, 0), (cx + bottom, h), (cx - bottom, h)])
    mask = blur(cone.result(), 4)
    core = Pen(w, h)
    core.polygon(WHITE, [(cx - top * 0.4, 0), (cx + top * 0.4, 0), (cx + bottom * 0.35, h),
                         (cx - bottom * 0.35, h)])
    core_mask = blur(core.result(), 6)
    beam = tint(mask, rgb("#BDF3E6"), 120)
    bright = tint(core_mask, rgb("#F2FFF9"), 110)
    rings = Pen(w, h)
    for k in range(6):
        y = 40 + k * 60
        half = top + (bottom - top) * y / h
        rings.polyline((*WHITE, 120 - k * 14), arc_points((cx, y), half * 0.92, 5 + k, 0, 180, 30),
                       1.6)
    rng = random.Random("beam-motes")
    for _ in range(40):
        y = rng.uniform(10, h * 0.85)
        half = top + (bottom - top) * y / h
        rings.circle((*WHITE, rng.randrange(90, 200)), (cx + rng.uniform(-0.8, 0.8) * half, y),
                     rng.uniform(0.6, 1.4))
    out = stack((w, h), [beam, bright, rings.result()])
    data = bytearray(pygame.image.tobytes(out, "RGBA"))
    for y in range(h):
        t = (y + 0.5) / h
        k = round(255 * (1 - 0.42 * t / 0.55 if t < 0.55 else 0.58 * (1 - t) / 0.45))
        for i in range(y * w * 4 + 3, (y + 1) * w * 4, 4):
            data[i] = data[i] * k // 255
    return pygame.image.frombytes(bytes(data), (w, h), "RGBA")


# --- holding area -------------------------------------------------------------------------
SLOT_TINT = StoneTint(rgb("#B07A56"), rgb("#CD9C76"), rgb("#754B30"))


def holding_slot() -> pygame.Surface:
    """A 64x64 carved sandstone block with a hex-shaped hollow for one dune."""
    n = MS_SLOT_SIZE
    block = carved_tile(n, SLOT_TINT, "ms-slot")
    hx, hy, hr = MS_SLOT_HEX
    hollow = hex_mask(n, n, (hx, hy), hr)
    floor = linear_gradient(n, n, (0.6, 1), [(0, rgb("#7E5034")), (1, rgb("#A8754C"))])
    grain(floor, "ms-slot-hollow", amp=4, mottle=4, cell=8)
    lip = shape_mask(n, n, lambda p: p.polyline(WHITE, flat_hex((hx, hy), hr + 0.6), 1.0,
                                                closed=True))
    return stack((n, n), [
        block,
        (blur(tint(lip, lighten(SLOT_TINT.light, 0.5), 200), 0.6), (0.8, 1.0)),
        apply_mask(floor, hollow),
        inner_shadow(hollow, (1.8, 2.4), 2.4, 200),
        inner_shadow(hollow, (-1.2, -1.2), 1.2, 130, lighten(SLOT_TINT.light, 0.35)),
        tint(lip, darken(SLOT_TINT.dark, 0.4), 170),
    ])


def holding_dune() -> pygame.Surface:
    """The holding slot with a small dune (the board's barchan, scaled) sitting in it."""
    n = MS_SLOT_SIZE
    hx, hy, hr = MS_SLOT_HEX
    dune = dune_tile("barchan", (n, n), (hx, hy), hr + 1)
    return stack((n, n), [holding_slot(), dune])


def letter_badge() -> pygame.Surface:
    """A 28x28 bone medallion with a gold ring; the game prints the space letter on it."""
    n = MS_BADGE_SIZE
    c = (n / 2, n / 2 - 0.5)
    disc = shape_mask(n, n, lambda p: p.circle(WHITE, c, 12.2))
    face_mask = shape_mask(n, n, lambda p: p.circle(WHITE, c, 9.6))
    ring = apply_mask(linear_gradient(n, n, (1, 1.2), [(0, lighten(GOLD, 0.45)), (0.5, GOLD),
                                                       (1, darken(GOLD, 0.35))]), disc)
    face = apply_mask(linear_gradient(n, n, (0.6, 1), [(0, lighten(BONE, 0.5)),
                                                       (1, mix(BONE, SAND, 0.3))]), face_mask)
    edge = shape_mask(n, n, lambda p: p.circle(WHITE, c, 13.3))
    return stack((n, n), [shadow(disc, (0, 1.2), 1.0, 140), tint(edge, INK, 230), ring,
                          tint(shape_mask(n, n, lambda p: p.circle(WHITE, c, 10.4)),
                               darken(GOLD, 0.5), 220),
                          face, inner_shadow(face_mask, (0.6, 0.9), 0.8, 90, DUNE_SHADOW)])


# --- the island the board sits on --------------------------------------------------------------
def board_island() -> pygame.Surface:
    """A 1000x760 soft patch of darker, rippled sand with feathered edges and a soft shadow."""
    w, h = MS_FRAME_SIZE
    rng = random.Random("ms-island")
    n = 72
    phases = [rng.uniform(0, math.tau) for _ in range(3)]
    pts = []
    for i in range(n):
        a = math.tau * i / n
        ca, sa = math.cos(a), math.sin(a)
        r = 1 / (abs(ca) ** 4 + abs(sa) ** 4) ** 0.25  # a squircle, wobbled a little
        r *= 1 + 0.014 * math.sin(3 * a + phases[0]) + 0.01 * math.sin(5 * a + phases[1]) \
            + 0.006 * math.sin(9 * a + phases[2])
        pts.append((w / 2 + (w / 2 - 60) * r * ca, h / 2 + (h / 2 - 34) * r * sa))
    outline = spline(pts, steps=4)
    pen = Pen(w, h, ss=2)
    pen.polygon(WHITE, outline)
    crisp = pen.result()
    body = blur(crisp, 4)
    tex = linear_gradient(w, h, (0.7, 1), [(0, rgb("#E2B775")), (0.5, rgb("#D8A867")),
                                           (1, rgb("#C99558"))])
    grain(tex, "ms-island", amp=3, mottle=7, cell=60)
    rip = sand_ripples(w, h, "ms-island-ripples", 16, -24, 40, 34, 1.2)
    island = apply_mask(stack((w, h), [tex, rip]), body)
    island.fill((255, 255, 255, 235), special_flags=pygame.BLEND_RGBA_MULT)
    glow = inner_shadow(crisp, (-3, -4), 4, 120, LIGHT_SAND)
    dusk = inner_shadow(crisp, (4, 5), 9, 90, DEEP_CLAY)
    edge = shape_mask(w, h, lambda p: p.polyline(WHITE, outline, 1.6, closed=True))
    return stack((w, h), [
        (blur(tint(crisp, INK, 80), 12), (0, 6)),
        island,
        clip(glow, body), clip(dusk, body),
        blur(tint(edge, DEEP_CLAY, 70), 1.2),
    ])


# --- icons for the Mothership actions --------------------------------------------------------
def glyph_dune(p: Pen, f: Frame, cx: float, cy: float, k: float) -> None:
    """A little crescent dune: lit back, ink slip-face line, used inside several icons."""
    body = spline([(cx - 0.74 * k, cy + 0.3 * k), (cx - 0.3 * k, cy - 0.12 * k),
                   (cx + 0.14 * k, cy - 0.38 * k), (cx + 0.5 * k, cy - 0.08 * k),
                   (cx + 0.78 * k, cy + 0.3 * k)], sharp=(0, 2, 4), steps=10)
    p.polygon(FILL, f.ps(body))
    p.polyline(DETAIL, f.ps(bezier((cx + 0.14 * k, cy - 0.38 * k), (cx + 0.16 * k, cy),
                                   (cx + 0.38 * k, cy + 0.24 * k), 10)), f.d(0.07 * k))


def glyph_arrow(p: Pen, f: Frame, tail: Point, tip: Point, width: float = 0.22,
                head: float = 0.3) -> None:
    dx, dy = tip[0] - tail[0], tip[1] - tail[1]
    ln = math.hypot(dx, dy) or 1.0
    ux, uy = dx / ln, dy / ln
    base = (tip[0] - ux * head * 1.15, tip[1] - uy * head * 1.15)
    p.line(FILL, f.p(*tail), f.p(base[0] + ux * 0.02, base[1] + uy * 0.02), f.d(width),
           round_caps=False)
    p.polygon(FILL, f.ps([(base[0] - uy * head, base[1] + ux * head), tip,
                          (base[0] + uy * head, base[1] - ux * head)]))


def glyph_push(g: Glyph) -> None:
    f = g.frame
    glyph_dune(g.part(), f, -0.2, 0.38, 1.0)
    glyph_arrow(g.part(), f, (-0.6, -0.5), (0.9, -0.5))


def glyph_pull(g: Glyph) -> None:
    f = g.frame
    glyph_dune(g.part(), f, 0.0, 0.52, 1.06)
    glyph_arrow(g.part(), f, (0.1, 0.2), (0.1, -0.92), head=0.34)


def glyph_place(g: Glyph) -> None:
    f = g.frame
    slot = g.part()
    slot.polyline(FILL, f.ps([(-0.86, 0.2), (-0.86, 0.84), (0.86, 0.84), (0.86, 0.2)]),
                  f.d(0.18))
    glyph_dune(g.part(), f, 0.0, 0.38, 0.82)
    glyph_arrow(g.part(), f, (0.0, -0.96), (0.0, -0.04), head=0.32)


def glyph_land(g: Glyph) -> None:
    f = g.frame
    beam = g.part()
    beam.polygon(FILL, f.ps([(-0.2, 0.2), (0.2, 0.2), (0.5, 0.9), (-0.5, 0.9)]))
    beam.polygon(DETAIL, f.ps([(-0.06, 0.32), (0.06, 0.32), (0.16, 0.8), (-0.16, 0.8)]))
    ship = g.part()
    ship.polygon(FILL, f.ps(arc_points((0, -0.2), 0.36, 0.4, 180, 360, 24)))
    ship.ellipse(FILL, f.p(0, -0.1), f.d(0.94), f.d(0.26))
    ship.line(DETAIL, f.p(-0.62, -0.1), f.p(0.62, -0.1), f.d(0.06))
    for x in (-0.52, -0.18, 0.18, 0.52):
        ship.circle(DETAIL, f.p(x, 0.03), f.d(0.06))


def glyph_peek(g: Glyph) -> None:
    f = g.frame
    glyph_dune(g.part(), f, 0.0, 0.58, 1.0)
    eye = g.part()
    lid = spline([(-0.9, -0.36), (-0.46, -0.7), (0.0, -0.82), (0.46, -0.7), (0.9, -0.36),
                  (0.46, -0.04), (0.0, 0.08), (-0.46, -0.04)], sharp=(0, 4))
    eye.polygon(FILL, f.ps(lid))
    eye.circle(DETAIL, f.p(0, -0.37), f.d(0.27))
    eye.circle(FILL, f.p(-0.09, -0.46), f.d(0.08))


def rotate_arrow(g: Glyph, clockwise: bool) -> None:
    """An almost full circle, open at the top right, with its head at the top."""
    f, p = g.frame, g.part()
    s = 1 if clockwise else -1
    c, r = (0.0, 0.08), 0.6
    start, end = -30.0, 238.0  # screen degrees, clockwise from the gap's lower side
    arc = [(x * s, y) for x, y in arc_points(c, r, r, start, end, 40)]
    p.polyline(FILL, f.ps(arc), f.d(0.22))
    a = math.radians(end)
    tip_base = (c[0] + r * math.cos(a), c[1] + r * math.sin(a))
    tx, ty = -math.sin(a), math.cos(a)  # direction of travel at the end of the arc
    nx, ny = math.cos(a), math.sin(a)
    head = [(tip_base[0] + nx * 0.32, tip_base[1] + ny * 0.32),
            (tip_base[0] + tx * 0.4, tip_base[1] + ty * 0.4),
            (tip_base[0] - nx * 0.32, tip_base[1] - ny * 0.32)]
    p.polygon(FILL, f.ps((x * s, y) for x, y in head))


def glyph_rotate_left(g: Glyph) -> None:
    rotate_arrow(g, clockwise=False)


def glyph_rotate_right(g: Glyph) -> None:
    rotate_arrow(g, clockwise=True)


def magnifier(g: Glyph, plus: bool) -> None:
    f = g.frame
    handle = g.part()
    handle.line(FILL, f.p(0.3, 0.3), f.p(0.78, 0.78), f.d(0.3))
    lens = g.part()
    lens.circle(FILL, f.p(-0.16, -0.16), f.d(0.64))
    lens.ring(DETAIL, f.p(-0.16, -0.16), f.d(0.5), f.d(0.07))
    lens.line(DETAIL, f.p(-0.42, -0.16), f.p(0.1, -0.16), f.d(0.13))
    if plus:
        lens.line(DETAIL, f.p(-0.16, -0.42), f.p(-0.16, 0.1), f.d(0.13))


def glyph_zoom_in(g: Glyph) -> None:
    magnifier(g, plus=True)


def glyph_zoom_out(g: Glyph) -> None:
    magnifier(g, plus=False)


def glyph_zoom_reset(g: Glyph) -> None:
    """Fit the desert to the window: four frame corners around a small hex."""
    f = g.frame
    corners = g.part()
    for sx in (-1, 1):
        for sy in (-1, 1):
            corners.polyline(FILL, f.ps([(0.82 * sx, 0.36 * sy), (0.82 * sx, 0.82 * sy),
                                         (0.36 * sx, 0.82 * sy)]), f.d(0.2))
    hexagon = g.part()
    hexagon.polygon(FILL, f.ps(regular_polygon((0.0, 0.0), 0.42, 6, 0.0)))


MS_GLYPHS: dict[str, Callable[[Glyph], None]] = {
    "push": glyph_push, "pull": glyph_pull, "place": glyph_place, "land": glyph_land,
    "peek": glyph_peek, "rotate_left": glyph_rotate_left, "rotate_right": glyph_rotate_right,
    "zoom_in": glyph_zoom_in, "zoom_out": glyph_zoom_out, "zoom_reset": glyph_zoom_reset,
}


def ms_icon(name: str) -> pygame.Surface:
    """A 48x48 action icon in the same bone-and-ink style as ``ui/icons``."""
    return render_icon(MS_GLYPHS[name])
