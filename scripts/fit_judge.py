"""Fit the search general's judge (games/north_africa/bots/judge.py) of Operation Sonnenblume or of
the campaign on greedy games, and write its weights to games/north_africa/bots/judge_weights.py.

    python scripts/fit_judge.py [--variant sonnenblume|campaign] [--games 300] [--seed 1000]
                                [--check 100]

In Sonnenblume every action round of every game gives one row per objective: the judge's
measures of the position then, and whether the Axis held that objective when the game ended.
In the campaign it gives one row: the campaign's measures, and whether the Axis won. Logistic
regression by Newton's method (no numpy: the project does not need it otherwise); in the
campaign a measure whose weight comes out against its sign (judge.CAMPAIGN_SIGNS) is
dropped. Then the judge and the greedy score (squashed as the tree search squashed it) are
compared on games not used for fitting, by the log loss of their forecasts of the winner.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from shifting_sands.games import get_spec  # noqa: E402
from shifting_sands.games.north_africa.bots import judge  # noqa: E402
from shifting_sands.games.north_africa.bots.bot_aims import objectives_scenario  # noqa: E402
from shifting_sands.games.north_africa.bots.bots import GreedyNorthAfricaBot, evaluate  # noqa: E402
from shifting_sands.rules.driver import Driver  # noqa: E402
from shifting_sands.rules.match import Match, Seat  # noqa: E402
from shifting_sands.rules.protocol import Options  # noqa: E402
from shifting_sands.rules.rng import GameRng  # noqa: E402

OUT = ROOT / "shifting_sands" / "games" / "north_africa" / "judge_weights.py"
RIDGE = 1e-3
"""A little ridge penalty keeps Newton's steps finite when a measure separates the data."""


def play(seed: int, variant: str) -> tuple[list[tuple[object, list[list[float]]]], object]:
    """One greedy game: (position copy, rows) at the start of each action round, and the
    finished state."""
    spec = get_spec("north_africa")
    match = Match(spec, seed, [Seat("greedy", "greedy")] * 2, Options(variant=variant),
                  match_id="")
    driver = Driver(match, {0: GreedyNorthAfricaBot(), 1: GreedyNorthAfricaBot()},
                    GameRng(seed ^ 0x5EED))
    state = match.state
    scenario = objectives_scenario(state)
    seen: list[tuple[object, list[list[float]]]] = []
    last = None
    while not state.is_terminal():
        mark = (state.turn, state.round, state.active)
        if state.phase == "action" and mark != last:
            last = mark
            rows = (judge.objective_features(state, scenario) if scenario is not None
                    else [judge.campaign_features(state)])
            seen.append((state._copy(), rows))
        driver.step()
    return seen, state


def fit(rows: list[list[float]], labels: list[float], iterations: int = 12) -> list[float]:
    size = len(rows[0])
    weights = [0.0] * size
    for _ in range(iterations):
        gradient = [0.0] * size
        hessian = [[RIDGE if i == j else 0.0 for j in range(size)] for i in range(size)]
        for row, label in zip(rows, labels, strict=True):
            z = sum(w * x for w, x in zip(weights, row, strict=True))
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))
            error = p - label
            curve = p * (1 - p)
            for i, xi in enumerate(row):
                if xi == 0.0:
                    continue
                gradient[i] += error * xi
                line = hessian[i]
                for j, xj in enumerate(row):
                    if xj:
                        line[j] += curve * xi * xj
        for i in range(size):
            gradient[i] += RIDGE * weights[i]
        step = solve(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step, strict=True)]
    return weights


