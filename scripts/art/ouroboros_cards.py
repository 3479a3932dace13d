"""The Ouroboros: the 120x168 draw cards (hazards, monsters, the relic halves) and their back.

Each card is a dark frame with a gold rule, an illustration panel, a corner mark whose shape
names the kind (triangle = hazard, diamond = monster, circle = relic), pips for a monster's
power, and a plain parchment banner left blank: the scene prints the title."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from .geometry import Frame, polar, rotate, spline
from .gradients import linear_gradient, radial_glow
from .noise import grain
from .ouroboros_motifs import (
    FLOOR,
    SOOT,
    WALL,
    anubis,
    eye_of_horus,
    floor_slabs,
    lantern,
    mummy,
    scarab,
    serpent,
)
from .palette import (
    BONE,
    DUNE_SHADOW,
    GOLD,
    INK,
    LIGHT_SAND,
    NIGHT_INDIGO,
    OASIS_TEAL,
    TERRACOTTA,
    WHITE,
    Color,
    darken,
    lighten,
    mix,
    rgb,
)
from .pen import Pen, rrect_mask, shape_mask
from .surfaces import apply_mask, shadow, stack, tint

CARD = (120, 168)
PANEL = (9, 9, 102, 118)
"""Illustration panel (x, y, w, h) inside the card."""
BANNER = (12, 133, 96, 26)
"""Blank title banner (x, y, w, h): the scene prints the card's title centred in it."""
FRAME_COLOR = rgb("#3A2416")
KINDS = {"hazard": TERRACOTTA, "monster": rgb("#8E3B2C"), "relic": OASIS_TEAL}

Drawer = Callable[[Pen, int, int], None]


# --- the frame ----------------------------------------------------------------------------
def banner() -> pygame.Surface:
    """A parchment ribbon with folded ends, left blank for the title."""
    w, h = CARD
    x, y, bw, bh = BANNER
    pen = Pen(w, h)
    fold = (*darken(DUNE_SHADOW, 0.3), 255)
    for side in (-1, 1):
        ex = x if side < 0 else x + bw
        pen.polygon(fold, [(ex - side * 6, y + 4), (ex + side * 6, y + 4),
                           (ex + side * 2, y + bh / 2 + 2), (ex + side * 6, y + bh),
                           (ex - side * 6, y + bh)])
    pen.rrect((*LIGHT_SAND, 255), (x, y, bw, bh - 2), 3)
    pen.rrect((*DUNE_SHADOW, 255), (x + 2.5, y + 2.5, bw - 5, bh - 7), 2, 0.8)
    out = pen.result()
    grain(out, "ouro-banner", amp=4, mottle=5, cell=8)
    return stack((w, h), [shadow(out, (0, 1.5), 1.5, 150), out])


def kind_mark(kind: str) -> pygame.Surface:
    """Top-left corner badge: triangle (hazard), diamond (monster), circle (relic)."""
    w, h = CARD
    pen = Pen(w, h)
    c = (17, 17)
    col = (*KINDS[kind], 255)
    if kind == "hazard":
        pen.polygon(col, [(c[0], c[1] - 8), (c[0] + 8.5, c[1] + 6), (c[0] - 8.5, c[1] + 6)])
        pen.line((*BONE, 255), (c[0], c[1] - 3), (c[0], c[1] + 1), 1.8)
        pen.circle((*BONE, 255), (c[0], c[1] + 3.6), 1.1)
    elif kind == "monster":
        pen.polygon(col, [(c[0], c[1] - 8.5), (c[0] + 8.5, c[1]), (c[0], c[1] + 8.5),
                          (c[0] - 8.5, c[1])])
        pen.polygon((*BONE, 255), [(c[0], c[1] - 3.5), (c[0] + 3.5, c[1]), (c[0], c[1] + 3.5),
                                   (c[0] - 3.5, c[1])])
    else:
        pen.circle(col, c, 7.5)
        pen.ring((*GOLD, 255), c, 4, 1.4)
    pen.outline(1.4, GOLD)
    pen.outline(1.0, INK)
    return pen.result()


