"""North Africa 1940-43: the plain operations cards (a face and a back for each side).

The faces carry no text: the scene prints the OPS value in the round field top-left and the
card's text in the band across the middle."""

from __future__ import annotations

import math
import random

import pygame

from .noise import grain
from .north_africa_lettering import lettering
from .palette import BONE, GOLD, INK, WHITE, Color, darken, lighten, mix, rgb
from .pen import Pen, rrect_mask
from .surfaces import apply_mask, inner_shadow, stack

CARD = (160, 224)
OPS = (26, 28, 15)
"""The OPS field: centre x, centre y and radius."""
TEXT_BAND = (12, 92, 136, 64)
"""The empty band across the middle for the card text (x, y, w, h)."""

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


def card_face(side: str) -> pygame.Surface:
    w, h = CARD
    frame, paper, accent = SIDES[side]
    body = rrect_mask(w, h, (0, 0, w, h), 9)
    outer = pygame.Surface((w, h))
    outer.fill(frame)
    grain(outer, f"na-card-{side}-frame", amp=3, mottle=5, cell=16)
    inner_rect = (7, 7, w - 14, h - 14)
    inner = rrect_mask(w, h, inner_rect, 5)
    face = apply_mask(map_texture(w, h, paper, frame, f"na-card-{side}"), inner)
    deco = Pen(w, h)
    deco.rrect((*GOLD, 210), (4, 4, w - 8, h - 8), 7, 0.9)
    deco.rrect((*darken(frame, 0.3), 255), inner_rect, 5, 1.2)
    # header strip in the side's colour: dark for the Axis, light for the Allies
    head = mix(frame, INK, 0.25) if side == "axis" else mix(accent, BONE, 0.35)
    deco.rrect((*head, 255), (8, 8, w - 16, 40), 4)
    deco.line((*GOLD, 230), (8, 48), (w - 8, 48), 1.0, False)
    # the text band: a lighter paper panel with ruled edges
    bx, by, bw, bh = TEXT_BAND
    deco.rrect((*lighten(paper, 0.45), 235), (bx, by, bw, bh), 3)
    deco.rrect((*darken(frame, 0.1), 200), (bx, by, bw, bh), 3, 1.0)
    deco.line((*GOLD, 200), (bx + 6, by - 4), (bx + bw - 6, by - 4), 0.8, False)
    deco.line((*GOLD, 200), (bx + 6, by + bh + 4), (bx + bw - 6, by + bh + 4), 0.8, False)
    # the OPS field
    ox, oy, orad = OPS
    deco.circle((*darken(frame, 0.35), 255), (ox, oy), orad + 2.5)
    deco.circle((*GOLD, 255), (ox, oy), orad + 1.2)
    deco.circle((*lighten(BONE, 0.3), 255), (ox, oy), orad - 0.4)
    # side emblem bottom centre: square (axis) or round (allied), by shape
    ex, ey = w / 2, h - 34
    if side == "axis":
        deco.rrect((*accent, 255), (ex - 13, ey - 13, 26, 26), 1)
        deco.rrect((*INK, 255), (ex - 3, ey - 10, 6, 20), 0)
        deco.rrect((*INK, 255), (ex - 10, ey - 3, 20, 6), 0)
    else:
        deco.circle((*accent, 255), (ex, ey), 14)
        deco.circle((*rgb("#2F4F8C"), 255), (ex, ey), 10)
        deco.circle((*BONE, 255), (ex, ey), 6.5)
        deco.circle((*rgb("#B5362E"), 255), (ex, ey), 3.6)
    layers = [apply_mask(outer, body), face,
              inner_shadow(inner, (1.5, 1.5), 3, 110, darken(frame, 0.4)), deco.result()]
    word = "AXIS" if side == "axis" else "ALLIED"
    tcol = BONE if side == "axis" else INK
    label = lettering(word, 15, tcol, "caps", spacing=1.5)
    lw, lh = label.get_size()
    layers.append((label, (w / 2 + 14 - lw / 2, 28 - lh / 2 - 1)))
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
