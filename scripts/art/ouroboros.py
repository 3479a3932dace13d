"""The Ouroboros: its launcher tile, `build` (every file under `ouroboros/`) and the notes
ART.md gives the renderer. The tiles are drawn in `ouroboros_tiles`, the draw cards in
`ouroboros_cards`, the pawns, tokens and icons in `ouroboros_pieces`, and the motifs they
share (floor, serpent, Eye of Horus, lantern, ankh, monsters) in `ouroboros_motifs`."""

from __future__ import annotations

import pygame

from .covers import COVER_SIZE, dusk_scene, frame_cover
from .desert import Dune, add_sun, paint_dunes
from .geometry import Point, polar, rotate, spline
from .noise import grain
from .ouroboros_cards import BANNER, CARD, PANEL, cards
from .ouroboros_pieces import ICON, PIECE, RELIC_ICON, pieces
from .ouroboros_tiles import TILE, TILES
from .output import Written, save
from .palette import DUNE_SHADOW, GOLD, INK, OASIS_TEAL, SAND, darken, rgb
from .pen import Pen
from .surfaces import shadow, stack


def cover_ouroboros() -> pygame.Surface:
    w, h = COVER_SIZE
    dunes = [Dune(0.66, 0.06, 0.3, rgb("#E8B98D"), rgb("#CC9880"), rgb("#D6A284"), "ou-0"),
             Dune(0.8, 0.08, 0.45, rgb("#EBC185"), rgb("#C99361"), rgb("#D29C62"), "ou-1"),
             Dune(0.97, 0.1, 0.6, SAND, DUNE_SHADOW, rgb("#CB9654"), "ou-2")]
    img = dusk_scene(w, h, 0.66, dunes[:1], sun=None)
    add_sun(img, (w / 2, h * 0.46), 62, rgb("#F9E2B4"), rgb("#FFE2A8"), w * 0.5, 0.55)
    img = paint_dunes(img, dunes[1:], light=1.0)
    ruin = ruins(w, h)
    serpent = serpent_ring(w, h, (w / 2, h * 0.5), 64)
    return frame_cover(stack((w, h), [img, ruin, shadow(serpent, (3, 5), 4, 140), serpent]))


def ruins(w: int, h: int) -> pygame.Surface:
    """Broken columns and a lintel, in warm clay tones."""
    pen = Pen(w, h)
    stone, dark = rgb("#C98F62"), rgb("#9C6444")
    specs = [(34, 0.78, 120, 22), (80, 0.8, 84, 20), (300, 0.8, 100, 20), (352, 0.78, 136, 24)]
    for x, base, height, width in specs:
        by = h * base
        top = by - height
        pen.rrect((*dark, 255), (x - width / 2 - 4, by - 6, width + 8, 8), 2)
        pen.polygon((*stone, 255), [(x - width / 2, by - 6), (x + width / 2, by - 6),
                                    (x + width / 2, top + 6), (x + width / 4, top),
                                    (x, top + 8), (x - width / 3, top + 2),
                                    (x - width / 2, top + 5)])
        for k in (-1, 0, 1):
            pen.line((*dark, 255), (x + k * width / 4, by - 9), (x + k * width / 4, top + 12), 1.6)
        pen.polygon((*darken(stone, 0.12), 255), [(x + width / 4, by - 6), (x + width / 2, by - 6),
                                                  (x + width / 2, top + 6), (x + width / 4, top)])
    pen.polygon((*stone, 255), [(12, h * 0.78 - 128), (112, h * 0.78 - 118), (108, h * 0.78 - 104),
                                (60, h * 0.78 - 108), (14, h * 0.78 - 112)])
    pen.polygon((*stone, 255), [(270, h * 0.8 - 98), (380, h * 0.8 - 142), (384, h * 0.8 - 128),
                                (274, h * 0.8 - 86)])
    pen.rrect((*dark, 255), (150, h * 0.86, 34, 12), 3)
    pen.rrect((*stone, 255), (196, h * 0.88, 22, 10), 3)
    art = pen.result()
    grain(art, "ruins", amp=6, mottle=6, cell=8)
    return stack((w, h), [shadow(art, (2, 3), 2, 110), art])


def serpent_ring(w: int, h: int, center: Point, radius: float) -> pygame.Surface:
    """A serpent curled in a ring, biting its own tail."""
    body, belly = OASIS_TEAL, rgb("#E9C46A")
    pen = Pen(w, h)
    start, end = -62, 262  # degrees; the head sits at the top right, the tail tip at `end`
    n = 120
    path = [polar(center, radius, start + (end - start) * i / n) for i in range(n + 1)]
    widths = [18 * (1 - 0.82 * (i / n) ** 1.6) for i in range(n + 1)]
    pen.ribbon((*body, 255), path, widths)
    inner = [polar(center, radius - widths[i] * 0.22, start + (end - start) * i / n)
             for i in range(n + 1)]
    pen.ribbon((*belly, 255), inner, [wd * 0.34 for wd in widths])
    for i in range(3, n - 4, 4):
        a = start + (end - start) * i / n
        wd = widths[i] * 0.38
        p = polar(center, radius + wd * 0.35, a)
        q1 = polar(center, radius + wd * 0.35 - 3, a - 4)
        q2 = polar(center, radius + wd * 0.35 + 3, a - 4)
        pen.polyline((*darken(body, 0.3), 255), [q1, p, q2], 1.4)
    hc = polar(center, radius + 1, start - 8)
    head_dir = start - 8 - 90
    head = [rotate((hc[0] + x, hc[1] + y), head_dir, hc) for x, y in spline(
        [(-12, -11), (6, -12), (20, -6), (24, 2), (18, 9), (4, 12), (-12, 10)], sharp=())]
    pen.polygon((*body, 255), head)
    pen.polygon((*INK, 255), [rotate((hc[0] + x, hc[1] + y), head_dir, hc)
                              for x, y in [(24, 1), (8, 2), (24, 4)]])
    eye = rotate((hc[0] + 6, hc[1] - 5), head_dir, hc)
    pen.circle((*GOLD, 255), eye, 3.2)
    pen.circle((*INK, 255), eye, 1.5)
    pen.outline(1.6, INK)
    return pen.result()