def pips(power: int) -> pygame.Surface:
    """``power`` gold pips on a dark plate at the top of the panel."""
    w, h = CARD
    pen = Pen(w, h)
    gap = 13
    x0 = w / 2 - (power - 1) * gap / 2
    pen.rrect((*SOOT, 235), (x0 - 10, 4, (power - 1) * gap + 20, 17), 8.5)
    pen.rrect((*GOLD, 255), (x0 - 10, 4, (power - 1) * gap + 20, 17), 8.5, 1.2)
    for k in range(power):
        p = (x0 + k * gap, 12.5)
        pen.circle((*darken(GOLD, 0.45), 255), p, 5)
        pen.circle((*GOLD, 255), p, 4.2)
        pen.circle((*lighten(GOLD, 0.6), 255), (p[0] - 1.2, p[1] - 1.4), 1.4)
    return pen.result()


def card(kind: str, panel: pygame.Surface, power: int = 0) -> pygame.Surface:
    """Assemble a draw card around a panel illustration (PANEL-sized, opaque)."""
    w, h = CARD
    outer = rrect_mask(w, h, (0, 0, w, h), 8)
    base = linear_gradient(w, h, (0.3, 1), [(0, lighten(FRAME_COLOR, 0.08)),
                                            (1, darken(FRAME_COLOR, 0.3))])
    grain(base, "ouro-card-frame", amp=4, mottle=6, cell=10)
    px, py, pw, ph = PANEL
    panel_mask = rrect_mask(w, h, PANEL, 5)
    placed = pygame.Surface((w, h), pygame.SRCALPHA)
    placed.blit(panel, (px, py))
    rules = Pen(w, h)
    rules.rrect((*GOLD, 255), (3.5, 3.5, w - 7, h - 7), 6, 1.2)
    rules.rrect((*GOLD, 255), (px - 1.5, py - 1.5, pw + 3, ph + 3), 6, 1.6)
    rules.rrect((*darken(GOLD, 0.35), 255), (px + 1.5, py + 1.5, pw - 3, ph - 3), 4, 0.7)
    for cx in (w / 2 - 30, w / 2 + 30):
        rules.circle((*GOLD, 255), (cx, h - 5.5), 1.2)
    rules.polygon((*GOLD, 255), [(w / 2 - 4, h - 5.5), (w / 2, h - 8.5), (w / 2 + 4, h - 5.5),
                                 (w / 2, h - 2.5)])
    edge = shape_mask(w, h, lambda p: p.rrect(WHITE, (0, 0, w, h), 8, 1.1))
    layers = [apply_mask(base, outer), apply_mask(placed, panel_mask), rules.result(),
              banner(), kind_mark(kind)]
    if power:
        layers.append(pips(power))
    layers.append(tint(edge, INK, 220))
    return stack((w, h), layers)


def panel(draw: Drawer, ground: pygame.Surface) -> pygame.Surface:
    """An illustration on ``ground`` (PANEL-sized): ``draw(pen, w, h)`` paints the figure."""
    w, h = PANEL[2], PANEL[3]
    pen = Pen(w, h)
    draw(pen, w, h)
    figure = pen.result()
    return stack((w, h), [ground, shadow(figure, (2, 3), 2.5, 170, SOOT), figure])


def ruin_ground(seed: str, lit: float = 1.0) -> pygame.Surface:
    """Lantern-lit floor slabs, cropped to the panel."""
    w, h = PANEL[2], PANEL[3]
    floor = floor_slabs(128, seed).subsurface((13, 5, w, h)).copy()
    k = round(255 * lit)
    floor.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
    return floor


def night_ground(seed: str, glow: Color) -> pygame.Surface:
    """A dark tomb chamber with a coloured glow behind the figure."""
    w, h = PANEL[2], PANEL[3]
    base = linear_gradient(w, h, (0, 1), [(0, darken(NIGHT_INDIGO, 0.35)), (1, SOOT)])
    grain(base, seed, amp=4, mottle=8, cell=10)
    base.blit(radial_glow(w, h, (w / 2, h * 0.48), w * 0.7, glow, 0.55, 1.5), (0, 0))
    pen = Pen(w, h)
    for y in (h * 0.32, h * 0.64):
        pen.line((*darken(NIGHT_INDIGO, 0.55), 200), (0, y), (w, y), 1.2)
    for k, x in enumerate((w * 0.3, w * 0.72, w * 0.52)):
        y0 = [0, h * 0.32, h * 0.64][k]
        pen.line((*darken(NIGHT_INDIGO, 0.55), 200), (x, y0), (x, y0 + h * 0.32), 1.2)
    base.blit(pen.result(), (0, 0))
    return base


