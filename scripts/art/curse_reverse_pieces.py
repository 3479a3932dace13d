"""Curse Reverse: the five thief pawns and their character-card portraits, the robbery dice
and the action icons. Each thief wears its own head-wear (fez, turban, pith helmet, headscarf,
top hat), so the pawns differ by silhouette as well as by colour."""

from __future__ import annotations

import pygame

from .curse_reverse_motifs import (
    DEFENCE,
    OFFENCE,
    SKIN,
    THIEF_COLORS,
    THIEVES,
    shield,
    solid,
    sword,
    symbol_layer,
)
from .geometry import Frame, arc_points, bezier, polar, spline
from .glyph import DETAIL, FILL, Glyph, render_icon
from .gradients import linear_gradient, radial_glow
from .noise import grain
from .palette import BONE, GOLD, INK, WHITE, darken, lighten, rgb
from .pen import Pen, rrect_mask, shape_mask
from .surfaces import apply_mask, shadow, stack

PAWN = (56, 72)
PORTRAIT = (160, 200)
DIE = 48
HEADWEAR = {"red": "fez", "blue": "turban", "green": "pith helmet", "yellow": "headscarf",
            "violet": "top hat"}
FEZ = rgb("#7E1A16")
TURBAN = rgb("#F1E8D4")
KHAKI = rgb("#D9C79A")
SCARF = rgb("#EFE4C8")
HAT = rgb("#1F1A24")


# --- head-wear --------------------------------------------------------------------------------
def headwear_back(pen: Pen, f: Frame, thief: str) -> None:
    """What of the head-wear is behind the head (the headscarf's drape)."""
    if thief == "yellow":
        pen.polygon(solid(SCARF), f.ps(spline([(-1.18, -0.3), (-1.0, -1.05), (0, -1.3),
                                               (1.0, -1.05), (1.18, -0.3), (1.34, 1.5),
                                               (0.5, 1.3), (-0.5, 1.3), (-1.34, 1.5)],
                                              sharp=(5, 8))))


