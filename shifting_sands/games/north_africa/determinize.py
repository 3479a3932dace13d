"""A full North Africa state consistent with a view: the table as seen, the other side's
hand dealt from the cards this side has not seen, and both decks shuffled anew."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.view import NorthAfricaView
from shifting_sands.rules.rng import GameRng

SIDES = ("axis", "allied")


def determinize(view: NorthAfricaView, rng: GameRng) -> Any:
    from shifting_sands.content.north_africa_game import content_by_hash, default_north_africa
    from shifting_sands.games.north_africa.rules import NorthAfricaState

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
    for seat, side in enumerate(SIDES):
        unseen = [card for card in content.side_cards(side, view.turn)
                  if card not in view.discards[seat]]
        if seat == view.seat:
            hand = list(view.hand)
            unseen = [card for card in unseen if card not in hand]
        else:
            rng.shuffle(unseen)
            hand = sorted(unseen[:view.hand_sizes[seat]])
            unseen = unseen[view.hand_sizes[seat]:]
        rng.shuffle(unseen)
        state.hands[seat] = hand
        state.decks[seat] = unseen[:view.deck_sizes[seat]]
    return state

