"""Driving the real App headless by posting input, as a player would."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from shifting_sands.app import App
from shifting_sands.settings import Settings


def make_app(speed: str = "off") -> App:
    return App(settings=Settings(animation_speed=speed), headless=True, size=(1280, 720))


def click(app: App, pos: tuple[float, float], button: int = 1, frames: int = 1) -> None:
    screen_pos = app.canvas.point_to_screen(pos)
    events = [
        pygame.event.Event(pygame.MOUSEMOTION, pos=screen_pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=screen_pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=screen_pos, button=button),
    ]
    app.frame(1 / 60, events)
    run(app, frames)


def drag(app: App, start: tuple[float, float], end: tuple[float, float]) -> None:
    a, b = app.canvas.point_to_screen(start), app.canvas.point_to_screen(end)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)])
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0),
                                          buttons=(1, 0, 0))])
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)])


def key(app: App, key_code: int, mod: int = 0, frames: int = 1) -> None:
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="")])
    run(app, frames)


def run(app: App, frames: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        app.frame(dt, [])


def run_until(app: App, done: Callable[[], bool], dt: float = 1 / 60, frames: int = 600,
              seconds: float = 120.0) -> None:
    """Run at least `frames` frames, then on until `done()`: a bot thinks in its own process,
    and on a loaded machine it may need more frames than usual (real time, not frames, bounds
    the wait)."""
    run(app, frames, dt)
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"still waiting after {seconds:g} s")
        app.frame(dt, [])
        time.sleep(0.002)  # a fallback bot thread needs the interpreter now and then


def center(rect) -> tuple[float, float]:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def end_turn_anyway(app: App) -> None:
    """Answer the question an End turn before acting asks ("End your turn without acting?")
    with its End turn button (Enter would keep playing), if it is up."""
    from shifting_sands.shell.confirm import ConfirmScene

    top = app.scenes.top
    if isinstance(top, ConfirmScene) and "without acting" in top.text:
        click(app, center(top.confirm_button.rect))


def drawn_texts(app: App, scene=None) -> list[str]:
    """Every text one frame draws (only `scene`'s when given), composed afresh: the canvas's
    kept layers painted again and the frame not kept, so a still table draws all it shows."""
    texts: list[str] = []
    canvas = app.canvas
    shadowed = "text" in vars(canvas)
    original = canvas.text

    def record(words, *args, **kwargs):
        texts.append(str(words))
        return original(words, *args, **kwargs)

    canvas.text = record
    canvas._layers.clear()
    app.compose_next()
    try:
        if scene is None:
            app.frame(1 / 60, [])
        else:
            scene.draw(canvas)
    finally:
        if shadowed:
            canvas.text = original
        else:
            del canvas.text
    return texts


def count_renders(monkeypatch) -> list[str]:
    """The texts the canvas renders from now on (a glyph run drawn afresh, not taken from
    its caches), in a list that fills as frames draw."""
    from shifting_sands.core import canvas as canvas_module

    rendered: list[str] = []
    real = canvas_module._render

    def counting(font, text, color, px):
        rendered.append(text)
        return real(font, text, color, px)

    monkeypatch.setattr(canvas_module, "_render", counting)
    return rendered


def demo_table(game_id: str, seed: int, moves: int, size: tuple[int, int] = (1280, 720),
               speed: str = "normal"):
    """A headless app at `size` showing `game_id`'s demo game after `moves` actions, with
    animations at `speed`: the app, the game's scene and the match."""
    from shifting_sands.games import get_spec
    from shifting_sands.screenshot import demo_match
    from shifting_sands.shell.start import start_match

    app = App(settings=Settings(animation_speed=speed), headless=True, size=size)
    match = demo_match(get_spec(game_id), seed=seed, moves=moves, players=None, seat=0)
    start_match(app, match, autosave=False)
    return app, app.scenes.top, match


def random_move(scene, match, rng) -> None:
    """Submit a random legal action, one that can be taken back when there is one (as
    `bench.measure_frames` plays), unless the game is over."""
    if match.state.is_terminal():
        return
    legal = [a for a in match.state.legal_actions()
             if match.state.is_undoable(a)] or match.state.legal_actions()
    scene.submit(rng.choice(legal))


def drawn_again_with(app: App, scene, name: str, replacement: Callable) -> bytes:
    """The frame on screen drawn again with the scene's `name` replaced (the old way of
    drawing a part, for a pixel comparison), at the same frame count (the pulses read
    it): its pixels."""
    app.frames -= 1
    setattr(scene, name, replacement)
    try:
        app.draw(full=True)
    finally:
        delattr(scene, name)
    return pygame.image.tobytes(app.screen, "RGB")


def shown(app: App) -> bytes:
    """The pixels of the frame on screen."""
    return pygame.image.tobytes(app.screen, "RGB")
