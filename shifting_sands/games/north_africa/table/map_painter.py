"""The still part of the map: the painted theatre, the roads, tracks and sea lanes, the
spaces with their symbols and names, and the boxes' frames.

It is painted once per zoom step into one opaque surface at the window's resolution, and a
frame only copies the part the camera shows: a hundred spaces and two hundred roads cost
one blit (ARCHITECTURE's frame budget).
"""

from __future__ import annotations

import math
from itertools import pairwise
from typing import Any

import pygame

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.games.north_africa.table.counters import counter_size
from shifting_sands.games.north_africa.table.layout import BOX_H, BOX_W, WORLD_H, WORLD_W, art

ROAD = (92, 58, 34)
TRACK = (128, 92, 56)
SEA_LANE = (40, 92, 160)
SEA = (120, 168, 196)
LAND = (226, 196, 140)
SOURCES = ("Tunis", "Tripoli", "Benghazi", "Tobruk", "Alexandria", "Port Said", "Suez",
           "Beirut", "Baghdad")
"""Spaces the map marks as supply sources (their props say for whom and when)."""


def space_radius(zoom: float) -> float:
    """A space's radius in logical pixels: readable when far, not a blot when near."""
    return max(5.0, min(15.0, 22.0 * zoom))


def names_shown(zoom: float) -> bool:
    """Below this zoom the names would crowd each other: they show on hover instead."""
    return zoom >= 0.38


OBJECTIVE_FLAG = (196, 36, 28)
"""The scenario objectives' pennant: red, and a flag's shape, so no colour alone tells it."""


class MapLayer:
    """The painted map at one zoom step, cached; `blit` copies the camera's window of it."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None
        self.objectives: frozenset[str] = frozenset()
        """The scenario's objective spaces, flagged on the map (none in the campaign)."""

    def surface(self, canvas: Canvas, board: Any, zoom: float) -> pygame.Surface:
        key = (round(zoom, 5), round(canvas.scale, 5), self.objectives)
        if self._key != key or self._surface is None:
            self._surface = None  # free the old step before painting the next
            self._surface = paint_map(canvas, board, zoom, self.objectives)
            self._key = key
        return self._surface

    def blit(self, canvas: Canvas, board: Any, camera: Any) -> None:
        surface = self.surface(canvas, board, camera.zoom)
        view = canvas.to_screen(camera.view)
        origin = canvas.point_to_screen(camera.map_origin())
        area = pygame.Rect(view.x - origin[0], view.y - origin[1], view.w, view.h)
        clip = area.clip(surface.get_rect())
        if clip.w <= 0 or clip.h <= 0:
            return
        dest = (view.x + clip.x - area.x, view.y + clip.y - area.y)
        if clip.size != area.size:
            canvas.screen.fill(SEA, view)
        canvas.screen.blit(surface, dest, clip)


def paint_map(canvas: Canvas, board: Any, zoom: float,
              objectives: frozenset[str] = frozenset()) -> pygame.Surface:
    scale = zoom * canvas.scale
    size = (max(1, round(WORLD_W * scale)), max(1, round(WORLD_H * scale)))
    surface = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    background = art("map.png")
    if background:
        image = canvas.assets.image(background)
        surface.blit(pygame.transform.smoothscale(image, size), (0, 0))
    else:
        surface.fill(LAND)
    saved = canvas.screen, canvas.offset
    canvas.screen, canvas.offset = surface, (0, 0)
    try:
        _paint(canvas, board, zoom, objectives)
    finally:
        canvas.screen, canvas.offset = saved
    return surface


def _paint(canvas: Canvas, board: Any, zoom: float, objectives: frozenset[str]) -> None:
    def at(p: tuple[float, float]) -> tuple[float, float]:
        return (p[0] * zoom, p[1] * zoom)

    for connection in board.connections:
        draw_connection(canvas, connection, zoom, at)
    for space in board.spaces:
        if space.box:
            _box(canvas, space, zoom, at)
    radius = space_radius(zoom)
    for space in board.spaces:
        if not space.box:
            draw_space(canvas, space, radius, at)
    # the names are the moving layer's (`label_place`): they keep clear of the piles
    for space in board.spaces:
        if space.name in objectives and not space.box:
            _objective(canvas, at((space.x, space.y)), zoom)


