"""Who leads a game of Curse Reverse, for the lab's lead story: each thief's progress (the
temples done, goal items carried, nearness to the next goal), the thieves' own judge; at
the end, the result (the winners 1, the others 0)."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.curse_reverse.bots.bots import progress


def leader_signal(state: Any) -> list[float]:
    if state.is_terminal():
        return list(state.outcome().returns)
    return [progress(state, seat) for seat in range(state.players)]
