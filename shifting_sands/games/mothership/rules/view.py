"""What one seat of Land the Mothership may see, and following a dune through public moves.

The board is shown as anonymous dunes: cells and holding spaces are occupied or not, and
no dune carries an identity. Every move is public (`moves`, cells and spaces only), as at
a real table where everyone watches every push. A seat also knows the cell it chose at
Beamin Down (`my_start`), so a perfect memory replays `moves` from there to its agent;
bots do exactly that (`follow`). Humans must remember: under memory rule `none` the
scene draws neither `my_start` nor the replay, only `agents_seen` (R5).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum, StrEnum

from shifting_sands.content.mothership import MothershipRules
from shifting_sands.games.mothership.rules.hexgrid import cell_name, space_name
from shifting_sands.rules.protocol import Outcome

ALIEN_COLOURS = ("Green", "Violet", "Amber", "Cyan")
"""One alien colour per seat, in seat order."""


class Phase(Enum):
    BEAM_DOWN = "beam_down"
    ACTIONS = "actions"
    OVER = "over"


class MoveKind(StrEnum):
    PUSH = "push"
    PULL = "pull"
    PLACE = "place"


@dataclass(frozen=True)
class Move:
    """One public move: push cell->cell, pull cell->space, place space->cell."""

    seat: int
    kind: MoveKind
    src: int
    dst: int


@dataclass(frozen=True)
class AgentSeen:
    """An agent the viewer may see now: its own (as the memory rule allows) or a public one."""

    seat: int
    cell: int | None
    """The board cell of its dune, or None while the dune sits in the holding area."""
    space: int | None
    label: str
    """A sentence fit for a tooltip: "Green agent under the dune at F6"."""


@dataclass(frozen=True)
class MothershipView:
    viewer: int | None
    players: int
    rules: MothershipRules
    phase: Phase
    current_player: int
    round: int
    occupied: tuple[bool, ...]
    """Whether a dune lies on each cell (`row * width + col`); dunes are anonymous."""
    holding: tuple[bool, ...]
    """Whether each holding space (0 = A) holds a dune."""
    colours: tuple[str, ...]
    beamed: tuple[bool, ...]
    """Which seats have hidden their agent (Beamin Down runs in seat order)."""
    alive: tuple[bool, ...]
    revealed: tuple[bool, ...]
    """Seats whose agent everyone knows (out, or shown by a flipped dune)."""
    actions_done: tuple[MoveKind, ...]
    """The current seat's moves so far this turn."""
    peeked: bool
    """Whether the current seat has peeked this turn (memory rule `peek`)."""
    previous_pushes: tuple[tuple[int, int], ...]
    """(src, dst) of the pushes of the turn before this one: their reverse is banned (R7)."""
    previous_pulls: tuple[tuple[int, int], ...]
    """(cell, holding space) of each pull of the turn before this one: that dune may not be
    placed straight back on that cell (R9)."""
    flipped_cells: tuple[int, ...]
    """Cells whose dune was flipped by a failed landing (all it hid is public)."""
    flipped_spaces: tuple[int, ...]
    agents_seen: tuple[AgentSeen, ...]
    my_start: int | None
    """The cell the viewer chose at Beamin Down (its own memory; see the module doc)."""
    moves: tuple[Move, ...]
    outcome: Outcome | None


def agent_label(seat: int, cell: int | None, space: int | None, width: int) -> str:
    colour = ALIEN_COLOURS[seat]
    if cell is not None:
        return f"{colour} agent under the dune at {cell_name(cell, width)}"
    return f"{colour} agent under the dune on holding space {space_name(space or 0)}"


def follow(cell: int | None, space: int | None,
           moves: Iterable[Move]) -> tuple[int | None, int | None]:
    """Where a dune at (`cell`, `space`) is after `moves`: (cell, None) or (None, space)."""
    for move in moves:
        if move.kind is MoveKind.PUSH:
            if cell == move.src:
                cell = move.dst
        elif move.kind is MoveKind.PULL:
            if cell == move.src:
                cell, space = None, move.dst
        elif space == move.src:
            cell, space = move.dst, None
    return cell, space


def trace_back(cell: int | None, space: int | None, moves: Iterable[Move]) -> int:
    """The cell a dune now at (`cell`, `space`) stood on before `moves` (every dune started
    on the island)."""
    for move in reversed(list(moves)):
        if move.kind is MoveKind.PUSH:
            if cell == move.dst:
                cell = move.src
        elif move.kind is MoveKind.PULL:
            if space == move.dst:
                cell, space = move.src, None
        elif cell == move.dst:
            cell, space = None, move.src
    if cell is None:
        raise ValueError("a dune in the holding area was never pulled there")
    return cell


def own_agent(view: MothershipView) -> tuple[int | None, int | None] | None:
    """Where the viewer's agent is, as a perfect memory knows it; None before Beamin Down."""
    for seen in view.agents_seen:
        if seen.seat == view.viewer:
            return seen.cell, seen.space
    if view.my_start is None:
        return None
    return follow(view.my_start, None, view.moves)
