"""People and seats: one person may hold several seats; the hand-off follows people."""

from __future__ import annotations

from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.games.stones.rules.actions import EndTurn
from shifting_sands.rules.match import Match, Seat
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import click, make_app, run


def start(seats, seed=3):
    app = make_app()
    match = Match(get_spec("stones"), seed, seats)
    start_match(app, match, autosave=False)
    run(app, 2)
    return app, match


def test_a_seat_names_its_person_and_keeps_it_in_saves():
    seat = Seat("Scout", person="Amira")
    assert seat.player == "Amira" and Seat("Tariq").player == "Tariq"
    assert Seat.from_dict(seat.to_dict()) == seat
    assert Seat("Tariq").to_dict() == {"name": "Tariq", "controller": "human"}  # as before
    assert Seat.from_dict({"name": "Tariq", "controller": "human"}) == Seat("Tariq")


def test_one_person_with_two_seats_is_never_handed_the_computer_by_themself():
    app, match = start([Seat("Amira"), Seat("Amira's scout", person="Amira")])
    scene = app.scenes.top
    assert not isinstance(scene, HandoffScene) and scene.viewer == 0
    scene.act(EndTurn())
    run(app, 3)
    assert match.state.current_player == 1
    assert app.scenes.top is scene and scene.viewer == 1  # no hand-off between own seats
    assert scene.status_line().startswith("Amira's scout's turn")


def test_the_hand_off_comes_when_the_person_changes():
    app, _match = start([Seat("Amira"), Seat("Scout", person="Amira"), Seat("Tariq")])
    handoff = app.scenes.top
    assert isinstance(handoff, HandoffScene) and handoff.name == "Amira"
    run(app, 30)
    click(app, (640, 360), frames=3)
    scene = app.scenes.top
    assert scene.viewer == 0
    scene.act(EndTurn())
    run(app, 3)
    assert app.scenes.top is scene and scene.viewer == 1  # Amira plays on with her scout
    scene.act(EndTurn())
    run(app, 3)
    handoff = app.scenes.top
    assert isinstance(handoff, HandoffScene) and handoff.name == "Tariq"
    assert scene.viewer is None


def test_setup_can_give_a_seat_the_player_of_an_earlier_seat():
    from shifting_sands.shell.setup import SetupScene

    app = make_app()
    app.open_launcher()
    setup = SetupScene(app, get_spec("stones"))
    app.push(setup)
    setup.players.set_value("3")
    setup._players("3")
    for seat, name in enumerate(["Amira", "Scout", "Tariq"]):
        setup.name_fields[seat].text = name
        setup.controller_choices[seat].set_value("human")
    run(app)
    assert not setup.person_choices[0].visible and setup.person_choices[1].visible
    setup.person_choices[1].set_value("0")  # "As 1": Amira plays the scout too
    seats = setup.seats()
    assert [s.player for s in seats] == ["Amira", "Amira", "Tariq"]
    assert [s.name for s in seats] == ["Amira", "Scout", "Tariq"]
    setup.controller_choices[2].set_value("greedy")
    run(app)
    assert not setup.person_choices[2].visible
