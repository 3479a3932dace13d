"""North Africa 1940-43: markers and map symbols: move and attack arrows, control markers
(a shape for each side), supply overlays, fort, port, VP, supply source, flank and Rommel
icons, dice and the two side marks."""

from __future__ import annotations

import math

import pygame

from .geometry import arc_points, polar, regular_polygon, rotate, star_points
from .noise import grain
from .palette import BONE, GOLD, INK, WHITE, Color, darken, lighten, mix, rgb
from .pen import Pen, rrect_mask, shape_mask
from .surfaces import apply_mask, blur, inner_shadow, shadow, stack, tint

AXIS_GREY = rgb("#7E8580")
ALLIED_KHAKI = rgb("#C9A86E")
VICHY_BLUE = rgb("#8EA7C0")
NEUTRAL_SAND = rgb("#E6D6B0")
RED = rgb("#B5362E")
AMBER = rgb("#E39A2F")
IVORY = rgb("#F4ECD8")


def finish(pen: Pen, size: int, edge: float = 1.2, shade: bool = True,
           drop: float = 1.2) -> pygame.Surface:
    """Shade, ink-outline and drop-shadow a drawing."""
    if shade:
        pen.shade(0.10, 0.14)
    pen.outline(edge, INK)
    art = pen.result()
    return stack((size, size), [shadow(art, (drop * 0.7, drop), 1.2, 120), art])


# --- move and attack ------------------------------------------------------------------------
def marker_move() -> pygame.Surface:
    s = 48
    pen = Pen(s, s)
    body = [(6, 20), (28, 20), (28, 10), (43, 24), (28, 38), (28, 28), (6, 28)]
    pen.polygon((*rgb("#3F7A4A"), 255), body)
    pen.polygon((*lighten(rgb("#3F7A4A"), 0.35), 255), [(8, 21.5), (29.5, 21.5), (29.5, 13.5),
                                                         (40, 24), (29.5, 22.5), (8, 23)])
    return finish(pen, s, 1.6)


def marker_attack() -> pygame.Surface:
    """A red burst behind two crossed swords."""
    s = 48
    burst = Pen(s, s)
    burst.polygon((*RED, 255), star_points((24, 24), 22, 12.5, 10, -90))
    burst.polygon((*lighten(RED, 0.25), 255), star_points((24, 24), 15, 9, 10, -72))
    back = finish(burst, s, 1.4)
    swords = Pen(s, s)
    for sign in (-1, 1):
        def p(x: float, y: float, sg: int = sign) -> tuple[float, float]:
            return rotate((24 + x, 24 + y), 45 * sg, (24, 24))
        blade = [p(-2.0, -18), p(0, -21), p(2.0, -18), p(2.0, 8), p(-2.0, 8)]
        swords.polygon((*lighten(BONE, 0.2), 255), blade)
        swords.polygon((*GOLD, 255), [p(-7, 8), p(7, 8), p(7, 10.5), p(-7, 10.5)])
        swords.polygon((*rgb("#6B3A22"), 255), [p(-1.6, 10.5), p(1.6, 10.5), p(1.6, 17),
                                                p(-1.6, 17)])
        swords.circle((*GOLD, 255), p(0, 18.3), 2.2)
    front = finish(swords, s, 1.2, drop=0.8)
    return stack((s, s), [back, front])


# --- control markers (28x28): the side by shape --------------------------------------------
def control(kind: str) -> pygame.Surface:
    s = 28
    c = (14, 14)
    pen = Pen(s, s)
    if kind == "axis":
        col = AXIS_GREY
        pen.rrect((*col, 255), (3.5, 3.5, 21, 21), 0.5)
        pen.rrect((*WHITE, 255), (11.0, 6.5, 6, 15), 0)
        pen.rrect((*WHITE, 255), (6.5, 11.0, 15, 6), 0)
        pen.rrect((*INK, 255), (12.2, 7.7, 3.6, 12.6), 0)
        pen.rrect((*INK, 255), (7.7, 12.2, 12.6, 3.6), 0)
    elif kind == "allied":
        col = ALLIED_KHAKI
        pen.circle((*col, 255), c, 11.0)
        pen.circle((*rgb("#2F4F8C"), 255), c, 7.6)
        pen.circle((*BONE, 255), c, 5.0)
        pen.circle((*RED, 255), c, 2.8)
    elif kind == "vichy":
        col = VICHY_BLUE
        pen.polygon((*col, 255), [(14, 1.5), (26.5, 14), (14, 26.5), (1.5, 14)])
        pen.polygon((*lighten(col, 0.55), 255), [(14, 7), (21, 14), (14, 21), (7, 14)])
        pen.circle((*darken(col, 0.5), 255), (14, 14), 3.2)
    else:
        col = NEUTRAL_SAND
        pen.polygon((*col, 255), [(14, 2.5), (26, 24.5), (2, 24.5)])
        pen.polygon((*darken(col, 0.2), 255), [(14, 11), (19, 20.5), (9, 20.5)])
    return finish(pen, s, 1.2, drop=0.9)


