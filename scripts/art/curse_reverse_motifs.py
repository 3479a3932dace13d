"""Curse Reverse: the colours and the motifs every part of its art shares: the four gods'
symbols (and the fifth thief's star), swords and shields for the robbery dice, the sand timer
emblem, the trodden sandstone of the path and the carving of a mark into it."""

from __future__ import annotations

import math
import random

import pygame

from .geometry import Frame, arc_points, bezier, spline, star_points
from .materials import StoneTint, stone_texture
from .noise import grain
from .palette import BONE, GOLD, INK, Color, darken, lighten, mix, rgb
from .pen import Pen
from .surfaces import blur, stack, tint

GOD_COLORS: dict[str, Color] = {"red": rgb("#B5362E"), "blue": rgb("#2F6C9C"),
                                "green": rgb("#3F8C4A"), "yellow": rgb("#D9A21F")}
THIEF_COLORS: dict[str, Color] = {**GOD_COLORS, "violet": rgb("#7A4A9C")}
GODS = ("red", "blue", "green", "yellow")
THIEVES = ("red", "blue", "green", "yellow", "violet")
GOD_NAMES = {"red": "Ra", "blue": "Hapi", "green": "Osiris", "yellow": "Anubis"}
SYMBOLS = {"red": "sun disc with a uraeus", "blue": "three waves of the Nile",
           "green": "crook and flail", "yellow": "jackal head", "violet": "five-point star"}
PATH_STONE = StoneTint(rgb("#D2B48A"), rgb("#F1E2C2"), rgb("#8C6A48"))
"""The neutral sandstone of the path flagstones."""
LAPIS = rgb("#24427A")
WOOD = rgb("#7A4A2A")
SKIN = rgb("#B9855A")
OFFENCE = rgb("#A8322A")
DEFENCE = rgb("#2F5F93")


def solid(c: Color, a: int = 255) -> tuple[int, int, int, int]:
    return (*c, a)


# --- the gods' symbols ----------------------------------------------------------------------
def god_symbol(pen: Pen, f: Frame, god: str, fill: Color, detail: Color) -> None:
    """The symbol of ``god`` (or the violet thief's star) filling about -1..1 of ``f``: one
    silhouette each, so the symbols differ by shape and not only by colour."""
    {"red": sun_uraeus, "blue": waves, "green": crook_flail, "yellow": jackal,
     "violet": star}[god](pen, f, fill, detail)


def sun_uraeus(pen: Pen, f: Frame, fill: Color, detail: Color) -> None:
    """Ra: a sun disc with a cobra coiled under it, rearing up in profile at its front."""
    c = f.p(-0.14, -0.2)
    pen.circle(solid(fill), c, f.d(0.78))
    pen.ring(solid(lighten(fill, 0.3)), c, f.d(0.6), f.d(0.07))
    pen.circle(solid(lighten(fill, 0.4)), f.p(-0.38, -0.46), f.d(0.16))
    body = bezier(f.p(-0.86, 0.5), f.p(-0.2, 1.05), f.p(0.5, 0.72), 14)
    body += bezier(f.p(0.5, 0.72), f.p(0.78, 0.5), f.p(0.62, 0.1), 8)[1:]
    pen.ribbon(solid(detail), body, [f.d(0.1 + 0.12 * i / len(body)) for i in range(len(body))])
    hood = f.ps(spline([(0.62, 0.22), (0.48, -0.14), (0.5, -0.5), (0.68, -0.72), (0.86, -0.5),
                        (0.86, -0.1)], sharp=(0,)))
    pen.polygon(solid(detail), hood)
    pen.polygon(solid(detail), f.ps(spline([(0.6, -0.7), (0.78, -0.84), (1.0, -0.74),
                                            (0.98, -0.62), (0.74, -0.58)], sharp=(2, 3))))
    pen.circle(solid(fill), f.p(0.8, -0.72), f.d(0.05))
    pen.line(solid(fill), f.p(0.66, -0.4), f.p(0.68, 0.0), f.d(0.06))


def waves(pen: Pen, f: Frame, fill: Color, detail: Color) -> None:
    """Hapi: three stacked waves of the Nile."""
    for y in (-0.58, 0.0, 0.58):
        pts = [f.p(-0.92 + i * 0.046, y + 0.2 * math.sin(i * 0.046 * 3.4 * math.pi))
               for i in range(41)]
        pen.polyline(solid(fill), pts, f.d(0.26))
        pen.polyline(solid(lighten(fill, 0.35)), [(x - f.d(0.03), y2 - f.d(0.05))
                                                  for x, y2 in pts[4:-4]], f.d(0.06))
    del detail


