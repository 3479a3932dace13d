"""Desert scenery shared by the backgrounds and the launcher tiles: skies, dunes, sun,
moon, stars and ripples."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from .geometry import Point, Rect4
from .gradients import radial_glow, vertical_gradient
from .palette import (
    BONE,
    CLEAR,
    DUNE_SHADOW,
    NIGHT_INDIGO,
    SAND,
    Color,
    lighten,
    mix,
    rgb,
    smoothstep,
)
from .pen import Pen
from .surfaces import blur, tint


# =============================================================================================
# Desert scenes (backgrounds and cover art)
# =============================================================================================
@dataclass(frozen=True)
class Dune:
    """One layer of dunes; heights are fractions of the image height."""

    base: float
    amp: float
    wave: float  # crest spacing as a fraction of the image width
    lit: Color
    shade: Color
    deep: Color
    seed: str


def dune_ridge(d: Dune, w: int, h: int, x0: int = 0, x1: int | None = None) -> list[float]:
    """Ridge height for columns ``x0..x1-1`` (sharp crests, broad troughs, leaning faces)."""
    rng = random.Random(d.seed)
    p1, p2 = rng.uniform(0, math.tau), rng.uniform(0, math.tau)
    wave = d.wave * w
    ys = []
    for i in range(x0, w if x1 is None else x1):
        x = i + 0.5
        u = x / wave * math.pi + p1
        u += 0.45 * math.sin(u)
        crest = (1.0 - abs(math.sin(u))) ** 1.6
        swell = 0.5 + 0.5 * math.sin(x / w * math.tau * 0.7 + p2)
        ys.append(h * (d.base - d.amp * (0.7 * crest + 0.3 * swell)))
    return ys


def dune_shading(d: Dune, w: int, h: int, light: float, x0: int, x1: int) -> list[float]:
    """0 (lit) .. 1 (in shadow) for each column, from the ridge slope."""
    ys = dune_ridge(d, w, h, x0 - 1, x1 + 1)
    norm = d.amp * h * math.pi / (d.wave * w) or 1.0
    return [smoothstep(-0.22, 0.22, light * (ys[i] - ys[i + 2]) / 2 / norm)
            for i in range(x1 - x0)]


def paint_dunes(sky: pygame.Surface, dunes: Sequence[Dune], light: float,
                shear: float = 0.9) -> pygame.Surface:
    """Paint dune layers (back to front) over ``sky``; ``light`` +1 = lit from the right.

    Below its ridge a dune is the ridge profile extruded along a slanted direction, so each
    shadow face hangs off its crest as a wedge rather than a vertical band.
    """
    w, h = sky.get_size()
    buf = bytearray(pygame.image.tobytes(sky, "RGB"))
    stride = w * 3
    levels = 20
    drift = shear * light
    reach = int(abs(drift) * h * 1.6) + 2
    for d in dunes:
        ys = dune_ridge(d, w, h)
        shade = dune_shading(d, w, h, light, -reach, w + reach)
        qs = [round(v * (levels - 1)) for v in shade]
        thickness = max(8.0, d.amp * h * 2.2)
        bend = [int(drift * k * min(1.6, (k / thickness) ** 0.5 + 0.15)) for k in range(h + 1)]
        colors = []
        for q in range(levels):
            s = q / (levels - 1)
            row = []
            for k in range(h + 1):
                t = min(1.0, k / thickness)
                row.append(bytes(mix(mix(d.lit, d.shade, s * (1 - 0.3 * t)), d.deep, 0.45 * t)))
            colors.append(row)
        for x in range(w):
            top = ys[x]
            y0 = math.floor(top)
            first = max(0, y0 + 1)
            base = x + reach
            for y in range(first, h):
                k = y - y0 - 1
                c = colors[qs[base - bend[k]]][k]
                i = y * stride + x * 3
                buf[i:i + 3] = c
            if 0 <= y0 < h:
                cov = y0 + 1 - top
                c = colors[qs[base]][0]
                i = y0 * stride + x * 3
                for ch in range(3):
                    buf[i + ch] = round(buf[i + ch] * (1 - cov) + c[ch] * cov)
    return pygame.image.frombytes(bytes(buf), (w, h), "RGB")


def sky(w: int, h: int, stops: Sequence[tuple[float, Color]]) -> pygame.Surface:
    return vertical_gradient(w, h, stops)


def add_sun(surf: pygame.Surface, center: Point, radius: float, color: Color,
            glow: Color, glow_radius: float, glow_strength: float) -> None:
    w, h = surf.get_size()
    surf.blit(radial_glow(w, h, center, glow_radius, glow, glow_strength, 2.2), (0, 0))
    pen = Pen(w, h, ss=2)
    pen.circle((*color, 255), center, radius)
    disc = pen.result()
    surf.blit(blur(tint(disc, lighten(color, 0.3), 160), radius * 0.35), (0, 0))
    surf.blit(disc, (0, 0))


def add_stars(surf: pygame.Surface, seed: str, count: int, max_y: float,
              calm: Rect4 | None = None) -> None:
    w, h = surf.get_size()
    rng = random.Random(seed)
    pen = Pen(w, h, ss=2)
    bright = []
    for _ in range(count):
        x, y = rng.uniform(0, w), max_y * (rng.random() ** 1.4)
        if calm and calm[0] < x < calm[0] + calm[2] and calm[1] < y < calm[1] + calm[3] \
                and rng.random() < 0.75:
            continue
        fade = 1.0 - 0.6 * (y / max_y)
        a = round(rng.uniform(70, 230) * fade)
        r = rng.choice((0.55, 0.7, 0.85, 1.05))
        pen.circle((*mix(BONE, rgb("#CFE0FF"), rng.random()), a), (x, y), r)
        if r > 1.0 and rng.random() < 0.35:
            bright.append((x, y))
    stars = pen.result()
    surf.blit(blur(stars, 1.2), (0, 0))
    surf.blit(stars, (0, 0))
    glint = Pen(w, h, ss=2)
    for x, y in bright:
        glint.line((*BONE, 110), (x - 4.5, y), (x + 4.5, y), 0.7)
        glint.line((*BONE, 110), (x, y - 4.5), (x, y + 4.5), 0.7)
    surf.blit(glint.result(), (0, 0))


def add_ripples(surf: pygame.Surface, dune: Dune, seed: str, color: Color, alpha: int,
                rows: int, spacing: float) -> None:
    """Faint wind ripples that follow a dune layer's ridge line."""
    w, h = surf.get_size()
    ys = dune_ridge(dune, w, h)
    rng = random.Random(seed)
    pen = Pen(w, h, ss=2)
    for r in range(rows):
        off = spacing * (r + 1) * (1 + r * 0.25)
        phase = rng.uniform(0, math.tau)
        start = rng.uniform(-0.1, 0.3) * w
        while start < w:
            length = rng.uniform(0.08, 0.22) * w
            pts = []
            x = start
            while x < min(w, start + length):
                i = max(0, min(w - 1, int(x)))
                pts.append((x, ys[i] + off + 2.2 * math.sin(x / 23 + phase)))
                x += 6
            if len(pts) > 2:
                pen.polyline((*color, alpha), pts, 0.9 + 0.25 * r)
            start += length + rng.uniform(0.05, 0.2) * w
    surf.blit(pen.result(), (0, 0))


