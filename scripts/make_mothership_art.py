"""Draw the art of Land the Mothership into assets/mothership/ (deterministic PNGs).

Run `python scripts/make_mothership_art.py`. Same manner and palette as
scripts/make_assets.py: shapes drawn at 4x and smoothscaled down, light from the top
left, soft shadows, seeded grain. Agents differ by silhouette as well as colour.
"""

from __future__ import annotations

import math
import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

OUT = Path(__file__).resolve().parent.parent / "assets" / "mothership"
SS = 4
SAND = (232, 194, 122)
LIGHT_SAND = (243, 222, 176)
DUNE_SHADOW = (201, 154, 82)
TERRACOTTA = (181, 86, 46)
DEEP_CLAY = (122, 59, 34)
INK = (43, 29, 20)
BONE = (247, 238, 220)
GOLD = (227, 167, 47)
TEAL = (47, 140, 140)
DANGER = (214, 84, 52)
AGENTS = {"green": (92, 170, 74), "violet": (132, 84, 176), "orange": (226, 128, 44),
          "cyan": (52, 170, 196), "unknown": (150, 136, 120)}


def canvas(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)


def finish(big: pygame.Surface, name: str) -> None:
    w, h = big.get_width() // SS, big.get_height() // SS
    small = pygame.transform.smoothscale(big, (w, h))
    OUT.joinpath(name).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(small, str(OUT / name))


def hex_points(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    return [(cx + size * math.cos(math.radians(60 * i)), cy + size * math.sin(math.radians(60 * i)))
            for i in range(6)]


def mix(a, b, t: float):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=False))