def draw_connection(canvas: Canvas, connection: Any, zoom: float, at) -> None:
    points = [at(p) for p in connection.points]
    width = max(1, round(3 * min(1.0, zoom / 0.5)))
    if connection.kind == "primary":
        for a, b in pairwise(points):
            canvas.line((250, 236, 210), a, b, width + 2)
        for a, b in pairwise(points):
            canvas.line(ROAD, a, b, width)
        return
    dash, gap, colour = (9.0, 6.0, TRACK) if connection.kind == "secondary" else (
        2.5, 6.0, SEA_LANE)
    for a, b in pairwise(points):
        _dashed(canvas, a, b, dash, gap, colour, max(1, width - (connection.kind == "sea")))


def _dashed(canvas: Canvas, a: tuple[float, float], b: tuple[float, float], dash: float,
            gap: float, colour: tuple[int, int, int], width: int) -> None:
    length = math.dist(a, b)
    if length < 1:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t = 0.0
    while t < length:
        end = min(length, t + dash)
        if dash < 4:
            canvas.circle(colour, (a[0] + ux * t, a[1] + uy * t), width * 0.9 + 0.6)
        else:
            canvas.line(colour, (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * end, a[1] + uy * end),
                        width)
        t = end + gap


def draw_space(canvas: Canvas, space: Any, radius: float, at) -> None:
    centre = at((space.x, space.y))
    fill = {"mountain": (176, 140, 104), "marsh": (150, 176, 150)}.get(space.terrain,
                                                                      theme.LIGHT_SAND)
    canvas.circle((43, 29, 20), (centre[0] + 1, centre[1] + 1.5), radius + 1)
    canvas.circle(fill, centre, radius)
    canvas.circle(theme.INK, centre, radius, 1)
    if space.terrain == "mountain":
        r = radius * 0.62
        canvas.polygon((96, 66, 44), [(centre[0] - r, centre[1] + r * 0.6),
                                      (centre[0], centre[1] - r * 0.8),
                                      (centre[0] + r, centre[1] + r * 0.6)])
    elif space.terrain == "marsh":
        r = radius * 0.6
        for dy in (-0.35, 0.05, 0.45):
            canvas.line((58, 110, 96), (centre[0] - r, centre[1] + dy * r * 1.4),
                        (centre[0] + r, centre[1] + dy * r * 1.4), 1)
    if space.fort:
        canvas.circle(theme.INK, centre, radius + 3, 2)
    for icon, rect in icon_rects(space, radius, centre):
        draw_icon(canvas, icon, rect)


def icon_size(radius: float) -> float:
    """A symbol's side: 16 logical pixels at least, legible at the Home view (it was
    about 8)."""
    return max(16.0, radius * 1.3)


def icon_rects(space: Any, radius: float, centre: tuple[float, float]
               ) -> list[tuple[str, tuple[float, float, float, float]]]:
    """The space's symbols (fort, port, VP, supply source) around its circle's right."""
    icons = [name for name, on in (("fort.png", space.fort), ("port.png", space.port),
                                   ("vp.png", bool(space.vp)),
                                   ("source.png", space.name in SOURCES)) if on]
    size = icon_size(radius)
    found = []
    for index, icon in enumerate(icons):
        angle = -math.pi / 4 + index * math.pi / 2.6
        pos = (centre[0] + math.cos(angle) * (radius + size * 0.45) - size / 2,
               centre[1] + math.sin(angle) * (radius + size * 0.45) - size / 2)
        found.append((icon, (pos[0], pos[1], size, size)))
    return found


def _objective(canvas: Canvas, centre: tuple[float, float], zoom: float) -> None:
    """The flag stands just left of where the space's pile of counters lies (counters.pile
    sits on the space, up to PILE_STEP * 3 to the side), so no pile ever hides it."""
    foot, height = flag_foot(centre, zoom)
    draw_flag(canvas, foot, height)


