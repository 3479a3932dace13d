"""`lab --until-decided`: two variants play in rounds on the same seeds until the
sequential test (`lab_sprt.Sprt`) decides whether a per-game share differs between them by
more than the margin, or until the game cap; the report is `lab.run_lab`'s, with the
decision and how many games it took beside it."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from shifting_sands.lab import parse_variant, seats_for
from shifting_sands.lab_sprt import Sprt, Tally, Verdict
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.spec import GameSpec
from shifting_sands.sim import GameRecord, SimulationSummary, run_games, seating

METRICS = {
    "seatN": "the win rate of seat N (seat1, seat2, ...), a shared win counting 1/k",
    "team": "the team's win rate (co-operative games)",
    "round_limit": "the share of games ended by the round limit",
    "no_winner": "the share of games nobody won",
}
ROUND = 20
"""Games per variant between two looks of the test."""


def metric_reader(name: str, players: int, cooperative: bool) -> Callable[[GameRecord], float]:
    """The per-game share `name` names, or ValueError with the choices."""
    if name.startswith("seat") and name[4:].isdigit():
        seat = int(name[4:])
        if not 1 <= seat <= players:
            raise ValueError(f"--metric {name}: the games have seats 1 to {players}")
        return lambda record: record.credit()[seat - 1]
    if name == "team":
        if not cooperative:
            raise ValueError("--metric team: the game is not co-operative; use seatN")
        return lambda record: 1.0 if record.winners else 0.0
    if name == "round_limit":
        return lambda record: 1.0 if record.timed_out else 0.0
    if name == "no_winner":
        return lambda record: 0.0 if record.winners else 1.0
    raise ValueError(f"--metric {name!r}: choose seatN (seat1, seat2, ...), team, "
                     "round_limit or no_winner")


def default_metric(spec: GameSpec) -> str:
    return "team" if spec.cooperative else "seat1"


def run_until_decided(spec: GameSpec, variants: Sequence[str], cap: int, bots: Sequence[str],
                      seed: int, test: Sprt, metric: str, *, players: int | None = None,
                      jobs: int = 1, swap: bool = True, round_size: int = ROUND,
                      progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Play both variants `round_size` games at a time on seeds seed, seed+1, ... until
    the test decides or each has played `cap` games."""
    if len(variants) != 2:
        raise ValueError(f"--until-decided compares two variants, not {len(variants)}")
    known = spec.variants()
    columns = []
    for text in variants:
        name, seats = parse_variant(text)
        if name not in known:
            raise ValueError(f"unknown variant {name!r}; choose from {', '.join(known)}")
        count = seats_for(spec, name, bots, seats if seats is not None else players)
        columns.append((text if seats is not None else name, name, count))
    read = [metric_reader(metric, count, spec.cooperative) for _, _, count in columns]
    records: list[list[GameRecord]] = [[], []]
    tally = Tally()
    verdict = Verdict("undecided", 0, 0.0, 0.0, 0.0)
    started = time.perf_counter()
    while len(records[0]) < cap and verdict.decision == "undecided":
        start = len(records[0])
        end = min(cap, start + round_size)
        tasks = [(spec.id, seed + i, seating(bots, count, i, swap),
                  Options(variant=name).to_dict())
                 for _, name, count in columns for i in range(start, end)]
        played = list(run_games(tasks, jobs))
        half = end - start
        records[0] += played[:half]
        records[1] += played[half:]
        tally.add([read[1](b) - read[0](a)
                   for a, b in zip(played[:half], played[half:], strict=True)])
        verdict = test.verdict(tally.count, tally.total, tally.squares)
        if progress:
            progress(len(records[0]))
    seconds = time.perf_counter() - started
    report_columns = []
    for (label, name, count), found in zip(columns, records, strict=True):
        summary = SimulationSummary(spec.id, count, [bots[i % len(bots)] for i in range(count)],
                                    found, variant=name, swap=swap, seconds=seconds / 2,
                                    jobs=jobs)
        report_columns.append({"label": label, "variant": name, "title": known[name].title,
                               "players": count, "summary": summary.to_json()})
    games = len(records[0])
    return {"game": spec.id, "title": spec.title, "games": games, "bots": list(bots),
            "seed": seed, "swap": swap, "variants": report_columns,
            "decision": decision_json(test, metric, verdict, cap, round_size)}


def decision_json(test: Sprt, metric: str, verdict: Verdict, cap: int,
                  round_size: int) -> dict[str, Any]:
    """The decision as plain data, with the games a fixed count would need for the same
    error rates at the variance seen."""
    fixed = test.fixed_pairs(verdict.variance)
    return {"test": "two-sided SPRT (Wald), normal approximation", "metric": metric,
            "margin": test.margin, "alpha": test.alpha, "beta": test.beta,
            "decision": verdict.decision, "direction": verdict.direction,
            "games_per_variant": verdict.pairs, "games": 2 * verdict.pairs, "cap": cap,
            "look_every": round_size, "difference": round(verdict.difference, 4),
            "llr": [round(verdict.llr_plus, 3), round(verdict.llr_minus, 3)],
            "bounds": [round(test.lower, 3), round(test.upper, 3)],
            "fixed_games_per_variant": fixed}


def decision_text(report: dict[str, Any]) -> str:
    """The lines printed under the table: what was decided, on how many games, and what
    a fixed count would have needed."""
    d = report["decision"]
    labels = [c["label"] for c in report["variants"]]
    what = (f"{d['metric']} (B = {labels[1]} minus A = {labels[0]}: "
            f"{d['difference']:+.1%} so far)")
    if d["decision"] == "differs":
        said = (f"decided: {labels[1]} is {'ahead' if d['direction'] > 0 else 'behind'} "
                f"by more than the margin {d['margin']:.1%} on {what}")
    elif d["decision"] == "same":
        said = f"decided: no difference beyond the margin {d['margin']:.1%} on {what}"
    else:
        said = (f"undecided at the cap of {d['cap']} games per variant on {what}; raise "
                "--games or the --margin")
    return (f"{said}\n{d['test']}, alpha {d['alpha']:g}, beta {d['beta']:g}: "
            f"{d['games_per_variant']} games per variant ({d['games']} in all), looking every "
            f"{d['look_every']}; a fixed count with the same error rates needs about "
            f"{d['fixed_games_per_variant']} per variant")
