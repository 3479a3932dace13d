"""The newest log entry's plain lines are made in a still frame (issue 37): the frame of the
next move renders only its own lines, and draws what it drew before, pixel for pixel."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.app import App
from shifting_sands.bench import mid_game
from shifting_sands.games import get_spec
from shifting_sands.rules.rng import GameRng
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import count_renders, run


def table(game: str, size: tuple[int, int] = (1280, 720)):
    spec = get_spec(game)
    seed, moves = mid_game(spec)
    # still: no bot moves meanwhile, so which frames are kept does not depend on the time
    app = App(settings=Settings(animation_speed="off"), headless=True, size=size, still=True)
    match = demo_match(spec, seed=seed, moves=moves, players=None, seat=0)
    start_match(app, match, autosave=False)
    return app, app.scenes.top, match


def plain_lines(app, scene) -> list[str]:
    width = scene.log_rect[2] - 40
    return app.canvas.wrap(scene.log[-1][1], width, scene.LOG_SIZE, "body")


def cached(app, scene, lines: list[str]) -> bool:
    return all(app.canvas.has_text(line, scene.LOG_SIZE, scene.LOG_PLAIN, "body")
               for line in lines)


@pytest.mark.parametrize("game", ["stones", "mothership", "north_africa"])
def test_a_move_renders_only_its_own_log_lines(game: str, monkeypatch) -> None:
    app, scene, match = table(game)
    app.frame(1 / 60, [])
    assert app.composed and scene.log
    assert not cached(app, scene, plain_lines(app, scene)), "shown bold so far"
    run(app, 3)
    assert not app.composed, "the table stands still"
    old = plain_lines(app, scene)
    assert cached(app, scene, old), "made in a still frame"

    rendered = count_renders(monkeypatch)
    before = len(scene.log)
    legal = [a for a in match.state.legal_actions() if match.state.is_undoable(a)]
    scene.submit(GameRng(7).choice(legal or match.state.legal_actions()))
    app.frame(1 / 60, [])
    assert len(scene.log) > before
    assert not set(old) & set(rendered), "the older entry's lines were ready"

    drawn = pygame.image.tobytes(app.screen, "RGB")
    for cache in (app.canvas._text, app.canvas._wrapped, app.canvas._widths):
        cache.clear()
    app.draw(full=True)
    assert pygame.image.tobytes(app.screen, "RGB") == drawn


def test_the_lines_are_made_at_the_window_scale() -> None:
    app, scene, _match = table("stones", (1000, 760))
    run(app, 4)
    assert app.canvas.scale != 1.0
    assert cached(app, scene, plain_lines(app, scene))
    assert scene._log_ready == (scene.log[-1], app.canvas.scale)
