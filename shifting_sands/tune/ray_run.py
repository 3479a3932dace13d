"""Tuning on Ray: Ray Tune runs the trials, several at once (one CPU each, on a local Ray or
on the cluster at `--address`), and Optuna's search (Ray's `OptunaSearch`) chooses their
settings from the same study in the results folder that the local run uses, so a run on
Ray resumes, and is reported, exactly as a local one is.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any

from shifting_sands.tune.definition import Tune
from shifting_sands.tune.study import STUDY, _sampler, finished, storage_url, suggest


def objective_names(tune: Tune) -> list[str]:
    return [f"miss_{index}" for index in range(len(tune.targets))]


def _trainable(config: dict[str, Any], tune: Tune) -> None:
    """One Ray Tune trial: its games played in this worker, its misses reported."""
    from ray import tune as ray_tune

    from shifting_sands.tune.trial import evaluate

    values, kept = evaluate(tune, dict(config), jobs=1)
    ray_tune.report({**dict(zip(objective_names(tune), values, strict=True)),
                     "kept": json.dumps(kept)})


class _Space:
    """Optuna's define-by-run space: the tuning file's ranges (a class, so Ray can pickle it)."""

    def __init__(self, tune: Tune) -> None:
        self.tune = tune

    def __call__(self, trial: Any) -> None:
        suggest(trial, self.tune)


def _searcher(tune: Tune, folder: Path) -> Any:
    import optuna
    from ray.tune.search.optuna import OptunaSearch

    class KeepingSearch(OptunaSearch):
        """Optuna's search that also keeps each trial's metrics in the study, and whose
        memory is the study alone (Ray's own experiment checkpoints are not needed to
        resume: a new run reads `tune.db`)."""

        def on_trial_complete(self, trial_id: str, result: dict[str, Any] | None = None,
                              error: bool = False) -> None:
            trial = self._ot_trials.get(trial_id)
            if trial is not None and result and "kept" in result:
                for key, value in json.loads(result["kept"]).items():
                    trial.set_user_attr(key, value)
            super().on_trial_complete(trial_id, result, error)

        def save(self, checkpoint_path: str) -> None:
            return None

        def restore(self, checkpoint_path: str) -> None:
            return None

    return KeepingSearch(space=_Space(tune), metric=objective_names(tune),
                         mode=["min"] * len(tune.targets), sampler=_sampler(tune),
                         study_name=STUDY,
                         storage=optuna.storages.RDBStorage(storage_url(folder)))


def ray_trials(tune: Tune, folder: Path, study: Any, jobs: int, address: str | None,
               progress: bool) -> None:
    """Run the trials the study lacks on Ray, `jobs` at once on a local Ray (or as many as
    the cluster's CPUs allow)."""
    from ray import tune as ray_tune

    from shifting_sands.sweep.backends import _start_ray
    from shifting_sands.tune.trial import progress_bar

    remaining = tune.trials - len(finished(study))
    if remaining <= 0:
        return
    ray, started_here = _start_ray(jobs, address)
    bar = progress_bar(tune, tune.trials - remaining, progress)

    class Progress(ray_tune.Callback):
        def on_trial_complete(self, iteration: int, trials: list[Any], trial: Any,
                              **info: Any) -> None:
            if bar is not None:
                bar.update(1)

    try:
        trainable = ray_tune.with_parameters(_trainable, tune=tune)
        tuner = ray_tune.Tuner(
            ray_tune.with_resources(trainable, {"cpu": 1}),
            tune_config=ray_tune.TuneConfig(search_alg=_searcher(tune, folder),
                                            num_samples=remaining,
                                            max_concurrent_trials=max(1, jobs)),
            run_config=ray_tune.RunConfig(storage_path=str((folder / "ray").resolve()),
                                          name="trials", verbose=0, callbacks=[Progress()]))
        with contextlib.redirect_stdout(io.StringIO()):  # Ray Tune's own tables and hints
            tuner.fit()
    finally:
        if bar is not None:
            bar.close()
        if started_here:
            ray.shutdown()


__all__ = ["objective_names", "ray_trials"]
