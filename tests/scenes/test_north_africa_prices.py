"""The activation buttons say their terms on hover, and a mode not offered is shown greyed,
saying why on hover (issue 33: a missing "Activate to attack" at Sidi Azeiz said nothing)."""

from __future__ import annotations

from shifting_sands.games.north_africa.table.panel_content import AUTOMATIC_TERMS
from tests.rules.test_north_africa_costs import sidi_azeiz
from tests.scenes.helpers import center, click, run
from tests.scenes.na_clicks import buttons, hover, place_point, settle, start
from tests.scenes.test_north_africa_polish import texts_of_frame


def activation_buttons(points: int):
    app, scene, match = start(state=sidi_azeiz(points))
    settle(app, scene)
    click(app, place_point(app, scene, "Sidi Azeiz"))
    return app, scene, match, {b.label: b for b in buttons(scene)}


def test_each_price_says_its_terms_on_hover():
    app, _scene, _match, shown = activation_buttons(3)
    move, attack = shown["Activate to move (1 OPS)"], shown["Activate to attack (3 OPS)"]
    assert move.enabled and attack.enabled
    assert move.tooltip == "1 OPS: 1 for the Italian group"
    assert attack.tooltip == "3 OPS: 1 each for 3 Italian units in limited supply"
    hover(app, center(attack.rect))
    assert attack.tooltip in texts_of_frame(app)


def test_a_mode_not_offered_is_greyed_and_says_why():
    app, _scene, match, shown = activation_buttons(2)
    attack = shown["Activate to attack (3 OPS)"]
    assert not attack.enabled
    assert attack.tooltip == ("Sidi Azeiz cannot be activated to attack: it costs 3 OPS (1 "
                              "each for 3 Italian units in limited supply), and you have 2 "
                              "left.")
    hover(app, center(attack.rect))
    assert attack.tooltip in texts_of_frame(app)
    logged = len(match.log)
    click(app, center(attack.rect))
    run(app, 2)
    assert len(match.log) == logged and match.state.phase == "activate"


def test_the_automatic_operation_says_its_terms():
    app, scene, _match = start(seed=11)
    settle(app, scene)
    automatic = next(b for b in buttons(scene) if b.label == "Automatic operation (1 OPS)")
    assert automatic.tooltip == AUTOMATIC_TERMS
