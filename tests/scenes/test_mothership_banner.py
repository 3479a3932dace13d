"""The Mothership's landing banner renders its lines ahead, one a frame while the landing
plays (issue 37), and its first frame is, pixel for pixel, the banner drawn as before."""

from __future__ import annotations

import pygame

from shifting_sands.app import App
from shifting_sands.core import theme
from shifting_sands.games import get_spec
from shifting_sands.games.mothership.table.board import Landing
from shifting_sands.games.mothership.table.panels import WARM_FROM, Banner
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match

BODY = ("Amira named the dune at D4 for the mothership: the landing failed, and the dunes "
        "around it were turned over for everyone to see.")


def table():
    app = App(settings=Settings(animation_speed="normal"), headless=True, size=(1280, 720))
    match = demo_match(get_spec("mothership"), seed=7, moves=12, players=None, seat=0)
    start_match(app, match, autosave=False)
    for _ in range(5):
        app.frame(1 / 60, [])
    scene = app.scenes.top
    scene.banner = Banner("Amira is out: the landing failed", BODY, theme.DANGER, 200.0)
    return app, scene


def forget_text(app: App) -> None:
    app.canvas._text.clear()
    app.canvas._wrapped.clear()


def banner_pixels(app: App, scene, draw) -> bytes:
    app.screen.fill((20, 14, 10))
    draw(app.canvas)
    x, y, w, h = app.canvas.to_screen(scene.banner_rect())
    return pygame.image.tobytes(app.screen.subsurface((x, y, w + 8, h + 8)), "RGBA")


def as_before(scene):
    """The banner as `draw_banner` drew it before its lines were rendered ahead."""
    def draw(canvas) -> None:
        banner = scene.banner
        x, y, w, h = scene.banner_rect()
        canvas.rect((43, 29, 20, 90), (x + 4, y + 6, w, h), 18)
        canvas.rect(theme.BONE, (x, y, w, h), 18)
        canvas.rect(banner.colour, (x, y, w, h), 18, width=4)
        canvas.text(banner.title, (x + w / 2, y + 36), 34, banner.colour, "title_bold",
                    anchor="center")
        lines = canvas.wrap(banner.body, w - 60, 18)[:3]
        for i, line in enumerate(lines):
            canvas.text(line, (x + w / 2, y + 74 + i * 24), 18, theme.INK, anchor="center")
        canvas.text("Click to close", (x + w / 2, y + h - 16), 13, theme.MUTED, "italic",
                    anchor="center")
    return draw


def test_warmed_banner_is_drawn_as_before() -> None:
    app, scene = table()
    forget_text(app)
    before = banner_pixels(app, scene, as_before(scene))
    forget_text(app)
    steps = 0
    while scene.warm_banner(app.canvas):
        steps += 1
    texts = scene.banner_texts(app.canvas)
    assert steps == 1 + len(texts) >= 5  # the wrap, the title, 2+ body lines, "Click to close"
    assert all(app.canvas.has_text(t, s, c, r) for t, _p, s, c, r in texts)
    assert banner_pixels(app, scene, scene.draw_banner) == before
    forget_text(app)
    assert banner_pixels(app, scene, scene.draw_banner) == before  # unwarmed, too


def test_lines_are_rendered_one_a_frame_while_the_landing_plays_then_drawn() -> None:
    app, scene = table()
    forget_text(app)
    scene.landing = Landing(scene.view().occupied.index(True), False, ())
    scene.draw_banner(app.canvas)  # the move's own frame (the landing at 0) renders nothing
    texts = scene.banner_texts(app.canvas)
    ready = [app.canvas.has_text(t, s, c, r) for t, _p, s, c, r in texts]
    assert not any(ready)
    scene.landing.t = WARM_FROM
    scene.draw_banner(app.canvas)  # the body wrapped
    assert scene.banner.wrapped and not any(app.canvas.has_text(t, s, c, r)
                                            for t, _p, s, c, r in texts)
    for frame in range(1, len(texts) + 1):
        scene.draw_banner(app.canvas)
        ready = [app.canvas.has_text(t, s, c, r) for t, _p, s, c, r in texts]
        assert sum(ready) == frame
    scene.update_banner(1 / 60)
    assert scene.banner.time == 6.0  # not counted down before the banner shows
    scene.landing.t = 0.6
    assert banner_pixels(app, scene, scene.draw_banner) == banner_pixels(
        app, scene, as_before(scene))