def headwear(pen: Pen, f: Frame, thief: str) -> None:
    """The head-wear over a head of radius 1 centred on ``f``."""
    if thief == "red":  # fez: a truncated cone with a black tassel
        pen.polygon(solid(FEZ), f.ps([(-0.86, -0.45), (0.86, -0.45), (0.64, -1.8),
                                      (-0.64, -1.8)]))
        pen.polygon(solid(lighten(FEZ, 0.25)), f.ps([(-0.58, -1.8), (0.58, -1.8),
                                                     (0.6, -1.7), (-0.6, -1.7)]))
        pen.polygon(solid(darken(FEZ, 0.25)), f.ps([(0.4, -0.45), (0.86, -0.45), (0.64, -1.8),
                                                    (0.34, -1.8)]))
        pen.polyline(solid(INK), f.ps([(0, -1.78), (0.6, -1.6), (0.98, -1.0)]), f.d(0.1))
        pen.polygon(solid(INK), f.ps([(0.92, -1.12), (1.1, -0.66), (0.86, -0.66)]))
    elif thief == "blue":  # turban: a wide wrapped dome with a jewel
        pen.ellipse(solid(TURBAN), f.p(0, -0.62), f.d(1.24), f.d(0.74))
        pen.ellipse(solid(TURBAN), f.p(0.08, -1.1), f.d(0.86), f.d(0.6))
        for k in range(3):
            pts = arc_points(f.p(0.1 * k - 0.1, -0.4 - 0.3 * k), f.d(1.1 - 0.14 * k),
                             f.d(0.5), 200, 330, 14)
            pen.polyline(solid(darken(TURBAN, 0.22)), pts, f.d(0.07))
        pen.circle(solid(GOLD), f.p(0, -0.72), f.d(0.2))
        pen.circle(solid(THIEF_COLORS["blue"]), f.p(0, -0.72), f.d(0.12))
        pen.polygon(solid(TURBAN), f.ps([(0, -1.55), (0.2, -1.98), (0.3, -1.5)]))
    elif thief == "green":  # pith helmet: dome, wide brim, band
        pen.ellipse(solid(darken(KHAKI, 0.15)), f.p(0, -0.42), f.d(1.5), f.d(0.3))
        pen.polygon(solid(KHAKI), arc_points(f.p(0, -0.46), f.d(0.98), f.d(1.12), 180, 360, 30))
        pen.polygon(solid(darken(KHAKI, 0.35)), f.ps([(-0.98, -0.46), (0.98, -0.46),
                                                      (0.94, -0.72), (-0.94, -0.72)]))
        pen.circle(solid(darken(KHAKI, 0.1)), f.p(0, -1.58), f.d(0.12))
        pen.polyline(solid(lighten(KHAKI, 0.4)), arc_points(f.p(0, -0.46), f.d(0.7),
                                                            f.d(0.9), 220, 260, 8), f.d(0.1))
    elif thief == "yellow":  # headscarf: a cloth over the head held by a black cord
        pen.polygon(solid(SCARF), arc_points(f.p(0, -0.3), f.d(1.14), f.d(1.0), 180, 360, 30))
        pen.ellipse(solid(INK), f.p(0, -0.62), f.d(1.12), f.d(0.2))
        pen.ellipse(solid(SCARF), f.p(0, -0.66), f.d(1.02), f.d(0.08))
        for x in (-0.5, 0.0, 0.5):
            pen.line(solid(rgb("#B5362E"), 160), f.p(x, -1.22), f.p(x * 1.2, -0.8), f.d(0.07))
    else:  # top hat: tall crown, wide brim, coloured band
        pen.ellipse(solid(HAT), f.p(0, -0.55), f.d(1.34), f.d(0.26))
        pen.polygon(solid(HAT), f.ps([(-0.76, -0.58), (0.76, -0.58), (0.84, -2.0),
                                      (-0.84, -2.0)]))
        pen.ellipse(solid(lighten(HAT, 0.15)), f.p(0, -2.0), f.d(0.84), f.d(0.16))
        pen.polygon(solid(THIEF_COLORS["violet"]), f.ps([(-0.77, -0.62), (0.77, -0.62),
                                                         (0.79, -0.92), (-0.79, -0.92)]))
        pen.line(solid(lighten(HAT, 0.3)), f.p(-0.52, -0.96), f.p(-0.56, -1.86), f.d(0.09))


# --- pawns ------------------------------------------------------------------------------------
def pawn(thief: str) -> pygame.Surface:
    """A meeple-like standing thief: arms out, feet apart, a bone badge with the symbol on the
    chest and the thief's own head-wear."""
    w, h = PAWN
    color = THIEF_COLORS[thief]
    pen = Pen(w, h)
    head = Frame(28, 26, 8.2)
    headwear_back(pen, head, thief)
    body = spline([(28, 32), (40, 34), (50, 44), (51, 52), (45, 52), (40, 47), (41, 68),
                   (31, 68), (28, 58), (25, 68), (15, 68), (16, 47), (11, 52), (5, 52), (6, 44),
                   (16, 34)], sharp=(6, 7, 8, 9, 10))
    pen.polygon(solid(color), body)
    pen.polygon(solid(darken(color, 0.25)), [(17, 56), (39, 56), (40, 59), (16, 59)])
    pen.circle(solid(SKIN), head.p(0, 0), head.d(1))
    if thief != "yellow":
        pen.circle(solid(darken(SKIN, 0.2)), head.p(0.3, 0.3), head.d(0.55))
        pen.circle(solid(SKIN), head.p(-0.08, -0.06), head.d(0.84))
    headwear(pen, head, thief)
    pen.shade(0.14, 0.2)
    pen.circle(solid(darken(color, 0.4)), (28, 44), 8.6)
    pen.circle(solid(BONE), (28, 44), 7.6)
    pen.outline(1.6, INK)
    pen.outline(1.0, BONE)
    art = pen.result()
    sym = symbol_layer((w, h), Frame(28, 44, 5.6), thief, color, darken(color, 0.5), 0.6)
    foot = shape_mask(w, h, lambda p: p.ellipse(WHITE, (28, 68.5), 22, 3.2))
    return stack((w, h), [shadow(foot, (1, 0.5), 1.6, 150), shadow(art, (1.5, 1.5), 1.5, 110),
                          art, sym])


