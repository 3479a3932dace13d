"""Curse Reverse: the 64x64 board squares (sand of each segment, the flagstone path and its
marked spaces), the four 128x128 temples, the hexagonal curse tile and the sand timer."""

from __future__ import annotations

import pygame

from .curse_reverse_motifs import (
    GOD_COLORS,
    PATH_STONE,
    WOOD,
    carve,
    exclamation,
    flagstones,
    question,
    sand_texture,
    solid,
    symbol_layer,
    tinted_sand,
)
from .geometry import Frame, arc_points, regular_polygon, spline
from .gradients import linear_gradient, radial_glow
from .noise import grain
from .palette import BONE, GOLD, INK, WHITE, darken, lighten, rgb
from .pen import Pen, shape_mask
from .surfaces import apply_mask, blur, shadow, stack, tint

SQUARE = 64
TEMPLE = 128
TIMER = (96, 160)
TIMER_BULBS = ((24, 20, 48, 60), (24, 80, 48, 60))
"""The sand timer's glass bulbs (x, y, w, h): top, bottom; the scene draws the sand in them."""


# --- squares ----------------------------------------------------------------------------------
def ground(god: str) -> pygame.Surface:
    """Sand off the path, warmed towards the segment's colour, with a few pebbles."""
    n = SQUARE
    tone = tinted_sand(god)
    tex = sand_texture((n, n), tone, f"cr-ground-{god}")
    pen = Pen(n, n)
    for x, y, r in ((12, 48, 1.6), (50, 14, 1.2), (44, 52, 1.0)):
        pen.circle(solid(darken(tone, 0.3), 160), (x + 0.5, y + 0.6), r)
        pen.circle(solid(lighten(tone, 0.25), 200), (x, y), r * 0.8)
    tex.blit(pen.result(), (0, 0))
    return tex


def path() -> pygame.Surface:
    return flagstones(SQUARE, "cr-path")


def marked(mark: pygame.Surface, seed: str) -> pygame.Surface:
    return carve(flagstones(SQUARE, seed), mark, PATH_STONE, 1.3)


def event_square() -> pygame.Surface:
    """A "?" carved in a round frame."""
    def draw(pen: Pen) -> None:
        pen.ring(WHITE, (32, 32), 23, 3.2)
        question(pen, Frame(32, 31.5, 15), WHITE, 0.27)
    return marked(shape_mask(SQUARE, SQUARE, draw), "cr-event")


def safe_square() -> pygame.Surface:
    """A "!" carved in a round-topped stele frame with a foot, unlike the event's circle."""
    def draw(pen: Pen) -> None:
        top = arc_points((32, 24), 16, 16, 180, 360, 24)
        outline = [*top, (48, 44), (54, 50), (54, 55), (10, 55), (10, 50), (16, 44)]
        pen.polyline(WHITE, outline, 3.0, closed=True)
        exclamation(pen, Frame(32, 31, 14), WHITE, 0.3)
    return marked(shape_mask(SQUARE, SQUARE, draw), "cr-safe")


def item_square() -> pygame.Surface:
    """A diamond outline: the item drop space."""
    def draw(pen: Pen) -> None:
        pts = [(32, 7), (55, 32), (32, 57), (9, 32)]
        pen.polyline(WHITE, pts, 3.4, closed=True)
        pen.polygon(WHITE, [(32, 24), (40, 32), (32, 40), (24, 32)])
    return marked(shape_mask(SQUARE, SQUARE, draw), "cr-item")


def boot_print(pen: Pen, f: Frame, color) -> None:
    """A boot sole seen from below: rounded toe and a separate heel, toe up."""
    pen.polygon(color, f.ps(spline([(-0.1, -1.0), (0.36, -0.86), (0.46, -0.34), (0.34, 0.12),
                                    (-0.22, 0.16), (-0.4, -0.3), (-0.38, -0.78)])))
    pen.polygon(color, f.ps(spline([(-0.26, 0.36), (0.28, 0.34), (0.3, 0.86), (0.04, 1.0),
                                    (-0.24, 0.88)])))


def start_square() -> pygame.Surface:
    """A boot print pressed into the path."""
    def draw(pen: Pen) -> None:
        boot_print(pen, Frame(32, 32, 24), WHITE)
    mark = shape_mask(SQUARE, SQUARE, draw)
    return marked(mark, "cr-start")


