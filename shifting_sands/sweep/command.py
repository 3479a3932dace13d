"""`shifting-sands lab sweep SWEEP.yaml`: the command line of variant sweeps.

Kept apart from `cli.py` (which dispatches here) because `lab GAME ...` already takes a
positional game id: `lab sweep` is recognised before argparse sees the line.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from shifting_sands.cli_args import MAX_JOBS, Parser, UsageError, existing_file, whole_number
from shifting_sands.sweep.backends import BACKENDS

JOBS_ARG = whole_number(1, MAX_JOBS, "--jobs")
INTERRUPTED = 130


def build_sweep_parser() -> Parser:
    parser = Parser(prog="shifting-sands lab sweep",
                    description="Play every cell of a sweep file (variants x settings x "
                                "players x bot pairings) and summarise each with 95% "
                                "intervals. An interrupted sweep resumes where it stopped "
                                "when run again with the same --out.")
    parser.add_argument("sweep", help="the sweep file (YAML; see docs/lab.md)")
    parser.add_argument("--out", help="results folder (default: SWEEP-results beside the file)")
    parser.add_argument("--backend", choices=BACKENDS, default="local",
                        help="local worker processes (default) or Ray")
    parser.add_argument("--address", help="a Ray cluster's address (implies --backend ray)")
    parser.add_argument("--jobs", type=JOBS_ARG,
                        help="worker processes, or Ray CPUs on a local Ray "
                             "(default: one per core); results do not depend on it")
    parser.add_argument("--no-chart", action="store_true", help="skip the PNG charts")
    parser.add_argument("--json", action="store_true",
                        help="print the per-cell summaries as JSON instead of the table")
    return parser


def results_folder(text: str | None, sweep_file: Path) -> Path:
    """Where results go: a folder (new, or this sweep's, to resume) in a writable place."""
    if text is not None and not text.strip():
        raise UsageError("--out needs a folder name")
    folder = Path(text) if text is not None else sweep_file.with_name(
        f"{sweep_file.stem}-results")
    parent = folder.parent
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"--out {str(folder)!r} is a file, not a folder")
    if not parent.is_dir():
        raise UsageError(f"--out {str(folder)!r}: the folder {str(parent)!r} does not exist")
    target = folder if folder.exists() else parent
    if not os.access(target, os.W_OK | os.X_OK):
        raise UsageError(f"--out {str(folder)!r}: no permission to write there")
    return folder


def cmd_lab_sweep(argv: list[str]) -> int:
    from shifting_sands.content.errors import ContentError
    from shifting_sands.sim import default_jobs
    from shifting_sands.sweep.backends import BackendError, check_backend
    from shifting_sands.sweep.definition import load_sweep
    from shifting_sands.sweep.journal import JournalError
    from shifting_sands.sweep.report import summary_table
    from shifting_sands.sweep.run import run_sweep

    args = build_sweep_parser().parse_args(argv)
    if args.address is not None and not args.address.strip():
        raise UsageError("--address needs a Ray cluster's address, e.g. ray://head:10001")
    backend = "ray" if args.address else args.backend
    path = existing_file(args.sweep, "the sweep file")
    folder = results_folder(args.out, path)
    try:
        check_backend(backend, args.address)
    except BackendError as exc:
        print(f"shifting-sands lab sweep: {exc}", file=sys.stderr)
        return 1
    try:
        sweep = load_sweep(path)
    except ContentError as exc:
        more = f" (and {len(exc.problems) - 1} more)" if len(exc.problems) > 1 else ""
        print(f"shifting-sands lab sweep: {exc.problems[0]}{more}", file=sys.stderr)
        return 1
    try:
        result = run_sweep(sweep, folder, backend=backend, jobs=args.jobs or default_jobs(),
                           address=args.address)
    except JournalError as exc:
        print(f"shifting-sands lab sweep: {exc}", file=sys.stderr)
        return 1
    charts = [] if args.no_chart else _draw_charts(result)
    if args.json:
        print(json.dumps({"sweep": str(path), "folder": str(folder),
                          "complete": result.complete, "stopped": result.stopped,
                          "played_now": result.played_now, "kept": result.resumed_with,
                          "seconds": round(result.seconds, 3), "charts": charts,
                          "cells": result.summaries}))
    else:
        print(summary_table(sweep, result.summaries))
        print(f"results: {folder} ({len(result.rows)} games; "
              f"{result.played_now} played now in {result.seconds:.1f} s"
              + (f", {result.resumed_with} kept from before" if result.resumed_with else "")
              + ")")
        for chart in charts:
            print(f"chart: {chart}")
    if result.stopped is None:
        return 0
    left = sweep.total_games - len(result.rows)
    print(f"shifting-sands lab sweep: stopped ({result.stopped}) with {left} of "
          f"{sweep.total_games} games left; run the same command again to resume",
          file=sys.stderr)
    return INTERRUPTED if result.stopped == "interrupted" else 1


def _draw_charts(result) -> list[str]:
    """The lab's comparison chart for every pairing and seat count; a chart that cannot be
    written is told in one line and the sweep's tables stand."""
    from shifting_sands.sweep.report import chart_groups

    groups = chart_groups(result.sweep, result.summaries)
    if not groups:
        return []
    import pygame

    from shifting_sands.lab_chart import draw_comparison

    written = []
    for group in groups:
        path = result.folder / f"chart-{group['name']}.png"
        try:
            draw_comparison(group, path)
        except (OSError, pygame.error) as exc:
            print(f"shifting-sands lab sweep: cannot write {path}: {exc}", file=sys.stderr)
            continue
        written.append(str(path))
    return written
