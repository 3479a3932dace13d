"""Shifting Stones: symbols, stone tiles, pattern cards, point badge, board, launcher tile."""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Iterable, Sequence

import pygame

from .covers import COVER_SIZE, frame_cover
from .geometry import Frame, Point, Rect4, arc_points, bezier, polar, rotate, spline, star_points
from .gradients import linear_gradient, radial_glow
from .materials import TILE_SIZE, StoneTint, bevel_texture, carved_tile, stone_texture
from .noise import grain
from .output import Written, save
from .palette import (
    BONE,
    CLEAR,
    DEEP_CLAY,
    DUNE_SHADOW,
    GOLD,
    INK,
    LIGHT_SAND,
    NIGHT_INDIGO,
    SAND,
    SYMBOL_COLORS,
    TERRACOTTA,
    WHITE,
    Color,
    darken,
    lighten,
    mix,
    rgb,
)
from .pen import Pen, rrect_mask, shape_mask
from .surfaces import (
    Layer,
    apply_mask,
    blur,
    inner_shadow,
    invert_alpha,
    shadow,
    stack,
    tint,
    unpremultiply,
)

SYMBOLS = tuple(SYMBOL_COLORS)

# --- geometry the game needs ------------------------------------------------------------------
SYMBOL_SIZE = 128
INLAY_FRACTION = 0.65  # symbol box / tile side
CARD_SIZE = (200, 280)
CARD_SAFE_AREA = (22, 22, 156, 236)  # x, y, w, h: plain parchment inside the ornaments
BOARD_SIZE = 600
BOARD_SLOT = 170
BOARD_PITCH = 176
BOARD_ORIGIN = (39, 50)  # top-left of slot (0, 0); the top rim carries the orientation sun


# =============================================================================================
# Stone-face symbols (unit design space: about -0.95 .. 0.95)
# =============================================================================================
def draw_sun(pen: Pen, f: Frame) -> None:
    gold = SYMBOL_COLORS["sun"]
    ray = darken(mix(gold, rgb("#D9782A"), 0.35), 0.02)
    for i in range(8):
        a = -90 + 45 * i
        tip = 0.97 if i % 2 == 0 else 0.86
        pen.polygon(ray, f.ps([polar((0, 0), 0.5, a - 15), polar((0, 0), tip, a),
                               polar((0, 0), 0.5, a + 15)]))
    pen.circle(gold, f.p(0, 0), f.d(0.56))
    pen.ring(darken(gold, 0.22), f.p(0, 0), f.d(0.43), f.d(0.045))
    pen.circle(lighten(gold, 0.28), f.p(-0.08, -0.09), f.d(0.24))
    pen.circle(lighten(gold, 0.5), f.p(-0.13, -0.15), f.d(0.09))


def draw_moon(pen: Pen, f: Frame) -> None:
    body = SYMBOL_COLORS["moon"]
    rim = rgb("#8C8698")
    pen.circle(rim, f.p(0, 0), f.d(0.8))
    pen.circle(body, f.p(0.035, 0.0), f.d(0.755))
    pen.circle(CLEAR, f.p(0.42, -0.26), f.d(0.64))
    for (x, y, r) in ((-0.5, 0.22, 0.1), (-0.28, 0.5, 0.07), (-0.58, -0.12, 0.06)):
        pen.circle(lighten(body, 0.12), f.p(x, y), f.d(r))
        pen.circle(darken(body, 0.25), f.p(x + 0.015, y + 0.015), f.d(r * 0.7))


