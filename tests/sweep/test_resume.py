"""An interrupted sweep resumes where it stopped: finished games are kept, none is played
or counted twice, and the result is the same as one uninterrupted run."""

from __future__ import annotations

import functools
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shifting_sands.sweep import backends, run
from shifting_sands.sweep.definition import load_sweep
from shifting_sands.sweep.journal import JOURNAL, Journal, JournalError
from shifting_sands.sweep.run import run_sweep
from tests.sweep.helpers import TINY, write_sweep


def journal_keys(folder: Path) -> list[tuple[str, int]]:
    lines = (folder / JOURNAL).read_text(encoding="utf-8").splitlines()
    return [(row["cell"], row["index"]) for row in map(json.loads, lines)]


def interrupt_after(count: int):
    """A backend that plays `count` games, then is interrupted as Ctrl+C would."""
    real = backends.rows_from

    def rows_from(backend, tasks, jobs, address=None):
        for done, row in enumerate(real(backend, tasks, jobs, address)):
            if done == count:
                raise KeyboardInterrupt
            yield row
    return rows_from


def test_an_interrupted_sweep_keeps_its_games_and_resumes_without_double_counting(
        tmp_path, monkeypatch):
    sweep = load_sweep(write_sweep(tmp_path))
    whole = run_sweep(sweep, tmp_path / "whole", progress=False)
    assert whole.complete and whole.stopped is None

    monkeypatch.setattr(run, "rows_from", interrupt_after(5))
    first = run_sweep(sweep, tmp_path / "split", progress=False)
    assert first.stopped == "interrupted" and first.played_now == 5
    assert len(first.rows) == 5 and not first.complete
    monkeypatch.undo()

    second = run_sweep(sweep, tmp_path / "split", progress=False)
    assert second.resumed_with == 5 and second.played_now == sweep.total_games - 5
    assert second.complete
    keys = journal_keys(tmp_path / "split")
    assert len(keys) == len(set(keys)) == sweep.total_games
    assert second.rows == whole.rows
    assert second.summaries == whole.summaries


def test_the_partial_summary_counts_only_finished_games(tmp_path, monkeypatch):
    sweep = load_sweep(write_sweep(tmp_path))
    monkeypatch.setattr(run, "rows_from", interrupt_after(4))
    result = run_sweep(sweep, tmp_path / "out", progress=False)
    assert sum(entry["done"] for entry in result.summaries) == 4
    assert sum(entry["summary"]["games"] for entry in result.summaries if entry["summary"]) == 4


def test_a_torn_last_line_is_cut_and_its_game_played_again(tmp_path):
    sweep = load_sweep(write_sweep(tmp_path))
    folder = tmp_path / "out"
    whole = run_sweep(sweep, folder, progress=False)
    journal = folder / JOURNAL
    lines = journal.read_text(encoding="utf-8").splitlines(keepends=True)
    journal.write_text("".join(lines[:3]) + lines[3][:25], encoding="utf-8")  # killed mid-row
    again = run_sweep(sweep, folder, progress=False)
    assert again.resumed_with == 3 and again.played_now == sweep.total_games - 3
    assert again.rows == whole.rows
    keys = journal_keys(folder)
    assert len(keys) == len(set(keys)) == sweep.total_games


def test_a_game_already_in_the_journal_is_never_counted_twice(tmp_path):
    sweep = load_sweep(write_sweep(tmp_path))
    folder = tmp_path / "out"
    whole = run_sweep(sweep, folder, progress=False)
    journal = folder / JOURNAL
    first_line = journal.read_text(encoding="utf-8").splitlines(keepends=True)[0]
    with journal.open("a", encoding="utf-8") as handle:  # e.g. two runs of one sweep at once
        handle.write(first_line)
    again = run_sweep(sweep, folder, progress=False)
    assert again.played_now == 0 and again.rows == whole.rows
    opened = Journal.open(folder, sweep.identity)
    assert opened.record(whole.rows[0]) is False
    opened.close()


def test_a_sweep_grown_or_cut_short_counts_only_its_own_games(tmp_path):
    """More games per cell and another variant keep the finished games; fewer games per
    cell report only the games the sweep now asks for."""
    folder = tmp_path / "out"
    first = run_sweep(load_sweep(write_sweep(tmp_path)), folder, progress=False)
    grown_text = TINY.replace("games: 6", "games: 8").replace("[standard, small]",
                                                             "[standard, small, peek]")
    grown = run_sweep(load_sweep(write_sweep(tmp_path, grown_text, "grown.yaml")), folder,
                      progress=False)
    assert grown.resumed_with == 12 and grown.played_now == 3 * 8 - 12 and grown.complete
    short = run_sweep(load_sweep(write_sweep(tmp_path, TINY.replace("games: 6", "games: 4"),
                                             "short.yaml")), folder, progress=False)
    assert short.played_now == 0 and short.complete and len(short.rows) == 8
    assert short.rows == [r for r in first.rows if r["index"] < 4]
    assert [entry["done"] for entry in short.summaries] == [4, 4]