DUSK_SKY = [(0.0, rgb("#6D5878")), (0.28, rgb("#A9727A")), (0.46, rgb("#D9977A")),
            (0.58, rgb("#F0C594")), (0.64, rgb("#F6DCB0"))]
NIGHT_SKY = [(0.0, rgb("#0E1828")), (0.3, rgb("#1A2B44")), (0.52, NIGHT_INDIGO),
             (0.64, rgb("#3D5574"))]


def desert_dunes(night: bool, scale: float = 1.0) -> list[Dune]:
    """The shared five-layer dune field; the night version keeps the same shapes."""
    haze = rgb("#F1CC9C") if not night else rgb("#3D5574")
    day = [
        (0.60, 0.035, 0.22, rgb("#E7B98C"), rgb("#D49E7C"), rgb("#D9A57F")),
        (0.65, 0.05, 0.30, rgb("#EDC38C"), rgb("#D39E6C"), rgb("#D9A56E")),
        (0.73, 0.07, 0.38, rgb("#EFC98A"), rgb("#CE9A5E"), rgb("#D8A464")),
        (0.84, 0.09, 0.5, SAND, DUNE_SHADOW, rgb("#D3A15E")),
        (0.98, 0.1, 0.62, rgb("#E6B772"), rgb("#BF8A4A"), rgb("#C99552")),
    ]
    night_cols = [
        (rgb("#3A4D6A"), rgb("#31425D"), rgb("#34465F")),
        (rgb("#394C69"), rgb("#2C3B55"), rgb("#2F3F58")),
        (rgb("#3A4B68"), rgb("#26344C"), rgb("#29374F")),
        (rgb("#3B4A66"), rgb("#202C42"), rgb("#232F45")),
        (rgb("#36445E"), rgb("#1B2538"), rgb("#1C2537")),
    ]
    out = []
    for i, (base, amp, wave, lit, shade, deep) in enumerate(day):
        if night:
            lit, shade, deep = night_cols[i]
        fog = (0.5, 0.3, 0.15, 0.0, 0.0)[i]
        out.append(Dune(base, amp * scale, wave, mix(lit, haze, fog), mix(shade, haze, fog),
                        mix(deep, haze, fog), f"dune-{i}"))
    return out


def add_moon(surf: pygame.Surface, center: Point, radius: float) -> None:
    w, h = surf.get_size()
    surf.blit(radial_glow(w, h, center, radius * 7, rgb("#8FA6C9"), 0.35, 2.5), (0, 0))
    pen = Pen(w, h, ss=2)
    pen.circle((*rgb("#F2EAD6"), 255), center, radius)
    pen.circle(CLEAR, (center[0] + radius * 0.45, center[1] - radius * 0.25), radius * 0.86)
    surf.blit(pen.result(), (0, 0))
