"""Render a scene headless to a PNG: `shifting-sands screenshot GAME --out FILE.png`."""

from __future__ import annotations

from pathlib import Path

from shifting_sands.rules.driver import Driver
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.rules.protocol import GameSpec, Options
from shifting_sands.rules.rng import GameRng

NAMES = ["Amira", "Tariq", "Layla", "Omar", "Noor"]


def demo_match(spec: GameSpec, seed: int, moves: int, players: int | None, seat: int) -> Match:
    """A match whose seat `seat` is the human at the keyboard, advanced by `moves` bot moves."""
    count = players or (2 if spec.min_players <= 2 <= spec.max_players else spec.min_players)
    kinds = spec.bot_kinds()
    seats = [Seat(NAMES[i], HUMAN if i == seat else kinds[-1]) for i in range(count)]
    match = Match(spec, seed, seats, Options(variant=spec.default_variant(count)))
    bot = spec.bot(kinds[-1])
    Driver(match, dict.fromkeys(range(count), bot), GameRng(seed)).play(moves)
    return match


def take_screenshot(spec: GameSpec, out: Path, seed: int = 1, moves: int = 0,
                    size: tuple[int, int] = (1280, 720), seat: int = 0,
                    screen: str = "game", players: int | None = None) -> None:
    from shifting_sands.app import App
    from shifting_sands.settings import Settings

    settings = Settings(animation_speed="off")
    app = App(settings=settings, headless=True, size=size)
    if screen == "launcher":
        app.open_launcher()
    elif screen == "setup":
        from shifting_sands.shell.setup import SetupScene

        app.open_launcher()
        app.push(SetupScene(app, spec))
    else:
        from shifting_sands.shell.start import start_match

        if screen == "results":
            moves = 10**6  # play the demo game to its end
        match = demo_match(spec, seed, moves, players, seat)
        start_match(app, match, autosave=False)
        game = app.scenes.top
        if match.state.current_player != seat and not match.state.is_terminal():
            game.viewer = seat
        _push_extra(app, game, screen, match)
    for _ in range(3):
        app.frame(1 / 60, events=[])
    app.save_screenshot(out)


def _push_extra(app, game, screen: str, match: Match) -> None:
    if screen == "handoff":
        from shifting_sands.core.handoff import HandoffScene
        from shifting_sands.rules.protocol import seat_mark

        seat = max(0, match.state.current_player)
        app.push(HandoffScene(app, match.seats[seat].name, lambda: None, game.handoff_reason(),
                              seat=seat, mark=seat_mark(match.spec, seat),
                              on_menu=game.open_menu, title=game.handoff_title(seat)))
    elif screen == "pause":
        from shifting_sands.shell.pause import PauseScene

        app.push(PauseScene(app, game))
    elif screen == "rules":
        from shifting_sands.shell.rules_reader import RulesScene

        app.push(RulesScene(app, match.spec))
    elif screen == "settings":
        from shifting_sands.shell.settings_scene import SettingsScene

        app.push(SettingsScene(app))
    elif screen == "results":
        from shifting_sands.shell.results import ResultsScene

        game.results_shown = True
        app.push(ResultsScene(app, match, game.results_lines()))
