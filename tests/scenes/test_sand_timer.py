"""Real time stays in the scene: a sand timer on an injected clock; rules read no clock."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from shifting_sands.core.timer import SandTimer
from shifting_sands.games import get_spec
from shifting_sands.games.stones.rules.actions import EndTurn
from shifting_sands.rules.match import Match, Seat
from shifting_sands.shell.pause import PauseScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import make_app, run


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_sand_timer_counts_down_pauses_and_runs_out():
    clock = FakeClock()
    timer = SandTimer(60, clock)
    timer.start()
    clock.now += 20
    assert timer.remaining() == pytest.approx(40)
    timer.pause()
    clock.now += 500
    assert timer.remaining() == pytest.approx(40) and not timer.running
    timer.resume()
    clock.now += 39.5
    assert not timer.expired and timer.fraction_left() == pytest.approx(0.5 / 60)
    clock.now += 1
    assert timer.expired and timer.remaining() == 0


def test_when_the_sand_runs_out_the_scene_submits_an_action_the_log_keeps():
    app = make_app()
    match = Match(get_spec("stones"), 3, [Seat("Amira"), Seat("Bot", "greedy")])
    start_match(app, match, autosave=False)
    scene = app.scenes.top
    clock = FakeClock()
    scene.clock = clock
    scene.start_timer(60, lambda: scene.submit(EndTurn()))
    clock.now += 59
    run(app)
    assert match.log == []
    app.push(PauseScene(app, scene))  # the menu stops the sand
    run(app)
    clock.now += 300
    run(app)
    app.pop()
    run(app)
    assert match.log == [] and scene.timer is not None
    clock.now += 1.5
    run(app)
    assert match.log[:1] == [EndTurn()] and scene.timer is None
    assert match.replayed().to_dict() == match.state.to_dict()  # no clock in the replay


def test_rules_never_read_a_clock():
    root = Path(__file__).resolve().parents[2] / "shifting_sands"
    modules = [*root.glob("rules/*.py"), *root.glob("games/*/rules.py"),
               *root.glob("games/*/actions.py"), *root.glob("games/*/setup.py")]
    assert modules
    for path in modules:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not {"time", "datetime"} & {n.split(".")[0] for n in names}, path
