"""Fit the Curse Reverse search thieves' judge (games/curse_reverse/bots/judge.py) on greedy
games and write its weights to games/curse_reverse/bots/judge_weights.py.

    python scripts/fit_curse_judge.py [--games 300] [--seed 5000] [--check 100] [--dry-run]

Every turn of every game gives one position: each thief's measures (`judge.features`) and
who went on to win (games nobody won are left out). The weights are a conditional logit (a
thief's chance is its share of the softmax of the thieves' scores), fitted by Newton's method
without numpy. Then the judge is checked on games not used for fitting: the log loss of its
forecasts of the winner against the even forecast 1/players, and how often the thief it
rates highest wins. Games cycle through two, three and four thieves.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.fit_judge import solve  # noqa: E402
from shifting_sands.games import get_spec  # noqa: E402
from shifting_sands.games.curse_reverse.bots import judge  # noqa: E402
from shifting_sands.games.curse_reverse.bots.bots import GreedyCurseBot  # noqa: E402
from shifting_sands.rules.driver import Driver  # noqa: E402
from shifting_sands.rules.match import Match, Seat  # noqa: E402
from shifting_sands.rules.rng import GameRng  # noqa: E402

OUT = ROOT / "shifting_sands" / "games" / "curse_reverse" / "bots" / "judge_weights.py"
RIDGE = 1e-2
"""A little ridge penalty keeps Newton's steps finite when a measure separates the data."""
Position = tuple[list[list[float]], int]
"""Each thief's measures and the seat that won."""


def play(seed: int, players: int) -> list[Position]:
    """One greedy game: a position at the start of every turn, labelled with the winner."""
    spec = get_spec("curse_reverse")
    match = Match(spec, seed, [Seat("greedy", "greedy")] * players, None, match_id="")
    driver = Driver(match, dict.fromkeys(range(players), GreedyCurseBot()),
                    GameRng(seed ^ 0x5EED))
    state = match.state
    seen: list[list[list[float]]] = []
    last = None
    while not state.is_terminal():
        if state.turn != last and not state.stack and state.current_player >= 0:
            last = state.turn
            seen.append([judge.features(state, s) for s in range(players)])
        driver.step()
    winners = state.outcome().winners
    if len(winners) != 1:
        return []
    return [(rows, winners[0]) for rows in seen]


def fit(data: list[Position], size: int, iterations: int = 15) -> list[float]:
    """Newton's method on the conditional logit's log likelihood (with a ridge)."""
    weights = [0.0] * size
    for _ in range(iterations):
        gradient = [RIDGE * w for w in weights]
        hessian = [[RIDGE if i == j else 0.0 for j in range(size)] for i in range(size)]
        for rows, winner in data:
            probs = softmax([dot(weights, row) for row in rows])
            mean = [sum(p * row[i] for p, row in zip(probs, rows, strict=True))
                    for i in range(size)]
            for i in range(size):
                gradient[i] += mean[i] - rows[winner][i]
            for p, row in zip(probs, rows, strict=True):
                for i in range(size):
                    if row[i]:
                        line = hessian[i]
                        for j in range(size):
                            line[j] += p * row[i] * row[j]
            for i in range(size):
                for j in range(size):
                    hessian[i][j] -= mean[i] * mean[j]
        step = solve(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step, strict=True)]
    return weights


def dot(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def softmax(values: list[float]) -> list[float]:
    top = max(values)
    raw = [math.exp(v - top) for v in values]
    total = sum(raw)
    return [r / total for r in raw]


def check(data: list[Position], weights: list[float]) -> tuple[float, float, float]:
    """(log loss of the judge, log loss of 1/players, share of positions whose favourite won)."""
    loss = even = right = 0.0
    for rows, winner in data:
        probs = softmax([dot(weights, row) for row in rows])
        loss -= math.log(max(probs[winner], 1e-9))
        even -= math.log(1 / len(rows))
        right += 1.0 if max(range(len(rows)), key=probs.__getitem__) == winner else 0.0
    return loss / len(data), even / len(data), right / len(data)


def gather(seed: int, games: int) -> list[Position]:
    data: list[Position] = []
    for index in range(games):
        data += play(seed + index, 2 + index % 3)
    return data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--check", type=int, default=100)
    parser.add_argument("--dry-run", action="store_true", help="print, do not write")
    args = parser.parse_args()
    if args.games < 10 or args.check < 1:
        print("fit_curse_judge: --games must be at least 10 and --check at least 1",
              file=sys.stderr)
        return 2
    data = gather(args.seed, args.games)
    weights = fit(data, len(judge.NAMES))
    held = gather(args.seed + args.games, args.check)
    loss, even, right = check(held, weights)
    print(f"fitted on {len(data)} positions of {args.games} games; held out {len(held)} "
          f"positions of {args.check} games")
    for name, weight in zip(judge.NAMES, weights, strict=True):
        print(f"  {name:<11} {weight:+.3f}")
    print(f"held out: log loss {loss:.4f} (even forecast {even:.4f}); "
          f"the favourite won {right:.1%} of positions")
    if not args.dry_run:
        write(weights, args)
    return 0


def write(weights: list[float], args: argparse.Namespace) -> None:
    numbers = ", ".join(f"{w:.4f}" for w in weights)
    OUT.write_text(
        '"""Weights of the search thieves\' judge, in the order of judge.NAMES: written by\n'
        f"`python scripts/fit_curse_judge.py --games {args.games} --seed {args.seed} "
        f"--check {args.check}` (greedy games).\"\"\"\n\n"
        f"WEIGHTS = ({numbers})\n")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    sys.exit(main())
