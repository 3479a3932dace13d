"""A rectangle of the window kept as an opaque picture of what was drawn there.

`Canvas.layer` paints into a fresh transparent surface and alpha-blends it onto the frame:
a new surface each time its key changes (a board's floor is 1.4 MB), and an alpha blend of
the whole rectangle every frame. A `KeptArea` paints the same way, into a transparent
surface of its own that it clears and reuses (or over an exact copy of another area's, so
that a layer's painting can be split in two: what changes seldom, and what is drawn over
it), then blends that onto a copy of the pixels under the rectangle, as the layer was
blended onto the frame, and keeps the result in the window's own format: the picture the
layer gave, pixel for pixel, copied (not blended) onto each frame. (Painting straight onto
the window's pixels instead rounds translucent blends a shade differently.)

The key must name everything the painter and the pixels under the rectangle depend on;
the window's size and scale are added here.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from shifting_sands.core.canvas import Canvas, RectLike


class KeptArea:
    """One kept rectangle (see the module doc)."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.surface: pygame.Surface | None = None
        """The picture, in the window's format: copied, not blended, onto each frame."""
        self._work: pygame.Surface | None = None
        """Where it is painted: a cleared surface with alpha, as `Canvas.layer`'s (painting
        onto the window's pixels instead rounds a shade differently), reused."""
        self.paints = 0
        """How many times it was painted (tests count them)."""

    def draw(self, canvas: Canvas, key: tuple, rect: RectLike,
             painter: Callable[[Canvas], None], under: KeptArea | None = None) -> None:
        """Copy the kept picture of `rect` onto the canvas, painting it first if `key`
        (or the window) changed (see `ensure`)."""
        canvas.screen.blit(self.ensure(canvas, key, rect, painter, under),
                           canvas.to_screen(rect).topleft)

    def ensure(self, canvas: Canvas, key: tuple, rect: RectLike,
               painter: Callable[[Canvas], None],
               under: KeptArea | None = None) -> pygame.Surface:
        """The kept picture of `rect`, painted first if `key` (or the window) changed:
        over the pixels on the canvas there now, and over `under`'s painting if given (an
        area of the same rectangle, ensured first), as one layer painted by both."""
        target = canvas.to_screen(rect)
        full_key = (*key, tuple(target), canvas.scale, canvas.screen.get_size(),
                    None if under is None else under.key)
        if full_key != self.key or self.surface is None:
            self._paint(canvas, target, painter, under)
            self.key = full_key
        assert self.surface is not None
        return self.surface

    def _paint(self, canvas: Canvas, target: pygame.Rect,
               painter: Callable[[Canvas], None], under: KeptArea | None) -> None:
        surface, work = self.surface, self._work
        if surface is None or work is None or surface.get_size() != target.size:
            surface = self.surface = pygame.Surface(target.size).convert(canvas.screen)
            work = self._work = pygame.Surface(target.size, pygame.SRCALPHA)
        work.fill((0, 0, 0, 0))
        if under is not None and under._work is not None:
            # the larger of each channel over cleared pixels: an exact copy, alpha and all
            work.blit(under._work, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
        saved_screen, saved_offset = canvas.screen, canvas.offset
        canvas.screen = work
        canvas.offset = (saved_offset[0] - target.x, saved_offset[1] - target.y)
        try:
            painter(canvas)
        finally:
            canvas.screen, canvas.offset = saved_screen, saved_offset
        surface.blit(canvas.screen, (0, 0), area=target)  # what lies under the rectangle
        surface.blit(work, (0, 0))  # blended as the layer was onto the frame
        self.paints += 1
