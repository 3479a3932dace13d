"""Procedurally draw every bitmap asset of Shifting Sands.

Run from the repository root::

    python scripts/make_assets.py

Everything is drawn with pygame primitives on a 4x supersampled canvas and shrunk with
``smoothscale`` for antialiasing.  Layers are composited with premultiplied alpha, stone and
sand get seeded grain, and every random choice comes from a ``random.Random`` seeded with a
fixed string, so two runs write byte-identical PNG files.

Only pygame and the standard library are used; nothing is imported from ``shifting_sands``.
"""

from __future__ import annotations

import json
import math
import os
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

Color = tuple[int, int, int]
Point = tuple[float, float]
Rect4 = tuple[float, float, float, float]
Layer = pygame.Surface | tuple[pygame.Surface, Point]
Written = list[tuple[str, str]]  # (path under assets/, note for ART.md)

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
SS = 4  # supersampling factor: shapes are drawn this many times larger, then shrunk


def rgb(code: str) -> Color:
    """Parse ``#RRGGBB``."""
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


# --- the one desert palette ----------------------------------------------------------------
SAND = rgb("#E8C27A")
LIGHT_SAND = rgb("#F3DEB0")
DUNE_SHADOW = rgb("#C99A52")
TERRACOTTA = rgb("#B5562E")
DEEP_CLAY = rgb("#7A3B22")
INK = rgb("#2B1D14")
BONE = rgb("#F7EEDC")
NIGHT_INDIGO = rgb("#243B55")
OASIS_TEAL = rgb("#2F8C8C")
GOLD = rgb("#E3A72F")

WHITE: Color = (255, 255, 255)
BLACK: Color = (0, 0, 0)
CLEAR = (0, 0, 0, 0)

# --- stone face colours (they match the colour words of the rulebook) ------------------------
SYMBOL_COLORS: dict[str, Color] = {
    "sun": GOLD,
    "moon": rgb("#2E2A33"),
    "fish": rgb("#E07B2A"),
    "bird": rgb("#B8323A"),
    "horse": rgb("#7B4B94"),
    "boat": rgb("#2D6FB0"),
    "seed": rgb("#F4EFE4"),
    "tree": rgb("#4E8A3A"),
}
SYMBOLS = tuple(SYMBOL_COLORS)

# --- geometry the game needs ------------------------------------------------------------------
SYMBOL_SIZE = 128
TILE_SIZE = 160
TILE_MARGIN = 6
INLAY_FRACTION = 0.65  # symbol box / tile side
CARD_SIZE = (200, 280)
CARD_SAFE_AREA = (22, 22, 156, 236)  # x, y, w, h: plain parchment inside the ornaments
BOARD_SIZE = 600
BOARD_SLOT = 170
BOARD_PITCH = 176
BOARD_ORIGIN = (39, 50)  # top-left of slot (0, 0); the top rim carries the orientation sun
BACKGROUND_SIZE = (1280, 720)
COVER_SIZE = (400, 240)
ICON_SIZE = 48
ICON_NAMES = (
    "undo", "menu", "rules", "settings", "save", "load", "bot", "human", "strike", "star",
    "deck", "discard", "skip", "end_turn", "eye", "hand", "trophy", "close", "fullscreen",
)
GAME_IDS = ("stones", "mothership", "ouroboros", "curse_reverse", "north_africa")


# =============================================================================================
# Colour helpers
# =============================================================================================
def mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1)."""
    t = max(0.0, min(1.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def lighten(c: Color, t: float) -> Color:
    return mix(c, WHITE, t)


def darken(c: Color, t: float) -> Color:
    return mix(c, BLACK, t)


def ramp(stops: Sequence[tuple[float, Color]], t: float) -> Color:
    """Sample a piecewise-linear colour ramp given as ``(position, colour)`` stops."""
    if t <= stops[0][0]:
        return stops[0][1]
    for (p0, c0), (p1, c1) in pairwise(stops):
        if t <= p1:
            return mix(c0, c1, (t - p0) / (p1 - p0) if p1 > p0 else 1.0)
    return stops[-1][1]


def smoothstep(e0: float, e1: float, x: float) -> float:
    t = max(0.0, min(1.0, (x - e0) / (e1 - e0)))
    return t * t * (3 - 2 * t)


# =============================================================================================
# Geometry helpers
# =============================================================================================
def rotate(p: Point, angle_deg: float, about: Point = (0.0, 0.0)) -> Point:
    a = math.radians(angle_deg)
    x, y = p[0] - about[0], p[1] - about[1]
    return (
        about[0] + x * math.cos(a) - y * math.sin(a),
        about[1] + x * math.sin(a) + y * math.cos(a),
    )


def polar(center: Point, radius: float, angle_deg: float) -> Point:
    """Point at ``angle_deg`` (0 = right, 90 = down, screen convention)."""
    a = math.radians(angle_deg)
    return (center[0] + radius * math.cos(a), center[1] + radius * math.sin(a))


def arc_points(center: Point, rx: float, ry: float, a0: float, a1: float,
               n: int = 48) -> list[Point]:
    return [
        (center[0] + rx * math.cos(math.radians(a)), center[1] + ry * math.sin(math.radians(a)))
        for a in (a0 + (a1 - a0) * i / n for i in range(n + 1))
    ]


def regular_polygon(center: Point, radius: float, sides: int, start_deg: float) -> list[Point]:
    return [polar(center, radius, start_deg + 360 * i / sides) for i in range(sides)]


def star_points(center: Point, outer: float, inner: float, tips: int, start: float) -> list[Point]:
    pts = []
    for i in range(tips * 2):
        pts.append(polar(center, outer if i % 2 == 0 else inner, start + 180 * i / tips))
    return pts


def spline(points: Sequence[Point], closed: bool = True, sharp: Iterable[int] = (),
           steps: int = 12) -> list[Point]:
    """Catmull-Rom through ``points``; indices in ``sharp`` stay crisp corners."""
    pts = list(points)
    corners = set(sharp)
    n = len(pts)

    def tangent(i: int) -> Point:
        if i in corners or (not closed and i in (0, n - 1)):
            return (0.0, 0.0)
        a, b = pts[(i - 1) % n], pts[(i + 1) % n]
        return ((b[0] - a[0]) * 0.5, (b[1] - a[1]) * 0.5)

    out: list[Point] = []
    for i in range(n if closed else n - 1):
        p0, p1 = pts[i], pts[(i + 1) % n]
        m0, m1 = tangent(i), tangent((i + 1) % n)
        for s in range(steps):
            t = s / steps
            h00, h10 = 2 * t**3 - 3 * t**2 + 1, t**3 - 2 * t**2 + t
            h01, h11 = -2 * t**3 + 3 * t**2, t**3 - t**2
            out.append((
                h00 * p0[0] + h10 * m0[0] + h01 * p1[0] + h11 * m1[0],
                h00 * p0[1] + h10 * m0[1] + h01 * p1[1] + h11 * m1[1],
            ))
    if not closed:
        out.append(pts[-1])
    return out


def bezier(p0: Point, p1: Point, p2: Point, n: int = 24) -> list[Point]:
    """Quadratic Bezier sampled into ``n + 1`` points."""
    return [
        (
            (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
            (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1],
        )
        for t in (i / n for i in range(n + 1))
    ]


def offset_path(path: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """Outline of a variable-width ribbon along ``path`` (one width per point)."""
    left, right = [], []
    for i, p in enumerate(path):
        a = path[max(0, i - 1)]
        b = path[min(len(path) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        w = widths[i] / 2
        left.append((p[0] + nx * w, p[1] + ny * w))
        right.append((p[0] - nx * w, p[1] - ny * w))
    return left + right[::-1]


@dataclass(frozen=True)
class Frame:
    """Maps unit design coordinates (about -1..1) onto pixels."""

    cx: float
    cy: float
    r: float

    def p(self, x: float, y: float) -> Point:
        return (self.cx + x * self.r, self.cy + y * self.r)

    def ps(self, pts: Iterable[Point]) -> list[Point]:
        return [self.p(x, y) for x, y in pts]

    def d(self, v: float) -> float:
        return v * self.r


# =============================================================================================
# Surface helpers
# =============================================================================================
_UNPREMUL = [bytes(256)] + [
    bytes(min(255, (v * 255 + a // 2) // a) for v in range(256)) for a in range(1, 256)
]
_GREY_PALETTE = [(i, i, i) for i in range(256)]


def new_surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def with_alpha(surf: pygame.Surface) -> pygame.Surface:
    """``surf`` itself if it has per-pixel alpha, else an opaque SRCALPHA copy."""
    if surf.get_flags() & pygame.SRCALPHA:
        return surf
    out = new_surface(*surf.get_size())
    out.blit(surf, (0, 0))
    return out


def unpremultiply(surf: pygame.Surface) -> pygame.Surface:
    """Turn a premultiplied-alpha surface back into straight alpha."""
    size = surf.get_size()
    data = bytearray(pygame.image.tobytes(surf, "RGBA"))
    for j, a in enumerate(data[3::4]):
        if 0 < a < 255:
            i = j * 4
            table = _UNPREMUL[a]
            data[i] = table[data[i]]
            data[i + 1] = table[data[i + 1]]
            data[i + 2] = table[data[i + 2]]
    return pygame.image.frombytes(bytes(data), size, "RGBA")


def shrink(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Antialiased downscale that does not darken transparent edges."""
    return unpremultiply(pygame.transform.smoothscale(surf.premul_alpha(), size))


def stack(size: tuple[int, int], layers: Iterable[Layer]) -> pygame.Surface:
    """Composite straight-alpha layers bottom to top with a correct 'over' operator."""
    acc = new_surface(*size)
    for layer in layers:
        surf, pos = layer if isinstance(layer, tuple) else (layer, (0.0, 0.0))
        acc.blit(with_alpha(surf).premul_alpha(), (round(pos[0]), round(pos[1])),
                 special_flags=pygame.BLEND_PREMULTIPLIED)
    return unpremultiply(acc)


def blur(surf: pygame.Surface, radius: float) -> pygame.Surface:
    if radius < 1:
        return surf.copy()
    return unpremultiply(pygame.transform.gaussian_blur(surf.premul_alpha(), round(radius)))


