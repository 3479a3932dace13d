"""North Africa 1940-43: its launcher tile, `build` (every file under `north_africa/`) and the
notes ART.md gives the renderer. The map is painted in `north_africa_map` (its spaces in
`north_africa_places`, its terrain in `north_africa_terrain`, its panels, cartouche, compass
rose and key in `north_africa_map_ornaments`, its geography in `north_africa_geography`), the
counters in `north_africa_counters`, the markers, map symbols, dice and side marks in
`north_africa_markers`, the cards in `north_africa_cards`; lettering for all of them is
`north_africa_lettering`. The tank on the launcher tile is the one the armour card emblem
shows, from `north_africa_motifs`."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from . import (
    north_africa_cards,
    north_africa_counters,
    north_africa_emblems,
    north_africa_map,
    north_africa_markers,
)
from .covers import COVER_SIZE, frame_cover
from .geometry import Point, bezier
from .gradients import linear_gradient
from .noise import grain
from .north_africa_motifs import tank_silhouette
from .output import Written, save
from .palette import BONE, DEEP_CLAY, INK, NIGHT_INDIGO, TERRACOTTA, Color, lighten, rgb
from .pen import Pen
from .surfaces import shadow, stack


def cover_north_africa() -> pygame.Surface:
    w, h = COVER_SIZE
    paper = linear_gradient(w, h, (0.3, 1), [(0, rgb("#EAD6A8")), (1, rgb("#D8BC84"))])
    grain(paper, "na-paper", amp=5, mottle=9, cell=26)
    pen = Pen(w, h)
    sea = rgb("#9DB8AE")
    coast = [(x, 52 + 14 * math.sin(x / 47) + 8 * math.sin(x / 13 + 1.3)
              + (18 if 150 < x < 250 else 0) * math.sin((x - 150) / 100 * math.pi))
             for x in range(-4, w + 6, 4)]
    pen.polygon((*sea, 255), [(-4, -4), (w + 4, -4), *coast[::-1]])
    pen.polyline((*rgb("#6F8D84"), 255), coast, 1.6)
    for k in range(1, 4):
        pen.polyline((*rgb("#B6CBC2"), 255), [(x, y - 7 * k) for x, y in coast], 0.9)
    for gx in range(0, w, 40):
        pen.line((*DEEP_CLAY, 50), (gx, 0), (gx, h), 0.8)
    for gy in range(0, h, 40):
        pen.line((*DEEP_CLAY, 50), (0, gy), (w, gy), 0.8)
    rng = random.Random("escarpment")
    for i in range(34):
        x = 40 + i * 9.5
        y = 170 + 10 * math.sin(i / 4)
        pen.line((*rgb("#9C7248"), 255), (x, y), (x + rng.uniform(-2, 2), y + 6), 1.2)
    pen.polyline((*rgb("#9C7248"), 255), [(40 + i * 9.5, 170 + 10 * math.sin(i / 4))
                                          for i in range(34)], 1.2)
    road = [(x, 86 + 8 * math.sin(x / 60)) for x in range(0, w, 4)]
    for a, b in zip(road[::2], road[1::2], strict=False):
        pen.line((*DEEP_CLAY, 200), a, b, 1.4)
    for tx, ty in ((60, 82), (206, 96), (338, 80)):
        pen.circle((*INK, 255), (tx, ty), 4)
        pen.circle((*BONE, 255), (tx, ty), 2)
    marks = pen.result()
    arrows = Pen(w, h)
    draw_arrow(arrows, bezier((40, 200), (130, 140), (170, 118), 30), TERRACOTTA, 14)
    draw_arrow(arrows, bezier((370, 210), (300, 150), (262, 134), 30), NIGHT_INDIGO, 14)
    arrow_layer = arrows.result()
    tank = tank_silhouette(w, h, (214, 150), 1.0)
    return frame_cover(stack((w, h), [paper, marks, shadow(arrow_layer, (2, 3), 2, 120),
                                      arrow_layer, shadow(tank, (3, 4), 2, 140), tank]))


def draw_arrow(pen: Pen, path: Sequence[Point], color: Color, width: float) -> None:
    """A thick campaign arrow along ``path``, ink-edged, head at the end."""
    n = len(path) - 1
    body = path[: n - 3]
    tail_widths = [width * (0.55 + 0.45 * i / len(body)) for i in range(len(body))]
    (x1, y1), (x2, y2) = path[n - 4], path[n]
    dx, dy = x2 - x1, y2 - y1
    ln = math.hypot(dx, dy) or 1.0
    ux, uy = dx / ln, dy / ln
    base = path[n - 4]
    head = [(base[0] - uy * width * 1.15, base[1] + ux * width * 1.15),
            (x2 + ux * width * 0.9, y2 + uy * width * 0.9),
            (base[0] + uy * width * 1.15, base[1] - ux * width * 1.15)]
    outline = Pen(*pen.size)
    outline.ribbon((*color, 255), body, tail_widths)
    outline.polygon((*color, 255), head)
    outline.outline(1.5, INK)
    pen.paste(outline)
    pen.ribbon((*lighten(color, 0.25), 255), body[2:],
               [wd * 0.3 for wd in tail_widths[2:]])


SECTION = "## North Africa 1940-43"
FILE_NOTES = {"north_africa/map.json": "scale and size of map.png",
              "north_africa/card_emblems.json": "strategy card key -> emblem kind"}
FOLDER = "north_africa/"


def build(written: Written) -> None:
    """The launcher tile and every bitmap of North Africa 1940-43, under ``north_africa/``."""
    save(cover_north_africa(), "games/north_africa.png", written)
    for part in (north_africa_map, north_africa_counters, north_africa_markers,
                 north_africa_cards, north_africa_emblems):
        part.build(written, FOLDER)


def notes() -> list[str]:
    """The North Africa section of ART.md: what each file is and how the scene uses it."""
    c = north_africa_counters
    _fx, _fy, _fw, _fh = c.FACTORS
    ox, oy, orad = north_africa_cards.OPS
    m = north_africa_map
    return [
        "Files under `north_africa/` are drawn by `scripts/art/north_africa.py` (with "
        "`north_africa_map.py`, its spaces `north_africa_places.py`, terrain "
        "`north_africa_terrain.py`, ornaments `north_africa_map_ornaments.py` and geography "
        "`north_africa_geography.py`, `north_africa_counters.py`, `north_africa_markers.py`, "
        "`north_africa_cards.py`, `north_africa_lettering.py` and the tank of "
        "`north_africa_motifs.py`), as is the launcher tile `games/north_africa.png`. "
        "Titles and codes are set in the fonts under `assets/fonts/`; the map's spaces are "
        "read from `data/maps/north_africa.tmx`.",
        "",
        f"- Map (`map.png`, {m.SIZE[0]}x{m.SIZE[1]}, opaque; `map.json` gives its scale "
        f"{m.SCALE} and size): the TMX canvas (3200x1800) painted at {m.SCALE} scale, so a "
        f"space at TMX (x, y) sits at ({m.SCALE}x, {m.SCALE}y) on the picture. The "
        "Mediterranean (water-lined, deeper away from the coast), the Gulf of Suez and the "
        "Canal, the Red Sea, the Gulf of Aden and the Indian Ocean in East Africa; sand that "
        "warms to the south with dune-streaked sand seas; the Nile valley, Delta and oases "
        "green; hachured ranges round the mountain spaces and escarpments (Jebel Nafusa, the "
        "Sollum-Halfaya scarp); the Qattara salt marsh; dashed frontiers. The Near East and "
        "East Africa insets sit in framed panels with their titles (East Africa steps down "
        "round Asyut, which is on the main map); a plain framed panel lies under the four "
        "holding boxes; the title cartouche, a compass rose and a key sit in the sea and the "
        "southern desert. No spaces, roads or names: the scene draws them on top.",
        f"- Counters (`counter_<nat>_<arm>_<size>.png`, {c.COUNTER}x{c.COUNTER}): the face "
        f"is the square {tuple(c.BODY)} (x, y, w, h) with a soft shadow below right. Axis "
        "nationalities (german, italian, vichy, iraqi, egyptian) have square corners, a dark "
        "top band and a square pip; Allied ones rounded corners, a light band and a round "
        "pip. The band carries the two-letter code at its left; below it the size mark (XX "
        "division, X battlegroup) over a NATO box (an X = infantry, an oval = armour). Free "
        "French (and US-Free French) carry a Lorraine cross right of the box, the LRDG a "
        f"ring. Print the factors (\"6-3-6\") in the plain lower third {c.FACTORS} "
        "(x, y, w, h), dark ink, about 13 px. `counter_reduced.png` is a red sash across "
        "the upper-right corner, to blit over a reduced unit's counter; "
        "`counter_selected.png` a gold glow ring to blit over the selected one (both the "
        "same size and anchor).",
        "- Markers (48x48): `marker_move` = a green arrow pointing right (rotate it to the "
        "move), `marker_attack` = crossed swords on a red burst. Control (28x28): "
        "`control_axis` = grey square with a cross, `control_allied` = roundel disc, "
        "`control_vichy` = horizon-blue diamond with a dark dot, "
        "`control_neutral` = sand triangle. Supply (24x24): `supply_limited` = amber "
        "warning triangle, `supply_none` = a pale jerrycan struck through in red. Map symbols "
        "(32x32): `fort` = a five-point star fort, `port` = an anchor on a bone disc, `vp` = "
        "a gold star in a laurel wreath, `source` = a pyramid of three fuel drums. `flank` "
        "(40x40) = a hooked arrow round a grey block; `rommel` (40x40) = a peaked cap with "
        "goggles. Dice (`die_1` .. `die_6`, 64x64): ivory with ink pips. Side marks "
        "(48x48): `side_axis` = a black cross edged white on a field-grey square, "
        "`side_allied` = a roundel on a khaki disc.",
        f"- Cards ({north_africa_cards.CARD[0]}x{north_africa_cards.CARD[1]}): `card_axis` "
        "and `card_allied` are the card frames, a map-paper face in the side's colours and "
        "shape (Axis: grey, cut corners, square marks; Allies: sand, round corners, round "
        f"marks), with an empty round OPS field centred at ({ox}, {oy}), radius {orad}, an "
        f"empty RP field at {north_africa_cards.RP}, an emblem window at "
        f"{north_africa_cards.WINDOW} and an empty title band at "
        f"{north_africa_cards.TEXT_BAND} (x, y, w, h); the side's mark is below the band. "
        "The scene prints the title, OPS (a square round the number for square-OPS cards), "
        "RP, the star of a permanent card and the combat card mark at runtime. "
        "`card_back_axis` and `card_back_allied` are the backs.",
        "- Card emblems (`emblem_<kind>.png`, 80x80, transparent, "
        f"`north_africa_emblems.py`): {', '.join(north_africa_emblems.KINDS)}; "
        "`card_emblems.json` maps each card key (its id without side, year and copy number) "
        "to its kind, from the table in `north_africa_emblems.CARD_KINDS`.",
    ]
