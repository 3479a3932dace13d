"""Text keeps a legible size in a small window: a 700x760 window scaled 13-point notes to
7 px; now no text is set under MIN_TEXT_PX real pixels, and wrapped lines make room."""

from __future__ import annotations

import pygame

from shifting_sands.core.canvas import MIN_TEXT_PX
from tests.scenes.helpers import run


def small_app():
    from shifting_sands.app import App
    from shifting_sands.settings import Settings

    return App(settings=Settings(animation_speed="off"), headless=True, size=(700, 760))


def test_small_text_is_set_at_the_floor_in_a_small_window():
    app = small_app()
    canvas = app.canvas
    assert canvas.scale < 0.6
    assert canvas.px(13) < MIN_TEXT_PX <= canvas.text_px(13)
    height = canvas.text_surface("Ag", 13).get_height()
    assert height >= app.assets.font("body", MIN_TEXT_PX).get_height()
    assert height > app.assets.font("body", canvas.px(13)).get_height()
    # the measured width agrees with what is drawn, so wrapping still fits its box
    width = canvas.text_width("Fights with power 2", 12)
    drawn = canvas.text_surface("Fights with power 2", 12).get_width() / canvas.scale
    assert abs(width - drawn) <= 1 / canvas.scale


def test_wrapped_lines_do_not_overlap_at_the_floor():
    app = small_app()
    canvas = app.canvas
    used = canvas.paragraph("one two three four five six seven eight nine ten eleven",
                            (0, 0, 120, 400), 12)
    lines = len(canvas.wrap("one two three four five six seven eight nine ten eleven", 120,
                            12))
    assert used / lines >= canvas.text_px(12) / canvas.scale


def test_a_full_size_window_is_unchanged():
    from shifting_sands.app import App
    from shifting_sands.settings import Settings

    app = App(settings=Settings(animation_speed="off"), headless=True, size=(1280, 720))
    assert app.canvas.text_px(12) == 12 and app.canvas.text_px(8) == 8
    run(app, 1)
    assert pygame.display.get_init()
