"""A full Ouroboros state consistent with a view: the table as seen, the unknown parts of
both decks shuffled anew (the search never sees the real order)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from shifting_sands.rules.rng import GameRng


def unseen_cards(view: Any) -> list[str]:
    """The draw deck's cards: all the deck holds, less the discards, the halves held and
    the monsters' cards on the board."""
    left = Counter(view.rules.card_list())
    left.subtract(view.discard)
    left.subtract(half for e in view.explorers if e.alive for half in e.relics)
    left.subtract(m.card for m in view.monsters)
    return sorted(left.elements())


def unseen_tiles(view: Any) -> list[str]:
    """The tile deck above its known bottom: all tiles less those on the table and those
    everyone saw go under."""
    left = Counter(view.rules.tile_list())
    left.subtract(tile.kind for tile in view.tiles.values())
    left.subtract(view.tile_deck_bottom)
    return sorted(left.elements())


def determinize(view: Any, rng: GameRng) -> Any:
    from shifting_sands.games.ouroboros.rules.state import OuroborosState

    state = OuroborosState.__new__(OuroborosState)
    OuroborosState.__init__(state, view.rules, GameRng(rng.randrange(2**31)),
                            [e.role for e in view.explorers])
    state.tiles = dict(view.tiles)
    state.explorers = list(view.explorers)
    state.monsters = {m.id: m for m in view.monsters}
    top = unseen_tiles(view)
    rng.shuffle(top)
    state.tile_deck = top + list(view.tile_deck_bottom)
    state.known_bottom = len(view.tile_deck_bottom)
    cards = unseen_cards(view)
    rng.shuffle(cards)
    state.draw_deck = cards
    state.discard = list(view.discard)
    state.next_monster = max((m.id for m in view.monsters), default=0) + 1
    state.first_seat = view.first_seat
    state.current_player = view.current_player
    state.phase = view.phase
    state.turn, state.round = view.turn, view.round
    state.pending = view.pending
    state.turn_revealed = view.turn_revealed
    state._outcome = view.outcome
    return state

