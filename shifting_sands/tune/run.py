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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shifting_sands.tune.definition import Tune
from shifting_sands.tune.study import finished, open_study, suggest
from shifting_sands.tune.trial import evaluate, progress_bar


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
    bar = progress_bar(tune, len(finished(study)), progress)
    try:
        while len(finished(study)) < tune.trials:
            trial = study.ask()
            settings = suggest(trial, tune)
            again = _played_before(study, trial.params)
            if again is not None:  # the sampler asked again: same seeds, same games
                values, kept = list(again.values), {**again.user_attrs, "games": 0,
                                                    "same_as": again.number}
            else:
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


def _played_before(study: Any, params: dict[str, Any]) -> Any:
    """A finished trial of these very settings (its games would be the same games)."""
    return next((t for t in finished(study) if t.params == params
                 and "same_as" not in t.user_attrs), None)


__all__ = ["TuneRun", "run_tune"]
