"""The results screen's score breakdown: one row per seat, a few columns, in plain words.

A game supplies its own with `spec.score_table(state, names)`; a game without one gets
`outcome_table`, read from its outcome. Pure (no pygame): the command line could print the
same table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from shifting_sands.words import plural


@dataclass(frozen=True)
class ScoreTable:
    """`rows[i]` belongs to seat `order[i]`; the first column is the player's name."""

    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    order: tuple[int, ...]
    headline: str | None = None
    """Replaces the usual "X wins!" (a lost solo game has its own)."""
    trophy: bool = True
    notes: tuple[str, ...] = ()


def best_first(outcome: Any, players: int) -> tuple[int, ...]:
    if outcome is None:
        return tuple(range(players))
    return tuple(sorted(range(players),
                        key=lambda s: (s not in outcome.winners,
                                       -(outcome.scores[s] if s < len(outcome.scores) else 0))))


def outcome_table(state: Any, names: Sequence[str]) -> ScoreTable:
    outcome = state.outcome()
    if outcome is not None and outcome.cooperative:
        return team_table(outcome, names)
    order = best_first(outcome, len(names))
    rows = []
    for seat in order:
        score = outcome.scores[seat] if outcome and seat < len(outcome.scores) else 0.0
        won = bool(outcome and seat in outcome.winners)
        rows.append((names[seat], "won" if won else "", plural(float(score), "point")))
    return ScoreTable(("Player", "Result", "Score"), tuple(rows), order)


def team_table(outcome: Any, names: Sequence[str]) -> ScoreTable:
    """A co-operative ending: the team won or lost together, read from its one return."""
    won = bool(outcome.returns) and min(outcome.returns) >= 1.0
    rows = tuple((name, "team won" if won else "team lost",
                  plural(float(outcome.scores[seat]), "point"))
                 for seat, name in enumerate(names))
    return ScoreTable(("Player", "Result", "Score"), rows, tuple(range(len(names))),
                      headline="The team wins!" if won else "The team loses",
                      trophy=won)
