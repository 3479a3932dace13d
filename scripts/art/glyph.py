"""Icons: bone glyphs with an ink outline, built part by part (`ui/icons`, game icons)."""

from __future__ import annotations

import pygame

from .geometry import Frame
from .palette import BONE, INK
from .pen import Pen

ICON_SIZE = 48


# =============================================================================================
# UI icons: bone glyphs with an ink outline
# =============================================================================================
class Glyph:
    """Builds an icon from parts; each part gets its own ink outline, later parts on top."""

    def __init__(self, size: int, outline: float) -> None:
        self.size = size
        self.edge = outline
        self.frame = Frame(size / 2, size / 2, size / 2)
        self.parts: list[Pen] = []

    def part(self) -> Pen:
        pen = Pen(self.size, self.size)
        self.parts.append(pen)
        return pen

    def render(self) -> pygame.Surface:
        out = Pen(self.size, self.size)
        for pen in self.parts:
            pen.shade(0.0, 0.1)
            pen.outline(self.edge, INK)
            out.paste(pen)
        return out.result()


def render_icon(draw) -> pygame.Surface:
    """A 48x48 icon drawn by `draw(glyph)`, in the bone-and-ink style every game shares."""
    g = Glyph(ICON_SIZE, 2.0)
    g.frame = Frame(ICON_SIZE / 2, ICON_SIZE / 2, ICON_SIZE / 2 - 4)
    draw(g)
    return g.render()


FILL = (*BONE, 255)
DETAIL = (*INK, 255)
