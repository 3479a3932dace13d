"""North Africa 1940-43: the painted theatre under the spaces (`map.png`, 0.75 of the TMX
canvas, and `map.json`). Sea with water-lining, sand with soft dunes in the sand seas, the Nile
valley and Delta, hachured ranges, the Qattara salt marsh, frontiers, the two insets in framed
panels, the title cartouche, a compass rose and a legend. No spaces, roads or names: the scene
draws those on top, so they stay crisp at any zoom."""

from __future__ import annotations

import json
import math
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from . import north_africa_geography as geo
from .geometry import Point, arc_points, star_points
from .gradients import vertical_gradient
from .noise import apply_noise, noise_field
from .north_africa_lettering import lettering
from .output import ROOT, Written, save
from .palette import (
    BONE,
    DEEP_CLAY,
    DUNE_SHADOW,
    GOLD,
    INK,
    LIGHT_SAND,
    Color,
    darken,
    lighten,
    mix,
    rgb,
)
from .pen import Pen
from .surfaces import blur, clip, shadow, stack, tint

SCALE = 0.75
SIZE = (round(geo.CANVAS[0] * SCALE), round(geo.CANVAS[1] * SCALE))
SS = 2  # the map is big: drawn at 2x, not 4x

SEA_NEAR = rgb("#B3CDC6")
SEA_FAR = rgb("#8FB2B4")
SEA_LINE = rgb("#6E9499")
COAST = rgb("#56767A")
LAND_TOP = rgb("#F1DEB2")
LAND_BOTTOM = rgb("#E6C48A")
GREEN = rgb("#A8B46C")
GREEN_DARK = rgb("#7E9150")
RIVER = rgb("#5F8E9A")
HACHURE = rgb("#7A5434")
HIGHLAND = rgb("#D9B27E")
SALT = rgb("#E4E0CC")
MARSH_INK = rgb("#6C7A55")
FRONTIER = rgb("#9A4A2C")
PANEL_SEA = SEA_NEAR


# =============================================================================================
# The spaces, read from the map, and the bending of real geography to their nudged places
# =============================================================================================
@dataclass(frozen=True)
class Place:
    name: str
    x: float
    y: float
    port: bool
    theatre: str
    dx: float
    dy: float


def places() -> list[Place]:
    """Every space of data/maps/north_africa.tmx with the nudge it got off its real place."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    scripts = str(ROOT / "scripts")
    if scripts not in sys.path:
        sys.path.insert(0, scripts)
    import make_north_africa_map as design

    from shifting_sands.content.maps import load_map

    board = load_map(ROOT / "data" / "maps" / "north_africa.tmx")
    out = []
    for sp in board.spaces:
        if sp.box:
            continue
        theatre = sp.props.get("theatre", "main")
        dx = dy = 0.0
        if sp.name in design.SPACES:
            _, lat, lon, _, _ = design.SPACES[sp.name]
            rx, ry = geo.project(theatre, lat, lon)
            dx, dy = sp.x - rx, sp.y - ry
        out.append(Place(sp.name, sp.x, sp.y, bool(sp.port), theatre, dx, dy))
    return out


def bend(points: Sequence[Point], spots: Sequence[Place], sigma: float = 46.0) -> list[Point]:
    """Move each point by the nudges of the spaces near its real place (fading with distance)."""
    out = []
    for x, y in points:
        sw = 0.25
        sx = sy = 0.0
        for s in spots:
            rx, ry = s.x - s.dx, s.y - s.dy
            d2 = (x - rx) ** 2 + (y - ry) ** 2
            if d2 > 9 * sigma * sigma:
                continue
            w = math.exp(-d2 / (sigma * sigma))
            sw += w
            sx += w * s.dx
            sy += w * s.dy
        out.append((x + sx / sw, y + sy / sw))
    return out


def fit_coast(coast: Sequence[Point], spots: Sequence[Place], sea: Sequence[Point],
              rounds: int = 12) -> list[Point]:
    """Bend the coast seawards round every space near it, so a port's centre lies at least
    18 px inland and any other space's 33 px; ``sea`` is the sea polygon the coast bounds
    (it tells which side is water). Each round lifts a smooth bump of land under every space
    still too near the water, then smooths the line."""
    pts = geo.resample(coast, 5.0)
    mid = len(pts) // 2
    (ax, ay), (bx, by) = pts[mid], pts[mid + 1]
    ln = math.hypot(bx - ax, by - ay) or 1.0
    left = ((by - ay) / ln, -(bx - ax) / ln)
    sign = 1.0 if geo.inside(((ax + bx) / 2 + left[0] * 2, (ay + by) / 2 + left[1] * 2),
                             sea) else -1.0
    near = [s for s in spots if geo.distance_to((s.x, s.y), pts) < 80]

    def normal(i: int) -> Point:
        a, b = pts[max(0, i - 1)], pts[min(len(pts) - 1, i + 1)]
        tx, ty = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(tx, ty) or 1.0
        return (ty / ln * sign, -tx / ln * sign)

    for _ in range(rounds):
        for s in near:
            need = 18.0 if s.port else 33.0
            k = min(range(len(pts)), key=lambda i: (pts[i][0] - s.x) ** 2 + (pts[i][1] - s.y) ** 2)
            nx, ny = normal(k)
            kx, ky = pts[k]
            land = -((s.x - kx) * nx + (s.y - ky) * ny)
            if land >= need - 0.5:
                continue
            push = (need - land) * 0.7
            reach = 1.4 * need
            for i, (x, y) in enumerate(pts):
                d2 = (x - kx) ** 2 + (y - ky) ** 2
                if d2 < 16 * reach * reach:
                    w = math.exp(-d2 / (reach * reach))
                    pts[i] = (x + nx * push * w, y + ny * push * w)
        pts = [pts[0]] + [(0.25 * a[0] + 0.5 * b[0] + 0.25 * c[0],
                           0.25 * a[1] + 0.5 * b[1] + 0.25 * c[1])
                          for a, b, c in zip(pts, pts[1:], pts[2:], strict=False)] + [pts[-1]]
    return pts


def projected(frame: str, lls: Sequence[tuple[float, float]]) -> list[Point]:
    return [geo.project(frame, lat, lon) for lat, lon in lls]


# =============================================================================================
# Pixel helpers: grey fields as bytes, alpha from a lookup table
# =============================================================================================
def grey_of_alpha(surf: pygame.Surface) -> pygame.Surface:
    """An RGB surface whose grey level is ``surf``'s alpha."""
    a = pygame.image.tobytes(surf, "RGBA")[3::4]
    g = bytearray(len(a) * 3)
    g[0::3] = a
    g[1::3] = a
    g[2::3] = a
    return pygame.image.frombytes(bytes(g), surf.get_size(), "RGB")


