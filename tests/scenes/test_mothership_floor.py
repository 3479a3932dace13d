"""The Mothership desert painted over its kept floor (issue 37) is, pixel for pixel, the desert
painted tile by tile: mid-game, after a move, turned, zoomed, panned and in a window of
another shape; and the floor is painted again when the board turns, zooms or pans."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.app import App
from shifting_sands.core.window_items import ItemList, canvas_painters, paint
from shifting_sands.games import get_spec
from shifting_sands.games.mothership.table.board import BOARD_AREA
from shifting_sands.rules.rng import GameRng
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match


def table(size: tuple[int, int] = (1280, 720)):
    app = App(settings=Settings(animation_speed="normal"), headless=True, size=size)
    match = demo_match(get_spec("mothership"), seed=7, moves=12, players=None, seat=0)
    start_match(app, match, autosave=False)
    settle(app)
    return app, app.scenes.top


def settle(app: App) -> None:
    for _ in range(200):
        app.frame(1 / 60, [])
        if not app.scenes.top.tweens.busy:
            break
    app.draw(full=True)


def tile_by_tile(app: App, scene) -> bytes:
    """The desert as it was painted before the floor was kept: every tile, then the dunes
    and the labels, on one fresh layer."""
    view, layout = scene.view(), scene.layout()

    def painter(canvas) -> None:
        scene.paint_floor(canvas, view, layout)
        for cell in scene.cells_back_to_front(view.rules, layout):
            if view.occupied[cell]:
                cx, cy = layout.centre_of(cell)
                scene.draw_dune(canvas, layout, cell, cx, cy)
        labels = ItemList(canvas)
        scene.edge_label_items(labels, layout)
        paint(canvas, labels.items, canvas_painters())

    return pygame.image.tobytes(app.canvas.paint(BOARD_AREA, painter), "RGBA")


def a_move(scene, rng: GameRng):
    """A move that can be taken back (no landing, which would end the game), as the bench's."""
    state = scene.match.state
    return rng.choice([a for a in state.legal_actions() if state.is_undoable(a)]
                      or state.legal_actions())


def kept_layer(app: App) -> bytes:
    return pygame.image.tobytes(app.canvas._layers["desert"][1], "RGBA")


@pytest.mark.parametrize("size", [(1280, 720), (1100, 700)])
def test_the_desert_over_the_kept_floor_is_the_desert_painted_tile_by_tile(size):
    app, scene = table(size)
    assert scene.landing is None and not scene.hidden_cells
    assert kept_layer(app) == tile_by_tile(app, scene)
    rng = GameRng(3)
    for turn in ("move", "rotate", "zoom", "pan", "move"):
        if turn == "move":
            scene.submit(a_move(scene, rng))
        elif turn == "rotate":
            scene.rotate(1)
        elif turn == "zoom":
            scene.zoom(1)
        else:
            scene.pan = (scene.pan[0] + 23.5, scene.pan[1] - 11.25)
        settle(app)
        if scene.landing is not None or scene.hidden_cells:
            continue
        assert kept_layer(app) == tile_by_tile(app, scene), turn


def test_the_floor_is_painted_again_only_when_the_board_turns_zooms_or_pans():
    app, scene = table()
    floor = scene._floor[1]
    scene.submit(a_move(scene, GameRng(5)))
    settle(app)
    assert scene._floor[1] is floor  # a move leaves the floor as it was
    scene.rotate(1)
    app.draw(full=True)
    assert scene._floor[1] is not floor
    floor = scene._floor[1]
    scene.zoom(1)
    app.draw(full=True)
    assert scene._floor[1] is not floor