def build(written: Written) -> None:
    """The launcher tile and every bitmap of the Ouroboros, under ``ouroboros/``."""
    save(cover_ouroboros(), "games/ouroboros.png", written)
    for name, draw in TILES.items():
        save(draw(), f"{FOLDER}{name}.png", written)
    for name, surf in cards().items():
        save(surf, f"{FOLDER}{name}.png", written)
    for name, surf in pieces().items():
        save(surf, f"{FOLDER}{name}.png", written)


SECTION = "## The Ouroboros"
FOLDER = "ouroboros/"


def notes() -> list[str]:
    """The Ouroboros section of ART.md: what each file is and how the scene should use it."""
    bx, by, bw, bh = BANNER
    px, py, pw, ph = PANEL
    return [
        "Files under `ouroboros/` are drawn by `scripts/art/ouroboros.py` (with "
        "`ouroboros_motifs.py`, `ouroboros_tiles.py`, `ouroboros_cards.py` and "
        "`ouroboros_pieces.py`), as is the game's launcher tile `games/ouroboros.png`. "
        "A dark ruin lit by lanterns: warm sandstone floors that dim towards their corners, "
        "gold inlay, teal-and-gold serpent, night-indigo chambers for monsters.",
        "",
        f"- Tiles (`tile_*.png`, {TILE}x{TILE}, seen from above): full-bleed squares with a "
        "1.6 px dark edge, so they are laid edge to edge with no gap (pitch = tile size) and "
        "still read as separate cards. `tile_empty` = four sandstone slabs; `tile_wall` = a "
        "raised block of coursed bricks with dark south and east faces and a cast shadow "
        "(impassable); "
        "`tile_eye` = floor with a gold Eye of Horus (draw a card); `tile_searched_eye` = the "
        "same eye dulled and cracked, iris closed; `tile_rubble` = broken blocks scattered on "
        "the floor (a wall the Archaeologist broke, passable); `tile_dark` = about 88 % opaque "
        "near-black stone with a faint dashed rim, the \"move into the dark\" target; "
        "`tile_back` = the tile deck: deep clay, gold frame, a small serpent ring. Scale them "
        "with smoothscale for other cell sizes.",
        f"- Draw cards (`card_*.png`, {CARD[0]}x{CARD[1]}): a dark frame with a gold rule, an "
        f"illustration panel at ({px}, {py}, {pw}, {ph}) and a blank parchment title banner "
        f"at ({bx}, {by}, {bw}, {bh}) (x, y, w, h). The cards carry NO printed text (the art "
        "package has no text drawing): the scene prints the title centred in the banner, "
        f"dark ink, about {bh - 12} px tall. The top-left corner mark tells the kind by shape: "
        "triangle with \"!\" = hazard, diamond = monster, circle = relic. Monster cards show "
        "their power as 1 (mummy), 2 (scarab) or 3 (Anubis) gold pips on a dark plate "
        "centred at the top. `card_lost_*` point their big gold arrow up-right (ne), up-left "
        "(nw), down-right (se) or down-left (sw) on screen, over a compass rose and "
        "footprints. The relic cards show one half each of the serpent ring (the head half on "
        "the right, the tail half on the left) with the missing half as a faint dashed gold ring. "
        "`card_back` = night indigo with gold rules, a serpent ring and a small Eye of Horus.",
        f"- Pawns and tokens ({PIECE}x{PIECE}, transparent, centred, soft shadow below, ink "
        "outline and bone halo so they stand out on any tile; they stay readable "
        "smoothscaled to 40 px): `explorer_guide` = teal circle with a lit lantern, "
        "`explorer_mercenary` = terracotta shield with crossed swords, `explorer_medic` = bone "
        "rounded square with a green ankh, `explorer_archaeologist` = gold hexagon with a "
        "pickaxe. `monster_mummy` = a tomb-shaped bandaged mummy (1 pip), `monster_scarab` = a "
        "beetle silhouette with legs (2 pips), `monster_anubis` = a black jackal head with tall "
        "ears (3 pips); the pips sit on a dark plate at the bottom. `token_ledge_fall` = a round "
        "sandstone token split by a black chasm. Put several pieces on one tile at about "
        "half size (32-40 px) in its corners.",
        f"- Relic: `relic_head.png` and `relic_tail.png` ({RELIC_ICON}x{RELIC_ICON}) are the "
        "two halves (head half curving down the right, tail half down the left, so drawn side "
        f"by side they close the ring); `relic_whole.png` ({PIECE}x{PIECE}) is the joined "
        "ouroboros on a gold glow, for the win screen and a carrier's badge.",
        f"- Icons (`icon_*.png`, {ICON}x{ICON}, bone glyphs with an ink outline like "
        "`ui/icons`): `icon_incapacitated` = a closed eye with \"z\"s, `icon_pursued` = "
        "footprints chased by claw marks, `icon_dead` = a broken ankh, `icon_power` = a sword "
        "(combat power), `icon_lantern` = a lit lantern (rounds left).",
    ]
