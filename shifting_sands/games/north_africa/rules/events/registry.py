"""The registry of card events and combat cards, by card key.

A card's key is its id without the side-and-year prefix and without a copy number:
`ax40_italian_reinforcements_2` -> `italian_reinforcements`, `al42_disengage` -> `disengage`.
Copies of a title share one entry (a reinforcements card's units come from its `reinforcements`
field). A module under `events/` registers its cards with `event` and `combat_card`, and the
hooks of `effects.py` they need.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from shifting_sands.games.north_africa.rules import effects

Table = Any
Events = list[Any]


def key_of(card_id: str) -> str:
    """`ax40_italian_reinforcements_2` -> `italian_reinforcements`."""
    return re.sub(r"_\d+$", "", card_id[5:])


def always(table: Table, seat: int, card: str) -> bool:
    return True


@dataclass(frozen=True)
class Event:
    """What a card's event does (`play`), when it may be played (`playable`: besides the
    card's prerequisite and must_hold, which cards.py checks), and how it takes the answer
    to a question it asked by setting `table.pending` (`choose`)."""

    play: Callable[[Table, int, str, Events], None]
    """(table, seat playing, card id, events)."""
    playable: Callable[[Table, int, str], bool] = always
    """(table, seat, card id) -> whether the event may be played now."""
    choose: Callable[[Table, dict[str, Any], str, Events], None] | None = None
    """(table, the question asked, the option chosen, events)."""


@dataclass(frozen=True)
class CombatCard:
    """A combat card: whether `role` ("a" or "d") of the fight at hand may play it, and what
    it does at once when played (most effects are read from the fight's cards by hooks)."""

    eligible: Callable[[Table, str], bool]
    apply: Callable[[Table, str, str, Events], None] | None = None
    """(table, role, card id, events)."""


EVENTS: dict[str, Event] = {}
COMBAT: dict[str, CombatCard] = {}
CARDS_FIRST = effects.CARDS_FIRST
"""Hooks (table) -> a seat that plays its combat cards first this battle, or None (read as
`cards.CARDS_FIRST`; the one list lives in effects.py, so an events module may add to it
from either name while `cards` loads)."""
CANCELLED: list[Callable[[Table, str], bool]] = []
"""Hooks (table, card id) -> True when the event of the card just played is cancelled
(Fellers Intercepts, Sea Devils & E-Boats): the card is spent as played, its event does
nothing. Each is asked once per event played, so a hook may use up its own effect (read as
`cards.CANCELLED`)."""


def event(key: str, playable: Callable[[Table, int, str], bool] = always,
          choose: Callable[[Table, dict[str, Any], str, Events], None] | None = None
          ) -> Callable[[Callable[[Table, int, str, Events], None]],
                        Callable[[Table, int, str, Events], None]]:
    """Register the decorated function as the event of the cards with `key`."""
    def register(play: Callable[[Table, int, str, Events], None]
                 ) -> Callable[[Table, int, str, Events], None]:
        if key in EVENTS:
            raise ValueError(f"event {key!r} registered twice")
        EVENTS[key] = Event(play, playable, choose)
        return play

    return register


def combat_card(key: str, eligible: Callable[[Table, str], bool],
                apply: Callable[[Table, str, str, Events], None] | None = None) -> None:
    if key in COMBAT:
        raise ValueError(f"combat card {key!r} registered twice")
    COMBAT[key] = CombatCard(eligible, apply)


def ask(table: Table, seat: int, card: str, options: list[str], prompt: str,
        **data: Any) -> None:
    """Put a question to `seat` (the event's `choose` gets the answer): `options` are short
    public strings (a space, a unit id, "yes"/"no"); `data` is kept with the question."""
    table.pending = {"seat": seat, "card": card, "key": key_of(card), "options": options,
                     "prompt": prompt, **data}
    table.phase = "event"


def played_keys(table: Table) -> set[str]:
    return {key_of(card) for card in table.played}


def fight_cards(table: Table, role: str) -> list[str]:
    """The combat cards `role` has played in the fight at hand (keys)."""
    fight = table.combat
    if fight is None:
        return []
    return [key_of(card) for card in fight.get("cards", {}).get(role, [])]


def fight_role_of(table: Table, seat: int) -> str | None:
    fight = table.combat
    if fight is None:
        return None
    return "a" if fight["seat"] == seat else "d"
