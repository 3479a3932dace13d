"""The floor under a moving table (a step, a tile laid or crumbling, a card shown), kept in
parts so a frame paints only what changed, pixel for pixel as painting it whole would.

Two pictures of the board's rectangle are kept, in the window's format:

- the ground: the dark ground and every tile, as painted on the window;
- the floor: the ground with the night blended over it and the lanterns' warmth added.

A frame compares each tile's canvas calls, in window pixels, with the frame before's: a
camera that moved less than a pixel changes none (a monster's walk: most of its frames); a
tile turning or fading repaints the ground only in its rectangles (every tile, in order,
clipped there, so a laid tile growing over its neighbours is painted as it was). While
the lanterns stand still the floor is then made again only there (ground copied, night
blended, warmth added: each pixel's own sums) and copied whole onto the window, in place
of a 1.4 MB alpha blend and the warmth's additions. A lantern that moved blends the night
over the ground on the window as before (its light reaches across half the board), with
the night refilled round its old and new places only when that is less than half the
board (holes are cut with BLEND_RGBA_MIN: the same pixels in any order). A camera that
moved a pixel, or a new tile, paints the ground whole as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

MAX_CHANGED_TILES = 6
"""More tiles changing at once than this paints the ground whole."""
EDGE = 3
"""Pixels added round a changed tile's rectangle (rounding of scaled art and shadows)."""


def tile_calls(frame: Any, camera: Any) -> list[list[tuple]]:
    """For each tile of the frame, in order, the canvas calls that draw it (none for a tile
    faded out): ("rect", colour, rect, radius) for the shadow under a tile being laid,
    ("image", art, rect, alpha) for its picture and its ledge token; rects logical."""
    calls: list[list[tuple]] = []
    for sprite in frame.tiles:
        x, y, size, _ = camera.tile_rect(sprite.pos)
        scaled = size * sprite.scale
        width = max(1.0, scaled * sprite.width)
        cx, cy = x + size / 2, y + size / 2
        tile: list[tuple] = []
        calls.append(tile)
        if sprite.alpha <= 0.02:
            continue
        if sprite.scale > 1.01:
            tile.append(("rect", (0, 0, 0, 90),
                         (cx - width / 2 + 4, cy - scaled / 2 + 8, width, scaled), 6))
        alpha = int(255 * sprite.alpha)
        tile.append(("image", sprite.art, (cx - width / 2, cy - scaled / 2, width, scaled),
                     alpha))
        if sprite.ledge and sprite.width > 0.6:
            token = size * 0.5 * sprite.ledge_scale
            tile.append(("image", "ouroboros/token_ledge_fall.png",
                         (cx + size * 0.16 - token / 2, cy + size * 0.16 - token / 2, token,
                          token), alpha))
    return calls


def _reach(calls: tuple, clip: pygame.Rect) -> pygame.Rect | None:
    """The window rectangle a tile's calls (in window pixels) paint, within `clip`."""
    rects = [pygame.Rect(rect) for _kind, _what, rect, _extra in calls]
    if not rects:
        return None
    area = rects[0].unionall(rects[1:]).inflate(2 * EDGE, 2 * EDGE).clip(clip)
    return area if area.w and area.h else None