def soften(grey: pygame.Surface, radius: float) -> pygame.Surface:
    """A wide gaussian blur done on a shrunk copy (fast for big radii)."""
    w, h = grey.get_size()
    k = max(1, int(radius // 6))
    small = pygame.transform.smoothscale(grey, (max(1, w // k), max(1, h // k)))
    small = pygame.transform.gaussian_blur(small, max(1, round(radius / k)))
    return pygame.transform.smoothscale(small, (w, h))


def alpha_layer(grey: pygame.Surface, color: Color, lut: Sequence[int]) -> pygame.Surface:
    """A flat ``color`` layer whose alpha is ``lut[grey level]``."""
    w, h = grey.get_size()
    g = pygame.image.tobytes(grey, "RGB")[0::3].translate(bytes(lut))
    data = bytearray(w * h * 4)
    data[0::4] = bytes([color[0]]) * (w * h)
    data[1::4] = bytes([color[1]]) * (w * h)
    data[2::4] = bytes([color[2]]) * (w * h)
    data[3::4] = g
    return pygame.image.frombytes(bytes(data), (w, h), "RGBA")


def ring_lut(level: float, width: float, alpha: float) -> list[int]:
    return [round(alpha * max(0.0, 1 - abs(v - level) / width)) for v in range(256)]


def ramp_lut(lo: float, hi: float, alpha: float) -> list[int]:
    return [round(alpha * max(0.0, min(1.0, (v - lo) / (hi - lo)))) for v in range(256)]


# =============================================================================================
# The painter: one region of the map (the main map, or an inset's panel)
# =============================================================================================
class Painter:
    def __init__(self, rect: tuple[int, int, int, int], seed: str) -> None:
        self.ox, self.oy, self.w, self.h = rect
        self.seed = seed
        self.rng = random.Random(seed)

    def p(self, pt: Point) -> Point:
        return (pt[0] * SCALE - self.ox, pt[1] * SCALE - self.oy)

    def ps(self, pts: Sequence[Point]) -> list[Point]:
        return [self.p(q) for q in pts]

    def pen(self) -> Pen:
        return Pen(self.w, self.h, SS)

    # --- land ---------------------------------------------------------------------------
    def land(self) -> pygame.Surface:
        top = (self.oy) / SIZE[1]
        bottom = (self.oy + self.h) / SIZE[1]
        base = vertical_gradient(self.w, self.h, [(0, mix(LAND_TOP, LAND_BOTTOM, top)),
                                                  (1, mix(LAND_TOP, LAND_BOTTOM, bottom))])
        apply_noise(base, noise_field(self.w, self.h, self.seed + ":land-wide", 180), 7)
        apply_noise(base, noise_field(self.w, self.h, self.seed + ":land", 40), 4)
        apply_noise(base, noise_field(self.w, self.h, self.seed + ":land-fine", 3), 1.5)
        return base

    def tint_blob(self, pts: Sequence[Point], color: Color, alpha: int,
                  soft: float) -> pygame.Surface:
        pen = self.pen()
        pen.polygon((*color, alpha), self.ps(geo.chaikin(pts, 3, closed=True)))
        return blur(pen.result(), soft)

    # --- sand seas --------------------------------------------------------------------------
    def dunes(self, seas: Sequence[tuple[list[Point], float]]) -> list[pygame.Surface]:
        out = []
        for k, (blob, angle) in enumerate(seas):
            rng = random.Random(f"{self.seed}:dunes{k}")
            shape = self.ps(geo.chaikin(blob, 3, closed=True))
            mask_pen = self.pen()
            mask_pen.polygon((255, 255, 255, 255), shape)
            mask = blur(mask_pen.result(), 14)
            xs = [q[0] for q in shape]
            ys = [q[1] for q in shape]
            cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
            span = math.hypot(max(xs) - min(xs), max(ys) - min(ys)) / 2 + 10
            a = math.radians(angle)
            ux, uy = math.cos(a), math.sin(a)
            nx, ny = -uy, ux
            pen = self.pen()
            pen.polygon((*rgb("#EBC27E"), 90), shape)
            spacing = 8.5
            n_lines = int(2 * span / spacing)
            for j in range(n_lines):
                off = -span + j * spacing + rng.uniform(-2, 2)
                ph, ph2 = rng.uniform(0, 6.3), rng.uniform(0, 6.3)
                s = -span
                while s < span:
                    seg = rng.uniform(26, 80)
                    pts = []
                    t = s
                    while t < min(span, s + seg):
                        wob = 2.6 * math.sin(t / 17 + ph) + 1.2 * math.sin(t / 6.5 + ph2)
                        pts.append((cx + ux * t + nx * (off + wob), cy + uy * t + ny * (off + wob)))
                        t += 3.0
                    if len(pts) > 2:
                        pen.polyline((*DUNE_SHADOW, 120), pts, 1.25)
                        pen.polyline((*lighten(LIGHT_SAND, 0.3), 150),
                                     [(x - nx * 1.3, y - ny * 1.3) for x, y in pts], 0.9)
                    s += seg + rng.uniform(6, 22)
            layer = pen.result()
            out.append(clip(layer, mask))
        return out

    # --- green: the Nile valley, the Delta, the oases -----------------------------------------
    def greens(self, strips: Sequence[Sequence[Point]], fields: Sequence[Sequence[Point]],
               oases: Sequence[tuple[Point, float]], width: float = 15.0) -> pygame.Surface:
        pen = self.pen()
        for strip in strips:
            pts = self.ps(geo.chaikin(strip, 2))
            pen.polyline((*GREEN, 215), pts, width)
        for field in fields:
            pen.polygon((*GREEN, 215), self.ps(geo.chaikin(field, 2, closed=True)))
        rng = random.Random(self.seed + ":oases")
        for (x, y), r in oases:
            for _ in range(7):
                ang = rng.uniform(0, math.tau)
                d = rng.uniform(0, r * 0.6)
                pen.circle((*GREEN, 200), self.p((x + d * math.cos(ang), y + d * math.sin(ang))),
                           r * SCALE * rng.uniform(0.35, 0.6))
        layer = blur(pen.result(), 2.5)
        dots = self.pen()
        for strip in strips:
            for q in geo.resample(self.ps(geo.chaikin(strip, 2)), 5.0):
                for _ in range(2):
                    dots.circle((*GREEN_DARK, 120), (q[0] + rng.uniform(-5, 5),
                                                     q[1] + rng.uniform(-5, 5)), 0.8)
        for field in fields:
            shape = self.ps(field)
            xs, ys = [q[0] for q in shape], [q[1] for q in shape]
            y = min(ys)
            while y < max(ys):
                x = min(xs)
                while x < max(xs):
                    if geo.inside((x, y), shape):
                        dots.circle((*GREEN_DARK, 110), (x + rng.uniform(-2, 2),
                                                         y + rng.uniform(-2, 2)), 0.8)
                    x += 6
                y += 6
        for (x, y), r in oases:
            for _ in range(9):
                ang = rng.uniform(0, math.tau)
                d = rng.uniform(r * 0.2, r * 0.95)
                c = self.p((x + d * math.cos(ang), y + d * math.sin(ang)))
                dots.circle((*GREEN_DARK, 170), c, 1.3)
        return stack((self.w, self.h), [layer, dots.result()])

    def rivers(self, main: Sequence[Sequence[Point]], thin: Sequence[Sequence[Point]]
               ) -> pygame.Surface:
        pen = self.pen()
        for path, wd in [(q, 2.0) for q in main] + [(q, 1.3) for q in thin]:
            pts = self.ps(geo.chaikin(path, 2))
            pen.polyline((*RIVER, 235), pts, wd)
        return pen.result()

    # --- ranges ----------------------------------------------------------------------------
    def ranges(self, ridges: Sequence[tuple[list[Point], float]],
               scarps: Sequence[tuple[list[Point], float, int]]) -> list[pygame.Surface]:
        rng = random.Random(self.seed + ":hachures")
        under = self.pen()
        pen = self.pen()
        for ridge, hw in ridges:
            path = self.ps(geo.chaikin(ridge, 2))
            pts = geo.resample(path, 2.6)
            n = len(pts)
            half = hw * SCALE
            widths = [2 * half * math.sin(math.pi * (i + 0.5) / n) ** 0.6 for i in range(n)]
            under.ribbon((*HIGHLAND, 150), pts, widths)
            for i in range(n):
                a, b = pts[max(0, i - 1)], pts[min(n - 1, i + 1)]
                tx, ty = b[0] - a[0], b[1] - a[1]
                ln = math.hypot(tx, ty) or 1.0
                nx, ny = -ty / ln, tx / ln
                taper = math.sin(math.pi * (i + 0.5) / n) ** 0.6
                for side in (1, -1):
                    sx, sy = nx * side, ny * side
                    dark = sx + sy > 0
                    length = half * taper * rng.uniform(0.6, 1.0)
                    if length < 2:
                        continue
                    x, y = pts[i]
                    x += rng.uniform(-0.6, 0.6)
                    y += rng.uniform(-0.6, 0.6)
                    hach(pen, (x + sx, y + sy), (x + sx * length, y + sy * length),
                         (*HACHURE, 200 if dark else 120), 1.15 if dark else 0.8)
        for scarp, length, side in scarps:
            path = self.ps(geo.chaikin(scarp, 2))
            pts = geo.resample(path, 2.8)
            n = len(pts)
            for i in range(n):
                a, b = pts[max(0, i - 1)], pts[min(n - 1, i + 1)]
                tx, ty = b[0] - a[0], b[1] - a[1]
                ln = math.hypot(tx, ty) or 1.0
                nx, ny = -ty / ln * side, tx / ln * side
                ll = length * SCALE * rng.uniform(0.55, 1.0) * min(1.0, 3 * min(i, n - i) / n + 0.3)
                x, y = pts[i]
                hach(pen, (x, y), (x + nx * ll, y + ny * ll), (*HACHURE, 150), 0.9)
            pen.polyline((*HACHURE, 150), path, 0.8)
        return [blur(under.result(), 6), pen.result()]

    # --- marsh ----------------------------------------------------------------------------
    def marshes(self, blobs: Sequence[tuple[Point, float, float]]) -> list[pygame.Surface]:
        rng = random.Random(self.seed + ":marsh")
        base = self.pen()
        marks = self.pen()
        for (cx, cy), rx, ry in blobs:
            outline = []
            ph = [rng.uniform(0, 6.3) for _ in range(3)]
            for i in range(72):
                t = i / 72 * math.tau
                r = 1 + 0.12 * math.sin(3 * t + ph[0]) + 0.07 * math.sin(5 * t + ph[1]) \
                    + 0.05 * math.sin(9 * t + ph[2])
                outline.append((cx + rx * r * math.cos(t), cy + ry * r * math.sin(t)))
            shape = self.ps(outline)
            base.polygon((*SALT, 190), shape)
            inner = self.ps([(cx + (x - cx) * 0.86, cy + (y - cy) * 0.8) for x, y in outline])
            xs, ys = [q[0] for q in shape], [q[1] for q in shape]
            y = min(ys) + 4
            row = 0
            while y < max(ys):
                x = min(xs) + (6 if row % 2 else 0)
                while x < max(xs):
                    q = (x + rng.uniform(-2.5, 2.5), y + rng.uniform(-1.5, 1.5))
                    if geo.inside(q, inner) and rng.random() < 0.8:
                        tuft(marks, q, (*MARSH_INK, 190), rng)
                    elif geo.inside(q, shape) and rng.random() < 0.5:
                        marks.circle((*MARSH_INK, 120), q, 0.7)
                    x += 12
                y += 8
                row += 1
        return [blur(base.result(), 4), marks.result()]

    # --- frontiers --------------------------------------------------------------------------
    def frontiers(self, lines: Sequence[Sequence[Point]]) -> pygame.Surface:
        band = self.pen()
        dash = self.pen()
        for line in lines:
            pts = self.ps(geo.chaikin(line, 2))
            band.polyline((*FRONTIER, 40), pts, 5.0)
            on = True
            run = geo.resample(pts, 1.5)
            k = 0
            for i in range(1, len(run)):
                k += 1
                if on:
                    dash.line((*FRONTIER, 170), run[i - 1], run[i], 1.2, round_caps=False)
                if (on and k >= 5) or (not on and k >= 3):
                    on, k = not on, 0
        return stack((self.w, self.h), [band.result(), dash.result()])

    # --- sea ------------------------------------------------------------------------------
    def sea(self, polys: Sequence[Sequence[Point]], lakes: Sequence[tuple[Point, float, float]],
            coasts: Sequence[Sequence[Point]], canals: Sequence[Sequence[Point]] = ()
            ) -> list[pygame.Surface]:
        mask_pen = self.pen()
        for poly in polys:
            mask_pen.polygon((255, 255, 255, 255), self.ps(poly))
        for (cx, cy), rx, ry in lakes:
            mask_pen.polygon((255, 255, 255, 255),
                             self.ps(arc_points((cx, cy), rx, ry, 0, 360, 40)[:-1]))
        mask = mask_pen.result()
        grey = grey_of_alpha(mask)
        body = pygame.Surface((self.w, self.h))
        body.fill(SEA_NEAR)
        apply_noise(body, noise_field(self.w, self.h, self.seed + ":sea", 90), 3)
        deep = alpha_layer(soften(grey, 60), SEA_FAR, ramp_lut(150, 250, 255))
        layers = [body, deep]
        for radius, level, alpha in ((3, 210, 170), (7, 215, 120), (12, 220, 80), (19, 224, 50)):
            g = pygame.transform.gaussian_blur(grey, radius)
            layers.append(alpha_layer(g, SEA_LINE, ring_lut(level, 14, alpha)))
        water = stack((self.w, self.h), layers)
        water = clip(tint(water, (255, 255, 255), 255), mask) if False else clip(
            with_alpha(water), mask)
        shore = self.pen()
        for coast in coasts:
            pts = self.ps(coast)
            shore.polyline((*lighten(LIGHT_SAND, 0.3), 150),
                           pts, 3.2)
        for (cx, cy), rx, ry in lakes:
            ring = self.ps(arc_points((cx, cy), rx, ry, 0, 360, 40))
            shore.polyline((*COAST, 230), ring, 1.0)
        line = self.pen()
        for coast in coasts:
            line.polyline((*COAST, 240), self.ps(coast), 1.5)
        for canal in canals:
            pts = self.ps(canal)
            line.polyline((*COAST, 230), pts, 2.6)
            line.polyline((*SEA_NEAR, 255), pts, 1.2)
        return [blur(shore.result(), 1.5), water, line.result()]


def with_alpha(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


def hach(pen: Pen, a: Point, b: Point, color: Sequence[int], width: float) -> None:
    """A hachure: wide at the crest, thin at its foot."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    ln = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / ln, dx / ln
    w0, w1 = width / 2, width / 5
    pen.polygon(color, [(a[0] + nx * w0, a[1] + ny * w0), (b[0] + nx * w1, b[1] + ny * w1),
                        (b[0] - nx * w1, b[1] - ny * w1), (a[0] - nx * w0, a[1] - ny * w0)])


def tuft(pen: Pen, q: Point, color: Sequence[int], rng: random.Random) -> None:
    """The marsh sign: a short water line with three blades of grass above it."""
    x, y = q
    pen.line(color, (x - 4.2, y), (x + 4.2, y), 0.8, round_caps=False)
    pen.line(color, (x, y - 0.3), (x, y - 3.6 - rng.uniform(0, 0.8)), 0.7, round_caps=False)
    pen.line(color, (x - 0.8, y - 0.3), (x - 2.6, y - 2.8), 0.6, round_caps=False)
    pen.line(color, (x + 0.8, y - 0.3), (x + 2.6, y - 2.8), 0.6, round_caps=False)


# =============================================================================================
# The three theatres
# =============================================================================================
def main_theatre(spots: Sequence[Place]) -> pygame.Surface:
    mine = [s for s in spots if s.theatre == "main"]
    paint = Painter((0, 0, *SIZE), "na-map-main")
    coast = bend(projected("main", geo.MAIN_COAST), mine)
    coast = fit_coast(coast, mine, main_sea(coast))
    sea_poly = main_sea(coast)
    suez = bend(projected("main", geo.GULF_OF_SUEZ), mine)
    suez = fit_coast(suez, mine, suez)
    canal = bend(projected("main", geo.SUEZ_CANAL), mine)
    nile = bend(projected("main", geo.NILE_MAIN), mine)
    rosetta = bend(projected("main", geo.NILE_ROSETTA), mine)
    damietta = bend(projected("main", geo.NILE_DAMIETTA), mine)
    delta = bend(projected("main", geo.DELTA), mine)
    lakes = [(bend([geo.project("main", *c)], mine)[0], rx, ry) for c, rx, ry in geo.LAKES_MAIN]
    faiyum = bend([geo.project("main", *geo.FAIYUM)], mine)[0]
    layers: list = [paint.land()]
    layers += paint.dunes(geo.SAND_SEAS_MAIN)
    layers += paint.marshes(geo.MARSHES_MAIN)
    layers.append(paint.greens([nile, rosetta, damietta], [delta],
                               [*geo.OASES_MAIN, (faiyum, 26)]))
    layers += paint.ranges(geo.RIDGES_MAIN, geo.ESCARPMENTS_MAIN)
    layers.append(paint.frontiers(geo.BORDERS_MAIN))
    layers.append(paint.rivers([nile], [rosetta, damietta]))
    layers += paint.sea([sea_poly, suez], lakes, [coast, suez[1:-1]], [canal])
    return stack(SIZE, layers)


def main_sea(coast: Sequence[Point]) -> list[Point]:
    return [(-40, coast[0][1]), *coast, (3300, coast[-1][1]), (3300, -40), (-40, -40)]


def panel_rect(poly: Sequence[Point]) -> tuple[int, int, int, int]:
    xs = [p[0] * SCALE for p in poly]
    ys = [p[1] * SCALE for p in poly]
    x0, y0 = math.floor(min(xs)), math.floor(min(ys))
    return (x0, y0, math.ceil(max(xs)) - x0, math.ceil(max(ys)) - y0)


def near_east(spots: Sequence[Place]) -> pygame.Surface:
    mine = [s for s in spots if s.theatre == "near_east"]
    paint = Painter(panel_rect(geo.NEAR_EAST_PANEL), "na-map-near-east")
    coast = bend(projected("near_east", geo.NE_COAST), mine)

    def levant_sea(c: Sequence[Point]) -> list[Point]:
        return [*c, (c[-1][0] - 300, -60), (c[0][0] - 400, c[0][1] + 40)]

    coast = fit_coast(coast, mine, levant_sea(coast))
    sea_poly = levant_sea(coast)
    aqaba = bend(projected("near_east", geo.NE_AQABA), mine)
    gulf = projected("near_east", geo.NE_GULF)
    euphrates = bend(projected("near_east", geo.EUPHRATES), mine)
    tigris = bend(projected("near_east", geo.TIGRIS), mine)
    borders = [bend(projected("near_east", b), mine) for b in geo.BORDERS_NE]
    layers: list = [paint.land()]
    layers.append(paint.greens([euphrates, tigris, geo.JORDAN], [], [((2390, 270), 22)], 11))
    layers += paint.ranges(geo.RIDGES_NE, [])
    layers.append(paint.frontiers(borders))
    layers.append(paint.rivers([euphrates, tigris], [geo.JORDAN]))
    layers += paint.sea([sea_poly, aqaba, gulf], geo.LAKES_NE, [coast, aqaba, gulf])
    return stack(paint_size(paint), layers)


def east_africa(spots: Sequence[Place]) -> pygame.Surface:
    mine = [s for s in spots if s.theatre == "east_africa"]
    paint = Painter(panel_rect(geo.EAST_AFRICA_PANEL), "na-map-east-africa")
    west = bend(projected("east_africa", geo.RED_SEA_WEST), mine)
    somali = bend(projected("east_africa", geo.SOMALI_COAST), mine)
    arabia = bend(projected("east_africa", geo.ARABIA), mine)
    far = (3400, 1900)

    def oceans(w: Sequence[Point], so: Sequence[Point], ar: Sequence[Point]) -> list[Point]:
        return [*w, *so[1:], (so[-1][0], far[1]), far, (far[0], ar[-1][1]), *ar[::-1]]

    sea0 = oceans(west, somali, arabia)
    west, somali = (fit_coast(c, mine, sea0) for c in (west, somali))  # Arabia has no spaces
    sea_poly = oceans(west, somali, arabia)
    layers: list = [paint.land()]
    layers.append(paint.tint_blob(geo.PLATEAU_EA, HIGHLAND, 130, 10))
    layers += paint.dunes(geo.SAND_SEAS_EA)
    layers += paint.marshes(geo.MARSHES_EA)
    layers.append(paint.greens([geo.NILE_EA, geo.WHITE_NILE, geo.BLUE_NILE], [], [], 13))
    layers += paint.ranges(geo.RIDGES_EA, [])
    layers.append(paint.rivers([geo.NILE_EA, geo.WHITE_NILE, geo.BLUE_NILE],
                               [geo.ATBARA_RIVER]))
    layers += paint.sea([sea_poly], geo.LAKES_EA, [west, somali, arabia[:-1]])
    return stack(paint_size(paint), layers)


def paint_size(paint: Painter) -> tuple[int, int]:
    return (paint.w, paint.h)


# =============================================================================================
# Panels, cartouche, compass rose, legend
# =============================================================================================
def panel(surf: pygame.Surface, poly: Sequence[Point]) -> list:
    """An inset's picture cut to its panel, with a drop shadow and a double frame."""
    pts = [(x * SCALE, y * SCALE) for x, y in poly]
    full = Pen(*SIZE, ss=1)
    full.polygon((255, 255, 255, 255), pts)
    mask = full.result()
    x0, y0, _, _ = panel_rect(poly)
    placed = pygame.Surface(SIZE, pygame.SRCALPHA)
    placed.blit(surf, (x0, y0))
    frame = Pen(*SIZE, ss=1)
    frame.polyline((*DEEP_CLAY, 255), pts, 4.0, closed=True)
    frame.polyline((*GOLD, 255), pts, 1.4, closed=True)
    inner = Pen(*SIZE, ss=1)
    inner.polyline((*DEEP_CLAY, 150), inset_poly(pts, 6), 1.0, closed=True)
    return [shadow(mask, (3, 5), 7, 150), clip(placed, mask), clip(inner.result(), mask),
            frame.result()]


def inset_poly(pts: Sequence[Point], d: float) -> list[Point]:
    """A rectilinear polygon moved ``d`` inwards (its corners are all right angles)."""
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    out = []
    n = len(pts)
    for i, (x, y) in enumerate(pts):
        px, py = pts[i - 1]
        qx, qy = pts[(i + 1) % n]
        # the inward normal of each neighbouring edge, summed
        ox = oy = 0.0
        for ax, ay, bx, by in ((px, py, x, y), (x, y, qx, qy)):
            ex, ey = bx - ax, by - ay
            ln = math.hypot(ex, ey) or 1
            nx, ny = -ey / ln, ex / ln
            mx, my = (ax + bx) / 2, (ay + by) / 2
            if geo.inside((mx + nx * 2, my + ny * 2), pts):
                ox += nx
                oy += ny
            else:
                ox -= nx
                oy -= ny
        out.append((x + ox * d, y + oy * d))
    del cx, cy
    return out


def banner(text: str, center: Point, px: float) -> list:
    """An inset's title on a parchment ribbon."""
    label = lettering(text, px, INK, "caps", spacing=1.2)
    lw, lh = label.get_size()
    w, h = lw + 44, lh + 6
    x, y = center[0] - w / 2, center[1] - h / 2
    pen = Pen(*SIZE, ss=1)
    pen.polygon((*darken(BONE, 0.12), 255), [(x - 14, y + 6), (x + 6, y + 6), (x + 6, y + h + 6),
                                              (x - 14, y + h + 6), (x - 6, y + h / 2 + 6)])
    pen.polygon((*darken(BONE, 0.12), 255), [(x + w + 14, y + 6), (x + w - 6, y + 6),
                                              (x + w - 6, y + h + 6), (x + w + 14, y + h + 6),
                                              (x + w + 6, y + h / 2 + 6)])
    pen.rrect((*BONE, 255), (x, y, w, h), 3)
    pen.rrect((*DEEP_CLAY, 255), (x, y, w, h), 3, 1.2)
    pen.rrect((*GOLD, 200), (x + 4, y + 4, w - 8, h - 8), 2, 0.8)
    art = pen.result()
    return [shadow(art, (2, 3), 3, 110), art, (label, (center[0] - lw / 2, center[1] - lh / 2))]


def cartouche(center: Point) -> list:
    """The title: a framed parchment plate with scrolled ends."""
    title = lettering("North Africa", 50, INK, "serif_bold", spacing=1.0)
    years = lettering("1940 - 43", 30, DEEP_CLAY, "caps", spacing=3.0)
    sub = lettering("The War in the Desert", 16, darken(DEEP_CLAY, 0.1), "caps", spacing=2.0)
    tw = max(title.get_width(), years.get_width()) + 90
    th = title.get_height() + years.get_height() + sub.get_height() + 40
    x, y = center[0] - tw / 2, center[1] - th / 2
    pen = Pen(*SIZE, ss=2)
    for sx in (-1, 1):
        ex = x if sx < 0 else x + tw
        pen.circle((*darken(BONE, 0.18), 255), (ex, y + 22), 16)
        pen.circle((*darken(BONE, 0.18), 255), (ex, y + th - 22), 16)
        pen.ring((*DEEP_CLAY, 255), (ex, y + 22), 16, 1.4)
        pen.ring((*DEEP_CLAY, 255), (ex, y + th - 22), 16, 1.4)
    pen.rrect((*BONE, 255), (x, y, tw, th), 8)
    pen.rrect((*DEEP_CLAY, 255), (x, y, tw, th), 8, 2.4)
    pen.rrect((*GOLD, 255), (x + 7, y + 7, tw - 14, th - 14), 5, 1.2)
    pen.rrect((*DEEP_CLAY, 160), (x + 11, y + 11, tw - 22, th - 22), 4, 0.7)
    ty = y + 14
    mid = ty + title.get_height() + 2
    pen.line((*GOLD, 255), (center[0] - tw / 2 + 40, mid), (center[0] + tw / 2 - 40, mid), 1.2)
    for sx in (-1, 1):
        pen.polygon((*DEEP_CLAY, 255), [(center[0] + sx * (tw / 2 - 40), mid - 3),
                                         (center[0] + sx * (tw / 2 - 34), mid),
                                         (center[0] + sx * (tw / 2 - 40), mid + 3),
                                         (center[0] + sx * (tw / 2 - 46), mid)])
    art = pen.result()
    paper = pygame.Surface(SIZE, pygame.SRCALPHA)
    layers = [shadow(art, (3, 5), 6, 130), art, paper,
              (title, (center[0] - title.get_width() / 2, ty)),
              (years, (center[0] - years.get_width() / 2, mid + 4)),
              (sub, (center[0] - sub.get_width() / 2, mid + 8 + years.get_height()))]
    return layers


def compass(center: Point, r: float) -> list:
    cx, cy = center
    pen = Pen(*SIZE, ss=2)
    pen.ring((*DEEP_CLAY, 200), center, r * 0.78, 1.2)
    pen.ring((*DEEP_CLAY, 140), center, r * 0.70, 0.7)
    for k in range(32):
        a = k / 32 * math.tau
        r0 = r * (0.70 if k % 4 else 0.64)
        pen.line((*DEEP_CLAY, 180), (cx + r0 * math.cos(a), cy + r0 * math.sin(a)),
                 (cx + r * 0.78 * math.cos(a), cy + r * 0.78 * math.sin(a)), 0.8, False)
    # the four minor points, then the four major ones, each half light, half dark
    for big, start, length in ((False, 45, 0.55), (True, 0, 1.0)):
        for k in range(4):
            ang = start + 90 * k - 90
            tip = (cx + r * length * math.cos(math.radians(ang)),
                   cy + r * length * math.sin(math.radians(ang)))
            wd = r * (0.16 if big else 0.11)
            left = (cx + wd * math.cos(math.radians(ang - 90)),
                    cy + wd * math.sin(math.radians(ang - 90)))
            right = (cx + wd * math.cos(math.radians(ang + 90)),
                     cy + wd * math.sin(math.radians(ang + 90)))
            pen.polygon((*(BONE if big else LIGHT_SAND), 255), [center, left, tip])
            pen.polygon((*(DEEP_CLAY if big else darken(DUNE_SHADOW, 0.2)), 255),
                        [center, tip, right])
            pen.polyline((*INK, 220), [left, tip, right], 0.8)
    pen.circle((*GOLD, 255), center, r * 0.07)
    pen.ring((*INK, 255), center, r * 0.07, 0.6)
    art = pen.result()
    n = lettering("N", r * 0.36, INK, "serif_bold")
    return [shadow(art, (2, 3), 3, 90), art,
            (n, (cx - n.get_width() / 2, cy - r * 1.02 - n.get_height() * 0.8))]


def legend(rect: tuple[float, float, float, float]) -> list:
    """A key of the map's textures, without a scale (the map's distances are not to scale)."""
    x, y, w, h = rect
    pen = Pen(*SIZE, ss=2)
    pen.rrect((*lighten(BONE, 0.1), 235), rect, 6)
    pen.rrect((*DEEP_CLAY, 255), rect, 6, 1.8)
    pen.rrect((*GOLD, 220), (x + 5, y + 5, w - 10, h - 10), 4, 0.9)
    title = lettering("Key", 22, INK, "caps", spacing=2.0)
    rows = [("sea", "Sea and lakes"), ("dunes", "Sand sea"), ("ridge", "Mountains"),
            ("scarp", "Escarpment"), ("marsh", "Salt marsh"), ("green", "Nile valley and oases"),
            ("frontier", "Frontier")]
    sw, sh = 40, 16
    top = y + 42
    step = (h - 56) / len(rows)
    labels = []
    rng = random.Random("na-legend")
    for i, (kind, text) in enumerate(rows):
        sx, sy = x + 18, top + i * step
        box = (sx, sy, sw, sh)
        if kind == "sea":
            pen.rrect((*SEA_NEAR, 255), box, 2)
            for k in range(3):
                pen.line((*SEA_LINE, 150), (sx + 2, sy + 5 + k * 5), (sx + sw - 2, sy + 5 + k * 5),
                         0.8, False)
            pen.line((*COAST, 255), (sx, sy + 1), (sx + sw, sy + 1), 1.4, False)
        elif kind == "dunes":
            pen.rrect((*rgb("#EBC27E"), 255), box, 2)
            for k in range(4):
                pts = [(sx + 2 + t, sy + 3 + k * 4.5 + 1.6 * math.sin(t / 5 + k))
                       for t in range(0, sw - 3, 2)]
                pen.polyline((*DUNE_SHADOW, 200), pts, 1.0)
        elif kind == "ridge":
            pen.rrect((*HIGHLAND, 200), box, 2)
            for t in range(0, sw - 6, 3):
                hach(pen, (sx + 4 + t, sy + sh / 2), (sx + 4 + t, sy + 2), (*HACHURE, 140), 0.8)
                hach(pen, (sx + 4 + t, sy + sh / 2), (sx + 4 + t, sy + sh - 2), (*HACHURE, 220),
                     1.1)
        elif kind == "scarp":
            pen.rrect((*LAND_TOP, 255), box, 2)
            pen.line((*HACHURE, 180), (sx + 3, sy + 6), (sx + sw - 3, sy + 6), 0.9, False)
            for t in range(0, sw - 6, 3):
                hach(pen, (sx + 4 + t, sy + 6), (sx + 4 + t, sy + 14), (*HACHURE, 170), 0.9)
        elif kind == "marsh":
            pen.rrect((*SALT, 255), box, 2)
            for q in ((sx + 10, sy + 8), (sx + 30, sy + 8), (sx + 20, sy + 16), (sx + 38, sy + 16)):
                tuft(pen, q, (*MARSH_INK, 220), rng)
        elif kind == "green":
            pen.rrect((*GREEN, 255), box, 2)
            pen.polyline((*RIVER, 255), [(sx + 4, sy + sh - 3), (sx + 18, sy + 9),
                                         (sx + 30, sy + 12), (sx + sw - 3, sy + 3)], 1.6)
        else:
            pen.rrect((*LAND_TOP, 255), box, 2)
            pen.line((*FRONTIER, 50), (sx + 2, sy + sh / 2), (sx + sw - 2, sy + sh / 2), 5, False)
            for t in range(0, sw - 6, 8):
                pen.line((*FRONTIER, 200), (sx + 3 + t, sy + sh / 2), (sx + 8 + t, sy + sh / 2),
                         1.2, False)
        pen.rrect((*DEEP_CLAY, 200), box, 2, 0.8)
        label = lettering(text, 16, INK, "serif")
        labels.append((label, (sx + sw + 12, sy + sh / 2 - label.get_height() / 2 - 1)))
    art = pen.result()
    return [shadow(art, (2, 4), 5, 110), art,
            (title, (x + w / 2 - title.get_width() / 2, y + 10)), *labels]


def holding_panel() -> list:
    x, y, w, h = (v * SCALE for v in geo.HOLDING_PANEL)
    pen = Pen(*SIZE, ss=2)
    pen.rrect((*lighten(BONE, 0.05), 225), (x, y, w, h), 6)
    pen.rrect((*DEEP_CLAY, 255), (x, y, w, h), 6, 1.8)
    pen.rrect((*GOLD, 200), (x + 5, y + 5, w - 10, h - 10), 4, 0.8)
    art = pen.result()
    return [shadow(art, (2, 4), 5, 110), art]


def border() -> pygame.Surface:
    w, h = SIZE
    pen = Pen(w, h, ss=1)
    pen.rrect((*DEEP_CLAY, 255), (0, 0, w, h), 0, 6)
    pen.rrect((*GOLD, 255), (6, 6, w - 12, h - 12), 0, 1.5)
    pen.rrect((*DEEP_CLAY, 200), (10, 10, w - 20, h - 20), 0, 0.8)
    return pen.result()


def north_africa_map() -> pygame.Surface:
    spots = places()
    layers: list = [main_theatre(spots), *holding_panel()]
    layers += panel(near_east(spots), geo.NEAR_EAST_PANEL)
    layers += panel(east_africa(spots), geo.EAST_AFRICA_PANEL)
    s = SCALE
    layers += banner("The Near East", (2620 * s, 70 * s), 26)
    layers += banner("East Africa", (2990 * s, 1196 * s), 26)
    layers += cartouche((1150 * s, 190 * s))
    layers += compass((1660 * s, 330 * s), 74)
    layers += legend((1410 * s, 1474 * s, 480 * s, 296 * s))
    layers.append(border())
    art = stack(SIZE, layers)
    out = pygame.Surface(SIZE)
    out.blit(art, (0, 0))
    return out


def build(written: Written, folder: str) -> None:
    save(north_africa_map(), f"{folder}map.png", written)
    path = written.root / f"{folder}map.json"
    path.write_text(json.dumps({"scale": SCALE, "width": SIZE[0], "height": SIZE[1]}) + "\n",
                    encoding="utf-8")
    written.append((f"{folder}map.json", "the map's scale and size"))


del star_points
