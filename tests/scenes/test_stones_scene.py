"""The Stones scene played by posting mouse and keyboard input under the dummy driver."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.games.stones.rules.actions import EndTurn, FlipStone, ScoreCard, ShiftStones
from shifting_sands.games.stones.table.scene import StonesScene, slot_rect
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.shell.pause import PauseScene
from shifting_sands.shell.results import ResultsScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import (
    center,
    click,
    drag,
    end_turn_anyway,
    key,
    make_app,
    run,
    run_until,
)


def start(seats, seed=3, speed="off") -> tuple:
    app = make_app(speed)
    match = Match(get_spec("stones"), seed, seats)
    start_match(app, match)
    run(app, 2)
    return app, app.scenes.top, match


def human_vs_bot():
    return [Seat("Amira", HUMAN), Seat("Bot", "greedy")]


def test_click_two_adjacent_stones_then_a_card_shifts():
    app, scene, match = start(human_vs_bot())
    card = match.state.hands[0][0]
    click(app, center(slot_rect(0)))
    click(app, center(slot_rect(1)))
    assert scene.pending == ("swap", 0, 1)
    click(app, center(scene.hand_rects[card]))
    assert match.log[-1] == ShiftStones(card, 0, 1)
    assert card in match.state.discard


def test_drag_swaps_and_clicking_a_stone_twice_flips():
    app, scene, match = start(human_vs_bot())
    drag(app, center(slot_rect(4)), center(slot_rect(7)))
    assert scene.pending == ("swap", 4, 7)
    card = match.state.hands[0][1]
    click(app, center(scene.hand_rects[card]))
    assert match.log[-1] == ShiftStones(card, 4, 7)
    before = match.state.symbol_at(2)
    click(app, center(slot_rect(2)))
    click(app, center(slot_rect(2)))
    card = match.state.hands[0][0]
    click(app, center(scene.hand_rects[card]))
    assert match.log[-1] == FlipStone(card, 2)
    assert match.state.symbol_at(2) != before


def test_diagonal_swap_is_refused_with_a_reason_and_nothing_changes():
    app, scene, match = start(human_vs_bot())
    before = match.state.to_dict()
    drag(app, center(slot_rect(0)), center(slot_rect(4)))
    assert scene.pending is None
    assert "neighbour" in scene.toast
    assert match.state.to_dict() == before


def test_clicking_a_scoreable_card_scores_it_and_others_explain():
    for seed in range(1, 60):
        app, scene, match = start(human_vs_bot(), seed=seed)
        legal = match.state.legal_actions()
        scores = [a for a in legal if isinstance(a, ScoreCard)]
        dull = [c for c in match.state.hands[0] if ScoreCard(c) not in legal]
        if scores and dull:
            break
    else:
        pytest.fail("no seed with both a scoreable and an unscoreable card")
    click(app, center(scene.hand_rects[dull[0]]))
    assert "not on the grid" in scene.toast
    assert match.log == []
    click(app, center(scene.hand_rects[scores[0].card]))
    assert match.log == [scores[0]]
    assert scores[0].card in match.state.scored[0]


def test_ctrl_z_undoes_a_move_within_the_turn():
    app, scene, match = start(human_vs_bot())
    before = match.state.to_dict()
    card = match.state.hands[0][0]
    click(app, center(slot_rect(3)))
    click(app, center(slot_rect(3)))
    click(app, center(scene.hand_rects[card]))
    assert len(match.log) == 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.log == []
    assert match.state.to_dict()["fields"] == before["fields"]


def test_enter_ends_the_turn_and_the_bot_plays_then_autosaves(user_home):
    app, _scene, match = start(human_vs_bot())
    key(app, pygame.K_RETURN)
    end_turn_anyway(app)  # nothing was done this turn: it asked first
    assert match.log[0] == EndTurn()
    # the bot thinks in its own process: a still table's frames cost almost nothing, and
    # 400 of them may pass before it answers
    run_until(app, lambda: match.state.current_player == 0, frames=400)
    assert match.state.current_player == 0
    assert len(match.log) > 1
    assert (user_home / "saves" / f"autosave-stones-{match.match_id}.json").exists()


def test_hand_off_hides_the_table_between_two_humans():
    app, _, _match = start([Seat("Amira"), Seat("Tariq")])
    scene = app.scenes.scenes[0]
    assert isinstance(app.scenes.top, HandoffScene)
    assert scene.viewer is None
    assert app.scenes.visible() == [app.scenes.top]
    click(app, (640, 360), frames=30)
    click(app, (640, 360))
    assert app.scenes.top is scene and scene.viewer == 0
    run(app, 30)
    key(app, pygame.K_RETURN)
    end_turn_anyway(app)
    run(app, 5)
    assert isinstance(app.scenes.top, HandoffScene)
    assert app.scenes.top.name == "Tariq"
    assert scene.viewer is None
    run(app, 30)
    click(app, (640, 360))
    assert scene.viewer == 1


def test_escape_opens_the_pause_menu_and_save_writes_a_file(user_home):
    app, scene, _match = start(human_vs_bot())
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    pause.save()
    assert "Saved" in pause.message
    saves = [p for p in (user_home / "saves").glob("stones*.json")]
    assert saves
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_a_bot_only_game_reaches_the_results_screen():
    app, _scene, match = start([Seat("A", "greedy"), Seat("B", "greedy")])
    for _ in range(4000):
        run(app, 10, dt=0.1)
        if isinstance(app.scenes.top, ResultsScene):
            break
    assert match.state.is_terminal()
    assert isinstance(app.scenes.top, ResultsScene)
    assert "wins" in app.scenes.top.headline() or "share" in app.scenes.top.headline()


def test_animations_run_and_a_click_skips_them():
    app, scene, match = start(human_vs_bot(), speed="slow")
    card = match.state.hands[0][0]
    click(app, center(slot_rect(0)))
    click(app, center(slot_rect(1)))
    click(app, center(scene.hand_rects[card]))
    assert scene.tweens.busy
    assert scene.stone_offset
    click(app, (640, 700))
    assert not scene.tweens.busy
    assert not scene.stone_offset


def test_scene_is_a_stones_scene_and_draws_at_other_window_sizes():
    app, scene, match = start(human_vs_bot())
    assert isinstance(scene, StonesScene)
    app.screen = pygame.display.set_mode((1920, 1080))
    app.canvas.resize(app.screen)
    run(app, 2)
    card = match.state.hands[0][0]
    click(app, center(slot_rect(0)))
    click(app, center(slot_rect(0)))
    click(app, center(scene.hand_rects[card]))
    assert match.log[-1] == FlipStone(card, 0)


@pytest.mark.parametrize("hand_size", [4, 6])
def test_the_turn_panel_names_the_hand_the_variant_refills_to(hand_size):
    """A variant with bigger hands (an own variant, `--set hand_size=6`) is told as it is."""
    from shifting_sands.rules.protocol import Options
    from tests.scenes.test_mothership_scene import drawn_texts

    app = make_app("off")
    match = Match(get_spec("stones"), 3, human_vs_bot(),
                  Options(settings={"hand_size": hand_size}))
    start_match(app, match)
    run(app, 2)
    assert match.state.view_for(0).hand_limit == len(match.state.hands[0]) == hand_size
    assert f"Ending your turn refills your hand to {hand_size}." in drawn_texts(app)
