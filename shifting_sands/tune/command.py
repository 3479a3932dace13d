"""`shifting-sands lab tune TUNE.yaml` and `shifting-sands lab params GAME`: the command line
of tuning, dispatched from `cli.py` before argparse sees `lab GAME` (as `lab sweep` is)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from shifting_sands.cli_args import MAX_JOBS, Parser, UsageError, existing_file, whole_number
from shifting_sands.sweep.backends import BACKENDS

JOBS_ARG = whole_number(1, MAX_JOBS, "--jobs")
INTERRUPTED = 130
PROG = "shifting-sands lab tune"


def build_tune_parser() -> Parser:
    parser = Parser(prog=PROG,
                    description="Search a variant's numbers for one that meets the targets "
                                "of a tuning file, with Optuna; report every trial, the Pareto "
                                "front and the best, and write the best as a variant file. A "
                                "stopped run resumes when run again with the same --out.")
    parser.add_argument("tune", help="the tuning file (YAML; see docs/lab.md)")
    parser.add_argument("--out", help="results folder (default: TUNE-results beside the file)")
    parser.add_argument("--backend", choices=BACKENDS, default="local",
                        help="local: trials one by one, their games on worker processes "
                             "(default); ray: several trials at once on Ray")
    parser.add_argument("--address", help="a Ray cluster's address (implies --backend ray)")
    parser.add_argument("--jobs", type=JOBS_ARG,
                        help="worker processes (local) or trials at once (Ray); "
                             "default: one per core")
    parser.add_argument("--variant-out", metavar="FILE",
                        help="where the best variant is written (default: your own variants "
                             "file <home>/variants/GAME.yaml when that folder exists, else "
                             "OUT/GAME-variant.yaml)")
    parser.add_argument("--variant-id", default="tuned",
                        help="the best variant's id in that file (default: tuned)")
    parser.add_argument("--no-chart", action="store_true", help="skip the PNG chart")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    return parser


def _own_variants_folder() -> Path:
    """`<home>/variants` (not made here: the tuner writes there only if it exists)."""
    home = os.environ.get("SHIFTING_SANDS_HOME")
    if home:
        return Path(home) / "variants"
    import platformdirs

    return Path(platformdirs.user_data_dir("shifting-sands", appauthor=False)) / "variants"


def variant_path(text: str | None, game: str, folder: Path, whole: bool) -> Path:
    if text is not None:
        path = Path(text)
        if not text.strip() or path.suffix not in (".yaml", ".yml"):
            raise UsageError(f"--variant-out {text!r}: give a .yaml file name")
        if not path.parent.is_dir():
            raise UsageError(f"--variant-out {text!r}: the folder {str(path.parent)!r} "
                             "does not exist")
        return path
    own = _own_variants_folder()
    if whole and own.is_dir():
        return own / f"{game}.yaml"
    return folder / f"{game}-variant.yaml"


def cmd_lab_tune(argv: list[str]) -> int:
    from shifting_sands.content.errors import ContentError
    from shifting_sands.sim import default_jobs
    from shifting_sands.sweep.backends import BackendError, check_backend
    from shifting_sands.sweep.command import results_folder
    from shifting_sands.tune.definition import load_tune
    from shifting_sands.tune.run import run_tune
    from shifting_sands.tune.study import TuneError

    args = build_tune_parser().parse_args(argv)
    if args.address is not None and not args.address.strip():
        raise UsageError("--address needs a Ray cluster's address, e.g. ray://head:10001")
    if not args.variant_id.replace("_", "").isalnum() or not args.variant_id.islower():
        raise UsageError(f"--variant-id {args.variant_id!r}: lower case letters, digits and _")
    backend = "ray" if args.address else args.backend
    try:
        import optuna  # noqa: F401
    except ImportError:
        return _fail("Optuna is not installed; install the lab extra: "
                     "pip install 'shifting-sands[lab]'")
    path = existing_file(args.tune, "the tuning file")
    folder = results_folder(args.out, path)
    try:
        check_backend(backend, args.address)
        tune = load_tune(path)
    except BackendError as exc:
        return _fail(str(exc))
    except ContentError as exc:
        more = f" (and {len(exc.problems) - 1} more)" if len(exc.problems) > 1 else ""
        return _fail(f"{exc.problems[0]}{more}")
    from shifting_sands.games import get_spec

    whole = get_spec(tune.game).variant_kind() is not None  # the game reads own variants
    variant_file = variant_path(args.variant_out, tune.game, folder, whole)
    try:
        run = run_tune(tune, folder, backend=backend, jobs=args.jobs or default_jobs(),
                       address=args.address, progress=not args.json)
    except TuneError as exc:
        return _fail(str(exc))
    except BackendError as exc:
        return _fail(f"{exc}; run the same command again to resume")
    except KeyboardInterrupt:
        print(f"{PROG}: stopped; the finished trials are kept in {folder}; run the same "
              "command again to resume", file=sys.stderr)
        return INTERRUPTED
    return _report(run, variant_file, args)


def _fail(message: str) -> int:
    print(f"{PROG}: {' '.join(message.split())}", file=sys.stderr)
    return 1


def _report(run: Any, variant_file: Path, args: Any) -> int:
    from shifting_sands.tune.report import (
        best_row,
        pareto_front,
        trial_rows,
        write_csv,
        write_variant,
    )

    tune, folder = run.tune, run.folder
    rows = trial_rows(tune, run.study)
    front = pareto_front(rows)
    best = best_row(rows)
    files = {"trials": str(write_csv(tune, rows, folder / "trials.csv", front)),
             "pareto": str(write_csv(tune, front, folder / "pareto.csv", front))}
    if best is not None:
        try:
            files["variant"] = str(write_variant(tune, best, variant_file, args.variant_id))
        except OSError as exc:
            return _fail(f"cannot write {variant_file}: {exc.strerror or exc}")
    if not args.no_chart:
        from shifting_sands.tune.chart import draw_tuning

        try:
            files["chart"] = str(draw_tuning(tune, rows, front, best, folder / "tune.png"))
        except OSError as exc:
            print(f"{PROG}: cannot write the chart: {exc}", file=sys.stderr)
    games = sum(row.games for row in rows)
    if args.json:
        print(json.dumps({"folder": str(folder), "trials": len(rows),
                          "played_now": run.played_now, "games": games,
                          "seconds": round(run.seconds, 3), "files": files,
                          "best": _row_json(best), "pareto": [_row_json(r) for r in front]}))
        return 0
    print(f"{len(rows)} trials of {tune.games} games ({games} games; {run.played_now} trials "
          f"played now in {run.seconds:.1f} s)")
    if best is None:
        print("no trial could be played: the game refused every variant tried")
    else:
        print(f"best: trial {best.number}, total miss {best.total:g}"
              + (" (every target met)" if best.meets_all else ""))
        for name, value in best.settings.items():
            print(f"  {name} = {value}")
        for target, miss in zip(tune.targets, best.misses, strict=True):
            value = best.metrics.get(target.metric)
            shown = "-" if value is None else f"{value:.4g}"
            print(f"  {target.metric} {shown} (target {target.text}; miss {miss:g})")
    print(f"Pareto front: {len(front)} trials")
    for name, where in files.items():
        print(f"{name}: {where}")
    return 0


def _row_json(row: Any) -> dict[str, Any] | None:
    if row is None:
        return None
    return {"trial": row.number, "settings": row.settings, "misses": list(row.misses),
            "total_miss": row.total, "metrics": row.metrics, "games": row.games}


def lab_subcommand(name: str) -> tuple[str, Callable[[list[str]], int]]:
    """`lab sweep`, `lab tune` or `lab params`: the command's name and what runs it (they
    are recognised before argparse, since `lab GAME` takes a game id)."""
    if name == "sweep":
        from shifting_sands.sweep.command import cmd_lab_sweep

        return "shifting-sands lab sweep", cmd_lab_sweep
    return f"shifting-sands lab {name}", cmd_lab_tune if name == "tune" else cmd_lab_params


def cmd_lab_params(argv: list[str]) -> int:
    """`lab params GAME [--variant V] [--json]`: the parameters a variant exposes."""
    from shifting_sands.games import REGISTRY, get_spec

    parser = Parser(prog="shifting-sands lab params",
                    description="List the numbers of a game's variant that lab, sweeps "
                                "(settings) and lab tune can change: type, range, default, "
                                "meaning.")
    parser.add_argument("game", help=f"a game id: {', '.join(REGISTRY)}")
    parser.add_argument("--variant", help="the variant (default: the game's default)")
    parser.add_argument("--json", action="store_true", help="print them as JSON")
    args = parser.parse_args(argv)
    try:
        spec = get_spec(args.game)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    variant = args.variant or spec.default_variant(max(2, spec.min_players))
    if variant not in spec.variants():
        raise UsageError(f"--variant: {spec.title} has no variant {variant!r}; choose from "
                         f"{', '.join(spec.variants())}")
    params = spec.parameters(variant)
    if args.json:
        print(json.dumps([p.to_dict() for p in params]))
        return 0
    width = max((len(p.name) for p in params), default=0)
    for p in params:
        print(f"{p.name.ljust(width)}  {p.default!s:>8}  {p.range_text():<28} {p.meaning}")
    return 0


__all__ = ["cmd_lab_params", "cmd_lab_tune", "lab_subcommand"]
