"""The Ouroboros' results table: the team won or lost together; each explorer's role, how
they ended and the relic halves they carried (pure: no pygame)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.ouroboros.rules.pieces import ROLE_TITLES, Status
from shifting_sands.rules.score_table import ScoreTable

ENDED = {Status.STANDING: "standing", Status.DOWN: "incapacitated", Status.DEAD: "gone for good"}
"""How each explorer ended ("gone for good", not "lost": Lost is a card)."""
HALVES = {"relic_head": "head", "relic_tail": "tail"}


def ouroboros_table(state: Any, names: Sequence[str]) -> ScoreTable:
    outcome = state.outcome()
    won = bool(outcome and outcome.returns and min(outcome.returns) >= 1.0)
    rows = []
    for explorer in state.explorers:
        held = " and ".join(HALVES.get(h, h) for h in explorer.relics) or "-"
        rows.append((names[explorer.seat], ROLE_TITLES[explorer.role],
                     ENDED[explorer.status], held))
    rounds = min(state.round, state.rules.lantern_rounds)
    notes = (f"{outcome.reason} Rounds played: {rounds} of {state.rules.lantern_rounds}."
             if outcome else "",)
    return ScoreTable(("Explorer", "Role", "Ended", "Relic halves"), tuple(rows),
                      tuple(range(len(rows))),
                      headline="The team wins!" if won else "The team loses",
                      trophy=won, notes=notes)
