"""The Ouroboros: the 128x128 ruin tiles seen from above, and the back of a tile card."""

from __future__ import annotations

import random

import pygame

from .geometry import Frame, polar
from .gradients import linear_gradient, radial_glow
from .materials import stone_texture
from .noise import grain
from .ouroboros_motifs import (
    FLOOR,
    SOOT,
    WALL,
    eye_of_horus,
    floor_slabs,
    lantern_light,
    serpent,
)
from .palette import DEEP_CLAY, GOLD, WHITE, darken, lighten, mix, rgb
from .pen import Pen, rrect_mask, shape_mask
from .surfaces import apply_mask, blur, shadow, stack, tint

TILE = 128


def edge_frame(size: int = TILE) -> pygame.Surface:
    """The thin dark edge that makes neighbouring tiles read as separate cards."""
    pen = Pen(size, size)
    pen.rrect((*SOOT, 235), (0, 0, size, size), 3, 1.6)
    pen.rrect((*lighten(FLOOR.light, 0.2), 60), (1.6, 1.6, size - 3.2, size - 3.2), 2, 0.8)
    return pen.result()


def finish(art: pygame.Surface, size: int = TILE) -> pygame.Surface:
    """Cut the tile's slightly rounded square and lay the dark edge over it."""
    return stack((size, size), [apply_mask(art, rrect_mask(size, size, (0, 0, size, size), 3)),
                                edge_frame(size)])


def tile_empty() -> pygame.Surface:
    return finish(floor_slabs(TILE, "ouro-floor"))


def wall_block(seed: str) -> pygame.Surface:
    """A raised block of coursed masonry: lit top face, dark south face, cast shadow."""
    n = TILE
    top_rect = (5, 4, n - 14, n - 30)
    face_rect = (5, n - 30, n - 14, 16)
    art = pygame.Surface((n, n), pygame.SRCALPHA)
    top_mask = rrect_mask(n, n, top_rect, 3)
    face_mask = rrect_mask(n, n, face_rect, 2)
    top = stone_texture(n, n, WALL, seed, mottle=9, strata=6)
    face = stone_texture(n, n, WALL, seed + ":face", mottle=6, strata=4)
    face.fill((150, 122, 104), special_flags=pygame.BLEND_RGB_MULT)
    joints = Pen(n, n)
    hi = Pen(n, n)
    dark = (*darken(WALL.dark, 0.45), 230)
    rows = 5
    y0, h = top_rect[1], top_rect[3] / rows
    rng = random.Random(seed + ":bricks")
    for r in range(rows):
        y = y0 + r * h
        if r:
            joints.line(dark, (top_rect[0], y), (top_rect[0] + top_rect[2], y), 1.6)
            hi.line((*lighten(WALL.light, 0.35), 110), (top_rect[0], y + 1.3),
                    (top_rect[0] + top_rect[2], y + 1.3), 0.9)
        x = top_rect[0] + (14 if r % 2 else 0) + rng.uniform(16, 26)
        while x < top_rect[0] + top_rect[2] - 6:
            joints.line(dark, (x, y + 1), (x, y + h - 1), 1.6)
            hi.line((*lighten(WALL.light, 0.35), 90), (x + 1.3, y + 1.5), (x + 1.3, y + h - 1.5),
                    0.8)
            x += rng.uniform(26, 36)
    for x in (24, 58, 90):
        joints.line((*darken(WALL.dark, 0.6), 220), (x, face_rect[1] + 1),
                    (x, face_rect[1] + face_rect[3] - 1), 1.4)
    joints.line((*darken(WALL.dark, 0.6), 220), (face_rect[0], face_rect[1] + 8),
                (face_rect[0] + face_rect[2], face_rect[1] + 8), 1.2)
    rim = Pen(n, n)
    rim.rrect((*lighten(WALL.light, 0.5), 200), top_rect, 3, 1.3)
    rim.line((*SOOT, 255), (top_rect[0] + 2, face_rect[1]), (top_rect[0] + top_rect[2] - 2,
                                                             face_rect[1]), 1.4)
    side = Pen(n, n)
    right = top_rect[0] + top_rect[2]
    side.polygon((*darken(WALL.dark, 0.3), 255), [(right - 1, 6), (right + 4, 11),
                                                   (right + 4, 118), (right - 1, 114)])
    block_mask = rrect_mask(n, n, (5, 4, n - 10, n - 10), 3)
    art = stack((n, n), [
        shadow(block_mask, (6, 7), 3, 235, SOOT),
        side.result(),
        apply_mask(face, face_mask),
        apply_mask(top, top_mask),
        hi.result(), joints.result(), rim.result(),
    ])
    lantern_light(art, reach=0.9, dim=rgb("#8A6048"))
    return art


