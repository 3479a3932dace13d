"""What playing North Africa in a real window showed, kept as tests: an event's lit space
far off the screen is brought into view, the activation buttons say what they cost, and the
log says a side loses replacement points rather than gaining a negative number."""

from __future__ import annotations

from shifting_sands.games.north_africa.actions import ReplacementPoints
from shifting_sands.games.north_africa.camera import Camera
from shifting_sands.games.north_africa.layout import MAP_RECT
from shifting_sands.games.north_africa.log import describe
from tests.scenes.helpers import click, run
from tests.scenes.na_clicks import buttons, click_card, place_point, press, settle, start


def test_a_lit_space_off_the_screen_is_brought_into_view():
    app, scene, _match = start(seed=11)
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


def test_the_activation_buttons_say_what_they_cost():
    app, scene, match = start(seed=11)
    settle(app, scene)
    click_card(app, scene, "ax40_fortified_camps")
    press(app, scene, "Play for 4 OPS")
    click(app, place_point(app, scene, "Sidi Azeiz"))
    labels = [b.label for b in buttons(scene)]
    # four Italian units in limited supply: moving costs their group's 1, attacking 1 each
    assert "Activate to move (1 OPS)" in labels, labels
    assert "Activate to attack (4 OPS)" in labels, labels
    press(app, scene, "Activate to attack (4 OPS)")
    assert match.state.op["points"] == 0


def test_the_log_says_a_side_loses_replacement_points():
    names = ["Amira", "Tariq"]
    lost = describe(ReplacementPoints(0, -2, 4), names)
    assert "loses 1 replacement point (2 in all)" in lost, lost
    assert "-" not in lost
    assert "gains 1.5 replacement points" in describe(ReplacementPoints(1, 3, 3), names)
