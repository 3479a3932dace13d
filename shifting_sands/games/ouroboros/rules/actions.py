"""The Ouroboros actions and events: small frozen dataclasses that serialise to JSON.

Places are (x, y) with y growing down the screen; the start tile is (0, 0). Directions
are the words "up", "down", "left" and "right". Events carry everything the log and the
animations need, so neither reads the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from shifting_sands.rules.codec import DataclassCodec

Pos = tuple[int, int]

DIRECTIONS: dict[str, Pos] = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
"""A turn's move, one tile up, down, left or right on the screen."""
DIAGONALS: dict[str, Pos] = {"ne": (1, -1), "nw": (-1, -1), "se": (1, 1), "sw": (-1, 1)}
"""A Lost card's arrow, read on the screen: up-right, up-left, down-right, down-left."""
DIAGONAL_WORDS = {"ne": "up-right", "nw": "up-left", "se": "down-right", "sw": "down-left"}


# -- actions ----------------------------------------------------------------------
@dataclass(frozen=True)
class Move:
    """Move one tile `direction`; into the dark, a tile is drawn and laid there first."""

    direction: str


@dataclass(frozen=True)
class Stay:
    """Remain on your tile (not while a monster pursues you)."""


@dataclass(frozen=True)
class Fight:
    """Spend your turn defeating monster `monster` on your tile (the tile's explorers
    together must be stronger than it)."""

    monster: int


@dataclass(frozen=True)
class Revive:
    """Spend your turn reviving the incapacitated explorer of `seat` on your tile."""

    seat: int


@dataclass(frozen=True)
class BreakWall:
    """The Archaeologist destroys the wall in front of him and enters its place."""


@dataclass(frozen=True)
class HoldBack:
    """The Archaeologist leaves the wall standing and stays where he is."""


@dataclass(frozen=True)
class EndTurn:
    """Confirm a turn that drew nothing (until then it may be taken back)."""


ACTION_CODEC = DataclassCodec([Move, Stay, Fight, Revive, BreakWall, HoldBack, EndTurn])


# -- events -----------------------------------------------------------------------
@dataclass(frozen=True)
class TurnBegan:
    seat: int
    round: int


@dataclass(frozen=True)
class TileLaid:
    x: int
    y: int
    kind: str


@dataclass(frozen=True)
class Stepped:
    """An explorer moved from one place to another (`how`: walk, jump, lost, ushered, bounce)."""

    seat: int
    src: Pos
    dst: Pos
    how: str


@dataclass(frozen=True)
class Blocked:
    """A wall stopped an explorer, who stays on `at`."""

    seat: int
    at: Pos
    wall: Pos


@dataclass(frozen=True)
class Stayed:
    seat: int
    at: Pos


@dataclass(frozen=True)
class WallBroken:
    seat: int
    at: Pos


@dataclass(frozen=True)
class CardDrawn:
    seat: int
    card: str


@dataclass(frozen=True)
class DeckReshuffled:
    """The draw deck ran out: the discards became a new deck."""

    cards: int


@dataclass(frozen=True)
class LedgePlaced:
    at: Pos


@dataclass(frozen=True)
class LedgeJump:
    """An explorer (or, `seat` -1, a monster) thrown two tiles over a ledge."""

    seat: int
    monster: int
    src: Pos
    dst: Pos


@dataclass(frozen=True)
class Ushered:
    """The Guide on a ledge helped an explorer across."""

    seat: int
    guide: int
    at: Pos


@dataclass(frozen=True)
class TremorShift:
    """A row (`axis` "row") or column ("column") at `line` slid one tile by (dx, dy)."""

    axis: str
    line: int
    dx: int
    dy: int


@dataclass(frozen=True)
class HazardIgnored:
    """The Guide is not affected by hazards."""

    seat: int
    card: str


@dataclass(frozen=True)
class MonsterAppeared:
    monster: int
    kind: str
    at: Pos
    card: str


@dataclass(frozen=True)
class MonsterPursues:
    monster: int
    kind: str
    seat: int


@dataclass(frozen=True)
class MonsterMoved:
    monster: int
    src: Pos
    dst: Pos


@dataclass(frozen=True)
class MonsterDefeated:
    monster: int
    kind: str
    seat: int


@dataclass(frozen=True)
class MonsterGone:
    """A monster fell out of everyone's sight and is removed."""

    monster: int
    kind: str
    at: Pos


@dataclass(frozen=True)
class Incapacitated:
    seat: int
    cause: str


@dataclass(frozen=True)
class Revived:
    seat: int
    by: int


@dataclass(frozen=True)
class Died:
    """Out of everyone's reach (O15): `apart` places from `nearest`, the closest living
    teammate (-1: not given, the log then says only that they strayed); `standing` False
    when the explorer lay fallen."""

    seat: int
    relics: tuple[str, ...]
    nearest: int = -1
    apart: int = 0
    standing: bool = True


@dataclass(frozen=True)
class RelicFound:
    seat: int
    half: str


@dataclass(frozen=True)
class TilesVanished:
    cells: tuple[Pos, ...]
    cause: str


@dataclass(frozen=True)
class TeamEnded:
    won: bool
    reason: str


EVENT_CODEC = DataclassCodec([
    TurnBegan, TileLaid, Stepped, Blocked, Stayed, WallBroken, CardDrawn, DeckReshuffled,
    LedgePlaced, LedgeJump, Ushered, TremorShift, HazardIgnored, MonsterAppeared,
    MonsterPursues, MonsterMoved, MonsterDefeated, MonsterGone, Incapacitated, Revived, Died,
    RelicFound, TilesVanished, TeamEnded])
