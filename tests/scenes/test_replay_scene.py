"""The replay viewer: a finished game stepped forwards and backwards, the table drawn by the
game's own scene at each step, rebuilt from seed and log; public information only unless
every seat was a bot. Opened from the Load list's finished games."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.games import get_spec
from shifting_sands.paths import saves_dir
from shifting_sands.persist.saves import save_match
from shifting_sands.rules.driver import Driver
from shifting_sands.rules.match import Match, Seat, replay
from shifting_sands.rules.replay_tape import EVERY, ReplayTape
from shifting_sands.rules.rng import GameRng
from shifting_sands.shell.replay_scene import Replayable, ReplayScene
from tests.scenes.helpers import center, click, key, make_app, run
from tests.scenes.test_saves_scenes import open_load_list


def finished(game: str, seats: list[Seat], seed: int = 5) -> Match:
    spec = get_spec(game)
    match = Match(spec, seed, seats)
    Driver(match, {i: spec.bot("greedy") for i in range(len(seats))}, GameRng(seed)).play(10**5)
    assert match.state.is_terminal()
    return match


@pytest.mark.parametrize("game", ["mothership", "stones"])
def test_the_tape_gives_the_state_after_any_step(game: str) -> None:
    match = finished(game, [Seat("Amira"), Seat("Tariq", "greedy")])
    tape = ReplayTape(match.spec, match.seed, 2, match.options, match.log)
    steps = sorted({0, 1, EVERY - 1, EVERY, EVERY + 3, len(match.log) // 2, len(match.log)})
    for step in [*steps, *reversed(steps)]:  # forwards, then backwards
        expected = replay(match.spec, match.seed, 2, match.options, match.log[:step])
        assert tape.state_at(step).to_dict()["fields"] == expected.to_dict()["fields"]


def test_a_game_with_a_person_replays_in_the_public_view_only() -> None:
    app = make_app()
    app.open_launcher()
    match = finished("mothership", [Seat("Amira"), Seat("Tariq", "greedy")])
    scene = ReplayScene(app, Replayable.of_match(match), step=0)
    app.push(scene)
    run(app, 1)
    assert not scene.seen_choice.visible
    seen = []
    for _ in range(len(match.log)):
        key(app, pygame.K_RIGHT)
        seen.append((scene.step, scene.table.viewer, scene.table.view()))
    assert [step for step, _, _ in seen] == list(range(1, len(match.log) + 1))
    assert all(viewer is None for _, viewer, _ in seen)
    for step, _, view in seen[:3]:
        assert view == ReplayTape(match.spec, match.seed, 2, match.options,
                                  match.log).state_at(step).view_for(None)
    key(app, pygame.K_LEFT)
    assert scene.step == len(match.log) - 1
    assert scene.table.log[-1][0] == len(match.log) - 2  # the log ends where the table is
    key(app, pygame.K_HOME)
    assert scene.step == 0 and scene.table.log == []
    key(app, pygame.K_END)
    assert scene.step == len(match.log) and scene.table.state.is_terminal()
    assert len(match.log) == len(scene.tape.actions)  # the game itself is untouched
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not scene


def test_an_all_bot_game_may_be_seen_by_any_seat() -> None:
    app = make_app()
    app.open_launcher()
    match = finished("mothership", [Seat("A", "greedy"), Seat("B", "greedy")])
    scene = ReplayScene(app, Replayable.of_match(match), step=4)
    app.push(scene)
    run(app, 1)
    assert scene.seen_choice.visible and scene.table.viewer is None
    click(app, center(scene.seen_choice.rect))  # the next choice: seat A
    assert scene.table.viewer == 0
    assert scene.table.view() == scene.tape.state_at(4).view_for(0)
    assert scene.table.view() != scene.tape.state_at(4).view_for(None)


def test_the_load_list_replays_a_finished_save() -> None:
    match = finished("stones", [Seat("Amira"), Seat("Tariq", "greedy")])
    path = save_match(match, saves_dir() / "done.json")
    app = make_app()
    app.open_launcher()
    load = open_load_list(app)
    replay_button = next(w for w in load.widgets.widgets
                         if getattr(w, "replays", None) and w.replays.path == path)
    click(app, center(replay_button.rect))
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene) and viewer.step == 0
    assert viewer.tape.length == len(match.log)
    click(app, center(next(w for w in viewer.widgets.widgets
                           if getattr(w, "label", "") == ">|").rect))
    assert viewer.step == len(match.log)
    click(app, center(next(w for w in viewer.widgets.widgets
                           if getattr(w, "label", "") == "Close").rect))
    assert app.scenes.top is load