def tile_wall() -> pygame.Surface:
    n = TILE
    floor = floor_slabs(n, "ouro-wall-floor")
    floor.fill((120, 104, 92), special_flags=pygame.BLEND_RGB_MULT)
    return finish(stack((n, n), [floor, wall_block("ouro-wall")]))


def eye_inlay(dim: bool) -> pygame.Surface:
    """The Eye of Horus set into the floor: gold with a carved rim, or dulled and cracked."""
    n = TILE
    f = Frame(n / 2 - 2, n / 2 + 2, n * 0.4)
    pen = Pen(n, n)
    gold = mix(GOLD, FLOOR.dark, 0.55) if dim else GOLD
    eye_of_horus(pen, f, gold, iris=rgb("#1F4E63") if not dim else SOOT, open_eye=not dim)
    pen.outline(1.1, darken(FLOOR.dark, 0.45 if not dim else 0.2))
    eye = pen.result()
    layers = [
        (blur(tint(eye, darken(FLOOR.dark, 0.5), 200), 1.2), (-1, -1)),
        (blur(tint(eye, lighten(FLOOR.light, 0.5), 150), 1.0), (1, 1)),
    ]
    if not dim:
        layers.insert(0, radial_glow(n, n, (n / 2, n / 2), n * 0.55, rgb("#FFD27A"), 0.55, 1.6))
        shine = eye.copy()
        grain(shine, "ouro-eye-gold", amp=10, mottle=10, cell=10)
        layers += [shine]
        spark = Pen(n, n)
        for p, r in (((44, 38), 2.2), ((86, 44), 1.6), ((72, 30), 1.4)):
            spark.polygon((*lighten(GOLD, 0.8), 230), [polar(p, r * (2.6 if k % 2 == 0 else 0.6),
                                                             k * 45) for k in range(8)])
        layers.append(spark.result())
    else:
        dull = eye.copy()
        grain(dull, "ouro-eye-dull", amp=12, mottle=14, cell=8)
        layers.append(dull)
        crack = Pen(n, n)
        rng = random.Random("ouro-eye-crack")
        for start, heading in (((30, 12), 62), ((118, 70), 198), ((50, 118), -70)):
            pts = [start]
            a = heading
            for _ in range(7):
                a += rng.uniform(-28, 28)
                pts.append(polar(pts[-1], rng.uniform(7, 11), a))
            crack.polyline((*SOOT, 240), pts, 1.8)
            crack.polyline((*lighten(FLOOR.light, 0.3), 90), [(x + 1, y + 1) for x, y in pts],
                           0.7)
        layers.append(crack.result())
    return stack((n, n), layers)


def tile_eye() -> pygame.Surface:
    return finish(stack((TILE, TILE), [floor_slabs(TILE, "ouro-eye-floor"), eye_inlay(False)]))


def tile_searched_eye() -> pygame.Surface:
    floor = floor_slabs(TILE, "ouro-eye-floor")
    floor.fill((215, 205, 195), special_flags=pygame.BLEND_RGB_MULT)
    return finish(stack((TILE, TILE), [floor, eye_inlay(True)]))


def rubble_block(pen: Pen, c: tuple[float, float], size: float, angle: float,
                 rng: random.Random) -> None:
    """One broken block: an irregular lit top and a dark side."""
    pts = [polar(c, size * rng.uniform(0.7, 1.1), angle + k * 360 / 6 + rng.uniform(-14, 14))
           for k in range(6)]
    side = [(x + size * 0.22, y + size * 0.32) for x, y in pts]
    pen.polygon((*darken(WALL.dark, 0.35), 255), side)
    pen.polygon((*darken(WALL.base, 0.2), 255), [pts[0], pts[1], side[1], side[0]])
    top = mix(WALL.base, WALL.light, rng.uniform(0.05, 0.4))
    pen.polygon((*top, 255), pts)
    pen.polyline((*lighten(WALL.light, 0.4), 200), pts[3:6], max(0.8, size * 0.09))
    if size > 9:
        pen.line((*darken(WALL.dark, 0.4), 220), pts[0], (c[0] + size * 0.1, c[1]), 1.2)


