"""`lab --until-decided` on the command line: its options, their checks (each bad one a
line and exit 2) and the printed decision. Kept beside `lab_decided` so `cli.py` only
adds the options and hands over."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from shifting_sands.cli_args import UsageError, whole_number

DECIDE_FLAGS = ("metric", "margin", "alpha", "beta", "look_every")


def rate(low: float, high: float, flag: str) -> Callable[[str], float]:
    """An argparse `type` taking a number strictly between `low` and `high`."""

    def parse(text: str) -> float:
        try:
            value = float(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{text[:40]!r} is not a number; it takes more than {low:g} and less than "
                f"{high:g}") from None
        if not low < value < high:
            raise argparse.ArgumentTypeError(f"takes more than {low:g} and less than "
                                             f"{high:g}, not {text.strip()[:40]}")
        return value

    parse.__name__ = flag
    return parse


def add_arguments(lab: argparse.ArgumentParser) -> None:
    """The options of a comparison that stops when decided."""
    lab.add_argument("--until-decided", action="store_true",
                     help="play the two variants in rounds on the same seeds until a "
                          "two-sided sequential probability ratio test (Wald's SPRT) decides "
                          "whether --metric differs by more than --margin, with error rates "
                          "--alpha (a difference called where there is none) and --beta (one "
                          "of the margin missed); --games is then the cap per variant")
    lab.add_argument("--metric", metavar="NAME",
                     help="with --until-decided: seatN (seat N's win rate: seat1, seat2, ...), "
                          "team (co-op), round_limit or no_winner (default: seat1, or team "
                          "in a co-operative game)")
    lab.add_argument("--margin", type=rate(0, 1, "--margin"), metavar="X",
                     help="with --until-decided: the difference worth finding, as a share "
                          "(default: 0.05, five points)")
    lab.add_argument("--alpha", type=rate(0, 0.5, "--alpha"), metavar="A",
                     help="with --until-decided: the false-difference rate (default: 0.05)")
    lab.add_argument("--beta", type=rate(0, 0.5, "--beta"), metavar="B",
                     help="with --until-decided: the missed-difference rate (default: 0.05)")
    lab.add_argument("--look-every", type=whole_number(1, 10_000, "--look-every"), metavar="N",
                     help="with --until-decided: games per variant between two looks of the "
                          "test (default: 20)")


def check(args: argparse.Namespace, variants: list[str]) -> None:
    """The options make sense together, or UsageError in one line."""
    given = [f"--{name.replace('_', '-')}" for name in DECIDE_FLAGS
             if getattr(args, name) is not None]
    if not args.until_decided:
        if given:
            raise UsageError(f"{given[0]} needs --until-decided")
        return
    if len(variants) != 2:
        raise UsageError(f"--until-decided compares two variants; --variants lists "
                         f"{len(variants)}")
    if getattr(args, "set", None):  # lab --set (parameters) is not played until decided yet
        raise UsageError("--set does not combine with --until-decided yet; run lab without it")


def run(args: argparse.Namespace, spec: Any, variants: list[str], bots: list[str],
        chart: Path, jobs: int, write_chart: Callable[[dict[str, Any]], int | None]) -> int:
    """Play until decided, draw the chart, print the table and the decision."""
    from shifting_sands.lab import comparison_table
    from shifting_sands.lab_decided import (
        ROUND,
        decision_text,
        default_metric,
        run_until_decided,
    )
    from shifting_sands.lab_sprt import Sprt
    from shifting_sands.sim import ProgressBar

    test = Sprt(args.margin if args.margin is not None else 0.05,
                args.alpha if args.alpha is not None else 0.05,
                args.beta if args.beta is not None else 0.05)
    try:
        report = run_until_decided(
            spec, variants, args.games, bots, args.seed, test,
            args.metric or default_metric(spec), players=args.players, jobs=jobs,
            swap=not args.no_swap, round_size=args.look_every or ROUND,
            progress=ProgressBar(args.games, label="games per variant, until decided"))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    failed = write_chart(report)
    if failed is not None:
        return failed
    if args.json:
        print(json.dumps({**report, "chart": str(chart)}))
    else:
        print(comparison_table(report, chosen=args.bots is not None))
        print(decision_text(report))
        print(f"chart: {chart}")
    return 0
