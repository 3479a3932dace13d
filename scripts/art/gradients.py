"""Linear, vertical and radial gradients."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from .geometry import Point
from .palette import Color, ramp
from .surfaces import new_surface


def linear_gradient(w: int, h: int, direction: Point,
                    stops: Sequence[tuple[float, Color]]) -> pygame.Surface:
    """Opaque gradient along ``direction`` (a vector; the image spans t = 0..1)."""
    dx, dy = direction
    corners = [0.0, w * dx, h * dy, w * dx + h * dy]
    lo, hi = min(corners), max(corners)
    span = (hi - lo) or 1.0
    steps = max(2, int(span) + 1)
    lut = [bytes(ramp(stops, i / (steps - 1))) for i in range(steps)]
    data = bytearray(w * h * 3)
    for y in range(h):
        row = y * w * 3
        for x in range(w):
            k = int(((x + 0.5) * dx + (y + 0.5) * dy - lo) / span * (steps - 1))
            data[row + x * 3: row + x * 3 + 3] = lut[max(0, min(steps - 1, k))]
    return pygame.image.frombytes(bytes(data), (w, h), "RGB")


def vertical_gradient(w: int, h: int, stops: Sequence[tuple[float, Color]]) -> pygame.Surface:
    strip = pygame.Surface((1, h))
    for y in range(h):
        strip.set_at((0, y), ramp(stops, (y + 0.5) / h))
    return pygame.transform.scale(strip, (w, h))


def radial_glow(w: int, h: int, center: Point, radius: float, color: Color,
                strength: float, falloff: float = 2.0) -> pygame.Surface:
    """Straight-alpha glow, computed coarsely and smoothed up."""
    step = 4
    gw, gh = w // step + 2, h // step + 2
    small = new_surface(gw, gh)
    for y in range(gh):
        for x in range(gw):
            d = math.hypot(x * step - center[0], y * step - center[1]) / radius
            a = strength * max(0.0, 1.0 - d) ** falloff
            if a > 0:
                small.set_at((x, y), (*color, round(255 * min(1.0, a))))
            else:
                small.set_at((x, y), (*color, 0))
    big = pygame.transform.smoothscale(small, (gw * step, gh * step))
    return big.subsurface((0, 0, w, h)).copy()
