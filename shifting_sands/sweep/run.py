"""Run a sweep: play the games the journal lacks, on the chosen backend, with a progress
bar; stop cleanly on Ctrl+C or a lost backend, keeping every finished game."""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shifting_sands.sweep.backends import BackendError, rows_from
from shifting_sands.sweep.definition import Sweep
from shifting_sands.sweep.journal import Journal, JournalError
from shifting_sands.sweep.report import (
    GAMES_CSV,
    SUMMARY_CSV,
    cell_summaries,
    write_games_csv,
    write_summary_csv,
)
from shifting_sands.sweep.tasks import tasks_of


@dataclass
class SweepResult:
    sweep: Sweep
    folder: Path
    rows: list[dict[str, Any]]
    summaries: list[dict[str, Any]]
    played_now: int
    resumed_with: int
    seconds: float
    stopped: str | None = None
    """Why the sweep stopped early (an interrupt, a lost backend), or None when complete."""
    settled: bool = False
    """With `until_decided:`, every comparison decided or at its cap."""

    @property
    def complete(self) -> bool:
        return self.settled or len(self.rows) == self.sweep.total_games


def run_sweep(sweep: Sweep, folder: Path, *, backend: str = "local", jobs: int = 1,
              address: str | None = None, progress: bool = True) -> SweepResult:
    """Play every game of `sweep` not yet in `folder`'s journal, then write the tables.

    JournalError when the folder cannot be used (another sweep's, unwritable); an
    interrupt or a backend failure ends the run early with `stopped` set, never losing a
    finished game."""
    journal = Journal.open(folder, sweep.identity)
    keys = [cell.key for cell in sweep.cells]
    todo = [task for task in tasks_of(sweep) if not journal.has(task.key)]
    resumed_with = sweep.total_games - len(todo)
    played = 0
    stopped = None
    started = time.perf_counter()
    bar = _progress_bar(sweep.total_games, resumed_with, progress)
    if sweep.decide is not None:  # rounds until each comparison is decided
        from shifting_sands.sweep.decided import rounds

        batches: Any = rounds(sweep, journal)
    else:
        batches = [todo]
    try:
        for batch in batches:
            with contextlib.closing(rows_from(backend, batch, jobs, address)) as rows:
                for row in rows:
                    try:
                        journal.record(row)
                    except OSError as exc:
                        raise JournalError(f"{journal.path}: cannot write a finished game: "
                                           f"{exc.strerror or exc}; the {len(journal.rows)} "
                                           "games before it are kept") from None
                    played += 1
                    bar.update(1)
    except KeyboardInterrupt:
        stopped = "interrupted"
    except BackendError as exc:
        stopped = str(exc)
    finally:
        bar.close()
        journal.close()
    seconds = time.perf_counter() - started
    rows_done = journal.rows_of(keys, sweep.games)
    summaries = cell_summaries(sweep, rows_done)
    settled = False
    if sweep.decide is not None:
        from shifting_sands.sweep.decided import decisions

        found = decisions(sweep, rows_done)
        for entry in summaries:
            entry["decision"] = found.get(entry["cell"])
        settled = stopped is None
    _write_tables(folder, rows_done, summaries)
    return SweepResult(sweep, folder, rows_done, summaries, played, resumed_with, seconds,
                       stopped, settled)


def _write_tables(folder: Path, rows: list[dict[str, Any]],
                  summaries: list[dict[str, Any]]) -> None:
    try:
        write_games_csv(rows, folder / GAMES_CSV)
        write_summary_csv(summaries, folder / SUMMARY_CSV)
    except OSError as exc:
        raise JournalError(f"{folder}: cannot write the tables: {exc.strerror or exc}; "
                           "the finished games are kept in the journal") from None


def _progress_bar(total: int, done: int, shown: bool) -> Any:
    """tqdm on standard error: games per second and the time left; silent in a pipe."""
    from tqdm import tqdm

    return tqdm(total=total, initial=done, unit="game", desc="sweep", smoothing=0.1,
                dynamic_ncols=True, disable=None if shown else True)