def night_changes(holes: dict, size: tuple[int, int], radius: int,
                  spots: Sequence[tuple[int, int]], dark: tuple[int, int, int, int],
                  make_hole: Callable[[int, int], pygame.Surface]) -> list[pygame.Rect] | None:
    """Bring the night overlay of `size` (in `holes`, shared with the still floor) to the
    lanterns at `spots` (overlay pixels): the rectangles refilled ([] if none), or None
    when it was filled whole (a new size, radius or number of lights)."""
    overlay = holes.get(("night", size))
    if overlay is None:  # made once a size: 1.4 MB, not to be made in every frame
        overlay = holes[("night", size)] = pygame.Surface(size, pygame.SRCALPHA)
    made = (radius, tuple(spots))
    before = holes.get(("night made", size))
    if before == made:
        return []
    hole = holes.get((radius, dark[3]))
    if hole is None:
        hole = holes[(radius, dark[3])] = make_hole(radius, dark[3])
    side = 2 * radius

    def whole() -> None:
        overlay.fill(dark)
        for x, y in spots:
            overlay.blit(hole, (x - radius, y - radius), special_flags=pygame.BLEND_RGBA_MIN)
        holes[("night made", size)] = made

    if before is None or before[0] != radius or len(before[1]) != len(spots):
        return whole()
    bounds = overlay.get_rect()
    rects = []
    for (ox, oy), (nx, ny) in zip(before[1], spots, strict=True):
        if (ox, oy) != (nx, ny):  # where its hole was and is
            rect = pygame.Rect(min(ox, nx) - radius, min(oy, ny) - radius,
                               abs(ox - nx) + side, abs(oy - ny) + side).clip(bounds)
            if rect.w and rect.h:
                rects.append(rect)
    if sum(r.w * r.h for r in rects) * 2 > bounds.w * bounds.h:
        return whole()
    for rect in rects:  # the night as filled afresh there: dark, then every hole cut
        overlay.fill(dark, rect)
    for rect in rects:
        overlay.set_clip(rect)
        for x, y in spots:
            overlay.blit(hole, (x - radius, y - radius), special_flags=pygame.BLEND_RGBA_MIN)
    overlay.set_clip(None)
    holes[("night made", size)] = made
    return rects


