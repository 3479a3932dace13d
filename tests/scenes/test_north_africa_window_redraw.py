"""The North Africa map window after a move (issue 37): redrawn only where its items changed
(`core/window_items.py`), and pixel for pixel the picture of drawing it whole; the names'
spots kept by what decides them (`label_place`) are the spots placed afresh."""

from __future__ import annotations

import random

import pygame
import pytest

from shifting_sands.app import App
from shifting_sands.core import window_items
from shifting_sands.games import get_spec
from shifting_sands.games.north_africa.table import label_place
from shifting_sands.games.north_africa.table.layout import MAP_RECT
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match
from tests.scenes.na_label_plain import plain_spots


def table(seed: int = 7):
    app = App(settings=Settings(animation_speed="normal"), headless=True, size=(1280, 720))
    match = demo_match(get_spec("north_africa"), seed=seed, moves=25, players=None, seat=0)
    start_match(app, match, autosave=False)
    scene = app.scenes.top
    for _ in range(3):
        app.frame(1 / 60, [])
    return app, scene, match


def whole(scene, canvas) -> bytes:
    """The map window drawn whole, as it was before the redraw of what changed."""
    target = canvas.to_screen(MAP_RECT)
    surface = pygame.Surface(target.size).convert()
    saved = canvas.screen, canvas.offset
    canvas.screen = surface
    canvas.offset = (saved[1][0] - target.x, saved[1][1] - target.y)
    try:
        scene.map_layer.blit(canvas, scene.board, scene.camera)
        scene.draw_units(canvas, scene.view())
    finally:
        canvas.screen, canvas.offset = saved
    return pygame.image.tobytes(surface, "RGB")


def shown(scene) -> bytes:
    return pygame.image.tobytes(scene._window[1], "RGB")


class Counting:
    """Counts the redraws of what changed and the rectangles they drew."""

    def __init__(self, monkeypatch) -> None:
        self.calls = self.rects = 0
        plain = window_items.redraw

        def counted(*args):
            drawn = plain(*args)
            self.calls += 1
            self.rects += drawn
            return drawn

        monkeypatch.setattr(
            "shifting_sands.games.north_africa.table.units_painter.redraw", counted)


def step(app, scene, match, rng: random.Random, index: int) -> None:
    """A move every 25 frames; between them a selection, the supply overlay, a fan."""
    if index % 25 == 0 and not match.state.is_terminal():
        legal = [x for x in match.state.legal_actions()
                 if match.state.is_undoable(x)] or match.state.legal_actions()
        scene.submit(rng.choice(legal))
    elif index % 25 == 8 and scene.unit_moves():
        scene.selected_unit = rng.choice(sorted(scene.unit_moves()))
    elif index % 25 == 12:
        scene.selected_unit = None
        scene.supply_overlay = not scene.supply_overlay
    elif index % 25 == 16 and scene.units_at():
        scene.fanned = rng.choice(sorted(scene.units_at()))
        scene._fan_camera = scene.camera.key()
    elif index % 25 == 19:
        scene.fanned = None
    app.frame(1 / 60, [])


@pytest.mark.parametrize("seed", [7, 11])
def test_the_window_after_a_move_is_the_window_drawn_whole(monkeypatch, seed):
    app, scene, match = table(seed)
    counting = Counting(monkeypatch)
    rng = random.Random(seed)
    compared = 0
    for index in range(260):
        before = scene._window[0]
        step(app, scene, match, rng, index)
        if scene._window[0] != before:  # composed anew this frame
            assert shown(scene) == whole(scene, app.canvas), (index, match.log[-1:])
            compared += 1
    assert counting.calls >= 20 and compared >= counting.calls
    assert counting.rects > 0


def test_a_move_redraws_a_small_part_of_the_window(monkeypatch):
    app, scene, match = table()
    drawn: list[int] = []
    plain = window_items.changed_rects

    def measured(old, new, bounds):
        rects = plain(old, new, bounds)
        drawn.append(sum(r.w * r.h for r in rects))
        return rects

    monkeypatch.setattr(window_items, "changed_rects", measured)
    legal = [x for x in match.state.legal_actions() if match.state.is_undoable(x)]
    scene.submit(legal[0])
    for _ in range(40):  # the glide and its end
        app.frame(1 / 60, [])
    area = app.canvas.to_screen(MAP_RECT)
    assert drawn and max(drawn) < area.w * area.h / 4, (drawn, area.size)


def test_the_names_kept_by_what_decides_them_are_the_names_placed_afresh(monkeypatch):
    app, scene, match = table()
    calls = []
    plain = label_place.place_labels

    def both(wants, obstacles, bounds):
        found = plain(wants, obstacles, bounds)
        calls.append(1)
        assert found == plain_spots(wants, obstacles, bounds)
        return found

    monkeypatch.setattr(
        "shifting_sands.games.north_africa.table.units_painter.place_labels", both)
    rng = random.Random(3)
    for index in range(300):
        step(app, scene, match, rng, index)
        if index == 150:
            scene.camera.level = max(0, scene.camera.level - 1)
            scene.camera.clamp()
    assert len(calls) >= 8

