"""Curse Reverse: the 200x280 cards. Goal cards in each god's colour (the symbol in the header,
two round slots where the scene draws the two item icons, a text band), their face-down backs,
the papyrus event cards and the two-ended trial cards with their sand-timer emblem."""

from __future__ import annotations

import random

import pygame

from .curse_reverse_motifs import GOD_COLORS, GODS, god_symbol, hourglass, question, solid
from .geometry import Frame, Rect4, polar, star_points
from .gradients import linear_gradient, radial_glow
from .noise import grain
from .palette import (
    BONE,
    DEEP_CLAY,
    GOLD,
    INK,
    LIGHT_SAND,
    NIGHT_INDIGO,
    WHITE,
    Color,
    darken,
    lighten,
    mix,
    rgb,
)
from .pen import Pen, rrect_mask, shape_mask
from .surfaces import apply_mask, blur, clip, inner_shadow, shadow, stack, tint

CARD = (200, 280)
RADIUS = 12
GOAL_HEADER = (14, 14, 172, 62)
GOAL_SLOTS = ((58, 140, 34), (142, 140, 34))
"""The goal card's two round item slots as (centre x, centre y, radius)."""
GOAL_TEXT = (16, 204, 168, 60)
EVENT_TEXT = (18, 98, 164, 162)
TRIAL_SCENARIO = (14, 14, 172, 154)
TRIAL_MODIFIER = (14, 196, 172, 70)
"""The trial card's modifier band; its content is printed upside down (rotated 180)."""
PAPYRUS = rgb("#E6D1A0")


def rule_for(god: str) -> Color:
    """Gold rules, except on Anubis's yellow, where gold would vanish: dark bronze there."""
    return rgb("#6A4210") if god == "yellow" else GOLD