def crook_flail(pen: Pen, f: Frame, fill: Color, detail: Color) -> None:
    """Osiris: the crook and the flail crossed."""
    w = f.d(0.2)
    # crook: staff from lower left to upper right, hook curling back over the top
    pen.line(solid(fill), f.p(-0.66, 0.98), f.p(0.36, -0.5), w)
    hook = arc_points(f.p(0.6, -0.52), f.d(0.26), f.d(0.3), 180, 360, 16)
    hook += [f.p(0.86, -0.32), f.p(0.78, -0.2)]
    pen.polyline(solid(fill), hook, w)
    for k in range(3):
        t = 0.2 + k * 0.22
        a = (-0.66 + (1.02) * t, 0.98 - 1.48 * t)
        pen.line(solid(detail), f.p(a[0] - 0.12, a[1] - 0.08), f.p(a[0] + 0.12, a[1] + 0.08),
                 f.d(0.07))
    # flail: staff from lower right to upper left, three tails hanging from its top
    pen.line(solid(fill), f.p(0.66, 0.98), f.p(-0.44, -0.6), w)
    pen.circle(solid(fill), f.p(-0.46, -0.64), f.d(0.14))
    for k, dx in enumerate((-0.36, -0.1, 0.14)):
        tail = [f.p(-0.48 + dx * 0.3, -0.64 + 0.0), f.p(-0.62 + dx, -0.3),
                f.p(-0.7 + dx * 1.2, 0.04 + k * 0.04)]
        pen.polyline(solid(fill), tail, f.d(0.12))
        pen.circle(solid(fill), tail[-1], f.d(0.1))
    del detail


def jackal(pen: Pen, f: Frame, fill: Color, detail: Color) -> None:
    """Anubis: a jackal's head in profile, tall pointed ear, long muzzle, facing right."""
    head = [f.p(x, y) for x, y in spline(
        [(-0.42, -1.02), (-0.16, -0.34), (0.3, -0.22), (0.98, 0.1), (0.94, 0.3), (0.36, 0.36),
         (0.02, 0.52), (-0.08, 1.0), (-0.7, 1.0), (-0.68, 0.3), (-0.6, -0.3)],
        sharp=(0, 3, 4, 7, 8))]
    pen.polygon(solid(fill), head)
    pen.polygon(solid(darken(fill, 0.35)), [f.p(-0.44, -0.82), f.p(-0.26, -0.36),
                                            f.p(-0.5, -0.3)])
    pen.polygon(solid(detail), [f.p(0.0, -0.08), f.p(0.2, -0.1), f.p(0.1, 0.0)])
    pen.line(solid(detail), f.p(0.5, 0.33), f.p(0.95, 0.2), f.d(0.05))
    pen.polygon(solid(detail), [f.p(-0.7, 0.62), f.p(-0.08, 0.62), f.p(-0.08, 0.72),
                                f.p(-0.7, 0.72)])


def star(pen: Pen, f: Frame, fill: Color, detail: Color) -> None:
    """The fifth thief: a five-point star."""
    pen.polygon(solid(fill), star_points(f.p(0, 0.06), f.d(1.02), f.d(0.44), 5, -90))
    pen.polygon(solid(lighten(fill, 0.3)), star_points(f.p(-0.06, 0.0), f.d(0.4), f.d(0.18),
                                                       5, -90))
    del detail


def symbol_layer(size: tuple[int, int], f: Frame, god: str, fill: Color = BONE,
                 detail: Color | None = None, edge: float = 1.2) -> pygame.Surface:
    """A god's symbol with an ink outline, on its own transparent layer."""
    pen = Pen(*size)
    god_symbol(pen, f, god, fill, detail or darken(THIEF_COLORS[god], 0.2))
    pen.shade(0.0, 0.12)
    if edge:
        pen.outline(edge, INK)
    return pen.result()