def test_another_sweeps_folder_is_refused_in_one_line(tmp_path):
    sweep = load_sweep(write_sweep(tmp_path))
    run_sweep(sweep, tmp_path / "out", progress=False)
    other = load_sweep(write_sweep(tmp_path, TINY.replace("seed: 7", "seed: 8"), "other.yaml"))
    with pytest.raises(JournalError, match=r"another sweep.*seed 7 there, 8 here"):
        run_sweep(other, tmp_path / "out", progress=False)


def test_a_damaged_row_is_named_by_file_and_line(tmp_path):
    sweep = load_sweep(write_sweep(tmp_path))
    folder = tmp_path / "out"
    run_sweep(sweep, folder, progress=False)
    journal = folder / JOURNAL
    lines = journal.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = "{not json\n"
    journal.write_text("".join(lines), encoding="utf-8")
    with pytest.raises(JournalError, match=rf"{JOURNAL}:3: not a JSON row"):
        run_sweep(sweep, folder, progress=False)
    lines[2] = '{"cell": "x", "index": 0, "seed": 99, "seats": [], "winners": [], ' \
               '"returns": [], "turns": 1, "finished": true, "reason": "x"}\n'
    journal.write_text("".join(lines), encoding="utf-8")
    with pytest.raises(JournalError, match=rf"{JOURNAL}:3: game 0 was played with seed 99"):
        run_sweep(sweep, folder, progress=False)


def _dies_once(marker_path, task):
    """A worker that dies (as if killed) the first time it is handed a game. The marker's
    path comes with the function, not the environment: workers come from a forkserver
    started before the test could set a variable."""
    marker = Path(marker_path)
    if not marker.exists():
        marker.write_text("died", encoding="utf-8")
        os._exit(9)
    from shifting_sands.sweep.tasks import play_task

    return play_task(task)


def test_a_lost_local_worker_costs_nothing(tmp_path, monkeypatch):
    """The pool is rebuilt and the unfinished games handed out again."""
    sweep = load_sweep(write_sweep(tmp_path))
    whole = run_sweep(sweep, tmp_path / "whole", progress=False)
    monkeypatch.setattr(backends, "play_task",
                        functools.partial(_dies_once, str(tmp_path / "marker")))
    again = run_sweep(sweep, tmp_path / "lost", jobs=2, progress=False)
    assert (tmp_path / "marker").exists()
    assert again.stopped is None and again.rows == whole.rows
    keys = journal_keys(tmp_path / "lost")
    assert len(keys) == len(set(keys)) == sweep.total_games


# -- through the command line, as a person would stop it ----------------------------------
LONGER = TINY.replace("games: 6", "games: 400")


def _start(sweep_file: Path, out: Path, home: Path) -> subprocess.Popen:
    env = dict(os.environ, SHIFTING_SANDS_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    return subprocess.Popen([sys.executable, "-m", "shifting_sands", "lab", "sweep",
                             str(sweep_file), "--out", str(out), "--jobs", "2", "--no-chart"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            start_new_session=True, preexec_fn=_hear_interrupts)


def _hear_interrupts() -> None:
    """Ctrl+C as a terminal delivers it, even when this test runs as a background job
    (whose shell ignores SIGINT, which a child inherits: the sweep then played on and
    exited 0)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _wait_for_games(out: Path, process: subprocess.Popen, count: int) -> None:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None:
        journal = out / JOURNAL
        if journal.exists() and journal.read_bytes().count(b"\n") >= count:
            return
        time.sleep(0.05)
    pytest.fail("the sweep did not start playing")


@pytest.mark.slow
@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGKILL], ids=["ctrl-c", "killed"])
def test_a_sweep_stopped_from_outside_resumes_on_the_same_command(tmp_path, user_home, stop):
    sweep_file = write_sweep(tmp_path, LONGER)
    out = tmp_path / "out"
    process = _start(sweep_file, out, user_home)
    _wait_for_games(out, process, 20)
    os.killpg(process.pid, stop)  # the whole group, as a terminal's Ctrl+C reaches it
    _, err = process.communicate(timeout=60)
    if stop == signal.SIGINT:
        assert process.returncode == 130, err
        last = err.strip().splitlines()[-1]
        assert "stopped (interrupted)" in last and "run the same command again" in last
    kept = len(set(journal_keys(out)))
    total = load_sweep(sweep_file).total_games
    assert 0 < kept < total, "stop the sweep while it is playing"
    process = _start(sweep_file, out, user_home)
    output, err = process.communicate(timeout=300)
    assert process.returncode == 0, err
    assert f"{kept} kept from before" in output
    keys = journal_keys(out)
    assert len(keys) == len(set(keys)) == total
