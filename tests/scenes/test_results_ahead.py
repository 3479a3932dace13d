"""The results screen is made and drawn ahead, a part per still frame, while the finished
table still shows (issue 37): its first frame renders no text, shows the same pixels as a
screen made and drawn at once, and the fanfare plays when it shows, once."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.app import App
from shifting_sands.games import get_spec
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.results import ResultsScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import count_renders


def finished(game: str, speed: str = "normal"):
    app = App(settings=Settings(animation_speed=speed), headless=True, size=(1280, 720),
              still=True)
    match = demo_match(get_spec(game), seed=7, moves=10**6, players=None, seat=0)
    assert match.state.is_terminal()
    start_match(app, match, autosave=False)
    return app, app.scenes.top


@pytest.mark.parametrize("game", ["mothership", "stones"])
def test_the_first_frame_of_the_results_renders_no_text(game: str, monkeypatch) -> None:
    app, table = finished(game)
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    rendered = count_renders(monkeypatch)
    shown = b""
    for _ in range(600):
        rendered.clear()
        app.frame(1 / 60, [])
        if isinstance(app.scenes.top, ResultsScene):
            break
        assert not played, "no fanfare before the screen shows"
        pixels = pygame.image.tobytes(app.screen, "RGB")
        if app.composed:
            shown = pixels
        else:
            assert pixels == shown, "drawing ahead leaves the window's pixels alone"
    assert table.results_ahead.done is False, "handed over"
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    assert table.results_ahead.scene is None, "handed over"
    assert rendered == [], "made and drawn ahead"
    assert played == ["win" if results.table.trophy else "fail"]

    drawn = pygame.image.tobytes(app.screen, "RGB")
    for cache in (app.canvas._text, app.canvas._wrapped, app.canvas._widths,
                  app.canvas._built):
        cache.clear()
    app.draw(full=True)
    assert pygame.image.tobytes(app.screen, "RGB") == drawn
    results.on_enter()  # back on top after a menu: no second fanfare
    assert len(played) == 1


def test_a_screen_made_for_another_version_is_not_shown() -> None:
    app, table = finished("stones")
    for _ in range(30):
        app.frame(1 / 60, [])
        if table.results_ahead.scene is not None:
            break
    made = table.results_ahead.scene
    assert isinstance(made, ResultsScene)
    table.version += 1
    assert table.results_ahead.take(table) is not made
