"""Unit counters: one sprite per unit and step (art, factors printed in the blank lower
third, reduced and selected marks), and where each counter of a pile, a fanned pile or a
box's grid sits on screen.

Sprites are composed once per (unit, step, size) at the window's resolution; a frame blits
them. Layout is plain geometry so clicks and drawing agree on one list of rectangles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.games.north_africa.table.layout import NATION_TONES, art, nation_key

Rect = tuple[float, float, float, float]
PILE_STEP = (3.0, -3.0)
"""Each counter under the top one peeks out by this much (logical pixels)."""
PILE_SHOWN = 4
FAN_SIZE = 46.0
"""A fanned counter's side: large enough to read its factors."""


def counter_size(zoom: float) -> float:
    return max(22.0, min(48.0, 62.0 * zoom))


@dataclass(frozen=True)
class Placed:
    """One counter on screen: which unit, where, and whether it is the face of its pile."""

    unit: str
    rect: Rect
    place: str


def pile(units: list[str], centre: tuple[float, float], size: float, place: str) -> list[Placed]:
    """An offset pile, bottom first: the last placed is the top counter."""
    shown = units[:PILE_SHOWN]
    placed = []
    depth = len(shown) - 1
    for index, unit in enumerate(reversed(shown)):
        k = depth - index
        x = centre[0] - size / 2 + k * PILE_STEP[0] - depth * PILE_STEP[0] / 2
        y = centre[1] - size / 2 + k * PILE_STEP[1] - depth * PILE_STEP[1] / 2
        placed.append(Placed(unit, (x, y, size, size), place))
    return placed


