"""Curse Reverse: its launcher tile, `build` (every file under `curse_reverse/`) and the notes
ART.md gives the renderer. The board squares, temples, curse tile and sand timer are drawn in
`curse_reverse_board`, the thieves, portraits, dice and icons in `curse_reverse_pieces`, and
the motifs they share (the gods' symbols, flagstones, carving) in `curse_reverse_motifs`."""

from __future__ import annotations

import pygame

from .covers import COVER_SIZE, frame_cover
from .curse_reverse_board import SQUARE, TEMPLE, TIMER, TIMER_BULBS, board_squares, temple
from .curse_reverse_cards import (
    CARD,
    EVENT_TEXT,
    GOAL_SLOTS,
    GOAL_TEXT,
    TRIAL_MODIFIER,
    TRIAL_SCENARIO,
    cards,
)
from .curse_reverse_cartouches import CARTOUCHE, FIELD, cartouches
from .curse_reverse_items import ITEM, items
from .curse_reverse_motifs import GOD_COLORS
from .curse_reverse_pieces import DIE, PAWN, PORTRAIT, pawn, pieces
from .gradients import radial_glow
from .output import Written, save
from .palette import INK, darken, rgb
from .pen import Pen
from .surfaces import stack


def cover_curse_reverse() -> pygame.Surface:
    """The board from above: four coloured segments of sand ringed by the flagstone path,
    each segment's temple inside the ring and its thief on the path."""
    w, h = COVER_SIZE
    cell = 32
    squares = board_squares()
    x0, y0 = (w - 12 * cell) // 2, (h - 8 * cell) // 2

    def tile(name: str) -> pygame.Surface:
        return pygame.transform.smoothscale(squares[name], (cell, cell))

    quadrant = {(0, 0): "red", (1, 0): "blue", (0, 1): "green", (1, 1): "yellow"}
    specials = {(1, 1): "start", (4, 1): "event", (7, 1): "item_space", (10, 3): "safe",
                (10, 6): "start", (6, 6): "event", (3, 6): "item_space", (1, 4): "safe"}
    board = pygame.Surface((w, h))
    board.fill(INK)
    for r in range(8):
        for c in range(12):
            god = quadrant[(c // 6, r // 4)]
            ring = (r in (1, 6) and 1 <= c <= 10) or (c in (1, 10) and 1 <= r <= 6)
            name = specials.get((c, r), "path") if ring else f"ground_{god}"
            board.blit(tile(name), (x0 + c * cell, y0 + r * cell))
    wash = pygame.Surface((w, h), pygame.SRCALPHA)
    for (qx, qy), god in quadrant.items():
        wash.fill((*GOD_COLORS[god], 64), (x0 + qx * 6 * cell, y0 + qy * 4 * cell, 6 * cell,
                                           4 * cell))
    seams = Pen(w, h)
    seams.line((*darken(INK, 0.2), 200), (w / 2, 0), (w / 2, h), 2.2, round_caps=False)
    seams.line((*darken(INK, 0.2), 200), (0, h / 2), (w, h / 2), 2.2, round_caps=False)
    layers: list = [board, wash, seams.result()]
    spots = {"red": (3, 2), "blue": (7, 2), "green": (3, 4), "yellow": (7, 4)}
    for god, (c, r) in spots.items():
        t = pygame.transform.smoothscale(temple(god), (2 * cell + 8, 2 * cell + 8))
        layers.append((t, (x0 + c * cell - 4, y0 + r * cell - 6)))
    pawns = {"red": (2.5, 1), "blue": (9, 1.5), "green": (2, 6), "yellow": (8.5, 6)}
    for god, (c, r) in pawns.items():
        p = pygame.transform.smoothscale(pawn(god), (42, 54))
        layers.append((p, (x0 + c * cell - 5, y0 + r * cell - 26)))
    glow = radial_glow(w, h, (w / 2, h / 2), 170, rgb("#FFE2A8"), 0.22, 1.4)
    return frame_cover(stack((w, h), [*layers, glow]))


def build(written: Written) -> None:
    """The launcher tile and every bitmap of Curse Reverse, under ``curse_reverse/``."""
    save(cover_curse_reverse(), "games/curse_reverse.png", written)
    for part in (board_squares, pieces, items, cartouches, cards):
        for name, surf in part().items():
            save(surf, f"{FOLDER}{name}.png", written)


SECTION = "## Curse Reverse"
FOLDER = "curse_reverse/"


def notes() -> list[str]:
    """The Curse Reverse section of ART.md: what each file is and how the scene should use it."""
    (s0x, s0y, s0r), (s1x, s1y, _) = GOAL_SLOTS
    top, bottom = TIMER_BULBS
    fx, fy, fw, fh = FIELD
    return [
        "Files under `curse_reverse/` are drawn by `scripts/art/curse_reverse.py` (with "
        "`curse_reverse_motifs.py`, `curse_reverse_board.py`, `curse_reverse_pieces.py`, "
        "`curse_reverse_items.py`, `curse_reverse_cartouches.py` and `curse_reverse_cards.py`), "
        "as is the launcher tile `games/curse_reverse.png`. The gods' colours are red Ra "
        "`#B5362E` (sun disc with rays and a uraeus), blue Hapi `#2F6C9C` (three waves), green "
        "Osiris `#3F8C4A` (crook and flail), yellow Anubis `#D9A21F` (jackal head) and the "
        "fifth thief violet `#7A4A9C` (five-point star); every symbol has its own silhouette. "
        "No file carries text: the scene prints names and rules text in the areas below.",
        "",
        f"- Board squares ({SQUARE}x{SQUARE}, opaque, laid edge to edge, shown at about 44 px): "
        "`ground_<god>` = rippled sand off the path, warmed towards the segment's colour; "
        "`path` = neutral sandstone flagstones; marked path squares carry a carved sign in its "
        "own frame shape: `event` = \"?\" in a ring, `safe` = \"!\" in a round-topped stele, "
        "`item_space` = a diamond outline with a small solid diamond (the items lie on it), "
        "`start` = a boot print.",
        f"- Temples (`temple_<god>.png`, {TEMPLE}x{TEMPLE}, transparent): two pylons and a "
        "gate in the god's colour on a sandstone platform, the symbol large on a bone disc; "
        "blit over the 2x2 temple squares (scale by 2 x square size / 128). The platform's "
        "shadow falls a few px down-right.",
        f"- Thieves (`thief_<id>.png`, {PAWN[0]}x{PAWN[1]}): standing pawns, feet centred at "
        f"({PAWN[0] // 2}, {PAWN[1] - 4}); put that point at the lower middle of the square. "
        "Head-wear tells them apart by shape: red = fez, blue = turban, green = pith helmet, "
        "yellow = headscarf, violet = top hat; the symbol is on the chest. `portrait_<id>.png` "
        f"({PORTRAIT[0]}x{PORTRAIT[1]}) is the same thief as a framed bust for the character "
        "card.",
        f"- Items (`item_<id>.png`, {ITEM}x{ITEM}, shown at 32-40 px): offensive items on a red "
        "tile with a notched square frame and a sword pip (top left), defensive items on a blue "
        "shield-shaped tile with a shield pip; the object sits on a parchment field.",
        f"- Cartouches (`cartouche_<id>.png`, {CARTOUCHE[0]}x{CARTOUCHE[1]}, shown at about "
        "36x54): a gold cartouche ring on a shen bar with a lapis field "
        f"({fx}, {fy}, {fw}, {fh}) holding one gold glyph; `cartouche_back` = the face-down "
        "tile, plain carved sandstone. `curse.png` (64x64) is the hexagonal curse tile (dark "
        "purple stone, a cracked evil eye).",
        f"- Goal cards ({CARD[0]}x{CARD[1]}): `goal_<god>` has the symbol in the header, two "
        f"round item slots centred at ({s0x}, {s0y}) and ({s1x}, {s1y}) with radius {s0r} "
        "(draw the two item icons at about 56 px inside them; a small diamond between them "
        f"stands for \"either\"), and a text band at {GOAL_TEXT} (x, y, w, h). "
        "`goal_done_<god>` is the same card face down (a returned goal). Event cards: "
        f"`event_front` has a \"?\" emblem in the header and a text area at {EVENT_TEXT}; "
        "`event_back` is night indigo with a large \"?\". Trial cards: `trial_front` has "
        f"the scenario area at {TRIAL_SCENARIO}, a sand-timer emblem centred at (100, 182) "
        f"and the modifier band at {TRIAL_MODIFIER}, styled upside down (its header tab is at "
        "the bottom): print the modifier text rotated 180 degrees there. `trial_back` = "
        "deep clay with sun rays and the timer emblem.",
        f"- Dice (`die_attack_<n>.png`, `die_defence_<n>.png`, {DIE}x{DIE}): red with 0, 1 or "
        "2 bone swords, blue with 0, 1 or 2 shields; a blank face shows a small empty ring.",
        f"- Sand timer (`sand_timer.png`, {TIMER[0]}x{TIMER[1]}): a wooden frame around an "
        "empty, faintly tinted glass. The scene draws the sand itself, clipped to the bulbs: "
        f"top bulb ({top[0]}, {top[1]}, {top[2]}, {top[3]}), bottom bulb ({bottom[0]}, "
        f"{bottom[1]}, {bottom[2]}, {bottom[3]}) (x, y, w, h); the neck is at (48, 80). Sand "
        "in the top bulb sits at its bottom (narrowing to the neck), in the bottom bulb as a "
        "heap on the floor; draw the sand before the timer so the glass shine stays on top.",
        "- Icons (`icon_*.png`, 48x48, bone glyphs with an ink outline like `ui/icons`): "
        "`icon_move` = a boot, `icon_pack` = a satchel, `icon_rob` = crossed daggers, "
        "`icon_vote_pass` = an open eye on a green disc, `icon_vote_fail` = a closed eye on a "
        "red diamond, `icon_rotate` = a curved arrow, `icon_cleanse` = a water jar with a drop, "
        "`icon_turn_in` = two offering hands under a gold gem.",
    ]
