"""North Africa 1940-43: the plain operations cards (a face and a back for each side).

The faces carry no text: the scene prints the OPS value in the round field top-left, the RP
in the field top-right, draws the card's emblem (`north_africa_emblems`) in the window and
prints its title in the band below it."""

from __future__ import annotations

import math
import random

import pygame

from .noise import grain
from .north_africa_lettering import lettering
from .palette import BONE, GOLD, INK, WHITE, Color, darken, lighten, mix, rgb
from .pen import Pen, rrect_mask, shape_mask
from .surfaces import apply_mask, inner_shadow, stack

CARD = (160, 224)
OPS = (26, 28, 15)
"""The OPS field: centre x, centre y and radius."""
HEADER = (8, 8, 144, 38)
"""The header strip with the OPS and RP fields (x, y, w, h)."""
RP = (116, 14, 30, 24)
"""The RP field, top right."""
WINDOW = (32, 52, 96, 66)
"""The emblem window (the scene draws the card's emblem in it)."""
TEXT_BAND = (10, 126, 140, 68)
"""The empty band for the card's title (x, y, w, h)."""

SIDES: dict[str, tuple[Color, Color, Color]] = {
    # side: (frame colour, paper tint, accent)
    "axis": (rgb("#4A4F4B"), rgb("#E4E0D2"), rgb("#7E8580")),
    "allied": (rgb("#8A6A3A"), rgb("#F1E4C4"), rgb("#C9A86E")),
}


def map_texture(w: int, h: int, paper: Color, ink: Color, seed: str) -> pygame.Surface:
    """Old map paper: mottled, with a faint graticule and contour squiggles."""
    tex = pygame.Surface((w, h))
    tex.fill(paper)
    grain(tex, seed, amp=3, mottle=7, cell=18)
    pen = Pen(w, h, ss=2)
    for gx in range(-8, w, 28):
        pen.line((*ink, 28), (gx, 0), (gx + 10, h), 0.6, False)
    for gy in range(6, h, 28):
        pen.line((*ink, 28), (0, gy), (w, gy - 4), 0.6, False)
    rng = random.Random(seed + ":contours")
    for _ in range(5):
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        for k in range(1, 4):
            r = 8 * k + rng.uniform(0, 4)
            pts = [(cx + r * math.cos(a / 20 * math.tau) * (1 + 0.18 * math.sin(a * 1.7)),
                    cy + r * 0.7 * math.sin(a / 20 * math.tau)) for a in range(21)]
            pen.polyline((*ink, 30), pts, 0.6)
    layer = pen.result()
    tex.blit(layer, (0, 0))
    return tex


def chamfer(rect: tuple[float, float, float, float], cut: float) -> list[tuple[float, float]]:
    """An octagon: the rectangle with its corners cut (the Axis cards' shape)."""
    x, y, w, h = rect
    return [(x + cut, y), (x + w - cut, y), (x + w, y + cut), (x + w, y + h - cut),
            (x + w - cut, y + h), (x + cut, y + h), (x, y + h - cut), (x, y + cut)]


def card_face(side: str) -> pygame.Surface:
    """A strategy card's frame: the Axis's grey with cut corners and square marks, the
    Allies' sand with round corners and round marks (told apart by shape as well as by
    colour). The scene fills the OPS field, the RP field, the emblem window and the title
    band at runtime."""
    w, h = CARD
    frame, paper, accent = SIDES[side]
    axis = side == "axis"
    if axis:
        body = shape_mask(w, h, lambda p: p.polygon(WHITE, chamfer((0, 0, w, h), 14)))
        inner = shape_mask(w, h, lambda p: p.polygon(WHITE, chamfer((7, 7, w - 14, h - 14),
                                                                    10)))
    else:
        body = rrect_mask(w, h, (0, 0, w, h), 16)
        inner = rrect_mask(w, h, (7, 7, w - 14, h - 14), 11)
    outer = pygame.Surface((w, h))
    outer.fill(frame)
    grain(outer, f"na-card-{side}-frame", amp=3, mottle=5, cell=16)
    face = apply_mask(map_texture(w, h, paper, frame, f"na-card-{side}"), inner)
    deco = Pen(w, h)
    if axis:
        deco.polyline((*GOLD, 210), chamfer((4, 4, w - 8, h - 8), 12), 0.9, closed=True)
        deco.polyline((*darken(frame, 0.3), 255), chamfer((7, 7, w - 14, h - 14), 10), 1.2,
                      closed=True)
    else:
        deco.rrect((*GOLD, 210), (4, 4, w - 8, h - 8), 14, 0.9)
        deco.rrect((*darken(frame, 0.3), 255), (7, 7, w - 14, h - 14), 11, 1.2)
    # the header strip in the side's colour: dark for the Axis, light for the Allies
    head = mix(frame, INK, 0.25) if axis else mix(accent, BONE, 0.35)
    hx, hy, hw, hh = HEADER
    if axis:
        top = chamfer((hx, hy, hw, hh), 7)[:2]
        deco.polygon((*head, 255), [*top, (hx + hw, hy + 7), (hx + hw, hy + hh), (hx, hy + hh),
                                     (hx, hy + 7)])
    else:
        deco.rrect((*head, 255), HEADER, 9)
        deco.rrect((*head, 255), (hx, hy + hh - 12, hw, 12), 0)
    deco.line((*GOLD, 230), (hx, hy + hh), (hx + hw, hy + hh), 1.0, False)
    # the emblem window: a lighter oval (Allied) or cut-cornered plate (Axis)
    wx, wy, ww, wh = WINDOW
    plate = lighten(paper, 0.35)
    if axis:
        deco.polygon((*plate, 235), chamfer(WINDOW, 9))
        deco.polyline((*darken(frame, 0.1), 200), chamfer(WINDOW, 9), 1.0, closed=True)
    else:
        deco.ellipse((*plate, 235), (wx + ww / 2, wy + wh / 2), ww / 2, wh / 2)
        deco.ring((*darken(frame, 0.1), 200), (wx + ww / 2, wy + wh / 2), wh / 2, 1.0)
    # the title band: a paper panel with ruled edges
    bx, by, bw, bh = TEXT_BAND
    deco.rrect((*lighten(paper, 0.45), 235), (bx, by, bw, bh), 3)
    deco.rrect((*darken(frame, 0.1), 200), (bx, by, bw, bh), 3, 1.0)
    deco.line((*GOLD, 200), (bx + 6, by - 4), (bx + bw - 6, by - 4), 0.8, False)
    deco.line((*GOLD, 200), (bx + 6, by + bh + 4), (bx + bw - 6, by + bh + 4), 0.8, False)
    # the OPS field (the scene draws a square in it for square-OPS cards) and the RP field
    ox, oy, orad = OPS
    deco.circle((*darken(frame, 0.35), 255), (ox, oy), orad + 2.5)
    deco.circle((*GOLD, 255), (ox, oy), orad + 1.2)
    deco.circle((*lighten(BONE, 0.3), 255), (ox, oy), orad - 0.4)
    rx, ry, rw, rh = RP
    deco.rrect((*darken(frame, 0.35), 255), (rx - 2, ry - 2, rw + 4, rh + 4), 5)
    deco.rrect((*lighten(BONE, 0.3), 255), RP, 4)
    # the side mark bottom centre: a square cross (Axis) or a roundel (Allied)
    ex, ey = w / 2, h - 19
    if axis:
        deco.rrect((*accent, 255), (ex - 9, ey - 9, 18, 18), 1)
        deco.rrect((*INK, 255), (ex - 2, ey - 7, 4, 14), 0)
        deco.rrect((*INK, 255), (ex - 7, ey - 2, 14, 4), 0)
    else:
        deco.circle((*accent, 255), (ex, ey), 10)
        deco.circle((*rgb("#2F4F8C"), 255), (ex, ey), 7.5)
        deco.circle((*BONE, 255), (ex, ey), 5)
        deco.circle((*rgb("#B5362E"), 255), (ex, ey), 2.6)
    layers = [apply_mask(outer, body), face,
              inner_shadow(inner, (1.5, 1.5), 3, 110, darken(frame, 0.4)), deco.result()]
    return stack((w, h), layers)


