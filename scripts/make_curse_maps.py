"""Write the four Curse Reverse board segments as Tiled maps (data/maps/curse_<god>.tmx).

The segments are our design (docs/rules/curse-reverse.md, "The board"). This script is how
they were first drawn; from then on a designer may edit the .tmx files in Tiled directly
(the script overwrites them, so edit one or the other). Legend of the drawings below:
`.` sand (no path), `#` path, `T` the 2x2 temple, `S` the boot start square, `D` the item
(diamond) space, `?` an event square, `!` a safe square.

Every segment has a path square in the middle of each edge, so the segments always join
whichever way they are turned; the other edge squares and the temples on the edges open
extra ways only in some orientations (rotation matters). `validate-data` checks that every
temple stays reachable in all 256 orientations.

Run from the repository root: `python scripts/make_curse_maps.py`.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

SEGMENTS = {
    "red": [
        ". . . # . . .",
        "T T . # ? # #",
        "T T # # . . .",
        "# . S . # D #",
        "# . ! . # . .",
        "# ? # # # ! .",
        ". . . # . . .",
    ],
    "blue": [
        ". . . # . # .",
        ". ? # # . # .",
        ". # . . . D .",
        "# # ! # # # #",
        ". . S . . ? .",
        ". T T # # # .",
        ". T T # . . .",
    ],
    "green": [
        ". # . # . . .",
        ". # . # # ? .",
        ". D # # . # .",
        "# # . ! . # #",
        ". ? . # . . .",
        ". # # S # T T",
        ". . . # . T T",
    ],
    "yellow": [
        ". . . # . . .",
        ". ! # # . T T",
        ". # . . . T T",
        "# # ? S D # #",
        ". . # . . # #",
        ". # # ? # # .",
        ". . . # # . .",
    ],
}
KINDS = {".": "blocked", "#": "path", "T": "temple", "D": "item", "?": "event", "!": "safe",
         "S": "start"}
ORDER = ["blocked", "path", "temple", "item", "event", "safe", "start"]
TILE_COLOURS = [(214, 178, 112), (243, 222, 176), (181, 86, 46), (47, 140, 140),
                (227, 167, 47), (120, 170, 90), (122, 59, 34)]
SIZE = 32


def tmx(god: str, rows: list[str]) -> str:
    cells = [[KINDS[ch] for ch in row.split()] for row in rows]
    data = ",\n".join(",".join(str(ORDER.index(kind) + 1) for kind in row) for row in cells)
    tiles = "\n".join(
        f'  <tile id="{index}">\n   <properties>\n'
        + ('    <property name="items" type="int" value="2"/>\n' if kind == "item" else "")
        + f'    <property name="kind" value="{kind}"/>\n   </properties>\n  </tile>'
        for index, kind in enumerate(ORDER))
    width = len(cells[0])
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" \
width="{width}" height="{len(cells)}" tilewidth="{SIZE}" tileheight="{SIZE}" infinite="0" \
nextlayerid="2" nextobjectid="1">
 <properties>
  <property name="design" value="Shifting Sands original segment (not the publisher's)"/>
 </properties>
 <tileset firstgid="1" name="curse_tiles" tilewidth="{SIZE}" tileheight="{SIZE}" \
tilecount="{len(ORDER)}" columns="{len(ORDER)}">
  <image source="curse_tiles.png" width="{SIZE * len(ORDER)}" height="{SIZE}"/>
{tiles}
 </tileset>
 <layer id="1" name="board" width="{width}" height="{len(cells)}">
  <properties>
   <property name="colour" value="{god}"/>
  </properties>
  <data encoding="csv">
{data}
</data>
 </layer>
</map>
"""


def png(width: int, height: int, pixels: list[tuple[int, int, int]]) -> bytes:
    """A plain RGB PNG (the editor's tileset picture; the game draws its own art)."""
    raw = b"".join(b"\0" + b"".join(struct.pack("BBB", *pixels[y * width + x])
                                    for x in range(width)) for y in range(height))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))


def main() -> None:
    out = Path("data/maps")
    out.mkdir(parents=True, exist_ok=True)
    for god, rows in SEGMENTS.items():
        (out / f"curse_{god}.tmx").write_text(tmx(god, rows), encoding="utf-8")
    width = SIZE * len(ORDER)
    pixels = [TILE_COLOURS[x // SIZE] if 2 <= x % SIZE < SIZE - 2 and 2 <= y < SIZE - 2
              else (90, 60, 40) for y in range(SIZE) for x in range(width)]
    (out / "curse_tiles.png").write_bytes(png(width, SIZE, pixels))


if __name__ == "__main__":
    main()