def draw_fish(pen: Pen, f: Frame) -> None:
    body = SYMBOL_COLORS["fish"]
    fin = darken(body, 0.16)
    pen.polygon(fin, f.ps([(-0.34, -0.3), (-0.1, -0.66), (0.2, -0.6), (0.12, -0.24)]))
    pen.polygon(fin, f.ps([(-0.2, 0.3), (-0.02, 0.58), (0.14, 0.26)]))
    pen.polygon(fin, f.ps(spline([(0.3, 0.0), (0.9, -0.5), (0.78, -0.02), (0.8, 0.02),
                                  (0.9, 0.5)], sharp=(0, 1, 4))))
    outline = spline([(-0.9, 0.04), (-0.7, -0.24), (-0.38, -0.4), (0.0, -0.38), (0.3, -0.2),
                      (0.46, 0.0), (0.3, 0.2), (0.0, 0.38), (-0.38, 0.38), (-0.7, 0.24)],
                     sharp=(0, 5))
    pen.polygon(body, f.ps(outline))
    pen.polygon(lighten(body, 0.2), f.ps(spline(
        [(-0.72, 0.02), (-0.4, -0.22), (0.1, -0.22), (0.34, 0.0), (0.1, 0.08), (-0.4, 0.08)],
        sharp=(0, 3))))
    scale_c = darken(body, 0.2)
    for cx, cy in ((-0.02, -0.12), (0.16, -0.06), (-0.02, 0.12), (0.16, 0.12), (0.3, 0.03)):
        pen.polyline(scale_c, f.ps(arc_points((cx, cy), 0.11, 0.11, -70, 70, 10)), f.d(0.04))
    pen.polyline(darken(body, 0.45), f.ps(arc_points((-0.62, 0.0), 0.28, 0.3, -50, 50, 16)),
                 f.d(0.055))
    pen.circle(BONE, f.p(-0.6, -0.08), f.d(0.11))
    pen.circle(INK, f.p(-0.62, -0.08), f.d(0.062))
    pen.line(darken(body, 0.5), f.p(-0.9, 0.06), f.p(-0.78, 0.08), f.d(0.04))


def draw_bird(pen: Pen, f: Frame) -> None:
    red = SYMBOL_COLORS["bird"]
    wing_dark = darken(red, 0.2)
    for side in (-1, 1):
        wing = spline([(0.08 * side, -0.02), (0.3 * side, -0.34), (0.58 * side, -0.6),
                       (0.96 * side, -0.8), (0.8 * side, -0.52), (0.78 * side, -0.42),
                       (0.64 * side, -0.36), (0.6 * side, -0.24), (0.44 * side, -0.18),
                       (0.36 * side, -0.04), (0.14 * side, 0.2)],
                      sharp=(0, 3, 4, 6, 8, 10))
        pen.polygon(red, f.ps(wing))
        pen.polyline(wing_dark, f.ps(bezier((0.14 * side, -0.02), (0.4 * side, -0.34),
                                            (0.8 * side, -0.62), 12)), f.d(0.05))
    pen.polygon(wing_dark, f.ps([(-0.1, 0.38), (-0.26, 0.72), (0.0, 0.62), (0.26, 0.72),
                                 (0.1, 0.38)]))
    pen.ellipse(red, f.p(0, 0.12), f.d(0.19), f.d(0.36))
    pen.ellipse(lighten(red, 0.22), f.p(0, 0.18), f.d(0.1), f.d(0.22))
    pen.circle(red, f.p(0, -0.24), f.d(0.17))
    pen.polygon(GOLD, f.ps([(-0.07, -0.2), (0.07, -0.2), (0.0, -0.02)]))
    pen.circle(INK, f.p(-0.075, -0.28), f.d(0.035))
    pen.circle(INK, f.p(0.075, -0.28), f.d(0.035))


def draw_horse(pen: Pen, f: Frame) -> None:
    coat = SYMBOL_COLORS["horse"]
    mane = darken(coat, 0.38)
    head = spline([(0.0, -0.94), (-0.12, -0.64), (-0.34, -0.5), (-0.55, -0.24),
                   (-0.72, 0.02), (-0.82, 0.16), (-0.76, 0.3), (-0.6, 0.33), (-0.4, 0.26),
                   (-0.18, 0.24), (-0.04, 0.36), (0.02, 0.62), (0.0, 0.92), (0.66, 0.92),
                   (0.62, 0.44), (0.48, -0.06), (0.28, -0.5), (0.14, -0.66)],
                  sharp=(0, 12, 13))
    back = spline([(0.12, -0.72), (0.3, -0.52), (0.5, -0.08), (0.64, 0.44), (0.68, 0.92)],
                  closed=False, steps=10)
    tufts: list[Point] = [(0.02, -0.62)]
    for i, (x, y) in enumerate(back):
        out = 0.22 if i % 4 == 1 else (0.1 if i % 4 == 3 else 0.15)
        tufts.append((x + out * 0.9, y - out * 0.35))
    tufts += [(0.55, 0.92), (0.46, 0.4), (0.3, -0.04), (0.12, -0.44)]
    pen.polygon(coat, f.ps(head))
    pen.polygon(mane, f.ps(tufts))
    pen.polygon(mane, f.ps([(-0.02, -0.66), (-0.24, -0.5), (-0.08, -0.5), (-0.14, -0.38),
                            (0.06, -0.52)]))
    pen.polygon(darken(coat, 0.25), f.ps([(-0.01, -0.84), (-0.07, -0.66), (0.06, -0.68)]))
    pen.polygon(lighten(coat, 0.16), f.ps(spline(
        [(-0.5, -0.2), (-0.7, 0.06), (-0.72, 0.2), (-0.56, 0.22), (-0.36, 0.02)], sharp=())))
    pen.polyline(darken(coat, 0.32), f.ps(spline(
        [(-0.36, 0.18), (-0.16, 0.08), (-0.06, -0.12), (-0.14, -0.3)], closed=False)),
        f.d(0.05))
    pen.circle(BONE, f.p(-0.26, -0.3), f.d(0.1))
    pen.circle(INK, f.p(-0.28, -0.3), f.d(0.06))
    pen.circle(INK, f.p(-0.66, 0.13), f.d(0.05))
    pen.line(darken(coat, 0.45), f.p(-0.76, 0.26), f.p(-0.58, 0.27), f.d(0.04))


