"""North Africa 1940-43: the unit counters (`counter_<nat>_<arm>_<size>.png`), the reduced
band and the selection ring. The side shows in the shape as well as the colour: Axis counters
have square corners and a dark top band, Allied ones rounded corners and a light top band."""

from __future__ import annotations

import pygame

from .noise import grain
from .north_africa_lettering import lettering
from .output import Written, save
from .palette import BONE, INK, WHITE, Color, darken, lighten, mix, rgb
from .pen import Pen, rrect_mask
from .surfaces import apply_mask, blur, clip, inner_shadow, shadow, stack, tint

COUNTER = 64
BODY = (4.0, 3.0, 55.0, 55.0)
"""The counter's face inside the 64x64 image (x, y, w, h); the shadow falls below right."""
FACTORS = (6.0, 41.0, 51.0, 15.0)
"""The plain lower third where the scene prints the factors ("6-3-6")."""

# nationality: (ground colour, two-letter code, side)
NATIONS: dict[str, tuple[Color, str, str]] = {
    "german": (rgb("#7E8580"), "DE", "axis"),
    "italian": (rgb("#8C8A5C"), "IT", "axis"),
    "vichy": (rgb("#8EA7C0"), "VF", "axis"),
    "iraqi": (rgb("#6F8E6A"), "IQ", "axis"),
    "egyptian": (rgb("#74706C"), "EG", "axis"),
    "british": (rgb("#D2B27A"), "GB", "allied"),
    "commonwealth": (rgb("#C7A774"), "CW", "allied"),
    "indian": (rgb("#CC9A5E"), "IN", "allied"),
    "south_african": (rgb("#D8BF86"), "ZA", "allied"),
    "australian": (rgb("#B5A46E"), "AU", "allied"),
    "new_zealand": (rgb("#A98F6C"), "NZ", "allied"),
    "free_french": (rgb("#6F8FC4"), "FF", "allied"),
    "polish": (rgb("#BDB3A0"), "PL", "allied"),
    "greek": (rgb("#9EBBD6"), "GR", "allied"),
    "belgian": (rgb("#C3A86C"), "BE", "allied"),
    "us": (rgb("#8C8457"), "US", "allied"),
    "us_free_french": (rgb("#7F8EA8"), "UF", "allied"),
    "lrdg": (rgb("#D9A58E"), "LR", "allied"),
}
ARMS = ("infantry", "armour")
SIZES = ("division", "battlegroup")


def face_radius(side: str) -> float:
    return 1.5 if side == "axis" else 9.0


def counter_face(ground: Color, side: str, seed: str) -> list:
    """The bevelled body with its top band, as layers (shadow first)."""
    x, y, w, _h = BODY
    radius = face_radius(side)
    body = rrect_mask(COUNTER, COUNTER, BODY, radius)
    tex = pygame.Surface((COUNTER, COUNTER))
    tex.fill(ground)
    grain(tex, seed, amp=3, mottle=4, cell=10)
    band = Pen(COUNTER, COUNTER)
    band_col = mix(ground, INK, 0.72) if side == "axis" else mix(ground, BONE, 0.72)
    band.rrect((*band_col, 255), (x, y, w, 11), 0)
    edge = darken(ground, 0.35) if side == "allied" else lighten(ground, 0.25)
    band.line((*edge, 200), (x, y + 11), (x + w, y + 11), 0.8, round_caps=False)
    band_layer = clip(band.result(), body)
    rim = Pen(COUNTER, COUNTER)
    rim.rrect((*darken(ground, 0.55), 255), BODY, radius, 1.0)
    return [
        shadow(body, (1.4, 2.0), 2, 150),
        apply_mask(tex, body),
        band_layer,
        inner_shadow(body, (-1.2, -1.2), 1.6, 150, lighten(ground, 0.7)),
        inner_shadow(body, (1.2, 1.4), 1.6, 150, darken(ground, 0.5)),
        rim.result(),
    ]


def unit_symbol(arm: str, size: str, ink: Color) -> pygame.Surface:
    """The NATO box (an X for infantry, an oval for armour) with the size mark above."""
    pen = Pen(COUNTER, COUNTER)
    bx, by, bw, bh = 18.5, 21.0, 27.0, 17.0
    pen.rrect((*lighten(BONE, 0.2), 235), (bx, by, bw, bh), 0)
    pen.rrect((*ink, 255), (bx, by, bw, bh), 0, 1.6)
    if arm == "infantry":
        pen.line((*ink, 255), (bx + 0.8, by + 0.8), (bx + bw - 0.8, by + bh - 0.8), 1.4, False)
        pen.line((*ink, 255), (bx + 0.8, by + bh - 0.8), (bx + bw - 0.8, by + 0.8), 1.4, False)
    else:
        cx, cy = bx + bw / 2, by + bh / 2
        pen.ellipse((*ink, 255), (cx, cy), bw / 2 - 3.5, bh / 2 - 3.4)
        pen.ellipse((*lighten(BONE, 0.2), 255), (cx, cy), bw / 2 - 5.0, bh / 2 - 4.9)
    marks = 2 if size == "division" else 1
    cx = bx + bw / 2
    for k in range(marks):
        mx = cx + (k - (marks - 1) / 2) * 6.0
        pen.line((*ink, 255), (mx - 2.2, 13.8), (mx + 2.2, 19.0), 1.3)
        pen.line((*ink, 255), (mx - 2.2, 19.0), (mx + 2.2, 13.8), 1.3)
    return pen.result()


