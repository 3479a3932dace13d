"""The Ouroboros: explorer pawns, monster tokens, the ledge-fall token, the relic pieces and the
status icons. Every pawn and token has its own outer silhouette, not only its own colour."""

from __future__ import annotations

import random

import pygame

from .geometry import Frame, Point, bezier, regular_polygon, spline
from .glyph import Glyph
from .gradients import radial_glow
from .noise import grain
from .ouroboros_motifs import (
    FLOOR,
    JACKAL,
    LINEN,
    SOOT,
    ankh,
    anubis,
    lantern,
    mummy,
    scarab,
    serpent,
)
from .palette import BONE, GOLD, INK, OASIS_TEAL, TERRACOTTA, Color, darken, lighten, mix, rgb
from .pen import Pen
from .surfaces import shadow, stack

PIECE = 64
RELIC_ICON = 48
ICON = 32
MEDIC_GREEN = rgb("#5E8F4A")
EXPLORERS = {"guide": OASIS_TEAL, "mercenary": TERRACOTTA, "medic": BONE,
             "archaeologist": GOLD}
"""Explorer colours; their silhouettes are circle, shield, rounded square and hexagon."""


def finish_piece(pen: Pen, size: int = PIECE, outline: float = 2.4) -> pygame.Surface:
    """Light from the top-left, an ink outline, a bone halo and a soft drop shadow."""
    pen.shade(0.12, 0.16)
    pen.outline(outline, INK)
    pen.outline(1.2, BONE)
    art = pen.result()
    return stack((size, size), [shadow(art, (0, 2.2), 2, 160), art])


def token_body(pen: Pen, shape: str, c: Point, r: float, color: Color) -> None:
    """The outer silhouette of an explorer pawn, with a raised inner rim."""
    rim, face = darken(color, 0.22), color
    for k, col in ((0.0, rim), (0.14, face)):
        rr = r * (1 - k)
        if shape == "circle":
            pen.circle((*col, 255), c, rr)
        elif shape == "hexagon":
            pen.polygon((*col, 255), regular_polygon(c, rr * 1.04, 6, -90))
        elif shape == "square":
            pen.rrect((*col, 255), (c[0] - rr * 0.9, c[1] - rr * 0.9, rr * 1.8, rr * 1.8),
                      rr * 0.38)
        else:  # heater shield
            pen.polygon((*col, 255), [(c[0] + x * rr, c[1] + y * rr) for x, y in spline(
                [(-0.92, -0.9), (0.92, -0.9), (0.9, 0.05), (0.5, 0.66), (0.0, 1.02),
                 (-0.5, 0.66), (-0.9, 0.05)], sharp=(0, 1, 4))])


def explorer(name: str) -> pygame.Surface:
    n = PIECE
    c = (n / 2, n / 2 - 1)
    r = 25
    pen = Pen(n, n)
    color = EXPLORERS[name]
    shape = {"guide": "circle", "mercenary": "shield", "medic": "square",
             "archaeologist": "hexagon"}[name]
    token_body(pen, shape, c, r, color)
    sym = Pen(n, n)
    if name == "guide":
        sym.circle((*rgb("#FFD98A"), 110), (c[0], c[1] + 2), 16)
        lantern(sym, Frame(c[0], c[1] + 1, 19), BONE, lit=True)
    elif name == "mercenary":
        f = Frame(c[0], c[1] - 1, 17)
        for side in (-1, 1):
            blade = [f.p(side * -0.78, 0.78), f.p(side * 0.62, -0.62)]
            sym.line((*BONE, 255), blade[0], blade[1], 4.2, round_caps=False)
            sym.polygon((*BONE, 255), [f.p(side * 0.52, -0.74), f.p(side * 0.86, -0.86),
                                       f.p(side * 0.74, -0.52)])
            sym.line((*GOLD, 255), f.p(side * -0.7, 0.3), f.p(side * -0.3, 0.7), 3.4)
            sym.line((*darken(TERRACOTTA, 0.5), 255), f.p(side * -0.82, 0.82),
                     f.p(side * -0.6, 0.6), 3.6)
    elif name == "medic":
        ankh(sym, Frame(c[0], c[1], 17), MEDIC_GREEN)
    else:
        f = Frame(c[0], c[1] + 1, 17)
        sym.line((*rgb("#6E4A2E"), 255), f.p(-0.62, 0.8), f.p(0.46, -0.4), 4.0)
        head = [f.p(x, y) for x, y in spline(
            [(-0.3, -0.86), (0.35, -0.7), (0.84, -0.1), (0.98, 0.34), (0.62, -0.22),
             (0.1, -0.52), (-0.46, -0.56)], closed=True, sharp=(0, 3, 6))]
        sym.polygon((*rgb("#4A4A52"), 255), head)
        sym.polygon((*rgb("#9AA0A8"), 255), [f.p(0.2, -0.66), f.p(0.7, -0.24), f.p(0.62, -0.3),
                                             f.p(0.16, -0.6)])
    sym.outline(1.2, INK)
    pen.paste(sym)
    return finish_piece(pen)