# --- hazard illustrations -----------------------------------------------------------------
def draw_chasm(pen: Pen, w: int, h: int) -> None:
    rng = random.Random("ouro-chasm")
    left = [(w * 0.18 + rng.uniform(-6, 6) + y * 0.18, y) for y in range(-4, h + 8, 10)]
    right = [(w * 0.64 + rng.uniform(-6, 6) + y * 0.14, y) for y in range(-4, h + 8, 10)]
    pen.polygon((*darken(FLOOR.dark, 0.35), 255), [*left, *right[::-1]])
    inner = [(x + 4, y) for x, y in left]
    pen.polygon((*SOOT, 255), [*inner, *[(x - 1, y) for x, y in right[::-1]]])
    pen.polyline((*lighten(FLOOR.light, 0.3), 255), right, 1.6)
    for _ in range(6):
        x, y = rng.uniform(w * 0.36, w * 0.6), rng.uniform(h * 0.3, h * 0.8)
        pen.circle((*mix(FLOOR.base, SOOT, 0.4), 255), (x + y * 0.16, y), rng.uniform(1.4, 3))
        pen.line((*mix(FLOOR.base, SOOT, 0.7), 200), (x + y * 0.16, y - 4),
                 (x + y * 0.16, y - 10), 0.8)


def lost_arrow(pen: Pen, w: int, h: int) -> None:
    """A faint compass rose, footprints heading up-right and a big gold arrow (north-east)."""
    c = (w / 2, h / 2 + 4)
    faint = (*darken(FLOOR.dark, 0.25), 110)
    pen.ring(faint, c, 40, 1.4)
    pen.ring(faint, c, 34, 0.8)
    for k in range(8):
        r = 46 if k % 2 == 0 else 28
        a = k * 45 - 90
        pen.polygon(faint, [c, polar(c, 8, a - 45), polar(c, r, a), polar(c, 8, a + 45)])
    tail, tip = (w * 0.24, h * 0.76), (w * 0.84, h * 0.18)
    ang = math.degrees(math.atan2(tip[1] - tail[1], tip[0] - tail[0]))
    shaft_end = polar(tip, 22, ang + 180)
    feet = (*darken(FLOOR.dark, 0.3), 235)
    for k in range(4):
        t = 0.08 + k * 0.2
        on = (tail[0] + (tip[0] - tail[0]) * t, tail[1] + (tip[1] - tail[1]) * t)
        p = polar(on, 17 + (4 if k % 2 else -4), ang + 90)
        pen.polygon(feet, [rotate((p[0] + x * 1.3, p[1] + y * 1.3), ang + 90, p) for x, y in
                           spline([(0, -5), (2.6, -1), (2, 4), (0, 5), (-2, 4), (-2.6, -1)])])
        pen.circle(feet, rotate((p[0], p[1] - 8.6), ang + 90, p), 2.2)
    gold = (*GOLD, 255)
    pen.line(gold, tail, shaft_end, 12)
    pen.polygon(gold, [tip, polar(shaft_end, 17, ang - 90), polar(shaft_end, 17, ang + 90)])
    pen.line((*lighten(GOLD, 0.5), 255), polar(tail, 3, ang - 90),
             polar(shaft_end, 3, ang - 90), 2.2)


def lost_panel(dx: int, dy: int) -> pygame.Surface:
    """The north-east arrow flipped to point (dx, dy) on screen."""
    w, h = PANEL[2], PANEL[3]
    pen = Pen(w, h)
    lost_arrow(pen, w, h)
    pen.outline(1.8, INK)
    art = pen.result()
    art = pygame.transform.flip(art, dx < 0, dy > 0)
    ground = ruin_ground("ouro-lost", 0.86)
    return stack((w, h), [ground, shadow(art, (2, 3), 2.5, 160, SOOT), art])


