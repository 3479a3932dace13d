"""The Mothership desert after a move (issue 37): its kept layer is painted again only where
dunes left or came (`core/window_items.py`), and every frame is, byte for byte, the frame
drawn with every kept layer dropped, through moves, flights, turns, zooms and pans."""

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

KEPT = ("_desert_items", "_desert_plan", "_floor")


def table(speed: str, size: tuple[int, int]):
    spec = get_spec("mothership")
    seed, moves = mid_game(spec)
    app = App(settings=Settings(animation_speed=speed), headless=True, size=size, still=True)
    match = demo_match(spec, seed=seed, moves=moves, players=None, seat=0)
    start_match(app, match, autosave=False)
    app.frame(1 / 60, [])
    return app, app.scenes.top, match


def whole(app: App, scene) -> bytes:
    """The frame drawn with the scene's and the canvas's kept layers dropped; they are put
    back after, so the next frame goes on from the kept layer as it would have."""
    saved = {name: getattr(scene, name) for name in KEPT}
    layers = dict(app.canvas._layers)
    for name in KEPT:
        setattr(scene, name, None)
    app.canvas._layers.clear()
    app.draw(full=True)
    drawn = pygame.image.tobytes(app.screen, "RGB")
    for name, value in saved.items():
        setattr(scene, name, value)
    app.canvas._layers.clear()
    app.canvas._layers.update(layers)
    return drawn


def a_move(match, rng: GameRng):
    """A move of the table that goes on (no landing, which ends the game)."""
    state = match.state
    legal = [a for a in state.legal_actions() if type(a).__name__ != "Land"]
    return rng.choice(legal or state.legal_actions())


@pytest.mark.parametrize(("speed", "size"), [("off", (1280, 720)), ("normal", (1100, 700))])
def test_each_frame_after_a_move_is_the_frame_drawn_whole(speed: str, size) -> None:
    app, scene, match = table(speed, size)
    rng = GameRng(11)
    last = app.canvas._layers["desert"]
    redrawn = compared = 0
    for step in range(24):
        if match.state.outcome() is not None:
            break
        if step == 8:
            scene.rotate(1)
        elif step == 14:
            scene.zoom(1)
        elif step == 18:
            scene.pan = (scene.pan[0] + 23.5, scene.pan[1] - 11.25)
        scene.submit(a_move(match, rng))
        for _ in range(60):  # the move's frame, and its flights' frames
            app.frame(1 / 60, [])
            now = app.canvas._layers["desert"]
            if now[0] != last[0] and now[1] is last[1]:
                redrawn += 1  # a new picture, brought about on the kept layer
            last = now
            assert pygame.image.tobytes(app.screen, "RGB") == whole(app, scene), step
            compared += 1
            if not scene.tweens.busy:
                break
    assert compared >= 20
    assert redrawn >= 12, "moves bring the kept layer up to date"
