"""The Stones score breakdown for the results screen (pure: no pygame)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.rules.score_table import ScoreTable
from shifting_sands.words import plural


def stones_table(state: Any, names: Sequence[str]) -> ScoreTable:
    outcome = state.outcome()
    if state.solo:
        return _solo_table(state, names, outcome)
    ones = state.one_point_counts()
    bonus = set(state.bonus_seats())
    totals = state.final_scores()
    order = tuple(sorted(range(state.players), key=lambda s: -totals[s]))
    rows = []
    for seat in order:
        gained = state.content.one_point_bonus if seat in bonus else 0
        rows.append((names[seat], str(len(state.scored[seat])), str(state.card_points(seat)),
                     str(ones[seat]), f"+{gained}" if gained else "-", str(totals[seat])))
    notes = (() if bonus else ("Nobody scored a 1-point card, so no bonus was given.",))
    return ScoreTable(("Player", "Cards scored", "Points from cards", "1-point cards",
                       "Bonus", "Total"), tuple(rows), order, notes=notes)


def _solo_table(state: Any, names: Sequence[str], outcome: Any) -> ScoreTable:
    won = bool(outcome and outcome.winners)
    scored = len(state.scored[0])
    row = (names[0], f"{scored} of {state.end_trigger}", str(state.card_points(0)),
           f"{state.strikes} of {state.content.solo_strikes}")
    table_columns = ("Player", "Cards scored", "Points", "Strikes")
    if won:
        return ScoreTable(table_columns, (row,), (0,),
                          headline=f"{names[0]} cleared the solo deck!")
    left = state.end_trigger - scored
    return ScoreTable(table_columns, (row,), (0,),
                      headline=f"The stones won: {plural(state.strikes, 'strike')}",
                      trophy=False,
                      notes=(f"{plural(left, 'card')} short of the whole deck. "
                             "A new deal may go better.",))
