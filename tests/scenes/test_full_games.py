"""Whole games played through the window by input alone, as players would click them.

A greedy bot decides what the seat at the keyboard wants; the test then performs
that move with clicks and keys on the real scene, passes the device at every
hand-off, and plays on until the results screen appears.
"""

from __future__ import annotations

import pygame

from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.games.stones.rules.actions import (
    EndTurn,
    FlipStone,
    ScoreCard,
    ShiftStones,
    SkipTurn,
)
from shifting_sands.games.stones.table.scene import StonesScene, slot_rect
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.rng import GameRng
from shifting_sands.shell.confirm import ConfirmScene
from shifting_sands.shell.results import ResultsScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import center, click, key, make_app, run_until


def perform(app, scene: StonesScene, action) -> None:
    """Do `action` with the mouse and keyboard."""
    if isinstance(action, ShiftStones):
        click(app, center(slot_rect(action.first)))
        click(app, center(slot_rect(action.second)))
        click(app, center(scene.hand_rects[action.card]))
    elif isinstance(action, FlipStone):
        click(app, center(slot_rect(action.position)))
        click(app, center(slot_rect(action.position)))
        click(app, center(scene.hand_rects[action.card]))
    elif isinstance(action, ScoreCard):
        click(app, center(scene.hand_rects[action.card]))
    elif isinstance(action, SkipTurn):
        click(app, center(scene.skip_button.rect))
    elif isinstance(action, EndTurn):
        key(app, pygame.K_RETURN)
    if isinstance(app.scenes.top, ConfirmScene):  # a solo turn end that loses asks first
        click(app, center(app.scenes.top.confirm_button.rect))


def play_through_window(seats: list[Seat], seed: int, max_steps: int = 3000) -> tuple:
    app = make_app("fast")
    match = Match(get_spec("stones"), seed, seats)
    start_match(app, match)
    scene = app.scenes.scenes[0]
    brain = get_spec("stones").bot("greedy")
    rng = GameRng(seed)
    handoffs = 0
    for _ in range(max_steps):
        run_until(app, lambda: isinstance(app.scenes.top, ResultsScene | HandoffScene)
                  or (app.scenes.top is scene and scene.my_turn), dt=0.05, frames=40)
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            return app, match, handoffs
        if isinstance(top, HandoffScene):
            handoffs += 1
            click(app, (640, 360))
            continue
        assert top is scene and scene.my_turn
        view = match.state.view_for(scene.viewer)
        before = len(match.log)
        action = brain.choose(view, match.state.legal_actions(), rng)
        perform(app, scene, action)
        assert match.log[before] == action, f"clicking {action} did something else"
    raise AssertionError("the game did not reach the results screen")


def test_a_whole_two_player_pass_and_play_game():
    app, match, handoffs = play_through_window([Seat("Amira"), Seat("Tariq")], seed=21)
    outcome = match.state.outcome()
    assert outcome is not None and outcome.winners
    assert handoffs >= match.state.turn - 1
    assert max(len(s) for s in match.state.scored) >= 10
    assert "wins" in app.scenes.top.headline() or "share" in app.scenes.top.headline()


def test_a_whole_solo_game():
    _app, match, handoffs = play_through_window([Seat("Amira")], seed=4)
    assert handoffs == 0
    outcome = match.state.outcome()
    assert outcome is not None
    assert outcome.reason in ("solo_complete", "solo_strikes")
