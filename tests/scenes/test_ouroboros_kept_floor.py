"""The Ouroboros's still floor kept as opaque pictures (core/kept_area.py, issue 37) is, pixel
for pixel, the floor and death radius painted as before, in one transparent layer; and a
new version alone (a turn ended) paints the radius again, not the floor."""

from __future__ import annotations

from dataclasses import replace

from shifting_sands.core.canvas import Canvas
from shifting_sands.games.ouroboros.rules.pieces import Status
from shifting_sands.games.ouroboros.table.layout import BOARD_AREA, Camera
from shifting_sands.rules.rng import GameRng
from tests.scenes.helpers import demo_table, drawn_again_with, random_move, shown
from tests.scenes.test_ouroboros_peril import start, watched_guide
from tests.scenes.test_ouroboros_peril_ahead import counted


def as_before(scene):
    """The floor as it was drawn before it was kept: floor and radius in one fresh layer."""

    def draw(canvas: Canvas, frame, camera, floor) -> None:
        def both(target: Canvas) -> None:
            floor(target)
            scene.draw_danger(target, camera)

        canvas.layer("ouroboros-floor-before", (object(),), BOARD_AREA, both)

    return draw


def same_as_before(app, scene) -> bool:
    """The frame on screen against the same frame drawn the old way."""
    return shown(app) == drawn_again_with(app, scene, "_draw_still_floor", as_before(scene))


def test_the_death_radius_over_the_kept_floor_is_drawn_as_before():
    app, scene, _match = start(watched_guide())
    app.draw(full=True)
    assert scene.danger_places()  # the radius shows
    assert same_as_before(app, scene)


def test_a_new_version_that_moves_nobody_keeps_the_radius_and_its_picture(monkeypatch):
    """A turn ended where nobody moved (a stay, then the end of the turn) makes a new
    version: the radius is kept by the explorers it is worked out from, and its picture by
    its squares, so neither the rules nor the painting run again; once an explorer's state
    changes, the radius is worked out and painted again, not the floor."""
    app, scene, match = start(watched_guide())
    app.draw(full=True)
    base, shown = scene._floor_areas
    floors, radii = base.paints, shown.paints
    asked = counted(monkeypatch)
    scene.version += 1
    app.draw(full=True)
    assert (base.paints, shown.paints, sum(asked)) == (floors, radii, 0)
    assert same_as_before(app, scene)
    explorers = match.state.explorers
    guide = next(i for i, e in enumerate(explorers) if e.role == "guide")
    explorers[guide] = replace(explorers[guide], status=Status.STANDING)  # stands up
    scene.version += 1
    app.draw(full=True)
    assert sum(asked) > 0 and base.paints == floors
    assert shown.paints == radii + 1
    assert same_as_before(app, scene)


def test_frames_of_a_game_in_play_are_drawn_as_before():
    app, scene, match = demo_table("ouroboros", seed=8, moves=33)
    rng = GameRng(7)
    checked = 0
    for index in range(240):
        if index % 40 == 0:
            random_move(scene, match, rng)
        app.frame(1 / 60, [])
        if index % 7 == 0 and app.scenes.top is scene:
            assert same_as_before(app, scene), index
            checked += 1
    assert checked > 20
    assert scene._floor_areas[0].paints > 1


def test_a_camera_moved_less_than_a_pixel_keeps_the_floor_and_the_radius():
    app, scene, _match = start(watched_guide())
    app.draw(full=True)
    base, shown = scene._floor_areas
    painted = (base.paints, shown.paints)
    start_camera = scene.camera
    frame = scene.frame()
    before = scene._still_pixels(app.canvas, frame, start_camera)
    nudges = [Camera(start_camera.cx + k / 400, start_camera.cy - k / 700, start_camera.tile)
              for k in range(1, 20)]
    # a glide's last steps: the camera moves, no tile, lantern or red square does
    still = [c for c in nudges if scene._still_pixels(app.canvas, frame, c) == before]
    assert still and still[0].cx != start_camera.cx
    scene.camera = still[0]
    app.draw(full=True)
    assert (base.paints, shown.paints) == painted
    assert same_as_before(app, scene)
    scene.camera = Camera(start_camera.cx + 3 / start_camera.drawn_tile, start_camera.cy,
                          start_camera.tile)  # three pixels: painted again
    app.draw(full=True)
    assert (base.paints, shown.paints) == (painted[0] + 1, painted[1] + 1)
    assert same_as_before(app, scene)
    # the red squares alone change (a place comes into view at the board's edge)
    fewer = set(sorted(scene.danger_places())[1:])
    scene.danger_places = lambda camera=None: fewer
    scene._still_memo.values.clear()  # worked out once a frame and camera: again now
    try:
        app.draw(full=True)
    finally:
        del scene.danger_places
    assert (base.paints, shown.paints) == (painted[0] + 1, painted[1] + 2)


def old_ground(canvas: Canvas) -> None:
    """The dark ground as `_draw_ground` paints it: its picture and its veil blended."""
    canvas.image("ui/background_dark.png", BOARD_AREA)
    canvas.rect((12, 8, 6, 170), BOARD_AREA)


def test_the_ground_copied_into_the_still_floor_is_the_ground_painted():
    for size in ((1280, 720), (1000, 760)):
        app, scene, _match = demo_table("ouroboros", seed=8, moves=33, size=size,
                                        speed="off")
        for _ in range(5):
            app.frame(1 / 60, [])
        app.draw(full=True)
        copied = shown(app)
        assert any(k[0] == "ground" for k in scene._holes if isinstance(k, tuple))
        del scene._floor_areas  # painted afresh, with the ground blended as before
        assert drawn_again_with(app, scene, "_still_ground", old_ground) == copied, size
