"""Procedurally draw every bitmap asset of Shifting Sands.

Run from the repository root::

    python scripts/make_assets.py                       # everything, into assets/
    python scripts/make_assets.py --game mothership     # one game's files only
    python scripts/make_assets.py --out /tmp/art        # somewhere else

Everything is drawn with pygame primitives on a 4x supersampled canvas and shrunk with
``smoothscale`` for antialiasing.  Layers are composited with premultiplied alpha, stone and
sand get seeded grain, and every random choice comes from a ``random.Random`` seeded with a
fixed string, so two runs write byte-identical PNG files.

The drawing code is the package ``scripts/art`` (see assets/ART.md); only pygame and the
standard library are used, nothing is imported from ``shifting_sands``.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
from art import curse_reverse, mothership, north_africa, ouroboros, stones, ui
from art.output import ASSETS, Written, write_art_md

PARTS = {"ui": ui, "stones": stones, "mothership": mothership, "ouroboros": ouroboros,
         "curse_reverse": curse_reverse, "north_africa": north_africa}
"""Each part draws only its own files; a new game adds its module here."""


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Draw the art of Shifting Sands.")
    parser.add_argument("--game", choices=[*PARTS, "all"], default="all",
                        help="draw only this part's files (default: all)")
    parser.add_argument("--out", type=Path, default=ASSETS,
                        help="the assets folder to write into (default: assets/)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    pygame.init()
    pygame.transform.set_smoothscale_backend("GENERIC")
    written = Written(args.out)
    for name, part in PARTS.items():
        if args.game in ("all", name):
            part.build(written)
    write_art_md(args.out, stones.intro(),
                 [(mothership.SECTION, mothership.FOLDER, mothership.notes()),
                  (ouroboros.SECTION, ouroboros.FOLDER, ouroboros.notes()),
                  (curse_reverse.SECTION, curse_reverse.FOLDER, curse_reverse.notes()),
                  (north_africa.SECTION, north_africa.FOLDER, north_africa.notes())],
                 {**stones.FILE_NOTES, **north_africa.FILE_NOTES})
    print(f"wrote {len(written)} files under {args.out}")


if __name__ == "__main__":
    main()