def pip_plate(pen: Pen, power: int, cx: float, cy: float) -> None:
    """``power`` gold pips on a dark rounded plate."""
    gap = 8.6
    x0 = cx - (power - 1) * gap / 2
    pen.rrect((*SOOT, 255), (x0 - 6.6, cy - 6.2, (power - 1) * gap + 13.2, 12.4), 6.2)
    for k in range(power):
        pen.circle((*GOLD, 255), (x0 + k * gap, cy), 3.5)
        pen.circle((*lighten(GOLD, 0.6), 255), (x0 + k * gap - 1, cy - 1), 1.1)


def monster(name: str, power: int) -> pygame.Surface:
    """A monster's own silhouette (tomb-shaped mummy, beetle, jackal head) with its pips."""
    n = PIECE
    pen = Pen(n, n)
    if name == "mummy":
        f = Frame(n / 2, n / 2 - 3, 24)
        pen.polygon((*darken(LINEN, 0.35), 255), [f.p(x, y) for x, y in spline(
            [(0, -1.12), (0.62, -0.92), (0.8, -0.2), (0.92, 0.98), (-0.92, 0.98),
             (-0.8, -0.2), (-0.62, -0.92)], sharp=(3, 4))])
        mummy(pen, Frame(n / 2, n / 2 - 1, 22))
    elif name == "scarab":
        scarab(pen, Frame(n / 2, n / 2 - 3, 26))
    else:
        f = Frame(n / 2 - 3, n / 2 - 3, 27)
        pen.circle((*darken(GOLD, 0.25), 255), f.p(0.14, 0.0), f.d(0.62))
        pen.circle((*mix(JACKAL, GOLD, 0.15), 255), f.p(0.14, 0.0), f.d(0.54))
        anubis(pen, f)
    pen.outline(1.0, INK)
    plate = Pen(n, n)
    pip_plate(plate, power, n / 2, n - 12)
    pen.paste(plate)
    return finish_piece(pen, outline=2.2)


def ledge_token() -> pygame.Surface:
    """A round stone token split by a dark jagged chasm."""
    n = PIECE
    c = (n / 2, n / 2 - 1)
    pen = Pen(n, n)
    pen.circle((*darken(FLOOR.base, 0.25), 255), c, 25)
    pen.circle((*FLOOR.base, 255), c, 21.5)
    rng = random.Random("ouro-ledge-token")
    left = [(c[0] - 7 + rng.uniform(-3, 3) + (y - c[1]) * 0.2, y) for y in range(10, 56, 5)]
    right = [(c[0] + 5 + rng.uniform(-3, 3) + (y - c[1]) * 0.2, y) for y in range(10, 56, 5)]
    pen.polygon((*SOOT, 255), [*left, *right[::-1]])
    pen.polyline((*lighten(FLOOR.light, 0.3), 255), right, 1.4)
    for y in (20, 34):
        pen.polyline((*SOOT, 255), [(c[0] + 6, y), (c[0] + 12, y + 3), (c[0] + 17, y + 1)], 1.4)
    out = finish_piece(pen)
    grain(out, "ouro-ledge-grain", amp=3)
    return out


def relic_piece(kind: str) -> pygame.Surface:
    """Half a serpent ring (``head`` or ``tail``, 48x48) or the joined ouroboros (64x64)."""
    n = PIECE if kind == "whole" else RELIC_ICON
    c = (n / 2, n / 2)
    pen = Pen(n, n)
    if kind == "whole":
        glow = radial_glow(n, n, c, n * 0.5, GOLD, 0.6, 1.6)
        pen.ring((*darken(GOLD, 0.2), 255), c, 16, 2.0)
        serpent(pen, c, 22, -62, 262, 10.5, head=True, tail=True)
    else:
        glow = radial_glow(n, n, c, n * 0.5, GOLD, 0.45, 1.8)
        r, w = n * 0.3, n * 0.22
        if kind == "head":
            serpent(pen, (c[0] - r * 0.4, c[1] + 3), r, -70, 90, w, head=True, tail=False)
        else:
            serpent(pen, (c[0] + r * 0.5, c[1]), r, 90, 262, w, head=False, tail=True)
    pen.outline(1.0, BONE)
    art = pen.result()
    return stack((n, n), [glow, shadow(art, (0, 1.8), 1.6, 160), art])


