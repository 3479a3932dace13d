"""What one seat may know of the table: everything but the cartouches it has not seen and
the order of the cartouche pile (events, trials and the bag are drawn at random, so their
remaining contents are public). A face-down cartouche it has not seen reads "cartouche:?".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from shifting_sands.games.curse_reverse.rules import actions as ev

UNKNOWN = "cartouche:?"


@dataclass(frozen=True)
class Frame:
    """A frame of the stack as a seat sees it (`data` is JSON, secrets removed)."""

    kind: str
    data: tuple[tuple[str, Any], ...]

    def get(self, key: str, default: Any = None) -> Any:
        for name, value in self.data:
            if name == key:
                return value
        return default


@dataclass(frozen=True)
class CurseView:
    seat: int | None
    content: str
    """The hash of the content the game is played with (`content_by_hash`)."""
    variant: str
    players: int
    thieves: tuple[str, ...]
    people: tuple[bool, ...]
    ask: tuple[str, ...]
    orientation: tuple[int, ...]
    home: tuple[str, ...]
    pos: tuple[str, ...]
    packs: tuple[tuple[str, ...], ...]
    ground: tuple[tuple[str, tuple[str, ...]], ...]
    offerings: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]
    goals: tuple[tuple[str, ...], ...]
    done: tuple[tuple[str, ...], ...]
    goal_box: tuple[tuple[str, tuple[str, ...]], ...]
    knows: tuple[str, ...]
    """The cartouches this seat has seen (its own included)."""
    bag: tuple[str, ...]
    pile_size: int
    unseen_cartouches: tuple[str, ...]
    """Cartouches this seat cannot place: in the pile or face down where it has not looked."""
    curses: int
    used: tuple[str, ...]
    events_left: tuple[str, ...]
    events_used: tuple[str, ...]
    trials_left: tuple[str, ...]
    trials_used: tuple[str, ...]
    declined: tuple[str, ...]
    """The any-time plays this seat passed on (ruling C35; the others' are secret)."""
    aker: tuple[bool, ...]
    menhit: tuple[bool, ...]
    ts: tuple[tuple[str, Any], ...]
    stack: tuple[Frame, ...]
    turn_seat: int
    current_player: int
    turn: int
    round: int
    phase: str

    def frame(self) -> Frame | None:
        return self.stack[-1] if self.stack else None


def hide(tile: str, known: set[str]) -> str:
    if tile.startswith("cartouche:") and tile[10:] not in known:
        return UNKNOWN
    return tile


def frame_view(frame: dict[str, Any], seat: int | None) -> Frame:
    """A frame without what `seat` may not see: the other judges' votes until all are in."""
    data = dict(frame)
    kind = data.pop("k")
    if kind == "vote":
        data["votes"] = [[s, v] if s == seat else [s, None] for s, v in frame["votes"]]
    return Frame(kind, tuple(sorted((k, freeze(v)) for k, v in data.items())))


def freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, freeze(v)) for k, v in value.items()))
    return value


def view_of(state: Any, seat: int | None) -> CurseView:
    known = set(state.knows[seat]) if seat is not None else set()
    placed = {t[10:] for pack in state.packs for t in pack if t.startswith("cartouche:")}
    placed |= {t[10:] for tiles in state.ground.values() for t in tiles
               if t.startswith("cartouche:")}
    unseen = sorted((placed - known) | set(state.pile))
    from shifting_sands.content.curse_reverse import curse_hash

    return CurseView(
        seat=seat, content=curse_hash(state.content), variant=state.variant, players=state.players,
        thieves=tuple(state.thieves), people=tuple(state.people), ask=tuple(state.ask),
        orientation=tuple(state.orientation), home=tuple(state.home), pos=tuple(state.pos),
        packs=tuple(tuple(hide(t, known) for t in pack) for pack in state.packs),
        ground=tuple((node, tuple(hide(t, known) for t in tiles))
                     for node, tiles in sorted(state.ground.items())),
        offerings=tuple((god, tuple((item, by) for item, by in items))
                        for god, items in state.offerings.items()),
        goals=tuple(tuple(g) for g in state.goals), done=tuple(tuple(d) for d in state.done),
        goal_box=tuple((god, tuple(box)) for god, box in sorted(state.goal_box.items())),
        knows=tuple(sorted(known)), bag=tuple(sorted(state.bag)), pile_size=len(state.pile),
        unseen_cartouches=tuple(unseen), curses=state.curses, used=tuple(state.used),
        events_left=tuple(sorted(state.events_left)), events_used=tuple(state.events_used),
        trials_left=tuple(sorted(state.trials_left)), trials_used=tuple(state.trials_used),
        declined=tuple(state.declined[seat]) if seat is not None else (),
        aker=tuple(state.aker), menhit=tuple(state.menhit),
        ts=tuple(sorted(state.ts.items())),
        stack=tuple(frame_view(f, seat) for f in state.stack),
        turn_seat=state.turn_seat, current_player=state.current_player, turn=state.turn,
        round=state.round, phase=state.phase.value)


def event_for(event: Any, seat: int | None, knows: set[str]) -> Any:
    """`event` as `seat` may see it: a cartouche it has not seen loses its name."""
    if isinstance(event, ev.TileMoved) and event.cartouche and event.cartouche not in knows:
        return ev.TileMoved(event.tile, event.source, event.target, event.what, "")
    if isinstance(event, ev.Peeked) and event.seat != seat and event.cartouche not in knows:
        return ev.Peeked(event.seat, event.owner, "")
    return event
