"""North Africa 1940-43, the map's terrain: its size and colours, and the `Painter` that paints
one region of it (the main map, or an inset's panel): sand, sand seas, the Nile's green,
rivers, hachured ranges and escarpments, salt marsh, frontiers, and the water-lined sea."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from . import north_africa_geography as geo
from .geometry import Point, arc_points
from .gradients import vertical_gradient
from .noise import apply_noise, noise_field
from .palette import DUNE_SHADOW, LIGHT_SAND, Color, lighten, mix, rgb
from .pen import Pen
from .surfaces import blur, clip, stack, tint

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
