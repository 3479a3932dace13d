"""The tuning run's memory: an Optuna study in `tune.db` (SQLite) in the results folder.

Every finished trial is in the study the moment it is told, with its settings, its metrics
and its games; a run that starts again opens the same study and plays only the trials it
lacks. A trial that was running when the run was killed is marked failed (it was never
counted) and its settings are queued again, so they are played once more, from the same
seeds, and counted once.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from shifting_sands.rules.protocol import Options
from shifting_sands.tune.definition import Tune

DATABASE = "tune.db"
STUDY = "tune"
REFUSED = 1_000_000.0
"""The miss given to every target of a variant the game refuses (numbers that do not hold
together): worse than any real miss, so the search leaves that corner."""


class TuneError(ValueError):
    """A results folder that cannot be used (one line, naming the folder)."""


def storage_url(folder: Path) -> str:
    return f"sqlite:///{(folder / DATABASE).resolve()}"


def _sampler(tune: Tune) -> Any:
    import optuna

    if tune.sampler == "nsga2":
        return optuna.samplers.NSGAIISampler(seed=tune.seed)
    if tune.sampler == "random":
        return optuna.samplers.RandomSampler(seed=tune.seed)
    return optuna.samplers.TPESampler(seed=tune.seed, n_startup_trials=min(10, tune.trials))


def quiet_optuna() -> None:
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    logging.getLogger("optuna").setLevel(logging.WARNING)


def open_study(tune: Tune, folder: Path) -> Any:
    """The folder's study (created if new); TuneError if it holds another tuning run. Trials
    left running by a killed run are failed and their settings queued again."""
    import optuna

    quiet_optuna()
    folder.mkdir(parents=True, exist_ok=True)
    try:
        study = optuna.create_study(storage=storage_url(folder), study_name=STUDY,
                                    directions=["minimize"] * len(tune.targets),
                                    sampler=_sampler(tune), load_if_exists=True)
    except ValueError as exc:  # another number of targets (directions) than before
        raise TuneError(f"{folder} holds another tuning run ({exc}); use another --out") \
            from None
    stored = study.user_attrs.get("identity")
    if stored is None:
        study.set_user_attr("identity", tune.identity_text())
    elif stored != tune.identity_text():
        raise TuneError(f"{folder} holds a tuning run of other settings (game, variant, bots, "
                        "seeds, games, parameters or targets changed); use another --out")
    requeue_stale(study)
    return study


def requeue_stale(study: Any) -> int:
    """Fail the trials a killed run left running and queue their settings again."""
    from optuna.trial import TrialState

    stale = study.get_trials(deepcopy=False, states=(TrialState.RUNNING,))
    for trial in stale:
        study.tell(trial.number, state=TrialState.FAIL)
        study.enqueue_trial(trial.params, user_attrs={"again_after": trial.number},
                            skip_if_exists=True)
    return len(stale)


def finished(study: Any) -> list[Any]:
    from optuna.trial import TrialState

    return study.get_trials(deepcopy=False, states=(TrialState.COMPLETE,))


def suggest(trial: Any, tune: Tune) -> dict[str, Any]:
    """The settings of one trial, drawn by the study's sampler within the file's ranges."""
    settings: dict[str, Any] = {}
    for searched in tune.searched:
        name = searched.name
        if searched.choices:
            settings[name] = trial.suggest_categorical(name, list(searched.choices))
        elif searched.parameter.kind == "int":
            settings[name] = trial.suggest_int(name, int(searched.low), int(searched.high),
                                               step=int(searched.step or 1), log=searched.log)
        else:
            settings[name] = trial.suggest_float(name, searched.low, searched.high,
                                                 step=searched.step, log=searched.log)
    return settings


def refusal(tune: Tune, settings: dict[str, Any]) -> str | None:
    """Why the game refuses these settings (numbers that do not hold together), or None."""
    from shifting_sands.games import get_spec

    try:
        get_spec(tune.game).new_game(tune.seed, tune.players, Options(tune.variant, settings))
    except Exception as exc:  # whatever a game's set-up makes of numbers it cannot take
        return " ".join(str(exc).split())
    return None


__all__ = ["DATABASE", "REFUSED", "STUDY", "TuneError", "finished", "open_study", "refusal",
           "requeue_stale", "storage_url", "suggest"]
