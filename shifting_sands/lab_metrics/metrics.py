"""Every design metric of a set of games, each with its 95% interval.

`design_metrics(records, players)` reads the per-game records `sim.play_one` makes (or the
rows a sweep journals: the same fields as a dict) and returns plain data: every figure is an
`Estimate` as JSON, `{"value", "low", "high", "n"}`. `flat_metrics` names each figure with
one dotted key (`win_rate.seat1`, `length.median`), the form a tuner's targets use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shifting_sands.lab_metrics.intervals import Estimate, mean, quantile, ratio, share

QUARTILES = {"q1": 0.25, "median": 0.5, "q3": 0.75}

METRICS: dict[str, str] = {
    "win_rate": "each seat's share of the games, a victory shared by k winners counting 1/k",
    "team_win_rate": "the share of the games the team won (co-operative games only)",
    "seat_advantage": "the largest share of the decided games one seat won, less a fair 1/n",
    "round_limit": "the share of the games ended by the round limit (the game's clock)",
    "no_winner": "the share of the games that ended with nobody winning",
    "length": "game length in turns: mean, quartiles",
    "branching": "legal actions per decision of a player (chance excluded): mean, quartiles",
    "real_choice": "the share of the players' decisions with more than one legal action",
    "lead_changes": "times per game the sole leader by the game's signal became another seat"
                    " (co-op: the team's prospects crossed even chances)",
    "drama": "the eventual sole winner's largest gap behind the leader, in the signal's units",
    "comeback": "the share of games with a sole winner in which that winner was once behind",
    "decisiveness": "the share of the game after which the eventual winner led alone for good",
}
"""Each metric's key and the sentence that defines it (docs/lab.md says the same)."""


def _field(record: Any, name: str, default: Any = None) -> Any:
    if isinstance(record, Mapping):
        return record.get(name, default)
    return getattr(record, name, default)


def _credit(record: Any, players: int) -> list[float]:
    """What each seat is credited with, as `sim.GameRecord.credit` counts it."""
    if _field(record, "cooperative", False):
        returns = list(_field(record, "returns", ()) or ())
        return [float(r) for r in returns] + [0.0] * (players - len(returns))
    credit = [0.0] * players
    winners = list(_field(record, "winners", ()))
    for seat in winners:
        if seat < players:
            credit[seat] += 1 / len(winners)
    return credit


def _histogram(record: Any) -> dict[int, int]:
    return {int(k): int(v) for k, v in (_field(record, "legal", None) or {}).items()}


def _quartiles(histograms: Sequence[dict[int, int]]) -> dict[str, Estimate]:
    return {name: quantile(histograms, q) for name, q in QUARTILES.items()}


def design_metrics(records: Sequence[Any], players: int) -> dict[str, Any]:
    """Every metric of `METRICS` for these games (a metric the records cannot give is None:
    a team's figure in a competitive game, seat advantage in solo, lead figures for a game
    whose spec gives no signal or whose records were made before it did)."""
    games = len(records)
    cooperative = any(_field(r, "cooperative", False) for r in records)
    credits = [_credit(r, players) for r in records]
    result: dict[str, Any] = {"games": games}
    result["win_rate"] = [share(sum(c[seat] for c in credits), games).to_json()
                          for seat in range(players)]
    result["team_win_rate"] = (share(sum(min(c) >= 1.0 for c in credits), games).to_json()
                               if cooperative else None)
    result["seat_advantage"] = _seat_advantage(records, credits, players, cooperative)
    result["round_limit"] = share(sum(bool(_field(r, "timed_out", False)) for r in records),
                                  games).to_json()
    result["no_winner"] = share(sum(not _field(r, "winners", ()) for r in records),
                                games).to_json()
    lengths = [{int(_field(r, "turns", 0)): 1} for r in records]
    result["length"] = {"mean": mean([_field(r, "turns", 0) for r in records]).to_json(),
                        **{k: e.to_json() for k, e in _quartiles(lengths).items()}}
    result.update(_choices(records))
    result.update(_lead(records, players < 2 and not cooperative))
    return result


def _seat_advantage(records: Sequence[Any], credits: list[list[float]], players: int,
                    cooperative: bool) -> dict[str, Any] | None:
    if cooperative or players < 2:
        return None
    decided = sum(1 for r in records if _field(r, "winners", ()))
    wins = [sum(c[seat] for c in credits) for seat in range(players)]
    seat = max(range(players), key=lambda s: wins[s])
    fair = 1 / players
    found = share(wins[seat], decided)
    return {"seat": seat + 1, "value": round(found.value - fair, 4) if decided else 0.0,
            "low": round(found.low - fair, 4) if decided else 0.0,
            "high": round(found.high - fair, 4) if decided else 0.0, "n": decided}


def _choices(records: Sequence[Any]) -> dict[str, Any]:
    counted = [r for r in records if _field(r, "decisions", 0)]
    if not counted:
        return {"branching": None, "real_choice": None}
    histograms = [_histogram(r) for r in counted]
    decisions = [float(_field(r, "decisions", 0)) for r in counted]
    legal_total = [float(sum(k * v for k, v in h.items())) for h in histograms]
    branching = {"mean": ratio(legal_total, decisions).to_json(),
                 **{k: e.to_json() for k, e in _quartiles(histograms).items()}}
    choices = [float(_field(r, "choices", 0)) for r in counted]
    real = ratio(choices, decisions)
    return {"branching": branching,
            "real_choice": Estimate(real.value, max(0.0, real.low), min(1.0, real.high),
                                    real.n).to_json()}


def _at_least_zero(estimate: Estimate) -> Estimate:
    """A count or a gap is never below 0, whatever the normal interval says."""
    return Estimate(estimate.value, max(0.0, estimate.low), estimate.high, estimate.n)


def _lead(records: Sequence[Any], no_rivals: bool) -> dict[str, Any]:
    told = [r for r in records if _field(r, "lead_changes") is not None]
    if no_rivals or not told:
        return {"lead_changes": None, "drama": None, "comeback": None, "decisiveness": None}
    won = [r for r in told if _field(r, "deficit") is not None]
    deficits = [float(_field(r, "deficit")) for r in won]
    comeback = share(sum(d > 0 for d in deficits), len(won))
    decided = mean([float(_field(r, "decided_at")) for r in won])
    changes = mean([float(_field(r, "lead_changes")) for r in told])
    return {"lead_changes": _at_least_zero(changes).to_json(),
            "drama": _at_least_zero(mean(deficits)).to_json() if won else None,
            "comeback": comeback.to_json() if won else None,
            "decisiveness": Estimate(decided.value, max(0.0, decided.low),
                                     min(1.0, decided.high), decided.n).to_json()
            if won else None}


def flat_metrics(metrics: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Each figure under one dotted name: `win_rate.seat1`, `length.median`,
    `branching.q3`, `round_limit`; a metric that is None is left out."""
    flat: dict[str, dict[str, Any]] = {}
    for name in METRICS:
        found = metrics.get(name)
        if found is None:
            continue
        if isinstance(found, list):
            for seat, estimate in enumerate(found, start=1):
                flat[f"{name}.seat{seat}"] = estimate
        elif "value" in found:
            flat[name] = found
        else:
            for part, estimate in found.items():
                flat[f"{name}.{part}"] = estimate
    return flat
