"""Writing the files: PNGs under the output folder, and ART.md describing all of them."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pygame

from .palette import (
    BONE,
    DEEP_CLAY,
    DUNE_SHADOW,
    GOLD,
    INK,
    LIGHT_SAND,
    NIGHT_INDIGO,
    OASIS_TEAL,
    SAND,
    TERRACOTTA,
)

ROOT = Path(__file__).resolve().parent.parent.parent
ASSETS = ROOT / "assets"
NOT_GENERATED = ("fonts", "sounds")
"""Folders under assets/ that the art package does not draw."""


class Written(list[tuple[str, str]]):
    """The files written so far, as (path under the output folder, note for ART.md)."""

    def __init__(self, root: Path = ASSETS) -> None:
        super().__init__()
        self.root = root


def save(surf: pygame.Surface, rel: str, written: Written) -> None:
    """Write ``surf`` as a PNG under the output folder and note it (with its size)."""
    path = written.root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))
    written.append((rel, f"{surf.get_width()}x{surf.get_height()}"))


def files_on_disk(root: Path, notes: dict[str, str]) -> list[tuple[str, str]]:
    """Every generated file under ``root`` with its note: the size of a PNG, or ``notes[rel]``.

    ART.md lists what is on disk, not only what this run drew, so regenerating one game
    keeps the others' entries."""
    found = []
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if not path.is_file() or rel.split("/")[0] in NOT_GENERATED:
            continue
        if path.suffix == ".png":
            w, h = pygame.image.load(str(path)).get_size()
            found.append((rel, f"{w}x{h}"))
        elif rel in notes:
            found.append((rel, notes[rel]))
    return found


def write_art_md(root: Path, intro: Sequence[str], sections: Sequence[tuple[str, str, list[str]]],
                 notes: dict[str, str]) -> None:
    """ART.md: the intro, the game modules' ``intro`` notes, the files, the hand-written
    sections (e.g. Sounds), then one section per game that has its own (heading, folder,
    lines): files under that folder are listed there instead."""
    palette = [("sand", SAND), ("light sand", LIGHT_SAND), ("dune shadow", DUNE_SHADOW),
               ("terracotta", TERRACOTTA), ("deep clay", DEEP_CLAY), ("ink", INK),
               ("bone", BONE), ("night indigo", NIGHT_INDIGO), ("oasis teal", OASIS_TEAL),
               ("gold", GOLD)]
    swatches = ", ".join(f"{name} `#{c[0]:02X}{c[1]:02X}{c[2]:02X}`" for name, c in palette)
    lines = [
        "# Shifting Sands art",
        "",
        "Every bitmap in this folder except `fonts/` is drawn by `scripts/make_assets.py`; "
        "regenerate it with `python scripts/make_assets.py` from the repository root, or one "
        "part of it with `--game ui|stones|mothership|ouroboros|curse_reverse|north_africa` "
        "(`--out DIR` writes somewhere else). The script uses only pygame-ce and the standard "
        "library: shapes are drawn at 4x with "
        "pygame.draw polygons and circles and shrunk with smoothscale for antialiasing, layers "
        "are composited with premultiplied alpha, stone and sand get seeded grain and "
        "mottling, bevels are lit from the top-left and shadows are blurred with "
        "gaussian_blur. All randomness is seeded, so runs are reproducible. "
        f"The palette is {swatches}. Stone-face symbols differ in silhouette as well as "
        "colour so they stay distinguishable without colour vision.",
        "",
        "The drawing code is the package `scripts/art/`: the shared primitives (`palette`, "
        "`geometry`, `surfaces`, `gradients`, `noise`, `pen`, and the shared looks `materials` "
        "for carved sandstone, `desert` for skies and dunes, `glyph` for icons, `covers` for "
        "launcher tiles), then one module per part with a `build(written)`: `ui` (backgrounds, "
        "icons, seat tokens, the app icon), `stones`, `mothership` (its pieces in "
        "`mothership_hexes` and `mothership_pieces`), `ouroboros` (its tiles, cards and pieces "
        "in `ouroboros_motifs`, `ouroboros_tiles`, `ouroboros_cards` and `ouroboros_pieces`), "
        "`curse_reverse` (its squares, temples, pieces, items, cartouches and cards in "
        "`curse_reverse_motifs`, `curse_reverse_board`, `curse_reverse_pieces`, "
        "`curse_reverse_items`, `curse_reverse_cartouches` and `curse_reverse_cards`), "
        "`north_africa` (its map, counters, markers and cards in `north_africa_map` with "
        "`north_africa_places`, `north_africa_terrain`, `north_africa_map_ornaments` and "
        "`north_africa_geography`, `north_africa_counters`, `north_africa_markers` and "
        "`north_africa_cards`, their lettering in `north_africa_lettering`, the tank the "
        "launcher tile and an emblem share in `north_africa_motifs`), "
        "and one for each game still "
        "to come that so far draws only its launcher tile (`games/<id>.png`). A new game adds "
        "its own module and an entry in `scripts/make_assets.py`; a change to one game's art "
        "is regenerated with `--game <id>` without touching the other files.",
        "",
        *intro,
        "",
        "## Files",
        "",
    ]
    files = files_on_disk(root, notes)
    own = tuple(folder for _, folder, _ in sections)
    lines += [f"- `{rel}` ({note})" for rel, note in files if not rel.startswith(own)]
    source = root / "ART.md" if (root / "ART.md").exists() else ASSETS / "ART.md"
    lines += hand_written_sections(source, [heading for heading, _, _ in sections])
    for heading, folder, section in sections:
        lines += ["", heading, "", *section, ""]
        lines += [f"- `{rel}` ({note})" for rel, note in files if rel.startswith(folder)]
    (root / "ART.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def hand_written_sections(path: Path, generated: Sequence[str]) -> list[str]:
    """``## `` sections of the current ART.md that this script does not write (e.g. Sounds)."""
    if not path.exists():
        return []
    skip = ("## Files", *generated)
    kept: list[str] = []
    keep = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            keep = line.strip() not in skip
            if keep:
                kept.append("")
        if keep:
            kept.append(line)
    while kept and not kept[-1].strip():
        kept.pop()
    return kept
