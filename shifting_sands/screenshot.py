"""Render a scene headless to a PNG: `shifting-sands screenshot GAME --out FILE.png`."""

from __future__ import annotations

from pathlib import Path

from shifting_sands.bots.levels import default_kind
from shifting_sands.cli_args import UsageError
from shifting_sands.rules.driver import Driver
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from shifting_sands.rules.spec import GameSpec


def _names() -> list[str]:
    from shifting_sands.shell.setup import DEFAULT_NAMES

    return DEFAULT_NAMES


def demo_match(spec: GameSpec, seed: int, moves: int, players: int | None, seat: int,
               variant: str | None = None) -> Match:
    """A match whose seat `seat` is the human at the keyboard, advanced by `moves` bot moves."""
    count = players or (2 if spec.min_players <= 2 <= spec.max_players else spec.min_players)
    kind = default_kind(spec)
    names = _names()
    seats = [Seat(names[i], HUMAN if i == seat else kind) for i in range(count)]
    match = Match(spec, seed, seats, Options(variant=variant or spec.default_variant(count)))
    bot = spec.bot(kind)
    Driver(match, dict.fromkeys(range(count), bot), GameRng(seed)).play(moves)
    return match


def take_screenshot(spec: GameSpec, out: Path, seed: int = 1, moves: int = 0,
                    size: tuple[int, int] = (1280, 720), seat: int = 0,
                    screen: str = "game", players: int | None = None,
                    variant: str | None = None,
                    press: tuple[str, ...] = ()) -> None:
    from shifting_sands.app import App
    from shifting_sands.settings import Settings

    settings = Settings(animation_speed="off")
    if screen == "setup":  # the table a player would find: the one remembered for the game
        saved = Settings.load()
        settings.last_tables, settings.last_names = saved.last_tables, saved.last_names
    app = App(settings=settings, headless=True, size=size, still=True)
    if screen == "launcher":
        app.open_launcher()
    elif screen == "replay":  # the finished demo game, stepped back to move `moves`
        from shifting_sands.shell.replay_scene import Replayable, ReplayScene

        app.open_launcher()
        match = demo_match(spec, seed, 10**6, players, seat, variant)
        app.push(ReplayScene(app, Replayable.of_match(match), step=moves))
        _press(app, press)
    elif screen == "setup":
        from shifting_sands.shell.setup import SetupScene

        app.open_launcher()
        app.push(SetupScene(app, spec))
    else:
        from shifting_sands.shell.start import start_match

        if screen == "results":
            moves = 10**6  # play the demo game to its end
        match = demo_match(spec, seed, moves, players, seat, variant)
        start_match(app, match, autosave=False)
        game = app.scenes.top
        if match.state.current_player != seat and not match.state.is_terminal():
            game.viewer = seat
        _push_extra(app, game, screen, match)
        _press(app, press)
    for _ in range(3):
        app.frame(1 / 60, events=[])
    app.save_screenshot(out)


def key_codes(names: tuple[str, ...]) -> list[int]:
    """pygame's key codes for key names ("right", "space", "f": its K_ constants without
    the prefix); a one-line error for a name pygame does not know."""
    import pygame

    codes = []
    for name in names:
        code = getattr(pygame, f"K_{name}", None) or getattr(pygame, f"K_{name.upper()}", None)
        if not isinstance(code, int):
            raise UsageError(f"--press: {name!r} is not a key name pygame knows "
                             "(e.g. right, space, f, return)")
        codes.append(code)
    return codes


def _press(app, names: tuple[str, ...]) -> None:
    """Keys pressed on the screen shown, after the pause that follows its opening (a key
    that would open a question, say, shows the question)."""
    import pygame

    for code in key_codes(names):
        app.frame(0.5, [])
        app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])


def _push_extra(app, game, screen: str, match: Match) -> None:
    if screen == "handoff":
        from shifting_sands.core.handoff import HandoffScene

        seat = max(0, match.state.current_player)
        if not game.secrets_on_screen(seat):  # the scene's own rule for showing a hand-off
            raise UsageError(f"--screen handoff: {match.spec.title} shows no hand-off screen "
                             f"here, as nothing on {match.seats[seat].name}'s screen is "
                             "hidden from the other players")
        app.push(HandoffScene(app, match.seats[seat].name, lambda: None,
                              game.handoff_reason(), seat=seat,
                              mark=match.spec.seat_mark(seat), on_menu=game.open_menu,
                              title=game.handoff_title(seat)))
    elif screen == "pause":
        from shifting_sands.shell.pause import PauseScene

        app.push(PauseScene(app, game))
    elif screen in ("rules", "rulings"):
        from shifting_sands.shell.rules_reader import RULINGS, RulesScene

        app.push(RulesScene(app, match.spec, start_at=RULINGS if screen == "rulings" else None))
    elif screen == "settings":
        from shifting_sands.shell.settings_scene import SettingsScene

        app.push(SettingsScene(app, game))
    elif screen == "results":
        from shifting_sands.shell.results import ResultsScene

        game.results_shown = True
        app.push(ResultsScene(app, match, game.results_lines()))