def grain(surface: pygame.Surface, seed: int, strength: int = 10) -> None:
    rng = random.Random(seed)
    w, h = surface.get_size()
    for _ in range(w * h // 60):
        x, y = rng.randrange(w), rng.randrange(h)
        colour = surface.get_at((x, y))
        if colour.a == 0:
            continue
        d = rng.randint(-strength, strength)
        surface.set_at((x, y), (max(0, min(255, colour.r + d)), max(0, min(255, colour.g + d)),
                                max(0, min(255, colour.b + d)), colour.a))


def hex_tile(name: str, base, rim, seed: int) -> None:
    big = canvas(96, 84)
    cx, cy, size = 48 * SS, 42 * SS, 47.5 * SS
    pygame.draw.polygon(big, rim, hex_points(cx, cy, size))
    for i in range(24):
        t = i / 23
        pygame.draw.polygon(big, mix(mix(base, LIGHT_SAND, 0.35), base, t),
                            hex_points(cx - 6 * SS * (1 - t), cy - 6 * SS * (1 - t),
                                       size - 3 * SS - t * 2 * SS))
    rng = random.Random(seed)
    for _ in range(5):  # wind ripples
        y = cy + rng.uniform(-28, 28) * SS
        x = cx + rng.uniform(-22, 10) * SS
        pygame.draw.arc(big, mix(base, DUNE_SHADOW, 0.45), (x, y, 30 * SS, 8 * SS), 0.3, 2.8,
                        SS)
    grain(big, seed, 8)
    finish(big, name)


def outline_hex(name: str, colour, width: float, glow: bool) -> None:
    big = canvas(96, 84)
    cx, cy, size = 48 * SS, 42 * SS, 44 * SS
    if glow:
        for i in range(6, 0, -1):
            layer = canvas(96, 84)
            pygame.draw.polygon(layer, (*colour, 26), hex_points(cx, cy, size - i * 2 * SS),
                                round((width + i * 2) * SS))
            big.blit(layer, (0, 0))
    pygame.draw.polygon(big, (*colour, 255), hex_points(cx, cy, size), round(width * SS))
    finish(big, name)


DUNE_BUMPS = {
    0: [(6, 40, 26, 11)],
    1: [(-14, 30, 17, 9), (13, 38, 16, 10)],
    2: [(0, 26, 30, 22)],
    3: [(3, 46, 21, 9)],
}
"""Per variant: crests as (x, height, windward width, lee width), in 96-pixel units."""


def _dune_height(x: float, bumps) -> tuple[float, bool]:
    """Height of the dune surface above the base at `x`, and whether `x` faces the wind."""
    best, windward = 0.0, True
    for cx, height, left, right in bumps:
        width = left if x < cx else right
        value = height * math.exp(-((x - cx) / width) ** 2)
        if value > best:
            best, windward = value, x < cx
    return best, windward


def dune(name: str, variant: int, width: int = 96, height: int = 96) -> None:
    """A smooth dune sitting on a hex: lit windward slope, shaded lee, wind ripples."""
    big = canvas(width, height)
    s = width / 96 * SS
    base_y = (height - 30 * width / 96) * SS
    cx = width / 2 * SS
    bumps = DUNE_BUMPS[variant]
    shadow = canvas(width, height)
    pygame.draw.ellipse(shadow, (60, 36, 16, 110), (cx - 40 * s, base_y - 6 * s, 88 * s, 26 * s))
    big.blit(pygame.transform.gaussian_blur(shadow, 5 * SS), (0, 0))
    top = max(h for h, _ in (_dune_height(x, bumps) for x in range(-46, 47)))
    for px in range(round(-46 * s), round(46 * s)):
        x = px / s
        edge = math.sqrt(max(0.0, 1 - (x / 46) ** 2))
        rise, windward = _dune_height(x, bumps)
        rise = rise * edge ** 0.6 + 6 * edge
        bottom = base_y + 13 * s * edge
        surface_y = base_y - rise * s
        if bottom <= surface_y:
            continue
        lift = rise / (top + 6)
        if windward:
            upper = mix(SAND, LIGHT_SAND, 0.35 + 0.55 * lift)
            lower = mix(SAND, DUNE_SHADOW, 0.35)
        else:
            upper = mix(DUNE_SHADOW, SAND, 0.25)
            lower = mix(DUNE_SHADOW, DEEP_CLAY, 0.2)
        span = bottom - surface_y
        steps = max(2, round(span / SS))
        for i in range(steps):
            t = i / (steps - 1)
            y0 = surface_y + span * i / steps
            pygame.draw.line(big, mix(upper, lower, t ** 1.5), (cx + px, y0),
                             (cx + px, y0 + span / steps + 1))
    rng = random.Random(variant + 40)
    for _ in range(7):  # wind ripples on the windward slope
        x = rng.uniform(-38, -2)
        rise, windward = _dune_height(x, bumps)
        if not windward or rise < 8:
            continue
        y = base_y - rise * s * rng.uniform(0.2, 0.7)
        pygame.draw.arc(big, (*mix(SAND, DUNE_SHADOW, 0.5), 170),
                        (cx + x * s, y, 18 * s, 6 * s), 0.5, 2.6, max(1, SS))
    crest = []
    for px in range(round(-44 * s), round(44 * s), SS):
        x = px / s
        rise, windward = _dune_height(x, bumps)
        edge = math.sqrt(max(0.0, 1 - (x / 46) ** 2))
        if windward and rise > 6:
            crest.append((cx + px, base_y - (rise * edge ** 0.6 + 6 * edge) * s))
    if len(crest) > 1:
        pygame.draw.lines(big, (*mix(LIGHT_SAND, BONE, 0.7), 230), False, crest, round(1.2 * SS))
    grain(big, 90 + variant, 6)
    finish(big, name)


def agent(name: str, colour, shape: str) -> None:
    big = canvas(64, 64)
    c = 32 * SS
    dark = mix(colour, INK, 0.55)
    light = mix(colour, BONE, 0.45)

    def body(points_or_circle, fill) -> None:
        if isinstance(points_or_circle, tuple):
            pygame.draw.circle(big, fill, points_or_circle[0], points_or_circle[1])
        else:
            pygame.draw.polygon(big, fill, points_or_circle)

    pygame.draw.circle(big, (43, 29, 20, 90), (c + 2 * SS, c + 4 * SS), 25 * SS)
    if shape == "round":
        for x in (-10, 10):  # antennae
            pygame.draw.line(big, INK, (c + x * SS, c - 14 * SS), (c + x * 1.6 * SS, c - 28 * SS),
                             3 * SS)
            pygame.draw.circle(big, light, (c + x * 1.6 * SS, c - 28 * SS), 4 * SS)
            pygame.draw.circle(big, INK, (c + x * 1.6 * SS, c - 28 * SS), 4 * SS, SS)
        shape_pts: object = ((c, c + 2 * SS), 20 * SS)
    elif shape == "triangle":
        shape_pts = [(c, c - 26 * SS), (c + 25 * SS, c + 20 * SS), (c - 25 * SS, c + 20 * SS)]
    elif shape == "square":
        shape_pts = [(c - 20 * SS, c - 18 * SS), (c + 20 * SS, c - 18 * SS),
                     (c + 20 * SS, c + 20 * SS), (c - 20 * SS, c + 20 * SS)]
        pygame.draw.line(big, INK, (c, c - 18 * SS), (c, c - 28 * SS), 3 * SS)
        pygame.draw.circle(big, GOLD, (c, c - 28 * SS), 4 * SS)
    elif shape == "diamond":
        shape_pts = [(c, c - 27 * SS), (c + 24 * SS, c), (c, c + 27 * SS), (c - 24 * SS, c)]
        for i in range(5):  # tentacle fringe
            x = c + (i - 2) * 8 * SS
            pygame.draw.line(big, dark, (x, c + 10 * SS), (x + (i - 2) * 2 * SS, c + 29 * SS),
                             3 * SS)
    else:
        shape_pts = ((c, c), 22 * SS)
    outline = (shape_pts[0], shape_pts[1] + 3 * SS) if isinstance(shape_pts, tuple) else [
        (c + (x - c) * 1.14, c + (y - c) * 1.14) for x, y in shape_pts]
    body(outline, INK)
    body(shape_pts, colour)
    highlight = (shape_pts[0], shape_pts[1] * 0.55) if isinstance(shape_pts, tuple) else [
        (c + (x - c) * 0.55 - 4 * SS, c + (y - c) * 0.55 - 5 * SS) for x, y in shape_pts]
    layer = canvas(64, 64)
    body(highlight, (*light, 110))
    big.blit(layer, (0, 0))
    eyes = {"round": [(-8, 0), (8, 0)], "triangle": [(-9, 6), (9, 6), (0, -6)],
            "square": [(0, 0)], "diamond": [(-7, -4), (7, -4)], "unknown": []}[
        "unknown" if shape == "unknown" else shape]
    for ex, ey in eyes:
        radius = 9 if shape == "square" else 5
        pygame.draw.circle(big, BONE, (c + ex * SS, c + ey * SS), radius * SS)
        pygame.draw.circle(big, INK, (c + ex * SS + SS, c + ey * SS + SS), radius * SS // 2)
    if shape == "unknown":
        font = pygame.font.Font(None, 40 * SS)
        mark = font.render("?", True, BONE)
        big.blit(mark, mark.get_rect(center=(c, c + 2 * SS)))
    finish(big, name)


def mothership() -> None:
    big = canvas(320, 160)
    cx, cy = 160 * SS, 92 * SS
    pygame.draw.ellipse(big, (43, 29, 20, 70), (cx - 150 * SS, cy + 22 * SS, 300 * SS, 30 * SS))
    for i in range(20):  # hull with a metallic gradient
        t = i / 19
        colour = mix((98, 104, 118), (226, 222, 210), 1 - abs(t - 0.35) * 1.4)
        pygame.draw.ellipse(big, colour, (cx - (150 - i * 2) * SS, cy - (26 - i) * SS,
                                          (300 - i * 4) * SS, (56 - i * 1.4) * SS))
    pygame.draw.ellipse(big, INK, (cx - 150 * SS, cy - 26 * SS, 300 * SS, 56 * SS), 2 * SS)
    for i in range(16):  # dome
        t = i / 15
        pygame.draw.ellipse(big, mix((80, 150, 160), (200, 240, 236), t),
                            (cx - (62 - i * 2) * SS, cy - (72 - i * 2) * SS,
                             (124 - i * 4) * SS, (90 - i * 3) * SS))
    pygame.draw.ellipse(big, INK, (cx - 62 * SS, cy - 72 * SS, 124 * SS, 90 * SS), 2 * SS)
    pygame.draw.rect(big, (0, 0, 0, 0), (0, cy - 6 * SS, 320 * SS, 0))
    for i in range(9):  # lights
        x = cx + (i - 4) * 30 * SS
        y = cy + 14 * SS - abs(i - 4) * 3 * SS
        pygame.draw.circle(big, (255, 230, 140), (x, y), 7 * SS)
        pygame.draw.circle(big, GOLD, (x, y), 7 * SS, 2 * SS)
    finish(big, "mothership.png")


def beam() -> None:
    big = canvas(160, 400)
    for y in range(0, 400 * SS, SS):
        t = y / (400 * SS)
        half = (30 + 50 * t) * SS
        alpha = round(150 * (1 - t) ** 0.7)
        pygame.draw.line(big, (255, 240, 170, alpha), (80 * SS - half, y), (80 * SS + half, y))
    finish(big, "beam.png")


def holding_slot() -> None:
    big = canvas(64, 64)
    pygame.draw.rect(big, (43, 29, 20, 60), (5 * SS, 7 * SS, 56 * SS, 56 * SS),
                     border_radius=12 * SS)
    pygame.draw.rect(big, (176, 132, 84), (3 * SS, 3 * SS, 56 * SS, 56 * SS),
                     border_radius=12 * SS)
    pygame.draw.rect(big, (150, 108, 66), (8 * SS, 8 * SS, 46 * SS, 46 * SS),
                     border_radius=9 * SS)
    pygame.draw.rect(big, (128, 90, 54), (8 * SS, 8 * SS, 46 * SS, 46 * SS), 2 * SS,
                     border_radius=9 * SS)
    grain(big, 7, 8)
    finish(big, "holding_slot.png")
    badge = canvas(28, 28)
    pygame.draw.circle(badge, INK, (14 * SS, 14 * SS), 13 * SS)
    pygame.draw.circle(badge, mix(GOLD, BONE, 0.4), (14 * SS, 14 * SS), 11 * SS)
    finish(badge, "holding_letter_bg.png")


def holding_dune() -> None:
    dune("holding_dune.png", 2, 64, 64)


def board_frame() -> None:
    big = pygame.Surface((250 * SS // 2, 190 * SS // 2), pygame.SRCALPHA)
    w, h = big.get_size()
    for i in range(30):
        t = i / 29
        pygame.draw.ellipse(big, (150, 100, 50, round(6 + 6 * t)),
                            (w * 0.04 + t * w * 0.08, h * 0.04 + t * h * 0.08,
                             w * (0.92 - 0.16 * t), h * (0.92 - 0.16 * t)))
    big = pygame.transform.smoothscale(big, (1000, 760))
    OUT.mkdir(parents=True, exist_ok=True)
    pygame.image.save(big, str(OUT / "board_frame.png"))


def icon(name: str, draw) -> None:
    big = canvas(48, 48)
    glyph = canvas(48, 48)
    draw(glyph)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-2, -2), (2, 2), (-2, 2), (2, -2)):
        mask = pygame.mask.from_surface(glyph)
        outline = mask.to_surface(setcolor=(*INK, 255), unsetcolor=(0, 0, 0, 0))
        big.blit(outline, (dx * SS // 1.5, dy * SS // 1.5))
    big.blit(glyph, (0, 0))
    finish(big, f"icons/{name}.png")


def _mound(g: pygame.Surface, cx: float, cy: float, w: float) -> None:
    pygame.draw.ellipse(g, BONE, (cx - w / 2, cy - w * 0.35, w, w * 0.7))
    pygame.draw.rect(g, (0, 0, 0, 0), (cx - w, cy + 1, 2 * w, w))


def _arrow(g: pygame.Surface, start, end, width: float = 4) -> None:
    pygame.draw.line(g, BONE, start, end, round(width * SS))
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    head = 9 * SS
    pts = [end, (end[0] - head * math.cos(angle - 0.5), end[1] - head * math.sin(angle - 0.5)),
           (end[0] - head * math.cos(angle + 0.5), end[1] - head * math.sin(angle + 0.5))]
    pygame.draw.polygon(g, BONE, pts)


def icons() -> None:
    s = SS
    icon("push", lambda g: (_mound(g, 18 * s, 34 * s, 26 * s), _arrow(g, (26 * s, 22 * s),
                                                                      (42 * s, 22 * s))))
    icon("pull", lambda g: (_mound(g, 24 * s, 40 * s, 30 * s), _arrow(g, (24 * s, 30 * s),
                                                                      (24 * s, 6 * s))))
    icon("place", lambda g: (_arrow(g, (24 * s, 4 * s), (24 * s, 24 * s)),
                             pygame.draw.rect(g, BONE, (8 * s, 30 * s, 32 * s, 12 * s), 3 * s,
                                              border_radius=3 * s)))
    icon("land", lambda g: (pygame.draw.ellipse(g, BONE, (4 * s, 16 * s, 40 * s, 14 * s)),
                            pygame.draw.ellipse(g, BONE, (15 * s, 8 * s, 18 * s, 14 * s)),
                            pygame.draw.polygon(g, (*BONE, 150), [(18 * s, 30 * s),
                                                                  (30 * s, 30 * s),
                                                                  (38 * s, 46 * s),
                                                                  (10 * s, 46 * s)])))
    icon("peek", lambda g: (pygame.draw.ellipse(g, BONE, (4 * s, 12 * s, 40 * s, 24 * s), 4 * s),
                            pygame.draw.circle(g, BONE, (24 * s, 24 * s), 7 * s)))

    def rotate(g: pygame.Surface, clockwise: bool) -> None:
        rect = (8 * s, 8 * s, 32 * s, 32 * s)
        pygame.draw.arc(g, BONE, rect, 0.6, 5.2, 4 * s)
        end = (24 * s + 16 * s * math.cos(0.6), 24 * s - 16 * s * math.sin(0.6))
        tip = (end[0] + (6 if clockwise else -2) * s, end[1] + (8 if clockwise else -8) * s)
        pygame.draw.polygon(g, BONE, [end, (end[0] + 8 * s, end[1] - 4 * s), tip])

    icon("rotate_right", lambda g: rotate(g, True))
    icon("rotate_left", lambda g: (rotate(g, True), None))
    flipped = pygame.image.load(str(OUT / "icons" / "rotate_left.png"))
    pygame.image.save(pygame.transform.flip(flipped, True, False),
                      str(OUT / "icons" / "rotate_left.png"))

    def zoom(g: pygame.Surface, plus: bool) -> None:
        pygame.draw.circle(g, BONE, (20 * s, 20 * s), 13 * s, 4 * s)
        pygame.draw.line(g, BONE, (29 * s, 29 * s), (42 * s, 42 * s), 6 * s)
        pygame.draw.line(g, BONE, (14 * s, 20 * s), (26 * s, 20 * s), 3 * s)
        if plus:
            pygame.draw.line(g, BONE, (20 * s, 14 * s), (20 * s, 26 * s), 3 * s)

    icon("zoom_in", lambda g: zoom(g, True))
    icon("zoom_out", lambda g: zoom(g, False))


def main() -> None:
    pygame.display.init()
    pygame.font.init()
    OUT.mkdir(parents=True, exist_ok=True)
    hex_tile("hex_sand.png", SAND, DUNE_SHADOW, 1)
    hex_tile("hex_sand_alt.png", mix(SAND, LIGHT_SAND, 0.3), DUNE_SHADOW, 2)
    hex_tile("hex_edge.png", mix(SAND, TERRACOTTA, 0.28), mix(DUNE_SHADOW, DEEP_CLAY, 0.3), 3)
    outline_hex("hex_highlight.png", GOLD, 3.5, True)
    outline_hex("hex_select.png", TEAL, 5, True)
    outline_hex("hex_danger.png", DANGER, 3.5, True)
    for variant in range(4):
        dune(f"dune_{variant}.png", variant)
    for name, shape in (("green", "round"), ("violet", "triangle"), ("cyan", "square"),
                        ("orange", "diamond"), ("unknown", "unknown")):
        agent(f"agent_{name}.png", AGENTS[name], shape)
    mothership()
    beam()
    holding_slot()
    holding_dune()
    board_frame()
    icons()
    print(f"art written to {OUT}")


if __name__ == "__main__":
    main()
