"""Fonts made ready a few glyphs a frame, before the text that needs them first shows.

A font opened at a new size draws each glyph the first time it meets it (SDL_ttf keeps
the drawn glyphs per font): a battle panel's twenty new lines in fonts never used yet cost
North Africa 7-15 ms in the frame it opened (issue 37). Rendering the printable characters
once, a few per quiet frame, fills those caches; what is drawn later is the same, pixel for
pixel, only cheaper.
"""

from __future__ import annotations

import string
from collections.abc import Sequence

from shifting_sands.core.canvas import Canvas

WARM_CHARS = string.ascii_letters + string.digits + string.punctuation + "…"
"""What a game's words are made of (the ellipsis ends a shortened label)."""


class FontWarmer:
    """Walks `fonts` ((role, logical size) pairs), a few characters per `step`."""

    def __init__(self, fonts: Sequence[tuple[str, int]]) -> None:
        self.fonts = tuple(dict.fromkeys(fonts))
        self._done: dict[tuple[str, int], int] = {}
        """(role, real px) -> how many of WARM_CHARS its font has drawn."""
        self._warm_at: float | None = None
        """The scale at which every font is warm: later steps cost nothing."""

    def step(self, canvas: Canvas, chars: int) -> bool:
        """Draw up to `chars` characters not yet drawn, at the canvas's present scale (a new
        scale opens new fonts, warmed afresh); True once every font is warm."""
        if self._warm_at == canvas.scale:
            return True
        for role, size in self.fonts:
            px = canvas.text_px(size)
            done = self._done.get((role, px), 0)
            if done >= len(WARM_CHARS):
                continue
            if chars <= 0:
                return False
            chunk = WARM_CHARS[done:done + chars]
            canvas.assets.font(role, px).render(chunk, True, (0, 0, 0))
            self._done[(role, px)] = done + len(chunk)
            chars -= len(chunk)
        if all(self._done.get((role, canvas.text_px(size)), 0) >= len(WARM_CHARS)
               for role, size in self.fonts):
            self._warm_at = canvas.scale
        return self._warm_at == canvas.scale
