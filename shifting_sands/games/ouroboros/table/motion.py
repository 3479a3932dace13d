"""One frame of the ruin, between the world before an event and the world after it.

`compose` turns a beat of the timeline (world.py) and its progress into plain sprites: tiles
with a place, a picture, a fade and a flip; pieces with a place, a size and a lift; and the
effects (a card shown large, a shake, dust, a glow). The board painter draws them. No pygame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from shifting_sands.games.ouroboros.rules import actions as ev
from shifting_sands.games.ouroboros.rules.actions import DIRECTIONS, Pos
from shifting_sands.games.ouroboros.rules.pieces import Status, Tile
from shifting_sands.games.ouroboros.table.layout import slots
from shifting_sands.games.ouroboros.table.world import Beat, World, on_line

Point = tuple[float, float]


def tile_art(tile: Tile, fresh: bool = False) -> str:
    """A tile's picture. An Eye on the table has always been read (it is read as it is
    laid), so only a tile being laid shows the bright eye."""
    if tile.kind == "wall":
        return "ouroboros/tile_rubble.png" if tile.broken else "ouroboros/tile_wall.png"
    if tile.kind == "eye":
        return "ouroboros/tile_eye.png" if fresh else "ouroboros/tile_searched_eye.png"
    return "ouroboros/tile_empty.png"


@dataclass
class TileSprite:
    pos: Point
    art: str
    ledge: bool = False
    alpha: float = 1.0
    width: float = 1.0
    """Fraction of the width shown (a card flipping over)."""
    scale: float = 1.0
    ledge_scale: float = 1.0


@dataclass
class PieceSprite:
    key: tuple[str, int]
    pos: Point
    size: float
    art: str
    alpha: float = 1.0
    lift: float = 0.0
    """Tiles above its place (a jump's arc)."""
    status: Status = Status.STANDING
    ring: tuple[int, int, int] | None = None
    """A glow around the piece (revived, felled, ushered, unharmed)."""
    hunted: bool = False
    """A monster pursues this explorer."""


@dataclass
class Frame:
    tiles: list[TileSprite] = field(default_factory=list)
    pieces: list[PieceSprite] = field(default_factory=list)
    chases: list[tuple[Point, Point]] = field(default_factory=list)
    """A monster's place and its quarry's, for the pursuit arrow."""
    lights: list[Point] = field(default_factory=list)
    """Where the standing explorers' lanterns are."""
    shake: Point = (0.0, 0.0)
    dust: list[tuple[Point, float, float]] = field(default_factory=list)
    """(place, radius in tiles, alpha 0..1) of dust clouds."""
    card: tuple[str, float] | None = None
    """A drawn card shown large, with its progress."""
    relic: tuple[str, Point, float] | None = None
    banner: str = ""


def piece_places(world: World) -> dict[tuple[str, int], tuple[Point, float]]:
    """Every piece's centre (in tiles) and size on the still table: explorers first, then
    monsters, side by side on a shared tile."""
    places: dict[tuple[str, int], tuple[Point, float]] = {}
    spots = {p.pos for p in world.pawns.values() if p.status is not Status.DEAD}
    spots |= {b.pos for b in world.beasts.values()}
    for pos in spots:
        pawns, beasts = world.pieces_at(pos)
        keys = [("pawn", p.seat) for p in sorted(pawns, key=lambda p: p.seat)]
        keys += [("beast", b.id) for b in sorted(beasts, key=lambda b: b.id)]
        for key, (dx, dy, size) in zip(keys, slots(len(keys)), strict=False):
            places[key] = ((pos[0] + dx, pos[1] + dy), size)
    return places


def _art(world: World, key: tuple[str, int]) -> str:
    if key[0] == "pawn":
        return f"ouroboros/explorer_{world.pawns[key[1]].role}.png"
    return f"ouroboros/monster_{world.beasts[key[1]].kind}.png"


def _lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _ease(t: float) -> float:
    return 0.5 - math.cos(math.pi * t) / 2


def still(world: World) -> Frame:
    return compose(None, 1.0, world)


def compose(beat: Beat | None, p: float, world: World) -> Frame:
    """The frame at progress `p` of `beat` (None: `world` standing still)."""
    before = beat.before if beat is not None else world
    after = beat.after if beat is not None else world
    event = beat.event if beat is not None else None
    frame = Frame()
    _tiles(frame, before, after, event, p)
    _pieces(frame, before, after, event, p)
    _effects(frame, after, event, p)
    return frame


def _tiles(frame: Frame, before: World, after: World, event: Any, p: float) -> None:
    if isinstance(event, ev.TremorShift):
        shift = _ease(p)
        for pos, tile in before.tiles.items():
            moving = on_line(pos, event)
            at = (pos[0] + event.dx * shift, pos[1] + event.dy * shift) if moving else pos
            frame.tiles.append(TileSprite(at, tile_art(tile), tile.ledge))
        return
    for pos, tile in before.tiles.items():
        if pos not in after.tiles:  # vanishing: it crumbles away into the dark
            fade = 1.0 - p
            frame.tiles.append(TileSprite(pos, tile_art(tile), tile.ledge, alpha=fade,
                                          scale=0.75 + 0.25 * fade))
    for pos, tile in after.tiles.items():
        sprite = TileSprite(pos, tile_art(tile), tile.ledge)
        if isinstance(event, ev.TileLaid) and pos == (event.x, event.y):
            # drops in face down and turns over
            if p < 0.5:
                sprite.art, sprite.width = "ouroboros/tile_back.png", 1.0 - 2 * p
                sprite.ledge = False
            else:
                sprite.art, sprite.width = tile_art(tile, fresh=True), 2 * p - 1
            sprite.scale = 1.18 - 0.18 * _ease(p)
        elif isinstance(event, ev.WallBroken) and pos == tuple(event.at) and p < 0.4:
            sprite.art = tile_art(before.tiles.get(pos, tile))
        elif isinstance(event, ev.LedgePlaced) and pos == tuple(event.at):
            sprite.ledge_scale = 1.6 - 0.6 * _ease(p)
        elif isinstance(event, ev.CardDrawn | ev.RelicFound) and tile.kind == "eye":
            pawn = after.pawns.get(event.seat)
            if pawn is not None and pawn.pos == pos:
                sprite.art = tile_art(tile, fresh=True)  # the eye is read now
        frame.tiles.append(sprite)


def _pieces(frame: Frame, before: World, after: World, event: Any, p: float) -> None:
    old, new = piece_places(before), piece_places(after)
    jumping = isinstance(event, ev.LedgeJump)
    for key in list(new) + [k for k in old if k not in new]:
        world = after if key in new else before
        pos, size = new.get(key) or old[key]
        alpha, lift = 1.0, 0.0
        if key in new and key in old:
            start, _ = old[key]
            if start != pos:
                t = _ease(p)
                arc = jumping and (event.seat == key[1] if key[0] == "pawn"
                                   else event.monster == key[1])
                pos = _lerp(start, pos, t)
                if arc:
                    lift = math.sin(math.pi * p) * 0.9
                    size *= 1 + 0.3 * math.sin(math.pi * p)
        elif key in new:  # appears: rises out of the floor
            alpha, size = p, size * (0.3 + 0.7 * _ease(p))
        else:  # leaves: fades where it was
            alpha = 1.0 - p
        status = Status.STANDING
        if key[0] == "pawn":
            status = world.pawns[key[1]].status
        sprite = PieceSprite(key, pos, size, _art(world, key), alpha, lift, status)
        if isinstance(event, ev.Blocked) and key == ("pawn", event.seat):
            dx, dy = event.wall[0] - event.at[0], event.wall[1] - event.at[1]
            bump = 0.3 * math.sin(math.pi * p)
            sprite.pos = (pos[0] + dx * bump, pos[1] + dy * bump)
        frame.pieces.append(sprite)
        if key[0] == "pawn" and status is Status.STANDING and alpha > 0.5:
            frame.lights.append((sprite.pos[0], sprite.pos[1] - lift))
    _rings(frame, event, p)
    _chases(frame, after)


def _rings(frame: Frame, event: Any, p: float) -> None:
    colours = {ev.Revived: (120, 220, 120), ev.Incapacitated: (230, 70, 60),
               ev.Ushered: (255, 214, 102), ev.HazardIgnored: (255, 214, 102),
               ev.MonsterPursues: (230, 70, 60)}
    colour = colours.get(type(event))
    if colour is None:
        return
    key = ("pawn", event.seat)
    if isinstance(event, ev.Ushered):
        key = ("pawn", event.guide)
    for sprite in frame.pieces:
        if sprite.key == key:
            sprite.ring = (*colour, int(255 * math.sin(math.pi * min(1.0, p))))


def _chases(frame: Frame, world: World) -> None:
    where = {s.key: s.pos for s in frame.pieces}
    for beast in world.beasts.values():
        if beast.quarry is None:
            continue
        a, b = where.get(("beast", beast.id)), where.get(("pawn", beast.quarry))
        if a is not None and b is not None:
            frame.chases.append((a, b))
        for sprite in frame.pieces:
            if sprite.key == ("pawn", beast.quarry):
                sprite.hunted = True


def _effects(frame: Frame, after: World, event: Any, p: float) -> None:
    if isinstance(event, ev.CardDrawn):
        frame.card = (event.card, p)
    elif isinstance(event, ev.Incapacitated) and "cave-in" in event.cause:
        pawn = after.pawns.get(event.seat)
        amp = 0.12 * (1.0 - p)
        frame.shake = (amp * math.sin(p * 55), amp * math.cos(p * 41))
        if pawn is not None:
            for i in range(7):
                angle = i * 0.9 + p * 1.5
                reach = 0.2 + 0.9 * p
                spot = (pawn.pos[0] + math.cos(angle) * reach,
                        pawn.pos[1] + math.sin(angle) * reach * 0.8)
                frame.dust.append((spot, 0.25 + 0.35 * p, 1.0 - p))
        frame.banner = "Cave-In!"
    elif isinstance(event, ev.WallBroken):
        at = tuple(event.at)
        for i in range(5):
            angle = i * 1.3
            spot = (at[0] + math.cos(angle) * 0.3 * p, at[1] + math.sin(angle) * 0.3 * p)
            frame.dust.append((spot, 0.2 + 0.3 * p, 1.0 - p))
        frame.shake = (0.04 * math.sin(p * 40) * (1 - p), 0.0)
    elif isinstance(event, ev.TremorShift):
        frame.shake = (0.05 * math.sin(p * 60) * (1 - p), 0.05 * math.cos(p * 47) * (1 - p))
        frame.banner = "Tremor!"
    elif isinstance(event, ev.RelicFound):
        pawn = after.pawns.get(event.seat)
        if pawn is not None:
            frame.relic = (event.half, pawn.pos, p)
    elif isinstance(event, ev.TilesVanished) and event.cause == "darkness":
        frame.banner = "Darkness!"
    elif isinstance(event, ev.Died):
        frame.banner = "Lost forever"


def direction_of(src: Pos, dst: Pos) -> str | None:
    """The word for a one-tile step from `src` to `dst`, if it is one."""
    delta = (dst[0] - src[0], dst[1] - src[1])
    return next((word for word, d in DIRECTIONS.items() if d == delta), None)
