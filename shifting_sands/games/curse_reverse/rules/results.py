"""The Curse Reverse results table: goals done and items returned per thief, the first to
three on top (pure: no pygame)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.rules.score_table import ScoreTable, best_first


def curse_table(state: Any, names: Sequence[str]) -> ScoreTable:
    outcome = state.outcome()
    order = best_first(outcome, state.players)
    returned = [0] * state.players
    for items in state.offerings.values():
        for _item, by in items:
            returned[by] += 1
    rows = []
    for seat in order:
        won = bool(outcome and seat in outcome.winners)
        thief = state.thief(seat)
        rows.append((names[seat], thief.name, "won" if won else "",
                     f"{len(state.done[seat])} of {len(state.goals[seat])}",
                     str(returned[seat]), str(state.curses_of(seat))))
    notes = (outcome.reason,) if outcome else ()
    notes += (OFFERINGS_NOTE,)
    return ScoreTable(("Player", "Thief", "Result", "Goals done", OFFERINGS, "Curses"),
                      tuple(rows), order, notes=notes)


OFFERINGS = "Items in temples"
OFFERINGS_NOTE = ("Items in temples: the items each thief returned that still stand there "
                  "(a stolen one leaves its goal done, ruling C31).")
