"""The `Pen`: supersampled drawing in final-pixel coordinates, and shape masks."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from itertools import pairwise

import pygame

from .geometry import Point, Rect4, arc_points, offset_path
from .gradients import linear_gradient
from .palette import BLACK, CLEAR, INK, WHITE, Color
from .surfaces import SS, new_surface, shrink


# =============================================================================================
# Pen: supersampled drawing in final-pixel coordinates
# =============================================================================================
class Pen:
    """A canvas ``ss`` times larger than the output, addressed in output pixels."""

    def __init__(self, width: int, height: int, ss: int = SS) -> None:
        self.size = (width, height)
        self.ss = ss
        self.surf = new_surface(width * ss, height * ss)

    def _pt(self, p: Point) -> Point:
        return (p[0] * self.ss, p[1] * self.ss)

    def polygon(self, color: Sequence[int], points: Sequence[Point]) -> None:
        pygame.draw.polygon(self.surf, color, [self._pt(p) for p in points])

    def circle(self, color: Sequence[int], center: Point, radius: float) -> None:
        pygame.draw.circle(self.surf, color, self._pt(center), radius * self.ss)

    def ring(self, color: Sequence[int], center: Point, radius: float, width: float) -> None:
        pygame.draw.circle(self.surf, color, self._pt(center), radius * self.ss,
                           max(1, round(width * self.ss)))

    def ellipse(self, color: Sequence[int], center: Point, rx: float, ry: float) -> None:
        self.polygon(color, arc_points(center, rx, ry, 0, 360, 96)[:-1])

    def rrect(self, color: Sequence[int], rect: Rect4, radius: float, width: float = 0) -> None:
        x, y, w, h = (round(v * self.ss) for v in rect)
        pygame.draw.rect(self.surf, color, pygame.Rect(x, y, w, h),
                         round(width * self.ss), border_radius=round(radius * self.ss))

    def line(self, color: Sequence[int], a: Point, b: Point, width: float,
             round_caps: bool = True) -> None:
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * width / 2, dx / length * width / 2
        self.polygon(color, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                             (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])
        if round_caps:
            self.circle(color, a, width / 2)
            self.circle(color, b, width / 2)

    def polyline(self, color: Sequence[int], points: Sequence[Point], width: float,
                 closed: bool = False) -> None:
        pts = list(points) + ([points[0]] if closed else [])
        for a, b in pairwise(pts):
            self.line(color, a, b, width, round_caps=False)
        for p in pts:
            self.circle(color, p, width / 2)

    def ribbon(self, color: Sequence[int], path: Sequence[Point], widths: Sequence[float]) -> None:
        self.polygon(color, offset_path(path, widths))

    def outline(self, width: float, color: Color = INK) -> None:
        """Grow a ``width`` pixel border of ``color`` under everything drawn so far."""
        r = max(1, round(width * self.ss))
        disc_surf = new_surface(2 * r + 1, 2 * r + 1)
        pygame.draw.circle(disc_surf, WHITE, (r, r), r + 0.5)
        grown = pygame.mask.from_surface(self.surf, 127).convolve(
            pygame.mask.from_surface(disc_surf))
        border = grown.to_surface(setcolor=(*color, 255), unsetcolor=CLEAR)
        base = new_surface(*self.surf.get_size())
        base.blit(border, (-r, -r))
        base.blit(self.surf, (0, 0))
        self.surf = base

    def shade(self, light: float = 0.12, dark: float = 0.16) -> None:
        """Light the drawing from the top-left: brighten there, darken bottom-right."""
        w, h = self.size
        up = linear_gradient(w, h, (1, 1), [(0, (round(255 * light),) * 3), (0.55, BLACK)])
        down = linear_gradient(w, h, (1, 1), [(0.45, BLACK), (1, (round(255 * dark),) * 3)])
        big = self.surf.get_size()
        self.surf.blit(pygame.transform.smoothscale(up, big), (0, 0),
                       special_flags=pygame.BLEND_RGB_ADD)
        self.surf.blit(pygame.transform.smoothscale(down, big), (0, 0),
                       special_flags=pygame.BLEND_RGB_SUB)

    def paste(self, other: Pen) -> None:
        """Draw another pen of the same size on top of this one."""
        self.surf.blit(other.surf, (0, 0))

    def result(self) -> pygame.Surface:
        return shrink(self.surf, self.size)


def shape_mask(w: int, h: int, draw: Callable[[Pen], None]) -> pygame.Surface:
    """White antialiased mask of whatever ``draw`` paints in white."""
    pen = Pen(w, h)
    draw(pen)
    return pen.result()


def rrect_mask(w: int, h: int, rect: Rect4, radius: float) -> pygame.Surface:
    return shape_mask(w, h, lambda p: p.rrect(WHITE, rect, radius))