def _apart(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rectangles with those that overlap joined: each pixel is painted once, over
    what lay under the board. (Painting the ground again over itself would differ: SDL
    blends even an opaque picture's pixels with a shade of what lies beneath.)"""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        joined = True
        while joined:
            joined = False
            for other in out:
                if rect.colliderect(other):
                    rect.union_ip(other)
                    out.remove(other)
                    joined = True
                    break
        out.append(rect)
    return out


class MovingFloor:
    """The kept ground and floor of one scene (see the module doc)."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.tiles: list[tuple] = []
        self.ground: pygame.Surface | None = None
        self.floor: pygame.Surface | None = None
        self.dark: pygame.Surface | None = None
        """The dark ground alone (the picture and its veil, under the tiles)."""
        self.dark_key: tuple | None = None
        self.lit: tuple | None = None
        """The lights (radius, spots) of the frame before."""
        self.made: tuple | None = None
        """The lights the floor was made with (None: it is to be made whole)."""
        self.ground_kept = False
        """Whether `ground` holds the ground painted with `key` and `tiles`."""
        self.gliding = False
        """The frame before painted the ground whole for a camera that had moved."""
        self.spare = False
        """The last frame kept the ground and made no picture whole: it has time to spare
        for work ahead (the lanterns' art, a card's title, the death radius)."""
        self.grounds = 0
        """Whole ground paints (tests count them)."""
        self.parts = 0
        """Ground paints in part, round tiles that changed (tests count them)."""

    def still_value(self) -> None:
        """Nothing a still frame shows (core/still.py): pictures of moving frames, kept
        for the next one, not walked each frame."""
        return None

    def prepare(self, screen: pygame.Surface, size: tuple[int, int]) -> None:
        """Make the pictures' surfaces (about 1 ms each, made and first written) ahead of
        the first moving frame."""
        if self.ground is None or self.ground.get_size() != size:
            self.ground = pygame.Surface(size, 0, screen)
            self.ground.fill((0, 0, 0))
            self.ground_kept = False
        if self.floor is None or self.floor.get_size() != size:
            self.floor = pygame.Surface(size, 0, screen)
            self.floor.fill((0, 0, 0))
            self.made = None
        if self.dark is None or self.dark.get_size() != size:
            self.dark = pygame.Surface(size, 0, screen)
            self.dark.fill((0, 0, 0))
            self.dark_key = None

    def keep_dark(self, screen: pygame.Surface, clip: pygame.Rect, key: tuple) -> None:
        """Keep the dark ground just painted in `clip` (before any tile)."""
        if self.dark is None or self.dark.get_size() != clip.size:
            self.dark = pygame.Surface(clip.size, 0, screen)
        self.dark.blit(screen, (0, 0), area=clip)
        self.dark_key = key

    def draw(self, screen: pygame.Surface, clip: pygame.Rect, key: tuple,
             tiles: list[tuple], paint_ground: Callable[[], None],
             darkness: Callable[[], None],
             night: Callable[[], object], lit: tuple, warm: pygame.Surface,
             overlay: Callable[[], pygame.Surface]) -> None:
        """Put the floor on `screen` in `clip` (the board's rectangle, the screen's clip).
        `key` names what the whole ground depends on besides the tiles (the window, the
        backdrop); `tiles` are each tile's canvas calls in window pixels (`tile_calls`),
        so a camera that moved less than a pixel changes nothing; `darkness` draws the
        night on the window as it always was; `night` brings the overlay up to date (see
        `night_changes`); `lit` is (radius, spots in window pixels) and `warm` is added
        at each spot."""
        changed = self._ground(screen, clip, key, tiles, paint_ground)
        self.spare = changed is not None
        moved, self.lit = lit != self.lit, lit
        if changed is None or moved:
            # the ground painted whole, or a lantern moved (its light reaches across half
            # the board: blending the night there costs about what blending it whole does)
            if changed is not None:
                assert self.ground is not None
                screen.blit(self.ground, clip.topleft)
            darkness()
            self.made = None
            return
        night()  # the lights of the frame before: nothing to refill
        rects = list(changed)
        if self.floor is None or self.floor.get_size() != clip.size or self.made != lit:
            if self.floor is None or self.floor.get_size() != clip.size:
                self.floor = pygame.Surface(clip.size, 0, screen)
            rects = [self.floor.get_rect()]
            self.spare = False  # the floor made whole: no time to spare
        self._make_floor(clip, rects, overlay(), warm, lit[0], lit[1])
        self.made = lit
        screen.blit(self.floor, clip.topleft)

    def _ground(self, screen: pygame.Surface, clip: pygame.Rect, key: tuple,
                tiles: list[tuple], paint_ground: Callable[[], None]) -> list[pygame.Rect] | None:
        """Bring the kept ground up to date: the rectangles repainted (floor-relative), or
        None when it was painted whole on the window (and kept, unless the camera glides:
        then the next frame shows another ground, and the 1.4 MB copy would be lost)."""
        same = key == self.key and len(tiles) == len(self.tiles)
        changed = [i for i, (a, b) in enumerate(zip(tiles, self.tiles, strict=False))
                   if a != b] if same else []
        ground = self.ground
        if not same or not self.ground_kept or ground is None \
                or ground.get_size() != clip.size or len(changed) > MAX_CHANGED_TILES:
            paint_ground()
            moved = not same or len(changed) > MAX_CHANGED_TILES
            self.ground_kept = not (moved and self.gliding)
            self.gliding = moved
            if self.ground_kept:
                if ground is None or ground.get_size() != clip.size:
                    ground = self.ground = pygame.Surface(clip.size, 0, screen)
                ground.blit(screen, (0, 0), area=clip)
            self.key, self.tiles = key, tiles
            self.grounds += 1
            return None
        self.gliding = False
        if not changed:
            return []
        rects = []
        for i in changed:  # where the tile was and where it is (its old look lies under both)
            rects += [area for area in (_reach(tiles[i], clip), _reach(self.tiles[i], clip))
                      if area is not None]
        rects = _apart(rects)
        for area in rects:  # every tile in its order, clipped to the area, as painted whole
            screen.set_clip(area)
            paint_ground()
            ground.blit(screen, (area.x - clip.x, area.y - clip.y), area=area)
        screen.set_clip(clip)
        self.tiles = tiles
        self.parts += 1
        return [area.move(-clip.x, -clip.y) for area in rects]

    def _make_floor(self, clip: pygame.Rect, rects: list[pygame.Rect],
                    overlay: pygame.Surface, warm: pygame.Surface, radius: int,
                    spots: Sequence[tuple[int, int]]) -> None:
        """The floor in `rects`: the ground, the night blended over it, the warmth added,
        each pixel as the window's blits made it."""
        floor, ground = self.floor, self.ground
        assert floor is not None and ground is not None
        for rect in rects:
            if not rect.w or not rect.h:
                continue
            floor.set_clip(rect)
            floor.blit(ground, rect.topleft, area=rect)
            floor.blit(overlay, rect.topleft, area=rect)
            for sx, sy in spots:
                floor.blit(warm, (sx - clip.x - radius, sy - clip.y - radius),
                           special_flags=pygame.BLEND_RGB_ADD)
        floor.set_clip(None)
