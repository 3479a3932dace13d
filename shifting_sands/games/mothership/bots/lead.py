"""Who leads a game of Land the Mothership, for the lab's lead story: each agent's clearance
(how near its dune is to a landing, 0 once out), the search's own judge; at the end, the
result (the lander or last agent 1, the others 0)."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.mothership.bots.search import clearance


def leader_signal(state: Any) -> list[float]:
    if state.is_terminal():
        return list(state.outcome().returns)
    return [clearance(state, seat) if state.alive[seat] else 0.0
            for seat in range(state.players)]
