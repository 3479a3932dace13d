"""The designer's lab in the window: a run of bots in worker processes that the screen only
polls (progress, time left, Stop keeping what was played, the chart and the metrics as they
fill), every finished game kept on disk with its log (a closed window too) and open in the
replay viewer; the same games as `lab` for the same seeds."""

from __future__ import annotations

import json
import time

from shifting_sands.games import get_spec
from shifting_sands.lab import run_lab
from shifting_sands.lab_run import latest_run, read_run
from shifting_sands.shell.lab_panels import progress_words
from shifting_sands.shell.lab_scene import LabScene
from shifting_sands.shell.launcher import LauncherScene
from shifting_sands.shell.replay_scene import ReplayScene
from tests.scenes.helpers import center, click, make_app, run


def button(scene, label: str):
    return next(w for w in scene.widgets.widgets if getattr(w, "label", None) == label)


def open_lab(app) -> LabScene:
    app.open_launcher()
    assert isinstance(app.scenes.top, LauncherScene)
    click(app, center(button(app.scenes.top, "Designer's lab").rect))
    lab = app.scenes.top
    assert isinstance(lab, LabScene)
    return lab


def frames_until(app, done, limit: float = 240.0) -> None:
    """Frames (as the window draws them) until `done()`; the bound is a guard, not a test."""
    started = time.monotonic()
    while not done() and time.monotonic() - started < limit:
        run(app, 1)
        time.sleep(0.02)
    assert done()


def test_a_run_fills_the_chart_and_agrees_with_the_command_line(user_home) -> None:
    app = make_app()
    lab = open_lab(app)
    lab.game_choice.set_value("mothership")
    lab._game_changed()
    assert lab.wanted == {"standard", "three_actions"}
    lab.games_choice.set_value("20")
    click(app, center(lab.run_button.rect))
    assert lab.run is not None
    # every variant's 20 games in the chart (a run may finish while the chart of its last
    # games is still being drawn: the screen asks for the whole run's next)
    frames_until(app, lambda: lab.run.finished and lab.chart.surface is not None
                 and lab.chart.report is not None
                 and all(column["summary"]["games"] == 20
                         for column in lab.chart.report["variants"]))
    assert lab.run.done == 40 and not lab.run.error
    ours = lab.chart.report
    theirs = run_lab(get_spec("mothership"), ["standard", "three_actions"], 20, ["greedy"], 1,
                     players=2)
    for mine, cli in zip(ours["variants"], theirs["variants"], strict=True):
        assert mine["summary"]["win_rates"] == cli["summary"]["win_rates"]
        assert mine["summary"]["turns"] == cli["summary"]["turns"]
    assert progress_words(lab.run).startswith("Finished: 40 games")
    lines = (lab.run.folder / "games.jsonl").read_text().splitlines()
    assert len(lines) == 40 and all(json.loads(line)["actions"] for line in lines)
    assert read_run(lab.run.folder).report() == lab.run.report()  # design metrics and all
    # any finished game opens in the replay viewer, at its first step
    run(app, 2)
    assert lab.replay_button.visible
    click(app, center(lab.replay_button.rect))
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene) and viewer.game.all_bots
    game = lab.run.finished_games()[0]
    assert viewer.tape.length == len(game.actions) and viewer.step == 0
    viewer.go(viewer.tape.length)
    assert viewer.table.state.is_terminal()


def test_stop_and_a_closed_window_keep_every_finished_game(user_home) -> None:
    app = make_app()
    lab = open_lab(app)
    lab.games_choice.set_value("1000")
    click(app, center(lab.run_button.rect))
    frames_until(app, lambda: lab.run.done >= 3)
    assert lab.stop_button.visible and not lab.run_button.visible
    assert " of 2000 games played - " in progress_words(lab.run)
    click(app, center(lab.stop_button.rect))
    frames_until(app, lambda: not lab.run.running)
    kept = lab.run.done
    assert 3 <= kept < 2000 and lab.run.stopped and lab.run_button.visible
    lines = (lab.run.folder / "games.jsonl").read_text().splitlines()
    assert len(lines) == kept
    # a second run, and the window closes while it plays
    click(app, center(lab.run_button.rect))
    second = lab.run
    frames_until(app, lambda: second.done >= 2)
    app.quit()
    assert second.stopped and not second.running
    on_disk = len((second.folder / "games.jsonl").read_text().splitlines())
    assert on_disk == second.done >= 2
    again = latest_run()  # reopened: the last run is there, as far as it got
    assert again is not None and again.folder == second.folder and again.done == on_disk
    reopened = LabScene(make_app())
    assert reopened.run is not None and reopened.run.done == on_disk


def test_the_form_refuses_a_single_variant(user_home) -> None:
    app = make_app()
    lab = open_lab(app)
    for toggle in lab.toggles:
        if toggle.value and toggle.key != "standard":
            click(app, center(toggle.rect))
    assert lab.wanted == {"standard"}
    click(app, center(lab.run_button.rect))
    assert lab.run is None or not lab.run.running
    assert lab.message == "Choose two or more variants to compare."
    lab.bots_choice.set_value("random")
    lab.players_choice.set_value("3")
    lab.on_enter()  # back from the editor or a replay: the form is as she left it
    assert (lab.bots_choice.value, lab.players_choice.value) == ("random", "3")
    assert lab.wanted == {"standard"}


def test_until_decided_plays_in_rounds_and_says_what_the_test_decided(user_home) -> None:
    from shifting_sands.lab_run import LabGame, LabPlan, LabRun
    from shifting_sands.shell.lab_panels import decided_words
    from shifting_sands.sim import GameRecord

    plan = LabPlan("mothership", ("standard", "three_actions"), 40, ("greedy",),
                   until_decided=True)

    def record(seed: int, winner: int) -> GameRecord:
        return GameRecord(seed, ["greedy", "greedy"], (winner,), (0.0, 0.0), 5, 20, True,
                          "landed")

    run = LabRun(plan)  # the second variant's first seat always wins, the first's never
    run.games = [LabGame(v, i, record(1 + i, 0 if v else 1), []) for i in range(12)
                 for v in (0, 1)]
    assert run._decided() and run.decision["decision"] == "differs"
    run.finished = True
    assert decided_words(run).startswith("Decided after 12 games of each: three_actions is "
                                         "ahead of standard by more than 5% on seat1")
    same = LabRun(plan)  # the same result every pair: no difference beyond the margin
    same.games = [LabGame(v, i, record(1 + i, i % 2), []) for i in range(150) for v in (0, 1)]
    assert same._decided() and same.decision["decision"] == "same"
    # in the window: two variants only, and the run stops at a round's end
    app = make_app()
    lab = open_lab(app)
    lab.games_choice.set_value("decided")
    lab.wanted = {"standard", "small", "three_actions"}
    click(app, center(lab.run_button.rect))
    assert lab.message == "Until decided compares exactly two variants."
    lab.wanted = {"standard", "three_actions"}
    click(app, center(lab.run_button.rect))
    assert lab.run.plan.until_decided and lab.run.plan.games == 1000
    frames_until(app, lambda: lab.run.decision is not None and lab.run.done >= 40)
    assert lab.run.done % 40 == 0 or lab.run.running  # whole rounds of 20 games a variant
    app.quit()
