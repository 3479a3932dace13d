"""Core opens the shell's screens only through the factories the window was given."""

from __future__ import annotations

from shifting_sands.app import App
from shifting_sands.core.input import Menu
from shifting_sands.core.scene import Scene
from shifting_sands.games import get_spec
from shifting_sands.rules.match import Match, Seat
from shifting_sands.settings import Settings
from shifting_sands.shell.factories import SHELL_FACTORIES
from shifting_sands.shell.pause import PauseScene
from shifting_sands.shell.start import start_match


class Marker(Scene):
    def __init__(self, app, *args) -> None:
        super().__init__(app)
        self.args = args


def test_a_game_scene_opens_the_pause_menu_it_was_handed() -> None:
    factories = SHELL_FACTORIES.replace(launcher=Marker, pause=Marker)
    app = App(settings=Settings(animation_speed="off"), headless=True, size=(1280, 720),
              factories=factories)
    app.open_launcher()
    assert isinstance(app.scenes.top, Marker)
    start_match(app, Match(get_spec("stones"), 3, [Seat("Amira")]), autosave=False)
    game = app.scenes.top
    game.handle(Menu())
    assert isinstance(app.scenes.top, Marker) and app.scenes.top.args == (game,)


def test_the_window_hands_core_the_shell_screens_by_default() -> None:
    app = App(settings=Settings(animation_speed="off"), headless=True, size=(1280, 720))
    start_match(app, Match(get_spec("stones"), 3, [Seat("Amira")]), autosave=False)
    app.scenes.top.handle(Menu())
    assert isinstance(app.scenes.top, PauseScene)
