"""The figures a tuning target may name: the lab's design metrics (`lab_metrics`), each under
its dotted name, and the first seat's advantage; and how far a trial misses its targets.

A miss is counted in percentage points for a share (a win rate, the round-limit share) and in
the metric's own units otherwise (turns, legal actions), so that 3 points of seat advantage
and 3 turns of length weigh alike in the total the best variant is chosen by.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shifting_sands.lab_metrics import design_metrics, flat_metrics

SHARES = ("win_rate", "team_win_rate", "seat_advantage", "first_seat_advantage",
          "round_limit", "no_winner", "real_choice", "comeback", "decisiveness")
"""Metrics that are shares of games or decisions (0 to 1)."""
NAMED = {
    "team_win_rate": "the share of games the team won (co-operative games)",
    "seat_advantage": "the largest share of decided games one seat won, less a fair 1/n",
    "first_seat_advantage": "the share of decided games the first seat won, less 1/n",
    "round_limit": "the share of games ended by the round limit",
    "no_winner": "the share of games nobody won",
    "length.mean": "turns a game lasts, on average", "length.q1": "turns: first quartile",
    "length.median": "turns: median", "length.q3": "turns: third quartile",
    "branching.mean": "legal actions per decision, on average",
    "branching.median": "legal actions per decision: median",
    "real_choice": "the share of decisions with more than one legal action",
    "lead_changes": "times per game the lead passed to another seat",
    "drama": "the winner's largest gap behind the leader",
    "comeback": "the share of won games whose winner was once behind",
    "decisiveness": "the share of the game after which the winner led for good",
}
MISSING = 1_000_000.0
"""The miss of a metric the games could not give (no decided game, say)."""
COMPETITIVE_ONLY = ("seat_advantage", "first_seat_advantage")


def check_metric(name: str, cooperative: bool, players: int) -> None:
    """ValueError with a sentence when `name` is not a metric this game can give."""
    if name.startswith("win_rate.seat"):
        seat = name.removeprefix("win_rate.seat")
        if not seat.isdigit() or not 1 <= int(seat) <= players:
            raise ValueError(f"{name!r}: the seats are win_rate.seat1 to "
                             f"win_rate.seat{players}")
        return
    if name not in NAMED:
        raise ValueError(f"unknown metric {name!r}; choose from win_rate.seatN, "
                         f"{', '.join(NAMED)}")
    if name == "team_win_rate" and not cooperative:
        raise ValueError("team_win_rate is for co-operative games; use win_rate.seatN or "
                         "seat_advantage")
    if name in COMPETITIVE_ONLY and (cooperative or players < 2):
        raise ValueError(f"{name} needs rival seats; a co-operative or solo game has none")


def is_share(name: str) -> bool:
    return name.split(".")[0] in SHARES


def trial_metrics(rows: Sequence[Mapping[str, Any]], players: int) -> dict[str, float]:
    """Every figure of these games by its dotted name (plain values, no intervals)."""
    flat = {name: float(estimate["value"])
            for name, estimate in flat_metrics(design_metrics(list(rows), players)).items()}
    decided = [row for row in rows if row.get("winners")]
    if players >= 2 and not any(row.get("cooperative") for row in rows):
        first = sum(1 / len(row["winners"]) for row in decided if 0 in row["winners"])
        flat["first_seat_advantage"] = (round(first / len(decided) - 1 / players, 4)
                                        if decided else 0.0)
    return flat


def misses(targets: Sequence[Any], metrics: Mapping[str, float]) -> list[float]:
    """Each target's miss, in points for a share and in its own units otherwise."""
    found = []
    for target in targets:
        value = metrics.get(target.metric)
        if value is None:
            found.append(MISSING)
            continue
        miss = target.miss(value)
        found.append(round(miss * 100 if is_share(target.metric) else miss, 4))
    return found


__all__ = ["NAMED", "check_metric", "is_share", "misses", "trial_metrics"]