# --- supply overlays (24x24) -----------------------------------------------------------------
def jerrycan(pen: Pen, col: Color) -> None:
    """A jerrycan seen side on, in a 24x24 frame: a handle block and the embossed X."""
    pen.polygon((*col, 255), [(4.5, 7.5), (8.5, 3.5), (19.5, 3.5), (19.5, 22), (4.5, 22)])
    pen.rrect((*col, 255), (10.5, 1.0, 7, 3.5), 1)
    pen.rrect((*darken(col, 0.45), 255), (12, 1.8, 4, 1.8), 0.5)
    pen.line((*darken(col, 0.35), 255), (7.5, 9.5), (16.5, 19.5), 1.2)
    pen.line((*darken(col, 0.35), 255), (16.5, 9.5), (7.5, 19.5), 1.2)


def supply_limited() -> pygame.Surface:
    s = 24
    pen = Pen(s, s)
    pen.polygon((*AMBER, 255), [(12, 1.5), (22.5, 21.5), (1.5, 21.5)])
    pen.polygon((*lighten(AMBER, 0.6), 255), [(12, 6.5), (18.8, 19.3), (5.2, 19.3)])
    pen.polygon((*AMBER, 255), [(8.6, 13.0), (15.4, 13.0), (18.8, 19.3), (5.2, 19.3)])
    pen.rrect((*INK, 255), (11.0, 8.5, 2.0, 6.5), 1)
    pen.circle((*INK, 255), (12, 17.2), 1.2)
    return finish(pen, s, 1.0, drop=0.7)


def supply_none() -> pygame.Surface:
    s = 24
    can = Pen(s, s)
    jerrycan(can, rgb("#C9C2A8"))
    base = finish(can, s, 1.0, drop=0.7)
    x = Pen(s, s)
    x.line((*RED, 255), (2.5, 21.5), (21.5, 2.5), 2.6)
    cross = finish(x, s, 0.9, shade=False, drop=0.5)
    return stack((s, s), [base, cross])


# --- map symbols (32x32) ----------------------------------------------------------------------
def fort() -> pygame.Surface:
    s = 32
    pen = Pen(s, s)
    stone = rgb("#A9967A")
    pen.polygon((*stone, 255), star_points((16, 16), 14.5, 8.5, 5, -90))
    pen.polygon((*lighten(stone, 0.3), 255), star_points((16, 16), 9.5, 5.6, 5, -90))
    pen.polygon((*darken(stone, 0.35), 255), regular_polygon((16, 16.5), 4.2, 5, -90))
    return finish(pen, s, 1.2)


def port() -> pygame.Surface:
    s = 32
    pen = Pen(s, s)
    col = rgb("#2F4F6C")
    pen.ring((*col, 255), (16, 6.8), 2.7, 1.8)
    pen.line((*col, 255), (16, 9.5), (16, 27), 2.6, False)
    pen.line((*col, 255), (10, 12.5), (22, 12.5), 2.2)
    arc = arc_points((16, 16.5), 10.5, 10.5, 25, 155, 24)
    pen.polyline((*col, 255), arc, 2.4)
    for sx in (-1, 1):
        tip = arc[0] if sx > 0 else arc[-1]
        pen.polygon((*col, 255), [(tip[0] + 3.5 * sx, tip[1] - 3.6), (tip[0] - 0.8 * sx,
                                                                      tip[1] - 4.6),
                                  (tip[0] - 1.0 * sx, tip[1] + 1.5)])
    pen2 = Pen(s, s)
    pen2.circle((*lighten(BONE, 0.2), 255), (16, 16), 15)
    pen2.ring((*col, 255), (16, 16), 15, 1.0)
    disc = finish(pen2, s, 0.8)
    return stack((s, s), [disc, finish(pen, s, 0.0001, shade=False, drop=0.01)])


