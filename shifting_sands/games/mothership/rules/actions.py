"""Land the Mothership actions and events: small frozen dataclasses that serialise to JSON.

Cells are board ints (`row * width + col`), spaces are holding-space indices (0 = A).
Events also carry the printed name of each cell they mention ("D4"), so the log needs no
board. No event names a dune by identity or says where a hidden agent is: events are public.
"""

from __future__ import annotations

from dataclasses import dataclass

from shifting_sands.rules.codec import DataclassCodec


@dataclass(frozen=True)
class BeamDown:
    """Hide your agent under the dune at `cell` (Beamin Down, secret)."""

    cell: int


@dataclass(frozen=True)
class Push:
    """Push the dune at `src` to the adjacent empty cell `dst`."""

    src: int
    dst: int


@dataclass(frozen=True)
class Pull:
    """Pull the dune at `cell` off the island onto the free holding space `space`."""

    cell: int
    space: int


@dataclass(frozen=True)
class Place:
    """Place the dune on holding space `space` onto the empty cell `cell`."""

    space: int
    cell: int


@dataclass(frozen=True)
class Peek:
    """Look where your agent hides now (memory rule `peek`; free, once per turn)."""


@dataclass(frozen=True)
class Land:
    """Land the Mothership on the dune at `cell`, which you believe hides your agent."""

    cell: int


@dataclass(frozen=True)
class Pass:
    """End a turn that offers no push, pull or place at all (R11)."""


@dataclass(frozen=True)
class EndTurn:
    """End your turn without landing once its actions are done (R6, R13: while the turn is
    yours a landing stays open, so the turn waits for this or a landing)."""


ACTION_CODEC = DataclassCodec([BeamDown, Push, Pull, Place, Peek, Land, Pass, EndTurn])


@dataclass(frozen=True)
class AgentBeamedDown:
    seat: int


@dataclass(frozen=True)
class DunePushed:
    seat: int
    src: int
    dst: int
    src_name: str
    dst_name: str


@dataclass(frozen=True)
class DunePulled:
    seat: int
    cell: int
    space: int
    cell_name: str


@dataclass(frozen=True)
class DunePlaced:
    seat: int
    space: int
    cell: int
    cell_name: str


@dataclass(frozen=True)
class AgentPeeked:
    seat: int


@dataclass(frozen=True)
class TurnEnded:
    seat: int
    actions: int
    stuck: bool
    """True when the turn ended early because no further action was possible (R11)."""


@dataclass(frozen=True)
class TurnPassed:
    seat: int


@dataclass(frozen=True)
class LandingAttempted:
    """The named dune was flipped for everyone to see (R13, R14)."""

    seat: int
    cell: int
    cell_name: str
    success: bool
    hides_agent: bool
    on_edge: bool
    clear_neighbours: int
    """How many of the cell's six neighbours were empty (fewer than six on the edge)."""
    revealed: tuple[int, ...]
    """Every seat whose agent hid under the flipped dune."""


@dataclass(frozen=True)
class PlayerOut:
    """A failed landing: the seat is out and its agent's real hiding place is shown (R14)."""

    seat: int
    cell: int | None
    space: int | None
    cell_name: str | None


@dataclass(frozen=True)
class LastAgentShown:
    """The last player left shows their agent (R15)."""

    seat: int
    cell: int | None
    space: int | None
    cell_name: str | None


@dataclass(frozen=True)
class GameOver:
    winners: tuple[int, ...]
    reason: str
    """`landed`, `last_alive`, `lost_agent` or `time_up`."""
    rounds: int


EVENT_CODEC = DataclassCodec([
    AgentBeamedDown, DunePushed, DunePulled, DunePlaced, AgentPeeked, TurnEnded, TurnPassed,
    LandingAttempted, PlayerOut, LastAgentShown, GameOver,
])
