"""Still frames (issue 37): the window keeps the frame on screen while no visible scene has
anything new (core/still.py), and every frame, kept or drawn, is pixel for pixel the picture a
full redraw gives: after moves, pointer moves, clicks, scrolls, hovers set without input, a
resize and a setting change, in every game."""

from __future__ import annotations

import random

import pygame
import pytest

from shifting_sands.app import App
from shifting_sands.games import get_spec
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match

GAMES = ("stones", "mothership", "ouroboros", "curse_reverse", "north_africa")
FRAMES = 240


def table(game: str):
    app = App(settings=Settings(animation_speed="normal"), headless=True, size=(1280, 720))
    match = demo_match(get_spec(game), seed=7, moves=25, players=None, seat=0)
    start_match(app, match, autosave=False)
    return app, app.scenes.top, match


def pixels(app: App) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def check(app: App, index: int = -1) -> None:
    """The frame on screen is the one a full redraw of the same frame (its pulses at the
    same frame count) composes, which then stays kept."""
    shown, kept, composed, partial = pixels(app), app._kept, app.composed, app.partial
    app.frames -= 1  # the full redraw counts this frame again
    app.draw(full=True)
    what = ("a frame drawn again in its pulses differs from" if partial is not None
            else "a composed frame differs from" if composed else "a stale frame was kept, not")
    same = pixels(app) == shown  # compared apart: pytest would diff two 2.7 MB strings
    assert same, f"frame {index}: {what} a full redraw"
    app._kept, app.composed, app.partial = kept, composed, partial


def poke(scene, rng: random.Random) -> None:
    """A hover or a selection set as the scene's input would set it, without any event."""
    game = scene.spec.id
    if game == "stones" and getattr(scene, "hand_rects", None):
        scene.hover_card = rng.choice([None, *scene.hand_rects])
    elif game == "mothership":
        scene.hover_cell = rng.choice([None, 0, 1, 2, 5, 9])
    elif game == "ouroboros":
        scene.hover_place = rng.choice([None, *scene.move_targets()])
    elif game == "curse_reverse":
        scene.hover_loot = rng.choice([None, 0, 1])
    elif game == "north_africa":
        scene.supply_overlay = not scene.supply_overlay


def pointer(app: App, rng: random.Random) -> list[pygame.event.Event]:
    pos = app.canvas.point_to_screen((rng.uniform(0, 1280), rng.uniform(70, 720)))
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def play(app: App, scene, match, rng: random.Random, frames: int = FRAMES) -> None:
    for index in range(frames):
        events: list[pygame.event.Event] = []
        phase = index % 40
        if phase == 0 and scene.my_turn and scene.legal():
            scene.submit(rng.choice(scene.legal()))  # as a bot's answer applies: no event
        elif phase in (10, 25):
            events = pointer(app, rng)
        elif phase == 18:
            poke(scene, rng)
        elif phase == 30:
            events = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)),
                                         precise_x=0.0, precise_y=1.0, flipped=False)]
        if index == 100:  # the window changes size with no event reaching the scene
            app.screen = pygame.display.set_mode((1100, 700))
            app.canvas.resize(app.screen)
        if index == 150:  # a setting changes (as the pause menu's would)
            app.settings.colourblind_shapes = not app.settings.colourblind_shapes
        app.frame(1 / 60, events)
        check(app, index)


@pytest.mark.parametrize("game", GAMES)
def test_every_frame_is_a_full_redraw_and_still_ones_are_kept(game):
    app, scene, match = table(game)
    try:
        play(app, scene, match, random.Random(game))
        assert app.kept_frames > FRAMES // 10, "a still table should keep its frames"
    finally:
        scene.bot_runner.cancel()


def test_the_check_sees_a_stale_frame():
    """With a key that never changes, a move applied without input leaves a stale frame,
    and `check` says so: the test above can fail."""
    app, scene, _match = table("stones")
    try:
        for _ in range(5):
            app.frame(1 / 60, [])
        scene.still_key = lambda: ("same",)
        app.frame(1 / 60, [])
        app.frame(1 / 60, [])
        before = app.kept_frames
        scene.hover_card = next(iter(scene.hand_rects))
        app.frame(1 / 60, [])
        assert app.kept_frames == before + 1
        with pytest.raises(AssertionError, match="stale"):
            check(app)
    finally:
        scene.bot_runner.cancel()


def test_a_move_a_hover_and_a_resize_change_the_kept_frame():
    """A still Stones table is kept; a hover set without input, then a resize, each give a
    new frame (other pixels than the kept one)."""
    app, scene, _match = table("stones")
    try:
        for _ in range(10):
            app.frame(1 / 60, [])
        kept = pixels(app)
        app.frame(1 / 60, [])
        assert pixels(app) == kept and app._kept is not None
        scene.hover_card = next(iter(scene.hand_rects))
        app.frame(1 / 60, [])
        assert pixels(app) != kept
        check(app)
        app.screen = pygame.display.set_mode((1000, 720))
        app.canvas.resize(app.screen)
        app.frame(1 / 60, [])
        check(app)
    finally:
        scene.bot_runner.cancel()