def draw_tremor(pen: Pen, w: int, h: int) -> None:
    rng = random.Random("ouro-tremor")
    c = (w / 2, h / 2 + 6)
    for a0 in (-80, 10, 100, 200, 280):
        pts = [c]
        a = a0
        for _ in range(6):
            a += rng.uniform(-30, 30)
            pts.append(polar(pts[-1], rng.uniform(7, 11), a))
        pen.polyline((*SOOT, 255), pts, 2.4)
        pen.polyline((*lighten(FLOOR.light, 0.3), 160), [(x + 1.2, y + 1.2) for x, y in pts[1:]],
                     0.8)
    for side in (-1, 1):
        for k in range(3):
            x = w / 2 + side * (30 + k * 7)
            pts = [(x + side * 3 * math.sin(t / 3), h * 0.3 + t * 2.2) for t in range(18)]
            pen.polyline((*BONE, 255), pts, 2.2 - k * 0.4)
    pen.polyline((*BONE, 255), [(w * 0.34, 10), (w * 0.5, 16), (w * 0.66, 10)], 2)
    pen.polyline((*BONE, 255), [(w * 0.38, 18), (w * 0.5, 23), (w * 0.62, 18)], 1.4)


def draw_cave_in(pen: Pen, w: int, h: int) -> None:
    rng = random.Random("ouro-cave-in")
    pen.polygon((*darken(WALL.dark, 0.3), 255), [(0, 0), (w, 0), (w, 16), (w * 0.8, 22),
                                                 (w * 0.6, 14), (w * 0.42, 24), (w * 0.2, 15),
                                                 (0, 20)])
    for x, y, r in ((28, 46, 13), (72, 40, 16), (50, 76, 11), (84, 80, 9), (20, 82, 8)):
        for k in range(3):
            pen.line((*BONE, 200 - 60 * k), (x + (k - 1) * r * 0.6, y - r - 4),
                     (x + (k - 1) * r * 0.6, y - r - 14), 1.2)
        pts = [polar((x, y), r * rng.uniform(0.75, 1.1), k * 60 + rng.uniform(-15, 15))
               for k in range(6)]
        pen.polygon((*mix(WALL.base, WALL.light, rng.uniform(0, 0.3)), 255), pts)
        pen.polygon((*darken(WALL.base, 0.3), 255), [(x, y), *pts[0:3]])
    for k in range(9):
        x = 6 + k * 11 + rng.uniform(-3, 3)
        r = rng.uniform(6, 10)
        pts = [polar((x, h - 6), r * rng.uniform(0.7, 1.1), 180 + j * 36) for j in range(6)]
        pen.polygon((*mix(WALL.base, WALL.dark, rng.uniform(0.1, 0.5)), 255), pts)


def draw_darkness(pen: Pen, w: int, h: int) -> None:
    f = Frame(w / 2, h / 2 + 14, 46)
    lantern(pen, f, rgb("#A88A5E"), lit=False)
    pen.polygon((*SOOT, 255), [f.p(x, y) for x, y in spline(
        [(0, -0.2), (0.08, 0.1), (0.0, 0.24), (-0.08, 0.1)], sharp=(0,))])
    pen.line((*rgb("#4A3A30"), 255), f.p(0, 0.12), f.p(0, 0.36), f.d(0.05))
    smoke = (*mix(BONE, NIGHT_INDIGO, 0.3), 220)
    for k, x0 in enumerate((-0.02, 0.16)):
        pts = [f.p(x0 + (0.09 + 0.05 * t / 12) * math.sin(t / 1.8 + k * 0.6), -0.92 - t * 0.05)
               for t in range(12 - 3 * k)]
        pen.polyline(smoke, pts, 2.6 - k * 0.9)


# --- monsters, relic ----------------------------------------------------------------------
def figure(draw: Callable[[Pen, Frame], None], scale: float = 40, dy: float = 8) -> Drawer:
    def go(pen: Pen, w: int, h: int) -> None:
        draw(pen, Frame(w / 2, h / 2 + dy, scale))
        pen.outline(1.4, INK)
    return go


