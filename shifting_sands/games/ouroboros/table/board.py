"""Drawing the ruin: dark ground, the tiles in lantern light, the places one may step into,
the pieces, pursuit arrows and the effects of the frame being shown.

A mixin of `OuroborosScene`: it reads the scene's camera and frame (motion.py) and never
decides a rule; the targets it marks come from `legal_actions()`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.kept_area import KeptArea
from shifting_sands.games.ouroboros.rules.pieces import Status
from shifting_sands.games.ouroboros.table.floor import MovingFloor, night_changes, tile_calls
from shifting_sands.games.ouroboros.table.layout import BOARD_AREA, CARD_SIZE, TILE_STEP, Camera
from shifting_sands.games.ouroboros.table.memo import Memo
from shifting_sands.games.ouroboros.table.motion import Frame, PieceSprite

DARK = (10, 7, 5, 196)
CARD_GROWN = 1.65
"""The scale of a card shown large, once grown (from 0.6 of it)."""
GLOW_RADIUS = 2.05
"""Tiles of lantern light around a standing explorer."""
CHASE = (214, 58, 48)
CARD_NAMES = {
    "ledge_fall": "Ledge Fall", "tremor": "Tremor", "cave_in": "Cave-In",
    "darkness": "Darkness", "relic_head": "Ouroboros head", "relic_tail": "Ouroboros tail",
    "lost_ne": "Lost", "lost_nw": "Lost", "lost_se": "Lost", "lost_sw": "Lost",
    "mummy": "Mummy", "scarab": "Giant Scarab", "anubis": "Anubis",
}
CARD_NOTES = {
    "ledge_fall": "Thrown two tiles on", "tremor": "The line slides", "cave_in": "Struck down",
    "darkness": "The light goes out around", "relic_head": "Half of the relic!",
    "relic_tail": "Half of the relic!", "lost_ne": "Wander up-right",
    "lost_nw": "Wander up-left", "lost_se": "Wander down-right",
    "lost_sw": "Wander down-left", "mummy": "Power 1", "scarab": "Power 2",
    "anubis": "Power 3",
}


def _hole(radius: int, depth: int) -> pygame.Surface:
    """A radial alpha ramp: clear at the middle, `depth` at `radius` (for BLEND_RGBA_MIN)."""
    size = radius * 2
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((*DARK[:3], depth))
    steps = 24
    for i in range(steps, 0, -1):
        r = radius * i / steps
        alpha = int(depth * (i / steps) ** 1.6)
        pygame.draw.circle(surface, (*DARK[:3], alpha), (radius, radius), max(1, round(r)))
    return surface


def _warmth(radius: int) -> pygame.Surface:
    """Lantern light: a warm tint, strongest at the flame, added to what lies beneath."""
    size = radius * 2
    surface = pygame.Surface((size, size))
    steps = 20
    for i in range(steps, 0, -1):
        k = (1 - i / steps) ** 1.8
        pygame.draw.circle(surface, (int(46 * k), int(28 * k), int(8 * k)), (radius, radius),
                           max(1, round(radius * 0.8 * i / steps)))
    return surface


def title_size(title: str, scale: float) -> int:
    """The size a card's title is set at on the card shown large at `scale`."""
    return max(10, int(14 * scale * (0.95 if len(title) < 12 else 0.78)))


def title_sizes(title: str) -> list[int]:
    """Every size the title takes while its card grows (scale 0.99 to 1.65)."""
    return list(range(title_size(title, CARD_GROWN * 0.6), title_size(title, CARD_GROWN) + 1))


def _paint_dark_ground(canvas: Canvas) -> None:
    """The board's dark ground, under the tiles: its picture and a veil over it."""
    canvas.image("ui/background_dark.png", BOARD_AREA)
    canvas.rect((12, 8, 6, 170), BOARD_AREA)


