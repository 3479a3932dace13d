"""Drawing the hex desert: floor, dunes, margin labels, the previous turn's trails, targets,
a dragged dune, agents and the landing.

Every dune is drawn with one sprite, the same on the board, in flight, under the pointer
and in the holding area, as the tiles of the physical game all look alike. A look picked by
hex would change under a pushed dune and mislead the very memory the game tests; a look
kept per dune would hand players a memory aid the table does not have. Only the floor
varies by hex, and the floor never moves.

The painter is a mixin of `MothershipScene`: it reads the scene's view, layout and
selection and never decides a rule.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.window_items import (
    Item,
    ItemList,
    Painters,
    canvas_painters,
    paint,
    redraw,
)
from shifting_sands.games.mothership.rules.actions import DunePlaced, DunePulled, DunePushed
from shifting_sands.games.mothership.rules.hexgrid import cell_name, edge_table, space_name
from shifting_sands.games.mothership.rules.view import MothershipView
from shifting_sands.games.mothership.table.history import Turn
from shifting_sands.games.mothership.table.layout import HexLayout, keep_in_view

BOARD_AREA = (312.0, 68.0, 556.0, 644.0)
DUNE = "mothership/dune.png"
TRAIL = (52, 80, 140)
TRAIL_LIGHT = (214, 224, 246)
AGENT_ART = {"Green": "green", "Violet": "violet", "Amber": "orange", "Cyan": "cyan"}


@dataclass
class Flight:
    """A dune travelling across the screen (push, pull or place)."""

    start: tuple[float, float]
    end: tuple[float, float]
    size: float
    t: float = 0.0

    def pos(self) -> tuple[float, float]:
        lift = math.sin(math.pi * self.t) * self.size * 0.6
        return (self.start[0] + (self.end[0] - self.start[0]) * self.t,
                self.start[1] + (self.end[1] - self.start[1]) * self.t - lift)


@dataclass
class Landing:
    """The landing animation: the saucer comes down, the dune lifts, the truth shows."""

    cell: int
    success: bool
    revealed: tuple[int, ...]
    t: float = 0.0


def dune_rect(cx: float, cy: float, size: float) -> tuple[float, float, float, float]:
    """Where the dune sprite stands with its hex footprint centred on (cx, cy)."""
    w = 2 * size
    return (cx - w / 2, cy + 0.866 * size - w, w, w)


def draw_dune_sprite(canvas: Canvas, cx: float, cy: float, size: float,
                     alpha: int = 255) -> None:
    """The one dune sprite, its hex footprint centred on (cx, cy) for hex radius `size`."""
    canvas.image(DUNE, dune_rect(cx, cy, size), alpha=alpha)


def arrow(canvas: Canvas, start: tuple[float, float], end: tuple[float, float],
          width: float) -> None:
    """A bold arrow from `start` to `end`, indigo with a light rim so it reads on sand."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head = width * 2.6
    base = (end[0] - ux * head, end[1] - uy * head)
    wing = (-uy * head * 0.75, ux * head * 0.75)
    tip = [end, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    canvas.line(TRAIL_LIGHT, start, base, round(width + 3))
    canvas.polygon(TRAIL_LIGHT, tip, 3)
    canvas.line(TRAIL, start, base, round(width))
    canvas.polygon(TRAIL, tip)
    canvas.circle(TRAIL_LIGHT, start, width * 0.9 + 1.5)
    canvas.circle(TRAIL, start, width * 0.9)


def letter_badge(canvas: Canvas, centre: tuple[float, float], text: str,
                 size: float) -> None:
    """A small indigo pill beside a hex the last turn used: "→C" (pulled to holding space C)
    or "A→" (placed here from A)."""
    r = max(9.0, size * 0.36)
    font = max(11, round(r * 1.1))
    half = max(r, canvas.text_width(text, font, "bold") / 2 + r * 0.55)
    x, y = centre
    canvas.rect(TRAIL_LIGHT, (x - half - 1.5, y - r - 1.5, 2 * half + 3, 2 * r + 3), round(r + 2))
    canvas.rect(TRAIL, (x - half, y - r, 2 * half, 2 * r), round(r))
    canvas.text(text, centre, font, theme.BONE, "bold", anchor="center")


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


class DesertPainter:
    """The board half of the Mothership scene (see the module doc)."""

    _floor: tuple[tuple, pygame.Surface] | None = None
    """The floor and what it was painted for (`floor`)."""
    _desert_items: tuple[tuple, list[Item]] | None = None
    """The desert layer's items and the key they were painted for (`desert_layer`)."""
    _desert_plan: tuple[tuple, list[tuple[int, Item]], list[Item]] | None = None
    """While the camera stays: a dune's item for each cell back to front, and the labels'."""

    def draw_desert(self, canvas: Canvas, view: MothershipView) -> None:
        layout = self.layout()
        clip = canvas.to_screen(BOARD_AREA)
        previous = canvas.screen.get_clip()
        canvas.screen.set_clip(clip)
        lifting = self.landing.cell if self.landing is not None else None
        hidden = frozenset(self.hidden_cells | self.dragged_cells())
        self.desert_layer(canvas, view, layout, lifting, hidden)
        turn = self.previous_turn()
        self.draw_trails(canvas, layout, turn)
        w, h = layout.hex_width, layout.hex_height
        for cell, outline in self.target_cells(view, self.options()).items():
            cx, cy = layout.centre_of(cell)
            canvas.image(f"mothership/{outline}.png", (cx - w / 2, cy - h / 2, w, h))
        for cell in (self.selected_cell, self.confirm_landing):
            if cell is not None:
                cx, cy = layout.centre_of(cell)
                canvas.image("mothership/hex_select.png", (cx - w / 2, cy - h / 2, w, h))
        self.draw_trail_marks(canvas, layout, turn)
        if lifting is not None and view.occupied[lifting]:
            cx, cy = layout.centre_of(lifting)
            self.draw_dune(canvas, layout, lifting, cx, cy)
        for flight in self.flights:
            fx, fy = flight.pos()
            draw_dune_sprite(canvas, fx, fy, flight.size)
        self.draw_agents(canvas, view, layout)
        if self.landing is not None:
            self.draw_landing(canvas, layout)
        canvas.screen.set_clip(previous)
        if self.hover_cell is not None:
            bx, by, _bw, bh = BOARD_AREA
            canvas.text(cell_name(self.hover_cell, view.rules.width), (bx + 12, by + bh - 12),
                        18, theme.DEEP_CLAY, "bold", anchor="bottomleft")
        self.draw_drag(canvas, layout)

    def floor(self, canvas: Canvas, view: MothershipView, layout: HexLayout) -> pygame.Surface:
        """The board's frame and hex floor, painted as the desert layer's own painter would
        and kept while the board neither turns, zooms nor pans: the floor never moves, and
        painting its hundred-odd tiles again took half of each repaint of the desert, which
        comes on the first frame of every move (issue 37)."""
        rules = view.rules
        key = (rules.width, rules.height, self.rotation, self.zoom_index, self.pan,
               canvas.scale, canvas.offset, canvas.to_screen(BOARD_AREA).size)
        kept = self._floor
        if kept is None or kept[0] != key:
            kept = (key, canvas.paint(BOARD_AREA,
                                      lambda c: self.paint_floor(c, view, layout)))
            self._floor = kept
        return kept[1]

    def paint_floor(self, canvas: Canvas, view: MothershipView, layout: HexLayout) -> None:
        rules = view.rules
        canvas.image("mothership/board_frame.png",
                     (BOARD_AREA[0] - 60, BOARD_AREA[1] - 20, BOARD_AREA[2] + 120,
                      BOARD_AREA[3] + 40))
        edges = edge_table(rules.width, rules.height)
        w, h = layout.hex_width, layout.hex_height
        for cell in self.cells_back_to_front(rules, layout):
            cx, cy = layout.centre_of(cell)
            tile = "hex_edge" if edges[cell] else ("hex_sand_alt" if (cell * 7) % 5 == 0
                                                    else "hex_sand")
            canvas.image(f"mothership/{tile}.png", (cx - w / 2, cy - h / 2, w, h))

    @staticmethod
    def cells_back_to_front(rules: Any, layout: HexLayout) -> list[int]:
        return sorted(range(rules.width * rules.height), key=lambda c: layout.centre_of(c)[1])

    def desert_layer(self, canvas: Canvas, view: MothershipView, layout: HexLayout,
                     lifting: int | None, hidden: frozenset[int]) -> None:
        """The floor, every resting dune back to front and the margin labels, kept in one
        translucent layer. After a move, while the camera stays, only the rectangles of
        the dunes that left or came are painted again (`window_items`), each with the
        floor and every dune and label over it in order: a move moved a few of the
        ninety-odd dunes, and painting them all again took half of its frame (issue 37).
        The same pixels as the layer painted whole (a test holds it)."""
        target = canvas.to_screen(BOARD_AREA)
        still = (view.rules.width, view.rules.height, self.rotation, self.zoom_index,
                 self.pan, target.size, canvas.scale, canvas.offset)
        key = (self.version, still, hidden, lifting)
        floor = self.floor(canvas, view, layout)

        def background(c: Canvas) -> None:
            c.screen.fill((0, 0, 0, 0))
            # the larger value of each channel over transparent pixels copies the floor
            # exactly, as if its tiles were painted here
            c.screen.blit(floor, c.to_screen(BOARD_AREA).topleft,
                          special_flags=pygame.BLEND_RGBA_MAX)

        def whole(c: Canvas) -> None:
            items = self.desert_items(c, view, layout, lifting, hidden, still)
            background(c)
            paint(c, items, self.desert_painters())
            self._desert_items = (key, items)

        def update(c: Canvas, surface: pygame.Surface, old: tuple) -> bool:
            kept = self._desert_items
            if kept is None or kept[0] != old or old[1] != still:
                return False
            items = self.desert_items(c, view, layout, lifting, hidden, still)
            redraw(c, surface, kept[1], items, lambda: background(c), self.desert_painters())
            self._desert_items = (key, items)
            return True

        canvas.layer("desert", key, BOARD_AREA, whole, update)

    @staticmethod
    def desert_painters() -> Painters:
        """How the desert layer's items are drawn: a dune by `draw_dune_sprite`, as any."""
        return {**canvas_painters(),
                "dune": lambda c, cx, cy, size: draw_dune_sprite(c, cx, cy, size)}

    def desert_items(self, canvas: Canvas, view: MothershipView, layout: HexLayout,
                     lifting: int | None, hidden: frozenset[int], still: tuple) -> list[Item]:
        """The layer's items in drawing order: the resting dunes back to front, then the
        margin labels. Where each would stand is kept while the camera stays: placing
        them again took a millisecond of each move's frame."""
        plan = self._desert_plan
        if plan is None or plan[0] != still:
            dunes = ItemList(canvas)
            cells = self.cells_back_to_front(view.rules, layout)
            size = layout.size
            for cell in cells:
                cx, cy = layout.centre_of(cell)
                dunes.item("dune", (cx, cy, size),
                           lambda cx=cx, cy=cy: canvas.to_screen(dune_rect(cx, cy, size)))
            labels = ItemList(canvas)
            self.edge_label_items(labels, layout)
            plan = self._desert_plan = (still, list(zip(cells, dunes.items, strict=True)),
                                        labels.items)
        occupied = view.occupied
        return [item for cell, item in plan[1]
                if occupied[cell] and cell not in hidden and cell != lifting] + plan[2]

    def edge_label_items(self, out: ItemList, layout: HexLayout) -> None:
        """Column letters and row numbers in the margins. On a zoomed board a label whose
        margin is out of view slides along its own column or row to the border of the view,
        like a sticky header, on a small plate so it reads over the dunes."""
        canvas = out.canvas
        bx, by, bw, bh = BOARD_AREA
        size = max(12, min(18, round(layout.size * 0.52)))
        pad = size * 0.8
        view = (bx + pad, by + pad, bw - 2 * pad, bh - 2 * pad)
        placed: list[tuple[float, float, float, float]] = []
        # Labels in their margins first; a sticky one that would cover another is left out.
        spots = [(keep_in_view(label, view), label) for label in layout.edge_labels()]
        spots.sort(key=lambda item: item[0] != item[1].pos)
        for spot, label in spots:
            if spot is None:
                continue
            x, y = spot
            half = canvas.text_width(label.text, size, "bold") / 2 + 5
            box = (x - half, y - size * 0.7, 2 * half, size * 1.4)
            if spot != label.pos:
                if any(_overlap(box, other) for other in placed):
                    continue
                out.rect((247, 238, 220, 215), box, 6)
            else:
                out.text(label.text, (x + 1, y + 1), size, (255, 246, 226), "bold",
                         anchor="center")
            placed.append(box)
            out.text(label.text, (x, y), size, theme.DEEP_CLAY, "bold", anchor="center")

    def draw_trails(self, canvas: Canvas, layout: HexLayout, turn: Turn | None) -> None:
        """The previous turn's moves: the hex each one started from (or placed on) outlined in
        indigo, under the selection outlines."""
        if turn is None:
            return
        w, h = layout.hex_width, layout.hex_height
        for move in turn.moves:
            cx, cy = layout.centre_of(move.src if isinstance(move, DunePushed) else move.cell)
            canvas.image("mothership/hex_trail.png", (cx - w / 2, cy - h / 2, w, h))

    def draw_trail_marks(self, canvas: Canvas, layout: HexLayout, turn: Turn | None) -> None:
        """An arrow for each push of the previous turn and a badge naming the holding space of
        each pull and place, over the selection outlines so they stay readable."""
        if turn is None:
            return
        size = layout.size
        for move in turn.moves:
            if isinstance(move, DunePushed):
                a, b = layout.centre_of(move.src), layout.centre_of(move.dst)
                end = (a[0] + (b[0] - a[0]) * 0.72, a[1] + (b[1] - a[1]) * 0.72)
                arrow(canvas, a, end, max(3.0, size * 0.14))
            elif isinstance(move, DunePulled | DunePlaced):
                cx, cy = layout.centre_of(move.cell)
                letter = space_name(move.space)
                text = f"\u2192{letter}" if isinstance(move, DunePulled) else f"{letter}\u2192"
                letter_badge(canvas, (cx + size * 0.5, cy - size * 0.55), text, size)

    def target_cells(self, view: MothershipView, options: dict[str, Any]) -> dict[int, str]:
        """Hexes to outline: where the selected dune may go; in landing mode the dunes that
        stand clear inside the island (any dune may be named; the others will fail)."""
        targets: dict[int, str] = {}
        if self.landing_mode:
            for cell in options["land"]:
                if self.landing_warning(cell) is None:
                    targets[cell] = "hex_highlight"
            if self.confirm_landing is not None:
                for cell in self.crowding(self.confirm_landing):
                    targets[cell] = "hex_danger"
        elif self.selected_cell is not None:
            for cell in options["push"].get(self.selected_cell, ()):
                targets[cell] = "hex_highlight"
        elif self.selected_space is not None:
            for cell in options["place"].get(self.selected_space, ()):
                targets[cell] = "hex_highlight"
        return targets

    def draw_dune(self, canvas: Canvas, layout: HexLayout, cell: int, cx: float,
                  cy: float) -> None:
        lift = 0.0
        if self.landing is not None and self.landing.cell == cell:
            lift = max(0.0, min(1.0, (self.landing.t - 0.35) / 0.3)) * layout.size * 1.6
        draw_dune_sprite(canvas, cx, cy - lift, layout.size)

    def draw_drag(self, canvas: Canvas, layout: HexLayout) -> None:
        """The dragged dune, on top of everything, following the pointer."""
        ghost = self.drag_ghost()
        if ghost is None:
            return
        x, y = ghost
        draw_dune_sprite(canvas, x + 3, y + 5, layout.size * 1.08, alpha=90)
        draw_dune_sprite(canvas, x, y - layout.size * 0.25, layout.size * 1.08)

    def draw_agents(self, canvas: Canvas, view: MothershipView, layout: HexLayout) -> None:
        """Agents the viewer may see, side by side when several share a dune."""
        by_cell: dict[int, list[int]] = {}
        for seen in view.agents_seen:
            if seen.cell is not None:
                by_cell.setdefault(seen.cell, []).append(seen.seat)
        s = layout.size * 1.1
        for cell, seats in by_cell.items():
            cx, cy = layout.centre_of(cell)
            for i, seat in enumerate(seats):
                dx = (i - (len(seats) - 1) / 2) * s * 0.8
                art = AGENT_ART.get(view.colours[seat], "unknown")
                canvas.image(f"mothership/agent_{art}.png",
                             (cx + dx - s / 2, cy - s * 1.25, s, s))

    def draw_landing(self, canvas: Canvas, layout: HexLayout) -> None:
        landing = self.landing
        cx, cy = layout.centre_of(landing.cell)
        t = landing.t
        descend = min(1.0, t / 0.35)
        ship_w = layout.size * 5
        target = max(BOARD_AREA[1] + 4, cy - layout.size * 3 - ship_w * 0.25)
        ship_y = BOARD_AREA[1] - ship_w * 0.5 + (target - BOARD_AREA[1] + ship_w * 0.5) * descend
        if t > 0.25:
            beam_alpha = int(200 * min(1.0, (t - 0.25) / 0.15))
            canvas.image("mothership/beam.png", (cx - layout.size * 1.4, ship_y + ship_w * 0.3,
                                                 layout.size * 2.8, cy - ship_y - ship_w * 0.2),
                         alpha=beam_alpha)
        canvas.image("mothership/mothership.png", (cx - ship_w / 2, ship_y, ship_w, ship_w / 2))
        if t > 0.6:
            verdict = "Landed!" if landing.success else "Not here..."
            colour = theme.GOOD if landing.success else theme.DANGER
            canvas.text(verdict, (cx, cy + layout.size * 1.4), 26, colour, "title_bold",
                        anchor="center")