# --- materials ---------------------------------------------------------------------------------
def papyrus(size: tuple[int, int], seed: str, tone: Color = PAPYRUS) -> pygame.Surface:
    """Opaque papyrus: crossed layers of fibres, mottled."""
    w, h = size
    tex = linear_gradient(w, h, (0.3, 1), [(0, lighten(tone, 0.25)), (1, darken(tone, 0.1))])
    grain(tex, seed, amp=5, mottle=9, cell=18)
    rng = random.Random(seed + ":fibres")
    pen = Pen(w, h, ss=2)
    for _ in range(w // 3):
        x = rng.uniform(0, w)
        pen.line(solid(darken(tone, 0.12), rng.randint(30, 70)), (x, 0),
                 (x + rng.uniform(-2, 2), h), rng.uniform(0.4, 1.0))
    for _ in range(h // 4):
        y = rng.uniform(0, h)
        pen.line(solid(lighten(tone, 0.3), rng.randint(30, 70)), (0, y),
                 (w, y + rng.uniform(-2, 2)), rng.uniform(0.4, 1.0))
    tex.blit(pen.result(), (0, 0))
    return tex


def panel(size: tuple[int, int], rect: Rect4, tone: Color, seed: str, radius: float = 6,
          rule: Color = GOLD) -> list:
    """A recessed papyrus panel at ``rect`` with an inner shadow and a thin rule."""
    w, h = size
    mask = rrect_mask(w, h, rect, radius)
    line = Pen(w, h)
    line.rrect(solid(rule), rect, radius, 1.2)
    return [apply_mask(papyrus(size, seed, tone), mask),
            inner_shadow(mask, (1.2, 1.6), 2.5, 130, INK), line.result()]


def card_frame(body: Color, seed: str, rule: Color = GOLD) -> list:
    """The card: a coloured board with a bevel, a gold rule inset and a drop shadow."""
    w, h = CARD
    mask = rrect_mask(w, h, (0, 0, w, h), RADIUS)
    base = linear_gradient(w, h, (0.5, 1), [(0, lighten(body, 0.18)), (0.6, body),
                                            (1, darken(body, 0.3))])
    grain(base, seed, amp=4, mottle=7, cell=20)
    rules = Pen(w, h)
    rules.rrect(solid(darken(body, 0.5)), (0, 0, w, h), RADIUS, 1.4)
    rules.rrect(solid(rule), (6, 6, w - 12, h - 12), RADIUS - 4, 1.6)
    rules.rrect(solid(lighten(rule, 0.3), 120), (9, 9, w - 18, h - 18), RADIUS - 6, 0.8)
    for x, y in ((10, 10), (w - 10, 10), (10, h - 10), (w - 10, h - 10)):
        rules.polygon(solid(rule), [(x, y - 4), (x + 4, y), (x, y + 4), (x - 4, y)])
    glow = inner_shadow(mask, (-1, -1), 3, 90, lighten(body, 0.5))
    return [apply_mask(base, mask), glow, rules.result()]


def medallion(center: tuple[float, float], r: float, god: str, ring: Color = GOLD,
              face: Color = BONE) -> pygame.Surface:
    """A gold-rimmed disc with the god's symbol, with its own drop shadow."""
    w, h = CARD
    color = GOD_COLORS[god]
    pen = Pen(w, h)
    pen.circle(solid(darken(ring, 0.45)), center, r)
    pen.circle(solid(ring), center, r - 1.2)
    pen.circle(solid(face), center, r - 4.5)
    pen.shade(0.14, 0.18)
    pen.outline(1.2, INK)
    sym = Pen(w, h)
    god_symbol(sym, Frame(center[0], center[1], r * 0.66), god, color, darken(color, 0.5))
    sym.shade(0.0, 0.12)
    sym.outline(1.2, INK)
    art = stack((w, h), [pen.result(), sym.result()])
    return stack((w, h), [shadow(art, (1.5, 2.5), 2.5, 140), art])


# --- goal cards --------------------------------------------------------------------------------
def goal(god: str) -> pygame.Surface:
    w, h = CARD
    color = GOD_COLORS[god]
    rule = rule_for(god)
    layers = card_frame(color, f"cr-goal-{god}", rule)
    _, hy, _, hh = GOAL_HEADER
    band = Pen(w, h)
    band.rrect(solid(darken(color, 0.3)), GOAL_HEADER, 8)
    band.rrect(solid(rule), GOAL_HEADER, 8, 1.2)
    for side in (-1, 1):
        x0 = 100 + side * 36
        for k in range(3):
            band.line(solid(rule), (x0 + side * k * 10, hy + 22 + k * 3),
                      (x0 + side * (k * 10 + 34), hy + 22 + k * 3), 1.6 - k * 0.3)
    layers.append(band.result())
    layers += panel(CARD, (16, 84, 168, 112), mix(PAPYRUS, color, 0.1), f"cr-goal-mid-{god}", 8)
    slots = Pen(w, h)
    for cx, cy, r in GOAL_SLOTS:
        slots.circle(solid(darken(color, 0.2)), (cx, cy), r + 3)
        slots.circle(solid(GOLD), (cx, cy), r + 1.2)
        slots.circle(solid(lighten(PAPYRUS, 0.2)), (cx, cy), r - 1)
    slots.polygon(solid(darken(color, 0.2)), [(100, 128), (108, 140), (100, 152), (92, 140)])
    slots.polygon(solid(GOLD), [(100, 132), (105, 140), (100, 148), (95, 140)])
    slot_mask = shape_mask(w, h, lambda p: [p.circle(WHITE, (cx, cy), r - 1)
                                            for cx, cy, r in GOAL_SLOTS])
    layers += [shadow(slots.result(), (0.5, 1.5), 1.5, 120), slots.result(),
               inner_shadow(slot_mask, (1.5, 2), 3, 120, INK)]
    layers += panel(CARD, GOAL_TEXT, LIGHT_SAND, f"cr-goal-text-{god}", 6)
    layers.append(medallion((100, hy + hh / 2), 28, god))
    return stack(CARD, layers)


def lattice(w: int, h: int, color: Color, step: float, alpha: int) -> pygame.Surface:
    pen = Pen(w, h, ss=2)
    k = -h
    while k < w + h:
        pen.line(solid(color, alpha), (k, 0), (k + h, h), 1.0)
        pen.line(solid(color, alpha), (k + h, 0), (k, h), 1.0)
        k += step
    return pen.result()


def goal_done(god: str) -> pygame.Surface:
    """The goal card turned face down: the god's colour, a gold lattice and the symbol."""
    w, h = CARD
    color = GOD_COLORS[god]
    rule = rule_for(god)
    layers = card_frame(color, f"cr-goal-back-{god}", rule)
    inner = rrect_mask(w, h, (14, 14, w - 28, h - 28), 8)
    layers.append(clip(lattice(w, h, lighten(color, 0.35), 18, 70), inner))
    layers.append(radial_glow(w, h, (100, 140), 90, lighten(color, 0.5), 0.45, 1.6))
    ring = Pen(w, h)
    ring.rrect(solid(rule), (14, 14, w - 28, h - 28), 8, 1.2)
    ring.ring(solid(rule), (100, 140), 58, 1.4)
    for k in range(16):
        a = k * 22.5
        ring.line(solid(rule, 200), polar((100, 140), 61, a), polar((100, 140), 70, a), 1.4)
    layers.append(ring.result())
    layers.append(medallion((100, 140), 48, god))
    return stack(CARD, layers)


# --- event cards -------------------------------------------------------------------------------
def question_emblem(center: tuple[float, float], r: float, disc: Color,
                    mark: Color) -> pygame.Surface:
    w, h = CARD
    pen = Pen(w, h)
    pen.circle(solid(darken(GOLD, 0.45)), center, r)
    pen.circle(solid(GOLD), center, r - 1.2)
    pen.circle(solid(disc), center, r - 4.5)
    pen.shade(0.14, 0.18)
    question(pen, Frame(center[0], center[1] - r * 0.04, r * 0.56), mark, 0.26)
    pen.outline(1.2, INK)
    art = pen.result()
    return stack((w, h), [shadow(art, (1.5, 2.5), 2.5, 140), art])


def event_front() -> pygame.Surface:
    """A papyrus card: a "?" emblem in the header over a long text area."""
    w, h = CARD
    layers = card_frame(rgb("#5A3A24"), "cr-event-front")
    layers += panel(CARD, (14, 14, 172, 252), PAPYRUS, "cr-event-papyrus", 8, GOLD)
    band = Pen(w, h)
    for side in (-1, 1):
        band.line(solid(DEEP_CLAY), (100 + side * 32, 50), (100 + side * 76, 50), 1.6)
        band.polygon(solid(DEEP_CLAY), [(100 + side * 78, 46), (100 + side * 82, 50),
                                        (100 + side * 78, 54), (100 + side * 74, 50)])
    band.rrect(solid(darken(PAPYRUS, 0.35)), EVENT_TEXT, 6, 1.0)
    layers.append(band.result())
    layers.append(question_emblem((100, 50), 28, NIGHT_INDIGO, BONE))
    return stack(CARD, layers)


def event_back() -> pygame.Surface:
    """Night indigo with stars, a gold lattice border and a large "?" emblem."""
    w, h = CARD
    layers = card_frame(NIGHT_INDIGO, "cr-event-back")
    stars = Pen(w, h)
    rng = random.Random("cr-event-stars")
    for _ in range(38):
        x, y = rng.uniform(18, w - 18), rng.uniform(18, h - 18)
        if abs(x - 100) < 60 and abs(y - 140) < 60:
            continue
        r = rng.uniform(1.6, 3.4)
        stars.polygon(solid(lighten(GOLD, 0.3), rng.randint(150, 255)),
                      star_points((x, y), r, r * 0.42, 5, -90))
    layers.append(stars.result())
    ring = Pen(w, h)
    ring.rrect(solid(GOLD), (14, 14, w - 28, h - 28), 8, 1.2)
    ring.ring(solid(GOLD), (100, 140), 58, 1.4)
    layers.append(ring.result())
    layers.append(radial_glow(w, h, (100, 140), 80, rgb("#6A8AC8"), 0.4, 1.6))
    layers.append(question_emblem((100, 140), 48, PAPYRUS, NIGHT_INDIGO))
    return stack(CARD, layers)


# --- trial cards -------------------------------------------------------------------------------
def timer_emblem(center: tuple[float, float], r: float) -> pygame.Surface:
    w, h = CARD
    pen = Pen(w, h)
    pen.circle(solid(darken(GOLD, 0.45)), center, r)
    pen.circle(solid(GOLD), center, r - 1.2)
    pen.circle(solid(DEEP_CLAY), center, r - 4)
    pen.shade(0.14, 0.18)
    hourglass(pen, Frame(center[0], center[1], r * 0.62), rgb("#C08A52"), rgb("#E8F2F0"),
              rgb("#E8C27A"))
    pen.outline(1.2, INK)
    art = pen.result()
    return stack((w, h), [shadow(art, (1.5, 2.5), 2.5, 140), art])


def modifier_band() -> pygame.Surface:
    """The modifier band drawn the right way up, with its own header tab; the card shows it
    rotated half a turn, so it reads from the other end of the table."""
    w, h = CARD
    mx, my, bw, bh = TRIAL_MODIFIER
    x, y = w - mx - bw, h - my - bh  # where the band is before the half turn
    layers = panel(CARD, (x, y, bw, bh), rgb("#D9A07A"), "cr-trial-mod", 6, GOLD)
    tab = Pen(w, h)
    tab.rrect(solid(DEEP_CLAY), (x + 50, y + 4, bw - 100, 10), 3)
    tab.rrect(solid(GOLD), (x + 50, y + 4, bw - 100, 10), 3, 0.9)
    for side in (-1, 1):
        tab.polygon(solid(DEEP_CLAY), [(100 + side * 62, y + 9), (100 + side * 56, y + 5),
                                       (100 + side * 56, y + 13)])
    tab.polygon(solid(GOLD), [(100, y + 6), (104, y + 9), (100, y + 12), (96, y + 9)])
    layers.append(tab.result())
    return pygame.transform.rotate(stack(CARD, layers), 180)


def trial_front() -> pygame.Surface:
    """Two ends: the scenario area over the top 60 %, the upside-down modifier band over the
    bottom 30 % and the sand-timer emblem between them."""
    w, h = CARD
    layers = card_frame(rgb("#6E3A22"), "cr-trial-front")
    layers += panel(CARD, TRIAL_SCENARIO, PAPYRUS, "cr-trial-scenario", 8)
    band = Pen(w, h)
    band.line(solid(GOLD), (22, 182), (82, 182), 1.4)
    band.line(solid(GOLD), (118, 182), (178, 182), 1.4)
    layers.append(band.result())
    # the modifier band sits upside down: drawn for the box at the top, then turned
    layers.append(modifier_band())
    layers.append(timer_emblem((100, 182), 15))
    return stack(CARD, layers)


def trial_back() -> pygame.Surface:
    """Deep clay with sun rays and a large sand-timer emblem."""
    w, h = CARD
    layers = card_frame(rgb("#7A3B22"), "cr-trial-back")
    rays = Pen(w, h)
    for k in range(24):
        a = k * 15
        rays.polygon(solid(GOLD, 40), [(100, 140), polar((100, 140), 200, a - 3.5),
                                       polar((100, 140), 200, a + 3.5)])
    inner = rrect_mask(w, h, (14, 14, w - 28, h - 28), 8)
    layers.append(clip(rays.result(), inner))
    ring = Pen(w, h)
    ring.rrect(solid(GOLD), (14, 14, w - 28, h - 28), 8, 1.2)
    layers.append(ring.result())
    layers.append(blur(tint(rrect_mask(w, h, (60, 100, 80, 80), 40), rgb("#FFB060"), 120), 12))
    layers.append(timer_emblem((100, 140), 50))
    return stack(CARD, layers)


def cards() -> dict[str, pygame.Surface]:
    out: dict[str, pygame.Surface] = {}
    for god in GODS:
        out[f"goal_{god}"] = goal(god)
        out[f"goal_done_{god}"] = goal_done(god)
    out.update({"event_front": event_front(), "event_back": event_back(),
                "trial_front": trial_front(), "trial_back": trial_back()})
    return out
