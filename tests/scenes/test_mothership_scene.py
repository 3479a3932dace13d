"""The Mothership scene driven by input: Beamin Down, push, pull, place, landing, view tools,
and a whole three-player game played through the window."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.games.mothership.actions import (
    BeamDown,
    EndTurn,
    Land,
    Pass,
    Peek,
    Place,
    Pull,
    Push,
)
from shifting_sands.games.mothership.scene import MothershipScene
from shifting_sands.games.mothership.view import Phase
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from shifting_sands.shell.results import ResultsScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import center, click, key, make_app, run


def start(seats, seed=5, variant="standard", speed="off"):
    app = make_app(speed)
    match = Match(get_spec("mothership"), seed, seats, Options(variant=variant))
    start_match(app, match)
    run(app, 2)
    return app, app.scenes.scenes[0], match


def pass_device(app) -> None:
    while isinstance(app.scenes.top, HandoffScene):
        run(app, 30)
        click(app, (640, 360))


def cell_point(scene: MothershipScene, cell: int) -> tuple[float, float]:
    return scene.layout().centre_of(cell)


def perform(app, scene: MothershipScene, action) -> None:
    if isinstance(action, BeamDown):
        click(app, cell_point(scene, action.cell))
        key(app, pygame.K_RETURN)
    elif isinstance(action, Push):
        click(app, cell_point(scene, action.src))
        click(app, cell_point(scene, action.dst))
    elif isinstance(action, Pull):
        click(app, cell_point(scene, action.cell))
        click(app, center(scene.slot_rect(action.space)))
    elif isinstance(action, Place):
        click(app, center(scene.slot_rect(action.space)))
        click(app, cell_point(scene, action.cell))
    elif isinstance(action, Land):
        click(app, center(scene.land_button.rect))
        click(app, cell_point(scene, action.cell))
        click(app, center(scene.confirm_button.rect))
    elif isinstance(action, Peek):
        click(app, center(scene.peek_button.rect))
    elif isinstance(action, Pass | EndTurn):
        click(app, center(scene.pass_button.rect))


def beam_all(app, scene, match) -> None:
    """Every human hides an agent under the first dune offered, by clicking; bots beam on
    their own."""
    for _ in range(200):
        if match.state.view_for(None).phase is not Phase.BEAM_DOWN:
            return
        pass_device(app)
        run(app, 5, dt=0.05)
        seat = match.state.current_player
        if seat < 0 or match.seats[seat].is_bot or not scene.my_turn:
            run(app, 20, dt=0.05)
            continue
        choice = next((a for a in match.state.legal_actions() if isinstance(a, BeamDown)), None)
        if choice is None:  # the bots finished Beamin Down during those frames
            continue
        perform(app, scene, choice)
        run(app, 5)
    raise AssertionError("Beamin Down did not finish")


def test_beamin_down_is_secret_and_done_by_click_and_confirm():
    app, scene, match = start([Seat("Amira"), Seat("Tariq")])
    assert isinstance(app.scenes.top, HandoffScene)
    pass_device(app)
    choice = match.state.legal_actions()[3]
    click(app, cell_point(scene, choice.cell))
    assert scene.selected_cell == choice.cell and match.log == []
    click(app, center(scene.confirm_button.rect))
    assert match.log == [choice]
    assert isinstance(app.scenes.top, HandoffScene)
    assert app.scenes.top.name == "Tariq"


def test_push_pull_and_place_by_clicking():
    app, scene, match = start([Seat("Amira"), Seat("Bot", "greedy")])
    beam_all(app, scene, match)
    run(app, 200, dt=0.05)
    assert scene.my_turn
    for kind in (Push, Pull, EndTurn, None, Place):
        if kind is None:  # the turn passed: let the bot play
            run(app, 300, dt=0.05)
            assert scene.my_turn
            continue
        action = next(a for a in match.state.legal_actions() if isinstance(a, kind))
        index = len(match.log)
        perform(app, scene, action)
        assert match.log[index] == action


def test_illegal_clicks_explain_and_change_nothing():
    app, scene, match = start([Seat("Amira"), Seat("Bot", "greedy")])
    beam_all(app, scene, match)
    run(app, 200, dt=0.05)
    view = scene.view()
    empty = next(c for c, full in enumerate(view.occupied) if not full)
    before = match.state.to_dict()
    click(app, cell_point(scene, empty))
    assert "empty hex" in scene.toast
    assert match.state.to_dict() == before


def test_rotation_and_zoom_keep_clicks_on_the_right_cell():
    app, scene, match = start([Seat("Amira"), Seat("Bot", "greedy")])
    beam_all(app, scene, match)
    run(app, 200, dt=0.05)
    key(app, pygame.K_e)
    key(app, pygame.K_PLUS)
    assert scene.rotation == 1 and scene.zoom_index == 2
    push = next(a for a in match.state.legal_actions() if isinstance(a, Push)
                and scene.in_board(cell_point(scene, a.src))
                and scene.in_board(cell_point(scene, a.dst)))
    index = len(match.log)
    perform(app, scene, push)
    assert match.log[index] == push


def test_landing_on_the_wrong_dune_puts_the_player_out():
    app, scene, match = start([Seat("Amira"), Seat("Tariq", "greedy"), Seat("Noor", "greedy")],
                              speed="normal")
    beam_all(app, scene, match)
    run(app, 600, dt=0.05)
    assert scene.my_turn
    mine = match.state.view_for(0)
    from shifting_sands.games.mothership.view import own_agent

    agent_cell, _ = own_agent(mine)
    wrong = next(a for a in match.state.legal_actions()
                 if isinstance(a, Land) and a.cell != agent_cell)
    index = len(match.log)
    perform(app, scene, wrong)
    assert match.log[index] == wrong
    assert not match.state.view_for(None).alive[0]
    assert scene.landing is not None


def test_no_hand_off_between_humans_after_beamin_down_under_the_memory_rule():
    app, scene, match = start([Seat("Amira"), Seat("Tariq")])
    beam_all(app, scene, match)
    pass_device(app)
    run(app, 5)
    push = next(a for a in match.state.legal_actions() if isinstance(a, Push))
    perform(app, scene, push)
    run(app, 5)
    second = next(a for a in match.state.legal_actions() if not isinstance(a, Push | Land))
    perform(app, scene, second)
    run(app, 5)
    key(app, pygame.K_RETURN)  # End turn
    run(app, 10)
    assert match.state.current_player == 1
    assert not isinstance(app.scenes.top, HandoffScene)
    assert scene.viewer == 1


@pytest.mark.slow
def test_a_whole_three_player_game_through_the_window():
    app, scene, match = start([Seat("Amira"), Seat("Tariq"), Seat("Noor")], seed=8)
    brain = get_spec("mothership").bot("greedy")
    rng = GameRng(8)
    for _ in range(3000):
        run(app, 3, dt=0.05)
        if isinstance(app.scenes.top, ResultsScene):
            break
        if isinstance(app.scenes.top, HandoffScene):
            pass_device(app)
            continue
        if match.state.is_terminal():
            continue
        assert scene.my_turn
        seat = match.state.current_player
        action = brain.choose(match.state.view_for(seat), match.state.legal_actions(), rng)
        before = len(match.log)
        perform(app, scene, action)
        assert match.log[before] == action, f"clicking {action} did something else"
    assert isinstance(app.scenes.top, ResultsScene)
    assert match.state.outcome() is not None