# --- portraits --------------------------------------------------------------------------------
def face(pen: Pen, f: Frame, thief: str) -> None:
    """A stylised face: almond eyes, brows, nose and a mouth, one feature of its own each."""
    line = solid(darken(SKIN, 0.55))
    for side in (-1, 1):
        eye = f.ps(spline([(side * 0.2, 0.02), (side * 0.38, -0.08), (side * 0.58, 0.0),
                           (side * 0.38, 0.08)], sharp=(0, 2)))
        pen.polygon(solid(BONE), eye)
        pen.circle(solid(INK), f.p(side * 0.38, 0.0), f.d(0.075))
        pen.line(solid(rgb("#3A2416")), f.p(side * 0.18, -0.22), f.p(side * 0.6, -0.2),
                 f.d(0.07))
    pen.polyline(line, f.ps([(0.02, 0.05), (0.1, 0.38), (-0.04, 0.42)]), f.d(0.05))
    pen.polyline(solid(darken(SKIN, 0.45)), f.ps(bezier((-0.22, 0.62), (0, 0.7), (0.22, 0.62),
                                                        8)), f.d(0.06))
    hair = rgb("#2E1E14")
    if thief == "red":  # a curled moustache
        for side in (-1, 1):
            pen.polyline(solid(hair), f.ps([(0, 0.5), (side * 0.3, 0.52), (side * 0.46, 0.42),
                                            (side * 0.5, 0.34)]), f.d(0.1))
    elif thief == "blue":  # a short beard
        pen.polygon(solid(hair), f.ps(spline([(-0.66, 0.3), (-0.4, 0.76), (0, 0.98),
                                              (0.4, 0.76), (0.66, 0.3), (0.3, 0.56),
                                              (-0.3, 0.56)], sharp=(0, 4))))
        pen.polyline(solid(darken(SKIN, 0.45)), f.ps([(-0.16, 0.66), (0.16, 0.66)]), f.d(0.06))
    elif thief == "green":  # spectacles
        for side in (-1, 1):
            pen.ring(solid(INK), f.p(side * 0.38, 0.0), f.d(0.2), f.d(0.06))
        pen.line(solid(INK), f.p(-0.18, -0.02), f.p(0.18, -0.02), f.d(0.05))
    elif thief == "violet":  # a thin pointed moustache and a monocle
        pen.polyline(solid(hair), f.ps([(-0.5, 0.46), (0, 0.52), (0.5, 0.46)]), f.d(0.06))
        pen.ring(solid(GOLD), f.p(0.38, 0.0), f.d(0.22), f.d(0.06))
        pen.line(solid(GOLD), f.p(0.58, 0.1), f.p(0.7, 0.9), f.d(0.03))


