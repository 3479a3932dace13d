"""The faces of the launcher's game cards (cover, title, players, blurb) and its heading,
kept drawn, and its buttons' labels.

Rendering the five blurbs word by word (about 130 small renders and 400 width measures)
and decoding the covers were most of the launcher's first frame. A face is drawn once and
kept in memory; with a folder, also as raw pixels (kept_pixels.py) beside an index that
says what each file shows, so the next start blits five pictures. Anything that could
change a face is in its key: the texts, the rectangle on screen, the scale, this version,
and the size and time of the cover, the fonts and the code that draws them. The buttons'
labels are kept the same way, each with its measured width in its file's name (a label
beside an icon is centred by it), so the first frame opens no font for them: their first
renders were 2 ms of it.
"""

from __future__ import annotations

import contextlib
import json
import os
import zlib
from collections.abc import Callable
from pathlib import Path

import pygame

from shifting_sands import __version__
from shifting_sands.core.assets import FONT_FILES, displayable
from shifting_sands.core.canvas import Canvas, Color, RectLike
from shifting_sands.core.kept_pixels import SUFFIX, read_pixels, write_pixels

FACE_VERSION = 1
"""Raise it when what a face shows changes in a way the sources' times would not tell."""
KEPT_FACES = 24
"""Faces kept on disk (five cards, the heading and five labels, at two window sizes); the
oldest go first."""
TextStyle = tuple[str, int, Color, str]
"""A line of text as the canvas draws it: text, logical size, colour, font role."""
INDEX = "launcher-faces.json"


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


class CardFaces:
    def __init__(self, folder: Path | None, assets_root: Path) -> None:
        self.folder = folder
        self.assets_root = assets_root
        self._memory: dict[str, pygame.Surface] = {}
        self._index: dict[str, str] | None = None
        self._code: tuple | None = None
        self._widths: dict[str, int] = {}

    def face(self, canvas: Canvas, rect: RectLike, texts: tuple, cover: str | None,
             painter: Callable[[Canvas], None]) -> pygame.Surface:
        """The face `painter` draws inside `rect` (texts and cover: what it shows)."""
        target = canvas.to_screen(rect)
        key = repr((FACE_VERSION, __version__, texts, tuple(target), canvas.scale,
                    cover and _stamp(self.assets_root / cover), self._sources()))
        surface = self._memory.get(key)
        if surface is None:
            surface = self._read(key, (target[2], target[3]))
            if surface is None:
                surface = canvas.paint(rect, painter)
                self._write(key, surface, f"face-{zlib.crc32(key.encode()):08x}")
            self._memory[key] = surface
        return surface

    def texts(self, canvas: Canvas, styles: list[TextStyle]) -> None:
        """Hand `canvas` the kept renders (and widths) of these lines of text, rendering
        and keeping those not kept yet; what the canvas holds already is left as it is."""
        for style in styles:
            text, size, colour, role = style
            if canvas.has_text(text, size, colour, role):
                continue
            key = repr((FACE_VERSION, __version__, "text", style, canvas.text_px(size),
                        canvas.scale, self._sources()))
            surface = self._memory.get(key)
            width = self._widths.get(key)
            if surface is None or width is None:
                name = self._load_index().get(key)
                width = _width_in(name)
                surface = self._read(key) if width is not None else None
                if surface is None or width is None:
                    surface = canvas.text_surface(text, size, colour, role)
                    width = round(canvas.text_width(text, size, role) * canvas.scale)
                    self._write(key, surface, f"text-{zlib.crc32(key.encode()):08x}-{width}")
                self._memory[key], self._widths[key] = surface, width
            canvas.keep_text(text, size, colour, role, surface, width)

    def _sources(self) -> tuple:
        """The fonts and the drawing code: a face drawn by other ones is drawn again."""
        if self._code is None:
            here = Path(__file__).resolve().parent
            code = [here / "launcher.py", here / "launcher_faces.py",
                    here.parent / "core" / "canvas.py", here.parent / "core" / "theme.py"]
            fonts = [self.assets_root / name for name in sorted(FONT_FILES.values())]
            self._code = tuple(_stamp(path) for path in code + fonts)
        return self._code

    # -- the folder ----------------------------------------------------------------
    def _load_index(self) -> dict[str, str]:
        if self._index is None:
            self._index = {}
            if self.folder is not None:
                with contextlib.suppress(OSError, ValueError):
                    read = json.loads((self.folder / INDEX).read_text(encoding="utf-8"))
                    if isinstance(read, dict):
                        self._index = {str(k): str(v) for k, v in read.items()}
        return self._index

    def _read(self, key: str, size: tuple[int, int] | None = None) -> pygame.Surface | None:
        """The kept picture, or None (removed, damaged, another size or format, or a BMP of
        an earlier version): it is drawn again."""
        name = self._load_index().get(key)
        if self.folder is None or name is None or not name.endswith(SUFFIX):
            return None
        surface = read_pixels(self.folder / name, size)
        return None if surface is None else displayable(surface)

    def _write(self, key: str, surface: pygame.Surface, stem: str) -> None:
        """Keep the face as `stem`.px, and the index (each written whole, then renamed into
        place); a folder that cannot be written only means drawing the faces again next
        time."""
        if self.folder is None:
            return
        index = self._load_index()
        name = f"{stem}{SUFFIX}"
        with contextlib.suppress(OSError, ValueError, pygame.error):
            self.folder.mkdir(parents=True, exist_ok=True)
            write_pixels(surface, self.folder / name)
            index.pop(key, None)
            for other in [k for k, v in index.items() if v == name]:
                del index[other]  # the same file name held another face
            index[key] = name
            while len(index) > KEPT_FACES:
                oldest = next(iter(index))
                old_name = index.pop(oldest)
                if old_name not in index.values():
                    with contextlib.suppress(OSError):
                        (self.folder / old_name).unlink()
            temp_index = self.folder / f".{INDEX}.{os.getpid()}"
            temp_index.write_text(json.dumps(index), encoding="utf-8")
            os.replace(temp_index, self.folder / INDEX)


def _width_in(name: str | None) -> int | None:
    """The width a kept label's file name ends with ("text-<key>-<width>.px"), or None."""
    if name is None or not name.startswith("text-") or not name.endswith(SUFFIX):
        return None
    width = name[:-len(SUFFIX)].rsplit("-", 1)[-1]
    return int(width) if width.isdigit() else None
