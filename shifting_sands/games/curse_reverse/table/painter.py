"""The Curse Reverse board on screen: four segments of squares (each built once per
orientation and turned as one piece while it rotates), temples over their 2x2, tiles lying
on squares, the reach of a move, and the thieves' pawns (fanned out when they share a place,
gliding when they move).

A mixin of `CurseScene`: it reads the view and the scene's animation state, never a rule.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from shifting_sands.content.curse_reverse import GODS
from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.kept_area import KeptArea
from shifting_sands.games.curse_reverse.rules.board import ORIGINS, SEGMENT_SIZE, Board, is_temple
from shifting_sands.games.curse_reverse.table.layout import (
    ART,
    BOARD,
    GOD_COLOURS,
    ITEM_TONES,
    SQ,
    art,
    fan,
    has_art,
    initials,
    segment_rect,
    square_centre,
    square_rect,
)

Rect = tuple[float, float, float, float]
SQUARE_ART = {"path": "path.png", "event": "event.png", "safe": "safe.png",
              "item": "item_space.png", "start": "start.png"}


def rotate_about(point: tuple[float, float], centre: tuple[float, float],
                 degrees: float) -> tuple[float, float]:
    """`point` turned counter-clockwise on screen by `degrees` about `centre`."""
    theta = math.radians(degrees)
    dx, dy = point[0] - centre[0], point[1] - centre[1]
    return (centre[0] + dx * math.cos(theta) + dy * math.sin(theta),
            centre[1] - dx * math.sin(theta) + dy * math.cos(theta))


class BoardPainter:
    """The board half of the Curse Reverse scene (see the module doc)."""

    spins: dict[str, float]
    glides: dict[int, tuple[tuple[float, float], tuple[float, float], float]]

    def board(self) -> Board:
        raise NotImplementedError

    # -- tiles as small pictures ---------------------------------------------------------
    def draw_tile(self, canvas: Canvas, tile: str, rect: tuple[float, float, float, float],
                  alpha: int = 255) -> None:
        """An item, a curse or a cartouche (face up when known, else its back)."""
        content = self.state.content
        if tile.startswith("item:"):
            item = content.items.get(tile[5:])
            tone = ITEM_TONES.get(item.kind if item else "", theme.DUNE_SHADOW)
            art(canvas, f"item_{tile[5:]}.png", rect, alpha,
                initials(item.name if item else tile[5:]), tone)
        elif tile == "curse":
            art(canvas, "curse.png", rect, alpha, "C", theme.DANGER)
        else:  # cartouches are tall tiles (56x84): kept upright inside the square
            x, y, w, h = rect
            width = min(w, h * 2 / 3)
            tall = (x + (w - width) / 2, y, width, h)
            if tile.startswith("cartouche:") and tile[10:] in content.cartouches:
                name = content.cartouches[tile[10:]].name
                art(canvas, f"cartouche_{tile[10:]}.png", tall, alpha, initials(name),
                    (150, 112, 52))
            else:
                art(canvas, "cartouche_back.png", tall, alpha, "?", (96, 72, 44))

    # -- the segments --------------------------------------------------------------------
    def _segment_surface(self, canvas: Canvas, board: Board, god: str) -> pygame.Surface:
        quarters = board.orientation[GODS.index(god)]
        side = SEGMENT_SIZE * SQ
        ox, oy = ORIGINS[god]

        def build(surface: pygame.Surface, scale: float) -> None:
            cell = SQ * scale
            assets = canvas.assets
            size = (math.ceil(cell), math.ceil(cell))
            temple_at = None
            for ly in range(SEGMENT_SIZE):
                for lx in range(SEGMENT_SIZE):
                    kind = board.kind_at[(ox + lx, oy + ly)]
                    if kind == "temple":
                        spot = (lx, ly)
                        temple_at = spot if temple_at is None else min(temple_at, spot,
                                                                       key=lambda c: (c[1], c[0]))
                    name = SQUARE_ART.get(kind, f"ground_{god}.png")
                    where = (round(lx * cell), round(ly * cell))
                    if kind == "temple":
                        name = f"ground_{god}.png"
                    if has_art(name):
                        surface.blit(assets.scaled(ART + name, size), where)
                    else:
                        pygame.draw.rect(surface, theme.SAND, (*where, *size))
            if temple_at is not None:
                big = (math.ceil(2 * cell), math.ceil(2 * cell))
                image = assets.scaled(ART + f"temple_{god}.png", big)
                surface.blit(image, (round(temple_at[0] * cell), round(temple_at[1] * cell)))

        return canvas.built(("cr-segment", god, quarters), (side, side), build)

    def draw_segments(self, canvas: Canvas, board: Board) -> None:
        x, y, w, h = BOARD
        canvas.rect(theme.SHADOW, (x + 3, y + 5, w, h), 6)
        canvas.rect(theme.INK, (x - 3, y - 3, w + 6, h + 6), 6)
        for god in GODS:
            surface = self._segment_surface(canvas, board, god)
            sx, sy, sw, sh = segment_rect(god)
            spin = self.spins.get(god)
            if spin is None:
                canvas.blit(surface, (sx, sy))
                continue
            turned = pygame.transform.rotate(surface, 90 * (1 - spin))
            centre = canvas.point_to_screen((sx + sw / 2, sy + sh / 2))
            clip = canvas.screen.get_clip()
            canvas.screen.set_clip(canvas.to_screen(BOARD))  # the corners stay on the board
            canvas.screen.blit(turned, turned.get_rect(center=centre))
            canvas.screen.set_clip(clip)
        for god in GODS:
            if god not in self.spins:
                canvas.rect(GOD_COLOURS[god], segment_rect(god), 4, width=3)

    def draw_board_floor(self, canvas: Canvas, board: Board, view: Any) -> None:
        """The segments and the tiles lying on them, kept as one picture while no segment
        turns: they change only with a move that turns the board or moves a tile, and were
        drawn again in every composed frame (about 60 blits and rectangles, a third of a
        frame of the board; issue 37). The picture is the one drawn on the window."""
        if self.spins:
            self.draw_segments(canvas, board)
            self.draw_ground(canvas, board, view)
            return
        kept = self.__dict__.get("_board_floor")
        if kept is None:
            kept = self.__dict__["_board_floor"] = KeptArea(like_layer=False)
        x, y, w, h = BOARD
        key = (self.backdrop_key(), board.orientation, view.ground, view.offerings)
        kept.draw(canvas, key, (x - 3, y - 3, w + 6 + 2, h + 6 + 4), lambda target: (
            self.draw_segments(target, board), self.draw_ground(target, board, view)))

    def place_point(self, board: Board, node: str) -> tuple[float, float]:
        """The screen point of a place's centre, turned with its segment while it spins."""
        point = square_centre(board.centre(node))
        god = node.split(":", 1)[1] if is_temple(node) else node.split(":", 1)[0]
        spin = self.spins.get(god)
        if spin is None:
            return point
        sx, sy, sw, sh = segment_rect(god)
        return rotate_about(point, (sx + sw / 2, sy + sh / 2), 90 * (1 - spin))

    # -- what lies on the board ----------------------------------------------------------
    def ground_spots(self, board: Board, view: Any) -> list[tuple[Rect, str, str]]:
        """Where each tile lying on the board is drawn: (rect, tile, what holds it), the
        squares' tiles ("ground:<node>") and the temples' offerings ("temple:<god>:<seat>")."""
        spots: list[tuple[Rect, str, str]] = []
        for node, tiles in view.ground:
            cx, cy = self.place_point(board, node)
            size = 18 if len(tiles) <= 2 else 14
            count = len(tiles)
            for i, tile in enumerate(tiles):
                left = cx - count * (size + 2) / 2 + i * (size + 2)
                spots.append(((left, cy + SQ / 2 - size - 3, size, size), tile,
                              f"ground:{node}"))
        for god, items in view.offerings:
            if not items:
                continue
            cx, cy = self.place_point(board, f"temple:{god}")
            for i, (item, by) in enumerate(items[-4:]):
                spots.append(((cx - SQ + 4 + i * 22, cy + SQ - 24, 20, 20), f"item:{item}",
                              f"temple:{god}:{by}"))
        return spots

    def draw_ground(self, canvas: Canvas, board: Board, view: Any) -> None:
        """Tiles lying on squares (items, face-down cartouches) and temple offerings."""
        for rect, tile, holder in self.ground_spots(board, view):
            if holder.startswith("ground:"):
                canvas.rect(theme.SHADOW, (rect[0] + 1, rect[1] + 2, rect[2], rect[3]), 4)
            self.draw_tile(canvas, tile, rect)

    def draw_reach(self, canvas: Canvas, board: Board, nodes: dict[str, bool],
                   hover: str | None) -> None:
        """Places a move may end on; `nodes` maps each to whether the move has begun. Drawn
        once into a layer per reach and hover (it is the same for many frames)."""
        if not nodes:
            return
        x0, y0, w, h = BOARD

        def build(surface: pygame.Surface, scale: float) -> None:
            for node, begun in nodes.items():
                for cx, cy in board.cells_of[node]:
                    sx, sy, sw, sh = square_rect(cx, cy)
                    rect = pygame.Rect(round((sx - x0) * scale), round((sy - y0) * scale),
                                       math.ceil(sw * scale), math.ceil(sh * scale))
                    strong = node == hover
                    fill = (255, 214, 102, 150 if strong else 96 if begun else 52)
                    surface.fill(fill, rect)
                    edge = theme.HIGHLIGHT if begun else (255, 240, 200)
                    pygame.draw.rect(surface, edge, rect, max(1, round((3 if strong else 2)
                                                                        * scale)))

        key = ("cr-reach", board.orientation, tuple(sorted(nodes.items())), hover)
        canvas.blit(canvas.built(key, (w, h), build), (x0, y0))

    def pawn_spots(self, board: Board, view: Any) -> dict[int, tuple[float, float, float]]:
        """Each thief's pawn: the screen point of its feet and its scale."""
        groups: dict[str, list[int]] = {}
        for seat, node in enumerate(view.pos):
            groups.setdefault(node, []).append(seat)
        spots = {}
        for node, seats in groups.items():
            cx, cy = self.place_point(board, node)
            for seat, (dx, dy, scale) in zip(seats, fan(len(seats)), strict=True):
                spots[seat] = (cx + dx * SQ, cy + dy * SQ + SQ * 0.34, scale)
        for seat, (start, end, t) in self.glides.items():
            if seat in spots:
                _x, _y, scale = spots[seat]
                spots[seat] = (start[0] + (end[0] - start[0]) * t,
                               start[1] + (end[1] - start[1]) * t - math.sin(t * math.pi) * 8,
                               scale)
        return spots

    def draw_pawns(self, canvas: Canvas, board: Board, view: Any,
                   acting: int | None) -> None:
        spots = self.pawn_spots(board, view)
        for seat in sorted(spots, key=lambda s: spots[s][1]):
            x, y, scale = spots[seat]
            w, h = 30 * scale, 38 * scale
            thief = view.thieves[seat]
            if seat == acting:
                canvas.circle((255, 214, 102, 255), (x, y - 3), 13 * scale)
            canvas.rect(theme.SHADOW, (x - w / 2 + 2, y - 5, w - 4, 8), 4)
            art(canvas, f"thief_{thief}.png", (x - w / 2, y - h, w, h), 255, thief[0].upper(),
                GOD_COLOURS[thief])

