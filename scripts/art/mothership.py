"""Land the Mothership: its launcher tile, `build` (every file under `mothership/`) and the
notes ART.md gives the renderer. The pieces are drawn in `mothership_hexes` and
`mothership_pieces`."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from .covers import COVER_SIZE, dusk_scene, frame_cover
from .desert import Dune
from .geometry import Point, arc_points, spline
from .mothership_hexes import (
    MS_AGENT_SIZE,
    MS_AGENTS,
    MS_BADGE_SIZE,
    MS_BEAM_ANCHOR,
    MS_BEAM_SIZE,
    MS_DUNE_BASE,
    MS_DUNE_LOOK,
    MS_DUNE_SIZE,
    MS_FRAME_SIZE,
    MS_HEX_RADIUS,
    MS_HEX_SIZE,
    MS_ICON_NAMES,
    MS_SAUCER_SIZE,
    MS_SLOT_HEX,
    MS_SLOT_SIZE,
    MS_TRAIL,
    SQRT3,
    dune_tile,
    hex_floor,
    hex_outline,
)
from .mothership_pieces import (
    agent_token,
    board_island,
    holding_dune,
    holding_slot,
    letter_badge,
    mothership_saucer,
    ms_icon,
    tractor_beam,
)
from .noise import grain
from .output import Written, save
from .palette import (
    DEEP_CLAY,
    DUNE_SHADOW,
    GOLD,
    INK,
    LIGHT_SAND,
    OASIS_TEAL,
    SAND,
    Color,
    darken,
    lighten,
    mix,
    rgb,
)
from .pen import Pen
from .surfaces import blur, stack, tint


def cover_mothership() -> pygame.Surface:
    w, h = COVER_SIZE
    horizon = 0.44
    dunes = [Dune(0.43, 0.05, 0.3, rgb("#E5B48E"), rgb("#C99583"), rgb("#D4A285"), "ms-0"),
             Dune(0.47, 0.05, 0.4, rgb("#E9BE8A"), rgb("#C99468"), rgb("#D6A06C"), "ms-1")]
    img = dusk_scene(w, h, horizon, dunes, sun=(w * 0.2, h * 0.36))
    hexes = hex_plain(w, h, h * 0.47)
    saucer, beam = mothership_art(w, h)
    return frame_cover(stack((w, h), [img, hexes, beam, saucer]))


def hex_plain(w: int, h: int, horizon_y: float) -> pygame.Surface:
    """A flat hex map receding to the horizon, sand hexes with a few dunes, rocks, an oasis."""
    pen = Pen(w, h)
    cam_h, focal = 1.0, h * 0.9
    size = 0.55
    rng = random.Random("hex-plain")
    cells = []
    for q in range(-14, 15):
        for r in range(0, 26):
            x = size * 1.5 * q
            z = 1.2 + size * math.sqrt(3) * (r + 0.5 * (q & 1))
            cells.append((z, x, q, r))
    cells.sort(reverse=True)
    top_y = horizon_y + 2
    for z, x, q, r in cells:
        corners = [(x + size * math.cos(math.radians(60 * k)),
                    z + size * math.sin(math.radians(60 * k))) for k in range(6)]
        pts = [(w / 2 + cx * focal / cz, top_y + cam_h * focal / cz) for cx, cz in corners]
        if max(p[1] for p in pts) < top_y or min(p[0] for p in pts) > w or \
                max(p[0] for p in pts) < 0:
            continue
        roll = rng.random()
        base = mix(SAND, LIGHT_SAND, rng.uniform(0, 0.5))
        if roll < 0.16:
            base = mix(SAND, DUNE_SHADOW, 0.55)
        elif roll < 0.22:
            base = mix(DEEP_CLAY, SAND, 0.45)
        if (q, r) in ((1, 3), (2, 3)):
            base = OASIS_TEAL
        if (q, r) == (3, 5):
            base = lighten(OASIS_TEAL, 0.55)
        fog = max(0.0, min(1.0, (z - 2) / 12)) ** 0.7
        base = mix(base, rgb("#F0CDA4"), fog * 0.85)
        pen.polygon((*base, 255), pts)
        line = mix(darken(DUNE_SHADOW, 0.15), base, fog)
        pen.polyline((*line, 255), pts, max(0.3, 1.4 / z ** 0.5), closed=True)
        if roll < 0.16 and z < 12:
            draw_hex_dune(pen, pts, base)
    out = pen.result()
    out.fill((0, 0, 0, 0), pygame.Rect(0, 0, w, int(top_y)))
    grain(out, "hex-plain", amp=4)
    return out


def draw_hex_dune(pen: Pen, hex_pts: Sequence[Point], base: Color) -> None:
    """A little crescent dune sitting in a (projected) hex: lit face left, shadow right."""
    cx = sum(p[0] for p in hex_pts) / 6
    cy = sum(p[1] for p in hex_pts) / 6
    rw = (max(p[0] for p in hex_pts) - min(p[0] for p in hex_pts)) * 0.34
    rh = (max(p[1] for p in hex_pts) - min(p[1] for p in hex_pts)) * 0.7
    crest = (cx + rw * 0.15, cy - rh * 0.55)
    left, right = (cx - rw, cy + rh * 0.2), (cx + rw, cy + rh * 0.2)
    foot = (cx + rw * 0.3, cy + rh * 0.3)
    pen.polygon((*lighten(base, 0.3), 255), spline([left, crest, foot], sharp=(0, 1, 2), steps=8))
    pen.polygon((*darken(base, 0.18), 255), spline([crest, right, foot], sharp=(0, 1, 2), steps=8))


def mothership_art(w: int, h: int) -> tuple[pygame.Surface, pygame.Surface]:
    cx, cy = w * 0.6, h * 0.26
    beam = Pen(w, h)
    beam.polygon((*rgb("#BDF3E6"), 110), [(cx - 20, cy + 12), (cx + 20, cy + 12),
                                          (cx + 62, h * 0.8), (cx - 50, h * 0.8)])
    beam_layer = blur(beam.result(), 3)
    pen = Pen(w, h)
    metal_dark, metal = rgb("#5B6472"), rgb("#A7B0BA")
    pen.ellipse((*INK, 255), (cx, cy + 1), 86, 21)
    pen.ellipse((*metal_dark, 255), (cx, cy + 1), 84, 19)
    pen.ellipse((*metal, 255), (cx, cy - 2), 84, 15)
    pen.ellipse((*lighten(metal, 0.3), 255), (cx - 6, cy - 5), 64, 8)
    pen.polygon((*INK, 255), arc_points((cx, cy - 7), 35, 31, 180, 360, 40))
    pen.polygon((*OASIS_TEAL, 255), arc_points((cx, cy - 7), 33, 29, 180, 360, 40))
    glint = arc_points((cx - 10, cy - 14), 12, 14, 190, 290, 20)
    pen.polygon((*lighten(OASIS_TEAL, 0.45), 255), [*glint, (cx - 10, cy - 14)])
    pen.ellipse((*metal_dark, 255), (cx, cy + 14), 30, 6)
    for i in range(9):
        a = 200 - i * 27.5
        lx, ly = cx + 70 * math.cos(math.radians(a)), cy + 5 + 8 * math.sin(math.radians(a))
        if ly >= cy:
            pen.circle((*GOLD, 255), (lx, ly), 3.2)
            pen.circle((*lighten(GOLD, 0.6), 255), (lx - 0.8, ly - 0.8), 1.3)
    saucer = pen.result()
    glow = blur(tint(saucer, rgb("#FFE9B8"), 120), 6)
    return stack((w, h), [glow, saucer]), beam_layer


def build(written: Written) -> None:
    """Every bitmap of Land the Mothership, under ``mothership/``, and its launcher tile."""
    save(cover_mothership(), "games/mothership.png", written)
    for name, kind, seed in (("hex_sand", "sand", "floor:sand"),
                             ("hex_sand_alt", "alt", "floor:alt"),
                             ("hex_edge", "edge", "floor:edge")):
        save(hex_floor(kind, seed), f"mothership/{name}.png", written)
    save(hex_outline(GOLD, 3.6, 3.0), "mothership/hex_highlight.png", written)
    save(hex_outline(rgb("#2FB3B0"), 4.6, 3.5, rgb("#D8FFF8")), "mothership/hex_select.png",
         written)
    save(hex_outline(rgb("#E0562A"), 3.4, 3.0), "mothership/hex_danger.png", written)
    save(hex_outline(MS_TRAIL, 3.0, 2.5, rgb("#B9C8E8")), "mothership/hex_trail.png", written)
    # One look for every dune, as on the physical board: a dune's art must never change as
    # it moves, and a look tied to the hex would change under a pushed dune.
    save(dune_tile(MS_DUNE_LOOK), "mothership/dune.png", written)
    for name in (*MS_AGENTS, "unknown"):
        save(agent_token(name), f"mothership/agent_{name}.png", written)
    save(mothership_saucer(), "mothership/mothership.png", written)
    save(tractor_beam(), "mothership/beam.png", written)
    save(holding_slot(), "mothership/holding_slot.png", written)
    save(letter_badge(), "mothership/holding_letter_bg.png", written)
    save(holding_dune(), "mothership/holding_dune.png", written)
    save(board_island(), "mothership/board_frame.png", written)
    for name in MS_ICON_NAMES:
        save(ms_icon(name), f"mothership/icons/{name}.png", written)


SECTION = "## Land the Mothership"
FOLDER = "mothership/"


def notes() -> list[str]:
    """The Land the Mothership section of ART.md: geometry the renderer must respect."""
    r = MS_HEX_RADIUS
    tw, th = MS_HEX_SIZE
    dx, dy = MS_DUNE_BASE
    hx, hy, hr = MS_SLOT_HEX
    return [
        "Files under `mothership/` are drawn by `scripts/art/mothership.py` (with "
        "`mothership_hexes.py` and `mothership_pieces.py`), as is the game's launcher tile "
        "`games/mothership.png`. The desert is flat-topped hexes in "
        "\"odd-q\" columns. The art is drawn "
        f"for a hex radius (centre to corner) of R = {r} px: a cell is 2R = {2 * r} px wide "
        f"and sqrt(3)R = {SQRT3 * r:.2f} px tall, columns are 1.5R = {1.5 * r:g} px apart, rows "
        f"sqrt(3)R = {SQRT3 * r:.2f} px apart and odd columns sit sqrt(3)R/2 = "
        f"{SQRT3 * r / 2:.2f} px lower. For another radius R', scale every image by "
        f"s = R'/{r} (smoothscale) and every offset below by s.",
        "",
        f"- Hex tiles (`hex_*.png`, {tw}x{th}): the hex is centred at ({tw // 2}, {th // 2}) "
        f"and touches the left and right borders; blit at (cx - {tw // 2}s, cy - {th // 2}s) "
        f"for a cell centred at (cx, cy). The extra {th - SQRT3 * r:.2f} px of height is "
        "transparent slack, so neighbouring tiles overlap by well under a pixel. `hex_edge` is "
        "for edge cells (never landing sites); mix `hex_sand` and `hex_sand_alt` by cell "
        "position.",
        f"- Dune (`dune.png`, {MS_DUNE_SIZE[0]}x{MS_DUNE_SIZE[1]}): the hex footprint is "
        f"the {tw}x{th} tile placed at offset ({dx}, {dy}) inside the image, so the footprint "
        f"centre is ({tw // 2 + dx}, {th // 2 + dy}); blit at (cx - {tw // 2 + dx}s, "
        f"cy - {th // 2 + dy}s). The crest rises into the top {dy} px, which overlaps the cell "
        "behind, so draw dunes in order of increasing cell-centre y (row by row, and within a "
        "row even columns before odd ones), after all floor tiles. The dune body is inset about "
        "4.5 px from the hex edge so the cell rim (and an edge cell's red tint) still shows; "
        "its soft shadow falls about 6 px to the lower right. Every dune shares this one look "
        f"(the {MS_DUNE_LOOK}), as the tiles of the physical game do: a look chosen by cell "
        "would change under a pushed dune and mislead the memory the game tests.",
        "- Overlays (`hex_highlight` gold = legal target, `hex_select` teal = selected "
        "dune's cell, `hex_danger` red-orange, `hex_trail` indigo = the previous turn's "
        "moves): outline-only, same size and anchor as the "
        "floor tiles; draw them after the dunes so they stay visible.",
        f"- Agents (`agent_*.png`, {MS_AGENT_SIZE}x{MS_AGENT_SIZE}, centred): green = round "
        "head with two antennae, violet = triangle with three eyes, cyan = square robot with "
        "one eye, orange = kite with tentacles, `agent_unknown` = hooded \"?\". They keep "
        "their shapes when smoothscaled to 32 px.",
        f"- Saucer (`mothership.png`, {MS_SAUCER_SIZE[0]}x{MS_SAUCER_SIZE[1]}) and beam "
        f"(`beam.png`, {MS_BEAM_SIZE[0]}x{MS_BEAM_SIZE[1]}): put the top centre of the beam "
        f"under the saucer's emitter at saucer pixel {list(MS_BEAM_ANCHOR)}, i.e. blit the "
        f"beam at (saucer_x + {MS_BEAM_ANCHOR[0] - MS_BEAM_SIZE[0] // 2}, "
        f"saucer_y + {MS_BEAM_ANCHOR[1]}) before the saucer. The beam fades to nothing at its "
        "bottom; stretch it vertically to reach the landing cell.",
        f"- Holding area: `holding_slot.png` ({MS_SLOT_SIZE}x{MS_SLOT_SIZE}) has a hex hollow "
        f"centred at ({hx:g}, {hy:g}) with radius {hr:g}; `holding_dune.png` is the same slot "
        "with a dune in it (draw it instead of the slot). `holding_letter_bg.png` "
        f"({MS_BADGE_SIZE}x{MS_BADGE_SIZE}) is a plain bone disc for the letter A..T (dark "
        f"ink text centred on ({MS_BADGE_SIZE // 2}, {MS_BADGE_SIZE // 2 - 1})); it looks "
        "best overlapping the slot's top-left corner by about 6 px.",
        f"- `board_frame.png` ({MS_FRAME_SIZE[0]}x{MS_FRAME_SIZE[1]}): a soft island of "
        f"darker sand, about {MS_FRAME_SIZE[0] - 120}x{MS_FRAME_SIZE[1] - 68} and centred, "
        "made for an 11x11 board at R = 32 (about 544x640); scale it uniformly with the board "
        "and centre it on the board's bounding box.",
        "- `icons/*.png` (48x48): action icons in the `ui/icons` style.",
    ]
