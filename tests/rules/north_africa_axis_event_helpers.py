"""What the tests of the Axis political events share: the campaign table, and whether a
card's event is offered and playing it."""

from __future__ import annotations

from shifting_sands.games.north_africa.rules import actions as ev
from tests.rules.north_africa_builders import AXIS, act, empty_table, give_hand


def table(turn: int = 1):
    return empty_table(turn=turn, variant="campaign")


def play(state, card, seat=AXIS):
    state.phase, state.active, state.current_player = "action", seat, seat
    give_hand(state, seat, card)
    return act(state, ev.PlayCard(card, "event"))


def offered(state, card, seat=AXIS):
    state.phase, state.active, state.current_player = "action", seat, seat
    give_hand(state, seat, card)
    return ev.PlayCard(card, "event") in state.legal_actions()
