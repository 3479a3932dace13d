"""A full North Africa state consistent with a view: the table as seen, the other side's
hand dealt from the cards this side has not seen, and both decks shuffled anew."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules.view import NorthAfricaView
from shifting_sands.rules.rng import GameRng

SIDES = ("axis", "allied")


def determinize(view: NorthAfricaView, rng: GameRng) -> Any:
    from shifting_sands.content.north_africa_game import content_by_hash, default_north_africa
    from shifting_sands.games.north_africa.rules.state import NorthAfricaState

    content = content_by_hash(view.content) or default_north_africa()
    state = NorthAfricaState(content, view.variant, GameRng(rng.randrange(2**31)))
    state.turn, state.round, state.phase = view.turn, view.round, view.phase
    state.active, state.current_player = view.active, view.current_player
    state.where = dict(view.where)
    state.reduced = set(view.reduced)
    state.control = dict(view.control)
    state.discards = [list(view.discards[0]), list(view.discards[1])]
    state.rp_halves = list(view.rp_halves)
    state.vp_bonus = view.vp_bonus
    state.flags = dict(view.flags)
    state.op, state.combat = view.op_data(), view.combat_data()
    state.result = view.result_data()
    state.effects = view.effects_data()
    state.played, state.removed = list(view.played), list(view.removed)
    state.pending = view.pending_data()
    state.held_since = dict(view.held_since)
    if view.seat in (0, 1) and view.seen_hand is not None:
        state.revealed[1 - view.seat] = list(view.seen_hand)
    plain = view.variant == "plain"
    for seat, side in enumerate(SIDES):
        unseen = [card for card in content.side_cards(side, view.turn, plain)
                  if card not in view.discards[seat] and card not in view.removed]
        if seat == view.seat:
            hand = list(view.hand)
            unseen = [card for card in unseen if card not in hand]
        else:
            # a hand shown this round is known: its cards still unplayed are dealt first
            known = [card for card in (view.seen_hand or ()) if card in unseen]
            rest = [card for card in unseen if card not in known]
            rng.shuffle(rest)
            unseen = known + rest
            hand = sorted(unseen[:view.hand_sizes[seat]])
            for card in hand:
                state.held_since[card] = view.turn - 1
            unseen = unseen[view.hand_sizes[seat]:]
        rng.shuffle(unseen)
        state.hands[seat] = hand
        state.decks[seat] = unseen[:view.deck_sizes[seat]]
    return state

