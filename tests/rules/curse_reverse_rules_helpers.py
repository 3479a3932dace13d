"""What the Curse Reverse rules tests share: six items to fill a pack, and starting a move."""

from __future__ import annotations

from shifting_sands.games.curse_reverse.rules.actions import StartMove

from .curse_builders import DEFENSIVE, OFFENSIVE, act, item, pass_windows, top

SIX = [item(i) for i in OFFENSIVE[:3] + DEFENSIVE[:3]]


def start_move(state):
    act(state, StartMove())
    pass_windows(state)
    assert top(state)["k"] == "move"