def card_back(side: str) -> pygame.Surface:
    w, h = CARD
    frame, _paper, accent = SIDES[side]
    base = mix(frame, INK, 0.15) if side == "axis" else mix(accent, DEEP, 0.35)
    body = rrect_mask(w, h, (0, 0, w, h), 9)
    tex = pygame.Surface((w, h))
    tex.fill(base)
    grain(tex, f"na-back-{side}", amp=3, mottle=6, cell=18)
    pen = Pen(w, h)
    pen.rrect((*GOLD, 230), (6, 6, w - 12, h - 12), 6, 1.4)
    pen.rrect((*GOLD, 150), (11, 11, w - 22, h - 22), 4, 0.8)
    cx, cy = w / 2, h / 2
    for k in range(24):
        a = k / 24 * math.tau
        r0, r1 = 38, 62 if k % 2 == 0 else 52
        pen.line((*lighten(base, 0.18), 255), (cx + r0 * math.cos(a), cy + r0 * math.sin(a)),
                 (cx + r1 * math.cos(a), cy + r1 * math.sin(a)), 1.2)
    if side == "axis":
        pen.rrect((*darken(base, 0.3), 255), (cx - 30, cy - 30, 60, 60), 2)
        pen.rrect((*GOLD, 255), (cx - 30, cy - 30, 60, 60), 2, 1.5)
        pen.rrect((*accent, 255), (cx - 24, cy - 24, 48, 48), 1)
        pen.rrect((*WHITE, 255), (cx - 8, cy - 20, 16, 40), 0)
        pen.rrect((*WHITE, 255), (cx - 20, cy - 8, 40, 16), 0)
        pen.rrect((*INK, 255), (cx - 5, cy - 18, 10, 36), 0)
        pen.rrect((*INK, 255), (cx - 18, cy - 5, 36, 10), 0)
    else:
        pen.circle((*GOLD, 255), (cx, cy), 33)
        pen.circle((*accent, 255), (cx, cy), 31)
        pen.circle((*rgb("#2F4F8C"), 255), (cx, cy), 24)
        pen.circle((*BONE, 255), (cx, cy), 15.5)
        pen.circle((*rgb("#B5362E"), 255), (cx, cy), 8.5)
    art = pen.result()
    word = lettering("North Africa", 13, lighten(GOLD, 0.2), "caps", spacing=1.0)
    year = lettering("1940 - 43", 11, lighten(GOLD, 0.2), "caps", spacing=1.0)
    return stack((w, h), [apply_mask(tex, body),
                          inner_shadow(body, (2, 2), 4, 120, darken(base, 0.5)), art,
                          (word, (w / 2 - word.get_width() / 2, 22)),
                          (year, (w / 2 - year.get_width() / 2, h - 22 - year.get_height()))])


DEEP = rgb("#5A3A1E")


def cards() -> dict[str, pygame.Surface]:
    return {"card_axis": card_face("axis"), "card_allied": card_face("allied"),
            "card_back_axis": card_back("axis"), "card_back_allied": card_back("allied")}


def build(written, folder: str) -> None:
    from .output import save
    for name, surf in cards().items():
        save(surf, f"{folder}{name}.png", written)
