"""The screens' shared art: backgrounds, UI icons, the app icon and the seat tokens."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from .desert import (
    DUSK_SKY,
    NIGHT_SKY,
    add_moon,
    add_ripples,
    add_stars,
    add_sun,
    desert_dunes,
    paint_dunes,
    sky,
)
from .geometry import Frame, Point, arc_points, polar, regular_polygon, rotate, spline, star_points
from .glyph import DETAIL, FILL, ICON_SIZE, Glyph, render_icon
from .gradients import vertical_gradient
from .noise import grain
from .output import Written, save
from .palette import (
    BONE,
    CLEAR,
    DUNE_SHADOW,
    GOLD,
    INK,
    LIGHT_SAND,
    NIGHT_INDIGO,
    OASIS_TEAL,
    SAND,
    SYMBOL_COLORS,
    TERRACOTTA,
    WHITE,
    Color,
    lighten,
    rgb,
)
from .pen import Pen, rrect_mask, shape_mask
from .surfaces import apply_mask, clip, shadow, stack, tint

BACKGROUND_SIZE = (1280, 720)
ICON_NAMES = (
    "undo", "menu", "rules", "settings", "save", "load", "bot", "human", "strike", "star",
    "deck", "discard", "skip", "end_turn", "eye", "hand", "trophy", "close", "fullscreen",
)


def background(night: bool) -> pygame.Surface:
    w, h = BACKGROUND_SIZE
    img = sky(w, h, NIGHT_SKY if night else DUSK_SKY)
    if night:
        add_stars(img, "night-stars", 420, h * 0.62, (w * 0.3, h * 0.2, w * 0.4, h * 0.45))
        add_moon(img, (w * 0.18, h * 0.2), 30)
    else:
        add_sun(img, (w * 0.8, h * 0.56), 46, rgb("#FBE7BC"), rgb("#FFE2A8"), w * 0.42, 0.55)
    dunes = desert_dunes(night)
    img = paint_dunes(img, dunes, light=-1.0 if night else 1.0)
    ripple = rgb("#FFF1D2") if not night else rgb("#7C90B3")
    add_ripples(img, dunes[3], "ripples-3", ripple, 34, 3, 9)
    add_ripples(img, dunes[4], "ripples-4", ripple, 38, 4, 12)
    grain(img, "background" + ("-night" if night else ""), amp=3.5)
    return img


def glyph_undo(g: Glyph) -> None:
    f, p = g.frame, g.part()
    hook = [(-0.36, -0.24), *arc_points((0.12, 0.16), 0.46, 0.4, -90, 90, 24), (-0.3, 0.56)]
    p.polyline(FILL, f.ps(hook), f.d(0.24))
    p.polygon(FILL, f.ps([(-0.86, -0.24), (-0.3, -0.66), (-0.3, 0.18)]))


def glyph_menu(g: Glyph) -> None:
    f, p = g.frame, g.part()
    for y in (-0.48, 0.0, 0.48):
        p.rrect(FILL, (f.p(-0.66, y - 0.12)[0], f.p(0, y - 0.12)[1], f.d(1.32), f.d(0.24)),
                f.d(0.12))


def glyph_rules(g: Glyph) -> None:
    f, p = g.frame, g.part()
    for s in (-1, 1):
        page = spline([(0.0, -0.42), (0.36 * s, -0.6), (0.8 * s, -0.5), (0.8 * s, 0.5),
                       (0.36 * s, 0.42), (0.0, 0.58)], sharp=(0, 2, 3, 5))
        p.polygon(FILL, f.ps(page))
        for k in range(3):
            y = -0.3 + k * 0.24
            p.line(DETAIL, f.p(0.2 * s, y), f.p(0.6 * s, y + 0.02), f.d(0.07))
    p.line(DETAIL, f.p(0, -0.4), f.p(0, 0.56), f.d(0.07))


def glyph_settings(g: Glyph) -> None:
    f, p = g.frame, g.part()
    pts = []
    for i in range(8):
        a = i * 45
        pts += [polar((0, 0), 0.6, a - 20), polar((0, 0), 0.86, a - 12),
                polar((0, 0), 0.86, a + 12), polar((0, 0), 0.6, a + 20)]
    p.polygon(FILL, f.ps(pts))
    p.circle(FILL, f.p(0, 0), f.d(0.62))
    p.circle(CLEAR, f.p(0, 0), f.d(0.3))


def glyph_save(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.polygon(FILL, f.ps([(-0.72, -0.72), (0.46, -0.72), (0.72, -0.46), (0.72, 0.72),
                          (-0.72, 0.72)]))
    p.rrect(DETAIL, (*f.p(-0.4, -0.72), f.d(0.76), f.d(0.46)), f.d(0.05))
    p.rrect(FILL, (*f.p(0.1, -0.64), f.d(0.16), f.d(0.3)), f.d(0.03))
    p.rrect(DETAIL, (*f.p(-0.48, 0.04), f.d(0.96), f.d(0.68)), f.d(0.08))
    p.rrect(FILL, (*f.p(-0.38, 0.14), f.d(0.76), f.d(0.5)), f.d(0.05))
    for y in (0.3, 0.48):
        p.line(DETAIL, f.p(-0.26, y), f.p(0.26, y), f.d(0.06))


def glyph_load(g: Glyph) -> None:
    f = g.frame
    back = g.part()
    back.polygon(FILL, f.ps([(-0.8, -0.6), (-0.3, -0.6), (-0.18, -0.46), (0.7, -0.46),
                             (0.7, 0.66), (-0.8, 0.66)]))
    front = g.part()
    front.polygon(FILL, f.ps([(-0.58, -0.16), (0.92, -0.16), (0.7, 0.66), (-0.8, 0.66)]))


def glyph_bot(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.line(FILL, f.p(0, -0.5), f.p(0, -0.74), f.d(0.12))
    p.circle(FILL, f.p(0, -0.8), f.d(0.13))
    p.rrect(FILL, (*f.p(-0.9, -0.12), f.d(1.8), f.d(0.4)), f.d(0.1))
    p.rrect(FILL, (*f.p(-0.68, -0.52), f.d(1.36), f.d(1.2)), f.d(0.26))
    for s in (-1, 1):
        p.circle(DETAIL, f.p(0.28 * s, -0.06), f.d(0.16))
        p.circle(FILL, f.p(0.28 * s - 0.04, -0.1), f.d(0.05))
    p.rrect(DETAIL, (*f.p(-0.36, 0.3), f.d(0.72), f.d(0.18)), f.d(0.06))
    for k in (-0.12, 0.12):
        p.line(FILL, f.p(k, 0.32), f.p(k, 0.46), f.d(0.05))


def glyph_human(g: Glyph) -> None:
    f = g.frame
    body = g.part()
    body.polygon(FILL, f.ps(arc_points((0, 0.8), 0.72, 0.66, 180, 360, 40)))
    head = g.part()
    head.circle(FILL, f.p(0, -0.36), f.d(0.34))


def glyph_strike(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.line(FILL, f.p(-0.58, -0.58), f.p(0.58, 0.58), f.d(0.34))
    p.line(FILL, f.p(0.58, -0.58), f.p(-0.58, 0.58), f.d(0.34))


def glyph_star(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.polygon(FILL, f.ps(star_points((0, 0.06), 0.9, 0.4, 5, -90)))


def card_shape(p: Pen, f: Frame, cx: float, cy: float, w: float, h: float, angle: float,
               pip: bool) -> None:
    corners = [rotate((cx + x, cy + y), angle, (cx, cy)) for x, y in
               ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]
    rounded = []
    for i, c in enumerate(corners):
        a, b = corners[i - 1], corners[(i + 1) % 4]
        rounded += [(c[0] + (a[0] - c[0]) * 0.14, c[1] + (a[1] - c[1]) * 0.14), c,
                    (c[0] + (b[0] - c[0]) * 0.14, c[1] + (b[1] - c[1]) * 0.14)]
    p.polygon(FILL, f.ps(spline(rounded, sharp=(0, 2, 3, 5, 6, 8, 9, 11), steps=6)))
    if pip:
        d = 0.16
        diamond = ((cx, cy - d * 1.3), (cx + d, cy), (cx, cy + d * 1.3), (cx - d, cy))
        p.polygon(DETAIL, f.ps(rotate(q, angle, (cx, cy)) for q in diamond))


def glyph_deck(g: Glyph) -> None:
    f = g.frame
    for i, (dx, dy) in enumerate(((0.24, -0.2), (0.08, -0.04), (-0.08, 0.12))):
        card_shape(g.part(), f, dx, dy, 0.96, 1.3, 0, pip=i == 2)


def glyph_discard(g: Glyph) -> None:
    f = g.frame
    card_shape(g.part(), f, -0.18, -0.2, 0.9, 1.2, -8, pip=False)
    arrow = g.part()
    arrow.line(FILL, f.p(0.38, -0.3), f.p(0.38, 0.28), f.d(0.26), round_caps=False)
    arrow.polygon(FILL, f.ps([(0.0, 0.18), (0.76, 0.18), (0.38, 0.82)]))


def glyph_skip(g: Glyph) -> None:
    f, p = g.frame, g.part()
    for x in (-0.5, 0.14):
        p.polyline(FILL, f.ps([(x, -0.6), (x + 0.44, 0.0), (x, 0.6)]), f.d(0.26))


def glyph_end_turn(g: Glyph) -> None:
    f, p = g.frame, g.part()
    glass = spline([(-0.5, -0.66), (0.5, -0.66), (0.44, -0.36), (0.1, -0.04), (0.1, 0.04),
                    (0.44, 0.36), (0.5, 0.66), (-0.5, 0.66), (-0.44, 0.36), (-0.1, 0.04),
                    (-0.1, -0.04), (-0.44, -0.36)], sharp=(0, 1, 6, 7))
    p.polygon(FILL, f.ps(glass))
    p.polygon(DETAIL, f.ps([(-0.3, 0.6), (0.3, 0.6), (0.0, 0.3)]))
    p.polygon(DETAIL, f.ps([(-0.22, -0.34), (0.22, -0.34), (0.0, -0.14)]))
    p.line(DETAIL, f.p(0, -0.14), f.p(0, 0.32), f.d(0.05))
    caps = g.part()
    caps.rrect(FILL, (*f.p(-0.68, -0.86), f.d(1.36), f.d(0.22)), f.d(0.08))
    caps.rrect(FILL, (*f.p(-0.68, 0.64), f.d(1.36), f.d(0.22)), f.d(0.08))


def glyph_eye(g: Glyph) -> None:
    f, p = g.frame, g.part()
    lid = spline([(-0.94, 0.0), (-0.5, -0.4), (0.0, -0.56), (0.5, -0.4), (0.94, 0.0),
                  (0.5, 0.4), (0.0, 0.56), (-0.5, 0.4)], sharp=(0, 4))
    p.polygon(FILL, f.ps(lid))
    p.circle(DETAIL, f.p(0, 0), f.d(0.32))
    p.circle(FILL, f.p(-0.1, -0.1), f.d(0.09))


def glyph_hand(g: Glyph) -> None:
    f = g.frame
    for i, angle in enumerate((-28, 0, 28)):
        cx, cy = rotate((0, -0.12), angle, (0, 0.7))
        card_shape(g.part(), f, cx, cy, 0.66, 1.0, angle, pip=i == 2)


def glyph_trophy(g: Glyph) -> None:
    f = g.frame
    handles = g.part()
    for s in (-1, 1):
        handles.polyline(FILL, f.ps(arc_points((0.46 * s, -0.36), 0.26, 0.26, -90, 90, 16)
                                    if s > 0 else
                                    arc_points((-0.46, -0.36), 0.26, 0.26, 90, 270, 16)),
                         f.d(0.12))
    base = g.part()
    base.rrect(FILL, (*f.p(-0.42, 0.62), f.d(0.84), f.d(0.2)), f.d(0.06))
    base.polygon(FILL, f.ps([(-0.1, 0.2), (0.1, 0.2), (0.2, 0.64), (-0.2, 0.64)]))
    cup = g.part()
    cup.polygon(FILL, f.ps(spline([(-0.56, -0.7), (0.56, -0.7), (0.48, -0.12), (0.0, 0.28),
                                   (-0.48, -0.12)], sharp=(0, 1))))
    cup.polygon(DETAIL, f.ps(star_points((0, -0.3), 0.22, 0.1, 5, -90)))


def glyph_close(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.circle(FILL, f.p(0, 0), f.d(0.82))
    p.line(DETAIL, f.p(-0.32, -0.32), f.p(0.32, 0.32), f.d(0.18))
    p.line(DETAIL, f.p(0.32, -0.32), f.p(-0.32, 0.32), f.d(0.18))


def glyph_fullscreen(g: Glyph) -> None:
    f = g.frame
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        p = g.part()
        p.polyline(FILL, f.ps([(0.72 * sx, 0.22 * sy), (0.72 * sx, 0.72 * sy),
                               (0.22 * sx, 0.72 * sy)]), f.d(0.2))


GLYPHS: dict[str, Callable[[Glyph], None]] = {
    "undo": glyph_undo, "menu": glyph_menu, "rules": glyph_rules, "settings": glyph_settings,
    "save": glyph_save, "load": glyph_load, "bot": glyph_bot, "human": glyph_human,
    "strike": glyph_strike, "star": glyph_star, "deck": glyph_deck, "discard": glyph_discard,
    "skip": glyph_skip, "end_turn": glyph_end_turn, "eye": glyph_eye, "hand": glyph_hand,
    "trophy": glyph_trophy, "close": glyph_close, "fullscreen": glyph_fullscreen,
}


def icon(name: str) -> pygame.Surface:
    return render_icon(GLYPHS[name])


# =============================================================================================
# App icon and seat tokens
# =============================================================================================
def app_icon() -> pygame.Surface:
    n = 64
    body = rrect_mask(n, n, (2, 2, n - 4, n - 4), 14)
    sky_tex = vertical_gradient(n, n, [(0, rgb("#5B4B72")), (0.45, TERRACOTTA),
                                       (0.75, rgb("#E9A25A"))])
    pen = Pen(n, n)
    c = (32, 38)
    for i in range(12):
        a = -180 + 15 + 30 * i
        pen.polygon((*GOLD, 255), [polar(c, 15, a - 7), polar(c, 26, a), polar(c, 15, a + 7)])
    pen.circle((*GOLD, 255), c, 15.5)
    pen.circle((*lighten(GOLD, 0.35), 255), (c[0] - 3, c[1] - 3), 8)
    sun = pen.result()
    dune = Pen(n, n)
    ridge = [(x, 44 - 9 * math.exp(-((x - 24) / 16) ** 2) + 0.06 * x) for x in range(-2, 67, 2)]
    dune.polygon((*SAND, 255), [*ridge, (66, 66), (-2, 66)])
    dune.polygon((*DUNE_SHADOW, 255), [(x, y) for x, y in ridge if x >= 24] +
                 [(66, 66), (34, 66)])
    dune.polyline((*LIGHT_SAND, 255), [(x, y + 7) for x, y in ridge if 0 < x < 22], 1.2)
    dunes = dune.result()
    edge = shape_mask(n, n, lambda p: p.rrect(WHITE, (2, 2, n - 4, n - 4), 14, 1.6))
    inner = stack((n, n), [apply_mask(sky_tex, body), clip(sun, body), clip(dunes, body)])
    return stack((n, n), [shadow(body, (0, 1), 1.2, 120), inner, tint(edge, INK, 230)])


SEAT_STYLES: list[tuple[str, Color]] = [
    ("circle", TERRACOTTA), ("triangle", OASIS_TEAL), ("square", GOLD),
    ("diamond", NIGHT_INDIGO), ("hexagon", SYMBOL_COLORS["tree"]),
]


def seat_shape(kind: str, c: Point, r: float) -> list[Point]:
    if kind == "circle":
        return regular_polygon(c, r, 72, 0)
    if kind == "triangle":
        return spline(regular_polygon((c[0], c[1] + r * 0.2), r * 1.2, 3, -90),
                      sharp=(0, 1, 2), steps=2)
    if kind == "square":
        return [(c[0] - r * 0.86, c[1] - r * 0.86), (c[0] + r * 0.86, c[1] - r * 0.86),
                (c[0] + r * 0.86, c[1] + r * 0.86), (c[0] - r * 0.86, c[1] + r * 0.86)]
    if kind == "diamond":
        return regular_polygon(c, r * 1.05, 4, -90)
    return regular_polygon(c, r * 1.02, 6, 0)


def seat_token(index: int) -> pygame.Surface:
    n = ICON_SIZE
    kind, color = SEAT_STYLES[index]
    c = (n / 2, n / 2 - 1)
    pen = Pen(n, n)
    pen.polygon((*color, 255), seat_shape(kind, c, 15.5))
    pen.polygon((*lighten(color, 0.18), 255), seat_shape(kind, (c[0] - 0.8, c[1] - 1.2), 10.4))
    pen.polygon((*color, 255), seat_shape(kind, (c[0] + 0.3, c[1] + 0.4), 9.4))
    pen.shade(0.1, 0.14)
    pen.outline(2.6, BONE)
    pen.outline(1.0, INK)
    token = pen.result()
    return stack((n, n), [shadow(token, (0, 1.5), 1.5, 150), token])


def build(written: Written) -> None:
    """The screens' shared art, under ``ui/``: backgrounds, icons, seat tokens, app icon."""
    save(background(night=False), "ui/background.png", written)
    save(background(night=True), "ui/background_dark.png", written)
    for name in ICON_NAMES:
        save(icon(name), f"ui/icons/{name}.png", written)
    save(app_icon(), "ui/app_icon.png", written)
    for i in range(len(SEAT_STYLES)):
        save(seat_token(i), f"ui/seat_{i}.png", written)
