"""What every launcher tile (`games/<id>.png`, 400x240) shares: the frame and a dusk scene."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from .desert import Dune, add_sun, paint_dunes, sky
from .geometry import Point
from .gradients import radial_glow
from .palette import DEEP_CLAY, GOLD, INK, rgb
from .pen import Pen, rrect_mask
from .surfaces import apply_mask, clip, invert_alpha, stack

COVER_SIZE = (400, 240)


# =============================================================================================
# Cover art for the launcher
# =============================================================================================
def frame_cover(art: pygame.Surface) -> pygame.Surface:
    w, h = art.get_size()
    vignette = radial_glow(w, h, (w / 2, h / 2), math.hypot(w, h) * 0.6, INK, 1.0, 1.6)
    edge = invert_alpha(vignette, INK)
    edge.fill((255, 255, 255, 95), special_flags=pygame.BLEND_RGBA_MULT)
    mask = rrect_mask(w, h, (0, 0, w, h), 14)
    border = Pen(w, h)
    border.rrect((*DEEP_CLAY, 255), (0, 0, w, h), 14, 3)
    border.rrect((*GOLD, 170), (5, 5, w - 10, h - 10), 10, 1.1)
    return stack((w, h), [apply_mask(art, mask), clip(edge, mask), border.result()])


def dusk_scene(w: int, h: int, horizon: float, dunes: Sequence[Dune],
               sun: Point | None = None) -> pygame.Surface:
    stops = [(0.0, rgb("#6D5878")), (horizon * 0.5, rgb("#B57A7C")),
             (horizon * 0.8, rgb("#E3A57E")), (horizon, rgb("#F4D4A4"))]
    img = sky(w, h, stops)
    if sun:
        add_sun(img, sun, h * 0.09, rgb("#FBE7BC"), rgb("#FFE2A8"), w * 0.45, 0.5)
    return paint_dunes(img, dunes, light=1.0)