def vp() -> pygame.Surface:
    """A gold star inside an open laurel wreath."""
    s = 32
    wreath = Pen(s, s)
    leaf = rgb("#5E7F3A")
    for sign in (-1, 1):
        for k in range(6):
            a = 110 + k * 22
            ang = a if sign < 0 else 180 - a
            p = polar((16, 16), 12.5, ang)
            tang = ang + 90 * sign * -1
            tip = polar(p, 4.2, tang - 30 * sign)
            l1 = polar(p, 1.6, tang + 60)
            l2 = polar(p, 1.6, tang - 120)
            wreath.polygon((*leaf, 255), [p, l1, tip, l2])
        pts = arc_points((16, 16), 12.5, 12.5, 110 if sign < 0 else -40, 220 if sign < 0 else 70,
                         16)
        wreath.polyline((*darken(leaf, 0.2), 255), pts, 1.0)
    wr = finish(wreath, s, 0.7, drop=0.6)
    star = Pen(s, s)
    star.polygon((*GOLD, 255), star_points((16, 15.5), 10, 4.2, 5, -90))
    star.polygon((*lighten(GOLD, 0.45), 255), star_points((15.2, 14.5), 4.5, 1.9, 5, -90))
    return stack((s, s), [wr, finish(star, s, 1.0, drop=0.8)])


def source() -> pygame.Surface:
    """Supply source: a pyramid of three fuel drums."""
    s = 32
    pen = Pen(s, s)
    drum = rgb("#5C6B48")
    for cx, cy in ((9.5, 22), (22.5, 22), (16, 10.5)):
        pen.rrect((*drum, 255), (cx - 6, cy - 6.5, 12, 13), 2)
        pen.line((*darken(drum, 0.35), 255), (cx - 6, cy - 2), (cx + 6, cy - 2), 1.0, False)
        pen.line((*darken(drum, 0.35), 255), (cx - 6, cy + 2.5), (cx + 6, cy + 2.5), 1.0, False)
        pen.ellipse((*lighten(drum, 0.35), 255), (cx, cy - 6.2), 6, 1.6)
        pen.circle((*darken(drum, 0.5), 255), (cx + 2.5, cy - 6.2), 0.9)
    art = Pen(s, s)
    art.paste(pen)
    return finish(art, s, 1.0)


# --- flank and Rommel (40x40) ---------------------------------------------------------------
def flank() -> pygame.Surface:
    """A hooked arrow: up, round and in from the side."""
    s = 40
    pen = Pen(s, s)
    col = rgb("#B5562E")
    path = [(8, 34), (8, 20), *arc_points((18, 16), 10, 10, 180, 300, 16)]
    widths = [5.5] * len(path)
    pen.ribbon((*col, 255), path, widths)
    end = path[-1]
    d = (path[-1][0] - path[-2][0], path[-1][1] - path[-2][1])
    ln = math.hypot(*d)
    ux, uy = d[0] / ln, d[1] / ln
    pen.polygon((*col, 255), [(end[0] - uy * 7, end[1] + ux * 7),
                              (end[0] + ux * 10, end[1] + uy * 10),
                              (end[0] + uy * 7, end[1] - ux * 7)])
    pen.line((*col, 255), (8, 34), (8, 20), 5.5, False)
    dot = Pen(s, s)
    dot.rrect((*rgb("#7E8580"), 255), (23, 21, 13, 13), 1)
    return stack((s, s), [finish(dot, s, 1.2), finish(pen, s, 1.4)])


def rommel() -> pygame.Surface:
    """A peaked officer's cap with desert goggles on the crown."""
    s = 40
    pen = Pen(s, s)
    cap = rgb("#7E8580")
    crown = [(5, 20), (7, 11), (16, 7), (27, 7), (35, 11), (36, 20)]
    pen.polygon((*cap, 255), crown)
    pen.rrect((*darken(cap, 0.35), 255), (6, 19, 29, 6), 2)
    pen.polygon((*darken(INK, 0.1), 255), [(5, 24), (36, 24), (32, 31), (12, 32), (4, 27)])
    pen.polygon((*lighten(INK, 0.25), 255), [(9, 25.5), (31, 25.5), (29, 27.5), (11, 28)])
    pen.line((*lighten(cap, 0.25), 255), (9, 11.5), (32, 11.5), 0.9)
    body = finish(pen, s, 1.3)
    g = Pen(s, s)
    g.line((*rgb("#5A4A32"), 255), (5, 14), (36, 14), 2.2, False)
    for cx in (14.5, 26.5):
        g.circle((*rgb("#6B5A3E"), 255), (cx, 13.5), 5.2)
        g.circle((*rgb("#6FA0A8"), 255), (cx, 13.5), 3.6)
        g.circle((*lighten(rgb("#6FA0A8"), 0.6), 255), (cx - 1.2, 12.3), 1.2)
    g.rrect((*rgb("#6B5A3E"), 255), (19, 12, 3, 3), 1)
    badge = Pen(s, s)
    badge.circle((*GOLD, 255), (20.5, 21.8), 1.8)
    return stack((s, s), [body, finish(g, s, 1.0, drop=0.6), badge.result()])