class RuinPainter:
    """The board half of the Ouroboros scene (see the module doc)."""

    _holes: dict[tuple, Any]
    _reaches: dict[Any, Any]

    def draw_ruin(self, canvas: Canvas, frame: Frame, camera: Camera) -> None:
        clip = canvas.to_screen(BOARD_AREA)
        previous = canvas.screen.get_clip()
        canvas.screen.set_clip(clip)
        shaken = Camera(camera.cx - frame.shake[0], camera.cy - frame.shake[1], camera.tile)

        def floor(target: Canvas) -> None:  # painted on a cleared transparent surface
            self._still_ground(target)
            self._draw_tiles(target, frame, shaken)
            self._draw_darkness(target, frame, shaken, target.to_screen(BOARD_AREA))

        if self.timeline is None and frame.shake == (0.0, 0.0):
            self._draw_still_floor(canvas, frame, camera, floor)
        else:
            self.draw_moving_floor(canvas, frame, shaken)
            self.draw_danger(canvas, shaken)
            kept = self.__dict__.get("_moving_floor")
            if kept is not None and kept.spare:  # work ahead in frames with time to spare
                self.night_ahead(canvas) or self.card_ahead(canvas) or self.peril_ahead()
        self._draw_targets(canvas, shaken)
        for sprite in sorted(frame.pieces, key=lambda s: (s.pos[1], s.key)):
            self._draw_piece(canvas, sprite, shaken)
        self._draw_chases(canvas, frame, shaken)
        canvas.part(self._reaches, "powers", lambda: self.draw_powers(canvas, frame, shaken))
        for spot, radius, alpha in frame.dust:
            self._draw_dust(canvas, shaken.to_screen(spot), radius * shaken.drawn_tile, alpha)
        if frame.relic is not None:
            half, pos, p = frame.relic
            x, y = shaken.to_screen(pos)
            size = shaken.drawn_tile * (0.4 + 0.3 * p)
            y -= shaken.drawn_tile * 0.9 * p
            canvas.image(f"ouroboros/{half}.png", (x - size / 2, y - size / 2, size, size),
                         alpha=int(255 * min(1.0, 2.5 * (1 - p) + 0.3)))
        canvas.screen.set_clip(previous)
        bx, by, bw, bh = BOARD_AREA
        canvas.rect(theme.PANEL_EDGE, (bx - 2, by - 2, bw + 4, bh + 4), 14, width=3)
        if frame.banner:
            width = canvas.text_width(frame.banner, 30, "title_bold") + 48
            canvas.rect((43, 29, 20, 210), (bx + bw / 2 - width / 2, by + 14, width, 48), 12)
            canvas.text(frame.banner, (bx + bw / 2, by + 38), 30, theme.GOLD, "title_bold",
                        anchor="center")
        if frame.card is not None:
            self._draw_card_shown(canvas, *frame.card)

    def _draw_still_floor(self, canvas: Canvas, frame: Frame, camera: Camera,
                          floor: Callable[[Canvas], None]) -> None:
        """The table stands still: the floor is kept, and the death radius over it kept
        apart. The floor changes with the camera, the tiles and the lights, the death
        radius with every move: a move that ends a turn repainted the whole floor (1.5-3 ms
        of its frame) where the radius alone is new. Both are opaque pictures painted over
        the pixels beneath, as the frame would paint them (core/kept_area.py). Both are
        keyed by what they show in pixels, so a camera gliding less than a pixel (as it
        settles after a move) keeps them."""
        tiles, lights, danger = self._still_pixels(canvas, frame, camera)
        base_key = (self.backdrop_key(), camera.drawn_tile, tiles, lights)
        areas = self.__dict__.setdefault("_floor_areas", (KeptArea(), KeptArea()))
        base, shown = areas
        if base.surface is None and not canvas.clipped:
            # the first frame paints the whole table anyway: the surfaces the death radius
            # and a moving table will need are made now, not in the frame that first
            # needs them (1-3 ms there); with animations off the table never moves
            shown.prepare(canvas, BOARD_AREA)
            if self.tweens.speed > 0:
                kept = self.__dict__.setdefault("_moving_floor", MovingFloor())
                kept.prepare(canvas.screen, canvas.to_screen(BOARD_AREA).size)
        seat = self.peril_seat()
        if seat is None or not self.danger_places(camera):
            base.draw(canvas, base_key, BOARD_AREA, floor)
            return
        base.ensure(canvas, base_key, BOARD_AREA, floor)  # the radius is painted over it
        # keyed by its squares in pixels, not the table's version: a move that moves
        # nobody (ending a turn that stayed) keeps the picture as it keeps the radius
        shown.draw(canvas, (seat, danger), BOARD_AREA,
                   lambda target: self.draw_danger(target, camera), under=base)

    def _still_pixels(self, canvas: Canvas, frame: Frame, camera: Camera) -> tuple:
        """Each tile's canvas calls, the lanterns and the death radius's squares, in the
        pixels the kept still floor is painted in (a kept layer paints with the canvas
        moved to its rectangle, `KeptArea._paint_on`, and rounds there). Worked out again
        only when the frame, the camera or the window changed (a still table's frames)."""
        memo_key = (camera.cx, camera.cy, camera.tile, canvas.offset, canvas.origin,
                    canvas.scale, self.version, self.peril_seat())
        memo = self.__dict__.setdefault("_still_memo", Memo()).values
        if memo.get("frame") is frame and memo.get("key") == memo_key:
            return memo["found"]
        target = canvas.to_screen(BOARD_AREA).move(canvas.origin)
        saved = canvas.offset
        canvas.offset = (saved[0] + canvas.origin[0] - target.x,
                         saved[1] + canvas.origin[1] - target.y)
        try:
            tiles = tuple(tuple((kind, what, tuple(canvas.to_screen(rect)), extra)
                                for kind, what, rect, extra in tile)
                          for tile in tile_calls(frame, camera))
            radius, spots = self._lights(canvas, frame, camera)
            danger = tuple(sorted(tuple(canvas.to_screen(camera.tile_rect(place)))
                                  for place in self.danger_places(camera)))
        finally:
            canvas.offset = saved
        found = tiles, (radius, tuple(spots)), danger
        memo.update(frame=frame, key=memo_key, found=found)
        return found

    def place_words(self, view, place: tuple[int, int]) -> list[str]:
        """What lies on a place, named for the pointer's tooltip."""
        tile = view.tiles.get(place)
        if tile is None:
            lines = ["Unexplored dark: a tile is laid there as you step in"] \
                if place in self.move_targets() else []
            if place in self.danger_places():
                lines.append("Red: standing here leaves someone out of reach")
            return lines
        names = {"empty": "Empty floor", "eye": "Eye of Horus (read when it was laid)",
                 "wall": "Wall"}
        lines = ["Broken wall: rubble you can cross" if tile.kind == "wall" and tile.broken
                 else names.get(tile.kind, tile.kind)]
        fells = self.felling_steps().get(place)
        if fells:
            lines.append(fells)
        if place in self.danger_places():
            lines.append("Red: standing here leaves someone out of reach")
        if tile.ledge:
            lines.append("Ledge Fall token")
        for explorer in view.explorers_at(place):
            state = "" if explorer.standing else " (incapacitated)"
            lines.append(f"{self.name(explorer.seat)}'s {explorer.role.capitalize()}{state}")
        for monster in view.monsters_at(place):
            title = CARD_NAMES.get(monster.kind, monster.kind)
            chase = (f", pursuing {self.name(monster.quarry)}" if monster.quarry is not None
                     else ", waiting")
            lines.append(f"{title} (power {monster.power}){chase}")
        return lines + self.power_words(view, place)

    def draw_place_tip(self, canvas: Canvas, view, pointer: tuple[float, float]) -> None:
        if self.hover_place is None or self.timeline is not None:
            return
        lines = self.place_words(view, self.hover_place)
        if not lines:
            return
        width = max(canvas.text_width(line, 15) for line in lines) + 24
        height = 12 + 20 * len(lines)
        _bx, by, _bw, bh = BOARD_AREA
        # the tip may leave the board (never the window): at its right edge it turns left
        x = pointer[0] + 16 if pointer[0] + 16 + width <= 1276 else pointer[0] - 12 - width
        x = max(4.0, x)
        y = min(max(by + 4, pointer[1] + 18), by + bh - height - 4)
        canvas.rect((43, 29, 20, 230), (x, y, width, height), 8)
        for i, line in enumerate(lines):
            canvas.text(line, (x + 12, y + 8 + 20 * i), 15,
                        theme.HIGHLIGHT if i == 0 else theme.BONE, "bold" if i == 0 else "body")

    def _draw_dust(self, canvas: Canvas, at: tuple[float, float], size: float,
                   alpha: float) -> None:
        """A soft cloud of sand (one blurred disc, scaled and faded)."""
        puff = self.__dict__.get("_puff")
        if puff is None:
            puff = pygame.Surface((64, 64), pygame.SRCALPHA)
            for i in range(16, 0, -1):
                shade = int(170 * (1 - i / 16) ** 0.7)
                pygame.draw.circle(puff, (196, 168, 122, shade), (32, 32), i * 2)
            self.__dict__["_puff"] = puff
        side = max(2, round(size * canvas.scale))
        cloud = pygame.transform.smoothscale(puff, (side, side))
        cloud.set_alpha(int(255 * max(0.0, min(1.0, alpha))))
        sx, sy = canvas.point_to_screen(at)
        canvas.screen.blit(cloud, (sx - side // 2, sy - side // 2))

    def draw_moving_floor(self, canvas: Canvas, frame: Frame, camera: Camera) -> None:
        """While the table moves, the floor (ground, tiles, night and warmth) is kept and
        made again only where a tile or a lantern changed (floor.py): a step, a tile
        laid or crumbling and a card shown painted the ground, filled the night and
        blended it over the board (1.4 MB) in every frame. A shaking camera, or a frame
        drawn in a region, paints them as before."""
        clip = canvas.to_screen(BOARD_AREA)
        if canvas.clipped or frame.shake != (0.0, 0.0):
            self._draw_ground(canvas, frame, camera)
            self._draw_darkness(canvas, frame, camera, clip)
            return
        holes = self.__dict__.setdefault("_holes", {})
        radius, spots = self._lights(canvas, frame, camera)
        warm = self._warm(radius)
        key = (self.backdrop_key(), canvas.scale, tuple(clip), canvas.screen.get_size())
        calls = tile_calls(frame, camera)
        tiles = [tuple((kind, what, tuple(canvas.to_screen(rect)), extra)
                       for kind, what, rect, extra in tile)
                 for tile in calls]  # as drawn, in window pixels
        kept = self.__dict__.setdefault("_moving_floor", MovingFloor())
        kept.draw(canvas.screen, clip, key, tiles,
                  lambda: self._moving_ground(canvas, calls, clip),
                  lambda: self._draw_darkness(canvas, frame, camera, clip),
                  lambda: self._night(holes, clip, radius, spots),
                  (radius, tuple(spots)), warm, lambda: holes[("night", clip.size)])

    def _moving_ground(self, canvas: Canvas, calls: list[list[tuple]],
                       clip: pygame.Rect) -> None:
        """`_draw_ground` on the window, its dark ground (the picture and the veil over
        it, the same in every frame) copied from a picture kept of its first painting
        over the backdrop: SDL blends even opaque art with a shade of what lies under, so
        the picture holds for the backdrop it was painted on (in the key)."""
        key = (self.backdrop_key(), tuple(clip), canvas.screen.get_size(), canvas.scale)
        kept: MovingFloor = self.__dict__.setdefault("_moving_floor", MovingFloor())
        if kept.dark_key == key and kept.dark is not None:
            canvas.screen.blit(kept.dark, clip.topleft)
        else:
            _paint_dark_ground(canvas)
            if canvas.screen.get_clip() == clip:  # painted whole: kept
                kept.keep_dark(canvas.screen, clip, key)
        self._paint_tiles(canvas, calls)

    def _lights(self, canvas: Canvas, frame: Frame,
                camera: Camera) -> tuple[int, list[tuple[int, int]]]:
        """The lantern holes' radius and their middles, in window pixels."""
        radius = max(8, round(GLOW_RADIUS * camera.drawn_tile * canvas.scale))
        return radius, [canvas.point_to_screen(camera.to_screen(light))
                        for light in frame.lights]

    def night_ahead(self, canvas: Canvas) -> bool:
        """While the camera zooms, make the lanterns' art (a hole in the night, a warmth)
        for one more of the radii it will pass on its way (whether there was one to
        make): each new radius made both in the frame that first showed it (1-1.7 ms)."""
        holes = self.__dict__.setdefault("_holes", {})
        start, goal = self.camera.drawn_tile, self.target_camera().drawn_tile
        step = TILE_STEP if goal > start else -TILE_STEP
        for k in range(1, round(abs(goal - start) / TILE_STEP) + 1):
            radius = max(8, round(GLOW_RADIUS * (start + k * step) * canvas.scale))
            if (radius, DARK[3]) not in holes:
                holes[(radius, DARK[3])] = _hole(radius, DARK[3])
                return True
            if ("warm", radius) not in holes:
                holes[("warm", radius)] = _warmth(radius)
                return True
        return False

    def _warm(self, radius: int) -> pygame.Surface:
        holes = self.__dict__.setdefault("_holes", {})
        warm = holes.get(("warm", radius))
        if warm is None:
            warm = holes[("warm", radius)] = _warmth(radius)
        return warm

    @staticmethod
    def _night(holes: dict, clip: pygame.Rect, radius: int,
               spots: list[tuple[int, int]]) -> None:
        """The night overlay brought to these lights (refilled round the lights that
        moved, floor.night_changes)."""
        night_changes(holes, clip.size, radius,
                      [(sx - clip.x, sy - clip.y) for sx, sy in spots], DARK, _hole)

    def _draw_ground(self, canvas: Canvas, frame: Frame, camera: Camera) -> None:
        """The floor under the night: the dark ground and the tiles."""
        _paint_dark_ground(canvas)
        self._draw_tiles(canvas, frame, camera)

    def _still_ground(self, canvas: Canvas) -> None:
        """The dark ground of `_draw_ground` (its picture and its veil), on a cleared
        transparent surface (the still floor's, a layer's): copied from its first painting
        on such a surface of the same size, since the larger of each channel over cleared
        pixels is an exact copy (the picture and the veil blended anew cost 0.3-0.5 ms of
        each painting of the still floor, which a settling camera repaints several times)."""
        rect = canvas.to_screen(BOARD_AREA)
        key = ("ground", canvas.screen.get_size(), tuple(rect), canvas.scale)
        holes = self.__dict__.setdefault("_holes", {})
        ground = holes.get(key)
        if ground is None:
            ground = pygame.Surface(canvas.screen.get_size(), pygame.SRCALPHA)
            saved = canvas.screen
            canvas.screen = ground
            try:
                _paint_dark_ground(canvas)
            finally:
                canvas.screen = saved
            holes[key] = ground
        canvas.screen.blit(ground, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)

    def _draw_tiles(self, canvas: Canvas, frame: Frame, camera: Camera) -> None:
        self._paint_tiles(canvas, tile_calls(frame, camera))

    @staticmethod
    def _paint_tiles(canvas: Canvas, calls: list[list[tuple]]) -> None:
        for tile in calls:
            for kind, what, rect, extra in tile:
                if kind == "rect":
                    canvas.rect(what, rect, extra)
                else:
                    canvas.image(what, rect, extra)

    def _draw_darkness(self, canvas: Canvas, frame: Frame, camera: Camera,
                       clip: pygame.Rect) -> None:
        """Night over the ruin with a hole of lantern light round each standing explorer."""
        holes = self.__dict__.setdefault("_holes", {})
        radius, spots = self._lights(canvas, frame, camera)
        self._night(holes, clip, radius, spots)
        canvas.screen.blit(holes[("night", clip.size)], clip.topleft)
        warm = self._warm(radius)
        for sx, sy in spots:
            canvas.screen.blit(warm, (sx - radius, sy - radius),
                               special_flags=pygame.BLEND_RGB_ADD)

    def _draw_targets(self, canvas: Canvas, camera: Camera) -> None:
        """The places the explorer at the keyboard may step into: dark ones as openings
        into the unknown, lit ones outlined; the one under the pointer brighter."""
        felling = self.felling_steps()
        for pos, dark in self.move_targets().items():
            x, y, size, _ = camera.tile_rect(pos)
            hover = pos == self.hover_place
            if pos in felling:
                self.draw_felling(canvas, camera, pos, hover)
                continue
            if dark:
                canvas.image("ouroboros/tile_dark.png", (x + 3, y + 3, size - 6, size - 6))
                canvas.text("?", (x + size / 2, y + size / 2), int(size * 0.32),
                            theme.HIGHLIGHT if hover else (200, 170, 110), "title_bold",
                            anchor="center")
            box = (x + 3, y + 3, size - 6, size - 6)
            pulse = 0.5 + 0.5 * math.sin(self.pulse_frame(box) / 12)  # read where it shows
            edge = (*theme.HIGHLIGHT, 255 if hover else int(120 + 110 * pulse))
            canvas.rect(edge, box, 8, width=4 if hover else 3)

    def _draw_chases(self, canvas: Canvas, frame: Frame, camera: Camera) -> None:
        for start, end in frame.chases:
            a, b = camera.to_screen(start), camera.to_screen(end)
            dx, dy = b[0] - a[0], b[1] - a[1]
            length = math.hypot(dx, dy)
            if length < 4:
                continue
            ux, uy = dx / length, dy / length
            size = camera.drawn_tile
            inset = size * 0.16
            a = (a[0] + ux * inset, a[1] + uy * inset)
            tip = (b[0] - ux * inset, b[1] - uy * inset)
            head = max(7.0, size * 0.09)
            base = (tip[0] - ux * head, tip[1] - uy * head)
            wing = (-uy * head * 0.7, ux * head * 0.7)
            canvas.line((40, 10, 8), a, base, 6)
            canvas.line(CHASE, a, base, 3)
            canvas.polygon(CHASE, [tip, (base[0] + wing[0], base[1] + wing[1]),
                                   (base[0] - wing[0], base[1] - wing[1])])

    def _draw_piece(self, canvas: Canvas, sprite: PieceSprite, camera: Camera) -> None:
        x, y = camera.to_screen(sprite.pos)
        tile = camera.drawn_tile
        size = sprite.size * tile
        lift = sprite.lift * tile
        alpha = int(255 * max(0.0, min(1.0, sprite.alpha)))
        if alpha <= 4:
            return
        edge = size + 16  # its rings, shadow and icon: a frame drawn in pulses elsewhere skips it
        if not canvas.touches((x - edge, min(y, y - lift) - edge, 2 * edge, abs(lift) + 2 * edge)):
            return
        if lift > 1:
            shadow = size * (0.7 - 0.2 * min(1.0, lift / tile))
            canvas.rect((0, 0, 0, 80), (x - shadow / 2, y + size * 0.3, shadow, size * 0.16),
                         int(size * 0.08))
        if sprite.key == ("pawn", self.acting_seat()) and sprite.status is Status.STANDING:
            reach = size * 0.56 + 3  # the ring's largest radius and width
            glow = 0.5 + 0.5 * math.sin(
                self.pulse_frame((x - reach, y - lift - reach, 2 * reach, 2 * reach)) / 10)
            canvas.circle((255, 214, 102), (x, y - lift), size * (0.52 + 0.04 * glow), 3)
        if sprite.hunted and sprite.status is Status.STANDING:
            canvas.circle(CHASE, (x, y - lift), size * 0.56, 3)
        if sprite.ring is not None:
            canvas.circle(sprite.ring[:3], (x, y - lift), size * 0.6, 4)
        down = sprite.status is Status.DOWN
        if down:
            alpha = min(alpha, 150)
        canvas.image(sprite.art, (x - size / 2, y - lift - size / 2, size, size), alpha)
        if down:
            icon = max(14.0, size * 0.42)
            canvas.image("ouroboros/icon_incapacitated.png",
                         (x + size / 2 - icon * 0.8, y - size / 2 - icon * 0.2, icon, icon))

    def card_ahead(self, canvas: Canvas) -> bool:
        """Before a card is shown large, set its title at one more of the sizes it grows
        through, or its note (whether there was one to set): each new size opened a font
        and rendered the title in the frames of its growing (0.5-1 ms each, the first
        time)."""
        timeline = self.timeline
        if timeline is None:
            return False
        for beat in timeline.cards():
            if beat.start <= timeline.now:
                continue  # shown now, or past: its frames set its title themselves
            title = CARD_NAMES.get(beat.event.card, beat.event.card)
            for size in title_sizes(title):
                if not canvas.has_text(title, size, theme.INK, "title_bold"):
                    canvas.text_surface(title, size, theme.INK, "title_bold")
                    return True
            note = CARD_NOTES.get(beat.event.card, "")
            if note and not canvas.has_text(note, 20, theme.BONE, "bold"):
                canvas.text_width(note, 20, "bold")
                canvas.text_surface(note, 20, theme.BONE, "bold")
                return True
        return False

    def _draw_card_shown(self, canvas: Canvas, card: str, p: float) -> None:
        """A drawn card, large over the board for a moment, with its name and what it does."""
        bx, by, bw, bh = BOARD_AREA
        grow = min(1.0, p / 0.18)
        fade = min(1.0, (1.0 - p) / 0.15)
        alpha = int(255 * max(0.0, min(grow, fade)))
        scale = CARD_GROWN * (0.6 + 0.4 * grow)
        w, h = CARD_SIZE[0] * scale, CARD_SIZE[1] * scale
        cx, cy = bx + bw / 2, by + bh / 2 - 20
        canvas.rect((0, 0, 0, int(alpha * 0.45)), (cx - w / 2 + 6, cy - h / 2 + 10, w, h), 12)
        canvas.image(f"ouroboros/card_{card}.png", (cx - w / 2, cy - h / 2, w, h), alpha)
        title = CARD_NAMES.get(card, card)
        canvas.text(title, (cx, cy - h / 2 + 146 * scale), title_size(title, scale),
                    theme.INK, "title_bold", anchor="center", alpha=alpha)
        note = CARD_NOTES.get(card, "")
        if note and grow >= 1.0:
            width = canvas.text_width(note, 20, "bold") + 32
            canvas.rect((43, 29, 20, int(alpha * 0.85)), (cx - width / 2, cy + h / 2 + 12,
                                                         width, 36), 10)
            canvas.text(note, (cx, cy + h / 2 + 30), 20, theme.BONE, "bold", anchor="center",
                        alpha=alpha)
