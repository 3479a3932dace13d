"""Land the Mothership: the geometry every piece shares, the hex floor tiles, their overlays
and the dunes."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from .geometry import Point, regular_polygon, rotate
from .gradients import linear_gradient
from .noise import grain
from .palette import (
    DEEP_CLAY,
    DUNE_SHADOW,
    INK,
    LIGHT_SAND,
    WHITE,
    Color,
    darken,
    lighten,
    mix,
    ramp,
    rgb,
    smoothstep,
)
from .pen import Pen, shape_mask
from .surfaces import (
    SS,
    Layer,
    apply_mask,
    blur,
    clip,
    inner_shadow,
    invert_alpha,
    shrink,
    stack,
    tint,
)

# =============================================================================================
# Land the Mothership: hex floor, dunes, alien agents, saucer, holding area, icons
# =============================================================================================
MS_HEX_RADIUS = 48  # flat-top hex: corner to centre; the cell is 2R wide and sqrt(3)R tall
MS_HEX_SIZE = (96, 84)  # hex tile image; the hex is centred at (48, 42)
MS_DUNE_SIZE = (96, 96)  # dune image; its hex footprint is the tile moved down by 12 px
MS_DUNE_BASE = (0, 12)  # top-left of the 96x84 hex footprint inside the dune image
MS_AGENT_SIZE = 64
MS_SLOT_SIZE = 64
MS_SLOT_HEX = (32.0, 35.0, 24.0)  # centre x, centre y, radius of the hex hollow in a slot
MS_BADGE_SIZE = 28
MS_SAUCER_SIZE = (320, 160)
MS_BEAM_SIZE = (160, 400)
MS_BEAM_ANCHOR = (160, 118)  # the point under the saucer where the beam's top centre goes
MS_FRAME_SIZE = (1000, 760)
MS_DUNE_VARIANTS = ("barchan", "double", "mound", "ridge")
MS_DUNE_LOOK = "barchan"  # the one look every dune on the board and in the holding area shares
MS_TRAIL = rgb("#34508C")  # the previous turn's moves: night indigo, apart from gold and teal
MS_AGENTS: dict[str, Color] = {
    "green": rgb("#69B840"),
    "violet": rgb("#9A62CC"),
    "cyan": rgb("#34BFD0"),
    "orange": rgb("#EE8430"),
}
MS_ICON_NAMES = ("push", "pull", "place", "land", "peek", "rotate_left", "rotate_right",
                 "zoom_in", "zoom_out", "zoom_reset")
SQRT3 = math.sqrt(3)


def flat_hex(center: Point, radius: float) -> list[Point]:
    """Corners of a flat-topped hexagon (corners left and right, edges top and bottom)."""
    return regular_polygon(center, radius, 6, 0)


def hex_norm(dx: float, dy: float, apothem: float, roundness: float = 6.0) -> float:
    """1 on the edge of a flat-topped hex with this apothem (corners softly rounded)."""
    a = abs(dy) / apothem
    b = abs(dx * 0.8660254 + dy * 0.5) / apothem
    c = abs(dx * 0.8660254 - dy * 0.5) / apothem
    return (a ** roundness + b ** roundness + c ** roundness) ** (1 / roundness)


def hex_mask(w: int, h: int, center: Point, radius: float) -> pygame.Surface:
    return shape_mask(w, h, lambda p: p.polygon(WHITE, flat_hex(center, radius)))


# --- sand floor -------------------------------------------------------------------------------
@dataclass(frozen=True)
class SandTint:
    light: Color
    base: Color
    dark: Color
    rim: Color


FLOOR_TINTS: dict[str, SandTint] = {
    "sand": SandTint(rgb("#F4DDAA"), rgb("#EACB8E"), rgb("#D9B273"), rgb("#B98E55")),
    "alt": SandTint(rgb("#EFD39C"), rgb("#E2BE80"), rgb("#CFA364"), rgb("#B0834D")),
    "edge": SandTint(rgb("#E9BE96"), rgb("#DCA57D"), rgb("#C98C66"), rgb("#A2654A")),
}


def sand_ripples(w: int, h: int, seed: str, spacing: float, angle: float, alpha_lit: int,
                 alpha_dark: int, width: float = 0.9) -> pygame.Surface:
    """Faint wavy wind ripples across a ``w`` x ``h`` patch: a lit line over a dark one."""
    rng = random.Random(seed)
    pen = Pen(w, h, ss=2)
    diag = math.hypot(w, h)
    cx, cy = w / 2, h / 2
    k = -diag / 2
    while k < diag / 2:
        phase = rng.uniform(0, math.tau)
        amp = rng.uniform(1.0, 2.2)
        t = -diag / 2
        while t < diag / 2:
            length = rng.uniform(0.3, 0.9) * diag
            pts = []
            s = t
            while s < min(diag / 2, t + length):
                off = k + amp * math.sin(s / (spacing * 2.3) + phase)
                pts.append(rotate((cx + s, cy + off), angle, (cx, cy)))
                s += 3
            if len(pts) > 2:
                pen.polyline((*LIGHT_SAND, alpha_lit), [(x - 0.6, y - 0.7) for x, y in pts],
                             width)
                pen.polyline((*DUNE_SHADOW, alpha_dark), pts, width)
            t += length + rng.uniform(0.1, 0.4) * diag
        k += spacing * rng.uniform(0.8, 1.25)
    return pen.result()


def hex_floor(kind: str, seed: str) -> pygame.Surface:
    """One flat-topped sand cell, 96x84: soft light, grain, ripples, a bevel and a thin rim."""
    w, h = MS_HEX_SIZE
    c = (w / 2, h / 2)
    sand = FLOOR_TINTS[kind]
    body = hex_mask(w, h, c, MS_HEX_RADIUS)
    inner = hex_mask(w, h, c, MS_HEX_RADIUS - 2.6)
    tex = linear_gradient(w, h, (0.8, 1), [(0, sand.light), (0.55, sand.base), (1, sand.dark)])
    grain(tex, seed, amp=4, mottle=5, cell=14)
    ripples = sand_ripples(w, h, seed + ":ripples", 7.5, -24, 70, 46)
    rim = shape_mask(w, h, lambda p: p.polyline(WHITE, flat_hex(c, MS_HEX_RADIUS - 0.7), 1.3,
                                                closed=True))
    return stack((w, h), [
        apply_mask(tex, body),
        clip(ripples, inner),
        inner_shadow(inner, (-0.8, -1.0), 1.0, 70, lighten(sand.light, 0.5)),
        inner_shadow(inner, (0.8, 1.0), 1.4, 60, sand.dark),
        clip(tint(body, sand.rim, 40), invert_alpha(inner, WHITE)),
        tint(rim, sand.rim, 235),
    ])


def hex_outline(color: Color, width: float, glow: float,
                core: Color | None = None) -> pygame.Surface:
    """An outline-only hex (96x84) with a soft inner glow, for highlights over the floor."""
    w, h = MS_HEX_SIZE
    c = (w / 2, h / 2)
    r = MS_HEX_RADIUS - width / 2 - 0.8
    ring = shape_mask(w, h, lambda p: p.polyline(WHITE, flat_hex(c, r), width, closed=True))
    body = hex_mask(w, h, c, MS_HEX_RADIUS - 0.5)
    halo = blur(tint(ring, lighten(color, 0.25), 200), glow)
    layers: list[Layer] = [clip(halo, body), clip(blur(tint(ring, color, 255), 1.5), body),
                           tint(ring, color)]
    thin = shape_mask(w, h, lambda p: p.polyline(WHITE, flat_hex(c, r), width * 0.34,
                                                 closed=True))
    layers.append(tint(thin, core or lighten(color, 0.55), 230))
    edge = shape_mask(w, h, lambda p: p.polyline(WHITE, flat_hex(c, r + width / 2 + 0.3), 0.9,
                                                 closed=True))
    layers.append(tint(edge, darken(color, 0.5), 200))
    return stack((w, h), layers)


# --- dunes: a lit height field seen slightly from the front -------------------------------
def dune_shape(variant: str, u: float, v: float) -> float:
    """Height of a dune's body in units of the hex radius; ``u`` right, ``v`` towards us.

    The wind blows from the top-left, like the light, so windward backs are lit and the
    steep slip faces (and the horns of the crescents) fall away to the bottom-right.
    """
    if variant in ("barchan", "double"):
        u, v = rotate((u, v), -32)
    if variant == "barchan":  # crescent: gentle windward back, horns trailing to the right
        crest = 0.12 + 0.7 * v * v
        top = 0.42 * max(0.0, 1 - v * v / 0.8) ** 0.7
        if u < crest:
            return top * max(0.0, (u + 0.95) / (crest + 0.95)) ** 1.5
        return top * max(0.0, 1 - (u - crest) / 0.3) ** 1.3
    if variant == "double":  # two crescents, the back one smaller
        best = 0.0
        for du, dv, peak, span in ((-0.3, -0.34, 0.3, 0.5), (0.1, 0.26, 0.38, 0.58)):
            uu, vv = u - du, (v - dv) / span
            crest = 0.04 + 0.4 * vv * vv
            top = peak * max(0.0, 1 - vv * vv) ** 0.8
            if uu < crest:
                hgt = top * max(0.0, (uu + 0.75) / (crest + 0.75)) ** 1.5
            else:
                hgt = top * max(0.0, 1 - (uu - crest) / 0.26) ** 1.3
            best = max(best, hgt)
        return best
    if variant == "mound":  # a low, rounded heap, a touch steeper on the lee side
        uu = u * (0.95 if u < 0.05 else 1.3) - 0.05
        r2 = uu * uu / 0.8 + v * v / 0.64
        return 0.32 * max(0.0, 1 - r2) ** 1.2
    # "ridge": a straight knife-edged ridge running from lower left to upper right
    cos_a, sin_a = math.cos(math.radians(-38)), math.sin(math.radians(-38))
    along = u * cos_a + v * sin_a
    across = -u * sin_a + v * cos_a  # > 0: the lee side, facing down-right
    top = 0.42 * max(0.0, 1 - (along / 0.95) ** 2) ** 0.7
    if across < 0:
        return top * max(0.0, 1 + across / 0.72) ** 1.4
    return top * max(0.0, 1 - across / 0.3) ** 1.2


DUNE_RAMP = [(0.0, rgb("#8A5128")), (0.3, rgb("#A96B35")), (0.5, rgb("#C58C48")),
             (0.68, rgb("#DDA85C")), (0.8, rgb("#EABF72")), (0.92, rgb("#F5D692")),
             (1.0, rgb("#FBE7B8"))]
DUNE_LIGHT = (-0.62, -0.52, 0.56)  # towards the light: left, up the screen, and above


def dune_surface(size: tuple[int, int], center: Point, radius: float, variant: str,
                 seed: str) -> pygame.Surface:
    """A dune whose base fills the flat-topped hex (``center``, ``radius``), crest rising up.

    The dune is a height field over the hex, lit from the top-left and drawn column by column
    from the front so nearer slopes hide the ones behind (every point is lifted straight up
    the screen by its height).  A shared low apron fills the hex, so every variant covers the
    same footprint; wind ripples are bump-mapped onto the gentle windward slopes.
    """
    ss = SS
    w, h = size[0] * ss, size[1] * ss
    cx, cy, big_r = center[0] * ss, center[1] * ss, radius * ss
    inset = big_r - 4.5 * ss
    apothem = inset * SQRT3 / 2
    x0, x1 = max(0, int(cx - inset) - 2), min(w, int(cx + inset) + 3)
    y0, y1 = max(0, int(cy - apothem) - 2), min(h, int(cy + apothem) + 3)
    heights = [[0.0] * w for _ in range(h)]
    for y in range(y0, y1):
        row = heights[y]
        v = (y + 0.5 - cy) / big_r
        for x in range(x0, x1):
            dx, dy = x + 0.5 - cx, y + 0.5 - cy
            hn = hex_norm(dx, dy, apothem)
            if hn >= 1:
                continue
            swell = 0.05 * (1 - hn * hn) ** 0.6
            body = dune_shape(variant, dx / big_r, v) * smoothstep(1.0, 0.5, hn)
            row[x] = (swell + body) * big_r
    lx, ly, lz = DUNE_LIGHT
    ln = math.sqrt(lx * lx + ly * ly + lz * lz)
    lx, ly, lz = lx / ln, ly / ln, lz / ln
    rng = random.Random(seed)
    phase = rng.uniform(0, math.tau)
    wave = rng.uniform(3.6, 4.2) * ss * radius / MS_HEX_RADIUS
    rip_a = math.radians(rng.uniform(26, 34))
    rc, rs = math.cos(rip_a), math.sin(rip_a)
    buf = bytearray(w * h * 4)
    for x in range(x0, x1):
        top = h
        for y in range(y1 - 1, y0 - 1, -1):
            hgt = heights[y][x]
            sy = math.ceil(y - hgt)
            if sy >= top:
                continue
            gx = (heights[y][min(w - 1, x + 1)] - heights[y][max(0, x - 1)]) / 2
            gy = (heights[min(h - 1, y + 1)][x] - heights[max(0, y - 1)][x]) / 2
            slope = math.hypot(gx, gy)
            lit = (-gx * lx - gy * ly + lz) / math.sqrt(gx * gx + gy * gy + 1)
            if slope < 0.8:
                s = x * rc + y * rs
                ph = s / wave * math.tau + phase + 2.2 * math.sin(y / (big_r * 0.3) + phase)
                bump = 0.7 * math.sin(ph) * ((1 + math.cos(ph)) / 2) ** 3
                bump *= (1 - smoothstep(0.4, 0.85, slope)) * smoothstep(big_r * 0.03,
                                                                       big_r * 0.12, hgt)
                rx, ry = gx + bump * rc, gy + bump * rs
                lit = (-rx * lx - ry * ly + lz) / math.sqrt(rx * rx + ry * ry + 1)
            d = lit - lz  # 0 on level sand; the light/shadow terminator is kept crisp
            t = smoothstep(-0.28, -0.12, d)
            shade = ramp(DUNE_RAMP, (0.24 + (d + lz) * 0.36) * (1 - t) + (0.74 + d * 0.6) * t)
            alpha = round(255 * smoothstep(0.0, 1.4 * ss, hgt))
            px = bytes((*shade, alpha))
            for yy in range(max(0, sy), top):
                i = (yy * w + x) * 4
                buf[i:i + 4] = px
            top = max(0, sy)
    big = pygame.image.frombytes(bytes(buf), (w, h), "RGBA")
    out = shrink(big, size)
    grain(out, seed + ":grain", amp=3.5)
    return out


def dune_tile(variant: str, size: tuple[int, int] = MS_DUNE_SIZE,
              center: Point | None = None, radius: float = MS_HEX_RADIUS) -> pygame.Surface:
    """A dune with its soft shadow, ready to lay over a floor cell."""
    if center is None:
        center = (MS_DUNE_BASE[0] + MS_HEX_SIZE[0] / 2, MS_DUNE_BASE[1] + MS_HEX_SIZE[1] / 2)
    dune = dune_surface(size, center, radius, variant, f"dune:{variant}")
    k = radius / MS_HEX_RADIUS
    shade = mix(DEEP_CLAY, INK, 0.35)
    return stack(size, [
        (blur(tint(dune, shade, 90), 1.5 * k), (1.2 * k, 1.6 * k)),
        (blur(tint(dune, shade, 90), 3 * k), (4 * k, 2.5 * k)),
        dune,
    ])
