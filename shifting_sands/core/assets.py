"""Images and fonts, loaded once and converted; scaled copies cached by size.

Scaling per frame is the classic pygame slowdown (PITFALLS: a whole-screen
smoothscale costs about 2 ms), so every scaled image is made once per size.

The launcher's art (STARTUP_ART) is also kept decoded, as raw pixels in the window's format
in the user's cache folder (kept_pixels.py): decoding its PNGs (the background alone 20 ms,
and the PNG library's own start) was a fifth of the time to the launcher's first frame; the
kept copy reads in a millisecond or two, pixel for pixel the same.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pygame

from shifting_sands.core.kept_pixels import SUFFIX, read_pixels, write_pixels
from shifting_sands.paths import assets_dir

FONT_FILES = {
    "body": "fonts/Lato-Regular.ttf",
    "bold": "fonts/Lato-Bold.ttf",
    "italic": "fonts/Lato-Italic.ttf",
    "title": "fonts/EBGaramond12-Regular.ttf",
    "title_bold": "fonts/EBGaramond12-Bold.ttf",
    "caps": "fonts/EBGaramondSC12-Regular.ttf",
}

STARTUP_ART = ("ui/background.png", "ui/app_icon.png", "ui/icons/", "games/")
"""What the launcher shows (a folder's own images where a name ends in /): kept decoded."""


def is_startup_art(name: str) -> bool:
    return any(name == entry or (entry.endswith("/") and name.startswith(entry)
                                 and "/" not in name[len(entry):])
               for entry in STARTUP_ART)


def displayable(surface: pygame.Surface) -> pygame.Surface:
    """`surface` in the window's format with alpha (as is, without a window). A kept copy
    (written from such a surface) reads back in that format already, and converting it
    again copied the whole picture: 2 ms of the launcher's first frame for the background.
    """
    if pygame.display.get_surface() is None:
        return surface
    if (surface.get_bitsize() == 32 and surface.get_flags() & pygame.SRCALPHA
            and surface.get_masks() == pygame.Surface((1, 1), pygame.SRCALPHA)
            .convert_alpha().get_masks()):
        return surface
    return surface.convert_alpha()


class AssetCache:
    def __init__(self, root: Path | None = None, decoded: Path | None = None) -> None:
        self.root = root or assets_dir()
        self.decoded = decoded
        """The folder of decoded copies of STARTUP_ART, or None to decode every time."""
        self._images: dict[str, pygame.Surface] = {}
        self._mapped: list[str] = []
        """Images lying over their kept files mapped into memory, until `settle`."""
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}

    def image(self, name: str) -> pygame.Surface:
        surface = self._images.get(name)
        if surface is None:
            path = self.root / name
            keep = self._decoded_path(path, name)
            surface = self._load(keep) if keep is not None and keep.exists() else None
            if surface is not None:
                self._mapped.append(name)
            if surface is None:
                try:
                    surface = pygame.image.load(str(path))
                except (FileNotFoundError, pygame.error):
                    surface = self._missing()
                    keep = None
            surface = displayable(surface)
            if keep is not None and not keep.exists():
                self._keep(surface, keep)
            self._images[name] = surface
        return surface

    def _decoded_path(self, path: Path, name: str) -> Path | None:
        """Where the decoded copy of `name` is kept, named by the source's size and time (a
        changed image is decoded anew), or None when it is not kept."""
        if self.decoded is None or not is_startup_art(name):
            return None
        try:
            info = path.stat()
        except OSError:
            return None
        stem = f"{name.replace('/', '~')}.{info.st_size}.{info.st_mtime_ns}"
        return self.decoded / f"{stem}{SUFFIX}"

    def settle(self) -> None:
        """Copy the images read over their mapped files into memory of their own (the
        window calls it from its second frame on): a kept file then never holds a
        picture on screen, and can be replaced or removed as any other."""
        for name in self._mapped:
            mapped = self._images[name]
            self._images[name] = copy = mapped.copy()
            for key, surface in self._scaled.items():
                if surface is mapped:
                    self._scaled[key] = copy
        self._mapped.clear()

    @staticmethod
    def _load(keep: Path) -> pygame.Surface | None:
        surface = read_pixels(keep, mapped=True)
        if surface is None:  # damaged, cut short, another format, or removed meanwhile
            with contextlib.suppress(OSError):
                keep.unlink()  # decode again, and write it anew
        return surface

    @staticmethod
    def _keep(surface: pygame.Surface, keep: Path) -> None:
        """Write the decoded copy (and drop older ones of the same image, BMP copies of
        earlier versions too); a cache that cannot be written only means decoding again
        next time."""
        with contextlib.suppress(OSError, ValueError, pygame.error):
            keep.parent.mkdir(parents=True, exist_ok=True)
            stem = keep.name.split(".", 1)[0]
            for old in keep.parent.glob(f"{stem}.*"):
                old.unlink()
            write_pixels(surface, keep)

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
