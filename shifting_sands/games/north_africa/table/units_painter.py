"""The map window's moving part: control rings, lit spaces, activation marks, unit piles,
the boxes' units, counters sliding between spaces, the fanned pile and the note naming the
counter under the pointer.

All of it is composed with the still map into one opaque surface, redrawn only when what it
shows changes (the table, the camera, a selection, a fan, a slide), so an idle frame is one
blit. A mixin of `NorthAfricaScene`.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
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
from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.table.counters import (
    Placed,
    badge_centre,
    badge_px,
    badge_rect,
    counter_size,
    draw_badge,
    draw_counter,
    draw_supply,
    fan,
    fan_frame,
    marker_rect,
    pile,
    pile_bounds,
    supply_rect,
)
from shifting_sands.games.north_africa.table.label_place import Spot, Want, place_labels, placing
from shifting_sands.games.north_africa.table.labels import stands_for, unit_title
from shifting_sands.games.north_africa.table.layout import LIT, MAP_RECT, OWNER_COLOURS, art, inside
from shifting_sands.games.north_africa.table.map_painter import (
    box_rect,
    draw_name,
    flag_rect,
    icon_rects,
    name_plate_size,
    name_size,
    names_shown,
    space_radius,
)
from shifting_sands.games.north_africa.table.space_note import space_lines

GLIDE_SECONDS = 0.35
PREPARE_SECONDS = 0.0007
"""How long a frame of a glide spends placing the names of where it lands."""
NOTE_W = 380.0
"""The widest a space's note grows before its lines wrap (logical pixels)."""