# --- dice (64x64, ivory with ink pips) -------------------------------------------------------
PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def die(n: int) -> pygame.Surface:
    s = 64
    rect = (6, 5, 50, 50)
    body = rrect_mask(s, s, rect, 10)
    tex = pygame.Surface((s, s))
    tex.fill(IVORY)
    grain(tex, f"na-die-{n}", amp=2.5, mottle=3, cell=12)
    pips = Pen(s, s)
    for px, py in PIPS[n]:
        c = (31 + px * 13, 30 + py * 13)
        pips.circle((*darken(INK, 0.05), 255), c, 4.6 if n > 1 else 6.2)
    pip_mask = pips.result()
    glint = Pen(s, s)
    for px, py in PIPS[n]:
        c = (31 + px * 13 + 1.1, 30 + py * 13 + 1.1)
        glint.circle((*lighten(IVORY, 0.3), 255), c, 4.6 if n > 1 else 6.2)
    return stack((s, s), [
        shadow(body, (1.5, 2.5), 2.5, 150),
        apply_mask(tex, body),
        inner_shadow(body, (-1.5, -1.5), 2.5, 170, WHITE),
        inner_shadow(body, (1.5, 2.0), 3.0, 120, rgb("#A08C68")),
        glint.result(),
        pip_mask,
    ])


# --- side marks (48x48) ------------------------------------------------------------------------
def side_axis() -> pygame.Surface:
    """A black cross with white edges (the Balkenkreuz style) on a field-grey square."""
    s = 48
    plate = Pen(s, s)
    plate.rrect((*AXIS_GREY, 255), (4, 4, 40, 40), 1.5)
    base = finish(plate, s, 1.4)
    cross = Pen(s, s)
    w_arm, white = 7.0, 2.6
    for horiz in (False, True):
        x, y, w, h = (24 - w_arm / 2 - white, 9, w_arm + 2 * white, 30)
        if horiz:
            x, y, w, h = 9, 24 - w_arm / 2 - white, 30, w_arm + 2 * white
        cross.rrect((*WHITE, 255), (x, y, w, h), 0)
    for horiz in (False, True):
        x, y, w, h = (24 - w_arm / 2, 9, w_arm, 30)
        if horiz:
            x, y, w, h = 9, 24 - w_arm / 2, 30, w_arm
        cross.rrect((*mix(INK, (0, 0, 0), 0.5), 255), (x, y, w, h), 0)
    return stack((s, s), [base, finish(cross, s, 0.8, shade=False, drop=0.6)])


def side_allied() -> pygame.Surface:
    """A roundel (blue, white, red) on a khaki disc."""
    s = 48
    plate = Pen(s, s)
    plate.circle((*ALLIED_KHAKI, 255), (24, 24), 20.5)
    base = finish(plate, s, 1.4)
    r = Pen(s, s)
    r.circle((*rgb("#F0E6C8"), 255), (24, 24), 15.5)
    r.circle((*rgb("#2F4F8C"), 255), (24, 24), 14)
    r.circle((*rgb("#F0E6C8"), 255), (24, 24), 9.3)
    r.circle((*RED, 255), (24, 24), 5.4)
    ring = r.result()
    return stack((s, s), [base, shadow(ring, (0.6, 0.8), 1, 110), ring])


def markers() -> dict[str, pygame.Surface]:
    out = {
        "marker_move": marker_move(),
        "marker_attack": marker_attack(),
        "supply_limited": supply_limited(),
        "supply_none": supply_none(),
        "fort": fort(),
        "port": port(),
        "vp": vp(),
        "source": source(),
        "flank": flank(),
        "rommel": rommel(),
        "side_axis": side_axis(),
        "side_allied": side_allied(),
    }
    for kind in ("axis", "allied", "vichy", "neutral"):
        out[f"control_{kind}"] = control(kind)
    for n in range(1, 7):
        out[f"die_{n}"] = die(n)
    return out


def build(written, folder: str) -> None:
    from .output import save
    for name, surf in markers().items():
        save(surf, f"{folder}{name}.png", written)


del shape_mask, blur, tint
