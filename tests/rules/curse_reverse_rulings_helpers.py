"""What the Curse Reverse rulings tests share: six items to fill a pack, the moves offered,
the two trial cards drawn, and a trial won in the red temple."""

from __future__ import annotations

from shifting_sands.games.curse_reverse.rules.actions import LookAt, Move, PerformTrial

from .curse_builders import (
    DEFENSIVE,
    OFFENSIVE,
    RED_START,
    RED_TEMPLE,
    a_trial,
    act,
    draw_trial,
    item,
    judged,
    legal_of,
    pass_windows,
    table,
    top,
)

FULL = [item(i) for i in OFFENSIVE[:3] + DEFENSIVE[:3]]


def moves(state):
    return {x.to for x in legal_of(state, Move)}


def trial_cards(state):
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    pass_windows(state)


def won_trial(players=3, packs=None, pos=None):
    where = {0: RED_TEMPLE, 1: RED_START, 2: RED_START, **(pos or {})}
    state = table(players, pos={s: where[s] for s in range(min(players, 3))}, packs=packs or {})
    act(state, PerformTrial())
    trial_cards(state)
    judged(state, True)
    act(state, LookAt(-1))
    assert top(state)["what"] == "reward"
    return state
