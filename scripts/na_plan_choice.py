"""How well North Africa's plan search chooses with a given number of paired comparisons
(docs/lab.md, "North Africa: generals that get stronger").

    python scripts/na_plan_choice.py collect OUT.jsonl [--variant sonnenblume] [--positions 40]
                                     [--samples 16] [--seed 700]
    python scripts/na_plan_choice.py score OUT.jsonl

`collect` plays greedy games and, at about one action round in four, plays every plan of
the search's shortlist against the greedy choice on `--samples` shared worlds and dice
(plan_search.playout), writing each plan's gains, one line a position (appended, so a
stopped run keeps its positions). `score` replays the search's choice offline: a search of
B comparisons sees the first half of the samples, in the order plan_search takes them, and
its choice is scored by the mean gain of that plan on the other half (a choice it did not
see). So the rules of `pick` and the budgets of the levels are compared on the same
positions without playing whole games, whose results take hundreds of games to separate.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from shifting_sands.bots.ismcts import sample_chance  # noqa: E402
from shifting_sands.games import get_spec  # noqa: E402
from shifting_sands.games.north_africa.bots.plan_search import pick, playout  # noqa: E402
from shifting_sands.games.north_africa.bots.planner import GENERAL, search_actions  # noqa: E402
from shifting_sands.games.north_africa.rules.determinize import determinize  # noqa: E402
from shifting_sands.rules.protocol import Options  # noqa: E402
from shifting_sands.rules.rng import GameRng  # noqa: E402

BUDGETS = (1, 2, 4, 8, 16, 32)
"""Paired comparisons a decision makes: normal gets about 1-6 on a shared machine, hard four
times as many."""
REPEATS = 200
"""Orders of the plans tried per position and budget (plan_search shuffles them)."""


def collect(out: Path, variant: str, positions: int, samples: int, seed: int) -> None:
    spec = get_spec("north_africa")
    found = 0
    while found < positions:
        seed += 1
        state, rng, index = spec.new_game(seed, 2, Options(variant)), GameRng(seed), 0
        while not state.is_terminal() and found < positions:
            seat = state.current_player
            if seat < 0:
                state.apply(sample_chance(state, rng))
                continue
            legal = state.legal_actions()
            if state.phase == "action" and len(legal) > 1 and rng.random() < 0.25:
                view = state.view_for(seat)
                allowed = set(legal)
                plans = [a for a in search_actions(determinize(view, GameRng(1)))
                         if a in allowed]
                if len(plans) > 1:
                    draws, index = GameRng(seed * 1000 + index), index + 1
                    gains: list[list[float]] = [[] for _ in plans[1:]]
                    for _ in range(samples):
                        world, dice = draws.randrange(2**62), draws.randrange(2**62)
                        base = playout(view, plans[0], seat, world, dice)
                        for i, plan in enumerate(plans[1:]):
                            gains[i].append(playout(view, plan, seat, world, dice) - base)
                    row = {"seed": seed, "seat": seat, "plans": [repr(p) for p in plans],
                           "gains": gains}
                    with out.open("a") as handle:
                        handle.write(json.dumps(row) + "\n")
                    found += 1
                    print(f"{found} of {positions} positions", flush=True)
            state.apply(GENERAL.decide(state, seat, legal, rng))


def choose(gains: list[list[float]], budget: int, seen: int, order: list[int],
           errors: float) -> int | None:
    """plan_search's choice with `budget` comparisons: each round of samples goes over the
    plans in `order`; None keeps the greedy choice."""
    found: dict[int, list[float]] = {plan: [] for plan in order}
    used = 0
    for sample in range(seen):
        for plan in order:
            if used == budget:
                return pick(None, found, errors=errors)
            found[plan].append(gains[plan][sample])
            used += 1
    return pick(None, found, errors=errors)


def score(path: Path) -> None:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    seen = min(len(g) for row in rows for g in row["gains"]) // 2
    print(f"{len(rows)} positions, {seen} samples to choose and {seen} to judge each")
    best = statistics.fmean(
        max(0.0, *(statistics.fmean(g[seen:]) for g in row["gains"])) for row in rows)
    print(f"the best plan of each position, on the judging samples: {best:+.4f}")
    for budget in BUDGETS:
        for errors in (2.0, 1.0):
            rnd, total, left = random.Random(1), 0.0, 0
            for row in rows:
                gains = row["gains"]
                for _ in range(REPEATS):
                    order = list(range(len(gains)))
                    rnd.shuffle(order)
                    chosen = choose(gains, budget, seen, order, errors)
                    if chosen is not None:
                        total += statistics.fmean(gains[chosen][seen:])
                        left += 1
            n = len(rows) * REPEATS
            print(f"{budget:3d} comparisons, {errors:.0f} standard error(s): "
                  f"gain {total / n:+.4f} in the judge's chance, greedy's plan left "
                  f"{left / n:.0%} of the time")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("collect", "score"))
    parser.add_argument("path", type=Path)
    parser.add_argument("--variant", default="sonnenblume")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--samples", type=int, default=16)
    parser.add_argument("--seed", type=int, default=700)
    args = parser.parse_args()
    if args.mode == "collect":
        collect(args.path, args.variant, args.positions, args.samples, args.seed)
    elif not args.path.is_file():
        sys.exit(f"{args.path}: no such file (run collect first)")
    else:
        score(args.path)


if __name__ == "__main__":
    main()
