"""What one side may know: everything on the table but the cards in the other side's hand
and the order of the decks (a spectator sees neither hand)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from shifting_sands.games.north_africa.rules.events.registry import key_of


@dataclass(frozen=True)
class NorthAfricaView:
    seat: int | None
    content: str
    """The hash of the content the game is played with (`content_by_hash`)."""
    variant: str
    turn: int
    round: int
    phase: str
    active: int
    current_player: int
    where: tuple[tuple[str, str], ...]
    reduced: tuple[str, ...]
    control: tuple[tuple[str, str], ...]
    hand: tuple[str, ...]
    """This seat's own cards (none for a spectator)."""
    hand_sizes: tuple[int, int]
    deck_sizes: tuple[int, int]
    discards: tuple[tuple[str, ...], tuple[str, ...]]
    rp_halves: tuple[int, int]
    vp_bonus: int
    vp: int
    flags: tuple[tuple[str, bool], ...]
    op: str
    """The action in hand as JSON ("null" between actions): activated spaces, points left."""
    combat: str
    """The fight in hand as JSON ("null" when none)."""
    result: str
    effects: str = "{}"
    """The events in effect as JSON: card key -> until when, and what they keep."""
    played: tuple[str, ...] = ()
    """The events played, in order, each as `<side><year>_<key>_0` (`al40_reinforcements_0`):
    the copy is not named, since a played card may since have come back into a hand."""
    removed: tuple[str, ...] = ()
    """Permanent cards out of the game."""
    seen_hand: tuple[str, ...] | None = None
    """The other side's hand as this seat was shown it this round (LRDG, Ultra), or None."""
    pending: str = "null"
    """An event's question waiting for an answer, as JSON (its options are public)."""
    held_since: tuple[tuple[str, int], ...] = ()
    """The turn each card of this seat's hand was drawn (for cards that must be held)."""

    def effects_data(self) -> Any:
        return json.loads(self.effects)

    def pending_data(self) -> Any:
        return json.loads(self.pending)

    def op_data(self) -> Any:
        return json.loads(self.op)

    def combat_data(self) -> Any:
        return json.loads(self.combat)

    def result_data(self) -> Any:
        return json.loads(self.result)

    def places(self) -> dict[str, str]:
        return dict(self.where)

    def owner(self) -> dict[str, str]:
        return dict(self.control)

    def flag(self, name: str) -> bool:
        return dict(self.flags).get(name, False)


def as_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def view_for(state: Any, seat: int | None) -> NorthAfricaView:
    own = tuple(state.hands[seat]) if seat in (0, 1) else ()
    seen = None
    if seat in (0, 1) and state.revealed[1 - seat] is not None:
        seen = tuple(state.revealed[1 - seat])
    return NorthAfricaView(
        seat, state.content.digest, state.variant, state.turn, state.round, state.phase,
        state.active, state.current_player, tuple(sorted(state.where.items())),
        tuple(sorted(state.reduced)), tuple(sorted(state.control.items())), own,
        (len(state.hands[0]), len(state.hands[1])),
        (len(state.decks[0]), len(state.decks[1])),
        (tuple(state.discards[0]), tuple(state.discards[1])),
        (state.rp_halves[0], state.rp_halves[1]), state.vp_bonus, state.vp(),
        tuple(sorted(state.flags.items())), as_json(state.op), as_json(state.combat),
        as_json(state.result), as_json(state.effects),
        tuple(f"{card[:5]}{key_of(card)}_0" for card in state.played),
        tuple(state.removed), seen, as_json(state.pending),
        tuple(sorted((card, state.held_since[card]) for card in own
                     if card in state.held_since)))
