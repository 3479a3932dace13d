"""The table a game's setup screen last started, remembered per game in the settings.

A second visit to a game's setup shows the same seats, names, bots, variant and per-seat
options. What the settings file holds is checked against the game as it is today: a
remembered table that no longer fits (an unknown bot kind, a variant that is gone, a seat
count out of range, a name too long, anything of the wrong type) is dropped quietly and the
screen shows the defaults, since nothing the player can do about it is worth a message.
No pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from shifting_sands.bots.levels import default_kind
from shifting_sands.rules.match import HUMAN
from shifting_sands.settings import NAME_LIMIT

OWN = "own"
"""A seat played by its own person (else the index of an earlier seat, as text)."""


@dataclass(frozen=True)
class SeatRow:
    name: str
    controller: str
    played_by: str = OWN
    setting: str | None = None
    """The game's per-seat choice (a role, how often asked), None where it has none."""


@dataclass(frozen=True)
class Table:
    """One row per seat the game can have (the rows past `players` keep their names and
    bots for when the count goes up again)."""

    players: int
    variant: str
    seats: tuple[SeatRow, ...]

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "variant": self.variant,
                "seats": [{"name": s.name, "controller": s.controller,
                           "played_by": s.played_by, "setting": s.setting}
                          for s in self.seats]}


def default_table(spec: Any, names: Sequence[str], seat_setting: Any = None) -> Table:
    """What a first visit shows: two players where the game allows, the first seat a person
    and the others the strongest bot, each seat its own person, the default variant."""
    counts = range(spec.min_players, spec.max_players + 1)
    players = 2 if 2 in counts else spec.min_players
    bot = default_kind(spec)
    setting = seat_setting.options[0] if seat_setting is not None else None
    seats = tuple(SeatRow(names[seat] if seat < len(names) else "",
                          HUMAN if seat == 0 else bot, OWN, setting)
                  for seat in range(spec.max_players))
    return Table(players, spec.default_variant(players), seats)


def _text(value: Any, limit: int) -> str | None:
    return value if isinstance(value, str) and len(value) <= limit and (
        value.isprintable()) else None


def _row(raw: Any, seat: int, controllers: Sequence[str], seat_setting: Any) -> SeatRow | None:
    if not isinstance(raw, dict):
        return None
    name = _text(raw.get("name"), NAME_LIMIT)
    controller = raw.get("controller")
    played_by = raw.get("played_by", OWN)
    if name is None or controller not in controllers:
        return None
    if played_by != OWN and played_by not in {str(s) for s in range(seat)}:
        return None
    setting = None
    if seat_setting is not None:
        setting = raw.get("setting")
        if setting not in seat_setting.options:
            return None
    return SeatRow(name, controller, played_by, setting)


def recall(spec: Any, raw: Any, seat_setting: Any = None) -> Table | None:
    """The remembered table `raw` (from the settings) if it still fits `spec`, else None."""
    if not isinstance(raw, dict):
        return None
    players = raw.get("players")
    if (isinstance(players, bool) or not isinstance(players, int)
            or not spec.min_players <= players <= spec.max_players):
        return None
    variant = spec.variants().get(raw.get("variant")) if isinstance(
        raw.get("variant"), str) else None
    if variant is None or not variant.min_players <= players <= variant.max_players:
        return None
    seats = raw.get("seats")
    if not isinstance(seats, list) or len(seats) != spec.max_players:
        return None
    controllers = [HUMAN, *spec.bot_kinds()]
    rows = [_row(seat_raw, seat, controllers, seat_setting)
            for seat, seat_raw in enumerate(seats)]
    if any(row is None for row in rows):
        return None
    return Table(players, variant.id, tuple(row for row in rows if row is not None))


def remembered(settings: Any, spec: Any, seat_setting: Any = None) -> Table | None:
    return recall(spec, settings.last_tables.get(spec.id), seat_setting)


def remember(settings: Any, spec: Any, table: Table | None) -> None:
    """Keep `table` as the game's last one (None forgets it); the caller saves."""
    tables = dict(settings.last_tables)
    if table is None:
        tables.pop(spec.id, None)
    else:
        tables[spec.id] = table.to_json()
    settings.last_tables = tables