def flag_foot(centre: tuple[float, float], zoom: float) -> tuple[tuple[float, float], float]:
    """Where an objective's flag stands beside its space, and how tall it is."""
    size = counter_size(zoom)
    return (centre[0] - size / 2 - 7, centre[1] + size * 0.2 + 3), max(13.0, size * 0.75)


def flag_rect(centre: tuple[float, float], zoom: float) -> tuple[float, float, float, float]:
    """The rectangle an objective's flag (pole and pennant) covers."""
    (x, y), height = flag_foot(centre, zoom)
    fly = height * 0.62
    return (x - fly - 1, y - height - 1, fly + 3, height + 2)


def draw_flag(canvas: Canvas, foot: tuple[float, float], height: float) -> None:
    """An objective's marker: a pole standing on `foot` with a pennant flying left."""
    x, y = foot
    top = y - height
    fly = height * 0.62
    canvas.line(theme.INK, (x, y), (x, top), max(1, round(height / 9)))
    pennant = [(x, top), (x - fly, top + height * 0.22), (x, top + height * 0.44)]
    canvas.polygon(OBJECTIVE_FLAG, pennant)
    canvas.polygon(theme.INK, pennant, 1)


def draw_icon(canvas: Canvas, name: str, rect: tuple[float, float, float, float]) -> None:
    found = art(name)
    if found:
        canvas.image(found, rect)
        return
    x, y, w, h = rect
    centre = (x + w / 2, y + h / 2)
    if name == "vp.png":
        canvas.circle(theme.GOLD, centre, w / 2)
        canvas.circle(theme.INK, centre, w / 2, 1)
    elif name == "port.png":
        canvas.circle((40, 92, 160), centre, w / 2)
        canvas.line(theme.BONE, (centre[0], y + 2), (centre[0], y + h - 2), 1)
    elif name == "source.png":
        canvas.rect((78, 138, 58), rect, 2)
    else:  # a fort: a small bastion
        canvas.polygon((90, 80, 70), [(x + w * 0.5, y), (x + w, y + h * 0.4), (x + w * 0.8, y + h),
                                      (x + w * 0.2, y + h), (x, y + h * 0.4)])


def name_size(zoom: float) -> int:
    return 12 if zoom < 0.6 else 14 if zoom < 0.85 else 16


def name_plate_size(canvas: Canvas, name: str, zoom: float) -> tuple[float, float]:
    """The plate a space's name is painted on (logical pixels)."""
    text = canvas.text_surface(name, name_size(zoom), theme.INK, "bold")
    return text.get_width() / canvas.scale + 6, text.get_height() / canvas.scale


def draw_name(canvas: Canvas, name: str, zoom: float, rect: tuple[float, float, float, float],
              leader: tuple[tuple[float, float], tuple[float, float]] | None = None) -> None:
    """A space's name on its plate, tied to its circle by a thin line when set apart."""
    if leader is not None:
        canvas.line(theme.INK, leader[0], leader[1], 1)
    x, y, plate_w, _h = rect
    canvas.rect((247, 238, 220, 215), rect, 4)
    if leader is not None:
        canvas.rect(theme.INK, rect, 4, 1)
    canvas.text(name, (x + plate_w / 2, y), name_size(zoom), theme.INK, "bold",
                anchor="midtop")


def box_rect(space: Any, zoom: float, at) -> tuple[float, float, float, float]:
    x, y = at((space.x - BOX_W / 2, space.y - BOX_H / 2))
    return (x, y, BOX_W * zoom, BOX_H * zoom)


def _box(canvas: Canvas, space: Any, zoom: float, at) -> None:
    rect = box_rect(space, zoom, at)
    canvas.rect((247, 238, 220, 215), rect, 8)
    canvas.rect(theme.DEEP_CLAY, rect, 8, 2)
    size = 11 if zoom < 0.45 else 13
    if canvas.text_width(space.name, size, "bold") > rect[2] - 6:
        return  # too small to name: the name shows on hover
    canvas.text(space.name, (rect[0] + rect[2] / 2, rect[1] + 3), size, theme.DEEP_CLAY,
                "bold", anchor="midtop")
