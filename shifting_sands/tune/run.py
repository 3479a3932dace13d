"""A tuning run: ask the study for settings, play a trial's games with them, tell the study
how far its metrics miss the targets; until the file's number of trials is complete.

Locally (the default) the trials run one after another and each trial's games are spread
over `jobs` worker processes, as a sweep's are; on Ray (`tune.ray_run`) several trials run
at once, each on one CPU of the cluster. Both share the study, its resuming and its report.
Every trial plays games `seed` to `seed + games - 1` (seats rotated as sweeps rotate them),
so trials differ by their numbers only, never by their deals.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shifting_sands.tune.definition import Tune
from shifting_sands.tune.study import REFUSED, finished, open_study, refusal, suggest

TRIAL_CELL = "trial"


def trial_tasks(tune: Tune, settings: dict[str, Any]) -> list[Any]:
    """The games of one trial as sweep tasks (plain data, for processes or Ray)."""
    from shifting_sands.rules.protocol import Options
    from shifting_sands.sim import seating
    from shifting_sands.sweep.tasks import GameTask

    options = Options(tune.variant, settings).to_dict()
    return [GameTask(tune.game, TRIAL_CELL, index, tune.seed + index,
                     tuple(seating(tune.bots, tune.players, index, True)), options,
                     tune.variant, tune.players, tune.bots) for index in range(tune.games)]


def evaluate(tune: Tune, settings: dict[str, Any], jobs: int = 1,
             play: Callable[[list[Any], int], Any] | None = None) -> tuple[list[float],
                                                                            dict[str, Any]]:
    """One trial: its misses (one per target) and what the study keeps of it (metrics,
    games played, or why the game refused the settings)."""
    from shifting_sands.tune.metrics import misses, trial_metrics

    refused = refusal(tune, settings)
    if refused is not None:
        return [REFUSED] * len(tune.targets), {"refused": refused, "games": 0}
    tasks = trial_tasks(tune, settings)
    if play is None:
        from shifting_sands.sweep.backends import local_rows

        rows = list(local_rows(tasks, jobs))
    else:
        rows = list(play(tasks, jobs))
    metrics = trial_metrics(rows, tune.players)
    return misses(tune.targets, metrics), {"metrics": metrics, "games": len(rows)}


@dataclass
class TuneRun:
    tune: Tune
    folder: Path
    study: Any
    played_now: int
    seconds: float


def run_tune(tune: Tune, folder: Path, *, backend: str = "local", jobs: int = 1,
             address: str | None = None, progress: bool = True) -> TuneRun:
    """Play the trials the folder's study lacks; KeyboardInterrupt leaves it resumable."""
    study = open_study(tune, folder)
    before = len(finished(study))
    started = time.monotonic()
    if backend == "ray":
        from shifting_sands.tune.ray_run import ray_trials

        ray_trials(tune, folder, study, jobs, address, progress)
    else:
        _local_trials(tune, study, jobs, progress)
    return TuneRun(tune, folder, study, len(finished(study)) - before,
                   time.monotonic() - started)


def _local_trials(tune: Tune, study: Any, jobs: int, progress: bool) -> None:
    bar = _bar(tune, len(finished(study)), progress)
    try:
        while len(finished(study)) < tune.trials:
            trial = study.ask()
            settings = suggest(trial, tune)
            values, kept = evaluate(tune, settings, jobs)
            for key, value in kept.items():
                trial.set_user_attr(key, value)
            study.tell(trial, values)
            if bar is not None:
                bar.update(1)
                bar.set_postfix_str(f"last miss {sum(values):g}")
    finally:
        if bar is not None:
            bar.close()


def _bar(tune: Tune, done: int, progress: bool) -> Any:
    """A tqdm bar of trials on a terminal (none when not asked for)."""
    if not progress:
        return None
    import sys

    from tqdm import tqdm

    return tqdm(total=tune.trials, initial=done, desc="trials", unit="trial",
                file=sys.stderr, dynamic_ncols=True, leave=False)


__all__ = ["TRIAL_CELL", "TuneRun", "evaluate", "run_tune", "trial_tasks"]
