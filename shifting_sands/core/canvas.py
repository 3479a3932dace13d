"""Drawing in logical 1280x720 coordinates onto a window of any size.

Scenes lay out in a fixed logical space; the canvas maps it onto the real
window with one uniform scale and letterbox bars, rendering text and images at
the window's true resolution so they stay crisp when the window grows.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pygame

from shifting_sands.core.assets import AssetCache

LOGICAL_SIZE = (1280, 720)
BACKGROUND = "ui/background.png"
"""The desert every screen stands on, reaching into the letterbox bars."""
Color = tuple[int, int, int] | tuple[int, int, int, int]
RectLike = pygame.Rect | tuple[float, float, float, float]
_TEXT_CACHE_LIMIT = 3000


MIN_TEXT_PX = 10
"""The smallest text drawn, in real pixels, however small the window."""
SMALL_TEXT = 16
"""Below this many real pixels, hinting squeezes a space to a sliver ("Hover a" reads
"Hovera"), so words are set apart by hand."""


def _small_gap(font: pygame.font.Font, px: int) -> int:
    return max(font.size(" ")[0], round(px * 0.33))


def _measure(font: pygame.font.Font, text: str, px: int) -> int:
    """The width `_render` would give `text`, without rendering it (wrapping measures many
    trial lines, and rendering each word of each one cost whole milliseconds a frame)."""
    if px >= SMALL_TEXT or " " not in text.strip():
        return font.size(text)[0]
    words = text.split(" ")
    width = sum(font.size(word)[0] for word in words if word)
    return max(1, width + _small_gap(font, px) * (len(words) - 1))


def _render(font: pygame.font.Font, text: str, color: Color, px: int) -> pygame.Surface:
    if px >= SMALL_TEXT or " " not in text.strip():
        return font.render(text, True, color)
    words = text.split(" ")
    gap = _small_gap(font, px)
    rendered = [font.render(word, True, color) if word else None for word in words]
    width = sum(s.get_width() for s in rendered if s) + gap * (len(words) - 1)
    surface = pygame.Surface((max(1, width), font.get_height()), pygame.SRCALPHA)
    x = 0
    for word_surface in rendered:
        if word_surface is not None:
            # words never overlap, so taking the larger value copies each glyph exactly
            surface.blit(word_surface, (x, 0), special_flags=pygame.BLEND_RGBA_MAX)
            x += word_surface.get_width()
        x += gap
    return surface


class Canvas:
    def __init__(self, screen: pygame.Surface, assets: AssetCache) -> None:
        self.assets = assets
        self.screen = screen
        self.scale = 1.0
        self.offset = (0, 0)
        self._text: dict[tuple, pygame.Surface] = {}
        self._built: dict[tuple, pygame.Surface] = {}
        self._wrapped: dict[tuple, list[str]] = {}
        self._widths: dict[tuple[str, int, str], float] = {}
        """Measured text widths: panels fit the same labels every frame."""
        self._layers: dict[str, tuple[tuple, pygame.Surface]] = {}
        self.origin = (0, 0)
        """Where `screen` lies in the window: not (0, 0) only inside `region`."""
        self.clipped = False
        """Inside `region`: primitives wholly outside the screen's clip return at once."""
        self._drawn: list[pygame.Rect] | None = None
        """While `part` watches a part drawn whole: the rectangles its primitives drew in."""
        self.resize(screen)

    # -- geometry ---------------------------------------------------------------
    def resize(self, screen: pygame.Surface) -> None:
        self.screen = screen
        width, height = screen.get_size()
        scale = min(width / LOGICAL_SIZE[0], height / LOGICAL_SIZE[1])
        if abs(scale - self.scale) > 1e-6:
            self._text.clear()
            self._built.clear()
            self._wrapped.clear()
            self._widths.clear()
            self.assets.forget_scaled()
        self.scale = scale
        self.offset = (
            int((width - LOGICAL_SIZE[0] * scale) / 2),
            int((height - LOGICAL_SIZE[1] * scale) / 2),
        )

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def text_px(self, size: float) -> int:
        """The real pixel size text of logical `size` is set at: scaled, but never below
        MIN_TEXT_PX (a 700x760 window set 13-point notes at 7 px); a label may then run a
        little wider than its box, which reads better than print nobody can read."""
        return max(self.px(size), min(MIN_TEXT_PX, round(size)))

    def to_screen(self, rect: RectLike) -> pygame.Rect:
        x, y, w, h = rect
        s = self.scale
        left = round(self.offset[0] + x * s)
        top = round(self.offset[1] + y * s)
        return pygame.Rect(left, top, round(self.offset[0] + (x + w) * s) - left,
                           round(self.offset[1] + (y + h) * s) - top)

    def point_to_screen(self, pos: tuple[float, float]) -> tuple[int, int]:
        return (round(self.offset[0] + pos[0] * self.scale),
                round(self.offset[1] + pos[1] * self.scale))

    def window_rect(self) -> tuple[float, float, float, float]:
        """The whole window in logical coordinates (wider or taller than 1280x720 when the
        window's shape leaves bars), for things that should reach its edges."""
        width, height = self.window_size()
        left, top = self.to_logical((0, 0))
        return (left, top, width / self.scale, height / self.scale)

    def window_size(self) -> tuple[int, int]:
        """The window's size in pixels (inside `region`, more than the screen drawn on)."""
        return (self.screen.get_abs_parent() if self.clipped else self.screen).get_size()

    def to_logical(self, pos: tuple[int, int]) -> tuple[float, float]:
        """A window pixel (the pointer's) in logical coordinates, inside `region` too."""
        return ((pos[0] - self.offset[0] - self.origin[0]) / self.scale,
                (pos[1] - self.offset[1] - self.origin[1]) / self.scale)

    @contextlib.contextmanager
    def region(self, rect: pygame.Rect) -> Iterator[None]:
        """Draw only inside `rect` (window pixels), on a subsurface of the screen: a frame
        where only a pulse moves is drawn again there alone (app.py). The subsurface shares
        the screen's pixels and format, so what lands inside is what a whole frame draws,
        and nothing (a scene's own `set_clip` included) reaches outside it; primitives
        wholly outside the clip return at once (`clipped`: outside a region, one attribute
        read a primitive)."""
        saved = self.screen, self.offset, self.origin, self.clipped
        self.screen = self.screen.subsurface(rect)
        self.offset = (self.offset[0] - rect.x, self.offset[1] - rect.y)
        self.origin = (self.origin[0] + rect.x, self.origin[1] + rect.y)
        self.clipped = True
        try:
            yield
        finally:
            self.screen, self.offset, self.origin, self.clipped = saved

    def layer(self, name: str, key: tuple, rect: RectLike,
              painter: Callable[[Canvas], None],
              update: Callable[[Canvas, pygame.Surface, tuple], bool] | None = None) -> None:
        """Paint `rect` with `painter` once per `key` into a cached transparent layer and blit
        it: a board of a hundred sprites costs one blit until it changes. One layer is kept
        per `name`, so a new key replaces the old surface. With `update`, a new key at the
        same size and scale first asks `update(canvas, kept surface, old key)` to bring the
        kept layer up to date itself (only where it changed, drawing on it as `painter`
        would); when it answers False, the layer is painted whole."""
        target = self.to_screen(rect)
        cached = self._layers.get(name)
        full_key = (*key, target.size, self.scale)
        if cached is None or cached[0] != full_key:
            if (update is not None and cached is not None
                    and cached[0][-2:] == full_key[-2:]
                    and self._update(update, cached[1], target, cached[0][:-2])):
                cached = (full_key, cached[1])
            else:
                cached = (full_key, self.paint(rect, painter))
            self._layers[name] = cached
        if self.clipped and not self.screen.get_clip().colliderect(target):
            return
        if self._drawn is not None:
            self._drawn.append(target)
        self.screen.blit(cached[1], target.topleft)

    def _update(self, update: Callable[[Canvas, pygame.Surface, tuple], bool],
                surface: pygame.Surface, target: pygame.Rect, old: tuple) -> bool:
        with self.onto(surface, target):
            return update(self, surface, old)

    def paint(self, rect: RectLike, painter: Callable[[Canvas], None]) -> pygame.Surface:
        """What `painter` draws inside `rect`, on a transparent surface of its screen size."""
        target = self.to_screen(rect)
        surface = pygame.Surface(target.size, pygame.SRCALPHA)
        with self.onto(surface, target):
            painter(self)
        return surface

    @contextlib.contextmanager
    def onto(self, surface: pygame.Surface, target: pygame.Rect) -> Iterator[None]:
        """Draw on `surface`, which stands for the screen's `target` rectangle (a layer),
        whole, even in a `region`."""
        saved = self.screen, self.offset, self.origin, self.clipped
        self.screen = surface
        self.offset = (self.offset[0] - target.x, self.offset[1] - target.y)
        self.origin, self.clipped = (0, 0), False
        try:
            yield
        finally:
            self.screen, self.offset, self.origin, self.clipped = saved

    def touches(self, rect: RectLike) -> bool:
        """Whether drawing inside the logical `rect` can change a pixel: False only inside
        a `region` that misses it (a part of a scene may skip its work then)."""
        return not self.clipped or self.screen.get_clip().colliderect(self.to_screen(rect))

    def part(self, reaches: dict[Any, pygame.Rect], name: Any,
             draw: Callable[[], None]) -> None:
        """Draw one part of a scene (`draw`): drawn whole, noting in `reaches[name]` the
        window pixels its primitives drew in; inside a `region`, skipped when they lie
        outside it. For parts whose extent no rectangle bounds (text a small window sets
        wider than its row): the window draws again in a region only while the still key
        is the one its last whole frame was drawn from (app.py), and the part then draws
        what it drew there. Only this canvas's primitives are seen: a part that blits on
        `screen` itself, or fills a kept area, must not be drawn through here, nor one drawn
        inside a layer's painter (its rectangles are the layer's)."""
        if self.clipped:
            reach = reaches.get(name)
            if reach is None or self.screen.get_clip().colliderect(
                    reach.move(-self.origin[0], -self.origin[1])):
                draw()
            return
        outer, self._drawn = self._drawn, []
        try:
            draw()
        finally:
            drawn, self._drawn = self._drawn, outer
        if outer is not None:
            outer.extend(drawn)
        reaches[name] = drawn[0].unionall(drawn[1:]) if drawn else pygame.Rect(0, 0, 0, 0)

    def _whole(self) -> None:
        """Note, for `part`, a primitive that may draw anywhere on the window."""
        if self._drawn is not None:
            self._drawn.append(pygame.Rect((-self.origin[0], -self.origin[1]),
                                           self.window_size()))

    # -- primitives -------------------------------------------------------------
    def clear(self, color: Color = (0, 0, 0), image: str | None = None) -> None:
        """Fill the letterbox bars (with `image` when given, so a window of any shape is
        covered edge to edge); scenes paint the whole logical area themselves."""
        if (self.offset[0] + self.origin[0], self.offset[1] + self.origin[1]) != (0, 0):
            if image:
                self.cover(image)
            else:
                self.screen.fill(color)
                self._whole()

    def cover(self, name: str) -> None:
        """Draw an image over the whole window, scaled to cover it and centred (the edges
        that do not fit are cropped): backgrounds reach into the letterbox bars."""
        width, height = self.window_size()
        base = self.assets.image(name)
        scale = max(width / base.get_width(), height / base.get_height())
        size = (max(1, round(base.get_width() * scale)), max(1, round(base.get_height() * scale)))
        self.screen.blit(self.assets.scaled(name, size),
                         ((width - size[0]) // 2 - self.origin[0],
                          (height - size[1]) // 2 - self.origin[1]))
        self._whole()

    def backdrop(self, key: tuple, painter: Callable[[Canvas], None]) -> None:
        """Paint what never changes during a scene (background, panel frames) once, into an
        opaque full-window layer, and blit that layer each frame: one fast copy instead of
        dozens of alpha blends."""
        size = self.window_size()
        full_key = ("backdrop", *key, size)
        layer = self._built.get(full_key)
        if layer is None:
            # made in the window's format at once: made and then converted cost three
            # times as much, in the frame that first draws the scene
            layer = pygame.Surface(size, 0, self.screen)
            saved = self.screen, self.offset, self.origin, self.clipped
            self.screen = layer
            self.offset = (self.offset[0] + self.origin[0], self.offset[1] + self.origin[1])
            self.origin, self.clipped = (0, 0), False  # painted whole, even in a region
            try:
                self.cover(BACKGROUND)
                painter(self)
            finally:
                self.screen, self.offset, self.origin, self.clipped = saved
            self._remember(full_key, layer)
        self.screen.blit(layer, (-self.origin[0], -self.origin[1]))
        self._whole()

    def veil(self, color: Color) -> None:
        """Cover the whole window, letterbox bars included, with a translucent colour."""
        size = self.window_size()
        key = ("veil", size, color)
        layer = self._built.get(key)
        if layer is None:
            layer = pygame.Surface(size, pygame.SRCALPHA)
            layer.fill(color)
            self._remember(key, layer)
        self.screen.blit(layer, (-self.origin[0], -self.origin[1]))
        self._whole()

    def rect(self, color: Color, rect: RectLike, radius: int = 0, width: int = 0) -> None:
        target = self.to_screen(rect)
        if self.clipped and not self.screen.get_clip().colliderect(target):
            return
        if self._drawn is not None:
            self._drawn.append(target)
        w = self.px(width) if width else 0
        r = self.px(radius) if radius else 0
        if len(color) == 4 and color[3] < 255:
            key = ("alpha-rect", target.size, color, w, r)
            layer = self._built.get(key)
            if layer is None:
                layer = pygame.Surface(target.size, pygame.SRCALPHA)
                pygame.draw.rect(layer, color, layer.get_rect(), w, border_radius=r)
                self._remember(key, layer)
            self.screen.blit(layer, target.topleft)
        else:
            pygame.draw.rect(self.screen, color, target, w, border_radius=r)

    def line(self, color: Color, start: tuple[float, float], end: tuple[float, float],
             width: int = 1) -> None:
        drawn = pygame.draw.line(self.screen, color, self.point_to_screen(start),
                                 self.point_to_screen(end), self.px(width))
        if self._drawn is not None:
            self._drawn.append(drawn)

    def circle(self, color: Color, center: tuple[float, float], radius: float,
               width: int = 0) -> None:
        x, y = self.point_to_screen(center)
        r = self.px(radius)
        if self.clipped and not self.screen.get_clip().colliderect(
                (x - r - 1, y - r - 1, 2 * r + 3, 2 * r + 3)):
            return
        if self._drawn is not None:
            self._drawn.append(pygame.Rect(x - r - 1, y - r - 1, 2 * r + 3, 2 * r + 3))
        pygame.draw.circle(self.screen, color, (x, y), r, self.px(width) if width else 0)

    def polygon(self, color: Color, points: Sequence[tuple[float, float]], width: int = 0) -> None:
        drawn = pygame.draw.polygon(self.screen, color,
                                    [self.point_to_screen(p) for p in points],
                                    self.px(width) if width else 0)
        if self._drawn is not None:
            self._drawn.append(drawn)

    def image(self, name: str, rect: RectLike, alpha: int = 255) -> None:
        target = self.to_screen(rect)
        if self.clipped and not self.screen.get_clip().colliderect(target):
            return
        if self._drawn is not None:
            self._drawn.append(target)
        surface = self.assets.scaled(name, target.size)
        if alpha < 255:
            surface = surface.copy()
            surface.set_alpha(alpha)
        self.screen.blit(surface, target.topleft)

    def blit(self, surface: pygame.Surface, pos: tuple[float, float], alpha: int = 255) -> None:
        """Blit a surface already at screen scale (from `built`) at a logical position."""
        at = self.point_to_screen(pos)
        if self.clipped and not self.screen.get_clip().colliderect(at, surface.get_size()):
            return
        if self._drawn is not None:
            self._drawn.append(pygame.Rect(at, surface.get_size()))
        if alpha < 255:
            surface = surface.copy()
            surface.set_alpha(alpha)
        self.screen.blit(surface, at)

    def built(self, key: tuple, size: tuple[float, float],
              builder: Callable[[pygame.Surface, float], None]) -> pygame.Surface:
        """A composed sprite (a card, a panel) drawn once at screen scale and cached by key."""
        full_key = (*key, round(size[0]), round(size[1]))
        surface = self._built.get(full_key)
        if surface is None:
            surface = pygame.Surface((self.px(size[0]), self.px(size[1])), pygame.SRCALPHA)
            builder(surface, self.scale)
            self._remember(full_key, surface)
        return surface

    def _remember(self, key: tuple, surface: pygame.Surface) -> None:
        if len(self._built) > 800:
            self._built.clear()
        self._built[key] = surface

    # -- text -------------------------------------------------------------------
    def text_surface(self, text: str, size: int, color: Color = (43, 29, 20),
                     role: str = "body") -> pygame.Surface:
        key = (text, role, size, color)
        surface = self._text.get(key)
        if surface is None:
            px = self.text_px(size)
            surface = _render(self.assets.font(role, px), text, color, px)
            if len(self._text) > _TEXT_CACHE_LIMIT:
                self._text.clear()
            self._text[key] = surface
        return surface

    def has_text(self, text: str, size: int, color: Color, role: str) -> bool:
        return (text, role, size, color) in self._text

    def keep_text(self, text: str, size: int, color: Color, role: str,
                  surface: pygame.Surface, width: int) -> None:
        """Take `surface` as this text's render and `width` (real pixels) as its measure, at
        the present scale: the launcher's labels, kept drawn from the last start, so its
        first frame neither opens their font nor renders them (shell/launcher_faces.py)."""
        self._text[(text, role, size, color)] = surface
        self._widths[(text, self.text_px(size), role)] = width / self.scale

    def text_width(self, text: str, size: int, role: str = "body") -> float:
        px = self.text_px(size)
        key = (text, px, role)
        width = self._widths.get(key)
        if width is None:
            if len(self._widths) > _TEXT_CACHE_LIMIT:
                self._widths.clear()
            width = self._widths[key] = _measure(self.assets.font(role, px), text, px) / self.scale
        return width

    def text(self, text: str, pos: tuple[float, float], size: int = 18,
             color: Color = (43, 29, 20), role: str = "body", anchor: str = "topleft",
             alpha: int = 255) -> pygame.Rect:
        """Draw one line of text; `anchor` names the point of its box placed at `pos`."""
        surface = self.text_surface(text, size, color, role)
        box = surface.get_rect()
        setattr(box, anchor, self.point_to_screen(pos))
        if self.clipped and not self.screen.get_clip().colliderect(box):
            return box
        if self._drawn is not None:
            self._drawn.append(box.copy())  # `box` is returned to the caller
        if alpha < 255:
            surface = surface.copy()
            surface.set_alpha(alpha)
        self.screen.blit(surface, box)
        return box

    def wrap(self, text: str, width: float, size: int, role: str = "body") -> list[str]:
        """Split text into lines that fit `width` logical pixels (cached per text and width)."""
        key = (text, width, size, role)
        cached = self._wrapped.get(key)
        if cached is None:
            cached = self._wrap(text, width, size, role)
            if len(self._wrapped) > 2000:
                self._wrapped.clear()
            self._wrapped[key] = cached
        return cached

    def _wrap(self, text: str, width: float, size: int, role: str) -> list[str]:
        """Greedy line filling, measuring each word once: a line's width is taken as its
        words' and gaps' (measuring every trial line instead cost milliseconds for one log
        sentence). Within a font size of the edge, where kerning could tip the sum either
        way, the line with the next word is measured whole instead; each line of several
        words is measured whole at the end too, and gives up its last words if too wide."""
        px = self.text_px(size)
        font = self.assets.font(role, px)
        gap = (_small_gap(font, px) if px < SMALL_TEXT else font.size(" ")[0]) / self.scale
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line: list[str] = []
            used = 0.0
            for word in paragraph.split(" "):
                wide = self.text_width(word, size, role)
                if not any(line):  # leading spaces are dropped
                    line, used = [word], wide
                    continue
                used += gap + wide
                if used > width - size:  # near the edge: measure the line whole
                    used = self.text_width(" ".join([*line, word]), size, role)
                    if used > width:
                        lines.extend(self._fitted(line, width, size, role))
                        line, used = [], wide
                line.append(word)
            lines.extend(self._fitted(line, width, size, role))
        return lines

    def _fitted(self, words: list[str], width: float, size: int, role: str) -> list[str]:
        """`words` as one line, or as several when the whole line measures too wide."""
        lines: list[str] = []
        while len(words) > 1 and self.text_width(" ".join(words), size, role) > width:
            cut = len(words) - 1
            while cut > 1 and self.text_width(" ".join(words[:cut]), size, role) > width:
                cut -= 1
            lines.append(" ".join(words[:cut]))
            words = words[cut:]
        lines.append(" ".join(words))
        return lines

    def paragraph(self, text: str, rect: RectLike, size: int = 16,
                  color: Color = (43, 29, 20), role: str = "body",
                  line_gap: float = 1.3) -> float:
        """Draw wrapped text inside `rect`; return the logical height used."""
        x, y, w, _ = rect
        step = max(size, self.text_px(size) / self.scale) * line_gap
        lines = self.wrap(text, w, size, role)
        for i, line in enumerate(lines):
            self.text(line, (x, y + i * step), size, color, role)
        return len(lines) * step