def fan(units: list[str], centre: tuple[float, float], bounds: Rect, place: str,
        size: float = FAN_SIZE) -> list[Placed]:
    """A hovered pile spread in rows above its space (below when there is no room), kept
    inside `bounds` so every counter can be seen and clicked."""
    gap = 4.0
    columns = min(len(units), max(1, int((bounds[2] - 8) // (size + gap))), 10)
    rows = (len(units) + columns - 1) // columns
    width = columns * (size + gap) - gap
    height = rows * (size + gap) - gap
    x = min(max(centre[0] - width / 2, bounds[0] + 4), bounds[0] + bounds[2] - width - 4)
    y = centre[1] - size * 0.6 - height
    if y < bounds[1] + 4:
        y = min(centre[1] + size * 0.6, bounds[1] + bounds[3] - height - 4)
    return [Placed(u, (x + (i % columns) * (size + gap), y + (i // columns) * (size + gap),
                       size, size), place) for i, u in enumerate(units)]


def fan_frame(placed: list[Placed]) -> Rect:
    left = min(p.rect[0] for p in placed) - 6
    top = min(p.rect[1] for p in placed) - 6
    right = max(p.rect[0] + p.rect[2] for p in placed) + 6
    bottom = max(p.rect[1] + p.rect[3] for p in placed) + 6
    return (left, top, right - left, bottom - top)


def counter_file(unit: Any) -> str:
    return f"counter_{nation_key(unit.nationality)}_{unit.arm}_{unit.size}.png"


def draw_counter(canvas: Canvas, unit: Any, factors: str, reduced: bool, rect: Rect,
                 selected: bool = False) -> None:
    """Blit a unit's sprite (built once per unit, step and size) at `rect`."""
    key = ("na-counter", unit.id, factors, reduced, selected)
    sprite = canvas.built(key, (rect[2], rect[3]),
                          lambda s, k: _build(canvas, s, unit, factors, reduced, selected))
    canvas.blit(sprite, (rect[0], rect[1]))


def _build(canvas: Canvas, surface: pygame.Surface, unit: Any, factors: str, reduced: bool,
           selected: bool) -> None:
    w, h = surface.get_size()
    face = art(counter_file(unit))
    if face:
        surface.blit(canvas.assets.scaled(face, (w, h)), (0, 0))
    else:
        _stand_in(surface, unit)
    if reduced:
        overlay = art("counter_reduced.png")
        if overlay:
            surface.blit(canvas.assets.scaled(overlay, (w, h)), (0, 0))
        else:
            band = pygame.Surface((w, max(2, h // 7)), pygame.SRCALPHA)
            band.fill((176, 50, 58, 200))
            surface.blit(band, (0, 0))
    colour = (160, 30, 30) if reduced else theme.INK
    if face:
        # the art's plain lower third (6, 41, 51, 15) of 64, about 13 px type
        px = max(7, round(h * 15 / 64))
        box = pygame.Rect(round(w * 6 / 64), round(h * 41 / 64), round(w * 51 / 64),
                          round(h * 15 / 64))
    else:
        px = max(7, round(h * 0.27))
        box = pygame.Rect(2, h - px - max(1, h // 16), w - 4, px)
    font = canvas.assets.font("bold", px)
    text = font.render(factors, True, colour)
    if text.get_width() > box.w:
        text = pygame.transform.smoothscale(text, (box.w, text.get_height()))
    surface.blit(text, text.get_rect(center=box.center))
    if not face:
        edge = max(1, round(h / 28))
        pygame.draw.rect(surface, theme.INK, surface.get_rect(), edge,
                         border_radius=max(2, h // 10))
    if selected:
        ring = art("counter_selected.png")
        if ring:
            surface.blit(canvas.assets.scaled(ring, (w, h)), (0, 0))
        else:
            pygame.draw.rect(surface, theme.HIGHLIGHT, surface.get_rect(), max(2, h // 12),
                             border_radius=max(2, h // 10))


def _stand_in(surface: pygame.Surface, unit: Any) -> None:
    """Until the art exists: the nation's tone, a NATO box with the arm's sign, the size."""
    w, h = surface.get_size()
    tone = NATION_TONES.get(nation_key(unit.nationality), (180, 160, 120))
    pygame.draw.rect(surface, tone, surface.get_rect(), border_radius=max(2, h // 10))
    lower = pygame.Rect(2, int(h * 0.64), w - 4, int(h * 0.34))
    pygame.draw.rect(surface, (247, 238, 220), lower, border_radius=max(1, h // 14))
    box = pygame.Rect(int(w * 0.24), int(h * 0.2), int(w * 0.52), int(h * 0.36))
    pygame.draw.rect(surface, (247, 238, 220), box)
    pygame.draw.rect(surface, theme.INK, box, max(1, h // 32))
    if unit.arm == "armour":
        pygame.draw.ellipse(surface, theme.INK, box.inflate(-box.w * 0.3, -box.h * 0.35),
                            max(1, h // 32))
    else:
        pygame.draw.line(surface, theme.INK, box.topleft, box.bottomright, max(1, h // 32))
        pygame.draw.line(surface, theme.INK, box.bottomleft, box.topright, max(1, h // 32))
    marks = "XX" if unit.size == "division" else "III"
    size = max(5, int(h * 0.13))
    for i in range(len(marks)):
        cx = w // 2 + (i - (len(marks) - 1) / 2) * size
        y = int(h * 0.07)
        if marks == "XX":
            pygame.draw.line(surface, theme.INK, (cx - size * 0.35, y),
                             (cx + size * 0.35, y + size * 0.8), max(1, h // 40))
            pygame.draw.line(surface, theme.INK, (cx + size * 0.35, y),
                             (cx - size * 0.35, y + size * 0.8), max(1, h // 40))
        else:
            pygame.draw.line(surface, theme.INK, (cx, y), (cx, y + size * 0.8), max(1, h // 40))


def pile_bounds(placed: list[Placed]) -> Rect:
    """The rectangle a pile's counters cover together."""
    left = min(p.rect[0] for p in placed)
    top = min(p.rect[1] for p in placed)
    right = max(p.rect[0] + p.rect[2] for p in placed)
    bottom = max(p.rect[1] + p.rect[3] for p in placed)
    return (left, top, right - left, bottom - top)


def badge_rect(rect: Rect) -> Rect:
    """The count badge's square at a pile's top counter (`draw_badge`)."""
    x, y, w, _ = rect
    r = max(7.0, w * 0.2)
    cx, cy = x + w - r * 0.3, y + r * 0.3
    return (cx - r, cy - r, 2 * r, 2 * r)


def marker_rect(placed: list[Placed]) -> Rect:
    """An activation marker's square: inside the pile's upper left corner (over the nation
    letters, clear of the factors), so it belongs to this pile and no neighbour's (issue
    33: Agedabia's mark sat between Benghazi and Msus)."""
    left, top, _w, _h = pile_bounds(placed)
    size = placed[0].rect[2] * 0.5
    return (left + 1, top + 1, size, size)


def badge_centre(rect: Rect) -> tuple[float, float]:
    x, y, w, _ = rect
    r = max(7.0, w * 0.2)
    return (x + w - r * 0.3, y + r * 0.3)


def badge_px(rect: Rect) -> int:
    """The badge's number's text size."""
    return max(10, int(max(7.0, rect[2] * 0.2) * 1.3))


def draw_badge(canvas: Canvas, count: int, rect: Rect) -> None:
    """The number of counters in a pile, at its top-right corner."""
    r = max(7.0, rect[2] * 0.2)
    centre = badge_centre(rect)
    canvas.circle(theme.INK, centre, r)
    canvas.circle(theme.BONE, centre, r, 1)
    canvas.text(str(count), centre, badge_px(rect), theme.BONE, "bold", anchor="center")


def supply_rect(rect: Rect) -> Rect:
    """Where the supply overlay's mark of a counter at `rect` lies."""
    x, y, w, _ = rect
    size = max(14.0, w * 0.42)
    return (x - size * 0.25, y - size * 0.25, size, size)


def draw_supply(canvas: Canvas, supply: str, rect: Rect) -> None:
    """The supply overlay's mark at a counter's top-left corner: nothing when full."""
    icon = art(f"supply_{supply}.png") if supply != "full" else None
    spot = supply_rect(rect)
    size = spot[2]
    if icon:
        canvas.image(icon, spot)
        return
    from shifting_sands.games.north_africa.table.layout import SUPPLY_COLOURS

    centre = (spot[0] + size / 2, spot[1] + size / 2)
    canvas.circle(theme.INK, centre, size / 2)
    canvas.circle(SUPPLY_COLOURS[supply], centre, size / 2 - 2)
    if supply == "none":
        canvas.line(theme.BONE, (centre[0] - size * 0.25, centre[1]),
                    (centre[0] + size * 0.25, centre[1]), 2)
