"""Curse Reverse's segments and ground tiles kept as one picture (core/kept_area.py, issue
37) are, pixel for pixel, the segments and tiles drawn on the window as before: frames of a
game in play, moves, turns of the board and a window of another shape; and the picture is
painted again only when what it shows changes."""

from __future__ import annotations

import pytest

from shifting_sands.rules.rng import GameRng
from tests.scenes.helpers import demo_table, drawn_again_with, random_move, shown


def table(size: tuple[int, int] = (1280, 720)):
    return demo_table("curse_reverse", seed=7, moves=129, size=size)


def drawn_as_before(scene):
    def draw(canvas, board, view) -> None:
        scene.draw_segments(canvas, board)
        scene.draw_ground(canvas, board, view)

    return draw


def same_as_before(app, scene) -> bool:
    return shown(app) == drawn_again_with(app, scene, "draw_board_floor",
                                          drawn_as_before(scene))


@pytest.mark.parametrize("size", [(1280, 720), (1000, 760)])
def test_frames_of_a_game_in_play_are_drawn_as_before(size):
    app, scene, match = table(size)
    rng = GameRng(7)
    checked = 0
    for index in range(300):
        if index % 30 == 0:
            random_move(scene, match, rng)
        app.frame(1 / 60, [])
        if index % 5 == 0 and app.scenes.top is scene and not scene.dice_show:
            assert same_as_before(app, scene), index
            checked += 1
    assert checked > 30
    assert scene._board_floor.paints > 1


def test_the_picture_is_painted_again_only_when_the_board_changes():
    app, scene, _match = table()
    app.draw(full=True)
    kept = scene._board_floor
    painted = kept.paints
    for _ in range(3):
        app.draw(full=True)
    assert kept.paints == painted
    view = scene.view()
    moved = [(node, tiles) for node, tiles in view.ground]
    assert moved  # tiles lie on the board
    scene.view = lambda: type(view)(**{**view.__dict__, "ground": tuple(moved[1:])})
    app.draw(full=True)
    assert kept.paints == painted + 1
