"""Render what a Curse Reverse thief must read into docs/shots (or a given folder): a peek
read by name (and the peeked cartouche read again on hover), an event card its drawer
closes before the computer moves on, the trial with the teller's traits, and an item named
on hover.

    .venv/bin/python scripts/curse_reverse_shots.py [FOLDER]

Headless. Amira and Tariq are people, Layla a bot; the greedy bot plays every seat until
the moment wanted (the first seed that reaches it), then the table is handed to Amira and
the last step is taken through the scene, as a player would, so its card shows.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from shifting_sands.app import App
from shifting_sands.games import get_spec
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.rules.driver import Driver
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match

SEATS = [Seat("Amira", HUMAN), Seat("Tariq", HUMAN), Seat("Layla", "greedy")]


def reach(stop: Callable[[Any], bool], seeds: range = range(1, 60), limit: int = 900):
    """The first seeded match the greedy bot plays (every seat) to a state where `stop`."""
    spec = get_spec("curse_reverse")
    bot = spec.bot("greedy")
    for seed in seeds:
        match = Match(spec, seed, SEATS, Options("standard"))
        driver = Driver(match, dict.fromkeys(range(len(SEATS)), bot), GameRng(seed))
        for _ in range(limit):
            if match.state.is_terminal():
                break
            if stop(match.state):
                print(f"seed {seed}, {len(match.log)} moves", file=sys.stderr)
                return match
            driver.play(1)
    raise SystemExit("no seed reached the moment wanted")


def table(match: Match):
    """The scene of `match`, with Amira at the keyboard (her hand-off taken)."""
    app = App(settings=Settings(animation_speed="off"), headless=True, size=(1280, 720))
    start_match(app, match, autosave=False)
    scene = app.scenes.scenes[0]
    while app.scenes.top is not scene:
        app.pop()
    scene.viewer = 0
    frames(app)
    return app, scene


def frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.frame(1 / 60, [])


def until(app, done: Callable[[], bool], seconds: float = 60.0) -> None:
    """Frames until `done()` (a bot decides in its own process: real time must pass)."""
    import time

    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise SystemExit("the table never reached the moment wanted")
        app.frame(1 / 60, [])
        time.sleep(0.002)


def hover(app, pos) -> None:
    screen = app.canvas.point_to_screen(pos)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=screen, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    frames(app, 2)


def click(app, pos) -> None:
    screen = app.canvas.point_to_screen(pos)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=screen, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=screen, button=1)])
    frames(app, 2)


def centre(rect) -> tuple[float, float]:
    return (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)


def peek_shots(out: Path) -> None:
    """Amira won a robbery and peeks: the card names what she saw; closed, the cartouche
    lies face up in the victim's row for her, and names itself on hover."""
    def peeking(state) -> bool:
        top = state.stack[-1] if state.stack else None
        return (state.current_player == 0 and top is not None and top["k"] == "choice"
                and top["what"] == "peek")

    app, scene = table(reach(peeking))
    rect, _index = scene.loot_rects[0]
    click(app, centre(rect))
    assert scene.holding() and scene.flash.seen
    app.save_screenshot(out / "curse-reverse-peek.png")
    scene.close_card()
    until(app, scene.mine)  # the others answer the robbery; then Amira's own table again
    from shifting_sands.games.curse_reverse.table.panels import other_tile_rect

    view = scene.view()
    others = [s for s in range(view.players) if s != scene.focus_seat()]
    owner = next(s for s in others if any(t.startswith("cartouche:") and t != "cartouche:?"
                                          for t in view.packs[s]))
    slot = next(i for i, t in enumerate(view.packs[owner])
                if t.startswith("cartouche:") and t != "cartouche:?")
    hover(app, centre(other_tile_rect(others.index(owner), len(others), slot)))
    app.save_screenshot(out / "curse-reverse-peek-hover.png")


def event_shot(out: Path) -> None:
    """Amira ends her turn on a "?" square: she reads the event and closes it before the
    computer goes to Tariq."""
    def on_event_square(state) -> bool:
        return (state.current_player == 0 == state.turn_seat and not state.stack
                and state.ts["moves"] > 0
                and state.board.kind_of[state.pos[0]] == "event")

    app, scene = table(reach(on_event_square))
    scene.act(a.EndTurn())
    frames(app, 30)
    assert scene.holding(), "no event card held"
    app.save_screenshot(out / "curse-reverse-event-drawer.png")


def trial_shot(out: Path) -> None:
    """Amira's trial, ready for her story: the cards, the sand, and her four traits."""
    def story(state) -> bool:
        top = state.stack[-1] if state.stack else None
        return (state.current_player == 0 and top is not None and top["k"] == "choice"
                and top["what"] == "story")

    app, _scene = table(reach(story))
    app.save_screenshot(out / "curse-reverse-trial-traits.png")


def item_hover_shot(out: Path) -> None:
    """An item on a diamond space names itself, and says it is offensive or defensive."""
    def later(state) -> bool:
        return state.round >= 3 and state.current_player == 0 and not state.stack

    app, scene = table(reach(later))
    view = scene.view()
    spots = [s for s in scene.ground_spots(scene.board(), view)
             if s[1].startswith("item:") and s[2].startswith("ground:")]
    hover(app, centre(spots[0][0]))
    app.save_screenshot(out / "curse-reverse-item-hover.png")


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("docs/shots")
    out.mkdir(parents=True, exist_ok=True)
    peek_shots(out)
    event_shot(out)
    trial_shot(out)
    item_hover_shot(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
