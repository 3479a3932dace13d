"""One trial of a tuning run, the same on every backend: its games as sweep tasks (plain
data, for worker processes or Ray), played and turned into misses and the metrics kept."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shifting_sands.tune.definition import Tune
from shifting_sands.tune.study import REFUSED, refusal

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


def progress_bar(tune: Tune, done: int, progress: bool) -> Any:
    """A tqdm bar of trials on a terminal (none when not asked for)."""
    if not progress:
        return None
    import sys

    from tqdm import tqdm

    return tqdm(total=tune.trials, initial=done, desc="trials", unit="trial",
                file=sys.stderr, dynamic_ncols=True, leave=False)


__all__ = ["TRIAL_CELL", "evaluate", "progress_bar", "trial_tasks"]