def portrait(thief: str) -> pygame.Surface:
    """A framed bust for the character card, in the thief's colour and head-wear."""
    w, h = PORTRAIT
    color = THIEF_COLORS[thief]
    inner = (8, 8, w - 16, h - 16)
    bg = linear_gradient(w, h, (0.3, 1), [(0, lighten(color, 0.35)), (0.55, color),
                                          (1, darken(color, 0.55))])
    grain(bg, f"cr-portrait-{thief}", amp=4, mottle=8, cell=14)
    rays = Pen(w, h)
    for k in range(16):
        a = k * 22.5
        rays.polygon(solid(WHITE, 22), [(80, 92), polar((80, 92), 170, a - 5),
                                        polar((80, 92), 170, a + 5)])
    bg.blit(rays.result(), (0, 0))
    bg.blit(radial_glow(w, h, (80, 86), 80, lighten(color, 0.6), 0.5, 1.5), (0, 0))
    bust = Pen(w, h)
    f = Frame(80, 88, 30)
    headwear_back(bust, f, thief)
    # shoulders and robe
    bust.polygon(solid(color), spline([(80, 126), (118, 136), (144, 160), (150, 196), (10, 196),
                                       (16, 160), (42, 136)], sharp=(3, 4)))
    bust.polygon(solid(darken(color, 0.3)), [(66, 128), (94, 128), (80, 158)])
    bust.polygon(solid(darken(SKIN, 0.1)), [(68, 112), (92, 112), (94, 128), (80, 146),
                                            (66, 128)])
    bust.polyline(solid(GOLD), [(42, 136), (80, 168), (118, 136)], 3.0)
    bust.ellipse(solid(SKIN), f.p(0, 0.05), f.d(0.86), f.d(1.06))
    for side in (-1, 1):
        bust.ellipse(solid(darken(SKIN, 0.08)), f.p(side * 0.86, 0.1), f.d(0.14), f.d(0.22))
    face(bust, f, thief)
    headwear(bust, f, thief)
    bust.shade(0.12, 0.18)
    bust.circle(solid(GOLD), (80, 178), 15)
    bust.circle(solid(BONE), (80, 178), 12.5)
    bust.outline(1.6, INK)
    sym = symbol_layer((w, h), Frame(80, 178, 9.5), thief, color, darken(color, 0.5), 0.8)
    frame = Pen(w, h)
    frame.rrect(solid(darken(GOLD, 0.5)), (0, 0, w, h), 12)
    frame.rrect(solid(GOLD), (2, 2, w - 4, h - 4), 10)
    frame.rrect(solid(lighten(GOLD, 0.4)), (4, 4, w - 8, h - 8), 9, 1.0)
    frame.rrect(solid(darken(GOLD, 0.45)), (7, 7, w - 14, h - 14), 7)
    frame_art = frame.result()
    grain(frame_art, "cr-portrait-frame", amp=5)
    mask = rrect_mask(w, h, inner, 6)
    art = stack((w, h), [bg, shadow(bust.result(), (3, 3), 3, 120), bust.result(), sym])
    vignette = radial_glow(w, h, (80, 100), 130, INK, 0.0, 1)
    return stack((w, h), [frame_art, apply_mask(stack((w, h), [art, vignette]), mask)])


# --- dice -------------------------------------------------------------------------------------
def die(kind: str, count: int) -> pygame.Surface:
    """A rounded die with a bevel: red with swords for attack, blue with shields for defence."""
    n = DIE
    color = OFFENCE if kind == "attack" else DEFENCE
    body = Pen(n, n)
    body.rrect(solid(darken(color, 0.45)), (3, 4, 42, 41), 10)
    body.rrect(solid(lighten(color, 0.25)), (3, 3, 41, 40), 10)
    face_mask = rrect_mask(n, n, (6, 6, 36, 35), 8)
    face = linear_gradient(n, n, (1, 1.2), [(0, lighten(color, 0.12)), (1, darken(color, 0.18))])
    grain(face, f"cr-die-{kind}", amp=4)
    marks = Pen(n, n)
    spots = {0: [], 1: [(24, 23.5, 0)], 2: [(17, 23.5, -18), (31, 23.5, 18)]}[count]
    for x, y, tilt in spots:
        r = 13 if count == 1 else 11
        sub = Pen(30, 30)
        if kind == "attack":
            sword(sub, Frame(15, 15, r), BONE)
        else:
            shield(sub, Frame(15, 15, r * 0.8), BONE, GOLD)
        rot = pygame.transform.rotozoom(sub.surf, -tilt, 1)
        marks.surf.blit(rot, (x * marks.ss - rot.get_width() / 2,
                              y * marks.ss - rot.get_height() / 2))
    if count == 0:
        marks.ring(solid(darken(color, 0.35)), (24, 23.5), 5, 1.4)
    marks.outline(1.1, INK)
    return stack((n, n), [shadow(body.result(), (1, 2), 2, 150), body.result(),
                          apply_mask(face, face_mask), marks.result()])


