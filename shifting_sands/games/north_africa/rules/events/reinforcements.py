"""Reinforcements by card (N36), and the three history-making cards of part one's fixed
events: Rommel, Montgomery and Torch (N23 with the plain deck; their cards otherwise)."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules.events.registry import event
from shifting_sands.games.north_africa.rules.sequence import enter, history_event
from shifting_sands.games.north_africa.rules.tabletop import REINFORCEMENTS, NorthAfricaTable


def bring(table: NorthAfricaTable, unit_ids: tuple[str, ...], events: list[Any]) -> None:
    """Each unit still waiting in its side's Reinforcements box enters where the units file
    says (or the Reserve Box when that place is lost or full); units already in play stay."""
    for unit_id in unit_ids:
        if table.where.get(unit_id) in REINFORCEMENTS:
            enter(table, unit_id, events)


def units_waiting(table: NorthAfricaTable, seat: int, card: str) -> bool:
    """A reinforcements card's event is worth playing while one of its units still waits."""
    units = table.content.deck[card].reinforcements
    return any(table.where.get(u) in REINFORCEMENTS for u in units)


@event("italian_reinforcements", units_waiting)
def italian_reinforcements(table: NorthAfricaTable, seat: int, card: str,
                           events: list[Any]) -> None:
    """The card's units enter (cards.py brings them after this runs)."""


@event("reinforcements", units_waiting)
def allied_reinforcements(table: NorthAfricaTable, seat: int, card: str,
                          events: list[Any]) -> None:
    """The card's units enter (cards.py brings them after this runs)."""


@event("rommel")
def rommel(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
    """Rommel arrives: his shift is in play from now on (N8); Graziani's effect ends."""
    history_event(table, "Rommel", events)
    table.effects.pop("graziani", None)


@event("montgomery")
def montgomery(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
    """Benghazi and Tobruk become Allied supply sources (table.sources reads the flag)."""
    history_event(table, "Montgomery", events)


@event("torch")
def torch(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
    """The landing: Algeria turns Allied and Tunisia Axis, the post-Torch supply and victory
    rules apply (N27); the card's units then land at Bone and Tebessa (cards.py brings a
    card's units after its event)."""
    history_event(table, "Torch", events)
