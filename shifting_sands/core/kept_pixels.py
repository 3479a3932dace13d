"""Kept pictures as raw pixels in the window's own format, read without decoding.

The launcher keeps its art and faces drawn in the user's cache folder. As BMP files the
background alone took 3.6 ms of the first frame to read (SDL's reader goes row by row); as
the bytes of the surface itself, after a one-line header that says their size and order,
it is one read of the file and a surface over those bytes (2-2.5 ms), or over the file
mapped into memory (0.1 ms, the pages read as the first frame blits them), already in the
window's format (nothing converted). A file that is absent, damaged, cut short, of
another size than asked or written for another pixel order reads as None: its picture is
drawn (or decoded) anew, and kept again.
"""

from __future__ import annotations

import contextlib
import mmap
import os
import sys
from pathlib import Path
from typing import Any

import pygame

SUFFIX = ".px"
MAGIC = b"SSPX1"
_HEADER_MAX = 64
_ORDERS = {
    (0xFF0000, 0xFF00, 0xFF, 0xFF000000): "BGRA" if sys.byteorder == "little" else "ARGB",
    (0xFF, 0xFF00, 0xFF0000, 0xFF000000): "RGBA" if sys.byteorder == "little" else "ABGR",
}
"""The byte order of a 32-bit surface with alpha, by its masks (red, green, blue, alpha)."""


_known: list[Any] = [None, "RGBA"]
"""The window the order was last found for, and that order (finding it makes a surface)."""


def display_order() -> str:
    """The byte order of the window's pixels with alpha ("RGBA" without a window)."""
    window = pygame.display.get_surface()
    if window is None:
        return "RGBA"
    if _known[0] is not window:
        masks = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha().get_masks()
        _known[:] = [window, _ORDERS.get(tuple(masks), "RGBA")]
    return _known[1]


def write_pixels(surface: pygame.Surface, path: Path, order: str | None = None) -> None:
    """Keep `surface` at `path` in `order` (the window's by default), written whole and then
    renamed into place, so a reader never sees half a file of ours (two starts at once)."""
    order = order or display_order()
    width, height = surface.get_size()
    header = b"%s %s %d %d\n" % (MAGIC, order.encode("ascii"), width, height)
    temp = path.with_name(f".{path.name}.{os.getpid()}")
    try:
        with open(temp, "wb") as out:
            out.write(header)
            out.write(pygame.image.tobytes(surface, order))
        os.replace(temp, path)
    finally:
        with contextlib.suppress(OSError):
            temp.unlink()


def read_pixels(path: Path, size: tuple[int, int] | None = None, order: str | None = None,
                mapped: bool = False) -> pygame.Surface | None:
    """The picture kept at `path`, or None when the file is absent or unreadable, damaged or
    cut short, not `size` (when given) or not in `order` (the window's by default).

    `mapped`: the surface lies over the file mapped into memory instead of a copy of it
    (the background: 0.1 ms instead of 2-3 ms). Our writers never change a kept file in
    place (a new file is renamed over it), so its bytes stay as read; the holder copies the
    surface once the first frame is shown (`AssetCache.settle`), and lets the file go."""
    data: bytes | mmap.mmap
    try:
        if mapped:
            with open(path, "rb") as file:
                data = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
        else:
            data = path.read_bytes()
    except (OSError, ValueError):  # absent, unreadable, or empty (nothing to map)
        return None
    surface = _surface(data, size, order)
    if surface is None and isinstance(data, mmap.mmap):
        data.close()
    return surface


def _surface(data: bytes | mmap.mmap, size: tuple[int, int] | None,
             order: str | None) -> pygame.Surface | None:
    end = data.find(b"\n", 0, _HEADER_MAX)
    if end < 0:
        return None
    fields = data[:end].split(b" ")
    if len(fields) != 4 or fields[0] != MAGIC or not fields[2].isdigit() \
            or not fields[3].isdigit():
        return None
    if fields[1].decode("ascii", "replace") != (order or display_order()):
        return None
    width, height = int(fields[2]), int(fields[3])
    if width < 1 or height < 1 or (size is not None and (width, height) != tuple(size)):
        return None
    if len(data) - end - 1 != width * height * 4:
        return None
    try:  # a surface over the file's bytes themselves: nothing copied (it keeps them alive)
        return pygame.image.frombuffer(memoryview(data)[end + 1:], (width, height),
                                       fields[1].decode("ascii"))
    except (ValueError, pygame.error):
        return None