def relic(head: bool) -> Drawer:
    def go(pen: Pen, w: int, h: int) -> None:
        c = (w / 2, h / 2 + 6)
        ghost = Pen(w, h)
        for k in range(24):
            a = k * 15
            ghost.line((*GOLD, 80), polar(c, 34, a), polar(c, 34, a + 8), 9, round_caps=False)
        pen.paste(ghost)
        if head:
            serpent(pen, c, 34, -70, 90, 14, head=True, tail=False)
        else:
            serpent(pen, c, 34, 90, 262, 14, head=False, tail=True)
    return go


def card_back() -> pygame.Surface:
    w, h = CARD
    outer = rrect_mask(w, h, (0, 0, w, h), 8)
    sky = linear_gradient(w, h, (0.25, 1), [(0, lighten(NIGHT_INDIGO, 0.1)),
                                            (1, darken(NIGHT_INDIGO, 0.45))])
    grain(sky, "ouro-card-back", amp=4, mottle=6, cell=16)
    sky.blit(radial_glow(w, h, (w / 2, h / 2), 60, GOLD, 0.35, 1.8), (0, 0))
    pen = Pen(w, h)
    g = (*GOLD, 255)
    pen.rrect(g, (5, 5, w - 10, h - 10), 6, 1.6)
    pen.rrect((*darken(GOLD, 0.3), 255), (9, 9, w - 18, h - 18), 4, 0.8)
    for k in range(6):
        y = 20 + k * 5
        pen.line((*darken(GOLD, 0.1 * k), 255), (20, y), (w - 20, y), 0.7)
        pen.line((*darken(GOLD, 0.1 * k), 255), (20, h - y), (w - 20, h - y), 0.7)
    for k in range(16):
        a = k * 22.5
        pen.line(g, polar((w / 2, h / 2), 45, a), polar((w / 2, h / 2), 49 if k % 2 else 53, a),
                 1.4)
    deco = pen.result()
    ring = Pen(w, h)
    serpent(ring, (w / 2, h / 2), 33, -62, 262, 12, head=True, tail=True)
    f = Frame(w / 2, h / 2, 15)
    eye = Pen(w, h)
    eye_of_horus(eye, f, GOLD)
    snake = ring.result()
    edge = shape_mask(w, h, lambda p: p.rrect(WHITE, (0, 0, w, h), 8, 1.1))
    return stack((w, h), [apply_mask(sky, outer), deco, eye.result(),
                          shadow(snake, (1.5, 2.5), 2, 170), snake, tint(edge, INK, 220)])


def cards() -> dict[str, pygame.Surface]:
    """Every draw card, by file stem."""
    out = {
        "card_ledge_fall": card("hazard", panel(draw_chasm, ruin_ground("ouro-chasm"))),
        "card_lost_ne": card("hazard", lost_panel(1, -1)),
        "card_lost_nw": card("hazard", lost_panel(-1, -1)),
        "card_lost_se": card("hazard", lost_panel(1, 1)),
        "card_lost_sw": card("hazard", lost_panel(-1, 1)),
        "card_tremor": card("hazard", panel(draw_tremor, ruin_ground("ouro-tremor", 0.9))),
        "card_cave_in": card("hazard", panel(draw_cave_in, ruin_ground("ouro-cave", 0.8))),
        "card_darkness": card("hazard", panel(draw_darkness,
                                              night_ground("ouro-dark", NIGHT_INDIGO))),
        "card_mummy": card("monster", panel(figure(mummy, 40, 12),
                                            night_ground("ouro-mummy", rgb("#C9A36A"))), 1),
        "card_scarab": card("monster", panel(figure(scarab, 42, 10),
                                             night_ground("ouro-scarab", GOLD)), 2),
        "card_anubis": card("monster", panel(figure(anubis, 44, 10),
                                             night_ground("ouro-anubis", rgb("#D9653B"))), 3),
        "card_relic_head": card("relic", panel(relic(True),
                                               night_ground("ouro-relic-h", GOLD))),
        "card_relic_tail": card("relic", panel(relic(False),
                                               night_ground("ouro-relic-t", GOLD))),
        "card_back": card_back(),
    }
    return out

