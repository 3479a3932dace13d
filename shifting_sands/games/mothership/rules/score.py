"""The results screen's table for Land the Mothership: how each alien ended and where its
agent was (pure: no pygame)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.rules.score_table import ScoreTable, best_first

_MOTHERSHIP_ENDS = {
    "landed": "Landed the mothership",
    "last_alive": "Last alien standing",
}


def mothership_table(state: Any, names: Sequence[str]) -> ScoreTable:
    """How each alien ended, read from the public view of the finished game (every agent is
    shown once the game is over)."""
    view = state.view_for(None)
    outcome = view.outcome
    reason = outcome.reason if outcome else ""
    seen = {agent.seat: agent.label for agent in getattr(view, "agents_seen", ())}
    order = best_first(outcome, view.players)
    rows = []
    for seat in order:
        if outcome and seat in outcome.winners:
            ended = _MOTHERSHIP_ENDS.get(reason, "Won")
        elif not view.alive[seat]:
            ended = "Out: landed on the wrong dune"
        elif reason == "time_up":
            ended = "Still hiding when time ran out"
        elif reason == "lost_agent":
            ended = "Agent left in the holding area"
        else:
            ended = "Still hiding"
        place = seen.get(seat, "")
        place = place.split(" agent ", 1)[-1] if " agent " in place else place
        rows.append((names[seat], view.colours[seat], ended, place))
    notes = (f"The game ended in round {view.round}.",) if getattr(view, "round", None) else ()
    return ScoreTable(("Player", "Alien", "How it ended", "Agent at the end"), tuple(rows),
                      order, notes=notes)