# --- temples ----------------------------------------------------------------------------------
def temple(god: str) -> pygame.Surface:
    """A pylon-gated temple on a sandstone platform: two battered towers in the god's colour
    flank a gate; the god's symbol sits large on a bone disc above the gate."""
    n = TEMPLE
    color = GOD_COLORS[god]
    face, side, top = color, darken(color, 0.3), lighten(color, 0.25)
    body = Pen(n, n)
    # platform
    body.polygon(solid(rgb("#B89A70")), [(8, 100), (120, 100), (124, 116), (4, 116)])
    body.polygon(solid(rgb("#E4CDA2")), [(12, 92), (116, 92), (120, 100), (8, 100)])
    # the sanctuary behind, seen from above
    body.rrect(solid(darken(color, 0.15)), (30, 8, 68, 40), 3)
    body.rrect(solid(lighten(color, 0.1)), (33, 10, 62, 34), 2)
    for x in range(38, 94, 10):
        body.line(solid(darken(color, 0.2), 150), (x, 12), (x, 42), 1.0)
    # two pylon towers, battered (narrower at the top), and the lintel over the gate
    for x0, x1 in ((10, 54), (74, 118)):
        body.polygon(solid(face), [(x0, 94), (x1, 94), (x1 - 6, 30), (x0 + 6, 30)])
        body.polygon(solid(top), [(x0 + 4, 30), (x1 - 4, 30), (x1 - 6, 26), (x0 + 6, 26)])
        body.polygon(solid(side), [(x1 - 5, 94), (x1, 94), (x1 - 6, 30), (x1 - 9, 30)])
        for y in (40, 78):
            body.line(solid(darken(color, 0.35), 200), (x0 + 4 + (94 - y) * 0.09, y),
                      (x1 - 4 - (94 - y) * 0.09, y), 1.2)
        body.line(solid(lighten(GOLD, 0.1)), (x0 + 7, 34), (x1 - 7, 34), 1.6)
    body.rrect(solid(rgb("#DCC39A")), (48, 50, 32, 44), 1)
    body.rrect(solid(rgb("#C2A47A")), (46, 46, 36, 8), 1)
    # the open gate, dark, with light spilling out
    body.polygon(solid(rgb("#24150E")), [(55, 94), (73, 94), (73, 60), (55, 60)])
    body.polygon(solid(rgb("#5A3424")), [(55, 60), (73, 60), (71, 64), (57, 64)])
    # flag poles with pennants
    for x in (14, 114):
        body.line(solid(WOOD), (x, 94), (x, 14), 1.8)
        body.polygon(solid(lighten(color, 0.2)), [(x, 14), (x + (8 if x < 64 else -8), 17),
                                                  (x, 21)])
    art = body.result()
    grain(art, f"cr-temple-{god}", amp=5, mottle=6, cell=10)
    disc = Pen(n, n)
    disc.circle(solid(darken(color, 0.45)), (64, 50), 30)
    disc.circle(solid(GOLD), (64, 50), 28)
    disc.circle(solid(BONE), (64, 50), 25)
    disc.outline(1.4, INK)
    sym = symbol_layer((n, n), Frame(64, 50, 19), god, color, darken(color, 0.5), 1.4)
    glow = radial_glow(n, n, (64, 96), 22, rgb("#FFD98A"), 0.55, 2)
    shadow_mask = shape_mask(n, n, lambda p: p.polygon(WHITE, [(6, 96), (122, 96), (126, 118),
                                                                (2, 118)]))
    outline = Pen(n, n)
    outline.surf.blit(pygame.transform.smoothscale(art, outline.surf.get_size()), (0, 0))
    outline.outline(1.2, INK)
    return stack((n, n), [shadow(shadow_mask, (3, 4), 3, 150), outline.result(), art,
                          disc.result(), shadow(sym, (0.6, 1), 1, 100), sym, glow])


