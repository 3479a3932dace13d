"""What lies in the ruin: tiles, explorers and monsters (frozen values), and the geometry
of the square grid they stand on. No rules here, only facts and distances."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from shifting_sands.content.ouroboros import STANDARD_POWERS
from shifting_sands.games.ouroboros.rules.actions import Pos

ROLES = ("guide", "mercenary", "medic", "archaeologist")
ROLE_TITLES = {"guide": "Guide", "mercenary": "Mercenary", "medic": "Medic",
               "archaeologist": "Archaeologist"}
POWER = {role: STANDARD_POWERS[role] for role in ROLES}
"""Combat power: the Mercenary 2, everyone else 1 (a difficulty may change it)."""
MONSTER_POWER = {kind: STANDARD_POWERS[kind] for kind in ("mummy", "scarab", "anubis")}
MONSTER_TITLES = {"mummy": "Mummy", "scarab": "Giant Scarab", "anubis": "Anubis"}
UPGRADE = {"mummy": "scarab", "scarab": "anubis"}
"""A third token of a kind is needed: the next kind up comes instead."""
TOKENS_PER_KIND = 2
SEATS = 4
"""Four explorers are always in the ruin; people and bots share them out."""

NEIGHBOURS_8 = tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))
NEIGHBOURS_4 = ((0, -1), (1, 0), (0, 1), (-1, 0))


class Status(StrEnum):
    STANDING = "standing"
    DOWN = "down"
    """Incapacitated: cannot move or see until revived."""
    DEAD = "dead"
    """Removed from play."""


@dataclass(frozen=True)
class Tile:
    """A tile card on the table. A broken wall stays a Wall card but can be walked on."""

    kind: str
    broken: bool = False
    ledge: bool = False

    @property
    def blocks(self) -> bool:
        return self.kind == "wall" and not self.broken


@dataclass(frozen=True)
class Explorer:
    seat: int
    role: str
    pos: Pos
    status: Status = Status.STANDING
    relics: tuple[str, ...] = ()
    strength: int = 0
    """Its power where the difficulty changes its role's (0: the role's standard power)."""

    @property
    def standing(self) -> bool:
        return self.status is Status.STANDING

    @property
    def alive(self) -> bool:
        return self.status is not Status.DEAD

    @property
    def power(self) -> int:
        return self.strength or POWER[self.role]


@dataclass(frozen=True)
class Monster:
    """A monster token on the board; `card` is the card that brought it (it may have been
    upgraded since); `quarry` is the seat it pursues, or None while it lurks."""

    id: int
    kind: str
    card: str
    pos: Pos
    quarry: int | None = None
    strength: int = 0
    """Its power where the difficulty changes its kind's (0: the kind's standard power)."""

    @property
    def power(self) -> int:
        return self.strength or MONSTER_POWER[self.kind]


def step(pos: Pos, delta: Pos, times: int = 1) -> Pos:
    return (pos[0] + delta[0] * times, pos[1] + delta[1] * times)


def place_order(pos: Pos) -> tuple[int, int]:
    """Sort key of places: row by row (top first), left to right (ruling O10)."""
    return (pos[1], pos[0])


def chebyshev(a: Pos, b: Pos) -> int:
    """Tiles apart, diagonals counting one (how far sight reaches)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def around(pos: Pos) -> list[Pos]:
    """The eight places touching `pos`, diagonals included."""
    return [(pos[0] + dx, pos[1] + dy) for dx, dy in NEIGHBOURS_8]


def unseen_gap(a: Explorer, b: Explorer) -> int:
    """How many unseen tile lengths lie between two explorers: the places between them
    that neither sees (a standing explorer sees one tile around; a fallen one none)."""
    reach = int(a.standing) + int(b.standing)
    return max(0, chebyshev(a.pos, b.pos) - reach - 1)