# --- icons ------------------------------------------------------------------------------------
def icon_move(g: Glyph) -> None:
    p, f = g.part(), g.frame
    p.polygon(FILL, f.ps(spline([(-0.5, -0.95), (0.1, -0.95), (0.12, 0.2), (0.85, 0.42),
                                 (0.95, 0.78), (0.9, 0.9), (-0.62, 0.9), (-0.6, 0.1)],
                                sharp=(0, 1, 6))))
    p.line(DETAIL, f.p(-0.62, 0.66), f.p(0.9, 0.66), f.d(0.07))
    for k in range(3):
        p.line(DETAIL, f.p(-0.1, -0.5 + k * 0.25), f.p(0.12, -0.56 + k * 0.25), f.d(0.06))


def icon_pack(g: Glyph) -> None:
    strap, body = g.part(), g.part()
    f = g.frame
    strap.polyline(FILL, arc_points(f.p(0, -0.3), f.d(0.62), f.d(0.62), 190, 350, 16), f.d(0.16))
    body.rrect(FILL, (*f.p(-0.85, -0.3), f.d(1.7), f.d(1.2)), f.d(0.26))
    body.polygon(FILL, f.ps([(-0.85, -0.3), (0.85, -0.3), (0.85, 0.2), (0.0, 0.38),
                             (-0.85, 0.2)]))
    body.polyline(DETAIL, f.ps([(-0.85, 0.2), (0.0, 0.38), (0.85, 0.2)]), f.d(0.07))
    body.rrect(DETAIL, (*f.p(-0.1, 0.24), f.d(0.2), f.d(0.26)), f.d(0.05))


def icon_rob(g: Glyph) -> None:
    f = g.frame
    for side in (-1, 1):
        p = g.part()
        p.polygon(FILL, f.ps([(side * -0.86, -0.86), (side * -0.66, -0.82), (side * 0.4, 0.24),
                              (side * 0.26, 0.36), (side * -0.82, -0.66)]))
        p.line(DETAIL, f.p(side * -0.7, -0.7), f.p(side * 0.2, 0.2), f.d(0.05))
        p.line(FILL, f.p(side * 0.14, 0.5), f.p(side * 0.52, 0.12), f.d(0.16))
        p.line(FILL, f.p(side * 0.36, 0.36), f.p(side * 0.78, 0.78), f.d(0.2))


def icon_vote_pass(g: Glyph) -> None:
    p, f = g.part(), g.frame
    p.circle(solid(rgb("#3F8C4A")), f.p(0, 0), f.d(1.0))
    e = g.part()
    eye = arc_points(f.p(0, 0.62), f.d(0.98), f.d(0.98), 218, 322, 16)
    eye += arc_points(f.p(0, -0.62), f.d(0.98), f.d(0.98), 38, 142, 16)
    e.polygon(FILL, eye)
    e.circle(solid(rgb("#2A5A32")), f.p(0, 0), f.d(0.28))
    e.circle(DETAIL, f.p(0, 0), f.d(0.13))
    e.circle(FILL, f.p(-0.08, -0.08), f.d(0.05))


