"""A tuning run: trials told once, resumed after a kill with nothing counted twice, the
report (Pareto front, best, variant file), and the Ray path on a local Ray."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shifting_sands.cli import main
from shifting_sands.sweep.backends import ray_available
from shifting_sands.tune.definition import load_tune
from shifting_sands.tune.report import TrialRow, best_row, pareto_front, trial_rows
from shifting_sands.tune.run import run_tune
from shifting_sands.tune.study import TuneError
from tests.lab_tune.helpers import TINY, complete_trials, write_tune


def _row(number: int, misses: tuple[float, ...], distance: float = 0.0) -> TrialRow:
    return TrialRow(number, {"x": number}, misses, {}, 2, None, distance)


def test_the_pareto_front_keeps_what_nothing_beats_and_the_best_is_the_smallest_change():
    rows = [_row(0, (1, 5)), _row(1, (2, 3)), _row(2, (3, 3)), _row(3, (0, 4), 0.5),
            _row(4, (0, 4), 0.1)]
    assert [r.number for r in pareto_front(rows)] == [1, 3, 4]  # (0, 4) beats (1, 5)
    assert best_row(rows).number == 4  # total 4 twice: the nearer the base wins
    assert best_row([_row(0, (0, 0), 0.9), _row(1, (0, 0), 0.2)]).number == 1


def test_a_run_tells_each_trial_once_and_a_second_run_plays_none(tmp_path, user_home):
    tune = load_tune(write_tune(tmp_path))
    first = run_tune(tune, tmp_path / "out", progress=False)
    assert first.played_now == tune.trials
    rows = trial_rows(tune, first.study)
    assert [r.number for r in rows] == list(range(tune.trials))
    assert all(r.games == tune.games and "length.median" in r.metrics for r in rows)
    again = run_tune(tune, tmp_path / "out", progress=False)
    assert again.played_now == 0 and len(trial_rows(tune, again.study)) == tune.trials


def test_a_folder_of_another_run_is_refused(tmp_path, user_home):
    run_tune(load_tune(write_tune(tmp_path)), tmp_path / "out", progress=False)
    other = load_tune(write_tune(tmp_path, TINY.replace("games: 2", "games: 3"), "other.yaml"))
    with pytest.raises(TuneError, match="other settings"):
        run_tune(other, tmp_path / "out", progress=False)


def test_the_command_writes_trials_front_chart_and_a_variant_the_game_accepts(
        tmp_path, user_home, capsys):
    path = write_tune(tmp_path)
    variant = tmp_path / "mine.yaml"
    assert main(["lab", "tune", str(path), "--out", str(tmp_path / "out"), "--jobs", "1",
                 "--variant-out", str(variant)]) == 0
    out = capsys.readouterr().out
    assert "best: trial" in out and "Pareto front" in out
    lines = (tmp_path / "out" / "trials.csv").read_text().splitlines()
    assert len(lines) == 1 + 3 and lines[0].startswith("trial,empty_cells,max_rounds")
    assert (tmp_path / "out" / "pareto.csv").exists() and (tmp_path / "out" / "tune.png").exists()
    import yaml

    from shifting_sands.content.mothership import VariantModel

    entry = yaml.safe_load(variant.read_text())["variants"]["tuned"]
    model = VariantModel.model_validate(entry)
    assert 16 <= model.empty_cells <= 28 and model.max_rounds in (20, 30, 40, 50, 60)


def test_the_best_goes_to_the_own_variants_folder_when_it_exists(tmp_path, user_home,
                                                                  capsys):
    (user_home / "variants").mkdir(parents=True)
    assert main(["lab", "tune", str(write_tune(tmp_path)), "--out", str(tmp_path / "out"),
                 "--jobs", "1", "--no-chart"]) == 0
    assert "variant: " + str(user_home / "variants" / "mothership.yaml") in capsys.readouterr().out


# -- killed from outside, as a machine or a person would stop it -----------------------------
SLOWER = TINY.replace("games: 2", "games: 12").replace("trials: 3", "trials: 4")


def _start(tune_file: Path, out: Path, home: Path) -> subprocess.Popen:
    env = dict(os.environ, SHIFTING_SANDS_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    return subprocess.Popen([sys.executable, "-m", "shifting_sands", "lab", "tune",
                             str(tune_file), "--out", str(out), "--jobs", "1", "--no-chart",
                             "--variant-out", str(out.parent / "best.yaml")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            start_new_session=True)


def test_a_killed_run_resumes_with_no_trial_counted_twice(tmp_path, user_home):
    tune_file = write_tune(tmp_path, SLOWER)
    out = tmp_path / "out"
    process = _start(tune_file, out, user_home)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and process.poll() is None and not complete_trials(out):
        time.sleep(0.05)
    os.killpg(process.pid, signal.SIGKILL)
    process.communicate(timeout=60)
    kept = complete_trials(out)
    assert 0 < len(kept) < 4, "kill the run while it is tuning"
    process = _start(tune_file, out, user_home)
    output, err = process.communicate(timeout=600)
    assert process.returncode == 0, err
    done = complete_trials(out)
    assert len(done) == len(set(done)) == 4
    assert set(kept) <= set(done)
    lines = (out / "trials.csv").read_text().splitlines()[1:]
    assert len(lines) == 4 and f"{4 - len(kept)} trials played now" in output
    for line in lines:  # every trial its 12 games, or the games of the same settings before
        games, same_as = line.split(",")[-3:-1]
        assert games == "12" or (games == "0" and same_as), line


# -- Ray ------------------------------------------------------------------------------------
def _ray_tune_available() -> bool:
    if not ray_available():
        return False
    try:
        import ray.tune  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.mark.skipif(not _ray_tune_available(),
                    reason="Ray Tune is not installed: pip install 'shifting-sands[lab]' "
                           "(scripts/test installs it) to run the Ray backend's test")
def test_ray_runs_the_trials_into_the_same_study(tmp_path, user_home):
    tune = load_tune(write_tune(tmp_path))
    run = run_tune(tune, tmp_path / "out", backend="ray", jobs=2, progress=False)
    rows = trial_rows(tune, run.study)
    assert len(rows) == tune.trials and run.played_now == tune.trials
    assert all(r.games == tune.games and "round_limit" in r.metrics for r in rows)
    local = run_tune(tune, tmp_path / "out", progress=False)  # resumes: nothing left
    assert local.played_now == 0


def test_settings_asked_again_reuse_the_games_played_for_them(tmp_path, user_home):
    one_choice = TINY.replace("empty_cells: {low: 16, high: 28}",
                              "empty_cells: {low: 20, high: 20}")
    one_choice = one_choice.replace("max_rounds: {low: 20, high: 60, step: 10}",
                                    "max_rounds: {choices: [30]}")
    tune = load_tune(write_tune(tmp_path, one_choice))
    rows = trial_rows(tune, run_tune(tune, tmp_path / "out", progress=False).study)
    assert [r.games for r in rows] == [2, 0, 0]
    assert [r.same_as for r in rows] == [None, 0, 0]
    assert rows[1].misses == rows[0].misses and rows[2].metrics == rows[0].metrics
    assert [r.number for r in pareto_front(rows)] == [0]


def test_the_best_joins_an_own_variants_file_keeping_its_comments(tmp_path, user_home):
    import yaml

    from shifting_sands.tune.report import write_variant

    tune = load_tune(write_tune(tmp_path))
    rows = trial_rows(tune, run_tune(tune, tmp_path / "out", progress=False).study)
    own = tmp_path / "mothership.yaml"
    own.write_text("# my variants\nvariants:\n  wide:  # a wider desert\n"
                   "    title: Wide\n    description: Wide.\n    board: {width: 13, height: 11}\n"
                   "    empty_cells: 24\n    holding_spaces: 20\n    actions_per_turn: 2\n"
                   "    actions_must_differ: true\n    memory: none\n    max_rounds: 60\n",
                   encoding="utf-8")
    write_variant(tune, best_row(rows), own, "tuned")
    text = own.read_text()
    assert "# my variants" in text and "# a wider desert" in text
    assert set(yaml.safe_load(text)["variants"]) == {"wide", "tuned"}
    write_variant(tune, best_row(rows), own, "tuned")  # again: replaced, not doubled
    assert set(yaml.safe_load(own.read_text())["variants"]) == {"wide", "tuned"}