def tile_rubble() -> pygame.Surface:
    n = TILE
    floor = floor_slabs(n, "ouro-rubble-floor")
    rng = random.Random("ouro-rubble")
    dust = Pen(n, n)
    for _ in range(120):
        x, y = rng.uniform(6, n - 6), rng.uniform(6, n - 6)
        dust.circle((*mix(WALL.base, WALL.dark, rng.random()), rng.randrange(120, 230)),
                    (x, y), rng.uniform(0.6, 1.8))
    pen = Pen(n, n)
    blocks = [((30, 28), 15, 10), ((92, 24), 11, 40), ((64, 62), 8, 70), ((24, 84), 12, 20),
              ((98, 88), 16, -12), ((58, 104), 10, 55), ((76, 40), 6, 0), ((40, 58), 6, 30),
              ((112, 60), 7, 10), ((16, 116), 6, 50), ((86, 116), 7, 20)]
    for c, size, angle in blocks:
        rubble_block(pen, c, size, angle, rng)
    rocks = pen.result()
    grain(rocks, "ouro-rubble-grain", amp=6, mottle=8, cell=6)
    mask = shape_mask(n, n, lambda p: [p.circle(WHITE, c, s * 1.1) for c, s, _ in blocks])
    art = stack((n, n), [floor, dust.result(), shadow(mask, (3, 4), 2.5, 170, SOOT), rocks])
    lantern_light(art, reach=1.2, dim=rgb("#B89070"))
    return finish(art)


def tile_dark() -> pygame.Surface:
    """Unexplored: near-black stone barely visible, a faint dashed rim; about 88 % opaque."""
    n = TILE
    tex = stone_texture(n, n, FLOOR, "ouro-dark", mottle=14, strata=6)
    tex.fill((44, 36, 32), special_flags=pygame.BLEND_RGB_MULT)
    lantern_light(tex, reach=0.6, dim=rgb("#5A4A44"))
    art = pygame.Surface((n, n), pygame.SRCALPHA)
    art.blit(tex, (0, 0))
    art.fill((255, 255, 255, 225), special_flags=pygame.BLEND_RGBA_MULT)
    pen = Pen(n, n)
    pen.rrect((*SOOT, 230), (0, 0, n, n), 3, 1.6)
    dash = (*mix(FLOOR.base, SOOT, 0.55), 160)
    for k in range(8):
        t0, t1 = 8 + k * 14.5, 8 + k * 14.5 + 7
        pen.line(dash, (t0, 6), (t1, 6), 1.2)
        pen.line(dash, (t0, n - 6), (t1, n - 6), 1.2)
        pen.line(dash, (6, t0), (6, t1), 1.2)
        pen.line(dash, (n - 6, t0), (n - 6, t1), 1.2)
    return stack((n, n), [apply_mask(art, rrect_mask(n, n, (0, 0, n, n), 3)), pen.result()])


def tile_back() -> pygame.Surface:
    """Deep clay with a gold frame and a small serpent ring: the tile deck."""
    n = TILE
    base = linear_gradient(n, n, (1, 1.2), [(0, lighten(DEEP_CLAY, 0.12)),
                                            (1, darken(DEEP_CLAY, 0.35))])
    grain(base, "ouro-tile-back", amp=5, mottle=8, cell=12)
    pen = Pen(n, n)
    g = (*GOLD, 255)
    pen.rrect(g, (7, 7, n - 14, n - 14), 4, 1.8)
    pen.rrect((*darken(GOLD, 0.3), 255), (11, 11, n - 22, n - 22), 3, 0.9)
    for cx, cy in ((11, 11), (n - 11, 11), (11, n - 11), (n - 11, n - 11)):
        pen.polygon(g, [(cx, cy - 5), (cx + 5, cy), (cx, cy + 5), (cx - 5, cy)])
    for k in range(24):
        a = k * 15
        pen.line((*darken(GOLD, 0.15), 255), polar((n / 2, n / 2), 40, a),
                 polar((n / 2, n / 2), 44 if k % 2 else 47, a), 1.2)
    deco = pen.result()
    ring = Pen(n, n)
    serpent(ring, (n / 2, n / 2), 28, -62, 262, 10, head=True, tail=True)
    snake = ring.result()
    return finish(stack((n, n), [base, shadow(deco, (0, 1), 1, 140), deco,
                                 shadow(snake, (1.5, 2.5), 2, 160), snake]))


TILES = {
    "tile_empty": tile_empty, "tile_wall": tile_wall, "tile_eye": tile_eye,
    "tile_rubble": tile_rubble, "tile_searched_eye": tile_searched_eye,
    "tile_dark": tile_dark, "tile_back": tile_back,
}
"""File stem -> drawer, in the order ART.md describes them."""