def draw_boat(pen: Pen, f: Frame) -> None:
    blue = SYMBOL_COLORS["boat"]
    sail = rgb("#A9CBEA")
    pen.polyline(blue, f.ps([(-0.78, 0.8), (-0.55, 0.72), (-0.3, 0.8), (-0.05, 0.72),
                             (0.2, 0.8), (0.45, 0.72), (0.7, 0.8)]), f.d(0.1))
    pen.polygon(sail, f.ps(spline([(-0.6, 0.2), (0.56, -0.84), (0.64, -0.3), (0.52, 0.2)],
                                  sharp=(0, 1, 3))))
    pen.polygon(darken(sail, 0.12), f.ps(spline(
        [(0.12, 0.2), (0.56, -0.84), (0.64, -0.3), (0.52, 0.2)], sharp=(0, 1, 3))))
    for t in (0.3, 0.58):
        a = (-0.6 + (0.56 + 0.6) * t, 0.2 - 1.04 * t)
        pen.line(mix(sail, blue, 0.55), f.p(*a), f.p(a[0] + 0.14 * (1 - t) + 0.02, 0.2),
                 f.d(0.03))
    pen.line(darken(blue, 0.35), f.p(-0.68, 0.28), f.p(0.62, -0.9), f.d(0.07))
    pen.line(darken(blue, 0.35), f.p(0.3, 0.3), f.p(0.3, -0.62), f.d(0.06))
    hull = spline([(-0.94, 0.12), (-0.4, 0.3), (0.4, 0.3), (0.88, 0.14), (0.62, 0.5),
                   (0.2, 0.62), (-0.3, 0.62), (-0.7, 0.48)], sharp=(0, 3))
    pen.polygon(blue, f.ps(hull))
    pen.polygon(lighten(blue, 0.3), f.ps(spline(
        [(-0.86, 0.16), (-0.4, 0.32), (0.4, 0.32), (0.8, 0.18), (0.6, 0.32), (0.2, 0.42),
         (-0.3, 0.42), (-0.7, 0.3)], sharp=(0, 3))))
    pen.circle(BONE, f.p(-0.42, 0.46), f.d(0.055))


def draw_seed(pen: Pen, f: Frame) -> None:
    white = SYMBOL_COLORS["seed"]
    tilt = 24

    def turn(pts: Iterable[Point]) -> list[Point]:
        return f.ps(rotate(q, tilt) for q in pts)

    pen.polygon(white, turn(spline(
        [(0.0, -0.94), (0.34, -0.6), (0.56, -0.06), (0.5, 0.48), (0.0, 0.86), (-0.5, 0.48),
         (-0.56, -0.06), (-0.34, -0.6)], sharp=(0,))))
    pen.polygon(rgb("#E2D6C0"), turn(spline(
        [(0.04, -0.76), (0.34, -0.4), (0.46, 0.06), (0.38, 0.5), (0.04, 0.78), (0.16, 0.3),
         (0.14, -0.3)], sharp=(0, 4))))
    groove = spline([(0.0, -0.74), (-0.05, -0.2), (0.0, 0.34), (0.02, 0.68)], closed=False)
    pen.polyline(rgb("#F9F5EC"), turn((x - 0.05, y) for x, y in groove), f.d(0.06))
    pen.polyline(rgb("#8C7A60"), turn(groove), f.d(0.08))
    pen.polygon(WHITE, turn(spline(
        [(-0.26, -0.44), (-0.4, -0.06), (-0.34, 0.26), (-0.22, -0.1)], sharp=())))


