"""Surface helpers: premultiplied-alpha compositing, masks, blur, shadows."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from .geometry import Point
from .palette import INK, Color

Layer = pygame.Surface | tuple[pygame.Surface, Point]
SS = 4  # supersampling factor: shapes are drawn this many times larger, then shrunk


# =============================================================================================
# Surface helpers
# =============================================================================================
_UNPREMUL = [bytes(256)] + [
    bytes(min(255, (v * 255 + a // 2) // a) for v in range(256)) for a in range(1, 256)
]
_GREY_PALETTE = [(i, i, i) for i in range(256)]


def new_surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def with_alpha(surf: pygame.Surface) -> pygame.Surface:
    """``surf`` itself if it has per-pixel alpha, else an opaque SRCALPHA copy."""
    if surf.get_flags() & pygame.SRCALPHA:
        return surf
    out = new_surface(*surf.get_size())
    out.blit(surf, (0, 0))
    return out


def unpremultiply(surf: pygame.Surface) -> pygame.Surface:
    """Turn a premultiplied-alpha surface back into straight alpha."""
    size = surf.get_size()
    data = bytearray(pygame.image.tobytes(surf, "RGBA"))
    for j, a in enumerate(data[3::4]):
        if 0 < a < 255:
            i = j * 4
            table = _UNPREMUL[a]
            data[i] = table[data[i]]
            data[i + 1] = table[data[i + 1]]
            data[i + 2] = table[data[i + 2]]
    return pygame.image.frombytes(bytes(data), size, "RGBA")


def shrink(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Antialiased downscale that does not darken transparent edges."""
    return unpremultiply(pygame.transform.smoothscale(surf.premul_alpha(), size))


def stack(size: tuple[int, int], layers: Iterable[Layer]) -> pygame.Surface:
    """Composite straight-alpha layers bottom to top with a correct 'over' operator."""
    acc = new_surface(*size)
    for layer in layers:
        surf, pos = layer if isinstance(layer, tuple) else (layer, (0.0, 0.0))
        acc.blit(with_alpha(surf).premul_alpha(), (round(pos[0]), round(pos[1])),
                 special_flags=pygame.BLEND_PREMULTIPLIED)
    return unpremultiply(acc)


def blur(surf: pygame.Surface, radius: float) -> pygame.Surface:
    if radius < 1:
        return surf.copy()
    return unpremultiply(pygame.transform.gaussian_blur(surf.premul_alpha(), round(radius)))


def tint(mask: pygame.Surface, color: Color, alpha: int = 255) -> pygame.Surface:
    """A flat ``color`` surface whose alpha is ``mask``'s alpha scaled by ``alpha``."""
    out = mask.copy()
    out.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGB_MAX)
    out.fill((*color, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def shadow(mask: pygame.Surface, offset: Point, radius: float, alpha: int,
           color: Color = INK) -> Layer:
    """Soft drop shadow of ``mask`` as a positioned layer."""
    return (blur(tint(mask, color, alpha), radius), offset)


def apply_mask(texture: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """``texture`` cut out by ``mask`` (a white shape with antialiased alpha)."""
    out = mask.copy()
    out.blit(texture, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return out


def invert_alpha(mask: pygame.Surface, color: Color) -> pygame.Surface:
    """Surface of ``color`` that is opaque exactly where ``mask`` is transparent."""
    out = new_surface(*mask.get_size())
    out.fill((*color, 255))
    alpha_only = mask.copy()
    alpha_only.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
    out.blit(alpha_only, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    return out


def clip(layer: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """``layer`` (which has its own alpha) restricted to ``mask``'s shape."""
    out = with_alpha(layer).copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def inner_shadow(mask: pygame.Surface, offset: Point, radius: float, alpha: int,
                 color: Color = INK) -> pygame.Surface:
    """Shadow cast inside ``mask`` by its own rim, as if the shape were a hollow."""
    w, h = mask.get_size()
    pad = int(radius * 2 + max(abs(offset[0]), abs(offset[1])) + 2)
    outside = new_surface(w + pad * 2, h + pad * 2)
    outside.fill((*color, 255))
    hole = new_surface(w + pad * 2, h + pad * 2)
    hole.blit(invert_alpha(mask, color), (pad, pad))
    outside.fill((0, 0, 0, 0), pygame.Rect(pad, pad, w, h))
    outside.blit(hole, (pad, pad), pygame.Rect(pad, pad, w, h))
    shade = blur(outside, radius)
    out = new_surface(w, h)
    out.blit(shade, (offset[0] - pad, offset[1] - pad))
    out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGB_MAX)
    out.fill((*color, 255), special_flags=pygame.BLEND_RGB_MULT)
    return out
