"""The public story of the last turns: who moved which dune where, turn by turn.

Built only from events, which are public (the log prints every one of them): pushes, pulls
and places with their cells and holding spaces, and how each turn ended. The scene draws the
previous turn as trails on the board and sums up the turns since a seat last played. Nothing
here knows which dune is which, and nothing imports pygame.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from shifting_sands.games.mothership.rules.actions import (
    DunePlaced,
    DunePulled,
    DunePushed,
    LandingAttempted,
    TurnEnded,
    TurnPassed,
)
from shifting_sands.games.mothership.rules.hexgrid import space_name

DuneMove = DunePushed | DunePulled | DunePlaced


class TurnEnd(Enum):
    UNDER_WAY = "under_way"
    ENDED = "ended"
    PASSED = "passed"
    LANDED = "landed"
    FAILED = "failed"


@dataclass
class Turn:
    seat: int
    moves: list[DuneMove] = field(default_factory=list)
    end: TurnEnd = TurnEnd.UNDER_WAY
    landing: LandingAttempted | None = None


def turns(events: Iterable[Any]) -> list[Turn]:
    """Group public events into turns, in play order (the last one may be under way)."""
    found: list[Turn] = []

    def current(seat: int) -> Turn:
        if not found or found[-1].end is not TurnEnd.UNDER_WAY or found[-1].seat != seat:
            found.append(Turn(seat))
        return found[-1]

    for event in events:
        if isinstance(event, DuneMove):
            current(event.seat).moves.append(event)
        elif isinstance(event, TurnEnded):
            current(event.seat).end = TurnEnd.ENDED
        elif isinstance(event, TurnPassed):
            current(event.seat).end = TurnEnd.PASSED
        elif isinstance(event, LandingAttempted):
            turn = current(event.seat)
            turn.end = TurnEnd.LANDED if event.success else TurnEnd.FAILED
            turn.landing = event
    return found


def previous_turn(history: Sequence[Turn]) -> Turn | None:
    """The last finished turn: the one whose moves the board shows as trails."""
    for turn in reversed(history):
        if turn.end is not TurnEnd.UNDER_WAY:
            return turn
    return None


def since_last_turn(history: Sequence[Turn], seat: int | None) -> list[Turn]:
    """The turns played after `seat`'s last finished turn (all of them before its first),
    without `seat`'s own turn under way."""
    start = 0
    for i, turn in enumerate(history):
        if turn.seat == seat and turn.end is not TurnEnd.UNDER_WAY:
            start = i + 1
    return [t for t in history[start:] if t.seat != seat or t.end is not TurnEnd.UNDER_WAY]


def move_words(move: DuneMove) -> str:
    """Words for one move: "pushed F4→G4", "pulled C2 onto B", "placed B on D5"."""
    if isinstance(move, DunePushed):
        return f"pushed {move.src_name}\u2192{move.dst_name}"
    if isinstance(move, DunePulled):
        return f"pulled {move.cell_name} onto {space_name(move.space)}"
    return f"placed {space_name(move.space)} on {move.cell_name}"


def turn_words(turn: Turn, names: Sequence[str]) -> str:
    """One line for a turn: "Tariq pushed F4→G4, pulled C2 onto B"."""
    parts = [move_words(m) for m in turn.moves]
    if turn.end is TurnEnd.PASSED:
        parts.append("passed")
    elif turn.landing is not None:
        verb = "landed on" if turn.landing.success else "failed to land on"
        parts.append(f"{verb} {turn.landing.cell_name}")
    elif turn.end is TurnEnd.UNDER_WAY and not parts:
        parts.append("is thinking")
    elif not parts:
        parts.append("moved nothing")
    if len(parts) > 1:
        text = ", ".join(parts[:-1]) + (" and " if turn.landing else ", ") + parts[-1]
    else:
        text = parts[0]
    return f"{names[turn.seat]} {text}"
