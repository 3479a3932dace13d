"""The Ouroboros's kept moving floor (table/floor.py, issue 37) beat by beat, with no bot in
play so every run draws the same frames: a tile laid next to others (it grows over them,
with a shadow), tiles crumbling and a step (the night refilled round the lantern that
moves) are, in every frame, the frame painted whole as before; and the tiles repaint the
ground only round the tile that changes."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.app import App
from shifting_sands.games import get_spec
from shifting_sands.games.ouroboros.rules import actions as ev
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import run
from tests.scenes.test_ouroboros_moving_floor import drawn_as_before
from tests.scenes.test_ouroboros_peril import NAMES, watched_guide


def people_table(size: tuple[int, int] = (1280, 720)):
    app = App(settings=Settings(animation_speed="normal"), headless=True, size=size)
    seats = [Seat(name) for name in NAMES]
    match = Match(get_spec("ouroboros"), 5, seats, Options(variant="standard"),
                  state=watched_guide())
    start_match(app, match, autosave=False)
    run(app, 30)
    return app, app.scenes.scenes[0]


def play_beats(app, scene, events) -> tuple[int, list[int]]:
    """Animate `events` and compare each moving frame with the frame painted whole."""
    scene.animate(events)
    assert scene.timeline is not None
    frames, differing = 0, []
    while scene.timeline is not None:
        run(app)
        if scene.timeline is None:
            break
        frames += 1
        shown = pygame.image.tobytes(app.screen, "RGB")
        if shown != drawn_as_before(app, scene):
            differing.append(frames)
    return frames, differing


@pytest.mark.parametrize("size", [(1280, 720), (1000, 760)])
def test_a_tile_laid_among_others_and_tiles_crumbling_are_drawn_as_before(size):
    app, scene = people_table(size)
    run(app, 40)  # the camera settles
    laid = [ev.TileLaid(x=5, y=0, kind="eye"), ev.TileLaid(x=1, y=0, kind="empty")]
    frames, differing = play_beats(app, scene, laid)
    assert frames > 20 and differing == []
    kept = scene._moving_floor
    assert kept.parts > 10  # the ground repainted round the laid tile, not whole
    frames, differing = play_beats(app, scene, [ev.TilesVanished(cells=((4, 0), (2, 0)),
                                                                 cause="out of sight")])
    assert frames > 10 and differing == []
    assert kept.grounds < frames


@pytest.mark.parametrize("size", [(1280, 720), (1000, 760)])
def test_a_step_refilling_the_night_round_its_lantern_is_drawn_as_before(size):
    app, scene = people_table(size)
    run(app, 40)
    frames, differing = play_beats(app, scene, [ev.Stepped(seat=1, src=(3, 0), dst=(2, 0),
                                                           how="walk")])
    assert frames > 10 and differing == []


def test_the_lantern_art_of_a_zoom_is_made_ahead_one_piece_a_call():
    app, scene = people_table()
    run(app, 40)
    target = scene.target_camera()
    scene.camera.tile = target.drawn_tile + 8  # four steps out: the camera will zoom in
    holes = scene._holes
    radii = {max(8, round(2.05 * (target.drawn_tile + 2 * k) * app.canvas.scale))
             for k in range(4)}
    made = 0
    while scene.night_ahead(app.canvas):
        made += 1
    assert 2 <= made <= 2 * len(radii)  # a hole and a warmth a radius, one a call
    assert all((r, 196) in holes and ("warm", r) in holes for r in radii)