# --- status icons (32x32, the shared bone-and-ink glyph style) -----------------------------
def icon(draw) -> pygame.Surface:
    g = Glyph(ICON, 1.5)
    g.frame = Frame(ICON / 2, ICON / 2, ICON / 2 - 3)
    draw(g)
    return g.render()


FILL = (*BONE, 255)
DETAIL = (*INK, 255)


def glyph_incapacitated(g: Glyph) -> None:
    """A closed eye (a drooping lid with lashes) and two "z"s."""
    f, p = g.frame, g.part()
    lid = bezier(f.p(-0.92, 0.1), f.p(-0.3, 0.86), f.p(0.34, 0.1), 16)
    p.polyline(FILL, lid, f.d(0.2))
    for t in (3, 8, 13):
        x, y = lid[t]
        p.line(FILL, (x, y), (x + f.d(0.1) * (t - 8) / 5, y + f.d(0.36)), f.d(0.14))
    z = g.part()
    for s, (x, y) in ((0.26, (0.5, -0.26)), (0.19, (0.8, -0.8))):
        z.polyline(FILL, [f.p(x - s, y - s), f.p(x + s, y - s), f.p(x - s, y + s),
                          f.p(x + s, y + s)], f.d(0.15))


def glyph_pursued(g: Glyph) -> None:
    f = g.frame
    p = g.part()
    for x, y in ((-0.62, 0.42), (-0.2, -0.3)):
        p.polygon(FILL, [f.p(x + dx * 0.55, y + dy * 0.55) for dx, dy in
                         spline([(0, -0.7), (0.34, -0.2), (0.26, 0.5), (0, 0.66), (-0.26, 0.5),
                                 (-0.34, -0.2)])])
    claw = g.part()
    for k in range(3):
        x0 = 0.2 + k * 0.26
        path = bezier(f.p(x0, -0.9 + k * 0.1), f.p(x0 + 0.22, -0.2), f.p(x0 + 0.06, 0.9 - k * 0.1),
                      12)
        claw.ribbon(FILL, path, [f.d(0.2) * (1 - abs(i - 6) / 7) + 0.4 for i in range(13)])


CRACK = [(-1.3, 0.4), (-0.14, 0.4), (-0.05, 0.52), (0.04, 0.34), (0.14, 0.46), (1.3, 0.46)]
"""Where the ankh of `icon_dead` snaps: across the stem, below the crossbar."""


def glyph_dead(g: Glyph) -> None:
    """An ankh whose stem has snapped off and fallen askew."""
    f = g.frame
    for top in (True, False):
        p = g.part()
        c = Frame(f.cx - f.d(0.12), f.cy - f.d(0.04), f.r)
        ankh(p, c, BONE)
        far = 1.4 if top else -1.4
        p.polygon((0, 0, 0, 0), [c.p(x, y) for x, y in CRACK] + [c.p(1.3, far), c.p(-1.3, far)])
        if not top:
            big = p.surf.get_size()
            turned = pygame.transform.rotate(p.surf, 30)
            p.surf = turned.subsurface(((turned.get_width() - big[0]) // 2 - round(p.ss * 5),
                                        (turned.get_height() - big[1]) // 2 + round(p.ss * 3),
                                        *big)).copy()


def glyph_power(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.polygon(FILL, f.ps([(-0.1, 0.3), (0.74, -0.56), (0.9, -0.9), (0.56, -0.74), (-0.3, 0.1)]))
    h = g.part()
    h.line(FILL, f.p(-0.5, -0.06), f.p(0.06, 0.5), f.d(0.2))
    h.line(FILL, f.p(-0.3, 0.3), f.p(-0.72, 0.72), f.d(0.2))
    h.circle(FILL, f.p(-0.78, 0.78), f.d(0.16))


def glyph_lantern(g: Glyph) -> None:
    p = g.part()
    lantern(p, g.frame, BONE, lit=True, glass=rgb("#FFC65A"))


ICONS = {"icon_incapacitated": glyph_incapacitated, "icon_pursued": glyph_pursued,
         "icon_dead": glyph_dead, "icon_power": glyph_power, "icon_lantern": glyph_lantern}
MONSTERS = {"mummy": 1, "scarab": 2, "anubis": 3}


def pieces() -> dict[str, pygame.Surface]:
    """Every pawn, token, relic piece and icon, by file stem."""
    out = {f"explorer_{name}": explorer(name) for name in EXPLORERS}
    out |= {f"monster_{name}": monster(name, power) for name, power in MONSTERS.items()}
    out["token_ledge_fall"] = ledge_token()
    out |= {f"relic_{kind}": relic_piece(kind) for kind in ("head", "tail", "whole")}
    out |= {name: icon(draw) for name, draw in ICONS.items()}
    return out

