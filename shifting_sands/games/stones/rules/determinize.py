"""Sampling a full Shifting Stones state that agrees with what one seat can see."""

from __future__ import annotations

from shifting_sands.content.stones import default_stones
from shifting_sands.games.stones.rules.state import StonesState
from shifting_sands.games.stones.rules.view import StonesView
from shifting_sands.rules.protocol import Outcome
from shifting_sands.rules.rng import GameRng


def _unseen_cards(view: StonesView, rng: GameRng) -> list[str]:
    content = default_stones()
    seen = set(view.hand or ()) | set(view.discard)
    for cards in view.scored:
        seen |= set(cards)
    if not view.solo:
        return sorted(cid for cid in content.cards if cid not in seen)
    # Solo: which cards make up the mini-deck is unknown, only their point values.
    remaining = list(view.solo_deck_points)
    for card in seen:
        remaining.remove(content.cards[card].points)
    unseen: list[str] = []
    for points in sorted(set(remaining)):
        pool = sorted(cid for cid, c in content.cards.items()
                      if c.points == points and cid not in seen)
        unseen.extend(rng.sample(pool, remaining.count(points)))
    return unseen


def determinize(view: StonesView, rng: GameRng) -> StonesState:
    content = default_stones()
    state = StonesState(content, view.players, view.solo, rng.copy())
    state.grid = list(view.stone_ids)
    state.faces = [0] * len(view.stone_faces)
    for pos, stone in enumerate(view.stone_ids):
        state.faces[stone] = view.stone_faces[stone].index(view.symbols[pos])
    unseen = _unseen_cards(view, rng)
    rng.shuffle(unseen)
    for seat in range(view.players):
        if seat == view.viewer and view.hand is not None:
            state.hands[seat] = list(view.hand)
        else:
            state.hands[seat] = [unseen.pop() for _ in range(view.hand_sizes[seat])]
    state.deck = unseen
    state.discard = list(view.discard)
    state.scored = [list(cards) for cards in view.scored]
    state.current_player = view.current_player
    state.turn = view.turn
    state.acted_this_turn = view.acted_this_turn
    state.scored_this_turn = view.scored_this_turn
    state.skipped_last = list(view.skipped_last)
    state.strikes = view.strikes
    state.end_triggered = view.end_triggered
    state.solo_deck_points = list(view.solo_deck_points)
    state._outcome = view.outcome if isinstance(view.outcome, Outcome) else None
    return state