class UnitsPainter:
    """Drawing the map window (mixed into `NorthAfricaScene`)."""

    fan_title: tuple[float, float, float, float] | None = None
    """The name row of the fanned pile, as last drawn (hovered: the place's note)."""
    label_spots: dict[str, Spot] = {}
    """Each space's name plate as last drawn (hovered: the space's note)."""
    _names_for: tuple | None = None
    """(zoom level, map origin, spots) of the names last placed afresh."""
    _window_items: tuple[tuple, list[Item]] | None = None
    """What the map window was last composed at (camera, sizes) and of (its items)."""
    _painters: Painters | None = None
    _boxes: tuple[tuple, dict] | None = None
    """(camera and window, each item's rectangle by its kind and arguments)."""
    _name_ground: tuple | None = None
    """(camera, the spaces whose names show, what the spaces put in their way)."""
    _preparing: tuple[tuple, Iterator[str]] | None = None
    """The names being placed ahead for where gliding counters land, and for what."""
    _centres: tuple[tuple, dict[str, tuple[float, float]]] | None = None
    """(camera, each space's centre on screen): `space_centres`."""
    _rings: tuple[tuple, list[Item]] | None = None
    """(what they show, the rings' items): `ring_items`."""

    def glide(self, event: Any) -> None:
        """A counter that changed place slides there (the pile shows it on arrival)."""
        if not self.app.settings.animation_factor:
            return
        if isinstance(event, a.Moved | a.Advanced | a.Redeployed):
            units, frm, to = (event.unit,), event.frm, event.to
        elif isinstance(event, a.Retreated | a.Displaced) and event.to:
            units, frm, to = tuple(event.units), event.frm, event.to
        else:
            return
        if frm not in self.spaces or to not in self.spaces:
            return
        start = (self.spaces[frm].x, self.spaces[frm].y)
        end = (self.spaces[to].x, self.spaces[to].y)
        for unit in units:
            def update(t: float, unit: str = unit) -> None:
                self.glides[unit] = (start[0] + (end[0] - start[0]) * t,
                                     start[1] + (end[1] - start[1]) * t)

            self.tweens.add(GLIDE_SECONDS, update,
                            on_done=lambda unit=unit: self.glides.pop(unit, None))

    def draw_map_window(self, canvas: Canvas, key: tuple, view: Any) -> None:
        """The map and everything on it, composed into one opaque surface per `key`: an
        idle frame costs one plain blit, not a map blit plus a translucent layer. While
        the camera stays, a new composition draws again only where its items changed
        (`window_items`): a move costs a few piles, not the whole map."""
        target = canvas.to_screen(MAP_RECT)
        full_key = (*key, target.size, canvas.scale, canvas.offset)
        if self._window is None or self._window[0] != full_key:
            still = (self.camera.key(), target.size, canvas.scale, canvas.offset,
                     self.map_layer.objectives)
            last = self._window_items
            surface = self._window[1] if self._window is not None else None
            if surface is None or last is None or last[0] != still:
                surface = pygame.Surface(target.size)
                if pygame.display.get_surface() is not None:
                    surface = surface.convert()
                last = None
            saved = canvas.screen, canvas.offset
            canvas.screen = surface
            canvas.offset = (saved[1][0] - target.x, saved[1][1] - target.y)
            try:
                items = self.map_items(canvas, view)
                painters = self.window_painters()
                if last is None:
                    self.map_layer.blit(canvas, self.board, self.camera)
                    paint(canvas, items, painters)
                else:
                    redraw(canvas, surface, last[1], items,
                           lambda: self.map_layer.blit(canvas, self.board, self.camera),
                           painters)
            finally:
                canvas.screen, canvas.offset = saved
            self._window = (full_key, surface)
            self._window_items = (still, items)
        elif self.glides:
            self.prepare_names(canvas, view)
        canvas.screen.blit(self._window[1], target.topleft)
        if self.glides:
            self.draw_glides(canvas, view, target)

    def draw_glides(self, canvas: Canvas, view: Any, target: pygame.Rect) -> None:
        """Counters on their way, over the composed map: a glide moves them every frame,
        and recomposing the whole map for that cost a frame budget's worth."""
        size = counter_size(self.camera.zoom)
        reduced = set(view.reduced)
        clip = canvas.screen.get_clip()
        canvas.screen.set_clip(target)
        try:
            for unit, spot in self.glides.items():
                x, y = self.camera.to_screen(spot)
                draw_counter(canvas, self.content.units[unit], self.factors(unit),
                             unit in reduced, (x - size / 2, y - size * 0.8, size, size))
        finally:
            canvas.screen.set_clip(clip)

    def window_painters(self) -> Painters:
        """How each kind of the map window's items is drawn (`window_items`)."""
        if self._painters is None:
            units = self.content.units
            self._painters = {
                **canvas_painters(),
                "name": draw_name,
                "counter": lambda c, unit, factors, reduced, rect, selected: draw_counter(
                    c, units[unit], factors, reduced, rect, selected),
                "supply": draw_supply,
                "badge": draw_badge}
        return self._painters

    def item_boxes(self) -> dict:
        """The map window's items' rectangles, kept while the camera and the window stay."""
        canvas = self.app.canvas
        still = (self.camera.key(), canvas.scale, canvas.offset, canvas.to_screen(MAP_RECT))
        if self._boxes is None or self._boxes[0] != still or len(self._boxes[1]) > 20000:
            self._boxes = (still, {})
        return self._boxes[1]

    def draw_units(self, canvas: Canvas, view: Any) -> None:
        """Everything on the map window's map, drawn whole."""
        paint(canvas, self.map_items(canvas, view), self.window_painters())

    def map_items(self, canvas: Canvas, view: Any) -> list[Item]:
        """Control rings, lights, names, activation marks, piles, boxes' units and the fan,
        as the items that draw them, in order (and what the pointer can reach on them:
        `placed`, `label_spots`, `fan_rect`)."""
        out = ItemList(canvas, self.item_boxes())
        camera = self.camera
        zoom = camera.zoom
        radius = space_radius(zoom)
        lit = self.lit_spaces()
        op = view.op_data() or {}
        activated = op.get("activated", {})
        out.items.extend(self.ring_items(out, view, lit))
        units_at = self.units_at()
        size = counter_size(zoom)
        self.placed = []
        movable = set(self.unit_moves()) | set(self.unit_acts()) | set(self.question_units())
        supply = self.supply() if self.supply_overlay else {}
        reduced = set(view.reduced)
        piles = self.piles(units_at, size)
        marks = {place: marker_rect(stack) for place, stack in piles.items()
                 if activated.get(place)}
        if names_shown(zoom):
            self.label_spots = self.names_now(canvas, piles, marks)
            for name, spot in self.label_spots.items():
                self.name_item(out, name, zoom, spot)
        else:
            self.label_spots = {}
        for place, found in units_at.items():
            space = self.spaces.get(place)
            units = [u for u in found if u not in self.glides]
            if space is not None and space.box and units:
                self.draw_box_units(out, space, units, movable, reduced)
        for place, stack in piles.items():
            for placed in stack:
                self.draw_placed(out, placed, movable, reduced, supply)
            self.placed.extend(stack)
            if place in lit:
                # the pile hides the space's ring: outline the pile itself
                left, top, w, h = pile_bounds(stack)
                out.rect(lit[place], (left - 4, top - 4, w + 8, h + 8), 7, 3)
            if len(stack) > 1:
                count = len([u for u in units_at[place] if u not in self.glides])
                rect = stack[-1].rect
                out.item("badge", (count, rect), lambda count=count, rect=rect: (
                    canvas.to_screen(badge_rect(rect)).union(out.text_box(
                        str(count), badge_centre(rect), badge_px(rect), theme.BONE, "bold",
                        "center"))))
            if place in marks:
                mode = activated[place]
                rect = marks[place]
                marker = art(f"marker_{mode}.png")
                if marker:
                    out.image(marker, rect)
                else:
                    out.circle(theme.DANGER if mode == "attack" else theme.TEAL,
                               (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2), rect[2] / 2)
        self.fan_rect = self.fan_title = None
        if self.fanned and self.fanned in units_at:
            self.draw_fan(out, self.fanned, units_at[self.fanned], movable, reduced, supply)
        if self.hover_place and not self.fanned:
            space = self.board.space(self.hover_place)
            if space.box:
                x, y, w, _h = box_rect(space, zoom, camera.to_screen)
                width = canvas.text_width(space.name, 14, "bold") + 12
                if width > w:
                    out.rect((247, 238, 220, 235), (x + w / 2 - width / 2, y - 22, width, 20), 5)
                    out.text(space.name, (x + w / 2, y - 12), 14, theme.DEEP_CLAY, "bold",
                             anchor="center")
            elif not names_shown(zoom):
                centre = camera.to_screen((space.x, space.y))
                out.text(space.name, (centre[0], centre[1] + radius + 3), 14, theme.INK,
                         "bold", anchor="midtop")
        return out.items

    def space_centres(self) -> dict[str, tuple[float, float]]:
        """Each space's centre on screen, for the spaces whose centre lies in the map window
        (not the boxes), in map order; kept while the camera stands (every frame that
        composes the map asked the camera for all of them)."""
        camera = self.camera
        still = (camera.view, camera.level, camera.centre)
        if self._centres is None or self._centres[0] != still:
            found = {}
            for space in self.board.spaces:
                if not space.box:
                    centre = camera.to_screen((space.x, space.y))
                    if inside(MAP_RECT, centre):
                        found[space.name] = centre
            self._centres = (still, found)
        return self._centres[1]

    def ring_items(self, out: ItemList, view: Any,
                   lit: dict[str, tuple[int, int, int]]) -> list[Item]:
        """The spaces' control rings, lights and selection rings, in map order; kept while
        the camera, the control, the lights and the selections stay (a move rarely changes
        them: making them afresh was a sixth of making the map window's items after a move)."""
        key = (self.camera.view, self.camera.level, self.camera.centre, out.canvas.scale,
               out.canvas.offset, view.control, tuple(lit.items()), self.selected_space,
               self.selected_target)
        if self._rings is not None and self._rings[0] == key:
            return self._rings[1]
        rings = ItemList(out.canvas, out.boxes)
        radius = space_radius(self.camera.zoom)
        owner = view.owner()
        chosen = (self.selected_space, self.selected_target)
        for name, centre in self.space_centres().items():
            colour = OWNER_COLOURS.get(owner.get(name, ""), None)
            if colour:
                rings.circle(colour, centre, radius + 1.5, 3)
            if name in lit:
                rings.circle(theme.BONE, centre, radius + 8, 2)
                rings.circle(lit[name], centre, radius + 5, 4)
            if name in chosen:
                rings.circle(theme.BONE, centre, radius + 9, 2)
        self._rings = (key, rings.items)
        return rings.items

    def name_item(self, out: ItemList, name: str, zoom: float, spot: Spot) -> None:
        """A space's name on its plate (`map_painter.draw_name`), with its leader line."""
        canvas = out.canvas

        def box() -> pygame.Rect:
            x, y, plate_w, _h = spot.rect
            found = canvas.to_screen(spot.rect).union(out.text_box(
                name, (x + plate_w / 2, y), name_size(zoom), theme.INK, "bold", "midtop"))
            if spot.leader is not None:
                (x0, y0), (x1, y1) = (canvas.point_to_screen(p) for p in spot.leader)
                found = found.union(pygame.Rect(min(x0, x1) - 2, min(y0, y1) - 2,
                                                abs(x1 - x0) + 4, abs(y1 - y0) + 4))
            return found

        out.item("name", (name, zoom, spot.rect, spot.leader), box)

    def piles(self, units_at: dict[str, list[str]], size: float,
              moving: Any = None) -> dict[str, list[Placed]]:
        """The counters of each space's pile on screen (not a box's, not the fanned pile,
        not the counters gliding, or not those in `moving` when given)."""
        moving = self.glides if moving is None else moving
        found: dict[str, list[Placed]] = {}
        reach = (MAP_RECT[0] - size, MAP_RECT[1] - size, MAP_RECT[2] + 2 * size,
                 MAP_RECT[3] + 2 * size)
        for place, units in units_at.items():
            space = self.spaces.get(place)
            units = [u for u in units if u not in moving]
            if not units or space is None or space.box or place == self.fanned:
                continue
            spot = self.camera.to_screen((space.x, space.y))
            centre = (spot[0], spot[1] - size * 0.3)
            if inside(reach, centre):
                found[place] = pile(units, centre, size, place)
        return found

    def names_now(self, canvas: Canvas, piles: dict[str, list[Placed]],
                  marks: dict[str, tuple[float, float, float, float]]) -> dict[str, Spot]:
        """The names' spots: while the map is dragged, or counters glide, the last spots
        move with the map (placing them costs tens of milliseconds, too much for every
        frame); they are placed afresh when it rests."""
        camera = self.camera
        last = self._names_for
        if last is not None and (self.dragging or self.glides) and last[0] == camera.level:
            dx, dy = (a - b for a, b in zip(camera.map_origin(), last[1], strict=True))
            return {name: Spot((r[0] + dx, r[1] + dy, r[2], r[3]),
                               None if spot.leader is None else
                               tuple((p[0] + dx, p[1] + dy) for p in spot.leader))
                    for name, spot in last[2].items() for r in (spot.rect,)}
        spots = self.place_names(canvas, piles, marks)
        self._names_for = (camera.level, camera.map_origin(), spots)
        return spots

    def place_names(self, canvas: Canvas, piles: dict[str, list[Placed]],
                    marks: dict[str, tuple[float, float, float, float]]) -> dict[str, Spot]:
        """Where each space's name goes: clear of piles, flags, symbols, boxes, the panels
        over the map and the other names (`label_place`)."""
        return place_labels(*self.name_inputs(canvas, piles, marks))

    def prepare_names(self, canvas: Canvas, view: Any) -> None:
        """While counters glide, the names stand where they stood; once they land, the names
        are placed afresh around the new piles, which took most of that frame. The frames
        of the glide place them ahead, a little each (PREPARE_SECONDS), so that the landing
        finds each spot kept (`label_place.placing`): the same spots, sooner."""
        if not names_shown(self.camera.zoom) or self.dragging:
            return
        key = (self.version, self.camera.key(), self.fanned, tuple(self.map_overlays()))
        if self._preparing is None or self._preparing[0] != key:
            self._preparing = (key, self.name_steps(canvas, view))
        deadline = time.perf_counter() + PREPARE_SECONDS
        for _step in self._preparing[1]:
            if time.perf_counter() >= deadline:
                break

    def name_steps(self, canvas: Canvas, view: Any) -> Iterator[str]:
        """`prepare_names`'s work in steps of a fraction of a millisecond: the piles where
        the counters will stand, what stands in the names' way, then each name (making the
        first two in one frame had cost that glide frame over a millisecond)."""
        piles = self.piles(self.units_at(), counter_size(self.camera.zoom), moving=())
        activated = (view.op_data() or {}).get("activated", {})
        marks = {place: marker_rect(stack) for place, stack in piles.items()
                 if activated.get(place)}
        yield ""
        inputs = self.name_inputs(canvas, piles, marks)
        yield ""
        yield from placing(*inputs)

    def name_inputs(self, canvas: Canvas, piles: dict[str, list[Placed]],
                    marks: dict[str, tuple[float, float, float, float]]
                    ) -> tuple[list[Want], list[tuple[float, float, float, float]],
                               tuple[float, float, float, float]]:
        """What `label_place` places the names by: each name's want, the obstacles and the
        bounds. What the spaces themselves put in the way is the same at one camera, and
        kept for it."""
        bounds = (MAP_RECT[0] + 2, MAP_RECT[1] + 2, MAP_RECT[2] - 4, MAP_RECT[3] - 4)
        still = (self.camera.key(), self.camera.zoom, self.map_layer.objectives, canvas.scale)
        if self._name_ground is None or self._name_ground[0] != still:
            self._name_ground = (still, *self.name_ground(canvas, bounds))
        _still, spaces, fixed = self._name_ground
        obstacles: list[tuple[float, float, float, float]] = list(self.map_overlays())
        obstacles += [pile_bounds(stack) for stack in piles.values()]
        obstacles += [badge_rect(stack[-1].rect) for stack in piles.values() if len(stack) > 1]
        obstacles += list(marks.values())
        obstacles += fixed
        wants = [Want(name, centre, radius, size,
                      pile_bounds(piles[name]) if name in piles else None)
                 for name, centre, radius, size in spaces]
        return wants, obstacles, bounds

    def name_ground(self, canvas: Canvas, bounds: tuple[float, float, float, float]
                    ) -> tuple[list[tuple], list[tuple[float, float, float, float]]]:
        """The spaces whose names show (name, centre, radius, plate size), and what the
        spaces put in the way of names (boxes, circles, symbols, flags), in map order."""
        camera, zoom = self.camera, self.camera.zoom
        radius = space_radius(zoom)
        spaces: list[tuple] = []
        fixed: list[tuple[float, float, float, float]] = []
        objectives = self.map_layer.objectives
        for space in self.board.spaces:
            if space.box:
                fixed.append(box_rect(space, zoom, camera.to_screen))
                continue
            centre = camera.to_screen((space.x, space.y))
            if not inside(bounds, centre):
                continue
            core = radius * 0.8
            fixed.append((centre[0] - core, centre[1] - core, 2 * core, 2 * core))
            fixed += [rect for _icon, rect in icon_rects(space, radius, centre)]
            if space.name in objectives:
                fixed.append(flag_rect(centre, zoom))
            spaces.append((space.name, centre, radius,
                           name_plate_size(canvas, space.name, zoom)))
        return spaces, fixed

    def draw_placed(self, out: ItemList, placed: Placed, movable: set[str],
                    reduced: set[str], supply: dict[str, str]) -> None:
        selected = placed.unit == self.selected_unit
        x, y, w, h = placed.rect
        if placed.unit in movable and not selected:
            out.rect(LIT, (x - 3, y - 3, w + 6, h + 6), 6)
        out.item("counter", (placed.unit, self.factors(placed.unit), placed.unit in reduced,
                             placed.rect, selected), lambda: out.canvas.to_screen(placed.rect))
        if supply and placed.unit in supply:
            out.item("supply", (supply[placed.unit], placed.rect),
                     lambda: out.canvas.to_screen(supply_rect(placed.rect)))

    def draw_fan(self, out: ItemList, place: str, units: list[str], movable: set[str],
                 reduced: set[str], supply: dict[str, str]) -> None:
        canvas = out.canvas
        space = self.board.space(place)
        if space.box:
            rect = box_rect(space, self.camera.zoom, self.camera.to_screen)
            centre = (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
        else:
            centre = self.camera.to_screen((space.x, space.y))
        spread = fan(units, centre, MAP_RECT, place)
        frame = fan_frame(spread)
        title = f"{space.name} ({len(units)})"
        label = canvas.text_width(title, 12, "bold") + 16
        frame = (frame[0], frame[1] - 8, max(frame[2], label), frame[3] + 12)
        self.fan_rect = (frame[0] - 10, frame[1] - 10, frame[2] + 20, frame[3] + 20)
        out.rect((247, 238, 220, 235), frame, 8)
        out.rect(theme.DEEP_CLAY, frame, 8, 2)
        # every fan names its place (a box's name may not fit on the map); its name row
        # tells of the place when hovered
        out.text(title, (frame[0] + 8, frame[1] + 3), 12, theme.DEEP_CLAY, "bold")
        self.fan_title = (frame[0], frame[1], frame[2], 18.0)
        spread = [Placed(p.unit, (p.rect[0], p.rect[1] + 4, p.rect[2], p.rect[3]), p.place)
                  for p in spread]
        for placed in spread:
            self.draw_placed(out, placed, movable, reduced, supply)
        self.placed.extend(spread)

    def draw_box_units(self, out: ItemList, space: Any, units: list[str], movable: set[str],
                       reduced: set[str]) -> None:
        zoom = self.camera.zoom
        x, y, w, h = box_rect(space, zoom, self.camera.to_screen)
        if not (x + w > MAP_RECT[0] and x < MAP_RECT[0] + MAP_RECT[2]
                and y + h > MAP_RECT[1] and y < MAP_RECT[1] + MAP_RECT[3]):
            return
        if space.name == self.fanned:
            return
        size = max(14.0, min(30.0, (h - 22) * 0.8))
        per_row = max(1, int((w - 8) // (size * 0.55)))
        shown = units[:per_row]
        for index, unit in enumerate(shown):
            rect = (x + 4 + index * size * 0.55, y + h - size - 4, size, size)
            placed = Placed(unit, rect, space.name)
            self.draw_placed(out, placed, movable, reduced, {})
            self.placed.append(placed)
        out.text(f"{len(units)}", (x + w - 6, y + 4), 12, theme.INK, "bold", anchor="topright")

    def space_under(self, canvas: Canvas, pos: tuple[float, float]) -> str | None:
        """The space whose note the pointer asks for: its circle (or box) with no counter
        on it, its name plate, or the name row of its fanned pile."""
        if self.fanned and self.fan_rect is not None and inside(self.fan_rect, pos):
            title = self.fan_title
            return self.fanned if title is not None and inside(title, pos) else None
        place = self.place_at(pos)
        if place is not None:
            return place
        return next((name for name, spot in self.label_spots.items()
                     if inside(spot.rect, pos)), None)

    def draw_space_note(self, canvas: Canvas, name: str) -> None:
        """The space's note (`space_note.space_lines`) beside the pointer, kept on the map."""
        lines = self.cached(f"space_note:{name}",
                            lambda: space_lines(self.view(), self.content, name))
        width = min(NOTE_W, max(canvas.text_width(lines[0], 15, "bold"),
                                *(canvas.text_width(line, 13) for line in lines[1:])) + 30)
        rows = [(lines[0], "bold", 0)] + [(part, "body", 10 if index else 0)
                                          for line in lines[1:] for index, part in
                                          enumerate(canvas.wrap(line, width - 30, 13))]
        height = 12 + 19 + 16 * (len(rows) - 1)
        left, top, map_w, map_h = MAP_RECT
        x = min(max(self.pointer[0] + 16, left + 4), left + map_w - width - 4)
        y = self.pointer[1] + 20
        if y + height > top + map_h - 4:
            y = max(top + 4, self.pointer[1] - height - 12)
        fan = self.fan_rect
        if fan is not None and y < fan[1] + fan[3] and fan[1] < y + height:
            y = fan[1] + fan[3] + 2  # a fanned pile stays in sight: the note goes below it
            if y + height > top + map_h - 4:
                y = max(top + 4, fan[1] - height - 2)
        if x <= self.pointer[0] <= x + width and y <= self.pointer[1] <= y + height:
            x = max(left + 4, self.pointer[0] - width - 16)  # never under the pointer
        canvas.rect((43, 29, 20, 235), (x, y, width, height), 6)
        row_y = y + 6
        for text, role, indent in rows:  # a wrapped line's rest is indented
            bold = role == "bold"
            canvas.text(text, (x + 10 + indent, row_y), 15 if bold else 13,
                        theme.GOLD if bold else theme.BONE, role)
            row_y += 19 if bold else 16

    def draw_hover_note(self, canvas: Canvas) -> None:
        """The unit under the pointer, named with its factors and supply; else the space
        under it, told in full."""
        if not inside(MAP_RECT, self.pointer) or self.press is not None:
            return
        placed = self.unit_at(self.pointer)
        if placed is None:
            name = self.space_under(canvas, self.pointer)
            if name is not None:
                self.draw_space_note(canvas, name)
            return
        text = unit_title(self.content, placed.unit, self.factors(placed.unit))
        supply = self.supply().get(placed.unit)
        if supply and supply != "full":
            text += f" - {'limited supply' if supply == 'limited' else 'out of supply'}"
        earlier = stands_for(self.content, placed.unit, self.view().turn)
        if earlier:  # a renamed formation: the counter bears its later name
            text += f"; stands for {earlier}"
        width = canvas.text_width(text, 14) + 20
        x = min(max(self.pointer[0] - width / 2, MAP_RECT[0]), MAP_RECT[0] + MAP_RECT[2] - width)
        y = self.pointer[1] + 22
        if y + 26 > MAP_RECT[1] + MAP_RECT[3]:
            y = self.pointer[1] - 48
        canvas.rect((43, 29, 20, 230), (x, y, width, 26), 6)
        canvas.text(text, (x + width / 2, y + 13), 14, theme.BONE, anchor="center")

