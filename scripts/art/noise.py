"""Seeded value noise: grain and mottling for stone and sand."""

from __future__ import annotations

import random

import pygame

from .surfaces import _GREY_PALETTE


def noise_field(w: int, h: int, seed: str, cell: int = 1) -> pygame.Surface:
    """Grey value noise 0..255; ``cell`` > 1 gives smooth blotches that size."""
    rng = random.Random(seed)
    gw, gh = (w, h) if cell <= 1 else (w // cell + 3, h // cell + 3)
    raw = pygame.image.frombytes(rng.randbytes(gw * gh), (gw, gh), "P")
    raw.set_palette(_GREY_PALETTE)
    field = pygame.Surface((gw, gh))
    field.blit(raw, (0, 0))
    if cell > 1:
        field = pygame.transform.smoothscale(field, (gw * cell, gh * cell))
        field = field.subsurface((cell, cell, w, h)).copy()
    return field


def apply_noise(target: pygame.Surface, field: pygame.Surface, amp: float) -> None:
    """Shift ``target``'s colour by ``(field - 128) / 128 * amp``; alpha is untouched."""
    k = max(0, min(255, round(amp * 2)))
    up = field.copy()
    up.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)
    up.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
    down = pygame.Surface(field.get_size())
    down.fill((128, 128, 128))
    down.blit(field, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
    target.blit(up, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    target.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_SUB)


def grain(target: pygame.Surface, seed: str, amp: float = 6, mottle: float = 0,
          cell: int = 12) -> None:
    """Fine per-pixel grain plus optional large soft mottling."""
    w, h = target.get_size()
    if mottle:
        apply_noise(target, noise_field(w, h, seed + ":mottle", cell), mottle)
    apply_noise(target, noise_field(w, h, seed + ":grain"), amp)
