"""Carved sandstone: the stone texture, its bevel and the tile every stone-like piece
shares (the Stones tiles, the Mothership holding slots)."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from .gradients import linear_gradient
from .noise import apply_noise, grain, noise_field
from .palette import WHITE, Color, darken, lighten, mix
from .pen import Pen, rrect_mask, shape_mask
from .surfaces import Layer, apply_mask, blur, inner_shadow, shadow, stack, tint

TILE_SIZE = 160
TILE_MARGIN = 6


# =============================================================================================
# Stone tiles
# =============================================================================================
@dataclass(frozen=True)
class StoneTint:
    base: Color
    light: Color
    dark: Color


def stone_texture(w: int, h: int, stone: StoneTint, seed: str, mottle: float = 9,
                  strata: float = 7) -> pygame.Surface:
    """Opaque carved-stone surface: soft light gradient, mottling, strata, grain, specks."""
    light = [(0, mix(stone.base, stone.light, 0.45)), (0.6, stone.base),
             (1, mix(stone.base, stone.dark, 0.3))]
    tex = linear_gradient(w, h, (1, 1.2), light)
    grain(tex, seed, amp=5, mottle=mottle, cell=max(4, min(w // 8, 26)))
    bands = noise_field(1, h * 2, seed + ":strata", max(2, min(h // 24, 8)))
    bands = pygame.transform.rotate(pygame.transform.scale(bands, (w * 2, h * 2)), 9)
    sx, sy = bands.get_width() // 2 - w // 2, bands.get_height() // 2 - h // 2
    apply_noise(tex, bands.subsurface((sx, sy, w, h)).copy(), strata)
    rng = random.Random(seed + ":specks")
    for _ in range(w * h // 140):
        x, y = rng.randrange(w), rng.randrange(h)
        c = tex.get_at((x, y))[:3]
        tex.set_at((x, y), mix(c, stone.dark if rng.random() < 0.7 else stone.light, 0.45))
    return tex


def bevel_texture(w: int, h: int, stone: StoneTint, seed: str) -> pygame.Surface:
    """Rim colours for a chiselled bevel: bright top-left facets, dark bottom-right ones."""
    pen = Pen(w, h, ss=2)
    pen.surf.fill((*mix(stone.base, stone.dark, 0.75), 255))
    pen.polygon(lighten(stone.light, 0.25), [(0, 0), (w, 0), (w * 0.5, h * 0.5), (0, h)])
    tex = pen.result()
    grain(tex, seed + ":bevel", amp=4)
    return tex


def carved_tile(size: int, stone: StoneTint, seed: str,
                inlay: pygame.Surface | None = None) -> pygame.Surface:
    """A square sandstone tile with rounded corners, bevel and soft shadow."""
    margin = size * TILE_MARGIN / TILE_SIZE
    body = size - 2 * margin
    radius = size * 0.12
    bevel = max(2.0, size * 0.04)
    outer = (margin, margin - size * 0.012, body, body)
    inner = (outer[0] + bevel, outer[1] + bevel, body - 2 * bevel, body - 2 * bevel)
    outer_mask = rrect_mask(size, size, outer, radius)
    inner_mask = rrect_mask(size, size, inner, radius - bevel * 0.7)
    face = apply_mask(stone_texture(size, size, stone, seed), inner_mask)
    glow = inner_shadow(inner_mask, (-size * 0.01, -size * 0.012), size * 0.02, 110,
                        lighten(stone.light, 0.6))
    dusk = inner_shadow(inner_mask, (size * 0.008, size * 0.01), size * 0.02, 70, stone.dark)
    rim_line = shape_mask(size, size, lambda p: p.rrect(WHITE, outer, radius, 0.8))
    layers: list[Layer] = [
        shadow(outer_mask, (0, size * 0.014), size * 0.017, 150),
        apply_mask(bevel_texture(size, size, stone, seed), outer_mask),
        face, glow, dusk,
        tint(rim_line, darken(stone.dark, 0.45), 150),
    ]
    if inlay is not None:
        layers += inlay_layers(size, inlay, stone)
    return stack((size, size), layers)


def inlay_layers(size: int, symbol: pygame.Surface, stone: StoneTint) -> list[Layer]:
    """A symbol set into the stone: a dark cut above-left, a lit lip below-right."""
    sw, sh = symbol.get_size()
    pos = ((size - sw) / 2, (size - sh) / 2 - size * 0.012)
    cut = max(1.0, size * 0.008)
    return [
        (blur(tint(symbol, darken(stone.dark, 0.35), 170), 1.2), (pos[0] - cut, pos[1] - cut)),
        (blur(tint(symbol, lighten(stone.light, 0.5), 200), 1.0), (pos[0] + cut, pos[1] + cut)),
        (symbol, pos),
    ]