def signed_fit(rows: list[list[float]], labels: list[float], names: Sequence[str],
               signs: dict[str, int]) -> list[float]:
    """`fit`, but a measure whose weight comes out against its sign in `signs` is dropped
    (its weight 0) and the rest fitted again, the worst first, until every weight agrees."""
    dropped: set[int] = set()
    while True:
        keep = [i for i in range(len(names)) if i not in dropped]
        found = fit([[row[i] for i in keep] for row in rows], labels)
        weights = [0.0] * len(names)
        for i, weight in zip(keep, found, strict=True):
            weights[i] = weight
        wrong = [i for i in keep if signs.get(names[i], 0) * weights[i] < 0]
        if not wrong:
            return weights
        dropped.add(max(wrong, key=lambda i: abs(weights[i])))


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the matrix is small and positive)."""
    n = len(vector)
    a = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            factor = a[r][col] / a[col][col]
            for c in range(col, n + 1):
                a[r][c] -= factor * a[col][c]
    out = [0.0] * n
    for r in reversed(range(n)):
        out[r] = (a[r][n] - sum(a[r][c] * out[c] for c in range(r + 1, n))) / a[r][r]
    return out


def log_loss(forecasts: list[tuple[float, float]]) -> float:
    total = 0.0
    for p, won in forecasts:
        p = min(max(p, 1e-6), 1 - 1e-6)
        total -= math.log(p) if won else math.log(1 - p)
    return total / len(forecasts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=("sonnenblume", "campaign"),
                        default="sonnenblume")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--check", type=int, default=100, help="games held out to compare")
    args = parser.parse_args()
    rows: list[list[float]] = []
    labels: list[float] = []
    for index in range(args.games):
        seen, end = play(args.seed + index, args.variant)
        scenario = objectives_scenario(end)
        final = ([float(any(end.control.get(s) == "axis" for s in o.spaces))
                  for o in scenario.objectives] if scenario is not None
                 else [float(end.result["winner"] == 0)])
        for _position, features in seen:
            for row, held in zip(features, final, strict=True):
                rows.append(row)
                labels.append(held)
        print(f"\rplayed {index + 1}/{args.games}", end="", file=sys.stderr)
    print(file=sys.stderr)
    weights = (fit(rows, labels) if args.variant == "sonnenblume"
               else signed_fit(rows, labels, judge.CAMPAIGN_FEATURES, judge.CAMPAIGN_SIGNS))
    fitted = judge.WEIGHTS if args.variant == "sonnenblume" else judge.CAMPAIGN_WEIGHTS
    fitted[:] = weights
    write(args)
    judged: list[tuple[float, float]] = []
    scored: list[tuple[float, float]] = []
    for index in range(args.check):
        seen, end = play(args.seed + args.games + index, args.variant)
        axis_won = float(end.result["winner"] == 0)
        for position, _features in seen:
            judged.append((judge.axis_win_chance(position), axis_won))
            scored.append((1 / (1 + math.exp(-evaluate(position, 0) / 20)), axis_won))
    base = sum(w for _p, w in judged) / len(judged)
    share = log_loss([(base, w) for _p, w in judged])
    print(f"{len(rows)} rows from {args.games} games; held out {args.check} games, "
          f"{len(judged)} positions: log loss judge {log_loss(judged):.3f}, greedy score "
          f"{log_loss(scored):.3f}, the Axis's share alone {share:.3f}")
    return 0


def write(args: argparse.Namespace) -> None:
    """Both models' weights (the one fitted now and the other as it was), with where each
    came from."""
    import re

    old = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
    made = (f"from {args.games} greedy games (seeds {args.seed}-"
            f"{args.seed + args.games - 1})")
    notes = dict(re.findall(r"# (sonnenblume|campaign): (.*)", old))
    notes[args.variant] = made
    marks = len(judge.WEIGHTS) - len(judge.FEATURES)
    names = [*judge.FEATURES, *(f"objective {i + 1}" for i in range(marks))]
    lines = ['"""Weights of the judge (judge.py), written by scripts/fit_judge.py: do not edit',
             'by hand."""', "",
             f"# sonnenblume: {notes.get('sonnenblume', 'not fitted')}",
             "WEIGHTS: list[float] = [",
             *(f"    {w:.6f},  # {name}" for w, name in zip(judge.WEIGHTS, names, strict=True)),
             "]", "",
             f"# campaign: {notes.get('campaign', 'not fitted')}",
             "CAMPAIGN_WEIGHTS: list[float] = [",
             *(f"    {w:.6f},  # {name}"
               for w, name in zip(judge.CAMPAIGN_WEIGHTS, judge.CAMPAIGN_FEATURES, strict=True)),
             "]", ""]
    OUT.write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
