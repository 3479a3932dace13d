"""North Africa 1940-43: lettering for its map titles, legend and counter codes, set in the
fonts shipped under assets/fonts (rendered 4x larger and shrunk, like every other shape)."""

from __future__ import annotations

import pygame

from .output import ASSETS
from .palette import Color
from .surfaces import SS, shrink

FONTS = {
    "serif": "EBGaramond12-Regular.ttf",
    "serif_bold": "EBGaramond12-Bold.ttf",
    "caps": "EBGaramondSC12-Regular.ttf",
    "sans": "Lato-Bold.ttf",
    "italic": "Lato-Italic.ttf",
}
_CACHE: dict[tuple[str, int], pygame.font.Font] = {}


def font(face: str, px: float) -> pygame.font.Font:
    size = max(4, round(px * SS))
    key = (face, size)
    if key not in _CACHE:
        if not pygame.font.get_init():
            pygame.font.init()
        _CACHE[key] = pygame.font.Font(str(ASSETS / "fonts" / FONTS[face]), size)
    return _CACHE[key]


def lettering(text: str, px: float, color: Color, face: str = "serif_bold",
              spacing: float = 0.0) -> pygame.Surface:
    """``text`` about ``px`` output pixels tall (the font size), antialiased, transparent
    around; ``spacing`` adds that many output pixels between letters."""
    f = font(face, px)
    if spacing:
        glyphs = [f.render(ch, True, color) for ch in text]
        gap = round(spacing * SS)
        w = sum(g.get_width() for g in glyphs) + gap * (len(glyphs) - 1)
        big = pygame.Surface((max(1, w), f.get_height()), pygame.SRCALPHA)
        x = 0
        for g in glyphs:
            big.blit(g, (x, 0))
            x += g.get_width() + gap
    else:
        big = _alpha(f.render(text, True, color))
    w, h = big.get_size()
    pad = SS - w % SS if w % SS else 0
    padh = SS - h % SS if h % SS else 0
    canvas = pygame.Surface((w + pad, h + padh), pygame.SRCALPHA)
    canvas.blit(big, (0, 0))
    return shrink(canvas, ((w + pad) // SS, (h + padh) // SS))


def _alpha(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


def centred(surf: pygame.Surface, label: pygame.Surface, center: tuple[float, float]) -> None:
    """Blit ``label`` onto ``surf`` centred on ``center``."""
    w, h = label.get_size()
    surf.blit(label, (round(center[0] - w / 2), round(center[1] - h / 2)))