# --- dice faces, pips -----------------------------------------------------------------------
def sword(pen: Pen, f: Frame, blade: Color, hilt: Color = GOLD) -> None:
    """An upright sword, point up, centred in ``f``."""
    pen.polygon(solid(blade), [f.p(0, -1.0), f.p(0.17, -0.72), f.p(0.14, 0.42),
                               f.p(-0.14, 0.42), f.p(-0.17, -0.72)])
    pen.line(solid(darken(blade, 0.2)), f.p(0, -0.74), f.p(0, 0.36), f.d(0.05))
    pen.rrect(solid(hilt), (*f.p(-0.46, 0.4), f.d(0.92), f.d(0.16)), f.d(0.06))
    pen.rrect(solid(darken(hilt, 0.45)), (*f.p(-0.08, 0.54), f.d(0.16), f.d(0.32)), f.d(0.04))
    pen.circle(solid(hilt), f.p(0, 0.92), f.d(0.12))


def shield(pen: Pen, f: Frame, face: Color, boss: Color = GOLD) -> None:
    """A heater shield with a boss and a rim."""
    outline = [f.p(x, y) for x, y in spline(
        [(-0.82, -0.86), (0, -1.0), (0.82, -0.86), (0.78, 0.1), (0.4, 0.66), (0, 1.0),
         (-0.4, 0.66), (-0.78, 0.1)], sharp=(0, 2, 5))]
    pen.polygon(solid(boss), outline)
    inner = [f.p(x * 0.8, y * 0.8 - 0.02) for x, y in spline(
        [(-0.82, -0.86), (0, -1.0), (0.82, -0.86), (0.78, 0.1), (0.4, 0.66), (0, 1.0),
         (-0.4, 0.66), (-0.78, 0.1)], sharp=(0, 2, 5))]
    pen.polygon(solid(face), [(f.cx + (x - f.cx), y) for x, y in inner])
    pen.line(solid(boss), f.p(0, -0.72), f.p(0, 0.7), f.d(0.12))
    pen.line(solid(boss), f.p(-0.6, -0.22), f.p(0.6, -0.22), f.d(0.12))


def hourglass(pen: Pen, f: Frame, frame: Color, glass: Color, sand: Color) -> None:
    """A small sand timer emblem: two caps, two posts, two bulbs, sand below."""
    pen.polygon(solid(glass), [f.p(-0.5, -0.78), f.p(0.5, -0.78), f.p(0.08, 0), f.p(0.5, 0.78),
                               f.p(-0.5, 0.78), f.p(-0.08, 0)])
    pen.polygon(solid(sand), [f.p(-0.2, -0.3), f.p(0.2, -0.3), f.p(0.04, -0.04),
                              f.p(-0.04, -0.04)])
    pen.polygon(solid(sand), [f.p(0, 0.38), f.p(0.5, 0.78), f.p(-0.5, 0.78)])
    pen.line(solid(sand), f.p(0, 0), f.p(0, 0.4), f.d(0.05))
    for side in (-1, 1):
        pen.line(solid(frame), f.p(side * 0.62, -0.8), f.p(side * 0.62, 0.8), f.d(0.12))
    for y in (-0.92, 0.92):
        pen.rrect(solid(frame), (*f.p(-0.8, y - 0.12), f.d(1.6), f.d(0.24)), f.d(0.08))


def question(pen: Pen, f: Frame, color: Color, stroke: float = 0.24) -> None:
    """A "?" mark in the frame's -1..1 box."""
    hook = arc_points(f.p(0, -0.38), f.d(0.44), f.d(0.42), 180, 395, 24)
    hook += bezier(f.p(0.38, -0.1), f.p(0.0, 0.04), f.p(0.0, 0.34), 10)[1:]
    pen.polyline(solid(color), hook, f.d(stroke))
    pen.circle(solid(color), f.p(0, 0.72), f.d(stroke * 0.72))


def exclamation(pen: Pen, f: Frame, color: Color, stroke: float = 0.26) -> None:
    """A "!" mark: a tapering bar and a dot."""
    pen.polygon(solid(color), [f.p(-stroke * 0.7, -0.82), f.p(stroke * 0.7, -0.82),
                               f.p(stroke * 0.4, 0.36), f.p(-stroke * 0.4, 0.36)])
    pen.circle(solid(color), f.p(0, -0.82), f.d(stroke * 0.7))
    pen.circle(solid(color), f.p(0, 0.72), f.d(stroke * 0.72))