def tint(mask: pygame.Surface, color: Color, alpha: int = 255) -> pygame.Surface:
    """A flat ``color`` surface whose alpha is ``mask``'s alpha scaled by ``alpha``."""
    out = mask.copy()
    out.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGB_MAX)
    out.fill((*color, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def shadow(mask: pygame.Surface, offset: Point, radius: float, alpha: int,
           color: Color = INK) -> Layer:
    """Soft drop shadow of ``mask`` as a positioned layer."""
    return (blur(tint(mask, color, alpha), radius), offset)


def apply_mask(texture: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """``texture`` cut out by ``mask`` (a white shape with antialiased alpha)."""
    out = mask.copy()
    out.blit(texture, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return out


def invert_alpha(mask: pygame.Surface, color: Color) -> pygame.Surface:
    """Surface of ``color`` that is opaque exactly where ``mask`` is transparent."""
    out = new_surface(*mask.get_size())
    out.fill((*color, 255))
    alpha_only = mask.copy()
    alpha_only.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
    out.blit(alpha_only, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    return out


def clip(layer: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """``layer`` (which has its own alpha) restricted to ``mask``'s shape."""
    out = with_alpha(layer).copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def inner_shadow(mask: pygame.Surface, offset: Point, radius: float, alpha: int,
                 color: Color = INK) -> pygame.Surface:
    """Shadow cast inside ``mask`` by its own rim, as if the shape were a hollow."""
    w, h = mask.get_size()
    pad = int(radius * 2 + max(abs(offset[0]), abs(offset[1])) + 2)
    outside = new_surface(w + pad * 2, h + pad * 2)
    outside.fill((*color, 255))
    hole = new_surface(w + pad * 2, h + pad * 2)
    hole.blit(invert_alpha(mask, color), (pad, pad))
    outside.fill((0, 0, 0, 0), pygame.Rect(pad, pad, w, h))
    outside.blit(hole, (pad, pad), pygame.Rect(pad, pad, w, h))
    shade = blur(outside, radius)
    out = new_surface(w, h)
    out.blit(shade, (offset[0] - pad, offset[1] - pad))
    out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGB_MAX)
    out.fill((*color, 255), special_flags=pygame.BLEND_RGB_MULT)
    return out


def linear_gradient(w: int, h: int, direction: Point,
                    stops: Sequence[tuple[float, Color]]) -> pygame.Surface:
    """Opaque gradient along ``direction`` (a vector; the image spans t = 0..1)."""
    dx, dy = direction
    corners = [0.0, w * dx, h * dy, w * dx + h * dy]
    lo, hi = min(corners), max(corners)
    span = (hi - lo) or 1.0
    steps = max(2, int(span) + 1)
    lut = [bytes(ramp(stops, i / (steps - 1))) for i in range(steps)]
    data = bytearray(w * h * 3)
    for y in range(h):
        row = y * w * 3
        for x in range(w):
            k = int(((x + 0.5) * dx + (y + 0.5) * dy - lo) / span * (steps - 1))
            data[row + x * 3: row + x * 3 + 3] = lut[max(0, min(steps - 1, k))]
    return pygame.image.frombytes(bytes(data), (w, h), "RGB")


def vertical_gradient(w: int, h: int, stops: Sequence[tuple[float, Color]]) -> pygame.Surface:
    strip = pygame.Surface((1, h))
    for y in range(h):
        strip.set_at((0, y), ramp(stops, (y + 0.5) / h))
    return pygame.transform.scale(strip, (w, h))


def radial_glow(w: int, h: int, center: Point, radius: float, color: Color,
                strength: float, falloff: float = 2.0) -> pygame.Surface:
    """Straight-alpha glow, computed coarsely and smoothed up."""
    step = 4
    gw, gh = w // step + 2, h // step + 2
    small = new_surface(gw, gh)
    for y in range(gh):
        for x in range(gw):
            d = math.hypot(x * step - center[0], y * step - center[1]) / radius
            a = strength * max(0.0, 1.0 - d) ** falloff
            if a > 0:
                small.set_at((x, y), (*color, round(255 * min(1.0, a))))
            else:
                small.set_at((x, y), (*color, 0))
    big = pygame.transform.smoothscale(small, (gw * step, gh * step))
    return big.subsurface((0, 0, w, h)).copy()


def noise_field(w: int, h: int, seed: str, cell: int = 1) -> pygame.Surface:
    """Grey value noise 0..255; ``cell`` > 1 gives smooth blotches that size."""
    rng = random.Random(seed)
    gw, gh = (w, h) if cell <= 1 else (w // cell + 3, h // cell + 3)
    raw = pygame.image.frombytes(rng.randbytes(gw * gh), (gw, gh), "P")
    raw.set_palette(_GREY_PALETTE)
    field = pygame.Surface((gw, gh))
    field.blit(raw, (0, 0))
    if cell > 1:
        field = pygame.transform.smoothscale(field, (gw * cell, gh * cell))
        field = field.subsurface((cell, cell, w, h)).copy()
    return field


def apply_noise(target: pygame.Surface, field: pygame.Surface, amp: float) -> None:
    """Shift ``target``'s colour by ``(field - 128) / 128 * amp``; alpha is untouched."""
    k = max(0, min(255, round(amp * 2)))
    up = field.copy()
    up.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)
    up.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
    down = pygame.Surface(field.get_size())
    down.fill((128, 128, 128))
    down.blit(field, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
    target.blit(up, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    target.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_SUB)


def grain(target: pygame.Surface, seed: str, amp: float = 6, mottle: float = 0,
          cell: int = 12) -> None:
    """Fine per-pixel grain plus optional large soft mottling."""
    w, h = target.get_size()
    if mottle:
        apply_noise(target, noise_field(w, h, seed + ":mottle", cell), mottle)
    apply_noise(target, noise_field(w, h, seed + ":grain"), amp)


# =============================================================================================
# Pen: supersampled drawing in final-pixel coordinates
# =============================================================================================
class Pen:
    """A canvas ``ss`` times larger than the output, addressed in output pixels."""

    def __init__(self, width: int, height: int, ss: int = SS) -> None:
        self.size = (width, height)
        self.ss = ss
        self.surf = new_surface(width * ss, height * ss)

    def _pt(self, p: Point) -> Point:
        return (p[0] * self.ss, p[1] * self.ss)

    def polygon(self, color: Sequence[int], points: Sequence[Point]) -> None:
        pygame.draw.polygon(self.surf, color, [self._pt(p) for p in points])

    def circle(self, color: Sequence[int], center: Point, radius: float) -> None:
        pygame.draw.circle(self.surf, color, self._pt(center), radius * self.ss)

    def ring(self, color: Sequence[int], center: Point, radius: float, width: float) -> None:
        pygame.draw.circle(self.surf, color, self._pt(center), radius * self.ss,
                           max(1, round(width * self.ss)))

    def ellipse(self, color: Sequence[int], center: Point, rx: float, ry: float) -> None:
        self.polygon(color, arc_points(center, rx, ry, 0, 360, 96)[:-1])

    def rrect(self, color: Sequence[int], rect: Rect4, radius: float, width: float = 0) -> None:
        x, y, w, h = (round(v * self.ss) for v in rect)
        pygame.draw.rect(self.surf, color, pygame.Rect(x, y, w, h),
                         round(width * self.ss), border_radius=round(radius * self.ss))

    def line(self, color: Sequence[int], a: Point, b: Point, width: float,
             round_caps: bool = True) -> None:
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * width / 2, dx / length * width / 2
        self.polygon(color, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                             (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])
        if round_caps:
            self.circle(color, a, width / 2)
            self.circle(color, b, width / 2)

    def polyline(self, color: Sequence[int], points: Sequence[Point], width: float,
                 closed: bool = False) -> None:
        pts = list(points) + ([points[0]] if closed else [])
        for a, b in pairwise(pts):
            self.line(color, a, b, width, round_caps=False)
        for p in pts:
            self.circle(color, p, width / 2)

    def ribbon(self, color: Sequence[int], path: Sequence[Point], widths: Sequence[float]) -> None:
        self.polygon(color, offset_path(path, widths))

    def outline(self, width: float, color: Color = INK) -> None:
        """Grow a ``width`` pixel border of ``color`` under everything drawn so far."""
        r = max(1, round(width * self.ss))
        disc_surf = new_surface(2 * r + 1, 2 * r + 1)
        pygame.draw.circle(disc_surf, WHITE, (r, r), r + 0.5)
        grown = pygame.mask.from_surface(self.surf, 127).convolve(
            pygame.mask.from_surface(disc_surf))
        border = grown.to_surface(setcolor=(*color, 255), unsetcolor=CLEAR)
        base = new_surface(*self.surf.get_size())
        base.blit(border, (-r, -r))
        base.blit(self.surf, (0, 0))
        self.surf = base

    def shade(self, light: float = 0.12, dark: float = 0.16) -> None:
        """Light the drawing from the top-left: brighten there, darken bottom-right."""
        w, h = self.size
        up = linear_gradient(w, h, (1, 1), [(0, (round(255 * light),) * 3), (0.55, BLACK)])
        down = linear_gradient(w, h, (1, 1), [(0.45, BLACK), (1, (round(255 * dark),) * 3)])
        big = self.surf.get_size()
        self.surf.blit(pygame.transform.smoothscale(up, big), (0, 0),
                       special_flags=pygame.BLEND_RGB_ADD)
        self.surf.blit(pygame.transform.smoothscale(down, big), (0, 0),
                       special_flags=pygame.BLEND_RGB_SUB)

    def paste(self, other: Pen) -> None:
        """Draw another pen of the same size on top of this one."""
        self.surf.blit(other.surf, (0, 0))

    def result(self) -> pygame.Surface:
        return shrink(self.surf, self.size)


def shape_mask(w: int, h: int, draw: Callable[[Pen], None]) -> pygame.Surface:
    """White antialiased mask of whatever ``draw`` paints in white."""
    pen = Pen(w, h)
    draw(pen)
    return pen.result()


def rrect_mask(w: int, h: int, rect: Rect4, radius: float) -> pygame.Surface:
    return shape_mask(w, h, lambda p: p.rrect(WHITE, rect, radius))


# =============================================================================================
# Stone-face symbols (unit design space: about -0.95 .. 0.95)
# =============================================================================================
def draw_sun(pen: Pen, f: Frame) -> None:
    gold = SYMBOL_COLORS["sun"]
    ray = darken(mix(gold, rgb("#D9782A"), 0.35), 0.02)
    for i in range(8):
        a = -90 + 45 * i
        tip = 0.97 if i % 2 == 0 else 0.86
        pen.polygon(ray, f.ps([polar((0, 0), 0.5, a - 15), polar((0, 0), tip, a),
                               polar((0, 0), 0.5, a + 15)]))
    pen.circle(gold, f.p(0, 0), f.d(0.56))
    pen.ring(darken(gold, 0.22), f.p(0, 0), f.d(0.43), f.d(0.045))
    pen.circle(lighten(gold, 0.28), f.p(-0.08, -0.09), f.d(0.24))
    pen.circle(lighten(gold, 0.5), f.p(-0.13, -0.15), f.d(0.09))


def draw_moon(pen: Pen, f: Frame) -> None:
    body = SYMBOL_COLORS["moon"]
    rim = rgb("#8C8698")
    pen.circle(rim, f.p(0, 0), f.d(0.8))
    pen.circle(body, f.p(0.035, 0.0), f.d(0.755))
    pen.circle(CLEAR, f.p(0.42, -0.26), f.d(0.64))
    for (x, y, r) in ((-0.5, 0.22, 0.1), (-0.28, 0.5, 0.07), (-0.58, -0.12, 0.06)):
        pen.circle(lighten(body, 0.12), f.p(x, y), f.d(r))
        pen.circle(darken(body, 0.25), f.p(x + 0.015, y + 0.015), f.d(r * 0.7))


def draw_fish(pen: Pen, f: Frame) -> None:
    body = SYMBOL_COLORS["fish"]
    fin = darken(body, 0.16)
    pen.polygon(fin, f.ps([(-0.34, -0.3), (-0.1, -0.66), (0.2, -0.6), (0.12, -0.24)]))
    pen.polygon(fin, f.ps([(-0.2, 0.3), (-0.02, 0.58), (0.14, 0.26)]))
    pen.polygon(fin, f.ps(spline([(0.3, 0.0), (0.9, -0.5), (0.78, -0.02), (0.8, 0.02),
                                  (0.9, 0.5)], sharp=(0, 1, 4))))
    outline = spline([(-0.9, 0.04), (-0.7, -0.24), (-0.38, -0.4), (0.0, -0.38), (0.3, -0.2),
                      (0.46, 0.0), (0.3, 0.2), (0.0, 0.38), (-0.38, 0.38), (-0.7, 0.24)],
                     sharp=(0, 5))
    pen.polygon(body, f.ps(outline))
    pen.polygon(lighten(body, 0.2), f.ps(spline(
        [(-0.72, 0.02), (-0.4, -0.22), (0.1, -0.22), (0.34, 0.0), (0.1, 0.08), (-0.4, 0.08)],
        sharp=(0, 3))))
    scale_c = darken(body, 0.2)
    for cx, cy in ((-0.02, -0.12), (0.16, -0.06), (-0.02, 0.12), (0.16, 0.12), (0.3, 0.03)):
        pen.polyline(scale_c, f.ps(arc_points((cx, cy), 0.11, 0.11, -70, 70, 10)), f.d(0.04))
    pen.polyline(darken(body, 0.45), f.ps(arc_points((-0.62, 0.0), 0.28, 0.3, -50, 50, 16)),
                 f.d(0.055))
    pen.circle(BONE, f.p(-0.6, -0.08), f.d(0.11))
    pen.circle(INK, f.p(-0.62, -0.08), f.d(0.062))
    pen.line(darken(body, 0.5), f.p(-0.9, 0.06), f.p(-0.78, 0.08), f.d(0.04))


def draw_bird(pen: Pen, f: Frame) -> None:
    red = SYMBOL_COLORS["bird"]
    wing_dark = darken(red, 0.2)
    for side in (-1, 1):
        wing = spline([(0.08 * side, -0.02), (0.3 * side, -0.34), (0.58 * side, -0.6),
                       (0.96 * side, -0.8), (0.8 * side, -0.52), (0.78 * side, -0.42),
                       (0.64 * side, -0.36), (0.6 * side, -0.24), (0.44 * side, -0.18),
                       (0.36 * side, -0.04), (0.14 * side, 0.2)],
                      sharp=(0, 3, 4, 6, 8, 10))
        pen.polygon(red, f.ps(wing))
        pen.polyline(wing_dark, f.ps(bezier((0.14 * side, -0.02), (0.4 * side, -0.34),
                                            (0.8 * side, -0.62), 12)), f.d(0.05))
    pen.polygon(wing_dark, f.ps([(-0.1, 0.38), (-0.26, 0.72), (0.0, 0.62), (0.26, 0.72),
                                 (0.1, 0.38)]))
    pen.ellipse(red, f.p(0, 0.12), f.d(0.19), f.d(0.36))
    pen.ellipse(lighten(red, 0.22), f.p(0, 0.18), f.d(0.1), f.d(0.22))
    pen.circle(red, f.p(0, -0.24), f.d(0.17))
    pen.polygon(GOLD, f.ps([(-0.07, -0.2), (0.07, -0.2), (0.0, -0.02)]))
    pen.circle(INK, f.p(-0.075, -0.28), f.d(0.035))
    pen.circle(INK, f.p(0.075, -0.28), f.d(0.035))


def draw_horse(pen: Pen, f: Frame) -> None:
    coat = SYMBOL_COLORS["horse"]
    mane = darken(coat, 0.38)
    head = spline([(0.0, -0.94), (-0.12, -0.64), (-0.34, -0.5), (-0.55, -0.24),
                   (-0.72, 0.02), (-0.82, 0.16), (-0.76, 0.3), (-0.6, 0.33), (-0.4, 0.26),
                   (-0.18, 0.24), (-0.04, 0.36), (0.02, 0.62), (0.0, 0.92), (0.66, 0.92),
                   (0.62, 0.44), (0.48, -0.06), (0.28, -0.5), (0.14, -0.66)],
                  sharp=(0, 12, 13))
    back = spline([(0.12, -0.72), (0.3, -0.52), (0.5, -0.08), (0.64, 0.44), (0.68, 0.92)],
                  closed=False, steps=10)
    tufts: list[Point] = [(0.02, -0.62)]
    for i, (x, y) in enumerate(back):
        out = 0.22 if i % 4 == 1 else (0.1 if i % 4 == 3 else 0.15)
        tufts.append((x + out * 0.9, y - out * 0.35))
    tufts += [(0.55, 0.92), (0.46, 0.4), (0.3, -0.04), (0.12, -0.44)]
    pen.polygon(coat, f.ps(head))
    pen.polygon(mane, f.ps(tufts))
    pen.polygon(mane, f.ps([(-0.02, -0.66), (-0.24, -0.5), (-0.08, -0.5), (-0.14, -0.38),
                            (0.06, -0.52)]))
    pen.polygon(darken(coat, 0.25), f.ps([(-0.01, -0.84), (-0.07, -0.66), (0.06, -0.68)]))
    pen.polygon(lighten(coat, 0.16), f.ps(spline(
        [(-0.5, -0.2), (-0.7, 0.06), (-0.72, 0.2), (-0.56, 0.22), (-0.36, 0.02)], sharp=())))
    pen.polyline(darken(coat, 0.32), f.ps(spline(
        [(-0.36, 0.18), (-0.16, 0.08), (-0.06, -0.12), (-0.14, -0.3)], closed=False)),
        f.d(0.05))
    pen.circle(BONE, f.p(-0.26, -0.3), f.d(0.1))
    pen.circle(INK, f.p(-0.28, -0.3), f.d(0.06))
    pen.circle(INK, f.p(-0.66, 0.13), f.d(0.05))
    pen.line(darken(coat, 0.45), f.p(-0.76, 0.26), f.p(-0.58, 0.27), f.d(0.04))


def draw_boat(pen: Pen, f: Frame) -> None:
    blue = SYMBOL_COLORS["boat"]
    sail = rgb("#A9CBEA")
    pen.polyline(blue, f.ps([(-0.78, 0.8), (-0.55, 0.72), (-0.3, 0.8), (-0.05, 0.72),
                             (0.2, 0.8), (0.45, 0.72), (0.7, 0.8)]), f.d(0.1))
    pen.polygon(sail, f.ps(spline([(-0.6, 0.2), (0.56, -0.84), (0.64, -0.3), (0.52, 0.2)],
                                  sharp=(0, 1, 3))))
    pen.polygon(darken(sail, 0.12), f.ps(spline(
        [(0.12, 0.2), (0.56, -0.84), (0.64, -0.3), (0.52, 0.2)], sharp=(0, 1, 3))))
    for t in (0.3, 0.58):
        a = (-0.6 + (0.56 + 0.6) * t, 0.2 - 1.04 * t)
        pen.line(mix(sail, blue, 0.55), f.p(*a), f.p(a[0] + 0.14 * (1 - t) + 0.02, 0.2),
                 f.d(0.03))
    pen.line(darken(blue, 0.35), f.p(-0.68, 0.28), f.p(0.62, -0.9), f.d(0.07))
    pen.line(darken(blue, 0.35), f.p(0.3, 0.3), f.p(0.3, -0.62), f.d(0.06))
    hull = spline([(-0.94, 0.12), (-0.4, 0.3), (0.4, 0.3), (0.88, 0.14), (0.62, 0.5),
                   (0.2, 0.62), (-0.3, 0.62), (-0.7, 0.48)], sharp=(0, 3))
    pen.polygon(blue, f.ps(hull))
    pen.polygon(lighten(blue, 0.3), f.ps(spline(
        [(-0.86, 0.16), (-0.4, 0.32), (0.4, 0.32), (0.8, 0.18), (0.6, 0.32), (0.2, 0.42),
         (-0.3, 0.42), (-0.7, 0.3)], sharp=(0, 3))))
    pen.circle(BONE, f.p(-0.42, 0.46), f.d(0.055))


def draw_seed(pen: Pen, f: Frame) -> None:
    white = SYMBOL_COLORS["seed"]
    tilt = 24

    def turn(pts: Iterable[Point]) -> list[Point]:
        return f.ps(rotate(q, tilt) for q in pts)

    pen.polygon(white, turn(spline(
        [(0.0, -0.94), (0.34, -0.6), (0.56, -0.06), (0.5, 0.48), (0.0, 0.86), (-0.5, 0.48),
         (-0.56, -0.06), (-0.34, -0.6)], sharp=(0,))))
    pen.polygon(rgb("#E2D6C0"), turn(spline(
        [(0.04, -0.76), (0.34, -0.4), (0.46, 0.06), (0.38, 0.5), (0.04, 0.78), (0.16, 0.3),
         (0.14, -0.3)], sharp=(0, 4))))
    groove = spline([(0.0, -0.74), (-0.05, -0.2), (0.0, 0.34), (0.02, 0.68)], closed=False)
    pen.polyline(rgb("#F9F5EC"), turn((x - 0.05, y) for x, y in groove), f.d(0.06))
    pen.polyline(rgb("#8C7A60"), turn(groove), f.d(0.08))
    pen.polygon(WHITE, turn(spline(
        [(-0.26, -0.44), (-0.4, -0.06), (-0.34, 0.26), (-0.22, -0.1)], sharp=())))


def draw_tree(pen: Pen, f: Frame) -> None:
    f = Frame(f.cx, f.cy + f.d(0.03), f.r * 0.93)
    green = SYMBOL_COLORS["tree"]
    trunk = rgb("#7A5632")
    crown = (0.08, -0.32)
    path = bezier((-0.12, 0.94), (0.16, 0.3), crown, 16)
    pen.ribbon(trunk, f.ps(path), [f.d(0.26 - 0.12 * i / 16) for i in range(17)])
    for i in range(2, 15, 2):
        x, y = path[i]
        w = 0.12 - 0.05 * i / 16
        pen.line(darken(trunk, 0.3), f.p(x - w, y - 0.02), f.p(x + w, y + 0.02), f.d(0.04))
    pen.circle(rgb("#8E4A1E"), f.p(-0.04, -0.16), f.d(0.08))
    pen.circle(rgb("#8E4A1E"), f.p(0.16, -0.14), f.d(0.08))
    pen.circle(rgb("#A65B24"), f.p(0.06, -0.08), f.d(0.08))
    fronds = [((-0.92, 0.12), (-0.5, -0.52)), ((-0.82, -0.56), (-0.36, -0.74)),
              ((-0.2, -0.96), (-0.12, -0.72)), ((0.46, -0.94), (0.24, -0.8)),
              ((0.96, -0.5), (0.52, -0.72)), ((0.9, 0.18), (0.6, -0.5))]
    for tip, ctrl in fronds:
        draw_frond(pen, f, crown, ctrl, tip, green)
    pen.circle(darken(green, 0.1), f.p(*crown), f.d(0.1))


def draw_frond(pen: Pen, f: Frame, root: Point, ctrl: Point, tip: Point, green: Color) -> None:
    """One pinnate palm leaf: a tapering ribbon with serrated edges and a midrib."""
    n = 14
    path = bezier(root, ctrl, tip, n)
    left, right = [], []
    for i, (x, y) in enumerate(path):
        a = path[max(0, i - 1)]
        b = path[min(n, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln, dx / ln
        t = i / n
        w = 0.2 * math.sin(math.pi * min(1.0, t * 1.15)) ** 0.8
        w *= 1.0 if i % 2 == 0 else 0.55
        back = 0.05 if i % 2 == 0 else 0.0
        left.append((x + nx * w - dx / ln * back, y + ny * w - dy / ln * back))
        right.append((x - nx * w * 0.8 - dx / ln * back, y - ny * w * 0.8 - dy / ln * back))
    pen.polygon(green, f.ps(left + right[::-1]))
    pen.polyline(darken(green, 0.3), f.ps(path[1:-2]), f.d(0.035))


SYMBOL_DRAWERS: dict[str, Callable[[Pen, Frame], None]] = {
    "sun": draw_sun, "moon": draw_moon, "fish": draw_fish, "bird": draw_bird,
    "horse": draw_horse, "boat": draw_boat, "seed": draw_seed, "tree": draw_tree,
}


def symbol_surface(name: str, size: int, outline: float | None = None) -> pygame.Surface:
    """One stone-face symbol on a transparent ``size`` square, with an ink outline."""
    pen = Pen(size, size)
    edge = outline if outline is not None else max(1.5, size * 0.024)
    frame = Frame(size / 2, size / 2, (size / 2 - edge - 1) / 0.98)
    SYMBOL_DRAWERS[name](pen, frame)
    pen.shade(0.1, 0.14)
    pen.outline(edge, INK)
    return pen.result()


# =============================================================================================
# Stone tiles
# =============================================================================================
@dataclass(frozen=True)
class StoneTint:
    base: Color
    light: Color
    dark: Color


STONE_TINTS: dict[str, StoneTint] = {
    "limestone": StoneTint(rgb("#E7DDC7"), rgb("#F8F2E4"), rgb("#B3A384")),
    "sandstone": StoneTint(rgb("#E5BD8E"), rgb("#F5DCB8"), rgb("#B08458")),
    "rosy": StoneTint(rgb("#DDAA92"), rgb("#F1CDBB"), rgb("#A9735F")),
    "ochre": StoneTint(rgb("#D69A42"), rgb("#EBBE6E"), rgb("#9C6A24")),
    "back": StoneTint(SAND, LIGHT_SAND, DUNE_SHADOW),
    "grey": StoneTint(rgb("#B9B4AA"), rgb("#DAD6CD"), rgb("#8A857C")),
}
STONE_PAIRS: dict[str, str] = {
    "sun": "limestone", "moon": "limestone", "fish": "sandstone", "bird": "sandstone",
    "horse": "rosy", "boat": "rosy", "seed": "ochre", "tree": "ochre",
}


def stone_texture(w: int, h: int, stone: StoneTint, seed: str, mottle: float = 9,
                  strata: float = 7) -> pygame.Surface:
    """Opaque carved-stone surface: soft light gradient, mottling, strata, grain, specks."""
    light = [(0, mix(stone.base, stone.light, 0.45)), (0.6, stone.base),
             (1, mix(stone.base, stone.dark, 0.3))]
    tex = linear_gradient(w, h, (1, 1.2), light)
    grain(tex, seed, amp=5, mottle=mottle, cell=max(4, min(w // 8, 26)))
    bands = noise_field(1, h * 2, seed + ":strata", max(2, min(h // 24, 8)))
    bands = pygame.transform.rotate(pygame.transform.scale(bands, (w * 2, h * 2)), 9)
    sx, sy = bands.get_width() // 2 - w // 2, bands.get_height() // 2 - h // 2
    apply_noise(tex, bands.subsurface((sx, sy, w, h)).copy(), strata)
    rng = random.Random(seed + ":specks")
    for _ in range(w * h // 140):
        x, y = rng.randrange(w), rng.randrange(h)
        c = tex.get_at((x, y))[:3]
        tex.set_at((x, y), mix(c, stone.dark if rng.random() < 0.7 else stone.light, 0.45))
    return tex


def bevel_texture(w: int, h: int, stone: StoneTint, seed: str) -> pygame.Surface:
    """Rim colours for a chiselled bevel: bright top-left facets, dark bottom-right ones."""
    pen = Pen(w, h, ss=2)
    pen.surf.fill((*mix(stone.base, stone.dark, 0.75), 255))
    pen.polygon(lighten(stone.light, 0.25), [(0, 0), (w, 0), (w * 0.5, h * 0.5), (0, h)])
    tex = pen.result()
    grain(tex, seed + ":bevel", amp=4)
    return tex


def carved_tile(size: int, stone: StoneTint, seed: str,
                inlay: pygame.Surface | None = None) -> pygame.Surface:
    """A square sandstone tile with rounded corners, bevel and soft shadow."""
    margin = size * TILE_MARGIN / TILE_SIZE
    body = size - 2 * margin
    radius = size * 0.12
    bevel = max(2.0, size * 0.04)
    outer = (margin, margin - size * 0.012, body, body)
    inner = (outer[0] + bevel, outer[1] + bevel, body - 2 * bevel, body - 2 * bevel)
    outer_mask = rrect_mask(size, size, outer, radius)
    inner_mask = rrect_mask(size, size, inner, radius - bevel * 0.7)
    face = apply_mask(stone_texture(size, size, stone, seed), inner_mask)
    glow = inner_shadow(inner_mask, (-size * 0.01, -size * 0.012), size * 0.02, 110,
                        lighten(stone.light, 0.6))
    dusk = inner_shadow(inner_mask, (size * 0.008, size * 0.01), size * 0.02, 70, stone.dark)
    rim_line = shape_mask(size, size, lambda p: p.rrect(WHITE, outer, radius, 0.8))
    layers: list[Layer] = [
        shadow(outer_mask, (0, size * 0.014), size * 0.017, 150),
        apply_mask(bevel_texture(size, size, stone, seed), outer_mask),
        face, glow, dusk,
        tint(rim_line, darken(stone.dark, 0.45), 150),
    ]
    if inlay is not None:
        layers += inlay_layers(size, inlay, stone)
    return stack((size, size), layers)


def inlay_layers(size: int, symbol: pygame.Surface, stone: StoneTint) -> list[Layer]:
    """A symbol set into the stone: a dark cut above-left, a lit lip below-right."""
    sw, sh = symbol.get_size()
    pos = ((size - sw) / 2, (size - sh) / 2 - size * 0.012)
    cut = max(1.0, size * 0.008)
    return [
        (blur(tint(symbol, darken(stone.dark, 0.35), 170), 1.2), (pos[0] - cut, pos[1] - cut)),
        (blur(tint(symbol, lighten(stone.light, 0.5), 200), 1.0), (pos[0] + cut, pos[1] + cut)),
        (symbol, pos),
    ]


def stone_file(name: str) -> pygame.Surface:
    tint_name = STONE_PAIRS[name]
    sym = symbol_surface(name, round(TILE_SIZE * INLAY_FRACTION), outline=2.4)
    return carved_tile(TILE_SIZE, STONE_TINTS[tint_name], f"tile:{tint_name}", sym)


def any_square() -> pygame.Surface:
    """Neutral grey stone with a dotted border: 'any stone goes here'."""
    size = SYMBOL_SIZE
    tile = carved_tile(size, STONE_TINTS["grey"], "tile:grey")
    pen = Pen(size, size)
    inset = size * 0.2
    side = size - 2 * inset
    n = 7
    for i in range(n * 4):
        edge, k = divmod(i, n)
        t = k / n
        x, y = [(inset + side * t, inset), (size - inset, inset + side * t),
                (size - inset - side * t, size - inset), (inset, size - inset - side * t)][edge]
        pen.circle((*rgb("#5E5A54"), 255), (x, y - size * 0.012), size * 0.026)
    dots = pen.result()
    return stack((size, size), [tile, (tint(dots, WHITE, 120), (0.8, 0.8)), dots])


# =============================================================================================
# Cards, badge
# =============================================================================================
def parchment(w: int, h: int, seed: str) -> pygame.Surface:
    base = linear_gradient(w, h, (0, 1), [(0, lighten(BONE, 0.3)), (1, mix(BONE, SAND, 0.18))])
    vignette = radial_glow(w, h, (w / 2, h / 2), math.hypot(w, h) * 0.62,
                           mix(BONE, DUNE_SHADOW, 0.6), 1.0, 2.2)
    edge = invert_alpha(vignette, mix(BONE, DUNE_SHADOW, 0.55))
    edge.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
    base.blit(edge, (0, 0))
    grain(base, seed, amp=3.5, mottle=3, cell=22)
    return base


def corner_ornament(pen: Pen, corner: Point, sx: int, sy: int) -> None:
    """A small stepped-diamond motif tucked into one card corner."""
    x, y = corner
    pen.polygon((*TERRACOTTA, 255), [(x + sx * 9, y), (x + sx * 18, y + sy * 9),
                                     (x + sx * 9, y + sy * 18), (x, y + sy * 9)])
    pen.polygon((*BONE, 255), [(x + sx * 9, y + sy * 4), (x + sx * 14, y + sy * 9),
                               (x + sx * 9, y + sy * 14), (x + sx * 4, y + sy * 9)])
    pen.circle((*GOLD, 255), (x + sx * 9, y + sy * 9), 2.6)
    pen.line((*TERRACOTTA, 255), (x + sx * 22, y + sy * 9), (x + sx * 34, y + sy * 9), 1.4)
    pen.line((*TERRACOTTA, 255), (x + sx * 9, y + sy * 22), (x + sx * 9, y + sy * 34), 1.4)
    pen.circle((*TERRACOTTA, 255), (x + sx * 38, y + sy * 9), 1.5)
    pen.circle((*TERRACOTTA, 255), (x + sx * 9, y + sy * 38), 1.5)


def card_front() -> pygame.Surface:
    w, h = CARD_SIZE
    card = rrect_mask(w, h, (0, 0, w, h), 12)
    deco = Pen(w, h)
    deco.rrect((*TERRACOTTA, 255), (7, 7, w - 14, h - 14), 7, 2.2)
    deco.rrect((*mix(TERRACOTTA, BONE, 0.45), 255), (11.5, 11.5, w - 23, h - 23), 4, 0.9)
    for cx, cy, sx, sy in ((12, 12, 1, 1), (w - 12, 12, -1, 1), (12, h - 12, 1, -1),
                           (w - 12, h - 12, -1, -1)):
        corner_ornament(deco, (cx + sx * 3, cy + sy * 3), sx, sy)
    for cx in (w / 2,):
        deco.polygon((*TERRACOTTA, 255), [(cx - 6, 7), (cx, 2.5), (cx + 6, 7), (cx, 11.5)])
        deco.polygon((*TERRACOTTA, 255), [(cx - 6, h - 7), (cx, h - 11.5), (cx + 6, h - 7),
                                          (cx, h - 2.5)])
    edge = shape_mask(w, h, lambda p: p.rrect(WHITE, (0, 0, w, h), 12, 1.2))
    return stack((w, h), [apply_mask(parchment(w, h, "card"), card), deco.result(),
                          tint(edge, DEEP_CLAY, 170)])


def card_back() -> pygame.Surface:
    w, h = CARD_SIZE
    card = rrect_mask(w, h, (0, 0, w, h), 12)
    sky = linear_gradient(w, h, (0.25, 1), [(0, lighten(NIGHT_INDIGO, 0.12)),
                                            (1, darken(NIGHT_INDIGO, 0.35))])
    grain(sky, "card-back", amp=4, mottle=6, cell=20)
    pen = Pen(w, h)
    rng = random.Random("card-back-stars")
    for _ in range(46):
        x, y = rng.uniform(16, w - 16), rng.uniform(16, h * 0.62)
        pen.circle((*lighten(GOLD, 0.55), rng.randrange(90, 230)), (x, y), rng.uniform(0.5, 1.2))
    stars = pen.result()
    motif = Pen(w, h)
    gold = (*GOLD, 255)
    motif.rrect(gold, (8, 8, w - 16, h - 16), 7, 2.2)
    motif.rrect((*darken(GOLD, 0.2), 255), (13, 13, w - 26, h - 26), 4, 1)
    cell, gap, cy = 26, 6, 96
    gx = w / 2 - (cell * 3 + gap * 2) / 2
    gy = cy - (cell * 3 + gap * 2) / 2
    for r in range(3):
        for c in range(3):
            x, y = gx + c * (cell + gap), gy + r * (cell + gap)
            motif.rrect(gold, (x, y, cell, cell), 5, 2)
            if (r + c) % 2 == 0:
                motif.rrect((*darken(GOLD, 0.25), 255), (x + 6, y + 6, cell - 12, cell - 12), 3)
    motif.ring(gold, (w / 2, cy), 66, 1.4)
    for i in range(16):
        a = i * 22.5
        motif.line(gold, polar((w / 2, cy), 71, a), polar((w / 2, cy), 77 if i % 2 else 82, a),
                   1.6)
    for k, base in enumerate((188, 208, 228, 248)):
        amp = 6 + k
        pts = [(x, base + amp * math.sin(x / (34 + 6 * k) + k * 1.7)) for x in range(16, w - 15, 3)]
        motif.polyline((*mix(GOLD, NIGHT_INDIGO, 0.15 * k), 255), pts, 2.0 - 0.2 * k)
    motif_layer = motif.result()
    edge = shape_mask(w, h, lambda p: p.rrect(WHITE, (0, 0, w, h), 12, 1.2))
    return stack((w, h), [apply_mask(sky, card), stars, shadow(motif_layer, (0, 1.5), 1.5, 150),
                          motif_layer, tint(edge, INK, 200)])


def point_badge() -> pygame.Surface:
    """A gold medallion with a milled edge; the game prints the points in its plain centre."""
    size = 64
    c = (32.0, 31.0)
    milled = star_points(c, 27, 24.8, 20, -90)
    def coin(p: Pen) -> None:
        p.polygon(WHITE, milled)
        p.circle(WHITE, c, 25.2)

    outer = shape_mask(size, size, coin)
    disc_mask = shape_mask(size, size, lambda p: p.circle(WHITE, c, 21.4))
    light = [(0, lighten(GOLD, 0.5)), (0.5, GOLD), (1, darken(GOLD, 0.35))]
    rim = apply_mask(linear_gradient(size, size, (1, 1.3), light), outer)
    face = apply_mask(linear_gradient(size, size, (1, 1.3), [
        (0, lighten(GOLD, 0.45)), (0.55, lighten(GOLD, 0.08)), (1, darken(GOLD, 0.1))]), disc_mask)
    grain(face, "badge", amp=3)
    ring = shape_mask(size, size, lambda p: p.ring(WHITE, c, 18.8, 1.0))
    edge = Pen(size, size)
    edge.polygon((*INK, 255), star_points(c, 28.2, 26, 20, -90))
    edge.circle((*INK, 255), c, 26.3)
    return stack((size, size), [
        shadow(outer, (0, 1.6), 1.6, 150), tint(edge.result(), INK, 210), rim,
        tint(shape_mask(size, size, lambda p: p.circle(WHITE, c, 22.4)), darken(GOLD, 0.55), 200),
        face,
        inner_shadow(disc_mask, (1.0, 1.4), 1.2, 120, darken(GOLD, 0.55)),
        tint(ring, darken(GOLD, 0.3), 180),
    ])


# =============================================================================================
# Board
# =============================================================================================
def slot_rect(row: int, col: int) -> Rect4:
    return (BOARD_ORIGIN[0] + col * BOARD_PITCH, BOARD_ORIGIN[1] + row * BOARD_PITCH,
            BOARD_SLOT, BOARD_SLOT)


def board() -> pygame.Surface:
    n = BOARD_SIZE
    size = (n, n)
    plinth_tint = StoneTint(rgb("#E2BB7C"), rgb("#F3D9A6"), rgb("#A77A42"))
    tray_tint = StoneTint(rgb("#C38A5E"), rgb("#D6A577"), rgb("#8A5834"))
    slot_tint = StoneTint(rgb("#B27A50"), rgb("#C89064"), rgb("#7A4C2C"))
    plinth = rrect_mask(n, n, (0, 0, n, n), 30)
    face = rrect_mask(n, n, (9, 9, n - 18, n - 18), 23)
    span = BOARD_PITCH * 2 + BOARD_SLOT
    pad = 12
    tray_rect = (BOARD_ORIGIN[0] - pad, BOARD_ORIGIN[1] - pad, span + 2 * pad, span + 2 * pad)
    tray = rrect_mask(n, n, tray_rect, 24)
    def nine_slots(p: Pen) -> None:
        for r in range(3):
            for c in range(3):
                p.rrect(WHITE, slot_rect(r, c), 16)

    slots = shape_mask(n, n, nine_slots)
    edge = shape_mask(n, n, lambda p: p.rrect(WHITE, (0, 0, n, n), 30, 1.5))
    layers: list[Layer] = [
        apply_mask(bevel_texture(n, n, plinth_tint, "board-rim"), plinth),
        apply_mask(stone_texture(n, n, plinth_tint, "board-face", 5, 3), face),
        inner_shadow(face, (-2, -2), 3, 120, lighten(plinth_tint.light, 0.5)),
        apply_mask(stone_texture(n, n, tray_tint, "board-tray", 4, 2), tray),
        inner_shadow(tray, (4, 5), 6, 170),
        inner_shadow(tray, (-2, -2), 2, 90, lighten(tray_tint.light, 0.4)),
        apply_mask(stone_texture(n, n, slot_tint, "board-slots", 4, 2), slots),
        inner_shadow(slots, (3, 4), 5, 160),
        inner_shadow(slots, (-1.5, -1.5), 1.5, 110, lighten(slot_tint.light, 0.45)),
        tint(edge, DEEP_CLAY, 200),
    ]
    return stack(size, layers + orientation_mark(n))


def orientation_mark(n: int) -> list[Layer]:
    """A gold sun medallion on the top rim with up-arrows, so 'up' is never in doubt."""
    cx, cy = n / 2, 26.0
    carve = Pen(n, 60)
    gold = (*GOLD, 255)
    for side in (-1, 1):
        x0 = cx + side * 44
        carve.polygon(gold, [(x0 - 8, cy + 5), (x0, cy - 6), (x0 + 8, cy + 5)])
        carve.line(gold, (cx + side * 60, cy), (cx + side * 160, cy), 2.2)
        carve.circle(gold, (cx + side * 170, cy), 3)
    carved = carve.result()
    disc = Pen(n, 60)
    disc.circle((*darken(GOLD, 0.45), 255), (cx, cy), 21.5)
    disc.circle((*GOLD, 255), (cx, cy), 20)
    disc.circle((*DEEP_CLAY, 255), (cx, cy), 17)
    medal = disc.result()
    sun = symbol_surface("sun", 32, outline=1.3)
    return [
        (blur(tint(carved, INK, 190), 1), (-1, -1)),
        (blur(tint(carved, LIGHT_SAND, 220), 1), (1, 1)),
        carved,
        shadow(medal, (0, 2), 2, 170),
        medal,
        (sun, (cx - 16, cy - 16)),
    ]


# =============================================================================================
# Desert scenes (backgrounds and cover art)
# =============================================================================================
@dataclass(frozen=True)
class Dune:
    """One layer of dunes; heights are fractions of the image height."""

    base: float
    amp: float
    wave: float  # crest spacing as a fraction of the image width
    lit: Color
    shade: Color
    deep: Color
    seed: str


def dune_ridge(d: Dune, w: int, h: int, x0: int = 0, x1: int | None = None) -> list[float]:
    """Ridge height for columns ``x0..x1-1`` (sharp crests, broad troughs, leaning faces)."""
    rng = random.Random(d.seed)
    p1, p2 = rng.uniform(0, math.tau), rng.uniform(0, math.tau)
    wave = d.wave * w
    ys = []
    for i in range(x0, w if x1 is None else x1):
        x = i + 0.5
        u = x / wave * math.pi + p1
        u += 0.45 * math.sin(u)
        crest = (1.0 - abs(math.sin(u))) ** 1.6
        swell = 0.5 + 0.5 * math.sin(x / w * math.tau * 0.7 + p2)
        ys.append(h * (d.base - d.amp * (0.7 * crest + 0.3 * swell)))
    return ys


def dune_shading(d: Dune, w: int, h: int, light: float, x0: int, x1: int) -> list[float]:
    """0 (lit) .. 1 (in shadow) for each column, from the ridge slope."""
    ys = dune_ridge(d, w, h, x0 - 1, x1 + 1)
    norm = d.amp * h * math.pi / (d.wave * w) or 1.0
    return [smoothstep(-0.22, 0.22, light * (ys[i] - ys[i + 2]) / 2 / norm)
            for i in range(x1 - x0)]


def paint_dunes(sky: pygame.Surface, dunes: Sequence[Dune], light: float,
                shear: float = 0.9) -> pygame.Surface:
    """Paint dune layers (back to front) over ``sky``; ``light`` +1 = lit from the right.

    Below its ridge a dune is the ridge profile extruded along a slanted direction, so each
    shadow face hangs off its crest as a wedge rather than a vertical band.
    """
    w, h = sky.get_size()
    buf = bytearray(pygame.image.tobytes(sky, "RGB"))
    stride = w * 3
    levels = 20
    drift = shear * light
    reach = int(abs(drift) * h * 1.6) + 2
    for d in dunes:
        ys = dune_ridge(d, w, h)
        shade = dune_shading(d, w, h, light, -reach, w + reach)
        qs = [round(v * (levels - 1)) for v in shade]
        thickness = max(8.0, d.amp * h * 2.2)
        bend = [int(drift * k * min(1.6, (k / thickness) ** 0.5 + 0.15)) for k in range(h + 1)]
        colors = []
        for q in range(levels):
            s = q / (levels - 1)
            row = []
            for k in range(h + 1):
                t = min(1.0, k / thickness)
                row.append(bytes(mix(mix(d.lit, d.shade, s * (1 - 0.3 * t)), d.deep, 0.45 * t)))
            colors.append(row)
        for x in range(w):
            top = ys[x]
            y0 = math.floor(top)
            first = max(0, y0 + 1)
            base = x + reach
            for y in range(first, h):
                k = y - y0 - 1
                c = colors[qs[base - bend[k]]][k]
                i = y * stride + x * 3
                buf[i:i + 3] = c
            if 0 <= y0 < h:
                cov = y0 + 1 - top
                c = colors[qs[base]][0]
                i = y0 * stride + x * 3
                for ch in range(3):
                    buf[i + ch] = round(buf[i + ch] * (1 - cov) + c[ch] * cov)
    return pygame.image.frombytes(bytes(buf), (w, h), "RGB")


def sky(w: int, h: int, stops: Sequence[tuple[float, Color]]) -> pygame.Surface:
    return vertical_gradient(w, h, stops)


def add_sun(surf: pygame.Surface, center: Point, radius: float, color: Color,
            glow: Color, glow_radius: float, glow_strength: float) -> None:
    w, h = surf.get_size()
    surf.blit(radial_glow(w, h, center, glow_radius, glow, glow_strength, 2.2), (0, 0))
    pen = Pen(w, h, ss=2)
    pen.circle((*color, 255), center, radius)
    disc = pen.result()
    surf.blit(blur(tint(disc, lighten(color, 0.3), 160), radius * 0.35), (0, 0))
    surf.blit(disc, (0, 0))


def add_stars(surf: pygame.Surface, seed: str, count: int, max_y: float,
              calm: Rect4 | None = None) -> None:
    w, h = surf.get_size()
    rng = random.Random(seed)
    pen = Pen(w, h, ss=2)
    bright = []
    for _ in range(count):
        x, y = rng.uniform(0, w), max_y * (rng.random() ** 1.4)
        if calm and calm[0] < x < calm[0] + calm[2] and calm[1] < y < calm[1] + calm[3] \
                and rng.random() < 0.75:
            continue
        fade = 1.0 - 0.6 * (y / max_y)
        a = round(rng.uniform(70, 230) * fade)
        r = rng.choice((0.55, 0.7, 0.85, 1.05))
        pen.circle((*mix(BONE, rgb("#CFE0FF"), rng.random()), a), (x, y), r)
        if r > 1.0 and rng.random() < 0.35:
            bright.append((x, y))
    stars = pen.result()
    surf.blit(blur(stars, 1.2), (0, 0))
    surf.blit(stars, (0, 0))
    glint = Pen(w, h, ss=2)
    for x, y in bright:
        glint.line((*BONE, 110), (x - 4.5, y), (x + 4.5, y), 0.7)
        glint.line((*BONE, 110), (x, y - 4.5), (x, y + 4.5), 0.7)
    surf.blit(glint.result(), (0, 0))


def add_ripples(surf: pygame.Surface, dune: Dune, seed: str, color: Color, alpha: int,
                rows: int, spacing: float) -> None:
    """Faint wind ripples that follow a dune layer's ridge line."""
    w, h = surf.get_size()
    ys = dune_ridge(dune, w, h)
    rng = random.Random(seed)
    pen = Pen(w, h, ss=2)
    for r in range(rows):
        off = spacing * (r + 1) * (1 + r * 0.25)
        phase = rng.uniform(0, math.tau)
        start = rng.uniform(-0.1, 0.3) * w
        while start < w:
            length = rng.uniform(0.08, 0.22) * w
            pts = []
            x = start
            while x < min(w, start + length):
                i = max(0, min(w - 1, int(x)))
                pts.append((x, ys[i] + off + 2.2 * math.sin(x / 23 + phase)))
                x += 6
            if len(pts) > 2:
                pen.polyline((*color, alpha), pts, 0.9 + 0.25 * r)
            start += length + rng.uniform(0.05, 0.2) * w
    surf.blit(pen.result(), (0, 0))


DUSK_SKY = [(0.0, rgb("#6D5878")), (0.28, rgb("#A9727A")), (0.46, rgb("#D9977A")),
            (0.58, rgb("#F0C594")), (0.64, rgb("#F6DCB0"))]
NIGHT_SKY = [(0.0, rgb("#0E1828")), (0.3, rgb("#1A2B44")), (0.52, NIGHT_INDIGO),
             (0.64, rgb("#3D5574"))]


def desert_dunes(night: bool, scale: float = 1.0) -> list[Dune]:
    """The shared five-layer dune field; the night version keeps the same shapes."""
    haze = rgb("#F1CC9C") if not night else rgb("#3D5574")
    day = [
        (0.60, 0.035, 0.22, rgb("#E7B98C"), rgb("#D49E7C"), rgb("#D9A57F")),
        (0.65, 0.05, 0.30, rgb("#EDC38C"), rgb("#D39E6C"), rgb("#D9A56E")),
        (0.73, 0.07, 0.38, rgb("#EFC98A"), rgb("#CE9A5E"), rgb("#D8A464")),
        (0.84, 0.09, 0.5, SAND, DUNE_SHADOW, rgb("#D3A15E")),
        (0.98, 0.1, 0.62, rgb("#E6B772"), rgb("#BF8A4A"), rgb("#C99552")),
    ]
    night_cols = [
        (rgb("#3A4D6A"), rgb("#31425D"), rgb("#34465F")),
        (rgb("#394C69"), rgb("#2C3B55"), rgb("#2F3F58")),
        (rgb("#3A4B68"), rgb("#26344C"), rgb("#29374F")),
        (rgb("#3B4A66"), rgb("#202C42"), rgb("#232F45")),
        (rgb("#36445E"), rgb("#1B2538"), rgb("#1C2537")),
    ]
    out = []
    for i, (base, amp, wave, lit, shade, deep) in enumerate(day):
        if night:
            lit, shade, deep = night_cols[i]
        fog = (0.5, 0.3, 0.15, 0.0, 0.0)[i]
        out.append(Dune(base, amp * scale, wave, mix(lit, haze, fog), mix(shade, haze, fog),
                        mix(deep, haze, fog), f"dune-{i}"))
    return out


def background(night: bool) -> pygame.Surface:
    w, h = BACKGROUND_SIZE
    img = sky(w, h, NIGHT_SKY if night else DUSK_SKY)
    if night:
        add_stars(img, "night-stars", 420, h * 0.62, (w * 0.3, h * 0.2, w * 0.4, h * 0.45))
        add_moon(img, (w * 0.18, h * 0.2), 30)
    else:
        add_sun(img, (w * 0.8, h * 0.56), 46, rgb("#FBE7BC"), rgb("#FFE2A8"), w * 0.42, 0.55)
    dunes = desert_dunes(night)
    img = paint_dunes(img, dunes, light=-1.0 if night else 1.0)
    ripple = rgb("#FFF1D2") if not night else rgb("#7C90B3")
    add_ripples(img, dunes[3], "ripples-3", ripple, 34, 3, 9)
    add_ripples(img, dunes[4], "ripples-4", ripple, 38, 4, 12)
    grain(img, "background" + ("-night" if night else ""), amp=3.5)
    return img


def add_moon(surf: pygame.Surface, center: Point, radius: float) -> None:
    w, h = surf.get_size()
    surf.blit(radial_glow(w, h, center, radius * 7, rgb("#8FA6C9"), 0.35, 2.5), (0, 0))
    pen = Pen(w, h, ss=2)
    pen.circle((*rgb("#F2EAD6"), 255), center, radius)
    pen.circle(CLEAR, (center[0] + radius * 0.45, center[1] - radius * 0.25), radius * 0.86)
    surf.blit(pen.result(), (0, 0))


# =============================================================================================
# Cover art for the launcher
# =============================================================================================
def frame_cover(art: pygame.Surface) -> pygame.Surface:
    w, h = art.get_size()
    vignette = radial_glow(w, h, (w / 2, h / 2), math.hypot(w, h) * 0.6, INK, 1.0, 1.6)
    edge = invert_alpha(vignette, INK)
    edge.fill((255, 255, 255, 95), special_flags=pygame.BLEND_RGBA_MULT)
    mask = rrect_mask(w, h, (0, 0, w, h), 14)
    border = Pen(w, h)
    border.rrect((*DEEP_CLAY, 255), (0, 0, w, h), 14, 3)
    border.rrect((*GOLD, 170), (5, 5, w - 10, h - 10), 10, 1.1)
    return stack((w, h), [apply_mask(art, mask), clip(edge, mask), border.result()])


def dusk_scene(w: int, h: int, horizon: float, dunes: Sequence[Dune],
               sun: Point | None = None) -> pygame.Surface:
    stops = [(0.0, rgb("#6D5878")), (horizon * 0.5, rgb("#B57A7C")),
             (horizon * 0.8, rgb("#E3A57E")), (horizon, rgb("#F4D4A4"))]
    img = sky(w, h, stops)
    if sun:
        add_sun(img, sun, h * 0.09, rgb("#FBE7BC"), rgb("#FFE2A8"), w * 0.45, 0.5)
    return paint_dunes(img, dunes, light=1.0)


def cover_stones() -> pygame.Surface:
    w, h = COVER_SIZE
    ground = linear_gradient(w, h, (0.4, 1), [(0, LIGHT_SAND), (1, SAND)])
    grain(ground, "cover-stones", amp=5, mottle=8, cell=30)
    pen = Pen(w, h, ss=2)
    for k in range(26):
        y0 = -20 + k * 11
        pts = [(x, y0 + x * 0.18 + 3 * math.sin(x / 19 + k)) for x in range(-4, w + 5, 5)]
        pen.polyline((*DUNE_SHADOW, 70), pts, 1.1)
    ground.blit(pen.result(), (0, 0))
    faces = ["sun", "fish", "horse", "boat", "seed", "bird", "tree", "moon", "horse"]
    tile, step = 66, 64
    layers: list[Layer] = []
    for i, name in enumerate(faces):
        r, c = divmod(i, 3)
        sym = symbol_surface(name, round(tile * INLAY_FRACTION), outline=1.5)
        t = carved_tile(tile, STONE_TINTS[STONE_PAIRS[name]], f"cover:{name}", sym)
        layers.append((t, (4 + c * step, 4 + r * step)))
    side = step * 2 + tile + 8
    grid = pygame.transform.rotozoom(stack((side, side), layers), 4, 1.0)
    gx, gy = (w - grid.get_width()) / 2, (h - grid.get_height()) / 2 - 2
    left = card_miniature(("bird", "horse"), 14)
    right = card_miniature(("sun", "tree"), -12)
    return frame_cover(stack((w, h), [
        ground,
        shadow(left, (-12, 84), 4, 120), (left, (-16, 78)),
        shadow(right, (w - 84, 8), 4, 120), (right, (w - 88, 2)),
        shadow(tint(grid, WHITE), (gx + 3, gy + 7), 6, 150), (grid, (gx, gy)),
    ]))


def card_miniature(pattern: Sequence[str], angle: float) -> pygame.Surface:
    """A pattern card scaled down with its symbols, as seen on the table."""
    face = card_front()
    sym_size = 70
    y = 140 - sym_size * len(pattern) / 2 - 4 * (len(pattern) - 1)
    for name in pattern:
        sym = symbol_surface(name, sym_size, outline=2)
        face = stack(face.get_size(), [face, (sym, ((200 - sym_size) / 2, y))])
        y += sym_size + 8
    small = pygame.transform.smoothscale(face.premul_alpha(), (86, 120))
    return unpremultiply(pygame.transform.rotozoom(small, angle, 1.0))


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


def cover_curse_reverse() -> pygame.Surface:
    w, h = COVER_SIZE
    stops = [(0.0, rgb("#18243A")), (0.42, rgb("#3A3F5E")), (0.62, rgb("#9A5A4E")),
             (0.7, rgb("#D88A5E"))]
    img = sky(w, h, stops)
    add_stars(img, "curse-stars", 70, h * 0.42)
    add_moon(img, (w * 0.14, h * 0.18), 13)
    img = paint_dunes(img, [
        Dune(0.74, 0.05, 0.3, rgb("#7A4E4A"), rgb("#5E3C40"), rgb("#5A3A3E"), "cr-0"),
        Dune(0.9, 0.1, 0.5, rgb("#5A3A38"), rgb("#3E2A2E"), rgb("#3A2628"), "cr-1"),
    ], light=1.0)
    temples = temple_row(w, h)
    thief = hooded_thief(w, h, (352, h - 4), 0.9)
    return frame_cover(stack((w, h), [img, temples, thief]))


def temple_row(w: int, h: int) -> pygame.Surface:
    """Four temples on the horizon, each with a lit doorway."""
    pen = Pen(w, h)
    glow = Pen(w, h)
    sil = rgb("#3B2830")
    base = h * 0.72
    # a stepped pyramid
    for k in range(5):
        pen.rrect((*sil, 255), (22 + k * 7, base - 12 - k * 11, 70 - k * 14, 13), 1)
    glow.rrect((*GOLD, 255), (52, base - 12, 10, 11), 2)
    # a columned temple
    x = 106
    pen.polygon((*sil, 255), [(x - 4, base - 42), (x + 31, base - 58), (x + 66, base - 42)])
    pen.rrect((*sil, 255), (x - 2, base - 42, 66, 5), 1)
    for k in range(5):
        pen.rrect((*sil, 255), (x + 2 + k * 13, base - 38, 6, 38), 1)
    pen.rrect((*sil, 255), (x - 4, base - 3, 70, 5), 1)
    glow.rrect((*GOLD, 255), (x + 26, base - 26, 10, 23), 2)
    # a domed shrine
    x = 190
    pen.polygon((*sil, 255), arc_points((x + 22, base - 36), 22, 22, 180, 360, 30))
    pen.line((*sil, 255), (x + 22, base - 58), (x + 22, base - 68), 2.4)
    pen.rrect((*sil, 255), (x, base - 37, 44, 38), 2)
    door = arc_points((x + 22, base - 16), 6, 6, 180, 360, 12)
    glow.polygon((*GOLD, 255), [*door, (x + 28, base), (x + 16, base)])
    # an obelisk gate
    x = 252
    pen.polygon((*sil, 255), [(x, base), (x + 3, base - 62), (x + 7, base - 68),
                              (x + 11, base - 62), (x + 14, base)])
    pen.polygon((*sil, 255), [(x + 40, base), (x + 43, base - 62), (x + 47, base - 68),
                              (x + 51, base - 62), (x + 54, base)])
    pen.rrect((*sil, 255), (x + 12, base - 30, 30, 30), 1)
    glow.rrect((*GOLD, 255), (x + 22, base - 20, 10, 20), 2)
    temples = pen.result()
    doors = glow.result()
    return stack((w, h), [temples, blur(tint(doors, GOLD, 200), 5), doors])


def hooded_thief(w: int, h: int, foot: Point, scale: float) -> pygame.Surface:
    """A cloaked thief in profile, facing the temples, holding out a glowing gem."""
    pen = Pen(w, h)

    def at(pts: Iterable[Point]) -> list[Point]:
        return [(foot[0] + x * scale, foot[1] + y * scale) for x, y in pts]

    cloak = spline([(16, -208), (32, -188), (38, -164), (36, -138), (46, -88), (60, -30),
                    (70, 12), (-60, 12), (-46, -42), (-36, -96), (-30, -124), (-30, -150),
                    (-34, -172), (-14, -198)], sharp=(0, 6, 7, 12))
    pen.polygon((*INK, 255), at(cloak))
    pen.polygon((*rgb("#140D09"), 255), at(spline(
        [(-30, -170), (-14, -184), (-4, -166), (-8, -148), (-24, -146)], sharp=(0,))))
    pen.circle((*rgb("#E9C46A"), 255), at([(-17, -164)])[0], 1.5 * scale)
    sleeve = spline([(-18, -142), (-46, -130), (-68, -124), (-72, -114), (-62, -108),
                     (-40, -108), (-16, -112)], sharp=(3, 4))
    pen.polygon((*darken(INK, 0.15), 255), at(sleeve))
    pen.polygon((*INK, 255), at([(-66, -126), (-78, -122), (-76, -112), (-68, -110)]))
    pen.polygon((*rgb("#3A2A22"), 255), at([(20, -150), (30, -110), (36, -60), (24, -90)]))
    figure = pen.result()
    gem = Pen(w, h)
    gx, gy = at([(-80, -134)])[0]
    g = 9 * scale
    gem.polygon((*rgb("#7FE0D2"), 255), [(gx, gy - g), (gx + g * 0.75, gy), (gx, gy + g),
                                         (gx - g * 0.75, gy)])
    gem.polygon((*lighten(rgb("#7FE0D2"), 0.6), 255), [(gx, gy - g), (gx + g * 0.75, gy),
                                                       (gx, gy)])
    rim = blur(tint(figure, rgb("#D88A5E"), 170), 2)
    return stack((w, h), [(rim, (-2, -1)), figure,
                          radial_glow(w, h, (gx, gy), 50 * scale, rgb("#7FE0D2"), 0.6, 2),
                          gem.result()])


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


def tank_silhouette(w: int, h: int, center: Point, scale: float) -> pygame.Surface:
    pen = Pen(w, h)
    cx, cy = center
    olive, dark = rgb("#5E5A3A"), rgb("#34311F")
    pen.rrect((*dark, 255), (cx - 44 * scale, cy + 4, 88 * scale, 20 * scale), 10 * scale)
    for k in range(6):
        pen.circle((*rgb("#6B6648"), 255), (cx - 34 * scale + k * 13.6 * scale, cy + 14 * scale),
                   5 * scale)
        pen.circle((*dark, 255), (cx - 34 * scale + k * 13.6 * scale, cy + 14 * scale), 2 * scale)
    pen.polygon((*olive, 255), [(cx - 48 * scale, cy + 4), (cx - 40 * scale, cy - 8 * scale),
                                (cx + 42 * scale, cy - 8 * scale), (cx + 50 * scale, cy + 4)])
    pen.polygon((*olive, 255), spline([(cx - 20 * scale, cy - 8 * scale),
                                       (cx - 16 * scale, cy - 24 * scale),
                                       (cx + 14 * scale, cy - 26 * scale),
                                       (cx + 22 * scale, cy - 8 * scale)], sharp=(0, 3)))
    pen.line((*olive, 255), (cx + 14 * scale, cy - 18 * scale), (cx + 62 * scale, cy - 22 * scale),
             5 * scale, round_caps=False)
    pen.rrect((*olive, 255), (cx + 58 * scale, cy - 25 * scale, 8 * scale, 7 * scale), 1)
    pen.polygon((*lighten(olive, 0.2), 255), [(cx - 40 * scale, cy - 8 * scale),
                                              (cx + 42 * scale, cy - 8 * scale),
                                              (cx + 44 * scale, cy - 4 * scale),
                                              (cx - 42 * scale, cy - 4 * scale)])
    pen.outline(1.5, INK)
    return pen.result()


# =============================================================================================
# UI icons: bone glyphs with an ink outline
# =============================================================================================
class Glyph:
    """Builds an icon from parts; each part gets its own ink outline, later parts on top."""

    def __init__(self, size: int, outline: float) -> None:
        self.size = size
        self.edge = outline
        self.frame = Frame(size / 2, size / 2, size / 2)
        self.parts: list[Pen] = []

    def part(self) -> Pen:
        pen = Pen(self.size, self.size)
        self.parts.append(pen)
        return pen

    def render(self) -> pygame.Surface:
        out = Pen(self.size, self.size)
        for pen in self.parts:
            pen.shade(0.0, 0.1)
            pen.outline(self.edge, INK)
            out.paste(pen)
        return out.result()


FILL = (*BONE, 255)
DETAIL = (*INK, 255)


def glyph_undo(g: Glyph) -> None:
    f, p = g.frame, g.part()
    hook = [(-0.36, -0.24), *arc_points((0.12, 0.16), 0.46, 0.4, -90, 90, 24), (-0.3, 0.56)]
    p.polyline(FILL, f.ps(hook), f.d(0.24))
    p.polygon(FILL, f.ps([(-0.86, -0.24), (-0.3, -0.66), (-0.3, 0.18)]))


def glyph_menu(g: Glyph) -> None:
    f, p = g.frame, g.part()
    for y in (-0.48, 0.0, 0.48):
        p.rrect(FILL, (f.p(-0.66, y - 0.12)[0], f.p(0, y - 0.12)[1], f.d(1.32), f.d(0.24)),
                f.d(0.12))


def glyph_rules(g: Glyph) -> None:
    f, p = g.frame, g.part()
    for s in (-1, 1):
        page = spline([(0.0, -0.42), (0.36 * s, -0.6), (0.8 * s, -0.5), (0.8 * s, 0.5),
                       (0.36 * s, 0.42), (0.0, 0.58)], sharp=(0, 2, 3, 5))
        p.polygon(FILL, f.ps(page))
        for k in range(3):
            y = -0.3 + k * 0.24
            p.line(DETAIL, f.p(0.2 * s, y), f.p(0.6 * s, y + 0.02), f.d(0.07))
    p.line(DETAIL, f.p(0, -0.4), f.p(0, 0.56), f.d(0.07))


def glyph_settings(g: Glyph) -> None:
    f, p = g.frame, g.part()
    pts = []
    for i in range(8):
        a = i * 45
        pts += [polar((0, 0), 0.6, a - 20), polar((0, 0), 0.86, a - 12),
                polar((0, 0), 0.86, a + 12), polar((0, 0), 0.6, a + 20)]
    p.polygon(FILL, f.ps(pts))
    p.circle(FILL, f.p(0, 0), f.d(0.62))
    p.circle(CLEAR, f.p(0, 0), f.d(0.3))


def glyph_save(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.polygon(FILL, f.ps([(-0.72, -0.72), (0.46, -0.72), (0.72, -0.46), (0.72, 0.72),
                          (-0.72, 0.72)]))
    p.rrect(DETAIL, (*f.p(-0.4, -0.72), f.d(0.76), f.d(0.46)), f.d(0.05))
    p.rrect(FILL, (*f.p(0.1, -0.64), f.d(0.16), f.d(0.3)), f.d(0.03))
    p.rrect(DETAIL, (*f.p(-0.48, 0.04), f.d(0.96), f.d(0.68)), f.d(0.08))
    p.rrect(FILL, (*f.p(-0.38, 0.14), f.d(0.76), f.d(0.5)), f.d(0.05))
    for y in (0.3, 0.48):
        p.line(DETAIL, f.p(-0.26, y), f.p(0.26, y), f.d(0.06))


def glyph_load(g: Glyph) -> None:
    f = g.frame
    back = g.part()
    back.polygon(FILL, f.ps([(-0.8, -0.6), (-0.3, -0.6), (-0.18, -0.46), (0.7, -0.46),
                             (0.7, 0.66), (-0.8, 0.66)]))
    front = g.part()
    front.polygon(FILL, f.ps([(-0.58, -0.16), (0.92, -0.16), (0.7, 0.66), (-0.8, 0.66)]))


def glyph_bot(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.line(FILL, f.p(0, -0.5), f.p(0, -0.74), f.d(0.12))
    p.circle(FILL, f.p(0, -0.8), f.d(0.13))
    p.rrect(FILL, (*f.p(-0.9, -0.12), f.d(1.8), f.d(0.4)), f.d(0.1))
    p.rrect(FILL, (*f.p(-0.68, -0.52), f.d(1.36), f.d(1.2)), f.d(0.26))
    for s in (-1, 1):
        p.circle(DETAIL, f.p(0.28 * s, -0.06), f.d(0.16))
        p.circle(FILL, f.p(0.28 * s - 0.04, -0.1), f.d(0.05))
    p.rrect(DETAIL, (*f.p(-0.36, 0.3), f.d(0.72), f.d(0.18)), f.d(0.06))
    for k in (-0.12, 0.12):
        p.line(FILL, f.p(k, 0.32), f.p(k, 0.46), f.d(0.05))


def glyph_human(g: Glyph) -> None:
    f = g.frame
    body = g.part()
    body.polygon(FILL, f.ps(arc_points((0, 0.8), 0.72, 0.66, 180, 360, 40)))
    head = g.part()
    head.circle(FILL, f.p(0, -0.36), f.d(0.34))


def glyph_strike(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.line(FILL, f.p(-0.58, -0.58), f.p(0.58, 0.58), f.d(0.34))
    p.line(FILL, f.p(0.58, -0.58), f.p(-0.58, 0.58), f.d(0.34))


def glyph_star(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.polygon(FILL, f.ps(star_points((0, 0.06), 0.9, 0.4, 5, -90)))


def card_shape(p: Pen, f: Frame, cx: float, cy: float, w: float, h: float, angle: float,
               pip: bool) -> None:
    corners = [rotate((cx + x, cy + y), angle, (cx, cy)) for x, y in
               ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]
    rounded = []
    for i, c in enumerate(corners):
        a, b = corners[i - 1], corners[(i + 1) % 4]
        rounded += [(c[0] + (a[0] - c[0]) * 0.14, c[1] + (a[1] - c[1]) * 0.14), c,
                    (c[0] + (b[0] - c[0]) * 0.14, c[1] + (b[1] - c[1]) * 0.14)]
    p.polygon(FILL, f.ps(spline(rounded, sharp=(0, 2, 3, 5, 6, 8, 9, 11), steps=6)))
    if pip:
        d = 0.16
        diamond = ((cx, cy - d * 1.3), (cx + d, cy), (cx, cy + d * 1.3), (cx - d, cy))
        p.polygon(DETAIL, f.ps(rotate(q, angle, (cx, cy)) for q in diamond))


def glyph_deck(g: Glyph) -> None:
    f = g.frame
    for i, (dx, dy) in enumerate(((0.24, -0.2), (0.08, -0.04), (-0.08, 0.12))):
        card_shape(g.part(), f, dx, dy, 0.96, 1.3, 0, pip=i == 2)


def glyph_discard(g: Glyph) -> None:
    f = g.frame
    card_shape(g.part(), f, -0.18, -0.2, 0.9, 1.2, -8, pip=False)
    arrow = g.part()
    arrow.line(FILL, f.p(0.38, -0.3), f.p(0.38, 0.28), f.d(0.26), round_caps=False)
    arrow.polygon(FILL, f.ps([(0.0, 0.18), (0.76, 0.18), (0.38, 0.82)]))


def glyph_skip(g: Glyph) -> None:
    f, p = g.frame, g.part()
    for x in (-0.5, 0.14):
        p.polyline(FILL, f.ps([(x, -0.6), (x + 0.44, 0.0), (x, 0.6)]), f.d(0.26))


def glyph_end_turn(g: Glyph) -> None:
    f, p = g.frame, g.part()
    glass = spline([(-0.5, -0.66), (0.5, -0.66), (0.44, -0.36), (0.1, -0.04), (0.1, 0.04),
                    (0.44, 0.36), (0.5, 0.66), (-0.5, 0.66), (-0.44, 0.36), (-0.1, 0.04),
                    (-0.1, -0.04), (-0.44, -0.36)], sharp=(0, 1, 6, 7))
    p.polygon(FILL, f.ps(glass))
    p.polygon(DETAIL, f.ps([(-0.3, 0.6), (0.3, 0.6), (0.0, 0.3)]))
    p.polygon(DETAIL, f.ps([(-0.22, -0.34), (0.22, -0.34), (0.0, -0.14)]))
    p.line(DETAIL, f.p(0, -0.14), f.p(0, 0.32), f.d(0.05))
    caps = g.part()
    caps.rrect(FILL, (*f.p(-0.68, -0.86), f.d(1.36), f.d(0.22)), f.d(0.08))
    caps.rrect(FILL, (*f.p(-0.68, 0.64), f.d(1.36), f.d(0.22)), f.d(0.08))


def glyph_eye(g: Glyph) -> None:
    f, p = g.frame, g.part()
    lid = spline([(-0.94, 0.0), (-0.5, -0.4), (0.0, -0.56), (0.5, -0.4), (0.94, 0.0),
                  (0.5, 0.4), (0.0, 0.56), (-0.5, 0.4)], sharp=(0, 4))
    p.polygon(FILL, f.ps(lid))
    p.circle(DETAIL, f.p(0, 0), f.d(0.32))
    p.circle(FILL, f.p(-0.1, -0.1), f.d(0.09))


def glyph_hand(g: Glyph) -> None:
    f = g.frame
    for i, angle in enumerate((-28, 0, 28)):
        cx, cy = rotate((0, -0.12), angle, (0, 0.7))
        card_shape(g.part(), f, cx, cy, 0.66, 1.0, angle, pip=i == 2)


def glyph_trophy(g: Glyph) -> None:
    f = g.frame
    handles = g.part()
    for s in (-1, 1):
        handles.polyline(FILL, f.ps(arc_points((0.46 * s, -0.36), 0.26, 0.26, -90, 90, 16)
                                    if s > 0 else
                                    arc_points((-0.46, -0.36), 0.26, 0.26, 90, 270, 16)),
                         f.d(0.12))
    base = g.part()
    base.rrect(FILL, (*f.p(-0.42, 0.62), f.d(0.84), f.d(0.2)), f.d(0.06))
    base.polygon(FILL, f.ps([(-0.1, 0.2), (0.1, 0.2), (0.2, 0.64), (-0.2, 0.64)]))
    cup = g.part()
    cup.polygon(FILL, f.ps(spline([(-0.56, -0.7), (0.56, -0.7), (0.48, -0.12), (0.0, 0.28),
                                   (-0.48, -0.12)], sharp=(0, 1))))
    cup.polygon(DETAIL, f.ps(star_points((0, -0.3), 0.22, 0.1, 5, -90)))


def glyph_close(g: Glyph) -> None:
    f, p = g.frame, g.part()
    p.circle(FILL, f.p(0, 0), f.d(0.82))
    p.line(DETAIL, f.p(-0.32, -0.32), f.p(0.32, 0.32), f.d(0.18))
    p.line(DETAIL, f.p(0.32, -0.32), f.p(-0.32, 0.32), f.d(0.18))


def glyph_fullscreen(g: Glyph) -> None:
    f = g.frame
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        p = g.part()
        p.polyline(FILL, f.ps([(0.72 * sx, 0.22 * sy), (0.72 * sx, 0.72 * sy),
                               (0.22 * sx, 0.72 * sy)]), f.d(0.2))


GLYPHS: dict[str, Callable[[Glyph], None]] = {
    "undo": glyph_undo, "menu": glyph_menu, "rules": glyph_rules, "settings": glyph_settings,
    "save": glyph_save, "load": glyph_load, "bot": glyph_bot, "human": glyph_human,
    "strike": glyph_strike, "star": glyph_star, "deck": glyph_deck, "discard": glyph_discard,
    "skip": glyph_skip, "end_turn": glyph_end_turn, "eye": glyph_eye, "hand": glyph_hand,
    "trophy": glyph_trophy, "close": glyph_close, "fullscreen": glyph_fullscreen,
}


def icon(name: str) -> pygame.Surface:
    g = Glyph(ICON_SIZE, 2.0)
    g.frame = Frame(ICON_SIZE / 2, ICON_SIZE / 2, ICON_SIZE / 2 - 4)
    GLYPHS[name](g)
    return g.render()


# =============================================================================================
# App icon and seat tokens
# =============================================================================================
def app_icon() -> pygame.Surface:
    n = 64
    body = rrect_mask(n, n, (2, 2, n - 4, n - 4), 14)
    sky_tex = vertical_gradient(n, n, [(0, rgb("#5B4B72")), (0.45, TERRACOTTA),
                                       (0.75, rgb("#E9A25A"))])
    pen = Pen(n, n)
    c = (32, 38)
    for i in range(12):
        a = -180 + 15 + 30 * i
        pen.polygon((*GOLD, 255), [polar(c, 15, a - 7), polar(c, 26, a), polar(c, 15, a + 7)])
    pen.circle((*GOLD, 255), c, 15.5)
    pen.circle((*lighten(GOLD, 0.35), 255), (c[0] - 3, c[1] - 3), 8)
    sun = pen.result()
    dune = Pen(n, n)
    ridge = [(x, 44 - 9 * math.exp(-((x - 24) / 16) ** 2) + 0.06 * x) for x in range(-2, 67, 2)]
    dune.polygon((*SAND, 255), [*ridge, (66, 66), (-2, 66)])
    dune.polygon((*DUNE_SHADOW, 255), [(x, y) for x, y in ridge if x >= 24] +
                 [(66, 66), (34, 66)])
    dune.polyline((*LIGHT_SAND, 255), [(x, y + 7) for x, y in ridge if 0 < x < 22], 1.2)
    dunes = dune.result()
    edge = shape_mask(n, n, lambda p: p.rrect(WHITE, (2, 2, n - 4, n - 4), 14, 1.6))
    inner = stack((n, n), [apply_mask(sky_tex, body), clip(sun, body), clip(dunes, body)])
    return stack((n, n), [shadow(body, (0, 1), 1.2, 120), inner, tint(edge, INK, 230)])


SEAT_STYLES: list[tuple[str, Color]] = [
    ("circle", TERRACOTTA), ("triangle", OASIS_TEAL), ("square", GOLD),
    ("diamond", NIGHT_INDIGO), ("hexagon", SYMBOL_COLORS["tree"]),
]


def seat_shape(kind: str, c: Point, r: float) -> list[Point]:
    if kind == "circle":
        return regular_polygon(c, r, 72, 0)
    if kind == "triangle":
        return spline(regular_polygon((c[0], c[1] + r * 0.2), r * 1.2, 3, -90),
                      sharp=(0, 1, 2), steps=2)
    if kind == "square":
        return [(c[0] - r * 0.86, c[1] - r * 0.86), (c[0] + r * 0.86, c[1] - r * 0.86),
                (c[0] + r * 0.86, c[1] + r * 0.86), (c[0] - r * 0.86, c[1] + r * 0.86)]
    if kind == "diamond":
        return regular_polygon(c, r * 1.05, 4, -90)
    return regular_polygon(c, r * 1.02, 6, 0)


def seat_token(index: int) -> pygame.Surface:
    n = ICON_SIZE
    kind, color = SEAT_STYLES[index]
    c = (n / 2, n / 2 - 1)
    pen = Pen(n, n)
    pen.polygon((*color, 255), seat_shape(kind, c, 15.5))
    pen.polygon((*lighten(color, 0.18), 255), seat_shape(kind, (c[0] - 0.8, c[1] - 1.2), 10.4))
    pen.polygon((*color, 255), seat_shape(kind, (c[0] + 0.3, c[1] + 0.4), 9.4))
    pen.shade(0.1, 0.14)
    pen.outline(2.6, BONE)
    pen.outline(1.0, INK)
    token = pen.result()
    return stack((n, n), [shadow(token, (0, 1.5), 1.5, 150), token])


# =============================================================================================
# Land the Mothership: hex floor, dunes, alien agents, saucer, holding area, icons
# =============================================================================================
MS_HEX_RADIUS = 48  # flat-top hex: corner to centre; the cell is 2R wide and sqrt(3)R tall
MS_HEX_SIZE = (96, 84)  # hex tile image; the hex is centred at (48, 42)
MS_DUNE_SIZE = (96, 96)  # dune image; its hex footprint is the tile moved down by 12 px
MS_DUNE_BASE = (0, 12)  # top-left of the 96x84 hex footprint inside the dune image
MS_AGENT_SIZE = 64
MS_SLOT_SIZE = 64
MS_SLOT_HEX = (32.0, 35.0, 24.0)  # centre x, centre y, radius of the hex hollow in a slot
MS_BADGE_SIZE = 28
MS_SAUCER_SIZE = (320, 160)
MS_BEAM_SIZE = (160, 400)
MS_BEAM_ANCHOR = (160, 118)  # the point under the saucer where the beam's top centre goes
MS_FRAME_SIZE = (1000, 760)
MS_DUNE_VARIANTS = ("barchan", "double", "mound", "ridge")
MS_DUNE_LOOK = "barchan"  # the one look every dune on the board and in the holding area shares
MS_TRAIL = rgb("#34508C")  # the previous turn's moves: night indigo, apart from gold and teal
MS_AGENTS: dict[str, Color] = {
    "green": rgb("#69B840"),
    "violet": rgb("#9A62CC"),
    "cyan": rgb("#34BFD0"),
    "orange": rgb("#EE8430"),
}
MS_ICON_NAMES = ("push", "pull", "place", "land", "peek", "rotate_left", "rotate_right",
                 "zoom_in", "zoom_out", "zoom_reset")
SQRT3 = math.sqrt(3)


def flat_hex(center: Point, radius: float) -> list[Point]:
    """Corners of a flat-topped hexagon (corners left and right, edges top and bottom)."""
    return regular_polygon(center, radius, 6, 0)


def hex_norm(dx: float, dy: float, apothem: float, roundness: float = 6.0) -> float:
    """1 on the edge of a flat-topped hex with this apothem (corners softly rounded)."""
    a = abs(dy) / apothem
    b = abs(dx * 0.8660254 + dy * 0.5) / apothem
    c = abs(dx * 0.8660254 - dy * 0.5) / apothem
    return (a ** roundness + b ** roundness + c ** roundness) ** (1 / roundness)


def hex_mask(w: int, h: int, center: Point, radius: float) -> pygame.Surface:
    return shape_mask(w, h, lambda p: p.polygon(WHITE, flat_hex(center, radius)))


# --- sand floor -------------------------------------------------------------------------------
@dataclass(frozen=True)
class SandTint:
    light: Color
    base: Color
    dark: Color
    rim: Color


FLOOR_TINTS: dict[str, SandTint] = {
    "sand": SandTint(rgb("#F4DDAA"), rgb("#EACB8E"), rgb("#D9B273"), rgb("#B98E55")),
    "alt": SandTint(rgb("#EFD39C"), rgb("#E2BE80"), rgb("#CFA364"), rgb("#B0834D")),
    "edge": SandTint(rgb("#E9BE96"), rgb("#DCA57D"), rgb("#C98C66"), rgb("#A2654A")),
}


def sand_ripples(w: int, h: int, seed: str, spacing: float, angle: float, alpha_lit: int,
                 alpha_dark: int, width: float = 0.9) -> pygame.Surface:
    """Faint wavy wind ripples across a ``w`` x ``h`` patch: a lit line over a dark one."""
    rng = random.Random(seed)
    pen = Pen(w, h, ss=2)
    diag = math.hypot(w, h)
    cx, cy = w / 2, h / 2
    k = -diag / 2
    while k < diag / 2:
        phase = rng.uniform(0, math.tau)
        amp = rng.uniform(1.0, 2.2)
        t = -diag / 2
        while t < diag / 2:
            length = rng.uniform(0.3, 0.9) * diag
            pts = []
            s = t
            while s < min(diag / 2, t + length):
                off = k + amp * math.sin(s / (spacing * 2.3) + phase)
                pts.append(rotate((cx + s, cy + off), angle, (cx, cy)))
                s += 3
            if len(pts) > 2:
                pen.polyline((*LIGHT_SAND, alpha_lit), [(x - 0.6, y - 0.7) for x, y in pts],
                             width)
                pen.polyline((*DUNE_SHADOW, alpha_dark), pts, width)
            t += length + rng.uniform(0.1, 0.4) * diag
        k += spacing * rng.uniform(0.8, 1.25)
    return pen.result()


def hex_floor(kind: str, seed: str) -> pygame.Surface:
    """One flat-topped sand cell, 96x84: soft light, grain, ripples, a bevel and a thin rim."""
    w, h = MS_HEX_SIZE
    c = (w / 2, h / 2)
    sand = FLOOR_TINTS[kind]
    body = hex_mask(w, h, c, MS_HEX_RADIUS)
    inner = hex_mask(w, h, c, MS_HEX_RADIUS - 2.6)
    tex = linear_gradient(w, h, (0.8, 1), [(0, sand.light), (0.55, sand.base), (1, sand.dark)])
    grain(tex, seed, amp=4, mottle=5, cell=14)
    ripples = sand_ripples(w, h, seed + ":ripples", 7.5, -24, 70, 46)
    rim = shape_mask(w, h, lambda p: p.polyline(WHITE, flat_hex(c, MS_HEX_RADIUS - 0.7), 1.3,
                                                closed=True))
    return stack((w, h), [
        apply_mask(tex, body),
        clip(ripples, inner),
        inner_shadow(inner, (-0.8, -1.0), 1.0, 70, lighten(sand.light, 0.5)),
        inner_shadow(inner, (0.8, 1.0), 1.4, 60, sand.dark),
        clip(tint(body, sand.rim, 40), invert_alpha(inner, WHITE)),
        tint(rim, sand.rim, 235),
    ])


def hex_outline(color: Color, width: float, glow: float,
                core: Color | None = None) -> pygame.Surface:
    """An outline-only hex (96x84) with a soft inner glow, for highlights over the floor."""
    w, h = MS_HEX_SIZE
    c = (w / 2, h / 2)
    r = MS_HEX_RADIUS - width / 2 - 0.8
    ring = shape_mask(w, h, lambda p: p.polyline(WHITE, flat_hex(c, r), width, closed=True))
    body = hex_mask(w, h, c, MS_HEX_RADIUS - 0.5)
    halo = blur(tint(ring, lighten(color, 0.25), 200), glow)
    layers: list[Layer] = [clip(halo, body), clip(blur(tint(ring, color, 255), 1.5), body),
                           tint(ring, color)]
    thin = shape_mask(w, h, lambda p: p.polyline(WHITE, flat_hex(c, r), width * 0.34,
                                                 closed=True))
    layers.append(tint(thin, core or lighten(color, 0.55), 230))
    edge = shape_mask(w, h, lambda p: p.polyline(WHITE, flat_hex(c, r + width / 2 + 0.3), 0.9,
                                                 closed=True))
    layers.append(tint(edge, darken(color, 0.5), 200))
    return stack((w, h), layers)


# --- dunes: a lit height field seen slightly from the front -------------------------------
def dune_shape(variant: str, u: float, v: float) -> float:
    """Height of a dune's body in units of the hex radius; ``u`` right, ``v`` towards us.

    The wind blows from the top-left, like the light, so windward backs are lit and the
    steep slip faces (and the horns of the crescents) fall away to the bottom-right.
    """
    if variant in ("barchan", "double"):
        u, v = rotate((u, v), -32)
    if variant == "barchan":  # crescent: gentle windward back, horns trailing to the right
        crest = 0.12 + 0.7 * v * v
        top = 0.42 * max(0.0, 1 - v * v / 0.8) ** 0.7
        if u < crest:
            return top * max(0.0, (u + 0.95) / (crest + 0.95)) ** 1.5
        return top * max(0.0, 1 - (u - crest) / 0.3) ** 1.3
    if variant == "double":  # two crescents, the back one smaller
        best = 0.0
        for du, dv, peak, span in ((-0.3, -0.34, 0.3, 0.5), (0.1, 0.26, 0.38, 0.58)):
            uu, vv = u - du, (v - dv) / span
            crest = 0.04 + 0.4 * vv * vv
            top = peak * max(0.0, 1 - vv * vv) ** 0.8
            if uu < crest:
                hgt = top * max(0.0, (uu + 0.75) / (crest + 0.75)) ** 1.5
            else:
                hgt = top * max(0.0, 1 - (uu - crest) / 0.26) ** 1.3
            best = max(best, hgt)
        return best
    if variant == "mound":  # a low, rounded heap, a touch steeper on the lee side
        uu = u * (0.95 if u < 0.05 else 1.3) - 0.05
        r2 = uu * uu / 0.8 + v * v / 0.64
        return 0.32 * max(0.0, 1 - r2) ** 1.2
    # "ridge": a straight knife-edged ridge running from lower left to upper right
    cos_a, sin_a = math.cos(math.radians(-38)), math.sin(math.radians(-38))
    along = u * cos_a + v * sin_a
    across = -u * sin_a + v * cos_a  # > 0: the lee side, facing down-right
    top = 0.42 * max(0.0, 1 - (along / 0.95) ** 2) ** 0.7
    if across < 0:
        return top * max(0.0, 1 + across / 0.72) ** 1.4
    return top * max(0.0, 1 - across / 0.3) ** 1.2


DUNE_RAMP = [(0.0, rgb("#8A5128")), (0.3, rgb("#A96B35")), (0.5, rgb("#C58C48")),
             (0.68, rgb("#DDA85C")), (0.8, rgb("#EABF72")), (0.92, rgb("#F5D692")),
             (1.0, rgb("#FBE7B8"))]
DUNE_LIGHT = (-0.62, -0.52, 0.56)  # towards the light: left, up the screen, and above


def dune_surface(size: tuple[int, int], center: Point, radius: float, variant: str,
                 seed: str) -> pygame.Surface:
    """A dune whose base fills the flat-topped hex (``center``, ``radius``), crest rising up.

    The dune is a height field over the hex, lit from the top-left and drawn column by column
    from the front so nearer slopes hide the ones behind (every point is lifted straight up
    the screen by its height).  A shared low apron fills the hex, so every variant covers the
    same footprint; wind ripples are bump-mapped onto the gentle windward slopes.
    """
    ss = SS
    w, h = size[0] * ss, size[1] * ss
    cx, cy, big_r = center[0] * ss, center[1] * ss, radius * ss
    inset = big_r - 4.5 * ss
    apothem = inset * SQRT3 / 2
    x0, x1 = max(0, int(cx - inset) - 2), min(w, int(cx + inset) + 3)
    y0, y1 = max(0, int(cy - apothem) - 2), min(h, int(cy + apothem) + 3)
    heights = [[0.0] * w for _ in range(h)]
    for y in range(y0, y1):
        row = heights[y]
        v = (y + 0.5 - cy) / big_r
        for x in range(x0, x1):
            dx, dy = x + 0.5 - cx, y + 0.5 - cy
            hn = hex_norm(dx, dy, apothem)
            if hn >= 1:
                continue
            swell = 0.05 * (1 - hn * hn) ** 0.6
            body = dune_shape(variant, dx / big_r, v) * smoothstep(1.0, 0.5, hn)
            row[x] = (swell + body) * big_r
    lx, ly, lz = DUNE_LIGHT
    ln = math.sqrt(lx * lx + ly * ly + lz * lz)
    lx, ly, lz = lx / ln, ly / ln, lz / ln
    rng = random.Random(seed)
    phase = rng.uniform(0, math.tau)
    wave = rng.uniform(3.6, 4.2) * ss * radius / MS_HEX_RADIUS
    rip_a = math.radians(rng.uniform(26, 34))
    rc, rs = math.cos(rip_a), math.sin(rip_a)
    buf = bytearray(w * h * 4)
    for x in range(x0, x1):
        top = h
        for y in range(y1 - 1, y0 - 1, -1):
            hgt = heights[y][x]
            sy = math.ceil(y - hgt)
            if sy >= top:
                continue
            gx = (heights[y][min(w - 1, x + 1)] - heights[y][max(0, x - 1)]) / 2
            gy = (heights[min(h - 1, y + 1)][x] - heights[max(0, y - 1)][x]) / 2
            slope = math.hypot(gx, gy)
            lit = (-gx * lx - gy * ly + lz) / math.sqrt(gx * gx + gy * gy + 1)
            if slope < 0.8:
                s = x * rc + y * rs
                ph = s / wave * math.tau + phase + 2.2 * math.sin(y / (big_r * 0.3) + phase)
                bump = 0.7 * math.sin(ph) * ((1 + math.cos(ph)) / 2) ** 3
                bump *= (1 - smoothstep(0.4, 0.85, slope)) * smoothstep(big_r * 0.03,
                                                                       big_r * 0.12, hgt)
                rx, ry = gx + bump * rc, gy + bump * rs
                lit = (-rx * lx - ry * ly + lz) / math.sqrt(rx * rx + ry * ry + 1)
            d = lit - lz  # 0 on level sand; the light/shadow terminator is kept crisp
            t = smoothstep(-0.28, -0.12, d)
            shade = ramp(DUNE_RAMP, (0.24 + (d + lz) * 0.36) * (1 - t) + (0.74 + d * 0.6) * t)
            alpha = round(255 * smoothstep(0.0, 1.4 * ss, hgt))
            px = bytes((*shade, alpha))
            for yy in range(max(0, sy), top):
                i = (yy * w + x) * 4
                buf[i:i + 4] = px
            top = max(0, sy)
    big = pygame.image.frombytes(bytes(buf), (w, h), "RGBA")
    out = shrink(big, size)
    grain(out, seed + ":grain", amp=3.5)
    return out


def dune_tile(variant: str, size: tuple[int, int] = MS_DUNE_SIZE,
              center: Point | None = None, radius: float = MS_HEX_RADIUS) -> pygame.Surface:
    """A dune with its soft shadow, ready to lay over a floor cell."""
    if center is None:
        center = (MS_DUNE_BASE[0] + MS_HEX_SIZE[0] / 2, MS_DUNE_BASE[1] + MS_HEX_SIZE[1] / 2)
    dune = dune_surface(size, center, radius, variant, f"dune:{variant}")
    k = radius / MS_HEX_RADIUS
    shade = mix(DEEP_CLAY, INK, 0.35)
    return stack(size, [
        (blur(tint(dune, shade, 90), 1.5 * k), (1.2 * k, 1.6 * k)),
        (blur(tint(dune, shade, 90), 3 * k), (4 * k, 2.5 * k)),
        dune,
    ])



# --- alien agents: four silhouettes, not only four colours --------------------------------
def agent_green(pen: Pen, f: Frame, c: Color) -> None:
    """Round head with two ball-tipped antennae."""
    for s in (-1, 1):
        pen.polyline((*darken(c, 0.2), 255), f.ps(bezier((0.18 * s, -0.3), (0.3 * s, -0.72),
                                                         (0.6 * s, -0.8), 10)), f.d(0.11))
        pen.circle((*c, 255), f.p(0.62 * s, -0.8), f.d(0.15))
        pen.circle((*lighten(c, 0.4), 255), f.p(0.58 * s, -0.84), f.d(0.06))
    pen.circle((*c, 255), f.p(0, 0.16), f.d(0.7))
    pen.ellipse((*lighten(c, 0.22), 255), f.p(-0.16, -0.08), f.d(0.36), f.d(0.26))
    for s in (-1, 1):
        eye = [rotate(q, 28 * s, (0.27 * s, 0.14)) for q in
               arc_points((0.27 * s, 0.14), 0.2, 0.13, 0, 360, 32)[:-1]]
        pen.polygon(DETAIL, f.ps(eye))
        pen.circle(FILL, f.p(0.23 * s - 0.03, 0.1), f.d(0.05))
    pen.polyline(DETAIL, f.ps(arc_points((0, 0.44), 0.14, 0.07, 20, 160, 12)), f.d(0.06))


def agent_violet(pen: Pen, f: Frame, c: Color) -> None:
    """Rounded triangular head (point up) with three eyes."""
    corners = regular_polygon((0, 0.24), 1.16, 3, -90)
    rounded = []
    for i, p in enumerate(corners):
        a, b = corners[i - 1], corners[(i + 1) % 3]
        rounded += bezier(((p[0] * 3 + a[0]) / 4, (p[1] * 3 + a[1]) / 4), p,
                          ((p[0] * 3 + b[0]) / 4, (p[1] * 3 + b[1]) / 4), 8)
    pen.polygon((*c, 255), f.ps(rounded))
    pen.polygon((*lighten(c, 0.2), 255), f.ps([(x * 0.6 - 0.1, y * 0.6 - 0.02)
                                               for x, y in rounded]))
    pen.polygon((*c, 255), f.ps([(x * 0.56 - 0.04, y * 0.56 + 0.06) for x, y in rounded]))
    for x, y, r in ((-0.34, 0.42, 0.16), (0.34, 0.42, 0.16), (0.0, 0.0, 0.17)):
        pen.circle(DETAIL, f.p(x, y), f.d(r))
        pen.circle(FILL, f.p(x - 0.04, y - 0.04), f.d(r * 0.36))


def agent_cyan(pen: Pen, f: Frame, c: Color) -> None:
    """Square robot head, one big eye, a stubby aerial and side bolts."""
    pen.line((*darken(c, 0.25), 255), f.p(0, -0.6), f.p(0, -0.84), f.d(0.12))
    pen.circle((*GOLD, 255), f.p(0, -0.86), f.d(0.12))
    for s in (-1, 1):
        pen.rrect((*darken(c, 0.2), 255), (*f.p(0.7 if s > 0 else -0.9, -0.16), f.d(0.2),
                                           f.d(0.42)), f.d(0.06))
    pen.rrect((*c, 255), (*f.p(-0.74, -0.66), f.d(1.48), f.d(1.42)), f.d(0.26))
    pen.rrect((*lighten(c, 0.22), 255), (*f.p(-0.62, -0.56), f.d(0.9), f.d(0.3)), f.d(0.14))
    pen.circle(DETAIL, f.p(0, 0.04), f.d(0.42))
    pen.circle((*BONE, 255), f.p(0, 0.04), f.d(0.3))
    pen.circle((*darken(c, 0.45), 255), f.p(0.02, 0.06), f.d(0.19))
    pen.circle(DETAIL, f.p(0.02, 0.06), f.d(0.1))
    pen.circle(FILL, f.p(-0.08, -0.04), f.d(0.06))
    for k in (-0.3, -0.1, 0.1, 0.3):
        pen.rrect(DETAIL, (*f.p(k - 0.05, 0.52), f.d(0.1), f.d(0.14)), f.d(0.03))


def agent_orange(pen: Pen, f: Frame, c: Color) -> None:
    """Kite-shaped head with a fringe of curling tentacles."""
    dark = darken(c, 0.22)
    for i, x in enumerate((-0.5, -0.25, 0.0, 0.25, 0.5)):
        curl = 0.22 if i % 2 == 0 else -0.22
        path = spline([(x * 0.9, 0.2), (x * 1.05, 0.5), (x * 1.1 + curl, 0.72),
                       (x * 1.1 + curl * 0.4, 0.9)], closed=False, steps=6)
        pen.ribbon((*dark, 255), f.ps(path), [f.d(0.2 - 0.13 * k / (len(path) - 1))
                                              for k in range(len(path))])
        pen.circle((*dark, 255), f.p(*path[-1]), f.d(0.05))
    kite = spline([(0, -0.96), (0.7, -0.24), (0.52, 0.18), (0, 0.5), (-0.52, 0.18),
                   (-0.7, -0.24)], sharp=(0, 3), steps=10)
    pen.polygon((*c, 255), f.ps(kite))
    pen.polygon((*lighten(c, 0.22), 255), f.ps(spline(
        [(-0.04, -0.78), (-0.46, -0.26), (-0.3, -0.18), (-0.02, -0.5)], sharp=(0,), steps=6)))
    for s in (-1, 1):
        eye = [rotate(q, -22 * s, (0.24 * s, -0.08)) for q in
               arc_points((0.24 * s, -0.08), 0.17, 0.1, 0, 360, 32)[:-1]]
        pen.polygon(DETAIL, f.ps(eye))
        pen.circle((*GOLD, 255), f.p(0.24 * s, -0.08), f.d(0.05))


def agent_unknown(pen: Pen, f: Frame, c: Color) -> None:
    """A hooded blank silhouette with a question mark: 'an agent, colour unknown'."""
    hood = spline([(0, -0.9), (0.56, -0.66), (0.72, -0.06), (0.62, 0.5), (0.86, 0.9),
                   (-0.86, 0.9), (-0.62, 0.5), (-0.72, -0.06), (-0.56, -0.66)],
                  sharp=(4, 5), steps=10)
    pen.polygon((*c, 255), f.ps(hood))
    pen.polygon((*lighten(c, 0.16), 255), f.ps(spline(
        [(-0.1, -0.8), (-0.5, -0.58), (-0.62, -0.1), (-0.4, -0.4)], sharp=(), steps=6)))
    mark = [*arc_points((0, -0.22), 0.24, 0.22, 180, 360 + 60, 20), (0.0, 0.1), (0.0, 0.22)]
    pen.polyline(FILL, f.ps(mark), f.d(0.17))
    pen.circle(FILL, f.p(0, 0.5), f.d(0.11))


AGENT_DRAWERS: dict[str, Callable[[Pen, Frame, Color], None]] = {
    "green": agent_green, "violet": agent_violet, "cyan": agent_cyan, "orange": agent_orange,
    "unknown": agent_unknown,
}


def agent_token(name: str) -> pygame.Surface:
    """A 64x64 alien head, bold ink outline, soft shadow; the shape alone names the colour."""
    n = MS_AGENT_SIZE
    color = MS_AGENTS.get(name, rgb("#9A8C7C"))
    pen = Pen(n, n)
    AGENT_DRAWERS[name](pen, Frame(n / 2, n / 2 - 1, n / 2 - 6), color)
    pen.shade(0.12, 0.16)
    pen.outline(2.6, INK)
    pen.outline(1.4, BONE)
    head = pen.result()
    return stack((n, n), [shadow(head, (0, 1.8), 1.6, 150), head])


# --- the saucer and its beam ----------------------------------------------------------------
def mothership_saucer() -> pygame.Surface:
    """A 320x160 flying saucer: brushed metal, teal dome, warm sand-light bounce, lamps."""
    w, h = MS_SAUCER_SIZE
    cx = w / 2
    desert = rgb("#E9A766")

    def ell_mask(c: Point, rx: float, ry: float) -> pygame.Surface:
        return shape_mask(w, h, lambda p: p.ellipse(WHITE, c, rx, ry))

    belly = ell_mask((cx, 98), 112, 26)
    hull = ell_mask((cx, 86), 150, 26)
    deck = ell_mask((cx, 78), 112, 20)
    dome = shape_mask(w, h, lambda p: p.polygon(WHITE, arc_points((cx, 74), 54, 52, 180, 360,
                                                                  64)))
    # chrome: pale sky above, a dark horizon line, then the warm desert floor reflected below
    belly_tex = vertical_gradient(w, h, [(0.62, rgb("#4E535E")), (0.7, rgb("#6E6A6A")),
                                         (0.78, mix(rgb("#7C7068"), desert, 0.6))])
    hull_tex = vertical_gradient(w, h, [(0.38, rgb("#F6F4F0")), (0.52, rgb("#D2D6DC")),
                                        (0.595, rgb("#9AA2AE")), (0.622, rgb("#5B6370")),
                                        (0.64, mix(rgb("#8A7A6C"), desert, 0.5)),
                                        (0.7, mix(rgb("#D9A878"), desert, 0.4))])
    deck_tex = vertical_gradient(w, h, [(0.37, rgb("#FFF6EC")), (0.44, rgb("#F1E6DE")),
                                        (0.5, rgb("#C9CED6")), (0.57, rgb("#9AA2AF")),
                                        (0.61, rgb("#B39A8C"))])
    glass = linear_gradient(w, h, (0.5, 1), [(0.1, rgb("#9FE3DA")), (0.3, OASIS_TEAL),
                                             (0.5, rgb("#1D5660"))])
    for tex, seed in ((hull_tex, "saucer-hull"), (deck_tex, "saucer-deck")):
        grain(tex, seed, amp=2.5)
    parts = Pen(w, h)
    parts.ellipse((*INK, 255), (cx, 98), 113.5, 27.5)
    parts.ellipse((*INK, 255), (cx, 86), 151.5, 27.5)
    parts.polygon((*INK, 255), arc_points((cx, 74), 55.5, 53.5, 180, 360, 64))
    outline = parts.result()
    lamps = Pen(w, h)
    for i in range(13):
        a = 180 - (i + 0.5) * 180 / 13
        lx, ly = cx + 136 * math.cos(math.radians(a)), 88 + 16 * math.sin(math.radians(a))
        size = 3.4 * (0.65 + 0.35 * math.sin(math.radians(a)))
        lamps.circle((*darken(GOLD, 0.5), 255), (lx, ly), size + 1)
        lamps.circle((*GOLD, 255), (lx, ly), size)
        lamps.circle((*lighten(GOLD, 0.7), 255), (lx - size * 0.3, ly - size * 0.3), size * 0.4)
    for i in range(7):
        a = 180 - (i + 0.5) * 180 / 7
        lx, ly = cx + 78 * math.cos(math.radians(a)), 104 + 12 * math.sin(math.radians(a))
        lamps.circle((*rgb("#2A3E3E"), 255), (lx, ly), 3.6)
        lamps.circle((*rgb("#9FF5E4"), 255), (lx, ly), 2.4)
    lamp_layer = lamps.result()
    emitter = Pen(w, h)
    emitter.ellipse((*INK, 255), (cx, 118), 36, 9)
    emitter.ellipse((*rgb("#2C6F70"), 255), (cx, 118), 33, 7.4)
    emitter.ellipse((*rgb("#BDF3E6"), 255), (cx, 119), 24, 4.6)
    emitter.ellipse((*WHITE, 255), (cx, 119.5), 12, 2.2)
    emitter_layer = emitter.result()
    seams = Pen(w, h)
    for i in range(1, 12):
        a = 180 - i * 180 / 12
        p0 = (cx + 112 * math.cos(math.radians(a)), 78 + 20 * math.sin(math.radians(a)))
        p1 = (cx + 148 * math.cos(math.radians(a)), 86 + 26 * math.sin(math.radians(a)))
        seams.line((*rgb("#6D7582"), 150), p0, (p0[0] + (p1[0] - p0[0]) * 0.5,
                                                p0[1] + (p1[1] - p0[1]) * 0.5), 0.9)
    seams.polyline((*rgb("#59606C"), 200), arc_points((cx, 86), 150, 26, 0, 180, 60), 1.2)
    seams.polyline((*WHITE, 170), arc_points((cx, 76), 108, 18, 196, 300, 30), 1.6)
    shine = Pen(w, h)
    shine.polygon((*WHITE, 200), [*arc_points((cx - 8, 74), 44, 43, 200, 250, 16),
                                  *arc_points((cx - 8, 74), 36, 35, 250, 200, 16)])
    shine.ellipse((*WHITE, 230), (cx - 18, 36), 6, 4)
    shine.polygon((*rgb("#FFD6A0"), 190), [*arc_points((cx, 74), 50, 48, 300, 352, 16),
                                           *arc_points((cx, 74), 42, 40, 352, 300, 16)])
    shine.polygon((*rgb("#F7B987"), 110), [*arc_points((cx, 74), 52, 50, 184, 200, 6),
                                           *arc_points((cx, 74), 46, 44, 200, 184, 6)])
    shine.ellipse((*INK, 255), (cx, 75), 58, 6.5)
    shine.ellipse((*rgb("#8D95A2"), 255), (cx, 74.5), 56.5, 5)
    shine.ellipse((*rgb("#E9E4DE"), 255), (cx - 6, 73.2), 40, 2.2)
    body = stack((w, h), [outline, apply_mask(belly_tex, belly), apply_mask(hull_tex, hull),
                          inner_shadow(hull, (0, -3), 3, 120, desert),
                          apply_mask(deck_tex, deck), seams.result(),
                          apply_mask(glass, dome),
                          inner_shadow(dome, (3, 3), 4, 120, INK),
                          shine.result(), lamp_layer, emitter_layer])
    halo = pygame.transform.smoothscale(
        radial_glow(w, w, (cx, cx), cx - 2, rgb("#FFE3B0"), 0.35, 2.2), (w, w // 2))
    lamp_glow = blur(tint(lamp_layer, rgb("#FFD27A"), 180), 4)
    return stack((w, h), [(halo, (0, 86 - w // 4)), body, lamp_glow, lamp_layer,
                          emitter_layer])


def tractor_beam() -> pygame.Surface:
    """A 160x400 translucent light cone, narrow at the top, fading out towards the ground."""
    w, h = MS_BEAM_SIZE
    cx = w / 2
    top, bottom = 30.0, 76.0  # half widths
    cone = Pen(w, h)
    cone.polygon(WHITE, [(cx - top, 0), (cx + top, 0), (cx + bottom, h), (cx - bottom, h)])
    mask = blur(cone.result(), 4)
    core = Pen(w, h)
    core.polygon(WHITE, [(cx - top * 0.4, 0), (cx + top * 0.4, 0), (cx + bottom * 0.35, h),
                         (cx - bottom * 0.35, h)])
    core_mask = blur(core.result(), 6)
    beam = tint(mask, rgb("#BDF3E6"), 120)
    bright = tint(core_mask, rgb("#F2FFF9"), 110)
    rings = Pen(w, h)
    for k in range(6):
        y = 40 + k * 60
        half = top + (bottom - top) * y / h
        rings.polyline((*WHITE, 120 - k * 14), arc_points((cx, y), half * 0.92, 5 + k, 0, 180, 30),
                       1.6)
    rng = random.Random("beam-motes")
    for _ in range(40):
        y = rng.uniform(10, h * 0.85)
        half = top + (bottom - top) * y / h
        rings.circle((*WHITE, rng.randrange(90, 200)), (cx + rng.uniform(-0.8, 0.8) * half, y),
                     rng.uniform(0.6, 1.4))
    out = stack((w, h), [beam, bright, rings.result()])
    data = bytearray(pygame.image.tobytes(out, "RGBA"))
    for y in range(h):
        t = (y + 0.5) / h
        k = round(255 * (1 - 0.42 * t / 0.55 if t < 0.55 else 0.58 * (1 - t) / 0.45))
        for i in range(y * w * 4 + 3, (y + 1) * w * 4, 4):
            data[i] = data[i] * k // 255
    return pygame.image.frombytes(bytes(data), (w, h), "RGBA")


# --- holding area -------------------------------------------------------------------------
SLOT_TINT = StoneTint(rgb("#B07A56"), rgb("#CD9C76"), rgb("#754B30"))


def holding_slot() -> pygame.Surface:
    """A 64x64 carved sandstone block with a hex-shaped hollow for one dune."""
    n = MS_SLOT_SIZE
    block = carved_tile(n, SLOT_TINT, "ms-slot")
    hx, hy, hr = MS_SLOT_HEX
    hollow = hex_mask(n, n, (hx, hy), hr)
    floor = linear_gradient(n, n, (0.6, 1), [(0, rgb("#7E5034")), (1, rgb("#A8754C"))])
    grain(floor, "ms-slot-hollow", amp=4, mottle=4, cell=8)
    lip = shape_mask(n, n, lambda p: p.polyline(WHITE, flat_hex((hx, hy), hr + 0.6), 1.0,
                                                closed=True))
    return stack((n, n), [
        block,
        (blur(tint(lip, lighten(SLOT_TINT.light, 0.5), 200), 0.6), (0.8, 1.0)),
        apply_mask(floor, hollow),
        inner_shadow(hollow, (1.8, 2.4), 2.4, 200),
        inner_shadow(hollow, (-1.2, -1.2), 1.2, 130, lighten(SLOT_TINT.light, 0.35)),
        tint(lip, darken(SLOT_TINT.dark, 0.4), 170),
    ])


def holding_dune() -> pygame.Surface:
    """The holding slot with a small dune (the board's barchan, scaled) sitting in it."""
    n = MS_SLOT_SIZE
    hx, hy, hr = MS_SLOT_HEX
    dune = dune_tile("barchan", (n, n), (hx, hy), hr + 1)
    return stack((n, n), [holding_slot(), dune])


def letter_badge() -> pygame.Surface:
    """A 28x28 bone medallion with a gold ring; the game prints the space letter on it."""
    n = MS_BADGE_SIZE
    c = (n / 2, n / 2 - 0.5)
    disc = shape_mask(n, n, lambda p: p.circle(WHITE, c, 12.2))
    face_mask = shape_mask(n, n, lambda p: p.circle(WHITE, c, 9.6))
    ring = apply_mask(linear_gradient(n, n, (1, 1.2), [(0, lighten(GOLD, 0.45)), (0.5, GOLD),
                                                       (1, darken(GOLD, 0.35))]), disc)
    face = apply_mask(linear_gradient(n, n, (0.6, 1), [(0, lighten(BONE, 0.5)),
                                                       (1, mix(BONE, SAND, 0.3))]), face_mask)
    edge = shape_mask(n, n, lambda p: p.circle(WHITE, c, 13.3))
    return stack((n, n), [shadow(disc, (0, 1.2), 1.0, 140), tint(edge, INK, 230), ring,
                          tint(shape_mask(n, n, lambda p: p.circle(WHITE, c, 10.4)),
                               darken(GOLD, 0.5), 220),
                          face, inner_shadow(face_mask, (0.6, 0.9), 0.8, 90, DUNE_SHADOW)])


# --- the island the board sits on --------------------------------------------------------------
def board_island() -> pygame.Surface:
    """A 1000x760 soft patch of darker, rippled sand with feathered edges and a soft shadow."""
    w, h = MS_FRAME_SIZE
    rng = random.Random("ms-island")
    n = 72
    phases = [rng.uniform(0, math.tau) for _ in range(3)]
    pts = []
    for i in range(n):
        a = math.tau * i / n
        ca, sa = math.cos(a), math.sin(a)
        r = 1 / (abs(ca) ** 4 + abs(sa) ** 4) ** 0.25  # a squircle, wobbled a little
        r *= 1 + 0.014 * math.sin(3 * a + phases[0]) + 0.01 * math.sin(5 * a + phases[1]) \
            + 0.006 * math.sin(9 * a + phases[2])
        pts.append((w / 2 + (w / 2 - 60) * r * ca, h / 2 + (h / 2 - 34) * r * sa))
    outline = spline(pts, steps=4)
    pen = Pen(w, h, ss=2)
    pen.polygon(WHITE, outline)
    crisp = pen.result()
    body = blur(crisp, 4)
    tex = linear_gradient(w, h, (0.7, 1), [(0, rgb("#E2B775")), (0.5, rgb("#D8A867")),
                                           (1, rgb("#C99558"))])
    grain(tex, "ms-island", amp=3, mottle=7, cell=60)
    rip = sand_ripples(w, h, "ms-island-ripples", 16, -24, 40, 34, 1.2)
    island = apply_mask(stack((w, h), [tex, rip]), body)
    island.fill((255, 255, 255, 235), special_flags=pygame.BLEND_RGBA_MULT)
    glow = inner_shadow(crisp, (-3, -4), 4, 120, LIGHT_SAND)
    dusk = inner_shadow(crisp, (4, 5), 9, 90, DEEP_CLAY)
    edge = shape_mask(w, h, lambda p: p.polyline(WHITE, outline, 1.6, closed=True))
    return stack((w, h), [
        (blur(tint(crisp, INK, 80), 12), (0, 6)),
        island,
        clip(glow, body), clip(dusk, body),
        blur(tint(edge, DEEP_CLAY, 70), 1.2),
    ])


# --- icons for the Mothership actions --------------------------------------------------------
def glyph_dune(p: Pen, f: Frame, cx: float, cy: float, k: float) -> None:
    """A little crescent dune: lit back, ink slip-face line, used inside several icons."""
    body = spline([(cx - 0.74 * k, cy + 0.3 * k), (cx - 0.3 * k, cy - 0.12 * k),
                   (cx + 0.14 * k, cy - 0.38 * k), (cx + 0.5 * k, cy - 0.08 * k),
                   (cx + 0.78 * k, cy + 0.3 * k)], sharp=(0, 2, 4), steps=10)
    p.polygon(FILL, f.ps(body))
    p.polyline(DETAIL, f.ps(bezier((cx + 0.14 * k, cy - 0.38 * k), (cx + 0.16 * k, cy),
                                   (cx + 0.38 * k, cy + 0.24 * k), 10)), f.d(0.07 * k))


def glyph_arrow(p: Pen, f: Frame, tail: Point, tip: Point, width: float = 0.22,
                head: float = 0.3) -> None:
    dx, dy = tip[0] - tail[0], tip[1] - tail[1]
    ln = math.hypot(dx, dy) or 1.0
    ux, uy = dx / ln, dy / ln
    base = (tip[0] - ux * head * 1.15, tip[1] - uy * head * 1.15)
    p.line(FILL, f.p(*tail), f.p(base[0] + ux * 0.02, base[1] + uy * 0.02), f.d(width),
           round_caps=False)
    p.polygon(FILL, f.ps([(base[0] - uy * head, base[1] + ux * head), tip,
                          (base[0] + uy * head, base[1] - ux * head)]))


def glyph_push(g: Glyph) -> None:
    f = g.frame
    glyph_dune(g.part(), f, -0.2, 0.38, 1.0)
    glyph_arrow(g.part(), f, (-0.6, -0.5), (0.9, -0.5))


def glyph_pull(g: Glyph) -> None:
    f = g.frame
    glyph_dune(g.part(), f, 0.0, 0.52, 1.06)
    glyph_arrow(g.part(), f, (0.1, 0.2), (0.1, -0.92), head=0.34)


def glyph_place(g: Glyph) -> None:
    f = g.frame
    slot = g.part()
    slot.polyline(FILL, f.ps([(-0.86, 0.2), (-0.86, 0.84), (0.86, 0.84), (0.86, 0.2)]),
                  f.d(0.18))
    glyph_dune(g.part(), f, 0.0, 0.38, 0.82)
    glyph_arrow(g.part(), f, (0.0, -0.96), (0.0, -0.04), head=0.32)


def glyph_land(g: Glyph) -> None:
    f = g.frame
    beam = g.part()
    beam.polygon(FILL, f.ps([(-0.2, 0.2), (0.2, 0.2), (0.5, 0.9), (-0.5, 0.9)]))
    beam.polygon(DETAIL, f.ps([(-0.06, 0.32), (0.06, 0.32), (0.16, 0.8), (-0.16, 0.8)]))
    ship = g.part()
    ship.polygon(FILL, f.ps(arc_points((0, -0.2), 0.36, 0.4, 180, 360, 24)))
    ship.ellipse(FILL, f.p(0, -0.1), f.d(0.94), f.d(0.26))
    ship.line(DETAIL, f.p(-0.62, -0.1), f.p(0.62, -0.1), f.d(0.06))
    for x in (-0.52, -0.18, 0.18, 0.52):
        ship.circle(DETAIL, f.p(x, 0.03), f.d(0.06))


def glyph_peek(g: Glyph) -> None:
    f = g.frame
    glyph_dune(g.part(), f, 0.0, 0.58, 1.0)
    eye = g.part()
    lid = spline([(-0.9, -0.36), (-0.46, -0.7), (0.0, -0.82), (0.46, -0.7), (0.9, -0.36),
                  (0.46, -0.04), (0.0, 0.08), (-0.46, -0.04)], sharp=(0, 4))
    eye.polygon(FILL, f.ps(lid))
    eye.circle(DETAIL, f.p(0, -0.37), f.d(0.27))
    eye.circle(FILL, f.p(-0.09, -0.46), f.d(0.08))


def rotate_arrow(g: Glyph, clockwise: bool) -> None:
    """An almost full circle, open at the top right, with its head at the top."""
    f, p = g.frame, g.part()
    s = 1 if clockwise else -1
    c, r = (0.0, 0.08), 0.6
    start, end = -30.0, 238.0  # screen degrees, clockwise from the gap's lower side
    arc = [(x * s, y) for x, y in arc_points(c, r, r, start, end, 40)]
    p.polyline(FILL, f.ps(arc), f.d(0.22))
    a = math.radians(end)
    tip_base = (c[0] + r * math.cos(a), c[1] + r * math.sin(a))
    tx, ty = -math.sin(a), math.cos(a)  # direction of travel at the end of the arc
    nx, ny = math.cos(a), math.sin(a)
    head = [(tip_base[0] + nx * 0.32, tip_base[1] + ny * 0.32),
            (tip_base[0] + tx * 0.4, tip_base[1] + ty * 0.4),
            (tip_base[0] - nx * 0.32, tip_base[1] - ny * 0.32)]
    p.polygon(FILL, f.ps((x * s, y) for x, y in head))


def glyph_rotate_left(g: Glyph) -> None:
    rotate_arrow(g, clockwise=False)


def glyph_rotate_right(g: Glyph) -> None:
    rotate_arrow(g, clockwise=True)


def magnifier(g: Glyph, plus: bool) -> None:
    f = g.frame
    handle = g.part()
    handle.line(FILL, f.p(0.3, 0.3), f.p(0.78, 0.78), f.d(0.3))
    lens = g.part()
    lens.circle(FILL, f.p(-0.16, -0.16), f.d(0.64))
    lens.ring(DETAIL, f.p(-0.16, -0.16), f.d(0.5), f.d(0.07))
    lens.line(DETAIL, f.p(-0.42, -0.16), f.p(0.1, -0.16), f.d(0.13))
    if plus:
        lens.line(DETAIL, f.p(-0.16, -0.42), f.p(-0.16, 0.1), f.d(0.13))


def glyph_zoom_in(g: Glyph) -> None:
    magnifier(g, plus=True)


def glyph_zoom_out(g: Glyph) -> None:
    magnifier(g, plus=False)


def glyph_zoom_reset(g: Glyph) -> None:
    """Fit the desert to the window: four frame corners around a small hex."""
    f = g.frame
    corners = g.part()
    for sx in (-1, 1):
        for sy in (-1, 1):
            corners.polyline(FILL, f.ps([(0.82 * sx, 0.36 * sy), (0.82 * sx, 0.82 * sy),
                                         (0.36 * sx, 0.82 * sy)]), f.d(0.2))
    hexagon = g.part()
    hexagon.polygon(FILL, f.ps(regular_polygon((0.0, 0.0), 0.42, 6, 0.0)))


MS_GLYPHS: dict[str, Callable[[Glyph], None]] = {
    "push": glyph_push, "pull": glyph_pull, "place": glyph_place, "land": glyph_land,
    "peek": glyph_peek, "rotate_left": glyph_rotate_left, "rotate_right": glyph_rotate_right,
    "zoom_in": glyph_zoom_in, "zoom_out": glyph_zoom_out, "zoom_reset": glyph_zoom_reset,
}


def ms_icon(name: str) -> pygame.Surface:
    """A 48x48 action icon in the same bone-and-ink style as ``ui/icons``."""
    g = Glyph(ICON_SIZE, 2.0)
    g.frame = Frame(ICON_SIZE / 2, ICON_SIZE / 2, ICON_SIZE / 2 - 4)
    MS_GLYPHS[name](g)
    return g.render()


def mothership_assets(written: Written) -> None:
    """Every bitmap of Land the Mothership, under ``assets/mothership/``."""
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


# =============================================================================================
# Output
# =============================================================================================
def save(surf: pygame.Surface, rel: str, written: Written) -> None:
    """Write ``surf`` as a PNG under ``assets/`` and note it (with its size) for ART.md."""
    path = ASSETS / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))
    written.append((rel, f"{surf.get_width()}x{surf.get_height()}"))


def write_board_json(written: Written) -> None:
    data = {"slot_size": BOARD_SLOT, "pitch": BOARD_PITCH, "origin": list(BOARD_ORIGIN)}
    path = ASSETS / "stones" / "board.json"
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    written.append(("stones/board.json", "slot geometry of board.png"))


def write_art_md(written: Written) -> None:
    palette = [("sand", SAND), ("light sand", LIGHT_SAND), ("dune shadow", DUNE_SHADOW),
               ("terracotta", TERRACOTTA), ("deep clay", DEEP_CLAY), ("ink", INK),
               ("bone", BONE), ("night indigo", NIGHT_INDIGO), ("oasis teal", OASIS_TEAL),
               ("gold", GOLD)]
    swatches = ", ".join(f"{name} `#{c[0]:02X}{c[1]:02X}{c[2]:02X}`" for name, c in palette)
    lines = [
        "# Shifting Sands art",
        "",
        "Every bitmap in this folder except `fonts/` is drawn by `scripts/make_assets.py`; "
        "regenerate it with `python scripts/make_assets.py` from the repository root. The "
        "script uses only pygame-ce and the standard library: shapes are drawn at 4x with "
        "pygame.draw polygons and circles and shrunk with smoothscale for antialiasing, layers "
        "are composited with premultiplied alpha, stone and sand get seeded grain and "
        "mottling, bevels are lit from the top-left and shadows are blurred with "
        "gaussian_blur. All randomness is seeded, so runs are reproducible. "
        f"The palette is {swatches}. Stone-face symbols differ in silhouette as well as "
        "colour so they stay distinguishable without colour vision.",
        "",
        f"Board slots (`stones/board.json`): slot {BOARD_SLOT} px, pitch {BOARD_PITCH} px, "
        f"slot (0, 0) at {list(BOARD_ORIGIN)}; the gold sun on the rim marks the top. "
        f"Pattern-card safe area (x, y, w, h): {list(CARD_SAFE_AREA)}.",
        "",
        "## Files",
        "",
    ]
    lines += [f"- `{rel}` ({note})" for rel, note in sorted(written)
              if not rel.startswith("mothership/")]
    lines += hand_written_sections(ASSETS / "ART.md")
    lines += mothership_notes([(rel, note) for rel, note in written
                               if rel.startswith("mothership/")])
    (ASSETS / "ART.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


GENERATED_SECTIONS = ("## Files", "## Land the Mothership")


def hand_written_sections(path: Path) -> list[str]:
    """``## `` sections of the current ART.md that this script does not write (e.g. Sounds)."""
    if not path.exists():
        return []
    kept: list[str] = []
    keep = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            keep = line.strip() not in GENERATED_SECTIONS
            if keep:
                kept.append("")
        if keep:
            kept.append(line)
    while kept and not kept[-1].strip():
        kept.pop()
    return kept


def mothership_notes(written: Written) -> list[str]:
    """The Land the Mothership section of ART.md: geometry the renderer must respect."""
    if not written:
        return []
    r = MS_HEX_RADIUS
    tw, th = MS_HEX_SIZE
    dx, dy = MS_DUNE_BASE
    hx, hy, hr = MS_SLOT_HEX
    lines = [
        "",
        "## Land the Mothership",
        "",
        "Files under `mothership/` are drawn by the same script (section \"Land the "
        "Mothership\"). The desert is flat-topped hexes in \"odd-q\" columns. The art is drawn "
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
        "",
    ]
    lines += [f"- `{rel}` ({note})" for rel, note in sorted(written)]
    return lines


def main() -> None:
    pygame.init()
    pygame.transform.set_smoothscale_backend("GENERIC")
    written: Written = []
    for name in SYMBOLS:
        save(symbol_surface(name, SYMBOL_SIZE, outline=3.0), f"stones/symbol_{name}.png", written)
        save(stone_file(name), f"stones/stone_{name}.png", written)
    save(carved_tile(TILE_SIZE, STONE_TINTS["back"], "tile:back"), "stones/stone_back.png",
         written)
    save(any_square(), "stones/any_square.png", written)
    save(card_front(), "stones/card_front.png", written)
    save(card_back(), "stones/card_back.png", written)
    save(point_badge(), "stones/point_badge.png", written)
    save(board(), "stones/board.png", written)
    write_board_json(written)
    save(background(night=False), "ui/background.png", written)
    save(background(night=True), "ui/background_dark.png", written)
    covers = {"stones": cover_stones, "mothership": cover_mothership,
              "ouroboros": cover_ouroboros, "curse_reverse": cover_curse_reverse,
              "north_africa": cover_north_africa}
    for game_id in GAME_IDS:
        save(covers[game_id](), f"games/{game_id}.png", written)
    for name in ICON_NAMES:
        save(icon(name), f"ui/icons/{name}.png", written)
    save(app_icon(), "ui/app_icon.png", written)
    for i in range(len(SEAT_STYLES)):
        save(seat_token(i), f"ui/seat_{i}.png", written)
    mothership_assets(written)
    write_art_md(written)
    print(f"wrote {len(written)} files under {ASSETS}")


if __name__ == "__main__":
    main()