def lorraine_cross(color: Color) -> pygame.Surface:
    pen = Pen(COUNTER, COUNTER)
    cx = 51.5
    pen.line((*color, 255), (cx, 22.0), (cx, 37.0), 1.6, False)
    pen.line((*color, 255), (cx - 2.6, 25.0), (cx + 2.6, 25.0), 1.4, False)
    pen.line((*color, 255), (cx - 3.6, 29.0), (cx + 3.6, 29.0), 1.4, False)
    return pen.result()


def counter(nat: str, arm: str, size: str) -> pygame.Surface:
    ground, code, side = NATIONS[nat]
    layers = counter_face(ground, side, f"na-counter-{nat}")
    layers.append(unit_symbol(arm, size, INK))
    label_col = BONE if side == "axis" else INK
    label = lettering(code, 9.5, label_col, "sans", spacing=0.3)
    _lw, lh = label.get_size()
    layers.append((label, (BODY[0] + (4 if side == "axis" else 6.5), BODY[1] + 5.5 - lh / 2)))
    if nat in ("free_french", "us_free_french"):
        layers.append(lorraine_cross(BONE if nat == "free_french" else INK))
    if nat == "lrdg":
        pen = Pen(COUNTER, COUNTER)  # the LRDG's scorpion badge, reduced to a sun-wheel dot
        pen.circle((*INK, 255), (51.5, 29.5), 3.2)
        pen.circle((*ground, 255), (51.5, 29.5), 1.6)
        layers.append(pen.result())
    pip = Pen(COUNTER, COUNTER)  # a side pip in the band's far corner: square or round
    pcol = lighten(BONE, 0.1) if side == "axis" else INK
    if side == "axis":
        pip.rrect((*pcol, 255), (BODY[0] + BODY[2] - 9.5, BODY[1] + 3.2, 5, 5), 0)
    else:
        pip.circle((*pcol, 255), (BODY[0] + BODY[2] - 7.0, BODY[1] + 5.7), 2.6)
    layers.append(pip.result())
    return stack((COUNTER, COUNTER), layers)


def reduced_band() -> pygame.Surface:
    """A red sash across the counter's upper-right corner (white-edged, so it reads on any
    ground), clear of the unit symbol and of the factors."""
    body = rrect_mask(COUNTER, COUNTER, BODY, 1.5)
    x, y, w, _ = BODY
    x1, y1 = x + w, y
    a0, a1 = 20.0, 31.0  # the sash runs between these distances from the corner
    pen = Pen(COUNTER, COUNTER)
    pen.polygon((*rgb("#B5362E"), 225), [(x1 - a1, y1), (x1 - a0, y1), (x1, y1 + a0),
                                         (x1, y1 + a1)])
    band = clip(pen.result(), body)
    edges = Pen(COUNTER, COUNTER)
    edges.line((*BONE, 240), (x1 - a1, y1), (x1, y1 + a1), 1.0, False)
    edges.line((*BONE, 240), (x1 - a0, y1), (x1, y1 + a0), 1.0, False)
    return stack((COUNTER, COUNTER), [band, clip(edges.result(), body)])


def selected_ring() -> pygame.Surface:
    """A gold glow ring that fits around a counter's body."""
    x, y, w, h = BODY
    ring = Pen(COUNTER, COUNTER)
    ring.rrect(WHITE, (x - 1.5, y - 1.5, w + 3, h + 3), 6, 2.4)
    mask = ring.result()
    glow = blur(tint(mask, rgb("#FFD36A"), 255), 2.5)
    core = tint(mask, rgb("#F3B634"), 255)
    thin = Pen(COUNTER, COUNTER)
    thin.rrect((*lighten(BONE, 0.3), 255), (x - 0.6, y - 0.6, w + 1.2, h + 1.2), 5, 0.7)
    return stack((COUNTER, COUNTER), [glow, glow, core, thin.result()])


def counters() -> dict[str, pygame.Surface]:
    out = {}
    for nat in NATIONS:
        for arm in ARMS:
            for size in SIZES:
                out[f"counter_{nat}_{arm}_{size}"] = counter(nat, arm, size)
    out["counter_reduced"] = reduced_band()
    out["counter_selected"] = selected_ring()
    return out


def build(written: Written, folder: str) -> None:
    for name, surf in counters().items():
        save(surf, f"{folder}{name}.png", written)
