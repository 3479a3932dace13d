"""A game's seat setting changed during play from the pause menu's settings (Curse Reverse:
how often a person is asked to play, ruling C36), and each choice explained where it is
made (setup and settings)."""

from __future__ import annotations

import pygame

from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.games.curse_reverse.rules.actions import AskingChanged, SetAsking
from shifting_sands.games.curse_reverse.rules.ask_choice import NOTES
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.shell.pause import PauseScene
from shifting_sands.shell.settings_scene import SettingsScene
from shifting_sands.shell.setup import HUMAN, SetupScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import center, click, key, make_app, run


def curse_game(seats=None, ask=None, frames=2):
    app = make_app("off")
    spec = get_spec("curse_reverse")
    seats = seats or [Seat("Amira"), Seat("Tariq"), Seat("Layla", "greedy")]
    settings = {"ask": ask} if ask else {}
    match = Match(spec, 4, seats, spec.seat_options(Options("standard", settings), seats))
    start_match(app, match, autosave=False)
    run(app, frames)
    return app, app.scenes.scenes[0], match


def open_settings(app, game):
    app.push(PauseScene(app, game))
    pause = app.scenes.top
    click(app, center(next(w.rect for w in pause.widgets.widgets
                           if getattr(w, "label", "") == "Settings")))
    assert isinstance(app.scenes.top, SettingsScene)
    return app.scenes.top


def test_a_person_changes_how_they_are_asked_on_their_turn_as_a_logged_move(user_home):
    app, game, match = curse_game()
    assert match.state.current_player == 0
    assert isinstance(app.scenes.top, HandoffScene)  # Amira's turn, behind its hand-off
    settings = open_settings(app, game)
    choice = settings.game.choice
    assert choice.visible and choice.value == "playable" and settings.game.seat == 0
    x, y, w, h = choice.rect
    click(app, (x + w - 10, y + h / 2))  # the right arrow: Always
    assert choice.value == "always" and match.log == []  # nothing is changed yet
    assert "tells nothing" in settings.game.note()
    key(app, pygame.K_ESCAPE)  # leaving makes the change, once
    assert match.log == [SetAsking("always")] and match.state.ask[0] == "always"
    assert any("Amira is now asked to play cartouches: Always" in line for _, line in game.log)
    assert match.replayed().ask == ["always", "playable", "playable"]
    assert match.state.current_player == 0  # the hand-off under the menu still holds
    assert isinstance(app.scenes.scenes[-2], HandoffScene)


def test_a_save_keeps_the_change_where_it_was_made(user_home, tmp_path):
    from shifting_sands.persist.saves import load_match, save_match

    app, game, match = curse_game()
    settings = open_settings(app, game)
    settings.game.choice.set_value("never")
    key(app, pygame.K_ESCAPE)
    loaded = load_match(save_match(match, tmp_path / "asked.json"))
    assert loaded.log == [SetAsking("never")] and loaded.state.ask[0] == "never"
    assert loaded.options.settings.get("ask") is None  # the setup's choice is unchanged


def test_no_change_makes_no_move(user_home):
    app, game, match = curse_game()
    open_settings(app, game)
    key(app, pygame.K_ESCAPE)
    assert match.log == [] and not isinstance(app.scenes.top, SettingsScene)


def test_at_a_bot_s_turn_nobody_may_change_it_and_everyone_s_is_shown(user_home):
    seats = [Seat("Layla", "greedy"), Seat("Amira"), Seat("Tariq")]
    app, game, match = curse_game(seats, ask=["playable", "never", "always"], frames=0)
    assert match.state.current_player == 0  # the bot's turn (the menu stops it)
    settings = open_settings(app, game)
    assert settings.game.seat is None and not settings.game.choice.visible
    assert "Amira (Never), Tariq (Always)" in settings.game.note()
    key(app, pygame.K_ESCAPE)
    assert not any(isinstance(x, SetAsking) for x in match.log)


def test_a_game_without_such_a_setting_shows_none(user_home):
    app = make_app("off")
    spec = get_spec("stones")
    match = Match(spec, 1, [Seat("Amira"), Seat("Tariq")])
    start_match(app, match, autosave=False)
    run(app, 2)
    settings = open_settings(app, app.scenes.scenes[0])
    assert settings.game is None and settings.panel_rect == SettingsScene.panel_rect


def test_setup_explains_each_choice_a_person_makes(user_home):
    app = make_app("off")
    setup = SetupScene(app, get_spec("curse_reverse"))
    app.push(setup)
    setup.players.set_value("3")
    setup._players("3")
    for seat, kind in enumerate([HUMAN, HUMAN, "greedy"]):
        setup.controller_choices[seat].set_value(kind)
    assert setup.setting_notes() == [NOTES["playable"]]
    setup.seat_setting_choices[1].set_value("never")
    setup.seat_setting_choices[2].set_value("always")  # a bot's: not explained
    assert setup.setting_notes() == [NOTES["playable"], NOTES["never"]]
    assert "the table sees you may hold one" in NOTES["playable"]
    run(app)  # and it draws


def test_the_change_is_announced_in_the_log_sentence():
    spec = get_spec("curse_reverse")
    assert spec.describe(AskingChanged(1, "never"), ["Amira", "Tariq"]) == (
        "Tariq is now asked to play cartouches: Never.")
