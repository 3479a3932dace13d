"""Measure what a sweep costs on each backend of this machine (docs/benchmarks.md).

Two sweeps, each played cold into a fresh folder on: local processes with one worker, local
processes with one worker per core, and a local Ray with one CPU per core.
- `search`: Mothership, guard against ismcts:40, games of about a second: the speed-up.
- `tiny`: Mothership, greedy against random, games of about ten milliseconds: the overhead
  per game (scheduling, pickling, the journal's fsync), which tiny games expose.
Ray's start-up (ray.init) is timed apart from the games. Also checks that every backend
wrote the same rows. Run on a quiet machine: `.venv/bin/python scripts/sweep_speedup.py`.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

from shifting_sands.sweep.definition import load_sweep
from shifting_sands.sweep.run import run_sweep

SWEEPS = {
    "search": "game: mothership\nseed: 1\ngames: {games}\nvariants: [standard]\n"
              "pairings:\n  - [guard, \"ismcts:40\"]\n",
    "tiny": "game: mothership\nseed: 1\ngames: {games}\nvariants: [standard]\n"
            "pairings:\n  - [greedy, random]\n",
}


def timed(sweep, folder: Path, backend: str, jobs: int) -> tuple[float, list]:
    started = time.perf_counter()
    result = run_sweep(sweep, folder, backend=backend, jobs=jobs, progress=False)
    assert result.complete, result.stopped
    return time.perf_counter() - started, result.rows


def ray_start_seconds(cores: int) -> float:
    import ray

    started = time.perf_counter()
    ray.init(num_cpus=cores, include_dashboard=False, log_to_driver=False)
    seconds = time.perf_counter() - started
    ray.shutdown()
    return seconds


def main() -> int:
    cores = os.cpu_count() or 1
    counts = {"search": int(sys.argv[1]) if len(sys.argv) > 1 else 40,
              "tiny": int(sys.argv[2]) if len(sys.argv) > 2 else 2000}
    report: dict[str, object] = {"cores": cores, "ray_start_s": round(ray_start_seconds(cores),
                                                                       2)}
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        for name, text in SWEEPS.items():
            path = root / f"{name}.yaml"
            path.write_text(text.format(games=counts[name]), encoding="utf-8")
            sweep = load_sweep(path)
            runs = {}
            rows = {}
            for label, backend, jobs in (("local x1", "local", 1),
                                         (f"local x{cores}", "local", cores),
                                         (f"ray x{cores}", "ray", cores)):
                seconds, rows[label] = timed(sweep, root / f"{name}-{label}", backend, jobs)
                runs[label] = round(seconds, 2)
            same = all(r == rows["local x1"] for r in rows.values())
            one = runs["local x1"] / sweep.total_games
            report[name] = {
                "games": sweep.total_games, "seconds": runs, "same_rows": same,
                "per_game_ms": {k: round(v / sweep.total_games * 1000, 2)
                                for k, v in runs.items()},
                "speedup_vs_local_x1": {k: round(runs["local x1"] / v, 2)
                                        for k, v in runs.items()},
                # what each game costs beyond its own play, spread over the workers
                "overhead_per_game_ms": {
                    k: round((v / sweep.total_games - one / (1 if k == "local x1" else cores))
                             * 1000, 2) for k, v in runs.items()},
            }
            ray_games = runs[f"ray x{cores}"] - float(report["ray_start_s"])  # type: ignore
            report[name]["ray_without_start"] = {  # type: ignore[index]
                "seconds": round(ray_games, 2),
                "speedup_vs_local_x1": round(runs["local x1"] / ray_games, 2),
                "overhead_per_game_ms": round((ray_games / sweep.total_games - one / cores)
                                              * 1000, 2)}
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
