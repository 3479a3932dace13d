"""What playing North Africa in a real window showed, kept as tests: an event's lit space
far off the screen is brought into view, the activation buttons say what they cost, and the
log says a side loses replacement points rather than gaining a negative number."""

from __future__ import annotations

from shifting_sands.games.north_africa import actions as a
from shifting_sands.games.north_africa.camera import Camera
from shifting_sands.games.north_africa.layout import MAP_RECT
from tests.scenes.helpers import run
from tests.scenes.na_clicks import click_card, press, settle, start


def test_a_lit_space_off_the_screen_is_brought_into_view():
    app, scene, match = start(seed=11)
    settle(app, scene)
    card = "ax40_conquest_of_british_somaliland"
    assert card in scene.view().hand
    berbera = scene.spaces["Berbera"]
    assert not scene.camera.shows((berbera.x, berbera.y)), "Berbera starts on screen"
    click_card(app, scene, card)
    press(app, scene, "Play the event")
    run(app, 2)
    assert scene.view().phase == "attack"
    assert "Berbera" in scene.lit_spaces()
    assert scene.camera.shows((berbera.x, berbera.y))


def test_the_camera_keeps_still_when_a_choice_already_shows():
    camera = Camera(MAP_RECT)
    before = (camera.level, camera.centre)
    assert not camera.bring_into_view([camera.centre, (0.0, 0.0)])
    assert (camera.level, camera.centre) == before