# --- the curse tile ---------------------------------------------------------------------------
def curse() -> pygame.Surface:
    """A hexagonal tile of dark purple-black stone with a cracked evil eye."""
    n = SQUARE
    c = (32, 32)
    hexa = regular_polygon(c, 29, 6, 0)
    inner = regular_polygon(c, 25, 6, 0)
    outer_mask = shape_mask(n, n, lambda p: p.polygon(WHITE, hexa))
    inner_mask = shape_mask(n, n, lambda p: p.polygon(WHITE, inner))
    stone = linear_gradient(n, n, (1, 1.2), [(0, rgb("#4A2F5E")), (0.6, rgb("#2A1A36")),
                                             (1, rgb("#160D1E"))])
    grain(stone, "cr-curse", amp=5, mottle=8, cell=8)
    rim = linear_gradient(n, n, (1, 1), [(0, rgb("#8A6AA8")), (0.5, rgb("#3A2450")),
                                         (1, rgb("#120A18"))])
    eye = Pen(n, n)
    f = Frame(32, 32, 19)
    lid = arc_points(f.p(0, 0.55), f.d(1.05), f.d(1.05), 212, 328, 20)
    low = arc_points(f.p(0, -0.55), f.d(1.05), f.d(1.05), 32, 148, 20)
    eye.polygon(solid(rgb("#D8C6E8")), lid + low)
    eye.circle(solid(rgb("#9A3FC8")), f.p(0, 0), f.d(0.42))
    eye.circle(solid(rgb("#1A0A22")), f.p(0, 0), f.d(0.2))
    eye.polyline(solid(rgb("#1A0A22")), lid + low, f.d(0.1), closed=True)
    # the crack breaking the eye
    crack = [f.p(-0.2, -0.95), f.p(0.08, -0.42), f.p(-0.12, -0.08), f.p(0.16, 0.3),
             f.p(-0.02, 0.62), f.p(0.14, 0.98)]
    eye.polyline(solid(rgb("#0C0610")), crack, f.d(0.12))
    eye.polyline(solid(rgb("#C08AE8"), 160), [(x + 0.8, y) for x, y in crack], f.d(0.04))
    for side in (-1, 1):
        eye.line(solid(rgb("#D8C6E8")), f.p(side * 1.0, -0.02), f.p(side * 1.22, -0.2),
                 f.d(0.1))
    art = eye.result()
    glow = blur(tint(art, rgb("#B060FF"), 150), 3)
    return stack((n, n), [shadow(outer_mask, (0, 1.5), 1.6, 170), apply_mask(rim, outer_mask),
                          apply_mask(stone, inner_mask), glow, art])


# --- the sand timer ---------------------------------------------------------------------------
def sand_timer() -> pygame.Surface:
    """An hourglass frame: turned wooden caps and posts, an empty glass with two bulbs."""
    w, h = TIMER
    frame = Pen(w, h)
    wood, dark, light = WOOD, darken(WOOD, 0.35), lighten(WOOD, 0.3)
    for y in (6, 140):
        frame.rrect(solid(dark), (6, y, 84, 14), 4)
        frame.rrect(solid(wood), (8, y + 1, 80, 10), 4)
        frame.line(solid(light), (12, y + 3), (84, y + 3), 1.4)
        for x in (10, 86):
            frame.circle(solid(dark), (x, y + 7), 3.8)
    posts = Pen(w, h)
    for x in (12, 84):
        pts = [(x, 20), (x, 140)]
        posts.line(solid(dark), pts[0], pts[1], 5.6, round_caps=False)
        posts.line(solid(wood), (x - 0.6, 20), (x - 0.6, 140), 4.0, round_caps=False)
        for y in (40, 80, 120):
            posts.ellipse(solid(dark), (x, y), 4.2, 3.0)
            posts.ellipse(solid(light), (x - 0.6, y - 0.6), 3.0, 2.0)
    glass_pts = bulb_outline()
    glass = Pen(w, h)
    glass.polygon(solid(rgb("#DDEFF0"), 60), glass_pts)
    edge = Pen(w, h)
    edge.polyline(solid(rgb("#F4FBFB"), 200), glass_pts, 1.4, closed=True)
    shine = Pen(w, h)
    shine.polyline(solid(WHITE, 190), [(30, 34), (28, 48), (32, 60)], 2.0)
    shine.polyline(solid(WHITE, 150), [(30, 100), (28, 114), (32, 126)], 2.0)
    shine.circle(solid(WHITE, 200), (34, 30), 1.6)
    frame_art = frame.result()
    grain(frame_art, "cr-timer-wood", amp=6, mottle=6, cell=6)
    post_art = posts.result()
    grain(post_art, "cr-timer-posts", amp=6)
    ink = Pen(w, h)
    ink.surf.blit(pygame.transform.smoothscale(stack((w, h), [frame_art, post_art]),
                                               ink.surf.get_size()), (0, 0))
    ink.outline(1.2, INK)
    return stack((w, h), [shadow(frame_art, (2, 3), 2.5, 130), glass.result(), ink.result(),
                          frame_art, post_art, edge.result(), shine.result()])


def bulb_outline() -> list[tuple[float, float]]:
    """The glass: two rounded bulbs meeting at a narrow neck at the middle (y = 80)."""
    right = spline([(48, 18), (66, 22), (72, 46), (62, 68), (50, 78), (50, 82), (62, 92),
                    (72, 114), (66, 138), (48, 142)], closed=False, sharp=(0, 9))
    return right + [(96 - x, y) for x, y in reversed(right)][1:-1]


def board_squares() -> dict[str, pygame.Surface]:
    out = {f"ground_{god}": ground(god) for god in GOD_COLORS}
    out.update({"path": path(), "event": event_square(), "safe": safe_square(),
                "item_space": item_square(), "start": start_square()})
    out.update({f"temple_{god}": temple(god) for god in GOD_COLORS})
    out["curse"] = curse()
    out["sand_timer"] = sand_timer()
    return out