def draw_tree(pen: Pen, f: Frame) -> None:
    f = Frame(f.cx, f.cy + f.d(0.03), f.r * 0.93)
    green = SYMBOL_COLORS["tree"]
    trunk = rgb("#7A5632")
    crown = (0.08, -0.32)
    path = bezier((-0.12, 0.94), (0.16, 0.3), crown, 16)
    pen.ribbon(trunk, f.ps(path), [f.d(0.26 - 0.12 * i / 16) for i in range(17)])
    for i in range(2, 15, 2):
        x, y = path[i]
        w = 0.12 - 0.05 * i / 16
        pen.line(darken(trunk, 0.3), f.p(x - w, y - 0.02), f.p(x + w, y + 0.02), f.d(0.04))
    pen.circle(rgb("#8E4A1E"), f.p(-0.04, -0.16), f.d(0.08))
    pen.circle(rgb("#8E4A1E"), f.p(0.16, -0.14), f.d(0.08))
    pen.circle(rgb("#A65B24"), f.p(0.06, -0.08), f.d(0.08))
    fronds = [((-0.92, 0.12), (-0.5, -0.52)), ((-0.82, -0.56), (-0.36, -0.74)),
              ((-0.2, -0.96), (-0.12, -0.72)), ((0.46, -0.94), (0.24, -0.8)),
              ((0.96, -0.5), (0.52, -0.72)), ((0.9, 0.18), (0.6, -0.5))]
    for tip, ctrl in fronds:
        draw_frond(pen, f, crown, ctrl, tip, green)
    pen.circle(darken(green, 0.1), f.p(*crown), f.d(0.1))


