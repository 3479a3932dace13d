"""A rectangle of the window kept as an opaque picture of what was drawn there.

Two ways of drawing are kept, each pixel for pixel as it was:

- Drawn on the window (`like_layer=False`): the painter paints over a copy of the pixels
  under the rectangle, in the window's own format, as it would have painted on the window.
- Drawn as a layer (`Canvas.layer`, `like_layer=True`): the layer painted into a fresh
  transparent surface (a new 1.4 MB one for a board's floor each time its key changed) and
  was alpha-blended onto the frame every frame. Here the painting goes into a transparent
  surface of the area's own, cleared and reused (or over an exact copy of another area's,
  so a layer's painting can be split in two: what changes seldom, and what is drawn over
  it), and is blended once onto a copy of the pixels under the rectangle, as the layer
  was onto the frame. (Painting it straight onto the window's pixels instead rounds
  translucent blends a shade differently.)

Either way the picture is kept in the window's format and copied, not blended, onto each
frame, and a new key paints it without allocating anything while the rectangle keeps its
size. Everything the painter draws must fall inside the rectangle.

The key must name everything the painter and the pixels under the rectangle depend on;
the window's size and scale are added here. The rectangle is kept in the window's own
pixels, so a frame drawn again inside a pulse's region alone (`Canvas.region`, a
subsurface) copies the same picture there, and paints nothing new.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from shifting_sands.core.canvas import Canvas, RectLike


class KeptArea:
    """One kept rectangle (see the module doc)."""

    def __init__(self, like_layer: bool = True) -> None:
        self.like_layer = like_layer
        self.key: tuple | None = None
        self.surface: pygame.Surface | None = None
        """The picture, in the window's format: copied, not blended, onto each frame."""
        self._work: pygame.Surface | None = None
        """Where a layer is painted: a cleared surface with alpha, reused."""
        self.paints = 0
        """How many times it was painted (tests count them)."""

    def draw(self, canvas: Canvas, key: tuple, rect: RectLike,
             painter: Callable[[Canvas], None], under: KeptArea | None = None) -> None:
        """Copy the kept picture of `rect` onto the canvas, painting it first if `key`
        (or the window) changed (see `ensure`)."""
        picture = self.ensure(canvas, key, rect, painter, under)
        target = self.target(canvas, rect)
        canvas.screen.blit(picture, (target.x - canvas.origin[0], target.y - canvas.origin[1]))

    def target(self, canvas: Canvas, rect: RectLike) -> pygame.Rect:
        """The rectangle in the window's pixels (in a region too). Drawn on the window, it
        starts at even pixels: the canvas rounds half to even, and a painter moved by an odd
        number of pixels would round some of its points the other way."""
        target = canvas.to_screen(rect).move(canvas.origin)
        if not self.like_layer:
            odd_x, odd_y = target.x % 2, target.y % 2
            target = pygame.Rect(target.x - odd_x, target.y - odd_y, target.w + odd_x,
                                 target.h + odd_y)
        return target

    def ensure(self, canvas: Canvas, key: tuple, rect: RectLike,
               painter: Callable[[Canvas], None],
               under: KeptArea | None = None) -> pygame.Surface:
        """The kept picture of `rect`, painted first if `key` (or the window) changed:
        over the pixels on the canvas there now, and (like a layer) over `under`'s
        painting if given (an area of the same rectangle, ensured first), as one layer
        painted by both."""
        target = self.target(canvas, rect)
        full_key = (*key, tuple(target), canvas.scale, _window(canvas).get_size(),
                    None if under is None else under.key)
        if full_key != self.key or self.surface is None:
            self._paint(canvas, target, painter, under)
            self.key = full_key
        assert self.surface is not None
        return self.surface

    def prepare(self, canvas: Canvas, rect: RectLike) -> None:
        """Make the surfaces a first paint of `rect` would make (1-3 ms for a board's),
        now: in a frame that paints much anyway, not in the one that first needs them."""
        target = self.target(canvas, rect)
        if self.surface is None or self.surface.get_size() != target.size:
            self.surface = pygame.Surface(target.size, 0, canvas.screen)
            self._work = None
            self.key = None
        if self.like_layer and self._work is None:
            self._work = pygame.Surface(target.size, pygame.SRCALPHA)

    def _paint(self, canvas: Canvas, target: pygame.Rect,
               painter: Callable[[Canvas], None], under: KeptArea | None) -> None:
        surface = self.surface
        if surface is None or surface.get_size() != target.size:
            # made in the window's format at once: a surface converted after it was made
            # costs three times as much (2 ms for a board's 1.4 MB, in the frame that
            # first paints it)
            surface = self.surface = pygame.Surface(target.size, 0, canvas.screen)
            self._work = None
        surface.blit(_window(canvas), (0, 0), area=target)  # what lies under the rectangle
        if not self.like_layer:
            self._paint_on(canvas, target, surface, painter)
        else:
            work = self._work
            if work is None:
                work = self._work = pygame.Surface(target.size, pygame.SRCALPHA)
            work.fill((0, 0, 0, 0))
            if under is not None and under._work is not None:
                # the larger of each channel over cleared pixels: an exact copy, alpha and all
                work.blit(under._work, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
            self._paint_on(canvas, target, work, painter)
            surface.blit(work, (0, 0))  # blended as the layer was onto the frame
        self.paints += 1

    @staticmethod
    def _paint_on(canvas: Canvas, target: pygame.Rect, surface: pygame.Surface,
                  painter: Callable[[Canvas], None]) -> None:
        saved = canvas.screen, canvas.offset, canvas.origin, canvas.clipped
        canvas.screen = surface
        canvas.offset = (saved[1][0] + saved[2][0] - target.x,
                         saved[1][1] + saved[2][1] - target.y)
        canvas.origin, canvas.clipped = (0, 0), False  # painted whole, even in a region
        try:
            painter(canvas)
        finally:
            canvas.screen, canvas.offset, canvas.origin, canvas.clipped = saved


def _window(canvas: Canvas) -> pygame.Surface:
    """The window's whole surface, also while the canvas draws in a region of it."""
    return canvas.screen.get_abs_parent()
