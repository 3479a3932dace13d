"""What the board shows, step by step: the table as a `World`, and the events of one action
laid out on a timeline of worlds that the animations run through.

A view shows the table after an action; the events say how it got there. Replaying them on
the world shown before gives one world after each event, so every animation is drawn
between two worlds (an explorer is wherever that event left them), never decided here.
No pygame: the timeline is plain data the tests can read.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from shifting_sands.games.ouroboros.rules import actions as ev
from shifting_sands.games.ouroboros.rules.actions import Pos
from shifting_sands.games.ouroboros.rules.pieces import Explorer, Monster, Status, Tile

Pawn = Explorer
"""An explorer as the board shows it at one moment (the rules' own value)."""
Beast = Monster
"""A monster as the board shows it at one moment (the rules' own value)."""


@dataclass(frozen=True)
class World:
    tiles: Mapping[Pos, Tile]
    pawns: Mapping[int, Pawn]
    beasts: Mapping[int, Beast]

    def pieces_at(self, pos: Pos) -> tuple[list[Pawn], list[Beast]]:
        pawns = [p for p in self.pawns.values() if p.pos == pos and p.status is not Status.DEAD]
        beasts = [b for b in self.beasts.values() if b.pos == pos]
        return pawns, beasts


def world_of(view: Any) -> World:
    pawns = {e.seat: e for e in view.explorers}
    beasts = {m.id: m for m in view.monsters}
    return World(dict(view.tiles), pawns, beasts)


DURATIONS: dict[type, float] = {
    ev.TileLaid: 0.42, ev.Stepped: 0.32, ev.Blocked: 0.32, ev.WallBroken: 0.5,
    ev.CardDrawn: 1.35, ev.LedgePlaced: 0.35, ev.LedgeJump: 0.6, ev.Ushered: 0.4,
    ev.TremorShift: 0.6, ev.HazardIgnored: 0.5, ev.MonsterAppeared: 0.5,
    ev.MonsterPursues: 0.35, ev.MonsterMoved: 0.34, ev.MonsterDefeated: 0.55,
    ev.MonsterGone: 0.45, ev.Incapacitated: 0.55, ev.Revived: 0.55, ev.Died: 0.7,
    ev.RelicFound: 0.9, ev.TilesVanished: 0.5,
}
"""Seconds each event takes on screen at normal speed (others take none)."""
CAVE_IN = 0.9


def on_line(pos: Pos, event: ev.TremorShift) -> bool:
    """Whether `pos` (before the slide) lies on the tremor's row or column."""
    return pos[1] == event.line if event.axis == "row" else pos[0] == event.line


def advance(world: World, event: Any) -> World:
    """The world after `event` (events carry what changed; anything they leave out, the
    final view puts right when the timeline ends)."""
    tiles, pawns, beasts = dict(world.tiles), dict(world.pawns), dict(world.beasts)

    def pawn(seat: int, **changes: Any) -> None:
        if seat in pawns:
            pawns[seat] = replace(pawns[seat], **changes)

    def beast(id_: int, **changes: Any) -> None:
        if id_ in beasts:
            beasts[id_] = replace(beasts[id_], **changes)

    match event:
        case ev.TileLaid(x=x, y=y, kind=kind):
            tiles[(x, y)] = Tile(kind)
        case ev.Stepped(seat=seat, dst=dst) | ev.LedgeJump(seat=seat, dst=dst) if seat >= 0:
            pawn(seat, pos=tuple(dst))
        case ev.LedgeJump(monster=monster, dst=dst):
            beast(monster, pos=tuple(dst), quarry=None)
        case ev.WallBroken(at=at):
            if tuple(at) in tiles:
                tiles[tuple(at)] = replace(tiles[tuple(at)], broken=True)
        case ev.LedgePlaced(at=at):
            if tuple(at) in tiles:
                tiles[tuple(at)] = replace(tiles[tuple(at)], ledge=True)
        case ev.TremorShift(dx=dx, dy=dy):
            moved = {p: t for p, t in tiles.items() if on_line(p, event)}
            for p in moved:
                del tiles[p]
            tiles.update({(p[0] + dx, p[1] + dy): t for p, t in moved.items()})
            for p in list(pawns.values()):
                if p.status is not Status.DEAD and on_line(p.pos, event):
                    pawn(p.seat, pos=(p.pos[0] + dx, p.pos[1] + dy))
            for b in list(beasts.values()):
                if on_line(b.pos, event):
                    beast(b.id, pos=(b.pos[0] + dx, b.pos[1] + dy))
        case ev.MonsterAppeared(monster=monster, kind=kind, at=at, card=card):
            beasts[monster] = Beast(monster, kind, card, tuple(at), None)
        case ev.MonsterPursues(monster=monster, seat=seat):
            beast(monster, quarry=seat)
        case ev.MonsterMoved(monster=monster, dst=dst):
            beast(monster, pos=tuple(dst))
        case ev.MonsterDefeated(monster=monster) | ev.MonsterGone(monster=monster):
            beasts.pop(monster, None)
        case ev.Incapacitated(seat=seat):
            pawn(seat, status=Status.DOWN)
        case ev.Revived(seat=seat):
            pawn(seat, status=Status.STANDING)
        case ev.Died(seat=seat):
            pawn(seat, status=Status.DEAD, relics=())
        case ev.RelicFound(seat=seat, half=half):
            if seat in pawns:
                pawn(seat, relics=(*pawns[seat].relics, half))
        case ev.TilesVanished(cells=cells):
            for cell in cells:
                tiles.pop(tuple(cell), None)
    return World(tiles, pawns, beasts)


def duration(before: World, event: Any) -> float:
    """How long `event` takes: nothing for a step that goes nowhere (the ledge jump already
    carried the explorer), longer for a Cave-In's rumble."""
    if isinstance(event, ev.Stepped) and before.pawns.get(event.seat) is not None \
            and before.pawns[event.seat].pos == tuple(event.dst):
        return 0.0
    if isinstance(event, ev.Incapacitated) and "cave-in" in event.cause:
        return CAVE_IN
    if isinstance(event, ev.TilesVanished) and not event.cells:
        return 0.0
    return DURATIONS.get(type(event), 0.0)


@dataclass(frozen=True)
class Beat:
    """One event's stretch of the timeline, between the worlds before and after it."""

    start: float
    length: float
    event: Any
    before: World
    after: World

    @property
    def end(self) -> float:
        return self.start + self.length


@dataclass
class Timeline:
    beats: list[Beat] = field(default_factory=list)
    now: float = 0.0

    @property
    def total(self) -> float:
        return self.beats[-1].end if self.beats else 0.0

    def at(self, now: float | None = None) -> tuple[Beat | None, float, World | None]:
        """The beat running at `now` (or the last), its progress 0..1 and the world then."""
        now = self.now if now is None else now
        if not self.beats:
            return None, 1.0, None
        for beat in self.beats:
            if beat.length > 0 and now < beat.end:
                if now < beat.start:
                    return None, 1.0, beat.before
                return beat, (now - beat.start) / beat.length, beat.before
        last = self.beats[-1]
        return None, 1.0, last.after

    def cards(self) -> list[Beat]:
        return [b for b in self.beats if isinstance(b.event, ev.CardDrawn)]


def build_timeline(start: World, events: Sequence[Any]) -> Timeline:
    beats: list[Beat] = []
    world, clock = start, 0.0
    for event in events:
        after = advance(world, event)
        length = duration(world, event)
        beats.append(Beat(clock, length, event, world, after))
        clock += length
        world = after
    return Timeline(beats)