def draw_frond(pen: Pen, f: Frame, root: Point, ctrl: Point, tip: Point, green: Color) -> None:
    """One pinnate palm leaf: a tapering ribbon with serrated edges and a midrib."""
    n = 14
    path = bezier(root, ctrl, tip, n)
    left, right = [], []
    for i, (x, y) in enumerate(path):
        a = path[max(0, i - 1)]
        b = path[min(n, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln, dx / ln
        t = i / n
        w = 0.2 * math.sin(math.pi * min(1.0, t * 1.15)) ** 0.8
        w *= 1.0 if i % 2 == 0 else 0.55
        back = 0.05 if i % 2 == 0 else 0.0
        left.append((x + nx * w - dx / ln * back, y + ny * w - dy / ln * back))
        right.append((x - nx * w * 0.8 - dx / ln * back, y - ny * w * 0.8 - dy / ln * back))
    pen.polygon(green, f.ps(left + right[::-1]))
    pen.polyline(darken(green, 0.3), f.ps(path[1:-2]), f.d(0.035))


SYMBOL_DRAWERS: dict[str, Callable[[Pen, Frame], None]] = {
    "sun": draw_sun, "moon": draw_moon, "fish": draw_fish, "bird": draw_bird,
    "horse": draw_horse, "boat": draw_boat, "seed": draw_seed, "tree": draw_tree,
}


def symbol_surface(name: str, size: int, outline: float | None = None) -> pygame.Surface:
    """One stone-face symbol on a transparent ``size`` square, with an ink outline."""
    pen = Pen(size, size)
    edge = outline if outline is not None else max(1.5, size * 0.024)
    frame = Frame(size / 2, size / 2, (size / 2 - edge - 1) / 0.98)
    SYMBOL_DRAWERS[name](pen, frame)
    pen.shade(0.1, 0.14)
    pen.outline(edge, INK)
    return pen.result()


STONE_TINTS: dict[str, StoneTint] = {
    "limestone": StoneTint(rgb("#E7DDC7"), rgb("#F8F2E4"), rgb("#B3A384")),
    "sandstone": StoneTint(rgb("#E5BD8E"), rgb("#F5DCB8"), rgb("#B08458")),
    "rosy": StoneTint(rgb("#DDAA92"), rgb("#F1CDBB"), rgb("#A9735F")),
    "ochre": StoneTint(rgb("#D69A42"), rgb("#EBBE6E"), rgb("#9C6A24")),
    "back": StoneTint(SAND, LIGHT_SAND, DUNE_SHADOW),
    "grey": StoneTint(rgb("#B9B4AA"), rgb("#DAD6CD"), rgb("#8A857C")),
}
STONE_PAIRS: dict[str, str] = {
    "sun": "limestone", "moon": "limestone", "fish": "sandstone", "bird": "sandstone",
    "horse": "rosy", "boat": "rosy", "seed": "ochre", "tree": "ochre",
}


def stone_file(name: str) -> pygame.Surface:
    tint_name = STONE_PAIRS[name]
    sym = symbol_surface(name, round(TILE_SIZE * INLAY_FRACTION), outline=2.4)
    return carved_tile(TILE_SIZE, STONE_TINTS[tint_name], f"tile:{tint_name}", sym)


def any_square() -> pygame.Surface:
    """Neutral grey stone with a dotted border: 'any stone goes here'."""
    size = SYMBOL_SIZE
    tile = carved_tile(size, STONE_TINTS["grey"], "tile:grey")
    pen = Pen(size, size)
    inset = size * 0.2
    side = size - 2 * inset
    n = 7
    for i in range(n * 4):
        edge, k = divmod(i, n)
        t = k / n
        x, y = [(inset + side * t, inset), (size - inset, inset + side * t),
                (size - inset - side * t, size - inset), (inset, size - inset - side * t)][edge]
        pen.circle((*rgb("#5E5A54"), 255), (x, y - size * 0.012), size * 0.026)
    dots = pen.result()
    return stack((size, size), [tile, (tint(dots, WHITE, 120), (0.8, 0.8)), dots])


# =============================================================================================
# Cards, badge
# =============================================================================================
def parchment(w: int, h: int, seed: str) -> pygame.Surface:
    base = linear_gradient(w, h, (0, 1), [(0, lighten(BONE, 0.3)), (1, mix(BONE, SAND, 0.18))])
    vignette = radial_glow(w, h, (w / 2, h / 2), math.hypot(w, h) * 0.62,
                           mix(BONE, DUNE_SHADOW, 0.6), 1.0, 2.2)
    edge = invert_alpha(vignette, mix(BONE, DUNE_SHADOW, 0.55))
    edge.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
    base.blit(edge, (0, 0))
    grain(base, seed, amp=3.5, mottle=3, cell=22)
    return base


def corner_ornament(pen: Pen, corner: Point, sx: int, sy: int) -> None:
    """A small stepped-diamond motif tucked into one card corner."""
    x, y = corner
    pen.polygon((*TERRACOTTA, 255), [(x + sx * 9, y), (x + sx * 18, y + sy * 9),
                                     (x + sx * 9, y + sy * 18), (x, y + sy * 9)])
    pen.polygon((*BONE, 255), [(x + sx * 9, y + sy * 4), (x + sx * 14, y + sy * 9),
                               (x + sx * 9, y + sy * 14), (x + sx * 4, y + sy * 9)])
    pen.circle((*GOLD, 255), (x + sx * 9, y + sy * 9), 2.6)
    pen.line((*TERRACOTTA, 255), (x + sx * 22, y + sy * 9), (x + sx * 34, y + sy * 9), 1.4)
    pen.line((*TERRACOTTA, 255), (x + sx * 9, y + sy * 22), (x + sx * 9, y + sy * 34), 1.4)
    pen.circle((*TERRACOTTA, 255), (x + sx * 38, y + sy * 9), 1.5)
    pen.circle((*TERRACOTTA, 255), (x + sx * 9, y + sy * 38), 1.5)


def card_front() -> pygame.Surface:
    w, h = CARD_SIZE
    card = rrect_mask(w, h, (0, 0, w, h), 12)
    deco = Pen(w, h)
    deco.rrect((*TERRACOTTA, 255), (7, 7, w - 14, h - 14), 7, 2.2)
    deco.rrect((*mix(TERRACOTTA, BONE, 0.45), 255), (11.5, 11.5, w - 23, h - 23), 4, 0.9)
    for cx, cy, sx, sy in ((12, 12, 1, 1), (w - 12, 12, -1, 1), (12, h - 12, 1, -1),
                           (w - 12, h - 12, -1, -1)):
        corner_ornament(deco, (cx + sx * 3, cy + sy * 3), sx, sy)
    for cx in (w / 2,):
        deco.polygon((*TERRACOTTA, 255), [(cx - 6, 7), (cx, 2.5), (cx + 6, 7), (cx, 11.5)])
        deco.polygon((*TERRACOTTA, 255), [(cx - 6, h - 7), (cx, h - 11.5), (cx + 6, h - 7),
                                          (cx, h - 2.5)])
    edge = shape_mask(w, h, lambda p: p.rrect(WHITE, (0, 0, w, h), 12, 1.2))
    return stack((w, h), [apply_mask(parchment(w, h, "card"), card), deco.result(),
                          tint(edge, DEEP_CLAY, 170)])


def card_back() -> pygame.Surface:
    w, h = CARD_SIZE
    card = rrect_mask(w, h, (0, 0, w, h), 12)
    sky = linear_gradient(w, h, (0.25, 1), [(0, lighten(NIGHT_INDIGO, 0.12)),
                                            (1, darken(NIGHT_INDIGO, 0.35))])
    grain(sky, "card-back", amp=4, mottle=6, cell=20)
    pen = Pen(w, h)
    rng = random.Random("card-back-stars")
    for _ in range(46):
        x, y = rng.uniform(16, w - 16), rng.uniform(16, h * 0.62)
        pen.circle((*lighten(GOLD, 0.55), rng.randrange(90, 230)), (x, y), rng.uniform(0.5, 1.2))
    stars = pen.result()
    motif = Pen(w, h)
    gold = (*GOLD, 255)
    motif.rrect(gold, (8, 8, w - 16, h - 16), 7, 2.2)
    motif.rrect((*darken(GOLD, 0.2), 255), (13, 13, w - 26, h - 26), 4, 1)
    cell, gap, cy = 26, 6, 96
    gx = w / 2 - (cell * 3 + gap * 2) / 2
    gy = cy - (cell * 3 + gap * 2) / 2
    for r in range(3):
        for c in range(3):
            x, y = gx + c * (cell + gap), gy + r * (cell + gap)
            motif.rrect(gold, (x, y, cell, cell), 5, 2)
            if (r + c) % 2 == 0:
                motif.rrect((*darken(GOLD, 0.25), 255), (x + 6, y + 6, cell - 12, cell - 12), 3)
    motif.ring(gold, (w / 2, cy), 66, 1.4)
    for i in range(16):
        a = i * 22.5
        motif.line(gold, polar((w / 2, cy), 71, a), polar((w / 2, cy), 77 if i % 2 else 82, a),
                   1.6)
    for k, base in enumerate((188, 208, 228, 248)):
        amp = 6 + k
        pts = [(x, base + amp * math.sin(x / (34 + 6 * k) + k * 1.7)) for x in range(16, w - 15, 3)]
        motif.polyline((*mix(GOLD, NIGHT_INDIGO, 0.15 * k), 255), pts, 2.0 - 0.2 * k)
    motif_layer = motif.result()
    edge = shape_mask(w, h, lambda p: p.rrect(WHITE, (0, 0, w, h), 12, 1.2))
    return stack((w, h), [apply_mask(sky, card), stars, shadow(motif_layer, (0, 1.5), 1.5, 150),
                          motif_layer, tint(edge, INK, 200)])


def point_badge() -> pygame.Surface:
    """A gold medallion with a milled edge; the game prints the points in its plain centre."""
    size = 64
    c = (32.0, 31.0)
    milled = star_points(c, 27, 24.8, 20, -90)
    def coin(p: Pen) -> None:
        p.polygon(WHITE, milled)
        p.circle(WHITE, c, 25.2)

    outer = shape_mask(size, size, coin)
    disc_mask = shape_mask(size, size, lambda p: p.circle(WHITE, c, 21.4))
    light = [(0, lighten(GOLD, 0.5)), (0.5, GOLD), (1, darken(GOLD, 0.35))]
    rim = apply_mask(linear_gradient(size, size, (1, 1.3), light), outer)
    face = apply_mask(linear_gradient(size, size, (1, 1.3), [
        (0, lighten(GOLD, 0.45)), (0.55, lighten(GOLD, 0.08)), (1, darken(GOLD, 0.1))]), disc_mask)
    grain(face, "badge", amp=3)
    ring = shape_mask(size, size, lambda p: p.ring(WHITE, c, 18.8, 1.0))
    edge = Pen(size, size)
    edge.polygon((*INK, 255), star_points(c, 28.2, 26, 20, -90))
    edge.circle((*INK, 255), c, 26.3)
    return stack((size, size), [
        shadow(outer, (0, 1.6), 1.6, 150), tint(edge.result(), INK, 210), rim,
        tint(shape_mask(size, size, lambda p: p.circle(WHITE, c, 22.4)), darken(GOLD, 0.55), 200),
        face,
        inner_shadow(disc_mask, (1.0, 1.4), 1.2, 120, darken(GOLD, 0.55)),
        tint(ring, darken(GOLD, 0.3), 180),
    ])


# =============================================================================================
# Board
# =============================================================================================
def slot_rect(row: int, col: int) -> Rect4:
    return (BOARD_ORIGIN[0] + col * BOARD_PITCH, BOARD_ORIGIN[1] + row * BOARD_PITCH,
            BOARD_SLOT, BOARD_SLOT)


def board() -> pygame.Surface:
    n = BOARD_SIZE
    size = (n, n)
    plinth_tint = StoneTint(rgb("#E2BB7C"), rgb("#F3D9A6"), rgb("#A77A42"))
    tray_tint = StoneTint(rgb("#C38A5E"), rgb("#D6A577"), rgb("#8A5834"))
    slot_tint = StoneTint(rgb("#B27A50"), rgb("#C89064"), rgb("#7A4C2C"))
    plinth = rrect_mask(n, n, (0, 0, n, n), 30)
    face = rrect_mask(n, n, (9, 9, n - 18, n - 18), 23)
    span = BOARD_PITCH * 2 + BOARD_SLOT
    pad = 12
    tray_rect = (BOARD_ORIGIN[0] - pad, BOARD_ORIGIN[1] - pad, span + 2 * pad, span + 2 * pad)
    tray = rrect_mask(n, n, tray_rect, 24)
    def nine_slots(p: Pen) -> None:
        for r in range(3):
            for c in range(3):
                p.rrect(WHITE, slot_rect(r, c), 16)

    slots = shape_mask(n, n, nine_slots)
    edge = shape_mask(n, n, lambda p: p.rrect(WHITE, (0, 0, n, n), 30, 1.5))
    layers: list[Layer] = [
        apply_mask(bevel_texture(n, n, plinth_tint, "board-rim"), plinth),
        apply_mask(stone_texture(n, n, plinth_tint, "board-face", 5, 3), face),
        inner_shadow(face, (-2, -2), 3, 120, lighten(plinth_tint.light, 0.5)),
        apply_mask(stone_texture(n, n, tray_tint, "board-tray", 4, 2), tray),
        inner_shadow(tray, (4, 5), 6, 170),
        inner_shadow(tray, (-2, -2), 2, 90, lighten(tray_tint.light, 0.4)),
        apply_mask(stone_texture(n, n, slot_tint, "board-slots", 4, 2), slots),
        inner_shadow(slots, (3, 4), 5, 160),
        inner_shadow(slots, (-1.5, -1.5), 1.5, 110, lighten(slot_tint.light, 0.45)),
        tint(edge, DEEP_CLAY, 200),
    ]
    return stack(size, layers + orientation_mark(n))


def orientation_mark(n: int) -> list[Layer]:
    """A gold sun medallion on the top rim with up-arrows, so 'up' is never in doubt."""
    cx, cy = n / 2, 26.0
    carve = Pen(n, 60)
    gold = (*GOLD, 255)
    for side in (-1, 1):
        x0 = cx + side * 44
        carve.polygon(gold, [(x0 - 8, cy + 5), (x0, cy - 6), (x0 + 8, cy + 5)])
        carve.line(gold, (cx + side * 60, cy), (cx + side * 160, cy), 2.2)
        carve.circle(gold, (cx + side * 170, cy), 3)
    carved = carve.result()
    disc = Pen(n, 60)
    disc.circle((*darken(GOLD, 0.45), 255), (cx, cy), 21.5)
    disc.circle((*GOLD, 255), (cx, cy), 20)
    disc.circle((*DEEP_CLAY, 255), (cx, cy), 17)
    medal = disc.result()
    sun = symbol_surface("sun", 32, outline=1.3)
    return [
        (blur(tint(carved, INK, 190), 1), (-1, -1)),
        (blur(tint(carved, LIGHT_SAND, 220), 1), (1, 1)),
        carved,
        shadow(medal, (0, 2), 2, 170),
        medal,
        (sun, (cx - 16, cy - 16)),
    ]


def cover_stones() -> pygame.Surface:
    w, h = COVER_SIZE
    ground = linear_gradient(w, h, (0.4, 1), [(0, LIGHT_SAND), (1, SAND)])
    grain(ground, "cover-stones", amp=5, mottle=8, cell=30)
    pen = Pen(w, h, ss=2)
    for k in range(26):
        y0 = -20 + k * 11
        pts = [(x, y0 + x * 0.18 + 3 * math.sin(x / 19 + k)) for x in range(-4, w + 5, 5)]
        pen.polyline((*DUNE_SHADOW, 70), pts, 1.1)
    ground.blit(pen.result(), (0, 0))
    faces = ["sun", "fish", "horse", "boat", "seed", "bird", "tree", "moon", "horse"]
    tile, step = 66, 64
    layers: list[Layer] = []
    for i, name in enumerate(faces):
        r, c = divmod(i, 3)
        sym = symbol_surface(name, round(tile * INLAY_FRACTION), outline=1.5)
        t = carved_tile(tile, STONE_TINTS[STONE_PAIRS[name]], f"cover:{name}", sym)
        layers.append((t, (4 + c * step, 4 + r * step)))
    side = step * 2 + tile + 8
    grid = pygame.transform.rotozoom(stack((side, side), layers), 4, 1.0)
    gx, gy = (w - grid.get_width()) / 2, (h - grid.get_height()) / 2 - 2
    left = card_miniature(("bird", "horse"), 14)
    right = card_miniature(("sun", "tree"), -12)
    return frame_cover(stack((w, h), [
        ground,
        shadow(left, (-12, 84), 4, 120), (left, (-16, 78)),
        shadow(right, (w - 84, 8), 4, 120), (right, (w - 88, 2)),
        shadow(tint(grid, WHITE), (gx + 3, gy + 7), 6, 150), (grid, (gx, gy)),
    ]))


def card_miniature(pattern: Sequence[str], angle: float) -> pygame.Surface:
    """A pattern card scaled down with its symbols, as seen on the table."""
    face = card_front()
    sym_size = 70
    y = 140 - sym_size * len(pattern) / 2 - 4 * (len(pattern) - 1)
    for name in pattern:
        sym = symbol_surface(name, sym_size, outline=2)
        face = stack(face.get_size(), [face, (sym, ((200 - sym_size) / 2, y))])
        y += sym_size + 8
    small = pygame.transform.smoothscale(face.premul_alpha(), (86, 120))
    return unpremultiply(pygame.transform.rotozoom(small, angle, 1.0))


FILE_NOTES = {"stones/board.json": "slot geometry of board.png"}


def write_board_json(written: Written) -> None:
    data = {"slot_size": BOARD_SLOT, "pitch": BOARD_PITCH, "origin": list(BOARD_ORIGIN)}
    path = written.root / "stones" / "board.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    written.append(("stones/board.json", FILE_NOTES["stones/board.json"]))


def intro() -> list[str]:
    """The board geometry the Stones scene relies on, for ART.md."""
    return [
        f"Board slots (`stones/board.json`): slot {BOARD_SLOT} px, pitch {BOARD_PITCH} px, "
        f"slot (0, 0) at {list(BOARD_ORIGIN)}; the gold sun on the rim marks the top. "
        f"Pattern-card safe area (x, y, w, h): {list(CARD_SAFE_AREA)}.",
    ]


def build(written: Written) -> None:
    """Every file of Shifting Stones, under ``stones/``, and its launcher tile."""
    for name in SYMBOLS:
        save(symbol_surface(name, SYMBOL_SIZE, outline=3.0), f"stones/symbol_{name}.png", written)
        save(stone_file(name), f"stones/stone_{name}.png", written)
    save(carved_tile(TILE_SIZE, STONE_TINTS["back"], "tile:back"), "stones/stone_back.png",
         written)
    save(any_square(), "stones/any_square.png", written)
    save(card_front(), "stones/card_front.png", written)
    save(card_back(), "stones/card_back.png", written)
    save(point_badge(), "stones/point_badge.png", written)
    save(board(), "stones/board.png", written)
    write_board_json(written)
    save(cover_stones(), "games/stones.png", written)