def icon_vote_fail(g: Glyph) -> None:
    p, f = g.part(), g.frame
    p.polygon(solid(rgb("#B5362E")), f.ps([(0, -1.02), (1.02, 0), (0, 1.02), (-1.02, 0)]))
    e = g.part()
    lid = arc_points(f.p(0, -0.5), f.d(0.72), f.d(0.62), 20, 160, 16)
    e.polyline(FILL, lid, f.d(0.16))
    for x in (-0.4, 0.0, 0.4):
        e.line(FILL, f.p(x, 0.12), f.p(x * 1.3, 0.38), f.d(0.12))


def icon_rotate(g: Glyph) -> None:
    p, f = g.part(), g.frame
    arc = arc_points(f.p(0, 0.05), f.d(0.72), f.d(0.72), 150, 390, 30)
    p.polyline(FILL, arc, f.d(0.26))
    tip = polar(f.p(0, 0.05), f.d(0.72), 30)
    p.polygon(FILL, [polar(tip, f.d(0.42), 300), polar(tip, f.d(0.42), 120),
                     polar(tip, f.d(0.5), 30 + 95)])
    p.polygon(FILL, [(tip[0] - f.d(0.38), tip[1] - f.d(0.18)),
                     (tip[0] + f.d(0.36), tip[1] - f.d(0.22)), (tip[0] + f.d(0.02),
                                                                tip[1] + f.d(0.42))])


def icon_cleanse(g: Glyph) -> None:
    jar, drop = g.part(), g.part()
    f = g.frame
    jar.polygon(FILL, f.ps(spline([(-0.3, -0.62), (0.3, -0.62), (0.26, -0.44), (0.72, -0.06),
                                   (0.62, 0.6), (0.3, 0.94), (-0.3, 0.94), (-0.62, 0.6),
                                   (-0.72, -0.06), (-0.26, -0.44)], sharp=(0, 1, 5, 6))))
    jar.rrect(FILL, (*f.p(-0.42, -0.8), f.d(0.84), f.d(0.2)), f.d(0.08))
    jar.line(DETAIL, f.p(-0.6, 0.2), f.p(0.6, 0.2), f.d(0.07))
    drop.polygon(solid(rgb("#7FC6E8")), f.ps(spline([(0.62, -1.0), (0.86, -0.6), (0.76, -0.42),
                                                     (0.48, -0.42), (0.38, -0.6)],
                                                    sharp=(0,))))


def icon_turn_in(g: Glyph) -> None:
    gift, hands = g.part(), g.part()
    f = g.frame
    gift.polygon(solid(GOLD), f.ps([(0, -0.98), (0.38, -0.5), (0, -0.06), (-0.38, -0.5)]))
    for side in (-1, 1):
        hands.polygon(FILL, f.ps(spline([(side * 0.04, 0.0), (side * 0.5, -0.02),
                                         (side * 0.96, -0.22), (side * 0.98, 0.1),
                                         (side * 0.7, 0.62), (side * 0.2, 0.84),
                                         (side * 0.04, 0.84)], sharp=(0, 3, 6))))
        for k in range(3):
            hands.line(DETAIL, f.p(side * (0.26 + k * 0.2), 0.0 + k * -0.04),
                       f.p(side * (0.22 + k * 0.2), 0.22), f.d(0.05))


ICONS = {"move": icon_move, "pack": icon_pack, "rob": icon_rob, "vote_pass": icon_vote_pass,
         "vote_fail": icon_vote_fail, "rotate": icon_rotate, "cleanse": icon_cleanse,
         "turn_in": icon_turn_in}


def pieces() -> dict[str, pygame.Surface]:
    out: dict[str, pygame.Surface] = {}
    for thief in THIEVES:
        out[f"thief_{thief}"] = pawn(thief)
    for thief in THIEVES:
        out[f"portrait_{thief}"] = portrait(thief)
    for kind in ("attack", "defence"):
        for count in range(3):
            out[f"die_{kind}_{count}"] = die(kind, count)
    for name, draw in ICONS.items():
        out[f"icon_{name}"] = render_icon(draw)
    return out