# --- stone and carving ----------------------------------------------------------------------
def flagstones(size: int, seed: str, stone: StoneTint = PATH_STONE) -> pygame.Surface:
    """Opaque trodden path: irregular flagstones with sand in the joints, worn smooth in the
    middle."""
    tex = stone_texture(size, size, stone, seed, mottle=9, strata=3)
    k = size / 64
    rng = random.Random(seed + ":joints")
    grout = Pen(size, size)
    lit = Pen(size, size)
    dark = solid(darken(stone.dark, 0.1), 190)
    light = solid(lighten(stone.light, 0.4), 120)
    ys = [0, 21 + rng.uniform(-3, 3), 43 + rng.uniform(-3, 3), 64]
    for r in range(3):
        y0, y1 = ys[r], ys[r + 1]
        if r:
            pts = [(x * k, (y0 + rng.uniform(-1.2, 1.2)) * k) for x in range(0, 65, 8)]
            grout.polyline(dark, pts, 1.7 * k)
            lit.polyline(light, [(x, y + 1.1 * k) for x, y in pts], 0.8 * k)
        x = rng.uniform(8, 28) if r % 2 else rng.uniform(20, 36)
        while x < 60:
            a, b = (x * k, (y0 + 1) * k), ((x + rng.uniform(-3, 3)) * k, (y1 - 1) * k)
            grout.line(dark, a, b, 1.6 * k)
            lit.line(light, (a[0] + 1.1 * k, a[1]), (b[0] + 1.1 * k, b[1]), 0.7 * k)
            x += rng.uniform(22, 34)
    for _ in range(7):
        cx, cy = rng.uniform(4, 60) * k, rng.uniform(4, 60) * k
        grout.circle(solid(darken(stone.dark, 0.1), 60), (cx, cy), rng.uniform(0.8, 1.8) * k)
    tex.blit(lit.result(), (0, 0))
    tex.blit(grout.result(), (0, 0))
    wear = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.ellipse(wear, (255, 244, 220, 34), (size * 0.18, size * 0.12, size * 0.64,
                                                    size * 0.76))
    tex.blit(blur(wear, size * 0.1), (0, 0))
    edge = Pen(size, size)
    edge.rrect(solid(darken(stone.dark, 0.3), 150), (0, 0, size, size), 0, 1.2)
    tex.blit(edge.result(), (0, 0))
    return tex


def carve(base: pygame.Surface, mark: pygame.Surface, stone: StoneTint,
          depth: float = 1.0) -> pygame.Surface:
    """``mark`` (a white shape) cut into ``base``: a dark floor, the shadow of its top-left
    walls inside it and a lit lip along its bottom-right edge."""
    size = base.get_size()
    floor = tint(mark, darken(stone.dark, 0.2), 235)
    lip = tint(mark, lighten(stone.light, 0.55), 230)
    wall = tint(mark, darken(stone.dark, 0.65), 255)
    cut = pygame.Surface(size, pygame.SRCALPHA)
    cut.blit(wall, (0, 0))
    cut.blit(mark, (round(depth), round(depth)), special_flags=pygame.BLEND_RGBA_SUB)
    cut.blit(mark, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return stack(size, [base, (lip, (depth * 0.8, depth * 0.8)), floor, blur(cut, 0.6)])


def sand_texture(size: tuple[int, int], tone: Color, seed: str) -> pygame.Surface:
    """Opaque wind-rippled sand of ``tone``."""
    w, h = size
    tex = pygame.Surface(size)
    tex.fill(tone)
    grain(tex, seed, amp=6, mottle=10, cell=max(6, w // 6))
    rng = random.Random(seed + ":ripples")
    pen = Pen(w, h)
    for _ in range(max(4, w * h // 520)):
        x, y = rng.uniform(-10, w), rng.uniform(0, h)
        ln = rng.uniform(12, 26) * w / 64
        pts = bezier((x, y), (x + ln / 2, y - rng.uniform(2, 4)), (x + ln, y + rng.uniform(-1, 1)),
                     12)
        pen.polyline(solid(darken(tone, 0.16), 110), pts, 1.0 * w / 64)
        pen.polyline(solid(lighten(tone, 0.3), 110), [(a, b - 1.1 * w / 64) for a, b in pts],
                     0.8 * w / 64)
    tex.blit(pen.result(), (0, 0))
    return tex


def tinted_sand(god: str) -> Color:
    """The sand of a segment: warm sand pulled towards the god's colour, a little further for
    blue and green so that those two (grey-blue against olive) stay apart."""
    strength = {"red": 0.22, "blue": 0.34, "green": 0.26, "yellow": 0.2}[god]
    return mix(rgb("#E2BE80"), lighten(GOD_COLORS[god], 0.2), strength)
