"""Images and fonts, loaded once and converted; scaled copies cached by size.

Scaling per frame is the classic pygame slowdown (PITFALLS: a whole-screen
smoothscale costs about 2 ms), so every scaled image is made once per size.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from shifting_sands.paths import assets_dir

FONT_FILES = {
    "body": "fonts/Lato-Regular.ttf",
    "bold": "fonts/Lato-Bold.ttf",
    "italic": "fonts/Lato-Italic.ttf",
    "title": "fonts/EBGaramond12-Regular.ttf",
    "title_bold": "fonts/EBGaramond12-Bold.ttf",
    "caps": "fonts/EBGaramondSC12-Regular.ttf",
}


class AssetCache:
    def __init__(self, root: Path | None = None) -> None:
        self.root = root or assets_dir()
        self._images: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}

    def image(self, name: str) -> pygame.Surface:
        surface = self._images.get(name)
        if surface is None:
            path = self.root / name
            try:
                surface = pygame.image.load(str(path))
            except (FileNotFoundError, pygame.error):
                surface = self._missing()
            surface = surface.convert_alpha() if pygame.display.get_surface() else surface
            self._images[name] = surface
        return surface

    def scaled(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        key = (name, max(1, int(size[0])), max(1, int(size[1])))
        surface = self._scaled.get(key)
        if surface is None:
            base = self.image(name)
            if base.get_size() == key[1:]:
                surface = base
            else:
                surface = pygame.transform.smoothscale(base, key[1:])
            self._scaled[key] = surface
        return surface

    def font(self, role: str, size: int) -> pygame.font.Font:
        key = (role, max(6, int(size)))
        font = self._fonts.get(key)
        if font is None:
            path = self.root / FONT_FILES.get(role, FONT_FILES["body"])
            try:
                font = pygame.font.Font(str(path), key[1])
            except (FileNotFoundError, OSError):
                font = pygame.font.Font(None, key[1])
            self._fonts[key] = font
        return font

    def forget_scaled(self) -> None:
        """Drop scaled copies (after the window's scale changes)."""
        self._scaled.clear()

    @staticmethod
    def _missing() -> pygame.Surface:
        surface = pygame.Surface((64, 64), pygame.SRCALPHA)
        surface.fill((200, 0, 200, 255))
        return surface
